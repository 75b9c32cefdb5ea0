"""Bots, simulation, the command line, the explorer, and how rounds show themselves."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from tractor_engine.__main__ import main
from tractor_engine.compare.search import explore, find_deal, follow_rules_disagree, throw_fails
from tractor_engine.play.bots import GreedyBot, RandomBot, bots_named, play_out
from tractor_engine.play.round import Round
from tractor_engine.play.simulation import simulate
from tractor_engine.rulebook.follow import check_follow


def test_random_bot_follow_is_uniform_over_legal_plays():
    """Against a pair lead, a follower with three pairs picks each pair about equally often."""
    rnd = None
    for seed in range(300):
        rnd = Round("tractor-4p", seed=seed)
        bots = bots_named("combination", 4, seed)
        while rnd.phase != "done":
            if (
                rnd.phase == "play"
                and rnd.trick
                and rnd.lead.kind == "pair"
                and len(
                    [
                        c
                        for c, k in Counter(rnd.hands[rnd.to_act]).items()
                        if k == 2 and rnd.order.group[c.id] == rnd.lead.group
                    ]
                )
                >= 3
            ):
                break
            rnd.act(bots[rnd.to_act].choose(rnd))
        if rnd.phase != "done":
            break
    assert rnd is not None and rnd.phase == "play"
    bot = RandomBot(0)
    picks = Counter(bot.choose(rnd).cards for _ in range(600))
    hand, lead = rnd.hands[rnd.to_act], rnd.lead
    for cards in picks:
        assert check_follow(hand, lead, list(cards), trump=rnd.trump, rules=rnd.rules).legal
    assert all(cards[0] is cards[1] for cards in picks)  # only pairs are legal
    counts = list(picks.values())
    assert len(counts) >= 3 and min(counts) > 600 / len(counts) / 2


def test_random_bot_lead_is_uniform_over_multisets():
    rnd = play_out(Round("tractor-5p", seed=1), RandomBot(1, lead="uniform"))
    rnd = rnd.at(next(i for i, a in enumerate(rnd.actions) if a.type == "play"))
    bot = RandomBot(7, lead="uniform")
    seen = Counter()
    for _ in range(300):
        cards = bot.choose(rnd).cards
        groups = {rnd.order.group[c.id] for c in cards}
        assert len(groups) == 1
        seen[len(cards)] += 1
    assert len(seen) > 3  # singles, pairs and throws of many sizes


def test_greedy_bot_plays_legal_rounds():
    for preset in ("tractor-4p", "tractor-5p", "single-deck"):
        rnd = Round(preset, seed=5)
        play_out(rnd, [GreedyBot(i) for i in range(rnd.players)])
        assert rnd.phase == "done"


def test_bots_named_refuses_unknown_names():
    with pytest.raises(ValueError, match="unknown bots"):
        bots_named("clever", 4)


def test_simulate_statistics():
    stats = simulate("tractor-4p", rounds=30, seed=1)
    assert stats.rounds == 30
    assert sum(stats.level_changes.values()) == 30
    assert 0 <= stats.declarer_held <= 30 and stats.mean_defender_points >= 0
    assert stats.failed_throws <= stats.throws
    report = stats.report()
    for words in ("declaring side held", "mean defender points", "level changes", "failed"):
        assert words in report
    again = simulate("tractor-4p", rounds=30, seed=1)
    assert again.level_changes == stats.level_changes  # reproducible
    with pytest.raises(ValueError):
        simulate("tractor-4p", rounds=0)


def test_simulate_command(capsys):
    assert main(["simulate", "--rules", "tractor-5p", "--rounds", "20", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "tractor-5p: 20 rounds" in out and "level changes" in out


def test_simulate_command_as_a_module():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tractor_engine",
            "simulate",
            "--rules",
            "single-deck",
            "--rounds",
            "120",
            "--seed",
            "2",
            "--option",
            "players=4",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert "single-deck: 120 rounds" in done.stdout
    assert "120/120" in done.stderr or "100%" in done.stderr  # the progress bar


def test_replay_command(tmp_path, capsys):
    rnd = play_out(Round("tractor-4p", seed=3), RandomBot(3))
    path = tmp_path / "round.json"
    path.write_text(rnd.to_json())
    assert main(["replay", str(path)]) == 0
    assert "Trick 1" in capsys.readouterr().out
    path.write_text(json.dumps({"format": "tractor-round", "version": 7}))
    assert main(["replay", str(path)]) == 1
    assert "refused" in capsys.readouterr().err


def test_explorer_finds_where_the_tractor_rules_disagree():
    found = explore(follow_rules_disagree, "tractor-4p", seed=0, tries=600)
    assert found is not None
    rnd = found.round
    assert rnd.phase == "play" and rnd.trick and rnd.lead.tractor_lengths
    assert follow_rules_disagree(rnd)
    replay = Round.from_record(rnd.to_record())
    assert replay.state() == rnd.state() and found.step == rnd.step


def test_explorer_deals_and_throws():
    found = find_deal(lambda r: r.trump.suit is None, "tractor-5p", tries=400)
    assert found is not None and found.round.phase == "bury" and found.round.trump.suit is None
    assert explore(throw_fails, "tractor-4p", tries=5) is not None
    assert explore(lambda r: False, "single-deck", tries=2) is None


def test_rounds_show_themselves():
    rnd = Round("tractor-5p", seed=2)
    assert "tw-round" in rnd._repr_html_()
    play_out(rnd, RandomBot(2))
    html = rnd._repr_html_()
    assert "Seat 4" in html and "tw-static" in html  # cards drawn by engine/pictures/
    assert "Result" in rnd.result._repr_html_()
    assert "Trick 1" in rnd.tricks[0]._repr_html_()
    assert "Seat" in str(rnd) and repr(rnd).startswith("<Round tractor-5p: done")


def test_legal_actions_at_every_phase():
    rnd = Round("tractor-5p", seed=9)
    kinds = set()
    bot = RandomBot(9)
    while rnd.phase != "done":
        choices = rnd.legal_actions()
        kinds.add(choices.kind)
        assert choices.seat == rnd.to_act and choices.reason
        if choices.kind == "lead":
            assert {c for _, cards in choices.groups for c in cards} == set(rnd.hands[rnd.to_act])
        if choices.kind == "follow":
            assert choices.count == rnd.lead.size
        rnd.act(bot.choose(rnd))
    assert kinds == {"bid", "bury", "call", "lead", "follow"}
    assert rnd.legal_actions().kind == "none"


def test_verbs_and_copies():
    rnd = Round("tractor-4p", seed=12)
    clone = rnd.copy()
    rnd.pass_()
    assert clone.step == 0 and rnd.step == 1
    assert clone.state() != rnd.state()
    with pytest.raises(ValueError, match="step must be"):
        rnd.at(5)
    assert Round("tractor-4p", seed=12).state() == clone.state()
    assert rnd.to_record()["actions"] == [{"type": "pass", "seat": clone.to_act}]
