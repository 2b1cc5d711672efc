"""The board Reader's reading of cards: a card named or inline, its parsed clauses, the hits and effects in play it brings."""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import (
    CardUse,
    Effect,
    Hit,
)
from rules.engine.cards import POWER_TYPES, CardDef, Requirement, power_card
from rules.engine.clause_shapes import takes_range, takes_word, takes_words
from rules.engine.clauses import clauses_of, tree_json
from rules.engine.copied_hits import read_copied
from rules.engine.copied_specials import read_copied_special
from rules.engine.effect_choices import option_count
from rules.engine.state_limits import (
    DURATION_WORDS,
    HIT_ICONS,
    LIST_FIELDS,
    MAX_PARSED_TEXT,
    MAX_TEXT_LENGTH,
    NUMERIC_FIELDS,
    PLAYERS,
    RECORDS,
    SOURCES,
    TEXT_FIELDS,
    card_filter_problem,
)
from rules.engine.switched_hits import read_switches
from rules.engine.ventured_raises import side_options


def _is_range(value: Any) -> bool:
    """``[low, high]``: two whole numbers from -99 to 99 (a range of levels)."""
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and -99 <= v <= 99 for v in value)
    )


class CardsReaderMixin:
    def effect_for(self, text: str, path: str, given: Any = None) -> Any:
        if given is not None:
            if not isinstance(given, dict) or not isinstance(given.get("clauses"), list):
                self.bad(f"{path}.effect", "must be an effect tree with a list of clauses")
                return None
            before = len(self.problems)
            self.check_clauses(given["clauses"], f"{path}.effect.clauses")
            return given if len(self.problems) == before else None
        if self.parse is None:
            return None
        if not isinstance(text, str):
            self.bad(path, "must be a string")
            return None
        if len(text) > MAX_TEXT_LENGTH:
            self.bad(path, f"must be at most {MAX_TEXT_LENGTH} characters (got {len(text)})")
            return None
        # an inline card's text is its "text" field; a character's inherent text is the field
        text_path = path if path.endswith(".inherent") else f"{path}.text"
        if text not in self._parsed:
            self._parsed_chars += len(text)
            if self._parsed_chars > MAX_PARSED_TEXT:
                self.bad(
                    text_path,
                    f"the card texts of one request may hold at most {MAX_PARSED_TEXT} "
                    "characters to parse",
                )
                return None
            try:
                self._parsed[text] = tree_json(self.parse(text))
            except Exception as exc:  # the grammar's failure is a problem of this input
                self.bad(text_path, f"could not be parsed: {exc}")
                self._parsed[text] = None
        return self._parsed[text]

    def check_clauses(self, clauses: list[Any], path: str) -> None:
        """An effect tree given inline: known clause kinds, fields of the right types."""
        from rules.engine.effects import CLAUSE_KINDS, card_filter_fields

        for i, c in enumerate(clauses):
            p = f"{path}.{i}"
            if not isinstance(c, dict) or not isinstance(c.get("kind"), str):
                self.bad(p, "must be a clause object with a kind")
                continue
            if c["kind"] not in CLAUSE_KINDS:
                self.bad(f"{p}.kind", f"unknown clause kind {c['kind']!r}")
                continue
            kind = c["kind"]
            for key, value in c.items():
                words = isinstance(value, list) and all(isinstance(v, str) for v in value)
                if key in card_filter_fields(CLAUSE_KINDS[kind]):
                    if (problem := card_filter_problem(value)) is not None:
                        self.bad(f"{p}.{key}", problem)
                elif key in NUMERIC_FIELDS and value is not None:
                    whole = isinstance(value, int) and not isinstance(value, bool)
                    if not (whole and -99 <= value <= 99) and not (
                        (key == "count" and value == "all")
                        or (isinstance(value, str) and takes_word(kind, key, value))
                        or (_is_range(value) and takes_range(kind, key))
                    ):
                        self.bad(f"{p}.{key}", "must be a whole number from -99 to 99")
                elif key in LIST_FIELDS and value is not None:
                    if not words:
                        self.bad(f"{p}.{key}", "must be a list of words")
                elif key in TEXT_FIELDS and value is not None and not isinstance(value, str):
                    if not (words and takes_words(kind, key)):
                        self.bad(f"{p}.{key}", "must be a word")
                elif key == "duration" and value != "each_battle":
                    # (a clause may hold in every battle, "per battle"; an effect put in play
                    # by a judge may not: it is in play for one of DURATION_WORDS)
                    self.duration(value, f"{p}.duration")
                elif key in ("who", "against") and value is not None:
                    ok = isinstance(value, str) or words
                    if not ok:
                        self.bad(f"{p}.{key}", "must be a word or a list of words")
            if c["kind"] == "condition":
                then = c.get("then")
                if not isinstance(then, list):
                    self.bad(f"{p}.then", "must be a list of clauses")
                else:
                    self.check_clauses(then, f"{p}.then")

    # --- cards
    def card(self, data: Any, path: str, source: str = "hand") -> CardUse | None:
        if isinstance(data, str):
            data = {"card": data}
        if not isinstance(data, dict):
            self.bad(path, "must be a card name or a card object")
            return None
        src = data.get("from", source)
        if src not in ("hand", "placed", "in_play", "battlesite", "home_base"):
            self.bad(f"{path}.from", "must be hand, placed, in_play, battlesite or home_base")
            src = source
        as_icon = None
        if data.get("as") is not None:
            as_icon = self.icon(data.get("as"), f"{path}.as")
        defn = self.card_def(data, path)
        if defn is None:
            return None
        use = CardUse(defn=defn, path=path, as_icon=as_icon, source=src, raw=data)
        read_copied(self, data, path)  # the hit a "acts identical to any Hit" special copies
        use.copies = read_copied_special(self, data, path)  # "... to any Special" (likewise)
        read_switches(self, data, path)  # the two hits a "may switch" special switches
        if data.get("option") is not None:
            use.option = self._option(use, data["option"], f"{path}.option")
        if defn.kind == "activator":
            special = data.get("special")
            if special is None:
                self.bad(f"{path}.special", "an activator names the special it retrieves")
            else:
                use.retrieves = self.card(special, f"{path}.special", "battlesite")
        return use

    def _option(self, use: CardUse, value: Any, path: str) -> int | None:
        """The option taken of the card's choice of effects (1 for the first printed)."""
        clauses = clauses_of(use.defn.effect)
        offered = option_count(clauses) or side_options(clauses)
        if not offered:
            self.bad(path, f"{use.name!r} offers no choice of effects")
            return None
        return self.int_in(value, path, 1, offered)

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

    # --- hits, effects, characters
    def hit(self, data: Any, path: str) -> Hit | None:
        h = self.obj(data, path)
        if h is None:
            return None
        icon = self.icon(h.get("icon"), f"{path}.icon", HIT_ICONS)
        value = self.int_in(h.get("value"), f"{path}.value", 0, 99)
        record = h.get("record", "current")
        if record not in RECORDS:
            self.bad(f"{path}.record", "must be current or permanent")
        icons: tuple[str, ...] = ()
        if h.get("icons") is not None:
            icons = self.icons(h.get("icons"), f"{path}.icons")
        source = h.get("source", "power")
        if source not in SOURCES:
            self.bad(f"{path}.source", f"must be one of {', '.join(SOURCES)}")
        player = h.get("player")
        if player is not None and player not in PLAYERS:
            self.bad(f"{path}.player", "must be A or B")
        if icon is None or value is None or record not in RECORDS or source not in SOURCES:
            return None
        return Hit(
            icon,
            value,
            record,
            icons,
            source,
            player,
            h.get("card"),
            h.get("spectrum") is not False,
        )

    def duration(self, value: Any, path: str) -> Any:
        if value is None or value in DURATION_WORDS:
            return value
        if isinstance(value, dict) and isinstance(value.get("until"), str):
            return {"until": value["until"]}
        self.bad(path, 'must be battle, game, next_battle, turn or {"until": "<event>"}')
        return None

    def effect(self, data: Any, path: str, default_player: str, order: int) -> Effect | None:
        e = self.obj(data, path)
        if e is None:
            return None
        card = self.card(e.get("card"), f"{path}.card", "in_play")
        player = e.get("player", default_player)
        if player not in PLAYERS:
            self.bad(f"{path}.player", "must be A or B")
            return None
        duration = self.duration(e.get("duration"), f"{path}.duration")
        for key in ("by", "target"):
            if e.get(key) is not None and not isinstance(e.get(key), str):
                self.bad(f"{path}.{key}", "must be a character id (a string)")
                return None
        uses = e.get("uses_left")
        if uses is not None:
            uses = self.int_in(uses, f"{path}.uses_left", 0, 99)
        if card is None:
            return None
        from rules.engine.chosen import read_choice
        from rules.engine.durations import default_duration
        from rules.engine.played_limits import mark_unplayed

        printed = e.get("duration") is not None
        return Effect(
            card=card,
            player=player,
            by=e.get("by"),
            target=e.get("target"),
            duration=duration if printed else default_duration(card, None),
            # a bar valued by the card played with it names no value here (played_limits)
            clauses=mark_unplayed(read_choice(card.clauses, e.get("target"))),
            order=order,
            uses_left=uses,
            printed_duration=printed,
            path=path,
        )
