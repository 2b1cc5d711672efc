"""Power Up!: combat wounds, keywords, Team-Ups, the Power Chain, win conditions, decks.

Pure Python; each answer carries steps in OverPower's shape citing ``PU.*`` rule ids.
"""

from rules.engine.games.power_up.chain import ChainEffect, resolve_chain
from rules.engine.games.power_up.characters import Fighter
from rules.engine.games.power_up.combat import resolve_combat, wounds_for
from rules.engine.games.power_up.deck import DeckCard, check_deck
from rules.engine.games.power_up.winner import PlayerStanding, decide_winner

__all__ = [
    "ChainEffect",
    "DeckCard",
    "Fighter",
    "PlayerStanding",
    "check_deck",
    "decide_winner",
    "resolve_chain",
    "resolve_combat",
    "wounds_for",
]
