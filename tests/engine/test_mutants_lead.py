"""Leads and throws (rules §3), word for word: each kind's fields and reason, and each way a
throw stands or fails with its forced lead and penalty, so that a one-token change in
engine/rulebook/lead.py fails a test (``make mutate``)."""

from __future__ import annotations

import pytest

import tractor_engine as te

R4, R5 = te.rules("tractor-4p"), te.rules("tractor-5p")
LOWEST = te.rules("tractor-4p", failed_throw_lead="lowest-card")
NO_PENALTY = te.rules("tractor-4p", throw_penalty="none")


def lead(cards: str, trump: str = "2H", ruleset: te.RuleSet = R4) -> te.Lead:
    return te.classify_lead(cards, trump=trump, rules=ruleset)


def shape(found: te.Lead) -> tuple:
    return (
        found.kind,
        found.group,
        found.pairs,
        found.tractor_lengths,
        found.size,
        found.group_name,
        [c.describe() for c in found.components],
    )


@pytest.mark.parametrize(
    ("cards", "fields", "reason"),
    [
        (
            "9S",
            ("single", "S", 0, (), 1, "spades", ["the single 9♠"]),
            "9♠ is a single lead in spades.",
        ),
        (
            "BJ",
            ("single", "T", 0, (), 1, "trumps", ["the single BJ"]),
            "BJ is a single lead in trumps.",
        ),
        (
            "9S 9S",
            ("pair", "S", 1, (), 2, "spades", ["the pair 9♠ 9♠"]),
            "9♠ 9♠ is a pair lead in spades.",
        ),
        (
            "9S 9S 10S 10S",
            ("tractor", "S", 2, (2,), 4, "spades", ["the 4-card tractor 10♠ 10♠ 9♠ 9♠"]),
            "10♠ 10♠ 9♠ 9♠ is a 4-card tractor lead in spades: 2 pairs next to each other in the "
            "spade order.",
        ),
        (
            "9S 9S 10S 10S JS JS",
            ("tractor", "S", 3, (3,), 6, "spades", ["the 6-card tractor J♠ J♠ 10♠ 10♠ 9♠ 9♠"]),
            "J♠ J♠ 10♠ 10♠ 9♠ 9♠ is a 6-card tractor lead in spades: 3 pairs next to each other in "
            "the spade order.",
        ),
        (
            "AS AS KS",
            ("throw", "S", 1, (), 3, "spades", ["the pair A♠ A♠", "the single K♠"]),
            "A throw of 3 spades: the pair A♠ A♠, the single K♠. It stands only if no other hand "
            "can beat any of its parts in spades.",
        ),
        (
            "AS KS QS",
            ("throw", "S", 0, (), 3, "spades", ["the single A♠", "the single K♠", "the single Q♠"]),
            "A throw of 3 spades: the single A♠, the single K♠, the single Q♠. It stands only if "
            "no other hand can beat any of its parts in spades.",
        ),
        (
            "3H 3H 4H 4H 2S 2S",
            (
                "throw",
                "T",
                3,
                (2,),
                6,
                "trumps",
                ["the 4-card tractor 4♥ 4♥ 3♥ 3♥", "the pair 2♠ 2♠"],
            ),
            "A throw of 6 trumps: the 4-card tractor 4♥ 4♥ 3♥ 3♥, the pair 2♠ 2♠. It stands only "
            "if no other hand can beat any of its parts in trumps.",
        ),
        (
            "AS AS KS KS 9S 9S 8S 8S 7S 7S",
            (
                "throw",
                "S",
                5,
                (3, 2),
                10,
                "spades",
                ["the 6-card tractor 9♠ 9♠ 8♠ 8♠ 7♠ 7♠", "the 4-card tractor A♠ A♠ K♠ K♠"],
            ),
            "A throw of 10 spades: the 6-card tractor 9♠ 9♠ 8♠ 8♠ 7♠ 7♠, the 4-card tractor A♠ A♠ "
            "K♠ K♠. It stands only if no other hand can beat any of its parts in spades.",
        ),
    ],
)
def test_each_kind_of_lead_with_its_fields_and_reason(cards, fields, reason):
    found = lead(cards)
    assert shape(found) == fields
    assert found.reason == reason and str(found) == reason
    assert found.trump == te.as_trump("2H") and found.rules == R4
    assert repr(found) == f"classify_lead(Cards('{found.cards}'), trump='2H', rules='tractor-4p')"
    assert eval(repr(found), vars(te)) == found
    assert reason.split(":")[0].split(".")[0] in found._repr_html_()


