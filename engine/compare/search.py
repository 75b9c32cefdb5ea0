"""Search random deals and positions for one that shows something, for lessons.

``explore(predicate, rules=..., seed=..., tries=...)`` plays random rounds with bots and asks
``predicate(round)`` before every action; the first position where it is true comes back as a
``Found``: a copy of the round at that step (its record replays it), the step, and the round's
seed. ``find_deal`` asks only once per deal, when the bidding has closed (phase ``"bury"``).

Ready-made predicates: ``follow_rules_disagree`` (a follow where ``tractor_follow``
must-tractor and pairs-suffice allow different plays, by ``compare_rules``) and ``throw_fails``.
``find_differences`` (in ``differences.py``) searches for positions where any two rule sets
differ.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..cards.card import Card, Cards, _trusted
from ..cards.trump import Order
from ..drawn import drawn
from ..errors import InputError
from ..play.bots import bots_named, check_round
from ..play.round import PHASES, Round
from ..rulebook.lead import check_throw_trusted, classify_lead_trusted
from ..rulebook.options import option_row
from ..rulebook.rulesets import RulesLike, as_rules
from ..values import Value
from .comparison import compare_rules


class Found(Value):
    """A position found by ``explore``: ``round`` (a copy, at ``step``), and the round's seed."""

    round: Round
    step: int
    seed: Any
    tries: int

    _repr_html_ = drawn


def explore(
    predicate: Callable[[Round], Any],
    rules: RulesLike = "tractor-4p",
    *,
    seed: int = 0,
    tries: int = 1000,
    bots: str = "combination",
    phase: str | None = None,
    **round_options: Any,
) -> Found | None:
    """The first position of up to ``tries`` random rounds where ``predicate`` is true.

    Rounds are dealt from seeds ``seed``, ``seed + 1``, ...; ``bots`` plays them (default
    ``"combination"``: random bots that lead singles, pairs and tractors, so tractor leads are
    common). ``phase`` limits the question to one phase; ``round_options`` go to ``Round``
    (``levels``, ``starter``, ``winners``). Returns None when nothing is found.
    """
    ruleset = as_rules(rules)
    if not callable(predicate):
        raise InputError(f"predicate must be a function of a Round, not {predicate!r}")
    for value, what in ((seed, "seed"), (tries, "tries")):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(f"{what} must be a whole number, not {value!r}")
    if phase is not None and phase not in PHASES:
        raise InputError(f"phase must be one of {', '.join(PHASES)} or None, not {phase!r}")
    for t in range(tries):
        round_seed = seed + t
        rnd = Round(ruleset, seed=round_seed, **round_options)
        players = bots_named(bots, ruleset.players, round_seed)
        while True:
            if (phase is None or rnd.phase == phase) and predicate(rnd):
                return Found(rnd.copy(), rnd.step, round_seed, t + 1)
            if rnd.phase == "done":
                break
            rnd.act(players[rnd.to_act].choose(rnd))  # type: ignore[index]  # set until done
    return None


def find_deal(
    predicate: Callable[[Round], Any],
    rules: RulesLike = "tractor-4p",
    *,
    seed: int = 0,
    tries: int = 1000,
    **round_options: Any,
) -> Found | None:
    """The first deal (bidding closed, kitty picked up) where ``predicate`` is true."""
    return explore(predicate, rules, seed=seed, tries=tries, phase="bury", **round_options)


def follow_rules_disagree(rnd: Round) -> bool:
    """True at a follow where must-tractor and pairs-suffice allow different sets of plays.

    Exactly when ``compare_rules`` finds a play legal under one setting of ``tractor_follow``
    and not the other (the must/may marks can agree while the plays differ). A lead without a
    tractor is followed alike under both settings.
    """
    if check_round(rnd, "rnd").phase != "play" or not rnd.trick:
        return False
    if option_row("tractor_follow").moot(lead=rnd.lead, rules=rnd.rules):
        return False
    assert rnd.to_act is not None and rnd.lead is not None and rnd.trump is not None, "in play"
    return compare_rules(
        rnd.hands[rnd.to_act],
        rnd.lead.cards,
        trump=rnd.trump,
        rules_a=rnd.rules.replace(tractor_follow="must-tractor"),
        rules_b=rnd.rules.replace(tractor_follow="pairs-suffice"),
    ).follow_differs


def throw_fails(rnd: Round) -> bool:
    """True at a lead where the seat to act holds a throw that would fail (a lesson on throws)."""
    if check_round(rnd, "rnd").phase != "play" or rnd.trick:
        return False
    seat = rnd.to_act
    assert seat is not None and rnd.order is not None, "the round is in play"
    others = [(f"seat {s}", rnd.hands[s]) for s in range(rnd.players) if s != seat]
    return failing_throw(rnd.hands[seat], others, rnd.order) is not None


def failing_throw(
    hand: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]], order: Order
) -> Cards | None:
    """A throw of ``hand`` that fails against the ``others`` (named hands), or None if none does.

    Exact with one try per suit group: whatever beats a part of a throw (a single, a pair or a
    tractor) holds a card of the group above that part's top card, so above the lowest card
    the hand holds in the group. Then that lowest card and any other card of the group, two
    singles, make a throw that fails too; the engine's ``check_throw_trusted`` judges it.
    """
    power = order.power_of
    groups: dict[str, dict[Card, None]] = {}
    for card in hand:
        groups.setdefault(order.group[card.id], {})[card] = None
    for cards in groups.values():
        if len(cards) < 2:
            continue
        low = min(cards, key=power.__getitem__)
        other = next(c for c in cards if c is not low)
        lead = classify_lead_trusted(_trusted((low, other)), order, order.rules)
        if not check_throw_trusted(lead, others).stands:
            return lead.cards
    return None


__all__ = ["Found", "explore", "find_deal", "follow_rules_disagree", "throw_fails"]
