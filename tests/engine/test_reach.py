"""The reach matrix: what the engine applies of a card, and saying so when it does not.

A judge must always know when the service could not take a card fully into account: every
clause the engine does not apply is named in the step that met it ("not applied: ...") and in
the answer's ``warnings``. Real card texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_ko
from rules.engine.effects import CLAUSE_KINDS
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _real_attack_special(missing: bool) -> tuple[str, dict]:
    """A real special that attacks, with (or without) a clause the engine does not apply."""
    for _row, text in rows("special"):
        tree = parse_effect(text).to_json()
        if tree["status"] != "full" or tree["clauses"][0]["kind"] != "attack":
            continue
        if any(c["kind"] == "timing" for c in tree["clauses"]):
            continue  # played only at some moment ("after opponent has conceded"), not here
        if bool(reach.not_applied(tree["clauses"])) == missing:
            return text, tree
    raise AssertionError("no such special in the ten sets")


def _attack(text: str, tree: dict) -> dict:
    return resolve(
        {
            "players": {
                "A": {"front_line": [{"id": "a1", "name": "Attacker", "grid": GRID}]},
                "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
            },
            "turn": "A",
        },
        [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [
                    {
                        "special": {
                            "character": "Attacker",
                            "name": "Real Text",
                            "text": text,
                            "effect": tree,
                        }
                    }
                ],
            }
        ],
        MemoryLookup(),
    ).to_json()


def test_every_kind_in_the_matrix_is_a_clause_kind_of_the_grammar():
    assert set(reach.REACH) <= set(CLAUSE_KINDS)
    assert set(reach.REACH) >= reach.STRUCTURAL
    for entry in reach.REACH.values():
        assert entry.places and set(entry.places) <= set(reach.PLACES)
        assert entry.how


def test_a_kind_outside_the_matrix_is_not_applied():
    disrupt = {"kind": "disrupt", "count": "all"}
    assert reach.not_applied([disrupt]) == [disrupt]
    assert reach.not_applied([{"kind": "avoid", "count": 1}]) == []


def test_a_condition_is_applied_only_when_the_resolver_evaluates_it():
    draw = {"kind": "draw", "who": "self", "count": 1}
    disrupt = {"kind": "disrupt", "count": "all"}
    assert reach.not_applied([{"kind": "condition", "when": "successful", "then": [draw]}]) == []
    # An evaluated condition names its inner clause the engine does not apply.
    assert reach.not_applied(
        [{"kind": "condition", "when": "successful", "then": [draw, disrupt]}]
    ) == [disrupt]
    # A condition the resolver never evaluates is itself not applied.
    odd = {"kind": "condition", "when": "has_missions", "then": [draw]}
    assert reach.not_applied([odd]) == [odd]


def test_permissions_are_applied_only_for_the_actions_the_resolver_reads():
    assert reach.is_applied({"kind": "permission", "action": "attack_reserve"})
    assert not reach.is_applied({"kind": "permission", "action": "place_and_play"})
    duplicates = {"kind": "permission", "action": "duplicates"}
    assert reach.is_applied(duplicates, "discard") and not reach.is_applied(duplicates, "resolve")


def test_a_teamwork_or_ally_cards_follow_up_is_its_own_rule():
    clause = {"kind": "permission", "action": "must_play", "who": "teammate"}
    assert reach.is_applied(clause, card=("universe", "ally"))
    assert not reach.is_applied(clause, card=("special", ""))


def test_a_real_special_with_a_clause_not_applied_says_so_in_its_step_and_warnings():
    text, tree = _real_attack_special(missing=True)
    answer = _attack(text, tree)
    (warning,) = answer["warnings"]
    assert warning["card"].endswith("Real Text") and warning["play"] == 0
    missing = reach.not_applied(tree["clauses"])
    assert warning["kinds"] == sorted({c["kind"] for c in missing})
    assert all(words in warning["text"] for words in warning["not_applied"])
    first = next(s for s in answer["steps"] if s["play"] == 0)
    assert "not applied: " in first["text"]


def test_a_real_special_the_engine_applies_whole_gives_no_warning():
    text, tree = _real_attack_special(missing=False)
    answer = _attack(text, tree)
    assert answer["warnings"] == []
    assert not any("not applied" in s["text"] for s in answer["steps"])


def test_the_ko_check_warns_of_effects_it_does_not_apply():
    effect = {
        "card": {
            "special": {
                "character": "Other",
                "name": "Veil",
                "text": "Opponent must reveal Hand.",
                "effect": {"status": "full", "clauses": [{"kind": "reveal", "who": "opponent"}]},
            }
        },
        "player": "A",
    }
    answer = check_ko(
        {"character": {"name": "Target", "grid": GRID, "hits": []}, "in_play": [effect]},
        MemoryLookup(),
    )
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["reveal"] and "KO check" in warning["text"]


def test_reach_report_counts_every_card_with_text(report):
    assert report["by_type"]["special"]["cards"] == 1281
    for counts in report["by_type"].values():
        assert counts["applied"] <= counts["full"] <= counts["cards"]


def test_reach_report_lists_kinds_not_applied_with_their_counts(report):
    by_kind = {k["kind"]: k for k in report["kinds"]}
    for kind in report["not_applied_kinds"]:
        assert by_kind[kind]["places"] == [] and by_kind[kind]["not_applied"] > 0
    assert by_kind["attack"]["places"] and by_kind["attack"]["not_applied"] < 10
    assert "disrupt" in report["not_applied_kinds"]


def test_words_the_grammar_did_not_understand_are_named_in_the_warnings():
    text = "Acts as a level 4 Energy attack. Opponent sometimes discards 1 card."
    tree = {
        "status": "partial",
        "clauses": [{"kind": "attack", "level": 4, "icons": ["energy"]}],
        "unparsed": [{"text": "Opponent sometimes discards 1 card.", "span": [33, 68]}],
        "unconsumed": [{"word": "sometimes", "span": [42, 51]}],
    }
    answer = _attack(text, tree)
    (warning,) = [w for w in answer["warnings"] if w.get("not_understood") is not None]
    assert warning["not_understood"] == ["sometimes"]
    assert warning["not_applied"] == ["Opponent sometimes discards 1 card."]
    assert "not understood, so not applied" in warning["text"]


def test_an_inherent_ability_is_warned_about_once_with_what_was_not_understood():
    """A character's inherent ability is also an effect in play: the judge is told once what
    of it the engine does not apply, and which of its sentences the grammar did not read."""
    grid = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
    inherent = "Disrupt all MultiPower cards. Hero hums loudly in the moonlight."
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": grid, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Foe", "grid": grid}]},
        },
        "turn": "A",
    }
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 3}]}
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert {w["card"] for w in answer["warnings"]} == {"Hero"}
    (unapplied,) = [w for w in answer["warnings"] if w["kinds"]]
    assert unapplied["kinds"] == ["disrupt"]
    (unread,) = [w for w in answer["warnings"] if "not_understood" in w]
    assert unread["not_applied"] == ["Hero hums loudly in the moonlight."]


def test_every_clause_kind_the_grammar_builds_is_applied_or_says_why():
    # a card never seen may hold any kind: a judge must get where it is applied, or why not
    for kind in CLAUSE_KINDS:
        assert (
            kind in reach.REACH
            or kind in reach.NOT_APPLIED_BECAUSE
            or kind in reach.NOTHING_TO_APPLY
        ), kind


def test_a_modal_the_clause_cannot_hold_is_reported_not_applied():
    (held,) = parse_effect("Xaos or teammate must avoid 1 attack of 9 or less.").to_json()[
        "clauses"
    ]
    assert held["kind"] == "modal_action" and held["modal"] == "must"
    assert reach.not_applied([held]) == [held]


def test_every_kind_not_applied_says_why():
    for kind, why in reach.NOT_APPLIED_BECAUSE.items():
        assert kind not in reach.REACH and len(why) > 20


def test_every_kind_the_report_shows_not_applied_says_why(report):
    # a judge reads why the service could not take such a clause into account
    for entry in report["kinds"]:
        if not entry["places"] and entry["how"] != "nothing to apply":
            assert entry["limits"], entry["kind"]
