"""Scoring a hand (rules §8): points, the kitty multiplier, level changes, the next starter,
and ``score_hand``, which scores a finished hand step by step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import RANKS
from .position import CardsLike, as_cards
from .rulesets import RulesLike, as_rules
from .values import Value


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


class LevelChange(Value):
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
    """The level change for the defenders' final points (rules §8's table).

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


class LevelStep(Value):
    """A level after going up: ``rank`` is the new level, or None when the player won the game."""

    start: str
    levels: int
    rank: str | None

    @property
    def wins(self) -> bool:
        return self.rank is None

    def __str__(self) -> str:
        up = _count(self.levels, "level")
        if self.rank is None:
            return f"From {self.start}, {up} up goes past A: the game is won."
        return f"From {self.start}, {up} up reaches {self.rank}."


def as_level(rank: Any) -> str:
    """A level in canonical notation: ``"10"`` for ``"T"``, ``"t"``, ``"10"`` or ``10``, and
    ``"2"`` .. ``"9"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"`` (any case, or a number 2 to 10);
    ``ValueError`` names a bad one."""
    if isinstance(rank, int) and not isinstance(rank, bool):
        text = str(rank)
    elif isinstance(rank, str):
        text = rank.strip().upper()
    else:
        raise ValueError(f"{rank!r} is not a level: use one of {' '.join(RANKS)}")
    text = "10" if text == "T" else text
    if text not in RANKS:
        raise ValueError(f"{rank!r} is not a level: use one of {' '.join(RANKS)}")
    return text


def advance_level(rank: str | int, levels: int) -> LevelStep:
    """Go up ``levels`` from ``rank`` in 2, 3, .. 10, J, Q, K, A; past A wins the game at once.

    ``rank`` is written as cards are (``"10"`` or ``"T"``, or the number 10). From K, one level
    reaches A; two levels win without playing a hand at A.
    """
    start = as_level(rank)
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 0:
        raise ValueError(f"levels must be a whole number of at least 0, not {levels!r}")
    i = RANKS.index(start) + levels
    return LevelStep(start, levels, RANKS[i] if i < len(RANKS) else None)


