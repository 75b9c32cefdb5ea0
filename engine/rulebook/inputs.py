"""Turning what a caller passes into checked engine values: cards, hands, trump, rules.

Every public question coerces its arguments here, so a bad input is refused in one place with
a message that names the bad part.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain

from ..cards.card import Card, CardLike, Cards, _trusted, parse_cards
from ..cards.trump import Order, TrumpLike, as_trump, order_of
from ..errors import CardError, InputError
from ..memo import Memo
from ..speech.languages import N_, say, say_n
from .rulesets import RuleSet, RulesLike, as_rules

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

CardsLike = str | Iterable[CardLike] | Card

_ONLY_CARDS = {Card}


_CONTEXTS = Memo("contexts", 256)


def context(trump: TrumpLike, rules: RulesLike) -> tuple[Order, RuleSet]:
    """The Order and RuleSet named by a caller's ``trump`` and ``rules`` keywords.

    Answers are kept, keyed by the keywords' content (``("2H", "tractor-4p")`` or a Trump and
    a RuleSet), so that a caller asking many questions under one trump pays a lookup here (and
    one asking again with the same two objects not even that: ``Memo.last``).
    """
    last_key, last = _CONTEXTS.last
    if last_key is not None and last_key[0] is trump and last_key[1] is rules:  # type: ignore[index]
        return last  # type: ignore[return-value]
    key = (trump, rules)
    try:
        found = _CONTEXTS.get(key)
    except TypeError:  # an unhashable keyword: as_rules or as_trump says what is wrong
        found = None
    if found is None:
        ruleset = as_rules(rules)
        found = _CONTEXTS.keep(key, (order_of(as_trump(trump), ruleset), ruleset))
    _CONTEXTS.last = (key, found)
    return found  # type: ignore[return-value]


def describe_context(order: Order) -> str:
    """``"trump 2H and rules tractor-4p"`` (with the options that differ from the preset)."""
    rules = order.rules
    options = ", ".join(f"{key}={value!r}" for key, value in rules.options().items())
    return f"trump {order.trump} and rules {rules.name}" + (f" ({options})" if options else "")


def context_source(order: Order) -> str:
    """The keywords naming this trump and rule set in a call: ``trump='2H', rules='tractor-4p'``.

    Used by reprs, so that ``eval(repr(answer))`` (with ``from tractor_engine import *``) asks
    the same question again.
    """
    return f"trump={str(order.trump)!r}, rules={rules_source(order.rules)}"


def rules_source(rules: RuleSet) -> str:
    """``"'tractor-4p'"`` for a preset, ``"rules('tractor-4p', tractor_follow='must-tractor')"``."""
    options = rules.options()
    if not options:
        return repr(rules.name)
    listed = "".join(f", {key}={value!r}" for key, value in options.items())
    return f"rules({rules.name!r}{listed})"


def check_same_context(computed: Order, asked: Order, what: str) -> None:
    """Refuse an answer computed under another trump or rule set than the question's.

    A lead classified under one trump can be another kind, or not a lead at all, under another;
    the engine never answers for the wrong trump, so it raises ``ValueError`` naming both.
    """
    if computed is not asked and (computed.trump != asked.trump or computed.rules != asked.rules):
        raise InputError(
            f"{what} was worked out under {describe_context(computed)}, but this question is "
            f"asked under {describe_context(asked)}: pass its cards instead (they are "
            "classified again under this trump and rule set)"
        )


#: Lists and tuples of Cards asked about lately, each with the one ``Cards`` made of it: a caller
#: asking many questions about one hand given as a list has it checked and its copies counted
#: once (``Cards._counts`` keeps them), not at every question.
_SEEN = Memo("card lists", 1024)


def as_cards(value: CardsLike, what: str) -> Cards:
    """Parsed, immutable cards; a CardError names ``what`` they were meant to be."""
    kind = type(value)
    if kind is Cards:
        return value  # type: ignore[return-value]
    if kind is list or kind is tuple:
        try:
            seen = _SEEN.get(tuple(value))  # type: ignore[arg-type]
        except TypeError:  # an unhashable item: not cards, parse_cards says why
            seen = None
        if seen is not None:
            return seen
        if set(map(type, value)) <= _ONLY_CARDS:  # type: ignore[arg-type]
            cards = _trusted(value)  # type: ignore[arg-type]
            _SEEN.keep(cards, cards)
            return cards
    try:
        return parse_cards(value)
    except CardError as exc:
        raise CardError(f"{what}: {exc}") from None


def check_copies(rules: RuleSet, groups: Sequence[tuple[str, Sequence[Card]]]) -> None:
    """Refuse more copies of a card, across these groups of cards, than the decks hold.

    The ``CardError`` names the card, how often it appears, where, and what the decks hold.
    """
    counts = Counter(chain.from_iterable(cards for _, cards in groups))
    if max(counts.values(), default=0) <= rules.decks:
        return
    for card, n in counts.items():
        if n > rules.decks:
            names = [_group_name(name) for name, cards in groups if card in cards]
            where = names[0]
            for name in names[1:]:
                where = say("{items} and {last}", items=where, last=name)
            raise CardError(
                # TRANSLATORS: {n} (at least 2) copies of {card} are typed in {where} ("the hand
                # and the lead"); {rules} is a rule set's name, {decks} its decks.
                say_n(
                    "{card} appears {n} time in {where}, but {rules} deals each card only once",
                    "{card} appears {n} times in {where}, but {rules} deals each card only once",
                    n,
                    card=card.symbol,
                    where=where,
                    rules=rules.name,
                )
                if rules.decks == 1
                else say_n(
                    "{card} appears {n} time in {where}, but {rules} deals each card only "
                    "{decks} times",
                    "{card} appears {n} times in {where}, but {rules} deals each card only "
                    "{decks} times",
                    n,
                    card=card.symbol,
                    where=where,
                    rules=rules.name,
                    decks=rules.decks,
                )
            )


def check_hand_sizes(rules: RuleSet, hands: Sequence[tuple[str, Sequence[Card]]]) -> None:
    """Refuse a hand (or a lead, which comes from one) longer than ``rules`` deals a player:
    ``rules.hand_size`` cards (the kitty, taken up and buried, leaves that many).

    The ``InputError`` names the hand, its size and the rule set's."""
    size = rules.hand_size
    for name, cards in hands:
        n = len(cards)
        if n > size:
            raise InputError(
                # TRANSLATORS: {where} is a group of typed cards ("the hand", "seat 2"); {n} its
                # cards; {rules} a rule set's name, {size} the cards it deals each player.
                say_n(
                    "{where} holds {n} card, but {rules} deals each player {size} cards",
                    "{where} holds {n} cards, but {rules} deals each player {size} cards",
                    n,
                    where=_group_name(name),
                    rules=rules.name,
                    size=size,
                )
            )


