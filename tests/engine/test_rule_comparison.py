"""compare_rules: one position under two rule sets, every play compared exactly.

The oracle judges every combination of the lead's size from the hand with ``te.check_follow``
under each rule set; ``compare_rules`` judges only the plays that can be legal, so the two
must agree on every position.
"""

from __future__ import annotations

import pickle
import random

import pytest

import tractor_engine as te
from tests.engine.oracle import multisubsets
from tests.engine.positions import random_position, random_tractor_position
from tractor_engine.rulebook.options import Question, option_row

NAMESPACE = {name: getattr(te, name) for name in te.__all__}
R4 = te.rules("tractor-4p")
MUST = te.rules("tractor-4p", tractor_follow="must-tractor")


def flips(rules: te.RuleSet) -> list[te.RuleSet]:
    """The rule sets one position can be compared under against ``rules``: every option flipped
    one at a time, and the other presets with the same decks (their options as they come)."""
    found = []
    for name, choices in te.rulebook.rulesets.OPTION_CHOICES.items():
        if name == "players" or option_row(name).changes == {Question.TRICK_WINNER}:
            continue  # compare_rules does not judge tricks (throw_beating, ruff_layout)
        other = next(c for c in choices if c != getattr(rules, name))
        if option_row(name).refusal(rules.name, other):
            continue  # a choice this preset refuses (rules §10.9)
        found.append(rules.replace(**{name: other}))
    found += [te.rules(p) for p in te.PRESETS if te.rules(p).decks == rules.decks]
    return found


def key(play) -> tuple[int, ...]:
    return tuple(sorted(card.id for card in play))


def brute_force(hand, lead, trump, rules) -> set[tuple[int, ...]] | None:
    """Every distinct legal play by check_follow on every combination; None if not a lead."""
    try:
        te.classify_lead(lead, trump=trump, rules=rules)
    except te.IllegalPlay:
        return None
    return {
        key(play)
        for play in multisubsets(hand, len(lead))
        if te.check_follow(hand, lead, list(play), trump=trump, rules=rules).legal
    }


def test_compare_rules_agrees_with_a_brute_force_check_of_every_play_on_2000_positions():
    rng = random.Random(15)
    differing = tractor_differing = 0
    for seed in range(2000):
        make = random_tractor_position if seed % 3 == 0 else random_position
        pos = make(seed, max_hand=11)
        rules_a = pos.rules
        rules_b = rng.choice(flips(rules_a))
        if rng.random() < 0.5:
            rules_a, rules_b = rules_b, rules_a
        legal_a = brute_force(pos.hand, pos.lead, pos.trump, rules_a)
        legal_b = brute_force(pos.hand, pos.lead, pos.trump, rules_b)
        if legal_a is None or legal_b is None:
            with pytest.raises(te.IllegalPlay, match="is not a lead under"):
                te.compare_rules(
                    pos.hand, pos.lead, trump=pos.trump, rules_a=rules_a, rules_b=rules_b
                )
            continue
        found = te.compare_rules(
            pos.hand, pos.lead, trump=pos.trump, rules_a=rules_a, rules_b=rules_b
        )
        where = f"seed {seed}: {pos} against {rules_b.options()}"
        assert {key(p) for p in found.plays_a} == legal_a, where
        assert {key(p) for p in found.plays_b} == legal_b, where
        assert len(found.plays_a) == len(legal_a) and len(found.plays_b) == len(legal_b)
        assert {key(p) for p in found.plays_only_a} == legal_a - legal_b, where
        assert {key(p) for p in found.plays_only_b} == legal_b - legal_a, where
        assert found.follow_differs == (legal_a != legal_b), where
        differing += found.follow_differs
        tractor_differing += (
            found.follow_differs and rules_a.tractor_follow != rules_b.tractor_follow
        )
    # the positions exercise the difference, not only agreement
    assert differing > 100 and tractor_differing > 30, (differing, tractor_differing)


