"""Attacks of every kind (OR.attack.*) and what the engine knows about one while it resolves.

An ``Action`` is one play on a player's action: an attack (power card, power + basic universe
or training, teamwork and its follow-ups, ally, DoubleShot, special, activator, on a
battlesite) or a utility play. Building one checks that the cards may be played as given and
works out the attack's value, icons and card kinds (MR.1, MR.7), what it leaves as hits, its
restrictions on the defense (MR.5.restricted-defense), its conditional and secondary effects
(MR.5.conditional, MR.5.secondary) and the follow-ups it allows (MR.5.string).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.engine.bonuses import counts_toward_damage, inherent_bonus
from rules.engine.cards import POWER_TYPES, Grid, Requirement
from rules.engine.clauses import LASTING_KINDS, tuple_of
from rules.engine.conditions_in_play import in_force
from rules.engine.state import Board, CardUse, Character, Hit, other

if TYPE_CHECKING:
    from rules.engine.plays import Play

RECYCLABLE = ("power",)  # MR.2 adds basic and training universes and DoubleShots
OPPONENT_WHO = ("opponent", "opponent_team", "target")
TOP_OF_ACTION = "MR.8"


class Illegal(Exception):
    """A play that breaks a rule: the step cites ``rules`` and says ``text``."""

    def __init__(self, rules: list[str] | str, text: str) -> None:
        self.rules = [rules] if isinstance(rules, str) else list(rules)
        self.text = text
        super().__init__(text)


@dataclass
class Grant:
    """Follow-ups a string allows (MR.5.string, OR.attack.teamwork / .ally / .special)."""

    source: str  # "teamwork" | "ally" | "special"
    player: str
    grantor: str | None  # character who played the granting card
    who: str  # self | teammate | self_or_teammate | team
    count: int
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    options: list[list[dict[str, Any]]] = field(default_factory=list)  # teamwork follow-ups
    used_by: list[str] = field(default_factory=list)
    used_icons: list[str] = field(default_factory=list)
    required: bool = False  # teamwork and ally must be followed up
    card: str = ""
    order: int = 0
    restrictions: list[dict[str, Any]] = field(default_factory=list)  # "neither attack may ..."
    per_char: int = 1  # follow-ups each teammate may make under a teammate grant
    bonus_options: list[tuple[int, int]] = field(default_factory=list)  # (attacks, bonus)
    option: tuple[int, int] | None = None  # the option the player's string takes


@dataclass
class Action:
    index: int
    player: str
    by: str | None
    kind: str  # power | universe | training | teamwork | ally | doubleshot | special | activator | utility
    rules: list[str]
    target: str | None
    targeted: bool
    value: int | None
    icons: tuple[str, ...]
    card_kinds: set[str]
    cards: list[CardUse]
    hits: list[Hit] = field(default_factory=list)
    restrictions: list[dict[str, Any]] = field(default_factory=list)
    conditions: list[dict[str, Any]] = field(default_factory=list)
    secondary: list[dict[str, Any]] = field(default_factory=list)
    on_success: list[dict[str, Any]] = field(default_factory=list)
    grants: list[dict[str, Any]] = field(default_factory=list)
    is_attack: bool = True
    allows_reserve: bool = False
    original_target: str | None = None
    outcome: str | None = None
    description: str = ""
    special: CardUse | None = None
    follow_up_of: Grant | None = None
    bonus: int = 0
    defense_buffs: list[str] = field(default_factory=list)
    answered: list[int] = field(default_factory=list)
    loop: int | None = None
    notes: list[str] = field(default_factory=list)
    no_shift: list[dict[str, Any]] = field(default_factory=list)

    @property
    def on_battlesite(self) -> bool:
        return self.target == "battlesite"


# ----------------------------------------------------------------------------- helpers


def card_kinds(card: CardUse) -> set[str]:
    """What a card counts as (MR.1: a card that acts as another kind is both)."""
    kinds = {card.kind}
    if card.kind == "activator" and card.retrieves is not None:
        kinds = {"activator", "special"}
    if card.kind == "tactic" and card.subtype == "doubleshot":
        kinds.add("power")
    for c in card.clauses:
        if c.get("kind") == "acts_as_power" or (
            c.get("kind") == "attack" and c.get("card_kind") == "power"
        ):
            kinds.add("power")
    if card.kind == "universe" and card.subtype in ("teamwork", "ally"):
        kinds.add(card.subtype)
    if card.kind == "special" and card.defn.is_any_character:
        kinds.add("any_character")
    return kinds


def card_icons(card: CardUse) -> tuple[str, ...]:
    d = card.defn
    if card.kind == "activator" and card.retrieves is not None:
        return card_icons(card.retrieves)  # MR.16.icons
    if d.kind == "power" and d.subtype == "multipower":
        return (card.as_icon,) if card.as_icon else tuple(d.icons)
    icons = tuple(i for i in d.icons if i)
    if not icons:
        for c in card.clauses:
            if c.get("kind") in ("attack", "acts_as_power"):
                ic = tuple_of(c.get("icons"))
                if c.get("choice") and card.as_icon in ic:
                    return (card.as_icon,)
                icons = ic
                break
    return icons


def power_usable(
    card: CardUse, char: Character, grid: dict[str, int | None] | None = None
) -> str | None:
    """The icon ``char`` uses ``card`` as, or ``None`` when its grid does not allow it."""
    d = card.defn
    g = grid or char.grid
    value = d.value or 0
    if d.subtype == "any_power":
        ok = any((r or 0) >= value for r in g.values() if r is not None)
        return "any_power" if ok else None
    icons = tuple(d.icons)
    if d.subtype == "multipower" and card.as_icon:
        icons = (card.as_icon,) if card.as_icon in d.icons else ()
    for icon in icons:
        rating = g.get(icon)
        if rating is not None and rating >= value:
            return icon
    return None


def usable_as(power: CardUse, icon: str | None, char: Character) -> bool:
    """Whether ``char`` may use the power card as ``icon``; a Multi-Power card that may is
    then played as that icon."""
    multipower = power.subtype == "multipower"
    trial = CardUse(defn=power.defn, path=power.path, as_icon=icon if multipower else None)
    if not power_usable(trial, char):
        return False
    if multipower:
        power.as_icon = icon
    return True


def requirement_met(card: CardUse, char: Character, who: str = "self") -> bool:
    """The card's requirements to use it (the catalogue's, and the ``requirement`` clauses
    of its text: "6 Strength to use") that concern ``who`` are met by the character's grid."""
    reqs = [
        r for r in (*card.defn.requirements, *clause_requirements(card.clauses)) if r.who == who
    ]
    if not reqs:
        return True
    grid = Grid(**{k: v for k, v in char.grid.items() if k in POWER_TYPES})
    return all(r.met_by(grid) for r in reqs)


