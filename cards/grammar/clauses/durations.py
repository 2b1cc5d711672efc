"""Durations ("this battle", "until ..."), conditions ("if successful", "unless ...") and
timing phrases ("during the Discard Phase"); triggers and costs are in ``triggers_costs``."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx
from rules.engine.effects.mission_checks import PILE_WORDS

from .card_phrases import apply_adjs
from .card_wording import cards_text
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    DurationValue,
    Pile,
    PostPhrase,
    Pred,
    TimingWord,
    Who,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)


@v_args(meta=True)
class DurationsAndConditions(ClauseBuilder):
    def t_your_turn(self, meta, children):
        return TimingWord("your_turn")

    def t_on_turn(self, meta, children):
        # "Play on your turn"
        return self._timing(meta, "your_turn")

    def t_after_venture(self, meta, children):
        return TimingWord("after_venturing")

    def d_battle(self, meta, children):
        return DurationValue("battle")

    def d_game(self, meta, children):
        return DurationValue("game")

    def d_next_battle(self, meta, children):
        return DurationValue("next_battle")

    def d_game_or_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return DurationValue(fx.Until(f"end of game or {event}"))

    def condition(self, meta, children):
        return find_first(children, Cond)

    def d_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        if "remainder" in words_of(children):
            # "for remainder of battle until X attacks this Special": it ends with the battle
            # or at the event, whichever comes first
            return DurationValue(fx.Until(f"{fx.BATTLE_OR_UNTIL}{event}"))
        return DurationValue(fx.Until(str(event)))

    def until_card_negated(self, meta, children):
        # "until "Kherubim" is Negated": the card named (or this one) negated ends it
        named = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        return f"{named.value if named is not None else 'this Special'} is Negated"

    def until_event(self, meta, children):
        w = words_of(children)
        who = who_of(children, "this character")
        if who in fx.WHO_KEYWORDS:
            who = fx.who_text(
                who
            )  # "until this character is KO'd": the subject in the game's words
        if "ko'd" in w:
            return f"{who} is KO'd" + (" or cannot be attacked" if "cannot" in w else "")
        if "has" in w:
            return f"this Special has {ints_of(children)[0]} cards played against it"
        if "attacks" in w:
            # a who keyword in the game's words ("Target Character or teammate")
            return f"{fx.WHO_TEXT.get(who, who)} attacks this Special"
        if "attacked" in w:
            return "this Special is attacked"
        return "end of battle"

    def c_successful(self, meta, children):
        # "If attack succeeds" / "If attack is successful": the attack named as its subject
        w = words_of(children)
        if "attack" not in w:
            return Cond("successful")
        return Cond("successful", lead="attack_succeeds" if "succeeds" in w else "attack")

    def c_not_successful(self, meta, children):
        return Cond("not_successful")

    def c_defended(self, meta, children):
        return Cond("defended")

    def c_target_ko(self, meta, children):
        who = who_of(children)
        if who == "target" and "hit" in words_of(children):
            # "If Target Character is K.O.'d by this Hit": KO'd by the card's own Hit
            return Cond("target_ko", None, lead="by_this_hit")
        if who == "self":
            return Cond("self_ko")  # "If this character is KO'd"
        return Cond("target_ko" if who == "target" else "ko", None if who == "target" else who)

    def c_has_mission(self, meta, children):
        q = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        # whose Mission it is matters: the detail keeps the whole condition
        check = fx.MissionCheck(whose=who_of(children, "self"), mission=q.value.strip(chr(34)))
        return Cond.on_missions("has_missions", check)

    def c_total_hits(self, meta, children):
        return Cond("successful_and_hits_total", str(ints_of(children)[0]))

    def c_placed(self, meta, children):
        return Cond("placed")

    def c_drawn_attack(self, meta, children):
        return Cond("drawn_card_is_attack")

    def c_drawn_not_attack(self, meta, children):
        return Cond("drawn_card_is_not_attack")

    def _timing(self, meta, when):
        return self._with_span(fx.Timing(when=when), meta)

    def t_during_battle(self, meta, children):
        return self._timing(meta, "during_battle")

    def t_when_concedes(self, meta, children):
        return self._timing(meta, "when_opponent_concedes")

    def t_current_battle(self, meta, children):
        return self._timing(meta, "current_battle")

    def t_with_card(self, meta, children):
        return self._play_with(meta, children, "play_with")

    def t_as_attack(self, meta, children):
        return self._timing(meta, "as_attack_on_target")

    def t_before_concede(self, meta, children):
        return self._timing(meta, "before_opponent_concedes")

    def t_in_front(self, meta, children):
        # "Play this card in front of Aquaman": the character it protects, as printed
        who = who_of(children)
        return self._timing(meta, f"in_front_of:{who}" if who else "in_front_of_character")

    def t_concede(self, meta, children):
        w = words_of(children)
        out = [self._with_span(fx.Concede(), meta)]
        if "turn" in w:
            out.insert(0, self._timing(meta, "your_turn"))
        return out

    def t_as_normal(self, meta, children):
        return self._with_span(fx.Discipline(action="play_as_normal"), meta)

    def after_concede(self, meta, children):
        # "May be made after opponent has conceded the battle": the card's own attack
        return Pred(lambda who, modal: fx.Timing(when="after_opponent_concedes"))

    def opponent_choice(self, meta, children):
        return PostPhrase("choice_of", "opponent")

    def tail_cond(self, meta, children):
        q = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        if q is not None:
            return Cond("card_in_play", q.value.strip('"'))
        # "if Daredevil's team is outnumbered": the team named by its character, as printed
        return Cond("team_outnumbered", getattr(find_first(children, Who), "owner_name", None))

    def t_when_wounded(self, meta, children):
        w = words_of(children)
        who = who_of(children)
        event = "ko" if "ko'd" in w else "wounded"
        return self._with_span(fx.Timing(when=f"when_{event}:{who}"), meta)

    def grid_choice_pred(self, meta, children):
        owner = find_first(children, Who)
        low, high = (int(c) for c in children if isinstance(c, Token) and c.type == "INT")
        pred = find_first(children, Pred)
        chooser = [c for c in children if isinstance(c, Who)][-1]
        who = f"{owner}_team_with_grid_{low}_or_{high}_in_chosen_type"
        clauses = pred.build(who, None)
        if getattr(clauses, "power_type_chosen_by", None) == "chosen":
            # "... of that Power Type": the Power Type the chooser named in the lead
            clauses = replace(clauses, power_type_chosen_by=str(chooser))
        return self._clauses_of(clauses, meta)

    def of_chosen_type(self, meta, children):
        return PostPhrase("power_type", "chosen")

    def until_attacked_with(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        n = ints_of(children)[0]
        return f"this Special has been attacked with {n} {cards_text(c)} attacks"

    def until_ko_or_all_hits(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        return f"{whos[0]} is KO'd or all Hits are on {whos[-1]}"

    def after_ko(self, meta, children):
        return Cond("after_ko", who_of(children))

    def after_self_ko(self, meta, children):
        return Cond("self_ko")

    def t_after_ko(self, meta, children):
        return self._timing(meta, f"current_battle_after_ko:{who_of(children)}")

    def t_resurrect(self, meta, children):
        return [
            self._timing(meta, "current_battle"),
            self._with_span(
                fx.Resurrect(
                    who=(who_of(children) or "teammate").removeprefix("ko'd_"),
                    duration=duration_of(children) or "next_battle",
                    # "to resurrect any KO'd teammate": the player picks which
                    any_chosen=True
                    if getattr(find_first(children, Who), "chosen", False)
                    else None,
                ),
                meta,
            ),
        ]

    def t_when_attacks(self, meta, children):
        cards = apply_adjs(children)
        kind = "_".join(cards.kinds + cards.icons)
        return self._timing(meta, f"when_attacks:{who_of(children)}" + (f":{kind}" if kind else ""))

    def t_with_action(self, meta, children):
        return self._play_with(meta, children, "play_with_action")

    def t_end_of_battle(self, meta, children):
        return TimingWord("end_of_battle")

    def c_can_block_equal(self, meta, children):
        return Cond("self_can_block_with_equal_value")

    def unless_attacked_first(self, meta, children):
        return ("unless", "attacked_first_by_them")

    def unless_discards(self, meta, children):
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return ("unless", f"{who_of(children)}_discards_{n}_cards_per_attack")

    def after_concede_defend(self, meta, children):
        defender = who_of(children)
        return Pred(
            lambda who, modal: [
                fx.Timing(when="after_opponent_concedes"),
                fx.Permission(who=defender, action="defend"),
            ]
        )

    def t_as_attack_icon(self, meta, children):
        return self._timing(meta, "as_attack_on_target_with_chosen_icon")

    def t_after_ko_lead(self, meta, children):
        return TimingWord(f"after_ko:{who_of(children)}")

    def at_end_of_battle(self, meta, children):
        return PostPhrase("at", "end of battle")

    def phase(self, meta, children):
        return f"{words_of(children)[0]}_phase"

    def t_before_discard(self, meta, children):
        return TimingWord("before_discarding")

    def t_after_placing(self, meta, children):
        return TimingWord("after_placing")

    def t_as_concedes(self, meta, children):
        return self._with_span(fx.Timing(when=f"as_concedes:{who_of(children)}"), meta)

    def t_after_playing(self, meta, children):
        return TimingWord("after_playing")

    def t_during_battle_on(self, meta, children):
        return self._timing(meta, f"during_battle_on:{who_of(children)}")

    def t_during_battle_lead(self, meta, children):
        return TimingWord("during_battle")

    def t_during_battle_to(self, meta, children):
        pred = find_first(children, Pred)
        return [self._timing(meta, "during_battle"), *self._clauses_of(pred, meta)]

    def c_in_play_count(self, meta, children):
        return Cond.in_play(ints_of(children)[0])

    def if_has_missions(self, meta, children):
        pile = str(find_first(children, Pile))
        if pile not in PILE_WORDS:
            raise ValueError("only a Missions pile holds Mission cards")
        check = fx.MissionCheck(whose=who_of(children), counts=tuple(ints_of(children)), pile=pile)
        return Cond.on_missions("has_mission_count", check)

    def if_using_mission(self, meta, children):
        who = who_of(children, "team")
        q = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        detail = f'{who} is using "{q.value.strip(chr(34))}" Mission'
        nums = ints_of(children)
        if nums:
            # the cards of the deck it also counts: words only, the board does not hold them
            c = self._cards_of(children)
            detail += f" with at least {nums[0]} {cards_text(c)}"
            return Cond("using_mission", detail)
        check = fx.MissionCheck(whose=who, mission=q.value.strip(chr(34)), using=True)
        return Cond.on_missions("using_mission", check)

    def t_during_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        # "During each Draw Phase": every such phase of the game, not only the next one
        each = "each_" if "each" in words_of(children) else ""
        return TimingWord(f"during_{each}{phase}")

    def after_discarding(self, meta, children):
        # "During discard phase, after discarding 1 or more duplicate or unusable cards": how
        # many such cards the player must have discarded in the phase the lead before names
        least = ints_of(children)[0]
        return TimingWord(f"after_discarding_{least}_or_more_duplicate_or_unusable_cards")

    def excluding_other(self, meta, children):
        toks = [
            c
            for c in children
            if isinstance(c, Token) and c.value.lower() not in (",", "excluding")
        ]
        return PostPhrase(
            "excluding", toks[0].value.lower() if toks[0].type != "NAME" else toks[0].value
        )

    def t_before_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        # "Before every Discard Phase": every such phase of the game, not only the next one
        every = "every_" if "every" in words_of(children) else ""
        return TimingWord(f"before_{every}{phase}")
