"""rbtying/shengji's follow and format tests, restated at two decks under
``tractor_follow="shorter-tractors"`` (rules §10.1; rb read at commit 71f8d43).

Each test names the rb test it restates (``mechanics/src/ordered_card.rs``,
``mechanics/src/trick.rs``) and keeps its positions and expected answers; the code is ours.

How rb's setup maps to ours:

- rb's ``TRUMP`` in ``trick.rs`` tests is ``Trump::Standard { number: Four, suit: Spades }``:
  our trump ``"4S"``.
- rb's default ``TrickDrawPolicy::NoProtections`` is the rule ``shorter-tractors`` plays.
  The other policies (``LongerTuplesProtected``, ``OnlyDrawTractorOnTractor``) concern triples
  or are not ours; ``NoFormatBasedDraw`` is ``pair_follow="suit-only"`` (rules §10.2), an
  option this clone does not have, so those branches are left out.
- rb's adjacency (``Trump::successor``) connects the trump suit's ace (its king when the rank
  is A) to the off-suit rank cards: our ``ace_connects_to_rank=True``. rb keeps the rank cards
  as trumps in no trump (``no_trump_keeps_rank_trumps=True``); no test below plays no trump.
- rb's decompositions are lists of "adjacent tuple sizes": ``[2, 2]`` is a tractor of two
  pairs (``t2``), ``[2]`` a pair (``P``), ``[1]`` a single (``s``). Entries with a tuple of 3
  or more (triples, quadruples) cannot happen with two decks and are left out, in order, as
  rules §10.1 [reading] says; so are rb tests that need more than two copies of a card.
- Where rb leads a pair of cards the follower also holds (``S_3 S_3`` led, ``S_3 S_3`` held),
  two decks cannot deal it: the lead becomes another trump pair of the same shape, which is
  all rb's ``TrickFormat`` keeps of a lead when judging a follow.
"""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.rulebook.follow_shapes import Shape, layouts, requirement_list

RB = te.rules("tractor-4p", tractor_follow="shorter-tractors", ace_connects_to_rank=True)
RB_TRUMP = "4S"  # rb's TRUMP in the trick.rs tests


def rb_shape(tuples: list[list[int]]) -> Shape | None:
    """An rb decomposition (``[[2, 2], [1]]``) as a Shape; None when it has a tuple of three or
    more cards, which two decks cannot hold."""
    if any(size > 2 for unit in tuples for size in unit):
        return None
    tractors = tuple(sorted((len(u) for u in tuples if len(u) >= 2), reverse=True))
    pairs = sum(1 for u in tuples if u == [2])
    singles = sum(1 for u in tuples if u == [1])
    assert all(set(u) == {2} for u in tuples if len(u) >= 2), tuples  # a run of pairs
    return Shape(tractors, pairs, singles)


def at_two_decks(listed: list[list[list[int]]]) -> tuple[Shape, ...]:
    return tuple(s for s in map(rb_shape, listed) if s is not None)


# --- ordered_card.rs --------------------------------------------------------------------------


def test_full_decomposition_ordering() -> None:
    # rb: ordered_card.rs::test_full_decomposition_ordering, f(1) .. f(6)
    rb = {
        1: [[[1]]],
        2: [[[2]], [[1], [1]]],
        3: [[[3]], [[2], [1]], [[1], [1], [1]]],
        4: [[[4]], [[3], [1]], [[2, 2]], [[2], [2]], [[2], [1], [1]], [[1], [1], [1], [1]]],
        5: [
            [[5]],
            [[4], [1]],
            [[3, 2]],
            [[2, 3]],
            [[3], [2]],
            [[3], [1], [1]],
            [[2, 2], [1]],
            [[2], [2], [1]],
            [[2], [1], [1], [1]],
            [[1], [1], [1], [1], [1]],
        ],
        6: [
            [[6]],
            [[5], [1]],
            [[4, 2]],
            [[2, 4]],
            [[4], [2]],
            [[4], [1], [1]],
            [[3, 3]],
            [[3], [3]],
            [[3, 2], [1]],
            [[2, 3], [1]],
            [[3], [2], [1]],
            [[3], [1], [1], [1]],
            [[2, 2, 2]],
            [[2, 2], [2]],
            [[2], [2], [2]],
            [[2, 2], [1], [1]],
            [[2], [2], [1], [1]],
            [[2], [1], [1], [1], [1]],
            [[1], [1], [1], [1], [1], [1]],
        ],
    }
    for cards, listed in rb.items():
        assert layouts(cards) == at_two_decks(listed), cards


def test_find_tuple_partitions() -> None:
    # rb: ordered_card.rs::test_find_tuple_partitions: the partitions of n cards into tuples,
    # most complex first; at two decks, tuples of 2 and 1: the pairs kept, most first
    rb = {
        4: [[4], [3, 1], [2, 2], [2, 1, 1], [1, 1, 1, 1]],
        5: [[5], [4, 1], [3, 2], [3, 1, 1], [2, 2, 1], [2, 1, 1, 1], [1, 1, 1, 1, 1]],
    }
    for cards, partitions in rb.items():
        kept = [p.count(2) for p in partitions if max(p) <= 2]
        ours = [shape.pair_count for shape in layouts(cards)]
        assert sorted(set(ours), reverse=True) == kept
        assert ours == sorted(ours, reverse=True)


