"""The pairs and tractors that a set of cards holds (rules §2), each with its reason.

The reasons and notes are said in the language in force when read (``combo.reason``,
``found.notes``), from whole templates: a value made in one language reads in another, and
compares by its English sentences.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from ..cards.card import RANKS, Card, Cards, _trusted, parse_cards
from ..cards.trump import GROUP_ORDER, TRUMP, Order, Trump, TrumpLike, as_trump
from ..drawn import drawn
from ..errors import InputError
from ..speech.languages import Sentence, in_english, say
from ..values import Value, field
from . import combos_words as said
from .inputs import CardsLike, as_cards, check_copies, context, context_source
from .layout import Component, pairs_by_power, runs
from .rulesets import RuleSet, RulesLike, as_rules

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from typing import Any

#: A note or reason as a field holds it: the sentence, or the function that says it.
_Said = str | Callable[[], str]


class Combo(Component):
    """A pair or a maximal tractor found in a set of cards, and why it is one.

    Like a ``Component``: ``len(combo)`` is its number of cards, ``card in combo`` asks about
    its cards. ``reason`` is said in the language in force; two combos compare by its English.
    """

    reason: Sentence

    reason = Sentence(
        "reason", "Why these cards are a pair or a tractor, in the language in force."
    )

    def __reduce__(self) -> tuple[object, ...]:
        # the reason as held (a function of picklable values, or text), so that the unpickled
        # combo still reads in every language
        held = self.__dict__["reason"]
        return (type(self), (self.kind, self.cards, self.top, self.pairs, held))

    _repr_html_ = drawn


class _Notes(Sentence):
    """A value's field that holds a tuple of sentences, each the text or the function that says
    it: read, the tuple in the language in force; compared and hashed, the English one."""

    def __get__(self, value: object, owner: type | None = None) -> Any:
        if value is None:  # read on the class: the field itself
            return self
        return _said_all(value.__dict__[self.field_name])

    if TYPE_CHECKING:  # given (to ``__init__``), the sentences: not one but a tuple

        def __set__(  # type: ignore[override]
            self, value: object, said: Sequence[_Said], /
        ) -> None: ...

    def english(self, value: object) -> tuple[str, ...]:  # type: ignore[override]
        """The sentences of ``value`` in English."""
        return in_english(partial(_said_all, value.__dict__[self.field_name]))


def _said_all(held: Sequence[_Said]) -> tuple[str, ...]:
    """Each held note as text in the language in force."""
    return tuple(n if isinstance(n, str) else n() for n in held)


class Combos(Value):
    """The pairs and maximal tractors in some cards, and ``notes`` on near misses.

    A value (immutable, hashable) carrying the ``trump`` and ``rules`` it was found under;
    ``repr`` is the call that makes it. Built directly, it is checked against what ``combos``
    finds in its cards (``ValueError`` if it differs); its notes may be given in English or in
    the language in force, and then read in every language as the found ones do.
    """

    cards: Cards = field(convert=parse_cards, accept=Cards)
    pairs: tuple[Combo, ...]
    tractors: tuple[Combo, ...]
    notes: _Notes
    trump: Trump = field(convert=as_trump, accept=Trump)
    rules: RuleSet = field(convert=as_rules, accept=RuleSet)
    order: Order = field(default=None, compare=False, repr=False)  # set by _check

    notes = _Notes("notes", "The notes on near misses, in the language in force.")

    def _check(self) -> dict[str, object]:
        found = combos(self.cards, trump=self.trump, rules=self.rules)
        kept = self.__dict__
        given = _said_all(kept["notes"])
        if given in (found.notes, Combos.notes.english(found)):
            kept["notes"] = found.__dict__["notes"]  # so that they read in every language
        if found != self:
            raise InputError(
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
        return "\n".join(lines + list(self.notes)) or said.no_combos()

    _repr_html_ = drawn


# What a trump pair is, for explaining adjacency: a key of ``combos_words.ADJACENT``.
_PLAIN, _OFF_SUIT, _RANK, _TRUMP_SUIT, _SMALL, _BIG = (
    "plain",
    "off-suit",
    "rank",
    "trump-suit",
    "small",
    "big",
)


def _kind_of(card: Card, order: Order) -> str:
    """What a pair of ``card`` is: a plain card's, a rank pair's (in the trump suit, off it, or
    in no trump), or the small or big jokers'."""
    trump = order.trump
    if card.is_joker:
        return _SMALL if card.rank == "SJ" else _BIG
    if order.group[card.id] == TRUMP and order.rank_trumps and card.rank == trump.rank:
        if card.suit == trump.suit:
            return _TRUMP_SUIT
        return _OFF_SUIT if trump.suit is not None else _RANK
    return _PLAIN


