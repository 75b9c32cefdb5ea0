"""How often two rule sets answer differently, over many random rounds, on many cores.

``disagreement_rates(rules_a, rules_b, deals=10_000, seed=0)`` deals rounds under ``rules_a``
(from seeds ``"rates/{seed}/{i}"``), plays them with ``bots`` (any name ``bots_named``
accepts; by default ``"easy"``, whose leads look like people's), and at every follow, trick,
thrown lead and finished hand asks ``find_differences``' question of that kind under both rule
sets (see ``differences.py``). It returns a ``DisagreementRates``: for each kind and lead kind,
how many positions differed out of how many, with a Wilson 95% interval. A position whose
lead ``rules_b`` refuses (a lead of two suit groups there) has no answer under ``rules_b``: it
is left out of the rates and counted apart (``left_out``), and the report says how many.

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
from ..play.levels import STATISTICS_BOTS
from ..rulebook.inputs import rules_source
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..speech.languages import N_, N_n, say, say_n
from ..values import Value, field
from .alike import rates_reason
from .comparison import check_comparable
from .differences import check_search, progress_bar, walk_round
from .parallel import check_executor, check_workers, run_chunks

CHUNK = 25  # deals per task: fixed, so that a seed's answer does not depend on the workers
KIND_ORDER = ("follow", "trick", "throw", "hand")
LEAD_ORDER = ("single", "pair", "tractor", "throw", "all")
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval

Counts = tuple[tuple[str, str, int, int], ...]  # (kind, lead kind, differing, compared)
LeftOut = tuple[tuple[str, str, int], ...]  # (kind, lead kind, positions left out)

#: The lead kinds each kind of question is counted by.
LEADS_OF = {
    "follow": ("single", "pair", "tractor", "throw"),
    "trick": ("single", "pair", "tractor", "throw"),
    "throw": ("throw",),
    "hand": ("all",),
}


def check_kind(kind: object, lead: object, what: str) -> tuple[str, str]:
    """``(kind, lead)`` when the engine counts that kind of question by that lead kind;
    ``InputError`` naming ``what`` and the kinds and leads that exist otherwise."""
    if not isinstance(kind, str) or kind not in LEADS_OF:
        raise InputError(
            f"{what}: kind={kind!r} is not a kind of question: use one of {', '.join(LEADS_OF)}"
        )
    leads = LEADS_OF[kind]
    if not isinstance(lead, str) or lead not in leads:
        listed = leads[0] if len(leads) == 1 else f"one of {', '.join(leads)}"
        raise InputError(f"{what}: lead={lead!r} is not counted for kind={kind!r}: use {listed}")
    return kind, lead


def _count_of(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(f"{what} must be a whole number from 0, not {value!r}")
    return value


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
    """How often one kind of question, for one kind of lead, got another answer:
    ``differing`` of ``compared`` positions; ``left_out`` more were not compared, their lead
    being refused by the second rule set. Refuses (``InputError``) a kind or lead kind the
    engine does not count, and counts no run can give (negative, or more differing than
    compared)."""

    kind: str  # "follow", "trick", "throw" or "hand"
    lead: str  # "single", "pair", "tractor", "throw" ("all" for hands)
    differing: int
    compared: int
    left_out: int = 0

    def _check(self) -> None:
        check_kind(self.kind, self.lead, "Rate")
        differing = _count_of(self.differing, "Rate: differing")
        compared = _count_of(self.compared, "Rate: compared")
        _count_of(self.left_out, "Rate: left_out")
        if differing > compared:
            raise InputError(
                f"Rate: {differing} positions cannot differ out of {compared} compared"
            )

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
        line = say(_RATE_LINES[key], **numbers)
        if not self.left_out:
            return line
        return say_n(*_LEFT_OUT, self.left_out, line=line)


#: A rate's line with the positions left out: {line} is the rate's line, {n} how many
#: positions were not compared because the second rule set refuses their lead.
# TRANSLATORS: {line} is a rate's line ("hands: 1 of 4 differ (...)"); {n} positions were not
# compared: the second rule set does not allow their lead (cards of two suit groups there).
_LEFT_OUT = N_n(
    "{line}; {n} more left out: the second rule set refuses its lead",
    "{line}; {n} more left out: the second rule set refuses their lead",
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
    left_out: LeftOut = ()

    def _check(self) -> dict[str, object]:
        """Refuse (``InputError``) what no run can give: rule sets one round cannot be played
        under, a deal count below 1, unknown bots, kinds or lead kinds the engine does not
        count, a row met twice, negative counts or more differing than compared. Puts the
        rows in the engine's order."""
        a, b = as_rules(self.rules_a), as_rules(self.rules_b)  # a preset name reads as its set
        check_comparable(a, b, seats=True)
        if isinstance(self.deals, bool) or not isinstance(self.deals, int) or self.deals < 1:
            raise InputError(f"deals must be a whole number of at least 1, not {self.deals!r}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise InputError(f"seed must be a whole number, not {self.seed!r}")
        from ..play.bots import bots_named

        bots_named(self.bots, a.players)
        counts: dict[tuple[str, str], tuple[int, int]] = {}
        for row in _rows(self.counts, 4, "counts", "(kind, lead, differing, compared)"):
            rate = Rate(*row)
            counts[_unique(counts, rate, "counts")] = (rate.differing, rate.compared)
        left_out: dict[tuple[str, str], int] = {}
        for row in _rows(self.left_out, 3, "left_out", "(kind, lead, positions)"):
            kind, lead = check_kind(row[0], row[1], "left_out")
            left_out[_unique(left_out, (kind, lead), "left_out")] = _count_of(
                row[2], f"left_out: the count of {kind} and {lead}"
            )
        return {
            "rules_a": a,
            "rules_b": b,
            "counts": tuple((k, lead, *counts[(k, lead)]) for k, lead in _in_order(counts)),
            "left_out": tuple((k, lead, left_out[(k, lead)]) for k, lead in _in_order(left_out)),
        }

    def __repr__(self) -> str:
        left_out = f", left_out={self.left_out!r}" if self.left_out else ""
        return (
            f"DisagreementRates(rules_a={rules_source(self.rules_a)}, "
            f"rules_b={rules_source(self.rules_b)}, deals={self.deals}, seed={self.seed}, "
            f"bots={self.bots!r}, counts={self.counts!r}{left_out})"
        )

    @property
    def rates(self) -> tuple[Rate, ...]:
        """One ``Rate`` per kind and lead kind met (compared or left out), in a fixed order."""
        counts = {(k, lead): (d, c) for k, lead, d, c in self.counts}
        left_out = {(k, lead): n for k, lead, n in self.left_out}
        return tuple(
            Rate(k, lead, *counts.get((k, lead), (0, 0)), left_out.get((k, lead), 0))
            for k, lead in _in_order({**counts, **left_out})
        )

    def rate(self, kind: str, lead: str) -> Rate:
        """The rate for one kind and lead kind (zero of zero when none was met). Refuses
        (``InputError``) a kind or lead kind the engine does not count, naming those it does:
        kinds "follow" and "trick" by lead "single", "pair", "tractor" or "throw"; "throw" by
        "throw"; "hand" by "all"."""
        key = check_kind(kind, lead, "rate")
        for rate in self.rates:
            if (rate.kind, rate.lead) == key:
                return rate
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

    @property
    def leads_seen(self) -> tuple[tuple[str, int], ...]:
        """How many tricks of each lead kind the deals played (compared or left out), as
        ``(lead kind, tricks)`` for "single", "pair", "tractor" and "throw", zeros included:
        what each rate of follows and tricks stands on. Empty when no deal was played."""
        if not self.counts and not self.left_out:
            return ()
        tricks = {lead: c for k, lead, _, c in self.counts if k == "trick"}
        for k, lead, n in self.left_out:
            if k == "trick":
                tricks[lead] = tricks.get(lead, 0) + n
        return tuple((lead, tricks.get(lead, 0)) for lead in LEADS_OF["trick"])

    def leads_sentence(self) -> str:
        """``leads_seen`` in a line, in the language in force ("" when no deal was played)."""
        seen = dict(self.leads_seen)
        if not seen:
            return ""
        # TRANSLATORS: how many tricks the deals led with each kind of lead; each {..} is a
        # count ("leads seen: 1145 singles, 553 pairs, 0 tractors, 38 throws" reads "0 tractors"
        # as "none in these deals", not "never").
        return say(
            "leads seen: {single} singles, {pair} pairs, {tractor} tractors, {throw} throws",
            **seen,
        )

    @property
    def left_out_total(self) -> int:
        """Positions left out in all: their lead is refused by ``rules_b``."""
        return sum(row[2] for row in self.left_out)

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
        if self.leads_seen:
            lines.append(f"  {self.leads_sentence()}")
        lines += [f"  {rate}" for rate in self.rates]
        if self.left_out:
            lines.append(
                say_n(
                    *_LEFT_OUT_TOTAL,
                    self.left_out_total,
                    rules_b=rules_label(self.rules_b),
                )
            )
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


#: The report's last line when positions were left out ({rules_b}: the second rule set).
# TRANSLATORS: {n} positions were not compared; {rules_b} is a rule set ("tractor-4p (...)").
_LEFT_OUT_TOTAL = N_n(
    "{n} position left out in all: {rules_b} refuses the lead played there",
    "{n} positions left out in all: {rules_b} refuses the lead played there",
)


def _rows(value: object, size: int, what: str, shape: str) -> list[tuple[Any, ...]]:
    if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list)):
        raise InputError(f"{what} must be a tuple of rows {shape}, not {value!r}")
    rows = []
    for row in value:
        if isinstance(row, (str, bytes)) or not isinstance(row, (tuple, list)) or len(row) != size:
            raise InputError(f"{what}: each row is {shape}, not {row!r}")
        rows.append(tuple(row))
    return rows


