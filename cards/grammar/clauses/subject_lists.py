"""Subject lists: "Green Lantern and Target character may not attack", "Savage Dragon and
Savage Dragon's team are +2 ...": every clause whose subject is such a list keeps the list in
``subjects`` (each subject a ``who`` word or a printed name, in printed order), so a reader asks
each of them rather than splitting the printed words. ``Subjects.who_subj`` records each list
the sentence prints, under the ``who`` its clauses get."""

from __future__ import annotations

from dataclasses import fields, replace

from rules.engine import effects as fx

from .shared import ClauseBuilder


def with_subjects(clause: fx.Clause, lists: dict[str, tuple[str, ...]]) -> fx.Clause:
    """``clause`` (and the clauses it holds) with the subject list its ``who`` was read from."""
    changes: dict = {}
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            changes[f.name] = tuple(with_subjects(c, lists) for c in value)
    who = getattr(clause, "who", None)
    if isinstance(who, str) and who in lists and clause.subjects is None:
        changes["subjects"] = lists[who]
    return replace(clause, **changes) if changes else clause


class SubjectLists(ClauseBuilder):
    def transform(self, tree):
        # one transformer per sentence: the lists its subjects printed, read as it was parsed
        result = super().transform(tree)
        lists = getattr(self, "subject_lists", None)
        if not isinstance(result, list) or not lists:
            return result
        return [with_subjects(c, lists) if isinstance(c, fx.Clause) else c for c in result]
