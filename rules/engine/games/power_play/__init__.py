"""Power Play (Midville): the tally of heroes against a villain, scoring, the Bad News limit.

Pure Python (Lark for the card texts, nothing of Django). ``tally`` answers
``POST games/power-play/tally/``; ``score`` and ``turn_end`` the other two endpoints of
``../shared/design/games.md``. Every step cites ``PP.*`` rule ids (``rules/data/power-play.toml``).
"""

from .modifiers import (
    AlsoCountAs,
    CardText,
    Immune,
    Modifier,
    Scale,
    Selection,
    Unparsed,
    ValueCountsAs,
)
from .scoring import ROUNDS, ScoreCase, TurnEndCase, score, turn_end
from .table import Power
from .tally import Attribute, Location, TallyCase, TallyResult, Villain, multiples_bonus, tally

__all__ = [
    "ROUNDS",
    "AlsoCountAs",
    "Attribute",
    "CardText",
    "Immune",
    "Location",
    "Modifier",
    "Power",
    "ScoreCase",
    "Scale",
    "Selection",
    "TallyCase",
    "TallyResult",
    "TurnEndCase",
    "Unparsed",
    "ValueCountsAs",
    "Villain",
    "multiples_bonus",
    "score",
    "tally",
    "turn_end",
]
