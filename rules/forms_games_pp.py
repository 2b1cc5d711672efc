"""The Power Play tally form of the desk page.

The form only lays the fields out and turns what was typed into the tally request body;
``rules.games.power_play`` checks that body exactly as it checks the API's, and each problem
it names by path (``heroes.2.value``) is put back on the form field it concerns.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django import forms

from judge.errors import DeskError
from rules.games import power_play as service

HERO_ROWS = 8
VILLAIN_ROWS = service.VILLAIN_POWERS
_SMALL = {"inputmode": "numeric", "step": 1, "class": "pp-number"}


def _type_field(label: str) -> forms.CharField:
    return forms.CharField(
        label=label, required=False, max_length=24, widget=forms.TextInput(attrs={"size": 9})
    )


def _number_field(label: str, span: tuple[int, int]) -> forms.IntegerField:
    lo, hi = span
    attrs = {**_SMALL, "min": lo, "max": hi}
    return forms.IntegerField(label=label, required=False, widget=forms.NumberInput(attrs=attrs))


def _text_field(label: str, cap: int, rows: int = 0) -> forms.CharField:
    widget = forms.Textarea(attrs={"rows": rows, "cols": 48}) if rows else forms.TextInput()
    return forms.CharField(label=label, required=False, max_length=cap, widget=widget)


class ServiceForm(forms.Form):
    """A form whose values become a request body for ``rules.games.power_play``; each problem
    the service names by path goes back on the field it concerns."""

    def field_for(self, path: str) -> str | None:
        name = path.split(".")[0]
        return name if name in self.fields else None

    def _value(self, name: str) -> Any:
        """The cleaned value, or the raw text when it could not be read (the service then
        names the field again, and the form keeps only its first problem)."""
        if name in self.cleaned_data:
            return self.cleaned_data[name]
        return self.data.get(name) or None

    def payload(self) -> dict[str, Any]:
        raise NotImplementedError

    def answer(self, call: Callable[[dict[str, Any]], dict[str, Any]]) -> dict[str, Any] | None:
        """The service's answer, or None with every problem on its field."""
        self.is_valid()
        try:
            answer = call(self.payload())
        except DeskError as exc:
            for problem in exc.details:
                field = self.field_for(problem.path)
                message = problem.message[:1].upper() + problem.message[1:]
                if field is None:
                    self.add_error(None, f"{problem.path}: {message}")
                elif field not in self.errors:
                    self.add_error(field, message)
            return None
        return None if self.errors else answer


def _bonus_powers(text: str) -> list[Any]:
    """Bonus power values typed as "3, 2" (a word that is not a number goes to the service
    as typed, so it is refused there with its position)."""
    return [int(p) if p.isdigit() else p for p in re.split(r"[\s,;]+", text or "") if p]


def _bonus_field(label: str, help_text: str) -> forms.CharField:
    return forms.CharField(label=label, required=False, max_length=100, help_text=help_text)


