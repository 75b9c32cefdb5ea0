"""Comparing rule sets: positions compared per second per core, and the speed-up on 2 workers.

Run: .venv/bin/python benchmarks/compare_bench.py [--deals 10000] [--small 1000]

1. ``compare_rules`` alone, on the follows of random rounds (tractor-4p, random bots): against
   must-tractor (most positions settled by the shortcut: one card order, no tractor led) and
   against ace_connects_to_rank + no_trump_keeps_rank_trumps (another card order in every
   round: every position enumerated and judged). Positions per CPU second of this process.
2. ``disagreement_rates`` on one worker (``workers=1``, in this process): positions compared
   (follows, tricks, throws and hands, the rounds dealt and played included) per CPU second.
3. The speed-up of ``workers=2`` over ``workers=1`` (wall clock) for ``--deals`` deals (the
   issue's 10,000) and for ``--small`` deals, and that both answers are equal. Beside it, the
   CPU time each run used (this process and its worker processes): on a busy machine the wall
   clock speed-up is bounded by the share of the cores the runs get, while ``CPU(1 worker) /
   (CPU(2 workers) / 2)`` is the speed-up two idle cores would give (the chunks are many and
   equal, so the two workers share the work evenly).

The machine may be shared: the load average is printed before and after each timing, and the
CPU-clock figures (1, 2) do not count time the process waited for a core. A speed-up measured
while other processes keep the cores busy is lower than on an idle machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

import tractor_engine as te
from tractor_engine.play.bots import bots_named

A = te.rules("tractor-4p")
MUST = A.replace(tractor_follow="must-tractor")
ORDER = A.replace(ace_connects_to_rank=True, no_trump_keeps_rank_trumps=True)


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def cpu_seconds() -> float:
    """CPU time of this process and of its finished child processes (the pool's workers)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def follow_positions(rounds: int) -> list[tuple[te.Cards, te.Cards, te.Trump]]:
    found = []
    for i in range(rounds):
        rnd = te.Round(A, seed=f"bench/{i}")
        players = bots_named("combination", 4, f"bench/{i}/bots")
        while rnd.phase != "done":
            if rnd.phase == "play" and rnd.trick:
                found.append((rnd.hands[rnd.to_act], rnd.lead.cards, rnd.trump))
            rnd.act(players[rnd.to_act].choose(rnd))
    return found


def compare_alone(positions: list[tuple[te.Cards, te.Cards, te.Trump]], rules_b: te.RuleSet) -> str:
    differing = compared = 0
    start = time.process_time()
    for hand, lead, trump in positions:
        try:
            found = te.compare_rules(hand, lead, trump=trump, rules_a=A, rules_b=rules_b)
        except te.IllegalPlay:
            continue
        differing += found.follow_differs
        compared += 1
    seconds = time.process_time() - start
    return (
        f"{compared / seconds:8.0f} positions/s per core  ({compared} follows, {differing} "
        f"differ, {seconds:.2f} CPU s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--rounds", type=int, default=40, help="rounds for part 1")
    args = parser.parse_args()

    print(f"1. compare_rules alone ({load()})")
    positions = follow_positions(args.rounds)
    print(f"   tractor-4p vs must-tractor:        {compare_alone(positions, MUST)}")
    print(f"   tractor-4p vs another card order:  {compare_alone(positions, ORDER)}")

    print(f"2. disagreement_rates on one core, {args.small} deals ({load()})")
    for name, rules_b in (("must-tractor", MUST), ("another card order", ORDER)):
        start = time.process_time()
        rates = te.disagreement_rates(A, rules_b, deals=args.small, workers=1)
        seconds = time.process_time() - start
        print(
            f"   vs {name}: {rates.compared / seconds:8.0f} positions/s per core "
            f"({rates.compared} positions in {seconds:.1f} CPU s, rounds played included)"
        )

    print("3. speed-up of workers=2 over workers=1, tractor-4p vs must-tractor")
    for deals in sorted({args.small, args.deals}):
        walls, cpus, answers = {}, {}, {}
        for workers in (1, 2):
            before = load()
            start, cpu = time.perf_counter(), cpu_seconds()
            answers[workers] = te.disagreement_rates(A, MUST, deals=deals, workers=workers)
            walls[workers], cpus[workers] = time.perf_counter() - start, cpu_seconds() - cpu
            print(
                f"   {deals} deals, {workers} worker(s): {walls[workers]:.1f} s wall, "
                f"{cpus[workers]:.1f} CPU s ({before})"
            )
        assert answers[1] == answers[2], "the answers differ between 1 and 2 workers"
        print(
            f"   {deals} deals: wall-clock speed-up {walls[1] / walls[2]:.2f}x; on two idle "
            f"cores {cpus[1] / (cpus[2] / 2):.2f}x (answers equal) ({load()})"
        )


if __name__ == "__main__":
    main()
