"""Sphinx configuration of the project's documentation (built by tools/site/build.py)."""

from __future__ import annotations

from pathlib import Path

import tractor_widgets

# The widgets' own stylesheets, so that their static pictures on these pages draw the same card
# faces as JupyterLab (tractor_widgets/_static.py writes the elements these style).
WIDGET_CSS = [
    Path(tractor_widgets.__file__).parent / "static" / n for n in ("cards.css", "states.css")
]

project = "tractor-widgets"
author = "the tractor-widgets authors"
copyright = "the tractor-widgets authors, MIT licence"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
]

root_doc = "index"
# Pages in other languages (tools/site/build.py builds each with -D language=<code>): their
# translations, one catalog a page (tools/site/messages.py, `make docs-messages`).
locale_dirs = ["locale/"]
gettext_compact = False
exclude_patterns = ["_build", "**/.ipynb_checkpoints"]
html_theme = "furo"
html_title = "tractor-widgets"
html_static_path = ["_static", *map(str, WIDGET_CSS)]
html_css_files = [*(p.name for p in WIDGET_CSS), "site.css"]
html_js_files = ["a11y.js"]
html_show_sourcelink = False

# Headings get anchors: docs/rules.md#4-following, as the lessons and docstrings cite them.
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]

# Every page with code (the rules, the command line, the lessons) is run at build time, so each
# example is drawn by the engine itself. A failing cell fails the build.
nb_execution_mode = "force"
nb_execution_timeout = 120
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True
# No kernel on the site: show the widgets' own static pictures (their text/html), never the
# live widget view, and load no widget manager from a CDN.
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]
nb_ipywidgets_js = {}

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autodoc_preserve_defaults = True
napoleon_google_docstring = True
napoleon_numpy_docstring = False
