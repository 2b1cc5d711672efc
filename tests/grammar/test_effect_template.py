"""The card page's effect include: clauses, canonical text and highlighted unparsed spans."""

from __future__ import annotations

from django.template.loader import render_to_string

from cards.grammar import parse_effect


def test_include_highlights_unparsed_spans():
    text = "Acts as a level 4 Fighting attack. Opponent must sing loudly."
    html = render_to_string(
        "cards/_effect.html", {"effect": parse_effect(text).to_json(), "text": text}
    )
    assert '<span class="unparsed"' in html
    assert "Opponent must sing loudly.</span>" in html
    assert "Acts as a level 4 Fighting attack." in html
    assert "<code>attack</code>" in html
    assert "partial" in html


def test_include_shows_nested_clauses_and_canonical():
    text = "Acts as a level 5 Intellect attack. If successful, Target Character -2 to defense for remainder of battle."
    tree = parse_effect(text).to_json()
    html = render_to_string("cards/_effect.html", {"effect": tree, "text": text})
    assert "<code>condition</code>" in html and "<code>defense_modifier</code>" in html
    assert 'class="unparsed"' not in html
    assert tree["canonical"].split(".")[0] in html


def test_include_without_effect():
    html = render_to_string("cards/_effect.html", {"effect": None, "text": ""})
    assert "No effect text" in html
