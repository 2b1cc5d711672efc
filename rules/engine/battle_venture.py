"""The end of a battle as the resolver shows it: this battle's hits and the venture modifiers
in play added up for each player (with the hits a card in play says do not count), and the
current hits joining the permanent record (OR.venture-total, OR.hits, OR.ko.effects)."""

from __future__ import annotations

from typing import Any

from rules.engine.card_filters import cards_filter
from rules.engine.clauses import tuple_of
from rules.engine.ko_effects import KO_CONDITIONS
from rules.engine.mission_conditions import is_checked, mission_holds
from rules.engine.record_keeping import venture_discards
from rules.engine.state import Board, Character, Effect, Hit, other
from rules.engine.venture_doubles import doubling_modifiers
from rules.engine.venture_history import history_holds, history_words, is_history
from rules.engine.venture_scaling import (
    doubled_special_modifiers,
    per_hit_modifiers,
    per_ko_modifiers,
    per_received_hit_modifiers,
    scaled,
)

#: Whose cards an exclusion that names a side concerns: the effect's owner's (True) or the
#: opponent's (False); any other ``who`` concerns every player's.
_SCORER_IS_OWNER = {
    "opponent": False,
    "opponent_team": False,
    "self": True,
    "team": True,
    "player": True,
}


def _venture_exclusions(board: Board) -> list[tuple[Effect, dict[str, Any]]]:
    return [(e, c) for e in board.all_effects() for c in e.clauses if c.get("kind") == "no_venture"]


def _excluded_by(hit: Hit, scorer: str, on: Character | None, exclusions: list) -> str:
    """The card in play that says this hit does not count toward the venture total, if any.

    A "does not count toward Venture Total" of a card with no cards named concerns that
    card's own hits; one that names cards ("All Strength Power cards ...") concerns every hit
    of those cards, scored by whoever its ``who`` names (everyone when it names nobody); one
    on a character's pile of hits ("cards on Rogue's Hits to Current Battle ... do not count
    towards Opponent's Venture Total") concerns the hits on that character.
    """
    for e, c in exclusions:
        kinds, icons = tuple_of(c.get("card_kinds")), tuple_of(c.get("icons"))
        if not kinds and not icons:
            if hit.card == e.card.name and hit.player == e.player:
                return e.card.name
            continue
        who = c.get("who") or "all_characters"
        if c.get("pile"):
            owner = e.by if who == "self" else None
            if on is None or not (on.id == owner or who.lower() in on.name.lower()):
                continue
            if c.get("against") == "opponent" and scorer == e.player:
                continue
        elif who in _SCORER_IS_OWNER and (scorer == e.player) != _SCORER_IS_OWNER[who]:
            continue  # the cards of the side it names only
        cards = cards_filter(kinds + icons)
        if cards.matches({_venture_source(hit.source)}, {hit.icon, *hit.icons}, None):
            return e.card.name
    return ""


def venture_summary(board: Board) -> dict[str, Any]:
    """This battle's hits on the opponent's characters and the venture modifiers in play."""
    from rules.engine import venture

    out: dict[str, Any] = {}
    exclusions = _venture_exclusions(board)
    discarded = venture_discards(board)
    for pid in ("A", "B"):
        hits = []
        opp = board.players[other(pid)]
        for char in opp.characters():
            for h in char.hits:
                if h.player == pid and h.record == "current":
                    hits.append(
                        venture.Hit(
                            value=h.value,
                            icon=h.icon,
                            source=_venture_source(h.source),
                            target="character",
                            record="current",
                            counts_for_venture=h.source == "universe",
                            card=h.card or "",
                            excluded_by=_excluded_by(h, pid, char, exclusions)
                            or discarded.get(char.id, ""),
                        )
                    )
        if opp.battlesite is not None:
            for h in opp.battlesite.hits:
                if h.player == pid and h.record == "current":
                    hits.append(
                        venture.Hit(
                            value=h.value,
                            icon=h.icon,
                            source=_venture_source(h.source),
                            target="battlesite",
                            card=h.card or "",
                        )
                    )
        mods = [
            _modifier(board, e, c, cond)
            for e, c, cond in _in_force(board)
            if _scorer(board, e, c) == pid and not scaled(c)
        ]
        mods += per_ko_modifiers(board, pid, _in_force(board))
        mods += per_hit_modifiers(pid, _in_force(board), hits)
        every = [(e, c, None) for e in board.all_effects() for c in e.clauses]
        mods += doubled_special_modifiers(pid, every, hits)
        mods += per_received_hit_modifiers(board, pid, _in_force(board))
        mods += _hit_bonuses(board, pid, hits)
        total = venture.venture_total(hits, mods)
        if doubled := doubling_modifiers(board, pid, total.total):  # "... is doubled"
            total = venture.venture_total(hits, [*mods, *doubled])  # (venture_doubles)
        out[pid] = total.as_dict()
    return out


