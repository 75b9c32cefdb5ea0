"""rbtying/shengji's tests of throws that fail and of the trick units that set its kitty
multiplier, restated: each position and expected answer comes from the rb test named, asked of
this engine under the values of rules §10.6-§10.8 that play rb's rules
(``failed_throw_lead="first-opponent"``, ``throw_penalty="ten-per-attempt"``,
``kitty_multiplier="twice-largest-unit"`` for rb's ``KittyPenalty::Times`` and
``"power-of-largest-unit"`` for ``KittyPenalty::Power``).

Source: rbtying/shengji at 71f8d43, ``mechanics/src/trick.rs`` (tests module). rb's tests deal
from more decks than two (three or four copies of a card in one hand); where a hand holds more
copies than two decks have, the cards outside the led suit group are replaced by low clubs,
which cannot change whether a throw stands; where rb's P3 holds A♠A♠ beside a lead holding A♠
(three copies), it holds one A♠ here, which cannot beat the led A♠ either. rb's ``TRUMP``
there is rank 4, spades. rb's ``failed_throw_size`` is the number of cards taken back; its
``largest_trick_unit_size`` is the size of the largest unit of the lead (after a failed throw,
of the part led instead), from which ``play_phase.rs`` ``finish_trick`` computes ``2 * size``
(Times) and ``2 ** size`` (Power). ``core/src/game_state/play_phase.rs`` has no tests of its
own on penalties or the kitty, so its formulas are asked here on rb's trick tests.
"""

from __future__ import annotations

import pytest

import tractor_engine as te

RB = te.rules(
    "tractor-4p",
    failed_throw_lead="first-opponent",
    throw_penalty="ten-per-attempt",
)

#: (rb test, trump, P1's lead, the other hands P2, P3, P4 as seats 1, 2, 3,
#:  cards taken back (rb failed_throw_size), rb largest_trick_unit_size)
CASES = [
    (
        "test_play_throw_trick_failure",
        "4S",
        "8H 8H 7H 2H",
        # rb: P2 H_2 S_2 S_2 S_2, P3 S_2 S_2 S_3 S_4, P4 S_4 S_4 S_4 H_3
        {1: "2H 3C 3C 5C", 2: "6C 7C 3S 4S", 3: "8C 8C 9C 3H"},
        3,
        1,
    ),
    (
        "test_play_throw_trick",
        "4S",
        "8H 8H 7H 2H",
        # rb: P2 H_2 S_2 S_2 S_2, P3 S_2 S_2 S_3 S_4, P4 S_4 S_4 S_4 S_4
        {1: "2H 3C 3C 5C", 2: "6C 7C 3S 4S", 3: "8C 8C 9C 9C"},
        0,
        2,
    ),
    (
        "test_play_throw_tractor_extra_cards",
        "4S",
        "QS QS KS KS AS",
        # rb: P2 S_2 S_3 S_3 S_5 H_3, P3 S_A S_A H_3 H_3 H_3, P4 H_3 x5
        {1: "2S 3S 3S 5S 3H", 2: "AS 3H 5C 5C 9C", 3: "6C 6C 7C 7C 8C"},
        0,
        4,
    ),
    (
        "test_play_throw_tractor_with_other_tractor_in_game",
        "4H",
        "QS QS KS KS AS",
        # rb: P2 H_2 H_2 H_3 H_A H_3, P3 S_A S_A S_3 S_3 S_3, P4 S_3 x5
        {1: "2H 2H 3H AH 3H", 2: "AS 3S 3S 5C 9C", 3: "6C 6C 7C 7C 8C"},
        0,
        4,
    ),
    (
        "test_throw_of_trump_rank_in_trump",
        "4S",
        "4H 4S",
        # rb: P2 D_4 S_2, P3 S_3 S_3, P4 S_3 S_3
        {1: "4D 2S", 2: "3S 3S", 3: "5C 5C"},
        0,
        1,
    ),
    (
        "test_trump_throw_single_cards",
        "5D",
        "AC KC",
        # rb: P2 C_5 D_A, P3 SJ S_5, P4 S_Q D_A
        {1: "5C AD", 2: "SJ 5S", 3: "QS AD"},
        0,
        1,
    ),
    ("test_play_pairs_trick", "4S", "2S 2S", {1: "2H 3S 4S", 2: "5S 5S", 3: "3S 4S 6C"}, 0, 2),
    (
        "test_play_tractor_trick",
        "4S",
        "2S 2S 3S 3S",
        {1: "6S 6S 7S 7S 4S", 2: "5S 5S 4S", 3: "6C 6C 7C"},
        0,
        4,
    ),
]


@pytest.mark.parametrize(
    ("name", "trump", "lead", "others", "taken_back", "largest"),
    CASES,
    ids=[case[0] for case in CASES],
)
def test_rbtying_throws_and_kitty_units(
    name: str, trump: str, lead: str, others: dict[int, str], taken_back: int, largest: int
) -> None:
    check = te.check_throw(lead, others, trump=trump, rules=RB)
    assert len(te.Cards(lead)) - len(check.forced) == taken_back, name
    assert check.stands == (taken_back == 0), name
    # ThrowPenalty::TenPointsPerAttempt: 10 when failed_throw_size > 0
    assert check.penalty == (10 if taken_back else 0), name
    led = check.forced
    for value, times in (
        ("twice-largest-unit", 2 * largest),
        ("power-of-largest-unit", 2**largest),
    ):
        rules = RB.replace(kitty_multiplier=value)
        assert te.kitty_multiplier(led, rules=rules, trump=trump) == times, (name, value)


def test_play_throw_trick_failure_leads_the_two_of_hearts() -> None:
    """rb ``test_play_throw_trick_failure``: the forced unit is H_2 (failed_throw_size 3, largest
    unit 1): P2 and P3 cannot beat a part, P4's 3♥ beats the 2♥. Under the §3 default the same
    part is led, at 30 points."""
    others = CASES[0][3]
    check = te.check_throw("8H 8H 7H 2H", others, trump="4S", rules=RB)
    assert check.forced == te.Cards("2H")
    assert "is seat 3, who can beat only the single 2♥, with 3♥" in check.reason
    default = te.check_throw("8H 8H 7H 2H", others, trump="4S", rules="tractor-4p")
    assert default.forced == te.Cards("2H") and default.penalty == 30
