"""synth/ sits above llm/: it imports the model layer at module level only, and llm/ never imports synth/."""

from __future__ import annotations

import ast
from pathlib import Path

import privasis_hub

PACKAGE = Path(privasis_hub.__file__).parent


def _imported_modules(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        return [node.module]
    return []


def _nested_imports(path: Path) -> list[tuple[int, str]]:
    """Imports that are not statements of the module body (inside a function, class or block)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    top = {id(node) for node in tree.body}
    return [(node.lineno, module) for node in ast.walk(tree) if id(node) not in top
            for module in _imported_modules(node)]


def test_synth_imports_llm_only_at_module_level():
    offending = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module} inside a function"
        for path in sorted((PACKAGE / "synth").rglob("*.py"))
        for line, module in _nested_imports(path)
        if module == "privasis_hub.llm" or module.startswith("privasis_hub.llm.")
    ]
    assert not offending, "\n".join(offending)


def test_llm_never_imports_synth():
    offending = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno} imports {module}"
        for path in sorted((PACKAGE / "llm").rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path)))
        for module in _imported_modules(node)
        if module == "privasis_hub.synth" or module.startswith("privasis_hub.synth.")
    ]
    assert not offending, "\n".join(offending)


def test_the_walker_sees_an_import_inside_a_function(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\n\ndef f():\n    from privasis_hub.llm.base import Draft\n")
    assert _nested_imports(probe) == [(4, "privasis_hub.llm.base")]
