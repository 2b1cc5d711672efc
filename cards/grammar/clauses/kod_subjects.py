"""A subject narrowed to the characters KO'd this battle: "All heroes KO'd this battle may
continue to fight and are not discarded until the end of the battle."

After a subject, "KO'd" goes on either with "with N Hits" (``ko_with_hits``) or with "this
battle" (this phrase): the grammar reads the subject first and decides one word after "KO'd",
so no lexer terminal holds "KO'd this battle". Only the whole of the characters so narrowed is
a subject the rules know; any other is not understood.
"""

from __future__ import annotations

from lark import v_args

from .shared import ClauseBuilder, Who, who_of

#: The subjects "<who> KO'd this battle" names, by the who narrowed.
_KOD_THIS_BATTLE = {"all_characters": "characters_kod_this_battle"}


@v_args(meta=True)
class KodSubjects(ClauseBuilder):
    def kod_subj_pred(self, meta, children):
        kod = _KOD_THIS_BATTLE.get(who_of(children) or "")
        if kod is None:
            raise ValueError(f"'{who_of(children)} KO'd this battle' is not a known subject")
        return self.subj_pred(meta, [Who(kod) if isinstance(c, Who) else c for c in children])
