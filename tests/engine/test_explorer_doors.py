"""The explorer's doors: the comparison and search functions refuse what a rules lawyer's typo
or a widget author's mistake gives them, and count what they cannot compare instead of calling
it agreement (review of the explorer, findings 1-5 and 9-11). Each refusal is the engine's own
error (``InputError``, ``CardError`` or ``IllegalPlay``) with a sentence naming the bad part and
what would be accepted, and it changes nothing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.card import ALL_CARDS
from tractor_engine.compare.rates import Rate

R4 = te.rules("tractor-4p")
MUST = R4.replace(tractor_follow="must-tractor")
#: In no trump, the trump-rank cards stay trumps under A and are plain cards under B (the
#: default of tractor-4p): BJ 2♠ is a throw of trumps under A, and no lead at all under B.
RANK_TRUMPS = R4.replace(no_trump_keeps_rank_trumps=True)
NAMESPACE = {name: getattr(te, name) for name in te.__all__}


# --- 1. positions whose lead rule set B refuses are left out, and counted -----------------------


def test_a_lead_of_two_suit_groups_under_b_has_no_follow_to_compare() -> None:
    # the review's throw: BJ 2♠ at 2NT is a throw of trumps under A only
    lead = te.classify_lead("BJ 2S", trump="2N", rules=RANK_TRUMPS)
    assert lead.kind == "throw"
    with pytest.raises(te.IllegalPlay, match="BJ 2♠ is not a lead under tractor-4p"):
        te.compare_rules("3S 4S 5S 6S", "BJ 2S", trump="2N", rules_a=RANK_TRUMPS, rules_b=R4)


def _refused(cards: te.Cards, trump: te.Trump) -> bool:
    """Whether rule set B (tractor-4p) refuses ``cards`` as a lead."""
    try:
        te.classify_lead(cards, trump=trump, rules=R4)
    except te.IllegalPlay:
        return True
    return False


def test_the_rates_leave_out_what_b_refuses_and_say_how_many() -> None:
    deals = 20  # seed 0: several deals in 2NT, and throws B refuses among them
    # bots that throw at random: many throws, of which B refuses some
    rates = te.disagreement_rates(RANK_TRUMPS, R4, deals=deals, seed=0, workers=1, bots="uniform")
    # worked out again from the rounds themselves: the deals are "rates/0/{i}", uniform bots
    tricks: Counter[str] = Counter()
    tricks_out: Counter[str] = Counter()
    follows_out: Counter[str] = Counter()
    throws = throws_out = hands_out = 0
    for i in range(deals):
        seed = f"rates/0/{i}"
        rnd = te.play_out(
            te.Round(RANK_TRUMPS, seed=seed), te.bots_named("uniform", 4, f"{seed}/bots")
        )
        trump = rnd.trump
        refused_here = False
        for trick in rnd.tricks:
            kind = te.classify_lead(trick.lead, trump=trump, rules=RANK_TRUMPS).kind
            intended = trick.attempted if trick.attempted is not None else trick.lead
            tricks[kind] += 1
            if te.classify_lead(intended, trump=trump, rules=RANK_TRUMPS).kind == "throw":
                throws += 1
                throws_out += _refused(intended, trump)
            if _refused(intended, trump):
                tricks_out[kind] += 1
                refused_here = refused_here or len(intended) >= 2
            if _refused(trick.lead, trump):
                follows_out[kind] += 3  # three followers, none of whom B lets follow that lead
        hands_out += refused_here
    assert sum(follows_out.values()) > 0 and sum(tricks_out.values()) > 0 and hands_out > 0
    for kind, count in tricks.items():
        rate = rates.rate("trick", kind)
        assert (rate.compared + rate.left_out, rate.left_out) == (count, tricks_out[kind])
        assert rates.rate("follow", kind).left_out == follows_out[kind]
        assert rates.rate("follow", kind).compared + follows_out[kind] == 3 * count
    throw = rates.rate("throw", "throw")
    assert (throw.compared + throw.left_out, throw.left_out) == (throws, throws_out)
    hand = rates.rate("hand", "all")
    assert (hand.compared + hand.left_out, hand.left_out) == (deals, hands_out)
    # the result says how many, and so does its report, line by line and in all
    left_out = sum(r.left_out for r in rates.rates)
    assert rates.left_out_total == left_out == sum(n for _, _, n in rates.left_out)
    report = rates.report()
    assert str(rates.rate("follow", "throw")).endswith(
        f"; {follows_out['throw']} more left out: the second rule set refuses their lead"
    )
    assert report.splitlines()[-1] == (
        f"{left_out} positions left out in all: tractor-4p refuses the lead played there"
    )
    assert eval(repr(rates), dict(NAMESPACE)) == rates
    assert "left out" in rates._repr_svg_()  # the chart's description is the report


def test_a_rate_with_one_position_left_out_says_it_in_the_singular() -> None:
    assert str(Rate("hand", "all", 1, 4, 1)) == (
        "hands: 1 of 4 differ (25.00%, 95% CI 4.56-69.94%); 1 more left out: the second rule "
        "set refuses its lead"
    )
    assert str(Rate("hand", "all", 1, 4)) == "hands: 1 of 4 differ (25.00%, 95% CI 4.56-69.94%)"


# --- 2. an executor that is not one ------------------------------------------------------------


@pytest.mark.parametrize("executor", ["x", 3, ThreadPoolExecutor])
def test_an_executor_that_is_not_one_is_refused_before_any_work(executor: object) -> None:
    calls: list[tuple[int, int]] = []
    with pytest.raises(te.InputError, match=r"executor.*: give .*or None to run on this"):
        te.disagreement_rates(
            R4, MUST, deals=30, executor=executor, progress=lambda *a: calls.append(a)
        )
    with pytest.raises(te.InputError, match=r"executor.*give .*or None"):
        te.simulate("tractor-4p", 10, executor=executor)
    assert calls == []


# --- 3. a rate of a kind or lead that does not exist --------------------------------------------


HAND_BUILT = te.DisagreementRates(
    R4, MUST, 2, 0, "random", (("follow", "single", 1, 40), ("hand", "all", 0, 2))
)


@pytest.mark.parametrize(
    ("kind", "lead", "words"),
    [
        ("follows", "tractor", "kind='follows' is not a kind of question: use one of follow, "
         "trick, throw, hand"),
        ("follow", "nothing", "lead='nothing' is not counted for kind='follow': use one of "
         "single, pair, tractor, throw"),
        ("follow", "all", "use one of single, pair, tractor, throw"),
        ("hand", "single", "lead='single' is not counted for kind='hand': use all"),
        ("throw", "pair", "lead='pair' is not counted for kind='throw': use throw"),
        (None, "single", "kind=None is not a kind of question"),
    ],
)  # fmt: skip
def test_a_rate_of_a_kind_or_lead_that_does_not_exist_is_refused(
    kind: object, lead: object, words: str
) -> None:
    with pytest.raises(te.InputError, match=words.replace("(", r"\(").replace(")", r"\)")):
        HAND_BUILT.rate(kind, lead)  # type: ignore[arg-type]
    with pytest.raises(te.InputError):
        Rate(kind, lead, 0, 0)  # type: ignore[arg-type]


def test_a_rate_that_exists_but_was_not_met_is_zero_of_zero() -> None:
    assert HAND_BUILT.rate("follow", "tractor") == Rate("follow", "tractor", 0, 0)
    assert HAND_BUILT.rate("follow", "single") == Rate("follow", "single", 1, 40)


# --- 4. hand-built rates with counts no run can give ---------------------------------------------


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"counts": (("follow", "single", 5, 3),)}, "5 positions cannot differ out of 3"),
        ({"counts": (("follow", "single", -1, 3),)}, "differing must be a whole number from 0"),
        ({"counts": (("follow", "single", 0, -3),)}, "compared must be a whole number from 0"),
        ({"counts": (("follow", "single", True, 3),)}, "not True"),
        ({"counts": (("follow", "single", 1.5, 3),)}, "not 1.5"),
        ({"counts": (("follows", "single", 1, 3),)}, "kind='follows' is not a kind"),
        ({"counts": (("follow", "single", 1),)}, r"each row is \(kind, lead, differing"),
        ({"counts": "follow"}, "counts must be a tuple of rows"),
        (
            {"counts": (("hand", "all", 1, 3), ("hand", "all", 0, 2))},
            "kind='hand' with lead='all' is given twice",
        ),
        ({"left_out": (("trick", "pair", -2),)}, "left_out: the count of trick and pair"),
        ({"left_out": (("trick", "all", 2),)}, "lead='all' is not counted for kind='trick'"),
        ({"deals": 0}, "deals must be a whole number of at least 1, not 0"),
        ({"seed": "0"}, "seed must be a whole number"),
        ({"bots": "clever"}, "unknown bots 'clever'"),
        ({"rules_b": "single-deck"}, "cannot be compared"),
        ({"rules_b": "tractor-5p"}, "cannot be compared"),
    ],
)
def test_hand_built_rates_no_run_can_give_are_refused_when_built(
    changes: dict[str, object], words: str
) -> None:
    fields = {
        "rules_a": R4,
        "rules_b": MUST,
        "deals": 2,
        "seed": 0,
        "bots": "random",
        "counts": (("follow", "single", 1, 40),),
    }
    with pytest.raises(te.InputError, match=words):
        te.DisagreementRates(**{**fields, **changes})  # type: ignore[arg-type]


def test_hand_built_rates_that_can_be_are_put_in_order_and_drawn() -> None:
    built = te.DisagreementRates(
        "tractor-4p",
        MUST,
        3,
        1,
        "random",
        (("hand", "all", 1, 3), ["follow", "single", 0, 0], ("trick", "throw", 2, 2)),
        left_out=(("trick", "pair", 1),),
    )
    assert [(r.kind, r.lead) for r in built.rates] == [
        ("follow", "single"),
        ("trick", "pair"),
        ("trick", "throw"),
        ("hand", "all"),
    ]
    assert built.rate("trick", "pair") == Rate("trick", "pair", 0, 0, 1)
    assert "follows after a single lead: 0 of 0 differ (0.00%, 95% CI 0.00-100.00%)" in str(built)
    assert "<svg" in built._repr_svg_()
    assert eval(repr(built), dict(NAMESPACE)) == built


@settings(max_examples=200, deadline=None)
@given(differing=st.integers(-3, 40), compared=st.integers(-3, 40), left_out=st.integers(-3, 9))
def test_a_rate_is_accepted_exactly_when_some_run_can_give_it(
    differing: int, compared: int, left_out: int
) -> None:
    possible = 0 <= differing <= compared and left_out >= 0
    try:
        rate = Rate("trick", "single", differing, compared, left_out)
    except te.InputError:
        assert not possible
        return
    assert possible
    low, high = rate.interval
    assert 0 <= low <= rate.rate <= high <= 1
    assert f"{differing} of {compared} differ" in str(rate)


# --- 5. comparisons and differences built by hand ------------------------------------------------


def test_a_comparison_built_directly_refuses_rule_sets_one_position_cannot_show() -> None:
    args = (te.Cards("3S 4S 5S"), te.Cards("6S"), te.Trump("2", "H"))
    with pytest.raises(te.InputError, match="tractor-4p and single-deck cannot be compared"):
        te.RuleComparison(*args, R4, te.rules("single-deck"))
    with pytest.raises(te.InputError, match="cannot be compared"):
        te.RuleComparison(*args, R4, te.rules("tractor-5p"), ((1, te.Cards("7S")),))
    with pytest.raises(te.CardError, match="3♠ appears 3 times"):
        te.RuleComparison(te.Cards("3S 3S 3S"), te.Cards("6S"), te.Trump("2", "H"), R4, MUST)
    with pytest.raises(te.IllegalPlay, match="not a lead under tractor-4p"):
        te.RuleComparison(args[0], te.Cards("BJ 2S"), te.Trump("2", None), RANK_TRUMPS, R4)
    # one that can be shown is the comparison compare_rules makes
    built = te.RuleComparison("3S 4S 5S", "6S", "2H", "tractor-4p", MUST)
    assert built == te.compare_rules("3S 4S 5S", "6S", trump="2H", rules_a=R4, rules_b=MUST)
    assert (
        built.reason
        == te.compare_rules("3S 4S 5S", "6S", trump="2H", rules_a=R4, rules_b=MUST).reason
    )


def _position(kind: str, **extra: object) -> te.Difference:
    return te.Difference(
        kind, te.Cards("3S 4S"), te.Cards("5S"), te.Trump("2", "H"), R4, MUST, **extra
    )


@pytest.mark.parametrize(
    ("kind", "extra", "words"),
    [
        ("bogus", {}, "kind='bogus' is not a kind of difference: use one of follow, throw, "
         "trick, hand"),
        ("follow", {"seat": 9}, "seat must be a seat from 0 to 3, not 9"),
        ("follow", {"seat": -1}, "seat must be a seat from 0 to 3, not -1"),
        ("trick", {}, "a trick difference needs plays_a, plays_b, winner_a, winner_b"),
        ("trick", {"plays_a": ((0, te.Cards("5S")),)},
         "a trick difference needs plays_b, winner_a, winner_b"),
        ("hand", {"points_a": 40}, "a hand difference needs points_b, change_a, change_b"),
        ("follow", {"winner_a": 1}, r"a follow difference takes no winner_a \(the answers of a "
         "trick difference"),
        ("throw", {"points_a": 40, "change_b": ("defenders", 1)},
         "a throw difference takes no points_a, change_b"),
        ("follow", {"step": 3}, "a follow difference has no record or step"),
        ("throw", {}, "a throw difference needs others"),
        ("throw", {"others": ((1, te.Cards("6S")), (9, te.Cards("7S")))},
         "a seat of others must be a seat from 0 to 3, not 9"),
        ("throw", {"others": ((1, te.Cards("6S")), (1, te.Cards("7S")))},
         r"others gives a seat twice: \[1, 1\]"),
        ("hand", {"points_a": 40, "points_b": 85, "change_a": ("declarers", 1),
                  "change_b": ("winners", 0)}, "change_b must be \\(side, levels\\)"),
        ("hand", {"points_a": -5, "points_b": 85, "change_a": ("declarers", 1),
                  "change_b": ("defenders", 0)}, "points_a must be points from 0"),
    ],
)  # fmt: skip
def test_a_difference_is_checked_when_built(
    kind: str, extra: dict[str, object], words: str
) -> None:
    with pytest.raises(te.InputError, match=words):
        _position(kind, **extra)


def test_a_trick_difference_built_without_its_plays_no_longer_fails_its_recheck() -> None:
    # it was built, and then recheck() raised a bare AssertionError
    with pytest.raises(te.InputError, match="needs plays_a"):
        _position("trick").recheck()


def test_a_trick_difference_built_right_is_accepted_and_rechecked() -> None:
    others = ((1, te.Cards("6S 9D")), (2, te.Cards("7S 9C")), (3, te.Cards("8S 10C")))
    plays = ((0, te.Cards("5S")), (1, te.Cards("6S")), (2, te.Cards("7S")), (3, te.Cards("8S")))
    found = te.Difference(
        "trick", te.Cards("6S 9D"), te.Cards("5S"), te.Trump("2", "H"), R4, MUST,
        others=others, seat=1, plays_a=plays, plays_b=plays, winner_a=3, winner_b=3,
    )  # fmt: skip
    assert found.recheck() is False  # one winner under both: no difference, and no error
    with pytest.raises(te.InputError, match=r"plays_b must start with the leader.s play"):
        found.__replace__(plays_b=plays[1:] + plays[:1])
    with pytest.raises(te.InputError, match="one play per seat"):
        found.__replace__(plays_b=plays[:3])


def test_a_difference_found_by_the_search_rebuilds_from_its_code() -> None:
    first = next(te.find_differences(R4, MUST, limit=1, budget=200, progress=False))
    namespace: dict[str, object] = {}
    exec(first.code(), namespace)
    assert namespace["position"] == first and first.recheck()


# --- 9. the command line: refused options and Ctrl-C -------------------------------------------


def _engine(*args: str, **kwargs: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tractor_engine", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,  # type: ignore[call-overload]
    )


def test_simulate_with_an_option_the_preset_refuses_says_so_in_one_line() -> None:
    run = _engine("simulate", "--rules", "tractor-4p", "--option", "players=5", "--rounds", "5")
    out, err = run.communicate(timeout=120)
    assert run.returncode == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("python -m tractor_engine simulate: error: tractor-4p is played by 4")


def _as_in_a_terminal() -> None:
    """SIGINT as a terminal's command starts with it: a test run started in the background
    (``make test &``, nohup, some CI runners) ignores SIGINT, and a child inherits that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize(
    "args",
    [
        # every core (a process pool, whose workers get Ctrl-C too), and one
        ("simulate", "--rounds", "1000000", "--no-progress"),
        ("simulate", "--rounds", "1000000", "--no-progress", "--workers", "1"),
        ("differences", "--a", "tractor-4p", "--b", "tractor-4p tractor_follow=must-tractor",
         "--budget", "1000000", "--limit", "1000000", "--no-progress"),
    ],
)  # fmt: skip
def test_ctrl_c_stops_a_command_with_one_line(args: tuple[str, ...]) -> None:
    # Ctrl-C in a terminal sends SIGINT to the whole foreground process group
    run = _engine(*args, start_new_session=True, preexec_fn=_as_in_a_terminal)
    try:
        time.sleep(3)  # importing and starting; the work itself runs for minutes
        assert run.poll() is None
        os.killpg(run.pid, signal.SIGINT)
        started = time.perf_counter()
        _, err = run.communicate(timeout=60)
        assert time.perf_counter() - started < 20  # it stops, it does not finish the chunks
        assert err == "python -m tractor_engine: stopped (Ctrl-C)\n"
        assert run.returncode == 130
    finally:  # a command that did not stop must not go on working for minutes
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()


