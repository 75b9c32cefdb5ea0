"""Greedy rounds and greedy rollouts: the search bot's unit of work (issue 29), timed now and,
with ``--before PATH``, on an earlier checkout of the engine in the same run.

Run: ``.venv/bin/python benchmarks/rollout_bench.py [--rounds 300] [--before /tmp/speed-before]``
(make the earlier checkout with ``git worktree add /tmp/speed-before <commit>``).

What is timed, per seed, for each engine in turn (the engines interleaved seed by seed, so a
change in the machine's load falls on both):

- **greedy round**: ``Round(preset, seed=s)`` and ``play_out`` with ``bots_named("greedy", ...,
  s)``: the deal, the bidding, the kitty, every trick and the score, the bots' choices included;
- **rollout from the middle**: a greedy round played (untimed) until the seat to act holds at
  most half a hand, then timed: ``copy()`` of that position and greedy bots acting on the copy
  until it is scored (``act`` in a loop, as a search does);
- **random round** and **combination round**: as the greedy round, with ``RandomBot`` (uniform
  leads) and ``RandomBot(lead="combination")``.

The clock is the thread's CPU time (``--clock wall`` for ``time.perf_counter``): the machine is
shared, and CPU time is what a search's ``time_budget`` counts. Each line gives the mean with a
95% interval (normal approximation over the rounds), the median and the 90th percentile; with
``--before``, the ratio now/before of the means, with a 95% interval from the seeds' paired
ratios (both engines play the same seeds).

``--check`` also plays ``--check-rounds`` (default 300) greedy rounds per preset on both engines
and compares their records action for action: a fast path must not change one choice.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engines import load_engine, submodule

import tractor_engine


class Engine:
    """The pieces of one copy of the engine a benchmark uses."""

    def __init__(self, name: str, package: ModuleType) -> None:
        self.name = name
        bots = submodule(package, "play.bots")
        self.bots_named = bots.bots_named
        self.play_out = bots.play_out
        self.random_bot = bots.RandomBot
        self.round = submodule(package, "play.round").Round
        self.rules = submodule(package, "rulebook.rulesets").rules
        self.presets = submodule(package, "rulebook.rulesets").PRESETS

    def greedy_round(self, preset: str, seed: int, clock: Any) -> float:
        ruleset = self.rules(preset)
        players = self.bots_named("greedy", ruleset.players, seed)
        start = clock()
        self.play_out(self.round(ruleset, seed=seed), players)
        return clock() - start

    def random_round(self, preset: str, seed: int, clock: Any, lead: str) -> float:
        ruleset = self.rules(preset)
        players = [self.random_bot(seed * 8 + i, lead=lead) for i in range(ruleset.players)]
        start = clock()
        self.play_out(self.round(ruleset, seed=seed), players)
        return clock() - start

    def middle(self, preset: str, seed: int) -> tuple[Any, list[Any]]:
        """A greedy round played until the seat to act holds at most half a hand."""
        ruleset = self.rules(preset)
        players = self.bots_named("greedy", ruleset.players, seed)
        rnd = self.round(ruleset, seed=seed)
        half = ruleset.hand_size // 2
        while not (rnd.phase == "play" and rnd.cards_held(rnd.to_act) <= half):
            rnd.act(players[rnd.to_act].choose(rnd))
        return rnd, self.bots_named("greedy", ruleset.players, seed + 1)

    def rollout(self, preset: str, seed: int, clock: Any) -> float:
        position, players = self.middle(preset, seed)
        start = clock()
        trial = position.copy()
        while trial.phase != "done":
            trial.act(players[trial.to_act].choose(trial))
        return clock() - start

    def records_digest(self, preset: str, rounds: int) -> tuple[str, list[str]]:
        """A digest of ``rounds`` seeded greedy rounds' actions, and each round's own."""
        ruleset = self.rules(preset)
        whole = hashlib.sha256()
        each = []
        for seed in range(rounds):
            rnd = self.round(ruleset, seed=seed)
            self.play_out(rnd, self.bots_named("greedy", ruleset.players, seed))
            text = json.dumps(rnd.to_record()["actions"]).encode()
            whole.update(text)
            each.append(hashlib.sha256(text).hexdigest()[:16])
        return whole.hexdigest(), each


def summary(times: list[float]) -> str:
    ms = [1000 * t for t in times]
    mean = statistics.fmean(ms)
    half = 1.96 * statistics.stdev(ms) / math.sqrt(len(ms)) if len(ms) > 1 else 0.0
    p90 = sorted(ms)[int(0.9 * len(ms))]
    return f"{mean:7.2f} ± {half:5.2f} ms  median {statistics.median(ms):6.2f}  p90 {p90:6.2f}"


def paired_ratio(now: list[float], before: list[float]) -> str:
    """The ratio of the means, with a 95% interval from the paired per-seed figures (delta
    method on the mean of ``now - r * before``)."""
    ratio = statistics.fmean(now) / statistics.fmean(before)
    residuals = [a - ratio * b for a, b in zip(now, before, strict=True)]
    half = 1.96 * statistics.stdev(residuals) / math.sqrt(len(now)) / statistics.fmean(before)
    medians = statistics.median(now) / statistics.median(before)
    return f"{ratio:.3f} [{ratio - half:.3f}, {ratio + half:.3f}] (medians: {medians:.3f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--preset", default="tractor-4p")
    parser.add_argument("--before", help="an earlier checkout of this project, timed beside")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    parser.add_argument("--check", action="store_true", help="compare greedy records (--before)")
    parser.add_argument("--check-rounds", type=int, default=300)
    parser.add_argument(
        "--only", default="greedy,rollout,random,combination", help="which lines, comma-separated"
    )
    args = parser.parse_args()
    clock = time.thread_time if args.clock == "cpu" else time.perf_counter
    engines = [Engine("now", tractor_engine)]
    if args.before:
        engines.append(Engine("before", load_engine(args.before)))
    kinds = {
        "greedy": lambda e, s: e.greedy_round(args.preset, s, clock),
        "rollout": lambda e, s: e.rollout(args.preset, s, clock),
        "random": lambda e, s: e.random_round(args.preset, s, clock, "uniform"),
        "combination": lambda e, s: e.random_round(args.preset, s, clock, "combination"),
    }
    wanted = [k for k in args.only.split(",") if k]
    for kind in wanted:
        if kind not in kinds:
            parser.error(f"--only: unknown line {kind!r}; choose from {', '.join(kinds)}")
    for engine in engines:  # warm the caches and imports
        for kind in wanted:
            for seed in range(10_000, 10_010):
                kinds[kind](engine, seed)
    print(f"{args.preset}, {args.rounds} seeds, {args.clock} clock")
    for kind in wanted:
        times: dict[str, list[float]] = {e.name: [] for e in engines}
        for seed in range(args.rounds):
            for engine in engines if seed % 2 == 0 else engines[::-1]:
                times[engine.name].append(kinds[kind](engine, seed))
        for engine in engines:
            print(f"  {kind:<12} {engine.name:<7} {summary(times[engine.name])}")
        if args.before:
            print(f"  {kind:<12} now/before {paired_ratio(times['now'], times['before'])}")
    if args.check:
        if not args.before:
            parser.error("--check compares with --before")
        differ = 0
        for preset in engines[0].presets:
            now, now_each = engines[0].records_digest(preset, args.check_rounds)
            before, before_each = engines[1].records_digest(preset, args.check_rounds)
            first = next(
                (i for i, (a, b) in enumerate(zip(now_each, before_each, strict=True)) if a != b),
                None,
            )
            same = "same" if now == before else f"DIFFERENT (first at seed {first})"
            differ += now != before
            print(f"  greedy records, {preset}, {args.check_rounds} seeds: {same} ({now[:16]})")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
