"""The longer canonical phrasings of a ``Permission``: cards played or used in the game's
words (whose, how many, which names and kinds), defending with cards, exchanges, avoiding
attacks, rearranged hits and duplicates kept.

Separate from ``permissions`` (the clause's fields and the choice of phrasing) because each
of these is a sentence family of its own; ``Permission`` inherits them from
``PermissionWords``, which reads the clause's fields.
"""

from __future__ import annotations

from rules.engine.effects.base import duration_text
from rules.engine.effects.card_limits import clause_limit_text
from rules.engine.effects.game_words import count_text, icons_text, kinds_text, who_text

# What cards a character may play are played for ("... currently usable by Front Line for
# defense").
_PURPOSES: dict[str, str] = {"defense": "for defense", "attack": "to attack"}


# Card filters of a permission in the cards' own words (the others render elsewhere).
_FILTER_WORDS: dict[str, str] = {
    "one_per_deck": "One-Per-Deck",
    "not_one_per_deck": "non-One-Per-Deck",
}


# Every character of a kind whose records a permission names ("of all Front Line Characters").
_ALL: dict[str, str] = {"all_front_line": "all Front Line characters"}


# the owners of a permission's cards said after them ("Special cards of target teammate")
_OWNERS_AFTER = ("target_teammate", "self")


