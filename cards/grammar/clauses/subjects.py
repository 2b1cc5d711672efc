"""Who a clause concerns: subjects and owners ("this character", "teammate", "opponent's
characters", "target character", a named character or team, "any of X's Front Line")."""

from __future__ import annotations

import re
from dataclasses import fields, replace

from lark import Token, Tree, v_args

from rules.engine import effects as fx

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


def _self_or_teammate(whos: list[str]) -> Who:
    """ "Captain Mar-Vell or teammate": the card's own character or a teammate, with the name
    printed for the character kept for the rendering (``Who.printed``)."""
    who = Who("self_or_teammate")
    other = next(w for w in whos if w != "teammate")
    if other not in fx.WHO_KEYWORDS:
        who.printed = other
    return who


#: The nouns a card may print after "target" for its Target Character.
_TARGET_NOUNS = ("opponent", "villain")


def target_nouns(tree: Tree) -> set[str | None]:
    """The nouns printed after "target" in the who-phrases of ``tree`` (``None`` for a
    Target Character named as such)."""
    found: set[str | None] = set()
    for sub in tree.iter_subtrees():
        words = [str(t).lower() for t in sub.children if isinstance(t, Token)]
        if sub.data == "w_target" or (sub.data == "owner_atom" and words[:1] == ["target"]):
            found.add(next((n for n in _TARGET_NOUNS if n in words), None))
    return found


def opponent_nouns(tree: Tree) -> set[str | None]:
    """The plural nouns printed for the opponent's whole team in ``tree`` ("Opponent's
    heroes", "Opponent's characters"); ``None`` for "Opponent's team"."""
    found: set[str | None] = set()
    for sub in tree.iter_subtrees():
        if sub.data not in ("w_owner_character", "w_owner_team") or any(
            isinstance(t, Tree) and t.data == "front_line" for t in sub.children
        ):
            continue
        owner = next((t for t in sub.children if isinstance(t, Tree)), None)
        words = [str(t).lower() for t in owner.scan_values(lambda v: isinstance(v, Token))]
        if words[:1] != ["opponent"]:
            continue
        noun = next(str(t).lower() for t in reversed(sub.children) if isinstance(t, Token))
        found.add(noun if noun in ("heroes", "characters") else None)
    return found


def with_noun(clause: fx.Clause, field_name: str, noun: str, phrase: str) -> fx.Clause:
    """``clause`` (and the clauses it holds) naming the who it renders as ``phrase`` with the
    noun the card printed (``field_name``: ``target_noun`` or ``team_noun``)."""
    changes: dict = {}
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            changes[f.name] = tuple(with_noun(c, field_name, noun, phrase) for c in value)
    if not changes and phrase in clause.phrase().lower():
        changes[field_name] = noun
    return replace(clause, **changes) if changes else clause


