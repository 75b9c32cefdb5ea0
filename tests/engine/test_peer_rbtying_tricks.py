"""rbtying/shengji's trick-winner tests (``mechanics/src/trick.rs`` at ``71f8d43``), restated.

Each test below names the rb test it restates and keeps its trump, its plays in order of play
(rb's P1 leads: index 0 here) and its expected winner, under the matching ``throw_beating``:
rb's ``ThrowEvaluationPolicy::All`` is ``every-part``, ``Highest`` is ``highest-card`` and
``TrickUnitLength`` is ``part-by-part``. rb's ``pc!`` without a policy plays ``All``. rb's
hands may hold any number of copies of a card; a play that needs a third copy of a card cannot
happen with two decks, so such a play is dropped or the test is left out, as said at each one.

Left out (not about two decks or not about this engine's rules):
- ``test_play_throw_tractor_extra_cards``: 5 copies of 3♥ in one play, 9 in the trick, and a
  third A♠; the two plays left (the lead and a play that mixes suits) test nothing new.
- the bomb tests (``test_bomb_*``, ``test_*_bomb_*``, ``test_three_identical_cards_not_a_bomb``)
  and the rainbow tests (``test_rainbow_*``, ``test_multi_rainbow_*``): triples, quadruples
  and rainbows are no combinations in these rules.
- the format and follow tests (``test_play_formats``, ``test_trick_format_*``,
  ``test_legal_play_pairs``, ``test_protected_*``, ...): they do not say who wins a trick.

No case here meets the [reading]s of rules §10.4 (rb's first-found recorded split, its
skipping of singles under ``TrickUnitLength``, its lowest-first pairing against the leader).
"""

from __future__ import annotations

import pytest

import tractor_engine as te

POLICIES = {"All": "every-part", "Highest": "highest-card", "TrickUnitLength": "part-by-part"}
VALUES = ("leading-part", "every-part", "highest-card", "part-by-part")


def winner(plays: list[str], trump: str, value: str, layout: str = "split") -> int:
    rules = te.rules("tractor-4p", throw_beating=value, ruff_layout=layout)
    result = te.trick_result(plays, trump=trump, rules=rules)
    assert te.trick_winner(plays, trump=trump, rules=rules) == result.winner
    return result.winner


def winners(plays: list[str], trump: str, layout: str = "split") -> dict[str, int]:
    return {value: winner(plays, trump, value, layout) for value in VALUES}


# rb's TRUMP for most tests: rank 4, spades.


def test_play_singles_trick() -> None:
    # rb: P1 S_2, P2 S_5, P3 S_3, P4 S_5 -> P2, under All, Highest and TrickUnitLength
    plays = ["2S", "5S", "3S", "5S"]
    assert set(winners(plays, "4S").values()) == {1}


def test_play_trump_trick() -> None:
    # rb: P1 S_2, P2 S_4 (the trump-suit rank card), P3 S_3, P4 S_5 -> P2, every policy
    assert set(winners(["2S", "4S", "3S", "5S"], "4S").values()) == {1}


def test_play_pairs_trick() -> None:
    # rb: P1 S_2 S_2, P2 S_3 S_4, P3 S_5 S_5, P4 S_3 S_5 -> P3, every policy. P4's play would
    # be a third 5♠ with two decks: it is dropped.
    assert set(winners(["2S 2S", "3S 4S", "5S 5S"], "4S").values()) == {2}


def test_play_tractor_trick() -> None:
    # rb: P1 S_2 S_2 S_3 S_3, P2 S_6 S_6 S_7 S_7 -> P2, every policy. P3 (S_2 S_5 S_5 S_5) and
    # P4 (S_6 four times) need a third copy: dropped.
    assert set(winners(["2S 2S 3S 3S", "6S 6S 7S 7S"], "4S").values()) == {1}


def test_play_throw_trick() -> None:
    # rb (All): P1 H_8 H_8 H_7 H_2, P3 S_2 S_2 S_3 S_4 (a ruff with a pair) -> P3. P2 (H_2 and
    # three S_2) and P4 (four S_4) need more copies than two decks hold: dropped.
    plays = ["8H 8H 7H 2H", "2S 2S 3S 4S"]
    assert winner(plays, "4S", POLICIES["All"]) == 1
    assert set(winners(plays, "4S").values()) == {1}


def test_play_throw_trick_double_overflip() -> None:
    # rb: trump rank 8, hearts. P1 C_A C_A C_Q C_Q C_10 C_10; P2 S_8 S_8 H_9 H_9 H_3 H_3; P3 H_8
    # H_8 H_K H_K H_10 H_10; P4 SJ SJ H_8 H_8 H_K H_K -> P4 under All, Highest and
    # TrickUnitLength. P4's H_8 H_8 and H_K H_K would be a third and fourth copy: restated for
    # two decks as 8♦ 8♦ and Q♥ Q♥, which still beat P3's K♥ K♥ and 10♥ 10♥ part for part.
    plays = [
        "AC AC QC QC 10C 10C",
        "8S 8S 9H 9H 3H 3H",
        "8H 8H KH KH 10H 10H",
        "SJ SJ 8D 8D QH QH",
    ]
    for policy, value in POLICIES.items():
        assert winner(plays, "8H", value) == 3, policy
    assert winner(plays, "8H", "leading-part") == 3
    # every ruff overflips the one before: each took the trick in turn
    result = te.trick_result(
        plays, trump="8H", rules=te.rules("tractor-4p", throw_beating="every-part")
    )
    assert [p.note for p in result.plays[1:3]] == [
        "ruffs, but Play 3 takes the trick later",
        "each of 8♥ 8♥, K♥ K♥, 10♥ 10♥ beats its counterpart in 8♠ 8♠, 9♥ 9♥, 3♥ 3♥, but "
        "Play 3 takes the trick later",
    ]


