"""Combat phrases that combine with the rest of a sentence: follow-ups made with a card, the
attack they follow, a defense bonus against attacks made with some cards, attacks from a
an attack printed with "level" and no number, and "The Hand" as a subject.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .knockout import regardless_kind
from .shared import (
    ClauseBuilder,
    LevelRange,
    OnlyModal,
    PostPhrase,
    Pred,
    Who,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)

_ANY_POWER_TYPE = ("follow_up", "any_power_type")  # ", regardless of Power Type"


class _Followed:
    """The attack a follow-up follows: the kinds of its card, and whose card it is."""

    def __init__(self, kinds: tuple[str, ...], owner: str | None) -> None:
        self.kinds = kinds
        self.owner = owner


@v_args(meta=True)
class CombatPhrases(ClauseBuilder):
    # --- follow-ups
    def followed_attack(self, meta, children):
        return _Followed(tuple(apply_adjs(children).kinds), None)

    def followed_owned(self, meta, children):
        # "any teammate's Teamwork card attack": an attack of one of the owner's characters
        return _Followed(tuple(apply_adjs(children).kinds), str(find_first(children, Who)))

    def any_power_type(self, meta, children):
        return _ANY_POWER_TYPE

    def follow_up_with(self, meta, children):
        # "follow up a Universe: Teamwork card with any Power card, regardless of Power Type"
        followed = find_first(children, _Followed)
        used = apply_adjs(children)
        if not followed.kinds or not (used.kinds or used.icons):
            raise ValueError("a follow-up names the card it follows and the card it is made with")
        level = find_first(children, LevelRange)
        if level is None:
            levels = [c for c in children if isinstance(c, list) for c in c]
            level = next((x for x in levels if isinstance(x, LevelRange)), None)
        if level is not None and level.low != level.high:
            raise ValueError("a follow-up card of a range of levels is not known")
        with_any = "any" in words_of(children)
        dur = duration_of(children)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise OnlyModal("may", "only 'may follow up' is known")
            return fx.FollowUpAttack(
                who=subject_or_self(who),
                count=1,
                follows=followed.kinds,
                follows_owner=followed.owner,
                with_kinds=tuple(used.kinds),
                with_icons=tuple(used.icons),
                with_level=level.low if level is not None else None,
                with_any=True if with_any else None,
                any_power_type=True if _ANY_POWER_TYPE in children else None,
                duration=dur,
            )

        return Pred(build)

    # --- a level printed without its number
    def acts_attack_unnumbered(self, meta, children):
        # "Acts as a level Any-Power attack": the attack, "level" kept as printed
        return [
            replace(c, level_unnumbered=True) if isinstance(c, fx.Attack) and i == 0 else c
            for i, c in enumerate(self.acts_attack(meta, children))
        ]

    # --- a defense bonus against attacks made with some cards
    def same_type_as(self, meta, children):
        # "with the same Power Type as any Power cards on X's Permanent Record"
        return PostPhrase("same_type_as", (who_of(children), tuple(apply_adjs(children).kinds)))

    def modifier_made_with(self, meta, children):
        if "defense" not in children:
            raise ValueError("only a defense bonus against attacks made with cards is known")
        amount = ints_of(children)[0]
        who = str(find_first(children, Who))
        used = apply_adjs(children)
        same = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "same_type_as"),
            (None, ()),
        )
        return self._with_span(
            fx.DefenseAgainstCards(
                who=who,
                amount=amount,
                made_with=tuple(used.kinds),
                icons=tuple(used.icons),
                same_type_as=same[0],
                record_kinds=same[1],
                duration=duration_of(children),
            ),
            meta,
        )

    # --- who may attack whom
    def unless_named_attacks_first(self, meta, children):
        # "unless Violator attacks him first": the character named attacks first
        return ("unless", "attacked_first_by_them", who_of(children))

    def skip_battle_moving(self, meta, children):
        # "Reserve must skip a battle before moving to Front Line"
        return Pred(lambda who, modal: fx.SkipBattle(who=who or "reserve", moving_to="front_line"))

    def continue_attack(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise OnlyModal("may", "only 'may continue to attack' is known")
            return fx.ContinueAttacking(who=subject_or_self(who), duration=dur)

        return Pred(build)

    def bonus_counts_damage(self, meta, children):
        # "Bonus counts toward Damage.": the card's bonus adds to the damage its attack does
        return self._with_span(fx.Discipline(action="bonus_counts_toward_damage"), meta)

    def bonus_vs_battlesite(self, meta, children):
        # "+3 when used to attack a Battlesite": this card's attack, when made on a Location
        return self._with_span(
            fx.AttackModifier(
                who="self",
                amount=ints_of(children)[0],
                against="target_battlesite",
                when_used=True,
                duration=duration_of(children),
            ),
            meta,
        )

    # --- KO
    def ko_normal_rules(self, meta, children):
        w = words_of(children)
        at = w.index("abilities")
        joiner = w[at + 1]  # "regardless of Inherent Abilities or other Special cards"
        kind = regardless_kind(children)  # "... other Power cards": the cards disregarded
        dur = duration_of(children)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise OnlyModal("may", "only 'may be KO'd using normal KO rules' is known")
            return fx.NormalKoRules(
                who=subject_or_self(who),
                regardless_joiner=joiner,
                regardless_kind=kind,
                duration=dur,
            )

        return Pred(build)

    def played_if_hits(self, meta, children):
        # "May only be played if Grifter has Hits totaling 15 or more in his Permanent Record"
        holder = who_of(children)
        total = ints_of(children)[0]

        def build(who, modal):
            if modal != "only" or who not in (None, "self"):
                raise ValueError("only 'may only be played if ...' of the card itself is known")
            return fx.PlayRequirement(holder=holder, min_hits=total)

        return Pred(build)

    # --- defense
    def defend_card_holders(self, meta, children):
        whom = find_first(children, Who)
        card = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        dur = duration_of(children)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise OnlyModal("may", "only 'may defend ... that has ... in play' is known")
            return fx.DefendCardHolders(
                who=subject_or_self(who),
                whom=str(whom),
                front_line=bool(getattr(whom, "any_front_line", False)),
                card=card.value.strip('"').strip(),
                duration=dur,
            )

        return Pred(build)

    # --- subjects
    def w_the_hand(self, meta, children):
        # "The Hand may continue to fight": the team named by the keywords "the hand"
        return Who("The Hand")


def follow_up_count(children) -> str | None:
    """ "1 or 2 follow up attacks": either of the two numbers printed, as one count."""
    nums = [int(c) for c in children if isinstance(c, Token) and c.type == "INT"]
    if len(nums) == 2 and "or" in words_of(children):
        return f"{nums[0]} or {nums[1]}"
    return None
