"""The discard check's duplicates: which copies a player must let go, and the allowances card text gives for more."""

from __future__ import annotations

from collections import Counter

from rules.engine.card_identity import (
    identity,
    norm,
)
from rules.engine.discard_chosen import chosen_keeps, same_as_chosen
from rules.engine.discard_duplicate_of import duplicate_of_choices
from rules.engine.discard_model import (
    AllowanceMap,
    Choice,
    Held,
    describe_key,
    duplicate_key,
    duplicate_pile,
)
from rules.engine.discard_reads import (
    duplicate_permissions,
    keeps_duplicates,
)
from rules.engine.discard_sources import duplicate_group, kept_by, team_rules


class DuplicatesMixin:
    def duplicates(self, pool: list[Held]) -> None:
        event = self.s.event
        if event is not None and keeps_duplicates(self.reads, event):
            self.rules.add("OR.events")
            self.notes.append(f"{event.name} was played: no duplicates are discarded this battle.")
            return
        in_play = next((c for c in self.s.in_play if keeps_duplicates(self.reads, c)), None)
        if in_play is not None:
            self.rules.add("MR.1")
            self.notes.append(f"{in_play.name} is in play: no duplicates are discarded.")
            return
        keeping = team_rules(self.reads, "keep_duplicates", self.s.home_base, self.s.in_play)
        copies = Counter(f[0] for h in pool if (f := duplicate_key(h.card)) is not None)
        groups: dict[tuple, list[Held]] = {}
        rule_of: dict[tuple, str] = {}
        spare = self.chosen_copies(pool)
        for h in pool:
            if id(h) in self.chosen_ids or id(h) in spare:
                continue
            found = duplicate_key(h.card)
            if found is None:
                continue
            kept = kept_by(keeping, h.card)
            key, rule = duplicate_group(found[0], h.card, kept), found[1]
            if kept is not None and copies[found[0]] > 1:
                self.rules.add(kept.rule)
                self.kept_by_rule[id(h)] = kept
            if key is None:
                continue
            groups.setdefault(key, []).append(h)
            rule_of[key] = rule
        allowance = self.duplicate_allowance()
        for key, items in groups.items():
            if len(items) < 2:
                continue
            rule = rule_of[key]
            self.rules.add(rule)
            allowed = 1
            if key[0] == "special":
                allowed = allowance.get(key[1], 1)
                if allowed > 1:
                    self.rules.add("OR.inherent")
                    if len(items) <= allowed:
                        continue
            placed = [h for h in items if h.holder is not None and h.placed_before]
            hand = [h for h in items if not (h.holder is not None and h.placed_before)]
            what = describe_key(key)
            if placed:
                for h in hand:
                    keepers = ", ".join(sorted({p.card.name for p in placed}))
                    self.out(
                        h,
                        f"duplicate of {keepers}, already placed ({what})",
                        rule,
                        duplicate_pile(h.card),
                    )
                self._settle(placed, rule, what, allowed, placed_cards=True)
            else:
                self._settle(hand, rule, what, allowed)
        left = [h for h in pool if id(h) not in self.gone_ids and id(h) not in self.chosen_ids]
        for items, choice in duplicate_of_choices(self.reads, left):
            self.rules.update({choice.rule, choice.pile_rule})
            self.choices.append(choice)
            self.chosen_ids.update(id(h) for h in items)

    def chosen_copies(self, pool: list[Held]) -> set[int]:
        """The copies of a Power card chosen with a card in play that are not discarded
        (``discard_chosen``): all of that type and value but the first."""
        pairs = [(c, self.s.in_play_chosen.get(i)) for i, c in enumerate(self.s.in_play)]
        spare: set[int] = set()
        for keep in chosen_keeps(self.reads, pairs, self.s.members):
            if keep.chosen is None:
                self.notes.append(
                    f"{keep.source.name}: the Power card chosen with it is not named, so the "
                    "duplicates it keeps are not applied."
                )
                continue
            same = [h for h in pool if same_as_chosen(keep, h.card)]
            if len(same) > 1:
                self.rules.add("MR.1")
                self.notes.append(
                    f"{keep.source.name}: {keep.who} does not have to discard duplicates of "
                    f"{keep.chosen.name}."
                )
                spare.update(id(h) for h in same[1:])
        return spare

    def _settle(
        self, items: list[Held], rule: str, what: str, allowed: int, placed_cards: bool = False
    ) -> None:
        """Keep ``allowed`` of ``items``: identical copies beyond one go for sure; a choice
        among different cards is left to the player."""
        if len(items) <= allowed:
            for h in items:
                self.chosen_ids.discard(id(h))
            return
        by_name: dict[str, list[Held]] = {}
        for h in items:
            by_name.setdefault(norm(h.card.name), []).append(h)
        if len(by_name) == 1:
            for h in items[allowed:]:
                self.out(h, f"duplicate ({what}): an identical copy", rule, duplicate_pile(h.card))
            return
        if allowed == 1:
            survivors: list[Held] = []
            for copies in by_name.values():
                survivors.append(copies[0])
                for h in copies[1:]:
                    self.out(
                        h, f"duplicate ({what}): an identical copy", rule, duplicate_pile(h.card)
                    )
            items = survivors
        pile = duplicate_pile(items[0].card)
        self.rules.add(pile[1])
        where = " (placed cards)" if placed_cards else ""
        self.choices.append(
            Choice(
                among=[h.card.name for h in items],
                sources=[h.source for h in items],
                keep=allowed,
                reason=f"duplicates ({what}){where}: keep {allowed} of your choice, discard the rest",
                rule=rule,
                pile=pile[0],
                pile_rule=pile[1],
            )
        )
        self.chosen_ids.update(id(h) for h in items)

    def duplicate_allowance(self) -> dict[str, int]:
        """Inherent abilities that allow duplicates of a named special (OR.inherent)."""
        allow: dict[str, int] = {}
        for card in self.sources:
            found, not_understood = duplicate_permissions(self.reads, card)
            if not_understood:
                self.notes.append(
                    f"{card.name}'s permission to have duplicate specials was not applied: "
                    "its text was not fully understood."
                )
            for title, n in found:
                if card.kind == "character":
                    allow[norm(f"{identity(card)} {title}")] = n
                allow[norm(title)] = n
        # keys of specials are their full names; match by title too
        return AllowanceMap(allow)
