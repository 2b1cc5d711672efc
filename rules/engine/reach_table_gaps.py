"""Why the forms of partly applied clause kinds that the ten sets still print are not applied:
each names the form (with a card printing it, as an example) and what applying it would need
that the board or the tree does not hold. Added to the kind's ``limits`` in the reach matrix
(``reach_table``), so ``reach_report --json`` and the glossary say it where the kind is."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.reach_places import Reach
from rules.engine.shift_names import PAID
from rules.engine.shift_sources import NOT_READ, ONTO_HOME_BASE

#: A clause naming a hero or villain code (its ``who_code``) where its kind's reader does not
#: check one (``reach_unread.unread_field``).
CODE_GAP = (
    'one whose subject or aim names a hero or villain code ("Reserve hero", "any 2 of'
    " opponent's heroes\": more than the one a play names) where its reader does not check the code"
    " is not applied: read as any character, the ruling would be wider than the card"
    " (OR.code-rule)"
)

GAPS: dict[str, str] = {
    "additional_attack": CODE_GAP,
    "timing": CODE_GAP,
    "defense_modifier": CODE_GAP,
    "shift": f"{CODE_GAP}; {NOT_READ}: {ONTO_HOME_BASE} (Krakoa - The Living Island)".format(
        x="<X>"
    ),
    # "Teammate may discard 2 cards ... to move any attack ... onto Character with <card>"
    "paid_effect": f"one that buys a shift (Image Inducer): {PAID}",
    "cannot_defend": (
        "an aspect's or location's \"<home base> may not defend\" (Krakoa - The Living Island)"
        " names the home base, no character of the board an attack is made on (OR.setup): it"
        " is not applied"
    ),
    "discipline": (
        '"Hit counts towards Venture Total" after "Attack made on any of <home base>\'s Front'
        ' Line Characters is now made on <home base>" (Krakoa - The Living Island) counts the'
        " hits an aspect takes: the board holds a home base as a card, never as a character"
        ' hits land on, so there is no hit to count; "Cards may not be Placed or in Hand"'
        " after a discard (Shadow King - Astral Lifeform) leaves the discard no place the rules"
        " give a character's cards (OR.discard, OR.placing: the hand and the cards placed), so"
        ' which cards go is not settled; "All Hits remain" goes with the exchange of a KO\'d'
        " teammate (character_exchange), which is not applied"
    ),
    "permission": (
        "\"'Any Hero' Specials, excluding BQ, may be placed this battle\" (an event): a"
        " permission to place is not an action the resolver reads, and the special it leaves"
        " out is kept in the tree as words (its filters), not as a code the placing check could"
        " test (the placing check already lets a hero place an Any Hero special it may play,"
        ' OR.placing); "Opponent must use Activator cards ... until this Special has been'
        ' attacked with 4 Activator card attacks" (must_use): the board holds no activator'
        " cards in a hand to oblige, and when it ends is kept as words"
    ),
    "condition": (
        '"if using <mission> Mission with at least 1 Event card" counts the events of the'
        ' deck, which the board does not hold (only the mission a player uses); "If placed,'
        ' only that character may use the Special" follows a permission to place that is not'
        " applied (above; OR.placing already gives a placed card to its character alone)"
    ),
    "exclusive": (
        'one under a condition that is not applied ("If placed, only that character may use'
        ' the Special") is not applied with it'
    ),
    "venture_modifier": (
        "one under a mission condition that also counts the deck's events (\"with at least 1"
        ' Event card") is not applied: the board does not hold the deck'
    ),
    "targeted_attack": (
        '"<X> may attack any front line teammate using 1 of opponent\'s Placed cards": the'
        " card it attacks with is kept as words (using), and a play takes its cards from its"
        " own side's hand or placed cards, never the opponent's"
    ),
    "discard": (
        'a discard whose cards the tree keeps as words ("all placed Teamwork Teamwork Universe'
        ' cards", a misprint the grammar does not type) is not applied: which placed cards go'
        " is not in fields"
    ),
}


def add_gaps(reach: dict[str, Reach]) -> None:
    """Each kind's ``limits`` in ``reach`` with its gaps added."""
    for kind, why in GAPS.items():
        entry = reach[kind]
        reach[kind] = replace(entry, limits="; ".join(filter(None, (entry.limits, why))))
