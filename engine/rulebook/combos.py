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
from ..errors import InputError
from ..speech.languages import N_, Sentence, in_english, say
from ..speech.words import listing, suit_name
from ..values import Value, field
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

    def _repr_html_(self) -> str:
        from ..pictures import cards_html

        return cards_html(self.cards, caption=self.reason)


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
        return "\n".join(lines + list(self.notes)) or say("No pairs and no tractors.")

    def _repr_html_(self) -> str:
        from ..pictures import combos_html

        return combos_html(self)


def _pair_text(card: Card) -> str:
    return f"{card.symbol} {card.symbol}"


# What a trump pair is, for explaining adjacency: a key of ``_ADJACENT``.
_PLAIN, _OFF_SUIT, _RANK, _TRUMP_SUIT, _SMALL, _BIG = range(6)


def _kind_of(card: Card, order: Order) -> int:
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


# Why two pairs of one suit group with the trump rank between them are adjacent.
_SKIPS_RANK = N_("{low} and {high} are adjacent: the trump rank {rank} is skipped")
# Why a rank pair in no trump and the small jokers are adjacent.
_RANK_TO_JOKERS = N_(
    "{low} and {high}: in no trump a rank pair connects straight to the small jokers"
)
# Why two trump pairs of adjacent powers, neither plain, are adjacent: {low} and {high} are
# the two pairs ("2♠ 2♠"). These are all the kinds that can be adjacent (the rank pair in no
# trump and the top plain card before an off-suit rank pair have sentences of their own).
_ADJACENT = {
    (_OFF_SUIT, _TRUMP_SUIT): N_(
        "{low} and {high}: an off-suit rank pair and the trump-suit rank pair are adjacent"
    ),
    (_TRUMP_SUIT, _SMALL): N_(
        "{low} and {high}: the trump-suit rank pair and small jokers are adjacent"
    ),
    (_SMALL, _BIG): N_("{low} and {high}: small jokers and big jokers are adjacent"),
}
# The trump suit's highest plain card {card} next to an off-suit rank pair: it connects
# (ace_connects_to_rank on) or not; its K when the aces are the trump rank.
_CONNECTS = N_(
    "{low} and {high}: the trump suit's highest plain card, {card}, connects to an off-suit "
    "rank pair (ace_connects_to_rank is on)"
)
_CONNECTS_KING = N_(
    "{low} and {high}: the trump suit's highest plain card, {card} (the aces are the trump "
    "rank), connects to an off-suit rank pair (ace_connects_to_rank is on)"
)
_NOT_CONNECTED = N_(
    "{low} and {high} are not a tractor: the trump suit's highest plain card, {card}, does not "
    "connect to an off-suit rank pair (ace_connects_to_rank is off)."
)
_NOT_CONNECTED_KING = N_(
    "{low} and {high} are not a tractor: the trump suit's highest plain card, {card} (the aces "
    "are the trump rank), does not connect to an off-suit rank pair (ace_connects_to_rank is "
    "off)."
)
_A_PAIR = N_("{pair}: two identical cards make a pair")
# Equal off-suit rank pairs, each named: two, three or four of them.
_EQUAL_PAIRS = {
    # TRANSLATORS: equal rank pairs of different suits, every one named ("2♠ 2♠ and 2♦ 2♦").
    2: N_("{first} and {second}"),
    # TRANSLATORS: three equal rank pairs of different suits, every one named.
    3: N_("{first} and {second} and {third}"),
    # TRANSLATORS: four equal rank pairs of different suits (in no trump), every one named.
    4: N_("{first} and {second} and {third} and {fourth}"),
}


def _link(low: Card, high: Card, order: Order) -> Callable[[], str] | None:
    """What says why two pairs whose powers differ by one are adjacent; None when they simply
    are (plain cards of one suit group, one rank apart)."""
    a, b = _kind_of(low, order), _kind_of(high, order)
    pairs = {"low": _pair_text(low), "high": _pair_text(high)}
    if a == _PLAIN and b == _PLAIN:
        skipped = _skipped_rank(low, high, order)
        if skipped:
            return partial(say, _SKIPS_RANK, rank=skipped, **pairs)
        return None
    if a == _PLAIN:
        template = _CONNECTS_KING if order.trump.rank == "A" else _CONNECTS
        return partial(say, template, card=low.symbol, **pairs)
    if a == _RANK:
        return partial(say, _RANK_TO_JOKERS, **pairs)
    return partial(say, _ADJACENT[a, b], **pairs)


def _tractor_reason(chosen: Sequence[Card], order: Order) -> str:
    """``"6-card tractor: 3♥ 3♥, 4♥ 4♥ and 5♥ 5♥ are next to each other in hearts"``, in the
    language in force: each stretch of plain pairs one rank apart, and each other link, said."""
    rising = list(reversed(chosen))
    parts: list[str] = []
    stretch = [rising[0]]

    def close() -> None:
        if len(stretch) > 1:
            parts.append(
                say(
                    "{pairs} are next to each other in {suit}",
                    pairs=listing([_pair_text(c) for c in stretch]),
                    suit=suit_name(order.group[stretch[0].id]),
                )
            )

    for low, high in itertools.pairwise(rising):
        link = _link(low, high, order)
        if link is None:
            stretch.append(high)
            continue
        close()
        parts.append(link())
        stretch = [high]
    close()
    # TRANSLATORS: between the reasons of one tractor ("...; SJ SJ and BJ BJ: ...").
    joined = say("; ").join(parts)
    return say("{count}-card tractor: {reasons}", count=2 * len(chosen), reasons=joined)


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
    notes: list[Callable[[], str]] = []
    for g in GROUP_ORDER:
        if g not in by_group:
            continue
        by_power = pairs_by_power(Counter(by_group[g]), order)
        for p in sorted(by_power, reverse=True):
            for card in sorted(by_power[p], key=lambda c: c.id):
                said = partial(say, _A_PAIR, pair=_pair_text(card))
                pairs.append(Combo("pair", _trusted((card, card)), card, 1, said))
        for low, high in runs(by_power):
            if high > low:
                choices = [
                    sorted(by_power[p], key=lambda c: c.id) for p in range(high, low - 1, -1)
                ]
                for chosen in itertools.product(*choices):
                    doubled = _trusted([c for card in chosen for c in (card, card)])
                    reason = partial(_tractor_reason, chosen, order)
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
            notes.append(partial(_equal_pairs_note, tuple(cards)))
        if (
            order.trump.suit is not None
            and not order.rules.ace_connects_to_rank
            and p - 2 in by_power
            and _kind_of(cards[0], order) == _OFF_SUIT
        ):
            top = by_power[p - 2][0]
            if _kind_of(top, order) == _PLAIN:
                template = _NOT_CONNECTED_KING if order.trump.rank == "A" else _NOT_CONNECTED
                notes.append(
                    partial(
                        say,
                        template,
                        low=_pair_text(top),
                        high=_pair_text(cards[0]),
                        card=top.symbol,
                    )
                )
    return notes


def _equal_pairs_note(cards: Sequence[Card]) -> str:
    """ "2♠ 2♠ and 2♦ 2♦ are not a tractor: ...", in the language in force."""
    names = ("first", "second", "third", "fourth")
    named = {names[i]: _pair_text(c) for i, c in enumerate(cards)}
    pairs = say(_EQUAL_PAIRS[len(cards)], **named)
    return say(
        "{pairs} are not a tractor: off-suit rank cards of different suits are equal and do not "
        "connect to each other.",
        pairs=pairs,
    )
