"""Subjects narrowed to one hero/villain code ("may be played by any hero", "All heroes are
+2 to all attacks", "Heroes on
Opponent's Team with Fighting 7 or 8"): the who keyword the engine reads stays the uncoded one
("any_character", "opponent_characters_with_fighting_7_or_8") and the clauses naming it keep
the code (``who_code``), which the rendering says back and the engine checks against each
character's code (OR.code-rule)."""

from __future__ import annotations

from dataclasses import fields, replace

from lark import Token, Tree

from rules.engine import effects as fx

from .shared import ClauseBuilder

#: The who rules whose noun may be a code word, and the code each word names.
_CODED_RULES = ("w_any", "w_all", "w_with_grid", "w_coded_group", "w_group_on", "w_picked_by_grid")
_CODE_WORDS = {"hero": "hero", "heroes": "hero", "villain": "villain", "villains": "villain"}
#: The who keywords such a subject becomes (the uncoded subject a code narrows).
_UNCODED = (
    "any_character",
    "all_characters",
    "characters_kod_this_battle",
    "characters_with_",
    "opponent_characters_with_",
    "characters",
    "both_teams",
    "own_team_characters",
    "opponent_team_characters",
)


def subject_codes(tree: Tree) -> set[str | None]:
    """The codes named by the coded-noun subjects of ``tree`` ("any hero": hero; "any
    character": None)."""
    found: set[str | None] = set()
    # "vs. any hero": the code of the bonus's aim (``modifiers.mod_post``), not the subject's
    aims = {
        id(w)
        for post in tree.iter_subtrees()
        if post.data in ("mod_post", "attack_aim")
        for w in post.iter_subtrees()
    }
    for sub in tree.iter_subtrees():
        if sub.data not in _CODED_RULES or id(sub) in aims:
            continue
        words = [str(t).lower() for t in sub.children if isinstance(t, Token)]
        if "teammate" in words:
            continue  # "any teammate": not a subject a code narrows
        found.add(next((_CODE_WORDS[w] for w in words if w in _CODE_WORDS), None))
    return found


def _narrows(who: object) -> bool:
    return isinstance(who, str) and who.startswith(_UNCODED)


def with_code(clause: fx.Clause, code: str) -> fx.Clause:
    """``clause`` (and the clauses it holds) with ``code`` on each whose subject is one a code
    narrows."""
    changes: dict = {}
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            changes[f.name] = tuple(with_code(c, code) for c in value)
    if _narrows(getattr(clause, "who", None)):
        changes["who_code"] = code
    return replace(clause, **changes) if changes else clause


class WhoCodes(ClauseBuilder):
    def transform(self, tree):
        """The sentence's clauses, with the code of a subject printed "hero" or "villain"
        kept on the clauses whose subject it is."""
        result = super().transform(tree)
        seen = getattr(self, "rules_seen", None)
        if not isinstance(result, list) or (seen is not None and seen.isdisjoint(_CODED_RULES)):
            return result
        codes = subject_codes(tree)
        if len(codes) == 1 and None not in codes:
            code = codes.pop()
            result = [with_code(c, code) for c in result]
        return result
