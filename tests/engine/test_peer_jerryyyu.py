"""jerryyyu/shengji's own engine tests (``server/tests/test_engine.py`` at ``692f893``), restated
for this engine, and one row of rbtying/shengji's ``trick.rs::test_play_formats``.

Each test is named after the peer's test it restates and keeps its positions and expected
answers; the code is ours. jerryyyu's engine ("jy") plays a 4-player game whose follow rule is
``tractor_follow="lone-tractor"`` (rules §10.1): a tractor is asked only of a lead of one
tractor. Its card order connects the trump suit's ace to the off-suit rank pairs and keeps
the rank cards as trumps in no trump, so the closest rule set is ``JY`` below. Its cards are
written suit first (``S10``, ``LJ`` for the small joker); here they are ours (``10S``, ``SJ``).
"""

from __future__ import annotations

from collections import Counter

import tractor_engine as te
from tractor_engine.cards.deck import full_deck
from tractor_engine.cards.trump import order_of

JY = te.rules(
    "tractor-4p",
    tractor_follow="lone-tractor",
    ace_connects_to_rank=True,
    no_trump_keeps_rank_trumps=True,
)


def card(text: str) -> te.Card:
    return te.Card(text)


def follows(hand: str, lead: str, play: str, trump: str) -> bool:
    return te.check_follow(hand, lead, play, trump=trump, rules=JY).legal


def beats(challenger: str, lead: str, trump: str) -> bool:
    """jy's ``beats(challenger, lead, ...)`` against the lead alone: does it take the trick?"""
    return te.trick_winner([lead, challenger], trump=trump, rules=JY) == 1


def test_deck() -> None:
    deck = full_deck(JY)
    assert len(deck) == 108
    counts = Counter(deck)
    assert counts[card("5S")] == 2 and counts[card("BJ")] == 2
    assert te.card_points(deck) == 200


def test_ordering_suited_trump() -> None:
    o = order_of(te.Trump("7", "H"), JY)
    assert o.is_trump(card("3H")) and o.is_trump(card("7S")) and o.is_trump(card("SJ"))
    assert not o.is_trump(card("8S"))
    # ladder: H2..H6,H8..HA < S7/D7/C7 < H7 < LJ < BJ (levels consecutive: jy's ace connects)
    power = {c: o.power[card(c).id] for c in ("AH", "7S", "7D", "7H", "SJ", "BJ", "8S", "6S")}
    assert power["AH"] < power["7S"] == power["7D"] < power["7H"] < power["SJ"] < power["BJ"]
    assert power["7S"] == power["AH"] + 1
    # plain suit skips the trump rank
    assert power["8S"] == power["6S"] + 1


def test_ordering_no_trump() -> None:
    o = order_of(te.Trump("2"), JY)
    assert o.is_trump(card("2S")) and o.is_trump(card("BJ"))
    assert not o.is_trump(card("AS"))
    p = o.power
    assert p[card("2S").id] == p[card("2H").id] < p[card("SJ").id] < p[card("BJ").id]


def test_decompose_pair_and_tractor() -> None:
    def parts(cards: str) -> list[tuple[str, int]]:
        lead = te.classify_lead(cards, trump="7H", rules=JY)
        return [(part.kind, part.pairs) for part in lead.components]

    assert parts("5S 5S") == [("pair", 1)]
    # H6 H6 H8 H8 is a tractor across the removed trump rank
    assert parts("6H 6H 8H 8H") == [("tractor", 2)]
    # trump-suit rank pair + little joker pair chain
    assert parts("7H 7H SJ SJ") == [("tractor", 2)]
    # two off-suit rank pairs share a level: NOT a tractor
    assert parts("7S 7S 7D 7D") == [("pair", 1), ("pair", 1)]


def test_throw_validation() -> None:
    hand_others = {1: "QS 4S", 2: "5H", 3: "6C"}
    # SA + SKSK throw: nobody can beat either component
    check = te.check_throw("AS KS KS", hand_others, trump="2H", rules=JY)
    assert check.stands and len(check.forced) == 3
    # S3 + SKSK: the single S3 is beaten by SQ -> the beaten component, S3, is led
    check = te.check_throw("3S KS KS", hand_others, trump="2H", rules=JY)
    assert not check.stands and check.forced == te.Cards("3S")
    # low pair + boss ace: the pair is the beatable part, so the pair is led
    check = te.check_throw("AS 5S 5S", {1: "9S 9S", 2: "2H", 3: "3C"}, trump="2H", rules=JY)
    assert not check.stands and check.forced == te.Cards("5S 5S")


