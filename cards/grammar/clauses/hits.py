"""Hits: where Hits go, removing, moving and rearranging Hits, Hits on records and what
Hits count toward."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .cards_switched import record_partner
from .counts import hits_counted
from .hit_words import POWER_TYPES, hit_filter_of, hit_phrase
from .shared import (
    AnyCount,
    Cards,
    ClauseBuilder,
    Icons,
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
from .verb_forms import third_person_must


def printed_owner(src: tuple) -> str | None:
    """The name a Hit source printed beside "teammate" ("Ripclaw's or teammate's Permanent
    Record"), kept so the clause names that character, never another."""
    return getattr(src[1], "printed", None)


def _held_remover(who: str, modal: str | None) -> bool:
    """Whether a subject named for Hits removed under no modal of its own is the remover held
    apart under "must" / "may not" ("Storm must remove 1 Hit from any Character"); the
    card's own character under no modal (an option of a choice) is not named as remover."""
    return modal is None and who != "self"


@v_args(meta=True)
class HitsClauses(ClauseBuilder):
    def acts_hit(self, meta, children):
        level, icons, choice, _ = self._attack_parts(children)
        return self._with_span(fx.Hit(level=level, icons=icons, choice=choice), meta)

    def hit_goes(self, meta, children):
        owner = find_first(children, Who)
        return self._with_span(fx.HitPlacement(who=str(owner) if owner else "target"), meta)

    def hit_post(self, meta, children):
        icons = find_first(children, Icons)
        if icons and len(icons.icons) == 1 and icons.icons[0] in POWER_TYPES:
            return hit_phrase(icons=tuple(icons.icons))
        if icons:
            return PostPhrase("icons", icons)
        return hit_phrase(max_value=ints_of(children)[0])

    def hit_source(self, meta, children):
        w = words_of(children)
        who = find_first(children, Who)
        record = "permanent" if "permanent" in w else "current"
        if "battlesite" in w:
            record = "battlesite"  # "Havok's Battlesite": the team's Location card
        if who is not None and who.printed:
            return ("source", who, record)  # "of Ripclaw or teammate": the name kept
        return ("source", str(who) if who else None, record)

    def hs_record_post(self, meta, children):
        # the record, and the filter printed after it (only the Hit removal reads it: any
        # other verb leaves its words unconsumed, so the text stays partial)
        post = find_first(children, PostPhrase)
        rest = [c for c in children if c is not post]
        return (*self.hit_source(meta, rest), post)

    def hit_counts_venture(self, meta, children):
        return self._with_span(fx.Discipline(action="hit_counts_toward_venture_total"), meta)

    def count_hits_on(self, meta, children):
        return PostPhrase("per", hits_counted(who_of(children), "permanent_record"))

    def remove_hits_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        w = words_of(children)
        if up_to:
            count = up_to[1]
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        adjs = find_first(children, list) or []
        kinds = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        filt, typed = hit_filter_of(kinds, [p for p in children if isinstance(p, PostPhrase)])

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not remove' is not known")
            if modal == "must" and who and src[1] and src[1] != who:
                raise ValueError("the remover's modal is held apart")  # as ``remove_hits``
            return fx.RemoveHits(
                who=src[1] or subject_or_self(who),
                self_name=printed_owner(src),
                count=count,
                record=src[2],
                filter=filt,
                hit_filter=typed,
                up_to=up_to is not None,
                # "Mojoworld Team may remove 1 Special card Hit from any Character": the
                # remover, apart from the character whose Hits go
                by=who
                if who
                and src[1]
                and src[1] != who
                and (modal == "may" or _held_remover(who, modal))
                else None,
            )

        return Pred(build)

    def move_hits_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        w = words_of(children)
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        dest = next(c for c in children if isinstance(c, tuple) and c[0] == "dest")

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not move Hits' is not known")
            source = src[1] or subject_or_self(who)
            return fx.MoveHits(
                who=source,
                self_name=printed_owner(src),
                count=count,
                record=src[2],
                to=dest[1] or source,
                to_record=dest[2],
            )

        return Pred(build)

    def hit_multi_icon(self, meta, children):
        return hit_phrase(many_icons=True)

    def card_hits(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        owner, target = (whos[0], whos[1]) if len(whos) > 1 else (None, whos[0])
        cards = apply_adjs(children)
        return self._with_span(
            fx.CardHits(
                owner=owner,
                card_kinds=tuple(cards.kinds),
                who=target,
                duration=duration_of(children),
            ),
            meta,
        )

    def current_hits_discarded(self, meta, children):
        return self._with_span(
            fx.DiscardHits(who=who_of(children, "teammate"), duration=duration_of(children)), meta
        )

    def hits_remain(self, meta, children):
        if "all" not in [c for c in children if type(c) is str]:
            raise ValueError("only 'All Hits remain' is known")
        return self._with_span(fx.Discipline(action="all_hits_remain"), meta)

    def hit_dest(self, meta, children):
        w = words_of(children)
        return ("dest", who_of(children), "permanent" if "permanent" in w else "current")

    def move_hits(self, meta, children):
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        dest = next(c for c in children if isinstance(c, tuple) and c[0] == "dest")
        owner = who_of(children)

        def build(who, modal):
            source = owner or src[1] or subject_or_self(who)
            return fx.MoveHits(
                who=source, count="all", record=src[2], to=dest[1] or source, to_record=dest[2]
            )

        return Pred(build)

    def hits_moved(self, meta, children):
        srcs = [c for c in children if isinstance(c, tuple) and c and c[0] == "source"]
        posts = [c for c in children if isinstance(c, PostPhrase)]
        if srcs[0][2] == srcs[1][2] == "permanent":
            # "All Hits (with only Energy icons) in the Permanent Record of ... are moved to the
            # Permanent Record of ...": the Hits that move, from one record to another
            if len(posts) > 1 or any(not getattr(p.value, "only_icons", False) for p in posts):
                raise ValueError("only Hits with only some icons are known to move so")
            filt, typed = hit_filter_of(None, posts)
            return self._with_span(
                fx.MoveHits(
                    who=srcs[0][1],
                    count="all",
                    record="permanent",
                    to=srcs[1][1],
                    to_record="permanent",
                    filter=filt,
                    hit_filter=typed,
                ),
                meta,
            )
        if posts:
            raise ValueError("Hits with a filter move only between Permanent Records")
        return self._with_span(
            fx.RemoveHits(who=srcs[0][1], count="all", record=srcs[0][2], to=srcs[1][1]), meta
        )

    def hp_only_icons(self, meta, children):
        icons = find_first(children, Icons)
        return hit_phrase(icons=tuple(icons.icons), only_icons=True)

    def rearrange_hits(self, meta, children):
        whose = who_of(children)
        return Pred(
            lambda who, modal: fx.Permission(
                who=subject_or_self(who), action="rearrange_hits", owner=whose
            )
        )

    def hits_not_recorded(self, meta, children):
        # "All hits from the current battle are discarded at the end of the battle, and ...":
        # every character's Hits of the battle are discarded
        discarded = "discarded" in words_of(children) or None
        return self._with_span(
            fx.HitsNotRecorded(who=who_of(children, "all_characters"), discarded=discarded), meta
        )

    def discard_hits_and_placed(self, meta, children):
        def build(who, modal):
            subject = who or "exchanged_character"
            return [
                fx.RemoveHits(who=subject, count="all", record="permanent"),
                fx.Discard(who=subject, count="all", from_="placed", filter="placed"),
            ]

        return Pred(build)

    def _remove_hits_core(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        if up_to:
            count = up_to[1]
        w = words_of(children)
        if count is None:
            count = "all" if "all" in w or "hits" in w else 1
        src = next(c for c in children if isinstance(c, tuple) and c[0] == "source")
        posts = [p for p in (*children, *src[3:]) if isinstance(p, PostPhrase)]
        filt, typed = hit_filter_of(None, posts)

        per = find_first(children, fx.Scaling)

        def build(who, modal):
            return fx.RemoveHits(
                scaling=per,
                who=src[1] or subject_or_self(who),
                self_name=printed_owner(src),
                count=count,
                record=src[2],
                filter=filt,
                hit_filter=typed,
                up_to=up_to is not None,
            )

        return Pred(build)

    def _remove_hits_base(self, meta, children):
        extra = [p.value for p in children if isinstance(p, PostPhrase) and p.name == "raw_filter"]
        rest = [c for c in children if not (isinstance(c, PostPhrase) and c.name == "raw_filter")]
        pred = self._remove_hits_core(meta, rest)
        if not extra:
            return pred

        def build(who, modal):
            c = pred.build(who, modal)
            words = ", ".join(x for x in (c.filter, *extra) if x)
            return replace(c, filter=words, hit_filter=None)

        return Pred(build)

    def remove_hits(self, meta, children):
        # the verb in its third person ("Opponent plays ...") says "must" (``verb_forms``)
        return third_person_must(self._remove_hits_read(meta, children), children)

    def _remove_hits_read(self, meta, children):
        # "Opponent may remove 1 Hit from any Character": the remover is kept apart from
        # the character whose Hits go.
        pred = self._remove_hits_base(meta, children)
        # "remove any Hit", "remove any 1 Hit": the player picks which Hit goes
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        bare_any = not meta.empty and any(
            meta.start_pos <= p < meta.end_pos for p in getattr(self, "bare_any_at", ())
        )
        any_chosen = "any_n" if isinstance(count, AnyCount) else ("any" if bare_any else None)

        def build(who, modal):
            clause = pred.build(who, modal)
            if any_chosen and clause.count == (count or 1):
                clause = replace(clause, any_chosen=any_chosen)
            if who and modal in ("must", "not") and clause.who != who:
                # "Opponent must (not) remove 1 Hit from any Character": the remover kept, the
                # clause held under the printed modal (``modal_check``)
                raise ValueError("the remover's modal is held apart")
            if who and clause.who != who and (modal == "may" or _held_remover(who, modal)):
                return replace(clause, by=who)
            if who and modal == "may" and who not in fx.WHO_KEYWORDS:
                # "Velocity may remove ... from Velocity's Permanent Record": the named
                # character removes its own Hits
                return replace(clause, by=who)
            return clause

        return Pred(build)

    def record_hits(self, meta, children):
        return find_first(children, Who)

    def exchange_record_hits(self, meta, children):
        # all the Hits of one Permanent Record against all those of another: the records switch
        whos = [record_partner(c) for c in children if isinstance(c, Who)]
        dur = duration_of(children)
        return Pred(
            lambda who, modal: fx.SwitchRecord(
                who=whos[0], partner=whos[1], duration=dur, records_of=True, hits_of=True
            )
        )
