"""The Defense check's negates, avoids and the restrictions in play on what may defend."""

from __future__ import annotations

from rules.engine.attack_card_bars import attacked_with_cards
from rules.engine.attacks import (
    Action,
    Illegal,
    card_icons,
)
from rules.engine.clauses import tuple_of
from rules.engine.defense_outcome import (
    Outcome,
    card_clauses,
    discard_of,
    find_in_play,
)
from rules.engine.durations import clause_duration, describe
from rules.engine.group_subjects import group_holds
from rules.engine.played_values import with_played_values
from rules.engine.state import CardUse, Effect
from rules.engine.use_restrictions import check_use
from rules.engine.value_limits import admits
from rules.engine.who_codes import NOT_GIVEN, code_fits, not_given
from rules.engine.who_names import names_character

#: The lasting clauses an avoid card leaves in play after it avoided an attack.
STAYS_AFTER_AVOID = frozenset(
    {"cannot_be_attacked", "cannot_attack", "immunity", "play_restriction", "grid_change"}
)


def unnegatable(action: Action) -> str | None:
    """The card of the play that says it may not be negated ("This Special may not be
    negated"), if any: a card played as written (MR.1)."""
    for card in [action.special, *action.cards]:
        if card is not None and any(
            c.get("kind") == "discipline" and c.get("action") == "may_not_be_negated"
            for c in card.clauses
        ):
            return card.name
    return None


