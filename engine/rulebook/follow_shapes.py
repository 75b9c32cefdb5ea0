"""The shapes ``tractor_follow="shorter-tractors"`` asks for, in order (rules §10.1).

rbtying/shengji's follow rule: when the follower cannot match the lead's layout, it asks for
the closest shape it can give, in a fixed order. This module builds that order (the
*requirement list*) and answers the two questions the rule asks of cards of one suit group:
whether they can give a shape, and which pair values some or every way of giving it uses.

- A ``Shape`` is a layout's tractor lengths (in pairs), lone pairs and singles.
- ``layouts(m)`` lists every shape of ``m`` cards: pairs kept from most to fewest, and for one
  number of pairs, their cuts into runs by longest run, then fewest runs, then run lengths
  compared longest first. ``tractor_steps(k)`` is T(k): ``layouts(2k)`` without the tractor
  itself.
- ``requirement_list(parts)`` is the list for a lead whose layout has those parts: the lead's
  shape, then one entry per step of the unit with the most steps left (a stable ranking,
  fewest cards first to begin with), each the union of the units' current shapes.

Cards are given as the pair values they hold, counted by power (``Order.power``): two pair
values are adjacent when their powers differ by one, and a run takes at most one pair value a
power. Singles take any card, so cards hold a shape when their pair values do and they hold
enough cards (the callers see to that).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache

from ..errors import InputError
from ..values import Value
from .layout import Component, best_tractor_score, optimal_tractor_usages, tractor_matchings


class Shape(Value):
    """A layout's shape: ``tractors`` (their lengths in pairs, longest first, each at least 2),
    ``pairs`` (lone pairs) and ``singles``. A value; ``str`` is the short form of the rules'
    tables (``"t2+P+2s"``)."""

    tractors: tuple[int, ...]
    pairs: int
    singles: int

    def _check(self) -> None:
        tractors = self.tractors
        counts_ok = all(type(x) is int and x >= 0 for x in (self.pairs, self.singles))
        if (
            type(tractors) is not tuple
            or not all(type(k) is int and k >= 2 for k in tractors)
            or list(tractors) != sorted(tractors, reverse=True)
            or not counts_ok
        ):
            raise InputError(
                f"Shape(tractors={tractors!r}, pairs={self.pairs!r}, singles={self.singles!r}) "
                "is not a shape: tractors are lengths in pairs (2 or more), longest first; "
                "pairs and singles are counts"
            )

    @property
    def size(self) -> int:
        """Its number of cards."""
        return 2 * (sum(self.tractors) + self.pairs) + self.singles

    @property
    def pair_count(self) -> int:
        """Its pairs, a tractor of k pairs counting k."""
        return sum(self.tractors) + self.pairs

    def __add__(self, other: Shape) -> Shape:
        """The union of two shapes (their parts together)."""
        return Shape._make(
            tuple(sorted(self.tractors + other.tractors, reverse=True)),
            self.pairs + other.pairs,
            self.singles + other.singles,
        )

    def __str__(self) -> str:
        parts = [f"t{k}" for k in self.tractors]
        if self.pairs:
            parts.append("P" if self.pairs == 1 else f"{self.pairs}P")
        if self.singles:
            parts.append("s" if self.singles == 1 else f"{self.singles}s")
        return "+".join(parts) or "nothing"


def shape_of_runs(runs: Sequence[int], singles: int) -> Shape:
    """The shape of pairs cut into ``runs`` (a run of 1 is a lone pair) and ``singles``."""
    return Shape._make(
        tuple(sorted((j for j in runs if j >= 2), reverse=True)),
        sum(1 for j in runs if j == 1),
        singles,
    )


def _cuts(pairs: int, largest: int | None = None) -> Iterator[tuple[int, ...]]:
    """Every way to cut ``pairs`` into runs, each a tuple of run lengths, longest first."""
    if pairs == 0:
        yield ()
        return
    for first in range(min(pairs, largest or pairs), 0, -1):
        for rest in _cuts(pairs - first, first):
            yield (first, *rest)


def _cut_order(cut: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """The rule's order of cuts: longest run first, then fewer runs, then the run lengths
    compared longest first, larger first."""
    return (-cut[0] if cut else 0, len(cut), tuple(-j for j in cut))


@cache
def layouts(cards: int) -> tuple[Shape, ...]:
    """Every shape of ``cards`` cards, in the rule's order (rules §10.1, T(k)): by the pairs
    kept, most first, and for one number of pairs by ``_cut_order``."""
    if type(cards) is not int or cards < 1:
        raise InputError(f"layouts({cards!r}): a number of cards, 1 or more")
    found = []
    for pairs in range(cards // 2, -1, -1):
        for cut in sorted(_cuts(pairs), key=_cut_order):
            found.append(shape_of_runs(cut, cards - 2 * pairs))
    return tuple(found)


def tractor_steps(pairs: int) -> tuple[Shape, ...]:
    """T(k): every way to lay out the cards of a tractor of ``pairs`` pairs but the tractor
    itself, in the rule's order (for ``pairs=1``, a pair: two singles)."""
    if type(pairs) is not int or pairs < 1:
        raise InputError(f"tractor_steps({pairs!r}): a number of pairs, 1 or more")
    return layouts(2 * pairs)[1:]


