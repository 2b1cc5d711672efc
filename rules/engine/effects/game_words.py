"""The game's words for the values clauses hold: who-keywords, Power icons, card kinds,
piles, counts and signed amounts."""

from __future__ import annotations

import re

from rules.engine.effects.picked_subjects import picked_text

#: Every character of a side, or of its Front Line ("each of opponent's characters", "all of
#: your Front Line characters"): ``<all|each>_<own|opponent>_<characters|front_line>``.
SIDE_GROUPS: tuple[str, ...] = tuple(
    f"{det}_{side}_{group}"
    for det in ("all", "each")
    for side in ("own", "opponent")
    for group in ("characters", "front_line")
)

#: One character of the player's own side, or of its Front Line, of the player's pick ("any of
#: your characters"); the opponent's whole side is ``any_opponent_character``.
SIDE_PICKS: tuple[str, ...] = ("any_own_characters", "any_own_front_line")

WHO_KEYWORDS: frozenset[str] = frozenset(
    {
        "self",
        "self_or_teammate",
        "target_or_teammate",
        "teammate",
        "team",
        "target",
        "target_teammate",
        "target_teammates",
        "opponent",
        "opponent_team",
        "any_character",
        "reserve",
        "front_line",
        "chosen",
        "attacker",
        "defender",
        "player",
        "both_players",
        "all_characters",
        "opponent_front_line",
        "that_character",
        "any_front_line",
        "front_line_teammate",
        "characters_with_ability",
        "either_player",
        "same_front_line",
        "team_characters",
        "team_reserve",
        "each_player",
        "player_most_front_line_hits",
        "player_fewest_front_line_hits",
        "that_character_team",
        "opponent_chosen",
        "one_player",
        "other_player",
        "characters",
        "both_teams",
        "own_team_characters",
        "opponent_team_characters",
        "any_opponent_character",
        "target_opponent_character",
        "opponent_reserve",
        # ("all of opponent's characters" stays an aim of a bonus, not a subject keyword)
        *(g for g in SIDE_GROUPS if g != "all_opponent_characters"),
        *SIDE_PICKS,
    }
)


WHO_TEXT: dict[str, str] = {
    "self": "this character",
    "self_or_teammate": "this character or teammate",
    "target_or_teammate": "Target Character or teammate",
    "teammate": "teammate",
    "team": "team",
    "target": "Target Character",
    "target_battlesite": "Target Battlesite",
    "opponent_battlesite": "opponent's Battlesite",
    "ko'd_teammate": "KO'd teammate",
    "target_teammate": "target teammate",
    "target_teammates": "any of Target Character's teammates",
    "opponent": "opponent",
    "opponent_team": "opponent's team",
    "any_character": "any character",
    "one_character": "one character",  # one character of the player's choice
    "reserve": "Reserve character",
    "front_line": "Front Line character",
    "chosen": "chosen character",
    "attacker": "attacker",
    "defender": "defending character",
    "player": "player",
    "both_players": "both players",
    "all_characters": "all characters",
    "opponent_front_line": "opponent's Front Line character",
    "that_character": "that character",
    "any_front_line": "any Front Line character",
    "front_line_teammate": "1 Front Line teammate",
    "characters_kod_this_battle": "all characters KO'd this battle",
    "characters_with_ability": "all characters with an inherent ability",
    "either_player": "either player",
    "same_front_line": "the same Front Line character",
    "all_front_line": "all Front Line characters",
    # a location's team: "Spawn's Alley Team characters", "Latveria Team's Reserve character"
    "team_characters": "team characters",
    "team_reserve": "team's Reserve character",
    "each_player": "each player",
    "that_character_team": "that character's team",
    "one_player": "one player",
    "other_player": "the other player",
    "opponent_chosen": "opponent's chosen character",
    # who goes first: "Player with more hits in the permanent record of his front line characters"
    "player_most_front_line_hits": (
        "player with more Hits in the Permanent Record of his Front Line characters"
    ),
    "player_fewest_front_line_hits": (
        "player with fewer Hits in the Permanent Record of his Front Line characters"
    ),
    # a group named by its noun and side: "Heroes", "Characters on both teams", "Heroes on
    # your team" (a hero/villain code, when printed, is the clause's ``who_code``)
    "characters": "characters",
    "both_teams": "characters on both teams",
    "own_team_characters": "characters on your team",
    "opponent_team_characters": "characters on opponent's team",
    "any_opponent_character": "any opponent's character",
    "target_opponent_character": "target opponent's character",
    "heroes": "any Character with a Hero code",
    # every teammate of the card's character: "All teammates may not be attacked"
    "all_teammates": "all teammates",
    # a bonus's aim: "+1 to all attacks vs. all of opponent's characters"
    "all_opponent_characters": "all of opponent's characters",
    # every character of a side, or of its Front Line: "each of opponent's characters", "all
    # of your Front Line characters" (``all_own_front_line``, ``each_opponent_characters``, ...)
    **{
        f"{det}_{side}_{group}": f"{det} of {whose} {noun}"
        for det in ("all", "each")
        for side, whose in (("own", "your"), ("opponent", "opponent's"))
        for group, noun in (("characters", "characters"), ("front_line", "Front Line characters"))
        if (det, side, group) != ("all", "opponent", "characters")
    },
    # one character of your side: "place 1 Hit on any of your Front Line characters"
    "any_own_characters": "any of your characters",
    "any_own_front_line": "any of your Front Line characters",
    # the opponent's one Reserve character: "Acts as ... against any opponent's Reserve character"
    "opponent_reserve": "any opponent's Reserve character",
    "villains": "any Character with a Villain code",
    # a distributive group: every character of it, one at a time ("place 1 Hit on each of
    # opponent's characters")
    "each_character": "each character in play",
}


