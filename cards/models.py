"""The card catalogue: every OverPower card type, sets and printings, errata and rulings.

One ``Card`` row is one distinct game card (same game content = same card); each physical
printing of it in a set is a ``Printing``. Errata are the text a card "should read" and/or the
code / One Per Deck flag it should carry; ``Card.effective_text`` is the printed text with its
errata applied, and ``Card.effect`` the effect tree parsed from the effective text. Both are
kept in step by ``cards.services`` (never write them by hand).
"""

from __future__ import annotations

from django.db import models
from simple_history.models import HistoricalRecords

from rules.engine.cards import CARD_KINDS, POWER_TYPES

KIND_CHOICES = [(k, k.replace("_", " ").title()) for k in CARD_KINDS]

SUBTYPE_CHOICES = [
    ("", "—"),
    ("single", "Single power type"),
    ("multipower", "MultiPower"),
    ("any_power", "Any-Power"),
    ("basic", "Basic Universe"),
    ("training", "Training"),
    ("teamwork", "Teamwork"),
    ("ally", "Ally"),
    ("doubleshot", "DoubleShot"),
    ("artifact", "Artifact"),
    ("home_base", "Home base"),
    ("battlesite", "Battlesite"),
]


class Alignment(models.TextChoices):
    NONE = "", "No code"
    HERO = "hero", "Hero"
    VILLAIN = "villain", "Villain"


class ParseStatus(models.TextChoices):
    NONE = "", "Not parsed"
    FULL = "full", "Full"
    PARTIAL = "partial", "Partial"
    FAILED = "failed", "Failed"


class CardSet(models.Model):
    """A released set (or the project's own demo set)."""

    code = models.CharField(max_length=12, unique=True, help_text="Short code, e.g. CLOP, PSOP.")
    name = models.CharField(max_length=120)
    source_file = models.CharField(
        max_length=200, blank=True, help_text="Card-list file this set was imported from."
    )
    is_demo = models.BooleanField(default=False)

    history = HistoricalRecords()

    class Meta:
        ordering = ["name"]
        verbose_name = "card set"

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"


