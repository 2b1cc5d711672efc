"""The effect grammar: card text in, typed effect tree (``rules.engine.effects``) out.

``parse_effect(text)`` is the one entry point the rest of the project uses; it never raises.
"""

from rules.engine.effects import EffectTree

from .parser import MAX_TEXT, parse_effect

__all__ = ["EffectTree", "MAX_TEXT", "parse_effect"]
