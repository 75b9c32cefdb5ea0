"""Bots a learner chooses by level: weaker than greedy on purpose, in measured steps.

A ``SlipBot`` plays greedy's game (``GreedyBot``: its bids, its kitty, its friend call, its
leads and follows) except that at each play, with probability ``slips``, it plays what a
``RandomBot`` with people's leads would: a random single, pair or tractor of its hand (or a
throw it knows will stand), or a random legal follow. So it still looks like play (no throw
of its fails, no odd bid or kitty) and misses greedy's logic about as often as ``slips``
says: a win it could take cheaply, points for a partner who is winning, a low discard.

``LEVELS`` names the levels ``bots_named`` accepts and how often each slips; the measured
strength of each against greedy is in the README (``benchmarks/bot_levels_bench.py``).
"""

from __future__ import annotations

import random
from typing import Any

from ..errors import InputError
from .actions import Action
from .bots import GreedyBot, RandomBot, _rng, _to_act

#: How often each level below greedy plays a random people-like play instead of greedy's.
LEVELS = {"beginner": 0.5, "easy": 0.2}

#: The bots that statistics play by default (``simulate``, ``find_differences``,
#: ``disagreement_rates``): of the fast bots, the one whose leads look most like people's.
#: Measured over 400 tractor-4p rounds (``benchmarks/bot_levels_bench.py --leads``), "easy"
#: leads every kind (singles, pairs, tractors about as often as greedy, and throws that
#: stand), where greedy never throws and "random" leads a third as many tractors.
STATISTICS_BOTS = "easy"


class SlipBot:
    """Greedy, except that each play is, with probability ``slips`` (from 0 to 1), a random
    people-like play instead (``RandomBot(lead="people")``). Bids, the kitty and the friend
    call are greedy's. ``SlipBot(seed, slips=...)`` is reproducible; ``slips=0`` plays as
    ``GreedyBot`` does, ``slips=1`` as a ``RandomBot`` that bids, buries and calls greedily.
    """

    def __init__(self, seed: int | str | random.Random | None = None, *, slips: float) -> None:
        if isinstance(slips, bool) or not isinstance(slips, (int, float)) or not 0 <= slips <= 1:
            raise InputError(f"slips must be a number from 0 to 1, not {slips!r}")
        self.rng = _rng(seed)
        self.slips = float(slips)
        self._greedy = GreedyBot(self.rng.getrandbits(64))
        self._random = RandomBot(self.rng.getrandbits(64))
        self.slipped = 0  # plays made at random so far

    def choose(self, round: Any) -> Action:
        _to_act(round)
        if round.phase == "play" and self.rng.random() < self.slips:
            self.slipped += 1
            return self._random.choose(round)
        return self._greedy.choose(round)

    def __repr__(self) -> str:
        return f"SlipBot(slips={self.slips!r})"


__all__ = ["LEVELS", "STATISTICS_BOTS", "SlipBot"]
