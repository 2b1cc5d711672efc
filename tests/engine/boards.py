"""The boards judge situations on real cards are set on, built in one place: two sides of
front-line characters typed by the judge (all ratings 7 unless given), the first of each side
named by the situation, its teammates plain ("Mate", "Third" against "Bee", "Bea"), and what
more a side holds (a home base, a reserve, a battlesite, missions). A catalogue fixture
imports only the real cards a module names."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine import judge_real_cards_api as j

#: The plain teammates of each side, after its first character.
TEAMMATES = {"a": ("Mate", "Third", "Fourth"), "b": ("Bee", "Bea", "Bex")}


def side(prefix: str, first: str | dict, count: int, grid: dict | None = None, **more: Any) -> dict:
    """One side: ``count`` front-line characters, the first ``first`` (a name, with ``grid``
    if given, or a character already written), the others plain teammates."""
    lead = first if isinstance(first, dict) else j.char(f"{prefix}1", first, **_grid(grid))
    mates = [j.char(f"{prefix}{i + 2}", n) for i, n in enumerate(TEAMMATES[prefix][: count - 1])]
    return {"front_line": [lead, *mates], **more}


def board(
    a1: str | dict = "Ace",
    b1: str | dict = "Bolt",
    *,
    a: int = 2,
    b: int = 2,
    a_grid: dict | None = None,
    b_grid: dict | None = None,
    a_more: dict | None = None,
    b_more: dict | None = None,
) -> dict:
    """Player A's side (``a`` characters, led by ``a1``) against player B's (``b``, led by
    ``b1``); ``a_more`` / ``b_more`` add a home base, a reserve, a battlesite..."""
    return {
        "A": side("a", a1, a, a_grid, **(a_more or {})),
        "B": side("b", b1, b, b_grid, **(b_more or {})),
    }


def _grid(grid: dict | None) -> dict:
    return {"grid": grid} if grid else {}


def catalogue_of(names: tuple[str, ...]):
    """A ``catalogue`` fixture importing only the named rows of the real card lists."""

    @pytest.fixture
    def catalogue(tmp_path):
        j.import_named(names, tmp_path)

    return catalogue


def basic_universe(icon: str = "energy", requires: int = 5, bonus: int = 3) -> dict:
    """A basic universe card typed by the judge."""
    return {"universe": "basic", "icon": icon, "requires": requires, "bonus": bonus}


def with_universe(by: str, target: str, icon: str, value: int, universe: dict) -> dict:
    """An attack with a Power card and a universe card."""
    cards = [{"power": icon, "value": value}, universe]
    return {"type": "attack", "by": by, "target": target, "cards": cards}


#: A grid of 7s with Fighting 8 (to play the 8 Fighting allies and tactics).
FIGHTER = {"energy": 7, "fighting": 8, "strength": 7, "intellect": 7}


def training_universe(icons: tuple[str, str] = ("energy", "fighting"), bonus: int = 3) -> dict:
    """A training universe card typed by the judge, for ratings of 5 or less."""
    return {"universe": "training", "icons": list(icons), "bonus": bonus, "requires": 5}


def played_as(by: str, target: str, card: str, icon: str, **more: Any) -> dict:
    """An attack with a named card of several types, played as one of them."""
    cards = [{"card": card, "as": icon, **more}]
    return {"type": "attack", "by": by, "target": target, "cards": cards}


def grammar_miss(reason: str):
    """A strict xfail for a situation the grammar does not read right yet (a miss recorded,
    never patched in the engine)."""
    return pytest.mark.xfail(strict=True, reason=f"a grammar miss: {reason}")


#: A real Universe: Ally card: 8 Fighting to use, acts as a level 3 Fighting attack.
ALLY = "Cheetah"


def multipower(by: str, target: str, value: int, *icons: str) -> dict:
    """An attack with a MultiPower card showing ``icons``."""
    attack = j.power(by, target, "multipower", value)
    attack["cards"][0]["icons"] = list(icons)
    return attack
