"""The renege ruling of the meta-rules (MR.13.renege, MR.13.renege-offences).

A renege found after the venture phase: if the players call a judge, the round ends at once,
the offender loses the venture and the other player wins theirs with one more mission card;
an illegally built deck instead ends the game and loses the match. Without a judge the
players settle it as they like.

Readings we chose:
- "Gains a venture +1 mission card": the other player's venture counts as won with one more
  card ventured. The extra card comes from their reserve pile if a card there was not
  ventured; otherwise from the completed pile while a card is defeated (so it lifts a
  defeated card, as a card won from Completed does); if neither is possible nothing more
  moves, and the result says so.
- Keeping a duplicate or unusable card is an offence only once the venture phase is over;
  found earlier, the card is simply discarded under the discard rules.
- The list of offences in the meta-rules is open ("include"); ``other`` is a renege the judge
  has already recognised, and takes the standard penalty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.engine.venture import (
    PLAYERS,
    Missions,
    Note,
    PlayerVenture,
    Ventured,
    check_position,
    game_result,
    merged_rules,
    move_missions,
    other,
    with_extra_mission,
)

OFFENCES: tuple[str, ...] = ("illegal_duplicate", "illegal_unusable", "illegal_deck", "other")
PHASES: tuple[str, ...] = ("after_venture", "before_venture")
PENALTIES: tuple[str, ...] = ("none", "players_settle", "lose_venture", "match_loss")

_OFFENCE_TEXT = {
    "illegal_duplicate": "keeping an illegal duplicate in hand after the venture phase",
    "illegal_unusable": "keeping an unusable card in hand after the venture phase",
    "illegal_deck": "playing an illegally built deck",
    "other": "a renege the judge has recognised",
}


@dataclass(frozen=True)
class Renege:
    offender: str
    offence: str
    judge_called: bool = True
    players: Mapping[str, PlayerVenture] | None = None
    phase: str = "after_venture"
    demonstrated_usable: bool = False  # the player shows how the card can be made usable
    became_unusable_in_play: bool = False  # the card became unusable during play
    description: str = ""

    @property
    def needs_players(self) -> bool:
        """Whether the ruling moves missions, so needs both players' missions and ventures:
        a judge was called to a renege that is not excused (a kept card found before the
        venture, one that became unusable in play or was shown usable) and not a match loss."""
        if not self.judge_called or self.offence == "illegal_deck":
            return False
        if self.offence in ("illegal_duplicate", "illegal_unusable"):
            excused = (
                self.phase == "before_venture"
                or self.became_unusable_in_play
                or (self.offence == "illegal_unusable" and self.demonstrated_usable)
            )
            return not excused
        return True


@dataclass(frozen=True)
class RenegeResult:
    penalty: str  # one of PENALTIES
    missions: Mapping[str, Missions] | None
    game_winner: str | None
    steps: tuple[Note, ...]

    @property
    def is_renege(self) -> bool:
        return self.penalty != "none"

    @property
    def game_loss(self) -> bool:
        """The offender loses the match."""
        return self.penalty == "match_loss"

    @property
    def game_over(self) -> bool:
        return self.game_winner is not None

    @property
    def rules(self) -> list[str]:
        return list(merged_rules(step.rules for step in self.steps))

    def as_dict(self) -> dict:
        return {
            "is_renege": self.is_renege,
            "penalty": self.penalty,
            "game_loss": self.game_loss,
            "missions": (
                {p: m.as_dict() for p, m in self.missions.items()} if self.missions else None
            ),
            "game_over": self.game_over,
            "game_winner": self.game_winner,
            "steps": [s.as_dict() for s in self.steps],
            "rules": self.rules,
        }


def _not_a_renege(steps: list[Note], missions) -> RenegeResult:
    return RenegeResult(
        penalty="none",
        missions=missions,
        game_winner=None,
        steps=tuple(steps),
    )


def rule_on_renege(case: Renege) -> RenegeResult:
    """Apply the renege ruling to one offence."""
    if case.offender not in PLAYERS:
        raise ValueError(f"offender must be one of {PLAYERS}")
    if case.offence not in OFFENCES:
        raise ValueError(f"offence must be one of {OFFENCES}")
    if case.players is not None:
        check_position(case.players, concessions=False)
    offender, victim = case.offender, other(case.offender)
    before = {p: case.players[p].missions for p in PLAYERS} if case.players else None

    if case.offence in ("illegal_duplicate", "illegal_unusable"):
        if case.phase == "before_venture":
            return _not_a_renege(
                [
                    Note(
                        "Found before the venture phase was over, the card is not a renege: "
                        "it is discarded now under the discard rules.",
                        ("MR.13.renege-offences", "OR.discard"),
                        offender,
                    )
                ],
                before,
            )
        if case.became_unusable_in_play:
            return _not_a_renege(
                [
                    Note(
                        "A card that became unusable through the course of play is not an "
                        "offence; it is discarded after the battle as usual.",
                        ("MR.13.renege-offences", "OR.discard.unusable"),
                        offender,
                    )
                ],
                before,
            )
        if case.offence == "illegal_unusable" and case.demonstrated_usable:
            return _not_a_renege(
                [
                    Note(
                        "The player showed how the card can be made usable, so keeping it is "
                        "allowed and is no offence.",
                        ("MR.13.renege-offences", "OR.discard.special-rule"),
                        offender,
                    )
                ],
                before,
            )

    what = case.description or _OFFENCE_TEXT[case.offence]
    if not case.judge_called:
        return RenegeResult(
            penalty="players_settle",
            missions=before,
            game_winner=None,
            steps=(
                Note(
                    f"Player {offender} reneged ({what}). No judge was called, so the players "
                    f"may settle it between themselves as they agree; the ruling's penalty "
                    f"applies only once a judge is called.",
                    ("MR.13.renege",),
                    offender,
                ),
            ),
        )

    if case.offence == "illegal_deck":
        return RenegeResult(
            penalty="match_loss",
            missions=before,
            game_winner=victim,
            steps=(
                Note(
                    f"Player {offender}'s deck is illegally built: the game ends at once and "
                    f"player {offender} loses the match; player {victim} wins.",
                    ("MR.13.renege-offences", "OR.deck"),
                    offender,
                ),
            ),
        )

    if case.players is None:
        raise ValueError("players (missions and ventures) are needed to apply the venture penalty")

    steps: list[Note] = [
        Note(
            f"Player {offender} reneged ({what}) and a judge was called, so the renege ruling "
            f"applies in full.",
            ("MR.13.renege-offences", "MR.13.renege"),
            offender,
        ),
        Note(
            "The round ends now: both hands are discarded to their proper piles, cards already "
            "played stand, cards lasting for the battle are discarded and game-long cards "
            "played before the renege stay in play.",
            ("MR.13.renege", "MR.19"),
        ),
    ]
    after: dict[str, Missions] = {}
    lost = move_missions(
        offender,
        case.players[offender].missions,
        case.players[offender].ventured,
        won=False,
        reason=" as the offender",
    )
    after[offender] = lost.missions
    steps.extend(Note(n.text, ("MR.13.renege", *n.rules), n.player) for n in lost.notes)

    theirs = case.players[victim]
    extra, pile = with_extra_mission(theirs.missions, theirs.ventured)
    won = move_missions(
        victim,
        theirs.missions,
        extra,
        won=True,
        reason=(
            f" with one more mission card (taken from the {pile.capitalize()} pile)" if pile else ""
        ),
    )
    after[victim] = won.missions
    if not pile:
        steps.append(
            Note(
                f"Player {victim} has no further mission card that could be added to the "
                f"venture, so only the ventured cards move.",
                ("MR.13.renege",),
                victim,
            )
        )
    steps.extend(Note(n.text, ("MR.13.renege", *n.rules), n.player) for n in won.notes)
    game_winner, end_notes = game_result(after)
    steps.extend(end_notes)
    if game_winner is None:
        steps.append(
            Note(
                "With everything resolved, both players draw a new hand.",
                ("MR.13.renege", "OR.draw"),
            )
        )
    return RenegeResult(
        penalty="lose_venture",
        missions=after,
        game_winner=game_winner,
        steps=tuple(steps),
    )


__all__ = [
    "OFFENCES",
    "PENALTIES",
    "PHASES",
    "Renege",
    "RenegeResult",
    "Ventured",
    "rule_on_renege",
]
