"""``combos``, word for word: every reason, note, order and field of the pairs and tractors it
finds (rules §2), so that a one-token change in engine/rulebook/combos.py fails a test
(``make mutate``)."""

from __future__ import annotations

import pickle

import pytest

import tractor_engine as te
from tractor_engine import Cards, combos, parse_cards, rules

R4, R5 = rules("tractor-4p"), rules("tractor-5p")
ACE_ON = rules("tractor-4p", ace_connects_to_rank=True)


def found(cards: str, trump: str, ruleset: te.RuleSet) -> te.Combos:
    return combos(cards, trump=trump, rules=ruleset)


def fields(combo: te.Combo) -> tuple[str, str, str, int]:
    return combo.kind, str(combo.cards), str(combo.top), combo.pairs


def test_a_plain_tractor_lists_its_pairs_from_low_to_high_and_each_pair_alone():
    c = found("3H 3H 4H 4H 5H 5H", "2H", R4)
    assert [t.reason for t in c.tractors] == [
        "6-card tractor: 3♥ 3♥, 4♥ 4♥ and 5♥ 5♥ are next to each other in trumps"
    ]
    assert [fields(t) for t in c.tractors] == [("tractor", "5H 5H 4H 4H 3H 3H", "5H", 3)]
    assert [fields(p) for p in c.pairs] == [
        ("pair", "5H 5H", "5H", 1),
        ("pair", "4H 4H", "4H", 1),
        ("pair", "3H 3H", "3H", 1),
    ]
    assert [p.reason for p in c.pairs] == [
        "5♥ 5♥: two identical cards make a pair",
        "4♥ 4♥: two identical cards make a pair",
        "3♥ 3♥: two identical cards make a pair",
    ]
    assert c.notes == ()
    assert str(c) == "\n".join([c.tractors[0].reason, *(p.reason for p in c.pairs)])
    assert c.cards == parse_cards("3H 3H 4H 4H 5H 5H")
    assert c.trump == te.as_trump("2H") and c.rules == R4


def test_a_skipped_trump_rank_joins_the_pairs_beside_it():
    c = found("3S 3S 5S 5S", "4H", R4)
    assert [t.reason for t in c.tractors] == [
        "4-card tractor: 3♠ 3♠ and 5♠ 5♠ are adjacent: the trump rank 4 is skipped"
    ]
    assert [fields(t) for t in c.tractors] == [("tractor", "5S 5S 3S 3S", "5S", 2)]
    # two ranks apart with no trump rank between them: no tractor
    assert found("3S 3S 5S 5S", "9H", R4).tractors == ()
    assert found("3S 3S 5S 5S", "4NT", R4).tractors == ()  # in no trump, 4s stay plain


def test_in_no_trump_the_rank_pair_connects_to_the_small_jokers():
    c = found("2S 2S SJ SJ BJ BJ", "2NT", R5)
    assert [t.reason for t in c.tractors] == [
        "6-card tractor: 2♠ 2♠ and SJ SJ: in no trump a rank pair connects straight to the "
        "small jokers; SJ SJ and BJ BJ: small jokers and big jokers are adjacent"
    ]
    assert [fields(t) for t in c.tractors] == [("tractor", "BJ BJ SJ SJ 2S 2S", "BJ", 3)]
    assert [fields(p) for p in c.pairs] == [
        ("pair", "BJ BJ", "BJ", 1),
        ("pair", "SJ SJ", "SJ", 1),
        ("pair", "2S 2S", "2S", 1),
    ]
    # tractor-4p: in no trump only the jokers are trumps
    four = found("2S 2S SJ SJ BJ BJ", "2NT", R4)
    assert [t.reason for t in four.tractors] == [
        "4-card tractor: SJ SJ and BJ BJ: small jokers and big jokers are adjacent"
    ]


def test_the_ace_joins_an_off_suit_rank_pair_only_when_the_rule_says_so():
    on = found("AH AH 2S 2S 2H 2H", "2H", ACE_ON)
    assert [t.reason for t in on.tractors] == [
        "6-card tractor: A♥ A♥ and 2♠ 2♠: the trump suit's highest plain card, A♥, connects "
        "to an off-suit rank pair (ace_connects_to_rank is on); 2♠ 2♠ and 2♥ 2♥: an off-suit "
        "rank pair and the trump-suit rank pair are adjacent"
    ]
    assert [fields(t) for t in on.tractors] == [("tractor", "2H 2H 2S 2S AH AH", "2H", 3)]
    assert on.notes == ()
    off = found("AH AH 2S 2S 2H 2H", "2H", R4)
    assert [t.reason for t in off.tractors] == [
        "4-card tractor: 2♠ 2♠ and 2♥ 2♥: an off-suit rank pair and the trump-suit rank pair "
        "are adjacent"
    ]
    assert off.notes == (
        "A♥ A♥ and 2♠ 2♠ are not a tractor: the trump suit's highest plain card, A♥, does not "
        "connect to an off-suit rank pair (ace_connects_to_rank is off).",
    )