def _link(low: Card, high: Card, order: Order) -> Callable[[], str] | None:
    """What says why two pairs whose powers differ by one are adjacent; None when they simply
    are (plain cards of one suit group, one rank apart)."""
    a, b = _kind_of(low, order), _kind_of(high, order)
    pairs = {"low": said.pair_text(low), "high": said.pair_text(high)}
    if a == _PLAIN and b == _PLAIN:
        skipped = _skipped_rank(low, high, order)
        if skipped:
            return partial(say, said.SKIPS_RANK, rank=skipped, **pairs)
        return None
    if a == _PLAIN:
        template = said.CONNECTS_KING if order.trump.rank == "A" else said.CONNECTS
        return partial(say, template, card=low.symbol, **pairs)
    if a == _RANK:
        return partial(say, said.RANK_TO_JOKERS, **pairs)
    return partial(say, said.ADJACENT[a, b], **pairs)


def _links(chosen: Sequence[Card], order: Order) -> tuple[Callable[[], str] | None, ...]:
    """For each pair of a tractor from the lowest up (``chosen`` is highest first), what says
    why it is adjacent to the next one, or None where both are plain and one rank apart."""
    rising = list(reversed(chosen))
    return tuple(_link(low, high, order) for low, high in itertools.pairwise(rising))


def _skipped_rank(low: Card, high: Card, order: Order) -> str | None:
    if not order.rank_trumps or low.rank not in RANKS or high.rank not in RANKS:
        return None
    if RANKS.index(high.rank) - RANKS.index(low.rank) == 2:
        return RANKS[RANKS.index(low.rank) + 1]
    return None


def combos(cards: CardsLike, *, trump: TrumpLike, rules: RulesLike) -> Combos:
    """The pairs and the maximal tractors in ``cards`` under a trump, with a reason for each.

    Tractors are maximal runs of adjacent pairs of one suit group, at least
    ``tractor_min_pairs`` long (a shorter run is a note); where several off-suit rank
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
    notes: list[Callable[[], str]] = []
    for g in GROUP_ORDER:
        if g not in by_group:
            continue
        by_power = pairs_by_power(Counter(by_group[g]), order)
        for p in sorted(by_power, reverse=True):
            for card in sorted(by_power[p], key=lambda c: c.id):
                reason = partial(say, said.A_PAIR, pair=said.pair_text(card))
                pairs.append(Combo("pair", _trusted((card, card)), card, 1, reason))
        for low, high in runs(by_power):
            if high > low and high - low + 1 < order.min_tractor_pairs:  # rules §10.3
                chosen = tuple(by_power[p][0] for p in range(high, low - 1, -1))
                notes.append(partial(said.short_run, chosen, order.min_tractor_pairs))
            elif high > low:
                choices = [
                    sorted(by_power[p], key=lambda c: c.id) for p in range(high, low - 1, -1)
                ]
                for chosen in itertools.product(*choices):
                    doubled = _trusted([c for card in chosen for c in (card, card)])
                    reason = partial(said.tractor, chosen, _links(chosen, order), g)
                    tractors.append(Combo("tractor", doubled, chosen[0], len(chosen), reason))
        notes.extend(_near_misses(by_power, order))
    return Combos._make(
        parsed, tuple(pairs), tuple(tractors), tuple(notes), order.trump, ruleset, order
    )


def _combos_again(cards: Cards, trump: Trump, rules: RuleSet) -> Combos:
    """``combos`` of a pickled Combos's cards (what unpickling calls)."""
    return combos(cards, trump=trump, rules=rules)


def _near_misses(by_power: dict[int, list[Card]], order: Order) -> list[Callable[[], str]]:
    """What says each near miss among pairs of one suit group: equal off-suit rank pairs, and
    the trump suit's highest plain card before an off-suit rank pair it does not connect to."""
    notes: list[Callable[[], str]] = []
    for p, cards in sorted(by_power.items(), reverse=True):
        if len(cards) > 1:
            notes.append(partial(said.equal_pairs, tuple(cards)))
        if (
            order.trump.suit is not None
            and not order.rules.ace_connects_to_rank
            and p - 2 in by_power
            and _kind_of(cards[0], order) == _OFF_SUIT
        ):
            top = by_power[p - 2][0]
            if _kind_of(top, order) == _PLAIN:
                template = (
                    said.NOT_CONNECTED_KING if order.trump.rank == "A" else said.NOT_CONNECTED
                )
                notes.append(
                    partial(
                        say,
                        template,
                        low=said.pair_text(top),
                        high=said.pair_text(cards[0]),
                        card=top.symbol,
                    )
                )
    return notes
