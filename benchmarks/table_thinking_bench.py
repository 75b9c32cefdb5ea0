"""What thinking in a worker thread costs the Table's greedy bots, and how long the strong
bots take to answer a click.

For each of ``--hands`` tractor-4p hands (seat 0, the learner playing the engine's hint), the
bots' answers to every learner play are taken two ways in the same run: from Python (the
bots choose in the calling thread, as before the thinking thread existed) and as after a
click on the page (on an asyncio loop: each bot decision in a worker thread, waited for up to
``WAIT_S``). Printed: the time per learner play, both ways, and their ratio; then, for
``bots="strong"``, the wall time from a click to the learner's turn again.

Run: .venv/bin/python benchmarks/table_thinking_bench.py [--hands 3] [--strong-plays 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

import tractor_widgets as tw


def to_play(t: tw.Table) -> bool:
    """Act for the learner until it is to lead or follow (False: the hand is over)."""
    while t._controls["kind"] not in ("lead", "follow"):
        kind = t._controls["kind"]
        if kind == "done":
            return False
        if kind == "bid":
            t.pass_()
        elif kind == "call":
            t.call_friend(t._controls["calls"][-1]["card"])
        else:
            t.hint()
            t.bury()
    t.hint()
    return True


def click(t: tw.Table) -> None:
    t._on_page_msg(t, {"seq": 1, "type": "act", "what": "play"}, [])


async def answered(t: tw.Table) -> None:
    while t.session.due() or t._answer_later is not None or t._thinker.job is not None:
        await asyncio.sleep(0.0005)


async def hand_from_the_page(bots: str, seed: int, plays: int) -> list[float]:
    t = tw.Table("tractor-4p", seat=0, bots=bots, seed=seed)
    t.send = lambda *a, **k: None
    times = []
    while len(times) < plays and to_play(t):
        start = time.perf_counter()
        click(t)
        await answered(t)
        times.append(time.perf_counter() - start)
    return times


def hand_from_python(bots: str, seed: int, plays: int) -> list[float]:
    t = tw.Table("tractor-4p", seat=0, bots=bots, seed=seed)
    times = []
    while len(times) < plays and to_play(t):
        start = time.perf_counter()
        t.play()
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--strong-plays", type=int, default=5)
    args = parser.parse_args()
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    python, page = [], []
    for seed in range(args.hands):
        python += hand_from_python("normal", seed, 10**3)
        page += asyncio.run(hand_from_the_page("normal", seed, 10**3))
    py_ms, pg_ms = statistics.mean(python) * 1e3, statistics.mean(page) * 1e3
    print(f"normal bots, {len(python)} learner plays: from Python {py_ms:.2f} ms a play, "
          f"from the page (threads) {pg_ms:.2f} ms a play, ratio {pg_ms / py_ms:.2f}")  # fmt: skip
    strong = asyncio.run(hand_from_the_page("strong", 1, args.strong_plays))
    print(f"strong bots, {len(strong)} clicks: click to the learner's turn "
          f"mean {statistics.mean(strong):.2f} s, max {max(strong):.2f} s")  # fmt: skip
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
