"""Filters of the list endpoints that mean what the schema says.

django-filter reads an empty query parameter as "no filter"; for a choice the schema lists an
enum without "", so ``?opd=`` would be a value the schema forbids and the API accepts. Here a
choice parameter that is present must be one of its choices (a 400 naming it); an absent one
is no filter. The pages keep their own forms, where an empty select means "any".
"""

from __future__ import annotations

import django_filters
from django import forms
from django_filters import fields


class PresentChoiceField(fields.ChoiceField):
    def clean(self, value):
        if value == "":  # given but empty; an absent parameter arrives as None
            allowed = ", ".join(str(choice) for choice, _label in self.choices if choice != "")
            raise forms.ValidationError(
                "is empty; give one of %(allowed)s or leave the parameter out",
                code="invalid_choice",
                params={"allowed": allowed},
            )
        return super().clean(value)


class ChoiceFilter(django_filters.ChoiceFilter):
    """A choice filter whose empty value is refused, as its schema enum (no "") says."""

    field_class = PresentChoiceField
