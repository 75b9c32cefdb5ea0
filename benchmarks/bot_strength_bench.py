"""Two bots in paired deals: rounds won, levels and points a round, and decision times.

Run: ``.venv/bin/python benchmarks/bot_strength_bench.py --rules tractor-4p --deals 100
--a strong --b normal --workers 2``.

Each deal is played twice with the sides swapped: bot A on the even seats and bot B on the
odd ones, then A on the odd seats and B on the even ones (in five-player presets A has three
seats in the first round and two in the second). Per round, with each seat's level gain
(levels after minus levels before):

- levels: the mean gain of A's seats minus the mean gain of B's seats (``tractor-4p``: the
  signed level change of A's side);
- points: the mean over A's seats of the points its side kept (the defenders' final points for
  a defender, the rest of the deck's points for a declarer) minus the same for B's seats;
- won: A's seats gained more on average than B's (a takeover at no level change counts for
  the side that takes over the deal).

The 95% interval is over the deal pairs' means (normal approximation). Decision times are the
CPU time (``time.thread_time``) of each ``choose`` in the play phase, per bot: all of them,
and those a search bot searched (``last_reason`` set).

A bot is a name (``random``, ``greedy`` or ``normal``, ``strong``) or a search configuration
``search:samples=30,budget=0.25,margin=5,candidates=6,rollout=quick`` (any of the keys;
``budget`` in CPU seconds, ``none`` for no cap; ``rollout`` quick or greedy; ``draws`` the
quick rollouts' random follows of several cards, for every search bot of the run).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tractor_engine.play import rollout
from tractor_engine.play.bots import GreedyBot, RandomBot
from tractor_engine.play.round import Round
from tractor_engine.play.search_bot import STRONG_TIME_BUDGET, SearchBot
from tractor_engine.rulebook.rulesets import rules

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def make_bot(spec: str, seed: str) -> Any:
    """A bot from its name or search configuration (see the module docstring)."""
    if spec == "random":
        return RandomBot(seed)
    if spec in ("greedy", "normal"):
        return GreedyBot(seed)
    if spec == "strong":
        return SearchBot(seed, time_budget=STRONG_TIME_BUDGET)
    if spec.startswith("search"):
        kwargs: dict[str, Any] = {}
        _, _, rest = spec.partition(":")
        for item in filter(None, rest.split(",")):
            key, _, value = item.partition("=")
            if key == "samples":
                kwargs["samples"] = int(value)
            elif key == "budget":
                kwargs["time_budget"] = None if value == "none" else float(value)
            elif key == "margin":
                kwargs["margin"] = float(value)
            elif key == "candidates":
                kwargs["max_candidates"] = int(value)
            elif key == "rollout":
                kwargs["rollout"] = value
            elif key == "draws":  # the quick rollouts' random follows of several cards
                rollout.SEVERAL_CARD_DRAWS = int(value)
            else:
                raise SystemExit(f"unknown search key {key!r} in {spec!r}")
        return SearchBot(seed, **kwargs)
    raise SystemExit(f"unknown bot {spec!r}")


def gain(before: str, after: str | None) -> int:
    """Levels gained from ``before`` to ``after`` (past A: one more than A)."""
    if after is None:
        return len(RANKS) - RANKS.index(before)
    return RANKS.index(after) - RANKS.index(before)


def play(preset: str, deal: str, a_seats: set[int], a: str, b: str) -> dict[str, Any]:
    """One round of the deal with A on ``a_seats``: its figures and each bot's decision times."""
    ruleset = rules(preset)
    rnd = Round(ruleset, seed=deal)
    bots = [
        make_bot(a if s in a_seats else b, f"{deal}:{s}:{'a' if s in a_seats else 'b'}")
        for s in range(ruleset.players)
    ]
    times: dict[str, list[float]] = {"a": [], "b": [], "a_searched": [], "b_searched": []}
    while rnd.phase != "done":
        seat = rnd.to_act
        bot = bots[seat]
        side = "a" if seat in a_seats else "b"
        start = time.thread_time()
        action = bot.choose(rnd)
        spent = time.thread_time() - start
        if rnd.phase == "play":
            times[side].append(spent)
            if getattr(bot, "last_reason", None) is not None:
                times[side + "_searched"].append(spent)
        rnd.act(action)
    result = rnd.result
    total = 100 * ruleset.decks
    gains = [gain(x, y) for x, y in zip(result.levels_before, result.levels_after, strict=True)]

    def kept(seat: int) -> int:
        declaring = seat in result.declarers
        return total - result.defender_points if declaring else result.defender_points

    b_seats = [s for s in range(ruleset.players) if s not in a_seats]
    mean = statistics.fmean
    levels = mean(gains[s] for s in a_seats) - mean(gains[s] for s in b_seats)
    points = mean(kept(s) for s in a_seats) - mean(kept(s) for s in b_seats)
    won_a = mean(s in result.winners for s in a_seats)
    won_b = mean(s in result.winners for s in b_seats)
    fallbacks: Counter[str] = Counter()
    for bot in bots:
        fallbacks.update(getattr(bot, "fallbacks", {}))
    return {
        "levels": levels,
        "points": points,
        "won": won_a > won_b,
        "times": times,
        "fallbacks": fallbacks,
    }


