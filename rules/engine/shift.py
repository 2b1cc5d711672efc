"""Who an attack may be aimed at, and shifting it elsewhere (MR.9, MR.17).

An attack may be shifted, and shifted again (double shift), but never onto a character the
attacker could not have targeted with it in the first place: a character protected by an
effect in play that says it may not be attacked stays out of reach unless the attack could
breach that protection. A shift is not a defense.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.engine.attack_card_bars import attacked_with_cards
from rules.engine.attacks import Action, Illegal, card_icons
from rules.engine.card_filters import card_filter
from rules.engine.clauses import tuple_of
from rules.engine.defense import discard_change, find_in_play, restriction_bars
from rules.engine.group_subjects import group_holds, names_group
from rules.engine.location_sources import SOURCE_RULES
from rules.engine.priority import PRIORITY, resolve_priority
from rules.engine.priority import Effect as PriorityEffect
from rules.engine.shift_aims import aim_refusal, moves_to_reserve, reserve_rules
from rules.engine.shift_names import PAID, bought_shift, name_refusal
from rules.engine.shift_sources import unread_refusal, unread_source
from rules.engine.state import Board, CardUse, Character, Effect, other
from rules.engine.who_codes import code_fits

if TYPE_CHECKING:
    from rules.engine.plays import Play


@dataclass
class ShiftOutcome:
    result: str
    rules: list[str]
    text: str
    new_target: str
    may_defend: bool = True
    changes: list[dict[str, Any]] = field(default_factory=list)


def _protects(
    effect: Effect, clause: dict[str, Any], char: Character, board: Board | None = None
) -> bool:
    who = clause.get("who") or "self"
    held = group_holds(clause, effect.player, char, board)  # "Any hero may not be attacked"
    if held is not None:
        return held
    if code_fits(clause.get("who_code"), char) is not True:
        return False  # "Chosen hero may not be attacked": a villain chosen is not kept
    if who in ("self", "target"):
        return char.id in (effect.target, effect.by) if who == "self" else char.id == effect.target
    if who in ("team", "self_or_teammate"):
        return effect.player == char.player
    if who == "teammate":
        return effect.player == char.player and char.id != effect.by
    return who.lower() in char.name.lower()


def _breaches(clause: dict[str, Any], action: Action) -> bool:
    allowed = set(tuple_of(clause.get("except")))
    return bool(allowed & (action.card_kinds | set(action.icons)))


def kind_for_priority(effect_kind: str) -> str:
    """The MR.17 kind an effect of this kind ranks as (an activator's is its special's)."""
    return effect_kind if effect_kind in PRIORITY else "special"


def later_grant_wins(
    restriction: Effect, action: Action, grant_order: int | None, grant_kind: str
) -> bool:
    """MR.17: a later follow-up grant of equal or higher priority overrides a restriction."""
    if grant_order is None:
        return False
    first = PriorityEffect(id="restriction", type=kind_for_priority(restriction.kind))
    second = PriorityEffect(id="grant", type=kind_for_priority(grant_kind))
    if restriction.order < grant_order:
        return resolve_priority([first, second]).winner == "grant"
    return resolve_priority([second, first]).winner == "grant"


def exclusive_ids(effect: Effect, clause: dict[str, Any], board: Board) -> set[str]:
    """The characters an "only X and Target Opponent may ..." effect leaves in the fight."""
    ids: set[str] = set()
    for who in tuple_of(clause.get("who")):
        if who == "self" and effect.by:
            ids.add(effect.by)
        elif who == "target" and effect.target:
            ids.add(effect.target)
        else:
            ids |= {c.id for c in board.characters() if who.lower() in c.name.lower()}
    return ids


def exclusive_bars(
    board: Board, effects: list[Effect], char: Character, what: str
) -> Effect | None:
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "exclusive":
                continue
            actions = tuple_of(c.get("actions")) or ("attack", "be_attacked", "defend")
            if what in actions and char.id not in exclusive_ids(e, c, board):
                return e
    return None


def barred_target(
    board: Board,
    effects: list[Effect],
    action: Action,
    char: Character,
    reserve_ok: bool = False,
) -> tuple[list[str], str] | None:
    """Why ``action`` may not be aimed at ``char`` (rules, text), or ``None`` if it may;
    ``reserve_ok``: a card moves it to the reserve (``shift_aims``)."""
    if char.removed:
        return ["OR.ko.effects"], f"{char.name} has been KO'd"
    if char.position == "reserve" and not (action.allows_reserve or reserve_ok):
        return ["OR.reserve"], f"{char.name} is in reserve and may not be attacked"
    excl = exclusive_bars(board, effects, char, "be_attacked")
    if excl is not None:
        return [
            "MR.19",
            "MR.1",
        ], f"{excl.card.name} leaves only certain characters to be attacked this battle"
    for e in effects:
        for c in e.clauses:
            if (
                c.get("kind") == "cannot_be_attacked"
                # its own side, the one character it names, or a group of both (group_subjects)
                and (e.player == char.player or c.get("who") == "target" or names_group(c))
                and _protects(e, c, char, board)
                and not _breaches(c, action)
                and attacked_with_cards(c, action, char)
            ):
                source = card_filter(c.get("by_cards")).source  # "by any card from a Location"
                rules = ["MR.9", "MR.19", *SOURCE_RULES.get(source or "", ())]
                return rules, f"{e.card.name} keeps {char.name} from being attacked"
    return None


def must_target(board: Board, effects: list[Effect], action: Action) -> Character | None:
    """A character every attack of this player must be made on (e.g. "must be made against Leader")."""
    for e in sorted(effects, key=lambda x: x.order, reverse=True):
        if e.player == action.player:
            continue
        for c in e.clauses:
            if c.get("kind") != "must_attack":
                continue
            who = c.get("who") or "self"
            cid = e.by if who == "self" else e.target
            char = board.character(cid) if cid else None
            if char is None:
                continue
            if barred_target(board, [x for x in effects if x is not e], action, char) is None:
                return char
    return None


class Shifter:
    def __init__(self, board: Board, effects: list[Effect]) -> None:
        self.board = board
        self.effects = effects

    def shift(self, action: Action, play: Play, player: str) -> ShiftOutcome:
        if not action.is_attack or action.target in (None, "battlesite"):
            raise Illegal("MR.9", "only an attack aimed at a character may be shifted")
        current = self.board.character(action.target)
        assert current is not None
        card, clause = self._shift_card(play, player)
        if unread_source(clause):  # "any of Krakoa's Front Line characters" (shift_sources)
            raise Illegal(*unread_refusal(card.name, clause, current.name))
        held = [
            (c, e)
            for e in self.effects
            for c in e.clauses
            if c.get("kind") == "no_shift"
            and e.target in (None, current.id)
            and e.player == action.player
        ]
        for c, e in [(c, None) for c in action.no_shift] + held:
            kinds = set(tuple_of(c.get("card_kinds")))
            icons = set(tuple_of(c.get("icons")))
            if (not kinds or kinds & action.card_kinds) and (
                not icons or icons & set(action.icons)
            ):
                where = f"{e.card.name} in play says" if e else "the attack's own text says"
                raise Illegal(
                    ["MR.9", "MR.1", *(["MR.19"] if e else [])],
                    f"{where} it may not be moved or shifted",
                )
        barred = restriction_bars(action, card)
        if barred is not None:
            raise Illegal(
                "MR.5.restricted-defense",
                f"the attack allows only the answers it names, and {card.label()} is not one of them",
            )
        frm = clause.get("from") or "self"
        owner_id = card.raw.get("by") if isinstance(card.raw, dict) else None
        owner = self.board.character(owner_id or play.by) or current
        if frm == "self" and owner.id != current.id and card.source != "home_base":
            raise Illegal("MR.9", f"{card.name} shifts attacks made on the character who plays it")
        if frm == "teammate" and owner.id == current.id:
            raise Illegal("MR.9", f"{card.name} shifts attacks made on a teammate")
        mx = clause.get("max_value")
        if mx is not None and (action.value is None or action.value > int(mx)):
            raise Illegal("MR.9", f"{card.name} shifts attacks of {mx} or less")
        new = self.board.character(play.to)
        if new is None:
            raise Illegal("MR.9", f"there is no character {play.to!r} to shift the attack to")
        if new.id == current.id:
            raise Illegal("MR.9", "an attack is shifted to a different character")
        to = clause.get("to") or "any_character"
        if (
            to in ("teammate", "self_or_teammate", "team", "any_other", "other")
            and new.player != current.player
        ):
            raise Illegal("MR.9", f"{card.name} shifts the attack to a teammate")
        if to == "self" and new.id != owner.id:
            raise Illegal("MR.9", f"{card.name} moves the attack onto the character who plays it")
        if new.player == action.player:
            raise Illegal(
                "MR.9",
                f"the attack may not be shifted to {new.name}: the attacker could not have targeted its own teammate",
            )
        aimed = aim_refusal(clause, card.name, current, new)  # "front line hero" to "reserve hero"
        if aimed is not None:
            raise Illegal(*aimed)
        in_play = find_in_play(self.board, player, card) if card.source == "in_play" else None
        named = name_refusal(clause, card.name, current, new, self.board, in_play)
        if named is not None:  # "made on Taskmaster may be moved to Trained Lackeys"
            raise Illegal(*named)
        why = barred_target(self.board, self.effects, action, new, moves_to_reserve(clause))
        if why is not None:
            rules, text = why
            raise Illegal(["MR.9", *rules], f"the attack may not be shifted to {new.name}: {text}")
        changes: list[dict[str, Any]] = [{"op": "retarget", "from": current.id, "to": new.id}]
        if card.source == "in_play":
            eff = find_in_play(self.board, player, card)
            if eff is not None and eff.uses_left is not None:
                eff.uses_left -= 1
        elif card.source not in ("home_base",):
            changes.insert(0, discard_change(card, player))
        rules = ["MR.9", *reserve_rules(clause)]
        if action.original_target != current.id:
            rules.append("MR.9")
        double = (
            " again (a double shift)" if action.original_target not in (None, current.id) else ""
        )
        return ShiftOutcome(
            "shifted",
            list(dict.fromkeys(rules)),
            f"{card.name} shifts {action.description}{double} from {current.name} to {new.name}"
            + ("" if clause.get("may_defend", True) else ", who may not defend"),
            new.id,
            bool(clause.get("may_defend", True)),
            changes,
        )

    def _shift_card(self, play: Play, player: str) -> tuple[CardUse, dict[str, Any]]:
        cards = list(play.cards)
        if not cards:
            home = self.board.players[player].home_base
            if home is not None and any(c.get("kind") == "shift" for c in home.clauses):
                cards = [home]
        for card in cards:
            for c in card.clauses:
                if c.get("kind") == "shift":
                    return card, c
            if card.kind == "activator" and card.retrieves is not None:
                for c in card.retrieves.clauses:
                    if c.get("kind") == "shift":
                        return card, c
        names = ", ".join(c.name for c in cards) or "no card"
        bought = [c.name for c in cards if any(bought_shift(x) for x in c.clauses)]
        if bought:  # "discard 2 cards ... to move any attack ... onto Character with ..."
            raise Illegal("MR.9", f"not applied: {bought[0]}'s shift, {PAID}")
        raise Illegal("MR.9", f"{names} does not shift attacks")


__all__ = [
    "Shifter",
    "barred_target",
    "must_target",
    "later_grant_wins",
    "card_icons",
    "other",
]
