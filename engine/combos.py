"""The pairs and tractors that a set of cards holds (rules §2), each with its reason."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

from .cards import RANKS, Card, Cards, _trusted, parse_cards
from .layout import Component, pairs_by_power, runs
from .position import CardsLike, as_cards, check_copies, context, context_source
from .rulesets import RuleSet, RulesLike, as_rules
from .trump import GROUP_ORDER, TRUMP, Order, Trump, TrumpLike, as_trump, group_name
from .values import Value, field


class Combo(Component):
    """A pair or a maximal tractor found in a set of cards, and why it is one.

    Like a ``Component``: ``len(combo)`` is its number of cards, ``card in combo`` asks about
    its cards.
    """

    reason: str

    def _repr_html_(self) -> str:
        from .html import cards_html

        return cards_html(self.cards, caption=self.reason)


class Combos(Value):
    """The pairs and maximal tractors in some cards, and ``notes`` on near misses.

    A value (immutable, hashable) carrying the ``trump`` and ``rules`` it was found under;
    ``repr`` is the call that makes it. Built directly, it is checked against what ``combos``
    finds in its cards (``ValueError`` if it differs).
    """

    cards: Cards = field(convert=parse_cards, accept=Cards)
    pairs: tuple[Combo, ...]
    tractors: tuple[Combo, ...]
    notes: tuple[str, ...]
    trump: Trump = field(convert=as_trump, accept=Trump)
    rules: RuleSet = field(convert=as_rules, accept=RuleSet)
    order: Order | None = field(None, compare=False, repr=False)

    def _check(self) -> dict[str, object]:
        found = combos(self.cards, trump=self.trump, rules=self.rules)
        if found != self:
            raise ValueError(
                f"these are not the combos of {self.cards!r} under trump {self.trump} and "
                f"rules {self.rules.name}: ask combos(...) for them"
            )
        return {"order": found.order}

    def __reduce__(self) -> tuple[object, ...]:
        return (_combos_again, (self.cards, self.trump, self.rules))

    def __repr__(self) -> str:
        return f"combos({self.cards!r}, {context_source(self.order)})"

    def __str__(self) -> str:
        lines = [t.reason for t in self.tractors] + [p.reason for p in self.pairs]
        return "\n".join(lines + list(self.notes)) or "No pairs and no tractors."

    def _repr_html_(self) -> str:
        from .html import combos_html

        return combos_html(self)


def _pair_text(card: Card) -> str:
    return f"{card.symbol} {card.symbol}"


def _kind_of(card: Card, order: Order) -> str:
    """What a trump pair is, for explaining adjacency."""
    trump = order.trump
    if card.is_joker:
        return "small jokers" if card.rank == "SJ" else "big jokers"
    if order.group[card.id] == TRUMP and order.rank_trumps and card.rank == trump.rank:
        if card.suit == trump.suit:
            return "the trump-suit rank pair"
        return "an off-suit rank pair" if trump.suit is not None else "a rank pair"
    return "plain"


def _link(low: Card, high: Card, order: Order) -> str | None:
    """Why two pairs whose powers differ by one are adjacent; None when they simply are."""
    a, b = _kind_of(low, order), _kind_of(high, order)
    pair = f"{_pair_text(low)} and {_pair_text(high)}"
    if a == "plain" and b == "plain":
        skipped = _skipped_rank(low, high, order)
        if skipped:
            return f"{pair} are adjacent: the trump rank {skipped} is skipped"
        return None
    if a == "plain":
        return (
            f"{pair}: {_top_plain(low, order)}, connects to an off-suit rank pair "
            "(ace_connects_to_rank is on)"
        )
    if a == "a rank pair":
        return f"{pair}: in no trump a rank pair connects straight to the small jokers"
    return f"{pair}: {a} and {b} are adjacent"


def _tractor_reason(chosen: Sequence[Card], order: Order) -> str:
    """``"6-card tractor: 3♥ 3♥, 4♥ 4♥ and 5♥ 5♥ are next to each other in hearts"``."""
    rising = list(reversed(chosen))
    parts: list[str] = []
    stretch = [rising[0]]

    def close() -> None:
        if len(stretch) > 1:
            texts = [_pair_text(c) for c in stretch]
            listed = ", ".join(texts[:-1]) + " and " + texts[-1]
            parts.append(
                f"{listed} are next to each other in {group_name(order.group[stretch[0].id])}"
            )

    for low, high in itertools.pairwise(rising):
        text = _link(low, high, order)
        if text is None:
            stretch.append(high)
            continue
        close()
        parts.append(text)
        stretch = [high]
    close()
    return f"{2 * len(chosen)}-card tractor: " + "; ".join(parts)


def _top_plain(card: Card, order: Order) -> str:
    """``"the trump suit's highest plain card, A♥"`` (its K when the trump rank is A)."""
    if order.trump.rank == "A":
        return f"the trump suit's highest plain card, {card.symbol} (the aces are the trump rank)"
    return f"the trump suit's highest plain card, {card.symbol}"


def _skipped_rank(low: Card, high: Card, order: Order) -> str | None:
    if not order.rank_trumps or low.rank not in RANKS or high.rank not in RANKS:
        return None
    if RANKS.index(high.rank) - RANKS.index(low.rank) == 2:
        return RANKS[RANKS.index(low.rank) + 1]
    return None


def combos(cards: CardsLike, *, trump: TrumpLike, rules: RulesLike) -> Combos:
    """The pairs and the maximal tractors in ``cards`` under a trump, with a reason for each.

    Tractors are maximal runs of adjacent pairs of one suit group; where several off-suit rank
    pairs could fill one place of a run, each choice is its own tractor. ``notes`` explain pairs
    that look adjacent but are not (equal off-suit rank pairs, the trump suit's highest plain
    card before the rank cards). Raises ``CardError`` for text that is not cards or for more
    copies of a card than the decks hold.
    """
    order, ruleset = context(trump, rules)
    parsed = as_cards(cards, "the cards")
    check_copies(ruleset, [("the cards", parsed)])
    group = order.group
    by_group: dict[str, list[Card]] = {}
    for card in parsed:
        by_group.setdefault(group[card.id], []).append(card)
    pairs: list[Combo] = []
    tractors: list[Combo] = []
    notes: list[str] = []
    for g in GROUP_ORDER:
        if g not in by_group:
            continue
        by_power = pairs_by_power(Counter(by_group[g]), order)
        for p in sorted(by_power, reverse=True):
            for card in sorted(by_power[p], key=lambda c: c.id):
                pairs.append(
                    Combo(
                        "pair",
                        _trusted((card, card)),
                        card,
                        1,
                        f"{_pair_text(card)}: two identical cards make a pair",
                    )
                )
        for low, high in runs(by_power):
            if high > low:
                choices = [
                    sorted(by_power[p], key=lambda c: c.id) for p in range(high, low - 1, -1)
                ]
                for chosen in itertools.product(*choices):
                    doubled = _trusted([c for card in chosen for c in (card, card)])
                    reason = _tractor_reason(chosen, order)
                    tractors.append(Combo("tractor", doubled, chosen[0], len(chosen), reason))
        notes.extend(_near_misses(by_power, order))
    return Combos._make(
        parsed, tuple(pairs), tuple(tractors), tuple(notes), order.trump, ruleset, order
    )


def _combos_again(cards: Cards, trump: Trump, rules: RuleSet) -> Combos:
    """``combos`` of a pickled Combos's cards (what unpickling calls)."""
    return combos(cards, trump=trump, rules=rules)


def _near_misses(by_power: dict[int, list[Card]], order: Order) -> list[str]:
    notes = []
    for p, cards in sorted(by_power.items(), reverse=True):
        if len(cards) > 1:
            texts = " and ".join(_pair_text(c) for c in cards)
            notes.append(
                f"{texts} are not a tractor: off-suit rank cards of different suits are equal "
                "and do not connect to each other."
            )
        if (
            order.trump.suit is not None
            and not order.rules.ace_connects_to_rank
            and p - 2 in by_power
            and _kind_of(cards[0], order) == "an off-suit rank pair"
        ):
            top = by_power[p - 2][0]
            if _kind_of(top, order) == "plain":
                notes.append(
                    f"{_pair_text(top)} and {_pair_text(cards[0])} are not a tractor: "
                    f"{_top_plain(top, order)}, does not connect to an off-suit rank pair "
                    "(ace_connects_to_rank is off)."
                )
    return notes
