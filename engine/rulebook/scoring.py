"""Scoring a hand (rules §8): points, the kitty multiplier, level changes, the next starter,
and ``score_hand``, which scores a finished hand step by step."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..cards.card import RANKS
from ..cards.trump import TrumpLike, as_trump
from ..drawn import drawn
from ..errors import InputError
from ..speech.languages import Sentence, Told
from ..speech.words import sentences
from ..values import Value
from . import scoring_words as said
from .inputs import CardsLike, as_cards, check_copies, check_seat
from .kitty import multiplier
from .rulesets import RuleSet, RulesLike, as_rules


def card_points(cards: CardsLike) -> int:
    """The points in the cards: 5 for each five, 10 for each ten and king."""
    return sum(c.points for c in as_cards(cards, "the cards"))


def kitty_multiplier(
    last_lead: CardsLike | int, *, rules: RulesLike, trump: TrumpLike | None = None
) -> int:
    """What the kitty's points are multiplied by when the defenders win the last trick.

    ``last_lead`` is the last trick's lead (its cards, or how many there were; after a failed
    throw, the part led instead). ``twice-cards``: 2 × the number of cards (a single doubles);
    ``power-of-two``: 2 ** cards. The values of rules §10.8 read the lead's layout under
    ``trump``, so they need its cards and ``trump=``: ``twice-largest-unit``, 2 × the cards of
    its largest part; ``power-of-largest-unit``, 2 ** them; ``by-shape``, 8 if it holds a
    tractor, else 4 if it holds a pair, else 2. For those, a number of cards or no trump raises
    ``InputError``.
    """
    return multiplier(last_lead, as_rules(rules), trump)[0]


class LevelChange(Value):
    """Who declares next and by how many levels they go up, from the defenders' points."""

    defender_points: int
    side: str  # "declarers" (they hold) or "defenders" (they take over)
    levels: int
    reason: Sentence

    reason = Sentence("reason", "The change and why, in the language in force.")

    def __str__(self) -> str:
        return self.reason

    _repr_html_ = drawn


