"""The discard phase: which cards a player must discard before placing, and where they go.

Pure Python. The situation gives the team (with KO'd characters), the hand, the cards placed
on each character (and the home base), the event played and the battlesite. The answer
lists what must go whatever the player decides (``discard``), what stays (``keep``) and the
decisions left to the player (``choices``: keep one of these), each citing its rule.

Order of work: cards placed on KO'd characters go (OR.ko.effects); events beyond the one
played go (OR.discard.event); unusable cards go unless they can become usable
(OR.discard.unusable, OR.discard.special-rule); then duplicates among what is left, with
placed cards counting as hand except on the reserve (OR.discard.placed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.engine.card_identity import (
    code_allows,
    identity,
    norm,
    same_name,
    special_owner,
    special_title,
    subtype_of,
)
from rules.engine.card_reads import CardReads, Parser
from rules.engine.card_use import (
    aspect_matches,
    character_can_use,
    grid_of,
    is_one_per_deck,
    may_play_special,
    meets,
    power_usable_by,
    requirements_of,
)
from rules.engine.cards import CardDef
from rules.engine.discard_reads import (
    duplicate_permissions,
    keeps_duplicates,
    lets_reserve_defend,
    placed_allowance,
    plays_from_reserve,
    rating_raises,
    reserve_may_play,
)

POWER_PACK = "power_pack"
DEAD_PILE = "dead_pile"
DEFEATED = "defeated_characters"


@dataclass
class Member:
    """A team character in the discard phase."""

    id: str
    card: CardDef
    reserve: bool = False
    ko: bool = False


@dataclass
class Held:
    """A card in the hand or placed on a character (``holder``) or on the home base."""

    card: CardDef
    holder: str | None = None  # None: in hand; a member id; or "home_base"
    placed_before: bool = True
    can_become_usable: str = ""  # the player's demonstration (OR.discard.special-rule)
    playable_from_reserve: bool | None = None  # the judge's say-so for a reserve card
    index: int = 0

    @property
    def source(self) -> str:
        if self.holder is None:
            return "hand"
        return f"placed:{self.holder}"


@dataclass
class DiscardSituation:
    members: list[Member]
    hand: list[Held] = field(default_factory=list)
    placed: list[Held] = field(default_factory=list)
    event: CardDef | None = None
    home_base: CardDef | None = None
    battlesite: CardDef | None = None
    battlesite_specials: list[CardDef] | None = None  # still beneath it (None: not given)
    battlesite_ko: bool = False
    code_rule: bool = False
    #: Reads the text of a card given without an effect tree (the grammar's parser); the
    #: discard phase works on clauses only, so such a card says nothing without it.
    parse: Parser | None = None


@dataclass
class Discard:
    card: str
    reason: str
    rule: str
    pile: str
    pile_rule: str
    source: str

    def as_dict(self) -> dict:
        return {
            "card": self.card,
            "reason": self.reason,
            "rule": self.rule,
            "pile": self.pile,
            "pile_rule": self.pile_rule,
            "from": self.source,
        }


@dataclass
class Keep:
    card: str
    source: str
    note: str = ""
    rule: str = ""

    def as_dict(self) -> dict:
        return {"card": self.card, "from": self.source, "note": self.note, "rule": self.rule}


@dataclass
class Choice:
    among: list[str]
    sources: list[str]
    reason: str
    rule: str
    pile: str
    pile_rule: str
    keep: int = 1

    def as_dict(self) -> dict:
        return {
            "among": list(self.among),
            "from": list(self.sources),
            "keep": self.keep,
            "reason": self.reason,
            "rule": self.rule,
            "pile": self.pile,
            "pile_rule": self.pile_rule,
        }


@dataclass
class DiscardResult:
    discard: list[Discard]
    keep: list[Keep]
    choices: list[Choice]
    rules: list[str]
    notes: list[str]

    def as_dict(self) -> dict:
        return {
            "discard": [d.as_dict() for d in self.discard],
            "keep": [k.as_dict() for k in self.keep],
            "choices": [c.as_dict() for c in self.choices],
            "rules": list(self.rules),
            "notes": list(self.notes),
        }


# ------------------------------------------------------------------------------------------
# Piles


def is_recyclable(card: CardDef) -> bool:
    """MR.2: power, basic and training universe, and DoubleShot cards."""
    sub = subtype_of(card)
    return (
        card.kind == "power"
        or (card.kind == "universe" and sub in ("basic", "training", ""))
        or (card.kind == "tactic" and sub == "doubleshot")
    )


def duplicate_pile(card: CardDef) -> tuple[str, str]:
    """Where a duplicate (still usable) card goes, and the rule that says so."""
    if card.kind == "event":
        return DEFEATED, "OR.discard-piles"
    if card.kind == "power":
        return POWER_PACK, "OR.discard-piles"
    if is_recyclable(card):
        return POWER_PACK, "MR.2"
    return DEAD_PILE, "OR.discard-piles"


def unusable_pile(card: CardDef) -> tuple[str, str]:
    if card.kind == "event":
        return DEFEATED, "OR.discard-piles"
    return DEAD_PILE, "OR.discard-piles"


# ------------------------------------------------------------------------------------------
# Duplicate keys (OR.discard.*)


def duplicate_key(card: CardDef) -> tuple[tuple, str] | None:
    """The key under which two cards are duplicates, and the rule defining it."""
    sub = subtype_of(card)
    if card.kind == "power":
        return ("power", card.value), "OR.discard.power"
    if card.kind == "universe":
        reqs = requirements_of(card)
        own = next((r for r in reqs if r.who == "self"), None)
        icons = tuple(sorted(own.icons)) if own else tuple(sorted(card.icons))
        value = own.value if own else card.value
        if sub == "training":
            return ("training", frozenset(icons), value, card.bonus), "OR.discard.training"
        if sub == "teamwork":
            return ("teamwork", icons, value), "OR.discard.teamwork"
        if sub == "ally":
            return ("ally", icons, value), "OR.discard.ally"
        return ("basic", icons, value, card.bonus), "OR.discard.universe-basic"
    if card.kind == "tactic":
        if sub == "doubleshot":
            reqs = tuple(
                (r.who, tuple(sorted(r.icons)), r.value, r.compare) for r in requirements_of(card)
            )
            return ("doubleshot", reqs or (card.value, tuple(card.icons))), "OR.discard.doubleshot"
        return ("artifact", norm(card.name)), "OR.discard"
    if card.kind == "special":
        return ("special", norm(card.name)), "OR.discard.special"
    if card.kind == "aspect":
        return ("aspect", norm(card.name)), "OR.discard.aspect"
    if card.kind in ("activator", "character"):
        who = card.characters[0] if card.kind == "activator" and card.characters else identity(card)
        return ("activator", norm(who)), "OR.discard.activator"
    return None


# ------------------------------------------------------------------------------------------
# The check


class _Check:
    def __init__(self, s: DiscardSituation) -> None:
        self.s = s
        self.discard: list[Discard] = []
        self.keep: list[Keep] = []
        self.choices: list[Choice] = []
        self.rules: set[str] = {"OR.discard"}
        self.notes: list[str] = []
        self.by_id = {m.id: m for m in s.members}
        self.remaining = [m for m in s.members if not m.ko]
        self.team_cards = [m.card for m in self.remaining]
        self.reserve = next((m for m in self.remaining if m.reserve), None)
        self.kept_ids: set[int] = set()
        self.chosen_ids: set[int] = set()
        self.gone_ids: set[int] = set()
        self.reads = CardReads(s.parse)

    # -- helpers --------------------------------------------------------------------------
    def out(self, h: Held, reason: str, rule: str, pile: tuple[str, str]) -> None:
        self.rules.update({rule, pile[1]})
        self.gone_ids.add(id(h))
        self.discard.append(Discard(h.card.name, reason, rule, pile[0], pile[1], h.source))

    def kept(self, h: Held, note: str = "", rule: str = "") -> None:
        if rule:
            self.rules.add(rule)
        self.keep.append(Keep(h.card.name, h.source, note, rule))

    def users(self, card: CardDef, among: Sequence[Member] | None = None) -> list[Member]:
        pool = self.remaining if among is None else among
        return [
            m
            for m in pool
            if character_can_use(m.card, card, self.team_cards, code_rule=self.s.code_rule)
        ]

    def reserve_can_play(self, h: Held) -> bool:
        """OR.discard.placed: can the reserve play this card it holds during the battle?"""
        if h.playable_from_reserve is not None:
            return h.playable_from_reserve
        if self.reserve is None:
            return False
        card = h.card
        icons = set(card.icons) | {i for r in requirements_of(card) for i in r.icons}

        def title_matches(title: str) -> bool:
            return same_name(title, special_title(card)) or same_name(title, card.name)

        if reserve_may_play(
            self.reads, self.reserve.card, card, title_matches, subtype_of(card), icons
        ):
            return True
        if card.kind == "power":
            if lets_reserve_defend(self.reads, self.reserve.card, own=True):
                return True
            others = [m.card for m in self.remaining if m is not self.reserve]
            if self.s.event is not None:
                others.append(self.s.event)
            if any(lets_reserve_defend(self.reads, c, own=False) for c in others):
                return True
        return plays_from_reserve(self.reads, card)

    def free_slot(self, member: Member, card: CardDef) -> bool:
        """OR.placing: one power, one universe, one tactic and one special per character,
        unless its inherent ability allows more (OR.inherent)."""
        slot = _slot(card)
        held = sum(1 for p in self.s.placed if p.holder == member.id and _slot(p.card) == slot)
        return held < placed_allowance(self.reads, member.card, slot)

    # -- steps ------------------------------------------------------------------------------
    def ko_placed(self) -> None:
        for h in self.s.placed:
            m = self.by_id.get(h.holder or "")
            if m is None or not m.ko:
                continue
            usable = is_recyclable(h.card) and bool(self.users(h.card))
            if usable and h.card.kind == "power":
                pile = (POWER_PACK, "OR.discard-piles")
            elif usable:
                pile = (POWER_PACK, "MR.2")
            else:
                pile = (DEAD_PILE, "OR.discard-piles")
            self.out(h, f"placed on {m.card.name}, who is KO'd", "OR.ko.effects", pile)

    def pool(self) -> list[Held]:
        """The cards that count as the hand (OR.discard.placed)."""
        counted = list(self.s.hand)
        for h in self.s.placed:
            m = self.by_id.get(h.holder or "")
            if h.holder == "home_base":
                counted.append(h)
                self.rules.add("OR.discard.placed")
                continue
            if m is None or m.ko:
                continue
            if m.reserve and h.placed_before and not self.reserve_can_play(h):
                self.kept(
                    h,
                    "placed on the reserve in an earlier battle: not part of the hand for "
                    "duplicates and unusable cards",
                    "OR.discard.placed",
                )
                continue
            self.rules.add("OR.discard.placed")
            counted.append(h)
        return counted

    def events(self, pool: list[Held]) -> list[Held]:
        events = [h for h in pool if h.card.kind == "event"]
        rest = [h for h in pool if h.card.kind != "event"]
        if not events:
            return rest
        self.rules.add("OR.discard.event")
        if self.s.event is not None:
            for h in events:
                self.out(
                    h,
                    f"only one event per battle, and {self.s.event.name} was played",
                    "OR.discard.event",
                    (DEFEATED, "OR.discard-piles"),
                )
            return rest
        if len(events) == 1:
            self.kept(events[0], "an event: play it this battle (one per battle)", "OR.events")
            return rest
        self.rules.update({"OR.discard.event", "OR.discard-piles"})
        self.choices.append(
            Choice(
                among=[h.card.name for h in events],
                sources=[h.source for h in events],
                reason="more than one event: choose the one to play; the others are discarded",
                rule="OR.discard.event",
                pile=DEFEATED,
                pile_rule="OR.discard-piles",
            )
        )
        return rest

    def usable_now(self, h: Held) -> tuple[bool, str, str]:
        """(usable, reason if not, rule)."""
        card = h.card
        s = self.s
        holder = self.by_id.get(h.holder or "")
        among = [holder] if holder is not None else None
        if card.kind == "aspect":
            if aspect_matches(card, s.home_base):
                return True, "", ""
            hb = s.home_base.name if s.home_base else "no home base"
            return False, f"an aspect of another location; the home base is {hb}", "OR.aspect"
        if card.kind in ("activator", "character"):
            if s.battlesite is None:
                return False, "an activator, and there is no battlesite", "OR.discard.activator"
            if s.battlesite_ko:
                return (
                    False,
                    "activators are unusable once the battlesite is KO'd",
                    ("OR.discard.activator"),
                )
            if s.battlesite_specials is not None:
                who = (
                    card.characters[0]
                    if card.kind == "activator" and card.characters
                    else (identity(card))
                )
                if not any(
                    (o := special_owner(sp)) and same_name(o, who) for sp in s.battlesite_specials
                ):
                    return (
                        False,
                        f"no {who} special is left beneath the battlesite",
                        "OR.discard.activator",
                    )
            return True, "", ""
        if not self.remaining:
            return False, "no character of the team remains", "OR.discard.unusable"
        if card.kind == "special" and card.is_any_character and holder is None:
            ok = any(code_allows(m.card, card) or not s.code_rule for m in self.remaining)
            return (ok, "no remaining character may play it under the code rule", "OR.discard.code")
        users = self.users(card, among)
        if not users:
            if s.code_rule and [
                m
                for m in (among or self.remaining)
                if character_can_use(m.card, card, self.team_cards, code_rule=False)
            ]:
                return False, "its code forbids every remaining character", "OR.discard.code"
            if card.kind == "special":
                owner = special_owner(card) or "?"
                return (
                    False,
                    f"a special of {owner}, and no remaining character may play it",
                    ("OR.discard.unusable"),
                )
            return False, "no remaining character can use it", "OR.discard.unusable"
        sub = subtype_of(card)
        if card.kind == "tactic":
            mate_reqs = [r for r in requirements_of(card) if r.who == "teammate"]
            if mate_reqs:
                ok = any(
                    any(
                        all(meets(r, grid_of(m.card, self.team_cards)) for r in mate_reqs)
                        for m in self.remaining
                        if m is not u
                    )
                    for u in users
                )
                if not ok:
                    return (
                        False,
                        "no second remaining character meets its teammate requirement",
                        ("OR.discard.unusable"),
                    )
        if card.kind == "universe" and sub in ("teamwork", "ally") and len(self.remaining) < 2:
            return (
                False,
                "it needs a teammate, and only one character remains",
                ("OR.discard.unusable"),
            )
        return True, "", ""

    def follow_up_missing(self, h: Held, pool: list[Held]) -> str:
        """Teamwork needs a power card for a teammate's follow-up; an ally needs a teammate's
        character special (OR.any-character-limitation). Empty string: the follow-up exists."""
        card = h.card
        sub = subtype_of(card)
        if card.kind != "universe" or sub not in ("teamwork", "ally"):
            return ""
        holder = self.by_id.get(h.holder or "")
        users = self.users(card, [holder] if holder else None)
        others = [x for x in pool if x is not h]
        for u in users:
            mates = [m for m in self.remaining if m is not u]
            for x in others:
                if x.holder not in (None, *[m.id for m in mates]):
                    continue
                owners = [self.by_id[x.holder]] if x.holder in self.by_id else mates
                if (
                    sub == "teamwork"
                    and x.card.kind == "power"
                    and any(
                        power_usable_by(x.card, grid_of(m.card, self.team_cards)) for m in owners
                    )
                ):
                    return ""
                if (
                    sub == "ally"
                    and x.card.kind == "special"
                    and not x.card.is_any_character
                    and any(may_play_special(m.card, x.card, self.team_cards) for m in owners)
                ):
                    return ""
        if sub == "teamwork":
            return "no power card a teammate could use for the follow-up attack"
        self.rules.add("OR.any-character-limitation")
        return "no character special a teammate could play to follow it (Any Character specials do not count)"

    def raised_by(self, h: Held, pool: list[Held]) -> str | None:
        """OR.discard.special-rule: a card the player holds (or has placed) that raises a
        character's rating, such as an artifact, and would make this card usable."""
        card = h.card
        if card.kind not in ("power", "universe", "tactic") or h.holder is not None:
            return None
        for other in [*pool, *self.s.placed]:
            if other is h or other.card.kind == "event":
                continue
            raises = rating_raises(self.reads, other.card)
            if not raises:
                continue
            if other.card.kind in ("tactic", "universe", "power", "special") and not self.users(
                other.card
            ):
                continue
            for icon, value in raises:
                for m in self.remaining:
                    ratings = dict(grid_of(m.card, self.team_cards))
                    ratings[icon] = max(value, ratings.get(icon) or 0)
                    if card.kind == "power" and power_usable_by(card, ratings):
                        return other.card.name
                    own = [r for r in requirements_of(card) if r.who == "self"]
                    if card.kind != "power" and own and all(meets(r, ratings) for r in own):
                        return other.card.name
        return None

    def placeable(self, h: Held) -> Member | None:
        if h.holder is not None:
            return None
        for m in self.users(h.card):
            if self.free_slot(m, h.card):
                return m
        return None

    def unusable(self, pool: list[Held]) -> list[Held]:
        placed_keys = {
            found[0]
            for h in pool
            if h.holder is not None and (found := duplicate_key(h.card)) is not None
        }
        usable: list[Held] = []
        reserve_only: dict[str, list[Held]] = {}
        for h in pool:
            ok, reason, rule = self.usable_now(h)
            if ok:
                missing = self.follow_up_missing(h, pool)
                if missing:
                    where = self.placeable(h)
                    if h.can_become_usable:
                        self.kept(
                            h, f"{missing}, but {h.can_become_usable}", "OR.discard.special-rule"
                        )
                        usable.append(h)
                        self.kept_ids.add(id(h))
                    elif where is not None:
                        self.rules.add("OR.discard.special-rule")
                        self.notes.append(
                            f"{h.card.name}: {missing}; it may be kept because it can be placed "
                            f"(on {where.card.name})."
                        )
                        usable.append(h)
                    elif h.holder is not None:
                        usable.append(h)  # already placed: it waits for its follow-up
                    else:
                        self.out(
                            h,
                            f"unusable: {missing}, and it cannot be placed",
                            "OR.discard.special-rule",
                            unusable_pile(h.card),
                        )
                    continue
                # Hand cards only the reserve can use must be placed on it (OR.reserve).
                dup = duplicate_key(h.card)
                if (
                    h.holder is None
                    and h.card.kind in ("power", "universe", "tactic", "special")
                    and (dup is None or dup[0] not in placed_keys)
                ):
                    front = [m for m in self.remaining if not m.reserve]
                    if self.reserve is not None and not self.users(h.card, front):
                        slot = _slot(h.card)
                        reserve_only.setdefault(slot, []).append(h)
                        continue
                usable.append(h)
                continue
            if h.can_become_usable:
                self.kept(
                    h,
                    f"unusable now ({reason}), but the player shows it can become usable: "
                    f"{h.can_become_usable}",
                    "OR.discard.special-rule",
                )
                self.kept_ids.add(id(h))
                continue
            raiser = self.raised_by(h, pool) if rule == "OR.discard.unusable" else None
            if raiser is not None:
                self.kept(
                    h,
                    f"unusable now ({reason}), but {raiser} can raise a rating so that it "
                    "becomes usable",
                    "OR.discard.special-rule",
                )
                self.kept_ids.add(id(h))
                continue
            self.out(h, f"unusable: {reason}", rule, unusable_pile(h.card))
        for slot, items in reserve_only.items():
            self.rules.add("OR.reserve")
            if self.reserve is not None and self.free_slot(self.reserve, items[0].card):
                if len(items) == 1:
                    self.notes.append(
                        f"{items[0].card.name}: only the reserve ({self.reserve.card.name}) can "
                        "use it, so it must be placed on the reserve or discarded."
                    )
                    usable.append(items[0])
                else:
                    self.choices.append(
                        Choice(
                            among=[h.card.name for h in items],
                            sources=[h.source for h in items],
                            reason=f"only the reserve ({self.reserve.card.name}) can use these and "
                            f"it has one free {slot} place: place one, discard the others",
                            rule="OR.reserve",
                            pile=DEAD_PILE,
                            pile_rule="OR.discard-piles",
                        )
                    )
                    self.rules.add("OR.discard-piles")
                    self.chosen_ids.update(id(h) for h in items)
            else:
                for h in items:
                    self.out(
                        h,
                        "unusable: only the reserve can use it and it has no free place for it",
                        "OR.reserve",
                        unusable_pile(h.card),
                    )
        return usable

    def duplicates(self, pool: list[Held]) -> None:
        event = self.s.event
        if event is not None and keeps_duplicates(self.reads, event):
            self.rules.add("OR.events")
            self.notes.append(f"{event.name} was played: no duplicates are discarded this battle.")
            return
        groups: dict[tuple, list[Held]] = {}
        rule_of: dict[tuple, str] = {}
        for h in pool:
            if id(h) in self.chosen_ids:
                continue
            found = duplicate_key(h.card)
            if found is None:
                continue
            key, rule = found
            groups.setdefault(key, []).append(h)
            rule_of[key] = rule
        allowance = self.duplicate_allowance()
        for key, items in groups.items():
            if len(items) < 2:
                continue
            rule = rule_of[key]
            self.rules.add(rule)
            allowed = 1
            if key[0] == "special":
                allowed = allowance.get(key[1], 1)
                if allowed > 1:
                    self.rules.add("OR.inherent")
                    if len(items) <= allowed:
                        continue
            placed = [h for h in items if h.holder is not None and h.placed_before]
            hand = [h for h in items if not (h.holder is not None and h.placed_before)]
            what = _what(key)
            if placed:
                for h in hand:
                    keepers = ", ".join(sorted({p.card.name for p in placed}))
                    self.out(
                        h,
                        f"duplicate of {keepers}, already placed ({what})",
                        rule,
                        duplicate_pile(h.card),
                    )
                self._settle(placed, rule, what, allowed, placed_cards=True)
            else:
                self._settle(hand, rule, what, allowed)

    def _settle(
        self, items: list[Held], rule: str, what: str, allowed: int, placed_cards: bool = False
    ) -> None:
        """Keep ``allowed`` of ``items``: identical copies beyond one go for sure; a choice
        among different cards is left to the player."""
        if len(items) <= allowed:
            for h in items:
                self.chosen_ids.discard(id(h))
            return
        by_name: dict[str, list[Held]] = {}
        for h in items:
            by_name.setdefault(norm(h.card.name), []).append(h)
        if len(by_name) == 1:
            for h in items[allowed:]:
                self.out(h, f"duplicate ({what}): an identical copy", rule, duplicate_pile(h.card))
            return
        if allowed == 1:
            survivors: list[Held] = []
            for copies in by_name.values():
                survivors.append(copies[0])
                for h in copies[1:]:
                    self.out(
                        h, f"duplicate ({what}): an identical copy", rule, duplicate_pile(h.card)
                    )
            items = survivors
        pile = duplicate_pile(items[0].card)
        self.rules.add(pile[1])
        where = " (placed cards)" if placed_cards else ""
        self.choices.append(
            Choice(
                among=[h.card.name for h in items],
                sources=[h.source for h in items],
                keep=allowed,
                reason=f"duplicates ({what}){where}: keep {allowed} of your choice, discard the rest",
                rule=rule,
                pile=pile[0],
                pile_rule=pile[1],
            )
        )
        self.chosen_ids.update(id(h) for h in items)

    def duplicate_allowance(self) -> dict[str, int]:
        """Inherent abilities that allow duplicates of a named special (OR.inherent)."""
        allow: dict[str, int] = {}
        for m in self.remaining:
            found, not_understood = duplicate_permissions(self.reads, m.card)
            if not_understood:
                self.notes.append(
                    f"{m.card.name}'s permission to have duplicate specials was not applied: "
                    "its text was not fully understood."
                )
            for title, n in found:
                owner = identity(m.card)
                allow[norm(f"{owner} {title}")] = n
                allow[norm(title)] = n
        # keys of specials are their full names; match by title too
        return _AllowanceMap(allow)

    def run(self) -> DiscardResult:
        self.ko_placed()
        pool = self.pool()
        pool = self.events(pool)
        usable = self.unusable(pool)
        self.duplicates([h for h in usable if id(h) not in self.kept_ids])
        for h in usable:
            if id(h) in self.chosen_ids or id(h) in self.kept_ids or id(h) in self.gone_ids:
                continue
            self.keep.append(Keep(h.card.name, h.source))
        if self.discard or self.choices:
            self.rules.add("OR.discard-piles")
        return DiscardResult(
            discard=self.discard,
            keep=self.keep,
            choices=self.choices,
            rules=sorted(self.rules),
            notes=self.notes,
        )


