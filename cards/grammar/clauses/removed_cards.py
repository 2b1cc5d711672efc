"""Cards taken out of a pile ("remove any 3 cards of Beast's choice", "remove any cards from
Thor's Draw Pile and discard into Dead Pile"): not out of the game, which "remove ... from the
game" says. And where the cards chosen before go ("Discard chosen cards into Dead Pile")."""

from __future__ import annotations

from dataclasses import replace

from rules.engine import effects as fx

from .card_wording import noun_words
from .shared import Cards, FirstCount, Pile, player_or_default

_CHOOSER = "choice_of:"
#: The filter "from the game" leaves on a card noun (``CardPhrases.from_game``): only "remove"
#: reads it, as where the cards go.
FROM_GAME = "from:game"


def removed_cards(who: str | None, cards: Cards) -> fx.RemoveCards:
    """The clause of "remove <cards>" with no "from the game": how many, which, chosen by
    whom, from which pile (the pile searched before, when the noun phrase names none)."""
    count: int | str | None = cards.count
    if count is None and cards.bare_any:
        count = "any_number"
    if count is None or cards.up_to:
        raise ValueError("how many cards are removed is not printed")
    choosers = [f.removeprefix(_CHOOSER) for f in cards.filters if f.startswith(_CHOOSER)]
    rest = replace(cards, filters=[f for f in cards.filters if not f.startswith(_CHOOSER)])
    words = noun_words(rest)
    if words is None or len(choosers) > 1:
        raise ValueError("a filter of the removed cards has no wording here")
    return fx.RemoveCards(
        who=player_or_default(who),
        count=count,
        any_chosen=cards.any_chosen,
        cards=None if words == "card" else words,
        from_=str(cards.source) if cards.source else None,
        owner=getattr(cards.source, "owner_name", None),
        chosen_by=choosers[0] if choosers else None,
        # "remove first card ...": the first one met going through the pile
        first_found=True if isinstance(count, FirstCount) else None,
    )


def names_chosen_cards(cards: Cards) -> bool:
    """Whether a noun phrase is "chosen cards" and nothing more: the cards chosen before."""
    plain = not (cards.kinds or cards.icons or cards.names or cards.source)
    return cards.count is None and cards.filters == ["chosen"] and plain


def discard_of_chosen(who: str | None, modal: str | None, pile: Pile | None) -> fx.Discard:
    """ "Discard chosen cards into Dead Pile": every card chosen before goes there."""
    return fx.Discard(
        who=player_or_default(who),
        count="all",
        from_="chosen",
        to=str(pile) if pile else "dead_pile",
        filter="chosen",
        may=modal == "may",
    )