def level_change(defender_points: int, *, rules: RulesLike) -> LevelChange:
    """The level change for the defenders' final points (rules §8's table).

    Two decks: 0 → declarers +3; 5–35 → +2; 40–75 → +1; 80–115 → defenders take over at no
    change; 120–155 → defenders +1, and one more level for every further 40. One deck halves
    every threshold (a step of 20).
    """
    ruleset = as_rules(rules)
    if isinstance(defender_points, bool) or not isinstance(defender_points, int):
        raise InputError(f"defender points must be a whole number, not {defender_points!r}")
    if defender_points < 0:
        raise InputError(f"defender points cannot be negative: {defender_points}")
    if defender_points % 5:
        raise InputError(
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
    reason = Told(said.level_change, p, band, ruleset.total_points, side, levels)
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
        return said.level_step(self.start, self.levels, self.rank)


def as_level(rank: Any) -> str:
    """A level in canonical notation: ``"10"`` for ``"T"``, ``"t"``, ``"10"`` or ``10``, and
    ``"2"`` .. ``"9"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"`` (any case, or a number 2 to 10);
    ``ValueError`` names a bad one."""
    if isinstance(rank, int) and not isinstance(rank, bool):
        text = str(rank)
    elif isinstance(rank, str):
        text = rank.strip().upper()
    else:
        raise InputError(f"{rank!r} is not a level: use one of {' '.join(RANKS)}")
    text = "10" if text == "T" else text
    if text not in RANKS:
        raise InputError(f"{rank!r} is not a level: use one of {' '.join(RANKS)}")
    return text


def advance_level(rank: str | int, levels: int) -> LevelStep:
    """Go up ``levels`` from ``rank`` in 2, 3, .. 10, J, Q, K, A; past A wins the game at once.

    ``rank`` is written as cards are (``"10"`` or ``"T"``, or the number 10). From K, one level
    reaches A; two levels win without playing a hand at A.
    """
    start = as_level(rank)
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 0:
        raise InputError(f"levels must be a whole number of at least 0, not {levels!r}")
    i = RANKS.index(start) + levels
    return LevelStep(start, levels, RANKS[i] if i < len(RANKS) else None)


def next_starter(starter: int, side: str, *, rules: RulesLike) -> int:
    """The starter of the next hand in a fixed-partnership game (``tractor-4p``, rules §8).

    If the declarers held (``side="declarers"``), the partner of the last starter; if the
    defenders take over, the player after the old starter in order of play.
    """
    ruleset = as_rules(rules)
    if ruleset.partnerships != "fixed":
        raise InputError(
            f"{ruleset.name} has no fixed partnerships: the next declarer comes from the bidding"
        )
    check_seat(starter, ruleset.players, "starter")
    if side == "declarers":
        return (starter + 2) % ruleset.players
    if side == "defenders":
        return (starter + 1) % ruleset.players
    raise InputError(f'side must be "declarers" or "defenders", not {side!r}')


class ScoreStep(Value):
    """One step of scoring a hand: ``name`` (what it is, for programs: ``"tricks"``,
    ``"kitty"``, ``"multiplier"``, ``"penalties"``, ``"total"``, ``"change"``, ``"next"``), a
    short ``title``, the number it gives as ``value`` text, and the sentence ``text``."""

    name: str
    title: Sentence
    value: Sentence
    text: Sentence

    title = Sentence("title", "The step's short title, in the language in force.")
    value = Sentence("value", "What the step gives (a number, or a word in the language in force).")
    text = Sentence("text", "The step explained, in the language (and to the listener) in force.")

    def __str__(self) -> str:
        return f"{self.title}: {self.value}. {self.text}"


def _step(name: str, value: str | Callable[[], str], text: str | Callable[[], str]) -> ScoreStep:
    """The step called ``name``, titled in the language in force when read."""
    return ScoreStep(name, Told(said.title, name), value, text)


def _joined(told: Sequence[str | Callable[[], str]]) -> str:
    """Sentences said one after the other."""
    return sentences(*(t if isinstance(t, str) else t() for t in told))


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
    reason: Sentence
    steps: tuple[ScoreStep, ...] = ()

    reason = Sentence("reason", "The score in a few sentences, in the language in force.")

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

    _repr_html_ = drawn


def score_hand(
    rules: RulesLike,
    *,
    captured: CardsLike | int,
    kitty: CardsLike = (),
    last_lead: CardsLike | int | None = None,
    trump: TrumpLike | None = None,
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
    how many) when the defenders won it; None when the declarers won it. ``trump``: the hand's
    trump, which the multipliers of rules §10.8 need with the last lead's cards (see
    ``kitty_multiplier``; ``InputError`` without them). ``penalties``: the
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
        side = check_side(ruleset, declarers, declarer, friend, starter)
        others = tuple(s for s in range(n) if s not in side)
        before = check_levels(ruleset, levels)
        checked_penalties = _check_penalties(penalties, ruleset)
    else:
        if penalties:
            raise InputError("penalties name the throwers' seats: give declarers= and levels=")
        if (declarer, friend, starter) != (None, None, None):
            raise InputError(
                "declarer=, friend= and starter= name seats: give declarers= and levels= with them"
            )
        side = others = ()
        if not isinstance(levels, str):
            raise InputError("without declarers=, levels is the declarers' level (one rank)")
        before = (as_level(levels),)
        checked_penalties = []
    total_points = ruleset.total_points
    buried = as_cards(kitty, "the kitty")
    if len(buried) > ruleset.kitty_size:
        raise InputError(
            f"the kitty: {ruleset.name} buries {ruleset.kitty_size} cards, not {len(buried)}"
        )
    # 1. tricks
    if isinstance(captured, int) and not isinstance(captured, bool):
        trick_points = captured
        _check_points(trick_points, "captured")
        if trick_points > total_points:
            raise InputError(
                f"captured: {trick_points} points, but {ruleset.name} deals {total_points} "
                "points in all"
            )
        check_copies(ruleset, [("the kitty", buried)])
        text: Callable[[], str] = Told(said.tricks_taken, others, trick_points)
    else:
        captured_cards = as_cards(captured, "captured")  # type: ignore[arg-type]  # refuses a bool
        check_copies(ruleset, [("captured", captured_cards), ("the kitty", buried)])
        won = [c for c in captured_cards if c.points]
        trick_points = sum(c.points for c in won)
        text = Told(said.point_cards_won, others, tuple(won))
    steps.append(_step("tricks", str(trick_points), text))
    # 2. the kitty
    kitty_cards = [c for c in buried if c.points]
    kitty_points = sum(c.points for c in kitty_cards)
    if trick_points + kitty_points > total_points:
        raise InputError(
            f"{trick_points} captured and {kitty_points} in the kitty make "
            f"{trick_points + kitty_points} points, but {ruleset.name} deals {total_points}"
        )
    text = said.no_kitty if not buried else Told(said.kitty_holds, tuple(kitty_cards))
    steps.append(_step("kitty", str(kitty_points), text))
    # 3. the multiplier
    if last_lead is not None:
        times, text = multiplier(last_lead, ruleset, trump)
        steps.append(_step("multiplier", f"×{times}", text))
    else:
        if trump is not None:
            as_trump(trump)
        times = 0
        steps.append(_step("multiplier", Told(said.value_word, "none"), said.kitty_stays))
    bonus = kitty_points * times
    # 4. failed throws, settled now
    net = 0
    if checked_penalties:
        charged = []
        for seat, points in checked_penalties:
            net += points if seat in side else -points
            charged.append((seat, points, seat in side))
        text = Told(said.penalties, tuple(charged))
        steps.append(_step("penalties", said.signed(net), text))
    # 5. the total
    raw = trick_points + bonus + net
    total = max(raw, 0)
    text = Told(said.total, trick_points, kitty_points, times, net)
    steps.append(_step("total", str(total), text))
    # 6. the level change
    change = level_change(total, rules=ruleset)
    change_text = Sentence.held(change)
    steps.append(_step("change", f"+{change.levels}" if change.levels else "0", change_text))
    # 7. who goes up, and who starts next
    held = change.side == "declarers"
    winners = side if held else others
    after: tuple[str | None, ...] = ()
    next_seat: int | None = None
    told: list[Callable[[], str]] = []
    if seated:
        moved: list[str | None] = list(before)
        if fixed:
            new = advance_level(before[winners[0]], change.levels).rank
            for s in winners:
                moved[s] = new
        else:
            for s in winners:
                moved[s] = advance_level(before[s], change.levels).rank
        after = tuple(moved)
        if change.levels == 0:
            told.append(said.levels_stay)
        elif fixed:
            first, second = winners[0], winners[-1]
            told.append(Told(said.partners_go, first, second, before[first], after[first]))
        else:
            told += [Told(said.seat_goes, s, before[s], after[s]) for s in winners]
    elif held:
        step = advance_level(before[0], change.levels)
        told.append(Told(said.declarers_go, step.start, change.levels, step.rank, not fixed))
    elif change.levels == 0:
        told.append(said.levels_stay)
    else:
        told.append(Told(said.defenders_go, change.levels, fixed))
    game_winners = tuple(s for s in winners if seated and after[s] is None)
    if seated and fixed and starter is not None and not game_winners:
        next_seat = next_starter(starter, change.side, rules=ruleset)
        told.append(Told(said.starts_next, next_seat))
    side_word = Told(said.value_word, change.side)
    steps.append(_step("next", side_word, Told(_joined, tuple(told))))
    summary = Told(said.summary, others, trick_points, kitty_points, times, net)
    reason = Told(_joined, (summary, change_text, *told))
    return RoundResult(
        declarer,
        friend,
        side,
        others,
        trick_points,
        net,
        kitty_points,
        times,
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


def check_levels(rules: RuleSet, levels: Any) -> tuple[str, ...]:
    """Every seat's level before a hand, checked: one rank per seat, and with fixed
    partnerships partners share their side's level. The one levels check of ``Round`` and
    ``Game`` (through ``make_setup``) and ``score_hand``; ``InputError`` names the bad part."""
    n = rules.players
    if isinstance(levels, str) or not isinstance(levels, (list, tuple)) or len(levels) != n:
        raise InputError(f"levels must list one rank for each of the {n} seats, not {levels!r}")
    ranks = tuple(as_level(level) for level in levels)
    if rules.partnerships == "fixed":
        for s in range(n // 2):
            if ranks[s] != ranks[s + 2]:
                raise InputError(
                    f"partners share their side's level: seats {s} and {s + 2} are at "
                    f"{ranks[s]} and {ranks[s + 2]}"
                )
    return ranks


def check_side(
    rules: RuleSet, declarers: Any, declarer: Any, friend: Any, starter: Any
) -> tuple[int, ...]:
    """The declaring side at the end of a hand, checked against the rule set: with fixed
    partnerships one of the two sides; with a friend, the declarer and at most one friend.
    ``declarer``, ``friend`` and (fixed partnerships) ``starter``, when given, are among them.
    ``InputError`` names the bad part."""
    n = rules.players
    if isinstance(declarers, (str, int)) or not isinstance(declarers, (list, tuple, set)):
        raise InputError(f"declarers lists seats, not {declarers!r}")
    side = tuple(sorted({check_seat(s, n, "a declarer") for s in declarers}))
    if not side or len(side) == n:
        raise InputError("the declarers are at least one seat and not every seat")
    fixed = rules.partnerships == "fixed"
    if fixed:
        sides = [(s, s + n // 2) for s in range(n // 2)]
        if side not in sides:
            raise InputError(
                f"the declarers are {' or '.join(map(said.seats, sides))} in {rules.name}, not "
                f"{said.seats(side)}"
            )
        if friend is not None:
            raise InputError(f"{rules.name} has fixed partnerships: there is no friend to name")
    elif len(side) > 2:
        raise InputError(
            f"the declarers are the declarer and at most one friend, not {said.seats(side)}"
        )
    named = [("declarer", declarer, True), ("friend", friend, True), ("starter", starter, fixed)]
    for what, seat, on_side in named:
        if seat is not None and check_seat(seat, n, what) not in side and on_side:
            raise InputError(
                f"the {what} ({said.seats((seat,))}) is not among the declarers "
                f"({said.seats(side)})"
            )
    if friend is not None and friend == declarer and len(side) > 1:
        raise InputError(
            f"the declarer plays alone (friend={friend}) but the declarers are {said.seats(side)}"
        )
    return side


def _check_penalties(penalties: Any, rules: RuleSet) -> list[tuple[int, int]]:
    """The failed throws' ``(seat, points)``: each 10 points per card taken back (10 under
    ``throw_penalty="ten-per-attempt"``, none under ``"none"``); ``InputError`` names the bad
    entry."""
    if not isinstance(penalties, (list, tuple)):
        raise InputError(f"penalties lists (seat, points) pairs, not {penalties!r}")
    if penalties and rules.throw_penalty == "none":
        raise InputError(
            'throw_penalty="none": a failed throw costs nothing, so penalties must be empty, '
            f"not {list(penalties)!r}"
        )
    most = 10 * (rules.hand_size - 1)
    checked = []
    for entry in penalties:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise InputError(f"penalties lists (seat, points) pairs, not {entry!r}")
        seat, points = entry
        seat = check_seat(seat, rules.players, "a thrower")
        if isinstance(points, bool) or not isinstance(points, int) or points % 10:
            points_ok = False
        elif rules.throw_penalty == "ten-per-attempt":
            points_ok = points == 10
        else:
            points_ok = 10 <= points <= most
        if not points_ok and rules.throw_penalty == "ten-per-attempt":
            raise InputError(
                'throw_penalty="ten-per-attempt": each failed throw costs 10 points, so each '
                f"penalty is 10, not {points!r}"
            )
        if not points_ok:
            raise InputError(
                f"a penalty is 10 points for each card taken back (10 to {most}), not {points!r}"
            )
        checked.append((seat, points))
    return checked


def _check_points(points: Any, what: str) -> None:
    if isinstance(points, bool) or not isinstance(points, int) or points < 0 or points % 5:
        raise InputError(f"{what}: points are a multiple of 5 from 0, not {points!r}")
