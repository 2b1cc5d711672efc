"""The forms of a clause kind the engine applies when it applies only some: conditions it evaluates, permissions it acts on (and where), disciplines, and kinds applied by a card kind's own rule."""

from __future__ import annotations

from typing import Any

from rules.engine.block_rules import APPLIED_BLOCK_RULES
from rules.engine.bonuses import sets_teamwork_bonus
from rules.engine.card_triggers import waits_for_card
from rules.engine.character_moves import is_applied_move
from rules.engine.character_returns import counts_in_play, is_applied_resurrect, places_resurrected
from rules.engine.concession_attacks import answered_by_rule, answers_concession
from rules.engine.discard_replacements import is_read as reads_replacement
from rules.engine.draw_echoes import echoes_draws
from rules.engine.drawn_card_conditions import is_drawn_card_condition
from rules.engine.events_in_play import FIRST_BY_RECORDS, can_decide_ignored, frees_activators
from rules.engine.hits_gathered import gathers
from rules.engine.ko_effects import holds_at_ko
from rules.engine.ko_triggers import is_ko_trigger
from rules.engine.mission_conditions import is_checked
from rules.engine.mission_counts import reads_count
from rules.engine.own_ko_returns import own_return, waits_for_own_ko
from rules.engine.pile_actions import TABLE_FORMS
from rules.engine.placed_caps import is_team_cap
from rules.engine.placement import unlimited
from rules.engine.play_conditions import condition_places
from rules.engine.record_changes import is_own_record_move
from rules.engine.record_keeping import is_applied_keep_off
from rules.engine.reserve_entries import in_reserve_entry, lets_reserve_in
from rules.engine.special_permissions import ANY_OWNER, bars_one_per_deck
from rules.engine.standing_blocks import standing_bar
from rules.engine.teamwork_follow_ups import reads_teamwork_follow_up
from rules.engine.turn_instead import is_read as reads_turn_instead
from rules.engine.universe_attacks import is_doubleshot_partner
from rules.engine.venture_history import is_history

#: Kinds whose clauses are applied only through the clauses they carry.
STRUCTURAL = frozenset({"condition"})


#: The conditions the resolver evaluates (``Resolver.apply_conditions``).
APPLIED_CONDITIONS = frozenset(
    {
        "successful",
        "successful_and_hits_total",  # and the target's hits reach the total it names
        "team_outnumbered",  # fewer active front-line characters than the opponent, when played
        "not_successful",
        "defended",
        "target_ko",
        "ko",
        "self_can_block_with_equal_value",  # in play, checked at each block (card_hits)
        "after_ko",  # the card's own character is KO'd when it is played (resolve_returns)
    }
)


#: Conditions applied in other forms than the resolver's: on the character's own KO, its
#: clauses hold at that KO (fighting on, venture modifiers: ``ko_effects.holds_at_ko``).
#: A condition on the mission a player uses is checked against the board's missions
#: (``mission_conditions``), in the venture total.
CONDITION_FORMS: dict[str, Any] = {
    "self_ko": lambda c: holds_at_ko(c) or waits_for_own_ko(c),
    "ko_this_battle": lambda c: holds_at_ko(c) or waits_for_own_ko(c),
    "has_missions": is_checked,
    "using_mission": is_checked,
    # "If <X>'s team won (lost) Venture Total last battle" (venture_history)
    "won_venture_last_battle": is_history,
    "lost_venture_last_battle": is_history,
    # the opponent's draws answered by the effect's side, said in the step (draw_echoes)
    "draws_cards_during_battle": echoes_draws,
    # "If in Reserve, may move to Front Line ...": the reserve's own entry (reserve_entries)
    "in_reserve": in_reserve_entry,
    # "... if opponent has 4, 5 or 6 Mission cards in Completed Missions Pile" (mission_counts)
    "has_mission_count": reads_count,
    # "If 3 heroes are still in play, resurrected hero is placed in Reserve" (character_returns)
    "characters_in_play": counts_in_play,
    # "If drawn card is an attack, ...": stated for the table (drawn_card_conditions)
    "drawn_card_is_attack": is_drawn_card_condition,
    "drawn_card_is_not_attack": is_drawn_card_condition,
}


