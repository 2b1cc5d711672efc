"""The resolver's part for attacks made on a card in front of a character (``card_attacks``):
the attack is made, the card's effect ends, no defense is allowed, and the attack lands on no
character."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.attacks import Action, Illegal
from rules.engine.card_attacks import RULES, card_in_front, end_card, refused_defense

if TYPE_CHECKING:
    from rules.engine.plays import Play
    from rules.engine.state import Character, Effect


class CardAttacksMixin:
    """``attack_card`` for an attack play naming ``on_card``; ``refuse_card_answer`` for the
    answers to it."""

    card_attacked: tuple[Action, Effect, Character] | None = None

    def attack_card(self, play: Play, player: str, action: Action, by: Character | None) -> None:
        if not action.is_attack:
            raise Illegal(RULES, f"{action.description} is not an attack, and a card is attacked")
        effect, char = card_in_front(self.board, play.raw.get("on_card"), play.target)
        if effect.player == player:
            raise Illegal(RULES, f"{effect.card.name} is on player {player}'s own side")
        changes: list[dict[str, Any]] = self._take_cards(play, player, by)
        changes += end_card(self.board, effect)
        # made on the card: no hit on a character, no effect "if successful" against one
        action.target = action.original_target = None
        action.hits, action.on_success, action.conditions = [], [], []
        action.rules = [*RULES, *action.rules]
        self.card_attacked = (action, effect, char)
        self.open_action(action, player)
        who = f"Player {player}'s {by.name}" if by else f"Player {player}'s home base"
        text = (
            f"{who} attacks {effect.card.name}, the card in front of {char.name}, with"
            f" {action.description}: the card's effect ends as it is attacked, {char.name} may"
            " not defend this card, and no hit lands on a character."
        )
        self.step(play.index, text, action.rules, "attack", changes).value = action.value

    def refuse_card_answer(self, action: Action, play: Play) -> None:
        """Raise when ``play`` answers the attack made on a card in front of a character."""
        if self.card_attacked is None or self.card_attacked[0] is not action:
            return
        _, effect, char = self.card_attacked
        if play.type == "shift":
            raise Illegal(
                ["MR.9", "MR.19"], f"the attack is made on {effect.card.name}, not on a character"
            )
        raise refused_defense(effect, char, self.board.character(play.by) if play.by else None)