def test_the_throw_is_checked_under_each_rule_set_as_check_throw_does():
    rng = random.Random(7)
    differing = 0
    for seed in range(1000):
        pos = random_position(seed, max_hand=10)
        rules_a = pos.rules
        rules_b = rng.choice(flips(rules_a))
        others = {seat: hand for seat, hand in enumerate(pos.others, start=1)}
        try:
            found = te.compare_rules(
                pos.hand,
                pos.lead,
                trump=pos.trump,
                rules_a=rules_a,
                rules_b=rules_b,
                others=others,
            )
        except ValueError as exc:  # another number of players, or not a lead under one
            assert rules_a.players != rules_b.players or "is not a lead under" in str(exc)
            continue
        for check, rules in ((found.throw_a, rules_a), (found.throw_b, rules_b)):
            assert check == te.check_throw(pos.lead, others, trump=pos.trump, rules=rules)
        a, b = found.throw_a, found.throw_b
        expected = (a.stands, sorted(a.forced, key=id), a.penalty) != (
            b.stands,
            sorted(b.forced, key=id),
            b.penalty,
        )
        assert found.throw_differs == expected
        assert found.differs == (found.follow_differs or expected)
        differing += expected
    assert differing > 10


def test_the_issue_example_pairs_suffice_allows_a_play_must_tractor_refuses():
    hand, lead = "5H 5H 6H 6H 9H 9H 10H 10H", "JH JH QH QH"
    found = te.compare_rules(hand, lead, trump="2S", rules_a=R4, rules_b=MUST)
    assert found.differs and found.follow_differs and not found.throw_differs
    assert te.Cards("9H 9H 5H 5H") in found.plays_only_a and not found.plays_only_b
    assert set(found.plays_b) == {te.Cards("10H 10H 9H 9H"), te.Cards("6H 6H 5H 5H")}
    # the marks are the same, which is why comparing marks alone said the rules agree
    assert found.marks_a == found.marks_b == ("may",) * 8
    assert found.options_a == te.follow_options(hand, lead, trump="2S", rules=R4)
    assert found.options_b == te.follow_options(hand, lead, trump="2S", rules=MUST)
    assert found.reason.startswith("The option tractor_follow ('pairs-suffice' against")
    assert "9♥ 9♥ 5♥ 5♥ is legal only under tractor-4p" in found.reason
    a, b = found.verdicts("5H 5H 9H 9H")
    assert a.legal and not b.legal and b.rules == MUST


def test_a_comparison_is_a_value_carrying_both_rule_sets_and_the_trump():
    found = te.compare_rules(
        "5H 5H 6H 6H 9H 9H 10H 10H", "JH JH QH QH", trump="2S", rules_a=R4, rules_b=MUST
    )
    assert (found.rules_a, found.rules_b, found.trump) == (R4, MUST, te.Trump("2", "S"))
    assert repr(found) == (
        "compare_rules(Cards('5H 5H 6H 6H 9H 9H 10H 10H'), Cards('JH JH QH QH'), trump='2S', "
        "rules_a='tractor-4p', rules_b=rules('tractor-4p', tractor_follow='must-tractor'))"
    )
    again = eval(repr(found), dict(NAMESPACE))
    assert again == found and hash(again) == hash(found) and again.plays_only_a
    assert pickle.loads(pickle.dumps(found)) == found
    with pytest.raises(AttributeError):
        found.hand = te.Cards("3S")  # type: ignore[misc]
    thrown = te.compare_rules(
        "3S 4S 5S 6S 7S",
        "KH KH AH AH 3H",
        trump="2S",
        rules_a=R4,
        rules_b=R4.replace(throw_penalty="none"),
        others={1: "QH QH", 2: "3D", 3: "4C"},
    )
    assert eval(repr(thrown), dict(NAMESPACE)) == thrown and "others={1: Cards('QH QH')" in repr(
        thrown
    )
    assert found != thrown and len({found, thrown, again}) == 2
    # a classified Lead gives its cards; a list of other hands seats them 1, 2, 3
    lead = te.classify_lead("JH JH QH QH", trump="2S", rules=R4)
    hand = "5H 5H 6H 6H 9H 9H 10H 10H"
    assert te.compare_rules(hand, lead, trump="2S", rules_a=R4, rules_b=MUST) == found
    listed = te.compare_rules(
        "3S 4S 5S 6S 7S",
        "KH KH AH AH 3H",
        trump="2S",
        rules_a=R4,
        rules_b=R4.replace(throw_penalty="none"),
        others=["QH QH", "3D", "4C"],
    )
    assert listed == thrown


