"""The rule registry: every rule id the service cites, loaded from ``rules/data/*.toml``.

Pure Python (no Django), so the engine and tests can use it directly. Every file in
``rules/data/`` holding ``[[rule]]`` tables is read once with :mod:`tomllib` and checked:
ids are unique and well formed, the required fields are present, meta-rules say what they
changed and which official rules they supersede, and every cross-reference points to a
known id. ``superseded_by`` is completed from the meta-rules' ``supersedes`` lists.
"""

from __future__ import annotations

import difflib
import re
import threading
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

#: Where a rule comes from, by id prefix: the rulebooks in ``../shared/seeds/``.
SOURCES: dict[str, str] = {
    "official": "OR",
    "meta": "MR",
    "power-play": "PP",
    "power-up": "PU",
    "overrealm": "RLM",
}
SOURCE_TITLES: dict[str, str] = {
    "official": "OverPower official rules",
    "meta": "Tournament meta-rules revision",
    "power-play": "Power Play (Midville) rules",
    "power-up": "Power Up! rules",
    "overrealm": "OverRealm rules",
}

#: The shape of a rule id: a prefix, then dot-separated lower-case parts.
RULE_ID_RE = re.compile(r"^(?:OR|MR|PP|PU|RLM)(?:\.[a-z0-9][a-z0-9-]*)+$")
#: Finds rule ids inside free text (messages, templates, data files).
RULE_ID_IN_TEXT_RE = re.compile(r"\b(?:OR|MR|PP|PU|RLM)(?:\.[a-z0-9][a-z0-9-]*)+")

_REQUIRED = ("id", "title", "source", "section", "summary")
_OPTIONAL = ("changes", "supersedes", "superseded_by", "see_also")


class RegistryError(ValueError):
    """The rule data is inconsistent; the message lists every problem found."""


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    source: str
    section: str
    summary: str
    changes: str = ""
    supersedes: tuple[str, ...] = ()
    superseded_by: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()
    file: str = field(default="", compare=False)

    @property
    def prefix(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def parent(self) -> str | None:
        """The id one level up (``MR.5`` for ``MR.5.string``), whether or not it exists."""
        parts = self.id.split(".")
        return ".".join(parts[:-1]) if len(parts) > 2 else None

    @property
    def source_title(self) -> str:
        return SOURCE_TITLES.get(self.source, self.source)

    @property
    def sort_key(self) -> tuple:
        """Orders MR.2 before MR.10 and a rule before its finer ids."""
        return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in self.id.split(".")[1:])

    def as_dict(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "source": self.source,
            "source_title": self.source_title,
            "section": self.section,
            "summary": self.summary,
            "changes": self.changes or None,
            "supersedes": list(self.supersedes),
            "superseded_by": list(self.superseded_by),
            "see_also": list(self.see_also),
        }


def _as_tuple(value: object, where: str, name: str, problems: list[str]) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        problems.append(f"{where}: '{name}' must be a list of rule ids")
        return ()
    return tuple(value)


def _parse_file(path: Path, problems: list[str]) -> list[Rule]:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        problems.append(f"{path.name}: not valid TOML ({exc})")
        return []
    entries = data.get("rule", [])
    if not isinstance(entries, list):
        problems.append(f"{path.name}: 'rule' must be an array of tables ([[rule]])")
        return []
    rules: list[Rule] = []
    for index, entry in enumerate(entries):
        where = f"{path.name} rule #{index + 1}"
        if not isinstance(entry, dict):
            problems.append(f"{where}: not a table")
            continue
        if isinstance(entry.get("id"), str):
            where = f"{path.name} {entry['id']}"
        unknown = set(entry) - set(_REQUIRED) - set(_OPTIONAL)
        if unknown:
            problems.append(f"{where}: unknown fields {sorted(unknown)}")
        missing = [
            k for k in _REQUIRED if not isinstance(entry.get(k), str) or not entry[k].strip()
        ]
        if missing:
            problems.append(f"{where}: missing or empty {missing}")
            continue
        rule_id, source = entry["id"], entry["source"]
        if not RULE_ID_RE.match(rule_id):
            problems.append(f"{where}: malformed id")
        if source not in SOURCES:
            problems.append(f"{where}: unknown source {source!r} (one of {sorted(SOURCES)})")
        elif rule_id.split(".", 1)[0] != SOURCES[source]:
            problems.append(f"{where}: an id from source {source!r} starts with {SOURCES[source]}.")
        changes = entry.get("changes", "")
        if not isinstance(changes, str):
            problems.append(f"{where}: 'changes' must be text")
            changes = ""
        if source == "meta":
            if not changes.strip():
                problems.append(f"{where}: a meta-rule must say what it changed ('changes')")
            if "supersedes" not in entry:
                problems.append(f"{where}: a meta-rule must list 'supersedes' (may be empty)")
        elif "supersedes" in entry and entry["supersedes"]:
            problems.append(f"{where}: only meta-rules supersede other rules")
        rules.append(
            Rule(
                id=rule_id,
                title=entry["title"].strip(),
                source=source,
                section=entry["section"].strip(),
                summary=" ".join(entry["summary"].split()),
                changes=" ".join(changes.split()),
                supersedes=_as_tuple(entry.get("supersedes"), where, "supersedes", problems),
                superseded_by=_as_tuple(
                    entry.get("superseded_by"), where, "superseded_by", problems
                ),
                see_also=_as_tuple(entry.get("see_also"), where, "see_also", problems),
                file=path.name,
            )
        )
    return rules


