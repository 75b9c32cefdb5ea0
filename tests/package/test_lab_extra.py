"""``pip install "tractor-widgets[lab]"`` gives every place the lessons run in: JupyterLab,
Notebook 7 and Voila, with a kernel; Binder's pins hold the same packages."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def lab_extra() -> dict[str, str]:
    """The [lab] extra: each package's normalized name and its version specifier."""
    # `lab = [...]` of [project.optional-dependencies], on one line or several (tomllib needs
    # Python 3.11)
    line = re.search(r"^lab = \[(.*?)\]$", (ROOT / "pyproject.toml").read_text(), re.M | re.S)
    assert line, "pyproject.toml has no lab extra"
    found = {}
    for requirement in re.findall(r'"([^"]+)"', line.group(1)):
        name, spec = re.fullmatch(r"([A-Za-z0-9][\w.-]*)\s*(.*)", requirement).groups()
        found[re.sub(r"[-_.]+", "-", name).lower()] = spec
    return found


def binder_pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.strip().split("==")
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def test_the_lab_extra_gives_notebook_7() -> None:
    extra = lab_extra()
    assert {"jupyterlab", "notebook", "ipykernel", "voila"} <= set(extra), extra
    assert extra["notebook"] == ">=7", "Notebook 7 is the package notebook>=7"


def test_binder_pins_every_package_of_the_lab_extra() -> None:
    pins = binder_pins()
    missing = sorted(set(lab_extra()) - set(pins))
    assert not missing, f"binder/requirements.txt does not pin {missing} of the [lab] extra"
    assert int(pins["notebook"].split(".")[0]) >= 7, pins["notebook"]
