"""Answering an attack or a play: blocks, avoids, negates and what may be played (OR.defense, MR.10).

* Any power type defends any power type; a power card (with a basic or training universe, a
  DoubleShot, or a special that acts as one) blocks when its value with bonuses reaches the
  attack's value with bonuses (OR.defense).
* A battlesite defends with power cards usable by an active front-line character, never with
  universe cards, and with activators (OR.defense.battlesite).
* Only cards played in response are a defense (MR.10): a card that has no direct effect on the
  attack, a "play in current battle" or "play on your turn" card, a teamwork or ally card, a
  buff the defense does not need: none may be played. R1 avoid/shift/block/negate, R2 restrict
  how the character may be attacked, R3 restrict how the opponent may attack, R4 a buff or
  de-buff. A card already in play is not played in response and may pass a restriction that
  only bars responses (MR.10 examples).
* The attack may restrict its defense (MR.5.restricted-defense); only a targeted attack may be
  avoided (MR.5.target).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.attacks import (
    Action,
    Illegal,
    card_icons,
    card_kinds,
)
from rules.engine.block_rules import defender_bar
from rules.engine.card_filters import card_filter, clause_filter
from rules.engine.chosen_type_bars import chosen_type_bar
from rules.engine.clauses import tuple_of
from rules.engine.defense_avoids import AvoidsMixin
from rules.engine.defense_blocks import BlocksMixin
from rules.engine.defense_outcome import (
    DEFENSIVE_USES,
    NOT_DEFENSIVE_TIMING,
    Outcome,
    card_clauses,
    combination_missing,
    concerns_target,
    discard_change,
    discard_of,
    find_in_play,
    restriction_bars,
    use_and_against,
)
from rules.engine.granted_defenses import doubleshot_avoid, granted_avoid
from rules.engine.group_subjects import group_holds
from rules.engine.play_conditions import refused_play
from rules.engine.state import Board, CardUse, Character, Effect
from rules.engine.target_codes import card_code_bar
from rules.engine.who_codes import code_fits
from rules.engine.who_names import EVERYONE, names_character
from rules.engine.worded_bars import worded_bar

#: Names the rest of the project imports from here.
__all__ = ["Defense", "NOT_DEFENSIVE_TIMING", "discard_change", "find_in_play", "restriction_bars"]


if TYPE_CHECKING:
    from rules.engine.plays import Play


class Defense(AvoidsMixin, BlocksMixin):
    """Evaluates one ``defend`` play against the action it answers."""

    def __init__(self, board: Board, effects: list[Effect], order: int) -> None:
        self.board = board
        self.effects = effects
        self.order = order

    def target_char(self, action: Action) -> Character | None:
        return (
            self.board.character(action.target)
            if action.target not in (None, "battlesite")
            else None
        )

    def evaluate(
        self, action: Action, play: Play, player: str, attack_value: int | None
    ) -> Outcome:
        cards = list(play.cards)
        target = self.target_char(action)
        defender = self._defender(action, play, player, target)
        self._cannot_defend(action, defender or target)
        self._use_barred(cards, defender or target, action)
        chosen_type_bar(self.effects, defender or target, cards)  # "of X's choice" (MR.19)
        bar = defender_bar(action, defender or target) if (defender or target) else None
        if bar is not None and bar[2]:
            raise Illegal(
                ["MR.5.restricted-defense", "MR.19"],
                f"{bar[0]} may not be defended by a {bar[1]} character",
            )
        from rules.engine.shift import exclusive_bars

        excl = exclusive_bars(self.board, self.effects, defender, "defend") if defender else None
        if excl is not None:
            raise Illegal(
                ["MR.19", "MR.1"],
                f"{excl.card.name} leaves only certain characters to defend this battle",
            )
        refused = refused_play(cards, defender or target, None, ("self",))
        if refused is not None:  # "May only be played if this character has ..." (play_conditions)
            raise Illegal(*refused)
        coded = card_code_bar(cards, defender or target)  # a hero's villain card (target_codes)
        if coded is not None:
            raise Illegal(["OR.code-rule"], coded)
        in_play_effects: list[Effect] = []
        for card in cards:
            self._card_allowed(action, card, player)
            if card.source == "in_play":
                eff = find_in_play(self.board, player, card)
                if eff is None:
                    raise Illegal("MR.10", f"{card.name} is not in play for player {player}")
                in_play_effects.append(eff)
        missing = combination_missing(action, cards)
        if missing is not None:
            what = card_filter(missing.get("only")).words()
            played = " and ".join(c.label() for c in cards)
            raise Illegal(
                ["MR.5.restricted-defense", "OR.defense"],
                f"the attack may only be defended with {what}, so {played} may not answer it",
            )
        outcome = self._evaluate(
            action, play, player, attack_value, cards, target, defender, in_play_effects
        )
        if action.restrictions and outcome.stops:
            # the restriction was checked against the cards played in response (MR.10)
            outcome.rules += ["MR.5.restricted-defense", "MR.10"]
        if bar is not None and bar[2] is None:
            outcome.text += (
                f" ({bar[0]} may not be defended by a {bar[1]} character: the board gives no"
                " traits for the defender, so the judge checks it)"
            )
        elif bar is not None:
            outcome.rules += ["MR.5.restricted-defense", "MR.19"]
        return outcome

    def _evaluate(
        self, action, play, player, attack_value, cards, target, defender, in_play_effects
    ) -> Outcome:
        negates = [c for c in cards if card_clauses(c, "negate")]
        avoids = [c for c in cards if card_clauses(c, "avoid")]
        restricts = [
            c
            for c in cards
            if card_clauses(c, "cannot_be_attacked") or card_clauses(c, "play_restriction")
        ]
        if negates:
            return self._negate(action, negates[0], cards, player)
        if not action.is_attack:
            raise Illegal(
                "MR.10",
                "a play that is not an attack may be answered only by a card that negates it",
            )
        if avoids:
            return self._avoid(
                action, avoids[0], cards, defender, target, player, attack_value, in_play_effects
            )
        granted = granted_avoid(self.effects, action, cards, defender, target)
        if granted is not None and action.targeted:
            effect, _clause = granted
            source = "OR.inherent" if effect.kind == "inherent" else "MR.19"
            return Outcome(
                "avoided",
                ["MR.10", "OR.defense", source],
                f"{effect.card.name} lets {cards[0].label()} avoid {action.description}",
                [discard_of(cards[0], player)],
            )
        mansion = doubleshot_avoid(self.board, self.effects, player, cards, defender or target)
        if mansion is not None and action.targeted:
            return Outcome(
                "avoided",
                ["MR.10", "OR.defense", "MR.4", "OR.tactic-doubleshot"],
                f"{mansion.card.name} lets {cards[0].label()} avoid {action.description}",
                [discard_of(c, player) for c in cards],
            )
        if restricts:
            return self._restrict(action, restricts[0], cards, player, target)
        return self._block(action, cards, defender, target, player, attack_value)

    def _cannot_defend(self, action: Action, char: Character | None) -> None:
        if char is None:
            return
        for e in self.effects:
            for c in e.clauses:
                if c.get("kind") != "cannot_defend":
                    continue
                against = c.get("against")
                held = group_holds(c, e.player, char)  # "Any hero may not defend"
                if held is None:
                    held = concerns_target(e, c.get("who") or "self", char)
                if held and (not against or _barred_attack(against, action)):
                    raise Illegal(
                        ["MR.19", "OR.defense"], f"{e.card.name} keeps {char.name} from defending"
                    )

    def _use_barred(self, cards: list[CardUse], char: Character | None, action: Action) -> None:
        """An effect in play that keeps ``char`` from using these cards for defense ("may not
        use Intellect Power cards for Defense"; "... to attack or defend against Hazard": only
        against the named character's attacks, MR.19)."""
        if char is None:
            return
        attacker = self.board.character(action.by) if action.by else None
        for e in self.effects:
            for c in e.clauses:
                use, against = use_and_against(c)
                if c.get("kind") != "play_restriction":
                    continue
                if use not in DEFENSIVE_USES and not (
                    use is None and c.get("verb") in ("use", "play") and _plain_bar(c)
                ):
                    continue  # "may not use / No ... may be played" with no purpose: defenses too
                if against and not (attacker is not None and names_character(against, attacker, e)):
                    continue
                who = c.get("who") or "self"
                if who not in EVERYONE and not concerns_target(e, who, char):
                    continue
                if code_fits(c.get("who_code"), char) is not True:
                    continue  # a bar on the characters of one code only
                # "level 6 through 8", "of 5 or greater": only those cards are barred
                barred = clause_filter(c)
                # "cards with an Intellect icon" (no kind named): every icon printed on a card
                printed = not c.get("card_kinds")
                for card in cards:
                    value = card.defn.value
                    icons = set(card_icons(card, "defense"))
                    icons |= set(card_icons(card, printed=True)) if printed else set()
                    if card.source != "in_play" and barred.matches(card_kinds(card), icons, value):
                        raise Illegal(
                            ["MR.19", "OR.defense"],
                            f"{e.card.name} keeps {char.name} from defending with {card.label()}",
                        )

    # --- who defends
    def _defender(
        self, action: Action, play: Play, player: str, target: Character | None
    ) -> Character | None:
        if action.on_battlesite:
            if play.by not in (None, "battlesite"):
                char = self.board.character(play.by)
                if char is None or char.player != player:
                    raise Illegal(
                        "OR.defense.battlesite", f"{play.by!r} is not on player {player}'s team"
                    )
                return char
            return None
        if play.by is None:
            return target
        char = self.board.character(play.by)
        if char is None or char.player != player:
            raise Illegal("OR.defense", f"{play.by!r} is not a character of player {player}")
        if char.removed:
            raise Illegal(
                "OR.ko.effects", f"{char.name} has been KO'd and may no longer play cards"
            )
        return char

    def _card_allowed(self, action: Action, card: CardUse, player: str) -> None:
        if card.kind == "universe" and card.subtype in ("teamwork", "ally"):
            raise Illegal("OR.defense", "teamwork and ally cards are never played as a defense")
        if card.source != "in_play":
            for t in card_clauses(card, "timing"):
                when = str(t.get("when") or "")
                if when in NOT_DEFENSIVE_TIMING:
                    raise Illegal(
                        "MR.10",
                        f"{card.name} is played in the current battle or on its player's turn, "
                        "never as a defense",
                    )
        worded = worded_bar(self.effects, card, player)
        if worded is not None:
            raise Illegal(
                ["MR.19", "MR.1"], f"{worded.card.name} keeps {card.label()} from being played"
            )
        barred = restriction_bars(action, card)
        if barred is not None:
            what = card_filter(barred.get("only") or barred.get("forbids")).words()
            how = "may only be defended with" if barred.get("only") else "may not be defended with"
            if barred.get("words"):
                words = " or ".join(f'"{w}"' for w in tuple_of(barred.get("words")))
                what, how = f"a card with the word {words}", "may not be affected by"
            if barred.get("in_play") and not barred.get("words"):
                raise Illegal(
                    ["MR.10", "MR.5.restricted-defense"],
                    f"the attack is not affected by {what} already in play, so {card.label()} may not answer it",
                )
            raise Illegal(
                "MR.5.restricted-defense",
                f"the attack {how} {what}, so {card.label()} may not answer it",
            )


def _barred_attack(against: Any, action: Action) -> bool:
    """Whether a "may not defend against level 1 or 2 Power cards" names this attack: its card
    kinds or icons, and the level of its cards when the filter gives a level range."""
    barred = card_filter(against)
    if not barred.has_value_test:
        named = barred.kinds | barred.icons | set(barred.unread)
        return bool(named & (action.card_kinds | set(action.icons)))
    levels = [c.defn.value for c in action.cards if c.defn.value is not None] or [action.value]
    return any(barred.matches(action.card_kinds, set(action.icons), level) for level in levels)


def _plain_bar(clause: dict) -> bool:
    """A bar on cards by their kind, type and value only (not on placed cards, cards carrying
    a word or cards that affect something, which their own checks read)."""
    return not (clause.get("placed") or clause.get("words") or clause.get("affecting"))
