"""The powers on the table during a tally, and how each modifier changes them.

A power on the table keeps what is printed on it and what it *counts as* now: its types
(printed, plus any "also count as"), its value (after any "count as N") and the doublings or
halvings that turn that value into points. Immune powers score no points but stay on the
table (they still make multiples). Modifiers apply one at a time; which powers a modifier
selects is decided before it changes any of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .modifiers import (
    SOURCE_NAMES,
    AlsoCountAs,
    Immune,
    Modifier,
    Scale,
    Selection,
    ValueCountsAs,
    canon_type,
)
from .steps import StepLog, reading


@dataclass(frozen=True)
class Power:
    """A power card: an open type word and a value (1-9)."""

    type: str
    value: int

    def label(self) -> str:
        return f"{self.value} {canon_type(self.type)}"


@dataclass
class OnTable:
    side: str  # "heroes" or "villain"
    index: int
    printed: Power
    types: list[str]
    value: int
    scales: list[Scale] = field(default_factory=list)
    immune: Immune | None = None
    notes: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, side: str, index: int, power: Power) -> OnTable:
        return cls(side, index, power, [canon_type(power.type)], power.value)

    @property
    def points(self) -> int:
        if self.immune is not None:
            return 0
        points = self.value
        for scale in self.scales:
            points = scale.apply(points)
        return points

    @property
    def extra_types(self) -> list[str]:
        return self.types[1:]

    def label(self) -> str:
        return self.printed.label()

    def owner_label(self) -> str:
        owner = "the heroes'" if self.side == "heroes" else "the villain's"
        return f"{owner} {self.label()}"

    def counts_as(self) -> str:
        return f"{self.value} {'/'.join(self.types)}"

    def shares_type(self, others: list[OnTable]) -> bool:
        return any(set(self.types) & set(o.types) for o in others if o is not self)

    def change(self, **fields: Any) -> dict[str, Any]:
        return {"side": self.side, "index": self.index, "card": self.label(), **fields}


class Table:
    def __init__(self, heroes: list[Power], villain: list[Power]) -> None:
        self.heroes = [OnTable.of("heroes", i, p) for i, p in enumerate(heroes)]
        self.villain = [OnTable.of("villain", i, p) for i, p in enumerate(villain)]

    @property
    def cards(self) -> list[OnTable]:
        return [*self.heroes, *self.villain]

    def side(self, name: str) -> list[OnTable]:
        return self.heroes if name == "heroes" else self.villain

    def selects(self, card: OnTable, selection: Selection) -> bool:
        if selection.side != "both" and card.side != selection.side:
            return False
        if selection.types and not set(card.types) & set(selection.types):
            return False
        if selection.value is not None and card.value != selection.value:
            return False
        if selection.relation == "same_type":
            return card.shares_type(self.side(card.side))
        if selection.relation == "villain_type":
            return card.side == "heroes" and card.shares_type(self.villain)
        return True

    def selected(self, selection: Selection) -> list[OnTable]:
        return [c for c in self.cards if self.selects(c, selection)]

    # ----------------------------------------------------------------- applying modifiers

    def apply(self, modifier: Modifier, log: StepLog) -> None:
        """Apply one modifier to the powers it selects and log the step."""
        chosen = self.selected(modifier.selection)
        notes = self._readings(modifier, chosen)
        changes: list[dict[str, Any]] = []
        for card in chosen:
            change = self._change(card, modifier)
            if change is not None:
                changes.append(change)
                card.rules.append(modifier.rule)
        where = SOURCE_NAMES[modifier.source]
        head = f"The {where}'s “{modifier.text.strip()}” reads: {modifier.reads_as()}"
        if not changes:
            log.add(
                f"{head}; it changes none of the powers played{notes}.",
                [modifier.rule],
                "no_effect",
            )
            return
        done = "; ".join(c["what"] for c in changes)
        log.add(f"{head}: {done}{notes}.", [modifier.rule], "applied", changes)

    def _change(self, card: OnTable, modifier: Modifier) -> dict[str, Any] | None:
        where = SOURCE_NAMES[modifier.source]
        if isinstance(modifier, AlsoCountAs):
            added = [t for t in modifier.types if t not in card.types]
            if not added:
                return None
            card.types.extend(added)
            card.notes.append(f"also {'/'.join(added)} ({where})")
            what = f"{card.owner_label()} also counts as {'/'.join(added)}"
            return card.change(what=what, types_added=added, types=list(card.types))
        before = card.points
        if isinstance(modifier, ValueCountsAs):
            if card.value == modifier.value:
                return None
            old, card.value = card.value, modifier.value
            card.notes.append(f"counts as {card.value} ({where})")
            what = f"{card.owner_label()} counts as {card.value}"
            return card.change(
                what=what, value={"from": old, "to": card.value}, points=self._pts(before, card)
            )
        if isinstance(modifier, Scale):
            card.scales.append(modifier)
            card.notes.append(f"{modifier.factor} ({where})")
            what = f"{card.owner_label()} scores {card.points} instead of {before}"
            return card.change(what=what, points=self._pts(before, card))
        if isinstance(modifier, Immune):
            if card.immune is not None:
                return None
            card.immune = modifier
            card.notes.append(f"immune ({where}); still counts for multiples")
            what = f"{card.owner_label()} does nothing to the villain (it still makes multiples)"
            return card.change(what=what, points=self._pts(before, card))
        raise TypeError(f"not a modifier: {modifier!r}")

    @staticmethod
    def _pts(before: int, card: OnTable) -> dict[str, int]:
        return {"from": before, "to": card.points}

    def _readings(self, modifier: Modifier, chosen: list[OnTable]) -> str:
        """The readings this modifier's step must state, for the cases it meets."""
        said: list[str] = []
        selection = modifier.selection
        if selection.relation == "same_type":
            first = (
                "; location texts apply first, so a villain card's “also count as” is not there yet"
                if modifier.source == "location"
                else ""
            )
            said.append(
                "powers are compared with the others on their own side, by the types they "
                f"count as at this point{first}"
            )
        if selection.relation == "villain_type" and any(c.extra_types for c in self.villain):
            said.append("the villain's powers are compared by every type they count as")
        if isinstance(modifier, Scale):
            if modifier.factor == "half" and modifier.rounding is None:
                said.append("the text does not say how to round; a half is rounded up")
            if any(c.scales for c in chosen):
                said.append("doublings and halvings apply one after another")
        if isinstance(modifier, ValueCountsAs) and any(
            c.scales and c.value != modifier.value for c in chosen
        ):
            said.append("the doublings and halvings already made apply to the new value")
        return "".join(reading(s) for s in said)
