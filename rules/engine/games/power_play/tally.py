"""The Power Play tally: the heroes' powers against the villain's, step by step.

``tally(case)`` reads the location, villain and attribute texts into modifiers (text it does
not understand is listed and ignored, never guessed), applies them in that order to the
powers on the table, adds the multiples bonuses to the heroes and the base multiplier and
the +4 bonuses to the villain, then says who wins (ties go to the heroes) and how many bonus
power points the heroes still need.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .grammar import read_card_text
from .modifiers import SOURCE_NAMES, CardText, Modifier, Scale, ValueCountsAs
from .steps import StepLog, reading
from .table import OnTable, Power, Table

#: The bonus for a value or a type that occurs 2, 3, 4, or more than 4 times.
MULTIPLES: dict[int, int] = {2: 3, 3: 7, 4: 12}
MULTIPLES_MORE = 17
SAME_BONUS = 4
_TIMES = {2: "two", 3: "three", 4: "four"}


def multiples_bonus(count: int) -> int:
    """The bonus for a value or a type occurring ``count`` times among the heroes' powers."""
    if count < 2:
        return 0
    return MULTIPLES.get(count, MULTIPLES_MORE)


@dataclass(frozen=True)
class Villain:
    name: str
    base: int
    powers: tuple[Power, ...]
    text: str = ""


@dataclass(frozen=True)
class Attribute:
    value: int
    text: str = ""


@dataclass(frozen=True)
class Location:
    name: str = ""
    text: str = ""


@dataclass(frozen=True)
class TallyCase:
    heroes: tuple[Power, ...]
    villain: Villain
    attribute: Attribute
    location: Location | None = None
    bonus_powers: tuple[int, ...] = ()


@dataclass
class Column:
    """One side of the sum: its lines (each ``+`` or ``×`` a value) and the total."""

    lines: list[dict[str, Any]] = field(default_factory=list)
    total: int = 0

    def add(self, kind: str, label: str, value: int, rules: list[str], **more: Any) -> None:
        op = more.pop("op", "+")
        self.total = self.total * value if op == "×" else self.total + value
        self.lines.append(
            {"kind": kind, "label": label, "op": op, "value": value, "running": self.total}
            | {"rules": list(dict.fromkeys(rules)), "note": "", **more}
        )

    def as_dict(self) -> dict[str, Any]:
        return {"total": self.total, "lines": self.lines}


@dataclass
class TallyResult:
    heroes: Column
    villain: Column
    winner: str
    bonus_needed: int
    texts: list[CardText]
    steps: list[dict[str, Any]]

    def as_dict(self) -> dict[str, Any]:
        return {
            "heroes": self.heroes.as_dict(),
            "villain": self.villain.as_dict(),
            "winner": self.winner,
            "bonus_needed": self.bonus_needed,
            "modifiers": [m.as_dict() for t in self.texts for m in t.modifiers],
            "unparsed": [u.as_dict() for t in self.texts for u in t.unparsed],
            "steps": self.steps,
        }


def read_texts(case: TallyCase) -> list[CardText]:
    """The three cards' texts read into modifiers, in the order they apply (PP.tally.modifiers)."""
    texts = {
        "location": case.location.text if case.location else "",
        "villain": case.villain.text,
        "attribute": case.attribute.text,
    }
    return [
        read_card_text(texts[s], s, case.villain.name) for s in ("location", "villain", "attribute")
    ]


def _log_texts(texts: list[CardText], log: StepLog) -> list[Modifier]:
    modifiers = [m for t in texts for m in t.modifiers]
    for text in texts:
        for bad in text.unparsed:
            log.add(
                f"The {SOURCE_NAMES[bad.source]}'s “{bad.text}” is {bad.message}; "
                "the tally ignores it, so check it by hand.",
                ["PP.tally.modifiers"],
                "ignored",
                [bad.as_dict()],
            )
    if len({m.source for m in modifiers}) > 1:
        order = ", then ".join(
            SOURCE_NAMES[s]
            for s in ("location", "villain", "attribute")
            if any(m.source == s for m in modifiers)
        )
        log.add(
            f"The texts apply in this order: {order}, each sentence in turn"
            + reading(
                "the location changes the cards as printed before the villain's cards act, "
                "as both rulebook examples need"
            )
            + ".",
            ["PP.tally.modifiers"],
            "order",
        )
    return modifiers


