"""What a round reports: its setup, its tricks, its result and the choices of the seat to act."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import Card, Cards
from .follow import FollowOptions
from .html import cards_html, escape
from .rulesets import RuleSet
from .scoring import LevelChange
from .trick import TrickResult, trick_result
from .trump import Trump


@dataclass(frozen=True)
class Setup:
    """What a round inherits from the game: every seat's level and who declares or may declare.

    ``levels``: one rank per seat (fixed partnerships: both partners hold their side's level).
    ``winners``: ``tractor-5p`` only, the previous hand's winners; ``None`` is a first hand or a
    redeal after a scramble (anyone may bid any player's level).
    ``starter``: fixed partnerships only, the starter of a later hand (its side declares at its
    level); ``None`` is the first hand (the bidder becomes declarer and starter).
    ``dealer``: the seat dealt the first card.
    """

    levels: tuple[str, ...]
    winners: tuple[int, ...] | None = None
    starter: int | None = None
    dealer: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "levels": list(self.levels),
            "winners": None if self.winners is None else list(self.winners),
            "starter": self.starter,
            "dealer": self.dealer,
        }


@dataclass(frozen=True)
class Trick:
    """A finished trick: the plays in order (``(seat, cards)``, the lead first) and its winner."""

    number: int
    leader: int
    plays: tuple[tuple[int, tuple[Card, ...]], ...]
    winner: int
    points: int
    trump: Trump = field(repr=False)
    rules: RuleSet = field(repr=False)
    attempted: tuple[Card, ...] | None = None  # the throw the leader took back, if one failed
    penalty: int = 0
    throw_reason: str = ""

    @property
    def lead(self) -> tuple[Card, ...]:
        return self.plays[0][1]

    @property
    def result(self) -> TrickResult:
        """The engine's judgement of the trick (``trick_result``), with every play's note."""
        return trick_result(
            [list(c) for _, c in self.plays],
            trump=self.trump,
            rules=self.rules,
            seats=[seat for seat, _ in self.plays],
        )

    @property
    def reason(self) -> str:
        """Who won the trick, with how many points, and why."""
        points = f" ({self.points} points)" if self.points else ""
        return f"Trick {self.number + 1}{points}: {self.result.reason}"

    def _repr_html_(self) -> str:
        rows = "".join(
            cards_html(cards, caption=f"Seat {seat}{' ★' if seat == self.winner else ''}")
            for seat, cards in self.plays
        )
        return f"<div><b>Trick {self.number + 1}</b>{rows}<div>{escape(self.reason)}</div></div>"


@dataclass(frozen=True)
class RoundResult:
    """How a round scored (RULES.md §8), each step with its number and a closing ``reason``."""

    declarer: int
    friend: int | None
    declarers: tuple[int, ...]
    defenders: tuple[int, ...]
    trick_points: int
    penalty_points: int
    kitty_points: int
    kitty_multiplier: int
    kitty_bonus: int
    defender_points: int
    change: LevelChange
    winners: tuple[int, ...]
    levels_before: tuple[str, ...]
    levels_after: tuple[str | None, ...]
    game_winners: tuple[int, ...]
    next_starter: int | None
    reason: str

    @property
    def declarers_held(self) -> bool:
        return self.change.side == "declarers"

    def __str__(self) -> str:
        return self.reason

    def _repr_html_(self) -> str:
        return f"<div><b>Result</b>: {escape(self.reason)}</div>"


@dataclass(frozen=True)
class Choices:
    """The legal actions of the seat to act (see ``Round.legal_actions``).

    ``kind``: ``"bid"`` (``actions`` lists every bid and the pass), ``"bury"`` (choose ``count``
    cards of ``cards``), ``"call"`` (``actions`` lists every call), ``"lead"`` (any non-empty
    set of cards of one suit group: ``groups`` maps each group to the hand's cards in it),
    ``"follow"`` (``follow`` is the engine's ``FollowOptions``: ``count``, ``must``, ``may``), or
    ``"none"`` when the round is over.
    """

    phase: str
    seat: int | None
    kind: str
    actions: tuple[Action, ...] = ()
    count: int = 0
    cards: Cards = field(default_factory=Cards)
    groups: tuple[tuple[str, Cards], ...] = ()
    follow: FollowOptions | None = None
    reason: str = ""

    def __str__(self) -> str:
        return self.reason
