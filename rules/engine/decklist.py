"""Reading deck lists and card references into the engine's cards.

Two ways in:

* the plain text players write::

      4 Characters: Wolverine, Cyclops, Storm, Beast
      Mission: Sins of the Future
      Home Base: Krakoa
      Battlesite: Four Freedoms Plaza with: Mister Fantastic - Stretch Attack, 2x Human Torch - Flame On
      3x 7 Fighting
      Wolverine - Berserker Rage
      Taxi Cab x2

* a JSON-like mapping (``{"characters": [...], "mission": ..., "cards": [{"card": ..., "count": n}],
  "home_base": ..., "battlesite": {"card": ..., "specials": [...]}}``).

Card names are matched through a ``CardLookup``; a name that matches nothing becomes a
``Problem`` with the lookup's close suggestions, never a guess. Pure Python.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.engine.cards import (
    POWER_TYPES,
    CardDef,
    CardLookup,
    Grid,
    MemoryLookup,
    Requirement,
    power_card,
)
from rules.engine.deck import Deck, DeckEntry, norm

MAX_COUNT = 200  # more copies of one card than anyone could mean
MAX_ENTRIES = 400  # lines and names in one deck list
MAX_JOIN = 4  # a card name holds at most three commas
MAX_SUGGESTED = 25  # unknown names beyond this many get no suggestions (they cost a search each)


@dataclass
class Problem:
    """A part of the input that could not be read: where, what, and close card names."""

    path: str
    message: str
    suggestions: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"path": self.path, "message": self.message, "suggestions": list(self.suggestions)}


# ------------------------------------------------------------------------------------------
# Lookups that also know mission sets


class CatalogueMemoryLookup(MemoryLookup):
    """A ``MemoryLookup`` that can also list the cards of a mission set."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._all: list[CardDef] = []
        super().__init__(cards)

    def add(self, card: CardDef) -> None:
        super().add(card)
        self._all.append(card)

    def mission_set(self, name: str) -> list[CardDef]:
        key = norm(name)
        return [c for c in self._all if c.kind == "mission" and norm(c.mission_set) == key]

    def mission_set_names(self) -> list[str]:
        return sorted({c.mission_set for c in self._all if c.kind == "mission" and c.mission_set})


def mission_cards(lookup: Any, name: str) -> list[CardDef] | None:
    """The catalogue's cards of a mission set, or None if the lookup cannot list them."""
    finder = getattr(lookup, "mission_set", None)
    if finder is None:
        return None
    return list(finder(name))


# ------------------------------------------------------------------------------------------
# Card references


_POWER_NAME = re.compile(
    r"^(?:(\d)\s*(energy|fighting|strength|intellect|multi[\s-]?power|any[\s-]?power)"
    r"|(energy|fighting|strength|intellect|multi[\s-]?power|any[\s-]?power)\s*(\d))"
    r"(?:\s+power)?(?:\s+cards?)?$",
    re.IGNORECASE,
)


def power_from_name(text: str) -> CardDef | None:
    """'7 Fighting', 'Fighting 7', '4 MultiPower', '7 Any-Power' as a power card."""
    m = _POWER_NAME.match(text.strip())
    if not m:
        return None
    value = int(m.group(1) or m.group(4))
    kind = (m.group(2) or m.group(3)).lower().replace(" ", "").replace("-", "")
    if not 1 <= value <= 8:
        return None
    icon = {"multipower": "multipower", "anypower": "any_power"}.get(kind, kind)
    return power_card(value, icon)


def _int(value: Any, path: str, problems: list[Problem], lo: int = 0, hi: int = 99) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        problems.append(Problem(path, f"must be a whole number from {lo} to {hi}"))
        return None
    return value


def _icon(value: Any, path: str, problems: list[Problem], allow=POWER_TYPES) -> str | None:
    if isinstance(value, str) and value.lower() in allow:
        return value.lower()
    problems.append(Problem(path, f"must be one of: {', '.join(allow)}"))
    return None