ICON_TEXT: dict[str, str] = {
    "energy": "Energy",
    "fighting": "Fighting",
    "strength": "Strength",
    "intellect": "Intellect",
    "multipower": "MultiPower",
    "any_power": "Any Power",
}


# Subjects the grammar builds from a Power Grid qualifier: "characters with Energy Power Grid
# 7 or 8" (``characters_with_energy_7_or_8``) and "Opponent's Team with Power Grid 7 or 8 in
# Power Type of <name>'s choice" (``opponent_team_with_grid_7_or_8_in_chosen_type``).
_GRID_WHO = re.compile(r"(opponent_)?characters_with_((?:[a-z]+_or_)*[a-z]+)_(\d+(?:_or_\d+)*)")


_GRID_TEAM = re.compile(r"(\w+?)_team_with_grid_(\d+)_or_(\d+)_in_chosen_type")


def _grid_who_text(who: str, chooser: str | None = None) -> str | None:
    m = _GRID_WHO.fullmatch(who)
    if m:
        icons = icons_text(tuple(m.group(2).split("_or_")), True)
        grid = " or ".join(m.group(3).split("_or_"))
        if m.group(1):
            # "Heroes on Opponent's Team with Fighting 7 or 8": the cards name the grid
            # rating of an opponent's characters without the words "Power Grid"
            return f"characters on opponent's team with {icons} {grid}"
        return f"characters with {icons} Power Grid {grid}"
    m = _GRID_TEAM.fullmatch(who)
    if m:
        owner = WHO_TEXT.get(m.group(1), m.group(1))
        return (
            f"{owner}'s team with Power Grid {m.group(2)} or {m.group(3)} in Power Type of "
            f"{who_text(chooser)}'s choice"
        )
    return None


def grid_team_text(who: str | None, chooser: str | None) -> str | None:
    """ "Opponent's Team with Power Grid 7 or 8 in Power Type of <chooser>'s choice"."""
    return _grid_who_text(who, chooser) if who and _GRID_TEAM.fullmatch(who) else None


def who_text(who: str | None, capital: bool = False) -> str:
    text = (
        "this character"
        if who is None
        else WHO_TEXT.get(who) or _grid_who_text(who) or picked_text(who) or who
    )
    for joiner in (" and ", " or "):
        if who and joiner in who and text == who:
            # "Human Torch and target", "opponent or teammate": each subject in the game's words
            text = joiner.join(WHO_TEXT.get(part, part) for part in who.split(joiner))
    return text[0].upper() + text[1:] if capital and text else text


#: Subjects naming several characters at once, said with a plural verb ("All teammates gain").
_PLURAL_WHO = frozenset(
    {
        "characters",
        "all_characters",
        "all_teammates",
        "all_front_line",
        "both_teams",
        "own_team_characters",
        "opponent_team_characters",
        "all_opponent_characters",
        "all_own_characters",
        "all_own_front_line",
        "all_opponent_front_line",
    }
)


def plural_who(who: str | None) -> bool:
    """Whether ``who`` names a group of characters, said with a plural verb."""
    return who in _PLURAL_WHO


def possessive(name: str) -> str:
    """ "Iceman's", "Reyes'": a name ending in s takes the apostrophe alone."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def icons_text(icons: tuple[str, ...], choice: bool = False) -> str:
    names = [ICON_TEXT.get(i, i) for i in icons]
    if not names:
        return ""
    joiner = " or " if choice or len(names) < 2 else " and "
    if len(names) <= 2:
        return joiner.join(names)
    return ", ".join(names[:-1]) + joiner + names[-1]


# Universe card kinds printed with their family, as the cards name them.
_KIND_NAMES: dict[str, str] = {
    "teamwork": "Universe: Teamwork",
    "training": "Universe: Training",
    "ally": "Universe: Ally",
    "doubleshot": "Tactic: Doubleshot",
}


def kinds_text(kinds: tuple[str, ...], joiner: str = " or ") -> str:
    if "basic" in kinds and "universe" in kinds:
        # "Basic Universe cards": the Basic kind of Universe card, one kind and not a choice
        at = kinds.index("basic")
        kinds = tuple(k for k in kinds if k != "universe")
        kinds = (*kinds[:at], "basic_universe", *kinds[at + 1 :])
    names = [_KIND_NAMES.get(k) or k.replace("_", " ").title() for k in kinds]
    return joiner.join(names)


def pile_text(pile: str | None) -> str:
    """A pile in the game's words: ``dead_pile`` is "Dead Pile", ``opponent_draw_pile`` is
    "opponent's Draw Pile"."""
    text = (pile or "").replace("_", " ").title()
    if text.endswith(("Defeated Heroes", "Defeated Characters")):
        text += " Pile"  # "Defeated Heroes Pile": the pile of KO'd characters
    if text.startswith("Opponent "):
        return "opponent's " + text[len("Opponent ") :]
    return text


def count_text(count: int | str | None) -> str:
    if count is None:
        return ""
    if count == "any_number":
        return "any number of"
    if count == "equal":
        return "an equal number of"  # as many as the clause before counted
    return "all" if count == "all" else str(count)


def signed(amount: int | None) -> str:
    if amount is None:
        return ""
    return f"+{amount}" if amount >= 0 else str(amount)
