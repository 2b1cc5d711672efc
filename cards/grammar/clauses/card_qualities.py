"""What the card just chosen or found may not be: "Choose 1 Special card ... and place in hand.
May not be a "One Per Deck"." (a quality of cards, printed as a kind or quoted as its name)."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .shared import ClauseBuilder, Pred

# Card qualities the cards name in quotes, by their printed words, as ``Cards`` filters.
_QUOTED_QUALITIES = {"one per deck": "one_per_deck"}
# The qualities a chosen card may be told not to have, as the kind words that render them.
_QUALITY_WORDS = {"one_per_deck": "one_per_deck"}


@v_args(meta=True)
class CardQualities(ClauseBuilder):
    def be_of_kind(self, meta, children):
        quoted = [c for c in children if isinstance(c, Token) and c.type == "QUOTED"]
        if quoted:
            words = " ".join(quoted[0].value.strip('"').lower().replace("-", " ").split())
            if words not in _QUOTED_QUALITIES:
                raise ValueError("a quoted card quality has no reading here")
            qualities, kinds = [_QUOTED_QUALITIES[words]], []
        else:
            cards = apply_adjs(children)
            extra = [f for f in cards.filters if f not in _QUALITY_WORDS]
            if extra or cards.icons or cards.level or cards.names:
                raise ValueError("a filter of the card that may not be so has no wording here")
            qualities, kinds = list(cards.filters), list(cards.kinds)
        if not qualities:
            raise ValueError("a card said not to be of a kind names no quality")
        card_kinds = (*(_QUALITY_WORDS[q] for q in qualities), *kinds)

        def build(who, modal):
            if modal != "not" or who not in (None, "self"):
                raise ValueError("only a card that may not be of a kind has a reading here")
            return fx.NotOfKind(card_kinds=card_kinds)

        return Pred(build)
