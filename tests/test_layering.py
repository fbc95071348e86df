"""The import graph runs one way: llm/ holds model backends and imports nothing from the stages above it."""

from __future__ import annotations

import ast
from pathlib import Path

import privasis_hub

PACKAGE = Path(privasis_hub.__file__).parent
#: Packages above llm/: the stages whose procedural generators live beside them.
STAGES = ("privasis_hub.synth", "privasis_hub.sanitize", "privasis_hub.offline")


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports (module level or inside a function), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
            found += [(node.lineno, a.value) for a in node.args if isinstance(a, ast.Constant)]
    return found


def test_llm_imports_nothing_from_the_stages():
    offending = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}"
        for path in sorted((PACKAGE / "llm").rglob("*.py"))
        for line, module in _imports(path)
        if module.startswith(STAGES)
    ]
    assert not offending, "\n".join(offending)


def test_walker_sees_function_level_imports(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from privasis_hub.synth.render import render\n")
    assert (2, "privasis_hub.synth.render") in _imports(probe)


def test_offline_backend_is_composed_above_llm():
    from privasis_hub.llm import get_backend
    from privasis_hub.offline import OfflineBackend

    backend = get_backend("offline")
    assert isinstance(backend, OfflineBackend)
    assert callable(backend.draft) and callable(backend.rewrite_chunk)


def _function_level_imports(path: Path) -> list[tuple[int, str]]:
    """Modules a file imports inside a function body (deferred imports hide the import graph)."""
    found = []
    for func in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(func):
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    found.append((node.lineno, node.module))
                elif isinstance(node, ast.Import):
                    found += [(node.lineno, alias.name) for alias in node.names]
    return found


def test_stages_import_llm_only_at_module_level():
    offending = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module} inside a function"
        for stage in ("synth", "sanitize")
        for path in sorted((PACKAGE / stage).rglob("*.py"))
        for line, module in _function_level_imports(path)
        if module.startswith("privasis_hub.llm")
    ]
    assert not offending, "\n".join(offending)


def test_sanitize_has_no_function_level_imports_of_the_package():
    offending = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module} inside a function"
        for path in sorted((PACKAGE / "sanitize").rglob("*.py"))
        for line, module in _function_level_imports(path)
        if module.startswith("privasis_hub")
    ]
    assert not offending, "\n".join(offending)


def test_function_level_walker_sees_a_deferred_import(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\n\ndef f():\n    from privasis_hub.llm.base import Backend\n")
    assert _function_level_imports(probe) == [(4, "privasis_hub.llm.base")]
