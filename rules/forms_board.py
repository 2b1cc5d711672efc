"""The board builder: the notation's lines as form rows, usable without JavaScript.

Each row is one line of the notation split into fields (a character, a hit, a placed card, an
effect in play, a play); what the rows have no fields for stays as notation in "other lines".
``rows_from_text`` fills the rows from a written situation and ``text_from_rows`` writes them
back, so switching between the form and the notation keeps the situation.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms

from rules.notation.parser import NotationError, parse_tree
from rules.notation.render_words import written_name

PLAYER_CHOICES = [("A", "A"), ("B", "B")]
MAYBE_PLAYER = [("", "–"), *PLAYER_CHOICES]
POWER_CHOICES = [
    ("Energy", "Energy"),
    ("Fighting", "Fighting"),
    ("Strength", "Strength"),
    ("Intellect", "Intellect"),
    ("Multipower", "Multipower"),
    ("Any-Power", "Any-Power"),
]
RECORD_CHOICES = [("", "–"), ("permanent", "permanent"), ("current", "current")]
ACTION_CHOICES = [
    ("attacks", "attacks"),
    ("defends", "defends"),
    ("shifts", "shifts"),
    ("plays", "plays"),
    ("places", "places"),
    ("passes", "passes"),
    ("concedes", "concedes"),
]
DURATION_CHOICES = [("", "–"), ("battle", "the battle"), ("game", "the game")]
#: A character's hero/villain code (OR.character): "none" for a card printed without one.
CODE_CHOICES = [("", "not given"), ("hero", "hero"), ("villain", "villain"), ("none", "no code")]
#: Whether the table plays with the hero/villain code rule (OR.code-rule).
CODE_RULE_CHOICES = [("", "not said"), ("on", "in use"), ("off", "not in use")]
#: The notation of a character's code and of the code rule (JSON extras of the line).
CODE_EXTRA = re.compile(r'\s*&\s*\{\s*"code"\s*:\s*"(hero|villain|none)"\s*\}\s*$')
CODE_RULE_LINE = re.compile(r'^&\s*\{\s*"code_rule"\s*:\s*(true|false)\s*\}$')
GRID = ("energy", "fighting", "strength", "intellect")


def _text(label: str, *, card: bool = False, size: int = 120, **attrs: Any) -> forms.CharField:
    widget_attrs = {"autocomplete": "off", "autocapitalize": "off", **attrs}
    if card:
        widget_attrs.update({"list": "card-names", "data-card-search": "1"})
    return forms.CharField(
        label=label, required=False, max_length=size, widget=forms.TextInput(attrs=widget_attrs)
    )


def _number(label: str) -> forms.IntegerField:
    return forms.IntegerField(
        label=label,
        required=False,
        min_value=0,
        max_value=99,
        widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
    )


class RawLine(forms.Form):
    """A line kept as written, for what the row's fields cannot hold (it keeps its place)."""

    raw = _text("Or the whole line, as written", size=20_000)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.order_fields([name for name in self.fields if name != "raw"] + ["raw"])

    def line(self) -> str | None:
        if self.cleaned_data.get("raw"):
            return self.cleaned_data["raw"]
        return self.fields_line()


class CharacterRow(RawLine, forms.Form):
    player = forms.ChoiceField(choices=PLAYER_CHOICES, required=False, label="Player")
    reserve = forms.BooleanField(required=False, label="Reserve")
    id = _text("Id (optional)", size=20)
    name = _text("Character", card=True)
    energy = _number("Energy")
    fighting = _number("Fighting")
    strength = _number("Strength")
    intellect = _number("Intellect")
    code = forms.ChoiceField(choices=CODE_CHOICES, required=False, label="Hero/villain code")

    def fields_line(self) -> str | None:
        d = self.cleaned_data
        if not d.get("name"):
            return None
        head = (d.get("player") or "A") + (" reserve" if d.get("reserve") else "")
        head += f" {d['id']}" if d.get("id") else ""
        grid = [d.get(t) for t in GRID]
        body = _quoted(d["name"])
        if all(v is not None for v in grid):
            body += " " + " ".join(str(v) for v in grid)
        if d.get("code"):
            body += f' & {{"code": "{d["code"]}"}}'
        return f"{head}: {body}"


