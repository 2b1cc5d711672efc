"""Floors on the sentences of the game's language no card of the ten sets prints
(``scripts/unseen_sentences.txt`` and the files held back while it was worked on: the second,
third, fourth and fifth sets): the
share read in full may only rise, and a sentence read in full is read faithfully (every number,
power type and qualifier kept, its canonical text parsing back to the same clauses), but for the
few listed in ``KNOWN_UNFAITHFUL`` with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
#: The share of each file read in full when its floor was last raised (measured, not hoped).
FLOORS = {
    "unseen_sentences.txt": 0.98,
    "unseen_sentences_held_back.txt": 0.95,
    "unseen_sentences_third.txt": 0.98,
    "unseen_sentences_fourth.txt": 0.98,
    "unseen_sentences_fifth.txt": 0.71,
}

#: Sentences read in full whose canonical text does not parse back to the same clauses, each
#: with why; a new one fails the test, and one that is mended must leave the list.
KNOWN_UNFAITHFUL = {
    "Opponent may not draw cards next battle.": "said back 'from Draw Pile in next battle', "
    "which reads the pile but not the duration",
    "Opponent's character with the most Hits receives 1 additional Hit.": "said back as 'Place "
    "1 additional Hit on the character with the most Hits on opponent's team', a character "
    "phrase the grammar reads as a subject but not yet as the object of 'place ... on'",
}


def _sentences(name: str) -> list[str]:
    lines = (SCRIPTS / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_unseen_sentences_stay_read(name):
    texts = _sentences(name)
    trees = {t: parse_effect(t) for t in texts}
    full = [t for t, tree in trees.items() if tree.status == "full"]
    assert len(texts) >= 60
    assert len(full) / len(texts) >= FLOORS[name], sorted(set(texts) - set(full))
    unfaithful = {t for t in full if not is_faithful(t, trees[t])}
    assert unfaithful == {t for t in KNOWN_UNFAITHFUL if t in trees}, unfaithful
