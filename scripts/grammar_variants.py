"""How well the grammar generalises beyond the texts it was written against (not a test).

    .venv/bin/python scripts/grammar_variants.py [--show N] [CSV ...]

Every sentence of the card lists (default: the seven sets of ``../shared/data/``) that parses
in full is varied the way other printings of the game word the same kind of effect: another
character's name, another who ("Opponent", "Target Character", "Teammate"), another
duration, another card type, another power type, another number. The grammar reads card
language, not cards, when those variants parse too. It prints the share of variants that
parse in full, per kind of variation, and with ``--show`` some variants that do not.
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
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")

import django  # noqa: E402

django.setup()

from cards.grammar import parse_effect  # noqa: E402
from cards.grammar.normalise import sentences  # noqa: E402
from cards.management.commands.parse_report import entries_from_csv  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "overpower-cards"

# (kind, pattern, replacements): each replacement makes one variant of a matching sentence.
_NOT_AFTER_ICON = r"(?<!Energy )(?<!Fighting )(?<!Strength )(?<!Intellect )(?<!Power )(?<!-)"
SWAPS: list[tuple[str, str, tuple[str, ...]]] = [
    ("duration", r"\bfor (?:the )?remainder of (?:the )?battle\b", ("for remainder of game",)),
    ("duration", r"\bfor (?:the )?remainder of (?:the )?game\b", ("for remainder of battle",)),
    # "this battle" is a duration unless it says when cards were ventured or discarded.
    ("duration", r"(?<!for )(?<!red )\bthis battle\b", ("for remainder of game",)),
    ("who", r"(?<![Tt]arget )\bTarget Character\b", ("Opponent", "Target Opponent")),
    (
        "who",
        r"(?<![Tt]arget )\b[Oo]pponent(?!'| may not| cannot| has| concedes)\b",
        ("Target Character",),
    ),
    ("who", r"(?<!-)\bTeammate\b(?! has| concedes)", ("Target Character", "Any teammate")),
    ("card type", _NOT_AFTER_ICON + r"\bPower cards?\b", ("Special card", "Universe card")),
    ("card type", _NOT_AFTER_ICON + r"\bSpecial cards?\b", ("Power card", "Universe card")),
    ("card type", _NOT_AFTER_ICON + r"\bUniverse cards?\b", ("Power card", "Special card")),
    ("power type", r"\bEnergy\b", ("Strength",)),
    ("power type", r"\bFighting\b", ("Intellect",)),
    ("power type", r"\bStrength\b", ("Energy",)),
    ("power type", r"\bIntellect\b", ("Fighting",)),
    ("number", r"\bof (\d) or less\b", ("of 6 or less",)),
    ("number", r"\blevel (\d)\b", ("level 3",)),
    ("number", r"(?<![\w+-])([+-])\d\b", ("+4", "-3")),
    ("number", r"(?<=[a-z] )(\d) (?=(?:cards?|Hits?|[A-Z]\w+ cards?)\b)", ("3 ",)),
]
NAMES = ("Captain America", "Storm", "Doctor Doom", "Spider-Man")


def variants(sentence: str, own_name: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for kind, pattern, replacements in SWAPS:
        match = re.search(pattern, sentence)
        if not match:
            continue
        for new in replacements:
            varied = sentence[: match.start()] + new + sentence[match.end() :]
            if varied != sentence:
                out.append((kind, varied))
    if own_name and re.search(rf"\b{re.escape(own_name)}\b", sentence):
        for name in NAMES:
            if name != own_name:
                out.append(("name", re.sub(rf"\b{re.escape(own_name)}\b", name, sentence)))
                break
    return out


def character_of(card_name: str) -> str:
    name = re.sub(r"[\u2122\u00ae]", "", card_name).split(" - ")[0].strip()
    return "" if name.lower().startswith("any ") else name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--show", type=int, default=0, help="print N failing variants")
    args = parser.parse_args()
    files = args.files or sorted(DATA.glob("*.csv"))

    seen: set[str] = set()
    tried: Counter[str] = Counter()
    full: Counter[str] = Counter()
    failing: defaultdict[str, list[str]] = defaultdict(list)
    for path in files:
        for entry in entries_from_csv(path):
            for start, end in sentences(entry.text):
                sentence = entry.text[start:end].strip()
                if sentence in seen or parse_effect(sentence).status != "full":
                    continue
                seen.add(sentence)
                for kind, varied in variants(sentence, character_of(entry.name)):
                    tried[kind] += 1
                    if parse_effect(varied).status == "full":
                        full[kind] += 1
                    else:
                        failing[kind].append(varied)
    total_tried, total_full = sum(tried.values()), sum(full.values())
    print(f"{len(seen)} distinct sentences that parse in full; {total_tried} variants of them")
    for kind in sorted(tried):
        print(
            f"  {kind:<11}{full[kind]:>5} of {tried[kind]:>5} full ({full[kind] / tried[kind]:.1%})"
        )
    print(f"  {'all':<11}{total_full:>5} of {total_tried:>5} full ({total_full / total_tried:.1%})")
    if args.show:
        rng = random.Random(0)
        for kind, items in sorted(failing.items()):
            print(f"\n{kind} variants that do not parse:")
            for item in rng.sample(items, min(args.show, len(items))):
                print(f"  - {item}")


if __name__ == "__main__":
    main()