class PowerPlayTallyForm(ServiceForm):
    villain_name = _text_field("Villain's name", service.MAX_NAME)
    villain_base = _number_field("Base power", service.BASES)
    villain_text = _text_field("Villain's text", service.MAX_TEXT, rows=2)
    attribute_value = _number_field("Attribute power", service.ATTRIBUTE_VALUES)
    attribute_text = _text_field("Attribute's text", service.MAX_TEXT, rows=2)
    location_name = _text_field("Location", service.MAX_NAME)
    location_text = _text_field("Location's text", service.MAX_TEXT, rows=2)
    bonus_powers = _bonus_field(
        "Bonus powers played",
        "Their values, separated by commas (each is a beaten villain's base).",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for i in range(HERO_ROWS):
            self.fields[f"hero_type_{i}"] = _type_field(f"Hero power {i + 1}: type")
            self.fields[f"hero_value_{i}"] = _number_field(
                f"Hero power {i + 1}: value", service.VALUES
            )
        for i in range(VILLAIN_ROWS):
            self.fields[f"villain_type_{i}"] = _type_field(f"Villain power {i + 1}: type")
            self.fields[f"villain_value_{i}"] = _number_field(
                f"Villain power {i + 1}: value", service.VALUES
            )
        self._hero_rows: list[int] = []

    # ----------------------------------------------------------------- layout helpers

    def hero_rows(self) -> list[tuple[forms.BoundField, forms.BoundField]]:
        return [(self[f"hero_type_{i}"], self[f"hero_value_{i}"]) for i in range(HERO_ROWS)]

    def villain_rows(self) -> list[tuple[forms.BoundField, forms.BoundField]]:
        return [
            (self[f"villain_type_{i}"], self[f"villain_value_{i}"]) for i in range(VILLAIN_ROWS)
        ]

    @staticmethod
    def data_for(body: dict[str, Any]) -> dict[str, str]:
        """Form data that fills the form with a tally request (the examples' links)."""
        villain, attribute = body["villain"], body["attribute"]
        location = body.get("location") or {}
        data = {
            "villain_name": villain["name"],
            "villain_base": str(villain["base"]),
            "villain_text": villain.get("text", ""),
            "attribute_value": str(attribute["value"]),
            "attribute_text": attribute.get("text", ""),
            "location_name": location.get("name", ""),
            "location_text": location.get("text", ""),
            "bonus_powers": ", ".join(map(str, body.get("bonus_powers", []))),
        }
        for prefix, powers in (("hero", body["heroes"]), ("villain", villain["powers"])):
            for i, power in enumerate(powers):
                data[f"{prefix}_type_{i}"] = power["type"]
                data[f"{prefix}_value_{i}"] = str(power["value"])
        return data

    # ----------------------------------------------------------------- the request body

    def _power(self, prefix: str, i: int) -> dict[str, Any]:
        kind = self._value(f"{prefix}_type_{i}")
        return {
            "type": kind.strip() if isinstance(kind, str) else kind,
            "value": self._value(f"{prefix}_value_{i}"),
        }

    def payload(self) -> dict[str, Any]:
        self._hero_rows = [
            i
            for i in range(HERO_ROWS)
            if self._value(f"hero_type_{i}") or self._value(f"hero_value_{i}") is not None
        ]
        body: dict[str, Any] = {
            "heroes": [self._power("hero", i) for i in self._hero_rows],
            "villain": {
                "name": self._value("villain_name") or "",
                "base": self._value("villain_base"),
                "text": self._value("villain_text") or "",
                "powers": [self._power("villain", i) for i in range(VILLAIN_ROWS)],
            },
            "attribute": {
                "value": self._value("attribute_value"),
                "text": self._value("attribute_text") or "",
            },
            "bonus_powers": _bonus_powers(self._value("bonus_powers")),
        }
        if self._value("location_name") or self._value("location_text"):
            body["location"] = {
                "name": self._value("location_name") or "",
                "text": self._value("location_text") or "",
            }
        return body

    # ----------------------------------------------------------------- problems

    def field_for(self, path: str) -> str | None:
        parts = path.split(".")
        if parts[0] == "heroes":
            if len(parts) == 1 or not self._hero_rows:
                return "hero_type_0"
            row = self._hero_rows[int(parts[1])]
            return f"hero_value_{row}" if parts[-1] == "value" else f"hero_type_{row}"
        if parts[:2] == ["villain", "powers"]:
            row = int(parts[2]) if len(parts) > 2 else 0
            return f"villain_value_{row}" if parts[-1] == "value" else f"villain_type_{row}"
        if parts[0] == "bonus_powers":
            return "bonus_powers"
        name = (
            "_".join(parts[:2])
            if len(parts) > 1
            else {"villain": "villain_name", "attribute": "attribute_value"}.get(parts[0])
        )
        return name if name in self.fields else None


class PowerPlayTurnEndForm(ServiceForm):
    """Does the game end after this turn: the Bad News limit and the last round."""

    bad_news = _number_field("Active player's Bad News cards", (0, service.MAX_BAD_NEWS))
    round = _number_field("Round (optional)", (1, 4))
    last_turn_of_round = forms.BooleanField(label="Last turn of the round", required=False)

    def payload(self) -> dict[str, Any]:
        return {
            "bad_news": self._value("bad_news"),
            "round": self._value("round"),
            "last_turn_of_round": bool(self._value("last_turn_of_round")),
        }


class PowerPlayScoreForm(ServiceForm):
    """The score of a finished game."""

    won = forms.BooleanField(label="The heroes won the game", required=False)
    bonus_powers = _bonus_field("Bonus powers still held", "Their values, separated by commas.")
    marshall_rd = forms.BooleanField(label="The Marshall Rd location came up", required=False)
    bad_news = _number_field("Bad News cards held by all players", (0, service.MAX_BAD_NEWS))

    def payload(self) -> dict[str, Any]:
        return {
            "won": bool(self._value("won")),
            "bonus_powers": _bonus_powers(self._value("bonus_powers")),
            "marshall_rd": bool(self._value("marshall_rd")),
            "bad_news": self._value("bad_news") or 0,
        }
