"""A brute-force reading of the rules (docs/rules.md), written to be obviously right, not fast.

It enumerates every candidate play, every split and every placement, and shares nothing with
the engine but the card order (``Order.group`` / ``Order.power``), which has its own tests.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

from tractor_engine.cards.card import Card
from tractor_engine.cards.trump import Order


def multisubsets(cards: Sequence[Card], n: int) -> set[tuple[Card, ...]]:
    """Every distinct multiset of n cards from ``cards``, as a tuple sorted by id."""
    ordered = sorted(cards, key=lambda c: c.id)
    return {tuple(combo) for combo in itertools.combinations(ordered, n)}


def pair_values(cards: Sequence[Card]) -> list[Card]:
    return [c for c, k in Counter(cards).items() if k >= 2]


def tractor_sets(values: Sequence[Card], length: int, order: Order) -> list[frozenset[Card]]:
    """Every set of ``length`` pair values with consecutive powers (one value per power)."""
    found = []
    for combo in itertools.combinations(values, length):
        powers = sorted(order.power[c.id] for c in combo)
        if all(b - a == 1 for a, b in itertools.pairwise(powers)):
            found.append(frozenset(combo))
    return found


def placements(values: Sequence[Card], lengths: Sequence[int], order: Order):
    """Every way to give each led tractor (in order) either nothing or its own disjoint tractor.

    Yields a tuple, one entry per led tractor: None or the frozenset of pair values used.
    """
    if not lengths:
        yield ()
        return
    first, rest = lengths[0], lengths[1:]
    for tail in placements(values, rest, order):
        used = set().union(*(t for t in tail if t))
        yield (None, *tail)
        for t in tractor_sets([v for v in values if v not in used], first, order):
            yield (t, *tail)


def tractor_score(cards: Sequence[Card], lengths: Sequence[int], order: Order) -> tuple[int, ...]:
    """Matched led tractors per distinct length, longest first (higher tuple is better)."""
    distinct = sorted(set(lengths), reverse=True)
    best = tuple(0 for _ in distinct)
    for placed in placements(pair_values(cards), list(lengths), order):
        score = tuple(
            sum(1 for k, t in zip(lengths, placed, strict=True) if t and k == d) for d in distinct
        )
        best = max(best, score)
    return best


def min_pairs_of(order: Order, min_pairs: int | None = None) -> int:
    """The fewest pairs in a tractor: ``min_pairs`` if given, else the rule set's
    ``tractor_min_pairs`` (rules §10.3)."""
    return order.rules.tractor_min_pairs if min_pairs is None else min_pairs


def layout_shape(
    cards: Sequence[Card], order: Order, min_pairs: int | None = None
) -> tuple[tuple[int, ...], int]:
    """(tractor lengths longest first, number of lone pairs) of the best layout, by search;
    a tractor has at least ``min_pairs`` pairs (the rule set's ``tractor_min_pairs``)."""
    shortest = min_pairs_of(order, min_pairs)
    values = pair_values(cards)
    best: tuple[tuple[int, ...], int] = ((), 0)

    def search(remaining: list[Card], tractors: list[int]):
        nonlocal best
        shape = (tuple(sorted(tractors, reverse=True)), len(remaining))
        # Every remaining pair value stands as a lone pair.
        if (shape[0], shape[1]) > best:
            best = shape
        for length in range(shortest, len(remaining) + 1):
            for t in tractor_sets(remaining, length, order):
                search([v for v in remaining if v not in t], [*tractors, length])

    search(values, [])
    return best


def suit_verdict(hand, lead, play, order: Order) -> bool | None:
    """What rules §4 says of ``play`` from the led suit group's count alone: False for a play
    of the wrong size, or not from the hand, or partly off the group while the hand holds more
    of it than was led; whether it plays all of them when the hand holds no more than was led;
    None when the hand holds more and the play is all of the group (the pair rules decide)."""
    n = len(lead)
    if len(play) != n or Counter(play) - Counter(hand):
        return False
    led = order.group[lead[0].id]
    suited = [c for c in hand if order.group[c.id] == led]
    if len(suited) <= n:
        return not (Counter(suited) - Counter(play))
    if any(order.group[c.id] != led for c in play):
        return False
    return None


def oracle_legal(
    hand,
    lead,
    play,
    order: Order,
    tractor_follow: str,
    pair_follow: str = "required",
    min_pairs: int | None = None,
) -> bool:
    """Is ``play`` a legal follow, straight from rules §4 "Precisely" and §10.1-§10.3:
    ``tractor_follow="lone-tractor"`` asks a tractor only when the lead's layout is one
    tractor, ``pair_follow="suit-only"`` asks only the suit, and a tractor has at least
    ``min_pairs`` pairs (default: the rule set's ``tractor_min_pairs``)."""
    by_suit = suit_verdict(hand, lead, play, order)
    if by_suit is not None:
        return by_suit
    n = len(lead)
    led = order.group[lead[0].id]
    suited = [c for c in hand if order.group[c.id] == led]
    if pair_follow == "suit-only":
        return True
    lengths, lone = layout_shape(lead, order, min_pairs)
    lead_pairs = sum(lengths) + lone
    if len(pair_values(play)) < min(lead_pairs, len(pair_values(suited))):
        return False
    one_tractor = len(lengths) == 1 and not lone and 2 * lengths[0] == n
    asks_tractors = tractor_follow == "must-tractor" or (
        tractor_follow == "lone-tractor" and one_tractor
    )
    if asks_tractors and lengths:
        best = max(tractor_score(x, lengths, order) for x in multisubsets(suited, n))
        if tractor_score(play, lengths, order) < best:
            return False
    return True


def oracle_options(hand, lead, order: Order, tractor_follow: str, pair_follow: str = "required"):
    """(must as a Counter, may as a set) over every legal play, by enumeration."""
    legal = [
        x
        for x in multisubsets(hand, len(lead))
        if oracle_legal(hand, lead, x, order, tractor_follow, pair_follow)
    ]
    must = Counter(legal[0])
    for x in legal[1:]:
        must &= Counter(x)
    may = {c for x in legal for c in x}
    return must, may, len(legal)


def compared_power(play, lead, order: Order):
    """The compared power of a play against the lead's layout, or None if it does not match."""
    groups = {order.group[c.id] for c in play}
    if len(groups) != 1:
        return None
    lengths, lone = layout_shape(lead, order)
    values = pair_values(play)
    best = None
    for placed in placements(values, list(lengths), order):
        if any(t is None for t in placed):
            continue
        used = set().union(*placed) if placed else set()
        left = [v for v in values if v not in used]
        if len(left) < lone:
            continue
        if lengths:
            top = max(
                max(order.power[c.id] for c in t)
                for k, t in zip(lengths, placed, strict=True)
                if k == lengths[0]
            )
        elif lone:
            top = max(order.power[c.id] for c in left)
        else:
            top = max(order.power[c.id] for c in play)
        best = top if best is None else max(best, top)
    return best


def oracle_winner(plays, order: Order) -> int:
    """rules §5 "Precisely", going round from the leader."""
    lead = plays[0]
    led = order.group[lead[0].id]
    winner, win_power, win_ruff = 0, compared_power(lead, lead, order), False
    for i, play in enumerate(plays[1:], start=1):
        groups = {order.group[c.id] for c in play}
        ruff = led != "T" and groups == {"T"}
        if not (groups == {led} or ruff):
            continue
        power = compared_power(play, lead, order)
        if power is None:
            continue
        if (ruff and not win_ruff) or (ruff == win_ruff and power > win_power):
            winner, win_power, win_ruff = i, power, ruff
    return winner


def beats_component(kind: str, pairs: int, top_power: int, held, order: Order) -> bool:
    """Does ``held`` (cards of the led group) hold a higher single / pair / same-length tractor?"""
    if kind == "single":
        return any(order.power[c.id] > top_power for c in held)
    values = pair_values(held)
    if kind == "pair":
        return any(order.power[c.id] > top_power for c in values)
    return any(
        max(order.power[c.id] for c in t) > top_power for t in tractor_sets(values, pairs, order)
    )
