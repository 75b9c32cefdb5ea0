"""The fast paths of issue 29 ("faster rounds for faster search") give the answers of the paths
they replace.

- ``GreedyBot`` chooses exactly as before: its records for seeds no other test uses are pinned
  by digests computed on main before the change (bots built directly, not by ``bots_named``).
- ``_FollowDraws`` draws what ``RandomBot._follow`` draws, from the same rng, and leaves the rng
  in the same state, on every path (free, checked draws, the listed candidates, the fallback).
- ``standing_trusted`` gives ``trick_winner``'s winner so far, and says a next play takes the
  trick exactly when ``trick_winner`` says so, under the plain and the house rules for throws.
- ``FollowOptions.example`` gives the same play from a kept analysis as from a new one.
- The helpers of those paths (``_multiset_ways``, ``_skip_draws``) give what they replace, and
  ``Round.copy``, which now copies its flat lists whole, still shares nothing that changes.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import tractor_engine as te
from tractor_engine.play.bots import (
    GreedyBot,
    RandomBot,
    _FollowDraws,
    _multiset_count,
    _multiset_ways,
    _skip_draws,
)
from tractor_engine.rulebook.follow import follow_options
from tractor_engine.rulebook.trick import standing_trusted

#: sha256 (first 16 hex digits) of the greedy rounds' actions, seeds 300..339, each seat's bot
#: ``GreedyBot(seed * 10 + seat)``; computed on main at 09ffc55, before the fast paths.
GREEDY_DIGESTS = {
    "tractor-4p": "cabe760f095401de",
    "tractor-5p": "78d87ecc5c403ed3",
    "single-deck": "033a5b4eba984d99",
}


@pytest.mark.parametrize("preset", sorted(GREEDY_DIGESTS))
def test_greedy_bot_chooses_as_before(preset):
    digest = hashlib.sha256()
    for seed in range(300, 340):
        rnd = te.Round(preset, seed=seed)
        te.play_out(rnd, [GreedyBot(seed * 10 + seat) for seat in range(rnd.players)])
        digest.update(json.dumps(rnd.to_record()["actions"]).encode())
    assert digest.hexdigest()[:16] == GREEDY_DIGESTS[preset]


def _follow_positions(rules, seeds, bots="greedy"):
    """Every follow position of some bot rounds (copies, each with its seat to act)."""
    for seed in seeds:
        rnd = te.Round(rules, seed=seed)
        players = (
            [GreedyBot(seed * 10 + s) for s in range(rnd.players)]
            if bots == "greedy"
            else [RandomBot(seed * 10 + s) for s in range(rnd.players)]
        )
        while rnd.phase != "done":
            if rnd.phase == "play" and rnd._plays:
                yield rnd.copy()
            rnd.act(players[rnd.to_act].choose(rnd))


@pytest.mark.parametrize(
    ("preset", "tries", "limit"),
    [
        ("tractor-4p", 24, 400),
        ("tractor-5p", 24, 400),
        ("tractor-4p", 1, 400),
        ("tractor-4p", 1, 0),
    ],
)
def test_follow_draws_are_random_bot_follows(preset, tries, limit):
    paths = set()
    for k, rnd in enumerate(_follow_positions(preset, range(6))):
        seat = rnd.to_act
        kind = random.Random if k % 2 else _OwnRandom  # the draws written out, and not
        slow = RandomBot(kind(k), tries=tries, enumerate_limit=limit)
        fast_rng = kind(k)
        fast = _FollowDraws(rnd, seat, RandomBot(fast_rng, tries=tries, enumerate_limit=limit))
        for _ in range(6):
            assert fast.draw() == slow._follow(rnd, seat)
        assert fast_rng.getstate() == slow.rng.getstate()
        assert fast.bot.fallbacks == slow.fallbacks
        paths.add(
            "fallback"
            if slow.fallbacks
            else "listed"
            if getattr(fast, "legal", None) is not None
            else "checked"
            if getattr(fast, "verdicts", None)
            else "free"
        )
    # the rounds reach every path of the draw they are asked for
    assert {"free", "checked"} <= paths
    if tries == 1:
        assert ("listed" if limit else "fallback") in paths


@pytest.mark.parametrize(
    "rules",
    [
        te.rules("tractor-4p"),
        te.rules("single-deck"),
        te.rules("tractor-4p", throw_beating="every-part"),
        te.rules("tractor-4p", throw_beating="highest-card", ruff_layout="exact"),
        te.rules("tractor-5p", throw_beating="part-by-part"),
    ],
    ids=["4p", "single-deck", "4p-every-part", "4p-highest-card-exact", "5p-part-by-part"],
)
def test_standing_agrees_with_trick_winner(rules):
    checked = 0
    for k, rnd in enumerate(_follow_positions(rules, range(4), bots="random")):
        plays = [list(cards) for _, cards in rnd._plays]
        current, takes = standing_trusted([cards for _, cards in rnd._plays], rnd.lead)
        assert current == te.trick_winner(plays, trump=rnd.trump, rules=rules)
        bot = RandomBot(k)
        candidates = [list(rnd._follow_options().example())]
        candidates += [bot._follow(rnd, rnd.to_act) for _ in range(4)]
        for play in candidates:
            expected = te.trick_winner([*plays, play], trump=rnd.trump, rules=rules) == len(plays)
            assert takes(play) == expected, (plays, play)
            checked += 1
    assert checked > 500


def test_example_from_a_kept_analysis_is_the_example_of_the_options():
    for rnd in _follow_positions("tractor-4p", range(3)):
        kept = rnd._follow_options()
        again = follow_options(rnd._hands[rnd.to_act], rnd.lead, trump=rnd.trump, rules=rnd.rules)
        assert kept == again
        assert kept.example() == again.example()
        assert kept.example() is kept.example()  # worked out once


def test_multiset_ways_are_the_multiset_counts():
    rng = random.Random(29)
    for _ in range(1000):
        caps = [rng.choice((1, 1, 2, 2, 3)) for _ in range(rng.randrange(12))]
        size = rng.randrange(10)
        assert _multiset_ways(caps, size) == _multiset_count(caps, size), (caps, size)


@pytest.mark.parametrize("n", [1, 2, 3, 7, 8, 13, 64, 1000])
def test_skipped_draws_advance_the_rng_as_randrange(n):
    for rng_type in (random.Random, _OwnRandom):
        drawn, skipped = rng_type(n), rng_type(n)
        for _ in range(6):
            drawn.randrange(n)
        _skip_draws(skipped, n, 6)
        assert skipped.getstate() == drawn.getstate()


class _OwnRandom(random.Random):
    """A Random of its own kind (its ``_randbelow`` is not written out by ``_skip_draws``)."""


def test_a_copy_of_a_round_shares_nothing_that_changes():
    rnd = te.Round("tractor-5p", seed=3)
    players = [GreedyBot(s) for s in range(rnd.players)]
    while not (rnd.phase == "play" and len(rnd.tricks) == 4 and rnd._plays):
        rnd.act(players[rnd.to_act].choose(rnd))
    state, said = rnd.state(), [rnd.said(step) for step in range(rnd.step + 1)]
    copy = rnd.copy()
    assert copy.state() == state
    te.play_out(copy, [GreedyBot(s) for s in range(rnd.players)])
    assert copy.phase == "done"
    assert rnd.state() == state
    assert [rnd.said(step) for step in range(rnd.step + 1)] == said
    rnd.act(players[rnd.to_act].choose(rnd))  # the original plays on
    assert rnd.state() != state
