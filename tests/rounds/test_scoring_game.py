"""Scoring a round, levels, the next starter, and the end of the game (rules §8)."""

from __future__ import annotations

import pytest

from tractor_engine.play.bots import GreedyBot, RandomBot, bots_named, play_out
from tractor_engine.play.game import Game
from tractor_engine.play.round import Round
from tractor_engine.rulebook.scoring import kitty_multiplier


def find_round(make, want, tries=400):
    for seed in range(tries):
        rnd = make(seed)
        if want(rnd.result):
            return rnd
    pytest.fail("no round found")


def strong_declarers_4p(seed, levels=("K", "5", "K", "5")):
    rnd = Round("tractor-4p", seed=seed, levels=list(levels), starter=0)
    return play_out(
        rnd, [GreedyBot(seed), RandomBot(seed), GreedyBot(seed + 1), RandomBot(seed + 1)]
    )


def test_tractor_4p_king_plus_two_wins_at_once():
    rnd = find_round(strong_declarers_4p, lambda r: r.declarers_held and r.change.levels >= 2)
    result = rnd.result
    assert result.levels_after[0] is None and result.levels_after[2] is None
    assert result.game_winners == (0, 2)
    assert "win the game" in result.reason  # "Seats 0 and 2 go past A from K and win"


def test_tractor_4p_king_plus_one_only_reaches_ace():
    rnd = find_round(strong_declarers_4p, lambda r: r.declarers_held and r.change.levels == 1)
    assert rnd.result.levels_after == ("A", "5", "A", "5") and rnd.result.game_winners == ()
    assert rnd.result.next_starter == 2  # the partner of the last starter


def test_tractor_4p_defenders_take_over_from_the_next_seat():
    rnd = find_round(
        lambda s: play_out(
            Round("tractor-4p", seed=s, levels=["3", "7", "3", "7"], starter=2),
            bots_named("random", 4, s),
        ),
        lambda r: not r.declarers_held and r.change.levels >= 1,
    )
    result = rnd.result
    assert result.winners == (1, 3) and result.next_starter == 3
    assert result.levels_after[1] == result.levels_after[3] != "7"
    assert result.levels_after[0] == "3"


def test_tractor_5p_each_winner_advances_its_own_level():
    rnd = find_round(
        lambda s: play_out(
            Round("tractor-5p", seed=s, levels=["K", "Q", "9", "K", "3"], winners=[0, 2, 3, 4]),
            bots_named("random", 5, s),
        ),
        lambda r: r.change.levels >= 2 and len(r.winners) >= 2,
    )
    result = rnd.result
    for seat in range(5):
        before = rnd.setup.levels[seat]
        if seat not in result.winners:
            assert result.levels_after[seat] == before
    kings = [s for s in result.winners if rnd.setup.levels[s] == "K"]
    assert set(kings) <= set(result.game_winners)
    for seat in result.winners:
        if rnd.setup.levels[seat] == "3":
            assert result.levels_after[seat] in ("5", "6", "7", "8")


def test_kitty_multiplied_when_the_defenders_win_the_last_trick():
    for preset, mult in (("tractor-4p", lambda n: 2 * n), ("tractor-5p", lambda n: 2**n)):
        rnd = find_round(
            lambda s, p=preset: play_out(
                Round(p, seed=s), bots_named("random", 4 if p == "tractor-4p" else 5, s)
            ),
            lambda r: r.kitty_bonus > 0,
        )
        result = rnd.result
        n = len(rnd.tricks[-1].lead)
        assert result.kitty_multiplier == mult(n) == kitty_multiplier(n, rules=preset)
        assert result.kitty_bonus == result.kitty_points * mult(n)
        assert rnd.tricks[-1].winner in result.defenders
        assert "×" in result.reason


def test_kitty_stays_with_the_declarers_when_they_win_the_last_trick():
    rnd = find_round(
        lambda s: play_out(Round("tractor-4p", seed=s), bots_named("greedy", 4, s)),
        lambda r: r.kitty_multiplier == 0 and r.kitty_points > 0,
        tries=100,
    )
    assert rnd.result.kitty_bonus == 0 and rnd.tricks[-1].winner in rnd.result.declarers


def test_failed_throw_penalties_count_for_the_other_side():
    rnd = find_round(
        lambda s: play_out(Round("tractor-4p", seed=s), bots_named("uniform", 4, s)),
        lambda r: r.penalty_points != 0,
        tries=50,
    )
    assert rnd.penalties and rnd.result.penalty_points != 0
    assert "failed throws" in rnd.result.reason


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_game_runs_to_its_end_with_levels_carried(preset):
    game = Game(preset, seed=3)
    game.play(bots_named("greedy", game.rules.players, 3), max_rounds=300)
    assert game.over and game.winners
    last = game.rounds[-1].result
    assert all(last.levels_after[s] is None for s in game.winners)
    with pytest.raises(ValueError, match="the game is over"):
        game.next_round()


def test_game_refuses_a_new_round_before_the_current_one_ends():
    game = Game("tractor-4p", seed=1)
    with pytest.raises(ValueError, match="not over"):
        game.next_round()


def test_game_starting_levels():
    game = Game("tractor-4p", seed=2, levels=["K", "2", "K", "2"])
    assert game.round.setup.levels == ("K", "2", "K", "2")
    with pytest.raises(ValueError, match="partners share"):
        Game("tractor-4p", levels=["K", "2", "3", "2"])
