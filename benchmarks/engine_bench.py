"""Median time per call of the engine's questions on realistic positions.

Run: .venv/bin/python benchmarks/engine_bench.py   (or: make bench)

Hands are pre-parsed Card lists of 25 and 33 cards (a 4-player hand, and one with the kitty
picked up); leads are a single, a pair, a 4- and a 6-card tractor, a 5- and an 8-card throw.
Each line is the median of 7 repeats of N calls; the target column is the issue's. The legal
play checked is the engine's own example play (asserted legal), the illegal one is asserted
illegal, so every line times the answer it claims to. The "illegal single" lines (issue 10)
time ``check_follow`` of a single that breaks the rule, with the hand, lead and play given as
pre-parsed Cards and as plain lists of Cards, Trump and RuleSet objects: the argument handling
every question pays; their target is 4 µs.

``--cpu`` times with the process's CPU clock instead of the wall clock (steadier figures on a
loaded machine).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

import tractor_engine as te
from tractor_engine.rulebook.lead import _MEMO as _LEAD_MEMO

TRUMP = te.Trump("2", "H")
RULES = {name: te.rules(name) for name in ("tractor-4p", "tractor-5p")}
P = te.parse_cards

HAND_25 = P("BJ SJ 2H 2S AH KH KH 9H 5H 3H AS QS QS JS 8S 8S 7S 7S 6S 10D 9D 6D KC 5C 3C")
HAND_33 = P(
    "BJ SJ 2H 2S AH KH KH 9H 5H 3H AS QS QS JS 8S 8S 7S 7S 6S 10D 9D 6D KC 5C 3C "
    "6S QC QC JC 10C 10C 9C 4D"
)
NO_SPADES_33 = P(
    "BJ SJ SJ 2H 2D AH AH KH KH 9H 5H 3H AD KD QD QD JD 10D 9D 6D 6D KC KC QC JC 10C 9C "
    "8C 7C 6C 5C 4C 3C"
)
LEADS = {
    "single": P("KS"),
    "pair": P("KS KS"),
    "tractor-4": P("10S 10S 9S 9S"),
    "tractor-6": P("5S 5S 4S 4S 3S 3S"),
    "throw-5": P("KS KS 10S 10S 3S"),
    "throw-8": P("KS KS 10S 10S 9S 9S 5S 3S"),
}
ILLEGAL = {
    "single": P("KC"),
    "pair": P("QS JS"),
    "tractor-4": P("QS QS 8S 7S"),
    "tractor-6": P("QS QS 8S 8S 7S 6S"),
    "throw-5": P("QS JS 8S 7S 6S"),
    "throw-8": P("QS QS JS 8S 7S 6S AS 3H"),
}


def _other_hands() -> dict[int, list[te.Card]]:
    """The 75 cards left after HAND_25 and the 8-card throw, dealt to three seats."""
    import random
    from collections import Counter

    left = Counter({c: 2 for c in te.ALL_CARDS}) - Counter(HAND_25) - Counter(LEADS["throw-8"])
    cards = list(left.elements())
    random.Random(7).shuffle(cards)
    return {seat: cards[(seat - 1) * 25 : seat * 25] for seat in (1, 2, 3)}


OTHERS_25 = _other_hands()
TRICK_4x4 = [P("10S 10S 9S 9S"), P("QS QS JS 8S"), P("3H 3H 4H 4H"), P("KS 7S 6S 5S")]

ILLEGAL_SINGLE_TARGET_US = 4
CLOCK = time.process_time_ns if "--cpu" in sys.argv else time.perf_counter_ns

TARGETS_US = {
    "classify_lead": 10,
    "check_follow": 15,
    "follow_options": 60,
    "trick_winner": 30,
    "check_throw": 40,
}


def _median_us(fn: Callable[[], object], number: int) -> float:
    fn()
    samples = []
    for _ in range(7):
        start = CLOCK()
        for _ in range(number):
            fn()
        samples.append((CLOCK() - start) / number / 1000)
    return statistics.median(samples)


def median_us(fn: Callable[[], object], number: int = 300) -> tuple[float, float]:
    """(warm, cold): with the engine's lead memo as a real caller meets it, and emptied first."""
    clear = _LEAD_MEMO.clear

    def cold() -> object:
        clear()
        return fn()

    return _median_us(fn, number), _median_us(cold, number) - _median_us(clear, number)


