"""Who wins a trick (rules §5), word for word: the winner, every play's judgement and note,
and the reason, so that a one-token change in engine/rulebook/trick.py fails a test
(``make mutate``)."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.rulebook.trick import trick_winner_trusted

R4, R5 = te.rules("tractor-4p"), te.rules("tractor-5p")


def result(plays, seats=None, trump="2H"):
    ruleset = R4 if len(plays) <= 4 else R5
    return te.trick_result(plays, trump=trump, rules=ruleset, seats=seats)


def judged(r: te.TrickResult) -> list[tuple[str, bool, bool, str | None, str]]:
    return [
        (str(p.cards), p.matches, p.ruff, None if p.compared is None else str(p.compared), p.note)
        for p in r.plays
    ]


def test_the_highest_single_of_the_led_suit_wins():
    r = result(["9S", "KS", "QS", "3S"])
    assert r.winner == 1 and int(r) == 1
    assert r.reason == (
        "Play 1 (K♠) wins: it matches the single in spades with the highest compared card, K♠."
    )
    assert judged(r) == [
        ("9S", True, False, "9S", "the lead, but K♠ is higher"),
        ("KS", True, False, "KS", "is higher"),
        ("QS", True, False, "QS", "beats the lead, but K♠ is higher"),
        ("3S", True, False, "3S", "is lower than K♠"),
    ]
    assert str(r) == r.reason and r.trump == te.as_trump("2H") and r.rules == R4


def test_a_tie_stays_with_the_lead():
    r = result(["KS", "KS", "3S", "4S"])
    assert r.winner == 0
    assert r.reason == (
        "The lead K♠ wins: no play that matches the single has a higher card than K♠ (ties go "
        "to the play made first)."
    )
    assert judged(r)[1:] == [
        ("KS", True, False, "KS", "ties the lead's K♠, and ties go to the play made first"),
        ("3S", True, False, "3S", "is lower than the lead's K♠"),
        ("4S", True, False, "4S", "is lower than the lead's K♠"),
    ]


def test_equal_off_suit_rank_cards_tie_and_the_first_stays_ahead():
    r = result(["5H", "2S", "2D", "2C"], seats=[0, 1, 2, 3])
    assert r.winner == 1
    assert r.reason == (
        "Seat 1 (2♠) wins: it matches the single in trumps with the highest compared card, 2♠."
    )
    assert [p.note for p in r.plays[2:]] == ["ties 2♠, and ties go to the play made first"] * 2
    assert r.plays[0].note == "the lead, but 2♠ is higher"


def test_a_ruff_wins_and_a_later_plain_card_cannot_beat_it():
    r = result(["9S", "AD", "3H", "10S"], seats=[3, 0, 1, 2])
    assert r.winner == 2
    assert r.reason == (
        "Seat 1 (3♥) wins: it ruffs the single with trumps of the same shape, compared on 3♥."
    )
    assert judged(r) == [
        ("9S", True, False, "9S", "the lead, but Seat 1 ruffs"),
        ("AD", False, False, None, "is not in spades"),
        ("3H", True, True, "3H", "ruffs"),
        ("10S", True, False, "10S", "beats the lead, but Seat 1 ruffs"),
    ]


def test_a_higher_ruff_tops_the_earlier_ruff():
    r = result(["9S", "3H", "5H", "4S"])
    assert r.winner == 2
    assert r.reason == (
        "Play 2 (5♥) wins: it ruffs the single with trumps of the same shape and tops the "
        "earlier ruff, compared on 5♥."
    )
    assert [p.note for p in r.plays] == [
        "the lead, but Play 2 ruffs",
        "ruffs, but Play 2's ruff is higher",
        "is higher",
        "is lower than the lead's 9♠, and Play 2 ruffs",
    ]
    lower = result(["9S", "5H", "3H", "4S"])
    assert lower.winner == 1 and lower.plays[2].note == "ruffs, but Play 1's ruff is higher"


def test_nobody_follows_the_lead():
    r = result(["9S", "3D", "4D", "5D"])
    assert r.winner == 0
    assert r.reason == "The lead 9♠ wins: no other play matches the single in spades or ruffs it."
    assert judged(r)[1:] == [
        (c, False, False, None, "is not in spades") for c in ("3D", "4D", "5D")
    ]
    seated = result(["9S", "3D", "4D", "5D"], seats=[2, 3, 0, 1])
    assert seated.reason == (
        "Seat 2's lead 9♠ wins: no other play matches the single in spades or ruffs it."
    )
    named = result(["9S", "3D", "4D", "5D"], seats=["North", "East", "South", "West"])
    assert named.reason.startswith("North's lead 9♠ wins")


def test_two_trump_singles_do_not_ruff_a_pair():
    r = result(["9S 9S", "3H 4H", "5S 5S"])
    assert r.winner == 0
    assert r.reason == (
        "The lead 9♠ 9♠ wins: no play that matches the pair has a higher card than 9♠ (ties go "
        "to the play made first)."
    )
    assert judged(r) == [
        ("9S 9S", True, False, "9S", "the lead"),
        ("3H 4H", False, True, None, "does not match the lead's shape"),
        ("5S 5S", True, False, "5S", "is lower than the lead's 9♠"),
    ]
    assert result(["9S 9S", "3H 3H", "5S 5S"]).winner == 1


def test_a_tractor_is_beaten_by_a_higher_tractor_named_by_seat_names():
    r = result(["9S 9S 10S 10S", "AS AS KS KS", "QS QS 3S 3S"], seats=["N", "E", "S"])
    assert r.winner == 1
    assert r.reason == (
        "E (A♠ A♠ K♠ K♠) wins: it matches the tractor in spades with the highest compared card, A♠."
    )
    assert judged(r) == [
        ("9S 9S 10S 10S", True, False, "10S", "the lead, but A♠ is higher"),
        ("AS AS KS KS", True, False, "AS", "is higher"),
        ("QS QS 3S 3S", False, False, None, "does not match the lead's shape"),
    ]


def test_a_ruffed_throw_is_compared_on_its_tractor_not_an_extra_big_joker():
    r = result(["9S 9S 10S 10S AS", "5H 5H 6H 6H BJ", "7H 7H 8H 8H 3H"])
    assert r.winner == 2
    assert r.reason == (
        "Play 2 (7♥ 7♥ 8♥ 8♥ 3♥) wins: it ruffs the throw with trumps of the same shape and "
        "tops the earlier ruff, compared on 8♥."
    )
    assert [str(p.compared) for p in r.plays] == ["10S", "6H", "8H"]


def test_a_throw_of_a_pair_and_a_single():
    r = result(["AS AS KS", "3H 3H 7H"])
    assert r.winner == 1
    assert r.reason == (
        "Play 1 (3♥ 3♥ 7♥) wins: it ruffs the throw with trumps of the same shape, compared on 3♥."
    )
    r = result(["AS AS KS", "3D 5D 7D", "3H 3C 7H"])
    assert r.winner == 0
    assert (
        r.reason == "The lead A♠ A♠ K♠ wins: no other play matches the throw in spades or ruffs it."
    )
    assert [p.note for p in r.plays[1:]] == ["is not in spades", "mixes suit groups"]
    r = result(["KS KS 3S", "AS AS 4S"])
    assert r.winner == 1 and [str(p.compared) for p in r.plays] == ["KS", "AS"]
    assert r.reason == (
        "Play 1 (A♠ A♠ 4♠) wins: it matches the throw in spades with the highest compared card, A♠."
    )
    r = result(["KS KS QS", "4S 4S 5S"])
    assert r.winner == 0 and r.plays[1].compared == te.Card("4S")
    assert r.plays[1].note == "is lower than the lead's K♠"
    # a play without a pair does not match a lead with a pair
    assert result(["KS KS QS", "4S 5S 6S"]).plays[1].compared is None


def test_a_throw_of_two_tractors_needs_two_tractors():
    lead = "3S 3S 4S 4S 6S 6S 7S 7S"
    r = result([lead, "8S 8S 9S 9S JS JS QS QS", "3H 3H 4H 4H 6H 6H 7H 7H"])
    assert r.winner == 2
    assert [str(p.compared) for p in r.plays] == ["7S", "QS", "7H"]
    assert r.reason == (
        "Play 2 (3♥ 3♥ 4♥ 4♥ 6♥ 6♥ 7♥ 7♥) wins: it ruffs the throw with trumps of the same "
        "shape, compared on 7♥."
    )
    # 8 9 10 and Q hold one tractor of two, not two
    r = result([lead, "8S 8S 9S 9S 10S 10S QS QS"])
    assert r.winner == 0 and r.plays[1].compared is None
    assert r.reason == (
        "The lead 3♠ 3♠ 4♠ 4♠ 6♠ 6♠ 7♠ 7♠ wins: no other play matches the throw in spades or "
        "ruffs it."
    )
    # 9 10 J and K A: a tractor of three compared on its top, J
    r = result(
        [
            "3S 3S 4S 4S 5S 5S 7S 7S 8S 8S",
            "9S 9S 10S 10S JS JS KS KS AS AS",
            "JH JH QH QH KH KH 3H 3H 4H 4H",
        ]
    )
    assert r.winner == 2 and [str(p.compared) for p in r.plays] == ["5S", "JS", "KH"]


def test_a_throw_with_a_tractor_and_a_lone_pair():
    lead = "3S 3S 4S 4S 9S 9S"  # a 4-card tractor and a pair
    assert [str(p.compared) for p in result([lead, "5S 5S 6S 6S 10S 10S"]).plays] == [
        "4S",
        "6S",
    ]
    # a six-card tractor holds the tractor and the pair: compared on its highest run's top
    assert str(result([lead, "5S 5S 6S 6S 7S 7S"]).plays[1].compared) == "7S"
    # a tractor without a second pair does not match
    assert result([lead, "5S 5S 6S 6S 10S JS"]).plays[1].compared is None
    # two pairs without a tractor do not match
    assert result([lead, "5S 5S 7S 7S 10S 10S"]).plays[1].compared is None


def test_two_tractors_and_a_pair_compare_the_longest_tractor():
    lead = "3S 3S 4S 4S 5S 5S 7S 7S 8S 8S JS JS"  # tractors of 3 and 2 pairs, and a pair
    play = "9S 9S 10S 10S QS QS KS KS AS AS 6S 6S"  # 9-10, Q-K-A, 6
    r = result([lead, play])
    assert [str(p.compared) for p in r.plays] == ["5S", "AS"] and r.winner == 1
    # with no lone pair left over, the play does not match
    short = "9S 9S 10S 10S QS QS KS KS AS AS 6S 2S"
    assert result([lead, short]).plays[1].compared is None


def test_the_trick_winner_and_the_checked_callers_answer():
    plays = ["9S 9S", "KS KS", "3H 3H"]
    assert te.trick_winner(plays, trump="2H", rules=R4) == 2
    lead = te.classify_lead("9S 9S", trump="2H", rules=R4)
    assert trick_winner_trusted([lead.cards, te.parse_cards("KS KS")], lead) == 1
    assert te.trick_result([lead, "KS KS"], trump="2H", rules=R4).winner == 1


@pytest.mark.parametrize(
    ("plays", "words"),
    [
        ("9S KS", "plays='9S KS' is not a list of plays: give a list, the lead first"),
        (te.parse_cards("9S"), "is not a list of plays: give a list, the lead first"),
        (iter(["9S"]), "is not a list of plays"),
        ([], "plays must be a list of plays, the lead first; this one is empty"),
        (
            ["9S"] * 5,
            "a trick has at most 4 plays in tractor-4p (one per player), but 5 are given",
        ),
        (
            ["9S", "KS KS"],
            "play 1 has 2 cards but the lead has 1: every play of a trick has as many cards as "
            "the lead",
        ),
        (["9S 9S", "KS"], "play 1 has 1 card but the lead has 2"),
    ],
)
def test_bad_plays_are_refused_with_a_sentence(plays, words):
    for ask in (te.trick_result, te.trick_winner):
        with pytest.raises(ValueError) as err:
            ask(plays, trump="2H", rules=R4)
        assert words in str(err.value)


def test_too_many_copies_and_a_seat_list_of_the_wrong_length_are_refused():
    with pytest.raises(te.CardError, match="9♠ appears 6 times in the lead and play 1 and play 2"):
        te.trick_result(["9S 9S", "9S 9S", "9S 9S"], trump="2H", rules=R4)
    with pytest.raises(ValueError, match="2 plays"):
        te.trick_result(["9S", "KS"], trump="2H", rules=R4, seats=[0])
    lead = te.classify_lead("9S 9S", trump="2H", rules=R4)
    with pytest.raises(ValueError, match="pass its cards instead"):
        te.trick_result([lead, "KS KS"], trump="3H", rules=R4)


def test_a_tuple_of_plays_is_a_list_of_plays():
    assert te.trick_result(("9S", "KS"), trump="2H", rules=R4).winner == 1
    assert "K♠" in te.trick_result(("9S", "KS"), trump="2H", rules=R4)._repr_html_()


@pytest.mark.parametrize(
    ("plays", "seats", "words"),
    [
        (
            ["9S", "KS", "QS", "3S"],
            range(4),
            "seats= lists the seat or name of each play, not range(0, 4)",
        ),
        (["9S"], [0, 1], "seats= names 2 players, but there are 1 play"),
        (["9S", "KS"], [0], "seats= names 1 player, but there are 2 plays"),
        (["9S", "KS", "QS", "3S"], [0, 1, 2, 4], "seats: a seat from 0 to 3, not 4"),
    ],
)
def test_seats_that_do_not_name_each_play_once_are_refused_in_words(plays, seats, words):
    with pytest.raises(ValueError) as err:
        result(plays, seats=seats)
    assert str(err.value) == words


def test_a_later_ruff_that_ties_the_winning_ruff_loses_the_tie():
    r = result(["9S", "3H", "3H", "4S"])
    assert r.winner == 1
    assert judged(r) == [
        ("9S", True, False, "9S", "the lead, but Play 1 ruffs"),
        ("3H", True, True, "3H", "ruffs"),
        (
            "3H",
            True,
            True,
            "3H",
            "ruffs, but only ties Play 1's ruff, and ties go to the play made first",
        ),
        ("4S", True, False, "4S", "is lower than the lead's 9♠, and Play 1 ruffs"),
    ]


def test_a_play_that_ties_the_lead_is_noted_as_a_tie_under_a_ruff_and_lower_under_a_higher():
    ruffed = result(["KS", "KS", "3H", "4S"])
    assert ruffed.winner == 2
    assert judged(ruffed)[1] == ("KS", True, False, "KS", "ties the lead's K♠, and Play 2 ruffs")
    topped = result(["9S", "9S", "KS", "4S"])
    assert topped.winner == 2
    assert judged(topped)[:2] == [
        ("9S", True, False, "9S", "the lead, but K♠ is higher"),
        ("9S", True, False, "9S", "is lower than K♠"),
    ]


def test_any_sequence_of_plays_is_a_list_of_plays():
    from collections import UserList

    plays = UserList(["9S", "KS", "QS", "3S"])
    assert te.trick_result(plays, trump="2H", rules=R4).winner == 1
    assert te.trick_winner(plays, trump="2H", rules=R4) == 1


def test_a_trick_is_judged_with_every_memo_empty():
    # the lead is classified afresh, its copies checked against the rule set's decks (mutmut's
    # runs inherit memos another test filled, so this one empties them first)
    te.clear_memos()
    r = result(["7C 7C 6C", "8C 8C 3C", "4C 5C 9C", "AC AC KC"])
    assert r.winner == 3
    assert r.reason == (
        "Play 3 (A♣ A♣ K♣) wins: it matches the throw in clubs with the highest compared card, A♣."
    )
    with pytest.raises(ValueError) as err:
        result([])
    assert str(err.value) == "plays must be a list of plays, the lead first; this one is empty"


def test_a_play_that_mixes_suit_groups_neither_matches_nor_ruffs():
    r = result(["9S 8S", "3H 9S", "KS QS", "4D 5D"])
    assert r.winner == 2
    assert judged(r) == [
        ("9S 8S", True, False, "9S", "the lead, but K♠ is higher"),
        ("3H 9S", False, False, None, "mixes suit groups"),
        ("KS QS", True, False, "KS", "is higher"),
        ("4D 5D", False, False, None, "is not in spades"),
    ]


def test_two_off_suit_rank_pairs_of_one_power_ruff_a_throw_of_two_pairs():
    # 2♦ 2♦ and 2♣ 2♣ are two pairs (of one power, so no tractor): they match A♠ A♠ Q♠ Q♠
    r = result(["AS AS QS QS", "2D 2D 2C 2C", "3S 4S 5S 6S", "7S 8S 9S 10S"])
    assert r.winner == 1
    assert r.reason == (
        "Play 1 (2♦ 2♦ 2♣ 2♣) wins: it ruffs the throw with trumps of the same shape, compared "
        "on 2♦."
    )
    assert judged(r)[1] == ("2D 2D 2C 2C", True, True, "2D", "ruffs")


def test_one_pair_does_not_match_a_throw_of_two_pairs():
    r = result(["9S 9S 7S 7S", "KS KS 3S 4S", "5S 6S 8S 10S", "JS QS 3D 4D"])
    assert r.winner == 0
    assert r.reason == (
        "The lead 9♠ 9♠ 7♠ 7♠ wins: no other play matches the throw in spades or ruffs it."
    )
    assert judged(r)[1] == ("KS KS 3S 4S", False, False, None, "does not match the lead's shape")


def test_a_ruff_of_two_tractors_is_compared_on_its_highest_possible_longest_tractor():
    # five consecutive trump pairs split into a 6-card and a 4-card tractor two ways: 7-6-5 with
    # 4-3 gives the highest top for the part standing for the led 6-card tractor (rules §5)
    r = result(["AS AS KS KS QS QS 5S 5S 4S 4S", "3H 3H 4H 4H 5H 5H 6H 6H 7H 7H"])
    assert r.winner == 1
    assert judged(r)[1] == ("3H 3H 4H 4H 5H 5H 6H 6H 7H 7H", True, True, "7H", "ruffs")
    assert r.reason == (
        "Play 1 (3♥ 3♥ 4♥ 4♥ 5♥ 5♥ 6♥ 6♥ 7♥ 7♥) wins: it ruffs the throw with trumps of the same "
        "shape, compared on 7♥."
    )


def test_a_throw_of_a_six_card_and_two_four_card_tractors_is_ruffed_by_the_same_shape():
    r = result(
        [
            "AS AS KS KS QS QS 9S 9S 8S 8S 5S 5S 4S 4S",
            "BJ BJ SJ SJ 2H 2H KH KH QH QH 8H 8H 7H 7H",
        ]
    )
    assert r.winner == 1
    assert judged(r)[1] == ("BJ BJ SJ SJ 2H 2H KH KH QH QH 8H 8H 7H 7H", True, True, "BJ", "ruffs")


def test_two_trump_tractors_without_the_lone_pair_do_not_ruff():
    r = result(["AS AS KS KS 9S 9S 8S 8S 5S 5S", "BJ BJ SJ SJ 9H 9H 8H 8H 5H 6H"])
    assert r.winner == 0
    assert judged(r)[1] == (
        "BJ BJ SJ SJ 9H 9H 8H 8H 5H 6H",
        False,
        True,
        None,
        "does not match the lead's shape",
    )
