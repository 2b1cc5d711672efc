"""Deck legality: the checks a judge runs on a deck list before a tournament.

Pure Python. Cards arrive as ``CardDef`` (already resolved by ``decklist`` or the caller).
Every violation and warning cites a rule id (``rule-ids.md`` plus the finer ids of
``rules/data/deck.toml``). The helpers on character identity and on who may use a card are
shared with the discard check (``discard.py``).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rules.engine.card_reads import CardReads, Parser
from rules.engine.cards import POWER_TYPES, CardDef, Requirement

# ------------------------------------------------------------------------------------------
# Constants of the rules

SUM_DECK_LIMITS: dict[int, int] = {12: 58, 13: 62, 14: 67, 15: 72, 16: 76}  # OR.sum-deck
MIN_DECK_WITH_EVENTS = 56  # OR.deck
MIN_DECK_WITHOUT_EVENTS = 51  # OR.deck
TEAM_SIZE = 4
MISSION_SIZE = 7

# MR.20: errata that make cards One Per Deck. Codes marked [ALL] in the errata summary cover
# every special printing that code; the others name one card.
OPD_ERRATA_CODES: dict[str, str] = {
    "DZ": "Trick Transport and every DZ-coded special are One Per Deck",
    "HQ": "Inventive Genius and every similar (HQ-coded) special are One Per Deck",
}
OPD_ERRATA_NAMES: dict[str, str] = {
    "marauders vertigo": "Marauders - Vertigo is One Per Deck",
}
# MR.20: characters whose erratum fixes their points for tournament deck building, used when
# the card's own (errata-applied) text does not state it.
POINTS_ERRATA: dict[str, int] = {"beyonder": 28}

_HIGHEST_GRID = re.compile(r"power\s+grid\s+is\s+equal\s+to\s+(?:the\s+)?highest", re.IGNORECASE)
_DEFENSE_RATING = re.compile(
    r"(energy|fighting|strength|intellect)\s+power\s+grid\s+rating\s+(?:is\s+)?(\d)\s+for\s+defen",
    re.IGNORECASE,
)
_ANY_LEGAL_TEAM = re.compile(r"any\s+tournament\s+legal\s+team", re.IGNORECASE)


# ------------------------------------------------------------------------------------------
# Names and character identity


def norm(text: str) -> str:
    """A name reduced for comparison: case, trademarks, '(sic)', punctuation and 'the' go."""
    low = text.lower()
    low = re.sub(r"[\u2122\u00a9\u00ae]", "", low)
    low = re.sub(r"\(sic\)", "", low)
    low = low.replace("&", " and ")
    low = re.sub(r"\bdr\.?\s", "doctor ", low)
    low = re.sub(r"\bmr\.?\s", "mister ", low)
    low = re.sub(r"[^a-z0-9]+", " ", low).strip()
    low = re.sub(r"^the\s+", "", low)
    return low


def _base_name(name: str) -> str:
    """'Wolverine: Age of Apocalypse' -> 'Wolverine'; 'Batman - Avenger' -> 'Batman'."""
    base = re.split(r"\s*:\s*", name, maxsplit=1)[0]
    base = re.split(r"\s+[-\u2013\u2014]\s+", base, maxsplit=1)[0]
    return re.sub(r"\s*\(sic\)\s*", " ", base).strip()


def same_name(a: str, b: str) -> bool:
    """Equal after ``norm``, or so close that only a typo of the card lists separates them."""
    na, nb = norm(a), norm(b)
    if not na or not nb:
        return False
    if na == nb:
        return True
    return min(len(na), len(nb)) >= 5 and difflib.SequenceMatcher(None, na, nb).ratio() >= 0.9


def identity(card: CardDef) -> str:
    """Who a character card *is* for the clone rule (OR.clone).

    Versions of one character share the name before the colon or dash ('Wolverine',
    'Wolverine: Age of Apocalypse', 'Batman - Avenger'); a different name is a different
    character even if it may play the other's specials (a variant, MR.16.variants).
    """
    override = card.extra.get("identity") if card.extra else None
    if override:
        return str(override)
    if card.kind == "character" and card.characters:
        return card.characters[0]
    return _base_name(card.name)


def special_owner(card: CardDef) -> str | None:
    """The character a special belongs to; None for Any Character / Any Hero specials."""
    if card.is_any_character:
        return None
    if card.characters:
        return card.characters[0]
    return _base_name(card.name)


def special_title(card: CardDef) -> str:
    parts = re.split(r"\s+[-\u2013\u2014]\s+", card.name, maxsplit=1)
    return parts[1] if len(parts) == 2 else card.name


def is_power(card: CardDef) -> bool:
    return card.kind == "power"


def subtype_of(card: CardDef) -> str:
    if card.subtype:
        return card.subtype
    if card.kind == "power":
        if "any_power" in card.icons:
            return "any_power"
        if "multipower" in card.icons or len(card.icons) > 1:
            return "multipower"
        return "single"
    return ""


def alignment_code(card: CardDef) -> str:
    """'h', 'v' or '' from the card's hero/villain code."""
    a = (card.alignment or "").strip().lower()
    return a[:1] if a[:1] in ("h", "v") else ""


