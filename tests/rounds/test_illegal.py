"""Every kind of illegal action, in every phase, is refused with its reason and changes nothing."""

from __future__ import annotations

import pytest

from tractor_engine.errors import IllegalPlay
from tractor_engine.play.actions import Bid, Bury, CallFriend, Pass, Play
from tractor_engine.play.bots import RandomBot
from tractor_engine.play.round import Round
from tractor_engine.values import fields_of

from .round_support import assert_refused, to_play


def at_phase(preset: str, phase: str, seed: int = 3) -> Round:
    rnd = Round(preset, seed=seed)
    bot = RandomBot(seed)
    while rnd.phase != phase:
        if rnd.phase == "done":
            pytest.skip("phase not reached")
        rnd.act(bot.choose(rnd))
    return rnd


WRONG_PHASE = {
    "deal": [("bury", "kitty"), ("call", "friend"), ("play", "")],
    "bury": [("bid", ""), ("pass", ""), ("call", ""), ("play", "")],
    "call": [("bid", ""), ("bury", ""), ("play", "")],
    "play": [("bid", ""), ("pass", ""), ("bury", ""), ("call", "")],
}


def make(kind: str, seat: int):
    return {
        "bid": Bid(seat, "2S"),
        "pass": Pass(seat),
        "bury": Bury(seat, "3S 3S 4S 4S 5S 5S 6S 6S"),
        "call": CallFriend(seat, "AS"),
        "play": Play(seat, "3S"),
    }[kind]


@pytest.mark.parametrize(
    ("preset", "phase"),
    [
        (preset, phase)
        for preset in ("tractor-4p", "tractor-5p")
        for phase in ("deal", "bury", "call", "play")
        if (preset, phase) != ("tractor-4p", "call")  # fixed partnerships call no friend
    ],
)
def test_actions_of_another_phase_are_refused(preset, phase):
    rnd = at_phase(preset, phase)
    for kind, _ in WRONG_PHASE[phase]:
        assert_refused(rnd, make(kind, rnd.to_act), "not possible now")


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_wrong_seat_in_every_phase(preset):
    rnd = Round(preset, seed=6)
    bot = RandomBot(6)
    seen = set()
    while rnd.phase != "done":
        if rnd.phase not in seen:
            seen.add(rnd.phase)
            good = bot.choose(rnd)
            other = (rnd.to_act + 1) % rnd.players
            bad = type(good)(other, *[getattr(good, f) for f in fields_of(good)][1:])
            assert_refused(rnd, bad, f"seat {rnd.to_act}'s turn")
        rnd.act(bot.choose(rnd))
    assert {"deal", "bury", "play"} <= seen


def test_things_that_are_not_actions():
    rnd = Round("tractor-4p", seed=1)
    before = rnd.state()
    with pytest.raises(IllegalPlay, match="is not an action"):
        rnd.act("play 3S")
    assert rnd.state() == before


def test_friend_call_in_a_fixed_partnership_game_is_refused():
    rnd = to_play(Round("tractor-4p", seed=0), *next_bidder(Round("tractor-4p", seed=0)))
    assert_refused(rnd, CallFriend(rnd.to_act, "AS"), "not possible now")


def next_bidder(rnd: Round) -> tuple[int, str]:
    while True:
        choices = rnd.legal_actions()
        bids = [a for a in choices.actions if isinstance(a, Bid)]
        if bids:
            return rnd.to_act, " ".join(str(c) for c in bids[0].cards)
        rnd.pass_()


def test_a_refused_throw_check_leaves_hands_alone():
    """A legal but failing throw is not refused; a mixed one is, with nothing changed."""
    rnd = at_phase("tractor-4p", "play", seed=8)
    hand = rnd.hands[rnd.to_act]
    order = rnd.order
    groups = {}
    for card in hand:
        groups.setdefault(order.group[card.id], card)
    assert len(groups) >= 2, "seed 8 deals the leader cards of two suit groups"
    a, b = list(groups.values())[:2]
    assert_refused(rnd, Play(rnd.to_act, (a, b)), "one suit group")