def inline_card(data: Mapping[str, Any], path: str, problems: list[Problem]) -> CardDef | None:
    """A card described inline (api.md: power / universe / tactic / special / ... forms)."""
    before = len(problems)
    if "power" in data:
        kind = data.get("power")
        value = _int(data.get("value"), f"{path}.value", problems, 1, 8)
        if kind in POWER_TYPES:
            card = (
                CardDef(
                    name=f"{value} {kind.title()}",
                    kind="power",
                    subtype="single",
                    value=value,
                    icons=(kind,),
                )
                if value
                else None
            )
        elif kind == "multipower":
            icons = data.get("icons") or list(POWER_TYPES)
            if not isinstance(icons, list) or not all(i in POWER_TYPES for i in icons):
                problems.append(Problem(f"{path}.icons", "must list power types"))
                return None
            card = CardDef(
                name=f"{value} MultiPower",
                kind="power",
                subtype="multipower",
                value=value,
                icons=tuple(icons),
            )
        elif kind == "any_power":
            card = CardDef(
                name=f"{value} Any-Power",
                kind="power",
                subtype="any_power",
                value=value,
                icons=("any_power",),
                one_per_deck=True,
            )
        else:
            problems.append(
                Problem(f"{path}.power", "must be a power type, multipower or any_power")
            )
            return None
        return card if len(problems) == before else None
    if "universe" in data:
        sub = data.get("universe")
        if sub not in ("basic", "training", "teamwork", "ally"):
            problems.append(
                Problem(f"{path}.universe", "must be basic, training, teamwork or ally")
            )
            return None
        bonus = data.get("bonus")
        if bonus is not None:
            bonus = _int(bonus, f"{path}.bonus", problems, 0, 9)
        if sub == "training":
            icons = data.get("icons")
            if (
                not isinstance(icons, list)
                or len(icons) != 2
                or not all(i in POWER_TYPES for i in icons)
            ):
                problems.append(Problem(f"{path}.icons", "must list two power types"))
                return None
            value = _int(data.get("requires", 5), f"{path}.requires", problems, 1, 8)
            if len(problems) != before:
                return None
            name = data.get("name") or f"Training {value} {'/'.join(icons)} +{bonus}"
            return CardDef(
                name=str(name),
                kind="universe",
                subtype="training",
                value=value,
                icons=tuple(icons),
                bonus=bonus,
                requirements=(Requirement(icons=tuple(icons), value=value or 5, compare="<="),),
            )
        icon = _icon(data.get("icon"), f"{path}.icon", problems, (*POWER_TYPES, "any_power"))
        value = _int(data.get("requires"), f"{path}.requires", problems, 1, 8)
        if len(problems) != before:
            return None
        label = {"basic": "Basic universe", "teamwork": "Teamwork", "ally": "Ally"}[sub]
        name = data.get("name") or (
            f"{label} {value} {icon}" + (f" +{bonus}" if bonus is not None else "")
        )
        return CardDef(
            name=str(name),
            kind="universe",
            subtype=sub,
            value=value,
            icons=(icon,),
            bonus=bonus,
            requirements=(Requirement(icons=(icon,), value=value),),
        )
    if "tactic" in data:
        sub = data.get("tactic")
        if sub not in ("doubleshot", "artifact"):
            problems.append(Problem(f"{path}.tactic", "must be doubleshot or artifact"))
            return None
        icon = _icon(data.get("icon"), f"{path}.icon", problems, (*POWER_TYPES, "any_power"))
        value = _int(data.get("requires"), f"{path}.requires", problems, 1, 8)
        reqs = [Requirement(icons=(icon,), value=value or 0)] if icon and value else []
        mate = data.get("teammate")
        if mate is not None:
            if not isinstance(mate, Mapping):
                problems.append(Problem(f"{path}.teammate", "must be an object"))
            else:
                micon = _icon(
                    mate.get("icon"), f"{path}.teammate.icon", problems, (*POWER_TYPES, "any_power")
                )
                mval = _int(mate.get("requires"), f"{path}.teammate.requires", problems, 1, 8)
                compare = mate.get("compare", ">=")
                if compare not in (">=", "<="):
                    problems.append(Problem(f"{path}.teammate.compare", "must be >= or <="))
                if micon and mval:
                    reqs.append(
                        Requirement(icons=(micon,), value=mval, compare=compare, who="teammate")
                    )
        if len(problems) != before:
            return None
        name = data.get("name") or f"{sub.title()} {value} {icon}"
        return CardDef(
            name=str(name),
            kind="tactic",
            subtype=sub,
            value=value,
            icons=(icon,),
            requirements=tuple(reqs),
            text=str(data.get("text", "")),
        )
    for kind in ("special", "event", "aspect", "activator"):
        if kind in data:
            body = data.get(kind)
            if isinstance(body, str):
                body = {"name": body} if kind != "activator" else {"character": body}
            if not isinstance(body, Mapping):
                problems.append(Problem(f"{path}.{kind}", "must be an object"))
                return None
            name = body.get("name")
            character = body.get("character") or body.get("location")
            if kind == "activator":
                if not isinstance(character, str) or not character.strip():
                    problems.append(Problem(f"{path}.activator", "must name a character"))
                    return None
                return CardDef(
                    name=f"{character} (activator)", kind="activator", characters=(character,)
                )
            if not isinstance(name, str) or not name.strip():
                problems.append(Problem(f"{path}.{kind}.name", "a name is needed"))
                return None
            if character is not None and not isinstance(character, str):
                problems.append(Problem(f"{path}.{kind}.character", "must be text"))
                return None
            text = body.get("text", "")
            if not isinstance(text, str):
                problems.append(Problem(f"{path}.{kind}.text", "must be text"))
                return None
            alignment = body.get("code_alignment") or body.get("alignment") or ""
            full = f"{character} - {name}" if character and kind == "special" else name
            if kind == "aspect" and character:
                full = f"{character} - {name}"
            return CardDef(
                name=full,
                kind=kind,
                characters=(character,) if character and kind == "special" else (),
                location=character if kind == "aspect" and character else "",
                code=str(body.get("code", "")),
                one_per_deck=bool(body.get("one_per_deck", False))
                or bool(re.search(r"one\s*per\s*deck", text, re.IGNORECASE)),
                alignment=str(alignment).lower(),
                text=text,
                mission_set=str(body.get("mission", "")) if kind == "event" else "",
            )
    problems.append(
        Problem(
            path,
            "a card is a name, a slug or an inline card (power, universe, tactic, special, "
            "event, aspect or activator)",
        )
    )
    return None


