"""Resolving plays on a board state, one step at a time, each step citing its rules.

``resolve(state_json, plays_json, lookup, parse)`` validates the input (``InputError`` with
paths), then walks the plays: an action by the player whose turn it is (OR.fight), the
opponent's answers to it (defend, shift), its follow-ups while a string allows them
(MR.5.string), then the next player's action. An illegal play is a step with
``result: "illegal"`` citing the rule it breaks; it changes nothing. The same input always
gives the same steps.
"""

from __future__ import annotations

from typing import Any

from rules.engine import reach
from rules.engine.attack_scaling import uncounted
from rules.engine.attacks import (
    Action,
    Grant,
    Illegal,
)
from rules.engine.battle_venture import venture_summary
from rules.engine.board_model import is_lasting
from rules.engine.cards import CardLookup
from rules.engine.coded_specials import uncoded_owner_warnings
from rules.engine.grids_in_play import GRID_RULES, grids_in_play, grids_of_teammates
from rules.engine.mission_conditions import is_checked, mission_holds
from rules.engine.picked_characters import warn_ties
from rules.engine.plays import ANSWERS, Play, read_plays
from rules.engine.resolution import (
    Parser,
    Resolution,
    Step,
)
from rules.engine.resolve_answers import AnswersMixin
from rules.engine.resolve_card_attacks import CardAttacksMixin
from rules.engine.resolve_conditions import ConditionsMixin
from rules.engine.resolve_effects import EffectsMixin
from rules.engine.resolve_events import EventsMixin
from rules.engine.resolve_gathers import GathersMixin
from rules.engine.resolve_hits import HitsMixin
from rules.engine.resolve_obligations import ObligationsMixin
from rules.engine.resolve_returns import ReturnsMixin
from rules.engine.resolve_turns import TurnsMixin
from rules.engine.side_picks import warn_side_picks
from rules.engine.state import Board, Effect, Reader
from rules.engine.timed_leads import in_play_notes
from rules.engine.venture_history import history_holds, is_history
from rules.engine.who_codes import warn_uncoded

#: Why a condition on the last battle's venture is not applied on a board that does not say.
_NO_HISTORY = (
    "the board does not say how that player's venture went last battle: give its last_venture"
    " (won or lost)"
)


