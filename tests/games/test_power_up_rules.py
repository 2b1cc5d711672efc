"""The PU.* rules: each one tested, summarised in our own words, from a real section.

Tests name the rule they check by starting their docstring with its id; this module counts
them (``count_tests_by_rule``), so every rule the engine can cite has a test.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from django.conf import settings

from rules import registry
from tests.conftest import SEEDS
from tests.web_free import modules_of_the_web_loaded_by

HERE = Path(__file__).resolve().parent
ENGINE = Path(settings.BASE_DIR) / "rules" / "engine" / "games"


def count_tests_by_rule(pattern: str) -> Counter:
    """Rule id -> number of tests (in files matching ``pattern``) whose docstring names it."""
    counts: Counter = Counter()
    for path in sorted(HERE.glob(pattern)):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                doc = ast.get_docstring(node) or ""
                first = doc.split(":", 1)[0].strip()
                if registry.RULE_ID_RE.match(first):
                    counts[first] += 1
    return counts


def cited_by_engine(package: str, prefix: str) -> set[str]:
    ids: set[str] = set()
    for path in (ENGINE / package).glob("*.py"):
        ids |= set(
            re.findall(rf'"({prefix}\.[a-z0-9.\-]*[a-z0-9])"', path.read_text(encoding="utf-8"))
        )
    return ids


def ngrams(text: str, n: int = 9) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def copied_summaries(source: str, book: str) -> list[str]:
    text = ngrams((SEEDS / book).read_text(encoding="utf-8"))
    return [r.id for r in registry.all_rules(source) if ngrams(r.summary) & text]


def sections_missing(source: str, book: str) -> list[str]:
    def norm(s: str) -> str:
        return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()

    text = norm((SEEDS / book).read_text(encoding="utf-8"))
    return [
        r.id
        for r in registry.all_rules(source)
        if not all(norm(part) in text for part in r.section.split(":"))
    ]


def test_every_pu_rule_has_a_test_and_every_named_id_is_known():
    counts = count_tests_by_rule("test_power_up_*.py")
    rules = {r.id for r in registry.all_rules("power-up")}
    assert registry.unknown_ids(counts) == []
    assert sorted(rules - set(counts)) == []


def test_the_engine_cites_only_registered_pu_rules():
    cited = cited_by_engine("power_up", "PU")
    assert len(cited) >= 20
    assert registry.unknown_ids(cited) == []


def test_pu_summaries_are_our_own_words():
    assert copied_summaries("power-up", "power-up-rules.txt") == []


def test_pu_sections_are_headings_of_the_rulebook():
    assert sections_missing("power-up", "power-up-rules.txt") == []


def test_open_cases_are_documented_on_the_rule_page():
    """Every rule whose engine step can say "reading:" documents its reading."""
    for rule_id in (
        "PU.wounds",
        "PU.keyword.stun",
        "PU.keyword.speedster",
        "PU.keyword.unblockable",
        "PU.keyword.evade",
        "PU.team-up.strike",
        "PU.chain",
        "PU.win.hq",
        "PU.win.tie-break",
        "PU.win.no-more-heroes",
        "PU.keyword.strike-first",
    ):
        assert "Reading:" in registry.get_rule(rule_id).summary, rule_id


def test_power_up_engine_imports_without_django():
    assert modules_of_the_web_loaded_by("rules.engine.games.power_up") == ""
