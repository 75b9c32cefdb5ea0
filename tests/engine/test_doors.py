"""Every public door refuses what cannot happen (issue 18, "Wrong or silent answers"): a seat
that is not at the table, a partnership or a total no deal can make, a malformed record. Each
refusal is the engine's own error with a sentence naming the bad part, and it changes nothing.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.compare import search as explorer

# --- score_hand: partnerships and totals no deal can make ----------------------------------------


def score(preset: str = "tractor-4p", **kwargs):
    return te.score_hand(preset, **kwargs)


SEATED_4P = {"levels": ["2"] * 4, "declarers": [0, 2], "declarer": 0, "starter": 0}
SEATED_5P = {"levels": ["2"] * 5, "declarers": [0, 1], "declarer": 0, "friend": 1}


@pytest.mark.parametrize(
    ("preset", "kwargs", "words"),
    [
        # the declarers' side has one level: seat 2 cannot be at 7 while seat 0 is at 5
        (
            "tractor-4p",
            {"levels": ["5", "3", "7", "3"], "declarers": [0, 2], "declarer": 0, "starter": 0},
            "partners share their side's level: seats 0 and 2 are at 5 and 7",
        ),
        # in tractor-4p the sides are seats 0+2 and 1+3
        (
            "tractor-4p",
            {"levels": ["5", "3", "5", "3"], "declarers": [0, 1], "declarer": 0, "starter": 0},
            "the declarers are seats 0 and 2 or seats 1 and 3 in tractor-4p, not seats 0 and 1",
        ),
        ("tractor-4p", {**SEATED_4P, "declarers": [0]}, "seats 0 and 2 or seats 1 and 3"),
        (
            "tractor-5p",
            {"levels": ["2"] * 5, "declarers": [0, 1, 2]},
            "the declarers are the declarer and at most one friend, not seats 0, 1 and 2",
        ),
        (
            "tractor-5p",
            {**SEATED_5P, "declarer": 3},
            "the declarer (seat 3) is not among the declarers (seats 0 and 1)",
        ),
        (
            "tractor-5p",
            {**SEATED_5P, "friend": 3},
            "the friend (seat 3) is not among the declarers (seats 0 and 1)",
        ),
        (
            "tractor-5p",
            {**SEATED_5P, "declarers": [0, 1], "declarer": 0, "friend": 0},
            "the declarer plays alone (friend=0) but the declarers are seats 0 and 1",
        ),
        (
            "tractor-4p",
            {**SEATED_4P, "starter": 1},
            "the starter (seat 1) is not among the declarers (seats 0 and 2)",
        ),
        ("tractor-4p", {"declarer": 0}, "declarer=, friend= and starter= name seats"),
    ],
)
def test_score_hand_refuses_partnerships_that_cannot_exist(preset, kwargs, words):
    with pytest.raises(te.InputError, match=re.escape(words)):
        score(preset, captured=0, **kwargs)


def test_score_hand_checks_levels_with_the_setup_check_of_round_and_game():
    levels = ["5", "3", "7", "3"]
    with pytest.raises(te.InputError) as by_round:
        te.Round("tractor-4p", seed=1, levels=levels)
    with pytest.raises(te.InputError) as by_game:
        te.Game("tractor-4p", seed=1, levels=levels)
    with pytest.raises(te.InputError) as by_score:
        score(captured=0, levels=levels, declarers=[0, 2], declarer=0, starter=0)
    assert str(by_round.value) == str(by_game.value) == str(by_score.value)


def twenty_cards() -> str:
    return " ".join(f"{rank}S {rank}S" for rank in "3456789JQA")


@pytest.mark.parametrize(
    ("preset", "kwargs", "error", "words"),
    [
        ("tractor-4p", {"captured": 300}, te.InputError, "captured: 300 points, but tractor-4p"),
        ("single-deck", {"captured": 105}, te.InputError, "single-deck deals 100"),
        (
            "tractor-4p",
            {"captured": 190, "kitty": "KS 10S"},
            te.InputError,
            "190 captured and 20 in the kitty make 210 points",
        ),
        ("tractor-4p", {"captured": "KS KS", "kitty": "KS"}, te.CardError, "K♠ appears 3 times"),
        ("tractor-4p", {"captured": 0, "kitty": twenty_cards()}, te.InputError, "8 cards, not 20"),
        (
            "tractor-4p",
            {"captured": 0, "last_lead": 30},
            te.InputError,
            "last lead has at least one card and at most 25",
        ),
        (
            "tractor-4p",
            {"captured": 0, "last_lead": 0},
            te.InputError,
            "last lead has at least one card and at most 25",
        ),
        ("single-deck", {"captured": 0, "last_lead": "3S 3S"}, te.CardError, "3♠ appears 2"),
        (
            "tractor-4p",
            {"captured": 0, **SEATED_4P, "penalties": [(1, 15)]},
            te.InputError,
            "a penalty is 10 points for each card taken back",
        ),
        (
            "tractor-4p",
            {"captured": 0, **SEATED_4P, "penalties": [(1, 0)]},
            te.InputError,
            "a penalty is 10 points for each card taken back",
        ),
        (
            "tractor-4p",
            {"captured": 0, **SEATED_4P, "penalties": [10]},
            te.InputError,
            r"penalties lists \(seat, points\) pairs, not 10",
        ),
        (
            "tractor-4p",
            {"captured": 0, **SEATED_4P, "penalties": 10},
            te.InputError,
            r"penalties lists \(seat, points\) pairs, not 10",
        ),
    ],
)
def test_score_hand_refuses_totals_no_deal_can_make(preset, kwargs, error, words):
    with pytest.raises(error, match=words):
        score(preset, **kwargs)


def test_score_hand_refuses_any_penalty_without_throw_penalties():
    ruleset = te.rules("tractor-4p", throw_penalty="none")
    with pytest.raises(te.InputError, match='throw_penalty="none": a failed throw costs nothing'):
        te.score_hand(ruleset, captured=0, **SEATED_4P, penalties=[(1, 10)])
    assert te.score_hand(ruleset, captured=0, **SEATED_4P).penalty_points == 0


def test_score_hand_still_scores_what_a_deal_can_make():
    full = score(captured=200 - 40, kitty="KS KH 10S 10H", last_lead=25, **SEATED_4P)
    assert full.defender_points == 160 + 40 * 50
    five = score("tractor-5p", captured=0, levels=["2"] * 5, declarers=[3], declarer=3, friend=3)
    assert five.declarers == (3,)
    assert score(captured=0, **SEATED_4P, penalties=[(1, 240)]).penalty_points == -240


# --- seats that are not at the table -------------------------------------------------------------


@pytest.fixture
def dealt() -> te.Round:
    return te.Round("tractor-4p", seed=1)


@pytest.mark.parametrize("seat", [-1, 4, 9, True, 1.0, "0"])
@pytest.mark.parametrize("method", ["hand", "cards_held", "partners", "lead_groups"])
def test_round_refuses_seats_that_are_not_at_the_table(dealt, method, seat):
    before = dealt.state()
    with pytest.raises(te.InputError, match=r"seat must be a seat from 0 to 3, not "):
        getattr(dealt, method)(seat)
    assert dealt.state() == before


def test_round_questions_before_the_trump_is_known_say_so(dealt):
    before = dealt.state()
    with pytest.raises(te.InputError, match="no suit groups yet: the round is being dealt"):
        dealt.lead_groups(0)
    with pytest.raises(te.InputError, match="fixed partnerships: nobody calls a friend"):
        dealt.friend_calls()
    with pytest.raises(te.InputError, match="no friend call yet: the round is being dealt"):
        te.Round("tractor-5p", seed=1).friend_calls()
    assert dealt.state() == before


def test_round_still_answers_for_every_seat(dealt):
    assert [dealt.cards_held(s) for s in range(4)] == [len(h) for h in dealt.hands]
    assert dealt.partners(3) == (0, 1, 2, 3)  # no declarer yet: everyone is on one side


def test_check_throw_refuses_more_hands_than_the_table_and_unknown_seats():
    ask = {"trump": "2H", "rules": "tractor-4p"}
    with pytest.raises(te.InputError, match="at most 3 other hands in tractor-4p, not 4"):
        te.check_throw("AS KS", ["QS", "QS", "3D", "4D"], **ask)
    with pytest.raises(te.InputError, match="other_hands: a seat from 0 to 3, not 7"):
        te.check_throw("AS KS", {7: "QS"}, **ask)
    with pytest.raises(te.InputError, match="other_hands: a seat from 0 to 3, not True"):
        te.check_throw("AS KS", {True: "QS"}, **ask)
    assert te.check_throw("AS KS", {3: "QS", 1: "3D", 2: ""}, **ask).stands


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        ([0, 9], "seats: a seat from 0 to 3, not 9"),
        ([0, 0], "seats: seat 0 plays twice"),
        (["North", "North"], "seats: 'North' plays twice"),
        ([0, 1.5], "seats: a seat from 0 to 3, not 1.5"),
        ([0], "seats= names 1 player, but there are 2 plays"),
        ([0, 1, 2], "seats= names 3 players, but there are 2 plays"),
    ],
)
def test_trick_result_refuses_seats_that_cannot_play(seats, words):
    with pytest.raises(te.InputError, match=words):
        te.trick_result(["AS", "KS"], trump="2H", rules="tractor-4p", seats=seats)


def test_trick_result_still_names_seats_and_names():
    ask = {"trump": "2H", "rules": "tractor-4p"}
    assert "Seat 3" in te.trick_result(["KS", "AS"], **ask, seats=[2, 3]).reason
    assert "East" in te.trick_result(["KS", "AS"], **ask, seats=["North", "East"]).reason


def test_arrange_deck_and_next_starter_refuse_seats_that_are_not_at_the_table():
    with pytest.raises(te.InputError, match="dealer must be a seat from 0 to 3, not 9"):
        te.arrange_deck("tractor-4p", dealer=9)
    with pytest.raises(te.InputError, match="starter must be a seat from 0 to 3, not True"):
        te.next_starter(True, "declarers", rules="tractor-4p")
    assert te.next_starter(1, "declarers", rules="tractor-4p") == 3


@pytest.mark.parametrize("copy", [0, 3, -1, "1", 1.0, True])
def test_call_friend_refuses_a_copy_that_no_deck_has(copy):
    with pytest.raises(te.InputError, match=r"copy must be 1 .first. or 2 .second."):
        te.CallFriend(0, "AS", copy)


def test_call_friend_takes_copies_1_and_2():
    assert str(te.CallFriend(0, "AS", 2)) == "seat 0 calls the second A♠"
    assert te.CallFriend(0, "AS").copy == 1


# --- check_bid(if_held=True): only copies that could be held -------------------------------------


def round_where_seat_0_holds_both(card: str = "2H") -> te.Round:
    deck = te.arrange_deck("tractor-4p", {0: f"{card} {card}"})
    rnd = te.Round("tractor-4p", deck=deck)
    while rnd.hand(0).count(te.parse_cards(card)[0]) < 2:
        rnd.pass_()
    return rnd


def test_check_bid_if_held_refuses_copies_another_seat_holds():
    rnd = round_where_seat_0_holds_both()
    before = rnd.state()
    with pytest.raises(te.CardError, match=r"2♥ appears 4 times in .*seat 0's hand"):
        rnd.check_bid(1, "2H 2H", if_held=True)
    with pytest.raises(te.CardError, match="2♥ appears 3 times"):
        rnd.check_bid(1, "2H", if_held=True)
    assert rnd.state() == before
    assert rnd.check_bid(0, "2H 2H", if_held=True).legal


def test_check_bid_refuses_more_copies_than_the_decks_hold():
    rnd = te.Round("tractor-4p", seed=1)
    for if_held in (True, False):
        with pytest.raises(te.CardError, match="2♠ appears 4 times in the shown cards"):
            rnd.check_bid(1, "2S 2S 2S 2S", if_held=if_held)


def test_check_bid_if_held_supposes_the_copies_shown_not_more():
    """A seat holding one 2♥ may suppose it holds the pair: two copies, not three."""
    deck = te.arrange_deck("tractor-4p", {1: "2H"})
    rnd = te.Round("tractor-4p", deck=deck)
    assert rnd.hand(1).count(te.parse_cards("2H")[0]) == 1
    assert rnd.check_bid(1, "2H 2H", if_held=True).legal


# --- records and the command line ----------------------------------------------------------------


@pytest.mark.parametrize("kind", [["pass"], {"t": 1}, 3, None])
def test_an_action_of_no_known_type_is_a_record_error(kind):
    with pytest.raises(te.InputError, match="unknown action type"):
        te.action_from_json({"type": kind, "seat": 0})
    record = te.Round("tractor-4p", seed=1).to_record()
    record["actions"] = [{"type": kind, "seat": 0}]
    record.pop("final")
    with pytest.raises(te.RecordError, match="record step 1: unknown action type"):
        te.Round.from_record(record)


def test_replay_of_a_file_that_is_not_utf8_says_so_in_one_line(tmp_path):
    path = tmp_path / "record.json"
    path.write_bytes(b'{"format": "tractor-round", "seed": "\xff\xfe"}')
    out = subprocess.run(
        [sys.executable, "-m", "tractor_engine", "replay", str(path)],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert out.stderr.startswith(f"cannot read {path}: ") and "utf-8" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


# --- smaller slips -------------------------------------------------------------------------------


def test_at_and_said_count_negative_steps_alike():
    """Both index the steps 0..n like a list: -1 is the last step, -(n + 1) the start."""
    rnd = te.Round("tractor-4p", seed=2)
    states = [rnd.state()]
    for _ in range(6):
        rnd.pass_()
        states.append(rnd.state())
    n = rnd.step
    for k in range(1, n + 2):
        assert rnd.at(-k).state() == states[n + 1 - k]
        assert rnd.said(-k) == rnd.said(n + 1 - k)
    for method in (rnd.at, rnd.said):
        with pytest.raises(te.InputError, match=f"step must be from 0 to {n}"):
            method(-(n + 2))


def test_group_name_refuses_what_is_not_a_group():
    with pytest.raises(te.InputError, match="'X' is not a suit group: use one of T S H C D"):
        te.group_name("X")
    assert te.group_name("T") == "trumps" and te.group_name("S", plural=False) == "spade"


def test_sort_cards_refuses_more_copies_than_the_decks_hold():
    with pytest.raises(te.CardError, match="3♠ appears 3 times in the cards"):
        te.sort_cards("3S 3S 3S", trump="2H", rules="tractor-4p")
    with pytest.raises(te.CardError, match="3♠ appears 2 times in the cards"):
        te.sort_cards("3S 3S", trump="2H", rules="single-deck")


def test_follow_states_take_only_the_options_hand():
    options = te.follow_options("3S 3S 4S 5H", "6S 6S", trump="2H", rules="tractor-4p")
    assert options.states("5H 3S 4S 3S") == ["cannot", "must", "cannot", "must"]
    for other in ("3S 3S 3S", "AH KH", "3S 3S 4S", "3S 3S 4S 5H 5H"):
        with pytest.raises(te.InputError, match="states: the hand must be the options' hand"):
            options.states(other)


def test_kitty_multiplier_refuses_a_last_lead_no_hand_can_make():
    with pytest.raises(te.CardError, match="3♠ appears 3 times in the last lead"):
        te.kitty_multiplier("3S 3S 3S", rules="tractor-4p")
    with pytest.raises(te.InputError, match=r"at most 10 \(a hand in single-deck\), not 11"):
        te.kitty_multiplier(11, rules="single-deck")
    assert te.kitty_multiplier("3S 3S", rules="tractor-4p") == 4


def test_throw_fails_finds_a_failing_throw_below_the_top_three():
    """A♠ K♠ Q♠ 3♠ against another hand's 4♠: A♠ 3♠ fails, though A♠ K♠ Q♠ stands."""
    ask = {"trump": "2H", "rules": "tractor-4p"}
    hand, others = te.parse_cards("AS KS QS 3S"), [("seat 1", te.parse_cards("4S 5D"))]
    assert te.check_throw("AS KS QS", [others[0][1]], **ask).stands
    assert not te.check_throw("AS 3S", [others[0][1]], **ask).stands
    order = te.order(**ask)
    found = explorer.failing_throw(hand, others, order)
    assert found is not None and not te.check_throw(found, [others[0][1]], **ask).stands


