"""The shared ground of every clause: who and icon words, durations, the Clause base and its JSON form.

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
  ``"battle"``, ``"game"``, ``"next_battle"``, ``"each_battle"`` (an ability that holds in
  every battle: "per battle"), ``"turn"`` or ``Until(event)``.
* ``count`` is an ``int``, ``"all"`` or ``None`` (not printed).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.naming import OPPONENT_TEAM, named_self, named_target, named_team

WHO_KEYWORDS: frozenset[str] = frozenset(
    {
        "self",
        "self_or_teammate",
        "target_or_teammate",
        "teammate",
        "team",
        "target",
        "target_teammate",
        "target_teammates",
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
        "opponent_front_line",
        "that_character",
        "any_front_line",
        "characters_with_ability",
        "either_player",
        "same_front_line",
        "team_characters",
        "team_reserve",
        "each_player",
        "player_most_front_line_hits",
        "player_fewest_front_line_hits",
        "that_character_team",
        "opponent_chosen",
        "one_player",
        "other_player",
    }
)


WHO_TEXT: dict[str, str] = {
    "self": "this character",
    "self_or_teammate": "this character or teammate",
    "target_or_teammate": "Target Character or teammate",
    "teammate": "teammate",
    "team": "team",
    "target": "Target Character",
    "target_battlesite": "Target Battlesite",
    "opponent_battlesite": "opponent's Battlesite",
    "ko'd_teammate": "KO'd teammate",
    "target_teammate": "target teammate",
    "target_teammates": "any of Target Character's teammates",
    "opponent": "opponent",
    "opponent_team": "opponent's team",
    "any_character": "any character",
    "one_character": "one character",  # one character of the player's choice
    "reserve": "Reserve character",
    "front_line": "Front Line character",
    "chosen": "chosen character",
    "attacker": "attacker",
    "defender": "defending character",
    "player": "player",
    "both_players": "both players",
    "all_characters": "all characters",
    "opponent_front_line": "opponent's Front Line character",
    "that_character": "that character",
    "any_front_line": "any Front Line character",
    "characters_kod_this_battle": "all characters KO'd this battle",
    "characters_with_ability": "all characters with an inherent ability",
    "either_player": "either player",
    "same_front_line": "the same Front Line character",
    "all_front_line": "all Front Line characters",
    # a location's team: "Spawn's Alley Team characters", "Latveria Team's Reserve character"
    "team_characters": "team characters",
    "team_reserve": "team's Reserve character",
    "each_player": "each player",
    "that_character_team": "that character's team",
    "one_player": "one player",
    "other_player": "the other player",
    "opponent_chosen": "opponent's chosen character",
    # who goes first: "Player with more hits in the permanent record of his front line characters"
    "player_most_front_line_hits": (
        "player with more Hits in the Permanent Record of his Front Line characters"
    ),
    "player_fewest_front_line_hits": (
        "player with fewer Hits in the Permanent Record of his Front Line characters"
    ),
    "heroes": "any Character with a Hero code",
    "villains": "any Character with a Villain code",
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


# Subjects the grammar builds from a Power Grid qualifier: "characters with Energy Power Grid
# 7 or 8" (``characters_with_energy_7_or_8``) and "Opponent's Team with Power Grid 7 or 8 in
# Power Type of <name>'s choice" (``opponent_team_with_grid_7_or_8_in_chosen_type``).
_GRID_WHO = re.compile(r"(opponent_)?characters_with_((?:[a-z]+_or_)*[a-z]+)_(\d+(?:_or_\d+)*)")


_GRID_TEAM = re.compile(r"(\w+?)_team_with_grid_(\d+)_or_(\d+)_in_chosen_type")


def _grid_who_text(who: str, chooser: str | None = None) -> str | None:
    m = _GRID_WHO.fullmatch(who)
    if m:
        icons = icons_text(tuple(m.group(2).split("_or_")), True)
        grid = " or ".join(m.group(3).split("_or_"))
        if m.group(1):
            # "Heroes on Opponent's Team with Fighting 7 or 8": the cards name the grid
            # rating of an opponent's characters without the words "Power Grid"
            return f"characters on opponent's team with {icons} {grid}"
        return f"characters with {icons} Power Grid {grid}"
    m = _GRID_TEAM.fullmatch(who)
    if m:
        owner = WHO_TEXT.get(m.group(1), m.group(1))
        return (
            f"{owner}'s team with Power Grid {m.group(2)} or {m.group(3)} in Power Type of "
            f"{who_text(chooser)}'s choice"
        )
    return None


def grid_team_text(who: str | None, chooser: str | None) -> str | None:
    """ "Opponent's Team with Power Grid 7 or 8 in Power Type of <chooser>'s choice"."""
    return _grid_who_text(who, chooser) if who and _GRID_TEAM.fullmatch(who) else None


def who_text(who: str | None, capital: bool = False) -> str:
    text = "this character" if who is None else WHO_TEXT.get(who) or _grid_who_text(who) or who
    if who and " and " in who and text == who:
        # "Human Torch and target": each subject in the game's words
        text = " and ".join(WHO_TEXT.get(part, part) for part in who.split(" and "))
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


# Universe card kinds printed with their family, as the cards name them.
_KIND_NAMES: dict[str, str] = {
    "teamwork": "Universe: Teamwork",
    "training": "Universe: Training",
    "ally": "Universe: Ally",
    "doubleshot": "Tactic: Doubleshot",
}


def kinds_text(kinds: tuple[str, ...], joiner: str = " or ") -> str:
    if "basic" in kinds and "universe" in kinds:
        # "Basic Universe cards": the Basic kind of Universe card, one kind and not a choice
        at = kinds.index("basic")
        kinds = tuple(k for k in kinds if k != "universe")
        kinds = (*kinds[:at], "basic_universe", *kinds[at + 1 :])
    names = [_KIND_NAMES.get(k) or k.replace("_", " ").title() for k in kinds]
    return joiner.join(names)


def pile_text(pile: str | None) -> str:
    """A pile in the game's words: ``dead_pile`` is "Dead Pile", ``opponent_draw_pile`` is
    "opponent's Draw Pile"."""
    text = (pile or "").replace("_", " ").title()
    if text.endswith(("Defeated Heroes", "Defeated Characters")):
        text += " Pile"  # "Defeated Heroes Pile": the pile of KO'd characters
    if text.startswith("Opponent "):
        return "opponent's " + text[len("Opponent ") :]
    return text


#: The event of a duration printed "for remainder of battle until <event>" begins with this:
#: it ends with the battle or at the event, whichever comes first.
BATTLE_OR_UNTIL = "remainder of battle or "


def duration_text(duration: Duration) -> str:
    if duration is None:
        return ""
    if isinstance(duration, Until):
        if duration.event == "this character is KO'd":
            return " until KO'd"  # the cards' "Placed on her until KO'd"
        if duration.event.startswith("end of game or "):
            # "for remainder of game or until this Special has been attacked with ..."
            return (
                f" for remainder of game or until {duration.event.removeprefix('end of game or ')}"
            )
        if duration.event.startswith(BATTLE_OR_UNTIL):
            # "for remainder of battle until Target or teammate attacks this Special"
            return f" for remainder of battle until {duration.event.removeprefix(BATTLE_OR_UNTIL)}"
        if duration.event.startswith("end of battle or "):
            # "this battle, until character is KO'd": whichever comes first
            return f" this battle, until {duration.event.removeprefix('end of battle or ')}"
        return f" until {duration.event}"
    return {
        "battle": " for remainder of battle",
        "game": " for remainder of game",
        "next_battle": " in next battle",
        "each_battle": " each battle",
        "turn": " for this turn",
    }.get(duration, f" for {duration}")


def count_text(count: int | str | None) -> str:
    if count is None:
        return ""
    if count == "any_number":
        return "any number of"
    if count == "equal":
        return "an equal number of"  # as many as the clause before counted
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


CLAUSE_KINDS: dict[str, type[Clause]] = {}

#: Phrases that say two consecutive clauses in one sentence, as the cards print them ("may
#: not attack or be attacked"): each takes the two clauses and returns the phrase, or ``None``
#: when it does not apply. Registered by ``rules.engine.effects.joined``.
PAIR_PHRASES: list[Any] = []


@dataclass(frozen=True, kw_only=True)
class Clause:
    """Base of every clause kind. Subclasses set ``kind`` and implement ``phrase``."""

    kind: ClassVar[str] = ""
    span: tuple[int, int] | None = field(default=None, compare=False)
    # The name a location or aspect gives its owner's team ("Krakoa Team's Energy Power
    # cards"): ``who`` stays ``"team"`` and the rendering names the team as printed. Left out
    # of the JSON form when not printed.
    team_name: str | None = field(default=None, metadata={"omit_none": True})
    # The name the card prints for its own character in "Captain Mar-Vell or teammate":
    # ``who`` stays ``"self_or_teammate"`` and the rendering names the character as printed.
    self_name: str | None = field(default=None, metadata={"omit_none": True})
    # The noun the card prints for its Target Character ("Target opponent", "Target
    # villain"): ``who`` stays ``"target"`` (one character of the opposing team, chosen by the
    # player) and the rendering names it as printed. Left out of the JSON form when not printed.
    target_noun: str | None = field(default=None, metadata={"omit_none": True})
    # The noun the card prints for the opponent's whole team ("Opponent's heroes are -1 to all
    # actions"): ``who`` stays ``"opponent_team"`` and the rendering names it as printed.
    team_noun: str | None = field(default=None, metadata={"omit_none": True})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("kind"):
            CLAUSE_KINDS[cls.kind] = cls

    def phrase(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def joined_phrase(self, following: Clause) -> str | None:
        """The one sentence this clause and the clause after it were printed as ("..., or a
        level 8 attack against Target Battlesite"), or ``None`` when each has its own."""
        return None

    def render(self) -> str:
        """Canonical text of this clause: one sentence, rendered from the fields."""
        return _sentence(self.named(self.phrase()))

    def named(self, text: str) -> str:
        """``text`` (this clause's phrase, or the one phrase it makes with the next clause)
        with its character, the team, the opponent's team and the Target Character named as
        printed."""
        text = named_team(named_self(text, self.self_name), self.team_name)
        if self.team_noun:
            text = OPPONENT_TEAM.sub(f"opponent's {self.team_noun}", text)
        return named_target(text, self.target_noun)

    def shape(self) -> tuple[Any, ...]:
        """The clause kinds in order, nested for conditions (used for code consistency)."""
        return (self.kind,)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            if f.name == "span":
                continue
            if f.metadata.get("omit_none") and getattr(self, f.name) is None:
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


def verb_phrase_of(clause: Clause, payer: str | None) -> str:
    """A clause's sentence without its subject and modal, when the subject is ``payer`` (the
    one who pays a cost, the players an event names) or the default one: "teammate must
    discard 2 cards ..." -> "discard 2 cards ..."."""
    text = clause.phrase().rstrip(".")
    subjects = {who_text(getattr(clause, "who", None) or payer), who_text(payer), "player"}
    for subject in sorted(subjects, key=len, reverse=True):
        for modal in (" must ", " may ", " "):
            head = subject + modal
            if text.lower().startswith(head.lower()):
                return text[len(head) :]
    return text[0].lower() + text[1:] if text else text


# Fields that hold clauses (nested in the JSON form as clause objects).
NESTED_FIELDS: tuple[str, ...] = ("then", "options", "cost", "unable")


def _value_from_json(name: str, value: Any) -> Any:
    if name in NESTED_FIELDS:
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
