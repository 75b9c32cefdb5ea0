"""What the Table asks of its bots beyond their moves: the Hint (the strong bot's, with its
reason, when the table plays strong), a bot's reason for its play ("Why?"), and the bots' level.

``AsksTheBots`` is the Table's part for them; it needs ``_session``, ``_thinker``,
``_click_loop()``, ``_say()``, ``_settle()``, ``_drop_thought()``, ``select()``,
``hold_sync()`` and the traits ``_controls``, ``_status`` and ``_why`` from the widget.
"""

from __future__ import annotations

from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import say

from . import view
from .answering import acting
from .session import Hint


class AsksTheBots:
    """The Table's Hint, Why? and level (see the module docstring)."""

    _session: Any
    _thinker: Any
    _controls: Any
    _status: Any
    _why: Any

    @acting
    def hint(self: Any) -> te.Verdict:
        """Select a legal action's cards and say why it is legal (the greedy bot's choice when
        leading, burying, bidding or calling; ``follow_options(...).example()`` following).
        With ``bots="strong"``, the strong bot's choice and its reason: from the page it thinks
        in its thread (the status line says so, the hint comes when it is done); from Python
        the call returns with it."""
        session = self._session
        loop = self._click_loop()
        thought = session.hint_thought() if loop is not None else None
        if thought is not None:
            job = self._thinker.start(thought, loop, self._thought_arrived)
            if not job.claim():
                session.thinking = thought.seat
                text = say("Thinking about a hint\u2026")
                self._status = {"text": text, "verdict": "info"}  # not yet a verdict
                return te.Verdict(True, text)
            self._thinker.forget(job)
            return self._show_hint(session.hint((thought, *job.answer())))
        return self._show_hint(session.hint())

    def _show_hint(self: Any, hint: Hint | None) -> te.Verdict:
        """Select the hint's cards and say it (None: thought for another position, dropped)."""
        if hint is None:
            return te.Verdict(False, "")
        with self.hold_sync():
            if hint.cards:
                self.select(te.format_cards(hint.cards))
            if hint.call is not None:
                card, which = hint.call
                self._controls = dict(self._controls, call_hint=[str(card), which])
            return self._say(hint.verdict)

    @property
    def level(self: Any) -> str | None:
        """The level every bot plays at (``"strong"``; None when the seats' bots differ).
        Setting it (or the page's picker) makes every bot seat play at that level from its
        next decision; a thought in progress is dropped and asked again at the new level."""
        return self._session.level

    @level.setter
    def level(self: Any, name: Any) -> None:
        self.set_level(name)

    @acting
    def set_level(self: Any, name: Any) -> te.Verdict:
        """Every bot seat plays at level ``name`` (``te.bots_named``'s) from its next decision;
        an unknown name is refused (InputError from Python, the status line from the page)."""
        self._drop_thought()
        self._session.set_level(name)
        text = view.level_set(name)
        with self.hold_sync():
            self._status = {"text": text, "verdict": "info"}
            self._settle(self._click_loop())
        return te.Verdict(True, text)

    @acting
    def why(self: Any) -> str | None:
        """Show (and return) why the last bot play on the table was played, in the table's
        language: the bot's reason (``te.SearchReason.sentence``), as the learner's "Why?"
        button does. None when no bot play on the table has one. The reason may name cards
        of the bot's hand that it did not play: it is sent to the page only when asked."""
        mark = view.trick(self._session).get("why")
        if self._session.seat is None:
            mark = None
            for play in reversed(view.trick(self._session)["plays"]):
                if "why" in play:
                    return play["why"]
        if mark is None:
            self._why = {}
            return None
        text = view.why_text(self._session, mark["step"])
        self._why = {} if text is None else {**mark, "text": text}
        return text


__all__ = ["AsksTheBots"]
