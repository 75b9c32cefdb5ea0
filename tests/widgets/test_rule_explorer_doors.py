"""RuleExplorer's doors: a refused assignment or search changes nothing (the selection, the
found position, the criteria, a search under way), ``others`` takes text hands and refuses a
seat that is not one by name, and two searches never advance one engine generator at once
(a second search of the same waits for the first; one of other criteria replaces it)."""

from __future__ import annotations

import copy
import time
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.compare import differences
from tractor_widgets._coerce import InputError
from tractor_widgets.rule_explorer import _Search

from .page import page
from .test_rule_explorer import drive, explorer

# Rule sets whose tricks and follows differ within a few rounds (a no-trump hand keeps or
# loses its rank cards as trumps), so that each search takes well under a second.
KEEPS = te.rules("tractor-4p", no_trump_keeps_rank_trumps=True)


def two_searches() -> tw.RuleExplorer:
    return tw.RuleExplorer("tractor-4p", KEEPS, hand="3H 4H 9S", lead="7H", trump="2S")


def everything(w: tw.RuleExplorer) -> dict[str, Any]:
    """Every trait and attribute a refusal must leave as it was."""
    return copy.deepcopy({
        "hand": list(w.hand), "lead": list(w.lead), "trump": w.trump, "others": dict(w.others),
        "rules_a": w.rules_a, "rules_b": w.rules_b, "selected": list(w.selected),
        "position": w.position, "criteria": dict(w._criteria), "view": dict(w._view),
        "selection": dict(w._selection), "comparison": w.comparison,
    })  # fmt: skip


def found() -> tw.RuleExplorer:
    """A widget on a found position, with two cards selected."""
    w = tw.RuleExplorer("tractor-4p", KEEPS, seed=0)
    assert w.position is not None
    w.selected = [0, 1]
    return w


# --- 6. a refusal changes nothing ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("hand", "5H 5H 5H"),
        ("lead", "5H 5H 5H"),
        ("rules_b", te.rules("single-deck")),  # the found hand holds two copies of a card
        ("rules_a", "single-deck"),
        ("others", {1: "5H 5H 5H"}),
    ],
)
def test_a_refused_assignment_on_a_found_position_changes_nothing(name: str, value: Any) -> None:
    w = found()
    before = everything(w)
    with pytest.raises(InputError):
        setattr(w, name, value)
    assert everything(w) == before
    assert w.selected == [0, 1] and w.position is not None


def test_an_accepted_assignment_still_empties_the_selection_and_drops_the_position() -> None:
    w = found()
    w.trump = "3C"
    assert w.selected == [] and w.position is None


def test_a_refused_find_case_keeps_the_criteria_for_the_next_search() -> None:
    w = two_searches()
    w.find_case(kind="follow", lead="pair")
    before = everything(w)
    with pytest.raises(InputError, match="hand"):
        w.find_case(kind="hand", lead="pair")  # a whole round has no lead kind
    assert everything(w) == before
    assert w._criteria == {"kind": "follow", "lead": "pair", "void": None}
    again = w.find_case()  # searches with the criteria kept
    assert again == expected("follow", 2, lead="pair")[1]


def test_a_refused_page_search_keeps_the_criteria_and_the_search_under_way() -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    running = w._finder
    assert w.searching and running is not None
    page(w, type="find", kind="hand", lead="pair", void="")
    assert w._view["error"].startswith("Not searched:")
    assert w._criteria == {"kind": "trick", "lead": None, "void": None}
    assert w._finder is running and not running.finished and w.searching
    drive(w)
    assert w.position is not None and w.position.kind == "trick"


# --- 7. the other hands ----------------------------------------------------------------------


def test_other_hands_may_be_texts_with_seats_as_ints_or_digit_strings() -> None:
    w = explorer(hand="5H 6H 9S", lead="7H", trump="2S", others={"1": "3S 4S", 2: ["KD", "KD"]})
    assert w.others == {1: ["3S", "4S"], 2: ["KD", "KD"]}
    assert w._view["others"] == [["Seat 1", "3S 4S"], ["Seat 2", "KD KD"]]
    w.others = {"3": te.Cards("AC AC")}
    assert w.others == {3: ["AC", "AC"]}


@pytest.mark.parametrize(
    ("others", "named"),
    [
        ({"²": "3S 4S"}, "'²'"),
        ({"-1": "3S"}, "'-1'"),
        ({-1: "3S"}, "-1"),
        ({True: "3S"}, "True"),
        ({"one": "3S"}, "'one'"),
        ({1: "3S", "1": "4S"}, "seat 1 is given twice"),
        ({"1": "3S 1Z"}, "others['1']"),
    ],
)
def test_a_bad_seat_or_hand_in_others_is_refused_by_name(others: Any, named: str) -> None:
    with pytest.raises(InputError) as refused:
        explorer(hand="5H 6H 9S", lead="7H", trump="2S", others=others)
    assert named in str(refused.value)
    w = explorer(hand="5H 6H 9S", lead="7H", trump="2S")
    before = everything(w)
    with pytest.raises(InputError):
        w.others = others
    assert everything(w) == before


