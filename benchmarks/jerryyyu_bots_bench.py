"""Our bots against jerryyyu/shengji's bots ("jy"), on jy's own engine and rules, in paired
deals: rounds won, levels a round with a 95% interval, points, and both sides' decision time.

jy's engine runs every round. At each decision of one of our seats, the position is mirrored
into a ``te.Round`` under ``JY`` (jy's rules as one of our rule sets), our bot chooses there,
and its action is translated back and played on jy's engine. The mirror is checked at every
step (``Mirror``): each play must be legal in both engines, a failed throw must force the same
cards, each trick must go to the same seat with the same points, and the round must end with
the same points and level change. The counts of disagreements are printed; the mirror is only
trusted when they are all zero.

What the mirror carries and what it does not:

- **The deal** is jy's: our deck is jy's shuffled deck in the same order (``dealer=0``, one
  card a seat in turn, the last 8 the kitty), so every seat is dealt the same cards in the
  same order.
- **Bidding** is jy's ``smart`` bidder for all four seats on both sides (jy's ``mc`` bots
  inherit that bidder too), so both halves of a paired deal have the same trump and the same
  declarer. Our round replays jy's bids in order at the same card of the deal (``starter=`` jy's
  banker, so every bid only picks the suit, as in jy's first round where the first declarer
  keeps the deal). When nobody bid, jy turns up the kitty's first card that is not a joker and
  ours turns up a rank card (else the highest card): the mirror orders our kitty so that ours
  shows the same suit, and when no order can, the deal is skipped (for both sides; counted).
- **Burying, leads and follows** are each side's own bot; the bury is played in both engines.
- **Scoring** is jy's first round of a game: both teams at level 2; jy's result is the one
  reported, ours is compared with it.

Reported per opponent: rounds won by our side; levels a round (jy's level change, + when our
side went up, - when jy's did), its mean over deal pairs with a 95% interval (normal
approximation over the deal pairs' means); points a round (the attackers' points with the
kitty bonus, + when our side attacked, - when jy's did), likewise; and each side's play
decision time, the CPU time of the deciding thread (``time.thread_time``) for each lead or
follow (not bids or burying): mean, p50, p95.

``JY`` below is jy's rule set read from its ``engine/round.py``, ``legal.py`` and ``game.py``:
the follow rule ``lone-tractor`` (pairs up to the pairs led, a tractor only for a lone tractor
lead), the trump suit's ace connecting to the off-suit rank pairs, the rank cards staying
trumps in no trump, a failed throw forcing its lowest beaten part (fewest cards, then lowest)
at no penalty, the last trick's kitty bonus at twice the cards of the last lead, and our
level table (jy's ``Game.finish_round``).

Where the two engines' rules still differ, outside what is mirrored: jy lets a seat override
its own bid with a stronger one (a single 2♠, later a pair of 2♣), ours does not; such a deal
shows only jy's last bid in our round (counted as "ours showed only jy's last bid": our bot then
has seen fewer shown cards than jy's bots). jy ranks a big-joker pair over a little-joker pair
in the bidding, ours ranks them equal: such a deal, too, shows only jy's last bid.
jy's flipped kitty card versus our turn-up is handled by ordering our kitty (above). When a
failed throw's beaten parts tie (off-suit rank cards share one power), jy forces the first in
its card codes' order (♣ ♦ ♥ ♠), ours the first in layout order: the same power, another card
(on 40,000 random throws, every forced lead that differed was such a tie). Counted as
``forced_differs``; the round is then finished by jy's ``heuristic`` for our seats. Everything
after the bidding is checked, play by play.

Measured (2026-12-08, 2 cores shared, load 4-21 during the run; jy's bots on its Cython
kernels, ``SHENGJI_FAST=1``): ``--ours strong`` (SearchBot, 0.25 s budget) in one run, 78 deal
pairs interleaved, zero mirror mismatches:

- against ``smart``: 27 pairs, 64.8% of rounds, +0.241 levels a round [+0.089, +0.392];
- against ``mc`` (N=10): 25 pairs, 64.0%, +0.200 [+0.050, +0.350];
- against ``mc-s0-report-lcb`` (production): 26 pairs, 42.3%, -0.154 [-0.295, -0.012]: behind.
  Our play decisions 61 ms mean, 251 ms p95; its 278 ms mean, 614 ms p95 (pure Python, an
  earlier pair: 865 ms mean, 2.3 s p95).

``--ours greedy`` (pure-Python jy): against ``heuristic`` 59.8% of 600 rounds, +0.227 levels
[+0.182, +0.271]; ``smart`` 49.0% of 300, -0.020 [-0.089, +0.049]; ``mc`` 51.2% of 80, +0.025
[-0.091, +0.141]. Zero mismatches.

jy's code is not part of this project: export it outside the repository and give its path::

    fetch github:jerryyyu/shengji   (or: git clone https://github.com/jerryyyu/shengji)
    mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji | tar -x -C /tmp/jy
    .venv/bin/python benchmarks/jerryyyu_bots_bench.py /tmp/jy      (or JY_SHENGJI=/tmp/jy)

The bots used here need nothing beyond the standard library. By default jy's bots run on its
pure-Python engine. jy's production runs its engine on Cython kernels (``SHENGJI_FAST=1``); to
time its bots that way, export ``server/setup.py`` too, build the kernels with a Python that
has Cython (not this project's environment: ``cd /tmp/jy/server && python setup.py build_ext
--inplace``) and run with ``SHENGJI_FAST=1``. Run ``--help`` for the options.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tractor_engine as te
from tractor_engine.cards.card import ALL_CARDS
from tractor_engine.rulebook.bidding import turn_up

JY = te.rules(
    "tractor-4p",
    tractor_follow="lone-tractor",
    ace_connects_to_rank=True,
    no_trump_keeps_rank_trumps=True,
    throw_penalty="none",
    failed_throw_lead="beaten-component",
    kitty_multiplier="twice-cards",
)
DEFAULT_AGAINST = "smart:40,mc:40,mc-s0-report-lcb:20"
HOW_TO_GET_JY = (
    "jerryyyu/shengji's server is needed, exported outside this repository:\n"
    "  fetch github:jerryyyu/shengji (or git clone https://github.com/jerryyyu/shengji)\n"
    "  mkdir -p /tmp/jy && git --git-dir=<its .git> archive HEAD server/shengji "
    "| tar -x -C /tmp/jy\n"
    "then: .venv/bin/python benchmarks/jerryyyu_bots_bench.py /tmp/jy (or JY_SHENGJI=/tmp/jy)"
)


def jy_code(card: te.Card) -> str:
    """jy's code of a card: suit then rank (``S10``), ``LJ`` and ``BJ`` for the jokers."""
    if card.is_joker:
        return "LJ" if card.rank == "SJ" else "BJ"
    return f"{card.suit}{card.rank}"