def unit_steps(unit: Shape) -> tuple[Shape, ...]:
    """The steps of one part of a lead (a single, a pair or a tractor): ``layouts`` of its
    cards after its own shape, which is the first of them."""
    steps = layouts(unit.size)
    if steps[0] != unit:
        raise InputError(f"{unit} is not one part of a layout (a single, a pair or a tractor)")
    return steps[1:]


def requirement_list(parts: Sequence[Shape]) -> tuple[Shape, ...]:
    """The shapes asked of a follower, in order, after a lead whose layout has ``parts``
    (each a single, a pair or a tractor): the lead's shape first, the cards' singles last."""
    units = sorted(parts, key=lambda unit: unit.size)  # fewest cards first; sorted is stable
    steps = [unit_steps(unit) for unit in units]
    taken = [0] * len(units)
    current = list(units)
    ranking = list(range(len(units)))
    found = [sum(current[1:], current[0])] if current else []
    while ranking:
        ranking.sort(key=lambda i: -(len(steps[i]) - taken[i]))  # stable: ties keep their order
        first = ranking[0]
        if taken[first] == len(steps[first]):
            break
        current[first] = steps[first][taken[first]]
        taken[first] += 1
        found.append(sum(current[1:], current[0]))
    return tuple(found)


# --- What cards of one suit group can give ------------------------------------------------------


def can_give(avail: dict[int, int], shape: Shape) -> bool:
    """Whether pair values counted by power (``avail``, no zero counts) hold ``shape``'s
    tractors as disjoint runs and, beside them, its lone pairs. (Its singles take any cards.)"""
    if sum(avail.values()) < shape.pair_count:
        return False
    lengths = shape.tractors
    if not lengths:
        return True
    full = tuple(lengths.count(k) for k in sorted(set(lengths), reverse=True))
    return best_tractor_score(avail, lengths) == full


def without(avail: dict[int, int], power: int) -> dict[int, int]:
    """``avail`` with one pair value fewer at ``power``."""
    left = dict(avail)
    left[power] -= 1
    if not left[power]:
        del left[power]
    return left


def first_given(avail: dict[int, int], requirements: Sequence[Shape]) -> Shape:
    """The first shape of ``requirements`` that pair values ``avail`` can give (the list ends
    with a shape of singles only, which any cards give)."""
    for shape in requirements:
        if can_give(avail, shape):
            return shape
    raise InputError("a requirement list ends with singles, which any cards can give")


def run_placements(avail: dict[int, int], shape: Shape) -> list[dict[int, int]]:
    """Every placement of ``shape``'s tractors as disjoint runs in ``avail`` (which must hold
    them all), as the pair values it takes at each power."""
    if not shape.tractors:
        return [{}]
    _, usages = optimal_tractor_usages(avail, shape.tractors)
    return usages


def powers_in_every(avail: dict[int, int], shape: Shape) -> set[int]:
    """The powers whose pair values every way of giving ``shape`` from ``avail`` uses (when
    several pair values share a power, one of them can stand for another, so none is
    needed unless all are: a power is in the set only when ``avail`` cannot give the shape
    with one pair value fewer there)."""
    return {p for p in avail if not can_give(without(avail, p), shape)}


def powers_in_some(avail: dict[int, int], shape: Shape) -> set[int]:
    """The powers whose pair values some way of giving ``shape`` from ``avail`` uses as a
    tractor or a lone pair (``avail`` must give the shape)."""
    used = {p for placement in run_placements(avail, shape) for p in placement}
    if shape.pairs:
        runs_only = Shape._make(shape.tractors, 0, 0)
        used |= {p for p in avail if can_give(without(avail, p), runs_only)}
    return used


def runs_given(avail: dict[int, int], shape: Shape) -> tuple[tuple[int, int], ...]:
    """One placement of ``shape``'s tractors as disjoint runs in ``avail`` (which must hold
    them all): each run's (lowest power, length in pairs), longest first."""
    lengths = shape.tractors
    full = tuple(lengths.count(k) for k in sorted(set(lengths), reverse=True))
    for score, placed in tractor_matchings(avail, lengths):
        if score == full:
            return tuple(sorted(placed, key=lambda run: (-run[1], -run[0])))
    raise InputError(f"these pairs cannot give {shape}")


@cache
def requirements_after(parts: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """``requirement_list(parts)``, remembered (a lead's parts, as ``lead_parts`` gives
    them)."""
    return requirement_list(parts)


def lead_parts(components: Sequence[Component]) -> tuple[Shape, ...]:
    """The shapes of a lead's layout parts (a single, a pair or a tractor each), fewest cards
    first."""
    shapes = [
        Shape._make((c.pairs,), 0, 0) if c.pairs >= 2 else Shape._make((), c.pairs, 1 - c.pairs)
        for c in components
    ]
    return tuple(sorted(shapes, key=lambda unit: unit.size))


__all__ = [
    "Shape",
    "can_give",
    "first_given",
    "layouts",
    "lead_parts",
    "powers_in_every",
    "powers_in_some",
    "requirement_list",
    "requirements_after",
    "run_placements",
    "runs_given",
    "shape_of_runs",
    "tractor_steps",
    "unit_steps",
    "without",
]
