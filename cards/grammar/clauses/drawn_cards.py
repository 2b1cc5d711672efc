"""Cards drawn during a battle: "if Opponent draws cards during battle" (a condition on the
other player's draws) and "Tiffany must show drawn cards" (the cards just drawn)."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import ClauseBuilder, Cond, Pred, player_or_default, who_of


@v_args(meta=True)
class DrawnCards(ClauseBuilder):
    def c_draws_cards(self, meta, children):
        return Cond("draws_cards_during_battle", who_of(children))

    def show_drawn(self, meta, children):
        def build(who, modal):
            if modal != "must":
                # only the requirement is printed; "may show" would be another rule
                raise ValueError("only 'must show drawn cards' is known")
            return fx.ShowCards(who=player_or_default(who), to=None, from_="drawn_cards")

        return Pred(build)