# --- 10. explore with no tries ------------------------------------------------------------------


@pytest.mark.parametrize("tries", [-3, 0])
def test_explore_refuses_no_tries(tries: int) -> None:
    asked: list[object] = []
    with pytest.raises(
        te.InputError, match=f"tries must be a whole number of at least 1, not {tries}"
    ):
        te.explore(asked.append, tries=tries)
    with pytest.raises(te.InputError, match="tries must be a whole number of at least 1"):
        te.find_deal(asked.append, tries=tries)
    with pytest.raises(te.InputError, match=r"tries must be a whole number, not 2\.5"):
        te.explore(asked.append, tries=2.5)  # type: ignore[arg-type]
    assert asked == []


# --- 11. cards no deal can give ----------------------------------------------------------------

THIRTY = (
    "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 3C 4C 5C 6C 7C 8C"
)


def test_four_copies_across_the_hand_and_the_other_hands_are_refused() -> None:
    with pytest.raises(te.CardError, match="3♠ appears 4 times in the hand and seat 1 and seat 2"):
        te.compare_rules(
            "3S 3S KS", "AS KS", trump="2H", rules_a=R4, rules_b=R4, others={1: "3S", 2: "3S"}
        )
    with pytest.raises(te.CardError, match="A♠ appears 3 times"):
        te.compare_rules("AS 3S KS", "AS KS", trump="2H", rules_a=R4, rules_b=R4, others={1: "AS"})


