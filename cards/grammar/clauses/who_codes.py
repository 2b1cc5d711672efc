"""Subjects narrowed to one hero/villain code ("may be played by any hero", "All heroes are
+2 to all attacks", "Heroes on
Opponent's Team with Fighting 7 or 8"): the who keyword the engine reads stays the uncoded one
("any_character", "opponent_characters_with_fighting_7_or_8") and the clauses naming it keep
the code (``who_code``), which the rendering says back and the engine checks against each
character's code (OR.code-rule)."""

from __future__ import annotations

import re
from dataclasses import fields, replace

from lark import Token, Tree

from rules.engine import effects as fx

from .shared import ClauseBuilder

#: The who rules whose noun may be a code word, and the code each word names.
_CODED_RULES = ("w_any", "w_all", "w_with_grid", "w_coded_group", "w_group_on", "w_picked_by_grid")
_CODE_WORDS = {"hero": "hero", "heroes": "hero", "villain": "villain", "villains": "villain"}
#: Whether a text prints a code noun at all (the scan of the sentence's tokens is skipped if not).
_NAMES_A_CODE = re.compile(r"hero|villain", re.IGNORECASE)
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


def _code_count(text: str) -> int:
    return sum(1 for w in _WORD.findall(text) if w.lower() in _CODE_WORDS)


_WORD = re.compile(r"[A-Za-z]+")


def _narrowest(clauses: tuple | list, spots: list[tuple[int, str]]) -> list[list]:
    """The spots each of ``clauses`` (siblings) holds: a spot goes to the sibling(s) of the
    narrowest span holding it ("Avoids all attacks ..., or target hero must discard ...": the
    discard's, not the whole choice's)."""
    out: list[list] = [[] for _ in clauses]
    for spot in spots:
        holding = [
            (c.span[1] - c.span[0], i)
            for i, c in enumerate(clauses)
            if isinstance(c, fx.Clause) and c.span and c.span[0] <= spot[0] < c.span[1]
        ]
        if holding:
            least = min(n for n, _ in holding)
            for n, i in holding:
                if n == least:
                    out[i].append(spot)
    return out


def _inner_code(clause: fx.Clause, mine: list[tuple[int, str]]) -> fx.Clause:
    """``clause`` with the code of the code nouns printed in its span (``mine``: start, code)
    and in none of the clauses it holds kept as its ``who_code``, when its rendering lost
    them ("Reserve hero can play specials ...", "against the same hero", "male hero")."""
    if not mine:
        return clause
    changes: dict = {}
    held: list[tuple[int, int]] = []
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            parts = _narrowest(value, mine)
            changes[f.name] = tuple(_inner_code(c, p) for c, p in zip(value, parts, strict=True))
            held += [c.span for c in value if c.span is not None]
    out = replace(clause, **changes) if changes else clause
    own = {code for at, code in mine if not any(s <= at < e for s, e in held)}
    if out.who_code or len(own) != 1 or _code_count(out.render()) >= len(mine):
        return out
    return replace(out, who_code=own.pop())


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


class CodeNounsKept(ClauseBuilder):
    """Run last (first of the transformer's mixins), when every other field saying a noun as
    printed is set ("Target Hero", "Opponent's heroes")."""

    def transform(self, tree):
        """The sentence's clauses, with a code noun printed where no field says it back
        ("Reserve hero", "any active hero", "the same hero") kept on the clause that holds
        it (``_inner_code``), so no code is dropped unseen."""
        result = super().transform(tree)
        if not isinstance(result, list) or not _NAMES_A_CODE.search(self.norm.text):
            return result  # no code noun in the text: nothing to keep (most texts)
        spots = [
            (self.norm.original_span(self.base + t.start_pos, self.base + t.end_pos)[0], code)
            for t in getattr(self, "tokens", ())
            if (code := _CODE_WORDS.get(str(t).lower())) and t.start_pos is not None
        ]
        if spots:
            parts = _narrowest(result, spots)
            result = [_inner_code(c, p) if p else c for c, p in zip(result, parts, strict=True)]
        return result
