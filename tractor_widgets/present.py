"""Present a lesson to a class: the notebook served by Voila, live widgets and no code cells.

``python -m tractor_widgets present notebooks/03-leading.ipynb [--port N] [--scale 1.5]
[--no-browser]``

Voila runs every cell of the notebook in a fresh kernel and shows only the markdown and the
outputs, so the widgets answer clicks while the code that made them stays out of sight
(``--strip_sources=True``). The server listens on 127.0.0.1 only and needs no token.

The page comes from a small Voila template of our own (written to a temporary folder for the
run): Voila's "lab" template without its stylesheet links to a CDN (the page asks nothing
outside 127.0.0.1; the icons they would bring are not used by the lessons), with the whole
page drawn ``--scale`` times larger for a room: the widgets (``--tw-scale``), and the prose,
headings, printed output and the engine's own card pictures (JupyterLab's content, code and
UI font sizes, from which all of those take their size). Links in the prose are underlined,
so that they are told from the text by more than colour (WCAG 1.4.1).
"""

from __future__ import annotations

import errno
import importlib.util
import json
import os
import socket
import sys
import tempfile
from pathlib import Path

HOST = "127.0.0.1"
DEFAULT_PORT = 8866  # Voila's own default
TEMPLATE = "tractor-present"
SCALES = (0.75, 3.0)  # as the widgets' scale=

#: Links in a lesson's prose told apart from the text by more than colour (WCAG 1.4.1); the
#: site's Voici presentations carry the same rule.
LINKS_UNDERLINED = (
    "body .jp-RenderedHTMLCommon a, body .jp-RenderedHTMLCommon a:link,\n"
    "body .jp-RenderedHTMLCommon a:visited { text-decoration: underline; }"
)

#: The template's page: Voila's lab page, minus every <link> to another host, plus the scale.
_INDEX = """{%- extends 'lab/index.html.j2' -%}
{%- block notebook_css -%}
{%- for line in super().split('\\n') -%}
{%- if not (line.strip().startswith('<link') and '://' in line) %}
{{ line }}
{%- endif -%}
{%- endfor %}
<style>
body {
  --tw-scale: SCALE;
  --jp-content-font-size1: calc(14px * SCALE);
  --jp-code-font-size: calc(13px * SCALE);
  --jp-ui-font-size1: calc(13px * SCALE);
}
LINKS
</style>
{%- endblock notebook_css -%}
""".replace("LINKS", LINKS_UNDERLINED)


class PresentError(Exception):
    """A lesson that cannot be presented; the message names the notebook, port or package at
    fault and what to do about it."""


def check_notebook(path: str | Path) -> Path:
    """The notebook as an absolute path, or ``PresentError`` if it is missing, is a folder or
    is not an ``.ipynb`` file."""
    given = Path(path)
    notebook = given.expanduser().resolve()
    if not notebook.exists():
        raise PresentError(f"notebook {str(given)!r} does not exist (looked for {notebook})")
    if not notebook.is_file():
        raise PresentError(f"notebook {str(given)!r} is a folder, not a notebook file")
    if notebook.suffix != ".ipynb":
        raise PresentError(f"notebook {str(given)!r} is not a Jupyter notebook (.ipynb) file")
    return notebook


def check_voila() -> None:
    """``PresentError`` unless Voila can be imported by this Python."""
    if importlib.util.find_spec("voila") is None:
        raise PresentError(
            f"voila is not installed for {sys.executable}: install it with "
            "`pip install voila` (or `pip install 'tractor-widgets[lab]'`)"
        )


def _port_is_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind((HOST, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def choose_port(port: int | None = None) -> int:
    """``port`` if it is free on 127.0.0.1 (``PresentError`` naming it otherwise); with no
    port, Voila's 8866 if free, else any free port."""
    if port is None:
        if _port_is_free(DEFAULT_PORT):
            return DEFAULT_PORT
        with socket.socket() as s:
            s.bind((HOST, 0))
            return s.getsockname()[1]
    if not 1 <= port <= 65535:
        raise PresentError(f"--port {port}: a port is a number from 1 to 65535")
    if not _port_is_free(port):
        raise PresentError(
            f"--port {port}: {HOST}:{port} is already in use; choose another port, or leave "
            "--port out to take a free one"
        )
    return port


def check_scale(scale: float) -> float:
    """``scale`` if it is a size the widgets take (0.75 to 3), else ``PresentError``."""
    low, high = SCALES
    if not low <= scale <= high:
        raise PresentError(f"--scale {scale:g}: give a size from {low} to {high:g} (1 is normal)")
    return scale


def write_template(root: Path, scale: float = 1.0) -> Path:
    """Write the presentation template under ``root`` (a Jupyter data folder:
    ``root/voila/templates/tractor-present``) and return ``root``."""
    folder = root / "voila" / "templates" / TEMPLATE
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")
    (folder / "index.html.j2").write_text(_INDEX.replace("SCALE", f"{scale:g}"), "utf-8")
    return root


def voila_argv(notebook: Path, port: int, *, open_browser: bool = True) -> list[str]:
    """Voila's command-line arguments: the notebook on ``127.0.0.1:port`` in our template, code
    cells stripped, no retrying another port (the printed address stays true), tracebacks
    shown so a failing cell says why."""
    argv = [
        str(notebook),
        f"--port={port}",
        f"--Voila.ip={HOST}",
        "--Voila.port_retries=0",
        f"--template={TEMPLATE}",
        "--strip_sources=True",
        "--show_tracebacks=True",
    ]
    if not open_browser:
        argv.append("--no-browser")
    return argv


def url(port: int) -> str:
    """The address the lesson is presented at."""
    return f"http://{HOST}:{port}/"


def present(
    notebook: str | Path,
    *,
    port: int | None = None,
    open_browser: bool = True,
    scale: float = 1.0,
) -> None:
    """Serve ``notebook`` through Voila until interrupted (Ctrl+C), after printing its address;
    the whole page (prose, the engine's pictures and the widgets) is drawn ``scale`` times its
    normal size.

    Raises ``PresentError`` before starting anything if the notebook is not there, Voila is
    not installed, the scale is out of range or the port is taken.
    """
    path = check_notebook(notebook)
    check_voila()
    check_scale(scale)
    chosen = choose_port(port)
    argv = voila_argv(path, chosen, open_browser=open_browser)
    size = f", drawn at {scale:g}x" if scale != 1 else ""
    print(
        f"Presenting {path.name} at {url(chosen)} (code cells hidden{size}; Ctrl+C stops)",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="tractor-present-") as tmp:
        root = write_template(Path(tmp), scale)
        # Voila looks for templates in the Jupyter data folders; ours comes first.
        os.environ["JUPYTER_PATH"] = os.pathsep.join(
            p for p in (str(root), os.environ.get("JUPYTER_PATH", "")) if p
        )
        from voila.app import Voila

        Voila.launch_instance(argv=argv)
