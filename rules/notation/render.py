"""Write an API request (``resolve/`` or ``checks/ko/``) in the situation notation.

What has words in the notation is written in them; whatever else a dict holds (an effect tree,
a rare field) follows as ``& {...}`` JSON on the same line, so that reading the text back gives
exactly the request written (the round trip the tests check on every scenario file).
"""

from __future__ import annotations

import json
import re
from typing import Any

from rules.notation.vocabulary import PHONE_QUOTES, POWER_WORDS, VERBS

_WORD = re.compile(r"[^\s\d\",:{}\[\]()#&+][^\s\",:{}\[\]()#&]*")
#: Words the notation reads as keywords somewhere, so never written bare as a name or id.
KEYWORDS = frozenset(
    {
        "a",
        "b",
        "turn",
        "check",
        "plays",
        "reserve",
        "battlesite",
        "hit",
        "special",
        "hand",
        "home",
        "base",
        "missions",
        "ventured",
        "placed",
        "effect",
        "from",
        "by",
        "on",
        "for",
        "to",
        "with",
        "card",
        "universe",
        "permanent",
        "current",
        "any",
        "power",
        *POWER_WORDS,
        *VERBS,
    }
)
POWER_NAMES = {
    "energy": "Energy",
    "fighting": "Fighting",
    "strength": "Strength",
    "intellect": "Intellect",
    "multipower": "Multipower",
    "any_power": "Any-Power",
}
VERB_OF = {v: k for k, v in VERBS.items()}
GRID = ("energy", "fighting", "strength", "intellect")


#: The quotes a phone types, which the reader takes for plain ones (``PHONE_QUOTES``): in
#: text the notation writes they are escaped, so a string holding one reads back the same.
_PHONE_QUOTES = {q: f"\\u{ord(q):04x}" for q in PHONE_QUOTES}


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    for quote, escaped in _PHONE_QUOTES.items():
        text = text.replace(quote, escaped)  # only ever inside a JSON string
    return text


def _bare(text: Any) -> bool:
    """Can ``text`` be written as bare words (read back as the same words)?"""
    if not isinstance(text, str) or not text or text != " ".join(text.split()):
        return False
    if any(q in text for q in _PHONE_QUOTES):
        return False
    return all(_WORD.fullmatch(w) and w.lower() not in KEYWORDS for w in text.split())


def written_name(text: str) -> str:
    """A name as the notation writes it: bare words when they read back the same, else quoted."""
    return text if _bare(text) else _json(text)


def _ref(value: Any) -> bool:
    return isinstance(value, str) and _bare(value) and " " not in value


_plain_ref = _ref


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _powers(values: Any) -> bool:
    return isinstance(values, list) and bool(values) and all(v in POWER_NAMES for v in values)


def _icons(values: list[str]) -> str:
    return "(" + " ".join(POWER_NAMES[v] for v in values) + ")"


def _tail(rest: dict[str, Any], marker: str = "& ") -> str:
    return f" {marker}{_json(rest)}" if rest else ""


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


# -- characters, players -------------------------------------------------------------------------


def _grid(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and list(value) == list(GRID)
        and all(_int(v) for v in value.values())
    )


def render_character(
    player: str, char: dict[str, Any], default_id: str, reserve: bool
) -> list[str]:
    rest = dict(char)
    cid = rest.pop("id", None)
    head = player + (" reserve" if reserve else "")
    if cid != default_id:
        if _ref(cid):
            head += f" {cid}"
        else:
            rest["id"] = cid
            if cid is None:
                return [f"{head}: " + _json(rest)]
    name = rest.get("name")
    if isinstance(name, str) and "card" not in rest and _grid(rest.get("grid")):
        body = (
            written_name(rest.pop("name"))
            + " "
            + " ".join(str(v) for v in rest.pop("grid").values())
        )
    elif isinstance(rest.get("card"), str) and not ({"name", "grid"} & set(rest)):
        body = written_name(rest.pop("card"))
    else:
        body = None
    ref = cid if _ref(cid) else None
    facts: list[str] = []
    if ref is not None:
        facts += [f"{ref} hit: {t}" for t in _listed(rest, "hits", render_hit)]
        placed = _listed(rest, "placed", render_card)
        if placed:
            facts.append(f"{ref} placed: {', '.join(placed)}")
        facts += [f"{ref} effect: {t}" for t in _listed(rest, "in_play", render_effect)]
    if body is None:
        return [f"{head}: {_json(rest)}", *facts]
    return [f"{head}: {body}" + _tail(rest), *facts]


def render_battlesite(player: str, site: Any) -> list[str]:
    if not isinstance(site, dict):
        return [f"{player} & {_json({'battlesite': site})}"]
    rest = dict(site)
    name = rest.pop("name") if isinstance(rest.get("name"), str) and rest["name"] else None
    hits = _listed(rest, "hits", render_hit)
    specials = _listed(rest, "specials", render_card)
    head = f"{player} battlesite:" + (f" {written_name(name)}" if name is not None else "")
    lines = [head + _tail(rest)]
    lines += [f"{player} battlesite hit: {t}" for t in hits]
    lines += [f"{player} battlesite special: {t}" for t in specials]
    return lines


