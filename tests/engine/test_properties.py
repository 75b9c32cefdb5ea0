"""Property tests: the engine agrees with a brute-force oracle on thousands of random positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.card import ALL_CARDS
from tractor_engine.cards.trump import order_of

from .oracle import (
    beats_component,
    layout_shape,
    multisubsets,
    oracle_legal,
    oracle_options,
    oracle_winner,
)
from .positions import RULE_VARIANTS, random_position, random_tractor_position, random_trump

SEEDS = st.integers(min_value=0, max_value=2**40)
FAST = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _agree_with_oracle(pos):
    order = order_of(pos.trump, pos.rules)
    must, may, n_legal = oracle_options(pos.hand, pos.lead, order, pos.rules.tractor_follow)
    options = te.follow_options(pos.hand, pos.lead, trump=pos.trump, rules=pos.rules)
    assert n_legal > 0, pos
    assert Counter(options.must) == must, pos
    assert set(options.may) == may, pos
    assert options.count == len(pos.lead)
    example = options.example()
    assert oracle_legal(pos.hand, pos.lead, example, order, pos.rules.tractor_follow), pos
    may = set(options.may)
    for play in multisubsets(pos.hand, len(pos.lead)):
        verdict = te.check_follow(pos.hand, pos.lead, list(play), trump=pos.trump, rules=pos.rules)
        expected = oracle_legal(pos.hand, pos.lead, play, order, pos.rules.tractor_follow)
        assert verdict.legal == expected, (str(pos), te.format_cards(play), verdict.reason)
        assert verdict.reason.endswith("."), verdict.reason
        completes_must = not (Counter(options.must) - Counter(play)) and set(play) <= may
        if options.free and completes_must:
            assert expected, (str(pos), te.format_cards(play), "free options, illegal play")


@pytest.mark.slow  # 400 positions against the brute-force oracle: about 10 s
@FAST
@given(SEEDS)
def test_follow_options_and_check_follow_agree_with_the_oracle(seed):
    _agree_with_oracle(random_position(seed, max_hand=13))


@pytest.mark.slow  # 400 positions against the brute-force oracle: about 10 s
@FAST
@given(SEEDS)
def test_tractor_follows_agree_with_the_oracle(seed):
    _agree_with_oracle(random_tractor_position(seed, max_hand=13))


@FAST
@given(SEEDS)
def test_states_mark_must_may_cannot_as_the_contract_says(seed):
    pos = random_position(seed)
    options = te.follow_options(pos.hand, pos.lead, trump=pos.trump, rules=pos.rules)
    states = options.states()
    assert len(states) == len(pos.hand)
    assert Counter(c for c, s in zip(pos.hand, states, strict=True) if s == "must") == Counter(
        options.must
    )
    for card, state in zip(pos.hand, states, strict=True):
        if state == "cannot":
            assert card not in options.may or Counter(options.must)[card] == pos.hand.count(card)


@FAST
@given(SEEDS)
def test_layout_is_the_best_split(seed):
    pos = random_position(seed)
    lead = te.classify_lead(pos.lead, trump=pos.trump, rules=pos.rules)
    order = order_of(pos.trump, pos.rules)
    lengths, lone = layout_shape(pos.lead, order)
    assert lead.tractor_lengths == lengths, pos
    assert lead.pairs == sum(lengths) + lone, pos
    assert Counter(c for comp in lead.components for c in comp.cards) == Counter(pos.lead), pos
    expected_kind = (
        "single"
        if len(pos.lead) == 1
        else "pair"
        if len(pos.lead) == 2 and lone == 1
        else "tractor"
        if len(lengths) == 1 and 2 * lengths[0] == len(pos.lead)
        else "throw"
    )
    assert lead.kind == expected_kind, pos


def _random_plays(rng: random.Random, pos, order):
    """Plays for a trick: random legal follows from random hands, sometimes ruffs."""
    plays = [pos.lead]
    n = len(pos.lead)
    for hand in [pos.hand, *pos.others]:
        if len(hand) < n:
            continue
        options = te.follow_options(hand, pos.lead, trump=pos.trump, rules=pos.rules)
        candidates = [list(x) for x in multisubsets(hand, n)]
        rng.shuffle(candidates)
        for play in candidates[:40]:
            if te.check_follow(hand, pos.lead, play, trump=pos.trump, rules=pos.rules):
                plays.append(play)
                break
        else:
            plays.append(list(options.example()))
    return plays


@FAST
@given(SEEDS)
def test_trick_winner_agrees_with_the_oracle_and_never_breaks_the_shape(seed):
    pos = random_position(seed, max_hand=10)
    order = order_of(pos.trump, pos.rules)
    rng = random.Random(seed)
    plays = _random_plays(rng, pos, order)[: pos.rules.players]
    # Add a trump-only play of the lead's size (from the cards no play holds), to exercise
    # ruffs, when the rule set has a player left for it.
    deck = Counter({c: pos.rules.decks for c in ALL_CARDS})
    left = deck - Counter(c for play in plays for c in play)
    trumps = [c for c in left.elements() if order.is_trump(c)]
    if len(plays) == pos.rules.players:
        plays.pop()
    if len(trumps) >= len(pos.lead):
        plays.append(rng.sample(trumps, len(pos.lead)))
    result = te.trick_result(plays, trump=pos.trump, rules=pos.rules)
    assert result.winner == oracle_winner(plays, order), (str(pos), plays)
    assert result.plays[result.winner].matches
    assert te.trick_winner(plays, trump=pos.trump, rules=pos.rules) == result.winner


@FAST
@given(SEEDS)
def test_a_standing_throw_is_unbeatable_and_a_failing_one_is_beaten(seed):
    pos = random_position(seed, max_hand=20)
    order = order_of(pos.trump, pos.rules)
    check = te.check_throw(
        pos.lead,
        {1: pos.hand, 2: pos.others[0], 3: pos.others[1]},
        trump=pos.trump,
        rules=pos.rules,
    )
    lead = check.lead
    led = lead.group
    hands = [pos.hand, pos.others[0], pos.others[1]]
    beatable = [
        comp
        for comp in lead.components
        if lead.kind == "throw"
        and any(
            beats_component(
                comp.kind,
                comp.pairs,
                order.power[comp.top.id],
                [c for c in h if order.group[c.id] == led],
                order,
            )
            for h in hands
        )
    ]
    assert check.stands == (not beatable), pos
    if check.stands:
        assert Counter(check.forced) == Counter(pos.lead)
        assert check.penalty == 0
    else:
        smallest = min(len(c.cards) for c in beatable)
        assert len(check.forced) in (smallest, 1)
        assert not (Counter(check.forced) - Counter(pos.lead))
        if pos.rules.throw_penalty == "ten-per-card":
            assert check.penalty == 10 * (len(pos.lead) - len(check.forced))
        else:
            assert check.penalty == 0


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([str(c) for c in ALL_CARDS]), max_size=30))
def test_parse_and_format_round_trip(tokens):
    text = " ".join(tokens)
    cards = te.parse_cards(text)
    assert te.format_cards(cards) == text
    assert te.parse_cards(te.format_cards(cards)) == cards
    assert te.parse_cards([str(c) for c in cards]) == cards


@settings(max_examples=200, deadline=None)
@given(SEEDS)
def test_trump_order_is_total_within_groups(seed):
    rng = random.Random(seed)
    rules = rng.choice(RULE_VARIANTS)
    trump = random_trump(rng)
    order = order_of(trump, rules)
    trumps = [c for c in ALL_CARDS if order.is_trump(c)]
    # Jokers are the top two trumps, big above small.
    top = sorted(trumps, key=lambda c: -order.power[c.id])[:2]
    assert [str(c) for c in top] == ["BJ", "SJ"]
    # Equal power only among off-suit rank cards.
    by_power = Counter(order.power[c.id] for c in trumps)
    for card in trumps:
        if by_power[order.power[card.id]] > 1:
            assert card.rank == trump.rank and card.suit != trump.suit
    # Points: 100 per deck.
    assert sum(c.points for c in ALL_CARDS) * rules.decks == rules.total_points