def inline_character(data: Mapping[str, Any], path: str, problems: list[Problem]) -> CardDef | None:
    """An inline character: ``{"name": ..., "grid": {...}, "inherent": ..., "code": "hero"}``."""
    before = len(problems)
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.append(Problem(f"{path}.name", "a character needs a name"))
    grid = data.get("grid")
    ratings: dict[str, int | None] = {}
    if not isinstance(grid, Mapping):
        problems.append(Problem(f"{path}.grid", "must map power types to ratings"))
    else:
        for key in grid:
            if key not in POWER_TYPES:
                problems.append(Problem(f"{path}.grid.{key}", "is not a power type"))
        for t in POWER_TYPES:
            value = grid.get(t)
            if value is None:
                ratings[t] = None
            else:
                ratings[t] = _int(value, f"{path}.grid.{t}", problems, 0, 9)
    inherent = data.get("inherent", "")
    if not isinstance(inherent, str):
        problems.append(Problem(f"{path}.inherent", "must be text"))
    code = data.get("code_alignment") or data.get("alignment") or ""
    if code and code not in ("hero", "villain", "H", "V"):
        problems.append(Problem(f"{path}.alignment", "must be hero or villain"))
    if len(problems) != before:
        return None
    return CardDef(
        name=name.strip(),
        kind="character",
        characters=(str(data.get("identity") or re.split(r"\s*:\s*", name.strip())[0]),),
        grid=Grid(**ratings),
        inherent=inherent,
        text=inherent,
        alignment={"H": "hero", "V": "villain"}.get(code, code),
    )


class CardResolver:
    """Resolves card references (names, slugs, inline cards) and records the problems."""

    def __init__(self, lookup: CardLookup) -> None:
        self.lookup = lookup
        self.problems: list[Problem] = []
        self.ambiguous: dict[str, list[str]] = {}
        self.unknown = 0

    def _note_alternatives(self, text: str, card: CardDef) -> None:
        """Names that match several cards (a 3-rank and a 4-rank character, reprints with
        different text): say which one was used, if the lookup can tell."""
        finder = getattr(self.lookup, "alternatives", None)
        if finder is None or text in self.ambiguous:
            return
        others = [s for s in finder(text, card) if s != card.slug]
        if others:
            self.ambiguous[text] = [card.slug or card.name, *others]

    def name(self, ref: str, path: str, *, kinds: tuple[str, ...] = ()) -> CardDef | None:
        text = ref.strip()
        if not text:
            self.problems.append(Problem(path, "a card name is empty"))
            return None
        card = self.lookup.get(text)
        if card is None:
            power = power_from_name(text)
            if power is not None:
                card = self.lookup.get(power.name) or power
        if card is None:
            self.unknown += 1
            suggestions = list(self.lookup.suggest(text)) if self.unknown <= MAX_SUGGESTED else []
            hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
            self.problems.append(Problem(path, f"no card is named {text!r}{hint}", suggestions))
            return None
        if kinds and card.kind not in kinds:
            self.problems.append(
                Problem(path, f"{card.name} is a {card.kind} card, not a {' or '.join(kinds)}")
            )
            return None
        self._note_alternatives(text, card)
        return card

    def try_name(self, ref: str) -> CardDef | None:
        text = ref.strip()
        if not text:
            return None
        card = self.lookup.get(text)
        if card is None:
            power = power_from_name(text)
            if power is not None:
                card = self.lookup.get(power.name) or power
        if card is not None:
            self._note_alternatives(text, card)
        return card

    def ref(self, value: Any, path: str, *, kinds: tuple[str, ...] = ()) -> CardDef | None:
        """A reference as the API takes it: a name, ``{"card": name}`` or an inline card."""
        if isinstance(value, str):
            return self.name(value, path, kinds=kinds)
        if isinstance(value, Mapping):
            if "card" in value:
                inner = value["card"]
                if isinstance(inner, str):
                    return self.name(inner, f"{path}.card", kinds=kinds)
                if isinstance(inner, Mapping):
                    return self.ref(inner, f"{path}.card", kinds=kinds)
                self.problems.append(Problem(f"{path}.card", "must be a card name or object"))
                return None
            if "grid" in value:
                return inline_character(value, path, self.problems)
            card = inline_card(value, path, self.problems)
            if card is not None and kinds and card.kind not in kinds:
                self.problems.append(Problem(path, f"must be a {' or '.join(kinds)} card"))
                return None
            return card
        self.problems.append(Problem(path, "must be a card name or an object"))
        return None


# ------------------------------------------------------------------------------------------
# Mission