def test_when_the_aces_are_the_rank_the_king_is_the_highest_plain_card():
    off = found("KH KH AS AS 2S 2S", "AH", R4)
    assert off.tractors == ()
    assert off.notes == (
        "K♥ K♥ and A♠ A♠ are not a tractor: the trump suit's highest plain card, K♥ (the aces "
        "are the trump rank), does not connect to an off-suit rank pair "
        "(ace_connects_to_rank is off).",
    )
    on = found("KH KH AS AS", "AH", ACE_ON)
    assert [t.reason for t in on.tractors] == [
        "4-card tractor: K♥ K♥ and A♠ A♠: the trump suit's highest plain card, K♥ (the aces "
        "are the trump rank), connects to an off-suit rank pair (ace_connects_to_rank is on)"
    ]
    # no note when the pair two below is not the top plain card
    assert found("QH QH AS AS", "AH", R4).notes == ()
    # nor when the off-suit rank pair has no pair two powers below it
    assert found("AS AS", "AH", R4).notes == ()


def test_equal_off_suit_rank_pairs_make_one_tractor_each_and_a_note():
    c = found("AH AH 2S 2S 2D 2D 2H 2H", "2H", ACE_ON)
    assert [fields(t) for t in c.tractors] == [
        ("tractor", "2H 2H 2S 2S AH AH", "2H", 3),
        ("tractor", "2H 2H 2D 2D AH AH", "2H", 3),
    ]
    assert [fields(p) for p in c.pairs] == [
        ("pair", "2H 2H", "2H", 1),
        ("pair", "2S 2S", "2S", 1),
        ("pair", "2D 2D", "2D", 1),
        ("pair", "AH AH", "AH", 1),
    ]
    assert c.notes == (
        "2♠ 2♠ and 2♦ 2♦ are not a tractor: off-suit rank cards of different suits are equal "
        "and do not connect to each other.",
    )
    alone = found("2S 2S 2D 2D", "2H", R4)
    assert alone.tractors == () and len(alone.notes) == 1
    assert str(alone) == (
        "2♠ 2♠: two identical cards make a pair\n2♦ 2♦: two identical cards make a pair\n"
        + alone.notes[0]
    )


def test_groups_come_in_the_group_order_and_a_lone_single_is_not_a_pair():
    c = found("9C 9C 5S 5S 3H 3H 7D", "2H", R4)
    assert [str(p.top) for p in c.pairs] == ["3H", "5S", "9C"]
    assert c.tractors == () and c.notes == ()
    assert str(found("AS KS", "2H", R4)) == "No pairs and no tractors."
    assert str(found("", "2H", R4)) == "No pairs and no tractors."


def test_a_combo_is_a_component_and_the_answer_is_a_value():
    c = found("3H 3H 4H 4H", "2H", R4)
    tractor = c.tractors[0]
    assert len(tractor) == 4 and te.Card("4H") in tractor and te.Card("5H") not in tractor
    assert repr(c) == "combos(Cards('3H 3H 4H 4H'), trump='2H', rules='tractor-4p')"
    assert eval(repr(c), vars(te)) == c and hash(eval(repr(c), vars(te))) == hash(c)
    html = c._repr_html_()
    assert "4-card tractor: 3♥ 3♥ and 4♥ 4♥ are next to each other in trumps" in html
    pair_html = c.pairs[0]._repr_html_()
    assert "4♥ 4♥: two identical cards make a pair" in pair_html
    assert 'data-cards="4H 4H"' in pair_html


@pytest.mark.parametrize("bad", ["3H 3H 3H", "XX"])
def test_combos_refuses_what_is_not_cards_of_the_decks(bad):
    with pytest.raises(te.CardError):
        combos(bad, trump="2H", rules=R4)


def test_more_copies_than_one_deck_holds_are_refused():
    with pytest.raises(te.CardError):
        combos(Cards("3H 3H"), trump="2H", rules=rules("single-deck"))


def test_combos_built_by_hand_take_their_order_and_pickle_as_the_same_answer():
    found = combos("9S 9S 10S 10S 3D", trump="2H", rules="tractor-4p")
    made = te.Combos(found.cards, found.pairs, found.tractors, found.notes, "2H", "tractor-4p")
    assert made == found and made.order is not None and made.order == found.order
    assert repr(made) == "combos(Cards('9S 9S 10S 10S 3D'), trump='2H', rules='tractor-4p')"
    again = pickle.loads(pickle.dumps(found))
    assert again == found and str(again) == str(found)
    assert str(again).splitlines()[0] == (
        "4-card tractor: 9♠ 9♠ and 10♠ 10♠ are next to each other in spades"
    )


def test_combos_built_by_hand_with_other_notes_are_refused_and_said_ones_read_in_any_language():
    found = combos("AH AH 2S 2S 2D 2D 2H 2H", trump="2H", rules="tractor-4p")
    assert len(found.notes) == 2
    for notes in ((), found.notes[:1], (*found.notes, "another note")):
        with pytest.raises(ValueError, match="not the combos"):
            te.Combos(found.cards, found.pairs, found.tractors, notes, "2H", "tractor-4p")
    with te.language("pl"):
        polish = found.notes
        made = te.Combos(found.cards, found.pairs, found.tractors, polish, "2H", "tractor-4p")
    assert polish != found.notes  # said in Polish, read again in English
    assert made == found and made.notes == found.notes
    english = te.Combos(found.cards, found.pairs, found.tractors, found.notes, "2H", "tractor-4p")
    with te.language("pl"):
        assert english.notes == polish
