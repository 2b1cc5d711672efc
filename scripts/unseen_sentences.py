"""How the grammar reads sentences of the game's language it was not written against (not a test).

    .venv/bin/python scripts/unseen_sentences.py [--show] [FILE]

``scripts/unseen_sentences.txt`` holds sentences in the game's wording that no card of the ten
sets prints, written by the project under ``# <clause family>`` headings: a subject, modal, verb
phrase, object, duration or lead the cards use, put together in a way no card does. The card
lists measure what the grammar was written on; ``grammar_variants.py`` varies one field of a
sentence that parses; this measures whole new sentences, as text never shown to us is. It prints
full and faithful counts per family and in all; ``--show`` lists each sentence not read in full
with its status and the parser's first error line.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")

import django  # noqa: E402

django.setup()

from cards.grammar import parse_effect  # noqa: E402
from cards.grammar.faithful import is_faithful  # noqa: E402

DEFAULT = Path(__file__).resolve().parent / "unseen_sentences.txt"


def families(path: Path) -> dict[str, list[str]]:
    """The sentences of ``path`` by the family heading above them."""
    out: dict[str, list[str]] = defaultdict(list)
    family = "unsorted"
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("#"):
            name = line.lstrip("#").strip()
            if name and " " not in name:
                family = name
        elif line:
            out[family].append(line)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    ap.add_argument("--show", action="store_true", help="list the sentences not read in full")
    args = ap.parse_args()
    total = full = faithful = 0
    for family, texts in families(args.file).items():
        f = ok = 0
        for text in texts:
            tree = parse_effect(text)
            if tree.status == "full":
                f += 1
                ok += is_faithful(text, tree)
            elif args.show:
                first = tree.unparsed[0].error.splitlines()[0] if tree.unparsed else ""
                unconsumed = " ".join(map(str, tree.unconsumed))
                print(f"  {tree.status:8} {family:22} {text}\n           {first or unconsumed}")
        print(f"{family:22} {len(texts):4}  full {f:4} ({f / len(texts):.0%})  faithful {ok:4}")
        total, full, faithful = total + len(texts), full + f, faithful + ok
    print(
        f"{'ALL':22} {total:4}  full {full:4} ({full / total:.1%})  faithful {faithful:4} "
        f"({faithful / total:.1%})"
    )


if __name__ == "__main__":
    main()
