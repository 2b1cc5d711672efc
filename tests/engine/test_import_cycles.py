"""The engine's modules import one another without a cycle (architecture.md: one job per module,
dependencies in one direction). Only imports run at import time count: those under
``if TYPE_CHECKING:`` and inside functions are not edges."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "rules" / "engine"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, known: set[str]) -> set[str]:
    out: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            names = [f"{base}.{a.name}" for a in node.names]
            submodules = [n for n in names if n in known]
            out.update(submodules)
            if base in known and len(submodules) < len(names):
                out.add(base)  # names the package's ``__init__`` defines
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
    return out


def engine_graph() -> dict[str, set[str]]:
    paths = {_module_name(p): p for p in ENGINE.rglob("*.py")}
    known = set(paths)
    return {name: _imports(path, known) - {name} for name, path in paths.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_the_engine_has_no_import_cycle():
    graph = engine_graph()
    assert len(graph) > 50
    assert find_cycle(graph) == []


def test_the_cycle_check_sees_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []
