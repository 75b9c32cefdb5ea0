"""How long ``import tractor_engine`` takes in a fresh process, with its bytecode compiled.

Run: .venv/bin/python benchmarks/import_bench.py [--runs 20]

The engine's modules are compiled first (``compileall``), so no run pays for compiling. Then,
``--runs`` times, one fresh interpreter runs ``pass`` (the bare start) and another runs
``import tractor_engine``, alternately so that a busy moment of the machine hits both alike.
Printed: the median wall time of each, their difference (what the import costs), and the
median of ``-X importtime``'s cumulative figure for the ``tractor_engine`` line (the import as
the interpreter itself counts it, every module it loads included). The target is the issue's:
at most 20 ms.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET_MS = 20.0


def run_ms(python: str, code: str) -> tuple[float, float]:
    """(wall, CPU) milliseconds of one fresh interpreter running ``code``; the CPU time (user +
    system, from the child's resource usage) is steadier than the wall clock on a busy machine."""
    start = time.perf_counter()
    child = subprocess.Popen([python, "-c", code])
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise RuntimeError(f"{python} -c {code!r} failed")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def importtime_ms(python: str) -> float:
    """``-X importtime``'s cumulative time of ``tractor_engine`` in one fresh interpreter."""
    proc = subprocess.run(
        [python, "-X", "importtime", "-c", "import tractor_engine"],
        capture_output=True,
        text=True,
        check=True,
    )
    for line in proc.stderr.splitlines():
        parts = [p.strip() for p in line.removeprefix("import time:").split("|")]
        if len(parts) == 3 and parts[2] == "tractor_engine":
            return int(parts[1]) / 1000
    raise RuntimeError("no tractor_engine line in the -X importtime output")


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
    bare, full, counted = [], [], []
    for _ in range(args.runs):
        bare.append(run_ms(args.python, "pass"))
        full.append(run_ms(args.python, "import tractor_engine"))
        counted.append(importtime_ms(args.python))
    median = statistics.median
    print(f"median of {args.runs} fresh processes ({args.python}, engine at {package}):")
    print(f"  {'':32} {'wall':>8} {'CPU':>8}")
    for label, runs in (("bare interpreter start", bare), ("start + import tractor_engine", full)):
        wall, cpu = median(r[0] for r in runs), median(r[1] for r in runs)
        print(f"  {label:32} {wall:5.1f} ms {cpu:5.1f} ms")
    wall = median(f[0] for f in full) - median(b[0] for b in bare)
    cpu = median(f[1] for f in full) - median(b[1] for b in bare)
    print(f"  {'import (difference)':32} {wall:5.1f} ms {cpu:5.1f} ms   target {TARGET_MS:.0f} ms")
    print(f"  {'-X importtime, tractor_engine':32} {median(counted):5.1f} ms   (wall clock)")


if __name__ == "__main__":
    main()
