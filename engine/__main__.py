"""The command line: ``python -m tractor_engine simulate --rules tractor-5p --rounds 1000``.

Commands:
- ``simulate``: play rounds with bots and print statistics (a progress bar on long runs);
- ``replay FILE``: read a round or game record (JSON) and print what happened, step by step;
- ``differences --a RULES --b RULES``: search random rounds for positions where two rule sets
  differ (``te.find_differences``) and print each with the cell that rebuilds it.

Exit status: 0 done; 1 a record the engine refuses (one line says why); 2 a file that cannot
be read or is not JSON, or bad arguments (one line, no traceback); 130 stopped by Ctrl-C (one
line, no traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .rulebook.rulesets import OPTION_CHOICES, PRESETS, rules


def _option(text: str) -> tuple[str, object]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is NAME=VALUE, not {text!r}")
    key, value = text.split("=", 1)
    key = key.strip().replace("-", "_")
    if key not in OPTION_CHOICES:
        raise argparse.ArgumentTypeError(
            f"unknown option {key!r}: the options are {', '.join(OPTION_CHOICES)}"
        )
    for choice in OPTION_CHOICES[key]:
        if str(choice).lower() == value.strip().lower():
            return key, choice
    raise argparse.ArgumentTypeError(
        f"{key}={value!r}: choose one of {', '.join(str(c) for c in OPTION_CHOICES[key])}"
    )


def _rule_set(text: str) -> object:
    """``"tractor-4p"`` or ``"tractor-4p tractor_follow=must-tractor"``: a preset and options."""
    name, *options = text.replace(",", " ").split() or [""]
    if name not in PRESETS:
        raise argparse.ArgumentTypeError(
            f"{text!r}: start with a preset ({', '.join(PRESETS)}), then NAME=VALUE options"
        )
    try:
        return rules(name, **dict(_option(option) for option in options))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: {exc}") from None


def _yes_no(text: str) -> bool:
    if text.lower() in ("yes", "true", "1"):
        return True
    if text.lower() in ("no", "false", "0"):
        return False
    raise argparse.ArgumentTypeError(f"--void takes yes or no, not {text!r}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; Ctrl-C stops it with one line on stderr and exit status 130."""
    try:
        return _command(argv)
    except KeyboardInterrupt:
        print("python -m tractor_engine: stopped (Ctrl-C)", file=sys.stderr)
        return 130


def _command(argv: Sequence[str] | None) -> int:
    from .play.bots import BOT_NAMES
    from .play.levels import STATISTICS_BOTS

    parser = argparse.ArgumentParser(
        prog="python -m tractor_engine",
        description="Play Tractor rounds with bots, or replay a round or game record.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play rounds with bots and print statistics")
    sim.add_argument("--rules", default="tractor-4p", choices=PRESETS)
    sim.add_argument("--rounds", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--bots",
        default=STATISTICS_BOTS,
        choices=list(BOT_NAMES),
        help=f"the bots, by name or level (default {STATISTICS_BOTS})",
    )
    sim.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        help="a rule option, NAME=VALUE (repeatable), e.g. tractor_follow=pairs-suffice",
    )
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    sim.add_argument(
        "--workers", type=int, help="processes to play on (default every core; 1: this one)"
    )
    rep = sub.add_parser("replay", help="replay a round or game record and print its log")
    rep.add_argument("file", help="a JSON record ('-' for standard input)")
    diff = sub.add_parser(
        "differences", help="find positions where two rule sets differ, with code for each"
    )
    diff.add_argument("--a", required=True, type=_rule_set, help='e.g. "tractor-4p"')
    diff.add_argument(
        "--b", required=True, type=_rule_set, help='e.g. "tractor-4p tractor_follow=must-tractor"'
    )
    diff.add_argument("--kind", default="follow", choices=["follow", "throw", "trick", "hand"])
    diff.add_argument("--lead", choices=["single", "pair", "tractor", "throw"])
    diff.add_argument("--void", type=_yes_no, help="yes: the follower is void in the led group")
    diff.add_argument("--seed", type=int, default=0)
    diff.add_argument("--limit", type=int, default=10)
    diff.add_argument("--budget", type=int, help="the most rounds to search (default 1000)")
    diff.add_argument(
        "--bots",
        default=STATISTICS_BOTS,
        choices=list(BOT_NAMES),
        help=f"the bots, by name or level (default {STATISTICS_BOTS})",
    )
    diff.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.command == "differences":
        from .compare.differences import print_differences

        try:
            return print_differences(args)
        except ValueError as exc:
            diff.error(str(exc))
    if args.command == "simulate":
        from .play.simulation import simulate

        if args.rounds < 1:
            parser.error("--rounds must be at least 1")
        if args.workers is not None and args.workers < 1:
            parser.error("--workers must be at least 1")
        try:
            ruleset = rules(args.rules, **dict(args.option))
            stats = simulate(
                ruleset,
                args.rounds,
                args.seed,
                bots=args.bots,
                progress=not args.no_progress and args.rounds >= 100,
                workers=args.workers,
            )
        except ValueError as exc:  # options the preset refuses (players=5 in tractor-4p...)
            print(f"{sim.prog}: error: {exc}", file=sys.stderr)
            return 2
        print(stats.report())
        return 0
    from .play.record import RecordError

    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as handle:
                text = handle.read()
        data = json.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"cannot read {args.file}: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"{args.file} is not JSON: {exc}", file=sys.stderr)
        return 2
    try:
        if isinstance(data, dict) and data.get("format") == "tractor-game":
            from .play.game import Game

            rounds = Game.from_record(data).rounds
        else:
            from .play.round import Round

            rounds = [Round.from_record(data)]
    except RecordError as exc:
        print(f"refused: {exc}", file=sys.stderr)
        return 1
    for i, rnd in enumerate(rounds, start=1):
        if len(rounds) > 1:
            print(f"--- round {i}")
        for line in rnd.log:
            print(line)
        for trick in rnd.tricks:
            print(trick.reason)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
