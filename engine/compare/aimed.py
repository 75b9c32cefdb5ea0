"""Positions built to exercise the options two rule sets differ in, for the deal search.

Random bot rounds rarely hold the position an option is about (a double ruff of a throw, a
failed throw that two opponents could beat, a tractor of the trump suit's ace and an off-suit
rank pair). ``aimed_findings(rules_a, rules_b, kind, round_seed)`` builds a few positions that
do, seeded by ``round_seed`` (the same seed builds the same positions), and asks each the
question of ``kind`` under both rule sets with the search's own machinery: ``compare_rules``
for follows, ``check_throw`` for throws, ``trick_under`` and ``trick_winner`` for tricks, and
for hands a whole round played by bots that lead any legal set of cards (so throws fail and
last leads hold pairs and tractors). ``find_differences`` checks every position again
(``Difference.recheck``) before it yields it.

Which positions are built depends on the options that differ (``aims_for``), read from the
options table by name: ``AIMS`` says what each option is about; an option it does not name
gets every aim.

- ``"tractor"``: tractor leads, and throws holding tractors, against pair-rich hands
  (``tractor_follow``, ``pair_follow``, ``tractor_min_pairs``);
- ``"pair"``: pair leads and throws of pairs against hands with pairs and loose cards;
- ``"ace"``: trump-suit hands whose trumps hold pairs of the trump suit's highest plain card
  and of off-suit rank cards (``ace_connects_to_rank``);
- ``"no-trump"``: no-trump hands whose leads and hands hold rank cards and jokers
  (``no_trump_keeps_rank_trumps``);
- ``"ruff"``: a throw every other seat is void in, ruffed by two or more seats with trumps of
  its shape or of another layout (``throw_beating``, ``ruff_layout``);
- ``"fail"``: throws that several opponents can beat in different parts (``failed_throw_lead``,
  ``throw_penalty``);
- ``"rounds"``: a whole round under bots that lead any legal set of cards (``kitty_multiplier``,
  ``throw_penalty``, ``failed_throw_lead``: the hand's score).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..cards.card import ALL_CARDS, RANKS, SUITS, Card, Cards, _trusted
from ..cards.deck import full_deck
from ..cards.trump import Order, Trump, order_of
from ..errors import IllegalPlay
from ..play.bots import RandomBot
from ..rulebook.follow import follow_options
from ..rulebook.layout import layout
from ..rulebook.lead import check_throw, classify_lead
from ..rulebook.options import OPTIONS
from ..rulebook.rulesets import RuleSet
from ..rulebook.trick import trick_winner
from .comparison import compare_rules

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .differences import Difference, Finding

#: What each option is about: the aims whose positions exercise it (module docstring).
AIMS: dict[str, tuple[str, ...]] = {
    "tractor_follow": ("tractor",),
    "pair_follow": ("pair", "tractor"),
    "tractor_min_pairs": ("tractor", "fail"),
    "throw_beating": ("ruff",),
    "ruff_layout": ("ruff",),
    "failed_throw_lead": ("fail", "rounds"),
    "throw_penalty": ("fail", "rounds"),
    "kitty_multiplier": ("rounds",),
    "no_trump_keeps_rank_trumps": ("no-trump",),
    "ace_connects_to_rank": ("ace",),
    "players": (),
}
EVERY_AIM = ("tractor", "pair", "ace", "no-trump", "ruff", "fail", "rounds")
#: Positions built per aim for each round of the search.
PER_AIM = 16

Hands = dict[int, Cards]


def aims_for(rules_a: RuleSet, rules_b: RuleSet) -> tuple[str, ...]:
    """The aims of the options (rows of the options table) that ``rules_a`` and ``rules_b``
    set otherwise, in ``EVERY_AIM`` order; an option ``AIMS`` does not name gets every aim."""
    wanted: set[str] = set()
    for row in OPTIONS:
        if getattr(rules_a, row.name, None) != getattr(rules_b, row.name, None):
            wanted.update(AIMS.get(row.name, EVERY_AIM))
    if not rules_a.has_pairs:
        wanted -= {"tractor", "pair", "ace"}
    return tuple(aim for aim in EVERY_AIM if aim in wanted)


class Spot:
    """A built position: the trump, every seat's hand (the leader is seat 0), the lead (cards
    of seat 0), and for a ruff the plays the void seats make."""

    __slots__ = ("hands", "lead", "ruffs", "trump")

    def __init__(self, trump: Trump, hands: Hands, lead: Cards, ruffs: Hands) -> None:
        self.trump = trump
        self.hands = hands
        self.lead = lead
        self.ruffs = ruffs


# --- Building positions ------------------------------------------------------------------------


def _trump(rng: random.Random, aim: str) -> Trump:
    rank = rng.choice(RANKS)
    if aim == "no-trump":
        return Trump(rank, None)
    if aim == "ace":
        return Trump(rank, rng.choice(SUITS))
    return Trump(rank, rng.choice((*SUITS, *SUITS, *SUITS, None)))


def _by_power(cards: Sequence[Card], order: Order) -> dict[int, list[Card]]:
    found: dict[int, list[Card]] = {}
    for card in cards:
        found.setdefault(order.power[card.id], []).append(card)
    return found


def _take(pool: Counter[Card], cards: Sequence[Card]) -> list[Card]:
    """Remove ``cards`` from ``pool`` (each as far as held) and return those removed."""
    taken = []
    for card in cards:
        if pool[card] > 0:
            pool[card] -= 1
            taken.append(card)
    return taken


def _pairs_in(pool: Counter[Card], group: str, order: Order) -> list[Card]:
    return [c for c in ALL_CARDS if pool[c] >= 2 and order.group[c.id] == group]


def _run(rng: random.Random, pool: Counter[Card], group: str, order: Order, k: int) -> list[Card]:
    """Two copies each of ``k`` cards of ``group`` with consecutive powers (a run of k pairs
    under ``order``), taken from ``pool``; [] when the pool holds none."""
    by_power = _by_power(_pairs_in(pool, group, order), order)
    starts = [p for p in by_power if all(p + i in by_power for i in range(k))]
    if not starts:
        return []
    start = rng.choice(starts)
    cards = [rng.choice(by_power[start + i]) for i in range(k)]
    return _take(pool, [c for c in cards for _ in (0, 1)])


def _pair(rng: random.Random, pool: Counter[Card], group: str, order: Order) -> list[Card]:
    pairs = _pairs_in(pool, group, order)
    if not pairs:
        return []
    card = rng.choice(pairs)
    return _take(pool, [card, card])


def _single(rng: random.Random, pool: Counter[Card], group: str, order: Order) -> list[Card]:
    cards = [c for c in ALL_CARDS if pool[c] > 0 and order.group[c.id] == group]
    return _take(pool, [rng.choice(cards)]) if cards else []


def _shape_cards(
    rng: random.Random, pool: Counter[Card], group: str, order: Order, shape: Sequence[int]
) -> list[Card]:
    """Cards of ``group`` laid out as ``shape`` (each part: 0 a single, 1 a pair, k a run of k
    pairs), taken from ``pool``; [] (and the pool as it was) when it cannot."""
    saved = pool.copy()
    cards: list[Card] = []
    for part in shape:
        if part == 0:
            got = _single(rng, pool, group, order)
        elif part == 1:
            got = _pair(rng, pool, group, order)
        else:
            got = _run(rng, pool, group, order, part)
        if not got:
            pool.clear()
            pool.update(saved)
            return []
        cards += got
    return cards


def _focus(trump: Trump, order: Order) -> list[Card]:
    """The cards whose place the card-order options move: the trump suit's highest plain
    card, the rank cards and the jokers."""
    found = [c for c in ALL_CARDS if c.is_joker or c.rank == trump.rank]
    if trump.suit is not None:
        top = "K" if trump.rank == "A" else "A"
        found.append(Card(f"{top}{trump.suit}"))
    return [c for c in found if order.group[c.id]]


#: Lead shapes per aim (parts: 0 a single, 1 a pair, k >= 2 a run of k pairs).
_SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {
    "tractor": ((2,), (3,), (2,), (2, 0), (2, 1), (3, 0), (2, 2), (1, 1), (4,)),
    "pair": ((1,), (1,), (1, 1), (1, 0), (2,)),
    "ace": ((2,), (1,), (2, 0), (1, 1), (3,), (1, 1), (2, 1)),
    "no-trump": ((2,), (1,), (1, 0), (0,), (2, 0), (0, 0), (1, 1)),
    "ruff": ((1, 0), (1, 1), (2, 0), (2, 1), (0, 0), (0, 0, 0), (1, 0, 0), (2,), (1,)),
    "fail": ((1, 0), (0, 0), (1, 1), (2, 0), (0, 0, 0), (1, 0, 0), (2, 1), (1, 1, 0)),
}


def _fill(
    rng: random.Random, pool: Counter[Card], avoid: str | None, order: Order, n: int
) -> list[Card]:
    """Up to ``n`` random cards of ``pool`` outside the suit group ``avoid``."""
    cards = [c for c in ALL_CARDS for _ in range(pool[c]) if order.group[c.id] != avoid]
    rng.shuffle(cards)
    return _take(pool, cards[: max(0, n)])


def _rich(rng: random.Random, pool: Counter[Card], group: str, order: Order, n: int) -> list[Card]:
    """Up to ``n`` cards of ``group`` from ``pool``, both copies of a card first (pairs and
    runs for the follow rules to work on)."""
    pairs = _pairs_in(pool, group, order)
    rng.shuffle(pairs)
    if pairs and rng.random() < 0.6:  # often a run: consecutive pairs
        by_power = _by_power(pairs, order)
        start = rng.choice(sorted(by_power))
        run = [rng.choice(by_power[p]) for p in range(start, start + 4) if p in by_power]
        pairs = run + [c for c in pairs if c not in run]
    cards = [c for c in pairs for _ in (0, 1)]
    singles = [c for c in ALL_CARDS if pool[c] > 0 and order.group[c.id] == group]
    rng.shuffle(singles)
    return _take(pool, (cards + singles)[:n])


def build_spot(rng: random.Random, aim: str, rules: RuleSet) -> Spot | None:
    """One position of ``aim`` (module docstring) for a round of ``rules`` (its decks and
    players), or None when the random choices lead nowhere."""
    trump = _trump(rng, aim)
    if trump.suit is None and not rules.has_pairs:
        return None  # one deck never plays in no trump (a no-trump bid is a joker pair)
    order = order_of(trump, rules)
    pool: Counter[Card] = Counter(full_deck(rules))
    players = rules.players
    pairs = rules.has_pairs
    focus = _focus(trump, order)
    if aim == "ace":
        group = "T"
    elif aim == "ruff":
        plain = sorted({order.group[c.id] for c in ALL_CARDS} - {"T"})
        group = rng.choice(plain)
    else:
        groups = sorted({order.group[c.id] for c in ALL_CARDS})
        group = rng.choice([*groups, *[g for g in groups if g != "T"]])
    shapes = [s for s in _SHAPES[aim] if pairs or not any(s)]
    if not shapes:  # one deck: throws of singles
        shapes = [(0, 0), (0, 0, 0), (0,)]
    shape = rng.choice(shapes)
    if aim == "ace":
        lead = _focused_lead(rng, pool, order, shape, focus)
    else:
        lead = _shape_cards(rng, pool, group, order, shape)
    if not lead:
        return None
    hands: dict[int, list[Card]] = {0: list(lead)}
    size = max(len(lead) + rng.randint(0, 3), 6)
    ruffs: Hands = {}
    for seat in range(1, players):
        if aim == "ruff":
            ruff = _ruff_cards(rng, pool, order, shape) if rng.random() < 0.85 else []
            if ruff:
                ruffs[seat] = _trusted(ruff)
            held = list(ruff) + _fill(rng, pool, group, order, size - len(ruff))
            held = [c for c in held if order.group[c.id] != group]
        elif aim == "fail":
            held = _beaters(rng, pool, group, order, lead, shape) if rng.random() < 0.7 else []
            held += _fill(rng, pool, None, order, size - len(held))
        else:
            rich = rng.randint(len(lead) + 1, len(lead) + 6)
            if aim in ("ace", "no-trump") and rng.random() < 0.5:  # for throws: beaters
                held = _focused(rng, pool, group, order, focus, 0)
                held += _beaters(rng, pool, group, order, lead, shape)
            elif aim in ("ace", "no-trump"):
                held = _focused(rng, pool, group, order, focus, rich)
            else:
                held = _rich(rng, pool, group, order, rich)
            held += _fill(rng, pool, None, order, max(0, size - len(held)))
        hands[seat] = held
    for seat in range(1, players):  # every seat can follow: as many cards as were led
        avoid = group if aim == "ruff" else None
        hands[seat] += _fill(rng, pool, avoid, order, len(lead) - len(hands[seat]))
    hands[0] += _fill(rng, pool, None, order, rng.randint(0, 4))
    return Spot(trump, {s: _trusted(h) for s, h in hands.items()}, _trusted(lead), ruffs)


def _focused(
    rng: random.Random,
    pool: Counter[Card],
    group: str,
    order: Order,
    focus: list[Card],
    n: int,
) -> list[Card]:
    """Up to ``n`` cards: both copies of some ``focus`` cards first, then cards of ``group``,
    pair-rich."""
    first = [c for c in focus if rng.random() < 0.4]
    cards = _take(pool, [c for c in first for _ in (0, 1)])
    return cards + _rich(rng, pool, group, order, max(0, n - len(cards)))


def _focused_lead(
    rng: random.Random,
    pool: Counter[Card],
    order: Order,
    shape: Sequence[int],
    focus: list[Card],
) -> list[Card]:
    """A trump lead of ``shape`` whose first part starts at a ``focus`` card when it can."""
    held = [c for c in focus if pool[c] >= 2]
    if held and shape and shape[0] >= 1:
        start = rng.choice(held)
        by_power = _by_power(_pairs_in(pool, "T", order), order)
        low = order.power[start.id] - rng.randint(0, shape[0] - 1)
        run = [rng.choice(by_power[p]) for p in range(low, low + shape[0]) if p in by_power]
        if len(run) == shape[0]:
            cards = _take(pool, [c for c in run for _ in (0, 1)])
            rest = _shape_cards(rng, pool, "T", order, shape[1:])
            if rest or len(shape) == 1:
                return cards + rest
            pool.update(cards)
    return _shape_cards(rng, pool, "T", order, shape)


def _ruff_cards(
    rng: random.Random, pool: Counter[Card], order: Order, shape: Sequence[int]
) -> list[Card]:
    """Trumps for a ruff of a lead of ``shape``: often the same shape, sometimes another
    layout of as many cards (a run for two pairs, two pairs for a run, a pair for two
    singles)."""
    parts = list(shape)
    roll = rng.random()
    if roll < 0.3 and parts.count(1) >= 2:
        parts.remove(1)
        parts.remove(1)
        parts.append(2)
    elif roll < 0.5 and any(p >= 2 for p in parts):
        k = next(p for p in parts if p >= 2)
        parts.remove(k)
        parts += [1] * k
    elif roll < 0.65 and parts.count(0) >= 2:
        parts.remove(0)
        parts.remove(0)
        parts.append(1)
    # Often the leading part (a pair, else a single) is of an off-suit rank card: those of
    # different suits are equal, so two such ruffs tie there and the other parts decide.
    rank, suit = order.trump.rank, order.trump.suit
    off_suit = [Card(f"{rank}{s}") for s in SUITS if s != suit]
    tied = [c for c in off_suit if order.group[c.id] == "T" and pool[c] > 0]
    lead_part = 1 if 1 in parts else 0 if 0 in parts and not any(p >= 2 for p in parts) else None
    if tied and lead_part is not None and rng.random() < 0.5:
        card = rng.choice(tied)
        copies = lead_part + 1
        if pool[card] >= copies:
            first = _take(pool, [card] * copies)
            parts.remove(lead_part)
            rest = _shape_cards(rng, pool, "T", order, parts)
            if rest or not parts:
                return first + rest
            pool.update(first)
    return _shape_cards(rng, pool, "T", order, parts)


def _beaters(
    rng: random.Random,
    pool: Counter[Card],
    group: str,
    order: Order,
    lead: Sequence[Card],
    shape: Sequence[int],
) -> list[Card]:
    """Cards of ``group`` that may beat some part of the lead: a higher single, a higher pair
    or a run, each near the lead's own powers."""
    low = min(order.power[c.id] for c in lead)
    high = max(order.power[c.id] for c in lead)
    near = [
        c
        for c in ALL_CARDS
        if pool[c] > 0 and order.group[c.id] == group and low < order.power[c.id] <= high + 3
    ]
    rng.shuffle(near)
    cards: list[Card] = []
    for card in near[: rng.randint(1, 3)]:
        copies = 2 if pool[card] >= 2 and rng.random() < 0.6 else 1
        cards += _take(pool, [card] * copies)
    if any(p >= 2 for p in shape) and rng.random() < 0.5:
        cards += _run(rng, pool, group, order, 2)
    return cards


