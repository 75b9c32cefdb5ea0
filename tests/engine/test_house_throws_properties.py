"""The failed-throw values of rules §10.6 and §10.7 and the kitty values of §10.8 against a
brute-force reading (``oracle_throws``), on random positions.

- ``failed_throw_lead`` = ``first-opponent`` and ``lowest-top``: 2,000 random throws that fail,
  each against 3 or 4 other hands given as a ``{seat: hand}`` mapping in a shuffled order (the
  engine reads it round the table from the seat after the leader; the oracle is given the
  hands in that order), under each ``throw_penalty``.
- ``kitty_multiplier`` = ``twice-largest-unit``, ``power-of-largest-unit``, ``by-shape``: 2,000
  random last leads each, against a direct reading of their best layouts.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of

from .oracle_throws import answers, largest_part_sizes, powers_of
from .positions import _pick_lead, deck, random_trump

THROWS = 2000
LEADS = 2000
PENALTIES = ("ten-per-card", "ten-per-attempt", "none")


def random_failing_throw(rng: random.Random, rules: te.RuleSet):
    """A trump, a throw, the leader's seat and the other hands (seat: hand), the throw likely
    to fail: the other hands are rich in the led suit group."""
    trump = random_trump(rng)
    order = order_of(trump, rules)
    cards = deck(rules)
    rng.shuffle(cards)
    group = rng.choice(sorted({order.group[c.id] for c in cards}))
    in_group = [c for c in cards if order.group[c.id] == group]
    lead = _pick_lead(rng, in_group, order, rng.choice(["throw", "structured-throw"]))
    if not lead or len(lead) < 2:
        return None
    rest = list((Counter(cards) - Counter(lead)).elements())
    rng.shuffle(rest)
    leader = rng.randrange(rules.players)
    others = {}
    for seat in range(rules.players):
        if seat == leader:
            continue
        suited = [c for c in rest if order.group[c.id] == group]
        counts = Counter(suited)
        doubled = [c for c, k in counts.items() if k >= 2]
        rng.shuffle(doubled)
        suited = [c for c in doubled for _ in (0, 1)] + [c for c in suited if counts[c] < 2]
        hand = suited[: rng.randint(0, 6)]
        left = list((Counter(rest) - Counter(hand)).elements())
        rng.shuffle(left)
        hand += left[: rng.randint(0, 4)]
        others[seat] = hand
        rest = list((Counter(rest) - Counter(hand)).elements())
    return trump, lead, leader, others


@pytest.mark.slow
@pytest.mark.parametrize("rule", ["first-opponent", "lowest-top"])
def test_the_forced_lead_agrees_with_the_oracle(rule: str) -> None:
    rng = random.Random(f"failed throws {rule}")
    checked = first_not_all = 0
    tries = 0
    while checked < THROWS:
        tries += 1
        assert tries < 40 * THROWS, "too few failing throws generated"
        preset = rng.choice(["tractor-4p", "tractor-5p"])
        penalty = rng.choice(PENALTIES)
        rules = te.rules(preset, failed_throw_lead=rule, throw_penalty=penalty)
        made = random_failing_throw(rng, rules)
        if made is None:
            continue
        trump, lead, leader, others = made
        order = order_of(trump, rules)
        in_play = [others[(leader + k) % rules.players] for k in range(1, rules.players)]
        expected = answers(lead, in_play, order, rule, penalty)
        if not all(fails for fails, _, _ in expected):
            continue
        shuffled = list(others.items())
        rng.shuffle(shuffled)
        check = te.check_throw(lead, dict(shuffled), trump=trump, rules=rules)
        got = (not check.stands, powers_of(check.forced, order), check.penalty)
        assert got in expected, (rule, rules.options(), str(trump), lead, leader, others)
        assert Counter(check.forced) <= Counter(lead)
        if rule == "first-opponent":
            # where the first player who can beat a part cannot beat the part the §3 rule picks
            default = answers(lead, in_play, order, "beaten-component", penalty)
            first_not_all += got not in default
        checked += 1
    if rule == "first-opponent":
        assert first_not_all > 0, "no throw where the first player's choice differs"


@pytest.mark.slow
@pytest.mark.parametrize("value", ["twice-largest-unit", "power-of-largest-unit", "by-shape"])
def test_the_kitty_multiplier_reads_the_largest_part(value: str) -> None:
    rng = random.Random(f"kitty {value}")
    seen = Counter()
    for _ in range(LEADS):
        preset = rng.choice(["tractor-4p", "tractor-5p", "single-deck"])
        rules = te.rules(preset, kitty_multiplier=value)
        trump = random_trump(rng)
        order = order_of(trump, rules)
        cards = deck(rules)
        rng.shuffle(cards)
        group = rng.choice(sorted({order.group[c.id] for c in cards}))
        in_group = [c for c in cards if order.group[c.id] == group]
        kind = rng.choice(["single", "pair", "tractor", "throw", "structured-throw"])
        lead = _pick_lead(rng, in_group, order, kind) or in_group[:1]
        lead = lead[: rules.hand_size]
        got = te.kitty_multiplier(lead, rules=rules, trump=trump)
        readings = largest_part_sizes(lead, order)
        if value == "twice-largest-unit":
            expected = {2 * size for size, _ in readings}
        elif value == "power-of-largest-unit":
            expected = {2**size for size, _ in readings}
        else:
            expected = {{"tractor": 8, "pair": 4, "single": 2}[shape] for _, shape in readings}
        assert expected == {got}, (value, preset, str(trump), lead)
        if not rules.has_pairs:
            assert got == 2  # rules §10.8: one deck, a largest part of one card
        seen[got] += 1
    assert len(seen) >= 3, seen
