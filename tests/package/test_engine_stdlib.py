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


#: What only the type checker reads (``if TYPE_CHECKING:``) may also come from here.
TYPE_ONLY = ALLOWED | {"typing_extensions"}


def _type_checking_only(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and (node.test.id == "TYPE_CHECKING")
    )


def _required_imports(node: ast.AST, optional: bool = False):
    """(line, module) of every absolute import that is not inside a ``try`` body whose
    ``except`` catches ImportError (an optional package with a fallback, like tqdm), nor in
    the body of an ``if TYPE_CHECKING:`` (never run: those are checked against TYPE_ONLY)."""
    if _type_checking_only(node):
        for child in [*node.orelse]:
            yield from _required_imports(child, optional)
        return
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


def _type_only_imports(tree: ast.AST):
    """(line, module) of every absolute import in the body of an ``if TYPE_CHECKING:``."""
    for node in ast.walk(tree):
        if _type_checking_only(node):
            for child in node.body:
                for inner in ast.walk(child):
                    if isinstance(inner, ast.Import):
                        yield from ((inner.lineno, a.name) for a in inner.names)
                    elif isinstance(inner, ast.ImportFrom) and inner.level == 0:
                        yield inner.lineno, inner.module


def test_no_engine_source_imports_outside_the_standard_library():
    sources = sorted(ENGINE.rglob("*.py"))
    assert len(sources) > 40, f"expected the engine's modules in {ENGINE} and its subpackages"
    trees = {path: ast.parse(path.read_text(), str(path)) for path in sources}
    outside = [
        f"{path.relative_to(ENGINE)}:{line}: import {module}"
        for path, tree in trees.items()
        for line, module in _required_imports(tree)
        if module.partition(".")[0] not in ALLOWED
    ]
    outside += [
        f"{path.relative_to(ENGINE)}:{line}: import {module} (for the type checker)"
        for path, tree in trees.items()
        for line, module in _type_only_imports(tree)
        if module.partition(".")[0] not in TYPE_ONLY
    ]
    assert not outside, "the engine must import only the standard library:\n" + "\n".join(outside)
    assert any(
        module == "typing_extensions" for t in trees.values() for _, module in _type_only_imports(t)
    ), "the type-only imports are seen"
