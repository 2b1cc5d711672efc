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

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.engine.attacks import (
    Action,
    Illegal,
    card_icons,
    card_kinds,
    doubleshot_parts,
    modifier_total,
    pile_for,
    power_usable,
    tactic_level,
    universe_bonus,
)
from rules.engine.card_filters import read_filter
from rules.engine.clauses import tuple_of
from rules.engine.durations import clause_duration, describe
from rules.engine.follow_ups import for_this_attack
from rules.engine.granted_defenses import granted_avoid
from rules.engine.state import Board, CardUse, Character, Effect

if TYPE_CHECKING:
    from rules.engine.plays import Play

NOT_DEFENSIVE_TIMING = (
    "during_battle",
    "current_battle",
    "in_current_battle",
    "your_turn",
    "on_your_turn",
    "play_in_current_battle",
    "top_of_action",
)
DEFENSIVE_USES = ("defend", "attack_or_defend")  # a play restriction's use that bars defenses
OWN = ("self", "team", "teammate", "self_or_teammate", None)


@dataclass
class Outcome:
    result: str  # blocked | avoided | negated | restricted | illegal
    rules: list[str]
    text: str
    changes: list[dict[str, Any]] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    defense_value: int | None = None
    attack_value: int | None = None

    @property
    def stops(self) -> bool:
        return self.result in ("blocked", "avoided", "negated")


def _clauses(card: CardUse, kind: str) -> list[dict[str, Any]]:
    return [c for c in card.clauses if c.get("kind") == kind]


def restriction_bars(action: Action, card: CardUse) -> dict[str, Any] | None:
    """The attack's defense restriction that bars ``card`` (MR.5.restricted-defense), if any."""
    kinds = card_kinds(card)
    if card.kind == "activator":
        kinds = {"activator"}  # an activator is not a special, even for a battlesite special
    if card.source == "battlesite" or (card.kind == "activator" and card.retrieves is not None):
        kinds |= {"from_battlesite"}  # a battlesite special, played with an activator
    icons = set(card_icons(card))
    if card.kind == "power" and card.subtype == "multipower":
        icons |= set(card.defn.icons)
    for r in action.restrictions:
        # MR.10: a restriction bars cards played in response; one that names cards already in
        # play ("not affected by specials already in play") bars those and only those.
        if bool(r.get("in_play")) != (card.source == "in_play"):
            continue
        if not for_this_attack(r, action):
            continue
        forbids = tuple_of(r.get("forbids"))
        only = tuple_of(r.get("only"))
        if not forbids and not only:
            return r  # "may not be defended": no card may answer it
        value = card.defn.value
        if forbids and read_filter(forbids).matches(kinds, icons, value):
            return r
        if only and not read_filter(only).matches(kinds, icons, value):
            return r
    return None


def _concerns(e: Effect, who: str, char: Character) -> bool:
    """Whether an effect's subject (``who``: self, target, a team, a name) is ``char``."""
    if who == "target":
        return e.target == char.id
    if who == "self":
        return (e.target or e.by) == char.id
    if who in ("opponent", "opponent_team"):
        return e.player != char.player
    if who in ("team", "self_or_teammate"):
        return e.player == char.player
    return who.lower() in char.name.lower()


def find_in_play(board: Board, player: str, card: CardUse) -> Effect | None:
    for e in board.all_effects():
        if e.player == player and e.card.name.lower() == card.name.lower():
            return e
    return None


