"""The Resolver's hits landing on a character, the KO check after each change and the end of the battle."""

from __future__ import annotations

import copy
from typing import Any

from rules.engine import ko as ko_rules
from rules.engine.attacks import (
    Action,
    pile_for,
)
from rules.engine.battle_missions import ladder_after_battle
from rules.engine.battle_venture import finish_battle_records, venture_summary
from rules.engine.durations import (
    end_of_battle,
    end_on_event,
)
from rules.engine.ko_effects import CARD_KO, continues_fighting, knocked_out_by
from rules.engine.ko_triggers import fired_by, trigger_words
from rules.engine.normal_ko import normal_rules_on
from rules.engine.record_keeping import discard_current_hits, kept_off_record
from rules.engine.resolution import (
    Step,
)
from rules.engine.state import Character, other


class HitsMixin:
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
            res = ko_rules.evaluate_battlesite(site, self.effects())
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
        pile = "the current battle"
        if all(h.record == "permanent" for h in action.hits):
            pile = "the permanent record, as the card says"
        elif any(h.record == "permanent" for h in action.hits):
            extra += " (straight onto the permanent record, as the card says)"
        if (ko_effect := knocked_out_by(target, action.hits, self.effects())) is not None:
            target.knocked_out_by = ko_effect.card.name
            extra += f" (the hit {ko_effect.card.name} waits for: it KOs {target.name})"
            rules.append("MR.1")
        ended = end_on_event(self.board, "hit", target.id)
        if ended:
            changes.extend(ended)
            rules.append("MR.19")
        step = self.step(
            action.index,
            f"The attack hits {target.name}: {total} point(s) of {kinds} added to {pile}{extra}.",
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
            normal = normal_rules_on(char, self.effects())
            fights_on = normal is None and (
                char.remains_after_ko or continues_fighting(char, self.effects())
            )
            stays = bool(fights_on) and res.kind not in ("tko", CARD_KO)
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
            self.ko_triggers(char, cause_step)
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

    def ko_triggers(self, char: Character, cause_step: Step) -> None:
        """The draws and discards inherent abilities say a KO brings, stated for the table."""
        fired = fired_by(self.board, char, self.effects())
        if not fired:
            return
        changes = [
            {
                "op": x["kind"],
                "who": x.get("who") or "player",
                "player": owner.player,
                "count": x.get("count", 1),
                "by": owner.id,
                "from": x.get("from"),
            }
            for owner, x in fired
        ]
        text = "; ".join(trigger_words(owner, x) for owner, x in fired)
        self.step(
            cause_step.play,
            f"{char.name} is KO'd: {text} (carried out at the table).",
            ["OR.inherent", "OR.ko.effects"],
            "effect",
            changes,
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
        self.warn_missions()  # before the battle's effects end
        led = self.note_leads(at_end=True)  # led to the end, not applied there (timed_leads)
        self.venture = venture_summary(self.board)
        had_effects = bool(self.board.all_effects())
        # the ladder runs while the battle's effects are still in play (their limits)
        moved, notes = ladder_after_battle(self.board, self.venture, self.concession)
        changes.extend(moved)
        kept_off = kept_off_record(self.board)  # read while the battle's effects are in play
        self.end_returns()  # before the effects that say so end (character_returns)
        changes.extend(end_of_battle(self.board))
        off_changes, off_texts = discard_current_hits(kept_off)
        changes.extend(off_changes)
        changes.extend(finish_battle_records(self.board))
        rules = ["MR.13", "OR.battle-end", "OR.venture-total", "OR.hits"]
        if off_changes:
            rules.append("MR.1")
        if had_effects:
            rules.append("MR.19")  # battle-long effects end; game-long ones stay
        for pid in ("A", "B"):
            rules.extend(self.venture[pid].get("rules", []))
        said = "".join(f" {n.text}" for n in notes)
        said += "".join(f" {t}." for t, _ in led)
        said += "".join(f" {t[0].upper()}{t[1:]}." for t in off_texts)
        rules.extend(r for n in notes for r in n.rules)
        self.step(play, f"The battle ends: {reason}.{said}", rules, "battle_end", changes)
