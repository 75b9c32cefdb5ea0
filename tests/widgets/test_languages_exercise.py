"""The Exercise's ``language=``: its buttons, status line, feedback, caption and static picture
in that language; in English, every word as it was.

Before the catalogs hold these templates, ``say`` returns the English template: each test
compares with ``say(...)`` inside ``te.language("es")`` and passes either way, except
``test_spanish_differs_from_english``, which needs the Spanish catalog translated.
"""

from __future__ import annotations

from pathlib import Path

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say, say_n
from tractor_widgets import lessons
from tractor_widgets._static import esc
from tractor_widgets.lessons import Answer, Question

from .page import page

STATIC = Path(tw.__file__).parent / "static"
HAND, LEAD = "3D 4D 5D AD AD 9S", "7D 7D 8D 8D"
WRONG, RIGHT = "3D 4D 5D 9S", "4D 5D AD AD"


def follow(**kwargs: object) -> tw.Exercise:
    """A follow exercise of the engine's (feedback: ``te.check_follow``'s reason)."""
    question = lessons.follow(HAND, LEAD, trump="2H", rules="tractor-5p").question
    return tw.Exercise(question, **kwargs)  # type: ignore[arg-type]


def reason(play: str, code: str) -> str:
    with te.language(code):
        return te.check_follow(HAND, LEAD, play, trump="2H", rules="tractor-5p").reason


def pick(ex: tw.Exercise, cards: str) -> None:
    chosen: list[int] = []
    for card in te.parse_cards(cards):
        chosen.append(next(i for i, c in enumerate(ex.cards) if c == str(card) and i not in chosen))
    ex.selected = chosen


def both(**kwargs: object) -> tw.Exercise:
    """A select-and-choose exercise, its check counting its calls in ``calls``."""
    calls: list[Answer] = []

    def check(answer: Answer) -> tuple[bool, str]:
        calls.append(answer)
        return answer.choice == 0, "A pair and its count."

    question = Question(
        prompt="Select a pair and say how many cards it has.",
        asks="cards",
        check=check,
        answer=Answer(("5S", "5S"), 0),
        trump="2H",
        rules=te.rules("tractor-4p", ace_connects_to_rank=True),
        cards=("5S", "5S", "6S"),
        options=("2", "3"),
    )
    ex = tw.Exercise(question, **kwargs)  # type: ignore[arg-type]
    ex.calls = calls  # type: ignore[attr-defined]
    return ex


def test_the_page_reads_every_word_with_its_english_as_fallback() -> None:
    page_text = (STATIC / "exercise.js").read_text()
    assert len(tw.Exercise._words) == 10
    for key, template in tw.Exercise._words.items():
        assert f'w.{key} || "{template}"' in page_text, key


def test_english_is_as_before() -> None:
    ex = follow(language="en")
    view = ex._view
    assert "words" not in view
    assert view["summary"] == "Exercise: " + ex.prompt
    assert view["trump"] == "Trump: rank 2, hearts trump · tractor-5p"
    assert ex._status["text"] == "Select cards, then press Check."
    assert not ex.check_answer() and ex.feedback == "Select some cards first, then press Check."
    pick(ex, WRONG)
    assert ex._status["text"] == "4 cards selected: press Check."
    assert not ex.check_answer() and ex.feedback == f"Not yet. {reason(WRONG, 'en')}"
    ex.reveal()
    assert ex.feedback.startswith("Here is the answer. ")
    html = ex._repr_mimebundle_()[0]["text/html"]
    for words in ("Lead:", "Your cards:", "Run the notebook to answer this exercise."):
        assert words in html
    mixed = both(language="en")
    assert (
        mixed._view["trump"]
        == "Trump: rank 2, hearts trump · tractor-4p with ace_connects_to_rank=True"
    )
    assert mixed._status["text"] == "Select cards, choose an answer, then press Check."
    mixed.selected = [0]
    assert mixed._status["text"] == "1 card selected: choose an answer and press Check."
    held = follow(language="en", reveal_after=2)
    held.reveal()
    assert held.feedback == "Show me opens after 2 more wrong tries: check an answer first."
    assert lessons.caption("10NT", "tractor-4p") == "Trump: rank 10, no trump · tractor-4p"
    assert lessons.caption(None, "tractor-4p") == "Rules: tractor-4p"


