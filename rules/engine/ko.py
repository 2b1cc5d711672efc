"""When a character or a battlesite is knocked out (OR.ko.*, OR.fusion, MR.12).

* Cumulative: the hits of the current battle and the permanent record add up to 20 points
  or more, or to the character's own threshold (inherent ability or an effect in play).
* Spectrum: hits of at least three of the four power types (or the number an effect sets).
  MultiPower hits on one character all count as one type the attacker picks (fusion);
  Any-Power hits have no type; a basic universe hit counts as its icon (MR.3).
* TKO (MR.12.tko): 20 points and three types knock out any character whatever its abilities.
* A battlesite falls at 30 points and is never spectrum KO'd (OR.ko.battlesite).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.engine.abilities import ability_lost
from rules.engine.card_filters import Filter, cards_filter
from rules.engine.cards import POWER_TYPES
from rules.engine.clauses import tuple_of
from rules.engine.group_subjects import group_holds
from rules.engine.ko_immunity import kept_from_ko
from rules.engine.normal_ko import normal_rules_on, ordinary_effects
from rules.engine.who_codes import code_fits

if TYPE_CHECKING:
    from collections.abc import Iterable

    from rules.engine.state import Battlesite, Character, Effect, Hit

CUMULATIVE = 20
BATTLESITE = 30
SPECTRUM_TYPES = 3


@dataclass
class KoResult:
    ko: bool
    kind: str | None
    points: int
    icons: list[str]
    threshold: int
    spectrum_needed: int | None
    rules: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "ko": self.ko,
            "kind": self.kind,
            "points": self.points,
            "icons": self.icons,
            "threshold": self.threshold,
            "spectrum_needed": self.spectrum_needed,
            "rules": self.rules,
            "reasons": self.reasons,
        }


def _match(options: list[tuple[str, ...]], free: list[str]) -> list[str]:
    """Give as many option sets as possible a distinct type from ``free`` (bipartite matching)."""
    owner: dict[str, int] = {}

    def augment(i: int, seen: set[str]) -> bool:
        for t in options[i]:
            if t not in free or t in seen:
                continue
            seen.add(t)
            if t not in owner or augment(owner[t], seen):
                owner[t] = i
                return True
        return False

    for i in range(len(options)):
        augment(i, set())
    return sorted(owner, key=POWER_TYPES.index)


def spectrum_types(hits: list[Hit], barred: tuple[str, ...] = ()) -> list[str]:
    """The largest set of power types the hits can show at once (fusion applied)."""
    fixed: set[str] = set()
    flexible: list[tuple[str, ...]] = []
    fused: list[tuple[str, ...]] = []
    for h in hits:
        types = tuple(t for t in h.types() if t not in barred)
        if h.icon == "multipower" and h.source == "power":
            fused.append(tuple(h.types()))
        elif len(types) == 1:
            fixed.add(types[0])
        elif types:
            flexible.append(types)
    options = list(flexible)
    if fused:
        # OR.fusion: one type for every MultiPower hit on this character; a three-icon card
        # takes the fourth icon once a four-icon card joins it.
        if any(set(f) >= set(POWER_TYPES) for f in fused):
            common = set(POWER_TYPES)
        else:
            common = set(POWER_TYPES)
            for f in fused:
                common &= set(f)
        options.append(tuple(t for t in POWER_TYPES if t in common and t not in barred))
    free = [t for t in POWER_TYPES if t not in fixed]
    chosen = _match(options, free)
    return sorted(fixed | set(chosen), key=POWER_TYPES.index)


def _applies(effect: Effect, clause: dict[str, Any], char: Character) -> bool:
    who = clause.get("who") or "self"
    if code_fits(clause.get("who_code"), char) is not True:
        return False  # "any hero": not a villain, nor a character of no given code
    if who == "target":
        return effect.target == char.id
    if who == "self":
        return (effect.target or effect.by) == char.id
    if who in ("team", "self_or_teammate", "teammate"):
        return effect.player == char.player
    if who in ("opponent", "opponent_team"):
        return effect.player != char.player
    held = group_holds(clause, effect.player, char)  # any hero, rated (group_subjects)
    if held is not None:
        return held
    return who.lower() in char.name.lower()


def _by_grid(effect: Effect, clause: dict[str, Any], char: Character) -> bool:
    """A KO limit by the ratings of each character's grid ("for every value of 3 or less on
    character's Power Grid"): a home base's, for its own team."""
    return clause.get("grid_at_most") is not None and effect.player == char.player


@dataclass
class Limits:
    """What the effects touching a character change about how it is KO'd."""

    threshold: int = CUMULATIVE
    spectrum: int | None = SPECTRUM_TYPES
    barred: tuple[str, ...] = ()  # power types that do not count toward a spectrum KO
    # the cards whose hits do not count toward a cumulative KO
    uncounted: list[Filter] = field(default_factory=list)
    # (cards, factor): "... Hits on Target Character are doubled when determining Cumulative K.O."
    multiplied: list[tuple[Filter, int]] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # "Must have a MultiPower card Hit to be KO'd": a hit of these cards is needed for a KO
    required: list[Filter] = field(default_factory=list)
    # "Level 1 or 2 Power card Hits do not count for Spectrum KO": hits of these cards show
    # no power type toward a spectrum KO
    off_spectrum: list[Filter] = field(default_factory=list)

    def spectral(self, hits: list[Hit]) -> list[Hit]:
        """The hits that count toward a spectrum KO."""
        return [
            h
            for h in hits
            if not any(
                f.matches({_source_kind(h.source)}, {h.icon, *h.icons}, h.value)
                for f in self.off_spectrum
            )
        ]

    def points(self, hit: Hit) -> int:
        """What the hit counts toward a cumulative KO."""
        if any(_hit_is(hit, cards) for cards in self.uncounted):
            return 0
        factor = max((n for cards, n in self.multiplied if _hit_is(hit, cards)), default=1)
        return hit.value * factor


