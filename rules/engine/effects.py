"""The effect tree: typed clauses that card text turns into (the engine's vocabulary).

Pure Python. The grammar in ``cards.grammar`` builds these; the engine reads them, either as
objects or back from their JSON form (``EffectTree.from_json``). Names and JSON fields follow
``design/effect-tree.md``; kinds the real card text needed beyond that list are marked below.

Conventions shared by every clause:

* ``span`` is ``(start, end)``, the character range of the card's effective text the clause
  came from (``None`` for clauses built by hand).
* ``icons`` are lower-case: ``energy``, ``fighting``, ``strength``, ``intellect``,
  ``multipower``, ``any_power``.
* ``who`` is one of ``WHO_KEYWORDS`` or else a character's printed name.
* ``duration`` is ``None`` (none printed: the engine applies the default of MR.19),
  ``"battle"``, ``"game"``, ``"next_battle"``, ``"turn"`` or ``Until(event)``.
* ``count`` is an ``int``, ``"all"`` or ``None`` (not printed).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

WHO_KEYWORDS: frozenset[str] = frozenset(
    {
        "self",
        "self_or_teammate",
        "teammate",
        "team",
        "target",
        "opponent",
        "opponent_team",
        "any_character",
        "reserve",
        "front_line",
        "chosen",
        "attacker",
        "defender",
        "player",
        "both_players",
        "all_characters",
    }
)

WHO_TEXT: dict[str, str] = {
    "self": "this character",
    "self_or_teammate": "this character or teammate",
    "teammate": "teammate",
    "team": "team",
    "target": "Target Character",
    "opponent": "opponent",
    "opponent_team": "opponent's team",
    "any_character": "any character",
    "reserve": "Reserve character",
    "front_line": "Front Line character",
    "chosen": "chosen character",
    "attacker": "attacking character",
    "defender": "defending character",
    "player": "player",
    "both_players": "both players",
    "all_characters": "all characters",
}

ICON_TEXT: dict[str, str] = {
    "energy": "Energy",
    "fighting": "Fighting",
    "strength": "Strength",
    "intellect": "Intellect",
    "multipower": "MultiPower",
    "any_power": "Any Power",
}

STATUSES: tuple[str, ...] = ("full", "partial", "failed")


@dataclass(frozen=True)
class Until:
    """A duration that lasts until an event (``{"until": "<event>"}`` in JSON)."""

    event: str

    def to_json(self) -> dict[str, str]:
        return {"until": self.event}


@dataclass(frozen=True)
class Scaling:
    """An amount that grows: ``amount`` for each ``per`` (``{"amount": 1, "per": "..."}``)."""

    amount: int
    per: str

    def to_json(self) -> dict[str, Any]:
        return {"amount": self.amount, "per": self.per}


Duration = str | Until | None

# ----------------------------------------------------------------------------- rendering


# Subjects the grammar builds from a Power Grid qualifier: "characters with Energy Power Grid
# 7 or 8" (``characters_with_energy_7_or_8``) and "Opponent's Team with Power Grid 7 or 8 in
# Power Type of <name>'s choice" (``opponent_team_with_grid_7_or_8_in_chosen_type``).
_GRID_WHO = re.compile(r"(opponent_)?characters_with_((?:[a-z]+_or_)*[a-z]+)_(\d+(?:_or_\d+)*)")
_GRID_TEAM = re.compile(r"(\w+?)_team_with_grid_(\d+)_or_(\d+)_in_chosen_type")


def _grid_who_text(who: str) -> str | None:
    m = _GRID_WHO.fullmatch(who)
    if m:
        icons = icons_text(tuple(m.group(2).split("_or_")), True)
        grid = " or ".join(m.group(3).split("_or_"))
        owner = "characters on opponent's team" if m.group(1) else "characters"
        return f"{owner} with {icons} Power Grid {grid}"
    m = _GRID_TEAM.fullmatch(who)
    if m:
        owner = WHO_TEXT.get(m.group(1), m.group(1))
        return (
            f"{owner}'s team with Power Grid {m.group(2)} or {m.group(3)} in Power Type of "
            "this character's choice"
        )
    return None


def who_text(who: str | None, capital: bool = False) -> str:
    text = "this character" if who is None else WHO_TEXT.get(who) or _grid_who_text(who) or who
    return text[0].upper() + text[1:] if capital and text else text


def possessive(name: str) -> str:
    """ "Iceman's", "Reyes'": a name ending in s takes the apostrophe alone."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def icons_text(icons: tuple[str, ...], choice: bool = False) -> str:
    names = [ICON_TEXT.get(i, i) for i in icons]
    if not names:
        return ""
    joiner = " or " if choice or len(names) < 2 else " and "
    if len(names) <= 2:
        return joiner.join(names)
    return ", ".join(names[:-1]) + joiner + names[-1]


def kinds_text(kinds: tuple[str, ...], joiner: str = " or ") -> str:
    names = [k.replace("_", " ").title() for k in kinds]
    return joiner.join(names)


def duration_text(duration: Duration) -> str:
    if duration is None:
        return ""
    if isinstance(duration, Until):
        return f" until {duration.event}"
    return {
        "battle": " for remainder of battle",
        "game": " for remainder of game",
        "next_battle": " in next battle",
        "turn": " for this turn",
    }.get(duration, f" for {duration}")


def count_text(count: int | str | None) -> str:
    if count is None:
        return ""
    return "all" if count == "all" else str(count)


def signed(amount: int | None) -> str:
    if amount is None:
        return ""
    return f"+{amount}" if amount >= 0 else str(amount)


def _sentence(text: str) -> str:
    text = " ".join(text.split())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


# ----------------------------------------------------------------------------- clauses

CLAUSE_KINDS: dict[str, type[Clause]] = {}


