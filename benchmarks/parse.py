"""Benchmark of the effect grammar (not a test): LALR against Earley on the same grammar.

    .venv/bin/python benchmarks/parse.py

Reads every non-empty game text of the card lists in ``../shared/data/overpower-cards/``,
parses all of them once with the service's LALR parser (the whole ``parse_effect`` pipeline:
normalisation, sentences, LALR parse, transformer) and once more sentence by sentence with
both the LALR parser and an Earley parser built from the same ``effect.lark``, and prints
texts per second for each and their ratio.
"""

from __future__ import annotations

import csv
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lark.exceptions import LarkError  # noqa: E402

from cards.grammar.normalise import normalise, sentences  # noqa: E402
from cards.grammar.parser import build_parser, get_parser, keywords, parse_effect  # noqa: E402

DATA = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared")) / "data" / "overpower-cards"


def load_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = (row.get("Game Text") or "").strip()
                if text and text != "-":
                    texts.append(text)
    return texts


def split(texts: list[str]) -> list[list[str]]:
    kw = keywords()
    out = []
    for text in texts:
        norm = normalise(text, kw)
        out.append([norm.text[s:e] for s, e in sentences(norm.text)])
    return out


def time_parser(parser, per_text: list[list[str]]) -> tuple[float, int]:
    ok = 0
    start = time.perf_counter()
    for sents in per_text:
        for sentence in sents:
            try:
                parser.parse(sentence)
                ok += 1
            except LarkError:
                pass
    return time.perf_counter() - start, ok


def main() -> None:
    texts = load_texts()
    if not texts:
        sys.exit(f"no card data in {DATA}")
    t0 = time.perf_counter()
    lalr = get_parser()
    build_lalr = time.perf_counter() - t0
    t0 = time.perf_counter()
    earley = build_parser("earley")
    build_earley = time.perf_counter() - t0

    start = time.perf_counter()
    statuses = [parse_effect(t).status for t in texts]
    pipeline = time.perf_counter() - start

    per_text = split(texts)
    n_sent = sum(len(s) for s in per_text)
    full = statuses.count("full")
    say(f"texts: {len(texts)} ({n_sent} sentences), full {full} ({100 * full / len(texts):.1f}%)")
    say(f"parser build: LALR {build_lalr:.3f} s, Earley {build_earley:.3f} s")
    say(
        f"parse_effect pipeline (LALR): {pipeline:.3f} s for all texts, "
        f"{len(texts) / pipeline:,.0f} texts/s"
    )
    t_lalr, ok_lalr = time_parser(lalr, per_text)
    say(
        f"LALR parser only:   {t_lalr:.3f} s, {len(texts) / t_lalr:,.0f} texts/s "
        f"({ok_lalr} sentences parsed)"
    )
    say(f"target (all texts under 0.5 s with LALR): {'met' if pipeline < 0.5 else 'NOT met'}")
    say("Earley (same grammar, dynamic lexer) ... this takes minutes")
    t_earley, ok_earley = time_parser(earley, per_text)
    say(
        f"Earley parser only: {t_earley:.3f} s, {len(texts) / t_earley:,.2f} texts/s "
        f"({ok_earley} sentences parsed)"
    )
    say(f"LALR is {t_earley / t_lalr:.1f}x faster than Earley on the same grammar")


def say(line: str) -> None:
    print(line, flush=True)


if __name__ == "__main__":
    main()
