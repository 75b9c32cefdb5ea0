"""Pairs, tractors, leads and throws (rules §2 and §3, and the seeds' examples)."""

from __future__ import annotations

import pytest

import tractor_engine as te

R4, R5, R1 = te.rules("tractor-4p"), te.rules("tractor-5p"), te.rules("single-deck")


def tractors(cards, trump, rules):
    found = te.combos(cards, trump=trump, rules=rules)
    return [te.format_cards(t.cards) for t in found.tractors]


def kind(cards, trump="2H", rules=R4):
    return te.classify_lead(cards, trump=trump, rules=rules).kind


def test_a_pair_is_two_identical_cards_and_mixed_jokers_are_not_a_pair():
    assert kind("9D 9D") == "pair"
    assert kind("BJ BJ") == "pair"
    assert kind("SJ SJ") == "pair"
    assert kind("BJ SJ") == "throw"  # two trump singles
    assert kind("2S 2D") == "throw"  # equal off-suit rank cards, not identical


def test_rank_skipping_tractors_from_rules_and_seed_003():
    # Rank 2: 33-44-55 is a six-card tractor; rank 3: 22-44 is consecutive.
    assert kind("3S 3S 4S 4S 5S 5S", trump="2H") == "tractor"
    assert kind("2S 2S 4S 4S", trump="3H") == "tractor"
    assert kind("2S 2S 4S 4S", trump="5H") == "throw"


def test_special_trump_adjacency_rank_3_clubs_trump():
    # 33(clubs)+33(diamonds), 33(clubs)+SJ SJ and SJ SJ+BJ BJ are tractors.
    for rules in (R4, R5):
        assert kind("3C 3C 3D 3D", "3C", rules) == "tractor"
        assert kind("3C 3C SJ SJ", "3C", rules) == "tractor"
        assert kind("SJ SJ BJ BJ", "3C", rules) == "tractor"
        assert kind("3D 3D 3C 3C SJ SJ BJ BJ", "3C", rules) == "tractor"
        # Off-suit rank pairs are equal and do not connect; the trump ace does not connect.
        assert kind("3D 3D 3S 3S", "3C", rules) == "throw"
        assert kind("AC AC 3D 3D", "3C", rules) == "throw"
        assert kind("KC KC AC AC", "3C", rules) == "tractor"


def test_ace_connects_to_rank_option_lets_the_trump_ace_meet_an_off_suit_rank_pair():
    rules = te.rules("tractor-4p", ace_connects_to_rank=True)
    assert kind("AC AC 3D 3D", "3C", rules) == "tractor"
    assert kind("KC KC AC AC 3D 3D 3C 3C", "3C", rules) == "tractor"
    # Still no connection between two off-suit rank pairs.
    assert kind("3D 3D 3S 3S", "3C", rules) == "throw"


def test_no_trump_adjacency_for_each_reading():
    # tractor-5p keeps rank trumps in no trump: a rank pair connects straight to small jokers.
    assert kind("3D 3D SJ SJ", "3NT", R5) == "tractor"
    assert kind("3D 3D 3S 3S", "3NT", R5) == "throw"
    # tractor-4p: only the jokers are trumps; 3s are plain cards of their suits.
    assert kind("SJ SJ BJ BJ", "3NT", R4) == "tractor"
    assert kind("2D 2D 3D 3D 4D 4D", "3NT", R4) == "tractor"
    with pytest.raises(te.IllegalPlay):
        te.classify_lead("3D 3D SJ SJ", trump="3NT", rules=R4)


def test_combos_lists_pairs_and_maximal_tractors_with_reasons():
    found = te.combos("3C 3C 3D 3D 3S 3S SJ SJ BJ BJ AC AC 7H", trump="3C", rules=R5)
    assert sorted(tractors(found.cards, "3C", R5)) == [
        "BJ BJ SJ SJ 3C 3C 3D 3D",
        "BJ BJ SJ SJ 3C 3C 3S 3S",
    ]
    assert len(found.pairs) == 6
    reasons = " ".join(t.reason for t in found.tractors)
    assert "an off-suit rank pair and the trump-suit rank pair are adjacent" in reasons
    assert "small jokers and big jokers are adjacent" in reasons
    notes = " ".join(found.notes)
    assert "do not connect to each other" in notes
    assert "the trump suit's highest plain card, A♣, does not connect" in notes
    skip = te.combos("7D 7D 9D 9D", trump="8S", rules=R4)
    assert "the trump rank 8 is skipped" in skip.tractors[0].reason


@pytest.mark.parametrize("connects", [False, True])
def test_with_rank_a_the_kings_meet_the_rank_pairs_and_no_reason_calls_them_aces(connects):
    """rules §2: the trump suit's highest plain card is its K when the rank is A."""
    rules = te.rules("tractor-4p", ace_connects_to_rank=connects)
    found = te.combos("KH KH AS AS", trump="AH", rules=rules)
    text = str(found)
    assert "the trump suit's highest plain card, K♥ (the aces are the trump rank)" in text
    assert "ace" not in text.replace("aces are the trump rank", "").replace("ace_connects", "")
    assert len(found.tractors) == (1 if connects else 0)
    lead = te.classify_lead("KH KH AS AS", trump="AH", rules=rules)
    assert lead.kind == ("tractor" if connects else "throw")
    assert "ace" not in rules.describe().replace("ace_connects", "").replace("its A,", "")