def main() -> None:
    rows: list[tuple[str, str, tuple[float, float], float]] = []

    def time_it(
        rules: te.RuleSet,
        position: str,
        question: Callable[..., object],
        *args: object,
        target: float | None = None,
    ) -> None:
        """Time ``question(*args, trump=TRUMP, rules=rules)`` and keep the row."""
        call = partial(question, *args, trump=TRUMP, rules=rules)
        goal = TARGETS_US[question.__name__] if target is None else target
        rows.append((question.__name__, f"{rules.name} {position}", median_us(call), goal))

    for rules in RULES.values():
        single, bad = LEADS["single"], ILLEGAL["single"]
        assert not te.check_follow(HAND_25, single, bad, trump=TRUMP, rules=rules).legal
        for form, convert in (("Cards", te.Cards), ("lists of Cards", list)):
            time_it(
                rules,
                f"25-card illegal single, {form}",
                te.check_follow,
                convert(HAND_25),
                convert(single),
                convert(bad),
                target=ILLEGAL_SINGLE_TARGET_US,
            )
        for lead_name, lead in LEADS.items():
            time_it(rules, lead_name, te.classify_lead, lead)
        for size, hand in (("25", HAND_25), ("33", HAND_33)):
            for lead_name, lead in LEADS.items():
                legal = te.follow_options(hand, lead, trump=TRUMP, rules=rules).example()
                illegal = ILLEGAL[lead_name]
                assert te.check_follow(hand, lead, legal, trump=TRUMP, rules=rules).legal
                assert not te.check_follow(hand, lead, illegal, trump=TRUMP, rules=rules).legal
                for verdict, play in (("legal", legal), ("illegal", illegal)):
                    time_it(
                        rules,
                        f"{size}-card {lead_name} {verdict}",
                        te.check_follow,
                        hand,
                        lead,
                        play,
                    )
                time_it(rules, f"{size}-card {lead_name}", te.follow_options, hand, lead)
        for lead_name in ("single", "tractor-4", "throw-8"):
            lead = LEADS[lead_name]
            short = f"33-card short suit (no spades) {lead_name}"
            time_it(rules, short, te.follow_options, NO_SPADES_33, lead)
            time_it(rules, short, te.check_follow, NO_SPADES_33, lead, NO_SPADES_33[-len(lead) :])
        time_it(rules, "four 4-card plays", te.trick_winner, TRICK_4x4)
        for lead_name in ("throw-5", "throw-8", "tractor-4"):
            time_it(
                rules,
                f"{lead_name} vs three 25-card hands",
                te.check_throw,
                LEADS[lead_name],
                OTHERS_25,
            )
    print(
        f"{'question':<15} {'position':<52} {'median µs':>10} {'cold µs':>8} {'target':>7} "
        f"{'ratio':>6} {'cold':>6}"
    )
    worst: dict[str, tuple[float, float]] = {}
    for question, position, (us, cold), target in rows:
        if target == TARGETS_US[question]:
            w = worst.get(question, (0.0, 0.0))
            worst[question] = (max(w[0], us), max(w[1], cold))
        print(
            f"{question:<15} {position:<52} {us:>10.1f} {cold:>8.1f} {target:>7} "
            f"{us / target:>6.2f} {cold / target:>6.2f}"
        )
    print()
    print("slowest line per question (ratio to target, <= 1.00 meets it);")
    print("cold = the lead memo emptied before every call (each lead classified afresh):")
    illegal = [(us, cold) for q, p, (us, cold), t in rows if t == ILLEGAL_SINGLE_TARGET_US]
    us, cold = max(u for u, _ in illegal), max(c for _, c in illegal)
    print(
        f"  {'illegal single':<15} {us:>7.1f} µs (cold {cold:>5.1f} µs)  target "
        f"{ILLEGAL_SINGLE_TARGET_US:>3} µs  ratio {us / ILLEGAL_SINGLE_TARGET_US:.2f} "
        f"(cold {cold / ILLEGAL_SINGLE_TARGET_US:.2f})"
    )
    for question, (us, cold) in worst.items():
        target = TARGETS_US[question]
        print(
            f"  {question:<15} {us:>7.1f} µs (cold {cold:>5.1f} µs)  target {target:>3} µs  "
            f"ratio {us / target:.2f} (cold {cold / target:.2f})"
        )


if __name__ == "__main__":
    main()
