"""Each question names the part of its input that is not cards (``CardError``'s first words),
so that a one-token change in the name a function gives a part fails a test."""

from __future__ import annotations

import pytest

import tractor_engine as te

R4 = {"trump": "2H", "rules": "tractor-4p"}
BAD = '"XX" is not a card: unknown suit "X" (use S H D C or ♠ ♥ ♦ ♣)'


@pytest.mark.parametrize(
    ("ask", "part"),
    [
        (lambda: te.combos("XX 3S", **R4), "the cards"),
        (lambda: te.check_follow("XX", "3S", "3S", **R4), "the hand"),
        (lambda: te.check_follow("3S", "XX", "3S", **R4), "the lead"),
        (lambda: te.check_follow("3S", "4S", "XX", **R4), "the play"),
        (lambda: te.follow_options("XX", "3S", **R4), "the hand"),
        (lambda: te.follow_options("3S", "XX", **R4), "the lead"),
        (lambda: te.classify_lead("XX", **R4), "the lead"),
        (lambda: te.check_throw("3S XX", {1: "4S"}, **R4), "the lead"),
        (lambda: te.trick_result(["3S", "XX"], **R4), "play 1"),
        (lambda: te.trick_result(["XX", "3S"], **R4), "the lead"),
        (lambda: te.card_points("XX"), "the cards"),
        (lambda: te.kitty_multiplier("XX", rules="tractor-4p"), "the last lead"),
        (lambda: te.score_hand("tractor-4p", captured="XX"), "captured"),
        (lambda: te.score_hand("tractor-4p", captured=0, kitty="XX"), "the kitty"),
        (lambda: te.score_hand("tractor-4p", captured=0, last_lead="XX"), "the last lead"),
        (
            lambda: te.follow_options("3S 4S", "5S", **R4).states("XX"),
            "the hand",
        ),
    ],
)
def test_a_part_that_is_not_cards_is_named(ask, part):
    with pytest.raises(te.CardError) as err:
        ask()
    assert str(err.value) == f"{part}: {BAD}"
