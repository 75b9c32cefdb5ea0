"""The lessons' questions on one position under two rule sets (lessons 11 and 14): the model
answer is the engine's, every other answer is refused with both rule sets' reasons."""

from __future__ import annotations

import itertools

import pytest

import tractor_engine as te
from tractor_widgets import lessons
from tractor_widgets.lessons import Answer

HAND, LEAD, TRUMP = "5H 5H 6H 6H 9H 9H 10H 10H 3S KC", "JH JH QH QH", "2S"
LOOSE = te.rules("tractor-4p")
STRICT = te.rules("tractor-4p", tractor_follow="must-tractor")


def every_play(hand: str, size: int) -> list[tuple[str, ...]]:
    return sorted({tuple(sorted(p)) for p in itertools.combinations(hand.split(), size)})


def test_only_under_accepts_exactly_the_plays_one_rule_set_allows() -> None:
    ex = lessons.only_under(HAND, LEAD, trump=TRUMP, rules=LOOSE, other=STRICT)
    q = ex.question
    assert q.rules == LOOSE and "must-tractor" in q.prompt and "legal" in q.prompt
    for play in every_play(HAND, 4):
        ok, reason = q.judge(Answer(play))
        here = te.check_follow(HAND, LEAD, list(play), trump=TRUMP, rules=LOOSE)
        there = te.check_follow(HAND, LEAD, list(play), trump=TRUMP, rules=STRICT)
        assert ok == (here.legal and not there.legal), play
        assert here.reason in reason and there.reason in reason
    assert q.judge(q.answer)[0]
    assert not q.judge(Answer(("5H", "5H")))[0]


def test_only_under_refuses_a_position_with_no_such_play() -> None:
    with pytest.raises(ValueError, match="no follow"):
        lessons.only_under(HAND, LEAD, trump=TRUMP, rules=STRICT, other=LOOSE)


@pytest.mark.parametrize(("hand", "answer"), [(HAND, "No"), ("3H 4H 9H 3S", "Yes")])
def test_same_follows_is_the_engines_answer(hand: str, answer: str) -> None:
    ex = lessons.same_follows(hand, LEAD, trump=TRUMP, rules=LOOSE, other=STRICT)
    q = ex.question
    assert q.options[q.answer.choice] == answer
    comparison = te.compare_rules(hand, LEAD, trump=TRUMP, rules_a=LOOSE, rules_b=STRICT)
    assert q.judge(q.answer) == (True, comparison.reason)


def test_rules_name() -> None:
    assert lessons.rules_name("tractor-5p") == "tractor-5p"
    assert lessons.rules_name(STRICT) == "tractor-4p with tractor_follow='must-tractor'"
