"""Transformer callbacks for the phrases of locations, events, aspects, tactics and characters'
inherent abilities: the game's wording for battlesites and home bases, effects on both players,
tactic artifacts and per-battle abilities.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``); the helpers it uses live
there and are read at call time, since that module imports this one.
"""

from __future__ import annotations

from lark import Transformer, v_args

from . import transformer as _t


@v_args(meta=True)
class CardTypeRules(Transformer):
    # ------------------------------------------------------------------ durations
    def d_each_battle(self, meta, children):
        """ "per battle", "each battle": an ability that holds in every battle, not only in
        the one the card is played in."""
        return _t._Duration("each_battle")
