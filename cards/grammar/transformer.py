"""Turns one sentence's parse tree into typed clauses (``rules.engine.effects``).

Noun phrases become small value objects (``Cards``, who-strings, durations); verb phrases
become ``Pred`` objects that build a clause once the subject and modality ("may", "must",
"may not", "may only") are known. A combination the card language does not give a meaning
raises ``ValueError``, which leaves the sentence unparsed: nothing is accepted silently.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from lark import GrammarError, Token, Transformer, v_args
from lark.exceptions import VisitError
from lark.visitors import _vargs_meta, _VArgsWrapper

from rules.engine import effects as fx

from .normalise import Normalised
from .rules_types import CardTypeRules

KIND_ALIASES = {"basic": "basic_universe", "teamwork": "teamwork", "training": "training"}


@dataclass
class Cards:
    """A card noun phrase: which cards, how many, with what limits."""

    count: int | str | None = None
    kinds: list[str] = field(default_factory=list)
    icons: list[str] = field(default_factory=list)
    choice: bool = False
    names: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    max_value: int | None = None
    min_value: int | None = None
    level: tuple[int, int] | None = None
    source: str | None = None
    owner: str | None = None
    filters: list[str] = field(default_factory=list)


@dataclass
class Pred:
    """A verb phrase waiting for its subject and modality."""

    build: Callable[[str | None, str | None], fx.Clause | list[fx.Clause]]


def _words(children: list[Any]) -> list[str]:
    return [str(c).lower() for c in children if isinstance(c, Token)]


def _ints(children: list[Any]) -> list[int]:
    return [int(c) for c in children if isinstance(c, Token) and c.type in ("INT", "SIGNED")]


def _find(children: list[Any], kind: type) -> Any:
    for c in children:
        if isinstance(c, kind):
            return c
    return None


class _Duration:
    def __init__(self, value: fx.Duration) -> None:
        self.value = value


class _Who(str):
    pass


class _Icons:
    def __init__(self, icons: list[str], choice: bool) -> None:
        self.icons = icons
        self.choice = choice


class _Level:
    def __init__(self, low: int, high: int) -> None:
        self.low = low
        self.high = high


class _Kind(str):
    pass


class _Post:
    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value


class _Pile(str):
    pass


class _Cond:
    def __init__(self, when: str, detail: str | None = None) -> None:
        self.when = when
        self.detail = detail


class _Timing(str):
    pass


def _dur(children: list[Any]) -> fx.Duration:
    d = _find(children, _Duration)
    return d.value if d else None


def _who(children: list[Any], default: str | None = None) -> str | None:
    w = _find(children, _Who)
    return str(w) if w is not None else default


def _count(value: Any) -> int | str | None:
    return value


def _when_used(children: list[Any]) -> bool:
    """Whether a card modifier printed "when used to attack" / "when used for defense"."""
    return any(getattr(c, "when_used", False) for c in children if isinstance(c, _Post))


def _only_negated(phrase: str, make: Callable[[str | None], Any]) -> Pred:
    """A verb phrase card text only ever uses negated ("may not be attacked"): any other
    modality leaves the sentence unparsed rather than reading it as something else."""

    def build(who: str | None, modal: str | None) -> Any:
        if modal != "not":
            raise ValueError(f"only '{phrase}' is known")
        return make(who)

    return Pred(build)


@cache
def _callbacks(cls: type) -> dict[str, Callable[..., Any]]:
    """The plain (self, meta, children) functions behind a transformer's callbacks."""
    table: dict[str, Callable[..., Any]] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, _VArgsWrapper) and value.visit_wrapper is _vargs_meta:
                table[name] = value.base_func
    return table


