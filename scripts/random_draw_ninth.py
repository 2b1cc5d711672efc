"""The ninth draw at random of real cards for judge situations (not a test).

    .venv/bin/python scripts/random_draw_ninth.py

Draws 25 cards with ``random.Random(2026_11_28)`` from the rows of the ten sets'
card lists (``../shared/data/overpower-cards/*.csv``) that a judge meets in play: specials,
events, locations, aspects, tactics and characters' inherent abilities, each row weighing as
it occurs (a card printed in two rows is twice as likely). A card is kept only if its printed
text parses ``full``, no earlier situation names it (its name written in quotes in any module
under ``tests/``) and its set has given fewer than 4 cards. It prints each card's set, type
and text; the situations that use them are in
``tests/engine/test_judge_real_cards_random_draw_ninth_*.py``.
"""

from __future__ import annotations

import csv
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")

import django  # noqa: E402

django.setup()

from cards.grammar import parse_effect  # noqa: E402

SEED = 2026_11_28
COUNT = 25
PER_SET = 4
KINDS = {"Special", "Event", "Location", "Aspect", "Tactic", "Character"}
CARDS = ROOT.parent / "shared" / "data" / "overpower-cards"


def rows() -> list[tuple[str, dict]]:
    """Every row of the kinds drawn that prints a text, in file order."""
    found = []
    for path in sorted(CARDS.glob("*.csv")):
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = (row.get("Game Text") or "").strip()
                if row.get("Type") in KINDS and text and text != "-":
                    found.append((path.stem, row))
    return found


#: The draws in the order they were made: a draw's rerun leaves out the modules of its own
#: draw and of every later one, whose situations came after it.
ORDER = ("eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth")


def _later(own: str) -> tuple[str, ...]:
    """The module name parts of draw ``own`` ("random_draw_eleventh") and of the later draws."""
    ordinal = own.removeprefix("random_draw_")
    if ordinal not in ORDER:
        return (own,)
    return tuple(f"random_draw_{o}" for o in ORDER[ORDER.index(ordinal) :])


def named_before(own: str | None = None) -> str:
    """The text of every test module, where earlier situations name their cards (but the
    modules of draw ``own`` and of later draws, so that a draw reruns the same once its
    situations, and later ones, are in)."""
    skip = _later(own) if own else ()
    tests = (ROOT / "tests").rglob("*.py")
    return "\n".join(
        p.read_text(encoding="utf-8") for p in tests if not any(s in p.name for s in skip)
    )


def draw(
    seed: int = SEED, count: int = COUNT, own: str | None = None, cap: int = PER_SET
) -> list[tuple[str, dict]]:
    pool = rows()
    random.Random(seed).shuffle(pool)
    earlier = named_before(own)
    taken: dict[str, tuple[str, dict]] = {}
    per_set: dict[str, int] = {}
    for set_name, row in pool:
        name = row["Name"].strip()
        if name in taken or per_set.get(set_name, 0) >= cap:
            continue
        if f'"{name}"' in earlier or parse_effect(row["Game Text"]).status != "full":
            continue
        taken[name] = (set_name, row)
        per_set[set_name] = per_set.get(set_name, 0) + 1
        if len(taken) == count:
            break
    return list(taken.values())


def show(seed: int = SEED, count: int = COUNT, own: str | None = None) -> None:
    """Print each card drawn: its set, type, name and text."""
    for set_name, row in draw(seed, count, own):
        print(f"{set_name:16} {row['Type']:9} {row['Name']}\n    {row['Game Text'].strip()}")


def main() -> None:
    show()


if __name__ == "__main__":
    main()
