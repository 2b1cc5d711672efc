"""A printed modal ("may" / "must") must survive into the clause the verb phrase builds.

Many verb phrases keep their modality in the clause kind itself (a reveal is an obligation, an
additional attack a permission). When a card prints the other modal with that verb phrase
("Opponent may reveal ...", "Bane must make 1 attack ..."), the clause would silently say the
opposite of the card; the sentence is left unparsed instead, so the text is not ``full``.
"""

from __future__ import annotations

import re
from typing import Any

from rules.engine import effects as fx
from rules.engine.effects.modifiers import rendered_sentences

from .shared import OnlyNegated, Pred

_OTHER = {"may": re.compile(r"\bmust\b"), "must": re.compile(r"\bmay\b")}
_SAME = {"may": re.compile(r"\bmay\b"), "must": re.compile(r"\bmust\b")}


def keeps_modal(built: Any, printed: str) -> Any:
    """``built`` (a clause or a list of clauses) when its canonical text says ``printed``, or
    at least does not say the other modal; otherwise a ValueError."""
    if printed not in _OTHER:
        return built  # "neither ... may": the subject's negation, not the verb's modal
    clauses = [
        c for c in (built if isinstance(built, list) else [built]) if isinstance(c, fx.Clause)
    ]
    if not clauses:
        return built
    text = " ".join(rendered_sentences(tuple(clauses))).lower()
    if _OTHER[printed].search(text) and not _SAME[printed].search(text):
        raise ValueError(f"the clause does not keep the printed {printed!r}")
    return built


#: The printed modals a verb phrase may meet, as the predicates pass them, and the modal a
#: ``modal_action`` records for each ("may only" has none: its limit is the clause's own).
_HELD: dict[str, str] = {"may": "may", "must": "must", "not": "may_not"}


#: A clause's canonical text that says a bar ("may not", "cannot", "no cards ...").
_NEGATION = re.compile(r"\b(not|cannot|no|never|neither|nor|only)\b")


def with_printed_modal(pred: Any, modal: str, words: list[str] | None = None) -> Any:
    """The verb phrase ``pred`` (a ``Pred``) under the printed ``modal``: the clause the verb
    phrase builds with that modal when its kind holds it, else the verb phrase's clause kept
    whole in a ``modal_action`` that records the modal. Never a clause saying another modal.

    ``words`` are the modal's own words: a "not" after "does"/"do" is the verb's negation, not
    a modal, and is never kept apart as "may not"."""
    modal_word = modal != "not" or not {"does", "do"} & set(words or ())

    def build(who: str | None, outer: str | None) -> Any:
        printed = outer or modal
        try:
            built = pred.build(who, printed)
            built = keeps_modal(built, printed) if printed in _OTHER else built
        except ValueError as error:
            if outer is not None or not modal_word:
                raise  # "Neither ... may": the subject's negation, read by the verb phrase alone
            held = _held_apart(pred, who, printed, bar=isinstance(error, OnlyNegated))
            if held is None:
                raise
            return held
        if printed == "not" and outer is None and modal_word and not _says_a_bar(built):
            # "may not make 1 additional attack": the verb phrase's clause has no bar to hold
            # the "not" (left out, it would leave the word unread): kept apart with its modal
            return _held_apart(pred, who, printed) or built
        return built

    return Pred(build)


def _says_a_bar(built: Any) -> bool:
    clauses = [
        c for c in (built if isinstance(built, list) else [built]) if isinstance(c, fx.Clause)
    ]
    if not clauses:
        return True
    return bool(_NEGATION.search(" ".join(rendered_sentences(tuple(clauses))).lower()))


def _held_apart(pred: Any, who: str | None, printed: str, bar: bool = False) -> fx.Clause | None:
    """The verb phrase's clause under no modal of its own, wrapped with the ``printed`` one,
    when its canonical text is a subject, a modal word and the verb phrase (so the modal can be
    put in its place); otherwise ``None``. A verb phrase known only as a bar (``bar``: "may not
    be attacked", never a restatement of the rules such as "may be defended") is held so under
    "may" or "must": the bar's clause, with the printed modal in place of its "may not"."""
    from rules.engine.effects.game_words import who_text
    from rules.engine.effects.modal_action import split_subject

    held = _HELD.get(printed)
    if held is None:
        return None
    for modal, negated in ((None, False), ("not", True)):
        if negated and (printed == "not" or not bar):
            return None
        try:
            built = pred.build(who, modal)
        except ValueError:
            continue
        items = built if isinstance(built, list) else [built]
        if len(items) != 1 or not isinstance(items[0], fx.Clause):
            return None
        inner = items[0]
        subject = who_text(getattr(inner, "who", None))
        if isinstance(inner, fx.ModalAction) or (
            split_subject(subject, inner.phrase(), negated=negated) is None
        ):
            return None
        return fx.ModalAction(who=getattr(inner, "who", None), modal=held, act=(inner,))
    return None


def held_as_printed(clause: fx.Clause, words: list[str], states: str) -> fx.Clause:
    """``clause``, whose kind states the modal ``states`` ("may" / "must"), under the modal
    printed among ``words`` ("Power cards may not be used to avoid ...", "Special cards may not
    be blocked twice"): the clause itself when the card prints that modal, else the clause held
    whole under the printed one (``modal_action``)."""
    printed = "may_not" if {"not", "cannot"} & set(words) else "must" if "must" in words else "may"
    if printed == states:
        return clause
    held = fx.ModalAction(who=getattr(clause, "who", None), modal=printed, act=(clause,))
    held.phrase()  # a ValueError when its phrase has no modal to put in its place
    return held
