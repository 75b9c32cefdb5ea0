"""Follow verdicts of this engine against jerryyyu/shengji's pure-Python engine ("jy"), side by
side on random positions: how many follows were compared, how many verdicts differ, and the
time each engine took.

jy's follow rule is ``tractor_follow="lone-tractor"`` (rules §10.1): pairs up to the pairs led,
and a tractor only when the lead is one tractor. Its card order connects the trump suit's ace
to the off-suit rank cards and keeps the rank cards as trumps in no trump. So its verdicts are
compared with ours under ``JY`` below (``server/shengji/engine/legal.py::validate_follow``
against ``check_follow``'s trusted path).

jy's code is not part of this project: export it outside the repository and give its path::

    fetch github:jerryyyu/shengji   (or: git clone https://github.com/jerryyyu/shengji)
    mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji | tar -x -C /tmp/jy
    .venv/bin/python benchmarks/jerryyyu_follow_bench.py /tmp/jy      (or JY_SHENGJI=/tmp/jy)

Options: ``--follows N`` (default 1,000,000 distinct follows), ``--seed S`` (default 1).
Exits 1 when a verdict differs, printing the first few positions where they do.

Positions: a random trump (rank and suit, or no trump), a lead of one suit group (a single, a
pair, a tractor of 2-4 pairs, or a throw of tractors, pairs and singles), and a hand of 6-25
cards from the rest of two decks, rich in the led group (often pair-rich), so the pair and
tractor rules have work to do. For each position, about 50 distinct plays of the lead's size:
random cards of the led group, random cards of the hand, and pairs of the led group filled up.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

import tractor_engine as te
from tractor_engine.cards.card import ALL_CARDS, RANKS, SUITS, _trusted
from tractor_engine.cards.trump import order_of
from tractor_engine.rulebook.follow import check_follow_trusted
from tractor_engine.rulebook.lead import classify_lead_trusted

JY = te.rules(
    "tractor-4p",
    tractor_follow="lone-tractor",
    ace_connects_to_rank=True,
    no_trump_keeps_rank_trumps=True,
)
PLAYS_PER_POSITION = 50


def _argument(name: str, default: int) -> int:
    if name in sys.argv:
        return int(sys.argv[sys.argv.index(name) + 1])
    return default


def _jy_root() -> Path:
    given = [a for a in sys.argv[1:] if not a.startswith("--")]
    flagged = {sys.argv[i + 1] for i, a in enumerate(sys.argv[:-1]) if a.startswith("--")}
    given = [a for a in given if a not in flagged]
    where = given[0] if given else os.environ.get("JY_SHENGJI", "")
    for candidate in (Path(where), Path(where) / "server") if where else ():
        if (candidate / "shengji" / "engine" / "legal.py").is_file():
            return candidate.resolve()
    sys.exit(
        "jerryyyu/shengji's engine is needed, exported outside this repository:\n"
        "  fetch github:jerryyyu/shengji (or git clone https://github.com/jerryyyu/shengji)\n"
        "  mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji "
        "| tar -x -C /tmp/jy\n"
        "then: .venv/bin/python benchmarks/jerryyyu_follow_bench.py /tmp/jy "
        "(or JY_SHENGJI=/tmp/jy)"
        + (f"\n(no server/shengji/engine/legal.py under {where!r})" if where else "")
    )


def jy_code(card: te.Card) -> str:
    """jy's code of a card: suit then rank (``S10``), ``LJ`` and ``BJ`` for the jokers."""
    if card.is_joker:
        return "LJ" if card.rank == "SJ" else "BJ"
    return f"{card.suit}{card.rank}"


JY_CODE = {card: jy_code(card) for card in ALL_CARDS}


def _lead_part(rng: random.Random, pool: Counter, order, kind: str) -> list[te.Card]:
    """A part of a lead drawn from ``pool`` (cards of one group): empty if it holds none."""
    pairs = [c for c, k in pool.items() if k >= 2]
    if kind == "single" or not pairs:
        singles = list(pool.elements())
        return [rng.choice(singles)] if singles else []
    if kind == "pair":
        return [rng.choice(pairs)] * 2
    by_power: dict[int, list[te.Card]] = {}
    for c in pairs:
        by_power.setdefault(order.power[c.id], []).append(c)
    length = rng.choice((2, 2, 2, 3, 3, 4))
    starts = [p for p in by_power if all(p + i in by_power for i in range(length))]
    if not starts:
        starts = [p for p in by_power if p + 1 in by_power]
        length = 2
    if not starts:
        return [rng.choice(pairs)] * 2
    start = rng.choice(starts)
    return [rng.choice(by_power[start + i]) for i in range(length) for _ in (0, 1)]


