"""Switch off JupyterLab's "get notified about Jupyter news?" toast, which would cover the
first lesson, in the environment's default overrides (other overrides there are kept).

``python binder/lab_overrides.py [PREFIX]`` writes ``PREFIX/share/jupyter/lab/settings/
overrides.json``, PREFIX being the running Python's ``sys.prefix`` unless given. Binder's
``postBuild`` and ``make lab`` run it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

PLUGIN = "@jupyterlab/apputils-extension:notification"
NO_NEWS = {"fetchNews": "false", "checkForUpdates": False}


def write_overrides(prefix: Path) -> Path:
    path = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    settings = json.loads(path.read_text() or "{}") if path.exists() else {}
    settings[PLUGIN] = {**settings.get(PLUGIN, {}), **NO_NEWS}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\n")
    return path


if __name__ == "__main__":
    if len(sys.argv) > 2:
        raise SystemExit("usage: python binder/lab_overrides.py [PREFIX]")
    written = write_overrides(Path(sys.argv[1] if len(sys.argv) == 2 else sys.prefix))
    print(f"switched off JupyterLab's news toast in {written}")
