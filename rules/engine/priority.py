"""Effective priority between conflicting effects (MR.17).

The kinds rank, highest first: events, inherent abilities, specials, aspects, tactics,
universe cards, power cards. A higher kind always wins a conflict; between effects of the
same kind the one played last wins.

Readings we chose:
- A card that acts as another kind, or was combined with one on the same action (MR.1,
  MR.7), has the qualities of every kind it is; for priority it takes the highest of them.
- An activator is treated as the special it fetched (MR.16.icons: the activator is viewed
  as that special); an artifact or DoubleShot is a tactic; basic, training, teamwork and
  ally cards are universe cards; MultiPower and Any-Power cards are power cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: MR.17's order, highest first.
PRIORITY: tuple[str, ...] = (
    "event",
    "inherent",
    "special",
    "aspect",
    "tactic",
    "universe",
    "power",
)
KIND_NAMES: dict[str, str] = {
    "event": "event",
    "inherent": "inherent ability",
    "special": "special",
    "aspect": "aspect",
    "tactic": "tactic",
    "universe": "universe card",
    "power": "power card",
}
#: Kinds whose name starts with a vowel sound ("a universe card" does not).
_TAKES_AN = frozenset({"event", "inherent", "aspect"})
KIND_PLURALS: dict[str, str] = {
    "event": "events",
    "inherent": "inherent abilities",
    "special": "specials",
    "aspect": "aspects",
    "tactic": "tactics",
    "universe": "universe cards",
    "power": "power cards",
}
#: Other names a client may use for a kind, and the kind they rank as.
ALIASES: dict[str, str] = {
    "inherent_ability": "inherent",
    "activator": "special",
    "any_hero": "special",
    "any_character": "special",
    "artifact": "tactic",
    "doubleshot": "tactic",
    "basic": "universe",
    "universe_basic": "universe",
    "training": "universe",
    "teamwork": "universe",
    "ally": "universe",
    "multipower": "power",
    "any_power": "power",
}
KINDS: tuple[str, ...] = (*PRIORITY, *ALIASES)


class PriorityInputError(ValueError):
    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def kind_of(name: str) -> str:
    """The MR.17 kind a card type ranks as; ``ValueError`` for an unknown type."""
    key = name.strip().lower().replace("-", "_").replace(" ", "_")
    if key in PRIORITY:
        return key
    if key in ALIASES:
        return ALIASES[key]
    raise ValueError(f"unknown card type {name!r}")


@dataclass(frozen=True)
class Effect:
    id: str
    type: str
    text: str = ""
    acts_as: tuple[str, ...] = ()

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(kind_of(t) for t in (self.type, *self.acts_as)))

    @property
    def kind(self) -> str:
        """The highest kind the effect is (MR.1, MR.7 for cards of several kinds)."""
        return min(self.kinds, key=PRIORITY.index)


@dataclass(frozen=True)
class Ranked:
    effect: Effect
    played: int  # position in the order played, from 0
    kind: str

    @property
    def rank(self) -> int:
        """1 for the highest kind (events) to 7 (power cards)."""
        return PRIORITY.index(self.kind) + 1

    def as_dict(self) -> dict:
        return {
            "id": self.effect.id,
            "type": self.effect.type,
            "ranks_as": self.kind,
            "rank": self.rank,
            "played": self.played + 1,
        }


@dataclass(frozen=True)
class PriorityResult:
    winner: str
    order: tuple[Ranked, ...]
    messages: tuple[str, ...]
    rules: tuple[str, ...]

    def as_dict(self) -> dict:
        return {
            "winner": self.winner,
            "order": [r.effect.id for r in self.order],
            "ranking": [r.as_dict() for r in self.order],
            "messages": [{"text": m, "rules": list(self.rules)} for m in self.messages],
            "rules": list(self.rules),
        }


def with_article(kind: str) -> str:
    """The kind's name after "a" or "an": "an event", "a special"."""
    return f"{'an' if kind in _TAKES_AN else 'a'} {KIND_NAMES[kind]}"


def _describe(r: Ranked) -> str:
    kind = KIND_NAMES[r.kind]
    base = kind_of(r.effect.type)
    if base != r.kind:
        kind += f" ({with_article(base)} that also acts as {with_article(r.kind)})"
    return f"{r.effect.id}, {kind}, played {ordinal(r.played + 1)}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def resolve_priority(effects: Sequence[Effect]) -> PriorityResult:
    """Order conflicting effects, given in the order played, from winner to loser (MR.17)."""
    if len(effects) < 2:
        raise PriorityInputError("effects", "give at least two effects in conflict")
    seen: set[str] = set()
    for index, effect in enumerate(effects):
        if effect.id in seen:
            raise PriorityInputError(f"effects.{index}.id", f"id {effect.id!r} is used twice")
        seen.add(effect.id)
        for j, name in enumerate((effect.type, *effect.acts_as)):
            try:
                kind_of(name)
            except ValueError:
                path = f"effects.{index}.type" if j == 0 else f"effects.{index}.acts_as.{j - 1}"
                raise PriorityInputError(
                    path, f"unknown card type {name!r}; one of {', '.join(KINDS)}"
                ) from None

    ranked = [Ranked(effect=e, played=i, kind=e.kind) for i, e in enumerate(effects)]
    order = sorted(ranked, key=lambda r: (r.rank, -r.played))
    winner = order[0]
    messages = [f"{winner.effect.id} wins: {_describe(winner)}."]
    for loser in order[1:]:
        if loser.rank > winner.rank:
            why = (
                f"{with_article(winner.kind)} outranks {with_article(loser.kind)} "
                f"(events > inherent abilities > specials > aspects > tactics > universe > power)"
            )
        else:
            why = (
                f"both rank as {KIND_PLURALS[winner.kind]}, equal in priority, and the one "
                f"played last wins"
            )
        messages.append(f"{winner.effect.id} prevails over {_describe(loser)}: {why}.")
    rules = ["MR.17"]
    if any(e.acts_as for e in effects):
        rules += ["MR.1", "MR.7"]
    if any(
        kind_of(e.type) != e.type.strip().lower() and "activator" in e.type.lower() for e in effects
    ):
        rules.append("MR.16.icons")
    return PriorityResult(
        winner=winner.effect.id, order=tuple(order), messages=tuple(messages), rules=tuple(rules)
    )
