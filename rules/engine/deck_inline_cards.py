"""Cards and characters written out inline in a deck list or situation (api.md: the power,
universe, tactic, special, ... forms), checked field by field.

Separate from ``deck_refs`` (which looks card names up in the catalogue) because each
inline form has its own fields and problems.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.engine.cards import POWER_TYPES, CardDef, Grid, Requirement, power_card
from rules.engine.deck_problems import Problem


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
        icons = data.get("icons") or list(POWER_TYPES)
        if kind == "multipower" and (
            not isinstance(icons, list) or not all(i in POWER_TYPES for i in icons)
        ):
            problems.append(Problem(f"{path}.icons", "must list power types"))
            return None
        if kind not in (*POWER_TYPES, "multipower", "any_power"):
            problems.append(
                Problem(f"{path}.power", "must be a power type, multipower or any_power")
            )
            return None
        if len(problems) != before or not value:
            return None
        return power_card(value, kind, tuple(icons) if kind == "multipower" else POWER_TYPES)
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
