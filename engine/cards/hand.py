"""A hand seen under a trump: sorted, grouped by suit group, trumps first."""

from __future__ import annotations

from ..drawn import drawn
from ..rulebook.inputs import CardsLike, as_cards, check_copies, context
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..values import Value, field
from .card import Card, Cards
from .trump import GROUP_ORDER, Order, Trump, TrumpLike, as_trump


def sort_cards(cards: CardsLike, *, trump: TrumpLike, rules: RulesLike) -> Cards:
    """The cards in display order: trumps first, then ♠ ♥ ♣ ♦, each from high to low."""
    order, ruleset = context(trump, rules)
    parsed = as_cards(cards, "the cards")
    check_copies(ruleset, [("the cards", parsed)])
    return Cards(order.sorted(parsed))


def _hand_cards(cards: CardsLike) -> Cards:
    return as_cards(cards, "the hand")


class Hand(Value):
    """A hand under a trump: ``groups`` lists (suit group, its cards high to low), trumps first.

    ``Hand(cards, trump=..., rules=...)``: the cards are checked and kept in display order.
    """

    cards: Cards = field(convert=_hand_cards, accept=Cards)
    trump: Trump = field(convert=as_trump, accept=Trump)
    rules: RuleSet = field(convert=as_rules, accept=RuleSet)

    def _check(self) -> dict[str, object]:
        order, ruleset = context(self.trump, self.rules)
        check_copies(ruleset, [("the hand", self.cards)])
        return {"cards": Cards(order.sorted(self.cards))}

    @property
    def order(self) -> Order:
        return context(self.trump, self.rules)[0]

    @property
    def groups(self) -> list[tuple[str, Cards]]:
        """(group, cards) for each suit group held, in display order."""
        group = self.order.group
        found: dict[str, list[Card]] = {}
        for card in self.cards:
            found.setdefault(group[card.id], []).append(card)
        return [(g, Cards(found[g])) for g in GROUP_ORDER if g in found]

    def __len__(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        return " | ".join(str(cards) for _, cards in self.groups)

    _repr_html_ = drawn


def trump_order(*, trump: TrumpLike, rules: RulesLike) -> str:
    """The trumps from high to low, equal ones joined by "=".

    ``trump_order(trump="2H", rules="tractor-4p")`` is ``"BJ > SJ > 2♥ > 2♠ = 2♣ = 2♦ > A♥ …"``.
    """
    return context(trump, rules)[0].describe()
