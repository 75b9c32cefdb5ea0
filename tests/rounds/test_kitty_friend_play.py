"""The kitty, the hidden friend and the play of tricks (rules §3-§7)."""

from __future__ import annotations

import pytest

from tractor_engine.cards.card import parse_cards
from tractor_engine.errors import InputError
from tractor_engine.play.actions import Bury, CallFriend, Play
from tractor_engine.play.bots import RandomBot, play_out
from tractor_engine.play.round import Round, arrange_deck

from .round_support import assert_refused, fill, finish_deal, pass_until, to_play


def dealt(preset: str, hands: dict, **fill_kw) -> Round:
    deck = arrange_deck(preset, fill(preset, hands, **fill_kw))
    return Round(preset, deck=deck)


# --- kitty -----------------------------------------------------------------------------------


def test_declarer_picks_up_and_buries_the_same_number():
    rnd = dealt("tractor-5p", {2: ["2C"]})
    pass_until(rnd, 2, "2C")
    rnd.bid("2C")
    finish_deal(rnd)
    assert rnd.phase == "bury" and rnd.to_act == 2
    assert len(rnd.hands[2]) == 28 and rnd.kitty == ()
    choices = rnd.legal_actions()
    assert choices.kind == "bury" and choices.count == 8
    cards = rnd.hands[2][:8]
    rnd.bury(cards)
    assert sorted(rnd.buried, key=id) == sorted(cards, key=id) and len(rnd.hands[2]) == 20
    assert rnd.phase == "call"


def test_four_player_starter_buries_and_leads():
    rnd = dealt("tractor-4p", {1: ["2S"]})
    to_play(rnd, 1, "2S")
    assert rnd.phase == "play" and rnd.to_act == 1 and rnd.legal_actions().kind == "lead"


def test_bury_refusals_change_nothing():
    rnd = dealt("tractor-4p", {0: ["2S", "3D", "3D"]})
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    finish_deal(rnd)
    hand = rnd.hands[0]
    assert_refused(rnd, Bury(0, hand[:7]), "Bury exactly 8 cards", "buries 7")
    assert_refused(rnd, Bury(0, hand[:9]), "buries 9")
    missing = next(c for c in parse_cards("BJ SJ AH KH 5C") if c not in hand)
    assert_refused(rnd, Bury(0, [*hand[:7], missing]), f"cannot bury {missing.symbol}", "holds no")
    three = [c for c in hand if str(c) == "3D"][:1] * 3
    assert_refused(rnd, Bury(0, [*three, *hand[3:8]]), "cannot bury 3♦", "only 2")
    assert_refused(rnd, Bury(1, hand[:8]), "seat 0's turn")
    assert_refused(rnd, Play(0, hand[:1]), "not possible now", "kitty to be buried")


# --- the friend ------------------------------------------------------------------------------


def five_p_to_call(hands: dict, bury: str | None = None) -> Round:
    rnd = dealt("tractor-5p", hands)
    pass_until(rnd, 0, "2H")
    rnd.bid("2H")
    finish_deal(rnd)
    if bury is None:
        rnd.bury([c for c in rnd.hands[0] if str(c) not in ("AS", "2H")][:8])
    else:
        rnd.bury(bury)
    assert rnd.phase == "call"
    return rnd


def test_friend_call_refusals():
    rnd = five_p_to_call({0: ["2H"]})
    assert_refused(rnd, CallFriend(0, "2S"), "2♠ is a trump", "not a trump")
    assert_refused(rnd, CallFriend(0, "KH"), "K♥ is a trump")
    assert_refused(rnd, CallFriend(0, "BJ"), "BJ is a trump")
    for copy in (3, 0):  # no deck has such a copy: the call itself is refused
        with pytest.raises(InputError, match=r"copy must be 1 \(first\) or 2 \(second\)"):
            CallFriend(0, "AS", copy)
    assert_refused(rnd, CallFriend(1, "AS"), "seat 0's turn")
    calls = rnd.legal_actions().actions
    assert CallFriend(0, "AS", 2) in calls and all(not rnd.order.is_trump(c.card) for c in calls)
    assert len(calls) == 2 * (52 - 13 - 3)


def test_single_deck_calls_only_the_one_copy():
    rnd = dealt("single-deck", {0: ["2H"]})
    pass_until(rnd, 0, "2H")
    rnd.bid("2H")
    finish_deal(rnd)
    rnd.bury(rnd.hands[0][-4:])
    assert_refused(rnd, CallFriend(0, "AS", 2), "one copy of each card")
    rnd.call_friend("AS")
    assert rnd.phase == "play"


