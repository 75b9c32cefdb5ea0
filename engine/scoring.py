"""Points, the kitty multiplier, level changes and the next starter (RULES.md §8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import RANKS, Card
from .position import CardsLike, as_cards
from .rulesets import RulesLike, as_rules


def card_points(cards: CardsLike) -> int:
    """The points in the cards: 5 for each five, 10 for each ten and king."""
    return sum(c.points for c in as_cards(cards, "the cards"))


def kitty_multiplier(last_lead: CardsLike | int, *, rules: RulesLike) -> int:
    """What the kitty's points are multiplied by when the defenders win the last trick.

    ``last_lead`` is the last trick's lead (its cards, or how many there were).
    ``twice-cards``: 2 × the number of cards (a single doubles); ``power-of-two``: 2 ** cards.
    """
    ruleset = as_rules(rules)
    if isinstance(last_lead, bool) or not isinstance(last_lead, int):
        n = len(as_cards(last_lead, "the last lead"))
    else:
        n = last_lead
    if n < 1:
        raise ValueError(f"the last lead has at least one card, not {n}")
    return 2 * n if ruleset.kitty_multiplier == "twice-cards" else 2**n


@dataclass(frozen=True)
class LevelChange:
    """Who declares next and by how many levels they go up, from the defenders' points."""

    defender_points: int
    side: str  # "declarers" (they hold) or "defenders" (they take over)
    levels: int
    reason: str

    def __str__(self) -> str:
        return self.reason

    def _repr_html_(self) -> str:
        from .html import escape

        return f"<p>{escape(self.reason)}</p>"


def level_change(defender_points: int, *, rules: RulesLike) -> LevelChange:
    """The level change for the defenders' final points (RULES.md §8's table).

    Two decks: 0 → declarers +3; 5–35 → +2; 40–75 → +1; 80–115 → defenders take over at no
    change; 120–155 → defenders +1, and one more level for every further 40. One deck halves
    every threshold (a step of 20).
    """
    ruleset = as_rules(rules)
    if isinstance(defender_points, bool) or not isinstance(defender_points, int):
        raise ValueError(f"defender points must be a whole number, not {defender_points!r}")
    if defender_points < 0:
        raise ValueError(f"defender points cannot be negative: {defender_points}")
    if defender_points % 5:
        raise ValueError(
            f"points come in fives (5s, 10s and kings): {defender_points} is not a multiple of 5"
        )
    step = 20 * ruleset.decks
    p = defender_points
    if p == 0:
        side, levels, band = "declarers", 3, "0"
    elif p < step:
        side, levels, band = "declarers", 2, f"5–{step - 5}"
    elif p < 2 * step:
        side, levels, band = "declarers", 1, f"{step}–{2 * step - 5}"
    else:
        side, levels = "defenders", p // step - 2
        low = (levels + 2) * step
        band = f"{low}–{low + step - 5}"
    if side == "declarers":
        reason = (
            f"The defenders took {p} points ({band} of {ruleset.total_points}): the declarers "
            f"keep the deal and go up {levels} level{'s' if levels > 1 else ''}."
        )
    elif levels == 0:
        reason = (
            f"The defenders took {p} points ({band}): they become the declarers, with no level "
            "change."
        )
    else:
        reason = (
            f"The defenders took {p} points ({band}): they become the declarers and go up "
            f"{levels} level{'s' if levels > 1 else ''}."
        )
    return LevelChange(p, side, levels, reason)


@dataclass(frozen=True)
class LevelStep:
    """A level after going up: ``rank`` is the new level, or None when the player won the game."""

    start: str
    levels: int
    rank: str | None

    @property
    def wins(self) -> bool:
        return self.rank is None

    def __str__(self) -> str:
        if self.rank is None:
            return f"From {self.start}, {self.levels} up goes past A: the game is won."
        return f"From {self.start}, {self.levels} up reaches {self.rank}."


def advance_level(rank: str, levels: int) -> LevelStep:
    """Go up ``levels`` from ``rank`` in 2, 3, .. 10, J, Q, K, A; past A wins the game at once.

    From K, one level reaches A; two levels win without playing a hand at A.
    """
    if rank not in RANKS:
        raise ValueError(f"{rank!r} is not a level: use one of {' '.join(RANKS)}")
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 0:
        raise ValueError(f"levels must be a whole number of at least 0, not {levels!r}")
    i = RANKS.index(rank) + levels
    return LevelStep(rank, levels, RANKS[i] if i < len(RANKS) else None)


def next_starter(starter: int, side: str, *, rules: RulesLike) -> int:
    """The starter of the next hand in a fixed-partnership game (``tractor-4p``, RULES.md §8).

    If the declarers held (``side="declarers"``), the partner of the last starter; if the
    defenders take over, the player after the old starter in order of play.
    """
    ruleset = as_rules(rules)
    if ruleset.partnerships != "fixed":
        raise ValueError(
            f"{ruleset.name} has no fixed partnerships: the next declarer comes from the bidding"
        )
    if not isinstance(starter, int) or not 0 <= starter < ruleset.players:
        raise ValueError(f"starter must be a seat from 0 to {ruleset.players - 1}, not {starter!r}")
    if side == "declarers":
        return (starter + 2) % ruleset.players
    if side == "defenders":
        return (starter + 1) % ruleset.players
    raise ValueError(f'side must be "declarers" or "defenders", not {side!r}')


def points_in(cards: Sequence[Card]) -> int:
    """Points of cards already parsed (no checking), for hot loops."""
    return sum(c.points for c in cards)