def _unique(
    seen: dict[tuple[str, str], Any], row: Rate | tuple[str, str], what: str
) -> tuple[str, str]:
    key = (row.kind, row.lead) if isinstance(row, Rate) else row
    if key in seen:
        raise InputError(f"{what}: kind={key[0]!r} with lead={key[1]!r} is given twice")
    return key


def _in_order(keys: Any) -> list[tuple[str, str]]:
    """The (kind, lead kind) keys in the engine's order."""

    def rank(key: tuple[str, str]) -> tuple[int, int]:
        return KIND_ORDER.index(key[0]), LEAD_ORDER.index(key[1])

    return sorted(keys, key=rank)


def count_chunk(
    rules_a: RuleSet, rules_b: RuleSet, seed: int, start: int, stop: int, bots: str
) -> dict[tuple[str, str], tuple[int, int, int]]:
    """One task: the (differing, compared, left out) counts of deals ``start`` to
    ``stop - 1``."""
    counts: dict[tuple[str, str], list[int]] = {}
    for i in range(start, stop):
        for finding in walk_round(
            rules_a, rules_b, f"rates/{seed}/{i}", bots=bots, keep_records=False
        ):
            cell = counts.setdefault((finding.kind, finding.lead_kind), [0, 0, 0])
            if finding.refused:
                cell[2] += 1
            else:
                cell[0] += finding.differs
                cell[1] += 1
    return {key: (a, b, c) for key, (a, b, c) in counts.items()}


