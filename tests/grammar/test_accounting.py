"""Token accounting: a word the grammar read but no clause kept makes the text partial."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.accounting import unconsumed, word_key
from cards.grammar.filler import FILLER
from cards.grammar.parser import sentence_trees
from rules.engine.effects import Draw, EffectTree, Permission, Search, Timing, Unconsumed

WOLVERINE = (
    "Wolverine may use Fighting Power cards level 6 through 8 to avoid any attack made against "
    "Wolverine or teammate for remainder of battle. One Per Deck"
)
MURMUR = (
    "All Energy Power Card Hits on Target Character are doubled when determining Cumulative "
    "K.O. for remainder of game."
)


def test_every_filler_word_says_why_it_carries_no_meaning():
    assert 10 <= len(FILLER) <= 60
    for word, reason in FILLER.items():
        assert word == word.lower() and len(reason) > 15, word
    # words that change a ruling are never filler
    for word in ("not", "may", "only", "or", "any", "all", "each", "additional", "up", "to"):
        assert word not in FILLER


def test_word_keys_fold_spelling_not_meaning():
    assert word_key("K.O.'d") == word_key("KO") == word_key("KO'd")
    assert word_key("Hits") == word_key("hit")
    assert word_key("played") == word_key("play")
    assert word_key("+2") != word_key("-2") != word_key("2")
    assert word_key("may") != word_key("must")
    assert word_key("Morbius's") == word_key("Morbius") and word_key("X's") == word_key("X")


def _lost(sentence: str, *clauses) -> list[str]:
    """The words accounting names when ``sentence`` is read into ``clauses`` (a reading
    built by hand, to check the accounting itself rather than the grammar's reading)."""
    (tree,) = sentence_trees(sentence)
    return [word for _s, _e, word in unconsumed(tree, clauses)]


def test_a_word_read_twice_must_be_kept_twice():
    """A name owning the cards is lost if only the subject's name is rendered."""
    sentence = "Dark Beast may play any Beast Special cards."
    dropped = Permission(who="Dark Beast", action="play", card_kinds=("special",))
    assert _lost(sentence, dropped) == ["Beast"]
    kept = Permission(who="Dark Beast", action="play", card_kinds=("special",), names=("Beast",))
    assert _lost(sentence, kept) == []
    assert parse_effect(sentence).status == "full"  # the grammar keeps the owner


def test_own_name_inside_a_sentence_may_render_as_this_character():
    tree = parse_effect(WOLVERINE)
    assert "made against this character or teammate" in tree.canonical
    assert tree.status == "full", tree.unconsumed
    # ... but the default subject of a sentence that names nobody stands for no name
    sentence = "May play any Cyclops Special cards."
    assert _lost(sentence, Permission(action="play", card_kinds=("special",))) == ["Cyclops"]


def test_a_fully_kept_sentence_is_full_and_names_nothing():
    tree = parse_effect("Acts as a level 4 Fighting attack.")
    assert tree.status == "full" and tree.unconsumed == ()


def test_dropped_count_is_named():
    # A reading of a location's "after discarding 1 or more ... cards" trigger that keeps no
    # count (as the grammar once read it): the count and "more" are named, never dropped
    # silently, each at its place in the sentence.
    text = (
        "During discard phase, after discarding 1 or more duplicate or unusable cards, "
        "sort through Power Pack and draw any 1 card."
    )
    countless = (
        Timing(when="during_discard_phase_after_discarding_duplicate_or_unusable_cards"),
        Search(pile="power_pack"),
        Draw(count=1, from_="power_pack", any_chosen=True),
    )
    (tree,) = sentence_trees(text)
    lost = unconsumed(tree, countless)
    assert {"1", "more"} <= {word for _s, _e, word in lost}
    for start, end, word in lost:
        assert text[start:end] == word
    # the grammar's own reading keeps the count in the moment it names
    assert parse_effect(text).status == "full"


def test_filler_words_are_not_named():
    tree = parse_effect("Acts as a level 4 Fighting attack.")
    assert "a" not in {u.word.lower() for u in tree.unconsumed}
    tree = parse_effect(WOLVERINE)
    assert tree.unconsumed == ()


# A teammate's owner the defense-modifier clause does not keep yet (the remove-Hits clause
# of "the Permanent Record of Onslaught teammate" now keeps it).
LANDAU = "Onslaught's teammate is +2 to defense."


def test_unconsumed_words_are_in_the_json_and_survive_it():
    # (the owner of the teammate: read, then kept by no field yet)
    text = LANDAU
    tree = parse_effect(text)
    data = tree.to_json()
    assert data["unconsumed"] and {"span", "word"} <= set(data["unconsumed"][0])
    again = EffectTree.from_json(data)
    assert again.unconsumed == tree.unconsumed and again.status == "partial"
    # trees stored before accounting (no "unconsumed" key) still load
    old = {k: v for k, v in data.items() if k != "unconsumed"}
    assert EffectTree.from_json(old).unconsumed == ()


def test_build_with_unconsumed_is_partial():
    tree = parse_effect("Acts as a level 4 Fighting attack.")
    built = EffectTree.build(tree.clauses, (), False, [Unconsumed((0, 4), "Acts")])
    assert built.status == "partial"


@pytest.mark.django_db
def test_parse_endpoint_names_unconsumed_words(client):
    response = client.post("/api/v1/parse/", {"text": LANDAU}, content_type="application/json")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "partial"
    assert "Onslaught" in {u["word"] for u in body["unconsumed"]}


# ------------------------------------------------------------- misreadings read right now


def test_wolverine_keeps_levels_and_protected_characters():
    tree = parse_effect(WOLVERINE)
    assert tree.status == "full"
    (clause,) = tree.clauses
    assert clause.kind == "permission" and clause.action == "use_to_avoid"
    assert clause.icons == ("fighting",) and clause.card_kinds == ("power",)
    assert clause.levels == (6, 8)
    assert clause.against == "self_or_teammate"
    assert clause.attacks is None  # any attack
    assert "level 6 through 8" in tree.canonical and "or teammate" in tree.canonical


def test_murmur_hits_count_double_not_the_threshold():
    tree = parse_effect(MURMUR)
    assert tree.status == "full"
    (clause,) = tree.clauses
    assert clause.kind == "ko_threshold"
    assert clause.hit_multiplier == 2 and clause.multiplier is None
    assert clause.icons == ("energy",) and clause.forbids == ()
    assert "doubled" in tree.canonical and "may not" not in tree.canonical


def test_havok_grid_qualifier_renders_in_the_games_words():
    tree = parse_effect("+1 to all attacks vs. Characters with Energy Power Grid 7 or 8.")
    assert "_" not in tree.canonical
    assert "characters with Energy Power Grid 7 or 8" in tree.canonical