def render_player(player: str, data: dict[str, Any]) -> list[str]:
    rest = dict(data)
    lines: list[str] = []
    front = rest.pop("front_line", [])
    if not isinstance(front, list):
        rest["front_line"], front = front, []
    for index, char in enumerate(front, start=1):
        lines += render_character(player, char, f"{player.lower()}{index}", False)
    if isinstance(rest.get("reserve"), dict):
        lines += render_character(player, rest.pop("reserve"), f"{player.lower()}r", True)
    if "battlesite" in rest and isinstance(rest["battlesite"], dict):
        lines += render_battlesite(player, rest.pop("battlesite"))
    hand = _listed(rest, "hand", render_card)
    if hand:
        lines.append(f"{player} hand: {', '.join(hand)}")
    if isinstance(rest.get("home_base"), dict):
        lines.append(f"{player} home base: {render_card(rest.pop('home_base'))}")
    for pile in ("missions", "ventured"):
        counts = rest.get(pile)
        if (
            isinstance(counts, dict)
            and counts
            # keywords are read case-insensitively, so a pile named in capitals stays JSON
            and all(_ref(k) and k == k.lower() and _int(v) for k, v in counts.items())
        ):
            pairs = " ".join(f"{k} {v}" for k, v in rest.pop(pile).items())
            lines.append(f"{player} {pile}: {pairs}")
    if rest:
        lines.append(f"{player} & {_json(rest)}")
    return lines


# -- plays, the whole request ----------------------------------------------------------------------


def render_play(number: int, play: Any, refs: tuple[set[str], set[str]] = (set(), set())) -> str:
    """One play. ``refs`` are the state's ids and names: a reference that is no id but would be
    read as a character's name is kept as JSON."""
    ids, names = refs

    def _ref(value: Any) -> bool:
        if not _plain_ref(value):
            return False
        return value in ids or value.lower() not in names

    rest = dict(play) if isinstance(play, dict) else {"__play__": play}
    kind = rest.pop("type", None)
    verb = VERB_OF.get(kind)
    if verb is None:
        verb, rest = "passes", {"type": kind, **rest}
    parts = [f"{number}."]
    if rest.get("player") in ("A", "B"):
        parts.append(rest.pop("player"))
    if _ref(rest.get("by")):
        parts.append(rest.pop("by"))
    parts.append(verb)
    target = rest.get("target")
    if target == "battlesite" or _ref(target):
        parts.append(rest.pop("target") if kind == "attack" else f"on {rest.pop('target')}")
    if _ref(rest.get("to")):
        parts.append(f"to {rest.pop('to')}")
    cards = render_cards(rest.get("cards"))
    if cards is not None:
        del rest["cards"]
        parts.append(f"with {cards}")
    return " ".join(parts) + _tail(rest)


def _character_refs(players: Any) -> tuple[set[str], set[str]]:
    """The ids of the state's characters and their lower-case names (the parser reads a
    reference that is no id but a character's name as that character)."""
    ids: set[str] = set()
    names: set[str] = set()
    chars: list[Any] = []
    for data in players.values() if isinstance(players, dict) else []:
        if isinstance(data, dict):
            front = data.get("front_line")
            chars += front if isinstance(front, list) else []
            chars.append(data.get("reserve"))
    for char in chars:
        if isinstance(char, dict):
            ids.add(str(char.get("id")))
            name = char.get("name") or char.get("card")
            if isinstance(name, str):
                names.add(name.lower())
    return ids, names


def render_notation(request: dict[str, Any]) -> str:
    """The notation of a ``resolve/`` request, or of a ``checks/ko/`` one."""
    if "state" not in request and ("character" in request or "battlesite" in request):
        return _render_ko(request)
    state = dict(request.get("state") or {})
    lines: list[str] = []
    if state.get("turn") in ("A", "B"):
        lines.append(f"turn {state.pop('turn')}")
    players = state.pop("players", {})
    for player in ("A", "B"):
        if isinstance(players, dict) and isinstance(players.get(player), dict):
            lines += render_player(player, players[player])
    effects = _listed(state, "in_play", render_effect)
    lines += [f"effect: {t}" for t in effects]
    if state:
        lines.append(f"& {_json(state)}")
    plays = request.get("plays") or []
    if plays:
        refs = _character_refs(players)
        lines.append("plays:")
        lines += [render_play(n, p, refs) for n, p in enumerate(plays, start=1)]
    return "\n".join(lines) + "\n"


def _render_ko(request: dict[str, Any]) -> str:
    rest = dict(request)
    lines = ["check ko"]
    if isinstance(rest.get("character"), dict):
        lines += render_character("A", rest.pop("character"), "a1", False)
    elif isinstance(rest.get("battlesite"), dict):
        lines += render_battlesite("A", rest.pop("battlesite"))
    lines += [f"effect: {t}" for t in _listed(rest, "in_play", render_effect)]
    return "\n".join(lines) + "\n"