def check_position(
    rules: RuleSet,
    hand: Sequence[Card],
    lead: Sequence[Card],
    others: Sequence[tuple[str, Sequence[Card]]] = (),
) -> None:
    """Refuse a follower's ``hand``, a ``lead`` and the ``others`` (named other hands) that no
    deal of ``rules`` can give: more copies of a card across them all than the decks hold
    (``CardError``), or a hand longer than ``rules`` deals (``InputError``).

    A hand among ``others`` holding the same cards as ``hand`` is read as the follower's own
    seat, and counted once."""
    own = sorted(c.id for c in hand)
    rest = list(others)
    for i, (_, cards) in enumerate(rest):
        if len(cards) == len(hand) and sorted(c.id for c in cards) == own:
            del rest[i]
            break
    groups = [("the hand", hand), ("the lead", lead), *rest]
    check_copies(rules, groups)
    check_hand_sizes(rules, groups)


#: The names of the groups of cards ``check_copies`` is given, said in the language in force
#: (any other name, "seat 2", is said as it is given).
_GROUP_NAMES = {
    # TRANSLATORS: where typed cards are: "5♥ appears 3 times in the hand and the lead".
    "the hand": N_("the hand"),
    "the lead": N_("the lead"),
    "the cards": N_("the cards"),
    "the shown cards": N_("the shown cards"),
    "the last lead": N_("the last lead"),
    "the kitty": N_("the kitty"),
}


def _group_name(name: str) -> str:
    template = _GROUP_NAMES.get(name)
    return name if template is None else say(template)


def check_seat(value: Any, players: int, what: str) -> int:
    """``value`` if it is a seat of the table; ``InputError`` naming ``what`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise InputError(f"{what} must be a seat from 0 to {players - 1}, not {value!r}")
    return value


def as_hands(
    value: Mapping[int, CardsLike] | Sequence[CardsLike], rules: RuleSet
) -> list[tuple[str, Cards]]:
    """Named hands from a {seat: cards} mapping (named "seat N") or a list (named "hand N"):
    the other hands of the table, so at most ``players - 1`` of them.

    Anything else (None, one string, a number) raises ``CardError`` saying what is expected; a
    key that is not a seat, or more hands than the table has, raises ``InputError``.
    """
    if isinstance(value, (Mapping, list, tuple)) and len(value) >= rules.players:
        raise InputError(
            f"other_hands: at most {rules.players - 1} other hands in {rules.name}, not "
            f"{len(value)}"
        )
    if isinstance(value, Mapping):
        for seat in value:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < rules.players:
                raise InputError(f"other_hands: a seat from 0 to {rules.players - 1}, not {seat!r}")
        return [
            (f"seat {seat}", as_cards(cards, f"the hand of seat {seat}"))
            for seat, cards in value.items()
        ]
    if isinstance(value, (str, Cards)):
        raise CardError(
            "other_hands must be a list of hands or a {seat: hand} mapping, not one hand"
        )
    if not isinstance(value, (list, tuple)):
        raise CardError(
            f"other_hands={value!r} is not a list of hands: give a list of hands or a "
            "{seat: hand} mapping"
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
