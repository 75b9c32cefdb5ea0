"""A brute-force reading of ``tractor_follow="shorter-tractors"`` (rules §10.1 "Precisely"),
written to be obviously right, not fast.

It shares nothing with the engine's ``follow_shapes`` or ``follow``: shapes are plain tuples
``(tractor lengths longest first, lone pairs, singles)``, the requirement list is built by
following the rule's steps one by one, and a play "splits into" a shape when some assignment
of its actual cards to the shape's parts exists, found by trying them all. Only the card order
(``Order.group`` / ``Order.power``) comes from the engine, as in ``oracle.py``.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Sequence

from tractor_engine.cards.card import Card
from tractor_engine.cards.trump import Order

from .oracle import layout_shape, multisubsets, oracle_legal, suit_verdict

ShapeT = tuple[tuple[int, ...], int, int]  # (tractor lengths, longest first; pairs; singles)


def shape_size(shape: ShapeT) -> int:
    tractors, pairs, singles = shape
    return 2 * sum(tractors) + 2 * pairs + singles


def union(shapes: Sequence[ShapeT]) -> ShapeT:
    tractors = tuple(sorted((k for s in shapes for k in s[0]), reverse=True))
    return tractors, sum(s[1] for s in shapes), sum(s[2] for s in shapes)


def _run_multisets(pairs: int) -> list[tuple[int, ...]]:
    """Every multiset of run lengths (each 1..pairs) summing to ``pairs``, by trying every
    number of runs and every choice with repetition."""
    found = set()
    for count in range(pairs + 1):
        for combo in itertools.combinations_with_replacement(range(1, pairs + 1), count):
            if sum(combo) == pairs:
                found.add(tuple(sorted(combo, reverse=True)))
    return list(found)


def _cut_before(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """-1 when cut ``a`` comes before ``b`` in the rule's order (longest run, then fewer runs,
    then run lengths compared longest first, larger first)."""
    longest_a, longest_b = (a[0] if a else 0), (b[0] if b else 0)
    if longest_a != longest_b:
        return -1 if longest_a > longest_b else 1
    if len(a) != len(b):
        return -1 if len(a) < len(b) else 1
    for x, y in zip(a, b, strict=True):
        if x != y:
            return -1 if x > y else 1
    return 0


@functools.cache
def all_layouts(cards: int) -> tuple[ShapeT, ...]:
    """Every shape of ``cards`` cards, in the order T(k) states."""
    found: list[ShapeT] = []
    for pairs in range(cards // 2, -1, -1):
        cuts = sorted(_run_multisets(pairs), key=functools.cmp_to_key(_cut_before))
        for cut in cuts:
            tractors = tuple(j for j in cut if j >= 2)
            found.append((tractors, cut.count(1), cards - 2 * pairs))
    return tuple(found)


def steps_of_unit(unit: ShapeT) -> list[ShapeT]:
    layouts = list(all_layouts(shape_size(unit)))
    assert layouts[0] == unit, (unit, layouts[0])
    return layouts[1:]


def requirement_list(units: Sequence[ShapeT]) -> list[ShapeT]:
    """The list, by the rule's loop: units fewest cards first; each round, re-rank by steps
    left (most first, stable), stop if the first has none, else move it one step."""
    ranked = sorted(range(len(units)), key=lambda i: shape_size(units[i]))
    left = {i: steps_of_unit(units[i]) for i in ranked}
    current = dict(enumerate(units))
    result = [union(list(current.values()))]
    while True:
        ranked = sorted(ranked, key=lambda i: len(left[i]), reverse=True)  # stable
        first = ranked[0]
        if not left[first]:
            return result
        current[first] = left[first].pop(0)
        result.append(union([current[i] for i in sorted(current)]))


def lead_units(lead: Sequence[Card], order: Order) -> list[ShapeT]:
    """The lead's parts, from the oracle's own best layout of the lead."""
    lengths, lone = layout_shape(lead, order)
    singles = len(lead) - 2 * (sum(lengths) + lone)
    return [((k,), 0, 0) for k in lengths] + [((), 1, 0)] * lone + [((), 0, 1)] * singles


def _runs(values: Sequence[Card], length: int, order: Order) -> list[tuple[Card, ...]]:
    """Every set of ``length`` pair values with consecutive powers, one a power."""
    found = []
    for combo in itertools.combinations(values, length):
        powers = sorted(order.power[c.id] for c in combo)
        if all(b - a == 1 for a, b in itertools.pairwise(powers)):
            found.append(combo)
    return found


def splits_into(cards: Sequence[Card], shape: ShapeT, order: Order) -> bool:
    """Whether ``cards`` (exactly the shape's size) divide into disjoint parts of ``shape``:
    each tractor a run of its pairs, each lone pair two equal cards, each single a card."""
    if len(cards) != shape_size(shape):
        return False
    tractors, pairs, _ = shape

    def place(counts: Counter, todo: tuple[int, ...]) -> bool:
        if not todo:
            return sum(1 for k in counts.values() if k >= 2) >= pairs
        values = [c for c, k in counts.items() if k >= 2]
        for run in _runs(values, todo[0], order):
            rest = counts - Counter({c: 2 for c in run})
            if place(rest, todo[1:]):
                return True
        return False

    return place(Counter(cards), tractors)


def shape_asked(hand: Sequence[Card], lead: Sequence[Card], order: Order) -> ShapeT | None:
    """The first shape of the list that some n cards of the hand's led group split into; None
    when the hand holds at most n cards of the led group."""
    n = len(lead)
    led = order.group[lead[0].id]
    suited = [c for c in hand if order.group[c.id] == led]
    if len(suited) <= n:
        return None
    subsets = multisubsets(suited, n)
    for shape in requirement_list(lead_units(lead, order)):
        if any(splits_into(x, shape, order) for x in subsets):
            return shape
    raise AssertionError("the list ends with singles, which any cards give")


def shorter_legal(hand, lead, play, order: Order, asked: ShapeT | None = None) -> bool:
    """Is ``play`` legal under shorter-tractors (``asked``: ``shape_asked``, if known)."""
    lengths, _ = layout_shape(lead, order)
    if not lengths:  # no tractor led: rules §4, which every tractor_follow value plays alike
        return oracle_legal(hand, lead, play, order, "must-tractor")
    by_suit = suit_verdict(hand, lead, play, order)
    if by_suit is not None:
        return by_suit
    shape = asked if asked is not None else shape_asked(hand, lead, order)
    assert shape is not None
    return splits_into(play, shape, order)


def shorter_options(hand, lead, order: Order):
    """(must as a Counter, may as a set, legal plays) over every play, by enumeration."""
    lengths, _ = layout_shape(lead, order)
    asked = shape_asked(hand, lead, order) if lengths else None
    legal = [x for x in multisubsets(hand, len(lead)) if shorter_legal(hand, lead, x, order, asked)]
    must = Counter(legal[0])
    for x in legal[1:]:
        must &= Counter(x)
    return must, {c for x in legal for c in x}, legal
