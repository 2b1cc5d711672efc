"""Template helpers for showing an effect tree in a judge's words: the text with its unparsed
spans, each clause as a sentence, the parse status as a sentence. Nothing internal (field
names, snake_case values, ``key:value`` tokens, Python lists) reaches the page."""

from __future__ import annotations

import re
from typing import Any

from django import template

from rules.engine.effects import EffectTree

register = template.Library()


@register.simple_tag
def effect_segments(text: str | None, effect: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The text cut into pieces, each marked ``unparsed`` when the grammar did not understand it:
    a sentence it could not parse, or a word it read but kept in no clause (token accounting)."""
    text = text or ""
    missed = "a word the grammar read but did not understand"
    spans = sorted(
        (
            max(0, int(u["span"][0])),
            min(len(text), int(u["span"][1])),
            u.get("error", "") if key == "unparsed" else missed,
        )
        for key in ("unparsed", "unconsumed")
        for u in (effect or {}).get(key, [])
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


#: ``against:Steel``, ``of:opponent``: the engine's tagged words, read as plain words.
_TAGGED = re.compile(r"\b([A-Za-z]+):(?=[\w\"'])")
_SNAKE = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")


@register.filter
def judge_words(text: str | None) -> str:
    """Engine wording made plain: tagged words and snake_case values become ordinary words."""
    text = _TAGGED.sub(lambda m: m.group(1) + " ", str(text or ""))
    return _SNAKE.sub(lambda m: m.group(0).replace("_", " "), text)


@register.filter
def humanise(value: Any) -> str:
    """A stored value (``home_base``, a list of them) as words: "home base, battlesite"."""
    if isinstance(value, list | tuple):
        return ", ".join(humanise(v) for v in value)
    return str(value).replace("_", " ")


STATUS_WORDS = {
    "full": "The grammar reads all of this text; the rules engine applies it.",
    "partial": (
        "The grammar reads part of this text. The highlighted part is not understood, "
        "and the rules engine does not apply it: rule on it from the text."
    ),
    "failed": (
        "The grammar does not understand this text: the rules engine does not apply it. "
        "Rule on it from the text."
    ),
}


@register.filter
def status_words(status: str | None) -> str:
    return STATUS_WORDS.get(str(status), "")


_REQUIREMENT_LABEL = re.compile(r"^\s*cost\s*/\s*effect\s*:\s*", re.IGNORECASE)


@register.filter
def requirement_words(text: str | None) -> str:
    """What a card needs to be played, without the card list's column label; "" for none."""
    rest = _REQUIREMENT_LABEL.sub("", str(text or "")).strip()
    return "" if rest in ("", "-", "–", "none") else rest


@register.simple_tag
def effect_clauses(effect: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Each clause as a label and a sentence (nested clauses below their condition)."""
    if not effect:
        return []
    try:
        tree = EffectTree.from_json(effect)
    except (KeyError, TypeError, ValueError):
        return []
    out: list[dict[str, Any]] = []

    def add(clause, depth: int) -> None:
        label = clause.kind.replace("_", " ").capitalize()
        out.append({"label": label, "text": judge_words(clause.render()), "depth": depth})
        for inner in getattr(clause, "then", ()):
            add(inner, depth + 1)

    for clause in tree.clauses:
        add(clause, 0)
    return out
