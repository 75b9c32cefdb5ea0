"""Many rounds with bots, and their statistics.

``simulate("tractor-5p", rounds=1000, seed=1)`` plays games one after another (so later hands,
with their winners' levels and fixed declaring sides, are played too) until ``rounds`` rounds
are done, and returns a ``Simulation`` with the declaring side's hold rate, the defenders' mean
points, the level changes, throws and failed throws, redeals, games won, and the time per round.
The command ``python -m tractor_engine simulate`` prints it. Chunks of rounds run on every
core by default (``workers=``, or any ``concurrent.futures`` ``executor=``), with the same
statistics for a seed whatever runs them.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from ..compare.parallel import check_executor, check_workers, run_chunks
from ..errors import InputError
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from .bots import bots_named, play_out
from .game import Game
from .levels import STATISTICS_BOTS


@dataclass
class Simulation:
    """Statistics of a simulation (see ``simulate``)."""

    rules: str
    bots: str
    seed: int
    rounds: int = 0
    games_finished: int = 0
    declarer_held: int = 0
    defender_points_total: int = 0
    level_changes: Counter = field(default_factory=Counter)  # (side, levels) -> rounds
    throws: int = 0
    failed_throws: int = 0
    penalty_rounds: int = 0
    redeals: int = 0
    friend_alone: int = 0
    kitty_won: int = 0
    seconds: float = 0.0
    times: list[float] = field(default_factory=list, repr=False)

    @property
    def held_rate(self) -> float:
        return self.declarer_held / self.rounds if self.rounds else 0.0

    @property
    def mean_defender_points(self) -> float:
        return self.defender_points_total / self.rounds if self.rounds else 0.0

    @property
    def median_ms(self) -> float:
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        return 1000 * ordered[len(ordered) // 2]

    def add(self, rnd: Any, seconds: float) -> None:
        """Count a finished round, played in ``seconds``."""
        if getattr(rnd, "result", None) is None or not hasattr(rnd, "tricks"):
            raise InputError(f"add counts a finished Round, not {rnd!r}")
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds < 0:
            raise InputError(f"seconds must be a number from 0, not {seconds!r}")
        result = rnd.result
        self.rounds += 1
        self.times.append(seconds)
        self.declarer_held += result.declarers_held
        self.defender_points_total += result.defender_points
        self.level_changes[(result.change.side, result.change.levels)] += 1
        for trick in rnd.tricks:
            if trick.throw_reason:
                self.throws += 1
            if trick.attempted is not None:
                self.failed_throws += 1
        self.penalty_rounds += bool(rnd.penalties)
        self.redeals += rnd.deal_number
        if rnd.rules.partnerships == "friend" and result.friend is None:
            self.friend_alone += 1
        self.kitty_won += result.kitty_multiplier > 0

    def merge(self, other: Simulation) -> None:
        """Add another simulation's counts (and round times) to these."""
        if not isinstance(other, Simulation):
            raise InputError(f"merge adds another Simulation, not {other!r}")
        for name in (
            "rounds",
            "games_finished",
            "declarer_held",
            "defender_points_total",
            "throws",
            "failed_throws",
            "penalty_rounds",
            "redeals",
            "friend_alone",
            "kitty_won",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.level_changes.update(other.level_changes)
        self.times.extend(other.times)

    def report(self) -> str:
        """The statistics as lines of text."""
        n = self.rounds or 1
        lines = [
            f"{self.rules}: {self.rounds} rounds with {self.bots} bots (seed {self.seed}), "
            f"{self.games_finished} games finished",
            f"declaring side held: {self.declarer_held} ({100 * self.declarer_held / n:.1f}%)",
            f"mean defender points: {self.mean_defender_points:.1f}",
            f"throws: {self.throws} ({self.throws / n:.2f} a round), failed: {self.failed_throws} "
            f"({100 * self.failed_throws / max(self.throws, 1):.1f}% of throws)",
            f"redeals: {self.redeals}; defenders won the last trick: {self.kitty_won} "
            f"({100 * self.kitty_won / n:.1f}%)",
        ]
        if self.friend_alone:
            lines.append(
                f"declarer alone (friend never came or was the declarer): {self.friend_alone}"
            )
        lines.append("level changes:")
        for (side, levels), count in sorted(
            self.level_changes.items(), key=lambda kv: (kv[0][0] != "declarers", kv[0][1])
        ):
            who = "declarers hold" if side == "declarers" else "defenders take over"
            lines.append(f"  {who}, +{levels}: {count} ({100 * count / n:.1f}%)")
        lines.append(
            f"time: {self.seconds:.2f} s, {1000 * self.seconds / n:.2f} ms a round "
            f"(median {self.median_ms:.2f} ms)"
        )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.report()


def _progress(total: int, enabled: bool) -> tuple[Callable[[int], None], Callable[[], None]]:
    if not enabled:
        return (lambda k: None), (lambda: None)
    try:
        from tqdm import tqdm
    except ImportError:
        state = {"done": 0, "shown": -1, "start": time.perf_counter()}

        def update(k: int) -> None:
            state["done"] += k
            pct = 100 * state["done"] // total
            if pct != state["shown"]:
                state["shown"] = pct
                rate = state["done"] / max(time.perf_counter() - state["start"], 1e-9)
                print(
                    f"\rrounds: {state['done']}/{total} ({pct}%), {rate:.0f}/s",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )

        def close() -> None:
            print(file=sys.stderr)

        return update, close
    bar = tqdm(total=total, unit="round", file=sys.stderr)
    return bar.update, bar.close


ROUNDS_PER_CHUNK = 100  # rounds per task: fixed, so a seed's answer ignores the workers


def simulate(
    rules: RulesLike = "tractor-4p",
    rounds: int = 1000,
    seed: int = 0,
    *,
    bots: str = STATISTICS_BOTS,
    progress: bool = False,
    max_game_rounds: int = 200,
    executor: Executor | None = None,
    workers: int | None = None,
) -> Simulation:
    """Play ``rounds`` rounds with ``bots`` (any name ``bots_named`` accepts; default
    ``"easy"``, whose leads look like people's) in successive games from ``seed``; returns
    their statistics.

    The rounds are played in chunks of 100, chunk ``k`` in successive games from seeds
    ``"{seed}/{k}/{game}"``, so the statistics for a seed are the same whatever runs them:
    ``executor`` (any ``concurrent.futures`` executor, such as a Dask client's
    ``get_executor()``), else ``workers`` processes (default every core; 1 plays here).
    ``progress=True`` shows a progress bar on stderr (tqdm if installed, else a plain line).
    Raises ``InputError`` (a ValueError) for bad arguments, an ``executor`` that is not one
    included, before any round is played.
    """
    ruleset = as_rules(rules)
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise InputError(f"rounds must be a whole number of at least 1, not {rounds!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(f"seed must be a whole number, not {seed!r}")
    if isinstance(max_game_rounds, bool) or not isinstance(max_game_rounds, int):
        raise InputError(f"max_game_rounds must be a whole number, not {max_game_rounds!r}")
    workers = check_workers(workers)
    check_executor(executor)
    bots_named(bots, ruleset.players)  # refuses unknown bots here, not in a worker
    sizes = [min(ROUNDS_PER_CHUNK, rounds - s) for s in range(0, rounds, ROUNDS_PER_CHUNK)]
    chunks = [(ruleset, size, f"{seed}/{k}", bots, max_game_rounds) for k, size in enumerate(sizes)]
    update, close = _progress(rounds, progress)
    start = time.perf_counter()
    try:
        parts = run_chunks(
            _play_chunk, chunks, executor=executor, workers=workers, done=lambda i: update(sizes[i])
        )
    finally:
        close()
    stats = Simulation(ruleset.name, bots, seed)
    for part in parts:
        stats.merge(part)
    stats.seconds = time.perf_counter() - start
    return stats


def _play_chunk(
    ruleset: RuleSet, rounds: int, chunk_seed: str, bots: str, max_game_rounds: int
) -> Simulation:
    """One task: ``rounds`` rounds in successive games from ``"{chunk_seed}/{game}"``."""
    stats = Simulation(ruleset.name, bots, 0)
    game_index = 0
    while stats.rounds < rounds:
        game = Game(ruleset, seed=f"{chunk_seed}/{game_index}")
        players = bots_named(bots, ruleset.players, f"{chunk_seed}/{game_index}/bots")
        for _ in range(max_game_rounds):
            t = time.perf_counter()
            play_out(game.round, players)
            stats.add(game.round, time.perf_counter() - t)
            game.finish_round()
            if game.over:
                stats.games_finished += 1
                break
            if stats.rounds >= rounds:
                break
            game.next_round()
        game_index += 1
    return stats
