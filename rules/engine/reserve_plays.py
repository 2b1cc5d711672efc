"""Permissions to play cards from the reserve, read in one place (OR.reserve, MR.14, MR.1).

The reserve plays no card unless a card says so: its own inherent ability ("May play
"Dynamite Delivery" from Reserve", "may attack with Energy Power cards while in Reserve"),
the card itself ("May be played from Reserve"), or an effect in play for a team's reserve
("Reserve hero can play specials from reserve this battle": the permission's ``who`` is
``reserve``, its ``who_code`` the code the reserve must carry, OR.code-rule). The resolver's
attacks (``attacks``), the attack's own text (``combine``: a permission for a team's reserve
is left in play, a card's own is part of its play) and the discard phase (``discard``: the
cards the reserve may play count as hand, OR.discard.placed) all ask this module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.card_identity import code_letter, same_name, special_title, subtype_of
from rules.engine.cards import CardDef
from rules.engine.clauses import tuple_of
from rules.engine.who_codes import NOT_GIVEN, code_fits, not_given

#: A permission letting a reserve play (or attack with) the cards it names.
RESERVE_PLAYS = frozenset({"play_from_reserve", "attack_from_reserve"})
#: A card's own permission to be played (or placed) by the reserve.
OWN_PLAYS = frozenset({"play_this_from_reserve", "place_this_from_reserve"})
#: Universe subtypes a permission may name as a kind of card ("teamwork cards").
SUBTYPE_KINDS = ("teamwork", "ally", "training", "basic")


@dataclass(frozen=True)
class Held:
    """A card as the reader sees it: its kind, subtype, icons, and whether a name is its."""

    kind: str
    subtype: str
    icons: frozenset[str]
    named: Callable[[str], bool]


def held(defn: CardDef) -> Held:
    """``defn`` as the reader sees it (its printed title or its name)."""
    title = special_title(defn)
    return Held(
        defn.kind,
        subtype_of(defn),
        frozenset(defn.icons),
        lambda n: same_name(n, title) or same_name(n, defn.name),
    )


def kind_matches(kind: str, subtype: str, kinds: tuple[str, ...]) -> bool:
    """Whether a card of ``kind`` (and ``subtype``) is one of the ``kinds`` a clause names
    (``teamwork`` is a universe subtype); no kind named matches every card."""
    return not kinds or any(k == kind or (k in SUBTYPE_KINDS and subtype == k) for k in kinds)


def covers(clause: dict[str, Any], card: Held) -> bool:
    """Whether a permission covers ``card``: the cards it names, else its kinds and icons."""
    names = tuple_of(clause.get("names"))
    if names:
        return any(card.named(n) for n in names)
    icons = tuple_of(clause.get("icons"))
    return kind_matches(card.kind, card.subtype, tuple_of(clause.get("card_kinds"))) and (
        not icons or bool(set(icons) & card.icons)
    )


def covers_all(clause: dict[str, Any], defns: Iterable[CardDef]) -> bool:
    """Whether the permission covers every card of a play (and the play has cards)."""
    cards = [held(d) for d in defns]
    return bool(cards) and all(covers(clause, c) for c in cards)


def grants_reserve_play(clause: dict[str, Any]) -> bool:
    """A permission letting a reserve play or attack with cards from the reserve."""
    return clause.get("kind") == "permission" and clause.get("action") in RESERVE_PLAYS


def own_play(clause: dict[str, Any]) -> bool:
    """A card's own "May be played (placed) from Reserve"."""
    return clause.get("kind") == "permission" and clause.get("action") in OWN_PLAYS


def for_a_reserve(clause: dict[str, Any]) -> bool:
    """A permission for a team's reserve ("Reserve hero can play specials from reserve"): an
    effect left in play, not part of the card's own play."""
    return grants_reserve_play(clause) and clause.get("who") == "reserve"


def inherent_lets(char: Any, defns: Iterable[CardDef]) -> bool:
    """The character's own inherent ability lets it play these cards from the reserve."""
    defns = list(defns)
    return any(
        grants_reserve_play(c) and not for_a_reserve(c) and covers_all(c, defns)
        for c in char.inherent_clauses
    )


def granted(
    effects: Iterable[Any], char: Any, defns: Iterable[CardDef]
) -> tuple[Any, dict[str, Any], bool | None] | None:
    """(effect, clause, whether ``char`` carries its code) of an effect in play letting a
    team's reserve play these cards; a grant whose code ``char`` carries first."""
    defns = list(defns)
    found = [
        (e, c, code_fits(c.get("who_code"), char))
        for e in effects
        for c in e.clauses
        if for_a_reserve(c) and covers_all(c, defns)
    ]
    found.sort(key=lambda f: {True: 0, None: 1, False: 2}[f[2]])
    return found[0] if found else None


def reserve_code_carried(clause: dict[str, Any], code: str, code_rule: bool) -> bool:
    """In the discard phase (a catalogue character's printed ``code``; blank: printed
    without one, either), whether the reserve carries the code the permission names."""
    wanted = code_letter(clause.get("who_code"))
    own = code_letter(code)
    return not (code_rule and wanted and own and wanted != own)


#: The rules a play from the reserve an effect in play allows cites.
GRANT_RULES = ("OR.reserve", "MR.19", "OR.code-rule")


def granted_note(effects: Iterable[Any], char: Any, defns: Iterable[CardDef]) -> str | None:
    """The note saying which effect in play lets ``char``, the reserve, play these cards, or
    None when none does; refused (``Illegal``) when one would but ``char`` does not carry its
    code, or its code is not given (OR.code-rule.not-given)."""
    found = granted(effects, char, defns)
    if found is None:
        return None
    effect, clause, fits = found
    if fits is True:
        return f"{effect.card.name} in play lets the reserve play them"
    code = clause.get("who_code")
    why = not_given(char.name) if fits is None else f"{char.name} is not a {code}"
    rules = ["OR.reserve", "OR.code-rule", *([NOT_GIVEN] if fits is None else [])]
    raise Illegal(rules, f"{effect.card.name} lets a reserve {code} play them, and {why}")
