"""Following (rules §4), with the examples of docs/rules.md and the seeds, per preset and option."""

from __future__ import annotations

import pytest

import tractor_engine as te

R4, R5, R1 = te.rules("tractor-4p"), te.rules("tractor-5p"), te.rules("single-deck")
MUST = te.rules("tractor-4p", tractor_follow="must-tractor")
PAIRS = te.rules("tractor-5p", tractor_follow="pairs-suffice")


def legal(hand, lead, play, trump="2C", rules=R4):
    return te.check_follow(hand, lead, play, trump=trump, rules=rules).legal


def options(hand, lead, trump="2C", rules=R4):
    found = te.follow_options(hand, lead, trump=trump, rules=rules)
    return te.format_cards(found.must), te.format_cards(found.may)


def test_single_led_must_be_followed_in_its_suit_group():
    assert legal("9D 3S", "KD", "9D")
    verdict = te.check_follow("9D 3S", "KD", "3S", trump="2C", rules=R4)
    assert not verdict.legal
    assert verdict.reason == "You hold one diamond, 9♦, so it must be played."
    assert options("9D 3S", "KD") == ("9D", "9D")
    verdict = te.check_follow("9D 4D 3S", "KD", "3S", trump="2C", rules=R4)
    assert verdict.reason == "You hold diamonds, so a diamond must be played; 3♠ is not a diamond."
    assert options("9D 4D 3S", "KD") == ("", "9D 4D")
    # No diamond: anything, and trumps ruff.
    assert legal("3S 2C", "KD", "2C")
    assert "ruffs with trumps" in te.check_follow("3S 2C", "KD", "2C", trump="2C", rules=R4).reason


def test_trump_rank_cards_follow_trumps_not_their_suit():
    # Rank 2, clubs trump: 2D is a trump, so it does not follow a diamond lead.
    assert not legal("2D 9D", "KD", "2D")
    assert legal("2D 9S", "3C", "2D")


def test_pair_led_pair_else_two_of_the_suit_else_one_plus_any():
    lead = "KD KD"
    verdict = te.check_follow("9D 9D 3D 4S", lead, "9D 3D", trump="2C", rules=R4)
    assert verdict.reason == "You hold the pair 9♦ 9♦, so a pair of diamonds must be played."
    assert legal("9D 9D 3D 4S", lead, "9D 9D")
    assert options("9D 9D 3D 4S", lead) == ("9D 9D", "9D")
    assert legal("9D 3D 4S", lead, "9D 3D") and not legal("9D 3D 4S", lead, "9D 4S")
    assert legal("9D 4S 5S", lead, "9D 5S") and not legal("9D 4S 5S", lead, "4S 5S")
    assert legal("4S 5S", lead, "4S 5S")


def test_the_seed_example_aa_plus_two_singles_against_a_tractor_in_tractor_5p():
    # Seed 003: diamonds 3,4,5,A,A against a four-card tractor must play AA and two singles;
    # 3,4,5,A is illegal.
    hand, lead = "3D 4D 5D AD AD 9S", "7D 7D 8D 8D"
    for rules in (R5, R4):
        assert legal(hand, lead, "AD AD 3D 4D", rules=rules)
        assert not legal(hand, lead, "3D 4D 5D AD", rules=rules)
        assert options(hand, lead, rules=rules) == ("AD AD", "AD 5D 4D 3D")


def test_must_tractor_against_pairs_suffice():
    hand, lead = "7D 7D 8D 8D KD KD 3D 4D 9S", "9D 9D 10D 10D"
    # tractor-5p (must-tractor): the held tractor 8-7 must be played.
    verdict = te.check_follow(hand, lead, "KD KD 7D 7D", trump="2C", rules=R5)
    assert not verdict.legal
    assert verdict.reason == (
        "You hold the tractor 8♦ 8♦ 7♦ 7♦, so a 4-card tractor of diamonds must be played."
    )
    assert options(hand, lead, rules=R5) == ("8D 8D 7D 7D", "8D 7D")
    # tractor-4p (pairs-suffice): any two pairs, consecutive or not.
    assert legal(hand, lead, "KD KD 7D 7D", rules=R4)
    assert not legal(hand, lead, "KD KD 3D 4D", rules=R4)
    assert options(hand, lead, rules=R4) == ("", "KD 8D 7D")
    # The option flips each preset.
    assert not legal(hand, lead, "KD KD 7D 7D", rules=MUST)
    assert legal(hand, lead, "KD KD 7D 7D", rules=PAIRS)


def test_a_held_tractor_may_be_part_of_a_longer_one():
    hand, lead = "6D 6D 7D 7D 8D 8D KD", "9D 9D 10D 10D"
    assert legal(hand, lead, "8D 8D 7D 7D", rules=R5)
    assert legal(hand, lead, "7D 7D 6D 6D", rules=R5)
    assert not legal(hand, lead, "8D 8D 6D 6D", rules=R5)
    assert options(hand, lead, rules=R5) == ("7D 7D", "8D 7D 6D")


def test_fewer_cards_of_the_suit_than_led_are_all_played():
    hand, lead = "3D 4D 9S 9S KC", "7D 7D 8D 8D"
    assert legal(hand, lead, "3D 4D 9S 9S")
    verdict = te.check_follow(hand, lead, "3D 9S 9S KC", trump="2C", rules=R4)
    assert not verdict.legal and "4♦ is missing" in verdict.reason
    # Two of 9♠ 9♠ K♣ fill the play, so one 9♠ is in every legal play.
    assert options(hand, lead) == ("9S 4D 3D", "KC 9S 4D 3D")


