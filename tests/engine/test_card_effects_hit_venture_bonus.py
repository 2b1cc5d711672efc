"""A home base's venture bonus per hit (OR.venture-total, OR.location): "<Team>'s Intellect Power
cards are an additional +2 to Venture Total when they Hit", "<Team>'s Energy Power Cards are -2
to <Team>'s Venture Total when they Hit". Each hit of those cards the team scores this battle
changes its venture total by the amount; hits of other cards do not. Real location texts of
the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
BONUS = re.compile(
    r"(\w+) Power Cards are (?:an additional )?([+-]\d) to .*Venture Total when they Hit", re.I
)
FOUND = sorted(
    {(row["Name"].strip(), text) for row, text in rows("location") if BONUS.search(text)}
)


def venture(home: tuple[str, str] | None, icons: list[str]) -> dict:
    lookup = MemoryLookup()
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    if home:
        name, text = home
        lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))
        players["A"]["home_base"] = {"card": name}
    plays: list[dict] = []
    for icon in icons:
        card = {"power": icon, "value": 4}
        plays += [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
        plays += [
            {
                "type": "attack",
                "by": "b1",
                "target": "a1",
                "cards": [{"power": "fighting", "value": 1}],
            }
        ]
    answer = resolve({"players": players, "turn": "A"}, plays, lookup, parse_effect).to_json()
    assert not any("hit_venture_bonus" in w.get("kinds", []) for w in answer["warnings"])
    return answer["venture"]["A"]


def test_the_ten_sets_print_the_wording():
    assert {int(BONUS.search(t).group(2)) > 0 for _, t in FOUND} == {True, False}


@pytest.mark.parametrize("home", FOUND, ids=[n for n, _ in FOUND])
def test_each_hit_of_the_cards_named_changes_the_venture_total(home):
    icon, amount = BONUS.search(home[1]).groups()
    icon, other = icon.lower(), "strength" if icon.lower() != "strength" else "energy"
    plain = venture(None, [icon, icon, other])["total"]
    assert plain == 12
    assert venture(home, [icon, icon, other])["total"] == plain + 2 * int(amount)
    assert venture(home, [other])["total"] == 4
