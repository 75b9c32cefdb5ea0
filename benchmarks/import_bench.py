"""How long ``import tractor_engine`` takes in a fresh process, with its bytecode compiled.

Run: .venv/bin/python benchmarks/import_bench.py [--runs 20]

The engine's modules are compiled first (``compileall``), so no run pays for compiling. Then,
``--runs`` times, one fresh interpreter runs ``pass`` (the bare start) and another runs
``import tractor_engine``, alternately so that a busy moment of the machine hits both alike.
Printed, as medians: the wall and CPU time (user + system, from the child's resource usage:
steadier than the wall clock on a busy machine) of each, their difference (what the import
costs), and ``-X importtime``'s cumulative figure for the ``tractor_engine`` line (the import as
the interpreter itself counts it, every module it loads included).

Two ways to start: ``site``, the interpreter as installed (its ``site`` may already have
loaded modules the engine needs, like ``re`` or ``collections`` for an editable install's
finder), and ``-S`` (no ``site``; the engine found through ``PYTHONPATH``), where every
standard-library module the engine needs is counted in its import. The target is the issue's:
at most 20 ms.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_MS = 20.0


def run_ms(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) milliseconds of one fresh interpreter running ``command``."""
    start = time.perf_counter()
    child = subprocess.Popen(command, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if os.waitstatus_to_exitcode(status):
        raise RuntimeError(f"{' '.join(command)} failed")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def importtime_ms(command: list[str], env: dict[str, str]) -> float:
    """``-X importtime``'s cumulative time of ``tractor_engine`` in one fresh interpreter."""
    proc = subprocess.run(
        [command[0], "-X", "importtime", *command[1:]],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    for line in proc.stderr.splitlines():
        parts = [p.strip() for p in line.removeprefix("import time:").split("|")]
        if len(parts) == 3 and parts[2] == "tractor_engine":
            return int(parts[1]) / 1000
    raise RuntimeError("no tractor_engine line in the -X importtime output")


def measure(label: str, flags: list[str], env: dict[str, str], python: str, runs: int) -> None:
    bare, full, counted = [], [], []
    for _ in range(runs):
        bare.append(run_ms([python, *flags, "-c", "pass"], env))
        full.append(run_ms([python, *flags, "-c", "import tractor_engine"], env))
        counted.append(importtime_ms([python, *flags, "-c", "import tractor_engine"], env))
    median = statistics.median
    print(f"{label}:")
    for name, times in (("bare interpreter start", bare), ("start + import tractor_engine", full)):
        wall, cpu = median(t[0] for t in times), median(t[1] for t in times)
        print(f"  {name:32} {wall:6.1f} ms wall {cpu:6.1f} ms CPU")
    wall = median(t[0] for t in full) - median(t[0] for t in bare)
    cpu = median(t[1] for t in full) - median(t[1] for t in bare)
    print(f"  {'import (difference)':32} {wall:6.1f} ms wall {cpu:6.1f} ms CPU   target 20 ms")
    print(f"  {'-X importtime, tractor_engine':32} {median(counted):6.1f} ms wall")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--python", default=sys.executable, help="the interpreter to time")
    args = parser.parse_args()
    found = subprocess.run(
        [args.python, "-c", "import tractor_engine; print(tractor_engine.__file__)"],
        capture_output=True,
        text=True,
        check=True,
    )
    package = Path(found.stdout.strip()).parent
    compileall.compile_dir(str(package), quiet=1)
    print(f"median of {args.runs} fresh processes each; {args.python}; the engine at {package}")
    measure("as installed (site)", [], dict(os.environ), args.python, args.runs)
    with tempfile.TemporaryDirectory() as path:
        (Path(path) / "tractor_engine").symlink_to(package, target_is_directory=True)
        env = {**os.environ, "PYTHONPATH": path}
        measure("without site (-S)", ["-S"], env, args.python, args.runs)


if __name__ == "__main__":
    main()
