"""A game: rounds one after another, the levels carried over, until a side or player passes A.

``Game("tractor-4p", seed=1)`` starts the first round (``game.round``). When it is done,
``game.next_round()`` sets up the next one from its result (rules §8): fixed partnerships
carry each side's level and the next starter; ``tractor-5p`` carries every player's level and
the winners of the hand, who alone may be shown in the next bidding. ``game.over`` turns true
when a winner goes past A, and ``game.winners`` names them.
"""

from __future__ import annotations

import random
from typing import Any

from ..drawn import drawn
from ..errors import InputError
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from .bots import play_out
from .record import RecordError, game_to_record, read_game
from .round import Round
from .round_types import Setup, make_setup


class Game:
    """Rounds of one rule set with the levels carried over (see the module docstring)."""

    def __init__(
        self,
        rules: RulesLike = "tractor-4p",
        *,
        seed: int | str | None = None,
        levels: Any = None,
        start: bool = True,
    ) -> None:
        ruleset: RuleSet = as_rules(rules)
        self.rules = ruleset
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise InputError(f"seed must be a whole number or text, not {seed!r}")
        self.seed = seed
        self.start_levels: tuple[str, ...] = make_setup(ruleset, levels).levels
        self.rounds: list[Round] = []
        self.winners: tuple[int, ...] = ()
        if start:
            self.rounds.append(Round(ruleset, seed=self._round_seed(0), levels=self.start_levels))

    def _round_seed(self, index: int) -> str:
        return f"{self.seed}/{index}"

    @property
    def round(self) -> Round:
        """The current (last) round."""
        if not self.rounds:
            raise InputError("the game has no round yet")
        return self.rounds[-1]

    @property
    def over(self) -> bool:
        return bool(self.winners)

    @property
    def levels(self) -> tuple[str | None, ...]:
        """Every seat's level now (None: went past A and won)."""
        if not self.rounds:
            return self.start_levels
        last = self.rounds[-1]
        return last.result.levels_after if last.result is not None else last.setup.levels

    def next_setup(self) -> Setup:
        """The setup of the round after the current one (which must be done)."""
        if not self.rounds:
            return Setup(self.start_levels)
        last = self.rounds[-1]
        result = last.result
        if result is None:
            raise InputError(f"round {len(self.rounds)} is not over: it is in phase {last.phase!r}")
        if result.game_winners:
            raise InputError(
                "the game is over: " + ", ".join(f"seat {s}" for s in result.game_winners) + " won"
            )
        levels = tuple(level for level in result.levels_after)  # no None: nobody won
        if self.rules.partnerships == "fixed":
            return Setup(levels, None, result.next_starter, result.next_starter or 0)  # type: ignore[arg-type]
        return Setup(levels, result.winners, None, result.declarer)  # type: ignore[arg-type]

    def next_round(self) -> Round:
        """Start the next round from the current one's result, and return it."""
        setup = self.next_setup()
        rnd = Round(
            self.rules,
            seed=self._round_seed(len(self.rounds)),
            levels=setup.levels,
            winners=setup.winners,
            starter=setup.starter,
            dealer=setup.dealer,
        )
        self.rounds.append(rnd)
        return rnd

    def _adopt(self, rnd: Round) -> None:
        """Append a replayed round, checking that it follows from the game so far."""
        if rnd.rules != self.rules:
            raise InputError("the round's rules differ from the game's")
        expected = self.next_setup()
        if rnd.setup != expected:
            raise InputError(
                f"the round's setup {rnd.setup.to_json()} does not follow: expected "
                f"{expected.to_json()}"
            )
        self.rounds.append(rnd)
        self._settle()

    def _settle(self) -> None:
        last = self.rounds[-1]
        if last.result is not None and last.result.game_winners:
            self.winners = last.result.game_winners

    def play(self, bots: Any, *, max_rounds: int = 1000) -> Game:
        """Play rounds with ``bots`` until the game is over (or ``max_rounds``); returns self."""
        for _ in range(max_rounds):
            play_out(self.round, bots)
            self._settle()
            if self.over:
                return self
            self.next_round()
        return self

    def finish_round(self) -> None:
        """Note the current round's result (call after playing it by hand)."""
        self._settle()

    def to_record(self) -> dict[str, Any]:
        """The game's JSON record: its rules, seed, starting levels and round records."""
        return game_to_record(self)

    @classmethod
    def from_record(cls, record: Any) -> Game:
        """Replay a game record; each round must follow from the one before (``RecordError``
        names the round, and the step where one does not replay)."""
        spec = read_game(record)
        try:
            game = cls(spec.rules, seed=spec.seed, levels=spec.levels, start=False)
        except (ValueError, TypeError) as exc:
            raise RecordError(None, f"game: {exc}") from None
        for i, raw in enumerate(spec.rounds, start=1):
            try:
                rnd = Round.from_record(raw)
            except RecordError as exc:
                raise RecordError(exc.step, f"round {i}: {exc.reason}") from None
            try:
                game._adopt(rnd)
            except ValueError as exc:
                raise RecordError(None, f"round {i}: {exc}") from None
        return game

    def __repr__(self) -> str:
        state = f"won by {', '.join(map(str, self.winners))}" if self.over else "in play"
        return f"<Game {self.rules.name}: {len(self.rounds)} rounds, levels {self.levels}, {state}>"

    _repr_html_ = drawn
