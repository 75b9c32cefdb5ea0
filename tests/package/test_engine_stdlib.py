"""``tractor_engine`` needs nothing outside the standard library (``sys.stdlib_module_names``):
not at import, not in the parts that import lazily, not in any line of its source."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import tractor_engine

ALLOWED = frozenset(sys.stdlib_module_names) | {"tractor_engine"}
ENGINE = Path(tractor_engine.__file__).parent
ALONE = Path(__file__).with_name("engine_alone.py")


def test_the_engine_runs_with_every_other_package_refused():
    proc = subprocess.run(
        [sys.executable, "-I", str(ALONE)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, (
        f"the engine needs a module outside the standard library:\n{proc.stderr[-3000:]}"
    )
    report = json.loads(proc.stdout.splitlines()[-1])
    assert "tractor_engine" in report["loaded"]
    assert set(report["loaded"]) <= ALLOWED, report


def _catches_import_error(node: ast.Try) -> bool:
    names = {"ImportError", "ModuleNotFoundError"}
    for handler in node.handlers:
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if any(isinstance(k, ast.Name) and k.id in names for k in kinds):
            return True
    return False


def _required_imports(node: ast.AST, optional: bool = False):
    """(line, module) of every absolute import that is not inside a ``try`` body whose
    ``except`` catches ImportError (an optional package with a fallback, like tqdm)."""
    if isinstance(node, ast.Import) and not optional:
        yield from ((node.lineno, alias.name) for alias in node.names)
    elif isinstance(node, ast.ImportFrom) and node.level == 0 and not optional:
        yield node.lineno, node.module
    if isinstance(node, ast.Try) and _catches_import_error(node):
        for child in node.body:
            yield from _required_imports(child, True)
        for child in [*node.handlers, *node.orelse, *node.finalbody]:
            yield from _required_imports(child, optional)
        return
    for child in ast.iter_child_nodes(node):
        yield from _required_imports(child, optional)


def test_no_engine_source_imports_outside_the_standard_library():
    sources = sorted(ENGINE.glob("*.py"))
    assert len(sources) > 10, f"expected the engine's modules in {ENGINE}"
    outside = [
        f"{path.name}:{line}: import {module}"
        for path in sources
        for line, module in _required_imports(ast.parse(path.read_text(), str(path)))
        if module.partition(".")[0] not in ALLOWED
    ]
    assert not outside, "the engine must import only the standard library:\n" + "\n".join(outside)
