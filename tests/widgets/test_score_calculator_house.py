"""The ScoreCalculator under the kitty multipliers of rules §10.8, which read the last lead's
layout: the widget passes the lead's cards and its trump, and the engine decides."""

from __future__ import annotations

import pytest

import tractor_engine as te
import tractor_widgets as tw

TABLE = [("twice-largest-unit", 8), ("power-of-largest-unit", 16), ("by-shape", 8)]


@pytest.mark.parametrize(("value", "times"), TABLE)
def test_the_layout_multipliers_read_the_cards_and_the_trump(value: str, times: int) -> None:
    rules = te.rules("tractor-4p", kitty_multiplier=value)
    w = tw.ScoreCalculator(
        rules=rules, captured_points=40, kitty="KS 5C", last_lead="6H 6H 5H 5H 9H", trump="2S"
    )
    assert w.last_lead == 5 and w.last_lead_cards == ["6H", "6H", "5H", "5H", "9H"]
    assert w.result.multiplier == times
    assert w.result.defender_points == 40 + 15 * times
    assert w._view["steps"][2]["value"] == f"×{times}"


def test_the_trump_changes_the_layout() -> None:
    """7♥7♥5♥5♥: two pairs under 2♠, a tractor under 6♠ (the trump rank is skipped)."""
    rules = te.rules("tractor-4p", kitty_multiplier="by-shape")
    w = tw.ScoreCalculator(rules=rules, captured_points=0, kitty="KS", last_lead="7H 7H 5H 5H",
                           trump="2S")  # fmt: skip
    assert w.result.multiplier == 4
    w.trump = "6S"
    assert w.result.multiplier == 8


def test_a_count_keeps_working_for_the_count_multipliers() -> None:
    w = tw.ScoreCalculator(rules="tractor-5p", captured_points=40, kitty="KS 5C", last_lead=3)
    assert w.result.multiplier == 8 and w.last_lead_cards == []
    w.last_lead = "AS AS KS"
    assert w.result.multiplier == 8 and w.last_lead_cards == ["AS", "AS", "KS"]
    w.last_lead = 2  # another count drops the kept cards
    assert w.last_lead_cards == [] and w.result.multiplier == 4


def test_the_page_may_send_the_cards() -> None:
    rules = te.rules("tractor-4p", kitty_multiplier="by-shape")
    w = tw.ScoreCalculator(rules=rules, captured_points=40, kitty="KS", last_lead="AS", trump="2H")
    w._page_set({"field": "last_lead", "value": "AS AS KS"})
    assert not w._error and w.result.multiplier == 4
    w._page_set({"field": "last_lead", "value": "2"})  # a count: the engine asks for the cards
    assert "give last_lead as its cards" in w._error
