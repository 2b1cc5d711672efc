"""One reader per card type: what a row of that type holds (grid, levels, value, requirements, mission number...) put into its card record."""

from __future__ import annotations

import re
from typing import Any

from cards.importer.columns import (
    ACTS_AS_RE,
    ALLY_USE_RE,
    BONUS_RE,
    FOLLOW_RE,
    TO_USE_RE,
    TRAINING_RE,
    generic_owner,
    name_parts,
    parse_artifact_requirements,
    parse_grid,
    parse_levels,
    requirement,
    strip_cost,
)

from .text import (
    ALL_TYPES,
    ANY_POWER_RE,
    TYPE_RE,
    power_type,
    split_types,
)


def _read_character(card, row, name, subtype, text, numbers) -> None:
    if not numbers:
        raise ValueError("a Character row needs its power grid in Numbers")
    grid, infinite = parse_grid(numbers)
    card.grid = grid
    if infinite:
        card.extra["grid_infinite"] = True
        row.guess("Numbers", numbers, "infinite ratings: grid left empty (set by the card's text)")
    missing = [t for t, v in grid.items() if v is None]
    if missing and not infinite:
        # Characters may lack a type (a 3-rank character): not a guess.
        card.extra["unrated"] = missing
    card.inherent = text
    base = re.split(r"\s*:\s*", name, maxsplit=1)[0]
    card.characters = [base]


def _read_special(card, row, name, subtype, text, numbers) -> None:
    owner, _title = name_parts(name)
    if not _title:
        owner = re.split(r"\s*:\s*", name, maxsplit=1)[0]
        row.guess(
            "Name", name, f"no ' - ' between character and title; character read as {owner!r}"
        )
    any_owner = generic_owner(owner)
    card.characters = [any_owner or owner]
    if any_owner in ("Any Hero", "Any Villain") and not card.alignment:
        card.alignment = any_owner.split()[1].lower()
    _read_levels(card, row, numbers)


def _read_levels(card, row, numbers) -> None:
    if not numbers or numbers == "-":
        return
    card.requirement_text = numbers
    try:
        levels = parse_levels(numbers)
    except ValueError as exc:
        row.guess("Numbers", numbers, f"printed level not understood ({exc}); kept as text")
        return
    if not levels:
        return
    icons: list[str] = []
    for level in levels:
        for icon in level["icons"]:
            if icon not in icons:
                icons.append(icon)
    card.icons = icons
    values = [lv["value"] for lv in levels if "value" in lv]
    bonuses = [lv["bonus"] for lv in levels if "bonus" in lv]
    card.value = values[0] if values else None
    card.bonus = bonuses[0] if bonuses else None
    if len(levels) > 1:
        card.extra["levels"] = levels


def _read_power(card, row, name, subtype, text, numbers) -> None:
    m = re.fullmatch(
        rf"(\d+)\s*[-\s]?\s*({TYPE_RE}|{ANY_POWER_RE}|multi[\s\-]*power)(?:\s+card)?",
        name.strip(),
        flags=re.IGNORECASE,
    )
    if not m:
        raise ValueError(f"cannot read a power value and type from the name {name!r}")
    value = int(m.group(1))
    word = m.group(2).lower().replace(" ", "").replace("-", "")
    if not 1 <= value <= 8:
        row.guess("Name", name, "power value outside 1-8")
    card.value = value
    if word == "multipower":
        card.subtype = "multipower"
        card.icons = list(ALL_TYPES)
        card.name = f"{value} MultiPower"
        card.extra["icons_assumed"] = True
        row.guess("Name", name, "MultiPower icons are not in the list: all four types assumed")
    elif re.fullmatch(r"anypower", word):
        card.subtype = "any_power"
        card.icons = ["any_power"]
        card.name = f"{value} Any-Power"
    else:
        t = power_type(word)
        assert t is not None
        card.subtype = "single"
        card.icons = [t]
        card.name = f"{value} {t.title()}"
    if numbers:
        card.requirement_text = numbers


def _read_universe(card, row, name, subtype, text, numbers) -> None:
    low = subtype.lower()
    if "training" in low:
        card.subtype = "training"
    elif "teamwork" in low or re.match(r"teamwork\b", name, re.I):
        card.subtype = "teamwork"
        if "teamwork" not in low:
            row.guess("Subtype", subtype, "Teamwork read from the name")
    elif "ally" in low:
        card.subtype = "ally"
    elif re.search(r"to\s+1st\s+teammate", numbers, re.I):
        card.subtype = "teamwork"
        row.guess("Subtype", subtype, "Teamwork read from Numbers")
    elif re.search(r"or\s+less\s+to\s+use", numbers, re.I):
        card.subtype = "training"
        row.guess("Subtype", subtype, "Training read from Numbers")
    else:
        card.subtype = "basic"
        if subtype and low not in ("basic", "universe"):
            row.guess("Subtype", subtype, "read as Basic Universe")
    source = numbers or ""
    if not source and re.match(r"\s*cost\s*/\s*(?:action|effect)", text, re.I):
        # Promotional universe cards print their cost in the text.
        source = text
        card.extra["cost_in_text"] = True
    card.requirement_text = source
    if card.subtype == "training":
        _read_training(card, row, name, source)
    elif card.subtype == "teamwork":
        _read_teamwork(card, row, name, source)
    elif card.subtype == "ally":
        _read_ally(card, row, source)
    else:
        _read_basic(card, row, name, source)


