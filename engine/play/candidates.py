"""The few plays a search compares: the default's pick first, then other kinds of play.

A lead: for each suit group, its strongest part (a tractor, else a pair, else its highest
card), its highest single and its lowest single. A follow of one card: the lowest card that
takes the trick, the lowest card worth no points, the card worth most points (to a partner
who is winning, or to spend), the highest card. A follow of several cards: the follows of the
greedy bot's own candidates (its example and random legal plays) that take the trick most
cheaply, give the most points and give the fewest. Never a throw, so every lead stands.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards.card import Card
from ..rulebook.layout import layout
from ..rulebook.trick import trick_winner
from .actions import Play


def play_candidates(round: Any, seat: int, default: Any, limit: int) -> list[Play]:
    """At most ``limit`` distinct legal plays for ``seat`` (to act, in the play phase),
    ``default`` first; plays equal as card multisets count once."""
    found: list[Play] = [default]
    seen = {_key(default.cards)}

    def add(cards: list[Card] | tuple[Card, ...]) -> None:
        key = _key(cards)
        if key not in seen and len(found) < limit:
            seen.add(key)
            found.append(Play(seat, tuple(cards)))

    if not round._plays:
        for cards in _lead_candidates(round, seat):
            add(cards)
    else:
        for cards in _follow_candidates(round, seat):
            add(cards)
    return found


def _key(cards: Any) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((c.id, k) for c, k in Counter(cards).items()))


def _lead_candidates(round: Any, seat: int) -> list[list[Card]]:
    order = round.order
    power = order.power
    by_group: dict[str, list[Card]] = {}
    for card in round._hands[seat]:
        by_group.setdefault(order.group[card.id], []).append(card)
    strongest: list[list[Card]] = []
    highs: list[list[Card]] = []
    lows: list[list[Card]] = []
    for cards in by_group.values():
        parts = layout(cards, order)
        best = max(parts, key=lambda p: (p.pairs, power[p.top.id]))
        strongest.append(list(best.cards))
        ranked = sorted(set(cards), key=lambda c: power[c.id])
        highs.append([ranked[-1]])
        lows.append([ranked[0]])
    # strongest parts first (what greedy weighs), then high singles, then low ones
    return strongest + highs + lows


def _follow_candidates(round: Any, seat: int) -> list[list[Card]]:
    order, trump, rules = round.order, round.trump, round.rules
    power = order.power
    plays = [list(cards) for _, cards in round._plays]
    lead_size = round.lead.size
    options = round._follow_options()
    if lead_size == 1:
        may = set(options.may)
        pool = [[c] for c in dict.fromkeys(round._hands[seat]) if c in may]
    else:
        pool = _several_card_pool(round, seat)
    if not pool:
        return []

    def strength(p: list[Card]) -> int:
        return sum(power[c.id] for c in p)

    def points(p: list[Card]) -> int:
        return sum(c.points for c in p)

    winners = [p for p in pool if trick_winner([*plays, p], trump=trump, rules=rules) == len(plays)]
    out: list[list[Card]] = []
    if winners:
        out.append(min(winners, key=lambda p: (strength(p), points(p))))
        out.append(max(winners, key=lambda p: (points(p), -strength(p))))
    out.append(min(pool, key=lambda p: (points(p), strength(p))))
    out.append(max(pool, key=lambda p: (points(p), -strength(p))))
    out.append(max(pool, key=lambda p: (strength(p), -points(p))))
    return out


def _several_card_pool(round: Any, seat: int) -> list[list[Card]]:
    """Legal follows of several cards: the options' example and a few random legal plays."""
    from .bots import RandomBot

    options = round._follow_options()
    pool = [list(options.example())]
    drawer = RandomBot(len(round._actions))
    for _ in range(8):
        pool.append(drawer._follow(round, seat))
    return pool