class HitRow(RawLine, forms.Form):
    character = _text("Character (id or name)", size=60)
    value = _number("Points")
    icon = forms.ChoiceField(choices=POWER_CHOICES, required=False, label="Power type")
    record = forms.ChoiceField(choices=RECORD_CHOICES, required=False, label="Record")

    def fields_line(self) -> str | None:
        d = self.cleaned_data
        if not d.get("character") or d.get("value") is None or not d.get("icon"):
            return None
        record = f" {d['record']}" if d.get("record") else ""
        return f"{d['character']} hit: {d['value']} {d['icon']}{record}"


class PlacedRow(RawLine, forms.Form):
    character = _text("Character (id or name)", size=60)
    cards = _text("Cards placed", card=True, size=500)

    def fields_line(self) -> str | None:
        d = self.cleaned_data
        if not d.get("character") or not d.get("cards"):
            return None
        return f"{d['character']} placed: {d['cards']}"


class EffectRow(RawLine, forms.Form):
    on_character = _text("On character (empty: the table)", size=60)
    card = _text("Card", card=True, size=2000)
    player = forms.ChoiceField(choices=MAYBE_PLAYER, required=False, label="Played by player")
    by = _text("Played by character", size=60)
    target = _text("Target", size=60)
    duration = forms.ChoiceField(choices=DURATION_CHOICES, required=False, label="Lasts for")

    def fields_line(self) -> str | None:
        d = self.cleaned_data
        if not d.get("card"):
            return None
        text = d["card"]
        text += f" from {d['player']}" if d.get("player") else ""
        text += f" by {d['by']}" if d.get("by") else ""
        text += f" on {d['target']}" if d.get("target") else ""
        text += f" for {d['duration']}" if d.get("duration") else ""
        owner = f"{d['on_character']} " if d.get("on_character") else ""
        return f"{owner}effect: {text}"


class PlayRow(RawLine, forms.Form):
    player = forms.ChoiceField(choices=MAYBE_PLAYER, required=False, label="Player")
    by = _text("Character (id or name)", size=60)
    action = forms.ChoiceField(choices=ACTION_CHOICES, required=False, label="Action")
    target = _text("Target", size=60)
    to = _text("Shift to", size=60)
    cards = _text("With cards", card=True, size=4000)

    def fields_line(self) -> str | None:
        d = self.cleaned_data
        if not d.get("action") or not (d.get("by") or d.get("player") or d.get("cards")):
            return None
        parts = [d.get("player") or "", d.get("by") or "", d["action"]]
        if d.get("target"):
            parts.append(d["target"] if d["action"] == "attacks" else f"on {d['target']}")
        if d.get("to"):
            parts.append(f"to {d['to']}")
        if d.get("cards"):
            parts.append(f"with {d['cards']}")
        return " ".join(p for p in parts if p)


class SituationForm(forms.Form):
    turn = forms.ChoiceField(choices=MAYBE_PLAYER, required=False, label="Whose turn")
    code_rule = forms.ChoiceField(
        choices=CODE_RULE_CHOICES, required=False, label="Hero/villain code rule (OR.code-rule)"
    )
    other = forms.CharField(
        required=False,
        label="Other lines (in the notation)",
        max_length=50_000,
        widget=forms.Textarea(attrs={"rows": 4, "spellcheck": "false", "class": "situation-text"}),
    )


ROWS = {
    "characters": CharacterRow,
    "hits": HitRow,
    "placed": PlacedRow,
    "effects": EffectRow,
    "plays": PlayRow,
}
SITUATION_ROWS = ("characters", "hits", "placed", "effects")


def _quoted(name: str) -> str:
    return written_name(name.strip())


def _source(line: str, tree: Any) -> str:
    return line[tree.meta.start_pos : tree.meta.end_pos]


def _child(tree: Any, name: str) -> Any:
    return next((c for c in tree.children if getattr(c, "data", None) == name), None)


def _has(tree: Any, *names: str) -> bool:
    return any(True for _ in tree.find_pred(lambda t: t.data in names))


