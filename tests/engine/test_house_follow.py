"""The follow house rules, from their worked examples (rules §10.1 ``lone-tractor``, §10.2
``pair_follow``, §10.3 ``tractor_min_pairs``) and the refusals and moot options of §10.9.

Positions and expected answers are restated from the rules; where an example quotes the
engine's reason, the reason is checked too.
"""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.errors import InputError
from tractor_engine.rulebook.options import Question, differ_directly, option_row

FOUR = te.rules("tractor-4p")  # pairs-suffice
FIVE = te.rules("tractor-5p")  # must-tractor
LONE_4 = FOUR.replace(tractor_follow="lone-tractor")
LONE_5 = FIVE.replace(tractor_follow="lone-tractor")


def legal(hand: str, lead: str, play: str, trump: str, rules: te.RuleSet) -> bool:
    return te.check_follow(hand, lead, play, trump=trump, rules=rules).legal


# --- §10.1 lone-tractor ----------------------------------------------------------------------

# trump 2♠; the play Q♥Q♥ 9♥9♥ skips the 10♥9♥ tractor
HAND_10_1 = "9H 9H 10H 10H QH QH 3H 4H"


@pytest.mark.parametrize(
    ("lead", "play", "lone", "pairs_suffice", "must"),
    [
        ("5H 5H 6H 6H", "QH QH 9H 9H", False, True, False),  # a lone tractor
        ("5H 5H 6H 6H AH", "QH QH 9H 9H 3H", True, True, False),  # a throw
    ],
)
def test_the_lone_tractor_table_of_10_1(
    lead: str, play: str, lone: bool, pairs_suffice: bool, must: bool
) -> None:
    assert legal(HAND_10_1, lead, play, "2S", LONE_4) is lone
    assert legal(HAND_10_1, lead, play, "2S", LONE_5) is lone
    assert legal(HAND_10_1, lead, play, "2S", FOUR) is pairs_suffice
    assert legal(HAND_10_1, lead, play, "2S", FIVE) is must


def test_a_follow_refused_under_lone_tractor_says_the_lead_is_one_tractor() -> None:
    verdict = te.check_follow(HAND_10_1, "5H 5H 6H 6H", "QH QH 9H 9H", trump="2S", rules=LONE_4)
    assert verdict.reason == (
        "The lead is one tractor and you hold the tractor 10♥ 10♥ 9♥ 9♥, so a 4-card tractor "
        "of hearts must be played."
    )
    assert verdict.said_of(1).startswith("The lead is one tractor and seat 1 holds the tractor")


def test_after_a_throw_lone_tractor_asks_only_its_pairs_and_says_so() -> None:
    verdict = te.check_follow(
        HAND_10_1, "5H 5H 6H 6H AH", "QH QH 9H 9H 3H", trump="2S", rules=LONE_4
    )
    assert verdict.legal
    assert verdict.reason.endswith(
        "so 2 pairs are required (lone-tractor: after a throw the pairs need not be next to "
        "each other)."
    )
    # the pairs are still asked after a throw: one pair only is refused
    refused = te.check_follow(
        HAND_10_1, "5H 5H 6H 6H AH", "QH QH 9H 3H 4H", trump="2S", rules=LONE_4
    )
    assert not refused.legal
    assert "so 2 pairs of hearts must be played" in refused.reason


def test_lone_tractor_follow_options_ask_the_tractor_of_a_lone_tractor_only() -> None:
    one = te.follow_options(HAND_10_1, "5H 5H 6H 6H", trump="2S", rules=LONE_4)
    assert sorted(map(str, one.must)) == ["10H", "10H", "9H", "9H"]
    throw = te.follow_options(HAND_10_1, "5H 5H 6H 6H AH", trump="2S", rules=LONE_4)
    assert not throw.must  # any two pairs and a heart
    assert throw.may == te.follow_options(HAND_10_1, "5H 5H 6H 6H AH", trump="2S", rules=FOUR).may


