"""Power Play after the tally: the end of a turn (the Bad News limit, the last round) and the
score of a finished game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .steps import StepLog, plural, reading

ROUNDS = 4
#: The active player may hold this many Bad News cards; one more ends the game.
BAD_NEWS_LIMIT = 2
SCORE_WON = 40
SCORE_MARSHALL_RD = 7
SCORE_PER_BAD_NEWS = -5
SCORE_RANGE = (0, 100)


@dataclass(frozen=True)
class ScoreCase:
    won: bool
    bonus_powers: tuple[int, ...] = ()
    marshall_rd: bool = False
    bad_news: int = 0


@dataclass(frozen=True)
class TurnEndCase:
    bad_news: int
    round: int | None = None
    last_turn_of_round: bool = False


def _line(label: str, points: int, rule: str) -> dict[str, Any]:
    return {"label": label, "points": points, "rule": rule}


def score(case: ScoreCase) -> dict[str, Any]:
    """The game's score from 0 to 100, line by line."""
    log = StepLog()
    if not case.won:
        lines = [_line("lost the game", 0, "PP.score")]
        log.add(
            "A lost game scores 0, whatever bonus powers or Bad News cards are left.",
            ["PP.score"],
            "score",
        )
        return {"score": 0, "lines": lines, "rules": ["PP.score"], "steps": log.as_list()}
    lines = [_line("won the game", SCORE_WON, "PP.score")]
    log.add(f"A won game starts at {SCORE_WON} points.", ["PP.score"], "score")
    if case.bonus_powers:
        held = sum(case.bonus_powers)
        lines.append(
            _line(
                f"bonus powers still held: {' + '.join(map(str, case.bonus_powers))}",
                held,
                "PP.score.bonus-powers",
            )
        )
        log.add(
            f"Bonus powers the players still hold add their values: +{held}.",
            ["PP.score.bonus-powers"],
            "score",
        )
    if case.marshall_rd:
        lines.append(
            _line("the Marshall Rd location featured", SCORE_MARSHALL_RD, "PP.score.marshall-rd")
        )
        log.add(
            f"The Marshall Rd location featured in the game: +{SCORE_MARSHALL_RD}.",
            ["PP.score.marshall-rd"],
            "score",
        )
    if case.bad_news:
        penalty = SCORE_PER_BAD_NEWS * case.bad_news
        lines.append(_line(plural(case.bad_news, "Bad News card"), penalty, "PP.score.bad-news"))
        log.add(
            f"{plural(case.bad_news, 'Bad News card')} held by the players: {penalty}.",
            ["PP.score.bad-news"],
            "score",
        )
    raw = sum(line["points"] for line in lines)
    low, high = SCORE_RANGE
    total = min(high, max(low, raw))
    if total != raw:
        lines.append(_line(f"kept within {low} to {high}", total - raw, "PP.score"))
        log.add(
            f"The lines add up to {raw}; the score is {total}"
            + reading(
                f"the rulebook scores a game from {low} to {high}, so a sum outside is cut to that range"
            )
            + ".",
            ["PP.score"],
            "score",
        )
    rules = list(dict.fromkeys(line["rule"] for line in lines))
    return {"score": total, "lines": lines, "rules": rules, "steps": log.as_list()}


def turn_end(case: TurnEndCase) -> dict[str, Any]:
    """Whether the game ends after this turn: too much Bad News, or the last turn played."""
    log = StepLog()
    held = plural(case.bad_news, "Bad News card")
    if case.bad_news > BAD_NEWS_LIMIT:
        log.add(
            f"The active player holds {held}, more than {BAD_NEWS_LIMIT}: the game is over and the heroes lose.",
            ["PP.turn-end.bad-news"],
            "game_over",
        )
        return _ended(True, "lost", log)
    log.add(
        f"The active player holds {held}, no more than {BAD_NEWS_LIMIT}: Bad News does not end the game"
        + reading(
            "the limit counts the active player's own Bad News cards, as the rulebook says, not the team's"
        )
        + ".",
        ["PP.turn-end.bad-news"],
        "continue",
    )
    if case.round is None:
        return _ended(False, None, log)
    counted = reading(
        f"a game is {ROUNDS} rounds of one turn per player; the rulebook's 16 turns is that count for four players"
    )
    if case.round == ROUNDS and case.last_turn_of_round:
        log.add(
            f"That was the last turn of round {ROUNDS}: the city is clean and the heroes win{counted}.",
            ["PP.game.rounds"],
            "game_over",
        )
        return _ended(True, "won", log)
    if case.last_turn_of_round:
        text = (
            f"Round {case.round} is over: the location leaves play, every player refills to 4 powers, "
            f"and the player two seats to the left of the active player starts round {case.round + 1}"
        )
    else:
        text = f"Round {case.round} goes on: the player to the left becomes the active player"
    log.add(text + counted + ".", ["PP.game.rounds"], "continue")
    return _ended(False, None, log)


def _ended(over: bool, outcome: str | None, log: StepLog) -> dict[str, Any]:
    steps = log.as_list()
    rules = list(dict.fromkeys(r for s in steps for r in s["rules"]))
    return {"game_over": over, "outcome": outcome, "rules": rules, "steps": steps}
