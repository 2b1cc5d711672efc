"""The effect tree of one card text: its clauses, what was not parsed or not consumed, and flavour text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.base import Clause, clause_from_json
from rules.engine.effects.game_words import who_text
from rules.engine.effects.sentences import rendered_sentences


@dataclass(frozen=True, kw_only=True)
class Flavor(Clause):
    """The guest character an Any Hero special names: ``Doc Samson rampages!``.

    ``action`` is ``rampages``, ``gives_warning``, ``spurned_by``, ``evil_magic``,
    ``symbiotic_bonding`` or ``swoops_in``; it has no effect of its own.
    """

    kind: ClassVar[str] = "flavor"
    who: str | None = None
    action: str = "rampages"
    # extension: the line printed under its "Cost/Effect:" heading; left out of JSON when not
    cost_effect: bool | None = field(default=None, metadata={"omit_none": True})

    def shape(self) -> tuple[Any, ...]:
        return ()  # no effect: cards printed with and without a guest have the same shape

    def joined_phrase(self, following: Clause) -> str | None:
        # "Sauron swoops in and makes a level 4 Fighting attack!": the guest makes the attack
        if self.action == "swoops_in" and following.kind == "attack":
            attack = following.phrase().removeprefix("acts as ")
            return f"{who_text(self.who) if self.who else ''} swoops in and makes {attack}!"
        return None

    def phrase(self) -> str:
        who = who_text(self.who) if self.who else ""
        if self.action == "spurned_by":
            return f"spurned by {who}!"
        if self.action == "evil_magic":
            return f"{who}'s evil magic!"
        if self.action == "symbiotic_bonding":
            return "symbiotic bonding!"
        head = "Cost/Effect: " if self.cost_effect else ""
        return f"{head}{who} {self.action.replace('_', ' ')}!"


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
    parts = rendered_sentences(clauses)
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
        canonical: str | None = None,
    ) -> EffectTree:
        """The tree of ``clauses``; ``canonical`` is their canonical text when the caller has
        it already (the parser joins the sentences it rendered for token accounting)."""
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
            canonical=render_clauses(clauses, one_per_deck) if canonical is None else canonical,
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
