"""The deal search: time to the first difference, for every value of every option.

Run: .venv/bin/python benchmarks/difference_bench.py [--budget 200] [--random] [--option NAME]

For each row of the options table, each preset it applies to (``presets``), and each of its
values other than that preset's default (a value the preset refuses is skipped), the rule set
``te.rules(preset, option=value)`` is searched against the preset itself with
``find_differences(limit=1, budget=--budget, seed=0)``, once for each kind of question
("follow", "throw", "trick", "hand"):

- ``cannot differ``: ``te.cannot_differ`` rules the kind out (the search raises
  ``CannotDiffer`` at once; the time shown is that answer's);
- otherwise the wall-clock seconds to the first difference found (the aimed search, the
  default), or ``none in N`` when none was found in ``--budget`` rounds.

Last, the answer that needs no search: ``te.find_differences`` raising ``CannotDiffer``, and
``tw.RuleExplorer.find_case()`` showing the reason, for tractor-4p against itself and against
``ace_connects_to_rank=True`` (a follow cannot differ under pairs-suffice); target under 1 s.
Before ``cannot_differ``, both searched their whole budget of 1000 rounds and said "nothing
found" (17 s and 169 s on an idle machine, as reported; 283 s here for the first under load).

``--random`` adds a column for the bot rounds alone (``aimed=False``), the search before the
aimed positions were added; it costs a full budget wherever it finds nothing. The target is
under 2 s for each value where a difference exists. The machine may be shared: the load
average is printed before and after, and wall-clock figures grow with it.
"""

from __future__ import annotations

import argparse
import os
import time

import tractor_engine as te
from tractor_engine.compare.differences import KINDS
from tractor_engine.rulebook.options import OPTIONS


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def first_difference(
    a: te.RuleSet, b: te.RuleSet, kind: str, budget: int, aimed: bool
) -> tuple[str, float]:
    """What the search answers for one kind, and the seconds it took."""
    start = time.perf_counter()
    try:
        found = te.find_differences(
            a, b, kind=kind, limit=1, budget=budget, seed=0, progress=False, aimed=aimed
        )
        position = next(iter(found), None)
    except te.CannotDiffer:
        return "cannot differ", time.perf_counter() - start
    except te.InputError as exc:  # rule sets one round cannot pose (other players)
        return f"refused: {str(exc)[:40]}", time.perf_counter() - start
    seconds = time.perf_counter() - start
    return ("found" if position is not None else f"none in {budget}"), seconds


def cases(only: str | None) -> list[tuple[str, str, object]]:
    """(preset, option, value): every value of every row against each preset's default."""
    found = []
    for row in OPTIONS:
        if only is not None and row.name != only:
            continue
        for preset in row.presets:
            default = row.default(preset)
            for value in row.choices:
                if value == default and type(value) is type(default):
                    continue
                try:
                    te.rules(preset, **{row.name: value})
                except te.InputError:
                    continue  # refused under this preset (rules §10.9)
                found.append((preset, row.name, value))
    return found


def cannot_differ_times() -> None:
    """find_differences and RuleExplorer.find_case where nothing can differ: seconds."""
    import tractor_widgets as tw

    r4 = te.rules("tractor-4p")
    for b in (r4, r4.replace(ace_connects_to_rank=True)):
        start = time.perf_counter()
        try:
            te.find_differences(r4, b, progress=False)
            said = "searched"
        except te.CannotDiffer:
            said = "CannotDiffer"
        engine = time.perf_counter() - start
        w = tw.RuleExplorer(r4, b, hand="3H 3H 4H 9S", lead="5H 5H", trump="2S")
        start = time.perf_counter()
        found = w.find_case(kind="follow")
        widget = time.perf_counter() - start
        shown = "reason shown" if found is None and w._search["text"] else "searched"
        print(
            f"  tractor-4p against {b.options() or 'itself'}: find_differences {said} in "
            f"{engine:.4f} s; RuleExplorer.find_case {shown} in {widget:.4f} s"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=int, default=200, help="rounds searched at most")
    parser.add_argument("--random", action="store_true", help="also time aimed=False")
    parser.add_argument("--option", help="one option only")
    args = parser.parse_args()
    print(f"find_differences(limit=1, budget={args.budget}, seed=0); {load()}")
    header = f"{'preset':<12} {'option = value':<46} {'kind':<7} {'aimed':>22}"
    if args.random:
        header += f" {'bot rounds only':>22}"
    print(header)
    slow = []
    for preset, option, value in cases(args.option):
        a = te.rules(preset)
        b = te.rules(preset, **{option: value})
        for kind in KINDS:
            said, seconds = first_difference(a, b, kind, args.budget, True)
            shown = f"{option} = {value!r}"
            line = f"{preset:<12} {shown:<46} {kind:<7} {said:>14} {seconds:6.2f} s"
            if said == "found" and seconds >= 2.0:
                slow.append((preset, option, value, kind, seconds))
            if args.random and said != "cannot differ":
                said_r, seconds_r = first_difference(a, b, kind, args.budget, False)
                line += f" {said_r:>14} {seconds_r:6.2f} s"
            print(line, flush=True)
    print("cannot differ, answered without a search:")
    cannot_differ_times()
    print(f"done; {load()}")
    print(f"found in 2 s or more: {len(slow)}")
    for preset, option, value, kind, seconds in slow:
        print(f"  {preset} {option}={value!r} {kind}: {seconds:.2f} s")


if __name__ == "__main__":
    main()
