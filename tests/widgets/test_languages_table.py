"""The Table's ``language=``: its own words (the status sentences, title, facts, seats, tags,
prompts, panels and the page's buttons) in that language, the learner spoken to in the second
person and every other seat (in teacher mode every seat) in the third; English unchanged.

The round's own sentences (``Round.said``: a bid, the kitty, a play, the result) are the engine's
and not checked here; a follow's reason, which the engine already translates, is.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say, say_n
from tractor_widgets._felt import PHASE_LABELS
from tractor_widgets._static import esc
from tractor_widgets._words import CARD_WORDS
from tractor_widgets.table import view

from .page import page
from .test_table import act_for, synced

STATIC = Path(tw.__file__).parent / "static"


def spanish(template: str, **values: Any) -> str:
    with te.language("es"):
        return say(template, **values)


def spanish_n(singular: str, plural: str, n: int, **values: Any) -> str:
    with te.language("es"):
        return say_n(singular, plural, n, **values)


def until(t: tw.Table, kind: str, *, bid: bool = False) -> tw.Table:
    """Act for the keyboard's seat (bidding the offered bids or passing) until the controls
    offer ``kind``."""
    for _ in range(400):
        if t._controls["kind"] == kind:
            return t
        assert act_for(t, bid_first=bid).legal
    raise AssertionError(f"the table never offered {kind!r}")


# --- the page's own words ------------------------------------------------------------------------


def test_the_page_reads_every_word_with_its_english_as_fallback() -> None:
    """Each of the Table's words is its own key, read by table.js with that English drawn when
    the page is sent no words; the page draws no English word of its own outside them."""
    page_js = (STATIC / "table.js").read_text(encoding="utf-8")
    assert tw.Table._words == {word: word for word in view.WORDS}
    assert not set(tw.Table._words) & set(CARD_WORDS)
    for word in view.WORDS:
        quoted = re.escape(json.dumps(word))
        # say("..."), fill("...", ...), aria(e, "..."), label(e, "..."), button(name, "...", ...)
        call = r'(?:say|fill|aria|label)\((?:[^()"]|\([^()]*\))*'
        read = rf'{call}{quoted}|button\("[\w-]+", {quoted}'
        assert re.search(read, page_js), word
    literals = set(re.findall(r'"((?:[^"\\]|\\.)*)"', page_js))
    for literal in literals:
        if literal.startswith("tw-") or "select" in literal:
            continue  # class names and selectors
        if re.search(r"[A-Za-z]{2,} [A-Za-z]", literal) or re.match(r"[A-Z][a-z]", literal):
            english = literal.replace("\\u2605", "\u2605")
            assert english in view.WORDS or english in view.TAGS or english == "Enter", literal


def test_a_tag_travels_in_english_and_is_drawn_in_its_words() -> None:
    page_js = (STATIC / "table.js").read_text(encoding="utf-8")
    assert 'get("_view").tag_words?.[t] || t' in page_js
    assert "tag.dataset.tag = t.toLowerCase()" in page_js  # table.css: data-tag="declarer"
    with te.language("es"):
        words = view.tag_words(5)
        assert words["DECLARER'S SIDE"] == say("DECLARER'S SIDE") != "DECLARER'S SIDE"
        assert words["PLAY 5"] == say("PLAY {n}", n=5)
    assert set(view.TAGS) | {f"PLAY {k}" for k in range(2, 6)} == set(words)


def test_in_english_the_page_is_sent_no_words_and_every_text_is_as_it_was() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=1)
    assert t.language == "en" and t._view == {"four_color": False}
    assert t.status == (
        "tractor-4p: 4 players, 25 cards each, 8 in the kitty. You are seat 0, at the bottom. "
        "The cards are dealt one at a time."
    )
    assert t._info["title"] == "tractor-4p \u00b7 hand 1 \u00b7 you are seat 0"
    assert t._info["phase_label"] == "Dealing and bidding"
    assert "id" not in t._info["facts"][0]
    assert t._s0["name"] == "You \u00b7 seat 0" and t._s1["name"] == "Seat 1 \u00b7 normal bot"
    assert t._s1["meta"].startswith("level 2 \u00b7 0 pts \u00b7 ")
    assert t._s1["meta"].endswith(" cards (face down)")
    assert t._s0["turn"] == "You \u00b7 seat 0 \u2014 your turn: select your cards, then act"
    assert t._controls["prompt"].startswith("Your chance to bid. ")
    assert t._controls["bids"][0]["label"].startswith("Bid ")
    assert t.undo().reason == "Nothing to undo: no action has been taken in this hand yet."


# --- a learner's table in Spanish ----------------------------------------------------------------


def test_a_spanish_table_says_its_own_words_in_spanish() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=3, language="es")
    english = tw.Table("tractor-4p", seat=0, seed=3)
    rnd = t.position
    with te.language("es"):
        welcome = " ".join(
            [
                say(
                    "{rules}: {players} players, {cards} cards each, {kitty} in the kitty.",
                    rules="tractor-4p", players=4, cards=25, kitty=8,
                ),
                say("You are seat {seat}, at the bottom.", seat=0),
                say("The cards are dealt one at a time."),
            ]
        )  # fmt: skip
        assert t.status == welcome
        assert t._info["title"] == say(
            "{rules} \u00b7 hand {hand} \u00b7 you are seat {seat}",
            rules="tractor-4p", hand=1, seat=0,
        )  # fmt: skip
        assert t._info["phase_label"] == say(PHASE_LABELS["deal"])
        facts = {f["id"]: f["k"] for f in t._info["facts"]}
        assert facts["Dealt"] == say("Dealt") and facts["Levels"] == say("Levels")
        assert t._s0["name"] == say("You \u00b7 seat {seat}", seat=0)
        assert t._s2["name"] == say("Seat {seat} \u00b7 {bot}", seat=2, bot=say("normal bot"))
        assert t._s2["meta"] == say_n(
            "level {level} \u00b7 {points} pts \u00b7 {n} card (face down)",
            "level {level} \u00b7 {points} pts \u00b7 {n} cards (face down)",
            t._s2["count"], level="2", points=0,
        )  # fmt: skip
        assert t._s0["turn"] == say(
            "{name} \u2014 your turn: select your cards, then act", name=t._s0["name"]
        )
        assert t._s0["groups"][0]["label"] == say("Trumps")
        assert t._controls["prompt"] == say(
            "Your chance to bid. {reason}", reason=rnd.legal_actions(0).reason
        )
        bid = t._controls["bids"][0]
        assert bid["label"] == say("Bid {cards}", cards=te.symbols(te.parse_cards(bid["cards"])))
        assert t._trick["label"] == say("Bids shown so far")
        words = t._view["words"]
        assert words == {key: say(template) for key, template in (CARD_WORDS | t._words).items()}
        assert t._view["tag_words"]["YOU"] == say("YOU")
    # every text the table composes differs from its English
    for name in ("title", "phase_label"):
        assert t._info[name] != english._info[name], name
    for key in ("name", "meta", "turn"):
        assert t._s0[key] != english._s0[key], key
    assert t.status != english.status and t._controls["prompt"] != english._controls["prompt"]
    for word in ("Play", "Hint", "Undo", "Next hand", "Keys: Tab and arrows move"):
        key = next(k for k in view.WORDS if k.startswith(word))
        assert words[key] != key, key
    assert te.current_language() == "en", "the table's language leaked into the notebook"


def test_refusals_and_hints_from_python_and_the_page_speak_spanish() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=3, language="es")
    before = synced(t)
    refused = t.undo()
    assert not refused.legal
    assert (
        refused.reason
        == t.status
        == spanish("Nothing to undo: no action has been taken in this hand yet.")
    )
    assert synced(t) == before  # a refused action leaves the table as it was
    assert t.bid().reason == spanish("Select the cards to show (or press one of the Bid buttons).")
    assert synced(t) == before
    rnd = t.position
    choice = te.GreedyBot(0).choose(rnd)
    with te.language("es"):
        reason = rnd.check(choice, 0).reason
        hint = say("Hint: bid {cards}. {reason}", cards=te.symbols(choice.cards), reason=reason)
    assert t.hint().reason == hint != tw.Table("tractor-4p", seat=0, seed=3).hint().reason
    page(t, type="act", what="undo")  # from the page: the widget's language too
    assert t.status == spanish("Nothing to undo: no action has been taken in this hand yet.")
    until(t, "bury", bid=True)
    refused = t.pass_all()
    assert refused.reason == spanish("The bidding is over: there is nothing to pass.")
    assert t._controls["bury"] == spanish_n("Bury {n} card", "Bury {n} cards", 8)
    assert te.current_language() == "en"


def test_an_illegal_follow_is_refused_with_the_engines_spanish_reason() -> None:
    t = until(tw.Table("tractor-4p", seat=0, seed=3, language="es"), "follow")
    hand = t._session.hand(0)
    states = t._s0["states"].split()
    count = t._controls["count"]
    bad = [c for c, s in zip(hand, states, strict=True) if s == "cannot"][:count]
    assert len(bad) == count
    rnd = t.position
    with te.language("es"):
        reason = rnd.check(te.Play(0, bad), 0).reason
    english = rnd.check(te.Play(0, bad), 0).reason
    assert reason != english
    before = synced(t)
    verdict = t.play(te.format_cards(bad))
    assert not verdict.legal and verdict.reason == t.status == reason
    assert t._status["verdict"] == "illegal"
    assert synced(t) == before and t.position.step == rnd.step
    with te.language("es"):
        legend = [item["text"] for item in t._controls["legend"]]
        assert legend == [say(text) for _, text in view.LEGEND]
        assert t._controls["prompt"] == say_n(
            "Your turn: play {n} card. {reason}",
            "Your turn: play {n} cards. {reason}",
            count,
            reason=rnd.legal_actions(0).reason,
        )


# --- who is spoken to ------------------------------------------------------------------------


def test_the_learner_hears_the_second_person_and_the_other_seats_the_third() -> None:
    t = tw.Table("tractor-4p", seat=2, seed=12, game=False, language="es")
    while not t.position.tricks:
        assert act_for(t).legal
    rows = {r["seat"]: r["text"] for r in t.show_allowed()}
    you = spanish("You: {reason}", reason="")
    assert rows[2].startswith(you)
    for seat, text in rows.items():
        if seat != 2:
            assert not text.startswith(you)
            assert text.startswith(spanish("Seat {seat}: {reason}", seat=seat, reason="")) or (
                text.startswith(spanish("Seat {seat} led: any cards of one suit group. {reason}",
                                        seat=seat, reason=""))
            ), text  # fmt: skip
    while t.position.phase != "done":
        assert act_for(t).legal
    levels = t._end["levels"].split(" \u00b7 ")
    assert levels[2].startswith(spanish("you: {level}", level="").rstrip())
    assert levels[0].startswith(spanish("seat {seat}: {level}", seat=0, level="").rstrip())
    assert t._controls["prompt"] == spanish("The hand is over. This table plays one hand.")
    refused = t.next_hand()
    assert refused.reason == spanish("This table plays one hand (game=False): make a new tw.Table.")


def test_teacher_mode_speaks_of_every_seat_in_the_third_person() -> None:
    t = tw.Table("tractor-5p", seat=None, seed=4, language="es")
    seen = set()
    while t.position.phase != "done" and len(seen) < 5:
        kind, seat = t._controls["kind"], t._controls.get("seat")
        rnd = t.position
        with te.language("es"):
            if kind == "bid":
                want = say(
                    "Seat {seat}'s chance to bid. {reason}",
                    seat=seat, reason=rnd.legal_actions(None).reason,
                )  # fmt: skip
            elif kind == "bury":
                want = say_n(
                    "Seat {seat}'s turn to bury: select {n} card to put face down as the new "
                    "kitty, then press Bury. Points buried count for the defenders if they win "
                    "the last trick.",
                    "Seat {seat}'s turn to bury: select {n} cards to put face down as the new "
                    "kitty, then press Bury. Points buried count for the defenders if they win "
                    "the last trick.",
                    8,
                    seat=seat,
                )
                assert t._trick["label"] == say_n(
                    "Seat {seat} picked up the kitty and buries {n} card",
                    "Seat {seat} picked up the kitty and buries {n} cards",
                    8,
                    seat=seat,
                )
            elif kind == "call":
                want = say(
                    "Seat {seat}'s turn to call the friend: choose a card that is not a trump and "
                    "which copy counts; whoever plays it joins seat {seat}'s side.",
                    seat=seat,
                )
            elif kind == "lead":
                want = say(
                    "Seat {seat}'s lead: select cards of one suit group, then press Play. A "
                    "throw of several combinations stands only if no other hand can beat any "
                    "part.",
                    seat=seat,
                )
            else:
                want = say_n(
                    "Seat {seat}'s turn: play {n} card. {reason}",
                    "Seat {seat}'s turn: play {n} cards. {reason}",
                    t._controls["count"],
                    seat=seat, reason=rnd.legal_actions(None).reason,
                )  # fmt: skip
            assert t._controls["prompt"] == want, kind
            assert getattr(t, f"_s{seat}")["turn"] == say(
                "{name} \u2014 to act: select its cards, then act",
                name=say("Seat {seat}", seat=seat),
            )
        seen.add(kind)
        assert act_for(t, bid_first=True).legal
    assert seen == {"bid", "bury", "call", "lead", "follow"}
    assert t.undo().reason == spanish(
        "Undone: back to step {step} of the hand, before the last action taken.",
        step=t.position.step,
    )
    for s in range(5):
        assert "YOU" not in getattr(t, f"_s{s}")["tags"]


# --- the language changes -----------------------------------------------------------------------


def test_changing_the_language_redraws_the_table_in_it() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=1)
    english = synced(t)
    t.language = "es"
    assert t._view["words"]["Play"] == spanish("Play")
    assert t._info["title"] == spanish(
        "{rules} \u00b7 hand {hand} \u00b7 you are seat {seat}", rules="tractor-4p", hand=1, seat=0
    )
    assert t._controls["prompt"].startswith(spanish("Your chance to bid. {reason}", reason=""))
    t.language = "en"
    assert "words" not in t._view and synced(t) == english


def test_the_static_picture_speaks_the_tables_language() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=1, language="es")
    html = t._repr_mimebundle_()[0]["text/html"]
    assert esc(t._info["title"]) in html
    assert esc(spanish("Seat {seat}:", seat=1)) in html
    hidden = spanish_n("{n} card, face down", "{n} cards, face down", t._s1["count"])
    assert esc(hidden) in html and esc(t.status) in html


@pytest.mark.parametrize("code", ["zh", "pl", "hu", "id"])
def test_every_language_has_the_tables_words(code: str) -> None:
    t = tw.Table("tractor-5p", seat=0, seed=4, language=code)
    with te.language(code):
        for key, template in t._words.items():
            assert t._view["words"][key] == say(template) != template, (code, template)
    assert t._s0["name"] != "You \u00b7 seat 0" and t._info["phase_label"] != "Playing the tricks"
