"""``language=`` of the HandViewer, TractorDetector, ScoreCalculator and TrickView: their page
words and the texts Python makes for them in the widget's language, English unchanged.

Expected texts are the templates said inside ``te.language("es")``, so these tests hold before
and after the Spanish catalog has the widgets' templates; the tests marked ``untranslated``
check that a text differs from English, which needs those translations (they are expected to
fail until then, and to pass after: ``strict``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say, say_n
from tractor_engine.speech.words import group_label, pairs
from tractor_widgets._words import CARD_WORDS

STATIC = Path(tw.__file__).parent / "static"
WIDGETS = {
    tw.HandViewer: "hand_viewer.js",
    tw.TractorDetector: "tractor_detector.js",
    tw.ScoreCalculator: "score_calculator.js",
    tw.TrickView: "trick_view.js",
}
HAND = "3D 3D 10H SJ BJ 2H 2S 5C KC AS"
COMBOS = "4C 4C 4H 4H 5H 5H 3H 3H AH AH SJ SJ BJ BJ 9S 9S 10S"
PLAYS = ["7D 7D", "8D 9D", "2H 2H", "AD AD"]


def spanish(template: str, **values: object) -> str:
    with te.language("es"):
        return say(template, **values)


def html(widget: tw.TractorWidget) -> str:
    return widget._repr_mimebundle_()[0]["text/html"]


def spanish_words(cls: type[tw.TractorWidget]) -> dict[str, str]:
    with te.language("es"):
        return {k: say(t) for k, t in (CARD_WORDS | cls._words).items()}


# --- the page words -------------------------------------------------------------------------


@pytest.mark.parametrize("cls", list(WIDGETS), ids=lambda c: c.__name__)
def test_the_page_reads_every_word_with_its_english_as_fallback(cls: type) -> None:
    page = (STATIC / WIDGETS[cls]).read_text()
    assert cls._words, cls.__name__
    assert "const w = v.words || {};" in page
    for key, template in cls._words.items():
        assert f'w.{key} || "{template}"' in page, key


@pytest.mark.parametrize("cls", list(WIDGETS), ids=lambda c: c.__name__)
def test_words_go_only_to_a_page_that_is_not_in_english(cls: type) -> None:
    kwargs = {tw.HandViewer: {"cards": HAND}, tw.TractorDetector: {"cards": COMBOS}}.get(cls, {})
    assert "words" not in cls(**kwargs)._view
    assert "words" not in cls(language="en", **kwargs)._view
    assert cls(language="es", **kwargs)._view["words"] == spanish_words(cls)


def test_the_shared_labels_are_the_engines_words_in_english() -> None:
    for group in te.GROUPS:
        assert group_label(group) == te.group_name(group).capitalize()
    with te.language("es"):
        assert group_label("T") == say("Trumps") != "Trumps"
        assert te.as_trump("2H").describe() == say("rank {rank}, hearts trump", rank="2")


# --- HandViewer -----------------------------------------------------------------------------


def test_hand_viewer_in_english_is_unchanged() -> None:
    view = tw.HandViewer(cards=HAND, trump="2H")._view
    assert view["summary"] == "10 cards; trump: rank 2, hearts trump"
    assert [g["label"] for g in view["groups"]] == ["Trumps", "Spades", "Clubs", "Diamonds"]
    assert tw.HandViewer()._view["summary"] == "No cards."
    assert "Trumps (5):" in html(tw.HandViewer(cards=HAND))
    assert "2 cards, face down" in html(tw.HandViewer(cards="3D 4D", face_down=True))


def test_hand_viewer_in_spanish() -> None:
    w = tw.HandViewer(cards=HAND, trump="2H", language="es")
    view = w._view
    with te.language("es"):
        trump = say("rank {rank}, hearts trump", rank="2")
        assert view["summary"] == say_n(
            "{n} card; trump: {trump}", "{n} cards; trump: {trump}", 10, trump=trump
        )
        assert view["groups"][0]["label"] == say("Trumps")
        assert say("{group} ({n}):", group=say("Trumps"), n=5) in html(w)
        none = say("No cards.")
        down = say_n("{n} card, face down", "{n} cards, face down", 2)
    assert tw.HandViewer(language="es")._view["summary"] == none
    assert down in html(tw.HandViewer(cards="3D 4D", face_down=True, language="es"))
    assert te.current_language() == "en", "the widget's language leaked into the notebook"


def test_hand_viewer_says_its_words_in_spanish() -> None:
    view = tw.HandViewer(cards=HAND, trump="2H", language="es")._view
    assert view["words"]["hand"] != "Hand"
    assert view["summary"] != "10 cards; trump: rank 2, hearts trump"
    assert view["groups"][0]["label"] != "Trumps"


# --- TractorDetector ------------------------------------------------------------------------


def test_tractor_detector_in_english_is_unchanged() -> None:
    w = tw.TractorDetector(cards=COMBOS, trump="4H", rules="tractor-5p")
    view = w._view
    assert view["summary"] == "2 tractors and 8 pairs under rank 4, hearts trump (tractor-5p)"
    assert view["tractors"][0]["label"] == "8-card tractor (4 pairs)"
    assert {p["label"] for p in view["pairs"]} == {"Pair"}
    assert view["order"].startswith("Trump order: BJ > SJ > 4♥")
    assert view["controls"]["suits"][0] == ["H", "♥ hearts"]
    assert view["controls"]["options"][1]["label"] == (
        "in no trump the trump-rank cards stay trumps"
    )
    assert "<b>Cards:</b>" in html(w) and "<b>Tractor:</b>" in html(w)
    one = tw.TractorDetector(cards="3S 4S", rules="single-deck")
    assert one._view["summary"] == "single-deck plays one deck: no pairs and no tractors."
    w._on_page_msg(w, {"type": "set", "rules": "nonsense"}, None)
    assert w._view["error"].startswith("Not changed: ")


def test_tractor_detector_in_spanish() -> None:
    w = tw.TractorDetector(cards=COMBOS, trump="4H", rules="tractor-5p", language="es")
    view = w._view
    found = te.combos(COMBOS, trump="4H", rules="tractor-5p")
    with te.language("es"):
        assert view["summary"] == say(
            "{tractors} and {pairs} under {trump} ({rules})",
            tractors=say_n("{n} tractor", "{n} tractors", 2),
            pairs=pairs(8),
            trump=say("rank {rank}, hearts trump", rank="4"),
            rules="tractor-5p",
        )
        assert view["tractors"][0]["label"] == say_n(
            "{count}-card tractor ({n} pair)", "{count}-card tractor ({n} pairs)", 4, count=8
        )
        assert view["pairs"][0]["label"] == say("Pair")
        assert view["order"] == say("Trump order: {order}", order=found.order.describe())
        assert view["controls"]["suits"][-1] == ["NT", say("no trump")]
        assert view["controls"]["options"][0]["label"] == say(
            "the trump suit's ace connects to an off-suit rank pair"
        )
        assert say("Cards:") in html(w) and say("Tractor:") in html(w)
    w._on_page_msg(w, {"type": "set", "rules": "nonsense"}, None)
    assert w._view["error"].startswith(spanish("Not changed: {reason}", reason=""))
    assert te.current_language() == "en"


def test_tractor_detector_says_its_words_in_spanish() -> None:
    view = tw.TractorDetector(cards=COMBOS, trump="4H", rules="tractor-5p", language="es")._view
    assert view["words"]["rank"] != "Trump rank"
    assert view["summary"] != "2 tractors and 8 pairs under rank 4, hearts trump (tractor-5p)"


# --- ScoreCalculator ------------------------------------------------------------------------


def test_score_calculator_in_english_and_spanish() -> None:
    kwargs = {"rules": "tractor-4p", "captured_points": 60, "kitty": "5C 10D KH 3S"}
    assert tw.ScoreCalculator(**kwargs)._view["summary"] == "Score of the hand under tractor-4p"
    w = tw.ScoreCalculator(language="es", **kwargs)
    assert w._view["summary"] == spanish("Score of the hand under {rules}", rules="tractor-4p")
    assert w._view["words"]["defenders"] == spanish("defenders")
    assert te.current_language() == "en"


def test_score_calculator_says_its_words_in_spanish() -> None:
    view = tw.ScoreCalculator(language="es")._view
    assert view["words"]["kitty"] != "Kitty cards"
    assert view["summary"] != "Score of the hand under tractor-4p"


# --- TrickView ------------------------------------------------------------------------------


def test_trick_view_in_english_is_unchanged() -> None:
    w = tw.TrickView(plays=PLAYS, leader=1, trump="2H")
    view = w._view
    assert [s["name"] for s in view["seats"]] == ["South", "East", "North", "West"]
    assert view["direction"] == "Play goes counter-clockwise"
    assert view["trump"] == "Trump: rank 2, hearts trump · tractor-4p"
    assert view["summary"] == "A trick at a table of 4"
    assert "<b>East (leads):</b>" in html(w) and "<b>West (play 2) ★ wins:</b>" in html(w)
    five = tw.TrickView(plays=["7D"], rules="tractor-5p")
    assert five._view["direction"] == "Play goes clockwise"
    assert five.names == ["South", "West", "North-west", "North-east", "East"]
    assert tw.TrickView()._view["reason"] == "No cards played yet."


def test_trick_view_in_spanish() -> None:
    w = tw.TrickView(plays=PLAYS, leader=1, trump="2H", language="es")
    view = w._view
    with te.language("es"):
        names = [say("South"), say("East"), say("North"), say("West")]
        assert [s["name"] for s in view["seats"]] == names
        assert view["direction"] == say("Play goes counter-clockwise")
        assert view["trump"] == say(
            "Trump: {trump} · {rules}",
            trump=say("rank {rank}, hearts trump", rank="2"),
            rules="tractor-4p",
        )
        assert view["summary"] == say("A trick at a table of {n}", n=4)
        result = te.trick_result(PLAYS, trump="2H", rules="tractor-4p", seats=names[1:] + names[:1])
        assert view["reason"] == result.reason
        assert say("{name} (leads):", name=names[1]) in html(w)
        assert say("{name} (play {k}) ★ wins:", name=names[3], k=2) in html(w)
    assert w.names == names, "names are in the widget's language wherever they are read"
    empty = tw.TrickView(language="es")
    assert empty._view["reason"] == spanish("No cards played yet.")
    assert spanish("No cards played yet.") in html(empty)
    assert te.current_language() == "en"


def test_named_seats_keep_their_names_in_every_language() -> None:
    w = tw.TrickView(plays="9D | 3D", seat_names=["S", "E", "N", "W"], language="es")
    assert w.names == ["S", "E", "N", "W"]
    assert [s["name"] for s in w._view["seats"]] == ["S", "E", "N", "W"]


def test_trick_view_says_its_words_in_spanish() -> None:
    view = tw.TrickView(plays=PLAYS, leader=1, trump="2H", language="es")._view
    assert view["words"]["leads"] != "LEADS"
    assert view["seats"][0]["name"] != "South"
    assert view["direction"] != "Play goes counter-clockwise"


def test_changing_the_language_redraws_every_widget_in_it() -> None:
    for w in (
        tw.HandViewer(cards=HAND),
        tw.TractorDetector(cards=COMBOS),
        tw.ScoreCalculator(),
        tw.TrickView(plays=PLAYS),
    ):
        english = dict(w._view)
        w.language = "es"
        assert w._view["words"] == spanish_words(type(w))
        w.language = "en"
        assert w._view == english, type(w).__name__