# --- Rounds that keep a combination for the last trick -----------------------------------------


class KeeperBot(RandomBot):
    """A random bot that keeps a "treasure" of ``size`` cards of one suit group for the end of
    the round: at its first play it picks them (its longest tractors and pairs first, then the
    highest singles of that group, trumps preferred), leads single cards from the rest,
    follows with the legal play (of a few drawn) holding the fewest treasure cards, and leads
    the treasure once its hand holds nothing else. When every seat keeps as many cards, the
    seat that leads with that many cards left leads its treasure: last leads then hold pairs,
    tractors and throws, where the kitty's multipliers differ."""

    def __init__(self, seed: int, size: int) -> None:
        super().__init__(seed)
        self.size = size
        self.treasure: Counter[Card] | None = None

    def _pick(self, round: Any, seat: int) -> Counter[Card]:
        order = round.order
        groups: dict[str, list[Card]] = {}
        for card in round._hands[seat]:
            groups.setdefault(order.group[card.id], []).append(card)
        size = self.size
        fits = [g for g, cards in groups.items() if len(cards) >= size]
        if not fits:
            return Counter()
        trumps = "T" in fits and self.rng.random() < 0.7
        cards = groups["T"] if trumps else groups[self.rng.choice(sorted(fits))]
        parts = sorted(layout(cards, order), key=lambda p: -len(p.cards))
        treasure: Counter[Card] = Counter()
        for part in parts:
            if part.kind != "single" and sum(treasure.values()) + len(part.cards) <= size:
                treasure.update(part.cards)
        rest = sorted(Counter(cards) - treasure, key=lambda c: -order.power[c.id])
        for card in rest:
            if sum(treasure.values()) < size:
                treasure[card] += 1
        return treasure

    def _lead(self, round: Any, seat: int) -> list[Card]:
        if self.treasure is None:
            self.treasure = self._pick(round, seat)
        hand = Counter(round._hands[seat])
        rest = list((hand - self.treasure).elements())
        group = round.order.group
        if not rest or len({group[c.id] for c in hand}) == 1:
            return list(hand.elements())  # the treasure alone, or one suit group: led whole
        # a single card, from outside the trumps if it can (a trump lead draws everyone's
        # trumps, where most treasures are)
        plain = [c for c in rest if group[c.id] != "T"]
        return [self.rng.choice(plain or rest)]

    def _follow(self, round: Any, seat: int) -> list[Card]:
        if self.treasure is None:
            self.treasure = self._pick(round, seat)
        treasure = self.treasure
        plays = [super(KeeperBot, self)._follow(round, seat) for _ in range(8)]
        best = min(plays, key=lambda play: sum(1 for c in play if treasure[c]))
        for card in best:
            if treasure[card]:
                treasure[card] -= 1
        return best


