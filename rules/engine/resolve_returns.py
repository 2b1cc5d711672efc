"""The Resolver's application of the cards that bring a KO'd character back (OR.ko.return,
``character_returns``): when a card is played, when an event or an effect whose battle has come
is in play before the first play, and at the end of the battle it came back for."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action
from rules.engine.character_returns import (
    RETURN_RULES,
    bring_back,
    chosen,
    comeback_words,
    discard_returned,
    exchange,
    is_applied_resurrect,
    kod,
    names,
    to_reserve,
    walk,
)
from rules.engine.own_ko_returns import RULES as OWN_RULES
from rules.engine.own_ko_returns import held_return, hold_for_next_battle, named, own_return
from rules.engine.state import Character, Effect


class ReturnsMixin:
    def apply_returns_in_play(self) -> None:
        """An event in play ("Resurrect 1 KO'd hero"), or an effect whose battle has come
        ("resurrect any KO'd teammate next battle" played in the battle before), brings its
        KO'd character back before the battle's first play."""
        for eff in list(self.board.in_play):
            if eff.duration == "next_battle":
                continue
            # both players do what an event says (OR.events); an effect is its player's
            sides = list(self.board.players) if eff.kind == "event" else [eff.player]
            for c in eff.clauses:  # not one bought by a cost paid at the table (paid_effect)
                if c.get("kind") == "resurrect" and is_applied_resurrect(c):
                    for pid in sides:
                        self._resurrect_in_play(eff, c, pid)
            held = held_return(self.board, eff)  # after its own KO (own_ko_returns)
            if held is not None:
                self._resurrect_in_play(eff, held, eff.player)

    def _resurrect_in_play(self, eff: Effect, clause: dict[str, Any], pid: str) -> None:
        target = self.board.character(eff.target)
        named = eff.target if target is not None and target.player == pid else None
        if target is not None and named and not target.ko:
            return  # the board already shows it back in play
        if (
            eff.kind == "event"
            and eff.target is not None
            and named is None
            and not kod(self.board, pid)
        ):
            return  # the target named is the other side's
        char, why = chosen(self.board, pid, named)
        if char is None:
            if kod(self.board, pid) or (eff.target is not None and eff.kind != "event"):
                self.warn_return(eff.card.name, None, clause, why)
            elif eff.kind != "event":  # its battle has come, and no one is there to come back
                text = f"{eff.card.name}: {why}, so no one is resurrected."
                self.step(None, text, list(RETURN_RULES), "no_effect")
            return
        where = "reserve" if to_reserve(self.board, pid, eff.clauses) else "front_line"
        change = bring_back(self.board, char, where)
        if eff.kind != "event":
            eff.target = char.id
        self.step(
            None,
            f"{eff.card.name}: {comeback_words(char, change)}.",
            [*RETURN_RULES, "OR.events"] if eff.kind == "event" else list(RETURN_RULES),
            "effect",
            [change],
        )

    def apply_return(
        self,
        action: Action,
        clause: dict[str, Any],
        target: Character | None,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> bool:
        """One clause of the family in a card played (from ``apply_clauses``); False when the
        play cannot carry it out (the warning says why)."""
        kind = clause.get("kind")
        card = action.special or action.cards[0]
        if kind in ("character_removal", "discard_character"):
            texts.append(
                "the character brought back goes back to the Defeated Characters pile"
                " at the end of the battle it came back for"
            )
            return True
        if kind == "character_return":
            by = self.board.character(action.by)
            char = by if by is not None and names(clause.get("who"), by) else None
            if char is None or not char.ko:
                self.warn_return(
                    card.name,
                    action.index,
                    clause,
                    "the character it names is"
                    " not KO'd on the board (give the card's own character as"
                    " the play's maker)",
                )
                return False
            change = bring_back(self.board, char, str(clause.get("to") or "reserve"))
            changes.append(change)
            texts.append(
                f"{char.name} moves from the Defeated Characters pile to the"
                f" {change['to'].replace('_', ' ')}, and plays as normal"
            )
            return True
        if kind == "exchange_character":
            return self._exchange(action, clause, target, changes, texts)
        if own_return(clause):  # "<X> is resurrected at beginning of next battle"
            fallen = [c for c in kod(self.board, action.player) if names(clause.get("who"), c)]
            char, why = (fallen[0], "") if fallen else (None, "the character it names is not KO'd")
        elif is_applied_resurrect(clause):
            char, why = chosen(self.board, action.player, target.id if target else None)
        else:
            return False
        later = clause.get("duration") == "next_battle"
        if char is None and later and target is None and not own_return(clause):
            # "any KO'd teammate next battle", none named now: chosen when that battle begins
            self._hold(action, clause, None, changes)
            texts.append("the KO'd teammate is resurrected at the start of the next battle")
            return True
        if char is None:
            self.warn_return(card.name, action.index, clause, why)
            return False
        if later:
            self._hold(action, clause, char.id, changes)
            texts.append(f"{char.name} will be resurrected at the start of the next battle")
            return True
        change = bring_back(self.board, char, "front_line")
        changes.append(change)
        texts.append(comeback_words(char, change))
        return True

    def wait_for_own_ko(self, action: Action, cond: dict[str, Any]) -> None:
        """ "After being K.O.'d, <X> is resurrected at beginning of next battle": the card
        waits in play, naming no target, for the battle's end (own_ko_returns)."""
        card = action.special or action.cards[0]
        waiting = Effect(card, action.player, action.by, None, "battle", [cond], 0)
        waiting.order, self.order = self.order, self.order + 1
        self.board.in_play.append(waiting)
        char = named(self.board, waiting, cond["then"][0])
        who = char.name if char is not None else str(cond["then"][0].get("who"))
        start = {"op": "effect_start", "card": card.name, "player": action.player}
        self.step(
            action.index,
            f"{card.name} waits in play for the end of the battle: if {who} is KO'd then,"
            f" {who} is resurrected at the beginning of the next battle.",
            list(OWN_RULES),
            "effect",
            [{**start, "target": None, "duration": "battle"}],
        )

    def _hold(
        self, action: Action, clause: dict[str, Any], char: str | None, changes: list[dict]
    ) -> None:
        """The resurrection waits in play for the next battle (OR.ko.return, MR.19)."""
        card = action.special or action.cards[0]
        ends = self._return_ends(action)
        held = Effect(card, action.player, action.by, char, "next_battle", [clause, *ends], 0)
        held.order, self.order = self.order, self.order + 1
        self.board.in_play.append(held)
        changes.append(
            {
                "op": "effect_start",
                "card": card.name,
                "player": action.player,
                "target": char,
                "duration": "next_battle",
            }
        )

    def _exchange(
        self,
        action: Action,
        clause: dict[str, Any],
        target: Character | None,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> bool:
        """The front-line character the play names (its target) and the KO'd teammate it
        names (``to``, or the side's only one) change places."""
        card = action.special or action.cards[0]
        play = next((p for p in self.plays if p.index == action.index), None)
        coming, why = chosen(self.board, action.player, play.to if play else None)
        if target is None or target.player != action.player or not target.active:
            coming, why = None, "the play names no front-line character of its side (the target)"
        if coming is None:
            self.warn_return(card.name, action.index, clause, why)
            return False
        changes.extend(exchange(self.board, target, coming))
        texts.append(
            f"{coming.name} comes back from the Defeated Characters pile in place of"
            f" {target.name}, who goes there instead"
        )
        return True

    def _return_ends(self, action: Action) -> list[dict[str, Any]]:
        card = action.special or action.cards[0]
        return [
            c
            for c in walk(card.clauses)
            if c.get("kind") in ("character_removal", "discard_character")
        ]

    def apply_after_ko(self, action: Action, cond: dict[str, Any]) -> None:
        """ "After Goblyn Queen is KO'd, <do this>": the character it names is KO'd on the
        board when the card is played; what it buys by discarding the card itself (the card
        is discarded as played) is carried out."""
        by = self.board.character(action.by)
        if by is None or not by.ko or not names(cond.get("detail") or "self", by):
            self.step(
                action.index,
                f"{cond.get('detail') or 'The character'} is not KO'd, so the card's effect"
                " does not happen.",
                list(RETURN_RULES),
                "no_effect",
            )
            return
        then = [x for c in cond.get("then") or () for x in (c.get("then") or [c])]
        self.apply_clauses(action, then, by, "effect")

    def end_returns(self) -> list[dict[str, Any]]:
        """At the battle's end, before its effects end: the characters brought back for it
        go back to the Defeated Characters pile (said in a step of their own)."""
        changes, texts = discard_returned(self.board)
        if changes:
            self.step(None, "; ".join(texts) + ".", [*RETURN_RULES, "MR.19"], "effect", changes)
        held, words = hold_for_next_battle(self.board)  # after its own KO (own_ko_returns)
        if words:
            self.step(None, "; ".join(words) + ".", list(OWN_RULES), "effect", held)
        return [*changes, *held]

    def warn_return(self, card: str, play: int | None, clause: dict[str, Any], why: str) -> None:
        self.warn_once(card, play, clause, why, "return")  # resolve_obligations
