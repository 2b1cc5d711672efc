"""What a villain, attribute or location text does to a Power Play tally, as frozen dataclasses.

The grammar (``modifiers.lark``, read by ``grammar.py``) builds these; the tally
(``tally.py``) applies them. Every modifier keeps the card it came from (``source``) and the
sentence as written (``text``), and says which rule id its step cites.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

#: Where a modifier comes from, in the order the tally applies them (see PP.tally.modifiers).
SOURCES: tuple[str, ...] = ("location", "villain", "attribute")
SOURCE_NAMES = {"location": "location", "villain": "villain card", "attribute": "attribute card"}

#: Which powers a selection may cover.
SIDES: tuple[str, ...] = ("heroes", "villain", "both")
#: ``same_type``: shares a type with another power on its own side;
#: ``villain_type``: a hero power sharing a type with one of the villain's powers.
RELATIONS: tuple[str, ...] = ("same_type", "villain_type")
#: How a scale changes the points: (multiplier, divisor).
FACTORS: dict[str, tuple[int, int]] = {"double": (2, 1), "triple": (3, 1), "half": (1, 2)}
ROUNDINGS: tuple[str, ...] = ("up", "down")


def canon_type(word: str) -> str:
    """A power type as the service writes it: ``mental`` and ``MENTAL`` are ``Mental``."""
    return "-".join(part[:1].upper() + part[1:].lower() for part in word.strip().split("-"))


def _join(words: tuple[str, ...] | list[str], last: str = "or") -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


@dataclass(frozen=True)
class Selection:
    """The powers a modifier touches: one side or both, optionally only some types, only one
    value, or only those related by type to other powers."""

    side: str = "both"
    types: tuple[str, ...] = ()
    value: int | None = None
    relation: str | None = None

    def describe(self) -> str:
        owner = {"heroes": "the heroes' ", "villain": "the villain's ", "both": ""}[self.side]
        typed = f"{_join(self.types)} " if self.types else ""
        words = f"{owner}{typed}powers"
        if self.value is not None:
            words += f" of value {self.value}"
        if self.relation == "same_type":
            words += " of the same type as another on their side"
        elif self.relation == "villain_type":
            words += " of the same type as one of the villain's powers"
        return words

    def as_dict(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "types": list(self.types),
            "value": self.value,
            "relation": self.relation,
        }


@dataclass(frozen=True)
class Modifier:
    """One sentence of card text that changes the tally, and the powers it touches."""

    source: str
    text: str
    selection: Selection

    kind: ClassVar[str] = ""
    rule: ClassVar[str] = "PP.tally.modifiers"

    def reads_as(self) -> str:
        raise NotImplementedError

    def fields(self) -> dict[str, Any]:
        return {}

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "source": self.source,
            "text": self.text,
            "reads_as": self.reads_as(),
            "rule": self.rule,
            **self.fields(),
        }


@dataclass(frozen=True)
class AlsoCountAs(Modifier):
    """The selected powers count as these types too, besides their own."""

    types: tuple[str, ...]

    kind: ClassVar[str] = "also_count_as"
    rule: ClassVar[str] = "PP.mod.also-count-as"

    def reads_as(self) -> str:
        return f"{self.selection.describe()} also count as {_join(self.types, 'and')}"

    def fields(self) -> dict[str, Any]:
        return {"selection": self.selection.as_dict(), "types": list(self.types)}


@dataclass(frozen=True)
class Immune(Modifier):
    """The villain takes nothing from the selected hero powers (they still make multiples)."""

    kind: ClassVar[str] = "immune"
    rule: ClassVar[str] = "PP.mod.immune"

    def reads_as(self) -> str:
        return f"the villain is immune to {self.selection.describe()}"

    def fields(self) -> dict[str, Any]:
        return {"selection": self.selection.as_dict()}


@dataclass(frozen=True)
class Scale(Modifier):
    """The selected powers' points are doubled, tripled or halved (``rounding`` of a half:
    ``None`` when the text does not say)."""

    factor: str
    rounding: str | None = None

    kind: ClassVar[str] = "scale"

    @property
    def rule(self) -> str:  # type: ignore[override]
        return {
            "same_type": "PP.mod.same-type",
            "villain_type": "PP.mod.villain-type",
        }.get(self.selection.relation or "", "PP.mod.scale")

    def reads_as(self) -> str:
        how = {"double": "count double", "triple": "count triple", "half": "count half"}
        words = f"{self.selection.describe()} {how[self.factor]}"
        if self.factor == "half" and self.rounding:
            words += f", rounded {self.rounding}"
        return words

    def apply(self, points: int) -> int:
        mul, div = FACTORS[self.factor]
        whole, rest = divmod(points * mul, div)
        return whole + (1 if rest and self.rounding != "down" else 0)

    def fields(self) -> dict[str, Any]:
        return {
            "selection": self.selection.as_dict(),
            "factor": self.factor,
            "rounding": self.rounding,
        }


@dataclass(frozen=True)
class ValueCountsAs(Modifier):
    """The selected powers count as another value (for their points and for multiples)."""

    value: int

    kind: ClassVar[str] = "value_counts_as"
    rule: ClassVar[str] = "PP.mod.value-counts-as"

    def reads_as(self) -> str:
        return f"{self.selection.describe()} count as {self.value}"

    def fields(self) -> dict[str, Any]:
        return {"selection": self.selection.as_dict(), "value": self.value}


@dataclass(frozen=True)
class Unparsed:
    """A sentence the grammar does not understand: listed, never guessed, and ignored."""

    source: str
    text: str
    message: str

    def as_dict(self) -> dict[str, Any]:
        return {"source": self.source, "text": self.text, "message": self.message}


@dataclass(frozen=True)
class CardText:
    """A card's text read into modifiers, with the sentences left unread."""

    source: str
    text: str
    modifiers: tuple[Modifier, ...] = ()
    unparsed: tuple[Unparsed, ...] = ()
