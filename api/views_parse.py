"""``POST parse/``: the effect tree of any card text (for a card not in the database)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.grammar import MAX_TEXT, parse_effect
from judge.errors import DeskError, FieldProblem

#: The answer lists this many spans it could not read; past them it gives only their count
#: (``unparsed_more``), so a long text of nonsense answers in a few kilobytes.
MAX_UNPARSED_SHOWN = 50


def _invalid(message: str) -> DeskError:
    return DeskError(
        code="invalid_request",
        message=f"text: {message}",
        details=[FieldProblem("text", message)],
    )


class ParseView(APIView):
    """Parse card text with the effect grammar; writes nothing."""

    computes_only = True

    @extend_schema(
        summary="Parse card text into its effect tree",
        request=inline_serializer(
            "ParseRequest", {"text": serializers.CharField(max_length=MAX_TEXT)}
        ),
        responses={200: dict},
        examples=[
            OpenApiExample(
                "An attack",
                value={
                    "text": "Acts as a level 5 Fighting attack. If successful, Target Character "
                    "-2 to defense for remainder of battle. One Per Deck"
                },
                request_only=True,
            )
        ],
    )
    def post(self, request: Request) -> Response:
        data = request.data
        if not isinstance(data, dict) or "text" not in data:
            raise _invalid("this field is required")
        text = data["text"]
        if not isinstance(text, str):
            raise _invalid("must be a string")
        if len(text) > MAX_TEXT:
            raise _invalid(f"must be at most {MAX_TEXT} characters (got {len(text)})")
        answer = parse_effect(text).to_json()
        unparsed = answer.get("unparsed") or []
        if len(unparsed) > MAX_UNPARSED_SHOWN:
            answer["unparsed"] = unparsed[:MAX_UNPARSED_SHOWN]
            answer["unparsed_more"] = len(unparsed) - MAX_UNPARSED_SHOWN
        return Response({"text": text, **answer})
