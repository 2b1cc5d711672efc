"""The value limit printed on the cards a clause lets a character use, combine, play, place or
discard ("of 4 or less", "with a value of 5 or greater", "level 6 through 8"): every engine
place that reads such a clause honours it (MR.7, MR.19, OR.defense). Real texts of the ten
sets are found by their wording; their levels are also reworded as value limits, as an
unseen card of the same family prints them."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from rules.engine.reach import is_applied
from rules.engine.reach_unread import unread_field
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}

AVOID_GRANTS = texts(
    r"^(\w[\w .'-]*) may use (\w+) Power cards level (\d) through (\d) to avoid any attack made "
    r"against \1 or teammate",
    "special",
    full=True,
)
ATTACK_BARS = texts(r"may not use \w+ Power cards level \d through \d to attack", full=True)
COMBINES = texts(r"^Acts as a level \d \w+ attack\. May combine with 1 \w+ Power card", full=True)


def _board(in_play: list | None = None) -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }


def test_the_ten_sets_print_the_wordings():
    assert AVOID_GRANTS and ATTACK_BARS and COMBINES


# --- a permission to avoid with power cards of a value limit (granted_defenses)


def _avoid(text: str, icon: str, value: int) -> dict:
    name = re.match(r"^(\w[\w .'-]*?) may use", text).group(1)
    special = {"special": {"character": name, "name": "Granted", "text": text}}
    holder = {"id": "holder", "name": name, "grid": GRID}
    return check_defense(
        {
            "attack": {
                "by": {"name": "Ace", "grid": GRID},
                "target": holder,
                "cards": [{"power": "energy", "value": 8}],
            },
            "defense": {"by": holder, "cards": [{"power": icon, "value": value}]},
            "in_play": [{"card": special, "player": "B", "by": "holder"}],
        },
        MemoryLookup(),
        parse_effect,
    )


@pytest.mark.parametrize("text", AVOID_GRANTS)
def test_an_avoid_permission_of_n_or_less_admits_no_card_above_n(text):
    icon = re.search(r"may use (\w+) Power", text).group(1).lower()
    reworded = re.sub(r"level \d through \d", "of 6 or less", text)
    assert parse_effect(reworded).status == "full"
    # a level 6 card does not reach a level 8 attack: only the permission makes it avoid it
    assert _avoid(reworded, icon, 6)["result"] == "avoided"
    # a level 7 card is above the limit: an ordinary (failing) block, not an avoid
    assert _avoid(reworded, icon, 7)["result"] != "avoided"


@pytest.mark.parametrize("text", AVOID_GRANTS)
def test_an_avoid_permission_of_n_or_greater_admits_no_card_below_n(text):
    icon = re.search(r"may use (\w+) Power", text).group(1).lower()
    reworded = re.sub(r"level \d through \d", "with a value of 7 or greater", text)
    assert _avoid(reworded, icon, 7)["result"] == "avoided"
    assert _avoid(reworded, icon, 6)["result"] != "avoided"


# --- a bar on using power cards of a value limit, to attack (shift) or defend (defense)


def _attack_under(bar: str, icon: str, value: int) -> dict:
    in_play = [{"card": {"special": {"character": "Bolt", "name": "Bar", "text": bar}}}]
    in_play[0]["player"] = "B"
    play = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": icon, "value": value}],
    }
    return resolve(_board(in_play), [play], MemoryLookup(), parse_effect).to_json()["steps"][0]


@pytest.mark.parametrize("text", ATTACK_BARS)
def test_a_bar_of_n_or_greater_leaves_the_cards_below_n_free(text):
    icon = re.search(r"use (\w+) Power", text).group(1).lower()
    reworded = re.sub(r"level \d through \d", "of 6 or greater", text)
    assert _attack_under(reworded, icon, 7)["result"] == "illegal"
    assert _attack_under(reworded, icon, 5)["result"] == "attack"


@pytest.mark.parametrize("text", ATTACK_BARS)
def test_a_bar_of_n_or_less_leaves_the_cards_above_n_free(text):
    icon = re.search(r"use (\w+) Power", text).group(1).lower()
    reworded = re.sub(r"level \d through \d", "of 5 or less", text)
    assert _attack_under(reworded, icon, 5)["result"] == "illegal"
    assert _attack_under(reworded, icon, 6)["result"] == "attack"


def _defend_under(bar: str, value: int) -> dict:
    in_play = [{"card": {"special": {"character": "Ace", "name": "Bar", "text": bar}}}]
    in_play[0]["player"] = "A"
    return check_defense(
        {
            "attack": {
                "by": {"name": "Ace", "grid": GRID},
                "cards": [{"power": "energy", "value": 4}],
            },
            "defense": {
                "by": {"name": "Bolt", "grid": GRID},
                "cards": [{"power": "strength", "value": value}],
            },
            "in_play": in_play,
        },
        MemoryLookup(),
        parse_effect,
    )


def test_a_defense_bar_of_n_or_greater_bars_only_those_cards():
    bar = "Opponent's team may not use Strength Power cards of 6 or greater to defend this battle."
    barred = _defend_under(bar, 7)
    assert barred["legal"] is False and "MR.19" in barred["rules"]
    assert _defend_under(bar, 5)["legal"] is True


# --- a special's combine clause with a value limit (combine_limits)


def _combine(text: str, value: int) -> dict:
    special = {"special": {"character": "Ace", "name": "Combo", "text": text}}
    power = {"power": "fighting", "value": value}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [special, power]}
    return resolve(_board(), [play], MemoryLookup(), parse_effect).to_json()["steps"][0]


@pytest.mark.parametrize("text", COMBINES)
def test_a_special_combines_only_with_a_card_inside_its_limit(text):
    reworded = re.sub(
        r"May combine with 1 (\w+) Power card", r"May combine with 1 Power card of 4 or less", text
    )
    assert parse_effect(reworded).status == "full", reworded
    level = int(re.search(r"level (\d)", text).group(1))
    inside = _combine(reworded, 4)
    assert inside["result"] == "attack", inside["text"]
    assert inside["value"] == level + 4
    above = _combine(reworded, 5)
    assert above["result"] == "illegal" and "MR.7" in above["rules"]
    assert "of 4 or less" in above["text"]


# --- a discard of the cards inside a limit: the step says which


def test_a_discard_step_names_the_limit_of_the_cards_discarded():
    text = "Acts as a level 4 Energy attack. Opponent must discard all Power cards of 5 or less."
    special = {"special": {"character": "Ace", "name": "Purge", "text": text}}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [special]}
    steps = resolve(_board(), [play], MemoryLookup(), parse_effect).to_json()["steps"]
    said = " ".join(s["text"] for s in steps)
    assert "discard" in said and "only cards of 5 or less" in said, said


# --- reach: a limit no reader honours is reported "not applied", never ruled wider


def test_a_limit_the_engine_reads_is_applied_and_one_it_does_not_is_reported():
    (avoid,) = parse_effect(
        "May use Energy Power cards of 4 or less to avoid any attack."
    ).to_json()["clauses"]
    assert is_applied(avoid)
    # the defense check reads the limit of a character another may defend for
    plain = "Reserve may defend Dazzler with Power cards."
    limited = plain.replace("Power cards", "Power cards of 4 or less")
    (granted,) = parse_effect(limited).to_json()["clauses"]
    assert granted["max_value"] == 4 and is_applied(granted)
    # a permission to play cards of a value the resolver does not ask is reported "not
    # applied", never ruled wider than the card
    (narrowed,) = parse_effect("Reserve may play Power cards of 4 or less.").to_json()["clauses"]
    assert unread_field(narrowed) == "max_value" and not is_applied(narrowed)


# --- a permission to defend with power cards of a value limit (granted_defenses)

RESERVE_DEFENDS = texts(
    r"^Reserve \w+ may use Power cards to defend any front line \w+ this battle", "event"
)


def _reserve_blocks(text: str, value: int) -> list[str]:
    board = _board([{"card": {"event": {"name": "Event", "text": text}}, "player": "B"}])
    board["in_play"][0]["duration"] = "battle"
    board["players"]["B"]["reserve"] = {"id": "b3", "name": "Rex", "grid": GRID, "code": "hero"}
    for char in board["players"]["B"]["front_line"]:
        char["code"] = "hero"  # "Reserve hero ... any front line hero" (who_code)
    attack = {"type": "attack", "by": "a1", "target": "b1"}
    attack["cards"] = [{"power": "energy", "value": 4}]
    block = {"type": "defend", "by": "b3", "cards": [{"power": "energy", "value": value}]}
    steps = resolve(board, [attack, block], MemoryLookup(), parse_effect).to_json()["steps"]
    return [s["result"] for s in steps]


@pytest.mark.parametrize("text", RESERVE_DEFENDS)
def test_the_reserve_defends_only_with_cards_inside_the_limit(text):
    reworded = re.sub(r"(?i)power cards", r"\g<0> of 5 or less", text, count=1)
    assert reworded != text
    assert parse_effect(reworded).status == "full", reworded
    assert _reserve_blocks(reworded, 5) == ["attack", "blocked"]
    assert _reserve_blocks(reworded, 6)[1] == "illegal"


# --- a bar on placing cards of a value limit (placing_bars)


def test_a_placing_bar_of_n_or_less_leaves_the_cards_above_n_free():
    bar = "Target character may not place Power cards of 4 or less for remainder of battle."
    in_play = [{"card": {"special": {"character": "Ace", "name": "Bar", "text": bar}}}]
    in_play[0].update(player="A", by="a1", target="b1")

    def place(value: int) -> str:
        play = {"type": "place", "by": "b1", "cards": [{"power": "energy", "value": value}]}
        board = {**_board(in_play), "turn": "B"}
        return resolve(board, [play], MemoryLookup(), parse_effect).to_json()["steps"][0]

    barred = place(4)
    assert barred["result"] == "illegal" and "MR.19" in barred["rules"]
    assert place(5)["result"] == "placed"
