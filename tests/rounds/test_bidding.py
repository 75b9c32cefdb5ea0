"""Bidding during the deal (rules §6), with the rules' examples and seed 003."""

from __future__ import annotations

from collections import Counter

import pytest

from tractor_engine.cards.card import ALL_CARDS, parse_cards
from tractor_engine.errors import IllegalPlay
from tractor_engine.play.actions import Bid, Pass
from tractor_engine.play.round import Round, arrange_deck
from tractor_engine.rulebook.bidding import Auction, declare, legal_bids, turn_up
from tractor_engine.rulebook.rulesets import rules

from .round_support import assert_refused, fill, finish_deal, pass_until


def five_p(hands: dict, *, levels=None, winners=None, dealer: int = 0, seed: int = 0) -> Round:
    deck = arrange_deck("tractor-5p", fill("tractor-5p", hands), dealer=dealer, seed=seed)
    return Round("tractor-5p", deck=deck, levels=levels, winners=winners, dealer=dealer)


WINNERS_9_10_J = {"levels": ["9", "10", "J", "5", "5"], "winners": [0, 1, 2]}


def test_seed_example_single_nine_overridden_by_ten_pair():
    """Winners at 9, 10 and J: 9♦ is overridden by 10♥ 10♥; the deal goes on at 10, hearts."""
    rnd = five_p({3: ["9D"], 4: ["3S", "10H", "10H"]}, **WINNERS_9_10_J)
    pass_until(rnd, 3, "9D")
    rnd.bid("9D")
    bid = rnd.standing_bid
    assert (bid.rank, bid.suit, bid.declarer) == ("9", "D", 0)  # first winner at 9 after seat 3
    pass_until(rnd, 4, "10H 10H")
    rnd.bid("10H 10H")
    bid = rnd.standing_bid
    assert (bid.rank, bid.suit) == ("10", "H")
    assert bid.declarer == 1  # the first previous winner at 10 from the next seat
    finish_deal(rnd)
    assert str(rnd.trump) == "10H" and rnd.declarer == 1 and rnd.phase == "bury"
    assert rnd.to_act == 1


def test_own_level_makes_the_bidder_declarer():
    rnd = five_p({1: ["10C"]}, **WINNERS_9_10_J)
    pass_until(rnd, 1, "10C")
    rnd.bid("10C")
    assert rnd.standing_bid.declarer == 1


def test_loser_level_cannot_be_shown_in_later_hands():
    rnd = five_p({3: ["5S", "5S"]}, **WINNERS_9_10_J)
    for _ in range(200):
        if rnd.phase != "deal" or (rnd.to_act == 3 and len(rnd.hands[3]) >= 2):
            break
        rnd.pass_()
    # Seat 3 holds 5♠ 5♠ (its own level, a loser's) but is never offered it.
    assert all(b.cards[0].rank != "5" for b in rnd.legal_actions().actions if isinstance(b, Bid))


def test_first_hand_anyone_at_their_own_level():
    rnd = five_p({2: ["2H"]})
    pass_until(rnd, 2, "2H")
    rnd.bid("2H")
    assert rnd.standing_bid.declarer == 2
    finish_deal(rnd)
    assert str(rnd.trump) == "2H" and rnd.declarer == 2


def test_free_hand_shows_any_players_level():
    """After a scramble anyone may show any player's level; the first player at it declares."""
    rnd = five_p({0: ["7S"]}, levels=["2", "3", "7", "4", "5"])
    assert set(rnd.auction.ranks_for(0)) == {"2", "3", "7", "4", "5"}
    pass_until(rnd, 0, "7S")
    rnd.bid("7S")
    assert rnd.standing_bid.declarer == 2  # seat 2 is at 7


def test_nobody_overrides_themselves():
    deck = arrange_deck("tractor-4p", fill("tractor-4p", {0: ["2S", "2H", "2H", "BJ", "BJ"]}))
    rnd = Round("tractor-4p", deck=deck)
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    # Seat 0 is never asked again (it has nothing it may bid) ...
    while rnd.phase == "deal":
        assert rnd.to_act != 0
        rnd.pass_()
    # ... and the bidding rule itself refuses its pair and its jokers.
    counts = Counter(rnd.hands[0])
    standing = rnd.bids[-1]
    for cards in ("2H 2H", "BJ BJ"):
        with pytest.raises(IllegalPlay, match="nobody overrides their own bid"):
            declare(rnd.auction, standing, 0, parse_cards(cards), counts)
    assert legal_bids(rnd.auction, standing, 0, counts) == []


