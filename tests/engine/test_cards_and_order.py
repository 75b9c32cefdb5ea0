"""Cards, notation, rule sets and the trump order (rules §1)."""

from __future__ import annotations

import copy
import pickle

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of

P = te.parse_cards


def order(trump: str, rules: str = "tractor-4p", **options):
    return order_of(te.cards.trump.as_trump(trump), te.rules(rules, **options))


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("3D 3D 10H JS AS SJ BJ", "3D 3D 10H JS AS SJ BJ"),
        ("th 10♥ T♥ tH", "10H 10H 10H 10H"),
        ("as,ks, qs", "AS KS QS"),
        ("sj bj Bj", "SJ BJ BJ"),
        ("2♠ 3♥ 4♦ 5♣", "2S 3H 4D 5C"),
    ],
)
def test_notation_is_read_and_printed_canonically(text, canonical):
    assert te.format_cards(P(text)) == canonical
    assert str(P(text)) == canonical


def test_cards_are_immutable_interned_values_without_an_order_of_their_own():
    a, b = P("9D 9D")
    assert a == b and a is b and hash(a) == hash(b)
    assert te.Card("9", "D") is a and te.Card.parse("9♦") is a
    assert pickle.loads(pickle.dumps(a)) is a and copy.deepcopy(a) is a
    with pytest.raises(AttributeError):
        a.rank = "10"
    with pytest.raises(TypeError):
        _ = a < te.Card("10", "D")
    assert a.name == "9 of diamonds" and te.Card("BJ").name == "big joker"
    assert te.Card("QS").name == "queen of spades" and a.symbol == "9♦"


def test_a_list_of_strings_and_of_cards_are_accepted():
    cards = P(["10H", "sj", te.Card("AS")])
    assert te.format_cards(cards) == "10H SJ AS"
    assert P(te.Card("BJ")) == (te.Card("BJ"),)


def test_points():
    assert te.card_points("5S 10H KD") == 25
    assert te.card_points("AS QH JD 9C BJ SJ 2H") == 0
    assert te.card_points([c for c in te.ALL_CARDS for _ in range(2)]) == 200
    assert te.card_points(te.ALL_CARDS) == 100


def test_trump_order_with_a_trump_suit_rank_2_hearts():
    o = order("2H")
    assert o.describe() == (
        "BJ > SJ > 2♥ > 2♠ = 2♣ = 2♦ > A♥ > K♥ > Q♥ > J♥ > 10♥ > 9♥ > 8♥ > 7♥ > 6♥ > 5♥ > 4♥ > 3♥"
    )
    for card in P("2S 2D 2C 2H AH 3H BJ SJ"):
        assert o.is_trump(card)
    assert not o.is_trump(te.Card("AS"))
    # Other suits run A down to 3, the trump rank 2 being a trump.
    spades = [c for c in o.sorted(te.ALL_CARDS) if o.group[c.id] == "S"]
    assert te.format_cards(spades) == "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S"


def test_no_trump_in_tractor_4p_keeps_only_the_jokers_as_trumps():
    o = order("10NT", "tractor-4p")
    assert o.describe() == "BJ > SJ"
    assert o.group[te.Card("10", "H").id] == "H"
    hearts = [c for c in o.sorted(te.ALL_CARDS) if o.group[c.id] == "H"]
    assert te.format_cards(hearts) == "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"


def test_no_trump_in_tractor_5p_keeps_the_rank_cards_as_equal_trumps():
    o = order("10NT", "tractor-5p")
    assert o.describe() == "BJ > SJ > 10♠ = 10♥ = 10♣ = 10♦"
    assert te.rules("tractor-4p", no_trump_keeps_rank_trumps=True).no_trump_keeps_rank_trumps
    assert order("10NT", "tractor-4p", no_trump_keeps_rank_trumps=True).is_trump(te.Card("10H"))


def test_trump_short_forms():
    assert te.cards.trump.as_trump("2H") == te.Trump("2", "H")
    assert te.cards.trump.as_trump("10nt") == te.Trump("10", None)
    assert te.Trump(10, "♠") == te.Trump("10", "S")
    assert str(te.Trump("J", None)) == "JNT"
    assert te.Trump("T", "d").describe() == "rank 10, diamonds trump"


def test_rule_sets_are_immutable_and_describe_themselves():
    r = te.rules("tractor-5p")
    with pytest.raises(AttributeError):
        r.players = 4
    assert (r.players, r.decks, r.hand_size, r.kitty_size) == (5, 2, 20, 8)
    four = te.rules("tractor-4p")
    assert (four.players, four.hand_size, four.kitty_size, four.partnerships) == (4, 25, 8, "fixed")
    one = te.rules("single-deck")
    assert (one.players, one.decks, one.hand_size, one.kitty_size) == (5, 1, 10, 4)
    one4 = te.rules("single-deck", players=4)
    assert (one4.hand_size, one4.kitty_size, one4.partnerships) == (12, 6, "fixed")
    for rs in (r, four, one, one4):
        assert rs.players * rs.hand_size + rs.kitty_size == 54 * rs.decks
    text = r.describe()
    assert "tractor-5p" in text and "hidden friend" in text and "2 to the power" in text
    assert "no pairs" in one.describe()
    assert te.rules("tractor-4p", tractor_follow="must-tractor").options() == {
        "tractor_follow": "must-tractor"
    }
    assert r.replace(throw_penalty="ten-per-card").throw_penalty == "ten-per-card"
    assert r == te.rules("tractor-5p") and hash(r) == hash(te.rules("tractor-5p"))


def test_display_order_groups_trumps_first_and_keeps_duplicates_together():
    hand = te.Hand("3C 9S BJ 2S 9S AH 2H KD", trump="2H", rules="tractor-4p")
    assert [g for g, _ in hand.groups] == ["T", "S", "C", "D"]
    assert str(hand) == "BJ 2H 2S AH | 9S 9S | 3C | KD"
    assert te.format_cards(te.sort_cards("3C 9S BJ 9S", trump="2H", rules="tractor-4p")) == (
        "BJ 9S 9S 3C"
    )
