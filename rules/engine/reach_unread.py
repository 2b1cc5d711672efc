"""Fields the grammar writes that narrow a clause, which the engine does not read yet.

A clause holding one is reported "not applied": applied without it, the ruling would be wider
than the card ("only the cards revealed are played open-handed", "only Specials that affect the
remainder of the game are barred"), and a judge must not get that silently.
"""

from __future__ import annotations

from typing import Any

from rules.engine.attack_obligations import binds_target, owes_follow_up
from rules.engine.character_returns import counts_in_play
from rules.engine.chosen_types import reads_chosen_type
from rules.engine.effects.game_words import SIDE_GROUPS, SIDE_PICKS
from rules.engine.effects.picked_subjects import picked_from_token
from rules.engine.follow_up_aims import reads_aim_code
from rules.engine.hits_gathered import gathers
from rules.engine.ko_timing import reads_ko_moment
from rules.engine.limit_reach import unread_limit
from rules.engine.picked_characters import reads_picked
from rules.engine.reserve_plays import for_a_reserve
from rules.engine.shift_sources import unread_source
from rules.engine.side_picks import reads_side_pick
from rules.engine.special_permissions import grants_specials
from rules.engine.switched_hits import reads_switch

#: ", who must defend" (a permission to attack the reserve, a shift) and "must be defended" are
#: read by ``defense_owed``: the defence is owed before the next play.
#: Forms of a clause whose narrowing field the engine reads all the same.
READ_FORMS = {"required": lambda c: binds_target(c) or owes_follow_up(c)}

#: Groups of characters a subject or an aim names that no reader tells apart yet ("All
#: teammates", "all of opponent's characters", "each of your Front Line characters", "any
#: opponent's Reserve character", "any of your characters"): a clause naming one is not applied.
UNREAD_GROUPS = frozenset(
    {
        "all_teammates",
        "all_opponent_characters",
        "opponent_reserve",
        *SIDE_GROUPS,
        *SIDE_PICKS,
    }
)


def _unpicked(who: Any) -> bool:
    """Whether ``who`` names characters no reader picks yet (``UNREAD_GROUPS``, a picked
    subject)."""
    return isinstance(who, str) and (who in UNREAD_GROUPS or picked_from_token(who) is not None)


#: For each clause kind, the narrowing fields the engine does not read yet.
UNREAD_NARROWING: dict[str, tuple[str, ...]] = {
    "permission": ("placed_on",),  # placed on whom
    # "Wolverine must make 1 additional attack" naming another character is not checked; the
    # card's own character's ("This character must make ...") and "Target Character must make
    # as many attacks as possible" are (attack_obligations)
    "additional_attack": ("required",),
    # "KO'd regardless of Inherent Abilities and other Power cards": what else is disregarded
    # besides the usual Special cards is not read
    "knock_out": ("regardless_kind",),
    "normal_ko_rules": ("regardless_kind",),
    # 'attacks made on X, including "Y," may be moved': the named card's attacks are not told
    # apart from the others moved
    "shift": ("including",),
    # "avoid attacks made by this character": whose attacks are avoided is not checked
    "avoid": ("made_by",),
    # "venture 1 additional mission": more than the rules allow, not a count of its own
    "venture_cards": ("additional",),
    # "look at the bottom 2 cards", "sort through the top 5 cards": the step would state a look
    # at the top cards
    "search": ("from_bottom", "sorted_through"),
}


#: Clause kinds whose readers check the hero/villain code a subject names (``who_codes``);
#: a permission reads it where it lets specials be played (``special_permissions``). In any
#: other clause "any hero" would be read as any character: reported not applied instead.
#: Hits removed from "any hero" are the play's target's, if it carries the code
#: (``chosen_subjects``); attack and defense bonuses of "any hero" or "Heroes with <type> 7 or
#: 8" hold for the characters of the code only (``attack_cards.modifier_total``,
#: ``group_subjects``), as do bars on attacking, being attacked and defending ("Any villain
#: may not attack") and a character kept from a KO (``ko_immunity``); "Any hero may draw 1
#: card" is drawn by the player of the hero the play names, or of the one playing the card.
#: "Switch any front line hero with the reserve hero" moves heroes only (``character_moves``).
CODE_READERS = frozenset(
    {
        "character_move",
        "cannot_attack",
        "cannot_be_attacked",
        "cannot_defend",
        "cannot_be_kod",
        "draw",
        "discard",
        "attack_modifier",
        "defense_modifier",
        "additional_attack",
        "avoid",
        "play_restriction",
        "ko_threshold",
        "ko_hit_required",
        "remove_hits",
        "continue_fighting",
        "defender_restriction",  # "a male hero" (block_rules.defender_bar)
        "knock_out",  # "One front line hero of your choice is KO'd" (resolve_events)
        # "Choose 1 front line hero that cannot ...": the choice names the play's target
        # (``chosen``); each clause saying what holds for the chosen carries the code, and its
        # reader checks it on the target, so a villain chosen under the code rule is spared
        "choose_character",
        # "Any attack made on a front line hero may be moved to reserve hero": the code of
        # both the character attacked and the one it is moved to (``shift_aims``)
        "shift",
    }
)


