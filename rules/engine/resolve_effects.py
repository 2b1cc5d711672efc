"""The Resolver's application of a card's clauses once it resolves: lasting effects put in
play, grid changes and hits removed (its conditions are checked in ``resolve_conditions``)."""

from __future__ import annotations

from functools import partial
from typing import Any

from rules.engine import reach
from rules.engine import timed_leads as timed
from rules.engine.artifact_negation import negate_artifacts
from rules.engine.attacks import (
    Action,
)
from rules.engine.board_counts import board_counts
from rules.engine.character_moves import MOVE_RULES, coded_move, move_character
from rules.engine.character_returns import RETURN_KINDS, RETURN_RULES
from rules.engine.chosen_subjects import coded_choice
from rules.engine.clauses import tuple_of
from rules.engine.disciplines import stated_action
from rules.engine.draw_echoes import echoed_draws
from rules.engine.durations import (
    clause_duration,
    describe,
)
from rules.engine.grid_copies import copy_grid
from rules.engine.pile_actions import is_table_permission, pile_change, table_words
from rules.engine.placed_discards import (
    discard_from_side,
    discard_placed,
    discards_all_placed,
    discards_counted_placed,
    discards_opponents_placed,
)
from rules.engine.played_values import with_played_values
from rules.engine.record_changes import change_record, move_record
from rules.engine.record_switches import switch_records
from rules.engine.resolution import (
    is_lasting_clause,
)
from rules.engine.resolve_removals import RemovalsMixin
from rules.engine.state import Character, Effect, Hit, other
from rules.engine.switched_hits import switch_hits


