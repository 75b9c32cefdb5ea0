"""Every exercise of every lesson asks a real question, checked by the engine.

Each lesson is executed in-process (``conftest.run_lesson``) and every ``tw.Exercise`` it shows
is judged: the engine's model answer is accepted; plausible wrong answers (a shorter tractor, a
legal play that is not the forced one, an illegal follow, another option) are refused with a
reason; the prompt asks what the exercise checks; the caption and the trump marks state the
position the engine judges (re-judged here with ``te.*`` from the trump and rules the question
states); no exercise shows the position of a demonstration of the same lesson. The tests are
parametrized per lesson, so a failure names the lesson, and its message names each exercise.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets.lessons import Answer, Question, caption

from .conftest import NOTEBOOKS, LessonRun

IDS = [p.stem for p in NOTEBOOKS]


def exercises(run: LessonRun) -> Iterator[tuple[str, tw.Exercise]]:
    for k, shown in enumerate(run.exercises, start=1):
        yield f"{run.name} exercise {k} (cell {shown.cell})", shown.obj


def report(problems: list[str]) -> None:
    assert not problems, "\n".join(problems)


def sub_multisets(cards: tuple[str, ...], size: int) -> list[tuple[str, ...]]:
    """Every distinct selection of ``size`` cards from ``cards``."""
    return sorted({tuple(sorted(c)) for c in itertools.combinations(cards, size)})


def plausible_wrong(q: Question) -> list[Answer]:
    """Wrong answers a learner could plausibly give to this question, by what it asks."""
    answer = q.answer
    assert answer is not None
    if q.kind == "choice":
        return [Answer(choice=i) for i in range(len(q.options)) if i != answer.choice]
    model = Counter(answer.cards)
    wrong: list[Answer] = []
    if q.asks == "legal follow":
        for sel in sub_multisets(q.cards, len(q.lead)):
            if not te.check_follow(q.cards, q.lead, sel, trump=q.trump, rules=q.rules).legal:
                wrong.append(Answer(sel))
    elif q.asks == "forced cards":
        options = te.follow_options(q.cards, q.lead, trump=q.trump, rules=q.rules)
        for card in model:  # one forced card left out
            less = model.copy()
            less[card] -= 1
            wrong.append(Answer(tuple(less.elements())))
        for sel in sub_multisets(q.cards, options.count):  # a whole legal play, not only the must
            if Counter(sel) != model and te.check_follow(
                q.cards, q.lead, sel, trump=q.trump, rules=q.rules
            ):
                wrong.append(Answer(sel))
                break
    elif q.asks in ("pair", "tractor", "longest tractor", "throw"):
        found = te.combos(list(q.cards), trump=q.trump, rules=q.rules)
        kind = "tractor" if q.asks == "longest tractor" else q.asks
        longest = max((t.pairs for t in found.tractors), default=0)
        for size in range(1, len(q.cards) + 1):
            for sel in sub_multisets(q.cards, size):
                try:
                    lead = te.classify_lead(sel, trump=q.trump, rules=q.rules)
                except te.IllegalPlay:
                    continue
                shorter = q.asks == "longest tractor" and lead.kind == kind
                if (shorter and lead.pairs < longest) or lead.kind != kind:
                    wrong.append(Answer(sel))
    elif q.asks in ("trumps", "points", "cards"):
        for card in model:
            less = model.copy()
            less[card] -= 1
            wrong.append(Answer(tuple(less.elements())))
        extra = Counter(q.cards) - model
        for card in extra:
            wrong.append(Answer((*answer.cards, card)))
    elif q.asks == "failed throw":
        wrong += [Answer(answer.cards, i) for i in range(len(q.options)) if i != answer.choice]
        wrong.append(Answer(q.cards, answer.choice))  # the whole throw again
    return [w for w in wrong if w.cards or w.choice is not None]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_three_to_five_exercises_the_last_an_edge_case(path, lesson_run) -> None:
    run = lesson_run(path)
    shown = run.exercises
    assert 3 <= len(shown) <= 5, f"{run.name}: {len(shown)} exercises, not 3 to 5"
    assert "edge case" in run.heading_before(shown[-1].cell).lower(), (
        f"{run.name}: the last exercise's heading does not say it is the edge case"
    )
    built = [cell for cell, w in run.created if isinstance(w, tw.Exercise)]
    assert sorted(built) == sorted(s.cell for s in shown), (
        f"{run.name}: exercises built in cells {built}, shown in {[s.cell for s in shown]}"
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_the_engines_model_answer_is_accepted(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for name, ex in exercises(run):
        q = ex.question
        if q.answer is None:
            problems.append(f"{name}: no model answer to show")
            continue
        ok, reason = q.judge(q.answer)
        if not ok or not reason:
            problems.append(f"{name}: the model answer {q.answer} is refused: {reason}")
        ex.reveal()  # what Show me does, then Check, as the learner would press them
        if not ex.check_answer() or not ex.feedback.startswith("Right!"):
            problems.append(f"{name}: Show me then Check says {ex.feedback!r}")
        ex.reset()
    report(problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_plausible_wrong_answers_are_refused_with_a_reason(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for name, ex in exercises(run):
        q = ex.question
        wrong = plausible_wrong(q)
        if not wrong:
            problems.append(f"{name}: no plausible wrong answer ({q.asks}): it asks nothing")
        for answer in wrong:
            ok, reason = q.judge(answer)
            if ok:
                problems.append(f"{name}: the wrong answer {answer} is accepted: {reason}")
            elif len(reason) < 20:
                problems.append(f"{name}: {answer} is refused without a reason: {reason!r}")
    report(problems)


ASKS = {  # what a prompt must say for each kind of check (any of the words)
    "legal follow": ("follow", "legal"),
    "forced cards": ("must",),
    "pair": ("pair",),
    "tractor": ("tractor",),
    "longest tractor": ("longest",),
    "throw": ("throw",),
    "trumps": ("trump",),
    "points": ("point",),
    "winner": ("win", "highest"),
    "throw stands": ("stand",),
    "bid": ("may", "bid", "show"),
}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_the_prompt_asks_what_the_exercise_checks(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for name, ex in exercises(run):
        q = ex.question
        prompt = q.prompt.lower()
        words = ASKS.get(q.asks)
        if q.asks == "failed throw":
            if "instead" not in prompt or "cost" not in prompt:
                problems.append(f"{name}: a failed-throw prompt asks for the lead and the cost")
        elif words is not None and not any(w in prompt for w in words):
            problems.append(f"{name}: asks for {q.asks!r} but the prompt says {q.prompt!r}")
        if q.asks == "tractor" and "longest" in prompt:
            problems.append(f"{name}: the prompt asks for the longest tractor; any is accepted")
        if q.asks == "forced cards" and "must" not in prompt:
            problems.append(f"{name}: checks the forced cards; the prompt does not say 'must'")
        if q.options and not q.prompt.rstrip().endswith(("?", ".")):
            problems.append(f"{name}: the prompt {q.prompt!r} is not a question")
    report(problems)


def rejudged(q: Question) -> str | None:
    """Judge the model answer again with ``te.*`` from the trump and rules the question states;
    a sentence if they disagree, else None."""
    a = q.answer
    assert a is not None
    plays = dict(q.context)
    if q.asks == "legal follow":
        if not te.check_follow(q.cards, q.lead, a.cards, trump=q.trump, rules=q.rules).legal:
            return "the model follow is illegal under the stated trump and rules"
    elif q.asks == "forced cards":
        must = te.follow_options(q.cards, q.lead, trump=q.trump, rules=q.rules).must
        if Counter(map(str, must)) != Counter(a.cards):
            return "the forced cards differ under the stated trump and rules"
    elif q.asks in ("pair", "tractor", "longest tractor", "throw"):
        kind = te.classify_lead(a.cards, trump=q.trump, rules=q.rules).kind
        if kind != q.asks.replace("longest ", ""):
            return f"the model answer is a {kind} under the stated trump and rules"
    elif q.asks == "trumps":
        order = te.order(q.trump, q.rules)
        if Counter(a.cards) != Counter(c for c in q.cards if order.is_trump(te.parse_cards(c)[0])):
            return "the trumps differ under the stated trump and rules"
    elif q.asks == "winner":
        result = te.trick_result(list(plays.values()), trump=q.trump, rules=q.rules)
        if result.winner != a.choice:
            return "another play wins under the stated trump and rules"
    elif q.asks in ("throw stands", "failed throw"):
        throw = plays.get("The throw", q.cards)
        others = [cards for label, cards in q.context if label != "The throw"]
        result = te.check_throw(throw, others, trump=q.trump, rules=q.rules)
        if q.asks == "throw stands" and (a.choice == 0) != result.stands:
            return "the throw's verdict differs under the stated trump and rules"
        if q.asks == "failed throw" and (
            Counter(map(str, result.forced)) != Counter(a.cards)
            or q.options[a.choice or 0] != ("nothing" if not result.penalty
                                             else f"{result.penalty} points")
        ):  # fmt: skip
            return "the forced lead or the cost differs under the stated trump and rules"
    return None


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_caption_and_trump_marks_state_the_judged_position(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = []
    for name, ex in exercises(run):
        q = ex.question
        view = ex._view
        if view["trump"] != caption(q.trump, q.rules):
            problems.append(f"{name}: caption {view['trump']!r} is not the question's")
        if q.trump is not None and te.as_trump(q.trump).describe() not in view["trump"]:
            problems.append(f"{name}: the caption does not name the trump {q.trump}")
        if q.rules.name not in view["trump"]:
            problems.append(f"{name}: the caption does not name the rules {q.rules.name}")
        order = None if q.trump is None else te.order(q.trump, q.rules)
        faces = [c for g in view.get("groups", []) for c in g["cards"]]
        faces += view.get("lead", []) + [c for g in view.get("context", []) for c in g["cards"]]
        if q.asks == "trumps" and (q.marks or any(f.get("t") for f in faces)):
            problems.append(f"{name}: asks for the trumps but draws them marked")
            continue
        for face in faces if q.marks else ():
            trump = order is not None and order.is_trump(te.parse_cards(face["c"])[0])
            if bool(face.get("t")) != trump:
                problems.append(
                    f"{name}: {face['c']} is drawn {'as' if face.get('t') else 'not as'} a trump "
                    f"but under {view['trump']} it is{'' if trump else ' not'}"
                )
        if (ex.trump, ex.rules) != (q.trump or ex.trump, q.rules):
            problems.append(f"{name}: the widget's trump/rules are not the question's")
        disagreement = rejudged(q)
        if disagreement:
            problems.append(f"{name}: {disagreement}")
    report(problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_exercise_repeats_a_demonstration(path, lesson_run) -> None:
    run = lesson_run(path)
    demos = {}
    for shown in run.demonstrations:
        if shown.position is not None:
            demos.setdefault(shown.position, shown.cell)
    problems = []
    seen: dict[Any, str] = {}
    for name, ex in exercises(run):
        position = ex.question.position
        if position is None:  # a question on no cards (a score, a level): nothing to repeat
            continue
        if position in demos:
            problems.append(f"{name} shows the position of the demonstration in cell "
                            f"{demos[position]}")  # fmt: skip
        if position in seen:
            problems.append(f"{name} repeats {seen[position]}")
        seen.setdefault(position, name)
    report(problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_the_lesson_map_lists_every_exercise(path, lesson_run) -> None:
    run = lesson_run(path)
    readme = (path.parent / "README.md").read_text(encoding="utf-8")
    number = path.name[:2]
    match = re.search(rf"^### {number} .*?\n(.*?)(?=^### |^## |\Z)", readme, re.M | re.S)
    assert match, f"notebooks/README.md has no '### {number} ...' list of exercises"
    items = re.split(r"^\d+\. ", match.group(1), flags=re.M)[1:]
    assert len(items) == len(run.exercises), (
        f"notebooks/README.md lists {len(items)} exercises for {run.name}, "
        f"the lesson has {len(run.exercises)}"
    )
    assert "edge case" in items[-1].lower(), (
        f"notebooks/README.md: the last exercise of {run.name} is not named the edge case"
    )
