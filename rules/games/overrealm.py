"""OverRealm requests: the turn's shape (games.md), an example, and the engine call.

The API view and the desk page both call :func:`turn`; it checks every field, then that
each target is a minion the opponent controls (a :class:`judge.errors.DeskError` names the
bad field), and answers the engine's result as a dict.
"""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from judge.fields import StrictBooleanField
from rules.engine.games import overrealm as rlm
from rules.engine.games.overrealm.state import HERO, other
from rules.games.shapes import id_field, name_field, refuse, validated, with_fields

MAX_MINIONS = 30
MAX_HP = 99
PRESSURE_CARDS = 8


class OverRealmMinionSerializer(serializers.Serializer):
    id = id_field("How targets name this minion.")
    name = name_field(required=False)
    hp = serializers.IntegerField(min_value=1, max_value=MAX_HP, help_text="Printed hit points.")
    damage = serializers.IntegerField(min_value=0, max_value=MAX_HP, default=0)
    dom = serializers.IntegerField(min_value=0, max_value=MAX_HP, default=0, help_text="Dominance.")
    exhausted = StrictBooleanField(default=False)
    silenced = StrictBooleanField(default=False)

    def validate(self, attrs):
        if attrs["damage"] >= attrs["hp"]:
            raise serializers.ValidationError(
                {"damage": "a minion with damage reaching its HP is dead"}
            )
        attrs["name"] = attrs["name"] or attrs["id"]
        return attrs


class OverRealmHeroSerializer(serializers.Serializer):
    name = name_field()
    hp = serializers.IntegerField(min_value=1, max_value=MAX_HP, help_text="Printed hit points.")
    damage = serializers.IntegerField(min_value=0, max_value=MAX_HP, default=0)

    def validate(self, attrs):
        if attrs["damage"] >= attrs["hp"]:
            raise serializers.ValidationError({"damage": "this hero has already lost the round"})
        return attrs


class OverRealmPlayerSerializer(serializers.Serializer):
    hero = OverRealmHeroSerializer()
    pressure = serializers.IntegerField(min_value=0, max_value=PRESSURE_CARDS, default=0)
    critical = StrictBooleanField(default=False)
    minions = OverRealmMinionSerializer(many=True, max_length=MAX_MINIONS, default=list)

    def validate_minions(self, minions):
        seen: set[str] = set()
        for n, minion in enumerate(minions):
            if minion["id"] in seen:
                raise serializers.ValidationError({n: {"id": "each minion needs its own id"}})
            seen.add(minion["id"])
        return minions