@dataclass(frozen=True, kw_only=True)
class Clause:
    """Base of every clause kind. Subclasses set ``kind`` and implement ``phrase``."""

    kind: ClassVar[str] = ""
    span: tuple[int, int] | None = field(default=None, compare=False)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("kind"):
            CLAUSE_KINDS[cls.kind] = cls

    def phrase(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def render(self) -> str:
        """Canonical text of this clause: one sentence, rendered from the fields."""
        return _sentence(self.phrase())

    def shape(self) -> tuple[Any, ...]:
        """The clause kinds in order, nested for conditions (used for code consistency)."""
        return (self.kind,)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            if f.name == "span":
                continue
            out[f.metadata.get("json", f.name)] = _value_to_json(getattr(self, f.name))
        out["span"] = list(self.span) if self.span is not None else None
        return out


def _value_to_json(value: Any) -> Any:
    if isinstance(value, Clause | Until | Scaling):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [_value_to_json(v) for v in value]
    return value


def _value_from_json(name: str, value: Any) -> Any:
    if name in ("then", "options", "cost"):
        return tuple(clause_from_json(c) for c in value or ())
    if name == "duration":
        if isinstance(value, dict):
            return Until(str(value.get("until", "")))
        return value
    if name == "scaling":
        return Scaling(int(value["amount"]), str(value["per"])) if value else None
    if isinstance(value, list):
        return tuple(_value_from_json("", v) for v in value)
    return value


def clause_from_json(data: dict[str, Any]) -> Clause:
    cls = CLAUSE_KINDS[data["kind"]]
    kwargs: dict[str, Any] = {}
    by_json = {f.metadata.get("json", f.name): f for f in dataclasses.fields(cls)}
    for key, value in data.items():
        if key == "kind":
            continue
        if key == "span":
            kwargs["span"] = tuple(value) if value is not None else None
            continue
        f = by_json.get(key)
        if f is None:
            continue
        kwargs[f.name] = _value_from_json(f.name, value)
    return cls(**kwargs)


def _opt(text: str, value: Any) -> str:
    return text if value else ""


@dataclass(frozen=True, kw_only=True)
class Attack(Clause):
    """Acts as an attack: ``Acts as a level 4 Energy or Strength attack``."""

    kind: ClassVar[str] = "attack"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    scaling: Scaling | None = None
    card_kind: str | None = None  # extension: "power" when it acts as a Power card attack
    against: str | None = None  # extension: whom the attack must be made against
    alternative: bool = False  # extension: "..., or a level N ... attack against ..."

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        icons = icons_text(self.icons, self.choice)
        what = f"{icons} {'Power card ' if self.card_kind == 'power' else ''}attack".strip()
        text = f"acts as a {level}{what}"
        if self.scaling:
            text += f", {signed(self.scaling.amount)} for each {self.scaling.per}"
        return text


@dataclass(frozen=True, kw_only=True)
class ActsAsPower(Clause):
    """``Acts as a level 5 Energy Power card. May be used to attack or defend.``"""

    kind: ClassVar[str] = "acts_as_power"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    uses: tuple[str, ...] = ("attack", "defense")

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        uses = " or ".join("attack" if u == "attack" else "defend" for u in self.uses)
        return (
            f"acts as a {level}{icons_text(self.icons, self.choice)} Power card. "
            f"May be used to {uses}"
        )


@dataclass(frozen=True, kw_only=True)
class Hit(Clause):
    """``Acts as a level 3 Strength Hit`` (recorded on ``record``)."""

    kind: ClassVar[str] = "hit"
    who: str | None = "target"
    level: int | None = None
    icons: tuple[str, ...] = ()
    choice: bool = False
    count: int | None = 1
    record: str = "current"

    def phrase(self) -> str:
        level = f"level {self.level} " if self.level is not None else ""
        rec = " on the Permanent Record" if self.record == "permanent" else ""
        many = f"{self.count} " if self.count and self.count != 1 else "a "
        return (
            f"{who_text(self.who)} receives {many}{level}"
            f"{icons_text(self.icons, self.choice)} Hit{'s' if many != 'a ' else ''}{rec}"
        )


@dataclass(frozen=True, kw_only=True)
class Avoid(Clause):
    """``Captain Mar-Vell or teammate may avoid 1 attack of 9 or less.``"""

    kind: ClassVar[str] = "avoid"
    who: str | None = "self"
    count: int | str | None = 1
    max_value: int | None = None
    min_value: int | None = None
    icons: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    double: bool = False  # extension: "avoid all attacks ... in a double shot"

    def phrase(self) -> str:
        n = count_text(self.count)
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        noun = "attacks" if self.count not in (1, None) else "attack"
        text = f"{who_text(self.who)} may avoid {n + ' ' if n else ''}{what + ' ' if what else ''}{noun}"
        if self.max_value is not None:
            text += f" of {self.max_value} or less"
        if self.min_value is not None:
            text += f" of {self.min_value} or more"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Negate(Clause):
    """``Negates the effect of any 1 Special card played by opponent.``"""

    kind: ClassVar[str] = "negate"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ("special",)
    icons: tuple[str, ...] = ()
    by: str | None = None
    against: str | None = None
    max_value: int | None = None
    words: tuple[str, ...] = ()
    duration: Duration = None

    def phrase(self) -> str:
        n = count_text(self.count)
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        text = f"negates the effect of {'any ' + n if n else 'any'} {what or 'card'}"
        if self.words:
            text += " with the word " + " or ".join(f'"{w}"' for w in self.words)
        if self.max_value is not None:
            text += f" of {self.max_value} or less"
        if self.by:
            text += f" played by {who_text(self.by)}"
        if self.against:
            text += f" against {who_text(self.against)}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Shift(Clause):
    """``Attack made on Front Line Character is now made on any other ..., who may defend.``"""

    kind: ClassVar[str] = "shift"
    from_: str | None = field(default="self", metadata={"json": "from"})
    to: str | None = "any_character"
    may_defend: bool = True
    double: bool = False
    count: int | str | None = 1
    max_value: int | None = None
    duration: Duration = None

    def phrase(self) -> str:
        word = "double shift" if self.double else "shift"
        limit = f" of {self.max_value} or less" if self.max_value is not None else ""
        text = (
            f"{word} {count_text(self.count) or '1'} attack{limit} made on "
            f"{who_text(self.from_)} onto {who_text(self.to)}"
        )
        text += ", who may defend" if self.may_defend else ", who may not defend"
        return text + duration_text(self.duration)


def defending_cards_text(items: tuple[str, ...]) -> str:
    """The cards a defense restriction names, in the game's words: kinds and icons, a level
    ("level 3-3"), a value ("value>=5") and a card combined with them ("combined_with:X")."""
    kinds: list[str] = []
    icons: list[str] = []
    level = after = ""
    for item in items:
        if item in ICON_TEXT:
            icons.append(ICON_TEXT[item])
        elif item.startswith("level "):
            low, _, high = item[6:].partition("-")
            level = f"level {low} " if low == high or not high else f"level {low} through {high} "
        elif item.startswith("value>="):
            after += f" with a value of {item[7:]} or greater"
        elif item.startswith("combined_with:"):
            after += f" with a {item.split(':', 1)[1]} card"
        else:
            kinds.append(item if item == "defensive" else item.replace("_", " ").title())
    if kinds:
        return f"a {level}{' '.join(kinds)} card{after}"
    icon = " or ".join(icons)
    article = "an" if icon[:1] in "AEIOU" else "a"
    return f"a {level}card with {article} {icon} icon{after}"


@dataclass(frozen=True, kw_only=True)
class DefenseRestriction(Clause):
    """``May not be defended with a Special card.`` / ``May only be defended by ...``."""

    kind: ClassVar[str] = "defense_restriction"
    forbids: tuple[str, ...] = ()
    only: tuple[str, ...] = ()
    applies_to: str | None = "this_attack"
    duration: Duration = None

    def phrase(self) -> str:
        # "Attack may only be defended by ...": the card's own attack.
        subject = "attack" if self.applies_to in (None, "this_attack") else self.applies_to
        subject = who_text(subject) if subject in WHO_KEYWORDS else subject.replace("_", " ")
        if self.only:
            text = f"{subject} may only be defended by {defending_cards_text(self.only)}"
        elif self.forbids:
            text = f"{subject} may not be defended by {defending_cards_text(self.forbids)}"
        else:
            text = f"{subject} may not be defended"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Condition(Clause):
    """``If successful, ...``: ``then`` applies only when ``when`` holds."""

    kind: ClassVar[str] = "condition"
    when: str = "successful"
    detail: str | None = None  # extension: what the condition names (a card, a value...)
    then: tuple[Clause, ...] = ()

    WHEN_TEXT: ClassVar[dict[str, str]] = {
        "successful": "if successful",
        "not_successful": "if not successful",
        "target_ko": "if target is KO'd",
        "self_ko": "if this character is KO'd",
        # group A: the detail carries the whole condition
        "has_missions": "if",
        "using_mission": "if",
        "characters_in_play": "if",
    }

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, self.when, tuple(c.shape() for c in self.then))

    def phrase(self) -> str:
        head = self.WHEN_TEXT.get(self.when, f"if {self.when.replace('_', ' ')}")
        if self.detail and "{detail}" in head:
            head = head.format(detail=who_text(self.detail))
        elif self.detail:
            head += f" {self.detail}"
        body = " ".join(c.render() for c in self.then)
        if body:
            body = body[0].lower() + body[1:]
        return f"{head}, {body}".rstrip(".")

    def render(self) -> str:
        text = " ".join(self.phrase().split())
        text = text[0].upper() + text[1:]
        return text if text.endswith((".", "!", "?")) else text + "."


@dataclass(frozen=True, kw_only=True)
class VentureModifier(Clause):
    """``Opponent -3 to Venture Total for this battle.``"""

    kind: ClassVar[str] = "venture_modifier"
    who: str | None = "team"
    amount: int = 0
    duration: Duration = None
    scaling: Scaling | None = None

    def phrase(self) -> str:
        text = f"{who_text(self.who)} {signed(self.amount)} to Venture Total"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class NoVenture(Clause):
    """``Does not count toward Venture Total.``"""

    kind: ClassVar[str] = "no_venture"
    who: str | None = None  # extension: whose cards (None: this card)
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    pile: str | None = None  # extension: where the cards lie ("current_battle" hits)
    against: str | None = None  # extension: whose Venture Total they do not count toward

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
        subject = f"{what} cards do" if what else "this card does"
        if self.who and what:
            subject = f"{possessive(who_text(self.who, True))} {subject}"
        return f"{subject} not count toward Venture Total{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class _Modifier(Clause):
    who: str | None = "self"
    amount: int = 0
    against: str | None = None
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    scaling: Scaling | None = None
    target_kind: ClassVar[str] = ""

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
        subject = f"{who_text(self.who)}'s {what} cards are" if what else who_text(self.who)
        text = f"{subject} {signed(self.amount)} to {self.target_kind}"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        if self.against:
            text += f" against {who_text(self.against)}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class AttackModifier(_Modifier):
    """``+1 to all attacks vs. ...`` / ``Opponent's attacks are -2 ...``."""

    kind: ClassVar[str] = "attack_modifier"
    target_kind: ClassVar[str] = "attack"


@dataclass(frozen=True, kw_only=True)
class DefenseModifier(_Modifier):
    """``Target Character -2 to defense for remainder of battle.``"""

    kind: ClassVar[str] = "defense_modifier"
    target_kind: ClassVar[str] = "defense"


@dataclass(frozen=True, kw_only=True)
class GridChange(Clause):
    """``Deathlok's Fighting Rating increases to 7 for remainder of game.``"""

    kind: ClassVar[str] = "grid_change"
    who: str | None = "self"
    icons: tuple[str, ...] = ()
    set_to: int | None = None
    delta: int | None = None
    duration: Duration = None
    uses: tuple[str, ...] = ()  # extension: "for defense" limits the new rating to a use

    def phrase(self) -> str:
        icons = icons_text(self.icons, True)
        change = f"is {self.set_to}" if self.set_to is not None else f"is {signed(self.delta)}"
        use = f" for {' and '.join(self.uses)}" if self.uses else ""
        return f"{who_text(self.who)}'s {icons} Rating {change}{use}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class KoThreshold(Clause):
    """``Baron Mordo's Hits to K.O. is reduced to 7 points.``"""

    kind: ClassVar[str] = "ko_threshold"
    who: str | None = "self"
    set_to: int | None = None
    delta: int | None = None
    spectrum: bool = False
    multiplier: int | None = None
    duration: Duration = None
    forbids: tuple[str, ...] = ()  # extension: "may not be Spectrum KO'd with Energy ..."
    icons: tuple[str, ...] = ()
    hits: bool = False  # extension: set_to counts Hits ("KO'd with 1 Hit"), not points
    # "All Energy Power card Hits on Target Character are doubled when determining
    # Cumulative K.O.": hits of these icons/kinds count this many times toward the KO.
    hit_multiplier: int | None = None
    card_kinds: tuple[str, ...] = ()

    def phrase(self) -> str:
        mode = "Spectrum" if self.spectrum else "Cumulative"
        if self.hit_multiplier is not None:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            times = (
                "doubled" if self.hit_multiplier == 2 else f"counted {self.hit_multiplier} times"
            )
            text = (
                f"all {what} card Hits on {who_text(self.who)} are {times} when determining "
                f"{mode} KO"
            )
            return text + duration_text(self.duration)
        if self.forbids == ("all",) and not self.icons:
            # "cannot be Cumulative KO'd": by no cards at all
            text = f"{who_text(self.who)} may not be {mode} KO'd"
        elif self.forbids or (self.icons and self.set_to is None and self.delta is None):
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.forbids)) if x
            )
            text = f"{who_text(self.who)} may not be {mode} KO'd with {what} cards"
        elif self.spectrum and self.set_to is not None:
            text = f"{who_text(self.who)} may only be Spectrum KO'd by {self.set_to} Power Types"
        elif self.hits and self.set_to is not None:
            text = f"{who_text(self.who)} is KO'd with {self.set_to} Hit{'s' if self.set_to != 1 else ''}"
        elif self.multiplier is not None:
            text = f"{who_text(self.who)}'s points to KO are multiplied by {self.multiplier}"
        elif self.set_to is not None:
            text = f"{who_text(self.who)}'s {mode} KO threshold is {self.set_to} points"
        else:
            text = f"{who_text(self.who)}'s {mode} KO threshold is {signed(self.delta)} points"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class RemoveHits(Clause):
    """``Remove 1 Hit from Black Panther's Permanent Record.``"""

    kind: ClassVar[str] = "remove_hits"
    who: str | None = "self"
    count: int | str | None = 1
    record: str = "permanent"
    filter: str | None = None
    to: str | None = None  # extension: hits moved onto another character's record
    scaling: Scaling | None = None  # extension: "for every ..." multiplies the count
    by: str | None = None  # extension: who removes them when not the card's player ("Opponent may")

    def phrase(self) -> str:
        if self.by:
            return f"{who_text(self.by)} may " + replace(self, by=None).phrase()
        n = count_text(self.count)
        filt = f" {self.filter}" if self.filter else ""
        where = {
            "permanent_and_current": "Permanent Record and Hits from Current Battle",
            "permanent_or_current": "Permanent Record or Hits from Current Battle",
            "current": "Hits from Current Battle",
            "any": "Hits",
        }.get(self.record, f"{self.record.title()} Record")
        text = f"remove {n} Hit{'s' if self.count != 1 else ''}{filt} from {who_text(self.who)}'s {where}"
        if self.to:
            text += f" and put them on {who_text(self.to)}'s {self.record.title()} Record"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text