def resolve_mission(
    resolver: CardResolver, value: Any, path: str
) -> tuple[list[CardDef], str, list[int]]:
    """(mission cards, mission name, catalogue gaps) from a set name or a list of cards."""
    if value is None:
        return [], "", []
    if isinstance(value, list):
        cards = []
        for i, item in enumerate(value):
            card = resolver.ref(item, f"{path}.{i}", kinds=("mission",))
            if card is not None:
                cards.append(card)
        return cards, "", []
    if not isinstance(value, str) or not value.strip():
        resolver.problems.append(Problem(path, "must be a mission set name or a list of cards"))
        return [], "", []
    name = re.sub(
        r"\s*\(?\s*(?:1\s*[-\u2013]\s*7|7\s+cards?|complete)\s*\)?\s*$", "", value.strip()
    )
    cards = mission_cards(resolver.lookup, name)
    if cards is None:
        # The lookup cannot list sets: accept one card of the set by name.
        card = resolver.lookup.get(name)
        if card is not None and card.kind == "mission":
            return [card], card.mission_set or name, []
        resolver.problems.append(
            Problem(
                path, f"cannot list the cards of the mission set {name!r}: list its seven cards"
            )
        )
        return [], name, []
    if not cards:
        names = list(getattr(resolver.lookup, "mission_set_names", lambda: [])())
        close = difflib.get_close_matches(name, names, n=5, cutoff=0.5)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        resolver.problems.append(Problem(path, f"no mission set is named {name!r}{hint}", close))
        return [], name, []
    by_number: dict[int, CardDef] = {}
    for c in sorted(cards, key=lambda c: c.name):
        n = c.mission_number
        if n is None:
            m = re.search(r"\s(\d)\s*(?:of\s*7)?\s*[-\u2013\u2014:]", c.name)
            n = int(m.group(1)) if m else None
        if isinstance(n, int):
            by_number.setdefault(n, c)
    gaps = [n for n in range(1, 8) if n not in by_number]
    chosen = [by_number[n] for n in sorted(by_number) if 1 <= n <= 7] if by_number else cards[:7]
    return chosen, cards[0].mission_set or name, gaps


# ------------------------------------------------------------------------------------------
# JSON-like deck lists


def deck_from_data(
    data: Mapping[str, Any], lookup: CardLookup
) -> tuple[Deck | None, list[Problem]]:
    """A ``Deck`` from the API's structured form; problems instead of a deck if any."""
    r = CardResolver(lookup)
    characters = []
    chars = data.get("characters")
    if not isinstance(chars, list):
        r.problems.append(Problem("characters", "must be a list of four characters"))
        chars = []
    for i, item in enumerate(chars):
        card = r.ref(item, f"characters.{i}", kinds=("character",))
        if card is not None:
            characters.append(card)
    mission, mission_name, gaps = resolve_mission(r, data.get("mission"), "mission")
    entries: list[DeckEntry] = []
    cards = data.get("cards", [])
    if not isinstance(cards, list):
        r.problems.append(Problem("cards", "must be a list of {card, count}"))
        cards = []
    for i, item in enumerate(cards):
        path = f"cards.{i}"
        count = 1
        if isinstance(item, Mapping) and "count" in item:
            count = _int(item.get("count"), f"{path}.count", r.problems, 1, MAX_COUNT) or 0
        ref = item.get("card") if isinstance(item, Mapping) and "card" in item else item
        card = r.ref(ref, f"{path}.card" if isinstance(item, Mapping) else path)
        if card is not None and count:
            entries.append(DeckEntry(card, count))
    home = data.get("home_base")
    home_base = r.ref(home, "home_base", kinds=("location",)) if home else None
    site = data.get("battlesite")
    battlesite = None
    specials: list[DeckEntry] = []
    if site:
        if isinstance(site, str):
            site = {"card": site}
        if not isinstance(site, Mapping):
            r.problems.append(Problem("battlesite", "must be {card, specials}"))
        else:
            battlesite = r.ref(site.get("card"), "battlesite.card", kinds=("location",))
            raw = site.get("specials", [])
            if not isinstance(raw, list):
                r.problems.append(Problem("battlesite.specials", "must be a list"))
                raw = []
            for i, item in enumerate(raw):
                count = 1
                if isinstance(item, Mapping) and "count" in item:
                    count = (
                        _int(item.get("count"), f"battlesite.specials.{i}.count", r.problems, 1, 50)
                        or 0
                    )
                    item = item.get("card")
                card = r.ref(item, f"battlesite.specials.{i}")
                if card is not None and count:
                    specials.append(DeckEntry(card, count))
    code_rule = data.get("code_rule", False)
    if not isinstance(code_rule, bool):
        r.problems.append(Problem("code_rule", "must be true or false"))
    if r.problems:
        return None, r.problems
    return (
        Deck(
            characters=characters,
            mission=mission,
            mission_name=mission_name,
            mission_catalogue_gaps=gaps,
            cards=entries,
            home_base=home_base,
            battlesite=battlesite,
            battlesite_specials=specials,
            code_rule=bool(code_rule),
            ambiguous=dict(r.ambiguous),
        ),
        [],
    )


# ------------------------------------------------------------------------------------------
# Plain text deck lists


@dataclass
class TextRef:
    text: str
    count: int
    line: int
    maybe_count: bool = False  # '2 Taxi Cab': the number may be part of the name

    @property
    def path(self) -> str:
        return f"text.line.{self.line}"