def test_lone_tractor_with_no_tractor_held_asks_the_pairs() -> None:
    # §10.1 "Precisely": at least min(pairs led, pairs held) pairs, the tractor only if held
    hand = "9H 9H QH QH 3H 4H 7C"
    assert legal(hand, "5H 5H 6H 6H", "QH QH 9H 9H", "2S", LONE_4)
    assert not legal(hand, "5H 5H 6H 6H", "QH QH 3H 4H", "2S", LONE_4)


def test_lone_tractor_is_asked_of_a_longer_run_held() -> None:
    # a held tractor may be part of a longer one: 10♥10♥9♥9♥ out of 10-9-8
    hand = "8H 8H 9H 9H 10H 10H QH QH"
    assert legal(hand, "5H 5H 6H 6H", "10H 10H 9H 9H", "2S", LONE_4)
    assert legal(hand, "5H 5H 6H 6H", "8H 8H 9H 9H", "2S", LONE_4)
    assert not legal(hand, "5H 5H 6H 6H", "QH QH 8H 8H", "2S", LONE_4)


# --- §10.2 pair_follow -----------------------------------------------------------------------

SUIT_ONLY = FOUR.replace(pair_follow="suit-only")


def test_the_suit_only_example_of_10_2() -> None:
    # trump 4♠, lead 6♠6♠, hand 2♠2♠ 3♠ 5♠
    assert te.check_follow("2S 2S 3S 5S", "6S 6S", "3S 5S", trump="4S", rules=SUIT_ONLY).legal
    refused = te.check_follow("2S 2S 3S 5S", "6S 6S", "3S 5S", trump="4S", rules=FOUR)
    assert not refused.legal
    assert refused.reason == "You hold the pair 2♠ 2♠, so a pair of trumps must be played."


def test_suit_only_says_why_no_pair_is_required() -> None:
    verdict = te.check_follow("2S 2S 3S 5S", "6S 6S", "3S 5S", trump="4S", rules=SUIT_ONLY)
    assert verdict.reason == (
        "Legal: 2 trumps; only the suit is asked (suit-only), so no pair is required."
    )
    options = te.follow_options("2S 2S 3S 5S", "6S 6S", trump="4S", rules=SUIT_ONLY)
    assert options.free and not options.must


def test_suit_only_still_forces_the_suit() -> None:
    hand = "9H 9H 10H 10H 3H 7C 8C"
    lead = "5H 5H 6H 6H"
    assert legal(hand, lead, "3H 9H 10H 10H", "2S", SUIT_ONLY)
    assert not legal(hand, lead, "3H 9H 10H 7C", "2S", SUIT_ONLY)
    # short of the suit: all of it, then anything
    assert legal("9H 3H 7C 8C 9C", lead, "9H 3H 7C 9C", "2S", SUIT_ONLY)
    assert not legal("9H 3H 7C 8C 9C", lead, "9H 7C 8C 9C", "2S", SUIT_ONLY)


def test_under_suit_only_tractor_follow_is_moot() -> None:
    hand = HAND_10_1
    plays_by_rule = set()
    for rule in ("must-tractor", "pairs-suffice", "lone-tractor"):
        found = te.compare_rules(
            hand,
            "5H 5H 6H 6H",
            trump="2S",
            rules_a=SUIT_ONLY.replace(tractor_follow=rule),
            rules_b=SUIT_ONLY,
        )
        assert not found.follow_differs
        plays_by_rule.add(frozenset(map(tuple, found.plays_a)))
    assert len(plays_by_rule) == 1
    row = option_row("tractor_follow")
    assert row.moot_under == (("pair_follow", "suit-only"),)
    assert row.moot(rules=SUIT_ONLY) and not row.moot(rules=FOUR)
    lead = te.classify_lead("5H 5H 6H 6H", trump="2S", rules=FOUR)
    must = SUIT_ONLY.replace(tractor_follow="must-tractor")
    assert not differ_directly((Question.FOLLOW,), SUIT_ONLY, must, lead=lead)
    assert differ_directly((Question.FOLLOW,), FOUR, FOUR.replace(tractor_follow="must-tractor"))


