"""The venture, priority and renege checks and the registry are pure Python: no Django."""

from __future__ import annotations

from tests.web_free import modules_of_the_web_loaded_by


def test_checks_import_without_django():
    modules = (
        "rules.engine.venture, rules.engine.priority, rules.engine.renege, "
        "rules.registry, rules.glossary"
    )
    assert modules_of_the_web_loaded_by(modules, then="rules.glossary.all_terms()") == ""
