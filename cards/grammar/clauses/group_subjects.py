"""Phrase families any clause composes with: a group of attacks as a subject ("All of your
attacks made with Power cards are +2", "Opponent's attacks made with Special cards are -2",
"All attacks made against this character are -1"), possessives over a determiner ("each of
opponent's characters", "any opponent's Reserve character"), passive conditions on a character
("If this character is attacked this battle", "If teammate has been hit", "If you lose the
battle") and the moments of a battle or of a phase leading a sentence ("At the end of each
battle", "At the beginning of the Draw Phase", "After the Venture Phase").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from . import shared
from .card_phrases import apply_adjs
from .shared import Cards, ClauseBuilder, Cond, Icons, TimingWord, Who, ints_of, words_of

#: "each of / all of <owner's> [Front Line] characters": every character of that side, by the
#: owner's who ("your": the player's own side).
_SIDES = {"team": "own", "opponent": "opponent"}


def _side(owner: Who) -> str:
    """The side an owner names: "your" is the player's team, "opponent's" the opponent's."""
    if owner.yours or str(owner) == "team":
        return "team"
    return "opponent" if str(owner) in ("opponent", "opponent_team") else str(owner)


def _code(words: list[str]) -> str | None:
    """The hero/villain code a noun names (OR.code-rule), if any."""
    return next((c for c in ("hero", "villain") if c in words or f"{c}s" in words), None)


@v_args(meta=True)
class GroupSubjects(ClauseBuilder):
    # --- a group of attacks as the subject
    def attack_group_mod(self, meta, children):
        words = words_of(children)
        owner: Who | None = None
        against: Who | None = None
        icons: list[str] = []
        kinds: list[str] = []
        seen_against = False
        for c in children:
            if isinstance(c, Token) and c.value.lower() == "against":
                seen_against = True
            elif isinstance(c, Who):
                if seen_against:
                    against = c
                else:
                    owner = c
            elif isinstance(c, Icons):
                icons.extend(c.icons)
            elif isinstance(c, Cards):
                if c.names or c.words or c.filters or c.source or c.level or c.owner:
                    raise ValueError("the cards of a group of attacks are named by kind")
                if c.max_value is not None or c.min_value is not None:
                    raise ValueError("the cards of a group of attacks are named by kind")
                icons.extend(c.icons)
                kinds.extend(c.kinds)
        adjs = apply_adjs([c for c in children if isinstance(c, list)])
        if adjs.names or adjs.level or adjs.filters:
            raise ValueError("the attacks of a group are named by power type and kind")
        icons.extend(adjs.icons)
        kinds.extend(adjs.kinds)
        if owner is None:
            who = "all_characters"  # "All attacks made against ...": every attack
        else:
            side = _side(owner)
            who = side if side in ("team", "opponent") else str(owner)
        clause = fx.AttackModifier(
            who=who,
            amount=ints_of(children)[-1],
            icons=tuple(dict.fromkeys(icons)),
            card_kinds=tuple(dict.fromkeys(kinds)),
            against=str(against) if against is not None else None,
            duration=shared.duration_of(children),
            all_of=True if owner is not None and owner.all_of else None,
            attack_group=True,
            printed_at=True if "at" in words else None,
        )
        return self._with_span(clause, meta)

    # --- possessives over a determiner
    def side_atom(self, meta, children):
        words = words_of(children)
        if words[0] in ("opponent", "opponents"):
            return Who("opponent")
        return Who("teammate" if words[0] == "teammate" else "self")  # "this character"

    def side_owner(self, meta, children):
        # "opponent's", "teammate's", "this character's", "your", "his": a side or the character
        who = shared.find_first(children, Who)
        if who is not None:
            return who
        who = Who("self")
        who.yours = words_of(children) == ["your"]  # "your": the player's own side
        return who

    def w_all_of_owner(self, meta, children):
        owner = shared.find_first(children, Who)
        side = _SIDES.get(_side(owner))
        if side is None:
            raise ValueError("every character of your side or the opponent's is known")
        det = "each" if "each" in words_of(children) else "all"
        group = "front_line" if "front_line" in children else "characters"
        who = Who(f"{det}_{side}_{group}")
        who.code = _code(words_of(children))
        return who

    def w_one_of_side_at(self, meta, children):
        # "any opponent's Reserve character", "any opponent's Front Line hero"
        reserve = "reserve" in words_of(children)
        who = Who("opponent_reserve" if reserve else "opponent_front_line")
        who.code = _code(words_of(children))
        return who

    # --- passive conditions on a character
    def c_is_attacked(self, meta, children):
        return Cond("is_attacked", str(shared.find_first(children, Who)))

    def c_has_been(self, meta, children):
        state = "hit" if "hit" in words_of(children) else "attacked"
        return Cond(f"been_{state}", str(shared.find_first(children, Who)))

    def c_avoided(self, meta, children):
        return Cond("avoided")  # "If attack is avoided": the card's own attack

    def c_loses_battle(self, meta, children):
        who = shared.find_first(children, Who)  # "If you lose the battle": the card's player
        return Cond("loses_battle", str(who) if who is not None else None)

    # --- moments of a battle or a phase leading a sentence
    def t_end_of_each_battle(self, meta, children):
        return TimingWord("end_of_each_battle")

    def t_phase_moment(self, meta, children):
        # "At the end of the Discard Phase", "At the start of each Draw Phase"
        words = words_of(children)
        moment = "end" if "end" in words else "beginning"
        each = "each_" if {"each", "every"} & set(words) else ""
        return TimingWord(f"{moment}_of_{each}{_phase(children)}{_next_battle(words)}")

    def t_after_phase(self, meta, children):
        words = words_of(children)
        each = "each_" if {"each", "every"} & set(words) else ""
        return TimingWord(f"after_{each}{_phase(children)}{_next_battle(words)}")


def _next_battle(words: list[str]) -> str:
    """ "... of next battle": the phase of the battle after this one."""
    return "_of_next_battle" if "next" in words else ""


def _phase(children) -> str:
    """The phase a lead names ("discard_phase"), as the ``phase`` rule gives it."""
    return next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
