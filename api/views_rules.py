"""Rule registry and glossary: ``GET rules/``, ``GET rules/{id}/``, ``GET glossary/``.

The data lives in ``rules/data/*.toml`` (read by ``rules.registry`` and ``rules.glossary``);
these views only filter and serialize it.
"""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.errors import DeskError, FieldProblem
from rules import glossary, registry, vocabulary


class RuleSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="Stable rule id, e.g. MR.5.string.")
    title = serializers.CharField()
    source = serializers.ChoiceField(choices=sorted(registry.SOURCES))
    source_title = serializers.CharField(help_text="The rulebook the rule comes from.")
    section = serializers.CharField(help_text="The heading of that rulebook the rule comes from.")
    summary = serializers.CharField(help_text="The rule in the project's own words.")
    changes = serializers.CharField(
        allow_null=True, help_text="For meta-rules: what changed from the official rules."
    )
    supersedes = serializers.ListField(child=serializers.CharField())
    superseded_by = serializers.ListField(child=serializers.CharField())
    see_also = serializers.ListField(child=serializers.CharField())
    url = serializers.CharField(help_text="The rule's page.")


class RuleListSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    results = RuleSerializer(many=True)


class TermSerializer(serializers.Serializer):
    term = serializers.CharField()
    slug = serializers.CharField()
    definition = serializers.CharField()
    rules = serializers.ListField(child=serializers.CharField())


class GlossarySerializer(serializers.Serializer):
    count = serializers.IntegerField()
    results = TermSerializer(many=True)


def rule_data(rule: registry.Rule) -> dict:
    return {**rule.as_dict(), "url": f"/rules/{rule.id}/"}


class RuleListView(APIView):
    """Every rule the service cites, in id order."""

    @extend_schema(
        operation_id="rules_list",
        summary="List the rules",
        parameters=[
            OpenApiParameter(
                "source",
                OpenApiTypes.STR,
                enum=sorted(registry.SOURCES),
                description="Only rules from this rulebook (official, meta, ...).",
            ),
            OpenApiParameter(
                "q", OpenApiTypes.STR, description="Words that must all appear in the rule."
            ),
        ],
        responses=RuleListSerializer,
    )
    def get(self, request: Request) -> Response:
        source = request.query_params.get("source")  # "" is no source either: a 400
        if source is not None and source not in registry.SOURCES:
            raise DeskError(
                code="invalid_request",
                message=f"Unknown source {source!r}.",
                details=[
                    FieldProblem("source", f"must be one of {', '.join(sorted(registry.SOURCES))}")
                ],
            )
        query = (request.query_params.get("q") or "").strip()
        rules = registry.find_rules(query, source)
        return Response({"count": len(rules), "results": [rule_data(r) for r in rules]})


class RuleDetailView(APIView):
    """One rule by id; an unknown id answers 404 with the closest known ids."""

    @extend_schema(summary="One rule", responses=RuleSerializer)
    def get(self, request: Request, rule_id: str) -> Response:
        try:
            rule = registry.get_rule(rule_id)
        except KeyError:
            close = registry.suggest(rule_id)
            raise DeskError(
                code="unknown_rule",
                message=f"No rule has the id {rule_id!r}.",
                details=[FieldProblem("id", f"did you mean {c}?") for c in close],
                status=404,
            ) from None
        return Response(rule_data(rule))


class GlossaryView(APIView):
    """The game's keywords with definitions and the rules that govern them."""

    @extend_schema(
        summary="The glossary",
        parameters=[
            OpenApiParameter(
                "q", OpenApiTypes.STR, description="Words that must all appear in the entry."
            ),
            OpenApiParameter(
                "rule", OpenApiTypes.STR, description="Only terms citing this rule id."
            ),
        ],
        responses=GlossarySerializer,
    )
    def get(self, request: Request) -> Response:
        terms = glossary.all_terms()
        query = (request.query_params.get("q") or "").strip()
        rule = (request.query_params.get("rule") or "").strip()
        if query:
            terms = [t for t in terms if registry.has_words(query, t.term, t.definition)]
        if rule:
            terms = [t for t in terms if rule in t.rules]
        return Response({"count": len(terms), "results": [t.as_dict() for t in terms]})


class VocabularyFieldSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="The field's name in the effect tree's JSON.")
    label = serializers.CharField()
    type = serializers.CharField()


class ClauseKindSerializer(serializers.Serializer):
    kind = serializers.CharField(help_text="The clause's ``kind`` in effect trees.")
    name = serializers.CharField()
    summary = serializers.CharField(help_text="What the clause says, with an example wording.")
    fields = VocabularyFieldSerializer(many=True)
    applied_in = serializers.ListField(
        child=serializers.CharField(), help_text="Where the engine applies it; empty: not yet."
    )
    applied = serializers.CharField()
    how = serializers.CharField()


class VocabularySerializer(serializers.Serializer):
    count = serializers.IntegerField()
    results = ClauseKindSerializer(many=True)


class VocabularyView(APIView):
    """Every clause kind of the effect tree, its fields, and where the engine applies it."""

    @extend_schema(summary="The card-text vocabulary", responses=VocabularySerializer)
    def get(self, request: Request) -> Response:
        kinds = vocabulary.clause_kinds()
        return Response({"count": len(kinds), "results": list(kinds)})
