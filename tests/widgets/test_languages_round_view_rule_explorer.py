"""RoundView's and RuleExplorer's ``language=``: their page words and the texts they compose in
that language, English unchanged. (A round's own sentences, ``Round.said``, and the engine's
reasons are the engine's: not checked here.)

The Spanish catalog gets these templates after they are merged, so until then ``say`` gives
English: the tests compare with ``say(...)`` inside ``te.language("es")``, and only the tests
marked ``needs_spanish`` check that a text differs from English (they are expected to fail
until the catalog translates them, and run as ordinary tests once it does).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say, say_n
from tractor_widgets._felt import PHASE_LABELS
from tractor_widgets._words import CARD_WORDS
from tractor_widgets.round_view import TAGS

STATIC = Path(tw.__file__).parent / "static"


def untranslated(template: str) -> bool:
    with te.language("es"):
        return say(template) == template


@pytest.fixture(scope="module")
def r5() -> te.Round:
    rnd = te.Round("tractor-5p", seed=7)
    te.play_out(rnd, te.bots_named("greedy", rnd.players, 7))
    return rnd


def explorer(**kwargs: Any) -> tw.RuleExplorer:
    strict = te.rules("tractor-4p", tractor_follow="must-tractor")
    return tw.RuleExplorer(
        "tractor-4p", strict, hand="5H 5H 6H 6H 9H 9H 10H 10H 3S KC", lead="JH JH QH QH",
        trump="2S", **kwargs,
    )  # fmt: skip


# --- the pages' own words ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("widget", "module"),
    [(tw.RoundView, "round_view.js"), (tw.RuleExplorer, "rule_explorer.js")],
)
def test_the_page_reads_every_word_with_its_english_as_fallback(widget: Any, module: str) -> None:
    page = (STATIC / module).read_text()
    assert widget._words
    for key, template in widget._words.items():
        assert f'w.{key} || "{template}"' in page, key
    # the shared words of cards.js keep their own keys
    assert not set(widget._words) & set(CARD_WORDS)
    # the page draws no English word of its own that the words leave out
    words = set(widget._words.values())
    for literal in re.findall(r'\|\| "([^"]*)"', page):
        assert literal in words or literal in ("", "none") or "{" in literal, literal


def test_round_view_page_translates_each_tag_but_keeps_the_english_one_for_its_checks() -> None:
    page = (STATIC / "round_view.js").read_text()
    assert "view().tag_words?.[t] || t" in page
    assert "tag.dataset.tag = t.toLowerCase()" in page  # round_view.css: data-tag="declarer"
    for key in ("table_label", "hand_label", "meta"):
        assert f"s.{key}" in page


# --- RoundView -----------------------------------------------------------------------------------


def test_round_view_in_spanish(r5: te.Round) -> None:
    view = tw.RoundView(r5, step=r5.step, language="es")
    v = view._view
    trick = r5.tricks[-1]
    with te.language("es"):
        assert v["words"]["go_first"] == say("First")
        assert v["words"]["badge"] == say("MUST")  # the shared card words come too
        assert v["phase_label"] == say(PHASE_LABELS["done"])
        assert v["title"] == say("{rules} \u00b7 seed {seed}", rules="tractor-5p", seed=7)
        assert v["summary"] == say(
            "Round of {rules}, step {step} of {total}: {phase}",
            rules="tractor-5p",
            step=r5.step,
            total=r5.step,
            phase=say(PHASE_LABELS["done"]).lower(),
        )
        assert v["trick_label"] == say(
            "Trick {n}: won by seat {seat}", n=trick.number + 1, seat=trick.winner
        )
        seat = v["seats"][0]
        assert seat["name"] == say("Seat {seat}", seat=0)
        assert seat["hand_label"] == say("Seat {seat}'s hand", seat=0)
        assert seat["meta"] == say_n(
            "level {level} \u00b7 {points} pts \u00b7 {n} card",
            "level {level} \u00b7 {points} pts \u00b7 {n} cards",
            0,
            level=seat["level"],
            points=seat["points"],
        )
        assert v["tag_words"]["DECLARER"] == say("DECLARER")
        assert v["tag_words"]["PLAY 2"] == say("PLAY {n}", n=2)
        facts = [f["k"] for f in v["facts"]]
        assert say("Trump") in facts and say("Levels") in facts
        assert v["kitty"]["label"] == say_n(
            "Kitty: buried by seat {seat} ({n} point)",
            "Kitty: buried by seat {seat} ({n} points)",
            te.card_points(r5.buried),
            seat=r5.declarer,
        )
        assert v["groups"]["S"] == te.speech.words.suit_name("S")
    assert v["groups"]["S"] != "spades"  # the engine's words are translated already
    # every tag a seat can show has its words
    for s in v["seats"]:
        for tag in [*s["tags"], s.get("play_tag")]:
            assert tag is None or tag in v["tag_words"], tag
    assert set(TAGS) <= set(v["tag_words"])
    assert te.current_language() == "en", "the widget's language leaked into the notebook"


def test_round_view_in_english_is_unchanged(r5: te.Round) -> None:
    view = tw.RoundView(r5, step=0)
    v = view._view
    assert "words" not in v and "tag_words" not in v
    assert v["phase_label"] == "Dealing and bidding"
    assert v["title"] == "tractor-5p \u00b7 seed 7"
    assert v["summary"] == f"Round of tractor-5p, step 0 of {r5.step}: dealing and bidding"
    assert v["trick_label"] == "No bid yet"
    assert v["kitty"]["label"] == "Kitty: 8 cards, face down"
    seat = v["seats"][0]
    assert (seat["name"], seat["hand_label"], seat["table_label"]) == (
        "Seat 0", "Seat 0's hand", "Seat 0 on the table"
    )  # fmt: skip
    assert seat["count"] == 1 and seat["meta"] == "level 2 \u00b7 0 pts \u00b7 1 card"
    assert v["groups"]["T"] == "trumps"
    assert [f["k"] for f in v["facts"]] == ["Dealt", "Standing bid", "Levels"]
    view.last()
    facts = {f["k"]: f["v"] for f in view._view["facts"]}
    assert facts["Friend"].startswith("the first ") or facts["Friend"].startswith("the second ")
    assert re.fullmatch(r"seats? [\d, and]+: \d+ tricks?, \d+ points", facts["Declarers"])


def test_round_view_redraws_in_a_new_language_and_back(r5: te.Round) -> None:
    view = tw.RoundView(r5, step=40)
    english = dict(view._view)
    view.language = "es"
    assert "words" in view._view and "tag_words" in view._view
    with te.language("es"):
        assert view._view["phase_label"] == say(PHASE_LABELS["play"])
    view.forward()  # a later step speaks the widget's language too
    with te.language("es"):
        assert view._view["seats"][1]["name"] == say("Seat {seat}", seat=1)
    view.back()
    view.language = "en"
    assert view._view == english


def test_round_view_static_picture_speaks_its_language(r5: te.Round) -> None:
    data, _ = tw.RoundView(r5, step=30, face_down=[1], language="es")._repr_mimebundle_()
    html = data["text/html"]
    with te.language("es"):
        assert say("Step {step} of {total}:", step=30, total=r5.step) in html
        assert say("Seat {seat}:", seat=1) in html
    english = tw.RoundView(r5, step=30, face_down=[1])._repr_mimebundle_()[0]["text/html"]
    assert "<b>Step 30 of " in english and "cards, face down" in english


def test_round_view_words_differ_from_english_in_spanish(r5: te.Round) -> None:
    v = tw.RoundView(r5, step=40, language="es")._view
    assert v["words"]["steps"] != "Step through the round"
    assert v["seats"][0]["name"] != "Seat 0"
    assert v["phase_label"] != "Playing the tricks"


# --- RuleExplorer --------------------------------------------------------------------------------


def test_rule_explorer_in_spanish() -> None:
    w = explorer(language="es")
    v = w._view
    a, b = v["columns"]
    with te.language("es"):
        assert v["words"]["find_case"] == say("Find a case")
        assert v["legend"][0]["text"] == say("must: in every legal play")
        assert v["legend"][3]["text"] == say("ringed: marked differently by the other rule set")
        assert v["kinds"][0] == "follow|" + say("follows whose legal plays differ")
        assert v["voids"][1] == "yes|" + say("void in the led suit")
        assert v["headline"] == say("The two rule sets differ here.")
        assert v["trump_text"] == say("Trump: {trump}", trump=te.as_trump("2S").describe())
        options = say(
            "{rules} with {options}", rules="tractor-4p", options="tractor_follow='must-tractor'"
        )
        assert b["title"] == say("Rule set {side}: {rules}", side="B", rules=options)
        assert a["title"] == say("Rule set {side}: {rules}", side="A", rules="tractor-4p")
        assert v["summary"].startswith(
            say(
                "Rule explorer: {rules_a} against {rules_b}. {verdict}",
                rules_a="tractor-4p",
                rules_b=options,
                verdict=v["headline"],
            )
        )
        assert a["groups"][1].split("|")[1] == te.speech.words.suit_name("H").capitalize()
        assert w._selection["text"] == say_n(
            "Select {n} card of the hand, or a play from a list, to see its verdict "
            "under both rule sets.",
            "Select {n} cards of the hand, or a play from a list, to see its verdict "
            "under both rule sets.",
            4,
        )
    # the option names and values stay as the engine spells them
    assert "tractor_follow='must-tractor'" in b["title"]
    # the legend shares its first lines with the LegalPlayHighlighter's, translated already
    assert v["legend"][0]["text"] != "must: in every legal play"
    assert a["groups"][1].split("|")[1] != "Hearts"
    assert te.current_language() == "en"


def test_rule_explorer_observers_and_python_calls_speak_its_language() -> None:
    w = explorer(language="es")
    w.selected = [0]  # an observer, outside the widget's refresh
    with te.language("es"):
        assert w._selection["text"] == say_n(
            "{k} of {all} cards selected: select {n} more card.",
            "{k} of {all} cards selected: select {n} more cards.",
            3,
            k=1,
            all=4,
        )
    w.select_play("a", 0)
    shown = te.symbols(w.selected_cards)
    with te.language("es"):
        assert w._selection["text"] == say(
            "{play} is legal only under rule set {side}.", play=shown, side="A"
        )
    w.find_case(kind="follow")  # a public method, outside the widget's refresh
    n = w._finder.rounds + 1 if w._finder else 0
    with te.language("es"):
        assert w._search["text"] == say("Found a case in round {n} of the search.", n=n)
    assert te.current_language() == "en"


def test_rule_explorer_in_english_is_unchanged() -> None:
    w = explorer()
    v = w._view
    a, b = v["columns"]
    assert "words" not in v
    assert v["headline"] == "The two rule sets differ here."
    assert v["trump_text"] == "Trump: rank 2, spades trump"
    assert b["title"] == "Rule set B: tractor-4p with tractor_follow='must-tractor'"
    assert v["summary"] == (
        "Rule explorer: tractor-4p against tractor-4p with tractor_follow='must-tractor'. "
        "The two rule sets differ here."
    )
    assert v["kinds"][0] == "follow|follows whose legal plays differ"
    assert v["lead_kinds"][0] == "|any lead" and v["voids"][0] == "|either"
    assert re.fullmatch(r"\d+ must, \d+ may, \d+ cannot", a["tally"])
    assert a["groups"][1].split("|")[1] == "Hearts"
    assert w._selection["text"] == (
        "Select 4 cards of the hand, or a play from a list, to see its verdict under both rule "
        "sets."
    )
    w.selected = [0]
    assert w._selection["text"] == "1 of 4 cards selected: select 3 more cards."
    html = w._repr_mimebundle_()[0]["text/html"]
    assert "Trump: rank 2, spades trump" in html and "Rule set B, tractor-4p with " in html


def test_rule_explorer_redraws_in_a_new_language_and_back() -> None:
    w = explorer()
    english = dict(w._view)
    w.language = "pl"
    with te.language("pl"):
        assert w._view["words"]["clear"] == say("Clear the selection")
        assert w._view["legend"][1]["text"] == say("may: in some legal play")
    w.language = "en"
    assert w._view == english


def test_rule_explorer_static_picture_speaks_its_language() -> None:
    html = explorer(language="es")._repr_mimebundle_()[0]["text/html"]
    with te.language("es"):
        assert say("Trump: {trump}", trump=te.as_trump("2S").describe()) in html
        assert say("Rule set {side}, {rules}:", side="A", rules="tractor-4p") in html


def test_rule_explorer_words_differ_from_english_in_spanish() -> None:
    v = explorer(language="es")._view
    assert v["words"]["find_case"] != "Find a case"
    assert v["headline"] != "The two rule sets differ here."
    assert not v["columns"][0]["title"].startswith("Rule set A")


def test_a_spanish_round_view_finds_a_step_by_its_english_words_too() -> None:
    """A lesson's code is shared by its translations: ``find("revealed")`` finds the friend's
    step in a Spanish RoundView as in an English one, and ``said`` is in the widget's
    language; a face-up bury names its cards in it."""
    rnd = te.Round("tractor-5p", seed=3)
    te.play_out(rnd, te.bots_named("mixed", 5, 3))
    english, spanish = tw.RoundView(rnd), tw.RoundView(rnd, language="es")
    assert spanish.find("revealed").step == english.find("revealed").step
    assert "revealed" in english.said[-1]
    assert "compañero" in spanish.said[-1] and "revealed" not in spanish.said[-1]
    own_words = tw.RoundView(rnd, language="es").find("se descubre como compañero")
    assert own_words.step == english.step  # its own words find it too
    bury = tw.RoundView(rnd, language="es").at_phase("call")
    cards = te.symbols(rnd.actions[bury.step - 1].cards)
    assert bury.said == [f"El asiento 0 entierra {cards}."]
    with pytest.raises(ValueError, match="no step after"):
        spanish.find("no such words")