def code_allows(character: CardDef, card: CardDef) -> bool:
    """OR.code-rule: H characters never play V cards and V characters never play H cards."""
    c, k = alignment_code(character), alignment_code(card)
    return not (c and k and c != k)


# ------------------------------------------------------------------------------------------
# Grids and who may use what


def grid_of(member: CardDef, team: Sequence[CardDef] = ()) -> dict[str, int | None]:
    """The ratings a character uses for playability (inherent abilities taken into account).

    A grid "equal to the highest value of all active teammates" takes the teammates' best
    rating per type; "<type> Power Grid Rating N for defense" lets the character use power
    cards of that type up to N (to defend), so they are usable.
    """
    ratings = dict(member.grid.as_dict()) if member.grid else {t: None for t in POWER_TYPES}
    text = member.inherent or ""
    if _HIGHEST_GRID.search(text) or (
        member.extra.get("grid_infinite") and not any(v for v in ratings.values())
    ):
        mates = [m for m in team if m is not member and m.grid]
        for t in POWER_TYPES:
            values = [v for m in mates if (v := m.grid.rating(t)) is not None]
            ratings[t] = max(values) if values else ratings.get(t)
    for icon, value in _DEFENSE_RATING.findall(text):
        icon = icon.lower()
        current = ratings.get(icon)
        ratings[icon] = max(int(value), current or 0)
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
    own_no_opd: bool = False  # may not play any One Per Deck special (even its own)


_GRANT = re.compile(r"may\s+play\s+any\s+(.*?)\s*special", re.IGNORECASE)
_TITLE = re.compile(
    r"may\s+play\s+(?:[^\"\u201c.]*?)[\"\u201c]([^\"\u201d]+)[\"\u201d]", re.IGNORECASE
)
_NO_OPD = re.compile(r"may\s+not\s+play\s+any\s+(?:opd|one[\s-]*per[\s-]*deck)", re.IGNORECASE)


def grants_of(character: CardDef) -> Grants:
    text = character.inherent or ""
    owners: list[str] = []
    any_special = teammates = only_opd = no_opd = False
    for middle in _GRANT.findall(text):
        low = middle.lower()
        qual_no = re.search(r"non[e]?[\s-]*one[\s-]*per[\s-]*deck", low)
        qual_only = not qual_no and re.search(r"one[\s-]*per[\s-]*deck", low)
        low = re.sub(r"non[e]?[\s-]*one[\s-]*per[\s-]*deck|one[\s-]*per[\s-]*deck", " ", low)
        low = low.replace('"', " ").replace("\u201c", " ").replace("\u201d", " ").strip()
        if "teammate" in low:
            teammates = True
        elif not low:
            any_special = True
        else:
            for part in re.split(r",|\bor\b|\band\b", low):
                part = part.strip()
                if part:
                    owners.append(part)
        no_opd = no_opd or bool(qual_no)
        only_opd = only_opd or bool(qual_only)
    titles = tuple(t.strip() for t in _TITLE.findall(text))
    return Grants(
        owners=tuple(owners),
        any_special=any_special,
        teammates=teammates,
        titles=titles,
        only_opd=only_opd,
        no_opd=no_opd,
        own_no_opd=bool(_NO_OPD.search(text)),
    )


