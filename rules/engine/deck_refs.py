"""Card references in deck lists and situations: inline cards and characters, names looked up in the catalogue (with mission sets), and the problems a reference can have."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.engine.card_identity import norm
from rules.engine.cards import (
    POWER_TYPES,
    CardDef,
    CardLookup,
    Grid,
    MemoryLookup,
    Requirement,
    power_card,
)

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


def int_field(
    value: Any, path: str, problems: list[Problem], lo: int = 0, hi: int = 99
) -> int | None:
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
        value = int_field(data.get("value"), f"{path}.value", problems, 1, 8)
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
            bonus = int_field(bonus, f"{path}.bonus", problems, 0, 9)
        if sub == "training":
            icons = data.get("icons")
            if (
                not isinstance(icons, list)
                or len(icons) != 2
                or not all(i in POWER_TYPES for i in icons)
            ):
                problems.append(Problem(f"{path}.icons", "must list two power types"))
                return None
            value = int_field(data.get("requires", 5), f"{path}.requires", problems, 1, 8)
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
        value = int_field(data.get("requires"), f"{path}.requires", problems, 1, 8)
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
        value = int_field(data.get("requires"), f"{path}.requires", problems, 1, 8)
        reqs = [Requirement(icons=(icon,), value=value or 0)] if icon and value else []
        mate = data.get("teammate")
        if mate is not None:
            if not isinstance(mate, Mapping):
                problems.append(Problem(f"{path}.teammate", "must be an object"))
            else:
                micon = _icon(
                    mate.get("icon"), f"{path}.teammate.icon", problems, (*POWER_TYPES, "any_power")
                )
                mval = int_field(mate.get("requires"), f"{path}.teammate.requires", problems, 1, 8)
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
                # "One Per Deck" printed in the text is read from its parsed tree
                one_per_deck=bool(body.get("one_per_deck", False)),
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
                ratings[t] = int_field(value, f"{path}.grid.{t}", problems, 0, 9)
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
