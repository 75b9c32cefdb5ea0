"""Layouts and the tractor helpers (rules §2, §3 "Precisely") at their edges: three copies,
no tractor lengths, runs of one, and a component's text, so that their branches are covered
and a one-token change in engine/rulebook/layout.py fails a test."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.rulebook.layout import (
    best_tractor_score,
    has_run,
    layout,
    optimal_tractor_usages,
    runs,
)

ORDER = order_of(te.as_trump("2H"), te.rules("tractor-4p"))


def test_a_third_copy_is_a_single_beside_the_pair_it_leaves():
    parts = layout(list(te.parse_cards("3S 3S 3S 4S 4S 5S")), ORDER)
    assert [(p.kind, str(p), p.describe(), p.size, len(p)) for p in parts] == [
        ("tractor", "4S 4S 3S 3S", "the 4-card tractor 4♠ 4♠ 3♠ 3♠", 4, 4),
        ("single", "5S", "the single 5♠", 1, 1),
        ("single", "3S", "the single 3♠", 1, 1),
    ]


def test_a_component_shows_its_cards_and_says_what_it_is():
    pair = layout(list(te.parse_cards("3S 3S")), ORDER)[0]
    assert str(pair) == "3S 3S" and pair.describe() == "the pair 3♠ 3♠"
    assert te.Card("3S") in pair and te.Card("4S") not in pair
    html = pair._repr_html_()
    assert 'data-cards="3S 3S"' in html and "the pair 3♠ 3♠" in html


def test_runs_and_tractor_helpers_at_their_edges():
    assert runs([5, 4, 2, 1, 7]) == [(7, 7), (4, 5), (1, 2)]
    assert runs([]) == []
    assert best_tractor_score({1: 1, 2: 1}, []) == ()
    assert best_tractor_score({1: 1, 2: 1}, [2]) == (1,)
    assert best_tractor_score({1: 1, 3: 1}, [2]) == (0,)
    assert not has_run([], 1) and has_run([3], 1) and has_run([3], 0)
    assert not has_run([3, 5], 2) and has_run([5, 3, 4], 3) and not has_run([1, 2, 4, 5], 3)


def test_a_component_built_by_hand_must_have_the_shape_its_kind_says():
    nine = te.Card("9S")
    words = (
        "is not a component: a single is one card (pairs=0), a pair two equal cards (pairs=1), "
        "a tractor 2 or more pairs (pairs=k, 2k cards), highest first, with top its first card"
    )
    for kind, cards, pairs in [
        (0, "9S", 0),  # a kind that is not a word
        ("single", "9S 9S", 1),  # a single is one card
        ("pair", "9S 9S 8S 8S", 2),  # a pair is one pair
    ]:
        with pytest.raises(ValueError) as err:
            te.Component(kind, cards, nine, pairs)
        assert str(err.value) == (
            f"Component(kind={kind!r}, cards=Cards({cards!r}), top=Card('9S'), "
            f"pairs={pairs}) {words}"
        )
    assert te.Component("single", "9S", nine, 0).describe() == "the single 9♠"
    assert te.Component("pair", "9S 9S", nine, 1).describe() == "the pair 9♠ 9♠"


MUST_TRACTOR = te.rules("tractor-4p", tractor_follow="must-tractor")


def test_longer_led_tractors_are_matched_first():
    # rules §4 "Precisely", must-tractor: the play matches as many of the led tractors as the
    # hand can, longer led tractors counting first. 10-9-8-7 holds the 6-card tractor or the
    # 4-card one but not both, so the 6-card one must be played.
    lead = "KS KS QS QS JS JS 4S 4S 3S 3S"
    hand = "10S 10S 9S 9S 8S 8S 7S 7S AS AS 5S 5S 3D"

    def verdict(play):
        return te.check_follow(hand, lead, play, trump="2H", rules=MUST_TRACTOR)

    assert verdict("10S 10S 9S 9S 8S 8S AS AS 5S 5S").legal
    assert verdict("10S 10S 9S 9S 8S 8S 7S 7S AS AS").legal
    short = verdict("10S 10S 9S 9S 7S 7S AS AS 5S 5S")
    assert not short.legal
    assert short.reason == (
        "The lead holds tractors of 6 and 4 cards, and your spades can match 1 of them "
        "(9♠ 9♠ 8♠ 8♠ 7♠ 7♠), longer ones first, so the play must match 1 of 6 cards; it "
        "matches 1 of 4 cards."
    )


def test_two_held_tractors_may_share_the_off_suit_rank_power():
    # with the trump suit's ace next to the off-suit rank pairs, 2♥2♥ 2♠2♠ and 2♦2♦ A♥A♥ are two
    # disjoint 4-card tractors, both using a pair at the off-suit rank's power: every legal
    # play holds all four pairs
    ruleset = te.rules("tractor-5p", ace_connects_to_rank=True)
    hand = "2H 2H 2S 2S 2D 2D AH AH 9H 9H KH 5C 6C"
    lead = "BJ BJ SJ SJ 4H 4H 3H 3H"
    options = te.follow_options(hand, lead, trump="2H", rules=ruleset)
    assert str(options.must) == "2H 2H 2S 2S 2D 2D AH AH"
    assert str(options.may) == "2H 2S 2D AH" and not options.free
    assert options.reason == (
        "You hold 11 trumps, more than the 8 led: play 8 trumps with at least 4 pairs and "
        "tractors matching 2 of the led tractors; 2♥ 2♥ 2♠ 2♠ 2♦ 2♦ A♥ A♥ are in every legal "
        "play."
    )
    assert str(options.example()) == "2H 2H 2S 2S 2D 2D AH AH"
    wrong = te.check_follow(hand, lead, "2H 2H 2S 2S AH AH 9H 9H", trump="2H", rules=ruleset)
    assert not wrong.legal
    assert wrong.reason == (
        "The lead holds tractors of 4 and 4 cards, and your trumps can match 2 of them "
        "(2♥ 2♥ 2♠ 2♠ 2♦ 2♦ A♥ A♥), so the play must match as many; it matches 1."
    )


def test_optimal_tractor_usages_give_the_best_score_and_every_optimal_placement():
    # three consecutive pairs hold a 4-card tractor two ways
    assert optimal_tractor_usages({5: 1, 6: 1, 7: 1}, [2]) == (
        (1,),
        [{5: 1, 6: 1}, {6: 1, 7: 1}],
    )
    assert optimal_tractor_usages({5: 1, 7: 1}, [2]) == ((0,), [{}])
    assert optimal_tractor_usages({5: 1, 6: 1}, []) == ((), [{}])
    # five consecutive pairs hold two 4-card tractors three ways
    assert optimal_tractor_usages({5: 1, 6: 1, 7: 1, 8: 1, 9: 1}, [2, 2]) == (
        (2,),
        [
            {5: 1, 6: 1, 7: 1, 8: 1},
            {5: 1, 6: 1, 8: 1, 9: 1},
            {6: 1, 7: 1, 8: 1, 9: 1},
        ],
    )


def test_the_single_and_the_pair_of_a_card_value_are_made_once():
    # layout.py keeps one single and one pair component per card value (its memos)
    first = layout(list(te.parse_cards("7S 7S 5S")), ORDER)
    again = layout(list(te.parse_cards("7S 7S 6S")), ORDER)
    assert first[0] is again[0] and first[0].describe() == "the pair 7♠ 7♠"
    assert layout(list(te.parse_cards("5S")), ORDER)[0] is first[1]


def test_pairs_of_one_power_are_laid_out_together_highest_first():
    # 2♠ 2♠ and 2♦ 2♦ share the off-suit rank's power (rules §1): one is found in a second
    # pass, and the pairs still come from high to low (rules §3 "Precisely")
    parts = layout(list(te.parse_cards("5H 5H 2S 2S 2D 2D")), ORDER)
    assert [p.describe() for p in parts] == [
        "the pair 2♠ 2♠",
        "the pair 2♦ 2♦",
        "the pair 5♥ 5♥",
    ]


def test_tractors_of_one_length_come_highest_first():
    parts = layout(list(te.parse_cards("8S 8S 9S 9S KS KS AS AS 3S")), ORDER)
    assert [p.describe() for p in parts] == [
        "the 4-card tractor A♠ A♠ K♠ K♠",
        "the 4-card tractor 9♠ 9♠ 8♠ 8♠",
        "the single 3♠",
    ]