@dataclass
class DeckText:
    characters: list[TextRef] = field(default_factory=list)
    mission: TextRef | None = None
    mission_cards: list[TextRef] = field(default_factory=list)
    home_base: TextRef | None = None
    battlesite: TextRef | None = None
    battlesite_specials: list[TextRef] = field(default_factory=list)
    cards: list[TextRef] = field(default_factory=list)
    code_rule: bool = False
    problems: list[Problem] = field(default_factory=list)


_HEADER_CHARS = re.compile(
    r"^(?:\d+\s+)?(?:team|characters?|heroes)\s*(?:\(\d+\))?\s*:\s*(.*)$", re.I
)
_HEADER_MISSION = re.compile(r"^missions?(?:\s+set)?\s*(?:\(\d+\))?\s*:\s*(.*)$", re.I)
_HEADER_HOME = re.compile(r"^home\s*-?\s*base\s*:\s*(.*)$", re.I)
_HEADER_SITE = re.compile(r"^battle\s*-?\s*site\s*:\s*(.*)$", re.I)
_HEADER_UNDER = re.compile(
    r"^(?:(?:specials?\s+)?(?:beneath|under)\s+(?:the\s+)?battle\s*-?\s*site|battle\s*-?\s*site\s+specials?)\s*:\s*(.*)$",
    re.I,
)
_HEADER_CODE = re.compile(r"^code\s*rule\s*:\s*(\w+)\s*$", re.I)
_HEADER_ANY = re.compile(r"^[A-Za-z][A-Za-z /&'-]{0,40}\s*(?:\(\d+\))?\s*:\s*$")
_WITH = re.compile(r"\s+with\s*:\s*|\s*\bwith:\s*", re.I)
_COUNT_X_FRONT = re.compile(r"^(\d+)\s*[x\u00d7]\s*(.+)$", re.I)
_COUNT_X_BACK = re.compile(r"^(.+?)\s*[x\u00d7]\s*(\d+)$", re.I)
_COUNT_PAREN = re.compile(r"^(.+?)\s*\((\d+)\)$")
_COUNT_BARE = re.compile(r"^(\d+)\s+(.+)$")


def _strip_bullet(line: str) -> str:
    return re.sub(r"^\s*(?:[-*\u2022]|\d+[.)])\s+", "", line).strip()


def _counted(text: str, line: int) -> TextRef:
    text = text.strip()
    for pattern, swap in ((_COUNT_X_FRONT, False), (_COUNT_X_BACK, True), (_COUNT_PAREN, True)):
        m = pattern.match(text)
        if m:
            name, count = (m.group(1), m.group(2)) if swap else (m.group(2), m.group(1))
            return TextRef(name.strip(), int(count), line)
    m = _COUNT_BARE.match(text)
    if m and not _POWER_NAME.match(text):
        return TextRef(m.group(2).strip(), int(m.group(1)), line, maybe_count=True)
    return TextRef(text, 1, line)


def _split_names(text: str, line: int) -> list[TextRef]:
    return [_counted(part, line) for part in re.split(r"\s*[,;]\s*", text) if part.strip()]


def parse_deck_text(text: str) -> DeckText:
    """Split a deck list into its parts; names are resolved later (``deck_from_text``)."""
    out = DeckText()
    section = "cards"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            if section == "under" and not line:
                section = "cards"
            continue
        if m := _HEADER_CODE.match(line):
            out.code_rule = m.group(1).lower() in ("on", "yes", "true", "1")
            continue
        if m := _HEADER_CHARS.match(line):
            rest = m.group(1).strip()
            section = "cards" if rest else "characters"
            out.characters.extend(_split_names(rest, number))
            continue
        if m := _HEADER_MISSION.match(line):
            rest = m.group(1).strip()
            section = "cards" if rest else "mission"
            if rest:
                out.mission = TextRef(rest, 1, number)
            continue
        if m := _HEADER_HOME.match(line):
            section = "cards"
            if m.group(1).strip():
                out.home_base = TextRef(m.group(1).strip(), 1, number)
            continue
        if m := _HEADER_UNDER.match(line):
            section = "under"
            out.battlesite_specials.extend(_split_names(m.group(1), number))
            continue
        if m := _HEADER_SITE.match(line):
            rest = m.group(1).strip()
            parts = _WITH.split(rest, maxsplit=1)
            if parts[0].strip():
                out.battlesite = TextRef(parts[0].strip(), 1, number)
            if len(parts) == 2:
                if parts[1].strip():
                    out.battlesite_specials.extend(_split_names(parts[1], number))
                    section = "cards"
                else:
                    section = "under"
            else:
                section = "cards"
            continue
        if _HEADER_ANY.match(line):
            section = "cards"
            continue
        item = _counted(_strip_bullet(line), number)
        if section == "characters":
            out.characters.extend(_split_names(_strip_bullet(line), number))
        elif section == "mission":
            out.mission_cards.append(item)
        elif section == "under":
            out.battlesite_specials.append(item)
        else:
            out.cards.append(item)
    return out


def _resolve_text_ref(
    r: CardResolver, ref: TextRef, kinds: tuple[str, ...] = ()
) -> tuple[CardDef | None, int]:
    if ref.maybe_count:
        whole = f"{ref.count} {ref.text}"
        card = r.try_name(whole)
        if card is not None and (not kinds or card.kind in kinds):
            return card, 1
    card = r.name(ref.text, ref.path, kinds=kinds)
    return card, ref.count