def _heroes(table: Table, bonus_powers: tuple[int, ...], log: StepLog) -> Column:
    column = Column()
    for card in table.heroes:
        column.add(
            "power",
            card.label(),
            card.points,
            ["PP.tally.heroes", *card.rules],
            note="; ".join(card.notes),
            index=card.index,
            counts_as=card.counts_as(),
        )
    sums = " + ".join(f"{c.points} ({c.label()})" for c in table.heroes)
    log.add(f"The heroes' powers add up to {column.total}: {sums}.", ["PP.tally.heroes"], "sum")
    _multiples(table.heroes, column, log)
    if bonus_powers:
        ahead = column.total
        for value in bonus_powers:
            column.add("bonus_power", "bonus power", value, ["PP.tally.bonus-powers"])
        text = (
            f"Bonus powers played: {' + '.join(map(str, bonus_powers))} = +{sum(bonus_powers)}, "
            "each worth the base of the villain it shows; they are put away after this turn"
        )
        log.add(
            text + ".",
            ["PP.tally.bonus-powers"],
            "bonus",
            [{"bonus_powers": list(bonus_powers), "before": ahead}],
        )
    return column


def _multiples(cards: list[OnTable], column: Column, log: StepLog) -> None:
    values = Counter(c.value for c in cards)
    types = Counter(t for c in cards for t in c.types)
    found: list[str] = []
    groups = [
        *((f"powers of value {value}", count, "value") for value, count in sorted(values.items())),
        *((f"{kind} powers", count, "type") for kind, count in types.items()),
    ]
    for what, count, of in groups:
        if count > 1:
            label, bonus = f"{_TIMES.get(count, str(count))} {what}", multiples_bonus(count)
            column.add("multiples", label, bonus, ["PP.tally.multiples"], of=of)
            found.append(f"{label} +{bonus}")
    immune = ""
    if any(c.immune for c in cards) and found:
        immune = "; an immune power still makes multiples, as in the rulebook's first example"
    notes = ""
    if any(c.value != c.printed.value or (c.points != c.value and not c.immune) for c in cards):
        notes += reading(
            "a value is what the card counts as after “count as”, "
            "not its points after doubling or halving"
        )
    if any(c.extra_types for c in cards):
        notes += reading("a power counting as several types makes multiples in each")
    if not found:
        log.add(
            "No value and no type occurs more than once among the heroes' powers: "
            f"no multiples bonus{notes}.",
            ["PP.tally.multiples"],
            "no_bonus",
        )
        return
    total = sum(line["value"] for line in column.lines if line["kind"] == "multiples")
    log.add(
        f"Multiples: {', '.join(found)}, in all +{total}{immune}{notes}.",
        ["PP.tally.multiples"],
        "bonus",
        [{"multiples": found}],
    )