def test_friend_revealed_when_the_called_copy_is_played():
    rnd = five_p_to_call({0: ["2H"], 3: ["AS"]})
    rnd.call_friend("AS", 1)
    assert rnd.declarers == (0,)
    bot = RandomBot(6)  # a seed where another seat plays the first A♠ (seat 3, dealt one)
    while rnd.phase == "play" and rnd.friend is None:
        rnd.act(bot.choose(rnd))
    plays = [(s, c) for t in rnd.tricks for s, c in t.plays] + list(rnd.trick)
    first = next(s for s, cards in plays for c in cards if str(c) == "AS")
    assert first != 0 and rnd.friend == first
    assert rnd.declarers == tuple(sorted((0, first)))
    assert "revealed" in " ".join(rnd.log)


def test_declarer_playing_the_called_card_plays_alone():
    rnd = five_p_to_call({0: ["2H", "AS"]})
    rnd.call_friend("AS", 1)
    rnd.play("AS")
    assert rnd.friend is None and "plays alone" in rnd.log[-1]
    play_out(rnd, RandomBot(1))
    assert rnd.result.declarers == (0,) and len(rnd.result.defenders) == 4


def test_called_card_that_never_comes_leaves_the_declarer_alone():
    rnd = dealt("tractor-5p", {0: ["2H", "AS", "AS"]})
    pass_until(rnd, 0, "2H")
    rnd.bid("2H")
    finish_deal(rnd)
    rnd.bury(["AS", "AS", *[c for c in rnd.hands[0] if str(c) not in ("AS", "2H")][:6]])
    rnd.call_friend("AS", 1)
    play_out(rnd, RandomBot(2))
    assert rnd.friend is None and rnd.result.declarers == (0,)


def test_second_copy_call_skips_the_first():
    rnd = five_p_to_call({0: ["2H", "AS"]})
    rnd.call_friend("AS", 2)
    rnd.play("AS")  # the first copy, by the declarer: not the friend yet
    assert rnd.friend is None and rnd.declarers == (0,)
    bot = RandomBot(3)
    while rnd.phase != "done":
        rnd.act(bot.choose(rnd))
    plays = [(s, c) for t in rnd.tricks for s, c in t.plays]
    holders = [s for s, cards in plays for c in cards if str(c) == "AS"]
    second = holders[1] if len(holders) > 1 else None
    assert rnd.friend == (None if second in (None, 0) else second)


# --- leads, throws and follows ------------------------------------------------------------------


def test_failed_throw_in_tractor_4p_leads_the_beaten_part_with_a_penalty():
    rnd = dealt("tractor-4p", {0: ["2H", "AS", "QS", "QS"], 1: ["KS", "KS"]}, suits="HDC")
    to_play(rnd, 0, "2H", keep="AS QS QS")
    rnd.play("AS QS QS")
    assert rnd.trick == ((0, tuple(parse_cards("QS QS"))),)
    assert rnd.lead.kind == "pair"
    assert rnd.penalties == ((0, 0, 10),)
    assert "can be beaten by" in rnd.log[-1] and "K♠ K♠" in rnd.log[-1]
    assert rnd.hands[0].count(parse_cards("AS")[0]) == 1  # the taken-back card stays in hand
    assert rnd.actions[-1] == Play(0, "AS QS QS")  # the record keeps what was thrown
    play_out(rnd, RandomBot(0))
    assert rnd.tricks[0].attempted == tuple(parse_cards("AS QS QS"))
    assert rnd.tricks[0].penalty == 10


def test_failed_throw_in_tractor_5p_leads_the_lowest_card_without_penalty():
    rnd = dealt("tractor-5p", {0: ["2H", "AS", "QS", "QS"], 1: ["KS", "KS"]}, suits="HDC")
    to_play(rnd, 0, "2H", keep="AS QS QS")
    rnd.play("AS QS QS")
    assert rnd.trick == ((0, tuple(parse_cards("QS"))),)
    assert rnd.penalties == ()


def test_throw_that_stands_is_led_whole():
    rnd = dealt("tractor-4p", {0: ["2H", "AS", "AS", "KS"]}, suits="HDC")
    to_play(rnd, 0, "2H", keep="AS AS KS")
    rnd.play("AS AS KS")
    assert rnd.lead.kind == "throw" and len(rnd.trick[0][1]) == 3 and not rnd.penalties