def _resolve_name_list(
    r: CardResolver, refs: list[TextRef], kinds: tuple[str, ...]
) -> list[CardDef]:
    """Names split on commas, re-joined where a name itself holds a comma."""
    cards: list[CardDef] = []
    i = 0
    while i < len(refs):
        ref = refs[i]
        whole = r.try_name(f"{ref.count} {ref.text}") if ref.maybe_count else None
        if whole is not None and (not kinds or whole.kind in kinds):
            cards.append(whole)
            i += 1
            continue
        single = r.try_name(ref.text)
        if single is not None and (not kinds or single.kind in kinds):
            cards.extend([single] * ref.count)
            i += 1
            continue
        joined_found = None
        for j in range(i + 2, min(len(refs), i + MAX_JOIN) + 1):
            if any(x.line != ref.line for x in refs[i:j]):
                break
            card = r.try_name(", ".join(x.text for x in refs[i:j]))
            if card is not None and (not kinds or card.kind in kinds):
                joined_found = (card, j)
                break
        if joined_found:
            cards.extend([joined_found[0]] * ref.count)
            i = joined_found[1]
            continue
        card, count = _resolve_text_ref(r, ref, kinds)
        if card is not None:
            cards.extend([card] * count)
        i += 1
    return cards


def deck_from_text(text: str, lookup: CardLookup) -> tuple[Deck | None, list[Problem]]:
    """A ``Deck`` from a deck list as players write it; problems instead if any."""
    parsed = parse_deck_text(text)
    r = CardResolver(lookup)
    r.problems.extend(parsed.problems)
    entries_count = (
        len(parsed.characters)
        + len(parsed.mission_cards)
        + len(parsed.cards)
        + len(parsed.battlesite_specials)
    )
    if len(parsed.characters) > 12:
        return None, [
            Problem(
                parsed.characters[0].path,
                f"{len(parsed.characters)} characters listed; a team has four",
            )
        ]
    if len(parsed.battlesite_specials) > 60:
        return None, [
            Problem(parsed.battlesite_specials[0].path, "at most 60 specials beneath a battlesite")
        ]
    if entries_count > MAX_ENTRIES:
        return None, [
            Problem(
                "text",
                f"the list has {entries_count} entries; a deck list has at most {MAX_ENTRIES}",
            )
        ]
    characters = _resolve_name_list(r, parsed.characters, ("character",))
    mission: list[CardDef] = []
    mission_name = ""
    gaps: list[int] = []
    if parsed.mission is not None:
        mission, mission_name, gaps = resolve_mission(r, parsed.mission.text, parsed.mission.path)
    entries: list[DeckEntry] = []
    for ref in [*parsed.mission_cards, *parsed.cards]:
        card, count = _resolve_text_ref(r, ref)
        if card is None:
            continue
        if not 1 <= count <= MAX_COUNT:
            r.problems.append(Problem(ref.path, f"a count must be from 1 to {MAX_COUNT}"))
            continue
        if card.kind == "mission":
            mission.extend([card] * count)
        else:
            entries.append(DeckEntry(card, count))
    home_base = (
        r.name(parsed.home_base.text, parsed.home_base.path, kinds=("location",))
        if parsed.home_base
        else None
    )
    battlesite = (
        r.name(parsed.battlesite.text, parsed.battlesite.path, kinds=("location",))
        if parsed.battlesite
        else None
    )
    under: list[DeckEntry] = []
    for card in _resolve_name_list(r, parsed.battlesite_specials, ()):
        if under and under[-1].card is card:
            under[-1].count += 1
        else:
            under.append(DeckEntry(card, 1))
    if not parsed.characters and not parsed.cards and parsed.mission is None:
        r.problems.append(Problem("text", "the deck list is empty"))
    if r.problems:
        return None, r.problems
    return (
        Deck(
            characters=characters,
            mission=mission,
            mission_name=mission_name,
            mission_catalogue_gaps=gaps,
            cards=entries,
            home_base=home_base,
            battlesite=battlesite,
            battlesite_specials=under,
            code_rule=parsed.code_rule,
            ambiguous=dict(r.ambiguous),
        ),
        [],
    )


# ------------------------------------------------------------------------------------------
# Discard situations (``checks/discard/``)

MAX_HAND = 60


def _bool(value: Any, path: str, problems: list[Problem], default: bool = False) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        problems.append(Problem(path, "must be true or false"))
        return default
    return value


def _text(value: Any, path: str, problems: list[Problem]) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        problems.append(Problem(path, "must be text"))
        return ""
    return value.strip()


