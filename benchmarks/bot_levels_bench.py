"""The bots' levels against greedy in paired deals, and how each kind of bot leads.

Run: ``.venv/bin/python benchmarks/bot_levels_bench.py [--levels beginner easy] [--pairs 200]
[--rules tractor-4p] [--workers 2]`` for the ladder, ``--leads [--rounds 400]`` for the leads.

The ladder: each deal (``Round(rules, seed="levels/{i}")``) is played twice, the level's bots
on seats 0, 2, ... and greedy on the others, then the sides swapped (the level on the odd
seats). A round counts for the level's side: ``+levels`` when a seat of its side goes up
(``result.winners``), ``-levels`` when the other side does, averaged over the side's seats
(the same in every 4-player round); won when its side goes up. The two rounds of a deal are
averaged into one figure per pair, and the 95% interval is the normal approximation over the
pairs (mean ± 1.96 standard errors). ``points`` is the level side's points a round: the
defenders' final points when it defends, minus them when it declares.

The leads (``--leads``): every seat played by the same named bots, for ``--rounds`` rounds
dealt from ``"leads/{i}"``; for each name, the share of leads of each kind (as led: a throw
that failed counts as a throw), the throws that failed, tractor leads a round and the time a
round.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import tractor_engine as te
from tractor_engine.play.bots import bots_named, play_out

Z95 = 1.959963984540054


def side_outcome(rnd: te.Round, side: tuple[int, ...]) -> tuple[float, int, int]:
    """(signed levels, won 0/1, points) of a finished round for the seats in ``side``."""
    result = rnd.result
    levels = result.change.levels
    signed = [levels if seat in result.winners else -levels for seat in side]
    won = any(seat in result.winners for seat in side)
    defending = [seat in result.defenders for seat in side]
    points = result.defender_points if all(defending) else -result.defender_points
    return sum(signed) / len(signed), int(won), points


def play_pair(args: tuple[str, str, str, int]) -> list[tuple[float, int, int, float]]:
    """Both halves of deal ``i``: the level on even seats, then on odd seats."""
    rules, level, other, i = args
    ruleset = te.rules(rules)
    n = ruleset.players
    out = []
    for half in (0, 1):
        ours = bots_named(level, n, f"levels/{i}/{half}/a")
        theirs = bots_named(other, n, f"levels/{i}/{half}/b")
        seats = [ours[s] if s % 2 == half else theirs[s] for s in range(n)]
        side = tuple(s for s in range(n) if s % 2 == half)
        start = time.process_time()
        rnd = play_out(te.Round(ruleset, seed=f"levels/{i}"), seats)
        out.append((*side_outcome(rnd, side), time.process_time() - start))
    return out


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, mean - half, mean + half


def ladder(args: argparse.Namespace) -> None:
    print(
        f"{args.rules}, {args.pairs} paired deals a level against {args.against} "
        f"({2 * args.pairs} rounds), {args.workers} workers"
    )
    print(
        f"{'level':<10} {'rounds won':>10} {'levels a round [95% CI]':>30} "
        f"{'points a round':>15} {'CPU s a round':>13}"
    )
    with ProcessPoolExecutor(args.workers) as pool:
        for level in args.levels:
            tasks = [(args.rules, level, args.against, i) for i in range(args.pairs)]
            pairs = list(pool.map(play_pair, tasks, chunksize=4))
            rounds = [r for pair in pairs for r in pair]
            mean, low, high = interval([(a[0] + b[0]) / 2 for a, b in pairs])
            points = interval([(a[2] + b[2]) / 2 for a, b in pairs])
            won = sum(r[1] for r in rounds) / len(rounds)
            cpu = statistics.fmean(r[3] for r in rounds)
            print(
                f"{level:<10} {100 * won:>9.1f}% {mean:>+10.2f} [{low:+.2f}, {high:+.2f}]"
                f"{'':>7} {points[0]:>+8.1f} ± {points[2] - points[0]:<4.1f} {cpu:>12.3f}",
                flush=True,
            )


def lead_counts(args: tuple[str, str, int, int]) -> tuple[Counter[str], int, int, float]:
    """Lead kinds, failed throws, rounds and CPU seconds of rounds ``start..stop-1``."""
    rules, name, start, stop = args
    ruleset = te.rules(rules)
    kinds: Counter[str] = Counter()
    failed = 0
    seconds = 0.0
    for i in range(start, stop):
        t = time.process_time()
        rnd = play_out(te.Round(ruleset, seed=f"leads/{i}"), bots_named(name, ruleset.players, i))
        seconds += time.process_time() - t
        for trick in rnd.tricks:
            led = trick.attempted if trick.attempted is not None else trick.lead
            kinds[te.classify_lead(led, trump=rnd.trump, rules=ruleset).kind] += 1
            failed += trick.attempted is not None
    return kinds, failed, stop - start, seconds


def leads(args: argparse.Namespace) -> None:
    print(f"{args.rules}, {args.rounds} rounds a name, every seat the same bots")
    print(
        f"{'bots':<12} {'single':>7} {'pair':>7} {'tractor':>8} {'throw':>7} {'failed':>7} "
        f"{'tractors/round':>14} {'ms a round':>10}"
    )
    step = 25
    with ProcessPoolExecutor(args.workers) as pool:
        for name in args.levels:
            tasks = [
                (args.rules, name, s, min(s + step, args.rounds))
                for s in range(0, args.rounds, step)
            ]
            kinds: Counter[str] = Counter()
            failed = rounds = 0
            seconds = 0.0
            for k, f, r, s in pool.map(lead_counts, tasks):
                kinds.update(k)
                failed, rounds, seconds = failed + f, rounds + r, seconds + s
            total = sum(kinds.values())
            share = {k: 100 * kinds[k] / total for k in ("single", "pair", "tractor", "throw")}
            print(
                f"{name:<12} {share['single']:>6.1f}% {share['pair']:>6.1f}% "
                f"{share['tractor']:>7.1f}% {share['throw']:>6.1f}% {failed:>7} "
                f"{kinds['tractor'] / rounds:>14.2f} {1000 * seconds / rounds:>10.1f}",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", nargs="+", default=["random", "beginner", "easy", "normal"])
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--rules", default="tractor-4p")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--leads", action="store_true", help="count lead kinds instead")
    parser.add_argument("--rounds", type=int, default=400)
    args = parser.parse_args()
    (leads if args.leads else ladder)(args)


if __name__ == "__main__":
    main()