class PermissionWords:
    """Phrasings of a ``Permission`` (the mixin reads the clause's fields)."""

    def _keep_duplicates(self) -> str:
        """ "For remainder of game, Zealot does not have to discard duplicates of chosen Power
        card's Power Type and Value." (the duration leads, as printed)"""
        of = "".join(
            f" {f.removeprefix('duplicates').replace(' the chosen ', ' chosen ').strip()}"
            for f in self.filters
            if f.startswith("duplicates of ")
        )
        lead = f"{duration_text(self.duration).strip()}, " if self.duration else ""
        return f"{lead}{who_text(self.who)} does not have to discard duplicates{of}"

    def _rearrange(self) -> str:
        """ "may rearrange all Hits in the Permanent Records of all Front Line Characters"."""
        whose = _ALL.get(self.owner or "", who_text(self.owner))
        return (
            f"{who_text(self.who)} may rearrange all Hits in the Permanent Records of {whose}"
            f"{duration_text(self.duration)}"
        )

    def _owners_cards(self) -> str:
        """ "any non-One-Per-Deck Wolverine, Sabretooth, or Maverick Special cards": the cards
        of any of several characters, named as the cards list them."""
        owners = self.owner.split(" or ")
        listed = (
            f"{owners[0]} or {owners[1]}"
            if len(owners) == 2
            else ", ".join(owners[:-1]) + f", or {owners[-1]}"
        )
        what = (
            " ".join(_FILTER_WORDS.get(f, "") for f in self.filters),
            listed,
            icons_text(self.icons, True),
            kinds_text(self.card_kinds),
        )
        return "any " + " ".join(x for x in what if x.strip()) + " cards"

    def _defend_with(self) -> str:
        """ "Reserve may defend Dazzler with Power Cards, without Universe." """
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        source = " from Reserve" if self.action == "defend_from_reserve" else ""
        without = "".join(
            f", without {f.removeprefix('excluding ').title()}"
            for f in self.filters
            if f.startswith("excluding ")
        )
        return (
            f"{who_text(self.who)} may defend {who_text(self.owner)} with {what or 'Power'} cards"
            f"{clause_limit_text(self)}{source}{without}{duration_text(self.duration)}"
        )

    def _in_words(self, verb: str) -> str:
        """The permission in the game's words: whose cards, how many, which names and kinds."""
        if self.owner and " or " in self.owner and self.count is None and not self.names:
            text = f"{who_text(self.who)} {verb.format(what=self._owners_cards())}"
            return text + duration_text(self.duration)
        owner = f"{who_text(self.owner).replace('_', ' ')}'s " if self.owner else ""
        of_owner = ""
        if self.owner in _OWNERS_AFTER:
            # "Special cards of target teammate": this owner is said after the cards
            owner, of_owner = "", f" of {who_text(self.owner)}"
        if self.owner and self.owner.endswith("."):
            owner = f"{self.owner} "  # "Comm. Gordon & G.C.P.D. "Sting Operation""
        names = ", ".join(f'"{n}"' for n in self.names[:-1])
        names = f"{names} and " if names else ""
        names += f'"{self.names[-1]}"' if self.names else ""
        if self.name_owners:
            # each name after the character it is printed for
            names = " and ".join(
                f'{o} "{n}"' for o, n in zip(self.name_owners, self.names, strict=True)
            )
        what = " ".join(
            x
            for x in (
                owner + names,
                " ".join(_FILTER_WORDS.get(f, "") for f in self.filters),
                icons_text(self.icons, True),
                kinds_text(self.card_kinds),
            )
            if x.strip()
        )
        many = self.count not in (None, 1)
        n = f"{count_text(self.count)} " if self.count is not None else "any "
        family = (
            self.action in ("play", "must_play", "place_and_play")
            and bool(self.names and self.card_kinds)
            and not self.owner
        )
        if self.names and self.count is None:
            # a named card is that card, not "any" of a kind; a name with a kind ("Thor"
            # Special cards) is the family of cards printed for that character
            n = "any " if family else ""
        if self.name_owners:
            n = ""  # the characters' own named cards, not "any" of a kind
        if self.action == "play_additional":
            n += "additional "
        if self.action == "must_use" and self.count is None:
            n = ""  # "Opponent must use Activator cards": every play, not any one card
        if self.owner and self.count is not None:
            # "any 1 KO'd teammate's Specials": the count is of owners, the cards are theirs
            many_owners = "" if self.count == "any" else f"{count_text(self.count)} "
            owner, n, many = f"any {many_owners}{owner}", "", True
            what = " ".join(
                x
                for x in (owner + names, icons_text(self.icons, True), kinds_text(self.card_kinds))
                if x
            )
        if what:
            plural = many or (self.count is None and (family or not self.names))
            plural = plural or len(self.names) > 1
            what = f"{n}{what} card{'s' if plural else ''}{of_owner}{clause_limit_text(self)}"
        if what and self.source == "hand" and self.action in ("play", "must_play"):
            what += " in Hand"  # "All Special cards in your hand may be played by ..."
        usable = [f for f in self.filters if f.startswith("usable by ")]
        if what and usable:
            what += f" {usable[0]}"  # whose Power Grid allows the cards
        if what and self.purpose in _PURPOSES:
            what += f" {_PURPOSES[self.purpose]}"
        text = f"{who_text(self.who)} {verb.format(what=what)}"
        return " ".join(text.split()) + duration_text(self.duration)

    def _exchange(self) -> str:
        """ "may exchange this card for any 1 card in Dead Pile and play it" """
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        n = count_text(self.count) if self.count is not None else ""
        many = self.count not in (None, 1)
        cards = f"any {n + ' ' if n else ''}{what + ' ' if what else ''}card{'s' if many else ''}"
        pile = self.source.replace("_", " ").title()
        play = " and play it immediately" if self.action == "exchange_and_play" else ""
        barred = "".join(
            f" not playable by {who_text(f.split(':', 1)[1])}"
            for f in self.filters
            if f.startswith("not_playable_by:")
        )
        text = f"{who_text(self.who)} may exchange this card for {cards} in {pile}{barred}{play}"
        return text + duration_text(self.duration)

    def _use_to_avoid(self) -> str:
        what = " ".join(x for x in (icons_text(self.icons, True), kinds_text(self.card_kinds)) if x)
        levels = f" level {self.levels[0]} through {self.levels[1]}" if self.levels else ""
        if self.levels and self.levels[0] == self.levels[1]:
            what, levels = f"level {self.levels[0]} {what}", ""  # "level 1 Intellect Power"
        kind = f"{icons_text(self.attack_icons, True)} " if self.attack_icons else ""
        if "numerical_attack" in self.filters:
            kind = f"numerical {kind}"  # "any numerical attack": an attack that has a value
        attacks = (
            f"any {kind}attack"
            if self.attacks is None
            else (f"all {kind}attacks" if self.attacks == "all" else f"{self.attacks} {kind}attack")
        )
        against = f" made against {who_text(self.against)}" if self.against else ""
        levels += clause_limit_text(self)
        if "normal_contribution" in self.filters:
            levels += ", with normal contribution,"
        return (
            f"{who_text(self.who)} may use {what} cards{levels} to avoid {attacks}{against}"
            f"{duration_text(self.duration)}"
        )
