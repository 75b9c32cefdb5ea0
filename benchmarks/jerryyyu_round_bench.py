"""Random-bot rounds of ``tractor-4p`` on this engine and on jerryyyu/shengji's pure-Python
engine ("jy"), interleaved in one run: the time of a round on each, and their ratio with a 95%
interval (issue 29's target: ours at most 0.8 of jy's).

jy's code is not part of this project: export it outside the repository and give its path::

    fetch github:jerryyyu/shengji   (or: git clone https://github.com/jerryyyu/shengji)
    mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji | tar -x -C /tmp/jy
    .venv/bin/python benchmarks/jerryyyu_round_bench.py /tmp/jy      (or JY_SHENGJI=/tmp/jy)

Options: ``--rounds N`` (default 400 a line), ``--before PATH`` (an earlier checkout of this
project, timed in the same run: ``git worktree add /tmp/speed-before <commit>``), ``--clock
wall`` (default: the thread's CPU time, since the machine may be shared), ``--split`` (a
second line per bot timing only each engine's own calls, the bots' work left out).

What is timed, one round at a time, seeds interleaved (ours, jy, ours before; the order turns
each seed):

- **ours**: ``Round("tractor-4p", seed=s)`` (the shuffle), then ``play_out`` with four
  ``RandomBot``s to the scored end: the deal card by card, a stop at every chance to bid (the
  bot bids uniformly among its legal bids and the pass), the kitty, the burial (uniform over
  the hand's cards), every lead and follow checked by the round (a throw against the other
  hands), each trick's winner, the score and the level change. Two bots: ``lead="uniform"``
  (uniform over all legal leads as card multisets, most of them throws that fail) and
  ``lead="combination"`` (a single, pair or tractor of the hand's layout).
- **jy**: ``Game(random.Random(s)).start_round()`` (the shuffle), ``deal_next`` card by card
  with the receiving seat's ``declare_options`` asked after each card (the bot declares
  uniformly among them and not declaring), a last declaration round, ``finalize_declare``,
  ``bury`` (a uniform sample of 8 cards), every ``play`` (which validates leads, throws
  against the other hands, and follows) to ``round_end``, and ``Game.finish_round`` (the score
  and the levels). Its random bot, written here on jy's public functions, is uniform over its
  legal plays the way ours is: a uniform lead uses the same multiset draw over the cards of one
  effective suit; a combination lead picks a kind (single, pair, tractor) among those its
  ``decompose`` finds in the hand's suits, then one of that kind; a follow draws a uniform
  multiset of the led suit's cards and keeps the first that ``validate_follow`` accepts (24
  tries, then every candidate listed when at most 400, as ours does), and when the hand is
  short of the led suit plays all of them and a uniform multiset of the rest (always legal).

Which compares like with like: the combination bots. jy's engine forces a failed throw to
its lowest beaten part as ours does, but a uniform lead is a throw most of the time, and a
throw costs each engine a check against the other hands that the two implement very
differently (ours also explains the failure), so uniform leads mostly time the throw check.
Our ``RandomBot`` follows from the engine's ``follow_options`` (the cards every legal play
holds are fixed, so it draws fewer plays that break the rule); jy's API gives no such
options, so its bot tries more draws: that is a cost of its API and is counted.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engines import load_engine, submodule

import tractor_engine
from tractor_engine.play.bots import _all_multisets, _draw_multiset, _multiset_count

TRIES = 24
ENUMERATE_LIMIT = 400


def _argument(name: str, default: str | None) -> str | None:
    if name in sys.argv:
        return sys.argv[sys.argv.index(name) + 1]
    return default


def _jy_root() -> Path:
    flagged = {sys.argv[i + 1] for i, a in enumerate(sys.argv[:-1]) if a.startswith("--")}
    given = [a for a in sys.argv[1:] if not a.startswith("--") and a not in flagged]
    where = given[0] if given else os.environ.get("JY_SHENGJI", "")
    for candidate in (Path(where), Path(where) / "server") if where else ():
        if (candidate / "shengji" / "engine" / "round.py").is_file():
            return candidate.resolve()
    sys.exit(
        "jerryyyu/shengji's engine is needed, exported outside this repository:\n"
        "  fetch github:jerryyyu/shengji (or git clone https://github.com/jerryyyu/shengji)\n"
        "  mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji "
        "| tar -x -C /tmp/jy\n"
        "then: .venv/bin/python benchmarks/jerryyyu_round_bench.py /tmp/jy "
        "(or JY_SHENGJI=/tmp/jy)"
        + (f"\n(no server/shengji/engine/round.py under {where!r})" if where else "")
    )


# --- uniform multisets: our RandomBot's own counting, drawing and listing (any values: jy's
# cards are text) ---------------------------------------------------------------------------

_ways = _multiset_count
_draw = _draw_multiset
_every = _all_multisets


class JyRandomBot:
    """Uniform over jy's legal actions (see the module docstring), on jy's public functions."""

    def __init__(self, jy: Any, seed: int, lead: str) -> None:
        self.jy = jy
        self.rng = random.Random(seed)
        self.lead_mode = lead

    def declare(self, rnd: Any, seat: int) -> list[str] | None:
        options = rnd.declare_options(seat)
        if not options:
            return None
        k = self.rng.randrange(len(options) + 1)
        return None if k == len(options) else options[k]

    def bury(self, rnd: Any, seat: int) -> list[str]:
        return self.rng.sample(rnd.hands[seat], self.jy.KITTY_SIZE)

    def play(self, rnd: Any, seat: int) -> list[str]:
        if not rnd.trick.plays:
            return self._lead(rnd, seat)
        return self._follow(rnd, seat)

    def _lead(self, rnd: Any, seat: int) -> list[str]:
        eff = rnd.ordering.eff_suit
        rng = self.rng
        by_suit: dict[str, dict[str, int]] = {}
        for card in rnd.hands[seat]:
            counts = by_suit.setdefault(eff(card), {})
            counts[card] = counts.get(card, 0) + 1
        if self.lead_mode == "combination":
            kinds: dict[str, list[list[str]]] = {}
            for counts in by_suit.values():
                cards = [c for c, k in counts.items() for _ in range(k)]
                for part in self.jy.decompose(cards, rnd.ordering).components:
                    kinds.setdefault(part.kind, []).append(part.cards)
            return list(rng.choice(kinds[rng.choice(sorted(kinds))]))
        groups = list(by_suit.values())
        weights = []
        for counts in groups:
            w = 1
            for k in counts.values():
                w *= k + 1
            weights.append(w - 1)
        x = rng.randrange(sum(weights))
        chosen = 0
        while x >= weights[chosen]:
            x -= weights[chosen]
            chosen += 1
        counts = groups[chosen]
        while True:
            cards = [c for c, k in counts.items() for _ in range(rng.randrange(k + 1))]
            if cards:
                return cards

    def _follow(self, rnd: Any, seat: int) -> list[str]:
        jy, rng = self.jy, self.rng
        lead = rnd.trick.plays[0].cards
        n = len(lead)
        hand = rnd.hands[seat]
        eff = rnd.ordering.eff_suit
        led = eff(lead[0])
        suited = [c for c in hand if eff(c) == led]
        if len(suited) <= n:  # all of the led suit, the rest free: every draw is legal
            rest = Counter(hand) - Counter(suited)
            values = list(rest)
            caps = [rest[c] for c in values]
            size = n - len(suited)
            return suited + _draw(values, caps, size, _ways(caps, size), rng)
        held = Counter(suited)
        values = list(held)
        caps = [held[c] for c in values]
        ways = _ways(caps, n)
        for _ in range(TRIES):
            play = _draw(values, caps, n, ways, rng)
            try:
                jy.validate_follow(play, hand, lead, rnd.ordering)
                return play
            except jy.IllegalPlay:
                pass
        if ways[0][n] <= ENUMERATE_LIMIT:
            legal = []
            for play in _every(values, caps, n):
                try:
                    jy.validate_follow(play, hand, lead, rnd.ordering)
                    legal.append(play)
                except jy.IllegalPlay:
                    pass
            return legal[rng.randrange(len(legal))]
        raise RuntimeError("no legal follow found (the bench's bot needs a fallback)")


class Jy:
    """jy's engine, imported from its export."""

    def __init__(self, root: Path) -> None:
        sys.path.insert(0, str(root))
        from shengji.engine.combos import decompose  # type: ignore[import-not-found]
        from shengji.engine.game import Game  # type: ignore[import-not-found]
        from shengji.engine.legal import (  # type: ignore[import-not-found]
            IllegalPlay,
            validate_follow,
        )
        from shengji.engine.round import KITTY_SIZE  # type: ignore[import-not-found]

        self.Game, self.decompose = Game, decompose
        self.IllegalPlay, self.validate_follow = IllegalPlay, validate_follow
        self.KITTY_SIZE = KITTY_SIZE

    def round(self, seed: int, lead: str, clock: Any, engine_only: bool = False) -> float:
        """One round's time: all of it, or (``engine_only``) only the engine's calls."""
        if engine_only:
            return self._engine_only(seed, lead, clock)
        bots = [JyRandomBot(self, seed * 8 + i, lead) for i in range(4)]
        start = clock()
        game = self.Game(random.Random(seed))
        rnd = game.start_round()
        while rnd.phase == "deal":
            seat, _, _ = rnd.deal_next()
            cards = bots[seat].declare(rnd, seat)
            if cards:
                rnd.declare(seat, cards)
        for seat in range(4):
            cards = bots[seat].declare(rnd, seat)
            if cards:
                rnd.declare(seat, cards)
        rnd.finalize_declare()
        rnd.bury(rnd.banker, bots[rnd.banker].bury(rnd, rnd.banker))
        while rnd.phase == "play":
            seat = rnd.turn
            rnd.play(seat, bots[seat].play(rnd, seat))
        game.finish_round()
        return clock() - start

    def _engine_only(self, seed: int, lead: str, clock: Any) -> float:
        """The same round, timing only the engine's calls: the shuffle, each ``deal_next``,
        ``declare_options`` (the question every declaration asks), ``declare``,
        ``finalize_declare``, ``bury``, each ``play`` and ``finish_round``; the bots' own
        work (their draws and ``validate_follow`` tries) is left out."""
        bots = [JyRandomBot(self, seed * 8 + i, lead) for i in range(4)]
        spent = 0.0
        t = clock()
        game = self.Game(random.Random(seed))
        rnd = game.start_round()
        spent += clock() - t

        def declare(seat: int) -> None:
            nonlocal spent
            t = clock()
            options = rnd.declare_options(seat)
            spent += clock() - t
            if options:
                k = bots[seat].rng.randrange(len(options) + 1)
                if k < len(options):
                    t = clock()
                    rnd.declare(seat, options[k])
                    spent += clock() - t

        while rnd.phase == "deal":
            t = clock()
            seat, _, _ = rnd.deal_next()
            spent += clock() - t
            declare(seat)
        for seat in range(4):
            declare(seat)
        t = clock()
        rnd.finalize_declare()
        spent += clock() - t
        cards = bots[rnd.banker].bury(rnd, rnd.banker)
        t = clock()
        rnd.bury(rnd.banker, cards)
        spent += clock() - t
        while rnd.phase == "play":
            seat = rnd.turn
            cards = bots[seat].play(rnd, seat)
            t = clock()
            rnd.play(seat, cards)
            spent += clock() - t
        t = clock()
        game.finish_round()
        return spent + clock() - t


