"""The priority page's form: the effects in conflict, one a line as "type: text", turned into the
request body of the API's priority check (whose serializer validates it, as for every desk form)."""

from __future__ import annotations

import re
from typing import Any

from django import forms

from rules.engine import priority as prio
from rules.forms_desk import DeskForm
from rules.requests_checks import PriorityCheckSerializer

PRIORITY_TYPES: tuple[str, ...] = prio.PRIORITY
_LINE = re.compile(r"^\s*(?P<type>[^:]*?)\s*(?::\s*(?P<text>.*?))?\s*$")


def effect_id(number: int) -> str:
    return f"Effect {number}"


class PriorityForm(DeskForm):
    serializer_class = PriorityCheckSerializer

    effects = forms.CharField(
        label="Effects in conflict, in the order played",
        max_length=20_000,
        widget=forms.Textarea(
            attrs={
                "rows": 6,
                "spellcheck": "false",
                "placeholder": "special: Opposing characters may not attack.\n"
                "event: Both teams must attack.",
            }
        ),
        help_text=(
            "One effect a line, as “type: text”. Types: "
            + ", ".join(PRIORITY_TYPES)
            + ". A card of two kinds (one that acts as another) is written “special + event: …”."
        ),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entries: list[dict[str, Any]] = []

    def clean_effects(self) -> str:
        text = self.cleaned_data["effects"]
        self.entries = []
        for line_no, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            match = _LINE.match(line)
            assert match is not None  # the pattern matches every line
            kinds = [k.strip().lower().replace(" ", "_") for k in match["type"].split("+")]
            self.entries.append(
                {
                    "id": effect_id(len(self.entries) + 1),
                    "line": line_no,
                    "type": kinds[0],
                    "acts_as": [k for k in kinds[1:] if k],
                    "text": (match["text"] or "").strip(),
                    "source": line.strip(),
                }
            )
        return text

    def payload(self) -> dict[str, Any]:
        return {
            "effects": [
                {"id": e["id"], "type": e["type"], "text": e["text"], "acts_as": e["acts_as"]}
                for e in self.entries
            ]
        }

    def field_for(self, path: str) -> str | None:
        return "effects" if path.split(".")[0] == "effects" else None

    def add_problem(self, path: str, message: str) -> None:
        parts = path.split(".")
        if len(parts) >= 2 and parts[0] == "effects" and parts[1].isdigit():
            index = int(parts[1])
            if index < len(self.entries):
                entry = self.entries[index]
                what = parts[2] if len(parts) > 2 else ""
                if what in ("type", "acts_as"):
                    message += f" Types: {', '.join(PRIORITY_TYPES)}."
                message = f"Line {entry['line']} (“{entry['source'][:60]}”): {message}"
        elif path == "effects":
            count = len(self.entries)
            message = f"{count} effect{'' if count == 1 else 's'} found, one a line. {message}"
        super().add_problem(path, message)
