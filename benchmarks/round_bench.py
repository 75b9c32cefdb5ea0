"""Full rounds per second with random bots, for each preset, from the deal to the level change.

Run: ``.venv/bin/python benchmarks/round_bench.py [--rounds 500] [--bots random]``.
Each round is dealt from its own seed and played by ``RandomBot``s (uniform over the legal
actions; see ``tractor_engine.play.bots``) until it has scored itself; the time includes the bots'
choices, every legality check, the tricks and the scoring. The target (issue 10) is a median
of at most 2.3 ms a random-bot round of ``tractor-4p`` and ``tractor-5p`` on one idle core:
it is printed as a target, not as a measurement. Figures from a loaded machine are not comparable
with it: compare runs made side by side, in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_engine.play.bots import bots_named, play_out
from tractor_engine.play.round import Round
from tractor_engine.rulebook.rulesets import PRESETS, rules

TARGET_MS = 2.3


def bench(preset: str, rounds: int, bots: str, clock=time.perf_counter) -> list[float]:
    ruleset = rules(preset)
    times = []
    for seed in range(rounds):
        players = bots_named(bots, ruleset.players, seed)
        start = clock()
        rnd = Round(ruleset, seed=seed)
        play_out(rnd, players)
        times.append(clock() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--bots", default="random")
    parser.add_argument(
        "--clock",
        choices=["wall", "cpu"],
        default="wall",
        help="wall: time.perf_counter (the target's clock); cpu: time.process_time, steadier on "
        "a loaded machine (its clock ticks coarsely, so read the mean)",
    )
    args = parser.parse_args()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    bench("tractor-4p", 20, args.bots)  # warm the caches
    print(
        f"{'preset':<12} {'median ms':>9} {'mean ms':>8} {'p90 ms':>7} {'rounds/s':>9} "
        f"{'target ms':>9} {'met':>4}"
    )
    for preset in PRESETS:
        times = bench(preset, args.rounds, args.bots, clock)
        median = 1000 * statistics.median(times)
        mean = 1000 * statistics.fmean(times)
        p90 = 1000 * sorted(times)[int(0.9 * len(times))]
        print(
            f"{preset:<12} {median:9.2f} {mean:8.2f} {p90:7.2f} {1000 / mean:9.0f} "
            f"{TARGET_MS:9.2f} {'yes' if median <= TARGET_MS else 'no':>4}"
        )
    print(f"(target: a median of at most {TARGET_MS} ms a round on one idle core; not measured)")


if __name__ == "__main__":
    main()
