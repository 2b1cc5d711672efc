"""Deck lists as players write them in plain text: headers, counts ("3x", "x2", "(2)"), names split on commas, and their resolution against the catalogue."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.engine.cards import (
    CardDef,
    CardLookup,
)
from rules.engine.deck_data import finished_deck, resolve_mission
from rules.engine.deck_model import Deck, DeckEntry
from rules.engine.deck_problems import Problem
from rules.engine.deck_refs import (
    _POWER_NAME,
    MAX_COUNT,
    MAX_ENTRIES,
    MAX_JOIN,
    CardResolver,
)


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


WITH_SEPARATOR = re.compile(r"\s+with\s*:\s*|\s*\bwith:\s*", re.I)


COUNT_X_FRONT = re.compile(r"^(\d+)\s*[x\u00d7]\s*(.+)$", re.I)


_COUNT_X_BACK = re.compile(r"^(.+?)\s*[x\u00d7]\s*(\d+)$", re.I)


_COUNT_PAREN = re.compile(r"^(.+?)\s*\((\d+)\)$")


_COUNT_BARE = re.compile(r"^(\d+)\s+(.+)$")


def _strip_bullet(line: str) -> str:
    return re.sub(r"^\s*(?:[-*\u2022]|\d+[.)])\s+", "", line).strip()


def _counted(text: str, line: int) -> TextRef:
    text = text.strip()
    for pattern, swap in ((COUNT_X_FRONT, False), (_COUNT_X_BACK, True), (_COUNT_PAREN, True)):
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
            parts = WITH_SEPARATOR.split(rest, maxsplit=1)
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
    return finished_deck(
        r,
        characters=characters,
        mission=mission,
        mission_name=mission_name,
        mission_catalogue_gaps=gaps,
        cards=entries,
        home_base=home_base,
        battlesite=battlesite,
        battlesite_specials=under,
        code_rule=parsed.code_rule,
    )
