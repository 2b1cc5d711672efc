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
from dataclasses import dataclass
from typing import Any

from rules.engine.clauses import unconsumed_words, unparsed_text
from rules.engine.conditions_in_play import read_through
from rules.engine.effects import clause_from_json
from rules.engine.ko_effects import holds_at_ko
from rules.engine.special_permissions import PLAY_SPECIALS, grants_specials

PLACES: tuple[str, ...] = ("resolve", "ko", "defense", "venture", "discard", "deck")
PLACE_TITLES = {
    "resolve": "resolution",
    "ko": "KO check",
    "defense": "defense check",
    "venture": "venture total",
    "discard": "discard phase",
    "deck": "deck check",
    # No kind is applied here: the engine does not read a home base's own text yet.
    "home_base": "home base's text",
}


@dataclass(frozen=True)
class Reach:
    places: tuple[str, ...]
    how: str
    limits: str = ""


REACH: dict[str, Reach] = {
    "attack": Reach(
        ("resolve", "defense"),
        "its level and power types make the attack value and the hit it leaves",
    ),
    "acts_as_power": Reach(
        ("resolve", "defense"),
        "the card is played as a power card of that level and type, in attack or defense",
    ),
    "hit": Reach(("resolve", "ko"), "the hits the card places land on the target"),
    "avoid": Reach(("resolve", "defense"), "the defense avoids the attack, within its limits"),
    "negate": Reach(("resolve", "defense"), "the defense negates the attack or card"),
    "shift": Reach(("resolve",), "the attack is moved to another character"),
    "defense_restriction": Reach(
        ("resolve", "defense"), "the attack may only (or may not) be defended with those cards"
    ),
    "venture_modifier": Reach(
        ("venture",), "the effect in play changes the venture total shown after the battle"
    ),
    "no_venture": Reach(
        ("venture",), "the hits it names do not count toward the venture total shown"
    ),
    "attack_modifier": Reach(
        ("resolve",), "effects in play add to or take from attack values they name"
    ),
    "defense_modifier": Reach(
        ("resolve", "defense"), "effects in play add to or take from defense values"
    ),
    "grid_change": Reach(("resolve",), "the character's power grid changes while it lasts"),
    "ko_threshold": Reach(
        ("resolve", "ko"), "the KO threshold changes, and characters are checked again"
    ),
    "remove_hits": Reach(("resolve", "ko"), "the hits named are removed from the record"),
    "additional_attack": Reach(("resolve",), "the follow-up attacks it grants are offered"),
    "combine": Reach(("resolve",), "the cards it may combine with are allowed in the attack"),
    "cannot_be_attacked": Reach(("resolve", "defense"), "attacks on the character are refused"),
    "must_attack": Reach(("resolve",), "attacks must be made on the character it names"),
    "play_restriction": Reach(
        ("resolve", "defense"), "cards it forbids may not be played while it lasts"
    ),
    "draw": Reach(("resolve",), "the step says who draws and how many"),
    "discard": Reach(("resolve",), "the step says who discards and how many"),
    "mission_move": Reach(("resolve",), "the step says which mission cards move"),
    "reshuffle": Reach(("resolve",), "the step says which pile is reshuffled into which"),
    "search": Reach(("resolve",), "the step says who looks at how many cards of which pile"),
    "cut_pile": Reach(("resolve",), "the step says who cuts which pile"),
    "choose_cards": Reach(("resolve",), "the step says who chooses how many cards, from where"),
    "reveal": Reach(("resolve",), "the step says who reveals which cards of the hand"),
    "venture_cards": Reach(
        ("resolve",), "the step says who may venture how many mission cards, with no penalty"
    ),
    "paid_effect": Reach(
        ("resolve",),
        "the step says the cost (cards discarded from a pile) and the effect it buys, for the"
        " table to carry out",
        "the engine holds neither the piles paid from nor the card chosen, so the effect"
        " bought is stated, not applied to the board",
    ),
    "trigger": Reach(
        ("discard",),
        "what an event says happens after the discard phase is noted by the discard check",
        "other triggers (after blocking with a card of a type, ...) are reported as not applied:"
        " the grammar names the card they wait for in words, not as card kinds and types",
    ),
    "grid_bonus": Reach(
        ("resolve",),
        "the bonus of the universe card played with the special is added to the rating of its"
        " power type, for as long as the card says",
    ),
    "concede": Reach(("resolve",), "concessions it allows or forbids are enforced"),
    "timing": Reach(("resolve", "defense"), "when the card may be played is checked"),
    "permission": Reach(
        ("resolve", "discard"),
        "what it allows (attacking the reserve, playing from the reserve, universe cards'"
        " hits counting, power cards used to avoid) is allowed; in the discard phase, the"
        " duplicates a character may have and the cards its reserve may play; specials of"
        " other characters it may place and play; in the defense check, a reserve using power"
        " cards to defend a front-line character, and defenses it allows",
        "other permissions are reported as not applied",
    ),
    "requirement": Reach(
        ("resolve", "defense"),
        'the card is played only by a character whose grid meets it ("6 Strength to use")',
    ),
    "lose_ability": Reach(
        ("resolve", "ko"),
        "the character's inherent ability is taken away while the effect lasts (its lasting"
        " part and its KO modifiers no longer count)",
    ),
    "attack_option": Reach(
        ("resolve",),
        "the attacks it allows are offered as a string, each at the bonus of the option the"
        " player's attacks take",
    ),
    "choice": Reach(
        ("resolve",),
        "a choice of attack strings is offered as one follow-up grant",
        "other choices are reported as not applied",
    ),
    "discipline": Reach(
        ("resolve", "venture"),
        "how the card's bonus counts (to the attack value only, not the hits or the venture total)",
        "other handling notes are reported as not applied",
    ),
    "targeted_attack": Reach(
        ("resolve",),
        "attacks by the character it is on against the character it names are refused; one"
        " that allows attacks on the reserve lets the character it names aim at the reserve",
        "another permission to attack a character (allowed) is reported as not applied",
    ),
    "follow_up_attack": Reach(
        ("resolve",),
        "follow-ups of the kinds it names are refused to the character it is on",
        "a permission (allowed) is reported as not applied",
    ),
    "cards_become": Reach(
        ("resolve", "ko"),
        "the hits of the types it names on the target's permanent record change type (the"
        " target is the opponent's character: an attack, MR.5), and the KO is checked again",
        "cards that become other cards (specials of other characters) are reported as not applied",
    ),
    "deck_points": Reach(
        ("deck",), "the character counts as the points it states for the sum deck rule (MR.20)"
    ),
    "bonus_modifier": Reach(
        ("resolve", "venture"),
        "a character's inherent ability adds to its universe cards' bonuses; a special's"
        " universe bonus added to the venture total counts in the venture total of the battle",
        "a bonus change with no number is reported as not applied",
    ),
    "counts_toward": Reach(
        ("resolve",),
        "a character's universe cards' bonuses leave hits (damage, and so the venture total)",
    ),
    "placement": Reach(
        ("resolve",),
        "the character may hold as many cards of that kind placed as it says; an effect in"
        " play giving additional cards placed lets the placing step take them",
        "other placements are reported as not applied",
    ),
    "card_hits": Reach(
        ("resolve",),
        "the blocking power card hits the attacker (the attack's own 'if defended', or an"
        " effect in play on the defender blocking with an equal value)",
    ),
    "bonus": Reach(("resolve",), "universe and training bonuses are added to the attack"),
    "cannot_attack": Reach(("resolve",), "attacks by the character are refused"),
    "cannot_defend": Reach(("resolve", "defense"), "defenses by the character are refused"),
    "immunity": Reach(
        ("resolve", "defense"), "cards in play may not answer an attack that is immune to them"
    ),
    "no_spectrum": Reach(("resolve", "ko"), "its hits do not count toward a spectrum KO"),
    "hit_placement": Reach(("resolve", "ko"), "its hits go to the record it names"),
    "damage_modifier": Reach(("resolve",), "the value of the hit it left changes"),
    "no_shift": Reach(("resolve",), "the attack may not be shifted"),
    "exclusive": Reach(("resolve",), "the exclusive target or attacker it names is enforced"),
    "knock_out": Reach(
        ("resolve", "ko"),
        "the character is KO'd whatever its hits and abilities; one KO'd \"by next level 2"
        ' Energy Power card Hit" has the effect in play until a hit of a Power card of that'
        " level and type lands on it",
    ),
    "continue_fighting": Reach(
        ("ko",),
        "a KO'd character it names stays in the fight until the battle ends, unless KO'd by a"
        " TKO or a card's text",
    ),
    "value_to_venture": Reach(
        ("resolve", "venture"),
        "the value of the Power card played with the special is added to its player's venture"
        " total for the battle",
    ),
    "condition": Reach(
        ("resolve",),
        "its clauses apply when the attack succeeds, fails or KOs its target; attack and"
        " defense modifiers hold while the card it names is in play",
        "other conditions (missions held, characters in play, ...) are not applied",
    ),
}

