"""Who may use which card: power grids (with the errata and inherent abilities that change them), requirements, which specials a character may play, and home bases, battlesites and aspects."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.card_identity import (
    OPD_ERRATA_CODES,
    OPD_ERRATA_NAMES,
    base_name,
    code_allows,
    identity,
    norm,
    same_name,
    special_owner,
    special_title,
    subtype_of,
)
from rules.engine.card_reads import CardReads
from rules.engine.cards import POWER_TYPES, CardDef, Requirement
from rules.engine.clauses import tuple_of
from rules.engine.special_permissions import KOD_TEAMMATE
from rules.engine.value_limits import limited


# Grids and who may use what
def grid_of(
    member: CardDef, team: Sequence[CardDef] = (), reads: CardReads | None = None
) -> dict[str, int | None]:
    """The ratings a character uses for playability (inherent abilities taken into account).

    Read from the clauses of its inherent ability (``reads``: its tree, or its text parsed): a
    grid "equal to the highest value of all active teammates" (``grid_equal``) takes the
    teammates' best rating per type; "<type> Power Grid Rating N for defense" (a
    ``grid_change`` for defense) lets the character use power cards of that type up to N (to
    defend), so they are usable.
    """
    ratings = dict(member.grid.as_dict()) if member.grid else {t: None for t in POWER_TYPES}
    clauses = (reads or CardReads()).clauses(member)
    highest = any(c.get("kind") == "grid_equal" and c.get("pick") == "highest" for c in clauses)
    if highest or (member.extra.get("grid_infinite") and not any(v for v in ratings.values())):
        mates = [m for m in team if m is not member and m.grid]
        for t in POWER_TYPES:
            values = [v for m in mates if (v := m.grid.rating(t)) is not None]
            ratings[t] = max(values) if values else ratings.get(t)
    for c in clauses:
        if c.get("kind") != "grid_change" or "defense" not in tuple_of(c.get("uses")):
            continue
        if not isinstance(c.get("set_to"), int):
            continue
        for icon in tuple_of(c.get("icons")):
            if icon in POWER_TYPES:
                ratings[icon] = max(int(c["set_to"]), ratings.get(icon) or 0)
    return ratings


def meets(req: Requirement, ratings: dict[str, int | None]) -> bool:
    rated = [v for v in ratings.values() if v is not None]
    for icon in req.icons:
        if icon in ("any_power", "multipower"):
            values = rated
        else:
            r = ratings.get(icon)
            values = [r] if r is not None else []
        for r in values:
            if req.compare == "<=" and r <= req.value:
                return True
            if req.compare != "<=" and r >= req.value:
                return True
    return False


def requirements_of(card: CardDef) -> tuple[Requirement, ...]:
    """The card's conditions to use, read from its fields when the lookup gave none."""
    if card.requirements:
        return tuple(card.requirements)
    sub = subtype_of(card)
    if card.kind == "universe" and card.value is not None and card.icons:
        if sub == "training":
            return (Requirement(icons=tuple(card.icons), value=card.value, compare="<="),)
        return (Requirement(icons=(card.icons[0],), value=card.value),)
    if card.kind == "tactic" and card.value is not None and card.icons:
        return (Requirement(icons=(card.icons[0],), value=card.value),)
    return ()


def power_usable_by(card: CardDef, ratings: dict[str, int | None]) -> bool:
    """OR.power-card, OR.multipower, OR.any-power."""
    if card.value is None:
        return True
    sub = subtype_of(card)
    if sub == "any_power":
        rated = [v for v in ratings.values() if v is not None]
        return bool(rated) and max(rated) >= card.value
    icons = [i for i in card.icons if i in POWER_TYPES] or (
        list(POWER_TYPES) if sub == "multipower" else []
    )
    return any((ratings.get(i) or 0) >= card.value for i in icons)


@dataclass(frozen=True)
class Grants:
    """Which specials beyond its own a character may play, read from its inherent ability."""

    owners: tuple[str, ...] = ()  # may play any specials of these characters
    any_special: bool = False  # may play any special at all
    teammates: bool = False  # may play any teammate's specials
    titles: tuple[str, ...] = ()  # may play these named specials
    only_opd: bool = False
    no_opd: bool = False
    #: specials the character may not play at all, even its own: "one_per_deck",
    #: "not_one_per_deck" or "any" (read from the ability's ``play_restriction`` clauses)
    own_barred: tuple[str, ...] = ()


#: The One Per Deck qualifiers a restriction on Specials carries among its card kinds.
_OPD_KINDS = ("one_per_deck", "not_one_per_deck")
#: Permission actions that let a character play specials it could not.
_PLAY = ("play", "place_and_play")


