"""The shared ground of every clause: durations, the Clause base and its JSON form (the words
for who, icons, card kinds, piles and counts are in ``game_words``).

Pure Python. The grammar in ``cards.grammar`` builds these; the engine reads them, either as
objects or back from their JSON form (``EffectTree.from_json``). Names and JSON fields follow
``design/effect-tree.md``; kinds the real card text needed beyond that list are marked below.

Conventions shared by every clause:

* ``span`` is ``(start, end)``, the character range of the card's effective text the clause
  came from (``None`` for clauses built by hand).
* ``icons`` are lower-case: ``energy``, ``fighting``, ``strength``, ``intellect``,
  ``multipower``, ``any_power``.
* ``who`` is one of ``game_words.WHO_KEYWORDS`` or else a character's printed name.
* ``duration`` is ``None`` (none printed: the engine applies the default of MR.19),
  ``"battle"``, ``"game"``, ``"next_battle"``, ``"each_battle"`` (an ability that holds in
  every battle: "per battle"), ``"turn"`` or ``Until(event)``.
* ``count`` is an ``int``, ``"all"`` or ``None`` (not printed).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.attack_sets import AttackSet, attack_set_from_json
from rules.engine.effects.card_filter import CARD_FILTER_TYPES, CardFilter, card_filter_from_json
from rules.engine.effects.counts import Counted, counted_from_json
from rules.engine.effects.game_words import who_text
from rules.engine.effects.grid_aims import GridAim, grid_aim_from_json
from rules.engine.effects.hit_filters import HitFilter, hit_filter_from_json
from rules.engine.effects.mission_checks import MissionCheck, mission_check_from_json
from rules.engine.effects.naming import (
    OPPONENT_TEAM,
    named_code,
    named_icons,
    named_limit,
    named_player,
    named_self,
    named_target,
    named_team,
    named_teammate,
)
from rules.engine.effects.record_values import SameValueAs, same_value_from_json

STATUSES: tuple[str, ...] = ("full", "partial", "failed")


@dataclass(frozen=True)
class Until:
    """A duration that lasts until an event (``{"until": "<event>"}`` in JSON)."""

    event: str

    def to_json(self) -> dict[str, str]:
        return {"until": self.event}


@dataclass(frozen=True)
class Scaling:
    """An amount that grows: ``amount`` for each ``per`` (``{"amount": 1, "per": "..."}``);
    ``count`` is what ``per`` counts, typed, when the grammar knows it (``counts.Counted``)."""

    amount: int
    per: str
    count: Counted | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"amount": self.amount, "per": self.per}
        if self.count is not None:
            out["count"] = self.count.to_json()
        return out


Duration = str | Until | None


#: The event of a duration printed "for remainder of battle until <event>" begins with this:
#: it ends with the battle or at the event, whichever comes first.
BATTLE_OR_UNTIL = "remainder of battle or "


def duration_text(duration: Duration) -> str:
    if duration is None:
        return ""
    if isinstance(duration, Until):
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
    # The word the card prints before a teammate it names as the subject ("Any teammate may
    # ..."): ``who`` stays ``"teammate"`` (one teammate of the player's choice, as "Teammate"
    # is) and the rendering says it as printed. Left out of the JSON form when not printed.
    teammate_word: str | None = field(default=None, metadata={"omit_none": True})
    # The word the card prints between the power types of Power cards it names ("Energy and
    # Strength Power cards"): a Power card has one power type, so "and" and "or" name the same
    # cards (either type); ``icons`` hold them and the rendering says the word as printed.
    # Left out of the JSON form when not printed.
    icons_joiner: str | None = field(default=None, metadata={"omit_none": True})
    # The word the card prints for an attack's value limit ("avoid 1 attack level 3 or less":
    # an attack's level is its value): ``max_value`` / ``min_value`` hold the limit and the
    # rendering says it as printed. Left out of the JSON form when not printed.
    limit_word: str | None = field(default=None, metadata={"omit_none": True})
    # A subject list ("Green Lantern and Target character may not attack", "Savage Dragon and
    # Savage Dragon's team"): each subject, in printed order, as a ``who`` word or a printed
    # name. ``who`` then holds them joined by " and " (as printed, for the rendering): a name no
    # single character has, so a reader asking one ``who`` names no one, and a reader of the
    # list asks each of ``subjects``. Left out of the JSON form when not printed.
    subjects: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    # The hero/villain code the subject's characters must carry ("may be played by any hero",
    # "Heroes on Opponent's Team with Fighting 7 or 8"): ``who`` stays the uncoded subject
    # ("any_character", "opponent_characters_with_fighting_7_or_8") and a reader of the
    # subject asks this too. Left out of the JSON form when the subject names no code.
    who_code: str | None = field(default=None, metadata={"omit_none": True})
    # The word the card prints for its player as the subject ("You may draw 2 cards"): ``who``
    # stays ``"player"`` and the rendering names the player as printed. Left out of the JSON
    # form when not printed.
    player_word: str | None = field(default=None, metadata={"omit_none": True})

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
        text = named_icons(named_teammate(text, self.teammate_word), self.icons_joiner)
        text = named_code(named_limit(text, self.limit_word), self.who_code)
        if self.team_noun:
            text = OPPONENT_TEAM.sub(f"opponent's {self.team_noun}", text)
        return named_player(named_target(text, self.target_noun), self.player_word)

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
    if isinstance(
        value,
        Clause
        | Until
        | Scaling
        | HitFilter
        | SameValueAs
        | MissionCheck
        | AttackSet
        | GridAim
        | CardFilter,
    ):
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
NESTED_FIELDS: tuple[str, ...] = ("then", "options", "cost", "unable", "act")


def _value_from_json(name: str, value: Any) -> Any:
    if name in NESTED_FIELDS:
        return tuple(clause_from_json(c) for c in value or ())
    if name == "duration":
        if isinstance(value, dict):
            return Until(str(value.get("until", "")))
        return value
    if name in ("hit_filter", "against_hit"):
        return hit_filter_from_json(value)
    if name == "same_value_as":
        return same_value_from_json(value)
    if name == "missions":
        return mission_check_from_json(value)
    if name == "attack_set":
        return attack_set_from_json(value)
    if name == "against_grid":
        return grid_aim_from_json(value)
    if name == "scaling":
        if not value:
            return None
        count = counted_from_json(value.get("count"))
        return Scaling(int(value["amount"]), str(value["per"]), count)
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
        if f.type in CARD_FILTER_TYPES:
            kwargs[f.name] = None if value is None else card_filter_from_json(value)
            continue
        kwargs[f.name] = _value_from_json(f.name, value)
    return cls(**kwargs)


def _opt(text: str, value: Any) -> str:
    return text if value else ""