def test_two_pairs_that_are_no_tractor_make_a_throw_without_tractor_lengths():
    found = lead("AS AS QS QS")
    assert (found.kind, found.pairs, found.tractor_lengths) == ("throw", 2, ())


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("", "A lead needs at least one card."),
        ("9S 3H", "A lead must come from one suit group, but 9♠ is a spade and 3♥ is a trump."),
        ("9S 9D", "A lead must come from one suit group, but 9♠ is a spade and 9♦ is a diamond."),
        ("3H 9S", "A lead must come from one suit group, but 3♥ is a trump and 9♠ is a spade."),
    ],
)
def test_a_lead_of_no_cards_or_of_two_groups_is_refused(cards, words):
    with pytest.raises(te.IllegalPlay) as err:
        lead(cards)
    assert str(err.value) == words


def test_a_lead_is_handed_back_or_refused_under_another_trump():
    found = lead("9S 9S")
    assert te.classify_lead(found, trump="2H", rules=R4) is found
    with pytest.raises(ValueError, match="pass its cards instead"):
        te.classify_lead(found, trump="3H", rules=R4)
    with pytest.raises(ValueError, match="pass its cards instead"):
        te.classify_lead(found, trump="2H", rules=R5)
    with pytest.raises(te.CardError, match="9♠ appears 3 times"):
        lead("9S 9S 9S")


def test_a_lead_asked_again_gets_the_same_answer():
    answers = [lead(c) for c in ("3S", "4S", "3S 3S", "3S")]
    assert [str(a.cards) for a in answers] == ["3S", "4S", "3S 3S", "3S"]
    assert answers[3] == answers[0] and answers[3].kind == "single"
    assert lead("3S", trump="3H") != answers[0]


def throw(cards, hands, ruleset=R4):
    return te.check_throw(cards, hands, trump="2H", rules=ruleset)


def beaten(check: te.ThrowCheck) -> list[tuple[str, str, str]]:
    return [(b.component.describe(), b.holder, str(b.beater)) for b in check.beaten]


def test_a_lead_that_is_no_throw_always_stands():
    check = throw("9S 9S", {1: "AS AS"})
    assert check.stands and bool(check) and check.penalty == 0 and check.beaten == ()
    assert check.forced == te.parse_cards("9S 9S")
    assert check.reason == (
        "A pair lead always stands; only a throw is checked against the other hands."
    )
    assert str(check) == check.reason
    assert check.trump == te.as_trump("2H") and check.rules == R4
    assert "A pair lead always stands" in check._repr_html_()


def test_a_throw_stands_when_no_hand_beats_a_part():
    check = throw("AS KS", {1: "3S", 2: "4D"})
    assert check.stands and bool(check) and check.penalty == 0
    assert check.forced == te.parse_cards("AS KS")
    assert check.reason == "The throw stands: no other hand can beat any of its parts in spades."
    # trumps do not beat a part of a spade throw
    assert throw("AS AS KS", {1: "3H 3H 5H"}).stands


def test_the_smallest_beaten_part_is_forced_and_each_card_taken_back_costs_ten():
    check = throw("AS KS QS", {1: "3S", 2: "QS KS"})
    assert not check.stands and not bool(check)
    assert str(check.forced) == "QS" and check.penalty == 20
    assert beaten(check) == [("the single Q♠", "seat 2", "KS")]
    assert check.reason == (
        "The throw fails: the Q♠ can be beaten by the K♠ held by seat 2: lead Q♠ instead, and "
        "the throw costs 20 points (10 for each of the 2 cards taken back)."
    )


def test_of_two_beaten_singles_the_lower_is_forced():
    check = throw("KS QS", {1: "AS"})
    assert beaten(check) == [("the single K♠", "seat 1", "AS"), ("the single Q♠", "seat 1", "AS")]
    assert str(check.forced) == "QS" and check.penalty == 10
    assert check.reason == (
        "The throw fails: the Q♠ can be beaten by the A♠ held by seat 1: lead Q♠ instead, and "
        "the throw costs 10 points (10 for the card taken back)."
    )
    free = throw("KS QS", {1: "AS"}, NO_PENALTY)
    assert free.penalty == 0 and not free.stands
    assert free.reason == (
        "The throw fails: the Q♠ can be beaten by the A♠ held by seat 1: lead Q♠ instead."
    )


