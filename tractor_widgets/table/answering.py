"""What the Table sends when the learner acts, and when its bots answer: after an action from
Python, the page and then (pace 0) the answers at once; after a click, the learner's card and
the status line first, the rest of the page and the answers just after they have gone.

A widget's message reaches the page through the kernel's I/O thread, which needs the
interpreter's lock to send it: computing the bots' answers straight after the learner's step
held that lock while the step waited. Now the click's handler sends the trick and the status
line, and ends; the rest follows ``SEND_FIRST_S`` later from the kernel's event loop (figures
in benchmarks/kernel_bench.py's docstring): the emptied selection first, whose redraw of the
hand cost the page about 0.7 ms before the card showed (benchmarks/draw_bench.py), then the
rest of the page and the bots' answers. Whatever the table does next (a Python call, the
page's next message) sends what is still waiting first, so no action ever sees a round the
bots have not answered yet, nor a page that has not been told.

A bot's thinking runs in a worker thread (``thinking.py``): from the page (a click, a tick, the
delayed answers) the loop waits for it only briefly, and a slow bot's answer is posted back to
the loop and taken there if the table is still at the position it was asked for. From Python
every call waits for a bot that is thinking (``_land_thought``), except Undo, which drops it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import wraps
from typing import Any

from .._base import speaking
from . import view

#: How long after a click's step the bots answer (seconds): time for the I/O thread to send it.
SEND_FIRST_S = 0.002


def acting(method: Callable[..., Any]) -> Callable[..., Any]:
    """A Table's action (from Python or the page): the bots' answers that a click left due
    are taken first, then ``method`` runs in the table's language (``speaking``). From Python
    (not Undo, which drops it) a bot that is thinking is waited for and its answer taken first
    (``_land_thought``); from the page it thinks on."""
    spoken = speaking(method)
    waits = method.__name__ != "undo"

    @wraps(method)
    def act(table: Any, *args: Any, **kwargs: Any) -> Any:
        loop = table._click_loop()
        table._answer_now(loop)
        if loop is None and waits:
            table._land_thought()
        return spoken(table, *args, **kwargs)

    return act


class AnswersAfterTheClick:
    """The Table's part that sends a step and times the bots' answers. It needs ``_session``,
    ``pace``, ``selected``, ``_trick``, ``_refresh()``, ``_say()``, ``_settle()``,
    ``hold_sync()`` and ``_speaking()`` from the widget."""

    _from_page = False  # a page's message (or a thought's answer) is being handled
    _answer_later: asyncio.TimerHandle | None = None
    selected: list[int]  # the widget's trait

    def _send_step(self: Any, verdict: Any, news: str | None) -> Any:
        """The learner's step, taken: from Python, the whole page in one message and the bots'
        answers (pace 0) in the next; after a click, the trick and the status line alone, and
        ``SEND_FIRST_S`` later the emptied selection, then the rest of the page and the bots'
        answers. ``selected`` is empty at once in Python either way. Returns ``_say``'s."""
        loop = self._click_loop()
        with self.hold_sync():
            if loop is None:
                self.selected = []
                self._refresh()
            else:
                # the selection is emptied now and told to the page with the rest: the hand
                # the page would lay out again for it loses the played cards just after
                with self._lock_property(selected=[]):
                    self.selected = []
                with self._speaking():
                    self._trick = view.trick(self._session)
            said = self._say(verdict, news)
        if loop is not None:
            self._answer_later = loop.call_later(SEND_FIRST_S, self._answer_now, loop)
        elif self.pace == 0 and self._session.due():
            with self.hold_sync():
                self._settle()
        return said

    def _click_loop(self: Any) -> asyncio.AbstractEventLoop | None:
        """The event loop that runs the page's message being handled (None: none, or a call
        from Python)."""
        if not self._from_page:
            return None
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            return None

    def _answer_now(self: Any, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Send what a click left waiting (the page's rest, the bots' answers), if any, now;
        ``loop``: on the kernel's loop, where a slow bot thinks on in its thread."""
        later, self._answer_later = self._answer_later, None
        if later is not None:
            later.cancel()
            self.send_state("selected")
            with self._speaking(), self.hold_sync():
                self._settle(loop)

    def _on_page_msg(self: Any, widget: Any, content: Any, buffers: Any) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        self._answer_now(loop)
        self._from_page = True
        try:
            super()._on_page_msg(widget, content, buffers)  # type: ignore[misc]
        finally:
            self._from_page = False
