"""Deck legality: the checks a judge runs on a deck list before a tournament.

Pure Python. Cards arrive as ``CardDef`` (already resolved by ``decklist`` or the caller).
Every violation and warning cites a rule id (``rule-ids.md`` plus the finer ids of
``rules/data/deck.toml``). The helpers on character identity and on who may use a card are
shared with the discard check (``discard.py``); they live in ``card_identity`` and
``card_use``, the deck and its report in ``deck_model``, and the mission, One Per Deck and
battlesite parts of the check in ``deck_sections``.
"""

from __future__ import annotations

from rules.engine.card_identity import base_name, code_allows, identity, same_name, special_owner
from rules.engine.card_reads import CardReads
from rules.engine.card_use import (
    accepts_any_team,
    aspect_matches,
    home_base_requirements_met,
    listed_on,
    may_play_special,
    team_can_use,
)
from rules.engine.cards import POWER_TYPES
from rules.engine.deck_model import (
    TEAM_SIZE,
    Deck,
    DeckEntry,
    DeckReport,
    Finding,
    TeamLine,
    card_names,
    character_points,
)
from rules.engine.deck_sections import (
    check_battlesite,
    check_mission,
    check_one_per_deck,
    check_starting_missions,
)

SUM_DECK_LIMITS: dict[int, int] = {12: 58, 13: 62, 14: 67, 15: 72, 16: 76}  # OR.sum-deck
MIN_DECK_WITH_EVENTS = 56  # OR.deck
MIN_DECK_WITHOUT_EVENTS = 51  # OR.deck