@v_args(meta=True)
class SentenceTransformer(CardTypeRules, Transformer):
    def __init__(self, norm: Normalised, base: int) -> None:
        # No callback is named after a terminal, so tokens need no visit.
        super().__init__(visit_tokens=False)
        self.norm = norm
        self.base = base

    def _call_userfunc(self, tree, new_children=None):
        # Every callback takes (meta, children). Calling the plain functions from a table
        # skips the wrapper objects lark builds on each attribute lookup, about a third of
        # the transform's time; errors are wrapped exactly as lark does.
        children = new_children if new_children is not None else tree.children
        fn = _callbacks(type(self)).get(tree.data)
        if fn is None:
            return super()._call_userfunc(tree, children)
        try:
            return fn(self, tree.meta, children)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(tree.data, tree, e) from e

    # ------------------------------------------------------------------ helpers
    def _span(self, meta: Any) -> tuple[int, int] | None:
        if getattr(meta, "empty", True):
            return None
        return self.norm.original_span(self.base + meta.start_pos, self.base + meta.end_pos)

    def _with_span(self, clause: fx.Clause, meta: Any) -> fx.Clause:
        if clause.span is None:
            return replace(clause, span=self._span(meta))
        return clause

    # ------------------------------------------------------------------ sentence level
    def start(self, meta, children):
        return children[0]

    def sentence(self, meta, children):
        if children and children[0] == "one_per_deck":
            return "one_per_deck"
        return children[0]

    def opd(self, meta, children):
        return "one_per_deck"

    def joiner(self, meta, children):
        return None

    def or_joiner(self, meta, children):
        return "OR"

    def clauses(self, meta, children):
        if "OR" in children:
            groups: list[list[Any]] = [[]]
            for c in children:
                if c == "OR":
                    groups.append([])
                elif c is not None:
                    groups[-1].append(c)
            options: list[fx.Clause] = []
            for g in groups:
                inner = self.clauses(meta, g)
                if len(inner) != 1:
                    raise ValueError("each choice must be a single clause")
                options.append(inner[0])
            return [self._with_span(fx.Choice(options=tuple(options)), meta)]
        out: list[fx.Clause] = []
        for c in children:
            if c is None:
                continue
            items = c if isinstance(c, list) else [c]
            for item in items:
                if isinstance(item, Pred):
                    item = item.build(None, None)
                    item = item if isinstance(item, list) else [item]
                    out.extend(self._with_span(i, meta) for i in item)
                elif isinstance(item, fx.Clause):
                    out.append(item)
                else:
                    raise ValueError(f"unexpected {item!r}")
        # "If successful, X and Y": Y belongs to the condition too.
        if out and isinstance(out[0], fx.Condition) and len(out) > 1:
            cond = out[0]
            out = [replace(cond, then=cond.then + tuple(out[1:]), span=self._span(meta))]
        return out

    def _clauses_of(self, item: Any, meta: Any) -> list[fx.Clause]:
        if isinstance(item, Pred):
            item = item.build(None, None)
        items = item if isinstance(item, list) else [item]
        return [self._with_span(i, meta) for i in items]

    def conditional(self, meta, children):
        cond = _find(children, _Cond)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        then: list[fx.Clause] = []
        for b in body:
            then.extend(self._clauses_of(b, meta))
        return self._with_span(
            fx.Condition(when=cond.when, detail=cond.detail, then=tuple(then)), meta
        )

    def lead_duration(self, meta, children):
        dur = _dur(children)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        out: list[fx.Clause] = []
        for b in body:
            for clause in self._clauses_of(b, meta):
                if hasattr(clause, "duration"):
                    if clause.duration is None:
                        clause = replace(clause, duration=dur)
                    out.append(clause)
                else:
                    raise ValueError(f"a duration does not apply to {clause.kind}")
        return out

    def lead_timing(self, meta, children):
        timing = _find(children, _Timing)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        out: list[fx.Clause] = [self._with_span(fx.Timing(when=str(timing)), meta)]
        for b in body:
            out.extend(self._clauses_of(b, meta))
        return out

    def t_your_turn(self, meta, children):
        return _Timing("your_turn")

    def t_after_venture(self, meta, children):
        return _Timing("after_venturing")

    def duration_lead(self, meta, children):
        return children[0]

    # ------------------------------------------------------------------ acts as
    def acts_as(self, meta, children):
        return None

    def power_mark(self, meta, children):
        w = _words(children)
        return _Kind("power" if "power" in w else "special")

    def level(self, meta, children):
        nums = _ints(children)
        return _Level(nums[0], nums[-1])

    def attack_target(self, meta, children):
        who = _who(children)
        return _Post("against", who if who else "different_opponent")

    def count_of(self, meta, children):
        c = _find(children, Cards)
        if c is not None:
            return _Post("per", _cards_text(c))
        return _Post("per", "character KO'd this game")

    def scaling(self, meta, children):
        amount = _ints(children)[0]
        per = _find(children, _Post)
        return fx.Scaling(amount, per.value)

    def _attack_parts(self, children):
        lvl = _find(children, _Level)
        icons = _find(children, _Icons)
        kind = _find(children, _Kind)
        return (
            lvl.low if lvl else None,
            tuple(icons.icons) if icons else (),
            bool(icons and icons.choice),
            str(kind) if kind else None,
        )

    def acts_attack(self, meta, children):
        level, icons, choice, kind = self._attack_parts(children)
        scaling = _find(children, fx.Scaling)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )
        alt = _find(children, fx.Attack)
        clause = fx.Attack(
            level=level,
            icons=icons,
            choice=choice,
            scaling=scaling,
            card_kind=kind,
            against=against,
        )
        out = [self._with_span(clause, meta)]
        if alt is not None:
            out.append(self._with_span(alt, meta))
        return out

    def alt_attack(self, meta, children):
        level, icons, choice, kind = self._attack_parts(children)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )
        return fx.Attack(
            level=level,
            icons=icons,
            choice=choice,
            card_kind=kind,
            against=against,
            alternative=True,
        )

    def acts_power(self, meta, children):
        level, icons, choice, _ = self._attack_parts(children)
        return self._with_span(fx.ActsAsPower(level=level, icons=icons, choice=choice), meta)

    def acts_hit(self, meta, children):
        level, icons, choice, _ = self._attack_parts(children)
        return self._with_span(fx.Hit(level=level, icons=icons, choice=choice), meta)

    def hit_goes(self, meta, children):
        owner = _find(children, _Who)
        return self._with_span(fx.HitPlacement(who=str(owner) if owner else "target"), meta)

    # ------------------------------------------------------------------ icons, kinds, cards
    def energy(self, meta, children):
        return "energy"

    def fighting(self, meta, children):
        return "fighting"

    def strength(self, meta, children):
        return "strength"

    def intellect(self, meta, children):
        return "intellect"

    def multipower(self, meta, children):
        return "multipower"

    def any_power(self, meta, children):
        return "any_power"

    def _icon_list(self, children):
        return [c for c in children if isinstance(c, str) and not isinstance(c, Token)]

    def icon_one(self, meta, children):
        return _Icons(self._icon_list(children), False)

    def icon_or(self, meta, children):
        return _Icons(self._icon_list(children), True)

    def icon_and(self, meta, children):
        return _Icons(self._icon_list(children), False)

    def __default__(self, data, children, meta):
        name = str(data)
        if name.startswith("k_"):
            return _Kind(name[2:])
        raise ValueError(f"no meaning for {name}")

    def card_adjs(self, meta, children):
        return children

    def quant(self, meta, children):
        w = _words(children)
        nums = _ints(children)
        if nums:
            if "up" in w:
                return ("up_to", nums[0])
            return nums[0]
        words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "an": 1}
        for word in w:
            if word in words:
                return words[word]
        if "all" in w or "each" in w:
            return "all"
        if "number" in w:
            return "any_number"
        if "top" in w:
            return 1
        return None

    def quoted_list(self, meta, children):
        names = []
        for c in children:
            if isinstance(c, Token) and c.type == "QUOTED":
                names.append(c.value.strip('"').strip().rstrip(",").strip())
            elif isinstance(c, Token) and c.type == "AND_QUOTED":
                names.append(c.value.split('"')[1].strip().rstrip(",").strip())
        return ("names", names)

    def card_np(self, meta, children):
        cards = Cards()
        # "any Voodoo Special cards": the Specials of the character so named
        named = " ".join(c.value for c in children if isinstance(c, Token) and c.type == "NAME")
        if named:
            cards.names.append(named)
        for c in children:
            if isinstance(c, tuple) and c and c[0] == "names":
                cards.names.extend(c[1])
            elif isinstance(c, tuple) and c and c[0] == "up_to":
                cards.count = c[1]
            elif isinstance(c, _Pile):
                cards.source = str(c)
            elif isinstance(c, int | str) and not isinstance(c, Token | _Kind):
                cards.count = c
            elif isinstance(c, list):
                for adj in c:
                    if isinstance(adj, list):
                        for inner in adj:
                            self._apply_adj(cards, inner)
                    else:
                        self._apply_adj(cards, adj)
            elif isinstance(c, _Post):
                self._apply_post(cards, c)
            elif isinstance(c, _Pile):
                cards.source = str(c)
            elif isinstance(c, Token) and c.value.lower() in ("specials", "special"):
                cards.kinds.append("special")
        if isinstance(cards.count, int | str) and cards.count is not None:
            pass
        return cards

    def _apply_adj(self, cards: Cards, adj: Any) -> None:
        if isinstance(adj, _Icons):
            cards.icons.extend(adj.icons)
            cards.choice = cards.choice or adj.choice
        elif isinstance(adj, _Level):
            cards.level = (adj.low, adj.high)
        elif isinstance(adj, _Kind):
            kind = str(adj)
            if kind == "placed":
                cards.filters.append("placed")
            elif kind == "numerical":
                cards.filters.append("numerical")
            elif kind == "opd":
                cards.filters.append("one_per_deck")
            elif kind == "non_opd":
                cards.filters.append("not_one_per_deck")
            elif kind == "chosen":
                cards.filters.append("chosen")
            else:
                cards.kinds.append(kind)

    def _apply_post(self, cards: Cards, post: _Post) -> None:
        if post.name == "max":
            cards.max_value = post.value
        elif post.name == "min":
            cards.min_value = post.value
        elif post.name == "icons":
            cards.icons.extend(post.value.icons)
            cards.choice = cards.choice or post.value.choice
        elif post.name == "words":
            cards.words.extend(post.value)
        elif post.name in ("source",):
            cards.source = post.value
        elif post.name == "owner":
            cards.owner = post.value
        elif post.name == "level":
            cards.level = post.value
        elif post.name == "affecting":
            cards.filters.append(f"affecting {post.value}")
        elif post.name == "not_usable_by":
            cards.filters.append(f"not usable by {post.value}")
        elif post.name == "excluding":
            cards.filters.append(f"excluding {post.value}")
        elif post.name == "filter":
            cards.filters.append(post.value)
        else:
            cards.filters.append(f"{post.name}:{post.value}")

    def value_limit(self, meta, children):
        n = _ints(children)[0]
        w = _words(children)
        return _Post("max" if "less" in w else "min", n)

    def with_icon(self, meta, children):
        return _Post("icons", _find(children, _Icons))

    def with_word(self, meta, children):
        return _Post(
            "words",
            [c.value.strip('"') for c in children if isinstance(c, Token) and c.type == "QUOTED"],
        )

    def from_pile(self, meta, children):
        return _Post("source", str(_find(children, _Pile)))

    def in_pile(self, meta, children):
        return _Post("source", str(_find(children, _Pile)))

    def usable_by(self, meta, children):
        return _Post("usable_by", _who(children))

    def played_by(self, meta, children):
        return _Post("owner", _who(children))

    def placed_on(self, meta, children):
        return _Post("placed_on", _who(children))

    def placed_or_hand(self, meta, children):
        return _Post("source", "placed_or_hand")

    def level_range(self, meta, children):
        tok = next(c for c in children if isinstance(c, Token))
        nums = [int(n) for n in __import__("re").findall(r"\d+", tok.value)]
        return _Post("level", (nums[0], nums[-1]))

    def choice_of(self, meta, children):
        return _Post("choice_of", _who(children))

    # ------------------------------------------------------------------ who
    def name(self, meta, children):
        # An initialism whose first letter normalisation lower-cased ("s.C.U.") is restored.
        return " ".join(
            c.value[0].upper() + c.value[1:]
            if re.fullmatch(r"[a-z]\.(?:[A-Z]\.)+", c.value)
            else c.value
            for c in children
            if isinstance(c, Token)
        ).replace(" : ", ": ")

    def front_line(self, meta, children):
        return "front_line"

    def owner_atom(self, meta, children):
        w = _words(children)
        if "team" in w:
            return _Who("team")
        if w[:2] == ["one", "teammate"]:
            return _Who("teammate")
        if w and w[0] in ("opponent", "opponents"):
            return _Who("opponent")
        if w and w[0] == "target":
            return _Who("target")
        if w and w[0] == "teammate":
            return _Who("teammate")
        n = _find(children, str)
        return _Who(n)

    def owner(self, meta, children):
        w = _find(children, _Who)
        if any(isinstance(c, Token) and c.type == "TEAM_POSS" for c in children):
            # "Captain Britain's team's ...": the team of the named character.
            return _Who("opponent" if w == "opponent" else "team")
        return w if w is not None else _Who("self")

    def who_poss(self, meta, children):
        return children[0]

    def who_np(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        if len(whos) == 1:
            return _Who(whos[0])
        if len(whos) == 2 and "teammate" in whos:
            return _Who("self_or_teammate")
        return _Who(" or ".join(whos))

    def who_subj(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        w = _words(children)
        if len(whos) == 1:
            return _Who(whos[0])
        if len(whos) == 2 and "teammate" in whos and "or" in w:
            return _Who("self_or_teammate")
        joiner = " and " if "and" in w else " or "
        return _Who(joiner.join(whos))

    def w_opponent(self, meta, children):
        w = _words(children)
        return _Who("opponent_team" if "team" in w else "opponent")

    def w_owner_team(self, meta, children):
        o = str(_find(children, _Who))
        return _Who("opponent_team" if o == "opponent" else "team")

    def w_owner_teammate(self, meta, children):
        o = str(_find(children, _Who))
        return _Who("opponent_team" if o == "opponent" else "teammate")

    def w_owner_character(self, meta, children):
        o = str(_find(children, _Who))
        return _Who("opponent_team" if o == "opponent" else "teammate")

    def w_all(self, meta, children):
        return _Who("all_characters")

    def w_target(self, meta, children):
        return _Who("target")

    def w_teammate(self, meta, children):
        return _Who("teammate")

    def w_any(self, meta, children):
        w = _words(children)
        if "teammate" in w:
            return _Who("teammate")
        return _Who("front_line" if "front_line" in children else "any_character")

    def w_each_teammate(self, meta, children):
        return _Who("team")

    def w_front_line(self, meta, children):
        w = _words(children)
        return _Who("teammate" if "teammate" in w else "front_line")

    def w_reserve(self, meta, children):
        return _Who("reserve")

    def w_team(self, meta, children):
        return _Who("team")

    def w_both(self, meta, children):
        return _Who("both_players")

    def w_neither(self, meta, children):
        return _Who("both_players:neither")

    def w_chosen(self, meta, children):
        return _Who("chosen")

    def w_self(self, meta, children):
        return _Who("self")

    def w_named_team(self, meta, children):
        return _Who("team")

    def w_named(self, meta, children):
        return _Who(_find(children, str))

    # ------------------------------------------------------------------ durations
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

    # ------------------------------------------------------------------ conditions
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

    # ------------------------------------------------------------------ timing
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

    def _play_with(self, meta, children, purpose: str) -> fx.Clause:
        """ "Play with a Fighting Power card" and the like: the card is combined with one."""
        cards = _find(children, Cards)
        return self._with_span(
            fx.Combine(
                count=1, card_kinds=tuple(cards.kinds), icons=tuple(cards.icons), purpose=purpose
            ),
            meta,
        )

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

    # ------------------------------------------------------------------ predicates
    def subj_pred(self, meta, children):
        who = _who(children)
        pred = _find(children, Pred)
        if who and who.endswith(":neither"):
            return self._clauses_of(pred.build(who.split(":")[0], "not"), meta)
        return self._clauses_of(pred.build(who, None), meta)

    def this_attack_pred(self, meta, children):
        pred = _find(children, Pred)
        modal = "not" if "neither" in _words(children) else None
        return self._clauses_of(pred.build("this_attack", modal), meta)

    def this_card_pred(self, meta, children):
        pred = _find(children, Pred)
        return self._clauses_of(pred.build("this_card", None), meta)

    def attacks_by_pred(self, meta, children):
        by = _who(children)
        pred = _find(children, Pred)
        return self._clauses_of(pred.build(f"attacks_by:{by}", None), meta)

    def _modal(self, children, modal):
        pred = _find(children, Pred)
        return Pred(lambda who, m: pred.build(who, m or modal))

    def may_pred(self, meta, children):
        return self._modal(children, "may")

    def may_not(self, meta, children):
        return self._modal(children, "not")

    def may_only(self, meta, children):
        return self._modal(children, "only")

    def must(self, meta, children):
        return self._modal(children, "must")

    def not_affected(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            return fx.Immunity(who=_subject(who), card_kinds=tuple(cards.kinds), duration=dur)

        return Pred(build)

    # ------------------------------------------------------------------ verb phrases
    def avoid_what(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        if "attacks" in _words(children):
            c.filters.append("plural")
        return c

    def made_with(self, meta, children):
        return _Post("made_with", _find(children, Cards))

    def made_with_cards(self, meta, children):
        return _Post(
            "made_with",
            self.card_np(
                meta,
                [c for c in children if not (isinstance(c, Token) and c.type == "MADE_WITH_A")],
            ),
        )

    def made_from(self, meta, children):
        return _Post("made_with", _find(children, Cards))

    def made_on(self, meta, children):
        return _Post("made_on", _who(children))

    def avoid(self, meta, children):
        what = _find(children, Cards)
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
        for p in children:
            if isinstance(p, _Post):
                if p.name == "max":
                    max_value = p.value
                elif p.name == "min":
                    min_value = p.value
                elif p.name == "icons":
                    icons.extend(p.value.icons)
                elif p.name == "made_with":
                    kinds.extend(p.value.kinds)
                    icons.extend(p.value.icons)
                elif p.name == "made_on":
                    against = p.value
        dur = _dur(children)

        def build(who, modal):
            if modal in ("not", "must"):
                raise ValueError("'may not avoid' has no meaning in the card language")
            subject = against if against and who is None else who
            return fx.Avoid(
                who=_subject(subject),
                count=count,
                max_value=max_value,
                min_value=min_value,
                icons=tuple(icons),
                card_kinds=tuple(kinds),
                duration=dur,
            )

        return Pred(build)

    def attack_v(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.CannotAttack(who=_subject(who), duration=dur)
            return fx.Permission(who=_subject(who), action="attack", duration=dur)

        return Pred(build)

    def attack_or_attacked(self, meta, children):
        dur = _dur(children)

        return _only_negated(
            "may not attack or be attacked",
            lambda who: [
                fx.CannotAttack(who=_subject(who), duration=dur),
                fx.CannotBeAttacked(who=_subject(who), duration=dur),
            ],
        )

    def attack_or_play(self, meta, children):
        dur = _dur(children)
        cards = _find(children, Cards)

        return _only_negated(
            "may not attack or play",
            lambda who: [
                fx.CannotAttack(who=_subject(who), duration=dur),
                fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    duration=dur,
                ),
            ],
        )

    def by_cards(self, meta, children):
        return _find(children, Cards)

    def be_attacked(self, meta, children):
        dur = _dur(children)
        cards = _find(children, Cards)
        by_cards = _kinds_of(cards)
        if cards is not None:
            # Every filter narrows which cards it is ("... with the same value as ...").
            by_cards += tuple(f for f in cards.filters if f not in by_cards)

        return _only_negated(
            "may not be attacked",
            lambda who: fx.CannotBeAttacked(who=_subject(who), duration=dur, by_cards=by_cards),
        )

    def defend_v(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.CannotDefend(who=_subject(who), duration=dur)
            return fx.Permission(who=_subject(who), action="defend", duration=dur)

        return Pred(build)

    def defend_against(self, meta, children):
        dur = _dur(children)
        cards = _find(children, Cards)

        return _only_negated(
            "may not defend against",
            lambda who: fx.CannotDefend(who=_subject(who), against=_kinds_of(cards), duration=dur),
        )

    def be_defended(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            applies = "this_attack" if who in (None, "this_attack") else who
            if modal == "only":
                return fx.DefenseRestriction(only=_kinds_of(cards), applies_to=applies)
            if modal == "not":
                return fx.DefenseRestriction(forbids=_kinds_of(cards), applies_to=applies)
            raise ValueError("'may be defended' is the rule, not an effect")

        return Pred(build)

    def draw(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        if count is None and "equal" in [c for c in children if type(c) is str]:
            count = "equal"
        if count is None:
            count = next((c[1] for c in children if isinstance(c, tuple)), 1)
        w = _words(children)
        source = None
        for p in children:
            if isinstance(p, _Post) and p.name == "source":
                source = p.value
        adjs = _find(children, list) or []
        drawn = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(drawn, inner)
        kinds_filter = _filter_text(drawn) or ""

        per = _find(children, fx.Scaling)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(
                scaling=per,
                who=_player(who),
                count=count,
                may=modal == "may",
                from_=source or "draw_pile",
                filter=" ".join(
                    x for x in ("additional" if "additional" in w else "", kinds_filter) if x
                )
                or None,
            )

        return Pred(build)

    def discard(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        w = _words(children)

        def build(who, modal):
            if "duplicates" in w or ("if" in w and "duplicate" in w):
                drawn = "if" in w  # "Discard if duplicate": the drawn card, if a duplicate
                if modal == "not":
                    return fx.Discard(
                        who=_player(who),
                        count=0,
                        filter="duplicates",
                        duplicates="keep",
                        if_duplicate=drawn,
                    )
                return fx.Discard(
                    who=_player(who),
                    count="all",
                    filter="duplicates",
                    duplicates="discard",
                    if_duplicate=drawn,
                )
            if modal == "not":
                if cards is None or pile is not None:
                    raise ValueError("'may not discard' names the cards only")
                return fx.DiscardRestriction(
                    who=_subject(who), card_kinds=tuple(cards.kinds), icons=tuple(cards.icons)
                )
            return fx.Discard(
                scaling=_find(children, fx.Scaling),
                who=_player(who),
                count=cards.count if cards and cards.count is not None else 1,
                from_=(
                    cards.source
                    if cards and cards.source
                    else (
                        "placed"
                        if cards and any(f.startswith("placed") for f in cards.filters)
                        else "hand"
                    )
                ),
                to=str(pile) if pile else "dead_pile",
                filter=_filter_text(cards),
                may=modal == "may",
            )

        return Pred(build)

    def discard_after_use(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="discard_after_use"))

    def pile_kind(self, meta, children):
        return _words(children)[0]

    def pile_words(self, meta, children):
        w = _words(children)
        kind = _find(children, str)
        kind = kind if kind and not isinstance(kind, Token) else None
        if w[:2] == ["draw", "pile"]:
            return "draw_pile"
        if w[:2] == ["dead", "pile"]:
            return "dead_pile"
        if w[:1] == ["power"]:
            return "power_pack"
        if w == ["hand"]:
            return "hand"
        if w == ["reserve"]:
            return "reserve"
        if w == ["battlesite"]:
            return "battlesite"
        if w[:1] == ["appropriate"]:
            return "appropriate_discard_piles"
        return f"{kind}_missions" if kind else "missions"

    def pile_np(self, meta, children):
        pile = next(c for c in children if isinstance(c, str) and not isinstance(c, Token | _Who))
        owner = _find(children, _Who)
        w = _words(children)
        name = pile
        if owner and str(owner) == "opponent":
            name = f"opponent_{pile}"
        if "top" in w:
            name = f"top_of_{name}"
        return _Pile(name)

    def play_v(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    words=tuple(cards.words),
                    duration=dur,
                )
            action = "must_play" if modal == "must" else "play"
            if cards.source == "reserve":
                action = "play_from_reserve"
            return fx.Permission(
                who=_subject(who),
                action=action,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                names=tuple(cards.names),
                count=cards.count,
                duration=dur,
                filters=tuple(
                    f for f in cards.filters if f in ("one_per_deck", "not_one_per_deck")
                ),
            )

        return Pred(build)

    def play_additional(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="play_additional",
                card_kinds=tuple(cards.kinds),
                count=cards.count or 1,
                duration=dur,
            )

        return Pred(build)

    def play_from_reserve_self(self, meta, children):
        return Pred(
            lambda who, modal: fx.Permission(who="reserve", action="play_this_from_reserve")
        )

    def use_to_attack(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    use="attack",
                    duration=dur,
                )
            return fx.Permission(
                who=_subject(who), action="attack_with", card_kinds=tuple(cards.kinds), duration=dur
            )

        return Pred(build)

    def use_v(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    duration=dur,
                )
            action = "must_use" if modal == "must" else "use"
            return fx.Permission(
                who=_subject(who),
                action=action,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=dur,
            )

        return Pred(build)

    def use_to_avoid(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)
        # "to avoid any attack" (``quant`` reads "any" as None), "1 attack", "all attacks".
        attacks = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "made_on"), None
        )

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="use_to_avoid",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=dur,
                levels=cards.level,
                attacks=attacks,
                against=_subject(against) if against else None,
            )

        return Pred(build)

    def make_attacks(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        # "up to 2 additional attacks": as many as 2, each one optional
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        if up_to:
            count = up_to[1]
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )

        def build(who, modal):
            return fx.AdditionalAttack(
                who=_subject(who),
                count=count,
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                against=against,
                up_to=up_to is not None,
            )

        return Pred(build)

    def combine(self, meta, children):
        cards = [c for c in children if isinstance(c, Cards)]
        w = _words(children)
        dur = _dur(children)
        other = cards[-1]

        def build(who, modal):
            if "combined" in w:
                return fx.Combine(
                    card_kinds=tuple(other.kinds),
                    icons=tuple(other.icons),
                    allowed=modal != "not",
                    count=None if modal == "not" else 1,
                )
            return fx.Combine(
                who=_subject(who) if who else None,
                count=other.count if isinstance(other.count, int) else 1,
                card_kinds=tuple(other.kinds),
                icons=tuple(other.icons),
                choice=other.choice or len(other.icons) <= 1,
                purpose="attack",
                duration=dur,
            )

        return Pred(build)

    def negate(self, meta, children):
        cards = _find(children, Cards)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )

        def build(who, modal):
            return fx.Negate(
                count=cards.count if cards.count is not None else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                by=cards.owner,
                against=against,
                max_value=cards.max_value,
                words=tuple(cards.words),
            )

        return Pred(build)

    def hit_post(self, meta, children):
        icons = _find(children, _Icons)
        if icons:
            return _Post("icons", icons)
        return _Post("max", _ints(children)[0])

    def hit_source(self, meta, children):
        w = _words(children)
        who = _find(children, _Who)
        record = "permanent" if "permanent" in w else "current"
        return ("source", str(who) if who else None, record)

    def remove_hits(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        if up_to:
            count = up_to[1]
        w = _words(children)
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        filt = []
        for p in children:
            if isinstance(p, _Post):
                if p.name == "icons":
                    filt.append(f"with {'/'.join(p.value.icons)} icon")
                elif p.name == "filter":
                    filt.append(p.value)
                else:
                    filt.append(f"of {p.value} or less")

        per = _find(children, fx.Scaling)

        def build(who, modal):
            return fx.RemoveHits(
                scaling=per,
                who=src[1] or _subject(who),
                count=count,
                record=src[2],
                filter=", ".join(filt) or None,
            )

        return Pred(build)

    def concede(self, meta, children):
        def build(who, modal):
            return fx.Concede(allowed=modal != "not")

        return Pred(build)

    def placed(self, meta, children):
        def build(who, modal):
            return fx.Placement(may_be_placed=modal != "not")

        return Pred(build)

    def count_toward(self, meta, children):
        w = _words(children)
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'does not count' is known")
            if "spectrum" in w:
                return fx.NoSpectrum()
            return fx.NoVenture(duration=dur)

        return Pred(build)

    def mission_move(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        src, dst = (piles[0], piles[1]) if len(piles) > 1 else (None, piles[0])

        def build(who, modal):
            return fx.MissionMove(
                who=_player(who) if who else "team", count=count, from_=src, to=dst
            )

        return Pred(build)

    def missions_return(self, meta, children):
        owner = _find(children, _Who)
        who = "other" if "other" in _words(children) else str(owner) if owner else "team"
        return self._with_span(
            fx.MissionMove(who=who, count="all", from_="ventured", to="pile_ventured_from"), meta
        )

    def missions_reassigned(self, meta, children):
        pile = _find(children, _Pile)
        return self._with_span(
            fx.MissionMove(who="team", count="all", from_="ventured", to=f"ventured_from:{pile}"),
            meta,
        )

    def missions_advance_normally(self, meta, children):
        return self._with_span(fx.Discipline(action="missions_advance_as_normal"), meta)

    def cards_count_damage_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.CountsToward(
                who=_who(children, "self"),
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in _words(children),
                duration=_dur(children),
            ),
            meta,
        )

    def ko_regardless(self, meta, children):
        return Pred(lambda who, modal: fx.KnockOut(who=who or "target", regardless=True))

    def t_as_normal(self, meta, children):
        return self._with_span(fx.Discipline(action="play_as_normal"), meta)

    # ------------------------------------------------------------------ modifiers
    def m_defense(self, meta, children):
        return "defense"

    def m_attack(self, meta, children):
        return "attack"

    def m_venture(self, meta, children):
        return "venture"

    def mod_post(self, meta, children):
        return _Post("against", _who(children))

    def m_actions(self, meta, children):
        return "actions"

    def mod_when(self, meta, children):
        who = _who(children)
        if who is None and "teammate" in _words(children):
            who = "teammate"
        return _Cond("self_ko" if who is None else "ko", who)

    def modifier(self, meta, children):
        amount = _ints(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        who = _who(children, "self")
        whos = [c for c in children if isinstance(c, _Who)]
        dur = _dur(children)
        adjs = _find(children, list) or []
        mods = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(mods, inner)
        icons_t = tuple(mods.icons)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )
        w = _words(children)
        if "against" in w and len(whos) > 1:
            against = str(whos[-1])
            who = str(whos[0])
        elif "against" in w and len(whos) == 1 and w.index("against") < len(w):
            # "+2 to attacks against X" with no subject
            first = children.index(whos[0])
            if any(isinstance(c, Token) and c.value.lower() == "against" for c in children[:first]):
                against, who = str(whos[0]), "self"
        cond = _find(children, _Cond)
        if cond is not None and whos and str(whos[-1]) == cond.detail and len(whos) > 1:
            who = str(whos[0])
        clauses: list[fx.Clause]
        if target == "damage":
            clauses = [fx.DamageModifier(who=who, amount=amount, duration=dur)]
        elif target == "venture":
            clauses = [
                fx.VentureModifier(
                    who=who if who != "self" else "team", amount=amount, duration=dur
                )
            ]
        elif target == "attack":
            clauses = [
                fx.AttackModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                )
            ]
        elif target == "actions":
            clauses = [
                fx.AttackModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                ),
                fx.DefenseModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                ),
            ]
        else:
            clauses = [
                fx.DefenseModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                )
            ]
        clauses = [self._with_span(c, meta) for c in clauses]
        if cond is not None:
            return [
                self._with_span(
                    fx.Condition(when=cond.when, detail=cond.detail, then=tuple(clauses)), meta
                )
            ]
        return clauses

    def icon_actions(self, meta, children):
        icons = _find(children, _Icons)
        who = _who(children, "self")
        amount = _ints(children)[-1]
        w = _words(children)
        out = [fx.AttackModifier(who=who, amount=amount, icons=tuple(icons.icons))]
        if "actions" in w:
            out.append(fx.DefenseModifier(who=who, amount=amount, icons=tuple(icons.icons)))
        return [self._with_span(c, meta) for c in out]

    def add_venture(self, meta, children):
        amount = _ints(children)[0]
        return self._with_span(
            fx.VentureModifier(who="team", amount=amount, duration=_dur(children)), meta
        )