def _row(line: str) -> tuple[str, dict] | None:
    """The row a line of notation fills, or None when it stays in "other lines"."""
    try:
        tree = parse_tree(line)
    except NotationError:
        return None
    if len(tree.children) != 1:
        return None
    node = tree.children[0]
    kinds = {"character": "characters", "hit": "hits", "placed": "placed", "effect": "effects"}
    kinds |= {"char_effect": "effects", "play": "plays"}
    if node.data not in kinds:
        return None
    if _has(node, "extras", "json_object", "card_json", "icons"):
        return kinds[node.data], {"raw": re.sub(r"^\d+\.\s*", "", line)}
    tokens = [c for c in node.children if not hasattr(c, "data")]
    if node.data == "character":
        named = _child(node, "char_named")
        grid = _child(named, "grid")
        name = _source(line, named.children[0])
        ids = [t for t in tokens if t.type == "WORD"]
        row = {
            "player": str(_child(node, "player").children[0]),
            "reserve": any(t.type == "RESERVE" for t in tokens),
            "id": str(ids[0]) if ids else "",
            "name": name.strip('"') if name.startswith('"') else name,
        }
        if grid is not None:
            row.update(zip(GRID, (int(t) for t in grid.children), strict=True))
        return "characters", row
    if node.data == "hit":
        body = _child(node, "hit_body")
        value, power, *rest = body.children
        return "hits", {
            "character": str(tokens[0]),
            "value": int(value),
            "icon": _source(line, power),
            "record": str(rest[0]).lower() if rest else "",
        }
    if node.data == "placed":
        return "placed", {
            "character": str(tokens[0]),
            "cards": _source(line, _child(node, "cards")),
        }
    if node.data in ("effect", "char_effect"):
        body = _child(node, "effect_body")
        row = {
            "on_character": str(tokens[0]) if tokens else "",
            "card": _source(line, body.children[0]),
        }
        for part, key in (
            ("from_player", "player"),
            ("by", "by"),
            ("on", "target"),
            ("duration", "duration"),
        ):
            child = _child(body, part)
            if child is not None:
                value = child.children[0]
                row[key] = str(value.children[0]) if hasattr(value, "data") else str(value)
        return "effects", row
    if node.data == "play":
        row = {"action": str(_child(node, "verb").children[0]).lower()}
        player = _child(node, "player")
        if player is not None:
            row["player"] = str(player.children[0])
        if tokens:
            row["by"] = str(tokens[0])
        for part in ("target", "to"):
            child = _child(node, part)
            if child is not None:
                row[part] = str(child.children[-1])
        cards = _child(node, "with")
        if cards is not None:
            row["cards"] = _source(line, cards.children[0])
        return "plays", row
    return None


def rows_from_text(text: str) -> tuple[dict[str, list[dict]], dict]:
    """The form's rows and its other fields (turn, other lines) for a written situation."""
    rows: dict[str, list[dict]] = {key: [] for key in ROWS}
    other: list[str] = []
    turn = code_rule = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.lower().rstrip(":") == "plays":
            continue
        if line.lower().startswith("turn ") and line[5:].strip() in ("A", "B"):
            turn = line[5:].strip()
            continue
        if rule := CODE_RULE_LINE.match(line):
            code_rule = "on" if rule.group(1) == "true" else "off"
            continue
        found = _coded_row(line)
        if found is None:
            other.append(line)
        else:
            rows[found[0]].append(found[1])
    return rows, {"turn": turn, "code_rule": code_rule, "other": "\n".join(other)}


def _coded_row(line: str) -> tuple[str, dict] | None:
    """The row of a line, a character's code given after it read into the row's field."""
    coded = CODE_EXTRA.search(line)
    if coded is not None:
        found = _row(line[: coded.start()])
        if found is not None and found[0] == "characters":
            return found[0], {**found[1], "code": coded.group(1)}
    return _row(line)


def text_from_rows(situation: SituationForm, formsets: dict[str, Any]) -> str:
    """The notation the filled-in form writes (rows first, then the other lines, then plays)."""
    lines: list[str] = []
    for key in SITUATION_ROWS:
        lines += [line for form in formsets[key].forms if (line := form.line())]
    if situation.cleaned_data.get("turn"):
        lines.insert(0, f"turn {situation.cleaned_data['turn']}")
    if rule := situation.cleaned_data.get("code_rule"):
        lines.append(f'& {{"code_rule": {"true" if rule == "on" else "false"}}}')
    other = situation.cleaned_data.get("other") or ""
    lines += [line for line in other.splitlines() if line.strip()]
    plays = [line for form in formsets["plays"].forms if (line := form.line())]
    if plays:
        lines.append("plays:")
        lines += [f"{n}. {line}" for n, line in enumerate(plays, start=1)]
    return "\n".join(lines) + "\n"