#: Permissions the resolver acts on (``permission`` clauses with another action are not).
APPLIED_PERMISSIONS = frozenset(
    {
        "attack_reserve",
        "target_reserve",
        "play_from_reserve",
        "universe_counts",
        "count_universe",
        "universe_hits",
        "use_to_avoid",
        "play_this_from_reserve",
        "place_this_from_reserve",  # "May be placed from Reserve": played by the reserve
        "play_additional",
        "attack_with",  # "may attack with any Special cards or Power cards in Hand" (attack_with)
    }
)


#: Kinds applied only in some of their forms: the form the engine applies.
APPLIED_FORMS: dict[str, Any] = {
    # any attack moved; one named by its kind or power type is not told apart from the others,
    # and a number of attacks more than one ("Shift any 2 attacks") is not counted
    "shift": lambda c: (
        not (
            c.get("attack_kinds")
            or c.get("attack_icons")
            or isinstance(c.get("count"), int)
            and c["count"] > 1
        )
    ),
    # the team's reserve, or the reserve itself, entering upon a front-line teammate's KO
    "reserve_entry": lambda c: lets_reserve_in(c, own=False) or lets_reserve_in(c, own=True),
    # each unusable card replaced with cards from the Draw Pile (discard check)
    "replace_cards": reads_replacement,
    # a turn spent placing cards (every option a placing the resolver reads)
    "turn_instead": reads_turn_instead,
    # hits kept off the record of every character, or of the one the card was played on
    "hits_not_recorded": is_applied_keep_off,
    # an event's condition to be ignored: front-line counts, or venturing mission cards
    "event_ignored": can_decide_ignored,
    # who goes first by the hits in the front lines' permanent records
    "turn_order": lambda c: c.get("first") == FIRST_BY_RECORDS,
    # activators exchanged for any special beneath the battlesite
    "cards_exchanged": frees_activators,
    # only when they forbid
    "targeted_attack": lambda c: (
        c.get("allowed") is False or (c.get("allowed") is True and c.get("target") == "reserve")
    ),
    # a bar; or a teammate's teamwork card followed up twice, or with another power card
    "follow_up_attack": lambda c: c.get("allowed") is False or reads_teamwork_follow_up(c),
    # the forms a board can hold, and a resurrected character's place (character_returns)
    "character_move": lambda c: is_applied_move(c) or places_resurrected(c),
    # a home base's cap on the cards placed on each of its team's characters (placed_caps)
    "placed_limit": is_team_cap,
    # a KO'd character the play names, or the one it names back next battle (own_ko_returns)
    "resurrect": lambda c: is_applied_resurrect(c) or own_return(c),
    # the character chosen is the effect's target: applied once the effect names it
    "choose_character": lambda c: not c.get("unnamed"),
    "bonus_modifier": lambda c: (
        bool(c.get("to_venture"))
        or isinstance(c.get("amount"), int)
        or isinstance(c.get("multiplier"), int)
        or sets_teamwork_bonus(c)
    ),
    "placement": lambda c: (
        c.get("may_be_placed") is not False
        and (
            isinstance(c.get("max_cards"), int)
            or isinstance(c.get("extra_slots"), int)
            or unlimited(c)  # "an unlimited number of Special cards Placed on him until ..."
            # "This card may be placed": the placing step places it as any special
            or (c.get("may_be_placed") is True and not c.get("who") and not c.get("card_kinds"))
        )
    ),
    "counts_toward": lambda c: "damage" in (c.get("toward") or ()),
    # a character's own hits changing record, and every hit of a record gathered onto one
    # character (hits_gathered); not hits moved one by one, chosen at the table
    "move_hits": lambda c: is_own_record_move(c) or gathers(c),
    # a guessed defense (a table action), and an attack to be blocked twice
    "block_rule": lambda c: (
        TABLE_FORMS["block_rule"](c)
        or c.get("rule") in APPLIED_BLOCK_RULES
        or standing_bar(c) is not None  # "All level 1 Power attacks cannot be blocked"
    ),
    "attack_after_concede": lambda c: answers_concession(c) or answered_by_rule(c),
    "trigger": lambda c: (
        c.get("event") == "after_discard_phase" or is_ko_trigger(c) or waits_for_card(c)
    ),
    # a tree stored before the next hit had fields names it in words only: reparse the card
    "knock_out": lambda c: not c.get("by_next_hit"),
    # only a change of the hits on a record (not cards in a deck becoming others)
    "cards_become": lambda c: (
        (bool(c.get("on_record")) and bool(c.get("becomes_icons")))
        or (bool(c.get("names")) and bool(set(c.get("becomes") or ()) & set(ANY_OWNER)))
    ),
}