def test_a_single_is_forced_before_a_beaten_pair():
    check = throw("KS KS QS", {1: "AS AS"})
    assert beaten(check) == [
        ("the pair K♠ K♠", "seat 1", "AS AS"),
        ("the single Q♠", "seat 1", "AS"),
    ]
    assert str(check.forced) == "QS" and check.penalty == 20


def test_a_pair_is_beaten_by_a_higher_pair_only():
    check = throw("10S 10S 9S 9S 3S 3S", {1: "JS JS QS QS", 2: "4S 4S"})
    assert beaten(check) == [
        ("the 4-card tractor 10♠ 10♠ 9♠ 9♠", "seat 1", "QS QS JS JS"),
        ("the pair 3♠ 3♠", "seat 1", "QS QS"),
    ]
    assert str(check.forced) == "3S 3S" and check.penalty == 40
    assert check.reason == (
        "The throw fails: the pair 3♠ 3♠ can be beaten by Q♠ Q♠ held by seat 1: lead 3♠ 3♠ "
        "instead, and the throw costs 40 points (10 for each of the 4 cards taken back)."
    )
    # a lower pair and singles do not beat it
    assert throw("AS AS KS KS 3S 3S", {1: "2D 2D QS JS"}).stands
    assert throw("KS KS 3S 3S", {1: "QS JS 10S"}).stands


def test_under_lowest_card_the_beaten_parts_lowest_card_is_forced():
    check = throw("10S 10S 9S 9S 3S 3S", {1: "QS QS KS KS"}, LOWEST)
    assert str(check.forced) == "3S" and check.penalty == 50
    assert check.reason == (
        "The throw fails: the pair 3♠ 3♠ can be beaten by K♠ K♠ held by seat 1: lead 3♠ instead, "
        "and the throw costs 50 points (10 for each of the 5 cards taken back)."
    )


def test_a_tractor_is_beaten_only_by_a_higher_tractor_as_long():
    check = throw("10S 10S 9S 9S AS", {1: "JS JS QS QS"})
    assert beaten(check) == [("the 4-card tractor 10♠ 10♠ 9♠ 9♠", "seat 1", "QS QS JS JS")]
    assert str(check.forced) == "10S 10S 9S 9S" and check.penalty == 10
    assert check.reason == (
        "The throw fails: the 4-card tractor 10♠ 10♠ 9♠ 9♠ can be beaten by Q♠ Q♠ J♠ J♠ held "
        "by seat 1: lead 10♠ 10♠ 9♠ 9♠ instead, and the throw costs 10 points (10 for the "
        "card taken back)."
    )
    # higher pairs that are not adjacent, and a lower tractor: it stands
    assert throw("10S 10S 9S 9S AS", {1: "JS JS KS KS 6S 6S 7S 7S"}).stands
    assert throw("10S 10S 9S 9S AS", {1: "3S 3S 4S 4S KS KS"}).stands
    # a longer higher tractor beats it with its highest pairs
    longer = throw("10S 10S 9S 9S AS", {1: "JS JS QS QS KS KS"})
    assert [str(b.beater) for b in longer.beaten] == ["KS KS QS QS"]
    # the highest tractor held beats a 6-card one
    six = throw("5S 5S 6S 6S 7S 7S AS", {2: "8S 8S 9S 9S 10S 10S"})
    assert [str(b.beater) for b in six.beaten] == ["10S 10S 9S 9S 8S 8S"]


def test_a_list_of_hands_is_named_by_position():
    check = throw("KS KS QS QS 3S", ["AS AS JS JS", "4S"])
    assert beaten(check) == [("the single 3♠", "hand 1", "AS")]
    assert str(check.forced) == "3S" and check.penalty == 40


def test_the_first_hand_that_beats_a_part_is_named():
    check = throw("KS QS", {3: "AS", 1: "AS"})
    assert {b.holder for b in check.beaten} == {"seat 3"}


def test_a_lead_value_is_checked_as_its_cards_are():
    found = lead("AS KS QS")
    assert throw(found, {2: "QS KS"}) == throw("AS KS QS", {2: "QS KS"})
    with pytest.raises(ValueError, match="pass its cards instead"):
        te.check_throw(found, {2: "KS"}, trump="3H", rules=R4)
    with pytest.raises(te.CardError, match="K♠ appears 3 times in the lead and seat 1"):
        throw("AS AS KS", {1: "KS KS QS"})


