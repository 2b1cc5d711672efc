"""The parts of the deck check with rules of their own: the mission set, One Per Deck cards and the battlesite's specials."""

from __future__ import annotations

import re
from collections import Counter

from rules.engine.card_identity import OPD_ERRATA_CODES, identity, norm, same_name, special_owner
from rules.engine.card_reads import CardReads
from rules.engine.card_use import is_one_per_deck, listed_on, location_team
from rules.engine.cards import CardDef
from rules.engine.deck_model import MISSION_SIZE, Deck, DeckEntry, Finding, card_names


def _mission_number(card: CardDef) -> int | None:
    n = card.mission_number
    if n is None and card.extra:
        n = card.extra.get("mission_number")
    if isinstance(n, int):
        return n
    m = re.search(r"\s(\d)\s*(?:of\s*7)?\s*[-\u2013\u2014:]", card.name)
    return int(m.group(1)) if m else None


def _mission_set(card: CardDef) -> str:
    if card.mission_set:
        return card.mission_set
    m = re.match(r"^(.*?)\s+\d\s*(?:of\s*7)?\s*[-\u2013\u2014:]", card.name)
    return m.group(1) if m else card.name


def check_mission(deck: Deck, v: list[Finding], w: list[Finding], rules: set[str]) -> None:
    rules.add("OR.mission")
    missions = [c for c in deck.mission if c.kind == "mission"]
    others = [c for c in deck.mission if c.kind != "mission"]
    extra = [e.card for e in deck.cards if e.card.kind == "mission" for _ in range(e.count)]
    missions += extra
    if others:
        v.append(Finding("OR.mission", "Only mission cards make up a mission.", card_names(others)))
    if not missions:
        v.append(
            Finding(
                "OR.mission",
                "The deck has no mission: every deck needs one complete seven-card mission.",
            )
        )
        return
    sets = {norm(_mission_set(c)) for c in missions}
    if len(sets) > 1:
        v.append(
            Finding(
                "OR.mission",
                "The mission cards come from more than one mission set; a deck has one "
                "complete mission.",
                sorted({c.name for c in missions}),
            )
        )
        return
    name = deck.mission_name or _mission_set(missions[0])
    numbers = [_mission_number(c) for c in missions]
    distinct = {c.name for c in missions}
    counted = Counter(c.name for c in missions)
    doubled = [n for n, k in counted.items() if k > 1]
    if doubled:
        v.append(
            Finding(
                "OR.mission",
                f"The mission {name} holds the same piece more than once.",
                sorted(doubled),
            )
        )
    if deck.mission_catalogue_gaps:
        gaps = ", ".join(str(n) for n in deck.mission_catalogue_gaps)
        w.append(
            Finding(
                "OR.mission",
                f"The catalogue lacks piece(s) {gaps} of {name}, so its completeness cannot be "
                "checked here: check the physical cards.",
            )
        )
        return
    if len(distinct) != MISSION_SIZE or (
        all(n is not None for n in numbers) and set(numbers) != set(range(1, MISSION_SIZE + 1))
    ):
        have = sorted(n for n in set(numbers) if n is not None)
        v.append(
            Finding(
                "OR.mission",
                f"The mission {name} is not complete: it needs its seven pieces (numbered 1 to 7); "
                f"the deck has {len(distinct)}"
                + (f" (pieces {', '.join(map(str, have))})." if have else "."),
                sorted(distinct),
            )
        )


def check_one_per_deck(
    deck: Deck,
    draw: list[DeckEntry],
    v: list[Finding],
    rules: set[str],
    reads: CardReads | None = None,
) -> None:
    in_deck: Counter[str] = Counter()
    under: Counter[str] = Counter()
    cards: dict[str, CardDef] = {}
    for e in draw:
        in_deck[norm(e.card.name)] += e.count
        cards[norm(e.card.name)] = e.card
    for e in deck.battlesite_specials:
        under[norm(e.card.name)] += e.count
        cards.setdefault(norm(e.card.name), e.card)
    for key, card in cards.items():
        opd, why = is_one_per_deck(card, reads)
        total = in_deck[key] + under[key]
        if not opd or total <= 1:
            continue
        rules.add(why)
        if in_deck[key] <= 1 and under[key] >= 1:
            rules.add("MR.16.variants")
            v.append(
                Finding(
                    "MR.16.variants",
                    f"{card.name} is One Per Deck: the copies beneath the battlesite count with "
                    f"the deck ({total} in all).",
                    [card.name],
                )
            )
            continue
        what = {
            "OR.deck": "Events and One Per Deck cards are allowed once per deck",
            "OR.special": "It is a One Per Deck special",
            "MR.20": "The errata summary makes it One Per Deck",
        }[why]
        if why == "MR.20" and card.kind == "power":
            what = "Every Any-Power card is One Per Deck (errata summary)"
        elif why == "MR.20" and card.code and card.code.upper() in OPD_ERRATA_CODES:
            what = OPD_ERRATA_CODES[card.code.upper()] + " (errata summary)"
        elif why == "OR.deck" and card.kind == "event":
            what = "A deck may hold only one copy of each event"
        v.append(Finding(why, f"{card.name} appears {total} times. {what}.", [card.name]))


