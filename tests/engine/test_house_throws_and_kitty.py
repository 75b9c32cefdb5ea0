"""Failed throws and the kitty under the house rules of rules §10.6-§10.8: every worked example
of those sections (positions and answers restated), the order in which ``check_throw`` asks
the other hands, the ``InputError`` of each bad input, and whole rounds scored under
``throw_penalty="ten-per-attempt"`` and ``kitty_multiplier="by-shape"``."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.rulebook.rulesets import OPTION_CHOICES

from .oracle_throws import largest_part_sizes


def four(**options: str) -> te.RuleSet:
    return te.rules("tractor-4p", **options)


# --- §10.6 failed_throw_lead ----------------------------------------------------------------

FIRST_OPPONENT = {
    "lead": "KH 9H 9H",
    "others": {1: "10H 10H 3C", 2: "AH 4C", 3: "5C"},
    "trump": "2S",
}


def test_first_opponent_example() -> None:
    """§10.6: seat 1 is asked first and can beat only 9♥9♥: lead 9♥9♥, penalty 10."""
    check = te.check_throw(
        FIRST_OPPONENT["lead"],
        FIRST_OPPONENT["others"],
        trump=FIRST_OPPONENT["trump"],
        rules=four(failed_throw_lead="first-opponent"),
    )
    assert not check.stands
    assert check.forced == te.Cards("9H 9H")
    assert check.penalty == 10
    assert check.reason == (
        "The throw fails: the first player asked who can beat a part of it is seat 1, who can "
        "beat only the pair 9♥ 9♥, with 10♥ 10♥: lead 9♥ 9♥ instead. The throw costs 10 "
        "points (10 for the card taken back)."
    )


def test_first_opponent_example_under_the_default() -> None:
    check = te.check_throw(
        FIRST_OPPONENT["lead"],
        FIRST_OPPONENT["others"],
        trump=FIRST_OPPONENT["trump"],
        rules="tractor-4p",
    )
    assert check.forced == te.Cards("KH") and check.penalty == 20
    assert (
        "the K♥ can be beaten by the A♥ held by seat 2: lead K♥ instead, and the throw costs "
        "20 points" in check.reason
    )


def test_first_opponent_leads_the_whole_part_in_tractor_5p() -> None:
    """§10.6: the whole part is led, in tractor-5p too (where the default leads one card)."""
    rules = te.rules("tractor-5p", failed_throw_lead="first-opponent")
    others = {1: "10H 10H 3C", 2: "AH 4C", 3: "5C", 4: "6C"}
    check = te.check_throw("KH 9H 9H", others, trump="2S", rules=rules)
    assert check.forced == te.Cards("9H 9H") and check.penalty == 0
    assert "lead 9♥ 9♥ instead." in check.reason and "costs" not in check.reason
    default = te.check_throw("KH 9H 9H", others, trump="2S", rules="tractor-5p")
    assert default.forced == te.Cards("KH")


def test_first_opponent_asks_the_partner_like_anyone() -> None:
    """§10.6: the leader's partner (seat 2 of leader 0) is asked like anyone else; seat 1
    cannot beat anything, so seat 2 decides."""
    rules = four(failed_throw_lead="first-opponent")
    others = {1: "3C 4C", 2: "AH 10H 10H", 3: "QH"}
    check = te.check_throw("KH 9H 9H", others, trump="2S", rules=rules)
    # seat 2 can beat both parts: the one with the fewest cards is the single K♥
    assert check.forced == te.Cards("KH") and check.penalty == 20
    assert "is seat 2, who can beat 2 of its parts; the smallest is the single K♥" in (check.reason)


def test_first_opponent_picks_the_lowest_top_among_parts_of_one_size() -> None:
    rules = four(failed_throw_lead="first-opponent")
    check = te.check_throw("KH QH 9H", {1: "AH", 2: "3C", 3: "4C"}, trump="2S", rules=rules)
    assert check.forced == te.Cards("9H") and check.penalty == 20


LOWEST_TOP = {"lead": "QH 3H 3H", "others": {1: "KH 4C", 2: "5C", 3: "6C"}, "trump": "2S"}


def test_lowest_top_example() -> None:
    """§10.6: the leader leads 3♥3♥, penalty 10, though only the Q♥ can be beaten."""
    check = te.check_throw(
        LOWEST_TOP["lead"],
        LOWEST_TOP["others"],
        trump=LOWEST_TOP["trump"],
        rules=four(failed_throw_lead="lowest-top"),
    )
    assert check.forced == te.Cards("3H 3H") and check.penalty == 10
    assert check.reason == (
        "The throw fails: the single Q♥ can be beaten by K♥ held by seat 1, so the part with "
        "the lowest top card is led instead: lead 3♥ 3♥. The throw costs 10 points (10 for "
        "the card taken back)."
    )


def test_lowest_top_example_under_the_default() -> None:
    check = te.check_throw(
        LOWEST_TOP["lead"], LOWEST_TOP["others"], trump=LOWEST_TOP["trump"], rules="tractor-4p"
    )
    assert check.forced == te.Cards("QH") and check.penalty == 20
    assert (
        "the Q♥ can be beaten by the K♥ held by seat 1: lead Q♥ instead, and the throw costs "
        "20 points" in check.reason
    )


def test_lowest_top_between_equal_tops_leads_the_part_with_more_cards() -> None:
    """§10.6 [reading]: equal tops only with equal trump-rank cards of different suits; the
    part with more cards is led. Trump 2♥: 2♠2♠ and 2♦ are equal trumps."""
    rules = four(failed_throw_lead="lowest-top")
    check = te.check_throw("2D 2S 2S BJ", {1: "SJ SJ", 2: "3C", 3: "4C"}, trump="2H", rules=rules)
    # the pair 2♠2♠ can be beaten by SJ SJ; BJ cannot; 2♦ can (by a small joker)
    assert check.forced == te.Cards("2S 2S") and check.penalty == 20


def test_a_throw_that_stands_is_not_moved_by_the_new_values() -> None:
    for value in ("first-opponent", "lowest-top"):
        check = te.check_throw("AH KH", {1: "3C", 2: "4C", 3: "5C"}, trump="2S", rules=four(
            failed_throw_lead=value))  # fmt: skip
        assert check.stands and check.forced == te.Cards("AH KH") and check.penalty == 0


# --- the order of play in check_throw -------------------------------------------------------


def test_a_mapping_of_every_seat_but_one_is_read_round_the_table() -> None:
    """The leader is the missing seat (2); the hands are asked 3, 0, 1, whatever the order
    of the mapping. Seats 0 and 3 can both beat a part: seat 3 is asked first."""
    rules = four(failed_throw_lead="first-opponent")
    others = {0: "AH 3C", 1: "4C", 3: "10H 10H"}
    for mapping in (others, dict(reversed(others.items()))):
        check = te.check_throw("KH 9H 9H", mapping, trump="2S", rules=rules)
        assert check.forced == te.Cards("9H 9H"), mapping
        assert "is seat 3" in check.reason
    # the same hands, the leader being seat 3 (missing): seat 0 is asked first
    check = te.check_throw("KH 9H 9H", {0: "AH 3C", 1: "4C", 2: "10H 10H"}, trump="2S", rules=rules)
    assert check.forced == te.Cards("KH") and "is seat 0" in check.reason


def test_a_list_or_a_mapping_missing_two_seats_is_read_in_its_own_order() -> None:
    rules = te.rules("tractor-5p", failed_throw_lead="first-opponent")
    listed = te.check_throw("KH 9H 9H", ["10H 10H", "AH"], trump="2S", rules=rules)
    assert listed.forced == te.Cards("9H 9H") and "is hand 1" in listed.reason
    swapped = te.check_throw("KH 9H 9H", ["AH", "10H 10H"], trump="2S", rules=rules)
    assert swapped.forced == te.Cards("KH") and "is hand 1" in swapped.reason
    # seats 3 and 1 given, 0, 2 and 4 missing: read as given, 3 first
    mapping = {3: "AH", 1: "10H 10H"}
    check = te.check_throw("KH 9H 9H", mapping, trump="2S", rules=rules)
    assert check.forced == te.Cards("KH") and "is seat 3" in check.reason


def test_the_default_names_the_first_holder_in_order_of_play() -> None:
    """§3 names whoever can beat the failing part; read round the table from the leader
    (seat 1, missing), seat 2 comes before seat 0."""
    check = te.check_throw("KH QH", {0: "AH", 2: "AH", 3: "3C"}, trump="2S", rules="tractor-4p")
    assert "held by seat 2" in check.reason


# --- §10.7 throw_penalty --------------------------------------------------------------------

ATTEMPT = {"lead": "8H 8H 7H 2H", "others": {1: "3H 5C", 2: "6C", 3: "7C"}, "trump": "4S"}


def test_ten_per_attempt_example() -> None:
    """§10.7: the leader leads 2♥, penalty 10 (not 30)."""
    check = te.check_throw(
        ATTEMPT["lead"],
        ATTEMPT["others"],
        trump=ATTEMPT["trump"],
        rules=four(throw_penalty="ten-per-attempt"),
    )
    assert check.forced == te.Cards("2H") and check.penalty == 10
    assert check.reason == (
        "The throw fails: the 2♥ can be beaten by the 3♥ held by seat 1: lead 2♥ instead. "
        "A failed throw costs 10 points, however many cards are taken back."
    )


def test_ten_per_attempt_example_under_the_default() -> None:
    check = te.check_throw(
        ATTEMPT["lead"], ATTEMPT["others"], trump=ATTEMPT["trump"], rules="tractor-4p"
    )
    assert check.penalty == 30
    assert (
        "lead 2♥ instead, and the throw costs 30 points (10 for each of the 3 cards taken back)"
        in check.reason
    )


def test_ten_per_attempt_with_each_forced_lead_rule_and_in_every_preset() -> None:
    for preset in te.PRESETS:
        for lead_rule in OPTION_CHOICES["failed_throw_lead"]:
            rules = te.rules(preset, failed_throw_lead=lead_rule, throw_penalty="ten-per-attempt")
            others = {s: f"{s + 5}C" for s in range(2, rules.players)} | {1: "3H 5C"}
            lead = "8H 7H 2H" if not rules.has_pairs else ATTEMPT["lead"]
            check = te.check_throw(lead, others, trump="4S", rules=rules)
            assert not check.stands and check.penalty == 10, (preset, lead_rule)
            assert check.reason.endswith(
                "A failed throw costs 10 points, however many cards are taken back."
            )


def test_ten_per_attempt_charges_10_per_throw_and_floors_the_total() -> None:
    """§10.7: charged as ten-per-card is, after the kitty, the total not below zero."""
    rules = four(throw_penalty="ten-per-attempt")
    result = te.score_hand(
        rules,
        captured=10,
        penalties=[(1, 10), (3, 10), (0, 10)],
        levels=["2"] * 4,
        declarers=(0, 2),
        declarer=0,
        starter=0,
    )
    # 10 + 10 (seat 0, a declarer) − 20 (seats 1 and 3, defenders) = 0
    assert result.penalty_points == -10 and result.defender_points == 0
    with pytest.raises(te.InputError, match="each penalty is 10, not 20"):
        te.score_hand(rules, captured=10, penalties=[(1, 20)], levels=["2"] * 4,
                      declarers=(0, 2))  # fmt: skip


# --- §10.8 kitty_multiplier -----------------------------------------------------------------

#: §10.8's table: last lead, trump, then each value's multiplier.
KITTY_TABLE = [
    (
        "AS AS KS",
        "2H",
        {
            "twice-largest-unit": 4,
            "power-of-largest-unit": 4,
            "by-shape": 4,
            "twice-cards": 6,
            "power-of-two": 8,
        },
    ),
    (
        "6H 6H 5H 5H 9H",
        "2S",
        {
            "twice-largest-unit": 8,
            "power-of-largest-unit": 16,
            "by-shape": 8,
            "twice-cards": 10,
            "power-of-two": 32,
        },
    ),
]


@pytest.mark.parametrize(("lead", "trump", "expected"), KITTY_TABLE)
def test_the_kitty_table(lead: str, trump: str, expected: dict[str, int]) -> None:
    for preset in ("tractor-4p", "tractor-5p"):
        for value, times in expected.items():
            rules = te.rules(preset, kitty_multiplier=value)
            assert te.kitty_multiplier(lead, rules=rules, trump=trump) == times, (preset, value)
            result = te.score_hand(rules, captured=0, kitty="KD 5D", last_lead=lead, trump=trump)
            assert result.kitty_multiplier == times and result.kitty_bonus == 15 * times
            assert result.step("multiplier").value == f"×{times}"


def test_the_kitty_sentences() -> None:
    def text(value: str, lead: str, trump: str) -> str:
        rules = four(kitty_multiplier=value)
        return (
            te.score_hand(rules, captured=0, kitty="KD", last_lead=lead, trump=trump)
            .step("multiplier")
            .text
        )

    assert text("power-of-largest-unit", "6H 6H 5H 5H 9H", "2S") == (
        "The defenders won the last trick, led with 6♥ 6♥ 5♥ 5♥ 9♥: tractor-4p multiplies the "
        "kitty by 2 to the power of the 4 cards of its largest part, the 4-card tractor "
        "6♥ 6♥ 5♥ 5♥: ×16."
    )
    assert text("twice-largest-unit", "AS AS KS", "2H") == (
        "The defenders won the last trick, led with A♠ A♠ K♠: tractor-4p multiplies the kitty "
        "by twice the 2 cards of its largest part, the pair A♠ A♠: ×4."
    )
    assert text("twice-largest-unit", "9C", "2H").endswith("the 1 card of its largest part, "
                                                        "the single 9♣: ×2.")  # fmt: skip
    assert "it holds a tractor, the 4-card tractor 6♥ 6♥ 5♥ 5♥, so tractor-4p multiplies " in (
        text("by-shape", "6H 6H 5H 5H 9H", "2S")
    )
    assert "it holds a pair, the pair A♠ A♠, and no tractor" in text("by-shape", "AS AS KS", "2H")
    assert "it holds no pair and no tractor, so tractor-4p multiplies the kitty by 2." in (
        text("by-shape", "AS KS", "2H")
    )


def test_the_layout_depends_on_the_trump() -> None:
    """7♥7♥5♥5♥ is two pairs under 2♠, and a tractor under 6♠ (the trump rank is skipped)."""
    rules = four(kitty_multiplier="by-shape")
    assert te.kitty_multiplier("7H 7H 5H 5H", rules=rules, trump="2S") == 4
    assert te.kitty_multiplier("7H 7H 5H 5H", rules=rules, trump="6S") == 8


def test_one_deck_always_doubles() -> None:
    """§10.8: with one deck the largest part is one card, so all three give 2."""
    for value in ("twice-largest-unit", "power-of-largest-unit", "by-shape"):
        for players in (4, 5):
            rules = te.rules("single-deck", kitty_multiplier=value, players=players)
            assert te.kitty_multiplier("AS KS QS 9S", rules=rules, trump="2H") == 2
    assert te.kitty_multiplier("AS KS QS 9S", rules="single-deck", trump="2H") == 16


@pytest.mark.parametrize("value", ["twice-largest-unit", "power-of-largest-unit", "by-shape"])
def test_the_layout_values_refuse_a_number_or_a_missing_trump(value: str) -> None:
    rules = four(kitty_multiplier=value)
    with pytest.raises(te.InputError, match="give last_lead as its cards, not a number"):
        te.kitty_multiplier(2, rules=rules, trump="2S")
    with pytest.raises(te.InputError, match="give trump= with last_lead"):
        te.kitty_multiplier("AS AS", rules=rules)
    with pytest.raises(te.InputError, match="the last lead is not a lead"):
        te.kitty_multiplier("AS AH", rules=rules, trump="2C")
    one_deck = te.rules("single-deck", kitty_multiplier=value)
    with pytest.raises(te.InputError, match="at most 10"):
        te.kitty_multiplier("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S", rules=one_deck, trump="2C")
    with pytest.raises(te.InputError, match="not a number"):
        te.score_hand(rules, captured=0, last_lead=2, trump="2S")
    with pytest.raises(te.InputError, match="give trump="):
        te.score_hand(rules, captured=0, last_lead="AS AS")
    # the declarers won the last trick: nothing to lay out
    assert te.score_hand(rules, captured=0, last_lead=None).kitty_multiplier == 0


def test_the_count_values_keep_taking_a_number() -> None:
    for value, times in (("twice-cards", 6), ("power-of-two", 8)):
        rules = four(kitty_multiplier=value)
        assert te.kitty_multiplier(3, rules=rules) == times
        assert te.kitty_multiplier("AS AS KS", rules=rules, trump="2H") == times
        with pytest.raises(ValueError):
            te.kitty_multiplier(3, rules=rules, trump="bogus")


# --- the phrases ----------------------------------------------------------------------------


def test_describe_says_each_new_value() -> None:
    said = {
        ("failed_throw_lead", "first-opponent"): "the first player after the leader who can "
        "beat a component decides, and the leader leads the smallest component that player "
        "can beat",
        ("failed_throw_lead", "lowest-top"): "the leader leads the component with the lowest "
        "top card, beaten or not",
        ("throw_penalty", "ten-per-attempt"): "a failed throw costs 10 points, however many "
        "cards are taken back",
        ("kitty_multiplier", "twice-largest-unit"): "twice the number of cards in the largest "
        "part of the last lead",
        ("kitty_multiplier", "power-of-largest-unit"): "2 to the power of the number of cards "
        "in the largest part of the last lead",
        ("kitty_multiplier", "by-shape"): "8 if the last lead holds a tractor, else 4 if it "
        "holds a pair, else 2",
    }
    for (option, value), phrase in said.items():
        for preset in te.PRESETS:
            rules = te.rules(preset, **{option: value})
            assert phrase in rules.describe(), (preset, option, value)
            assert phrase in rules.describe_option(option).lower()


# --- whole rounds ---------------------------------------------------------------------------

HOUSE = te.rules("tractor-4p", throw_penalty="ten-per-attempt", kitty_multiplier="by-shape")


def play_round(seed: int) -> te.Round:
    """A round of bots under ``HOUSE`` where, with two cards left, a leader holding two cards
    of one suit group leads both (so the last lead can be a pair or a throw)."""
    rnd = te.Round(HOUSE, seed=seed)
    bots = te.bots_named("mixed-uniform", 4, seed)  # greedy, and random throws that fail
    while rnd.phase != "done":
        seat = rnd.to_act
        hand = rnd.hands[seat]
        order = rnd.order
        if (
            rnd.phase == "play"
            and not rnd.trick
            and len(hand) == 2
            and order.group[hand[0].id] == order.group[hand[1].id]
        ):
            rnd.play(list(hand))
        else:
            rnd.act(bots[seat].choose(rnd))
    return rnd


@pytest.mark.parametrize(("seed", "shape"), [(65, "single"), (207, "pair")])
def test_a_round_scores_failed_throws_per_attempt_and_the_kitty_by_shape(
    seed: int, shape: str
) -> None:
    """§8 with §10.7 and §10.8: each failed throw costs 10 (charged to the thrower's side,
    settled after the kitty), and the kitty counts by the last lead's shape: ×2 for two
    singles (seed 65: 2♦ 2♣, equal trumps), ×4 for a pair (seed 207)."""
    rnd = play_round(seed)
    result = rnd.result
    failed = [t for t in rnd.tricks if t.attempted is not None]
    assert failed and rnd.penalties, "the seed no longer plays a failed throw"
    assert [(n, s) for n, s, _ in rnd.penalties] == [(t.number, t.leader) for t in failed]
    assert all(points == 10 for _, _, points in rnd.penalties)
    for trick in failed:
        assert trick.penalty == 10
        assert trick.throw_reason.endswith(
            "A failed throw costs 10 points, however many cards are taken back."
        )
    net = sum(10 if seat in result.declarers else -10 for _, seat, _ in rnd.penalties)
    assert result.penalty_points == net
    last = rnd.tricks[-1]
    assert last.winner in result.defenders, "the seed no longer gives the defenders the last trick"
    assert len(last.lead) == 2
    readings = largest_part_sizes(last.lead, order_of(rnd.trump, HOUSE))
    assert {kind for _, kind in readings} == {shape}
    times = {"tractor": 8, "pair": 4, "single": 2}[shape]
    assert result.kitty_multiplier == times
    kitty_points = sum(c.points for c in rnd.buried)
    assert result.kitty_points == kitty_points
    tricks = sum(t.points for t in rnd.tricks if t.winner in result.defenders)
    assert result.trick_points == tricks
    assert result.defender_points == max(0, tricks + kitty_points * times + net)
    again = te.score_hand(
        HOUSE,
        captured=tricks,
        kitty=rnd.buried,
        last_lead=last.lead,
        trump=rnd.trump,
        penalties=[(seat, points) for _, seat, points in rnd.penalties],
        levels=rnd.setup.levels,
        declarers=rnd.declarers,
        declarer=rnd.declarer,
        starter=rnd.starter,
    )
    assert again.defender_points == result.defender_points
    # the same tricks under the preset's values: 30 per failed throw of 4 cards is not asked
    # here; the kitty alone would count 2 ** 2 = 4
    assert te.kitty_multiplier(last.lead, rules="tractor-5p") == 4
