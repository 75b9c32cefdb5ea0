"""The engine and a brute-force oracle (``oracle_tricks.py``) agree on who takes a trick from a
throw under each value of ``throw_beating`` (rules §10.4), with ``ruff_layout`` split and exact
(§10.5): random throws, plain and trump, against ruffs, double ruffs, plays in the led suit
group and random cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.rulebook.trick import trick_winner_trusted

from .oracle_tricks import house_winner
from .positions import _pick_lead, deck, random_trump

VALUES = ("leading-part", "every-part", "highest-card", "part-by-part")
TRICKS = 2000  # random throw tricks per value, each judged under split and exact


def _rule_set(rng: random.Random, value: str, exact: bool) -> te.RuleSet:
    preset = rng.choice(["tractor-4p", "tractor-5p", "tractor-4p", "tractor-5p", "single-deck"])
    options = {
        "throw_beating": value,
        "ace_connects_to_rank": rng.random() < 0.3,
        "no_trump_keeps_rank_trumps": rng.random() < 0.5,
    }
    if exact and preset != "single-deck":
        options["ruff_layout"] = "exact"
    return te.rules(preset, **options)


def _shaped(rng: random.Random, pool: list[te.Card], lead: te.Lead, order) -> list[te.Card] | None:
    """Cards of ``pool`` (one suit group) split into the lead's layout, chosen at random, or
    None when the pool cannot give it."""
    counts = Counter(pool)
    taken: list[te.Card] = []
    for part in lead.components:
        values = [c for c, k in counts.items() if k >= 2]
        if part.kind == "single":
            if not counts:
                return None
            card = rng.choice(list(counts.elements()))
            taken.append(card)
            counts[card] -= 1
            counts += Counter()
            continue
        if part.kind == "pair":
            if not values:
                return None
            card = rng.choice(values)
            taken += [card, card]
            counts[card] -= 2
            counts += Counter()
            continue
        by_power: dict[int, list[te.Card]] = {}
        for c in values:
            by_power.setdefault(order.power[c.id], []).append(c)
        k = part.pairs
        starts = [p for p in by_power if all(p + j in by_power for j in range(k))]
        if not starts:
            return None
        start = rng.choice(starts)
        for j in range(k):
            card = rng.choice(by_power[start + j])
            taken += [card, card]
            counts[card] -= 2
        counts += Counter()
    return taken


def random_trick(seed: int, value: str, exact: bool):
    """A rule set, a trump and the plays of a trick led by a throw."""
    rng = random.Random(seed)
    while True:
        rules = _rule_set(rng, value, exact)
        trump = random_trump(rng)
        order = order_of(trump, rules)
        cards = deck(rules)
        rng.shuffle(cards)
        groups = sorted({order.group[c.id] for c in cards})
        led = "T" if rng.random() < 0.25 else rng.choice(groups)
        in_group = [c for c in cards if order.group[c.id] == led]
        kind = rng.choice(["structured-throw", "structured-throw", "throw"])
        if rules.has_pairs:
            picked = _pick_lead(rng, in_group, order, kind)
        else:  # one deck: a throw of singles (``_pick_lead`` needs pairs for a throw)
            picked = rng.sample(in_group, rng.randint(2, min(5, len(in_group))))
        if not picked:
            continue
        lead = te.classify_lead(picked, trump=trump, rules=rules)
        if lead.kind != "throw":
            continue
        break
    left = Counter(cards) - Counter(lead.cards)
    plays = [list(lead.cards)]
    for _ in range(rules.players - 1):
        pool = list(left.elements())
        trumps = [c for c in pool if order.group[c.id] == "T"]
        suited = [c for c in pool if order.group[c.id] == led]
        pick = rng.random()
        play = None
        if pick < 0.45 and led != "T":
            play = _shaped(rng, trumps, lead, order)  # a ruff (or an attempt at one)
        elif pick < 0.75:
            play = _shaped(rng, suited, lead, order)
        elif pick < 0.9:
            source = trumps if rng.random() < 0.5 and len(trumps) >= lead.size else suited
            if len(source) >= lead.size:
                play = rng.sample(source, lead.size)
        if play is None:
            play = rng.sample(pool, lead.size)
        plays.append(play)
        left -= Counter(play)
    return rules, trump, order, plays


@pytest.mark.slow  # 2,000 tricks per value and layout rule against the brute force: ~15 s
@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize("value", VALUES)
def test_the_engine_agrees_with_the_oracle_on_random_throws(value: str, exact: bool) -> None:
    seen = Counter()
    for seed in range(TRICKS):
        rules, trump, order, plays = random_trick(seed, value, exact)
        expected, matches = house_winner(plays, order, value, rules.ruff_layout == "exact")
        result = te.trick_result(plays, trump=trump, rules=rules)
        assert result.winner == expected, (seed, str(trump), rules.options(), plays)
        assert [p.matches for p in result.plays] == matches, (seed, plays)
        assert result.reason.endswith(".") and all(p.note for p in result.plays)
        assert te.trick_winner(plays, trump=trump, rules=rules) == expected
        parsed = [te.parse_cards(p) for p in plays]
        assert trick_winner_trusted(parsed, result.lead) == expected
        ruffs = sum(p.matches and p.ruff for p in result.plays)
        seen["double ruff" if ruffs >= 2 else "ruff" if ruffs else "no ruff"] += 1
        seen["trump lead" if result.lead.group == "T" else "plain lead"] += 1
        seen["one deck" if not rules.has_pairs else rules.ruff_layout] += 1
        seen["taken" if result.winner else "kept"] += 1
    # the random tricks met every case the rules name
    assert min(seen.values()) >= 100, seen
    cases = {"double ruff", "ruff", "no ruff", "trump lead", "plain lead", "taken", "kept"}
    assert cases | {"one deck", "exact" if exact else "split"} <= set(seen), seen


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(VALUES), st.booleans())
def test_hypothesis_tricks_agree_with_the_oracle(seed: int, value: str, exact: bool) -> None:
    rules, trump, order, plays = random_trick(seed, value, exact)
    expected, matches = house_winner(plays, order, value, rules.ruff_layout == "exact")
    result = te.trick_result(plays, trump=trump, rules=rules)
    assert (result.winner, [p.matches for p in result.plays]) == (expected, matches)
