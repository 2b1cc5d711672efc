"""Values and helpers shared by the clause-family callbacks of the sentence transformer.

Noun phrases become small value objects (``Cards``, who-strings, durations); verb phrases
become ``Pred`` objects that build a clause once the subject and modality ("may", "must",
"may not", "may only") are known. How a noun phrase's cards are worded is in ``card_wording``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer

from rules.engine import effects as fx

from ..copies import copied
from .card_limits import set_limit


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
    up_to: bool = False  # "up to 4 cards": at most the count
    icon_chosen_by: str | None = None  # "cards with icon of X's choice": X picks the icon
    any_chosen: bool = False  # "any 1 Special card": the player picks which cards
    bare_any: bool = False  # "any cards" with no number: as many as the player likes
    # "any 1 card that contains a Strength icon": the icon is on the card, whatever its kind
    icon_on_card: bool = False
    # "Special and Activator cards", "Special cards and Activator cards", "Ally or Training
    # cards": the word joining the kinds, printed back between them
    kinds_joined: str | None = None
    # "all Event cards in the next battle": the clause's duration, read as the noun's last
    # phrase (the grammar cannot close the noun before "in"); the clause takes it
    # (``duration_of``), the noun does not keep it
    duration: Any = None
    # "the top 2 cards of your Power Pack in your Dead Pile": the second pile a pile's end
    # cards are named with, where a verb that moves them puts them (the first is ``source``)
    into: str | None = None


class KindsJoined(list):
    """The kinds of a "Special or Activator" phrase, with the word that joins them."""

    joiner: str = "or"


class AnyCount(int):
    """A count read after "any" ("any 1", "any two"): the player picks which cards."""


class TopCount(int):
    """A count read after "top" ("top card", "top 5 cards"): the cards on top of a pile."""


class BottomCount(int):
    """A count read after "bottom" ("the bottom 2 cards"): the cards at the bottom of a pile."""


class FirstCount(int):
    """A count read after "the first" ("the first 3 cards with Energy icons"): the cards met
    first, in the order a pile is gone through, not any the player picks."""


@dataclass
class Pred:
    """A verb phrase waiting for its subject and modality."""

    build: Callable[[str | None, str | None], fx.Clause | list[fx.Clause]]


def words_of(children: list[Any]) -> list[str]:
    """The keywords among a rule's children, lower-case."""
    return [str(c).lower() for c in children if isinstance(c, Token)]


def ints_of(children: list[Any]) -> list[int]:
    """The numbers (plain or signed) among a rule's children."""
    return [int(c) for c in children if isinstance(c, Token) and c.type in ("INT", "SIGNED")]


#: Counts printed as words ("up to three cards", "venture two missions", "receives two Hits").
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def count_of(children: list[Any], default: int | None = None) -> int | None:
    """The count a rule printed as digits or as a word, else ``default``."""
    for c in children:
        if isinstance(c, Token) and c.type == "INT":
            return int(c)
    words = words_of(children)
    return next((NUMBER_WORDS[w] for w in words if w in NUMBER_WORDS), default)


def find_first(children: list[Any], kind: type) -> Any:
    for c in children:
        if isinstance(c, kind):
            return c
    return None


class DurationValue:
    """A duration phrase ("this battle", "until ...") on its way to a clause."""

    def __init__(self, value: fx.Duration) -> None:
        self.value = value


class Who(str):
    """A who-string (``"self"``, ``"teammate"``, ``"opponent"``, a name, ...). ``printed`` is
    the name a card gave its own character in a who-keyword ("Xaos or teammate")."""

    printed: str | None = None
    chosen: bool = False
    any_front_line: bool = False  # "any Front Line teammate": one of the player's choice
    owner_name: str | None = None  # "Daredevil's team": the character whose team it is
    all_of: bool = False  # "All of Opponent's ... cards": every such card of the owner's
    grid: Any = None  # "Characters with Energy Power Grid 7 or 8": the typed ``fx.GridAim``
    of_opponent: bool = False  # "target opponent's": the target named as the opponent's
    yours: bool = False  # "your characters": the player's own side
    code: str | None = None  # "any hero": the hero/villain code its noun names (OR.code-rule)
    printed_player: str | None = None  # "You may draw": the player ("player"), printed "you"


