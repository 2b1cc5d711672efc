"""Every card text the two OverPower rulebooks quote, parsed against what the rules say.

The texts are read from the rulebooks in ``../shared/seeds/`` (and checked to be there), so
the tests follow the books rather than a copy of them.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from tests.conftest import SEEDS

OFFICIAL = SEEDS / "overpower-official-rules.txt"
META = SEEDS / "overpower-meta-rules-revision.txt"


def _plain(text: str) -> str:
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
    )


@pytest.fixture(scope="module")
def books() -> str:
    if not OFFICIAL.exists() or not META.exists():
        pytest.fail(f"rulebooks not found in {SEEDS}")
    return (
        _plain(OFFICIAL.read_text(encoding="utf-8"))
        + "\n"
        + _plain(META.read_text(encoding="utf-8"))
    )


def should_read_texts() -> list[str]:
    """The errata summary's "should read" texts, as the meta-rules revision prints them."""
    out = []
    for line in _plain(META.read_text(encoding="utf-8")).splitlines():
        m = re.search(
            r"should read[;:,]?\s*(.+?)\s*\[(?:OFFICIAL|NEW TOURNAMENT RULING)[^\]]*\]\s*$", line
        )
        if m:
            out.append(m.group(1).strip().strip("'").strip())
    return out


# (quoted text, expected clause kinds in order, extra field checks on clause 0, one per deck)
FULL = [
    ("Avoid 1 Attack", ["avoid"], {"count": 1, "max_value": None}),
    ("Avoid 1 attack of 9 or less", ["avoid"], {"count": 1, "max_value": 9}),
    ("Draw 1 Power card from the Power Pack", ["draw"], {"count": 1, "from": "power_pack"}),
    (
        "May on be Cumulative KO'd by 30 or more points.",
        ["ko_threshold"],
        {"set_to": 30, "spectrum": False},
    ),
    (
        "Acts as a level 6 strength attack, IF SUCCESSFUL opponent is -4 to Venture.",
        ["attack", "condition"],
        {"level": 6, "icons": ["strength"]},
    ),
    ("Avoid any attack made with an Energy Icon", ["avoid"], {"icons": ["energy"]}),
    (
        "Acts as a level 6 Strength Attack. Cannot be defended by a card with an Energy Icon.",
        ["attack", "defense_restriction"],
        {"icons": ["strength"]},
    ),
    (
        "Acts as a level 6 Strength Attack. Cannot be defended by a card with an Energy Icon.",
        ["attack", "defense_restriction"],
        {"level": 6},
    ),
    (
        "teammate must play a special card.",
        ["permission"],
        {"who": "teammate", "action": "must_play", "card_kinds": ["special"]},
    ),
    (
        "Acts as a level 5 Fighting Attack. If successful, acts as a level 1 energy or strength hit.",
        ["attack", "condition"],
        {"level": 5, "icons": ["fighting"]},
    ),
    (
        "Team gains +2 to all actions for remainder of battle.",
        ["attack_modifier", "defense_modifier"],
        {"who": "team", "amount": 2, "duration": "battle"},
    ),
    (
        "Target Opponent must make as many attacks as possible. Jubilee's team may defend.",
        ["additional_attack", "permission"],
        {"who": "target", "count": "max", "required": True},
    ),
    (
        "Only Wolverine and **Target Opponent** may attack, be attacked or defend this battle. Neither player may concede this battle.",
        ["exclusive", "concede"],
        {"who": ["Wolverine", "target"], "duration": "battle"},
    ),
    (
        "Only Adam Warlock and **Target Opponent** may attack, be attacked or defend this battle.",
        ["exclusive"],
        {"who": ["Adam Warlock", "target"]},
    ),
    (
        "All attacks by opponent's team must be made against Leader until Leader is K.O.'d or cannot be attacked.",
        ["must_attack"],
        {"who": "Leader", "by": "opponent_team"},
    ),
    (
        "X-Man's team may not attack for the remainder of the battle",
        ["cannot_attack"],
        {"who": "team", "duration": "battle"},
    ),
]


@pytest.mark.parametrize(("text", "kinds", "fields"), FULL, ids=[t[0][:50] for t in FULL])
def test_rulebook_quotes_parse_fully(books, text, kinds, fields):
    assert _plain(text).lower() in books.lower(), "the quotation must come from the rulebooks"
    tree = parse_effect(text).to_json()
    assert not tree["unparsed"], tree["unparsed"]
    assert [c["kind"] for c in tree["clauses"]] == kinds
    for key, value in fields.items():
        assert tree["clauses"][0][key] == value


@pytest.mark.parametrize("icon", ["Energy", "Fighting", "Strength", "Intellect"])
def test_ap_code_template_for_each_power_type(books, icon):
    template = "may not be defended by a card with an <power type> icon."
    assert template in books
    tree = parse_effect(template.replace("<power type>", icon)).to_json()
    assert tree["status"] == "full"
    assert tree["clauses"][0]["kind"] == "defense_restriction"
    assert tree["clauses"][0]["forbids"] == {"icons": [icon.lower()]}


def test_namor_condition_is_conditional_on_success(books):
    text = "Acts as a level 6 strength attack, IF SUCCESSFUL opponent is -4 to Venture."
    cond = parse_effect(text).to_json()["clauses"][1]
    assert cond["when"] == "successful"
    assert cond["then"][0] == {
        **cond["then"][0],
        "kind": "venture_modifier",
        "who": "opponent",
        "amount": -4,
    }


def test_neither_player_may_concede(books):
    tree = parse_effect("Neither player may concede this battle.").to_json()
    assert tree["clauses"][0]["kind"] == "concede"
    assert tree["clauses"][0]["allowed"] is False


def test_errata_summary_texts_are_all_found():
    texts = should_read_texts()
    # The errata summary gives sixteen card texts that cards "should read".
    assert len(texts) >= 16
    assert any(t.startswith("Only Adam Warlock") for t in texts)


@pytest.mark.parametrize("text", should_read_texts())
def test_errata_texts_parse_without_silent_acceptance(text):
    """Every erratum text parses; whatever the grammar does not understand is flagged, never
    dropped: the unparsed spans plus the clauses cover the text."""
    tree = parse_effect(text)
    assert tree.status in ("full", "partial", "failed")
    if tree.status == "full":
        assert tree.clauses
        assert not tree.unparsed
    else:
        assert tree.unparsed or tree.unconsumed
        for lost in tree.unconsumed:
            assert text[lost.span[0] : lost.span[1]].lower() == lost.word.lower()
        for piece in tree.unparsed:
            assert text[piece.span[0] : piece.span[1]] == piece.text
            assert "Line 1, column" in piece.error


def test_errata_texts_understood_in_part():
    """The longer errata texts keep the sentences the grammar knows as typed clauses."""
    danger_room = parse_effect(
        "Play during battle. Opponent cannot use Activator cards for remainder of game or until "
        "this Special has 4 Activator cards played against it. **Up to 4 Activator cards can be "
        "combined as an action.** This Special may not be negated."
    )
    kinds = [c.kind for c in danger_room.clauses]
    assert kinds == ["timing", "play_restriction", "combine", "discipline"]
    assert danger_room.clauses[1].duration.event.startswith("end of game or")
    # "Up to 4 Activator cards can be combined as an action." (group C grammar)
    combine = danger_room.clauses[2]
    assert (combine.count, combine.card_kinds, combine.purpose) == (4, ("activator",), "action")
    assert not danger_room.unparsed
