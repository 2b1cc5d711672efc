"""The board state the engine resolves plays on, validated from the API's JSON.

Parsing never raises anything but ``InputError``, which carries one problem per bad field,
each with the dotted path of that field (``state.players.A.front_line.0.grid.energy``), so the
API can answer 400 with the contract's error object. Cards come by name or slug from a
``CardLookup`` or inline (``design/api.md``); inline specials are parsed from their text by the
``parse`` callable the caller injects (the engine never imports the grammar).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from rules.engine.abilities import ability_lost
from rules.engine.cards import POWER_TYPES, CardDef, CardLookup, Grid, Requirement, power_card
from rules.engine.clauses import clauses_of, tree_json
from rules.engine.effects import WHO_KEYWORDS

_T = TypeVar("_T")

Parser = Callable[[str], Any]

HIT_ICONS = (*POWER_TYPES, "multipower", "any_power")
RECORDS = ("current", "permanent")
PLAYERS = ("A", "B")
SOURCES = ("power", "special", "universe", "teamwork", "ally", "tactic", "activator", "aspect")
DURATION_WORDS = ("battle", "game", "next_battle", "turn")
MAX_RATING = 8
#: Bounds on what one request may ask the engine to read: a text (a name, an inline card's
#: text, an inherent ability; card lists print none longer than a few hundred characters)
#: and a list (hits, cards, effects in play). Past them the input is refused, not read.
MAX_TEXT_LENGTH = 2000
MAX_LIST_ITEMS = 100
#: ... and across the whole request: the different cards it names (each a look-up), the
#: unknown names it gets suggestions for (a search each), the characters of text the effect
#: grammar parses (as much as ``parse/`` takes), and the problems it reports.
MAX_CARDS_NAMED = 200
MAX_SUGGESTED = 10
MAX_PARSED_TEXT = 10_000
MAX_PROBLEMS = 50
# The effect tree's own "who" words, plus the looser ones a judge may type in a state.
KEYWORD_WHO = WHO_KEYWORDS | {"any", "any_other", "other"}
NUMERIC_FIELDS = frozenset(
    {
        "level",
        "amount",
        "count",
        "set_to",
        "delta",
        "multiplier",
        "max_value",
        "min_value",
        "value",
        "extra_slots",
    }
)
LIST_FIELDS = frozenset(
    {"icons", "card_kinds", "forbids", "only", "except", "words", "names", "uses"}
)
TEXT_FIELDS = frozenset({"when", "record", "action", "from", "to", "by", "use", "applies_to"})


class InputError(Exception):
    """Input the engine cannot work with: ``problems`` are ``(path, message)`` pairs."""

    def __init__(self, problems: list[tuple[str, str]], code: str = "invalid_state") -> None:
        self.problems = problems
        self.code = code
        first_path, first_message = problems[0] if problems else ("request", "is invalid")
        self.message = f"{first_path}: {first_message}"
        super().__init__(self.message)


def _names_self(value: Any, names: list[str]) -> bool:
    if not isinstance(value, str) or not names:
        return False
    v = value.lower().strip()
    if v in KEYWORD_WHO:
        return False
    for n in names:
        n = n.lower().strip()
        if v in (n, n.split(" (")[0].strip(), n.split(" - ")[0].strip()):
            return True
    return False


def own_names_as_self(clause: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """A clause with the card's own character named in ``who`` / ``from`` read as ``self``."""
    out = dict(clause)
    for key in ("who", "from"):
        value = out.get(key)
        if isinstance(value, list):
            out[key] = ["self" if _names_self(v, names) else v for v in value]
        elif _names_self(value, names):
            out[key] = "self"
    if isinstance(out.get("then"), list):
        out["then"] = [
            own_names_as_self(c, names) if isinstance(c, dict) else c for c in out["then"]
        ]
    return out


def other(player: str) -> str:
    return "B" if player == "A" else "A"


# ----------------------------------------------------------------------------- models