def _villain(case: TallyCase, table: Table, modifiers: list[Modifier], log: StepLog) -> Column:
    column = Column()
    for card in table.villain:
        column.add(
            "power",
            card.label(),
            card.points,
            ["PP.tally.villain", *card.rules],
            note="; ".join(card.notes),
            index=card.index,
            counts_as=card.counts_as(),
        )
    column.add("attribute", "attribute", case.attribute.value, ["PP.tally.villain"])
    subtotal = column.total
    column.add("base", "villain's base", case.villain.base, ["PP.tally.villain"], op="×")
    parts = " + ".join(str(c.points) for c in table.villain)
    note = ""
    if any(_could_touch_attribute(m, case.attribute.value) for m in modifiers):
        note = reading(
            "the attribute's power is added as printed; the texts change power cards only"
        )
    log.add(
        f"The villain: ({parts} + {case.attribute.value} for the attribute = {subtotal}) × base "
        f"{case.villain.base} = {column.total}{note}.",
        ["PP.tally.villain"],
        "sum",
    )
    cards = table.villain
    values = {c.value for c in cards}
    if len(cards) > 1 and len(values) == 1:
        column.add(
            "same_value",
            f"all powers are {cards[0].value}",
            SAME_BONUS,
            ["PP.tally.villain-same-value"],
        )
        log.add(
            f"All the villain's powers count as {cards[0].value}: +{SAME_BONUS}.",
            ["PP.tally.villain-same-value"],
            "bonus",
        )
    else:
        log.add(
            f"The villain's powers count as different values ({', '.join(str(c.value) for c in cards)}): no bonus for one value.",
            ["PP.tally.villain-same-value"],
            "no_bonus",
        )
    shared = set.intersection(*(set(c.types) for c in cards)) if cards else set()
    shared_types = [t for t in cards[0].types if t in shared] if cards else []
    seen = ", ".join(f"{c.label()} as {'/'.join(c.types)}" for c in cards)
    if len(cards) > 1 and shared_types:
        column.add(
            "same_type",
            f"all powers are {'/'.join(shared_types)}",
            SAME_BONUS,
            ["PP.tally.villain-same-type"],
        )
        log.add(
            f"All the villain's powers count as {'/'.join(shared_types)} ({seen}), counting the villain card's rules: +{SAME_BONUS}.",
            ["PP.tally.villain-same-type"],
            "bonus",
        )
    else:
        log.add(
            f"The villain's powers share no type ({seen}): no bonus for one type.",
            ["PP.tally.villain-same-type"],
            "no_bonus",
        )
    return column


def _could_touch_attribute(modifier: Modifier, value: int) -> bool:
    """Whether the modifier would have changed the attribute's power were it a power card."""
    if not isinstance(modifier, (Scale, ValueCountsAs)):
        return False
    sel = modifier.selection
    return (
        sel.side != "heroes" and not sel.types and not sel.relation and sel.value in (None, value)
    )


def _winner(case: TallyCase, heroes: Column, villain: Column, log: StepLog) -> tuple[str, int]:
    needed = max(0, villain.total - heroes.total)
    base = case.villain.base
    if needed == 0:
        tie = " (a tie goes to the heroes)" if heroes.total == villain.total else ""
        text = (
            f"Heroes {heroes.total} against villain {villain.total}: the heroes win{tie}; the active "
            f"player takes the villain card face up as a bonus power worth {base}."
        )
        log.add(
            text, ["PP.tally.winner", "PP.tally.bonus-powers"], "heroes", [{"bonus_power": base}]
        )
        return "heroes", 0
    text = (
        f"Heroes {heroes.total} against villain {villain.total}: the villain wins unless the heroes "
        f"add at least {needed} more in bonus power points (a tie goes to the heroes); if it "
        "stands, the active player takes the villain card face down as a Bad News card."
    )
    log.add(text, ["PP.tally.winner", "PP.tally.bonus-powers"], "villain", [{"bad_news": 1}])
    return "villain", needed


def tally(case: TallyCase) -> TallyResult:
    """The whole tally of one turn, with its steps."""
    log = StepLog()
    texts = read_texts(case)
    modifiers = _log_texts(texts, log)
    table = Table(list(case.heroes), list(case.villain.powers))
    for modifier in modifiers:
        table.apply(modifier, log)
    heroes = _heroes(table, case.bonus_powers, log)
    villain = _villain(case, table, modifiers, log)
    _note_unneeded_bonus(case, heroes, villain, log)
    winner, needed = _winner(case, heroes, villain, log)
    return TallyResult(heroes, villain, winner, needed, texts, log.as_list())


def _note_unneeded_bonus(case: TallyCase, heroes: Column, villain: Column, log: StepLog) -> None:
    if case.bonus_powers and heroes.total - sum(case.bonus_powers) >= villain.total:
        log.add(
            f"The heroes reach {villain.total} without the bonus powers"
            + reading(
                "bonus powers are played only while the villain is ahead, so these need not be "
                "spent; the total counts them as given"
            )
            + ".",
            ["PP.tally.bonus-powers"],
            "not_needed",
        )
