"""Who takes a trick from a throw under the house rules (rules §10.4 ``throw_beating``, §10.5
``ruff_layout``).

A play that matches a throw splits into the throw's shape; each split lists its parts' tops in
part order (tractors, longest first, then pairs, then singles; the highest first within one
kind and length). ``every-part``, ``highest-card`` and ``part-by-part`` compare those lists (or
the highest cards) against the current winner's *recorded split*: the lead's layout, or the
highest split with which a later play took the trick. ``leading-part`` (rules §5) is judged by
``trick.py`` itself; ``exact`` only narrows which plays match, under every value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import partial
from itertools import combinations

from ..cards.card import Card
from ..cards.trump import TRUMP, Order
from ..values import Value
from . import throw_beating_words as said
from .layout import Component, layout, tractor_matchings
from .lead import Lead

#: A layout's shape: its tractor lengths in pairs (longest first), its lone pairs, its singles.
Shape = tuple[tuple[int, ...], int, int]
#: One part of a split: its cards (highest first) and its top's power.
Part = tuple[tuple[Card, ...], int]


def shape_of(components: Sequence[Component]) -> Shape:
    """The shape of a layout (its components, as ``layout`` gives them)."""
    lengths = tuple(sorted((c.pairs for c in components if c.kind == "tractor"), reverse=True))
    pairs = sum(1 for c in components if c.kind == "pair")
    singles = sum(1 for c in components if c.kind == "single")
    return lengths, pairs, singles


def lead_shape(lead: Lead) -> Shape:
    """The shape of the lead's layout."""
    return shape_of(lead.components)


def own_shape(cards: Sequence[Card], order: Order) -> Shape:
    """The shape of a play's own layout (rules §3 "Precisely"), its cards of one suit group."""
    return shape_of(layout(cards, order))


def lead_parts(lead: Lead, order: Order) -> tuple[Part, ...]:
    """The lead's layout as parts, in part order (the leader's recorded split)."""
    power = order.power
    return tuple((tuple(c.cards), power[c.top.id]) for c in lead.components)


def splits(
    cards: Sequence[Card], shape: Shape, order: Order
) -> dict[tuple[int, ...], tuple[Part, ...]]:
    """Every split of ``cards`` (one suit group, as many cards as the shape) into ``shape``,
    one per list of part tops: {tops in part order: the parts}. Empty when none exists.

    A tractor of k pairs is a run of exactly k pairs of consecutive powers (one pair value per
    power, cut from a longer run if need be), a lone pair any pair, a single any card."""
    lengths, lone, _ = shape
    power = order.power
    counts = Counter(cards)
    values: dict[int, list[Card]] = {}
    for card, n in sorted(counts.items(), key=lambda kv: kv[0].id):
        if n >= 2:
            values.setdefault(power[card.id], []).append(card)
    avail = {p: len(cs) for p, cs in values.items()}
    wanted = tuple(lengths.count(k) for k in sorted(set(lengths), reverse=True))
    found: dict[tuple[int, ...], tuple[Part, ...]] = {}
    for score, placements in tractor_matchings(avail, lengths):
        if score != wanted:
            continue
        left = dict(avail)
        for start, length in placements:
            for p in range(start, start + length):
                left[p] -= 1
        pool = sorted((p for p, k in left.items() for _ in range(k)), reverse=True)
        for chosen in set(combinations(pool, lone)):
            parts = _parts(counts, values, placements, chosen, power)
            key = tuple(top for _, top in parts)
            if key not in found:
                found[key] = parts
    return found


def _parts(
    counts: Counter[Card],
    values: dict[int, list[Card]],
    placements: Sequence[tuple[int, int]],
    chosen: Sequence[int],
    power: Sequence[int],
) -> tuple[Part, ...]:
    """The parts of one split: the tractors placed, the lone pairs at the powers chosen, and
    every other card a single; each kind in part order."""
    taken = {p: 0 for p in values}
    rest = Counter(counts)

    def take(p: int) -> Card:
        card = values[p][taken[p]]
        taken[p] += 1
        rest[card] -= 2
        return card

    tractors = []
    for start, length in placements:
        tops = [take(p) for p in range(start + length - 1, start - 1, -1)]
        tractors.append((tuple(c for card in tops for c in (card, card)), start + length - 1))
    tractors.sort(key=lambda part: (-len(part[0]), -part[1]))
    pairs = [((card, card), p) for p in sorted(chosen, reverse=True) for card in (take(p),)]
    singles = sorted(
        (((card,), power[card.id]) for card in rest.elements()), key=lambda part: -part[1]
    )
    return (*tractors, *pairs, *singles)