def test_single_overridden_by_pair_and_jokers_pair_by_jokers_only():
    rnd = five_p({0: ["2S"], 1: ["2D", "2D", "3S"], 2: ["SJ", "SJ"], 3: ["2C", "2C"]})
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    pass_until(rnd, 1, "2D 2D")
    assert_refused(rnd, Bid(1, "2D"), "only a rank pair or a joker pair overrides it")
    rnd.bid("2D 2D")
    assert rnd.standing_bid.kind == "pair" and rnd.standing_bid.declarer == 1
    pass_until(rnd, 2, "SJ SJ")
    rnd.bid("SJ SJ")
    bid = rnd.standing_bid
    assert bid.suit is None and bid.declarer == 2 and bid.rank == "2"
    # Nothing overrides a joker pair: nobody is asked any more.
    finish_deal(rnd)
    assert rnd.trump.suit is None and rnd.declarer == 2


def test_pair_not_overridden_by_pair():
    rnd = five_p({1: ["2D", "2D"], 3: ["2C", "2C", "3S", "3S"]})
    pass_until(rnd, 1, "2D 2D")
    rnd.bid("2D 2D")
    # Seat 3 gets its second 2♣ but a rank pair cannot override a rank pair: it is never asked
    # for it, and a Bid is refused when it is asked for something else.
    for _ in range(300):
        if rnd.phase != "deal":
            break
        if rnd.to_act == 3:
            assert_refused(rnd, Bid(3, "2C 2C"), "only two identical jokers override it")
        rnd.pass_()


def test_mixed_jokers_and_single_joker_are_not_bids():
    auction = Auction(rules("tractor-5p"), "free", ("2",) * 5)
    counts = Counter(parse_cards("SJ BJ 2S"))
    with pytest.raises(IllegalPlay, match="never mixed"):
        declare(auction, None, 0, parse_cards("SJ BJ"), counts)
    with pytest.raises(IllegalPlay, match="A single joker is not a bid"):
        declare(auction, None, 0, parse_cards("BJ"), counts)
    assert legal_bids(auction, None, 0, counts) == [tuple(parse_cards("2S"))]


def test_a_previous_loser_at_a_winners_level_never_declares():
    """[reading] rules §6: in a later hand the declarer always comes from the previous winners;
    a loser at a winner's level who shows it makes the first winner at that level declarer."""
    rnd = five_p({4: ["JS"]}, levels=["9", "10", "J", "5", "J"], winners=[0, 1, 2])
    pass_until(rnd, 4, "JS")
    assert rnd.check_bid(4, "JS").legal
    rnd.bid("JS")
    bid = rnd.standing_bid
    assert (bid.declarer, bid.rank, bid.suit) == (2, "J", "S")
    assert "seat 4 is a previous loser" in bid.reason and "first previous winner" in bid.reason


def test_a_previous_winner_at_its_own_level_declares():
    rnd = five_p({2: ["JS"]}, levels=["9", "10", "J", "5", "J"], winners=[0, 1, 2])
    pass_until(rnd, 2, "JS")
    rnd.bid("JS")
    assert rnd.standing_bid.declarer == 2


def test_no_reinforcement_with_a_copy_held_when_the_single_was_shown():
    """[reading] rules §6: only a copy dealt after the single was shown reinforces it."""
    # Seat 0 is dealt 2♠ 2♠ as its first two cards and shows one at the second card.
    rnd = five_p({0: ["2S", "2S", "3S", "4S", "6S"]})
    while not (rnd.to_act == 0 and rnd.dealt > 5):
        rnd.pass_()
    assert rnd.hands[0].count(parse_cards("2S")[0]) == 2
    rnd.bid("2S")
    assert rnd.standing_bid.held == 2
    # Seat 0 is never offered the pair again, and the bidding rule refuses it.
    verdict = rnd.check_bid(0, "2S 2S")
    assert not verdict.legal
    assert "already held both 2♠" in verdict.reason and "dealt after" in verdict.reason
    while rnd.phase == "deal":
        assert rnd.to_act != 0
        rnd.pass_()


