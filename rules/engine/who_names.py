"""Whether the ``who`` of a clause in play names a given character: ``self`` is the character
the effect belongs to (who played it, or whose inherent ability it is), ``target`` the one it
was played on, and a printed name ("Leader", "Reavers") the character of that name."""

from __future__ import annotations

from typing import Any

from rules.engine.card_identity import same_name
from rules.engine.state import Character, Effect
from rules.engine.who_codes import code_fits

#: Words for the characters of the effect's side, with the position they hold (any: None).
# "any Front Line character" is a Front Line character of the effect's side, like "Front Line
# character": the grammar keeps the "any" so the word is accounted for.
SIDE_WORDS = {
    "team": None,
    "reserve": "reserve",
    "front_line": "front_line",
    "any_front_line": "front_line",
}


def names_character(who: Any, char: Character, effect: Effect) -> bool:
    if who in (None, "self", "this_character"):
        return effect.by == char.id
    if who == "target":
        return effect.target == char.id
    if who in SIDE_WORDS:
        return char.player == effect.player and SIDE_WORDS[who] in (None, char.position)
    return isinstance(who, str) and called(who, char)


def called(name: str, char: Character) -> bool:
    """Whether the name a card prints ("Doctor Doom", "She Hulk") is ``char``'s: the same
    name, or the start of its full one ("Doctor Doom: Lord of Latveria")."""
    return same_name(name, char.name) or char.name.lower().startswith(name.lower())


#: Subjects of a restriction that hold for every character of both sides ("No cards ... may
#: be played this battle", "Each player may not ...").
EVERYONE = frozenset(
    {
        "all_characters",
        "all",
        "any",
        "any_character",
        "both_players",
        "each_player",
        "characters",
        "both_teams",
    }
)


def restriction_concerns(
    who: str, effect: Effect, player: str, by: Character | None, code: str | None = None
) -> bool:
    """Whether a play restriction of ``effect`` whose subject is ``who`` holds for a play by
    ``player``'s character ``by``. ``self`` is the effect's own character (who played it, or
    the one it was played on): a character of its side only, never an opposing character the
    effect targets, since a card's own restriction binds its own side (MR.1). ``code`` is the
    hero/villain code the subject names ("Heroes on Opponent's Team ..."): a character without
    it, or whose code the board does not give (warned by ``who_codes``), is not concerned."""
    if code and (by is None or not code_fits(code, by)):
        return False
    if who in EVERYONE:
        return True
    if who in ("opponent", "opponent_team", "opponent_team_characters", "any_opponent_character"):
        return effect.player != player
    if who in ("team", "self_or_teammate", "player", "own_team_characters"):
        return effect.player == player
    if who == "self":
        return effect.player == player and by is not None and by.id in (effect.by, effect.target)
    if who in ("target", "target_opponent_character"):
        return by is not None and effect.target == by.id
    if who.startswith(RATED_OPPONENTS):
        return effect.player != player and by is not None and _rated(who, by)
    return by is not None and who.lower() in by.name.lower()


#: "<Characters> on Opponent's Team with Fighting 7 or 8": the grammar's subject
#: ``opponent_characters_with_fighting_7_or_8``, a power type and the ratings it names.
RATED_OPPONENTS = "opponent_characters_with_"


def _rated(who: str, by: Character) -> bool:
    """Whether ``by``'s rating in the power type the subject names is one of its ratings."""
    icon, *ratings = who.removeprefix(RATED_OPPONENTS).split("_")
    rating = by.grid.get(icon)
    named = {int(r) for r in ratings if r.isdigit()}
    return isinstance(rating, int) and rating in named


#: Subjects of a clause that name no character (the acting one, its target, a teammate).
NAMELESS_SUBJECTS = frozenset(
    {"self", "target", "teammate", "self_or_teammate", "target_character"}
)


def one_named(chars: list[Character], who: str) -> Character | None:
    """The one character of ``chars`` a subject names ("Parasite"), or None when it names
    none or several ("Thunderbird and teammate": not one character)."""
    named = [ch for ch in chars if same_name(who, ch.name)]
    return named[0] if len(named) == 1 else None