def test_lead_refusals():
    rnd = dealt("tractor-4p", {0: ["2H", "AS", "3D"]})
    to_play(rnd, 0, "2H", keep="AS 3D")
    hand = rnd.hands[0]
    assert_refused(rnd, Play(0, "AS 3D"), "one suit group")
    missing = next(c for c in parse_cards("BJ SJ AH 5C 7C") if c not in hand)
    assert_refused(rnd, Play(0, [missing]), f"does not hold {missing.symbol}")
    assert_refused(rnd, Play(0, ()), "at least one card")
    assert_refused(rnd, Play(2, "AS"), "seat 0's turn")
    assert_refused(rnd, Play(7, "AS"), "no seat 7")


def test_follow_refusals():
    # Seat 1 holds spades (one pair) and hearts; seat 0 leads spades.
    rnd = dealt("tractor-4p", {0: ["2H", "AS", "KS", "KS"], 1: ["QS", "QS", "3S", "4H"]})
    to_play(rnd, 0, "2H", keep="KS KS")
    rnd.play("KS KS")
    hand = rnd.hands[1]
    non_spade = next(c for c in hand if c.suit != "S" and not rnd.order.is_trump(c))
    assert_refused(rnd, Play(1, "QS"), "play 2", "has 1")
    assert_refused(rnd, Play(1, "QS QS QS"), "has 3")
    assert_refused(rnd, Play(1, ["QS", non_spade]), "must be")
    assert_refused(rnd, Play(1, "QS 3S"), "a pair of spades must be played")
    if "4S" not in map(str, hand):
        assert_refused(rnd, Play(1, "4S 4S"), "does not hold 4♠")
    rnd.play("QS QS")
    assert rnd.to_act == 2


def test_tractor_follow_example_of_rules():
    """rules §4: diamonds 3 4 5 A A against a 4-card diamond tractor must play AA + two."""
    for preset in ("tractor-5p", "tractor-4p"):
        hands = {0: ["2H", "8D", "8D", "7D", "7D"], 1: ["3D", "4D", "5D", "AD", "AD"]}
        rnd = dealt(preset, hands, suits="SHC")
        to_play(rnd, 0, "2H", keep="8D 8D 7D 7D")
        rnd.play("8D 8D 7D 7D")
        assert rnd.lead.kind == "tractor"
        assert "pair" in assert_refused(rnd, Play(1, "3D 4D 5D AD"))
        assert rnd.is_legal(Play(1, "AD AD 3D 4D"))


@pytest.mark.parametrize(
    ("preset", "loose_pairs_legal"), [("tractor-5p", False), ("tractor-4p", True)]
)
def test_tractor_follow_rule_differs_between_presets(preset, loose_pairs_legal):
    """must-tractor (5p) forces a held tractor; pairs-suffice (4p) takes any two pairs."""
    hands = {0: ["2H", "8D", "8D", "7D", "7D"], 1: ["3D", "3D", "4D", "4D", "KD", "KD"]}
    rnd = dealt(preset, hands, suits="SHC")
    to_play(rnd, 0, "2H", keep="8D 8D 7D 7D")
    rnd.play("8D 8D 7D 7D")
    assert rnd.is_legal(Play(1, "4D 4D 3D 3D"))
    assert rnd.is_legal(Play(1, "KD KD 3D 3D")) is loose_pairs_legal
    if not loose_pairs_legal:
        assert_refused(rnd, Play(1, "KD KD 3D 3D"), "tractor")


def test_follow_options_are_offered():
    rnd = dealt("tractor-4p", {0: ["2H", "KS"], 1: ["QS", "3S"]})
    to_play(rnd, 0, "2H", keep="KS")
    rnd.play("KS")
    choices = rnd.legal_actions()
    assert choices.kind == "follow" and choices.count == 1
    assert {str(c) for c in choices.follow.may} >= {"QS", "3S"}


def test_trick_winner_leads_next_and_points_go_to_the_winner():
    rnd = Round("tractor-4p", seed=4)
    bot = RandomBot(4)
    while not rnd.tricks:
        rnd.act(bot.choose(rnd))
    trick = rnd.tricks[0]
    assert rnd.to_act == trick.winner and rnd.leader == trick.winner
    assert rnd.captured[trick.winner] == trick.points
    assert trick.reason.startswith("Trick 1")
    assert f"Seat {trick.winner} (" in trick.reason or f"Seat {trick.winner}'s lead" in trick.reason


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_actions_after_the_end_are_refused(preset):
    rnd = play_out(Round(preset, seed=1), RandomBot(1))
    assert rnd.legal_actions().kind == "none"
    assert_refused(rnd, Play(0, "AS"), "round is over")
    with pytest.raises(Exception, match="Nobody is to act"):
        rnd.play("AS")
