"""The engine's, rounds' and widgets' tests on every Python the project supports.

``make test-pythons`` runs ``nox``: one session per Python, each in a fresh venv with the
project installed from a wheel (not editable) and its ``test-core`` extra. The browser, notebook,
Binder and package-build tests stay in ``make test``, which runs everything on one Python.
Extra arguments go to pytest: ``nox -s tests-3.12 -- -x -k follow``.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import nox

PYTHONS = ["3.10", "3.11", "3.12", "3.13"]
TESTS = ["tests/engine", "tests/rounds", "tests/widgets", "tests/package/test_engine_stdlib.py"]

nox.options.default_venv_backend = "venv"
nox.options.download_python = "never"  # a missing Python is an error, not a download
nox.options.error_on_missing_interpreters = True


def _pyenv_versions_on_path() -> None:
    """pyenv's shims run only the versions it has selected, so put the newest installed
    release of each of PYTHONS on PATH for nox to find (nothing changes without pyenv)."""
    versions = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    found = []
    for python in PYTHONS:
        releases = [p for p in versions.glob(f"{python}.*") if re.fullmatch(r"[\d.]+", p.name)]
        if releases:
            newest = max(releases, key=lambda p: [int(n) for n in p.name.split(".")])
            found.append(str(newest / "bin"))
    os.environ["PATH"] = os.pathsep.join([*found, os.environ.get("PATH", "")])


_pyenv_versions_on_path()


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    # pip builds the wheel in this tree, and setuptools would pack into it whatever an earlier
    # build left in build/lib, modules since removed included.
    shutil.rmtree("build", ignore_errors=True)
    session.install(".[test-core]")
    session.run("python", "-m", "pytest", "-q", *TESTS, *session.posargs)
