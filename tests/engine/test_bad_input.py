"""Bad input gets a clear error that names the bad part, never a traceback from deep inside."""

from __future__ import annotations

import re

import pytest

import tractor_engine as te


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("7X", '"7X" is not a card: unknown suit "X"'),
        ("1H", '"1H" is not a card: unknown rank "1"'),
        ("11H", '"11H" is not a card: unknown rank "11"'),
        ("7", '"7" is not a card: a card is a rank and a suit'),
        ("♥10", '"♥10" is not a card: write the rank before the suit'),
        ("3D 4D zz 5D", '"zz" is not a card: unknown suit "z"'),
        ("JK", '"JK" is not a card: unknown suit "K"'),
    ],
)
def test_malformed_cards_name_the_bad_token(text, message):
    with pytest.raises(te.CardError, match=re.escape(message)):
        te.parse_cards(text)


def test_card_errors_are_value_errors_and_name_the_argument():
    assert issubclass(te.CardError, ValueError)
    with pytest.raises(te.CardError, match=r'^the hand: "9X" is not a card'):
        te.check_follow("9X", "3S", "9X", trump="2H", rules="tractor-4p")
    with pytest.raises(te.CardError, match=r"^the play: "):
        te.check_follow("9S", "3S", "9Q", trump="2H", rules="tractor-4p")
    with pytest.raises(te.CardError, match="12 is not a card"):
        te.parse_cards(["3S", 12])
    with pytest.raises(te.CardError, match="one card per list item"):
        te.parse_cards(["3S 4S"])
    with pytest.raises(te.CardError, match="not a list of cards"):
        te.parse_cards(7)


def test_more_copies_than_the_decks_hold_are_refused():
    with pytest.raises(te.CardError, match="9♦ appears 3 times in the hand and the lead"):
        te.check_follow("9D 9D 3S", "9D", "9D", trump="2H", rules="tractor-4p")
    with pytest.raises(te.CardError, match="appears 2 times in the cards, but single-deck"):
        te.combos("9D 9D", trump="2H", rules="single-deck")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: te.rules("tractor-6p"), "unknown rule set 'tractor-6p': the presets are"),
        (lambda: te.rules("tractor-4p", trow_penalty="none"), "unknown option 'trow_penalty'"),
        (lambda: te.rules("tractor-4p", tractor_follow="always"), "tractor_follow='always'"),
        (lambda: te.rules("tractor-4p", ace_connects_to_rank=1), "ace_connects_to_rank=1"),
        (lambda: te.rules("tractor-4p", players=5), "only single-deck takes players=4"),
        (lambda: te.Trump("1", "H"), "'1' is not a trump rank"),
        (lambda: te.Trump("2", "X"), "'X' is not a trump suit"),
        (lambda: te.cards.trump.as_trump("2"), '"2" is not a trump'),
        (lambda: te.cards.trump.as_trump("ZH"), '"ZH" is not a trump'),
        (lambda: te.classify_lead("3S", trump="2H", rules=4), "rules=4 is not a rule set"),
        (lambda: te.classify_lead("", trump="2H", rules="tractor-4p"), "at least one card"),
        (lambda: te.kitty_multiplier(0, rules="tractor-4p"), "at least one card"),
        (lambda: te.advance_level("1", 1), "'1' is not a level"),
        (lambda: te.next_starter(4, "declarers", rules="tractor-4p"), "a seat from 0 to 3"),
        (lambda: te.next_starter(0, "friends", rules="tractor-4p"), 'side must be "declarers"'),
    ],
)
def test_bad_arguments_are_refused_with_a_reason(call, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        call()


def test_unknown_options_list_the_known_ones():
    with pytest.raises(ValueError) as err:
        te.rules("tractor-5p", colour="red")
    for name in (
        "no_trump_keeps_rank_trumps",
        "tractor_follow",
        "throw_penalty",
        "kitty_multiplier",
        "ace_connects_to_rank",
    ):
        assert name in str(err.value)


def test_the_engine_never_changes_its_inputs():
    hand = list(te.parse_cards("9D 9D 3D 4S"))
    lead = list(te.parse_cards("KD KD"))
    before = (list(hand), list(lead))
    te.follow_options(hand, lead, trump="2C", rules="tractor-4p")
    te.check_follow(hand, lead, "9D 3D", trump="2C", rules="tractor-4p")
    te.check_throw(lead, [hand], trump="2C", rules="tractor-4p")
    assert (hand, lead) == before
    # A memoized lead does not share the caller's list.
    classified = te.classify_lead(lead, trump="2C", rules="tractor-4p")
    lead.append(te.Card("3S"))
    assert te.format_cards(classified.cards) == "KD KD"
