"""Reading deck lists and card references into the engine's cards.

Two ways in:

* the plain text players write::

      4 Characters: Wolverine, Cyclops, Storm, Beast
      Mission: Sins of the Future
      Home Base: Krakoa
      Battlesite: Four Freedoms Plaza with: Mister Fantastic - Stretch Attack, 2x Human Torch - Flame On
      3x 7 Fighting
      Wolverine - Berserker Rage
      Taxi Cab x2

* a JSON-like mapping (``{"characters": [...], "mission": ..., "cards": [{"card": ..., "count": n}],
  "home_base": ..., "battlesite": {"card": ..., "specials": [...]}}``).

Card names are matched through a ``CardLookup``; a name that matches nothing becomes a
``Problem`` with the lookup's close suggestions, never a guess. Pure Python.

This module is the front door; the work is done in ``deck_refs`` (card names looked up),
``deck_inline_cards`` (cards written out inline), ``deck_data`` (JSON-like lists),
``deck_text`` (plain text lists) and ``discard_input`` (discard situations)."""

from rules.engine.deck_data import deck_from_data, resolve_mission
from rules.engine.deck_problems import Problem
from rules.engine.deck_refs import CardResolver, CatalogueMemoryLookup, power_from_name
from rules.engine.deck_text import deck_from_text, parse_deck_text
from rules.engine.discard_input import discard_data_from_text, situation_from_data

__all__ = [
    "CardResolver",
    "CatalogueMemoryLookup",
    "Problem",
    "deck_from_data",
    "deck_from_text",
    "discard_data_from_text",
    "parse_deck_text",
    "power_from_name",
    "resolve_mission",
    "situation_from_data",
]
