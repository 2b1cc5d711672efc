"""The board Reader's reading of cards: a card named or inline, its parsed clauses, the hits and effects in play it brings."""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import (
    CardUse,
    Effect,
    Hit,
)
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
        from rules.engine.chosen_type_restrictions import mark_unplayed_type
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
            clauses=mark_unplayed_type(mark_unplayed(read_choice(card.clauses, e.get("target")))),
            order=order,
            uses_left=uses,
            printed_duration=printed,
            path=path,
        )