def situation_from_data(data: Mapping[str, Any], lookup: CardLookup):
    """A ``DiscardSituation`` from the API's request; problems instead if any.

    ``{"team": {"front_line": [characters], "reserve": character | null, "ko": [ids]},
    "hand": [cards], "placed": {"<id>" | "home_base": [{"card": ..., "placed_before": true}]},
    "event": card | null, "home_base": card | null,
    "battlesite": {"card": ..., "specials": [cards], "ko": false} | null, "code_rule": false}``
    """
    from rules.engine.discard import DiscardSituation, Held, Member

    r = CardResolver(lookup)
    p = r.problems
    team = data.get("team")
    members: list[Member] = []
    if not isinstance(team, Mapping):
        p.append(Problem("team", "must be {front_line, reserve, ko}"))
        team = {}
    front = team.get("front_line", [])
    if not isinstance(front, list) or not front:
        p.append(Problem("team.front_line", "must list the front-line characters"))
        front = []
    elif len(front) > 4:
        p.append(Problem("team.front_line", "a front line has at most four characters"))
    entries = [(f"team.front_line.{i}", c, False) for i, c in enumerate(front)]
    if team.get("reserve") is not None:
        entries.append(("team.reserve", team.get("reserve"), True))
    for path, raw, is_reserve in entries:
        if not isinstance(raw, Mapping):
            p.append(Problem(path, 'must be {"id": ..., "card": name} or an inline character'))
            continue
        cid = raw.get("id")
        if not isinstance(cid, str) or not cid.strip():
            p.append(Problem(f"{path}.id", "every character needs an id"))
            continue
        if cid == "home_base" or any(m.id == cid for m in members):
            p.append(Problem(f"{path}.id", f"the id {cid!r} is used twice or reserved"))
            continue
        if "card" in raw:
            card = r.ref(raw.get("card"), f"{path}.card", kinds=("character",))
        else:
            card = inline_character(raw, path, p)
        ko = _bool(raw.get("ko"), f"{path}.ko", p)
        if card is not None:
            members.append(Member(cid, card, reserve=is_reserve, ko=ko))
    ko_ids = team.get("ko", [])
    if not isinstance(ko_ids, list):
        p.append(Problem("team.ko", "must list character ids"))
        ko_ids = []
    known = {m.id: m for m in members}
    for i, cid in enumerate(ko_ids):
        if not isinstance(cid, str) or (
            cid not in known and not any(x.path.startswith("team.") for x in p)
        ):
            p.append(Problem(f"team.ko.{i}", f"{cid!r} is not a character of the team"))
        elif cid in known:
            known[cid].ko = True

    def held(raw: Any, path: str, holder: str | None) -> Held | None:
        extra: Mapping[str, Any] = {}
        ref = raw
        if isinstance(raw, Mapping) and "card" in raw:
            extra = raw
            ref = raw.get("card")
        card = r.ref(ref, path if ref is raw else f"{path}.card")
        if card is None:
            return None
        return Held(
            card,
            holder=holder,
            placed_before=_bool(extra.get("placed_before"), f"{path}.placed_before", p, True),
            can_become_usable=_text(extra.get("can_become_usable"), f"{path}.can_become_usable", p),
            playable_from_reserve=(
                _bool(extra.get("playable_from_reserve"), f"{path}.playable_from_reserve", p)
                if extra.get("playable_from_reserve") is not None
                else None
            ),
        )

    hand_raw = data.get("hand", [])
    hand: list[Held] = []
    if not isinstance(hand_raw, list):
        p.append(Problem("hand", "must be a list of cards"))
        hand_raw = []
    if len(hand_raw) > MAX_HAND:
        p.append(Problem("hand", f"at most {MAX_HAND} cards"))
        hand_raw = []
    for i, raw in enumerate(hand_raw):
        h = held(raw, f"hand.{i}", None)
        if h is not None:
            hand.append(h)
    placed_raw = data.get("placed") or {}
    placed: list[Held] = []
    if not isinstance(placed_raw, Mapping):
        p.append(Problem("placed", "must map character ids (or home_base) to lists of cards"))
        placed_raw = {}
    for holder, items in placed_raw.items():
        path = f"placed.{holder}"
        if holder != "home_base" and holder not in known:
            if not any(x.path.startswith("team.") for x in p):
                p.append(Problem(path, f"{holder!r} is not a character of the team"))
            continue
        if not isinstance(items, list) or len(items) > 8:
            p.append(Problem(path, "must be a list of at most 8 cards"))
            continue
        for i, raw in enumerate(items):
            h = held(raw, f"{path}.{i}", holder)
            if h is not None:
                placed.append(h)
    event = r.ref(data["event"], "event", kinds=("event",)) if data.get("event") else None
    home_base = (
        r.ref(data["home_base"], "home_base", kinds=("location",))
        if data.get("home_base")
        else None
    )
    battlesite = None
    specials: list[CardDef] | None = None
    site_ko = False
    site = data.get("battlesite")
    if site:
        if isinstance(site, str):
            site = {"card": site}
        if not isinstance(site, Mapping):
            p.append(Problem("battlesite", "must be {card, specials, ko}"))
        else:
            battlesite = r.ref(site.get("card"), "battlesite.card", kinds=("location",))
            site_ko = _bool(site.get("ko"), "battlesite.ko", p)
            if site.get("specials") is not None:
                if not isinstance(site.get("specials"), list):
                    p.append(Problem("battlesite.specials", "must be a list of specials"))
                else:
                    specials = []
                    for i, raw in enumerate(site["specials"]):
                        card = r.ref(raw, f"battlesite.specials.{i}", kinds=("special",))
                        if card is not None:
                            specials.append(card)
    code_rule = _bool(data.get("code_rule"), "code_rule", p)
    if p:
        return None, p
    return (
        DiscardSituation(
            members=members,
            hand=hand,
            placed=placed,
            event=event,
            home_base=home_base,
            battlesite=battlesite,
            battlesite_specials=specials,
            battlesite_ko=site_ko,
            code_rule=code_rule,
        ),
        [],
    )


