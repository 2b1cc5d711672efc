"""Resolving plays on a board state, one step at a time, each step citing its rules.

``resolve(state_json, plays_json, lookup, parse)`` validates the input (``InputError`` with
paths), then walks the plays: an action by the player whose turn it is (OR.fight), the
opponent's answers to it (defend, shift), its follow-ups while a string allows them
(MR.5.string), then the next player's action. An illegal play is a step with
``result: "illegal"`` citing the rule it breaks; it changes nothing. The same input always
gives the same steps.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.engine import ko as ko_rules
from rules.engine import reach
from rules.engine.attack_limits import attack_limit
from rules.engine.attack_options import apply_option_bonus
from rules.engine.attacks import (
    Action,
    AttackBuilder,
    Grant,
    Illegal,
    describe_cards,
    follow_up_options,
    modifier_total,
    pile_for,
    power_usable,
)
from rules.engine.battle_venture import finish_battle_records, venture_summary
from rules.engine.card_hits import LASTING_CONDITIONS, returned_hits
from rules.engine.cards import CardLookup
from rules.engine.clauses import LASTING_KINDS, tuple_of
from rules.engine.defense import NOT_DEFENSIVE_TIMING, Defense
from rules.engine.disciplines import pile_words
from rules.engine.durations import (
    clause_duration,
    describe,
    end_of_battle,
    end_on_event,
)
from rules.engine.follow_ups import follow_up_restrictions, successful_grants
from rules.engine.pile_actions import pile_change
from rules.engine.placement import placed_limit
from rules.engine.plays import ANSWERS, Play, read_plays
from rules.engine.record_changes import change_record
from rules.engine.shift import (
    Shifter,
    attacker_barred,
    barred_target,
    exclusive_bars,
    later_grant_wins,
    must_target,
)
from rules.engine.special_permissions import special_allowed
from rules.engine.state import Board, Character, Effect, Hit, Reader, other

Parser = Callable[[str], Any]
CONCESSION_TIMING = (
    "opponent_concedes",
    "when_opponent_concedes",
    "after_opponent_concedes",
    "concession",
)


@dataclass
class Step:
    n: int
    play: int | None
    text: str
    rules: list[str]
    result: str
    changes: list[dict[str, Any]] = field(default_factory=list)
    value: int | None = None  # an attack step's attack value, a block's defense value

    def to_json(self) -> dict[str, Any]:
        out = {
            "n": self.n,
            "play": self.play,
            "text": self.text,
            "rules": self.rules,
            "result": self.result,
            "changes": self.changes,
        }
        if self.value is not None:
            out["value"] = self.value
        return out


@dataclass
class Resolution:
    steps: list[Step]
    board: Board
    kos: list[dict[str, Any]]
    venture: dict[str, Any]
    warnings: list[dict[str, Any]] = field(default_factory=list)
    #: With ``resolve(..., board_at=n)``: the board before the first step and after step n.
    initial: dict[str, Any] | None = None
    board_then: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": [s.to_json() for s in self.steps],
            "state": self.board.to_json(),
            "ko": self.kos,
            "venture": self.venture,
            "warnings": self.warnings,
        }


def _name(board: Board, cid: str | None) -> str:
    if cid == "battlesite":
        return "the battlesite"
    char = board.character(cid)
    return char.name if char else str(cid)


class Resolver:
    def __init__(self, board: Board, plays: list[Play]) -> None:
        self.board = board
        self.plays = plays
        self.steps: list[Step] = []
        self.kos: list[dict[str, Any]] = []
        self.pending: Action | None = None
        self.grant: Grant | None = None
        self.action_player: str | None = None
        self.action_open = False
        self.battle_started = any(p.passed or p.conceded for p in board.players.values())
        self.concession: str | None = None
        self.response_open = False
        self.order = 0
        self.venture: dict[str, Any] | None = None
        self.last_action: Action | None = None
        self.last_outcome: Any = None
        self.warnings: list[dict[str, Any]] = []
        self._warned: set[tuple[str, int | None]] = set()
        #: The step whose board to keep (the desk draws it), and that board.
        self.board_at: int | None = None
        self.board_then: dict[str, Any] | None = None

    # ------------------------------------------------------------------ plumbing
    def effects(self) -> list[Effect]:
        return self.board.all_effects()

    def step(
        self,
        play: int | None,
        text: str,
        rules: list[str],
        result: str,
        changes: list[dict[str, Any]] | None = None,
    ) -> Step:
        s = Step(len(self.steps) + 1, play, text, list(dict.fromkeys(rules)), result, changes or [])
        self.steps.append(s)
        if self.board_at == s.n:
            # The engine changes the board before it records the step saying so.
            self.board_then = self.board.to_json()
        return s

    def illegal(self, play: Play, rules: list[str], text: str) -> None:
        self.step(play.index, f"Illegal: {text}.", rules, "illegal")

    def warn_unapplied(
        self,
        name: str,
        clauses: list[dict[str, Any]],
        play: int | None,
        card: tuple[str, str] | None = None,
    ) -> str | None:
        """Record the clauses of a card that the engine does not apply (``reach``), once per
        card and play; returns the "not applied: ..." note for the step's text."""
        if (name, play) in self._warned:
            return None
        found = reach.warning(name, clauses, play, card=card)
        if found is None:
            return None
        self._warned.add((name, play))
        self.warnings.append(found)
        return found["text"]

    def warn_understanding(self, name: str, effect: Any, play: int | None) -> None:
        key = (f"{name} (text)", play)
        if key not in self._warned and (found := reach.understanding_warning(name, effect, play)):
            self._warned.add(key)
            self.warnings.append(found)

    def warn_board(self) -> None:
        """Effects and inherent abilities already in play that the engine does not apply."""
        for char in self.board.characters():
            self.warn_unapplied(char.name, char.inherent_clauses, None)
            self.warn_understanding(char.name, char.inherent_tree, None)
        for player in self.board.players.values():
            home = player.home_base
            if home is None:
                continue
            # the lasting part is an effect in play (checked below); the rest of a home
            # base's text is not applied by the resolver
            once = [c for c in home.clauses if c.get("kind") not in LASTING_KINDS]
            if once and (found := reach.warning(home.name, once, None, "home_base")):
                self.warnings.append(found)
        for eff in self.board.all_effects():
            if eff.card.kind == "inherent":
                continue  # a character's inherent ability: warned with the character above
            kind = (eff.card.kind, eff.card.subtype or "")
            self.warn_unapplied(eff.card.name, eff.clauses, None, kind)
            self.warn_understanding(eff.card.name, eff.card.defn.effect, None)

    def note_play(self, play: Play, first_step: int) -> None:
        """Append "not applied: ..." to the first step the play made, for each card of it."""
        made = self.steps[first_step:]
        if made and made[0].result == "illegal":
            return  # nothing of the play was applied, and the step says why
        for card in play.cards:
            note = self.warn_unapplied(
                card.name, card.clauses, play.index, (card.kind, card.subtype or "")
            )
            if note and made:
                made[0].text = made[0].text.rstrip(".") + f" ({note})."
            self.warn_understanding(card.name, card.defn.effect, play.index)

    def run(self) -> None:
        self.warn_board()
        for play in self.plays:
            first_step = len(self.steps)
            if self.board.battle_over and not (play.type in ANSWERS and self.pending is not None):
                self.illegal(
                    play,
                    ["MR.13", "OR.battle-end"],
                    "the battle is over; no more plays may be made",
                )
                continue
            try:
                self.handle(play)
            except Illegal as exc:
                self.illegal(play, exc.rules, exc.text)
            self.note_play(play, first_step)
        self.close_pending()
        if self.concession is not None and not self.board.battle_over and not self.response_open:
            self.end_battle(None, f"player {self.concession} conceded")
        elif self.concession is not None and self.response_open and not self.board.battle_over:
            self.close_action()

    # ------------------------------------------------------------------ dispatch
    def handle(self, play: Play) -> None:
        if play.type in ANSWERS:
            self.answer(play)
            return
        self.close_pending()
        if self.board.battle_over:
            raise Illegal(
                ["MR.13", "OR.battle-end"], "the battle is over; no more plays may be made"
            )
        player = play.player or (
            self.action_player if self.action_open and self.grant else self.board.turn
        )
        if play.type == "place":
            self.place(play, player)
            return
        if (
            self.action_open
            and player == self.action_player
            and self.grant is not None
            and play.type in ("attack", "play")
        ):
            self.act(play, player, self.grant)
            return
        if self.action_open:
            self.close_action()
            if self.board.battle_over:
                raise Illegal(
                    ["MR.13", "MR.10.concede", "OR.battle-end"],
                    "the battle is over; no more plays may be made",
                )
            if play.player is None:
                player = self.board.turn
        if player != self.board.turn:
            if play.type == "concede":
                raise Illegal("OR.concede", f"player {player} may concede only on their own turn")
            raise Illegal(
                "OR.fight",
                f"it is player {self.board.turn}'s turn, not player {player}'s: one action per turn",
            )
        if play.type == "pass":
            self.do_pass(play, player)
        elif play.type == "concede":
            self.concede(play, player)
        else:
            self.act(play, player, None)

    # ------------------------------------------------------------------ actions
    def _take_cards(self, play: Play, player: str, by: Character | None) -> list[dict[str, Any]]:
        """Check the cards come from where the play says (placed on ``by``, or the hand)."""
        changes: list[dict[str, Any]] = []
        hand = self.board.players[player].hand
        for card in play.cards:
            if card.source == "placed":
                if by is None or not any(p.name.lower() == card.name.lower() for p in by.placed):
                    who = by.name if by else "the character"
                    raise Illegal(
                        "OR.fight",
                        f"{card.name} is not placed on {who}: placed cards are played only by their character",
                    )
            elif (
                card.source == "hand"
                and hand is not None
                and not any(h.name.lower() == card.name.lower() for h in hand)
            ):
                raise Illegal("OR.fight", f"{card.name} is not in player {player}'s hand")
        for card in play.cards:
            if card.source == "placed" and by is not None:
                for i, p in enumerate(by.placed):
                    if p.name.lower() == card.name.lower():
                        del by.placed[i]
                        changes.append({"op": "unplace", "character": by.id, "card": card.name})
                        break
            elif card.source == "hand" and hand is not None:
                for i, h in enumerate(hand):
                    if h.name.lower() == card.name.lower():
                        del hand[i]
                        break
        return changes

    def act(self, play: Play, player: str, grant: Grant | None) -> None:
        me = self.board.players[player]
        if me.passed and play.type in ("attack", "play"):
            raise Illegal(
                "OR.pass", f"player {player} has passed and may no longer attack this battle"
            )
        if play.loop and play.repeat is None:
            raise Illegal(
                "MR.18",
                "a play that loops names how many times it occurs (a positive whole number)",
            )
        response = self.concession is not None and not self.response_open
        builder = AttackBuilder(self.board, self.effects(), self.order)
        action = builder.build(play, player, grant)
        by = self.board.character(action.by)
        if response:
            for card in action.cards:
                for t in (c for c in card.clauses if c.get("kind") == "timing"):
                    if str(t.get("when")) in NOT_DEFENSIVE_TIMING:
                        raise Illegal(
                            ["MR.10.concede", "MR.10"],
                            f"a response to a concession is a defensive play, and {card.name} may not be played defensively",
                        )
        else:
            for card in action.cards:
                for t in (c for c in card.clauses if c.get("kind") == "timing"):
                    if str(t.get("when")) in CONCESSION_TIMING:
                        raise Illegal(
                            ["MR.10.concede", "MR.1"],
                            f"{card.name} is played only when the opponent concedes",
                        )
        if action.is_attack and by is not None:
            excl = exclusive_bars(self.board, self.effects(), by, "attack")
            if excl is not None:
                raise Illegal(
                    ["MR.19", "MR.1"],
                    f"{excl.card.name} leaves only certain characters to attack this battle",
                )
        if action.is_attack:
            barred = attacker_barred(self.effects(), action, by)
            if barred is not None:
                eff, text = barred
                grant_card = grant.card if grant else ""
                if grant is not None and later_grant_wins(eff, action, grant.order, "special"):
                    action.rules.append("MR.17")
                    action.notes.append(
                        f"{grant_card} was played after {eff.card.name}; equal priority, the last played wins"
                    )
                else:
                    raise Illegal(["MR.17", "MR.19"] if grant else ["MR.19", "MR.1"], text)
            limit = attack_limit(self.board, self.effects(), by, action.target, grant)
            if limit is not None:
                raise Illegal(["MR.19", "MR.1"], limit[1])
            if action.target not in (None, "battlesite"):
                tchar = self.board.character(action.target)
                why = barred_target(self.board, self.effects(), action, tchar) if tchar else None
                if why is not None:
                    raise Illegal(why[0], why[1])
                forced = must_target(self.board, self.effects(), action)
                if forced is not None and forced.id != action.target:
                    raise Illegal(
                        ["MR.1", "MR.19"],
                        f"attacks must be made against {forced.name} while that effect lasts",
                    )
            if action.kind in ("teamwork", "ally"):
                self.check_follow_up_owed(play, player, action)
        changes = self._take_cards(play, player, by)
        if action.is_attack and action.value is not None:
            mods, names = modifier_total(
                self.board,
                self.effects(),
                player=player,
                kind="attack_modifier",
                subject=by,
                card_kinds_=action.card_kinds,
                against=action.target,
                icons=action.icons,
            )
            if any(n.endswith("(inherent ability)") for n in names):
                action.rules.append("OR.inherent")
            if mods:
                action.value += mods
                action.notes.append(
                    f"{'+' if mods > 0 else ''}{mods} from {', '.join(names)} in play"
                )
        if grant is not None and grant.bonus_options and action.is_attack:
            apply_option_bonus(self.plays, play, player, grant, action)
        action.original_target = action.target
        tchar = (
            self.board.character(action.target)
            if action.target not in (None, "battlesite")
            else None
        )
        if tchar is not None and tchar.position == "reserve":
            action.rules.append("OR.reserve")
        self.last_action = action
        action.loop = play.repeat
        self.order += 1
        self.battle_started = True
        self.board.passes = 0
        self.pending = action
        self.action_open = True
        self.action_player = player
        if response:
            self.response_open = True
            action.rules.append("MR.10.concede")
        if (
            grant is not None
            and grant.source == "special"
            and any(c.subtype == "multipower" for c in play.cards)
        ):
            action.rules.append("OR.combination-exclusion")  # a follow-up may be a MultiPower card
        if grant is not None:
            grant.count -= 1
            if by is not None:
                grant.used_by.append(by.id)
            if action.icons:
                grant.used_icons.append(action.icons[0])
            action.rules.append("MR.5.string")
        who = f"Player {player}'s {by.name}" if by else f"Player {player}'s home base"
        notes = f" ({'; '.join(action.notes)})" if action.notes else ""
        if action.is_attack:
            aim = (
                f" {_name(self.board, action.target)}"
                if action.target
                else " the opponent (no target character)"
            )
            value = f", attack value {action.value}" if action.value is not None else ""
            follow = " as a follow-up" if grant is not None else ""
            text = f"{who} attacks{aim}{follow} with {action.description}{value}{notes}."
            self.step(play.index, text, action.rules, "attack", changes).value = action.value
        else:
            self.step(
                play.index,
                f"{who} plays {action.description}{notes}.",
                action.rules,
                "played",
                changes,
            )

    def check_follow_up_owed(self, play: Play, player: str, action: Action) -> None:
        """A teamwork or ally card needs its follow-up (OR.attack.teamwork, OR.attack.ally)."""
        for nxt in self.plays[play.index + 1 :]:
            if nxt.type in ANSWERS:
                continue
            mine = nxt.player in (None, player)
            ok = mine and nxt.type in ("attack", "play") and nxt.by not in (None, action.by)
            if ok and action.kind == "teamwork":
                ok = len(nxt.cards) == 1 and nxt.cards[0].kind == "power"
            if ok and action.kind == "ally":
                ok = len(nxt.cards) == 1 and nxt.cards[0].kind == "special"
            if not ok:
                kind = action.kind
                what = (
                    "a teammate's power card attack"
                    if kind == "teamwork"
                    else "a teammate's special"
                )
                raise Illegal(
                    [f"OR.attack.{kind}", f"OR.universe-{kind}"],
                    f"a {kind} card must be followed by {what}, and the next play is not one",
                )
            return

    def do_pass(self, play: Play, player: str) -> None:
        me = self.board.players[player]
        if me.hand is not None and not me.passed:
            playable = self.playable_in_hand(player)
            if playable:
                raise Illegal(
                    ["MR.6", "OR.pass"],
                    f"player {player} may not pass while holding a playable card ({playable})",
                )
        me.passed = True
        self.board.passes += 1
        self.battle_started = True
        checked = ["MR.6"] if me.hand is not None else []
        self.step(
            play.index,
            f"Player {player} passes and may no longer attack this battle.",
            ["OR.pass", *checked],
            "passed",
            [{"op": "pass", "player": player}],
        )
        if self.board.passes >= 2:
            self.end_battle(play.index, "both players passed in a row")
            return
        self.board.turn = other(player)
        if self.concession is not None:
            self.end_battle(play.index, f"player {self.concession} conceded")

    def playable_in_hand(self, player: str) -> str | None:
        me = self.board.players[player]
        opp = self.board.players[other(player)]
        if not any(c.active for c in opp.front_line) and not opp.battlesite:
            return None
        for card in me.hand or []:
            if card.kind == "power":
                for char in me.active():
                    if power_usable(card, char):
                        return card.label()
        return None

    def concede_forbidden(self, player: str) -> Effect | None:
        """An effect in play that keeps ``player`` from conceding ("opponent may not concede")."""
        for e in self.effects():
            for c in e.clauses:
                if (
                    c.get("kind") == "concede"
                    and c.get("allowed") is False
                    and (
                        e.player != player
                        or c.get("who") in ("both_players", "player", "self", "team")
                    )
                ):
                    return e
        return None

    def concede(self, play: Play, player: str) -> None:
        e = self.concede_forbidden(player)
        if e is not None:
            raise Illegal(
                ["OR.concede", "MR.19"], f"{e.card.name} keeps player {player} from conceding"
            )
        me = self.board.players[player]
        me.conceded = True
        self.concession = player
        self.battle_started = True
        self.board.turn = other(player)
        self.step(
            play.index,
            f"Player {player} concedes the battle and loses the venture; player {other(player)} may answer the concession once.",
            ["OR.concede", "MR.10.concede", "MR.13"],
            "conceded",
            [{"op": "concede", "player": player}],
        )

    def place(self, play: Play, player: str) -> None:
        if self.battle_started:
            raise Illegal("OR.placing", "cards are placed before the battle begins")
        if play.by == "home_base":
            home = self.board.players[player].home_base
            if home is None:
                raise Illegal("MR.15", "this player has no home base to place cards on")
            self.step(
                play.index,
                f"Player {player} places {describe_cards(play.cards)} on the home base.",
                ["OR.placing", "MR.15"],
                "placed",
                [{"op": "place", "character": "home_base", "card": c.name} for c in play.cards],
            )
            return
        char = self.board.character(play.by)
        if char is None or char.player != player:
            raise Illegal(
                "OR.placing", f"there is no character {play.by!r} on player {player}'s team"
            )
        if char.removed:
            raise Illegal("OR.ko.effects", f"{char.name} has been KO'd")
        changes = []
        for card in play.cards:
            slot = "universe" if card.kind == "universe" else card.kind
            if slot not in ("power", "universe", "tactic", "special"):
                raise Illegal("OR.placing", f"{card.label()} may not be placed on a character")
            taken = [
                p for p in char.placed if ("universe" if p.kind == "universe" else p.kind) == slot
            ]
            limit, distinct = placed_limit(char, slot)
            if len(taken) >= limit:
                raise Illegal(
                    "OR.placing", f"{char.name} already has a {slot} card placed ({taken[0].name})"
                )
            if distinct and any(p.name.lower() == card.name.lower() for p in taken):
                raise Illegal(
                    ["OR.placing", "OR.inherent"],
                    f"the {slot} cards placed on {char.name} may not be duplicates",
                )
            if card.kind == "power" and power_usable(card, char) is None:
                raise Illegal(
                    ["OR.placing", "OR.power-card"],
                    f"{char.name} may not use a {card.label()}, so it may not be placed there",
                )
            if card.kind == "special" and not special_allowed(card, char, self.effects()):
                raise Illegal(
                    ["OR.placing", "OR.special"],
                    f"{char.name} may not play {card.name}, so it may not be placed there",
                )
            card.source = "placed"
            char.placed.append(card)
            changes.append({"op": "place", "character": char.id, "card": card.name})
        self.step(
            play.index,
            f"Player {player} places {describe_cards(play.cards)} on {char.name}.",
            ["OR.placing"],
            "placed",
            changes,
        )

    # ------------------------------------------------------------------ answers
    def answer(self, play: Play) -> None:
        action = self.pending
        if action is None:
            raise Illegal("OR.defense", "there is no attack or play to answer")
        player = play.player or other(action.player)
        if player == action.player:
            raise Illegal("OR.defense", "a player answers the opponent's attack, not their own")
        if action.outcome is not None:
            raise Illegal("OR.defense", f"the attack has already been {action.outcome}")
        if play.type == "shift":
            if not action.is_attack:
                raise Illegal("MR.9", "only an attack may be shifted")
            out = Shifter(self.board, self.effects()).shift(action, play, player)
            action.target = out.new_target
            if not out.may_defend:
                action.notes.append("no_defense")
            action.answered.append(play.index)
            self.step(play.index, out.text + ".", out.rules, "shifted", out.changes)
            return
        if "no_defense" in action.notes:
            raise Illegal(
                "MR.9", "the card that shifted this attack says the new target may not defend"
            )
        if (
            action.target is None
            and action.is_attack
            and not any(c.get("kind") == "negate" for card in play.cards for c in card.clauses)
        ):
            raise Illegal(
                ["MR.5.target", "OR.defense"],
                "an attack on the opponent, not a character, may be answered only by a negate",
            )
        value = action.value
        outcome = Defense(self.board, self.effects(), self.order).evaluate(
            action, play, player, value
        )
        self.last_outcome = outcome
        self.order += 1
        action.outcome = outcome.result if outcome.stops else None
        if outcome.result == "blocked" and outcome.effects and not outcome.stops:
            action.outcome = None
        self.board.in_play.extend(outcome.effects)
        changes = list(outcome.changes)
        if outcome.stops:
            for card in action.cards:
                if card.kind == "activator":
                    continue
                changes.append(
                    {
                        "op": "discard",
                        "player": action.player,
                        "card": card.name,
                        "pile": pile_for(card),
                    }
                )
            if any(
                c.kind in ("universe", "tactic") and pile_for(c) == "power_pack"
                for c in [*action.cards, *play.cards]
            ):
                outcome.rules.append("MR.2")
            if len(action.cards) > 1 and "MR.7" in action.rules:
                outcome.rules.append("MR.7")
            if action.kind == "special":
                outcome.rules.append("MR.5.defended")
            if outcome.result == "negated" and action.secondary:
                outcome.rules.append("MR.5.secondary")
                outcome.text += "; its secondary effects are cancelled as well"
        action.answered.append(play.index)
        self.step(
            play.index, outcome.text + ".", outcome.rules, outcome.result, changes
        ).value = outcome.defense_value
        self.hit_back(action, play, outcome.result)

    def hit_back(self, action: Action, play: Play, result: str) -> None:
        """The blocking power card hits the attacker when a card says so (``card_hits``)."""
        attacker, hits, source, rules = returned_hits(
            self.board, self.effects(), action, play, result
        )
        if attacker is None or not hits:
            return
        attacker.hits.extend(hits)
        changes = [{"op": "hit", "target": attacker.id, "hit": h.to_json()} for h in hits]
        what = ", ".join(f"level {h.value} {h.icon.title()}" for h in hits)
        text = f"{source}: the blocking power card hits {attacker.name} ({what})."
        self.check_ko(attacker, self.step(play.index, text, rules, "hit", changes), "a hit back")

    # ------------------------------------------------------------------ finishing an action
    def close_pending(self) -> None:
        action = self.pending
        if action is None:
            return
        self.pending = None
        times = action.loop or 1
        if action.outcome == "negated":
            self.grant = self.grant if action.follow_up_of else None
            self._after(action, new_grants=False)
            return
        if action.outcome in ("blocked", "avoided"):
            if any(c.get("when") in ("successful", "target_ko") for c in action.conditions):
                self.step(
                    action.index,
                    "The attack did not succeed, so its 'if successful' effects do not happen.",
                    ["MR.5.conditional"],
                    "no_effect",
                )
            self.apply_secondary(action)
            if action.original_target not in (None, "battlesite") and self.board.character(
                action.original_target
            ):
                self.apply_conditions(action, "not_successful")
            self._after(action)
            return
        if not action.is_attack:
            onto = (
                self.board.character(action.target)
                if action.target not in (None, "battlesite")
                else None
            )
            for _ in range(times):
                self.apply_clauses(action, action.secondary, onto, "effect")
            self.apply_conditions(action, "played")
            self._after(action)
            return
        target = (
            self.board.character(action.target)
            if action.target not in (None, "battlesite")
            else None
        )
        for _ in range(times):
            if action.hits and action.target is not None:
                self.land_hits(action, target)
            elif action.target is not None and not action.hits and action.on_success:
                self.step(
                    action.index,
                    f"The attack on {_name(self.board, action.target)} is not stopped.",
                    ["OR.defense", "MR.5"],
                    "successful",
                )
            if action.on_success:
                self.apply_clauses(action, action.on_success, target, "effect")
        if target is not None:
            self.apply_conditions(action, "successful")
        elif action.on_battlesite and any(c.get("when") == "successful" for c in action.conditions):
            self.step(
                action.index,
                "The attack hit the battlesite, not a character, so its conditional effects do not happen.",
                ["MR.5.conditional"],
                "no_effect",
            )
        if action.target is None and action.conditions:
            self.step(
                action.index,
                "The attack had no target character, so its conditional effects do not happen.",
                ["MR.5.conditional"],
                "no_effect",
            )
        self.apply_secondary(action)
        self._after(action)

    def _after(self, action: Action, new_grants: bool = True) -> None:
        if action.loop:
            self.step(
                action.index,
                f"The loop occurs {action.loop} time(s) as its player named, then ends, ending the turn.",
                ["MR.18"],
                "loop_ended",
            )
            self.grant = None
            self.close_action()
            return
        if new_grants:
            self.open_grants(action)
        if self.grant is not None and self.grant.count <= 0:
            self.grant = None
        if self.grant is None:
            self.close_action()

    def open_grants(self, action: Action) -> None:
        by = action.by
        if action.kind in ("teamwork", "ally"):
            card = action.cards[0]
            self.grant = Grant(
                source=action.kind,
                player=action.player,
                grantor=by,
                who="teammate",
                count=2 if action.kind == "teamwork" else 1,
                options=follow_up_options(card),
                required=True,
                card=card.name,
                order=self.order,
            )
            return
        grants = action.grants + successful_grants(action)
        if not grants:
            return
        g = grants[-1]
        count = g.get("count")
        # "all" and "max" (as many as the rules allow) put no number on the follow-ups
        count = count if isinstance(count, int) else (1 if count is None else 99)
        who = g.get("who") or "self"
        mates = len([c for c in self.board.players[action.player].active() if c.id != by])
        per_char = count
        if who in ("team", "teammates"):
            count = max(count, 1) * max(mates, 1)
        if self.grant is not None and self.grant.count > 0:
            action.rules.append("MR.5.string")
        self.grant = Grant(
            source="special",
            player=action.player,
            grantor=by,
            who=who,
            count=count,
            card_kinds=tuple_of(g.get("card_kinds")),
            icons=tuple_of(g.get("icons")),
            card=next(
                (c.name for c in action.cards if g in c.clauses),
                action.special.name if action.special else "",
            ),
            order=self.order,
            per_char=per_char,
            bonus_options=list(g.get("bonus_options") or []),
            restrictions=[
                r
                for r in action.restrictions
                if r.get("applies_to")
                in ("both", "all", "each", "string", "follow_ups", "every_attack")
            ]
            + follow_up_restrictions(g),
        )
        limit = (
            "a teammate's follow-up is one attack"
            if who == "teammate"
            else "as many as the text allows"
        )
        self.step(
            action.index,
            f"{self.grant.card} allows {count} follow-up attack(s) ({limit}); any earlier string text is overridden.",
            ["MR.5.string", "OR.attack.special"],
            "string",
        )

    def close_action(self) -> None:
        if not self.action_open:
            return
        player = self.action_player
        self.action_open = False
        self.grant = None
        self.action_player = None
        if self.concession is not None and self.response_open:
            self.response_open = False
            conceder = self.concession
            blocker = self.concede_forbidden(conceder)
            if blocker is not None:
                # the response forbids conceding: the concession is undone and the battle
                # goes on with the responding player's turn (MR.10.concede example)
                self.concession = None
                self.board.players[conceder].conceded = False
                self.board.turn = other(conceder)
                self.step(
                    None,
                    f"{blocker.card.name} keeps player {conceder} from conceding: the concession is "
                    f"withdrawn and the battle goes on with player {other(conceder)}'s turn.",
                    ["MR.10.concede", "OR.concede"],
                    "concession_cancelled",
                    [{"op": "concession_cancelled", "player": conceder}],
                )
                return
            self.end_battle(None, f"player {conceder} conceded")
            return
        if player is not None:
            self.board.turn = other(player)

    # ------------------------------------------------------------------ effects
    def apply_secondary(self, action: Action) -> None:
        if not action.secondary:
            return
        self.apply_clauses(action, action.secondary, None, "effect", secondary=True)

    def apply_conditions(self, action: Action, when: str) -> None:
        for cond in action.conditions:
            w = cond.get("when")
            if w in LASTING_CONDITIONS and when in ("played", "successful"):
                then = cond.get("then") or []
                lasts = next((c["duration"] for c in then if c.get("duration")), None)
                self.apply_clauses(action, [{**cond, "duration": lasts}], None, "effect")
            elif when == "successful" and w == "successful":
                target = self.board.character(action.target)
                # its follow-up attacks are offered as a grant (``open_grants``)
                then = [c for c in cond.get("then") or [] if c.get("kind") != "additional_attack"]
                self.apply_clauses(action, then, target, "effect", conditional=True)
            elif when == "not_successful" and w in ("not_successful", "defended"):
                target = self.board.character(action.original_target)
                self.apply_clauses(
                    action, list(cond.get("then") or []), target, "effect", conditional=True
                )
            elif when == "successful" and w in ("target_ko", "ko"):
                target = self.board.character(action.target)
                if target is not None and target.ko:
                    self.apply_clauses(
                        action, list(cond.get("then") or []), target, "effect", conditional=True
                    )

    def apply_clauses(
        self,
        action: Action,
        clauses: list[dict[str, Any]],
        target: Character | None,
        result: str,
        secondary: bool = False,
        conditional: bool = False,
    ) -> None:
        card = action.special or action.cards[0]
        rules = (
            ["MR.5.secondary"] if secondary else (["MR.5.conditional"] if conditional else ["MR.5"])
        )
        if not action.is_attack:
            rules = ["MR.6"]
        lasting = [c for c in clauses if _is_lasting(c)]
        immediate = [c for c in clauses if not _is_lasting(c)]
        changes: list[dict[str, Any]] = []
        texts: list[str] = []
        if lasting:
            duration, printed = clause_duration(card, lasting)
            if secondary:
                tgt = None  # a secondary effect concerns the attacker's own side
            else:
                tgt = (
                    target.id
                    if target is not None
                    else (None if action.on_battlesite else action.target)
                )
            eff = Effect(
                card,
                action.player,
                action.by,
                tgt,
                duration,
                lasting,
                self.order,
                printed_duration=printed,
            )
            self.order += 1
            self.board.in_play.append(eff)
            changes.append(
                {
                    "op": "effect_start",
                    "card": card.name,
                    "player": action.player,
                    "target": tgt,
                    "duration": duration,
                }
            )
            texts.append(
                f"{card.name}'s effect is in play {describe(duration)}"
                + ("" if printed else " (no duration printed)")
            )
            rules.append("MR.19")
            for c in lasting:
                if c.get("kind") == "grid_change":
                    self.grid_change(action, c, target, changes, texts)
        for c in immediate:
            kind = c.get("kind")
            if change_record(c, target, changes, texts):
                rules.append("OR.hits")
            elif (pile := pile_change(c, reach.clause_words(c))) is not None:
                texts.append(pile[0])
                changes.append(pile[1])
            elif kind == "hit":
                if target is None:
                    continue
                icons = tuple_of(c.get("icons")) or ("any_power",)
                hit = Hit(
                    icon=icons[0],
                    value=int(c.get("level") or 0),
                    record=c.get("record") or "current",
                    source="special",
                    player=action.player,
                    card=card.name,
                )
                target.hits.append(hit)
                changes.append({"op": "hit", "target": target.id, "hit": hit.to_json()})
                texts.append(f"{target.name} takes a level {hit.value} {hit.icon.title()} hit")
                rules.append("OR.hits")
            elif kind == "remove_hits":
                self.remove_hits(action, c, target, changes, texts)
            elif kind == "damage_modifier" and target is not None:
                mine = [
                    h
                    for h in target.hits
                    if h.player == action.player and h.card in {x.name for x in action.cards}
                ]
                if mine:
                    old = mine[-1].value
                    mine[-1].value = max(0, old + int(c.get("amount") or 0))
                    changes.append(
                        {
                            "op": "hit_value",
                            "target": target.id,
                            "card": mine[-1].card,
                            "from": old,
                            "to": mine[-1].value,
                        }
                    )
                    texts.append(f"the hit on {target.name} becomes {mine[-1].value}")
                    rules.append("OR.hits")
            elif kind in ("discard", "draw", "mission_move", "concede"):
                who = c.get("who") or "player"
                texts.append(
                    f"{who.replace('_', ' ')} must {kind.replace('_', ' ')} as the card says"
                    f" ({c.get('count', 1)} card(s){pile_words(c)})"
                )
                changes.append(
                    {
                        "op": kind,
                        "who": who,
                        "count": c.get("count"),
                        "from": c.get("from"),
                        "to": c.get("to"),
                        **({"chosen_by": c["chosen_by"]} if c.get("chosen_by") else {}),
                    }
                )
        if any(c.get("op") == "ko_undone" for c in changes):
            rules.append("MR.12.cheating-death")
        if texts or changes:
            step = self.step(
                action.index,
                "; ".join(texts) + "." if texts else f"{card.name}'s effect applies.",
                rules,
                result,
                changes,
            )
            for c in clauses:
                if c.get("kind") == "ko_threshold":
                    for char in self.board.characters():
                        self.check_ko(char, step, "a change to the KO threshold")
            if target is not None and any(x.get("op") == "hit_icon" for x in changes):
                self.check_ko(target, step, "hits changing type")

    def grid_change(
        self,
        action: Action,
        c: dict[str, Any],
        target: Character | None,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> None:
        who = c.get("who") or "self"
        subject = self.board.character(action.by) if who == "self" else target
        if subject is None:
            return
        icons = tuple_of(c.get("icons"))
        if not icons and action.icons:
            icons = action.icons[:1]
        for icon in icons:
            if icon not in subject.grid:
                continue
            old = subject.grid.get(icon) or 0
            if c.get("set_to") is not None:
                new = int(c["set_to"])
            elif c.get("delta") is not None:
                new = old + int(c["delta"])
            else:
                new = old + int(action.bonus or 0)
            subject.grid[icon] = new
            changes.append(
                {"op": "grid", "character": subject.id, "icon": icon, "from": old, "to": new}
            )
            texts.append(f"{subject.name}'s {icon.title()} rating becomes {new}")

    def remove_hits(
        self,
        action: Action,
        c: dict[str, Any],
        target: Character | None,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> None:
        who = c.get("who") or "self"
        subject = self.board.character(action.by) if who in ("self", None) else target
        if (
            who in ("teammate", "self_or_teammate")
            and action.target
            and self.board.character(action.target)
        ):
            subject = self.board.character(action.target)
        if subject is None or subject.removed:
            return
        record = c.get("record") or "any"
        count = c.get("count", 1)
        both = ("any", None, "permanent_or_current", "permanent_and_current")
        pool = [h for h in subject.hits if record in both or h.record == record]
        take = pool if count == "all" else pool[-int(count or 1) :]
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

    # ------------------------------------------------------------------ hits and KOs
    def land_hits(self, action: Action, target: Character | None) -> None:
        changes: list[dict[str, Any]] = []
        if action.on_battlesite:
            site = self.board.players[other(action.player)].battlesite
            assert site is not None
            for h in action.hits:
                hit = copy.copy(h)
                site.hits.append(hit)
                changes.append({"op": "hit", "target": site.id, "hit": hit.to_json()})
            total = sum(h.value for h in action.hits)
            step = self.step(
                action.index,
                f"The attack hits {site.name} for {total} point(s).",
                ["OR.hits", "OR.attack.battlesite"],
                "hit",
                changes,
            )
            res = ko_rules.evaluate_battlesite(site)
            if res.ko and not site.ko:
                site.ko = True
                ko_changes = [{"op": "ko", "target": site.id, "kind": "cumulative"}]
                ko_changes += [
                    {
                        "op": "discard",
                        "player": site.player,
                        "card": s.name,
                        "pile": "defeated_characters",
                    }
                    for s in site.specials
                ]
                returned = [h for h in site.hits if h.record == "permanent"]
                site.hits = [h for h in site.hits if h.record != "permanent"]
                ko_changes += [
                    {"op": "return_hit", "target": site.id, "hit": h.to_json()} for h in returned
                ]
                site.specials = []
                self.kos.append({"id": site.id, "kind": "cumulative", "step": step.n + 1})
                self.step(
                    action.index,
                    f"{site.name} is KO'd: {res.reasons[0]}.",
                    res.rules,
                    "ko",
                    ko_changes,
                )
            return
        assert target is not None
        for h in action.hits:
            hit = copy.copy(h)
            target.hits.append(hit)
            changes.append({"op": "hit", "target": target.id, "hit": hit.to_json()})
        total = sum(h.value for h in action.hits)
        kinds = "/".join(dict.fromkeys(h.icon.replace("_", "-").title() for h in action.hits))
        rules = ["OR.hits"]
        if any(h.source == "universe" for h in action.hits):
            rules.append("MR.3")
        extra = ""
        if any(not h.spectrum for h in action.hits):
            rules.append("OR.ko.spectrum")
            extra = " (it does not count toward a spectrum KO)"
        if any(h.record == "permanent" for h in action.hits):
            extra += " (straight onto the permanent record, as the card says)"
        ended = end_on_event(self.board, "hit", target.id)
        if ended:
            changes.extend(ended)
            rules.append("MR.19")
        step = self.step(
            action.index,
            f"The attack hits {target.name}: {total} point(s) of {kinds} added to the current battle{extra}.",
            rules,
            "hit",
            changes,
        )
        self.check_ko(target, step, "a hit")

    def check_ko(self, char: Character, cause_step: Step, cause: str) -> None:
        if char.removed:
            return
        res = ko_rules.evaluate(char, self.effects())
        if not res.ko and not char.ko and cause == "a hit":
            # say where the character stands, so a judge can read it aloud
            cause_step.text = (
                cause_step.text.rstrip(".") + f"; {char.name} is not KO'd: {res.reasons[-1]}."
            )
            cause_step.rules = list(dict.fromkeys([*cause_step.rules, *res.rules]))
        if res.ko and not char.ko:
            char.ko = True
            char.ko_kind = res.kind
            changes: list[dict[str, Any]] = [{"op": "ko", "target": char.id, "kind": res.kind}]
            stays = char.remains_after_ko and res.kind != "tko"
            text = f"{char.name} is KO'd ({res.kind}): {res.reasons[0]}"
            if stays:
                text += "; an effect keeps the character in the fight until the battle ends"
                rules = [*res.rules, "MR.12.cheating-death"]
            else:
                char.removed = True
                changes += [
                    {"op": "discard", "player": char.player, "card": p.name, "pile": pile_for(p)}
                    for p in char.placed
                ]
                char.placed = []
                returned = [h for h in char.hits if h.record == "permanent"]
                char.hits = [h for h in char.hits if h.record != "permanent"]
                changes += [
                    {"op": "return_hit", "target": char.id, "hit": h.to_json()} for h in returned
                ]
                rules = [*res.rules, "OR.ko.effects"]
                if res.kind == "tko":
                    text += "; it leaves play at once whatever its abilities"
            changes.extend(end_on_event(self.board, "ko", char.id))
            if not self.board.players[char.player].active():
                text += f"; player {char.player} has no active front-line character left, yet the battle goes on until a concession or two passes"
                rules.append("MR.13")
            step = self.step(cause_step.play, text + ".", rules, "ko", changes)
            self.kos.append({"id": char.id, "kind": res.kind, "step": step.n})
        elif not res.ko and char.ko and not char.removed:
            char.ko = False
            char.ko_kind = None
            self.kos = [k for k in self.kos if k["id"] != char.id]
            self.step(
                cause_step.play,
                f"{char.name} is no longer KO'd after {cause}: the character stays in the fight (cheating death).",
                ["MR.12.cheating-death"],
                "ko_undone",
                [{"op": "ko_undone", "character": char.id}],
            )

    # ------------------------------------------------------------------ end of battle
    def end_battle(self, play: int | None, reason: str) -> None:
        if self.board.battle_over:
            return
        self.board.battle_over = True
        self.board.end_reason = reason
        changes: list[dict[str, Any]] = [{"op": "battle_end", "reason": reason}]
        for char in self.board.characters():
            if char.ko and not char.removed:
                char.removed = True
                changes.append({"op": "removed", "character": char.id})
        self.venture = venture_summary(self.board)
        had_effects = bool(self.board.all_effects())
        changes.extend(end_of_battle(self.board))
        changes.extend(finish_battle_records(self.board))
        rules = ["MR.13", "OR.battle-end", "OR.venture-total", "OR.hits"]
        if had_effects:
            rules.append("MR.19")  # battle-long effects end; game-long ones stay
        for pid in ("A", "B"):
            rules.extend(self.venture[pid].get("rules", []))
        self.step(play, f"The battle ends: {reason}.", rules, "battle_end", changes)


def _is_lasting(clause: dict[str, Any]) -> bool:
    if clause.get("kind") == "concede":
        return clause.get("allowed") is False  # "may not concede" stays in play
    if clause.get("kind") == "condition":
        return clause.get("when") in LASTING_CONDITIONS  # checked at each block
    return clause.get("kind") in LASTING_KINDS


def resolve(
    state: Any,
    plays: Any,
    lookup: CardLookup,
    parse: Parser | None = None,
    *,
    board_at: int | None = None,
) -> Resolution:
    """Validate and resolve: raises ``state.InputError`` for input it cannot read. With
    ``board_at`` (a step number), the resolution also keeps the board at the start and as it
    stood after that step."""
    reader = Reader(lookup, parse)
    board = reader.board(state)
    play_list = read_plays(plays, reader)
    return resolve_board(board, play_list, board_at=board_at)


def resolve_board(board: Board, plays: list[Play], *, board_at: int | None = None) -> Resolution:
    resolver = Resolver(board, plays)
    initial = board.to_json() if board_at is not None else None
    resolver.board_at = board_at
    resolver.run()
    if board.battle_over and resolver.venture is not None:
        venture = dict(resolver.venture)
    else:
        venture = venture_summary(board)
    venture["battle_over"] = board.battle_over
    return Resolution(
        resolver.steps,
        board,
        resolver.kos,
        venture,
        warnings=resolver.warnings,
        initial=initial,
        board_then=resolver.board_then,
    )
