"""The board Reader's reading of cards given inline: a Power, Universe, Tactic, Special,
Aspect or Event card written out in the request rather than named.

Separate from ``read_cards`` (which finds named cards and reads the clauses, hits and
effects they bring) because each inline card type has its own fields to check.
"""

from __future__ import annotations

from typing import Any

from rules.engine.cards import POWER_TYPES, CardDef, Requirement, power_card
from rules.engine.clauses import tree_json


class InlineCardsReaderMixin:
    """Card definitions read from a request: by name or written out inline."""

    def card_def(self, data: dict[str, Any], path: str) -> CardDef | None:
        if "card" in data:
            ref = self.text(data["card"], f"{path}.card")
            if ref is None:
                return None
            return self.find(ref, f"{path}.card")
        if "power" in data:
            return self._power(data, path)
        if "universe" in data:
            return self._universe(data, path)
        if "tactic" in data:
            return self._tactic(data, path)
        if "activator" in data:
            name = self.text(data["activator"], f"{path}.activator")
            if name is None:
                return None
            return CardDef(name=f"{name} Activator", kind="activator", characters=(name,))
        for kind in ("special", "aspect", "event"):
            if kind in data:
                return self._textual(kind, data[kind], f"{path}.{kind}")
        self.bad(
            path, "must name a card or give one inline (power, universe, tactic, special, ...)"
        )
        return None

    def _power(self, data: dict[str, Any], path: str) -> CardDef | None:
        kind = data["power"]
        value = self.int_in(data.get("value"), f"{path}.value", 1, 8)
        if kind == "multipower":
            icons = self.icons(data.get("icons", list(POWER_TYPES)), f"{path}.icons")
            return None if value is None else power_card(value, "multipower", icons)
        if kind in ("any_power", "any-power", "anypower"):
            return None if value is None else power_card(value, "any_power")
        icon = self.icon(kind, f"{path}.power", (*POWER_TYPES, "multipower", "any_power"))
        if icon is None or value is None:
            return None
        return power_card(value, icon)

    def _universe(self, data: dict[str, Any], path: str) -> CardDef | None:
        sub = data["universe"]
        if sub not in ("basic", "training", "teamwork", "ally"):
            self.bad(f"{path}.universe", "must be basic, training, teamwork or ally")
            return None
        name = str(data.get("name") or f"Universe: {sub}")

        def universe(**fields: Any) -> CardDef:
            return CardDef(name=name, kind="universe", subtype=sub, **fields)

        if sub == "training":
            icons = self.icons(data.get("icons"), f"{path}.icons")
            bonus = self.int_in(data.get("bonus"), f"{path}.bonus", 1, 8)
            limit = self.int_in(data.get("requires", 5), f"{path}.requires", 1, 8)
            if not icons or bonus is None or limit is None:
                return None
            return universe(
                icons=icons,
                bonus=bonus,
                requirements=(Requirement(icons=icons, value=limit, compare="<="),),
            )
        icon = self.icon(data.get("icon"), f"{path}.icon")
        requires = self.int_in(data.get("requires"), f"{path}.requires", 1, 8)
        if icon is None or requires is None:
            return None
        req = (Requirement(icons=(icon,), value=requires),)
        if sub == "basic":
            bonus = self.int_in(data.get("bonus"), f"{path}.bonus", 1, 8)
            if bonus is None:
                return None
            return universe(icons=(icon,), bonus=bonus, requirements=req)
        value = self.int_in(data.get("value", requires), f"{path}.value", 0, 8)
        extra: dict[str, Any] = {}
        if sub == "teamwork":
            extra["follow_ups"] = self._follow_ups(data.get("follow_ups"), f"{path}.follow_ups")
        if value is None:
            return None
        return universe(icons=(icon,), value=value, requirements=req, extra=extra)

    def _follow_ups(self, value: Any, path: str) -> list[list[dict[str, Any]]]:
        """Teamwork follow-ups: options, each a list of (icon, bonus) for teammate 1 and 2."""
        items = self.lst(value, path)
        if not items:
            self.bad(path, "a teamwork card lists the follow-up attacks it allows")
            return []
        options = items if all(isinstance(i, list) for i in items) else [items]
        out: list[list[dict[str, Any]]] = []
        for oi, option in enumerate(options):
            opt_path = (
                path if options is items and not isinstance(items[0], list) else f"{path}.{oi}"
            )
            entries = []
            for ei, entry in enumerate(option):
                p = f"{opt_path}.{ei}"
                e = self.obj(entry, p)
                if e is None:
                    continue
                icon = self.icon(e.get("icon"), f"{p}.icon")
                bonus = self.int_in(e.get("bonus", 0), f"{p}.bonus", 0, 8)
                if icon and bonus is not None:
                    entries.append({"icon": icon, "bonus": bonus})
            out.append(entries)
        return out

    def _tactic(self, data: dict[str, Any], path: str) -> CardDef | None:
        sub = data["tactic"]
        if sub != "doubleshot":
            if sub == "artifact":
                return self._textual("tactic", data, path, subtype="artifact")
            self.bad(f"{path}.tactic", "must be doubleshot or artifact")
            return None
        icon = self.icon(data.get("icon"), f"{path}.icon")
        requires = self.int_in(data.get("requires"), f"{path}.requires", 1, 8)
        value = self.int_in(data.get("value"), f"{path}.value", 1, 8)
        mate = self.obj(data.get("teammate"), f"{path}.teammate")
        if mate is None or icon is None or requires is None or value is None:
            return None
        mate_icon = self.icon(mate.get("icon"), f"{path}.teammate.icon")
        mate_req = self.int_in(mate.get("requires", 1), f"{path}.teammate.requires", 1, 8)
        if mate_icon is None or mate_req is None:
            return None
        reqs = (
            Requirement(icons=(icon,), value=requires),
            Requirement(icons=(mate_icon,), value=mate_req, who="teammate"),
        )
        return CardDef(
            name=str(data.get("name") or f"DoubleShot {value} {icon.title()}"),
            kind="tactic",
            subtype="doubleshot",
            icons=(icon,),
            value=value,
            requirements=reqs,
            extra={"teammate_icon": mate_icon},
        )

    def _textual(self, kind: str, data: Any, path: str, subtype: str = "") -> CardDef | None:
        spec = self.obj(data, path)
        if spec is None:
            return None
        text = self.text(spec.get("text"), f"{path}.text")
        if text is None:
            return None
        name = str(spec.get("name") or text[:40])
        owner = spec.get("character") or spec.get("home_base") or spec.get("location") or ""
        if kind == "special" and not owner:
            self.bad(f"{path}.character", "a special names the character who may play it")
        effect = self.effect_for(text, path, spec.get("effect"))
        tree = tree_json(effect) or {}
        opd = bool(spec.get("one_per_deck", tree.get("one_per_deck", False)))
        value = spec.get("value")
        reqs: list[Requirement] = []
        for who, key in (("self", "requires"), ("teammate", "teammate")):
            if subtype != "artifact" or spec.get(key) is None:
                continue
            r = self.obj(spec.get(key), f"{path}.{key}")
            if r is None:
                continue
            icon = self.icon(r.get("icon"), f"{path}.{key}.icon", (*POWER_TYPES, "any_power"))
            need = self.int_in(r.get("value"), f"{path}.{key}.value", 1, 8)
            compare = r.get("compare", ">=")
            if compare not in (">=", "<="):
                self.bad(f"{path}.{key}.compare", "must be >= or <=")
            if icon and need is not None and compare in (">=", "<="):
                icons = POWER_TYPES if icon == "any_power" else (icon,)
                reqs.append(Requirement(icons=icons, value=need, compare=compare, who=who))
        return CardDef(
            requirements=tuple(reqs),
            name=f"{owner} - {name}" if owner and not name.startswith(str(owner)) else name,
            kind=kind,
            subtype=subtype,
            characters=(str(owner),) if owner and kind != "aspect" else (),
            location=str(owner) if kind == "aspect" else "",
            text=text,
            effect=effect,
            one_per_deck=opd,
            value=value if isinstance(value, int) else None,
            code=str(spec.get("code") or ""),
            alignment=str(spec.get("alignment") or ""),
        )