def check_deck(deck: Deck) -> DeckReport:
    """Check a deck against every deck-building rule; see the module docstring."""
    v: list[Finding] = []
    w: list[Finding] = []
    rules: set[str] = {"OR.deck"}
    reads = CardReads(deck.parse)
    team = list(deck.characters)

    for name, slugs in deck.ambiguous.items():
        w.append(
            Finding(
                "OR.deck",
                f"{name!r} names several cards ({', '.join(slugs)}); the check used {slugs[0]}. "
                "Write the slug to choose another.",
                [name],
            )
        )

    # -- OR.deck: four characters ---------------------------------------------------------
    not_chars = [c for c in team if c.kind != "character"]
    if not_chars:
        v.append(
            Finding("OR.deck", "Only character cards can be team members.", card_names(not_chars))
        )
    team = [c for c in team if c.kind == "character"]
    if len(deck.characters) != TEAM_SIZE:
        v.append(
            Finding(
                "OR.deck",
                f"A deck has exactly {TEAM_SIZE} characters; this one has {len(deck.characters)}.",
                card_names(deck.characters),
            )
        )

    # -- OR.clone ---------------------------------------------------------------------------
    rules.add("OR.clone")
    for i, a in enumerate(team):
        for b in team[i + 1 :]:
            if same_name(identity(a), identity(b)):
                v.append(
                    Finding(
                        "OR.clone",
                        f"{a.name} and {b.name} are the same character ({identity(a)}); a team "
                        "may not hold two versions of one character.",
                        [a.name, b.name],
                    )
                )

    # -- OR.deck / OR.mission: one complete seven-card mission -------------------------------
    check_mission(deck, v, w, rules)

    # -- what goes in the draw pile ----------------------------------------------------------
    draw: list[DeckEntry] = []
    for entry in deck.cards:
        if entry.count < 1:
            continue
        card = entry.card
        if card.kind == "mission":
            continue  # handled with the mission
        if card.kind == "location":
            w.append(
                Finding(
                    "OR.setup",
                    f"{card.name} is a location: it is used as the home base or the battlesite, "
                    "not shuffled into the deck; it is not counted.",
                    [card.name],
                )
            )
            rules.add("OR.setup")
            continue
        if card.kind == "character" and not deck.battlesite:
            w.append(
                Finding(
                    "OR.activator",
                    f"{card.name} in the deck can only serve as an activator, and activators "
                    "need a battlesite with specials beneath it.",
                    [card.name],
                )
            )
            rules.add("OR.activator")
        draw.append(entry)

    deck_size = sum(e.count for e in draw)
    events = sum(e.count for e in draw if e.card.kind == "event")
    minimum = MIN_DECK_WITH_EVENTS if events else MIN_DECK_WITHOUT_EVENTS
    if deck_size < minimum:
        if events:
            why = f"with {events} event card{'s' if events != 1 else ''} the minimum is {minimum}"
        else:
            why = f"without events the minimum is {minimum}"
        v.append(
            Finding(
                "OR.deck.size",
                f"The deck has {deck_size} cards besides its characters, mission and locations; "
                f"{why}.",
            )
        )
    rules.add("OR.deck.size")

    # -- One Per Deck (events, OPD specials, errata, battlesite counted) -------------------
    check_one_per_deck(deck, draw, v, rules, reads)

    # -- OR.special: specials only for the team ---------------------------------------------
    rules.add("OR.special")
    for entry in draw:
        card = entry.card
        if card.kind != "special":
            continue
        if special_owner(card) is None:
            rules.add("OR.any-character-limitation")
        if any(may_play_special(m, card, team, reads) for m in team):
            if deck.code_rule and not any(
                may_play_special(m, card, team, reads) and code_allows(m, card) for m in team
            ):
                v.append(
                    Finding(
                        "OR.code-rule",
                        f"{card.name} is coded {card.alignment or '?'}: under the code rule no "
                        "team member may play it.",
                        [card.name],
                    )
                )
                rules.add("OR.code-rule")
            continue
        owner = special_owner(card) or "?"
        v.append(
            Finding(
                "OR.special",
                f"{card.name} belongs to {owner}, who is not on the team, and no team member "
                "may play it.",
                [card.name],
            )
        )

    # -- OR.aspect ---------------------------------------------------------------------------
    for entry in draw:
        card = entry.card
        if card.kind != "aspect":
            continue
        rules.add("OR.aspect")
        if not aspect_matches(card, deck.home_base):
            where = card.location or base_name(card.name)
            hb = deck.home_base.name if deck.home_base else "no home base"
            v.append(
                Finding(
                    "OR.aspect",
                    f"{card.name} is an aspect of {where}, but the deck uses {hb}; aspects are "
                    "only allowed with their own home base.",
                    [card.name],
                )
            )

    # -- warnings: cards no team member can use ---------------------------------------------
    for entry in draw:
        card = entry.card
        if card.kind not in ("power", "universe", "tactic") or not team:
            continue
        ok, rule = team_can_use(card, team, code_rule=deck.code_rule, reads=reads)
        if not ok:
            rules.add(rule)
            w.append(
                Finding(
                    rule,
                    f"No team member can use {card.name}"
                    + (" under the code rule." if rule == "OR.code-rule" else "."),
                    [card.name],
                )
            )

    # -- home base ---------------------------------------------------------------------------
    hb_ok = False
    if deck.home_base is not None:
        rules.add("OR.setup.home-base")
        hb = deck.home_base
        if hb.kind != "location":
            v.append(Finding("OR.setup.home-base", f"{hb.name} is not a location card.", [hb.name]))
        elif not home_base_requirements_met(hb, team):
            missing = [m.name for m in team if not listed_on(hb, m)]
            v.append(
                Finding(
                    "OR.setup.home-base",
                    f"{hb.name} may be the home base only of a team whose characters are all on "
                    f"its character list; not listed: {', '.join(missing)}.",
                    [hb.name, *missing],
                )
            )
        else:
            hb_ok = not accepts_any_team(hb)
            check_starting_missions(hb, reads, w, rules)

    # -- battlesite --------------------------------------------------------------------------
    check_battlesite(deck, team, draw, v, w, rules)
    hb, site = deck.home_base, deck.battlesite
    # "<Team> may not have a Battlesite": the home base's own text bars one (MR.1)
    if hb and site and any(c.get("kind") == "battlesite_bar" for c in reads.clauses(hb)):
        rules.update({"OR.setup.battlesite", "MR.1"})
        v.append(
            Finding(
                "OR.setup.battlesite",
                f"{hb.name} says its team may not have a battlesite; the deck has {site.name}.",
                [hb.name, site.name],
            )
        )

    # -- OR.sum-deck and the home base exception ---------------------------------------------
    rules.add("OR.sum-deck")
    lines: list[TeamLine] = []
    ranks = points = 0
    for m in team:
        rank, counted, note = character_points(m, reads)
        if note:
            rules.add("MR.20")
        lines.append(
            TeamLine(
                name=m.name,
                rank=rank,
                points=m.grid.points if m.grid else 0,
                grid=m.grid.as_dict() if m.grid else {t: None for t in POWER_TYPES},
                counted_points=counted,
                note=note,
            )
        )
        ranks += rank
        points += counted
    limit = SUM_DECK_LIMITS.get(ranks) if len(team) == TEAM_SIZE else None
    exception = False
    if limit is not None and points > limit:
        if hb_ok:
            exception = True
            rules.add("OR.homebase-exception")
        else:
            msg = (
                f"The team has {ranks} ranks and {points} points; a {ranks}-rank team may have "
                f"at most {limit}."
            )
            if deck.home_base is not None:
                msg += (
                    f" The home base exception does not apply: the team does not meet "
                    f"{deck.home_base.name}'s requirements."
                )
                rules.add("OR.homebase-exception")
            v.append(Finding("OR.sum-deck", msg, [m.name for m in team]))

    consequence = None
    if v:
        rules.add("MR.13.renege-offences")
        consequence = Finding(
            "MR.13.renege-offences",
            "An illegally built deck is a renege offence: if found during a tournament game, the "
            "game ends at once and its player loses the match.",
        )
    return DeckReport(
        legal=not v,
        violations=v,
        warnings=w,
        ranks=ranks,
        points=points,
        limit=limit,
        team=lines,
        deck_size=deck_size,
        minimum=minimum,
        events=events,
        home_base_exception=exception,
        consequence=consequence,
        rules=sorted(rules),
    )