class Ours:
    """One copy of this engine (now, or an earlier checkout)."""

    def __init__(self, package: Any) -> None:
        bots = submodule(package, "play.bots")
        self.RandomBot, self.play_out = bots.RandomBot, bots.play_out
        self.Round = submodule(package, "play.round").Round
        self.rules = submodule(package, "rulebook.rulesets").rules("tractor-4p")

    def round(self, seed: int, lead: str, clock: Any, engine_only: bool = False) -> float:
        """One round's time: all of it, or (``engine_only``) only the engine's calls."""
        bots = [self.RandomBot(seed * 8 + i, lead=lead) for i in range(4)]
        if engine_only:
            return self._engine_only(bots, seed, clock)
        start = clock()
        self.play_out(self.Round(self.rules, seed=seed), bots)
        return clock() - start

    def _engine_only(self, bots: list[Any], seed: int, clock: Any) -> float:
        """The same round, timing only the engine's calls: ``Round`` (the shuffle and the
        deal to the first chance to bid), each ``act``, and the follow analysis of each
        follower's position (``_follow_options``, which the bot asks first and ``act`` then
        reuses to judge the play); the bots' own draws are left out."""
        t = clock()
        rnd = self.Round(self.rules, seed=seed)
        spent = clock() - t
        while rnd.phase != "done":
            if rnd.phase == "play" and rnd._plays:
                t = clock()
                rnd._follow_options()
                spent += clock() - t
            action = bots[rnd.to_act].choose(rnd)
            t = clock()
            rnd.act(action)
            spent += clock() - t
        return spent


