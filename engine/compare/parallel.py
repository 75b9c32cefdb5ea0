"""Running fixed chunks of work on an executor, with the same answer whatever runs them.

Work is split by the caller into chunks fixed by its own arguments (never by the number of
workers), each chunk one call of a module-level function; the results come back in chunk
order, so merging them gives the same answer on one core, on a process pool or on a cluster.
No scheduling of our own: ``concurrent.futures`` (or an executor with its interface, such as
``dask.distributed.Client(...).get_executor()``) does it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from ..errors import InputError


def check_workers(workers: Any) -> int | None:
    """``workers`` as given (None: every core); ValueError unless a whole number >= 1."""
    if workers is None:
        return None
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise InputError(f"workers must be a whole number of at least 1, not {workers!r}")
    return workers


def check_executor(executor: Any) -> Executor | None:
    """``executor`` as given when it is None or has ``submit`` and ``shutdown`` methods (a
    ``concurrent.futures.Executor``, or a Dask client's ``get_executor()``); ``InputError``
    otherwise, before any work starts."""
    if executor is None:
        return None
    if isinstance(executor, type):
        raise InputError(
            f"executor must be an executor object, not the class {executor.__name__}: "
            f"give {executor.__name__}(...), or None to run on this machine's cores"
        )
    missing = [
        name for name in ("submit", "shutdown") if not callable(getattr(executor, name, None))
    ]
    if missing:
        raise InputError(
            f"executor={executor!r} is not an executor (it has no {' or '.join(missing)} "
            "method): give a concurrent.futures executor (ProcessPoolExecutor(), a Dask "
            "client's get_executor()), or None to run on this machine's cores"
        )
    return executor


def _quiet_worker() -> None:
    """A pool worker's start: Ctrl-C (SIGINT, sent to the whole process group) is left to
    the parent, which stops the work; a worker that took it would print a traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_chunks(
    task: Callable[..., Any],
    chunks: Sequence[tuple[Any, ...]],
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    done: Callable[[int], None] = lambda index: None,
) -> list[Any]:
    """``[task(*chunk) for chunk in chunks]``, run on ``executor`` if given; else here when
    ``workers`` is 1 or there is one chunk; else on a process pool of ``workers`` processes
    (default ``os.cpu_count()``), shut down afterwards. ``done(i)`` is called as chunk ``i``'s
    result is collected (in chunk order)."""
    if executor is None and (workers == 1 or len(chunks) <= 1):
        results = []
        for index, chunk in enumerate(chunks):
            results.append(task(*chunk))
            done(index)
        return results
    if executor is None:
        # imported here: multiprocessing, once imported, aliases the main module
        from concurrent.futures import ProcessPoolExecutor

        pool: Executor = ProcessPoolExecutor(
            max_workers=workers or os.cpu_count() or 1, initializer=_quiet_worker
        )
    else:
        pool = check_executor(executor)  # type: ignore[assignment]
    interrupted = False
    try:
        futures = [pool.submit(task, *chunk) for chunk in chunks]
        results = []
        for index, future in enumerate(futures):
            results.append(future.result())
            done(index)
        return results
    except KeyboardInterrupt:
        interrupted = True
        raise
    finally:
        if executor is None:
            if interrupted:  # stop now: the running chunks' workers are ended, not awaited
                _end_workers(pool)
            pool.shutdown(wait=not interrupted, cancel_futures=True)


def _end_workers(pool: Executor) -> None:
    """End the worker processes of our own process pool (after Ctrl-C)."""
    processes = getattr(pool, "_processes", None) or {}  # ProcessPoolExecutor's own
    for process in list(processes.values()):
        process.terminate()
