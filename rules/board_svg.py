"""The board at one step of a resolution, drawn as SVG on the server (no script needed).

Both front lines (player B above, player A below) with each character's KO meter: the points
toward its threshold as a bar, the power types hit toward a spectrum KO as dots. Under each
character its placed cards and the effects in play on it with the time they have left; the
reserve, the battlesite, the mission piles and the effects in play on the whole table.
"""

from __future__ import annotations

from html import escape
from typing import Any

from rules.notation.render_cards import render_card

WIDTH = 360
CARD_W, CARD_H, GAP = 86, 128, 4
COLUMNS = 4
TYPE_LETTERS = {"energy": "E", "fighting": "F", "strength": "S", "intellect": "I"}
DURATIONS = {
    "battle": "rest of the battle",
    "game": "rest of the game",
    "turn": "this turn",
    "attack": "this attack",
}


def card_label(card: Any) -> str:
    """A card's short name on the board: the special's name, the catalogue name, or its notation."""
    if isinstance(card, dict):
        for key in ("special", "event", "aspect"):
            inner = card.get(key)
            if isinstance(inner, dict) and isinstance(inner.get("name"), str):
                return inner["name"]
        if isinstance(card.get("card"), str):
            return card["card"]
        card = {k: v for k, v in card.items() if k != "effect"}
    return render_card(card)


def time_left(duration: Any, uses_left: Any = None) -> str:
    """How long an effect in play lasts, in words (and the uses it has left, if counted)."""
    if isinstance(duration, str):
        text = DURATIONS.get(duration, duration.replace("_", " "))
    elif isinstance(duration, dict) and duration.get("until"):
        text = f"until {str(duration['until']).replace('_', ' ')}"
    else:
        text = "as the card says"
    if isinstance(uses_left, int) and not isinstance(uses_left, bool):
        text += f", {uses_left} use(s) left"
    return text


def _short(text: str, size: int) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"


def _text(x: float, y: float, text: str, cls: str = "", size: int = 0) -> str:
    shown = escape(_short(text, size) if size else text)
    return f'<text x="{x:g}" y="{y:g}" class="{cls}">{shown}</text>'


def _meter(x: float, y: float, meter: dict[str, Any] | None) -> list[str]:
    if not meter:
        return [_text(x, y + 8, "KO: not known", "small")]
    points, threshold = int(meter.get("points") or 0), int(meter.get("threshold") or 20)
    needed = int(meter.get("spectrum_needed") or 3)
    icons = [i for i in meter.get("icons") or [] if i in TYPE_LETTERS]
    width = CARD_W - 12
    filled = width * min(points, threshold) / max(threshold, 1)
    out = [
        f'<g class="ko-meter" aria-label="{points} of {threshold} points">',
        f'<rect x="{x:g}" y="{y:g}" width="{width}" height="7" class="meter-back"/>',
        f'<rect x="{x:g}" y="{y:g}" width="{filled:.1f}" height="7" class="meter-fill"/>',
        _text(x, y + 17, f"{points}/{threshold} points", "small"),
        "</g>",
        f'<g class="spectrum-meter" aria-label="{len(icons)} of {needed} power types">',
    ]
    for n in range(needed):
        hit = n < len(icons)
        cls = "dot-hit" if hit else "dot"
        out.append(f'<circle cx="{x + 5 + n * 12:g}" cy="{y + 25:g}" r="4" class="{cls}"/>')
        if hit:
            out.append(_text(x + 2.5 + n * 12, y + 27.5, TYPE_LETTERS[icons[n]], "dot-letter"))
    out.append(_text(x + 6 + needed * 12, y + 28, f"{len(icons)}/{needed} types", "small"))
    out.append("</g>")
    return out


