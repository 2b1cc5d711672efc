"""The canonical sentences of a run of clauses: one sentence where the card printed one phrase
for two clauses ("+2 to all actions": an attack and a defense modifier), else each clause's own."""

from __future__ import annotations

from rules.engine.effects.base import PAIR_PHRASES, Clause, _sentence, duration_text
from rules.engine.effects.game_words import icons_text, kinds_text, possessive, signed, who_text
from rules.engine.effects.modifiers import AttackModifier, DefenseModifier


def rendered_sentences(clauses: tuple[Clause, ...]) -> list[str]:
    """The canonical sentences of ``clauses``: an attack and a defense modifier that one
    phrase made ("+2 to all actions", "Energy actions are +1") are rendered as that phrase."""
    out: list[str] = []
    i = 0
    while i < len(clauses):
        c = clauses[i]
        nxt = clauses[i + 1] if i + 1 < len(clauses) else None
        # one sentence the card printed for two clauses ("..., or a level 8 attack against
        # Target Battlesite"; "... in Reserve Missions Pile and 1 Mission card in ...")
        joined = c.joined_phrase(nxt) if nxt is not None else None
        if joined:
            out.append(_sentence(c.named(joined)))
            i += 2
            continue
        if isinstance(c, AttackModifier) and isinstance(nxt, DefenseModifier):
            text = _actions_phrase(c, nxt)
            if text:
                out.append(_sentence(c.named(text)))
                i += 2
                continue
        text = _pair_phrase(c, nxt) if nxt is not None else None
        if text:
            out.append(_sentence(text))
            i += 2
            continue
        out.append(c.render())
        i += 1
    return out


def _pair_phrase(first: Clause, second: Clause) -> str | None:
    for phrase in PAIR_PHRASES:
        text = phrase(first, second)
        if text:
            return first.named(text)
    return None


def _actions_phrase(attack: AttackModifier, defense: DefenseModifier) -> str | None:
    fields = ("who", "amount", "against", "card_kinds", "icons", "duration", "scaling")
    if any(getattr(attack, f) != getattr(defense, f) for f in fields):
        return None
    if attack.every and defense.every and attack.card_kinds and not attack.scaling:
        return _every_card_phrase(attack)
    if attack.card_kinds:
        return None
    if attack.scaling:
        return None
    if attack.icons:
        if attack.against:
            return None
        # a duration leads the sentence: "For remainder of battle, X's Energy actions are +2"
        lead = f"{duration_text(attack.duration).strip()}, " if attack.duration else ""
        whose = "" if attack.who == "self" else possessive(who_text(attack.who)) + " "
        return f"{lead}{whose}{icons_text(attack.icons)} actions are {signed(attack.amount)}"
    against = f" against {who_text(attack.against)}" if attack.against else ""
    return (
        f"{who_text(attack.who)} gains {signed(attack.amount)} to all actions{against}"
        f"{duration_text(attack.duration)}"
    )


def _every_card_phrase(attack: AttackModifier) -> str:
    """ "X's team is +1 to all numeric Special cards": every action made with such cards."""
    what = " ".join(x for x in (icons_text(attack.icons), kinds_text(attack.card_kinds)) if x)
    what = f"numeric {what}" if attack.numerical else what
    against = f" against {who_text(attack.against)}" if attack.against else ""
    return (
        f"{who_text(attack.who)} is {signed(attack.amount)} to all {what} cards{against}"
        f"{duration_text(attack.duration)}"
    )
