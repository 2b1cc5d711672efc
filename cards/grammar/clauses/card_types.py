"""Transformer callbacks for the phrases of locations, events, aspects, tactics and characters'
inherent abilities: the game's wording for battlesites and home bases, effects on both players,
tactic artifacts and per-battle abilities.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``). It also keeps, after a
sentence is transformed, the team a location or aspect names and how a character's own KO is
worded, which no single callback sees.
"""

from __future__ import annotations

from dataclasses import fields, replace

from lark import Token, Tree, v_args

from rules.engine import effects as fx

from .shared import (
    Cards,
    ClauseBuilder,
    DurationValue,
    Pred,
    Who,
    duration_of,
    find_first,
    words_of,
)


@v_args(meta=True)
class CardTypeRules(ClauseBuilder):
    # ------------------------------------------------------------------ durations
    def d_each_battle(self, meta, children):
        """ "per battle", "each battle": an ability that holds in every battle, not only in
        the one the card is played in."""
        return DurationValue("each_battle")

    # ------------------------------------------------------------------ events
    def affected_kept(self, meta, children):
        """ "Affected Power cards are not discarded": the cards a restriction kept in hand."""
        cards = find_first(children, Cards)
        kinds = tuple(cards.kinds) if cards is not None else ()
        # "do not have to be discarded": the player may keep them
        optional = True if "have" in words_of(children) else None
        return self._with_span(
            fx.Discipline(
                action="affected_cards_not_discarded", card_kinds=kinds, optional=optional
            ),
            meta,
        )

    def ability_bonus(self, meta, children):
        """ "All inherent abilities that have a + to attack receive an additional +1"."""
        change = next(x for x in children if isinstance(x, tuple) and x and x[0] == "bonus")
        if change[1] is None:
            raise ValueError("an inherent ability's bonus only receives an additional +N")
        target = next(
            (c for c in children if c in ("attack", "defense") and not isinstance(c, Token)),
            None,
        )
        if target is None and any(isinstance(c, Token) and c.type == "PLUS" for c in children):
            raise ValueError("'a + to' names attack or defense")
        return self._with_span(
            fx.AbilityBonus(target=target, amount=change[1], duration=duration_of(children)),
            meta,
        )

    # ------------------------------------------------------------------ every player
    def w_either_player(self, meta, children):
        return Who("either_player")

    def event_ignored_unable(self, meta, children):
        """ "Event is ignored if both players cannot venture two mission cards."""
        who = str(find_first(children, Who))
        pred = find_first(children, Pred)
        unable = self._clauses_of(pred.build(who, None), meta)
        return self._with_span(
            fx.EventIgnored(who=who, unable=tuple(replace(c, span=None) for c in unable)), meta
        )

    def event_ignored_few(self, meta, children):
        """ "Event is ignored if either player has only 1 front line character."""
        who = str(find_first(children, Who))
        count = next(int(c) for c in children if isinstance(c, Token) and c.type == "INT")
        return self._with_span(fx.EventIgnored(who=who, front_line=count), meta)

    def attack_after_concede(self, meta, children):
        """ "Opponent may make 1 attack after Savage Land Team has conceded this battle."""
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        by = str(find_first(children, Who))

        def build(who, modal):
            if modal not in ("may", None):
                raise ValueError("only 'may make an attack after ... has conceded' is known")
            return fx.AttackAfterConcede(who=who or "self", count=count, by=by)

        return Pred(build)

    def w_same_front_line(self, meta, children):
        """ "the same front line character": one Front Line character every such attack
        must be made against (the first one attacked)."""
        return Who("same_front_line")

    def d_battle_or_until(self, meta, children):
        """ "this battle, until character is KO'd": the bare "character" is the one just
        named, not the card's own character."""
        if find_first(children, DurationValue).value != "battle":
            raise ValueError("only the battle's duration is known ended early by an event")
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        if event.startswith("this character "):
            event = "that character " + event.removeprefix("this character ")
        elif event.startswith("that_character "):
            event = "that character " + event.removeprefix("that_character ")
        return DurationValue(fx.Until(f"end of battle or {event}"))

    def the_target(self, meta, children):
        return Who("target")

    def no_shift_every_player(self, meta, children):
        return self._with_span(
            fx.NoShift(
                who=str(find_first(children, Who)),
                duration=duration_of(children),
                every_player=True,
            ),
            meta,
        )

    def hs_with_ability(self, meta, children):
        return ("source", "characters_with_ability", "permanent")

    # ------------------------------------------------------------------ phases
    def t_play_during_phase(self, meta, children):
        """ "Play during the Discard Phase.": the timing of a lead, as a sentence."""
        return self._phase_timing("during", children, meta)

    def t_play_before_phase(self, meta, children):
        return self._phase_timing("before", children, meta)

    def _phase_timing(self, when, children, meta):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        # "Play during each Draw Phase.", "Play before every Discard Phase."
        every = next((w for w in words_of(children) if w in ("each", "every")), None)
        when = f"{when}_{every}" if every else when
        return self._with_span(fx.Timing(when=f"{when}_{phase}"), meta)

    # ------------------------------------------------------------------ named teams
    def transform(self, tree):
        """The sentence's clauses, with the team a location or aspect names ("Krakoa Team",
        "Mojoworld's team") kept on the clauses whose subject is that team."""
        result = super().transform(tree)
        if not isinstance(result, list):
            return result
        # The rules the transform met (when the transformer gathers them): the tree is only
        # walked again when it holds a rule these look for.
        seen = getattr(self, "rules_seen", None)
        lead = _ko_lead(tree) if seen is None or not seen.isdisjoint(_KO_LEAD_RULES) else None
        if lead:
            result = [_with_ko_lead(c, lead) for c in result]
        if seen is None or not seen.isdisjoint(_TEAMMATE_RULES):
            owners = _teammate_owner_names(tree)
            if len(owners) == 1:
                result = [_with_teammate_owner(c, owners[0]) for c in result]
        # A team is named only next to the word "team" ("Krakoa Team", "Mojoworld's team").
        named = "team" in self.norm.text.lower() and (
            seen is None or "name" in seen or '"' in self.norm.text
        )
        names = set(named_teams(tree)) if named else set()
        if len(names) != 1:
            return result
        name = names.pop()
        return [_with_team_name(c, name) for c in result]


