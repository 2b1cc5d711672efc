"""Cards drawn during a battle: "if Opponent draws cards during battle" (a condition on the
other player's draws) and "Tiffany must show drawn cards" (the cards just drawn); cards
discarded by a Battlesite ("chosen at random") and cards no Negate affects."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    OnlyModal,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    player_or_default,
    who_of,
    words_of,
)


@v_args(meta=True)
class DrawnCards(ClauseBuilder):
    def c_venture_result(self, meta, children):
        result = "won" if "won" in words_of(children) else "lost"
        return Cond(f"{result}_venture_last_battle", who_of(children))

    def c_draws_cards(self, meta, children):
        return Cond("draws_cards_during_battle", who_of(children))

    def show_drawn(self, meta, children):
        def build(who, modal):
            if modal != "must":
                # only the requirement is printed; "may show" would be another rule
                raise OnlyModal("must", "only 'must show drawn cards' is known")
            return fx.ShowCards(who=player_or_default(who), to=None, from_="drawn_cards")

        return Pred(build)

    def battlesite_pred(self, meta, children):
        # "Target Battlesite must discard ...": the Location card a team is attacked at
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build("target_battlesite", None), meta)

    def chosen_at_random(self, meta, children):
        return PostPhrase("raw_filter", "chosen at random")

    def cards_not_negated(self, meta, children):
        return self._cards_kept(fx.NotNegated, meta, children)

    def cards_of_not_negated(self, meta, children):
        # "any Special played by Zealot or Zealot's teammates may not be Negated": the cards
        # named by who plays them, which no Negate affects
        cards = find_first(children, Cards)
        who = cards.owner if cards is not None else None
        if who is None or cards.icons or cards.filters or cards.names or not cards.bare_any:
            raise ValueError("only any card of a kind played by a character is known here")
        owner = getattr(who, "owner_name", None)
        kept = fx.NotNegated(
            who=str(who),
            card_kinds=tuple(cards.kinds),
            duration=duration_of(children),
            played_by=True,
            self_name=getattr(who, "printed", None),
            # "Zealot or Zealot's teammates": the teammates said with their owner's name
            teammate_word=fx.possessive(owner) if owner else None,
        )
        return self._with_span(held_as_printed(kept, words_of(children), "may_not"), meta)

    def cards_not_removed(self, meta, children):
        # a character's cards of a kind stay in play: no effect removes them
        return self._cards_kept(fx.NotRemoved, meta, children)

    def _cards_kept(self, cls, meta, children):
        """A character's cards of a kind kept from an effect (negated, removed from play)."""
        cards = find_first(children, Cards)
        if not cards.kinds or cards.icons or cards.filters or cards.names or cards.count:
            raise ValueError("only a character's cards of a kind are known here")
        kept = cls(
            who=who_of(children), card_kinds=tuple(cards.kinds), duration=duration_of(children)
        )
        # "... may be negated": the bar held under the printed modal
        return self._with_span(held_as_printed(kept, words_of(children), "may_not"), meta)

    def place_face_down(self, meta, children):
        # "Violator may Place Artifact cards face down": placed with their face hidden
        cards = find_first(children, Cards)
        dur = duration_of(children)
        if cards.count is not None or cards.filters or cards.names or not cards.kinds:
            raise ValueError("only cards of a kind placed face down are known")

        def build(who, modal):
            if modal != "may":
                raise OnlyModal("may", "only 'may place ... face down' is known")
            return fx.Permission(
                who=who or "self",
                action="place_face_down",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=dur,
            )

        return Pred(build)
