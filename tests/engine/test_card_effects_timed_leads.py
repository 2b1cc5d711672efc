"""Sentence leads that name a moment ("At the end of the battle, ...", "During the Discard
Phase, ...", "During Discard Phase of next battle, ...", "During each Draw Phase, ...",
"Before every Discard Phase, ..."): the clause applies at that moment, never when the card is
played, and a clause the engine cannot apply there says why, in the step and in the warnings,
citing that phase's rule (``timed_leads``, ``discard_leads``). Real texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.discard import Member, check_discard
from rules.engine.discard_model import DiscardSituation
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
#: Both players pass: after a play of A's (B first), or from the battle's start (A first).
PASSES = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]
BOTH_PASS = PASSES[::-1]

AT_END = texts(r"^Play during battle\. At the end of the battle, all Hits from", "special")
NEXT_BATTLE = texts(r"^Play during battle\. During Discard Phase of next battle", "special")
END_UNAPPLIED = texts(r"At end of battle\.? Opponent may not move any Mission cards", "special")
DRAW_PHASE = texts(r"^During each Draw Phase", "tactic", full=True)
HOME_PHASE = sorted(
    {
        (row["Name"].strip(), text)
        for row, text in rows("location")
        if parse_effect(text).status == "full"
        and any(text.startswith(w) for w in ("During the Discard Phase", "During Discard Phase"))
        and "remove" in text
    }
)
BEFORE_PHASE = sorted(
    {(row["Name"].strip(), t) for row, t in rows("location") if t.startswith("Before every")}
)


def _char(cid: str, name: str, hits: list | None = None) -> dict:
    return {"id": cid, "name": name, "grid": GRID, "hits": hits or []}


def _state(a1: str = "Ace", a1_hits: list | None = None, **more) -> dict:
    current = [{"icon": "fighting", "value": 4, "record": "current", "player": "B"}]
    return {
        "players": {
            "A": {"front_line": [_char("a1", a1, a1_hits or current), _char("a2", "Mate")]},
            "B": {"front_line": [_char("b1", "Bolt", current), _char("b2", "Bee")]},
        },
        "turn": "A",
        **more,
    }


def _play(text: str, by_name: str = "Ace", **state_more) -> tuple[dict, list]:
    special = {"special": {"character": by_name, "name": "Timed", "text": text}}
    return {"type": "play", "by": "a1", "cards": [special]}, [state_more]


def _resolve(state: dict, plays: list, lookup: MemoryLookup | None = None) -> dict:
    return resolve(state, plays, lookup or MemoryLookup(), parse_effect).to_json()


def _records(answer: dict, side: str, i: int = 0) -> list[str]:
    return [h["record"] for h in answer["state"]["players"][side]["front_line"][i]["hits"]]


def test_the_ten_sets_print_the_leads():
    assert AT_END and NEXT_BATTLE and END_UNAPPLIED and DRAW_PHASE
    assert len(HOME_PHASE) >= 3 and BEFORE_PHASE


@pytest.mark.parametrize("text", AT_END)
def test_a_clause_led_to_the_end_of_the_battle_waits_for_it(text):
    play, _ = _play(text)
    # played mid-battle: the hits of this battle stay where they are until the battle ends
    during = _resolve(_state(), [play])
    assert _records(during, "B") == ["current"]
    step = next(s for s in during["steps"] if "waits for the end of the battle" in s["text"])
    assert "OR.battle-end" in step["rules"]
    # at the battle's end they are discarded, not recorded; without the card they are recorded
    ended = _resolve(_state(), [play, *PASSES])
    assert _records(ended, "B") == [] and _records(ended, "A") == []
    assert ended["steps"][-1]["result"] == "battle_end"
    assert _records(_resolve(_state(), BOTH_PASS), "B") == ["permanent"]
    assert not ended["warnings"]


@pytest.mark.parametrize("text", NEXT_BATTLE)
def test_a_clause_led_to_the_next_battles_discard_phase_waits_for_it(text):
    # the character the card names holds the hits it would remove: they stay this battle
    name = text.split("Phase of next battle, ")[1].split(" may ")[0]
    fours = [{"icon": "energy", "value": 4, "record": "permanent"}]
    play, _ = _play(text, by_name=name)
    answer = _resolve(_state(name, fours), [play, *PASSES])
    assert _records(answer, "A") == ["permanent"]
    step = next(s for s in answer["steps"] if "not applied in this resolution" in s["text"])
    assert {"OR.discard", "MR.19"} <= set(step["rules"])
    assert "the discard phase of the next battle" in step["text"]
    assert "the discard check applies it then" in step["text"]
    # the card stays in play into the next battle, whose discard phase states it
    (held,) = answer["state"]["in_play"]
    assert held["duration"] == "battle" and not answer["warnings"]
    card = CardDef(name="Timed", kind="special", text=text, effect=parse_effect(text))
    member = Member(id="c0", card=CardDef(name=name, kind="character"))
    notes = check_discard(DiscardSituation(members=[member], in_play=[card])).notes
    assert any(n.startswith("Timed, at the discard phase: ") for n in notes)


def _ladder(in_play: list) -> dict:
    """B, having ventured 2 mission cards from its Completed pile with 2 in its Defeated
    pile, hits A for 5 and wins the venture as both pass."""
    state = _state(in_play=in_play, turn="B")
    for pid, piles in (("A", {"reserve": 7}), ("B", {"reserve": 1, "completed": 4, "defeated": 2})):
        state["players"][pid]["missions"] = piles
        state["players"][pid]["ventured"] = {"reserve": 0, "completed": 2 if pid == "B" else 0}
        if pid == "A":
            state["players"][pid]["ventured"] = {"reserve": 1}
    attack = {
        "type": "attack",
        "by": "b1",
        "target": "a1",
        "cards": [{"power": "energy", "value": 5}],
    }
    return _resolve(state, [attack, {"type": "pass"}, {"type": "pass"}])


@pytest.mark.parametrize("text", END_UNAPPLIED)
def test_at_the_end_of_the_battle_the_opponent_lifts_nothing_from_the_defeated_pile(text):
    special = {"special": {"character": "Ace", "name": "Timed", "text": text}}
    barred = _ladder([{"card": special, "player": "A", "by": "a1"}])
    end = barred["steps"][-1]
    assert end["result"] == "battle_end" and {"OR.mission-ladder", "MR.19"} <= set(end["rules"])
    assert "Timed bars moving mission cards from the Defeated pile" in end["text"]
    assert barred["state"]["players"]["B"]["missions"] == {
        "reserve": 1,
        "completed": 4,
        "defeated": 2,
    }
    assert not any("mission_move" in w["kinds"] for w in barred["warnings"])
    # without the card, the two won from Completed lift both Defeated cards
    assert _ladder([])["state"]["players"]["B"]["missions"]["defeated"] == 0


@pytest.mark.parametrize("text", DRAW_PHASE)
def test_a_draw_led_to_the_draw_phase_is_stated_for_that_phase(text):
    card = {"tactic": "artifact", "name": "Artifact", "text": text}
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [card]}
    answer = _resolve(_state(), [play])
    (step,) = [s for s in answer["steps"] if "must draw" in s["text"]]
    assert step["text"].startswith("at the draw phase, ") and "OR.draw" in step["rules"]
    assert not answer["warnings"]


@pytest.mark.parametrize(("name", "text"), HOME_PHASE, ids=[n for n, _ in HOME_PHASE])
def test_a_home_bases_discard_phase_clause_is_the_discard_checks(name, text):
    lookup = MemoryLookup()
    home = CardDef(name=name, kind="location", text=text, effect=parse_effect(text))
    lookup.add(home)
    state = _state()
    state["players"]["A"]["home_base"] = {"card": name}
    hits = [{"icon": "energy", "value": 3, "record": "permanent"}]
    state["players"]["B"]["front_line"][0]["hits"] = hits
    # the fight: no hit is removed, and the answer says why
    answer = _resolve(state, BOTH_PASS, lookup)
    assert _records(answer, "B") == ["permanent"]
    (warned,) = [w for w in answer["warnings"] if w["card"] == name]
    assert "discard phase comes before the fight: the discard check applies it" in warned["text"]
    # the discard phase: the check states it, citing the phase and the home base's rule
    member = Member(id="c0", card=CardDef(name="Ace", kind="character"))
    result = check_discard(DiscardSituation(members=[member], home_base=home))
    assert any(n.startswith(f"{name}, at the discard phase: ") for n in result.notes)
    assert {"OR.discard", "OR.setup.home-base.rules"} <= set(result.rules)
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"], card=("location", ""))


@pytest.mark.parametrize(("name", "text"), BEFORE_PHASE, ids=[n for n, _ in BEFORE_PHASE])
def test_a_clause_led_before_the_discard_phase_is_stated_by_the_discard_check(name, text):
    home = CardDef(name=name, kind="location", text=text, effect=parse_effect(text))
    member = Member(id="c0", card=CardDef(name="Ace", kind="character"))
    result = check_discard(DiscardSituation(members=[member], home_base=home))
    assert any("at the time before the discard phase: " in n for n in result.notes)
    # without the home base nothing is said
    assert not check_discard(DiscardSituation(members=[member])).notes