def kept_round(rules_a: RuleSet, rules_b: RuleSet, round_seed: str) -> Iterator[Finding]:
    """A round under ``rules_a`` played by ``KeeperBot``\\ s, scored under both rule sets (the
    search's "hand" question)."""
    from ..play.round import Round
    from .differences import _hand_finding

    rnd = Round(rules_a, seed=f"kept/{round_seed}")
    rng = random.Random(f"kept/{round_seed}/bots")
    size = rng.choice((2, 3, 4, 4, 4, 6, 6) if rules_a.has_pairs else (3, 3, 4))
    players = [KeeperBot(rng.getrandbits(64), size) for _ in range(rules_a.players)]
    while rnd.phase != "done":
        rnd.act(players[rnd.to_act].choose(rnd))  # type: ignore[index]  # set until done
    found = _hand_finding(rnd, rules_a, rules_b)
    if found is not None:
        yield found


# --- Asking the questions -------------------------------------------------------------------


def aimed_findings(
    rules_a: RuleSet, rules_b: RuleSet, kind: str, round_seed: str, *, bots: str = "uniform"
) -> Iterator[Finding]:
    """Positions built for the options ``rules_a`` and ``rules_b`` set otherwise, each asked the
    question of ``kind`` under both (as ``differences.walk_round``'s findings; module
    docstring). Seeded by ``round_seed``: the same arguments build the same positions. The
    whole rounds it asks of a hand are played by ``bots``: by default ``"uniform"``, random
    bots that throw at random, so that throws fail and the options about failed throws
    (``failed_throw_lead``, ``throw_penalty``) get hands to change."""
    from .differences import walk_round

    rng = random.Random(f"aimed/{round_seed}")
    for aim in aims_for(rules_a, rules_b):
        if aim == "rounds":
            if kind == "hand":
                yield from kept_round(rules_a, rules_b, round_seed)
                yield from walk_round(
                    rules_a, rules_b, f"aimed/{round_seed}", kinds=("hand",), bots=bots
                )
            continue
        if kind == "hand":
            continue  # a hand comes from a whole round only
        for _ in range(PER_AIM):
            spot = build_spot(rng, aim, rules_a)
            if spot is not None:
                yield from _ask(spot, kind, rules_a, rules_b)