def build_registry(paths: Iterable[Path]) -> dict[str, Rule]:
    """Read and validate rule files; raises :class:`RegistryError` listing every problem."""
    problems: list[str] = []
    by_id: dict[str, Rule] = {}
    for path in sorted(paths):
        for rule in _parse_file(path, problems):
            if rule.id in by_id:
                problems.append(
                    f"{rule.file} {rule.id}: duplicate id (also in {by_id[rule.id].file})"
                )
                continue
            by_id[rule.id] = rule
    successors: dict[str, list[str]] = {}
    for rule in by_id.values():
        for name, refs in (
            ("supersedes", rule.supersedes),
            ("superseded_by", rule.superseded_by),
            ("see_also", rule.see_also),
        ):
            for ref in refs:
                if ref not in by_id:
                    problems.append(f"{rule.file} {rule.id}: {name} names unknown id {ref!r}")
                elif ref == rule.id:
                    problems.append(f"{rule.file} {rule.id}: {name} names the rule itself")
        for ref in rule.supersedes:
            successors.setdefault(ref, []).append(rule.id)
            if ref in by_id and by_id[ref].source == "meta":
                problems.append(f"{rule.file} {rule.id}: supersedes {ref!r}, which is a meta-rule")
        for ref in rule.superseded_by:
            if ref in by_id and by_id[ref].source != "meta":
                problems.append(f"{rule.file} {rule.id}: superseded_by {ref!r} is not a meta-rule")
    if problems:
        raise RegistryError("rule registry is invalid:\n  " + "\n  ".join(problems))
    for rule_id, rule in list(by_id.items()):
        merged = tuple(dict.fromkeys([*rule.superseded_by, *successors.get(rule_id, [])]))
        if merged != rule.superseded_by:
            by_id[rule_id] = Rule(**{**rule.__dict__, "superseded_by": merged})
    return by_id


MAIN_FILE = "rules.toml"


def _document_order(by_id: dict[str, Rule]) -> dict[str, Rule]:
    """Rules in the order of the rulebooks: ``rules.toml`` follows each document, and a finer
    id from another file goes right after its nearest ancestor there."""
    prefixes = list(SOURCES.values())
    position = {rid: n for n, (rid, r) in enumerate(by_id.items()) if r.file == MAIN_FILE}

    def key(rule: Rule) -> tuple:
        anchor, parts = rule.id, rule.id.split(".")
        while anchor not in position and len(parts) > 2:
            parts = parts[:-1]
            anchor = ".".join(parts)
        rank = prefixes.index(rule.prefix) if rule.prefix in prefixes else len(prefixes)
        return (rank, position.get(anchor, len(position)), rule.sort_key)

    return {r.id: r for r in sorted(by_id.values(), key=key)}


_lock = threading.Lock()
_cache: dict[str, Rule] | None = None


def _registry() -> dict[str, Rule]:
    global _cache
    if _cache is None:
        with _lock:
            if _cache is None:
                _cache = _document_order(build_registry(DATA_DIR.glob("*.toml")))
    return _cache


def reload() -> None:
    """Forget the cached registry (tests that add data files call this)."""
    global _cache
    with _lock:
        _cache = None


def get_rule(rule_id: str) -> Rule:
    """The rule with this id; ``KeyError`` if there is none."""
    return _registry()[rule_id]


def is_known(rule_id: str) -> bool:
    return rule_id in _registry()


def all_rules(source: str | None = None) -> list[Rule]:
    """Every rule in rulebook order (official, then meta, then other games), optionally by source."""
    return [r for r in _registry().values() if source is None or r.source == source]


def has_words(query: str, *texts: str) -> bool:
    """Whether every word of ``query`` appears in the texts (case ignored)."""
    haystack = " ".join(texts).lower()
    return all(word in haystack for word in query.lower().split())


def find_rules(query: str = "", source: str | None = None) -> list[Rule]:
    """The rules (of one rulebook, or all) whose id, title, section, summary or changes hold
    every word of ``query``, in rulebook order."""
    return [
        r
        for r in all_rules(source)
        if has_words(query, r.id, r.title, r.section, r.summary, r.changes)
    ]


def suggest(rule_id: str, limit: int = 5) -> list[str]:
    """Known ids close to an unknown one: its parents and finer ids first, then look-alikes."""
    known = list(_registry())
    wanted = rule_id.strip()
    lowered = {k.lower(): k for k in known}
    picks: list[str] = []
    if wanted.lower() in lowered:
        picks.append(lowered[wanted.lower()])
    parts = wanted.split(".")
    for cut in range(len(parts) - 1, 1, -1):
        parent = ".".join(parts[:cut])
        if parent in _registry():
            picks.append(parent)
            break
    picks.extend(k for k in known if k.startswith(wanted + ".") and wanted)
    picks.extend(difflib.get_close_matches(wanted, known, n=limit, cutoff=0.6))
    return list(dict.fromkeys(picks))[:limit]


def unknown_ids(ids: Iterable[str]) -> list[str]:
    """The ids in ``ids`` that the registry does not know (for checks on engine output)."""
    return sorted({i for i in ids if not is_known(i)})


def ids_in_text(text: str) -> list[str]:
    """Rule ids mentioned in free text; ``OR.attack.*`` and ``OR.attack.{kind}`` are not ids."""
    found: list[str] = []
    for match in RULE_ID_IN_TEXT_RE.finditer(text):
        token = match.group(0).rstrip(".-")
        end = match.end()
        if text[end : end + 1] in ("*", "{") or text[end : end + 2] in (".*", ".{"):
            continue  # a family (OR.attack.*) or a template (f"OR.attack.{kind}"), not an id
        found.append(token)
    return found
