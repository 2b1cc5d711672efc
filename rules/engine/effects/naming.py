"""Names put back as printed: the card's own character, its team, the opponent's team and
the Target Character named in a rendered phrase; and sentences continued inside another."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.engine.effects.base import Clause


# The subject "team" of a rendered clause: the first "team" that is not the opponent's.
_TEAM_WORD = re.compile(r"(?<!opponent's )\bteam\b", re.IGNORECASE)


def named_team(text: str, team_name: str | None) -> str:
    """``text`` with its subject team named as the card prints it ("Krakoa Team")."""
    if not team_name:
        return text
    return _TEAM_WORD.sub(f"{team_name} Team", text, count=1)


_SELF_WORDS = re.compile(r"\bthis character\b", re.IGNORECASE)


def named_self(text: str, self_name: str | None) -> str:
    """``text`` with "this character" (of "this character or teammate") named as printed."""
    if not self_name:
        return text
    return _SELF_WORDS.sub(self_name, text, count=1)


# The teammate of a rendered clause not already printed with a word before it.
_TEAMMATE_WORD = re.compile(r"(?<!any )(?<!line )(?<!other )\b([Tt])eammate\b", re.I)


def named_teammate(text: str, word: str | None) -> str:
    """``text`` with its first teammate said with the word the card printed ("Any teammate")."""
    if not word:
        return text

    def said(match: re.Match) -> str:
        return f"{word.capitalize() if match.group(1) == 'T' else word} teammate"

    return _TEAMMATE_WORD.sub(said, text, count=1)


_TYPE = "(?:Energy|Fighting|Strength|Intellect)"
# Power types joined before "Power card(s)" in a rendered clause: "Energy or Strength Power cards".
_JOINED_TYPES = re.compile(rf"\b({_TYPE}(?:, {_TYPE})*,?) (and|or) ({_TYPE} Power cards?)\b")


def named_icons(text: str, joiner: str | None) -> str:
    """``text`` with the power types of its first Power cards joined by the word printed."""
    if not joiner:
        return text
    return _JOINED_TYPES.sub(lambda m: f"{m.group(1)} {joiner} {m.group(3)}", text, count=1)


# An attack's value limit in a rendered clause: "attack of 3 or less".
_ATTACK_LIMIT = re.compile(r"\b(attacks?) (?:with a value )?of (\d+) or (less|greater|more)\b")


def named_limit(text: str, word: str | None) -> str:
    """``text`` with its first attack's value limit said with the word printed ("level")."""
    if not word:
        return text
    return _ATTACK_LIMIT.sub(lambda m: f"{m.group(1)} {word} {m.group(2)} or {m.group(3)}", text, 1)


OPPONENT_TEAM = re.compile(r"\bopponent's team\b(?!'s)", re.IGNORECASE)

_TARGET_WORDS = re.compile(r"\btarget character\b", re.IGNORECASE)


def named_target(text: str, noun: str | None) -> str:
    """``text`` with "Target Character" named with the noun the card printed ("Target
    opponent")."""
    if not noun:
        return text
    return _TARGET_WORDS.sub(f"Target {noun}", text)


def inner_text(
    clauses: tuple[Clause, ...] | list[Clause], sentences: list[str] | None = None
) -> str:
    """The sentences of ``clauses`` (or their ``sentences`` already rendered) continuing
    another sentence: the capital each sentence gave its first word is dropped, unless that
    word is a name (a character's, a team's)."""
    body = " ".join(c.render() for c in clauses) if sentences is None else " ".join(sentences)
    first = clauses[0] if clauses else None
    # the first sentence may be the one phrase the first two clauses make ("Wolverine may sort
    # through Draw Pile, select any Aspect card ..."): its own first word is the one to keep
    joined = first.joined_phrase(clauses[1]) if first is not None and len(clauses) > 1 else None
    if (
        body
        and first is not None
        and not (first.team_name or first.self_name)
        and (joined or first.phrase())[:1].islower()
    ):
        body = body[0].lower() + body[1:]
    return body


# The subject noun a hero/villain code narrows: "any character", "all characters",
# "characters on opponent's team with ...", "characters with ..." (the first such noun of the
# rendered clause).
_CODED_NOUN = re.compile(
    r"(?<=\bany )(character)\b|(?<=\ball )(characters)\b|\b(characters)(?= (?:on (?:opponent's|your)"
    r" team\b|on both teams\b|with ))|^(characters)\b",
    re.IGNORECASE,
)
#: A character noun anywhere in a clause, but the Target Character's (``named_target``) and a
#: Character card's.
_ANY_NOUN = re.compile(r"(?<!\btarget )\b(characters?)\b(?! cards?\b)", re.IGNORECASE)
_CODE_NOUNS = {"hero": ("hero", "heroes"), "villain": ("villain", "villains")}


def named_code(text: str, code: str | None) -> str:
    """``text`` with its subject noun saying the code it names ("any hero", "Heroes on
    opponent's team with Fighting 7 or 8")."""
    if code not in _CODE_NOUNS:
        return text

    def said(m: re.Match[str]) -> str:
        word = m.group(0)
        noun = _CODE_NOUNS[code][word.lower().endswith("s")]
        return noun.capitalize() if word[0].isupper() else noun

    said_once = _CODED_NOUN.sub(said, text, count=1)
    if said_once != text:
        return said_once
    # The code noun printed elsewhere ("Reserve hero", "any active hero", "male hero", "the
    # same hero"): every character noun of the clause says it, as the card prints it.
    return _ANY_NOUN.sub(said, text)


_PLAYER_HEAD = re.compile(r"^(?:player|you) ", re.IGNORECASE)
_MODAL_HEAD = re.compile(r"^(?:may|must|cannot|can) ", re.IGNORECASE)


def named_player(text: str, word: str | None) -> str:
    """``text`` with the card's player named as printed, ``word`` ("you" / "player"): the
    subject "player" said so ("You may draw 2 cards"), and a clause said without its subject
    (the player's own action, which the card requires) given it ("You must draw ...")."""
    if not word or not text:
        return text
    said = word.capitalize()
    if _PLAYER_HEAD.match(text):
        return _PLAYER_HEAD.sub(f"{said} ", text, count=1)
    rest = text[0].lower() + text[1:]
    return f"{said} {rest}" if _MODAL_HEAD.match(text) else f"{said} must {rest}"
