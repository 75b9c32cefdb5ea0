"""Leads: what kind a lead is, and whether a throw stands (rules §3)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from ..cards.card import Card, Cards, _trusted, parse_cards, symbols
from ..cards.trump import Order, Trump, TrumpLike, as_trump, group_name, order_of
from ..drawn import drawn
from ..errors import IllegalPlay, InputError
from ..memo import Memo
from ..speech.languages import Sentence, said_once
from ..values import Value, field
from . import lead_words as said
from .failed_throw import in_order_of_play, judge_failed
from .inputs import (
    CardsLike,
    as_cards,
    as_hands,
    check_copies,
    check_same_context,
    context,
    context_source,
)
from .layout import Component, layout, runs
from .rulesets import RuleSet, RulesLike, as_rules


class Lead(Value):
    """A classified lead: its ``kind``, its suit ``group`` and its layout ``components``.

    A value: immutable and hashable, equal when cards, trump and rules are equal. It carries
    the ``trump`` and ``rules`` it was classified under; a question asked under another trump
    or rule set refuses it with a ``ValueError`` (pass ``lead.cards`` to classify them again).
    ``repr`` is the call that makes it. Built directly (or by ``copy.replace``), it is checked
    against the classification of its cards: a ``kind`` or layout its cards do not have raises
    ``ValueError``; and every question classifies a ``Lead`` it did not make again.
    """

    cards: Cards = field(convert=parse_cards, accept=Cards)
    kind: str  # "single", "pair", "tractor" or "throw"
    group: str  # "T" for trumps, else the suit letter
    components: tuple[Component, ...]
    pairs: int  # pairs in the layout, a tractor of k pairs counting k
    tractor_lengths: tuple[int, ...]  # lengths in pairs of its tractors, longest first
    trump: Trump = field(convert=as_trump, accept=Trump)
    rules: RuleSet = field(convert=as_rules, accept=RuleSet)
    order: Order = field(default=None, compare=False, repr=False)  # set by _check

    def _check(self) -> dict[str, object]:
        order = order_of(self.trump, self.rules)
        if self.order is not None and self.order != order:
            raise InputError(
                f"Lead(order=...) is the order of trump {self.order.trump} and rules "
                f"{self.order.rules.name}, not of this lead's trump and rules"
            )
        _genuine(self, order)
        return {"order": order}

    def __reduce__(self) -> tuple[object, ...]:
        return (_lead_again, (self.cards, self.trump, self.rules))

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def group_name(self) -> str:
        return group_name(self.group)

    @property
    def reason(self) -> str:
        """What kind of lead this is, in a sentence that names its parts (in the language in
        force)."""
        return said_once(self.__dict__, self._reason)

    def _reason(self) -> str:
        return said.kind_of_lead(self)

    def __str__(self) -> str:
        return self.reason

    def __repr__(self) -> str:
        return f"classify_lead({self.cards!r}, {context_source(self.order)})"

    _repr_html_ = drawn


#: Leads are immutable, and the same lead is asked about once per follower and per candidate
#: play, so classifications are remembered, keyed by the order (its trump and rules, as
#: ``Order.key``) and the cards.
_MEMO = Memo("leads", 4096)


def _analyse(cards: Cards, order: Order) -> Lead:
    """Classify cards already parsed and checked; raise IllegalPlay for a mixed lead."""
    key = (order.key, cards)
    found = _MEMO.get(key)
    if found is None:
        found = _MEMO.keep(key, _classify(cards, order))
    return found  # type: ignore[return-value]


def _genuine(lead: Lead, order: Order) -> Lead:
    """The engine's own classification of a Lead's cards under ``order``: ``lead`` itself when
    it is the one remembered, else the classification, if ``lead`` says the same; a Lead whose
    fields its cards do not have (built by hand, or changed) raises ``ValueError``."""
    cards = lead.cards
    found = _MEMO.get((order.key, cards))
    if found is lead:
        return lead
    if type(cards) is not Cards:
        raise InputError(f"a Lead's cards are Cards, not {type(cards).__name__}")
    if cards._most_copies() > order.rules.decks:
        check_copies(order.rules, [("the lead", cards)])
    found = _analyse(cards, order)
    for name in ("kind", "group", "components", "pairs", "tractor_lengths"):
        if getattr(lead, name) != getattr(found, name):
            raise InputError(
                f"this Lead says {name}={getattr(lead, name)!r}, but {symbols(cards)} under "
                f"trump {order.trump} has {name}={getattr(found, name)!r}: a Lead is made by "
                "classify_lead, not by hand"
            )
    return found


def _lead_again(cards: Cards, trump: Trump, rules: RuleSet) -> Lead:
    """The classification of a pickled Lead's cards (what unpickling calls)."""
    ruleset = as_rules(rules)
    return classify_lead_trusted(cards, order_of(as_trump(trump), ruleset), ruleset)


