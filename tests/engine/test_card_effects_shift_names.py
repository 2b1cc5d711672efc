"""Shifts that name the characters they move attacks between (MR.9, MR.1): "any attack made on
Taskmaster may be moved to Trained Lackeys", "Attack made on teammate is now made on Steel",
"All attacks made on Mandarin are made on target teammate". The attack moved must be made on
the character the card names, and go to the one it names; a shift play elsewhere is refused and
says why, and the attack stays. Real texts of the ten sets, found by their wording; the names
are the tree's own ``from`` and ``to``."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.shift_names import PAID, bought_shift, held_card, name_refusal, printed_name
from rules.engine.state import Character, read_board
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
#: "Attack made on teammate is now made on Steel, who may defend."
TO_NAMED = texts(r"^Attack made on teammate is now made on [\w .()-]+, who may defend", "special")
#: "any attack made on Nick Fury may be moved to LMD": both named.
BOTH_NAMED = texts(r"any attack made on [\w .-]+ may be moved to [\w .-]+\.", "special")
TO_TARGET_TEAMMATE = texts(r"^All attacks made on [\w .'-]+ are made on target teammate", "special")


def _shift(text: str) -> dict:
    (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "shift"]
    return clause


def _answer(text: str, names: list[str], on: str, to: str, card: dict) -> dict:
    """Ace attacks ``on`` with a 3; player B shifts it with ``card`` (played by b2) to ``to``;
    B's front line holds ``names`` as b1, b2, ..."""
    side = [{"id": f"b{i}", "name": n, "grid": GRID} for i, n in enumerate(names, 1)]
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": side},
        },
        "turn": "A",
    }
    attack = {
        "type": "attack",
        "by": "a1",
        "target": on,
        "cards": [{"power": "energy", "value": 3}],
    }
    shift = {"type": "shift", "player": "B", "by": "b2", "cards": [card], "to": to}
    return resolve(state, [attack, shift], MemoryLookup(), parse_effect).to_json()


def _special(text: str, character: str) -> dict:
    return {"special": {"character": character, "name": "Real", "text": text}}


def test_the_ten_sets_print_the_wordings():
    assert len(TO_NAMED) >= 3 and len(BOTH_NAMED) >= 2 and len(TO_TARGET_TEAMMATE) >= 2
    for text in TO_NAMED:
        assert printed_name(_shift(text)["to"]) and printed_name(_shift(text)["from"]) is None
    for text in BOTH_NAMED:
        assert printed_name(_shift(text)["to"]) and printed_name(_shift(text)["from"])


@pytest.mark.parametrize("text", TO_NAMED)
def test_an_attack_on_a_teammate_goes_to_the_character_named(text):
    named = _shift(text)["to"]
    card = _special(text, named)
    answer = _answer(text, ["Bolt", named, "Mate"], "b1", "b2", card)
    step = answer["steps"][1]
    assert step["result"] == "shifted" and step["rules"] == ["MR.9"], step
    assert f"from Bolt to {named}" in step["text"]
    assert not [w for w in answer["warnings"] if "shift" in w.get("kinds", [])]
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"])


@pytest.mark.parametrize("text", TO_NAMED)
def test_an_attack_moved_to_another_than_the_one_named_is_refused(text):
    named = _shift(text)["to"]
    answer = _answer(text, ["Bolt", named, "Mate"], "b1", "b3", _special(text, named))
    step = answer["steps"][1]
    assert step["result"] == "illegal" and step["rules"] == ["MR.9", "MR.1"], step
    assert f"moves the attack to {named}, not to Mate" in step["text"]


def _event_step(text: str, on: str, to: str) -> tuple[dict, dict]:
    """The shift step of the card played as an event (its own character is not read as
    "self", the names are), B's front line holding the one named ``from`` (b1), the one named
    ``to`` (b2) and Mate (b3)."""
    clause = _shift(text)
    names = [clause["from"], clause["to"], "Mate"]
    event = {"event": {"name": "Real", "text": text}}
    return clause, _answer(text, names, on, to, event)["steps"][1]


@pytest.mark.parametrize("text", BOTH_NAMED)
def test_an_attack_on_the_one_named_goes_to_the_other_named(text):
    clause, step = _event_step(text, "b1", "b2")
    assert step["result"] == "shifted", step
    assert f"from {clause['from']} to {clause['to']}" in step["text"]