class Resolver(
    CardAttacksMixin,
    TurnsMixin,
    AnswersMixin,
    EffectsMixin,
    ConditionsMixin,
    EventsMixin,
    HitsMixin,
    ReturnsMixin,
    ObligationsMixin,
    GathersMixin,
):
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
        #: The players who took a turn in this resolution ("may not concede until they have
        #: each taken 1 turn").
        self.turns_taken: set[str] = set()
        #: The attacks made on characters in this resolution (player, icons, target).
        self.attacks_made: list[tuple[str, frozenset[str], str]] = []
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
            self.warn_unapplied(char.name, char.inherent_clauses, None, ("character", ""))
            self.warn_understanding(char.name, char.inherent_tree, None)
        for player in self.board.players.values():
            home = player.home_base
            if home is None:
                continue
            # the lasting part is an effect in play (checked below); the rest of a home
            # base's text is not applied by the resolver
            once = [c for c in home.clauses if not is_lasting(c)]
            if once and (found := reach.warning(home.name, once, None, "home_base")):
                self.warnings.append(found)
        for eff in self.board.all_effects():
            if eff.card.kind == "inherent":
                continue  # a character's inherent ability: warned with the character above
            kind = (eff.card.kind, eff.card.subtype or "")
            self.warn_unapplied(eff.card.name, eff.clauses, None, kind)
            self.warn_understanding(eff.card.name, eff.card.defn.effect, None)

    def warn_missions(self) -> None:
        """Mission conditions of the effects in play that the board cannot check: the side
        they name gives no mission (OR.mission)."""
        missions = {pid: p.mission for pid, p in self.board.players.items()}
        results = {pid: p.last_venture for pid, p in self.board.players.items()}
        for eff in self.board.all_effects():
            for c in eff.clauses:
                if is_history(c) and history_holds(c, eff.player, results) is None:
                    self.warn_once(eff.card.name, None, c, _NO_HISTORY, "last venture")
                if not is_checked(c) or mission_holds(c, eff.player, missions) is not None:
                    continue
                key = (f"{eff.card.name} (mission)", None)
                if key in self._warned:
                    continue
                self._warned.add(key)
                words = reach.clause_words(c)
                text = (
                    f"{eff.card.name}, not applied: {words} (the board does not say which"
                    " mission that player uses: give the player's mission)"
                )
                self.warnings.append(reach.clause_warning(eff.card.name, None, c, text))

    def warn_traits(self, play: Play, made: list[Step]) -> None:
        """A bar on defenders by trait that the board cannot check: the target's traits are
        not given (MR.5.restricted-defense)."""
        target = self.board.character(play.target)
        if target is None or target.traits is not None:
            return
        for card in play.cards:
            bars = [c for c in card.clauses if c.get("kind") == "defender_restriction"]
            if not bars or (card.name, play.index) in self._warned:
                continue
            self._warned.add((card.name, play.index))
            words = reach.clause_words(bars[0])
            text = (
                f"{card.name}, not applied: {words} (the board gives no traits for"
                f" {target.name}: give the character's traits)"
            )
            self.warnings.append(
                {
                    "card": card.name,
                    "play": play.index,
                    "kinds": ["defender_restriction"],
                    "not_applied": [words],
                    "text": text,
                }
            )
            if made:
                made[0].text = made[0].text.rstrip(".") + f" ({text})."

    def note_play(self, play: Play, first_step: int) -> None:
        """Append "not applied: ..." to the first step the play made, for each card of it."""
        made = self.steps[first_step:]
        if made and made[0].result == "illegal":
            return  # nothing of the play was applied, and the step says why
        self.warn_traits(play, made)
        self.warnings.extend(uncoded_owner_warnings(play, self.board, self._warned))
        for card in play.cards:
            if (
                c := uncounted(card.clauses, self.board, self.board.character(play.by))
            ) is not None:
                why = "the board does not say how many: give what it counts (missions, hits ...)"
                self.warn_once(card.name, play.index, c, why, "scaling")
            note = self.warn_unapplied(
                card.name, card.clauses, play.index, (card.kind, card.subtype or "")
            )
            if note and made:
                made[0].text = made[0].text.rstrip(".") + f" ({note})."
            self.warn_understanding(card.name, card.defn.effect, play.index)

    def note_leads(self, at_end: bool) -> list[tuple[str, tuple[str, ...]]]:
        """The clauses a lead times on the cards in play that the resolution does not apply
        (``timed_leads``), warned once each; their sentences and rules for the step."""
        out = []
        for name, clause, said, rules in in_play_notes(self.board, reach.clause_words, at_end):
            words = reach.clause_words(clause)
            if not any(
                w["card"] == name and any(x.startswith(words) for x in w["not_applied"])
                for w in self.warnings
            ):
                self.warnings.append(reach.clause_warning(name, None, clause, said))
            out.append((said, rules))
        return out

    def run(self) -> None:
        self.warn_board()
        self.note_leads(at_end=False)  # warned: a card in play has no step (timed_leads)
        self.warn_counts()  # mission piles a modifier waits on (resolve_obligations)
        self.warn_target_codes()  # "Target hero" modifiers on a villain (resolve_obligations)
        self.apply_events_in_play()
        self.apply_returns_in_play()
        self.apply_gathers_in_play()
        self.apply_moves_in_play()
        for text, changes in grids_in_play(self.board):
            self.step(None, text, list(GRID_RULES), "effect", changes)
        for text, changes in grids_of_teammates(self.board):
            self.step(None, text, ["OR.inherent", "OR.power-card"], "effect", changes)
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
            self.fire_card_triggers(play, self.steps[first_step:])
        try:
            self.close_pending()
        except Illegal as exc:  # the last attack waits for a defense its target owes
            said = f"Illegal: {exc.text}."
            if not self.steps or self.steps[-1].text != said:
                self.step(None, said, exc.rules, "illegal")
        self.warn_missions()
        warn_uncoded(self.board.all_effects(), self.board.characters(), self.warn_once)
        warn_side_picks(self.board, self.warn_once)  # a pick of no opposing character
        warn_ties(self.board.all_effects(), self.board, self.warn_once)  # picked_characters
        if self.concession is not None and not self.board.battle_over and not self.response_open:
            self.end_battle(None, f"player {self.concession} conceded")
        elif self.concession is not None and self.response_open and not self.board.battle_over:
            self.close_action()


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
