"""The twelfth draw at random of real cards for judge situations (not a test).

    .venv/bin/python scripts/random_draw_twelfth.py

Draws 20 cards with ``random.Random(2026_12_01)`` as the ninth draw does
(``scripts/random_draw_ninth.py``: specials, events, locations, aspects, tactics and
characters' inherent abilities of the ten sets, a card kept only if its printed text parses
``full``, no earlier situation names it and its set has given fewer than 4 cards; the twelfth's
own module is not counted as earlier). It prints each card's set, type and text; the
situations that use them are in ``tests/engine/test_judge_real_cards_random_draw_twelfth.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_draw_ninth import show  # noqa: E402

SEED = 2026_12_01
COUNT = 20


if __name__ == "__main__":
    show(SEED, COUNT, own="random_draw_twelfth")
