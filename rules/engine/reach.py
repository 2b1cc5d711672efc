"""Where the engine applies each clause kind of the effect tree, and where it does not yet.

The grammar turns card text into clauses of many kinds; the engine applies some of them. This
table says, for every kind the engine reads, the places it is applied and how, so that a judge
(and ``manage.py reach_report``) can see what the service takes into account, and a resolution
can say "not applied: ..." instead of passing a clause over in silence.

Places: ``resolve`` (the resolver: attacks, defenses, shifts, effects in play; the KO and
defense checks run the same resolver), ``ko`` (KO thresholds and spectrum), ``defense``
(legality of a defense), ``venture`` (the venture total shown with a resolution).
A clause whose kind is not in ``REACH`` is not applied anywhere. Structural kinds
(``condition``) are applied when the resolver evaluates their condition and every clause
they carry is applied.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.engine.bonuses import grants_basic_universe
from rules.engine.borrowed_grids import lends_front_line_grid, plays_every_power
from rules.engine.card_attacks import guards_in_front
from rules.engine.clauses import unconsumed_words, unparsed_text
from rules.engine.conditions_in_play import read_through
from rules.engine.discard_chosen import names_chosen
from rules.engine.effect_choices import is_effect_choice
from rules.engine.effects import clause_from_json
from rules.engine.ko_immunity import HOME_BASE_KINDS
from rules.engine.placed_discards import placed_read
from rules.engine.placing_owed import owes_placing
from rules.engine.play_affecting import reads_affecting
from rules.engine.played_card_draws import times_played_draws
from rules.engine.played_limits import read_with_play
from rules.engine.printed_levels import unnumbered_without_level
from rules.engine.reach_forms import (
    APPLIED_CONDITIONS,
    APPLIED_DISCIPLINES,
    APPLIED_FORMS,
    APPLIED_PERMISSIONS,
    BORROWED_GRID_PLACES,
    BY_CARD_RULE,
    CONDITION_FORMS,
    FORM_PLACES,
    NOTHING_TO_APPLY,
    PERMISSION_PLACES,
    STRUCTURAL,
)
from rules.engine.reach_table import NOT_APPLIED_BECAUSE, PLACE_TITLES, PLACES, REACH, Reach
from rules.engine.reach_unread import unread_field
from rules.engine.reach_why import clause_reason
from rules.engine.shift_names import bought_shift
from rules.engine.shift_sources import names_home_base
from rules.engine.special_permissions import PLAY_SPECIALS, grants_specials
from rules.engine.standing_restrictions import restriction_read
from rules.engine.switched_hits import reads_switch
from rules.engine.teamwork_permissions import grants_teamwork
from rules.engine.timed_leads import applied_at, lead_of, why_not
from rules.engine.use_restrictions import reads_use_restriction

#: The matrix and its forms live in ``reach_table`` and ``reach_forms``; the project reads
#: them from here.
__all__ = [
    "clause_reason",
    "NOT_APPLIED_BECAUSE",
    "PLACES",
    "PLACE_TITLES",
    "REACH",
    "Reach",
    "NOTHING_TO_APPLY",
    "STRUCTURAL",
    "APPLIED_CONDITIONS",
    "APPLIED_FORMS",
    "APPLIED_PERMISSIONS",
    "APPLIED_DISCIPLINES",
    "PERMISSION_PLACES",
    "places_of",
    "nested",
    "walk",
    "is_applied",
    "said_by_shift",
    "not_applied",
    "clause_words",
    "warning",
    "clause_warning",
    "understanding_warning",
]


def places_of(kind: str | None) -> tuple[str, ...]:
    reach = REACH.get(kind or "")
    return reach.places if reach else ()


def nested(clause: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The clauses a structural clause carries (a condition's ``then``)."""
    for key in ("then", "options"):
        value = clause.get(key)
        if isinstance(value, list | tuple):
            for item in value:
                if isinstance(item, dict) and "kind" in item:
                    yield item
                elif isinstance(item, list | tuple):
                    yield from (x for x in item if isinstance(x, dict) and "kind" in x)


