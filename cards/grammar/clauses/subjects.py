"""Who a clause concerns: subjects and owners ("this character", "teammate", "opponent's
characters", "target character", a named character or team, "any of X's Front Line")."""

from __future__ import annotations

import re

from lark import Token, v_args

from rules.engine import effects as fx

from .counts import teammates_counted
from .shared import (
    ClauseBuilder,
    Cond,
    Icons,
    PostPhrase,
    Who,
    find_first,
    ints_of,
    who_of,
    words_of,
)
from .side_picked import any_of_side


def _self_or_teammate(whos: list[str]) -> Who:
    """ "Captain Mar-Vell or teammate": the card's own character or a teammate, with the name
    printed for the character kept for the rendering (``Who.printed``); "Zealot or Zealot's
    teammates": the teammates of that character, their owner kept too (``Who.owner_name``)."""
    who = Who("self_or_teammate")
    other = next(w for w in whos if w != "teammate")
    if other not in fx.WHO_KEYWORDS:
        who.printed = other
    mate = next((w for w in whos if w == "teammate"), None)
    owner = getattr(mate, "owner_name", None)
    if owner is not None and owner == other:
        who.owner_name = owner
    return who


def _names_self(whos: list[str]) -> bool:
    """Whether the subject beside "teammate" in "<subject> or teammate" is the card's own
    character (its name, or "this character"), not another who ("Opponent or any teammate")."""
    other = next(w for w in whos if w != "teammate")
    return other == "self" or other not in fx.WHO_KEYWORDS


def _owners_joined(children: list) -> Who:
    """ "Morlock's or teammate's": the character named (kept as printed, ``Who.printed``, so
    another character's name is never dropped) or a teammate; else the owners joined by "or"."""
    whos = [str(c) for c in children if isinstance(c, Who)]
    if len(whos) == 2 and "teammate" in whos:
        return _self_or_teammate([c for c in children if isinstance(c, Who)])
    return Who(" or ".join(whos))


def _records_named(words: list[str]) -> str:
    """Which records of a Hit source a phrase names: "Permanent Record" alone, "... and Hits
    from Current Battle" (both), or "... or Hits from Current Battle" (either)."""
    split = " ".join(words).split()
    if "current" not in split:
        return "permanent"
    return "permanent_and_current" if "and" in split else "permanent_or_current"


