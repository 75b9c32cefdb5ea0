"""Feedback that teaches without giving the answer away (issue 17).

For every exercise of every lesson, each plausible wrong answer (``test_exercises``) is judged:
its feedback is about that answer alone. It never contains the model answer's explanation (what
*Show me* says), the text of the right option, nor any card the model answer holds that the
wrong answer lacks (the forced cards, the longest tractor, the missing trumps). The one
exception is a legal-follow question, where the model answer is only one of several legal
follows: its feedback is the engine's reason for the rule the play breaks. *Show me* gives the
model answer, and ``reveal_after`` holds it back until that many wrong tries.
"""

from __future__ import annotations

import re

import pytest

import tractor_engine as te
from tractor_widgets import lessons
from tractor_widgets.lessons import Answer

from .conftest import NOTEBOOKS
from .test_exercises import exercises, plausible_wrong

IDS = [p.stem for p in NOTEBOOKS]
COMMON_OPTIONS = {"Yes", "No"}  # words any sentence may use


def given_away(q: lessons.Question, wrong: Answer, feedback: str) -> list[str]:
    """What of the model answer a wrong answer's feedback shows."""
    model = q.answer
    assert model is not None
    found = []
    explanation = q.judge(model)[1]
    if explanation and explanation in feedback:
        found.append("the model answer's explanation")
    if q.options and model.choice is not None:
        text = q.options[model.choice]
        if text not in COMMON_OPTIONS and re.search(rf"(?<!\w){re.escape(text)}(?!\w)", feedback):
            found.append(f"the right option {text!r}")
    if q.cards and q.asks != "legal follow":
        # a card of the model answer that the wrong answer does not hold at all (a card it
        # holds may be named: its feedback is about the learner's own cards)
        lacked = set(model.cards) - set(wrong.cards)
        for card in te.parse_cards(sorted(lacked)):
            if card.symbol in feedback:
                found.append(f"{card.symbol}, a card of the model answer the answer lacks")
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_wrong_answer_is_told_the_model_answer(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for name, ex in exercises(run):
        q = ex.question
        for wrong in plausible_wrong(q):
            ok, feedback = q.judge(wrong)
            if ok:
                continue
            for what in given_away(q, wrong, feedback):
                problems.append(f"{name}: {wrong} is told {what}: {feedback!r}")
    assert not problems, "\n".join(problems[:40])


def test_the_sweep_catches_an_answer_given_away() -> None:
    forced = lessons.must("5C 5C 6C 6C JC JC 9H", "9C 9C 10C 10C", trump="2S", rules="tractor-5p")
    q = forced.question
    fake = Answer(("5C", "5C"))
    assert given_away(q, fake, "6♣ 6♣ are in every legal play, so select them too.")
    assert not given_away(q, fake, q.judge(fake)[1])
    picked = lessons.winner(["AS", "JH", "KS", "JS"], trump="JS", rules="tractor-4p")
    assert given_away(picked.question, Answer(choice=1), picked.question.judge(Answer(choice=3))[1])


def test_show_me_waits_for_reveal_after_wrong_tries() -> None:
    ex = lessons.winner(["AS", "JH", "KS", "JS"], trump="JS", rules="tractor-4p")
    assert ex.reveal_after is None and ex._status["can_reveal"]
    ex.reveal_after = 2
    assert not ex._status["can_reveal"]
    ex.reveal()
    assert not ex.revealed and "2 more wrong tries" in ex.feedback
    ex.chosen = 0
    ex.check_answer()
    ex.reveal()
    assert not ex.revealed and "1 more wrong try" in ex.feedback
    ex.chosen = 1  # a different wrong answer
    ex.check_answer()
    assert ex.wrong_tries == 2 and ex._status["can_reveal"]
    ex.reveal()
    assert ex.revealed and ex.chosen == 3 and "J♠" in ex.feedback
