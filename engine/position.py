"""Turning what a caller passes into checked engine values: cards, hands, trump, rules.

Every public question coerces its arguments here, so a bad input is refused in one place with
a message that names the bad part.
"""

from __future__ import annotations

from collections import Counter, _count_elements  # type: ignore[attr-defined]
from collections.abc import Iterable, Mapping, Sequence
from typing import Union

from .cards import Card, CardLike, Cards, parse_cards
from .errors import CardError
from .rulesets import RuleSet, RulesLike, as_rules
from .trump import Order, TrumpLike, as_trump, order_of

CardsLike = Union[str, Iterable[CardLike], Card]


_ONLY_CARDS = {Card}


def context(trump: TrumpLike, rules: RulesLike) -> tuple[Order, RuleSet]:
    """The Order and RuleSet named by a caller's ``trump`` and ``rules`` keywords."""
    ruleset = as_rules(rules)
    return order_of(as_trump(trump), ruleset), ruleset


def as_cards(value: CardsLike, what: str) -> Cards:
    """Parsed cards; a CardError names ``what`` they were meant to be."""
    if type(value) is Cards or (type(value) is list and set(map(type, value)) <= _ONLY_CARDS):
        return value  # type: ignore[return-value]
    try:
        return parse_cards(value)
    except CardError as exc:
        raise CardError(f"{what}: {exc}") from None


def check_copies(rules: RuleSet, groups: Sequence[tuple[str, Sequence[Card]]]) -> None:
    """Refuse more copies of a card, across these groups of cards, than the decks hold."""
    counts: dict[Card, int] = {}
    for _, cards in groups:
        _count_elements(counts, cards)
    if max(counts.values(), default=0) <= rules.decks:
        return
    for card, n in counts.items():
        if n > rules.decks:
            where = " and ".join(name for name, cards in groups if card in cards)
            held = "once" if rules.decks == 1 else f"{rules.decks} times"
            raise CardError(
                f"{card.symbol} appears {n} times in {where}, but {rules.name} deals each card "
                f"only {held}"
            )


def as_hands(value: Mapping[int, CardsLike] | Sequence[CardsLike]) -> list[tuple[str, Cards]]:
    """Named hands from a {seat: cards} mapping (named "seat N") or a list (named "hand N")."""
    if isinstance(value, Mapping):
        return [
            (f"seat {seat}", as_cards(cards, f"the hand of seat {seat}"))
            for seat, cards in value.items()
        ]
    if isinstance(value, str):
        raise CardError(
            "other_hands must be a list of hands or a {seat: hand} mapping, not one string"
        )
    return [(f"hand {i + 1}", as_cards(cards, f"hand {i + 1}")) for i, cards in enumerate(value)]


def missing_from(hand: Sequence[Card], play: Sequence[Card]) -> list[Card]:
    """The cards of ``play`` (with multiplicity) that ``hand`` does not hold."""
    left = Counter(hand)
    missing = []
    for card in play:
        if left[card]:
            left[card] -= 1
        else:
            missing.append(card)
    return missing
