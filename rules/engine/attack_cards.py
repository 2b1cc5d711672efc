"""What a card brings to an attack: its kinds and icons, whether a character may use it, its pile, requirements and the attack modifiers of the clauses in play."""

from __future__ import annotations

from typing import Any

from rules.engine.ability_bonuses import ability_bonus
from rules.engine.action_model import OPPONENT_WHO, Illegal
from rules.engine.cards import POWER_TYPES, Grid, Requirement
from rules.engine.clauses import LASTING_KINDS, tuple_of
from rules.engine.conditions_in_play import in_force
from rules.engine.group_subjects import coded_note, rated_fits, rated_subject
from rules.engine.mission_counts import held_by_count
from rules.engine.modifier_scope import aims_at, from_aimed, scope_holds, superseded
from rules.engine.picked_characters import picked_holds, reads_picked
from rules.engine.side_picks import crosses_sides, pick_holds
from rules.engine.state import Board, CardUse, Character
from rules.engine.target_codes import barred_target
from rules.engine.who_codes import code_fits


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
    if card.defn.one_per_deck:
        kinds.add("one_per_deck")  # "No One Per Deck cards may be played"
    return kinds


def card_icons(card: CardUse, use: str | None = None, printed: bool = False) -> tuple[str, ...]:
    """The card's icons; ``use`` ("attack" or "defense") picks, of a card played as one Power
    card to attack and another to defend, the one it is played as. A MultiPower card counts
    as the type it is played as, or with ``printed`` ("an attack with a Strength icon") as
    every icon printed on it."""
    d = card.defn
    if card.kind == "activator" and card.retrieves is not None:
        return card_icons(card.retrieves, use, printed)  # MR.16.icons
    if d.kind == "power" and d.subtype == "multipower":
        return (card.as_icon,) if card.as_icon and not printed else tuple(d.icons)
    icons = tuple(i for i in d.icons if i)
    if not icons:
        for c in card.clauses:
            if use and c.get("uses") and use not in tuple_of(c.get("uses")):
                continue
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
    """A DoubleShot's own power type and level: its text's "acts as <level> <type> Power
    card" (``acts_as_power``, MR.1), else the catalogue's. The catalogue's value may be the
    rating needed to use the card ("6 Energy to use acts as 4 Energy Power card"), which
    the card's own words set apart from the level it acts as."""
    icons, value = tuple(tactic.defn.icons), tactic.defn.value
    acts = next((c for c in tactic.clauses if c.get("kind") == "acts_as_power"), None)
    if acts is not None:
        icons = tuple_of(acts.get("icons")) or icons
        value = acts["level"] if isinstance(acts.get("level"), int) else value
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
        elif c.get("kind") == "combine" and (rated := _rated_teammate(c.get("who"))):
            out.append(Requirement(*rated, ">=", "teammate"))
    return out


def _rated_teammate(who: Any) -> tuple[tuple[str, ...], int] | None:
    """ "Teammate with 6 Energy must combine with ...": the grammar's subject
    ``teammate with 6 Energy``, a rating the contributing teammate needs (the icons, the
    value), else None."""
    if not isinstance(who, str) or not who.lower().startswith("teammate with "):
        return None
    value, _, icon = who[len("teammate with ") :].partition(" ")
    icon = icon.strip().lower().replace("-", "_")
    if not value.isdigit():
        return None
    if icon == "any_power":
        return POWER_TYPES, int(value)
    return ((icon,), int(value)) if icon in POWER_TYPES else None


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
        # "Enforcers and Target Character may not attack": each of its subjects
        if (set(tuple_of(who)) | set(tuple_of(c.get("subjects")))) & set(OPPONENT_WHO):
            return True
        if crosses_sides(c):
            return True  # "Any 1 of opponent's heroes is -2 ...": played on the one picked
        if kind == "play_restriction" and who in (None, "opponent", "opponent_team", "target"):
            return True
        if kind in ("discard", "draw", "mission_move") and who in OPPONENT_WHO:
            return True
    return any(
        affects_opponent(c.get("then") or []) for c in clauses if c.get("kind") == "condition"
    )


def lasting(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in clauses if c.get("kind") in LASTING_KINDS]


def modifier_icons(cards: list[CardUse], icons: tuple[str, ...]) -> tuple[str, ...]:
    """The icons a modifier naming cards by icon reads for a play: the types the cards are
    played as, and "MultiPower" for a MultiPower card ("MultiPower Power cards are +2")."""
    more = ("multipower",) if any(c.subtype == "multipower" for c in cards) else ()
    return tuple(dict.fromkeys((*icons, *more)))


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
    attack: Any = None,
) -> tuple[int, list[str]]:
    """Sum of ``attack_modifier`` / ``defense_modifier`` effects in play for an action
    (``attack``: the attack made or defended, for the modifiers narrowed to some attacks)."""
    total = 0
    names = []
    for e in effects:
        held = list(in_force(e.clauses, effects))
        held += held_by_count(board, e)  # a mission pile's count on the board (mission_counts)
        for c in held:
            if c.get("kind") != kind:
                continue
            if not scope_holds(c, attack) or superseded(c, held, attack):
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
                # a "Target hero" modifier never reaches a villain (target_codes, warned)
                ok = subject is not None and e.target == subject.id
                ok = ok and not barred_target(c, subject)
            elif who in ("all_characters", "any_character"):
                # every character's attacks (``against`` may narrow them), of its code only
                code = c.get("who_code")
                ok = code_fits(code, subject) is True if subject is not None else not code
            elif rated_subject(who) is not None:
                # "Heroes with Fighting 7 or 8 are +2" (group_subjects)
                ok = rated_fits(c, e.player, subject)
            elif (picked := pick_holds(c, e, subject)) is not None:
                ok = picked  # "Any 1 of opponent's heroes": the one played on (side_picks)
            elif reads_picked(c):
                # "All teammates with Strength 6 or more", "the character with the highest
                # Fighting on your team" (picked_characters)
                ok = picked_holds(c, e.player, subject, board)
            elif who.lower().endswith("'s team"):
                ok = mine  # "Savage Dragon and Savage Dragon's team": the effect's side
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
            if against is not None and not aims_at(c, e, board, against):
                continue
            if not from_aimed(c, e, attack):
                continue
            if (
                c.get("against") == "target"
                and against is not None
                and e.target not in (None, against)
            ):
                continue
            amount = int(c.get("amount") or 0)
            if e.card.kind == "inherent" and amount > 0:
                more, by = ability_bonus(effects, kind)
                amount += more
                names += by
            total += amount
            names.append(e.card.name + coded_note(c))
    return total, names


def unusable_reason(card: CardUse, by: Character) -> str:
    """Why a Power card's level is out of reach of a character's grid."""
    d = card.defn
    if d.subtype == "any_power":
        return (
            f"{by.name} has no power type rated {d.value} or more, so may not use a "
            f"level {d.value} Any-Power card"
        )
    icons = (card.as_icon,) if card.as_icon else d.icons
    ratings = ", ".join(f"{i} {by.grid.get(i)}" for i in icons)
    return f"{by.name}'s grid ({ratings}) does not allow a {card.label()}"


def acting_character(by: Character | None) -> Character:
    """The character making the play, which the play must name (OR.fight)."""
    if by is None:
        raise Illegal("OR.fight", "the play does not say which character makes it")
    return by