@v_args(meta=True)
class Subjects(ClauseBuilder):
    def front_line(self, meta, children):
        return "front_line"

    def owner_atom(self, meta, children):
        w = words_of(children)
        if "team" in w:
            who = Who("team")
            name = next((c for c in children if type(c) is str), None)
            if name:
                who.owner_name = name  # "The Danger Room team's": the team of the one named
            return who
        if w[:2] in (["one", "teammate"], ["any", "teammate"]):
            return Who("teammate")  # one teammate of the player's choice
        if w and w[0] in ("opponent", "opponents"):
            return Who("opponent")
        if w == ["target", "teammate"]:
            return Who("target_teammate")  # "target teammate's Permanent Record"
        if w and w[0] == "target":
            who = Who("target")
            who.of_opponent = w[1:] == ["opponent"]  # "target opponent's": one of the opponent's
            return who
        if w and w[0] == "teammate":
            return Who("teammate")
        n = find_first(children, str)
        return Who(n)

    def owner(self, meta, children):
        w = find_first(children, Who)
        if any(isinstance(c, Token) and c.type == "TEAM_POSS" for c in children):
            # "Captain Britain's team's ...": the team of the named character.
            return Who("opponent_team" if w == "opponent" else "team")
        if w is None:
            w = Who("self")
            w.yours = words_of(children) == ["your"]  # "your characters": the player's own
        return w

    def who_poss(self, meta, children):
        return children[0]

    def who_np(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        if len(whos) == 1:
            return find_first(children, Who)  # with what it carries ("of his choice")
        if sorted(whos) == ["target", "teammate"]:
            return Who("target_or_teammate")  # "Target or teammate": the target's side
        if len(whos) == 2 and "teammate" in whos:
            return _self_or_teammate([c for c in children if isinstance(c, Who)])
        return Who(" or ".join(whos))

    def who_subj(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        w = words_of(children)
        if len(whos) == 1:
            return Who(whos[0])
        if len(whos) == 2 and "teammate" in whos and "or" in w and _names_self(whos):
            return _self_or_teammate([c for c in children if isinstance(c, Who)])
        joiner = " and " if "and" in w else " or "
        # "Savage Dragon and Savage Dragon's team": the team keeps the name of its owner
        named = [
            f"{fx.possessive(c.owner_name)} team" if str(c) == "team" and c.owner_name else str(c)
            for c in children
            if isinstance(c, Who)
        ]
        listed = Who(joiner.join(named))
        if joiner == " and ":
            # every one of them, each a subject of its own (``SubjectLists``)
            self.__dict__.setdefault("subject_lists", {})[str(listed)] = tuple(named)
        return listed

    def w_opponent(self, meta, children):
        w = words_of(children)
        return Who("opponent_team" if "team" in w else "opponent")

    def w_owner_team(self, meta, children):
        o = str(find_first(children, Who))
        if o == "that_character":
            return Who("that_character_team")  # "that character's team"
        who = Who("opponent_team" if o == "opponent" else "team")
        if o not in fx.WHO_KEYWORDS:
            who.owner_name = o  # "Daredevil's team": the team of the character named
        return who

    def w_owner_teammate(self, meta, children):
        o = str(find_first(children, Who))
        if o == "target":
            return Who("target_teammates")  # "any of Target's teammates"
        if o == "opponent":
            return Who("opponent_team")
        who = Who("teammate")
        if o not in fx.WHO_KEYWORDS and o != "self":
            who.owner_name = o  # "Zealot's teammates": said back with the owner's name
        return who

    def w_owner_character(self, meta, children):
        o = str(find_first(children, Who))
        plural = words_of(children)[-1:] in (["characters"], ["heroes"], ["villains"])
        if getattr(find_first(children, Who), "yours", False) and plural and len(children) == 2:
            return Who("own_team_characters")  # "Your characters": every one of the team
        if o == "target" and getattr(find_first(children, Who), "of_opponent", False):
            return Who("target_opponent_character")  # "Target opponent's character"
        if o == "opponent" and "front_line" in children:
            return Who("opponent_front_line")
        if o == "opponent" and words_of(children)[-1:] in (["hero"], ["character"]):
            # "when opponent's hero is KO'd": one character of the opponent's, not the team
            return Who("opponent's character")
        return Who("opponent_team" if o == "opponent" else "teammate")

    def w_any_n_of_owner(self, meta, children):
        # "Any 1 of opponent's heroes": so many characters of that side, of the player's
        # choice (not the whole team), named as printed
        owner = str(find_first(children, Who))
        whose = fx.possessive(fx.who_text(owner)) if owner != "self" else "his"
        return Who(f"any {ints_of(children)[0]} of {whose} characters")

    def w_all_front_line_mates(self, meta, children):
        return Who("all Front Line teammates")

    def w_one_of_owner(self, meta, children):
        # "one of Trickster's teammates", "one of opponent's heroes": one character of that side
        owner = str(find_first(children, Who))
        noun = "teammates" if "teammates" in words_of(children) else "characters"
        whose = fx.possessive(fx.who_text(owner)) if owner != "self" else "his"
        return Who(f"one of {whose} {noun}")

    def w_any_active(self, meta, children):
        # "any active hero": any character in play, named as printed
        return Who("any active character")

    def w_all(self, meta, children):
        return Who("all_characters")

    def w_target(self, meta, children):
        # "Target teammate": a character of the player's own team, not the opponent's
        return Who("target_teammate" if "teammate" in words_of(children) else "target")

    def w_teammate(self, meta, children):
        return Who("teammate")

    def w_any(self, meta, children):
        w = words_of(children)
        if "teammate" in w:
            who = Who("teammate")
            who.any_front_line = "front_line" in children and "other" not in w
            return who
        if "one" in w:
            # "one character": a character of the player's choice, printed as one
            return Who("one_character")
        # "any front line hero": one Front Line character of the player's choice
        who = Who("any_front_line" if "front_line" in children else "any_character")
        # "any hero": the code its noun names, for a phrase that keeps it ("vs. any hero")
        who.code = next((c for c in ("hero", "villain") if c in w), None)
        return who

    def w_each_teammate(self, meta, children):
        return Who("team")

    def w_front_line(self, meta, children):
        w = words_of(children)
        # "a Front Line teammate", "1 Front Line teammate": one teammate in the Front Line
        return Who("front_line_teammate" if "teammate" in w else "front_line")

    def w_reserve(self, meta, children):
        who = Who("reserve")
        # "the reserve hero": the code its noun names, kept where a clause says it back
        who.code = next((c for c in ("hero", "villain") if c in words_of(children)), None)
        return who

    def w_team(self, meta, children):
        return Who("team")

    def w_both(self, meta, children):
        return Who("both_players")

    def w_neither(self, meta, children):
        return Who("both_players:neither")

    def w_chosen(self, meta, children):
        return Who("chosen")

    def w_self(self, meta, children):
        return Who("self")

    def w_named_team(self, meta, children):
        return Who("team")

    def w_named(self, meta, children):
        return Who(find_first(children, str))

    def w_target_teammates(self, meta, children):
        return Who("target_teammates")

    def w_with_grid(self, meta, children):
        icons = find_first(children, Icons)
        nums = ints_of(children)
        owner = find_first(children, Who)
        opponent = owner is not None and str(owner) == "opponent"
        aim = fx.GridAim(tuple(icons.icons), tuple(nums), opponent)
        who = Who(aim.token())
        who.grid = aim  # the typed aim, for a modifier that names these characters
        return who

    def w_with_code(self, meta, children):
        w = words_of(children)
        return Who("villains" if "villain" in w else "heroes")

    def hs_owners(self, meta, children):
        return ("source", _owners_joined(children), _records_named(words_of(children)))

    def hs_owners_current(self, meta, children):
        return ("source", _owners_joined(children), "current")

    def hs_who(self, meta, children):
        return ("source", who_of(children), "any")

    def hs_of_who(self, meta, children):
        who = find_first(children, Who)
        owner = who if who is not None and who.printed else who_of(children)
        return ("source", owner, _records_named(words_of(children)))

    def md_who(self, meta, children):
        return ("dest", who_of(children), None)

    def md_permanent(self, meta, children):
        return ("dest", who_of(children), "permanent")

    def at_battlesite(self, meta, children):
        return PostPhrase("against", "target_battlesite")

    def oa_the_hand(self, meta, children):
        return Who("The Hand")

    def pw_defeated_characters(self, meta, children):
        return "defeated_characters"

    def brings_in(self, meta, children):
        return Cond("brings_in_reserve", who_of(children))

    def on_table(self, meta, children):
        return PostPhrase("source", "table")

    def placed_on_her(self, meta, children):
        return PostPhrase("placed_on", "self")

    def w_attacker(self, meta, children):
        return Who("attacker")

    def w_ko_teammate(self, meta, children):
        who = Who("ko'd_teammate")
        # "any KO'd teammate": the player picks which
        who.chosen = "any" in words_of(children)
        return who

    def owner_teammates(self, meta, children):
        return Who("teammate")

    def _name_base(self, meta, children):
        # An initialism whose first letter normalisation lower-cased ("s.C.U.") is restored.
        return " ".join(
            c.value[0].upper() + c.value[1:]
            if re.fullmatch(r"[a-z]\.(?:[A-Z]\.)+", c.value)
            else c.value
            for c in children
            if isinstance(c, Token)
        ).replace(" : ", ": ")

    def name(self, meta, children):
        toks = [c for c in children if isinstance(c, Token)]
        if not any(t.type in ("THE_NAME", "NEW_NAME") or t.value == ":" for t in toks):
            return self._name_base(meta, children)
        # "The Sewer", "Iceman: The Ice-Man": the article is part of the name.
        parts: list[str] = []
        for t in toks:
            if t.type == "THE_NAME":
                parts.append("The" + t.value[3:])
            elif t.type == "NEW_NAME":  # "New York City": a keyword opening the name
                parts.append("New" + t.value[3:])
            elif t.value == ":" and parts:
                parts[-1] += ":"
            else:
                parts.append(self._name_base(meta, [t]))
        return " ".join(parts)

    def w_any_of_owner(self, meta, children):
        side = any_of_side(find_first(children, Who), children)
        if side is not None:
            return side  # "any of opponent's characters": one character of that side
        owner = str(find_first(children, Who))
        if owner == "opponent":
            return Who("opponent_team")
        if "front_line" in children and owner not in fx.WHO_TEXT and owner != "self":
            # "any of Krakoa's Front Line Characters": one of the named team's Front Line
            return Who(f"any of {fx.possessive(owner)} Front Line characters")
        return Who("front_line" if "front_line" in children else "teammate")

    def w_front_line_of(self, meta, children):
        return Who("all_front_line" if "all" in words_of(children) else "front_line")

    def owner_team_card_mod(self, meta, children):
        owner = str(find_first(children, Who))
        return self._card_mod_as(children, meta, "opponent_team" if owner == "opponent" else "team")

    def owner_any_of(self, meta, children):
        owner = str(find_first(children, Who))
        if owner not in fx.WHO_TEXT and owner != "self":
            # "any of Landau, Luckman & Lake's Front Line Character's": one of the named
            # team's Front Line, named as printed (as the who "any of X's ..." is)
            return Who(f"any of {fx.possessive(owner)} Front Line characters")
        return Who("opponent_team" if owner == "opponent" else "front_line")

    def w_that(self, meta, children):
        who = Who("that_character")
        who.code = "hero" if "hero" in words_of(children) else None  # "that hero"
        return who

    def who_with_value(self, meta, children):
        # "Teammate with 6 Strength": the words before "with" name the character as printed
        who = " ".join(words_of(children)[: words_of(children).index("with")])
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return Who(f"{who} with {ints_of(children)[0]} {fx.ICON_TEXT[icon]}")

    def count_teammates_rating(self, meta, children):
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        value = ints_of(children)[0]
        return PostPhrase("per", teammates_counted(icon, value))