#: Kinds whose places depend on their form: a guessed defense is said in the step (a table
#: action), an attack to be blocked twice is checked by the defense check too.
FORM_PLACES: dict[str, Any] = {
    # the card's own condition on hits, of the one playing it or of its target
    "play_only_if": condition_places,
    "played_on": condition_places,  # on a character of a rating the play names
    "played_only_by": condition_places,  # by a character of the code it names
    # "May not play any OPD special cards": kept out of the specials a permission grants
    # (special_permissions); no other modal of an action is carried out
    "modal_action": lambda c: ("resolve",) if bars_one_per_deck(c) else (),
    # a KO's draws are stated by the KO check; an event's after the discard phase noted there
    "trigger": lambda c: (
        ("resolve", "ko")
        if is_ko_trigger(c)
        else (("resolve",) if waits_for_card(c) else ("discard",))
    ),
    # a home base's cap, read from the home base by the placing step (placed_caps)
    "placed_limit": lambda c: ("resolve", "home_base") if is_team_cap(c) else ("resolve",),
    # the location's answer to its own side's concession: read by the resolver from home base
    "attack_after_concede": lambda c: (
        ("resolve", "home_base") if answered_by_rule(c) else ("resolve",)
    ),
    # a team's rule on the cards its DoubleShots take, read by the DoubleShot (universe_attacks)
    "combine": lambda c: ("resolve", "home_base") if is_doubleshot_partner(c) else ("resolve",),
    "block_rule": lambda c: (
        ("resolve", "defense")
        if c.get("rule") in APPLIED_BLOCK_RULES or standing_bar(c) is not None
        else ("resolve",)
    ),
}


#: Disciplines (handling notes of a card) the engine applies, and where.
APPLIED_DISCIPLINES: dict[str, tuple[str, ...]] = {
    "bonus_not_applied_to_damage_or_venture": ("resolve",),
    # a card's own bonus on a battlesite counting toward its hit (site_bonuses)
    "bonus_counts_toward_damage": ("resolve",),
    # a universe card's bonus to a special counting toward its hit (special_boosts)
    "bonus_counts_toward_damage_and_venture_total": ("resolve",),
    "cards_may_be_placed_or_in_hand": ("resolve",),
    # duplicates the card's own draws bring may be kept: said with the draw, for the table
    "keep_duplicates": ("resolve",),
    "duplicates_allowed": ("resolve",),
    "choice_of:opponent": ("resolve",),
    "no_duplicates": ("resolve",),  # the cards a placement allows may not be duplicates
    # the venture total counts the current battle's hits left: one removed no longer counts
    "affects_venture_total": ("resolve", "venture"),
    # a battle fought with no venture: the ladder at its end moves no mission
    "no_venturing_this_battle": ("venture",),
    # an event KO'ing the chosen character is discarded when that KO would end the game
    "discarded_if_it_would_end_game": ("resolve",),
    # a permission to combine cards that changes no power grid: the engine's combining
    # never changes a grid (the cards are still judged by the grids as printed)
    "does_not_affect_power_grids": ("resolve", "home_base"),
    # the draws a card answers with may not be kept as duplicates: said with the draw
    "no_keep_duplicates": ("resolve",),
    # the card is discarded at the battle's end: its effect ends with the battle (MR.19)
    "discard_at_end_of_battle": ("resolve",),
    # the venture total counts the battle's hits as usual: the card changes nothing there
    "does_not_affect_venture_total": ("venture",),
    # the cards an event bars this battle are kept in the discard phase, with the reason
    "affected_cards_not_discarded": ("discard",),
    # "Opponent's Mission cards can advance as normal": said with the card's own missions
    # going back, the other side's ladder being the usual one (OR.mission-ladder)
    "missions_advance_as_normal": ("resolve",),
    # notes of a draw said with it in the step (draw_notes)
    "choice_of:teammate_before_draw_phase": ("resolve",),
    "choice_may_change_each_battle": ("resolve",),
    "normal_discard_rules": ("resolve",),
    # "Play as normal": the character brought back plays as any other (character_returns)
    "play_as_normal": ("resolve",),
    # "Unplaceable cards remain in hand": the placing a card in play makes owed asks only the
    # cards that fit a character (placing_owed); the others stay where they are
    "unplaceable_cards_remain_in_hand": ("resolve",),
    # "This Special may not be negated": a negate answering it is refused (defense_avoids)
    "may_not_be_negated": ("resolve", "defense"),
    # the card's effect ends once applied, and it goes to the dead pile (artifact_negation)
    "discard_after_use": ("resolve",),
}


