"""The defense check reads the hero/villain code rule as resolve does (``code_rule`` of the
request, each character's ``code``; OR.code-rule): "Any hero may avoid 1 attack" (a real
special of the ten sets, found by its wording) avoids an attack on a hero; on a villain only
while the rule is not in use; on a character whose code is not given, not at all
(OR.code-rule.not-given). Through the engine and the API (a bad value is a 400 naming
``code_rule``)."""

from __future__ import annotations

import json

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.checks import check_defense
from rules.engine.who_codes import NOT_GIVEN
from tests.engine.real_texts import rows, texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ANY_HERO_AVOIDS = texts(r"Any hero may avoid 1 attack\.", "special", full=True)


def _body(text: str, code: str | None, rule: bool | None) -> dict:
    bolt = {"name": "Bolt", "grid": GRID, **({"code": code} if code else {})}
    special = {"special": {"character": "Any Hero", "name": "Angel", "text": text}}
    body = {
        "attack": {
            "by": {"name": "Ace", "grid": GRID, "code": "villain"},
            "target": bolt,
            "cards": [{"power": "energy", "value": 8}],
        },
        "defense": {"by": bolt, "cards": [special]},
    }
    return {**body, **({"code_rule": rule} if rule is not None else {})}


def _check(text: str, code: str | None, rule: bool | None) -> dict:
    return check_defense(_body(text, code, rule), MemoryLookup(), parse_effect)


def test_the_ten_sets_print_the_wording():
    assert ANY_HERO_AVOIDS


@pytest.mark.parametrize("text", ANY_HERO_AVOIDS)
def test_a_hero_avoids_a_villain_only_without_the_rule(text):
    assert _check(text, "hero", True)["result"] == "avoided"
    barred = _check(text, "villain", True)
    assert not barred["legal"] and "OR.code-rule" in barred["rules"]
    # the code rule not in use: any character counts as a hero, as resolve rules it
    free = _check(text, "villain", False)
    assert free["legal"] and free["result"] == "avoided", free["reasons"]


@pytest.mark.parametrize("text", ANY_HERO_AVOIDS[:1])
def test_a_character_of_no_code_given_is_not_taken_for_a_hero(text):
    answer = _check(text, None, True)
    assert not answer["legal"] and NOT_GIVEN in answer["rules"]
    assert _check(text, None, False)["legal"]


@pytest.mark.django_db
@pytest.mark.parametrize("text", ANY_HERO_AVOIDS[:1])
def test_the_api_takes_the_rule_and_names_a_bad_value(client, text):
    url = "/api/v1/checks/defense/"
    ok = client.post(url, json.dumps(_body(text, "villain", False)), "application/json")
    assert ok.status_code == 200 and ok.json()["result"] == "avoided"
    bad = client.post(url, json.dumps(_body(text, "villain", "yes")), "application/json")
    assert bad.status_code == 400
    assert "code_rule" in [d["path"] for d in bad.json()["error"]["details"]]


def _page(client, text: str, code: str, rule: str):
    grid = {k: 8 for k in ("energy", "fighting", "strength", "intellect")}
    card = {"special": {"character": "Any Hero", "name": "Angel", "text": text}}
    return client.get(
        "/desk/defense/",
        {
            "attacker_name": "Ace",
            **{f"attacker_{k}": v for k, v in grid.items()},
            "defender_name": "Bolt",
            **{f"defender_{k}": v for k, v in grid.items()},
            "attack": "8 Energy",
            "defense": json.dumps(card),
            "code_rule": rule,
            "attacker_code": "villain",
            "defender_code": code,
        },
    )


@pytest.mark.django_db
@pytest.mark.parametrize("text", ANY_HERO_AVOIDS[:1])
def test_the_desk_page_takes_the_rule_and_the_codes(client, text):
    free = _page(client, text, "villain", "off")
    assert free.status_code == 200, free.context["form"].errors
    assert free.context["result"]["result"] == "avoided"
    barred = _page(client, text, "villain", "on")
    assert not barred.context["result"]["legal"]
    assert "Bolt is not a hero" in barred.content.decode()


#: Villain-coded specials of the ten sets whose text is "Avoid 1 attack." (OR.code-rule).
VILLAIN_AVOIDS = sorted(
    {t for row, t in rows("special") if row.get("Subtype") == "Villain" and t == "Avoid 1 attack."}
)


@pytest.mark.parametrize(
    ("own", "rule", "legal"),
    [("hero", True, False), ("hero", False, True), ("villain", True, True)],
)
def test_a_hero_never_defends_with_a_villains_card_under_the_rule(own, rule, legal):
    """Check and resolve alike: a hero may not play a villain-coded special to defend."""
    (text,) = VILLAIN_AVOIDS[:1]
    lookup = MemoryLookup()
    lookup.add(
        CardDef(
            name="Bolt - Escape",
            kind="special",
            characters=("Bolt",),
            alignment="villain",
            text=text,
            effect=parse_effect(text),
        )
    )
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "code": own}
    body = {
        "attack": {
            "by": {"name": "Ace", "grid": GRID},
            "target": bolt,
            "cards": [{"power": "energy", "value": 8}],
        },
        "defense": {"by": bolt, "cards": [{"card": "Bolt - Escape"}]},
        "code_rule": rule,
    }
    answer = check_defense(body, lookup, parse_effect)
    assert answer["legal"] is legal, answer["reasons"]
    if not legal:
        assert "OR.code-rule" in answer["rules"]
        assert "may not play Bolt - Escape, a villain card" in answer["reasons"][-1]["text"]
