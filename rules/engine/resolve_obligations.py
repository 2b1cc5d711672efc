"""The Resolver's checks of what card text asks of the board: a Target Character named with a
hero/villain code (``target_codes``), an obligation to attack before a
pass (``attack_obligations``), a defense owed before the next play (``defense_owed``), and a
mission pile's count a modifier waits on (``mission_counts``), said in a warning when the board
does not give it."""

from __future__ import annotations

from typing import Any

from rules.engine import reach
from rules.engine.action_model import Action, Illegal
from rules.engine.attack_obligations import (
    OBLIGATION_RULES,
    follow_up_left,
    pass_barred,
    unchecked,
)
from rules.engine.board_model import CardUse
from rules.engine.defense_owed import check_owed
from rules.engine.ko_timing import ko_moment_check
from rules.engine.mission_counts import unchecked_counts
from rules.engine.placing_owed import PLACING_RULES, placeable_left, placing_owed_by
from rules.engine.plays import Play
from rules.engine.target_codes import (
    barred_modifiers,
    card_code_bar,
    check_target_code,
    target_code_unknown,
)
from rules.engine.who_codes import NOT_GIVEN, not_given


class ObligationsMixin:
    def check_pass(self, play: Play, player: str) -> None:
        """A pass is illegal while a character obliged to attack can still attack; when the
        board does not say (no hand given), the answer warns the obligation is not checked."""
        barred = pass_barred(self.board, player)
        if barred is not None:
            raise Illegal(list(OBLIGATION_RULES), f"player {player} may not pass: {barred}")
        for e, clause, char in unchecked(self.board, player):
            why = (
                f"the board gives no hand for player {player}, so whether {char.name} can still"
                " attack is not known: give the hand"
            )
            self.warn_once(e.card.name, play.index, clause, why, "obligation")

    def check_string_owed(self, play: Play) -> None:
        """A string whose card makes its character's follow-up owed may not be closed by
        another play while that character can still make it (raises); when the board gives
        no hand and nothing placed decides it, the answer warns it is not checked."""
        grant = self.grant if self.action_open else None
        owing = follow_up_left(self.board, grant) if grant is not None else None
        if owing is None:
            return
        char, card = owing
        owed = f"{grant.count} additional attack(s)"
        if grant.once_each:  # "1 additional Fighting and/or 1 additional Intellect"
            owed = " and/or ".join(f"1 additional {i.title()}" for i in grant.icons) + " attack"
        if card is not None:
            raise Illegal(
                ["MR.5.string", *OBLIGATION_RULES],
                f"{grant.card} says {char.name} must make {owed}, and it can ({card}): the"
                " string goes on before anything else",
            )
        if self.board.players[char.player].hand is None:
            why = (
                f"the board gives no hand for player {char.player}, so whether {char.name} can"
                " still make it is not known: give the hand"
            )
            clause = {
                "kind": "additional_attack",
                "required": True,
                "who": "self",
                "count": grant.count,
                "icons": list(grant.icons),
                "card_kinds": list(grant.card_kinds),
            }
            self.warn_once(grant.card, play.index, clause, why, "follow-up owed")

    def check_placing_owed(self, play: Play) -> None:
        """Before the battle's first action, while a card in play makes the players place
        every card that fits a front-line character, none may still hold one (raises); a
        hand the board does not give is warned about."""
        found = placing_owed_by(self.effects())
        if found is None or self.battle_started:
            return
        eff, clause = found
        for pid in sorted(self.board.players):
            left = placeable_left(self.board, pid, self.effects())
            if left is not None:
                raise Illegal(
                    list(PLACING_RULES),
                    f"{eff.card.name} makes every card that fits a front-line character placed"
                    f" before the battle, and player {pid} still holds {left[0]}, which fits"
                    f" {left[1]}",
                )
            if self.board.players[pid].hand is None:
                why = (
                    f"the board gives no hand for player {pid}, so whether a card that fits"
                    " is left unplaced is not known: give the hand"
                )
                self.warn_once(eff.card.name, play.index, clause, why, "placing owed")

    def check_defense_owed(self, action: Action) -> None:
        """An attack its target must defend may not go through while the target can block it
        (raises); when the board does not say, the answer warns the obligation is not
        checked."""
        unchecked_owed = check_owed(self.board, action)
        if unchecked_owed is None:
            return
        card, clause, target = unchecked_owed
        if self.board.players[target.player].hand is None:
            why = (
                f"the board gives no hand for player {target.player}, so whether {target.name}"
                " could block the attack is not known: give the hand"
            )
        else:
            why = (
                f"whether {target.name} could defend it with other cards than power cards is"
                " left to the table"
            )
        self.warn_once(card, action.index, clause, why, "defense owed")

    def shift_cards(self, play: Play, player: str) -> list[CardUse]:
        """The cards of a shift answer: those played, or the home base whose text shifts."""
        home = self.board.players[player].home_base
        return list(play.cards) or ([home] if home is not None else [])

    def warn_counts(self) -> None:
        """Modifiers waiting on a mission pile's count that the board does not give."""
        for e, clause in unchecked_counts(self.board):
            why = "the board gives no mission piles for that player: give its missions"
            self.warn_once(e.card.name, None, clause, why, "mission count")

    def warn_target_codes(self) -> None:
        """A "Target hero" modifier in play aimed at a villain (or the reverse) with the code
        rule in use: not applied, and said so (``target_codes``, OR.code-rule)."""
        for e, clause, why in barred_modifiers(self.board):
            self.warn_once(
                e.card.name, None, clause, f"{why}: OR.code-rule", f"code {clause['kind']}"
            )

    def check_target_code(self, action: Any) -> None:
        """With the code rule in use, a character never plays a card of the other code; a card
        naming its Target Character "Target hero" or "Target villain": the code rule bars a
        character of the other code; otherwise the step says why the target may be it
        (``target_codes``)."""
        by = self.board.character(action.by)
        barred = card_code_bar(action.cards, by) if by is not None else None
        if barred is not None:
            raise Illegal(["OR.code-rule"], barred)
        if action.target in (None, "battlesite"):
            return
        refused, note = check_target_code(action.cards, self.board.character(action.target))
        if refused is not None:
            raise Illegal(["OR.code-rule"], refused)
        if note is not None:
            action.rules.append("OR.code-rule")
            action.notes.append(note)
        target = self.board.character(action.target)
        unknown = target_code_unknown(action.cards, target)
        if unknown is not None and target is not None:  # the one rule (who_codes.NOT_GIVEN)
            action.rules.append(NOT_GIVEN)
            card = action.cards[0].name if action.cards else "the play"
            self.warn_once(card, action.index, unknown, not_given(target.name), "code")

    def check_ko_moment(self, action: Any, player: str) -> None:
        """A card played at a KO ("Play when opponent's hero is KO'd"): refused until such a
        character is KO'd; the step says whose KO it is played at (``ko_timing``)."""
        found = ko_moment_check(self.board, action.cards, player)
        if found.refusal is not None:
            raise Illegal(*found.refusal)
        action.rules.extend(r for r in found.rules if r not in action.rules)
        if found.note is not None:
            action.notes.append(found.note)
        if found.unchecked is not None:
            card, clause, why = found.unchecked
            self.warn_once(card, action.index, clause, why, "code")

    def warn_once(
        self, card: str, play: int | None, clause: dict[str, Any], why: str, tag: str
    ) -> None:
        """A warning that the board did not let the engine apply ``clause`` of ``card``, and
        why; once per card, play and ``tag``."""
        key = (f"{card} ({tag})", play)
        if key in self._warned:
            return
        self._warned.add(key)
        text = f"{card}, not applied: {reach.clause_words(clause)} ({why})"
        self.warnings.append(reach.clause_warning(card, play, clause, text))