def test_reinforcement_asked_again_after_a_pass():
    """Seed 003: pass only skips the chance; at the next card the engine asks again."""
    # Seat 0's cards: 2♠, then the second 2♠ as its 3rd card.
    rnd = five_p({0: ["2S", "3S", "2S", "4S", "6S"], 1: ["2H", "2H"], 2: ["BJ", "BJ"]})
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    # The 2nd copy arrives with seat 0's 3rd card: it is asked, with the reinforcement offered.
    pass_until(rnd, 0)
    assert len(rnd.hands[0]) == 3
    assert rnd.legal_actions().actions == (Bid(0, "2S 2S"), Pass(0))
    rnd.pass_()
    # Seat 1 may not override a standing single with its 2♥ 2♥ now? It may: it is a single.
    # But pass it, so that seat 0 keeps the single; seat 0 is asked again at its 4th card.
    pass_until(rnd, 0)
    assert len(rnd.hands[0]) == 4
    assert Bid(0, "2S 2S") in rnd.legal_actions().actions
    assert_refused(rnd, Bid(0, "BJ"), "not a bid")
    rnd.bid("2S 2S")
    bid = rnd.standing_bid
    assert bid.kind == "reinforce" and (bid.rank, bid.suit, bid.declarer) == ("2", "S", 0)
    # Other rank pairs can no longer override it; a joker pair still can.
    pass_until(rnd, 2, "BJ BJ")
    for _ in range(300):
        if rnd.to_act == 1 and rnd.phase == "deal":
            assert_refused(rnd, Bid(1, "2H 2H"), "reinforced")
            break
        if rnd.to_act == 2:
            break
        rnd.pass_()
    pass_until(rnd, 2, "BJ BJ")
    rnd.bid("BJ BJ")
    assert rnd.standing_bid.suit is None and rnd.standing_bid.declarer == 2


def test_reinforce_only_the_same_card():
    """One may not change suit, nor override oneself with jokers, when reinforcing."""
    rnd = five_p({0: ["2S", "2H", "2H", "SJ", "SJ", "2S"]})
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    pass_until(rnd, 0)  # asked again only once the second 2♠ arrives
    assert len(rnd.hands[0]) == 6
    assert rnd.legal_actions().actions == (Bid(0, "2S 2S"), Pass(0))
    for cards in ("2H 2H", "SJ SJ"):
        reason = assert_refused(rnd, Bid(0, cards))
        assert "may only be reinforced with the second 2♠" in reason


def test_cannot_reinforce_after_being_overridden():
    rnd = five_p({0: ["2S", "3S", "2S"], 1: ["2H", "2H"]})
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    pass_until(rnd, 1, "2H 2H")
    rnd.bid("2H 2H")
    for _ in range(300):
        if rnd.phase != "deal":
            break
        if rnd.to_act == 0 and len(rnd.hands[0]) >= 3:
            assert_refused(rnd, Bid(0, "2S 2S"), "only two identical jokers override it")
            break
        rnd.pass_()


@pytest.mark.parametrize(
    ("shower", "first", "declarer", "rank"),
    [
        (1, None, 1, "10"),  # a previous winner: declarer at its own level
        (3, None, 0, "9"),  # a loser first: the first winner from the next seat, its level
        (4, "9D", 0, "9"),  # a loser over a bid: declarer and level stay
        (2, "9D", 2, "J"),  # a winner over a bid: declares at its own level
        (1, "9D", 1, "10"),  # a winner over a bid made for another winner
    ],
)
def test_joker_pair_cases(shower, first, declarer, rank):
    levels = ["9", "10", "J", "5", "J"]
    winners = [0, 1, 2]
    hands = {shower: ["3S", "SJ", "SJ"]}
    if first:
        bidder = 3 if shower != 3 else 4
        hands[bidder] = [first]
    rnd = five_p(hands, levels=levels, winners=winners)
    if first:
        pass_until(rnd, bidder, first)
        rnd.bid(first)
    pass_until(rnd, shower, "SJ SJ")
    rnd.bid("SJ SJ")
    bid = rnd.standing_bid
    assert bid.suit is None
    assert (bid.declarer, bid.rank) == (declarer, rank), bid.reason


def test_free_hand_joker_pair_plays_at_own_level():
    rnd = five_p({3: ["BJ", "BJ"]}, levels=["2", "3", "4", "6", "5"])
    pass_until(rnd, 3, "BJ BJ")
    rnd.bid("BJ BJ")
    assert (rnd.standing_bid.declarer, rnd.standing_bid.rank) == (3, "6")


def test_five_player_later_hand_with_no_bid_redeals_as_scramble():
    rnd = Round("tractor-5p", seed=3, levels=["9", "10", "J", "5", "5"], winners=[0, 1, 2])
    rnd.deal_all()
    assert rnd.deal_number == 1 and rnd.auction.mode == "free"
    assert "scramble" in " ".join(rnd.log)


def test_first_hand_redeal_when_nobody_bids():
    rnd = Round("tractor-4p", seed=5)
    first_deck = rnd.deck
    rnd.deal_all()
    assert rnd.deal_number == 1 and rnd.phase == "deal" and rnd.deck != first_deck
    assert "dealt again" in rnd.log[-1]


