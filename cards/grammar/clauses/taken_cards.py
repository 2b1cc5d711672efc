"""Verb phrases whose object is the cards the clause before them took or showed: "Puppet
Master may exchange this card for any 1 Special card in Dead Pile and play it immediately",
"sort through Draw Pile, select any Aspect card and play it immediately", "Target Character
must reveal any cards in Hand ..., and play those open-handed for remainder of battle",
"remove 1 Hit from ..., and put it in the Permanent Record of any teammate".

Each is parsed as a clause of its own (the joiner "and", then the verb phrase), so that the
grammar needs no terminal for the phrase; the sentence level then folds it into the clause
before, whose cards it names: an exchange becomes an exchange and play, a selection a
selection and play, and cards revealed are then played open-handed.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from rules.engine import effects as fx

from .card_wording import cards_text, filter_text, noun_words
from .shared import Cards, InheritPred, Pile, Pred

#: What taking a card becomes when the card is then played at once.
_AND_PLAY = {"exchange": "exchange_and_play", "select": "select_and_play"}


class _FoldedPhrase(Pred):
    """A phrase that only means something folded into the clause before it; alone (no clause
    before it took or showed what it names) it is not understood."""

    #: Why the phrase alone is not understood.
    alone: str = ""

    def __init__(self, span: tuple[int, int] | None) -> None:
        super().__init__(build=self._alone)
        self.span = span

    def _alone(self, who: str | None, modal: str | None) -> fx.Clause:
        raise ValueError(self.alone)


#: The phrases the sentence folds into the clause before them. One that has a ``fold_into``
#: method (the clause before -> the clauses it becomes, or ``None``) folds itself.
FoldedPhrase = _FoldedPhrase


class PlayTaken(_FoldedPhrase):
    """ "... and play it immediately": played at once, the card the clause before took."""

    alone = "'play it immediately' names no card taken before it"


class PlayOpen(_FoldedPhrase):
    """ "... and play those open-handed": the cards the clause before revealed stay shown."""

    alone = "'play those open-handed' names no cards revealed before it"

    def __init__(self, duration: Any, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.duration = duration


class PutTaken(_FoldedPhrase):
    """ "..., and put it in the Permanent Record of any teammate": where the Hits the clause
    before removed go."""

    alone = "'put it' names no Hit removed before it"

    def __init__(self, to: str | None, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.to = to


class PlaceChosen(_FoldedPhrase):
    """ "Choose one Special from Draw Pile and place (it) in Hand": where the cards the clause
    before chose go."""

    alone = "'place in' names no cards chosen before it"

    def __init__(
        self,
        pile: Pile,
        referent: bool,
        chosen: dict[Any, Cards],
        span: tuple[int, int] | None,
    ) -> None:
        super().__init__(span)
        self.pile = pile
        #: "place it", "put them": the cards are named by a pronoun
        self.referent = referent
        #: the cards of each choice of the sentence, by the span of its clause
        self.chosen = chosen


def chosen_to(cards: Cards, pile: Pile | None, referent: bool) -> list[fx.Clause]:
    """The clauses of choosing ``cards`` and placing them in ``pile`` (no spans yet)."""
    count = cards.count if cards.count is not None else 1
    if (
        pile is not None
        and str(pile) != "hand"
        and cards.source is None
        and cards.count is not None
        and not (cards.kinds or cards.icons or cards.names or cards.filters or cards.words)
        and referent
    ):
        # "Sort through opponent's Dead Pile. Choose any 2 cards and put them into
        # opponent's Draw Pile.": chosen among the cards looked through, then put there
        return [
            fx.ChooseCards(count=cards.count, from_="searched_cards"),
            fx.PutCards(count=cards.count, filter="chosen card", to=str(pile)),
        ]
    words = noun_words(cards)
    if words is not None and (pile is None or str(pile) == "hand"):
        # "Choose 1 Power card usable by Booster Gold from Power Pack and place in hand"
        source = str(cards.source or "draw_pile")
        # "choose any 1 Special card ...": the player picks which
        picked = True if cards.any_chosen else None
        return [
            fx.Draw(
                who="player",
                count=count,
                from_=source,
                to="hand",
                filter=words,
                chosen=True,
                any_chosen=picked,
            )
        ]
    return [
        fx.Draw(
            who="player",
            count=count,
            from_=cards.source or "draw_pile",
            to=str(pile) if pile is not None else "hand",
            filter="chosen " + cards_text(cards),
        )
    ]


class MoreCards(_FoldedPhrase):
    """ "..., and 1 Placed card of opponent's choice": a second object of the clause before's
    verb (a discard, the missions a team begins the game with)."""

    alone = "a card noun alone is not a sentence"

    def __init__(self, cards: Cards, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.cards = cards


class MoreNamedCards(MoreCards):
    """ "... play Robin "Loyal Partner" and Batman "The Dark Knight" Special cards": a second
    character's named cards after the first one's; the kinds and the duration printed after
    the second pair are those of both."""

    alone = "a character's named card alone is not a sentence"

    def __init__(
        self, owner: str, cards: Cards, duration: Any, span: tuple[int, int] | None
    ) -> None:
        super().__init__(cards, span)
        self.owner = owner
        self.duration = duration


def _named_pair(clause: fx.Clause, marker: MoreNamedCards) -> fx.Clause | None:
    """The permission to play (or place and play) the named cards of both characters."""
    cards = marker.cards
    if not (
        isinstance(clause, fx.Permission)
        and clause.action in ("play", "place_and_play")
        and clause.owner
        and clause.names
        and not clause.name_owners
        and cards.names
    ):
        return None
    if clause.card_kinds or clause.icons or clause.filters or clause.duration:
        return None  # what the pair shares is printed once, after the second
    if clause.count is not None or cards.count is not None or cards.icons or cards.filters:
        return None
    return replace(
        clause,
        owner=None,
        names=(*clause.names, *cards.names),
        name_owners=(clause.owner,) * len(clause.names) + (marker.owner,) * len(cards.names),
        card_kinds=tuple(cards.kinds),
        duration=marker.duration,
    )


def _more_kinds(clause: Any, cards: Cards) -> list[fx.Clause] | None:
    """ "discard all Special cards and Activator cards in Hand": a second kind of the cards
    the clause before discards, printed with its own noun and no count of its own (the count
    and the place printed once are those of both)."""
    if not (isinstance(clause, fx.Discard) and clause.count == "all" and clause.filter):
        return None
    if cards.count is not None or not cards.kinds:
        return None
    if cards.icons or cards.names or cards.words or cards.level or cards.filters:
        return None
    second = filter_text(Cards(kinds=cards.kinds, kinds_joined=cards.kinds_joined))
    return [
        replace(clause, filter=f"{clause.filter} and {second}", from_=cards.source or clause.from_)
    ]


def _more(clause: fx.Clause, cards: Cards) -> fx.Clause | None:
    """The clause for the second object ``cards`` of ``clause``'s verb, or ``None``."""
    if isinstance(clause, fx.Discard):
        placed = any(f.startswith("placed") for f in cards.filters)
        return replace(
            clause,
            count=cards.count if cards.count is not None else 1,
            from_=cards.source or ("placed" if placed else "hand"),
            filter=filter_text(cards),
        )
    if isinstance(clause, fx.StartingMissions) and cards.source and cards.count is not None:
        return replace(clause, pile=str(cards.source), count=cards.count)
    return None


