"""Pairs, tractors and layouts inside one suit group (rules §2, §3 "Precisely").

Everything here works on cards that are already known to share a suit group. Two pairs are
adjacent when their powers (``Order.power``) differ by one; several pair values can share a
power (the off-suit trump-rank cards), and one tractor uses at most one of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from ..cards.card import Card, Cards, _trusted, format_cards, parse_cards, symbols
from ..cards.trump import Order
from ..drawn import drawn
from ..errors import InputError
from ..memo import Memo
from ..speech.languages import say
from ..values import Value, field

KIND_ORDER = {"tractor": 0, "pair": 1, "single": 2}


class Component(Value):
    """One part of a layout: a single, a pair, or a tractor of ``pairs`` consecutive pairs.

    ``cards`` run from the highest down; ``top`` is the highest card, the one compared.
    ``len(component)`` is its number of cards and ``card in component`` asks about its cards;
    it is not a sequence of its fields (read ``component.kind``, ``component.cards``). Built
    directly, its shape is checked (a pair is two equal cards, a tractor ``pairs`` pairs from
    ``top`` down); whether a tractor's pairs are adjacent depends on the trump, which a lead
    checks.
    """

    kind: str  # "single", "pair" or "tractor"
    cards: Cards = field(convert=parse_cards, accept=Cards)
    top: Card
    pairs: int

    def _check(self) -> None:
        kind, cards, pairs = self.kind, self.cards, self.pairs
        wanted = {"single": 0, "pair": 1}.get(kind, pairs) if isinstance(kind, str) else None
        shaped = (
            wanted is not None
            and type(pairs) is int
            and pairs == wanted
            and (kind != "tractor" or pairs >= 2)
            and len(cards) == max(1, 2 * pairs)
            and bool(cards)
            and self.top is cards[0]
            and all(cards[i] is cards[i + 1] for i in range(0, 2 * pairs, 2))
        )
        if not shaped:
            raise InputError(
                f"Component(kind={kind!r}, cards={cards!r}, top={self.top!r}, pairs={pairs!r}) "
                "is not a component: a single is one card (pairs=0), a pair two equal cards "
                "(pairs=1), a tractor 2 or more pairs (pairs=k, 2k cards), highest first, "
                "with top its first card"
            )

    @property
    def size(self) -> int:
        """Its number of cards (as ``len``)."""
        return len(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def describe(self) -> str:
        """``"the pair 9♦ 9♦"``, ``"the 4-card tractor 8♦ 8♦ 7♦ 7♦"``, ``"the single A♠"``."""
        return _describe(self.kind, self.cards)

    def __str__(self) -> str:
        return format_cards(self.cards)

    _repr_html_ = drawn


def _describe(kind: str, cards: Sequence[Card]) -> str:
    if kind == "tractor":
        return say("the {count}-card tractor {cards}", count=len(cards), cards=symbols(cards))
    if kind == "pair":
        return say("the pair {cards}", cards=symbols(cards))
    return say("the single {cards}", cards=symbols(cards))


#: The single and the pair of each card value (the same under every trump): made once each.
_SINGLES = Memo("singles", 64)
_PAIRS = Memo("pairs", 64)


def _single(card: Card) -> Component:
    found = _SINGLES.get(card)
    if found is None:
        found = _SINGLES.keep(card, Component._make("single", _trusted((card,)), card, 0))
    return found  # type: ignore[return-value]


def _pair(card: Card) -> Component:
    found = _PAIRS.get(card)
    if found is None:
        found = _PAIRS.keep(card, Component._make("pair", _trusted((card, card)), card, 1))
    return found  # type: ignore[return-value]


def pairs_by_power(counts: Counter, order: Order) -> dict[int, list[Card]]:
    """The pair values among counted cards, grouped by power (highest card id first)."""
    by_power: dict[int, list[Card]] = {}
    power = order.power
    for card, n in counts.items():
        if n >= 2:
            by_power.setdefault(power[card.id], []).append(card)
    return by_power


def runs(powers: Iterable[int]) -> list[tuple[int, int]]:
    """Maximal runs of consecutive powers, as (lowest, highest), highest run first."""
    ordered = sorted(set(powers), reverse=True)
    result: list[tuple[int, int]] = []
    for p in ordered:
        if result and result[-1][0] == p + 1:
            result[-1] = (p, result[-1][1])
        else:
            result.append((p, p))
    return result


def layout(cards: Sequence[Card], order: Order) -> list[Component]:
    """Split cards of one suit group into tractors, pairs and singles (rules §3 "Precisely").

    Tractors are made as long as possible (tractor lengths compared longest first), then pairs
    as many as possible; a tractor is at least ``order.min_tractor_pairs`` adjacent pairs.
    Components come tractors first (longest, then highest), then pairs, then singles, each kind
    from high to low.
    """
    if len(cards) == 1:
        return [_single(cards[0])]
    strength = order.strength_of.__getitem__
    counts = cards._counts() if type(cards) is Cards else Counter(cards)
    if len(counts) == len(cards):
        return [_single(c) for c in sorted(cards, key=strength, reverse=True)]
    power_of = order.power_of
    singles: list[Card] = []
    by_power: dict[int, list[Card]] = {}
    for card, n in counts.items():
        if n >= 2:
            p = power_of[card]
            if p in by_power:
                by_power[p].append(card)
                by_power[p].sort(key=_card_id)
            else:
                by_power[p] = [card]
            if n > 2:
                singles.extend([card] * (n - 2))
        else:
            singles.append(card)
    tractors: list[Component] = []
    pairs: list[Component] = []
    passes = 0
    shortest = order.min_tractor_pairs - 1  # high - low of the shortest tractor
    # Peel maximal runs; only a power shared by several pair values leaves pairs for a 2nd pass.
    # A run shorter than a tractor (rules §10.3) is that many lone pairs.
    while by_power:
        passes += 1
        for low, high in runs(by_power):
            if high - low < shortest:
                pairs.extend(_pair(by_power[p].pop(0)) for p in range(high, low - 1, -1))
                continue
            chosen = [by_power[p].pop(0) for p in range(high, low - 1, -1)]
            doubled = _trusted([c for card in chosen for c in (card, card)])
            tractors.append(Component._make("tractor", doubled, chosen[0], len(chosen)))
        by_power = {p: cs for p, cs in by_power.items() if cs}
    if len(tractors) > 1:
        tractors.sort(key=lambda t: (-t.pairs, -power_of[t.top]))
    if passes > 1:
        pairs.sort(key=lambda t: -power_of[t.top])
    if len(singles) > 1:
        singles.sort(key=strength, reverse=True)
    return tractors + pairs + [_single(c) for c in singles]


def _card_id(card: Card) -> int:
    return card.id


# --- Tractor matching -------------------------------------------------------------------------
#
# A "usage" maps a power to how many pair values at that power a set of tractors uses. The
# following and trick rules ask: which disjoint tractors of given lengths fit into the pairs a
# set of cards holds? Lengths are counted in pairs.


def _fits(avail: dict[int, int], start: int, length: int) -> bool:
    return all(avail.get(p, 0) > 0 for p in range(start, start + length))


def _starts(avail: dict[int, int], length: int, min_start: int) -> list[int]:
    return [s for s in sorted(avail) if s >= min_start and _fits(avail, s, length)]


def _place(avail: dict[int, int], start: int, length: int, delta: int) -> None:
    for p in range(start, start + length):
        avail[p] -= delta


def tractor_matchings(
    avail: dict[int, int], lengths: Sequence[int]
) -> Iterator[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """Every way to place disjoint tractors of the given lengths (some may stay unplaced).

    Yields ``(placed_per_length, placements)``: the number placed for each distinct length
    (longest first) and the (start power, length) of each placed tractor.
    """
    distinct = sorted(set(lengths), reverse=True)
    wanted = [lengths.count(n) for n in distinct]
    avail = dict(avail)
    placed: list[tuple[int, int]] = []
    score = [0] * len(distinct)

    def visit(
        level: int, remaining: int, min_start: int
    ) -> Iterator[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]:
        if level == len(distinct):
            yield tuple(score), tuple(placed)
            return
        length = distinct[level]
        if remaining:
            for s in _starts(avail, length, min_start):
                _place(avail, s, length, 1)
                placed.append((s, length))
                score[level] += 1
                yield from visit(level, remaining - 1, s)
                score[level] -= 1
                placed.pop()
                _place(avail, s, length, -1)
        nxt = level + 1
        yield from visit(nxt, wanted[nxt] if nxt < len(distinct) else 0, -(10**9))

    yield from visit(0, wanted[0] if distinct else 0, -(10**9))


def best_tractor_score(avail: dict[int, int], lengths: Sequence[int]) -> tuple[int, ...]:
    """The most led tractors that disjoint tractors of these pairs can match, longer first."""
    if not lengths:
        return ()
    if len(lengths) == 1:
        return (1,) if has_run(avail, lengths[0]) else (0,)
    return max(score for score, _ in tractor_matchings(avail, lengths))


def has_run(powers: Iterable[int], length: int) -> bool:
    """Whether ``length`` consecutive powers are all among ``powers``."""
    if length <= 1:
        return bool(powers)
    run, last = 0, None
    for p in sorted(powers):
        run = run + 1 if last is not None and p == last + 1 else 1
        if run >= length:
            return True
        last = p
    return False


def optimal_tractor_usages(
    avail: dict[int, int], lengths: Sequence[int]
) -> tuple[tuple[int, ...], list[dict[int, int]]]:
    """The best score and, for every optimal placement, how many pairs it uses at each power."""
    best: tuple[int, ...] | None = None
    usages: list[dict[int, int]] = []
    for score, placements in tractor_matchings(avail, lengths):
        if best is None or score > best:
            best, usages = score, []
        if score == best:
            usage: dict[int, int] = {}
            for start, length in placements:
                for p in range(start, start + length):
                    usage[p] = usage.get(p, 0) + 1
            usages.append(usage)
    return best or (), usages


def avail_of(by_power: dict[int, list[Card]]) -> dict[int, int]:
    """Pair values available at each power."""
    return {p: len(cs) for p, cs in by_power.items()}