def test_a_throw_that_costs_points_under_one_rule_set_only_names_the_penalty_option():
    found = te.compare_rules(
        "3S 4S 5S 6S 7S",
        "KH KH AH AH 3H",
        trump="2S",
        rules_a=R4,
        rules_b=R4.replace(throw_penalty="none"),
        others={1: "QH QH", 2: "3D", 3: "4C"},
    )
    assert found.throw_differs and not found.follow_differs and found.differs
    assert (found.throw_a.penalty, found.throw_b.penalty) == (40, 0)
    assert found.throw_a.forced == found.throw_b.forced == te.Cards("3H")
    assert found.reason.startswith("The option throw_penalty ('ten-per-card' against 'none')")


def test_a_lead_that_is_a_tractor_under_one_rule_set_and_a_throw_under_the_other():
    ace = R4.replace(ace_connects_to_rank=True)
    found = te.compare_rules(
        "KH KH QH QH 3S 4S JH JH",
        "2S 2S AH AH",
        trump="2H",
        rules_a=R4,
        rules_b=ace,
        others={1: "2D 2D 3H", 2: "KH", 3: "BJ BJ"},
    )
    assert (found.lead_a.kind, found.lead_b.kind) == ("throw", "tractor")
    assert not found.throw_a.stands and found.throw_b.stands
    assert "ace_connects_to_rank (False against True)" in found.reason


def test_rule_sets_that_agree_say_so():
    found = te.compare_rules(
        "5H 5H 6H 6H 9H 9H 10H 10H", "JH QH", trump="2S", rules_a=R4, rules_b=MUST
    )
    assert not found.differs and not found.plays_only_a and not found.plays_only_b
    assert found.plays_a == found.plays_b and len(found.plays_a) == 10
    assert "agree here" in found.reason


def test_rule_sets_one_position_cannot_show_are_refused_naming_both():
    with pytest.raises(ValueError, match=r"tractor-4p and single-deck cannot be compared.*decks"):
        te.compare_rules("3S 4S", "5S", trump="2H", rules_a=R4, rules_b="single-deck")
    with pytest.raises(ValueError, match=r"tractor-4p and tractor-5p .* other hands.*4 players"):
        te.compare_rules(
            "3S 4S", "5S", trump="2H", rules_a=R4, rules_b="tractor-5p", others=["6S", "7S"]
        )
    # without other hands the number of players shows nowhere: 4p against 5p is a fair question
    assert not te.compare_rules("3S 4S", "5S", trump="2H", rules_a=R4, rules_b="tractor-5p").differs
    with pytest.raises(te.IllegalPlay, match=r"not a lead under tractor-5p: A lead must"):
        te.compare_rules("3S 4S", "5S 6S", trump="5NT", rules_a=R4, rules_b="tractor-5p")
    with pytest.raises(te.CardError, match="the hand"):
        te.compare_rules("3S 4X", "5S", trump="2H", rules_a=R4, rules_b=MUST)
    with pytest.raises(ValueError, match="the hand holds 1 cards but the lead has 2"):
        te.compare_rules("3S", "5S 5S", trump="2H", rules_a=R4, rules_b=MUST)
    with pytest.raises(ValueError, match="unknown rule set"):
        te.compare_rules("3S", "5S", trump="2H", rules_a=R4, rules_b="tractor-6p")