_KO_LEAD_RULES = frozenset({"lead_when_kod", "mod_when", "after_self_ko"})
# "Landslide's teammate", "Onslaught teammate": a teammate printed with its owner's name
_TEAMMATE_RULES = frozenset({"w_owner_teammate", "w_teammate"})


def _ko_lead(tree: Tree) -> str | None:
    """How the sentence words the character's own KO: "when KO'd" or "after being KO'd"."""
    for sub in tree.iter_subtrees():
        if sub.data in ("lead_when_kod", "mod_when"):
            return "when"
        if sub.data == "after_self_ko":
            return "after"
    return None


def _with_ko_lead(clause: fx.Clause, lead: str) -> fx.Clause:
    if isinstance(clause, fx.Condition) and clause.when in ("self_ko", "ko"):
        return replace(clause, lead=lead)
    return clause


def _teammate_owner_names(tree: Tree) -> list[str]:
    """The names printed as a teammate's owner: "Landslide's teammate" (the card's own
    character, whose teammate the clause means)."""
    found: list[str] = []
    for sub in tree.iter_subtrees():
        if sub.data == "w_teammate":
            # "Onslaught teammate": the owner's name printed without its "'s"
            named = [k for k in sub.children if isinstance(k, Tree) and k.data == "name"]
            for kid in named:
                name = " ".join(str(t) for t in kid.scan_values(lambda v: True))
                found.append(name[:1].upper() + name[1:])
            continue
        if sub.data != "w_owner_teammate":
            continue
        for owner in sub.find_data("owner_atom"):
            kids = owner.children
            if len(kids) == 1 and isinstance(kids[0], Tree) and kids[0].data == "name":
                name = " ".join(str(t) for t in kids[0].scan_values(lambda v: True))
                found.append(name[:1].upper() + name[1:])
    return found


def _with_teammate_owner(clause: fx.Clause, name: str) -> fx.Clause:
    """A KO condition or trigger on "teammate" keeps the name printed as its owner."""
    if isinstance(clause, fx.Condition | fx.Trigger) and clause.detail == "teammate":
        return replace(clause, self_name=name)
    if isinstance(clause, fx.CannotAttack) and clause.who == "teammate":
        return replace(clause, self_name=name)  # "Witchblade's teammates may not attack"
    if isinstance(clause, fx.RemoveHits | fx.KnockOut) and clause.who == "teammate":
        # "the Permanent Record of Onslaught teammate", "KO any one of Onslaught's teammates"
        return replace(clause, self_name=name)
    return clause


def named_teams(tree: Tree) -> list[str]:
    """The names printed as a team's in ``tree``: "<Name> Team", "<Name>'s team" and
    "<Name>'s team's"."""
    found: list[str] = []
    for sub in tree.iter_subtrees():
        kids = sub.children
        for i, kid in enumerate(kids):
            if isinstance(kid, Token) and kid.type == "QUOTED":
                # '"Ship" Team': a team named by a quoted name
                if i + 1 < len(kids) and _is_team_word(kids[i + 1]):
                    found.append(kid.value.strip('"'))
                continue
            if not (isinstance(kid, Tree) and kid.data == "name"):
                continue
            after = kids[i + 1] if i + 1 < len(kids) else None
            if _is_team_word(after) or (
                sub.data == "owner_atom" and len(kids) == 1 and _owner_is_team(tree, sub)
            ):
                name = " ".join(str(t) for t in kid.scan_values(lambda v: True))
                name = name.replace(" :", ":")  # "X-Men: Original Team": the colon as printed
                # A name opening the sentence was lower-cased with it: printed capitalised.
                found.append(name[:1].upper() + name[1:])
    return found


def _is_team_word(node) -> bool:
    return isinstance(node, Token) and node.lower() in ("team", "team's")


def _owner_is_team(tree: Tree, atom: Tree) -> bool:
    """Whether the owner ``atom`` belongs to is "<Name>'s team" or "<Name>'s team's"."""
    for sub in tree.iter_subtrees():
        for i, kid in enumerate(sub.children):
            if (
                kid is atom
                and sub.data == "owner"
                and any(isinstance(t, Token) and t.type == "TEAM_POSS" for t in sub.children)
            ):
                return True
            if isinstance(kid, Tree) and kid.data == "owner" and atom in kid.children:
                nxt = sub.children[i + 1] if i + 1 < len(sub.children) else None
                if _is_team_word(nxt):
                    return True
    return False


def _with_team_name(clause: fx.Clause, name: str) -> fx.Clause:
    """``clause`` (and the clauses it holds) naming the team it is about."""
    changes: dict = {}
    # "team_characters", "team_reserve": the named team's characters or Reserve
    who = getattr(clause, "who", None) or ""
    if (
        who == "team"
        or who.startswith("team_")
        or getattr(clause, "by", None) == "team"
        or getattr(clause, "against", None) == "team"  # "... against Ravencroft Team"
    ):
        changes["team_name"] = name
    for f in fields(clause):
        value = getattr(clause, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], fx.Clause):
            changes[f.name] = tuple(_with_team_name(c, name) for c in value)
    return replace(clause, **changes) if changes else clause