class _AllowanceMap(dict):
    """Looks a special's key up by its full name or by its title alone."""

    def get(self, key, default=None):  # type: ignore[override]
        if key in self:
            return self[key]
        for k, v in self.items():
            if key.endswith(" " + k) or key == k:
                return v
        return default


def _slot(card: CardDef) -> str:
    if card.kind in ("power", "universe", "tactic", "special"):
        return card.kind
    return card.kind


def _what(key: tuple) -> str:
    kind = key[0]
    if kind == "power":
        return f"power cards of value {key[1]}, whatever their type"
    if kind == "basic":
        icon = "/".join(key[1]) or "?"
        return f"basic universe cards needing {key[2]} {icon} with bonus +{key[3]}"
    if kind == "training":
        icons = " or ".join(sorted(key[1]))
        return f"training cards for {key[2]} or less in {icons} with bonus +{key[3]}"
    if kind == "teamwork":
        icon = "/".join(key[1]) or "?"
        return f"teamwork cards needing {key[2]} {icon}, whatever their bonuses"
    if kind == "ally":
        icon = "/".join(key[1]) or "?"
        return f"ally cards needing {key[2]} {icon}"
    if kind == "doubleshot":
        return "DoubleShots with the same requirement to use"
    if kind == "special":
        return "the same special"
    if kind == "aspect":
        return "the same aspect"
    if kind == "activator":
        return "activators of the same name"
    return "the same card"


def check_discard(situation: DiscardSituation) -> DiscardResult:
    """Run the discard phase check on one player's situation."""
    return _Check(situation).run()


__all__ = [
    "DEAD_PILE",
    "DEFEATED",
    "POWER_PACK",
    "Choice",
    "Discard",
    "DiscardResult",
    "DiscardSituation",
    "Held",
    "Keep",
    "Member",
    "check_discard",
    "duplicate_key",
    "duplicate_pile",
    "is_one_per_deck",
]
