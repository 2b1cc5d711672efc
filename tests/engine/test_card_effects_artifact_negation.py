"""A card negating the effect of every artifact, discarded after use (the ten sets' "Negates
the effect of all Artifact cards. Both players must discard all Placed Artifact cards in play.
Discard this card after use."), and the specials that keep a character's artifacts in play
("Target Character's Tactic Artifact cards may not be removed from play for remainder of
game."): the artifacts in play leave play on both sides (MR.1, OR.tactic-artifact) except those
the special keeps (MR.17: a special outranks a tactic), and the negating card does not stay
(OR.discard-piles)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine import judge_real_cards_api as j
from tests.engine.boards import board, catalogue_of
from tests.engine.real_texts import texts

NULLIFIERS = texts(r"^Negates the effect of all Artifact cards\..*after use", "tactic", full=True)
KEEPERS = texts(r"Tactic Artifact cards may not be removed from play", "special", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def _artifact(name: str, on: str) -> dict:
    card = {"tactic": "artifact", "name": name, "text": f"{on} is +2 to defense."}
    return {
        "card": card,
        "player": "B",
        "by": "b2" if on == "Bolt" else "b1",
        "target": "b1" if on == "Bolt" else "b2",
        "duration": "game",
    }


def _answer(nullifier: str, keeper: str | None = None, keeper_kind: str = "special") -> dict:
    def side(x: str, names: tuple[str, str]) -> dict:
        return {
            "front_line": [
                {"id": f"{x}{i + 1}", "name": n, "grid": GRID} for i, n in enumerate(names)
            ]
        }

    players = {"A": side("a", ("Ace", "Abe")), "B": side("b", ("Bolt", "Bo"))}
    in_play = [_artifact("Shield", "Bolt"), _artifact("Cloak", "Bo")]
    if keeper:
        card = {"special": {"character": "Zed", "name": "Keep", "text": keeper}}
        if keeper_kind == "tactic":
            card = {"tactic": "artifact", "name": "Keep", "text": keeper}
        in_play.append(
            {"card": card, "player": "B", "by": "b1", "target": "b1", "duration": "game"}
        )
    play = {"type": "play", "by": "a1", "target": "a2"}
    play["cards"] = [{"tactic": "artifact", "name": "Nullifier", "text": nullifier}]
    state = {"turn": "A", "players": players, "in_play": in_play}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def _left(answer: dict) -> list[str]:
    return [
        e["card"].get("name") or e["card"]["special"]["name"] for e in answer["state"]["in_play"]
    ]


def test_the_ten_sets_print_the_cards():
    assert NULLIFIERS and KEEPERS


@pytest.mark.parametrize("text", NULLIFIERS)
def test_every_artifact_in_play_leaves_and_the_card_is_discarded_after_use(text):
    answer = _answer(text)
    step = answer["steps"][1]
    assert {"MR.1", "OR.tactic-artifact", "OR.discard-piles"} <= set(step["rules"])
    ended = {(c["card"], c["reason"]) for c in step["changes"] if c["op"] == "effect_end"}
    assert ended == {("Shield", "negated"), ("Cloak", "negated"), ("Nullifier", "after use")}
    assert _left(answer) == [] and not answer["warnings"]


@pytest.mark.parametrize("keeper", KEEPERS)
@pytest.mark.parametrize("text", NULLIFIERS)
def test_a_special_keeps_the_artifacts_of_its_target(text, keeper):
    answer = _answer(text, keeper)
    step = answer["steps"][1]
    assert "keeps Shield in play" in step["text"] and "MR.17" in step["rules"]
    assert _left(answer) == ["Shield", "Keep"]  # Cloak, on another character, is negated
    assert not answer["warnings"]


@pytest.mark.parametrize("keeper", KEEPERS)
def test_the_reach_matrix_applies_the_keeping_and_the_discard_after_use(keeper):
    assert not reach.not_applied(parse_effect(keeper).to_json()["clauses"], card=("special", ""))
    for text in NULLIFIERS:
        clauses = parse_effect(text).to_json()["clauses"]
        assert not reach.not_applied(clauses, card=("tactic", "artifact"))


@pytest.mark.parametrize("keeper", KEEPERS)
@pytest.mark.parametrize("text", NULLIFIERS)
def test_a_keeper_of_equal_rank_played_before_loses_to_the_later_negation(text, keeper):
    answer = _answer(text, keeper, keeper_kind="tactic")
    assert "keeps" not in answer["steps"][1]["text"]
    assert _left(answer) == []  # the tactic keeping them is itself an artifact, negated too


# --- the named catalogue cards, through the API (their text read from the catalogue)
NAMED = ("The Ultimate Nullifier", "Savage Dragon - Bulletproof")
named_catalogue = catalogue_of(NAMED)


@pytest.mark.django_db
def test_the_named_nullifier_spares_the_artifacts_savage_dragon_keeps(client, named_catalogue):
    def shield(name: str, on: str) -> dict:
        card = {"tactic": "artifact", "name": name, "text": "This character is +1 to defense."}
        return {"card": card, "player": "B", "by": on, "target": on, "duration": "game"}

    keep = j.played("Savage Dragon - Bulletproof", "B", "b1", "b1")
    players = board("Ace", "Savage Dragon", a=2, b=2)
    mate = players["A"]["front_line"][1]  # the card asks a teammate with Intellect 5 or less
    mate["grid"] = {**mate["grid"], "intellect": 5}
    play = {"type": "play", "by": "a1", "target": "a2"}
    play["cards"] = [{"card": "The Ultimate Nullifier"}]
    answer = j.resolve(
        client, players, [play], [shield("Shield", "b1"), shield("Cloak", "b2"), keep]
    )
    step = answer["steps"][1]
    assert "keeps Shield in play" in step["text"] and "Cloak's effect is negated" in step["text"]
    assert "discarded to the dead pile after use" in step["text"]
    assert not answer["warnings"]
