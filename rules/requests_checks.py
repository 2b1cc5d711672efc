"""Request shapes of the judging checks (venture, priority, renege), shared by the API and the
desk pages: DRF serializers validate a request body (errors name the path of the bad field) and
the helpers turn a validated body into the engine's case. Moved here from ``api.views_checks``
so that pages and API accept and refuse exactly the same things without pages importing ``api``.
"""

from __future__ import annotations

from rest_framework import serializers

from judge.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from rules.engine import priority as prio
from rules.engine import renege as ren
from rules.engine import venture as ven

_ICONS = ("energy", "fighting", "strength", "intellect", "multipower", "any_power")
_MODIFIER_SOURCES = (
    "inherent",
    "special",
    "aspect",
    "event",
    "tactic",
    "artifact",
    "universe",
    "power",
    "location",
    "other",
)


#: What the engine raises for a position that cannot occur; each has ``path`` and ``message``.
ENGINE_INPUT_ERRORS = (ven.VentureInputError, prio.PriorityInputError)


class MissionsSerializer(serializers.Serializer):
    reserve = StrictIntegerField(
        min_value=0,
        max_value=ven.MISSION_CARDS,
        required=False,
        help_text="Left out: whatever the other two piles leave of the seven.",
    )
    completed = StrictIntegerField(min_value=0, max_value=ven.MISSION_CARDS, default=0)
    defeated = StrictIntegerField(min_value=0, max_value=ven.MISSION_CARDS, default=0)

    def validate(self, attrs):
        if "reserve" not in attrs:
            attrs["reserve"] = max(0, ven.MISSION_CARDS - attrs["completed"] - attrs["defeated"])
        total = sum(attrs.values())
        if total != ven.MISSION_CARDS:
            raise serializers.ValidationError(
                f"the three piles hold {total} mission cards; a mission always has "
                f"{ven.MISSION_CARDS} (OR.mission)"
            )
        return attrs


class VenturedSerializer(serializers.Serializer):
    reserve = StrictIntegerField(min_value=0, max_value=ven.MISSION_CARDS, default=0)
    completed = StrictIntegerField(min_value=0, max_value=ven.MISSION_CARDS, default=0)


class HitScoredSerializer(serializers.Serializer):
    value = StrictIntegerField(min_value=0, max_value=99)
    icon = serializers.ChoiceField(choices=_ICONS, required=False, allow_blank=True, default="")
    icons = serializers.ListField(
        child=serializers.ChoiceField(choices=_ICONS[:4]), required=False, max_length=4
    )
    source = serializers.ChoiceField(choices=ven.HIT_SOURCES, default="power")
    target = serializers.ChoiceField(choices=("character", "battlesite"), default="character")
    record = serializers.ChoiceField(choices=("current", "permanent"), default="current")
    bonus = StrictIntegerField(
        min_value=0, max_value=99, default=0, help_text="A universe bonus added to the attack."
    )
    counts_for_venture = StrictBooleanField(
        default=False, help_text="A card lets this universe card count as a hit (MR.3)."
    )
    card = StrictCharField(required=False, allow_blank=True, default="", max_length=200)


class ModifierSerializer(serializers.Serializer):
    value = StrictIntegerField(min_value=-99, max_value=99)
    source = serializers.ChoiceField(choices=_MODIFIER_SOURCES, default="special")
    origin = serializers.ChoiceField(
        choices=ven.MODIFIER_ORIGINS,
        default="in_play",
        help_text="Where the modifier's card or character is (reserve, ko, ...).",
    )
    card = StrictCharField(required=False, allow_blank=True, default="", max_length=200)
    conditional = StrictBooleanField(
        default=False, help_text='A conditional effect of an attack ("if successful").'
    )
    target = serializers.ChoiceField(choices=("character", "battlesite"), default="character")

    def to_internal_value(self, data):
        if isinstance(data, dict) and "from" in data and "origin" not in data:
            data = {**data, "origin": data["from"]}
        return super().to_internal_value(data)


