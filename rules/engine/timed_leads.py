"""Clauses printed after a lead that names a moment of the game ("At end of battle, ...",
"During the Discard Phase, ...", "After placing, ...", "At the beginning of each battle, ...",
"During Discard Phase of next battle, ..."): each applies at that moment, never when the card
is played, and never as if the lead were not printed.

The grammar gives such a sentence as a ``timing`` clause (its ``when``) whose span covers the
clauses of the sentence it leads. The resolver walks the fight of one battle: a clause led
to the end of the battle waits in play until the battle ends (OR.battle-end); a clause led
to a moment outside the fight (a phase before or after it, the next battle) is not applied in
the resolution, and the step and the answer's warnings say so, with the phase's rule. Leads
naming moments of the fight itself ("On your turn", "After X is KO'd", "Play during battle")
are read where those moments are, not here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

#: The end of the battle: the resolver's last step.
END_OF_BATTLE = "end_of_battle"

#: What the battle's end applies of a clause led to it, read from the effects in play there:
#: its hits kept off the records (``record_keeping``), its limits on the ladder and its bar on
#: the Defeated pile (``battle_missions``).
APPLIED_AT_END = frozenset({"hits_not_recorded", "discard_hits", "mission_move_limit"})

#: The cards never played, whose text no step states for the table: home bases and
#: characters' inherent abilities.
NEVER_PLAYED = frozenset({"location", "character", "inherent"})

#: The phases a lead may name, with the rule of each.
_PHASE_RULES = {
    "draw_phase": "OR.draw",
    "discard_phase": "OR.discard",
    "placing_phase": "OR.placing",
    "venture_phase": "OR.venture",
}


@dataclass(frozen=True)
class Moment:
    """A moment a lead names: in the game's words, the rules of that part of the game, and
    where it falls against the fight the resolver walks."""

    words: str
    rules: tuple[str, ...]
    #: "end" (the resolver's battle end), "before" the fight, or the "next" battle.
    when: str

    def why(self) -> str:
        """Why the resolution does not apply a clause led to this moment (one before the
        fight, or of the next battle; the battle's end is the resolver's own)."""
        if self.when == "next":
            return f"it waits for {self.words}, in the battle after this one"
        return (
            f"{self.words} comes before the fight, and the board given is read as after it:"
            " carried out at the table"
        )


def moment_of(when: Any) -> Moment | None:
    """The moment a lead's ``when`` names, or None for a moment of the fight itself."""
    w = str(when or "")
    if w == END_OF_BATTLE:
        return Moment("the end of the battle", ("OR.battle-end",), "end")
    if w == "end_of_each_battle":
        return Moment("the end of each battle", ("OR.battle-end",), "end")
    if w in ("beginning_of_battle", "beginning_of_each_battle"):
        each = "each" if "each" in w else "the"
        return Moment(f"the beginning of {each} battle", ("OR.aftermath",), "before")
    if w == "before_attacks":
        return Moment("the time before any attacks are made", ("OR.fight",), "before")
    if w == "after_placing":
        return Moment("the time after placing", ("OR.placing",), "before")
    if w == "after_venturing":
        return Moment("the time after venturing", ("OR.venture",), "before")
    if w == "before_discarding":
        return Moment("the time before discarding", ("OR.discard",), "before")
    for phase, rule in _PHASE_RULES.items():
        name = phase.replace("_", " ")
        if w.endswith(f"{phase}_of_next_battle"):
            return Moment(f"the {name} of the next battle", (rule, "MR.19"), "next")
        if w.startswith("before_") and w.endswith(phase):
            return Moment(f"the time before the {name}", (rule,), "before")
        if w.startswith("during_") and phase in w:
            return Moment(f"the {name}", (rule,), "before")
        if w.startswith(("end_of_", "beginning_of_", "after_")) and w.endswith(phase):
            # "At the end of the Discard Phase", "After each Venture Phase": outside the fight
            return Moment(f"the time {w.replace('_', ' ')}", (rule,), "before")
    return None


