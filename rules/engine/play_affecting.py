"""A bar on playing the cards "that affect" something ("No cards that affect hits in the
permanent record or from the current battle may be played", "may not play any Special cards
that affect the remainder of the battle or the remainder of the game"): which cards it names,
read from their clauses, and the play it bars (MR.19.affecting, MR.19).

A card affects "the remainder of the battle" (or "of the game") when a clause of it lasts so
long as printed; it affects hits on a record when a clause of it changes hits already on a
record (removes, moves, switches, copies or changes them). A bar naming what this module
cannot read is not applied (``reads_affecting``), never applied to every card.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of, walk
from rules.engine.who_names import restriction_concerns

#: Clause kinds that change hits already on a record (of the current battle or permanent).
HIT_CHANGES = frozenset(
    {
        "remove_hits",
        "move_hits",
        "switch_record",
        "switch_cards",
        "copy_hit",
        "discard_hits",
        "repeat",
    }
)


def _lasts(clause: dict[str, Any], span: str) -> bool:
    duration = clause.get("duration")
    if duration == span:
        return True
    until = duration.get("until") if isinstance(duration, dict) else None
    return isinstance(until, str) and f"remainder of {span}" in until.lower()


def _changes_hits(clause: dict[str, Any]) -> bool:
    if clause.get("kind") in HIT_CHANGES:
        return True
    return clause.get("kind") == "cards_become" and bool(clause.get("on_record"))


def _reader(phrase: str):
    """The test a card's clauses pass for one named thing, or None when not read."""
    words = phrase.lower().replace("the ", "")
    if "hits" in words or "permanent record" in words or "current battle" in words:
        return _changes_hits
    for span in ("battle", "game"):
        if words.strip() == f"remainder of {span}":
            return lambda c, s=span: _lasts(c, s)
    return None


def reads_affecting(clause: dict[str, Any]) -> bool:
    """Every thing the bar names is one this module reads."""
    return all(_reader(str(p)) is not None for p in tuple_of(clause.get("affecting")))


def affects(clause: dict[str, Any], card_clauses: Iterable[dict[str, Any]]) -> bool:
    """A card of these clauses is one the bar ``clause`` names."""
    readers = [_reader(str(p)) for p in tuple_of(clause.get("affecting"))]
    found = list(walk(list(card_clauses)))
    return any(r is not None and any(r(c) for c in found) for r in readers)


def affecting_bar(effects: Iterable[Any], cards: Iterable[Any], player: str, by: Any) -> Any:
    """(effect, card) of an effect in play whose bar on cards "that affect" something names
    a card of this play by ``player`` (``by`` the character playing it), if any."""
    cards = list(cards)
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "play_restriction" or not c.get("affecting"):
                continue
            if c.get("verb", "play") != "play" or not reads_affecting(c):
                continue
            who = str(c.get("who") or "opponent_team")
            if not restriction_concerns(who, e, player, by, c.get("who_code")):
                continue
            kinds = set(tuple_of(c.get("card_kinds")))
            for card in cards:
                if kinds and card.kind not in kinds:
                    continue
                if affects(c, card.clauses):
                    return e, card
    return None


def check_affecting_bar(effects: Iterable[Any], cards: Iterable[Any], player: str, by: Any):
    """Raise ``Illegal`` for a play a bar on cards "that affect" something forbids."""
    from rules.engine.attacks import Illegal

    found = affecting_bar(effects, cards, player, by)
    if found is not None:
        effect, card = found
        words = " or ".join(str(p) for p in tuple_of(effect_bar(effect).get("affecting")))
        raise Illegal(
            ["MR.19.affecting", "MR.19"],
            f"{effect.card.name} bars the cards that affect {words}, and {card.label()} does",
        )


def effect_bar(effect: Any) -> dict[str, Any]:
    return next(c for c in effect.clauses if c.get("affecting"))
