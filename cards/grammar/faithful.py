"""Whether a parsed text was understood faithfully, not just parsed.

A text is *faithful* when

1. its tree is ``full``: every sentence parsed and token accounting found no word that the
   clauses lost (``cards.grammar.accounting``);
2. its canonical text keeps every number, power type and qualifier of the card's text
   (``lost_facts``), and as many hero/villain code nouns as the card prints
   (``lost_codes``: "Reserve hero may ..." said "Reserve character may ..." has lost whom the
   code rule lets act), so the rendering a judge reads says what the card says; and
3. its canonical text *round-trips*: parsed again, it gives the same clauses (spans aside)
   and the same One Per Deck flag (``round_trips``), so the rendering is in the game's own
   language and not in internal names.
"""

from __future__ import annotations

import re

from rules.engine.effects import EffectTree

from .accounting import word_key, words

POWER_TYPES = frozenset({"energy", "fighting", "strength", "intellect", "multipower"})
# Words that change who or what an effect applies to, or whether it applies at all.
QUALIFIERS = frozenset(
    {
        "not",
        "only",
        "unless",
        "except",
        "excluding",
        "additional",
        "duplicate",
        "unusable",
        "male",
        "female",
        "villain",
        "front",
        "reserve",
        "teammate",
        "opponent",
        "target",
        "each",
        "any",
        "all",
        "may",
        "before",
        "after",
        "until",
        "if",
    }
)
_NUMBER = re.compile(r"^[+-]?\d+$")


def facts(text: str) -> frozenset[str]:
    """The numbers, power types and qualifiers of ``text`` as word keys."""
    out: set[str] = set()
    for _s, _e, word in words(text):
        key = word_key(word)
        if _NUMBER.match(key) or key in _FACT_KEYS:
            out.add(key)
    return frozenset(out)


_FACT_KEYS = frozenset(word_key(w) for w in POWER_TYPES | QUALIFIERS)


def lost_facts(text: str, tree: EffectTree) -> frozenset[str]:
    """The facts of the card's text that its canonical text no longer says."""
    return facts(text) - facts(tree.canonical)


#: The code nouns of the code rule (OR.code-rule): each printed one narrows a subject or an aim.
#: Compared as written, not by ``word_key``, which takes "hero" for "character" (accounting).
_CODE_NOUN = re.compile(r"\b(?:hero|heroes|villain|villains)\b", re.IGNORECASE)


def code_nouns(text: str) -> int:
    """How many hero/villain code nouns ``text`` says."""
    return len(_CODE_NOUN.findall(text))


def lost_codes(text: str, tree: EffectTree) -> int:
    """How many of the card's hero/villain code nouns its canonical text no longer says (a
    count, not a set: "Resurrect 1 KO'd hero. If 3 heroes ..." keeping one has lost one)."""
    return max(0, code_nouns(text) - code_nouns(tree.canonical))


def round_trips(tree: EffectTree) -> bool:
    """Parsing the canonical text gives the same clauses and One Per Deck flag."""
    from .parser import parse_effect

    again = parse_effect(tree.canonical)
    return (
        again.status == "full"
        and again.clauses == tree.clauses
        and again.one_per_deck == tree.one_per_deck
    )


def is_faithful(text: str, tree: EffectTree) -> bool:
    return (
        tree.status == "full"
        and not lost_facts(text, tree)
        and not lost_codes(text, tree)
        and round_trips(tree)
    )
