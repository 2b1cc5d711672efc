"""The Resolver's handling of a player's turn: the play itself (an attack, a pass, a concession, placing a card) and what it takes from hand."""

from __future__ import annotations

from typing import Any

from rules.engine.attack_limits import attack_limit, lift_answered_bars
from rules.engine.attack_options import apply_option_bonus
from rules.engine.attacker_bars import attacker_barred
from rules.engine.attacks import (
    Action,
    AttackBuilder,
    Grant,
    Illegal,
    modifier_icons,
    modifier_total,
    power_usable,
)
from rules.engine.group_subjects import code_rules
from rules.engine.play_affecting import check_affecting_bar
from rules.engine.play_conditions import NO_CODE, refused_play, uncoded_players
from rules.engine.play_requirements import unmet_requirement
from rules.engine.plays import ANSWERS, Play
from rules.engine.resolution import (
    character_name,
)
from rules.engine.resolve_concession import ConcessionMixin
from rules.engine.resolve_entries import EntriesMixin
from rules.engine.resolve_placing import PlacingMixin
from rules.engine.same_target import attack_icons, tied_target
from rules.engine.shift import (
    barred_target,
    exclusive_bars,
    later_grant_wins,
    must_target,
)
from rules.engine.standing_restrictions import immune_to
from rules.engine.state import Character, other
from rules.engine.teamwork_follow_ups import follows_own


class TurnsMixin(PlacingMixin, EntriesMixin, ConcessionMixin):
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
        if play.type == "enter":
            entering = self.board.character(play.by)
            self.enter(play, entering.player if entering is not None else player)
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
            self.check_string_owed(play)  # a follow-up its card makes owed (resolve_obligations)
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
        self.check_placing_owed(play)  # cards a card in play makes placed (resolve_obligations)
        if play.type != "concede":
            self.turns_taken.add(player)
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
        self.check_concession_timing(action, response, grant)
        check_affecting_bar(self.effects(), action.cards, player, by)
        aimed_at = self.board.character(action.target) if action.target else None
        refused = refused_play(action.cards, by, aimed_at)  # its own condition (play_conditions)
        if refused is not None:
            raise Illegal(*refused)
        for card, clause in uncoded_players(action.cards, by):  # "Heroes only.", no code given
            self.warn_once(card.name, play.index, clause, NO_CODE.format(name=by.name), "code")
        self.check_target_code(action)  # "Target hero" (target_codes)
        self.check_ko_moment(action, player)  # "Play when opponent's hero is KO'd" (ko_timing)
        unmet = unmet_requirement(action.cards, by)
        if unmet is not None:
            raise Illegal(["MR.1", "OR.hits"], unmet)
        if action.is_attack and by is not None:
            excl = exclusive_bars(self.board, self.effects(), by, "attack")
            if excl is not None:
                raise Illegal(
                    ["MR.19", "MR.1"],
                    f"{excl.card.name} leaves only certain characters to attack this battle",
                )
        if play.raw.get("on_card") is not None:
            self.attack_card(play, player, action, by)  # a card in front of one (card_attacks)
            return
        if action.is_attack:
            aimed = self.board.character(action.target) if action.target else None
            barred = attacker_barred(self.effects(), action, by, aimed, self.board)
            shield = immune_to(self.effects(), action, barred[0]) if barred else None
            if barred is not None and shield is not None:
                action.rules.append("MR.19")
                action.notes.append(
                    f"{shield.card.name}: not affected by {barred[0].card.name}, already in play"
                )
            elif barred is not None:
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
                tied = tied_target(self.board, self.effects(), action, self.attacks_made)
                if tied is not None:
                    raise Illegal(
                        ["MR.1", "MR.19"],
                        f"these attacks must be made against {tied}, the character the first"
                        " one was made on, until it is KO'd",
                    )
                self.attacks_made.append((player, attack_icons(action), action.target))
            if action.kind in ("teamwork", "ally"):
                self.check_follow_up_owed(play, player, action)
        changes = self._take_cards(play, player, by)
        for eff in lift_answered_bars(self.board, self.effects(), action):
            action.rules += ["MR.19", "MR.1"]
            action.notes.append(f"{eff.card.name}'s bar is lifted: its character attacked first")
        if action.is_attack and action.value is not None:
            mods, names = modifier_total(
                self.board,
                self.effects(),
                player=player,
                kind="attack_modifier",
                subject=by,
                card_kinds_=action.card_kinds | {c.subtype for c in action.cards if c.subtype},
                against=action.target,
                icons=modifier_icons(action.cards, action.icons),
                attack=action,
            )
            if any(n.endswith("(inherent ability)") for n in names):
                action.rules.append("OR.inherent")
            action.rules += code_rules(names)  # "any hero is +2" (group_subjects)
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
        action.loop = play.repeat
        self.open_action(action, player)
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
            if action.follows_as or action.icons:
                grant.used_icons.append(action.follows_as or action.icons[0])
            action.rules.append("MR.5.string")
        who = f"Player {player}'s {by.name}" if by else f"Player {player}'s home base"
        notes = f" ({'; '.join(action.notes)})" if action.notes else ""
        if action.is_attack:
            aim = (
                f" {character_name(self.board, action.target)}"
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

    def open_action(self, action: Action, player: str) -> None:
        """``action`` is made: it waits for its answers, and the turn is ``player``'s until
        it closes (OR.fight)."""
        self.last_action = action
        self.order += 1
        self.battle_started = True
        self.board.passes = 0
        self.pending = action
        self.action_open = True
        self.action_player = player

    def check_follow_up_owed(self, play: Play, player: str, action: Action) -> None:
        """A teamwork or ally card needs its follow-up (OR.attack.teamwork, OR.attack.ally)."""
        for nxt in self.plays[play.index + 1 :]:
            if nxt.type in ANSWERS:
                continue
            mine = nxt.player in (None, player)
            by = nxt.by not in (None, action.by) or self.follows_itself(action)
            ok = mine and nxt.type in ("attack", "play") and nxt.by is not None and by
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

    def follows_itself(self, action: Action) -> bool:
        """An effect in play lets the character who played this teamwork card make its
        follow-up itself ("after Killrazor plays a Universe: Teamwork card", MR.19)."""
        char = self.board.character(action.by) if action.by else None
        return (
            action.kind == "teamwork"
            and char is not None
            and follows_own(self.effects(), char) is not None
        )

    def do_pass(self, play: Play, player: str) -> None:
        me = self.board.players[player]
        if me.hand is not None and not me.passed:
            playable = self.playable_in_hand(player)
            if playable:
                raise Illegal(
                    ["MR.6", "OR.pass"],
                    f"player {player} may not pass while holding a playable card ({playable})",
                )
        self.check_pass(play, player)  # an obligation to attack (resolve_obligations)
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