# --- 8. two searches at once -----------------------------------------------------------------


@pytest.fixture
def slow_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each round of a search takes 20 ms more (and its aimed positions 50 ms), so that a
    search started from the page is still running when the test's second search comes."""
    progress = _Search._progress

    def slowly(self: _Search, done: int, total: int) -> None:
        time.sleep(0.02)
        progress(self, done, total)

    monkeypatch.setattr(_Search, "_progress", slowly)
    aimed = differences.aimed_findings

    def aimed_slowly(*args: Any) -> Any:  # the aimed positions come first in each round
        time.sleep(0.05)
        return aimed(*args)

    monkeypatch.setattr(differences, "aimed_findings", aimed_slowly)


def expected(kind: str, n: int = 1, **criteria: Any) -> list[te.Difference]:
    return list(te.find_differences("tractor-4p", KEEPS, kind=kind, seed=0, limit=n,
                                    progress=False, **criteria))  # fmt: skip


def test_find_case_while_the_page_searches_the_same_waits_for_it(slow_rounds: None) -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    assert w._finder is not None and w._finder.running
    assert w.searching
    position = w.find_case()  # the same criteria: the page's search, waited for
    assert position == expected("trick")[0] == w.position
    assert not w.searching and not w._tick and not w._view["error"]
    assert w._search["text"].startswith("Found a case")
    late = page(w, type="tick", id=w._tick_id)  # the page's tick, already on its way
    assert late == [{"type": "ack", "seq": 1}] and w.position == position
    assert w.find_case() == expected("trick", 2)[1]  # and it goes on from there


def test_find_case_of_other_criteria_replaces_the_pages_search(slow_rounds: None) -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    assert w._finder is not None and w._finder.running
    old = w._finder
    assert old is not None
    position = w.find_case(kind="follow", lead="pair")
    assert not old.running and old.finished  # stopped, and its thread ended
    assert position == expected("follow", lead="pair")[0] == w.position
    assert not w.searching and not w._view["error"]


def test_a_page_search_after_find_case_goes_on_from_it() -> None:
    w = two_searches()
    first = w.find_case(kind="trick")
    page(w, type="find", kind="trick", lead="", void="")
    drive(w)
    assert [first, w.position] == expected("trick", 2)


def test_a_second_find_of_the_same_joins_the_search_under_way(slow_rounds: None) -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    assert w._finder is not None and w._finder.running
    running = w._finder
    page(w, type="find", kind="trick", lead="", void="")
    assert w._finder is running and w.searching
    drive(w)
    assert w.position == expected("trick")[0] and not w._view["error"]
    assert "stopped" not in w._search["text"]


def test_a_second_find_of_other_criteria_replaces_the_search_under_way(slow_rounds: None) -> None:
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    assert w._finder is not None and w._finder.running
    old = w._finder
    assert old is not None
    page(w, type="find", kind="follow", lead="pair", void="")
    assert old.finished and not old.running and w._finder is not old and w.searching
    drive(w)
    assert w.position == expected("follow", lead="pair")[0] and not w._view["error"]


def test_without_threads_find_case_and_the_pages_ticks_take_turns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_thread(self: Any) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr("threading.Thread.start", no_thread)
    w = two_searches()
    page(w, type="find", kind="trick", lead="", void="")
    assert w.searching and w._finder is not None and not w._finder.threaded
    first = w.find_case()
    assert not w.searching
    page(w, type="find", kind="trick", lead="", void="")
    page(w, type="tick", id=w._tick["id"])  # searches here, until the next position
    assert not w.searching and [first, w.position] == expected("trick", 2)


# --- a throw's verdict says its cost once ------------------------------------------------------


@pytest.mark.parametrize(
    ("penalty", "cost"),
    [("ten-per-card", "the throw costs 30 points"), ("ten-per-attempt", "costs 10 points")],
)
def test_a_failed_throw_says_what_it_costs_once(penalty: str, cost: str) -> None:
    """Rules §10.7's example: lead 8♥8♥ 7♥ 2♥ (trump 4♠), seat 1 holds 3♥: the throw fails.
    The column says the engine's reason, which names the cost, and no second cost sentence
    (before: "... costs 30 points (...). It costs 30 points.")."""
    rules = te.rules("tractor-4p", throw_penalty=penalty)
    others = {1: "3H 5C 6D 7D", 2: "6C 8D 9D 10D", 3: "7C JD QD KD"}
    w = tw.RuleExplorer(rules, rules, hand=others[1], lead="8H 8H 7H 2H", trump="4S",
                        others=others)  # fmt: skip
    check = te.check_throw("8H 8H 7H 2H", others, trump="4S", rules=rules)
    assert not check.stands and cost in check.reason
    for column in w._view["columns"]:
        assert column["throw"] == f"As a throw: {check.reason}"
        assert column["throw"].count("costs") == 1
