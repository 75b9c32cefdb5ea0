"""The lessons' exercises in the language in force: ``tractor_widgets.lessons`` says every
question (prompt, options, the labels of the cards shown) in the language in force when it is
built, and its feedback in the language an answer is judged in (the Exercise's), so that the
Spanish lessons ask their exercises in Spanish.

Each kind of exercise the lessons build is built under ``te.language(...)``; its words and a
wrong answer's feedback must carry no English of a short list, and no placeholder may be left.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import combinations

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import lessons
from tractor_widgets.lessons import Answer, Question

SHIPPED = [code for code in te.LANGUAGES if code != "en"]
R4 = "tractor-4p"
MUST_TRACTOR = te.rules(R4, tractor_follow="must-tractor")
RANK_TRUMPS = te.rules(R4, no_trump_keeps_rank_trumps=True)
#: English that no Spanish or Chinese question or feedback of the lessons' own may hold.
ENGLISH = re.compile(
    r"\bSelect\b|press Check|Think again|which play|May seat|\bTrick\b|\bSeat\b|\bLead\b|"
    r"is led|engine's answer|\bPredict\b|\bYes\b|\bstands?\b|\bfails\b|\bpoints?\b",
    re.I,
)
FIELD = re.compile(r"\{\w*\}")


def _bid_after_a_bid() -> tw.Exercise:
    rnd = lessons.deal(R4, {1: "2H", 2: "2C 2C"})
    lessons.bid_in_turn(rnd, (1, "2H"))
    return lessons.bid_question(rnd, 2, "2C 2C")


def _how_often() -> tw.Exercise:
    rates = te.disagreement_rates(R4, MUST_TRACTOR, deals=2, seed=0, workers=1)
    return lessons.how_often(rates, "follow")


def _hand_under() -> tw.Exercise:
    r4 = te.rules(R4)
    found = te.find_differences(r4, r4.replace(throw_penalty="none"), kind="hand",
                                bots="random", limit=1, budget=30, progress=False)  # fmt: skip
    return lessons.hand_under(next(iter(found)))


#: Every kind of exercise the lessons build (as the lessons call them), by name.
KINDS: dict[str, Callable[[], tw.Exercise]] = {
    "follow": lambda: lessons.follow("9S 4S KD 3C", "7S 7S", trump="2H", rules=R4),
    "must": lambda: lessons.must("QC QC 6C 3C AH 9D", "8C 8C", trump="2H", rules=R4),
    "pair": lambda: lessons.combination("9S 9S 9D KC QC QC 4H", "pair", trump="5H", rules=R4),
    "tractor": lambda: lessons.combination("4D 4D 6D 6D 8S 8S 9S", "tractor", trump="5H", rules=R4),
    "longest tractor": lambda: lessons.combination(
        "KH KH 7S 7S 7D 7D 7H 7H SJ SJ 9C", "longest tractor", trump="7H", rules="tractor-5p"
    ),
    "throw lead": lambda: lessons.combination(
        "QH JH JH 9H 5C 5C 3D", "throw", trump="2S", rules=R4
    ),
    "trumps": lambda: lessons.trumps("4C KS 2D SJ 8H 2C QH 7S", trump="2H", rules=R4),
    "points": lambda: lessons.points("KC 4H 10D JS 5C QD 10H 9S", trump="2H", rules=R4),
    "winner": lambda: lessons.winner(["9S", "AS", "2S", "KS"], trump="2H", rules=R4),
    "winner by seat": lambda: lessons.winner(
        ["9S", "KS", "3H", "AS"], trump="2H", rules=R4, seats=[0, 1, 2, 3]
    ),
    "throw": lambda: lessons.throw(
        "AH KH KH", {1: "QH QH 3H", 2: "9C", 3: "AH 4H"}, trump="2S", rules=R4
    ),
    "throw, hands unnamed": lambda: lessons.throw(
        "AH KH KH", ["QH QH 3H", "9C", "AH 4H"], trump="2S", rules=R4
    ),
    "failed throw": lambda: lessons.failed_throw(
        "KS QS QS", {1: "AS AS 3S", 2: "5D", 3: "9H"}, trump="2H", rules=R4
    ),
    "bid": lambda: lessons.bid_question(lessons.deal(R4, {2: "2C 2C"}), 2, "2C"),
    "bid after a bid": _bid_after_a_bid,
    "trick": lambda: lessons.trick_question(lessons.played_round(R4, seed=3), 5),
    "only under": lambda: lessons.only_under(
        "3S 3S 4S 4S 8S 8S 9C", "5S 5S 6S 6S", trump="2H", rules=R4, other=MUST_TRACTOR
    ),
    "same follows": lambda: lessons.same_follows(
        "3S 3S 4S 4S 8S 8S 9C", "5S 5S 6S 6S", trump="2H", rules=R4, other=MUST_TRACTOR
    ),
    "how often": _how_often,
    "trick under": lambda: lessons.trick_under(
        lessons.found(R4, RANK_TRUMPS, kind="trick", seed=1, budget=3)
    ),
    "hand under": _hand_under,
    # the questions on bidding, scoring and rounds (lessons' bidding, scoring, rounds...)
    "who declares": lambda: lessons.who_declares(
        lessons.bid_in_turn(
            lessons.deal(R4, {2: "2D", 0: "2H 2H"}), (2, "2D"), (0, "2H 2H"), close=True
        )
    ),
    "trump turned up": lambda: lessons.trump_suit_question(
        lessons.deal(
            R4, kitty="SJ 4H KC 9S KD 3C 7H 8S", levels=["5", "3", "5", "3"], starter=0
        ).deal_all()
    ),
    "level change": lambda: lessons.level_question(
        te.level_change(70, rules=R4),
        [("declarers", 1), ("defenders", 0)],
        rules=R4,
        point_cards="KS KH 10D 10C 10H 5S 5H 10S",
    ),
    "next starter": lambda: lessons.next_starter_question(3, "defenders", rules=R4),
    "kitty multiplier": lambda: lessons.kitty_multiplier_question(
        3, [3, 6, 8, 9], rules=R4, kitty="5C 10D"
    ),
    "kitty bonus": lambda: lessons.kitty_bonus_question(
        lessons.played_round(R4, seed=3), [0, 20, 40]
    ),
    "friend": lambda: lessons.friend_question(lessons.played_round("tractor-5p", seed=1)),
    "trick points": lambda: lessons.trick_points_question(
        lessons.played_round(R4, seed=3, bots="combination"), 10, [0, 20, 25, 30]
    ),
    "level step": lambda: lessons.level_step_question(
        "K", te.level_change(40, rules="tractor-5p"), rules="tractor-5p"
    ),
    "lead kind": lambda: lessons.lead_kind_question("6C 7C 8C", trump="2H", rules="single-deck"),
    "may you play": lambda: lessons.may_play_question(
        "BJ 2S 2C 5H 4H JS 8S 3S QD 5D", "6D 6D", "QD 8S", trump="2H", rules=R4
    ),
}


def wrong_answer(q: Question) -> Answer:
    """A wrong answer to ``q``: another option, or the first selection of one or two cards
    (with another option, if it asks for one too) that its check refuses."""
    model = q.answer
    assert model is not None
    choice = None
    if q.options:
        choice = next(i for i in range(len(q.options)) if i != model.choice)
        if not q.cards:
            return Answer(choice=choice)
    for size in (1, 2):
        for picked in combinations(q.cards, size):
            answer = Answer(tuple(picked), choice)
            if not q.judge(answer)[0]:
                return answer
    raise AssertionError(f"no wrong answer of one or two cards to {q.prompt!r}")


def words(q: Question) -> list[str]:
    """What the question says of its own: its prompt, options and card groups' labels."""
    return [q.prompt, *q.options, *(label for label, _cards in q.context)]


