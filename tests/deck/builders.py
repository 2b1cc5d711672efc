"""Small builders for engine cards in unit tests (invented cards, not the real lists), and
``pick`` to find one of the real cards by name."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, Grid, Requirement
from rules.engine.deck_model import Deck, DeckEntry


def char(name, e=None, f=None, s=None, i=None, *, inherent="", alignment="", identity=None, **kw):
    base = identity or name.split(":")[0].strip()
    return CardDef(
        name=name,
        kind="character",
        characters=(base,),
        grid=Grid(energy=e, fighting=f, strength=s, intellect=i),
        inherent=inherent,
        text=inherent,
        alignment=alignment,
        **kw,
    )


def special(owner, title, *, opd=False, code="", alignment="", text=""):
    return CardDef(
        name=f"{owner} - {title}",
        kind="special",
        characters=(owner,),
        one_per_deck=opd,
        code=code,
        alignment=alignment,
        text=text,
    )


def power(value, icon="fighting"):
    if icon == "multipower":
        return CardDef(
            name=f"{value} MultiPower",
            kind="power",
            subtype="multipower",
            value=value,
            icons=("energy", "fighting", "strength", "intellect"),
        )
    if icon == "any_power":
        return CardDef(
            name=f"{value} Any-Power",
            kind="power",
            subtype="any_power",
            value=value,
            icons=("any_power",),
        )
    return CardDef(
        name=f"{value} {icon.title()}", kind="power", subtype="single", value=value, icons=(icon,)
    )


def basic(name, icon, value, bonus, alignment=""):
    return CardDef(
        name=name,
        kind="universe",
        subtype="basic",
        value=value,
        icons=(icon,),
        bonus=bonus,
        alignment=alignment,
        requirements=(Requirement(icons=(icon,), value=value),),
    )


def training(name, icons, bonus, value=5):
    return CardDef(
        name=name,
        kind="universe",
        subtype="training",
        value=value,
        icons=tuple(icons),
        bonus=bonus,
        requirements=(Requirement(icons=tuple(icons), value=value, compare="<="),),
    )


def teamwork(name, icon, value, follow=("energy", "fighting")):
    return CardDef(
        name=name,
        kind="universe",
        subtype="teamwork",
        value=value,
        icons=(icon,),
        requirements=(Requirement(icons=(icon,), value=value),),
        extra={"follow_ups": list(follow)},
    )


def ally(name, icon, value, alignment=""):
    return CardDef(
        name=name,
        kind="universe",
        subtype="ally",
        value=value,
        icons=(icon,),
        alignment=alignment,
        requirements=(Requirement(icons=(icon,), value=value),),
    )


def doubleshot(name, icon, value, mate_icon, mate_value):
    return CardDef(
        name=name,
        kind="tactic",
        subtype="doubleshot",
        value=value,
        icons=(icon,),
        requirements=(
            Requirement(icons=(icon,), value=value),
            Requirement(icons=(mate_icon,), value=mate_value, who="teammate"),
        ),
    )


def artifact(name, icon, value, mate_icon, mate_value, compare="<=", opd=True):
    return CardDef(
        name=name,
        kind="tactic",
        subtype="artifact",
        value=value,
        icons=(icon,),
        one_per_deck=opd,
        requirements=(
            Requirement(icons=(icon,), value=value),
            Requirement(icons=(mate_icon,), value=mate_value, compare=compare, who="teammate"),
        ),
    )


def event(name, text="", mission="Test Saga"):
    return CardDef(name=name, kind="event", text=text, mission_set=mission)


def aspect(location, title, *, opd=False):
    return CardDef(name=f"{location} - {title}", kind="aspect", location=location, one_per_deck=opd)


def location(name, team=(), text=""):
    return CardDef(
        name=name,
        kind="location",
        subtype="",
        text=text,
        extra={"team": list(team)} if team else {},
    )


def activator(character):
    return CardDef(name=f"{character} (activator)", kind="activator", characters=(character,))


def mission(set_name="Test Saga", numbers=range(1, 8)):
    return [
        CardDef(
            name=f"{set_name} {n} - Part {n}",
            kind="mission",
            mission_set=set_name,
            mission_number=n,
        )
        for n in numbers
    ]


# A team of four 3-rank characters: 12 ranks, 56 points (limit 58).
ALPHA = char("Alpha", 7, 5, 2)  # 14
BRAVO = char("Bravo", 3, 7, 4)  # 14
CHARLIE = char("Charlie", 4, 4, 6)  # 14
DELTA = char("Delta", 5, 6, 3)  # 14
TEAM = [ALPHA, BRAVO, CHARLIE, DELTA]


def filler(n: int) -> list[DeckEntry]:
    """``n`` power cards every team above can use (values 1-5 of each type)."""
    cards = [power(v, t) for v in range(1, 6) for t in ("energy", "fighting", "strength")]
    out: list[DeckEntry] = []
    i = 0
    while sum(e.count for e in out) < n:
        out.append(DeckEntry(cards[i % len(cards)], 1))
        i += 1
    return out


def legal_deck(**changes) -> Deck:
    # the deck check reads inherent abilities from their clauses: the services give it the
    # grammar's parser for cards without a tree, as here
    deck = Deck(characters=list(TEAM), mission=mission(), cards=filler(51), parse=parse_effect)
    for k, v in changes.items():
        setattr(deck, k, v)
    return deck


def pick(cards, name, *, kind=None, rank=None, **attrs) -> CardDef:
    """The first of the real ``cards`` with this name (and kind, grid rank, attributes)."""
    found = [
        c
        for c in cards
        if c.name == name
        and (kind is None or c.kind == kind)
        and (rank is None or (c.grid and c.grid.rank == rank))
        and all(getattr(c, k) == v for k, v in attrs.items())
    ]
    assert found, f"no real card {name!r} {attrs}"
    return found[0]