def _subject(who: str | None) -> str:
    return who if who else "self"


def _player(who: str | None) -> str:
    return who if who else "player"


def _kinds_of(cards: Cards | None) -> tuple[str, ...]:
    if cards is None:
        return ()
    out = list(cards.kinds) + list(cards.icons)
    if cards.min_value is not None:
        out.append(f"value>={cards.min_value}")
    if cards.max_value is not None:
        out.append(f"value<={cards.max_value}")
    if cards.level:
        out.append(f"level {cards.level[0]}-{cards.level[1]}")
    out.extend(f for f in cards.filters if f.startswith(("value<=", "combined_with:")))
    return tuple(out)


def _filter_text(cards: Cards | None) -> str | None:
    if cards is None:
        return None
    bare = Cards(
        kinds=cards.kinds,
        icons=cards.icons,
        choice=cards.choice,
        names=cards.names,
        words=cards.words,
        level=cards.level,
        filters=cards.filters,
    )
    text = _cards_text(bare)
    return None if text == "card" else text.removesuffix(" card")


def _cards_text(cards: Cards | None) -> str:
    if cards is None:
        return ""
    parts: list[str] = []
    if cards.level:
        lo, hi = cards.level
        parts.append(f"level {lo}" if lo == hi else f"level {lo}-{hi}")
    if cards.icons:
        parts.append(fx.icons_text(tuple(cards.icons), cards.choice))
    parts.extend(k.replace("_", " ").title() for k in cards.kinds)
    if cards.names:
        parts.append(", ".join(f'"{n}"' for n in cards.names))
    parts.extend(f.replace("_", " ") for f in cards.filters)
    text = " ".join(parts) + " card" if parts else "card"
    if cards.source:
        text += f" in {cards.source.replace('_', ' ')}"
    return text


def _add_methods() -> None:
    T = SentenceTransformer

    def grid_verb(self, meta, children):
        return None

    def grid_change(self, meta, children):
        icons = _find(children, _Icons)
        who = _who(children, "self")
        n = _ints(children)[-1]
        w = _words(children)
        uses = ("defense",) if "defense" in w else ()
        return self._with_span(
            fx.GridChange(
                who=who, icons=tuple(icons.icons), set_to=n, duration=_dur(children), uses=uses
            ),
            meta,
        )

    def ko_verb_word(self, meta, children):
        return _words(children)[0]

    def ko_change(self, meta, children):
        who = _who(children, "self")
        if children and type(children[0]) is str:  # a bare name: "Heroes For Hire Hits to KO"
            who = children[0]
        n = _ints(children)[-1]
        w = _words(children) + [c for c in children if type(c) is str]
        if "to" in w[w.index("is") :]:
            clause = fx.KoThreshold(who=who, set_to=n, duration=_dur(children))
        else:
            sign = -1 if ("reduced" in w or "decreased" in w) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=_dur(children))
        return self._with_span(clause, meta)

    def ko_mode(self, meta, children):
        return _Kind(_words(children)[0])

    def ko_verb(self, meta, children):
        mode = str(_find(children, _Kind))
        cards = _find(children, Cards)
        nums = _ints(children)
        w = _words(children)
        dur = _dur(children)

        def build(who, modal):
            spectrum = mode == "spectrum"
            if modal == "not":
                return fx.KoThreshold(
                    who=_subject(who),
                    spectrum=spectrum,
                    forbids=tuple(cards.kinds) if cards else ("all",),
                    icons=tuple(cards.icons) if cards else (),
                    duration=dur,
                )
            if modal == "only":
                if "types" in w:
                    n = nums[0] if nums else 4
                    return fx.KoThreshold(who=_subject(who), spectrum=True, set_to=n)
                return fx.KoThreshold(who=_subject(who), spectrum=False, set_to=nums[0])
            raise ValueError("only 'may not' / 'may only' be KO'd are known")

        return Pred(build)

    def card_mod_use(self, meta, children):
        w = _words(children)
        post = _Post("use", "defense" if "defense" in w else "attack")
        post.when_used = "used" in w  # "+2 when used for defense"
        return post

    def card_mod(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children, "self")
        amount = _ints(children)[-1]
        use = next((p.value for p in children if isinstance(p, _Post) and p.name == "use"), None)
        cls = fx.DefenseModifier if use == "defense" else fx.AttackModifier
        if cards.kinds == [] and cards.icons == [] and not cards.names:
            raise ValueError("a modifier needs the cards it applies to")
        clause = self._with_span(
            cls(
                who=who,
                amount=amount,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                when_used=_when_used(children),
            ),
            meta,
        )
        cond = _find(children, _Cond)
        if cond is not None:
            return self._with_span(
                fx.Condition(when=cond.when, detail=cond.detail, then=(clause,)), meta
            )
        return clause

    def reshuffle(self, meta, children):
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return self._with_span(
            fx.Reshuffle(pile=piles[0], into=piles[1] if len(piles) > 1 else None), meta
        )

    def _discipline(action):
        def method(self, meta, children):
            return self._with_span(fx.Discipline(action=action), meta)

        return method

    def search(self, meta, children):
        pile = _find(children, _Pile)
        cards = _find(children, Cards)
        if cards is not None:
            return self._with_span(
                fx.Search(pile=cards.source or "draw_pile", count=cards.count), meta
            )
        by_card = any(isinstance(c, Token) and c.type == "CARD_N" for c in children)
        return self._with_span(fx.Search(pile=str(pile), card_by_card=by_card), meta)

    def use_what(self, meta, children):
        w = _words(children)
        uses = []
        if "attack" in w:
            uses.append("attack")
        if "defend" in w:
            uses.append("defense")
        return ("uses", tuple(uses))

    def be_used(self, meta, children):
        uses = next(c for c in children if isinstance(c, tuple) and c[0] == "uses")[1]

        def build(who, modal):
            return fx.Permission(who=_subject(who), action="use_to_" + "_or_".join(uses))

        return Pred(build)

    def be_duplicate(self, meta, children):
        def build(who, modal):
            allowed = modal in ("may", None) and modal != "not"
            return fx.Discipline(action="duplicates_allowed" if allowed else "no_duplicates")

        return Pred(build)

    def reveal(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if dur is not None:
                return [
                    fx.Reveal(who=who or "opponent"),
                    fx.Permission(who=who or "opponent", action="play_open_handed", duration=dur),
                ]
            return fx.Reveal(
                who=who or "opponent",
                card_kinds=tuple(cards.kinds) if cards else (),
                icons=tuple(cards.icons) if cards else (),
            )

        return Pred(build)

    def have_cards(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="duplicates",
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
            )

        return Pred(build)

    def place_play(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)
        owner = _find(children, _Who)
        if owner is None:
            owner = next(
                (c for c in children if isinstance(c, str) and not isinstance(c, Token)), None
            )

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="place_and_play",
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=dur,
                owner=str(owner) if owner is not None else None,
            )

        return Pred(build)

    def m_damage(self, meta, children):
        return "damage"

    def bonus_attacks(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = _ints(children)[-1]

        def build(who, modal):
            return [
                fx.AdditionalAttack(who=_subject(who), count=count),
                fx.AttackModifier(who=_subject(who), amount=amount),
            ]

        return Pred(build)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))
    # affected_kept: cards_types.CardTypeRules (the affected cards' kinds are kept)
    T.bonus_not_damage = v_args(meta=True)(_discipline("bonus_not_applied_to_damage_or_venture"))
    T.affects_venture = v_args(meta=True)(_discipline("affects_venture_total"))
    T.normal_discard = v_args(meta=True)(_discipline("normal_discard_rules"))


_add_methods()


def _add_more() -> None:
    T = SentenceTransformer

    def no_cards(self, meta, children):
        cards = _find(children, Cards)
        against = _who(children)
        w = _words(children)
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters" if against is None else f"against:{against}",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                words=tuple(cards.words),
                use="attack" if "used" in w else None,
                duration=_dur(children),
            ),
            meta,
        )

    def only_cards(self, meta, children):
        cards = _find(children, Cards)
        if cards is None:
            icons = _find(children, _Icons)
            cards = Cards(icons=list(icons.icons))
        against = _who(children)
        w = _words(children)
        kinds = tuple(cards.kinds) + tuple(cards.icons)
        if "attack" in w or "attacks" in w:
            kinds = (*kinds, "attack")
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters" if against is None else f"against:{against}",
                card_kinds=(),
                words=tuple(f"only:{k}" for k in kinds),
                duration=_dur(children),
            ),
            meta,
        )

    def shift_defend(self, meta, children):
        w = _words(children)
        return ("defend", "not" not in w, "must" in w)

    def shift(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)
        w = _words(children)
        return self._with_span(
            fx.Shift(
                from_=whos[0],
                to=whos[1],
                may_defend=defend[1] if defend else True,
                count="all" if "attacks" in w or "any" in w or "all" in w else 1,
                duration=_dur(children),
            ),
            meta,
        )

    def choose(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        if pile is None and "and" not in " ".join(_words(children)):
            return self._with_span(
                fx.Search(pile=cards.source or "selected", count=cards.count), meta
            )
        return self._with_span(
            fx.Draw(
                who="player",
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "draw_pile",
                to=str(pile) if pile is not None else "hand",
                filter="chosen " + _cards_text(cards),
            ),
            meta,
        )

    def placed_or_in_hand(self, meta, children):
        return self._with_span(fx.Discipline(action="cards_may_be_placed_or_in_hand"), meta)

    def no_duplicate_cards(self, meta, children):
        return self._with_span(fx.Discipline(action="no_duplicates"), meta)

    def cards_no_venture(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                who=who,
            ),
            meta,
        )

    def be_played_while(self, meta, children):
        return Pred(
            lambda who, modal: fx.Permission(who="reserve", action="play_this_from_reserve")
        )

    def be_used_against(self, meta, children):
        def build(who, modal):
            return fx.Permission(who=_subject(who), action="attack_reserve")

        return Pred(build)

    def have_placed(self, meta, children):
        cards = _find(children, Cards)
        w = _words(children)
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)

        def build(who, modal):
            return fx.Placement(
                who=_subject(who),
                extra_slots=None if "unlimited" in w else (count or 1),
                card_kinds=tuple(cards.kinds),
                duration=_dur(children),
            )

        return Pred(build)

    def max_attacks(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)

        def build(who, modal):
            return fx.AdditionalAttack(
                who=_subject(who),
                count="max",
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                required=modal == "must",
            )

        return Pred(build)

    def be_made_against(self, meta, children):
        target = _who(children)
        dur = _dur(children)

        def build(who, modal):
            by = who.split(":", 1)[1] if who and who.startswith("attacks_by:") else "opponent"
            return fx.MustAttack(who=target, by=by, duration=dur)

        return Pred(build)

    def use_to_defend(self, meta, children):
        cards = _find(children, Cards)
        w = _words(children)
        against = _who(children)
        uses = "attack_or_defend" if "attack" in w else "defend"

        def build(who, modal):
            if modal == "not":
                return fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    use=uses + (f" against {against}" if against else ""),
                    duration=_dur(children),
                )
            return fx.Permission(
                who=_subject(who),
                action=f"use_to_{uses}",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                against=against,
            )

        return Pred(build)

    def combine_single(self, meta, children):
        adjs = _find(children, list) or []
        first = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(first, inner)

        def build(who, modal):
            return fx.Combine(
                who=_subject(who),
                count="any",
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                purpose="attack",
                duration=_dur(children),
            )

        return Pred(build)

    def combine_avoid(self, meta, children):
        adjs = _find(children, list) or []
        first = Cards()
        for a in adjs:
            self._apply_adj(first, a)
        other = _find(children, Cards)

        def build(who, modal):
            return fx.Combine(
                who=_subject(who),
                count="any",
                card_kinds=tuple(first.kinds) + tuple(other.kinds),
                icons=tuple(first.icons) + tuple(other.icons),
                purpose="avoid",
                duration=_dur(children),
            )

        return Pred(build)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_more()


