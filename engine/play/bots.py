"""Bots that play rounds: a uniform random bot and a simple greedy bot.

A bot has one method, ``choose(round) -> Action``, for the seat ``round.to_act``. ``play_out``
runs a round to its end with one bot per seat (or one bot for all).

What "uniform" means for ``RandomBot``, honestly:

- bids, the pass, and friend calls: uniform over the listed legal actions;
- burying: uniform over the sets of physical cards of the right size (two copies of a card are
  two cards);
- leading (``lead="people"``, the default): the way people lead, one kind uniformly among
  the kinds it holds, then one lead of that kind uniformly: each single, pair and tractor of
  its hand's layout, and as the kind ``"throw"`` the throws it knows will stand (one per suit
  group at most: see ``leads.lead_parts``; it reads only its hand and the cards played, so its
  throws never fail). ``lead="combination"`` leads the same way without ever throwing;
  ``lead="uniform"`` is uniform over the legal leads *as card multisets* (a lead is any
  non-empty set of cards of one suit group; two copies count once as a value, twice as a
  pair), by drawing a group with weight equal to its number of leads, then each value's count
  independently, rejecting the empty draw. Exact; but most such leads are throws, and most
  throws fail, so it plays like nobody does (``bots_named("uniform")``);
- following: uniform over the legal plays as multisets. The cards in every legal play
  (``FollowOptions.must``) are fixed; the rest is drawn uniformly among the multisets of the
  allowed values (``may``), and a draw that ``check_follow`` refuses is drawn again. When a
  follower is short of the led suit group every draw is legal, so one draw suffices and the
  choice is exactly uniform; otherwise after ``tries`` refused draws the bot lists the
  candidates (when at most ``enumerate_limit``) and picks uniformly among the legal ones, and
  only past that limit falls back to ``FollowOptions.example()`` (the one step that is not
  uniform; ``RandomBot.fallbacks`` counts how often it happened).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from ..cards.card import Card
from ..cards.trump import TRUMP
from ..errors import IllegalPlay, InputError
from ..rulebook.layout import layout
from ..rulebook.trick import trick_winner
from .actions import Action, Bid, Bury, CallFriend, Pass, Play
from .leads import lead_parts


def _rng(seed: int | str | random.Random | None) -> random.Random:
    if isinstance(seed, random.Random):
        return seed
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise InputError(f"seed must be a whole number, text or a random.Random, not {seed!r}")
    return random.Random(seed)


def check_round(value: Any, what: str = "round") -> Any:
    """``value`` if it is a ``Round``; ``InputError`` naming ``what`` otherwise."""
    from .round import Round

    if not isinstance(value, Round):
        raise InputError(f"{what} must be a Round, not {value!r}")
    return value


def _to_act(round: Any) -> int:
    """The seat a bot chooses for; a round where nobody is to act is refused."""
    check_round(round)
    if round.to_act is None:
        raise IllegalPlay(f"Nobody is to act: the round is {round.phase}.")
    return round.to_act


def _multiset_count(caps: Sequence[int], size: int) -> list[list[int]]:
    """ways[i][r]: multisets of total ``r`` from values ``i..`` with the given caps."""
    m = len(caps)
    ways = [[0] * (size + 1) for _ in range(m + 1)]
    ways[m][0] = 1
    for i in range(m - 1, -1, -1):
        row, nxt, cap = ways[i], ways[i + 1], caps[i]
        for r in range(size + 1):
            row[r] = sum(nxt[r - k] for k in range(min(cap, r) + 1))
    return ways


def _draw_multiset(
    values: Sequence[Card],
    caps: Sequence[int],
    size: int,
    ways: list[list[int]],
    rng: random.Random,
) -> list[Card]:
    out: list[Card] = []
    r = size
    for i, card in enumerate(values):
        if r == 0:
            break
        x = rng.randrange(ways[i][r])
        for k in range(min(caps[i], r) + 1):
            w = ways[i + 1][r - k]
            if x < w:
                out.extend([card] * k)
                r -= k
                break
            x -= w
    return out


def _all_multisets(values: Sequence[Card], caps: Sequence[int], size: int) -> Iterator[list[Card]]:
    def rec(i: int, r: int, acc: list[Card]) -> Iterator[list[Card]]:
        if r == 0:
            yield list(acc)
            return
        if i == len(values):
            return
        for k in range(min(caps[i], r), -1, -1):
            acc.extend([values[i]] * k)
            yield from rec(i + 1, r - k, acc)
            del acc[len(acc) - k :]

    yield from rec(0, size, [])


#: ``RandomBot``'s ways of leading (see the module docstring).
LEAD_MODES = ("people", "combination", "uniform")


class RandomBot:
    """Chooses uniformly among the legal actions (see the module docstring for what exactly).

    ``lead="people"`` (default) leads a single, pair or tractor of its hand, or a throw it
    knows will stand; ``"combination"`` the same but never a throw; ``"uniform"`` any legal
    set of cards (mostly throws that fail). ``RandomBot(seed)`` is reproducible.
    """

    def __init__(
        self,
        seed: int | random.Random | None = None,
        *,
        lead: str = "people",
        tries: int = 24,
        enumerate_limit: int = 400,
    ) -> None:
        if lead not in LEAD_MODES:
            raise InputError(
                f"lead must be one of {', '.join(map(repr, LEAD_MODES))}, not {lead!r}"
            )
        self.rng = _rng(seed)
        self.lead_mode = lead
        self.tries = tries
        self.enumerate_limit = enumerate_limit
        self.fallbacks = 0

    def choose(self, round: Any) -> Action:
        seat = _to_act(round)
        phase = round.phase
        rng = self.rng
        if phase == "deal":
            bids = round._bids_for(seat)
            k = rng.randrange(len(bids) + 1)
            return Pass(seat) if k == len(bids) else Bid(seat, bids[k])
        if phase == "bury":
            return Bury(seat, tuple(rng.sample(round._hands[seat], round.rules.kitty_size)))
        if phase == "call":
            calls = round.friend_calls()
            return calls[rng.randrange(len(calls))]
        if phase == "play":
            if not round._plays:
                return Play(seat, tuple(self._lead(round, seat)))
            return Play(seat, tuple(self._follow(round, seat)))
        raise InputError(f"nothing to choose: the round is {phase}")

    # leads --------------------------------------------------------------------------------------

    def _lead(self, round: Any, seat: int) -> list[Card]:
        rng = self.rng
        if self.lead_mode != "uniform":
            kinds = lead_parts(round, seat, throws=self.lead_mode == "people")
            parts = kinds[rng.choice(sorted(kinds))]
            return list(rng.choice(parts))
        group = round.order.group
        held = round._counts[seat]
        by_group: dict[str, dict[Card, int]] = {}
        for card in dict.fromkeys(round._hands[seat]):  # the hand's order, each value once
            g = group[card.id]
            if g in by_group:
                by_group[g][card] = held[card]
            else:
                by_group[g] = {card: held[card]}
        groups = list(by_group.items())
        weights = []
        for _, counts in groups:
            w = 1
            for k in counts.values():
                w *= k + 1
            weights.append(w - 1)
        x = rng.randrange(sum(weights))
        chosen = 0
        while x >= weights[chosen]:
            x -= weights[chosen]
            chosen += 1
        counts = groups[chosen][1]
        while True:
            cards = [c for c, k in counts.items() for _ in range(rng.randrange(k + 1))]
            if cards:
                return cards

    # follows ------------------------------------------------------------------------------------

    def _follow(self, round: Any, seat: int) -> list[Card]:
        hand = round._hands[seat]
        rng = self.rng
        n = round.lead.size
        options = round._follow_options()
        must = list(options.must)
        size = n - len(must)
        if size == 0:
            return must
        pool = round._counts[seat]
        # the allowed values in the hand's order, each once (filtered at C level)
        values = list(dict.fromkeys(filter(set(options.may).__contains__, hand)))
        if must:  # what is left of each value once the cards every play holds are taken
            pool = dict(pool)
            for card in must:
                pool[card] -= 1
            values = [c for c in values if pool[c] > 0]
        if size == 1 and options.free:  # one more card, any allowed value: no counting needed
            return [*must, values[rng.randrange(len(values))]]
        caps = [pool[c] for c in values]
        ways = _multiset_count(caps, size)
        total = ways[0][size]
        if total == 1 or options.free:  # every draw is a legal play
            return must + _draw_multiset(values, caps, size, ways, rng)
        for _ in range(self.tries):
            play = must + _draw_multiset(values, caps, size, ways, rng)
            if round._judge_follow(seat, play).legal:
                return play
        if total <= self.enumerate_limit:
            legal = [
                must + extra
                for extra in _all_multisets(values, caps, size)
                if round._judge_follow(seat, must + extra).legal
            ]
            return legal[rng.randrange(len(legal))]
        self.fallbacks += 1
        return list(options.example())


class GreedyBot:
    """A simple greedy player: it bids whenever it can, buries low side cards, calls an ace it
    lacks, leads its strongest combination, and when following takes the trick as cheaply as it
    can, gives points to a partner who is winning, and otherwise plays its lowest legal cards.

    It sees only what a player would: its own hand, the trick, and the sides as revealed.
    """

    def __init__(self, seed: int | random.Random | None = None, *, samples: int = 6) -> None:
        self.rng = _rng(seed)
        self.samples = samples
        self._random = RandomBot(self.rng)

    def choose(self, round: Any) -> Action:
        seat = _to_act(round)
        phase = round.phase
        if phase == "deal":
            bids = round._bids_for(seat)
            if not bids:
                return Pass(seat)
            counts = Counter(c.suit for c in round._hands[seat])
            return Bid(seat, max(bids, key=lambda b: (len(b), counts.get(b[0].suit, 0))))
        if phase == "bury":
            return Bury(seat, tuple(self._bury(round, seat)))
        if phase == "call":
            return self._call(round, seat)
        if not round._plays:
            return Play(seat, tuple(self._lead(round, seat)))
        return Play(seat, tuple(self._follow(round, seat)))

    def _bury(self, round: Any, seat: int) -> list[Card]:
        order = round.order
        hand = round._hands[seat]
        counts = Counter(hand)
        key = lambda c: (  # noqa: E731
            order.is_trump(c),
            counts[c] >= 2,
            c.points > 0,
            order.power[c.id],
        )
        return sorted(hand, key=key)[: round.rules.kitty_size]

    def _call(self, round: Any, seat: int) -> CallFriend:
        order = round.order
        hand = Counter(round._hands[seat])
        calls = round.friend_calls()
        first = [c for c in calls if c.copy == 1 and hand[c.card] == 0]
        pool = first or list(calls)
        return max(pool, key=lambda c: (order.power[c.card.id], -c.card.id))

    def _lead(self, round: Any, seat: int) -> list[Card]:
        order = round.order
        group = order.group
        by_group: dict[str, list[Card]] = {}
        for card in round._hands[seat]:
            by_group.setdefault(group[card.id], []).append(card)
        best = None
        for g, cards in by_group.items():
            for comp in layout(cards, order):
                key = (comp.pairs, g != TRUMP, order.power[comp.top.id])
                if best is None or key > best[0]:
                    best = (key, comp)
        assert best is not None
        return list(best[1].cards)

    def _follow(self, round: Any, seat: int) -> list[Card]:
        hand = round._hands[seat]
        lead = round.lead
        trump, rules, order = round.trump, round.rules, round.order
        options = round._follow_options()
        candidates = [list(options.example())]
        for _ in range(self.samples):
            candidates.append(self._random._follow(round, seat))
        if lead.size == 1:
            candidates = [[c] for c in dict.fromkeys(hand) if c in set(options.may)] or candidates
        plays = [list(cards) for _, cards in round._plays]
        current = trick_winner(plays, trump=trump, rules=rules)
        winning_seat = round._plays[current][0]
        friends = round.partners(seat)
        partner_winning = winning_seat in friends and winning_seat != seat

        def cost(play: list[Card]) -> tuple:
            return (sum(order.power[c.id] for c in play), sum(c.points for c in play))

        if partner_winning:
            return max(candidates, key=lambda p: (sum(c.points for c in p), -cost(p)[0]))
        winners = [
            p
            for p in candidates
            if trick_winner([*plays, p], trump=trump, rules=rules) == len(plays)
        ]
        if winners:
            return min(winners, key=cost)
        return min(candidates, key=lambda p: (sum(c.points for c in p), cost(p)[0]))


def play_out(round: Any, bots: Any, *, max_actions: int = 100_000) -> Any:
    """Play ``round`` to its end with ``bots`` (one bot, or one per seat); returns the round.

    A first hand that nobody bids in redeals; ``max_actions`` stops a runaway loop. The round
    is played on a copy and takes its end only when it is reached: a bot whose action is refused,
    or a round not over within ``max_actions``, raises and leaves the round as it was.
    """
    n = check_round(round).players
    if isinstance(max_actions, bool) or not isinstance(max_actions, int) or max_actions < 0:
        raise InputError(f"max_actions must be a whole number from 0, not {max_actions!r}")
    seats = list(bots) if isinstance(bots, (list, tuple)) else [bots] * n
    if len(seats) != n:
        raise InputError(
            f"play_out takes one bot for each of the {n} seats, or one bot for all, not a list "
            f"of {len(seats)}"
        )
    for seat, bot in enumerate(seats):
        if not callable(getattr(bot, "choose", None)):
            raise InputError(f"the bot for seat {seat} has no choose(round) method: {bot!r}")
    trial = round.copy()
    for _ in range(max_actions + 1):
        if trial.phase == "done":
            round.__dict__.update(trial.__dict__)
            return round
        trial.act(seats[trial.to_act].choose(trial))
    raise InputError(
        f"the round did not end within max_actions={max_actions} actions: it is left as it was"
    )


#: The names ``bots_named`` accepts, and what each plays.
BOT_NAMES = {
    "beginner": "greedy, but half its plays are random people-like plays",
    "easy": "greedy, but one play in five is a random people-like play",
    "normal": 'greedy (the same as "greedy")',
    "strong": "the search bot (SearchBot) with the Table's budget, STRONG_TIME_BUDGET",
    "random": "random plays; leads a single, pair or tractor, or a throw it knows will stand",
    "greedy": "GreedyBot",
    "mixed": "greedy at even seats, random at odd seats",
    "combination": "random plays; leads a single, pair or tractor, never a throw",
    "uniform": "random plays; leads any legal set of cards (mostly throws that fail)",
    "mixed-uniform": "greedy at even seats, uniform at odd seats (throws that fail among play)",
}


def bots_named(name: str, players: int, seed: int | str | None = None) -> list[Any]:
    """One bot per seat, by name (``BOT_NAMES``): the levels ``"beginner"``, ``"easy"``,
    ``"normal"`` (greedy) and ``"strong"`` (``SearchBot`` with ``STRONG_TIME_BUDGET`` CPU
    seconds a decision), and ``"random"`` (people-like leads), ``"greedy"``, ``"mixed"``
    (greedy at even seats, random at odd), ``"combination"`` (random, never throwing),
    ``"uniform"`` (random over every legal lead: mostly throws that fail) and
    ``"mixed-uniform"`` (greedy at even seats, uniform at odd: what ``"mixed"`` was before
    issue 29, for tests that need failed throws among sensible play). Reproducible for a
    ``seed``; an unknown name raises ``InputError`` naming the known ones."""
    from .levels import LEVELS, SlipBot

    def strong(i: int) -> Any:
        from .search_bot import STRONG_TIME_BUDGET, SearchBot

        return SearchBot(rng.getrandbits(64), time_budget=STRONG_TIME_BUDGET)

    rng = _rng(seed)
    make = {
        "beginner": lambda i: SlipBot(rng.getrandbits(64), slips=LEVELS["beginner"]),
        "easy": lambda i: SlipBot(rng.getrandbits(64), slips=LEVELS["easy"]),
        "normal": lambda i: GreedyBot(rng.getrandbits(64)),
        "strong": strong,
        "random": lambda i: RandomBot(rng.getrandbits(64)),
        "greedy": lambda i: GreedyBot(rng.getrandbits(64)),
        "mixed": lambda i: (
            GreedyBot(rng.getrandbits(64)) if i % 2 == 0 else RandomBot(rng.getrandbits(64))
        ),
        "combination": lambda i: RandomBot(rng.getrandbits(64), lead="combination"),
        "uniform": lambda i: RandomBot(rng.getrandbits(64), lead="uniform"),
        "mixed-uniform": lambda i: (
            GreedyBot(rng.getrandbits(64))
            if i % 2 == 0
            else RandomBot(rng.getrandbits(64), lead="uniform")
        ),
    }
    if not isinstance(name, str) or name not in make:
        raise InputError(f"unknown bots {name!r}: use {', '.join(map(repr, make))}")
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 5:
        raise InputError(f"players must be a whole number from 1 to 5, not {players!r}")
    return [make[name](i) for i in range(players)]


__all__ = ["BOT_NAMES", "LEAD_MODES", "GreedyBot", "RandomBot", "bots_named", "play_out"]
