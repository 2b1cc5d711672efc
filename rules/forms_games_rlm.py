"""The OverRealm desk page's form: the turn card, each player's side and combat card.

Minions are typed one a line (``id | name | HP | damage | DOM | exhausted silenced``). The
form builds the API's body; :mod:`rules.games.overrealm` checks it, and each problem comes
back by path onto its field.
"""

from __future__ import annotations

from typing import Any

from django import forms

from rules.engine.games.overrealm.state import CARDS, PLAYERS
from rules.forms_games_pu import LinesForm, number_field

#: Body field -> form field suffix, by the part of the body it belongs to.
HERO_FIELDS = {"name": "hero", "hp": "hp", "damage": "damage"}
CARD_FIELDS = {
    "card": "card",
    "damage": "card_damage",
    "target": "target",
    "option": "option",
    "targets": "targets",
}


def _player_fields(p: str) -> dict[str, forms.Field]:
    x = p.lower()
    return {
        f"{x}_hero": forms.CharField(
            label="Hero", required=False, max_length=100, initial=f"Player {p}'s hero"
        ),
        f"{x}_hp": number_field("Hero HP (printed)", 1, 99, initial=15),
        f"{x}_damage": number_field("Damage taken", 0, 99, initial=0),
        f"{x}_pressure": number_field("Pressure cards", 0, 8, initial=0),
        f"{x}_critical": forms.BooleanField(label="Critical condition", required=False),
        f"{x}_minions": forms.CharField(
            label="Minions, one a line: id | name | HP | damage | DOM | exhausted / silenced",
            required=False,
            max_length=4000,
            widget=forms.Textarea(attrs={"rows": 4}),
        ),
        f"{x}_card": forms.ChoiceField(
            label="Combat card", choices=[(c, c.title()) for c in CARDS]
        ),
        f"{x}_card_damage": number_field("Damage (attack, power)", 0, 99),
        f"{x}_target": forms.CharField(
            label='Target: "hero" or a minion id', required=False, max_length=60, initial="hero"
        ),
        f"{x}_excess_to_hero": forms.BooleanField(
            label="Excess damage goes on to the hero", required=False
        ),
        f"{x}_exhaust_if_survives": forms.BooleanField(
            label="Exhausts a minion it does not kill", required=False
        ),
        f"{x}_option": forms.ChoiceField(
            label="Counter's option",
            required=False,
            choices=[
                ("", "none"),
                ("exhaust", "exhaust two minions"),
                ("silence", "silence one minion"),
            ],
        ),
        f"{x}_targets": forms.CharField(
            label="Counter's targets (minion ids)", required=False, max_length=200
        ),
    }


def _minions(text: str) -> list[dict[str, Any]]:
    out = []
    for line in text.splitlines():
        if not line.strip():
            continue
        cells = [c.strip() for c in line.split("|")] + [""] * 6
        flags = cells[5].lower()
        out.append(
            {
                "id": cells[0],
                "name": cells[1],
                "hp": cells[2],
                "damage": cells[3] or 0,
                "dom": cells[4] or 0,
                "exhausted": "exhaust" in flags,
                "silenced": "silence" in flags,
            }
        )
    return out


class TurnForm(LinesForm):
    tool = "turn"
    strong_attacks = forms.ChoiceField(
        label="The turn card's Strong Attacks side faces",
        choices=[(p, f"player {p}") for p in PLAYERS],
        widget=forms.RadioSelect,
        initial="A",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for p in PLAYERS:
            self.fields.update(_player_fields(p))

    def groups(self) -> list[dict[str, Any]]:
        return [
            {"player": p, "fields": [self[n] for n in self.fields if n.startswith(f"{p.lower()}_")]}
            for p in PLAYERS
        ]

    def field_for(self, path: str) -> str | None:
        parts = path.split(".")
        if len(parts) < 2 or parts[1] not in PLAYERS:
            return "strong_attacks" if parts[0] == "strong_attacks" else None
        x = parts[1].lower()
        rest = parts[2:]
        if parts[0] == "combat":
            return f"{x}_{CARD_FIELDS.get(rest[0], 'card')}" if rest else f"{x}_card"
        if not rest:
            return f"{x}_hero"
        if rest[0] == "hero":
            return f"{x}_{HERO_FIELDS.get(rest[1], 'hp')}" if len(rest) > 1 else f"{x}_hero"
        return f"{x}_{rest[0]}" if f"{x}_{rest[0]}" in self.fields else f"{x}_hero"

    def add_problem(self, path: str, message: str) -> None:
        parts = path.split(".")
        if len(parts) > 3 and parts[2] == "minions" and parts[3].isdigit():
            detail = f" ({'.'.join(parts[4:])})" if len(parts) > 4 else ""
            message = f"minion {int(parts[3]) + 1}{detail}: {message}"
            parts = parts[:3]
        name = self.field_for(".".join(parts))
        if name in self.fields:
            self.add_error(name, message)
        else:
            self.add_error(None, f"{path}: {message}")

    def card(self, x: str) -> dict[str, Any]:
        d = self.cleaned_data
        kind = d[f"{x}_card"]
        if kind == "counter":
            targets = [t for t in (d.get(f"{x}_targets") or "").replace(",", " ").split() if t]
            return {"card": kind, "option": d.get(f"{x}_option") or None, "targets": targets}
        return {
            "card": kind,
            "damage": d.get(f"{x}_card_damage"),
            "target": (d.get(f"{x}_target") or "hero").strip(),
            "excess_to_hero": d.get(f"{x}_excess_to_hero", False),
            "exhaust_if_survives": d.get(f"{x}_exhaust_if_survives", False),
        }

    def body(self) -> dict[str, Any]:
        d = self.cleaned_data
        players = {}
        for p in PLAYERS:
            x = p.lower()
            players[p] = {
                "hero": {
                    "name": (d.get(f"{x}_hero") or "").strip() or f"Player {p}'s hero",
                    "hp": d.get(f"{x}_hp"),
                    "damage": d.get(f"{x}_damage") or 0,
                },
                "pressure": d.get(f"{x}_pressure") or 0,
                "critical": d.get(f"{x}_critical", False),
                "minions": _minions(d.get(f"{x}_minions") or ""),
            }
        return {
            "strong_attacks": d["strong_attacks"],
            "combat": {p: self.card(p.lower()) for p in PLAYERS},
            "players": players,
        }
