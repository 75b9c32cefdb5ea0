"""The engine's public names stay what they name, however the engine's modules are loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import tractor_engine as te

ENGINE = Path(te.__file__).parent


def test_no_module_is_named_like_a_public_name_it_would_shadow() -> None:
    # Importing a submodule binds it on the package under its own name; a lazily loaded function
    # of the same name (te.simulate, te.explore) would then be replaced by its module.
    modules = {path.stem for path in ENGINE.glob("*.py")}
    clashes = {
        name
        for name in te.__all__
        if name in modules and not isinstance(getattr(te, name), type(te))
    }
    lazy = {name for name in clashes if name in te._LAZY}
    assert not lazy, f"lazily loaded names that a submodule would shadow: {sorted(lazy)}"


def test_every_public_name_survives_loading_every_module_first() -> None:
    script = (
        "import importlib, pkgutil, types\n"
        "import tractor_engine as te\n"
        "for info in pkgutil.iter_modules(te.__path__):\n"
        "    if info.name != '__main__':\n"
        "        importlib.import_module('tractor_engine.' + info.name)\n"
        "bad = [n for n in te.__all__ if isinstance(getattr(te, n), types.ModuleType)]\n"
        "print(bad)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]", f"public names that are modules after loading: {out}"


def test_lazy_names_are_the_objects_their_modules_define() -> None:
    from tractor_engine.compare import search as explorer
    from tractor_engine.play import simulation

    assert te.simulate is simulation.simulate and callable(te.simulate)
    assert te.explore is explorer.explore and callable(te.explore)