def _span(c: dict[str, Any]) -> tuple[int, int] | None:
    span = c.get("span")
    if isinstance(span, list | tuple) and len(span) == 2 and all(isinstance(x, int) for x in span):
        return int(span[0]), int(span[1])
    return None


def led(clauses: Iterable[dict[str, Any]]) -> list[tuple[Moment, str, dict[str, Any]]]:
    """(moment, lead's ``when``, clause) for each clause a lead naming a moment governs: the
    clauses after a ``timing`` clause whose span starts within the lead's sentence."""
    out: list[tuple[Moment, str, dict[str, Any]]] = []
    items = [c for c in clauses if isinstance(c, dict)]
    for i, lead in enumerate(items):
        if lead.get("kind") != "timing":
            continue
        moment, outer = moment_of(lead.get("when")), _span(lead)
        if moment is None or outer is None:
            continue
        for c in items[i + 1 :]:
            inner = _span(c)
            if c.get("kind") == "timing" or inner is None:
                break
            if not outer[0] <= inner[0] < outer[1]:
                break  # the next sentence: the lead governs its own sentence only
            out.append((moment, str(lead.get("when")), c))
    return out


def key(c: dict[str, Any]) -> tuple[Any, ...]:
    """A clause's identity across copies (its kind and printed span)."""
    return (c.get("kind"), _span(c))


def lead_of(clause: dict[str, Any], clauses: Iterable[dict[str, Any]]) -> Moment | None:
    """The moment the lead over ``clause`` names, among the card's ``clauses``."""
    k = key(clause)
    if k[1] is None:
        return None
    return next((m for m, _, c in led(clauses) if key(c) == k), None)


def applied_at(moment: Moment, clause: dict[str, Any], card_kind: str | None = None) -> bool:
    """Whether the engine applies ``clause`` at the moment its lead names: the battle's end
    applies what it reads from the effects in play; the discard check applies what a card
    in play leads to the discard phase (``discard_leads``); an action at the table (a draw, a reveal, a search) is stated
    with its moment as the card is played, or as the battle begins for an event
    (``event_table_actions``)."""
    if moment.when == "end":
        from rules.engine.battle_missions import locks_defeated

        return clause.get("kind") in APPLIED_AT_END or locks_defeated(clause)
    if moment.when != "end" and card_kind not in NEVER_PLAYED and at_the_table(clause):
        return True  # stated for the table with its moment, as the card is played or begins
    return at_discard_phase(moment)


def at_discard_phase(moment: Moment) -> bool:
    """A lead naming a discard phase (this battle's, the time just before it, or the next
    battle's: a card in play at a discard phase was played in an earlier battle): the
    discard check applies what it leads (``discard_leads``)."""
    return moment.when in ("before", "next") and moment.rules[0] == "OR.discard"


def at_the_table(clause: dict[str, Any]) -> bool:
    """An action on the hand or the piles, which the resolver states for the table."""
    from rules.engine.event_table_actions import table_actions

    return bool(table_actions([clause], lambda c: ""))


def why_not(moment: Moment, clause: dict[str, Any], card_kind: str | None = None) -> str:
    """Why a clause led to ``moment`` is not applied by the resolution."""
    if moment.when == "end":
        return "at the end of the battle, the engine does not apply this kind of effect"
    if applied_at(moment, clause, card_kind) and at_the_table(clause):
        return f"{moment.words}: stated for the table as the card is played"
    if applied_at(moment, clause, card_kind) and moment.when == "next":
        return f"{moment.why()}; the discard check applies it then"
    if applied_at(moment, clause, card_kind):
        return f"{moment.words} comes before the fight: the discard check applies it"
    return moment.why()


