"""A choice of attack strings ("may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2
each, or 1 attack at +3"), and attacks at a bonus each ("<X> may make 1 attack at +4", "May
make 2 additional attacks at +2"): the follow-up grant and the bonus of each attack
(MR.5.string); attacks at a bonus are a choice of one option.

The player picks an option by the attacks they make: the option taken is the one with the
fewest attacks that still covers the attacks the player goes on to make in the string
(counted from the plays that follow), and each of those attacks gets that option's bonus.
The cards print "Bonus not applied to damage, or Venture total": the bonus goes to the
attack value only, never to the hits the attack leaves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.granted_plays import grant_of
from rules.engine.plays import ANSWERS, Play


def is_attack_choice(clause: dict[str, Any]) -> bool:
    options = clause.get("options") or ()
    return (
        clause.get("kind") == "choice"
        and bool(options)
        and all(isinstance(o, dict) and o.get("kind") == "attack_option" for o in options)
    )


def option_grants(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The follow-up grant (shaped as an ``additional_attack`` clause) of each choice of
    attack options, with the (attacks, bonus) of every option."""
    out = []
    for c in clauses:
        if not is_attack_choice(c):
            continue
        options = [o for o in c["options"] if isinstance(o.get("count"), int)]
        if not options:
            continue
        first = options[0]
        out.append(
            {
                "kind": "additional_attack",
                "count": max(int(o["count"]) for o in options),
                "who": "self",
                "card_kinds": list(tuple_of(first.get("card_kinds"))),
                "icons": list(tuple_of(first.get("icons"))),
                "bonus_options": [(int(o["count"]), int(o.get("bonus") or 0)) for o in options],
            }
        )
    return out


def bonus_attack_grants(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The follow-up grant of each ``bonus_attacks`` clause: its attacks, each at its bonus.
    A character named is the card's own (a special is played by its character)."""
    return [
        {**grant_of(c, c["count"]), "bonus_options": [(c["count"], int(c.get("amount") or 0))]}
        for c in clauses
        if c.get("kind") == "bonus_attacks" and isinstance(c.get("count"), int)
    ]


def attacks_in_string(plays: Sequence[Play], index: int, player: str) -> int:
    """How many attacks ``player`` makes from play ``index`` on before the string ends (a
    pass, a concession or the other player's own action)."""
    n = 0
    for play in plays[index:]:
        if play.type in ANSWERS:
            continue
        if play.player not in (None, player) or play.type not in ("attack", "play"):
            break
        n += 1
    return n


def option_bonus(options: Sequence[tuple[int, int]], attacks: int) -> tuple[int, int]:
    """The option taken for a string of ``attacks`` attacks: (its attacks, its bonus)."""
    covering = sorted((count, bonus) for count, bonus in options if count >= attacks)
    if covering:
        return covering[0]
    return max(options)


def apply_option_bonus(
    plays: Sequence[Play], play: Play, player: str, grant: Any, action: Any
) -> None:
    """Add the bonus of the option the player takes to a follow-up attack's value (the hits
    it leaves keep the cards' own values)."""
    if grant.option is None:
        grant.option = option_bonus(
            grant.bonus_options, attacks_in_string(plays, play.index, player)
        )
    count, bonus = grant.option
    if bonus and action.value is not None:
        action.value += bonus
        action.notes.append(
            f"+{bonus} from {grant.card} ({count} attack(s) at +{bonus}; not to the hits it leaves)"
        )
    action.rules.append("MR.5.string")
