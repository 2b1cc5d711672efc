"""The shape of a parsed text: spans inside the text, canonical text rendered from the clauses,
conditions taking the clauses joined to them, unknown sentences left unparsed."""

from __future__ import annotations

from cards.grammar import parse_effect


def test_every_clause_has_a_span_inside_the_text():
    text = "Acts as a level 5 Fighting attack. If successful, Target Character -2 to defense for remainder of battle. One Per Deck"
    tree = parse_effect(text)
    attack, cond = tree.clauses
    assert text[attack.span[0] : attack.span[1]] == "Acts as a level 5 Fighting attack."
    assert text[cond.span[0] : cond.span[1]].startswith("If successful")
    assert tree.one_per_deck


def test_canonical_is_rendered_from_clauses():
    tree = parse_effect("acts as a LEVEL 5 figthing attack.  One Per Dek")
    assert tree.canonical == "Acts as a level 5 Fighting attack. One Per Deck"


def test_condition_takes_the_clauses_joined_to_it():
    tree = parse_effect(
        "Acts as a level 4 Fighting attack. If successful, Target Character may not attack "
        "for remainder of battle and Target Character may not play Specials for remainder of battle."
    ).to_json()
    cond = tree["clauses"][1]
    assert [c["kind"] for c in cond["then"]] == ["cannot_attack", "play_restriction"]


def test_unknown_sentence_leaves_the_rest_parsed():
    text = "Acts as a level 6 Intellect attack. Opponent must sing loudly. One Per Deck"
    tree = parse_effect(text)
    assert tree.status == "partial"
    assert [c.kind for c in tree.clauses] == ["attack"]
    assert tree.one_per_deck
    (piece,) = tree.unparsed
    assert text[piece.span[0] : piece.span[1]] == "Opponent must sing loudly."


def test_no_words_are_swallowed():
    # Every word must belong to the card language: a made-up verb leaves the sentence unparsed.
    tree = parse_effect("Target Character may teleport 1 attack.")
    assert tree.status == "failed"
    assert tree.clauses == ()


def test_or_choice_versus_and_combination():
    both = parse_effect("Acts as a level 1 Energy and Strength Hit.").clauses[0]
    either = parse_effect("Acts as a level 1 Energy or Strength Hit.").clauses[0]
    assert both.choice is False and either.choice is True
    assert both.icons == either.icons == ("energy", "strength")
