"""Transformer callbacks for phrases that specials print (the ``specials (gwords)`` block of
``effect.lark``): a mixin of ``SentenceTransformer``, which holds the shared helpers."""

from __future__ import annotations

from dataclasses import replace

from lark import Transformer, v_args

from . import transformer as _t


@v_args(meta=True)
class SpecialsRules(Transformer):
    """Lark callbacks (``meta``, ``children``) for the specials' phrase rules."""

    def follow_up_pred(self, meta, children):
        # "Additional attack may not be defended.": the follow-up attacks the card grants.
        pred = _t._find(children, _t.Pred)
        return self._clauses_of(pred.build("follow_ups", None), meta)

    def make_attacks_undefended(self, meta, children):
        # "may make 1 additional attack ..., which may not be defended"
        pred = self.make_attacks(meta, [c for c in children if not _is_rel(c)])
        return _t.Pred(lambda who, modal: replace(pred.build(who, modal), undefended=True))

    def t_on_turn(self, meta, children):
        return self._timing(meta, "your_turn")

    def undefended_rel(self, meta, children):
        return _UNDEFENDED


_UNDEFENDED = ("relative", "undefended")


def _is_rel(child) -> bool:
    return child == _UNDEFENDED


__all__ = ["SpecialsRules"]
