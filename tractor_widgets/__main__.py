"""``python -m tractor_widgets``: commands for teaching with the widgets.

``python -m tractor_widgets present NOTEBOOK [--port N] [--scale S] [--no-browser]`` serves a
lesson through Voila for a class: markdown and live widgets (S times larger), no code cells.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .present import DEFAULT_PORT, PresentError, present


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser, with the ``present`` subcommand."""
    parser = argparse.ArgumentParser(
        prog="python -m tractor_widgets",
        description="Teach Tractor (Shengji) with the tractor_widgets lessons.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    p = commands.add_parser(
        "present",
        help="serve a lesson through Voila for a class: live widgets, no code cells",
        description="Serve a lesson notebook through Voila on 127.0.0.1: the page shows the "
        "markdown and the live widgets, and no code cells. Ctrl+C stops it.",
    )
    p.add_argument("notebook", help="the lesson, e.g. notebooks/03-leading.ipynb")
    p.add_argument(
        "--port",
        type=int,
        default=None,
        metavar="N",
        help=f"port on 127.0.0.1 (default {DEFAULT_PORT}, or a free one if that is taken)",
    )
    p.add_argument(
        "--scale",
        type=float,
        default=1.0,
        metavar="S",
        help="draw the whole page (prose, pictures and widgets) S times larger, from 0.75 to 3 "
        "(default 1), e.g. 1.5 for a projector",
    )
    p.add_argument(
        "--no-browser",
        dest="open_browser",
        action="store_false",
        help="do not open a browser tab; just print the address",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (2 with a message for a bad notebook, a
    taken port, a scale out of range or a missing Voila)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "present":
        try:
            present(args.notebook, port=args.port, open_browser=args.open_browser, scale=args.scale)
        except PresentError as exc:
            parser.exit(2, f"{parser.prog} present: error: {exc}\n")
        except KeyboardInterrupt:
            return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
