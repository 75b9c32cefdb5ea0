"""A brute-force reading of who takes a trick from a throw under the house rules (rules §10.4
``throw_beating``, §10.5 ``ruff_layout``), written from the rules' words, not from the engine.

It enumerates every split of every play into the lead's shape, card by card, and applies the
four values literally, going round from the leader. It shares nothing with the engine but the
card order (``Order.group`` / ``Order.power``) and, from ``oracle.py``, the brute-force layout
shape (``layout_shape``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence

from tractor_engine.cards.card import Card
from tractor_engine.cards.trump import Order

from .oracle import layout_shape

#: A split as its list of part tops (powers), in part order.
Tops = tuple[int, ...]


def _pair_values(counts: Counter[Card]) -> list[Card]:
    return sorted((c for c, k in counts.items() if k >= 2), key=lambda c: c.id)


def _runs(values: Sequence[Card], length: int, order: Order) -> Iterator[tuple[Card, ...]]:
    """Every ``length`` pair values, one per power, whose powers are consecutive."""
    for combo in itertools.combinations(values, length):
        powers = sorted(order.power[c.id] for c in combo)
        if all(b == a + 1 for a, b in itertools.pairwise(powers)):
            yield combo


def every_split(
    cards: Sequence[Card], lengths: Sequence[int], lone: int, order: Order
) -> Iterator[list[tuple[str, int, int]]]:
    """Every split of ``cards`` into a run of exactly k pairs for each k of ``lengths``,
    ``lone`` pairs (any pair), and the other cards as singles: each as a list of parts
    (kind, tractor length or 0, top power), unordered."""

    def tractors(
        counts: Counter[Card], todo: Sequence[int]
    ) -> Iterator[tuple[Counter[Card], list[tuple[str, int, int]]]]:
        if not todo:
            yield counts, []
            return
        k = todo[0]
        for run in _runs(_pair_values(counts), k, order):
            rest = counts - Counter({c: 2 for c in run})
            top = max(order.power[c.id] for c in run)
            for left, parts in tractors(rest, todo[1:]):
                yield left, [("tractor", k, top), *parts]

    for left, parts in tractors(Counter(cards), list(lengths)):
        for pairs in itertools.combinations(_pair_values(left), lone):
            rest = left - Counter({c: 2 for c in pairs})
            yield [
                *parts,
                *(("pair", 0, order.power[c.id]) for c in pairs),
                *(("single", 0, order.power[c.id]) for c in rest.elements()),
            ]


def part_order(parts: Sequence[tuple[str, int, int]]) -> Tops:
    """The tops of a split in part order: tractors longest first, then pairs, then singles;
    within one kind and length the highest top first."""
    rank = {"tractor": 0, "pair": 1, "single": 2}
    return tuple(top for _, _, top in sorted(parts, key=lambda p: (rank[p[0]], -p[1], -p[2])))


def split_tops(cards: Sequence[Card], lengths, lone: int, order: Order) -> set[Tops]:
    return {part_order(parts) for parts in every_split(cards, lengths, lone, order)}


def house_winner(plays: Sequence[Sequence[Card]], order: Order, value: str, exact: bool):
    """(winner, matches per play) under ``throw_beating=value`` and ``ruff_layout`` exact or
    split, straight from rules §5, §10.4 and §10.5 "Precisely"."""
    lead = plays[0]
    led = order.group[lead[0].id]
    lengths, lone = layout_shape(lead, order)

    def higher(group_a: str, a: int, group_b: str, b: int) -> bool:
        """Part (or card) a higher than b: one suit group and a higher top, or a trump over a
        part of another group."""
        return (group_a == group_b and a > b) or (group_a == "T" and group_b != "T")

    lead_splits = split_tops(lead, lengths, lone, order)
    recorded = max(lead_splits)  # the lead's layout
    win, win_group = 0, led
    win_high = max(order.power[c.id] for c in lead)
    win_compared = max(t[0] for t in lead_splits)
    matches = [True]
    for i, play in enumerate(plays[1:], start=1):
        groups = {order.group[c.id] for c in play}
        group = next(iter(groups))
        ok = len(groups) == 1 and (group == led or (group == "T" and led != "T"))
        if ok and exact:
            ok = layout_shape(play, order) == (lengths, lone)
        tops = split_tops(play, lengths, lone, order) if ok else set()
        matches.append(bool(tops))
        if not tops:
            continue
        high = max(order.power[c.id] for c in play)
        compared = max(t[0] for t in tops)
        if value == "leading-part":
            takes = higher(group, compared, win_group, win_compared)
            record = max(tops)
        elif value == "highest-card":
            takes = higher(group, high, win_group, win_high)
            record = max(tops)
        elif value == "every-part":
            beating = [
                t
                for t in tops
                if all(higher(group, a, win_group, b) for a, b in zip(t, recorded, strict=True))
            ]
            takes = bool(beating)
            record = max(beating) if beating else ()
        else:  # part-by-part
            mine = max(tops)
            takes = False
            for a, b in zip(mine, recorded, strict=True):
                if higher(group, a, win_group, b):
                    takes = True
                    break
                if higher(win_group, b, group, a):
                    break
            record = mine
        if takes:
            win, win_group, recorded = i, group, record
            win_high, win_compared = high, compared
    return win, matches
