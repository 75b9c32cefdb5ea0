"""A widget's ``language=``: its page words and the engine's sentences in that language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say
from tractor_widgets import _static
from tractor_widgets._felt import card_faces
from tractor_widgets._view import card_face
from tractor_widgets._words import CARD_WORDS

STATIC = Path(tw.__file__).parent / "static"
HAND, LEAD = "3D 4D 5D AD AD 9S", "7D 7D 8D 8D"


def highlighter(**kwargs: object) -> tw.LegalPlayHighlighter:
    return tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, rules="tractor-5p", **kwargs)


def test_the_page_reads_every_word_with_its_english_as_fallback() -> None:
    """Each key a widget sends is read by its page, whose own English is the template's."""
    page = (STATIC / "legal_play.js").read_text()
    for key, template in tw.LegalPlayHighlighter._words.items():
        assert f'w.{key} || "{template}"' in page, key
    cards = (STATIC / "cards.js").read_text()
    for key in ("badge", "back", "legend"):
        assert f'twW.{key} || "{CARD_WORDS[key]}"' in cards, key
    assert 'twW[c.st] || (c.st === "cannot" ? "cannot be played" : c.st + " play")' in cards
    assert CARD_WORDS["cannot"] == "cannot be played"
    assert (CARD_WORDS["must"], CARD_WORDS["may"]) == ("must play", "may play")


def test_spanish_words_prompt_legend_and_verdicts() -> None:
    w = highlighter(language="es")
    view = w._view
    with te.language("es"):
        assert view["words"]["hint"] == say("Show me a legal play") != "Show me a legal play"
        assert view["words"]["badge"] == say("MUST")
        options = te.follow_options(HAND, LEAD, trump="2H", rules="tractor-5p")
        assert view["prompt"] == options.reason
        assert view["legend"][0]["text"] == say("must: in every legal play")
        lead = te.classify_lead(LEAD, trump="2H", rules="tractor-5p")
        assert lead.reason in view["lead_text"]
    assert view["prompt"] != te.follow_options(HAND, LEAD, trump="2H", rules="tractor-5p").reason
    w.selected = [0, 1, 2, 5]  # 3D 4D 5D 9S
    with te.language("es"):
        said = te.check_follow(HAND, LEAD, "3D 4D 5D 9S", trump="2H", rules="tractor-5p").reason
    assert w.verdict_text == said
    assert te.current_language() == "en", "the widget's language leaked into the notebook"


def test_changing_the_language_redraws_in_it() -> None:
    w = highlighter()
    assert "words" not in w._view
    english = w._view["prompt"]
    w.language = "zh"
    with te.language("zh"):
        assert w._view["words"]["clear"] == say("Clear")
    assert w._view["prompt"] != english
    w.language = "en"
    assert "words" not in w._view and w._view["prompt"] == english


def test_an_unknown_language_is_refused_and_changes_nothing() -> None:
    w = highlighter(language="pl")
    before = dict(w._view)
    with pytest.raises(ValueError, match=r"language='fr' is not a language"):
        w.language = "fr"
    assert w.language == "pl" and w._view == before
    with pytest.raises(ValueError, match=r"language="):
        highlighter(language="Spanish")


def test_a_widget_speaks_the_language_in_force_when_made() -> None:
    try:
        te.set_language("hu")
        w = highlighter()
    finally:
        te.set_language("en")
    with te.language("hu"):
        assert (w.language, w._view["words"]["clear"]) == ("hu", say("Clear"))
    with te.language("id"):
        assert highlighter().language == "id"
    assert highlighter().language == "en"


def test_every_widget_takes_language() -> None:
    from tractor_widgets._base import TractorWidget

    widgets = [getattr(tw, n) for n in tw.__all__]
    widgets = [w for w in widgets if isinstance(w, type) and issubclass(w, TractorWidget)]
    assert len(widgets) == 9
    for cls in widgets:
        assert "language" in cls._known_kwargs(), cls.__name__


def test_the_static_picture_speaks_the_widgets_language() -> None:
    data, _ = highlighter(language="es")._repr_mimebundle_()
    with te.language("es"):
        assert re.search(re.escape(say("Lead:")), data["text/html"])


def test_jupyterlab_can_follow_in_every_language_the_engine_speaks() -> None:
    """`make lab` (the [lab] extra) installs JupyterLab's language pack of each language."""
    from jupyterlab_server.translation_utils import get_language_packs

    packs, _ = get_language_packs()
    codes = {pack.partition("_")[0] for pack in packs}
    assert set(te.LANGUAGES) <= codes, sorted(set(te.LANGUAGES) - codes)


