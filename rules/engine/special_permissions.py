"""Permissions to play specials of other characters (OR.special, OR.placing, MR.19):
"Scarlet Spider may Place and play Spider-Man "Wall Crawl" and "Spider-Sense" Special cards
for remainder of game", "May play any Special cards", "May play any teammate's special cards"
(the specials one of its teammates may play). An effect in play or an inherent ability with
such a permission lets its character place and play the specials it names (by title and
owner), or any special when it names none; "May not play any OPD special cards" beside it keeps
the One Per Deck ones out of what it grants (``bars_one_per_deck``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.attacks import may_play_special
from rules.engine.card_identity import same_name, special_title
from rules.engine.clauses import tuple_of
from rules.engine.named_owners import owner_of_title
from rules.engine.state import CardUse, Character, Effect
from rules.engine.who_codes import code_fits
from rules.engine.who_names import EVERYONE

#: The owner word of a permission for a KO'd teammate's cards.
KOD_TEAMMATE = "ko'd_teammate"

#: Permission actions that let a character play (and place) specials it could not.
PLAY_SPECIALS = frozenset({"place_and_play", "play"})


def _of_fallen(clause: dict[str, Any]) -> bool:
    """ "<X> may play any KO'd teammate's Specials in next battle": any number of them; "any 1
    KO'd teammate's Specials": those of the one KO'd teammate the effect names (its target)."""
    one = clause.get("count") == 1
    return clause.get("owner") == KOD_TEAMMATE and (clause.get("count") in ("any", "all") or one)


def grants_specials(clause: dict[str, Any]) -> bool:
    """A permission to play specials: of named owners or titles or any, now; or any of the
    KO'd teammates' specials, once the battle it names has come."""
    owner = str(clause.get("owner") or "")
    kinds = tuple_of(clause.get("card_kinds"))
    # "Two-Face may play "Flip of the Coin"": a card named by title, of no kind printed
    titled = not kinds and bool(tuple_of(clause.get("names")))
    fallen = _of_fallen(clause)
    return (
        clause.get("kind") == "permission"
        and clause.get("action") in PLAY_SPECIALS
        and ("special" in kinds or titled)
        and (owner != KOD_TEAMMATE or fallen)
        # "Special cards of target teammate": the play names no teammate chosen (not applied)
        and owner != "target_teammate"
        and (clause.get("duration") != "next_battle" or fallen)
    )


def _holder(effect: Effect, clause: dict[str, Any], char: Character) -> bool:
    who = clause.get("who") or "self"
    if not code_fits(clause.get("who_code"), char):
        return False  # "may be played by any hero": not a villain, nor an uncoded character
    if who == "self":
        return (effect.target or effect.by) == char.id
    if who in EVERYONE:
        # "All Special Cards in your hand may be played by any hero": any character of the
        # side whose hand (or card) it is
        return char.player == effect.player
    return str(who).lower() in char.name.lower()


def _covers(clause: dict[str, Any], card: CardUse, mates: list[Character]) -> bool:
    """The special is one the permission names: by title ("Wall Crawl", of the owner it
    names), or, with no owner printed, by its character ("May play any "Thor" Special
    cards"), or one a teammate (``mates``) may play ("any teammate's special cards")."""
    names = tuple_of(clause.get("names"))
    owner = clause.get("owner")
    if names:
        titled = any(same_name(n, special_title(card.defn)) for n in names)
        owned = not owner and any(same_name(n, c) for n in names for c in card.defn.characters)
        if not (titled or owned):
            return False
        if titled and not owner_of_title(clause, card):
            return False  # "Robin "Loyal Partner"": that title of that owner (named_owners)
    if not _of_kind(clause, card):
        return False
    if owner == "teammate":
        return any(may_play_special(card, t) for t in mates)
    return not owner or any(same_name(str(owner), c) for c in card.defn.characters)


def _one_per_deck(card: CardUse) -> bool:
    tree = card.defn.effect if isinstance(card.defn.effect, dict) else {}
    return bool(card.defn.one_per_deck or tree.get("one_per_deck"))


