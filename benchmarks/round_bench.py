"""Full rounds per second with random bots, for each preset, from the deal to the level change.

Run: ``.venv/bin/python benchmarks/round_bench.py [--rounds 500] [--bots random]``.
Each round is dealt from its own seed and played by ``RandomBot``s (uniform over the legal
actions; see ``tractor_engine.bots``) until it has scored itself; the time includes the bots'
choices, every legality check, the tricks and the scoring. The target of issue 3 is a median
of at most 4 ms a round (250+ rounds a second) on one core; for scale, another pure-Python
engine plays a simpler 4-player round with random bots in about 4.7 ms on the same machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_engine.bots import bots_named, play_out
from tractor_engine.round import Round
from tractor_engine.rulesets import PRESETS, rules

TARGET_MS = 4.0
REFERENCE_MS = 4.7


def bench(preset: str, rounds: int, bots: str) -> list[float]:
    ruleset = rules(preset)
    times = []
    for seed in range(rounds):
        players = bots_named(bots, ruleset.players, seed)
        start = time.perf_counter()
        rnd = Round(ruleset, seed=seed)
        play_out(rnd, players)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--bots", default="random")
    args = parser.parse_args()
    bench("tractor-4p", 20, args.bots)  # warm the caches
    print(
        f"{'preset':<12} {'median ms':>9} {'mean ms':>8} {'p90 ms':>7} {'rounds/s':>9} "
        f"{'vs target':>9} {'vs reference':>12}"
    )
    for preset in PRESETS:
        times = bench(preset, args.rounds, args.bots)
        median = 1000 * statistics.median(times)
        mean = 1000 * statistics.fmean(times)
        p90 = 1000 * sorted(times)[int(0.9 * len(times))]
        print(
            f"{preset:<12} {median:9.2f} {mean:8.2f} {p90:7.2f} {1000 / mean:9.0f} "
            f"{TARGET_MS / median:8.2f}x {REFERENCE_MS / median:11.2f}x"
        )
    print(
        f"(ratios above 1 are faster than the {TARGET_MS} ms target / the {REFERENCE_MS} ms "
        "reference engine)"
    )


if __name__ == "__main__":
    main()