def check_battlesite(
    deck: Deck,
    team: list[CardDef],
    draw: list[DeckEntry],
    v: list[Finding],
    w: list[Finding],
    rules: set[str],
) -> None:
    site = deck.battlesite
    if site is None:
        if deck.battlesite_specials:
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    "Specials are listed beneath a battlesite, but the deck has no battlesite.",
                    [e.card.name for e in deck.battlesite_specials],
                )
            )
            rules.add("OR.setup.battlesite")
        return
    rules.update({"OR.setup.battlesite", "MR.16.variants"})
    if site.kind != "location":
        v.append(
            Finding("OR.setup.battlesite", f"{site.name} is not a location card.", [site.name])
        )
        return
    listed = [m.name for m in team if listed_on(site, m)]
    if listed:
        v.append(
            Finding(
                "OR.setup.battlesite",
                f"{site.name} lists {', '.join(listed)}: a location may be the battlesite only "
                "if no team character appears on its character list.",
                [site.name, *listed],
            )
        )
    for e in deck.battlesite_specials:
        card = e.card
        if card.kind != "special":
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    f"{card.name} is not a special; only specials go beneath a battlesite.",
                    [card.name],
                )
            )
            continue
        owner = special_owner(card)
        if owner is None:
            v.append(
                Finding(
                    "OR.setup.battlesite",
                    f"{card.name} is an Any Character special; specials beneath a battlesite "
                    "belong to the characters its activators fetch them for.",
                    [card.name],
                )
            )
            continue
        clones = [m.name for m in team if same_name(owner, identity(m))]
        if clones:
            v.append(
                Finding(
                    "MR.16.variants",
                    f"{card.name} belongs to {owner}, a version of team member "
                    f"{', '.join(clones)}: a battlesite may hold a variant's specials, never a "
                    "clone's.",
                    [card.name, *clones],
                )
            )
            continue
        team_list = location_team(site)
        if team_list:
            fake = CardDef(name=owner, kind="character", characters=(owner,))
            if not listed_on(site, fake):
                w.append(
                    Finding(
                        "OR.setup.battlesite",
                        f"{owner} is not on {site.name}'s character list: check that an "
                        f"activator of this battlesite can fetch {card.name}.",
                        [card.name],
                    )
                )
    activators = [e.card for e in draw if e.card.kind in ("character", "activator")]
    under_owners = [special_owner(e.card) for e in deck.battlesite_specials]
    for act in activators:
        who = act.characters[0] if act.kind == "activator" and act.characters else identity(act)
        if not any(o and same_name(o, who) for o in under_owners):
            w.append(
                Finding(
                    "OR.activator",
                    f"Activator {act.name} has no {who} special beneath the battlesite to fetch.",
                    [act.name],
                )
            )
            rules.add("OR.activator")


#: The mission piles in the game's words, by the names the grammar gives them.
_PILES = {
    "reserve_missions": "reserve missions pile",
    "completed_missions": "completed missions pile",
    "defeated_missions": "defeated missions pile",
}


def check_starting_missions(
    home_base: CardDef, reads: CardReads, w: list[Finding], rules: set[str]
) -> None:
    """A home base that sets the team's mission piles at the start of the game ("begins game
    with 6 Mission cards in Reserve Missions Pile and 1 Mission card in Defeated Missions
    Pile", ``starting_missions``): the deck check says how to lay them out (OR.mission)."""
    piles = [
        (int(c["count"]), _PILES[str(c.get("pile"))])
        for c in reads.clauses(home_base)
        if c.get("kind") == "starting_missions"
        and isinstance(c.get("count"), int)
        and c.get("pile") in _PILES
    ]
    if not piles:
        return
    rules.update({"OR.mission", "OR.setup.home-base.rules"})
    laid = " and ".join(
        f"{n} mission card{'s' if n != 1 else ''} in its {pile}" for n, pile in piles
    )
    w.append(
        Finding(
            "OR.setup.home-base.rules",
            f"{home_base.name}: the team begins the game with {laid} (not all seven in"
            " reserve): lay the mission out so at setup.",
            [home_base.name],
        )
    )