def _classify(cards: Cards, order: Order) -> Lead:
    if not cards:
        raise IllegalPlay(said.no_cards)
    group = order.group
    first = group[cards[0].id]
    if not order.members[first].issuperset(cards):
        card = next(c for c in cards if group[c.id] != first)
        raise IllegalPlay(partial(said.mixed_groups, cards[0], card, order))
    components = tuple(layout(cards, order))
    kind = components[0].kind if len(components) == 1 else "throw"
    pairs = sum([c.pairs for c in components])
    lengths = tuple([c.pairs for c in components if c.pairs > 1]) if pairs > 1 else ()
    return Lead._make(
        cards, kind, first, components, pairs, lengths, order.trump, order.rules, order
    )


def classify_lead(cards: CardsLike | Lead, *, trump: TrumpLike, rules: RulesLike) -> Lead:
    """The kind of a lead (single, pair, tractor or throw), its layout and a reason.

    A lead that mixes suit groups raises ``IllegalPlay``; cards that are not cards raise
    ``CardError``. A ``Lead`` is handed back as it is when classified under this trump and
    these rules, and refused with a ``ValueError`` when classified under others.
    """
    order, ruleset = context(trump, rules)
    return classify_lead_trusted(cards, order, ruleset)


def classify_lead_trusted(cards: CardsLike | Lead, order: Order, ruleset: RuleSet) -> Lead:
    """``classify_lead``'s answer, trusting ``order`` and ``ruleset`` (a caller that holds them
    made already: ``Round``, ``follow``, ``trick``, the search).

    Trusts: ``order`` is the ``Order`` of ``ruleset`` under the trump in force (neither is
    converted nor compared). Still checks the cards: a Lead classified under another trump or
    rule set raises ``ValueError`` (see ``check_same_context``), text that is not cards or
    more copies of a card than the decks hold raise ``CardError``.
    """
    if type(cards) is Lead:
        check_same_context(cards.order, order, "the lead")
        return _genuine(cards, order)
    parsed = as_cards(cards, "the lead")  # type: ignore[arg-type]
    found = _MEMO.get((order.key, parsed))
    if found is not None:  # classified before under this order, copies included
        return found
    if parsed._most_copies() > ruleset.decks:
        check_copies(ruleset, [("the lead", parsed)])
    return _analyse(parsed, order)


# --- Throws ----------------------------------------------------------------------------------


class Beating(Value):
    """A part of a throw and what beats it in another hand."""

    component: Component
    holder: str
    beater: Cards = field(convert=parse_cards, accept=Cards)


class ThrowCheck(Value):
    """Whether a lead stands against the other hands; if not, what is led instead and its cost.

    ``forced`` is the whole lead when it stands; ``penalty`` is in points, 0 when it stands or
    when the rule set has no throw penalty; ``beaten`` lists every part some hand can beat.
    """

    lead: Lead
    stands: bool
    forced: Cards = field(convert=parse_cards, accept=Cards)
    penalty: int
    reason: Sentence
    beaten: tuple[Beating, ...] = ()

    reason = Sentence("reason", "Why the lead stands or fails, in the language in force.")

    @property
    def trump(self) -> Trump:
        """The trump it was checked under (its lead's)."""
        return self.lead.trump

    @property
    def rules(self) -> RuleSet:
        """The rule set it was checked under (its lead's)."""
        return self.lead.rules

    def __bool__(self) -> bool:
        return self.stands

    def __str__(self) -> str:
        return self.reason

    _repr_html_ = drawn


class _Holding:
    """What one other hand holds in the led suit group, ready to compare against components
    (its pairs and their runs are worked out when a pair or a tractor is first compared)."""

    __slots__ = ("_pairs", "high", "name", "power_of", "suited")

    def __init__(self, name: str, cards: Sequence[Card], order: Order, led: str) -> None:
        self.name = name
        self.suited = suited = list(filter(order.members[led].__contains__, cards))
        self.power_of = power_of = order.power_of
        # the first of the highest cards held (max keeps the first of equal powers)
        self.high = max(suited, key=power_of.__getitem__) if suited else None
        self._pairs: tuple[dict[int, Card], list[tuple[int, int]]] | None = None

    def _pairs_and_runs(self) -> tuple[dict[int, Card], list[tuple[int, int]]]:
        """The first pair value held at each power, and the runs of those powers."""
        if self._pairs is None:
            counts: dict[Card, int] = {}
            for c in self.suited:
                counts[c] = counts.get(c, 0) + 1
            power_of = self.power_of
            by_power: dict[int, Card] = {}
            for c, k in counts.items():
                if k >= 2:
                    by_power.setdefault(power_of[c], c)
            self._pairs = (by_power, runs(by_power) if by_power else [])
        return self._pairs

    def beater(self, component: Component, power: Sequence[int]) -> Cards | None:
        """The highest combination held that beats the component, if any."""
        top = power[component.top.id]
        if component.kind == "single":
            high = self.high
            return _trusted((high,)) if high is not None and power[high.id] > top else None
        by_power, pair_runs = self._pairs_and_runs()
        if not pair_runs:
            return None
        if component.kind == "pair":
            high_power = pair_runs[0][1]
            return _trusted((by_power[high_power],) * 2) if high_power > top else None
        need = component.pairs
        for low, high_power in pair_runs:  # highest run first
            if high_power <= top:
                return None
            if high_power - low + 1 >= need:
                return _trusted(
                    [by_power[p] for p in range(high_power, high_power - need, -1) for _ in "xx"]
                )
        return None


