"""Forms of the Power Up! desk page: they lay out fields and build the request body.

The body goes to :mod:`rules.games.power_up`, which checks it exactly as the API does; its
problems come back by path and :func:`GameForm.add_problem` puts each on its form field.
"""

from __future__ import annotations

from typing import Any, ClassVar

from django import forms

from rules.engine.games.power_up.characters import COMBAT_KEYWORDS
from rules.engine.games.power_up.deck import POWER_KINDS
from rules.engine.games.power_up.winner import PLAYERS

KEYWORD_CHOICES = [(k.title(), k.title()) for k in COMBAT_KEYWORDS]
ROLES = {"a": "attacker", "d": "defender", "p": "partner"}
ROLE_TITLES = {"a": "Attacker", "d": "Defender (the attacked character)", "p": "Team-Up partner"}
#: Body field -> form field suffix, for a character.
CHARACTER_FIELDS = {
    "name": "name",
    "id": "name",
    "atk": "atk",
    "def": "def",
    "health": "health",
    "wounds": "wounds",
    "rarity": "rarity",
    "faction": "faction",
    "keywords": "keywords",
    "knelt": "knelt",
    "stunned": "stunned",
    "attacks_made": "attacks_made",
}


def number_field(
    label: str, low: int, high: int, required: bool = False, initial=None
) -> forms.IntegerField:
    return forms.IntegerField(
        label=label,
        required=required,
        initial=initial,
        widget=forms.NumberInput(
            attrs={"min": low, "max": high, "step": 1, "inputmode": "numeric"}
        ),
    )


class GameForm(forms.Form):
    """A form whose body is checked by a game service; problems come back by path."""

    tool: ClassVar[str]
    #: The first part of a body path -> the form field that shows its problems.
    path_fields: ClassVar[dict[str, str]] = {}

    def field_for(self, path: str) -> str | None:
        return self.path_fields.get(path.split(".", 1)[0])

    def add_problem(self, path: str, message: str) -> None:
        name = self.field_for(path)
        if name in self.fields:
            self.add_error(name, message)
        else:
            self.add_error(None, f"{path}: {message}")

    def body(self) -> dict[str, Any]:
        raise NotImplementedError


def _character_fields(p: str, required: bool) -> dict[str, forms.Field]:
    return {
        f"{p}_name": forms.CharField(label="Name", required=False, max_length=100),
        f"{p}_atk": number_field("Atk", 1, 10, initial=4 if required else None),
        f"{p}_def": number_field("Def", 1, 10, initial=4 if required else None),
        f"{p}_health": number_field("Health", 1, 10, initial=4 if required else None),
        f"{p}_atk_mod": number_field("Atk +/-", -20, 20),
        f"{p}_def_mod": number_field("Def +/-", -20, 20),
        f"{p}_health_mod": number_field("Health +/-", -20, 20),
        f"{p}_wounds": number_field("Wounds already", 0, 20),
        f"{p}_rarity": forms.TypedChoiceField(
            label="Rarity",
            choices=[(r, f"{r}*") for r in range(1, 6)],
            coerce=int,
            initial=1,
            required=False,
            empty_value=1,
        ),
        f"{p}_faction": forms.CharField(label="Faction", required=False, max_length=100),
        f"{p}_keywords": forms.MultipleChoiceField(
            label="Keywords",
            required=False,
            choices=KEYWORD_CHOICES,
            widget=forms.CheckboxSelectMultiple,
        ),
        f"{p}_knelt": forms.BooleanField(label="Knelt", required=False),
        f"{p}_stunned": forms.BooleanField(label="Stunned", required=False),
        f"{p}_attacks_made": number_field("Attacks made this round", 0, 2),
    }


