"""Template helpers for showing an effect tree: clauses and the text's unparsed spans."""

from __future__ import annotations

from typing import Any

from django import template

from rules.engine.effects import EffectTree

register = template.Library()


@register.simple_tag
def effect_segments(text: str | None, effect: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The text cut into pieces, each marked ``unparsed`` when the grammar did not understand it."""
    text = text or ""
    spans = sorted(
        (max(0, int(u["span"][0])), min(len(text), int(u["span"][1])), u.get("error", ""))
        for u in (effect or {}).get("unparsed", [])
        if isinstance(u, dict) and isinstance(u.get("span"), list | tuple) and len(u["span"]) == 2
    )
    pieces: list[dict[str, Any]] = []
    pos = 0
    for start, end, error in spans:
        if start < pos or end <= start:
            continue
        if start > pos:
            pieces.append({"text": text[pos:start], "unparsed": False, "error": ""})
        pieces.append({"text": text[start:end], "unparsed": True, "error": error})
        pos = end
    if pos < len(text):
        pieces.append({"text": text[pos:], "unparsed": False, "error": ""})
    return pieces


@register.simple_tag
def effect_clauses(effect: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Each clause's kind, canonical sentence and fields (nested conditions flattened below)."""
    if not effect:
        return []
    try:
        tree = EffectTree.from_json(effect)
    except (KeyError, TypeError, ValueError):
        return []
    out: list[dict[str, Any]] = []

    def add(clause, depth: int) -> None:
        data = clause.to_json()
        fields = {
            k: v
            for k, v in data.items()
            if k not in ("kind", "span", "then") and v not in (None, [], (), False, "")
        }
        out.append({"kind": clause.kind, "text": clause.render(), "fields": fields, "depth": depth})
        for inner in getattr(clause, "then", ()):
            add(inner, depth + 1)

    for clause in tree.clauses:
        add(clause, 0)
    return out