@dataclass
class CardUse:
    """One card named in a request, with where it comes from and the icon chosen for it."""

    defn: CardDef
    path: str
    as_icon: str | None = None
    source: str = "hand"  # hand | placed | in_play | battlesite
    raw: Any = None
    retrieves: CardUse | None = None  # an activator's special from beneath the battlesite

    @property
    def name(self) -> str:
        return self.defn.name

    @property
    def kind(self) -> str:
        return self.defn.kind

    @property
    def subtype(self) -> str:
        return self.defn.subtype

    @cached_property
    def clauses(self) -> list[dict[str, Any]]:
        """The card's clauses; a ``who`` naming the card's own character reads as ``self``."""
        names = [n for n in (*self.defn.characters, self.defn.location) if n]
        return [own_names_as_self(c, names) for c in clauses_of(self.defn.effect)]

    def label(self) -> str:
        d = self.defn
        if d.kind == "power":
            if d.subtype == "any_power":
                return f"level {d.value} Any-Power card"
            if d.subtype == "multipower":
                shown = f" (as {self.as_icon.title()})" if self.as_icon else ""
                return f"level {d.value} MultiPower card{shown}"
            icon = d.icons[0].title() if d.icons else "Power"
            return f"level {d.value} {icon} Power card"
        if d.kind == "universe":
            return f"Universe: {d.subtype.title()} card {d.name!r}"
        if d.kind == "tactic":
            return f"Tactic: {'DoubleShot' if d.subtype == 'doubleshot' else 'Artifact'} {d.name!r}"
        if d.kind == "activator":
            inner = f" for {self.retrieves.name!r}" if self.retrieves else ""
            return f"Activator {d.name!r}{inner}"
        return f"{d.kind.title()} {d.name!r}"

    def echo(self) -> Any:
        return self.raw if self.raw is not None else {"card": self.name}


@dataclass
class Hit:
    icon: str
    value: int
    record: str = "current"
    icons: tuple[str, ...] = ()
    source: str = "power"
    player: str | None = None  # who scored it
    card: str | None = None
    spectrum: bool = True  # False for a card that "does not count toward Spectrum KO"

    def types(self) -> tuple[str, ...]:
        """The power types this hit may count as for a spectrum KO."""
        if not self.spectrum:
            return ()
        if self.icon == "multipower":
            return tuple(i for i in (self.icons or POWER_TYPES) if i in POWER_TYPES)
        if self.icon == "any_power":
            return ()
        if self.icon in POWER_TYPES:
            if self.icons and len(self.icons) > 1:
                return tuple(i for i in self.icons if i in POWER_TYPES)
            return (self.icon,)
        return ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"icon": self.icon, "value": self.value, "record": self.record}
        if self.icons:
            out["icons"] = list(self.icons)
        out["source"] = self.source
        if self.player:
            out["player"] = self.player
        if self.card:
            out["card"] = self.card
        if not self.spectrum:
            out["spectrum"] = False
        return out


@dataclass
class Effect:
    """A card's lasting effect in play (MR.19): who played it, on whom, for how long."""

    card: CardUse
    player: str
    by: str | None
    target: str | None
    duration: Any  # "battle" | "game" | "next_battle" | "turn" | {"until": event}
    clauses: list[dict[str, Any]]
    order: int  # play order: negative for effects already in play before the plays
    uses_left: int | None = None
    printed_duration: bool = True
    path: str = ""

    @property
    def kind(self) -> str:
        return self.card.kind

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "card": self.card.echo(),
            "player": self.player,
            "by": self.by,
            "target": self.target,
            "duration": self.duration,
        }
        if self.uses_left is not None:
            out["uses_left"] = self.uses_left
        return out


