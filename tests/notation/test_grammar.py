"""The situation notation: what a judge types becomes the API's request; mistakes name the
line, the column and what was expected."""

from __future__ import annotations

import pytest

from rules.notation import NotationError, parse_notation, render_notation

STRING_ATTACK = """turn A
A: Wolverine 3 7 5 3
B: Hulk 4 6 8 3
b1 hit: 6 Strength permanent
plays:
1. A a1 attacks b1 with 7 Fighting, universe basic Fighting 7 +2
2. B passes
"""


def test_characters_hits_and_plays_become_the_request():
    request = parse_notation(STRING_ATTACK)
    a1 = request["state"]["players"]["A"]["front_line"][0]
    b1 = request["state"]["players"]["B"]["front_line"][0]
    assert a1 == {
        "id": "a1",
        "name": "Wolverine",
        "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
    }
    assert b1["hits"] == [{"icon": "strength", "value": 6, "record": "permanent"}]
    assert request["state"]["turn"] == "A"
    assert request["plays"] == [
        {
            "type": "attack",
            "player": "A",
            "by": "a1",
            "target": "b1",
            "cards": [
                {"power": "fighting", "value": 7},
                {"universe": "basic", "icon": "fighting", "requires": 7, "bonus": 2},
            ],
        },
        {"type": "pass", "player": "B"},
    ]


def test_a_name_alone_takes_the_grid_from_the_catalogue_and_ids_can_be_given():
    request = parse_notation("A: Wolverine\nA reserve w: Storm\nB hulk: Hulk\n")
    players = request["state"]["players"]
    assert players["A"]["front_line"] == [{"id": "a1", "card": "Wolverine"}]
    assert players["A"]["reserve"] == {"id": "w", "card": "Storm"}
    assert players["B"]["front_line"] == [{"id": "hulk", "card": "Hulk"}]


def test_shift_with_a_special_quoted_and_effects_in_play():
    request = parse_notation(
        "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\nB: Thing 2 6 8 3\n"
        'b2 effect: special Thing "Hide Out" "Thing may not be attacked." from B by b2 for battle\n'
        "a1 attacks Hulk with 7 Fighting\n"
        'Hulk shifts to Thing with special Hulk "Toss Aside" "Attack made on Hulk is now made on'
        ' any other Front Line character."\n'
    )
    shift = request["plays"][1]
    assert shift["type"] == "shift" and shift["by"] == "b1" and shift["to"] == "b2"
    assert shift["cards"][0]["special"]["name"] == "Toss Aside"
    assert request["plays"][0]["target"] == "b1"
    effect = request["state"]["players"]["B"]["front_line"][1]["in_play"][0]
    assert effect["player"] == "B" and effect["by"] == "b2" and effect["duration"] == "battle"


def test_multipower_any_power_catalogue_cards_and_phone_quotes():
    request = parse_notation(
        "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\n"
        "a1 attacks b1 with 4 Multipower (Energy Fighting), 6 any power, “Wolverine - Sidestep”\n"
    )
    assert request["plays"][0]["cards"] == [
        {"power": "multipower", "value": 4, "icons": ["energy", "fighting"]},
        {"power": "any_power", "value": 6},
        {"card": "Wolverine - Sidestep"},
    ]


def test_a_ko_check_is_written_with_check_ko():
    request = parse_notation(
        "check ko\nA h: Hulk 4 6 8 3\nh hit: 2 Strength permanent\nh hit: 1 Energy\n"
    )
    assert request == {
        "character": {
            "id": "h",
            "name": "Hulk",
            "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3},
            "hits": [
                {"icon": "strength", "value": 2, "record": "permanent"},
                {"icon": "energy", "value": 1},
            ],
        }
    }


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("turn C\n", 1, 6, "the player A"),
        ("A: Wolverine 3 7 5 3\nA: Hulk 4 6 8\n", 2, 14, "a number"),
        ("A: Wolverine 3 7 5 3\nb9 hit: 5 Strength\n", 2, 1, "no character 'b9'"),
        (
            "A: Wolverine 3 7 5 3\n\na1 attacks b1 with 7 Fightin\n",
            3,
            22,
            "did you mean 'fighting'",
        ),
        ("A: Wolverine 3 7 5 3\na1 attacks b1 with 7 Fighting,\n", 2, 31, "a number"),
        (
            'A: Wolverine 3 7 5 3\na1 attacks b1 with special Wolverine "Rage\n',
            2,
            38,
            "quote is not closed",
        ),
    ],
)
def test_mistakes_name_line_column_and_what_was_expected(text, line, column, words):
    with pytest.raises(NotationError) as caught:
        parse_notation(text)
    assert (caught.value.line, caught.value.column) == (line, column), str(caught.value)
    assert words in caught.value.message


def test_render_writes_words_and_keeps_the_rest_as_json():
    request = {
        "state": {
            "players": {
                "A": {"front_line": [{"id": "a1", "card": "Wolverine", "ko_threshold": 25}]},
                "B": {
                    "front_line": [
                        {
                            "id": "b1",
                            "name": "Mr. Fantastic 2099",
                            "grid": {"energy": 5, "fighting": 4, "strength": 4, "intellect": 8},
                        }
                    ]
                },
            },
            "turn": "B",
        },
        "plays": [
            {
                "type": "attack",
                "by": "b1",
                "target": "a1",
                "cards": [{"power": "intellect", "value": 8}],
            }
        ],
    }
    text = render_notation(request)
    assert 'A: Wolverine & {"ko_threshold": 25}' in text
    assert 'B: "Mr. Fantastic 2099" 5 4 4 8' in text
    assert "1. b1 attacks a1 with 8 Intellect" in text
    assert parse_notation(text) == request


def test_the_defeated_characters_pile_is_written_with_defeated():
    # a KO'd character a card may bring back (OR.ko.return): after the four in play, a5, a6 ...
    text = "A: Wolverine\nA defeated: Cyclops\nA defeated gone: Storm 7 3 3 5\nB: Hulk\n"
    players = parse_notation(text)["state"]["players"]
    assert players["A"]["front_line"] == [{"id": "a1", "card": "Wolverine"}]
    assert players["A"]["defeated"] == [
        {"id": "a5", "card": "Cyclops"},
        {
            "id": "gone",
            "name": "Storm",
            "grid": {"energy": 7, "fighting": 3, "strength": 3, "intellect": 5},
        },
    ]
    assert "defeated" not in players["B"]
    assert render_notation(parse_notation(text)) == (
        "A: Wolverine\nA defeated: Cyclops\nA defeated gone: Storm 7 3 3 5\nB: Hulk\n"
    )


def test_the_mission_pile_named_defeated_is_still_a_pile():
    request = parse_notation("A: Wolverine\nA missions: reserve 5 completed 1 defeated 1\n")
    side = request["state"]["players"]["A"]
    assert side["missions"] == {"reserve": 5, "completed": 1, "defeated": 1}
    assert "defeated" not in side  # no character was put in the Defeated Characters pile