def is_one_per_deck(card: CardDef) -> tuple[bool, str]:
    """Whether the card is One Per Deck, and the rule that makes it so."""
    if card.kind == "event":
        return True, "OR.deck"
    if card.kind == "power" and subtype_of(card) == "any_power":
        return True, "MR.20"
    if card.code and card.code.upper() in OPD_ERRATA_CODES and card.kind == "special":
        return True, "MR.20"
    if norm(card.name) in OPD_ERRATA_NAMES:
        return True, "MR.20"
    if card.one_per_deck:
        return True, "OR.special" if card.kind == "special" else "OR.deck"
    return False, ""


def may_play_special(character: CardDef, special: CardDef, team: Sequence[CardDef] = ()) -> bool:
    """OR.special: the character named on the special, or one whose inherent ability lets it
    play that character's (or that named) special. Any Character specials: anyone."""
    owner = special_owner(special)
    grants = grants_of(character)
    opd, _ = is_one_per_deck(special)
    if grants.own_no_opd and opd:
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
) -> bool:
    """Whether this one character could play the card itself (the 'self' requirement only)."""
    if code_rule and card.kind in ("special", "universe") and not code_allows(character, card):
        return False
    ratings = grid_of(character, team)
    if card.kind == "power":
        return power_usable_by(card, ratings)
    if card.kind == "special":
        return may_play_special(character, card, team)
    if card.kind in ("universe", "tactic"):
        own = [r for r in requirements_of(card) if r.who == "self"]
        return all(meets(r, ratings) for r in own)
    return True


def team_can_use(
    card: CardDef, team: Sequence[CardDef], *, code_rule: bool = False
) -> tuple[bool, str]:
    """Whether some team member can use the card, with the rule that decides it.

    Teamwork and ally cards need a second team member for the follow-up; DoubleShots and
    artifacts need a teammate meeting the teammate requirement.
    """
    sub = subtype_of(card)
    users = [m for m in team if character_can_use(m, card, team, code_rule=code_rule)]
    rule = rule_for_kind(card)
    if not users:
        if code_rule and any(character_can_use(m, card, team, code_rule=False) for m in team):
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
                    ratings = grid_of(mate, team)
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


# ------------------------------------------------------------------------------------------
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
    names = {identity(character), _base_name(character.name), *character.characters}
    if isinstance(team, str):
        hay = f" {norm(team)} "
        return any(n and f" {norm(n)} " in hay for n in names)
    return any(same_name(n, t) for n in names for t in team)


def accepts_any_team(location: CardDef) -> bool:
    return bool(_ANY_LEGAL_TEAM.search(location.text or ""))


def home_base_requirements_met(home_base: CardDef, team: Sequence[CardDef]) -> bool:
    """Every character of the team appears on the home base's character list."""
    if accepts_any_team(home_base):
        return True
    return bool(team) and all(listed_on(home_base, m) for m in team)


def aspect_matches(aspect: CardDef, home_base: CardDef | None) -> bool:
    """OR.aspect: an aspect is played by the home base named on it (or Any Home Base)."""
    if home_base is None:
        return False
    place = aspect.location or _base_name(aspect.name)
    if re.sub(r"\s+", " ", norm(place)) in ("any home base", "any homebase"):
        return True
    return same_name(place, home_base.name) or same_name(place, _base_name(home_base.name))


# ------------------------------------------------------------------------------------------
# The deck and its check


@dataclass
class DeckEntry:
    card: CardDef
    count: int = 1


@dataclass
class Deck:
    characters: list[CardDef]
    mission: list[CardDef] = field(default_factory=list)
    cards: list[DeckEntry] = field(default_factory=list)
    home_base: CardDef | None = None
    battlesite: CardDef | None = None
    battlesite_specials: list[DeckEntry] = field(default_factory=list)
    mission_name: str = ""
    # Pieces of the named mission the catalogue lacks (so completeness cannot be verified).
    mission_catalogue_gaps: list[int] = field(default_factory=list)
    code_rule: bool = False
    #: Reads the text of a card given without an effect tree (the grammar's parser).
    parse: Parser | None = None
    # Names in the list that match several catalogue cards: name -> [slug used, others...]
    ambiguous: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class Finding:
    rule: str
    message: str
    cards: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"rule": self.rule, "message": self.message, "cards": list(self.cards)}


@dataclass
class TeamLine:
    name: str
    rank: int
    points: int
    grid: dict[str, int | None]
    counted_points: int
    note: str = ""

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "rank": self.rank,
            "points": self.points,
            "counted_points": self.counted_points,
            "grid": dict(self.grid),
            "note": self.note,
        }


