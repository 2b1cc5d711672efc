"""Every source in play that the discard phase asks: the team's characters (their inherent
abilities), its home base (a location's rules for its team), and the cards in play for the
rest of the game (specials and aspects); the event played is asked on its own.

The rules a home base gives its team are read from its tree: the duplicates the team may keep
(``keep_duplicates``: "The Vault Team may keep duplicate level 2 Power cards of different
Power Types") and how many cards it draws in the Draw Phase (``draw_phase_count``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine.card_identity import identity, same_name, special_owner
from rules.engine.card_reads import CardReads
from rules.engine.cards import POWER_TYPES, CardDef
from rules.engine.clauses import tuple_of
from rules.engine.discard_reads import kind_matches
from rules.engine.placement import unlimited

#: The rule that makes a home base's text a rule for its whole team.
HOME_BASE_RULES = "OR.setup.home-base.rules"


@dataclass(frozen=True)
class TeamRule:
    """A clause of a source in play that rules the whole team, with the card it comes from."""

    source: CardDef
    clause: dict[str, Any]
    rule: str


def sources_in_play(
    members: Sequence[CardDef], home_base: CardDef | None, in_play: Sequence[CardDef]
) -> list[CardDef]:
    """The cards whose text holds for the team in the discard phase, the event apart."""
    out = list(members)
    if home_base is not None:
        out.append(home_base)
    out.extend(in_play)
    return out


def team_rules(
    reads: CardReads, kind: str, home_base: CardDef | None, in_play: Sequence[CardDef]
) -> list[TeamRule]:
    """The clauses of ``kind`` that rule the team: its home base's (for the team that uses it)
    and those of the cards in play (MR.1: played as written)."""
    out = []
    for card in ([home_base] if home_base is not None else []) + list(in_play):
        rule = HOME_BASE_RULES if card is home_base else "MR.1"
        out.extend(TeamRule(card, c, rule) for c in reads.clauses(card) if c.get("kind") == kind)
    return out


def _power_types(card: CardDef) -> tuple[str, ...]:
    return tuple(sorted(i for i in card.icons if i in POWER_TYPES)) or tuple(card.icons)


def kept_by(rules: Sequence[TeamRule], card: CardDef) -> TeamRule | None:
    """The team rule that lets the team keep duplicates of ``card`` (its kinds, power types and
    levels), if any."""
    for r in rules:
        c = r.clause
        if not kind_matches(card, tuple_of(c.get("card_kinds")), card.subtype):
            continue
        icons = tuple_of(c.get("icons"))
        if icons and not set(icons) & set(card.icons):
            continue
        levels = c.get("levels")
        if levels and not (card.value is not None and levels[0] <= card.value <= levels[1]):
            continue
        return r
    return None


def duplicate_group(key: tuple, card: CardDef, rule: TeamRule | None) -> tuple | None:
    """The duplicates key of ``card`` under a team rule keeping its duplicates: copies of
    different power types are no longer duplicates ("of different Power Types"), and without
    that qualifier no copy is (None)."""
    if rule is None:
        return key
    if rule.clause.get("different_types"):
        return (*key, _power_types(card))
    return None


@dataclass(frozen=True)
class DrawCount:
    """How many cards a team draws in the Draw Phase, by a source's rule."""

    source: CardDef
    count: int
    limit: bool
    rule: str


def draw_counts(
    reads: CardReads, home_base: CardDef | None, in_play: Sequence[CardDef]
) -> list[DrawCount]:
    out = []
    for r in team_rules(reads, "draw_phase_count", home_base, in_play):
        count = r.clause.get("count")
        if isinstance(count, int) and not isinstance(count, bool):
            out.append(DrawCount(r.source, count, r.clause.get("limit") is not False, r.rule))
    return out


def draw_note(found: DrawCount, hand_size: int) -> str:
    """What the discard check says of a team's draw count and the hand it was given."""
    verb = "draws at most" if found.limit else "draws"
    head = f"{found.source.name}: the team {verb} {found.count} cards in the Draw Phase"
    if hand_size > found.count:
        return (
            f"{head}, but the hand given holds {hand_size}: check the draw "
            f"({hand_size - found.count} more than the team may draw)"
        )
    if not found.limit and hand_size < found.count:
        return f"{head}; the hand given holds {hand_size}: check the draw"
    return f"{head}; the hand given holds {hand_size}"


def placed_beyond(
    reads: CardReads, in_play: Sequence[CardDef], member: CardDef, slot: str
) -> tuple[int | None, list[str]]:
    """Additional cards of ``slot``'s kind the cards in play let ``member`` hold placed ("Blue
    Beetle may have an unlimited number of Special cards placed on him until Blue Beetle is
    KO'd"): how many (``None``: no limit), and the cards that say so. The clause names the
    character, or means the one whose special it is."""
    extra: int | None = 0
    names: list[str] = []
    for card in in_play:
        for c in reads.clauses(card):
            if c.get("kind") != "placement" or c.get("may_be_placed") is False:
                continue
            kinds = tuple_of(c.get("card_kinds"))
            if kinds and slot not in kinds:
                continue
            who = c.get("who")
            named = special_owner(card) if who in (None, "self") else who
            if not isinstance(named, str) or not any(
                same_name(named, n) for n in (member.name, identity(member))
            ):
                continue
            if isinstance(c.get("extra_slots"), int):
                extra = None if extra is None else extra + int(c["extra_slots"])
            elif unlimited(c):
                extra = None
            else:
                continue
            names.append(card.name)
    return extra, names


def placed_discards_allowed(
    reads: CardReads, home_base: CardDef | None, in_play: Sequence[CardDef]
) -> list[TeamRule]:
    """The team's leave to discard placed cards during the discard phase ("During the Discard
    Phase, Marvel Manhattan Team may discard 1 Placed card"): a ``discard`` it may make, of
    cards ``from`` placed, on a source whose timing is the discard phase (OR.discard.placed)."""
    out = []
    for found in team_rules(reads, "discard", home_base, in_play):
        c = found.clause
        timed = any(
            x.get("kind") == "timing" and x.get("when") == "during_discard_phase"
            for x in reads.clauses(found.source)
        )
        if c.get("may") and c.get("from") == "placed" and timed:
            out.append(found)
    return out
