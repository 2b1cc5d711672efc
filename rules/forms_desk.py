"""Forms of the judge's desk pages (venture, renege; priority is in ``forms_priority``).

The forms only lay out the fields and turn what was typed into the request body of the
matching API check; the shared request serializers (``rules.requests_checks``) validate it,
and their errors, found by path, are put back on the form field they concern. So a page
and the API accept and refuse exactly the same things.
"""

from __future__ import annotations

from typing import Any, ClassVar

from django import forms
from rest_framework import serializers

from judge.errors import flatten_errors
from rules.engine import renege as ren
from rules.engine import venture as ven
from rules.requests_checks import (
    RenegeCheckSerializer,
    VentureCheckSerializer,
)

#: API field names as a judge reads them in an error message.
_WORDS = {
    "venture_total": "venture total",
    "hits_scored": "hits scored",
    "judge_called": "judge called",
}


def _readable(message: str) -> str:
    for api_name, words in _WORDS.items():
        message = message.replace(api_name, words)
    return message


def _count(label: str, *, initial: int | None = None, placeholder: str = "0") -> forms.IntegerField:
    """A small whole number; its range is checked by the API serializer."""
    return forms.IntegerField(
        label=label,
        required=False,
        initial=initial,
        widget=forms.NumberInput(
            attrs={
                "min": 0,
                "max": ven.MISSION_CARDS,
                "inputmode": "numeric",
                "step": 1,
                "placeholder": placeholder,
            }
        ),
    )


def _player_fields(player: str, *, totals: bool) -> dict[str, forms.Field]:
    p = player.lower()
    fields: dict[str, forms.Field] = {
        f"{p}_reserve": _count(
            "Reserve", initial=ven.MISSION_CARDS if totals else None, placeholder="the rest"
        ),
        f"{p}_completed": _count("Completed", initial=0 if totals else None),
        f"{p}_defeated": _count("Defeated", initial=0 if totals else None),
        f"{p}_ventured_reserve": _count("From reserve"),
        f"{p}_ventured_completed": _count("From completed"),
    }
    if totals:
        fields[f"{p}_total"] = forms.IntegerField(
            label="Venture total",
            required=False,
            widget=forms.NumberInput(attrs={"step": 1}),
        )
        fields[f"{p}_conceded"] = forms.BooleanField(label="Conceded the battle", required=False)
    return fields


def _player_paths(player: str, *, totals: bool) -> dict[str, str]:
    """API path -> form field, for one player."""
    p, base = player.lower(), f"players.{player}"
    paths = {
        f"{base}.missions.reserve": f"{p}_reserve",
        f"{base}.missions.completed": f"{p}_completed",
        f"{base}.missions.defeated": f"{p}_defeated",
        f"{base}.ventured.reserve": f"{p}_ventured_reserve",
        f"{base}.ventured.completed": f"{p}_ventured_completed",
    }
    if totals:
        paths[f"{base}.venture_total"] = f"{p}_total"
        paths[f"{base}.hits_scored"] = f"{p}_total"
        paths[f"{base}.conceded"] = f"{p}_conceded"
        # "give a venture total (needed when nobody conceded)" is said of the whole player
        paths[base] = f"{p}_total"
    return paths


def _player_labels(player: str) -> dict[str, str]:
    base = f"players.{player}"
    return {
        f"{base}.missions": f"Player {player}'s mission piles",
        f"{base}.ventured": f"Player {player}'s venture",
        base: f"Player {player}",
    }


class DeskForm(forms.Form):
    """A form whose values become the body of an API check, validated by its serializer."""

    serializer_class: ClassVar[type[serializers.Serializer]]
    #: API path -> name of the form field that shows errors at that path.
    field_paths: ClassVar[dict[str, str]] = {}
    #: API path -> words naming it, for errors shown above the form.
    path_labels: ClassVar[dict[str, str]] = {}

    def payload(self) -> dict[str, Any]:
        """The API request body made of the cleaned form values."""
        raise NotImplementedError

    def field_for(self, path: str) -> str | None:
        return self.field_paths.get(path)

    def label_for(self, path: str) -> str:
        while path:
            if path in self.path_labels:
                return self.path_labels[path]
            path = path.rpartition(".")[0]
        return ""

    def add_problem(self, path: str, message: str) -> None:
        """Show one problem found at an API path on its field, or above the form.

        A field that already shows a problem (a value that is not even a number) keeps
        only that one: what the serializer says of the value left out would mislead.
        """
        message = _readable(message)
        message = message[:1].upper() + message[1:]
        field = self.field_for(path)
        if field in self.fields:
            if field not in self.errors:
                self.add_error(field, message)
            return
        label = self.label_for(path)
        self.add_error(None, f"{label}: {message}" if label else message)

    def validated(self) -> dict[str, Any] | None:
        """The serializer's validated data, or None once the errors are on the form.

        The serializer runs even when a field could not be read, so that every problem
        shows at once; fields that could not be read are left out of its request.
        """
        form_valid = self.is_valid()
        serializer = self.serializer_class(data=self.payload())
        if serializer.is_valid():
            return serializer.validated_data if form_valid else None
        for problem in flatten_errors(serializer.errors):
            self.add_problem(problem["path"], problem["message"])
        return None


