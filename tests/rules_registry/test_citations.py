"""Every rule id written anywhere in the project is in the registry.

Scans the string literals of the Python code, the templates, the data files and the test
scenario JSON files for ids of the form ``OR.x``, ``MR.5.string``, ``PP.x``, ``PU.x``,
``RLM.x``. A family mention such as ``OR.attack.*`` is not an id. Test modules themselves are
not scanned (they may use unknown ids on purpose, to test the 404 answers), but every JSON
file under ``tests/`` is.
"""

from __future__ import annotations

import io
import json
import tokenize
from pathlib import Path

from django.conf import settings

from rules import registry

ROOT = Path(settings.BASE_DIR)
CODE_DIRS = ("judge", "cards", "rules", "api", "templates", "static", "benchmarks", "scripts")
TEXT_SUFFIXES = {".html", ".txt", ".toml", ".json", ".lark", ".yaml", ".yml", ".csv", ".js"}
SKIP_PARTS = {"__pycache__", ".venv", "node_modules"}


def _python_strings(path: Path) -> list[tuple[int, str]]:
    source = path.read_text(encoding="utf-8")
    found: list[tuple[int, str]] = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError):
        return [(1, source)]
    for token in tokens:
        if token.type == tokenize.STRING or token.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            found.append((token.start[0], token.string))
    return found


def _json_strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_json_strings(k), *_json_strings(v))]
    if isinstance(value, list):
        return [s for item in value for s in _json_strings(item)]
    return []


def files_to_scan() -> list[Path]:
    files: list[Path] = []
    for name in CODE_DIRS:
        base = ROOT / name
        if not base.exists():
            continue
        for path in base.rglob("*"):
            wanted = path.suffix == ".py" or path.suffix in TEXT_SUFFIXES
            if wanted and path.is_file() and not SKIP_PARTS & set(path.parts):
                files.append(path)
    tests = ROOT / "tests"
    files.extend(p for p in tests.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES - {".py"})
    return sorted(set(files))


def cited_ids(path: Path) -> list[tuple[int, str]]:
    if path.suffix == ".py":
        chunks = _python_strings(path)
    elif path.suffix == ".json":
        try:
            chunks = [(0, s) for s in _json_strings(json.loads(path.read_text(encoding="utf-8")))]
        except (json.JSONDecodeError, UnicodeDecodeError):
            chunks = [(0, path.read_text(encoding="utf-8", errors="replace"))]
    else:
        text = path.read_text(encoding="utf-8", errors="replace")
        chunks = [(n, line) for n, line in enumerate(text.splitlines(), 1)]
    return [(line, rule_id) for line, chunk in chunks for rule_id in registry.ids_in_text(chunk)]


def test_the_scan_finds_cited_ids():
    """The scan itself works: it sees ids in this project's engine and data."""
    seen = {rule_id for path in files_to_scan() for _, rule_id in cited_ids(path)}
    assert {"MR.17", "OR.mission-ladder", "MR.13.renege"} <= seen


def test_the_scan_reads_python_strings_not_comments(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('# OR.not-in-a-string\nX = "cites OR.venture and MR.99"\n', encoding="utf-8")
    assert [rule_id for _, rule_id in cited_ids(sample)] == ["OR.venture", "MR.99"]


def test_every_cited_rule_id_is_in_the_registry():
    unknown = []
    for path in files_to_scan():
        for line, rule_id in cited_ids(path):
            if not registry.is_known(rule_id):
                unknown.append(f"{path.relative_to(ROOT)}:{line}: {rule_id}")
    assert unknown == [], "rule ids cited but not in rules/data/*.toml:\n" + "\n".join(unknown)
