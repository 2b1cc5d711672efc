"""The glossary: the game's keywords, each defined and tied to known rules."""

from __future__ import annotations

import pytest

from rules import glossary, registry

REQUIRED = [
    "Avoid",
    "Negate",
    "Shift",
    "Double Shift",
    "Acts As",
    "Combine",
    "One Per Deck",
    "String attack",
    "Secondary effect",
    "Conditional effect",
    "Placing",
    "Venture",
    "Venture Total",
    "Spectrum KO",
    "Cumulative KO",
    "TKO",
    "Reserve",
    "Front Line",
    "Home Base",
    "Battlesite",
    "Activator",
    "Aspect",
    "MultiPower",
    "Any-Power",
    "Renege",
    "Concede",
    "Pass",
    "Dead Pile",
    "Power Pack",
    "Permanent Record",
    "Priority",
    "Duration",
]


@pytest.mark.parametrize("term", REQUIRED)
def test_keyword_is_defined(term):
    names = {t.term.lower() for t in glossary.all_terms()}
    assert term.lower() in names


def test_every_term_cites_known_rules():
    for term in glossary.all_terms():
        assert term.rules, term.term
        assert all(registry.is_known(r) for r in term.rules), term.term
        assert len(term.definition.split()) >= 8, term.term


def test_terms_are_sorted_and_have_unique_slugs():
    terms = glossary.all_terms()
    assert [t.term.lower() for t in terms] == sorted(t.term.lower() for t in terms)
    assert len({t.slug for t in terms}) == len(terms)


def test_terms_for_rule():
    assert "TKO" in [t.term for t in glossary.terms_for_rule("MR.12.tko")]


def test_glossary_refuses_unknown_rule_ids(tmp_path):
    bad = tmp_path / "glossary.toml"
    bad.write_text('[[term]]\nterm = "X"\ndefinition = "a thing"\nrules = ["MR.404"]\n')
    with pytest.raises(registry.RegistryError, match="MR.404"):
        glossary.load_glossary(bad)
