"""A special's parts as an attack reads them: its level and icons, its combine clause and boost, whose a clause is, the hit it makes, and who may play it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.attack_with import attack_with_grant
from rules.engine.attacks import (
    Illegal,
    may_play_special,
)
from rules.engine.clauses import tuple_of
from rules.engine.coded_specials import coded_owner_refusal
from rules.engine.special_permissions import special_allowed
from rules.engine.state import CardUse, Character, Hit

if TYPE_CHECKING:
    from rules.engine.attacks import AttackBuilder
    from rules.engine.plays import Play

OWN_SIDE = ("self", "team", "teammate", "self_or_teammate", None)


def whose(clause: dict[str, Any]) -> Any:
    """Whose side a clause acts on: a record change acts on the record's character."""
    return clause.get("owner") if clause.get("kind") == "cards_become" else clause.get("who")


def attack_level(
    card: CardUse, target: str | None = None
) -> tuple[int | None, tuple[str, ...], bool]:
    """(level, icons, has an attack clause) of a special or aspect; of a card with a level
    against characters and another against a battlesite ("or a level 8 Any-Power attack
    against Target Battlesite"), the one for ``target``."""
    attacks = [
        c
        for c in card.clauses
        if c.get("kind") in ("attack", "acts_as_power")
        and (c.get("kind") == "attack" or "attack" in tuple_of(c.get("uses") or ("attack",)))
    ]
    on_site = [c for c in attacks if c.get("against") == "target_battlesite"]
    if on_site and len(on_site) < len(attacks):
        attacks = on_site if target == "battlesite" else [c for c in attacks if c not in on_site]
    if not attacks:
        return None, tuple(card.defn.icons), False
    c = attacks[0]
    icons = tuple_of(c.get("icons"))
    if c.get("choice") and len(icons) > 1:
        if card.as_icon and card.as_icon in icons:
            icons = (card.as_icon,)
        elif card.as_icon and card.as_icon != "multipower":
            raise Illegal(
                ["OR.attack.special", "MR.1"],
                f"{card.name} attacks as {' or '.join(icons)} only, not {card.as_icon}",
            )
        else:
            card.as_icon = icons[0]
            icons = icons[:1]
    level = c.get("level")
    return (int(level) if isinstance(level, int) else None), icons, True


def combine_clause(card: CardUse) -> dict[str, Any] | None:
    """The card's leave to combine with other cards (MR.7); "May not be combined with Universe
    cards" (``allowed`` false) is a bar, never a leave."""
    for c in card.clauses:
        if c.get("kind") == "combine" and c.get("allowed") is not False:
            return c
    return None


def boost_of(card: CardUse) -> int:
    """The bonus a special gives a power card played with it (an attack or action modifier)."""
    for c in card.clauses:
        if c.get("kind") in ("attack_modifier", "bonus") and (c.get("who") in OWN_SIDE):
            return int(c.get("amount") or 0)
    return 0


def _teammates_special(builder: AttackBuilder, card: CardUse, by: Character) -> bool:
    """A follow-up "with a Teammate's Special card": the special is an active teammate's
    (MR.5.string, MR.1)."""
    if getattr(builder, "follow_up_owner", None) != "teammate":
        return False
    team = builder.board.players[by.player]
    return any(m.id != by.id and may_play_special(card, m) for m in team.active())


def check_owner(
    builder: AttackBuilder,
    play: Play,
    player: str,
    by: Character | None,
    card: CardUse,
    via_activator: bool,
) -> None:
    if card.kind == "aspect":
        home = builder.board.players[player].home_base
        if home is None:
            raise Illegal(
                "OR.aspect", "aspects are played by a home base, and this player has none"
            )
        loc = (card.defn.location or "").lower()
        if (
            loc
            and not loc.startswith("any")
            and loc not in home.name.lower()
            and home.name.lower() not in loc
        ):
            raise Illegal("OR.aspect", f"{card.name} is played only by {card.defn.location}")
        return
    if by is None:
        raise Illegal("OR.fight", "the play does not say which character plays the special")
    others = list(builder.board.characters())
    freed = play.type == "attack" and attack_with_grant(builder.effects, by, card) is not None
    freed = freed or _teammates_special(builder, card, by)
    if not via_activator and not freed and not special_allowed(card, by, builder.effects, others):
        raise Illegal(
            "OR.special", f"{card.name} may only be played by {', '.join(card.defn.characters)}"
        )
    if not via_activator and (refused := coded_owner_refusal(card, by)):
        raise Illegal(["OR.special", "OR.code-rule"], refused)


def special_hit(card: CardUse, level: int, icons: tuple[str, ...], player: str) -> Hit:
    icon = icons[0] if icons else "any_power"
    if icon == "multipower":
        return Hit(
            icon="multipower",
            value=level,
            icons=(),
            source="special",
            player=player,
            card=card.name,
        )
    return Hit(
        icon=icon,
        value=level,
        icons=icons if len(icons) > 1 else (),
        source="special" if card.kind != "aspect" else "aspect",
        player=player,
        card=card.name,
    )