def _ask(spot: Spot, kind: str, rules_a: RuleSet, rules_b: RuleSet) -> Iterator[Finding]:
    from .differences import Finding

    try:
        lead = classify_lead(spot.lead, trump=spot.trump, rules=rules_a)
    except IllegalPlay:
        return
    order = lead.order
    others = tuple((s, h) for s, h in sorted(spot.hands.items()) if s != 0)
    if kind == "follow":
        for seat, hand in others:
            if len(hand) < len(spot.lead):
                continue
            try:
                comparison = compare_rules(
                    hand, spot.lead, trump=spot.trump, rules_a=rules_a, rules_b=rules_b
                )
            except IllegalPlay:
                return
            make = _maker("follow", hand, spot, rules_a, rules_b, seat=seat)
            void = _void(hand, lead.group, order)
            yield Finding("follow", lead.kind, comparison.follow_differs, make, void)
    elif kind == "throw":
        if lead.kind != "throw":
            return
        try:
            stands_a = check_throw(lead, dict(others), trump=spot.trump, rules=rules_a).stands
            stands_b = check_throw(spot.lead, dict(others), trump=spot.trump, rules=rules_b)
        except IllegalPlay:
            return
        hand = spot.hands[1]
        make = _maker("throw", hand, spot, rules_a, rules_b, seat=0, others=others)
        void = _void(hand, lead.group, order)
        yield Finding("throw", "throw", stands_a != stands_b.stands, make, void)
    elif kind == "trick":
        found = _trick(spot, lead.kind, rules_a, rules_b)
        if found is not None:
            yield found