@dataclass
class DeckReport:
    legal: bool
    violations: list[Finding]
    warnings: list[Finding]
    ranks: int
    points: int
    limit: int | None
    team: list[TeamLine]
    deck_size: int
    minimum: int
    events: int
    home_base_exception: bool
    consequence: Finding | None
    rules: list[str]

    def as_dict(self) -> dict:
        return {
            "legal": self.legal,
            "violations": [v.as_dict() for v in self.violations],
            "warnings": [w.as_dict() for w in self.warnings],
            "ranks": self.ranks,
            "points": self.points,
            "limit": self.limit,
            "team": [t.as_dict() for t in self.team],
            "deck_size": self.deck_size,
            "minimum": self.minimum,
            "events": self.events,
            "home_base_exception": self.home_base_exception,
            "consequence": self.consequence.as_dict() if self.consequence else None,
            "rules": list(self.rules),
        }


def character_points(card: CardDef, reads: CardReads | None = None) -> tuple[int, int, str]:
    """(ranks, points counted for the sum deck rule, note).

    An inherent ability (with errata applied) that says the character counts as N points for
    tournament deck building fixes its points (MR.20, e.g. the Beyonder at 28)."""
    grid = card.grid
    rank = grid.rank if grid else 0
    points = grid.points if grid else 0
    stated = [
        c["points"]
        for c in (reads or CardReads()).clauses(card)
        if c.get("kind") == "deck_points" and isinstance(c.get("points"), int)
    ]
    if stated:
        return rank or 4, stated[0], "counts as stated by its inherent ability (MR.20)"
    for key, value in POINTS_ERRATA.items():
        if norm(identity(card)) == key or norm(card.name) == key:
            return rank or 4, value, "counts as its erratum says (MR.20)"
    return rank, points, ""


def _names(cards: Iterable[CardDef]) -> list[str]:
    return [c.name for c in cards]


