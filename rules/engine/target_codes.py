"""The Target Character a card names with a hero/villain code ("Target hero must discard 1
placed card", "Target villain may not attack"): whether the character the play aims at may be
it (OR.code-rule, OR.character).

The code rule is optional: a board says whether it is in use (``code_rule``), and each
character's code may be given as hero, villain or none (printed without a code, counted as
either). With the rule in use, a "Target hero" effect may not aim at a villain. With the rule
not in use, or at an uncoded character, it aims at any character, and the step says why. At a
character whose code the board does not give, the code is not applied (it bars nothing) and
the answer warns, as every reader does (``who_codes.NOT_GIVEN``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.engine.card_identity import code_letter
from rules.engine.clauses import walk
from rules.engine.who_codes import code_fits, not_given

#: The nouns a card prints for a Target Character that name a code.
CODED_NOUNS = ("hero", "villain")

#: The modifiers of a card in play that its coded Target Character alone takes.
TARGET_MODIFIERS = ("attack_modifier", "defense_modifier")


def target_code(cards: Iterable[Any]) -> tuple[str, dict[str, Any]] | None:
    """The code a card of the play names for its Target Character, with the clause naming
    it, if any."""
    for card in cards:
        for c in walk(card.clauses):
            if c.get("target_noun") in CODED_NOUNS:
                return str(c["target_noun"]), c
    return None


#: The plays that aim a card at its Target Character.
AIMED_PLAYS = ("attack", "play")


def untargeted(kind: str, cards: list[Any], target: Any) -> str | None:
    """Why a play of ``kind`` naming no ``target`` may not be read: one of its cards names
    its Target Character with a code ("Target hero must discard ..."), so the play must say
    which character that is (MR.5.target); None when it may."""
    if kind not in AIMED_PLAYS or target is not None:
        return None
    found = target_code(cards)
    if found is None:
        return None
    name = next(c.name for c in cards if found[1] in walk(c.clauses))
    return (
        f"{name} is played on its Target {found[0]}: name the character it aims at"
        " (MR.5.target, OR.code-rule)"
    )


def code_said(code: str, char: Any) -> str | None:
    """Why a coded subject reaches ``char`` though the code does not narrow it: the rule
    not in use, or a character printed without a code; None otherwise."""
    if getattr(char, "code_rule", None) is False:
        return f"the hero/villain code rule is not in use, so any character counts as a {code}"
    if str(getattr(char, "code", "")).lower() == "none":
        return f"{char.name} has no hero/villain code, and an uncoded character counts as either"
    return None


def check_target_code(cards: list[Any], target: Any) -> tuple[str | None, str | None]:
    """(refusal, note) for a play aiming ``cards`` at ``target``: the refusal when the code
    rule bars the character; else the note saying why a coded Target Character reaches it."""
    found = target_code(cards)
    if found is None or target is None:
        return None, None
    code = found[0]
    fits = code_fits(code, target)
    if fits is False:
        return f"the card's Target {code} may not be {target.name}, who is not a {code}", None
    if fits is None:
        return None, f"Target {code}: {not_given(target.name)}"
    said = code_said(code, target)
    return None, (f"Target {code}: {said}" if said else None)


def target_code_unknown(cards: list[Any], target: Any) -> dict[str, Any] | None:
    """The coded Target Character clause of ``cards`` whose code is not applied to
    ``target`` because the board gives none (OR.code-rule.not-given), for the warning."""
    found = target_code(cards)
    if found is None or target is None or code_fits(found[0], target) is not None:
        return None
    return found[1]


def card_code_bar(cards: list[Any], by: Any) -> str | None:
    """With the code rule in use, why ``by`` may not play one of ``cards``: a hero never
    plays a villain's Special or Universe card, nor a villain a hero's (OR.code-rule)."""
    own = code_letter(getattr(by, "code", ""))
    if getattr(by, "code_rule", None) is not True or not own:
        return None
    for card in cards:
        code = code_letter(getattr(card.defn, "alignment", ""))
        if card.kind in ("special", "universe") and code and code != own:
            words = {"h": "hero", "v": "villain"}
            return f"{by.name}, a {words[own]}, may not play {card.name}, a {words[code]} card"
    return None


def barred_target(clause: dict[str, Any], char: Any) -> bool:
    """Whether the code rule bars ``char`` from being the Target Character ``clause`` names
    with a code ("Target hero is -2 to attacks" on a villain): the clause does not reach it."""
    noun = clause.get("target_noun")
    return noun in CODED_NOUNS and char is not None and code_fits(noun, char) is False


def barred_modifiers(board: Any) -> Iterator[tuple[Any, dict[str, Any], str]]:
    """The modifiers of cards in play aimed at a character the code rule bars from being
    their coded Target Character, with why: they are not applied (OR.code-rule)."""
    for e in board.in_play:
        char = board.character(e.target) if e.target not in (None, "battlesite") else None
        for c in walk(e.clauses):
            if c.get("kind") in TARGET_MODIFIERS and barred_target(c, char):
                code = c["target_noun"]
                yield e, c, f"the card's Target {code} may not be {char.name}, who is not a {code}"
