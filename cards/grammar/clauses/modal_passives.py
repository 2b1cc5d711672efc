"""Passive verb phrases under a modal that no other family reads: "Attack may not be avoided",
"cannot be avoided" (the attack's defender may not avoid it)."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import ClauseBuilder, Pred, duration_of


@v_args(meta=True)
class ModalPassives(ClauseBuilder):
    def be_avoided(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not" or who not in (None, "this_attack") or dur is not None:
                # "may be avoided" is the rule; a character is not avoided, its attacks are;
                # the card's own attack is made once (no duration holds for it)
                raise ValueError("only 'attack may not be avoided' is known")
            return fx.Discipline(action="may_not_be_avoided")

        return Pred(build)