def _hit_is(hit: Hit, cards: Filter) -> bool:
    """Whether the hit came from the cards a clause names (power types and card kinds)."""
    return cards.matches({_source_kind(hit.source)}, {hit.icon, *hit.icons}, None)


def _source_kind(source: str) -> str:
    """The card kind a hit came from, in the words of card text ("Power cards")."""
    return "special" if source == "activator" else source


def spectrum_exclusion(clause: dict[str, Any]) -> Filter:
    """The cards a ``spectrum_exclusion`` names, with its level range."""
    return cards_filter(
        tuple_of(clause.get("card_kinds")) + tuple_of(clause.get("icons")),
        levels=clause.get("level"),
    )


def thresholds(char: Character, effects: list[Effect]) -> Limits:
    """The character's KO threshold, spectrum and uncounted hits, with the effects on it."""
    limits = Limits(spectrum=SPECTRUM_TYPES if char.spectrum else None)
    normal = normal_rules_on(char, effects)
    if normal is not None:
        effects = ordinary_effects(effects, normal)
        limits.rules.extend(["MR.1", "MR.19"])
        limits.notes.append(
            f"{normal.card.name} puts it under the normal KO rules, whatever its inherent"
            " ability and specials say"
        )
    lost = ability_lost(char.id, effects)
    inherent = [] if lost is not None or normal is not None else char.inherent_clauses
    sources: list[tuple[dict[str, Any], Effect | None]] = [
        (c, None) for c in inherent if c.get("kind") == "ko_threshold"
    ]
    if lost is not None and char.inherent_clauses:
        limits.rules.extend(["OR.inherent", "MR.19"])
        limits.notes.append(f"{lost.card.name} took {char.name}'s inherent ability away")
    for e in effects:
        for c in e.clauses:
            if c.get("kind") == "ko_threshold" and (_applies(e, c, char) or _by_grid(e, c, char)):
                sources.append((c, e))
    needs = [(c, None) for c in inherent if c.get("kind") == "ko_hit_required"]
    needs += [
        (c, e)
        for e in effects
        for c in e.clauses
        if c.get("kind") == "ko_hit_required" and _applies(e, c, char)
    ]
    for clause, effect in needs:
        cards = cards_filter(tuple_of(clause.get("icons")) + tuple_of(clause.get("card_kinds")))
        limits.required.append(cards)
        limits.rules.append("OR.inherent" if effect is None else "MR.19")
    for e in effects:
        for c in e.clauses:
            if (
                c.get("kind") == "spectrum_exclusion"
                and e.target in (None, char.id)
                and (c.get("against") != "team" or e.player == char.player)
            ):
                limits.off_spectrum.append(spectrum_exclusion(c))
                limits.rules.append("MR.19")
                limits.notes.append(
                    f"hits of {limits.off_spectrum[-1].words()} do not count toward its"
                    f" spectrum KO ({e.card.name})"
                )
    if char.ko_threshold is not None and normal is None:
        limits.threshold = char.ko_threshold
        limits.rules.append("OR.inherent")
    for clause, effect in sources:
        limits.rules.append("OR.inherent" if effect is None else "MR.19")
        icons = tuple_of(clause.get("icons"))
        kinds = tuple_of(clause.get("forbids"))
        if clause.get("grid_at_most") is not None:
            # "For every value of 2 or less on character's Power Grid, that character may not
            # be Spectrum KO'd by that Power Type": the types rated that low, on this grid
            icons = tuple(t for t in POWER_TYPES if (char.rating(t) or 0) <= clause["grid_at_most"])
            if not icons:
                continue
        if clause.get("hit_multiplier") is not None:
            if not clause.get("spectrum"):
                n = int(clause["hit_multiplier"])
                cards = cards_filter(icons + tuple_of(clause.get("card_kinds")))
                limits.multiplied.append((cards, n))
                limits.notes.append(
                    f"hits of {cards.words()} count "
                    f"{'double' if n == 2 else f'{n} times'} toward its cumulative KO"
                )
            continue
        if clause.get("spectrum"):
            if clause.get("set_to") is not None:
                n = int(clause["set_to"])
                limits.spectrum = n if 1 <= n <= len(POWER_TYPES) else None
            elif icons:
                limits.barred = limits.barred + icons
                if "multipower" in icons:  # "with MultiPower Power cards": those hits, any type
                    limits.off_spectrum.append(cards_filter(("multipower",)))
            elif (
                kinds and "all" not in kinds
            ):  # "may not be Spectrum KO'd with Special cards": those hits show no type
                limits.off_spectrum.append(cards_filter(kinds))
                limits.notes.append(
                    f"hits of {limits.off_spectrum[-1].words()} do not count toward its spectrum KO"
                )
            else:  # "cannot be Spectrum KO'd"
                limits.spectrum = None
                limits.notes.append("a card in play says it may not be spectrum KO'd")
            continue
        if (kinds or icons) and clause.get("set_to") is None and clause.get("delta") is None:
            # "may not be Cumulative KO'd with Energy Power cards": those hits' points do
            # not count toward the cumulative threshold.
            limits.uncounted.append(cards_filter(icons + kinds))
            limits.notes.append(
                f"hits of {limits.uncounted[-1].words()} do not count toward its KO"
            )
            continue
        if clause.get("set_to") is not None:
            limits.threshold = int(clause["set_to"])
        if clause.get("delta") is not None:
            limits.threshold += int(clause["delta"])
        if clause.get("multiplier") is not None:
            limits.threshold *= int(clause["multiplier"])
    return limits