def disagreement_rates(
    rules_a: RulesLike,
    rules_b: RulesLike,
    *,
    deals: int = 10_000,
    seed: int = 0,
    executor: Executor | None = None,
    workers: int | None = None,
    bots: str = STATISTICS_BOTS,
    progress: bool | Callable[[int, int], Any] = False,
) -> DisagreementRates:
    """How often ``rules_a`` and ``rules_b`` answer differently in ``deals`` random rounds
    (see the module docstring): per kind ("follow", "trick", "throw", "hand") and lead kind.

    ``executor``: any ``concurrent.futures`` executor (a Dask client's ``get_executor()``
    too); without one, ``workers`` processes (default every core; 1 runs here). The answer
    is equal (``==``) for equal arguments whatever runs it. ``progress`` shows a bar counting
    chunks of 25 deals (or calls a callable with (done, total)). ``bots`` names the bots that
    play the deals (any name ``bots_named`` accepts; default ``"easy"``). Positions whose lead
    ``rules_b`` refuses are not compared: they are counted in ``left_out``. Raises
    ``InputError`` (a ValueError) for rule sets one round cannot be played under both (other
    decks or players), and for an ``executor`` that is not one. Two rule sets that no kind of
    question can tell apart (``alike.cannot_differ`` for every kind) are answered at once: no
    deal is played, ``counts`` is empty and ``reason`` says why.
    """
    a, b = check_search(rules_a, rules_b, "trick", None, None)
    check_executor(executor)
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
        for key, counted in result.items():
            cell = totals.setdefault(key, [0, 0, 0])
            for i, n in enumerate(counted):
                cell[i] += n
    keys = _in_order(totals)
    counts = tuple((k, lead, *totals[(k, lead)][:2]) for k, lead in keys if totals[(k, lead)][1])
    left_out = tuple((k, lead, totals[(k, lead)][2]) for k, lead in keys if totals[(k, lead)][2])
    seconds = time.perf_counter() - start
    return DisagreementRates(a, b, deals, seed, bots, counts, seconds, left_out)  # type: ignore[arg-type]


__all__ = ["DisagreementRates", "Rate", "disagreement_rates"]