def _mean_interval(ms: list[float]) -> str:
    mean = statistics.fmean(ms)
    half = 1.96 * statistics.stdev(ms) / math.sqrt(len(ms))
    return f"{mean:6.3f} ± {half:5.3f} ms (median {statistics.median(ms):6.3f})"


def _ratio(a: list[float], b: list[float]) -> str:
    """mean(a)/mean(b) with a 95% interval (delta method, independent samples), and the ratio
    of the medians (steadier when the machine is shared: a round slowed by another process
    weighs on the mean)."""
    ma, mb = statistics.fmean(a), statistics.fmean(b)
    ratio = ma / mb
    rel = math.sqrt(
        statistics.variance(a) / len(a) / ma**2 + statistics.variance(b) / len(b) / mb**2
    )
    medians = statistics.median(a) / statistics.median(b)
    return (
        f"{ratio:.3f} [{ratio * (1 - 1.96 * rel):.3f}, {ratio * (1 + 1.96 * rel):.3f}]"
        f" (medians: {medians:.3f})"
    )


def main() -> int:
    root = _jy_root()
    rounds = int(_argument("--rounds", "400") or 400)
    clock = time.perf_counter if _argument("--clock", "cpu") == "wall" else time.thread_time
    before = _argument("--before", None)
    split = "--split" in sys.argv
    engines: dict[str, Any] = {"ours": Ours(tractor_engine), "jy": Jy(root)}
    if before:
        engines["before"] = Ours(load_engine(before))
    names = list(engines)
    print(f"tractor-4p random-bot rounds, {rounds} a line, clock {_argument('--clock', 'cpu')}")
    print(f"  jy from {root}")
    for lead in ("combination", "uniform"):
        for name in names:  # warm up
            for seed in range(100_000, 100_010):
                engines[name].round(seed, lead, clock)
        for engine_only in (False, True) if split else (False,):
            times: dict[str, list[float]] = {name: [] for name in names}
            for seed in range(rounds):
                turn = seed % len(names)
                for name in names[turn:] + names[:turn]:
                    took = engines[name].round(seed, lead, clock, engine_only)
                    times[name].append(1000 * took)
            what = "the engines' calls only" if engine_only else "whole rounds, bots included"
            print(f"  {lead} leads, {what}:")
            for name in names:
                print(f"    {name:<7} {_mean_interval(times[name])}")
            print(f"    ours/jy    {_ratio(times['ours'], times['jy'])}")
            if before:
                print(f"    before/jy  {_ratio(times['before'], times['jy'])}")
                print(f"    ours/before {_ratio(times['ours'], times['before'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
