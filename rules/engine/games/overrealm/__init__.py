"""OverRealm: combat, dominance, pressure cards, critical condition, losing a round.

Pure Python; each answer carries steps in OverPower's shape citing ``RLM.*`` rule ids.
"""

from rules.engine.games.overrealm.state import CARDS, PLAYERS, CombatCard, Minion, Player
from rules.engine.games.overrealm.turn import play_turn

__all__ = ["CARDS", "PLAYERS", "CombatCard", "Minion", "Player", "play_turn"]