def _read_basic(card, row, name, source) -> None:
    use = TO_USE_RE.search(source)
    bonus = BONUS_RE.search(source)
    if not use:
        if source:
            row.guess("Numbers", source, "no requirement found on a Basic Universe card")
        else:
            row.guess("Numbers", "", "Basic Universe card without a printed requirement")
        return
    icons = split_types(use.group(2))
    card.requirements = [requirement(icons, int(use.group(1)))]
    card.value = int(use.group(1))
    card.icons = icons
    if bonus:
        card.bonus = int(bonus.group(1))
        bonus_icons = split_types(bonus.group(2))
        if bonus_icons != icons:
            card.extra["bonus_icons"] = bonus_icons
    else:
        row.guess("Numbers", source, "no bonus found on a Basic Universe card")


def _read_training(card, row, name, source) -> None:
    m = re.fullmatch(rf"(\d+)\s+({TYPE_RE})\s+({TYPE_RE})\s+\+\s*(\d+)", name, re.I)
    options = [
        {
            "icon": power_type(o[1]),
            "max": int(o[0]),
            "bonus": int(o[2]),
            "bonus_icon": power_type(o[3]),
        }
        for o in TRAINING_RE.findall(source)
    ]
    if m:
        value = int(m.group(1))
        icons = [power_type(m.group(2)), power_type(m.group(3))]
        bonus = int(m.group(4))
    elif options:
        value = options[0]["max"]
        icons = []
        for o in options:
            if o["bonus_icon"] not in icons:
                icons.append(o["bonus_icon"])
        bonus = options[0]["bonus"]
        row.guess("Name", name, "training types and bonus read from Numbers")
    else:
        row.guess("Numbers", source, "training card not understood; kept as text")
        return
    card.value = value
    card.icons = icons  # type: ignore[assignment]
    card.bonus = bonus
    card.requirements = [requirement(list(icons), value, "<=")]  # type: ignore[arg-type]
    if options:
        card.extra["options"] = options
        option_icons = [o["bonus_icon"] for o in options]
        required = [o["icon"] for o in options]
        if sorted(option_icons) != sorted(icons) or sorted(required) != sorted(icons):
            row.guess("Numbers", source, "training requirements disagree with the name: name used")
        if any(o["bonus"] != bonus for o in options):
            row.guess("Numbers", source, "bonuses differ between the two types: kept per type")
    elif source:
        row.guess("Numbers", source, "training options not readable: name used")


