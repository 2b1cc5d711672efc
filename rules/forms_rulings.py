"""The form a judge fills to log a ruling: where it was given, the ruling, the situation."""

from __future__ import annotations

from django import forms

from judge.errors import DeskError
from rules.models import LoggedRuling
from rules.services_rulings import SITUATION_MAX, read_situation


class RulingForm(forms.ModelForm):
    situation = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false"}),
        max_length=SITUATION_MAX,
        help_text="The resolve request (board state and plays) as JSON, as the resolve page sends it.",
    )

    class Meta:
        model = LoggedRuling
        fields = ("event", "round", "table", "ruling", "notes")
        widgets = {
            "ruling": forms.Textarea(attrs={"rows": 4}),
            "notes": forms.Textarea(attrs={"rows": 4}),
        }

    def clean_situation(self) -> dict:
        try:
            return read_situation(self.cleaned_data["situation"])
        except DeskError as exc:
            raise forms.ValidationError(exc.details[0].message) from None