def _hit_bonuses(board: Board, pid: str, hits: list) -> list:
    """ "<Team>'s Intellect Power cards are an additional +2 to Venture Total when they Hit"
    (``hit_venture_bonus``): each of the player's hits of those cards this battle, on a
    character and counted, changes the player's venture total by the amount."""
    from rules.engine import venture

    out = []
    for e in board.all_effects():
        for c in e.clauses:
            if c.get("kind") != "hit_venture_bonus" or _scorer(board, e, c) != pid:
                continue
            cards = cards_filter(tuple_of(c.get("card_kinds")) + tuple_of(c.get("icons")))
            n = sum(
                1
                for h in hits
                if h.target == "character"
                and not h.excluded_by
                and cards.matches({h.source}, {h.icon}, None)
            )
            if n:
                amount = int(c.get("amount") or 0) * n
                out.append(venture.Modifier(value=amount, source="location", card=e.card.name))
    return out


def _scorer(board: Board, effect: Effect, clause: dict[str, Any]) -> str:
    """Whose venture total a modifier changes: the effect's side, the opponent's, or the side
    of the character it names ("Puppet Master +3 to Venture Total")."""
    who = clause.get("who") or "team"
    if who in ("opponent", "opponent_team"):
        return other(effect.player)
    if who in ("team", "self", "player", "self_or_teammate", "teammate"):
        return effect.player
    named = [c for c in board.characters() if isinstance(who, str) and c.name.startswith(who)]
    return named[0].player if named else effect.player


def _modifier(board: Board, e: Effect, c: dict[str, Any], cond: dict[str, Any] | None):
    """The venture's modifier for a clause in play (under a mission condition or not)."""
    from rules.engine import venture

    source, origin = "special", "in_play"
    if e.kind == "inherent":
        owner = board.character(e.by)
        source = "inherent"
        origin = "reserve" if owner is not None and owner.position == "reserve" else "in_play"
    return venture.Modifier(
        value=int(c.get("amount") or 0),
        source=source,
        origin=origin,
        card=e.card.name,
        condition=history_words(cond) if cond and is_history(cond) else _detail(cond),
        holds=_holds(board, e, cond) if cond else None,
        on="last_venture" if cond and is_history(cond) else "mission",
    )


def _detail(cond: dict[str, Any] | None) -> str:
    return str(cond.get("detail") or "") if cond else ""


def _holds(board: Board, e: Effect, cond: dict[str, Any]) -> bool | None:
    if is_history(cond):  # the venture of the battle before (venture_history)
        results = {pid: p.last_venture for pid, p in board.players.items()}
        return history_holds(cond, e.player, results)
    missions = {pid: p.mission for pid, p in board.players.items()}
    return mission_holds(cond, e.player, missions)


def _in_force(board: Board) -> list[tuple[Effect, dict[str, Any], dict[str, Any] | None]]:
    """The venture modifiers in play, with the mission condition they wait on (OR.mission):
    one whose condition holds takes the place of the same card's modifier for that player
    ("Opponent -3 ... If opponent has "X" Mission, opponent -6"); one whose condition fails is
    left out; one the board cannot check is shown, not counted."""
    plain = [(e, c, None) for e, c in _venture_modifiers(board)]
    conditional = [
        (e, x, c)
        for e in board.all_effects()
        for c in e.clauses
        if is_checked(c) or is_history(c)
        for x in c.get("then") or ()
        if x.get("kind") == "venture_modifier"
    ]
    held = [(e, c, cond) for e, c, cond in conditional if _holds(board, e, cond) is not False]
    replaced = {(id(e), _scorer(board, e, c)) for e, c, cond in held if _holds(board, e, cond)}
    kept = [(e, c, n) for e, c, n in plain if (id(e), _scorer(board, e, c)) not in replaced]
    return kept + held


def _venture_modifiers(board: Board) -> list[tuple[Effect, dict[str, Any]]]:
    """The venture modifiers in play, with those of a condition on a character's KO once that
    character is KO'd ("Team +5 to Venture Total when KO'd"), even after it left play."""
    out = []
    gone = [c.inherent_effect for c in board.characters() if c.removed and c.inherent_effect]
    for e in [*board.all_effects(), *(g for g in gone if g is not None)]:
        if e not in gone:
            out += [(e, c) for c in e.clauses if c.get("kind") == "venture_modifier"]
        owner = board.character(e.by)
        if owner is None or not owner.ko:
            continue
        for c in e.clauses:
            if c.get("kind") == "condition" and c.get("when") in KO_CONDITIONS:
                then = c.get("then") or ()
                out += [(e, x) for x in then if x.get("kind") == "venture_modifier"]
    return out


def _venture_source(source: str) -> str:
    """The venture's name for a hit's source: an activator's hit is its special's."""
    return "special" if source == "activator" else source


def finish_battle_records(board: Board) -> list[dict[str, Any]]:
    """After the venture: current hits join the permanent record (OR.hits); the hits of a
    KO'd character go back to the players who scored them (OR.ko.effects)."""
    changes: list[dict[str, Any]] = []
    for char in board.characters():
        if char.removed:
            changes += [
                {"op": "return_hit", "target": char.id, "hit": h.to_json()} for h in char.hits
            ]
            char.hits = []
            continue
        for h in char.hits:
            h.record = "permanent"
    for p in board.players.values():
        if p.battlesite is not None:
            if p.battlesite.ko:
                changes += [
                    {"op": "return_hit", "target": p.battlesite.id, "hit": h.to_json()}
                    for h in p.battlesite.hits
                ]
                p.battlesite.hits = []
            for h in p.battlesite.hits:
                h.record = "permanent"
    return changes
