"""The trump of a hand and the card order it makes.

``Trump(rank, suit)`` names the trump rank (the level) and the trump suit (``None``: no trump).
Together with a rule set it fixes an ``Order``: every card's suit group ("trump" or its suit),
its strength inside that group, and which pairs are adjacent for tractors (rules §1-§2).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..drawn import drawn
from ..errors import CardError, InputError
from ..memo import Memo
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..speech.languages import N_, say
from ..values import Value, field
from .card import ALL_CARDS, RANKS, SUIT_NAMES, SUITS, Card

TRUMP = "T"
"""The suit group of every trump."""

#: Suit groups in display order: trumps first, then colours alternating.
GROUP_ORDER = (TRUMP, "S", "H", "C", "D")

_RANK_ALIASES = {"T": "10"}


def _trump_rank(value: object) -> str:
    rank = value
    if isinstance(rank, int) and not isinstance(rank, bool):
        rank = str(rank)
    if isinstance(rank, str):
        rank = _RANK_ALIASES.get(rank.upper(), rank.upper())
    if rank not in RANKS:
        # TRANSLATORS: {value} is what was given (code: '1'), {ranks} the ranks in notation.
        raise InputError(
            say(
                "{value} is not a trump rank: use one of {ranks}",
                value=repr(value),
                ranks=" ".join(RANKS),
            )
        )
    return rank


def _trump_suit(value: object) -> str | None:
    suit = value
    if isinstance(suit, str):
        suit = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}.get(suit, suit.upper())
        if suit in ("NT", "N", ""):
            suit = None
    if suit is not None and suit not in SUITS:
        raise InputError(
            # TRANSLATORS: {suits} are the suits' letters in notation; None is code (no trump).
            say(
                "{value} is not a trump suit: use one of {suits}, or None for no trump",
                value=repr(value),
                suits=" ".join(SUITS),
            )
        )
    return suit


#: A trump as ``Trump.describe`` says it, by its suit (``None``: no trump).
_DESCRIBED = {
    "S": N_("rank {rank}, spades trump"),
    "H": N_("rank {rank}, hearts trump"),
    "C": N_("rank {rank}, clubs trump"),
    "D": N_("rank {rank}, diamonds trump"),
    None: N_("rank {rank}, no trump"),
}


class Trump(Value):
    """The trump of a hand: ``Trump("2", "H")`` is rank 2, hearts; ``Trump("10")``: no trump."""

    rank: str = field(convert=_trump_rank)
    suit: str | None = field(default=None, convert=_trump_suit)

    @classmethod
    def parse(cls, text: str) -> Trump:
        """Read the short form: ``"2H"`` (rank 2, hearts), ``"10NT"`` (rank 10, no trump)."""
        if not isinstance(text, str):
            raise InputError(f"trump={text!r} is not a trump: give Trump(rank, suit) or '2H'")
        t = text.strip().upper()
        if t.endswith("NT"):
            rank, suit = t[:-2], None
        elif len(t) >= 2:
            rank, suit = t[:-1], t[-1]
        else:
            raise InputError(
                # TRANSLATORS: a trump typed wrong; "2H" and "10NT" are notation, kept.
                say(
                    '"{text}" is not a trump: write the rank then the suit, like "2H" or "10NT"',
                    text=text,
                )
            )
        try:
            return cls(rank, suit)
        except ValueError as exc:
            raise InputError(
                say('"{text}" is not a trump: {reason}', text=text, reason=exc)
            ) from None

    @property
    def is_no_trump(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return f"{self.rank}{self.suit or 'NT'}"

    def describe(self) -> str:
        """The trump in words, in the language in force: ``"rank 2, hearts trump"`` or
        ``"rank 10, no trump"`` in English."""
        return say(_DESCRIBED[self.suit], rank=self.rank)

    _repr_html_ = drawn


TrumpLike = Trump | str


_PARSED_TRUMPS = Memo("trumps", 256)


def as_trump(value: TrumpLike) -> Trump:
    """A Trump from a Trump or its short form."""
    if isinstance(value, Trump):
        return value
    trump = _PARSED_TRUMPS.get(value) if isinstance(value, str) else None
    if trump is None:
        trump = Trump.parse(value)
        _PARSED_TRUMPS.keep(value, trump)
    return trump


class Order:
    """The card order of one trump under one rule set (rules §1-§2).

    ``group[card.id]`` is the suit group, ``power[card.id]`` the strength inside it (equal power:
    equal cards, like the off-suit rank cards). Two pairs of one group are adjacent for a tractor
    exactly when their powers differ by one; the gap between the trump suit's ace and the
    off-suit rank cards (unless ``ace_connects_to_rank``) is a skipped power.
    ``min_tractor_pairs`` is the fewest adjacent pairs that make a tractor (the rule set's
    ``tractor_min_pairs``, rules §10.3): a shorter run of adjacent pairs is that many pairs.
    """

    __slots__ = (
        "_hash",
        "display_of",
        "group",
        "key",
        "members",
        "min_tractor_pairs",
        "power",
        "power_of",
        "rank_trumps",
        "rules",
        "strength_of",
        "trump",
    )

    def __init__(self, trump: Trump, rules: RuleSet) -> None:
        self.trump = trump
        self.rules = rules
        self._hash = hash((trump, rules))
        #: Its trump and rule set as text: a memo key whose hash is a string's (kept by the
        #: string, at C speed), equal for two Orders exactly when they are equal.
        self.key = f"{trump}|{rules!r}"
        group: list[str] = [""] * 54
        power: list[int] = [0] * 54
        rank_trumps = trump.suit is not None or rules.no_trump_keeps_rank_trumps
        plain_ranks = [r for r in RANKS if not (rank_trumps and r == trump.rank)]
        for card in ALL_CARDS[:52]:
            if rank_trumps and card.rank == trump.rank:
                continue
            group[card.id] = TRUMP if card.suit == trump.suit else card.suit  # type: ignore[assignment]  # no joker here
            power[card.id] = plain_ranks.index(card.rank)
        if trump.suit is not None:
            off_rank = len(plain_ranks) + (0 if rules.ace_connects_to_rank else 1)
            top = off_rank + 1
        elif rank_trumps:
            off_rank, top = 0, 0
        else:
            off_rank, top = -1, -1
        if rank_trumps:
            for suit in SUITS:
                card = Card(trump.rank, suit)
                group[card.id] = TRUMP
                power[card.id] = top if suit == trump.suit else off_rank
        for offset, joker in enumerate(("SJ", "BJ"), start=1):
            card = Card(joker)
            group[card.id] = TRUMP
            power[card.id] = top + offset
        self.group = tuple(group)
        self.power = tuple(power)
        self.rank_trumps = rank_trumps
        self.min_tractor_pairs: int = rules.tractor_min_pairs
        # The same facts keyed by card, so hot loops can look them up from C (key=d.__getitem__).
        self.power_of = {card: power[card.id] for card in ALL_CARDS}
        #: Strength for sorting inside a group: power first, then the lower card id.
        self.strength_of = {card: power[card.id] * 64 + 63 - card.id for card in ALL_CARDS}
        #: The cards of each suit group, for C-level membership tests (``filter``, ``issuperset``).
        self.members = {g: frozenset(c for c in ALL_CARDS if group[c.id] == g) for g in GROUP_ORDER}
        #: Position in display order (see ``sort_key``), for sorting with a C-level key.
        ranked = sorted(ALL_CARDS, key=self.sort_key)
        self.display_of = {card: i for i, card in enumerate(ranked)}

    # An Order is the same order as another of the same trump and rules; pickled, it is made
    # again by ``order_of`` (its hash is this process's, and its tables the memo's).
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not Order:
            return NotImplemented
        return self.trump == other.trump and self.rules == other.rules

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[object, ...]:
        return (order_of, (self.trump, self.rules))

    def is_trump(self, card: Card) -> bool:
        try:
            return self.group[card.id] == TRUMP
        except AttributeError:
            raise _not_a_card(card) from None

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """Display order: trumps first, then ♠ ♥ ♣ ♦; high to low; equal cards by suit."""
        if type(card) is not Card:
            raise _not_a_card(card)
        return (
            GROUP_ORDER.index(self.group[card.id]),
            -self.power[card.id],
            GROUP_ORDER.index(card.suit) if card.suit else 0,
        )

    def sorted(self, cards: Iterable[Card]) -> list[Card]:
        """The cards in display order (``sort_key``)."""
        try:
            return sorted(cards, key=self.display_of.__getitem__)
        except (KeyError, TypeError):
            raise CardError(f"sorted takes cards (Card values), not {cards!r}") from None

    def describe(self) -> str:
        """The trump order written out, high to low: ``"BJ > SJ > 2♥ > 2♠ = 2♦ = 2♣ > A♥ ..."``."""
        trumps = self.sorted(c for c in ALL_CARDS if self.is_trump(c))
        parts: list[str] = []
        for i, card in enumerate(trumps):
            if i and self.power[card.id] == self.power[trumps[i - 1].id]:
                parts.append(" = ")
            elif i:
                parts.append(" > ")
            parts.append(card.symbol)
        return "".join(parts)


_ORDERS = Memo("orders", 512)


def order_of(trump: Trump, rules: RuleSet) -> Order:
    """The Order of a trump under a rule set (kept in a memo by their content)."""
    key = (trump, rules)
    found = _ORDERS.get(key)
    if found is None:
        found = _ORDERS.keep(key, Order(trump, rules))
    return found  # type: ignore[return-value]


def order(trump: TrumpLike, rules: RulesLike) -> Order:
    """The card order of ``trump`` under ``rules`` (a Trump or ``"2H"``; a RuleSet or preset name).

    ``order("2H", "tractor-4p").sorted(cards)`` puts cards in display order, ``.group[card.id]``
    names a card's suit group (``"T"`` for trumps) and ``.describe()`` writes the trump order out.
    """
    return order_of(as_trump(trump), as_rules(rules))


def _not_a_card(value: object) -> CardError:
    return CardError(f"{value!r} is not a card: give a Card value, like Card('10H')")


def group_name(group: str, *, plural: bool = True) -> str:
    """``"trumps"``, ``"diamonds"`` (or ``"trump"``, ``"diamond"``); ``InputError`` for what is
    not a suit group."""
    if not isinstance(group, str) or group not in GROUP_ORDER:
        raise InputError(f"{group!r} is not a suit group: use one of {' '.join(GROUP_ORDER)}")
    if group == TRUMP:
        return "trumps" if plural else "trump"
    return SUIT_NAMES[group] if plural else SUIT_NAMES[group][:-1]