def _own(who: object, character: CardDef) -> bool:
    """The permission is the character's own (``self``, or its own name)."""
    if who in (None, "self"):
        return True
    names = (character.name, identity(character), base_name(character.name))
    return isinstance(who, str) and any(same_name(who, n) for n in names if n)


def own_bars(character: CardDef, reads: CardReads | None = None) -> tuple[str, ...]:
    """The specials a character's inherent ability bars it from playing for the whole game:
    a ``play_restriction`` on the character itself (no duration) whose barred kinds are
    Specials, qualified or not ("may not play any One Per Deck Special cards")."""
    bars: list[str] = []
    for c in (reads or CardReads()).clauses(character):
        kinds = tuple_of(c.get("card_kinds"))
        if c.get("kind") != "play_restriction" or c.get("verb", "play") != "play":
            continue
        if "special" not in kinds or not _own(c.get("who"), character) or c.get("duration"):
            continue
        if c.get("icons") or c.get("words") or c.get("levels") or c.get("use") or limited(c):
            continue  # a narrower bar than the deck's specials
        bars.extend([k for k in kinds if k in _OPD_KINDS] or ["any"])
    return tuple(dict.fromkeys(bars))


def grants_of(character: CardDef, reads: CardReads | None = None) -> Grants:
    """The specials beyond its own that a character's inherent ability lets it play, read
    from the ability's ``permission`` clauses: "May play any "Thor" Special cards" (owners),
    "Two-Face may play "Flip of the Coin"" and "may play Posse "Sting Operation" Special"
    (titles), "May play any Special cards", "any teammate's Specials", and the One Per Deck
    qualifiers (``filters``)."""
    owners: list[str] = []
    titles: list[str] = []
    any_special = teammates = only_opd = no_opd = False
    for c in (reads or CardReads()).clauses(character):
        if c.get("kind") != "permission" or c.get("action") not in _PLAY:
            continue
        kinds, names = tuple_of(c.get("card_kinds")), tuple_of(c.get("names"))
        owner = str(c.get("owner") or "")
        if not _own(c.get("who"), character) or (kinds and "special" not in kinds):
            continue
        if owner in (KOD_TEAMMATE, "target_teammate") or c.get("duration") == "next_battle":
            continue  # a later battle's permission, not a deck's
        if names and (owner or not kinds):
            titles.extend(names)  # named specials (of the owner it names)
            continue
        if names:
            owners.extend(names)
        elif owner == "teammate":
            teammates = True
        elif c.get("owners"):
            owners.extend(tuple_of(c.get("owners")))  # several characters listed (typed)
        elif owner:
            owners.append(owner)
        else:
            any_special = True
        filters = tuple_of(c.get("filters"))
        no_opd = no_opd or "not_one_per_deck" in filters
        only_opd = only_opd or "one_per_deck" in filters
    return Grants(
        owners=tuple(owners),
        any_special=any_special,
        teammates=teammates,
        titles=tuple(titles),
        only_opd=only_opd,
        no_opd=no_opd,
        own_barred=own_bars(character, reads),
    )


def is_one_per_deck(card: CardDef, reads: CardReads | None = None) -> tuple[bool, str]:
    """Whether the card is One Per Deck, and the rule that makes it so: its type, an erratum,
    the catalogue's flag or its parsed tree (``one_per_deck``, for a card typed inline)."""
    if card.kind == "event":
        return True, "OR.deck"
    if card.kind == "power" and subtype_of(card) == "any_power":
        return True, "MR.20"
    if card.code and card.code.upper() in OPD_ERRATA_CODES and card.kind == "special":
        return True, "MR.20"
    if norm(card.name) in OPD_ERRATA_NAMES:
        return True, "MR.20"
    tree = (reads or CardReads()).tree(card) or {}
    if card.one_per_deck or tree.get("one_per_deck"):
        return True, "OR.special" if card.kind == "special" else "OR.deck"
    return False, ""


def may_play_special(
    character: CardDef,
    special: CardDef,
    team: Sequence[CardDef] = (),
    reads: CardReads | None = None,
) -> bool:
    """OR.special: the character named on the special, or one whose inherent ability lets it
    play that character's (or that named) special. Any Character specials: anyone."""
    owner = special_owner(special)
    grants = grants_of(character, reads)
    opd, _ = is_one_per_deck(special, reads)
    barred = grants.own_barred
    if "any" in barred or ("one_per_deck" if opd else "not_one_per_deck") in barred:
        return False
    if owner is None:
        return True
    names = {character.name, identity(character), *character.characters}
    if any(same_name(owner, n) for n in names):
        return True
    if grants.any_special:
        return True
    if grants.teammates and any(
        m is not character and any(same_name(owner, n) for n in (m.name, identity(m))) for m in team
    ):
        return True
    if any(same_name(owner, o) for o in grants.owners):
        if grants.no_opd and opd:
            return False
        return not (grants.only_opd and not opd)
    title = special_title(special)
    return any(same_name(title, t) for t in grants.titles)


