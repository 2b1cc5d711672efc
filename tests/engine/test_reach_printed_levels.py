"""An attack printed "Acts as a level Any-Power attack" (the level's number left out): its level
is the one printed in the card's corner for those icons (OR.attack.special, MR.1); with none
printed, the attack is "not applied", never made at a level the card does not give. Real card
texts and printed levels of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.importer.columns import parse_levels
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

UNNUMBERED = "level any-power attack"


def _found() -> list[tuple[str, str, list[dict]]]:
    out = []
    for row, text in rows("special"):
        said = UNNUMBERED in text.lower().replace("any power", "any-power")
        if said and parse_effect(text).status == "full":
            out.append((row["Name"], text, parse_levels(row.get("Numbers") or "")))
    return out


FOUND = _found()
ALONE = [f for f in FOUND if "against target battlesite" not in f[1].lower()]
GRID = {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5}


def _attack(text: str, value: int | None) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    special = {"character": "Hero", "name": "Real", "text": text}
    if value is not None:
        special["value"] = value
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [{"special": special}]}]
    plays.append({"type": "pass", "player": "B"})
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_it_alone_and_as_another_way_to_attack():
    assert ALONE and len(FOUND) > len(ALONE)


@pytest.mark.parametrize(("name", "text", "levels"), ALONE)
def test_the_attack_takes_the_level_printed_on_the_card(name, text, levels):
    (printed,) = [lv["value"] for lv in levels if lv["icons"] == ["any_power"]]
    answer = _attack(text, printed)
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"]) for h in hits] == [("any_power", printed)], name
    assert not any("attack" in w["kinds"] for w in answer["warnings"])
    assert "OR.attack.special" in answer["steps"][0]["rules"]


@pytest.mark.parametrize(("name", "text", "levels"), ALONE)
def test_with_no_printed_level_the_attack_is_not_applied(name, text, levels):
    answer = _attack(text, None)
    assert not answer["state"]["players"]["B"]["front_line"][0].get("hits"), name
    (warned,) = [w for w in answer["warnings"] if "attack" in w["kinds"]]
    assert "not applied" in warned["text"]


@pytest.mark.parametrize(("name", "text", "levels"), FOUND)
def test_the_reach_report_numbers_it_from_the_printed_levels(name, text, levels):
    from cards.management.commands.reach_report import numbered

    tree = parse_effect(text).to_json()
    unnumbered = [c for c in reach.walk(tree["clauses"]) if c.get("level_unnumbered")]
    assert unnumbered and not any(reach.is_applied(c) for c in unnumbered)
    read = [c for c in reach.walk(numbered(tree, "Cost/Effect: Any-Power 11")["clauses"])]
    read = [c for c in read if c.get("level_unnumbered")]
    assert all(c["level"] == 11 for c in read)
    # another way to attack ("or ... against Target Battlesite") is the one made on a site
    assert all(reach.is_applied(c) for c in read)


ON_SITE = [f for f in FOUND if f not in ALONE]


@pytest.mark.parametrize(("name", "text", "levels"), ON_SITE)
def test_against_a_battlesite_the_special_takes_its_other_attack(name, text, levels):
    (printed,) = [lv["value"] for lv in levels if lv["icons"] == ["any_power"]]
    card = CardDef(
        name=name, kind="special", text=text, effect=parse_effect(text), extra={"levels": levels}
    )
    lookup = MemoryLookup()
    lookup.add(card)
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {
                "front_line": [{"id": "b1", "name": "Target", "grid": GRID}],
                "battlesite": {"name": "Site"},
            },
        },
        "turn": "A",
    }
    plays = [{"type": "attack", "by": "a1", "target": "battlesite", "cards": [{"card": name}]}]
    answer = resolve(state, plays, lookup, parse_effect).to_json()
    (step,) = [s for s in answer["steps"] if s["result"] == "attack"]
    assert step["value"] == printed and "OR.attack.battlesite" in step["rules"]
    assert not any("attack" in w["kinds"] for w in answer["warnings"])