def test_the_followers_own_hand_among_the_others_is_counted_once() -> None:
    # as the search's throws give it: the others are every seat but the leader's, the hand the
    # next seat's
    hand = "3S 3S KS QS"
    found = te.compare_rules(
        hand, "AS AS", trump="2H", rules_a=R4, rules_b=MUST, others={1: hand, 2: "4D", 3: "5D"}
    )
    assert found.throw_a is not None and found.throw_a.stands


def test_a_hand_longer_than_the_rule_set_deals_is_refused() -> None:
    words = "the hand holds 30 cards, but tractor-4p deals each player 25 cards"
    with pytest.raises(te.InputError, match=words):
        te.compare_rules(THIRTY, "AD", trump="2H", rules_a=R4, rules_b=MUST)
    with pytest.raises(te.InputError, match=words):
        te.check_follow(THIRTY, "AD", "3S", trump="2H", rules=R4)
    with pytest.raises(te.InputError, match=words):
        te.follow_options(THIRTY, "AD", trump="2H", rules=R4)
    with pytest.raises(te.InputError, match="seat 1 holds 26 cards, but tractor-4p deals"):
        te.check_throw("AD KD", {1: THIRTY.rsplit(" ", 4)[0]}, trump="2H", rules=R4)
    # 22 cards: dealt in tractor-4p (25), not in tractor-5p (20); a follow can still be
    # compared across the two tables (as their players differ), the hand being tractor-4p's
    hand22 = THIRTY.rsplit(" ", 8)[0]
    assert te.check_follow(hand22, "AD", "3S", trump="2H", rules=R4).legal
    with pytest.raises(te.InputError, match="holds 22 cards, but tractor-5p deals each player 20"):
        te.check_follow(hand22, "AD", "3S", trump="2H", rules="tractor-5p")
    for a, b in ((R4, "tractor-5p"), ("tractor-5p", R4)):
        assert not te.compare_rules(hand22, "AD", trump="2H", rules_a=a, rules_b=b).differs
        with pytest.raises(te.InputError, match="holds 30 cards, but tractor-4p deals each"):
            te.compare_rules(THIRTY, "AD", trump="2H", rules_a=a, rules_b=b)
    # a full hand is fine
    hand25 = THIRTY.rsplit(" ", 5)[0]
    assert te.check_follow(hand25, "AD", "3S", trump="2H", rules=R4).legal