TO_JY = {card: jy_code(card) for card in ALL_CARDS}
FROM_JY = {code: card for card, code in TO_JY.items()}


def to_jy(cards: Any) -> list[str]:
    return [TO_JY[c] for c in cards]


def from_jy(codes: Any) -> tuple[te.Card, ...]:
    return tuple(FROM_JY[c] for c in codes)


def jy_root(where: str | None) -> Path:
    """The folder that holds jy's ``shengji`` package (``where`` or ``$JY_SHENGJI``)."""
    where = where or os.environ.get("JY_SHENGJI", "")
    for candidate in (Path(where), Path(where) / "server") if where else ():
        if (candidate / "shengji" / "engine" / "round.py").is_file():
            return candidate.resolve()
    sys.exit(
        HOW_TO_GET_JY + (f"\n(no server/shengji/engine/round.py under {where!r})" if where else "")
    )


# --- one round on jy's engine, mirrored into ours ---


@dataclass
class Mirror:
    """Disagreements between the two engines, counted over the rounds played."""

    steps: int = 0  # plays compared
    tricks: int = 0
    rounds: int = 0
    ours_refused_theirs: int = 0  # a play jy's engine took that ours refused
    theirs_refused_ours: int = 0  # a play our bot chose that jy's engine refused
    forced_differs: int = 0  # a failed throw forced different cards
    turn_differs: int = 0
    winner_differs: int = 0
    points_differs: int = 0
    score_differs: int = 0
    bury_refused: int = 0
    nobody_bid: int = 0  # rounds where our kitty was ordered to turn up jy's suit (not errors)
    last_bid_only: int = 0  # rounds where ours showed only jy's last bid (not errors)
    examples: list[str] = field(default_factory=list)

    COUNTS = (
        "ours_refused_theirs",
        "theirs_refused_ours",
        "forced_differs",
        "turn_differs",
        "winner_differs",
        "points_differs",
        "score_differs",
        "bury_refused",
    )

    def note(self, what: str, detail: str) -> None:
        setattr(self, what, getattr(self, what) + 1)
        if len(self.examples) < 5:
            self.examples.append(f"{what}: {detail}")

    @property
    def mismatches(self) -> int:
        return sum(getattr(self, name) for name in self.COUNTS)

    def add(self, other: Mirror) -> None:
        for name in ("steps", "tricks", "rounds", "nobody_bid", "last_bid_only", *self.COUNTS):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.examples.extend(other.examples[: max(0, 5 - len(self.examples))])


