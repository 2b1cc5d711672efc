"""Durations and conditions: conditional clauses, timing, choices and triggers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.engine.effects.attack_grants import (
    attack_options_phrase,
)
from rules.engine.effects.base import Clause, Duration, duration_text, verb_phrase_of
from rules.engine.effects.condition_words import (
    ACT_TEXT,
    BATTLE_MOMENTS,
    LEAD_TIMINGS,
    STATE_TEXT,
    act_head,
    phase_moment_text,
)
from rules.engine.effects.game_words import count_text, icons_text, kinds_text, possessive, who_text
from rules.engine.effects.mission_checks import MissionCheck
from rules.engine.effects.naming import inner_text, named_code
from rules.engine.effects.sentences import rendered_sentences


@dataclass(frozen=True, kw_only=True)
class EventIgnored(Clause):
    """``Event is ignored if both players cannot venture two mission cards.`` / ``Event is
    ignored if either player has only 1 front line character.``: when the event has no
    effect at all. ``unable``: what ``who`` cannot do; ``front_line``: the fewest Front Line
    characters ``who`` may have for the event to apply, less one."""

    kind: ClassVar[str] = "event_ignored"
    who: str | None = "both_players"
    unable: tuple[Clause, ...] = ()
    front_line: int | None = None

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, tuple(c.shape() for c in self.unable))

    def phrase(self) -> str:
        whom = who_text(self.who)
        if self.front_line is not None:
            return (
                f"event is ignored if {whom} has only {self.front_line} Front Line character"
                f"{'s' if self.front_line != 1 else ''}"
            )
        what = " and ".join(verb_phrase_of(c, self.who) for c in self.unable)
        return f"event is ignored if {whom} cannot {what}"


def ko_subject_text(who: str | None, self_name: str | None) -> str:
    """Who is KO'd, in the card's words: "Landslide's teammate" when the card names its own
    character as the teammate's owner, else the subject's words ("teammate")."""
    if who == "teammate" and self_name:
        return f"{possessive(self_name)} teammate"
    return who_text(who)


def in_play_words(number: int) -> str:
    """A ``characters_in_play`` condition's detail: "3 characters are still in play"."""
    return f"{number} characters are still in play"


