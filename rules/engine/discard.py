"""The discard phase: which cards a player must discard before placing, and where they go.

Pure Python. The situation gives the team (with KO'd characters), the hand, the cards placed
on each character (and the home base), the event played and the battlesite. The answer
lists what must go whatever the player decides (``discard``), what stays (``keep``) and the
decisions left to the player (``choices``: keep one of these), each citing its rule.

Order of work: cards placed on KO'd characters go (OR.ko.effects); events beyond the one
played go (OR.discard.event); unusable cards go unless they can become usable
(OR.discard.unusable, OR.discard.special-rule); then duplicates among what is left, with
placed cards counting as hand except on the reserve (OR.discard.placed).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.engine.card_reads import CardReads
from rules.engine.card_use import (
    character_can_use,
    is_one_per_deck,
    requirements_of,
)
from rules.engine.cards import CardDef
from rules.engine.discard_duplicates import DuplicatesMixin
from rules.engine.discard_leads import phase_statements
from rules.engine.discard_model import (
    DEAD_PILE,
    DEFEATED,
    POWER_PACK,
    Choice,
    Discard,
    DiscardResult,
    DiscardSituation,
    Held,
    Keep,
    Member,
    duplicate_key,
    duplicate_pile,
    is_recyclable,
    slot_of,
)
from rules.engine.discard_reads import (
    after_discard,
    lets_reserve_defend,
    placed_allowance,
    plays_from_reserve,
    reserve_may_play,
    spared_by_event,
)
from rules.engine.discard_replacements import (
    replaced_reason,
    replacement_note,
    replacements,
)
from rules.engine.discard_sources import (
    TeamRule,
    draw_counts,
    draw_note,
    placed_beyond,
    placed_discards_allowed,
    sources_in_play,
)
from rules.engine.discard_usable import UsabilityMixin
from rules.engine.reach import clause_words


# The check
class _Check(UsabilityMixin, DuplicatesMixin):
    def __init__(self, s: DiscardSituation) -> None:
        self.s = s
        self.discard: list[Discard] = []
        self.keep: list[Keep] = []
        self.choices: list[Choice] = []
        self.rules: set[str] = {"OR.discard"}
        self.notes: list[str] = []
        self.by_id = {m.id: m for m in s.members}
        self.remaining = [m for m in s.members if not m.ko]
        self.team_cards = [m.card for m in self.remaining]
        self.reserve = next((m for m in self.remaining if m.reserve), None)
        self.kept_ids: set[int] = set()
        #: cards a team rule in play keeps though they have duplicates (``discard_sources``)
        self.kept_by_rule: dict[int, TeamRule] = {}
        self.chosen_ids: set[int] = set()
        self.gone_ids: set[int] = set()
        #: every card out, with its discard (``discard_replacements`` reads the unusable ones)
        self.gone: list[tuple[Held, Discard]] = []
        self.reads = CardReads(s.parse)
        #: every card whose text holds for the team (the event apart)
        self.sources = sources_in_play(self.team_cards, s.home_base, s.in_play)

    # -- helpers --------------------------------------------------------------------------
    def out(self, h: Held, reason: str, rule: str, pile: tuple[str, str]) -> None:
        self.rules.update({rule, pile[1]})
        self.gone_ids.add(id(h))
        self.discard.append(Discard(h.card.name, reason, rule, pile[0], pile[1], h.source))
        self.gone.append((h, self.discard[-1]))

    def kept(self, h: Held, note: str = "", rule: str = "") -> None:
        if rule:
            self.rules.add(rule)
        self.keep.append(Keep(h.card.name, h.source, note, rule))

    def users(self, card: CardDef, among: Sequence[Member] | None = None) -> list[Member]:
        pool = self.remaining if among is None else among
        return [
            m
            for m in pool
            if character_can_use(
                m.card, card, self.team_cards, code_rule=self.s.code_rule, reads=self.reads
            )
        ]

    def reserve_can_play(self, h: Held) -> bool:
        """OR.discard.placed: can the reserve play this card it holds during the battle?"""
        if h.playable_from_reserve is not None:
            return h.playable_from_reserve
        if self.reserve is None:
            return False
        card = h.card
        icons = set(card.icons) | {i for r in requirements_of(card) for i in r.icons}
        sources = [c for c in self.sources if c.kind != "character"]
        sources += [self.s.event] if self.s.event is not None else []
        if reserve_may_play(
            self.reads, self.reserve.card, card, icons, sources, code_rule=self.s.code_rule
        ):
            return True
        if card.kind == "power":
            if lets_reserve_defend(self.reads, self.reserve.card, own=True):
                return True
            others = [m.card for m in self.remaining if m is not self.reserve]
            others.extend(c for c in self.sources if c.kind != "character")
            if self.s.event is not None:
                others.append(self.s.event)
            if any(lets_reserve_defend(self.reads, c, own=False) for c in others):
                return True
        return plays_from_reserve(self.reads, card)

    def free_slot(self, member: Member, card: CardDef) -> bool:
        """OR.placing: one power, one universe, one tactic and one special per character,
        unless its inherent ability allows more (OR.inherent)."""
        slot = slot_of(card)
        held = sum(1 for p in self.s.placed if p.holder == member.id and slot_of(p.card) == slot)
        own = placed_allowance(self.reads, member.card, slot)
        if held < own:
            return True
        beyond, cards = placed_beyond(self.reads, self.s.in_play, member.card, slot)
        if beyond is not None and held >= own + beyond:
            return False
        self.rules.add("MR.1")
        note = f"{', '.join(cards)} in play: {member.card.name} may hold more {slot} cards placed"
        if note not in self.notes:
            self.notes.append(note)
        return True

    # -- steps ------------------------------------------------------------------------------
    def ko_placed(self) -> None:
        for h in self.s.placed:
            m = self.by_id.get(h.holder or "")
            if m is None or not m.ko:
                continue
            usable = is_recyclable(h.card) and bool(self.users(h.card))
            if usable and h.card.kind == "power":
                pile = (POWER_PACK, "OR.discard-piles")
            elif usable:
                pile = (POWER_PACK, "MR.2")
            else:
                pile = (DEAD_PILE, "OR.discard-piles")
            self.out(h, f"placed on {m.card.name}, who is KO'd", "OR.ko.effects", pile)

    def pool(self) -> list[Held]:
        """The cards that count as the hand (OR.discard.placed)."""
        counted = list(self.s.hand)
        for h in self.s.placed:
            m = self.by_id.get(h.holder or "")
            if h.holder == "home_base":
                counted.append(h)
                self.rules.add("OR.discard.placed")
                continue
            if m is None or m.ko:
                continue
            if m.reserve and h.placed_before and not self.reserve_can_play(h):
                self.kept(
                    h,
                    "placed on the reserve in an earlier battle: not part of the hand for "
                    "duplicates and unusable cards",
                    "OR.discard.placed",
                )
                continue
            self.rules.add("OR.discard.placed")
            counted.append(h)
        return counted

    def events(self, pool: list[Held]) -> list[Held]:
        events = [h for h in pool if h.card.kind == "event"]
        rest = [h for h in pool if h.card.kind != "event"]
        if not events:
            return rest
        self.rules.add("OR.discard.event")
        if self.s.event is not None:
            for h in events:
                self.out(
                    h,
                    f"only one event per battle, and {self.s.event.name} was played",
                    "OR.discard.event",
                    (DEFEATED, "OR.discard-piles"),
                )
            return rest
        if len(events) == 1:
            self.kept(events[0], "an event: play it this battle (one per battle)", "OR.events")
            return rest
        self.rules.update({"OR.discard.event", "OR.discard-piles"})
        self.choices.append(
            Choice(
                among=[h.card.name for h in events],
                sources=[h.source for h in events],
                reason="more than one event: choose the one to play; the others are discarded",
                rule="OR.discard.event",
                pile=DEFEATED,
                pile_rule="OR.discard-piles",
            )
        )
        return rest

    def draw_phase(self) -> None:
        """OR.draw: how many cards the team draws, as a source in play says (a home base's
        "may only draw 7 cards during the Draw Phase"), against the hand given."""
        for found in draw_counts(self.reads, self.s.home_base, self.s.in_play):
            self.rules.update({"OR.draw", found.rule})
            self.notes.append(draw_note(found, len(self.s.hand)))

    def replace_unusable(self) -> None:
        """Unusable cards a source in play replaces with cards from the Draw Pile."""
        for found in replacements(self.reads, self.s.home_base, self.s.in_play, self.gone):
            self.rules.update({found.rule, "OR.discard.unusable"})
            for d in found.cards:
                d.reason += replaced_reason(found)
            self.notes.append(replacement_note(found))

    def placed_discards_allowed(self) -> None:
        """A source in play lets the team discard placed cards it keeps, if it wishes: the
        check says so, and leaves the choice to the player (OR.discard.placed)."""
        kept = [h for h in self.s.placed if id(h) not in self.gone_ids]
        for found in placed_discards_allowed(self.reads, self.s.home_base, self.s.in_play):
            if not kept:
                continue
            count = found.clause.get("count")
            names = ", ".join(h.card.name for h in kept)
            self.rules.update({found.rule, "OR.discard.placed"})
            self.notes.append(
                f"{found.source.name}: the team may discard {count or 'any'} placed card(s) of"
                f" its choice during the discard phase ({names})"
            )

    def run(self) -> DiscardResult:
        self.draw_phase()
        self.ko_placed()
        pool = self.pool()
        pool = self.events(pool)
        usable = self.unusable(pool)
        self.duplicates([h for h in usable if id(h) not in self.kept_ids])
        for h in usable:
            if id(h) in self.chosen_ids or id(h) in self.kept_ids or id(h) in self.gone_ids:
                continue
            if spared_by_event(self.reads, self.s.event, h.card):
                note = f"{self.s.event.name} bars it this battle, and says it is not discarded"
                self.keep.append(Keep(h.card.name, h.source, note, "OR.events"))
                self.rules.add("OR.events")
                continue
            by_rule = self.kept_by_rule.get(id(h))
            if by_rule is not None:
                note = f"not a duplicate for this team: {by_rule.source.name} lets it keep these"
                self.keep.append(Keep(h.card.name, h.source, note, by_rule.rule))
                continue
            self.keep.append(Keep(h.card.name, h.source))
        self.replace_unusable()
        self.placed_discards_allowed()
        for said, rule in phase_statements(
            self.reads, self.s.home_base, self.s.in_play, clause_words
        ):
            self.notes.append(said)  # led to the discard phase (discard_leads)
            self.rules.update({"OR.discard", rule})
        for words in after_discard(self.reads, self.s.event):
            self.notes.append(f"after the discard phase, as {self.s.event.name} says: {words}")
            self.rules.add("OR.events")
        if self.discard or self.choices:
            self.rules.add("OR.discard-piles")
        return DiscardResult(
            discard=self.discard,
            keep=self.keep,
            choices=self.choices,
            rules=sorted(self.rules),
            notes=self.notes,
        )


def check_discard(situation: DiscardSituation) -> DiscardResult:
    """Run the discard phase check on one player's situation."""
    return _Check(situation).run()


__all__ = [
    "DEAD_PILE",
    "DEFEATED",
    "POWER_PACK",
    "Choice",
    "Discard",
    "DiscardResult",
    "DiscardSituation",
    "Held",
    "Keep",
    "Member",
    "check_discard",
    "duplicate_key",
    "duplicate_pile",
    "is_one_per_deck",
]