def test_throw_led_match_its_layout():
    # Lead: a pair and two singles of spades; the follower must play a pair if held.
    hand, lead = "9S 9S 8S 7S 6S 3H", "AS AS KS QS"
    assert legal(hand, lead, "9S 9S 8S 7S", trump="2H")
    assert not legal(hand, lead, "9S 8S 7S 6S", trump="2H")
    # Seed 000: two pairs and a single led, two pairs and a single must follow if held.
    hand, lead = "9S 9S 7S 7S 5S 4S", "AS AS KS KS QS"
    assert legal(hand, lead, "9S 9S 7S 7S 5S", trump="2H")
    assert not legal(hand, lead, "9S 9S 7S 5S 4S", trump="2H")


def test_throws_with_two_tractors_under_must_tractor():
    lead = "AS AS KS KS 9S 9S 8S 8S"
    hand = "QS QS JS JS 6S 6S 5S 5S 3S 3S 2H"
    assert legal(hand, lead, "QS QS JS JS 6S 6S 5S 5S", trump="2H", rules=R5)
    assert not legal(hand, lead, "QS QS JS JS 6S 6S 3S 3S", trump="2H", rules=R5)
    assert legal(hand, lead, "QS QS JS JS 6S 6S 3S 3S", trump="2H", rules=R4)


def test_a_throw_with_a_tractor_is_followed_as_the_throw_led_bullet_and_precisely_agree():
    """rules §4: the "Throw led" bullet and the "Precisely" paragraph give one answer.

    Lead 10♠10♠ 9♠9♠ 3♠ (a 4-card tractor and a single); the follower holds Q♠Q♠ 8♠8♠ 7♠7♠ J♠
    and more spades than were led. Pairs: min(2 led, 3 held) = 2 in every rule set. Under
    must-tractor the play must also hold a 4-card tractor (8♠8♠ 7♠7♠, the one held); under
    pairs-suffice any two pairs do. The rest are other spades, since more are held.
    """
    hand, lead = "QS QS 8S 8S 7S 7S JS 3H", "10S 10S 9S 9S 3S"
    for rules in (MUST, R5):
        assert legal(hand, lead, "8S 8S 7S 7S JS", trump="2H", rules=rules)
        assert legal(hand, lead, "8S 8S 7S 7S QS", trump="2H", rules=rules)
        assert not legal(hand, lead, "QS QS 8S 8S JS", trump="2H", rules=rules)
        assert options(hand, lead, trump="2H", rules=rules)[0] == "8S 8S 7S 7S"
    for rules in (R4, PAIRS):
        assert legal(hand, lead, "QS QS 8S 8S JS", trump="2H", rules=rules)
        assert not legal(hand, lead, "QS 8S 7S JS 7S", trump="2H", rules=rules)  # one pair only
        assert not legal(hand, lead, "QS QS 8S 8S 3H", trump="2H", rules=rules)  # spades held
        assert options(hand, lead, trump="2H", rules=rules)[0] == ""


def test_single_deck_follows_by_suit_only():
    assert legal("9D 3D 4S", "KD AD", "9D 3D", rules=R1)
    assert not legal("9D 3D 4S", "KD AD", "9D 4S", rules=R1)


def test_wrong_counts_and_cards_not_held_are_illegal_verdicts():
    verdict = te.check_follow("9D 3D 4S", "KD", "9D 3D", trump="2C", rules=R4)
    assert not verdict.legal and verdict.reason.startswith("The lead has 1 card, so play 1")
    verdict = te.check_follow("9D 3D 4S", "KD", "QD", trump="2C", rules=R4)
    assert verdict.reason == "You do not hold Q♦."
    verdict = te.check_follow("9D 3D 4S 4S", "KD KD", "9D 9D", trump="2C", rules=R4)
    assert "only one 9♦" in verdict.reason


def test_legal_reasons_say_why():
    verdict = te.check_follow("9D 9D 3D 4S", "KD KD", "9D 9D", trump="2C", rules=R4)
    assert verdict.legal and verdict.reason == "Legal: the pair 9♦ 9♦ follows the led pair."
    verdict = te.check_follow("3S 4S", "KD KD", "3S 4S", trump="2C", rules=R4)
    assert verdict.reason == "Legal: you hold no diamonds, so any 2 cards may be played."


def test_follow_options_states_and_example():
    found = te.follow_options("3D 4D 5D AD AD 9S", "7D 7D 8D 8D", trump="2C", rules=R5)
    assert found.count == 4
    assert found.states() == ["may", "may", "may", "must", "must", "cannot"]
    example = found.example()
    assert te.check_follow("3D 4D 5D AD AD 9S", "7D 7D 8D 8D", example, trump="2C", rules=R5)


def test_follow_options_is_exact_and_fast_with_a_million_legal_plays():
    # a full hand of 25 cards (the most tractor-4p deals), no spade, an 8-card spade throw:
    # C(25, 8) = 1.08 million legal plays. (It had 33 cards, which no deal gives.)
    hand = "BJ SJ SJ 2H 2D AH AH KH KH 9H 5H 3H AD KD QD QD JD 10D 9D 6D 6D KC KC QC JC"
    found = te.follow_options(hand, "AS AS KS KS 10S 10S 9S 3S", trump="2H", rules=R4)
    assert found.must == () and len(found.may) == len(set(te.parse_cards(hand)))


@pytest.mark.parametrize("rules", [R4, R5, R1])
def test_a_hand_smaller_than_the_lead_is_refused(rules):
    with pytest.raises(ValueError, match="the hand holds 1 cards but the lead has 2"):
        te.check_follow("3S", "9D 10D", "3S", trump="2C", rules=rules)