def _character(
    x: float, y: float, char: dict, meter: dict | None, role: str, changed: set
) -> list[str]:
    cid = str(char.get("id", ""))
    ko = bool(char.get("ko"))
    #: The hits qualify for a KO that the engine has not yet recorded (its step comes next).
    reaches = not ko and bool((meter or {}).get("ko"))
    cls = "char" + (" ko" if ko else "") + (" changed" if cid in changed else "")
    name = str(char.get("name") or char.get("card") or cid)
    grid = char.get("grid") or {}
    out = [
        f'<g class="{cls}" data-id="{escape(cid)}">',
        f"<title>{escape(name)} ({escape(cid)})</title>",
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" rx="4" class="card"/>',
        _text(x + 5, y + 13, name, "name", 15),
        _text(x + 5, y + 25, role or cid, "small", 17),
    ]
    if grid:
        letters = " ".join(f"{TYPE_LETTERS[t]}{grid.get(t, '-')}" for t in TYPE_LETTERS)
        out.append(_text(x + 5, y + 36, letters, "small"))
    out += _meter(x + 6, y + 42, meter)
    line = y + 86
    if ko or reaches:
        kind = (meter or {}).get("kind") or char.get("ko_kind") or ""
        words = "KO'd" if ko else "hits reach a KO"
        out.append(_text(x + 5, line, f"{words} {kind}".strip(), "ko-text", 19))
        line += 11
    for card in char.get("placed") or []:
        out.append(_text(x + 5, line, f"placed: {card_label(card)}", "small", 19))
        line += 10
    for effect in char.get("in_play") or []:
        if line > y + CARD_H - 14:
            break
        out.append(_text(x + 5, line, card_label(effect.get("card")), "small effect", 19))
        out.append(
            _text(
                x + 9,
                line + 9,
                time_left(effect.get("duration"), effect.get("uses_left")),
                "small effect",
                24,
            )
        )
        line += 20
    out.append("</g>")
    return out


def _counts(counts: Any) -> str:
    return ", ".join(f"{k} {v}" for k, v in counts.items()) if isinstance(counts, dict) else ""


def _piles(player: str, data: dict) -> list[str]:
    """The player's heading: the mission piles, what is ventured, passed or conceded."""
    missions = _counts(data.get("missions"))
    lines = [f"Player {player} · missions: " + (missions or "not given (7 in reserve)")]
    more = []
    if _counts(data.get("ventured")):
        more.append(f"ventured: {_counts(data['ventured'])}")
    if data.get("passed"):
        more.append("passed")
    if data.get("conceded"):
        more.append("conceded")
    if more:
        lines.append(" · ".join(more))
    return lines


def draw_board(
    board: dict[str, Any], meters: dict[str, dict], changed: set[str] | None = None
) -> str:
    """The SVG markup of ``board`` (a state of the engine's answer)."""
    changed = changed or set()
    parts: list[str] = []
    y = 4
    players = board.get("players") or {}
    for player in ("B", "A"):
        data = players.get(player) or {}
        for heading in _piles(player, data):
            parts.append(_text(4, y + 12, heading, "player"))
            y += 15
        y += 3
        slots: list[tuple[dict, str]] = [(c, "") for c in data.get("front_line") or []]
        if data.get("reserve"):
            slots.append((data["reserve"], f"reserve · {data['reserve'].get('id', '')}"))
        if data.get("battlesite"):
            slots.append((data["battlesite"], "battlesite"))
        for index, (char, role) in enumerate(slots):
            col, row = index % COLUMNS, index // COLUMNS
            x = 2 + col * (CARD_W + GAP)
            parts += _character(
                x, y + row * (CARD_H + GAP), char, meters.get(str(char.get("id"))), role, changed
            )
        rows = max(1, -(-len(slots) // COLUMNS))
        y += rows * (CARD_H + GAP) + 4
    effects = board.get("in_play") or []
    if effects:
        parts.append(_text(4, y + 12, "Effects in play on the table:", "player"))
        y += 16
        for effect in effects:
            who = f" (player {effect['player']})" if effect.get("player") in ("A", "B") else ""
            left = time_left(effect.get("duration"), effect.get("uses_left"))
            label = f"{card_label(effect.get('card'))}{who}: {left}"
            parts.append(_text(8, y + 10, label, "small effect", 70))
            y += 13
    height = y + 6
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {WIDTH} {height}" '
        f'width="100%" role="img" aria-label="The board at this step">' + "".join(parts) + "</svg>"
    )
