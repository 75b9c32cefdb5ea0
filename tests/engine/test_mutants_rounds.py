"""A whole round's reports that the other round tests leave out: the level and the friend once
settled, the table's HTML roles, ``describe`` in mid-trick and at the end, bad steps and seeds
(``make coverage`` holds engine/play/round.py to 97% of its branches)."""

from __future__ import annotations

import pytest

import tractor_engine as te


@pytest.fixture(scope="module")
def five() -> te.Round:
    rnd = te.Round("tractor-5p", seed=3)
    assert rnd.level is None and not rnd.friend_settled
    return te.play_out(rnd, te.GreedyBot())


@pytest.fixture(scope="module")
def four() -> te.Round:
    return te.play_out(te.Round("tractor-4p", seed=5), te.GreedyBot())


def test_a_finished_round_reports_its_level_friend_and_points(five):
    assert five.phase == "done"
    assert five.level == five.trump.rank and five.friend_settled
    assert five.defender_points == five.result.defender_points
    html = five._repr_html_()
    assert f"Seat {five.declarer} (declarer)" in html
    friends = [s for s in five.declarers if s != five.declarer]
    assert all(f"Seat {s} (friend)" in html for s in friends)
    assert five.describe().splitlines()[-1] == five.result.reason


def test_a_fixed_partnership_table_names_the_partner(four):
    partner = next(s for s in four.declarers if s != four.declarer)
    assert f"Seat {partner} (partner)" in four._repr_html_()


def test_describe_in_mid_trick_lists_the_plays_so_far(four):
    for back in range(1, 5):
        mid = four.at(four.step - back)
        if mid.trick:
            break
    lines = mid.describe().splitlines()
    plays = "; ".join(f"seat {s} {te.symbols(c)}" for s, c in mid.trick)
    assert lines[-1] == f"Trick: {plays}"
    assert lines[1] == f"Trump: {mid.trump.describe()}; declarer seat {mid.declarer}."
    assert mid.result is None


@pytest.mark.parametrize("step", [True, 1.0, "3"])
def test_a_step_that_is_not_a_whole_number_is_refused(four, step):
    for ask in (four.said, four.at):
        with pytest.raises(ValueError) as err:
            ask(step)
        assert str(err.value) == f"step must be a whole number, not {step!r}"


@pytest.mark.parametrize("seed", [True, 1.5, None.__class__])
def test_a_seed_that_is_no_number_or_text_is_refused(seed):
    with pytest.raises(ValueError) as err:
        te.Round("tractor-4p", seed=seed)
    assert str(err.value) == f"seed must be a whole number or text, not {seed!r}"


def test_without_a_seed_a_round_draws_one_and_records_it():
    rnd = te.Round("tractor-4p")
    assert isinstance(rnd.seed, int) and 0 <= rnd.seed < 2**63
    assert te.Round("tractor-4p", seed=rnd.seed).hands == rnd.hands
