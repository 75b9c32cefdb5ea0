"""One rule-set trait: ``rules`` holds a ``te.RuleSet``, checked once when assigned.

Widgets whose rules may change take the trait; the Table, an Exercise and a RoundView have a
read-only ``rules``: the rule set they were made with.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import lessons
from tractor_widgets._base import RulesTrait

from .page import page

HAND = "3D 4D 5D AD AD 9S"
LEAD = "7D 7D 8D 8D"
FIVE = te.rules("tractor-5p", tractor_follow="pairs-suffice")


def changeable() -> list[Any]:
    return [
        tw.HandViewer(cards=HAND, rules=FIVE),
        tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, trump="2C", rules=FIVE),
        tw.TractorDetector(cards="4C 4C 5C 5C", trump="2H", rules=FIVE),
        tw.ScoreCalculator(rules=FIVE, captured_points=60),
        tw.TrickView(plays=["7D", "8D", "9D", "10D"], trump="2H", rules=FIVE),
    ]


def fixed() -> list[Any]:
    rnd = te.Round(FIVE, seed=1)
    return [
        tw.Table(FIVE, seed=1),
        lessons.follow(HAND, LEAD, trump="2C", rules=FIVE),
        tw.RoundView(rnd),
    ]


@pytest.mark.parametrize("widget", changeable(), ids=lambda w: type(w).__name__)
def test_a_widget_keeps_the_rule_set_it_is_given(widget: Any) -> None:
    assert isinstance(type(widget).class_traits()["rules"], RulesTrait)
    assert widget.rules is FIVE  # the very value: never rebuilt from a name and options
    assert widget.rule_options == {"tractor_follow": "pairs-suffice"}
    widget.rules = "tractor-4p"
    assert widget.rules == te.rules("tractor-4p") and widget.rule_options == {}
    json.dumps(widget._view)  # what the page is sent holds names, not RuleSets


@pytest.mark.parametrize("bad", ["tractor-6p", 4, None, {"name": "tractor-4p"}])
def test_a_bad_rule_set_is_refused_naming_it_and_changes_nothing(bad: Any) -> None:
    w = tw.HandViewer(cards=HAND, rules=FIVE)
    view = dict(w._view)
    with pytest.raises(tw.InputError, match=r"rules=.* is not a rule set"):
        w.rules = bad
    assert w.rules is FIVE and w._view == view
    with pytest.raises(tw.InputError, match="is not a rule set"):
        tw.HandViewer(cards=HAND, rules=bad)


def test_rule_options_set_the_preset_with_those_options() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, trump="2C", rules="tractor-5p")
    w.rule_options = {"throw_penalty": "ten-per-card"}
    assert w.rules == te.rules("tractor-5p", throw_penalty="ten-per-card")
    with pytest.raises(tw.InputError, match="throw_penalty"):
        w.rule_options = {"throw_penalty": "lots"}
    with pytest.raises(tw.InputError, match="must be a dict"):
        w.rule_options = "throw_penalty"  # type: ignore[assignment]
    assert w.rules == te.rules("tractor-5p", throw_penalty="ten-per-card")


def test_a_click_reads_the_rule_set_as_it_is() -> None:
    w = tw.LegalPlayHighlighter(hand=HAND, lead=LEAD, trump="2C", rules=FIVE)
    page(w, type="toggle", index=0, card="3D")
    page(w, type="hint")
    assert w.rules is FIVE and w.verdict is not None and w.verdict.legal


def test_the_page_is_sent_the_rule_set_name() -> None:
    detector = tw.TractorDetector(cards="4C 4C 5C 5C", trump="2H", rules=FIVE)
    assert detector._view["controls"]["rules"] == "tractor-5p"
    page(detector, type="set", option="ace_connects_to_rank", value=True)
    assert detector.rules == FIVE.replace(ace_connects_to_rank=True)
    calculator = tw.ScoreCalculator(rules=FIVE, captured_points=60)
    assert calculator._view["inputs"]["rules"] == "tractor-5p"
    assert calculator._view["summary"] == "Score of the hand under tractor-5p"
    page(calculator, type="set", field="rules", value="single-deck")
    assert calculator.rules == te.rules("single-deck")


@pytest.mark.parametrize("widget", fixed(), ids=lambda w: type(w).__name__)
def test_fixed_rules_are_read_only(widget: Any) -> None:
    assert "rules" not in type(widget).class_traits()
    assert widget.rules == FIVE
    view = dict(widget._view)
    for other in ("tractor-4p", te.rules("tractor-5p"), "tractor-6p"):
        with pytest.raises(tw.InputError, match="fixed"):
            widget.rules = other
    with pytest.raises(tw.InputError, match="fixed"):
        widget.rule_options = {}
    widget.rules = FIVE  # the same rule set again changes nothing
    widget.rule_options = {"tractor_follow": "pairs-suffice"}
    assert widget.rules == FIVE and widget._view == view


@pytest.mark.parametrize("cls", [tw.Table, tw.RoundView])
def test_fixed_rules_are_no_keyword_of_their_own(cls: type) -> None:
    rnd = te.Round("tractor-4p", seed=1)
    args = (rnd,) if cls is tw.RoundView else ()
    with pytest.raises(TypeError, match="unexpected keyword argument 'rule_options'"):
        cls(*args, rule_options={"players": 4})
    with pytest.raises(TypeError, match="unexpected keyword argument 'selected'"):
        tw.Table(selected=[0])
