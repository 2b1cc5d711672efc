"""The Resolver's answers to an attack (defend, shift, hit back), the grants it opens and the closing of an action."""

from __future__ import annotations

from rules.engine.attack_obligations import owes_follow_up
from rules.engine.attacks import (
    Action,
    Grant,
    Illegal,
    follow_up_options,
    pile_for,
)
from rules.engine.card_hits import returned_hits
from rules.engine.clauses import tuple_of
from rules.engine.defense import Defense
from rules.engine.defense_owed import shift_owes
from rules.engine.follow_up_aims import FOLLOW_UP_AIMS, aim_code_refused
from rules.engine.follow_up_joins import joined_grant
from rules.engine.follow_ups import follow_up_restrictions, successful_grants
from rules.engine.grids_in_play import grids_in_play
from rules.engine.plays import Play
from rules.engine.resolution import (
    character_name,
)
from rules.engine.shift import (
    Shifter,
)
from rules.engine.state import other
from rules.engine.who_codes import NOT_GIVEN

#: Conditions on the attack's success: a blocked or avoided attack says they do not happen.
SUCCESS_CONDITIONS = frozenset({"successful", "target_ko", "successful_and_hits_total"})


class AnswersMixin:
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
        self.refuse_card_answer(action, play)  # an attack on a card in front of one (card_attacks)
        if play.type == "shift":
            if not action.is_attack:
                raise Illegal("MR.9", "only an attack may be shifted")
            out = Shifter(self.board, self.effects()).shift(action, play, player)
            action.target = out.new_target
            if not out.may_defend:
                action.notes.append("no_defense")
            action.owed = shift_owes(self.shift_cards(play, player)) if out.may_defend else None
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
        if outcome.effects:
            for _text, grid in grids_in_play(self.board, outcome.effects):
                changes += grid  # a rating the answer's lasting text sets ("... increased to 8")
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

    def refuse_aim_code(self, action: Action, grant: dict, given: bool | None, why: str) -> None:
        """The follow-ups "against the same hero" are not given: the step says why, and a
        code not given is warned (follow_up_aims, OR.code-rule.not-given)."""
        rules = ["MR.5.string", "OR.code-rule", *([] if given is False else [NOT_GIVEN])]
        self.step(action.index, f"No follow-up: {why}.", rules, "effect")
        if given is None:
            self.warn_once(
                action.cards[0].name if action.cards else "", action.index, grant, why, "code"
            )

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
        self.check_defense_owed(action)  # an owed defense not made (defense_owed)
        self.pending = None
        times = action.loop or 1
        if action.outcome == "negated":
            self.grant = self.grant if action.follow_up_of else None
            self._after(action, new_grants=False)
            return
        if action.outcome in ("blocked", "avoided"):
            if any(c.get("when") in SUCCESS_CONDITIONS for c in action.conditions):
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
                    f"The attack on {character_name(self.board, action.target)} is not stopped.",
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
        g = joined_grant(grants)
        coded = aim_code_refused(g, self.board.character(action.target))  # "the same hero"
        if coded is not None:
            self.refuse_aim_code(action, g, *coded)
            return
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
            once_each=bool(g.get("once_each")),
            required=owes_follow_up(g),  # "must make 1 additional attack" (attack_obligations)
            limit={k: g[k] for k in ("max_value", "min_value", "levels") if g.get(k)},
            code=g.get("who_code")
            if isinstance(g.get("who_code"), str) and who != "self"
            else None,
            card_owner=g.get("card_owner") if isinstance(g.get("card_owner"), str) else None,
            bonus_options=list(g.get("bonus_options") or []),
            against=g.get("against") if g.get("against") in FOLLOW_UP_AIMS else None,
            aimed_at=action.target,
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
