"""The Power Play tally beyond the rulebook's examples: the bonuses, ties, the order of the
card texts and every reading the engine states for a case the rulebook leaves open."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules import registry
from rules.engine.games import power_play as pp

P = pp.Power
ENGINE = Path(pp.__file__).resolve().parent


def case(
    heroes,
    powers=(("Fire", 2), ("Mental", 3)),
    *,
    base=1,
    attribute=0,
    villain="",
    attribute_text="",
    location=None,
    bonus=(),
):
    """A tally case: ``villain`` is the villain card's text, ``powers`` its two powers."""
    return pp.TallyCase(
        heroes=tuple(P(t, v) for t, v in heroes),
        villain=pp.Villain("Boss", base, tuple(P(t, v) for t, v in powers), villain),
        attribute=pp.Attribute(attribute, attribute_text),
        location=pp.Location("Somewhere", location) if location is not None else None,
        bonus_powers=tuple(bonus),
    )


def run(*args, **kwargs) -> dict:
    return pp.tally(case(*args, **kwargs)).as_dict()


def multiples(result) -> list[tuple[str, int]]:
    return [(x["label"], x["value"]) for x in result["heroes"]["lines"] if x["kind"] == "multiples"]


def points(result, side="heroes") -> list[int]:
    return [x["value"] for x in result[side]["lines"] if x["kind"] == "power"]


def step_for(result, rule) -> dict:
    return next(s for s in result["steps"] if rule in s["rules"])


@pytest.mark.parametrize(
    ("count", "bonus"), [(0, 0), (1, 0), (2, 3), (3, 7), (4, 12), (5, 17), (9, 17)]
)
def test_PP_tally_multiples_table(count, bonus):
    assert pp.multiples_bonus(count) == bonus


@pytest.mark.parametrize(("count", "bonus"), [(2, 3), (3, 7), (4, 12), (5, 17), (6, 17)])
def test_PP_tally_multiples_of_one_value_in_different_types(count, bonus):
    heroes = [(t, 4) for t in ("Air", "Ice", "Fire", "Mental", "Stealth", "Water")[:count]]
    result = run(heroes)
    assert [value for _, value in multiples(result)] == [bonus]
    assert multiples(result)[0][0].endswith("powers of value 4")
    assert result["heroes"]["total"] == 4 * count + bonus


@pytest.mark.parametrize(
    ("count", "label", "bonus"),
    [(2, "two", 3), (3, "three", 7), (4, "four", 12), (5, "5", 17)],
)
def test_PP_tally_multiples_of_one_type_in_different_values(count, label, bonus):
    result = run([("Ice", v) for v in range(1, count + 1)])
    assert multiples(result) == [(f"{label} Ice powers", bonus)]


def test_PP_tally_multiples_values_and_types_both_count():
    result = run([("Air", 3), ("Air", 3), ("Air", 5)])
    assert multiples(result) == [("two powers of value 3", 3), ("three Air powers", 7)]
    assert result["heroes"]["total"] == 11 + 10


def test_PP_tally_multiples_every_repeated_value_scores():
    result = run([("Air", 1), ("Ice", 1), ("Fire", 2), ("Stealth", 2), ("Mental", 2)])
    assert multiples(result) == [("two powers of value 1", 3), ("three powers of value 2", 7)]


def test_PP_tally_multiples_a_power_with_two_types_counts_in_each():
    result = run(
        [("Air", 1), ("Ice", 2), ("Fire", 3)], location="Hero Ice powers also count as Air"
    )
    assert multiples(result) == [("two Air powers", 3)]
    assert "reading:" in step_for(result, "PP.tally.multiples")["text"]


def test_PP_tally_multiples_no_repeat_no_bonus():
    result = run([("Air", 1), ("Ice", 2)])
    assert multiples(result) == []
    assert step_for(result, "PP.tally.multiples")["result"] == "no_bonus"


def test_PP_tally_villain_base_multiplies_before_the_plus_fours():
    result = run([("Air", 1)], powers=(("Fire", 2), ("Fire", 2)), base=3, attribute=1)
    assert [(x["kind"], x["op"], x["value"], x["running"]) for x in result["villain"]["lines"]] == [
        ("power", "+", 2, 2),
        ("power", "+", 2, 4),
        ("attribute", "+", 1, 5),
        ("base", "×", 3, 15),
        ("same_value", "+", 4, 19),
        ("same_type", "+", 4, 23),
    ]
    assert result["villain"]["total"] == 23


def test_PP_tally_villain_same_value_compares_what_the_cards_count_as():
    result = run(
        [("Air", 1)], powers=(("Fire", 1), ("Ice", 5)), location="Powers of value 1 count as 5"
    )
    assert [x["kind"] for x in result["villain"]["lines"]][-1] == "same_value"


