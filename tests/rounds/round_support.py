"""Helpers shared by the round tests: driving the deal, invariants, state snapshots."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from tractor_engine.cards.card import ALL_CARDS, parse_cards
from tractor_engine.errors import IllegalPlay
from tractor_engine.play.actions import Bid
from tractor_engine.play.round import Round


def snapshot(rnd: Round) -> dict[str, Any]:
    """A deep copy of every attribute of the round (for "nothing changed" checks).

    The card order (an immutable, cached ``Order`` that compares by identity) is kept as is.
    """
    memo = {} if rnd.order is None else {id(rnd.order): rnd.order}
    return copy.deepcopy(rnd.__dict__, memo)


def assert_refused(rnd: Round, action: Any, *words: str) -> str:
    """The action raises IllegalPlay whose reason holds ``words``, and nothing changes."""
    before = snapshot(rnd)
    try:
        rnd.act(action)
    except IllegalPlay as exc:
        reason = exc.reason
    else:  # pragma: no cover - the assertion reports it
        raise AssertionError(f"{action} was accepted")
    assert rnd.__dict__ == before, "a refused action changed the round"
    assert reason and not reason[0].islower() and reason.rstrip().endswith((".", ")")), reason
    for word in words:
        assert word in reason, (word, reason)
    return reason


def pass_until(rnd: Round, seat: int, cards: str | None = None, *, limit: int = 10_000) -> None:
    """Pass at every chance until ``seat`` is asked (and, given ``cards``, may bid them)."""
    wanted = tuple(parse_cards(cards)) if cards else None
    for _ in range(limit):
        if rnd.phase != "deal":
            raise AssertionError(f"the deal ended before seat {seat} could bid {cards}")
        if rnd.to_act == seat and (wanted is None or rnd.is_legal(Bid(seat, wanted))):
            return
        rnd.pass_()
    raise AssertionError("too many passes")


def finish_deal(rnd: Round) -> None:
    """Pass until the bidding closes (no redeal expected)."""
    deal = rnd.deal_number
    while rnd.phase == "deal":
        rnd.pass_()
    assert rnd.deal_number == deal, "unexpected redeal"


def full_deck(rnd: Round) -> Counter:
    return Counter(c for c in ALL_CARDS for _ in range(rnd.rules.decks))


def card_places(rnd: Round) -> Counter:
    """Every card where it is: hands, undealt, kitty or buried, the trick, finished tricks."""
    places: Counter = Counter()
    for hand in rnd.hands:
        places.update(hand)
    places.update(rnd.undealt)
    places.update(rnd.kitty if rnd.phase == "deal" else rnd.buried)
    for _, cards in rnd.trick:
        places.update(cards)
    for trick in rnd.tricks:
        for _, cards in trick.plays:
            places.update(cards)
    return places


def check_invariants(rnd: Round) -> None:
    """What must hold at every step of every round."""
    assert card_places(rnd) == full_deck(rnd), "a card is missing or doubled"
    n = rnd.players
    if rnd.phase == "play":
        # Hands shrink together, trick by trick.
        played = {s for s, _ in rnd.trick}
        lens = [
            len(h) + (len(rnd.trick[0][1]) if seat in played else 0)
            for seat, h in enumerate(rnd.hands)
        ]
        assert len(set(lens)) == 1, lens
    if rnd.phase in ("bury",):
        assert len(rnd.hands[rnd.to_act]) == rnd.rules.hand_size + rnd.rules.kitty_size
    if rnd.phase == "done":
        points = sum(t.points for t in rnd.tricks) + sum(c.points for c in rnd.buried)
        assert points == rnd.rules.total_points
        assert all(not h for h in rnd.hands)
        assert rnd.to_act is None
    assert rnd.to_act is None or 0 <= rnd.to_act < n


SAFE_RANKS = ("3", "4", "6", "7", "8", "Q", "K", "A")


def fill(rules_name: str, hands: dict, *, avoid=(), suits="SHDC", kitty=None) -> dict:
    """Complete the listed hands with cards of SAFE_RANKS (never a bid at levels 2, 5, 9, 10,
    J) of the given ``suits``, so the listed seats hold only what the test chose besides."""
    from tractor_engine.rulebook.rulesets import rules

    ruleset = rules(rules_name)
    pool = Counter(c for c in ALL_CARDS for _ in range(ruleset.decks))
    for cards in list(hands.values()) + ([kitty] if kitty else []):
        pool.subtract(parse_cards(cards))
    safe = [
        c
        for c in ALL_CARDS[:52]
        if c.rank in SAFE_RANKS and c.rank not in avoid and c.suit in suits
    ]
    out = {}
    for seat, cards in hands.items():
        cards = list(parse_cards(cards))
        for card in safe:
            while len(cards) < ruleset.hand_size and pool[card] > 0:
                cards.append(card)
                pool[card] -= 1
        out[seat] = cards
    return out


def to_play(
    rnd: Round, bidder: int, bid: str, bury: str | None = None, call=None, keep: str = ""
) -> Round:
    """Pass to ``bidder``, bid, pass to the end, bury (given cards, or the lowest but
    ``keep``), call the friend (default the first A♠)."""
    pass_until(rnd, bidder, bid)
    rnd.bid(bid)
    finish_deal(rnd)
    seat = rnd.to_act
    if bury is None:
        order = rnd.order
        kept = Counter(parse_cards(keep))
        pool = []
        for card in rnd.hands[seat]:
            if kept[card]:
                kept[card] -= 1
            else:
                pool.append(card)
        cards = sorted(pool, key=lambda c: (order.is_trump(c), c.points, order.power[c.id]))
        rnd.bury(cards[: rnd.rules.kitty_size])
    else:
        rnd.bury(bury)
    if rnd.phase == "call":
        card, copy_ = call if call else ("AS", 1)
        rnd.call_friend(card, copy_)
    return rnd
