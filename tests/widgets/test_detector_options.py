"""The TractorDetector's checkboxes are the options the engine's table says can change which
pairs and tractors the cards hold."""

from __future__ import annotations

import pytest

import tractor_engine as te
from tractor_engine.rulebook import options
from tractor_engine.rulebook.options import OPTIONS, Option, Question
from tractor_widgets import tractor_detector


def test_the_checkboxes_are_the_switches_that_change_the_lead_kind() -> None:
    expected = {row.name for row in OPTIONS if Question.LEAD_KIND in row.changes and row.is_switch}
    assert set(tractor_detector.COMBO_OPTIONS) == expected
    assert list(tractor_detector.COMBO_OPTIONS) == [
        "ace_connects_to_rank",
        "no_trump_keeps_rank_trumps",
    ]  # the page's order: the option of a trump suit first
    for name, label in tractor_detector.COMBO_OPTIONS.items():
        assert label == options.option_row(name).label


def test_a_new_row_that_changes_the_lead_kind_gets_a_checkbox(monkeypatch) -> None:
    switch = Option(
        name="hypothetical_switch",
        changes=frozenset({Question.LEAD_KIND}),
        presets=te.PRESETS,
        matters_only_when=(),
        choices=(False, True),
        phrases=("off", "on"),
        label="a hypothetical switch",
    )
    several = Option(
        name="hypothetical_count",
        changes=frozenset({Question.LEAD_KIND}),
        presets=te.PRESETS,
        matters_only_when=(),
        choices=(2, 3),
        phrases=("two", "three"),
    )
    monkeypatch.setattr(options, "OPTIONS", (*OPTIONS, switch, several))
    found = tractor_detector._combo_options()
    assert found["hypothetical_switch"] == "a hypothetical switch"
    assert "hypothetical_count" not in found  # not True or False: no checkbox


def test_a_switch_needs_a_label() -> None:
    with pytest.raises(ValueError, match="needs a label"):
        Option(
            name="unlabelled",
            changes=frozenset({Question.LEAD_KIND}),
            presets=te.PRESETS,
            matters_only_when=(),
            choices=(False, True),
            phrases=(),
        )