def now_and_later(
    clauses: list[dict[str, Any]], card_clauses: Iterable[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[tuple[Moment, dict[str, Any]]]]:
    """``clauses`` (of a card just played) split into those applied now, those that wait in
    play for the end of the battle, and those led to a moment outside the fight."""
    moments = {key(c): m for m, _, c in led(card_clauses)}
    now: list[dict[str, Any]] = []
    at_end: list[dict[str, Any]] = []
    outside: list[tuple[Moment, dict[str, Any]]] = []
    for c in clauses:
        m = moments.get(key(c)) if key(c)[1] is not None else None
        if m is None or (m.when != "end" and at_the_table(c)):
            now.append(c)  # an action at the table is stated now, with its moment (said_when)
        elif m.when == "end":
            at_end.append(c)
        else:
            outside.append((m, c))
    return now, at_end, outside


def in_play(board: Any) -> list[tuple[str, str, Moment, dict[str, Any]]]:
    """(card, card kind, moment, clause) for each clause a lead times on the cards already in
    play: effects, inherent abilities and home bases, once per card."""
    out: list[tuple[str, str, Moment, dict[str, Any]]] = []
    seen: set[str] = set()
    sources = [(e.card.name, e.card.kind, e.clauses) for e in board.all_effects()]
    for p in board.players.values():
        if p.home_base is not None:
            sources.append((p.home_base.name, p.home_base.kind, p.home_base.clauses))
    for name, kind, clauses in sources:
        if name in seen:
            continue
        found = [(m, c) for m, _, c in led(clauses)]
        if found:
            seen.add(name)
            out += [(name, kind, m, c) for m, c in found]
    return out


def waits_said(
    card: str,
    at_end: list[dict[str, Any]],
    outside: list[tuple[Moment, dict[str, Any]]],
    words: Callable[[dict[str, Any]], str],
) -> tuple[list[str], list[str]]:
    """The words and rules of the step of a card just played for its clauses a lead times:
    those waiting for the battle's end, those not applied in this resolution."""
    texts = [f"{words(c)}: not applied in this resolution ({why_not(m, c)})" for m, c in outside]
    rules = [r for m, _ in outside for r in m.rules]
    if at_end:
        texts.append(f"{card} waits for the end of the battle: " + "; ".join(map(words, at_end)))
        rules.append("OR.battle-end")
    return texts, rules


def in_play_notes(
    board: Any, words: Callable[[dict[str, Any]], str], at_end: bool
) -> list[tuple[str, dict[str, Any], str, tuple[str, ...]]]:
    """(card, clause, sentence, rules) for each clause a lead times on the cards in play that
    the resolution does not apply: at its start those led outside the fight (``at_end``
    False), at the battle's end those led to it that the end does not apply."""
    out = []
    for name, kind, m, c in in_play(board):
        if (m.when == "end") is not at_end or (at_end and applied_at(m, c)):
            continue
        if kind == "event" and applied_at(m, c, kind):
            continue  # stated as the battle begins (event_table_actions)
        said = f"{name}, not applied: {words(c)} ({why_not(m, c, kind)})"
        out.append((name, c, said, m.rules))
    return out


def said_when(clause: dict[str, Any], card_clauses: Iterable[dict[str, Any]]) -> str:
    """The moment a lead gives an action stated for the table ("at the draw phase, "), or
    "" for one done as the card is played."""
    moment = lead_of(clause, card_clauses)
    return f"at {moment.words}, " if moment is not None and moment.when != "end" else ""


def lead_rules(clauses: Iterable[dict[str, Any]], card_clauses: list[dict[str, Any]]) -> list[str]:
    """The rules of the moments that lead the actions stated for the table (``said_when``)."""
    out: list[str] = []
    for c in clauses:
        moment = lead_of(c, card_clauses)
        if moment is not None and moment.when != "end":
            out.extend(moment.rules)
    return out


def next_battle_effect(card: Any, action: Any, outside: list[tuple[Moment, dict[str, Any]]]) -> Any:
    """The effect a card just played leaves in play for the next battle, holding its clauses
    led to a moment of that battle ("During Discard Phase of next battle, ..."), or None."""
    from rules.engine.state import Effect

    held = [c for m, c in outside if m.when == "next"]
    if not held:
        return None
    return Effect(card, action.player, action.by, None, "next_battle", held, 0)