class Skipped(Exception):
    """A deal the mirror cannot carry (nobody bid and no kitty order shows jy's suit)."""


def our_kitty(kitty: list[str], suit: str | None, rank: str) -> list[te.Card] | None:
    """Our kitty, ordered so that our turn-up shows jy's trump suit, or None if none can."""
    cards = list(from_jy(kitty))
    for i in range(len(cards)):
        ordered = [cards[i], *cards[:i], *cards[i + 1 :]]
        if turn_up(ordered, rank)[0] == suit:
            return ordered
    return None


def replay_bids(
    deck: list[te.Card], banker: int, bids: list[tuple[int, int, list[str]]]
) -> te.Round:
    """Our round dealt from ``deck`` with jy's ``bids`` (cards dealt, seat, cards) made at the
    same cards of the deal where ours allows them, every other chance passed."""
    ours = te.Round(JY, deck=deck, dealer=0, starter=banker, levels=("2",) * 4)
    pending = list(bids)
    while ours.phase == "deal":
        seat = ours.to_act
        if pending and pending[0][1] == seat and pending[0][0] <= ours.dealt:
            cards = from_jy(pending[0][2])
            if ours.check_bid(seat, cards).legal:
                pending.pop(0)
                ours.bid(cards)
                continue
        while pending and pending[0][0] < ours.dealt:
            pending.pop(0)  # a bid ours cannot take where jy took it
        ours.pass_()
    return ours


def ours_trump(ours: te.Round) -> tuple[str, str | None, int | None]:
    assert ours.trump is not None
    return ours.trump.rank, ours.trump.suit, ours.declarer


def deal_and_bid(jy: Any, deal_seed: int, bidder: Any, mirror: Mirror) -> tuple[Any, Any, te.Round]:
    """jy's game and round after the bidding (its ``smart`` bidder at every seat), and our
    round at the same point (the bury to come); ``mirror`` counts how the bids were shown."""
    game = jy.Game(random.Random(deal_seed))
    rnd = game.start_round()
    deck = list(rnd.deck)
    bids: list[tuple[int, int, list[str]]] = []  # (cards dealt, seat, cards)
    while rnd.phase == "deal":
        seat, _, _ = rnd.deal_next()
        cards = bidder.decide_declare(rnd, seat)
        if cards:
            rnd.declare(seat, cards)
            bids.append((rnd._deal_pos, seat, list(cards)))
    for seat in range(4):
        cards = bidder.decide_declare(rnd, seat, final=True)
        if cards:
            rnd.declare(seat, cards)
            bids.append((100, seat, list(cards)))  # the final window, after the deal
    rnd.finalize_declare()
    if rnd.declaration is None:
        kitty = our_kitty(deck[100:], rnd.trump_suit, rnd.trump_rank)
        if kitty is None:
            raise Skipped(f"nobody bid; jy turned up {rnd.trump_suit}")
        ours_deck = [*from_jy(deck[:100]), *kitty]
        mirror.nobody_bid += 1
    else:
        ours_deck = list(from_jy(deck))
    wanted = (rnd.trump_rank, rnd.trump_suit, rnd.banker)
    ours = replay_bids(ours_deck, rnd.banker, bids)
    if ours_trump(ours) != wanted and bids:
        # jy let a seat override its own bid, which ours does not: show the last bid alone
        ours = replay_bids(ours_deck, rnd.banker, [(100, *bids[-1][1:])])
        mirror.last_bid_only += 1
    if ours_trump(ours) != wanted:
        raise Skipped(f"trump {ours.trump} declarer {ours.declarer}, jy {wanted}")
    return game, rnd, ours


