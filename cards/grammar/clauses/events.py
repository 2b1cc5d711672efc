"""Events and player-level rules: cards met in order while a pile is sorted through, the
players' turns and concession, and the phrases events share with the rest of the game."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .counts import kos_counted
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Pile,
    PostPhrase,
    Pred,
    Who,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)


@v_args(meta=True)
class EventClauses(ClauseBuilder):
    def with_more_icons(self, meta, children):
        # "with more than one icon": a card carrying two or more power type icons
        nums = ints_of(children)
        return PostPhrase("more_icons_than", nums[0] if nums else 1)

    @staticmethod
    def first_found(cards: Cards, dest: str) -> fx.PutFirstFound:
        """ "Put the first 3 cards with Energy icons in Hand": the first cards met that match,
        with every part of the noun phrase kept in a field (any other part has no wording
        here, and leaves the sentence unparsed)."""
        more = [f for f in cards.filters if f.startswith("more_icons_than:")]
        if len(more) != len(cards.filters) or cards.names or cards.words or cards.level:
            raise ValueError("a filter of the first cards found has no wording here")
        if cards.max_value is not None or cards.min_value is not None or cards.owner:
            raise ValueError("a filter of the first cards found has no wording here")
        return fx.PutFirstFound(
            count=int(cards.count),
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            choice=cards.choice,
            more_icons_than=int(more[0].split(":")[1]) if more else None,
            to=dest,
        )

    # --- the players' turns and concession

    def w_each_player(self, meta, children):
        return Who("each_player")

    def w_one_player(self, meta, children):
        return Who("one_player")

    def w_other_player(self, meta, children):
        return Who("other_player")

    def w_player_with_hits(self, meta, children):
        # "Player with more hits in the permanent record of his front line characters"
        fewer = "fewer" in words_of(children)
        return Who("player_fewest_front_line_hits" if fewer else "player_most_front_line_hits")

    def goes_first(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if who is None or modal not in (None, "must"):
                raise ValueError("only 'X goes first' is known")
            return fx.TurnOrder(first=who, duration=dur)

        return Pred(build)

    def take_turn_or(self, meta, children):
        # "may either take his turn or place 1 card": what the player may do instead of a turn
        instead = find_first(children, Pred)

        def build(who, modal):
            if who is None or modal != "may":
                raise ValueError("only 'X may either take his turn or ...' is known")
            built = instead.build(who, "may")
            options = tuple(built if isinstance(built, list) else [built])
            return fx.TurnInstead(who=who, options=options)

        return Pred(build)

    def concede_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        dur = fx.Until(str(event))

        def build(who, modal):
            if who is None or modal != "not":
                raise ValueError("only 'X may not concede until ...' is known")
            return fx.Concede(allowed=False, who=who, duration=dur)

        return Pred(build)

    def until_turns_taken(self, meta, children):
        # "until they have each taken 1 turn": turns are the players', so "they ... each" is
        # each player; a named who is that player
        w = words_of(children)
        who = who_of(children)
        if who is None:
            if "each" not in w:
                raise ValueError("'until they have taken ...' names no one")
            who = "each_player"
        elif "each" in w:
            raise ValueError("'each' after a named player is not known")
        n = ints_of(children)[0]
        return f"{fx.who_text(who)} has taken {n} turn{'s' if n != 1 else ''}"

    # --- counts, exchanges and references between sentences

    def per_kod_this_battle(self, meta, children):
        return kos_counted("battle")

    def oa_that_character(self, meta, children):
        return Who("that_character")

    def beneath_battlesite(self, meta, children):
        return PostPhrase("source", Pile("beneath_battlesite"))

    def cards_exchanged(self, meta, children):
        give, take = [c for c in children if isinstance(c, Cards)]
        dur = duration_of(children)
        for cards in (give, take):
            if cards.names or cards.words or cards.filters or cards.level or cards.owner:
                raise ValueError("a filter of the exchanged cards has no wording here")
        if give.source is not None or give.count not in (None, "all"):
            raise ValueError("only cards from hand, any of them, are known to be given")
        if take.source != "beneath_battlesite" or take.count is not None:
            raise ValueError("only any card beneath a Battlesite is known to be taken")
        allowed = fx.CardsExchanged(
            give_kinds=tuple(give.kinds),
            give_icons=tuple(give.icons),
            take_kinds=tuple(take.kinds),
            take_icons=tuple(take.icons),
            take_from=str(take.source),
            duration=dur,
        )
        # "... must / may not be exchanged": the exchange held under the printed modal
        return self._with_span(held_as_printed(allowed, words_of(children), "may"), meta)

    def attacks_from_each_pred(self, meta, children):
        kinds = tuple(k for k in apply_adjs(children).kinds)
        if not kinds:
            raise ValueError("the cards whose attacks are meant have no kind")
        pred = find_first(children, Pred)
        out = []
        for clause in self._clauses_of(pred.build("attacks_by:both_players", "must"), meta):
            if not isinstance(clause, fx.MustAttack):
                raise ValueError(f"'attacks from each card' does not apply to {clause.kind}")
            out.append(replace(clause, per_card=kinds))
        return out

    def owner_chosen(self, meta, children):
        # "opponent's chosen character": the character the opponent chose
        if str(find_first(children, Who)) != "opponent":
            raise ValueError("only the opponent's chosen character is known")
        return Who("opponent_chosen")
