"""Leads: what kind a lead is, and whether a throw stands (RULES.md §3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import Card, Cards, symbols
from .errors import IllegalPlay
from .layout import Component, layout, pairs_by_power, runs
from .position import CardsLike, as_cards, as_hands, check_copies, context
from .rulesets import RuleSet, RulesLike
from .trump import TRUMP, Order, TrumpLike, group_name


@dataclass(frozen=True)
class Lead:
    """A classified lead: its ``kind``, its suit ``group`` and its layout ``components``."""

    cards: Cards
    kind: str  # "single", "pair", "tractor" or "throw"
    group: str  # "T" for trumps, else the suit letter
    components: tuple[Component, ...]
    reason: str

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def pairs(self) -> int:
        """Pairs in the layout, a tractor of k pairs counting k."""
        return sum(c.pairs for c in self.components)

    @property
    def tractor_lengths(self) -> tuple[int, ...]:
        """Lengths in pairs of the layout's tractors, longest first."""
        return tuple(c.pairs for c in self.components if c.kind == "tractor")

    @property
    def group_name(self) -> str:
        return group_name(self.group)

    def __str__(self) -> str:
        return self.reason

    def _repr_html_(self) -> str:
        from .html import lead_html

        return lead_html(self)


def _analyse(cards: Sequence[Card], order: Order) -> Lead:
    """Classify cards already parsed and checked; raise IllegalPlay for a mixed lead."""
    if not cards:
        raise IllegalPlay("A lead needs at least one card.")
    group = order.group
    first = group[cards[0].id]
    for card in cards:
        if group[card.id] != first:
            raise IllegalPlay(
                f"A lead must come from one suit group, but {cards[0].symbol} is "
                f"{_a(first)} and {card.symbol} is {_a(group[card.id])}."
            )
    components = tuple(layout(cards, order))
    kind = components[0].kind if len(components) == 1 else "throw"
    name = group_name(first)
    if kind == "single":
        reason = f"{cards[0].symbol} is a single lead in {name}."
    elif kind == "pair":
        reason = f"{symbols(components[0].cards)} is a pair lead in {name}."
    elif kind == "tractor":
        t = components[0]
        reason = (
            f"{symbols(t.cards)} is a {t.size}-card tractor lead in {name}: {t.pairs} pairs "
            f"next to each other in the {group_name(first, plural=False)} order."
        )
    else:
        parts = ", ".join(c.describe() for c in components)
        reason = (
            f"A throw of {len(cards)} {name}: {parts}. It stands only if no other hand can beat "
            "any of its parts in " + name + "."
        )
    return Lead(Cards(cards), kind, first, components, reason)


def _a(group: str) -> str:
    return "a trump" if group == TRUMP else "a " + group_name(group, plural=False)


def classify_lead(cards: CardsLike | Lead, *, trump: TrumpLike, rules: RulesLike) -> Lead:
    """The kind of a lead (single, pair, tractor or throw), its layout and a reason.

    A lead that mixes suit groups raises ``IllegalPlay``; cards that are not cards raise
    ``CardError``.
    """
    if isinstance(cards, Lead):
        return cards
    order, ruleset = context(trump, rules)
    parsed = as_cards(cards, "the lead")
    check_copies(ruleset, [("the lead", parsed)])
    return _analyse(parsed, order)


def lead_of(cards: CardsLike | Lead, order: Order, ruleset: RuleSet) -> Lead:
    """A Lead from a Lead or cards, for callers that already hold the Order."""
    if isinstance(cards, Lead):
        return cards
    parsed = as_cards(cards, "the lead")
    check_copies(ruleset, [("the lead", parsed)])
    return _analyse(parsed, order)


# --- Throws ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Beating:
    """A part of a throw and what beats it in another hand."""

    component: Component
    holder: str
    beater: tuple[Card, ...]


@dataclass(frozen=True)
class ThrowCheck:
    """Whether a lead stands against the other hands; if not, what is led instead and its cost.

    ``forced`` is the whole lead when it stands; ``penalty`` is in points, 0 when it stands or
    when the rule set has no throw penalty; ``beaten`` lists every part some hand can beat.
    """

    lead: Lead
    stands: bool
    forced: Cards
    penalty: int
    reason: str
    beaten: tuple[Beating, ...] = ()

    def __bool__(self) -> bool:
        return self.stands

    def __str__(self) -> str:
        return self.reason

    def _repr_html_(self) -> str:
        from .html import throw_html

        return throw_html(self)