def tactic_level(tactic: CardUse) -> tuple[str, int]:
    """A DoubleShot's own power type and level: the catalogue's, or its text's "acts as
    <level> <type> Power card" (``acts_as_power``)."""
    icons, value = tuple(tactic.defn.icons), tactic.defn.value
    acts = next((c for c in tactic.clauses if c.get("kind") == "acts_as_power"), None)
    if acts is not None:
        icons = icons or tuple_of(acts.get("icons"))
        value = value if value is not None else acts.get("level")
    return (icons[0] if icons else "any_power"), int(value or 0)


def clause_requirements(clauses: list[dict[str, Any]]) -> list[Requirement]:
    """The ``requirement`` clauses of a card as requirements to use it."""
    out = []
    for c in clauses:
        if c.get("kind") == "requirement" and isinstance(c.get("value"), int):
            who = "teammate" if c.get("who") == "teammate" else "self"
            icons = tuple_of(c.get("icons"))
            icons = POWER_TYPES if icons in ((), ("any_power",)) else icons
            out.append(Requirement(icons, int(c["value"]), str(c.get("compare") or ">="), who))
    return out


def pile_for(card: CardUse) -> str:
    """Where a played card goes when it is discarded (OR.discard-piles, MR.2)."""
    d = card.defn
    if card.source == "battlesite" or d.kind in ("event",):
        return "defeated_characters"
    if d.kind == "activator":
        return "defeated_characters"
    if d.kind == "power":
        return "power_pack"
    if d.kind == "universe" and d.subtype in ("basic", "training"):
        return "power_pack"
    if d.kind == "tactic" and d.subtype == "doubleshot":
        return "power_pack"
    return "dead_pile"


def may_play_special(card: CardUse, char: Character) -> bool:
    d = card.defn
    if d.is_any_character or not d.characters:
        return True
    name = char.name.lower()
    return any(
        c.lower() in name or name in c.lower() or c.lower().split(" (")[0] in name
        for c in d.characters
        if c
    )