class AvoidsMixin:
    # --- R1: negate
    def _negate(self, action: Action, card: CardUse, cards: list[CardUse], player: str) -> Outcome:
        check_use(card, action)  # "may not be used to avoid a numerical attack"
        clause = card_clauses(card, "negate")[0]
        kinds = set(tuple_of(clause.get("card_kinds"))) or {"special"}
        if not kinds & action.card_kinds:
            raise Illegal(
                "MR.10",
                f"{card.name} negates {' or '.join(sorted(kinds))} cards; this play has none",
            )
        icons = set(tuple_of(clause.get("icons")))
        if icons and not icons & set(action.icons):
            raise Illegal("MR.10", f"{card.name} negates only {' or '.join(sorted(icons))} cards")
        mv = clause.get("max_value")
        if mv is not None and (action.value is None or action.value > int(mv)):
            raise Illegal("MR.10", f"{card.name} negates only cards of {mv} or less")
        named = str(clause.get("against") or "")
        if clause.get("against_only") and named:
            # "... played by opponent against Captain Marvel only"
            aimed = self.board.character(action.target) if action.target else None
            if aimed is None or not aimed.name.lower().startswith(named.lower()):
                raise Illegal("MR.10", f"{card.name} negates only cards played against {named}")
        if (shield := self._not_negated(action)) is not None:
            raise Illegal(
                ["MR.10", "MR.19"],
                f"{shield.card.name} is in play: {action.description} may not be negated",
            )
        if (own := unnegatable(action)) is not None:
            raise Illegal(["MR.10", "MR.1"], f"{own} says it may not be negated")
        changes = [discard_of(card, player) for card in cards if card.source != "in_play"]
        return Outcome(
            "negated",
            ["MR.10", "OR.defense"],
            f"{card.name} negates {action.description}: none of its effects happen",
            changes,
        )

    def _not_negated(self, action: Action) -> Effect | None:
        """The effect in play saying the cards of the character who made the play may not
        be negated ("Target Character's Special cards may not be Negated for remainder of
        game"; "any Special played by Zealot or Zealot's teammates ...": any character of
        the effect's side), if any."""
        by = self.board.character(action.by) if action.by else None
        if by is None:
            return None
        for e in self.effects:
            for c in e.clauses:
                kinds = set(tuple_of(c.get("card_kinds"))) or {"special"}
                side = c.get("who") == "self_or_teammate" and by.player == e.player
                if (
                    c.get("kind") == "not_negated"
                    and kinds & action.card_kinds
                    and (side or names_character(c.get("who"), by, e))
                ):
                    return e
        return None

    # --- R1: avoid
    def _avoid(
        self, action, card, cards, defender, target, player, attack_value, in_play_effects
    ) -> Outcome:
        check_use(card, action)  # "may not be used to avoid a numerical attack"
        clause = card_clauses(card, "avoid")[0]
        rules = ["MR.10", "OR.defense", "MR.5.target"]
        if not action.targeted or action.target is None:
            raise Illegal(
                "MR.5.target",
                "an attack made on the opponent rather than a target character may not be avoided",
            )
        who = clause.get("who") or "self"
        owner = (
            self.board.character(card.raw.get("by"))
            if isinstance(card.raw, dict) and card.raw.get("by")
            else defender
        )
        if action.on_battlesite:
            if who != "battlesite" and card.kind != "activator":
                raise Illegal(
                    "OR.defense.battlesite",
                    "front-line characters defend a battlesite with a special only when it says so",
                )
        elif (
            who == "self"
            and defender is not None
            and target is not None
            and defender.id != target.id
        ):
            raise Illegal("OR.defense", f"{card.name} avoids attacks on the character who plays it")
        elif (
            who == "teammate"
            and defender is not None
            and target is not None
            and defender.id == target.id
        ):
            raise Illegal("OR.defense", f"{card.name} avoids an attack on a teammate only")
        coded = code_fits(clause.get("who_code"), target) if target is not None else True
        if coded is not True:
            # "Any hero may avoid 1 attack": an attack on a character of that code only
            code = clause.get("who_code")
            said = f"is not a {code}" if coded is False else not_given(target.name)
            raise Illegal(
                ["OR.code-rule", *([] if coded is False else [NOT_GIVEN])],
                f"{card.name} avoids an attack on a {code} only, and"
                + (f" {target.name} {said}" if coded is False else f" {said}"),
            )
        if owner is not None and card.kind == "special" and card.source != "in_play":
            # its own character's, or one an ability in play lets it play ("May play any
            # "Thor" Special cards"), as for an attack (OR.special, OR.inherent)
            from rules.engine.special_permissions import special_allowed

            others = list(self.board.characters())
            if not special_allowed(card, owner, self.effects, others):
                raise Illegal(
                    "OR.special",
                    f"{card.name} may only be played by {', '.join(card.defn.characters)}",
                )
        mx, mn = clause.get("max_value"), clause.get("min_value")
        if clause.get("numerical") and attack_value is None:
            raise Illegal("MR.10", f"{card.name} avoids only an attack that has a value")
        if (mx is not None or mn is not None) and attack_value is None:
            raise Illegal(
                ["OR.power-leech", "MR.10"],
                "the attack has no value, so an avoid limited to values cannot answer it",
            )
        if mx is not None and attack_value is not None and attack_value > int(mx):
            raise Illegal(
                "OR.defense",
                f"{card.name} avoids attacks of {mx} or less; this one is {attack_value}",
            )
        if mn is not None and attack_value is not None and attack_value < int(mn):
            raise Illegal(
                "OR.defense",
                f"{card.name} avoids attacks of {mn} or more; this one is {attack_value}",
            )
        icons = set(tuple_of(clause.get("icons")))
        shown = set(action.icons)
        if clause.get("by_icon"):
            # "an attack with a Strength icon": every icon printed on its cards (a MultiPower
            # card shows all its types, whichever it is played as)
            shown |= {i for c in action.cards for i in card_icons(c, printed=True)}
        if icons and not icons & shown:
            raise Illegal(
                "OR.defense", f"{card.name} avoids {' or '.join(sorted(icons))} attacks only"
            )
        kinds = set(tuple_of(clause.get("card_kinds")))
        if kinds and not kinds & action.card_kinds:
            raise Illegal(
                "OR.defense", f"{card.name} avoids {' or '.join(sorted(kinds))} attacks only"
            )
        if attack_value is None:
            rules.append("OR.power-leech")  # an attack with no value: only a plain avoid works
        changes = []
        effects: list[Effect] = []
        if card.source == "in_play":
            eff = find_in_play(self.board, player, card)
            if eff is not None and eff.uses_left is not None:
                eff.uses_left -= 1
                changes.append({"op": "effect_use", "card": card.name, "uses_left": eff.uses_left})
            rules.append("MR.19")
        else:
            changes.append(discard_of(card, player))
            count = clause.get("count")
            if (
                clause.get("duration") is not None
                or (isinstance(count, int) and count > 1)
                or count == "all"
            ):
                duration, _ = clause_duration(card, [clause])
                uses = (count - 1) if isinstance(count, int) else None
                effects.append(
                    Effect(
                        card,
                        player,
                        owner.id if owner else None,
                        target.id if target else None,
                        duration,
                        [clause],
                        self.order,
                        uses_left=uses,
                    )
                )
            # "Avoid 1 attack. May not be attacked for remainder of battle": the card's other
            # lasting text stays in play once it has avoided (MR.19)
            rest = [c for c in card.clauses if c.get("kind") in STAYS_AFTER_AVOID]
            if rest:
                duration, _ = clause_duration(card, rest)
                by = owner.id if owner else None
                effects.append(Effect(card, player, by, by, duration, rest, self.order))
                changes.append(
                    {
                        "op": "effect_start",
                        "card": card.name,
                        "player": player,
                        "duration": duration,
                    }
                )
                rules.append("MR.19")
        return Outcome(
            "avoided", rules, f"{card.name} avoids {action.description}", changes, effects
        )

    # --- R2 / R3: restrictions played in response
    def _restrict(self, action, card, cards, player, target) -> Outcome:
        clauses = card_clauses(card, "cannot_be_attacked") + card_clauses(card, "play_restriction")
        stops = False
        for c in clauses:
            if c.get("kind") == "cannot_be_attacked":
                who = c.get("who") or "self"
                held = group_holds(c, player, target, self.board)  # "Any hero ...", picked
                if target is not None and (
                    held
                    if held is not None
                    else who in ("self", "team", "self_or_teammate")
                    or who.lower() in target.name.lower()
                ):
                    excepted = set(tuple_of(c.get("except")))
                    barred = attacked_with_cards(with_played_values([c], cards)[0], action, target)
                    if barred and not excepted & (action.card_kinds | set(action.icons)):
                        stops = True
            else:
                kinds = set(tuple_of(c.get("card_kinds")))
                icons = set(tuple_of(c.get("icons")))
                mv = c.get("max_value")
                hit_kind = not kinds or kinds & action.card_kinds
                hit_icon = not icons or icons & set(action.icons)
                hit_value = mv is None or (action.value is not None and action.value <= int(mv))
                hit_value = hit_value and admits(c, action.value)  # its other bounds too
                if (
                    c.get("who") in ("opponent", "opponent_team", None)
                    and hit_kind
                    and hit_icon
                    and hit_value
                ):
                    stops = True
        if not stops:
            raise Illegal(
                "MR.10",
                f"{card.name} does not affect this attack, so it may not be played in response",
            )
        duration, _ = clause_duration(card, clauses)
        eff = Effect(
            card,
            player,
            card.raw.get("by") if isinstance(card.raw, dict) else None,
            target.id if target else None,
            duration,
            with_played_values(card.clauses, cards),  # "of equal or lesser value": the card's
            self.order,
        )
        rule = "MR.10"
        return Outcome(
            "blocked",
            [rule, "OR.defense", "MR.19"],
            f"{card.name} now restricts how the opponent may attack ({describe(duration)}), "
            f"so {action.description} may not go on",
            [discard_of(c, player) for c in cards if c is not card and c.source != "in_play"]
            + [{"op": "effect_start", "card": card.name, "player": player, "duration": duration}],
            [eff],
        )