def test_spanish_words_status_feedback_and_picture() -> None:
    ex = follow(language="es")
    view = ex._view
    with te.language("es"):
        for key, template in tw.Exercise._words.items():
            assert view["words"][key] == say(template), key
        assert view["summary"] == say("Exercise: {prompt}", prompt=ex.prompt)
        hearts = te.speech.words.suit_name("H")
        trump = say("rank {rank}, hearts trump", rank="2")
        assert view["trump"] == say("Trump: {trump} · {rules}", trump=trump, rules="tractor-5p")
        assert hearts in view["trump"]
        assert ex._status["text"] == say("Select cards, then press Check.")
    # called from Python, not from the page: still the widget's language, not the notebook's
    assert not ex.check_answer()
    with te.language("es"):
        assert ex.feedback == say("Select some cards first, then press Check.")
    pick(ex, WRONG)
    with te.language("es"):
        assert ex._status["text"] == say_n(
            "{n} card selected: press Check.", "{n} cards selected: press Check.", 4
        )
    page(ex, type="check")
    with te.language("es"):
        assert ex.feedback == say("Not yet. {reason}", reason=reason(WRONG, "es"))
    pick(ex, RIGHT)
    assert ex.check_answer()
    with te.language("es"):
        assert ex.feedback == say("Right! {reason}", reason=reason(RIGHT, "es"))
        assert ex._status["text"] == ex.feedback
    html = ex._repr_mimebundle_()[0]["text/html"]
    with te.language("es"):
        for words in ("Lead:", "Your cards:", "Run the notebook to answer this exercise."):
            assert esc(say(words)) in html, words
    held = follow(language="es", reveal_after=1)
    held.reveal()
    with te.language("es"):
        assert held.feedback == say_n(
            "Show me opens after {n} more wrong try: check an answer first.",
            "Show me opens after {n} more wrong tries: check an answer first.",
            1,
        )
    assert te.current_language() == "en", "the widget's language leaked into the notebook"


def test_changing_the_language_says_the_feedback_again_and_judges_once_per_language() -> None:
    ex = both()
    ex.selected = [0, 1]
    english_status = ex._status["text"]
    assert english_status == "2 cards selected: choose an answer and press Check."
    ex.chosen = 1
    assert not ex.check_answer() and ex.feedback == "Not yet. A pair and its count."
    assert len(ex.calls) == 1  # type: ignore[attr-defined]
    ex.language = "es"
    with te.language("es"):
        assert ex.feedback == say("Not yet. {reason}", reason="A pair and its count.")
        assert ex._status["text"] == ex.feedback and ex._status["state"] == "wrong"
        assert ex._view["words"]["again"] == say("Try again")
        assert ex._view["trump"] == lessons.caption(ex.question.trump, ex.question.rules)
    assert len(ex.calls) == 2  # type: ignore[attr-defined]  # judged once in Spanish
    ex.language = "en"
    assert ex.feedback == "Not yet. A pair and its count." and "words" not in ex._view
    assert len(ex.calls) == 2  # type: ignore[attr-defined]  # English was kept
    ex.reset()
    ex.language = "es"
    with te.language("es"):
        assert ex.feedback == "" and ex._status["text"] == say(
            "Select cards, choose an answer, then press Check."
        )


def test_cards_by_printed_suit_are_labelled_in_the_language() -> None:
    question = lessons.follow("BJ 3D 9S 2S", "7D", trump="2S", rules="tractor-4p", marks=False)
    ex = tw.Exercise(question.question, language="es")
    with te.language("es"):
        expected = [say("diamonds").capitalize(), say("spades").capitalize(), say("Jokers")]
    assert sorted(g["label"] for g in ex._view["groups"]) == sorted(expected)
    english = tw.Exercise(question.question)
    assert sorted(g["label"] for g in english._view["groups"]) == ["Diamonds", "Jokers", "Spades"]


def test_spanish_differs_from_english() -> None:
    """Needs the Spanish catalog to translate the Exercise's templates (``make messages``)."""
    es, en = follow(language="es"), follow(language="en")
    assert es._view["words"]["check"] != "Check"
    assert es._view["summary"] != en._view["summary"]
    assert es._status["text"] != en._status["text"]
    for ex in (es, en):
        pick(ex, WRONG)
        ex.check_answer()
    assert not es.feedback.startswith("Not yet.")