def _read_teamwork(card, row, name, source) -> None:
    use = TO_USE_RE.search(source)
    acts = ACTS_AS_RE.search(source)
    follows = FOLLOW_RE.findall(source)
    name_m = re.match(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\b", name, re.I)
    if use:
        value, icons = int(use.group(1)), split_types(use.group(2))
    elif name_m:
        value, icons = int(name_m.group(1)), split_types(name_m.group(2))
        row.guess("Numbers", source, "teamwork requirement read from the name")
    else:
        row.guess("Numbers", source, "teamwork card not understood; kept as text")
        return
    if name_m and use:
        name_icons = split_types(name_m.group(2))
        if name_icons != icons or int(name_m.group(1)) != value:
            row.guess(
                "Numbers", source, f"requirement differs from the name {name!r}: Numbers used"
            )
    card.requirements = [requirement(icons, value)]
    card.value = value
    card.icons = icons if icons != ["any_power"] else ["any_power"]
    if acts:
        card.extra["attack"] = {"level": int(acts.group(1)), "icons": split_types(acts.group(2))}
    else:
        row.guess("Numbers", source, "no 'acts as' attack on a teamwork card")
    follow_ups = []
    for b1, t1, b2, t2 in follows:
        first = {"icons": split_types(t1), "bonus": int(b1) if b1 else None}
        second = {"icons": split_types(t2), "bonus": int(b2) if b2 else None}
        if first["bonus"] is None or second["bonus"] is None:
            row.guess("Numbers", source, "a follow-up bonus is missing")
        follow_ups.append({"first": first, "second": second})
    if follow_ups:
        card.extra["follow_ups"] = follow_ups
    else:
        row.guess("Numbers", source, "no follow-up attacks readable on a teamwork card")


def _read_ally(card, row, source) -> None:
    use = ALLY_USE_RE.search(source)
    acts = ACTS_AS_RE.search(source)
    if not use:
        row.guess("Numbers", source, "ally requirement not understood; kept as text")
        return
    icons = split_types(use.group(2))
    compare = "<=" if use.group(3) else ">="
    card.requirements = [requirement(icons, int(use.group(1)), compare)]
    card.value = int(use.group(1))
    card.icons = icons
    if acts:
        card.extra["attack"] = {"level": int(acts.group(1)), "icons": split_types(acts.group(2))}
    else:
        row.guess("Numbers", source, "no 'acts as' attack on an ally card")


def _read_tactic(card, row, name, subtype, text, numbers) -> None:
    low = (subtype + " " + name).lower()
    if "artifact" in low:
        card.subtype = "artifact"
    elif re.search(r"double\s*-?\s*shot", low):
        card.subtype = "doubleshot"
    else:
        card.subtype = "artifact" if "teammate with" in numbers.lower() else "doubleshot"
        row.guess("Subtype", subtype, f"tactic read as {card.subtype}")
    if numbers:
        card.requirement_text = numbers
        try:
            card.requirements = parse_artifact_requirements(numbers)
        except ValueError:
            card.requirements = _loose_tactic_requirements(numbers)
            note = (
                "tactic requirement read loosely"
                if card.requirements
                else "tactic requirement not understood"
            )
            row.guess("Numbers", numbers, f"{note}; kept as text")
        if not card.requirements:
            return
        card.value = card.requirements[0]["value"]
        card.icons = [i for i in card.requirements[0]["icons"]]
        if len(card.icons) == 4:
            card.icons = ["any_power"]


def _loose_tactic_requirements(numbers: str) -> list[dict[str, Any]]:
    """The first 'N Type' of a tactic's cost, and a teammate's power type if one is named."""
    text = strip_cost(numbers)
    first = TO_USE_RE.search(text) or re.search(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})", text, re.I)
    if not first:
        return []
    reqs = [requirement(split_types(first.group(2)), int(first.group(1)))]
    rest = text[first.end() :]
    mate = re.search(rf"teammate\b.*?({TYPE_RE}|{ANY_POWER_RE})", rest, re.I)
    if mate:
        value = re.search(r"(\d+)", rest[mate.start() :])
        reqs.append(
            requirement(
                split_types(mate.group(1)), int(value.group(1)) if value else 1, ">=", "teammate"
            )
        )
    return reqs


def _read_event(card, row, name, subtype, text, numbers) -> None:
    mission, _title = name_parts(name)
    card.mission_set = mission if _title else ""
    if not _title:
        row.guess("Name", name, "no mission set in the event's name")


_MISSION_RE = re.compile(r"^(.*?)\s+(\d+)(?:\s+of\s+(\d+))?\s*[-–—:]\s*(.*)$")


def _read_mission(card, row, name, subtype, text, numbers) -> None:
    m = _MISSION_RE.match(name)
    if not m:
        card.mission_set = name_parts(name)[0]
        row.guess("Name", name, "no mission number in the name; mission set read as the name")
        return
    card.mission_set = m.group(1).strip()
    card.mission_number = int(m.group(2))
    title = m.group(4).strip().strip("\"'“”").strip()
    card.extra["title"] = title
    if m.group(3):
        card.extra["of"] = int(m.group(3))
    if not 1 <= card.mission_number <= 7:
        row.guess("Name", name, "mission number outside 1-7")
    card.name = f"{card.mission_set} {card.mission_number} - {title}"


def _read_location(card, row, name, subtype, text, numbers) -> None:
    # Any location may be used as a home base or as a battlesite (official rules, setup).
    card.location_uses = ["home_base", "battlesite"]
    team = row.get("Character List")
    if team:
        card.extra["team"] = team
    card.requirement_text = numbers


def _read_aspect(card, row, name, subtype, text, numbers) -> None:
    location, _title = name_parts(name)
    if not _title:
        row.guess("Name", name, "no location in the aspect's name")
    any_owner = generic_owner(location)
    card.location = any_owner or location
    card.characters = []
    _read_levels(card, row, numbers)


def _read_activator(card, row, name, subtype, text, numbers) -> None:
    owner, _title = name_parts(name)
    card.characters = [owner]
    _read_levels(card, row, numbers)


READERS = {
    "character": _read_character,
    "special": _read_special,
    "power": _read_power,
    "universe": _read_universe,
    "tactic": _read_tactic,
    "event": _read_event,
    "mission": _read_mission,
    "location": _read_location,
    "aspect": _read_aspect,
    "activator": _read_activator,
}
