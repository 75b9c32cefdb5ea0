"""Cards and their text notation.

A card is one of 54 values: thirteen ranks in four suits, plus the small and the big joker.
Two decks hold two equal copies of each value, so a card is a value, not a physical object:
``Card("9", "D") == Card("9", "D")`` and both are the same interned instance.

Cards have no order of their own: which card is higher depends on the trump (see ``trump.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set

from ..drawn import drawn
from ..errors import CardError
from ..memo import Memo
from ..speech.languages import say
from ..speech.words import card_name

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from typing import ClassVar

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
JOKERS: tuple[str, ...] = ("SJ", "BJ")

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}

_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_SYMBOL_TO_SUIT.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C"})
_RANK_ALIASES = {"T": "10", "1": ""}  # "1" is no rank: refused below


class Card:
    """One card value: ``Card("10", "H")``, ``Card("BJ")``.

    Immutable and hashable; equal cards are the same object. ``str(card)`` is the canonical
    notation (``"10H"``, ``"SJ"``, ``"BJ"``) and ``Card.parse`` reads it back.
    """

    __slots__ = ("id", "points", "rank", "suit")
    _interned: ClassVar[dict[tuple[str, str | None], Card]] = {}

    id: int
    rank: str
    suit: str | None
    points: int  # 5 for a five, 10 for a ten or a king, else 0

    def __new__(cls, rank: str, suit: str | None = None) -> Card:
        try:
            return cls._interned[(rank, suit)]
        except (KeyError, TypeError):
            if suit is None and isinstance(rank, str):
                return _parse_token(rank)  # Card("10H"), Card("qs")
            raise CardError(
                f"Card({rank!r}, {suit!r}) is not a card: use a rank in "
                f"{' '.join(RANKS)} with a suit in {' '.join(SUITS)}, or 'SJ' / 'BJ' with no suit"
            ) from None

    @classmethod
    def _make(cls, card_id: int, rank: str, suit: str | None) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "id", card_id)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "points", 5 if rank == "5" else 10 if rank in ("10", "K") else 0)
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, ...]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    # Equality and hashing are by identity (object's own, fast): every value exists once.

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read one card in any accepted notation (``"10H"``, ``"th"``, ``"10♥"``, ``"bj"``)."""
        if not isinstance(token, str):
            raise CardError(f'{token!r} is not a card: give its text, like "10H"')
        return _parse_token(token)

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, for sentences: ``"9♦"``, ``"BJ"``."""
        return self.rank if self.suit is None else self.rank + SUIT_SYMBOLS[self.suit]

    @property
    def name(self) -> str:
        """The accessible name (what a screen reader says), in the language in force:
        ``"10 of hearts"``, ``"queen of spades"``, ``"big joker"`` in English."""
        return card_name(self)

    def __str__(self) -> str:
        return self.rank if self.suit is None else self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    _repr_html_ = drawn


CardLike = Card | str


def _build_deck() -> tuple[Card, ...]:
    cards = []
    for s, suit in enumerate(SUITS):
        for r, rank in enumerate(RANKS):
            cards.append(Card._make(s * 13 + r, rank, suit))
    cards.append(Card._make(52, "SJ", None))
    cards.append(Card._make(53, "BJ", None))
    return tuple(cards)


#: The 54 card values, indexed by ``Card.id``.
ALL_CARDS: tuple[Card, ...] = _build_deck()
SMALL_JOKER = ALL_CARDS[52]
BIG_JOKER = ALL_CARDS[53]

_TOKEN_CACHE = Memo("card tokens", 4096)


def _parse_token(token: str) -> Card:
    cached = _TOKEN_CACHE.get(token)
    if cached is not None:
        return cached
    text = token.strip()
    upper = text.upper()
    if upper in JOKERS:
        card = Card._interned[(upper, None)]
    else:
        if len(text) < 2:
            raise CardError(
                # TRANSLATORS: a card typed wrong; "10H" (ten of hearts) is notation, kept.
                say('"{token}" is not a card: a card is a rank and a suit, like "10H"', token=token)
            )
        suit_text = upper[-1]
        suit = _SYMBOL_TO_SUIT.get(suit_text, suit_text)
        rank = upper[:-1]
        if suit in _SYMBOL_TO_SUIT.values() and rank and rank[0] in _SYMBOL_TO_SUIT:
            raise CardError(
                say('"{token}" is not a card: write the rank before the suit', token=token)
            )
        if suit not in SUITS:
            if upper[0] in _SYMBOL_TO_SUIT:
                raise CardError(
                    say('"{token}" is not a card: write the rank before the suit', token=token)
                )
            raise CardError(
                # TRANSLATORS: S H D C are the suits' letters in notation (kept).
                say(
                    '"{token}" is not a card: unknown suit "{suit}" (use S H D C or ♠ ♥ ♦ ♣)',
                    token=token,
                    suit=text[-1],
                )
            )
        rank = _RANK_ALIASES.get(rank, rank)
        if rank not in RANKS:
            raise CardError(
                # TRANSLATORS: the ranks in notation (kept): T is ten, J Q K A the court cards.
                say(
                    '"{token}" is not a card: unknown rank "{rank}" (use 2-10, T, J, Q, K, A)',
                    token=token,
                    rank=text[:-1],
                )
            )
        card = Card._interned[(rank, suit)]
    _TOKEN_CACHE.keep(token, card)
    return card


class Cards(tuple):
    """An immutable sequence of cards that prints as notation and draws itself in a notebook.

    ``Cards("3D 3D 10H")`` reads notation (anything ``parse_cards`` reads); ``repr`` gives that
    call back, so ``eval(repr(cards)) == cards``. A tuple: hashable, equal to the same cards in
    the same order, and safe to hand out from a memo, since nobody can change it.
    """

    def __new__(cls, cards: str | Iterable[CardLike] | Card = ()) -> Cards:
        if type(cards) is Cards:
            return cards
        return parse_cards(cards)

    def __str__(self) -> str:
        return format_cards(self)

    def __repr__(self) -> str:
        return f"Cards({format_cards(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return (Cards, (format_cards(self),))

    # tuple's + takes any tuple; Cards' takes what parse_cards reads
    def __add__(self, other: str | Iterable[CardLike] | Card) -> Cards:  # type: ignore[override]
        """``hand + more`` is Cards too; ``more`` may be anything ``parse_cards`` reads."""
        return _trusted(tuple.__add__(self, other if type(other) is Cards else Cards(other)))

    def __radd__(self, other: str | Iterable[CardLike] | Card) -> Cards:
        return _trusted(tuple.__add__(Cards(other), self))

    def _counts(self) -> dict[Card, int]:
        """How many copies of each card value these cards hold, worked out once and kept.

        The engine's own bookkeeping (the cards cannot change, so neither can their counts);
        callers must not change the dict it returns.
        """
        kept = self.__dict__
        found = kept.get("_c")
        if found is None:
            found = kept["_c"] = {}
            get = found.get
            for card in self:  # faster than Counter (no fixed cost) for a hand's few dozen cards
                found[card] = get(card, 0) + 1
        return found

    def _most_copies(self) -> int:
        """The most copies of one card value among these cards (0 for no cards)."""
        kept = self.__dict__
        most = kept.get("_m")
        if most is None:
            most = kept["_m"] = max(self._counts().values(), default=0)
        return most

    _repr_html_ = drawn


def _trusted(items: Iterable[Card]) -> Cards:
    """Cards from items already known to be Card values (no parsing, no checks)."""
    return tuple.__new__(Cards, items)


_ONLY_CARDS = {Card}


def parse_cards(cards: str | Iterable[CardLike] | Card) -> Cards:
    """Read cards from text (``"3D 3D 10H JS SJ BJ"``), a list of strings or Cards, or one Card.

    Tokens are separated by spaces or commas. Ranks: 2-10, T for ten, J Q K A; suits: S H D C
    or the symbols ♠ ♥ ♦ ♣, in either case; jokers: SJ and BJ. Raises ``CardError`` naming the
    first bad token, and for values that are not a sequence of cards (a number, bytes, a dict
    or a set, whose keys or order would be a guess). Returns immutable ``Cards``.
    """
    kind = type(cards)
    if kind is Cards:
        return cards  # type: ignore[return-value]
    if kind is Card:
        return _trusted((cards,))  # type: ignore[arg-type]
    if kind is str:
        return _trusted([_parse_token(t) for t in cards.replace(",", " ").split()])  # type: ignore[union-attr]
    if (kind is list or kind is tuple) and set(map(type, cards)) <= _ONLY_CARDS:  # type: ignore[arg-type]
        return _trusted(cards)  # type: ignore[arg-type]
    if isinstance(cards, str):
        return parse_cards(str(cards))
    if isinstance(cards, (bytes, bytearray)):
        raise CardError("cards must be text, not bytes")
    if isinstance(cards, Mapping):
        raise CardError(
            f"{cards!r} is not a list of cards: a {type(cards).__name__} is not read as cards "
            '(its keys or its counts would be a guess); give a string like "3D 3D 10H" or a list'
        )
    if isinstance(cards, Set):
        raise CardError(
            f"{cards!r} is not a list of cards: a {type(cards).__name__} keeps one copy of each "
            'card and no order; give a string like "3D 3D 10H" or a list'
        )
    try:
        items = list(cards)  # type: ignore[arg-type]
    except TypeError:
        raise CardError(
            f'{cards!r} is not a list of cards: give a string like "3D 3D 10H" or a list'
        ) from None
    result: list[Card] = []
    for item in items:
        if isinstance(item, Card):
            result.append(item)
        elif isinstance(item, str):
            parts = item.replace(",", " ").split()
            if len(parts) != 1:
                raise CardError(f'"{item}" is not a card: give one card per list item')
            result.append(_parse_token(parts[0]))
        else:
            raise CardError(f'{item!r} is not a card: expected a string like "10H" or a Card')
    return _trusted(result)


def format_cards(cards: Iterable[Card]) -> str:
    """The canonical notation of the cards, separated by single spaces."""
    return " ".join(str(c) for c in _card_values(cards))


def symbols(cards: Iterable[Card]) -> str:
    """The cards with suit symbols, for sentences: ``"9♦ 9♦ BJ"``."""
    return " ".join(c.symbol for c in _card_values(cards))


def _card_values(cards: Iterable[Card]) -> Iterable[Card]:
    """``cards`` if they are Card values (the engine's own, at no cost), else parsed."""
    if type(cards) is Cards or (type(cards) is tuple and all(type(c) is Card for c in cards)):
        return cards
    return parse_cards(cards)