def check_deck(deck: Deck) -> DeckReport:
    """Check a deck against every deck-building rule; see the module docstring."""
    v: list[Finding] = []
    w: list[Finding] = []
    rules: set[str] = {"OR.deck"}
    reads = CardReads(deck.parse)
    team = list(deck.characters)

    for name, slugs in deck.ambiguous.items():
        w.append(
            Finding(
                "OR.deck",
                f"{name!r} names several cards ({', '.join(slugs)}); the check used {slugs[0]}. "
                "Write the slug to choose another.",
                [name],
            )
        )

    # -- OR.deck: four characters ---------------------------------------------------------
    not_chars = [c for c in team if c.kind != "character"]
    if not_chars:
        v.append(Finding("OR.deck", "Only character cards can be team members.", _names(not_chars)))
    team = [c for c in team if c.kind == "character"]
    if len(deck.characters) != TEAM_SIZE:
        v.append(
            Finding(
                "OR.deck",
                f"A deck has exactly {TEAM_SIZE} characters; this one has {len(deck.characters)}.",
                _names(deck.characters),
            )
        )

    # -- OR.clone ---------------------------------------------------------------------------
    rules.add("OR.clone")
    for i, a in enumerate(team):
        for b in team[i + 1 :]:
            if same_name(identity(a), identity(b)):
                v.append(
                    Finding(
                        "OR.clone",
                        f"{a.name} and {b.name} are the same character ({identity(a)}); a team "
                        "may not hold two versions of one character.",
                        [a.name, b.name],
                    )
                )

    # -- OR.deck / OR.mission: one complete seven-card mission -------------------------------
    _check_mission(deck, v, w, rules)

    # -- what goes in the draw pile ----------------------------------------------------------
    draw: list[DeckEntry] = []
    for entry in deck.cards:
        if entry.count < 1:
            continue
        card = entry.card
        if card.kind == "mission":
            continue  # handled with the mission
        if card.kind == "location":
            w.append(
                Finding(
                    "OR.setup",
                    f"{card.name} is a location: it is used as the home base or the battlesite, "
                    "not shuffled into the deck; it is not counted.",
                    [card.name],
                )
            )
            rules.add("OR.setup")
            continue
        if card.kind == "character" and not deck.battlesite:
            w.append(
                Finding(
                    "OR.activator",
                    f"{card.name} in the deck can only serve as an activator, and activators "
                    "need a battlesite with specials beneath it.",
                    [card.name],
                )
            )
            rules.add("OR.activator")
        draw.append(entry)

    deck_size = sum(e.count for e in draw)
    events = sum(e.count for e in draw if e.card.kind == "event")
    minimum = MIN_DECK_WITH_EVENTS if events else MIN_DECK_WITHOUT_EVENTS
    if deck_size < minimum:
        if events:
            why = f"with {events} event card{'s' if events != 1 else ''} the minimum is {minimum}"
        else:
            why = f"without events the minimum is {minimum}"
        v.append(
            Finding(
                "OR.deck.size",
                f"The deck has {deck_size} cards besides its characters, mission and locations; "
                f"{why}.",
            )
        )
    rules.add("OR.deck.size")

    # -- One Per Deck (events, OPD specials, errata, battlesite counted) -------------------
    _check_one_per_deck(deck, draw, v, rules)

    # -- OR.special: specials only for the team ---------------------------------------------
    rules.add("OR.special")
    for entry in draw:
        card = entry.card
        if card.kind != "special":
            continue
        if special_owner(card) is None:
            rules.add("OR.any-character-limitation")
        if any(may_play_special(m, card, team) for m in team):
            if deck.code_rule and not any(
                may_play_special(m, card, team) and code_allows(m, card) for m in team
            ):
                v.append(
                    Finding(
                        "OR.code-rule",
                        f"{card.name} is coded {card.alignment or '?'}: under the code rule no "
                        "team member may play it.",
                        [card.name],
                    )
                )
                rules.add("OR.code-rule")
            continue
        owner = special_owner(card) or "?"
        v.append(
            Finding(
                "OR.special",
                f"{card.name} belongs to {owner}, who is not on the team, and no team member "
                "may play it.",
                [card.name],
            )
        )

    # -- OR.aspect ---------------------------------------------------------------------------
    for entry in draw:
        card = entry.card
        if card.kind != "aspect":
            continue
        rules.add("OR.aspect")
        if not aspect_matches(card, deck.home_base):
            where = card.location or _base_name(card.name)
            hb = deck.home_base.name if deck.home_base else "no home base"
            v.append(
                Finding(
                    "OR.aspect",
                    f"{card.name} is an aspect of {where}, but the deck uses {hb}; aspects are "
                    "only allowed with their own home base.",
                    [card.name],
                )
            )

    # -- warnings: cards no team member can use ---------------------------------------------
    for entry in draw:
        card = entry.card
        if card.kind not in ("power", "universe", "tactic") or not team:
            continue
        ok, rule = team_can_use(card, team, code_rule=deck.code_rule)
        if not ok:
            rules.add(rule)
            w.append(
                Finding(
                    rule,
                    f"No team member can use {card.name}"
                    + (" under the code rule." if rule == "OR.code-rule" else "."),
                    [card.name],
                )
            )

    # -- home base ---------------------------------------------------------------------------
    hb_ok = False
    if deck.home_base is not None:
        rules.add("OR.setup.home-base")
        hb = deck.home_base
        if hb.kind != "location":
            v.append(Finding("OR.setup.home-base", f"{hb.name} is not a location card.", [hb.name]))
        elif not home_base_requirements_met(hb, team):
            missing = [m.name for m in team if not listed_on(hb, m)]
            v.append(
                Finding(
                    "OR.setup.home-base",
                    f"{hb.name} may be the home base only of a team whose characters are all on "
                    f"its character list; not listed: {', '.join(missing)}.",
                    [hb.name, *missing],
                )
            )
        else:
            hb_ok = not accepts_any_team(hb)

    # -- battlesite --------------------------------------------------------------------------
    _check_battlesite(deck, team, draw, v, w, rules)

    # -- OR.sum-deck and the home base exception ---------------------------------------------
    rules.add("OR.sum-deck")
    lines: list[TeamLine] = []
    ranks = points = 0
    for m in team:
        rank, counted, note = character_points(m, reads)
        if note:
            rules.add("MR.20")
        lines.append(
            TeamLine(
                name=m.name,
                rank=rank,
                points=m.grid.points if m.grid else 0,
                grid=m.grid.as_dict() if m.grid else {t: None for t in POWER_TYPES},
                counted_points=counted,
                note=note,
            )
        )
        ranks += rank
        points += counted
    limit = SUM_DECK_LIMITS.get(ranks) if len(team) == TEAM_SIZE else None
    exception = False
    if limit is not None and points > limit:
        if hb_ok:
            exception = True
            rules.add("OR.homebase-exception")
        else:
            msg = (
                f"The team has {ranks} ranks and {points} points; a {ranks}-rank team may have "
                f"at most {limit}."
            )
            if deck.home_base is not None:
                msg += (
                    f" The home base exception does not apply: the team does not meet "
                    f"{deck.home_base.name}'s requirements."
                )
                rules.add("OR.homebase-exception")
            v.append(Finding("OR.sum-deck", msg, [m.name for m in team]))

    consequence = None
    if v:
        rules.add("MR.13.renege-offences")
        consequence = Finding(
            "MR.13.renege-offences",
            "An illegally built deck is a renege offence: if found during a tournament game, the "
            "game ends at once and its player loses the match.",
        )
    return DeckReport(
        legal=not v,
        violations=v,
        warnings=w,
        ranks=ranks,
        points=points,
        limit=limit,
        team=lines,
        deck_size=deck_size,
        minimum=minimum,
        events=events,
        home_base_exception=exception,
        consequence=consequence,
        rules=sorted(rules),
    )