class Icons:
    """Power icons named together; ``choice`` when any one of them will do ("or")."""

    def __init__(self, icons: list[str], choice: bool) -> None:
        self.icons = icons
        self.choice = choice


class LevelRange:
    """A card level or level range ("level 6 through 8")."""

    def __init__(self, low: int, high: int) -> None:
        self.low = low
        self.high = high


class Kind(str):
    """A card kind or card quality word (``"special"``, ``"placed"``, ``"opd"``, ...)."""


class PostPhrase:
    """A phrase after a card noun that limits it (a value, a pile, an owner, a filter)."""

    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value


class TypedWords(str):
    """Words a card noun keeps among its filters, written from a typed value (``typed``) that
    a clause able to apply it takes into a typed field of its own."""

    typed: Any = None


def typed_words(typed: Any) -> TypedWords:
    words = TypedWords(typed.words())
    words.typed = typed
    return words


class Pile(str):
    """A pile or place (``"dead_pile"``, ``"top_of_draw_pile"``, ``"hand"``, ...);
    ``owner_name`` is the character printed as its owner ("Baron Mordo's ... Pile")."""

    owner_name: str | None = None


class Cond:
    """A condition ("if successful", "if X has ...") with its detail."""

    def __init__(
        self, when: str, detail: str | None = None, lead: str | None = None, **typed: Any
    ) -> None:
        self.when = when
        self.detail = detail
        self.lead = lead  # how the card words it, when not the plain "if successful"
        # the condition's typed fields (``missions``, ``number``), its detail written from them
        self.typed = typed

    @classmethod
    def on_missions(cls, when: str, check: fx.MissionCheck) -> Cond:
        """A condition on a side's missions, its detail written from the typed check."""
        return cls(when, check.words(), missions=check)

    @classmethod
    def in_play(cls, number: int) -> Cond:
        """ "If 3 heroes are still in play": the number typed, the detail written from it."""
        return cls("characters_in_play", fx.in_play_words(number), number=number)


class TimingWord(str):
    """A timing phrase ("during battle", "after being KO'd") as a name."""


def duration_of(children: list[Any]) -> fx.Duration:
    """The clause's duration: its own phrase, or the one its last card noun ended with."""
    d = find_first(children, DurationValue)
    if d is not None:
        return d.value
    carried = [c.duration for c in children if isinstance(c, Cards) and c.duration is not None]
    return carried[-1] if carried else None


def who_of(children: list[Any], default: str | None = None) -> str | None:
    w = find_first(children, Who)
    return str(w) if w is not None else default


def when_used_of(children: list[Any]) -> bool:
    """Whether a card modifier printed "when used to attack" / "when used for defense"."""
    return any(getattr(c, "when_used", False) for c in children if isinstance(c, PostPhrase))


class OnlyModal(ValueError):
    """A verb phrase whose clause kind states one modal (``known``: "may", "must", or "not"
    for a bar), built under another: the clause under the known modal is known, the verb phrase
    under the other is not (``modal_check`` may hold that clause under the printed modal)."""

    def __init__(self, known: str, message: str) -> None:
        super().__init__(message)
        self.known = known


class OnlyNegated(OnlyModal):
    """A verb phrase whose clause kind is a bar, built under another modal: the bar's clause
    is known, the verb phrase under that modal is not (``modal_check`` may hold it apart)."""

    def __init__(self, message: str) -> None:
        super().__init__("not", message)


def only_negated(phrase: str, make: Callable[[str | None], Any]) -> Pred:
    """A verb phrase card text only ever uses negated ("may not be attacked"): under any other
    modality it is never read as the bar (``OnlyNegated``)."""

    def build(who: str | None, modal: str | None) -> Any:
        if modal != "not":
            raise OnlyNegated(f"only '{phrase}' is known")
        return make(who)

    return Pred(build)


def permission(who: str | None, action: str, cards: Cards | None = None, **fields: Any):
    """A permission for the subject (this character when none is named); ``cards`` gives the
    kinds and icons of the cards a noun phrase names."""
    if cards is not None:
        fields.setdefault("card_kinds", tuple(cards.kinds))
        fields.setdefault("icons", tuple(cards.icons))
        set_limit(fields, cards)  # "of 4 or less": the cards' value limit
    return fx.Permission(who=subject_or_self(who), action=action, **fields)


