"""Who may not attack, and with what: effects in play that forbid an attack by an attacker
(MR.19 play restrictions, "may not attack", cards that may not be played against a character).

Separate from ``shift`` (who an attack may be aimed at) because these bars look at the
attacker and the cards it plays, not at the character attacked.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action, card_icons
from rules.engine.clauses import tuple_of
from rules.engine.defense_outcome import use_and_against
from rules.engine.group_subjects import coded_note, group_holds
from rules.engine.state import Character, Effect
from rules.engine.value_limits import any_admitted
from rules.engine.who_names import names_character, restriction_concerns
from rules.engine.worded_bars import allow_listed, carries_word, outside_allow_list


def _names_attacker(who: str, effect: Effect, by: Character | None) -> bool:
    """One subject of "Green Lantern and Target character may not attack": the effect's
    target, or a character it names."""
    who = "target" if who == "target_character" else who
    return by is not None and names_character(who, by, effect)


def _played_against(who: str, effect: Effect, action: Action, target: Character | None) -> bool:
    """ "No cards with an Intellect icon may be played against The Shi'ar": the bar holds for
    the opposing side's attacks on the character it names (MR.19)."""
    name = who.split(":", 1)[1].strip()
    if name.lower().startswith("the "):
        name = name[4:]
    if name.lower().endswith("'s team"):
        # "against Booster Gold's team": every character of the side that played the card
        return target is not None and action.player != effect.player == target.player
    return (
        target is not None
        and action.player != effect.player
        and (names_character(name, target, effect) or target.name.lower().startswith(name.lower()))
    )


def attacker_barred(
    effects: list[Effect],
    action: Action,
    by: Character | None,
    target: Character | None = None,
    board: Any = None,
) -> tuple[Effect, str] | None:
    """An effect in play that forbids this attack by this attacker (play restrictions);
    ``target`` is the character attacked, for a bar on cards played against one."""
    for e in effects:
        for c in e.clauses:
            if c.get("kind") == "cannot_attack":
                who = c.get("who") or "self"
                if who == "self":
                    applies = by is not None and (e.target or e.by) == by.id
                elif who == "target":
                    applies = by is not None and e.target == by.id
                elif who in ("team", "self_or_teammate"):
                    applies = e.player == action.player
                elif who == "teammate":
                    applies = e.player == action.player and by is not None and by.id != e.by
                elif who in ("opponent", "opponent_team"):
                    applies = e.player != action.player
                elif (held := group_holds(c, e.player, by, board)) is not None:
                    applies = held  # "Any villain may not attack" (group_subjects)
                elif c.get("subjects"):
                    applies = any(_names_attacker(w, e, by) for w in c["subjects"])
                else:
                    applies = by is not None and who.lower() in by.name.lower()
                kinds = set(tuple_of(c.get("card_kinds")))
                if applies and (not kinds or kinds & action.card_kinds):
                    who_text = by.name if by is not None else f"player {action.player}"
                    # "the character with the fewest Hits" (picked_characters, cited in the
                    # text as the bar's rules are the caller's)
                    return e, f"{e.card.name} keeps {who_text} from attacking" + coded_note(c)
                continue
            if c.get("kind") != "play_restriction" or c.get("affecting"):
                continue  # a bar on the cards "that affect" something: play_affecting
            who = str(c.get("who") or "opponent_team")
            if who.startswith("against:"):
                if not _played_against(who, e, action, target):
                    continue
            elif not restriction_concerns(who, e, action.player, by, c.get("who_code")):
                continue
            use, against = use_and_against(c)
            if against and not _played_against(f"against:{against}", e, action, target):
                continue  # "... to attack or defend against Hazard": attacks on Hazard only
            if use not in (None, "attack", "play", "attack_or_defend"):
                continue
            kinds = set(tuple_of(c.get("card_kinds")))
            icons = set(tuple_of(c.get("icons")))
            words = tuple_of(c.get("words"))
            mv = c.get("max_value")
            subtypes = {x.subtype for x in action.cards if x.subtype}
            if kinds and not kinds & (action.card_kinds | subtypes):
                continue  # "may not use Universe: Training cards": a card's subtype too
            multi = (
                {"multipower"} if any(x.subtype == "multipower" for x in action.cards) else set()
            )
            if not kinds:
                # "cards with an Intellect icon" (no kind named): every icon printed on a card
                multi |= {i for x in action.cards for i in card_icons(x, printed=True)}
            if icons and not icons & (set(action.icons) | multi):
                continue  # "may not play any MultiPower Power cards": whatever type it is played as
            if allow_listed(c):
                if not outside_allow_list(c, action.card_kinds, action.icons, action.value):
                    continue  # "Only attacks made with Universe cards": the allowed ones
            elif words and not carries_word(action.cards, words):
                continue
            if mv is not None and (action.value is None or action.value > int(mv)):
                continue
            levels = c.get("levels")
            if levels and not any(
                x.defn.value is not None and levels[0] <= x.defn.value <= levels[1]
                for x in action.cards
            ):
                continue  # "Power cards level 6 through 8": only cards of those levels
            if not any_admitted(c, [x.defn.value for x in action.cards] or [action.value]):
                continue  # "Power cards of 5 or greater": only cards inside it (value_limits)
            what = " ".join(sorted(icons | kinds)) or "any"
            return (
                e,
                f"{e.card.name} forbids {what} attacks {'by ' + by.name if by else ''}".strip(),
            )
    return None
