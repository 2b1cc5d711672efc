"""The rule registry: complete against rule-ids.md, consistent, and in our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules import registry
from rules.registry import RegistryError, build_registry
from tests.conftest import SEEDS, SHARED

RULE_IDS_MD = SHARED / "design" / "rule-ids.md"


def ids_of_rule_ids_md() -> list[str]:
    """Every id in the tables of rule-ids.md, expanding ``OR.attack.power / .universe / ...``."""
    ids: list[str] = []
    for line in RULE_IDS_MD.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^\|\s*((?:OR|MR)\.[^|]+?)\s*\|", line)
        if not match:
            continue
        parts = [p.strip() for p in match.group(1).split("/")]
        first = parts[0]
        ids.append(first)
        stem = first.rsplit(".", 1)[0]
        ids.extend(stem + p for p in parts[1:] if p.startswith("."))
    return ids


def test_rule_ids_md_is_read():
    ids = ids_of_rule_ids_md()
    assert len(ids) > 80
    assert "OR.attack.battlesite" in ids and "MR.13.renege-offences" in ids


def test_every_rule_ids_md_id_is_in_the_registry():
    missing = [i for i in ids_of_rule_ids_md() if not registry.is_known(i)]
    assert missing == []


@pytest.mark.parametrize(
    "rule_id",
    [
        *(
            f"OR.discard.{k}"
            for k in (
                "power",
                "universe-basic",
                "training",
                "teamwork",
                "ally",
                "doubleshot",
                "special",
                "event",
                "activator",
                "aspect",
                "unusable",
            )
        ),
        *(
            f"OR.attack.{k}"
            for k in (
                "power",
                "universe",
                "training",
                "teamwork",
                "ally",
                "doubleshot",
                "special",
                "activator",
                "battlesite",
            )
        ),
        "OR.venture.penalty",
        "OR.venture-total.tie",
        "MR.13.renege-offences",
    ],
)
def test_finer_ids_the_rulebooks_call_for(rule_id):
    assert registry.is_known(rule_id)


def test_every_rule_has_the_required_fields():
    for rule in registry.all_rules():
        assert rule.title and rule.section and rule.summary, rule.id
        assert rule.source in registry.SOURCES
        assert registry.RULE_ID_RE.match(rule.id)
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", rule.summary) if s.strip()]
        assert 1 <= len(sentences) <= 6, (rule.id, len(sentences))


def test_meta_rules_say_what_they_changed():
    for rule in registry.all_rules("meta"):
        assert rule.changes, rule.id
        assert all(registry.get_rule(s).source == "official" for s in rule.supersedes), rule.id


def test_superseded_official_rules_point_back_to_their_meta_rule():
    assert registry.get_rule("OR.battle-end").superseded_by == ("MR.13",)
    assert "MR.4" in registry.get_rule("OR.defense.doubleshot").superseded_by
    for rule in registry.all_rules("meta"):
        for old in rule.supersedes:
            assert rule.id in registry.get_rule(old).superseded_by


def test_sections_name_headings_of_their_rulebook():
    """Each section names a heading that really is in its source document."""
    texts = {
        "official": (SEEDS / "overpower-official-rules.txt").read_text(encoding="utf-8").lower(),
        "meta": (SEEDS / "overpower-meta-rules-revision.txt").read_text(encoding="utf-8").lower(),
    }

    def norm(s: str) -> str:
        return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()

    normed = {k: norm(v) for k, v in texts.items()}
    for rule in registry.all_rules():
        if rule.source not in normed:
            continue
        first = re.split(r"[:;]", rule.section)[0]
        first = re.sub(r"^\d+\)\s*", "", first)
        assert norm(first) in normed[rule.source], (rule.id, rule.section)


def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def test_summaries_are_in_our_own_words():
    """No summary repeats nine words in a row from either rulebook."""
    book = set()
    for name in ("overpower-official-rules.txt", "overpower-meta-rules-revision.txt"):
        book |= _ngrams((SEEDS / name).read_text(encoding="utf-8"), 9)
    copied = []
    for rule in registry.all_rules():
        for text in (rule.summary, rule.changes):
            overlap = _ngrams(text, 9) & book
            if overlap:
                copied.append((rule.id, " ".join(sorted(overlap)[0])))
    assert copied == []


def test_lookup_helpers():
    assert registry.get_rule("MR.17").source == "meta"
    with pytest.raises(KeyError):
        registry.get_rule("MR.99")
    assert registry.is_known("OR.venture") and not registry.is_known("OR.venturez")
    assert "MR.5.string" in registry.suggest("MR.5.strng")
    assert "OR.attack.power" in registry.suggest("OR.attack.powr")
    assert registry.ids_in_text("see OR.attack.* and OR.venture. and MR.5.string") == [
        "OR.venture",
        "MR.5.string",
    ]
    assert registry.ids_in_text('f"OR.attack.{kind}" or OR.universe-{sub}') == []
    assert [r.id for r in registry.all_rules("meta")][:3] == ["MR.1", "MR.2", "MR.3"]
    ids = [r.id for r in registry.all_rules("meta")]
    assert ids.index("MR.2") < ids.index("MR.10") < ids.index("MR.13") < ids.index("MR.13.renege")


# ----------------------------------------------------------------------- validation


def _write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


GOOD = """
[[rule]]
id = "OR.one"
title = "One"
source = "official"
section = "S"
summary = "A rule."