def _add_third() -> None:
    T = SentenceTransformer

    def kind_or(self, meta, children):
        return [c for c in children if isinstance(c, _Kind)]

    def excluding(self, meta, children):
        names = [str(c) for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return _Post("excluding", ",".join(names))

    def doubled_hits(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        mode = str(_find(children, _Kind))
        return self._with_span(
            fx.KoThreshold(
                who=_who(children, "target"),
                hit_multiplier=2,
                spectrum=mode == "spectrum",
                icons=tuple(c.icons),
                card_kinds=tuple(c.kinds),
                forbids=(),
                duration=_dur(children),
            ),
            meta,
        )

    def put(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        dest = str(pile) if pile else (cards.source or "hand")
        return self._with_span(
            fx.PutCards(count=cards.count, filter=_cards_text(cards), to=dest), meta
        )

    def no_shift(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children, "target")
        return self._with_span(
            fx.NoShift(
                who=who,
                card_kinds=tuple(cards.kinds) if cards else (),
                icons=tuple(cards.icons) if cards else (),
                duration=_dur(children),
            ),
            meta,
        )

    def after_concede(self, meta, children):
        return Pred(lambda who, modal: fx.Timing(when="after_opponent_concedes"))

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_third()


def _add_fourth() -> None:
    T = SentenceTransformer

    def only_who(self, meta, children):
        subj = str(_find(children, _Who))
        whos = tuple(w.strip() for w in subj.replace(" or ", " and ").split(" and "))
        w = _words(children)
        actions = ["attack"]
        if "attacked" in w:
            actions.append("be_attacked")
        actions.append("defend")
        return self._with_span(
            fx.Exclusive(who=whos, actions=tuple(actions), duration=_dur(children)), meta
        )

    def attack_reserve(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="attack_reserve",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
            )

        return Pred(build)

    def in_play(self, meta, children):
        return _Post("in", "play")

    def remove_cards(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            return fx.Discard(
                who=_player(who),
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "draw_pile",
                to="removed_from_game",
                filter=_cards_text(cards),
            )

        return Pred(build)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_fourth()


def _add_fifth() -> None:
    T = SentenceTransformer

    def affect_what(self, meta, children):
        q = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        if q is not None:
            return q.value.strip('"').strip().rstrip(".").lower()
        return " ".join(_words(children))

    def that_affect(self, meta, children):
        parts = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return _Post("affecting", " or ".join(parts))

    def opponent_choice(self, meta, children):
        return _Post("choice_of", "opponent")

    def tail_cond(self, meta, children):
        q = next((c for c in children if isinstance(c, Token) and c.type == "QUOTED"), None)
        if q is not None:
            return _Cond("card_in_play", q.value.strip('"'))
        return _Cond("team_outnumbered")

    def bonus_change(self, meta, children):
        w = _words(children)
        nums = _ints(children)
        if "doubled" in w:
            return ("bonus", None, 2, False)
        if "venture" in w:
            return ("bonus", None, None, True)
        return ("bonus", nums[0], None, False)

    def bonus_mod(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        change = next(x for x in children if isinstance(x, tuple) and x and x[0] == "bonus")
        return self._with_span(
            fx.BonusModifier(
                who=_who(children),
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                amount=change[1],
                multiplier=change[2],
                to_venture=change[3],
                duration=_dur(children),
            ),
            meta,
        )

    def char_move(self, meta, children):
        w = _words(children)
        whos = [str(x) for x in children if isinstance(x, _Who)]
        if w and w[0] == "switch":
            clause = fx.CharacterMove(who=whos[0], to=whos[1], duration=_dur(children))
        elif w and w[0] == "return":
            clause = fx.CharacterMove(
                who="front_line", to="reserve", duration=fx.Until("end of battle")
            )
        else:
            clause = fx.CharacterMove(who="reserve", to="front_line", duration=_dur(children))
        return self._with_span(clause, meta)

    def no_venture_effect(self, meta, children):
        return self._with_span(fx.Discipline(action="does_not_affect_venture_total"), meta)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_fifth()


def _add_sixth() -> None:
    T = SentenceTransformer

    def t_when_wounded(self, meta, children):
        w = _words(children)
        who = _who(children)
        event = "ko" if "ko'd" in w else "wounded"
        return self._with_span(fx.Timing(when=f"when_{event}:{who}"), meta)

    def negated(self, meta, children):
        return _only_negated(
            "may not be negated", lambda who: fx.Discipline(action="may_not_be_negated")
        )

    def w_target_teammates(self, meta, children):
        return _Who("target_teammates")

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_sixth()


def _add_seventh() -> None:
    T = SentenceTransformer

    def w_with_grid(self, meta, children):
        icons = _find(children, _Icons)
        nums = _ints(children)
        owner = _find(children, _Who)
        side = "opponent_" if owner is not None and str(owner) == "opponent" else ""
        return _Who(
            f"{side}characters_with_{'_or_'.join(icons.icons)}_{'_or_'.join(map(str, nums))}"
        )

    def w_with_code(self, meta, children):
        w = _words(children)
        return _Who("villains" if "villain" in w else "heroes")

    def cards_played_by(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.Permission(
                who=_who(children),
                action="play",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
            ),
            meta,
        )

    def cards_avoid(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.Permission(
                who="self",
                action="use_to_avoid",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
            ),
            meta,
        )

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_seventh()


def _add_eighth() -> None:
    T = SentenceTransformer

    def ko_with_hits(self, meta, children):
        n = _ints(children)[0]
        return self._with_span(
            fx.KoThreshold(who=_who(children, "self"), set_to=n, hits=True), meta
        )

    def choice_sentence(self, meta, children):
        who = _who(children, "opponent")
        return self._with_span(fx.Discipline(action=f"choice_of:{who}"), meta)

    def hit_counts_venture(self, meta, children):
        return self._with_span(fx.Discipline(action="hit_counts_toward_venture_total"), meta)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_eighth()


def _add_ninth() -> None:
    T = SentenceTransformer

    def cards_doubled_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.BonusModifier(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                multiplier=2,
                to_venture=True,
                duration=_dur(children),
            ),
            meta,
        )

    def duplicates_discarded(self, meta, children):
        return self._with_span(
            fx.Discard(who="player", count="all", filter="duplicates", duplicates="discard"), meta
        )

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_ninth()


def _add_tenth() -> None:
    T = SentenceTransformer

    def not_usable_by(self, meta, children):
        return _Post("not_usable_by", _who(children))

    def per_each(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        for p in children:
            if isinstance(p, _Post):
                self._apply_post(c, p)
        if "hit" in _words(children):
            return fx.Scaling(1, f"Hit on {_who(children)}'s Permanent Record")
        return fx.Scaling(1, _cards_text(c))

    def lead_each(self, meta, children):
        per = _find(children, fx.Scaling)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        out: list[fx.Clause] = []
        for b in body:
            for clause in self._clauses_of(b, meta):
                if not hasattr(clause, "scaling"):
                    raise ValueError(f"'for each' does not apply to {clause.kind}")
                out.append(replace(clause, scaling=per))
        return out

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_tenth()


def _add_eleventh() -> None:
    T = SentenceTransformer

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

    def increase_ventured(self, meta, children):
        amount = _ints(children)[0]

        def build(who, modal):
            return fx.VentureCount(who="either", amount=amount)

        return Pred(build)

    def face_down(self, meta, children):
        adjs = _find(children, list) or []
        cards = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        kinds = tuple(cards.kinds) + tuple(f for f in cards.filters if f == "numerical")
        dur = _dur(children)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="play_face_down",
                card_kinds=kinds,
                icons=tuple(cards.icons),
                duration=dur,
            )

        return Pred(build)

    def blocked_in_parts(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="whole_or_parts"))

    def blocked_twice(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="twice"))

    def cards_blocked_twice(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.BlockRule(rule="twice", card_kinds=tuple(cards.kinds) if cards else ()), meta
        )

    def guess_defense(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="guess", who=who or "opponent"))

    def lose_ability(self, meta, children):
        dur = _dur(children)
        return Pred(lambda who, modal: fx.LoseAbility(who=who or "target", duration=dur))

    def exchange_card(self, meta, children):
        cards = _find(children, Cards)
        play = any(isinstance(c, Token) and c.type == "AND_PLAY_IT" for c in children)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="exchange_and_play" if play else "exchange",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                source=cards.source,
            )

        return Pred(build)

    def make_each_attacks(self, meta, children):
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        icons = [c for c in children if isinstance(c, str) and not isinstance(c, Token | _Kind)]
        kinds = tuple(str(c) for c in children if isinstance(c, _Kind))

        def build(who, modal):
            return [
                fx.AdditionalAttack(who=_subject(who), count=n, icons=(icon,), card_kinds=kinds)
                for n, icon in zip(counts, icons, strict=False)
            ]

        return Pred(build)

    def current_hits_no_venture(self, meta, children):
        whos = [c for c in children if isinstance(c, _Who)]
        icons = _find(children, _Icons)
        return self._with_span(
            fx.NoVenture(
                who=str(whos[0]),
                icons=tuple(icons.icons) if icons else (),
                duration=_dur(children),
                pile="current_battle",
                against=str(whos[1]) if len(whos) > 1 else None,
            ),
            meta,
        )

    def bonus_icon(self, meta, children):
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return self._with_span(fx.Bonus(amount=_ints(children)[0], icons=(icon,)), meta)

    def hit_chosen_icon(self, meta, children):
        return _Post("icons", _Icons(["chosen"], False))

    def with_chosen_icon(self, meta, children):
        return _Post("icons", _Icons(["chosen"], False))

    def both_records(self, meta, children):
        who = _find(children, _Who)
        return ("source", str(who) if who else None, "permanent_and_current")

    def switch_places(self, meta, children):
        return self._with_span(fx.CharacterMove(who="self", to="reserve"), meta)

    def team_card_bonus(self, meta, children):
        who = _who(children, "self")
        amount = _ints(children)[0]
        adjs = _find(children, list) or []
        cards = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        kinds = tuple(cards.kinds) + tuple(f for f in cards.filters if f == "numerical")
        dur = _dur(children)
        return [
            self._with_span(
                cls(
                    who=who, amount=amount, card_kinds=kinds, icons=tuple(cards.icons), duration=dur
                ),
                meta,
            )
            for cls in (fx.AttackModifier, fx.DefenseModifier)
        ]

    def switch_record(self, meta, children):
        partner = _who(children)
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.SwitchRecord(who=_subject(who), partner=partner, duration=dur)
        )

    def skip_battle(self, meta, children):
        return Pred(lambda who, modal: fx.SkipBattle(who=who or "reserve"))

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_eleventh()


