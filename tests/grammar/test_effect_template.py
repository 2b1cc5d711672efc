"""The card page's effect include: the text with unparsed spans highlighted, clauses in words."""

from __future__ import annotations

from django.template.loader import render_to_string

from cards.grammar import parse_effect


def test_include_highlights_unparsed_spans():
    text = "Acts as a level 4 Fighting attack. Opponent must sing loudly."
    html = render_to_string(
        "cards/_effect.html", {"effect": parse_effect(text).to_json(), "text": text}
    )
    assert '<mark class="unparsed">Opponent must sing loudly.</mark>' in html
    assert "Acts as a level 4 Fighting attack." in html
    assert '<span class="tag">Attack</span>' in html
    assert "The grammar reads part of this text" in html


def test_include_shows_nested_clauses_in_words():
    text = "Acts as a level 5 Intellect attack. If successful, Target Character -2 to defense for remainder of battle."
    tree = parse_effect(text).to_json()
    html = render_to_string("cards/_effect.html", {"effect": tree, "text": text})
    assert '<span class="tag">Condition</span>' in html
    assert '<span class="tag">Defense modifier</span>' in html
    assert 'class="unparsed"' not in html
    assert "The grammar reads all of this text" in html
    assert tree["canonical"].split(".")[0] in html
    assert "defense_modifier" not in html and "duration:" not in html


def test_include_without_effect():
    html = render_to_string("cards/_effect.html", {"effect": None, "text": ""})
    assert "No text on this card" in html