@dataclass(frozen=True, kw_only=True)
class AdditionalAttack(Clause):
    """``May make 1 additional Power card attack.``"""

    kind: ClassVar[str] = "additional_attack"
    required: bool = False  # extension: "must make as many attacks as possible"
    who: str | None = "self"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    against: str | None = None
    duration: Duration = None
    card_owner: str | None = None  # extension: "with a Teammate's Special card"
    up_to: bool = False  # extension: "up to 2 additional attacks" (each one optional)

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        if self.up_to:
            n = f"up to {n}"
        if self.card_owner:
            return (
                f"{who_text(self.who)} may make {n} additional attack{'s' if n != '1' else ''}"
                f" with {who_text(self.card_owner)}'s {what or 'Power'} card"
                f"{duration_text(self.duration)}"
            )
        plural = "s" if self.count not in (1, None) else ""
        text = f"{who_text(self.who)} may make {n} additional {what + ' ' if what else ''}attack{plural}"
        if self.against:
            whom = "a different opponent" if self.against == "different_opponent" else None
            text += f" against {whom or who_text(self.against)}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Combine(Clause):
    """``May combine with 1 Intellect card for a single attack.``"""

    kind: ClassVar[str] = "combine"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    choice: bool = True
    purpose: str | None = "attack"
    max_value: int | None = None
    who: str | None = None
    allowed: bool = True  # extension: False for "May not be combined with Universe cards"
    duration: Duration = None
    levels: tuple[int, int] | None = None  # extension: "level 1 through 4"
    required: bool = False  # extension: "must combine"

    def phrase(self) -> str:
        if self.required or self.levels:
            return self._phrase_levels()
        if not self.allowed:
            what = " ".join(
                x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x
            )
            return f"may not be combined with {what or 'other'} cards"
        what = " ".join(
            x for x in (icons_text(self.icons, self.choice), kinds_text(self.card_kinds)) if x
        )
        limit = f" of {self.max_value} or less" if self.max_value is not None else ""
        n = count_text(self.count) or "1"
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        return f"may combine with {n} {what or 'Power'} card{limit}{purpose}"

    def _phrase_levels(self) -> str:
        """The cover additions' wording: who, modal, the card with its levels, the purpose."""
        what = " ".join(
            x for x in (icons_text(self.icons, self.choice), kinds_text(self.card_kinds)) if x
        )
        low, high = self.levels or (None, None)
        levels = f" level {low} through {high}" if self.levels else ""
        purpose = f" for a single {self.purpose}" if self.purpose else ""
        modal = "must" if self.required else "may"
        who = f"{who_text(self.who)} " if self.who else ""
        return (
            f"{who}{modal} combine with {what or 'Power'} card{levels}{purpose}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CannotBeAttacked(Clause):
    """``Reyes may not be attacked for remainder of battle.``"""

    kind: ClassVar[str] = "cannot_be_attacked"
    who: str | None = "self"
    except_: tuple[str, ...] = field(default=(), metadata={"json": "except"})
    duration: Duration = None
    by_cards: tuple[str, ...] = ()  # extension: only attacks made with these card kinds

    def phrase(self) -> str:
        exc = f" except by {kinds_text(self.except_)}" if self.except_ else ""
        by = f" by {kinds_text(self.by_cards)} cards" if self.by_cards else ""
        return f"{who_text(self.who)} may not be attacked{by}{exc}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class MustAttack(Clause):
    """``Opponent must attack ...``: attacks must go to ``who``."""

    kind: ClassVar[str] = "must_attack"
    who: str | None = "self"
    by: str | None = "opponent"
    except_: tuple[str, ...] = field(default=(), metadata={"json": "except"})
    icons: tuple[str, ...] = ()
    duration: Duration = None

    def phrase(self) -> str:
        what = f"{icons_text(self.icons, True)} " if self.icons else ""
        return (
            f"all {what}attacks by {who_text(self.by)} must be made against "
            f"{who_text(self.who)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class PlayRestriction(Clause):
    """``Opponent's team may not play any cards with the word "Teammate".``"""

    kind: ClassVar[str] = "play_restriction"
    who: str | None = "opponent_team"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    use: str | None = None  # extension: "to attack" / "to defend" when only that use is barred
    max_value: int | None = None
    duration: Duration = None
    verb: str = "play"  # extension: "place" for "No cards may be placed"

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        against = (self.who or "").startswith("against:") or self.who == "all_characters"
        if against and not self.words and self.max_value is None:
            # "No Energy Power cards may be played against Vision": a bar on every player.
            text = f"no {what or 'any'} cards may be "
            text += "used to attack" if self.use == "attack" else "played"
            if self.who != "all_characters":
                text += f" against {self.who.split(':', 1)[1]}"
            return text + duration_text(self.duration)
        text = f"{who_text(self.who)} may not {self.verb} {what or 'any'} cards"
        if self.words:
            text += " with the word " + " or ".join(f'"{w}"' for w in self.words)
        if self.max_value is not None:
            text += f" of {self.max_value} or less"
        if self.use:
            text += f" to {self.use}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Draw(Clause):
    """``Draw 3 additional cards.`` / ``Opponent must draw ...``."""

    kind: ClassVar[str] = "draw"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="draw_pile", metadata={"json": "from"})
    to: str | None = "hand"
    filter: str | None = None
    duplicates: str | None = None  # "discard", "keep" when the text says what happens
    scaling: Scaling | None = None  # extension: "for each ..." multiplies the count
    duration: Duration = None  # extension: a lasting "draw 1 card whenever ..." effect
    may: bool = False  # extension: an optional draw ("may draw")

    def phrase(self) -> str:
        n = count_text(self.count)
        filt = f" {self.filter}" if self.filter else ""
        src = (self.from_ or "draw_pile").replace("_", " ").title()
        src = {"top_of_draw_pile": "the top of the Draw Pile"}.get(self.from_ or "", src)
        # "Draw 1 card", "Opponent must draw 2 cards", "Grunge may draw 1 card"
        verb = "may draw" if self.may else "must draw"
        subject = who_text(self.who)
        if self.who in (None, "player") and not self.may:
            subject, verb = "", "draw"
        text = f"{subject} {verb} {n}{filt} card{'s' if self.count != 1 else ''} from {src}"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        if self.duplicates:
            text += f"; duplicates {self.duplicates}"
        return text


# Discards whose filter, source and destination read back as the card wrote them.
_DISCARD_WORDS = re.compile(
    r"(?:[A-Z][a-z]+ )?(?:placed )?(?:[A-Z][a-z]+ )*(?:Hand|Placed) Dead Pile"
)


def _discard_filter_text(filt: str | None) -> tuple[str, str]:
    """A discard's filter as the words before "card" and the chooser after it: "placed
    choice of:opponent" is "placed ... card of opponent's choice"; "Tactic placed" is
    "placed Tactic"."""
    if not filt:
        return "", ""
    words, _, chooser = filt.partition("choice of:")
    choice = f" of {possessive(who_text(chooser.strip()))} choice" if chooser.strip() else ""
    parts = words.split()
    if "placed" in parts:
        parts = ["placed"] + [p for p in parts if p != "placed"]
    return (" " + " ".join(parts) if parts else ""), choice


@dataclass(frozen=True, kw_only=True)
class Discard(Clause):
    """``Opponent must discard top 2 cards from Draw Pile into Dead Pile.``"""

    kind: ClassVar[str] = "discard"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="hand", metadata={"json": "from"})
    to: str | None = "dead_pile"
    filter: str | None = None
    duplicates: str | None = None
    may: bool = False  # extension: optional discards ("may discard")
    scaling: Scaling | None = None  # extension: "for each ..." multiplies the count

    def phrase(self) -> str:
        n = count_text(self.count)
        filt, choice = _discard_filter_text(self.filter)
        src = (self.from_ or "hand").replace("_", " ").title()
        dst = (self.to or "dead_pile").replace("_", " ").title()
        per = f" for each {self.scaling.per}" if self.scaling else ""
        if not _DISCARD_WORDS.fullmatch(f"{filt} {src} {dst}".strip()):
            verb = "may discard" if self.may else "discards"
            card = f"card{'s' if self.count != 1 else ''}"
            return f"{who_text(self.who)} {verb} {n}{filt} {card} from {src} to {dst}{per}"
        # In the game's words: "Target Character must discard 1 placed Tactic card of
        # opponent's choice to Dead Pile" (a placed card leaves from where it is placed).
        verb = "may discard" if self.may else "must discard"
        subject = "" if self.who in (None, "player") and not self.may else who_text(self.who)
        if not subject:
            verb = "discard"
        card = f"card{'s' if self.count != 1 else ''}{choice}"
        source = "" if self.from_ == "placed" else f" from {src}"
        return f"{subject} {verb} {n}{filt} {card}{source} to {dst}{per}"