def _add_group_B() -> None:
    """Group B: the X-Men, Classic and DC specials' constructions."""
    T = SentenceTransformer

    # ---------------------------------------------------------------- hits
    def hs_owners(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        who = "self_or_teammate" if len(whos) == 2 and "teammate" in whos else " or ".join(whos)
        both = any(isinstance(c, Token) and c.type == "OR_CURRENT_HITS" for c in children)
        return ("source", who, "permanent_or_current" if both else "permanent")

    def hs_owners_current(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        who = "self_or_teammate" if len(whos) == 2 and "teammate" in whos else " or ".join(whos)
        return ("source", who, "current")

    def hs_and_both(self, meta, children):
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("source", f"{name} and teammate", "permanent_and_current")

    def hs_who(self, meta, children):
        return ("source", _who(children), "any")

    def hs_of_who(self, meta, children):
        return ("source", _who(children), "permanent_or_current")

    def hp_equal_less(self, meta, children):
        return _Post("filter", "of equal or lesser value")

    def hp_same_icon(self, meta, children):
        return _Post("filter", "with the same icon")

    def cp_equal_less(self, meta, children):
        return _Post("filter", "value<=this card")

    def cp_combined_with(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        return _Post("filter", "combined_with:" + (_filter_text(c) or "card"))

    def q_equal(self, meta, children):
        return "equal"

    def count_hits_on(self, meta, children):
        return _Post("per", f"Hit on {_who(children)}'s Permanent Record")

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

    def remove_hits_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        w = _words(children)
        if up_to:
            count = up_to[1]
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        adjs = _find(children, list) or []
        kinds = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        filt = [f"{_filter_text(kinds)} card"] if _filter_text(kinds) else []
        for p in children:
            if isinstance(p, _Post):
                if p.name == "icons":
                    filt.append(f"with {'/'.join(p.value.icons)} icon")
                elif p.name == "filter":
                    filt.append(p.value)
                else:
                    filt.append(f"of {p.value} or less")

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not remove' is not known")
            return fx.RemoveHits(
                who=src[1] or _subject(who),
                count=count,
                record=src[2],
                filter=", ".join(filt) or None,
            )

        return Pred(build)

    def md_who(self, meta, children):
        return ("dest", _who(children), None)

    def md_permanent(self, meta, children):
        return ("dest", _who(children), "permanent")

    def move_hits_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        w = _words(children)
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        dest = next(c for c in children if isinstance(c, tuple) and c[0] == "dest")

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not move Hits' is not known")
            source = src[1] or _subject(who)
            return fx.MoveHits(
                who=source,
                count=count,
                record=src[2],
                to=dest[1] or source,
                to_record=dest[2],
            )

        return Pred(build)

    def cards_or(self, meta, children):
        first = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(first, inner)
        second = _find(children, Cards)
        return Cards(
            count=next((c for c in children if isinstance(c, str) and c == "all"), None),
            kinds=first.kinds + second.kinds,
            icons=first.icons + second.icons,
            source=second.source,
            choice=True,
        )

    def attack_with(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.CannotAttack(
                    who=_subject(who), card_kinds=tuple(cards.kinds), duration=dur
                )
            return fx.Permission(
                who=_subject(who),
                action="attack_with",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                source=cards.source,
                duration=dur,
            )

        return Pred(build)

    def be_affected(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        return _only_negated(
            "may not be affected",
            lambda who: fx.Immunity(
                who=who or "this_card",
                card_kinds=tuple(cards.kinds),
                words=tuple(cards.words),
                duration=dur,
            ),
        )

    def use_it(self, meta, children):
        def build(who, modal):
            if modal not in ("may", None):
                raise ValueError("only 'may use it' is known")
            return fx.Permission(who=_subject(who), action="use_drawn_card")

        return Pred(build)

    def use_chosen_type(self, meta, children):
        chooser = _who(children)
        dur = _dur(children)

        return _only_negated(
            "may not use Power Type of ... choice",
            lambda who: fx.PlayRestriction(
                who=_subject(who), icons=(f"chosen_by:{chooser}",), duration=dur
            ),
        )

    def bonus_attacks_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = next(int(c) for c in children if isinstance(c, Token) and c.type == "SIGNED")
        cards = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... attacks at' is not known")
            return fx.BonusAttacks(
                who=_subject(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                amount=amount,
            )

        return Pred(build)

    def venture_limit(self, meta, children):
        n = _ints(children)[0]

        return _only_negated(
            "may not Venture more than",
            lambda who: fx.VentureLimit(who=who or "both_players", max_count=n),
        )

    def follow_up(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        cards = [c for c in children if isinstance(c, Cards)]
        w = _words(children)
        after_who = _who(children)
        dur = _dur(children)
        after = None
        if "after" in w:
            after = f"{after_who} plays a {_cards_text(cards[-1])}"
        source = cards[0] if cards and "from" in w else None

        def build(who, modal):
            if modal == "not":
                return fx.FollowUpAttack(
                    who=_subject(who),
                    count="all",
                    allowed=False,
                    card_kinds=tuple(source.kinds) if source else (),
                    duration=dur,
                )
            return fx.FollowUpAttack(
                who=_subject(who),
                count=count or 1,
                card_kinds=tuple(source.kinds) if source else (),
                after=after,
                duration=dur,
            )

        return Pred(build)

    def sort_and(self, meta, children):
        pile = _find(children, _Pile)
        then = _find(children, Pred)

        def build(who, modal):
            rest = then.build(who, modal or "must")
            rest = [
                replace(r, from_=str(pile))
                if isinstance(r, fx.Discard) and r.from_ in ("hand", None)
                else r
                for r in (rest if isinstance(rest, list) else [rest])
            ]
            return [fx.Search(pile=str(pile)), *rest]

        return Pred(build)

    def placed_from_reserve(self, meta, children):
        def build(who, modal):
            if modal == "not":
                raise ValueError("only 'may be placed from Reserve' is known")
            return fx.Permission(who="reserve", action="place_this_from_reserve")

        return Pred(build)

    def draw_equal(self, meta, children):
        pile = _find(children, _Pile)

        def build(who, modal):
            return fx.Draw(who=_player(who), count="equal", from_=str(pile))

        return Pred(build)

    # ---------------------------------------------------------------- sentences
    def ko_site(self, meta, children):
        owner = _who(children, "self")
        n = _ints(children)[-1]
        w = _words(children) + [c for c in children if type(c) is str]
        tail = w[w.index("is") :]
        who = f"{owner}'s Battlesite"
        if "to" in tail:
            clause = fx.KoThreshold(who=who, set_to=n, duration=_dur(children))
        else:
            sign = -1 if ("reduced" in tail or "decreased" in tail) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=_dur(children))
        return self._with_span(clause, meta)

    def value_to_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who=_who(children, "self"),
                source=_cards_text(cards) if cards else None,
                duration=_dur(children),
            ),
            meta,
        )

    def repeat_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return self._with_span(fx.Repeat(until=event), meta)

    def doubled_this_battle(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.BonusModifier(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                multiplier=2,
                to_venture=True,
                duration="battle",
            ),
            meta,
        )

    def not_placed_or_in_hand(self, meta, children):
        return self._with_span(fx.Discipline(action="cards_may_not_be_placed_or_in_hand"), meta)

    def other_cards_not_played(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                words=("other",),
                duration=_dur(children),
            ),
            meta,
        )

    def ko_by_next(self, meta, children):
        hit = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(hit, inner)
        text = _cards_text(hit)

        def build(who, modal):
            return fx.KnockOut(who=who or "target", regardless=True, by_next_hit=text)

        return Pred(build)

    def at_battlesite(self, meta, children):
        return _Post("against", "target_battlesite")

    def discard_both(self, meta, children):
        first, second = [c for c in children if isinstance(c, Cards)]

        def build(who, modal):
            return [
                fx.Discard(
                    who=_player(who),
                    count=c.count if c.count is not None else 1,
                    from_=c.source
                    or ("placed" if any(f.startswith("placed") for f in c.filters) else "hand"),
                    filter=_filter_text(c),
                )
                for c in (first, second)
            ]

        return Pred(build)

    def discard_until_equal(self, meta, children):
        pile = _find(children, _Pile)

        def build(who, modal):
            return fx.Discard(
                who=_player(who), count="until_equal_hands", from_=str(pile), to="dead_pile"
            )

        return Pred(build)

    def reveal_play(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            return [
                fx.Reveal(
                    who=who or "opponent",
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                ),
                fx.Permission(who=who or "opponent", action="play_open_handed", duration=dur),
            ]

        return Pred(build)

    def oa_the_hand(self, meta, children):
        return _Who("The Hand")

    def be_used_as(self, meta, children):
        levels = [c for c in children if isinstance(c, _Level)]
        icons = [c for c in children if isinstance(c, _Icons)]
        uses = [
            "attack" if c.value.lower() == "attack" else "defense"
            for c in children
            if isinstance(c, Token) and c.value.lower() in ("attack", "defend")
        ]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not be used as' is not known")
            return [
                fx.ActsAsPower(level=lv.low, icons=tuple(ic.icons), choice=ic.choice, uses=(u,))
                for lv, ic, u in zip(levels, icons, uses, strict=True)
            ]

        return Pred(build)

    def show_cards(self, meta, children):
        to = _who(children)
        cards = _find(children, Cards)
        return Pred(
            lambda who, modal: fx.ShowCards(
                who=_player(who),
                to=to,
                count=cards.count,
                filter=_filter_text(
                    Cards(kinds=cards.kinds, icons=cards.icons, filters=cards.filters)
                ),
                from_=cards.source or "hand",
            )
        )

    def q_first(self, meta, children):
        return 1

    def after_ko(self, meta, children):
        return _Cond("after_ko", _who(children))

    def lead_timing_after(self, meta, children):
        timing = _find(children, _Timing)
        cond = _find(children, _Cond)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        then: list[fx.Clause] = []
        for b in body:
            then.extend(self._clauses_of(b, meta))
        return [
            self._with_span(fx.Timing(when=str(timing)), meta),
            self._with_span(
                fx.Condition(when=cond.when, detail=cond.detail, then=tuple(then)), meta
            ),
        ]

    def pw_defeated_characters(self, meta, children):
        return "defeated_characters"

    def cp_attack_value(self, meta, children):
        return _Post("filter", "with an attack Value")

    def discard_self_to(self, meta, children):
        then = _find(children, Pred)

        def build(who, modal):
            rest = then.build(who, None)
            cost = fx.Discipline(action="discard_this_card")
            return [cost, *(rest if isinstance(rest, list) else [rest])]

        return Pred(build)

    def discard_cut_card(self, meta, children):
        pile = _find(children, _Pile)
        return Pred(
            lambda who, modal: fx.Discard(
                who=_player(who), count=1, from_="cut_card", to=str(pile), filter="cut"
            )
        )

    def keep_duplicates(self, meta, children):
        w = _words(children)
        filt = (
            "duplicates of the chosen Power card's Power Type and Value" if "chosen" in w else None
        )
        dur = _dur(children)

        return _only_negated(
            "does not have to discard duplicates",
            lambda who: fx.Permission(
                who=_subject(who),
                action="keep_duplicates",
                filters=(filt,) if filt else (),
                duration=dur,
            ),
        )

    def cut_pile(self, meta, children):
        pile = _find(children, _Pile)
        return Pred(lambda who, modal: fx.CutPile(who=_subject(who), pile=str(pile)))

    def move_character(self, meta, children):
        mover = _who(children)
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return Pred(lambda who, modal: fx.CharacterReturn(who=mover, from_=piles[0], to=piles[1]))

    def must_be_attack(self, meta, children):
        kinds = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters",
                card_kinds=tuple(dict.fromkeys(kinds.kinds)),
                words=("only:attack",),
            ),
            meta,
        )

    def drawn_and_duplicates(self, meta, children):
        return self._with_span(
            fx.Discard(
                who="player",
                count="all",
                from_="placed_or_hand",
                filter="drawn card and its duplicates",
            ),
            meta,
        )

    def brings_in(self, meta, children):
        return _Cond("brings_in_reserve", _who(children))

    def enter_later(self, meta, children):
        return _only_negated(
            "may not enter until next battle", lambda who: fx.SkipBattle(who=who or "reserve")
        )

    def grid_bonus(self, meta, children):
        icons = _find(children, _Icons)
        return self._with_span(
            fx.GridBonus(
                who=_who(children, "self"),
                icons=tuple(icons.icons) if icons else ("chosen",),
                duration=_dur(children),
            ),
            meta,
        )

    def acts_identical_b(self, meta, children):
        return self._with_span(fx.CopyHit(who=_who(children, "self")), meta)

    def counts_as_duplicate(self, meta, children):
        quoted = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        card_set = next(
            (c.value for c in children if isinstance(c, Token) and c.type == "NAME"), None
        )
        kinds = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        if any(isinstance(c, Token) and c.value.lower() == "specials" for c in children):
            kinds.kinds.append("special")
        return self._with_span(
            fx.DuplicateOf(
                # normalisation hyphenated "Any Hero" inside the quotes; restore the print
                names=(
                    quoted.value.strip('"')
                    .replace("any-hero", "Any Hero")
                    .replace("any-character", "Any Character"),
                ),
                card_set=card_set,
                card_kinds=tuple(kinds.kinds) or ("card",),
            ),
            meta,
        )

    def after_self_ko(self, meta, children):
        return _Cond("self_ko")

    def resurrected(self, meta, children):
        return self._with_span(
            fx.Resurrect(
                who=_who(children, "self"),
                duration="next_battle",
                discarded_at_end="discarded" in _words(children),
            ),
            meta,
        )

    def lead_battle_ko(self, meta, children):
        who = _who(children, "self")
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        then: list[fx.Clause] = []
        for b in body:
            then.extend(self._clauses_of(b, meta))
        return self._with_span(
            fx.Condition(when="ko_this_battle", detail=who, then=tuple(then)), meta
        )

    def attack_removed_value(self, meta, children):
        cards = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        user = _who(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make 1 attack with' is not known")
            return fx.Permission(
                who=_subject(who),
                action="attack_with",
                count=count,
                card_kinds=tuple(cards.kinds),
                source="hand",
                filters=(f"usable by {user}", "value<=removed Hit"),
            )

        return Pred(build)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name == "T":
            continue
        setattr(T, name, v_args(meta=True)(fn))


_add_group_B()


class _InheritPred(Pred):
    """A verb phrase joined to the clause before it, whose subject it shares:
    "Target Hero must discard all Placed cards and move into Reserve"."""


class _MergeInto(Pred):
    """ "... and discard into Dead Pile": where the cards of the clause before go."""

    def __init__(self, pile: str) -> None:
        super().__init__(build=self._alone)
        self.pile = pile

    def _alone(self, who: str | None, modal: str | None) -> fx.Clause:
        return fx.Discard(who=_player(who), count="all", to=self.pile)


class _FromSearched(Pred):
    """A verb phrase whose cards name no pile: after "Sort through X and ...", they come
    from X ("Sort through Defeated Heroes Pile and remove 1 Event card")."""


def _last_who(item: Any) -> str | None:
    items = item if isinstance(item, list) else [item]
    for clause in reversed(items):
        if isinstance(clause, fx.Clause) and getattr(clause, "who", None):
            return clause.who
    return None


def _adjs(children: list[Any], cards: Cards | None = None) -> Cards:
    """Apply every ``card_adjs`` list among ``children`` to one ``Cards``."""
    cards = cards or Cards()
    for a in children:
        if isinstance(a, list):
            for inner in a:
                for x in inner if isinstance(inner, list) else [inner]:
                    SentenceTransformer._apply_adj(None, cards, x)
    return cards


def _add_group_C() -> None:  # noqa: N802 - the group's name
    T = SentenceTransformer
    orig_clauses = T.__dict__["clauses"]
    orig_card_np = T.__dict__["card_np"]
    orig_apply_post = T._apply_post
    orig_remove_hits = T.__dict__["remove_hits"]
    orig_may_only = T.__dict__["may_only"]
    orig_play_v = T.__dict__["play_v"]
    orig_remove_cards = T.__dict__["remove_cards"]

    # ---------------------------------------------------------------- sentence level
    def clauses(self, meta, children):
        # A verb phrase sharing the subject of the clause before it, ", and is -3 to ..."
        # (the subject carries over) and "... and discard into Dead Pile" (the cards of the
        # clause before go there) are resolved here; the rest is the usual joining.
        out: list[Any] = []
        inherit = False
        for c in children:
            if isinstance(c, str) and c == "INHERIT":
                inherit = True
                continue
            prev = next((x for x in reversed(out) if x is not None and x != "OR"), None)
            if isinstance(c, _MergeInto) and prev is not None:
                pile = c.pile
                if isinstance(prev, Pred):
                    inner = prev
                    idx = out.index(prev)
                    out[idx] = Pred(
                        lambda who, m, inner=inner, pile=pile: replace(inner.build(who, m), to=pile)
                    )
                    continue
                items = prev if isinstance(prev, list) else [prev]
                if items and isinstance(items[-1], fx.Discard):
                    idx = out.index(prev)
                    out[idx] = [*items[:-1], replace(items[-1], to=pile)]
                    continue
            searched = [
                x for x in (prev if isinstance(prev, list) else [prev]) if isinstance(x, fx.Search)
            ]
            if isinstance(c, _FromSearched) and searched:
                inner, pile = c, searched[-1].pile
                c = Pred(
                    lambda who, m, inner=inner, pile=pile: replace(inner.build(who, m), from_=pile)
                )
            elif isinstance(c, _InheritPred) and prev is not None and _last_who(prev):
                c = c.build(_last_who(prev), None)
            elif inherit and prev is not None and _last_who(prev):
                who = _last_who(prev)
                items = c if isinstance(c, list) else [c]
                c = [replace(i, who=who) if hasattr(i, "who") else i for i in items]
            inherit = False
            out.append(c)
        return orig_clauses(self, meta, out)

    def inherit_joiner(self, meta, children):
        return "INHERIT"

    def lead_duration_cond(self, meta, children):
        dur = _dur(children)
        cond = _find(children, _Cond)
        then: list[fx.Clause] = []
        for b in children:
            if isinstance(b, fx.Clause | Pred | list):
                for clause in self._clauses_of(b, meta):
                    if hasattr(clause, "duration") and clause.duration is None:
                        clause = replace(clause, duration=dur)
                    then.append(clause)
        return self._with_span(
            fx.Condition(when=cond.when, detail=cond.detail, then=tuple(then)), meta
        )

    # ---------------------------------------------------------------- flavour
    def _flavor(action):
        def method(self, meta, children):
            who = _find(children, _Who) or next(
                (c for c in children if isinstance(c, str) and not isinstance(c, Token)), None
            )
            return self._with_span(
                fx.Flavor(who=str(who) if who is not None else None, action=action), meta
            )

        return method

    def flavor_attack(self, meta, children):
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        level, icons, choice, _ = self._attack_parts(children)
        return [
            self._with_span(fx.Flavor(who=name, action="swoops_in"), meta),
            self._with_span(fx.Attack(level=level, icons=icons, choice=choice), meta),
        ]

    # ---------------------------------------------------------------- card phrases
    def card_np(self, meta, children):
        inner = _find(children, Cards)
        if inner is not None and len(children) == 1:
            return inner
        return orig_card_np(self, meta, children)

    def card_np_owned(self, meta, children):
        w = _words(children)
        cards = _adjs(children)
        nums = [int(c) for c in children if isinstance(c, Token) and c.type == "INT"]
        if "ko'd" in w:
            cards.owner = "ko'd_teammate"
            cards.count = nums[0] if nums else ("any" if "any" in w else None)
            if "specials" in w:
                cards.kinds.append("special")
        else:
            cards.owner = str(_find(children, _Who))
            cards.count = nums[0]
            for p in children:
                if isinstance(p, _Post):
                    self._apply_post(cards, p)
        return cards

    def _apply_post(self, cards, post):
        if post.name == "raw_filter":
            cards.filters.append(post.value)
            return
        orig_apply_post(self, cards, post)

    def q_any(self, meta, children):
        return "any"

    def q_all(self, meta, children):
        return "all"

    def q_any_n(self, meta, children):
        words = {"two": 2, "three": 3, "four": 4, "five": 5}
        return next(words[x] for x in _words(children) if x in words)

    def equal_value(self, meta, children):
        return _Post("raw_filter", "of equal value")

    def discarded_this_battle(self, meta, children):
        text = "discarded this battle"
        incl = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "INCL_WORD"]
        if incl:
            text += f", including {' and '.join(incl)} cards"
        by = _who(children)
        if by:
            text += f" by {by}"
        if any(isinstance(c, Token) and c.type == "COMMA_PLACED_OR_HAND" for c in children):
            text += ", placed or in hand"
        return _Post("raw_filter", text)

    def on_table(self, meta, children):
        return _Post("source", "table")

    def placed_on_her(self, meta, children):
        return _Post("placed_on", "self")

    def same_value_as(self, meta, children):
        cards = _adjs(children)
        who = _who(children, "self")
        what = _cards_text(cards)
        return _Post("raw_filter", f"with the same value as any {what} on {who}'s Permanent Record")

    def pile_defeated_heroes(self, meta, children):
        return "defeated_heroes"

    def hit_multi_icon(self, meta, children):
        return _Post("raw_filter", "with more than one icon")

    def remove_hits(self, meta, children):
        extra = [p.value for p in children if isinstance(p, _Post) and p.name == "raw_filter"]
        rest = [c for c in children if not (isinstance(c, _Post) and c.name == "raw_filter")]
        pred = orig_remove_hits(self, meta, rest)
        if not extra:
            return pred

        def build(who, modal):
            c = pred.build(who, modal)
            return replace(c, filter=", ".join(x for x in (c.filter, *extra) if x))

        return Pred(build)

    # ---------------------------------------------------------------- who
    def w_attacker(self, meta, children):
        return _Who("attacker")

    def w_teammate_choice(self, meta, children):
        return _Who("teammate")

    def w_ko_teammate(self, meta, children):
        return _Who("ko'd_teammate")

    def owner_teammates(self, meta, children):
        return _Who("teammate")

    # ---------------------------------------------------------------- timing, conditions
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

    # ---------------------------------------------------------------- whole sentences
    def cards_removed(self, meta, children):
        cards = _find(children, Cards)
        src = cards.source or "draw_pile"
        return self._with_span(
            fx.Discard(
                who="opponent" if src.startswith("opponent_") else "player",
                count=cards.count if cards.count is not None else "all",
                from_=src,
                to="removed_from_game",
                filter=_filter_text(cards),
            ),
            meta,
        )

    def card_hits(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        owner, target = (whos[0], whos[1]) if len(whos) > 1 else (None, whos[0])
        cards = _adjs(children)
        return self._with_span(
            fx.CardHits(
                owner=owner, card_kinds=tuple(cards.kinds), who=target, duration=_dur(children)
            ),
            meta,
        )

    def cards_become(self, meta, children):
        cards = _find(children, Cards)
        becomes = _adjs([c for c in children if isinstance(c, list)])
        kinds = list(becomes.kinds)
        if any(isinstance(c, Token) and c.value.lower() in ("specials",) for c in children):
            kinds.append("special")
        return self._with_span(
            fx.CardsBecome(
                owner=_who(children),
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
                becomes=tuple(kinds),
                duration=_dur(children),
            ),
            meta,
        )

    def icon_actions_multi(self, meta, children):
        who = _who(children, "self")
        out: list[fx.Clause] = []
        icons: tuple[str, ...] = ()
        actions = True
        for c in children:
            if isinstance(c, _Icons):
                icons = tuple(c.icons)
            elif isinstance(c, Token) and c.value.lower() in ("actions", "attacks"):
                actions = c.value.lower() == "actions"
            elif isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
                out.append(fx.AttackModifier(who=who, amount=amount, icons=icons))
                if actions:
                    out.append(fx.DefenseModifier(who=who, amount=amount, icons=icons))
        return [self._with_span(c, meta) for c in out]

    def mod_slash(self, meta, children):
        who = _who(children, "self")
        dur = _dur(children)
        out: list[fx.Clause] = []
        amount = None
        for c in children:
            if isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
            elif c in ("attack", "defense") and not isinstance(c, Token):
                cls = fx.AttackModifier if c == "attack" else fx.DefenseModifier
                out.append(cls(who=who, amount=amount, duration=dur))
        return [self._with_span(c, meta) for c in out]

    def modifier_if(self, meta, children):
        cond = _find(children, _Cond)
        then: list[fx.Clause] = []
        for c in children:
            if isinstance(c, list | fx.Clause):
                then.extend(c if isinstance(c, list) else [c])
        return self._with_span(
            fx.Condition(when=cond.when, detail=cond.detail, then=tuple(then)), meta
        )

    def you_search(self, meta, children):
        return _find(children, fx.Clause)

    def ko_char(self, meta, children):
        return self._with_span(fx.KnockOut(who=_who(children), regardless=False), meta)

    def current_hits_discarded(self, meta, children):
        return self._with_span(
            fx.DiscardHits(who=_who(children, "teammate"), duration=_dur(children)), meta
        )

    def immediately_vp(self, meta, children):
        return next(c for c in children if isinstance(c, Pred | fx.Clause | list))

    def drawn_discarded(self, meta, children):
        return self._with_span(
            fx.Discard(
                who="player",
                count="all",
                from_="placed_or_hand",
                filter="drawn card and its duplicates",
            ),
            meta,
        )

    def cards_returned(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        owner = _who(children)
        filt = _cards_text(cards)
        return self._with_span(
            fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=f"{owner}'s {filt}" if owner else filt,
                to=str(pile),
            ),
            meta,
        )

    def hits_remain(self, meta, children):
        if "all" not in [c for c in children if type(c) is str]:
            raise ValueError("only 'All Hits remain' is known")
        return self._with_span(fx.Discipline(action="all_hits_remain"), meta)

    def char_discarded(self, meta, children):
        w = _words(children)
        when = "end_of_next_battle" if "next" in w else "end_of_battle"
        return self._with_span(fx.CharacterRemoval(who=_who(children), when=when), meta)

    def spectrum_exclusion(self, meta, children):
        cards = _adjs(children)
        return self._with_span(
            fx.SpectrumExclusion(
                card_kinds=tuple(cards.kinds), icons=tuple(cards.icons), level=cards.level
            ),
            meta,
        )

    def not_added(self, meta, children):
        cards = _adjs(children)
        return self._with_span(fx.NotAdded(card_kinds=tuple(cards.kinds)), meta)

    # ---------------------------------------------------------------- verb phrases
    def atk_opt(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | _Kind)),
            1,
        )
        if isinstance(count, tuple):
            count = count[1]
        cards = _adjs(children)
        bonus = _ints(children)
        return fx.AttackOption(
            count=count,
            additional="additional" in _words(children),
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            bonus=bonus[0] if bonus else None,
        )

    def make_options(self, meta, children):
        options = [c for c in children if isinstance(c, fx.AttackOption)]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... or ...' is not known")
            return fx.Choice(options=tuple(replace(o, who=_subject(who)) for o in options))

        return Pred(build)

    def combine_each(self, meta, children):
        first = _adjs([c for c in children if isinstance(c, list)])
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | _Kind)),
            "any",
        )
        dur = _dur(children)

        def build(who, modal):
            return fx.Combine(
                who=_subject(who),
                count=count,
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                purpose="attack",
                duration=dur,
            )

        return Pred(build)

    def switch_cards(self, meta, children):
        cards = _find(children, Cards)
        owner = _who(children, "self")
        front = "front_line" in children
        if owner == "opponent":
            between = "opponent_team"
        else:
            between = "front_line_teammates" if front else "teammates"
        filt = _filter_text(cards)

        def build(who, modal):
            return fx.SwitchCards(
                who=_subject(who),
                count=cards.count if isinstance(cards.count, int) else 2,
                filter=filt,
                between=between,
            )

        return Pred(build)

    def switch_hit_records(self, meta, children):
        records = []
        for c in children:
            if isinstance(c, Token) and c.type == "QUOTED":
                text = c.value.lower()
                if "current" in text:
                    records.append("current")
                elif "permanent" in text:
                    records.append("permanent")
                else:
                    raise ValueError(f"not a record: {c.value}")

        def build(who, modal):
            return fx.SwitchCards(
                who=_subject(who), count=1, filter="Hit", between="self", records=tuple(records)
            )

        return Pred(build)

    def be_used_not(self, meta, children):
        forbids: list[str] = []
        adj: list[str] = []
        for c in children:
            if isinstance(c, list):
                adj.append(_filter_text(_adjs([c])) or "")
            elif isinstance(c, Token) and c.value.lower() in ("attack", "hit"):
                what = " ".join(x for x in (*adj, c.value.lower()) if x)
                verb = "avoid" if c.value.lower() == "attack" else "remove"
                forbids.append(f"{verb} {what}".replace(" ", "_"))
                adj = []

        return _only_negated(
            "may not be used to avoid", lambda who: fx.UseRestriction(forbids=tuple(forbids))
        )

    def gain_grid(self, meta, children):
        src = _who(children)
        what = "skill_levels" if "skill" in _words(children) else "power_grid"
        dur = _dur(children)

        def build(who, modal):
            return fx.GridCopy(who=_subject(who), from_=src, what=what, duration=dur)

        return Pred(build)

    def move_to_reserve(self, meta, children):
        dur = _dur(children)
        return _InheritPred(
            lambda who, modal: fx.CharacterMove(who=_subject(who), to="reserve", duration=dur)
        )

    def unless_attacked_first(self, meta, children):
        return ("unless", "attacked_first_by_them")

    def unless_discards(self, meta, children):
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return ("unless", f"{_who(children)}_discards_{n}_cards_per_attack")

    def attack_char(self, meta, children):
        target = _who(children)
        unless = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "unless"), None)
        dur = _dur(children)

        def build(who, modal):
            if modal in ("must", "only"):
                raise ValueError("'must attack X' is not known")
            return fx.TargetedAttack(
                who=_subject(who),
                target=target,
                allowed=modal != "not",
                unless=unless,
                duration=dur,
            )

        return Pred(build)

    def attack_using(self, meta, children):
        target = _who(children)
        cards = _find(children, Cards)
        what = _filter_text(Cards(kinds=cards.kinds, filters=cards.filters)) or ""
        using = f"{fx.count_text(cards.count)} of {cards.owner}'s {what} cards".replace("  ", " ")

        def build(who, modal):
            return fx.TargetedAttack(
                who=_subject(who), target=target, allowed=modal != "not", using=using
            )

        return Pred(build)

    def discard_into(self, meta, children):
        return _MergeInto(str(_find(children, _Pile)))

    def discard_greater(self, meta, children):
        first = _find(children, Cards)
        second = _adjs([c for c in children if isinstance(c, list)])
        kinds = tuple(dict.fromkeys(first.kinds + second.kinds))

        def build(who, modal):
            return fx.Discard(
                who=_player(who),
                count="all",
                from_="hand_or_placed",
                filter=f"{fx.kinds_text(kinds)} (in hand or placed, whichever is greater)",
            )

        return Pred(build)

    def remove_it(self, meta, children):
        n = "all" if "them" in _words(children) else 1

        def build(who, modal):
            return fx.Discard(who=_player(who), count=n, from_="chosen", to="removed_from_game")

        return Pred(build)

    def exchange_cards(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | _Kind)),
            "all",
        )
        give = _find(children, _Pile)
        take = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "source"), None
        )

        def build(who, modal):
            return fx.ExchangeCards(
                who=_player(who),
                count=count,
                give_from=str(give) if give else "hand",
                take_from=take or "draw_pile",
            )

        return Pred(build)

    def replace_cards(self, meta, children):
        take = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "source"), None
        )

        def build(who, modal):
            return fx.Draw(who=_player(who), count="same_as_discarded", from_=take or "draw_pile")

        return Pred(build)

    def sort_select(self, meta, children):
        pile = str(_find(children, _Pile))
        cards = _find(children, Cards)

        def build(who, modal):
            return [
                fx.Search(pile=pile),
                fx.Permission(
                    who=_subject(who),
                    action="select_and_play",
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    count=1 if cards.count in (None, "any") else cards.count,
                    source=pile,
                ),
            ]

        return Pred(build)

    def acts_identical(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            if who not in (None, "this_card"):
                raise ValueError("only a card acts identical to another")
            return fx.CopySpecial(
                card_kinds=tuple(cards.kinds) or ("special",), source=cards.source or "table"
            )

        return Pred(build)

    def exchange_chars(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        return Pred(lambda who, modal: fx.CharacterExchange(who=whos[1], with_=whos[0]))

    def hit_dest(self, meta, children):
        w = _words(children)
        return ("dest", _who(children), "permanent" if "permanent" in w else "current")

    def move_hits(self, meta, children):
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        dest = next(c for c in children if isinstance(c, tuple) and c[0] == "dest")
        owner = _who(children)

        def build(who, modal):
            source = owner or src[1] or _subject(who)
            return fx.MoveHits(
                who=source, count="all", record=src[2], to=dest[1] or source, to_record=dest[2]
            )

        return Pred(build)

    def mission_move_limit(self, meta, children):
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

        def build(who, modal):
            if modal != "only":
                raise ValueError("a Mission move needs a destination")
            return fx.MissionMoveLimit(who=who or "team", max_count=n)

        return Pred(build)

    def after_concede_defend(self, meta, children):
        defender = _who(children)
        return Pred(
            lambda who, modal: [
                fx.Timing(when="after_opponent_concedes"),
                fx.Permission(who=defender, action="defend"),
            ]
        )

    def avoid_or_remove(self, meta, children):
        avoid = _find(children, Pred)
        cards = _adjs([c for c in children if isinstance(c, list)])
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        owner = _who(children)

        def build(who, modal):
            first = avoid.build(who, modal)
            return fx.Choice(
                options=(
                    first,
                    fx.RemoveHits(
                        who=owner, count=count, record="current", filter=_cards_text(cards)
                    ),
                )
            )

        return Pred(build)

    def be_defended_male(self, meta, children):
        sex = "female" if "female" in _words(children) else "male"

        return _only_negated(
            "cannot be defended by a male hero",
            lambda who: fx.DefenderRestriction(forbids=(f"{sex}_characters",)),
        )

    def defend_this(self, meta, children):
        return _only_negated(
            "may not defend this card",
            lambda who: fx.CannotDefend(who=_subject(who), against=("this_card",)),
        )

    def defend_chosen_type(self, meta, children):
        chooser = _who(children)
        dur = _dur(children)

        return _only_negated(
            "may not defend with power type",
            lambda who: fx.CannotDefend(
                who=_subject(who), against=(f"power_type_chosen_by:{chooser}",), duration=dur
            ),
        )

    def may_only(self, meta, children):
        if _find(children, Pred) is None:
            # "Can be only defended by a defensive Special card."
            cards = _find(children, Cards)
            return Pred(
                lambda who, modal: fx.DefenseRestriction(
                    only=_kinds_of(cards) + tuple(cards.filters if cards else ()),
                    applies_to="this_attack" if who in (None, "this_attack") else who,
                )
            )
        return orig_may_only(self, meta, children)

    def card_np_special_in_play(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        return Cards(count=count, kinds=["special"], source="table")

    def cards_combined_action(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.Combine(
                count=cards.count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                purpose="action",
            ),
            meta,
        )

    def t_as_attack_icon(self, meta, children):
        return self._timing(meta, "as_attack_on_target_with_chosen_icon")

    def t_after_ko_lead(self, meta, children):
        return _Timing(f"after_ko:{_who(children)}")

    def remove_cards(self, meta, children):
        pred = orig_remove_cards(self, meta, children)
        cards = _find(children, Cards)
        if cards is not None and cards.source is None:
            return _FromSearched(pred.build)
        return pred

    def play_v(self, meta, children):
        # "Morph may play any 1 KO'd teammate's Specials": whose cards are played.
        pred = orig_play_v(self, meta, children)
        cards = _find(children, Cards)
        if cards is None or not cards.owner:
            return pred

        def build(who, modal):
            c = pred.build(who, modal)
            return replace(c, owner=cards.owner) if isinstance(c, fx.Permission) else c

        return Pred(build)

    for name, fn in list(locals().items()):
        if name.startswith("_") or name in ("T",) or not callable(fn):
            continue
        if name.startswith("orig_"):
            continue
        setattr(T, name, v_args(meta=True)(fn))
    T._apply_post = _apply_post
    T.flavor_rampages = v_args(meta=True)(_flavor("rampages"))
    T.flavor_warning = v_args(meta=True)(_flavor("gives_warning"))
    T.flavor_spurned = v_args(meta=True)(_flavor("spurned_by"))
    T.flavor_magic = v_args(meta=True)(_flavor("evil_magic"))
    T.flavor_bonding = v_args(meta=True)(_flavor("symbiotic_bonding"))


_add_group_C()


def _add_group_A() -> None:  # noqa: N802 - the group's name
    """Aspects, locations, events, tactics, universe cards and inherent abilities."""
    T = SentenceTransformer
    old_name = T.name
    old_pile_np = T.pile_np
    old_pile_words = T.pile_words

    def _cards_of(self, children) -> Cards:
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        return c

    # ------------------------------------------------------------------ who and names
    def name(self, meta, children):
        toks = [c for c in children if isinstance(c, Token)]
        if not any(t.type == "THE_NAME" or t.value == ":" for t in toks):
            return old_name(self, meta, children)
        # "The Sewer", "Iceman: The Ice-Man": the article is part of the name.
        parts: list[str] = []
        for t in toks:
            if t.type == "THE_NAME":
                parts.append("The" + t.value[3:])
            elif t.value == ":" and parts:
                parts[-1] += ":"
            else:
                parts.append(old_name(self, meta, [t]))
        return " ".join(parts)

    def w_any_of_owner(self, meta, children):
        owner = str(_find(children, _Who))
        if owner == "opponent":
            return _Who("opponent_team")
        return _Who("front_line" if "front_line" in children else "teammate")

    def w_front_line_of(self, meta, children):
        return _Who("all_front_line" if "all" in _words(children) else "front_line")

    def w_any_with_code(self, meta, children):
        tok = next(c for c in children if isinstance(c, Token) and c.type == "WITH_CODE")
        return _Who("villains" if "villain" in tok.value.lower() else "heroes")

    def w_with_named_card(self, meta, children):
        names = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return _Who(f"character with {names[0]}")

    def w_all_kod(self, meta, children):
        return _Who("characters_kod_this_battle")

    # ------------------------------------------------------------------ piles, cards, time
    def pile_words(self, meta, children):
        kinds = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        if len(kinds) > 1:
            return "_or_".join(kinds) + "_missions"
        return old_pile_words(self, meta, children)

    def pile_np(self, meta, children):
        pile = old_pile_np(self, meta, children)
        w = _words(children)
        if "opponents" in w and not str(pile).startswith("opponent_"):
            pile = _Pile(f"opponent_{pile}")
        if "bottom" in w:
            pile = _Pile(f"bottom_of_{pile}")
        return pile

    def at_end_of_battle(self, meta, children):
        return _Post("at", "end of battle")

    def normal_contribution(self, meta, children):
        return _Post("with", "normal contribution")

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

    # ------------------------------------------------------------------ a cost and its effect
    def _paid(self, children, cost_of):
        whens = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "when"), ())
        effect = _find(children, Pred)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("a paid effect is optional")
            then = effect.build(who, None)
            return fx.PaidEffect(
                who=_subject(who),
                cost=(cost_of(who),),
                when=whens,
                then=tuple(then if isinstance(then, list) else [then]),
            )

        return Pred(build)

    def paid_discard(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)

        def cost(who):
            return fx.Discard(
                who=_player(who),
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "hand",
                to=str(pile) if pile else "dead_pile",
                filter=_filter_text(cards),
            )

        return self._paid(children, cost)

    def paid_mission(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        piles = [str(c) for c in children if isinstance(c, _Pile)]

        def cost(who):
            return fx.MissionMove(who="team", count=count, from_=piles[0], to=piles[1])

        return self._paid(children, cost)

    # ------------------------------------------------------------------ verbs
    def continue_fight(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("only 'may continue to fight' is known")
            return fx.ContinueFighting(who=_subject(who), duration=dur)

        return Pred(build)

    def resurrect(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        w = _words(children)
        kind = "hero" if ("hero" in w or "heroes" in w) else "teammate"
        dur = _dur(children)
        return Pred(lambda who, modal: fx.Resurrect(who=kind, count=count, duration=dur))

    def venture_cards(self, meta, children):
        count = _ints(children)[0]
        penalty = "penalty" not in _words(children)
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.VentureCards(
                who=_subject(who), count=count, penalty=penalty, duration=dur
            )
        )

    def move_attack(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        w = _words(children)
        count = "all" if ("attacks" in w or "any" in w or "all" in w) else 1
        return Pred(
            lambda who, modal: fx.Shift(from_=whos[0], to=whos[1], count=count, may_defend=True)
        )

    def discard_character(self, meta, children):
        target = _who(children)
        return Pred(lambda who, modal: fx.DiscardCharacter(who=target, when="end_of_battle"))

    def take_put(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        return Pred(
            lambda who, modal: fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=_cards_text(cards),
                to=str(pile),
            )
        )

    def hits_moved_to(self, meta, children):
        srcs = [c for c in children if isinstance(c, tuple) and c and c[0] == "source"]
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)

        def build(who, modal):
            return fx.RemoveHits(
                who=srcs[0][1] or _subject(who),
                count=count,
                record=srcs[0][2],
                to=srcs[1][1],
            )

        return Pred(build)

    def defend_with(self, meta, children):
        cards = _find(children, Cards)
        whom = _who(children) or "front_line"
        dur = _dur(children)

        def build(who, modal):
            if modal in ("not", "only"):
                raise ValueError("only 'may defend X with' is known")
            return fx.Permission(
                who=_subject(who),
                action="defend_from_reserve" if cards.source == "reserve" else "defend",
                owner=whom,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                filters=tuple(f for f in cards.filters if f.startswith("excluding")),
                source=cards.source,
                duration=dur,
            )

        return Pred(build)

    def attack_from_reserve(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            if modal in ("not", "only"):
                raise ValueError("only 'may attack ... while in Reserve' is known")
            return fx.Permission(
                who=_subject(who),
                action="attack_from_reserve",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
            )

        return Pred(build)

    def avoid_using(self, meta, children):
        lvl = _find(children, _Level)
        adjs = [c for c in children if isinstance(c, list)]
        c = Cards()
        for a in adjs[-1:] if len(adjs) > 1 else adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("only 'may avoid' is known")
            return fx.Permission(
                who=_subject(who),
                action="use_to_avoid",
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                filters=(f"level {lvl.low}",) if lvl else (),
            )

        return Pred(build)

    def blocked_v(self, meta, children):
        dur = _dur(children)

        return _only_negated(
            "cannot be blocked",
            lambda who: fx.DefenseRestriction(applies_to=who or "this_attack", duration=dur),
        )

    def play_or_attacked(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        return _only_negated(
            "may not play ... or be attacked",
            lambda who: [
                fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    duration=dur,
                ),
                fx.CannotBeAttacked(who=_subject(who), duration=dur),
            ],
        )

    def reveal(self, meta, children):
        cards = _find(children, Cards)
        to = _who(children)
        if to is None:
            return old_reveal(self, meta, children)

        def build(who, modal):
            return fx.Reveal(
                who=_player(who),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                to=to,
            )

        return Pred(build)

    def reshuffle_two(self, meta, children):
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return self._with_span(fx.Reshuffle(pile=f"{piles[0]}_and_dead_pile", into=piles[-1]), meta)

    def be_kod(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'may not be KO'd' is known")
            return fx.CannotBeKod(who=_subject(who), duration=dur)

        return Pred(build)

    def defend_or_kod(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'may not defend or be KO'd' is known")
            return [
                fx.CannotDefend(who=_subject(who), duration=dur),
                fx.CannotBeKod(who=_subject(who), duration=dur),
            ]

        return Pred(build)

    # ------------------------------------------------------------------ triggers
    def tr_after_playing(self, meta, children):
        return ("trigger", "after_playing", _cards_text(_find(children, Cards)))

    def tr_after_blocking(self, meta, children):
        return ("trigger", "after_blocking_an_attack_using", _cards_text(_find(children, Cards)))

    def tr_after_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("trigger", f"after_{phase}", None)

    def tr_when_kod(self, meta, children):
        return ("trigger", "when_kod", _who(children))

    def draw_on(self, meta, children):
        trig = next(c for c in children if isinstance(c, tuple) and c and c[0] == "trigger")
        inner = self.draw(meta, [c for c in children if c is not trig])

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            drawn = inner.build(who, modal)
            return fx.Trigger(event=trig[1], detail=trig[2], then=(drawn,))

        return Pred(build)

    # ------------------------------------------------------------------ sentences
    def lead_when_kod(self, meta, children):
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        then: list[fx.Clause] = []
        for b in body:
            then.extend(self._clauses_of(b, meta))
        return self._with_span(fx.Condition(when="self_ko", then=tuple(then)), meta)

    def t_before_discard(self, meta, children):
        return _Timing("before_discarding")

    def t_after_placing(self, meta, children):
        return _Timing("after_placing")

    def attacks_of_cards(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        c = self._cards_of(children)
        if any(isinstance(x, Token) and x.type == "CARD_N" for x in children):
            c.kinds = c.kinds or ["power"]
        who = ("all " if count == "all" else "") + _cards_text(c).removesuffix(" card") + " attacks"
        pred = _find(children, Pred)
        return self._clauses_of(pred.build(who, None), meta)

    def choose_character(self, meta, children):
        count = _ints(children)[0]
        w = _words(children)
        among = _who(children)
        if among is None:
            among = "front_line" if "front_line" in children else "teammate"
        out = [self._with_span(fx.ChooseCharacter(count=count, among=among), meta)]
        pred = _find(children, Pred)
        if pred is not None:
            out.extend(self._clauses_of(pred.build("chosen", None), meta))
        del w
        return out

    def choose_random(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ChooseCards(
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "hand",
                random=True,
            ),
            meta,
        )

    def hits_moved(self, meta, children):
        srcs = [c for c in children if isinstance(c, tuple) and c and c[0] == "source"]
        return self._with_span(
            fx.RemoveHits(who=srcs[0][1], count="all", record=srcs[0][2], to=srcs[1][1]), meta
        )

    def modifier_each(self, meta, children):
        amount = _ints(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        per = _find(children, fx.Scaling)
        scaling = fx.Scaling(amount, per.per)
        who = _who(children, "self")
        dur = _dur(children)
        if target == "venture":
            who = "team" if who == "self" else who
            clause = fx.VentureModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        elif target == "attack":
            clause = fx.AttackModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        elif target == "defense":
            clause = fx.DefenseModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        else:
            raise ValueError(f"'for each' does not apply to {target}")
        return self._with_span(clause, meta)

    def owner_team_card_mod(self, meta, children):
        owner = str(_find(children, _Who))
        return self._card_mod_as(children, meta, "opponent_team" if owner == "opponent" else "team")

    def card_mod_vs(self, meta, children):
        post = next(p for p in children if isinstance(p, _Post) and p.name == "against")
        return self._card_mod_as(children, meta, _who(children, "self"), against=post.value)

    def _card_mod_as(self, children, meta, who, against=None):
        cards = _find(children, Cards)
        amount = _ints(children)[-1]
        use = next((p.value for p in children if isinstance(p, _Post) and p.name == "use"), None)
        cls = fx.DefenseModifier if use == "defense" else fx.AttackModifier
        if not (cards.kinds or cards.icons or cards.names):
            raise ValueError("a modifier needs the cards it applies to")
        return self._with_span(
            cls(
                who=who,
                amount=amount,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                against=against,
                duration=_dur(children),
                when_used=_when_used(children),
            ),
            meta,
        )

    def cards_no_count(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                who="all_characters" if cards.count == "all" else None,
            ),
            meta,
        )

    def t_during_battle_on(self, meta, children):
        return self._timing(meta, f"during_battle_on:{_who(children)}")

    def no_cards(self, meta, children):
        clause = old_no_cards(self, meta, children)
        cards = _find(children, Cards)
        extra = tuple(f for f in cards.filters if f in ("one_per_deck", "not_one_per_deck"))
        if extra:
            clause = replace(clause, card_kinds=clause.card_kinds + extra)
        return clause

    def choose(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        if pile is None and "and" not in " ".join(_words(children)):
            # "Sort through the Draw Pile and choose any four cards": from the pile searched.
            return self._with_span(
                fx.ChooseCards(
                    count=cards.count if cards.count is not None else 1,
                    from_=cards.source or "searched_cards",
                ),
                meta,
            )
        return old_choose(self, meta, children)

    # ------------------------------------------------------------------ batch 2
    def t_during_battle_lead(self, meta, children):
        return _Timing("during_battle")

    def t_during_battle_to(self, meta, children):
        pred = _find(children, Pred)
        return [self._timing(meta, "during_battle"), *self._clauses_of(pred, meta)]

    def exchange_character(self, meta, children):
        whom = _who(children)
        return Pred(lambda who, modal: fx.ExchangeCharacter(who=whom, with_="kod_teammate"))

    def switch_records_of(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        dur = _dur(children)
        return Pred(lambda who, modal: fx.SwitchRecord(who=whos[0], partner=whos[1], duration=dur))

    def rearrange_hits(self, meta, children):
        whose = _who(children)
        return Pred(
            lambda who, modal: fx.Permission(
                who=_subject(who), action="rearrange_hits", owner=whose
            )
        )

    def follow_up_attacks(self, meta, children):
        cards = _find(children, Cards)
        return Pred(
            lambda who, modal: fx.Permission(
                who=_subject(who),
                action="make_follow_up_attacks",
                count="one_or_both",
                card_kinds=tuple(cards.kinds),
            )
        )

    def acting_as(self, meta, children):
        return _Post("icons", _find(children, _Icons))

    def with_any_icon(self, meta, children):
        return _Post("with", "an icon")

    def per_hit_current(self, meta, children):
        return fx.Scaling(1, f"Hit on {_who(children)}'s Hits to Current Battle")

    def bonus_counts(self, meta, children):
        return self._with_span(
            fx.Discipline(action="bonus_counts_toward_damage_and_venture_total"), meta
        )

    def discard_end_of_battle(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="discard_at_end_of_battle"))

    def tr_before_resolving(self, meta, children):
        return ("trigger", "before_resolving_action_of", _who(children))

    def play_named(self, meta, children):
        owner = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        names = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "names")
        c = self._cards_of(children)
        if any(isinstance(x, Token) and x.type == "SPECIAL_LAST" for x in children):
            c.kinds.append("special")
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.Permission(
                who=_subject(who),
                action="play",
                names=tuple(names),
                owner=owner,
                card_kinds=tuple(c.kinds),
                duration=dur,
            )
        )

    def play_name_list(self, meta, children):
        names = [c.value for c in children if isinstance(c, Token) and c.type == "NAME"]
        c = Cards()
        for a in [x for x in children if isinstance(x, list)]:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        count = next(
            (x for x in children if isinstance(x, int | str) and not isinstance(x, Token | _Kind)),
            None,
        )
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.Permission(
                who=_subject(who),
                action="play",
                owner=" or ".join(names),
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                count=count if count != "all" else None,
                filters=tuple(f for f in c.filters if f in ("one_per_deck", "not_one_per_deck")),
                duration=dur,
            )
        )

    def acts_attack_value(self, meta, children):
        icons = _find(children, _Icons)
        return self._with_span(
            fx.Attack(level=_ints(children)[0], icons=tuple(icons.icons), choice=icons.choice),
            meta,
        )

    def c_in_play_count(self, meta, children):
        return _Cond("characters_in_play", f"{_ints(children)[0]} characters are still in play")

    def owned_attacks(self, meta, children):
        owner = str(_find(children, _Who))
        cards = _find(children, Cards) or self._cards_of(children)
        if not cards.kinds and not cards.icons:
            cards.kinds = ["power"]
        made = "made with " if "made" in _words(children) else ""
        what = _cards_text(cards)
        who = f"{owner}'s attacks {made}{what}s" if made else f"{owner}'s {what} attacks"
        pred = _find(children, Pred)
        return self._clauses_of(pred.build(who, None), meta)

    def team_cards_count(self, meta, children):
        cards = _find(children, Cards)
        owner = str(_find(children, _Who))
        return self._with_span(
            fx.CountsToward(
                who="opponent_team" if owner == "opponent" else "team",
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in _words(children),
                duration=_dur(children),
            ),
            meta,
        )

    def hits_not_recorded(self, meta, children):
        return self._with_span(fx.HitsNotRecorded(who=_who(children, "all_characters")), meta)

    def bonus_cards(self, meta, children):
        c = self._cards_of(children)
        filt = None
        for p in children:
            if isinstance(p, _Post):
                if p.name == "with":
                    filt = f"with {p.value}"
                else:
                    self._apply_post(c, p)
        return self._with_span(
            fx.Bonus(
                amount=_ints(children)[0],
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                filter=filt,
            ),
            meta,
        )

    def cards_extra_bonus(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.BonusModifier(
                who=_who(children),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                amount=_ints(children)[-1],
            ),
            meta,
        )

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

    def venture_per_hit(self, meta, children):
        owner = str(_find(children, _Who))
        cards = _find(children, Cards)
        amount = _ints(children)[-1]
        per = f"successful Hit made with {_cards_text(cards)}"
        return self._with_span(
            fx.VentureModifier(
                who="opponent_team" if owner == "opponent" else "team",
                amount=amount,
                scaling=fx.Scaling(amount, per),
                duration=_dur(children),
            ),
            meta,
        )

    def disrupt(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.Disrupt(
                count=cards.count if cards.count is not None else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
            ),
            meta,
        )

    def no_venture_no_concede(self, meta, children):
        return [
            self._with_span(fx.Discipline(action="no_venturing_this_battle"), meta),
            self._with_span(fx.Concede(allowed=False), meta),
        ]

    def chosen_ko(self, meta, children):
        owner = str(_find(children, _Who))
        who = "front_line:chosen_by_opponent" if owner == "opponent" else "front_line:chosen"
        return self._with_span(fx.KnockOut(who=who, regardless=False), meta)

    def moves_into_play(self, meta, children):
        return self._with_span(fx.CharacterMove(who=_who(children), to="front_line"), meta)

    def discarded_if_end(self, meta, children):
        return self._with_span(fx.Discipline(action="discarded_if_it_would_end_game"), meta)

    def resurrected_placed(self, meta, children):
        return self._with_span(fx.CharacterMove(who="resurrected", to="reserve"), meta)

    def card_np(self, meta, children):
        cards = old_card_np(self, meta, children)
        if any(isinstance(x, Token) and x.type == "SPECIAL_LAST" for x in children):
            cards.kinds.append("special")
        for n in list(cards.names):
            # "Any Hero" Specials: the quoted words are a card kind, not a card's title
            if n.lower() in ("any-hero", "any-character"):
                cards.names.remove(n)
                cards.kinds.insert(0, n.lower().replace("-", "_"))
        if any(n.lower() == "one per deck" for n in cards.names):
            # a "One Per Deck" Special: the quoted words are the kind, not a card's title
            cards.names = [n for n in cards.names if n.lower() != "one per deck"]
            cards.filters.append("one_per_deck")
        return cards

    def combine(self, meta, children):
        pred = old_combine(self, meta, children)
        cards = [c for c in children if isinstance(c, Cards)]
        extra = tuple(f for f in cards[-1].filters if f in ("one_per_deck", "not_one_per_deck"))
        if not extra:
            return pred

        def build(who, modal):
            clause = pred.build(who, modal)
            return replace(clause, card_kinds=clause.card_kinds + extra)

        return Pred(build)

    old_card_np = T.card_np
    old_combine = T.combine

    # ------------------------------------------------------------------ batch 3
    def discard_and_move(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not discard' is not known")
            return [
                fx.Discard(
                    who=_player(who),
                    count=cards.count if cards.count is not None else 1,
                    from_=cards.source or ("placed" if "placed" in cards.filters else "hand"),
                    filter=_filter_text(cards),
                    may=modal == "may",
                ),
                fx.CharacterMove(who=_subject(who), to="reserve", duration=dur),
            ]

        return Pred(build)

    def discard_hits_and_placed(self, meta, children):
        def build(who, modal):
            subject = who or "exchanged_character"
            return [
                fx.RemoveHits(who=subject, count="all", record="permanent"),
                fx.Discard(who=subject, count="all", from_="placed", filter="placed"),
            ]

        return Pred(build)

    def use_to_remove(self, meta, children):
        cards = _find(children, Cards)
        effect = _find(children, Pred)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("only 'may use ... to remove' is known")
            then = effect.build(None, None)
            return fx.PaidEffect(
                who=_subject(who),
                cost=(
                    fx.Permission(
                        who=_subject(who),
                        action="use",
                        card_kinds=tuple(cards.kinds),
                        icons=tuple(cards.icons),
                    ),
                ),
                then=tuple(then if isinstance(then, list) else [then]),
            )

        return Pred(build)

    def follow_up_bonus(self, meta, children):
        icons = _find(children, _Icons)
        nth = next(c.value for c in children if isinstance(c, Token) and c.type == "ORDINAL")
        return self._with_span(
            fx.Bonus(amount=_ints(children)[0], icons=tuple(icons.icons), who=f"{nth} teammate"),
            meta,
        )

    def draw_either(self, meta, children):
        nums = [str(n) for n in _ints(children)]
        count = ", ".join(nums[:-1]) + " or " + nums[-1]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(who=_player(who), count=count)

        return Pred(build)

    def t_during_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Timing(f"during_{phase}")

    def t_after_discarding_unusable(self, meta, children):
        return _Timing("during_discard_phase_after_discarding_duplicate_or_unusable_cards")

    def choice_before(self, meta, children):
        who = _who(children, "self")
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token | _Who))
        return self._with_span(fx.Discipline(action=f"choice_of:{who}_before_{phase}"), meta)

    def change_choice(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="choice_may_change_each_battle"))

    def start_pile(self, meta, children):
        return ("start", str(_find(children, _Pile)), _ints(children)[0])

    def starting_missions(self, meta, children):
        who = _who(children, "team")
        return [
            self._with_span(fx.StartingMissions(who=who, pile=c[1], count=c[2]), meta)
            for c in children
            if isinstance(c, tuple) and c and c[0] == "start"
        ]

    def attacks_with_icon(self, meta, children):
        icons = _find(children, _Icons)
        pred = _find(children, Pred)
        out = []
        for clause in self._clauses_of(pred.build("attacks_by:both_players", None), meta):
            if not hasattr(clause, "icons"):
                raise ValueError(f"an icon does not apply to {clause.kind}")
            out.append(replace(clause, icons=tuple(icons.icons)))
        return out

    def owner_any_of(self, meta, children):
        owner = str(_find(children, _Who))
        return _Who("opponent_team" if owner == "opponent" else "front_line")

    # ------------------------------------------------------------------ batch 4
    def placeable(self, meta, children):
        return _Post("placeable", "on a character")

    def excluding_other(self, meta, children):
        toks = [c for c in children if isinstance(c, Token) and c.value not in (",", ", excluding")]
        return _Post(
            "excluding", toks[0].value.lower() if toks[0].type != "NAME" else toks[0].value
        )

    def cards_placed(self, meta, children):
        cards = _find(children, Cards)
        must = "must" in _words(children)
        return self._with_span(
            fx.Permission(
                who="all_characters",
                action="must_place" if must else "place",
                card_kinds=tuple(cards.kinds),
                names=tuple(cards.names),
                filters=tuple(cards.filters),
                duration=_dur(children),
            ),
            meta,
        )

    def unplaceable_remain(self, meta, children):
        return self._with_span(fx.Discipline(action="unplaceable_cards_remain_in_hand"), meta)

    def only_may_use(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children)
        what = _cards_text(cards)
        return self._with_span(fx.Exclusive(who=(who,), actions=(f"use {what}",)), meta)

    def w_that(self, meta, children):
        return _Who("that_character")

    def play_teammates(self, meta, children):
        cards = _find(children, Cards)
        return Pred(
            lambda who, modal: fx.Permission(
                who=_subject(who),
                action="play",
                owner="teammate",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
            )
        )

    # ------------------------------------------------------------------ batch 5
    def deck_points(self, meta, children):
        return self._with_span(fx.DeckPoints(points=_ints(children)[0]), meta)

    def grid_equal(self, meta, children):
        return self._with_span(fx.GridEqual(who="self"), meta)

    # ------------------------------------------------------------------ batch 6
    def one_of_each(self, meta, children):
        verb = "placed" if "placed" in _words(children) else "played"
        return self._with_span(fx.Discipline(action=f"only_one_of_each_card_may_be_{verb}"), meta)

    old_reveal = T.reveal
    old_no_cards = T.no_cards
    old_choose = T.choose
    for name_, fn in list(locals().items()):
        if name_.startswith("old_") or name_ == "T" or not callable(fn):
            continue
        if name_.startswith("_"):
            setattr(T, name_, fn)
            continue
        setattr(T, name_, v_args(meta=True)(fn))


_add_group_A()


# ================================================================ cover additions
# Callbacks of the "cover additions" section of effect.lark (phrase rules met in the DC/JLA,
# Image and Monumental sets). Every word a rule consumes lands in a field.


def _add_cover() -> None:
    T = SentenceTransformer
    orig_be_used_against = T.be_used_against
    orig_remove_hits = T.remove_hits
    orig_ko_verb = T.ko_verb

    # --- attacks and combining
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

    def acts_power_value(self, meta, children):
        _, icons, choice, _ = self._attack_parts(children)
        level = _ints(children)[0]
        return self._with_span(fx.ActsAsPower(level=level, icons=icons, choice=choice), meta)

    def acts_then(self, meta, children):
        attack = self.acts_attack(meta, [c for c in children if not isinstance(c, Pred | list)])
        rest: list[fx.Clause] = []
        for c in children:
            if isinstance(c, Pred | list):
                rest.extend(self._clauses_of(c, meta))
        return attack + rest

    def combine_either(self, meta, children):
        cards = _find(children, Cards)
        modal_words = _words(children)
        purpose = "attack or defend" if "defend" in modal_words else "attack or defense"

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not combine ... for a single attack or defense' is unknown")
            return fx.Combine(
                who=_subject(who),
                count=cards.count if isinstance(cards.count, int) else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                choice=cards.choice or len(cards.icons) <= 1,
                purpose=purpose,
                levels=cards.level,
                required=modal == "must",
            )

        return Pred(build)

    def w_with_value(self, meta, children):
        tok = next(c for c in children if isinstance(c, Token) and c.type == "WHO_WITH")
        who = tok.value.rsplit(" ", 1)[0].lower()
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Who(f"{who} with {_ints(children)[0]} {fx.ICON_TEXT[icon]}")

    # --- defense, reserve
    def be_used_against_who(self, meta, children):
        against = _who(children)
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)

        def build(who, modal):
            if modal == "not" or against != "reserve":
                raise ValueError("only 'may be used against Reserve' is known")
            return fx.Permission(
                who=_subject(who),
                action="attack_reserve",
                may_defend=None if defend is None else defend[1],
            )

        return Pred(build)

    def lead_successful_against(self, meta, children):
        against = _who(children)
        then: list[fx.Clause] = []
        for b in children:
            if isinstance(b, fx.Clause | Pred | list):
                then.extend(self._clauses_of(b, meta))
        return self._with_span(
            fx.Condition(
                when="successful", detail=f"against {fx.who_text(against)}", then=tuple(then)
            ),
            meta,
        )

    # --- cards and piles
    def pp_defense(self, meta, children):
        return ("purpose", "defense")

    def pp_attack(self, meta, children):
        return ("purpose", "attack")

    def play_for(self, meta, children):
        purpose = next(c for c in children if isinstance(c, tuple) and c[0] == "purpose")[1]
        pred = self.play_v(meta, [c for c in children if not isinstance(c, tuple)])
        cards = _find(children, Cards)
        usable = next((f for f in cards.filters if f.startswith("usable_by:")), None)

        def build(who, modal):
            clause = pred.build(who, modal)
            if not isinstance(clause, fx.Permission):
                raise ValueError("a purpose only qualifies cards a character may play")
            filters = clause.filters
            if usable:
                filters = (*filters, "usable by " + fx.who_text(usable.split(":", 1)[1]))
            return replace(clause, purpose=purpose, filters=filters)

        return Pred(build)

    def usable_by_front_line(self, meta, children):
        return _Post("usable_by", "front_line")

    def be_used_against(self, meta, children):
        # "..., who may defend": the defence the attack on Reserve allows is kept.
        pred = orig_be_used_against(self, meta, children)
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)
        if defend is None:
            return pred
        return Pred(lambda who, modal: replace(pred.build(who, modal), may_defend=defend[1]))

    def record_cards_become(self, meta, children):
        adjs = [c for c in children if isinstance(c, list)]
        first, second = _adjs(adjs[:1]), _adjs(adjs[1:])
        return self._with_span(
            fx.CardsBecome(
                owner=_who(children),
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                becomes=tuple(second.kinds),
                becomes_icons=tuple(second.icons),
                on_record=True,
                duration=_dur(children),
            ),
            meta,
        )

    def subj_search(self, meta, children):
        who = _who(children)
        search = _find(children, fx.Search)
        return self._with_span(replace(search, who=who), meta)

    def remove_hits(self, meta, children):
        # "Opponent may remove 1 Hit from any Character": the remover is kept apart from
        # the character whose Hits go.
        pred = orig_remove_hits(self, meta, children)

        def build(who, modal):
            clause = pred.build(who, modal)
            if who and modal == "may" and clause.who != who:
                return replace(clause, by=who)
            return clause

        return Pred(build)

    def no_cards_placed(self, meta, children):
        return replace(self.no_cards(meta, children), verb="place")

    # --- batch 3
    def count_teammates_rating(self, meta, children):
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        value = _ints(children)[0]
        return _Post("per", f"teammate with a {fx.ICON_TEXT[icon]} rating of {value} or greater")

    def additional_attack_with(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        cards = _find(children, Cards)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make additional attacks with ...' is unknown")
            return fx.AdditionalAttack(
                who=_subject(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                card_owner=cards.owner,
            )

        return Pred(build)

    def attacks_on_at(self, meta, children):
        return self._with_span(
            fx.AttackModifier(
                who="all_characters",
                amount=_ints(children)[0],
                against=_who(children),
                duration=_dur(children),
            ),
            meta,
        )

    def attack_by_not_moved(self, meta, children):
        by, on = (str(c) for c in children if isinstance(c, _Who))
        adjs = _adjs([c for c in children if isinstance(c, list)])
        return self._with_span(
            fx.NoShift(
                who=on,
                by=by,
                icons=tuple(adjs.icons),
                card_kinds=tuple(adjs.kinds),
                duration=_dur(children),
            ),
            meta,
        )

    def be_attacked_from_battlesite(self, meta, children):
        dur = _dur(children)
        return _only_negated(
            "may not be attacked from a Battlesite",
            lambda who: fx.CannotBeAttacked(
                who=_subject(who), by_cards=("battlesite",), duration=dur
            ),
        )

    def negate_for(self, meta, children):
        pred = self.negate(meta, children)
        dur = _dur(children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))

    def mission_move_from(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        pile = str(_find(children, _Pile))

        def build(who, modal):
            return fx.MissionMove(
                who=_player(who) if who else "team",
                count="all" if modal == "not" else count,
                from_=pile,
                allowed=modal != "not",
            )

        return Pred(build)

    def venture_limit_for(self, meta, children):
        pred = self.venture_limit(meta, children)
        dur = _dur(children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))

    def value_to_own_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who="self",
                source=_cards_text(cards),
                duration=_dur(children),
                also="also" in _words(children),
            ),
            meta,
        )

    def choose_one_character(self, meta, children):
        among = _who(children) or ("front_line" if "front_line" in children else "teammate")
        return self._with_span(fx.ChooseCharacter(count=1, among=among), meta)

    def draw_keep_duplicates(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(who=_player(who), count=count, duplicates="keep")

        return Pred(build)

    def card_np_owned_a(self, meta, children):
        cards = _adjs([c for c in children if isinstance(c, list)])
        cards.count = 1
        cards.owner = _words(children)[1]
        return cards

    # --- batch 4
    def have_placed_n(self, meta, children):
        cards = _adjs([c for c in children if isinstance(c, list)])
        cards.count = _ints(children)[0]
        dur = _dur(children)

        def build(who, modal):
            if modal not in (None, "may"):
                raise ValueError("only 'may have N cards Placed' is known")
            return fx.Placement(
                who=who,
                max_cards=cards.count,
                card_kinds=tuple(cards.kinds) + tuple(cards.icons),
                duration=dur,
            )

        return Pred(build)

    def ko_mode_both(self, meta, children):
        return _Kind("both")

    def ko_verb(self, meta, children):
        # "Spectrum or Cumulative KO'd": one clause for each way of being KO'd.
        if str(_find(children, _Kind)) != "both":
            return orig_ko_verb(self, meta, children)
        preds = [
            orig_ko_verb(self, meta, [_Kind(mode) if isinstance(c, _Kind) else c for c in children])
            for mode in ("spectrum", "cumulative")
        ]
        return Pred(lambda who, modal: [p.build(who, modal) for p in preds])

    def use_for(self, meta, children):
        purpose = "defense"
        pred = self.use_v(meta, children)

        def build(who, modal):
            clause = pred.build(who, modal)
            if isinstance(clause, fx.PlayRestriction):
                return replace(
                    clause, verb="use", use="defend" if purpose == "defense" else "attack"
                )
            return replace(clause, purpose=purpose)

        return Pred(build)

    def t_before_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return _Timing(f"before_{phase}")

    def tr_when_self_kod(self, meta, children):
        return ("trigger", "when_kod", "self")

    def place_cards(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                return fx.PlayRestriction(
                    who=_subject(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    verb="place",
                    duration=dur,
                )
            return fx.Permission(
                who=_subject(who),
                action="place",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                duration=dur,
            )

        return Pred(build)

    for name_, fn in list(locals().items()):
        if name_ == "T" or name_.startswith("orig_") or not callable(fn):
            continue
        setattr(T, name_, v_args(meta=True)(fn))


_add_cover()