# ------------------------------------------------------------------------------------------
# Discard situations written as text (the discard page)

_D_LINE = re.compile(r"^([A-Za-z][A-Za-z '\-]*?)\s*:\s*(.*)$")
_D_PLACED = re.compile(r"^placed\s+on\s+(.+?)(\s+this\s+battle)?$", re.IGNORECASE)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def discard_data_from_text(text: str) -> tuple[dict[str, Any], list[Problem]]:
    """The ``checks/discard/`` request from lines a judge types::

        Front line: Wolverine, Cyclops, Storm
        Reserve: Beast
        KO: Storm
        Hand: Nerve Pinch, Taxi Cab, 3 Fighting
        Placed on Wolverine: 6 Energy
        Placed on Beast this battle: 7 Fighting
        Placed on Home Base: Krakoa - The Living Island
        Event: ...          Home Base: ...          Code rule: on
        Battlesite: Four Freedoms Plaza with: Mister Fantastic - Stretch Punch
        Battlesite KO: yes

    Lists are separated by commas or semicolons; '3x Name' repeats a card. Character ids are
    made from the names; names in 'KO' and 'Placed on' refer to the team's names.
    """
    problems: list[Problem] = []
    data: dict[str, Any] = {"team": {"front_line": [], "reserve": None, "ko": []}, "hand": []}
    ids: dict[str, str] = {}
    placed: dict[str, list[dict[str, Any]]] = {}
    pending_placed: list[tuple[str, list[str], bool, int]] = []
    pending_ko: list[tuple[str, int]] = []

    def items(value: str, line: int) -> list[str]:
        out: list[str] = []
        for part in re.split(r"\s*[;,]\s*", value):
            part = part.strip()
            if not part:
                continue
            m = _COUNT_X_FRONT.match(part) or None
            if m and int(m.group(1)) <= 20:
                out.extend([m.group(2).strip()] * int(m.group(1)))
            else:
                out.append(part)
        return out

    def add_member(name: str, line: int, reserve: bool) -> None:
        cid = _slug(name)
        while cid in ids.values() or cid == "home-base":
            cid += "-2"
        ids[norm(name)] = cid
        entry = {"id": cid, "card": name}
        if reserve:
            data["team"]["reserve"] = entry
        else:
            data["team"]["front_line"].append(entry)

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _D_LINE.match(line)
        if not m:
            problems.append(Problem(f"text.line.{number}", "expected 'Label: values'"))
            continue
        label, value = m.group(1).strip().lower(), m.group(2).strip()
        label = re.sub(r"\s+", " ", label)
        if label in ("front line", "frontline", "front"):
            for name in items(value, number):
                add_member(name, number, False)
        elif label == "reserve":
            if value:
                add_member(value, number, True)
        elif label in ("ko", "ko'd", "kod", "knocked out"):
            pending_ko.extend((n, number) for n in items(value, number))
        elif label == "hand":
            data["hand"].extend(items(value, number))
        elif (pm := _D_PLACED.match(label)) is not None:
            pending_placed.append((pm.group(1), items(value, number), not pm.group(2), number))
        elif label == "event":
            data["event"] = value or None
        elif label in ("home base", "homebase"):
            data["home_base"] = value or None
        elif label in ("battlesite", "battle site"):
            parts = _WITH.split(value, maxsplit=1)
            site = data.setdefault("battlesite", {})
            site["card"] = parts[0].strip()
            if len(parts) == 2:
                site["specials"] = items(parts[1], number)
        elif label in ("battlesite ko", "battlesite ko'd"):
            data.setdefault("battlesite", {})["ko"] = value.lower() in ("yes", "true", "on", "1")
        elif label == "code rule":
            data["code_rule"] = value.lower() in ("yes", "true", "on", "1")
        else:
            problems.append(Problem(f"text.line.{number}", f"unknown label {m.group(1)!r}"))
    for name, number in pending_ko:
        cid = ids.get(norm(name))
        if cid is None:
            problems.append(Problem(f"text.line.{number}", f"{name!r} is not on the team"))
        else:
            data["team"]["ko"].append(cid)
    for who, cards, before, number in pending_placed:
        if norm(who) in ("home base", "homebase"):
            holder = "home_base"
        else:
            holder = ids.get(norm(who))
            if holder is None:
                problems.append(Problem(f"text.line.{number}", f"{who!r} is not on the team"))
                continue
        placed.setdefault(holder, []).extend({"card": c, "placed_before": before} for c in cards)
    if placed:
        data["placed"] = placed
    if "battlesite" in data and "card" not in data["battlesite"]:
        problems.append(Problem("text", "'Battlesite KO' needs a 'Battlesite' line"))
    return data, problems
