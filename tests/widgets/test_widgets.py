"""Python side of the widgets: traits, coercion, validation, engine bindings, page messages.

Page events are driven exactly as the front end sends them: custom messages
``{"type": ..., "seq": n}`` through the widget's message handler.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import traitlets
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets._base import TractorWidget
from tractor_widgets._view import seat_layout

from .page import page

HAND = "3D 4D 5D AD AD 9S 9S KC 2H"
LEAD = "7D 7D 8D 8D"
ALL = [str(c) for c in te.ALL_CARDS]


# --- coercion and validation ---------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "3D 10H bj",
        ["3D", "10H", "BJ"],
        te.parse_cards("3D 10H BJ"),
        ("3d", "th", "BJ"),
        "3♦ 10♥ BJ",
    ],
)
def test_cards_accept_strings_lists_and_engine_cards(value: Any) -> None:
    w = tw.HandViewer(cards=value)
    assert w.cards == ["3D", "10H", "BJ"]
    w.cards = value
    assert w.cards == ["3D", "10H", "BJ"]


@pytest.mark.parametrize(
    ("value", "named"),
    [(42, "42"), ("3D 1X", '"1X"'), (["3D", 7], "7"), ([te.Trump("2", "H")], "Trump"),
     (b"3D", "b'3D'"), ({"3D": 1}, "3D")],
)  # fmt: skip
def test_bad_cards_are_refused_naming_the_bad_value(value: Any, named: str) -> None:
    with pytest.raises(ValueError) as info:
        tw.HandViewer(cards=value)
    assert named in str(info.value)
    assert isinstance(info.value, tw.InputError)


def test_unknown_keyword_is_refused_with_the_known_ones() -> None:
    with pytest.raises(TypeError) as info:
        tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, trumps="2H")
    text = str(info.value)
    assert "'trumps'" in text and "Did you mean 'trump'" in text
    for name in ("hand", "lead", "trump", "rules", "selected", "four_color"):
        assert name in text
    for cls in (tw.HandViewer, tw.TractorDetector, tw.ScoreCalculator, tw.TrickView):
        with pytest.raises(TypeError, match="unexpected keyword argument 'layout_x'"):
            cls(layout_x=1)


@pytest.mark.parametrize(
    ("given", "stored"),
    [("2H", "2H"), ("10nt", "10NT"), ("tS", "10S"), (te.Trump("K", None), "KNT")],
)
def test_trump_is_validated_and_canonical(given: Any, stored: str) -> None:
    assert tw.HandViewer(cards="3D", trump=given).trump == stored


@pytest.mark.parametrize("bad", ["1H", "2X", 2, None, "H"])
def test_bad_trump_is_refused(bad: Any) -> None:
    with pytest.raises(ValueError, match="trump"):
        tw.HandViewer(cards="3D", trump=bad)


def test_rules_take_a_preset_or_a_ruleset_and_keep_its_options() -> None:
    w = tw.LegalPlayHighlighter(
        hand=HAND, lead=LEAD, rules=te.rules("tractor-5p", tractor_follow="pairs-suffice")
    )
    assert w.rules == te.rules("tractor-5p", tractor_follow="pairs-suffice")
    assert w.rule_options == {"tractor_follow": "pairs-suffice"}
    w.rules = "tractor-4p"
    assert w.rules == te.rules("tractor-4p") and w.rule_options == {}
    with pytest.raises(ValueError, match="presets"):
        w.rules = "tractor-6p"
    assert w.rules == te.rules("tractor-4p")
    with pytest.raises(ValueError, match="tractor_follow"):
        w.rule_options = {"tractor_follow": "sometimes"}
    assert w.rule_options == {}


def test_defaults() -> None:
    w = tw.HandViewer(cards="3D")
    assert (w.trump, w.rules, w.selected, w.four_color) == ("2H", te.rules("tractor-4p"), [], False)


# --- HandViewer ------------------------------------------------------------------------------

HAND_33 = (
    "BJ SJ SJ 2H 2S 2C AH KH KH 10H 7H 3H AS QS QS 9S 6S 5S KC JC JC 8C 4C 4C "
    "AD KD 10D 9D 9D 7D 6D 5D 3D"
)


def test_hand_viewer_groups_sorted_by_the_trump_with_counts() -> None:
    w = tw.HandViewer(cards=HAND_33, trump="2H")
    groups = w._view["groups"]
    assert [g["g"] for g in groups] == ["T", "S", "C", "D"]
    assert [g["count"] for g in groups] == [12, 6, 6, 9]
    shown = [c["c"] for g in groups for c in g["cards"]]
    assert shown == [str(c) for c in te.sort_cards(HAND_33, trump="2H", rules="tractor-4p")]
    indices = [c["i"] for g in groups for c in g["cards"]]
    assert sorted(indices) == list(range(33))
    assert all(w.cards[c["i"]] == c["c"] for g in groups for c in g["cards"])
    assert all(c.get("t") == 1 for c in groups[0]["cards"])
    assert not any(c.get("t") for g in groups[1:] for c in g["cards"])
    w.trump = "9S"
    assert w._view["groups"][0]["g"] == "T"
    assert {c["c"] for c in w._view["groups"][0]["cards"]} >= {"9S", "9D", "AS"}


def test_hand_viewer_card_faces() -> None:
    w = tw.HandViewer(cards="BJ SJ 10H 10S")
    faces = {c["c"]: c for g in w._view["groups"] for c in g["cards"]}
    assert faces["BJ"]["r"] == "BIG" and faces["SJ"]["r"] == "SMALL"
    assert faces["BJ"]["s"] == faces["SJ"]["s"] == "JOKER"
    assert "t" not in faces["10S"] and faces["10H"]["t"] == faces["BJ"]["t"] == 1  # trump 2H
    assert (faces["10H"]["r"], faces["10H"]["s"], faces["10H"]["n"]) == ("10", "♥", "10 of hearts")
    assert faces["BJ"]["n"] == "big joker"


def test_selected_syncs_from_python_and_is_validated() -> None:
    w = tw.HandViewer(cards="3D 3D 10H")
    w.selected = [2, 0]
    assert w.selected_cards == te.parse_cards("10H 3D")
    for bad in ([3], [-1], [0, 0], ["1"], [True], "0"):
        with pytest.raises((tw.InputError, traitlets.TraitError)):
            w.selected = bad
        assert w.selected == [2, 0]
    assert w.get_state("selected") == {"selected": [2, 0]}
    w.cards = "5S 6S"
    assert w.selected == []


def test_page_toggles_and_acks() -> None:
    w = tw.HandViewer(cards="3D 3D 10H")
    assert page(w, type="toggle", index=1, card="3D") == [{"type": "ack", "seq": 1}]
    assert w.selected == [1]
    page(w, type="toggle", index=2, card="10H")
    page(w, type="toggle", index=1, card="3D")
    assert w.selected == [2]


@pytest.mark.parametrize(
    "msg",
    [
        {"type": "toggle", "index": 3, "card": "3D"},  # out of range
        {"type": "toggle", "index": -1, "card": "10H"},
        {"type": "toggle", "index": 0, "card": "10H"},  # not the card at that index
        {"type": "toggle", "index": 0, "card": "3S"},  # not in the hand at all
        {"type": "toggle", "index": "0", "card": "3D"},
        {"type": "toggle", "index": True, "card": "3D"},
        {"type": "toggle"},
        {"type": "nonsense"},
        {"type": 7},
    ],
)
def test_bad_page_messages_are_ignored_and_still_acked(msg: dict[str, Any]) -> None:
    w = tw.HandViewer(cards="3D 3D 10H", selected=[2])
    view = w._view
    assert page(w, **msg) == [{"type": "ack", "seq": 1}]
    assert w.selected == [2] and w._view == view
    w._on_page_msg(w, "not a dict", [])
    assert w.selected == [2]


def test_face_down_sends_no_card_identities() -> None:
    w = tw.HandViewer(cards="3D 3D 10H", face_down=True)
    text = json.dumps(w._view)
    assert "3D" not in text and "10H" not in text and w._view["count"] == 3
    page(w, type="toggle", index=0, card="3D")
    assert w.selected == []
    assert "3D" not in w._repr_mimebundle_()[0]["text/html"]


def test_hand_viewer_refuses_more_copies_than_the_decks() -> None:
    with pytest.raises(ValueError, match="3♦ appears 3 times"):
        tw.HandViewer(cards="3D 3D 3D")
    w = tw.HandViewer(cards="3D 3D")
    with pytest.raises(ValueError, match="single-deck"):
        w.rules = "single-deck"
    assert w.rules.name == "tractor-4p" and w._view["count"] == 2


# --- LegalPlayHighlighter ---------------------------------------------------------------------


def test_highlighter_states_follow_the_engine() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, rules="tractor-5p")
    options = te.follow_options(HAND, LEAD, trump="2H", rules="tractor-5p")
    assert w.states == options.states(te.parse_cards(HAND))
    drawn = {c["i"]: c["st"] for g in w._view["groups"] for c in g["cards"]}
    assert [drawn[i] for i in range(len(w.hand))] == w.states
    assert w._view["prompt"] == options.reason
    assert w._view["count"] == 4
    assert [c["c"] for c in w._view["lead"]] == ["8D", "8D", "7D", "7D"]
    assert {c["st"] for c in w._view["legend"]} >= {"must", "may", "cannot"}


def test_highlighter_verdicts_as_the_learner_selects() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, rules="tractor-5p")
    assert w._verdict["state"] == "none" and w.verdict is None
    page(w, type="toggle", index=0, card="3D")
    assert w._verdict["state"] == "incomplete" and "1 of 4" in w.verdict_text
    page(w, type="toggle", index=5, card="9S")
    assert w._verdict["state"] == "illegal" and "9♠" in w.verdict_text
    for i in (1, 2):
        page(w, type="toggle", index=i, card=w.hand[i])
    expected = te.check_follow(HAND, LEAD, "3D 9S 4D 5D", trump="2H", rules="tractor-5p")
    assert (w.verdict.legal, w.verdict.reason) == (False, expected.reason)
    assert w._verdict == {"state": "illegal", "text": expected.reason}
    page(w, type="clear")
    assert w.selected == [] and w._verdict["state"] == "none"
    page(w, type="hint")
    assert w.verdict is not None and w.verdict.legal
    assert w._verdict["state"] == "legal"
    assert sorted(str(c) for c in w.selected_cards) == sorted(str(c) for c in w.options.example())


def test_highlighter_redraws_and_resets_when_inputs_change() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, rules="tractor-5p")
    w.hint()
    w.lead = "7S 7S"
    assert w.selected == [] and w.options.count == 2
    assert [s for s in w.states if s == "must"] == ["must", "must"]
    w.rules = "tractor-4p"
    assert w.rules.name == "tractor-4p"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hand": HAND, "lead": "7D 7S"}, "lead"),
        ({"hand": HAND, "lead": ""}, "lead"),
        ({"hand": "3D", "lead": LEAD}, "hand"),
        ({"hand": HAND + " AD", "lead": "AD"}, "appears 4 times"),
    ],
)
def test_highlighter_refuses_impossible_positions(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        tw.LegalPlayHighlighter(**kwargs)


def test_a_refused_change_leaves_the_highlighter_as_it_was() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD)
    view = w._view
    with pytest.raises(ValueError):
        w.lead = "7D 7S"
    assert w.lead == LEAD.split() and w._view == view


LEADS = {
    "single": "7D",
    "pair": "7D 7D",
    "tractor": LEAD,
    "throw": "AD KD KD",
    "trump pair": "SJ SJ",
}


def _has_duplicates(cards: str) -> bool:
    return len(set(cards.split())) < len(cards.split())


# One deck holds no pairs, so its leads are the ones without a repeated card.
LEAD_CASES = [
    (rules, lead)
    for rules in te.PRESETS
    for lead in LEADS.values()
    if te.rules(rules).has_pairs or not _has_duplicates(lead)
]


@pytest.mark.parametrize(("rules", "lead"), LEAD_CASES)
@pytest.mark.parametrize("tractor_follow", ["must-tractor", "pairs-suffice"])
def test_highlighter_every_lead_kind_every_preset(
    rules: str, lead: str, tractor_follow: str
) -> None:
    hand = "3D 4D 5D 6D 6D 9D 9D QD KH 2H 2S BJ"
    ruleset = te.rules(rules, tractor_follow=tractor_follow)
    if not ruleset.has_pairs:
        hand = "3D 4D 5D 6D 9D QD KH 2H 2S BJ"
    w = tw.LegalPlayHighlighter(hand=hand, lead=lead, rules=ruleset, trump="2H")
    options = te.follow_options(hand, lead, trump="2H", rules=ruleset)
    assert w.states == options.states(te.parse_cards(hand))
    assert w._view["lead_text"].lower().startswith(w.lead_info.kind)
    w.hint()
    assert w.verdict is not None and w.verdict.legal, w.verdict


@settings(max_examples=40, deadline=None)
@given(
    hand=st.lists(st.sampled_from(ALL), min_size=4, max_size=14),
    lead_card=st.sampled_from(ALL),
    trump=st.sampled_from(["2H", "5S", "AD", "10NT", "3C"]),
    rules=st.sampled_from(te.PRESETS),
)
def test_highlighter_hint_is_always_legal(
    hand: list[str], lead_card: str, trump: str, rules: str
) -> None:
    ruleset = te.rules(rules)
    hand = hand[: ruleset.hand_size]  # no rule set deals more
    assume(all(hand.count(c) + (c == lead_card) <= ruleset.decks for c in [*hand, lead_card]))
    w = tw.LegalPlayHighlighter(hand=hand, lead=lead_card, trump=trump, rules=rules)
    w.hint()
    assert w.verdict is not None and w.verdict.legal
    assert len(w.states) == len(hand)


# --- TractorDetector ---------------------------------------------------------------------------


def test_detector_lists_engine_combos_with_reasons() -> None:
    cards = "4C 4C 4H 4H 5H 5H 3H 3H AH AH SJ SJ"
    w = tw.TractorDetector(cards=cards, trump="4H", rules="tractor-5p")
    found = te.combos(cards, trump="4H", rules="tractor-5p")
    assert [t["reason"] for t in w._view["tractors"]] == [t.reason for t in found.tractors]
    assert [p["reason"] for p in w._view["pairs"]] == [p.reason for p in found.pairs]
    assert any(
        "off-suit rank pair and the trump-suit rank pair" in t["reason"]
        for t in w._view["tractors"]
    )
    for combo, engine in zip(
        w._view["tractors"] + w._view["pairs"], found.tractors + found.pairs, strict=True
    ):
        idx = combo["cards"]  # indices into `cards`, each used once
        assert len(set(idx)) == len(idx)
        assert [w.cards[i] for i in idx] == [str(c) for c in engine.cards]
    assert w._view["notes"] == list(found.notes)


def test_detector_controls_from_the_page() -> None:
    w = tw.TractorDetector(cards="4C 4C 4H 4H 5H 5H SJ SJ", trump="4H", rules="tractor-5p")
    page(w, type="set", trump="5C")
    assert w.trump == "5C" and w._view["controls"]["suit"] == "C"
    page(w, type="set", rules="tractor-4p")
    assert w.rules == te.rules("tractor-4p")
    page(w, type="set", option="ace_connects_to_rank", value=True)
    assert w.rules.ace_connects_to_rank
    page(w, type="set", option="ace_connects_to_rank", value=False)
    assert w.rule_options == {}
    before = (w.trump, w.rules, w.rule_options)
    for bad in (
        {"trump": "1Z"},
        {"rules": "single-deck"},
        {"option": "players", "value": 4},
        {"option": "ace_connects_to_rank", "value": "yes"},
    ):
        page(w, type="set", **bad)
        assert (w.trump, w.rules, w.rule_options) == before
        assert w._view["error"]
    page(w, type="set", trump="4H")
    assert w._view["error"] == ""


def test_detector_single_deck_has_no_combos() -> None:
    w = tw.TractorDetector(cards="4C 5C 6C", rules="single-deck")
    assert w._view["tractors"] == [] and w._view["pairs"] == []
    assert "no pairs" in w._view["summary"]


# --- ScoreCalculator ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", te.PRESETS)
def test_score_calculator_matches_the_engine(rules: str) -> None:
    w = tw.ScoreCalculator(
        rules=rules, captured="5D 10S KH KC", kitty="5C 10D 3S", last_lead="7D 7D 8D 8D"
    )
    r = w.result
    assert w.last_lead == 4
    assert r.captured_points == te.card_points("5D 10S KH KC") == 35
    assert r.kitty_points == 15
    assert r.multiplier == te.kitty_multiplier(4, rules=rules)
    assert r.defender_points == 35 + 15 * r.multiplier
    assert r.level_change == te.level_change(r.defender_points, rules=rules)
    assert r.next_declarers == r.level_change.side
    assert [s["text"] for s in w._view["steps"]] == [s.text for s in r.steps]
    w.last_trick = "declarers"
    assert w.result.multiplier == 0 and w.result.defender_points == 35


def test_score_calculator_inputs_from_the_page() -> None:
    w = tw.ScoreCalculator()
    page(w, type="set", field="captured_points", value="85")
    assert w.captured_points == 85 and w.result.level_change.side == "defenders"
    page(w, type="set", field="captured_points", value="")
    assert w.captured_points is None
    page(w, type="set", field="kitty", value="5C 1X")
    assert w.kitty == [] and '"1X"' in w._view["error"]
    page(w, type="set", field="last_lead", value="0")
    assert w.last_lead == 1 and w._view["error"]
    page(w, type="set", field="captured_points", value="7")
    assert w.captured_points is None and "multiple of 5" in w._view["error"]
    page(w, type="set", field="last_trick", value="nobody")
    assert w.last_trick == "defenders"
    page(w, type="set", field="level", value="K")
    assert w.level == "K"


def test_score_calculator_validation() -> None:
    with pytest.raises(ValueError, match="multiple of 5"):
        tw.ScoreCalculator(captured_points=12)
    with pytest.raises(ValueError, match="last_lead"):
        tw.ScoreCalculator(last_lead=0)
    with pytest.raises(ValueError, match="declarers"):
        tw.ScoreCalculator(last_trick="north")


# --- TrickView ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "n"), [("tractor-4p", 4), ("tractor-5p", 5)])
def test_trick_view_seats_and_winner(rules: str, n: int) -> None:
    plays = ["7D 7D", "8D 9D", "2H 2H", "AD AD"]
    w = tw.TrickView(plays=plays, leader=1, rules=rules)
    names = seat_layout(n).names
    seats = [names[(1 + k) % n] for k in range(len(plays))]
    result = te.trick_result(plays, trump="2H", rules=rules, seats=seats)
    assert len(w._view["seats"]) == n
    assert w.winner_seat == (1 + result.winner) % n
    assert w._view["reason"] == result.reason
    winners = [s["seat"] for s in w._view["seats"] if s.get("winner")]
    assert winners == [w.winner_seat]
    lead_seat = next(s for s in w._view["seats"] if s.get("order") == 0)
    assert lead_seat["seat"] == 1


def test_trick_view_inputs() -> None:
    w = tw.TrickView(plays="7D | 8D | 9D")
    assert w.plays == [["7D"], ["8D"], ["9D"]]
    with pytest.raises(ValueError, match="seats 4"):
        tw.TrickView(plays="7D | 8D | 9D | 3D | 4D")
    with pytest.raises(ValueError, match="leader"):
        tw.TrickView(plays="7D", leader=4)
    with pytest.raises(ValueError, match=r"plays\[1\]"):
        tw.TrickView(plays=["7D", "1X"])
    assert tw.TrickView()._view["reason"] == "No cards played yet."
    named = tw.TrickView(plays="7D | 9D", seat_names=["S", "W", "N", "E"], leader=3)
    assert named.result.reason.startswith("S (9♦) wins")


# --- every widget ------------------------------------------------------------------------------

WIDGETS = {
    "hand-viewer": lambda: tw.HandViewer(cards=HAND_33),
    "legal-play-highlighter": lambda: tw.LegalPlayHighlighter(hand=HAND, lead=LEAD),
    "tractor-detector": lambda: tw.TractorDetector(cards="4C 4C 5C 5C"),
    "score-calculator": lambda: tw.ScoreCalculator(captured_points=40),
    "trick-view": lambda: tw.TrickView(plays=["7D", "8D"]),
}


@pytest.mark.parametrize("name", list(WIDGETS))
def test_every_widget_has_static_picture_small_esm_and_prefixed_css(name: str) -> None:
    w = WIDGETS[name]()
    assert isinstance(w, TractorWidget) and w._name == name
    data, _ = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/html"].startswith(f'<div class="tw-static tw-{name}-static tw-root"')
    assert f'"tw-{name}"' in w._esm or f"'{name}'" in w._esm or f'"{name}"' in w._esm
    assert "export default" in w._esm and "innerHTML" not in w._esm
    assert "http://" not in w._esm and "https://" not in w._esm + w._css
    size = len(w._esm) + len(w._css) + len(json.dumps(w._view))
    assert size < 36_000, size
    import re

    for selector in re.findall(r"(?:^|})([^{}@]+)\{", w._css):
        for part in selector.split(","):
            part = part.strip()
            assert part.startswith(
                (".tw-", "body[data-jp-theme-light", ".jp-mod-presentationMode .tw-")
            ), part


def test_text_from_python_is_never_html() -> None:
    w = tw.HandViewer(cards="3D", caption="<img src=x onerror=alert(1)>")
    assert w._view["caption"] == "<img src=x onerror=alert(1)>"
    assert "<img" not in w._repr_mimebundle_()[0]["text/html"]