def _mission_number(card: CardDef) -> int | None:
    n = card.mission_number
    if n is None and card.extra:
        n = card.extra.get("mission_number")
    if isinstance(n, int):
        return n
    m = re.search(r"\s(\d)\s*(?:of\s*7)?\s*[-\u2013\u2014:]", card.name)
    return int(m.group(1)) if m else None


def _mission_set(card: CardDef) -> str:
    if card.mission_set:
        return card.mission_set
    m = re.match(r"^(.*?)\s+\d\s*(?:of\s*7)?\s*[-\u2013\u2014:]", card.name)
    return m.group(1) if m else card.name


def _check_mission(deck: Deck, v: list[Finding], w: list[Finding], rules: set[str]) -> None:
    rules.add("OR.mission")
    missions = [c for c in deck.mission if c.kind == "mission"]
    others = [c for c in deck.mission if c.kind != "mission"]
    extra = [e.card for e in deck.cards if e.card.kind == "mission" for _ in range(e.count)]
    missions += extra
    if others:
        v.append(Finding("OR.mission", "Only mission cards make up a mission.", _names(others)))
    if not missions:
        v.append(
            Finding(
                "OR.mission",
                "The deck has no mission: every deck needs one complete seven-card mission.",
            )
        )
        return
    sets = {norm(_mission_set(c)) for c in missions}
    if len(sets) > 1:
        v.append(
            Finding(
                "OR.mission",
                "The mission cards come from more than one mission set; a deck has one "
                "complete mission.",
                sorted({c.name for c in missions}),
            )
        )
        return
    name = deck.mission_name or _mission_set(missions[0])
    numbers = [_mission_number(c) for c in missions]
    distinct = {c.name for c in missions}
    counted = Counter(c.name for c in missions)
    doubled = [n for n, k in counted.items() if k > 1]
    if doubled:
        v.append(
            Finding(
                "OR.mission",
                f"The mission {name} holds the same piece more than once.",
                sorted(doubled),
            )
        )
    if deck.mission_catalogue_gaps:
        gaps = ", ".join(str(n) for n in deck.mission_catalogue_gaps)
        w.append(
            Finding(
                "OR.mission",
                f"The catalogue lacks piece(s) {gaps} of {name}, so its completeness cannot be "
                "checked here: check the physical cards.",
            )
        )
        return
    if len(distinct) != MISSION_SIZE or (
        all(n is not None for n in numbers) and set(numbers) != set(range(1, MISSION_SIZE + 1))
    ):
        have = sorted(n for n in set(numbers) if n is not None)
        v.append(
            Finding(
                "OR.mission",
                f"The mission {name} is not complete: it needs its seven pieces (numbered 1 to 7); "
                f"the deck has {len(distinct)}"
                + (f" (pieces {', '.join(map(str, have))})." if have else "."),
                sorted(distinct),
            )
        )