def failing_by_brute_force(hand, others, trump, ruleset) -> bool:
    """Some lead of two or more cards of one suit group of ``hand`` is a throw that fails."""
    order = te.order(trump=trump, rules=ruleset)
    groups: dict[str, list] = {}
    for card in hand:
        groups.setdefault(order.group[card.id], []).append(card)
    for cards in groups.values():
        counts = Counter(cards)
        values = sorted(counts, key=lambda c: c.id)
        for take in itertools.product(*(range(counts[c] + 1) for c in values)):
            lead = [c for c, k in zip(values, take, strict=True) for _ in range(k)]
            if len(lead) < 2:
                continue
            if te.classify_lead(lead, trump=trump, rules=ruleset).kind != "throw":
                continue
            if not te.check_throw(lead, others, trump=trump, rules=ruleset).stands:
                return True
    return False


SMALL_CARDS = te.parse_cards("3S 4S 5S 9S 10S JS QS KS AS 2S 2H 3H KH AH SJ BJ 4D")


@st.composite
def throw_positions(draw):
    preset = draw(st.sampled_from(["tractor-4p", "single-deck"]))
    ruleset = te.rules(preset)
    pool = [c for c in SMALL_CARDS for _ in range(ruleset.decks)]
    picked = draw(st.permutations(pool))
    sizes = draw(st.lists(st.integers(0, 5), min_size=2, max_size=ruleset.players))
    hands, start = [], 0
    for size in sizes:
        hands.append(te.Cards(picked[start : start + size]))
        start += size
    trump = draw(st.sampled_from(["2H", "2S", "10NT", "3D", "AS"]))
    return hands[0], hands[1:], trump, ruleset


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(throw_positions())
def test_failing_throw_agrees_with_a_brute_force(position):
    hand, others, trump, ruleset = position
    order = te.order(trump=trump, rules=ruleset)
    named = [(f"seat {i + 1}", cards) for i, cards in enumerate(others)]
    found = explorer.failing_throw(hand, named, order)
    assert (found is not None) == failing_by_brute_force(hand, others, trump, ruleset)
    if found is not None:
        assert te.classify_lead(found, trump=trump, rules=ruleset).kind == "throw"
        assert not te.check_throw(found, others, trump=trump, rules=ruleset).stands


