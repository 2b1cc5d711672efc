"""Hits a character takes or is healed of, said from the character's side ("This character
receives 2 additional Hits", "Heal 1 Hit from any teammate")."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import ClauseBuilder, Pred, count_of, duration_of, words_of


@v_args(meta=True)
class HitsTaken(ClauseBuilder):
    def receive_hits(self, meta, children):
        # "<who> receives 2 (additional) Hits": the Hits placed on the subject, no record named
        words = words_of(children)
        count = count_of(children, 1)
        additional = "additional" in words
        dur = duration_of(children)

        def build(who, modal):
            if modal not in (None, "must") or not who:
                raise ValueError("a character receives Hits: 'may'/'may not receive' is not known")
            return fx.HitsPlaced(
                who=str(who),
                count=count,
                record=None,
                duration=dur,
                additional=True if additional else None,
            )

        return Pred(build)

    def heal_hits(self, meta, children):
        # "Heal 2 Hits from this character": Hits removed, as "remove 2 Hits from" reads
        return self.remove_hits(meta, children)
