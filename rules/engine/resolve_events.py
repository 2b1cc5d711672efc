"""The Resolver's handling of events in play before the battle's first play: an event whose
printed condition to be ignored holds leaves play (OR.events.ignored), and an event that says
who goes first sets the board's turn (OR.first-player)."""

from __future__ import annotations

from typing import Any

from rules.engine import reach
from rules.engine.card_triggers import AFTER_BLOCKING, AFTER_PLAYING, fired
from rules.engine.character_moves import MOVE_RULES, move_character
from rules.engine.chosen_subjects import removal_subject
from rules.engine.event_hit_removals import (
    remove_from_group,
    removes_from_chosen,
    removes_from_group,
)
from rules.engine.event_mission_moves import RULES as MISSION_RULES
from rules.engine.event_mission_moves import move_event_missions, moves_event_missions
from rules.engine.event_table_actions import table_actions
from rules.engine.events_in_play import (
    FIRST_BY_RECORDS,
    SPARES_THE_GAME,
    battle_begun,
    can_decide_ignored,
    events_in_play,
    first_player,
    ignored,
    kos_chosen,
    would_end_game,
)
from rules.engine.placed_discards import (
    discard_placed,
    discards_all_placed,
    discards_every_placed,
)
from rules.engine.played_card_draws import RULES as RULES_DRAWS
from rules.engine.played_card_draws import draw_words, played_draws
from rules.engine.plays import Play
from rules.engine.record_switches import switch_records
from rules.engine.resolution import Step
from rules.engine.state import Effect
from rules.engine.who_codes import code_refusal


