"""The RLM.* rules: each one tested, summarised in our own words, from a real section."""

from __future__ import annotations

from rules import registry
from tests.games.test_power_up_rules import (
    cited_by_engine,
    copied_summaries,
    count_tests_by_rule,
    sections_missing,
)
from tests.web_free import modules_of_the_web_loaded_by


def test_every_rlm_rule_has_a_test_and_every_named_id_is_known():
    counts = count_tests_by_rule("test_overrealm_*.py")
    rules = {r.id for r in registry.all_rules("overrealm")}
    assert registry.unknown_ids(counts) == []
    assert sorted(rules - set(counts)) == []


def test_the_engine_cites_only_registered_rlm_rules():
    cited = cited_by_engine("overrealm", "RLM")
    assert len(cited) >= 15
    assert registry.unknown_ids(cited) == []


def test_rlm_summaries_are_our_own_words():
    assert copied_summaries("overrealm", "overrealm-rules.txt") == []


def test_rlm_sections_are_headings_of_the_rulebook():
    assert sections_missing("overrealm", "overrealm-rules.txt") == []


def test_open_cases_are_documented_on_the_rule_page():
    """Every rule whose step can say "reading:" documents its reading."""
    for rule_id in (
        "RLM.dominance.b",
        "RLM.counter.exhaust",
        "RLM.pressure",
        "RLM.critical",
        "RLM.round",
    ):
        assert "Reading:" in registry.get_rule(rule_id).summary, rule_id


def test_overrealm_engine_imports_without_django():
    assert modules_of_the_web_loaded_by("rules.engine.games.overrealm") == ""
