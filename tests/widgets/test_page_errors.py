"""A page message whose handler fails: the error is shown, logged, and changes nothing.

An unexpected exception in a handler (a bug, like ``{}["typo"]``) is neither swallowed nor
let loose in the kernel: the widget's ``_page_error`` (synced, drawn on the page as an alert)
names it briefly, the ``tractor_widgets`` logger records the whole traceback, and every trait
is put back as it was before the message. The engine's expected refusals (``InputError``,
``IllegalPlay``) stay quiet, as before. The next message that is handled clears the error.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw

from .page import page
from .test_round_view import played

HAND = "3D 4D 5D AD AD 9S 9S KC 2H"


def _state(widget: Any) -> dict[str, Any]:
    """Every trait of the widget but ipywidgets' own (comm, keys, log, layout...)."""
    skip = {"comm", "keys", "log", "layout", "tabbable", "tooltip"}
    return {name: widget.trait_values()[name] for name in widget.trait_names() if name not in skip}


def _typo(widget: Any, msg: dict[str, Any]) -> None:
    """A buggy handler: it changes traits (public, private, in place) and then fails."""
    widget.selected = [0, 2]
    widget.cards = "5S 6S"
    widget._view["scribbled"] = True
    widget._scratch = "half done"
    {}["typo"]  # the bug


def test_handler_bug_is_shown_logged_and_changes_nothing(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    w = tw.HandViewer(cards=HAND, selected=[1])
    before = _state(w)
    view_before = dict(w._view)
    monkeypatch.setitem(type(w)._message_table, "toggle", _typo)
    with caplog.at_level(logging.ERROR, logger="tractor_widgets"):
        acks = page(w, type="toggle", index=0, card="3D")
    # the page is still answered, so it stops waiting
    assert acks[-1] == {"type": "ack", "seq": 1}
    # the error is shown on the page: short, naming the exception
    assert "KeyError" in w._page_error and "'typo'" in w._page_error
    assert "\n" not in w._page_error and len(w._page_error) < 300
    assert "_page_error" in w.keys  # synced to the page
    # nothing changed: every trait, the view (changed in place too) and the plain attributes
    after = _state(w)
    after.pop("_page_error")
    before.pop("_page_error")
    assert after == before
    assert w._view == view_before and "scribbled" not in w._view
    assert w.selected == [1] and w.cards == before["cards"]
    assert not hasattr(w, "_scratch")
    # the kernel's log has the whole traceback
    records = [r for r in caplog.records if r.name.startswith("tractor_widgets")]
    assert len(records) == 1
    record = records[0]
    assert record.levelno == logging.ERROR
    assert record.exc_info is not None and record.exc_info[0] is KeyError
    assert "HandViewer" in record.getMessage() and "toggle" in record.getMessage()
    assert "_typo" in caplog.text  # the traceback names the failing handler

    # the next message that is handled clears the error
    monkeypatch.undo()
    page(w, type="toggle", index=3, card="AD")
    assert w._page_error == ""
    assert w.selected == [1, 3]


def test_handler_bug_in_a_widget_that_holds_its_sync(monkeypatch: pytest.MonkeyPatch) -> None:
    """RoundView's handler holds the sync of its step and view: the error still undoes both."""
    view = tw.RoundView(played("tractor-4p", 11))
    view.step = 5
    before = (view.step, dict(view._view))

    def go_then_fail(widget: Any, msg: dict[str, Any]) -> None:
        with widget.hold_sync():
            widget.step = 8
        raise TypeError("a handler bug")

    monkeypatch.setitem(type(view)._message_table, "go", go_then_fail)
    page(view, type="go", step=8)
    assert (view.step, view._view) == before
    assert view._page_error.startswith("TypeError")


@pytest.mark.parametrize(
    "refusal",
    [te.InputError("seat 7 is not at the table"), te.IllegalPlay("you must follow suit")],
)
def test_expected_refusals_stay_quiet(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, refusal: Exception
) -> None:
    w = tw.HandViewer(cards=HAND)

    def refuse(widget: Any, msg: dict[str, Any]) -> None:
        raise refusal

    monkeypatch.setitem(type(w)._message_table, "toggle", refuse)
    with caplog.at_level(logging.ERROR, logger="tractor_widgets"):
        assert page(w, type="toggle", index=0, card="3D") == [{"type": "ack", "seq": 1}]
    assert w._page_error == ""
    assert w.selected == []
    assert not [r for r in caplog.records if r.name.startswith("tractor_widgets")]


def test_a_refusal_clears_an_earlier_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message the widget refuses as expected was handled: the error of an earlier bug goes."""
    w = tw.HandViewer(cards=HAND)
    monkeypatch.setitem(type(w)._message_table, "toggle", _typo)
    page(w, type="toggle", index=0, card="3D")
    assert w._page_error
    monkeypatch.undo()
    page(w, type="toggle", index=99, card="3D")  # out of range: ignored by the handler
    assert w._page_error == "" and w.selected == []


def test_malformed_messages_the_widgets_ignore_show_no_error() -> None:
    """The messages the existing tests send as garbage are refused by the handlers themselves."""
    w = tw.HandViewer(cards=HAND)
    for bad in ({"index": "x"}, {"index": 99, "card": "3D"}, {"index": True}, {}):
        page(w, type="toggle", **bad)
        assert w._page_error == "" and w.selected == []
    page(w, type="nonsense")
    assert w._page_error == ""
    t = tw.Table("tractor-4p", seat=0, seed=1)
    for bad in ({"what": 3}, {"what": "call", "card": 5}, {"what": "nope"}, {"index": "x"}):
        assert page(t, type="act", **bad)[-1]["type"] == "ack"
        assert t._page_error == ""
