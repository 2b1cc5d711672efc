"""A Target Character printed with a hero/villain code ("Target hero must discard all placed
cards", "Target hero may not attack for remainder of battle"), and the board saying whether
the code rule is in use (``code_rule``) and each character's code (hero, villain, or none for
a card printed without one): with the rule in use the card may not aim at a character of the
other code; with it not in use, at an uncoded character or at one whose code is not given, it
aims at any character and the step says why (OR.code-rule, OR.character). Real texts of the
ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import InputError
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TARGET_HERO = texts(r"^Target hero may not attack for remainder of battle", "special", full=True)
DISCARDS = texts(r"^Target hero must (immediately )?discard all placed cards", "special", full=True)
MODIFIERS = texts(r"^Target hero is -\d+ to attacks", "special", full=True)
ANY_HERO_REMOVAL = texts(r"^Symbiotic bonding! Remove 1 hit from the Permanent Record of any hero")


def _state(code: str | None = None, rule: bool | None = None, own: str | None = None) -> dict:
    target = {"id": "b1", "name": "Bolt", "grid": GRID, **({"code": code} if code else {})}
    ace = {"id": "a1", "name": "Ace", "grid": GRID, **({"code": own} if own else {})}
    state = {
        "players": {
            "A": {"front_line": [ace]},
            "B": {"front_line": [target, {"id": "b2", "name": "Bee", "grid": GRID}]},
        },
        "turn": "A",
    }
    if rule is not None:
        state["code_rule"] = rule
    return state


def _first(text: str, state: dict, alignment: str = "") -> dict:
    lookup = MemoryLookup()
    card = CardDef(
        name="Coded",
        kind="special",
        characters=("Ace",),
        alignment=alignment,
        text=text,
        effect=parse_effect(text),
    )
    lookup.add(card)
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": "Coded"}]}
    return resolve(state, [play], lookup, parse_effect).to_json()["steps"][0]


def test_the_ten_sets_print_target_hero():
    assert TARGET_HERO and DISCARDS and ANY_HERO_REMOVAL and MODIFIERS
    for text in TARGET_HERO + DISCARDS + MODIFIERS:
        clauses = parse_effect(text).to_json()["clauses"]
        assert any(c.get("target_noun") == "hero" for c in clauses)
        assert "Target hero" in parse_effect(text).canonical


@pytest.mark.parametrize("text", TARGET_HERO + DISCARDS + MODIFIERS)
def test_with_the_rule_in_use_a_target_hero_card_may_not_aim_at_a_villain(text):
    step = _first(text, _state("villain", True))
    assert step["result"] == "illegal" and step["rules"] == ["OR.code-rule"]
    assert "Target hero may not be Bolt" in step["text"]
    assert _first(text, _state("hero", True))["result"] == "attack"


@pytest.mark.parametrize(
    ("code", "rule", "why"),
    [
        ("villain", False, "the hero/villain code rule is not in use"),
        (None, False, "the hero/villain code rule is not in use"),
        ("none", True, "Bolt has no hero/villain code, and an uncoded character counts"),
        (None, True, "the board gives no hero/villain code for Bolt"),
        (None, None, "the board gives no hero/villain code for Bolt"),
    ],
)
@pytest.mark.parametrize("text", TARGET_HERO)
def test_otherwise_it_aims_at_any_character_and_the_step_says_why(text, code, rule, why):
    step = _first(text, _state(code, rule))
    assert step["result"] == "attack" and "OR.code-rule" in step["rules"]
    assert why in step["text"]


@pytest.mark.parametrize("text", TARGET_HERO)
def test_a_hero_target_of_its_own_code_needs_no_note(text):
    step = _first(text, _state("hero", True))
    assert "OR.code-rule" not in step["rules"]


@pytest.mark.parametrize("text", TARGET_HERO[:1])
def test_with_the_rule_in_use_a_hero_may_not_play_a_villains_card(text):
    state = _state("hero", True, own="hero")
    step = _first(text, state, alignment="villain")
    assert step["result"] == "illegal" and "may not play Coded, a villain card" in step["text"]
    # with the rule not said, or an uncoded character, the card's code bars nobody
    assert _first(text, _state("hero", None, own="hero"), "villain")["result"] == "attack"
    assert _first(text, _state("hero", True, own="none"), "villain")["result"] == "attack"


@pytest.mark.parametrize(
    ("where", "value", "path"),
    [
        ("rule", "yes", "state.code_rule"),
        ("code", "AG", "state.players.B.front_line.0.code"),
    ],
)
def test_a_bad_value_names_its_field(where, value, path):
    state = _state(value) if where == "code" else {**_state(), "code_rule": value}
    with pytest.raises(InputError) as err:
        resolve(state, [], MemoryLookup(), parse_effect)
    assert path in [p for p, _ in err.value.problems]


def test_the_board_answered_keeps_the_rule_and_the_codes():
    state = _state("H", False)
    board = resolve(state, [], MemoryLookup(), parse_effect).to_json()["state"]
    assert board["code_rule"] is False
    assert board["players"]["B"]["front_line"][0]["code"] == "H"


def _removal(text: str, code: str | None, rule: bool | None) -> tuple[dict, list]:
    state = _state(rule=rule)
    mate = {"id": "a2", "name": "Mate", "grid": GRID, **({"code": code} if code else {})}
    mate["hits"] = [{"icon": "energy", "value": 3, "record": "permanent"}]
    state["players"]["A"]["front_line"].append(mate)
    card = {"special": {"character": "Any Hero", "name": "Real", "text": text}}
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [card]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    step = next(s for s in answer["steps"] if s["result"] == "effect")
    return step, answer["state"]["players"]["A"]["front_line"][1].get("hits") or []


@pytest.mark.parametrize(
    ("code", "rule", "why"),
    [
        ("villain", False, "the hero/villain code rule is not in use"),
        ("none", True, "Mate has no hero/villain code, and an uncoded character counts"),
    ],
)
@pytest.mark.parametrize("text", ANY_HERO_REMOVAL)
def test_an_any_hero_effect_reaches_any_character_when_the_code_does_not_narrow(
    text, code, rule, why
):
    step, hits = _removal(text, code, rule)
    assert hits == [] and why in step["text"]
    # with the rule in use, a villain's hit stays
    step, hits = _removal(text, "villain", True)
    assert len(hits) == 1 and "Mate is not one" in step["text"]


def _attacked_in_play(text: str, code: str, rule: bool) -> dict:
    """Ace attacks Bolt with 5 Energy while the card is in play on Bolt, who blocks with 3."""
    state = _state(code, rule)
    special = {"special": {"character": "Ace", "name": "Coded", "text": text}}
    state["in_play"] = [{"card": special, "player": "A", "by": "a1", "target": "b1"}]
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 3}]},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize(
    ("code", "rule", "applied"),
    [("villain", True, False), ("hero", True, True), ("villain", False, True)],
)
@pytest.mark.parametrize("text", MODIFIERS)
def test_a_target_hero_modifier_in_play_never_reaches_a_villain(text, code, rule, applied):
    """ "Target hero is -2 to attacks/+2 to defense" in play on a villain, with the code rule
    in use: Bolt is not its Target hero, so the +2 does not help the 3 block the 5; the answer
    warns it is not applied, citing the rule (OR.code-rule). On a hero, or without the rule,
    it is."""
    answer = _attacked_in_play(text, code, rule)
    assert answer["steps"][1]["result"] == ("blocked" if applied else "illegal")
    warned = [w for w in answer["warnings"] if w["card"] == "Ace - Coded"]
    assert bool(warned) is not applied
    assert all(
        "OR.code-rule" in w["text"] and "Target hero may not be Bolt" in w["text"] for w in warned
    )