# --- the card faces' words ---------------------------------------------------------------------

#: A joker's face (corner, edge) and name, and a suited card's name, in three languages.
FACES = {
    "en": {"BJ": "BIG|JOKER|BJ|big joker", "SJ": "SMALL|JOKER|SJ|small joker",
           "10H": "10 of hearts"},
    "es": {"BJ": "GRANDE|COMODÍN|BJ|comodín grande", "SJ": "PEQUEÑO|COMODÍN|SJ|comodín pequeño",
           "10H": "10 de corazones"},
    "zh": {"BJ": "大|王|BJ|大王", "SJ": "小|王|SJ|小王", "10H": "红桃 10"},
}  # fmt: skip


def test_a_jokers_card_face_carries_the_words_of_the_widgets_language() -> None:
    """``card_face`` (every widget's cards) and the HandViewer's view: a Spanish and a Chinese
    joker say their own words, an English one BIG / SMALL and JOKER as before."""
    for code, faces in FACES.items():
        with te.language(code):
            for token in ("BJ", "SJ"):
                face = card_face(te.Card(token), None)
                assert "|".join((face["r"], face["s"], face["k"], face["n"])) == faces[token]
        view = tw.HandViewer(cards="BJ SJ 3D", trump="2H", language=code)._view
        drawn = {c["c"]: c for g in view["groups"] for c in g["cards"]}
        for token in ("BJ", "SJ"):
            assert "|".join(drawn[token][k] for k in "rskn") == faces[token], (code, token)


TRUMP_LABELS = {"en": "{card}, trump", "es": "{card}, triunfo", "zh": "{card}，主牌"}


def test_card_faces_are_kept_per_language() -> None:
    """``card_faces`` (the Table's and RoundView's ``_faces``) is worked out once per language:
    asked in English, Spanish, Chinese and English again, each answer is its language's."""
    seen = {}
    for code in ("en", "es", "zh", "en", "es", "zh", "en"):
        with te.language(code):
            faces = card_faces()
        assert {t: faces[t] for t in ("BJ", "SJ", "10H")} == FACES[code], code
        assert len(faces) == 55  # the 54 cards and "*", a trump's label
        assert faces["*"] == TRUMP_LABELS[code], code
        seen.setdefault(code, faces)
        assert faces == seen[code]
    faces["BJ"] = "changed"  # each call returns a copy of its own
    assert card_faces()["BJ"] == FACES["en"]["BJ"]


@pytest.mark.parametrize("make", ["table", "round view"])
def test_a_felt_widget_sends_the_faces_of_its_language_and_again_when_it_changes(
    make: str,
) -> None:
    """A Table or RoundView made in Spanish while English is in force sends Spanish faces; set
    to Chinese, Chinese ones; set back to English, English ones."""

    def build(language: str) -> tw.Table | tw.RoundView:
        if make == "table":
            return tw.Table("tractor-4p", seat=0, seed=1, language=language)
        rnd = te.Round("tractor-4p", seed=1)
        te.play_out(rnd, te.bots_named("random", 4, seed=1))
        return tw.RoundView(rnd, step=5, language=language)

    w = build("es")
    assert te.current_language() == "en"
    for code in ("es", "zh", "en", "es"):
        w.language = code
        assert {t: w._faces[t] for t in ("BJ", "SJ", "10H")} == FACES[code], code
    assert build("en")._faces == card_faces()


def test_the_static_picture_of_a_joker_speaks_the_widgets_language() -> None:
    """The saved picture's card faces (``_static.card``): a Spanish joker's words and the
    Spanish must badge, with the words' lengths for cards.css; English unchanged."""
    with te.language("es"):
        spanish = _static.card(te.Card("SJ"), state="must")
    english = _static.card(te.Card("SJ"), state="must")
    for face, corner, edge, badge in (
        (spanish, "PEQUEÑO", "COMODÍN", "DEBE"),
        (english, "SMALL", "JOKER", "MUST"),
    ):
        assert f'<i class="tw-suit">{corner}</i>' in face
        assert f'<i class="tw-jlabel">{edge}</i>' in face
        assert f'<i class="tw-badge">{badge}</i>' in face
        assert f";--n:{len(corner)};--m:{len(edge)}" in face