class EventsMixin:
    def apply_events_in_play(self) -> None:
        for eff in events_in_play(self.board):
            if self._drop_if_ignored(eff):
                continue
            if any(kos_chosen(c) for c in eff.clauses) and not self._event_ko(eff):
                continue
            for c in eff.clauses:
                if c.get("kind") == "turn_order" and c.get("first") == FIRST_BY_RECORDS:
                    self._first_by_records(eff)
                if removes_from_group(c):
                    self._group_removal(eff, c)
                if removes_from_chosen(c):
                    self._chosen_removal(eff, c)
                if discards_all_placed(c):
                    self._placed_discard(eff, c)
                elif discards_every_placed(c):
                    self._every_placed_discard(eff)
                if c.get("kind") == "switch_record":
                    self._record_switch(eff, c)
                if c.get("kind") == "mission_move":
                    self._event_missions(eff, c)
            self._table_actions(eff)

    def _event_missions(self, eff: Effect, clause: dict[str, Any]) -> None:
        """The event's mission cards moved between piles, once as the battle begins
        (``event_mission_moves``)."""
        if not moves_event_missions(clause):
            self._warn_event(eff, clause, f"{reach.clause_words(clause)} (a move not read)")
            return
        if battle_begun(self.board):
            return  # made when the battle began
        texts, changes, why = move_event_missions(self.board, eff, clause)
        if why is not None:
            self._warn_event(eff, clause, f"{reach.clause_words(clause)} ({why})")
        if texts:
            text = f"{eff.card.name}: {'; '.join(texts)}."
            self.step(None, text, MISSION_RULES, "effect", changes)

    def _table_actions(self, eff: Effect) -> None:
        """The event's actions on piles and hands the engine does not hold, stated once as
        the battle begins for the judge to carry out (OR.events, MR.6)."""
        found = table_actions(eff.clauses, reach.clause_words)
        if not found or battle_begun(self.board):
            return
        texts = [f"{eff.card.name}: " + "; ".join(t for t, _ in found)]
        self.step(None, texts[0] + ".", ["OR.events", "MR.6"], "effect", [c for _, c in found])

    def _record_switch(self, eff: Effect, clause: dict[str, Any]) -> None:
        """Two teammates exchange their permanent records, once as the battle begins: the
        event's character (its ``by``) and the teammate it names (its target) (OR.events,
        OR.hits)."""
        by, partner = self.board.character(eff.by), self.board.character(eff.target)
        if by is None or partner is None:
            self._warn_event(
                eff,
                clause,
                f"{reach.clause_words(clause)} (give the one character as the event's 'by' and"
                " the teammate as its target)",
            )
            return
        if battle_begun(self.board):
            return  # made when the battle began
        changes: list[dict[str, Any]] = []
        texts: list[str] = []
        switch_records(clause, self.board, by, partner, changes, texts)
        step = self.step(
            None,
            f"{eff.card.name}: {'; '.join(texts)}.",
            ["OR.events", "OR.hits"],
            "effect",
            changes,
        )
        for char in (by, partner):
            self.check_ko(char, step, "the card's text")

    def _placed_discard(self, eff: Effect, clause: dict[str, Any]) -> None:
        """The event's chosen character (its target) discards every placed card, once, as
        the battle begins (OR.events, OR.discard-piles)."""
        target = self.board.character(eff.target)
        if target is None:
            self._warn_event(
                eff,
                clause,
                f"{reach.clause_words(clause)} (give the chosen character as the event's target)",
            )
            return
        if battle_begun(self.board) or not target.placed:
            return  # made when the battle began, or nothing placed to discard
        changes: list[dict[str, Any]] = []
        text = discard_placed(clause, target, changes, self.effects())
        self.step(
            None, f"{eff.card.name}: {text}.", ["OR.events", "OR.discard-piles"], "effect", changes
        )

    def _every_placed_discard(self, eff: Effect) -> None:
        """Every character of both sides discards its placed cards, once, as the battle
        begins (OR.events, OR.discard-piles)."""
        if battle_begun(self.board):
            return  # made when the battle began
        changes: list[dict[str, Any]] = []
        clause = next(c for c in eff.clauses if discards_every_placed(c))
        texts = [
            discard_placed(clause, char, changes, self.effects())
            for char in self.board.characters()
            if char.placed and not char.removed
        ]
        what = "; ".join(texts) if texts else "no character has a card placed"
        rules = ["OR.events", "OR.discard-piles"]
        self.step(None, f"{eff.card.name}: {what}.", rules, "effect", changes)

    def _group_removal(self, eff: Effect, clause: dict[str, Any]) -> None:
        rules = ["OR.events", "MR.1"]
        if battle_begun(self.board):
            text = f"{eff.card.name}: its hits were removed when the battle began."
            self.step(None, text, rules, "effect")
            return
        changes: list[dict[str, Any]] = []
        texts = remove_from_group(self.board, eff, clause, changes)
        what = "; ".join(texts) if texts else "no character it names has such a hit"
        self.step(
            None,
            f"{eff.card.name}: {what} (which hit goes is the player's choice: the latest is"
            " shown).",
            rules,
            "effect",
            changes,
        )

    def _chosen_removal(self, eff: Effect, clause: dict[str, Any]) -> None:
        """The event's hits removed from the character its player chose (its target), once,
        as the battle begins (OR.events, OR.hits)."""
        rules = ["OR.events", "OR.hits"]
        if battle_begun(self.board):
            text = f"{eff.card.name}: its hits were removed when the battle began."
            self.step(None, text, rules, "effect")
            return
        target = self.board.character(eff.target)
        found = removal_subject(self.board, None, target, None, clause)
        changes: list[dict[str, Any]] = []
        texts: list[str] = []
        self.take_hits(eff.card.name, None, clause, found, None, eff.player, changes, texts)
        words = "; ".join(texts) or "no hit removed"
        self.step(None, f"{eff.card.name}: {words}.", [*rules, *found.rules], "effect", changes)

    def _drop_if_ignored(self, eff: Effect) -> bool:
        for c in eff.clauses:
            if c.get("kind") != "event_ignored" or not can_decide_ignored(c):
                continue
            found, why = ignored(c, self.board)
            words = reach.clause_words(c)
            if found is None:
                self._warn_event(eff, c, f"{words} ({why}: give the players' mission piles)")
                continue
            if not found:
                self.step(
                    None,
                    f"{eff.card.name} is not ignored ({why}): it applies.",
                    ["OR.events", "OR.events.ignored"],
                    "effect",
                )
                continue
            self.board.in_play.remove(eff)
            self.step(
                None,
                f"{eff.card.name} is ignored, as it says ({words}; {why}): nothing it says"
                " applies this battle.",
                ["OR.events", "OR.events.ignored"],
                "no_effect",
                [{"op": "effect_end", "card": eff.card.name, "player": eff.player}],
            )
            return True
        return False

    def _event_ko(self, eff: Effect) -> bool:
        """The front-line character the event's player chose (the play's target) is KO'd, and
        the reserve of its side moves into play (OR.reserve); an event that is discarded if
        it would end the game is, when the KO would leave that side with no character. False
        when the event leaves play."""
        target = self.board.character(eff.target)
        ko = next(c for c in eff.clauses if kos_chosen(c))
        if target is None or target.position != "front_line" or target.ko:
            self._warn_event(
                eff,
                ko,
                f"{reach.clause_words(ko)} (give the chosen front-line"
                " character as the event's target)",
            )
            return True
        # "One front line hero of your choice": a villain, or a code not given, is not KO'd
        if (refused := code_refusal(ko.get("who_code"), target, "the KO")) is not None:
            self._warn_event(eff, ko, f"{reach.clause_words(ko)} ({refused})")
            return True
        spares = any(
            c.get("kind") == "discipline" and c.get("action") == SPARES_THE_GAME
            for c in eff.clauses
        )
        if spares and would_end_game(self.board, target):
            self.board.in_play.remove(eff)
            self.step(
                None,
                f"{eff.card.name} is discarded, as it says: KO'ing {target.name} would leave"
                f" player {target.player} with no character and end the game.",
                ["OR.events", "OR.objective", "MR.1"],
                "no_effect",
                [{"op": "effect_end", "card": eff.card.name, "player": eff.player}],
            )
            return False
        target.knocked_out_by = eff.card.name
        changes: list[dict[str, Any]] = []
        texts = [f"{eff.card.name} KOs {target.name}, the front-line character chosen"]
        moves = [c for c in eff.clauses if c.get("kind") == "character_move"]
        # the reserve that moves into play is the KO'd character's side's
        eff.clauses = [c for c in eff.clauses if c.get("kind") != "character_move"]
        step = self.step(None, "; ".join(texts) + ".", ["OR.events", "MR.1"], "effect", changes)
        self.check_ko(target, step, "the card's text")
        for c in moves:
            if move_character(self.board, c, target.player, None, changes, texts):
                step.rules = list(dict.fromkeys([*step.rules, *MOVE_RULES]))
        step.text = "; ".join(texts) + "."
        return True

    def _first_by_records(self, eff: Effect) -> None:
        first, counts = first_player(self.board)
        rules = ["OR.events", "OR.first-player", "OR.events.turn-order"]
        head = f"{eff.card.name}: hits in the permanent records of the front lines ({counts})"
        if first is None:
            self.step(
                None,
                f"{head} are even, so no player has more: the usual first player goes first.",
                rules,
                "effect",
            )
            return
        changes: list[dict[str, Any]] = []
        text = f"{head}: player {first} has more, and goes first this battle"
        if battle_begun(self.board):
            text += " (the battle has begun on this board: its turn is kept)"
        elif self.board.turn != first:
            changes.append({"op": "turn", "from": self.board.turn, "to": first})
            self.board.turn = first
            text += f"; the turn is player {first}'s"
        self.step(None, text + ".", rules, "effect", changes)

    def fire_card_triggers(self, play: Play, made: list[Step]) -> None:
        """Triggers in play waiting for the card a play used (``card_triggers``): a play or an
        attack that was made, a defense that blocked."""
        results = {s.result for s in made}
        if not made or "illegal" in results or not play.cards:
            return
        by = self.board.character(play.by)
        player = play.player or (by.player if by is not None else None)
        if player is None:
            return
        if play.type == "defend" and "blocked" in results:
            event = AFTER_BLOCKING
        elif play.type in ("attack", "play"):
            event = AFTER_PLAYING
        else:
            return
        if event == AFTER_PLAYING:  # "... for each Activator card played by Opponent"
            for eff, draw, card in played_draws(self.effects(), player, play.cards):
                text = draw_words(eff, draw, card, reach.clause_words)
                change = {"op": "draw", "who": draw.get("who"), "count": draw.get("count")}
                self.step(play.index, text, RULES_DRAWS, "effect", [change])
        for eff, trig, card in fired(self.effects(), player, event, play.cards):
            words = "; ".join(reach.clause_words(c) for c in trig.get("then") or ())
            self.step(
                play.index,
                f"{eff.card.name}: {card.name} was "
                + ("used to block" if event == AFTER_BLOCKING else "played")
                + f", so {words[0].lower()}{words[1:]} (carried out at the table).",
                ["MR.19", "MR.1"],
                "effect",
                [{"op": "trigger", "card": eff.card.name, "by": card.name}],
            )

    def _warn_event(self, eff: Effect, clause: dict[str, Any], text: str) -> None:
        key = (f"{eff.card.name} (event)", None)
        if key in self._warned:
            return
        self._warned.add(key)
        self.warnings.append(
            reach.clause_warning(
                eff.card.name, None, clause, f"{eff.card.name}, not applied: {text}"
            )
        )
