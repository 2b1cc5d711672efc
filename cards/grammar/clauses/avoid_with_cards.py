"""Avoiding an attack with cards of a value limit: "Avoid 1 attack with a Power card of 4 or
less", "Avoid any Energy attack with Fighting Power cards with a value of 6 or greater". The
sentence gives the character a permission to use such cards to avoid (``use_to_avoid``), with
the limit in the permission's fields, as "may use ... cards of 4 or less to avoid" does.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import Token, v_args

from .printed_levels import levels_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Icons,
    Kind,
    OnlyModal,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    permission,
)


@v_args(meta=True)
class AvoidWithCards(ClauseBuilder):
    def avoid_using_limited(self, meta, children):
        used = Cards()
        for child in children:
            if isinstance(child, Icons | Kind):
                self._apply_adj(used, child)
            elif isinstance(child, PostPhrase):
                self._apply_post_base(used, child)  # "of 4 or less": the value limit
        levels = levels_printed(children)  # "level 6 through 8" after the cards
        avoided = find_first(children, Cards)  # the attacks avoided ("any Energy attack")
        # "Avoid 1 attack": how many (``quant`` reads "any" as None)
        attacks = next(
            (
                c
                for c in children
                if isinstance(c, int | str) and not isinstance(c, Token | Kind | bool)
            ),
            None,
        )

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise OnlyModal("may", "only 'may avoid ... with' is known")
            if attacks == "all" or "plural" in avoided.filters:
                # the permission's wording says "to avoid any attack" or "1 attack" only
                raise ValueError("'avoid all attacks with' cards is not known")
            return permission(
                who,
                "use_to_avoid",
                used,
                levels=(levels[0], levels[-1]) if levels else None,
                attacks=attacks,
                attack_icons=tuple(avoided.icons),
                filters=("numerical_attack",) if "numerical" in avoided.filters else (),
                duration=duration_of(children),
            )

        return Pred(build)