def check_throw(
    lead: CardsLike | Lead,
    other_hands: Mapping[int, CardsLike] | Sequence[CardsLike],
    *,
    trump: TrumpLike,
    rules: RulesLike,
) -> ThrowCheck:
    """Whether a lead stands against the other players' hands (rules §3 "Precisely").

    Singles, pairs and tractors always stand. A throw fails when some other hand holds, in the
    led suit group, a higher single than one of its singles, a higher pair than one of its pairs
    or a higher tractor of the same length than one of its tractors. The failing part is the one
    with the fewest cards among those beaten (the lowest if several); ``forced`` is that part
    (``failed_throw_lead="beaten-component"``) or its lowest card (``"lowest-card"``); under
    ``"first-opponent"`` (rules §10.6) the other hands are asked in order of play and the first
    that can beat a part decides: the part with the fewest cards among those it can beat (the
    lowest top if several); under ``"lowest-top"`` the part of the throw with the lowest top,
    beaten or not. ``penalty`` is 10 points per card taken back under
    ``throw_penalty="ten-per-card"``, 10 under ``"ten-per-attempt"`` (rules §10.7), else 0.
    ``other_hands`` is a ``{seat: cards}`` mapping (the reason names seats) or a list; anything
    else raises ``CardError``, as do more copies of a card than the decks hold. A mapping that
    holds every seat but one is read round the table from the seat after the missing one (the
    leader); a list, or a mapping missing more than one seat, in its own order. A ``Lead``
    classified under another trump or rule set raises ``ValueError``.
    """
    order, ruleset = context(trump, rules)
    if type(lead) is Lead:
        check_same_context(lead.order, order, "the lead")
        genuine: Lead | None = _genuine(lead, order)
        parsed_lead = lead.cards
    else:
        genuine = None
        parsed_lead = as_cards(lead, "the lead")  # type: ignore[arg-type]
    hands = in_order_of_play(other_hands, as_hands(other_hands, ruleset), ruleset.players)
    check_copies(ruleset, [("the lead", parsed_lead), *hands])
    return check_throw_trusted(genuine or _analyse(parsed_lead, order), hands)


def check_throw_trusted(lead: Lead, hands: Sequence[tuple[str, Sequence[Card]]]) -> ThrowCheck:
    """``check_throw``'s answer, trusting its inputs (a caller that checked them: ``Round``, the
    search).

    Trusts: ``lead`` is a ``Lead`` the engine classified; ``hands`` are the other hands as
    ``(name, cards)`` in the order they are asked (order of play from the leader's next seat),
    named as the reason names them (``"seat 2"``), their cards parsed, and
    their copies with the lead's within the decks. Nothing is parsed, counted or checked; only
    the cards of the led suit group are read."""
    if lead.kind != "throw":
        return ThrowCheck._make(
            lead,
            True,
            lead.cards,
            0,
            partial(said.always_stands, lead.kind),
        )
    ruleset = lead.rules
    power = lead.order.power
    holdings = [_Holding(name, cards, lead.order, lead.group) for name, cards in hands]
    beaten: list[Beating] = []
    for component in lead.components:
        for holding in holdings:
            beater = holding.beater(component, power)
            if beater is not None:
                beaten.append(Beating._make(component, holding.name, beater))
                break
    if not beaten:
        return ThrowCheck._make(
            lead,
            True,
            lead.cards,
            0,
            partial(said.throw_stands, lead.group),
        )
    first_beaten: list[Beating] = []
    if ruleset.failed_throw_lead == "first-opponent":
        first_beaten = _first_beaten(lead.components, holdings, power)
    forced, penalty, reason = judge_failed(lead, beaten, first_beaten)
    return ThrowCheck._make(lead, False, forced, penalty, reason, tuple(beaten))


def _first_beaten(
    components: Sequence[Component], holdings: Sequence[_Holding], power: Sequence[int]
) -> list[Beating]:
    """The parts that the first hand able to beat any part can beat, in layout order, with what
    it beats each with (rules §10.6 ``first-opponent``); empty when no hand beats any."""
    for holding in holdings:
        found = []
        for component in components:
            beater = holding.beater(component, power)
            if beater is not None:
                found.append(Beating._make(component, holding.name, beater))
        if found:
            return found
    return []