def test_PP_tally_villain_attribute_is_added_as_printed_and_says_so():
    result = run(
        [("Air", 1)],
        powers=(("Fire", 1), ("Ice", 4)),
        attribute=1,
        location="Powers of value 1 count as 5",
    )
    assert [x["value"] for x in result["villain"]["lines"][:3]] == [5, 4, 1]
    assert (
        "reading: the attribute's power is added as printed"
        in step_for(result, "PP.tally.villain")["text"]
    )


def test_PP_tally_winner_a_tie_goes_to_the_heroes():
    result = run([("Air", 5)], powers=(("Fire", 2), ("Ice", 3)))
    assert (result["heroes"]["total"], result["villain"]["total"]) == (5, 5)
    assert (result["winner"], result["bonus_needed"]) == ("heroes", 0)
    assert "a tie goes to the heroes" in result["steps"][-1]["text"]


def test_PP_tally_winner_bonus_needed_is_the_gap():
    result = run([("Air", 1)], powers=(("Fire", 2), ("Ice", 3)), base=2)
    assert (result["winner"], result["bonus_needed"]) == ("villain", 9)
    assert result["steps"][-1]["changes"] == [{"bad_news": 1}]


def test_PP_tally_bonus_powers_are_added_and_an_unneeded_one_is_a_stated_reading():
    result = run([("Air", 9)], powers=(("Fire", 1), ("Ice", 2)), bonus=[2])
    assert result["heroes"]["total"] == 11
    assert [x["kind"] for x in result["heroes"]["lines"]][-1] == "bonus_power"
    note = step_for(result, "PP.tally.bonus-powers")
    assert note["result"] == "bonus"
    unneeded = [s for s in result["steps"] if s["result"] == "not_needed"]
    assert len(unneeded) == 1 and "reading:" in unneeded[0]["text"]


def test_PP_tally_bonus_powers_needed_ones_carry_no_reading():
    result = run([("Air", 1)], powers=(("Fire", 1), ("Ice", 2)), bonus=[2])
    assert result["winner"] == "heroes" and not [
        s for s in result["steps"] if s["result"] == "not_needed"
    ]


def test_PP_tally_modifiers_unparsed_text_is_ignored_and_said():
    result = run([("Air", 3)], villain="The heroes must dance. Immune to Air powers")
    assert [u["text"] for u in result["unparsed"]] == ["The heroes must dance"]
    ignored = [s for s in result["steps"] if s["result"] == "ignored"]
    assert len(ignored) == 1 and "ignores it" in ignored[0]["text"]
    assert ignored[0]["rules"] == ["PP.tally.modifiers"]
    assert points(result) == [0]


def test_PP_tally_modifiers_one_source_has_no_order_step():
    result = run([("Air", 3)], attribute=2, villain="Immune to Air powers")
    assert points(result) == [0]
    assert all(s["result"] != "order" for s in result["steps"])


def test_PP_mod_same_type_halves_within_each_side_only():
    result = run(
        [("Fire", 3), ("Fire", 5), ("Ice", 2)],
        powers=(("Fire", 4), ("Ice", 3)),
        location="Powers of the same type count half, rounded up",
    )
    assert points(result) == [2, 3, 2]
    assert points(result, "villain") == [4, 3]
    assert "reading:" in step_for(result, "PP.mod.same-type")["text"]


def test_PP_mod_same_type_on_the_villain_card_sees_the_type_it_added_first():
    text = "All this villain's powers also count as Air. Powers of the same type count half"
    result = run([("Air", 1)], powers=(("Fire", 3), ("Ice", 5)), villain=text)
    assert points(result, "villain") == [2, 3]
    assert "rounded up" in step_for(result, "PP.mod.same-type")["text"]


def test_PP_mod_scale_two_doublings_multiply_and_say_so():
    result = run(
        [("Mental", 2), ("Fire", 1)],
        powers=(("Mental", 3), ("Ice", 3)),
        villain="Double all the heroes' Mental power values",
        attribute_text="Hero powers of the same type as one of the villain's powers have double value",
    )
    assert points(result) == [8, 1]
    text = step_for(result, "PP.mod.villain-type")["text"]
    assert "reading: doublings and halvings apply one after another" in text


def test_PP_mod_scale_a_half_with_no_rounding_rounds_up_and_says_so():
    result = run([("Air", 5)], location="Hero Air powers count half")
    assert points(result) == [3]
    assert "reading: the text does not say how to round" in step_for(result, "PP.mod.scale")["text"]


