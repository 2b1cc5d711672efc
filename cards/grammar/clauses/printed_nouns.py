"""Who-phrases printed with a noun of their own: "Target opponent" (a Target Character),
"Opponent's heroes" (the opponent's team) and "Any teammate" (a teammate). The who keyword the engine reads stays the same; the
clauses that name it keep the printed noun (``target_noun``, ``team_noun``) for the rendering."""

from __future__ import annotations

import re
from dataclasses import fields, replace

from lark import Token, Tree

from rules.engine import effects as fx

from .shared import ClauseBuilder

#: The nouns a card may print after "target" for its Target Character.
_TARGET_NOUNS = ("opponent", "villain", "hero")


def target_nouns(tree: Tree) -> set[str | None]:
    """The nouns printed after "target" in the who-phrases of ``tree`` (``None`` for a
    Target Character named as such). "Target" alone ("Target or teammate", "any of Target's
    teammates") names the Target Character again without a noun: it adds none."""
    found: set[str | None] = set()
    for sub in tree.iter_subtrees():
        if sub.data != "w_target" and sub.data != "owner_atom":
            continue
        words = [str(t).lower() for t in sub.children if isinstance(t, Token)]
        if words == ["target"]:
            continue
        if sub.data == "w_target" or words[:1] == ["target"]:
            found.add(next((n for n in _TARGET_NOUNS if n in words), None))
    return found


def opponent_nouns(tree: Tree) -> set[str | None]:
    """The plural nouns printed for the opponent's whole team in ``tree`` ("Opponent's
    heroes", "Opponent's characters"); ``None`` for "Opponent's team"."""
    found: set[str | None] = set()
    for sub in tree.iter_subtrees():
        if sub.data not in ("w_owner_character", "w_owner_team") or any(
            isinstance(t, Tree) and t.data == "front_line" for t in sub.children
        ):
            continue
        owner = next((t for t in sub.children if isinstance(t, Tree)), None)
        words = [str(t).lower() for t in owner.scan_values(lambda v: isinstance(v, Token))]
        if words[:1] != ["opponent"]:
            continue
        noun = next(str(t).lower() for t in reversed(sub.children) if isinstance(t, Token))
        found.add(noun if noun in ("heroes", "villains", "characters") else None)
    return found


def any_teammate(tree: Tree) -> bool:
    """Whether ``tree`` names one teammate, printed "any teammate", and no other teammate."""
    named = [
        sub
        for sub in tree.iter_subtrees()
        if sub.data in ("w_any", "owner_atom")
        and [str(t).lower() for t in sub.children] == ["any", "teammate"]
    ]
    if len(named) != 1:
        return False
    words = [str(t).lower() for t in tree.scan_values(lambda v: isinstance(v, Token))]
    return words.count("teammate") == 1


def with_noun(clause: fx.Clause, field_name: str, noun: str, phrase: str) -> fx.Clause:
    """``clause`` (and the clauses it holds) naming the who it renders as ``phrase`` with the
    noun the card printed (``field_name``: ``target_noun`` or ``team_noun``)."""
    changes: dict = {}
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            changes[f.name] = tuple(with_noun(c, field_name, noun, phrase) for c in value)
    if not changes and phrase in clause.phrase().lower():
        changes[field_name] = noun
    return replace(clause, **changes) if changes else clause


def power_types_joined(tree: Tree) -> str | None:
    """The word ("and" / "or") joining the power types of the one Power card noun of ``tree``
    that names several ("Energy and Strength Power cards"), if any."""
    tokens = sorted(
        (t for t in tree.scan_values(lambda v: isinstance(v, Token)) if t.start_pos is not None),
        key=lambda t: t.start_pos,
    )
    found = []
    for sub in tree.iter_subtrees():
        if sub.data not in ("icon_and", "icon_or"):
            continue
        own = [str(t).lower() for t in sub.scan_values(lambda v: isinstance(v, Token))]
        end = max(t.end_pos for t in sub.scan_values(lambda v: isinstance(v, Token)))
        after = [str(t).lower() for t in tokens if t.start_pos >= end][:2]
        if "and/or" not in own and after[:1] == ["power"] and after[1:2] in (["card"], ["cards"]):
            found.append("and" if sub.data == "icon_and" else "or")
    return found[0] if len(found) == 1 else None


#: A rendering that already says "any" before its teammate ("of any 1 teammate").
_SAYS_ANY = re.compile(r"\bany (?:\d+ )?(?:front line )?teammate", re.IGNORECASE)


def _any_teammate(clause: fx.Clause) -> fx.Clause:
    """``clause`` saying its teammate "any teammate", unless its rendering says so already."""
    if _SAYS_ANY.search(clause.render()):
        return clause
    return _said_as_printed(clause, "teammate_word", "any", "teammate")


def _said_as_printed(clause: fx.Clause, field_name: str, word: str, phrase: str) -> fx.Clause:
    """``clause`` with ``word`` kept in ``field_name`` for its rendering, where that changes
    what the rendering says (never a field the rendering does not show)."""
    said = with_noun(clause, field_name, word, phrase)
    if said.render() != clause.render():
        return said
    # "Any teammate may discard 2 cards ... to venture ...": the subject is said by the clause
    # itself, not by the clauses it holds (the cost, what it pays for)
    if phrase in clause.phrase().lower() and hasattr(clause, field_name):
        own = replace(clause, **{field_name: word})
        if own.render() != clause.render():
            return own
    return clause


class PrintedNouns(ClauseBuilder):
    def transform(self, tree):
        """The sentence's clauses, with the noun printed for a Target Character ("Target
        opponent") or for the opponent's team ("Opponent's heroes") kept on the clauses that
        name it."""
        result = super().transform(tree)
        seen = getattr(self, "rules_seen", None)
        if not isinstance(result, list):
            return result
        if seen is None or not seen.isdisjoint(("w_target", "owner_atom")):
            nouns = target_nouns(tree)
            if len(nouns) == 1 and None not in nouns:
                noun = nouns.pop()
                result = [with_noun(c, "target_noun", noun, "target character") for c in result]
        if seen is None or not seen.isdisjoint(("w_owner_character", "w_owner_team")):
            nouns = opponent_nouns(tree)
            if len(nouns) == 1 and None not in nouns:
                noun = nouns.pop()
                result = [with_noun(c, "team_noun", noun, "opponent's team") for c in result]
        if (seen is None or "level_limit" in seen) and len(
            list(tree.find_data("level_limit"))
        ) == 1:
            # "avoid 1 attack level 3 or less": the limit said with "level", as printed
            result = [_said_as_printed(c, "limit_word", "level", "attack") for c in result]
        joined = seen is None or not seen.isdisjoint(("icon_and", "icon_or"))
        joiner = power_types_joined(tree) if joined else None
        if joiner:
            # "Energy and Strength Power cards": either type, the word kept for the rendering
            result = [_said_as_printed(c, "icons_joiner", joiner, "power card") for c in result]
        if (seen is None or not seen.isdisjoint(("w_any", "owner_atom"))) and any_teammate(tree):
            # "Any teammate may ...": one teammate of the player's choice, as "Teammate" is
            result = [_any_teammate(c) for c in result]
        return result
