"""Thousands of random rounds of each preset, with random and greedy bots, checked throughout.

At every step: every card is in exactly one place. At every action: the bot's choice is legal
(bids are listed by ``legal_actions``; a follow passes ``check_follow``; a lead is of one suit
group). At the end: the points add up (trick points + kitty = 200, or 100 with one deck); each
trick's winner is ``trick_winner``'s; the friend is whoever played the called copy; the score
follows rules §8 from the tricks; the record replays to the same state, and ``at(step)``
reproduces every intermediate state.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine.play.round as round_module
from tractor_engine.play.actions import Bid, Pass, Play
from tractor_engine.play.bots import GreedyBot, RandomBot, bots_named
from tractor_engine.rulebook.follow import check_follow
from tractor_engine.rulebook.lead import classify_lead
from tractor_engine.rulebook.rulesets import rules
from tractor_engine.rulebook.scoring import (
    advance_level,
    kitty_multiplier,
    level_change,
    next_starter,
)
from tractor_engine.rulebook.trick import trick_winner

from .round_support import check_invariants

PRESETS = ["tractor-4p", "tractor-5p", "single-deck"]
ROUNDS = int(os.environ.get("TRACTOR_ROUNDS", "1000"))


def expected_score(rnd):
    """Rules §8 from the finished tricks, computed independently of ``score_hand``: tricks +
    kitty bonus + declarers' penalties − defenders' penalties, settled once, not below zero."""
    declarers = set(rnd.declarers)
    defenders = [s for s in range(rnd.players) if s not in declarers]
    points = sum(t.points for t in rnd.tricks if t.winner in defenders)
    for _, seat, amount in rnd.penalties:
        points += -amount if seat in defenders else amount
    last = rnd.tricks[-1]
    if last.winner in defenders:
        points += sum(c.points for c in rnd.buried) * kitty_multiplier(
            len(last.lead), rules=rnd.rules
        )
    points = max(points, 0)
    change = level_change(points, rules=rnd.rules)
    winners = sorted(declarers) if change.side == "declarers" else defenders
    return points, change, winners


def expected_friend(rnd):
    call = rnd.friend_call
    if call is None:
        return None
    seen = 0
    for trick in rnd.tricks:
        for seat, cards in trick.plays:
            for card in cards:
                if card is call.card:
                    seen += 1
                    if seen == call.copy:
                        return None if seat == rnd.declarer else seat
    return None


def check_action_legal(rnd, action):
    if isinstance(action, (Bid, Pass)):
        assert action in rnd.legal_actions().actions
    elif isinstance(action, Play):
        if rnd.trick:
            verdict = check_follow(
                rnd.hands[action.seat],
                rnd.lead,
                list(action.cards),
                trump=rnd.trump,
                rules=rnd.rules,
            )
            assert verdict.legal, verdict.reason
        else:
            classify_lead(list(action.cards), trump=rnd.trump, rules=rnd.rules)


def run_round(preset, seed, bots, *, check_steps=True, **options):
    ruleset = rules(preset, **options)
    rnd = round_module.Round(ruleset, seed=seed)
    for _ in range(5000):
        if rnd.phase == "done":
            break
        action = bots[rnd.to_act].choose(rnd)
        if check_steps:
            check_action_legal(rnd, action)
        rnd.act(action)
        if check_steps:
            check_invariants(rnd)
    assert rnd.phase == "done"
    return rnd


def check_finished(rnd):
    check_invariants(rnd)
    for trick in rnd.tricks:
        plays = [list(cards) for _, cards in trick.plays]
        index = trick_winner(plays, trump=rnd.trump, rules=rnd.rules)
        assert trick.plays[index][0] == trick.winner
        if trick.attempted is not None:
            assert len(trick.attempted) > len(trick.lead)
    assert rnd.friend == expected_friend(rnd)
    points, change, winners = expected_score(rnd)
    result = rnd.result
    assert result.defender_points == points
    assert result.change == change
    assert list(result.winners) == winners
    for seat in range(rnd.players):
        before = rnd.setup.levels[seat]
        after = advance_level(before, change.levels).rank if seat in winners else before
        assert result.levels_after[seat] == after
    if result.game_winners or rnd.rules.partnerships != "fixed":
        assert result.next_starter is None and "starts the next hand" not in result.reason
    else:
        assert result.next_starter == next_starter(rnd.starter, change.side, rules=rnd.rules)
    replay = round_module.Round.from_record(json.loads(json.dumps(rnd.to_record())))
    assert replay.state() == rnd.state()


@pytest.mark.slow  # whole random rounds: 10-20 s a preset
@pytest.mark.parametrize("preset", PRESETS)
def test_random_rounds(preset):
    """ROUNDS random-bot rounds per preset (first hands), every step checked."""
    for seed in range(ROUNDS):
        bots = bots_named("random", rules(preset).players, seed)
        rnd = run_round(preset, seed, bots, check_steps=seed % 4 == 0)
        check_finished(rnd)


@pytest.mark.parametrize("preset", PRESETS)
def test_greedy_and_mixed_rounds(preset):
    for seed in range(ROUNDS // 10):
        kind = "greedy" if seed % 2 else "mixed"
        bots = bots_named(kind, rules(preset).players, seed)
        rnd = run_round(preset, seed, bots, check_steps=seed % 5 == 0)
        check_finished(rnd)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_step_replays(preset):
    """``at(step)`` gives the position after each step, equal to the live one."""
    for seed in range(3):
        ruleset = rules(preset)
        rnd = round_module.Round(ruleset, seed=seed)
        bots = bots_named("random", ruleset.players, seed)
        states = [rnd.state()]
        while rnd.phase != "done":
            rnd.act(bots[rnd.to_act].choose(rnd))
            states.append(rnd.state())
        for step in range(0, len(states), 7):
            assert rnd.at(step).state() == states[step]
        assert rnd.at(-1).state() == states[-1]  # -1 is the last step, as in said(-1)
        assert rnd.at(-2).state() == states[-2]


option_sets = st.fixed_dictionaries(
    {
        "tractor_follow": st.sampled_from(["must-tractor", "pairs-suffice"]),
        "throw_penalty": st.sampled_from(["ten-per-card", "none"]),
        "failed_throw_lead": st.sampled_from(["beaten-component", "lowest-card"]),
        "kitty_multiplier": st.sampled_from(["twice-cards", "power-of-two"]),
        "no_trump_keeps_rank_trumps": st.booleans(),
        "ace_connects_to_rank": st.booleans(),
    }
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESETS),
    options=option_sets,
    seed=st.integers(0, 2**32),
    greedy=st.booleans(),
)
def test_rounds_under_any_options(preset, options, seed, greedy):
    players = rules(preset).players
    bots = [
        GreedyBot(seed + i) if greedy and i % 2 else RandomBot(seed + i) for i in range(players)
    ]
    rnd = run_round(preset, seed, bots, **options)
    check_finished(rnd)


@pytest.mark.slow  # 25 whole games
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), preset=st.sampled_from(PRESETS))
def test_games_carry_levels_and_replay(seed, preset):
    from tractor_engine.play.game import Game

    game = Game(preset, seed=seed)
    game.play(bots_named("random", game.rules.players, seed), max_rounds=40)
    for before, after in zip(game.rounds, game.rounds[1:], strict=False):
        assert after.setup.levels == before.result.levels_after
        if game.rules.partnerships == "fixed":
            assert after.setup.starter == before.result.next_starter
        else:
            assert after.setup.winners == before.result.winners
    if game.over:
        assert game.winners == game.rounds[-1].result.game_winners
    replay = Game.from_record(json.dumps(game.to_record()))
    assert [r.state() for r in replay.rounds] == [r.state() for r in game.rounds]


def test_single_deck_for_four_players():
    """``single-deck`` with ``players=4``: fixed partnerships, 12 cards each, a 6-card kitty."""
    for seed in range(ROUNDS // 4):
        bots = bots_named("random" if seed % 3 else "greedy", 4, seed)
        rnd = run_round("single-deck", seed, bots, check_steps=seed % 5 == 0, players=4)
        check_finished(rnd)
        assert rnd.rules.partnerships == "fixed" and len(rnd.buried) == 6


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 2**32), steps=st.data())
def test_trick_points_for_the_defenders_add_up_to_the_score(preset, seed, steps):
    """Summed over the tricks, ``trick_points_for_defenders`` is the score's trick points; with
    the penalties settled it is ``defender_points`` (the kitty apart), and with the kitty bonus
    too the result's total; after any step, as the sides stand then."""
    rnd = run_round(preset, seed, bots_named("random", rules(preset).players, seed),
                    check_steps=False)  # fmt: skip
    result = rnd.result
    tricks = sum(rnd.trick_points_for_defenders(t) for t in rnd.tricks)
    assert tricks == result.trick_points
    assert rnd.defender_points == max(tricks + result.penalty_points, 0)
    assert result.defender_points == max(tricks + result.kitty_bonus + result.penalty_points, 0)
    for step in steps.draw(st.lists(st.integers(0, rnd.step), max_size=3), label="steps"):
        then = rnd.at(step)
        defenders = then.defenders
        net = sum(-p if s in defenders else p for _, s, p in then.penalties)
        summed = sum(then.trick_points_for_defenders(k) for k in range(len(then.tricks)))
        assert then.defender_points == max(summed + net, 0), step