def fold_play_taken(prev: Any, marker: Pred) -> Any:
    """``prev`` (a verb phrase, a clause or a list of them) with the phrase ``marker`` stands
    for folded into its last clause (inside a condition's clauses too), and the spans that
    ended with ``prev`` stretched over the phrase's words; ``None`` when its last clause took
    nothing the phrase could name."""
    if isinstance(prev, Pred):
        inner = prev

        def build(who: str | None, modal: str | None) -> Any:
            folded = _fold_built(inner.build(who, modal), marker)
            if folded is None:
                return marker.build(who, modal)
            return folded

        return Pred(build)
    return _fold_built(prev, marker)


def _fold_built(prev: Any, marker: Any) -> Any:
    items = list(prev) if isinstance(prev, list) else [prev]
    last = _folded(items[-1], marker) if items else None
    if last is None:
        return None
    items[-1:] = last
    end = max((c.span[1] for c in items if isinstance(c, fx.Clause) and c.span), default=None)
    span = getattr(marker, "span", None)
    if end is not None and span is not None:
        items = [_stretched(c, end, span[1]) for c in items]
    if isinstance(prev, list):
        out = copy.copy(prev)  # a Subjected list keeps its subject
        out[:] = items
        return out
    return items[0] if len(items) == 1 else items


