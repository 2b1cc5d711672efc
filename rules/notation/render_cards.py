"""Cards, Hits and effects in play written in the notation (a card in words, or as JSON for a
shape without words)."""

from __future__ import annotations

from typing import Any

from rules.notation.render_words import (
    POWER_NAMES,
    _bare,
    _icons,
    _int,
    _json,
    _powers,
    _ref,
    _tail,
)

# -- cards ---------------------------------------------------------------------------------------


def _power_card(card: dict[str, Any]) -> str | None:
    rest = dict(card)
    power, value = rest.pop("power", None), rest.pop("value", None)
    if power not in POWER_NAMES or not _int(value):
        return None
    text = f"{value} {POWER_NAMES[power]}"
    if "icons" in rest and _powers(rest["icons"]):
        text += " " + _icons(rest.pop("icons"))
    return text + _tail(rest, "")


def _special_card(card: dict[str, Any]) -> str | None:
    if set(card) != {"special"} or not isinstance(card["special"], dict):
        return None
    rest = dict(card["special"])
    name = rest.pop("name", None)
    if not isinstance(name, str):
        return None
    text = "special"
    character = rest.get("character")
    if character is not None:
        if not _bare(character):
            return None
        text += f" {rest.pop('character')}"
    text += f" {_json(name)}"
    if isinstance(rest.get("text"), str):
        text += f" {_json(rest.pop('text'))}"
    return text + _tail(rest, "")


def _universe_card(card: dict[str, Any]) -> str | None:
    rest = dict(card)
    kind = rest.pop("universe", None)
    if not _ref(kind) or kind != kind.lower():
        return None
    if "icon" in rest and kind != "training" and rest["icon"] in POWER_NAMES:
        powers = [rest.pop("icon")]
    elif (
        "icons" in rest
        and _powers(rest["icons"])
        and (kind == "training" or len(rest["icons"]) != 1)
    ):
        powers = rest.pop("icons")
    elif "icons" in rest and rest["icons"] == []:
        powers = []
        rest.pop("icons")
    else:
        return None
    text = f"universe {kind}" + "".join(f" {POWER_NAMES[p]}" for p in powers)
    if _int(rest.get("requires")):
        text += f" {rest.pop('requires')}"
    if _int(rest.get("bonus")):
        text += f" +{rest.pop('bonus')}"
    return text + _tail(rest, "")


def _catalogue_card(card: dict[str, Any]) -> str | None:
    rest = dict(card)
    name = rest.pop("card", None)
    if not isinstance(name, str):
        return None
    return _json(name) + _tail(rest, "")


def render_card(card: Any) -> str | None:
    """A card in words, or as JSON for a shape without words; None for what is not a card."""
    if not isinstance(card, dict):
        return None
    for form in (_power_card, _special_card, _universe_card, _catalogue_card):
        text = form(card)
        if text is not None:
            return text
    return _json(card)


def render_cards(cards: Any) -> str | None:
    if not isinstance(cards, list) or not cards:
        return None
    texts = [render_card(c) for c in cards]
    return None if None in texts else ", ".join(texts)


# -- hits, effects ---------------------------------------------------------------------------------


def render_hit(hit: Any) -> str | None:
    if not isinstance(hit, dict):
        return None
    rest = dict(hit)
    icon, value = rest.pop("icon", None), rest.pop("value", None)
    if icon not in POWER_NAMES or not _int(value):
        return None
    text = f"{value} {POWER_NAMES[icon]}"
    if _powers(rest.get("icons")):
        text += " " + _icons(rest.pop("icons"))
    if rest.get("record") in ("permanent", "current"):
        text += f" {rest.pop('record')}"
    return text + _tail(rest, "")


def render_effect(effect: Any) -> str | None:
    if not isinstance(effect, dict) or "card" not in effect:
        return None
    rest = dict(effect)
    text = render_card(rest["card"])
    if text is None:
        return None
    del rest["card"]
    if rest.get("player") in ("A", "B"):
        text += f" from {rest.pop('player')}"
    if _ref(rest.get("by")):
        text += f" by {rest.pop('by')}"
    target = rest.get("target")
    if target == "battlesite" or _ref(target):
        text += f" on {rest.pop('target')}"
    if _ref(rest.get("duration")):
        text += f" for {rest.pop('duration')}"
    return text + _tail(rest)


def _listed(owner: dict[str, Any], key: str, render) -> list[str]:
    """Rendered items of ``owner[key]``; the key is removed when every item has words."""
    items = owner.get(key)
    if not isinstance(items, list) or not items:
        return []
    texts = [render(i) for i in items]
    if any(t is None for t in texts):
        return []
    del owner[key]
    return texts