@pytest.mark.parametrize("kind", list(KINDS))
def test_an_exercise_built_in_spanish_asks_and_answers_in_spanish(kind: str) -> None:
    with te.language("es"):
        exercise = KINDS[kind]()
    q = exercise.question
    wrong = wrong_answer(q)
    with te.language("es"):
        said = [*words(q), q.judge(wrong)[1]]
    assert exercise.language == "es"
    for text in said:
        assert not ENGLISH.search(text), f"{kind}: English in {text!r}"
        assert not FIELD.search(text), f"{kind}: a placeholder is left in {text!r}"


@pytest.mark.parametrize("code", SHIPPED)
def test_every_kind_is_said_in_every_language(code: str) -> None:
    """Each question's prompt is another than the English one, and no placeholder is left in
    its words, a wrong answer's feedback or the model answer's explanation."""
    for kind, build in KINDS.items():
        english = build().question
        with te.language(code):
            q = build().question
            said = [*words(q), q.judge(wrong_answer(q))[1], q.judge(q.answer)[1]]  # type: ignore[arg-type]
        assert q.prompt != english.prompt, (code, kind)
        assert len(q.options) == len(english.options), (code, kind)
        for text in said:
            assert not FIELD.search(text), f"{code}, {kind}: a placeholder is left in {text!r}"
        if code == "zh":
            assert not ENGLISH.search(" ".join(said[:-1])), (kind, said)