def bars_one_per_deck(clause: dict[str, Any]) -> bool:
    """ "May not play any OPD special cards": a ``modal_action`` barring the permission to
    play specials named One Per Deck (OR.special)."""
    act = clause.get("act")
    acts = [a for a in (act if isinstance(act, list) else []) if isinstance(a, dict)]
    return (
        clause.get("kind") == "modal_action"
        and clause.get("modal") == "may_not"
        and bool(acts)
        and all(
            a.get("kind") == "permission"
            and a.get("action") in PLAY_SPECIALS
            and "special" in tuple_of(a.get("card_kinds"))
            and {str(n).lower() for n in tuple_of(a.get("names"))} in ({"opd"}, {"one per deck"})
            for a in acts
        )
    )


def _of_kind(clause: dict[str, Any], card: CardUse) -> bool:
    """The One Per Deck kind the permission narrows its specials to ("May play any
    "Morlocks" non-One-Per-Deck Special cards"), from its typed ``filters`` (OR.special)."""
    filters = set(tuple_of(clause.get("filters")))
    opd = _one_per_deck(card)
    if "not_one_per_deck" in filters and opd:
        return False
    return not ("one_per_deck" in filters and not opd)


def granted_special(
    card: CardUse, char: Character, effects: list[Effect], others: Iterable[Character] = ()
) -> Effect | None:
    """The effect in play (or inherent ability) that lets ``char`` play ``card``; ``others``
    are the characters of the board: the KO'd ones, whose specials a permission may name, and
    the teammates still in play, whose specials "any teammate's" names."""
    others = list(others)
    fallen = [c for c in others if c.removed]
    mates = [c for c in others if c.player == char.player and c.id != char.id and not c.removed]
    for e in effects:
        if _one_per_deck(card) and any(bars_one_per_deck(c) for c in e.clauses):
            continue  # "May not play any OPD special cards" beside the permission
        for c in e.clauses:
            # "any 1 KO'd teammate's": its target is that teammate, its maker the holder
            one = _of_fallen(c) and c.get("count") == 1 and e.by == char.id
            if not (grants_specials(c) and (_holder(e, c, char) or one)):
                continue
            if not _of_fallen(c):
                if _covers(c, card, mates):
                    return e
            elif e.duration != "next_battle" and any(
                t.player == char.player
                and t.id != char.id
                and may_play_special(card, t)
                and (c.get("count") != 1 or t.id == e.target)  # the one teammate named
                for t in fallen
            ):
                return e  # the battle it names has come, and the special is a KO'd teammate's
    return None


#: What a special may become for everyone ("become Any Character Specials"), and the code a
#: character must not have to play it then.
ANY_OWNER = {"any_character": None, "any_hero": "villain", "any_villain": "hero"}


def became_any(card: CardUse, char: Character, effects: list[Effect]) -> Effect | None:
    """The effect in play that made this special an Any Character (Hero, Villain) special:
    "Dracula's "Mesmerize" and "Lifeblood" become Any Character Specials for remainder of
    game" (a ``cards_become`` naming the specials by title and owner)."""
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "cards_become" or c.get("on_record"):
                continue
            become = [b for b in tuple_of(c.get("becomes")) if b in ANY_OWNER]
            names = tuple_of(c.get("names"))
            owner = c.get("owner")
            if not become or not any(same_name(n, special_title(card.defn)) for n in names):
                continue
            if owner and not any(same_name(str(owner), x) for x in card.defn.characters):
                continue
            barred = ANY_OWNER[become[0]]
            if barred is None or (char.code or "").lower() != barred:
                return e
    return None


def special_allowed(
    card: CardUse, char: Character, effects: list[Effect], others: Iterable[Character] = ()
) -> bool:
    """The character may play (or have placed) this special: its own, an Any Character
    special (or one an effect in play made so), or one a permission in play grants it."""
    return (
        may_play_special(card, char)
        or granted_special(card, char, effects, others) is not None
        or became_any(card, char, effects) is not None
    )
