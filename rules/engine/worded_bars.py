"""Events that bar every card carrying a word: "No cards with the word "Negate" may be played
this battle" (a ``play_restriction`` with ``words``, on every character). A card played in
response whose text carries the word is refused, as an attack's cards are (MR.19, MR.1)."""

from __future__ import annotations

from rules.engine.card_filters import ICON_WORDS
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Effect

#: The subjects of a bar on every player's cards.
EVERY_PLAYER = frozenset({"all_characters", "any_character", "each_player", "both_players"})


def carries_word(cards: list[CardUse], words: tuple[str, ...]) -> bool:
    """Whether the printed text of any of ``cards`` carries one of ``words`` ("cards with the
    word "Negate""): the bar is on the printed word itself."""
    text = " ".join((c.defn.text or "").lower() for c in cards)
    return any(w.lower() in text for w in words)


def worded_match(
    cards: list[CardUse], card_kinds: set[str], words: tuple[str, ...], icons: tuple[str, ...] = ()
) -> bool:
    """Whether a bar's words catch a play: "cards with the word "Negate"" by the printed word;
    "Only attacks made with Universe cards may be played against Steel", "Only Teamwork
    Universe cards that act as Strength attacks may be played" (``only:`` words) every attack
    made without a card of the kinds it names, or not of the type it acts as."""
    only = {w.split(":", 1)[1] for w in words if w.startswith("only:")}
    if only:
        acts = {w.split(":", 1)[1] for w in only if w.startswith("acts_as:")}
        acts |= only & ICON_WORDS  # "Only Fighting attacks may be played against Black Cat"
        kinds = {w for w in only if not w.startswith("acts_as:")} - {"attack"} - ICON_WORDS
        return not (kinds <= card_kinds and (not acts or bool(acts & set(icons))))
    return carries_word(cards, words)


def worded_bar(effects: list[Effect], card: CardUse, player: str) -> Effect | None:
    """The effect in play that keeps ``card`` (played by ``player``) off the table by a word
    of its text, if any."""
    for e in effects:
        for c in e.clauses:
            words = tuple_of(c.get("words"))
            if c.get("kind") != "play_restriction" or not words:
                continue
            if c.get("verb", "play") not in ("play", None):
                continue
            who = c.get("who")
            if not (
                who in EVERY_PLAYER
                or (who in ("opponent", "opponent_team") and e.player != player)
                or (who == "team" and e.player == player)
            ):
                continue
            if carries_word([card], words):
                return e
    return None
