"""``tractor_follow="shorter-tractors"`` (rules §10.1): the worked example, T(k) and the
requirement lists the rules state, and where the value is accepted (§10.9)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import tractor_engine as te
from tractor_engine.errors import InputError
from tractor_engine.rulebook.follow_shapes import (
    Shape,
    layouts,
    lead_parts,
    requirement_list,
    tractor_steps,
)

SHORTER_4P = te.rules("tractor-4p", tractor_follow="shorter-tractors")
SHORTER_5P = te.rules("tractor-5p", tractor_follow="shorter-tractors")


def said(shapes: tuple[Shape, ...]) -> str:
    return " · ".join(map(str, shapes))


def legal_plays(hand: str, lead: str, trump: str, rules: te.RuleSet) -> set[tuple[str, ...]]:
    cards = te.Cards(hand)
    n = len(te.Cards(lead))
    found = set()
    for play in set(itertools.combinations(sorted(cards, key=lambda c: c.id), n)):
        if te.check_follow(cards, lead, list(play), trump=trump, rules=rules).legal:
            found.add(tuple(sorted(te.format_cards(play).split())))
    return found


def plays(*texts: str) -> set[tuple[str, ...]]:
    return {tuple(sorted(text.split())) for text in texts}


# --- the worked example of rules §10.1 ---------------------------------------------------------

LEAD = "7H 7H 6H 6H 5H 5H"
HAND = "9H 9H 10H 10H QH QH AH AH 3H"


@pytest.mark.parametrize("rules", [SHORTER_4P, SHORTER_5P])
def test_the_worked_example(rules: te.RuleSet) -> None:
    verdict = te.check_follow(HAND, LEAD, "9H 9H QH QH AH AH", trump="2S", rules=rules)
    assert not verdict.legal
    assert legal_plays(HAND, LEAD, "2S", rules) == plays(
        "10H 10H 9H 9H QH QH", "10H 10H 9H 9H AH AH"
    )
    options = te.follow_options(HAND, LEAD, trump="2S", rules=rules)
    assert Counter(options.must) == Counter(te.Cards("10H 10H 9H 9H"))
    assert set(options.may) == set(te.Cards("10H 9H QH AH"))
    assert not options.free
    assert options.states(te.Cards(HAND)) == ["must"] * 4 + ["may"] * 4 + ["cannot"]
    assert te.check_follow(HAND, LEAD, options.example(), trump="2S", rules=rules).legal


def test_the_worked_example_says_what_the_hand_must_give() -> None:
    verdict = te.check_follow(HAND, LEAD, "9H 9H QH QH AH AH", trump="2S", rules=SHORTER_4P)
    assert verdict.reason == (
        "You hold the 4-card tractor 10♥ 10♥ 9♥ 9♥ and the pairs A♥ A♥ and Q♥ Q♥: after a "
        "tractor of 6 cards, the 6 hearts played must include a tractor of 4 cards and 1 pair "
        "(the longest tractors the hand can give, then pairs); this play does not."
    )
    legal = te.check_follow(HAND, LEAD, "10H 10H 9H 9H AH AH", trump="2S", rules=SHORTER_4P)
    assert legal.reason == (
        "Legal: 6 hearts including a tractor of 4 cards and 1 pair, as close to the lead as "
        "your hearts can come."
    )
    options = te.follow_options(HAND, LEAD, trump="2S", rules=SHORTER_4P)
    assert options.reason == (
        "You hold 9 hearts, more than the 6 led: play 6 hearts with a tractor of 4 cards and 1 "
        "pair; 10♥ 10♥ 9♥ 9♥ are in every legal play."
    )


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p"])
def test_the_worked_example_play_is_legal_under_the_presets(preset: str) -> None:
    # pairs-suffice (tractor-4p) asks three pairs; must-tractor (tractor-5p) a 6-card tractor,
    # which the hand does not hold
    verdict = te.check_follow(HAND, LEAD, "9H 9H QH QH AH AH", trump="2S", rules=preset)
    assert verdict.legal, verdict.reason


# --- T(k) and the requirement lists -----------------------------------------------------------


def test_t_of_k_is_the_table_of_the_rules() -> None:
    assert said(tractor_steps(2)) == "2P · P+2s · 4s"
    assert said(tractor_steps(3)) == "t2+P · 3P · t2+2s · 2P+2s · P+4s · 6s"
    assert said(tractor_steps(4)) == (
        "t3+P · t2+t2 · t2+2P · 4P · t3+2s · t2+P+2s · 3P+2s · t2+4s · 2P+4s · P+6s · 8s"
    )


def test_t_of_k_lists_every_other_layout_once() -> None:
    for k in range(1, 9):
        steps = tractor_steps(k)
        assert len(set(steps)) == len(steps)
        assert all(s.size == 2 * k for s in steps)
        assert layouts(2 * k)[0] == (Shape((k,), 0, 0) if k >= 2 else Shape((), 1, 0))
        assert layouts(2 * k)[0] not in steps
        # as many as the partitions of p pairs into runs, summed over p = 0 .. k, minus one
        partitions = [1, 1, 2, 3, 5, 7, 11, 15, 22]
        assert len(steps) == sum(partitions[: k + 1]) - 1


def test_the_list_after_a_three_pair_tractor() -> None:
    t3 = Shape((3,), 0, 0)
    assert said(requirement_list([t3])) == "t3 · t2+P · 3P · t2+2s · 2P+2s · P+4s · 6s"


def test_the_list_after_a_three_pair_tractor_and_a_single() -> None:
    lead = te.classify_lead("7H 7H 6H 6H 5H 5H KH", trump="2S", rules=SHORTER_4P)
    parts = lead_parts(lead.components)
    assert parts == (Shape((), 0, 1), Shape((3,), 0, 0))  # fewest cards first
    assert said(requirement_list(parts)) == "t3+s · t2+P+s · 3P+s · t2+3s · 2P+3s · P+5s · 7s"


def test_the_unit_with_most_steps_left_gives_way_first_and_ties_keep_their_order() -> None:
    t2, pair = Shape((2,), 0, 0), Shape((), 1, 0)
    # two equal tractors take turns; a pair waits until the tractor has one step left
    assert said(requirement_list([t2, t2])) == ("t2+t2 · t2+2P · 4P · 3P+2s · 2P+4s · P+6s · 8s")
    assert said(requirement_list([pair, t2])) == "t2+P · 3P · 2P+2s · P+4s · 6s"


def test_shapes_are_values() -> None:
    shape = Shape((3, 2), 1, 2)
    assert eval(repr(shape), {"Shape": Shape}) == shape
    assert shape.size == 14 and shape.pair_count == 6 and str(shape) == "t3+t2+P+2s"
    assert layouts(1) == (Shape((), 0, 1),)
    with pytest.raises(InputError, match="tractors"):
        Shape((1,), 0, 0)
    with pytest.raises(InputError, match="not a shape"):
        Shape((2, 3), 0, 0)


# --- where the rule reads the requirement list, and where it does not --------------------------


def test_a_lead_without_a_tractor_is_followed_as_every_value_follows_it() -> None:
    hand, trump = "9H 9H 10H 3H 4H 5H", "2S"
    for lead in ("7H 7H", "7H 7H 5H", "KH"):
        for rules in ("tractor-4p", "tractor-5p"):
            shorter = te.rules(rules, tractor_follow="shorter-tractors")
            assert legal_plays(hand, lead + "", trump, shorter) == legal_plays(
                hand, lead, trump, rules
            )


def test_a_hand_with_no_more_of_the_group_than_led_plays_it_all() -> None:
    hand = "9H 9H QH 3S 4S 5S 6S"  # three hearts for a 4-card tractor: all of them and any one
    options = te.follow_options(hand, "7H 7H 6H 6H", trump="2S", rules=SHORTER_4P)
    assert Counter(options.must) == Counter(te.Cards("9H 9H QH"))
    assert options.free
    verdict = te.check_follow(hand, "7H 7H 6H 6H", "9H 9H 3S 4S", trump="2S", rules=SHORTER_4P)
    assert not verdict.legal and "QH" not in verdict.reason and "Q♥" in verdict.reason


def test_a_shorter_tractor_may_be_cut_from_a_longer_run() -> None:
    # after an 8-card tractor the hand's 6-card run K Q J is asked whole (t3+P: a pair too)
    hand = "KS KS QS QS JS JS 3S 3S 5S"
    lead = "9S 9S 8S 8S 7S 7S 6S 6S"
    assert legal_plays(hand, lead, "2H", SHORTER_4P) == plays("KS KS QS QS JS JS 3S 3S")
    # after a 4-card tractor, any two adjacent pairs of the run
    assert legal_plays(hand, "9S 9S 8S 8S", "2H", SHORTER_4P) == plays("KS KS QS QS", "QS QS JS JS")


def test_the_value_is_refused_under_single_deck_and_said_in_the_description() -> None:
    for value in ("lone-tractor", "shorter-tractors"):
        with pytest.raises(InputError, match="no pairs"):
            te.rules("single-deck", tractor_follow=value)
    assert te.rules("single-deck", tractor_follow="pairs-suffice").tractor_follow == (
        "pairs-suffice"
    )
    assert SHORTER_4P.describe_option("tractor_follow") == (
        "Following a tractor you cannot match needs the longest tractors you hold, then "
        "pairs, and after a throw the same for each of its parts."
    )
    assert SHORTER_4P.options() == {"tractor_follow": "shorter-tractors"}