@dataclass
class RoundOutcome:
    our_team: int
    won: bool
    levels: int  # signed, for our side
    points: int  # the attackers' points, + when our side attacked, - when jy's did
    our_times: list[float]
    their_times: list[float]
    mirror: Mirror
    fallbacks: int  # decisions jy's heuristic made for our seats after the mirror broke


def play_round(
    jy: Any,
    deal_seed: int,
    our_team: int,
    make_ours: Any,
    opponent: str,
) -> RoundOutcome:
    """One round of ``deal_seed`` on jy's engine, our bot at the seats of ``our_team``."""
    mirror = Mirror(rounds=1)
    bidder = jy.make_bot("smart", seed=deal_seed)
    game, rnd, ours = deal_and_bid(jy, deal_seed, bidder, mirror)
    our_seats = {our_team, our_team + 2}
    bots = {
        seat: make_ours(deal_seed * 8 + seat)
        if seat in our_seats
        else jy.make_bot(opponent, seed=deal_seed * 8 + seat)
        for seat in range(4)
    }
    fallback = jy.make_bot("heuristic", seed=deal_seed)
    fallbacks = 0
    broken = False
    our_times: list[float] = []
    their_times: list[float] = []

    banker = rnd.banker
    if banker in our_seats:
        buried = to_jy(bots[banker].choose(ours).cards)
    else:
        buried = bots[banker].decide_bury(rnd, banker)
    rnd.bury(banker, buried)
    if not ours.check(te.Bury(banker, from_jy(buried))).legal:
        mirror.note("bury_refused", f"deal {deal_seed}: bury {buried}")
        broken = True
    else:
        ours.bury(from_jy(buried))

    while rnd.phase == "play":
        seat = rnd.turn
        mirror.steps += 1
        if not broken and ours.to_act != seat:
            mirror.note("turn_differs", f"deal {deal_seed}: jy {seat}, ours {ours.to_act}")
            broken = True
        if seat in our_seats and not broken:
            started = time.thread_time()
            action = bots[seat].choose(ours)
            our_times.append(time.thread_time() - started)
            cards = to_jy(action.cards)
        elif seat in our_seats:
            fallbacks += 1
            cards = fallback.decide_play(rnd, seat)
        else:
            started = time.thread_time()
            cards = bots[seat].decide_play(rnd, seat)
            their_times.append(time.thread_time() - started)
        prev_last = rnd.last_trick
        try:
            rnd.play(seat, cards)
        except jy.IllegalPlay as refused:
            mirror.note("theirs_refused_ours", f"deal {deal_seed}: seat {seat} {cards}: {refused}")
            broken = True
            fallbacks += 1
            cards = fallback.decide_play(rnd, seat)
            rnd.play(seat, cards)
        if broken:
            continue
        actual = jy.actual_play_after(rnd, seat, prev_last)
        play = te.Play(seat, from_jy(cards))
        verdict = ours.check(play)
        if not verdict.legal:
            mirror.note(
                "ours_refused_theirs", f"deal {deal_seed}: seat {seat} {cards}: {verdict.reason}"
            )
            broken = True
            continue
        ours.act(play)
        finished = not ours.trick  # the play ended a trick (ours starts the next one empty)
        ours_cards = ours.tricks[-1].plays[-1][1] if finished else ours.trick[-1][1]
        if Counter(ours_cards) != Counter(from_jy(actual)):
            mirror.note(
                "forced_differs",
                f"deal {deal_seed}: seat {seat} tried {cards}: jy {actual}, ours "
                f"{to_jy(ours_cards)}",
            )
            broken = True
            continue
        if len(ours.tricks) != len(rnd.history):
            mirror.note("winner_differs", f"deal {deal_seed}: trick counts differ")
            broken = True
        elif finished:
            mirror.tricks += 1
            theirs, mine = rnd.history[-1], ours.tricks[-1]
            if theirs.winner != mine.winner:
                mirror.note(
                    "winner_differs",
                    f"deal {deal_seed} trick {mine.number}: jy {theirs.winner}, ours "
                    f"{mine.winner}: {[(p.seat, p.cards) for p in theirs.plays]}",
                )
                broken = True
            elif theirs.points != mine.points:
                mirror.note("points_differs", f"deal {deal_seed} trick {mine.number}")
                broken = True

    result = game.finish_round()
    if not broken and ours.result is None:
        mirror.note("score_differs", f"deal {deal_seed}: jy's round ended, ours did not")
    elif not broken and ours.result is not None:
        scored = ours.result
        their_change = (result.winner_team == banker % 2, result.level_change)
        our_change = (scored.change.side == "declarers", scored.change.levels)
        if scored.defender_points != result.attacker_points or our_change != their_change:
            mirror.note(
                "score_differs",
                f"deal {deal_seed}: jy {result.attacker_points} {their_change}, ours "
                f"{scored.defender_points} {our_change}",
            )
    won = result.winner_team == our_team
    we_attack = banker % 2 != our_team
    return RoundOutcome(
        our_team=our_team,
        won=won,
        levels=result.level_change if won else -result.level_change,
        points=result.attacker_points if we_attack else -result.attacker_points,
        our_times=our_times,
        their_times=their_times,
        mirror=mirror,
        fallbacks=fallbacks,
    )


