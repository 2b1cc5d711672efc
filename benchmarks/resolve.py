"""Resolve 1,000 generated 10-play situations and print p50/p99 per resolution (not a test).

Run: ``.venv/bin/python benchmarks/resolve.py [count]``. Target: p99 under 10 ms.
The situations mix power, MultiPower, Any-Power, universe and special attacks, defenses,
shifts, follow-ups and passes; many plays are illegal, as in real disputes.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.engine.cards import MemoryLookup  # noqa: E402
from rules.engine.resolve import resolve  # noqa: E402

TYPES = ["energy", "fighting", "strength", "intellect"]
SPECIALS = [
    [{"kind": "attack", "level": 6, "icons": ["strength"]}],
    [
        {"kind": "attack", "level": 4, "icons": ["energy"]},
        {"kind": "combine", "count": 1, "icons": ["fighting"]},
    ],
    [
        {"kind": "attack", "level": 5, "icons": ["fighting"]},
        {
            "kind": "condition",
            "when": "successful",
            "then": [{"kind": "venture_modifier", "who": "opponent", "amount": -2}],
        },
    ],
    [{"kind": "avoid", "who": "self", "count": 1}],
    [{"kind": "negate", "count": 1, "card_kinds": ["special"]}],
    [{"kind": "shift", "from": "self", "to": "teammate", "may_defend": True}],
    [
        {"kind": "attack", "level": 3, "icons": ["fighting"]},
        {"kind": "additional_attack", "who": "self", "count": 1},
    ],
    [{"kind": "defense_modifier", "who": "self", "amount": 2}],
    [
        {
            "kind": "play_restriction",
            "who": "opponent_team",
            "icons": ["fighting"],
            "duration": "battle",
        }
    ],
]


def special(rng: random.Random, owner: str) -> dict:
    return {
        "special": {
            "character": owner,
            "name": f"Move {rng.randrange(99)}",
            "text": "generated",
            "effect": {"status": "full", "clauses": rng.choice(SPECIALS)},
        }
    }


def card(rng: random.Random, owner: str) -> dict:
    roll = rng.random()
    if roll < 0.5:
        return {"power": rng.choice(TYPES), "value": rng.randint(1, 8)}
    if roll < 0.6:
        return {"power": "multipower", "value": rng.randint(1, 8)}
    if roll < 0.65:
        return {"power": "any_power", "value": rng.randint(1, 8)}
    return special(rng, owner)


def situation(rng: random.Random) -> tuple[dict, list[dict]]:
    def char(cid: str) -> dict:
        return {
            "id": cid,
            "name": f"Hero {cid}",
            "grid": {t: rng.randint(2, 8) for t in TYPES},
            "hits": [
                {"icon": rng.choice(TYPES), "value": rng.randint(1, 6), "record": "permanent"}
                for _ in range(rng.randint(0, 2))
            ],
        }

    state = {
        "players": {
            "A": {"front_line": [char(f"a{i}") for i in range(1, 4)]},
            "B": {"front_line": [char(f"b{i}") for i in range(1, 4)]},
        },
        "turn": "A",
    }
    plays = []
    side = "A"
    for _ in range(10):
        mine = [f"{side.lower()}{i}" for i in range(1, 4)]
        theirs = [f"{'b' if side == 'A' else 'a'}{i}" for i in range(1, 4)]
        by = rng.choice(mine)
        kind = rng.choices(["attack", "defend", "shift", "pass"], [6, 3, 1, 1])[0]
        if kind == "pass":
            plays.append({"type": "pass", "player": side})
        elif kind == "attack":
            cards = [card(rng, f"Hero {by}")]
            if rng.random() < 0.2:
                cards.append({"power": "fighting", "value": rng.randint(1, 5)})
            plays.append(
                {
                    "type": "attack",
                    "player": side,
                    "by": by,
                    "target": rng.choice(theirs),
                    "cards": cards,
                }
            )
        elif kind == "defend":
            opp = "B" if side == "A" else "A"
            dby = rng.choice(theirs)
            plays.append(
                {"type": "defend", "player": opp, "by": dby, "cards": [card(rng, f"Hero {dby}")]}
            )
        else:
            opp = "B" if side == "A" else "A"
            plays.append(
                {
                    "type": "shift",
                    "player": opp,
                    "by": rng.choice(theirs),
                    "to": rng.choice(theirs),
                    "cards": [special(rng, "Any Character")],
                }
            )
        if kind in ("attack", "pass") and rng.random() < 0.7:
            side = "B" if side == "A" else "A"
    return state, plays


def main(count: int = 1000) -> None:
    rng = random.Random(20261122)
    cases = [situation(rng) for _ in range(count)]
    lookup = MemoryLookup()
    for state, plays in cases[:20]:  # warm up
        resolve(state, plays, lookup)
    wall: list[float] = []
    cpu: list[float] = []
    steps = 0
    for state, plays in cases:
        start, start_cpu = time.perf_counter(), time.process_time()
        answer = resolve(state, plays, lookup)
        cpu.append((time.process_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
        steps += len(answer.steps)
    print(
        f"resolved {count} situations of 10 plays ({steps} steps), load average {os.getloadavg()[0]:.1f}"
    )
    for label, times in (("wall clock", wall), ("CPU time", cpu)):
        times.sort()
        p50 = statistics.median(times)
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(
            f"{label:>10}: p50 {p50:.3f} ms   p99 {p99:.3f} ms   max {times[-1]:.3f} ms   (target p99 < 10 ms)"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
