"""Avoid, shift and negate: avoiding attacks, shifting attacks to another character, negating
cards, and immunity ("not affected by ...")."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_limits import limit_fields
from .card_phrases import apply_adjs
from .modal_check import held_as_printed
from .printed_levels import levels_printed
from .shared import (
    Cards,
    ClauseBuilder,
    LevelRange,
    OnlyModal,
    PostPhrase,
    Pred,
    Who,
    duration_of,
    find_first,
    only_negated,
    permission,
    subject_or_self,
    who_of,
    words_of,
)

#: "of his choice" after the character an attack goes to (``chosen_by``).
_CHOSEN_BY = ("chosen_by",)


class _Holding:
    """ "with Image Inducer" after the character an attack goes to: the named card it holds."""

    def __init__(self, name: str) -> None:
        self.name = name


def _moved_to(to: Who, children: list) -> Who:
    """The character an attack goes to, with the phrase read after its who closed."""
    holding = find_first(children, _Holding)
    if holding is not None:
        # "onto Character with Image Inducer": the character holding the named card
        if str(to) != "self":
            raise ValueError("only 'character with' a card names its holder")
        return Who(f"character with {holding.name}")
    if _CHOSEN_BY in children:
        # "now made on teammate of his choice": the player picks the teammate
        if str(to) != "teammate" or getattr(to, "chosen", False):
            raise ValueError("only a teammate is known picked 'of his choice'")
        chosen = Who("teammate")
        chosen.chosen = True
        return chosen
    return to


def _named_cards(children: list) -> tuple[str, ...]:
    """'attacks made on X, including "Mutant Hound,"': the cards named, as printed."""
    return tuple(
        c.value.strip('"').strip().rstrip(",")
        for c in children
        if isinstance(c, Token) and c.type == "QUOTED"
    )


@v_args(meta=True)
class AvoidShiftNegate(ClauseBuilder):
    def not_affected(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)
        in_play = "already" in words_of(children)  # "Special cards already in play"

        def build(who, modal):
            return fx.Immunity(
                who=subject_or_self(who),
                card_kinds=tuple(cards.kinds),
                duration=dur,
                in_play=in_play,
                # a set of attacks named as the subject keeps its typed form
                attack_set=getattr(who, "typed", None),
            )

        return Pred(build)

    def avoid_what(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        if "attacks" in words_of(children):
            c.filters.append("plural")
        return c

    def avoid(self, meta, children):
        what = find_first(children, Cards)
        count = next(
            (
                c
                for c in children
                if (isinstance(c, int | tuple) and not isinstance(c, bool))
                or (type(c) is str and c in ("all", "any_number"))
            ),
            None,
        )
        if count is None:
            count = "all" if what.filters and "plural" in what.filters else 1
        if isinstance(count, tuple):
            count = count[1]
        icons = list(what.icons)
        kinds = list(what.kinds)
        max_value = None
        min_value = None
        against = None
        by_icon = False
        from_cards = None
        for p in children:
            if isinstance(p, PostPhrase):
                if p.name == "max":
                    max_value = p.value
                elif p.name == "min":
                    min_value = p.value
                elif p.name == "icons":
                    icons.extend(p.value.icons)
                    by_icon = True
                elif p.name == "made_with":
                    kinds.extend(p.value.kinds)
                    icons.extend(p.value.icons)
                    # "made with a Power card of 5 or less": the attack's value is the card's
                    max_value = p.value.max_value if max_value is None else max_value
                    if getattr(p, "source", False) and isinstance(p.value.count, int):
                        from_cards = p.value.count  # "all attacks from 1 Teamwork card"
                elif p.name == "made_on":
                    against = p.value
        span = levels_printed(children)
        if span is not None:
            # "avoid 1 attack level 6 through 8": a value from the lower level to the higher
            min_value, max_value = span
        dur = duration_of(children)

        def build(who, modal):
            if modal in ("not", "must"):
                raise ValueError("'may not avoid' has no meaning in the card language")
            if against and who is not None and who != against:
                raise ValueError("the attacks avoided are made against the one who avoids")
            subject = against if against and who is None else who
            return fx.Avoid(
                # "Avoid 1 attack made against this character": who, printed after the attacks
                made_against=True if against and who is None else None,
                who=subject_or_self(subject),
                count=count,
                max_value=max_value,
                min_value=min_value,
                icons=tuple(icons),
                card_kinds=tuple(kinds),
                duration=dur,
                numerical="numerical" in what.filters,
                by_icon=by_icon and not what.icons and not kinds,
                from_cards=from_cards,
            )

        return Pred(build)

    def level_span_limit(self, meta, children):
        return children[0]  # the ``LevelSpan`` of "attack level 6 through 8"

    def use_to_avoid(self, meta, children):
        if levels_printed(children) is not None:
            raise ValueError("the levels of the attack avoided with cards are not read")
        cards = find_first(children, Cards)
        dur = duration_of(children)
        # "to avoid any attack" (``quant`` reads "any" as None), "1 attack", "all attacks".
        attacks = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "made_on"), None
        )
        # "to avoid any Fighting attack": which attacks (the adjectives after "avoid")
        avoided = apply_adjs([c for c in children if isinstance(c, list)])

        def build(who, modal):
            return fx.Permission(
                who=subject_or_self(who),
                action="use_to_avoid",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=dur,
                levels=cards.level,
                **limit_fields(cards),
                attacks=attacks,
                against=subject_or_self(against) if against else None,
                # "Doubleshot cards, with normal contribution, to avoid": the card still
                # counts as it normally would
                filters=(
                    ("normal_contribution",) if "with:normal contribution" in cards.filters else ()
                )
                + (("numerical_attack",) if "numerical" in avoided.filters else ()),
                attack_icons=tuple(avoided.icons),
            )

        return Pred(build)

    def negate(self, meta, children):
        cards = find_first(children, Cards)
        target = next(
            (p for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        against = target.value if target else None
        against_only = bool(getattr(target, "only", False))
        # "any 1 Universe card played against this character": the cards played at them
        played = [f.split(":", 1)[1] for f in cards.filters if f.startswith("played_against:")]
        if played and against is None:
            against = played[0]

        dur = duration_of(children)  # also the cards' last phrase ("in the next battle")

        def build(who, modal):
            return fx.Negate(
                duration=dur,
                against_only=against_only,
                count=cards.count if cards.count is not None else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                by=cards.owner,
                against=against,
                max_value=cards.max_value,
                words=tuple(cards.words),
                played_against=True if played and against == played[0] else None,
            )

        return Pred(build)

    def shift_defend(self, meta, children):
        w = words_of(children)
        return ("defend", "not" not in w, "must" in w)

    def chosen_by(self, meta, children):
        return _CHOSEN_BY

    def holding(self, meta, children):
        return _Holding(
            next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        )

    def shift(self, meta, children):
        whos = [c for c in children if isinstance(c, Who)]
        whos[1] = _moved_to(whos[1], children)
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)
        w = words_of(children)
        return self._with_span(
            fx.Shift(
                from_=str(whos[0]),
                to=str(whos[1]),
                may_defend=defend[1] if defend else True,
                must_defend=True if defend and defend[2] else None,
                count="all" if "attacks" in w or "any" in w or "all" in w else 1,
                duration=duration_of(children),
                optional="may" in w,
                # "must be moved to": as "is now made on", printed as the mover's duty
                must_move=True if "must" in w and "moved" in w else None,
                chosen=bool(getattr(whos[1], "chosen", False)),
                including=_named_cards(children) or None,
            ),
            meta,
        )

    def no_shift(self, meta, children):
        cards = find_first(children, Cards)
        who = who_of(children, "target")
        whos = [str(c) for c in children if isinstance(c, Who)]
        w = words_of(children)
        # "Attacks made on Target Character ... may not be moved to any of Target's teammates"
        to = whos[1] if "to" in w and "on" in w and len(whos) > 1 else None
        including = _named_cards(children)
        return self._with_span(
            fx.NoShift(
                who=who,
                card_kinds=tuple(cards.kinds) if cards else (),
                icons=tuple(cards.icons) if cards else (),
                duration=duration_of(children),
                to=to,
                including=including if to else (),
            ),
            meta,
        )

    def affect_what(self, meta, children):
        q = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        if q is not None:
            return q.value.strip('"').strip().rstrip(".").lower()
        return " ".join(words_of(children))

    def that_affect(self, meta, children):
        parts = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return PostPhrase("affecting", " or ".join(parts))

    def negated(self, meta, children):
        return only_negated(
            "may not be negated", lambda who: fx.Discipline(action="may_not_be_negated")
        )

    def cards_avoid(self, meta, children):
        # "Level 1 Intellect Power cards may be used to avoid any numerical attack": the
        # sentence names no one, so whoever plays such a card may use it so
        cards = find_first(children, Cards)
        attacks = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        avoided = apply_adjs([c for c in children if isinstance(c, list)])
        granted = fx.Permission(
            who="any_character",
            action="use_to_avoid",
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            duration=duration_of(children),
            levels=cards.level,
            **limit_fields(cards),
            attacks=attacks,
            filters=("numerical_attack",) if "numerical" in avoided.filters else (),
            attack_icons=tuple(avoided.icons),
        )
        # "... may not be used to avoid ...": the grant held under the printed modal
        return self._with_span(held_as_printed(granted, words_of(children), "may"), meta)

    def be_affected(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        return only_negated(
            "may not be affected",
            lambda who: fx.Immunity(
                who=who or "this_card",
                card_kinds=tuple(cards.kinds),
                words=tuple(cards.words),
                duration=dur,
                modal="may",
            ),
        )

    def move_attack(self, meta, children):
        whos = [c for c in children if isinstance(c, Who)]
        to = _moved_to(whos[1], children)
        w = words_of(children)
        count = "all" if ("attacks" in w or "any" in w or "all" in w) else 1
        moved = "onto" if "onto" in w else "to"
        return Pred(
            lambda who, modal: fx.Shift(
                from_=str(whos[0]),
                to=str(to),
                count=count,
                may_defend=True,
                moved=moved,
                chosen=bool(getattr(to, "chosen", False)),
            )
        )

    def avoid_using(self, meta, children):
        lvl = find_first(children, LevelRange)
        adjs = [c for c in children if isinstance(c, list)]
        c = Cards()
        for a in adjs[-1:] if len(adjs) > 1 else adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise OnlyModal("may", "only 'may avoid' is known")
            return permission(
                who,
                "use_to_avoid",
                c,
                levels=(lvl.low, lvl.high) if lvl else None,
            )

        return Pred(build)

    def attack_by_not_moved(self, meta, children):
        by, on = (str(c) for c in children if isinstance(c, Who))
        adjs = apply_adjs([c for c in children if isinstance(c, list)])
        return self._with_span(
            fx.NoShift(
                who=on,
                by=by,
                icons=tuple(adjs.icons),
                card_kinds=tuple(adjs.kinds),
                duration=duration_of(children),
            ),
            meta,
        )

    def negate_for(self, meta, children):
        pred = self.negate(meta, children)
        dur = duration_of(children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))