@dataclass
class Character:
    id: str
    name: str
    player: str
    grid: dict[str, int | None]
    inherent: str = ""
    inherent_clauses: list[dict[str, Any]] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    placed: list[CardUse] = field(default_factory=list)
    in_play: list[Effect] = field(default_factory=list)
    ko_threshold: int | None = None
    spectrum: bool = True
    position: str = "front_line"  # front_line | reserve
    ko: bool = False
    ko_kind: str | None = None
    removed: bool = False
    remains_after_ko: bool = False
    code: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    inherent_effect: Effect | None = None
    #: The parsed inherent text (for what the grammar did not understand of it).
    inherent_tree: Any = None

    def rating(self, icon: str) -> int | None:
        return self.grid.get(icon)

    @property
    def active(self) -> bool:
        return self.position == "front_line" and not self.removed

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.raw.items() if k not in ("hits", "placed", "in_play")}
        out["id"] = self.id
        out.setdefault("name", self.name)
        out["grid"] = dict(self.grid)
        out["hits"] = [h.to_json() for h in self.hits]
        out["placed"] = [c.echo() for c in self.placed]
        out["in_play"] = [e.to_json() for e in self.in_play]
        if self.ko:
            out["ko"] = True
            out["ko_kind"] = self.ko_kind
        return out


@dataclass
class Battlesite:
    id: str
    name: str
    player: str
    hits: list[Hit] = field(default_factory=list)
    specials: list[CardUse] = field(default_factory=list)
    ko: bool = False
    raw: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.raw.items() if k not in ("hits", "specials")}
        out["id"] = self.id
        out["hits"] = [h.to_json() for h in self.hits]
        out["specials"] = [c.echo() for c in self.specials]
        if self.ko:
            out["ko"] = True
        return out


@dataclass
class Player:
    id: str
    front_line: list[Character]
    reserve: Character | None = None
    home_base: CardUse | None = None
    battlesite: Battlesite | None = None
    missions: dict[str, int] | None = None
    ventured: dict[str, int] | None = None
    hand: list[CardUse] | None = None
    passed: bool = False
    conceded: bool = False
    raw: dict[str, Any] = field(default_factory=dict)

    def characters(self) -> list[Character]:
        return self.front_line + ([self.reserve] if self.reserve else [])

    def active(self) -> list[Character]:
        return [c for c in self.front_line if c.active]

    def to_json(self) -> dict[str, Any]:
        out = dict(self.raw)
        out["front_line"] = [c.to_json() for c in self.front_line]
        out["reserve"] = self.reserve.to_json() if self.reserve else None
        if self.home_base is not None:
            out["home_base"] = self.home_base.echo()
        out["battlesite"] = self.battlesite.to_json() if self.battlesite else None
        if self.missions is not None:
            out["missions"] = dict(self.missions)
        if self.ventured is not None:
            out["ventured"] = dict(self.ventured)
        if self.hand is not None:
            out["hand"] = [c.echo() for c in self.hand]
        out["passed"] = self.passed
        out["conceded"] = self.conceded
        return out


@dataclass
class Board:
    players: dict[str, Player]
    turn: str = "A"
    in_play: list[Effect] = field(default_factory=list)
    passes: int = 0  # consecutive passes
    battle_over: bool = False
    end_reason: str | None = None

    def character(self, cid: str | None) -> Character | None:
        if cid is None:
            return None
        for p in self.players.values():
            for c in p.characters():
                if c.id == cid:
                    return c
        return None

    def characters(self) -> list[Character]:
        return [c for p in self.players.values() for c in p.characters()]

    def all_effects(self) -> list[Effect]:
        """Effects in play, with the inherent abilities of characters still in play (MR.14:
        from the reserve too)."""
        out = list(self.in_play)
        for c in self.characters():
            out.extend(c.in_play)
        played = list(out)
        for c in self.characters():
            lost = ability_lost(c.id, played)  # an effect in play took it away (OR.inherent)
            if c.inherent_effect is not None and not c.removed and lost is None:
                out.append(c.inherent_effect)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "players": {k: p.to_json() for k, p in self.players.items()},
            "turn": self.turn,
            "in_play": [e.to_json() for e in self.in_play],
            "passes": self.passes,
            "battle_over": self.battle_over,
        }

    def clone(self) -> Board:
        return copy.deepcopy(self)


# ----------------------------------------------------------------------------- parsing