def _check_one_per_deck(
    deck: Deck, draw: list[DeckEntry], v: list[Finding], rules: set[str]
) -> None:
    in_deck: Counter[str] = Counter()
    under: Counter[str] = Counter()
    cards: dict[str, CardDef] = {}
    for e in draw:
        in_deck[norm(e.card.name)] += e.count
        cards[norm(e.card.name)] = e.card
    for e in deck.battlesite_specials:
        under[norm(e.card.name)] += e.count
        cards.setdefault(norm(e.card.name), e.card)
    for key, card in cards.items():
        opd, why = is_one_per_deck(card)
        total = in_deck[key] + under[key]
        if not opd or total <= 1:
            continue
        rules.add(why)
        if in_deck[key] <= 1 and under[key] >= 1:
            rules.add("MR.16.variants")
            v.append(
                Finding(
                    "MR.16.variants",
                    f"{card.name} is One Per Deck: the copies beneath the battlesite count with "
                    f"the deck ({total} in all).",
                    [card.name],
                )
            )
            continue
        what = {
            "OR.deck": "Events and One Per Deck cards are allowed once per deck",
            "OR.special": "It is a One Per Deck special",
            "MR.20": "The errata summary makes it One Per Deck",
        }[why]
        if why == "MR.20" and card.kind == "power":
            what = "Every Any-Power card is One Per Deck (errata summary)"
        elif why == "MR.20" and card.code and card.code.upper() in OPD_ERRATA_CODES:
            what = OPD_ERRATA_CODES[card.code.upper()] + " (errata summary)"
        elif why == "OR.deck" and card.kind == "event":
            what = "A deck may hold only one copy of each event"
        v.append(Finding(why, f"{card.name} appears {total} times. {what}.", [card.name]))


def _check_battlesite(
    deck: Deck,
    team: list[CardDef],
    draw: list[DeckEntry],
    v: list[Finding],
    w: list[Finding],
    rules: set[str],
) -> None:
    site = deck.battlesite
    if site is None:
        if deck.battlesite_specials:
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    "Specials are listed beneath a battlesite, but the deck has no battlesite.",
                    [e.card.name for e in deck.battlesite_specials],
                )
            )
            rules.add("OR.setup.battlesite")
        return
    rules.update({"OR.setup.battlesite", "MR.16.variants"})
    if site.kind != "location":
        v.append(
            Finding("OR.setup.battlesite", f"{site.name} is not a location card.", [site.name])
        )
        return
    listed = [m.name for m in team if listed_on(site, m)]
    if listed:
        v.append(
            Finding(
                "OR.setup.battlesite",
                f"{site.name} lists {', '.join(listed)}: a location may be the battlesite only "
                "if no team character appears on its character list.",
                [site.name, *listed],
            )
        )
    for e in deck.battlesite_specials:
        card = e.card
        if card.kind != "special":
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    f"{card.name} is not a special; only specials go beneath a battlesite.",
                    [card.name],
                )
            )
            continue
        owner = special_owner(card)
        if owner is None:
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    f"{card.name} is an Any Character special; specials beneath a battlesite "
                    "belong to the characters its activators fetch them for.",
                    [card.name],
                )
            )
            continue
        clones = [m.name for m in team if same_name(owner, identity(m))]
        if clones:
            v.append(
                Finding(
                    "MR.16.variants",
                    f"{card.name} belongs to {owner}, a version of team member "
                    f"{', '.join(clones)}: a battlesite may hold a variant's specials, never a "
                    "clone's.",
                    [card.name, *clones],
                )
            )
            continue
        team_list = location_team(site)
        if team_list:
            fake = CardDef(name=owner, kind="character", characters=(owner,))
            if not listed_on(site, fake):
                w.append(
                    Finding(
                        "OR.setup.battlesite",
                        f"{owner} is not on {site.name}'s character list: check that an "
                        f"activator of this battlesite can fetch {card.name}.",
                        [card.name],
                    )
                )
    activators = [e.card for e in draw if e.card.kind in ("character", "activator")]
    under_owners = [special_owner(e.card) for e in deck.battlesite_specials]
    for act in activators:
        who = act.characters[0] if act.kind == "activator" and act.characters else identity(act)
        if not any(o and same_name(o, who) for o in under_owners):
            w.append(
                Finding(
                    "OR.activator",
                    f"Activator {act.name} has no {who} special beneath the battlesite to fetch.",
                    [act.name],
                )
            )
            rules.add("OR.activator")
