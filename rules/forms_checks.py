"""Forms of the KO and defense check pages. Characters are named from the catalogue (or given
a grid); hits, cards and effects in play are typed in the situation notation. The form writes
the notation, the notation parser reads it, and a mistake is put back on the field it came from.
"""

from __future__ import annotations

from typing import Any

from django import forms

from rules.forms_board import CODE_CHOICES, CODE_RULE_CHOICES
from rules.notation import NotationError, parse_notation
from rules.notation.render_words import written_name

GRID = ("energy", "fighting", "strength", "intellect")


def _grid_fields(prefix: str, label: str) -> dict[str, forms.Field]:
    fields: dict[str, forms.Field] = {
        f"{prefix}name": forms.CharField(
            label=label,
            max_length=120,
            required=True,
            widget=forms.TextInput(
                attrs={"list": "card-names", "data-card-search": "1", "autocomplete": "off"}
            ),
            help_text="A catalogue name; leave the grid empty to take the card's.",
        )
    }
    for power in GRID:
        fields[f"{prefix}{power}"] = forms.IntegerField(
            label=power.title(), required=False, min_value=0, max_value=99
        )
    return fields


def _lines_field(label: str, help_text: str, rows: int = 4) -> forms.CharField:
    return forms.CharField(
        label=label,
        required=False,
        max_length=20_000,
        help_text=help_text,
        widget=forms.Textarea(attrs={"rows": rows, "spellcheck": "false", "autocapitalize": "off"}),
    )


class NotationForm(forms.Form):
    """A form whose fields write lines of the notation; ``request()`` reads them back."""

    def character_line(self, player: str, cid: str, prefix: str) -> str:
        d = self.cleaned_data
        grid = [d.get(f"{prefix}{p}") for p in GRID]
        body = written_name(d[f"{prefix}name"].strip())
        if all(v is not None for v in grid):
            body += " " + " ".join(str(v) for v in grid)
        return f"{player} {cid}: {body}"

    def lines(self) -> list[tuple[str | None, str]]:
        raise NotImplementedError

    def request(self) -> dict[str, Any] | None:
        """The request the form writes, or None with the mistake on its field."""
        lines = self.lines()
        try:
            return parse_notation("\n".join(text for _field, text in lines))
        except NotationError as exc:
            field, text = lines[exc.line - 1] if 0 < exc.line <= len(lines) else (None, "")
            self.add_error(field, f"In “{text.strip()}”: {exc.message}.")
            return None


def _field_lines(field: str, prefix: str, value: str) -> list[tuple[str | None, str]]:
    return [(field, f"{prefix}{line.strip()}") for line in value.splitlines() if line.strip()]


class KoForm(NotationForm):
    threshold = forms.IntegerField(
        label="KO threshold", required=False, min_value=1, max_value=99, help_text="Empty: 20."
    )
    hits = _lines_field(
        "Hits, one a line",
        "e.g. 6 Strength permanent · 4 Multipower (Energy Fighting) current · 7 Any-Power",
        rows=5,
    )
    effects = _lines_field(
        "Effects in play (optional), one a line",
        'e.g. special Hulk "Name" "Its text" from B by c for battle',
        rows=2,
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields = {**_grid_fields("", "Character"), **self.fields}

    def lines(self) -> list[tuple[str | None, str]]:
        extras = ""
        if self.cleaned_data.get("threshold"):
            extras = f' & {{"ko_threshold": {self.cleaned_data["threshold"]}}}'
        return [
            (None, "check ko"),
            ("name", self.character_line("A", "c", "") + extras),
            *_field_lines("hits", "c hit: ", self.cleaned_data.get("hits") or ""),
            *_field_lines("effects", "effect: ", self.cleaned_data.get("effects") or ""),
        ]


class DefenseForm(NotationForm):
    attack = _lines_field("Attack cards", "e.g. 7 Fighting, universe basic Fighting 7 +2", rows=2)
    defense = _lines_field("Defense cards", 'e.g. 8 Strength, or "Hulk - Gamma Rage"', rows=2)
    effects = _lines_field(
        "Effects in play (optional), one a line", "e.g. special ... from A by a for battle", rows=2
    )
    # the hero/villain code rule and the two characters' codes, read as resolve reads them
    code_rule = forms.ChoiceField(
        choices=CODE_RULE_CHOICES, required=False, label="Hero/villain code rule (OR.code-rule)"
    )
    attacker_code = forms.ChoiceField(choices=CODE_CHOICES, required=False, label="Attacker's code")
    defender_code = forms.ChoiceField(choices=CODE_CHOICES, required=False, label="Defender's code")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields = {
            **_grid_fields("attacker_", "Attacker"),
            "attack": self.fields["attack"],
            **_grid_fields("defender_", "Defender"),
            "defense": self.fields["defense"],
            "effects": self.fields["effects"],
            "code_rule": self.fields["code_rule"],
            "attacker_code": self.fields["attacker_code"],
            "defender_code": self.fields["defender_code"],
        }
        self.fields["attack"].required = True

    def lines(self) -> list[tuple[str | None, str]]:
        d = self.cleaned_data
        defense = " ".join((d.get("defense") or "").split())
        coded = {
            p: f' & {{"code": "{d[p + "code"]}"}}' if d.get(p + "code") else ""
            for p in ("attacker_", "defender_")
        }
        rule = {"on": "true", "off": "false"}.get(d.get("code_rule") or "")
        return [
            *([("code_rule", f'& {{"code_rule": {rule}}}')] if rule else []),
            ("attacker_name", self.character_line("A", "a", "attacker_") + coded["attacker_"]),
            ("defender_name", self.character_line("B", "d", "defender_") + coded["defender_"]),
            ("attack", "a attacks d with " + " ".join(d["attack"].split())),
            ("defense", "d defends" + (f" with {defense}" if defense else "")),
            *_field_lines("effects", "effect: ", d.get("effects") or ""),
        ]

    def request(self) -> dict[str, Any] | None:
        situation = super().request()
        if situation is None:
            return None
        players = situation["state"]["players"]
        attack, defend = situation["plays"]
        body: dict[str, Any] = {
            "attack": {
                "by": players["A"]["front_line"][0],
                "target": players["B"]["front_line"][0],
                "cards": attack["cards"],
            },
            "defense": {"by": players["B"]["front_line"][0], "cards": defend.get("cards", [])},
        }
        if situation["state"].get("in_play"):
            body["in_play"] = situation["state"]["in_play"]
        if situation["state"].get("code_rule") is not None:
            body["code_rule"] = situation["state"]["code_rule"]
        return body
