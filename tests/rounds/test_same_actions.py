"""Bots record exactly the same actions for the same seeds (the lessons depend on seeds).

The digests were computed on main before the faster-rounds work of issue 10 (helper "speed"):
a change that makes rounds faster must leave every bot's choices, and so every record, as
they were. A digest changes only when a bot's choices or the record's format change on
purpose; recompute it then with ``records_digest`` and say so in the commit.

Issue 29 changed what ``"random"`` leads (a single, pair or tractor, or a throw it knows will
stand); the old uniform leads are ``"uniform"`` now, and keep the digests ``"random"`` had
(the same choices, proved by the same records), as ``"mixed-uniform"`` keeps ``"mixed"``'s.
``"random"`` and ``"mixed"`` (random at odd seats) were recomputed then; ``"combination"`` and
``"greedy"`` did not change.
"""

from __future__ import annotations

import hashlib
import json

import pytest

import tractor_engine as te
from tractor_engine.play.record import round_to_record

SEEDS = range(50)
DIGESTS = {
    ("tractor-4p", "uniform"): "7a5e9eec82244992",
    ("tractor-4p", "random"): "51e878ad6910b2bd",
    ("tractor-4p", "combination"): "d88b7598834b208c",
    ("tractor-4p", "greedy"): "3c7ab6c1c4b3c3d2",
    ("tractor-4p", "mixed"): "85c81e3a5fec9065",
    ("tractor-4p", "mixed-uniform"): "c0a56f57d4f05d1b",
    ("tractor-4p", "beginner"): "e5e9b6101641581e",
    ("tractor-4p", "easy"): "e42da82e5d879cbf",
    ("tractor-5p", "uniform"): "7bbafab6611b3f58",
    ("tractor-5p", "random"): "602a0c1dd0ee401a",
    ("tractor-5p", "combination"): "56c812a5622d9fac",
    ("tractor-5p", "greedy"): "6ac79fc050c361a0",
    ("tractor-5p", "mixed"): "28fd8f0e5254c263",
    ("single-deck", "uniform"): "969543262d4826b3",
    ("single-deck", "random"): "18784dd778b34609",
    ("single-deck", "combination"): "488b967e1a015b22",
    ("single-deck", "greedy"): "515d0546fb9efc0c",
    ("single-deck", "mixed"): "d9648a3405e6fc72",
}


def records_digest(preset: str, bots: str, seeds=SEEDS) -> str:
    """The first 16 hex digits of the SHA-256 of the bot rounds' records, seed after seed."""
    digest = hashlib.sha256()
    for seed in seeds:
        rnd = te.Round(preset, seed=seed)
        te.play_out(rnd, te.bots_named(bots, rnd.players, seed))
        digest.update(json.dumps(round_to_record(rnd), sort_keys=True).encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize(("preset", "bots"), sorted(DIGESTS))
def test_bots_record_the_same_actions_for_the_same_seeds(preset, bots):
    assert records_digest(preset, bots) == DIGESTS[preset, bots]
