"""The effect grammar's LALR parse table, built once and shipped with the code.

Building the table takes 20-60 s; no request and no process start may pay that. The table is
written by ``manage.py build_parse_table`` with Lark's own ``save()`` (gzip-compressed) next to
a small JSON file holding the fingerprint of what it was built from: the grammar text, the
parser options and Lark's version. ``load_shipped`` reads the table only when that fingerprint
still matches, so a grammar edited without regenerating the table is never parsed with a stale
one (the parser then builds the table itself, cached in the temp dir, and a test fails with the
command to run).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import pickle
from pathlib import Path
from typing import Any

import lark
from lark import Lark

GRAMMAR_PATH = Path(__file__).with_name("effect.lark")
TABLE_PATH = Path(__file__).with_name("effect_table.pickle.gz")
META_PATH = Path(__file__).with_name("effect_table.json")
REGENERATE = ".venv/bin/python manage.py build_parse_table"

#: The options of the service's parser. ``strict`` makes any grammar conflict an error.
LALR_OPTIONS: dict[str, Any] = dict(
    parser="lalr",
    lexer="contextual",
    strict=True,
    propagate_positions=True,
    keep_all_tokens=True,
    maybe_placeholders=False,
)

log = logging.getLogger(__name__)


def grammar_text() -> str:
    return GRAMMAR_PATH.read_text(encoding="utf-8")


def fingerprint(text: str | None = None) -> str:
    """SHA-256 of the grammar text, the parser options and Lark's version."""
    source = json.dumps(
        {
            "grammar": grammar_text() if text is None else text,
            "options": LALR_OPTIONS,
            "lark": lark.__version__,
        },
        sort_keys=True,
    )
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def shipped_fingerprint() -> str | None:
    """The fingerprint the shipped table was built from (``None`` if there is none)."""
    try:
        return json.loads(META_PATH.read_text(encoding="utf-8")).get("fingerprint")
    except (OSError, ValueError):
        return None


def build_fresh() -> Lark:
    """Build the table from the grammar now, with the strict conflict check, no cache."""
    return Lark(grammar_text(), cache=False, **LALR_OPTIONS)


def write_shipped() -> dict[str, Any]:
    """Build the table and write it with its fingerprint; returns what the JSON file says."""
    parser = build_fresh()
    with gzip.GzipFile(TABLE_PATH, "wb", compresslevel=9, mtime=0) as out:
        parser.save(out)
    meta = {
        "fingerprint": fingerprint(),
        "lark": lark.__version__,
        "options": LALR_OPTIONS,
        "regenerate": REGENERATE,
    }
    META_PATH.write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return meta


def load_shipped() -> Lark | None:
    """The shipped parser if it was built from today's grammar, options and Lark, else ``None``."""
    if shipped_fingerprint() != fingerprint():
        log.warning("the shipped parse table is stale; run: %s", REGENERATE)
        return None
    try:
        with gzip.open(TABLE_PATH, "rb") as table:
            return Lark.load(table)
    except (OSError, EOFError, ValueError, pickle.UnpicklingError) as exc:
        log.warning("cannot read the shipped parse table (%s); run: %s", exc, REGENERATE)
        return None