def _folded(clause: Any, marker: Any) -> list[fx.Clause] | None:
    """The clauses ``clause`` becomes with the phrase folded in, or ``None``."""
    if isinstance(clause, fx.Condition) and clause.then:
        inner = _folded(clause.then[-1], marker)
        if inner is None:
            return None
        return [replace(clause, then=(*clause.then[:-1], *inner))]
    if isinstance(marker, PlayOpen) and _held_reveal(clause):
        # "Opponent may (not) reveal Hand and play open handed": both held under the modal
        shown, played = fold_play_open(clause.act[0], marker)
        return [replace(clause, act=(shown,)), replace(clause, act=(replace(played, span=None),))]
    if isinstance(clause, fx.ModalAction) and len(clause.act) == 1:
        # "X must exchange this card for ... and play it immediately": folded into the verb
        # phrase held under the printed modal, which stays held
        inner = _folded(clause.act[0], marker)
        if inner is None or len(inner) != 1:
            return None
        held = replace(clause, act=(replace(inner[0], span=None),))
        try:
            held.phrase()
        except ValueError:
            return None
        return [held]
    if isinstance(marker, InheritPred):
        # "... must discard all Placed cards and move into Reserve": a verb phrase with no
        # subject of its own, whose subject is the clause before's
        who = getattr(clause, "who", None)
        if not who:
            return None
        built = marker.build(who, None)
        built = built if isinstance(built, list) else [built]
        return [clause, *(replace(b, span=clause.span) for b in built)]
    if isinstance(marker, MoreNamedCards):
        pair = _named_pair(clause, marker)
        return None if pair is None else [pair]
    fold = getattr(marker, "fold_into", None)
    if fold is not None:
        return fold(clause)
    if isinstance(marker, MoreCards):
        kinds = _more_kinds(clause, marker.cards)
        if kinds is not None:
            return [replace(k, span=clause.span) for k in kinds]
        more = _more(clause, marker.cards)
        return None if more is None else [clause, replace(more, span=clause.span)]
    if isinstance(marker, PlaceChosen):
        cards = marker.chosen.get(clause.span) if isinstance(clause, fx.ChooseCards) else None
        if cards is None:
            return None
        built = chosen_to(cards, marker.pile, marker.referent)
        return [replace(c, span=clause.span) for c in built]
    if isinstance(marker, PutTaken):
        if isinstance(clause, fx.RemoveHits) and clause.to is None:
            return [replace(clause, to=marker.to)]
        return None
    if isinstance(marker, PlayOpen):
        if not isinstance(clause, fx.Reveal):
            return None
        if clause.usable_by:
            # "reveal any cards in Hand playable by X, and play those open-handed": only the
            # cards revealed are played open-handed
            played = fx.Permission(
                who=clause.who,
                action="play_open_handed",
                duration=marker.duration,
                filters=("revealed",),
            )
            return [clause, replace(played, span=clause.span)]
        return list(fold_play_open(clause, marker))
    if isinstance(clause, fx.Permission) and clause.action in _AND_PLAY:
        return [replace(clause, action=_AND_PLAY[clause.action])]
    return None


def _stretched(clause: Any, end: int, new_end: int) -> Any:
    """The clause (and the clauses it holds) with spans ending at ``end`` ending at ``new_end``."""
    if not isinstance(clause, fx.Clause):
        return clause
    then = getattr(clause, "then", None)
    if isinstance(then, tuple):
        clause = replace(clause, then=tuple(_stretched(c, end, new_end) for c in then))
    if clause.span and clause.span[1] == end:
        clause = replace(clause, span=(clause.span[0], new_end))
    return clause


def _held_reveal(clause: Any) -> bool:
    """Whether ``clause`` is the whole Hand revealed, held under a printed modal."""
    if not isinstance(clause, fx.ModalAction) or len(clause.act) != 1:
        return False
    shown = clause.act[0]
    return isinstance(shown, fx.Reveal) and not (
        shown.usable_by or shown.card_kinds or shown.icons or shown.count is not None or shown.to
    )


def fold_play_open(clause: fx.Reveal, marker: Any) -> tuple[fx.Reveal, fx.Permission]:
    """The Hand revealed and played open-handed from then on: the pair renders as "must reveal
    Hand and play open handed" (``joined.reveal_and_play_open``)."""
    shown = replace(clause, source=None)
    played = fx.Permission(who=shown.who, action="play_open_handed", duration=marker.duration)
    return shown, replace(played, span=shown.span)
