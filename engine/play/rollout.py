"""Fast rollouts: a round in play finished by a quick greedy policy, for the search's worlds.

The policy is the greedy bot's (``bots.GreedyBot``) with fewer candidates: it leads its
strongest part (a tractor, else a pair, else its highest card, side suits before trumps);
following, it gives the most points to a partner who is winning, else takes the trick as
cheaply as it can, else plays its lowest cards. A follow of one card weighs every card it may
play; a follow of several cards weighs the follow options' example only.

It plays through the round's own rules (``Round``), but trusts its own plays: a follow of one
card is worked out from the led suit group (the seat's cards of it, or any card when it has
none), and plays go to the round's commit step without being judged again. The round must
not be used for anything else afterwards (its log and actions are left behind).
"""

from __future__ import annotations

from typing import Any

from ..cards.card import Card
from ..cards.trump import TRUMP
from ..rulebook.layout import layout
from ..rulebook.trick import trick_winner_trusted
from .bots import RandomBot


def finish(world: Any, seed: int = 0) -> Any:
    """Play ``world`` (a ``Round`` in play) to its end with the quick greedy policy, its random
    follows of several cards drawn from ``seed``; returns it."""
    drawer = RandomBot(seed)
    while world.phase != "done":
        seat = world.to_act
        if not world._plays:
            cards = _lead(world, seat)
            commit, _, _ = world._prepare_lead(seat, cards)
            world._options = None
            commit()
        else:
            cards = _follow(world, seat, drawer)
            world._options = None
            world._commit_play(seat, cards)
    return world


def _lead(world: Any, seat: int) -> tuple[Card, ...]:
    order = world.order
    group = order.group
    power = order.power
    by_group: dict[str, list[Card]] = {}
    for card in world._hands[seat]:
        by_group.setdefault(group[card.id], []).append(card)
    best: Any = None
    best_key: Any = None
    for g, cards in by_group.items():
        for comp in layout(cards, order):
            key = (comp.pairs, g != TRUMP, power[comp.top.id])
            if best_key is None or key > best_key:
                best, best_key = comp, key
            if comp.pairs == 0:
                break  # components come tractors, pairs, then singles from high to low
    return tuple(best.cards)


def _follow(world: Any, seat: int, drawer: RandomBot) -> tuple[Card, ...]:
    order = world.order
    power = order.power
    plays = world._plays
    lead = world.lead
    partners = world.partners(seat)
    winning = trick_winner_trusted([cards for _, cards in plays], lead) if len(plays) > 1 else 0
    partner_winning = plays[winning][0] in partners
    hand = world._hands[seat]
    if lead.size == 1:
        group = order.group
        led = lead.group
        mine = [c for c in hand if group[c.id] == led] or hand
        if partner_winning:
            return (max(mine, key=lambda c: (c.points, -power[c.id])),)
        top = plays[winning][1][0]
        top_power = power[top.id]
        top_trump = group[top.id] == TRUMP
        beats = [
            c
            for c in mine
            if (group[c.id] == group[top.id] and power[c.id] > top_power)
            or (group[c.id] == TRUMP and not top_trump)
        ]
        if beats:
            return (min(beats, key=lambda c: (power[c.id], c.points)),)
        return (min(mine, key=lambda c: (c.points, power[c.id])),)
    candidates = [tuple(world._follow_options().example())]
    for _ in range(SEVERAL_CARD_DRAWS):
        candidates.append(tuple(drawer._follow(world, seat)))
    led = [cards for _, cards in plays]

    def strength(cards: tuple[Card, ...]) -> int:
        return sum(power[c.id] for c in cards)

    def points(cards: tuple[Card, ...]) -> int:
        return sum(c.points for c in cards)

    if partner_winning:
        return max(candidates, key=lambda p: (points(p), -strength(p)))
    n = len(led)
    beats = [p for p in candidates if trick_winner_trusted([*led, p], lead) == n]
    if beats:
        return min(beats, key=lambda p: (strength(p), points(p)))
    return min(candidates, key=lambda p: (points(p), strength(p)))


#: Random legal follows of several cards weighed besides the follow options' example.
SEVERAL_CARD_DRAWS = 2
