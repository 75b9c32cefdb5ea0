"""Who takes a trick from a throw under the house rules: ``throw_beating`` (rules §10.4) and
``ruff_layout`` (§10.5), with the examples of the rules restated (seats, trump, the winner under
each value and under the default, with the default's reasons), where the values apply (§10.9),
and what makes them moot."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.errors import InputError
from tractor_engine.rulebook.options import Condition, Question, option_row
from tractor_engine.rulebook.rulesets import RuleSet

VALUES = ("leading-part", "every-part", "highest-card", "part-by-part")
SEATS = [0, 1, 2, 3]


def judged(plays, trump, preset="tractor-4p", seats=SEATS, **options) -> te.TrickResult:
    rules = te.rules(preset, **options)
    result = te.trick_result(plays, trump=trump, rules=rules, seats=seats)
    assert te.trick_winner(plays, trump=trump, rules=rules) == result.winner
    return result


# --- rules §10.4: every-part and highest-card (rb rules.html "Throws", example 2) ---------------

THROWS_EXAMPLE_2 = ["AS AS KS", "3D 3D 8D", "4D 4D 6D", "5C 6C 7C"]  # trump 2♦


def test_every_part_keeps_the_first_ruff_because_6d_does_not_beat_8d() -> None:
    r = judged(THROWS_EXAMPLE_2, "2D", throw_beating="every-part")
    assert r.winner == 1
    assert r.plays[2].note == "does not take the trick: 6♦ does not beat 8♦"
    assert r.reason == "Seat 1 (3♦ 3♦ 8♦) wins: it ruffs the throw with trumps of the same shape."
    assert r.plays[0].note == "the lead, but Seat 1 takes the trick"


def test_highest_card_keeps_the_first_ruff_because_8d_beats_6d() -> None:
    r = judged(THROWS_EXAMPLE_2, "2D", throw_beating="highest-card")
    assert r.winner == 1
    assert r.plays[2].note == "does not take the trick: 6♦ is not higher than 8♦"
    assert [str(p.compared) for p in r.plays[:3]] == ["AS", "8D", "6D"]


def test_the_default_gives_the_trick_to_the_second_ruff_compared_on_4d() -> None:
    r = judged(THROWS_EXAMPLE_2, "2D")
    assert r.winner == 2
    assert "tops the earlier ruff, compared on 4♦" in r.reason
    # part-by-part: the pairs come first, and 4♦ 4♦ beats 3♦ 3♦
    by_parts = judged(THROWS_EXAMPLE_2, "2D", throw_beating="part-by-part")
    assert by_parts.winner == 2
    assert by_parts.reason == "Seat 2 (4♦ 4♦ 6♦) wins: 4♦ 4♦ beats 3♦ 3♦."


# --- rules §10.4: part-by-part ------------------------------------------------------------------

PART_BY_PART_EXAMPLE = ["AS AS QS QS", "7C 7C 3H 3H", "7D 7D 5H 5H", "8C 9C 10C JC"]  # trump 7♥


def test_part_by_part_the_pairs_tie_and_5h5h_beats_3h3h() -> None:
    r = judged(PART_BY_PART_EXAMPLE, "7H", throw_beating="part-by-part")
    assert r.winner == 2
    assert r.reason == "Seat 2 (7♦ 7♦ 5♥ 5♥) wins: 7♦ 7♦ and 7♣ 7♣ tie, and 5♥ 5♥ beats 3♥ 3♥."
    assert r.plays[1].note == "ruffs, but Seat 2 takes the trick later"


def test_part_by_part_example_under_the_default_and_the_other_values() -> None:
    r = judged(PART_BY_PART_EXAMPLE, "7H")
    assert r.winner == 1
    assert "compared on 7♣" in r.reason
    assert r.plays[2].note == (
        "ruffs, but only ties Seat 1's ruff, and ties go to the play made first"
    )
    every = judged(PART_BY_PART_EXAMPLE, "7H", throw_beating="every-part")
    assert every.winner == 1
    assert every.plays[2].note == "does not take the trick: 7♦ 7♦ does not beat 7♣ 7♣"
    highest = judged(PART_BY_PART_EXAMPLE, "7H", throw_beating="highest-card")
    assert highest.winner == 1
    assert highest.plays[2].note == "does not take the trick: 7♦ is not higher than 7♣"


def test_part_by_part_every_part_tying_keeps_the_earlier_play() -> None:
    # the same parts, tops of equal power (off-suit trump-rank pairs and equal singles)
    plays = ["AS AS KS", "7C 7C 3H", "7D 7D 3H"]
    r = judged(plays, "7H", seats=[0, 1, 2], throw_beating="part-by-part")
    assert r.winner == 1
    assert r.plays[2].note == (
        "does not take the trick: every part ties, and ties go to the play made first"
    )


# --- rules §10.4: the recorded split is the highest that took the trick -------------------------


def test_every_part_compares_with_the_highest_split_that_took_the_trick() -> None:
    # 5♥ 5♥ 9♥ 9♥ ruffs A♠ A♠ K♠ Q♠ split as 9♥ 9♥ + 5♥ + 5♥ or as 5♥ 5♥ + 9♥ + 9♥; the first
    # is higher and is recorded, so 10♥ 10♥ 7♥ 6♥ beats every part of it (it would not beat
    # 9♥ and 9♥ as singles).
    plays = ["AS AS KS QS", "5H 5H 9H 9H", "10H 10H 7H 6H"]
    r = judged(plays, "2H", seats=[0, 1, 2], throw_beating="every-part")
    assert r.winner == 2
    assert r.reason == (
        "Seat 2 (10♥ 10♥ 7♥ 6♥) wins: each of 10♥ 10♥, 7♥, 6♥ beats its counterpart in "
        "9♥ 9♥, 5♥, 5♥."
    )


def test_every_part_records_the_highest_split_that_beat_an_earlier_ruff() -> None:
    # 5♥ 5♥ 9♥ 9♥ beats the ruff 3♥ 3♥ 4♥ 4♥ (recorded as 4♥ 4♥ + 3♥ + 3♥) with both of its
    # splits; the higher, 9♥ 9♥ + 5♥ + 5♥, is recorded, and 10♥ 10♥ 7♥ 6♥ beats each part of it
    plays = ["AS AS KS QS", "3H 3H 4H 4H", "5H 5H 9H 9H", "10H 10H 7H 6H"]
    r = judged(plays, "2H", throw_beating="every-part")
    assert r.winner == 3
    assert r.plays[2].note == (
        "each of 9♥ 9♥, 5♥, 5♥ beats its counterpart in 4♥ 4♥, 3♥, 3♥, but Seat 3 takes the "
        "trick later"
    )


# --- rules §10.5: ruff_layout ------------------------------------------------------------------

EXACT_EXAMPLE = ["AS AS QS QS", "3H 3H 4H 4H", "5C 6C 7C 8C", "9D 10D JD QD"]  # trump 2♥


def test_exact_a_tractor_does_not_stand_for_two_pairs() -> None:
    r = judged(EXACT_EXAMPLE, "2H", ruff_layout="exact")
    assert r.winner == 0
    assert r.plays[1].note == "its own layout is one tractor of 4 cards, not 2 pairs"
    assert not r.plays[1].matches and r.plays[1].ruff
    assert r.reason == (
        "Seat 0's lead A♠ A♠ Q♠ Q♠ wins: no other play matches the throw in spades or ruffs it."
    )
    for value in VALUES:  # exact narrows the matching plays under every value
        assert judged(EXACT_EXAMPLE, "2H", ruff_layout="exact", throw_beating=value).winner == 0


def test_split_the_tractor_ruffs_the_two_pairs() -> None:
    r = judged(EXACT_EXAMPLE, "2H")
    assert r.winner == 1
    assert r.reason == (
        "Seat 1 (3♥ 3♥ 4♥ 4♥) wins: it ruffs the throw with trumps of the same shape, compared "
        "on 4♥."
    )
    for value in VALUES:
        assert judged(EXACT_EXAMPLE, "2H", throw_beating=value).winner == 1


def test_exact_a_pair_does_not_stand_for_two_singles() -> None:
    plays = ["AS KS QS", "3H 3H 8H", "4H 6H 7H"]
    assert judged(plays, "2H", seats=[0, 1, 2]).winner == 1
    r = judged(plays, "2H", seats=[0, 1, 2], ruff_layout="exact")
    assert r.winner == 2
    assert r.plays[1].note == "its own layout is one pair and one single, not 3 singles"


def test_split_and_exact_agree_on_singles_pairs_and_lone_tractors() -> None:
    for plays in (
        ["9S", "3H", "KS"],
        ["9S 9S", "3H 3H", "KS KS"],
        ["9S 9S 10S 10S", "3H 3H 4H 4H", "KS KS AS AS"],
    ):
        for value in VALUES:
            split = judged(plays, "2H", seats=[0, 1, 2], throw_beating=value)
            exact = judged(plays, "2H", seats=[0, 1, 2], throw_beating=value, ruff_layout="exact")
            assert split.winner == exact.winner == 1
            assert split.reason == exact.reason == judged(plays, "2H", seats=[0, 1, 2]).reason


# --- rules §10.9: where the values apply ------------------------------------------------------


def test_single_deck_refuses_the_exact_layout() -> None:
    with pytest.raises(InputError) as err:
        te.rules("single-deck", ruff_layout="exact")
    assert str(err.value) == (
        "ruff_layout='exact' can change nothing under single-deck (a play of singles has one "
        "layout); it is played under tractor-4p, tractor-5p"
    )
    with pytest.raises(InputError, match="ruff_layout='exact' can change nothing"):
        te.rules("single-deck", players=4, ruff_layout="exact")
    with pytest.raises(InputError, match="can change nothing under single-deck"):
        te.rules("single-deck").replace(ruff_layout="exact")
    fields = {**te.rules("single-deck").__dict__}
    fields = {k: fields[k] for k in RuleSet.__annotations__}
    with pytest.raises(InputError, match=r"RuleSet\(ruff_layout='exact'\) is not a rule set"):
        RuleSet(**{**fields, "ruff_layout": "exact"})
    assert te.rules("single-deck", ruff_layout="split").ruff_layout == "split"
    for preset in ("tractor-4p", "tractor-5p"):
        assert te.rules(preset, ruff_layout="exact").ruff_layout == "exact"


def test_single_deck_plays_every_throw_beating_value_on_throws_of_singles_ruffed_twice() -> None:
    seats = [0, 1, 2]
    accepted = {v: te.rules("single-deck", throw_beating=v) for v in VALUES}
    assert all(r.throw_beating == v for v, r in accepted.items())
    # trump 2♦: 2♣ and 2♥ are equal trumps
    tie_first = ["AS KS", "2C 4D", "2H 5D"]
    winners = {
        v: judged(tie_first, "2D", "single-deck", seats, throw_beating=v).winner for v in VALUES
    }
    assert winners == {"leading-part": 1, "every-part": 1, "highest-card": 1, "part-by-part": 2}
    r = judged(tie_first, "2D", "single-deck", seats, throw_beating="part-by-part")
    assert r.reason == "Seat 2 (2♥ 5♦) wins: 2♥ and 2♣ tie, and 5♦ beats 4♦."
    low_second = ["AS KS", "SJ 5D", "BJ 4D"]
    winners = {
        v: judged(low_second, "2D", "single-deck", seats, throw_beating=v).winner for v in VALUES
    }
    assert winners == {"leading-part": 2, "every-part": 1, "highest-card": 2, "part-by-part": 2}
    r = judged(low_second, "2D", "single-deck", seats, throw_beating="every-part")
    assert r.plays[2].note == "does not take the trick: 4♦ does not beat 5♦"


# --- moot unless the lead is a throw, and the rows of the table --------------------------------


def test_the_options_are_moot_unless_the_lead_is_a_throw() -> None:
    for name in ("throw_beating", "ruff_layout"):
        row = option_row(name)
        assert row.changes == frozenset({Question.TRICK_WINNER})
        assert row.matters_only_when == (Condition.THROW_LED,)
        for lead, moot in (
            ("9S", True),
            ("9S 9S", True),
            ("9S 9S 10S 10S", True),
            ("AS KS", False),
        ):
            classified = te.classify_lead(lead, trump="2H", rules="tractor-4p")
            assert row.moot(lead=classified) is moot, (name, lead)
    assert option_row("throw_beating").presets == te.PRESETS
    assert option_row("ruff_layout").presets == ("tractor-4p", "tractor-5p")


def test_a_lone_tractor_lead_is_judged_alike_under_every_value() -> None:
    plays = ["9S 9S 10S 10S", "3H 3H 4H 4H", "5H 5H 6H 6H", "QS QS KS KS"]
    reasons = {
        judged(plays, "2H", throw_beating=v, ruff_layout=layout).reason
        for v in VALUES
        for layout in ("split", "exact")
    }
    assert reasons == {
        "Seat 2 (5♥ 5♥ 6♥ 6♥) wins: it ruffs the tractor with trumps of the same shape and tops "
        "the earlier ruff, compared on 6♥."
    }


@pytest.mark.parametrize(
    ("name", "value", "phrase"),
    [
        (
            "throw_beating",
            "leading-part",
            "A play takes the trick from a throw by its leading part (its longest tractor, else "
            "its highest pair, else its highest card).",
        ),
        (
            "throw_beating",
            "every-part",
            "A play takes the trick from a throw only when each of its parts beats the matching "
            "part of the winning play.",
        ),
        (
            "throw_beating",
            "highest-card",
            "A play takes the trick from a throw by a higher highest card.",
        ),
        (
            "throw_beating",
            "part-by-part",
            "A play takes the trick from a throw part by part, the largest parts first: the first "
            "part that differs decides.",
        ),
        (
            "ruff_layout",
            "split",
            "A play matches a throw when its cards split into the throw's layout.",
        ),
        (
            "ruff_layout",
            "exact",
            "A play matches a throw only when its own layout is the throw's layout.",
        ),
    ],
)
def test_each_value_is_said_by_describe_and_describe_option(
    name: str, value: str, phrase: str
) -> None:
    rules = te.rules("tractor-5p", **{name: value})
    assert rules.describe_option(name) == phrase
    assert phrase in rules.describe()


def test_the_defaults_stay_as_they_were() -> None:
    for preset in te.PRESETS:
        rules = te.rules(preset)
        assert (rules.throw_beating, rules.ruff_layout) == ("leading-part", "split")
        assert "throw_beating" not in rules.options() and "ruff_layout" not in rules.options()


# --- rounds call the trusted winner -----------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("tractor-4p", {"throw_beating": "every-part"}),
        ("tractor-5p", {"throw_beating": "highest-card", "ruff_layout": "exact"}),
        ("tractor-4p", {"throw_beating": "part-by-part", "ruff_layout": "exact"}),
        ("single-deck", {"throw_beating": "every-part"}),
    ],
)
def test_rounds_seat_each_trick_winner_as_the_oracle_does(preset: str, options: dict) -> None:
    from tractor_engine.cards.trump import order_of

    from .oracle_tricks import house_winner

    rules = te.rules(preset, **options)
    throws = 0
    for seed in range(6):
        rnd = te.Round(rules, seed=seed)
        bots = te.bots_named("random", rnd.players, seed)  # random leads: throws that stand
        while rnd.phase != "done":
            rnd.act(bots[rnd.to_act].choose(rnd))
        for trick in rnd.tricks:
            plays = [list(cards) for _, cards in trick.plays]
            order = order_of(trick.trump, rules)
            index, _ = house_winner(plays, order, rules.throw_beating, rules.ruff_layout == "exact")
            assert trick.plays[index][0] == trick.winner
            assert trick.result.winner == index
            throws += trick.result.lead.kind == "throw"
    assert throws  # the bots threw at least once