def requirements_after(units: list[list[int]]) -> tuple[Shape, ...]:
    """rb's ``subsequent_decomposition_ordering(units, true)``: the list after the lead's own
    shape (rb's ``TrickFormat::decomposition`` puts the lead's units first)."""
    parts = [rb_shape([unit]) for unit in units]
    assert all(p is not None for p in parts)
    return requirement_list(parts)[1:]  # type: ignore[arg-type]


def test_subsequent_decomposition_ordering() -> None:
    # rb: ordered_card.rs::test_subsequent_decomposition_ordering, the cases with pairs and
    # singles only (f: include_new_adjacency = true, as NoProtections calls it). The cases
    # with [3], [4], [4, 4] and [2, 2], [3], [2] need triples; g is OnlyDrawTractorOnTractor.
    assert requirements_after([[1]]) == ()
    assert requirements_after([[2]]) == at_two_decks([[[1], [1]]])
    assert requirements_after([[2, 2]]) == at_two_decks(
        [[[2], [2]], [[2], [1], [1]], [[1], [1], [1], [1]]]
    )
    assert requirements_after([[2], [2]]) == at_two_decks([[[2], [1], [1]], [[1], [1], [1], [1]]])
    for i in range(1, 25):  # all ones: nothing after the lead's own shape
        assert requirements_after([[1]] * i) == ()


# --- trick.rs ---------------------------------------------------------------------------------


def layout_of(cards: str, trump: str = RB_TRUMP) -> list[list[str]]:
    lead = te.classify_lead(cards, trump=trump, rules=RB)
    return [te.format_cards(part.cards).split() for part in lead.components]


@pytest.mark.parametrize(
    ("cards", "units"),
    [
        ("2H 3H 7H", [["7H"], ["3H"], ["2H"]]),
        ("2H 2H 3H 3H", [["3H", "3H", "2H", "2H"]]),
        ("4H 4H 4S 4S", [["4S", "4S", "4H", "4H"]]),
        ("4H 4H AS AS", [["4H", "4H", "AS", "AS"]]),
        ("QS QS KS KS AS", [["KS", "KS", "QS", "QS"], ["AS"]]),
    ],
)
def test_play_formats(cards: str, units: list[list[str]]) -> None:
    # rb: trick.rs::test_play_formats, its rows with TractorRequirements::default() and no
    # triple (rb's unit order aside: a set of units). The rows with min_length: 3 or
    # min_count: 3 need tractor_min_pairs, which this clone does not have; the rest need
    # triples. Trump 4♠: 2♥ and 3♥ are adjacent (no 4 between), 4♥ (an off-suit rank card)
    # sits below 4♠, and with rb's ace adjacency the ace of spades below 4♥.
    assert sorted(layout_of(cards)) == sorted(units)


def test_legal_play_pairs() -> None:
    # rb: trick.rs::test_legal_play_pairs, its first block (a pair of trumps led, NoProtections;
    # the NoFormatBasedDraw lines need pair_follow). rb leads S_3 S_3 against a hand that holds
    # S_3 S_3 too; two decks lead another pair of trumps instead: 6♠ 6♠.
    hand, lead = "2S 2S 3S 3S 5S 5S", "6S 6S"
    judge = te.check_follow
    assert judge(hand, lead, "2S 2S", trump=RB_TRUMP, rules=RB).legal
    assert not judge(hand, lead, "2S 3S", trump=RB_TRUMP, rules=RB).legal
    assert not judge(hand, lead, "2S 3S 3S", trump=RB_TRUMP, rules=RB).legal  # three cards
    # its other blocks need three or four copies of a card (S_2 S_2 S_2, S_2 x 4) or a
    # triple led (count: 3 or 5)


P2_HAND = "4S 10S AS KH KD KC KS KS"


def test_long_tractor_decomposition_draws_pairs() -> None:
    # rb: trick.rs::test_long_tractor_decomposition_draws_pairs, NoProtections (and every
    # policy but NoFormatBasedDraw, which would need pair_follow="suit-only"). Trump K♠: K♥ K♦
    # K♣ and K♠ are trumps; the lead is the 6-card trump tractor 7♠7♠ 8♠8♠ 9♠9♠.
    trump, lead = "KS", "7S 7S 8S 8S 9S 9S"
    refused = te.check_follow(P2_HAND, lead, "4S 10S AS KH KD KC", trump=trump, rules=RB)
    assert not refused.legal  # "P2 also has S_K, S_K which is a pair"
    assert "K♠ K♠" in refused.reason
    played = te.check_follow(P2_HAND, lead, "4S 10S AS KH KS KS", trump=trump, rules=RB)
    assert played.legal, played.reason
    p3 = te.check_follow(
        "2S 6S JS QS KH KC 10C SJ", lead, "2S 6S JS QS KH KC", trump=trump, rules=RB
    )
    assert p3.legal, p3.reason
    p4 = te.check_follow(
        "4C 6C 7C 3S 3S BJ 5C 8C", lead, "4C 6C 7C 3S 3S BJ", trump=trump, rules=RB
    )
    assert p4.legal, p4.reason
    # what the rule asks of P2: the pair K♠ K♠ (the list reaches P+4s; no tractor is held)
    options = te.follow_options(P2_HAND, lead, trump=trump, rules=RB)
    assert te.format_cards(options.must) == "KS KS"
