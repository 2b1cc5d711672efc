"""Serializer fields as strict as the schema says: JSON ``true``/``false`` for a boolean, a
JSON number for an integer (DRF also takes ``0``, ``"yes"`` and ``"5"``, which the schema
does not allow and a client sending them has most likely mixed fields up)."""

from __future__ import annotations

from rest_framework import serializers


class StrictBooleanField(serializers.BooleanField):
    default_error_messages = {"invalid": "must be true or false."}

    def to_internal_value(self, data):
        if isinstance(data, bool):
            return data
        self.fail("invalid")


class StrictIntegerField(serializers.IntegerField):
    default_error_messages = {"invalid": "must be a whole number."}

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    default_error_messages = {"invalid": "must be a string."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)
