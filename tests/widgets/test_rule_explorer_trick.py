"""RuleExplorer on a found trick ("tricks another seat wins"): each column shows the whole
trick as played under its rule set (every seat's play in order, the engine's note on each),
its winner and the engine's reason (``te.trick_result``), the page's reason is the found
position's (``Difference.reason``), and the static picture says the same."""

from __future__ import annotations

from typing import Any

import tractor_engine as te
import tractor_widgets as tw

from .page import page
from .test_rule_explorer import drive
from .test_rule_explorer_doors import KEEPS, two_searches


def trick_of(position: te.Difference, side: str) -> tuple[Any, te.TrickResult]:
    """The trick under one rule set, as the engine judges it (the expected answer)."""
    plays = getattr(position, f"plays_{side}")
    rules = getattr(position, f"rules_{side}")
    result = te.trick_result([c for _, c in plays], trump=position.trump, rules=rules,
                             seats=[s for s, _ in plays])  # fmt: skip
    return plays, result


def check_trick_shown(w: tw.RuleExplorer, position: te.Difference) -> None:
    view = w._view
    assert view["differs"] is True and view["reason"] == position.reason
    assert view["headline"] == "The two rule sets differ here."
    winners = {}
    for column in view["columns"]:
        side = column["side"]
        plays, result = trick_of(position, side)
        order = te.order(position.trump, getattr(position, f"rules_{side}"))
        rows = [row.split("|") for row in column["trick"]]
        assert [int(r[0]) for r in rows] == [seat for seat, _ in plays]  # every seat, in order
        assert [r[1] for r in rows] == [f"Seat {seat}" for seat, _ in plays]
        assert [r[2] for r in rows] == [" ".join(map(str, cards)) for _, cards in plays]
        assert [r[3] for r in rows] == [
            " ".join("1" if order.is_trump(c) else "0" for c in cards) for _, cards in plays
        ]
        assert [r[4] for r in rows] == [str(j.note) for j in result.plays]
        assert [r[5] for r in rows] == [
            "1" if k == result.winner else "0" for k in range(len(rows))
        ]
        assert column["trick_reason"] == result.reason
        assert column["trick_title"] == f"The trick played under rule set {side.upper()}"
        rules = getattr(position, f"rules_{side}")
        if te.classify_lead(position.lead, trump=position.trump, rules=rules).kind == "throw":
            check = te.check_throw(position.lead, dict(position.others or ()),
                                   trump=position.trump, rules=rules)  # fmt: skip
            assert column["trick_throw"] == f"As a throw: {check.reason}"
        else:
            assert column["trick_throw"] == ""
        for text in column["trick"]:
            for card in text.split("|")[2].split():
                assert card in view["faces"]  # the page can draw every card of the trick
        winners[side] = plays[result.winner][0]
    assert (winners["a"], winners["b"]) == (position.winner_a, position.winner_b)
    assert winners["a"] != winners["b"]
    assert w.trick_results() == {side: trick_of(position, side)[1] for side in "ab"}


def test_find_case_of_a_trick_shows_the_trick_under_each_rule_set() -> None:
    w = two_searches()
    position = w.find_case(kind="trick")
    assert position is not None and position.kind == "trick"
    first = te.find_differences("tractor-4p", KEEPS, kind="trick", seed=0, limit=1, progress=False)
    assert position == next(iter(first))
    check_trick_shown(w, position)


def test_a_trick_found_from_the_page_shows_the_trick() -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    drive(w)
    assert w.position is not None and w.position.kind == "trick"
    check_trick_shown(w, w.position)


def test_the_trick_goes_once_the_position_changes() -> None:
    w = two_searches()
    w.find_case(kind="trick")
    w.trump = "3C"
    assert w.position is None and w.trick_results() is None
    assert all(c["trick"] == [] and c["trick_reason"] == "" for c in w._view["columns"])
    assert w._view["reason"] == w.comparison.reason


def test_a_follow_shows_no_trick() -> None:
    w = two_searches()
    position = w.find_case(kind="follow")
    assert position is not None and w.trick_results() is None
    assert all(c["trick"] == [] for c in w._view["columns"])
    assert w._view["reason"] == position.reason == position.comparison.reason


def test_the_static_picture_shows_the_trick_under_each_rule_set() -> None:
    w = two_searches()
    position = w.find_case(kind="trick")
    assert position is not None
    picture = w._repr_mimebundle_()[0]["text/html"]
    for side in "ab":
        plays, result = trick_of(position, side)
        assert f"The trick played under rule set {side.upper()}" in picture
        for (seat, cards), judged in zip(plays, result.plays, strict=True):
            said = f"Seat {seat}: {te.symbols(cards)} ({judged.note})"
            assert tw._static.esc(said) in picture
        assert tw._static.esc(result.reason) in picture
    assert tw._static.esc(position.reason) in picture


def test_the_trick_is_said_in_the_widgets_language() -> None:
    w = two_searches()
    position = w.find_case(kind="trick")
    assert position is not None
    w.language = "es"
    with te.language("es"):
        expected = {side: trick_of(position, side)[1].reason for side in "ab"}
        reason = position.reason
    assert {c["side"]: c["trick_reason"] for c in w._view["columns"]} == expected
    assert w._view["reason"] == reason and reason != position.reason


def test_a_house_rules_trick_shows_its_winner_under_each_rule_set() -> None:
    """A new option value (rules §10.3: a tractor needs three pairs) against the default."""
    three = te.rules("tractor-4p", tractor_min_pairs=3)
    w = tw.RuleExplorer("tractor-4p", three, hand="3H 4H 9S", lead="7H", trump="2S")
    position = w.find_case(kind="trick")
    assert position is not None and position.rules_b == three
    check_trick_shown(w, position)
    # the lead: a tractor under A, a throw of two pairs under B, checked against the others
    throws = {}
    for rules in (position.rules_a, position.rules_b):
        lead = te.classify_lead(position.lead, trump=position.trump, rules=rules)
        check = te.check_throw(position.lead, dict(position.others or ()), trump=position.trump,
                               rules=rules)  # fmt: skip
        throws[rules] = (lead.kind, check)
    assert throws[position.rules_a][0] == "tractor" and throws[three][0] == "throw"
    column_a, column_b = w._view["columns"]
    assert column_a["trick_throw"] == ""
    check = throws[three][1]
    assert not check.stands and column_b["trick_throw"] == f"As a throw: {check.reason}"
    assert "costs 20 points" in check.reason
    picture = w._repr_mimebundle_()[0]["text/html"]
    assert tw._static.esc(column_b["trick_throw"]) in picture
