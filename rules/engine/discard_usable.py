"""The discard check's unusable cards: whether a held card can be used now or become usable (raised grids, free slots, follow-ups), else where it goes."""

from __future__ import annotations

from rules.engine.card_identity import (
    code_allows,
    identity,
    same_name,
    special_owner,
    subtype_of,
)
from rules.engine.card_use import (
    aspect_matches,
    character_can_use,
    grid_of,
    may_play_special,
    meets,
    power_usable_by,
    requirements_of,
)
from rules.engine.discard_model import (
    DEAD_PILE,
    Choice,
    Held,
    Member,
    duplicate_key,
    slot_of,
    unusable_pile,
)
from rules.engine.discard_reads import (
    rating_raises,
)


class UsabilityMixin:
    def usable_now(self, h: Held) -> tuple[bool, str, str]:
        """(usable, reason if not, rule)."""
        card = h.card
        s = self.s
        holder = self.by_id.get(h.holder or "")
        among = [holder] if holder is not None else None
        if card.kind == "aspect":
            if aspect_matches(card, s.home_base):
                return True, "", ""
            hb = s.home_base.name if s.home_base else "no home base"
            return False, f"an aspect of another location; the home base is {hb}", "OR.aspect"
        if card.kind in ("activator", "character"):
            if s.battlesite is None:
                return False, "an activator, and there is no battlesite", "OR.discard.activator"
            if s.battlesite_ko:
                return (
                    False,
                    "activators are unusable once the battlesite is KO'd",
                    ("OR.discard.activator"),
                )
            if s.battlesite_specials is not None:
                who = (
                    card.characters[0]
                    if card.kind == "activator" and card.characters
                    else (identity(card))
                )
                if not any(
                    (o := special_owner(sp)) and same_name(o, who) for sp in s.battlesite_specials
                ):
                    return (
                        False,
                        f"no {who} special is left beneath the battlesite",
                        "OR.discard.activator",
                    )
            return True, "", ""
        if not self.remaining:
            return False, "no character of the team remains", "OR.discard.unusable"
        if card.kind == "special" and card.is_any_character and holder is None:
            ok = any(code_allows(m.card, card) or not s.code_rule for m in self.remaining)
            return (ok, "no remaining character may play it under the code rule", "OR.discard.code")
        users = self.users(card, among)
        if not users:
            if s.code_rule and [
                m
                for m in (among or self.remaining)
                if character_can_use(
                    m.card, card, self.team_cards, code_rule=False, reads=self.reads
                )
            ]:
                return False, "its code forbids every remaining character", "OR.discard.code"
            if card.kind == "special":
                owner = special_owner(card) or "?"
                return (
                    False,
                    f"a special of {owner}, and no remaining character may play it",
                    ("OR.discard.unusable"),
                )
            return False, "no remaining character can use it", "OR.discard.unusable"
        sub = subtype_of(card)
        if card.kind == "tactic":
            mate_reqs = [r for r in requirements_of(card) if r.who == "teammate"]
            if mate_reqs:
                ok = any(
                    any(
                        all(
                            meets(r, grid_of(m.card, self.team_cards, self.reads))
                            for r in mate_reqs
                        )
                        for m in self.remaining
                        if m is not u
                    )
                    for u in users
                )
                if not ok:
                    return (
                        False,
                        "no second remaining character meets its teammate requirement",
                        ("OR.discard.unusable"),
                    )
        if card.kind == "universe" and sub in ("teamwork", "ally") and len(self.remaining) < 2:
            return (
                False,
                "it needs a teammate, and only one character remains",
                ("OR.discard.unusable"),
            )
        return True, "", ""

    def follow_up_missing(self, h: Held, pool: list[Held]) -> str:
        """Teamwork needs a power card for a teammate's follow-up; an ally needs a teammate's
        character special (OR.any-character-limitation). Empty string: the follow-up exists."""
        card = h.card
        sub = subtype_of(card)
        if card.kind != "universe" or sub not in ("teamwork", "ally"):
            return ""
        holder = self.by_id.get(h.holder or "")
        users = self.users(card, [holder] if holder else None)
        others = [x for x in pool if x is not h]
        for u in users:
            mates = [m for m in self.remaining if m is not u]
            for x in others:
                if x.holder not in (None, *[m.id for m in mates]):
                    continue
                owners = [self.by_id[x.holder]] if x.holder in self.by_id else mates
                if (
                    sub == "teamwork"
                    and x.card.kind == "power"
                    and any(
                        power_usable_by(x.card, grid_of(m.card, self.team_cards, self.reads))
                        for m in owners
                    )
                ):
                    return ""
                if (
                    sub == "ally"
                    and x.card.kind == "special"
                    and not x.card.is_any_character
                    and any(
                        may_play_special(m.card, x.card, self.team_cards, self.reads)
                        for m in owners
                    )
                ):
                    return ""
        if sub == "teamwork":
            return "no power card a teammate could use for the follow-up attack"
        self.rules.add("OR.any-character-limitation")
        return "no character special a teammate could play to follow it (Any Character specials do not count)"

    def raised_by(self, h: Held, pool: list[Held]) -> str | None:
        """OR.discard.special-rule: a card the player holds (or has placed) that raises a
        character's rating, such as an artifact, and would make this card usable."""
        card = h.card
        if card.kind not in ("power", "universe", "tactic") or h.holder is not None:
            return None
        for other in [*pool, *self.s.placed]:
            if other is h or other.card.kind == "event":
                continue
            raises = rating_raises(self.reads, other.card)
            if not raises:
                continue
            if other.card.kind in ("tactic", "universe", "power", "special") and not self.users(
                other.card
            ):
                continue
            for icon, value in raises:
                for m in self.remaining:
                    ratings = dict(grid_of(m.card, self.team_cards, self.reads))
                    ratings[icon] = max(value, ratings.get(icon) or 0)
                    if card.kind == "power" and power_usable_by(card, ratings):
                        return other.card.name
                    own = [r for r in requirements_of(card) if r.who == "self"]
                    if card.kind != "power" and own and all(meets(r, ratings) for r in own):
                        return other.card.name
        return None

    def placeable(self, h: Held) -> Member | None:
        if h.holder is not None:
            return None
        for m in self.users(h.card):
            if self.free_slot(m, h.card):
                return m
        return None

    def unusable(self, pool: list[Held]) -> list[Held]:
        placed_keys = {
            found[0]
            for h in pool
            if h.holder is not None and (found := duplicate_key(h.card)) is not None
        }
        usable: list[Held] = []
        reserve_only: dict[str, list[Held]] = {}
        for h in pool:
            ok, reason, rule = self.usable_now(h)
            if ok:
                missing = self.follow_up_missing(h, pool)
                if missing:
                    where = self.placeable(h)
                    if h.can_become_usable:
                        self.kept(
                            h, f"{missing}, but {h.can_become_usable}", "OR.discard.special-rule"
                        )
                        usable.append(h)
                        self.kept_ids.add(id(h))
                    elif where is not None:
                        self.rules.add("OR.discard.special-rule")
                        self.notes.append(
                            f"{h.card.name}: {missing}; it may be kept because it can be placed "
                            f"(on {where.card.name})."
                        )
                        usable.append(h)
                    elif h.holder is not None:
                        usable.append(h)  # already placed: it waits for its follow-up
                    else:
                        self.out(
                            h,
                            f"unusable: {missing}, and it cannot be placed",
                            "OR.discard.special-rule",
                            unusable_pile(h.card),
                        )
                    continue
                # Hand cards only the reserve can use must be placed on it (OR.reserve).
                dup = duplicate_key(h.card)
                if (
                    h.holder is None
                    and h.card.kind in ("power", "universe", "tactic", "special")
                    and (dup is None or dup[0] not in placed_keys)
                ):
                    front = [m for m in self.remaining if not m.reserve]
                    if self.reserve is not None and not self.users(h.card, front):
                        slot = slot_of(h.card)
                        reserve_only.setdefault(slot, []).append(h)
                        continue
                usable.append(h)
                continue
            if h.can_become_usable:
                self.kept(
                    h,
                    f"unusable now ({reason}), but the player shows it can become usable: "
                    f"{h.can_become_usable}",
                    "OR.discard.special-rule",
                )
                self.kept_ids.add(id(h))
                continue
            raiser = self.raised_by(h, pool) if rule == "OR.discard.unusable" else None
            if raiser is not None:
                self.kept(
                    h,
                    f"unusable now ({reason}), but {raiser} can raise a rating so that it "
                    "becomes usable",
                    "OR.discard.special-rule",
                )
                self.kept_ids.add(id(h))
                continue
            self.out(h, f"unusable: {reason}", rule, unusable_pile(h.card))
        for slot, items in reserve_only.items():
            self.rules.add("OR.reserve")
            if self.reserve is not None and self.free_slot(self.reserve, items[0].card):
                if len(items) == 1:
                    self.notes.append(
                        f"{items[0].card.name}: only the reserve ({self.reserve.card.name}) can "
                        "use it, so it must be placed on the reserve or discarded."
                    )
                    usable.append(items[0])
                else:
                    self.choices.append(
                        Choice(
                            among=[h.card.name for h in items],
                            sources=[h.source for h in items],
                            reason=f"only the reserve ({self.reserve.card.name}) can use these and "
                            f"it has one free {slot} place: place one, discard the others",
                            rule="OR.reserve",
                            pile=DEAD_PILE,
                            pile_rule="OR.discard-piles",
                        )
                    )
                    self.rules.add("OR.discard-piles")
                    self.chosen_ids.update(id(h) for h in items)
            else:
                for h in items:
                    self.out(
                        h,
                        "unusable: only the reserve can use it and it has no free place for it",
                        "OR.reserve",
                        unusable_pile(h.card),
                    )
        return usable
