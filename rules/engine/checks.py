"""Single questions a judge asks: is this character KO'd, does this defense stop this attack?

Both answer from the same rules the resolution applies (``ko``, ``attacks``, ``defense``):
``check_defense`` builds the smallest board holding the attack and the defense and resolves
the two plays.
"""

from __future__ import annotations

from typing import Any

from rules.engine import ko as ko_rules
from rules.engine import reach
from rules.engine.cards import CardLookup
from rules.engine.plays import Play
from rules.engine.resolve import Parser, Resolver
from rules.engine.state import Battlesite, Board, InputError, Player, Reader


def check_ko(data: Any, lookup: CardLookup, parse: Parser | None = None) -> dict[str, Any]:
    reader = Reader(lookup, parse)
    body = reader.obj(data, "request")
    reader.check()
    assert body is not None
    if "battlesite" in body and "character" not in body:
        site = reader.battlesite(body["battlesite"], "battlesite", "B")
        reader.check()
        assert site is not None
        return ko_rules.evaluate_battlesite(site).to_json()
    if "character" not in body:
        raise InputError([("character", "give a character with its hits, or a battlesite")])
    data_char = body["character"]
    if isinstance(data_char, dict) and "id" not in data_char:
        data_char = {**data_char, "id": "character"}
    char = reader.character(data_char, "character", "B", "front_line")
    effects = [
        e
        for i, x in enumerate(reader.lst(body.get("in_play"), "in_play"))
        if (e := reader.effect(x, f"in_play.{i}", "B", -100 + i))
    ]
    reader.check()
    assert char is not None
    for e in effects:
        e.target = e.target or char.id
    answer = ko_rules.evaluate(char, ko_rules.effects_on(char, effects)).to_json()
    sources = [(char.name, char.inherent_clauses, ("character", ""))] + [
        (e.card.name, e.clauses, (e.card.kind, (e.card.subtype or "").lower())) for e in effects
    ]
    answer["warnings"] = [
        w for name, cl, kind in sources if (w := reach.warning(name, cl, None, "ko", kind))
    ]
    return answer


def check_defense(data: Any, lookup: CardLookup, parse: Parser | None = None) -> dict[str, Any]:
    reader = Reader(lookup, parse)
    body = reader.obj(data, "request") or {}
    attack = reader.obj(body.get("attack"), "attack") or {}
    defense = reader.obj(body.get("defense"), "defense") or {}
    reader.check()

    def char(value: Any, path: str, player: str, default_id: str):
        if isinstance(value, dict) and "id" not in value:
            value = {**value, "id": default_id}
        return reader.character(value, path, player, "front_line")

    attacker = char(attack.get("by"), "attack.by", "A", "attacker")
    defender = (
        char(defense.get("by"), "defense.by", "B", "defender")
        if defense.get("by") is not None
        else None
    )
    target_raw = attack.get("target")
    site = None
    target = None
    if target_raw == "battlesite" or (isinstance(target_raw, dict) and "battlesite" in target_raw):
        site = Battlesite(id="B.battlesite", name="Battlesite", player="B")
    elif target_raw is not None:
        target = char(target_raw, "attack.target", "B", "target")
    else:
        target = defender
    if target is None and site is None:
        reader.bad("attack.target", 'name the character attacked (or "battlesite")')
    attack_cards = [
        c
        for i, x in enumerate(reader.lst(attack.get("cards"), "attack.cards"))
        if (c := reader.card(x, f"attack.cards.{i}"))
    ]
    defense_cards = [
        c
        for i, x in enumerate(reader.lst(defense.get("cards"), "defense.cards"))
        if (c := reader.card(x, f"defense.cards.{i}"))
    ]
    if not attack.get("cards"):
        reader.bad("attack.cards", "the attack names its cards")
    effects = [
        e
        for i, x in enumerate(reader.lst(body.get("in_play"), "in_play"))
        if (e := reader.effect(x, f"in_play.{i}", "B", -100 + i))
    ]
    code_rule = body.get("code_rule")  # the hero/villain code rule, as resolve reads it
    if code_rule is not None and not isinstance(code_rule, bool):
        reader.bad("code_rule", "must be true or false")
    reader.check()
    assert attacker is not None
    front_b = [c for c in (target, defender) if c is not None]
    if target is not None and defender is not None and target.id == defender.id:
        front_b = [target]
    if len({c.id for c in [attacker, *front_b]}) != len([attacker, *front_b]):
        raise InputError([("defense.by.id", "the attacker and the defender need different ids")])
    board = Board(
        players={
            "A": Player(id="A", front_line=[attacker]),
            "B": Player(id="B", front_line=front_b, battlesite=site),
        },
        turn="A",
        in_play=effects,
    )
    if code_rule is not None:  # OR.code-rule: each character checks codes as in resolve
        board.code_rule = code_rule
        for c in board.characters():
            c.code_rule = code_rule
    plays = [
        Play(
            0,
            "attack",
            "A",
            attacker.id,
            "battlesite" if site else (target.id if target else None),
            None,
            attack_cards,
        ),
    ]
    if defense_cards or defense.get("by") is not None:
        by = defender.id if defender else None
        plays.append(Play(1, "defend", "B", by, None, None, defense_cards))
    resolver = Resolver(board, plays)
    resolver.run()
    attack_steps = [s for s in resolver.steps if s.play == 0]
    defense_steps = [s for s in resolver.steps if s.play == 1]
    reasons: list[dict[str, Any]] = []
    legal = True
    rules: list[str] = []
    for s in attack_steps + defense_steps:
        rules.extend(s.rules)
        if s.result == "illegal":
            legal = False
            reasons.append(
                {"text": s.text, "rules": s.rules, "side": "attack" if s.play == 0 else "defense"}
            )
    action = resolver.last_action
    outcome = resolver.last_outcome
    blocks = bool(
        legal and defense_steps and defense_steps[0].result in ("blocked", "avoided", "negated")
    )
    if legal:
        for s in defense_steps:
            reasons.append({"text": s.text, "rules": s.rules, "side": "defense"})
        if not defense_steps:
            reasons.append(
                {
                    "text": "No defense was given, so the attack hits.",
                    "rules": ["OR.defense"],
                    "side": "defense",
                }
            )
    return {
        "legal": legal,
        "blocks": blocks,
        "result": defense_steps[0].result if defense_steps else ("illegal" if not legal else "hit"),
        "attack_value": action.value if action is not None else None,
        "defense_value": outcome.defense_value if outcome is not None else None,
        "reasons": reasons,
        "rules": list(dict.fromkeys(rules)),
        "warnings": resolver.warnings,
    }
