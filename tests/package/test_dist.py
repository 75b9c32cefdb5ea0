"""The distribution: ``python -m build`` makes an sdist and, from it, a wheel, with no warning
from the project's configuration; ``twine check`` passes both; the wheel holds the two packages
and the widgets' static files and nothing else; installed alone into a fresh venv (no
editable install, no system site-packages) it gives working widgets.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

import pytest

# the module fixture runs `python -m build` (an sdist, then a wheel from it): about 20 s
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "tractor_widgets" / "static"
# A line of code added to the installed static files: if the widget's ESM and CSS carry it,
# they were read from the installed package, not from this checkout.
# The widgets compact their ESM (tractor_widgets/_compact.py), so MARK_JS is written out with
# the spaces that compaction takes away and looked for as compaction leaves it.
MARK_JS = "export const twWheelProbe=1;"
MARK_JS_WRITTEN = "export const twWheelProbe = 1;"
MARK_CSS = ".tw-wheel-probe{color:red}"
PROBE = f"""
import importlib.util, json, sys
from pathlib import Path
spec = importlib.util.find_spec("tractor_widgets")  # found, not imported: the widgets read
static = Path(spec.origin).parent / "static"  # their files when their modules load
with open(static / "hand_viewer.js", "a") as f:
    f.write("\\n{MARK_JS_WRITTEN}\\n")
with open(static / "cards.css", "a") as f:
    f.write("\\n{MARK_CSS}\\n")
import tractor_engine, tractor_widgets
w = tractor_widgets.HandViewer(cards="AS KS 10H")
data, _ = w._repr_mimebundle_()
with tractor_engine.language("es"):
    spanish = tractor_engine.classify_lead("7S", trump="2H", rules="tractor-4p").reason
print(json.dumps({{
    "spanish": spanish,
    "catalog": [type(tractor_engine.speech.languages.catalog("es")).__name__,
                tractor_engine.speech.languages.LOCALE_DIR],
    "prefix": sys.prefix,
    "files": [tractor_engine.__file__, tractor_widgets.__file__],
    "esm": w._esm, "css": w._css, "mimetypes": sorted(data),
    "model_id": data["application/vnd.jupyter.widget-view+json"]["model_id"],
}}))
"""


def _run(cmd: list, what: str, **kwargs) -> str:
    """Run a command; fail naming it, with its output, unless it exits 0; return stdout and
    stderr together."""
    proc = subprocess.run(
        [str(c) for c in cmd], capture_output=True, text=True, timeout=600, **kwargs
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{what} failed ({proc.returncode}): {cmd}\n{out[-4000:]}"
    return out


@dataclass
class Dist:
    sdist: Path
    wheel: Path
    log: str


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Dist:
    out = tmp_path_factory.mktemp("dist")
    log = _run([sys.executable, "-m", "build", "--outdir", out, ROOT], "python -m build")
    (sdist,) = out.glob("tractor_widgets-*.tar.gz")
    (wheel,) = out.glob("tractor_widgets-*.whl")
    return Dist(sdist, wheel, log)


def test_build_warns_of_nothing_in_the_project(dist: Dist):
    # build shows the backend's warnings as "WARNING <message>"; pip and setuptools name
    # theirs by class (SetuptoolsDeprecationWarning...). pip's "WARNING: Location ... is
    # ignored" lines are about this machine's package indexes, not about the project.
    warnings = [m[0] for m in re.finditer(r"^[ \t]*WARNING\b(?!:).*$|^.*\w+Warning\b.*$",
                                          dist.log, flags=re.M)]  # fmt: skip
    assert not warnings, "python -m build warns:\n" + "\n".join(warnings)


def test_twine_check_passes(dist: Dist):
    out = _run(
        [sys.executable, "-m", "twine", "check", "--strict", dist.sdist, dist.wheel],
        "twine check",
    )
    assert out.count("PASSED") == 2, out


def test_the_wheel_holds_the_packages_and_static_files_only(dist: Dist):
    with zipfile.ZipFile(dist.wheel) as whl:
        names = whl.namelist()
        info = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(whl.read(info).decode())
    tops = {n.split("/")[0] for n in names}
    assert tops == {"tractor_engine", "tractor_widgets", info.split("/")[0]}, sorted(tops)
    static = {n.removeprefix("tractor_widgets/static/") for n in names if "/static/" in n}
    assert static == {p.name for p in STATIC.iterdir() if p.suffix in (".js", ".css")}
    engine = ROOT / "engine"  # its subpackages (cards/, rulebook/, pictures/, ...) included
    sources = {f"tractor_engine/{p.relative_to(engine)}" for p in engine.rglob("*.py")}
    widgets = ROOT / "tractor_widgets"  # its subpackages (lessons/, table/) included
    sources |= {f"tractor_widgets/{p.relative_to(widgets)}" for p in widgets.rglob("*.py")}
    assert sources <= set(names), sorted(sources - set(names))
    catalogs = {n for n in names if "/locale/" in n}
    compiled = {
        f"tractor_engine/speech/locale/{p.name}"
        for p in (ROOT / "engine/speech/locale").glob("*.mo")
    }
    assert len(compiled) == 5 and catalogs == compiled, sorted(catalogs ^ compiled)
    assert meta["License-Expression"] == "MIT"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    required = {re.split(r"[<>=!~ ;\[]", r)[0] for r in meta.get_all("Requires-Dist")
                if "extra ==" not in r}  # fmt: skip
    assert {"anywidget", "ipywidgets", "traitlets"} <= required, required
    assert "widgets" in meta.get_all("Provides-Extra"), "the [widgets] alias is gone"


def test_the_sdist_holds_what_builds_the_wheel_and_no_clutter(dist: Dist):
    with tarfile.open(dist.sdist) as tar:
        tops = {n.split("/")[1] for n in tar.getnames() if n.count("/") >= 1}
    expected = {"LICENSE", "PKG-INFO", "README.md", "pyproject.toml", "setup.cfg", "engine",
                "tractor_widgets", "tractor_widgets.egg-info"}  # fmt: skip
    assert tops == expected, f"unexpected in the sdist: {sorted(tops - expected)}"


def test_the_installed_wheel_renders_a_widget_from_its_own_files(dist: Dist, tmp_path: Path):
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", venv], "python -m venv")
    python = venv / "bin" / "python"
    _run([python, "-m", "pip", "install", "--quiet", dist.wheel], "pip install the wheel")
    # -I: neither this checkout nor the user's site-packages on sys.path.
    out = _run([python, "-I", "-c", PROBE], "a widget from the installed wheel", cwd=tmp_path)
    seen = json.loads(out.strip().splitlines()[-1])
    assert Path(seen["prefix"]) == venv
    for file in seen["files"]:
        assert Path(file).is_relative_to(venv), f"imported from outside the venv: {file}"
    assert MARK_JS in seen["esm"] and MARK_CSS in seen["css"], (
        "the widget's ESM/CSS do not come from the installed static files"
    )
    assert "application/vnd.jupyter.widget-view+json" in seen["mimetypes"]
    assert "text/html" in seen["mimetypes"] and seen["model_id"]
    kind, folder = seen["catalog"]
    assert kind == "GNUTranslations" and Path(folder).is_relative_to(venv), seen["catalog"]
    assert seen["spanish"] != "7♠ is a single lead in spades.", "no Spanish in the wheel"
