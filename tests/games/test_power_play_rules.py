"""The PP rule ids: registered, in our own words, naming the rulebook's headings, each cited by
the engine, each reading documented on its page, and served like the OverPower ids."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.utils.html import escape

from rules import registry
from rules.engine.games import power_play as pp
from tests.conftest import SEEDS

RULEBOOK = SEEDS / "power-play-midville-rules.txt"
ENGINE = Path(pp.__file__).resolve().parent
PP_IDS = [r.id for r in registry.all_rules("power-play")]
#: The rules whose page states the reading the service chose for an open case.
READINGS = [
    "PP.tally.modifiers",
    "PP.mod.also-count-as",
    "PP.mod.scale",
    "PP.mod.villain-type",
    "PP.mod.same-type",
    "PP.mod.value-counts-as",
    "PP.tally.multiples",
    "PP.tally.bonus-powers",
    "PP.tally.villain-same-value",
    "PP.turn-end.bad-news",
    "PP.game.rounds",
    "PP.score",
]


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def test_the_power_play_rules_are_registered():
    assert len(PP_IDS) == 20
    assert all(registry.get_rule(i).file == "power-play.toml" for i in PP_IDS)


@pytest.mark.parametrize("rule_id", PP_IDS)
def test_each_rule_names_a_heading_of_the_rulebook_in_our_own_words(rule_id):
    rule = registry.get_rule(rule_id)
    book = RULEBOOK.read_text(encoding="utf-8")
    assert _norm(re.split(r"[:;]", rule.section)[0]) in _norm(book)
    assert not _ngrams(rule.summary, 8) & _ngrams(book, 8)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", rule.summary) if s.strip()]
    assert 1 <= len(sentences) <= 6


def test_every_pp_rule_is_cited_by_the_engine_and_every_cited_id_is_known():
    cited: set[str] = set()
    for path in ENGINE.glob("*.py"):
        cited |= set(re.findall(r"""["'](PP\.[a-z0-9.\-]*[a-z0-9])["']""", path.read_text("utf-8")))
    assert cited == set(PP_IDS)


@pytest.mark.parametrize("rule_id", READINGS)
def test_each_open_case_reading_is_on_its_rules_page(rule_id):
    assert "Reading:" in registry.get_rule(rule_id).summary


@pytest.mark.django_db
@pytest.mark.parametrize("rule_id", PP_IDS)
def test_each_pp_rule_is_served_by_the_api_and_the_pages(client, rule_id):
    body = client.get(f"/api/v1/rules/{rule_id}/").json()
    assert body["id"] == rule_id and body["source"] == "power-play"
    page = client.get(f"/rules/{rule_id}/")
    assert page.status_code == 200
    assert escape(registry.get_rule(rule_id).title) in page.content.decode()


@pytest.mark.django_db
def test_the_rule_list_filters_the_power_play_rules(client):
    body = client.get("/api/v1/rules/", {"source": "power-play"}).json()
    assert sorted(r["id"] for r in body["results"]) == sorted(PP_IDS)
    assert "Power Play" in client.get("/rules/", {"source": "power-play"}).content.decode()
