"""A subject narrowed to the characters KO'd this battle: "All heroes KO'd this battle may
continue to fight and are not discarded until the end of the battle".

No lexer terminal holds "KO'd this battle": after a subject, "KO'd" goes on with "with N Hits"
(a KO threshold) or with "this battle" (the narrowed subject), and the grammar decides one
word after "KO'd". Only the whole of the characters so narrowed is a subject the rules know.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    (clause,) = tree.clauses
    return clause


def test_all_heroes_kod_this_battle_keep_fighting():
    clause = _only(
        "All heroes KO'd this battle may continue to fight and are not discarded until the "
        "end of the battle."
    )
    assert (clause.kind, clause.who) == ("continue_fighting", "characters_kod_this_battle")


def test_characters_and_heroes_are_one_subject():
    heroes = _only("All heroes KO'd this battle may continue to fight and are not discarded.")
    chars = _only("All characters KO'd this battle may continue to fight and are not discarded.")
    assert heroes.who == chars.who == "characters_kod_this_battle"


def test_kod_with_hits_after_the_same_subject_is_still_a_ko_threshold():
    clause = _only("All characters KO'd with 3 Hits.")
    assert (clause.kind, clause.who, clause.set_to) == ("ko_threshold", "all_characters", 3)


def test_another_subject_kod_this_battle_is_not_understood():
    text = "Any teammate KO'd this battle may continue to fight and is not discarded."
    assert parse_effect(text).status == "failed"


def test_characters_kod_this_battle_counted_for_each():
    clause = _only(
        "For each character KO'd this battle, that character's team is +3 to venture total."
    )
    assert clause.scaling.per == "character KO'd this battle"


def test_kod_this_battle_is_no_lexer_terminal():
    assert "KOD_THIS_BATTLE" not in TO_RESHAPE
