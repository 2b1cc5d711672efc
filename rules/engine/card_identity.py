"""Names and identity of cards for deck building: one character under several printings, whose special a card is, its subtype, code and One Per Deck status (MR.20 errata)."""

from __future__ import annotations

import difflib
import re

from rules.engine.cards import CardDef

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


def base_name(name: str) -> str:
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
    return base_name(card.name)


def special_owner(card: CardDef) -> str | None:
    """The character a special belongs to; None for Any Character / Any Hero specials."""
    if card.is_any_character:
        return None
    if card.characters:
        return card.characters[0]
    return base_name(card.name)


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


def code_letter(code: object) -> str:
    """'h', 'v' or '' from a hero/villain code as written ("Hero", "villain", "H", ...)."""
    a = str(code or "").strip().lower()
    return a[:1] if a[:1] in ("h", "v") else ""


def alignment_code(card: CardDef) -> str:
    """'h', 'v' or '' from the card's hero/villain code."""
    return code_letter(card.alignment)


def code_allows(character: CardDef, card: CardDef) -> bool:
    """OR.code-rule: H characters never play V cards and V characters never play H cards."""
    c, k = alignment_code(character), alignment_code(card)
    return not (c and k and c != k)