class EffectsMixin(RemovalsMixin):
    # ------------------------------------------------------------------ effects
    def apply_secondary(self, action: Action) -> None:
        if not action.secondary:
            return
        self.apply_clauses(action, action.secondary, None, "effect", secondary=True)

    def apply_moves_in_play(self) -> None:
        """An event already in play that moves characters for the battle: the board is
        changed before the first play, once (OR.reserve)."""
        for eff in self.board.in_play:
            changes: list[dict[str, Any]] = []
            texts: list[str] = []
            target = self.board.character(eff.target)
            for c in eff.clauses:
                if c.get("kind") == "character_move":
                    move_character(self.board, c, eff.player, target, changes, texts)
            if changes or texts:  # a switch the board names no character for: at the table
                self.step(
                    None,
                    f"{eff.card.name}: " + "; ".join(texts) + ".",
                    [*MOVE_RULES, *(["OR.code-rule"] if coded_move(eff.clauses) else [])],
                    "effect",
                    changes,
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
        clauses = with_played_values(clauses, action.cards)
        # a clause a lead times ("At end of battle, ...") waits for that moment (timed_leads)
        clauses, at_end, outside = timed.now_and_later(clauses, card.clauses)
        lasting = [c for c in clauses if is_lasting_clause(c)] + at_end
        immediate = [c for c in clauses if not is_lasting_clause(c)]
        changes: list[dict[str, Any]] = []
        texts: list[str] = []
        said, timed_rules = timed.waits_said(card.name, at_end, outside, reach.clause_words)
        if (waiting := timed.next_battle_effect(card, action, outside)) is not None:
            waiting.order, self.order = self.order, self.order + 1
            self.board.in_play.append(waiting)  # for the next battle's phase (timed_leads)
            changes.append({"op": "effect_start", "card": card.name, "duration": "next_battle"})
        when = partial(timed.said_when, card_clauses=card.clauses)  # "at the draw phase, "
        rules += timed.lead_rules(clauses, card.clauses)
        texts += said
        rules += timed_rules
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
                if c.get("kind") == "grid_change" and c.get("duration") == "next_battle":
                    texts.append("the ratings change in the next battle, not in this one")
                elif c.get("kind") == "grid_change":
                    self.grid_change(action, c, target, changes, texts)
                elif c.get("kind") == "grid_copy":
                    by = self.board.character(action.by)
                    copy_grid(c, by, target, changes, texts)
                    rules.append("OR.character")
                elif is_table_permission(c):
                    texts.append(table_words(c, reach.clause_words(c)))
        for c in immediate:
            kind = c.get("kind")
            if done := board_counts(c, self.board, action, card, self.effects(), changes):
                texts.append(done[0])
                rules += done[1]
            elif change_record(c, target, changes, texts):
                rules.append("OR.hits")
            elif move_record(c, self.board.character(action.by), changes, texts, target):
                rules += ["OR.hits", "OR.venture-total"]
            elif switch_records(
                c, self.board, self.board.character(action.by), target, changes, texts
            ):
                rules.append("OR.hits")
            elif switch_hits(c, card, self.board, self.board.character(action.by), changes, texts):
                rules += ["OR.hits", "MR.1"]  # two hits the play names switch places
            elif (pile := pile_change(c, when(c) + reach.clause_words(c))) is not None:
                texts.append(pile[0])
                changes.append(pile[1])
                if pile[1].get("source") == "dead_pile":
                    texts.append(
                        "a card taken from the dead pile is never an Any Hero special or an activator"
                    )
                    rules.append("MR.11")
                if kind == "venture_count":
                    rules.append("OR.venture")  # the ventured counts the venture check takes
            elif kind == "move_hits" and self.gather_hits(action, c, target, changes, texts):
                rules.append("OR.hits")  # hits gathered onto one character (resolve_gathers)
            elif kind in RETURN_KINDS:
                if self.apply_return(action, c, target, changes, texts):
                    rules.extend(RETURN_RULES)
            elif kind in ("hit", "acts_as_power"):
                # "If successful, acts as a level 8 Energy Power card": the card then scores a
                # hit as that Power card would (MR.1, OR.hits)
                if target is None:
                    continue
                icons = tuple_of(c.get("icons")) or ("any_power",)
                hit = Hit(
                    icon=icons[0],
                    value=int(c.get("level") or 0),
                    record=c.get("record") or "current",
                    source="special" if kind == "hit" else "power",
                    player=action.player,
                    card=card.name,
                )
                target.hits.append(hit)
                changes.append({"op": "hit", "target": target.id, "hit": hit.to_json()})
                texts.append(f"{target.name} takes a level {hit.value} {hit.icon.title()} hit")
                rules.append("OR.hits")
            elif kind == "remove_hits":
                rules.extend(self.remove_hits(action, c, target, (changes, texts)))
            elif kind == "character_move":
                by = self.board.character(action.by)
                if move_character(self.board, c, action.player, target, changes, texts, by):
                    rules.extend([*MOVE_RULES, *(["OR.code-rule"] if coded_move([c]) else [])])
            elif (
                kind == "knock_out" and target is not None and not target.ko and reach.is_applied(c)
            ):
                target.knocked_out_by = card.name  # the KO check below KOs it (MR.1)
                texts.append(f"{card.name} KOs {target.name}")
                rules.append("MR.1")
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
            elif (discards_all_placed(c) and target is not None) or discards_counted_placed(
                c, target
            ):
                texts.append(discard_placed(c, target, changes, self.effects()))
                rules.append("OR.discard-piles")
            elif discards_opponents_placed(c):
                side = [x for x in self.board.characters() if x.player == other(action.player)]
                texts.extend(discard_from_side(c, side, changes, self.effects()))
                rules.append("OR.discard-piles")
            elif kind in ("discard", "draw", "mission_move", "concede") and not c.get(
                "icon_unnamed"
            ):
                who = c.get("who") or "player"
                whose, chosen = who.replace("_", " "), None
                if c.get("who_code"):  # "Any hero may draw 1 card": the hero chosen's player
                    found = coded_choice(
                        c, target or self.board.character(action.by), f"the {kind}"
                    )
                    rules.extend(found.rules)
                    if found.subject is None:
                        texts.append(
                            f"{'not applied' if found.warn else 'no ' + kind}: {found.refused}"
                        )
                        if found.warn:
                            self.warn_once(card.name, action.index, c, str(found.refused), kind)
                        continue
                    chosen = found.subject.id
                    whose = f"{found.subject.name}'s player ({found.note or c['who_code']})"
                by = self.board.character(action.by)
                texts.append(
                    when(c)
                    + stated_action(
                        c, whose, by.name if by else "the player", reach.clause_words(c)
                    )
                )
                if c.get("others_advance"):
                    rules.append("OR.mission-ladder")
                if kind == "discard" and c.get("to"):
                    rules.append("OR.discard-piles")  # the pile the discarded cards go to
                if kind == "draw" and who in ("player", "self", "team", "opponent"):
                    drawer = other(action.player) if who == "opponent" else action.player
                    for _eff, said in echoed_draws(
                        self.effects(), drawer, c.get("count"), reach.clause_words
                    ):
                        texts.append(said)
                        rules.append("MR.19")
                changes.append(
                    {
                        "op": kind,
                        "who": who,
                        **({"character": chosen} if chosen else {}),
                        "count": c.get("count"),
                        "from": c.get("from"),
                        "to": c.get("to"),
                        **({"chosen_by": c["chosen_by"]} if c.get("chosen_by") else {}),
                        **({"keep_duplicates": True} if c.get("keep_duplicates") else {}),
                        **({"icon": c["icon_chosen"]} if c.get("icon_chosen") else {}),
                    }
                )
        # "Negates the effect of all Artifact cards", "Discard this card after use"
        rules += negate_artifacts(self.board, card, clauses, self.order, changes, texts)
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
            for x in changes:
                for cid in (
                    x.get("characters", ())
                    if x.get("op") in ("switch_record", "switch_hits", "gather_hits")
                    else ()
                ):
                    if (char := self.board.character(cid)) is not None:
                        self.check_ko(char, step, "a permanent record switched")
            if target is not None and any(x.get("op") == "hit_icon" for x in changes):
                self.check_ko(target, step, "hits changing type")
            if target is not None and target.knocked_out_by == card.name:
                self.check_ko(target, step, "the card's text")

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
