"""What a round reports: its setup, its tricks, its result and the choices of the seat to act.

``RoundResult`` (how a hand scored) is defined with ``score_hand`` in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.card import Card, Cards
from ..cards.trump import Trump
from ..drawn import drawn
from ..errors import InputError
from ..memo import Memo
from ..rulebook.follow import FollowOptions
from ..rulebook.rulesets import RuleSet
from ..rulebook.scoring import RoundResult, check_levels, check_seat
from ..rulebook.trick import TrickResult, trick_result
from ..speech.languages import Sentence, say, say_n
from ..values import Value, field
from .actions import Action

__all__ = ["Choices", "RoundResult", "Setup", "Trick", "make_setup"]


class Setup(Value):
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


def make_setup(
    rules: RuleSet,
    levels: Any = None,
    winners: Any = None,
    starter: Any = None,
    dealer: Any = None,
) -> Setup:
    """The ``Setup`` of a hand under ``rules``, checked: the one validation ``Round`` and
    ``Game`` share. ``ValueError`` names the bad part.

    ``levels`` (default every seat at 2): one rank per seat; with fixed partnerships partners
    share their side's level. ``winners`` (``tractor-5p``): the previous hand's winners, at
    least one seat and not every seat (someone lost). ``starter`` (fixed partnerships): the
    starter of a later hand. ``dealer`` defaults to the starter, else seat 0.
    """
    n = rules.players
    level_tuple = ("2",) * n if levels is None else check_levels(rules, levels)
    fixed = rules.partnerships == "fixed"
    if fixed:
        if winners is not None:
            raise InputError(f"{rules.name} has fixed partnerships: give starter=, not winners=")
    elif starter is not None:
        raise InputError(
            f"{rules.name} chooses its declarer by bidding: give winners=, not starter="
        )
    if winners is not None:
        if isinstance(winners, (str, int)) or not hasattr(winners, "__iter__"):
            raise InputError(f"winners lists seats, not {winners!r}")
        winners = tuple(sorted({check_seat(w, n, "a winner") for w in winners}))
        if not winners:
            raise InputError("winners lists at least one seat (or is None for a first hand)")
        if len(winners) == n:
            raise InputError(
                f"winners cannot name every seat: the previous hand had losers ({winners})"
            )
    if starter is not None:
        starter = check_seat(starter, n, "starter")
    if dealer is None:
        dealer = starter if starter is not None else 0
    return Setup(level_tuple, winners, starter, check_seat(dealer, n, "dealer"))


#: A finished trick's plays, trump and rule set -> the engine's ``TrickResult`` (its reasons are
#: sentences said when read, so one result serves every language and listener).
_TRICK_RESULTS = Memo("trick results", 1024)


class Trick(Value):
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
    throw_reason: Sentence = field(default="")  # its default the Sentence's

    throw_reason = Sentence(
        "throw_reason", "Why the throw led in it failed, in the language in force.", default=""
    )

    @property
    def lead(self) -> tuple[Card, ...]:
        return self.plays[0][1]

    @property
    def result(self) -> TrickResult:
        """The engine's judgement of the trick (``trick_result``), with every play's note."""
        key = (self.plays, self.trump, self.rules)
        found = _TRICK_RESULTS.get(key)
        if found is None:
            found = _TRICK_RESULTS.keep(
                key,
                trick_result(
                    [list(c) for _, c in self.plays],
                    trump=self.trump,
                    rules=self.rules,
                    seats=[seat for seat, _ in self.plays],
                ),
            )
        return found  # type: ignore[return-value]

    @property
    def reason(self) -> str:
        """Who won the trick, with how many points, and why."""
        reason = self.result.reason
        if not self.points:
            return say("Trick {number}: {reason}", number=self.number + 1, reason=reason)
        return say_n(
            "Trick {number} ({n} point): {reason}",
            "Trick {number} ({n} points): {reason}",
            self.points,
            number=self.number + 1,
            reason=reason,
        )

    _repr_html_ = drawn


class Choices(Value):
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
    cards: Cards = Cards()
    groups: tuple[tuple[str, Cards], ...] = ()
    follow: FollowOptions | None = None
    reason: Sentence = field(default="")  # its default the Sentence's

    reason = Sentence("reason", "Who acts and how, in the language in force.", default="")

    @property
    def told(self) -> str | Callable[[], str]:
        """The reason, or the function that builds it in the language in force."""
        return Sentence.held(self)

    def __str__(self) -> str:
        return self.reason