class OverRealmCombatCardSerializer(serializers.Serializer):
    card = serializers.ChoiceField(choices=rlm.CARDS)
    damage = serializers.IntegerField(
        min_value=0, max_value=MAX_HP, required=False, allow_null=True, help_text="attack, power"
    )
    target = id_field('attack, power: "hero" or a minion id of the opponent.')
    option = serializers.ChoiceField(
        choices=("exhaust", "silence"), allow_null=True, required=False, help_text="counter"
    )
    targets = serializers.ListField(
        child=id_field(), max_length=2, default=list, help_text="counter"
    )
    excess_to_hero = StrictBooleanField(
        default=False, help_text="Damage beyond a killed minion's HP goes on to the hero."
    )
    exhaust_if_survives = StrictBooleanField(
        default=False, help_text="A minion the card hits and does not kill is exhausted."
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["target"].required = False

    def validate(self, attrs):
        if attrs["card"] == "counter":
            option, targets = attrs.get("option"), attrs["targets"]
            if option == "silence" and len(targets) != 1:
                raise serializers.ValidationError({"targets": "silence names one target minion"})
            if option == "exhaust" and not targets:
                raise serializers.ValidationError({"targets": "exhaust names two target minions"})
            if len(set(targets)) != len(targets):
                raise serializers.ValidationError({"targets": "name two different minions"})
            if option is None and targets:
                raise serializers.ValidationError(
                    {"option": "targets need an option: exhaust or silence"}
                )
            return attrs
        if attrs.get("damage") is None:
            raise serializers.ValidationError({"damage": f"an {attrs['card']} names its damage"})
        attrs.setdefault("target", HERO)
        return attrs


CombatSerializer = with_fields(
    "OverRealmCombatSerializer",
    {p: OverRealmCombatCardSerializer() for p in rlm.PLAYERS},
    "The combat card each player revealed.",
)
PlayersSerializer = with_fields(
    "OverRealmPlayersSerializer",
    {p: OverRealmPlayerSerializer() for p in rlm.PLAYERS},
    "Each player before the turn's combat.",
)


class OverRealmTurnSerializer(serializers.Serializer):
    strong_attacks = serializers.RegexField(
        r"^[AB]$",
        help_text='"A" or "B": the player the turn card\'s Strong Attacks side faces.',
        error_messages={"invalid": 'must be "A" or "B"'},
    )
    combat = CombatSerializer()
    players = PlayersSerializer()


def _check_targets(body: dict[str, Any]) -> None:
    """Every target is the opposing hero or a minion the opponent controls."""
    for p in rlm.PLAYERS:
        card = body["combat"][p]
        foe = {m["id"] for m in body["players"][other(p)]["minions"]}
        if card["card"] != "counter":
            if card["target"] != HERO and card["target"] not in foe:
                raise refuse(
                    f"combat.{p}.target", f"player {other(p)} controls no minion {card['target']!r}"
                )
            continue
        for n, target in enumerate(card["targets"]):
            if target not in foe:
                raise refuse(
                    f"combat.{p}.targets.{n}", f"player {other(p)} controls no minion {target!r}"
                )
        if card.get("option") == "exhaust" and len(card["targets"]) < min(2, len(foe)):
            raise refuse(f"combat.{p}.targets", "exhaust names two target minions")


def turn(data: Any) -> dict[str, Any]:
    body = validated(OverRealmTurnSerializer, data)
    _check_targets(body)
    players = {p: rlm.Player.from_dict(body["players"][p]) for p in rlm.PLAYERS}
    cards = {p: rlm.CombatCard.from_dict(body["combat"][p]) for p in rlm.PLAYERS}
    return rlm.play_turn(body["strong_attacks"], cards, players).as_dict()


TURN_EXAMPLE = {
    "strong_attacks": "A",
    "combat": {
        "A": {"card": "attack", "damage": 5, "target": "hero"},
        "B": {"card": "counter", "option": "silence", "targets": ["m1"]},
    },
    "players": {
        "A": {
            "hero": {"name": "Ghastis Brinnar", "hp": 15, "damage": 0},
            "pressure": 0,
            "critical": False,
            "minions": [
                {"id": "m1", "name": "Magmahide Monster", "hp": 4, "damage": 0, "dom": 3},
                {"id": "m2", "name": "Cinder Imp", "hp": 2, "damage": 0, "dom": 2},
            ],
        },
        "B": {
            "hero": {"name": "Becky's hero", "hp": 15, "damage": 0},
            "pressure": 1,
            "critical": False,
            "minions": [{"id": "m1", "name": "Stone Warden", "hp": 5, "damage": 0, "dom": 4}],
        },
    },
}


def _side(hero: str, dom: int) -> dict[str, Any]:
    return {
        "hero": {"name": hero, "hp": 15, "damage": 0},
        "minions": [
            {"id": f"{hero.lower()}-minions", "name": f"{hero}'s minions", "hp": 9, "dom": dom}
        ],
    }


#: The rulebook's dominance example A: Albert won combat, 7 dominance against Becky's 4.
EXAMPLE_A = {
    "strong_attacks": "B",
    "combat": {"A": {"card": "power", "damage": 0, "target": "hero"}, "B": {"card": "counter"}},
    "players": {"A": _side("Albert", 7), "B": _side("Becky", 4)},
}
