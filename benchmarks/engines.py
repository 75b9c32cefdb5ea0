"""Load a second copy of ``tractor_engine`` (an earlier version of this project) beside the
installed one, so that a benchmark can time both in the same run.

``load_engine("/tmp/speed-before")`` imports the ``engine/`` folder of that checkout (make one
with ``git worktree add /tmp/speed-before <commit>``) as the package ``tractor_engine_before``:
the engine imports itself only relatively, so the two copies share nothing but the standard
library. Benchmarks take the checkout with ``--before PATH``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_engine(checkout: str | Path, name: str = "tractor_engine_before") -> ModuleType:
    """The package in ``checkout``'s ``engine/`` folder, imported as ``name``."""
    if name in sys.modules:
        return sys.modules[name]
    init = Path(checkout) / "engine" / "__init__.py"
    if not init.is_file():
        sys.exit(f"--before: no engine/__init__.py under {checkout!r} (a checkout of this project)")
    spec = importlib.util.spec_from_file_location(
        name, init, submodule_search_locations=[str(init.parent)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def submodule(engine: ModuleType, path: str) -> ModuleType:
    """``engine``'s submodule ``path`` (``"play.bots"``), imported on first use."""
    return importlib.import_module(f"{engine.__name__}.{path}")
