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

        pool: Executor = ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)
    else:
        pool = executor
    try:
        futures = [pool.submit(task, *chunk) for chunk in chunks]
        results = []
        for index, future in enumerate(futures):
            results.append(future.result())
            done(index)
        return results
    finally:
        if executor is None:
            pool.shutdown(cancel_futures=True)
