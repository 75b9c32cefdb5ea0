"""Time per trick judged under each ``throw_beating`` and ``ruff_layout`` (rules §10.4, §10.5),
compared in the same run with the default (``leading-part``, ``split``).

Run: .venv/bin/python benchmarks/house_tricks_bench.py   (``--cpu``: the process's CPU clock)

Each line is the median of 7 repeats of N calls of ``trick_winner_trusted`` (what ``Round``
calls) on one trick led by a throw and ruffed twice, and the ratio to the default's line for
the same trick. The tricks: a 5-card throw (a pair, a pair and a single) ruffed by two plays
that each hold more pairs than it asks for, and an 8-card throw (a 4-card tractor, a pair and
two singles) ruffed by two 8-card trump plays with a tractor.
"""

from __future__ import annotations

import statistics
import sys
import time

import tractor_engine as te
from tractor_engine.rulebook.trick import trick_winner_trusted

P = te.parse_cards
TRICKS = {
    "throw-5": ("2H", ["KS KS 10S 10S 3S", "4H 4H 6H 6H 9H", "5H 5H 8H 8H 9H", "3C 4C 5C 6C 7C"]),
    "throw-8": (
        "2H",
        [
            "KS KS QS QS 9S 9S 5S 3S",
            "6H 6H 7H 7H 9H 9H 10H 10H",
            "JH JH QH QH 3H 3H 4H 5H",
            "3C 4C 5C 6C 7C 8C 9C 10C",
        ],
    ),
}
SETTINGS = [
    (value, layout)
    for layout in ("split", "exact")
    for value in ("leading-part", "every-part", "highest-card", "part-by-part")
]
N = 200


def _median(call, clock) -> float:
    times = []
    for _ in range(7):
        start = clock()
        for _ in range(N):
            call()
        times.append((clock() - start) / N)
    return statistics.median(times)


def main() -> None:
    clock = time.process_time if "--cpu" in sys.argv else time.perf_counter
    for name, (trump, plays) in TRICKS.items():
        parsed = [P(p) for p in plays]
        base = None
        for value, layout in SETTINGS:
            rules = te.rules("tractor-4p", throw_beating=value, ruff_layout=layout)
            lead = te.classify_lead(parsed[0], trump=trump, rules=rules)
            winner = trick_winner_trusted(parsed, lead)
            seconds = _median(
                lambda parsed=parsed, lead=lead: trick_winner_trusted(parsed, lead), clock
            )
            if base is None:
                base = seconds
            print(
                f"{name:8s} {value:13s} {layout:6s} winner {winner}  "
                f"{seconds * 1e6:8.1f} µs  x{seconds / base:5.2f}"
            )


if __name__ == "__main__":
    main()
