"""A bot that searches: determinized Monte Carlo over worlds its seat could be in.

At each play with a choice, ``SearchBot`` lists a few candidates (the greedy bot's pick first,
then other kinds of play: see ``candidates.py``), deals worlds consistent with what its seat
knows (``sampler.py``: it never reads a hidden hand), and in each world plays every candidate
out to the end of the round with greedy rollouts (the same world and the same rollout seed for
every candidate: common random numbers). A world's value for a candidate is the round's
outcome for the bot's side at the end of the rollout: the levels it goes up (negative when
the other side does), half a level for holding or taking the deal, scaled to points
(``LEVEL_POINTS`` a level), plus a fifth of the points its side kept as a tie-break. The bot
keeps greedy's pick unless another candidate's mean beats it by more than ``margin``.

It is anytime: ``time_budget`` (CPU seconds of ``time.thread_time()``, so a bot thinking in a
worker thread is timed fairly) stops a decision after the world it is in; with a fixed
``samples`` and no budget it is deterministic for its seed. Bids, the bury and the friend call
are the greedy bot's.

After each ``choose``, ``last_reason`` is a ``SearchReason`` (or ``None`` when nothing was
searched: a single candidate, or not a play).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any

from ..cards.card import symbols
from ..errors import InputError
from ..speech.languages import say_n
from ..values import Value
from .actions import Action, Play
from .bots import GreedyBot, _rng, _to_act
from .candidates import play_candidates
from .rollout import finish
from .sampler import Sampler, knowledge

#: The Table's default budget for a strong bot's decision, in CPU seconds (chosen so that
#: 95% of its decisions take at most 0.3 s on the project's 2-core machine: see the
#: benchmark ``benchmarks/bot_strength_bench.py``).
STRONG_TIME_BUDGET = 0.25

#: A level's worth in the search's utility, in points (two decks; one deck halves it).
LEVEL_POINTS = 40.0
#: What each point kept adds to the utility (a tie-break within a level bracket).
POINT_WEIGHT = 0.2
#: Worlds before a candidate that cannot beat the default by the margin is dropped, and how
#: many standard errors above its mean gain it is given the benefit of.
PRUNE_AFTER = 8
PRUNE_Z = 1.64


class SearchReason(Value):
    """Why a ``SearchBot`` chose its last play: the candidates it compared over ``worlds``
    sampled worlds, each ``(action, mean points kept by its side, mean levels)`` (levels: the
    bot's side's level change, negative when the other side goes up), its default (the greedy
    bot's pick) and what it chose."""

    seat: int
    chosen: Action
    default: Action
    worlds: int
    evaluations: tuple[tuple[Action, float, float], ...]

    def _of(self, action: Action) -> tuple[float, float]:
        for a, points, levels in self.evaluations:
            if a == action:
                return points, levels
        return 0.0, 0.0

    def sentence(self, language: str | None = None) -> str:
        """Why, in one sentence, in ``language`` (default: the language in force)."""
        if language is not None:
            from ..speech.languages import language as speaking

            with speaking(language):
                return self.sentence()
        chosen = symbols(getattr(self.chosen, "cards", ()))
        n = self.worlds
        if self.chosen == self.default:
            return say_n(
                "{play}: no other play did clearly better over {n} way the unseen cards could lie.",
                "{play}: no other play did clearly better over {n} ways the unseen cards could "
                "lie.",
                n,
                play=chosen,
            )
        default = symbols(getattr(self.default, "cards", ()))
        points, levels = self._of(self.chosen)
        d_points, d_levels = self._of(self.default)
        more = round(points - d_points)
        if more > 0:
            # TRANSLATORS: {play} and {other} are cards ("K♠"); {points} a whole number.
            return say_n(
                "{play} kept {points} more points on average than {other} over {n} way the "
                "unseen cards could lie.",
                "{play} kept {points} more points on average than {other} over {n} ways the "
                "unseen cards could lie.",
                n,
                play=chosen,
                other=default,
                points=more,
            )
        if levels - d_levels < 0.005:
            return say_n(
                "{play} did better on average than {other} over {n} way the unseen cards could "
                "lie.",
                "{play} did better on average than {other} over {n} ways the unseen cards could "
                "lie.",
                n,
                play=chosen,
                other=default,
            )
        gained = f"{levels - d_levels:.2f}"
        # TRANSLATORS: {levels} is a decimal number of levels ("0.25").
        return say_n(
            "{play} gained {levels} more levels on average than {other} over {n} way the "
            "unseen cards could lie.",
            "{play} gained {levels} more levels on average than {other} over {n} ways the "
            "unseen cards could lie.",
            n,
            play=chosen,
            other=default,
            levels=gained,
        )


def _check_count(value: Any, name: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise InputError(f"{name} must be a whole number from {low}, not {value!r}")
    return value


def _check_number(value: Any, name: str, *, none: bool) -> float | None:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        allowed = "None or " if none else ""
        raise InputError(f"{name} must be {allowed}a number from 0, not {value!r}")
    return float(value)


class SearchBot:
    """Determinized Monte Carlo search over greedy rollouts (see the module docstring).

    ``SearchBot(seed, samples=30, time_budget=None, margin=5.0)``: up to ``samples`` worlds a
    decision, at most ``time_budget`` CPU seconds (``None``: no cap), and the margin (in
    utility points) a candidate must beat greedy's pick by. ``max_candidates`` caps the
    candidates compared.
    """

    def __init__(
        self,
        seed: int | str | random.Random | None = None,
        *,
        samples: int = 30,
        time_budget: float | None = None,
        margin: float = 5.0,
        max_candidates: int = 6,
        rollout: str = "quick",
    ) -> None:
        self.rng = _rng(seed)
        self.samples = _check_count(samples, "samples", 1)
        self.time_budget = _check_number(time_budget, "time_budget", none=True)
        self.margin: float = _check_number(margin, "margin", none=False) or 0.0
        self.max_candidates = _check_count(max_candidates, "max_candidates", 1)
        if rollout not in ("quick", "greedy"):
            raise InputError(f'rollout must be "quick" or "greedy", not {rollout!r}')
        self.rollout = rollout
        self._greedy = GreedyBot(self.rng)
        self.last_reason: SearchReason | None = None
        #: worlds its sampler kept with a constraint dropped, by the constraint (see sampler.py)
        self.fallbacks: Counter[str] = Counter()

    def __repr__(self) -> str:
        return (
            f"SearchBot(samples={self.samples}, time_budget={self.time_budget}, "
            f"margin={self.margin})"
        )

    def choose(self, round: Any) -> Action:
        """The action for ``round.to_act``: greedy's outside the play, else searched."""
        started = time.thread_time()
        seat = _to_act(round)
        self.last_reason = None
        default = self._greedy.choose(round)
        if round.phase != "play":
            return default
        candidates = play_candidates(round, seat, default, self.max_candidates)
        if len(candidates) < 2:
            return default
        return self._search(round, seat, candidates, started)

    def _search(self, round: Any, seat: int, candidates: list[Play], started: float) -> Action:
        """Compare ``candidates`` (the default first) on the same sampled worlds; see the
        module docstring. From ``PRUNE_AFTER`` worlds on, a candidate whose paired gain over
        the default cannot reach the margin (its mean plus ``PRUNE_Z`` standard errors is
        below it) is played no more, and the search stops once only the default is left."""
        sampler = Sampler(knowledge(round, seat))
        rng = random.Random(self.rng.getrandbits(64))
        budget = self.time_budget
        margin = self.margin
        k = len(candidates)
        played = [0] * k
        points = [0.0] * k
        levels = [0.0] * k
        gain = [0.0] * k  # paired differences from the default, their sums and squares
        gain2 = [0.0] * k
        active = list(range(k))
        worlds = 0
        for _ in range(self.samples):
            world = sampler.sample(rng)
            base = round._with_hidden(world.hands, world.kitty)
            rollout_seed = rng.getrandbits(64)
            first = 0.0
            for i in active:
                utility, kept, change = _rollout(
                    base, candidates[i], seat, rollout_seed, self.rollout
                )
                if i == 0:
                    first = utility
                played[i] += 1
                points[i] += kept
                levels[i] += change
                gain[i] += utility - first
                gain2[i] += (utility - first) ** 2
            worlds += 1
            if budget is not None and time.thread_time() - started >= budget:
                break
            if worlds >= PRUNE_AFTER:
                active = [0] + [
                    i for i in active[1:] if _upper(gain[i], gain2[i], played[i]) >= margin
                ]
                if len(active) == 1:
                    break
        self.fallbacks.update(sampler.fallbacks)
        best = max(range(k), key=lambda i: (gain[i] / played[i] if played[i] else -1e9, -i))
        override = best != 0 and played[best] == played[0] and gain[best] / played[best] > margin
        chosen = candidates[best] if override else candidates[0]
        self.last_reason = SearchReason._make(
            seat,
            chosen,
            candidates[0],
            worlds,
            tuple(
                (a, _rounded(points[i] / played[i]), _rounded(levels[i] / played[i]))
                for i, a in enumerate(candidates)
            ),
        )
        return chosen


def _upper(total: float, squares: float, n: int) -> float:
    """The mean of ``n`` paired gains plus ``PRUNE_Z`` standard errors."""
    mean = total / n
    variance = max(0.0, squares / n - mean * mean) * n / (n - 1) if n > 1 else 0.0
    return mean + PRUNE_Z * (variance / n) ** 0.5


def _rounded(x: float) -> float:
    """``x`` to 4 decimal places (the reasons' means: short, and a repr that reads back)."""
    return round(x, 4)


def _rollout(
    base: Any, action: Action, seat: int, seed: int, policy: str
) -> tuple[float, float, float]:
    """Play ``action`` in a copy of ``base`` and the rest of the round with the rollout
    ``policy`` (``"quick"``: ``rollout.finish``; ``"greedy"``: greedy bots seeded by ``seed``);
    the outcome for ``seat``'s side: (utility, points kept, levels)."""
    world = base.copy()
    world.act(action)
    if policy == "quick":
        finish(world, seed)
    else:
        bot = GreedyBot(seed)
        while world.phase != "done":
            world.act(bot.choose(world))
    return outcome(world, seat)


def outcome(finished: Any, seat: int) -> tuple[float, float, float]:
    """A finished round's outcome for ``seat``'s side: (utility, points kept, levels)."""
    result = finished.result
    rules = finished.rules
    total = 100 * rules.decks
    declaring = seat in result.declarers
    points = total - result.defender_points if declaring else result.defender_points
    won = seat in result.winners
    levels = result.change.levels if won else -result.change.levels
    scale = LEVEL_POINTS * rules.decks / 2
    utility = scale * (levels + (0.5 if won else -0.5)) + POINT_WEIGHT * points
    return utility, float(points), float(levels)


__all__ = ["STRONG_TIME_BUDGET", "SearchBot", "SearchReason"]
