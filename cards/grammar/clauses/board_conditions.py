"""Conditions on the board a clause may hang on: where a character is ("If this character is
in reserve", "If teammate is on the front line") and how two sides compare ("If you have
fewer cards in hand than opponent", "If opponent has more characters than you"), and the end
of the battle after this one as the event a duration lasts until.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``). Each condition is typed by
its ``when``, its subject (``detail``; ``None`` for the card's player, "you") and, for a
comparison, the side compared with (``than``); the engine does not check them yet, so a clause
under one is reported not applied.
"""

from __future__ import annotations

from lark import Token, v_args

from .shared import ClauseBuilder, Cond, Who, find_first, words_of


def _sides(children) -> list[str | None]:
    """The two sides a comparison names, in order: a who, or ``None`` for "you"."""
    out: list[str | None] = []
    for c in children:
        if isinstance(c, Who):
            out.append(str(c))
        elif isinstance(c, Token) and c.value.lower() in ("you", "opponent"):
            out.append(None if c.value.lower() == "you" else "opponent")
    return out


@v_args(meta=True)
class BoardConditions(ClauseBuilder):
    def c_who_in_reserve(self, meta, children):
        return Cond("who_in_reserve", str(find_first(children, Who)))

    def c_on_front_line(self, meta, children):
        return Cond("on_front_line", str(find_first(children, Who)))

    def _compared(self, children, noun: str) -> Cond:
        who, than = _sides(children)
        more = "more" in words_of(children)
        return Cond(f"{'more' if more else 'fewer'}_{noun}_than", who, than=than or "you")

    def c_cards_in_hand_than(self, meta, children):
        return self._compared(children, "cards_in_hand")

    def c_characters_than(self, meta, children):
        return self._compared(children, "characters")

    def until_next_battle_end(self, meta, children):
        # "until the end of the next battle": the event, in the game's words
        return "the end of the next battle"
