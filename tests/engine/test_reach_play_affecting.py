"""A bar in play on the cards "that affect" something (MR.19.affecting, MR.19): "No cards that
affect hits in the permanent record or from the current battle may be played", "Opponent may
not play any Special cards that affect the remainder of the battle or the remainder of the
game". The cards it names are read from their own clauses; other cards stay free. Real card
texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.play_affecting import reads_affecting
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
HITS_BAR = texts(r"cards that affect hits .* may be played", full=True)
LASTING_BAR = texts(r"may not play any Special cards that affect", full=True)
HEALING = texts(
    r"^Remove 1 Hit from (\w[\w -]*?)'s (Permanent Record|Hits From)", "special", full=True
)
LASTING = texts(
    r"^Acts as a level \d (Energy|Strength|Fighting|Intellect) attack\. If successful, .*"
    r"for remainder of (battle|game)\.$",
    "special",
    full=True,
)
PLAIN = texts(r"^Acts as a level \d (Energy|Strength|Fighting|Intellect) attack\.$", "special")


def _kind_of(text: str) -> str:
    for row, t in rows():
        if t == text:
            return row["Type"].strip().lower()
    raise LookupError(text)


def _play(bar: str | None, text: str, kind: str, bar_player: str = "B") -> dict:
    owner = (re.match(r"^Remove 1 Hit from (\w[\w -]*?)'s", text) or [None, "Hero"])[1]
    board = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    if bar is not None:
        board["in_play"] = [{"card": {_kind_of(bar): _bar_card(bar)}, "player": bar_player}]
    card = {"special": {"character": owner, "name": "Played", "text": text}}
    play = {"type": kind, "by": "a1", "cards": [card]}
    if kind == "attack":
        play["target"] = "b1"
    return resolve(board, [play], MemoryLookup(), parse_effect).to_json()


def _bar_card(text: str) -> dict:
    return {"character": "Bolt", "name": "Bar", "text": text}


def _barred(answer: dict) -> bool:
    first = answer["steps"][0]
    return first["result"] == "illegal" and "MR.19.affecting" in first["rules"]


def test_the_ten_sets_print_both_bars_and_the_engine_reads_them():
    assert HITS_BAR and LASTING_BAR and HEALING and LASTING and PLAIN
    for text in HITS_BAR + LASTING_BAR:
        clauses = reach.walk(c.to_json() for c in parse_effect(text).clauses)
        (bar,) = [c for c in clauses if c.get("affecting")]
        assert bar["kind"] == "play_restriction" and reads_affecting(bar)
        assert reach.is_applied(bar)


@pytest.mark.parametrize("bar", HITS_BAR)
@pytest.mark.parametrize("healing", HEALING[:4])
def test_a_card_that_changes_recorded_hits_is_barred(bar, healing):
    assert _barred(_play(bar, healing, "play"))
    assert not _barred(_play(None, healing, "play"))


@pytest.mark.parametrize("bar", HITS_BAR)
def test_an_attack_that_only_makes_a_hit_is_not_barred_by_the_hits_bar(bar):
    answer = _play(bar, PLAIN[0], "attack")
    assert answer["steps"][0]["result"] != "illegal"


@pytest.mark.parametrize("bar", LASTING_BAR)
@pytest.mark.parametrize("lasting", LASTING[:4])
def test_a_special_with_an_effect_for_the_remainder_is_barred(bar, lasting):
    assert _barred(_play(bar, lasting, "attack"))
    assert not _barred(_play(None, lasting, "attack"))


@pytest.mark.parametrize("bar", LASTING_BAR)
def test_a_special_with_nothing_lasting_is_not_barred(bar):
    answer = _play(bar, PLAIN[0], "attack")
    assert answer["steps"][0]["result"] != "illegal"


@pytest.mark.parametrize("bar", LASTING_BAR)
def test_a_bar_on_the_opponent_leaves_its_own_player_free(bar):
    assert "opponent" in bar.lower()
    assert _barred(_play(bar, LASTING[0], "attack", bar_player="B"))
    assert not _barred(_play(bar, LASTING[0], "attack", bar_player="A"))


@pytest.mark.parametrize("bar", HITS_BAR)
def test_a_bar_on_every_player_holds_for_its_own_player_too(bar):
    assert _barred(_play(bar, HEALING[0], "play", bar_player="A"))