def test_describe_says_when_tractor_follow_is_moot() -> None:
    assert "the tractor rule is moot" in SUIT_ONLY.describe()
    assert "moot" not in FOUR.describe()
    line = SUIT_ONLY.describe_option("tractor_follow")
    assert line == (
        "Since no pair is asked, the tractor rule is moot: following a tractor needs as many "
        "pairs as it has, consecutive or not."
    )
    assert line in SUIT_ONLY.describe()
    assert SUIT_ONLY.describe_option("pair_follow") == (
        "A follower must follow suit but need not play pairs or tractors."
    )


# --- §10.3 tractor_min_pairs -----------------------------------------------------------------

MIN_3 = FOUR.replace(tractor_min_pairs=3)
# trump 4♠, rank 4, so 2♥ and 3♥ are adjacent; lead 2♥2♥3♥3♥
OTHERS_10_3 = {1: "5H 5H 7C", 2: "8C", 3: "9C"}


def test_the_throw_example_of_10_3() -> None:
    lead = te.classify_lead("2H 2H 3H 3H", trump="4S", rules=MIN_3)
    assert lead.kind == "throw"
    assert [(part.kind, str(part)) for part in lead.components] == [
        ("pair", "3H 3H"),
        ("pair", "2H 2H"),
    ]
    check = te.check_throw("2H 2H 3H 3H", OTHERS_10_3, trump="4S", rules=MIN_3)
    assert not check.stands
    assert check.forced == te.Cards("2H 2H")
    assert check.penalty == 20


def test_by_default_two_adjacent_pairs_are_a_tractor_that_stands() -> None:
    lead = te.classify_lead("2H 2H 3H 3H", trump="4S", rules=FOUR)
    assert lead.reason.startswith("3♥ 3♥ 2♥ 2♥ is a 4-card tractor lead")
    check = te.check_throw("2H 2H 3H 3H", OTHERS_10_3, trump="4S", rules=FOUR)
    assert check.stands


def test_runs_of_three_pairs_stay_tractors_as_long_as_possible() -> None:
    # rb test_play_formats, min_length 3: H2 H2 H3 H3 H5 H5 is one tractor (4 is the rank)
    lead = te.classify_lead("2H 2H 3H 3H 5H 5H", trump="4S", rules=MIN_3)
    assert lead.kind == "tractor" and lead.tractor_lengths == (3,)
    throw = te.classify_lead("5H 5H 6H 6H 8H 8H 9H 9H 10H 10H 3H", trump="4S", rules=MIN_3)
    assert throw.tractor_lengths == (3,)
    assert [p.kind for p in throw.components] == ["tractor", "pair", "pair", "single"]


def test_combos_under_3_notes_a_run_too_short() -> None:
    found = te.combos("2H 2H 3H 3H 6H 6H 7H 7H 8H 8H", trump="4S", rules=MIN_3)
    assert [str(t) for t in found.tractors] == ["8H 8H 7H 7H 6H 6H"]
    assert len(found.pairs) == 5
    assert found.notes == (
        "3♥ 3♥ and 2♥ 2♥ are next to each other but are not a tractor: under these rules a "
        "tractor needs 3 pairs in a row.",
    )
    default = te.combos("2H 2H 3H 3H 6H 6H 7H 7H 8H 8H", trump="4S", rules=FOUR)
    assert sorted(str(t) for t in default.tractors) == ["3H 3H 2H 2H", "8H 8H 7H 7H 6H 6H"]
    assert not default.notes