def random_position(rng: random.Random):
    """(trump, lead, hand): see the module docstring."""
    trump = te.Trump(rng.choice(RANKS), rng.choice([*SUITS, None]))
    order = order_of(trump, JY)
    deck = Counter({c: 2 for c in ALL_CARDS})
    groups = sorted({order.group[c.id] for c in ALL_CARDS})
    group = rng.choice(groups)
    in_group = Counter({c: 2 for c in ALL_CARDS if order.group[c.id] == group})
    kind = rng.choice(("single", "pair", "tractor", "tractor", "tractor", "throw", "throw"))
    if kind == "throw":
        lead: list[te.Card] = []
        for part in rng.sample(("tractor", "tractor", "pair", "pair", "single"), rng.randint(2, 3)):
            lead += _lead_part(rng, in_group - Counter(lead), order, part)
    else:
        lead = _lead_part(rng, in_group, order, kind)
    rest = deck - Counter(lead)
    suited = [c for c in rest.elements() if order.group[c.id] == group]
    others = [c for c in rest.elements() if order.group[c.id] != group]
    rng.shuffle(suited)
    rng.shuffle(others)
    if rng.random() < 0.6:  # pair-rich: both copies of some values first
        counts = Counter(suited)
        doubled = [c for c, k in counts.items() if k == 2]
        rng.shuffle(doubled)
        suited = [c for c in doubled for _ in (0, 1)] + [c for c in counts if counts[c] == 1]
    size = rng.randint(max(6, len(lead)), 25)
    take = min(len(suited), rng.choice((rng.randint(0, len(lead)), rng.randint(0, size))))
    hand = suited[:take] + others[: size - take]
    return trump, order, _trusted(lead), _trusted(hand)


def random_plays(rng: random.Random, hand, lead, order, count: int) -> list[tuple[int, ...]]:
    """Up to ``count`` distinct plays of the lead's size from ``hand`` (sorted card ids)."""
    n = len(lead)
    group = order.group[lead[0].id]
    suited = [c for c in hand if order.group[c.id] == group]
    pairs = [c for c, k in Counter(suited).items() if k >= 2]
    seen: set[tuple[int, ...]] = set()
    for _ in range(4 * count):
        if len(seen) >= count:
            break
        how = rng.random()
        if how < 0.4 and len(suited) >= n:
            play = rng.sample(suited, n)
        elif how < 0.75 and pairs:
            chosen = rng.sample(pairs, min(len(pairs), rng.randint(1, max(1, n // 2))))
            play = [c for c in chosen for _ in (0, 1)][:n]
            left = list(
                (Counter(suited if rng.random() < 0.8 else hand) - Counter(play)).elements()
            )
            if len(left) < n - len(play):
                left = list((Counter(hand) - Counter(play)).elements())
            play += rng.sample(left, n - len(play))
        else:
            play = rng.sample(list(hand), n)
        seen.add(tuple(sorted(c.id for c in play)))
    return list(seen)


def main() -> int:
    root = _jy_root()
    sys.path.insert(0, str(root))
    from shengji.engine.cards import Ordering  # type: ignore[import-not-found]
    from shengji.engine.legal import IllegalPlay, validate_follow  # type: ignore[import-not-found]

    wanted = _argument("--follows", 1_000_000)
    rng = random.Random(_argument("--seed", 1))
    by_id = {c.id: c for c in ALL_CARDS}
    compared = disagreements = legal = positions = 0
    ours_time = jy_time = 0.0
    shown: list[str] = []
    lone_tractor_leads = throw_leads = 0
    started = time.perf_counter()
    while compared < wanted:
        trump, order, lead, hand = random_position(rng)
        positions += 1
        t0 = time.perf_counter()
        analysed = classify_lead_trusted(lead, order, JY)
        _, judge = check_follow_trusted(hand, hand._counts(), analysed, order, JY)
        ours_time += time.perf_counter() - t0
        lone_tractor_leads += analysed.kind == "tractor"
        throw_leads += analysed.kind == "throw"
        t0 = time.perf_counter()
        ordering = Ordering(trump.suit, trump.rank)
        jy_hand = [JY_CODE[c] for c in hand]
        jy_lead = [JY_CODE[c] for c in lead]
        jy_time += time.perf_counter() - t0
        for ids in random_plays(rng, hand, lead, order, PLAYS_PER_POSITION):
            play = [by_id[i] for i in ids]
            t0 = time.perf_counter()
            ours = judge(_trusted(play)).legal
            t1 = time.perf_counter()
            try:
                validate_follow([JY_CODE[c] for c in play], jy_hand, jy_lead, ordering)
                theirs = True
            except IllegalPlay:
                theirs = False
            t2 = time.perf_counter()
            ours_time += t1 - t0
            jy_time += t2 - t1
            compared += 1
            legal += ours
            if ours != theirs:
                disagreements += 1
                if len(shown) < 5:
                    shown.append(
                        f"  trump {trump}, hand {te.format_cards(hand)}, lead "
                        f"{te.format_cards(lead)}, play {te.format_cards(play)}: ours "
                        f"{ours}, jy {theirs}"
                    )
    wall = time.perf_counter() - started
    print(f"jerryyyu/shengji follow comparison (jy from {root}), seed {_argument('--seed', 1)}")
    print(f"  rules: {JY!r}")
    print(
        f"  positions: {positions:,} (lone tractor leads {lone_tractor_leads:,}, throws "
        f"{throw_leads:,})"
    )
    print(f"  follows compared: {compared:,} (legal {legal:,}, illegal {compared - legal:,})")
    print(f"  disagreements: {disagreements:,}")
    print(
        f"  time: ours {ours_time:.1f} s ({1e6 * ours_time / compared:.1f} µs a follow), jy "
        f"{jy_time:.1f} s ({1e6 * jy_time / compared:.1f} µs a follow), wall {wall:.1f} s"
    )
    if shown:
        print("first disagreements:")
        print("\n".join(shown))
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