class Judged(Value):
    """One play judged against the winner so far under a house value of ``throw_beating``.

    ``matches``: it has the lead's shape (and under ``exact`` its own layout is the lead's);
    ``ruff``: all trumps on a non-trump lead; ``takes``: it takes the trick from the winner so
    far; ``parts``: the split it is judged by (the recorded split when it takes); ``compared``:
    the card that stands for it (its highest card under ``highest-card``, else its first
    part's top), None when it does not match; ``note``: why it takes the trick or not."""

    matches: bool
    ruff: bool
    takes: bool
    parts: tuple[Part, ...]
    compared: Card | None
    note: object  # a callable saying the note in the language in force


def judge_throw(
    plays: Sequence[Sequence[Card]], lead: Lead, order: Order, value: str, exact: bool
) -> tuple[int, list[Judged]]:
    """The winner's index and a judgement of each play after the lead (rules §10.4, §10.5).

    ``value`` is ``every-part``, ``highest-card`` or ``part-by-part``; ``exact`` is
    ``ruff_layout == "exact"``. Trusts: ``lead`` is a throw and the plays are parsed cards of
    its size."""
    group, members, power = order.group, order.members, order.power
    led = lead.group
    shape = lead_shape(lead)
    win_parts = lead_parts(lead, order)
    win_tops = tuple(top for _, top in win_parts)
    win_high = max(lead.cards, key=lambda c: power[c.id])
    win_ruff = False
    winner = 0
    judged: list[Judged] = []
    for i, cards in enumerate(plays[1:], start=1):
        first = group[cards[0].id]
        if not members[first].issuperset(cards):
            judged.append(_unmatched(partial(said.plain, said.MIXES)))
            continue
        ruff = led != TRUMP and first == TRUMP
        if not (ruff or first == led):
            judged.append(_unmatched(partial(said.not_in, led)))
            continue
        if exact and own_shape(cards, order) != shape:
            mine = own_shape(cards, order)
            judged.append(_unmatched(partial(said.not_own_layout, mine, shape), ruff))
            continue
        found = splits(cards, shape, order)
        if not found:
            judged.append(_unmatched(partial(said.plain, said.SHAPE), ruff))
            continue
        high = max(cards, key=lambda c: power[c.id])
        best = max(found)
        if ruff and not win_ruff:
            takes, tops = True, best
            note = partial(said.plain, said.RUFFS)
        elif ruff != win_ruff:
            takes, tops = False, best
            note = partial(said.plain, said.CANNOT)
        elif value == "highest-card":
            takes, tops = power[high.id] > power[win_high.id], best
            note = partial(said.highest, takes, high, win_high)
        elif value == "every-part":
            beating = [t for t in found if all(a > b for a, b in zip(t, win_tops, strict=True))]
            takes = bool(beating)
            tops = max(beating) if beating else best
            failing = next(
                (k for k, (a, b) in enumerate(zip(tops, win_tops, strict=True)) if a <= b), 0
            )
            note = partial(said.every_part, takes, found[tops], win_parts, failing)
        else:
            takes, tops = best > win_tops, best
            place = next(
                (k for k, (a, b) in enumerate(zip(tops, win_tops, strict=True)) if a != b), None
            )
            note = partial(said.part_by_part, takes, found[tops], win_parts, place)
        parts = found[tops]
        compared = high if value == "highest-card" else parts[0][0][0]
        judged.append(Judged._make(True, ruff, takes, parts, compared, note))
        if takes:
            winner, win_parts, win_tops, win_high, win_ruff = i, parts, tops, high, ruff
    return winner, judged


def _unmatched(note: object, ruff: bool = False) -> Judged:
    return Judged._make(False, ruff, False, (), None, note)


def throw_winner(plays: Sequence[Sequence[Card]], lead: Lead, value: str, exact: bool) -> int:
    """The winner's index only (``judge_throw``'s first answer), for ``trick_winner_trusted``."""
    return judge_throw(plays, lead, lead.order, value, exact)[0]
