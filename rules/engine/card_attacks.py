"""A card played in front of a character, that is itself attacked ("Play this card in front
of Brood. Brood may not be attacked until this Special is attacked. Brood may not defend this
card."): the play names the card with ``on_card`` and the character it stands before as its
``target``.

The attack is made on the card, not on the character: it leaves no hit on the character and
none of its "if successful" effects, and the bar it ends ("until this Special is attacked")
ends as the attack is made (MR.19: the printed duration stands). The character the card names
may not defend it ("may not defend this card"), and no one else answers an attack made on
another character's card (OR.defense), so the attack stands unless the card says otherwise.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Illegal
from rules.engine.card_identity import same_name
from rules.engine.clauses import tuple_of
from rules.engine.defense_outcome import concerns_target
from rules.engine.state import Board, Character, Effect

#: The rules an attack on a card in front of a character cites: the card's effect and how long
#: it lasts (MR.19), an attack being an action of the turn (OR.fight).
RULES = ["OR.fight", "MR.19"]


def defends_card(clause: dict[str, Any]) -> bool:
    """ "<X> may not defend this card": a bar on defending the card itself."""
    against = clause.get("against")
    return (
        clause.get("kind") == "cannot_defend"
        and isinstance(against, dict)
        and "this_card" in tuple_of(against.get("kinds"))
    )


def until_attacked(clause: dict[str, Any]) -> bool:
    """ "<X> may not be attacked until this Special is attacked": a bar the card's own
    attack ends."""
    duration = clause.get("duration")
    until = str(duration.get("until") or "") if isinstance(duration, dict) else ""
    return clause.get("kind") == "cannot_be_attacked" and "is attacked" in until.lower()


def guards_in_front(clause: dict[str, Any], clauses: list[dict[str, Any]]) -> bool:
    """Whether ``clause`` is "may not defend this card" of a card that stands in front of a
    character until it is attacked: applied to the attacks made on the card (``on_card``)."""
    return defends_card(clause) and any(until_attacked(c) for c in clauses)


def _stands_before(effect: Effect, char: Character) -> bool:
    """Whether ``effect`` is a card guarding ``char`` until attacked, which ``char`` may not
    defend (both sentences printed: a card that printed one only is not read as a target)."""
    return any(guards_in_front(c, effect.clauses) for c in effect.clauses) and any(
        until_attacked(c) and concerns_target(effect, str(c.get("who") or "self"), char)
        for c in effect.clauses
    )


def card_in_front(board: Board, name: Any, target: str | None) -> tuple[Effect, Character]:
    """The effect in play of the card named ``name`` standing in front of the character
    ``target``, and that character; raise when there is none."""
    char = board.character(target) if target not in (None, "battlesite") else None
    if not isinstance(name, str) or not name.strip() or char is None:
        raise Illegal(RULES, "an attack on a card names the card and the character it is before")
    for e in board.all_effects():
        if same_name(e.card.name, name) and _stands_before(e, char):
            return e, char
    raise Illegal(RULES, f"no card {name!r} stands in front of {char.name} to be attacked")


def refused_defense(effect: Effect, char: Character, defender: Character | None) -> Illegal:
    """Why a defense of the attack on ``effect``'s card (before ``char``) is refused."""
    own = defender is None or defender.id == char.id
    for c in effect.clauses:
        if own and defends_card(c) and concerns_target(effect, str(c.get("who") or "self"), char):
            return Illegal(
                ["MR.19", "OR.defense"],
                f"{effect.card.name} says {char.name} may not defend this card",
            )
    who = defender.name if defender is not None else "another character"
    return Illegal(
        ["OR.defense", "MR.19"],
        f"the attack is made on {effect.card.name}, before {char.name}: {who} does not answer"
        f" it, and {char.name} may not defend it",
    )


def end_card(board: Board, effect: Effect) -> list[dict[str, Any]]:
    """Take the attacked card's effect out of play (its printed "until ... is attacked")."""
    changes: list[dict[str, Any]] = []
    for where, effects in (
        ("board", board.in_play),
        *((c.id, c.in_play) for c in board.characters()),
    ):
        if effect in effects:
            effects.remove(effect)
            changes.append(
                {
                    "op": "effect_end",
                    "card": effect.card.name,
                    "where": where,
                    "reason": "until this card is attacked",
                }
            )
    return changes