#: Kinds whose clauses are applied only through the clauses they carry.
STRUCTURAL = frozenset({"condition"})
#: The conditions the resolver evaluates (``Resolver.apply_conditions``).
APPLIED_CONDITIONS = frozenset(
    {
        "successful",
        "not_successful",
        "defended",
        "target_ko",
        "ko",
        "self_can_block_with_equal_value",  # in play, checked at each block (card_hits)
    }
)
#: Conditions applied in other forms than the resolver's: on the character's own KO, its
#: clauses hold at that KO (fighting on, venture modifiers: ``ko_effects.holds_at_ko``).
CONDITION_FORMS: dict[str, Any] = {"self_ko": holds_at_ko, "ko_this_battle": holds_at_ko}
#: Permissions the resolver acts on (``permission`` clauses with another action are not).
APPLIED_PERMISSIONS = frozenset(
    {
        "attack_reserve",
        "target_reserve",
        "play_from_reserve",
        "universe_counts",
        "count_universe",
        "universe_hits",
        "use_to_avoid",
        "play_this_from_reserve",
        "play_additional",
    }
)
#: Kinds applied only in some of their forms: the form the engine applies.
APPLIED_FORMS: dict[str, Any] = {
    # only when they forbid
    "targeted_attack": lambda c: (
        c.get("allowed") is False or (c.get("allowed") is True and c.get("target") == "reserve")
    ),
    "follow_up_attack": lambda c: c.get("allowed") is False,
    "bonus_modifier": lambda c: bool(c.get("to_venture")) or (isinstance(c.get("amount"), int)),
    "placement": lambda c: (
        c.get("may_be_placed") is not False
        and (isinstance(c.get("max_cards"), int) or isinstance(c.get("extra_slots"), int))
    ),
    "counts_toward": lambda c: "damage" in (c.get("toward") or ()),
    "trigger": lambda c: c.get("event") == "after_discard_phase",
    # only a change of the hits on a record (not cards in a deck becoming others)
    "cards_become": lambda c: bool(c.get("on_record")) and bool(c.get("becomes_icons")),
}
#: Disciplines (handling notes of a card) the engine applies, and where.
APPLIED_DISCIPLINES: dict[str, tuple[str, ...]] = {
    "bonus_not_applied_to_damage_or_venture": ("resolve",),
    "cards_may_be_placed_or_in_hand": ("resolve",),
    "choice_of:opponent": ("resolve",),
    "no_duplicates": ("resolve",),  # the cards a placement allows may not be duplicates
    # the venture total counts the current battle's hits left: one removed no longer counts
    "affects_venture_total": ("resolve", "venture"),
    # the cards an event bars this battle are kept in the discard phase, with the reason
    "affected_cards_not_discarded": ("discard",),
}
#: Permissions applied in other places than the resolver, and where.
PERMISSION_PLACES: dict[str, tuple[str, ...]] = {
    "duplicates": ("discard",),
    "place_and_play": ("resolve",),
    "play": ("resolve",),
    "play_this_from_reserve": ("resolve", "discard"),
    "play_from_reserve": ("resolve", "discard"),
    "attack_from_reserve": ("resolve", "discard"),
    # the reserve (or a teammate) blocks an attack aimed at another character of its side
    "use_to_defend": ("resolve", "defense"),
    # the card is exchanged for one of a pile: stated in the step for the table
    "exchange": ("resolve",),
    "exchange_and_play": ("resolve",),
    # "Opponent may defend": the defense check allows the defense (nothing bars it)
    "defend": ("defense",),
}


