"""How often two rule sets answer differently, over many random rounds, on many cores.

``disagreement_rates(rules_a, rules_b, deals=10_000, seed=0)`` deals rounds under ``rules_a``
(from seeds ``"rates/{seed}/{i}"``), plays them with random bots, and at every follow, trick,
thrown lead and finished hand asks ``find_differences``' question of that kind under both rule
sets (see ``differences.py``). It returns a ``DisagreementRates``: for each kind and lead kind,
how many positions differed out of how many, with a Wilson 95% interval.

The deals are split into chunks of fixed size by deal number (never by worker), each chunk is
one task, and the counts are summed: the answer for a seed is the same whatever runs it. The
default runs the tasks on every core with ``concurrent.futures.ProcessPoolExecutor``; any
``concurrent.futures`` executor can be passed (``dask.distributed.Client(...).get_executor()``
runs them on a cluster).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from ..drawn import drawn
from ..errors import InputError
from ..rulebook.inputs import rules_source
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..speech.languages import N_, say
from ..values import Value, field
from .alike import rates_reason
from .differences import check_search, progress_bar, walk_round
from .parallel import check_workers, run_chunks

CHUNK = 25  # deals per task: fixed, so that a seed's answer does not depend on the workers
KIND_ORDER = ("follow", "trick", "throw", "hand")
LEAD_ORDER = ("single", "pair", "tractor", "throw", "all")
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval

Counts = tuple[tuple[str, str, int, int], ...]  # (kind, lead kind, differing, compared)


def wilson(differing: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``differing / total`` ((0, 1) for no data)."""
    if total == 0:
        return 0.0, 1.0
    p = differing / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    low = 0.0 if differing == 0 else max(0.0, centre - half)  # exact at the ends
    high = 1.0 if differing == total else min(1.0, centre + half)
    return low, high


#: A rate's line, by its kind and lead kind: {differing} of {compared} differ, {rate} in percent
#: and the interval from {low} to {high} percent ("2.50").
_RATE_LINES = {
    # TRANSLATORS: a rate's line: "follows after a single lead: 3 of 120 differ (2.50%, 95% CI
    # 0.85-7.09%)"; CI is a confidence interval.
    ("follow", "single"): N_(
        "follows after a single lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("follow", "pair"): N_(
        "follows after a pair lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("follow", "tractor"): N_(
        "follows after a tractor lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("follow", "throw"): N_(
        "follows after a throw lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("trick", "single"): N_(
        "tricks after a single lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("trick", "pair"): N_(
        "tricks after a pair lead: {differing} of {compared} differ ({rate}%, 95% CI {low}-{high}%)"
    ),
    ("trick", "tractor"): N_(
        "tricks after a tractor lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    ("trick", "throw"): N_(
        "tricks after a throw lead: {differing} of {compared} differ ({rate}%, 95% CI "
        "{low}-{high}%)"
    ),
    "throw": N_("throws: {differing} of {compared} differ ({rate}%, 95% CI {low}-{high}%)"),
    "hand": N_("hands: {differing} of {compared} differ ({rate}%, 95% CI {low}-{high}%)"),
}


