"""Subjects any clause may take that name no one character by its place: the card's player
("You may draw 2 cards", "Player must discard 1 card"), every teammate ("All teammates ..."),
characters picked by a Power Grid rating ("All teammates with Strength 6 or more", "Heroes
with an Energy grid of 5 or greater") or by the most or least of a value ("The character with
the highest Fighting on your team", "Opponent's character with the fewest Hits"); and the
characters a bonus to attacks is aimed at ("... to all attacks made against villains").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx
from rules.engine.effects.picked_subjects import GridPick, MostPick

from .shared import ClauseBuilder, Icons, PostPhrase, Who, find_first, ints_of, words_of

#: The group an owner's characters or teammates are, by the owner's who.
_OWNED_GROUPS = {
    ("opponent", "characters"): "opponents_characters",
    ("self", "characters"): "your_characters",
    ("self", "teammates"): "all_teammates",
    ("teammate", "characters"): "all_teammates",
}
#: The side "on <owner> team" names, by the owner's who.
_SIDES = {"self": "own", "opponent": "opponent"}
_BOUNDS = {"more": "more", "greater": "more", "higher": "more", "less": "less", "lower": "less"}


def _one_icon(children: list) -> str:
    icons = find_first(children, Icons)
    if icons is None or len(icons.icons) != 1 or icons.icons[0] == "any_power":
        raise ValueError("a rating is picked in one power type")
    return icons.icons[0]


def _grid_group(words: list[str], owner: Who | None) -> str:
    """The group a rating picks from, by the words before "with" (and their owner)."""
    head = words[: words.index("with")]
    if owner is not None:
        group = _OWNED_GROUPS.get((str(owner), head[-1]))
        if group is None:
            raise ValueError("only your, your teammates' or opponent's characters are known")
        return group
    if head[-1] in ("teammates", "characters", "heroes", "villains"):
        return "all_teammates" if head[-1] == "teammates" else "all_characters"
    if head[0] in ("target",) or head[-1] == "hero":
        raise ValueError("a rating picks among teammates or characters")  # never a code lost
    return ("any_" if head[0] == "any" else "") + head[-1]


@v_args(meta=True)
class PickedSubjects(ClauseBuilder):
    def w_you(self, meta, children):
        who = Who("player")
        who.printed_player = "you"  # the rendering says "You", as printed
        return who

    def w_player(self, meta, children):
        who = Who("player")
        who.printed_player = "player"  # said as printed: "Player must discard ..."
        return who

    def w_all_teammates(self, meta, children):
        return Who("all_teammates")

    def w_picked_by_grid(self, meta, children):
        words = words_of(children)
        owner = find_first(children, Who)
        bound = next((_BOUNDS[w] for w in words[words.index("with") :] if w in _BOUNDS), None)
        values = ints_of(children)
        if len(values) == 2:
            bound = str(values[1])  # "with Energy 7 or 8": either rating
        pick = GridPick(_grid_group(words, owner), _one_icon(children), values[0], bound)
        return Who(pick.token())

    def w_picked_by_most(self, meta, children):
        words = words_of(children)
        head = words[: words.index("with")]
        if head and head[0] in ("target", "any"):
            raise ValueError("the character picked by a most is no target")
        owners = [c for c in children if isinstance(c, Who)]
        side = ""
        if owners:
            side = _SIDES.get(str(owners[-1]), "")
            if not side or len(owners) > 1 and _SIDES.get(str(owners[0])) != side:
                raise ValueError("only your or opponent's team is known for a most")
        icon = next((c for c in children if type(c) is str), None)  # the power type's word
        noun = "teammate" if "teammate" in head else "character"
        most = next(w for w in words if w in ("highest", "lowest", "most", "fewest"))
        return Who(MostPick(noun, most, icon or "hits", side).token())

    def attack_aim(self, meta, children):
        # "made against villains", "against heroes", "vs. Target Character": the characters the
        # attacks are made against ("made" kept for the rendering)
        words = words_of(children)
        who = find_first(children, Who)
        if "of" in words:
            who = Who("all_opponent_characters")  # "all of opponent's characters"
        if "code" in words or who is None:
            code = "villains" if "villain" in words or "villains" in words else "heroes"
            if who is None and "characters" in words:
                code = "all_characters"
            elif who is not None and str(who) != "any_character":
                raise ValueError("only any character is told by its code")
            aim = PostPhrase("against", code)
        else:
            aim = PostPhrase("against", str(who))
            aim.grid = getattr(who, "grid", None)
        aim.made = words[0] == "made"
        return aim


def made_against(clauses: list[fx.Clause], children: list) -> list[fx.Clause]:
    """The attack bonuses of ``clauses`` aimed "made against" their characters, as printed."""
    if not any(getattr(c, "made", False) for c in children if isinstance(c, PostPhrase)):
        return clauses
    if not all(isinstance(c, fx.AttackModifier) for c in clauses):
        raise ValueError("'attacks made against' qualifies only an attack bonus")
    return [replace(c, against_word="made against") for c in clauses]


def printed_player(clauses: list, who: Who | None) -> list:
    """``clauses`` with the word printed for the player they name ("You may draw 2 cards",
    "Player must discard ...") kept (``player_word``), for each whose subject is the player."""
    word = getattr(who, "printed_player", None)
    if word is None:
        return clauses
    return [
        replace(c, player_word=word)
        if isinstance(c, fx.Clause) and getattr(c, "who", None) == "player"
        else c
        for c in clauses
    ]
