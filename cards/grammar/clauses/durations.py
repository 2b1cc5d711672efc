"""Durations ("this battle", "until ..."), conditions ("if successful", "unless ..."),
timing phrases and triggers ("when KO'd", "after playing ...", "during the Discard
Phase") and requirements or costs that gate a clause."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import _adjs
from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    _cards_text,
    _Cond,
    _dur,
    _Duration,
    _find,
    _Icons,
    _ints,
    _Pile,
    _Post,
    _Timing,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class DurationsAndConditions(ClauseBuilder):
    def t_your_turn(self, meta, children):
        return _Timing("your_turn")

    def t_after_venture(self, meta, children):
        return _Timing("after_venturing")

    def duration_lead(self, meta, children):
        return children[0]

    def d_battle(self, meta, children):
        return _Duration("battle")

    def d_game(self, meta, children):
        return _Duration("game")

    def d_next_battle(self, meta, children):
        return _Duration("next_battle")

    def d_game_or_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Duration(fx.Until(f"end of game or {event}"))

    def condition(self, meta, children):
        return _find(children, _Cond)

    def d_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Duration(fx.Until(str(event)))

    def until_event(self, meta, children):
        w = _words(children)
        who = _who(children, "this character")
        if "ko'd" in w:
            return f"{who} is KO'd" + (" or cannot be attacked" if "cannot" in w else "")
        if "has" in w:
            return f"this Special has {_ints(children)[0]} cards played against it"
        if "attacks" in w:
            return f"{who} attacks this Special"
        if "attacked" in w:
            return "this Special is attacked"
        return "end of battle"

    def c_successful(self, meta, children):
        return _Cond("successful")

    def c_not_successful(self, meta, children):
        return _Cond("not_successful")

    def c_defended(self, meta, children):
        return _Cond("defended")

    def c_target_ko(self, meta, children):
        who = _who(children)
        return _Cond("target_ko" if who == "target" else "ko", None if who == "target" else who)

    def c_has_mission(self, meta, children):
        q = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        return _Cond("mission", q.value.strip('"'))

    def c_total_hits(self, meta, children):
        return _Cond("successful_and_hits_total", str(_ints(children)[0]))

    def c_placed(self, meta, children):
        return _Cond("placed")

    def c_drawn_attack(self, meta, children):
        return _Cond("drawn_card_is_attack")

    def c_drawn_not_attack(self, meta, children):
        return _Cond("drawn_card_is_not_attack")

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
        return self._timing(meta, "in_front_of_character")

    def t_concede(self, meta, children):
        w = _words(children)
        out = [self._with_span(fx.Concede(), meta)]
        if "turn" in w:
            out.insert(0, self._timing(meta, "your_turn"))
        return out

    def t_as_normal(self, meta, children):
        return self._with_span(fx.Discipline(action="play_as_normal"), meta)

    def after_concede(self, meta, children):
        return Pred(lambda who, modal: fx.Timing(when="after_opponent_concedes"))

    def opponent_choice(self, meta, children):
        return _Post("choice_of", "opponent")

    def tail_cond(self, meta, children):
        q = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        if q is not None:
            return _Cond("card_in_play", q.value.strip('"'))
        return _Cond("team_outnumbered")

    def t_when_wounded(self, meta, children):
        w = _words(children)
        who = _who(children)
        event = "ko" if "ko'd" in w else "wounded"
        return self._with_span(fx.Timing(when=f"when_{event}:{who}"), meta)

    def requirement(self, meta, children):
        icons = [c for c in children if isinstance(c, _Icons)]
        return self._with_span(
            fx.Requirement(
                icons=tuple(icons[0].icons) if icons else (),
                value=_ints(children)[0],
                compare=">=",
            ),
            meta,
        )

    def grid_choice_pred(self, meta, children):
        owner = _find(children, _Who)
        low, high = (int(c) for c in children if isinstance(c, Token) and c.type == "INT")
        pred = _find(children, Pred)
        who = f"{owner}_team_with_grid_{low}_or_{high}_in_chosen_type"
        return self._clauses_of(pred.build(who, None), meta)

    def of_chosen_type(self, meta, children):
        return _Post("power_type", "chosen")

    def until_attacked_with(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        n = _ints(children)[0]
        return f"this Special has been attacked with {n} {_cards_text(c)} attacks"

    def until_ko_or_all_hits(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        return f"{whos[0]} is KO'd or all Hits are on {whos[-1]}"

    def after_ko(self, meta, children):
        return _Cond("after_ko", _who(children))

    def after_self_ko(self, meta, children):
        return _Cond("self_ko")

    def t_after_ko(self, meta, children):
        return self._timing(meta, f"current_battle_after_ko:{_who(children)}")

    def t_resurrect(self, meta, children):
        return [
            self._timing(meta, "current_battle"),
            self._with_span(
                fx.Resurrect(
                    who=(_who(children) or "teammate").removeprefix("ko'd_"),
                    duration=_dur(children) or "next_battle",
                ),
                meta,
            ),
        ]

    def t_when_attacks(self, meta, children):
        cards = _adjs(children)
        kind = "_".join(cards.kinds + cards.icons)
        return self._timing(meta, f"when_attacks:{_who(children)}" + (f":{kind}" if kind else ""))

    def t_with_action(self, meta, children):
        return self._play_with(meta, children, "play_with_action")

    def t_end_of_battle(self, meta, children):
        return _Timing("end_of_battle")

    def c_can_block_equal(self, meta, children):
        return _Cond("self_can_block_with_equal_value")

    def unless_attacked_first(self, meta, children):
        return ("unless", "attacked_first_by_them")

    def unless_discards(self, meta, children):
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return ("unless", f"{_who(children)}_discards_{n}_cards_per_attack")

    def after_concede_defend(self, meta, children):
        defender = _who(children)
        return Pred(
            lambda who, modal: [
                fx.Timing(when="after_opponent_concedes"),
                fx.Permission(who=defender, action="defend"),
            ]
        )

    def t_as_attack_icon(self, meta, children):
        return self._timing(meta, "as_attack_on_target_with_chosen_icon")

    def t_after_ko_lead(self, meta, children):
        return _Timing(f"after_ko:{_who(children)}")

    def at_end_of_battle(self, meta, children):
        return _Post("at", "end of battle")

    def phase(self, meta, children):
        return f"{_words(children)[0]}_phase"

    def cost_when(self, meta, children):
        w = _words(children)
        phase = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), None)
        if phase:
            text = f"{w[0]}_{phase}"
            return text + "_of_each_battle" if "each" in w else text
        if "events" in w:
            return "before_events_are_played"
        return "each_battle"

    def cost_whens(self, meta, children):
        return (
            "when",
            tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token)),
        )

    def tr_after_playing(self, meta, children):
        return ("trigger", "after_playing", _cards_text(_find(children, Cards)))

    def tr_after_blocking(self, meta, children):
        return ("trigger", "after_blocking_an_attack_using", _cards_text(_find(children, Cards)))

    def tr_after_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("trigger", f"after_{phase}", None)

    def tr_when_kod(self, meta, children):
        return ("trigger", "when_kod", _who(children))

    def t_before_discard(self, meta, children):
        return _Timing("before_discarding")

    def t_after_placing(self, meta, children):
        return _Timing("after_placing")

    def t_during_battle_on(self, meta, children):
        return self._timing(meta, f"during_battle_on:{_who(children)}")

    def t_during_battle_lead(self, meta, children):
        return _Timing("during_battle")

    def t_during_battle_to(self, meta, children):
        pred = _find(children, Pred)
        return [self._timing(meta, "during_battle"), *self._clauses_of(pred, meta)]

    def tr_before_resolving(self, meta, children):
        return ("trigger", "before_resolving_action_of", _who(children))

    def c_in_play_count(self, meta, children):
        return _Cond("characters_in_play", f"{_ints(children)[0]} characters are still in play")

    def if_has_missions(self, meta, children):
        who = _who(children)
        nums = [str(n) for n in _ints(children)]
        pile = str(_find(children, _Pile)).replace("_", " ")
        counts = ", ".join(nums[:-1]) + " or " + nums[-1]
        return _Cond("has_missions", f"{who} has {counts} Mission cards in {pile}")

    def if_using_mission(self, meta, children):
        who = _who(children, "team")
        q = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        detail = f'{who} is using "{q.value.strip(chr(34))}" Mission'
        nums = _ints(children)
        if nums:
            c = self._cards_of(children)
            detail += f" with at least {nums[0]} {_cards_text(c)}"
        return _Cond("using_mission", detail)

    def t_during_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Timing(f"during_{phase}")

    def t_after_discarding_unusable(self, meta, children):
        return _Timing("during_discard_phase_after_discarding_duplicate_or_unusable_cards")

    def excluding_other(self, meta, children):
        toks = [c for c in children if isinstance(c, Token) and c.value not in (",", ", excluding")]
        return _Post(
            "excluding", toks[0].value.lower() if toks[0].type != "NAME" else toks[0].value
        )

    def use_cost(self, meta, children):
        value = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        icons = _find(children, _Icons)
        return fx.Requirement(icons=tuple(icons.icons), value=value, compare=">=")

    def lead_use_cost(self, meta, children):
        cost = _find(children, fx.Requirement)
        out: list[fx.Clause] = [self._with_span(cost, meta)]
        for b in children:
            if isinstance(b, Pred | list) or (isinstance(b, fx.Clause) and b is not cost):
                out.extend(self._clauses_of(b, meta))
        return out

    def t_before_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Timing(f"before_{phase}")

    def tr_when_self_kod(self, meta, children):
        return ("trigger", "when_kod", "self")
