"""How well the grammar generalises beyond the texts it was written against (not a test).

    .venv/bin/python scripts/grammar_variants.py [--show N] [--family NAME] [CSV ...]

Every sentence of the card lists (default: the ten sets of ``../shared/data/overpower-cards``)
that parses in full is varied the way other printings of the game word the same kind of effect,
one field at a time (the families of ``variant_families.py``: another character's name, who,
duration, card type, power type, number, modal, level range, plural, a second power type or
subject joined with "and"/"or", Any-Power/MultiPower). A variant counts only if it parses in
full AND its tree shows the varied field changed as expected (or unchanged where the wording
means the same): trees are compared, not text. It prints ok/total per family and in all, and
with ``--show N`` up to N failing variants (of ``--family`` only, if given) with the reason.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")

import django  # noqa: E402

django.setup()

from variant_families import FAMILIES, tree_shows, variants  # noqa: E402

from cards.grammar import parse_effect  # noqa: E402
from cards.grammar.normalise import sentences  # noqa: E402
from cards.management.commands.parse_report import entries_from_csv  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "overpower-cards"


def character_of(card_name: str) -> str:
    name = re.sub(r"[\u2122\u00ae]", "", card_name).split(" - ")[0].strip()
    return "" if name.lower().startswith("any ") else name


def verdict(original, varied_text: str, expect: tuple[str, ...]) -> str:
    """'' when the variant reads as expected, else why not."""
    tree = parse_effect(varied_text)
    if tree.status != "full":
        return tree.status
    if not tree_shows(original.clauses, tree.clauses, expect):
        return "tree " + ("changed" if expect == ("<same>",) else "not as expected")
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--show", type=int, default=0, help="print N failing variants")
    parser.add_argument("--family", choices=FAMILIES, help="show failures of this family only")
    args = parser.parse_args()
    files = args.files or sorted(DATA.glob("*.csv"))

    seen: set[str] = set()
    tried: Counter[str] = Counter()
    ok: Counter[str] = Counter()
    failing: defaultdict[str, list[str]] = defaultdict(list)
    for path in files:
        for entry in entries_from_csv(path):
            for start, end in sentences(entry.text):
                sentence = entry.text[start:end].strip()
                if sentence in seen:
                    continue
                seen.add(sentence)
                original = parse_effect(sentence)
                if original.status != "full":
                    continue
                for variant in variants(sentence, character_of(entry.name)):
                    tried[variant.family] += 1
                    why = verdict(original, variant.text, variant.expect)
                    if why:
                        failing[variant.family].append(f"[{why}] {variant.text}")
                    else:
                        ok[variant.family] += 1
    total_tried, total_ok = sum(tried.values()), sum(ok.values())
    print(f"{len(files)} files; {total_tried} variants of sentences that parse in full")
    for family in sorted(tried):
        share = ok[family] / tried[family]
        print(f"  {family:<12}{ok[family]:>5} of {tried[family]:>5} ok ({share:.1%})")
    print(f"  {'ALL':<12}{total_ok:>5} of {total_tried:>5} ok ({total_ok / total_tried:.1%})")
    if args.show:
        rng = random.Random(0)
        for family, items in sorted(failing.items()):
            if args.family and family != args.family:
                continue
            print(f"\n{family}: {len(items)} failing variants")
            for item in rng.sample(items, min(args.show, len(items))):
                print(f"  - {item}")


if __name__ == "__main__":
    main()
