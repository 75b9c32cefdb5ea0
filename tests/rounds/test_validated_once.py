"""A play is validated once and no hand is counted again (issue 10's faster rounds): one
analysis of each follower's position serves the bot's choice and the round's check."""

from __future__ import annotations

import pytest

import tractor_engine as te
import tractor_engine.follow as follow


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p"])
def test_one_analysis_per_follow_and_no_hand_counted_again(preset, monkeypatch):
    built = []
    counted = []
    situation = follow._Situation.__init__
    checked_counts = follow._checked_counts

    def count_situations(self, hand, lead, order, ruleset, counts=None):
        built.append(counts is not None)
        situation(self, hand, lead, order, ruleset, counts)

    def count_hands(hand, lead, ruleset):
        counted.append(len(hand))
        return checked_counts(hand, lead, ruleset)

    monkeypatch.setattr(follow._Situation, "__init__", count_situations)
    monkeypatch.setattr(follow, "_checked_counts", count_hands)
    for seed in range(5):
        rnd = te.Round(preset, seed=seed)
        te.play_out(rnd, te.bots_named("random", rnd.players, seed))
        follows = sum(len(t.plays) - 1 for t in rnd.tricks)
        assert len(built) == follows and all(built), (len(built), follows)
        assert counted == []
        built.clear()


def test_a_play_checked_by_hand_is_analysed_once_and_changes_nothing():
    rnd = te.Round("tractor-4p", seed=2)
    bots = te.bots_named("random", 4, 2)
    while not (rnd.phase == "play" and rnd.trick):
        rnd.act(bots[rnd.to_act].choose(rnd))
    before = rnd.state()
    options = rnd.legal_actions().follow
    play = te.Play(rnd.to_act, tuple(options.example()))
    assert rnd.check(play).legal and rnd.state() == before
    rnd.act(play)
    assert rnd.said(-1)[0].startswith(f"Seat {play.seat} plays ")


def test_a_copy_is_independent_of_its_round():
    rnd = te.Round("tractor-5p", seed=4)
    bots = te.bots_named("random", 5, 4)
    while not (rnd.phase == "play" and rnd.trick):
        rnd.act(bots[rnd.to_act].choose(rnd))
    clone = rnd.copy()
    state = clone.state()
    te.play_out(rnd, bots)
    assert clone.state() == state
    te.play_out(clone, te.bots_named("random", 5, 9))
    assert clone.phase == "done" and rnd.state()["actions"] == len(rnd.actions)
