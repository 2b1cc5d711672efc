"""The request bodies of ``resolve/``, ``checks/ko/`` and ``checks/defense/`` for the schema.

The pure engine validates these bodies itself (every problem with its path), so these
serializers only describe them: the documented shape, not a second validation.
"""

from __future__ import annotations

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers

from rules.engine.plays import MAX_PLAYS, MAX_REPEAT, PLAY_TYPES
from rules.engine.state import MAX_LIST_ITEMS, PLAYERS

_OBJECT = "An object; its fields are described in the API contract and the examples."


def _objects(help_text: str, **kwargs) -> serializers.ListField:
    return serializers.ListField(
        child=serializers.DictField(),
        max_length=MAX_LIST_ITEMS,
        allow_null=True,
        help_text=help_text,
        **kwargs,
    )


PLAY = inline_serializer(
    "Play",
    {
        "type": serializers.ChoiceField(choices=PLAY_TYPES),
        "player": serializers.ChoiceField(
            choices=PLAYERS,
            required=False,
            allow_null=True,
            help_text="Left out: whose turn or answer it is.",
        ),
        "by": serializers.CharField(required=False, allow_null=True, help_text="A character id."),
        "target": serializers.CharField(
            required=False,
            allow_null=True,
            help_text='A character id or "battlesite". Required by an attack or play whose card'
            ' names its Target hero or villain ("Target hero must discard ..."): left out, the'
            " answer is a 400 naming plays.N.target.",
        ),
        "to": serializers.CharField(required=False, allow_null=True, help_text="A character id."),
        "on_card": serializers.CharField(
            required=False,
            allow_null=True,
            help_text="An attack on a card in play in front of the target character (its name:"
            ' "Play this card in front of X ... until this Special is attacked").',
        ),
        "cards": _objects(
            "Cards by name or slug, or inline. A card may also name what its text leaves to the"
            ' table: "as" (the power type or icon chosen), "copies" ({"icon", "value"}: the hit'
            ' on its character\'s records a copying special acts identical to), "copies_special"'
            " (a card: the special on the table a copying special acts identical to) and"
            ' "switches"'
            ' (the two hits a switching special exchanges, each {"icon", "value"} with the'
            " character and record it is on).",
            required=False,
        ),
        "repeat": serializers.IntegerField(
            min_value=1,
            max_value=MAX_REPEAT,
            required=False,
            allow_null=True,
            help_text="How often a loop occurs.",
        ),
    },
)

RESOLVE_REQUEST = inline_serializer(
    "ResolveRequest",
    {
        "state": serializers.DictField(
            required=False,
            help_text="The board: players A and B with front line, reserve, hits, battlesite, "
            "mission piles and the mission set each uses (mission: its name), how each one's "
            "venture went last battle (last_venture: won or lost, optional) (required unless "
            "the situation is given as text). A player's KO'd characters may be given in "
            "defeated (optional, default empty: the Defeated Characters pile, up to four "
            "characters) or with ko: true where they stood; a card that brings one back names "
            "it as its target. Whether the hero/villain code rule is in use (code_rule: true or "
            "false, optional; OR.code-rule) and each character's code (code: hero, villain, or "
            "none for a card printed without one, which counts as either; optional): with the "
            'rule in use a "Target hero" card may not aim at a villain, nor a hero play a '
            'villain\'s card; with it not in use, or a code not given, a "Target hero" card '
            "aims at any character and the step says why. A bad value is a 400 naming the "
            "field (state.code_rule, state.players.A.front_line.0.code).",
        ),
        "text": serializers.CharField(
            required=False,
            max_length=20_000,
            help_text="The whole situation in the judge's notation, instead of state and plays.",
        ),
        "plays": serializers.ListField(
            child=PLAY, required=False, allow_null=True, max_length=MAX_PLAYS
        ),
    },
)

KO_REQUEST = inline_serializer(
    "KoCheckRequest",
    {
        "character": serializers.DictField(
            required=False, help_text="A character with its grid and hits."
        ),
        "battlesite": serializers.JSONField(
            required=False,
            allow_null=True,
            help_text="A battlesite and its hits (read when no character is given).",
        ),
        "in_play": _objects("Effects in play that bear on the KO.", required=False),
    },
)

_SIDE = {
    "by": serializers.DictField(help_text="The character (name, grid, ...)."),
    "cards": _objects("The cards played.", required=False),
}

DEFENSE_REQUEST = inline_serializer(
    "DefenseCheckRequest",
    {
        "attack": inline_serializer(
            "DefenseCheckAttack",
            {
                **_SIDE,
                "target": serializers.JSONField(
                    required=False, help_text='The character attacked, or "battlesite".'
                ),
            },
        ),
        "defense": inline_serializer(
            "DefenseCheckDefense",
            {**_SIDE, "by": serializers.DictField(required=False, allow_null=True)},
        ),
        "in_play": _objects("Effects in play.", required=False),
        "code_rule": serializers.BooleanField(
            required=False,
            allow_null=True,
            help_text=(
                "Whether the hero/villain code rule is in use (optional; OR.code-rule), with "
                "each character's code (code: hero, villain or none): the check applies codes "
                "as resolve does. A bad value is a 400 naming the field (code_rule)."
            ),
        ),
    },
)
