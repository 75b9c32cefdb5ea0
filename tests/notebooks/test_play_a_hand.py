"""Lesson 13's live table lets the learner do what the lesson describes: bid, then bury.

The lesson's first ``tw.Table`` (seat 0 against greedy bots) is rebuilt from its own rules,
bots and seed at ``pace=0``; a learner who takes a bid whenever the table offers one (the last
bid offered) and passes otherwise must end the deal as the declarer picking up the kitty.
"""

from __future__ import annotations

import tractor_widgets as tw

from .conftest import NOTEBOOKS


def learner_bids_and_buries(rules, seed) -> tuple[bool, bool]:
    """(bid, buries): whether seat 0 bid, and whether it is then to bury the kitty."""
    table = tw.Table(rules, seat=0, bots="greedy", seed=seed, pace=0)
    bid = False
    for _ in range(500):
        rnd = table.session.round
        if rnd.phase != "deal":
            break
        if rnd.to_act != 0:
            assert table.advance(1), "the deal stopped with nobody to act"
            continue
        bids = [a for a in rnd.legal_actions().actions if a.type == "bid"]
        if bids:
            assert table.bid(list(bids[-1].cards)).legal
            bid = True
        else:
            assert table.pass_().legal
    rnd = table.session.round
    return bid, rnd.phase == "bury" and rnd.to_act == 0


def test_lesson_13s_table_deals_the_learner_a_bid_and_the_kitty(lesson_run) -> None:
    run = lesson_run(next(p for p in NOTEBOOKS if p.name.startswith("13")))
    tables = [s.obj for s in run.shown if isinstance(s.obj, tw.Table) and s.obj.seat == 0]
    assert tables, "lesson 13 shows no table for the learner at seat 0"
    first = tables[0]
    assert learner_bids_and_buries(first.rules, first.session.seed) == (True, True), (
        f"with seed {first.session.seed} the learner does not both bid and bury"
    )
