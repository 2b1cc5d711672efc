"""A printed modal that the verb phrase's own clause kind cannot hold.

Most clause kinds carry their modality in the kind itself (a reveal is an obligation, a
permission a "may", ``cannot_attack`` a bar) or in a field (``Discard.may``,
``AdditionalAttack.required``). When a card prints another modal with the same verb phrase
("Opponent may not discard 2 cards", "must combine ... to avoid", "Opponent may reveal Hand"),
the clause of the verb phrase is kept whole in ``act`` and ``modal`` says what the card
printed: ``"may"``, ``"must"`` or ``"may_not"`` ("may not", "cannot", "must not").

The engine applies none of these yet (``modal_action`` is not in the reach table): it reports
them "not applied" and never acts on ``act``, whose modality is not the card's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from rules.engine.effects.base import Clause
from rules.engine.effects.game_words import who_text

#: The printed modals a ``modal_action`` holds, in the game's words.
MODAL_WORDS: dict[str, str] = {"may": "may", "must": "must", "may_not": "may not"}

#: The fields that name a clause's characters as printed (``Clause.named``).
_NAMING: tuple[str, ...] = (
    "team_name",
    "self_name",
    "target_noun",
    "team_noun",
    "teammate_word",
    "icons_joiner",
    "limit_word",
)

#: The modal words a clause's phrase may begin with after its subject.
_HEADS: tuple[str, ...] = (" must ", " may ", " can ")
#: The modal words of a bar's phrase after its subject.
_NEGATED_HEADS: tuple[str, ...] = (" may not ", " cannot ", " must not ", " can not ")


#: The most words a subject printed in the game's words holds ("each Front Line teammate").
_SUBJECT_WORDS = 5


def split_subject(subject: str, phrase: str, negated: bool = False) -> tuple[str, str] | None:
    """``phrase`` as its subject and the verb phrase after the subject's modal word ("Opponent
    must discard 2 cards" -> ("Opponent", "discard 2 cards")), or ``None`` when the phrase does
    not begin so. The subject is ``subject`` as printed, the few words before the first modal
    word ("Each Front Line teammate may make ..."), or none ("May be played from Reserve": the
    card's own sentence). ``negated``: the phrase of a bar, whose modal words are "may not" /
    "cannot" ("Wolverine may not be attacked" -> ("Wolverine", "be attacked"))."""
    heads = _NEGATED_HEADS if negated else _HEADS
    low = f" {phrase.lower()}"  # each head begins with a space, at the phrase's start too
    at_start = next((h for h in heads if low.startswith(f" {subject.lower()}{h}")), None)
    if at_start is not None:
        at, modal = 1 + len(subject), at_start
    else:
        found = [(low.find(h), h) for h in heads if h in low]
        if not found:
            return None
        at, modal = min(found)
    before, rest = phrase[: max(at - 1, 0)], phrase[at + len(modal) - 1 :]
    if at_start is None and ("," in before or len(before.split()) > _SUBJECT_WORDS):
        return None
    if rest.lower().startswith(("not ", "only ", "never ")):
        return None  # a negated or limited verb phrase: its modal is the kind's own
    return before, rest


def verb_phrase_after(subject: str, phrase: str) -> str | None:
    """The verb phrase of ``phrase`` after its subject and modal word (``split_subject``)."""
    split = split_subject(subject, phrase)
    return split[1] if split else None


@dataclass(frozen=True, kw_only=True)
class ModalAction(Clause):
    """``Opponent may not discard 2 cards from Hand.``: ``act`` (one clause) with the modal
    the card printed in place of the one ``act``'s kind states; a bar's "may not" too
    (``Wolverine must be attacked.``: a ``cannot_be_attacked`` under "must")."""

    kind: ClassVar[str] = "modal_action"
    who: str | None = "self"
    modal: str = "may_not"
    act: tuple[Clause, ...] = ()

    def phrase(self) -> str:
        return self.with_modal(self.act[0].phrase())

    def with_modal(self, said: str) -> str:
        """``said`` (the phrase of ``act``, or the one phrase ``act`` makes with the clause
        after it) with the printed modal in place of the one it says."""
        inner = self.act[0]
        subject = who_text(self.who)
        split = split_subject(subject, said) or split_subject(subject, said, negated=True)
        if split is None:  # pragma: no cover - the grammar builds none such (modal_check)
            raise ValueError("the clause's phrase has no subject and modal to replace")
        subject, rest = split
        # the nouns and names printed for the clause's characters are the clause's own, unless
        # the sentence gave them to this clause (``render`` names those)
        given = {f: None for f in _NAMING if getattr(self, f) is not None}
        named_by = replace(inner, **given) if given else inner
        modal = MODAL_WORDS[self.modal]
        return named_by.named(f"{subject} {modal} {rest}" if subject else f"{modal} {rest}")

    def shape(self) -> tuple:
        return (self.kind, tuple(c.shape() for c in self.act))
