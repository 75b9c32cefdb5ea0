"""A brute-force reading of what a failed throw forces (rules §3, §10.6, §10.7), written to be
obviously right, not fast.

It enumerates every layout of the throw (every set of disjoint tractors, then pairs, then
singles), keeps the best ones (tractor lengths longest first, then the most pairs), and asks
the other hands with ``oracle.beats_component``. It shares nothing with the engine but the card
order (``Order.group`` / ``Order.power``). Parts and forced leads are compared by their powers:
cards of equal power (the off-suit trump-rank cards) are interchangeable, and where several
layouts tie, each gives an answer the rules accept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from tractor_engine.cards.card import Card
from tractor_engine.cards.trump import Order

from .oracle import beats_component, pair_values, tractor_sets

#: A part: (kind, pairs, its cards). A tractor of k pairs has 2k cards.
Part = tuple[str, int, tuple[Card, ...]]


def _powers(cards: Sequence[Card], order: Order) -> tuple[int, ...]:
    return tuple(sorted((order.power[c.id] for c in cards), reverse=True))


def _top(part: Part, order: Order) -> int:
    return max(order.power[c.id] for c in part[2])


def layouts(cards: Sequence[Card], order: Order) -> list[list[Part]]:
    """Every best layout of ``cards`` (one suit group): most tractor length first (lengths
    sorted longest first), then the most pairs; the rest singles."""
    counts = Counter(cards)
    found: list[tuple[tuple[tuple[int, ...], int], list[Part]]] = []

    def finish(tractors: list[frozenset[Card]]) -> None:
        used: Counter[Card] = Counter()
        parts: list[Part] = []
        for t in tractors:
            pair_cards = tuple(c for c in t for _ in (0, 1))
            parts.append(("tractor", len(t), pair_cards))
            used.update(pair_cards)
        left = counts - used
        pairs = [c for c, k in left.items() if k >= 2]
        for c in pairs:
            parts.append(("pair", 1, (c, c)))
        left = left - Counter({c: 2 for c in pairs})
        parts += [("single", 0, (c,)) for c in left.elements()]
        shape = (tuple(sorted((len(t) for t in tractors), reverse=True)), len(pairs))
        found.append((shape, parts))

    def search(values: list[Card], tractors: list[frozenset[Card]]) -> None:
        finish(tractors)
        for length in range(2, len(values) + 1):
            for t in tractor_sets(values, length, order):
                search([v for v in values if v not in t], [*tractors, t])

    search(pair_values(cards), [])
    best = max(shape for shape, _ in found)
    return [parts for shape, parts in found if shape == best]


def beaten_by(part: Part, hand: Sequence[Card], group: str, order: Order) -> bool:
    held = [c for c in hand if order.group[c.id] == group]
    return beats_component(part[0], part[1], _top(part, order), held, order)


def _smallest(parts: Sequence[Part], order: Order) -> Part:
    return min(parts, key=lambda p: (len(p[2]), _top(p, order)))


def forced_leads(
    lead: Sequence[Card], hands: Sequence[Sequence[Card]], order: Order, rule: str
) -> Iterator[tuple[bool, tuple[int, ...]]]:
    """For each best layout: (whether the throw fails, the powers of what is led instead under
    ``failed_throw_lead=rule``, or of the whole lead when it stands). ``hands`` are the other
    hands in the order they are asked."""
    group = order.group[lead[0].id]
    for parts in layouts(lead, order):
        beaten = [p for p in parts if any(beaten_by(p, h, group, order) for h in hands)]
        if not beaten or len(parts) < 2:
            yield False, _powers(lead, order)
            continue
        if rule == "first-opponent":
            first = next(
                [p for p in parts if beaten_by(p, h, group, order)]
                for h in hands
                if any(beaten_by(p, h, group, order) for p in parts)
            )
            forced = _smallest(first, order)[2]
        elif rule == "lowest-top":
            forced = min(parts, key=lambda p: (_top(p, order), -len(p[2])))[2]
        elif rule == "beaten-component":
            forced = _smallest(beaten, order)[2]
        else:  # lowest-card
            forced = (min(_smallest(beaten, order)[2], key=lambda c: order.power[c.id]),)
        yield True, _powers(forced, order)


def answers(
    lead: Sequence[Card], hands: Sequence[Sequence[Card]], order: Order, rule: str, penalty: str
) -> set[tuple[bool, tuple[int, ...], int]]:
    """Every answer the rules accept: (fails, powers led instead, penalty points)."""
    found = set()
    for fails, forced in forced_leads(lead, hands, order, rule):
        if not fails:
            points = 0
        elif penalty == "ten-per-card":
            points = 10 * (len(lead) - len(forced))
        elif penalty == "ten-per-attempt":
            points = 10
        else:
            points = 0
        found.add((fails, forced, points))
    return found


def powers_of(cards: Sequence[Card], order: Order) -> tuple[int, ...]:
    """The powers of ``cards``, highest first (how answers are compared)."""
    return _powers(cards, order)


def largest_part_sizes(cards: Sequence[Card], order: Order) -> set[tuple[int, str]]:
    """For each best layout of ``cards``: (cards in its largest part, the kind of its largest
    shaped part: "tractor", "pair" or "single")."""
    found = set()
    for parts in layouts(cards, order):
        kinds = {p[0] for p in parts}
        shape = "tractor" if "tractor" in kinds else "pair" if "pair" in kinds else "single"
        found.add((max(len(p[2]) for p in parts), shape))
    return found


__all__ = ["answers", "beaten_by", "forced_leads", "largest_part_sizes", "layouts", "powers_of"]