def _pile_values(cleaned: dict[str, Any], player: str) -> tuple[dict, dict]:
    p = player.lower()
    missions = {
        pile: cleaned[f"{p}_{pile}"] for pile in ven.PILES if cleaned.get(f"{p}_{pile}") is not None
    }
    ventured = {
        pile: cleaned[f"{p}_ventured_{pile}"]
        for pile in ven.VENTURE_PILES
        if cleaned.get(f"{p}_ventured_{pile}") is not None
    }
    return missions, ventured


class PlayerGroups:
    """The fields of each player, grouped for the template."""

    totals: ClassVar[bool]

    def player_groups(self) -> list[dict[str, Any]]:
        groups = []
        for player in ven.PLAYERS:
            p = player.lower()
            group = {
                "player": player,
                "missions": [self[f"{p}_{pile}"] for pile in ven.PILES],
                "ventured": [self[f"{p}_ventured_{pile}"] for pile in ven.VENTURE_PILES],
            }
            if self.totals:
                group["total"] = self[f"{p}_total"]
                group["conceded"] = self[f"{p}_conceded"]
            groups.append(group)
        return groups


# ------------------------------------------------------------------------------- venture


class VentureForm(PlayerGroups, DeskForm):
    serializer_class = VentureCheckSerializer
    totals = True
    field_paths = {
        path: field for p in ven.PLAYERS for path, field in _player_paths(p, totals=True).items()
    }
    path_labels = {path: label for p in ven.PLAYERS for path, label in _player_labels(p).items()}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for player in ven.PLAYERS:
            self.fields.update(_player_fields(player, totals=True))

    def payload(self) -> dict[str, Any]:
        players = {}
        for player in ven.PLAYERS:
            p = player.lower()
            missions, ventured = _pile_values(self.cleaned_data, player)
            players[player] = {
                "missions": missions,
                "ventured": ventured,
                "venture_total": self.cleaned_data.get(f"{p}_total"),
                "conceded": bool(self.cleaned_data.get(f"{p}_conceded")),
            }
        return {"players": players}


# ------------------------------------------------------------------------------- renege

OFFENCE_LABELS: dict[str, str] = {
    "illegal_duplicate": "Kept an illegal duplicate in hand after the venture phase",
    "illegal_unusable": "Kept an unusable card in hand after the venture phase",
    "illegal_deck": "Played an illegally built deck",
    "other": "Another renege the judge has recognised",
}
PHASE_LABELS: dict[str, str] = {
    "after_venture": "After the venture phase",
    "before_venture": "Before the venture phase was over",
}
PENALTY_LABELS: dict[str, str] = {
    "none": "No penalty: this is not a renege",
    "players_settle": "No judge called: the players settle it between themselves",
    "lose_venture": (
        "The offender loses the venture; the opponent wins theirs with one more mission card"
    ),
    "match_loss": "The offender loses the match",
}


def _label(labels: dict[str, str], key: str) -> str:
    return labels.get(key, key.replace("_", " ").capitalize())


class RenegeForm(PlayerGroups, DeskForm):
    serializer_class = RenegeCheckSerializer
    totals = False
    field_paths = {
        "offender": "offender",
        "offence": "offence",
        "judge_called": "judge_called",
        "phase": "phase",
        "demonstrated_usable": "demonstrated_usable",
        "became_unusable_in_play": "became_unusable_in_play",
        "description": "description",
        **{path: f for p in ven.PLAYERS for path, f in _player_paths(p, totals=False).items()},
    }
    path_labels = {
        "players": "Missions and venture",
        **{path: label for p in ven.PLAYERS for path, label in _player_labels(p).items()},
    }

    offender = forms.ChoiceField(
        label="Offender",
        choices=[(p, f"Player {p}") for p in ven.PLAYERS],
        widget=forms.RadioSelect,
    )
    offence = forms.ChoiceField(
        label="Offence", choices=[(o, _label(OFFENCE_LABELS, o)) for o in ren.OFFENCES]
    )
    judge_called = forms.BooleanField(label="A judge was called", required=False, initial=True)
    phase = forms.ChoiceField(
        label="Found",
        choices=[(p, _label(PHASE_LABELS, p)) for p in ren.PHASES],
        initial="after_venture",
        required=False,
        help_text="For a kept duplicate or unusable card: when it was found.",
    )
    demonstrated_usable = forms.BooleanField(
        label="The player showed how the kept card can be made usable", required=False
    )
    became_unusable_in_play = forms.BooleanField(
        label="The card became unusable through the course of play", required=False
    )
    description = forms.CharField(
        label="What happened (optional)",
        required=False,
        max_length=500,
        widget=forms.TextInput(attrs={"placeholder": "e.g. a second Wolverine special"}),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for player in ven.PLAYERS:
            self.fields.update(_player_fields(player, totals=False))

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            name: self.cleaned_data[name]
            for name in (
                "offender",
                "offence",
                "judge_called",
                "phase",
                "demonstrated_usable",
                "became_unusable_in_play",
                "description",
            )
            if self.cleaned_data.get(name) not in (None, "")
        }
        piles = {p: _pile_values(self.cleaned_data, p) for p in ven.PLAYERS}
        if any(missions or ventured for missions, ventured in piles.values()):
            data["players"] = {
                p: {"missions": missions, "ventured": ventured}
                for p, (missions, ventured) in piles.items()
            }
        return data