[[rule]]
id = "MR.1"
title = "Meta one"
source = "meta"
section = "1) S"
summary = "Changes it."
changes = "It changed."
supersedes = ["OR.one"]
"""


def test_build_registry_accepts_good_data_and_links_successors(tmp_path):
    rules = build_registry([_write(tmp_path, "a.toml", GOOD)])
    assert rules["OR.one"].superseded_by == ("MR.1",)


@pytest.mark.parametrize(
    ("extra", "problem"),
    [
        (
            '[[rule]]\nid = "OR.one"\ntitle = "x"\nsource = "official"\nsection = "s"\nsummary = "s"\n',
            "duplicate id",
        ),
        (
            '[[rule]]\nid = "MR.2"\ntitle = "x"\nsource = "meta"\nsection = "s"\nsummary = "s"\nsupersedes = []\n',
            "what it changed",
        ),
        (
            '[[rule]]\nid = "MR.2"\ntitle = "x"\nsource = "meta"\nsection = "s"\nsummary = "s"\nchanges = "c"\n',
            "supersedes",
        ),
        (
            '[[rule]]\nid = "MR.2"\ntitle = "x"\nsource = "meta"\nsection = "s"\nsummary = "s"\nchanges = "c"\nsupersedes = ["OR.nope"]\n',
            "unknown id",
        ),
        (
            '[[rule]]\nid = "OR.two"\ntitle = "x"\nsource = "official"\nsection = "s"\nsummary = "s"\nsee_also = ["MR.9"]\n',
            "unknown id",
        ),
        (
            '[[rule]]\nid = "MR.3"\ntitle = "x"\nsource = "official"\nsection = "s"\nsummary = "s"\n',
            "starts with OR.",
        ),
        ('[[rule]]\nid = "OR.two"\ntitle = "x"\nsource = "official"\nsection = "s"\n', "missing"),
        (
            '[[rule]]\nid = "OR.Two"\ntitle = "x"\nsource = "official"\nsection = "s"\nsummary = "s"\n',
            "malformed",
        ),
        (
            '[[rule]]\nid = "MR.2"\ntitle = "x"\nsource = "meta"\nsection = "s"\nsummary = "s"\nchanges = "c"\nsupersedes = ["MR.1"]\n',
            "is a meta-rule",
        ),
    ],
)
def test_build_registry_reports_bad_data(tmp_path, extra, problem):
    paths = [_write(tmp_path, "a.toml", GOOD), _write(tmp_path, "b.toml", extra)]
    with pytest.raises(RegistryError, match=problem):
        build_registry(paths)


def test_registry_loads_every_data_file(tmp_path, monkeypatch):
    """A helper's own file (engine.toml, deck.toml, ...) is read with rules.toml."""
    data = tmp_path / "data"
    data.mkdir()
    for path in registry.DATA_DIR.glob("*.toml"):
        (data / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (data / "zz-extra.toml").write_text(
        '[[rule]]\nid = "MR.5.string.extra-test"\ntitle = "x"\nsource = "meta"\n'
        'section = "5)"\nsummary = "s"\nchanges = "c"\nsupersedes = []\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(registry, "DATA_DIR", data)
    registry.reload()
    try:
        assert registry.is_known("MR.5.string.extra-test")
        ids = [r.id for r in registry.all_rules("meta")]
        assert (
            ids.index("MR.5.string")
            < ids.index("MR.5.string.extra-test")
            < ids.index("MR.5.secondary")
        )
    finally:
        monkeypatch.undo()
        registry.reload()
    assert not registry.is_known("MR.5.string.extra-test")