class Card(models.Model):
    """One distinct OverPower game card of any type."""

    slug = models.SlugField(max_length=220, unique=True)
    name = models.CharField(max_length=200, db_index=True)
    kind = models.CharField(max_length=16, choices=KIND_CHOICES, db_index=True)
    subtype = models.CharField(max_length=16, choices=SUBTYPE_CHOICES, blank=True, default="")
    characters = models.JSONField(
        default=list,
        blank=True,
        help_text="Characters the card belongs to (who may play it), e.g. ['Wolverine'] or "
        "['Any Hero'].",
    )
    code = models.CharField(
        max_length=8,
        blank=True,
        default="",
        db_index=True,
        help_text="Effective two-letter special code (printed Control code, or the erratum's).",
    )
    printed_code = models.CharField(max_length=8, blank=True, default="")
    one_per_deck = models.BooleanField(
        default=False, db_index=True, help_text="Effective One Per Deck (errata applied)."
    )
    printed_one_per_deck = models.BooleanField(default=False)
    alignment = models.CharField(
        max_length=8, choices=Alignment.choices, blank=True, default=Alignment.NONE
    )

    # Character power grid (None where the character has no rating in that type).
    energy = models.PositiveSmallIntegerField(null=True, blank=True)
    fighting = models.PositiveSmallIntegerField(null=True, blank=True)
    strength = models.PositiveSmallIntegerField(null=True, blank=True)
    intellect = models.PositiveSmallIntegerField(null=True, blank=True)
    inherent = models.TextField(blank=True, default="", help_text="Character's inherent ability.")

    # Power value / printed level, icons, universe bonus, requirements.
    value = models.SmallIntegerField(null=True, blank=True)
    icons = models.JSONField(default=list, blank=True)
    bonus = models.SmallIntegerField(null=True, blank=True)
    requirements = models.JSONField(
        default=list,
        blank=True,
        help_text='[{"icons": ["strength"], "value": 6, "compare": ">=", "who": "self"}, ...]',
    )
    requirement_text = models.TextField(blank=True, default="")

    printed_text = models.TextField(blank=True, default="")
    effective_text = models.TextField(blank=True, default="", editable=False)

    mission_set = models.CharField(max_length=120, blank=True, default="", db_index=True)
    mission_number = models.PositiveSmallIntegerField(null=True, blank=True)
    location = models.CharField(
        max_length=120, blank=True, default="", help_text="An aspect's location (home base)."
    )
    location_uses = models.JSONField(
        default=list, blank=True, help_text='A location\'s uses: ["home_base", "battlesite"].'
    )
    extra = models.JSONField(default=dict, blank=True, help_text="Type-specific details.")
    is_sample = models.BooleanField(
        default=False, help_text="Invented sample card of the demo set, not a real card."
    )
    import_key = models.CharField(
        max_length=64,
        unique=True,
        null=True,
        blank=True,
        editable=False,
        help_text="Fingerprint of the game content, used to match imported rows to cards.",
    )

    # The effect tree of effective_text (effect-tree.md), kept in step by cards.services.
    effect = models.JSONField(null=True, blank=True, editable=False)
    parse_status = models.CharField(
        max_length=8, choices=ParseStatus.choices, blank=True, default="", db_index=True
    )
    unparsed = models.JSONField(default=list, blank=True, editable=False)

    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    history = HistoricalRecords(excluded_fields=["effect", "unparsed", "created", "updated"])

    class Meta:
        ordering = ["name", "slug"]
        indexes = [
            models.Index(fields=["kind", "subtype"], name="card_kind_subtype"),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def grid(self) -> dict[str, int | None] | None:
        if self.kind != "character":
            return None
        return {t: getattr(self, t) for t in POWER_TYPES}

    @property
    def display_type(self) -> str:
        label = dict(KIND_CHOICES).get(self.kind, self.kind)
        if self.subtype:
            return f"{label}: {dict(SUBTYPE_CHOICES).get(self.subtype, self.subtype)}"
        return label


class Printing(models.Model):
    """One printing of a card in a set (a row of a card list)."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    card_set = models.ForeignKey(CardSet, on_delete=models.CASCADE, related_name="printings")
    rarity = models.CharField(max_length=30, blank=True, default="")
    printing = models.CharField(max_length=40, blank=True, default="", help_text="e.g. Normal.")
    source_name = models.CharField(max_length=200, help_text="The name as the list spells it.")
    pictured = models.JSONField(default=list, blank=True, help_text="Characters pictured.")
    line = models.PositiveIntegerField(
        null=True, blank=True, help_text="Line of the card-list file this printing came from."
    )

    class Meta:
        ordering = ["card_set__name", "line"]
        constraints = [
            models.UniqueConstraint(fields=["card_set", "line"], name="printing_set_line"),
        ]

    def __str__(self) -> str:
        return f"{self.source_name} [{self.card_set.code}]"


class ErratumStatus(models.TextChoices):
    OFFICIAL = "official", "Official erratum"
    TOURNAMENT = "tournament", "Tournament ruling"


class Erratum(models.Model):
    """What a card should read (text and/or code and One Per Deck), with its authority.

    A card-specific erratum gives ``should_read``, the full text the card should read. A
    blanket erratum (``blanket`` names the rule, e.g. ``pure-avoid-ag``) is created by rule
    for every card it covers and may change the code, the One Per Deck flag or the text.
    """

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="errata")
    should_read = models.TextField(blank=True, default="")
    code = models.CharField(
        max_length=8, blank=True, default="", help_text="Code the card should carry, if changed."
    )
    one_per_deck = models.BooleanField(
        null=True, blank=True, help_text="One Per Deck as it should be, if changed."
    )
    status = models.CharField(
        max_length=12, choices=ErratumStatus.choices, default=ErratumStatus.OFFICIAL
    )
    source = models.CharField(max_length=40, default="MR.20", help_text="Rule id, e.g. MR.20.")
    note = models.TextField(blank=True, default="")
    blanket = models.CharField(
        max_length=40, blank=True, default="", db_index=True, help_text="Blanket rule applied."
    )

    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["card__name", "blanket", "id"]
        verbose_name_plural = "errata"
        constraints = [
            models.UniqueConstraint(fields=["card", "blanket"], name="erratum_card_blanket"),
        ]

    def __str__(self) -> str:
        what = self.blanket or "erratum"
        return f"{self.card.name}: {what} ({self.status})"


class Ruling(models.Model):
    """A judge's ruling or clarification about one or more cards."""

    text = models.TextField()
    source = models.CharField(max_length=200, blank=True, default="")
    date = models.DateField(null=True, blank=True)
    cards = models.ManyToManyField(Card, related_name="rulings", blank=True)
    rule_ids = models.JSONField(default=list, blank=True, help_text='e.g. ["MR.5", "OR.clone"].')

    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    history = HistoricalRecords(m2m_fields=[cards])

    class Meta:
        ordering = ["-date", "id"]

    def __str__(self) -> str:
        return self.text[:60]


class CatalogueVersion(models.Model):
    """One row that changes with every write to the catalogue (cards, sets, printings, errata,
    rulings): the key of every cached catalogue read and of the answers' ETag/Last-Modified.

    Kept in the database, not in the cache, so every worker and every machine sees a change at
    once; ``token`` is random so a rolled-back write never brings back an old key.
    """

    number = models.PositiveBigIntegerField(default=0)
    token = models.CharField(max_length=32, default="")
    changed_at = models.DateTimeField()

    class Meta:
        verbose_name = "catalogue version"

    def __str__(self) -> str:
        return f"catalogue version {self.number} ({self.changed_at:%Y-%m-%d %H:%M})"