class CombatForm(GameForm):
    tool = "combat"
    blocked = forms.BooleanField(
        label="The defender blocks (unticked: the attack goes to the HQ)",
        required=False,
        initial=True,
    )
    team_up = forms.BooleanField(
        label="Team-Up challenge (the partner joins the attacker)", required=False
    )
    path_fields: ClassVar[dict[str, str]] = {"team_up": "team_up", "defender": "d_atk"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for p in ROLES:
            self.fields.update(_character_fields(p, required=p != "p"))

    def groups(self) -> list[dict[str, Any]]:
        return [
            {
                "role": p,
                "title": ROLE_TITLES[p],
                "fields": [self[n] for n in self.fields if n.startswith(f"{p}_")],
            }
            for p in ROLES
        ]

    def field_for(self, path: str) -> str | None:
        parts = path.split(".")
        role = {"attacker": "a", "defender": "d"}.get(parts[0])
        if parts[0] == "team_up" and len(parts) > 2:
            role, parts = ("p" if parts[1] == "partner" else "a"), parts[1:]
        if role is None or len(parts) < 2:
            return super().field_for(path)
        if parts[1] == "modifiers":
            stat = parts[3] if len(parts) > 3 else "atk"
            return f"{role}_{stat}_mod"
        return f"{role}_{CHARACTER_FIELDS.get(parts[1], 'name')}"

    def character(self, p: str) -> dict[str, Any] | None:
        data = self.cleaned_data
        if data.get(f"{p}_atk") is None and data.get(f"{p}_def") is None:
            return None
        name = (data.get(f"{p}_name") or "").strip()
        modifier = {
            s: data[f"{p}_{s}_mod"] for s in ("atk", "def", "health") if data.get(f"{p}_{s}_mod")
        }
        return {
            "id": ROLES[p],
            "name": name or ROLE_TITLES[p].split(" (")[0],
            "atk": data.get(f"{p}_atk"),
            "def": data.get(f"{p}_def"),
            "health": data.get(f"{p}_health") or data.get(f"{p}_def"),
            "wounds": data.get(f"{p}_wounds") or 0,
            "rarity": data.get(f"{p}_rarity") or 1,
            "faction": data.get(f"{p}_faction") or "",
            "keywords": data.get(f"{p}_keywords") or [],
            "knelt": data.get(f"{p}_knelt", False),
            "stunned": data.get(f"{p}_stunned", False),
            "attacks_made": data.get(f"{p}_attacks_made") or 0,
            "modifiers": [modifier] if modifier else [],
        }

    def body(self) -> dict[str, Any]:
        attacker = self.character("a")
        defender = (
            self.character("d")
            if self.cleaned_data.get("blocked") or self.cleaned_data.get("team_up")
            else None
        )
        team_up = None
        if self.cleaned_data.get("team_up"):
            partner = self.character("p")
            if partner is None:
                self.add_error("p_atk", "a Team-Up needs its partner's Atk and Def")
            team_up = {"primary": attacker, "partner": partner}
        return {"attacker": attacker, "defender": defender, "team_up": team_up}


class LinesForm(GameForm):
    """A form whose text areas hold one entry a line; problems name the line."""

    def add_problem(self, path: str, message: str) -> None:
        parts = path.split(".")
        if len(parts) > 1 and parts[1].isdigit():
            message = f"entry {int(parts[1]) + 1}: {message}"
        super().add_problem(path, message)


class ChainForm(LinesForm):
    tool = "chain"
    effects = forms.CharField(
        label="Effects in the order played, one a line: name, player (1 or 2), and 'instant' if it is",
        widget=forms.Textarea(attrs={"rows": 6}),
        max_length=4000,
    )
    path_fields: ClassVar[dict[str, str]] = {"effects": "effects"}

    def body(self) -> dict[str, Any]:
        effects = []
        for line in self.cleaned_data["effects"].splitlines():
            words = line.replace(",", " ").split()
            if words:
                effects.append(
                    {
                        "id": words[0],
                        "player": words[1] if len(words) > 1 else "",
                        "instant": any(w.lower() == "instant" for w in words[2:]),
                    }
                )
        return {"effects": effects}


class WinnerForm(GameForm):
    tool = "winner"
    condition = forms.ChoiceField(
        label="What stopped the game",
        choices=[
            ("hq", "An HQ fell (Capture HQ!)"),
            ("no_more_power_cards", "A Power Deck ran out"),
            ("no_more_heroes", "A player has no hero left"),
            ("round_10", "Round 10 is over"),
        ],
    )
    path_fields: ClassVar[dict[str, str]] = {"condition": "condition"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for p in PLAYERS:
            self.fields[f"hq_{p}"] = number_field(f"Player {p}: HQ", -20, 99, initial=7)
            self.fields[f"stars_{p}"] = number_field(f"Player {p}: deployed stars", 0, 15)
            self.fields[f"heroes_{p}"] = number_field(
                f"Player {p}: heroes left to deploy", 0, 20, initial=1
            )
            self.fields[f"ran_out_{p}"] = forms.BooleanField(
                label=f"Player {p} ran out of Power cards first", required=False
            )

    def field_for(self, path: str) -> str | None:
        parts = path.split(".")
        if parts[0] == "players" and len(parts) > 2:
            word = {
                "hq": "hq",
                "deployed_stars": "stars",
                "heroes_left": "heroes",
                "ran_out_first": "ran_out",
            }
            return f"{word.get(parts[2], 'hq')}_{parts[1]}"
        return super().field_for(path)

    def body(self) -> dict[str, Any]:
        d = self.cleaned_data
        players = {
            p: {
                "hq": d.get(f"hq_{p}") if d.get(f"hq_{p}") is not None else 0,
                "deployed_stars": d.get(f"stars_{p}") or 0,
                "ran_out_first": d.get(f"ran_out_{p}", False),
                "heroes_left": d.get(f"heroes_{p}") if d.get(f"heroes_{p}") is not None else 1,
            }
            for p in PLAYERS
        }
        return {"condition": d["condition"], "players": players}


def _deck_lines(text: str, third: str) -> list[dict[str, Any]]:
    """``count | name | rarity or kind | unique / limited N`` lines as deck entries."""
    out: list[dict[str, Any]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        cells = [c.strip() for c in line.split("|")]
        cells += [""] * (4 - len(cells))
        flags = cells[3].lower().split()
        limited = flags[flags.index("limited") + 1] if "limited" in flags[:-1] else None
        out.append(
            {
                "count": cells[0],
                "name": cells[1],
                third: cells[2].rstrip("*"),
                "unique": "unique" in flags,
                "limited": limited,
            }
        )
    return out


class DeckForm(LinesForm):
    tool = "deck"
    heroes = forms.CharField(
        label="Hero Deck, one line per hero: count | name | rarity | unique or limited N",
        widget=forms.Textarea(attrs={"rows": 8}),
        max_length=8000,
    )
    powers = forms.CharField(
        label=f"Power Deck, one line per card: count | name | {' / '.join(POWER_KINDS)} | unique or limited N",
        widget=forms.Textarea(attrs={"rows": 8}),
        max_length=8000,
    )
    path_fields: ClassVar[dict[str, str]] = {"heroes": "heroes", "powers": "powers"}

    def body(self) -> dict[str, Any]:
        return {
            "heroes": _deck_lines(self.cleaned_data["heroes"], "rarity"),
            "powers": _deck_lines(self.cleaned_data["powers"], "kind"),
        }


FORMS: dict[str, type[GameForm]] = {
    f.tool: f for f in (CombatForm, ChainForm, WinnerForm, DeckForm)
}