CARD_IDS = st.sampled_from([c.symbol for c in ALL_CARDS[:10]])  # few values: copies collide


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    hand=st.lists(CARD_IDS, min_size=1, max_size=12),
    lead=CARD_IDS,
    others=st.lists(st.lists(CARD_IDS, max_size=12), max_size=3),
)
def test_compare_rules_refuses_exactly_the_positions_no_deal_gives(
    hand: list[str], lead: str, others: list[list[str]]
) -> None:
    rules = te.rules("single-deck")  # one deck, 10 cards a player: both limits are reached
    seated = {seat + 1: cards for seat, cards in enumerate(others)}
    counted = [hand, [lead], *others]
    same = next((i for i, cards in enumerate(others) if Counter(cards) == Counter(hand)), None)
    if same is not None:
        del counted[2 + same]  # the follower's own seat, counted once
    copies = Counter(card for cards in counted for card in cards)
    too_many = max(copies.values()) > rules.decks
    too_long = any(len(cards) > rules.hand_size for cards in [hand, *others])
    try:
        te.compare_rules(
            hand, [lead], trump="2H", rules_a=rules, rules_b=rules, others=seated or None
        )
    except te.CardError as exc:
        assert too_many, exc
        return
    except te.InputError as exc:
        assert too_long and "cards, but single-deck deals each player 10 cards" in str(exc), exc
        return
    assert not too_many and not too_long