def test_following_under_3_asks_tractors_of_three_pairs_only() -> None:
    must_3 = FIVE.replace(tractor_min_pairs=3)
    hand = "9H 9H 10H 10H QH QH 3H"
    # 5♥5♥6♥6♥ is two pairs under 3: any two pairs follow, even under must-tractor
    assert legal(hand, "5H 5H 6H 6H", "QH QH 9H 9H", "2S", must_3)
    assert not legal(hand, "5H 5H 6H 6H", "QH QH 9H 9H", "2S", FIVE)
    # a 3-pair tractor led: the 3-pair run held must be played
    hand = "9H 9H 10H 10H JH JH KH KH 3H"
    lead = "5H 5H 6H 6H 7H 7H"
    assert legal(hand, lead, "9H 9H 10H 10H JH JH", "2S", must_3)
    assert not legal(hand, lead, "KH KH 10H 10H JH JH", "2S", must_3)
    lone_3 = LONE_4.replace(tractor_min_pairs=3)
    assert not legal(hand, lead, "KH KH 10H 10H JH JH", "2S", lone_3)


def test_under_3_a_run_of_two_pairs_wins_only_for_two_led_pairs() -> None:
    # a led 3-pair tractor needs a 3-pair tractor: two adjacent pairs and a pair do not win
    plays = ["5H 5H 6H 6H 7H 7H", "9H 9H 10H 10H QH QH"]
    assert te.trick_winner(plays, trump="2S", rules=MIN_3) == 0
    assert te.trick_winner(["5H 5H 6H 6H 7H 7H", "9H 9H 10H 10H JH JH"], trump="2S", rules=MIN_3)
    # two led pairs (a throw under 3) are beaten by a higher run of two pairs
    result = te.trick_result(["5H 5H 6H 6H", "9H 9H 10H 10H"], trump="2S", rules=MIN_3)
    assert result.winner == 1
    # ...and by any two higher pairs, adjacent or not, which by default cannot beat a tractor
    assert te.trick_winner(["5H 5H 6H 6H", "9H 9H QH QH"], trump="2S", rules=MIN_3) == 1
    assert te.trick_winner(["5H 5H 6H 6H", "9H 9H QH QH"], trump="2S", rules=FOUR) == 0


# --- §10.9: refused under single-deck, and where the values apply ---------------------------


@pytest.mark.parametrize(
    ("option", "value"),
    [("tractor_follow", "lone-tractor"), ("pair_follow", "suit-only"), ("tractor_min_pairs", 3)],
)
def test_single_deck_refuses_the_values_that_need_pairs(option: str, value: object) -> None:
    for players in (5, 4):
        with pytest.raises(InputError, match=f"{option}={value!r} can change nothing under"):
            te.rules("single-deck", players=players, **{option: value})
    with pytest.raises(InputError, match="no pairs"):
        te.rules("single-deck").replace(**{option: value})
    for preset in ("tractor-4p", "tractor-5p"):
        assert getattr(te.rules(preset, **{option: value}), option) == value


def test_single_deck_keeps_the_older_values_and_the_defaults() -> None:
    # §10.9 [reading]: the existing values are not refused
    assert te.rules("single-deck", tractor_follow="pairs-suffice").tractor_follow == "pairs-suffice"
    for preset in te.PRESETS:
        assert te.rules(preset).pair_follow == "required"
        assert te.rules(preset).tractor_min_pairs == 2


def test_a_value_of_the_wrong_type_is_refused_naming_the_choices() -> None:
    with pytest.raises(InputError, match="choose one of 2, 3"):
        te.rules("tractor-4p", tractor_min_pairs="3")
    with pytest.raises(InputError, match="'required', 'suit-only'"):
        te.rules("tractor-4p", pair_follow="pairs")


def test_the_new_fields_follow_tractor_follow_in_the_rule_set() -> None:
    from tractor_engine.values import fields_of

    fields = list(fields_of(te.RuleSet))
    at = fields.index("tractor_follow")
    assert fields[at : at + 3] == ["tractor_follow", "pair_follow", "tractor_min_pairs"]
    assert option_row("tractor_follow").choices[:3] == (
        "must-tractor",
        "pairs-suffice",
        "lone-tractor",
    )


def test_tractor_min_pairs_is_never_moot() -> None:
    row = option_row("tractor_min_pairs")
    assert not row.matters_only_when and not row.moot_under
    lead = te.classify_lead("5H", trump="2S", rules=FOUR)
    assert differ_directly((Question.LEAD_KIND,), FOUR, MIN_3, lead=lead)
