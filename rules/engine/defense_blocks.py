"""The Defense check's blocks: a defending card's type and value against the attack, with the permissions and bars in play."""

from __future__ import annotations

from rules.engine.attacks import (
    Illegal,
    doubleshot_parts,
    modifier_icons,
    modifier_total,
    power_usable,
    tactic_level,
    universe_bonus,
)
from rules.engine.block_rules import blocked_in_parts_by, blocked_twice_by, parts_blocked
from rules.engine.bonuses import universe_bonus_added
from rules.engine.borrowed_grids import BORROWED_RULES, borrowed_icon
from rules.engine.clauses import tuple_of
from rules.engine.defense_grid import defense_grid
from rules.engine.defense_outcome import (
    OWN,
    Outcome,
    discard_of,
    owed_with,
)
from rules.engine.granted_defenses import defends_for
from rules.engine.group_subjects import code_rules
from rules.engine.modifier_scope import AGAINST_CARDS_RULES, against_cards_bonus
from rules.engine.state import CardUse


class BlocksMixin:
    # --- block with power cards
    def _block(self, action, cards, defender, target, player, attack_value) -> Outcome:
        rules = ["OR.defense"]
        on_site = action.on_battlesite
        if on_site:
            rules = ["OR.defense.battlesite"]
        base = 0
        parts: list[tuple[CardUse, int, str]] = []  # (card, contribution, role)
        powers = [c for c in cards if c.kind == "power"]
        tactics = [c for c in cards if c.kind == "tactic"]
        universes = [c for c in cards if c.kind == "universe"]
        specials = [c for c in cards if c.kind in ("special", "aspect", "activator")]
        team = self.board.players[player]
        if on_site and universes:
            raise Illegal("OR.defense.battlesite", "a battlesite never defends with universe cards")
        if (
            not on_site
            and not tactics
            and target is not None
            and defender is not None
            and defender.id != target.id
        ):
            granted = defends_for(self.effects, defender, target, cards)
            if granted is None:
                raise Illegal(
                    "OR.defense",
                    f"an attack is blocked by the character it is aimed at ({target.name}), not by {defender.name}",
                )
            rules += ["MR.19", "OR.reserve"] if defender.position == "reserve" else ["MR.19"]
        if on_site and any(c.kind in ("special", "aspect") for c in specials):
            raise Illegal(
                "OR.defense.battlesite",
                "front-line characters defend a battlesite with a special only when it says so",
            )
        if tactics:
            user = defender or (team.active()[0] if team.active() else None)
            if user is None:
                raise Illegal("MR.4", "no active character can play the DoubleShot")
            tactic, power, _mate = doubleshot_parts(
                self.board, player, user, tactics + powers[:1], "MR.4"
            )
            level = tactic_level(tactic)[1]
            base += level + (power.defn.value or 0)
            parts.append((tactic, level, "base"))
            parts.append((power, power.defn.value or 0, "base"))
            rules += ["MR.4", "OR.tactic-doubleshot"]
            powers = powers[1:]
        icons: list[str] = []  # the types the defending power cards are played as
        for power in powers:
            icon = None
            if on_site:
                icon = next(
                    (power_usable(power, c) for c in team.active() if power_usable(power, c)), None
                )
            elif defender is not None:
                icon = power_usable(power, defender)
                if icon is None:  # "Fighting Power Grid Rating is 8 for Defense"
                    icon = power_usable(power, defender, defense_grid(defender, self.effects))
                    rules += ["OR.inherent"] if icon is not None else []
                lent = (
                    None
                    if icon
                    else borrowed_icon(self.board, self.effects, power, defender, "defense")
                )
                if lent is not None:
                    icon = lent[0]
                    rules += BORROWED_RULES
            if icon is None:
                who = (
                    "any active front-line character"
                    if on_site
                    else (defender.name if defender else "the defender")
                )
                raise Illegal(["OR.power-card", *rules], f"{power.label()} is not usable by {who}")
            if power.subtype == "multipower" and power.as_icon is None:
                power.as_icon = icon
            icons.append(icon)
            rules.append("OR.power-card")
            base += power.defn.value or 0
            parts.append((power, power.defn.value or 0, "base"))
        for uni in universes:
            if len(powers) != 1 or defender is None:
                raise Illegal(rules, "a universe bonus goes with exactly one power card")
            rule = "OR.universe-training" if uni.subtype == "training" else "OR.universe-basic"
            lent = (
                None
                if power_usable(powers[0], defender)
                else borrowed_icon(self.board, self.effects, powers[0], defender, "defense")
            )
            _, bonus = universe_bonus(uni, powers[0], defender, rule, lent[1] if lent else None)
            bonus += sum(
                a for a, _ in universe_bonus_added(self.effects, defender.player, defender.id, uni)
            )
            parts.append((uni, bonus, "buff"))
            rules.append(rule)
        debuff = 0
        for sp in specials:
            acts = [
                c
                for c in sp.clauses
                if c.get("kind") == "acts_as_power"
                and "defense" in tuple_of(c.get("uses") or ("attack", "defense"))
            ]
            if sp.kind == "activator":
                inner = sp.retrieves
                acts = [
                    c for c in (inner.clauses if inner else []) if c.get("kind") == "acts_as_power"
                ]
                rules += ["OR.activator", "MR.16.icons"]
            dmods = [
                c for c in sp.clauses if c.get("kind") == "defense_modifier" and c.get("who") in OWN
            ]
            amods = [
                c
                for c in sp.clauses
                if c.get("kind") == "attack_modifier"
                and c.get("who") in ("opponent", "opponent_team")
            ]
            gmods = [c for c in sp.clauses if c.get("kind") == "grid_change"]
            if acts:
                lvl = int(acts[0].get("level") or 0)
                base += lvl
                parts.append((sp, lvl, "base"))
                rules.append("MR.1")
            elif dmods:
                amount = sum(int(c.get("amount") or 0) for c in dmods)
                parts.append((sp, amount, "buff"))
                rules.append("MR.10")
            elif amods:
                amount = sum(int(c.get("amount") or 0) for c in amods)  # "-1 to attack" is -1
                debuff += amount
                parts.append((sp, amount, "buff"))
                rules.append("MR.10")
            elif gmods:
                parts.append((sp, 0, "grid"))
                rules.append("MR.10")
            elif any(c.get("unchosen") for c in sp.clauses):
                raise Illegal(
                    ["MR.10", "MR.19"],
                    f"{sp.name} offers a choice of effects and the play does not say which it"
                    " takes (the card's option), so it does not defend",
                )
            else:
                raise Illegal(
                    "MR.10",
                    f"{sp.name} has no direct effect on the attack, so it may not be played in response",
                )
        if not any(role == "base" for _, _, role in parts):
            raise Illegal(
                ["MR.10", *rules],
                "a bonus alone defends nothing: the defense needs a card that blocks, and a buff only when necessary",
            )
        mods, names = (0, [])
        if defender is not None or on_site:
            mods, names = modifier_total(
                self.board,
                self.effects,
                player=player,
                kind="defense_modifier",
                subject=defender,
                card_kinds_={c.kind for c in cards} | {c.subtype for c in cards if c.subtype},
                against=None,
                icons=modifier_icons(cards, tuple(icons)),
                attack=action,
            )
            more, by_cards = against_cards_bonus(self.effects, defender, action)
            mods, names = mods + more, names + by_cards
            rules += list(AGAINST_CARDS_RULES) if by_cards else []
            if any(n.endswith("(inherent ability)") for n in names):
                rules.append("OR.inherent")
            rules += code_rules(names)  # "any hero gains +2 to defense" (group_subjects)
        if attack_value is None:
            raise Illegal(
                ["OR.defense", "OR.power-leech"],
                "the attack has no value, so a power card cannot block it; only an avoid, negate or shift answers it",
            )
        need = attack_value + debuff
        total = base + mods + sum(v for _, v, role in parts if role == "buff" and v > 0)
        if (twice := blocked_twice_by(action)) is not None:
            each = [c for c, v, role in parts if role == "base" and v + mods >= need]
            if len(each) < 2:
                raise Illegal(
                    [*rules, "MR.19"],
                    f"{twice} says the attack must be blocked twice: the defense needs two cards"
                    f" that each reach its value of {need} ({len(each)} played)",
                )
            rules.append("MR.19")
        if total < need and (split := blocked_in_parts_by(action)) is not None:
            values = [v + mods for c, v, role in parts if role == "base" and c.kind == "power"]
            blocked = parts_blocked(action, values)
            if blocked:
                return self._in_parts(action, cards, blocked, split, [*rules, "MR.19"], player)
        if total < need:
            raise Illegal(
                rules,
                f"a defense of {total} does not reach the attack's value of {need}, so it does not block",
            )
        for card, value, role in parts:
            if role != "buff" or owed_with(action, card):
                continue  # a buff the attack's restriction asks for is necessary
            without = total - max(value, 0) if value > 0 else total
            need_without = need - value if value < 0 else need
            if without >= need_without:
                raise Illegal(
                    "MR.10",
                    f"{card.name} is a buff the defense does not need ({without} already reaches "
                    f"{need_without}); a buff may be played only when necessary",
                )
        changes = [discard_of(c, player) for c in cards if c.source != "in_play"]
        extra = f" (with {', '.join(names)} in play)" if names else ""
        defended_by = (
            "the battlesite"
            if on_site and defender is None
            else (defender.name if defender else "the defender")
        )
        return Outcome(
            "blocked",
            list(dict.fromkeys(rules)),
            f"{defended_by} blocks {action.description} with "
            f"{', '.join(c.label() for c in cards)}: defense {total}{extra} against attack {need}",
            changes,
            defense_value=total,
            attack_value=need,
        )

    def _in_parts(self, action, cards, blocked, card_name, rules, player) -> Outcome:
        """A combined attack blocked in parts (its card says it may be): the parts blocked
        leave no hit; the others still hit, and the attack is not stopped."""
        changes = [discard_of(c, player) for c in cards if c.source != "in_play"]
        powers = [c for c in action.cards if c.kind == "power"]
        what = ", ".join(p.label() for p in blocked)
        if len(blocked) == len(powers):
            text = f"{card_name} is blocked in parts: every part ({what}) is blocked"
            return Outcome("blocked", rules, text, changes)
        for part in blocked:
            hit = next((h for h in action.hits if h.card == part.name), None)
            if hit is not None:
                action.hits.remove(hit)
            if action.value is not None:
                action.value -= part.defn.value or 0
        left = sum(h.value for h in action.hits)
        text = (
            f"{card_name} may be blocked in parts: {what} blocked; the other parts still hit"
            f" ({left} point(s))"
        )
        return Outcome("partly_blocked", rules, text, changes, attack_value=action.value)