def evaluate(char: Character, effects: list[Effect]) -> KoResult:
    """Is ``char`` KO'd by its hits, given the effects that touch it?"""
    limits = thresholds(char, effects)
    threshold, spectrum, rules = limits.threshold, limits.spectrum, limits.rules
    all_points = sum(h.value for h in char.hits)
    points = sum(limits.points(h) for h in char.hits)
    icons = spectrum_types(limits.spectral(char.hits), limits.barred)
    all_icons = spectrum_types(char.hits)
    reasons = list(limits.notes)
    if char.knocked_out_by:
        reasons.append(
            f"{char.knocked_out_by} KOs it, regardless of inherent abilities and other specials"
        )
        return KoResult(True, "card", points, icons, threshold, spectrum, ["MR.1"], reasons)
    if all_points >= CUMULATIVE and len(all_icons) >= SPECTRUM_TYPES:
        reasons.append(
            f"{all_points} points and {len(all_icons)} power types: TKO whatever its abilities"
        )
        return KoResult(
            True, "tko", all_points, all_icons, threshold, spectrum, ["MR.12.tko", *rules], reasons
        )
    reached = points >= threshold or (spectrum is not None and len(icons) >= spectrum)
    kept = kept_from_ko(char, effects, _applies) if reached else None
    if kept is not None:  # "may not be KO'd" (ko_immunity)
        reasons.append(f"its hits would KO it, but {kept[0]}")
        return KoResult(False, None, points, icons, threshold, spectrum, rules + kept[1], reasons)
    missing = [f for f in limits.required if not any(_hit_is(h, f) for h in char.hits)]
    if reached and missing:
        reasons.append(
            f"its hits would KO it, but it is KO'd only with a hit of {missing[0].words()}"
        )
        return KoResult(False, None, points, icons, threshold, spectrum, rules, reasons)
    if points >= threshold:
        reasons.append(f"{points} points reach the threshold of {threshold}")
        return KoResult(
            True,
            "cumulative",
            points,
            icons,
            threshold,
            spectrum,
            ["OR.ko.cumulative", *rules],
            reasons,
        )
    if spectrum is not None and len(icons) >= spectrum:
        rule = ["OR.ko.spectrum"] + (
            ["OR.fusion"] if any(h.icon == "multipower" for h in char.hits) else []
        )
        reasons.append(f"hits of {len(icons)} power types ({', '.join(icons)})")
        return KoResult(True, "spectrum", points, icons, threshold, spectrum, rule + rules, reasons)
    reasons.append(
        f"{points} of {threshold} points and {len(icons)} power type(s)"
        + ("" if spectrum is not None else "; may not be spectrum KO'd")
    )
    checked = ["OR.ko.cumulative"] + (["OR.ko.spectrum"] if spectrum is not None else [])
    if any(h.icon == "multipower" and h.source == "power" for h in char.hits):
        checked.append("OR.fusion")
    return KoResult(False, None, points, icons, threshold, spectrum, [*checked, *rules], reasons)


