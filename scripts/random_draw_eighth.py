"""The eighth draw at random of real cards for judge situations (not a test).

    .venv/bin/python scripts/random_draw_eighth.py

Draws 40 cards with ``random.Random(2026_11_27)`` as the ninth draw does
(``scripts/random_draw_ninth.py``: specials, events, locations, aspects, tactics and
characters' inherent abilities of the ten sets, a card kept only if its printed text parses
``full`` and no earlier situation names it), but up to 6 cards a set; the eighth's own modules
are not counted as earlier, so the draw reruns the same but for a card a later test names
(Thunderbolts - Songbird, since named by reach13's tests, gives way to the next card). It prints each card's set, type and
text; the situations that use them are in
``tests/engine/test_judge_real_cards_random_draw_eighth_*.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from random_draw_ninth import draw  # noqa: E402

SEED = 2026_11_27
COUNT = 40
PER_SET = 6


def main() -> None:
    for set_name, row in draw(SEED, COUNT, own="random_draw_eighth", cap=PER_SET):
        print(f"{set_name:16} {row['Type']:9} {row['Name']}\n    {row['Game Text'].strip()}")


if __name__ == "__main__":
    main()