def test_a_lead_built_by_hand_takes_its_order_and_refuses_another():
    genuine = lead("AS AS")
    made = te.Lead(genuine.cards, "pair", "S", genuine.components, 1, (), "2H", R4)
    # the order is the one of its trump and rules, worked out by the constructor
    assert made.order is not None and made.order == genuine.order
    assert repr(made) == repr(genuine)
    assert te.check_throw(made, {1: "KS KS"}, trump="2H", rules=R4).stands
    given = te.Lead(genuine.cards, "pair", "S", genuine.components, 1, (), "2H", R4, genuine.order)
    assert given.order is genuine.order
    other = te.classify_lead("AS AS", trump="3H", rules=R4).order
    with pytest.raises(ValueError) as err:
        te.Lead(genuine.cards, "pair", "S", genuine.components, 1, (), "2H", R4, other)
    assert str(err.value) == (
        "Lead(order=...) is the order of trump 3H and rules tractor-4p, not of this lead's "
        "trump and rules"
    )


def test_a_lead_forged_with_cards_that_are_not_cards_is_refused_by_every_question():
    genuine = lead("AS AS")
    forged = object.__new__(te.Lead)
    vars(forged).update(vars(genuine), cards=tuple(genuine.cards))
    words = "a Lead's cards are Cards, not tuple"
    with pytest.raises(ValueError) as err:
        te.classify_lead(forged, trump="2H", rules=R4)
    assert str(err.value) == words
    with pytest.raises(ValueError) as err:
        te.check_throw(forged, {1: "KS"}, trump="2H", rules=R4)
    assert str(err.value) == words


def test_a_lead_forged_with_three_copies_is_refused_naming_the_lead():
    genuine = lead("AS AS")
    forged = object.__new__(te.Lead)
    vars(forged).update(vars(genuine), cards=te.parse_cards("AS AS AS"))
    words = "A♠ appears 3 times in the lead, but tractor-4p deals each card only 2 times"
    for ask in (
        lambda: te.classify_lead(forged, trump="2H", rules=R4),
        lambda: te.check_throw(forged, {1: "KS"}, trump="2H", rules=R4),
    ):
        with pytest.raises(te.CardError) as err:
            ask()
        assert str(err.value) == words


def test_a_lead_of_another_trump_is_refused_in_words_naming_the_lead():
    found = lead("AS AS")
    words = (
        "the lead was worked out under trump 2H and rules tractor-4p, but this question is "
        "asked under trump 3H and rules tractor-4p: pass its cards instead (they are classified "
        "again under this trump and rule set)"
    )
    for ask in (
        lambda: te.classify_lead(found, trump="3H", rules=R4),
        lambda: te.check_throw(found, {1: "KS"}, trump="3H", rules=R4),
    ):
        with pytest.raises(ValueError) as err:
            ask()
        assert str(err.value) == words


def test_a_pair_of_another_off_suit_trump_rank_card_ties_and_does_not_beat():
    # 2♠ 2♠ and 2♦ 2♦ are off-suit trump-rank pairs of equal power (rules §1): a throw's pair
    # is beaten only by a higher pair, so 2♦ 2♦ leaves it standing, and 2♥ 2♥ beats it
    tie = throw("2S 2S BJ", {1: "2D 2D", 2: "BJ"})
    assert tie.stands and tie.beaten == () and tie.penalty == 0
    higher = throw("2S 2S BJ", {1: "2D 2D", 3: "2H 2H"})
    assert beaten(higher) == [("the pair 2♠ 2♠", "seat 3", "2H 2H")]
    assert str(higher.forced) == "2S 2S" and higher.penalty == 10


def test_a_failed_throw_keeps_its_lead():
    check = throw("KS QS", {1: "AS"})
    assert not check.stands
    assert check.lead == lead("KS QS") and check.lead.kind == "throw"
    assert check.trump == te.as_trump("2H") and check.rules == R4


def test_a_throw_checked_from_its_cards_uses_the_remembered_lead():
    # classifications are remembered (lead.py's memo): checking a throw given as cards
    # classifies them once, and hands back the very Lead that classify_lead gave
    found = lead("JS 10S 8S")
    check = throw("JS 10S 8S", {1: "QS"})
    assert check.lead is found
    assert throw("JS 10S 8S", {2: "3S"}).lead is found


def test_a_lead_of_three_copies_is_refused_naming_the_lead():
    with pytest.raises(te.CardError) as err:
        lead("9S 9S 9S")
    assert str(err.value) == (
        "9♠ appears 3 times in the lead, but tractor-4p deals each card only 2 times"
    )
