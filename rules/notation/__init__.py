"""The situation notation: a board state and its plays as plain text a judge can type.

``parse_notation`` reads it into the API's JSON request (errors name line and column);
``render_notation`` writes a request back. The grammar is ``notation.lark``.
"""

from rules.notation.parser import NotationError, parse_notation
from rules.notation.render import render_notation

__all__ = ["NotationError", "parse_notation", "render_notation"]