def character_can_use(
    character: CardDef,
    card: CardDef,
    team: Sequence[CardDef] = (),
    *,
    code_rule: bool = False,
    reads: CardReads | None = None,
) -> bool:
    """Whether this one character could play the card itself (the 'self' requirement only)."""
    if code_rule and card.kind in ("special", "universe") and not code_allows(character, card):
        return False
    ratings = grid_of(character, team, reads)
    if card.kind == "power":
        return power_usable_by(card, ratings)
    if card.kind == "special":
        return may_play_special(character, card, team, reads)
    if card.kind in ("universe", "tactic"):
        own = [r for r in requirements_of(card) if r.who == "self"]
        return all(meets(r, ratings) for r in own)
    return True


def team_can_use(
    card: CardDef,
    team: Sequence[CardDef],
    *,
    code_rule: bool = False,
    reads: CardReads | None = None,
) -> tuple[bool, str]:
    """Whether some team member can use the card, with the rule that decides it.

    Teamwork and ally cards need a second team member for the follow-up; DoubleShots and
    artifacts need a teammate meeting the teammate requirement.
    """
    sub = subtype_of(card)
    users = [m for m in team if character_can_use(m, card, team, code_rule=code_rule, reads=reads)]
    rule = rule_for_kind(card)
    if not users:
        if code_rule and any(
            character_can_use(m, card, team, code_rule=False, reads=reads) for m in team
        ):
            return False, "OR.code-rule"
        return False, rule
    if card.kind == "universe" and sub in ("teamwork", "ally"):
        return (len(team) >= 2, rule)
    if card.kind == "tactic":
        mate_reqs = [r for r in requirements_of(card) if r.who == "teammate"]
        if mate_reqs:
            for user in users:
                for mate in team:
                    if mate is user:
                        continue
                    ratings = grid_of(mate, team, reads)
                    if all(meets(r, ratings) for r in mate_reqs):
                        return True, rule
            return False, rule
    return True, rule


def rule_for_kind(card: CardDef) -> str:
    sub = subtype_of(card)
    if card.kind == "power":
        return {"multipower": "OR.multipower", "any_power": "OR.any-power"}.get(
            sub, "OR.power-card"
        )
    if card.kind == "universe":
        return {
            "training": "OR.universe-training",
            "teamwork": "OR.universe-teamwork",
            "ally": "OR.universe-ally",
        }.get(sub, "OR.universe-basic")
    if card.kind == "tactic":
        return "OR.tactic-doubleshot" if sub == "doubleshot" else "OR.tactic-artifact"
    if card.kind == "special":
        return "OR.special"
    if card.kind == "aspect":
        return "OR.aspect"
    if card.kind == "activator":
        return "OR.activator"
    return "OR.deck"


# Locations
def location_team(location: CardDef) -> list[str] | str | None:
    """The location's character list: a list of names, or the raw text as printed."""
    extra = location.extra or {}
    for key in ("team", "character_list", "roster"):
        value = extra.get(key)
        if value:
            return value if isinstance(value, str) else [str(v) for v in value]
    return list(location.characters) or None


def listed_on(location: CardDef, character: CardDef) -> bool:
    """Whether the character appears on the location's character list."""
    team = location_team(location)
    if not team:
        return False
    names = {identity(character), base_name(character.name), *character.characters}
    if isinstance(team, str):
        hay = f" {norm(team)} "
        return any(n and f" {norm(n)} " in hay for n in names)
    return any(same_name(n, t) for n in names for t in team)


#: The entry of a location's character list (the catalogue's column, not its game text) that
#: admits every team: "Any Tournament Legal Team, using normal deck-building rules".
ANY_TEAM_ENTRY = "any tournament legal team"


def accepts_any_team(location: CardDef) -> bool:
    """The location's character list names no character but admits any legal team."""
    team = location_team(location)
    entries = team.split(",") if isinstance(team, str) else list(team or ())
    return any(norm(e).startswith(ANY_TEAM_ENTRY) for e in entries)


def home_base_requirements_met(home_base: CardDef, team: Sequence[CardDef]) -> bool:
    """Every character of the team appears on the home base's character list."""
    if accepts_any_team(home_base):
        return True
    return bool(team) and all(listed_on(home_base, m) for m in team)


def aspect_matches(aspect: CardDef, home_base: CardDef | None) -> bool:
    """OR.aspect: an aspect is played by the home base named on it (or Any Home Base)."""
    if home_base is None:
        return False
    place = aspect.location or base_name(aspect.name)
    if re.sub(r"\s+", " ", norm(place)) in ("any home base", "any homebase"):
        return True
    return same_name(place, home_base.name) or same_name(place, base_name(home_base.name))
