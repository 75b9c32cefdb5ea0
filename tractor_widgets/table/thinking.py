"""A bot's thinking off the kernel's event loop: one thought at a time in a worker thread, its
answer posted back to the loop.

A strong bot thinks for up to its time budget a decision (``te.SearchBot`` measures it with
``time.thread_time()``, so a thread of its own is timed fairly). The kernel's event loop runs
the page's messages: while a bot thinks there, the page answers clicks, Undo and Hint. A thought
(``session.Thought``) is run by ``Thinker.start`` in a daemon thread; a fast bot's answer (the
greedy bot's, a fraction of a millisecond) is waited for up to ``WAIT_S`` and taken at once, as
before, and a slow one's is posted back with ``loop.call_soon_threadsafe``. The answer is keyed
by the position it was asked for (``Thought.key``): the table takes it only if it is still at
that position, so an Undo (``cancel``) while a bot thinks drops its late answer. Python's own
calls wait for the answer (``finish``): ``Table.play(...)`` returns with the bots' answers done.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import threading
from collections.abc import Callable
from typing import Any

from .session import Thought

#: How long the loop waits for a thought before it lets the page go on (seconds): the greedy
#: bot answers well within it, so its answers still go to the page in one message.
WAIT_S = 0.05


class Job:
    """One thought being thought: its ``Thought``, and once done ``action`` and ``why`` (or the
    ``error`` it raised). ``claimed``: its answer was taken (``claim``), so the posted callback,
    or a later wait, does nothing; ``wanted``: the table waits for it (pace 0, or the page's
    tick came), so its answer is taken as soon as it arrives."""

    def __init__(self, thought: Thought) -> None:
        self.thought = thought
        self.done = threading.Event()
        self.action: Any = None
        self.why: Any = None
        self.error: BaseException | None = None
        self.claimed = False
        self.posted = False
        self.wanted = False
        self._lock = threading.Lock()

    def answer(self) -> tuple[Any, Any]:
        """The bot's action and reason; the bot's own error raised again here."""
        if self.error is not None:
            raise self.error
        return self.action, self.why

    def claim(self) -> bool:
        """Take this job's answer here (once done): True the first time only, wherever it is
        taken (where it was waited for, or in the callback posted to the loop)."""
        with self._lock:
            if self.claimed or not self.done.is_set():
                return False
            self.claimed = True
            return True


class Thinker:
    """The table's thinking: at most one live ``Job``; ``start`` a thought, ``cancel`` it
    (its answer is then dropped), ``finish`` it (wait for it from Python)."""

    def __init__(self) -> None:
        self.job: Job | None = None
        #: How many answers came for a thought that had been dropped (and were not taken).
        self.dropped = 0

    def running(self, thought_key: Any = None) -> Job | None:
        """The live job (for ``thought_key``'s position only, when given), done or not."""
        job = self.job
        if job is None or (thought_key is not None and job.thought.key != thought_key):
            return None
        return job

    def start(
        self,
        thought: Thought,
        loop: asyncio.AbstractEventLoop | None,
        arrived: Callable[[Job], None],
        wait: float = WAIT_S,
    ) -> Job:
        """Think ``thought`` in a worker thread; wait up to ``wait`` seconds for it. Returns the
        job: the caller takes its answer if it came in time (``Job.claim``); otherwise
        ``arrived(job)`` is called on ``loop`` once it is done (never, without a loop:
        ``finish`` it)."""
        job = Job(thought)
        self.job = job
        # the callback runs in the context of the call that asked (a kernel keeps the message
        # being handled in context variables: the answer's updates go out as that message's),
        # the thought in a copy of it (the language in force)
        asked, thinking = contextvars.copy_context(), contextvars.copy_context()

        def think() -> None:
            try:
                job.action, job.why = thought.think()
            except BaseException as exc:  # carried to the loop, shown on the page there
                job.error = exc
            with job._lock:
                job.done.set()
                if job.claimed or loop is None or loop.is_closed():
                    return
                job.posted = True
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody waits
                loop.call_soon_threadsafe(arrived, job, context=asked)

        threading.Thread(
            target=thinking.run, args=(think,), name=f"tw-table-seat-{thought.seat}", daemon=True
        ).start()
        if wait > 0:
            job.done.wait(wait)
        return job

    def finish(self) -> Job | None:
        """Wait for the live job and take its answer here (from Python: the answers are done
        when a call returns; a callback already posted then finds it taken). None when there
        is none, or it was taken already."""
        job = self.job
        if job is None:
            return None
        job.done.wait()
        return job if job.claim() else None

    def forget(self, job: Job) -> None:
        """``job`` has been answered (or dropped): no job is live now."""
        if self.job is job:
            self.job = None

    def cancel(self) -> None:
        """Drop the live job: its answer, when it comes, is not taken (the thread ends on its
        own, within its bot's budget)."""
        self.job = None


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (a kernel's, while it runs a cell or a page's message)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class ThinksOffTheLoop:
    """The Table's part that runs its bots' thoughts and asks the page for its ticks: it
    needs ``_session``, ``pace``, ``_tick``, ``_tick_id``, ``advance()``,
    ``_thinker``, ``_refresh()``, ``_advance()``, ``_status``, ``hold_sync()``,
    ``_speaking()``, ``_handle_page_msg()`` and ``_show_hint()`` from the widget.

    At pace 0 on the loop (``_think_on``) the bots' answers are taken one after another, each
    thought in its thread; a slow one leaves the loop free and goes on when it arrives
    (``_thought_arrived``). At a pace, the thought due next starts as soon as the page is told
    to wait (``_pre_think``), and the page's tick takes it (``_tick_thought``), at once if it
    has arrived, else as soon as it does."""

    _session: Any
    _thinker: Thinker
    pace: float

    def _schedule(self: Any) -> None:
        """Ask the page for the next automatic step after ``pace`` seconds, if one is due."""
        ms = self._session.wait_ms(self.pace)
        if ms is not None and self._session.thinking is None:
            self._tick_id += 1
            self._tick = {"id": self._tick_id, "ms": ms}
            self._pre_think()
        elif self._tick:
            self._tick = {}

    def _page_tick(self: Any, msg: dict[str, Any]) -> None:
        if msg.get("id") != self._tick_id or not self._tick:
            return  # a late or repeated tick (two views of one table): ignored
        loop = self._click_loop()
        if loop is None or not self._tick_thought(loop):
            self.advance(1)

    def _think_on(self: Any, loop: asyncio.AbstractEventLoop) -> None:
        """Take the automatic steps due, each bot thinking in its thread; stop at a bot that
        is still thinking (its answer goes on from ``_thought_arrived``). Then redraw."""
        session = self._session
        news = None
        while session.due():
            job = self._thinker.running(session.position_key())
            if job is None:
                thought = session.thought()
                if thought is None:
                    news = session.step() or news
                    continue
                job = self._thinker.start(thought, loop, self._thought_arrived)
            job.wanted = True
            if not job.claim():
                session.thinking = job.thought.seat
                break
            taken, said = self._land(job)
            news = said or news
            if not taken:
                break
        self._redraw(news)

    def _redraw(self: Any, news: str | None) -> None:
        with self.hold_sync():
            self._refresh()
            if news is not None:
                self._status = {"text": news, "verdict": "info"}

    def _land(self: Any, job: Job) -> tuple[bool, str | None]:
        """Take a claimed job's answer (a bot's action) if the table is still at its position;
        the bot's own error is raised here."""
        self._thinker.forget(job)
        session = self._session
        if session.thinking == job.thought.seat:
            session.thinking = None
        action, why = job.answer()
        return session.answer(job.thought, action, why)

    def _thought_arrived(self: Any, job: Job) -> None:
        """On the loop: a thought's answer has come. Taken if the table waits for it and is
        still at its position (an Undo has dropped it: nothing happens); a hint's is said."""
        if job.claimed:
            return  # taken where it was waited for
        if self._thinker.job is not job:
            self._thinker.dropped += 1
            return  # dropped (Undo, another action): its answer must not land
        if not (job.wanted or job.thought.hint):
            return  # thought ahead at a pace: the page's tick takes it
        if not job.claim():
            return

        def go(table: Any, _content: Any) -> None:
            if job.thought.hint:
                self._thinker.forget(job)
                if self._session.thinking == job.thought.seat:
                    self._session.thinking = None
                self._show_hint(self._session.hint((job.thought, *job.answer())))
                return
            taken, news = self._land(job)
            if not taken:
                self._redraw(None)
            elif self.pace == 0:
                self._think_on(running_loop() or asyncio.get_event_loop())
            else:
                self._redraw(news)

        self._from_page = True
        try:
            self._handle_page_msg("thought", go, {})
        finally:
            self._from_page = False

    def _pre_think(self: Any) -> None:
        """At a pace, on a loop: start the bot's thought due next while the page waits."""
        loop = running_loop()
        session = self._session
        if loop is None or self._thinker.running(session.position_key()) is not None:
            return
        thought = session.thought()
        if thought is not None:
            self._thinker.start(thought, loop, self._thought_arrived, wait=0)

    def _tick_thought(self: Any, loop: asyncio.AbstractEventLoop) -> bool:
        """The page's tick on a loop: the bot due thinks (or has thought) in its thread; its
        answer is taken now if it came, else when it comes. False: no bot is due (a card shown,
        a pass: the caller steps)."""
        session = self._session
        job = self._thinker.running(session.position_key())
        if job is None:
            thought = session.thought()
            if thought is None:
                return False
            job = self._thinker.start(thought, loop, self._thought_arrived)
        job.wanted = True
        if job.claim():
            self._redraw(self._land(job)[1])
        else:
            session.thinking = job.thought.seat
            self._redraw(None)
        return True

    def _land_thought(self: Any) -> None:
        """From Python: wait for a thought the table waits for (at pace 0, or the page's tick
        came; a hint) and take its answer (then, at pace 0, the answers after it), so that a
        call never sees a round a bot is still thinking on. A thought ahead of the page's tick
        is left to the step that takes it (``_step_now``)."""
        job = self._thinker.job
        if job is None or not (job.wanted or job.thought.hint):
            return
        job = self._thinker.finish()
        if job is None:
            return
        if job.thought.hint:
            self._thinker.forget(job)
            self._session.thinking = None
            with self._speaking():
                self._show_hint(self._session.hint((job.thought, *job.answer())))
            return
        with self._speaking(), self.hold_sync():
            news = self._land(job)[1]
            self._advance(10**6 if self.pace == 0 else 0)
            if news is not None:
                self._status = {"text": news, "verdict": "info"}

    def _step_now(self: Any) -> str | None:
        """One automatic step from Python: a bot's answer thought ahead for this position (at a
        pace) is waited for and taken; any other step is the session's (``step``)."""
        job = self._thinker.running(self._session.position_key())
        if job is not None and not job.thought.hint:
            job.done.wait()
            if job.claim():
                return self._land(job)[1]
        return self._session.step()

    def _drop_thought(self: Any) -> None:
        """Undo, a new hand, or the learner's own action: the thought in progress is dropped."""
        self._thinker.cancel()
        self._session.thinking = None


__all__ = ["WAIT_S", "Job", "Thinker", "ThinksOffTheLoop", "running_loop"]
