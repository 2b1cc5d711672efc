"""Sentence frames that combine with every clause: subjects naming a whole group ("Heroes",
"Characters on both teams", "Front Line characters"), the possessive of any subject ("this
character's", "your team's"), conditions on a state of the board ("If <subject> has 3 or more
Hits,", "If opponent has no cards in hand,", "When <subject> is attacked,", "If you win the
battle,"), the leads of a battle's moments ("At the beginning of each battle,", "Before any
attacks are made,") and the frame of a card's own play ("May only be played if ...").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    ClauseBuilder,
    Cond,
    Pred,
    TimingWord,
    Who,
    duration_of,
    find_first,
    ints_of,
    words_of,
)

#: The side a group "on <owner> team" is on, by the owner's who ("your team": the card's own).
_SIDE_GROUPS = {"self": "own_team_characters", "opponent": "opponent_team_characters"}


@v_args(meta=True)
class SentenceFrames(ClauseBuilder):
    # --- subjects
    def w_coded_group(self, meta, children):
        # "Heroes may not ...", "Characters ...": every character (the code, if printed, is
        # kept on the clause by ``WhoCodes``)
        return Who("characters")

    def w_group_on(self, meta, children):
        # "Characters on both teams", "Heroes on your team", "Villains on opponent's team"
        if "both" in words_of(children):
            return Who("both_teams")
        owner = str(find_first(children, Who))
        if owner not in _SIDE_GROUPS:
            raise ValueError("only the characters on your, opponent's or both teams are known")
        return Who(_SIDE_GROUPS[owner])

    def w_front_line_group(self, meta, children):
        return Who("all_front_line")  # "Front Line characters": every one in the Front Line

    def w_one_of_side(self, meta, children):
        return Who("any_opponent_character")  # "any opponent's character"

    # --- conditions on a state of the board
    def c_state(self, meta, children):
        return find_first(children, Cond)

    def c_has_hits(self, meta, children):
        who = str(find_first(children, Who))
        fewer = words_of(children)[-2] in ("less", "lower", "fewer")
        return Cond("hits_at_most" if fewer else "hits_at_least", who, number=ints_of(children)[0])

    def c_no_cards_in_hand(self, meta, children):
        return Cond("no_cards_in_hand", str(find_first(children, Who)))

    def c_wins_battle(self, meta, children):
        who = find_first(children, Who)  # "If you win the battle": the card's player
        return Cond("wins_battle", str(who) if who is not None else None)

    def lead_when_attacked(self, meta, children):
        # "When this character is attacked, draw 1 card."
        who = str(find_first(children, Who))
        then = self._clauses_in(children, meta)
        return self._with_span(
            fx.Condition(when="attacked", detail=who, then=tuple(then), lead="when"), meta
        )

    # --- leads of a battle's moments
    def t_battle_start(self, meta, children):
        # "At the beginning of each battle" (every battle) / "... of the battle" (this one)
        each = any(w in ("each", "every") for w in words_of(children))
        return TimingWord("beginning_of_each_battle" if each else "beginning_of_battle")

    def t_before_attacks(self, meta, children):
        return TimingWord("before_attacks")

    # --- the possessive before a subject's attacks
    def owned_attacks_at(self, meta, children):
        # "This character's attacks are +2 for remainder of battle": the subject's modifier to
        # all its attacks, as "This character is +2 to all attacks" reads
        clause = fx.AttackModifier(
            who=str(find_first(children, Who)),
            amount=ints_of(children)[-1],
            duration=duration_of(children),
        )
        return self._with_span(clause, meta)

    # --- how long a card stays
    def stays_in_play(self, meta, children):
        dur = duration_of(children)
        verb = "remains" if words_of(children)[0].startswith("remain") else "stays"

        def build(who, modal):
            if who != "this_card" or modal is not None:
                raise ValueError("only 'this card stays in play ...' is known")
            return fx.StaysInPlay(duration=dur, verb=verb)

        return Pred(build)

    def until_game_end(self, meta, children):
        return "end of game"  # "until the end of the game"

    # --- the card's own play
    def coded_only(self, meta, children):
        # "Heroes only.": only a character of that code plays the card
        code = "villain" if "villains" in words_of(children) else "hero"
        return self._with_span(fx.PlayedOnlyBy(code=code), meta)

    def be_played_on(self, meta, children):
        # "May (only / not) be played on <subject> (with <Power Type> N or greater)"
        who = str(find_first(children, Who))
        values = ints_of(children)
        icon = next((c for c in children if type(c) is str), None)  # the Power Type's word
        bound = None
        if values:
            low = words_of(children)[-1] in ("less", "lower", "fewer")
            bound = "less" if low else "greater"

        def build(subject, modal):
            if subject not in (None, "self"):
                raise ValueError("only the card itself is played on a character")
            return fx.PlayedOn(
                who=who,
                modal=modal or "may",
                grid_icon=icon,
                grid_value=values[0] if values else None,
                grid_bound=bound,
            )

        return Pred(build)

    def be_played_in_battle(self, meta, children):
        # "May (only / not) be played on the first / last battle"
        which = "first" if "first" in words_of(children) else "last"

        def build(subject, modal):
            if subject not in (None, "self"):
                raise ValueError("only the card itself is played on a battle")
            return fx.PlayedInBattle(which=which, modal=modal or "may")

        return Pred(build)

    def be_played_if(self, meta, children):
        cond = find_first(children, Cond)

        def build(who, modal):
            if modal != "only" or who not in (None, "self"):
                raise ValueError("only 'may only be played if ...' of the card itself is known")
            return fx.PlayOnlyIf(when=cond.when, detail=cond.detail, **cond.typed)

        return Pred(build)