def may_or_barred(action: str, barred: Callable[..., Any], duration: Any) -> Pred:
    """A verb that gives a permission ("may attack") or, negated, a bar ("may not attack")."""

    def build(who: str | None, modal: str | None) -> Any:
        if modal == "not":
            return barred(who=subject_or_self(who), duration=duration)
        return permission(who, action, duration=duration)

    return Pred(build)


def subject_or_self(who: str | None) -> str:
    return who if who else "self"


def player_or_default(who: str | None) -> str:
    return who if who else "player"


def cards_barred(who: str | None, cards: Cards, **fields: Any) -> fx.PlayRestriction:
    """A bar on the cards a noun phrase names ("may not use / place / play X cards"), on the
    subject (this character when none is named)."""
    if cards.source in ("hand", "battlesite"):
        # "may not play any Universe cards from his hand", "... with cards from Battlesite"
        fields.setdefault("source", cards.source)
    icons = tuple(cards.icons)
    if cards.icon_chosen_by:
        # "cards with icon of Poison Ivy's choice": a field names who picks the icon; the icons
        # keep "chosen", which matches no card, so an engine that reads only the icons bars
        # no card rather than every card
        fields.setdefault("icon_chosen_by", cards.icon_chosen_by)
    if "power_type:chosen" in cards.filters:
        # "Power cards of that Power Type": the Power Type a lead has someone choose
        fields.setdefault("power_type_chosen_by", "chosen")
    # "may not play any One Per Deck Special cards": the One Per Deck qualifier is one of the
    # barred kinds, as "No One Per Deck Special cards may be played" writes it
    opd = tuple(f for f in cards.filters if f in ("one_per_deck", "not_one_per_deck"))
    set_limit(fields, cards)  # "may not use Power cards of 8 or less": only those are barred
    if cards.level:
        fields.setdefault("levels", cards.level)  # "... Power cards level 1 through 4"
    return fx.PlayRestriction(
        who=subject_or_self(who),
        card_kinds=tuple(cards.kinds) + opd,
        icons=icons,
        **fields,
    )


class InheritPred(Pred):
    """A verb phrase joined to the clause before it, whose subject it shares:
    "Target Hero must discard all Placed cards and move into Reserve"."""


class MergeInto(Pred):
    """ "... and discard into Dead Pile": where the cards of the clause before go."""

    def __init__(self, pile: str, referent: str | None = None) -> None:
        super().__init__(build=self._alone)
        self.pile = pile
        # "discard it to the Dead Pile": the card the sentence before named ("it"/"them")
        self.referent = referent

    def _alone(self, who: str | None, modal: str | None) -> fx.Clause:
        if self.referent is not None:
            # "it" names a card no clause here holds: only a drawn-card condition gives one
            raise ValueError(f"'discard {self.referent}' names no card here")
        return fx.Discard(who=player_or_default(who), count="all", to=self.pile)


class FromSearched(Pred):
    """A verb phrase whose cards name no pile: after "Sort through X and ...", they come
    from X ("Sort through Defeated Heroes Pile and remove 1 Event card")."""

    def from_pile(self, who: str | None, modal: str | None, pile: str) -> Any:
        """The clause with its cards taken from ``pile``, the pile the sentence searched."""
        return replace(self.build(who, modal), from_=pile)


def last_who(item: Any) -> str | None:
    items = item if isinstance(item, list) else [item]
    for clause in reversed(items):
        if isinstance(clause, fx.Clause) and getattr(clause, "who", None):
            return clause.who
    return None


class ClauseBuilder(Transformer):
    """The base of every clause-family mixin: spans of the sentence's text (the composed
    ``SentenceTransformer`` holds ``norm`` and ``base``)."""

    norm: Any
    base: int

    def _span(self, meta: Any) -> tuple[int, int] | None:
        if getattr(meta, "empty", True):
            return None
        return self.norm.original_span(self.base + meta.start_pos, self.base + meta.end_pos)

    def _with_span(self, clause: fx.Clause, meta: Any) -> fx.Clause:
        if clause.span is None:
            return copied(clause, {"span": self._span(meta)})
        return clause