#: Kinds whose reader checks the code on the character the clause aims at, not its subject:
#: "Morph gains the Power Grid of any active hero" (``grid_copies``).
AIM_CODE_READERS = frozenset({"grid_copy"})

#: Permissions whose reader checks the code of the character it names: "Any hero may use
#: Power cards to avoid any attack", "Reserve hero may use Power cards to defend any front line
#: hero" (``granted_defenses``: the defender's and the defended's code).
CODE_PERMISSIONS = frozenset({"use_to_avoid", "use_to_defend", "defend_from_reserve"})

#: The card filters each restriction reads (``card_filters``), and the sources of cards its
#: reader tells apart: a defense restriction's cards and an attack's from a Battlesite
#: (``defense_outcome``, ``shift``); "may not defend against ..." reads no source.
FILTER_SOURCES: dict[str, dict[str, frozenset[str]]] = {
    "defense_restriction": {
        "only": frozenset({"battlesite"}),
        "forbids": frozenset({"battlesite"}),
    },
    "cannot_be_attacked": {"by_cards": frozenset({"battlesite", "location"})},
    "cannot_defend": {"against": frozenset()},
}
#: Kinds of a filter that name no kind of card but a reference its reader does not follow:
#: "may not defend this card" (the card itself), and "with Power Type of X's choice" unless
#: the play names the type (``chosen_types``).
REFERENCE_KINDS = frozenset({"this_card", "chosen"})


def unread_filter(clause: dict[str, Any]) -> str | None:
    """The card-filter field of a restriction (JSON form) its reader would rule wrong, if any:
    words the grammar kept untyped ("of equal or lesser value"), a source of cards the reader
    does not tell apart ("from a Location"), or a reference its reader does not follow."""
    for name, sources in FILTER_SOURCES.get(str(clause.get("kind")), {}).items():
        value = clause.get(name)
        if not isinstance(value, dict):
            continue
        if value.get("words"):
            return f"{name}.words"  # "of equal or lesser value" alone (played_limits)
        if value.get("source") and value.get("source") not in sources:
            return f"{name}.source"
        if REFERENCE_KINDS & set(value.get("kinds") or ()) and not reads_chosen_type(clause):
            return f"{name}.kinds"
    return None


def _reads_code(clause: dict[str, Any]) -> bool:
    who = clause.get("who")
    if clause.get("kind") in AIM_CODE_READERS:
        return True
    if clause.get("kind") == "switch_cards" and reads_switch(clause):
        return True  # "... on any two of opponent's heroes": checked on both (switched_hits)
    if reads_aim_code(clause):
        return True  # "... against the same hero": the aim's code (follow_up_aims)
    if reads_side_pick(clause):
        return True  # "Any 1 of opponent's heroes is -2 ...": the one played on (side_picks)
    if who == "self" or (isinstance(who, str) and " " in who):
        # "This character may make 2 additional attacks against the same hero": the code is
        # the aim's, not the subject's; "Any 1 of opponent's heroes": a subject kept in words,
        # which no reader narrows by code
        return False
    if clause.get("kind") == "permission" and clause.get("action") in CODE_PERMISSIONS:
        return True
    if clause.get("kind") == "condition" and counts_in_play(clause):
        return True  # "If 3 heroes are still in play": heroes counted (character_returns)
    if for_a_reserve(clause):
        return True  # "Reserve hero can play specials from reserve": the reserve's (reserve_plays)
    if reads_ko_moment(clause):
        return True  # "Play when opponent's hero is KO'd": the KO'd character's (ko_timing)
    if clause.get("kind") == "move_hits" and gathers(clause):
        return True  # "... of all front line heroes are moved to ... one front line hero"
    return clause.get("kind") in CODE_READERS or grants_specials(clause)


def unread_field(clause: dict[str, Any]) -> str | None:
    """The narrowing field of ``clause`` (JSON form) the engine does not read, if any."""
    kind = clause.get("kind")
    who = clause.get("who")
    if unread_source(clause):
        return "from"  # "any of Krakoa's Front Line characters" (shift_sources)
    if clause.get("who_code") and not _reads_code(clause):
        return "who_code"  # "Heroes with ... are +2": whose code no reader of the kind checks
    if isinstance(who, str) and " or " in who:
        return "who"  # "Opponent or any teammate": which of them the player picks is not held
    if _unpicked(who) and not reads_picked(clause):
        return "who"  # "All teammates with Strength 6 or more": the engine picks no one by it
    if _unpicked(clause.get("against")):
        return "against"  # "+1 to all attacks vs. all of opponent's characters"
    for name in UNREAD_NARROWING.get(str(kind), ()):
        if clause.get(name) and not (name in READ_FORMS and READ_FORMS[name](clause)):
            return name
    if (field := unread_filter(clause)) is not None:
        return field
    return unread_limit(clause)  # a value limit its reader does not honour (limit_reach)
