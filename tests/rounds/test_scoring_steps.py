"""Scoring a hand in one place (``score_hand``): penalties settled at the end, steps by name,
and reasons that do not contradict themselves (rules §3, §8)."""

from __future__ import annotations

import pytest

import tractor_engine as te


def mixed_round(seed: int) -> te.Round:
    rnd = te.Round("tractor-4p", seed=seed)
    return te.play_out(rnd, te.bots_named("mixed-uniform", 4, seed))


@pytest.mark.parametrize(("seed", "tricks", "penalties"), [(7, 25, -40), (22, 5, -40)])
def test_failed_throw_penalties_are_settled_once_at_the_end(seed, tricks, penalties):
    """Defenders' throws cost 30 + 10 (seed 7) and 40 (seed 22) points; the tricks gave them
    only 25 and 5, so the total is 0, not what a clamp at the moment of the throw leaves."""
    rnd = mixed_round(seed)
    result = rnd.result
    assert sum(p for _, _, p in rnd.penalties) == -penalties
    assert all(seat in result.defenders for _, seat, _ in rnd.penalties)
    assert (result.trick_points, result.penalty_points) == (tricks, penalties)
    assert result.defender_points == 0
    assert result.step("penalties").value == f"−{-penalties}"
    assert f"−{-penalties} for failed throws" in result.reason
    assert "which counts as 0" in result.step("total").text
    assert result.change.levels == 3


def test_penalties_of_each_side_then_the_floor():
    result = te.score_hand(
        "tractor-4p",
        captured=30,
        kitty="5C 10D",
        last_lead=2,
        penalties=[(0, 20), (1, 60)],
        levels=["2"] * 4,
        declarers=[0, 2],
        starter=0,
    )
    # 30 + 15 × 4 + 20 − 60 = 50: the declarer's penalty counts before the floor
    assert result.defender_points == 50 and result.penalty_points == -40
    assert result.step("total").text == (
        "30 from tricks + 15 × 4 = 60 from the kitty − 40 for failed throws = 50."
    )
    assert "Seat 0's failed throw gives the defenders 20 points." in result.step("penalties").text


def test_the_steps_are_found_by_name():
    result = te.score_hand("tractor-5p", captured="5D 10S KH KC", kitty="5C 10D 3S", last_lead=4)
    names = [s.name for s in result.steps]
    assert names == ["tricks", "kitty", "multiplier", "total", "change", "next"]
    assert result.step("multiplier").value == "×16"
    assert result.defender_points == 35 + 15 * 16
    with pytest.raises(KeyError, match="the steps are tricks"):
        result.step("bonus")


def test_no_level_change_is_not_followed_by_a_level_change():
    for points in range(80, 120, 5):
        result = te.score_hand("tractor-5p", captured=points, levels="5")
        text = " ".join(s.text for s in result.steps)
        assert "no level change" in text and "advance" not in text and "goes up" not in text


def test_a_won_game_is_not_followed_by_going_up():
    result = te.score_hand("tractor-5p", captured=0, levels="K")
    nxt = result.step("next").text
    assert nxt == "The declarers go past A from K and win the game."
    assert "goes up" not in result.reason and "each" not in result.reason.lower()


def test_a_result_that_ends_the_game_names_no_next_starter():
    result = te.score_hand("tractor-4p", captured=0, levels=["K"] * 4, declarers=[1, 3], starter=1)
    assert result.game_winners == (1, 3) and result.next_starter is None
    assert "starts the next hand" not in result.reason
    assert "Seats 1 and 3 go past A from K and win the game." in result.reason
    later = te.score_hand("tractor-4p", captured=0, levels=["J"] * 4, declarers=[1, 3], starter=1)
    assert later.next_starter == 3 and "Seat 3 starts the next hand." in later.reason


def test_counting_words_in_the_scores():
    result = te.score_hand("tractor-4p", captured=5, kitty="3S", last_lead=1, levels="2")
    assert "led with 1 card:" in result.step("multiplier").text
    assert "1 levels" not in result.reason and "5 point in" not in result.reason


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"captured": 7}, "multiple of 5"),
        ({"captured": 10, "penalties": [(1, 10)]}, "give declarers="),
        ({"captured": 10, "levels": ["2"] * 4, "declarers": [0, 1, 2, 3]}, "not every seat"),
        ({"captured": 10, "levels": ["2"] * 3, "declarers": [0, 2]}, "one rank for each"),
        ({"captured": 10, "levels": "1"}, "not a level"),
    ],
)
def test_score_hand_refuses_bad_input(kwargs, words):
    with pytest.raises(ValueError, match=words):
        te.score_hand("tractor-4p", **kwargs)


@pytest.mark.parametrize("rank", ["T", "t", 10, "10"])
def test_advance_level_takes_the_notations_of_ten(rank):
    assert te.advance_level(rank, 1).rank == "J"
    assert te.advance_level(rank, 1).start == "10"


def test_a_tricks_points_for_the_defenders_one_trick_at_a_time():
    """``Round.trick_points_for_defenders`` (seed 7, defenders seats 1 and 3): a trick's points
    when a defender won it, none when a declarer did or when it holds no point card; the sum is
    the score's trick points (25), without the defenders' failed throws (−40, so
    ``defender_points`` is 0) and without the kitty."""
    rnd = mixed_round(7)
    result = rnd.result
    given = [rnd.trick_points_for_defenders(t) for t in rnd.tricks]
    assert given == [rnd.trick_points_for_defenders(t.number) for t in rnd.tricks]
    assert result.defenders == (1, 3)
    assert [(t.winner, t.points) for t in rnd.tricks[:5]] == [(0, 45), (2, 30), (2, 15), (2, 35),
                                                             (3, 10)]  # fmt: skip
    assert given[:5] == [0, 0, 0, 0, 10]  # the declarers' 125 points stay with them
    assert (rnd.tricks[7].points, given[7]) == (0, 0)  # no point card
    assert sum(given) == result.trick_points == 25
    assert rnd.defender_points == result.defender_points == 0  # 25 − 40, not below zero


def test_a_tricks_points_follow_the_sides_as_the_friend_is_revealed():
    """``tractor-5p`` seed 3: seat 3 wins the first trick (40 points) before anyone knows it is
    the friend, so the trick counts for the defenders then, and for nobody once seat 3 has
    joined the declarer."""
    rnd = te.Round("tractor-5p", seed=3)
    te.play_out(rnd, te.bots_named("greedy", 5, 3))
    first = rnd.tricks[0]
    then = rnd.at(9)  # the first trick finished, the friend not yet revealed
    assert (first.winner, first.points, rnd.friend, then.friend) == (3, 40, 3, None)
    assert then.trick_points_for_defenders(0) == 40 and 3 in then.defenders
    assert rnd.trick_points_for_defenders(0) == 0 and 3 in rnd.declarers


def test_a_trick_is_one_of_the_rounds_own():
    rnd, other = mixed_round(7), mixed_round(8)
    with pytest.raises(te.InputError, match="trick 2 is not one of this round's tricks"):
        rnd.trick_points_for_defenders(other.tricks[2])
    for bad in (len(rnd.tricks), -1, True, "3", 2.0):
        with pytest.raises(te.InputError, match="give one of this round's tricks or its number"):
            rnd.trick_points_for_defenders(bad)
    with pytest.raises(te.InputError, match="none is finished yet"):
        te.Round("tractor-4p", seed=7).trick_points_for_defenders(0)
