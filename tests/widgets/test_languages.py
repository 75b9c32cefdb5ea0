"""A widget's ``language=``: its page words and the engine's sentences in that language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.languages import say
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