#: Kinds that carry no game meaning to apply (flavour text printed on a card).
NOTHING_TO_APPLY = frozenset({"flavor"})
#: Permissions that a card kind's own rule applies: a teamwork or ally card's teammate
#: follow-up is the rule of those cards (OR.attack.teamwork, OR.attack.ally).
BY_CARD_RULE: dict[tuple[str, str], frozenset[str]] = {
    ("universe", "teamwork"): frozenset({"play", "must_play"}),
    ("universe", "ally"): frozenset({"play", "must_play"}),
}


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
    if kind == "permission" and clause.get("action") in BY_CARD_RULE.get(card or ("", ""), ()):
        return True
    places = places_of(kind)
    if kind == "permission":
        action = str(clause.get("action"))
        places = PERMISSION_PLACES.get(
            action, ("resolve",) if action in APPLIED_PERMISSIONS else ()
        )
    if (
        kind == "permission"
        and clause.get("action") in PLAY_SPECIALS
        and not grants_specials(clause)
    ):
        return False  # other cards' kinds, or a later battle's: not held by the engine
    if kind in APPLIED_FORMS and not APPLIED_FORMS[kind](clause):
        return False
    if kind == "discipline":
        places = APPLIED_DISCIPLINES.get(str(clause.get("action")), ())
    if kind == "choice" and not all(
        isinstance(o, dict) and o.get("kind") == "attack_option"
        for o in clause.get("options") or ()
    ):
        return False  # only a choice of attack strings is offered
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
        if said_by_shift(c, clauses):
            continue
        if c.get("kind") == "condition" and c.get("when") in APPLIED_CONDITIONS:
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
    return text.strip().rstrip(".") or str(clause.get("kind", "clause")).replace("_", " ")


def warning(
    name: str,
    clauses: Iterable[dict[str, Any]],
    play: int | None,
    place: str | None = None,
    card: tuple[str, str] | None = None,
) -> dict[str, Any] | None:
    """The warning of a resolution or check for a card's clauses not applied (at ``place``,
    or anywhere): the card, the play it came with, the clause kinds and their words."""
    missing = not_applied(clauses, place, card)
    if not missing:
        return None
    words = list(dict.fromkeys(clause_words(c) for c in missing))
    where = f" in the {PLACE_TITLES[place]}" if place else ""
    return {
        "card": name,
        "play": play,
        "kinds": sorted({str(c.get("kind")) for c in missing}),
        "not_applied": words,
        "text": f"{name}, not applied{where}: " + "; ".join(words),
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
