"""Which errata cover a card, and what a card reads once its errata are applied (pure).

Two sources of errata, both from the meta-rules revision's errata summary (MR.20):

* our data file ``cards/data/errata.json``: named cards, and "[ALL]" errata covering every
  special printed with a code;
* blanket rules that cover cards by what they are (``BLANKET_RULES`` below): personal pure
  avoids are AG, avoids with a printed limitation are AD, every Any-Power card is One Per
  Deck, every Ally card reads "Teammate must play a Special card."

``errata_for(card)`` lists the errata a card should carry; ``effective(card, errata)``
computes the effective text, code and One Per Deck flag. The database side (Erratum rows,
the card's stored effective fields) is ``cards.services``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cards.importer.text import (
    has_one_per_deck,
    name_key,
    norm_key,
    strip_one_per_deck,
    tidy_one_per_deck,
)

ERRATA_FILE = Path(__file__).resolve().parent / "data" / "errata.json"

# Prefix of Erratum.blanket for errata that come from our data file.
FILE_PREFIX = "errata:"


@dataclass(frozen=True)
class CardFacts:
    """What the errata rules look at: the card as printed."""

    name: str
    kind: str
    subtype: str = ""
    printed_code: str = ""
    printed_text: str = ""
    printed_one_per_deck: bool = False
    characters: tuple[str, ...] = ()
    location: str = ""

    @classmethod
    def of(cls, card: Any) -> CardFacts:
        return cls(
            name=card.name,
            kind=card.kind,
            subtype=card.subtype or "",
            printed_code=card.printed_code or "",
            printed_text=card.printed_text or "",
            printed_one_per_deck=bool(card.printed_one_per_deck),
            characters=tuple(card.characters or ()),
            location=card.location or "",
        )


@dataclass(frozen=True)
class ErratumSpec:
    """An erratum a card should carry (the values of one Erratum row)."""

    blanket: str
    status: str
    source: str
    should_read: str = ""
    code: str = ""
    one_per_deck: bool | None = None
    note: str = ""

    @property
    def priority(self) -> int:
        """Lower wins: staff errata (no blanket), then our data file, then blanket rules."""
        if not self.blanket:
            return 0
        if self.blanket.startswith(FILE_PREFIX):
            return 1
        return 2


# ---------------------------------------------------------------------------------------------
# Avoids


_ICON = r"(?:energy|fighting|strength|intellect)"
_AVOID_RE = re.compile(
    r"^(?P<subject>(?:(?P<who>.+?)\s+)?may\s+)?avoids?\s+"
    r"(?P<count>1|one|an|any(?:\s+1)?)\s+"
    rf"(?P<pre>(?:numerical|numeric|{_ICON})(?:\s+or\s+{_ICON})?\s+)?"
    r"(?P<noun>attack|card)"
    r"(?P<post>\s+(?:of\s+\d+\s+or\s+less|made\s+with\s+an?\s+[\w:\- ]+?\s+card"
    rf"|(?:that\s+contains|with)\s+an?\s+{_ICON}\s+icon))?\s*\.?$",
    re.IGNORECASE,
)
_RESERVE_PERMISSION = re.compile(
    r"\s*may be played (?:while|from) .{0,40}?(?:reserve|rerseve)\.?\s*$", re.IGNORECASE
)


def classify_avoid(text: str, characters: Sequence[str] = ()) -> str | None:
    """'pure' for a personal pure avoid, 'limited' for an avoid with a printed limitation.

    Only cards whose whole effect is that one avoid count (a One Per Deck marker and a
    permission to play it from the reserve aside); an avoid with other effects is neither.
    A personal avoid protects the card's own character ("Avoid 1 attack.", "Baron Mordo may
    avoid 1 attack."). Limitations: a teammate, a power type, a value, "numerical", "made
    with a ... card", "with a ... icon". "Any hero may avoid" is left alone.
    """
    body = strip_one_per_deck(text).strip()
    body = _RESERVE_PERMISSION.sub("", body).strip()
    body = re.sub(r"\s+", " ", body)
    if not body or body.count(".") > 1:
        return None
    m = _AVOID_RE.match(body)
    if not m:
        return None
    who = (m.group("who") or "").strip().lower()
    if who.startswith("any "):
        return None
    mentions_teammate = "teammate" in who
    if who and not mentions_teammate:
        own = {name_key(c) for c in characters}
        if name_key(who) not in own and not any(
            name_key(who) in o or o in name_key(who) for o in own
        ):
            return None
    limited = bool(
        mentions_teammate or m.group("pre") or m.group("post") or m.group("noun").lower() == "card"
    )
    return "limited" if limited else "pure"


# ---------------------------------------------------------------------------------------------
# Blanket rules


ALLY_SHOULD_READ = "Teammate must play a Special card."
_ALLY_SENTENCE = re.compile(
    r"teammate\s+(?:may|must)\s+play\s+(?:one|1|a|any)\s+special\s+card\.?", re.IGNORECASE
)


def _avoid_code(
    card: CardFacts, avoid: str, code: str, blanket: str, note: str
) -> ErratumSpec | None:
    """A special whose avoid is of the ``avoid`` sort takes ``code`` unless printed with it."""
    if card.kind != "special" or card.printed_code == code:
        return None
    if classify_avoid(card.printed_text, card.characters) != avoid:
        return None
    return ErratumSpec(blanket=blanket, status="official", source="MR.20", code=code, note=note)


def _pure_avoid(card: CardFacts) -> ErratumSpec | None:
    return _avoid_code(
        card, "pure", "AG", "pure-avoid-ag", "Personal pure avoid specials are AG-coded."
    )


def _limited_avoid(card: CardFacts) -> ErratumSpec | None:
    return _avoid_code(
        card,
        "limited",
        "AD",
        "limited-avoid-ad",
        "Avoid specials with a printed limitation are AD-coded.",
    )


def _any_power_opd(card: CardFacts) -> ErratumSpec | None:
    if card.kind != "power" or card.subtype != "any_power" or card.printed_one_per_deck:
        return None
    return ErratumSpec(
        blanket="any-power-opd",
        status="official",
        source="MR.20",
        one_per_deck=True,
        note="Every Any-Power card is One Per Deck.",
    )


def _ally_special(card: CardFacts) -> ErratumSpec | None:
    if card.kind != "universe" or card.subtype != "ally":
        return None
    text = card.printed_text
    if _ALLY_SENTENCE.search(text):
        should = _ALLY_SENTENCE.sub(ALLY_SHOULD_READ, text, count=1)
    else:
        should = f"{text.rstrip()} {ALLY_SHOULD_READ}".strip()
    if norm_key(should) == norm_key(text):
        return None
    return ErratumSpec(
        blanket="ally-teammate-special",
        status="official",
        source="MR.20",
        should_read=should,
        note="Every Ally card reads: teammate must play a Special card.",
    )


BLANKET_RULES = (_pure_avoid, _limited_avoid, _any_power_opd, _ally_special)


# ---------------------------------------------------------------------------------------------
# Our errata file


@lru_cache(maxsize=4)
def load_entries(path: str = str(ERRATA_FILE)) -> tuple[Mapping[str, Any], ...]:
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    entries = data["errata"]
    for entry in entries:
        if entry.get("status") not in ("official", "tournament"):
            raise ValueError(f"erratum {entry.get('id')}: status must be official or tournament")
    return tuple(entries)


def _matches(card: CardFacts, cond: Mapping[str, Any]) -> bool:
    if "kind" in cond and card.kind != cond["kind"]:
        return False
    if "code" in cond and card.printed_code != cond["code"]:
        return False
    if "name" in cond and norm_key(card.name) != norm_key(cond["name"]):
        return False
    needle = cond.get("text_contains")
    return not needle or norm_key(needle) in norm_key(card.printed_text)


def _owner_words(card: CardFacts) -> str:
    owner = card.characters[0] if card.characters else card.name.split(" - ")[0]
    if owner.lower().startswith("any "):
        return "this " + owner[4:].lower()
    return owner


def _file_spec(card: CardFacts, entry: Mapping[str, Any]) -> ErratumSpec:
    should = entry.get("should_read", "")
    if should:
        should = should.replace("{character}", _owner_words(card))
    elif "transform" in entry:
        pattern = entry["transform"]["pattern"]
        replaced = re.sub(pattern, entry["transform"]["replace"], card.printed_text, flags=re.I)
        should = replaced if replaced != card.printed_text else ""
    return ErratumSpec(
        blanket=FILE_PREFIX + entry["id"],
        status=entry["status"],
        source=entry.get("source", "MR.20"),
        should_read=should,
        code=entry.get("code", ""),
        one_per_deck=entry.get("one_per_deck"),
        note=entry.get("note", ""),
    )


def file_errata_for(
    card: CardFacts, entries: Iterable[Mapping[str, Any]] | None = None
) -> ErratumSpec | None:
    """The erratum of our data file covering the card: a named-card entry before an [ALL] one."""
    found_card = found_code = None
    for entry in entries if entries is not None else load_entries():
        if not any(_matches(card, cond) for cond in entry["match"]):
            continue
        if entry.get("scope") == "code":
            found_code = found_code or entry
        else:
            found_card = found_card or entry
    chosen = found_card or found_code
    if chosen is None:
        return None
    spec = _file_spec(card, chosen)
    if not (spec.should_read or spec.code or spec.one_per_deck is not None or spec.note):
        return None
    return spec


def errata_for(
    card: CardFacts, entries: Iterable[Mapping[str, Any]] | None = None
) -> list[ErratumSpec]:
    """Every erratum (data file and blanket rules) the card should carry."""
    specs = []
    spec = file_errata_for(card, entries)
    if spec is not None:
        specs.append(spec)
    for rule in BLANKET_RULES:
        found = rule(card)
        if found is not None:
            specs.append(found)
    return specs


@dataclass(frozen=True)
class Effective:
    text: str
    code: str
    one_per_deck: bool


def effective(card: CardFacts, errata: Iterable[Any]) -> Effective:
    """The card's effective text, code and One Per Deck flag with its errata applied.

    ``errata`` are Erratum rows or ``ErratumSpec``s. The highest-priority erratum that gives
    a text, a code or a One Per Deck flag decides that value (staff errata, then our data
    file, then the blanket rules). A One Per Deck card's text always ends with the marker.
    """
    ordered = sorted(errata, key=lambda e: (_priority(e), e.blanket))
    text = card.printed_text
    code = card.printed_code
    opd = card.printed_one_per_deck
    for e in ordered:
        if e.should_read:
            text = e.should_read
            break
    for e in ordered:
        if e.code:
            code = e.code
            break
    for e in ordered:
        if e.one_per_deck is not None:
            opd = bool(e.one_per_deck)
            break
    if opd and not has_one_per_deck(text):
        text = f"{text.rstrip()} One Per Deck".strip() if text else "One Per Deck"
        text = tidy_one_per_deck(text)
    elif not opd and has_one_per_deck(text):
        text = strip_one_per_deck(text)
    return Effective(text=text, code=code, one_per_deck=opd)


def _priority(e: Any) -> int:
    if isinstance(e, ErratumSpec):
        return e.priority
    return ErratumSpec(blanket=e.blanket, status=e.status, source=e.source).priority


def imported_effective(card: Any) -> Effective:
    """Effective text, code and One Per Deck of an importer record (``ImportedCard``), no DB.

    For code that reads the card lists without a database (the deck checks' tests): the same
    errata the import would attach, applied the same way.
    """
    facts = CardFacts(
        name=card.name,
        kind=card.kind,
        subtype=card.subtype or "",
        printed_code=card.code or "",
        printed_text=card.printed_text or "",
        printed_one_per_deck=bool(card.one_per_deck),
        characters=tuple(card.characters or ()),
        location=card.location or "",
    )
    return effective(facts, errata_for(facts))