def test_PP_mod_scale_rounded_down_when_the_text_says_so():
    result = run([("Air", 5)], location="Hero Air powers count half, rounded down")
    assert points(result) == [2]
    assert "reading" not in step_for(result, "PP.mod.scale")["text"]


def test_PP_mod_value_counts_as_after_a_doubling_doubles_the_new_value():
    result = run(
        [("Mental", 1)],
        location="Hero Mental powers count double",
        villain="Powers of value 1 count as 4",
    )
    assert points(result) == [8]
    assert (
        "reading: the doublings and halvings already made apply to the new value"
        in step_for(result, "PP.mod.value-counts-as")["text"]
    )


def test_PP_mod_value_counts_as_changes_the_values_that_make_multiples():
    result = run([("Air", 1), ("Ice", 5)], location="Powers of value 1 count as 5")
    assert multiples(result) == [("two powers of value 5", 3)]


def test_PP_mod_villain_type_sees_the_villains_added_types_and_says_so():
    result = run(
        [("Air", 2), ("Ice", 2)],
        powers=(("Fire", 3), ("Mental", 1)),
        villain="All this villain's powers also count as Air",
        attribute_text="Hero powers of the same type as one of the villain's powers count double",
    )
    assert points(result) == [4, 2]
    text = step_for(result, "PP.mod.villain-type")["text"]
    assert "reading: the villain's powers are compared by every type" in text


def test_PP_mod_immune_twice_changes_the_card_once():
    result = run(
        [("Ice", 4)], location="Immune to Ice powers", villain="Ice powers cannot hurt her"
    )
    immune_steps = [s for s in result["steps"] if s["rules"] == ["PP.mod.immune"]]
    assert [s["result"] for s in immune_steps] == ["applied", "no_effect"]


def test_steps_have_the_overpower_shape_and_cite_known_rules():
    result = run(
        [("Air", 3), ("Air", 3)], location="Powers of value 3 count as 4", villain="Immune to Ice"
    )
    assert [s["n"] for s in result["steps"]] == list(range(1, len(result["steps"]) + 1))
    for step in result["steps"]:
        assert set(step) == {"n", "text", "rules", "result", "changes"}
        assert step["rules"] and registry.unknown_ids(step["rules"]) == []
    for line in (*result["heroes"]["lines"], *result["villain"]["lines"]):
        assert registry.unknown_ids(line["rules"]) == []


def test_the_engine_is_pure_python_and_cites_only_known_pp_ids():
    cited: set[str] = set()
    for path in ENGINE.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(
            r"^\s*(from|import)\s+(django|api|judge|cards|rules\.games)\b", source, re.M
        ), path
        cited |= set(re.findall(r"""["'](PP\.[a-z0-9.\-]*[a-z0-9])["']""", source))
    assert len(cited) >= 15
    assert registry.unknown_ids(sorted(cited)) == []


def test_the_engine_runs_without_django():
    code = (
        "import sys\n"
        "from rules.engine.games import power_play as pp\n"
        "case = pp.TallyCase((pp.Power('Air', 3),), pp.Villain('V', 2, (pp.Power('Ice', 1),"
        " pp.Power('Air', 2)), 'Immune to Air powers'), pp.Attribute(1))\n"
        "assert pp.tally(case).as_dict()['villain']['total'] == 8\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in"
        " ('django', 'rest_framework', 'cards', 'api', 'judge'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ENGINE.parents[3],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == ""


def test_PP_tally_villain_same_type_printed_types_alike_earn_4():
    result = run([("Air", 1)], powers=(("Fire", 2), ("Fire", 5)))
    assert [x["kind"] for x in result["villain"]["lines"]][-1] == "same_type"
    assert result["villain"]["total"] == 7 + 4


def test_PP_tally_villain_same_type_needs_every_power_to_share_it():
    result = run(
        [("Air", 1)], powers=(("Fire", 2), ("Ice", 5)), villain="Ice powers also count as Fire"
    )
    assert [x["kind"] for x in result["villain"]["lines"]][-1] == "same_type"
    result = run(
        [("Air", 1)], powers=(("Fire", 2), ("Ice", 5)), villain="Mental powers also count as Fire"
    )
    assert [x["kind"] for x in result["villain"]["lines"]][-1] == "base"
    assert step_for(result, "PP.tally.villain-same-type")["result"] == "no_bonus"


def test_PP_tally_heroes_adds_every_power_played():
    heroes = [(("Air", "Ice", "Fire", "Mental")[i % 4], i % 9 + 1) for i in range(12)]
    result = run(heroes)
    plain = sum(v for _, v in heroes)
    assert sum(points(result)) == plain
    assert result["heroes"]["total"] == plain + sum(v for _, v in multiples(result))
