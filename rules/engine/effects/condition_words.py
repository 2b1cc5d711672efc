"""The words of conditions and moments, in the game's words: the states of the board and the
acts a condition hangs on, and the moments of a battle or phase a lead names (the grammar's own
tokens said back; ``conditions`` renders the clauses with them)."""

from __future__ import annotations

from rules.engine.effects.base import Clause, verb_phrase_of
from rules.engine.effects.game_words import who_text

# Conditions on a state of the board any clause may hang on ("If <subject> has 3 or more Hits,",
# "If opponent has no cards in hand,", "When <subject> is attacked,", "If you win the
# battle,"); the engine does not check them yet, so a clause under one is reported not applied.
STATE_TEXT: dict[str, str] = {
    "hits_at_least": "if {detail} has {number} or more Hits",
    "hits_at_most": "if {detail} has {number} or fewer Hits",
    "no_cards_in_hand": "if {detail} has no cards in hand",
    "attacked": "when {detail} is attacked",
    "wins_battle": "if {detail} {verb} the battle",
    # "If opponent has 3 or more cards in hand": the cards a player holds
    "cards_in_hand_at_least": "if {detail} has {number} or more cards in hand",
    "cards_in_hand_at_most": "if {detail} has {number} or fewer cards in hand",
    # passive conditions on a character: "If this character is attacked (this battle)", "If
    # teammate has been hit", "If you lose the battle"
    "is_attacked": "if {detail} is attacked",
    "been_attacked": "if {detail} has been attacked",
    "been_hit": "if {detail} has been hit",
    "loses_battle": "if {detail} {lose} the battle",
    # where a character is: "If this character is in reserve", "... is on the front line"
    "who_in_reserve": "if {detail} is in reserve",
    "on_front_line": "if {detail} is on the front line",
    # two sides compared: "If you have fewer cards in hand than opponent"
    "more_cards_in_hand_than": "if {detail} {have} more cards in hand than {than}",
    "fewer_cards_in_hand_than": "if {detail} {have} fewer cards in hand than {than}",
    "more_characters_than": "if {detail} {have} more characters than {than}",
    "fewer_characters_than": "if {detail} {have} fewer characters than {than}",
}


# Conditions on what a subject does ("Unless opponent discards 1 card, ...", "If teammate draws
# 2 cards, ...") or cannot do ("If opponent cannot, ...": what the clause before asks); the
# engine does not check them yet, so a clause under one is reported not applied.
ACT_TEXT: dict[str, str] = {
    "act": "if {who} {act}",
    "unless_act": "unless {who} {act}",
    "unable": "if {who} cannot {act}",
}


def third_person(phrase: str) -> str:
    """A verb phrase with its verb in the third person ("discard 1 card" -> "discards 1 card")."""
    verb, _, rest = phrase.partition(" ")
    verb += "es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s"
    return f"{verb} {rest}".strip()


def act_head(when: str, who: str | None, act: tuple[Clause, ...]) -> str:
    """A condition on what ``who`` does, in the card's words: the verb phrase of each act,
    third person after "if" and "unless", the plain verb after "cannot" (nothing when the
    condition names the clause before's act)."""
    phrases = [verb_phrase_of(c, who) for c in act]
    if when != "unable":
        phrases = [third_person(p) for p in phrases]
    text = ACT_TEXT[when].format(who=who_text(who), act=" and ".join(phrases))
    return text.strip()


# The moments of a battle an event's effect happens at, printed as the lead of its sentence.
LEAD_TIMINGS = frozenset({"after_placing", "after_playing", "before_discarding"})

# The moments of a battle a lead names, in the game's words ("At the beginning of each
# battle, draw 1 card.").
BATTLE_MOMENTS: dict[str, str] = {
    "beginning_of_each_battle": "at the beginning of each battle",
    "beginning_of_battle": "at the beginning of the battle",
    "before_attacks": "before any attacks are made",
    "end_of_each_battle": "at the end of each battle",
}

#: The phases a moment lead names, and how the moment is said before them.
_PHASES = frozenset({"draw", "placing", "venture", "discard"})
_MOMENTS = (
    ("end_of_", "at the end of"),
    ("beginning_of_", "at the beginning of"),
    ("after_", "after"),
)


def phase_moment_text(when: str) -> str | None:
    """A moment of a phase leading a sentence, in the game's words ("at the end of the Discard
    Phase", "at the beginning of each Draw Phase", "after the Venture Phase"), or None. The
    grammar's own token (``end_of_each_discard_phase_of_next_battle``) is read by its parts."""
    later = when.endswith("_of_next_battle")
    core = when.removesuffix("_of_next_battle")
    found = next(((p, m) for p, m in _MOMENTS if core.startswith(p)), None)
    if found is None:
        return None
    rest, moment = core.removeprefix(found[0]), found[1]
    each = rest.startswith("each_")
    phase = rest.removeprefix("each_").removesuffix("_phase")
    if not rest.endswith("_phase") or phase not in _PHASES:
        return None
    return f"{moment} {'each' if each else 'the'} {phase.title()} Phase{' of next battle' if later else ''}"