# --- the worker: one paired deal ---


class JyModules:
    """jy's names the benchmark uses, imported once per process."""

    def __init__(self, root: Path) -> None:
        if str(root) not in sys.path:
            sys.path.insert(0, str(root))
        from shengji.ai.registry import make_bot  # type: ignore[import-not-found]
        from shengji.engine.game import Game  # type: ignore[import-not-found]
        from shengji.engine.legal import IllegalPlay  # type: ignore[import-not-found]
        from shengji.engine.round import actual_play_after  # type: ignore[import-not-found]

        self.make_bot = make_bot
        self.Game = Game
        self.IllegalPlay = IllegalPlay
        self.actual_play_after = actual_play_after


_JY: JyModules | None = None
_OURS: str = "greedy"


def our_bot_maker(name: str) -> Any:
    """A function of a seed giving our bot called ``name``."""
    if name == "greedy":
        return lambda seed: te.GreedyBot(seed)
    if name == "strong":
        try:
            te.bots_named("strong", 1, seed=0)
        except te.InputError:  # bots_named does not know "strong" yet: the search bot itself
            name = "search"
        else:
            return lambda seed: te.bots_named("strong", 1, seed=seed)[0]
    if name.startswith("search"):  # search, or search:<seconds> for a time budget
        from tractor_engine.play.search_bot import (
            STRONG_TIME_BUDGET,
            SearchBot,
        )

        budget = float(name.split(":", 1)[1]) if ":" in name else STRONG_TIME_BUDGET
        return lambda seed: SearchBot(seed, time_budget=budget)
    return lambda seed: te.bots_named(name, 1, seed=seed)[0]


def _init_worker(root: str, ours: str) -> None:
    global _JY, _OURS
    _JY = JyModules(Path(root))
    _OURS = ours


def play_pair(task: tuple[str, int]) -> tuple[str, int, list[RoundOutcome] | str]:
    """Both halves of one deal against ``opponent``: our side at seats 0/2, then 1/3."""
    opponent, deal_seed = task
    assert _JY is not None
    make_ours = our_bot_maker(_OURS)
    try:
        halves = [play_round(_JY, deal_seed, team, make_ours, opponent) for team in (0, 1)]
    except Skipped as why:
        return opponent, deal_seed, str(why)
    return opponent, deal_seed, halves


# --- the report ---


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% normal-approximation interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else math.nan


def times_text(values: list[float]) -> str:
    if not values:
        return "none"
    return (
        f"mean {1000 * statistics.fmean(values):.1f} ms, p50 "
        f"{1000 * percentile(values, 0.5):.1f} ms, p95 {1000 * percentile(values, 0.95):.1f} ms"
        f" ({len(values)} decisions)"
    )


