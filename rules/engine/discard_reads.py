"""What the discard phase reads from cards' effect trees (never from their raw text).

The discard phase asks a few questions of the cards in a situation: may the reserve play
the card it holds (a permission to play or attack from reserve, to defend with power cards
from reserve, or the card's own "may be played from reserve"), does a card raise a rating
(a ``grid_change`` setting a rating), does the event played keep every duplicate (a
``discard`` clause keeping duplicates), and which specials may a character have duplicates
of (a ``duplicates`` permission). Each answer comes from the clauses the grammar built.

A card's clauses come from ``CardReads`` (its tree, or its text parsed when the caller gives a
parser; without either, the card says nothing to the discard phase). A permission read from a
tree with words the grammar did not understand is not applied (its count or its subject may
be among them), and the phase notes that instead of guessing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rules.engine.card_reads import CardReads
from rules.engine.cards import CardDef
from rules.engine.clauses import tuple_of
from rules.engine.effects import clause_from_json
from rules.engine.placement import limit_in
from rules.engine.reserve_plays import (
    RESERVE_PLAYS,
    covers,
    for_a_reserve,
    held,
    reserve_code_carried,
)
from rules.engine.reserve_plays import kind_matches as plays_kind_matches
from rules.engine.value_limits import admits

#: Permissions that let a reserve defend with power cards (its own, a teammate's, an event's).
RESERVE_DEFENDS = frozenset({"defend_from_reserve", "use_to_defend", "defend"})


def kind_matches(card: CardDef, kinds: tuple[str, ...], subtype: str) -> bool:
    """Whether a card is of one of the kinds a clause names (``reserve_plays.kind_matches``)."""
    return plays_kind_matches(card.kind, subtype, kinds)


def reserve_may_play(
    reads: CardReads,
    reserve: CardDef,
    card: CardDef,
    icons,
    sources: Iterable[CardDef] = (),
    code_rule: bool = False,
) -> bool:
    """The reserve's inherent ability lets it play (or attack with) this card from reserve,
    by name or by kind and power type; or a card in play (``sources``: an event, a location)
    lets a team's reserve of its code play it ("Reserve hero can play specials from reserve
    this battle"). One reading with the resolver's (``reserve_plays``)."""
    seen = replace(held(card), icons=frozenset(icons))
    own = [c for c in reads.permissions(reserve, RESERVE_PLAYS) if not for_a_reserve(c)]
    if any(covers(c, seen) for c in own):
        return True
    return any(
        for_a_reserve(c)
        and covers(c, seen)
        and reserve_code_carried(c, reserve.alignment, code_rule)
        for source in sources
        for c in reads.permissions(source, RESERVE_PLAYS)
    )


def lets_reserve_defend(reads: CardReads, card: CardDef, *, own: bool) -> bool:
    """The card lets a reserve defend with power cards: the reserve's own ability
    ("may defend ... with power cards from reserve") or a teammate's or an event's
    ("reserve may defend ... with power cards")."""
    for c in reads.permissions(card, RESERVE_DEFENDS):
        if "power" not in tuple_of(c.get("card_kinds")):
            continue
        if own and (c.get("action") == "defend_from_reserve" or c.get("source") == "reserve"):
            return True
        if not own and c.get("who") == "reserve":
            return True
    return False


def plays_from_reserve(reads: CardReads, card: CardDef) -> bool:
    """The card itself says it may be played from reserve."""
    return bool(reads.permissions(card, ("play_this_from_reserve", "place_this_from_reserve")))


def rating_raises(reads: CardReads, card: CardDef) -> list[tuple[str, int]]:
    """The ratings a card sets (a ``grid_change`` to a value): (power type, new rating)."""
    out = []
    for c in reads.clauses(card):
        if c.get("kind") == "grid_change" and isinstance(c.get("set_to"), int):
            out.extend((icon, int(c["set_to"])) for icon in tuple_of(c.get("icons")))
    return out


def keeps_duplicates(reads: CardReads, card: CardDef) -> bool:
    """The card (an event played) says no duplicates are discarded."""
    return any(
        c.get("kind") == "discard" and c.get("duplicates") == "keep" for c in reads.clauses(card)
    )


def duplicate_permissions(reads: CardReads, card: CardDef) -> tuple[list[tuple[str, int]], bool]:
    """The specials a character may have duplicates of, with how many copies in all, and
    whether a permission was left out because its text was not fully understood."""
    found = reads.permissions(card, ("duplicates",))
    if found and not reads.understood(card):
        return [], True
    out: list[tuple[str, int]] = []
    for c in found:
        count = c.get("count")
        copies = int(count) + 1 if isinstance(count, int) else 99
        out.extend((str(name), copies) for name in tuple_of(c.get("names")))
    return out, False


def placed_allowance(reads: CardReads, character: CardDef, slot: str) -> int:
    """How many cards of a kind the character may hold placed: one, or what its inherent
    ability says ("May have 2 Universe cards Placed")."""
    return limit_in(reads.clauses(character), slot)


#: The event's word that the cards it bars this battle are not discarded for it.
SPARED = "affected_cards_not_discarded"


def spared_by_event(reads: CardReads, event: CardDef | None, card: CardDef) -> bool:
    """Whether the event played bars ``card`` this battle and says the cards it bars are not
    discarded ("No Intellect Power cards may be played this battle. Affected Power cards are
    not discarded.")."""
    if event is None:
        return False
    clauses = reads.clauses(event)
    if not any(c.get("kind") == "discipline" and c.get("action") == SPARED for c in clauses):
        return False
    for c in clauses:
        if c.get("kind") != "play_restriction":
            continue
        icons = tuple_of(c.get("icons"))
        if (
            kind_matches(card, tuple_of(c.get("card_kinds")), card.subtype)
            and (not icons or set(icons) & set(card.icons))
            and admits(c, card.value)  # "of 4 or less": only those are barred (value_limits)
        ):
            return True
    return False


#: A trigger of the event played that fires once the discard phase is over.
AFTER_DISCARD = "after_discard_phase"


def after_discard(reads: CardReads, event: CardDef | None) -> list[str]:
    """What the event played says happens after the discard phase ("Draw two cards after the
    discard phase"), in the game's words."""
    if event is None:
        return []
    out = []
    for c in reads.clauses(event):
        if c.get("kind") == "trigger" and c.get("event") == AFTER_DISCARD:
            for then in c.get("then") or ():
                try:
                    out.append(clause_from_json(dict(then)).render().rstrip("."))
                except (KeyError, TypeError, ValueError):
                    continue
    return out
