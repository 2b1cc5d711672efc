"""The Resolver's removal of hits a card names (``remove_hits``): whose hits go
(``chosen_subjects``, each of a list of subjects: ``subject_lists``), how many (a count printed, or one scaled by what the board holds:
"for each card in Defeated Missions Pile"), which, and a KO undone when the hit that made it
leaves (MR.12.cheating-death)."""

from __future__ import annotations

from typing import Any

from rules.engine import ko as ko_rules
from rules.engine.attack_scaling import count_on_board
from rules.engine.attacks import Action
from rules.engine.chosen_subjects import Chosen, removal_subject
from rules.engine.hit_filters import hit_matcher
from rules.engine.state import Board, Character
from rules.engine.subject_lists import listed_subjects


def scaled_times(
    scaling: dict[str, Any], board: Board, by: Character | None, player: str
) -> int | None:
    """How many times a removal's scaling counts what it names on the board (None: the board
    does not say). An event has no character of its own: only the piles of its player's side
    are counted for it."""
    count = scaling.get("count")
    if not isinstance(count, dict):
        return None
    if by is None and count.get("what") == "cards":
        by = next((ch for ch in board.characters() if ch.player == player), None)
    return count_on_board(count, board, by) if by is not None else None


class RemovalsMixin:
    def remove_hits(
        self,
        action: Action,
        clause: dict[str, Any],
        target: Character | None,
        out: tuple[list[dict[str, Any]], list[str]],
    ) -> tuple[str, ...]:
        """Remove the hits ``clause`` names (``out``: the step's changes and texts); the rule
        ids its subject cites (``chosen_subjects``)."""
        played_on = self.board.character(action.target) if action.target else None
        by = self.board.character(action.by)
        name = (action.special or action.cards[0]).name
        listed = listed_subjects(self.board, by, target, played_on, clause)
        rules: tuple[str, ...] = ()
        for found in listed or [removal_subject(self.board, by, target, played_on, clause)]:
            self.take_hits(name, action.index, clause, found, by, action.player, *out)
            rules += found.rules
        return rules

    def take_hits(
        self,
        name: str,
        play: int | None,
        c: dict[str, Any],
        found: Chosen,
        by: Character | None,
        player: str,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> None:
        """Take the hits clause ``c`` of card ``name`` removes from the character ``found``
        names (or say why none goes, and warn when the board left out what it needs)."""
        subject = found.subject
        if found.note is not None:
            texts.append(found.note)  # a coded subject reaching any character (target_codes)
        if found.refused is not None:
            texts.append(f"not applied: {found.refused}" if found.warn else found.refused)
            if found.warn:
                self.warn_once(name, play, c, found.refused, "removal")
        if subject is None or subject.removed:
            return
        record = c.get("record") or "any"
        count = c.get("count", 1)
        scaling = c.get("scaling")
        if isinstance(scaling, dict):
            # "Remove 1 Hit ... for each card in Defeated Missions Pile": counted now (MR.1)
            n = scaled_times(scaling, self.board, by, player)
            per = scaling.get("per") or "thing counted"
            if n is None:
                why = f"the board does not give the count (for each {per})"
                texts.append(f"not applied: hits removed from {subject.name} ({why})")
                self.warn_once(name, play, c, why, "count")
                return
            count = (count if isinstance(count, int) else 1) * n
            texts.append(f"for each {per}: {n}")
        both = ("any", None, "permanent_or_current", "permanent_and_current")
        pool = [h for h in subject.hits if record in both or h.record == record]
        named = hit_matcher(c)
        if named is None:
            texts.append(
                f"the hits removed from {subject.name} ({c.get('filter')}) are chosen at the table"
            )
            return
        pool = [h for h in pool if named(h)]
        if count not in ("all", None) and not isinstance(count, int):
            # a count the table settles ("any", "equal" ...): no hit is taken for the players
            texts.append(f"the hits removed from {subject.name} ({count}) are chosen at the table")
            return
        take = pool if count == "all" else (pool[-(count or 1) :] if count != 0 else [])
        for h in take:
            subject.hits.remove(h)
            changes.append({"op": "remove_hit", "target": subject.id, "hit": h.to_json()})
        texts.append(f"{len(take)} hit(s) removed from {subject.name}'s {record} record")
        self._recheck_after_removal(subject, changes, texts)

    def _recheck_after_removal(
        self, char: Character, changes: list[dict[str, Any]], texts: list[str]
    ) -> None:
        if not char.ko or char.removed:
            return
        res = ko_rules.evaluate(char, self.effects())
        if not res.ko:
            char.ko = False
            char.ko_kind = None
            changes.append({"op": "ko_undone", "character": char.id})
            texts.append(f"{char.name} is no longer KO'd and stays in the fight (cheating death)")
            self.kos = [k for k in self.kos if k["id"] != char.id]
