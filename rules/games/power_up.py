"""Power Up! requests: their shapes (games.md), examples, and the engine calls.

The API views and the desk page both call :func:`combat`, :func:`chain`, :func:`winner` and
:func:`deck`; each checks every field (a :class:`judge.errors.DeskError` names the bad ones)
and answers the engine's result as a dict.
"""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from judge.fields import StrictBooleanField
from rules.engine.games import power_up as pu
from rules.engine.games.power_up.characters import RARITIES, STAT_MAX, STAT_MIN
from rules.engine.games.power_up.deck import POWER_KINDS
from rules.engine.games.power_up.winner import CONDITIONS, PLAYERS
from rules.games.shapes import id_field, name_field, refuse, validated, with_fields

MAX_MODIFIERS = 20
MAX_KEYWORDS = 20
MAX_EFFECTS = 50
MAX_DECK_LINES = 60


def _stat(help_text: str) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=STAT_MIN, max_value=STAT_MAX, help_text=help_text)


def _bonus(stat: str) -> serializers.IntegerField:
    return serializers.IntegerField(
        min_value=-20, max_value=20, required=False, help_text=f"Added to {stat}."
    )


class _Modifier(serializers.Serializer):
    def validate(self, attrs):
        if not attrs:
            raise serializers.ValidationError("name at least one of atk, def, health")
        return attrs


ModifierSerializer = with_fields(
    "PowerUpModifierSerializer",
    {"atk": _bonus("Attack"), "def": _bonus("Defense"), "health": _bonus("Health")},
    "A modifier in play on the character: {'atk': 2}, {'def': -1}, {'health': 1}.",
    base=_Modifier,
)


CharacterSerializer = with_fields(
    "PowerUpCharacterSerializer",
    {
        "id": id_field("How the answer names this character."),
        "name": name_field(required=False),
        "atk": _stat("Printed Attack."),
        "def": _stat("Printed Defense."),
        "health": _stat("Printed Health total."),
        "wounds": serializers.IntegerField(
            min_value=0, max_value=20, default=0, help_text="Wounds already taken."
        ),
        "rarity": serializers.ChoiceField(choices=RARITIES, default=1, help_text="1 to 5 stars."),
        "faction": name_field(required=False),
        "keywords": serializers.ListField(
            child=name_field(max_length=40), max_length=MAX_KEYWORDS, default=list
        ),
        "knelt": StrictBooleanField(default=False),
        "stunned": StrictBooleanField(default=False),
        "modifiers": serializers.ListField(
            child=ModifierSerializer(), max_length=MAX_MODIFIERS, default=list
        ),
        "attacks_made": serializers.IntegerField(
            min_value=0,
            max_value=2,
            default=0,
            help_text="Attacks it has already made this round (a Speedster may make two).",
        ),
        "double_attack": StrictBooleanField(
            default=False, help_text="A Speedster whose player chose to attack twice this round."
        ),
    },
    "A Power Up! character.",
)


class PowerUpTeamUpSerializer(serializers.Serializer):
    primary = CharacterSerializer(help_text="The Primary Hero: the same character as attacker.")
    partner = CharacterSerializer(help_text="The Team-Up partner.")


class PowerUpCombatSerializer(serializers.Serializer):
    attacker = CharacterSerializer()
    defender = CharacterSerializer(
        allow_null=True, required=False, help_text="null: the attack is not blocked."
    )
    team_up = PowerUpTeamUpSerializer(allow_null=True, required=False)

    def validate(self, attrs):
        attacker, defender, team_up = attrs["attacker"], attrs.get("defender"), attrs.get("team_up")
        ids = {"attacker.id": attacker["id"]}
        if defender is not None:
            ids["defender.id"] = defender["id"]
        if team_up is not None:
            if team_up["primary"]["id"] != attacker["id"]:
                raise serializers.ValidationError(
                    {"team_up": {"primary": {"id": "must be the attacker's id"}}}
                )
            if defender is None:
                raise serializers.ValidationError(
                    {"defender": "a Team-Up challenge needs its target (PU.team-up)"}
                )
            ids["team_up.partner.id"] = team_up["partner"]["id"]
        seen: dict[str, str] = {}
        for path, value in ids.items():
            if value.lower() == "hq":
                raise refuse(path, "'hq' names the HQ in the answer; pick another id")
            if value in seen:
                raise refuse(path, f"the same id as {seen[value]}")
            seen[value] = path
        return attrs


class PowerUpChainEffectSerializer(serializers.Serializer):
    id = id_field("The effect's name or id.")
    player = serializers.ChoiceField(choices=PLAYERS)
    instant = StrictBooleanField(default=False)


class PowerUpChainSerializer(serializers.Serializer):
    effects = PowerUpChainEffectSerializer(many=True, max_length=MAX_EFFECTS)

    def validate_effects(self, effects):
        seen: set[str] = set()
        for n, effect in enumerate(effects):
            if effect["id"] in seen:
                raise serializers.ValidationError({n: {"id": "each effect needs its own id"}})
            seen.add(effect["id"])
        return effects


class PowerUpStandingSerializer(serializers.Serializer):
    hq = serializers.IntegerField(min_value=-20, max_value=99, help_text="HQ health left.")
    deployed_stars = serializers.IntegerField(min_value=0, max_value=15, default=0)
    ran_out_first = StrictBooleanField(default=False)
    heroes_left = serializers.IntegerField(min_value=0, max_value=20, default=1)


