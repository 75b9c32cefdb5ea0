"""``binder/lab_overrides.py`` switches off JupyterLab's news toast with settings JupyterLab
accepts, keeps other overrides, and is what both ``make lab`` and Binder's postBuild run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "binder" / "lab_overrides.py"
PLUGIN = "@jupyterlab/apputils-extension:notification"
SETTINGS = Path("share/jupyter/lab/settings/overrides.json")


def _write(prefix: Path) -> dict:
    proc = subprocess.run(
        [sys.executable, SCRIPT, prefix], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads((prefix / SETTINGS).read_text())


def test_the_news_toast_is_off_and_other_overrides_stay(tmp_path: Path):
    (tmp_path / SETTINGS).parent.mkdir(parents=True)
    theme = {"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}
    (tmp_path / SETTINGS).write_text(json.dumps(theme))
    first = _write(tmp_path)
    assert first[PLUGIN] == {"fetchNews": "false", "checkForUpdates": False}
    assert first | theme == first, "an override already there was lost"
    assert _write(tmp_path) == first, "running it twice changes the file"


def test_the_settings_are_valid_for_the_installed_jupyterlab(tmp_path: Path):
    schema_file = (
        Path(sys.prefix) / "share/jupyter/lab/schemas/@jupyterlab/apputils-extension"
        / "notification.json"
    )  # fmt: skip
    assert schema_file.is_file(), f"no JupyterLab schema at {schema_file}: is jupyterlab installed?"
    schema = json.loads(schema_file.read_text())
    settings = _write(tmp_path)[PLUGIN]
    jsonschema.validate(settings, schema)
    assert set(settings) <= set(schema["properties"]), "a setting JupyterLab does not know"


def test_make_lab_and_binder_run_it():
    dry = subprocess.run(
        ["make", "-n", "lab"], cwd=ROOT, capture_output=True, text=True, timeout=60
    ).stdout.splitlines()
    runs = [i for i, line in enumerate(dry) if line.endswith("binder/lab_overrides.py")]
    starts = [i for i, line in enumerate(dry) if "jupyter lab" in line]
    assert runs and starts and runs[0] < starts[0], (
        "make lab should write the overrides first:\n" + ("\n".join(dry))
    )
    assert "\npython binder/lab_overrides.py\n" in (ROOT / "binder" / "postBuild").read_text()
