"""Who wins a trick (rules §5) and scoring (§8), with the seeds' examples."""

from __future__ import annotations

import functools

import pytest

import tractor_engine as te

R4, R5, R1 = te.rules("tractor-4p"), te.rules("tractor-5p"), te.rules("single-deck")


def winner(plays, trump="2H", rules=R4):
    return te.trick_winner(plays, trump=trump, rules=rules)


def test_highest_of_the_led_suit_wins_and_ties_go_to_the_first():
    assert winner(["9S", "KS", "QS", "3S"]) == 1
    assert winner(["KS", "KS", "3S", "4S"]) == 0
    # Off-suit trump-rank cards are equal: the first one played stays ahead.
    assert winner(["5H", "2S", "2D", "2C"]) == 1
    # A card of another suit never wins, a trump ruffs.
    assert winner(["9S", "AD", "3H", "10S"]) == 2


def test_a_pair_is_beaten_only_by_a_higher_pair_or_a_trump_pair():
    assert winner(["9S 9S", "AS KS", "10S 10S", "3S 4S"]) == 2
    assert winner(["9S 9S", "3H 4H", "5S 5S"]) == 0  # two trump singles do not ruff a pair
    assert winner(["9S 9S", "3H 3H", "5S 5S"]) == 1


def test_a_tractor_needs_a_tractor_of_the_same_length():
    assert winner(["9S 9S 10S 10S", "AS AS KS KS", "QS QS 3S 3S"]) == 1
    assert winner(["9S 9S 10S 10S", "6H 6H 8H 8H", "3H 3H 4H 4H"]) == 2


def test_ruffing_a_throw_needs_the_same_layout_from_seed_003():
    lead = "9S 9S 10S 10S AS"
    # 99 + 1010 + A needs a four-card trump tractor plus one trump, not a pair with singles.
    assert winner([lead, "3H 3H 5H 6H 7H"]) == 0
    assert winner([lead, "3H 3H 4H 4H 7H"]) == 1
    # A six-card tractor needs six.
    six = "8S 8S 9S 9S 10S 10S"
    assert winner([six, "3H 3H 4H 4H 8H 8H"]) == 0
    assert winner([six, "3H 3H 4H 4H 5H 5H"]) == 1
    # A throw with pairs but no tractor needs a trump pair, not a single trump.
    assert winner(["AS AS KS", "3H 5H 7H"]) == 0
    assert winner(["AS AS KS", "3H 3H 7H"]) == 1


def test_to_beat_another_ruff_the_tractor_is_compared_not_an_extra_big_joker():
    lead = "9S 9S 10S 10S AS"
    plays = [lead, "5H 5H 6H 6H BJ", "7H 7H 8H 8H 3H"]
    assert winner(plays) == 2
    result = te.trick_result(plays, trump="2H", rules=R4)
    assert result.plays[1].compared == te.Card("6H") and result.plays[2].compared == te.Card("8H")
    assert "ruffs" in result.reason


def test_ties_between_ruffs_go_to_the_first_from_seed_002():
    assert winner(["AS", "3H", "3H"]) == 1
    # The off-suit rank pairs are equal: the first of them keeps the trick.
    assert winner(["AS AS", "2S 2S", "2D 2D"]) == 1


def test_a_throw_that_stands_is_won_by_the_leader_unless_ruffed():
    assert winner(["AS AS KS", "QS QS JS", "3S 4S 5S"]) == 0
    assert winner(["AS AS KS", "QS QS JS", "3H 3H 4H"]) == 2


def test_trick_result_explains():
    result = te.trick_result(["9S 9S", "3H 4H", "5S 5S", "KS KS"], trump="2H", rules=R4)
    assert result.winner == 3 and int(result) == 3
    assert result.plays[1].note == "does not match the lead's shape"
    assert result.reason == (
        "Play 3 (K♠ K♠) wins: it matches the pair in spades with the highest compared card, K♠."
    )
    assert te.trick_result(["9S", "3S"], trump="2H", rules=R4).reason.startswith("The lead 9♠")


def test_trick_inputs_are_checked():
    with pytest.raises(ValueError, match="play 1 has 1 card but the lead has 2"):
        winner(["9S 9S", "3S"])
    with pytest.raises(ValueError, match="a list of plays"):
        winner("9S 3S")