def pair(job: tuple[str, str, str, str]) -> tuple[dict[str, Any], dict[str, Any]]:
    preset, deal, a, b = job
    players = rules(preset).players
    even = {s for s in range(players) if s % 2 == 0}
    odd = set(range(players)) - even
    return play(preset, deal, even, a, b), play(preset, deal, odd, a, b)


def interval(values: list[float]) -> tuple[float, float, float]:
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def describe_times(name: str, times: list[float]) -> str:
    if not times:
        return f"  {name}: no decisions"
    ms = sorted(t * 1000 for t in times)

    def q(p: float) -> float:
        return ms[min(len(ms) - 1, int(p * len(ms)))]

    return (
        f"  {name}: {len(ms)} decisions, mean {statistics.fmean(ms):.1f} ms, p50 {q(0.5):.1f}, "
        f"p95 {q(0.95):.1f}, max {ms[-1]:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", default="tractor-4p")
    parser.add_argument("--deals", type=int, default=20, help="deal pairs (two rounds each)")
    parser.add_argument("--a", default="strong")
    parser.add_argument("--b", default="normal")
    parser.add_argument("--seed", default="0")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    jobs = [(args.rules, f"{args.seed}:{d}", args.a, args.b) for d in range(args.deals)]
    started = time.perf_counter()
    if args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            pairs = pool.map(pair, jobs, chunksize=1)
    else:
        pairs = [pair(job) for job in jobs]
    wall = time.perf_counter() - started
    rounds = [r for p in pairs for r in p]
    per_pair_levels = [(x["levels"] + y["levels"]) / 2 for x, y in pairs]
    per_pair_points = [(x["points"] + y["points"]) / 2 for x, y in pairs]
    lv, lv_lo, lv_hi = interval(per_pair_levels)
    pt, pt_lo, pt_hi = interval(per_pair_points)
    won = sum(r["won"] for r in rounds)
    print(f"{args.a} (A) against {args.b} (B), {args.rules}, seed {args.seed}")
    print(
        f"{len(pairs)} deal pairs, {len(rounds)} rounds, {wall:.0f} s wall, {args.workers} workers"
    )
    print(f"rounds won by A: {won} ({100 * won / len(rounds):.1f}%)")
    print(f"levels a round (A minus B): {lv:+.3f} [{lv_lo:+.3f}, {lv_hi:+.3f}]")
    print(f"points a round (A minus B): {pt:+.1f} [{pt_lo:+.1f}, {pt_hi:+.1f}]")
    print("decision times, play phase, CPU:")
    for side, spec in (("a", args.a), ("b", args.b)):
        print(
            describe_times(
                f"A {spec} (all)" if side == "a" else f"B {spec} (all)",
                [t for r in rounds for t in r["times"][side]],
            )
        )
        searched = [t for r in rounds for t in r["times"][side + "_searched"]]
        if searched:
            print(describe_times(f"{side.upper()} {spec} (searched)", searched))
    fallbacks: Counter[str] = Counter()
    for r in rounds:
        fallbacks.update(r["fallbacks"])
    if fallbacks:
        print(f"sampler fallbacks: {dict(fallbacks)}")


if __name__ == "__main__":
    main()