def _beater(component: Component, cards: Sequence[Card], order: Order) -> tuple[Card, ...] | None:
    """The highest combination of ``cards`` (one suit group) that beats the component, if any."""
    power = order.power
    top = power[component.top.id]
    if component.kind == "single":
        best = max(cards, key=lambda c: power[c.id], default=None)
        return (best,) if best is not None and power[best.id] > top else None
    by_power = pairs_by_power(Counter(cards), order)
    if component.kind == "pair":
        if not by_power:
            return None
        high = max(by_power)
        return (by_power[high][0],) * 2 if high > top else None
    need = component.pairs
    for low, high in runs(by_power):  # highest run first
        if high - low + 1 >= need and high > top:
            return tuple(by_power[p][0] for p in range(high, high - need, -1) for _ in (0, 1))
    return None


def check_throw(
    lead: CardsLike | Lead,
    other_hands: Mapping[int, CardsLike] | Sequence[CardsLike],
    *,
    trump: TrumpLike,
    rules: RulesLike,
) -> ThrowCheck:
    """Whether a lead stands against the other players' hands (RULES.md §3 "Precisely").

    Singles, pairs and tractors always stand. A throw fails when some other hand holds, in the
    led suit group, a higher single than one of its singles, a higher pair than one of its pairs
    or a higher tractor of the same length than one of its tractors. The failing part is the one
    with the fewest cards among those beaten (the lowest if several); ``forced`` is that part
    (``failed_throw_lead="beaten-component"``) or its lowest card (``"lowest-card"``), and
    ``penalty`` is 10 points per card taken back under ``throw_penalty="ten-per-card"``.
    ``other_hands`` is a ``{seat: cards}`` mapping (the reason names seats) or a list.
    """
    order, ruleset = context(trump, rules)
    parsed_lead = lead.cards if isinstance(lead, Lead) else as_cards(lead, "the lead")
    hands = as_hands(other_hands)
    check_copies(ruleset, [("the lead", parsed_lead), *hands])
    analysed = lead if isinstance(lead, Lead) else _analyse(parsed_lead, order)
    if analysed.kind != "throw":
        return ThrowCheck(
            analysed,
            True,
            analysed.cards,
            0,
            f"A {analysed.kind} lead always stands; only a throw is checked against the other "
            "hands.",
        )
    group = order.group
    led = analysed.group
    holdings = [(name, [c for c in cards if group[c.id] == led]) for name, cards in hands]
    beaten: list[Beating] = []
    for component in analysed.components:
        for name, held in holdings:
            beater = _beater(component, held, order)
            if beater is not None:
                beaten.append(Beating(component, name, beater))
                break
    if not beaten:
        return ThrowCheck(
            analysed,
            True,
            analysed.cards,
            0,
            f"The throw stands: no other hand can beat any of its parts in {analysed.group_name}.",
        )
    power = order.power
    failing = min(beaten, key=lambda b: (b.component.size, power[b.component.top.id]))
    part = failing.component
    if ruleset.failed_throw_lead == "beaten-component":
        forced = Cards(part.cards)
    else:
        forced = Cards([min(part.cards, key=lambda c: (power[c.id], c.id))])
    penalty = 10 * (analysed.size - len(forced)) if ruleset.throw_penalty == "ten-per-card" else 0
    beat = symbols(failing.beater)
    what = f"the {symbols(part.cards)}" if part.kind == "single" else part.describe()
    reason = (
        f"The throw fails: {what} can be beaten by {'the ' if len(failing.beater) == 1 else ''}"
        f"{beat} held by {failing.holder}: lead {symbols(forced)} instead"
    )
    if penalty:
        taken = analysed.size - len(forced)
        reason += (
            f", and the throw costs {penalty} points (10 for each of the {taken} "
            f"card{'s' if taken > 1 else ''} taken back)"
        )
    return ThrowCheck(analysed, False, forced, penalty, reason + ".", tuple(beaten))
