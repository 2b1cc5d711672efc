"""A printed modal ("may" / "must") must survive into the clause the verb phrase builds.

Many verb phrases keep their modality in the clause kind itself (a reveal is an obligation, an
additional attack a permission). When a card prints the other modal with that verb phrase
("Opponent may reveal ...", "Bane must make 1 attack ..."), the clause would silently say the
opposite of the card; the sentence is left unparsed instead, so the text is not ``full``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rules.engine import effects as fx
from rules.engine.effects.sentences import rendered_sentences

from ..accounting import meaning_words, word_keys
from .shared import OnlyModal, Pred

_OTHER = {"may": re.compile(r"\bmust\b"), "must": re.compile(r"\bmay\b")}
_SAME = {"may": re.compile(r"\bmay\b"), "must": re.compile(r"\bmust\b")}


def keeps_modal(built: Any, printed: str, said: Any = None) -> Any:
    """``built`` (a clause or a list of clauses) when its canonical text says ``printed``, or
    at least does not say the other modal; otherwise a ValueError. ``said`` is that text
    (``_said``) when the caller has it already."""
    if printed not in _OTHER:
        return built  # "neither ... may": the subject's negation, not the verb's modal
    said = _said(built) if said is None else said
    if said is _NO_CLAUSE:
        return built
    text = said.lower()
    if _OTHER[printed].search(text) and not _SAME[printed].search(text):
        raise ValueError(f"the clause does not keep the printed {printed!r}")
    return built


#: The printed modals a verb phrase may meet, as the predicates pass them, and the modal a
#: ``modal_action`` records for each ("may only" has none: its limit is the clause's own).
_HELD: dict[str, str] = {"may": "may", "must": "must", "not": "may_not"}


#: A clause's canonical text that says a bar ("may not", "cannot", "no cards ...").
_NEGATION = re.compile(r"\b(not|cannot|no|never|neither|nor|only)\b")


def with_printed_modal(
    pred: Any,
    modal: str,
    words: list[str] | None = None,
    phrase_words: Counter[str] | None = None,
) -> Any:
    """The verb phrase ``pred`` (a ``Pred``) under the printed ``modal``: the clause the verb
    phrase builds with that modal when its kind holds it, else the verb phrase's clause kept
    whole in a ``modal_action`` that records the modal. Never a clause saying another modal.

    ``words`` are the modal's own words: a "not" after "does"/"do" is the verb's negation, not
    a modal, and is never kept apart as "may not". ``phrase_words`` are the meaning words of the
    verb phrase (``accounting.word_key``): the clause the kind builds under the printed modal
    must keep them; a kind that has no field for some of them ("may not play any Beast
    Specials": a bar on cards knows no character's name) gives way to the verb phrase's own
    clause held whole under the modal, when that one keeps more of them."""
    modal_word = modal != "not" or not {"does", "do"} & set(words or ())

    def build(who: str | None, outer: str | None) -> Any:
        printed = outer or modal
        said = None  # the canonical text of ``built`` (``_said``), rendered once
        try:
            built = pred.build(who, printed)
            if printed in _OTHER:
                said = _said(built)
                built = keeps_modal(built, printed, said)
        except ValueError as error:
            if outer is not None or not modal_word:
                raise  # "Neither ... may": the subject's negation, read by the verb phrase alone
            known = error.known if isinstance(error, OnlyModal) else None
            held = _held_apart(pred, who, printed, known=known)
            if held is None:
                raise
            return held
        if printed == "not" and outer is None and modal_word and not _says_a_bar(built, said):
            # "may not make 1 additional attack": the verb phrase's clause has no bar to hold
            # the "not" (left out, it would leave the word unread): kept apart with its modal
            return _held_apart(pred, who, printed) or built
        if phrase_words and outer is None and modal_word:
            return _keeping_words(pred, who, printed, built, phrase_words, said)
        return built

    return Pred(build)


def phrase_keys(tokens: list[Any], start: int, end: int, own: set[int]) -> Counter[str]:
    """The meaning words (``accounting.word_key``) of the ``tokens`` printed from ``start`` to
    ``end`` but those of ``own`` (the modal's words): what the verb phrase said."""
    keys: list[str] = []
    for token in reversed(tokens):
        at = token.start_pos
        if at is None or id(token) in own or at >= end:
            continue
        if at < start:
            break
        keys += [meant[3] for meant in meaning_words(token.value)]
    return Counter(keys)


#: What ``_said`` gives for a reading that holds no clause.
_NO_CLAUSE = object()


def _said(built: Any) -> Any:
    """The canonical text of the clauses of ``built`` (a clause or a list), ``_NO_CLAUSE``
    when it holds none."""
    clauses = [
        c for c in (built if isinstance(built, list) else [built]) if isinstance(c, fx.Clause)
    ]
    if not clauses:
        return _NO_CLAUSE
    return " ".join(rendered_sentences(tuple(clauses)))


def _missing(built: Any, printed: Counter[str], said: Any = None) -> int:
    """How many of the verb phrase's ``printed`` words the canonical text of ``built``
    (``said``, when the caller has it) lacks."""
    said = _said(built) if said is None else said
    if said is _NO_CLAUSE:
        return 0
    return sum((printed - Counter(word_keys(said))).values())


def _keeping_words(
    pred: Any, who: str | None, printed: str, built: Any, words: Counter, said: Any = None
) -> Any:
    """``built``, or the verb phrase's clause held whole under the ``printed`` modal (its
    clause under no modal, or its bar put under "may"/"must") when that one keeps more of the
    verb phrase's ``words``: a reading that drops a printed word never wins over one that
    keeps it."""
    from rules.engine.effects.game_words import who_text

    if isinstance(who, str):
        # the subject is said in every reading: its words are not the verb phrase's ("Dark
        # Beast may not play any Beast Specials" says "Beast" twice)
        words = words + Counter(word_keys(who_text(who)))
    lost = _missing(built, words, said)
    if not lost:
        return built
    best, fewest = built, lost
    for known in (None, "not") if printed != "not" else (None,):
        try:
            held = _held_apart(pred, who, printed, known=known, only_known=known is not None)
        except ValueError:
            held = None
        if held is None:
            continue
        try:
            missing = _missing(held, words)
        except ValueError:
            continue
        if missing < fewest:
            best, fewest = held, missing
    return best


def _says_a_bar(built: Any, said: Any = None) -> bool:
    said = _said(built) if said is None else said
    if said is _NO_CLAUSE:
        return True
    return bool(_NEGATION.search(said.lower()))


def _held_apart(
    pred: Any, who: str | None, printed: str, known: str | None = None, only_known: bool = False
) -> Any:
    """The verb phrase's clause under no modal of its own, wrapped with the ``printed`` one,
    when its canonical text is a subject, a modal word and the verb phrase (so the modal can be
    put in its place); otherwise ``None``. A verb phrase whose kind knows one modal only
    (``known``: "may not be attacked" a bar, "must show drawn cards" an obligation; never a
    restatement of the rules such as "may be defended") is held so too: the clause of the
    known modal, with the printed modal in place of its own. Two clauses one phrase makes
    ("may not attack or be attacked") are held each under the printed modal, when they are
    still said in that one phrase."""
    from rules.engine.effects.game_words import who_text
    from rules.engine.effects.modal_action import split_subject

    held = _HELD.get(printed)
    if held is None:
        return None
    tries: list[str | None] = [] if only_known else [None]
    if known is not None and known != printed and _HELD.get(known) != held:
        tries.append(known)
    for modal in tries:
        negated = modal == "not"
        try:
            built = pred.build(who, modal)
        except ValueError:
            continue
        items = built if isinstance(built, list) else [built]
        if not items or not all(
            isinstance(i, fx.Clause) and not isinstance(i, fx.ModalAction) for i in items
        ):
            return None
        inner = items[0]
        if len(items) == 1:
            subject = who_text(getattr(inner, "who", None))
            if split_subject(subject, inner.phrase(), negated=negated) is None:
                return None
            return fx.ModalAction(who=getattr(inner, "who", None), modal=held, act=(inner,))
        wrapped = [fx.ModalAction(who=getattr(i, "who", None), modal=held, act=(i,)) for i in items]
        try:
            said = rendered_sentences(tuple(wrapped))
        except ValueError:
            return None
        return wrapped if len(said) == 1 else None
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
