"""The reach matrix: for each clause kind of the effect tree, the places the engine applies it and how, with the limits of what it applies (why the others are not applied: ``reach_missing``)."""

from __future__ import annotations

# The kinds not applied, and why, are kept beside the matrix.
from rules.engine.reach_missing import NOT_APPLIED_BECAUSE
from rules.engine.reach_places import PLACE_TITLES, PLACES, Reach
from rules.engine.reach_table_artifacts import ARTIFACT_REACH
from rules.engine.reach_table_checks import CHECK_REACH
from rules.engine.reach_table_copies import COPY_REACH
from rules.engine.reach_table_events import EVENT_AND_TEAM_REACH
from rules.engine.reach_table_gaps import add_gaps
from rules.engine.reach_table_kos import KO_REACH
from rules.engine.reach_table_plays import PLAY_REACH
from rules.engine.reach_table_returns import RETURN_REACH
from rules.engine.reach_table_venture import VENTURE_REACH

REACH: dict[str, Reach] = {
    "attack": Reach(
        ("resolve", "defense"),
        "its level and power types make the attack value and the hit it leaves",
    ),
    "acts_as_power": Reach(
        ("resolve", "defense"),
        "the card is played as a power card of that level and type, in attack or defense",
    ),
    "hit": Reach(("resolve", "ko"), "the hits the card places land on the target"),
    "avoid": Reach(("resolve", "defense"), "the defense avoids the attack, within its limits"),
    "negate": Reach(
        ("resolve", "defense"),
        "the defense negates the attack or card; a card negating the effect of all artifacts"
        " takes them out of play (artifact_negation)",
    ),
    "shift": Reach(
        ("resolve",),
        "the attack is moved to another character; to the attacked team's reserve when the"
        " card says so, and between characters of the code it names (shift_aims); from and"
        " to the characters it names, or the holder of a card it names (shift_names)",
    ),
    "defense_restriction": Reach(
        ("resolve", "defense"), "the attack may only (or may not) be defended with those cards"
    ),
    "defense_against_cards": Reach(
        ("resolve", "defense"),
        "the character's defense bonus in play holds against attacks made with the cards it"
        " names whose power type is on its permanent record's power-card hits",
    ),
    "defend_card_holders": Reach(
        ("resolve", "defense"),
        "the character may block an attack on a (front-line) teammate that has a special of the"
        " title it names in play",
    ),
    "normal_ko_rules": Reach(
        ("resolve", "ko"),
        "the KO check of the character it names sets aside what its inherent ability and"
        " specials say about its KO (thresholds, spectrum, fighting on) while it lasts",
    ),
    "play_requirement": Reach(
        ("resolve",),
        "the card may be played only when the hits of its character's permanent record reach"
        " the total it names",
    ),
    "continue_attacking": Reach(
        ("resolve",),
        "the character it names may go on attacking while it is the reserve, while it lasts",
    ),
    "attack_modifier": Reach(
        ("resolve",),
        "effects in play add to or take from attack values they name (of characters picked"
        " by a rating or the most of a value: picked_characters)",
    ),
    "defense_modifier": Reach(
        ("resolve", "defense"), "effects in play add to or take from defense values"
    ),
    "grid_change": Reach(("resolve",), "the character's power grid changes while it lasts"),
    "ko_threshold": Reach(
        ("resolve", "ko"), "the KO threshold changes, and characters are checked again"
    ),
    "remove_hits": Reach(("resolve", "ko"), "the hits named are removed from the record"),
    "additional_attack": Reach(("resolve",), "the follow-up attacks it grants are offered"),
    "combine": Reach(("resolve",), "the cards it may combine with are allowed in the attack"),
    "cannot_be_attacked": Reach(("resolve", "defense"), "attacks on the character are refused"),
    "must_attack": Reach(("resolve",), "attacks must be made on the character it names"),
    "play_restriction": Reach(
        ("resolve", "defense"), "cards it forbids may not be played while it lasts"
    ),
    "draw": Reach(("resolve",), "the step says who draws and how many"),
    "discard": Reach(("resolve",), "the step says who discards and how many"),
    "mission_move": Reach(("resolve",), "the step says which mission cards move"),
    "reshuffle": Reach(("resolve",), "the step says which pile is reshuffled into which"),
    "search": Reach(("resolve",), "the step says who looks at how many cards of which pile"),
    "cut_pile": Reach(("resolve",), "the step says who cuts which pile"),
    "choose_cards": Reach(("resolve",), "the step says who chooses how many cards, from where"),
    "reveal": Reach(
        ("resolve",),
        "the step says who reveals which cards of the hand (those a character named can play)",
    ),
    "not_of_kind": Reach(
        ("resolve",),
        "the step says which kind of card the cards chosen may not be, for the table (MR.11)",
    ),
    "put_cards": Reach(
        ("resolve",),
        "the step says how many chosen cards go where (the top of the draw pile, the hand)",
    ),
    "remove_cards": Reach(
        ("resolve",),
        "the step says who takes how many cards (which, of whose choice) out of which pile, and"
        " where they go, for the table (MR.6)",
    ),
    "switch_record": Reach(
        ("resolve", "ko"),
        "the character playing the card and the front-line teammate the play names (its"
        " target) exchange their permanent records, and both are checked for a KO again",
        "a play that names no fit teammate switches nothing, and the step says why",
    ),
    "show_cards": Reach(
        ("resolve",),
        "the step says who shows how many cards (which, from where) to whom, for the table (MR.11)",
    ),
    "put_first_found": Reach(
        ("resolve",),
        "the step says which first card found (its kind, type or icons) goes where, for the"
        " table (MR.6)",
    ),
    "exchange_cards": Reach(
        ("resolve",),
        "the step says who exchanges how many cards of the hand for as many of which pile",
    ),
    "block_rule": Reach(
        ("resolve", "defense"),
        "an opponent who must guess the defense of a face-down attack is told so in the step;"
        " the guess is made at the table and the defense played is checked as any other; an"
        " attack that must be blocked twice needs two blocking cards, each reaching its value;"
        " a combined attack that may be blocked in parts has each defending power card block"
        " one of its power cards (the largest it reaches), the parts not blocked still hitting;"
        " while a bar in play says the power attacks it names (of a level, a power type) cannot"
        " be blocked, no card may defend them (standing_blocks)",
    ),
    "paid_effect": Reach(
        ("resolve",),
        "the step says the cost (cards discarded from a pile) and the effect it buys, for the"
        " table to carry out",
        "the engine holds neither the piles paid from nor the card chosen, so the effect"
        " bought is stated, not applied to the board",
    ),
    "trigger": Reach(
        ("resolve", "ko", "discard"),
        "what an event says happens after the discard phase is noted by the discard check; the"
        " draws an inherent ability says a KO brings (the character's own or a teammate's) are"
        " stated by the KO check that KOs the character, for the table; the draws an effect in"
        " play brings after its team plays (or blocks with) a card of the kinds and power types"
        " it names are said in a step after that play, for the table",
        "other triggers (before resolving the opponent's action, a card named in words only, a"
        " tree stored before the grammar named the card's kinds) are reported as not applied",
    ),
    "grid_copy": Reach(
        ("resolve",),
        "the character playing the card takes the power grid of the attack's target (or of"
        " the active character the play names, of either side) in place of its own, for as"
        " long as the card says; a play naming no other active character changes nothing,"
        " and the step says why",
    ),
    "grid_bonus": Reach(
        ("resolve",),
        "the bonus of the universe card played with the special is added to the rating of its"
        " power type, for as long as the card says",
    ),
    "concede": Reach(("resolve",), "concessions it allows or forbids are enforced"),
    "timing": Reach(
        ("resolve", "defense"),
        "when the card may be played is checked; a lead naming a moment (the end of the"
        " battle, a phase, the next battle) makes the clauses it leads apply then (timed_leads)",
    ),
    "permission": Reach(
        ("resolve", "discard"),
        "what it allows (attacking the reserve, playing from the reserve, universe cards'"
        " hits counting, power cards used to avoid) is allowed; in the discard phase, the"
        " duplicates a character may have and the cards its reserve may play; specials of"
        " other characters it may place and play; in the defense check, a reserve using power"
        " cards to defend a front-line character (an event's, or its own ability from the"
        " reserve), and defenses it allows; attacks played face"
        " down and a hand played open, said in the step for the table while the effect lasts;"
        " a power card its holder's grid cannot use, played to attack or (in the defense"
        " check) to defend when a front-line teammate's grid could use it; teamwork cards (of"
        " the types it names) played whatever their requirement; every power card played by"
        " any active front-line character whatever its grid, while an effect says all may be",
        "other permissions are reported as not applied: cards of other kinds a character may"
        " play or place (basic universe cards from a special), placing from the reserve, and one"
        " KO'd teammate's special only (its use is not counted); any KO'd teammate's specials"
        " are allowed once the battle the permission names has come",
    ),
    "requirement": Reach(
        ("resolve", "defense"),
        'the card is played only by a character whose grid meets it ("6 Strength to use")',
    ),
    "lose_ability": Reach(
        ("resolve", "ko"),
        "the character's inherent ability is taken away while the effect lasts (its lasting"
        " part and its KO modifiers no longer count)",
    ),
    "attack_option": Reach(
        ("resolve",),
        "the attacks it allows are offered as a string, each at the bonus of the option the"
        " player's attacks take",
    ),
    "bonus_attacks": Reach(
        ("resolve",),
        "the attacks it allows are offered as a follow-up grant (to a teammate when it names"
        " one), each at its bonus to the attack value (not to the hits it leaves)",
    ),
    "attack_after_concede": Reach(
        ("resolve",),
        "the card is played only as the answer to the opponent's concession, and the attacks"
        " it allows are offered as a follow-up grant the opponent may defend",
        "one that waits for the card owner's own side to concede (a location's) is the one answer"
        " to a concession the resolver offers the player who did not concede (MR.10.concede):"
        " applied when it is a single attack, reported as not applied for more",
    ),
    "ability_bonus": Reach(
        ("resolve",),
        "while it lasts, an inherent ability's bonus to attack (or defense) values counts that"
        " much more, named with the card in the step; a penalty is not raised",
    ),
    "choice": Reach(
        ("resolve",),
        "a choice of attack strings is offered as one follow-up grant; a choice of effects is"
        " read as the option the play takes (the card's option), applied as the card's"
        " clauses wherever they apply",
        "a card played without the option it takes is reported as not applied (and does not"
        " defend)",
    ),
    "discipline": Reach(
        ("resolve", "venture"),
        "how the card's bonus counts (to the attack value only, not the hits or the venture"
        " total); where discarded cards come from and who picks them; that duplicates the"
        " card's own draws bring may be kept (said with the draw, for the table)",
        "other handling notes are reported as not applied; the discard check cannot tell the"
        " duplicates a card's draw brought from the others of the hand",
    ),
    "targeted_attack": Reach(
        ("resolve",),
        "attacks by the character it is on against the character it names are refused; one"
        " that allows attacks on the reserve lets the character it names aim at the reserve",
        "another permission to attack a character (allowed) is reported as not applied",
    ),
    "follow_up_attack": Reach(
        ("resolve",),
        "follow-ups of the kinds it names are refused to the character it is on; a character"
        " allowed both follow-ups of a teamwork card makes them, and one allowed another power"
        " card makes the next follow-up with it (taking that follow-up's bonus)",
        "a follow-up allowed after the character's own teamwork card (the card says when in"
        " words the engine does not read as fields) is reported as not applied",
    ),
    "cards_become": Reach(
        ("resolve", "ko"),
        "the hits of the types it names on the target's permanent record change type (the"
        " target is the opponent's character: an attack, MR.5), and the KO is checked again;"
        " specials it names that become Any Character (Hero, Villain) specials may be played by"
        " any character (of that code) while it lasts",
        "cards that become other cards of another kind are reported as not applied",
    ),
    "bonus_modifier": Reach(
        ("resolve", "venture"),
        "a character's inherent ability adds to its universe cards' bonuses; a special's"
        " universe bonus added to the venture total counts in the venture total of the battle;"
        " a bonus doubled counts twice in the attack value (the universe card played with the"
        " special, or teamwork bonuses of the type an effect in play names)",
        "a bonus change with no number is reported as not applied",
    ),
    "counts_toward": Reach(
        ("resolve",),
        "a character's universe cards' bonuses leave hits (damage, and so the venture total)",
    ),
    "placement": Reach(
        ("resolve",),
        "the character may hold as many cards of that kind placed as it says; an effect in"
        " play giving additional cards placed (or an unlimited number of the kinds it names, none a duplicate when it says so) lets the placing step take them; a special that"
        " says it may be placed is placed (and played from there) as any special",
        "other placements are reported as not applied",
    ),
    "card_hits": Reach(
        ("resolve",),
        "the blocking power card hits the attacker (the attack's own 'if defended', or an"
        " effect in play on the defender blocking with an equal value)",
    ),
    "bonus": Reach(("resolve",), "universe and training bonuses are added to the attack"),
    "cannot_attack": Reach(("resolve",), "attacks by the character are refused"),
    "cannot_defend": Reach(("resolve", "defense"), "defenses by the character are refused"),
    "switch_cards": Reach(
        ("resolve",),
        "the two hits the play names (the card's switches) take each other's places, when they"
        " are the hits the card names: whose records, which records, power type, equal values"
        " (switched_hits)",
        "a play naming no hits is not applied",
    ),
    "discard_restriction": Reach(
        ("resolve",),
        "the step says which cards may not be discarded to pay the card's cost, with the cost,"
        " for the table to carry out",
        "the engine holds neither the hand paid from nor the card chosen",
    ),
    "use_restriction": Reach(
        ("resolve", "defense"),
        "the card may not answer a numerical attack (one with an attack value), whether it"
        " avoids or negates it (use_restrictions)",
        "removing a numerical hit is a use a negate or an avoid never has in a resolution:"
        " they answer only the play being made",
    ),
    "not_negated": Reach(
        ("resolve", "defense"),
        "while the card lasts, a negate of the cards it names played by the character it names"
        " (its target) is refused",
    ),
    "immunity": Reach(
        ("resolve", "defense"), "cards in play may not answer an attack that is immune to them"
    ),
    "spectrum_exclusion": Reach(
        ("resolve", "ko"),
        "while the card lasts, hits of the cards it names (kind, type, level range) show no"
        " power type toward a spectrum KO of its target (of every character when the card"
        " names none); a TKO still counts every hit",
    ),
    "no_spectrum": Reach(("resolve", "ko"), "its hits do not count toward a spectrum KO"),
    "hit_placement": Reach(("resolve", "ko"), "its hits go to the record it names"),
    "move_hits": Reach(
        ("resolve", "venture"),
        "the hits of the character playing the card move from its current battle to its"
        " permanent record (and so leave the opponent's venture total); every hit of a record"
        " (of the icons named) on the front line named moves to the card's character or to the"
        " front-line character the play or event names as target, whose KO is then checked",
        "moving hits from one character to another, hit by hit, is reported as not applied:"
        " the hits moved are chosen at the table",
    ),
    "defender_restriction": Reach(
        ("resolve", "defense"),
        "a defender with the trait it bars (the board's character traits: male, ...) may not"
        " defend the attack",
        "a defender whose traits the board does not give is not barred, and the step says"
        " the judge checks it",
    ),
    "ko_hit_required": Reach(
        ("resolve", "ko"),
        "the character is not KO'd (cumulative or spectrum; a TKO still counts) until a hit of"
        " the cards it names is among its hits",
    ),
    "damage_modifier": Reach(("resolve",), "the value of the hit it left changes"),
    "no_shift": Reach(("resolve",), "the attack may not be shifted"),
    "exclusive": Reach(("resolve",), "the exclusive target or attacker it names is enforced"),
    "knock_out": Reach(
        ("resolve", "ko"),
        "the character is KO'd whatever its hits and abilities; one KO'd \"by next level 2"
        ' Energy Power card Hit" has the effect in play until a hit of a Power card of that'
        " level and type lands on it",
    ),
    "continue_fighting": Reach(
        ("ko",),
        "a KO'd character it names stays in the fight until the battle ends, unless KO'd by a"
        " TKO or a card's text",
    ),
    "character_move": Reach(
        ("resolve",),
        "the board's front line and reserve change for the battle: the reserve comes up, the"
        " target goes back to the reserve, or the front-line character the play names (or the"
        " card's own character) switches with the reserve; the return at the battle's end is"
        " stated in the step; a resurrected character goes to the reserve when the card says so"
        " (character_returns)",
    ),
    "choose_character": Reach(
        ("resolve", "defense"),
        "the character chosen is the one the effect in play names as its target: what the card"
        " says of the chosen character (cards it may not play, attacks on it refused or raised)"
        " applies to it",
        "an effect in play that names no target is reported as not applied",
    ),
    "condition": Reach(
        ("resolve",),
        "its clauses apply when the attack succeeds, fails or KOs its target (or succeeds"
        " and the target's hits reach the total it names), or when the card is played by an"
        " outnumbered team (fewer active front-line characters); attack and"
        " defense modifiers hold while the card it names is in play; venture modifiers hold"
        " when the side it names uses the mission it names (the board's player mission)",
        "other conditions are not applied: a mission condition that also counts cards of the"
        " deck or of a mission pile, a later battle, ...",
    ),
}

__all__ = ["NOT_APPLIED_BECAUSE", "PLACES", "PLACE_TITLES", "REACH", "Reach"]

# kinds of events and of a team's rules (``reach_table_events``)
REACH.update(EVENT_AND_TEAM_REACH)
# kinds the deck and discard checks apply (``reach_table_checks``)
REACH.update(CHECK_REACH)
# kinds of cards acting identical to what the play names (``reach_table_copies``)
REACH.update(COPY_REACH)
# kinds of KO'd characters coming back (``reach_table_returns``)
REACH.update(RETURN_REACH)
# kinds the venture total applies (``reach_table_venture``)
REACH.update(VENTURE_REACH)
# a character kept from a KO (``reach_table_kos``)
REACH.update(KO_REACH)
# artifacts kept in play against a card negating them all (``reach_table_artifacts``)
REACH.update(ARTIFACT_REACH)
# a card's own conditions to be played, and how long it stays (``reach_table_plays``)
REACH.update(PLAY_REACH)
# why the forms the ten sets print that are still not applied are not (``reach_table_gaps``)
add_gaps(REACH)