@v_args(meta=True)
class Subjects(ClauseBuilder):
    def transform(self, tree):
        """The sentence's clauses, with the noun printed for a Target Character ("Target
        opponent") or for the opponent's team ("Opponent's heroes") kept on the clauses that
        name it."""
        result = super().transform(tree)
        seen = getattr(self, "rules_seen", None)
        if not isinstance(result, list):
            return result
        if seen is None or not seen.isdisjoint(("w_target", "owner_atom")):
            nouns = target_nouns(tree)
            if len(nouns) == 1 and None not in nouns:
                noun = nouns.pop()
                result = [with_noun(c, "target_noun", noun, "target character") for c in result]
        if seen is None or not seen.isdisjoint(("w_owner_character", "w_owner_team")):
            nouns = opponent_nouns(tree)
            if len(nouns) == 1 and None not in nouns:
                noun = nouns.pop()
                result = [with_noun(c, "team_noun", noun, "opponent's team") for c in result]
        return result

    def front_line(self, meta, children):
        return "front_line"

    def owner_atom(self, meta, children):
        w = words_of(children)
        if "team" in w:
            return Who("team")
        if w[:2] == ["one", "teammate"]:
            return Who("teammate")
        if w and w[0] in ("opponent", "opponents"):
            return Who("opponent")
        if w and w[0] == "target":
            return Who("target")
        if w and w[0] == "teammate":
            return Who("teammate")
        n = find_first(children, str)
        return Who(n)

    def owner(self, meta, children):
        w = find_first(children, Who)
        if any(isinstance(c, Token) and c.type == "TEAM_POSS" for c in children):
            # "Captain Britain's team's ...": the team of the named character.
            return Who("opponent_team" if w == "opponent" else "team")
        return w if w is not None else Who("self")

    def who_poss(self, meta, children):
        return children[0]

    def who_np(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        if len(whos) == 1:
            return find_first(children, Who)  # with what it carries ("of his choice")
        if len(whos) == 2 and "teammate" in whos:
            return _self_or_teammate(whos)
        return Who(" or ".join(whos))

    def who_subj(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        w = words_of(children)
        if len(whos) == 1:
            return Who(whos[0])
        if len(whos) == 2 and "teammate" in whos and "or" in w:
            return _self_or_teammate(whos)
        joiner = " and " if "and" in w else " or "
        return Who(joiner.join(whos))

    def w_opponent(self, meta, children):
        w = words_of(children)
        return Who("opponent_team" if "team" in w else "opponent")

    def w_owner_team(self, meta, children):
        o = str(find_first(children, Who))
        who = Who("opponent_team" if o == "opponent" else "team")
        if o not in fx.WHO_KEYWORDS:
            who.owner_name = o  # "Daredevil's team": the team of the character named
        return who

    def w_owner_teammate(self, meta, children):
        o = str(find_first(children, Who))
        if o == "target":
            return Who("target_teammates")  # "any of Target's teammates"
        return Who("opponent_team" if o == "opponent" else "teammate")

    def w_owner_character(self, meta, children):
        o = str(find_first(children, Who))
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
        # "any front line hero": one Front Line character of the player's choice
        return Who("any_front_line" if "front_line" in children else "any_character")

    def w_each_teammate(self, meta, children):
        return Who("team")

    def w_front_line(self, meta, children):
        w = words_of(children)
        return Who("teammate" if "teammate" in w else "front_line")

    def w_reserve(self, meta, children):
        return Who("reserve")

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
        side = "opponent_" if owner is not None and str(owner) == "opponent" else ""
        return Who(
            f"{side}characters_with_{'_or_'.join(icons.icons)}_{'_or_'.join(map(str, nums))}"
        )

    def w_with_code(self, meta, children):
        w = words_of(children)
        return Who("villains" if "villain" in w else "heroes")

    def both_records(self, meta, children):
        who = find_first(children, Who)
        return ("source", str(who) if who else None, "permanent_and_current")

    def hs_owners(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        who = "self_or_teammate" if len(whos) == 2 and "teammate" in whos else " or ".join(whos)
        records = {
            "OR_CURRENT_HITS": "permanent_or_current",
            "AND_CURRENT_BATTLE": "permanent_and_current",
        }
        record = next(
            (records[c.type] for c in children if isinstance(c, Token) and c.type in records),
            "permanent",
        )
        return ("source", who, record)

    def hs_owners_current(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        who = "self_or_teammate" if len(whos) == 2 and "teammate" in whos else " or ".join(whos)
        return ("source", who, "current")

    def hs_and_both(self, meta, children):
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("source", f"{name} and teammate", "permanent_and_current")

    def hs_who(self, meta, children):
        return ("source", who_of(children), "any")

    def hs_of_who(self, meta, children):
        both = any(isinstance(c, Token) and c.type == "AND_CURRENT_BATTLE" for c in children)
        return (
            "source",
            who_of(children),
            "permanent_and_current" if both else "permanent_or_current",
        )

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

    def w_teammate_choice(self, meta, children):
        who = Who("teammate")
        who.chosen = True  # "teammate of his choice": the player picks the teammate
        return who

    def w_ko_teammate(self, meta, children):
        return Who("ko'd_teammate")

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
        owner = str(find_first(children, Who))
        if owner == "opponent":
            return Who("opponent_team")
        if "front_line" in children and owner not in fx.WHO_TEXT and owner != "self":
            # "any of Krakoa's Front Line Characters": one of the named team's Front Line
            return Who(f"any of {fx.possessive(owner)} Front Line characters")
        return Who("front_line" if "front_line" in children else "teammate")

    def w_front_line_of(self, meta, children):
        return Who("all_front_line" if "all" in words_of(children) else "front_line")

    def w_any_with_code(self, meta, children):
        tok = next(c for c in children if isinstance(c, Token) and c.type == "WITH_CODE")
        return Who("villains" if "villain" in tok.value.lower() else "heroes")

    def w_with_named_card(self, meta, children):
        names = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return Who(f"character with {names[0]}")

    def w_all_kod(self, meta, children):
        return Who("characters_kod_this_battle")

    def owner_team_card_mod(self, meta, children):
        owner = str(find_first(children, Who))
        return self._card_mod_as(children, meta, "opponent_team" if owner == "opponent" else "team")

    def owner_any_of(self, meta, children):
        owner = str(find_first(children, Who))
        return Who("opponent_team" if owner == "opponent" else "front_line")

    def w_that(self, meta, children):
        return Who("that_character")

    def w_with_value(self, meta, children):
        tok = next(c for c in children if isinstance(c, Token) and c.type == "WHO_WITH")
        who = tok.value.rsplit(" ", 1)[0].lower()
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return Who(f"{who} with {ints_of(children)[0]} {fx.ICON_TEXT[icon]}")

    def count_teammates_rating(self, meta, children):
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        value = ints_of(children)[0]
        return PostPhrase(
            "per", f"teammate with a {fx.ICON_TEXT[icon]} rating of {value} or greater"
        )
