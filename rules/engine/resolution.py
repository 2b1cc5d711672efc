"""What a resolution returns: its numbered steps (each citing rules) and the final board, kos, venture and warnings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.engine.card_hits import LASTING_CONDITIONS
from rules.engine.clauses import LASTING_KINDS
from rules.engine.ko_effects import holds_at_ko, waits_for_hit
from rules.engine.mission_conditions import checked_with_venture
from rules.engine.pile_actions import is_pile_permission
from rules.engine.placement import unlimited
from rules.engine.played_card_draws import BEFORE_RESOLVING, draws_per_played
from rules.engine.state import Board

Parser = Callable[[str], Any]


CONCESSION_TIMING = (
    "opponent_concedes",
    "when_opponent_concedes",
    "after_opponent_concedes",
    "concession",
)


@dataclass
class Step:
    n: int
    play: int | None
    text: str
    rules: list[str]
    result: str
    changes: list[dict[str, Any]] = field(default_factory=list)
    value: int | None = None  # an attack step's attack value, a block's defense value

    def to_json(self) -> dict[str, Any]:
        out = {
            "n": self.n,
            "play": self.play,
            "text": self.text,
            "rules": self.rules,
            "result": self.result,
            "changes": self.changes,
        }
        if self.value is not None:
            out["value"] = self.value
        return out


@dataclass
class Resolution:
    steps: list[Step]
    board: Board
    kos: list[dict[str, Any]]
    venture: dict[str, Any]
    warnings: list[dict[str, Any]] = field(default_factory=list)
    #: With ``resolve(..., board_at=n)``: the board before the first step and after step n.
    initial: dict[str, Any] | None = None
    board_then: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": [s.to_json() for s in self.steps],
            "state": self.board.to_json(),
            "ko": self.kos,
            "venture": self.venture,
            "warnings": self.warnings,
        }


def character_name(board: Board, cid: str | None) -> str:
    if cid == "battlesite":
        return "the battlesite"
    char = board.character(cid)
    return char.name if char else str(cid)


def is_lasting_clause(clause: dict[str, Any]) -> bool:
    if draws_per_played(clause) or clause.get("event") == BEFORE_RESOLVING:
        return True  # draws owed for each card a side plays, and when (played_card_draws)
    if clause.get("kind") == "concede":
        return clause.get("allowed") is False  # "may not concede" stays in play
    if clause.get("kind") == "condition":
        # checked at each block, or when the character it names is KO'd; one on the missions
        # a side uses or on the last venture is checked with the venture at the battle's end
        # (OR.mission: "If opponent has "X" Mission, opponent -6 to Venture Total")
        return (
            clause.get("when") in LASTING_CONDITIONS
            or holds_at_ko(clause)
            or checked_with_venture(clause)
        )
    if clause.get("kind") == "knock_out":
        return waits_for_hit(clause)  # in play on the target until that hit lands
    if clause.get("kind") == "continue_fighting":
        return True
    if clause.get("kind") == "cards_become" and not clause.get("on_record"):
        return True  # the specials it names stay another kind for as long as it says
    if is_pile_permission(clause):
        return False  # done once, at the table
    if clause.get("kind") == "placement":
        # for the placing phases to come
        return isinstance(clause.get("extra_slots"), int) or unlimited(clause)
    if clause.get("kind") in ("spectrum_exclusion", "not_negated"):
        return True  # checked at each KO check while the card lasts
    if clause.get("kind") == "no_shift" and clause.get("duration"):
        # "If successful, attacks made on Target Character may not be moved ... for remainder
        # of game": a bar on moving attacks the shift check reads while it lasts (MR.9, MR.19)
        return True
    if clause.get("kind") == "grid_copy":
        return True  # the grid taken is the character's for as long as the card says
    if clause.get("kind") in ("venture_limit", "mission_move_limit"):
        return True  # a limit on the venture or the ladder, checked at the battle's end
    if clause.get("kind") == "bonus_modifier" and clause.get("to_venture"):
        # "All Superman Special cards are doubled when determining venture total": counted
        # at the battle's end (venture_scaling)
        return isinstance(clause.get("multiplier"), int)
    return clause.get("kind") in LASTING_KINDS
