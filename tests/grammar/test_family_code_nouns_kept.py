"""Hero/villain code nouns printed where no subject rule narrows a code ("Reserve hero",
"any front line hero", "any active hero", "the same hero", "a male hero", "opponent's Hero is
KO'd", "Any 1 of opponent's heroes"): the clause holding the noun keeps the code in
``who_code``, the canonical text says it back as printed, the round trip holds, and the
faithfulness check counts a code noun the canonical text no longer says as a loss."""

from __future__ import annotations

import dataclasses

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import code_nouns, is_faithful, lost_codes, round_trips

#: Real texts of the ten sets, each with the clause kinds that keep the code.
CODED = {
    "Reserve hero can play specials from reserve this battle.": ("permission",),
    "Reserve hero may use Power cards to defend any front line hero this battle.": ("permission",),
    "One front line hero of your choice is immediately KO'd. Reserve hero immediately moves"
    " into play. Card is discarded if it will end game.": ("knock_out", "character_move"),
    "Choose 1 front line hero that cannot play any cards or be attacked this battle.": (
        "choose_character",
        "play_restriction",
        "cannot_be_attacked",
    ),
    "All hits on the permanent record of all front line heroes are moved to the permanent"
    " record of one front line hero.": ("move_hits",),
    "Any attack made ona front line hero may be moved to reserve hero, who may defend.": ("shift",),
    "Morph gains the Power Grid of any active hero for remainder of battle.": ("grid_copy",),
    "Acts as a level Fighting 2 attack. May make up to 2 additional Fighting attacks against"
    " the same hero.": ("additional_attack",),
    "Acts as a level 3 Energy attack. Cannot be defended by a male hero. One Per Deck": (
        "defender_restriction",
    ),
    "Play when opponent's Hero is KO'd. Reserve must skip a battle before entering.": ("timing",),
    "Hero may switch any two Power cards of equal value on any two of opponent's heroes. One"
    " Per Deck": ("switch_cards",),
    "Hulk may switch any two cards with an Intellect icon on the Permanent Record of any two"
    " Front Line heroes on his team.": ("switch_cards",),
    "Spurned by the Black Cat! Any 1 of opponent's heroes is -2 to defense for remainder of"
    " battle One Per Deck": ("defense_modifier",),
    "Resurrect 1 KO'd hero. If 3 heroes are still in play, resurrected hero is placed in"
    " reserve.": ("condition", "character_move"),
}


def _coded(clauses) -> list[str]:
    out = []
    for c in clauses:
        if c.who_code:
            out.append(c.kind)
        for f in dataclasses.fields(c):
            value = getattr(c, f.name)
            if isinstance(value, tuple) and value and hasattr(value[0], "who_code"):
                out += _coded(value)
    return out


@pytest.mark.parametrize("text", sorted(CODED))
def test_the_code_noun_is_kept_said_back_and_read_faithfully(text):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    assert sorted(_coded(tree.clauses)) == sorted(CODED[text])
    assert {c.who_code for c in tree.clauses if c.who_code} == {"hero"}
    assert code_nouns(tree.canonical) >= code_nouns(text), tree.canonical
    assert round_trips(tree) and is_faithful(text, tree), tree.canonical


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Reserve villain can play specials from reserve this battle.", "Reserve villain may"),
    ],
)
def test_a_villain_is_said_back_as_a_villain(text, said):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    assert tree.clauses[0].who_code == "villain"
    assert said in tree.canonical and round_trips(tree)


@pytest.mark.parametrize(
    "text",
    [
        "Reserve character can play specials from reserve this battle.",
        "Morph gains the Power Grid of any active character for remainder of battle.",
        # nouns other fields say back keep no code of their own
        "Target hero may not attack for remainder of battle. One Per Deck",
        "Opponent's heroes are -1 to all actions for remainder of battle.",
    ],
)
def test_no_code_is_added_where_none_is_lost(text):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    assert not _coded(tree.clauses)
    assert not lost_codes(text, tree)


def test_a_canonical_text_that_drops_a_code_noun_is_not_faithful():
    text = "Reserve hero can play specials from reserve this battle."
    tree = parse_effect(text)
    dropped = dataclasses.replace(tree, canonical=tree.canonical.replace("hero", "character"))
    assert lost_codes(text, dropped) == 1 and not is_faithful(text, dropped)


def test_the_codes_lost_are_counted_not_just_seen():
    """ "Resurrect 1 KO'd hero. If 3 heroes ..." keeping one code noun of three loses two."""
    text = "Resurrect 1 KO'd hero. If 3 heroes are still in play, resurrected hero is placed in"
    tree = parse_effect(text + " reserve.")
    one = dataclasses.replace(
        tree, canonical="Resurrect 1 KO'd hero. If 3 characters are still in play."
    )
    assert lost_codes(text, one) == 2