def test_follow_rules() -> None:
    lead = "5S 5S"
    hand = "3S 4S 9S 9S 2C 7C"
    # must play the pair
    assert not follows(hand, lead, "3S 4S", "2H")
    assert follows(hand, lead, "9S 9S", "2H")
    # short-suited: must dump all lead-suit cards
    assert not follows("3S 7C 8C 4D", lead, "7C 8C", "2H")
    assert follows("3S 7C 8C 4D", lead, "3S 4D", "2H")
    # void: anything goes
    assert follows("7C 8C 4D", lead, "7C 4D", "2H")


def test_tractor_obligation() -> None:
    lead = "5S 5S 6S 6S"
    hand = "9S 9S 10S 10S 3S KS"
    assert not follows(hand, lead, "9S 9S 3S KS", "2H")
    assert follows(hand, lead, "9S 9S 10S 10S", "2H")


def test_beats() -> None:
    lead = "5S 5S"
    # higher in-suit pair wins
    assert beats("KS KS", lead, "2H")
    # trump pair beats plain pair
    assert beats("3H 3H", lead, "2H")
    # two mismatched cards never win
    assert not beats("KS AS", lead, "2H")
    # off-suit non-trump never wins
    assert not beats("AC AC", lead, "2H")


def test_beats_alternative_decomposition() -> None:
    # hearts trump rank 7; the lead is two 2-tractors in spades. HA-HA S7-S7 D7-D7 H7-H7 is
    # also two 2-tractors ([HA,S7] + [D7,H7]) and must win as a ruff.
    lead = "3S 3S 4S 4S 9S 9S 10S 10S"
    assert te.classify_lead(lead, trump="7H", rules=JY).tractor_lengths == (2, 2)
    assert beats("AH AH 7S 7S 7D 7D 7H 7H", lead, "7H")


def test_beats_pair_as_two_singles() -> None:
    # a trump pair can beat a thrown pair of singles by splitting
    assert beats("3H 3H", "5S 8S", "2H")


def test_points() -> None:
    assert te.card_points("5S") == 5 and te.card_points("10H") == 10
    assert te.card_points("KC") == 10
    assert te.card_points("AS") == 0 and te.card_points("BJ") == 0


def test_v3_lead_equivalence_accounts_for_residual_structure() -> None:
    """Cards of equal power are not interchangeable: from S7-S7-C7 (hearts trump, rank 7),
    leading S7 leaves 7S 7C (no pair) and leading C7 leaves the pair 7S 7S."""
    shapes = set()
    for left in ("7S 7C", "7S 7S"):
        found = te.combos(left, trump="7H", rules=JY)
        shapes.add((len(found.pairs), len(found.tractors)))
    assert len(shapes) == 2


# --- rbtying/shengji trick.rs::test_play_formats, the min_length 3 rows ----------------------

RB_MIN_3 = te.rules("tractor-4p", tractor_min_pairs=3)


def test_rb_play_formats_min_length_3() -> None:
    """rb's TRUMP is rank 4, spades: H2 H2 H3 H3 is one tractor by default; with
    ``min_length: 3`` its units are [H3 H3], [H2 H2]; H2 H2 H3 H3 H5 H5 stays one tractor."""
    default = te.classify_lead("2H 2H 3H 3H", trump="4S", rules="tractor-4p")
    assert [str(p) for p in default.components] == ["3H 3H 2H 2H"]
    units = te.classify_lead("2H 2H 3H 3H", trump="4S", rules=RB_MIN_3)
    assert [(p.kind, str(p)) for p in units.components] == [("pair", "3H 3H"), ("pair", "2H 2H")]
    longer = te.classify_lead("2H 2H 3H 3H 5H 5H", trump="4S", rules=RB_MIN_3)
    assert [(p.kind, str(p)) for p in longer.components] == [("tractor", "5H 5H 3H 3H 2H 2H")]
