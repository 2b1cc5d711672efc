"""Every DoubleShot of the ten sets printing "<N> <Type> to use acts as <M> <Type> Power card":
named from the catalogue, it attacks at the level its text prints (M) plus the teammate's
card, whatever the card list gives as its cost (the rating needed to use it, not its level),
through ``resolve/`` (OR.tactic-doubleshot, MR.1)."""

from __future__ import annotations

import csv

import pytest

from cards.grammar import parse_effect
from rules.engine.clauses import clauses_of
from tests.conftest import CARD_FILES
from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db


def _doubleshots() -> list[tuple[str, int, str, str]]:
    """(name, level acted as, own type, the teammate's card type) of each such DoubleShot."""
    out = {}
    for path in CARD_FILES:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = row.get("Game Text") or ""
                if (row.get("Type") or "").strip().lower() != "tactic" or "acts as" not in text:
                    continue
                clauses = clauses_of(parse_effect(text))
                acts = next((c for c in clauses if c.get("kind") == "acts_as_power"), None)
                mate = next((c for c in clauses if c.get("kind") == "combine"), None)
                if acts and mate and acts.get("icons") and mate.get("icons"):
                    name = row["Name"].strip()
                    out[name] = (name, acts["level"], acts["icons"][0], mate["icons"][0])
    return sorted(out.values())


DOUBLESHOTS = _doubleshots()
catalogue = boards.catalogue_of(tuple(d[0] for d in DOUBLESHOTS))


def test_the_ten_sets_print_the_wording():
    assert len(DOUBLESHOTS) >= 10


@pytest.mark.parametrize(("tactic", "level", "own", "mate"), DOUBLESHOTS)
def test_a_doubleshot_attacks_at_the_level_its_text_prints(
    client, catalogue, tactic, level, own, mate
):
    players = boards.board()  # every rating 7: each card's "6 <Type>" is met
    cards = [{"card": tactic}, {"power": mate, "value": 2, "by": "a2"}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    step = j.resolve(client, players, [attack])["steps"][0]
    assert step["result"] == "attack" and step["value"] == level + 2, step