PlayersSerializer = with_fields(
    "PowerUpPlayersSerializer",
    {p: PowerUpStandingSerializer() for p in PLAYERS},
    "Both players' standings, by player number.",
)


class PowerUpWinnerSerializer(serializers.Serializer):
    condition = serializers.ChoiceField(choices=CONDITIONS)
    players = PlayersSerializer()


def _deck_card(extra: dict[str, serializers.Field], doc: str, name: str) -> type:
    return with_fields(
        name,
        {
            "name": name_field(),
            **extra,
            "count": serializers.IntegerField(min_value=1, max_value=40, default=1),
            "unique": StrictBooleanField(default=False),
            "limited": serializers.IntegerField(
                min_value=1, max_value=20, allow_null=True, default=None
            ),
        },
        doc,
    )


HeroLineSerializer = _deck_card(
    {"rarity": serializers.ChoiceField(choices=RARITIES)},
    "A hero of the Hero Deck.",
    "PowerUpHeroLine",
)
PowerLineSerializer = _deck_card(
    {"kind": serializers.ChoiceField(choices=POWER_KINDS)},
    "An Equipment, Power or Battle card of the Power Deck.",
    "PowerUpPowerLine",
)


class PowerUpDeckSerializer(serializers.Serializer):
    heroes = HeroLineSerializer(many=True, max_length=MAX_DECK_LINES)
    powers = PowerLineSerializer(many=True, max_length=MAX_DECK_LINES)


# ---------------------------------------------------------------------------- engine calls


def combat(data: Any) -> dict[str, Any]:
    body = validated(PowerUpCombatSerializer, data)
    attacker = pu.Fighter.from_dict(body["attacker"])
    defender = pu.Fighter.from_dict(body["defender"]) if body.get("defender") else None
    team_up = body.get("team_up")
    partner = pu.Fighter.from_dict(team_up["partner"]) if team_up else None
    return pu.resolve_combat(attacker, defender, partner).as_dict()


def chain(data: Any) -> dict[str, Any]:
    body = validated(PowerUpChainSerializer, data)
    return pu.resolve_chain([pu.ChainEffect(**e) for e in body["effects"]]).as_dict()


def winner(data: Any) -> dict[str, Any]:
    body = validated(PowerUpWinnerSerializer, data)
    players = {p: pu.PlayerStanding(**body["players"][p]) for p in PLAYERS}
    return pu.decide_winner(body["condition"], players).as_dict()


def deck(data: Any) -> dict[str, Any]:
    body = validated(PowerUpDeckSerializer, data)
    return pu.check_deck(
        [pu.DeckCard(**h) for h in body["heroes"]], [pu.DeckCard(**c) for c in body["powers"]]
    ).as_dict()


# ---------------------------------------------------------------------------- examples

PAIGE = {"id": "paige", "name": "Super Fast Paige", "atk": 4, "def": 4, "health": 4}
BRANDON = {"id": "brandon", "name": "Blazing Brandon", "atk": 7, "def": 3, "health": 3}
COMBAT_EXAMPLE = {"attacker": PAIGE, "defender": BRANDON, "team_up": None}
TEAM_UP_EXAMPLE = {
    "attacker": {**PAIGE, "rarity": 2, "faction": "Speed Force", "id": "paige"},
    "defender": {
        "id": "red",
        "name": "Marvelous Red",
        "atk": 6,
        "def": 6,
        "health": 6,
        "rarity": 3,
    },
    "team_up": {
        "primary": {**PAIGE, "rarity": 2, "faction": "Speed Force"},
        "partner": {
            "id": "kid",
            "name": "Kid Quick",
            "atk": 3,
            "def": 2,
            "health": 2,
            "rarity": 1,
            "faction": "Speed Force",
        },
    },
}
CHAIN_EXAMPLE = {
    "effects": [
        {"id": "blaze", "player": "1", "instant": False},
        {"id": "evade", "player": "2", "instant": False},
        {"id": "frag-grenade", "player": "1", "instant": True},
        {"id": "whispershield", "player": "2", "instant": True},
    ]
}
WINNER_EXAMPLE = {
    "condition": "no_more_power_cards",
    "players": {
        "1": {"hq": 3, "deployed_stars": 9, "ran_out_first": False, "heroes_left": 2},
        "2": {"hq": 3, "deployed_stars": 7, "ran_out_first": True, "heroes_left": 4},
    },
}
DECK_EXAMPLE = {
    "heroes": [
        {"name": f"Hero {r}*", "rarity": r, "count": 4, "unique": False, "limited": None}
        for r in RARITIES
    ],
    "powers": [
        {"name": name, "kind": kind, "count": count, "unique": False, "limited": limited}
        for name, kind, count, limited in (
            ("Energy Orb", "power", 3, 3),
            ("Whispershield", "power", 3, None),
            ("Biomechanical Jumpsuit", "equipment", 3, None),
            ("Frag Grenade", "equipment", 3, None),
            ("Flying V", "battle", 3, None),
            ("Hold the Line", "battle", 3, None),
            ("Rally", "battle", 2, None),
        )
    ],
}
