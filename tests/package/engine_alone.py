"""Run the engine with every import outside the standard library refused, and print as JSON
which modules it loaded and which optional imports it was refused.

``python -I tests/package/engine_alone.py``: exits non-zero (with the traceback naming the
module) if any part of the engine exercised here needs a package that is not in the standard
library. ``test_engine_stdlib.py`` runs it.
"""

from __future__ import annotations

import importlib
import importlib.abc
import json
import pkgutil
import sys

ALLOWED = frozenset(sys.stdlib_module_names) | {"tractor_engine"}
refused: list[str] = []


class RefuseNonStdlib(importlib.abc.MetaPathFinder):
    """First on ``sys.meta_path``: any module outside the standard library fails to import."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ALLOWED:
            return None  # let the usual finders find it
        refused.append(name)
        raise ModuleNotFoundError(f"{name} is not in the standard library", name=name)


def exercise() -> None:
    """Import every module of the engine, then run the parts that import lazily: reprs,
    records, rounds, games, the simulator with its progress line, the command line."""
    import tractor_engine as te

    for info in pkgutil.iter_modules(te.__path__, "tractor_engine."):
        importlib.import_module(info.name)

    hand = te.parse_cards("3D 4D 5D AD AD 9S")
    lead = te.classify_lead("7D 7D 8D 8D", trump="2C", rules="tractor-5p")
    verdict = te.check_follow(hand, lead, "3D 4D 5D AD", trump="2C", rules="tractor-5p")
    options = te.follow_options(hand, lead, trump="2C", rules="tractor-5p")
    for shown in (hand, lead, verdict, options):
        shown._repr_html_()

    rnd = te.Round("tractor-4p", seed=1)
    te.play_out(rnd, te.bots_named("random", 4, seed=1))
    again = te.Round.from_record(json.loads(json.dumps(rnd.to_record())))
    assert again.result.reason == rnd.result.reason
    te.simulate("tractor-5p", 2, seed=1, progress=True)

    from tractor_engine.__main__ import main

    assert main(["simulate", "--rules", "single-deck", "--rounds", "1"]) == 0


if __name__ == "__main__":
    before = set(sys.modules)
    sys.meta_path.insert(0, RefuseNonStdlib())
    exercise()
    loaded = sorted({name.partition(".")[0] for name in set(sys.modules) - before})
    print(json.dumps({"loaded": loaded, "refused": sorted(set(refused))}))
