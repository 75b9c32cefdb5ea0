"""The follow house rules of rules §10.1-§10.3 against the brute-force oracle, on seeded random
positions: ``tractor_follow="lone-tractor"``, ``pair_follow="suit-only"`` and
``tractor_min_pairs=3``.

Each position of ``positions.py`` (plain and tractor-rich, single-deck left out: it refuses
these values) is asked again under its rule set with the value set. For the follow, the
engine's verdict on every play the hand can make, its must and may cards and its example play
are compared with the oracle's; under ``tractor_min_pairs=3`` also the lead's layout, whether
a throw stands and who wins a trick.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

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
from .positions import Position, random_position, random_tractor_position

#: The house values, each as the options set on a position's own rule set.
VALUES = {
    "lone-tractor": {"tractor_follow": "lone-tractor"},
    "suit-only": {"pair_follow": "suit-only"},
    "min-3": {"tractor_min_pairs": 3},
}
POSITIONS = 2000  # positions per value (the "Done when" of the task)
QUICK = 120  # positions per value in the fast run


def positions_with(options: dict[str, object], count: int, start: int = 0):
    """``count`` positions with pairs (two of three plain, one tractor-rich), their rule set
    given ``options``."""
    made = 0
    seed = start
    while made < count:
        make = random_tractor_position if seed % 3 == 0 else random_position
        pos = make(seed, max_hand=11)
        seed += 1
        if not pos.rules.has_pairs:
            continue
        made += 1
        yield Position(pos.rules.replace(**options), pos.trump, pos.hand, pos.lead, pos.others)


def agree_on_follows(pos: Position) -> tuple[int, int]:
    """Engine and oracle agree on every play of the position; (plays judged, legal ones)."""
    rules = pos.rules
    order = order_of(pos.trump, rules)
    tractor_follow, pair_follow = rules.tractor_follow, rules.pair_follow
    must, may, n_legal = oracle_options(pos.hand, pos.lead, order, tractor_follow, pair_follow)
    options = te.follow_options(pos.hand, pos.lead, trump=pos.trump, rules=rules)
    assert n_legal > 0, str(pos)
    assert Counter(options.must) == must, str(pos)
    assert set(options.may) == may, str(pos)
    example = options.example()
    assert oracle_legal(pos.hand, pos.lead, example, order, tractor_follow, pair_follow)
    judged = 0
    for play in multisubsets(pos.hand, len(pos.lead)):
        verdict = te.check_follow(pos.hand, pos.lead, list(play), trump=pos.trump, rules=rules)
        expected = oracle_legal(pos.hand, pos.lead, play, order, tractor_follow, pair_follow)
        assert verdict.legal == expected, (str(pos), te.format_cards(play), verdict.reason)
        assert verdict.reason.endswith("."), verdict.reason
        judged += 1
    return judged, n_legal


def agree_on_layout_throw_and_trick(pos: Position, rng: random.Random) -> None:
    """Under ``tractor_min_pairs=3``: the lead's layout, whether it stands and who wins."""
    rules = pos.rules
    order = order_of(pos.trump, rules)
    lead = te.classify_lead(pos.lead, trump=pos.trump, rules=rules)
    lengths, lone = layout_shape(pos.lead, order)
    assert lead.tractor_lengths == lengths and all(k >= 3 for k in lengths), str(pos)
    assert lead.pairs == sum(lengths) + lone, str(pos)
    one_tractor = len(lengths) == 1 and 2 * lengths[0] == len(pos.lead)
    assert (lead.kind == "tractor") == one_tractor, str(pos)
    hands = [pos.hand, *pos.others][: rules.players - 1]
    check = te.check_throw(pos.lead, dict(enumerate(hands, start=1)), trump=pos.trump, rules=rules)
    beaten = lead.kind == "throw" and any(
        beats_component(
            part.kind,
            part.pairs,
            order.power[part.top.id],
            [c for c in hand if order.group[c.id] == lead.group],
            order,
        )
        for part in lead.components
        for hand in hands
    )
    assert check.stands == (not beaten), str(pos)
    n = len(pos.lead)
    plays = [list(pos.lead)]
    for hand in hands:
        if len(hand) >= n:
            plays.append(rng.sample(hand, n))
    left = Counter({c: rules.decks for c in ALL_CARDS}) - Counter(c for p in plays for c in p)
    trumps = [c for c in left.elements() if order.is_trump(c)]
    if len(plays) < rules.players and len(trumps) >= n:
        plays.append(rng.sample(trumps, n))
    winner = te.trick_winner(plays, trump=pos.trump, rules=rules)
    assert winner == oracle_winner(plays, order), (str(pos), plays)


def run(value: str, count: int) -> tuple[int, int]:
    judged = legal = 0
    rng = random.Random(value)
    for pos in positions_with(VALUES[value], count):
        j, k = agree_on_follows(pos)
        judged += j
        legal += k
        if value == "min-3":
            agree_on_layout_throw_and_trick(pos, rng)
    return judged, legal


@pytest.mark.parametrize("value", list(VALUES))
def test_the_house_follow_values_agree_with_the_oracle_quickly(value: str) -> None:
    judged, legal = run(value, QUICK)
    assert 0 < legal < judged  # some plays are refused, some allowed


@pytest.mark.slow  # 2,000 positions per value, every play of each against the oracle
@pytest.mark.parametrize("value", list(VALUES))
def test_the_house_follow_values_agree_with_the_oracle_on_2000_positions(value: str) -> None:
    judged, legal = run(value, POSITIONS)
    assert 0 < legal < judged


def test_the_positions_exercise_each_value() -> None:
    """Each value changes some of the positions the tests ask (else agreement proves little)."""
    changed = Counter()
    for value, options in VALUES.items():
        for pos in positions_with(options, QUICK):
            order = order_of(pos.trump, pos.rules)
            base = pos.rules.replace(**{k: te.rules(pos.rules.name).__dict__[k] for k in options})
            if base == pos.rules:  # the preset's own value: compare with the other choice
                continue
            base_order = order_of(pos.trump, base)
            for play in multisubsets(pos.hand, len(pos.lead)):
                a = oracle_legal(
                    pos.hand, pos.lead, play, order, pos.rules.tractor_follow, pos.rules.pair_follow
                )
                b = oracle_legal(
                    pos.hand, pos.lead, play, base_order, base.tractor_follow, base.pair_follow
                )
                if a != b:
                    changed[value] += 1
                    break
    assert all(changed[v] >= 5 for v in VALUES), changed
