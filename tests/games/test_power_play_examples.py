"""The Power Play rulebook's two worked examples, read from the rulebook itself and tallied.

Each test is named by the rule id it checks. The cards, texts and printed totals come from
``../shared/seeds/power-play-midville-rules.txt`` (never copied into the project).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from rules.engine.games import power_play as pp
from tests.conftest import SEEDS

RULEBOOK = SEEDS / "power-play-midville-rules.txt"


def _powers(text: str) -> tuple[pp.Power, ...]:
    return tuple(
        pp.Power(kind, int(value)) for value, kind in re.findall(r"(\d+)\s+([A-Za-z]+)", text)
    )


def _after(chunk: str, label: str) -> str:
    return chunk.split(label, 1)[1]


def _quoted(text: str) -> str:
    return re.search(r'"([^"]+)"', text).group(1)


@cache
def rulebook_examples() -> list[dict[str, Any]]:
    """Each worked example: the case as printed and the totals the rulebook prints."""
    book = RULEBOOK.read_text(encoding="utf-8")
    section = book.split("TALLYING EXAMPLES", 1)[1].split("OPTIONAL RULES", 1)[0]
    examples = []
    for chunk in section.split("Players played:")[1:]:
        played, rest = chunk.split("Villain:", 1)
        name = rest.strip().splitlines()[0].strip()
        villain_part = rest.split("Attribute power:", 1)[0]
        attribute_part = _after(rest, "Attribute power:").split("Powers:", 1)[0]
        location_part = _after(rest, "Location:").split("Calculation:", 1)[0]
        location_lines = [line.strip() for line in location_part.splitlines() if line.strip()]
        names = [line for line in location_lines if not line.startswith('"')]
        sums = re.findall(r"\$\$(.*?)\$\$", _after(rest, "Calculation:"), re.S)
        totals = [int(re.findall(r"= (\d+)", s)[-1]) for s in sums]
        examples.append(
            {
                "case": pp.TallyCase(
                    heroes=_powers(played),
                    villain=pp.Villain(
                        name=name,
                        base=int(re.search(r"Base power:\s*(\d+)", villain_part).group(1)),
                        powers=_powers(_after(rest, "Powers:").split("Location:", 1)[0]),
                        text=_quoted(villain_part),
                    ),
                    attribute=pp.Attribute(
                        value=int(re.match(r"\s*(\d+)", attribute_part).group(1)),
                        text=_quoted(attribute_part),
                    ),
                    location=pp.Location(names[0] if names else "", _quoted(location_part)),
                ),
                "heroes": totals[0],
                "villain": totals[1],
                "needed": [int(n) for n in re.findall(r"at least (\d+) Bonus Power", chunk)],
            }
        )
    return examples


@cache
def answer(index: int) -> dict[str, Any]:
    return pp.tally(rulebook_examples()[index]["case"]).as_dict()


def lines_of(result: dict, side: str, kind: str) -> list[dict]:
    return [line for line in result[side]["lines"] if line["kind"] == kind]


def test_the_rulebook_holds_two_worked_examples_as_read():
    first, second = rulebook_examples()
    assert (first["heroes"], first["villain"], first["needed"]) == (10, 18, [8])
    assert (second["heroes"], second["villain"]) == (37, 33)
    assert [p.label() for p in first["case"].heroes] == ["3 Air", "3 Ice", "4 Stealth"]
    assert len(second["case"].heroes) == 5 and second["case"].location.name == ""
    assert first["case"].villain.name.lower() == "aerodynamic"


# ------------------------------------------------------------------ example 1: 10 against 18


def test_PP_tally_heroes_example_1_comes_to_10():
    assert answer(0)["heroes"]["total"] == rulebook_examples()[0]["heroes"] == 10


def test_PP_tally_villain_example_1_comes_to_18():
    result = answer(0)
    assert result["villain"]["total"] == rulebook_examples()[0]["villain"] == 18
    base = lines_of(result, "villain", "base")[0]
    assert (base["op"], base["value"], base["running"]) == ("×", 2, 14)


def test_PP_mod_immune_example_1_ice_scores_nothing_but_still_pairs():
    result = answer(0)
    ice = [line for line in lines_of(result, "heroes", "power") if line["label"] == "3 Ice"]
    assert ice[0]["value"] == 0 and "PP.mod.immune" in ice[0]["rules"]
    multiples = lines_of(result, "heroes", "multiples")
    assert [(m["label"], m["value"]) for m in multiples] == [("two powers of value 3", 3)]


def test_PP_tally_multiples_example_1_two_threes_add_3():
    step = next(s for s in answer(0)["steps"] if s["rules"] == ["PP.tally.multiples"])
    assert step["result"] == "bonus" and "immune power still makes multiples" in step["text"]


def test_PP_mod_also_count_as_example_1_both_villain_powers_are_air():
    result = answer(0)
    kinds = {m["kind"]: m for m in result["modifiers"]}
    assert kinds["also_count_as"]["types"] == ["Air"]
    assert [line["counts_as"] for line in lines_of(result, "villain", "power")] == [
        "2 Fire/Air",
        "3 Mental/Air",
    ]


def test_PP_tally_villain_same_type_example_1_adds_4_for_all_air():
    result = answer(0)
    assert [(x["value"], x["label"]) for x in lines_of(result, "villain", "same_type")] == [
        (4, "all powers are Air")
    ]
    assert lines_of(result, "villain", "same_value") == []


def test_PP_mod_same_type_example_1_location_halves_nothing_and_says_why():
    result = answer(0)
    step = next(s for s in result["steps"] if s["rules"] == ["PP.mod.same-type"])
    assert step["result"] == "no_effect"
    assert "reading:" in step["text"] and "location texts apply first" in step["text"]
    assert result["unparsed"] == []


def test_PP_tally_modifiers_example_1_order_is_a_stated_reading():
    step = answer(0)["steps"][0]
    assert step["rules"] == ["PP.tally.modifiers"] and step["result"] == "order"
    assert "reading:" in step["text"]
    assert step["text"].index("location") < step["text"].index("villain card")


def test_PP_tally_winner_example_1_villain_wins_unless_8_bonus_points():
    result = answer(0)
    assert (result["winner"], result["bonus_needed"]) == ("villain", 8)
    assert result["steps"][-1]["rules"][0] == "PP.tally.winner"


def test_PP_tally_bonus_powers_example_1_eight_bonus_points_tie_and_the_heroes_win():
    case = rulebook_examples()[0]["case"]
    for bonus, winner in (((3, 4), "villain"), ((3, 5), "heroes"), ((2, 2, 4), "heroes")):
        result = pp.tally(pp.TallyCase(**{**case.__dict__, "bonus_powers": bonus})).as_dict()
        assert result["winner"] == winner, bonus
        assert result["heroes"]["total"] == 10 + sum(bonus)
        assert result["bonus_needed"] == max(0, 8 - sum(bonus))


# ------------------------------------------------------------------ example 2: 37 against 33


def test_PP_tally_heroes_example_2_comes_to_37():
    assert answer(1)["heroes"]["total"] == rulebook_examples()[1]["heroes"] == 37


def test_PP_tally_villain_example_2_comes_to_33():
    result = answer(1)
    assert result["villain"]["total"] == rulebook_examples()[1]["villain"] == 33
    assert [line["value"] for line in result["villain"]["lines"]] == [5, 3, 3, 3]


def test_PP_mod_value_counts_as_example_2_one_counts_as_five_on_both_sides():
    result = answer(1)
    mental = lines_of(result, "heroes", "power")[0]
    fire = lines_of(result, "villain", "power")[0]
    assert (mental["label"], mental["counts_as"], mental["value"]) == ("1 Mental", "5 Mental", 10)
    assert (fire["label"], fire["counts_as"], fire["value"]) == ("1 Fire", "5 Fire", 5)


def test_PP_mod_scale_example_2_aura_doubles_the_heroes_mental_powers():
    heroes = lines_of(answer(1), "heroes", "power")
    assert [(line["label"], line["value"]) for line in heroes[:2]] == [
        ("1 Mental", 10),
        ("2 Mental", 4),
    ]
    assert all("PP.mod.scale" in line["rules"] for line in heroes[:2])
    assert all("PP.mod.scale" not in line["rules"] for line in heroes[2:])


def test_PP_mod_villain_type_example_2_air_doubles_against_the_villains_air():
    heroes = {line["label"]: line for line in lines_of(answer(1), "heroes", "power")}
    assert heroes["2 Air"]["value"] == 4 and "PP.mod.villain-type" in heroes["2 Air"]["rules"]
    assert heroes["2 Ice"]["value"] == 2 and heroes["4 Ice"]["value"] == 4


def test_PP_tally_multiples_example_2_three_twos_two_mentals_two_ices():
    multiples = [(m["label"], m["value"]) for m in lines_of(answer(1), "heroes", "multiples")]
    assert multiples == [
        ("three powers of value 2", 7),
        ("two Mental powers", 3),
        ("two Ice powers", 3),
    ]


def test_PP_tally_villain_same_value_example_2_no_bonus_for_5_and_3():
    result = answer(1)
    assert lines_of(result, "villain", "same_value") == []
    assert lines_of(result, "villain", "same_type") == []


def test_PP_tally_winner_example_2_heroes_win_and_take_a_bonus_power():
    result = answer(1)
    assert (result["winner"], result["bonus_needed"]) == ("heroes", 0)
    assert result["steps"][-1]["changes"] == [{"bonus_power": 3}]


@pytest.mark.parametrize("index", [0, 1])
def test_PP_tally_modifiers_every_rulebook_text_is_read(index):
    result = answer(index)
    assert result["unparsed"] == []
    assert len(result["modifiers"]) == 3
    assert {m["source"] for m in result["modifiers"]} == {"location", "villain", "attribute"}
