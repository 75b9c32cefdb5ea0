"""Search random deals and positions for one that shows something, for lessons.

``explore(predicate, rules=..., seed=..., tries=...)`` plays random rounds with bots and asks
``predicate(round)`` before every action; the first position where it is true comes back as a
``Found``: a copy of the round at that step (its record replays it), the step, and the round's
seed. ``find_deal`` asks only once per deal, when the bidding has closed (phase ``"bury"``).

Ready-made predicates: ``follow_rules_disagree`` (a follow where ``tractor_follow``
must-tractor and pairs-suffice allow different plays) and ``throw_fails``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .bots import bots_named
from .follow import check_follow, follow_options
from .lead import check_throw
from .round import Round
from .rulesets import RulesLike, as_rules
from .values import Value


class Found(Value):
    """A position found by ``explore``: ``round`` (a copy, at ``step``), and the round's seed."""

    round: Round
    step: int
    seed: Any
    tries: int

    def _repr_html_(self) -> str:
        return self.round._repr_html_()


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
    for t in range(tries):
        round_seed = seed + t
        rnd = Round(ruleset, seed=round_seed, **round_options)
        players = bots_named(bots, ruleset.players, round_seed)
        while True:
            if (phase is None or rnd.phase == phase) and predicate(rnd):
                return Found(rnd.copy(), rnd.step, round_seed, t + 1)
            if rnd.phase == "done":
                break
            rnd.act(players[rnd.to_act].choose(rnd))
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
    """True at a follow where must-tractor and pairs-suffice allow different plays.

    Compares ``follow_options`` under both settings of ``tractor_follow``, and checks the
    pairs-suffice example play under must-tractor.
    """
    if rnd.phase != "play" or not rnd.trick or not rnd.lead.tractor_lengths:
        return False
    seat = rnd.to_act
    hand = rnd.hands[seat]
    must = rnd.rules.replace(tractor_follow="must-tractor")
    loose = rnd.rules.replace(tractor_follow="pairs-suffice")
    a = follow_options(hand, rnd.lead.cards, trump=rnd.trump, rules=must)
    b = follow_options(hand, rnd.lead.cards, trump=rnd.trump, rules=loose)
    if sorted(a.must, key=id) != sorted(b.must, key=id) or set(a.may) != set(b.may):
        return True
    example = b.example()
    return not check_follow(hand, rnd.lead.cards, example, trump=rnd.trump, rules=must).legal


def throw_fails(rnd: Round) -> bool:
    """True at a lead where the seat to act holds a throw that would fail (a lesson on throws)."""
    if rnd.phase != "play" or rnd.trick:
        return False
    seat = rnd.to_act
    others = {s: rnd.hands[s] for s in range(rnd.players) if s != seat}
    for _, cards in rnd.lead_groups(seat):
        if len(set(cards)) >= 2:
            check = check_throw(
                list(dict.fromkeys(cards))[:3], others, trump=rnd.trump, rules=rnd.rules
            )
            if not check.stands:
                return True
    return False


__all__ = ["Found", "explore", "find_deal", "follow_rules_disagree", "throw_fails"]
