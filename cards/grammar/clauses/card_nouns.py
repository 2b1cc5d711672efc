"""Card noun phrases and piles: quantities ("any", "all", "1"), the cards a phrase
names with their owner and pile, and piles ("Dead Pile", "Defeated Heroes Pile")."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import attacks_words, filter_text
from .shared import (
    AnyCount,
    Cards,
    ClauseBuilder,
    FirstCount,
    Icons,
    Kind,
    KindsJoined,
    Pile,
    PostPhrase,
    Pred,
    TypedWords,
    Who,
    find_first,
    ints_of,
    who_of,
    words_of,
)


@v_args(meta=True)
class CardNouns(ClauseBuilder):
    def pile_kind(self, meta, children):
        return words_of(children)[0]

    def in_play(self, meta, children):
        return PostPhrase("in", "play")

    def hp_equal_less(self, meta, children):
        return PostPhrase("filter", "of equal or lesser value")

    def hp_same_icon(self, meta, children):
        return PostPhrase("filter", "with the same icon")

    def cp_equal_less(self, meta, children):
        return PostPhrase("filter", "value<=this card")

    def cp_combined_with(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        # the words keep the phrase for the nouns that print it back; a restriction's filter
        # takes the typed kinds and power types (``card_wording.card_filter``)
        words = TypedWords("combined_with:" + (filter_text(c) or "card"))
        words.typed = tuple(c.kinds) + tuple(c.icons)  # the card's kinds and power types
        return PostPhrase("filter", words)

    def q_equal(self, meta, children):
        return "equal"

    def cards_or(self, meta, children):
        first = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(first, inner)
        second = find_first(children, Cards)
        return Cards(
            count=next((c for c in children if isinstance(c, str) and c == "all"), None),
            kinds=first.kinds + second.kinds,
            icons=first.icons + second.icons,
            source=second.source,
            choice=True,
        )

    def q_first(self, meta, children):
        return FirstCount(1)

    def cp_attack_value(self, meta, children):
        return PostPhrase("filter", "with an attack Value")

    def card_np_owned(self, meta, children):
        w = words_of(children)
        cards = apply_adjs(children)
        nums = [int(c) for c in children if isinstance(c, Token) and c.type == "INT"]
        if "ko'd" in w:
            cards.owner = "ko'd_teammate"
            cards.count = nums[0] if nums else ("any" if "any" in w else None)
            if "specials" in w:
                cards.kinds.append("special")
        else:
            cards.owner = str(find_first(children, Who))
            cards.count = nums[0]
        for p in children:
            if isinstance(p, PostPhrase):
                self._apply_post(cards, p)
        return cards

    def q_any(self, meta, children):
        return "any"

    def q_all(self, meta, children):
        return "all"

    def q_any_n(self, meta, children):
        words = {"two": 2, "three": 3, "four": 4, "five": 5}
        return AnyCount(next(words[x] for x in words_of(children) if x in words))

    def discarded_this_battle(self, meta, children):
        text = "discarded this battle"
        by = who_of(children)
        if by:
            text += f" by {by}"
        return PostPhrase("raw_filter", text)

    def including_kinds(self, meta, children):
        # "..., including duplicate and unusable cards": which of the cards the phrase before
        # names count too (its tail)
        incl = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "INCL_WORD"]
        return PostPhrase("raw_tail", f", including {' and '.join(incl)} cards")

    def placed_or_hand_tail(self, meta, children):
        # "discarded this battle by X, placed or in hand": where the cards the phrase before
        # names were (its tail)
        return PostPhrase("raw_tail", ", placed or in hand")

    def pile_defeated_heroes(self, meta, children):
        return "defeated_heroes"

    def card_np_special_played(self, meta, children):
        # "any Special played by Zealot or Zealot's teammates": Special cards, named by who
        # plays them (the player's pick of any one: no count of its own)
        who = find_first(children, Who)
        cards = Cards(kinds=["special"], owner=who)
        if children and children[0] is not None and not isinstance(children[0], Token | Who):
            cards.count = children[0]
        # "any Special": any one, as the player likes (``quant`` recorded where "any" stood)
        cards.bare_any = cards.count is None and meta.start_pos in getattr(self, "bare_any_at", ())
        return cards

    def card_np_special_in_play(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        return Cards(count=count, kinds=["special"], source="table")

    def _cards_of(self, children) -> Cards:
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        return c

    def _pile_words_base(self, meta, children):
        w = words_of(children)
        kind = find_first(children, str)
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
        if w == ["location"]:
            return "location"  # "any card from a Location"
        if w[:1] == ["appropriate"]:
            return "appropriate_discard_piles"
        return f"{kind}_missions" if kind else "missions"

    def pile_words(self, meta, children):
        kinds = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        if len(kinds) > 1:
            return "_or_".join(kinds) + "_missions"
        return self._pile_words_base(meta, children)

    def _pile_np_base(self, meta, children):
        pile = next(c for c in children if isinstance(c, str) and not isinstance(c, Token | Who))
        owner = find_first(children, Who)
        w = words_of(children)
        name = pile
        if owner and str(owner) == "opponent":
            name = f"opponent_{pile}"
        if "top" in w:
            name = f"top_of_{name}"
        out = Pile(name)
        if owner and str(owner) not in fx.WHO_KEYWORDS and str(owner) != "opponent":
            # "Baron Mordo's Defeated Missions Pile": the pile of the card's own character's
            # player, named as printed
            out.owner_name = str(owner)
        return out

    def pile_np(self, meta, children):
        pile = self._pile_np_base(meta, children)
        w = words_of(children)
        if "opponents" in w and not str(pile).startswith("opponent_"):
            pile = Pile(f"opponent_{pile}")
        if "bottom" in w:
            pile = Pile(f"bottom_of_{pile}")
        return pile

    def attacks_of_cards(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token)), None
        )
        c = self._cards_of(children)
        if any(isinstance(x, Token) and x.type == "CARD_N" for x in children):
            c.kinds = c.kinds or ["power"]
        who = attacks_words(c, every=count == "all")
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build(who, None), meta)

    def owned_attacks(self, meta, children):
        owner_who = find_first(children, Who)
        owner = str(owner_who)
        if owner == "team" and getattr(owner_who, "owner_name", None):
            owner = f"{owner_who.owner_name} team"  # "The Danger Room team's attacks"
        cards = find_first(children, Cards) or self._cards_of(children)
        if not cards.kinds and not cards.icons:
            cards.kinds = ["power"]
        who = attacks_words(cards, owner=owner, made_with="made" in words_of(children))
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build(who, None), meta)

    def _card_np_core(self, meta, children):
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
                cards.up_to = True
            elif isinstance(c, Pile):
                cards.source = str(c)
            elif isinstance(c, int | str) and not isinstance(c, Token | Kind):
                cards.count = c
            elif isinstance(c, list):
                for adj in c:
                    if isinstance(adj, list):
                        for inner in adj:
                            self._apply_adj(cards, inner)
                    else:
                        self._apply_adj(cards, adj)
            elif isinstance(c, PostPhrase):
                self._apply_post(cards, c)
            elif isinstance(c, Pile):
                cards.source = str(c)
            elif isinstance(c, Token) and c.value.lower() in ("specials", "special"):
                cards.kinds.append("special")
        if isinstance(cards.count, int | str) and cards.count is not None:
            pass
        return cards

    def _card_np_base(self, meta, children):
        inner = find_first(children, Cards)
        if inner is not None and len(children) == 1:
            return inner
        return self._card_np_core(meta, children)

    def card_np(self, meta, children):
        cards = self._card_np_base(meta, children)
        joined = [
            a.joiner
            for c in children
            if isinstance(c, list)
            for a in c
            if isinstance(a, KindsJoined) and len(cards.kinds) == len(a)
        ]
        if joined:
            cards.kinds_joined = joined[0]
        if cards.count is None and not meta.empty:
            cards.bare_any = meta.start_pos in getattr(self, "bare_any_at", ())
        if isinstance(cards.count, AnyCount):
            # "any 1 Special card": a plain count, and the player picks which
            cards.count, cards.any_chosen = int(cards.count), True
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

    def start_pile(self, meta, children):
        return ("start", str(find_first(children, Pile)), ints_of(children)[0])

    def attacks_with_icon(self, meta, children):
        icons = find_first(children, Icons)
        pred = find_first(children, Pred)
        out = []
        for clause in self._clauses_of(pred.build("attacks_by:both_players", None), meta):
            if not hasattr(clause, "icons"):
                raise ValueError(f"an icon does not apply to {clause.kind}")
            out.append(replace(clause, icons=tuple(icons.icons)))
        return out

    def card_np_owned_a(self, meta, children):
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        cards.count = 1
        cards.owner = words_of(children)[1]
        return cards