def test_english_is_as_the_lessons_wrote_it() -> None:
    """A few of the English questions and feedback, word for word."""
    ex = KINDS["must"]()
    assert ex.prompt == (
        "8♣ 8♣ is led (a pair in clubs). Select exactly the cards you must play (the cards in "
        "every legal follow), then press Check."
    )
    assert ex.question.judge(Answer(("6C", "AH")))[1] == (
        "6♣ A♥ are not forced: some legal play leaves them out. 2 more cards are in every legal "
        "play: look again at what the lead asks of your hand."
    )
    bid = KINDS["bid after a bid"]().question
    assert bid.prompt == "Seat 1's 2♥ stands. May seat 2 show 2♣ 2♣ now?"
    assert [label for label, _ in bid.context] == ["Standing: seat 1's bid", "Seat 2 shows"]
    assert bid.options == ("Yes", "No")
    wrong = 1 - bid.answer.choice  # type: ignore[union-attr]
    assert bid.judge(Answer(choice=wrong))[1] == (
        f"{bid.options[wrong]} is not the engine's answer. Think again: what kind of bid is "
        "2♣ 2♣, and what may override seat 1's 2♥?"
    )
    trick = KINDS["winner by seat"]().question
    assert trick.options[0] == "Seat 0 (leads): 9♠"
    assert trick.judge(Answer(choice=0))[1] == (
        "The lead (9♠) does not keep the trick: Seat 2 ruffs."
    )
    assert lessons.cost_text(0) == "nothing" and lessons.cost_text(20) == "20 points"


def test_changing_the_exercises_language_says_its_feedback_again() -> None:
    """The lessons' feedback is built when it is said: an exercise checked in Spanish says the
    same answer's feedback in English once its language is English, as one built in English
    does; its question keeps the words it was asked in."""
    with te.language("es"):
        spanish = KINDS["must"]()
    english = KINDS["must"]()
    for ex in (spanish, english):
        ex.selected = [ex.cards.index("6C")]
        assert not ex.check_answer()
    with te.language("es"):
        assert spanish.feedback == te.speech.languages.say(
            "Not yet. {reason}", reason=spanish.question.judge(Answer(("6C",)))[1]
        )
    assert spanish.feedback != english.feedback
    spanish.language = "en"
    assert spanish.feedback == english.feedback
    assert spanish.prompt != english.prompt  # asked in Spanish, it stays so

    with te.language("es"):
        bid = _bid_after_a_bid()
    bid.reveal()
    shown = bid.feedback
    bid.language = "en"
    in_english = _bid_after_a_bid()
    in_english.reveal()
    assert bid.feedback == in_english.feedback != shown