@dataclass(frozen=True, kw_only=True)
class MissionMove(Clause):
    """``Move 1 Mission card from the Defeated Pile to the Completed Pile.``"""

    kind: ClassVar[str] = "mission_move"
    who: str | None = "team"
    count: int | str | None = 1
    from_: str | None = field(default=None, metadata={"json": "from"})
    to: str | None = None
    scaling: Scaling | None = None  # extension: "for every Hit ..., move 1 Mission card"
    allowed: bool = True  # extension: False for "may not move any Mission cards from ..."

    def phrase(self) -> str:
        n = count_text(self.count)
        src = (self.from_ or "any").replace("_", " ").title()
        if not self.allowed:
            return f"{who_text(self.who)} may not move any Mission cards from {src} Pile"
        dst = (self.to or "any").replace("_", " ").title()
        if src.endswith("Missions") and dst.endswith("Missions"):
            # "Move 1 Mission card from the Defeated Missions Pile to the Reserve Missions Pile"
            verb = "move" if self.who == "team" else f"{who_text(self.who)} must move"
            text = f"{verb} {n} Mission card{'s' if self.count != 1 else ''} from the {src} Pile to the {dst} Pile"
            return f"for each {self.scaling.per}, {text}" if self.scaling else text
        text = f"{who_text(self.who)} moves {n} Mission card{'s' if self.count != 1 else ''} from {src} Pile to {dst} Pile"
        if self.scaling:
            text += f" for each {self.scaling.per}"
        return text


@dataclass(frozen=True, kw_only=True)
class Concede(Clause):
    """``Play to concede battle.``"""

    kind: ClassVar[str] = "concede"
    returns_ventured: bool = False
    allowed: bool = True  # extension: False for "no conceding"

    def phrase(self) -> str:
        if not self.allowed:
            return "no player may concede this battle"
        text = "play to concede battle"
        if self.returns_ventured:
            text += ". All Mission cards Ventured this battle return to the piles they were Ventured from"
        return text


@dataclass(frozen=True, kw_only=True)
class Timing(Clause):
    """``Plays during battle.``"""

    kind: ClassVar[str] = "timing"
    when: str = "during_battle"

    def phrase(self) -> str:
        return f"play {self.when.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class Placement(Clause):
    """``May be Placed.``"""

    kind: ClassVar[str] = "placement"
    may_be_placed: bool = True
    extra_slots: int | None = None
    who: str | None = None
    card_kinds: tuple[str, ...] = ()  # extension: which cards the extra slots take
    duration: Duration = None
    max_cards: int | None = None  # extension: "May have 2 Universe cards Placed"

    def phrase(self) -> str:
        if self.max_cards is not None:
            what = kinds_text(self.card_kinds) or "any"
            who = f"{who_text(self.who)} " if self.who else ""
            return (
                f"{who}may have {self.max_cards} {what} card{'s' if self.max_cards != 1 else ''}"
                f" Placed{duration_text(self.duration)}"
            )
        if not self.may_be_placed:
            return "may not be Placed"
        text = "may be Placed"
        if self.who:
            text += f" on {who_text(self.who)}"
        if self.extra_slots:
            text += f"; {self.extra_slots} additional card{'s' if self.extra_slots != 1 else ''} may be Placed"
        return text


# --- kinds the real card text needed beyond the starting vocabulary ---------------------


# Permission actions in the game's words ("{what}": the cards the permission names).
_PERMISSION_VERBS: dict[str, str] = {
    "play": "may play {what}",
    "play_from_reserve": "may play {what} from Reserve",
    "play_additional": "may play {what}",
    "place_and_play": "may place and play {what}",
    "duplicates": "may have duplicate {what}",
    "attack_reserve": "may attack the Reserve with {what}",
    "must_play": "must play {what}",
}