def describe_cards(cards: list[CardUse]) -> str:
    labels = [c.label() for c in cards]
    if len(labels) <= 1:
        return "".join(labels)
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def affects_opponent(clauses: list[dict[str, Any]]) -> bool:
    """MR.5: a card whose effect crosses to the opponent's side is an attack."""
    for c in clauses:
        kind = c.get("kind")
        if kind in ("attack", "hit"):
            return True
        if kind == "concede" and c.get("allowed") is False:
            return True  # keeps the opponent from conceding
        if kind == "condition":
            continue
        if kind == "exclusive":
            return True  # limits who on the opponent's side may attack, be attacked, defend
        who = c.get("who")
        if kind == "cards_become" and c.get("on_record"):
            who = c.get("owner")  # the character whose record changes
        if set(tuple_of(who)) & set(OPPONENT_WHO):
            return True
        if kind == "play_restriction" and who in (None, "opponent", "opponent_team", "target"):
            return True
        if kind in ("discard", "draw", "mission_move") and who in OPPONENT_WHO:
            return True
    return any(
        affects_opponent(c.get("then") or []) for c in clauses if c.get("kind") == "condition"
    )


def lasting(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in clauses if c.get("kind") in LASTING_KINDS]


def modifier_total(
    board: Board,
    effects: list,
    *,
    player: str,
    kind: str,
    subject: Character | None,
    card_kinds_: set[str],
    against: str | None,
    icons: tuple[str, ...],
) -> tuple[int, list[str]]:
    """Sum of ``attack_modifier`` / ``defense_modifier`` effects in play for an action."""
    total = 0
    names = []
    for e in effects:
        for c in in_force(e.clauses, effects):
            if c.get("kind") != kind:
                continue
            who = c.get("who") or "self"
            mine = e.player == player
            if who in ("self",):
                ok = mine and subject is not None and subject.id in (e.by, e.target)
            elif who in ("team", "self_or_teammate", "teammate"):
                ok = mine
            elif who in ("opponent", "opponent_team"):
                ok = not mine
            elif who == "target":
                ok = subject is not None and e.target == subject.id
            else:
                ok = subject is not None and who.lower() in subject.name.lower()
            if not ok:
                continue
            kinds = tuple_of(c.get("card_kinds"))
            if kinds and not set(kinds) & card_kinds_:
                continue
            ic = tuple_of(c.get("icons"))
            if ic and not set(ic) & set(icons):
                continue
            if (
                c.get("against") == "target"
                and against is not None
                and e.target not in (None, against)
            ):
                continue
            total += int(c.get("amount") or 0)
            names.append(e.card.name)
    return total, names


# ----------------------------------------------------------------------------- building


def _maker(by: Character | None) -> Character:
    """The character making the play, which the play must name (OR.fight)."""
    if by is None:
        raise Illegal("OR.fight", "the play does not say which character makes it")
    return by


def _reserve_attack(clause: dict[str, Any], cards: list[CardUse]) -> bool:
    """An inherent "may attack with <type> <kind> cards while in reserve" covers these cards."""
    kinds, icons = tuple_of(clause.get("card_kinds")), tuple_of(clause.get("icons"))
    return bool(cards) and all(
        (not kinds or c.kind in kinds) and (not icons or set(icons) & set(c.defn.icons))
        for c in cards
    )


