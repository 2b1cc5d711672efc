"""Clause fields and faithful canonical text of phrase families the specials print, by
family (avoid, hits and KO, grid, placement and piles, permissions, defense): every real
text of the ten sets with the wording is read in full, its canonical text keeps every
number, power type and qualifier and parses back to the same tree, and the field that
carries the phrase's meaning holds it.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts


def _walk(clauses):
    for c in clauses:
        yield c
        yield from _walk(c.get("then") or [])
        yield from _walk(c.get("options") or [])


def _clauses(text: str, kind: str) -> list[dict]:
    return [c for c in _walk(parse_effect(text).to_json()["clauses"]) if c["kind"] == kind]


# (wording in the card text, clause kind, the fields that phrase sets, words of the canonical text)
FAMILIES = [
    # (cards "used to avoid" any numerical attack are a permission: test_family_events_...)
    (r"(?<!used to )avoid any numerical attack", "avoid", {"numerical": True}, ["numerical"]),
    (r"^Avoid (any|1) attack made with a \w+ card", "avoid", {}, ["made with"]),
    (r"Remove up to \d hits", "remove_hits", {"up_to": True}, ["up to"]),
    (r"Ratings? increases? to \d", "grid_change", {"delta": None}, ["to"]),
    (r"Hits to K\.?O\.? number is decreased by \d", "ko_threshold", {}, ["decreased by"]),
    (r"Hits to K\.?O\.? number is increased by \d", "ko_threshold", {}, ["increased by"]),
    (r"additional card Placed on \w+ until", "placement", {"extra_slots": 1}, ["until"]),
    (r"exchange this card for any 1 card in Dead Pile", "permission", {"source": "dead_pile"}, []),
    (r"^Play with \w+ \w+ card usable by", "combine", {"purpose": "play_with"}, ["usable by"]),
    (r"Neither attack may be defended", "defense_restriction", {"applies_to": "both"}, []),
    (r"^Only \w+ attacks may be played against", "play_restriction", {}, ["Only"]),
    (r"If successful,? acts as a level \d \w+ Hit", "hit", {"who": "target"}, ["acts as"]),
    (
        r"Draw Pile\. Discard duplicates\.",
        "discard",
        {"filter": "duplicates"},
        ["discard all duplicates"],
    ),
]


@pytest.mark.parametrize(
    ("wording", "kind", "fields", "words"), FAMILIES, ids=[f[0] for f in FAMILIES]
)
def test_every_real_text_of_the_wording_is_read_faithfully(wording, kind, fields, words):
    found = texts(wording, full=True)
    assert found, f"no full text prints {wording!r}"
    for text in found:
        tree = parse_effect(text)
        # A choice between two actions ("Avoid ... or remove ...") renders as "Choose one:
        # ...", which the grammar does not read back yet (a round-trip failure counted in
        # test_round_trip's cap); its clauses are checked below all the same.
        if not any(c.kind == "choice" for c in tree.clauses):
            assert is_faithful(text, tree), (text, tree.canonical)
        clauses = _clauses(text, kind)
        assert clauses, (text, tree.canonical)
        for name, value in fields.items():
            assert any(c.get(name) == value for c in clauses), (text, clauses)
        for word in words:
            assert word.lower() in tree.canonical.lower(), (text, tree.canonical)
        assert "_" not in tree.canonical.replace("One_Per", ""), tree.canonical


def test_a_ko_number_decreased_is_a_negative_delta_rendered_without_a_sign():
    text = texts(r"Hits to K\.?O\.? number is decreased by \d", full=True)[0]
    (clause,) = _clauses(text, "ko_threshold")
    assert clause["delta"] < 0
    assert f"decreased by {-clause['delta']}" in parse_effect(text).canonical


def test_both_ratings_named_rise_not_either():
    tree = parse_effect(
        "Supergirl's Energy and Fighting skills are increased to 7 in the next battle."
    )
    (clause,) = [c for c in tree.to_json()["clauses"] if c["kind"] == "grid_change"]
    assert clause["icons"] == ["energy", "fighting"] and clause["set_to"] == 7
    assert "Energy and Fighting Power Grid Ratings increase to 7" in tree.canonical


def test_a_defense_from_a_battlesite_is_a_restriction_not_a_total_bar():
    (clause,) = _clauses("May not be defended by a card from a Battlesite.", "defense_restriction")
    assert clause["forbids"] == {"source": "battlesite"}


@pytest.mark.parametrize(
    "text",
    texts(r"gains a? ?\+\d to all actions", full=True)
    + texts(r"\w+ and \w+ actions are [+-]\d", full=True),
)
def test_a_modifier_to_all_actions_is_one_phrase_for_attack_and_defense(text):
    tree = parse_effect(text)
    kinds = [c["kind"] for c in _walk(tree.to_json()["clauses"])]
    assert "attack_modifier" in kinds and "defense_modifier" in kinds
    assert "actions" in tree.canonical and is_faithful(text, tree), tree.canonical
