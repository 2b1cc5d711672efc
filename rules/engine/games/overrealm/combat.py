"""OverRealm combat: who wins, and what the winning card does.

Attack beats powers, powers beat counter, counter beats attack. When both play the same
card the turn card decides: the player with Strong Attacks has fast powers, the other has
fast attacks, and the fast card hits first and stops the other. Two counters tie.
"""

from __future__ import annotations

from rules.engine.games.overrealm.state import HERO, CombatCard, Player, other
from rules.engine.games.step_log import StepLog, reading

BEATS = {"attack": "power", "power": "counter", "counter": "attack"}
WORDS = {"attack": "attack", "power": "powers", "counter": "counter"}
COUNTER_DAMAGE = 2


def decide(
    cards: dict[str, CombatCard], strong_attacks: str, log: StepLog
) -> tuple[str | None, str]:
    """The combat's winner (None for a tie) and the reason, as a step."""
    a, b = cards["A"].card, cards["B"].card
    strong_powers = other(strong_attacks)
    log.add(
        f"The turn card gives player {strong_attacks} Strong Attacks (fast powers) and player "
        f"{strong_powers} Strong Powers (fast attacks).",
        ["RLM.turn-card"],
        "turn_card",
    )
    if a == b == "counter":
        reason = "both revealed counter: nothing happens and combat is a tie"
        log.add(f"Combat: {reason}.", ["RLM.combat.tie"], "tie")
        return None, reason
    if a == b:
        winner = strong_powers if a == "attack" else strong_attacks
        reason = (
            f"both revealed {WORDS[a]}: player {winner}'s {a} is fast, hits first and stops "
            f"player {other(winner)}'s strong {a}"
        )
        rules = ["RLM.combat.speed", "RLM.turn-card"]
        if a == "power":
            rules.append("RLM.powers")
        log.add(f"Combat: {reason}.", rules, "won", [{"combat_winner": winner}])
        return winner, reason
    winner = "A" if BEATS[a] == b else "B"
    win_card, lose_card = cards[winner].card, cards[other(winner)].card
    reason = f"{WORDS[win_card]} beats {WORDS[lose_card]}"
    log.add(
        f"Combat: player {winner}'s {WORDS[win_card]} beats player {other(winner)}'s "
        f"{WORDS[lose_card]}.",
        ["RLM.combat"],
        "won",
        [{"combat_winner": winner}],
    )
    return winner, reason


def _hit(card: CombatCard, by: str, foe: Player, log: StepLog, dead: list[str]) -> None:
    rule = "RLM.powers" if card.card == "power" else "RLM.attack"
    if card.target == HERO:
        foe.hero.damage += card.damage
        log.add(
            f"Player {by}'s {card.card} deals {card.damage} damage to {foe.hero.name} "
            f"({foe.hero.left} HP left of {foe.hero.hp}).",
            [rule],
            "damage",
            [{"hero_damage": card.damage}],
        )
        return
    minion = foe.minion(card.target)
    assert minion is not None  # the service checks every target
    left = minion.hp - minion.damage
    minion.damage += card.damage
    if card.damage < left:
        text = f"Player {by}'s {card.card} deals {card.damage} damage to {minion.name} ({left - card.damage} HP left)"
        if card.exhaust_if_survives and not minion.exhausted:
            minion.exhausted = True
            text += "; it survives and is exhausted"
        log.add(text + ".", [rule], "damage", [{"minion_damage": {minion.id: card.damage}}])
        return
    foe.minions.remove(minion)
    dead.append(minion.id)
    excess = card.damage - left
    text = f"Player {by}'s {card.card} deals {card.damage} damage to {minion.name}, which had {left} HP: it dies and goes to the discard"
    changes: list[dict] = [{"dies": minion.id}]
    if card.excess_to_hero and excess:
        foe.hero.damage += excess
        text += f"; the {excess} excess damage goes to {foe.hero.name}"
        changes.append({"hero_damage": excess})
    log.add(text + ".", [rule, "RLM.minion"], "dies", changes)


def _counter(card: CombatCard, by: str, foe: Player, log: StepLog) -> None:
    foe.hero.damage += COUNTER_DAMAGE
    log.add(
        f"Player {by}'s counter prevents the attack's damage and effects and deals "
        f"{COUNTER_DAMAGE} damage to {foe.hero.name} ({foe.hero.left} HP left).",
        ["RLM.counter"],
        "damage",
        [{"hero_damage": COUNTER_DAMAGE}],
    )
    minions = [foe.minion(t) for t in card.targets]
    names = ", ".join(m.name for m in minions if m)
    if card.option == "silence" and minions:
        minions[0].silenced = True
        log.add(
            f"The counter silences {names}: no abilities, and its dominance counts 0 until the "
            "ready phase after next.",
            ["RLM.counter.silence"],
            "silenced",
            [{"silenced": minions[0].id}],
        )
    elif card.option == "exhaust" and minions:
        for m in minions:
            m.exhausted = True
        text = f"The counter exhausts {names}"
        if len(minions) < 2:
            text += reading(
                "with only one minion to target, the counter exhausts that one; two are "
                "needed only when the opponent controls two or more"
            )
        log.add(
            text + ".",
            ["RLM.counter.exhaust"],
            "exhausted",
            [{"exhausted": [m.id for m in minions if m]}],
        )
    else:
        log.add("The counter's player takes neither option.", ["RLM.counter"], "no_option")


def apply(
    winner: str,
    cards: dict[str, CombatCard],
    players: dict[str, Player],
    log: StepLog,
    dead: dict[str, list[str]],
) -> None:
    """The winning card's effect on the loser; the losing card does nothing."""
    card, loser = cards[winner], other(winner)
    if card.card == "counter":
        _counter(card, winner, players[loser], log)
    else:
        _hit(card, winner, players[loser], log, dead[loser])
