"""The dependency rule of architecture.md: the rules engine imports nothing of the web layer."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "rules" / "engine"
FORBIDDEN = ("django", "rest_framework", "cards", "api", "judge", "drf_spectacular")


def _imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def test_engine_modules_exist():
    assert (ENGINE / "cards.py").exists()


def test_engine_imports_nothing_from_django_or_the_web_layer():
    offenders = []
    for path in sorted(ENGINE.rglob("*.py")):
        for module in _imported_modules(path):
            if module.split(".")[0] in FORBIDDEN:
                offenders.append(f"{path.relative_to(ENGINE.parent.parent)} imports {module}")
    assert offenders == []


ROOT = ENGINE.parent.parent
#: Packages of the project that may not import ``api`` (the pages among them).
NOT_API = ("cards", "rules", "judge")


def test_nothing_outside_the_api_imports_it():
    """Pages and API are two doors to the same services: only ``api/`` may import ``api``."""
    offenders = []
    for package in NOT_API:
        for path in sorted((ROOT / package).rglob("*.py")):
            for module in _imported_modules(path):
                if module == "api" or module.startswith("api."):
                    offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_the_architecture_check_sees_an_api_import(tmp_path):
    sample = tmp_path / "page.py"
    sample.write_text("from api.views_judging import run_resolve\nimport api.errors\n")
    assert _imported_modules(sample) == ["api.views_judging", "api.errors"]
