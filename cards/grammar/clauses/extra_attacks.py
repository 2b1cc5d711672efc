"""Additional, bonus and follow-up attacks, and limits on how many attacks are made."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import cards_text
from .combat_phrases import follow_up_count
from .shared import (
    Cards,
    ClauseBuilder,
    Kind,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)
from .verb_forms import third_person_must

_UNDEFENDED = ("relative", "undefended")  # ", which may not be defended"


class _Played:
    """The card whose play a follow-up comes after: its kinds, and who plays it."""

    def __init__(self, kinds: tuple[str, ...], by: str) -> None:
        self.kinds = kinds
        self.by = by


@v_args(meta=True)
class ExtraAttacks(ClauseBuilder):
    def follow_up_pred(self, meta, children):
        # "Additional attack may not be defended.": the follow-up attacks the card grants.
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build("follow_ups", None), meta)

    def make_attacks_undefended(self, meta, children):
        # "may make 1 additional attack ..., which may not be defended"
        pred = self.make_attacks(meta, [c for c in children if c != _UNDEFENDED])
        return Pred(lambda who, modal: replace(pred.build(who, modal), undefended=True))

    def undefended_rel(self, meta, children):
        return _UNDEFENDED

    def make_attacks(self, meta, children):
        # the verb in its third person ("Opponent plays ...") says "must" (``verb_forms``)
        return third_person_must(self._make_attacks_read(meta, children), children)

    def _make_attacks_read(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        # "up to 2 additional attacks": as many as 2, each one optional
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        if up_to:
            count = up_to[1]
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        bonus = [int(t) for t in children if isinstance(t, Token) and t.type == "SIGNED"]
        dur = duration_of(children)
        if bonus and dur is not None:
            raise ValueError("a duration of attacks made at a bonus is not known")
        if bonus and against is None and up_to is None:
            # "May make 2 additional attacks at +2": each of them at that bonus
            return Pred(
                lambda who, modal: fx.BonusAttacks(
                    who=subject_or_self(who),
                    count=count,
                    card_kinds=tuple(c.kinds),
                    icons=tuple(c.icons),
                    amount=bonus[0],
                    additional=True,
                )
            )

        def build(who, modal):
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                against=against,
                up_to=up_to is not None,
                required=modal == "must",
                duration=dur,
            )

        return Pred(build)

    def bonus_attacks(self, meta, children):
        # "Bane may make 1 attack at +4": that attack, not every attack, has the bonus
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = ints_of(children)[-1]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... attacks at' is not known")
            return fx.BonusAttacks(who=subject_or_self(who), count=count, amount=amount)

        return Pred(build)

    def max_attacks(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)

        def build(who, modal):
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count="max",
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                required=modal == "must",
            )

        return Pred(build)

    def make_each_attacks(self, meta, children):
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        icons = [c for c in children if isinstance(c, str) and not isinstance(c, Token | Kind)]
        kinds = tuple(str(c) for c in children if isinstance(c, Kind))

        def build(who, modal):
            # "1 additional Fighting and/or 1 additional Intellect Power card attack"; under
            # "must" each is owed (which of them, or both, the player picks); a bar of the
            # pair is not known
            if modal == "not":
                raise ValueError("'may not make ... and/or ... attack' is not known")
            return [
                fx.AdditionalAttack(
                    who=subject_or_self(who),
                    count=n,
                    icons=(icon,),
                    card_kinds=kinds,
                    and_or=i > 0,
                    required=modal == "must",
                )
                for i, (n, icon) in enumerate(zip(counts, icons, strict=False))
            ]

        return Pred(build)

    def bonus_attacks_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = next(int(c) for c in children if isinstance(c, Token) and c.type == "SIGNED")
        cards = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... attacks at' is not known")
            return fx.BonusAttacks(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                amount=amount,
            )

        return Pred(build)

    def follow_up(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        count = follow_up_count(children) or count  # "1 or 2 follow up attacks"
        cards = [c for c in children if isinstance(c, Cards)]
        w = words_of(children)
        after_who = who_of(children)
        dur = duration_of(children)
        after = None
        followed: _Played | None = None
        if "after" in w:
            # the card played, its kind named as the cards print it ("Universe: Teamwork")
            played = cards[-1]
            if played.kinds and not (played.icons or played.level or played.names):
                # "after Killrazor plays a Universe: Teamwork card": the attack followed,
                # typed (its card's kinds, who plays it)
                followed = _Played(tuple(played.kinds), str(after_who))
            kinds = fx.kinds_text(tuple(played.kinds), " ")
            bare = cards_text(Cards(icons=played.icons, choice=played.choice, level=played.level))
            what = " ".join(x for x in (bare.removesuffix("card").strip(), kinds) if x)
            after = f"{after_who} plays a {what} card"
        source = cards[0] if cards and "from" in w else None

        def build(who, modal):
            if modal == "not":
                return fx.FollowUpAttack(
                    who=subject_or_self(who),
                    count="all",
                    allowed=False,
                    card_kinds=tuple(source.kinds) if source else (),
                    duration=dur,
                )
            return fx.FollowUpAttack(
                who=subject_or_self(who),
                count=count or 1,
                card_kinds=tuple(source.kinds) if source else (),
                after=None if followed else after,
                duration=dur,
                follows=followed.kinds if followed else None,
                follows_owner=followed.by if followed else None,
                follows_played=True if followed else None,
            )

        return Pred(build)

    def follow_up_attacks(self, meta, children):
        # "may make one or both follow up attacks to any Universe: Teamwork card": of the two
        # follow-ups a Teamwork card grants, the character may make either or both
        cards = find_first(children, Cards)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise ValueError("only 'may make one or both follow-up attacks' is known")
            return fx.FollowUpAttack(
                who=subject_or_self(who), count="one_or_both", follows=tuple(cards.kinds)
            )

        return Pred(build)

    def additional_attack_with(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        cards = find_first(children, Cards)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make additional attacks with ...' is unknown")
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                card_owner=cards.owner,
            )

        return Pred(build)