@dataclass(frozen=True, kw_only=True)
class Condition(Clause):
    """``If successful, ...``: ``then`` applies only when ``when`` holds."""

    kind: ClassVar[str] = "condition"
    when: str = "successful"
    detail: str | None = None  # extension: what the condition names (a card, a value...)
    then: tuple[Clause, ...] = ()
    # extension: how the card words its own KO ("when" / "after" being KO'd) where that is not
    # "if"; left out of the JSON form when not printed.
    lead: str | None = field(default=None, metadata={"omit_none": True})
    # extension: a condition on a side's missions, typed (its ``detail`` is written from it)
    missions: MissionCheck | None = field(default=None, metadata={"omit_none": True})
    # extension: the number a condition counts ("If 3 heroes are still in play"), typed
    number: int | None = field(default=None, metadata={"omit_none": True})
    # extension: what the subject ``detail`` does (or cannot do) for the condition to hold
    # ("Unless opponent discards 1 card", "If opponent cannot discard 1 card"), typed
    act: tuple[Clause, ...] | None = field(default=None, metadata={"omit_none": True})
    # extension: the side a comparison is made with ("than opponent", "than you"), typed
    than: str | None = field(default=None, metadata={"omit_none": True})

    WHEN_TEXT: ClassVar[dict[str, str]] = {
        "successful": "if successful",
        "not_successful": "if not successful",
        "target_ko": "if Target Character is KO'd",
        "self_ko": "if this character is KO'd",
        "ko": "if {detail} is KO'd",  # "If teammate is KO'd"
        "defended": "if attack is defended",  # "If defended," and "If attack is defended,"
        "avoided": "if attack is avoided",
        "drawn_card_is_attack": "if drawn card is an attack",
        "draws_cards_during_battle": "if {detail} draws cards during battle",
        # the Venture Total of the battle before: which side won it, or lost it
        "won_venture_last_battle": "if {detail} won Venture Total last battle",
        "lost_venture_last_battle": "if {detail} lost Venture Total last battle",
        "drawn_card_is_not_attack": "if drawn card is not an attack",
        # group A: the detail carries the whole condition
        "has_missions": "if",
        # "+1 to attack if opponent has 4, 5, or 6 Mission cards in Completed Pile"
        "has_mission_count": "if",
        "using_mission": "if",
        "characters_in_play": "if",
        # "If successful and Target Hits totaling 15 or more": the success, and the points of
        # Hits the target has taken at least ``detail``
        "successful_and_hits_total": "if successful and Target Hits totaling {detail} or more",
        # these name their subject inside the sentence
        "after_ko": "after {detail} is KO'd",
        "brings_in_reserve": "when {detail} brings in Reserve",
        "ko_this_battle": "in the battle that {detail} is KO'd",
        "self_can_block_with_equal_value": (
            "if this character can block a Power card attack with an equal value Power card"
        ),
    }

    KO_LEADS: ClassVar[dict[str, str]] = {"when": "when KO'd", "after": "after being KO'd"}
    # "If attack succeeds" / "If attack is successful": the success of the card's attack
    # worded with the attack as subject
    SUCCESS_LEADS: ClassVar[dict[str, str]] = {
        "attack": "if attack is successful",
        "attack_succeeds": "if attack succeeds",
    }
    # Conditions the cards print after the effect they govern, and rendered there.
    AFTER_BODY: ClassVar[frozenset[str]] = frozenset({"using_mission", "has_mission_count"})

    def shape(self) -> tuple[Any, ...]:
        then = tuple(c.shape() for c in self.then)
        if self.act is not None:
            return (self.kind, self.when, self.detail, tuple(c.shape() for c in self.act), then)
        return (self.kind, self.when, then)

    def head(self) -> str:
        """The condition itself, in the card's words ("if this character has 3 or more Hits")."""
        if self.when in ACT_TEXT:
            return act_head(self.when, self.detail, self.act or ())
        head = self.WHEN_TEXT.get(self.when, f"if {self.when.replace('_', ' ')}")
        if self.when in STATE_TEXT:
            you = self.detail is None
            return STATE_TEXT[self.when].format(
                detail=who_text(self.detail) if self.detail else "you",
                number=self.number,
                verb="win" if you else "wins",
                lose="lose" if you else "loses",
                have="have" if you else "has",
                than="you" if self.than in (None, "you") else who_text(self.than),
            )
        if self.when == "ko" and self.lead == "when":
            head = "when {detail} is KO'd"  # "When this character is KO'd, draw 2 cards."
        if self.when == "self_ko" and self.lead in self.KO_LEADS:
            head = self.KO_LEADS[self.lead]
        if self.when == "successful" and self.lead in self.SUCCESS_LEADS:
            head = self.SUCCESS_LEADS[self.lead]
        if self.when == "target_ko" and self.lead == "by_this_hit":
            head = "if Target Character is KO'd by this Hit"  # the card's own Hit KOs it
        if self.detail and "{detail}" in head:
            head = head.format(detail=who_text(self.detail))
        elif self.detail:
            head += f" {self.detail}"
        return head

    def phrase(self) -> str:
        head = self.head()
        sentences = rendered_sentences(self.then)
        if (
            self.when == "ko"
            and self.lead == "when"
            and self.detail
            and len(self.then) == 1
            and self.then[0].kind == "venture_modifier"
        ):
            # "Team +3 to Venture Total when a teammate is KO'd": the card's own order (any
            # other clause is said after the lead, "When this character is KO'd, draw 2 cards")
            who = ko_subject_text(self.detail, self.self_name)
            return f"{sentences[0].rstrip('.')} when {who} is KO'd"
        if self.when in self.AFTER_BODY and len(self.then) == 1:
            # "Team +2 to Venture Total each battle if opponent is using ... Mission"
            return f"{self.then[0].render().rstrip('.')} {head}"
        if self.when == "card_in_play" and self.detail and len(sentences) == 1:
            # "Power cards are +2 for defense if "Social Outcast" is in play"
            return f'{sentences[0].rstrip(".")} if "{self.detail}" is in play'
        if self.when == "team_outnumbered" and len(sentences) == 1:
            # the card's own order: "X gains +2 to all actions ... if team is outnumbered"
            team = f"{possessive(self.detail)} team" if self.detail else "team"
            return f"{sentences[0].rstrip('.')} if {team} is outnumbered"
        return f"{head}, {inner_text(self.then, sentences)}".rstrip(".")

    def render(self) -> str:
        # "If 3 heroes are still in play": the code noun of the condition said as printed
        text = named_code(" ".join(self.phrase().split()), self.who_code)
        text = text[0].upper() + text[1:]
        return text if text.endswith((".", "!", "?")) else text + "."