class PlayerVentureSerializer(serializers.Serializer):
    missions = MissionsSerializer(required=False)
    ventured = VenturedSerializer(required=False)
    venture_total = StrictIntegerField(
        required=False, allow_null=True, min_value=-999, max_value=999
    )
    # A ListField, not ``many=True``: DRF hands ``allow_null`` to the child of a ``many``
    # serializer too, which let ``[null]`` through to the engine.
    hits_scored = serializers.ListField(
        child=HitScoredSerializer(), required=False, allow_null=True, max_length=200
    )
    modifiers = ModifierSerializer(many=True, required=False, max_length=50)
    conceded = StrictBooleanField(default=False)

    def validate(self, attrs):
        if attrs.get("venture_total") is not None and attrs.get("hits_scored") is not None:
            raise serializers.ValidationError(
                {"venture_total": "give either venture_total or hits_scored, not both"}
            )
        if attrs.get("modifiers") and attrs.get("hits_scored") is None:
            raise serializers.ValidationError(
                {
                    "modifiers": "modifiers go with hits_scored; a given venture_total already includes them"
                }
            )
        return attrs


class PlayersSerializer(serializers.Serializer):
    A = PlayerVentureSerializer()
    B = PlayerVentureSerializer()


class VentureCheckSerializer(serializers.Serializer):
    players = PlayersSerializer()


def player_venture(data: dict) -> ven.PlayerVenture:
    hits = data.get("hits_scored")
    return ven.PlayerVenture(
        missions=ven.Missions(
            **data.get("missions", {"reserve": 7, "completed": 0, "defeated": 0})
        ),
        ventured=ven.Ventured(**data.get("ventured", {"reserve": 0, "completed": 0})),
        venture_total=data.get("venture_total"),
        hits=(
            None
            if hits is None
            else tuple(ven.Hit(**{k: v for k, v in h.items() if k != "icons"}) for h in hits)
        ),
        modifiers=tuple(ven.Modifier(**m) for m in data.get("modifiers", [])),
        conceded=data.get("conceded", False),
    )


def players_from(data: dict) -> dict[str, ven.PlayerVenture]:
    return {p: player_venture(data[p]) for p in ven.PLAYERS}


class EffectSerializer(serializers.Serializer):
    id = StrictCharField(max_length=64)
    type = serializers.ChoiceField(choices=prio.KINDS)
    text = StrictCharField(required=False, allow_blank=True, default="", max_length=2000)
    card = serializers.JSONField(required=False)
    acts_as = serializers.ListField(
        child=serializers.ChoiceField(choices=prio.KINDS),
        required=False,
        default=list,
        max_length=7,
    )


class PriorityCheckSerializer(serializers.Serializer):
    effects = EffectSerializer(many=True, min_length=2, max_length=50)

    def validate_effects(self, effects):
        seen: dict[str, int] = {}
        for index, effect in enumerate(effects):
            if effect["id"] in seen:
                raise serializers.ValidationError(
                    {
                        index: {
                            "id": [
                                f"the id {effect['id']!r} is already used by effect {seen[effect['id']]}"
                            ]
                        }
                    }
                )
            seen[effect["id"]] = index
        return effects


def priority_effects(data: dict) -> list[prio.Effect]:
    """The engine's effects, in the order played, from a validated priority request."""
    return [
        prio.Effect(id=e["id"], type=e["type"], text=e["text"], acts_as=tuple(e["acts_as"]))
        for e in data["effects"]
    ]


class RenegeCheckSerializer(serializers.Serializer):
    offender = serializers.ChoiceField(choices=ven.PLAYERS)
    offence = serializers.ChoiceField(choices=ren.OFFENCES)
    judge_called = StrictBooleanField(default=True)
    phase = serializers.ChoiceField(
        choices=ren.PHASES,
        default="after_venture",
        help_text="When the kept duplicate or unusable card was found.",
    )
    demonstrated_usable = StrictBooleanField(
        default=False, help_text="The player showed how the kept card can be made usable."
    )
    became_unusable_in_play = StrictBooleanField(
        default=False, help_text="The card became unusable through the course of play."
    )
    description = StrictCharField(required=False, allow_blank=True, default="", max_length=500)
    players = PlayersSerializer(required=False)

    def validate(self, attrs):
        case = ren.Renege(**{k: v for k, v in attrs.items() if k != "players"})
        if case.needs_players and "players" not in attrs:
            raise serializers.ValidationError(
                {"players": "each player's missions and venture are needed to apply the penalty"}
            )
        return attrs


def renege_case(data: dict) -> ren.Renege:
    """The engine's case from a validated renege request."""
    return ren.Renege(
        offender=data["offender"],
        offence=data["offence"],
        judge_called=data["judge_called"],
        players=players_from(data["players"]) if "players" in data else None,
        phase=data["phase"],
        demonstrated_usable=data["demonstrated_usable"],
        became_unusable_in_play=data["became_unusable_in_play"],
        description=data["description"],
    )
