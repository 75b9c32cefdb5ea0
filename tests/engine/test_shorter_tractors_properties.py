"""``tractor_follow="shorter-tractors"`` against its brute-force oracle (``oracle_shorter``) on
random positions: every verdict, ``follow_options``' must / may / free and its example play.
Also the observation of rules §10.1: a play legal under shorter-tractors against one it is
checked on under must-tractor."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.trump import order_of

from .oracle import layout_shape, multisubsets, oracle_legal
from .oracle_shorter import shorter_legal, shorter_options
from .positions import Position, _pick_lead, deck, random_trump

SHORTER = [
    te.rules(preset, tractor_follow="shorter-tractors", ace_connects_to_rank=ace)
    for preset in ("tractor-4p", "tractor-5p")
    for ace in (False, True)
]


def shorter_position(seed: int, *, max_hand: int = 12) -> Position:
    """A random position under shorter-tractors: mostly tractor leads and throws holding
    tractors (some singles, pairs and other throws), in a trump or plain group, against a
    hand rich in pairs and runs of the led group."""
    rng = random.Random(seed)
    rules = rng.choice(SHORTER)
    trump = random_trump(rng)
    order = order_of(trump, rules)
    cards = deck(rules)
    rng.shuffle(cards)
    groups = Counter(order.group[c.id] for c in cards)
    led_group = rng.choice(sorted(g for g, k in groups.items() if k >= 12))
    in_group = [c for c in cards if order.group[c.id] == led_group]
    kinds = ["tractor", "tractor", "structured-throw", "structured-throw", "throw", "pair"]
    lead = None
    while not lead or len(lead) > 10:
        lead = _pick_lead(rng, in_group, order, rng.choice(kinds))
    rest = Counter(cards) - Counter(lead)
    doubled = sorted(
        (c for c, k in rest.items() if k >= 2 and order.group[c.id] == led_group),
        key=lambda c: order.power[c.id],
    )
    hand: list[te.Card] = []
    for _ in range(rng.randint(1, 3)):  # a few runs of pairs, of random lengths
        if doubled:
            start = rng.randrange(len(doubled))
            hand += [c for c in doubled[start : start + rng.randint(1, 4)] for _ in (0, 1)]
    hand = list((Counter(hand) & rest).elements())[:max_hand]
    loose = [c for c in (rest - Counter(hand)).elements() if order.group[c.id] == led_group]
    rng.shuffle(loose)
    # mostly more cards of the led group than led, so that the rule has a shape to ask
    wanted = len(lead) + rng.randint(1, 3) if rng.random() < 0.85 else rng.randint(0, len(lead))
    hand += loose[: max(rng.randint(0, 2), wanted - len(hand))]
    size = max(len(lead), min(max_hand, len(hand) + rng.randint(0, 3)))
    fill = list((rest - Counter(hand)).elements())
    rng.shuffle(fill)
    hand += fill[: max(0, size - len(hand))]
    rng.shuffle(hand)
    return Position(rules, trump, hand[: max(size, len(lead))], lead, [])


def agree(pos: Position) -> tuple[int, int]:
    """Engine and oracle agree on every play of the position; returns (plays legal under
    shorter-tractors, those of them illegal under must-tractor)."""
    order = order_of(pos.trump, pos.rules)
    must, may, legal = shorter_options(pos.hand, pos.lead, order)
    options = te.follow_options(pos.hand, pos.lead, trump=pos.trump, rules=pos.rules)
    assert Counter(options.must) == must, pos
    assert set(options.may) == may, pos
    assert shorter_legal(pos.hand, pos.lead, list(options.example()), order), pos
    # the comparison enumerates only plays with enough pairs: it must find every legal one
    compared = te.compare_rules(
        pos.hand, pos.lead, trump=pos.trump, rules_a=pos.rules, rules_b=pos.rules
    )
    assert {tuple(sorted(p, key=lambda c: c.id)) for p in compared.plays_a} == set(legal), pos
    judge = te.check_follow
    wider = 0
    for play in multisubsets(pos.hand, len(pos.lead)):
        verdict = judge(pos.hand, pos.lead, list(play), trump=pos.trump, rules=pos.rules)
        expected = play in legal
        assert verdict.legal == expected, (str(pos), te.format_cards(play), verdict.reason)
        assert verdict.reason.endswith("."), verdict.reason
        if options.free and not (Counter(options.must) - Counter(play)) and set(play) <= may:
            assert expected, (str(pos), te.format_cards(play), "free options, illegal play")
        if expected and not oracle_legal(pos.hand, pos.lead, play, order, "must-tractor"):
            wider += 1
    return len(legal), wider


FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.integers(min_value=0, max_value=2**40))
def test_engine_agrees_with_the_oracle(seed: int) -> None:
    agree(shorter_position(seed))


@pytest.mark.slow  # 2,000 positions against the brute-force oracle
def test_engine_agrees_with_the_oracle_on_2000_positions() -> None:
    checked = tractor_leads = trump_leads = 0
    for seed in range(2000):
        pos = shorter_position(seed)
        order = order_of(pos.trump, pos.rules)
        agree(pos)
        checked += 1
        tractor_leads += bool(layout_shape(pos.lead, order)[0])
        trump_leads += order.group[pos.lead[0].id] == "T"
    assert checked == 2000
    assert tractor_leads >= 1200 and trump_leads >= 300, (tractor_leads, trump_leads)


def test_every_play_legal_under_shorter_tractors_is_legal_under_must_tractor_on_2_deck_leads():
    """Rules §10.1's observation, checked on the fast tier's positions: it holds for every
    lead with at most one tractor; ``test_the_observation_fails_for_two_tractors`` shows a
    lead with two tractors where it does not."""
    counted = 0
    for seed in range(300):
        pos = shorter_position(seed)
        order = order_of(pos.trump, pos.rules)
        if len(layout_shape(pos.lead, order)[0]) > 1:
            continue
        legal, wider = agree(pos)
        counted += legal
        assert not wider, pos
    assert counted > 1000


def test_the_observation_fails_for_two_tractors() -> None:
    # lead: the 6-card tractor K♥K♥ Q♥Q♥ J♥J♥ and the 4-card tractor 9♥9♥ 8♥8♥ (trump 2♠);
    # the hand holds five pairs, no two adjacent (3♥ 5♥ 7♥ 10♥ A♥), and the single 4♥
    rules = te.rules("tractor-4p", tractor_follow="shorter-tractors")
    must = te.rules("tractor-4p", tractor_follow="must-tractor")
    lead = "KH KH QH QH JH JH 9H 9H 8H 8H"
    hand = "3H 3H 5H 5H 7H 7H 10H 10H AH AH 4H"
    play = "3H 3H 5H 5H 7H 7H 10H 10H 4H AH"  # four pairs and two singles
    assert te.check_follow(hand, lead, play, trump="2S", rules=rules).legal
    verdict = te.check_follow(hand, lead, play, trump="2S", rules=must)
    assert not verdict.legal, verdict.reason
    order = order_of(te.Trump("2", "S"), rules)
    assert shorter_legal(te.Cards(hand), te.Cards(lead), te.Cards(play), order)
    # the comparison finds it, though it holds fewer pairs than min(pairs led, pairs held)
    compared = te.compare_rules(hand, lead, trump="2S", rules_a=rules, rules_b=must)
    assert order.sorted(te.Cards(play)) in [order.sorted(p) for p in compared.plays_only_a]