# The card kinds an attack a timing waits for is made with ("makes a Power card attack").
_ATTACK_KINDS = frozenset({"power", "special", "universe"})


@dataclass(frozen=True, kw_only=True)
class Timing(Clause):
    """``Plays during battle.``"""

    kind: ClassVar[str] = "timing"
    when: str = "during_battle"

    def joined_phrase(self, following: Clause) -> str | None:
        if self.when in BATTLE_MOMENTS:
            return f"{BATTLE_MOMENTS[self.when]}, {following.named(following.phrase())}"
        if phase_moment_text(self.when):
            # the clause led keeps its own names ("..., Muir Island Team may remove ...")
            return f"{phase_moment_text(self.when)}, {following.named(following.phrase())}"
        event, _, who = self.when.partition(":")
        if event == "after_ko" and who:
            # "After this character is KO'd, draw 2 cards."
            return f"after {who_text(who)} is KO'd, {following.phrase()}"
        if self.when in LEAD_TIMINGS:
            # "After placing, reveal any 4 cards ...": the moment leads the effect's sentence
            return f"{self.when.replace('_', ' ')}, {following.phrase()}"
        during, _, discarded = self.when.partition("_after_discarding_")
        if discarded:
            # "During discard phase, after discarding 1 or more duplicate or unusable cards,
            # sort through ...": the moment, then the cards discarded in that phase, lead
            return (
                f"{during.replace('_', ' ')}, after discarding {discarded.replace('_', ' ')}, "
                f"{following.phrase()}"
            )
        if self.when == "your_turn" and getattr(following, "when", None) == "after_ko":
            # "On your turn, after Goblyn Queen is KO'd, discard ...": both moments lead
            return f"on your turn, {following.phrase()}"
        # "Play in current battle to resurrect any KO'd teammate next battle."
        if self.when == "current_battle" and following.kind == "resurrect":
            who = getattr(following, "who", None)
            if getattr(following, "any_chosen", None) and who == "teammate":
                then = f"resurrect any KO'd teammate{duration_text(following.duration)}"
                return (
                    f"play in current battle to {then.replace(' in next battle', ' next battle')}"
                )
        return None

    def phrase(self) -> str:
        event, _, who = self.when.partition(":")
        if who and event == "in_front_of":
            # "Play this card in front of Aquaman.": the card protects the character
            return f"play this card in front of {who_text(who)}"
        if who and event in ("when_wounded", "when_ko"):
            # "Play when Doomsday is wounded."
            state = "wounded" if event == "when_wounded" else "KO'd"
            return f"play when {who_text(who)} is {state}"
        if who and event == "as_concedes":
            return f"play as {who_text(who)} concedes battle"  # "Play as Orion concedes battle."
        if who and event == "during_battle_on":
            return f"play during battle on {who_text(who)}"  # "... on any Front Line character"
        if who and event == "during_battle_on_before_ko":
            # "Play during battle on Teammate, before Teammate is KO'd."
            return f"play during battle on {who_text(who)}, before {who_text(who)} is KO'd"
        if who and event == "current_battle_after_ko":
            # "Play in current battle, after one teammate is KO'd."
            one = "one " if who == "teammate" else ""
            return f"play in current battle, after {one}{who_text(who)} is KO'd"
        if who and event == "when_attacks" and who.count(":") <= 1:
            # "Play when Longshot makes a Power card attack."
            name, _, kind = who.partition(":")
            what = f"a {kinds_text((kind,))} card attack" if kind in _ATTACK_KINDS else "an attack"
            if not kind or kind in _ATTACK_KINDS:
                return f"play when {who_text(name)} makes {what}"
        if self.when == "current_battle":
            # "Play in the current battle" and "Play during current battle": one timing
            return "play during current battle"
        if self.when == "your_turn":
            return "play on your turn"
        if event == "in_front_of" and who:
            return f"play this card in front of {who_text(who)}"
        if self.when == "when_opponent_concedes":
            return "play when opponent concedes battle"
        if self.when == "as_attack_on_target":
            return "play on Target Character as an attack"
        if self.when == "after_opponent_concedes":
            # the attack the card makes: "May be made after opponent has conceded the battle"
            return "may be made after opponent has conceded the battle"
        return f"play {self.when.replace('_', ' ')}"