#: Permissions applied in other places than the resolver, and where.
PERMISSION_PLACES: dict[str, tuple[str, ...]] = {
    "duplicates": ("discard",),
    "place_and_play": ("resolve",),
    "play": ("resolve",),
    "play_this_from_reserve": ("resolve", "discard"),
    "place_this_from_reserve": ("resolve", "discard"),
    "play_from_reserve": ("resolve", "discard"),
    "attack_from_reserve": ("resolve", "discard"),
    # the reserve (or a teammate) blocks an attack aimed at another character of its side
    "use_to_defend": ("resolve", "defense"),
    # a character's own: it blocks for the front line while it is the reserve
    "defend_from_reserve": ("resolve", "defense", "discard"),
    # the card is exchanged for one of a pile: stated in the step for the table
    "exchange": ("resolve",),
    "exchange_and_play": ("resolve",),
    # "Opponent may defend": the defense check allows the defense (nothing bars it); "Reserve
    # may defend Dazzler with Power cards": the holder blocks for it (protected_defenses)
    "defend": ("resolve", "defense"),
    # ways of playing at the table while the effect lasts: said in the step (pile_actions)
    "play_face_down": ("resolve",),
    "play_open_handed": ("resolve",),
    "place_face_down": ("resolve",),
    "redraw_for_played": ("resolve",),
    "rearrange_hits": ("resolve",),
    # "If drawn card is an attack, Two-Face may use it": the attack, made with the card drawn
    # at the table, reaches the resolver as any other play (drawn_card_conditions)
    "use_drawn_card": ("resolve",),
    # a card taken from a pile and played at once: stated in the step for the table
    "select_and_play": ("resolve",),
}


#: "Teammate may play any Power card usable by Front Line for defense / to attack"
#: (``borrowed_grids``): where it is applied, by its purpose.
BORROWED_GRID_PLACES: dict[str, tuple[str, ...]] = {
    "defense": ("resolve", "defense"),
    "attack": ("resolve",),
}


#: Kinds that carry no game meaning to apply (flavour text printed on a card, an inherent
#: ability that reads "None").
NOTHING_TO_APPLY = frozenset({"flavor", "no_ability"})  # "None": a character with no ability


#: Permissions that a card kind's own rule applies: a teamwork or ally card's teammate
#: follow-up is the rule of those cards (OR.attack.teamwork, OR.attack.ally).
BY_CARD_RULE: dict[tuple[str, str], frozenset[str]] = {
    ("universe", "teamwork"): frozenset({"play", "must_play"}),
    ("universe", "ally"): frozenset({"play", "must_play"}),
}
