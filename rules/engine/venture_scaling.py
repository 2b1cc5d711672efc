"""Venture modifiers that scale with what happened this battle: "For each character KO'd this
battle, that character's team is +3 to venture total" (a ``venture_modifier`` with a
``scaling``). The amount counts once per character KO'd, for the side it names: "that
character's team" is the KO'd character's own side, any other subject the effect's side
counted over every character KO'd (OR.venture-total, OR.ko.effects)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.card_identity import base_name, same_name

if TYPE_CHECKING:
    from rules.engine.state import Board, Effect

#: Subjects of a scaled modifier that mean the side of the character counted.
THAT_CHARACTERS_TEAM = frozenset({"that_character_team", "that_characters_team"})


def _count(clause: dict[str, Any]) -> dict[str, Any]:
    """What the clause's scaling counts, typed (``Counted``), or an empty dict."""
    scaling = clause.get("scaling")
    count = scaling.get("count") if isinstance(scaling, dict) else None
    return count if isinstance(count, dict) else {}


def counts_kos(clause: dict[str, Any]) -> bool:
    """A venture modifier scaled by the characters KO'd this battle."""
    return _count(clause).get("what") == "kos" and _count(clause).get("when") == "battle"


def counts_hits(clause: dict[str, Any]) -> bool:
    """A venture modifier scaled by the side's successful hits ("successful Hits made with
    Power cards are +1 to Venture Total")."""
    count = _count(clause)
    return count.get("what") == "hits" and bool(count.get("successful"))


def counts_received(clause: dict[str, Any]) -> bool:
    """A venture modifier scaled by the hits the card's character has taken this battle ("+1
    to Venture Total for each Hit in Iceman's Hits to Current Battle")."""
    count = _count(clause)
    return count.get("what") == "hits" and count.get("where") == "current_battle"


def scaled(clause: dict[str, Any]) -> bool:
    """A venture modifier counted per KO or per hit, never once."""
    return counts_kos(clause) or counts_hits(clause) or counts_received(clause)


def per_received_hit_modifiers(
    board: Board, pid: str, in_force: list[tuple[Effect, dict[str, Any], Any]]
) -> list:
    """Player ``pid``'s modifiers per hit its card's character holds in its Hits to Current
    Battle (the character whose card or ability it is)."""
    from rules.engine import venture

    out = []
    for e, c, _cond in in_force:
        if not counts_received(c) or e.player != pid or not e.by:
            continue
        char = board.character(e.by)
        n = sum(1 for h in char.hits if h.record == "current") if char is not None else 0
        if n:
            amount = int(c.get("amount") or 0) * n
            out.append(venture.Modifier(value=amount, source=e.card.kind, card=e.card.name))
    return out


def per_hit_modifiers(
    pid: str, in_force: list[tuple[Effect, dict[str, Any], Any]], hits: list
) -> list:
    """Player ``pid``'s modifiers per counted hit it scored this battle on a character (of
    power cards when the words say so)."""
    from rules.engine import venture

    out = []
    for e, c, _cond in in_force:
        if not counts_hits(c) or e.player != pid:
            continue
        made_with = set(_count(c).get("card_kinds") or ())
        n = sum(
            1
            for h in hits
            if h.target == "character"
            and not h.excluded_by
            and (not made_with or h.source in made_with)
        )
        if n:
            amount = int(c.get("amount") or 0) * n
            out.append(venture.Modifier(value=amount, source=e.card.kind, card=e.card.name))
    return out


def per_ko_modifiers(
    board: Board, pid: str, in_force: list[tuple[Effect, dict[str, Any], Any]]
) -> list:
    """Player ``pid``'s venture modifiers from the scaled clauses in force."""
    from rules.engine import venture

    out = []
    for e, c, _cond in in_force:
        if not counts_kos(c):
            continue
        if c.get("who") in THAT_CHARACTERS_TEAM:
            kod = [ch for ch in board.players[pid].characters() if ch.ko]
        elif e.player == pid:
            kod = [ch for ch in board.characters() if ch.ko]
        else:
            continue
        if kod:
            amount = int(c.get("amount") or 0) * len(kod)
            out.append(venture.Modifier(value=amount, source=e.card.kind, card=e.card.name))
    return out


def doubled_special_modifiers(
    pid: str, in_force: list[tuple[Effect, dict[str, Any], Any]], hits: list
) -> list:
    """ "All Superman Special cards are doubled when determining venture total in this
    battle" (a ``bonus_modifier`` with a ``multiplier`` and ``to_venture``): each counted hit
    player ``pid`` scored this battle with a special of a character it names counts that many
    times, the extra shown as one modifier of the effect (OR.venture-total, MR.19)."""
    from rules.engine import venture

    out = []
    for e, c, _cond in in_force:
        multiplier = c.get("multiplier")
        if (
            c.get("kind") != "bonus_modifier"
            or not c.get("to_venture")
            or not isinstance(multiplier, int)
            or e.player != pid
            or "special" not in (c.get("card_kinds") or ())
        ):
            continue
        names = tuple(c.get("names") or ())
        extra = sum(
            h.value * (multiplier - 1)
            for h in hits
            if h.source == "special"
            and not h.excluded_by
            and any(same_name(base_name(h.card), n) for n in names)
        )
        if extra:
            out.append(venture.Modifier(value=extra, source=e.card.kind, card=e.card.name))
    return out