def test_throw_fails_on_rounds_agrees_with_the_brute_force():
    """At lead positions of played rounds, the predicate is the brute force's answer (checked
    on positions whose suit groups are small enough to enumerate)."""
    checked = 0
    for seed in range(4):
        rnd = te.Round("single-deck", seed=seed)
        bots = te.bots_named("random", rnd.players, seed)
        while rnd.phase != "done":
            if rnd.phase == "play" and not rnd.trick:
                seat = rnd.to_act
                others = [rnd.hands[s] for s in range(rnd.players) if s != seat]
                brute = failing_by_brute_force(rnd.hands[seat], others, rnd.trump, rnd.rules)
                assert explorer.throw_fails(rnd) == brute
                checked += 1
            rnd.act(bots[rnd.to_act].choose(rnd))
    assert checked >= 30


def test_records_survive_unchanged_after_a_refused_read():
    record = te.Round("tractor-4p", seed=1).deal_all().to_record()
    text = json.dumps(record)
    bad = json.loads(text)
    bad["actions"][0] = {"type": ["pass"], "seat": 0}
    with pytest.raises(te.RecordError):
        te.Round.from_record(bad)
    assert json.dumps(record) == text


def test_throw_fails_at_a_round_whose_top_three_spades_stand():
    """Seat 0 holds A♠ K♠ Q♠ 3♠ and trumps no other hand can beat; nobody else holds a spade
    above Q♠, but they hold spades above 3♠. A♠ K♠ Q♠ stands, A♠ 3♠ fails: the predicate
    finds it (it tried only the top three cards of each suit group)."""
    mine = te.parse_cards("2H BJ SJ AH AS KS QS 3S AC AD")
    deck = te.arrange_deck("single-deck", {0: mine}, kitty="7C 8C 9C 10C", seed=3)
    rnd = te.Round("single-deck", deck=deck)
    rnd.bid("2H").deal_all()
    rnd.bury([c for c in rnd.hand(0) if c not in mine])
    rnd.call_friend("KC")
    assert rnd.phase == "play" and rnd.to_act == 0 and not rnd.trick
    others = {s: rnd.hands[s] for s in range(1, 5)}
    ask = {"trump": rnd.trump, "rules": rnd.rules}
    assert te.check_throw("AS KS QS", others, **ask).stands
    assert not te.check_throw("AS 3S", others, **ask).stands
    before = rnd.state()
    assert explorer.throw_fails(rnd)
    assert rnd.state() == before