def test_four_player_first_hand_bidder_declares_and_starts():
    deck = arrange_deck("tractor-4p", {3: ["5S", "2C"]})
    rnd = Round("tractor-4p", deck=deck)
    pass_until(rnd, 3, "2C")
    rnd.bid("2C")
    finish_deal(rnd)
    assert rnd.declarer == 3 and rnd.starter == 3 and rnd.to_act == 3
    assert str(rnd.trump) == "2C" and rnd.declarers == (1, 3)


def test_four_player_later_hand_bids_choose_only_the_suit():
    deck = arrange_deck("tractor-4p", {1: ["7H"], 2: ["7S"]}, dealer=0)
    rnd = Round("tractor-4p", deck=deck, levels=["7", "5", "7", "5"], starter=0, dealer=0)
    pass_until(rnd, 1, "7H")
    assert_refused(rnd, Bid(1, "5S"), "declaring side plays at 7")
    rnd.bid("7H")
    assert rnd.standing_bid.declarer == 0
    finish_deal(rnd)
    assert str(rnd.trump) == "7H" and rnd.declarer == 0 and rnd.starter == 0


@pytest.mark.parametrize(
    ("kitty", "suit", "shown"),
    [
        ("3S 7H 5D 5C 9S 9S 10H KD", "D", 3),  # the first 5 turned up
        ("3S 7H 9D QC 9S 9S 10H QS", "C", 8),  # no 5: the highest card, Q♣, first of the queens
        ("BJ 3S KH 4D KS 9S 10H SJ", "H", 8),  # jokers aside; K♥ turned before K♠
    ],
)
def test_kitty_turned_up_when_nobody_bids(kitty, suit, shown):
    assert turn_up(parse_cards(kitty), "5")[:2] == (suit, shown)
    deck = arrange_deck("tractor-4p", {s: [] for s in range(4)}, kitty=kitty)
    rnd = Round("tractor-4p", deck=deck, levels=["5", "2", "5", "2"], starter=2)
    finish_deal(rnd)  # everybody passes: the kitty decides
    assert rnd.phase == "bury" and not rnd.bids
    assert rnd.trump.suit == suit and rnd.trump.rank == "5" and len(rnd.turned_up) == shown
    assert rnd.declarer == 2 and rnd.to_act == 2


def test_single_deck_first_bid_stands():
    deck = arrange_deck("single-deck", {0: ["2S"], 1: ["2H"]})
    rnd = Round("single-deck", deck=deck)
    pass_until(rnd, 0, "2S")
    rnd.bid("2S")
    # Nobody can override: with one deck, no pairs and no joker pairs.
    assert rnd.phase == "bury" or all(not isinstance(a, Bid) for a in rnd.legal_actions().actions)
    finish_deal(rnd)
    assert str(rnd.trump) == "2S" and rnd.declarer == 0


def test_single_deck_refusals_say_that_nothing_overrides_the_first_bid():
    rnd = Round("single-deck", seed=1)
    auction = rnd.auction
    counts = Counter(ALL_CARDS)
    first = declare(auction, None, 0, parse_cards("2S"), counts)
    with pytest.raises(IllegalPlay, match="nothing overrides the first bid"):
        declare(auction, first, 1, parse_cards("2H"), counts)
    with pytest.raises(IllegalPlay, match="nobody can bid no trump"):
        declare(auction, first, 1, parse_cards("BJ"), counts)


def test_single_deck_has_no_pair_bid_and_no_reinforcement():
    rnd = Round("single-deck", seed=1)
    pass_until(rnd, rnd.to_act)
    seat = rnd.to_act
    card = next(c for c in rnd.hands[seat] if c.rank == "2")
    reason = assert_refused(rnd, Bid(seat, (card, card)))
    assert "only one" in reason or "no pairs" in reason


def test_bid_of_a_card_not_held_and_wrong_phase():
    rnd = Round("tractor-4p", seed=2)
    pass_until(rnd, rnd.to_act)
    seat = rnd.to_act
    missing = next(c for c in parse_cards("2S 2H 2D 2C") if c not in rnd.hands[seat])
    assert_refused(rnd, Bid(seat, (missing,)), "holds no")
    assert_refused(rnd, Bid((seat + 1) % 4, (missing,)), f"seat {seat}'s turn")
    assert_refused(rnd, Bid(seat, "5S 5S"), "not a bid")
    assert_refused(rnd, Bid(seat, "2S 2S 2S"), "not a bid")


def test_every_legal_bid_listed_is_accepted_and_nothing_else():
    rnd = Round("tractor-5p", seed=11)
    for _ in range(60):
        if rnd.phase != "deal":
            break
        choices = rnd.legal_actions()
        assert choices.kind == "bid" and choices.actions[-1] == Pass(rnd.to_act)
        for action in choices.actions:
            assert rnd.is_legal(action), action
        rnd.pass_()