def test_one_deck_has_no_pairs_and_refuses_duplicates():
    assert kind("9D 10D JD", rules=R1) == "throw"
    assert te.combos("9D 10D JD", trump="2H", rules=R1).pairs == ()
    with pytest.raises(te.CardError, match="only once"):
        te.classify_lead("9D 9D", trump="2H", rules=R1)


def test_layout_makes_tractors_longest_then_pairs():
    lead = te.classify_lead("AS AS KS KS QS 10S 10S 9S 9S 8S 8S", trump="2H", rules=R4)
    assert [c.kind for c in lead.components] == ["tractor", "tractor", "single"]
    assert [c.pairs for c in lead.components] == [3, 2, 0]
    assert lead.tractor_lengths == (3, 2) and lead.pairs == 5
    assert te.format_cards(lead.components[0].cards) == "10S 10S 9S 9S 8S 8S"


def test_a_lead_must_be_one_suit_group():
    with pytest.raises(te.IllegalPlay, match="one suit group") as err:
        te.classify_lead("9S 3H", trump="2H", rules=R4)
    assert "9♠ is a spade and 3♥ is a trump" in err.value.reason
    # The off-suit trump-rank card is a trump, not a spade.
    assert te.classify_lead("2S 3H", trump="2H", rules=R4).group == "T"


# --- Throws -----------------------------------------------------------------------------------


def check(lead, others, trump="2H", rules=R4):
    return te.check_throw(lead, others, trump=trump, rules=rules)


def test_a_lone_pair_is_never_a_throw_and_always_stands():
    result = check("QS QS", {1: "AS KS"})
    assert result.stands and result.penalty == 0
    assert "never" not in result.reason or "always stands" in result.reason


def test_a_throw_stands_when_no_part_can_be_beaten():
    result = check("AS AS KS", {1: "QS QS JS", 2: "3C", 3: "2S 2S"})
    assert result.stands and te.format_cards(result.forced) == "AS AS KS"
    # Equal is not higher: another KS does not beat the thrown KS.
    assert check("AS KS", {1: "KS QS"}).stands


def test_a_failed_throw_in_tractor_4p_leads_the_beaten_part_with_a_penalty():
    result = check("AH AH 3H", {1: "9D", 3: "4H"}, trump="5S", rules=R4)
    assert not result.stands
    assert te.format_cards(result.forced) == "3H"
    assert result.penalty == 20
    assert result.reason.startswith(
        "The throw fails: the 3♥ can be beaten by the 4♥ held by seat 3"
    )
    assert "lead 3♥ instead" in result.reason and "costs 20 points" in result.reason


def test_the_failing_part_is_the_smallest_then_the_lowest():
    # Both the pair QS QS and the single JS can be beaten: the single (fewest cards) is led.
    result = check("AS QS QS JS", {1: "KS KS"}, rules=R4)
    assert te.format_cards(result.forced) == "JS" and result.penalty == 30
    # Two beaten singles: the lower one.
    result = check("AS JS 9S", {1: "KS 10S"}, rules=R4)
    assert te.format_cards(result.forced) == "9S"
    # Only the pair can be beaten: tractor-4p leads the pair.
    result = check("AS QS QS", {2: "KS KS"}, rules=R4)
    assert te.format_cards(result.forced) == "QS QS" and result.penalty == 10


def test_a_failed_throw_in_tractor_5p_leads_the_lowest_card_without_penalty():
    result = check("AS 10S 10S 9S 9S", {1: "QS QS JS JS"}, rules=R5)
    assert not result.stands
    assert te.format_cards(result.forced) == "9S"
    assert result.penalty == 0


def test_throw_options_can_be_flipped():
    rules = te.rules(
        "tractor-5p", throw_penalty="ten-per-card", failed_throw_lead="beaten-component"
    )
    result = check("AS 10S 10S 9S 9S", {1: "QS QS JS JS"}, rules=rules)
    assert te.format_cards(result.forced) == "10S 10S 9S 9S" and result.penalty == 10


def test_a_tractor_part_is_beaten_only_by_a_higher_tractor_of_its_length():
    assert check("AS 9S 9S 8S 8S", {1: "KS KS QS QS"}, rules=R4).stands is False
    assert check("AS 9S 9S 8S 8S", {1: "KS KS JS JS"}, rules=R4).stands  # not a tractor
    # A longer tractor contains a higher tractor of the length.
    assert not check("AS 9S 9S 8S 8S", {1: "KS KS QS QS JS JS"}, rules=R4).stands


def test_reasons_name_a_seat_or_a_hand_number():
    assert "held by hand 2" in check("AS KS", ["3C", "AS"]).reason
