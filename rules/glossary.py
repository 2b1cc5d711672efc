"""The glossary of game keywords, loaded from ``rules/data/glossary.toml``.

Pure Python (no Django). Each term has a definition in the project's own words and the
rule ids that govern it; loading fails if a term cites an id the registry does not know.
"""

from __future__ import annotations

import re
import threading
import tomllib
from dataclasses import dataclass
from pathlib import Path

from rules.registry import DATA_DIR, RegistryError, is_known

GLOSSARY_FILE = DATA_DIR / "glossary.toml"


@dataclass(frozen=True)
class Term:
    term: str
    slug: str
    definition: str
    rules: tuple[str, ...]

    def as_dict(self) -> dict:
        return {
            "term": self.term,
            "slug": self.slug,
            "definition": self.definition,
            "rules": list(self.rules),
        }


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def load_glossary(path: Path = GLOSSARY_FILE) -> list[Term]:
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    problems: list[str] = []
    terms: list[Term] = []
    seen: set[str] = set()
    for index, entry in enumerate(data.get("term", [])):
        name = entry.get("term")
        definition = entry.get("definition")
        rules = entry.get("rules", [])
        where = f"glossary term #{index + 1} {name!r}"
        if not isinstance(name, str) or not name.strip():
            problems.append(f"{where}: missing term")
            continue
        if not isinstance(definition, str) or not definition.strip():
            problems.append(f"{where}: missing definition")
            continue
        if not isinstance(rules, list) or not rules:
            problems.append(f"{where}: must cite at least one rule id")
            continue
        slug = slugify(name)
        if slug in seen:
            problems.append(f"{where}: duplicate term")
        seen.add(slug)
        problems.extend(f"{where}: unknown rule id {r!r}" for r in rules if not is_known(r))
        terms.append(Term(name.strip(), slug, " ".join(definition.split()), tuple(rules)))
    if problems:
        raise RegistryError("glossary is invalid:\n  " + "\n  ".join(problems))
    return sorted(terms, key=lambda t: t.term.lower())


_lock = threading.Lock()
_cache: list[Term] | None = None


def all_terms() -> list[Term]:
    global _cache
    if _cache is None:
        with _lock:
            if _cache is None:
                _cache = load_glossary()
    return _cache


def terms_for_rule(rule_id: str) -> list[Term]:
    """Glossary terms that cite a rule (shown on the rule's page)."""
    return [t for t in all_terms() if rule_id in t.rules]
