"""Declaring trump (rules §6) in each auction mode, word for word: every refusal and every
declaration with its declarer, so that a one-token change in engine/rulebook/bidding.py fails a test
and its branches are covered (``make coverage``)."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.cards.card import parse_cards
from tractor_engine.errors import IllegalPlay
from tractor_engine.rulebook.bidding import Auction, declare, legal_bids

R4, R5, ONE = te.rules("tractor-4p"), te.rules("tractor-5p"), te.rules("single-deck")
FIRST = Auction(R4, "first", ("2", "3", "2", "3"))
FIXED = Auction(R4, "fixed", ("5", "3", "5", "3"), starter=2)
FREE = Auction(R5, "free", ("2", "3", "4", "3", "5"))
WINNERS = Auction(R5, "winners", ("2", "3", "4", "3", "5"), frozenset({1, 3}))
ONE_DECK = Auction(ONE, "free", ("2",) * 5)


def counts(cards: str) -> dict:
    held: dict = {}
    for card in parse_cards(cards):
        held[card] = held.get(card, 0) + 1
    return held


def show(auction, standing, seat, cards, held=None):
    """The declaration ``seat`` makes showing ``cards`` (holding ``held``, else just them)."""
    return declare(auction, standing, seat, tuple(parse_cards(cards)), counts(held or cards))


def refused(auction, standing, seat, cards, held=None) -> str:
    with pytest.raises(IllegalPlay) as err:
        show(auction, standing, seat, cards, held)
    return err.value.reason


@pytest.mark.parametrize(
    ("auction", "seat", "cards", "held", "reason"),
    [
        (
            FIRST,
            0,
            "",
            None,
            "A bid shows one trump-rank card, a pair of them, or two identical jokers.",
        ),
        (FIRST, 0, "3S", None, "3♠ is not a bid: the level is 2 in this hand."),
        (
            FREE,
            0,
            "6S",
            None,
            "6♠ is not a bid: the levels that may be shown are 2, 3, 4, 5 (the players' levels).",
        ),
        (
            WINNERS,
            0,
            "2S",
            None,
            "2♠ is not a bid: only the level of a previous winner may be shown (3).",
        ),
        (
            FIXED,
            1,
            "3S",
            None,
            "3♠ is not a bid: the declaring side plays at 5, so only a 5 (or two identical "
            "jokers) may be shown.",
        ),
        (
            ONE_DECK,
            0,
            "SJ",
            None,
            "A joker is not a bid: with one deck only a single trump-rank card is bid, so nobody "
            "can bid no trump.",
        ),
        (
            ONE_DECK,
            0,
            "2S 2S",
            None,
            "With one deck there are no pairs: only a single trump-rank card is bid.",
        ),
        (
            FREE,
            0,
            "2S 3S",
            None,
            "2♠ 3♠ is not a bid: show one trump-rank card, two identical trump-rank cards, or two "
            "identical jokers (never mixed).",
        ),
        (
            FREE,
            0,
            "2S 2S 2S",
            None,
            "2♠ 2♠ 2♠ is not a bid: show one trump-rank card, two identical trump-rank cards, or "
            "two identical jokers (never mixed).",
        ),
        (
            FREE,
            0,
            "SJ",
            None,
            "A single joker is not a bid: two identical jokers (SJ SJ) bid no trump.",
        ),
        (FREE, 0, "2S 2S", "2S", "Seat 0 cannot show 2♠ 2♠: it holds only one 2♠."),
        (FREE, 0, "2S", "3S", "Seat 0 cannot show 2♠: it holds no 2♠."),
    ],
)
def test_a_first_bid_that_is_refused_and_why(auction, seat, cards, held, reason):
    assert refused(auction, None, seat, cards, held) == reason


@pytest.mark.parametrize(
    ("auction", "seat", "cards", "fields", "reason"),
    [
        (
            ONE_DECK,
            0,
            "2S",
            ("single", 0, 0, "2", "S"),
            "Seat 0 shows 2♠: spades trump at 2, and seat 0 declares.",
        ),
        (
            FREE,
            0,
            "BJ BJ",
            ("jokers", 0, 0, "2", None),
            "Seat 0 shows BJ BJ: no trump, and seat 0 declares at its own level 2.",
        ),
        (
            FREE,
            0,
            "3S 3S",
            ("pair", 0, 1, "3", "S"),
            "Seat 0 shows 3♠ 3♠: spades trump at 3; 3 is not its own level, so the declarer is "
            "seat 1, the first player at 3 from the next seat.",
        ),
        (
            FREE,
            0,
            "5S",
            ("single", 0, 4, "5", "S"),
            "Seat 0 shows 5♠: spades trump at 5; 5 is not its own level, so the declarer is seat "
            "4, the first player at 5 from the next seat.",
        ),
        (
            WINNERS,
            2,
            "3S",
            ("single", 2, 3, "3", "S"),
            "Seat 2 shows 3♠: spades trump at 3; 3 is not its own level, so the declarer is seat "
            "3, the first previous winner at 3 from the next seat.",
        ),
        (
            WINNERS,
            1,
            "3S",
            ("single", 1, 1, "3", "S"),
            "Seat 1 shows 3♠: spades trump at 3, and seat 1 declares.",
        ),
        (
            FIRST,
            0,
            "2D",
            ("single", 0, 0, "2", "D"),
            "Seat 0 shows 2♦: diamonds trump at 2, and seat 0 declares.",
        ),
    ],
)
def test_a_first_bid_and_who_declares(auction, seat, cards, fields, reason):
    made = show(auction, None, seat, cards)
    assert (made.kind, made.seat, made.declarer, made.rank, made.suit) == fields
    assert made.reason == reason


def test_what_overrides_a_standing_bid_and_what_does_not():
    single = show(FREE, None, 0, "4D")
    assert refused(FREE, single, 1, "5C") == (
        "4♦ is a single: only a rank pair or a joker pair overrides it, not 5♣."
    )
    pair = show(FREE, None, 0, "3S 3S")
    assert refused(FREE, pair, 1, "4H 4H") == (
        "3♠ 3♠ is a rank pair: only two identical jokers override it, not 4♥ 4♥."
    )
    jokers = show(FREE, None, 0, "BJ BJ")
    assert refused(FREE, jokers, 1, "SJ SJ") == (
        "BJ BJ is a joker pair, and nothing overrides a joker pair."
    )
    first = show(ONE_DECK, None, 0, "2S")
    assert refused(ONE_DECK, first, 1, "2H") == (
        "2♠ was bid first, and with one deck nothing overrides the first bid: there are no pairs "
        "to show, so 2♥ cannot override it."
    )
    over = show(FREE, pair, 2, "BJ BJ")
    assert (over.kind, over.declarer) == ("jokers", 2)
    assert over.reason == (
        "Seat 2 shows BJ BJ, overriding 3♠ 3♠: no trump, and seat 2 declares at its own level 4."
    )


def test_reinforcing_ones_own_single():
    single = show(FREE, None, 0, "4D")
    made = show(FREE, single, 0, "4D 4D")
    assert (made.kind, made.declarer, made.rank, made.suit) == ("reinforce", 2, "4", "D")
    assert made.reason == (
        "Seat 0 reinforces its 4♦ with the second copy: 4♦ 4♦ now stands as a pair; declarer, "
        "level and trump stay, and only a joker pair can override it."
    )
    assert refused(FREE, made, 1, "5S 5S") == (
        "4♦ 4♦ is reinforced to a pair: only two identical jokers override it, not 5♠ 5♠."
    )
    both = show(FREE, None, 0, "4D", held="4D 4D")
    assert refused(FREE, both, 0, "4D 4D") == (
        "Seat 0 already held both 4♦ when it showed one: only a copy dealt after the single was "
        "shown reinforces it (showing the pair at once was the way to bid it)."
    )
    assert refused(FREE, single, 0, "2D") == (
        "Seat 0's bid 4♦ stands, and nobody overrides their own bid: it may only be reinforced "
        "with the second 4♦."
    )
    own = show(FIRST, None, 0, "2D")
    assert refused(FIRST, own, 0, "2D 2D") == (
        "Seat 0 cannot reinforce its 2♦ in tractor-4p: nobody overrides their own bid."
    )
    assert refused(FIRST, own, 0, "BJ BJ") == (
        "Seat 0's bid 2♦ stands, and nobody overrides their own bid."
    )


def test_legal_bids_list_what_may_be_shown_now():
    held = counts("2S 2S 2H 3C BJ BJ SJ")
    # in a free auction every player's level may be shown: 2 and 3 here
    assert [tuple(map(str, b)) for b in legal_bids(FREE, None, 0, held)] == [
        ("2S",),
        ("2H",),
        ("3C",),
        ("2S", "2S"),
        ("BJ", "BJ"),
    ]
    pair = show(FREE, None, 1, "3S 3S")
    assert [tuple(map(str, b)) for b in legal_bids(FREE, pair, 0, held)] == [("BJ", "BJ")]
    assert legal_bids(FREE, show(FREE, None, 1, "BJ BJ"), 0, held) == []


def test_auction_ranks_and_declarers_in_each_mode():
    assert FIRST.ranks_for(1) == ("3",) and FIXED.ranks_for(0) == ("5",)
    assert FREE.ranks_for(0) == ("2", "3", "4", "5") and WINNERS.ranks_for(0) == ("3",)
    assert FIRST.declarer_for("2", 2) == 2 and FIXED.declarer_for("5", 1) == 2
    assert FREE.declarer_for("3", 3) == 3 and FREE.declarer_for("3", 4) == 1
    assert WINNERS.declarer_for("3", 3) == 3 and WINNERS.declarer_for("3", 0) == 1
    assert FREE.may_reinforce and WINNERS.may_reinforce
    assert not (FIRST.may_reinforce or FIXED.may_reinforce or ONE_DECK.may_reinforce)
    assert len(FREE.rank_cards(0)) == 16 and FREE.rank_cards(0) is FREE.rank_cards(0)
    assert FREE.bid_cards(0) >= set(FREE.rank_cards(0)) | set(parse_cards("SJ BJ"))