@pytest.mark.parametrize("question", [te.trick_winner, te.trick_result])
def test_trick_questions_check_copies_sizes_and_players_like_every_question(question):
    ask = functools.partial(question, trump="2H", rules=R4)
    # Four 5♥ across two plays: the two decks hold two.
    with pytest.raises(
        te.CardError, match="5♥ appears 4 times in play 1 and play 2, but tractor-4p"
    ):
        ask(["9S 9S", "5H 5H", "5H 5H"])
    with pytest.raises(te.CardError, match="A♠ appears 3 times in the lead and play 2"):
        ask(["AS AS", "3S 4S", "AS 5S"])
    with pytest.raises(ValueError, match="play 2 has 3 cards but the lead has 2"):
        ask(["9S 9S", "3S 4S", "5S 6S 7S"])
    with pytest.raises(ValueError, match=r"at most 4 plays in tractor-4p .* but 5 are given"):
        ask(["9S", "3S", "4S", "5S", "6S"])
    with pytest.raises(ValueError, match="at most 5 plays in tractor-5p"):
        question(["9S"] * 2 + ["3S", "4S", "5S", "6S"], trump="2H", rules="tractor-5p")
    with pytest.raises(ValueError, match="this one is empty"):
        ask([])


# --- Scoring ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "cards", "multiplier"),
    [
        (R4, "3S", 2),
        (R4, "3S 3S", 4),
        (R4, "9S 9S 10S 10S AS", 10),  # seed 000: 5 cards, times 10
        (R5, "3S", 2),
        (R5, "3S 3S", 4),
        (R5, "3S 3S 4S 4S 5S 5S", 64),  # seed 003: six, times 64
        (R5, "3S 3S 4S 4S 5S 5S 6S 6S", 256),  # eight, times 256
        (R1, "3S", 2),
    ],
)
def test_kitty_multiplier(rules, cards, multiplier):
    assert te.kitty_multiplier(cards, rules=rules) == multiplier
    assert te.kitty_multiplier(len(te.parse_cards(cards)), rules=rules) == multiplier


def test_kitty_multiplier_option():
    assert (
        te.kitty_multiplier(3, rules=te.rules("tractor-4p", kitty_multiplier="power-of-two")) == 8
    )
    assert te.kitty_multiplier(3, rules=te.rules("tractor-5p", kitty_multiplier="twice-cards")) == 6


@pytest.mark.parametrize(
    ("points", "side", "levels"),
    [
        (0, "declarers", 3),
        (5, "declarers", 2),
        (35, "declarers", 2),
        (40, "declarers", 1),
        (75, "declarers", 1),
        (80, "defenders", 0),
        (115, "defenders", 0),
        (120, "defenders", 1),
        (155, "defenders", 1),
        (160, "defenders", 2),
        (195, "defenders", 2),
        (200, "defenders", 3),
        (235, "defenders", 3),
        (240, "defenders", 4),
        (275, "defenders", 4),
        (280, "defenders", 5),
    ],
)
def test_level_table_two_decks(points, side, levels):
    for rules in (R4, R5):
        change = te.level_change(points, rules=rules)
        assert (change.side, change.levels) == (side, levels)


@pytest.mark.parametrize(
    ("points", "side", "levels"),
    [
        (0, "declarers", 3),
        (5, "declarers", 2),
        (15, "declarers", 2),
        (20, "declarers", 1),
        (35, "declarers", 1),
        (40, "defenders", 0),
        (55, "defenders", 0),
        (60, "defenders", 1),
        (75, "defenders", 1),
        (80, "defenders", 2),
        (95, "defenders", 2),
        (100, "defenders", 3),
    ],
)
def test_level_table_one_deck_halves_every_threshold(points, side, levels):
    change = te.level_change(points, rules=R1)
    assert (change.side, change.levels) == (side, levels)


def test_level_change_reasons_and_bad_points():
    assert te.level_change(85, rules=R4).reason == (
        "The defenders took 85 points (80–115): they become the declarers, with no level change."
    )
    for bad in (-5, 37, 2.5, "40", True):
        with pytest.raises(ValueError):
            te.level_change(bad, rules=R4)


def test_advancing_past_ace_wins_at_once_from_seed_003():
    assert te.advance_level("K", 1).rank == "A" and not te.advance_level("K", 1).wins
    assert te.advance_level("K", 2).wins
    assert te.advance_level("A", 1).wins
    assert te.advance_level("9", 3).rank == "Q"
    assert te.advance_level("2", 0).rank == "2"


def test_next_starter_in_the_four_player_game():
    assert te.next_starter(1, "declarers", rules=R4) == 3  # the partner of the last starter
    assert te.next_starter(3, "defenders", rules=R4) == 0  # the player after the old starter
    with pytest.raises(ValueError, match="no fixed partnerships"):
        te.next_starter(1, "declarers", rules=R5)