class Rate(Value):
    """How often one kind of question, for one kind of lead, got another answer."""

    kind: str  # "follow", "trick", "throw" or "hand"
    lead: str  # "single", "pair", "tractor", "throw" ("all" for hands)
    differing: int
    compared: int

    @property
    def rate(self) -> float:
        return self.differing / self.compared if self.compared else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson 95% confidence interval of the rate."""
        return wilson(self.differing, self.compared)

    def __str__(self) -> str:
        """The rate in a line, in the language in force."""
        low, high = self.interval
        numbers = {
            "differing": self.differing,
            "compared": self.compared,
            "rate": f"{100 * self.rate:.2f}",
            "low": f"{100 * low:.2f}",
            "high": f"{100 * high:.2f}",
        }
        key = self.kind if self.kind in ("throw", "hand") else (self.kind, self.lead)
        template = _RATE_LINES.get(key)
        if template is not None:
            return say(template, **numbers)
        # a kind or lead kind the engine never counts (a Rate made by hand): said as it is
        return (
            f"{self.kind}s after a {self.lead} lead: {self.differing} of {self.compared} differ "
            f"({numbers['rate']}%, 95% CI {numbers['low']}-{numbers['high']}%)"
        )


class DisagreementRates(Value):
    """The answer of ``disagreement_rates``: ``rates`` (one ``Rate`` per kind and lead kind,
    in a fixed order), the question (``rules_a``, ``rules_b``, ``deals``, ``seed``, ``bots``),
    and ``seconds`` it took (not compared). Draws itself as a bar chart (SVG).
    """

    rules_a: RuleSet
    rules_b: RuleSet
    deals: int
    seed: int
    bots: str
    counts: Counts
    seconds: float = field(default=0.0, compare=False, repr=False)

    def _check(self) -> dict[str, object]:
        return {  # a preset name reads as its rule set
            "rules_a": as_rules(self.rules_a),
            "rules_b": as_rules(self.rules_b),
            "counts": tuple(tuple(row) for row in self.counts),
        }

    def __repr__(self) -> str:
        return (
            f"DisagreementRates(rules_a={rules_source(self.rules_a)}, "
            f"rules_b={rules_source(self.rules_b)}, deals={self.deals}, seed={self.seed}, "
            f"bots={self.bots!r}, counts={self.counts!r})"
        )

    @property
    def rates(self) -> tuple[Rate, ...]:
        return tuple(Rate(*row) for row in self.counts)

    def rate(self, kind: str, lead: str) -> Rate:
        """The rate for one kind and lead kind (zero of zero when none was met)."""
        for row in self.counts:
            if row[:2] == (kind, lead):
                return Rate(*row)
        return Rate(kind, lead, 0, 0)

    @property
    def reason(self) -> str | None:
        """Why no kind of question can differ under the two rule sets (``alike.
        cannot_differ``, in the language in force), when so; then no deal was played and
        ``counts`` is empty. None otherwise."""
        return rates_reason(as_rules(self.rules_a), as_rules(self.rules_b))

    @property
    def compared(self) -> int:
        """Positions compared in all."""
        return sum(row[3] for row in self.counts)

    def report(self) -> str:
        from .comparison import rules_label

        lines = [
            # TRANSLATORS: {rules_a} and {rules_b} are rule sets, {bots} the bots' name
            # (code: "random"); {deals} and {compared} are counts.
            say(
                "{rules_a} against {rules_b}: {deals} deals with {bots} bots (seed {seed}), "
                "{compared} positions compared",
                rules_a=rules_label(self.rules_a),
                rules_b=rules_label(self.rules_b),
                deals=self.deals,
                bots=self.bots,
                seed=self.seed,
                compared=self.compared,
            )
        ]
        lines += [f"  {rate}" for rate in self.rates]
        if not self.counts:
            reason = self.reason
            if reason:
                lines.append(f"  {reason}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.report()

    def _repr_svg_(self) -> str:
        from .chart import rates_svg

        return rates_svg(self)

    _repr_html_ = drawn


def count_chunk(
    rules_a: RuleSet, rules_b: RuleSet, seed: int, start: int, stop: int, bots: str
) -> dict[tuple[str, str], tuple[int, int]]:
    """One task: the (differing, compared) counts of deals ``start`` to ``stop - 1``."""
    counts: dict[tuple[str, str], list[int]] = {}
    for i in range(start, stop):
        for finding in walk_round(
            rules_a, rules_b, f"rates/{seed}/{i}", bots=bots, keep_records=False
        ):
            cell = counts.setdefault((finding.kind, finding.lead_kind), [0, 0])
            cell[0] += finding.differs
            cell[1] += 1
    return {key: (a, b) for key, (a, b) in counts.items()}


def _ordered(totals: dict[tuple[str, str], list[int]]) -> Counts:
    def rank(key: tuple[str, str]) -> tuple[int, int]:
        return KIND_ORDER.index(key[0]), LEAD_ORDER.index(key[1])

    return tuple((k, lead, *totals[(k, lead)]) for k, lead in sorted(totals, key=rank))  # type: ignore[misc]


def disagreement_rates(
    rules_a: RulesLike,
    rules_b: RulesLike,
    *,
    deals: int = 10_000,
    seed: int = 0,
    executor: Executor | None = None,
    workers: int | None = None,
    bots: str = "random",
    progress: bool | Callable[[int, int], Any] = False,
) -> DisagreementRates:
    """How often ``rules_a`` and ``rules_b`` answer differently in ``deals`` random rounds
    (see the module docstring): per kind ("follow", "trick", "throw", "hand") and lead kind.

    ``executor``: any ``concurrent.futures`` executor (a Dask client's ``get_executor()``
    too); without one, ``workers`` processes (default every core; 1 runs here). The answer
    is equal (``==``) for equal arguments whatever runs it. ``progress`` shows a bar counting
    chunks of 25 deals (or calls a callable with (done, total)). Raises ValueError for rule
    sets one round cannot be played under both (other decks or players). Two rule sets that
    no kind of question can tell apart (``alike.cannot_differ`` for every kind) are answered
    at once: no deal is played, ``counts`` is empty and ``reason`` says why.
    """
    a, b = check_search(rules_a, rules_b, "trick", None, None)
    alike = rates_reason(a, b) is not None
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise InputError(f"deals must be a whole number of at least 1, not {deals!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(f"seed must be a whole number, not {seed!r}")
    workers = check_workers(workers)
    from ..play.bots import bots_named

    bots_named(bots, a.players)  # refuses unknown bots here, not in a worker
    if alike:  # no kind of question can differ (``reason`` says why): nothing is dealt
        return DisagreementRates(a, b, deals, seed, bots, ())
    chunks = [(a, b, seed, s, min(s + CHUNK, deals), bots) for s in range(0, deals, CHUNK)]
    advance, close = progress_bar(len(chunks), progress, "chunk")
    start = time.perf_counter()
    try:
        results = run_chunks(
            count_chunk, chunks, executor=executor, workers=workers, done=lambda i: advance(1)
        )
    finally:
        close()
    totals: dict[tuple[str, str], list[int]] = {}
    for result in results:
        for key, (differing, compared) in result.items():
            cell = totals.setdefault(key, [0, 0])
            cell[0] += differing
            cell[1] += compared
    return DisagreementRates(a, b, deals, seed, bots, _ordered(totals), time.perf_counter() - start)


__all__ = ["DisagreementRates", "Rate", "disagreement_rates"]
