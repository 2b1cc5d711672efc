"""Transformer callbacks for the rules a location sets for its team (``rules.engine.effects.
team_rules``): its subjects ("Spawn's Alley Team Characters", "Latveria Team's Reserve
Character") and its verb phrases (having a Battlesite, the Draw Phase draw, cards Placed on
each character, the Reserve entering on a KO, switching two characters).

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    Pile,
    PostPhrase,
    Pred,
    Who,
    count_of,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)

_count = count_of  # "up to three cards": digits or a word


def _only(modal: str | None, what: str, wanted: tuple[str | None, ...]) -> None:
    if modal not in wanted:
        raise ValueError(f"no meaning known for '{modal}' with {what}")


@v_args(meta=True)
class TeamRules(ClauseBuilder):
    # ------------------------------------------------------------------ subjects
    def w_named_team_characters(self, meta, children):
        """ "Spawn's Alley Team Characters": every character of the location's team."""
        return Who("team_characters")

    def w_owner_reserve(self, meta, children):
        """ "Latveria Team's Reserve Character": the Reserve of that team."""
        owner = str(find_first(children, Who))
        if owner != "team":
            raise ValueError("only a team's Reserve character is known as a subject")
        return Who("team_reserve")

    # ------------------------------------------------------------------ verb phrases
    def have_battlesite(self, meta, children):
        """ "may not have a Battlesite": the team plays without a Battlesite."""

        def build(who, modal):
            _only(modal, "'have a Battlesite'", ("not",))
            return fx.BattlesiteBar(who=who or "self")

        return Pred(build)

    def draw_in_phase(self, meta, children):
        """ "may only draw 7 cards during the Draw Phase": a cap on the Draw Phase's draw (an
        obligation when printed "must draw")."""
        count = next((c for c in children if type(c) is int), None)
        if count is None or "draw_phase" not in children:
            raise ValueError("only the Draw Phase's draw count is known")

        def build(who, modal):
            _only(modal, "a Draw Phase's draw", ("only", "must"))
            return fx.DrawPhaseCount(who=who or "self", count=count, limit=modal == "only")

        return Pred(build)

    def have_placed_each(self, meta, children):
        """ "may only have up to three cards Placed to each Character"."""
        count = _count(children)
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        if cards.icons or cards.level:
            raise ValueError("a limit of Placed cards by power type or level is not known")

        def build(who, modal):
            _only(modal, "a limit of Placed cards", ("only",))
            return fx.PlacedLimit(who=who or "self", max_cards=count, card_kinds=tuple(cards.kinds))

        return Pred(build)

    def enter_on_ko(self, meta, children):
        """ "may enter battle immediately upon KO of Front Line Character"."""
        of = who_of(children)

        def build(who, modal):
            _only(modal, "a Reserve entering battle", ("may",))
            return fx.ReserveEntry(who=who or "self", on_ko_of=of)

        return Pred(build)

    def subj_switch(self, meta, children):
        """ "Hell's Kitchen Team may switch the Reserve Character with any Front Line
        Character": the team trades the places of two of its characters."""
        by, first, second = (str(w) for w in children if isinstance(w, Who))
        clause = fx.CharacterMove(
            who=first, to=second, swap=True, duration=duration_of(children), by=by
        )
        # "... must / may not switch ...": the swap held under the modal printed
        return self._with_span(held_as_printed(clause, words_of(children), "may"), meta)

    def cards_hit_venture(self, meta, children):
        """ "Blue Area Team's Energy Power Cards are -2 to Blue Area Team's Venture Total when
        they Hit"."""
        whos = [str(w) for w in children if isinstance(w, Who)]
        cards = find_first(children, Cards)
        if cards is None or not (cards.kinds or cards.icons) or cards.names or cards.filters:
            raise ValueError("a Venture Total bonus of Hits names the cards that make them")
        owner = "opponent_team" if whos[0] == "opponent" else whos[0]
        total = whos[1] if len(whos) > 1 else None
        if total is not None and total != whos[0]:
            raise ValueError("only the card owner's own Venture Total is known here")
        clause = fx.HitVentureBonus(
            who=owner,
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            amount=ints_of(children)[-1],
            additional="additional" in words_of(children),
            total_of=None if total is None else owner,
        )
        return self._with_span(clause, meta)

    # ------------------------------------------------------------------ inherent abilities
    def no_ability(self, meta, children):
        """ "none": no inherent ability."""
        return self._with_span(fx.NoAbility(), meta)

    def c_in_reserve(self, meta, children):
        """ "If in Reserve, ...": while the character is the team's Reserve."""
        return Cond("in_reserve")

    def move_on_ko(self, meta, children):
        """ "may move to Front Line during same battle teammate is KO'd"."""
        of = who_of(children)

        def build(who, modal):
            _only(modal, "a Reserve moving to the Front Line", ("may",))
            return fx.ReserveEntry(who=who or "self", on_ko_of=of)

        return Pred(build)

    def ko_base(self, meta, children):
        """'"Ship" Team Hits to KO is 25 points, unless otherwise altered'."""
        owner = who_of(children)
        if owner is None:
            owner = "team"  # "<Name> Team", '"<Name>" Team': the location's team
        elif owner == "opponent":
            owner = "opponent_team"
        value = next(int(c) for c in children if isinstance(c, Token) and c.type == "INT")
        clause = fx.KoThreshold(who=owner, set_to=value, unless_altered=True)
        return self._with_span(clause, meta)

    def unless_altered(self, meta, children):
        return "unless_altered"

    # ------------------------------------------------------------------ every card of an owner
    def all_of_owner(self, meta, children):
        """ "All of Opponent's ...", "All of this character's ...", "All of your ...": the owner's
        cards or attacks, every one of them."""
        owner = find_first(children, Who)
        who = Who(str(owner))
        who.yours = owner.yours
        who.owner_name = owner.owner_name
        who.all_of = True
        return who

    def owned_card_attacks_mod(self, meta, children):
        """ "All of Opponent's Universe: Teamwork Card attacks are -1"."""
        owner = find_first(children, Who)
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        if cards.names or cards.filters or not (cards.kinds or cards.icons):
            raise ValueError("an attack modifier names the cards it applies to")
        clause = fx.AttackModifier(
            who="opponent" if owner in ("opponent", "opponent_team") else str(owner),
            amount=ints_of(children)[-1],
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            duration=duration_of(children),
            all_of=True if owner.all_of else None,
            # "This character's Power card attacks are +1": said of the owner's attacks
            attacks_of=True if owner == "self" and not owner.all_of else None,
        )
        return self._with_span(clause, meta)

    def bonus_set(self, meta, children):
        return ("set", ints_of(children)[-1])

    def _bonus_set(self, meta, children, cards, value):
        owner = find_first(children, Who)
        if owner is None:
            raise ValueError("a bonus set to a value names whose cards give it")
        clause = fx.BonusModifier(
            who=str(owner),
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            set_to=value,
            duration=duration_of(children),
            all_of=True if owner.all_of else None,
        )
        return self._with_span(clause, meta)

    def cards_additional_mod(self, meta, children):
        """ "X Team's Universe: Training cards are an additional +1 to attack, +2 to defense":
        one modifier for each action named, each on top of the cards' own value."""
        who, cards = _team_cards(children)
        out: list[fx.Clause] = []
        amount = None
        for c in children:
            if isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
            elif isinstance(c, Token) and c.lower() in ("attack", "defense"):
                cls = fx.AttackModifier if c.lower() == "attack" else fx.DefenseModifier
                out.append(
                    cls(
                        who=who,
                        amount=amount,
                        card_kinds=tuple(cards.kinds),
                        icons=tuple(cards.icons),
                        additional=True,
                    )
                )
        return [self._with_span(c, meta) for c in out]

    def against_attacks_from(self, meta, children):
        return ("attacks_from", str(find_first(children, Pile)))

    def cards_mod_uses(self, meta, children):
        """ "X Team's Energy Power Cards are +1 to defense, +3 to defense against any attack
        from a Battlesite": one modifier for each amount, to the use printed after it."""
        who, cards = _team_cards(children)
        out: list[fx.Clause] = []
        amount = 0
        for c in children:
            if isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
            elif isinstance(c, PostPhrase) and c.name == "use":
                cls = fx.DefenseModifier if c.value == "defense" else fx.AttackModifier
                mod = cls(
                    who=who,
                    amount=amount,
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    when_used=getattr(c, "when_used", False),
                )
                out.append(mod)
            elif isinstance(c, tuple) and c and c[0] == "attacks_from":
                out[-1] = replace(out[-1], attacks_from=c[1])
        return [self._with_span(c, meta) for c in out]


def _team_cards(children: list) -> tuple[str, Cards]:
    """Whose cards a team's card modifier is about ("X Team's", "opponent's"), and which."""
    owner = str(find_first(children, Who))
    cards = find_first(children, Cards)
    if cards is None or cards.names or cards.filters or not (cards.kinds or cards.icons):
        raise ValueError("a modifier of cards names the cards it applies to")
    return ("opponent_team" if owner == "opponent" else owner), cards
