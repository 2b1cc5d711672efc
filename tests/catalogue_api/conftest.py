"""A small catalogue of our own invented cards, built through the catalogue's models."""

from __future__ import annotations

import datetime

import pytest
from django.utils.text import slugify

from cards.models import Card, CardSet, Erratum, Printing, Ruling


def make_card(name: str, kind: str, *, sets=(), **fields) -> Card:
    text = fields.pop("text", "")
    fields.setdefault("printed_text", text)
    fields.setdefault("effective_text", text)
    card = Card.objects.create(
        slug=fields.pop("slug", slugify(name)), name=name, kind=kind, **fields
    )
    for line, card_set in enumerate(sets, start=Printing.objects.count() + 1):
        Printing.objects.create(card=card, card_set=card_set, source_name=name, line=line)
    return card


@pytest.fixture
def catalogue(db):
    alpha = CardSet.objects.create(code="ALPH", name="Alpha Test Set")
    beta = CardSet.objects.create(code="BETX", name="Beta X-Test Set")
    cards = {}
    cards["wolverine"] = make_card(
        "Wolverine",
        "character",
        alignment="hero",
        characters=["Wolverine"],
        energy=2,
        fighting=7,
        strength=4,
        intellect=None,
        inherent="Heals between battles.",
        sets=[alpha, beta],
    )
    cards["wolverine_rage"] = make_card(
        "Wolverine - Claw Frenzy",
        "special",
        characters=["Wolverine"],
        alignment="hero",
        text="Acts as a level 6 Fighting attack. Opponent may not be defended by Energy cards.",
        sets=[alpha],
    )
    cards["wolverine_dodge"] = make_card(
        "Wolverine - Sidestep",
        "special",
        characters=["Wolverine"],
        code="AG",
        text="Avoids 1 attack of any kind.",
        one_per_deck=True,
        sets=[beta],
    )
    cards["strange"] = make_card(
        "Doctor Strange - Mirror Ward",
        "special",
        characters=["Doctor Strange"],
        code="AD",
        text="This attack may not be defended. Lasts for this battle.",
        sets=[alpha],
    )
    cards["strange_char"] = make_card(
        "Doctor Strange",
        "character",
        characters=["Doctor Strange"],
        alignment="hero",
        energy=6,
        fighting=2,
        strength=1,
        intellect=7,
        sets=[alpha],
    )
    cards["sabretooth"] = make_card(
        "Sabretooth",
        "character",
        characters=["Sabretooth"],
        alignment="villain",
        energy=1,
        fighting=6,
        strength=5,
        intellect=2,
        sets=[beta],
    )
    cards["any_hero"] = make_card(
        "Any Hero - Rally Cry",
        "special",
        characters=["Any Hero"],
        code="JH",
        text="Each teammate draws 1 card.",
        sets=[beta],
    )
    cards["fighting5"] = make_card(
        "5 Fighting", "power", subtype="single", value=5, icons=["fighting"], sets=[alpha, beta]
    )
    cards["mp3"] = make_card(
        "3 MultiPower",
        "power",
        subtype="multipower",
        value=3,
        icons=["energy", "fighting", "strength", "intellect"],
        sets=[alpha],
    )
    cards["anypower"] = make_card(
        "7 Any-Power",
        "power",
        subtype="any_power",
        value=7,
        one_per_deck=True,
        text="Does not count for a spectrum KO.",
        sets=[beta],
    )
    cards["training"] = make_card(
        "5 Fighting Energy +3",
        "universe",
        subtype="training",
        value=5,
        icons=["fighting", "energy"],
        bonus=3,
        sets=[alpha],
    )
    cards["ally"] = make_card(
        "Sidekick Ally",
        "universe",
        subtype="ally",
        text="Teammate must play a special card.",
        sets=[beta],
    )
    cards["event"] = make_card(
        "Blackout Night",
        "event",
        text="No Energy power cards may be played this battle.",
        sets=[alpha],
    )
    cards["fantastic"] = make_card(
        "Mr. Fantastic",
        "character",
        characters=["Mr. Fantastic"],
        alignment="hero",
        energy=3,
        fighting=2,
        strength=2,
        intellect=8,
    )
    cards["hydra"] = make_card("Hydra Mastermind", "character", characters=["Hydra Mastermind"])
    cards["sample"] = make_card(
        "Sample Hero",
        "character",
        is_sample=True,
        energy=3,
        fighting=3,
        strength=3,
        intellect=3,
        characters=["Sample Hero"],
    )
    Erratum.objects.create(
        card=cards["strange"],
        should_read=cards["strange"].effective_text,
        status="tournament",
        source="MR.20",
    )
    ruling = Ruling.objects.create(
        text="The ward lasts the whole battle.",
        source="Test judges",
        date=datetime.date(2024, 5, 1),
        rule_ids=["MR.5", "OR.duration"],
    )
    ruling.cards.add(cards["strange"], cards["strange_char"])
    return cards
