"""No rule reads raw text (issue 12; architecture.md, "The effect tree"): the engine applies
the typed fields the grammar builds, never regular expressions over the phrases it kept. A
module of ``rules/engine`` may import ``re`` only if it is on one of the reviewed lists below,
each with the reason; a new one fails here, so the debt cannot grow back.

- ``JUDGE_INPUT_AND_NAMES``: modules that read what the judge types (deck lists, discard
  situations, request fields) or card *names* and card data fields (identity, printings,
  mission numbers), never a clause's phrase.
- ``RENDERING``: the effect tree's own vocabulary and canonical text (``rules/engine/effects``),
  writing a clause's fields back in the game's words.
- ``OTHER_GAME_GRAMMAR``: another game's card-text parser, which reads card text by design.
- No rule module reads words the grammar kept in a field: the last such debt, the card filters
  ("value>=5", "level 6-8" inside kinds tuples), now reaches the engine typed
  (``effects.CardFilter``), and no list has room for a rule module.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "rules" / "engine"

JUDGE_INPUT_AND_NAMES: dict[str, str] = {
    "card_identity.py": "card names and printings: one character under several printings",
    "cards.py": "the key a card name is looked up by",
    "card_use.py": "an aspect's location (card data) read as a home base name",
    "deck_data.py": "a mission set's name as the judge writes it, mission numbers in names",
    "deck_inline_cards.py": "an inline character's identity, the name before its colon",
    "deck_refs.py": "power cards named in a judge's deck list ('5 Energy')",
    "deck_sections.py": "mission numbers and set names in mission card names",
    "deck_text.py": "deck lists in plain text as players write them",
    "discard_input.py": "discard situations typed on the discard page",
    "clause_shapes.py": "the count words a request may send in a clause it writes itself",
}

RENDERING: dict[str, str] = {
    "effects/card_words.py": "canonical words of cards and their owners",
    "effects/discards.py": "canonical words of discards",
    "effects/cards_shown.py": "canonical words of cards put somewhere",
    "effects/game_words.py": "the words for who-keywords, grids and teams",
    "effects/hit_records.py": "canonical words of hits removed and moved",
    "effects/naming.py": "team and character names in canonical text",
    "effects/picked_subjects.py": "the grammar's own tokens of characters picked by a rating or by"
    " most/least, said in the game's words (never card text)",
}

OTHER_GAME_GRAMMAR: dict[str, str] = {
    "games/power_play/grammar.py": "Power Play's own card-text parser (modifiers.lark)",
}

REVIEWED = {**JUDGE_INPUT_AND_NAMES, **RENDERING, **OTHER_GAME_GRAMMAR}


def imports_re(path: Path) -> bool:
    """Whether the module imports the ``re`` module (``import re``, ``from re import ...``)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == "re":
            return True
    return False


def _modules_importing_re(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*.py") if imports_re(p)}


def test_no_engine_module_outside_the_reviewed_lists_imports_re():
    unlisted = sorted(_modules_importing_re(ENGINE) - set(REVIEWED))
    assert unlisted == [], (
        "these engine modules import re: read the typed fields of the clause instead "
        f"(or, for judge input or names, add them to a reviewed list with why): {unlisted}"
    )


def test_every_listed_module_still_needs_its_place():
    """A module that no longer imports ``re`` leaves its list, so the lists stay short."""
    stale = sorted(m for m in REVIEWED if not imports_re(ENGINE / m))
    assert stale == []


def test_card_filters_are_matched_on_typed_fields_not_words():
    """``card_filters`` matches a card against the typed filter: it may not read words again,
    whatever list it is put on."""
    assert not imports_re(ENGINE / "card_filters.py")
    assert not imports_re(ENGINE / "effects" / "card_filter.py")


def test_the_check_sees_a_module_that_imports_re(tmp_path):
    (tmp_path / "reads_words.py").write_text("from re import match\n", encoding="utf-8")
    (tmp_path / "reads_fields.py").write_text("import dataclasses\n", encoding="utf-8")
    assert _modules_importing_re(tmp_path) == {"reads_words.py"}
