"""KO effects printed on real cards, applied by the resolver and the KO check (MR.1).

"KO'd by next level 2 <type> Power card Hit, regardless of ...": an effect on the target that
KOs it when that hit lands (nothing keeps it in the fight); "When KO'd, <name> may continue to
fight": the character stays until the battle ends (OR.ko.effects at the battle's end); "Team
+5 to Venture Total when KO'd": the modifier counts once the character is KO'd
(OR.venture-total). Texts are found in the ten sets by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
NEXT_HIT = re.compile(r"KO'd by next level (\d) (\w+) Power card Hit", re.IGNORECASE)

KO_BY_NEXT_HIT = [t for t in texts(NEXT_HIT.pattern, full=True) if "multipower" not in t.lower()]
FIGHTS_ON = texts(r"^When KO'd, [\w ]+ may continue to fight", "character", full=True)
KO_VENTURE = texts(r"to Venture Total when KO'd\.?$", "character", full=True)


def _char(cid: str, name: str, **extra) -> dict:
    return {"id": cid, "name": name, "grid": GRID, **extra}


def _resolve(plays: list, b1: dict) -> dict:
    state = {
        "players": {
            "A": {"front_line": [_char("a1", "Ace")]},
            "B": {"front_line": [b1, _char("b2", "Blur")]},
        },
        "turn": "A",
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _power(icon: str, value: int, by: str = "a1", target: str = "b1") -> dict:
    return {
        "type": "attack",
        "by": by,
        "target": target,
        "cards": [{"power": icon, "value": value}],
    }


def _special(text: str) -> dict:
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    return {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}


def test_the_ten_sets_print_the_wordings():
    assert len(KO_BY_NEXT_HIT) >= 3 and FIGHTS_ON and len(KO_VENTURE) >= 2


@pytest.mark.parametrize("text", KO_BY_NEXT_HIT)
def test_the_next_hit_of_the_named_power_card_kos_the_target(text):
    level, icon = NEXT_HIT.search(text).groups()
    plays = [_special(text), {"type": "pass", "player": "B"}, _power(icon.lower(), int(level))]
    # an effect that would keep it in the fight does not: "regardless of ..."
    answer = _resolve(plays, _char("b1", "Bolt", remains_after_ko=True))
    ko = [s for s in answer["steps"] if s["result"] == "ko"]
    assert ko and "MR.1" in ko[-1]["rules"]
    assert answer["ko"] and answer["ko"][0]["kind"] == "card"
    assert "knock_out" not in str(answer["warnings"])


@pytest.mark.parametrize("text", KO_BY_NEXT_HIT[:2])
def test_a_hit_of_another_type_or_level_does_not(text):
    level, icon = NEXT_HIT.search(text).groups()
    other = "fighting" if icon.lower() != "fighting" else "energy"
    for hit in (_power(other, int(level)), _power(icon.lower(), int(level) + 1)):
        plays = [_special(text), {"type": "pass", "player": "B"}, hit]
        answer = _resolve(plays, _char("b1", "Bolt"))
        assert not [s for s in answer["steps"] if s["result"] == "ko"]


@pytest.mark.parametrize("text", FIGHTS_ON)
def test_a_character_that_may_continue_to_fight_stays_until_the_battle_ends(text):
    name = re.match(r"When KO'd, ([\w ]+?) may", text).group(1)
    b1 = _char("b1", name, inherent=text, hits=[{"icon": "energy", "value": 18}])
    plays = [_power("strength", 4), {"type": "pass", "player": "B"}]
    answer = _resolve(plays, b1)
    ko = next(s for s in answer["steps"] if s["result"] == "ko")
    assert "stays in the fight" in ko["text"] or "keeps the character in the fight" in ko["text"]
    assert not any(c.get("op") == "discard" for c in ko["changes"])
    # Without the ability, the same hit removes it at once.
    plain = _resolve(plays, _char("b1", name, hits=[{"icon": "energy", "value": 18}]))
    ko = next(s for s in plain["steps"] if s["result"] == "ko")
    assert "keeps the character in the fight" not in ko["text"]


@pytest.mark.parametrize("text", KO_VENTURE)
def test_a_venture_modifier_on_a_characters_ko_counts_once_it_is_kod(text):
    amount = int(re.search(r"([+-]\d+) to Venture", text).group(1))
    scorer = "A" if text.lower().startswith("opponent") else "B"
    b1 = _char("b1", "Bolt", inherent=text, hits=[{"icon": "energy", "value": 18}])
    ends = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]
    kod = _resolve([_power("strength", 4), *ends], b1)
    alive = _resolve([_power("strength", 1), *ends], b1)
    hits = {"A": 4 - 1, "B": 0}  # the KO'ing hit is 4, the other 1
    assert (
        kod["venture"][scorer]["total"] - alive["venture"][scorer]["total"]
        == amount + (hits[scorer])
    )


def test_a_tree_stored_with_the_next_hit_in_words_is_not_applied():
    """A tree parsed before the next hit had fields (``by_next_hit`` words): the KO is not
    made at once, and the resolution says it could not apply it."""
    text = KO_BY_NEXT_HIT[0]
    tree = parse_effect(text).to_json()
    for clause in tree["clauses"]:
        for inner in clause.get("then") or ():
            if inner["kind"] == "knock_out":
                for key in ("next_hit_level", "next_hit_icons", "next_hit_kinds"):
                    inner.pop(key)
                inner["by_next_hit"] = "level 2 Energy Power card"
    card = {"special": {"character": "Ace", "name": "Card", "text": text, "effect": tree}}
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    answer = _resolve([attack], _char("b1", "Bolt"))
    assert not [s for s in answer["steps"] if s["result"] == "ko"]
    assert "knock_out" in str(answer["warnings"])


KOD_THIS_BATTLE = texts(r"^All heroes KO'd this battle may continue to fight", full=True)


@pytest.mark.parametrize(("code", "stays"), [("hero", True), ("villain", False), (None, False)])
def test_all_heroes_kod_this_battle_fight_on_and_a_villain_does_not(code, stays):
    """OR.code-rule: "All heroes KO'd ..." keeps a hero in the fight; a villain's KO stands,
    and a character whose code the board does not give is not guessed a hero (warned)."""
    card = {"special": {"character": "Blur", "name": "Card", "text": KOD_THIS_BATTLE[0]}}
    coded = {"code": code} if code else {}
    b1 = _char("b1", "Bolt", hits=[{"icon": "energy", "value": 18}], **coded)
    state = {
        "players": {
            "A": {"front_line": [_char("a1", "Ace", code="villain")]},
            "B": {"front_line": [b1, _char("b2", "Blur", code="hero")]},
        },
        "turn": "A",
        "in_play": [{"card": card, "player": "B", "by": "b2", "duration": "battle"}],
    }
    plays = [_power("strength", 4), {"type": "pass", "player": "B"}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    ko = next(s for s in answer["steps"] if s["result"] == "ko")
    assert ("keeps the character in the fight" in ko["text"]) is stays
    assert ("no hero/villain code for Bolt" in str(answer["warnings"])) is (code is None)