def report(opponent: str, pairs: list[list[RoundOutcome]], skipped: int) -> str:
    rounds = [r for pair in pairs for r in pair]
    if not rounds:
        return f"  vs {opponent}: no deal finished ({skipped} skipped)"
    mirror = Mirror()
    for r in rounds:
        mirror.add(r.mirror)
    levels = interval([(a.levels + b.levels) / 2 for a, b in pairs])
    points = interval([(a.points + b.points) / 2 for a, b in pairs])
    won = sum(r.won for r in rounds)
    ours = [t for r in rounds for t in r.our_times]
    theirs = [t for r in rounds for t in r.their_times]
    ratio = statistics.fmean(ours) / statistics.fmean(theirs) if ours and theirs else math.nan
    lines = [
        f"  vs {opponent}: {len(pairs)} deal pairs, {len(rounds)} rounds"
        + (f" ({skipped} deals skipped)" if skipped else ""),
        f"    rounds won {won}/{len(rounds)} = {100 * won / len(rounds):.1f}%",
        f"    levels a round {levels[0]:+.3f} [{levels[1]:+.3f}, {levels[2]:+.3f}]",
        f"    points a round {points[0]:+.1f} [{points[1]:+.1f}, {points[2]:+.1f}]",
        f"    our play decisions: {times_text(ours)}",
        f"    its play decisions: {times_text(theirs)}",
        f"    our mean decision time / its: {ratio:.2f}",
        f"    mirror: {mirror.steps} plays, {mirror.tricks} tricks, {mirror.rounds} rounds, "
        f"{mirror.mismatches} mismatches"
        + (
            " ("
            + ", ".join(f"{n} {getattr(mirror, n)}" for n in Mirror.COUNTS if getattr(mirror, n))
            + f"; {sum(r.fallbacks for r in rounds)} plays by jy's heuristic for our seats)"
            if mirror.mismatches
            else ""
        ),
    ]
    if pairs and ours and theirs:
        ahead = "ahead" if levels[0] > 0 else "not ahead"
        clearly = "above 0" if levels[1] > 0 else "not above 0"
        fast = "at most a third" if ratio <= 1 / 3 else "more than a third"
        lines.append(
            f"    goal (ahead per round at a third of its decision time or less): {ahead} "
            f"(interval {clearly}), our mean time {fast} of its"
        )
    lines.append(
        f"    bidding: nobody bid in {mirror.nobody_bid} rounds (our kitty ordered to turn up "
        f"jy's suit), ours showed only jy's last bid in {mirror.last_bid_only}"
    )
    lines += [f"      {e}" for e in mirror.examples]
    return "\n".join(lines)


MIRROR_FIELDS = ("steps", "tricks", "nobody_bid", "last_bid_only", *Mirror.COUNTS)


def round_from_json(line: dict[str, Any]) -> RoundOutcome:
    """A round written by ``round_json`` (fields a file lacks count 0)."""
    mirror = Mirror(rounds=1, **{n: line["mirror"].get(n, 0) for n in MIRROR_FIELDS})
    return RoundOutcome(
        our_team=line["our_team"],
        won=line["won"],
        levels=line["levels"],
        points=line["points"],
        our_times=line["our_times"],
        their_times=line["their_times"],
        mirror=mirror,
        fallbacks=line["fallbacks"],
    )


def report_file(path: str) -> int:
    """Print the report of the deal pairs a run wrote with ``--out``."""
    pairs: dict[str, list[list[RoundOutcome]]] = {}
    ours = set()
    with open(path, encoding="utf-8") as lines:
        for text in lines:
            line = json.loads(text)
            ours.add(line["ours"])
            pairs.setdefault(line["against"], []).append(
                [round_from_json(r) for r in line["rounds"]]
            )
    print(f"{path}: ours {', '.join(sorted(ours))}")
    for name, found in pairs.items():
        print(report(name, found, 0))
    return 0