@pytest.mark.parametrize(
    ("on", "to", "why"),
    [
        ("b3", "b2", "moves attacks made on {frm}, and this attack is made on Mate"),
        ("b1", "b3", "moves the attack to {to}, not to Mate"),
    ],
)
@pytest.mark.parametrize("text", BOTH_NAMED)
def test_an_attack_elsewhere_than_the_card_names_is_refused(text, on, to, why):
    clause, step = _event_step(text, on, to)
    assert step["result"] == "illegal" and step["rules"] == ["MR.9", "MR.1"], step
    assert why.format(frm=clause["from"], to=clause["to"]) in step["text"]


@pytest.mark.parametrize("text", BOTH_NAMED)
def test_played_as_the_named_character_s_special_the_name_reads_as_its_player(text):
    clause = _shift(text)
    special = _special(text, clause["from"])
    own = _answer(text, [clause["to"], clause["from"], "Mate"], "b3", "b1", special)["steps"][1]
    assert own["result"] == "illegal" and "MR.9" in own["rules"], own


def _char(cid: str, name: str, player: str = "B") -> Character:
    return Character(id=cid, name=name, player=player, grid=dict(GRID))


@pytest.mark.parametrize("text", TO_TARGET_TEAMMATE)
def test_a_shift_to_target_teammate_stays_on_the_attacked_team(text):
    clause = _shift(text)
    current, rival = _char("b1", clause["from"]), _char("a2", "Rival", "A")
    refused = name_refusal(clause, "Real", current, rival, None)  # type: ignore[arg-type]
    assert refused is not None and refused[0] == ["MR.9", "MR.1"]
    assert "a teammate of" in refused[1]


#: "... to move any attack made on any Front Line Character onto Character with Image Inducer"
ONTO_HOLDER = texts(r"onto Character with [\w ]+\.", full=True)


def _holder_clause(text: str) -> dict:
    clauses = reach.walk(parse_effect(text).to_json()["clauses"])
    (clause,) = [c for c in clauses if c["kind"] == "shift"]
    return clause


@pytest.mark.parametrize("text", ONTO_HOLDER)
def test_the_holder_of_the_named_card_is_read_from_the_board(text):
    clause = _holder_clause(text)
    card = held_card(clause["to"])
    assert card and printed_name(clause["to"]) is None
    held = {"special": {"character": "Nightcrawler", "name": card, "text": "-"}}
    side = [
        {"id": "b1", "name": "Bolt", "grid": GRID},
        {"id": "b2", "name": "Kurt", "grid": GRID, "placed": [held]},
        {"id": "b3", "name": "Mate", "grid": GRID},
    ]
    state = {"players": {"A": {"front_line": []}, "B": {"front_line": side}}}
    board = read_board(state, MemoryLookup(), parse_effect)
    bolt, kurt, mate = (board.character(i) for i in ("b1", "b2", "b3"))
    assert name_refusal(clause, "Real", bolt, kurt, board) is None
    refused = name_refusal(clause, "Real", bolt, mate, board)
    assert refused is not None and refused[0] == ["MR.9", "MR.1"]
    assert f"Mate does not hold {card}" in refused[1]


@pytest.mark.parametrize("text", ONTO_HOLDER)
def test_a_shift_bought_with_a_cost_is_said_not_applied(text):
    # the cost is paid from a pile the engine does not hold: the reach matrix, the warnings
    # and a shift play with the card say it is not applied, and why
    clauses = parse_effect(text).to_json()["clauses"]
    (paid,) = [c for c in clauses if c["kind"] == "paid_effect"]
    assert bought_shift(paid) and not reach.is_applied(paid, card=("tactic", "artifact"))
    warning = reach.warning("Real", clauses, None)
    assert "paid_effect" in warning["kinds"] and PAID in warning["why"]
    artifact = {"tactic": "artifact", "name": "Real", "text": text}
    step = _answer(text, ["Bolt", "Kurt"], "b1", "b2", artifact)["steps"][1]
    assert step["result"] == "illegal" and step["rules"] == ["MR.9"], step
    assert "not applied: Real's shift" in step["text"] and PAID in step["text"]