def test_play_throw_trick_failure() -> None:
    # rb: P1's throw H_8 H_8 H_7 H_2 fails (P4 holds H_3) and P1 leads H_2; then P2 H_2, P3 S_3,
    # P4 H_3 -> P3 (the ruff). The trick as played:
    assert set(winners(["2H", "2H", "3S", "3H"], "4S").values()) == {2}


def test_play_throw_tractor_with_other_tractor_in_game() -> None:
    # rb: trump rank 4, hearts. P1 S_Q S_Q S_K S_K S_A; P2 H_2 H_2 H_3 H_3 H_A -> P2. P3 (S_A
    # S_A and three S_3) and P4 (five S_3) need a third A♠ and more 3♠: dropped.
    plays = ["QS QS KS KS AS", "2H 2H 3H 3H AH"]
    assert set(winners(plays, "4H").values()) == {1}
    # its own layout is the lead's (a 4-card tractor and a single), so exact agrees
    assert set(winners(plays, "4H", "exact").values()) == {1}


def test_throw_evaluation_policy_highest_card() -> None:
    # rb: trump rank K, spades. P1 C_4 C_6; P2 S_2 S_3; P3 S_3 S_4; P4 S_2 BJ.
    # "P4 beats P3's highest card, but one of P3's cards beats P4's lowest card."
    plays = ["4C 6C", "2S 3S", "3S 4S", "2S BJ"]
    assert winner(plays, "KS", POLICIES["All"]) == 2  # P3
    assert winner(plays, "KS", POLICIES["Highest"]) == 3  # P4
    rules = te.rules("tractor-4p", throw_beating="every-part")
    note = te.trick_result(plays, trump="KS", rules=rules).plays[3].note
    assert note == "does not take the trick: 2♠ does not beat 3♠"


def test_throw_evaluation_policy_trick_unit_length() -> None:
    # rb: trump rank 2, spades. P1 H_A H_K H_K H_K H_9 H_9; P2 S_5 S_5 S_5 S_Q S_Q S_A; P3 S_5
    # S_5 S_5 S_A S_A S_4; P4 S_4 S_4 S_4 S_3 S_3 BJ -> All: P2 ("no strictly higher plays"),
    # Highest: P4 (the highest card), TrickUnitLength: P3 (it ties P2's largest unit and beats
    # its pair). Restated for two decks (rules §10.4): the triples become pairs, and the equal
    # triples 5♠ 5♠ 5♠ become the equal off-suit trump-rank pairs 2♥ 2♥ and 2♦ 2♦; the lead is
    # then a pair, a pair and a single, and each play keeps its part's place.
    plays = ["KH KH 9H 9H AH", "2H 2H QS QS KS", "2D 2D AS AS 4S", "6S 6S 3S 3S BJ"]
    assert winner(plays, "2S", POLICIES["All"]) == 1  # P2
    assert winner(plays, "2S", POLICIES["Highest"]) == 3  # P4
    assert winner(plays, "2S", POLICIES["TrickUnitLength"]) == 2  # P3
    assert winner(plays, "2S", "leading-part") == 1  # the default compares the top pairs: a tie


def test_throw_of_trump_rank_in_trump() -> None:
    # rb (All): P1 H_4 S_4; P2 D_4 S_2; P3 S_3 S_3 -> P1. P4's S_3 S_3 would be a third and
    # fourth 3♠: dropped.
    plays = ["4H 4S", "4D 2S", "3S 3S"]
    assert winner(plays, "4S", POLICIES["All"]) == 0
    assert set(winners(plays, "4S").values()) == {0}


def test_trump_throw_single_cards() -> None:
    # rb: trump rank 5, diamonds. P1 C_A C_K; P2 C_5 D_A; P3 SJ S_5; P4 S_Q D_A -> P3, under All,
    # Highest and TrickUnitLength.
    plays = ["AC KC", "5C AD", "SJ 5S", "QS AD"]
    for policy, value in POLICIES.items():
        assert winner(plays, "5D", value) == 2, policy
    assert winner(plays, "5D", "leading-part") == 2


@pytest.mark.parametrize("policy", list(POLICIES))
def test_trick_format_multi_parse(policy: str) -> None:
    # rb: trump rank 2, clubs. P1 D_8 D_8 D_J D_Q; P2 C_5 C_5 C_A S_2; P3 S_3 S_3 C_7 C_8; P4 C_6
    # C_6 C_2 C_2 -> P4 under every policy: "an ambiguous trick-format parse (2/1/1, where the 2
    # can either be a pair of twos or a pair of sixes, and only one of them will win the trick".
    plays = ["8D 8D JD QD", "5C 5C AC 2S", "3S 3S 7C 8C", "6C 6C 2C 2C"]
    assert winner(plays, "2C", POLICIES[policy]) == 3
    # not rb's: under ruff_layout="exact", P4's own layout is two pairs, not a pair and two
    # singles, so P4 does not match and P2's ruff keeps the trick
    assert winner(plays, "2C", POLICIES[policy], "exact") == 1