def _trick(spot: Spot, lead_kind: str, rules_a: RuleSet, rules_b: RuleSet) -> Finding | None:
    from .differences import Difference, Finding, trick_under

    trump, hands = spot.trump, spot.hands
    others = {s: h for s, h in hands.items() if s != 0}
    try:
        check = check_throw(spot.lead, others, trump=trump, rules=rules_a)
    except IllegalPlay:
        return None
    led = spot.lead if check.stands else check.forced
    attempted = None if check.stands else spot.lead
    plays: list[tuple[int, Cards]] = [(0, _trusted(led))]
    for seat in sorted(others):
        ruff = spot.ruffs.get(seat)
        if ruff is not None and len(ruff) == len(led) and attempted is None:
            play = ruff
        else:
            play = follow_options(hands[seat], led, trump=trump, rules=rules_a).example()
        plays.append((seat, play))
    plays_a = tuple(plays)
    plays_b = trick_under(plays_a, attempted, hands, trump, rules_b)
    if plays_b is None:
        return None
    winner_a = plays_a[trick_winner([c for _, c in plays_a], trump=trump, rules=rules_a)][0]
    winner_b = plays_b[trick_winner([c for _, c in plays_b], trump=trump, rules=rules_b)][0]
    changed = [i for i in range(1, len(plays_a)) if _ids(plays_a[i][1]) != _ids(plays_b[i][1])]
    seat = plays_a[changed[0] if changed else 1][0]
    seated = tuple(sorted(others.items()))

    def make() -> Difference:
        return Difference(
            "trick", hands[seat], plays_a[0][1], trump, rules_a, rules_b, others=seated,
            seat=seat, plays_a=plays_a, plays_b=plays_b, winner_a=winner_a, winner_b=winner_b,
        )  # fmt: skip

    order = order_of(trump, rules_a)
    void = _void(hands[seat], order.group[plays_a[0][1][0].id], order)
    return Finding("trick", lead_kind, winner_a != winner_b, make, void)


def _maker(
    kind: str,
    hand: Cards,
    spot: Spot,
    rules_a: RuleSet,
    rules_b: RuleSet,
    *,
    seat: int,
    others: tuple[tuple[int, Cards], ...] | None = None,
) -> Callable[[], Difference]:
    from .differences import Difference

    def make() -> Difference:
        return Difference(
            kind, hand, spot.lead, spot.trump, rules_a, rules_b, others=others, seat=seat
        )

    return make


def _ids(cards: Sequence[Card]) -> list[int]:
    return sorted(c.id for c in cards)


def _void(hand: Sequence[Card], group: str, order: Order) -> bool:
    members = order.members[group]
    return not any(c in members for c in hand)


__all__ = ["AIMS", "aimed_findings", "aims_for", "build_spot"]