def evaluate_battlesite(site: Battlesite, effects: Iterable[Effect] = ()) -> KoResult:
    points = sum(h.value for h in site.hits)
    threshold, rules = site_threshold(site, effects)
    ko = points >= threshold
    reason = f"{points} of {threshold} points; a battlesite is never spectrum KO'd"
    return KoResult(
        ko,
        "cumulative" if ko else None,
        points,
        [],
        threshold,
        None,
        ["OR.ko.battlesite", *rules],
        [reason],
    )


def site_threshold(site: Battlesite, effects: Iterable[Effect]) -> tuple[int, list[str]]:
    """A battlesite's hits to KO, with the effects of its own side that change them ("Black
    Panther's Battlesite's Hits to K.O. number is increased by 5 points", MR.19)."""
    threshold, rules = BATTLESITE, []
    for e in effects:
        for c in e.clauses:
            who = str(c.get("who") or "").lower()
            if c.get("kind") != "ko_threshold" or not who.endswith("battlesite"):
                continue
            if e.player != site.player:
                continue
            if c.get("set_to") is not None:
                threshold = int(c["set_to"])
            threshold += int(c.get("delta") or 0)
            rules.append("MR.19")
    return threshold, rules


def effects_on(char: Character, board_effects: list[Effect]) -> list[Effect]:
    return list(char.in_play) + [e for e in board_effects if e not in char.in_play]
