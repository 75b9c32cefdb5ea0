"""RuleExplorer with two rule sets that cannot differ: the search never starts, and the reason
(``te.cannot_differ``) is shown at once, from the page's Find button and from ``find_case``."""

from __future__ import annotations

from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.compare import differences

from .page import page

R4 = te.rules("tractor-4p")
ACE = te.rules("tractor-4p", ace_connects_to_rank=True)
HAND, LEAD, TRUMP = "5H 5H 6H 6H 9H 9H 10H 10H 3S KC", "JH JH QH QH", "2S"


@pytest.fixture
def no_search(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Fail the test if a single round is dealt by the search."""
    dealt: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        dealt.append(args)
        raise AssertionError("the search started")

    monkeypatch.setattr(differences, "walk_round", refuse)
    return dealt


def explorer(rules_b: te.RuleSet) -> tw.RuleExplorer:
    return tw.RuleExplorer(rules_a=R4, rules_b=rules_b, hand=HAND, lead=LEAD, trump=TRUMP)


@pytest.mark.parametrize("rules_b", [R4, ACE], ids=["same", "ace-under-pairs-suffice"])
def test_find_button_says_why_at_once(rules_b: te.RuleSet, no_search: list[Any]) -> None:
    w = explorer(rules_b)
    page(w, type="find", kind="follow", lead="", void="")
    assert not w.searching and not w._tick and w._finder is None
    assert w._search["text"] == te.cannot_differ("follow", R4, rules_b)
    assert not no_search


def test_find_case_says_why_and_finds_nothing(no_search: list[Any]) -> None:
    w = explorer(ACE)
    assert w.find_case(kind="follow") is None
    assert "ace_connects_to_rank" in w._search["text"] and "tractor_follow" in w._search["text"]
    assert not w.searching and not no_search


def test_starting_without_a_position_refuses_at_once(no_search: list[Any]) -> None:
    with pytest.raises(te.CannotDiffer, match="the same"):
        tw.RuleExplorer(rules_a=R4, rules_b=R4)
    assert not no_search


def test_the_reason_is_said_in_the_widgets_language(no_search: list[Any]) -> None:
    w = tw.RuleExplorer(rules_a=R4, rules_b=ACE, hand=HAND, lead=LEAD, trump=TRUMP, language="es")
    w.find_case(kind="follow")
    with te.language("es"):
        assert w._search["text"] == te.cannot_differ("follow", R4, ACE)
