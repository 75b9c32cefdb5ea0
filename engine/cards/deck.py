"""Decks for a round: the full deck of a rule set, and deck orders that deal a chosen position."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..errors import InputError
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..rulebook.scoring import check_seat
from .card import ALL_CARDS, Card, Cards, parse_cards


def full_deck(rules: RuleSet) -> list[Card]:
    """Every card of the rule set's decks, in id order (two copies with two decks)."""
    return [card for card in ALL_CARDS for _ in range(rules.decks)]


def arrange_deck(
    rules: RulesLike,
    hands: dict[int, Any] | None = None,
    *,
    kitty: Any = None,
    dealer: int = 0,
    seed: int = 0,
) -> Cards:
    """A deck order that deals the given cards, for lessons and tests that set up a position.

    ``hands`` maps a seat to the first cards it is dealt, in order (a whole hand or just its
    start); ``kitty`` gives the first kitty cards. Every other place gets the remaining cards
    in an order shuffled by ``seed``. Pass the result as ``Round(rules, deck=..., dealer=...)``
    with the same ``dealer``. Raises ``ValueError`` if the cards are more than the decks hold
    or more than a hand (or the kitty) takes.
    """
    ruleset = as_rules(rules)
    n, size = ruleset.players, ruleset.hand_size
    check_seat(dealer, n, "dealer")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InputError(f"seed must be a whole number or text, not {seed!r}")
    if hands is not None and not isinstance(hands, dict):
        raise InputError(f"hands maps seats to their first cards, not {hands!r}")
    pool = Counter(full_deck(ruleset))
    wanted: dict[int, list[Card]] = {}
    for seat, cards in (hands or {}).items():
        seat = check_seat(seat, n, "a seat in hands")
        wanted[seat] = list(parse_cards(cards))
        if len(wanted[seat]) > size:
            raise InputError(f"seat {seat} is dealt {size} cards, not {len(wanted[seat])}")
    kitty_cards = list(parse_cards(kitty)) if kitty is not None else []
    if len(kitty_cards) > ruleset.kitty_size:
        raise InputError(f"the kitty holds {ruleset.kitty_size} cards, not {len(kitty_cards)}")
    for card in [c for cs in wanted.values() for c in cs] + kitty_cards:
        if pool[card] == 0:
            raise InputError(f"there are only {ruleset.decks} {card.symbol} in {ruleset.name}")
        pool[card] -= 1
    rest = [c for c, k in sorted(pool.items(), key=lambda kv: kv[0].id) for _ in range(k)]
    random.Random(seed).shuffle(rest)
    deck: list[Card] = []
    taken = [0] * n
    for i in range(n * size):
        seat = (dealer + i) % n
        mine = wanted.get(seat, [])
        if taken[seat] < len(mine):
            deck.append(mine[taken[seat]])
        else:
            deck.append(rest.pop())
        taken[seat] += 1
    deck.extend(kitty_cards)
    deck.extend(rest)
    return Cards(deck)
