"""Python side of ``tw.Exercise``: every constructor, right and wrong answers with the engine's
reasons, attempts / solved / revealed, bad input, unknown keywords, bad page messages.

Page events are sent exactly as the front end sends them: ``{"type": ..., "seq": n}``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import lessons
from tractor_widgets._base import TractorWidget
from tractor_widgets.lessons import Answer

from .page import page

HAND = "3D 4D 5D AD AD 9S"
LEAD = "7D 7D 8D 8D"
PLAYS = ["7D 7D", "8D 9D", "2H 2H", "AD AD"]
SEATS = ["South", "West", "North", "East"]


def select(ex: tw.Exercise, cards: str) -> None:
    """Select these cards (by value, first free copies) as a learner would."""
    chosen: list[int] = []
    for card in te.parse_cards(cards):
        chosen.append(next(i for i, c in enumerate(ex.cards) if c == str(card) and i not in chosen))
    ex.selected = chosen


def status(ex: tw.Exercise) -> dict[str, Any]:
    return ex._status


# --- the generic exercise -------------------------------------------------------------------------


def is_a_pair(answer: Answer) -> tuple[bool, str]:
    cards = answer.parsed
    if len(cards) == 2 and cards[0] == cards[1]:
        return True, "Two identical cards make a pair."
    return False, "A pair is two identical cards."


def test_generic_exercise_checks_with_the_callable() -> None:
    ex = lessons.select(
        "Select a pair.", "5S 5S 6S", is_a_pair, answer="5S 5S", trump="2H", rules="tractor-4p"
    )
    assert ex.kind == "select" and ex.cards == ["5S", "5S", "6S"]
    assert ex.attempts == 0 and not ex.solved and not ex.revealed and ex.feedback == ""
    assert status(ex)["state"] == "none"
    ex.selected = [0, 2]
    assert ex.check_answer() is False
    assert ex.feedback == "Not yet. A pair is two identical cards."
    assert status(ex) == {"state": "wrong", "text": ex.feedback, "chosen": None, "can_reveal": True}
    assert ex.attempts == 1 and not ex.solved
    ex.selected = [0, 1]  # a new answer clears the old feedback
    assert ex.feedback == "" and status(ex)["state"] == "none"
    assert "2 cards selected" in status(ex)["text"]
    assert ex.check_answer() is True
    assert ex.feedback == "Right! Two identical cards make a pair."
    assert ex.attempts == 2 and ex.solved and not ex.revealed


def test_nothing_selected_asks_for_an_answer_and_counts_no_attempt() -> None:
    ex = lessons.select(
        "Select a pair.", "5S 5S 6S", is_a_pair, answer=None, trump="2H", rules="tractor-4p"
    )
    assert ex.check_answer() is False
    assert ex.attempts == 0 and "Select some cards first" in ex.feedback
    assert status(ex)["state"] == "none"


def test_reset_clears_selection_and_feedback_but_keeps_the_history() -> None:
    ex = lessons.select(
        "Select a pair.", "5S 5S 6S", is_a_pair, answer="5S 5S", trump="2H", rules="tractor-4p"
    )
    ex.selected = [0, 1]
    ex.check_answer()
    ex.reset()
    assert ex.selected == [] and ex.feedback == "" and status(ex)["state"] == "none"
    assert ex.attempts == 1 and ex.solved


def test_reveal_selects_the_answer_and_explains_it_with_the_check() -> None:
    ex = lessons.select(
        "Select a pair.", "6S 5S 5S", is_a_pair, answer="5S 5S", trump="2H", rules="tractor-4p"
    )
    ex.reveal()
    assert ex.selected == [1, 2] and ex.revealed and not ex.solved
    assert ex.feedback == "Here is the answer. Two identical cards make a pair."
    assert status(ex)["state"] == "shown" and ex.attempts == 0
    assert ex.answer == Answer(("5S", "5S"))


def test_no_answer_means_no_show_me_button() -> None:
    ex = lessons.select(
        "Select a pair.", "5S 5S", is_a_pair, answer=None, trump="2H", rules="tractor-4p"
    )
    assert ex._view["has_answer"] is False and ex.answer is None
    ex.reveal()
    assert not ex.revealed and ex.selected == []
    assert "no answer" in ex.feedback


def test_check_may_return_an_engine_verdict_and_may_raise_illegal_play() -> None:
    def check(answer: Answer) -> Any:
        cards = answer.parsed
        te.classify_lead(cards, trump="2H", rules="tractor-4p")  # raises for mixed groups
        return te.check_follow("5S 5S 6S", "7S 7S", cards, trump="2H", rules="tractor-4p")

    ex = lessons.select(
        "Follow 7♠ 7♠.", "5S 5S 6S", check, answer=None, lead="7S 7S", trump="2H",
        rules="tractor-4p",
    )  # fmt: skip
    ex.selected = [0, 1]
    assert ex.check_answer() and ex.feedback.startswith("Right! ")
    ex.selected = [0, 2]
    assert not ex.check_answer() and "5♠ 5♠" in ex.feedback


def test_lead_is_shown_above_the_hand() -> None:
    ex = lessons.select(
        "Follow.", "5S 6S", is_a_pair, answer=None, lead="8S 7S", trump="2H", rules="tractor-4p"
    )
    assert [c["c"] for c in ex._view["lead"]] == ["8S", "7S"]
    assert [c["c"] for g in ex._view["groups"] for c in g["cards"]] == ["6S", "5S"]


# --- follow ---------------------------------------------------------------------------------------


def test_follow_right_wrong_and_shown_with_check_follows_reasons() -> None:
    ex = lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    assert ex.lead == ["7D", "7D", "8D", "8D"] and "7♦ 7♦ 8♦ 8♦" in ex.prompt
    select(ex, "3D 4D 5D AD")
    wrong = te.check_follow(HAND, LEAD, "3D 4D 5D AD", trump="2C", rules="tractor-5p")
    assert not ex.check_answer()
    assert ex.feedback == f"Not yet. {wrong.reason}"
    select(ex, "AD AD 3D 4D")
    right = te.check_follow(HAND, LEAD, "AD AD 3D 4D", trump="2C", rules="tractor-5p")
    assert ex.check_answer() and ex.feedback == f"Right! {right.reason}"
    ex.reset()
    ex.reveal()
    example = te.follow_options(HAND, LEAD, trump="2C", rules="tractor-5p").example()
    assert sorted(map(str, ex.selected_cards)) == sorted(map(str, example))
    assert ex.feedback.startswith("Here is the answer. Legal")


def test_follow_wrong_count_is_explained_by_the_engine() -> None:
    ex = lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    select(ex, "AD AD")
    assert not ex.check_answer()
    reason = te.check_follow(HAND, LEAD, "AD AD", trump="2C", rules="tractor-5p").reason
    assert reason in ex.feedback


def test_follow_refuses_impossible_positions() -> None:
    with pytest.raises(ValueError, match="one suit group"):
        lessons.follow(HAND, "7D 7S", trump="2C", rules="tractor-5p")
    with pytest.raises(ValueError):
        lessons.follow("3D", LEAD, trump="2C", rules="tractor-5p")
    with pytest.raises(ValueError, match="1X"):
        lessons.follow("3D 1X", "7D", trump="2C", rules="tractor-5p")
    with pytest.raises(ValueError, match="rules"):
        lessons.follow(HAND, LEAD, trump="2C", rules="tractor-9p")


# --- must -----------------------------------------------------------------------------------------


def test_must_is_the_forced_multiset() -> None:
    ex = lessons.must(HAND, LEAD, trump="2C", rules="tractor-5p")
    options = te.follow_options(HAND, LEAD, trump="2C", rules="tractor-5p")
    select(ex, "AD")
    assert not ex.check_answer()
    # what is missing is counted, not named, and the engine's reason (naming it) waits
    assert "1 more card is in every legal play" in ex.feedback and "A♦" not in ex.feedback
    assert options.reason not in ex.feedback
    select(ex, "AD AD 3D")
    assert not ex.check_answer()
    assert "3♦ is not forced" in ex.feedback
    select(ex, "AD AD")
    assert ex.check_answer() and ex.solved and ex.attempts == 3
    assert ex.feedback == f"Right! A♦ A♦ must be played. {options.reason}"
    ex.reset()
    ex.reveal()
    assert sorted(ex.selected) == [3, 4]


def test_must_differs_between_the_tractor_follow_rules() -> None:
    hand, lead = "3S 3S 4S 4S 9S 9S 6H", "7S 7S 8S 8S"
    five = lessons.must(hand, lead, trump="2H", rules="tractor-5p")
    assert sorted(five.answer.cards) == ["3S", "3S", "4S", "4S"]
    with pytest.raises(ValueError, match="no card is forced"):
        lessons.must(hand, lead, trump="2H", rules="tractor-4p")


def test_must_refuses_a_position_with_nothing_forced() -> None:
    with pytest.raises(ValueError, match="nothing to select"):
        lessons.must("3D 4D 5D", "7D", trump="2C", rules="tractor-4p")


# --- combination ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind", "trump"),
    [
        ("3H 3H 4H 4H 6H 6H 9S", "tractor", "5H"),
        ("5S 5S 6S 9D", "pair", "2H"),
        ("AS KS KS 9D", "throw", "2H"),
        ("9S 8S 9D", "throw", "2H"),
    ],
)
def test_combination_answer_is_of_that_kind(cards: str, kind: str, trump: str) -> None:
    ex = lessons.combination(cards, kind, trump=trump, rules="tractor-4p")
    ex.reveal()
    lead = te.classify_lead(ex.selected_cards, trump=trump, rules="tractor-4p")
    assert lead.kind == kind and ex.feedback == f"Here is the answer. {lead.reason}"
    ex.reset()
    assert ex.selected == [] and ex.revealed


def test_combination_reasons_for_wrong_answers() -> None:
    ex = lessons.combination("3H 3H 4H 4H 6H 6H 9S", "tractor", trump="5H", rules="tractor-4p")
    select(ex, "3H 3H 6H 6H")  # 5 is the trump rank here, so 4 and 6 touch, but 3 and 6 do not
    assert not ex.check_answer() and "That is a throw, not a tractor" in ex.feedback
    select(ex, "3H 3H 9S")
    assert not ex.check_answer()
    assert "must come from one suit group" in ex.feedback
    select(ex, "4H 4H 6H 6H")
    lead = te.classify_lead("4H 4H 6H 6H", trump="5H", rules="tractor-4p")
    assert ex.check_answer() and ex.feedback == f"Right! {lead.reason}"


def test_combination_refuses_cards_without_that_kind() -> None:
    with pytest.raises(ValueError, match="no tractor"):
        lessons.combination("3H 3H 5H 5H", "tractor", trump="2C", rules="tractor-4p")
    with pytest.raises(ValueError, match="no pair"):
        lessons.combination("3H 4H", "pair", trump="2C", rules="tractor-4p")
    with pytest.raises(ValueError, match="no throw"):
        lessons.combination("3H 4S", "throw", trump="2C", rules="tractor-4p")
    with pytest.raises(ValueError, match="kind"):
        lessons.combination("3H 3H", "triple", trump="2C", rules="tractor-4p")


# --- trumps and points ----------------------------------------------------------------------------


def test_trumps_follow_the_trump_order_of_each_rule_set() -> None:
    cards = "3C 9S BJ 2S 9S AH 2H KD 5H QC"
    ex = lessons.trumps(cards, trump="2H", rules="tractor-4p")
    select(ex, "BJ 2S 9S")
    assert not ex.check_answer()
    assert "3 more cards here are trumps" in ex.feedback and "9♠ is not a trump" in ex.feedback
    assert not any(c in ex.feedback for c in ("2♥", "A♥", "5♥"))
    ex.reveal()
    assert sorted(map(str, ex.selected_cards)) == ["2H", "2S", "5H", "AH", "BJ"]
    four = lessons.trumps("BJ 10S 10H 5H", trump="10NT", rules="tractor-4p")
    five = lessons.trumps("BJ 10S 10H 5H", trump="10NT", rules="tractor-5p")
    assert list(four.answer.cards) == ["BJ"]
    assert list(five.answer.cards) == ["BJ", "10S", "10H"]
    with pytest.raises(ValueError, match="none of these cards is a trump"):
        lessons.trumps("3C 4C", trump="2H", rules="tractor-4p")


def test_points_count_with_card_points() -> None:
    ex = lessons.points("5H 10S KD 3C QC", trump="2H", rules="tractor-4p")
    select(ex, "5H QC")
    assert not ex.check_answer()
    assert (
        "2 more cards here are worth points" in ex.feedback and "Q♣ is worth nothing" in ex.feedback
    )
    assert "10♠" not in ex.feedback and "K♦" not in ex.feedback
    select(ex, "5H 10S KD")
    assert ex.check_answer() and ex.feedback.endswith("25 points in all.")
    with pytest.raises(ValueError, match="worth points"):
        lessons.points("3C QC", trump="2H", rules="tractor-4p")


# --- choice, winner, throw ------------------------------------------------------------------------


def test_choice_with_a_sentence_and_with_a_function() -> None:
    ex = lessons.choice(
        "Is the big joker a trump?", ["Yes", "No"], correct=0, explain="Jokers are trumps.",
        cards="BJ", trump="2H", rules="tractor-4p",
    )  # fmt: skip
    assert ex.kind == "choice" and ex.options == ["Yes", "No"] and ex.answer == Answer(choice=0)
    assert ex._view["options"] == ["Yes", "No"] and ex._view["context"][0]["label"] == ""
    assert ex.check_answer() is False and ex.attempts == 0  # nothing chosen yet
    ex.chosen = 1
    assert not ex.check_answer() and "Jokers are trumps" not in ex.feedback  # no explanation
    assert (
        ex.feedback == "Not yet. No is not the engine's answer. Think again, then try another one."
    )
    assert "correct" not in status(ex)  # a wrong answer does not give the right one away
    ex.chosen = 0
    assert ex.check_answer() and ex.solved and status(ex)["correct"] == 0
    ex.reset()
    assert ex.chosen is None and ex.feedback == ""
    f = lessons.choice(
        "Pick", ["a", "b", "c"], correct=2, explain=lambda i: f"you chose {i}", trump=None,
        rules="tractor-4p",
    )  # fmt: skip
    f.chosen = 1
    f.check_answer()
    assert f.feedback == "Not yet. you chose 1"
    f.reveal()
    assert f.chosen == 2 and f.revealed and f.feedback == "Here is the answer. you chose 2"
    assert status(f)["correct"] == 2
    hinted = lessons.choice(
        "Pick", ["a", "b", "c"], correct=2, explain="c it is", wrong={"a": "a is too low"},
        trump=None, rules="tractor-4p",
    )  # fmt: skip
    assert hinted.question.judge(Answer(choice=0)) == (False, "a is too low")
    assert "c it is" not in hinted.question.judge(Answer(choice=1))[1]


@pytest.mark.parametrize(
    ("cards", "labels"),
    [
        ("7D 8D", [""]),
        (["7D", "8D"], [""]),
        (["7D 7D", "8D 9D"], ["Play 1", "Play 2"]),
        ([["7D"], ["8D"]], ["Play 1", "Play 2"]),
        ({"South": "7D", "West": "8D 8D"}, ["South", "West"]),
    ],
)
def test_choice_context_cards_and_plays(cards: Any, labels: list[str]) -> None:
    ex = lessons.choice(
        "?", ["a", "b"], correct=0, explain="x", cards=cards, trump="2H", rules="tractor-4p"
    )
    assert [g["label"] for g in ex._view["context"]] == labels


def test_winner_uses_trick_result() -> None:
    ex = lessons.winner(PLAYS, trump="2H", rules="tractor-4p", seats=SEATS)
    result = te.trick_result(PLAYS, trump="2H", rules="tractor-4p", seats=SEATS)
    assert ex.answer.choice == result.winner == 2
    assert ex.options[0] == "South (leads): 7♦ 7♦" and ex.options[2] == "North: 2♥ 2♥"
    ex.chosen = 3
    assert not ex.check_answer()
    assert ex.feedback == "Not yet. East does not win: A♦ A♦ beats the lead, but North ruffs."
    assert result.reason not in ex.feedback  # the winner's explanation waits for Show me
    ex.chosen = 2
    assert ex.check_answer() and ex.feedback == f"Right! {result.reason}"
    plain = lessons.winner(["9S", "KS", "KS"], trump="2H", rules="tractor-4p")
    assert plain.options == ["Lead: 9♠", "Play 1: K♠", "Play 2: K♠"]
    assert plain.answer.choice == 1  # ties go to the play made first
    plain.chosen = 2
    plain.check_answer()
    assert "ties" in plain.feedback


def test_throw_uses_check_throw_in_both_rule_sets() -> None:
    lead, others = "AS KS KS 9S", {1: "10S", 2: "QS QS", 3: "10S JS"}
    four = lessons.throw(lead, others, trump="2H", rules="tractor-4p")
    check4 = te.check_throw(lead, others, trump="2H", rules="tractor-4p")
    assert not check4.stands and four.answer.choice == 1
    four.chosen = 0
    assert not four.check_answer() and check4.reason not in four.feedback
    assert "can some other hand beat it?" in four.feedback
    five = lessons.throw(lead, others, trump="2H", rules="tractor-5p")
    five.reveal()
    check5 = te.check_throw(lead, others, trump="2H", rules="tractor-5p")
    assert five.feedback == f"Here is the answer. {check5.reason}" and five.chosen == 1
    labels = [g["label"] for g in four._view["context"]]
    assert labels == ["The throw", "Seat 1", "Seat 2", "Seat 3"]
    stands = lessons.throw("AS KS KS", ["QS QS", "3S"], trump="2H", rules="tractor-4p")
    assert stands.answer.choice == 0
    assert [g["label"] for g in stands._view["context"]] == ["The throw", "Hand 1", "Hand 2"]


# --- bad input and bad messages -------------------------------------------------------------------


def test_unknown_keywords_are_refused() -> None:
    with pytest.raises(TypeError, match=r"lessons\.Question"):
        tw.Exercise("q")  # type: ignore[arg-type]
    question = lessons.select(
        "q", "5S", is_a_pair, answer=None, trump="2H", rules="tractor-4p"
    ).question
    with pytest.raises(TypeError, match="attempts"):
        tw.Exercise(question, attempts=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p", hint=True)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        lessons.choice(  # type: ignore[call-arg]
            "q", ["a", "b"], correct=0, explain="x", seats=[1], trump=None, rules="tractor-4p"
        )


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"check": None}, "needs check"),
        ({"answer": "7S"}, "7♠ is not among the cards"),
        ({"answer": "1X"}, "1X"),
        ({"trump": "2X"}, "trump"),
        ({"trump": None}, "give trump="),
        ({"rules": "tractor-9p"}, "rules"),
    ],
)
def test_bad_constructor_input(kwargs: dict[str, Any], message: str) -> None:
    args: dict[str, Any] = {"check": is_a_pair, "answer": None, "trump": "2H"}
    args |= {"rules": "tractor-4p"} | kwargs
    with pytest.raises((TypeError, ValueError), match=message):
        lessons.select("q", "5S 5S", **args)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"options": ["only one"], "correct": 0, "explain": "x"}, "at least two"),
        ({"options": ["a", "b"], "correct": 2, "explain": "x"}, "0 to 1"),
        ({"options": ["a", "b"], "correct": True, "explain": "x"}, "index"),
        ({"options": ["a", "b"], "correct": 0, "explain": 7}, "explain"),
        ({"options": ["a", "b"], "correct": 0, "explain": "x", "cards": 7}, "not cards"),
    ],
)
def test_bad_choice_input(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        lessons.choice("q", trump="2H", rules="tractor-4p", **kwargs)


def test_bad_values_for_state_traits() -> None:
    ex = lessons.choice("q", ["a", "b"], correct=0, explain="x", trump=None, rules="tractor-4p")
    with pytest.raises(ValueError):
        ex.chosen = 5
    with pytest.raises(ValueError):
        ex.selected = [0]  # a choice exercise has no cards
    sel = lessons.select("q", "5S 5S", is_a_pair, answer=None, trump="2H", rules="tractor-4p")
    with pytest.raises(ValueError):
        sel.selected = [2]
    with pytest.raises(ValueError):
        sel.chosen = 0  # a select exercise has no options


def test_page_buttons_drive_the_exercise() -> None:
    ex = lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    for i, card in enumerate(ex.cards[:4]):
        assert page(ex, type="toggle", index=i, card=card) == [{"type": "ack", "seq": 1}]
    assert ex.selected == [0, 1, 2, 3]
    page(ex, type="check")
    assert ex.attempts == 1 and status(ex)["state"] == "wrong"
    page(ex, type="reset")
    assert ex.selected == [] and ex.feedback == ""
    page(ex, type="reveal")
    assert ex.revealed and status(ex)["state"] == "shown"
    c = lessons.winner(PLAYS, trump="2H", rules="tractor-4p")
    page(c, type="choose", index=2)
    page(c, type="check")
    assert c.solved and c.chosen == 2


@pytest.mark.parametrize(
    "msg",
    [
        {"type": "toggle", "index": 9, "card": "3D"},
        {"type": "toggle", "index": -1, "card": "3D"},
        {"type": "toggle", "index": 0, "card": "AD"},  # not the card at that index
        {"type": "toggle", "index": "0", "card": "3D"},
        {"type": "toggle", "index": True, "card": "3D"},
        {"type": "choose", "index": 0},  # a select exercise has no options
        {"type": "nonsense"},
        {"type": 7},
        {},
    ],
)
def test_bad_select_messages_change_nothing(msg: dict[str, Any]) -> None:
    ex = lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    ex.selected = [5]
    before = (ex.selected, ex.chosen, ex.attempts, ex.feedback, ex._view, ex._status)
    assert page(ex, **msg) == [{"type": "ack", "seq": 1}]
    assert (ex.selected, ex.chosen, ex.attempts, ex.feedback, ex._view, ex._status) == before
    ex._on_page_msg(ex, "not a dict", [])
    assert ex.selected == [5]


@pytest.mark.parametrize(
    "msg",
    [
        {"type": "choose", "index": 4},
        {"type": "choose", "index": -1},
        {"type": "choose", "index": "1"},
        {"type": "choose", "index": None},
        {"type": "choose", "index": False},
        {"type": "toggle", "index": 0, "card": "7D"},  # a choice exercise selects no cards
    ],
)
def test_bad_choice_messages_change_nothing(msg: dict[str, Any]) -> None:
    ex = lessons.winner(PLAYS, trump="2H", rules="tractor-4p")
    ex.chosen = 1
    before = (ex.selected, ex.chosen, ex._status)
    assert page(ex, **msg) == [{"type": "ack", "seq": 1}]
    assert (ex.selected, ex.chosen, ex._status) == before


# --- the page picture and the static picture ------------------------------------------------------


def test_static_picture_and_small_saved_size() -> None:
    for ex in (
        lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p"),
        lessons.winner(PLAYS, trump="2H", rules="tractor-4p", seats=SEATS),
    ):
        assert isinstance(ex, TractorWidget)
        data, _ = ex._repr_mimebundle_()
        html = data["text/html"]
        assert html.startswith('<div class="tw-static tw-exercise-static tw-root"')
        assert ex.prompt.split(".")[0] in html
        assert "Run the notebook" in html and "7♦" in html
        assert "'exercise'" in ex._esm and "innerHTML" not in ex._esm  # the ESM is compacted
        size = len(ex._esm) + len(ex._css) + len(json.dumps(ex._view)) + len(html)
        assert size < 36_000, size


def test_text_from_python_is_never_html() -> None:
    evil = "<img src=x onerror=alert(1)>"
    ex = lessons.choice(evil, [evil, "b"], correct=0, explain=evil, trump=None, rules="tractor-4p")
    assert ex._view["prompt"] == evil and ex._view["options"][0] == evil
    assert "<img" not in ex._repr_mimebundle_()[0]["text/html"]


# --- the kinds the prompts need, the question value, the caption ---------------------------------


def test_longest_tractor_refuses_a_shorter_tractor_with_the_reason() -> None:
    ex = lessons.combination(
        "AC AC 3D 3D 3C 3C SJ SJ 9H", "longest tractor", trump="3C", rules="tractor-5p"
    )
    select(ex, "3C 3C SJ SJ")  # a tractor, but not the longest one
    assert not ex.check_answer()
    assert "not the longest" in ex.feedback and "more than 2 pairs" in ex.feedback
    assert "3♦" not in ex.feedback  # the longer tractor is not named
    select(ex, "3D 3D 3C 3C SJ SJ")
    lead = te.classify_lead("3D 3D 3C 3C SJ SJ", trump="3C", rules="tractor-5p")
    assert ex.check_answer() and ex.feedback == f"Right! {lead.reason}"
    any_tractor = lessons.combination(
        "AC AC 3D 3D 3C 3C SJ SJ 9H", "tractor", trump="3C", rules="tractor-5p"
    )
    select(any_tractor, "3C 3C SJ SJ")
    assert any_tractor.check_answer()


def test_failed_throw_asks_for_the_cards_led_instead_and_the_cost() -> None:
    others = {1: "AS AS 3S", 2: "5D", 3: "9H"}
    ex = lessons.failed_throw("KS QS QS", others, trump="2H", rules="tractor-4p")
    result = te.check_throw("KS QS QS", others, trump="2H", rules="tractor-4p")
    assert ex.kind == "select-and-choose" and ex.options == ["nothing", "10 points", "20 points"]
    assert ex.answer == Answer(("KS",), 2) and result.penalty == 20
    assert "groups" in ex._view and ex._view["options"] == ex.options
    select(ex, "KS")
    assert not ex.check_answer() and "Choose what the failed throw costs" in ex.feedback
    ex.chosen = 1
    assert not ex.check_answer() and "does not cost 10 points" in ex.feedback
    assert "20 points" not in ex.feedback
    select(ex, "QS QS")
    ex.chosen = 2
    assert not ex.check_answer() and "Q♠ Q♠ is not what is led instead" in ex.feedback
    assert "K♠" not in ex.feedback
    select(ex, "KS")
    ex.chosen = 2
    assert ex.check_answer() and ex.feedback == f"Right! {result.reason}"
    five = lessons.failed_throw("KS QS QS", others, trump="2H", rules="tractor-5p")
    assert five.answer == Answer(("KS",), 0)
    with pytest.raises(ValueError, match="stands"):
        lessons.failed_throw("AS KS KS", ["QS QS", "3S"], trump="2H", rules="tractor-4p")


def test_caption_and_trump_marks_state_the_position_checked() -> None:
    aces = te.rules("tractor-4p", ace_connects_to_rank=True)
    ex = lessons.combination("AC AC 3D 3D 3C 3C", "longest tractor", trump="3C", rules=aces)
    assert ex._view["trump"] == (
        "Trump: rank 3, clubs trump · tractor-4p with ace_connects_to_rank=True"
    )
    marked = {c["c"] for g in ex._view["groups"] for c in g["cards"] if c.get("t")}
    assert marked == {"AC", "3D", "3C"}
    spades = lessons.winner(["9S", "KS", "3H"], trump="7S", rules="tractor-5p")
    assert spades._view["trump"] == "Trump: rank 7, spades trump · tractor-5p"
    shown = [c for g in spades._view["context"] for c in g["cards"]]
    assert [c["c"] for c in shown if c.get("t")] == ["9S", "KS"]  # no heart is marked
    scoring = lessons.ask(
        "Which is worth more?", ["5H", "KS"], "KS", "A K is worth 10.", trump=None,
        rules="tractor-4p", cards="5H KS",
    )  # fmt: skip
    assert scoring._view["trump"] == "Rules: tractor-4p"
    assert not [c for g in scoring._view["context"] for c in g["cards"] if c.get("t")]


def test_ask_needs_the_trump_and_rules_and_a_right_option() -> None:
    with pytest.raises(TypeError):
        lessons.ask("q", ["a", "b"], "a", "x")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="not among the options"):
        lessons.ask("q", ["a", "b"], "c", "x", trump=None, rules="tractor-4p")


def test_an_exercise_position_is_fixed() -> None:
    ex = lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    changes = {"trump": "2H", "rules": "tractor-4p", "cards": "3D", "prompt": "?"}
    changes["rule_options"] = {"tractor_follow": "pairs-suffice"}
    for name, value in changes.items():
        with pytest.raises(ValueError, match="fixed"):
            setattr(ex, name, value)
    assert ex.trump == "2C" and ex.rules == te.rules("tractor-5p") and ex.rule_options == {}
    ex.cards = list(ex.cards)  # the same value again is no change
    ex.trump = "2C"
    with pytest.raises(AttributeError):
        ex.question.prompt = "?"  # type: ignore[misc]


def test_question_position_is_trump_rules_and_the_card_groups() -> None:
    a = lessons.follow("9S KD", "7S", trump="2H", rules="tractor-4p").question
    b = lessons.must("KD 9S", "7S", trump="2H", rules="tractor-4p").question
    assert a.position == b.position == ("2H", te.rules("tractor-4p"), (("7S",), ("9S", "KD")))
    c = lessons.follow("9S KD", "7S", trump="2H", rules="tractor-5p").question
    assert c.position != a.position


def test_bid_and_trick_questions_state_their_round() -> None:
    rnd = lessons.deal("tractor-4p", {0: "2S 7C 2S", 1: "2D 2D"})
    lessons.bid_in_turn(rnd, (0, "2S"))
    ex = lessons.bid_question(rnd, 1, "2D 2D")
    verdict = lessons.bid_verdict(rnd, 1, "2D 2D")
    assert ex.answer == Answer(choice=0 if verdict.legal else 1) and ex.question.asks == "bid"
    assert verdict.reason in ex.question.judge(ex.answer)[1]
    assert verdict.reason not in ex.question.judge(Answer(choice=1))[1]  # a hint, not the answer
    assert ex._view["trump"] == "Trump: rank 2, spades trump · tractor-4p"
    game = lessons.played_round("tractor-4p", seed=1)
    trick = lessons.trick_question(game, 1)
    result = te.trick_result(
        [list(c) for _, c in game.tricks[0].plays], trump=game.trump, rules=game.rules,
        seats=[s for s, _ in game.tricks[0].plays],
    )  # fmt: skip
    assert trick.answer == Answer(choice=result.winner)
    assert trick._view["trump"] == lessons.caption(game.trump, game.rules)


def test_a_trumps_exercise_does_not_draw_its_answer() -> None:
    ex = lessons.trumps("4C KS 2D SJ 8H", trump="2H", rules="tractor-4p")
    faces = [c for g in ex._view["groups"] for c in g["cards"]]
    assert [c["c"] for c in faces] == ["4C", "KS", "2D", "SJ", "8H"]  # as given, by suit
    assert [g["label"] for g in ex._view["groups"]] == ["Clubs", "Spades", "Diamonds", "Jokers",
                                                        "Hearts"]  # fmt: skip
    assert not any(c.get("t") for c in faces) and not any(
        g.get("trump") for g in ex._view["groups"]
    )
    assert ex._view["trump"] == "Trump: rank 2, hearts trump · tractor-4p"
    assert "border-bottom:3px solid" not in ex._repr_mimebundle_()[0]["text/html"]