@dataclass(frozen=True, kw_only=True)
class Choice(Clause):
    """``Avoid ..., or target hero must discard ...``: the player picks one of ``options``."""

    kind: ClassVar[str] = "choice"
    options: tuple[Clause, ...] = ()

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, tuple(c.shape() for c in self.options))

    def phrase(self) -> str:
        attacks = attack_options_phrase(self.options)
        if attacks:
            return attacks
        # As the cards print a choice: "Add 3 to Venture Total, or opponent -3 to Venture
        # Total"; an option keeps its capital only where it begins with a name.
        parts = [self.options[0].render().rstrip(".")]
        parts += [inner_text((o,)).rstrip(".") for o in self.options[1:]]
        return ", or ".join(parts)


@dataclass(frozen=True, kw_only=True)
class Trigger(Clause):
    """An effect that happens when an event occurs: ``Draw 1 card when Xaos' teammate is
    KO'd.`` / ``... draw 1 card immediately after playing any Basic Universe card``."""

    kind: ClassVar[str] = "trigger"
    event: str = "after_playing"
    detail: str | None = None
    then: tuple[Clause, ...] = ()
    duration: Duration = None
    # extension: the kinds and power types of the card the trigger waits for ("after blocking
    # an attack using Fighting Power card"), as fields the engine reads (``detail`` words them)
    card_kinds: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})
    icons: tuple[str, ...] | None = field(default=None, metadata={"omit_none": True})

    def shape(self) -> tuple[Any, ...]:
        return (self.kind, self.event, tuple(c.shape() for c in self.then))

    def phrase(self) -> str:
        sentences = rendered_sentences(self.then)
        if self.event == "when_kod" and self.detail == "self" and not self.duration:
            # as the cards print it: "Draw 2 cards from Draw Pile when KO'd"
            return f"{' '.join(sentences).rstrip('.')} when KO'd"
        if self.event == "when_kod" and self.then and not self.duration:
            # as the cards print it: "Draw 1 card when Xaos' teammate is KO'd"
            who = ko_subject_text(self.detail, self.self_name)
            return f"{' '.join(sentences).rstrip('.')} when {who} is KO'd"
        if self.event == "when_kod":
            head = f"when {ko_subject_text(self.detail, self.self_name)} is KO'd"
        else:
            head = self.event.replace("_", " ") + (f" {self.detail}" if self.detail else "")
            if self.event == "before_resolving_action_of" and self.detail:
                # "before resolving Opponent's action", as the cards print it
                head = f"before resolving {possessive(who_text(self.detail))} action"
            if self.then:
                # as the cards print it: "For remainder of game, <effect> after playing ..."
                if self.duration:
                    lead = duration_text(self.duration).strip()
                    return f"{lead}, {inner_text(self.then, sentences).rstrip('.')} {head}"
                return f"{' '.join(sentences).rstrip('.')} {head}"
        body = inner_text(self.then, sentences).rstrip(".")
        return f"{head}, {body}{duration_text(self.duration)}"


@dataclass(frozen=True, kw_only=True)
class Disrupt(Clause):
    """``Disrupt all Multipower cards.``"""

    kind: ClassVar[str] = "disrupt"
    count: int | str | None = "all"
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()

    def phrase(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        return f"disrupt {count_text(self.count)} {what or 'any'} cards"