@dataclass(frozen=True, kw_only=True)
class Permission(Clause):
    """A play the rules would not otherwise allow: ``May play "Slugfest" from Reserve.``

    ``action`` is one of ``play``, ``play_from_reserve``, ``duplicates``, ``use_to_avoid``,
    ``attack_reserve``, ``defend_reserve`` ...; ``target`` names the card or card kinds.
    """

    kind: ClassVar[str] = "permission"
    who: str | None = "self"
    action: str = "play"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    count: int | str | None = None
    duration: Duration = None
    owner: str | None = None  # extension: whose cards ("Captain America's "Ricochet Shield"")
    filters: tuple[str, ...] = ()  # extension: "One-Per-Deck", "non-One-Per-Deck" ...
    source: str | None = None  # extension: the pile the cards come from
    # use_to_avoid: the used cards' levels ("level 6 through 8"), how many attacks (``None``:
    # any attack) and whose attacks ("made against Wolverine or teammate").
    levels: tuple[int, int] | None = None
    attacks: int | str | None = None
    against: str | None = None
    purpose: str | None = None  # extension: "defense" / "attack": what the cards are played for
    may_defend: bool | None = None  # extension: ", who may (not) defend" after an attack on Reserve

    def phrase(self) -> str:
        if self.action == "use_to_avoid":
            return self._use_to_avoid()
        verb = _PERMISSION_VERBS.get(self.action)
        if verb is not None:
            return self._in_words(verb)
        what = " ".join(
            x
            for x in (
                " or ".join(f'"{n}"' for n in self.names),
                icons_text(self.icons, True),
                kinds_text(self.card_kinds),
            )
            if x
        )
        n = f"{count_text(self.count)} " if self.count is not None else ""
        purpose = {"defense": " for defense", "attack": " to attack"}.get(self.purpose or "", "")
        defend = {True: ", who may defend", False: ", who may not defend"}.get(self.may_defend, "")
        head = f"{who_text(self.who)} may {self.action.replace('_', ' ')} {n}{what}".rstrip()
        return f"{head}{purpose}{defend}{duration_text(self.duration)}".rstrip()

    def _in_words(self, verb: str) -> str:
        """The permission in the game's words: whose cards, how many, which names and kinds."""
        owner = f"{who_text(self.owner).replace('_', ' ')}'s " if self.owner else ""
        if self.owner and self.owner.endswith("."):
            owner = f"{self.owner} "  # "Comm. Gordon & G.C.P.D. "Sting Operation""
        names = ", ".join(f'"{n}"' for n in self.names[:-1])
        names = f"{names} and " if names else ""
        names += f'"{self.names[-1]}"' if self.names else ""
        what = " ".join(
            x
            for x in (owner + names, icons_text(self.icons, True), kinds_text(self.card_kinds))
            if x
        )
        many = self.count not in (None, 1)
        n = f"{count_text(self.count)} " if self.count is not None else "any "
        if self.names and self.count is None:
            n = ""  # a named card is that card, not "any" of a kind
        if self.action == "play_additional":
            n += "additional "
        if self.owner and self.count is not None:
            # "any 1 KO'd teammate's Specials": the count is of owners, the cards are theirs
            many_owners = "" if self.count == "any" else f"{count_text(self.count)} "
            owner, n, many = f"any {many_owners}{owner}", "", True
            what = " ".join(
                x
                for x in (owner + names, icons_text(self.icons, True), kinds_text(self.card_kinds))
                if x
            )
        if what:
            plural = many or (self.count is None and not self.names) or len(self.names) > 1
            what = f"{n}{what} card{'s' if plural else ''}"
        text = f"{who_text(self.who)} {verb.format(what=what)}"
        return " ".join(text.split()) + duration_text(self.duration)

    def _use_to_avoid(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        levels = f" level {self.levels[0]} through {self.levels[1]}" if self.levels else ""
        attacks = (
            "any attack"
            if self.attacks is None
            else ("all attacks" if self.attacks == "all" else f"{self.attacks} attack")
        )
        against = f" made against {who_text(self.against)}" if self.against else ""
        return (
            f"{who_text(self.who)} may use {what} cards{levels} to avoid {attacks}{against}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class Requirement(Clause):
    """A cost or requirement to use the card: ``Cost/Action: 6 Intellect to Use.``"""

    kind: ClassVar[str] = "requirement"
    who: str | None = "self"
    icons: tuple[str, ...] = ()
    value: int | None = None
    compare: str = ">="

    def phrase(self) -> str:
        cmp = "or more" if self.compare == ">=" else "or less"
        return (
            f"requires {who_text(self.who)} with {icons_text(self.icons, True)} {self.value} {cmp}"
        )


@dataclass(frozen=True, kw_only=True)
class Bonus(Clause):
    """A universe card's bonus to the card it is played with: ``+3 to Intellect.``"""

    kind: ClassVar[str] = "bonus"
    amount: int = 0
    icons: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    who: str | None = None
    filter: str | None = None  # extension: "+1 to any Special cards that contain an icon"

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.filter:
            return f"{signed(self.amount)} to any {what or 'card'} cards {self.filter}"
        if self.who:
            return f"{signed(self.amount)} {what} to {who_text(self.who)}"
        return f"{signed(self.amount)} to {what or 'card'}"


@dataclass(frozen=True, kw_only=True)
class Discipline(Clause):
    """How a card must be handled after use: ``Discard this card after use.``."""

    kind: ClassVar[str] = "discipline"
    action: str = "discard_after_use"

    # Handling notes in the card's own words, where the action's name is not already them.
    WORDS: ClassVar[dict[str, str]] = {
        "no_duplicates": "may not be a duplicate",
        "duplicates_allowed": "may be duplicates",
        "bonus_not_applied_to_damage_or_venture": "bonus not applied to damage or Venture Total",
        "affected_cards_not_discarded": "affected cards are not discarded",
        "choice_of:opponent": "cards chosen by opponent",
    }

    def phrase(self) -> str:
        return self.WORDS.get(self.action) or self.action.replace("_", " ")


@dataclass(frozen=True, kw_only=True)
class CannotAttack(Clause):
    """``Target Character may not attack for remainder of battle.``"""

    kind: ClassVar[str] = "cannot_attack"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    against: str | None = None  # extension: "may not attack Poison Ivy"
    unless_attacked: bool = False  # extension: "... unless she attacks him/her first"

    def phrase(self) -> str:
        what = f" with {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
        whom = f" {who_text(self.against)}" if self.against else ""
        unless = f" unless {who_text(self.against)} attacks first" if self.unless_attacked else ""
        return (
            f"{who_text(self.who)} may not attack{whom}{what}{duration_text(self.duration)}{unless}"
        )


@dataclass(frozen=True, kw_only=True)
class CannotDefend(Clause):
    """``Target hero may not defend against level 1 or 2 Power cards ...``."""

    kind: ClassVar[str] = "cannot_defend"
    who: str | None = "self"
    against: tuple[str, ...] = ()
    duration: Duration = None

    def phrase(self) -> str:
        what = f" against {kinds_text(self.against)} cards" if self.against else ""
        return f"{who_text(self.who)} may not defend{what}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class Immunity(Clause):
    """``Maverick is not affected by Event cards for remainder of game.``"""

    kind: ClassVar[str] = "immunity"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    duration: Duration = None
    words: tuple[str, ...] = ()  # extension: cards with these words ("teammate")

    def phrase(self) -> str:
        words = " with the word " + " or ".join(f'"{w}"' for w in self.words) if self.words else ""
        return (
            f"{who_text(self.who)} is not affected by {kinds_text(self.card_kinds) or 'any'} "
            f"cards{words}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class NoSpectrum(Clause):
    """``Does not count toward Spectrum KO.``"""

    kind: ClassVar[str] = "no_spectrum"

    def phrase(self) -> str:
        return "does not count toward Spectrum KO"


@dataclass(frozen=True, kw_only=True)
class HitPlacement(Clause):
    """``Hit goes on Target Character's Permanent Record.``"""

    kind: ClassVar[str] = "hit_placement"
    who: str | None = "target"
    record: str = "permanent"

    def phrase(self) -> str:
        return f"the Hit goes on {who_text(self.who)}'s {self.record.title()} Record"


@dataclass(frozen=True, kw_only=True)
class Reshuffle(Clause):
    """``Reshuffle Draw Pile.``"""

    kind: ClassVar[str] = "reshuffle"
    pile: str = "draw_pile"
    into: str | None = None

    def phrase(self) -> str:
        text = f"reshuffle {self.pile.replace('_', ' ').title()}"
        if self.into:
            text += f" into {self.into.replace('_', ' ').title()}"
        return text


@dataclass(frozen=True, kw_only=True)
class Search(Clause):
    """``Sort through opponent's Power Pack`` / ``Look at top 8 cards of Draw Pile``."""

    kind: ClassVar[str] = "search"
    pile: str = "draw_pile"
    count: int | str | None = None
    card_by_card: bool = False  # extension: "Sort through Draw Pile card by card"
    who: str | None = None  # extension: who looks ("Shi'ar may look at ...")

    def phrase(self) -> str:
        if self.who is not None and self.count is not None:
            pile = self.pile.replace("_", " ").title()
            return f"{who_text(self.who)} may look at top {count_text(self.count)} cards of {pile}"
        if self.count is not None:
            return f"look at top {count_text(self.count)} cards of {self.pile.replace('_', ' ').title()}"
        return f"sort through {self.pile.replace('_', ' ').title()}"


@dataclass(frozen=True, kw_only=True)
class Reveal(Clause):
    """``Opponent must reveal any Power cards currently held in hand.``"""

    kind: ClassVar[str] = "reveal"
    who: str | None = "opponent"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    count: int | str | None = None  # extension: "reveal any 4 cards in your hand"
    to: str | None = None  # extension: to whom the cards are shown

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.count is not None:
            n = count_text(self.count)
            text = (
                f"{who_text(self.who)} must reveal {n} {what + ' ' if what else ''}cards from Hand"
            )
        else:
            text = f"{who_text(self.who)} must reveal {what + ' cards' if what else 'Hand'}"
        return text + (f" to {who_text(self.to)}" if self.to else "")


@dataclass(frozen=True, kw_only=True)
class DamageModifier(Clause):
    """``If attack succeeds, add +2 to damage.``"""

    kind: ClassVar[str] = "damage_modifier"
    who: str | None = "self"
    amount: int = 0
    duration: Duration = None

    def phrase(self) -> str:
        return f"{signed(self.amount)} to damage{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class NoShift(Clause):
    """``Attacks made with Energy Power cards may not be moved or shifted from Target ...``."""

    kind: ClassVar[str] = "no_shift"
    who: str | None = "target"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    duration: Duration = None
    by: str | None = None  # extension: "any Strength attack made by Fairchild"

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.by:
            return (
                f"any {what + ' ' if what else ''}attack made by {who_text(self.by)} may not be"
                f" moved from {who_text(self.who)}{duration_text(self.duration)}"
            )
        made = f" made with {what} cards" if what else ""
        return (
            f"attacks{made} on {who_text(self.who)} may not be moved or shifted"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class PutCards(Clause):
    """``Put 1 card on bottom of Draw Pile.`` / ``Put two chosen cards in your hand.``"""

    kind: ClassVar[str] = "put_cards"
    count: int | str | None = 1
    filter: str | None = None
    to: str | None = "hand"

    def phrase(self) -> str:
        filt = f" {self.filter}" if self.filter else ""
        return f"put {count_text(self.count)}{filt} card(s) into {(self.to or 'hand').replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class Choice(Clause):
    """``Avoid ..., or target hero must discard ...``: the player picks one of ``options``."""

    kind: ClassVar[str] = "choice"
    options: tuple[Clause, ...] = ()

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, tuple(c.shape() for c in self.options))

    def phrase(self) -> str:
        parts = [o.render().rstrip(".") for o in self.options]
        parts = [parts[0]] + [p[0].lower() + p[1:] for p in parts[1:]]
        return "choose one: " + "; or ".join(parts)


@dataclass(frozen=True, kw_only=True)
class Exclusive(Clause):
    """``Only Mole Man and Target Character may attack, be attacked, or defend this battle.``"""

    kind: ClassVar[str] = "exclusive"
    who: tuple[str, ...] = ()
    actions: tuple[str, ...] = ("attack", "be_attacked", "defend")
    duration: Duration = None

    def phrase(self) -> str:
        names = " and ".join(who_text(w) for w in self.who)
        acts = ", ".join(a.replace("_", " ") for a in self.actions)
        return f"only {names} may {acts}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class BonusModifier(Clause):
    """``All Universe card bonuses receive an additional +1 this battle.``"""

    kind: ClassVar[str] = "bonus_modifier"
    who: str | None = None
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    amount: int | None = None
    multiplier: int | None = None
    to_venture: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        if self.to_venture:
            change = "are added to Venture Total"
        elif self.multiplier:
            change = f"are multiplied by {self.multiplier}"
        else:
            change = f"are an additional {signed(self.amount)}"
        return f"{what or 'card'} bonuses {change}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class CharacterMove(Clause):
    """``Move the reserve hero to the front line this battle.`` / ``Switch ... with ...``."""

    kind: ClassVar[str] = "character_move"
    who: str | None = "reserve"
    to: str | None = "front_line"
    duration: Duration = None

    def phrase(self) -> str:
        return f"move {who_text(self.who)} to {who_text(self.to)}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class VentureCount(Clause):
    """``Storm may increase either her team's or opponent's ventured Mission cards by 1.``

    ``who`` is whose ventured Mission cards change: ``either`` lets the player pick a side.
    """

    kind: ClassVar[str] = "venture_count"
    who: str | None = "either"
    amount: int = 1

    def phrase(self) -> str:
        side = "either team's or opponent's" if self.who == "either" else f"{who_text(self.who)}'s"
        return f"may increase {side} ventured Mission cards by {self.amount}"


@dataclass(frozen=True, kw_only=True)
class BlockRule(Clause):
    """How an attack must be blocked: ``May be blocked as a whole or in parts.`` /
    ``Power card must be blocked twice.`` / ``Opponent must guess defense.``

    ``rule`` is ``whole_or_parts``, ``twice`` or ``guess``.
    """

    kind: ClassVar[str] = "block_rule"
    rule: str = "whole_or_parts"
    who: str | None = None
    card_kinds: tuple[str, ...] = ()

    def phrase(self) -> str:
        if self.rule == "twice":
            what = kinds_text(self.card_kinds) or "this"
            return f"{what} card must be blocked twice"
        if self.rule == "guess":
            return f"{who_text(self.who or 'opponent')} must guess defense"
        return "may be blocked as a whole or in parts"


@dataclass(frozen=True, kw_only=True)
class LoseAbility(Clause):
    """``Target Character loses Inherent Ability and is considered to have no Inherent
    Ability for remainder of battle.``"""

    kind: ClassVar[str] = "lose_ability"
    who: str | None = "target"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} loses Inherent Ability and is considered to have no "
            f"Inherent Ability{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class SwitchRecord(Clause):
    """``Mystique may switch entire permanent record with any front line teammate.``"""

    kind: ClassVar[str] = "switch_record"
    who: str | None = "self"
    partner: str | None = None
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} may switch entire Permanent Record with "
            f"{who_text(self.partner)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class SkipBattle(Clause):
    """``Reserve must skip a battle before entering.``"""

    kind: ClassVar[str] = "skip_battle"
    who: str | None = "reserve"

    def phrase(self) -> str:
        return f"{who_text(self.who)} must skip a battle before entering"


@dataclass(frozen=True, kw_only=True)
class CountsToward(Clause):
    """``Psylocke's Basic Universe cards count toward Damage and Venture Total.``"""

    kind: ClassVar[str] = "counts_toward"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    used_to_attack: bool = False
    toward: tuple[str, ...] = ("damage", "venture_total")
    duration: Duration = None

    def phrase(self) -> str:
        used = " used to attack" if self.used_to_attack else ""
        toward = " and ".join(t.replace("_", " ").title() for t in self.toward)
        return (
            f"{who_text(self.who)}'s {kinds_text(self.card_kinds)} cards{used} count toward "
            f"{toward}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class KnockOut(Clause):
    """``Target is KO'd regardless of Inherent Abilities and other Special cards.``"""

    kind: ClassVar[str] = "knock_out"
    who: str | None = "target"
    regardless: bool = True  # inherent abilities and other Special cards cannot prevent it
    by_next_hit: str | None = None  # extension: "KO'd by next level 2 Energy Power card Hit"

    def phrase(self) -> str:
        text = f"{who_text(self.who)} is KO'd"
        if self.by_next_hit:
            text += f" by the next {self.by_next_hit} Hit"
        if self.regardless:
            text += " regardless of Inherent Abilities and other Special cards"
        return text


# --- group B: kinds the X-Men, Classic and DC specials needed ---------------------------


@dataclass(frozen=True, kw_only=True)
class MoveHits(Clause):
    """``Move any 1 Hit from teammate to Thunderbird.`` / ``move all Hits from Polaris's Hits
    from Current Battle into Permanent Record.``

    ``record`` is where the Hits lie (``permanent``, ``current``, ``any``); ``to`` is whose
    record receives them and ``to_record`` which record (``None``: the same kind).
    """

    kind: ClassVar[str] = "move_hits"
    who: str | None = "teammate"
    count: int | str | None = 1
    record: str = "any"
    to: str | None = "self"
    to_record: str | None = None
    filter: str | None = None

    def phrase(self) -> str:
        n = count_text(self.count)
        filt = f" {self.filter}" if self.filter else ""
        src = "" if self.record == "any" else f"'s {self.record.replace('_', ' ').title()} Record"
        dst = f"{who_text(self.to)}"
        if self.to_record:
            dst += f"'s {self.to_record.title()} Record"
        return (
            f"move {n} Hit{'s' if self.count != 1 else ''}{filt} from {who_text(self.who)}{src} "
            f"to {dst}"
        )


@dataclass(frozen=True, kw_only=True)
class BonusAttacks(Clause):
    """``Azrael may make 2 Power card attacks at +2 each``: attacks with a bonus each."""

    kind: ClassVar[str] = "bonus_attacks"
    who: str | None = "self"
    count: int | str | None = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    amount: int = 0

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        plural = "s" if self.count != 1 else ""
        each = " each" if self.count != 1 else ""
        return (
            f"{who_text(self.who)} may make {n} {what + ' card ' if what else ''}attack{plural} "
            f"at {signed(self.amount)}{each}"
        )


@dataclass(frozen=True, kw_only=True)
class VentureLimit(Clause):
    """``Next battle, neither player may Venture more than 2 Mission cards.``"""

    kind: ClassVar[str] = "venture_limit"
    who: str | None = "both_players"
    max_count: int = 0
    duration: Duration = None

    def phrase(self) -> str:
        subject = "neither player" if self.who == "both_players" else who_text(self.who)
        verb = "may" if self.who == "both_players" else "may not"
        return (
            f"{subject} {verb} Venture more than {self.max_count} Mission cards"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class FollowUpAttack(Clause):
    """``Mole Man may make 1 follow-up attack after Mole Man plays a Universe: Teamwork card``
    / ``Target Character may not make any follow up attacks from Teamwork or Special cards``.

    ``allowed`` is False for the prohibition; ``card_kinds`` are the cards the follow-up
    attacks come from; ``after`` is the play that grants them.
    """

    kind: ClassVar[str] = "follow_up_attack"
    who: str | None = "self"
    count: int | str | None = 1
    allowed: bool = True
    card_kinds: tuple[str, ...] = ()
    after: str | None = None
    duration: Duration = None

    def phrase(self) -> str:
        if not self.allowed:
            src = f" from {kinds_text(self.card_kinds)} cards" if self.card_kinds else ""
            return (
                f"{who_text(self.who)} may not make any follow-up attacks{src}"
                f"{duration_text(self.duration)}"
            )
        n = count_text(self.count) or "1"
        after = f" after {self.after}" if self.after else ""
        return (
            f"{who_text(self.who)} may make {n} follow-up attack{'s' if self.count != 1 else ''}"
            f"{after}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class ValueToVenture(Clause):
    """``Value of Special card is added to Black Panther's Venture Total for this battle.``"""

    kind: ClassVar[str] = "value_to_venture"
    who: str | None = "self"
    source: str | None = None  # which card's value: "Special card", "removed card"...
    duration: Duration = None
    also: bool = False  # extension: "is also added": on top of the card's usual effect

    def phrase(self) -> str:
        src = f" of {self.source}" if self.source else ""
        return (
            f"the Value{src} is {'also ' if self.also else ''}added to {who_text(self.who)}'s Venture Total"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class Repeat(Clause):
    """``Repeat until Thunderbird is KO'd or all Hits are on Thunderbird.``"""

    kind: ClassVar[str] = "repeat"
    until: str = ""

    def phrase(self) -> str:
        return f"repeat until {self.until}"


@dataclass(frozen=True, kw_only=True)
class DiscardRestriction(Clause):
    """``May not discard a MultiPower card.``: cards that may not be discarded (to pay for
    this card's effect)."""

    kind: ClassVar[str] = "discard_restriction"
    who: str | None = "self"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{who_text(self.who)} may not discard {what or 'any'} cards"


@dataclass(frozen=True, kw_only=True)
class ShowCards(Clause):
    """``Show Opponent up to 5 cards usable by Multiple Man from Hand.``"""

    kind: ClassVar[str] = "show_cards"
    who: str | None = "player"
    to: str | None = "opponent"
    count: int | str | None = None
    filter: str | None = None
    from_: str | None = field(default="hand", metadata={"json": "from"})

    def phrase(self) -> str:
        n = f"{self.count} " if isinstance(self.count, int) else ""
        filt = f" {self.filter}" if self.filter else ""
        src = (self.from_ or "hand").replace("_", " ").title()
        return f"{who_text(self.who)} shows {who_text(self.to)} {n}cards{filt} from {src}"


@dataclass(frozen=True, kw_only=True)
class CutPile(Clause):
    """``Huntress may cut opponent's Draw Pile.``"""

    kind: ClassVar[str] = "cut_pile"
    who: str | None = "self"
    pile: str = "opponent_draw_pile"

    def phrase(self) -> str:
        return f"{who_text(self.who)} may cut {self.pile.replace('_', ' ').title()}"


@dataclass(frozen=True, kw_only=True)
class CharacterReturn(Clause):
    """``... move Goblyn Queen from Defeated Characters Pile to Reserve.``"""

    kind: ClassVar[str] = "character_return"
    who: str | None = "self"
    from_: str | None = field(default="defeated_characters", metadata={"json": "from"})
    to: str | None = "reserve"

    def phrase(self) -> str:
        src = (self.from_ or "defeated_characters").replace("_", " ").title()
        dst = (self.to or "reserve").replace("_", " ").title()
        return f"move {who_text(self.who)} from {src} Pile to {dst}"


@dataclass(frozen=True, kw_only=True)
class GridBonus(Clause):
    """``Absorbing Man's Power Grid gets Bonus in that Power Type for remainder of game.``

    ``icons`` is the Power Type (``chosen``: the one of the card played with this one).
    """

    kind: ClassVar[str] = "grid_bonus"
    who: str | None = "self"
    icons: tuple[str, ...] = ("chosen",)
    duration: Duration = None

    def phrase(self) -> str:
        icons = "that Power Type" if self.icons == ("chosen",) else icons_text(self.icons, True)
        return (
            f"{who_text(self.who)}'s Power Grid gets Bonus in {icons}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CopyHit(Clause):
    """``This Special acts identical to any Hit in Absorbing Man's Hits from the Current Battle
    or Permanent Record.``: the card copies a card lying among those Hits."""

    kind: ClassVar[str] = "copy_hit"
    who: str | None = "self"
    record: str = "permanent_or_current"

    def phrase(self) -> str:
        return (
            f"this Special acts identical to any Hit in {who_text(self.who)}'s Hits from the "
            "Current Battle or Permanent Record"
        )


@dataclass(frozen=True, kw_only=True)
class DuplicateOf(Clause):
    """``Counts as a duplicate of all "Any Hero/Character" EN Specials.``"""

    kind: ClassVar[str] = "duplicate_of"
    names: tuple[str, ...] = ()
    card_set: str | None = None  # the set the named cards come from ("EN")
    card_kinds: tuple[str, ...] = ("special",)

    def phrase(self) -> str:
        names = " or ".join(f'"{n}"' for n in self.names)
        card_set = f" {self.card_set}" if self.card_set else ""
        return f"counts as a duplicate of all {names}{card_set} {kinds_text(self.card_kinds)} cards"


# Group B's conditions name their subject inside the sentence.
Condition.WHEN_TEXT.update(
    {
        "after_ko": "after {detail} is KO'd",
        "brings_in_reserve": "when {detail} brings in Reserve",
        "ko_this_battle": "in the battle that {detail} is KO'd",
    }
)


# --- group C (IQ, Power Surge, Mission Control, Promo specials) -----------------------


def _pile(pile: str | None) -> str:
    return (pile or "").replace("_", " ").title()


@dataclass(frozen=True, kw_only=True)
class Flavor(Clause):
    """The guest character an Any Hero special names: ``Doc Samson rampages!``.

    ``action`` is ``rampages``, ``gives_warning``, ``spurned_by``, ``evil_magic``,
    ``symbiotic_bonding`` or ``swoops_in``; it has no effect of its own.
    """

    kind: ClassVar[str] = "flavor"
    who: str | None = None
    action: str = "rampages"

    def shape(self) -> tuple[Any, ...]:
        return ()  # no effect: cards printed with and without a guest have the same shape

    def phrase(self) -> str:
        who = who_text(self.who) if self.who else ""
        if self.action == "spurned_by":
            return f"spurned by {who}!"
        if self.action == "evil_magic":
            return f"{who}'s evil magic!"
        if self.action == "symbiotic_bonding":
            return "symbiotic bonding!"
        return f"{who} {self.action.replace('_', ' ')}!"


@dataclass(frozen=True, kw_only=True)
class CardHits(Clause):
    """``Elektra's Power card hits attacker.``: a defending card hits a character."""

    kind: ClassVar[str] = "card_hits"
    owner: str | None = None
    card_kinds: tuple[str, ...] = ()
    who: str | None = "attacker"
    duration: Duration = None

    def phrase(self) -> str:
        owner = f"{who_text(self.owner)}'s " if self.owner else ""
        return (
            f"{owner}{kinds_text(self.card_kinds) or 'defending'} card hits "
            f"{who_text(self.who)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class CardsBecome(Clause):
    """``Green Goblin's "Explosive Pumpkins" and ... become Any Hero Specials ...``."""

    kind: ClassVar[str] = "cards_become"
    owner: str | None = None
    names: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()
    becomes: tuple[str, ...] = ()
    duration: Duration = None
    icons: tuple[str, ...] = ()  # extension: "Any-Power cards" (the cards that change)
    becomes_icons: tuple[str, ...] = ()  # extension: "become Strength cards"
    on_record: bool = False  # extension: the cards lie on the owner's Permanent Record

    def phrase(self) -> str:
        if self.on_record or self.icons or self.becomes_icons:
            what = " ".join(x for x in (icons_text(self.icons), kinds_text(self.card_kinds)) if x)
            into = " ".join(
                x for x in (icons_text(self.becomes_icons), kinds_text(self.becomes, " ")) if x
            )
            where = f" on {who_text(self.owner)}'s Permanent Record" if self.on_record else ""
            return f"all {what} cards{where} become {into} cards{duration_text(self.duration)}"
        owner = f"{who_text(self.owner)}'s " if self.owner else ""
        what = " and ".join(f'"{n}"' for n in self.names) or f"{kinds_text(self.card_kinds)} cards"
        return (
            f"{owner}{what} become {kinds_text(self.becomes, ' ')} cards"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class SpectrumExclusion(Clause):
    """``Level 1 or 2 Power card Hits do not count for Spectrum KO.``"""

    kind: ClassVar[str] = "spectrum_exclusion"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    level: tuple[int, int] | None = None

    def phrase(self) -> str:
        lvl = ""
        if self.level:
            lo, hi = self.level
            lvl = f"level {lo} " if lo == hi else f"level {lo} or {hi} "
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"{lvl}{what + ' ' if what else ''}card Hits do not count for Spectrum KO"


@dataclass(frozen=True, kw_only=True)
class AttackOption(Clause):
    """One way to attack, usually one of a ``choice``: ``3 attacks at +1 each``."""

    kind: ClassVar[str] = "attack_option"
    who: str | None = "self"
    count: int | str | None = 1
    additional: bool = False
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    bonus: int | None = None

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) or "1"
        plural = "s" if self.count != 1 else ""
        extra = "additional " if self.additional else ""
        text = (
            f"{who_text(self.who)} may make {n} {extra}{what + ' ' if what else ''}attack{plural}"
        )
        if self.bonus is not None:
            text += f" at {signed(self.bonus)}" + (" each" if self.count != 1 else "")
        return text


@dataclass(frozen=True, kw_only=True)
class SwitchCards(Clause):
    """``Hulk may switch any two cards with an Intellect icon on the Permanent Record of any
    two Front Line heroes on his team.``; ``between`` says whose records, ``records`` which."""

    kind: ClassVar[str] = "switch_cards"
    who: str | None = "self"
    count: int | str | None = 2
    filter: str | None = None
    between: str | None = "team"
    records: tuple[str, ...] = ("permanent",)

    def phrase(self) -> str:
        filt = f" {self.filter}" if self.filter else ""
        recs = " and ".join(f"{r.title()} Record" for r in self.records)
        return (
            f"{who_text(self.who)} may switch {count_text(self.count)}{filt} cards between the "
            f"{recs} of {who_text(self.between)}"
        )


@dataclass(frozen=True, kw_only=True)
class UseRestriction(Clause):
    """``May not be used to avoid a numerical attack, or remove a numerical hit.``"""

    kind: ClassVar[str] = "use_restriction"
    forbids: tuple[str, ...] = ()

    def phrase(self) -> str:
        return "may not be used to " + ", or ".join(f.replace("_", " ") for f in self.forbids)


@dataclass(frozen=True, kw_only=True)
class GridCopy(Clause):
    """``Morph gains the Power Grid of any active hero for remainder of battle.``"""

    kind: ClassVar[str] = "grid_copy"
    who: str | None = "self"
    from_: str | None = field(default="any_character", metadata={"json": "from"})
    what: str = "power_grid"  # or "skill_levels"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} gains the {self.what.replace('_', ' ')} of "
            f"{who_text(self.from_)}{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class TargetedAttack(Clause):
    """Who may (not) attack whom: ``Target opponent may not attack Rogue ... unless she
    attacks him first.`` / ``Post may attack any front line teammate using ...``."""

    kind: ClassVar[str] = "targeted_attack"
    who: str | None = "self"
    target: str | None = None
    allowed: bool = False
    using: str | None = None
    unless: str | None = None
    duration: Duration = None

    def phrase(self) -> str:
        verb = "may" if self.allowed else "may not"
        text = f"{who_text(self.who)} {verb} attack"
        if self.target:
            text += f" {who_text(self.target)}"
        if self.using:
            text += f" using {self.using}"
        text += duration_text(self.duration)
        if self.unless:
            text += f" unless {self.unless.replace('_', ' ')}"
        return text


@dataclass(frozen=True, kw_only=True)
class ExchangeCards(Clause):
    """``May exchange remaining cards in hand with equal number of cards from top of Draw
    Pile.`` / ``Replace with same number of cards from Draw Pile.``"""

    kind: ClassVar[str] = "exchange_cards"
    who: str | None = "player"
    count: int | str | None = "all"
    give_from: str | None = "hand"
    take_from: str | None = "draw_pile"

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} may exchange {count_text(self.count)} cards from "
            f"{_pile(self.give_from)} with the same number of cards from {_pile(self.take_from)}"
        )


@dataclass(frozen=True, kw_only=True)
class CopySpecial(Clause):
    """``This Special acts identical to any Special currently on the table.``"""

    kind: ClassVar[str] = "copy_special"
    card_kinds: tuple[str, ...] = ("special",)
    source: str | None = "table"

    def phrase(self) -> str:
        return (
            f"this card acts identical to any {kinds_text(self.card_kinds)} card currently on "
            f"the {self.source}"
        )


@dataclass(frozen=True, kw_only=True)
class CharacterExchange(Clause):
    """``Immediately exchange KO'd teammate and Morph.``"""

    kind: ClassVar[str] = "character_exchange"
    who: str | None = "self"
    with_: str | None = field(default=None, metadata={"json": "with"})

    def phrase(self) -> str:
        return f"exchange {who_text(self.with_)} and {who_text(self.who)}"


@dataclass(frozen=True, kw_only=True)
class DiscardHits(Clause):
    """``All of teammates' Hits from Current Battle are discarded and do not get added to
    Venture Total for this battle.``"""

    kind: ClassVar[str] = "discard_hits"
    who: str | None = "teammate"
    record: str = "current"
    counts_venture: bool = False
    duration: Duration = None

    def phrase(self) -> str:
        text = f"all of {who_text(self.who)}'s Hits from {self.record.title()} Record are discarded"
        if not self.counts_venture:
            text += " and do not count toward Venture Total"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class MissionMoveLimit(Clause):
    """``At end of battle, opponent may only move 1 Mission card.``"""

    kind: ClassVar[str] = "mission_move_limit"
    who: str | None = "opponent"
    max_count: int = 1

    def phrase(self) -> str:
        return f"{who_text(self.who)} may only move {self.max_count} Mission card(s)"


@dataclass(frozen=True, kw_only=True)
class CharacterRemoval(Clause):
    """``Teammate is discarded at end of next battle.``"""

    kind: ClassVar[str] = "character_removal"
    who: str | None = "teammate"
    when: str = "end_of_next_battle"

    def phrase(self) -> str:
        return f"{who_text(self.who)} is discarded at {self.when.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class DefenderRestriction(Clause):
    """``Cannot be defended by a male hero.``: who may not defend this attack."""

    kind: ClassVar[str] = "defender_restriction"
    forbids: tuple[str, ...] = ()

    def phrase(self) -> str:
        return "may not be defended by " + " or ".join(f.replace("_", " ") for f in self.forbids)


Condition.WHEN_TEXT["self_can_block_with_equal_value"] = (
    "if this character can block a Power card attack with an equal value Power card"
)


@dataclass(frozen=True, kw_only=True)
class NotAdded(Clause):
    """``Universe not added to damage or venture total.``"""

    kind: ClassVar[str] = "not_added"
    card_kinds: tuple[str, ...] = ()
    to: tuple[str, ...] = ("damage", "venture_total")

    def phrase(self) -> str:
        to = " or ".join(t.replace("_", " ").title() for t in self.to)
        return f"{kinds_text(self.card_kinds) or 'card'} bonus not added to {to}"


# --- group A: kinds needed by aspects, locations, events, tactics and inherent abilities ---


@dataclass(frozen=True, kw_only=True)
class PaidEffect(Clause):
    """An effect bought with a cost: ``Teammate may discard 3 cards from top of Draw Pile
    after Draw Phase, before Events are played, each battle to remove any Hit from Permanent
    Record.`` ``cost`` is what is paid, ``when`` the windows it may be paid in, ``then`` what
    it buys."""

    kind: ClassVar[str] = "paid_effect"
    who: str | None = "self"
    cost: tuple[Clause, ...] = ()
    when: tuple[str, ...] = ()
    then: tuple[Clause, ...] = ()
    duration: Duration = None

    def shape(self) -> tuple[Any, ...]:
        return (
            self.kind,
            tuple(c.shape() for c in self.cost),
            tuple(c.shape() for c in self.then),
        )

    def phrase(self) -> str:
        cost = "; ".join(c.render().rstrip(".") for c in self.cost)
        cost = cost[0].lower() + cost[1:] if cost else cost
        when = f" ({', '.join(w.replace('_', ' ') for w in self.when)})" if self.when else ""
        then = " ".join(c.render() for c in self.then).rstrip(".")
        then = then[0].lower() + then[1:] if then else then
        text = f"{who_text(self.who)} may pay: {cost}{when}; to: {then}"
        return text + duration_text(self.duration)


@dataclass(frozen=True, kw_only=True)
class Trigger(Clause):
    """An effect that happens when an event occurs: ``Draw 1 card when Xaos' teammate is
    KO'd.`` / ``... draw 1 card immediately after playing any Basic Universe card``."""

    kind: ClassVar[str] = "trigger"
    event: str = "after_playing"
    detail: str | None = None
    then: tuple[Clause, ...] = ()
    duration: Duration = None

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, self.event, tuple(c.shape() for c in self.then))

    def phrase(self) -> str:
        if self.event == "when_kod":
            head = f"when {who_text(self.detail)} is KO'd"
        else:
            head = self.event.replace("_", " ") + (f" {self.detail}" if self.detail else "")
        body = " ".join(c.render() for c in self.then).rstrip(".")
        body = body[0].lower() + body[1:] if body else body
        return f"{head}, {body}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class ContinueFighting(Clause):
    """``When KO'd, Phoenix may continue to fight and is not discarded until end of battle.``"""

    kind: ClassVar[str] = "continue_fighting"
    who: str | None = "self"
    duration: Duration = None

    def phrase(self) -> str:
        return (
            f"{who_text(self.who)} may continue to fight and is not discarded"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class Resurrect(Clause):
    """``Resurrect 1 KO'd hero.`` / ``Play in current battle to resurrect any KO'd teammate
    next battle.`` / ``Shang-Chi is resurrected at beginning of next battle, remains in play
    until end of battle, and is discarded at end of battle.`` ``who`` is the KO'd character
    brought back."""

    kind: ClassVar[str] = "resurrect"
    who: str | None = "teammate"
    count: int | str | None = 1
    duration: Duration = None
    discarded_at_end: bool = False  # back for one battle only, discarded at its end

    def phrase(self) -> str:
        if self.discarded_at_end:
            return (
                f"{who_text(self.who)} is resurrected at beginning of next battle, remains in "
                "play until end of battle, and is discarded at end of battle"
            )
        return (
            f"resurrect {count_text(self.count) or '1'} KO'd {who_text(self.who)}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class VentureCards(Clause):
    """``Venture 3 Mission cards with no penalty that battle.``"""

    kind: ClassVar[str] = "venture_cards"
    who: str | None = "self"
    count: int | str | None = 1
    penalty: bool = True
    duration: Duration = None

    def phrase(self) -> str:
        pen = "" if self.penalty else " with no penalty"
        return (
            f"{who_text(self.who)} may venture {count_text(self.count)} Mission cards{pen}"
            f"{duration_text(self.duration)}"
        )


@dataclass(frozen=True, kw_only=True)
class ChooseCharacter(Clause):
    """``Choose 1 of opponent's front line characters.`` The chosen one is ``chosen`` in the
    clauses that follow."""

    kind: ClassVar[str] = "choose_character"
    count: int | str | None = 1
    among: str | None = "front_line"

    def phrase(self) -> str:
        n = count_text(self.count)
        if self.among in ("front_line", "teammate", "reserve", "chosen"):
            return f"choose {n} {who_text(self.among)}"
        return f"choose {n} character{'s' if self.count != 1 else ''} of {who_text(self.among)}"


@dataclass(frozen=True, kw_only=True)
class ChooseCards(Clause):
    """``Randomly choose two cards from opponents hand.``"""

    kind: ClassVar[str] = "choose_cards"
    who: str | None = "player"
    count: int | str | None = 1
    from_: str | None = field(default="hand", metadata={"json": "from"})
    random: bool = False

    def phrase(self) -> str:
        how = "randomly choose" if self.random else "choose"
        src = (self.from_ or "hand").replace("_", " ").title()
        return f"{how} {count_text(self.count)} cards from {src}"


@dataclass(frozen=True, kw_only=True)
class CannotBeKod(Clause):
    """``Krakoa may not defend or be KO'd.``"""

    kind: ClassVar[str] = "cannot_be_kod"
    who: str | None = "self"
    duration: Duration = None

    def phrase(self) -> str:
        return f"{who_text(self.who)} may not be KO'd{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class DiscardCharacter(Clause):
    """``Discard teammate at end of battle.``"""

    kind: ClassVar[str] = "discard_character"
    who: str | None = "teammate"
    when: str | None = "end_of_battle"

    def phrase(self) -> str:
        at = f" at {self.when.replace('_', ' ')}" if self.when else ""
        return f"discard {who_text(self.who)}{at}"


@dataclass(frozen=True, kw_only=True)
class ExchangeCharacter(Clause):
    """``Play during battle to exchange any of X-World's Front Line Characters with KO'd
    teammate.``"""

    kind: ClassVar[str] = "exchange_character"
    who: str | None = "front_line"
    with_: str | None = field(default="kod_teammate", metadata={"json": "with"})

    def phrase(self) -> str:
        other = "KO'd teammate" if self.with_ == "kod_teammate" else who_text(self.with_)
        return f"exchange {who_text(self.who)} with {other}"


@dataclass(frozen=True, kw_only=True)
class HitsNotRecorded(Clause):
    """``At end of battle, no Hits are added to Character's Permanent Record.`` (the timing
    is the sentence's lead: hits only ever reach the record at the end of a battle)."""

    kind: ClassVar[str] = "hits_not_recorded"
    who: str | None = "self"

    def phrase(self) -> str:
        return f"no Hits are added to {who_text(self.who)}'s Permanent Record"


@dataclass(frozen=True, kw_only=True)
class Disrupt(Clause):
    """``Disrupt all Multipower cards.``"""

    kind: ClassVar[str] = "disrupt"
    count: int | str | None = "all"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"disrupt {count_text(self.count)} {what or 'any'} cards"


@dataclass(frozen=True, kw_only=True)
class StartingMissions(Clause):
    """``Big Apple Team begins game with 6 Mission cards in Reserve Missions Pile ...``"""

    kind: ClassVar[str] = "starting_missions"
    who: str | None = "team"
    pile: str | None = "reserve_missions"
    count: int | str | None = 1

    def phrase(self) -> str:
        pile = (self.pile or "missions").replace("_", " ").title()
        return (
            f"{who_text(self.who)} begins game with {count_text(self.count)} Mission "
            f"card{'s' if self.count != 1 else ''} in {pile} Pile"
        )


@dataclass(frozen=True, kw_only=True)
class DeckPoints(Clause):
    """``Counts as 28 points for Tournament Deckbuilding.``"""

    kind: ClassVar[str] = "deck_points"
    points: int = 0

    def phrase(self) -> str:
        return f"counts as {self.points} points for Tournament Deckbuilding"


@dataclass(frozen=True, kw_only=True)
class GridEqual(Clause):
    """``Power Grid is equal to highest value of all active teammates.``"""

    kind: ClassVar[str] = "grid_equal"
    who: str | None = "self"
    source: str = "active_teammates"
    pick: str = "highest"

    def phrase(self) -> str:
        src = self.source.replace("_", " ")
        return f"{who_text(self.who)}'s Power Grid is equal to {self.pick} value of all {src}"


# ----------------------------------------------------------------------------- the tree


@dataclass(frozen=True)
class Unparsed:
    """A span of the effective text the grammar did not understand, and why."""

    span: tuple[int, int]
    text: str
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"span": list(self.span), "text": self.text}
        if self.error:
            out["error"] = self.error
        return out


@dataclass(frozen=True)
class Unconsumed:
    """A word the grammar read but no clause field kept (token accounting): the text that
    holds it is not ``full``, and the word is named so a judge sees what was not understood."""

    span: tuple[int, int]
    word: str

    def to_json(self) -> dict[str, Any]:
        return {"span": list(self.span), "word": self.word}


def render_clauses(clauses: tuple[Clause, ...], one_per_deck: bool) -> str:
    parts = [c.render() for c in clauses]
    if one_per_deck:
        parts.append("One Per Deck")
    return " ".join(parts)


@dataclass(frozen=True)
class EffectTree:
    """A card's parsed effect: its clauses, what was not understood and the canonical text."""

    status: str = "full"
    one_per_deck: bool = False
    clauses: tuple[Clause, ...] = ()
    unparsed: tuple[Unparsed, ...] = ()
    canonical: str = ""
    unconsumed: tuple[Unconsumed, ...] = ()

    @classmethod
    def build(
        cls,
        clauses: tuple[Clause, ...] | list[Clause],
        unparsed: tuple[Unparsed, ...] | list[Unparsed] = (),
        one_per_deck: bool = False,
        unconsumed: tuple[Unconsumed, ...] | list[Unconsumed] = (),
    ) -> EffectTree:
        clauses = tuple(clauses)
        unparsed = tuple(unparsed)
        unconsumed = tuple(unconsumed)
        if not unparsed and not unconsumed:
            status = "full"
        elif clauses or one_per_deck:
            status = "partial"
        else:
            status = "failed"
        return cls(
            status=status,
            one_per_deck=one_per_deck,
            clauses=clauses,
            unparsed=unparsed,
            canonical=render_clauses(clauses, one_per_deck),
            unconsumed=unconsumed,
        )

    @classmethod
    def empty(cls) -> EffectTree:
        """The tree of a card with no game text."""
        return cls()

    def shape(self) -> tuple[Any, ...]:
        """Clause kinds in order (conditions nested), plus One Per Deck. Clauses without
        effect (a guest character's flavour line) have an empty shape and are left out."""
        return (tuple(s for s in (c.shape() for c in self.clauses) if s), self.one_per_deck)

    def kinds(self) -> list[str]:
        return [c.kind for c in self.clauses]

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "one_per_deck": self.one_per_deck,
            "clauses": [c.to_json() for c in self.clauses],
            "unparsed": [u.to_json() for u in self.unparsed],
            "canonical": self.canonical,
            "unconsumed": [u.to_json() for u in self.unconsumed],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> EffectTree:
        if not data:
            return cls.empty()
        clauses = tuple(clause_from_json(c) for c in data.get("clauses", ()))
        unparsed = tuple(
            Unparsed(tuple(u["span"]), u.get("text", ""), u.get("error", ""))
            for u in data.get("unparsed", ())
        )
        unconsumed = tuple(
            Unconsumed(tuple(u["span"]), u.get("word", "")) for u in data.get("unconsumed", ())
        )
        one = bool(data.get("one_per_deck", False))
        return cls(
            status=data.get("status") or ("full" if not (unparsed or unconsumed) else "partial"),
            one_per_deck=one,
            clauses=clauses,
            unparsed=unparsed,
            canonical=data.get("canonical", render_clauses(clauses, one)),
            unconsumed=unconsumed,
        )