def round_json(outcome: RoundOutcome) -> dict[str, Any]:
    """One round's outcome as JSON (the mirror's counts without its examples)."""
    mirror = {n: getattr(outcome.mirror, n) for n in MIRROR_FIELDS}
    return {
        "our_team": outcome.our_team,
        "won": outcome.won,
        "levels": outcome.levels,
        "points": outcome.points,
        "our_times": [round(t, 5) for t in outcome.our_times],
        "their_times": [round(t, 5) for t in outcome.their_times],
        "mirror": mirror,
        "fallbacks": outcome.fallbacks,
    }


def parse_against(text: str, default_deals: int | None) -> list[tuple[str, int]]:
    out = []
    for part in text.split(","):
        name, _, count = part.strip().partition(":")
        deals = default_deals if default_deals is not None else int(count or 20)
        out.append((name, deals))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=HOW_TO_GET_JY,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("jy", nargs="?", help="jy's export (or set JY_SHENGJI)")
    parser.add_argument(
        "--ours",
        default="greedy",
        help="our bot: greedy, strong, search[:seconds] (SearchBot with that CPU budget a "
        "decision), or any te.bots_named name (default greedy)",
    )
    parser.add_argument(
        "--against",
        default=DEFAULT_AGAINST,
        help="jy's bots (its registry names) with paired deals each, name:deals,... "
        f"(default {DEFAULT_AGAINST})",
    )
    parser.add_argument("--deals", type=int, help="paired deals against each bot (overrides)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal seed (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument(
        "--out", help="append each deal pair's rounds to this file, one JSON line a pair"
    )
    parser.add_argument(
        "--report", metavar="FILE", help="only print the report of a file written by --out"
    )
    parser.add_argument(
        "--every", type=int, default=5, help="print the results so far every N deal pairs"
    )
    args = parser.parse_args()
    if args.report:
        return report_file(args.report)
    root = jy_root(args.jy)
    against = parse_against(args.against, args.deals)
    # interleave the opponents so that partial results cover each of them
    tasks: list[tuple[str, int]] = []
    for i in range(max(deals for _, deals in against)):
        tasks += [(name, args.seed + i) for name, deals in against if i < deals]
    print(
        f"jerryyyu/shengji bots bench: ours {args.ours!r} against "
        f"{', '.join(f'{n} ({d} deal pairs)' for n, d in against)}; jy from {root}; "
        f"seeds from {args.seed}; {args.workers} workers"
    )
    print(f"  rules: {JY!r}")
    sample = our_bot_maker(args.ours)(0)
    budget = getattr(sample, "time_budget", None)
    print(
        f"  our bot: {type(sample).__name__}"
        + (f", time budget {budget} s a decision" if budget is not None else "")
    )
    print(f"  load before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}", flush=True)
    results: dict[str, list[list[RoundOutcome]]] = {name: [] for name, _ in against}
    skipped: Counter[str] = Counter()
    started = time.perf_counter()
    context = multiprocessing.get_context("fork")
    with context.Pool(
        args.workers, initializer=_init_worker, initargs=(str(root), args.ours)
    ) as pool:
        for done, (opponent, seed, outcome) in enumerate(pool.imap_unordered(play_pair, tasks), 1):
            if isinstance(outcome, str):
                skipped[opponent] += 1
                print(f"  deal {seed} vs {opponent} skipped: {outcome}", flush=True)
            else:
                results[opponent].append(outcome)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as out:
                        line = {"ours": args.ours, "against": opponent, "seed": seed}
                        line["rounds"] = [round_json(r) for r in outcome]
                        out.write(json.dumps(line) + "\n")
            if done % args.every == 0 and done < len(tasks):
                print(
                    f"-- {done}/{len(tasks)} deal pairs, {time.perf_counter() - started:.0f} s, "
                    f"load {os.getloadavg()[0]:.2f}"
                )
                for name, _ in against:
                    print(report(name, results[name], skipped[name]))
                sys.stdout.flush()
    print(
        f"== all {len(tasks)} deal pairs, {time.perf_counter() - started:.0f} s wall, "
        f"load after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}"
    )
    for name, _ in against:
        print(report(name, results[name], skipped[name]))
    mismatched = sum(r.mirror.mismatches for rs in results.values() for p in rs for r in p)
    return 1 if mismatched else 0


if __name__ == "__main__":
    sys.exit(main())