def walk(clauses: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every clause, with the clauses structural ones carry."""
    for c in clauses:
        yield c
        yield from walk(nested(c))


def is_applied(
    clause: dict[str, Any], place: str | None = None, card: tuple[str, str] | None = None
) -> bool:
    """Whether the engine applies this clause (at ``place``, or anywhere) of a card of kind
    and subtype ``card``."""
    kind = clause.get("kind")
    if kind in NOTHING_TO_APPLY:
        return True
    if unread_field(clause) is not None:
        return False
    if kind == "attack" and unnumbered_without_level(clause):
        return False  # "a level Any-Power attack": no printed level numbers it (printed_levels)
    if kind == "play_restriction" and clause.get("affecting") and not reads_affecting(clause):
        return False  # cards "that affect" something play_affecting does not read
    if kind == "defense_restriction" and not restriction_read(clause):
        return False  # attacks named in words standing_restrictions does not read
    if kind == "use_restriction" and not reads_use_restriction(clause):
        return False  # a use the defense check does not tell apart (use_restrictions)
    if kind in ("copy_hit", "copy_special") and clause.get("copy_unnamed"):
        return False  # the play names no hit, or no special, copied (copied_hits, _specials)
    if kind == "switch_cards" and (clause.get("switch_unnamed") or not reads_switch(clause)):
        return False  # the play names no hits switched, or words not read (switched_hits)
    if kind == "cannot_be_kod" and (card or ("",))[0] in HOME_BASE_KINDS:
        return False  # "<home base> may not be KO'd": no character of the board (ko_immunity)
    if bought_shift(clause):
        return False  # a shift bought with a cost paid at the table (shift_names)
    if kind == "cannot_defend" and names_home_base(clause, card):
        return False  # "<home base> may not defend": no character of the board (shift_sources)
    after_use = kind == "discipline" and clause.get("action") == "discard_after_use"
    if after_use and card and card[0] != "tactic":
        return False  # an artifact's clauses are applied whole, with it (artifact_negation)
    if kind == "cannot_defend" and clause.get("type_unnamed"):
        return False  # "power type of X's choice": the play names no type (chosen_types)
    if (
        kind == "discard"
        and clause.get("from") == "hand"
        and "in:play" in str(clause.get("filter"))
    ):
        return False  # cards "in play" the tree takes from the hand: not the card's pile
    if kind == "play_restriction" and clause.get("type_unnamed"):
        return False  # "Power Type of Kingpin's choice": no type named (chosen_type_restrictions)
    if kind in ("discard", "play_restriction") and clause.get("icon_unnamed"):
        return False  # "with icon of Leech's choice": the play names no icon (chosen_icons)
    if kind == "discard" and (card or ("",))[0] == "event" and not placed_read(clause):
        return False  # an event's "Discard all placed <kind> cards" (resolve_events)
    if kind == "permission" and clause.get("action") in BY_CARD_RULE.get(card or ("", ""), ()):
        return True
    if kind == "permission" and clause.get("action") == "must_place":
        # every card that fits a front-line character placed before the battle (placing_owed)
        return owes_placing(clause) and place in (None, "resolve")
    if kind == "permission" and clause.get("action") == "keep_duplicates":
        # duplicates of the Power card chosen with the card in play (discard_chosen)
        return names_chosen(clause) and place in (None, "discard")
    places = places_of(kind)
    if kind in FORM_PLACES:
        places = FORM_PLACES[kind](clause)
    if kind == "permission":
        action = str(clause.get("action"))
        places = PERMISSION_PLACES.get(
            action, ("resolve",) if action in APPLIED_PERMISSIONS else ()
        )
    if kind == "permission" and lends_front_line_grid(clause):
        places = BORROWED_GRID_PLACES[str(clause.get("purpose"))]
    elif kind == "permission" and plays_every_power(clause):
        places = ("resolve", "defense")  # any power card, whatever the grid (borrowed_grids)
    elif (
        kind == "permission"
        and clause.get("action") in PLAY_SPECIALS
        and not grants_specials(clause)
        and not grants_teamwork(clause)
        and not ((card or ("",))[0] == "character" and grants_basic_universe(clause))
    ):
        return False  # other cards' kinds, or a later battle's: not held by the engine
    if kind in APPLIED_FORMS and not APPLIED_FORMS[kind](clause):
        return False
    if kind == "discipline":
        places = APPLIED_DISCIPLINES.get(str(clause.get("action")), ())
    if kind == "choice" and is_effect_choice(clause):
        # the option the play takes is applied as the card's clauses (``effect_choices``)
        if clause.get("unchosen"):
            return False
        return all(is_applied(c, place, card) for c in nested(clause))
    if not places or (place is not None and place not in places and kind not in STRUCTURAL):
        return False
    if kind == "permission" and isinstance(clause.get("attacks"), int):
        return False  # a granted avoid limited to a number of attacks: uses not counted
    if kind == "condition" and clause.get("when") not in APPLIED_CONDITIONS:
        form = CONDITION_FORMS.get(str(clause.get("when")))
        if form is not None and form(clause):
            return all(is_applied(c, None, card) for c in nested(clause))
        return read_through(clause)
    if kind in STRUCTURAL:
        return all(is_applied(c, place, card) for c in nested(clause))
    return True


def said_by_shift(clause: dict[str, Any], clauses: list[dict[str, Any]]) -> bool:
    """ "Teammate may defend" after "All attacks made on X are made on target teammate": the
    card's shift already lets the character the attack is moved to defend (MR.9), and the
    resolver applies that with the shift."""
    return (
        clause.get("kind") == "permission"
        and clause.get("action") == "defend"
        and clause.get("who") in ("teammate", "target")
        and not clause.get("card_kinds")
        and any(c.get("kind") == "shift" and c.get("may_defend") for c in clauses)
    )


def not_applied(
    clauses: Iterable[dict[str, Any]],
    place: str | None = None,
    card: tuple[str, str] | None = None,
) -> list[dict]:
    """The clauses (innermost, for structural ones) that the engine does not apply."""
    out: list[dict[str, Any]] = []
    clauses = list(clauses)
    for c in clauses:
        if said_by_shift(c, clauses) or guards_in_front(c, clauses) or read_with_play(c, clauses):
            continue  # read with the card that says it (a shift; attacks on it; its play)
        if times_played_draws(c, clauses):
            continue  # when the card's draws for each card played happen (played_card_draws)
        moment = lead_of(c, clauses)
        if moment is not None and not applied_at(moment, c, card[0] if card else None):
            out.append(c)  # led to a moment where the engine does not apply it (timed_leads)
        elif c.get("kind") == "condition" and c.get("when") in APPLIED_CONDITIONS:
            out.extend(not_applied(nested(c), place, card))
        elif not is_applied(c, place, card):
            out.append(c)
    return out


def clause_words(clause: dict[str, Any]) -> str:
    """The clause in the game's words (its canonical text), for "not applied: ..." notes."""
    try:
        text = clause_from_json(dict(clause)).render()
    except (KeyError, TypeError, ValueError):  # an older tree's clause: name its kind instead
        text = ""
    text = text.strip().rstrip(".") or str(clause.get("kind", "clause")).replace("_", " ")
    if clause.get("unchosen"):
        text += " (the play names no option taken)"
    return text


def led_words(
    clause: dict[str, Any], clauses: list[dict[str, Any]], card_kind: str | None = None
) -> str:
    """The clause in the game's words, with why it is not applied when a lead names the
    moment it waits for (``timed_leads``)."""
    moment = lead_of(clause, clauses)
    if moment is None:
        return clause_words(clause)
    return f"{clause_words(clause)} ({why_not(moment, clause, card_kind)})"


def warning(
    name: str,
    clauses: Iterable[dict[str, Any]],
    play: int | None,
    place: str | None = None,
    card: tuple[str, str] | None = None,
) -> dict[str, Any] | None:
    """The warning of a resolution or check for a card's clauses not applied (at ``place``,
    or anywhere): the card, the play it came with, the clause kinds and their words."""
    clauses = list(clauses)
    missing = not_applied(clauses, place, card)
    if not missing:
        return None
    words = list(dict.fromkeys(led_words(c, clauses, card[0] if card else None) for c in missing))
    where = f" in the {PLACE_TITLES[place]}" if place else ""
    out = {
        "card": name,
        "play": play,
        "kinds": sorted({str(c.get("kind")) for c in missing}),
        "not_applied": words,
        "text": f"{name}, not applied{where}: " + "; ".join(words),
    }
    why = list(dict.fromkeys(w for c in missing if (w := clause_reason(c)) is not None))
    return {**out, "why": why} if why else out


def clause_warning(card: str, play: int | None, clause: dict[str, Any], text: str) -> dict:
    """The warning for one clause of a card that the board cannot let the engine apply (a
    condition it does not say, a character it does not name): ``text`` says why."""
    return {
        "card": card,
        "play": play,
        "kinds": [str(clause.get("kind"))],
        "not_applied": [clause_words(clause)],
        "text": text,
    }


def understanding_warning(name: str, effect: Any, play: int | None) -> dict[str, Any] | None:
    """The warning for a card whose text the grammar did not fully understand: sentences not
    parsed are not applied, and words not understood may change what was applied."""
    missing, words = unparsed_text(effect), list(dict.fromkeys(unconsumed_words(effect)))
    if not missing and not words:
        return None
    parts = [f'not understood, so not applied: "{t}"' for t in missing]
    if words:
        parts.append("words not understood (check what they change): " + ", ".join(words))
    return {
        "card": name,
        "play": play,
        "kinds": [],
        "not_applied": missing,
        "not_understood": words,
        "text": f"{name}, " + "; ".join(parts),
    }
