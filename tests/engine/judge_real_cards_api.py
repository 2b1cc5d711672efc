"""Shared helpers of the judge situations that name real catalogue cards: import only the named
rows of the real card lists (``../shared/data/``, never copied into the project) and post
situations to ``resolve/``."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from django.core.management import call_command
from django.urls import reverse

from tests.conftest import CARD_FILES

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def import_named(names: tuple[str, ...], tmp_path: Path) -> None:
    """Import the rows of the real card lists whose name is in ``names``."""
    paths = []
    for source in CARD_FILES:
        with source.open(encoding="utf-8-sig", newline="") as handle:
            reader = csv.DictReader(handle)
            rows = [r for r in reader if (r.get("Name") or "").strip() in names]
            fields = reader.fieldnames
        if rows and fields:
            path = tmp_path / source.name
            with path.open("w", encoding="utf-8", newline="") as out:
                writer = csv.DictWriter(out, fieldnames=fields)
                writer.writeheader()
                writer.writerows(rows)
            paths.append(str(path))
    assert paths
    call_command("import_cards", *paths, stdout=io.StringIO(), stderr=io.StringIO())


def resolve(client, players: dict, plays: list, in_play: list | None = None) -> dict:
    state = {"players": players, "turn": "A", "in_play": in_play or []}
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps({"state": state, "plays": plays}),
        content_type="application/json",
    )
    assert res.status_code == 200, res.content
    return res.json()


def char(cid: str, name: str, **more) -> dict:
    """A character typed by the judge (no catalogue card), all ratings 7 unless given."""
    return {"id": cid, "name": name, "grid": GRID, **more}


def two_a_side(a1: str = "Ace", b1: str = "Bolt") -> dict:
    """Two front-line characters a side (a1, a2 against b1, b2), the first ones named."""
    return {
        "A": {"front_line": [char("a1", a1), char("a2", "Mate")]},
        "B": {"front_line": [char("b1", b1), char("b2", "Bee")]},
    }


def power(by: str, target: str, icon: str, value: int) -> dict:
    return {
        "type": "attack",
        "by": by,
        "target": target,
        "cards": [{"power": icon, "value": value}],
    }


def special(by: str, target: str, card: str, *more: dict) -> dict:
    """An attack with the named special (and any cards combined with it)."""
    return {"type": "attack", "by": by, "target": target, "cards": [{"card": card}, *more]}


def defend(by: str, icon: str, value: int) -> dict:
    return {"type": "defend", "by": by, "cards": [{"power": icon, "value": value}]}


def results(answer: dict) -> list[str]:
    return [s["result"] for s in answer["steps"]]


def played(card: str, player: str, by: str | None = None, target: str | None = None) -> dict:
    """A named card in play (a special played earlier, an event), lasting the game."""
    return {
        "card": {"card": card},
        "player": player,
        "by": by,
        "target": target,
        "duration": "game",
    }


def hits(icon: str, *values: int) -> list[dict]:
    return [{"icon": icon, "value": v, "record": "permanent"} for v in values]


def discard(client, front: list[str], hand: list, **more) -> dict:
    """Post a discard check for a team of the named catalogue characters (ids c0, c1 ...)."""
    members = [{"id": f"c{i}", "card": name} for i, name in enumerate(front)]
    body = {"team": {"front_line": members, "ko": []}, "hand": hand, **more}
    res = client.post(
        reverse("api:check-discard"), data=json.dumps(body), content_type="application/json"
    )
    assert res.status_code == 200, res.content
    return res.json()