class Reader:
    """Turns request JSON into the models, collecting every problem with its path."""

    def __init__(self, lookup: CardLookup, parse: Parser | None = None) -> None:
        self.lookup = lookup
        self.parse = parse
        self.problems: list[tuple[str, str]] = []
        self._parsed: dict[str, Any] = {}
        self._parsed_chars = 0
        self._named: set[str] = set()
        self._unknown = 0
        self._more_problems = 0

    # --- small helpers
    def bad(self, path: str, message: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append((path, message))
            return
        self._more_problems += 1
        more = ("request", f"and {self._more_problems} more problem(s) not listed")
        if self._more_problems == 1:
            self.problems.append(more)
        else:
            self.problems[-1] = more

    def find(self, ref: str, path: str, what: str = "card") -> CardDef | None:
        """The catalogue card ``ref`` names, or None with the problem recorded (and the close
        names, for the first few unknown ones)."""
        if ref not in self._named and len(self._named) >= MAX_CARDS_NAMED:
            self.bad(path, f"one request may name at most {MAX_CARDS_NAMED} different cards")
            return None
        self._named.add(ref)
        found = self.lookup.get(ref)
        if found is None:
            self._unknown += 1
            close = self.lookup.suggest(ref) if self._unknown <= MAX_SUGGESTED else []
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            self.bad(path, f"no {what} named {ref!r}{hint}")
        return found

    def check(self) -> None:
        if self.problems:
            raise InputError(self.problems)

    def int_in(self, value: Any, path: str, lo: int, hi: int) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.bad(path, f"must be a whole number from {lo} to {hi}")
            return None
        return value

    def obj(self, value: Any, path: str) -> dict[str, Any] | None:
        if not isinstance(value, dict):
            self.bad(path, "must be an object")
            return None
        return value

    def lst(self, value: Any, path: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.bad(path, "must be a list")
            return []
        if len(value) > MAX_LIST_ITEMS:
            self.bad(path, f"must hold at most {MAX_LIST_ITEMS} items (got {len(value)})")
            return []
        return value

    def each(self, value: Any, path: str, read: Callable[[Any, str], _T | None]) -> list[_T]:
        """The items of a list that ``read(item, item_path)`` makes sense of; it records the
        problems of the others."""
        return [
            item for i, x in enumerate(self.lst(value, path)) if (item := read(x, f"{path}.{i}"))
        ]

    def text(self, value: Any, path: str, required: bool = True) -> str | None:
        if value is None and not required:
            return None
        if not isinstance(value, str) or not value.strip():
            self.bad(path, "must be a non-empty string")
            return None
        if len(value) > MAX_TEXT_LENGTH:
            self.bad(path, f"must be at most {MAX_TEXT_LENGTH} characters (got {len(value)})")
            return None
        return value.strip()

    def icon(self, value: Any, path: str, allowed: tuple[str, ...] = POWER_TYPES) -> str | None:
        if isinstance(value, str) and value.lower().replace("-", "_") in allowed:
            return value.lower().replace("-", "_")
        self.bad(path, f"must be one of {', '.join(allowed)}")
        return None

    def icons(self, value: Any, path: str, allowed: tuple[str, ...] = POWER_TYPES) -> tuple:
        if not isinstance(value, list) or not value:
            self.bad(path, "must be a non-empty list of power types")
            return ()
        out = [self.icon(v, f"{path}.{i}", allowed) for i, v in enumerate(value)]
        return tuple(o for o in out if o)

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
        from rules.engine.effects import CLAUSE_KINDS

        for i, c in enumerate(clauses):
            p = f"{path}.{i}"
            if not isinstance(c, dict) or not isinstance(c.get("kind"), str):
                self.bad(p, "must be a clause object with a kind")
                continue
            if c["kind"] not in CLAUSE_KINDS:
                self.bad(f"{p}.kind", f"unknown clause kind {c['kind']!r}")
                continue
            for key, value in c.items():
                if key in NUMERIC_FIELDS and value is not None:
                    whole = isinstance(value, int) and not isinstance(value, bool)
                    if not (whole and -99 <= value <= 99) and not (
                        key == "count" and value == "all"
                    ):
                        self.bad(f"{p}.{key}", "must be a whole number from -99 to 99")
                elif key in LIST_FIELDS and value is not None:
                    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                        self.bad(f"{p}.{key}", "must be a list of words")
                elif key in TEXT_FIELDS and value is not None and not isinstance(value, str):
                    self.bad(f"{p}.{key}", "must be a word")
                elif key == "duration":
                    self.duration(value, f"{p}.duration")
                elif key in ("who", "against") and value is not None:
                    ok = isinstance(value, str) or (
                        isinstance(value, list) and all(isinstance(v, str) for v in value)
                    )
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
        if defn.kind == "activator":
            special = data.get("special")
            if special is None:
                self.bad(f"{path}.special", "an activator names the special it retrieves")
            else:
                use.retrieves = self.card(special, f"{path}.special", "battlesite")
        return use

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
        from rules.engine.durations import default_duration

        printed = e.get("duration") is not None
        return Effect(
            card=card,
            player=player,
            by=e.get("by"),
            target=e.get("target"),
            duration=duration if printed else default_duration(card, None),
            clauses=card.clauses,
            order=order,
            uses_left=uses,
            printed_duration=printed,
            path=path,
        )

    def character(self, data: Any, path: str, player: str, position: str) -> Character | None:
        c = self.obj(data, path)
        if c is None:
            return None
        cid = c.get("id")
        if not isinstance(cid, str) or not cid.strip():
            self.bad(f"{path}.id", "must be a non-empty string")
            return None
        if cid in ("battlesite", "home_base"):
            self.bad(f"{path}.id", "battlesite and home_base are reserved words")
        name = c.get("name")
        grid: dict[str, int | None] = {}
        inherent = c.get("inherent") or ""
        code = ""
        base: CardDef | None = None
        if "card" in c:
            ref = self.text(c["card"], f"{path}.card")
            base = self.find(ref, f"{path}.card", "character") if ref else None
            if base is not None and base.kind != "character":
                self.bad(f"{path}.card", f"{base.name!r} is a {base.kind} card, not a character")
                base = None
        stored_inherent = None
        if base is not None:
            name = name or base.name
            grid = (base.grid or Grid()).as_dict()
            if not inherent and base.inherent:
                inherent = base.inherent
                # A catalogue character's effect tree is its inherent text, parsed on import.
                stored_inherent = base.effect
            code = base.alignment
        if "grid" in c:
            g = self.obj(c["grid"], f"{path}.grid")
            if g is not None:
                for key in g:
                    if key not in POWER_TYPES:
                        self.bad(f"{path}.grid.{key}", "is not a power type")
                for t in POWER_TYPES:
                    if g.get(t) is None:
                        grid.setdefault(t, None)
                        continue
                    grid[t] = self.int_in(g.get(t), f"{path}.grid.{t}", 0, MAX_RATING)
        elif base is None and "card" not in c:
            self.bad(f"{path}.grid", "is required for an inline character")
        for t in POWER_TYPES:
            grid.setdefault(t, None)
        inherent_clauses: list[dict[str, Any]] = []
        inherent_tree = None
        if c.get("inherent_effect") is None and stored_inherent is not None:
            inherent_tree = stored_inherent
        elif c.get("inherent_effect") is not None or (inherent and self.parse):
            inherent_tree = self.effect_for(inherent, f"{path}.inherent", c.get("inherent_effect"))
        if inherent_tree is not None:
            inherent_clauses = clauses_of(inherent_tree)
        threshold = c.get("ko_threshold")
        if threshold is not None:
            threshold = self.int_in(threshold, f"{path}.ko_threshold", 1, 99)
        ch = Character(
            id=cid.strip(),
            name=str(name or cid),
            player=player,
            grid=grid,
            inherent=str(inherent),
            inherent_clauses=inherent_clauses,
            inherent_tree=inherent_tree,
            ko_threshold=threshold,
            spectrum=bool(c.get("spectrum", True)),
            position=position,
            remains_after_ko=bool(c.get("remains_after_ko", False)),
            code=str(c.get("code") or code),
            raw={k: v for k, v in c.items() if k not in ("ko", "ko_kind")},
        )
        if c.get("ko"):
            ch.ko = True
            ch.removed = True
            ch.ko_kind = c.get("ko_kind")
        lasting = [x for x in inherent_clauses if x.get("kind") != "ko_threshold"]
        if lasting:
            ch.inherent_effect = Effect(
                card=CardUse(
                    defn=CardDef(
                        name=f"{ch.name} (inherent ability)", kind="inherent", text=str(inherent)
                    ),
                    path=f"{path}.inherent",
                    source="in_play",
                ),
                player=player,
                by=ch.id,
                target=None,
                duration="game",
                clauses=lasting,
                order=-2000,
                path=f"{path}.inherent",
            )
        ch.hits.extend(self.each(c.get("hits"), f"{path}.hits", self.hit))
        for use in self.each(
            c.get("placed"), f"{path}.placed", lambda x, at: self.card(x, at, "placed")
        ):
            use.source = "placed"
            ch.placed.append(use)
        for i, e in enumerate(self.lst(c.get("in_play"), f"{path}.in_play")):
            eff = self.effect(e, f"{path}.in_play.{i}", player, -1000 + i)
            if eff:
                eff.target = eff.target or ch.id
                ch.in_play.append(eff)
        return ch

    def player(self, data: Any, path: str, pid: str) -> Player | None:
        p = self.obj(data, path)
        if p is None:
            return None
        if "front_line" not in p:
            self.bad(f"{path}.front_line", "is required")
        front_raw = self.lst(p.get("front_line"), f"{path}.front_line")
        if len(front_raw) > 4:
            self.bad(f"{path}.front_line", "holds at most four characters")
        front = [
            ch
            for i, c in enumerate(front_raw)
            if (ch := self.character(c, f"{path}.front_line.{i}", pid, "front_line"))
        ]
        reserve = None
        if p.get("reserve") is not None:
            reserve = self.character(p["reserve"], f"{path}.reserve", pid, "reserve")
        home = None
        if p.get("home_base") is not None:
            home = self.card(p["home_base"], f"{path}.home_base", "home_base")
        site = None
        if p.get("battlesite") is not None:
            site = self.battlesite(p["battlesite"], f"{path}.battlesite", pid)
        missions = self.missions(p.get("missions"), f"{path}.missions")
        ventured = None
        if p.get("ventured") is not None:
            v = self.obj(p["ventured"], f"{path}.ventured")
            if v is not None:
                ventured = {}
                for k, n in v.items():
                    if k not in ("reserve", "completed"):
                        self.bad(
                            f"{path}.ventured.{k}",
                            "missions are ventured from reserve or completed",
                        )
                        continue
                    got = self.int_in(n, f"{path}.ventured.{k}", 0, 7)
                    if got is not None:
                        ventured[k] = got
        hand = None
        if p.get("hand") is not None:
            hand = self.each(p["hand"], f"{path}.hand", lambda x, at: self.card(x, at, "hand"))
        for flag in ("passed", "conceded"):
            if p.get(flag) is not None and not isinstance(p.get(flag), bool):
                self.bad(f"{path}.{flag}", "must be true or false")
        raw = {k: v for k, v in p.items() if k not in ("front_line", "reserve", "battlesite")}
        return Player(
            id=pid,
            front_line=front,
            reserve=reserve,
            home_base=home,
            battlesite=site,
            missions=missions,
            ventured=ventured,
            hand=hand,
            passed=bool(p.get("passed", False)),
            conceded=bool(p.get("conceded", False)),
            raw=raw,
        )

    def missions(self, data: Any, path: str) -> dict[str, int] | None:
        if data is None:
            return None
        m = self.obj(data, path)
        if m is None:
            return None
        out = {}
        for k in ("reserve", "completed", "defeated"):
            n = self.int_in(m.get(k, 0), f"{path}.{k}", 0, 7)
            out[k] = n or 0
        for k in m:
            if k not in out:
                self.bad(f"{path}.{k}", "the mission piles are reserve, completed and defeated")
        if sum(out.values()) != 7:
            self.bad(path, "a mission has seven cards across the three piles")
        return out

    def battlesite(self, data: Any, path: str, pid: str) -> Battlesite | None:
        b = self.obj(data, path)
        if b is None:
            return None
        name = b.get("name") or b.get("card") or "Battlesite"
        site = Battlesite(
            id=str(b.get("id") or f"{pid}.battlesite"), name=str(name), player=pid, raw=dict(b)
        )
        if b.get("ko"):
            site.ko = True
        site.hits.extend(self.each(b.get("hits"), f"{path}.hits", self.hit))
        site.specials.extend(
            self.each(
                b.get("specials"), f"{path}.specials", lambda x, at: self.card(x, at, "battlesite")
            )
        )
        return site

    def board(self, data: Any, path: str = "state") -> Board:
        s = self.obj(data, path)
        if s is None:
            self.check()
            raise InputError([(path, "must be an object")])
        players_raw = self.obj(s.get("players"), f"{path}.players") or {}
        players: dict[str, Player] = {}
        for pid in PLAYERS:
            if pid not in players_raw:
                self.bad(f"{path}.players.{pid}", "is required")
                continue
            p = self.player(players_raw[pid], f"{path}.players.{pid}", pid)
            if p:
                players[pid] = p
        for key in players_raw:
            if key not in PLAYERS:
                self.bad(f"{path}.players.{key}", "players are A and B")
        turn = s.get("turn", "A")
        if turn not in PLAYERS:
            self.bad(f"{path}.turn", "must be A or B")
        in_play = []
        for i, e in enumerate(self.lst(s.get("in_play"), f"{path}.in_play")):
            eff = self.effect(e, f"{path}.in_play.{i}", str(turn), -500 + i)
            if eff:
                in_play.append(eff)
        in_play.extend(home_base_effects(players))
        self.check()
        board = Board(players=players, turn=turn, in_play=in_play)
        seen: dict[str, str] = {}
        for pid, p in players.items():
            for i, c in enumerate(p.front_line):
                where = f"{path}.players.{pid}.front_line.{i}.id"
                if c.id in seen:
                    self.bad(where, f"id {c.id!r} is used twice (also at {seen[c.id]})")
                seen[c.id] = where
            if p.reserve:
                where = f"{path}.players.{pid}.reserve.id"
                if p.reserve.id in seen:
                    self.bad(
                        where, f"id {p.reserve.id!r} is used twice (also at {seen[p.reserve.id]})"
                    )
                seen[p.reserve.id] = where
        for e in board.all_effects():
            for attr in ("by", "target"):
                ref = getattr(e, attr)
                if ref is not None and ref not in seen and ref != "battlesite":
                    self.bad(f"{e.path}.{attr}", f"no character with id {ref!r}")
        if s.get("passes") is not None:
            board.passes = self.int_in(s.get("passes"), f"{path}.passes", 0, 1) or 0
        self.check()
        return board


def read_board(data: Any, lookup: CardLookup, parse: Parser | None = None) -> Board:
    """Validate a state's JSON and build the board (raises ``InputError``)."""
    return Reader(lookup, parse).board(data)


def home_base_effects(players: dict[str, Player]) -> list[Effect]:
    """A home base's lasting text is an effect in play for its team, for the whole game: the
    same pipeline as specials in play (a location's bonuses, restrictions, KO thresholds)."""
    from rules.engine.clauses import LASTING_KINDS

    out = []
    for pid, p in players.items():
        home = p.home_base
        lasting = [c for c in (home.clauses if home else []) if c.get("kind") in LASTING_KINDS]
        if home is not None and lasting:
            out.append(
                Effect(
                    card=home,
                    player=pid,
                    by=None,
                    target=None,
                    duration="game",
                    clauses=lasting,
                    order=-600,
                    path=f"{home.path}",
                )
            )
    return out
