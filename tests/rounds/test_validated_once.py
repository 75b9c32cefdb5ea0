"""A play is validated once and no hand is counted again (issue 10's faster rounds): one
analysis of each follower's position serves the bot's choice and the round's check."""

from __future__ import annotations

import pytest

import tractor_engine as te
import tractor_engine.rulebook.follow as follow


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


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_the_rounds_own_throw_checks_and_winners_are_the_public_answers(preset):
    """Round checks a lead's throw and a trick's winner from its checked data
    (``check_throw_trusted``, ``trick_winner_trusted``): the answers are ``check_throw``'s and
    ``trick_winner``'s."""
    throws = 0
    for seed in range(6):
        rnd = te.Round(preset, seed=seed)
        bots = te.bots_named("uniform", rnd.players, seed)  # many throws, most of them fail
        while rnd.phase != "done":
            action = bots[rnd.to_act].choose(rnd)
            leads = rnd.phase == "play" and not rnd.trick
            if leads:
                seat, trump, rules = action.seat, rnd.trump, rnd.rules
                lead = te.classify_lead(action.cards, trump=trump, rules=rules)
                others = {s: rnd.hands[s] for s in range(rnd.players) if s != seat}
                expected = te.check_throw(action.cards, others, trump=trump, rules=rules)
            tricks = len(rnd.tricks)
            rnd.act(action)
            if leads:
                led = rnd.trick[0][1] if rnd.trick else rnd.tricks[-1].lead
                assert tuple(led) == tuple(expected.forced)
                if lead.kind == "throw":
                    throws += 1
                    said = " ".join(rnd.said(-1))
                    assert expected.reason in said, (expected.reason, said)
            if len(rnd.tricks) > tricks:
                trick = rnd.tricks[-1]
                plays = [list(cards) for _, cards in trick.plays]
                index = te.trick_winner(plays, trump=rnd.trump, rules=rnd.rules)
                assert trick.plays[index][0] == trick.winner
    assert throws > 10
