"""Every question is judged in a position where it can be asked.

A bidding question asked of a round whose deal has closed gets the same "No bid is possible
now" for every option, so the rule it teaches is never checked (issue 17). Each lesson is
executed in-process (``conftest``): no answer to any exercise, no verdict a demonstration
shows and no line a cell prints may be the engine's refusal to judge in this phase. The bidding
helpers refuse such a round themselves, and the reinforced bid of lesson 09 is judged during
its deal: a joker pair overrides it.
"""

from __future__ import annotations

import re

import pytest

import tractor_engine as te
from tractor_widgets import lessons
from tractor_widgets.lessons import Answer

from .conftest import NOTEBOOKS

IDS = [p.stem for p in NOTEBOOKS]

# the engine's sentences for a question asked in the wrong phase (round.py: check_bid, _prepare,
# _actor): a bid after the deal, an action of another phase, nobody to act
OUT_OF_PHASE = re.compile(
    r"(?:is|are) not possible now: the round is"
    r"|Nobody is to act: the round is"
    r"|No bid is possible now"
)


def out_of_phase(text: str) -> bool:
    return bool(OUT_OF_PHASE.search(text))


def test_the_pattern_catches_the_engines_phase_refusals() -> None:
    rnd = lessons.deal("tractor-4p", {3: "2C 2C"})
    lessons.bid_in_turn(rnd, (3, "2C 2C"), close=True)
    assert rnd.phase == "bury"
    assert out_of_phase(rnd.check_bid(0, "BJ BJ", if_held=True).reason)
    assert out_of_phase(rnd.check(te.Play(0, "3S")).reason)
    assert not out_of_phase(lessons.deal("tractor-4p").check_bid(0, "BJ BJ", if_held=True).reason)


def test_the_bidding_helpers_refuse_a_round_whose_deal_is_over() -> None:
    rnd = lessons.deal("tractor-4p", {3: "2C 2C"})
    lessons.bid_in_turn(rnd, (3, "2C 2C"), close=True)
    for helper in (lessons.bid_verdict, lessons.bid_question):
        with pytest.raises(ValueError, match="during the deal"):
            helper(rnd, 0, "BJ BJ")


def answers(q: lessons.Question) -> list[Answer]:
    """Every answer a learner can give to a choice, and the model answer of the others."""
    if q.kind == "choice":
        return [Answer(choice=i) for i in range(len(q.options))]
    assert q.answer is not None
    return [q.answer]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_question_is_judged_where_it_cannot_be_asked(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for k, shown in enumerate(run.exercises, start=1):
        q = shown.obj.question
        for answer in answers(q):
            reason = q.judge(answer)[1]
            if out_of_phase(reason):
                problems.append(
                    f"{run.name} exercise {k} (cell {shown.cell}): {answer} is judged out of "
                    f"phase: {reason}"
                )
    for shown in run.demonstrations:
        reason = getattr(shown.obj, "reason", None)
        if isinstance(reason, str) and out_of_phase(reason):
            problems.append(f"{run.name} cell {shown.cell} shows a verdict out of phase: {reason}")
    for cell, printed in run.stdout.items():
        for line in printed.splitlines():
            if out_of_phase(line):
                problems.append(f"{run.name} cell {cell} prints a verdict out of phase: {line}")
    assert not problems, "\n".join(problems)


def test_lesson_09_judges_its_reinforced_bid_during_the_deal(lesson_run) -> None:
    """Exercise 3 asks whether a rank pair overrides a reinforced bid: in its own position the
    answer is No, and a joker pair gets Yes."""
    run = lesson_run(next(p for p in NOTEBOOKS if p.name.startswith("09")))
    bids = [
        s.obj.question
        for s in run.exercises
        if s.obj.question.asks == "bid"
        and any(label.startswith("Standing") for label, _ in s.obj.question.context)
    ]
    assert len(bids) == 1, "lesson 09 has one bidding question over a standing bid (exercise 3)"
    q = bids[0]
    assert q.options[q.answer.choice] == "No"
    standing = dict(q.context)["Standing: seat 2's bid"]
    rounds = [
        r
        for r in run.namespace.values()
        if isinstance(r, te.Round)
        and r.standing_bid is not None
        and r.standing_bid.kind == "reinforce"
        and tuple(map(str, r.standing_bid.cards)) == standing
    ]
    assert rounds, "no round of lesson 09 holds exercise 3's reinforced bid"
    for rnd in rounds:
        assert rnd.phase == "deal"
        joker_pair = lessons.bid_question(rnd, 1, "BJ BJ").question
        assert joker_pair.options[joker_pair.answer.choice] == "Yes", joker_pair.judge(
            joker_pair.answer
        )