class AttackBuilder:
    """Checks an attack or utility play and builds its ``Action``."""

    def __init__(self, board: Board, effects: list, order: int) -> None:
        self.board = board
        self.effects = effects
        self.order = order

    def character(self, cid: str | None, player: str, what: str) -> Character:
        char = self.board.character(cid)
        if char is None:
            raise Illegal("OR.fight", f"there is no character {cid!r} to {what}")
        if char.player != player:
            raise Illegal("OR.fight", f"{char.name} is not on player {player}'s team")
        return char

    def attacker(self, play: Play, player: str, cards: list[CardUse]) -> Character | None:
        if play.by in (None, "home_base"):
            if any(c.kind == "aspect" for c in cards) or not cards:
                return None
            raise Illegal("OR.fight", "the play does not say which character makes it")
        char = self.character(play.by, player, "play the cards")
        if char.removed:
            raise Illegal(
                "OR.ko.effects", f"{char.name} has been KO'd and may no longer play cards"
            )
        if char.position == "reserve":
            allowed = any(
                c.get("kind") == "permission"
                and c.get("action") in ("play_from_reserve", "play_this_from_reserve")
                for card in cards
                for c in card.clauses
            ) or any(
                c.get("kind") == "permission"
                and (
                    c.get("action") == "play_from_reserve"
                    or (c.get("action") == "attack_from_reserve" and _reserve_attack(c, cards))
                )
                for c in char.inherent_clauses
            )
            if not allowed:
                raise Illegal("OR.reserve", f"{char.name} is in reserve and may not play cards")
        return char

    def target(
        self, play: Play, player: str, allows_reserve: bool
    ) -> tuple[str | None, Character | None]:
        if play.target is None:
            return None, None
        opp = self.board.players[other(player)]
        if play.target == "battlesite":
            site = opp.battlesite
            if site is None or site.ko:
                raise Illegal("OR.attack.battlesite", f"player {opp.id} has no battlesite in play")
            return "battlesite", None
        char = self.board.character(play.target)
        if char is None:
            raise Illegal("OR.fight", f"there is no character {play.target!r} to attack")
        if char.player == player:
            raise Illegal("OR.fight", f"{char.name} is on the attacker's own team")
        if char.removed:
            raise Illegal("OR.ko.effects", f"{char.name} has been KO'd and may not be attacked")
        if char.position == "reserve" and not allows_reserve:
            raise Illegal("OR.reserve", f"{char.name} is in reserve and may not be attacked")
        return char.id, char

    def build(self, play: Play, player: str, grant: Grant | None) -> Action:
        cards = list(play.cards)
        if not cards:
            raise Illegal("OR.fight", "an attack needs at least one card")
        for card in cards:
            if card.source == "in_play":
                raise Illegal("MR.10", f"{card.name} is already in play and is not played again")
        by = self.attacker(play, player, cards)
        kinds = [c.kind for c in cards]
        subtypes = {c.subtype for c in cards}
        if grant is not None:
            self.check_follow_up(play, player, by, cards, grant)
        if "activator" in kinds:
            action = self.activator(play, player, by, cards)
        elif "universe" in kinds and subtypes & {"teamwork", "ally"}:
            action = self.teamwork_or_ally(play, player, by, cards)
        elif "tactic" in kinds and any(c.subtype == "artifact" for c in cards):
            action = self.artifact(play, player, by, cards)
        elif "tactic" in kinds:
            action = self.doubleshot(play, player, by, cards)
        elif "special" in kinds or "aspect" in kinds:
            from rules.engine.combine import build_special

            action = build_special(self, play, player, by, cards)
        elif "universe" in kinds:
            action = self.power_with_universe(play, player, by, cards)
        elif all(k == "power" for k in kinds):
            action = self.power(play, player, by, cards, grant)
        else:
            raise Illegal("OR.fight", f"{describe_cards(cards)} may not be played together")
        action.follow_up_of = grant
        if grant is not None and grant.restrictions:
            action.restrictions = [*action.restrictions, *grant.restrictions]
        if grant is not None and grant.source == "teamwork":
            self.apply_teamwork_bonus(action, grant)
        return action

    # --- follow-ups
    def check_follow_up(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse], grant: Grant
    ) -> None:
        kinds = set().union(*(card_kinds(c) for c in cards))
        if grant.source == "teamwork":
            if by is None or by.id == grant.grantor or by.id in grant.used_by:
                raise Illegal(
                    "OR.attack.teamwork",
                    "each teamwork follow-up is made by a different teammate than the one who "
                    "played the teamwork card",
                )
            if len(cards) != 1 or cards[0].kind != "power":
                raise Illegal(
                    "OR.attack.teamwork",
                    "a teamwork follow-up is one power card, never combined with universe or special cards",
                )
            return
        if grant.source == "ally":
            if by is None or by.id == grant.grantor:
                raise Illegal("OR.attack.ally", "the ally's special is played by a teammate")
            if len(cards) != 1 or cards[0].kind != "special":
                raise Illegal("OR.attack.ally", "an ally card is followed by a special card")
            if cards[0].defn.is_any_character:
                raise Illegal(
                    "OR.any-character-limitation",
                    "an Any Character or Any Hero special never fulfils an ally's follow-up",
                )
            return
        top = kinds & {"universe", "tactic", "activator", "aspect", "any_character"}
        if top and not self._combines(cards):
            raise Illegal(
                TOP_OF_ACTION,
                f"{describe_cards(cards)} must be played at the top of an action, never as a follow-up",
            )
        if grant.who in ("teammate", "team") and by is not None:
            if by.id == grant.grantor:
                raise Illegal("MR.5.string", "the follow-up the card allows is for a teammate")
            if grant.used_by.count(by.id) >= grant.per_char:
                raise Illegal(
                    ["MR.5.string", "OR.attack.special"],
                    f"a teammate's follow-up is limited to {grant.per_char} attack(s), and {by.name} has made it",
                )
        if grant.who == "self" and by is not None and grant.grantor not in (None, by.id):
            raise Illegal(
                "MR.5.string", "the follow-up the card allows is for the character who played it"
            )
        if grant.who == "teammate" and by is not None and by.id == grant.grantor:
            raise Illegal("MR.5.string", "the follow-up the card allows is for a teammate")
        if grant.card_kinds and not kinds & set(grant.card_kinds):
            raise Illegal(
                "MR.5.string",
                f"the follow-up must be made with a {' or '.join(grant.card_kinds)} card",
            )
        if grant.icons:
            icons = set().union(*(set(card_icons(c)) for c in cards))
            if not icons & set(grant.icons) and not any(
                c.defn.subtype == "multipower" and set(c.defn.icons) & set(grant.icons)
                for c in cards
            ):
                raise Illegal(
                    "MR.5.string", f"the follow-up must be a {' or '.join(grant.icons)} attack"
                )

    @staticmethod
    def _combines(cards: list[CardUse]) -> bool:
        """Does a card in the play specifically allow the top-of-action cards with it (MR.8)?"""
        for card in cards:
            for c in card.clauses:
                if c.get("kind") == "combine" and set(tuple_of(c.get("card_kinds"))) & {
                    "universe",
                    "basic_universe",
                    "tactic",
                }:
                    return True
        return False

    def apply_teamwork_bonus(self, action: Action, grant: Grant) -> None:
        icon = action.icons[0] if action.icons else None
        n = len(grant.used_by)
        options = [o for o in grant.options if len(o) > n]
        if grant.used_icons:
            options = [
                o
                for o in options
                if [e["icon"] for e in o[: len(grant.used_icons)]] == grant.used_icons
            ]
        entry = next((o[n] for o in options if o[n]["icon"] == icon), None)
        if entry is None:
            used = f" (already used: {', '.join(grant.used_icons)})" if grant.used_icons else ""
            allowed = sorted({o[n]["icon"] for o in options}) if options else []
            raise Illegal(
                "OR.attack.teamwork",
                f"this follow-up must be a {' or '.join(allowed) or 'different'} attack{used}; "
                "each follow-up is of a different power type",
            )
        action.bonus += entry["bonus"]
        if action.value is not None:
            action.value += entry["bonus"]
        action.card_kinds |= {"universe", "teamwork"}
        action.rules.append("OR.attack.teamwork")
        action.description += f", +{entry['bonus']} from the teamwork card"

    # --- attack kinds
    @staticmethod
    def _attack(
        play: Play, player: str, by: Character, target: str, rules: list[str], **fields: Any
    ) -> Action:
        """The action of ``by`` attacking ``target``; an attack on a battlesite also cites
        ``OR.attack.battlesite``."""
        if target == "battlesite":
            rules = [*rules, "OR.attack.battlesite"]
        return Action(
            index=play.index,
            player=player,
            by=by.id,
            rules=rules,
            target=target,
            targeted=True,
            **fields,
        )

    def _target_for(self, play: Play, player: str, allows_reserve: bool = False):
        if play.target is None:
            raise Illegal("OR.fight", "an attack names its target (a character or battlesite)")
        return self.target(play, player, allows_reserve)

    def power(
        self,
        play: Play,
        player: str,
        by: Character | None,
        cards: list[CardUse],
        grant: Grant | None,
    ) -> Action:
        by = _maker(by)
        if len(cards) != 1:
            raise Illegal(
                "OR.fight",
                "an attack is made with one power card (only a card that allows it combines more)",
            )
        card = cards[0]
        icon = power_usable(card, by)
        rules = ["OR.attack.power", "OR.power-card"]
        if card.subtype == "multipower":
            rules.append("OR.multipower")
        if card.subtype == "any_power":
            rules.append("OR.any-power")
        if icon is None:
            raise Illegal(rules[1:] + [], self._unusable(card, by))
        if card.subtype == "multipower" and card.as_icon is None:
            card.as_icon = icon
        tid, _ = self._target_for(play, player)
        return self._attack(
            play,
            player,
            by,
            tid,
            rules,
            kind="power",
            value=card.defn.value,
            icons=(icon,) if icon != "any_power" else ("any_power",),
            card_kinds={"power"},
            cards=cards,
            hits=[power_hit(card, icon, player)],
            description=f"a {card.label()}",
        )

    @staticmethod
    def _unusable(card: CardUse, by: Character) -> str:
        d = card.defn
        if d.subtype == "any_power":
            return (
                f"{by.name} has no power type rated {d.value} or more, so may not use a "
                f"level {d.value} Any-Power card"
            )
        icons = (card.as_icon,) if card.as_icon else d.icons
        ratings = ", ".join(f"{i} {by.grid.get(i)}" for i in icons)
        return f"{by.name}'s grid ({ratings}) does not allow a {card.label()}"

    def power_with_universe(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = _maker(by)
        powers = [c for c in cards if c.kind == "power"]
        universes = [c for c in cards if c.kind == "universe"]
        if len(powers) != 1 or len(universes) != 1 or len(cards) != 2:
            raise Illegal("OR.universe-basic", "a universe bonus goes with exactly one power card")
        power, uni = powers[0], universes[0]
        rule = "OR.attack.training" if uni.subtype == "training" else "OR.attack.universe"
        urule = "OR.universe-training" if uni.subtype == "training" else "OR.universe-basic"
        icon, bonus = universe_bonus(uni, power, by, urule)
        tid, _ = self._target_for(play, player)
        hits = [power_hit(power, icon, player)]
        own = counts_toward_damage(uni, by)
        counts = self.universe_counts(player) or own
        if counts:
            hits.append(
                Hit(
                    icon=uni.defn.icons[0] if uni.subtype == "basic" else icon,
                    value=bonus,
                    source="universe",
                    player=player,
                    card=uni.name,
                )
            )
        rules = [rule, urule, "OR.power-card"]
        if own or inherent_bonus(uni, by):
            rules.append("OR.inherent")
        if power.subtype == "any_power":
            rules.append("OR.any-power")
        if power.subtype == "multipower":
            rules.append("OR.multipower")
        if counts:
            rules.append("MR.3")
        return self._attack(
            play,
            player,
            by,
            tid,
            rules,
            kind="training" if uni.subtype == "training" else "universe",
            value=(power.defn.value or 0) + bonus,
            icons=(icon,),
            card_kinds={"power", "universe"},
            cards=cards,
            hits=hits,
            bonus=bonus,
            description=f"a {power.label()} with {uni.label()} (+{bonus})",
        )

    def universe_counts(self, player: str) -> bool:
        """MR.3: an effect in play lets basic universe cards count as hits."""
        for e in self.effects:
            if e.player != player:
                continue
            for c in e.clauses:
                if c.get("kind") == "permission" and c.get("action") in (
                    "universe_counts",
                    "count_universe",
                    "universe_hits",
                ):
                    return True
        return False

    def teamwork_or_ally(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = _maker(by)
        if len(cards) != 1:
            raise Illegal(
                TOP_OF_ACTION, "a teamwork or ally card is played alone, at the top of an action"
            )
        card = cards[0]
        sub = card.subtype
        rule = f"OR.attack.{sub}"
        if not requirement_met(card, by):
            raise Illegal(
                [rule, f"OR.universe-{sub}"],
                f"{by.name}'s grid does not meet the card's requirement",
            )
        mates = [c for c in self.board.players[player].active() if c.id != by.id]
        if not mates:
            raise Illegal(
                [rule, f"OR.universe-{sub}"],
                f"a {sub} card needs a front-line teammate to follow up, and {by.name} has none",
            )
        tid, _ = self._target_for(play, player)
        value, icon = universe_attack(card)
        return self._attack(
            play,
            player,
            by,
            tid,
            [rule, f"OR.universe-{sub}"],
            kind=sub,
            value=value,
            icons=(icon,),
            card_kinds={"universe", sub},
            cards=cards,
            hits=[Hit(icon=icon, value=value, source=sub, player=player, card=card.name)],
            description=f"{card.label()} (acts as a level {value} {icon.title()} attack)",
        )

    def doubleshot(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = _maker(by)
        tactic, power, mate = doubleshot_parts(
            self.board, player, by, cards, "OR.attack.doubleshot"
        )
        tid, _ = self._target_for(play, player)
        ticon, tvalue = tactic_level(tactic)
        picon = power_usable(power, mate) or ticon
        value = tvalue + (power.defn.value or 0)
        return self._attack(
            play,
            player,
            by,
            tid,
            ["OR.attack.doubleshot", "OR.tactic-doubleshot", "MR.1"],
            kind="doubleshot",
            value=value,
            icons=tuple(dict.fromkeys((ticon, picon))),
            card_kinds={"tactic", "power"},
            cards=cards,
            hits=[
                Hit(
                    icon=ticon,
                    value=tvalue,
                    source="tactic",
                    player=player,
                    card=tactic.name,
                ),
                Hit(
                    icon=picon if picon in POWER_TYPES else power.subtype,
                    value=power.defn.value or 0,
                    icons=tuple(power.defn.icons) if power.subtype == "multipower" else (),
                    source="power",
                    player=player,
                    card=power.name,
                ),
            ],
            description=(
                f"{tactic.label()} with {mate.name}'s {power.label()} "
                f"(acts as a level {value} {'/'.join(i.title() for i in dict.fromkeys((ticon, picon)))} attack)"
            ),
        )

    def artifact(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        """A Tactic: Artifact, played by one front-line character onto a front-line teammate."""
        rule = "OR.tactic-artifact"
        if by is None or len(cards) != 1:
            raise Illegal(
                [rule, TOP_OF_ACTION], "an artifact is played alone by a front-line character"
            )
        card = cards[0]
        if by.position != "front_line":
            raise Illegal(rule, "an artifact is played by a front-line character")
        mate = self.board.character(play.target) if play.target else None
        if mate is None or mate.player != player or mate.id == by.id or not mate.active:
            raise Illegal(
                rule,
                "an artifact is played onto an active front-line teammate (name it as the target)",
            )
        if not requirement_met(card, by):
            raise Illegal(rule, f"{by.name}'s grid does not meet the artifact's requirement")
        if not requirement_met(card, mate, "teammate"):
            raise Illegal(
                rule,
                f"{mate.name}'s grid does not meet the artifact's requirement for the teammate",
            )
        clauses = card.clauses
        return Action(
            index=play.index,
            player=player,
            by=by.id,
            kind="utility",
            rules=[rule, "MR.8"],
            target=mate.id,
            targeted=False,
            value=None,
            icons=tuple(card.defn.icons),
            card_kinds={"tactic"},
            cards=cards,
            secondary=[
                c for c in clauses if c.get("kind") not in ("timing", "requirement", "placement")
            ],
            is_attack=False,
            description=f"{card.label()} onto {mate.name}",
            special=card,
        )

    def activator(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        if len(cards) != 1:
            raise Illegal(TOP_OF_ACTION, "an activator is played alone, at the top of an action")
        act = cards[0]
        site = self.board.players[player].battlesite
        if site is None or site.ko:
            raise Illegal("OR.activator", "activators are unusable without a battlesite in play")
        special = act.retrieves
        if special is None:
            raise Illegal("OR.activator", "the activator does not name the special it retrieves")
        names = {s.name.lower() for s in site.specials}
        if special.name.lower() not in names:
            raise Illegal("OR.activator", f"{special.name!r} is not beneath the battlesite")
        owner = (act.defn.characters or ("",))[0].lower()
        if owner and not any(
            owner in c.lower() or c.lower() in owner for c in special.defn.characters
        ):
            raise Illegal(
                "OR.activator",
                f"a {act.defn.characters[0]} activator retrieves only their specials",
            )
        special.source = "battlesite"
        from rules.engine.combine import build_special

        action = build_special(self, play, player, by, [special], via_activator=True)
        action.kind = "activator"
        action.cards = [act, special]
        action.rules = ["OR.attack.activator", "OR.activator", "MR.16.icons", *action.rules]
        action.card_kinds = (action.card_kinds - {"special"}) | {"activator", "special"}
        action.description = f"{act.label()} exchanged for {special.label()}" + (
            f" ({action.description})" if action.description else ""
        )
        return action


def power_hit(power: CardUse, icon: str, player: str) -> Hit:
    """The hit a power card scores, under the icon it is used as (a Multi-Power or Any-Power
    card keeps its own kind, and a Multi-Power card its icons)."""
    return Hit(
        icon=power.subtype if power.subtype in ("multipower", "any_power") else icon,
        value=power.defn.value or 0,
        icons=tuple(power.defn.icons) if power.subtype == "multipower" else (),
        source="power",
        player=player,
        card=power.name,
    )


def universe_attack(card: CardUse) -> tuple[int, str]:
    """The level and icon a teamwork or ally card acts as an attack of.

    Catalogue cards carry it in ``extra["attack"]`` (their ``value`` is the requirement);
    inline cards give it as ``value`` and ``icon``.
    """
    attack = card.defn.extra.get("attack") if isinstance(card.defn.extra, dict) else None
    if isinstance(attack, dict) and attack.get("level") is not None:
        icons = list(attack.get("icons") or card.defn.icons or ["any_power"])
        return int(attack["level"]), str(icons[0])
    icon = card.defn.icons[0] if card.defn.icons else "any_power"
    return card.defn.value or 0, icon


def follow_up_options(card: CardUse) -> list[list[dict[str, Any]]]:
    """A teamwork card's follow-ups: options, each the (icon, bonus) of teammate 1 then 2.

    Inline cards give ``[[{"icon", "bonus"}, ...], ...]``; catalogue cards
    ``[{"first": {"icons", "bonus"}, "second": {...}}, ...]``.
    """
    raw = card.defn.extra.get("follow_ups") if isinstance(card.defn.extra, dict) else None
    out: list[list[dict[str, Any]]] = []
    for option in raw or []:
        if isinstance(option, list):
            out.append([dict(e) for e in option if isinstance(e, dict)])
        elif isinstance(option, dict) and "first" in option:
            firsts = option.get("first") or {}
            seconds = option.get("second") or {}
            for i1 in firsts.get("icons") or []:
                for i2 in seconds.get("icons") or [None]:
                    entry = [{"icon": i1, "bonus": int(firsts.get("bonus") or 0)}]
                    if i2 is not None:
                        entry.append({"icon": i2, "bonus": int(seconds.get("bonus") or 0)})
                    out.append(entry)
    return out


def universe_bonus(uni: CardUse, power: CardUse, by: Character, rule: str) -> tuple[str, int]:
    """The icon and bonus a basic or training universe gives ``power`` for ``by`` (with what
    the character's inherent ability adds to it)."""
    bonus = (uni.defn.bonus or 0) + inherent_bonus(uni, by)
    if uni.subtype == "training":
        choices = [
            i for i in uni.defn.icons if by.grid.get(i) is not None and by.grid[i] <= _limit(uni)
        ]
        if not choices:
            raise Illegal(
                rule,
                f"{by.name} is not rated {_limit(uni)} or less in {' or '.join(uni.defn.icons)}",
            )
    else:
        if not requirement_met(uni, by):
            req = uni.defn.requirements[0]
            raise Illegal(
                rule, f"{by.name} needs {req.icons[0]} {req.value} or more to use the universe card"
            )
        choices = list(uni.defn.icons)
    if power.subtype == "any_power":
        if power_usable(power, by) is None:
            raise Illegal(["OR.any-power", "OR.power-card"], AttackBuilder._unusable(power, by))
        return choices[0], bonus
    for icon in choices:
        if power.subtype == "multipower" and icon not in power.defn.icons:
            continue
        if power.subtype == "single" and icon not in power.defn.icons:
            continue
        if usable_as(power, icon, by):
            return icon, bonus
    raise Illegal(
        [rule, "OR.power-card"],
        f"the bonus applies to a usable {' or '.join(choices)} power card, not a {power.label()}",
    )


def _limit(uni: CardUse) -> int:
    reqs = uni.defn.requirements
    return reqs[0].value if reqs else 5


def doubleshot_parts(
    board: Board, player: str, by: Character, cards: list[CardUse], rule: str
) -> tuple[CardUse, CardUse, Character]:
    tactics = [c for c in cards if c.kind == "tactic"]
    powers = [c for c in cards if c.kind == "power"]
    if (
        len(tactics) != 1
        or tactics[0].subtype != "doubleshot"
        or len(powers) != 1
        or len(cards) != 2
    ):
        raise Illegal(rule, "a DoubleShot is played with exactly one teammate's power card")
    tactic, power = tactics[0], powers[0]
    if not requirement_met(tactic, by):
        raise Illegal(
            [rule, "OR.tactic-doubleshot"],
            f"{by.name}'s grid does not meet the DoubleShot's requirement",
        )
    mate_id = (power.raw or {}).get("by") if isinstance(power.raw, dict) else None
    mates = [c for c in board.players[player].active() if c.id != by.id]
    if mate_id is not None:
        mates = [c for c in mates if c.id == mate_id]
        if not mates:
            raise Illegal(
                [rule, "OR.tactic-doubleshot"],
                f"{mate_id!r} is not an active front-line teammate of {by.name}",
            )
    want = tactic.defn.extra.get("teammate_icon")
    if power.subtype != "any_power" and want and want not in power.defn.icons:
        raise Illegal(
            [rule, "OR.tactic-doubleshot"],
            f"the DoubleShot asks for a {want} power card from the teammate",
        )
    for mate in mates:
        if requirement_met(tactic, mate, "teammate") and usable_as(power, want, mate):
            return tactic, power, mate
    raise Illegal(
        [rule, "OR.tactic-doubleshot"],
        "no front-line teammate meets the DoubleShot's contribution requirement with that power card",
    )
