"""A special that "Counts as a duplicate of all "Any Hero/Character" <code> Special Cards": in
the discard phase it and the Any Hero/Character specials of that code held with it are
duplicates (OR.discard.special); the player keeps it or the others. Real cards of the ten
sets (their names, codes and texts), found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.discard import DiscardSituation, Held, Member, check_discard
from tests.deck.builders import char, power, special
from tests.engine.real_texts import rows

SAYS = re.compile(r'Counts as a duplicate of all "Any Hero/Character" (\w+) Special')


def _cards() -> list[tuple[str, str, str]]:
    found = set()
    for row, text in rows("special"):
        if SAYS.search(text) and parse_effect(text).status == "full":
            found.add((row["Name"].strip(), (row.get("Control") or "").strip(), text))
    return sorted(found)


CARDS = _cards()


def _check(hand: list):
    members = [Member("a", char("Alpha", 7, 7, 7, 7)), Member("b", char("Bravo", 7, 7, 7, 7))]
    return check_discard(DiscardSituation(members, [Held(c) for c in hand], parse=parse_effect))


def _card(name: str, code: str, text: str):
    owner, title = name.split(" - ", 1)
    return special(owner, title, code=code, text=text)


def test_the_ten_sets_print_the_wording():
    assert len(CARDS) >= 4


@pytest.mark.parametrize(("name", "code", "text"), CARDS, ids=[n for n, _, _ in CARDS])
def test_the_card_and_an_any_character_special_of_the_code_are_duplicates(name, code, text):
    target = SAYS.search(text).group(1)
    card = _card(name, code, text)
    other = special("Any Character", "Some Other Card", code=target)
    found = _check([card, other, power(5)])
    (choice,) = found.choices
    assert set(choice.among) == {card.name, other.name} and choice.keep == 1
    assert choice.rule == "OR.discard.special" and target in choice.reason
    for clause in parse_effect(text).to_json()["clauses"]:
        if clause["kind"] == "duplicate_of":
            assert reach.is_applied(clause, "discard")


@pytest.mark.parametrize(("name", "code", "text"), CARDS[:2], ids=[n for n, _, _ in CARDS[:2]])
def test_another_code_or_a_characters_own_special_is_not_a_duplicate(name, code, text):
    target = SAYS.search(text).group(1)
    card = _card(name, code, text)
    not_any = special("Alpha", "Blast", code=target)
    other_code = special("Any Character", "Elsewhere", code="ZZ")
    assert _check([card, not_any, other_code]).choices == []