class Defense:
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
        self._use_barred(cards, defender or target)
        from rules.engine.shift import exclusive_bars

        excl = exclusive_bars(self.board, self.effects, defender, "defend") if defender else None
        if excl is not None:
            raise Illegal(
                ["MR.19", "MR.1"],
                f"{excl.card.name} leaves only certain characters to defend this battle",
            )
        in_play_effects: list[Effect] = []
        for card in cards:
            self._card_allowed(action, card, player)
            if card.source == "in_play":
                eff = find_in_play(self.board, player, card)
                if eff is None:
                    raise Illegal("MR.10", f"{card.name} is not in play for player {player}")
                in_play_effects.append(eff)
        outcome = self._evaluate(
            action, play, player, attack_value, cards, target, defender, in_play_effects
        )
        if action.restrictions and outcome.stops:
            # the restriction was checked against the cards played in response (MR.10)
            outcome.rules += ["MR.5.restricted-defense", "MR.10"]
        return outcome

    def _evaluate(
        self, action, play, player, attack_value, cards, target, defender, in_play_effects
    ) -> Outcome:
        negates = [c for c in cards if _clauses(c, "negate")]
        avoids = [c for c in cards if _clauses(c, "avoid")]
        restricts = [
            c for c in cards if _clauses(c, "cannot_be_attacked") or _clauses(c, "play_restriction")
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
                [_discard(cards[0], player)],
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
                against = set(tuple_of(c.get("against")))
                if _concerns(e, c.get("who") or "self", char) and (
                    not against or against & (action.card_kinds | set(action.icons))
                ):
                    raise Illegal(
                        ["MR.19", "OR.defense"], f"{e.card.name} keeps {char.name} from defending"
                    )

    def _use_barred(self, cards: list[CardUse], char: Character | None) -> None:
        """An effect in play that keeps ``char`` from using these cards for defense ("may not
        use Intellect Power cards for Defense", MR.19)."""
        if char is None:
            return
        for e in self.effects:
            for c in e.clauses:
                if c.get("kind") != "play_restriction" or c.get("use") not in DEFENSIVE_USES:
                    continue
                if not _concerns(e, c.get("who") or "self", char):
                    continue
                levels = c.get("levels")
                level = (f"level {levels[0]}-{levels[1]}",) if levels else ()
                barred = read_filter(
                    tuple_of(c.get("card_kinds")) + tuple_of(c.get("icons")) + level
                )
                for card in cards:
                    value = card.defn.value
                    if card.source != "in_play" and barred.matches(
                        card_kinds(card), set(card_icons(card)), value
                    ):
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
            for t in _clauses(card, "timing"):
                when = str(t.get("when") or "")
                if when in NOT_DEFENSIVE_TIMING:
                    raise Illegal(
                        "MR.10",
                        f"{card.name} is played in the current battle or on its player's turn, "
                        "never as a defense",
                    )
        barred = restriction_bars(action, card)
        if barred is not None:
            what = read_filter(
                tuple_of(barred.get("only")) or tuple_of(barred.get("forbids"))
            ).words()
            how = "may only be defended with" if barred.get("only") else "may not be defended with"
            if barred.get("in_play"):
                raise Illegal(
                    ["MR.10", "MR.5.restricted-defense"],
                    f"the attack is not affected by {what} already in play, so {card.label()} may not answer it",
                )
            raise Illegal(
                "MR.5.restricted-defense",
                f"the attack {how} {what}, so {card.label()} may not answer it",
            )

    # --- R1: negate
    def _negate(self, action: Action, card: CardUse, cards: list[CardUse], player: str) -> Outcome:
        clause = _clauses(card, "negate")[0]
        kinds = set(tuple_of(clause.get("card_kinds"))) or {"special"}
        if not kinds & action.card_kinds:
            raise Illegal(
                "MR.10",
                f"{card.name} negates {' or '.join(sorted(kinds))} cards; this play has none",
            )
        icons = set(tuple_of(clause.get("icons")))
        if icons and not icons & set(action.icons):
            raise Illegal("MR.10", f"{card.name} negates only {' or '.join(sorted(icons))} cards")
        mv = clause.get("max_value")
        if mv is not None and (action.value is None or action.value > int(mv)):
            raise Illegal("MR.10", f"{card.name} negates only cards of {mv} or less")
        changes = [_discard(card, player) for card in cards if card.source != "in_play"]
        return Outcome(
            "negated",
            ["MR.10", "OR.defense"],
            f"{card.name} negates {action.description}: none of its effects happen",
            changes,
        )

    # --- R1: avoid
    def _avoid(
        self, action, card, cards, defender, target, player, attack_value, in_play_effects
    ) -> Outcome:
        clause = _clauses(card, "avoid")[0]
        rules = ["MR.10", "OR.defense", "MR.5.target"]
        if not action.targeted or action.target is None:
            raise Illegal(
                "MR.5.target",
                "an attack made on the opponent rather than a target character may not be avoided",
            )
        who = clause.get("who") or "self"
        owner = (
            self.board.character(card.raw.get("by"))
            if isinstance(card.raw, dict) and card.raw.get("by")
            else defender
        )
        if action.on_battlesite:
            if who != "battlesite" and card.kind != "activator":
                raise Illegal(
                    "OR.defense.battlesite",
                    "front-line characters defend a battlesite with a special only when it says so",
                )
        elif (
            who == "self"
            and defender is not None
            and target is not None
            and defender.id != target.id
        ):
            raise Illegal("OR.defense", f"{card.name} avoids attacks on the character who plays it")
        elif (
            who == "teammate"
            and defender is not None
            and target is not None
            and defender.id == target.id
        ):
            raise Illegal("OR.defense", f"{card.name} avoids an attack on a teammate only")
        if owner is not None and card.kind == "special" and card.source != "in_play":
            from rules.engine.attacks import may_play_special

            if not may_play_special(card, owner):
                raise Illegal(
                    "OR.special",
                    f"{card.name} may only be played by {', '.join(card.defn.characters)}",
                )
        mx, mn = clause.get("max_value"), clause.get("min_value")
        if clause.get("numerical") and attack_value is None:
            raise Illegal("MR.10", f"{card.name} avoids only an attack that has a value")
        if (mx is not None or mn is not None) and attack_value is None:
            raise Illegal(
                ["OR.power-leech", "MR.10"],
                "the attack has no value, so an avoid limited to values cannot answer it",
            )
        if mx is not None and attack_value is not None and attack_value > int(mx):
            raise Illegal(
                "OR.defense",
                f"{card.name} avoids attacks of {mx} or less; this one is {attack_value}",
            )
        if mn is not None and attack_value is not None and attack_value < int(mn):
            raise Illegal(
                "OR.defense",
                f"{card.name} avoids attacks of {mn} or more; this one is {attack_value}",
            )
        icons = set(tuple_of(clause.get("icons")))
        if icons and not icons & set(action.icons):
            raise Illegal(
                "OR.defense", f"{card.name} avoids {' or '.join(sorted(icons))} attacks only"
            )
        kinds = set(tuple_of(clause.get("card_kinds")))
        if kinds and not kinds & action.card_kinds:
            raise Illegal(
                "OR.defense", f"{card.name} avoids {' or '.join(sorted(kinds))} attacks only"
            )
        if attack_value is None:
            rules.append("OR.power-leech")  # an attack with no value: only a plain avoid works
        changes = []
        effects: list[Effect] = []
        if card.source == "in_play":
            eff = find_in_play(self.board, player, card)
            if eff is not None and eff.uses_left is not None:
                eff.uses_left -= 1
                changes.append({"op": "effect_use", "card": card.name, "uses_left": eff.uses_left})
            rules.append("MR.19")
        else:
            changes.append(_discard(card, player))
            count = clause.get("count")
            if (
                clause.get("duration") is not None
                or (isinstance(count, int) and count > 1)
                or count == "all"
            ):
                duration, _ = clause_duration(card, [clause])
                uses = (count - 1) if isinstance(count, int) else None
                effects.append(
                    Effect(
                        card,
                        player,
                        owner.id if owner else None,
                        target.id if target else None,
                        duration,
                        [clause],
                        self.order,
                        uses_left=uses,
                    )
                )
        return Outcome(
            "avoided", rules, f"{card.name} avoids {action.description}", changes, effects
        )

    # --- R2 / R3: restrictions played in response
    def _restrict(self, action, card, cards, player, target) -> Outcome:
        clauses = _clauses(card, "cannot_be_attacked") + _clauses(card, "play_restriction")
        stops = False
        for c in clauses:
            if c.get("kind") == "cannot_be_attacked":
                who = c.get("who") or "self"
                if target is not None and (
                    who in ("self", "team", "self_or_teammate")
                    or who.lower() in target.name.lower()
                ):
                    excepted = set(tuple_of(c.get("except")))
                    if not excepted & (action.card_kinds | set(action.icons)):
                        stops = True
            else:
                kinds = set(tuple_of(c.get("card_kinds")))
                icons = set(tuple_of(c.get("icons")))
                mv = c.get("max_value")
                hit_kind = not kinds or kinds & action.card_kinds
                hit_icon = not icons or icons & set(action.icons)
                hit_value = mv is None or (action.value is not None and action.value <= int(mv))
                if (
                    c.get("who") in ("opponent", "opponent_team", None)
                    and hit_kind
                    and hit_icon
                    and hit_value
                ):
                    stops = True
        if not stops:
            raise Illegal(
                "MR.10",
                f"{card.name} does not affect this attack, so it may not be played in response",
            )
        duration, _ = clause_duration(card, clauses)
        eff = Effect(
            card,
            player,
            card.raw.get("by") if isinstance(card.raw, dict) else None,
            target.id if target else None,
            duration,
            card.clauses,
            self.order,
        )
        rule = "MR.10"
        return Outcome(
            "blocked",
            [rule, "OR.defense", "MR.19"],
            f"{card.name} now restricts how the opponent may attack ({describe(duration)}), "
            f"so {action.description} may not go on",
            [_discard(c, player) for c in cards if c is not card and c.source != "in_play"]
            + [{"op": "effect_start", "card": card.name, "player": player, "duration": duration}],
            [eff],
        )

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
            raise Illegal(
                "OR.defense",
                f"an attack is blocked by the character it is aimed at ({target.name}), not by {defender.name}",
            )
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
        for power in powers:
            icon = None
            if on_site:
                icon = next(
                    (power_usable(power, c) for c in team.active() if power_usable(power, c)), None
                )
            elif defender is not None:
                icon = power_usable(power, defender)
            if icon is None:
                who = (
                    "any active front-line character"
                    if on_site
                    else (defender.name if defender else "the defender")
                )
                raise Illegal(["OR.power-card", *rules], f"{power.label()} is not usable by {who}")
            if power.subtype == "multipower" and power.as_icon is None:
                power.as_icon = icon
            rules.append("OR.power-card")
            base += power.defn.value or 0
            parts.append((power, power.defn.value or 0, "base"))
        for uni in universes:
            if len(powers) != 1 or defender is None:
                raise Illegal(rules, "a universe bonus goes with exactly one power card")
            rule = "OR.universe-training" if uni.subtype == "training" else "OR.universe-basic"
            _, bonus = universe_bonus(uni, powers[0], defender, rule)
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
                card_kinds_={c.kind for c in cards},
                against=None,
                icons=(),
            )
        if attack_value is None:
            raise Illegal(
                ["OR.defense", "OR.power-leech"],
                "the attack has no value, so a power card cannot block it; only an avoid, negate or shift answers it",
            )
        need = attack_value + debuff
        total = base + mods + sum(v for _, v, role in parts if role == "buff" and v > 0)
        if total < need:
            raise Illegal(
                rules,
                f"a defense of {total} does not reach the attack's value of {need}, so it does not block",
            )
        for card, value, role in parts:
            if role != "buff":
                continue
            without = total - max(value, 0) if value > 0 else total
            need_without = need - value if value < 0 else need
            if without >= need_without:
                raise Illegal(
                    "MR.10",
                    f"{card.name} is a buff the defense does not need ({without} already reaches "
                    f"{need_without}); a buff may be played only when necessary",
                )
        changes = [_discard(c, player) for c in cards if c.source != "in_play"]
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


def _discard(card: CardUse, player: str) -> dict[str, Any]:
    if card.kind == "activator" and card.retrieves is not None:
        return {
            "op": "discard",
            "player": player,
            "card": card.retrieves.name,
            "pile": "defeated_characters",
        }
    return {"op": "discard", "player": player, "card": card.name, "pile": pile_for(card)}


def discard_change(card: CardUse, player: str) -> dict[str, Any]:
    return _discard(card, player)