def next_starter(starter: int, side: str, *, rules: RulesLike) -> int:
    """The starter of the next hand in a fixed-partnership game (``tractor-4p``, rules §8).

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


def _count(n: int, word: str) -> str:
    """``"1 level"``, ``"2 levels"``: a number with its noun."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _seats(seats: Sequence[int]) -> str:
    """``"seat 3"``, ``"seats 1 and 3"``, ``"seats 0, 1 and 4"``."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


class ScoreStep(Value):
    """One step of scoring a hand: ``name`` (what it is, for programs: ``"tricks"``,
    ``"kitty"``, ``"multiplier"``, ``"penalties"``, ``"total"``, ``"change"``, ``"next"``), a
    short ``title``, the number it gives as ``value`` text, and the sentence ``text``."""

    name: str
    title: str
    value: str
    text: str

    def __str__(self) -> str:
        return f"{self.title}: {self.value}. {self.text}"


class RoundResult(Value):
    """How a hand scored (rules §8): the numbers, who goes up, and each step explained.

    ``steps`` holds the calculation in order (``step(name)`` finds one by its name);
    ``reason`` says it all in a few sentences. ``penalty_points`` is the failed throws' net
    effect on the defenders (declarers' penalties minus defenders' penalties); the final
    ``defender_points`` is tricks + kitty bonus + ``penalty_points``, not below zero.
    Scored without seats (``score_hand`` with one ``levels`` rank, as a calculator does), the
    seat fields (``declarers``, ``defenders``, ``winners``, ``levels_before``,
    ``levels_after``, ``game_winners``) are empty and ``declarer`` is None.
    """

    declarer: int | None
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
    steps: tuple[ScoreStep, ...] = ()

    @property
    def declarers_held(self) -> bool:
        return self.change.side == "declarers"

    def step(self, name: str) -> ScoreStep:
        """The step called ``name`` (see ``ScoreStep``); ``KeyError`` names the steps there are."""
        for step in self.steps:
            if step.name == name:
                return step
        raise KeyError(f"no step {name!r}: the steps are {', '.join(s.name for s in self.steps)}")

    def __str__(self) -> str:
        return self.reason

    def _repr_html_(self) -> str:
        from .html import escape

        return f"<div><b>Result</b>: {escape(self.reason)}</div>"


def score_hand(
    rules: RulesLike,
    *,
    captured: CardsLike | int,
    kitty: CardsLike = (),
    last_lead: CardsLike | int | None = None,
    penalties: Sequence[tuple[int, int]] = (),
    levels: Sequence[str] | str = "2",
    declarers: Sequence[int] | None = None,
    declarer: int | None = None,
    friend: int | None = None,
    starter: int | None = None,
) -> RoundResult:
    """Score a finished hand (rules §8), every step explained; the one place a hand is scored.

    ``captured``: the defenders' points from the tricks they won (a number), or the point cards
    they won. ``kitty``: the buried cards. ``last_lead``: the last trick's lead (its cards or
    how many) when the defenders won it; None when the declarers won it. ``penalties``: the
    failed throws' ``(thrower's seat, points)``, each charged to the thrower's side as the
    sides stand at the end (added to the defenders if a declarer threw, taken off if a defender
    did), once, after the kitty; the total does not go below zero.

    With seats (what ``Round`` passes): ``levels`` gives every seat's level before the hand,
    ``declarers`` the declaring side at the end, ``declarer`` and ``friend`` who they are, and
    ``starter`` (fixed partnerships) the hand's starter, which gives the next one. Without
    seats (a calculator), ``levels`` is the declarers' level as one rank, and no penalties.
    """
    ruleset = as_rules(rules)
    n = ruleset.players
    fixed = ruleset.partnerships == "fixed"
    steps: list[ScoreStep] = []
    seated = declarers is not None
    if seated:
        side = tuple(sorted({check_seat(s, n, "a declarer") for s in declarers}))  # type: ignore[union-attr]
        if not side or len(side) == n:
            raise ValueError("the declarers are at least one seat and not every seat")
        others = tuple(s for s in range(n) if s not in side)
        if isinstance(levels, str):
            raise ValueError(f"levels lists one rank for each of the {n} seats")
        before = tuple(as_level(r) for r in levels)
        if len(before) != n:
            raise ValueError(f"levels lists one rank for each of the {n} seats, not {len(before)}")
        their = f" ({_seats(others)})"
    else:
        if penalties:
            raise ValueError("penalties name the throwers' seats: give declarers= and levels=")
        side = others = ()
        if not isinstance(levels, str):
            raise ValueError("without declarers=, levels is the declarers' level (one rank)")
        before = (as_level(levels),)
        their = ""
    # 1. tricks
    if isinstance(captured, int) and not isinstance(captured, bool):
        trick_points = captured
        _check_points(trick_points, "captured")
        text = f"The defenders{their} took {_count(trick_points, 'point')} in tricks."
    else:
        won = [c for c in as_cards(captured, "captured") if c.points]
        trick_points = sum(c.points for c in won)
        text = (
            f"Point cards the defenders{their} won in tricks: "
            + " + ".join(f"{c.symbol} {c.points}" for c in won)
            + f" = {trick_points}."
            if won
            else f"The defenders{their} won no point cards in tricks."
        )
    steps.append(ScoreStep("tricks", "Captured in tricks", str(trick_points), text))
    # 2. the kitty
    buried = as_cards(kitty, "the kitty")
    kitty_cards = [c for c in buried if c.points]
    kitty_points = sum(c.points for c in kitty_cards)
    if not buried:
        text = "No kitty cards given."
    elif kitty_cards:
        text = f"The kitty holds {' '.join(c.symbol for c in kitty_cards)}: {kitty_points} points."
    else:
        text = "The kitty holds no point cards."
    steps.append(ScoreStep("kitty", "Points in the kitty", str(kitty_points), text))
    # 3. the multiplier
    if last_lead is not None:
        multiplier = kitty_multiplier(last_lead, rules=ruleset)
        size = last_lead if isinstance(last_lead, int) else len(as_cards(last_lead, "last_lead"))
        how = (
            "twice the number of cards"
            if ruleset.kitty_multiplier == "twice-cards"
            else "2 to the power of the number of cards"
        )
        text = (
            f"The defenders won the last trick, led with {_count(size, 'card')}: {ruleset.name} "
            f"multiplies the kitty by {how}."
        )
        steps.append(ScoreStep("multiplier", "Kitty multiplier", f"×{multiplier}", text))
    else:
        multiplier = 0
        text = "The declarers won the last trick, so the kitty's points stay with them."
        steps.append(ScoreStep("multiplier", "Kitty multiplier", "none", text))
    bonus = kitty_points * multiplier
    # 4. failed throws, settled now
    net = 0
    if penalties:
        said = []
        for seat, points in penalties:
            seat = check_seat(seat, n, "a thrower")
            _check_points(points, "a penalty")
            if seat in side:
                net += points
                said.append(f"Seat {seat}'s failed throw gives the defenders {points} points.")
            else:
                net -= points
                said.append(f"Seat {seat}'s failed throw costs the defenders {points} points.")
        steps.append(ScoreStep("penalties", "Failed throws", _signed(net), " ".join(said)))
    # 5. the total
    raw = trick_points + bonus + net
    total = max(raw, 0)
    terms = [f"{trick_points} from tricks"]
    if bonus:
        terms.append(f"+ {kitty_points} × {multiplier} = {bonus} from the kitty")
    if net:
        terms.append(f"{'+' if net > 0 else '−'} {abs(net)} for failed throws")
    if len(terms) == 1:
        text = f"{trick_points} from tricks, nothing from the kitty."
    else:
        text = " ".join(terms) + f" = {_signed(raw) if raw < 0 else raw}"
        text += (
            ", which counts as 0: the defenders' points do not go below zero." if raw < 0 else "."
        )
    steps.append(ScoreStep("total", "Defenders' total", str(total), text))
    # 6. the level change
    change = level_change(total, rules=ruleset)
    steps.append(
        ScoreStep(
            "change", "Level change", f"+{change.levels}" if change.levels else "0", change.reason
        )
    )
    # 7. who goes up, and who starts next
    held = change.side == "declarers"
    winners = side if held else others
    after: tuple[str | None, ...] = ()
    next_seat: int | None = None
    said = []
    if seated:
        moved: list[str | None] = list(before)
        if fixed:
            new = advance_level(before[winners[0]], change.levels).rank
            for s in winners:
                moved[s] = new
            movers = [(f"Seats {winners[0]} and {winners[-1]}", winners[0], "go", "win")]
        else:
            for s in winners:
                moved[s] = advance_level(before[s], change.levels).rank
            movers = [(f"Seat {s}", s, "goes", "wins") for s in winners]
        after = tuple(moved)
        if change.levels == 0:
            said.append("Every level stays as it was.")
        else:
            for who, s, verb, wins in movers:
                if after[s] is None:
                    said.append(f"{who} {verb} past A from {before[s]} and {wins} the game.")
                else:
                    said.append(f"{who}: {before[s]} → {after[s]}.")
    else:
        up = _count(change.levels, "level")
        if held:
            step = advance_level(before[0], change.levels)
            if step.wins:
                said.append(f"The declarers go past A from {step.start} and win the game.")
            else:
                said.append(f"The declarers go up {up}: {step.start} → {step.rank}.")
                if not fixed:
                    said.append("The friend goes up as many from their own level.")
        elif change.levels == 0:
            said.append("Every level stays as it was.")
        elif fixed:
            said.append(f"The defenders go up {up} from their level.")
        else:
            said.append(f"Each defender goes up {up} from their own level.")
    game_winners = tuple(s for s in winners if seated and after[s] is None)
    if seated and fixed and starter is not None and not game_winners:
        next_seat = next_starter(check_seat(starter, n, "starter"), change.side, rules=ruleset)
        said.append(f"Seat {next_seat} starts the next hand.")
    steps.append(ScoreStep("next", "Next declaring side", change.side, " ".join(said)))
    # the summary
    parts = [f"The defenders{their} took {trick_points} points in tricks"]
    if bonus:
        parts.append(
            f"won the last trick, so the kitty's {kitty_points} points count ×{multiplier} = "
            f"{bonus}"
        )
    elif kitty_points:
        parts.append(f"the kitty's {kitty_points} points stay with the declarers")
    if net:
        parts.append(f"{_signed(net)} for failed throws")
    summary = ", ".join(parts)
    if raw < 0:
        summary += f": {_signed(raw)}, which counts as 0."
    else:
        summary += f": {total} in all."
    reason = " ".join([summary, change.reason, *said])
    return RoundResult(
        declarer,
        friend,
        side,
        others,
        trick_points,
        net,
        kitty_points,
        multiplier,
        bonus,
        total,
        change,
        tuple(winners),
        before if seated else (),
        after,
        game_winners,
        next_seat,
        reason,
        tuple(steps),
    )


def check_seat(value: Any, players: int, what: str) -> int:
    """``value`` if it is a seat of the table; ``ValueError`` naming ``what`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ValueError(f"{what} must be a seat from 0 to {players - 1}, not {value!r}")
    return value


def _check_points(points: Any, what: str) -> None:
    if isinstance(points, bool) or not isinstance(points, int) or points < 0 or points % 5:
        raise ValueError(f"{what}: points are a multiple of 5 from 0, not {points!r}")
