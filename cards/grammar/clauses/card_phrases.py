"""Card phrase parts: power types and icons, levels and level ranges, kinds, values and
the filters that follow a card noun ("usable by X", "from Draw Pile", "placed on ...")."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import cards_text
from .counts import cards_counted, kos_counted
from .shared import (
    AnyCount,
    Cards,
    ClauseBuilder,
    DurationValue,
    FirstCount,
    Icons,
    Kind,
    KindsJoined,
    LevelRange,
    Pile,
    PostPhrase,
    TopCount,
    find_first,
    ints_of,
    typed_words,
    who_of,
    words_of,
)


@v_args(meta=True)
class CardPhrases(ClauseBuilder):
    def power_mark(self, meta, children):
        w = words_of(children)
        return Kind("power" if "power" in w else "special")

    def level(self, meta, children):
        nums = ints_of(children)
        return LevelRange(nums[0], nums[-1])

    def attack_target(self, meta, children):
        who = who_of(children)
        phrase = PostPhrase("against", who if who else "different_opponent")
        # "played by opponent against Longshot only": against that character alone
        phrase.only = "only" in words_of(children)
        return phrase

    def count_of(self, meta, children):
        c = find_first(children, Cards)
        if c is not None:
            return PostPhrase("per", cards_counted(c))
        return PostPhrase("per", kos_counted("game"))

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
        return Icons(self._icon_list(children), False)

    def icon_or(self, meta, children):
        return Icons(self._icon_list(children), True)

    def icon_and(self, meta, children):
        return Icons(self._icon_list(children), False)

    def card_adjs(self, meta, children):
        return children

    def quant(self, meta, children):
        w = words_of(children)
        nums = ints_of(children)
        if w in (["a"], ["an"]) and not meta.empty:
            # "made with a Power card": the article names a kind of card, it counts none
            # (``made_with``); recorded by place like "any" below
            self.article_at = {*getattr(self, "article_at", ()), meta.start_pos}
        if w == ["any"] and not meta.empty:
            # "any cards": the noun phrase starting here learns it (``card_np``); the count
            # itself stays unset, as every other reading of "any" expects
            self.bare_any_at = {*getattr(self, "bare_any_at", ()), meta.start_pos}
        if "first" in w:
            return FirstCount(nums[0] if nums else 1)
        if nums:
            if "up" in w:
                return ("up_to", nums[0])
            if w[:1] == ["top"]:
                return TopCount(nums[0])
            return AnyCount(nums[0]) if w[:1] == ["any"] else nums[0]
        words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "an": 1}
        for word in w:
            if word in words:
                return words[word]
        if "all" in w or "each" in w:
            return "all"
        if w == ["any", "other"]:
            return "any_other"  # "any other Special card": any but the card itself
        if "number" in w:
            return "any_number"
        if "top" in w:
            return TopCount(1)
        return None

    def quoted_list(self, meta, children):
        names = []
        for c in children:
            if isinstance(c, Token) and c.type == "QUOTED":
                names.append(c.value.strip('"').strip().rstrip(",").strip())
            elif isinstance(c, Token) and c.type == "AND_QUOTED":
                names.append(c.value.split('"')[1].strip().rstrip(",").strip())
        return ("names", names)

    @staticmethod
    def _apply_adj(cards: Cards, adj: Any) -> None:
        if isinstance(adj, Icons):
            cards.icons.extend(adj.icons)
            cards.choice = cards.choice or adj.choice
        elif isinstance(adj, LevelRange):
            cards.level = (adj.low, adj.high)
        elif isinstance(adj, Kind):
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
            elif kind == "unusable":
                cards.filters.append("unusable")  # a quality of the cards, not a kind
            elif kind == "doubleshot" and cards.kinds[-1:] == ["tactic"]:
                cards.kinds[-1] = kind  # "Tactic Doubleshot cards": Doubleshots are Tactics
            else:
                cards.kinds.append(kind)

    def value_limit(self, meta, children):
        n = ints_of(children)[0]
        w = words_of(children)
        return PostPhrase("max" if {"less", "lower"} & set(w) else "min", n)

    def level_limit(self, meta, children):
        # "attack level 3 or less": the value limit, printed with "level" (``limit_word``)
        return self.value_limit(meta, children)

    def with_icon(self, meta, children):
        return PostPhrase("icons", find_first(children, Icons))

    def noun_duration(self, meta, children):
        # "... Event cards in the next battle": the clause's duration, carried by the noun
        return PostPhrase("duration", find_first(children, DurationValue).value)

    def with_word(self, meta, children):
        return PostPhrase(
            "words",
            [c.value.strip('"') for c in children if isinstance(c, Token) and c.type == "QUOTED"],
        )

    def from_pile(self, meta, children):
        return PostPhrase("source", find_first(children, Pile))

    def from_game(self, meta, children):
        return PostPhrase("from", "game")

    def in_pile(self, meta, children):
        return PostPhrase("source", find_first(children, Pile))

    def usable_by(self, meta, children):
        return PostPhrase("usable_by", who_of(children))

    def played_by(self, meta, children):
        return PostPhrase("owner", who_of(children))

    def cards_of_whom(self, meta, children):
        # "Special cards of any teammate" (any teammate's cards), "... of target teammate",
        # "... of this character" (the character's own)
        words = words_of(children)
        if "teammate" in words:
            return PostPhrase("owner", "target_teammate" if "target" in words else "teammate")
        if words[1] in ("this", "that"):
            return PostPhrase("owner", "self" if words[1] == "this" else "that_character")
        return PostPhrase("owner", "target" if words[1] == "target" else "any_character")

    def placed_on(self, meta, children):
        return PostPhrase("placed_on", who_of(children))

    def placed_or_hand(self, meta, children):
        # "currently Placed and in Hand" / "placed or in hand": the cards in either place,
        # kept apart only so each renders as printed
        joined = " ".join(str(c) for c in children if isinstance(c, Token)).lower().split()
        return PostPhrase("source", "placed_and_hand" if "and" in joined else "placed_or_hand")

    def level_range(self, meta, children):
        return PostPhrase("level", tuple(children[0]))

    def choice_of(self, meta, children):
        return PostPhrase("choice_of", who_of(children))

    def _after_article(self, children) -> bool:
        """Whether the word after "made with" among ``children`` is the article "a"/"an"."""
        with_ = next(c for c in children if isinstance(c, Token) and c.lower() == "with")
        return (with_.end_pos or 0) + 1 in getattr(self, "article_at", ())

    def made_with(self, meta, children):
        cards = find_first(children, Cards)
        if self._after_article(children):
            cards.count = None  # "made with a Power card": any card of that kind
        return PostPhrase("made_with", cards)

    def made_with_icon(self, meta, children):
        # "made with a Strength icon": the icon of the card the attack is made with
        if not self._after_article(children):
            raise ValueError("an icon is counted by its article only")
        return self.with_icon(meta, children)

    def made_from(self, meta, children):
        phrase = PostPhrase("made_with", find_first(children, Cards))
        phrase.source = True  # "attacks from 1 Teamwork card": the attacks of that card
        return phrase

    def made_on(self, meta, children):
        return PostPhrase("made_on", who_of(children))

    def kind_or(self, meta, children):
        kinds = KindsJoined(c for c in children if isinstance(c, Kind))
        kinds.joiner = "and" if "and" in words_of(children) else "or"
        return kinds

    def excluding(self, meta, children):
        names = [str(c) for c in children if isinstance(c, str) and not isinstance(c, Token)]
        # "excluding Teamwork or Training" keeps the joining word the card prints (either way
        # both kinds are left out)
        joiner = "|" if "or" in words_of(children) else ","
        return PostPhrase("excluding", joiner.join(names))

    def not_usable_by(self, meta, children):
        return PostPhrase("not_usable_by", who_of(children))

    def hit_chosen_icon(self, meta, children):
        return PostPhrase("icons", Icons(["chosen"], False))

    def with_chosen_icon(self, meta, children):
        return PostPhrase("icon_chosen_by", who_of(children))

    def _apply_post_base(self, cards: Cards, post: PostPhrase) -> None:
        if post.name == "max":
            cards.max_value = post.value
        elif post.name == "min":
            cards.min_value = post.value
        elif post.name == "icons":
            cards.icons.extend(post.value.icons)
            cards.choice = cards.choice or post.value.choice
        elif post.name == "icon_chosen_by":
            # kept as the "chosen" icon too, for the clauses that read only the icons
            cards.icons.append("chosen")
            cards.icon_chosen_by = post.value
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
        elif post.name == "duration":
            cards.duration = post.value
        else:
            cards.filters.append(f"{post.name}:{post.value}")

    def _apply_post(self, cards, post):
        if post.name == "raw_filter":
            cards.filters.append(post.value)
            return
        if post.name == "raw_tail":
            # a comma phrase that ends the filter before it ("discarded this battle, including
            # duplicate and unusable cards"); with no such filter it is not understood
            if not cards.filters:
                raise ValueError(f"{post.value!r} ends no phrase of the cards")
            cards.filters[-1] += post.value
            return
        if post.name == "contains_icons":
            cards.icon_on_card = True
            post = PostPhrase("icons", post.value)
        self._apply_post_base(cards, post)

    def equal_value(self, meta, children):
        return PostPhrase("raw_filter", "of equal value")

    def same_value_as(self, meta, children):
        cards = apply_adjs(children)
        who = who_of(children, "self")
        if cards.kinds and not (cards.icons or cards.names or cards.words or cards.level):
            # typed: its words are written from the typed value (SameValueWords)
            return PostPhrase("raw_filter", typed_words(fx.SameValueAs(tuple(cards.kinds), who)))
        what = cards_text(cards)
        return PostPhrase(
            "raw_filter", f"with the same value as any {what} on {who}'s Permanent Record"
        )

    def acting_as(self, meta, children):
        # "cards that act as Strength attacks": cards whose attack is of that power type
        icons = find_first(children, Icons)
        joiner = "|" if icons.choice else "&"
        return PostPhrase("filter", "acts_as:" + joiner.join(icons.icons))

    def contains_icon(self, meta, children):
        # "any 1 card in your hand that contains a Strength icon": a card bearing the icon
        return PostPhrase("contains_icons", find_first(children, Icons))

    def with_any_icon(self, meta, children):
        phrase = PostPhrase("with", "an icon")
        phrase.any_icon = True  # typed: cards that bear any icon at all
        return phrase

    def placeable(self, meta, children):
        return PostPhrase("placeable", "on a character")

    def usable_by_front_line(self, meta, children):
        return PostPhrase("usable_by", "front_line")


def apply_adjs(children: list[Any], cards: Cards | None = None) -> Cards:
    """Apply every ``card_adjs`` list among ``children`` to one ``Cards``."""
    cards = cards or Cards()
    for a in children:
        if isinstance(a, list):
            for inner in a:
                for x in inner if isinstance(inner, list) else [inner]:
                    CardPhrases._apply_adj(cards, x)
    return cards
