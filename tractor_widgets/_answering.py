"""When the Table's bots answer at pace 0: at once after an action from Python; after a click on
the page, just after the learner's step has gone to the page.

A widget's message reaches the page through the kernel's I/O thread, which needs the
interpreter's lock to send it. Computing the bots' answers straight after the learner's step
held that lock, and the learner's card reached the page about 1.5 ms later (a Play's first
message out of the kernel: 5.2-6.5 ms, against 4.4-4.7 ms with the answers taken 2 ms later on
the kernel's event loop; an echo widget's, 3.0-3.6 ms). Whatever the table does next (a Python
call, the page's next message) takes the answers that are still due first, so no action ever
sees a round the bots have not answered yet.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import wraps
from typing import Any

from ._base import speaking

#: How long after a click's step the bots answer (seconds): time for the I/O thread to send it.
SEND_FIRST_S = 0.002


def acting(method: Callable[..., Any]) -> Callable[..., Any]:
    """A Table's action (from Python or the page): the bots' answers that a click left due
    are taken first, then ``method`` runs in the table's language (``speaking``)."""
    spoken = speaking(method)

    @wraps(method)
    def act(table: Any, *args: Any, **kwargs: Any) -> Any:
        table._answer_now()
        return spoken(table, *args, **kwargs)

    return act


class AnswersAfterTheClick:
    """The Table's part that times the bots' answers. It needs ``_session`` (``due()``),
    ``pace``, ``_settle()``, ``hold_sync()`` and ``_speaking()`` from the widget."""

    _from_page = False  # a page's message is being handled
    _answer_later: asyncio.TimerHandle | None = None

    def _answer(self: Any) -> None:
        """The bots' answers at pace 0, if due: at once from Python; after a click on the page,
        ``SEND_FIRST_S`` later on the kernel's event loop (at once where none runs)."""
        if self.pace != 0 or not self._session.due():
            return
        try:
            loop = asyncio.get_running_loop() if self._from_page else None
        except RuntimeError:
            loop = None
        if loop is None:
            with self.hold_sync():
                self._settle()
        else:
            self._answer_later = loop.call_later(SEND_FIRST_S, self._answer_now)

    def _answer_now(self: Any) -> None:
        """Take the answers a click left waiting, if any, now."""
        later, self._answer_later = self._answer_later, None
        if later is not None:
            later.cancel()
            if self.pace == 0 and self._session.due():
                with self._speaking(), self.hold_sync():
                    self._settle()

    def _on_page_msg(self: Any, widget: Any, content: Any, buffers: Any) -> None:
        self._answer_now()
        self._from_page = True
        try:
            super()._on_page_msg(widget, content, buffers)  # type: ignore[misc]
        finally:
            self._from_page = False
