"""The actions of a round: small frozen values that serialize to JSON (see ``record.py``).

Every action names the ``seat`` that takes it. Cards may be given as text or a list when an
action is made by hand (``Bid(0, "2H 2H")``); they are stored as a tuple of ``Card``.

- ``Bid(seat, cards)``: show one trump-rank card, a pair of them, or a pair of identical jokers
  while the cards are dealt (rules §6). Showing the second copy of one's standing single is a
  reinforcement, also a ``Bid``.
- ``Pass(seat)``: decline the chance to bid that the deal offers now.
- ``Bury(seat, cards)``: put the kitty's number of cards face down.
- ``CallFriend(seat, card, copy)``: name the card whose ``copy``-th playing makes its player
  the declarer's friend (``tractor-5p``, rules §7).
- ``Play(seat, cards)``: lead or follow in a trick.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, Union

from ..cards.card import Card, format_cards, parse_cards, symbols
from ..errors import InputError
from ..values import Value, field


def _cards(value: Any) -> tuple[Card, ...]:
    if type(value) is tuple and all(type(c) is Card for c in value):
        return value
    return tuple(parse_cards(value))


def _one_card(value: Any) -> Card:
    cards = parse_cards(value)
    if len(cards) != 1:
        raise InputError(f"a friend call names one card, not {value!r}")
    return cards[0]


def _seat(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(f"a seat is a whole number from 0, not {value!r}")
    return value


class Bid(Value):
    """Show trump-rank cards or a joker pair during the deal."""

    seat: int = field(convert=_seat)
    cards: tuple[Card, ...] = field(convert=_cards)
    type: ClassVar[Literal["bid"]] = "bid"

    def to_json(self) -> dict[str, Any]:
        return {"type": "bid", "seat": self.seat, "cards": format_cards(self.cards)}

    def __str__(self) -> str:
        return f"seat {self.seat} bids {symbols(self.cards)}"


class Pass(Value):
    """Let a chance to bid go by (the deal goes on)."""

    seat: int = field(convert=_seat)
    type: ClassVar[Literal["pass"]] = "pass"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "seat": self.seat}

    def __str__(self) -> str:
        return f"seat {self.seat} passes"


class Bury(Value):
    """Put cards from the hand face down as the new kitty."""

    seat: int = field(convert=_seat)
    cards: tuple[Card, ...] = field(convert=_cards)
    type: ClassVar[Literal["bury"]] = "bury"

    def to_json(self) -> dict[str, Any]:
        return {"type": "bury", "seat": self.seat, "cards": format_cards(self.cards)}

    def __str__(self) -> str:
        return f"seat {self.seat} buries {symbols(self.cards)}"


class CallFriend(Value):
    """Call the card that finds the hidden friend: its ``copy``-th playing (1 or 2) counts."""

    seat: int = field(convert=_seat)
    card: Card = field(convert=_one_card, accept=Card)
    copy: int = 1
    type: ClassVar[Literal["call"]] = "call"

    def _check(self) -> None:
        if isinstance(self.copy, bool) or type(self.copy) is not int or self.copy not in (1, 2):
            raise InputError(f"copy must be 1 (first) or 2 (second), not {self.copy!r}")

    def to_json(self) -> dict[str, Any]:
        return {"type": "call", "seat": self.seat, "card": str(self.card), "copy": self.copy}

    def __str__(self) -> str:
        which = "first" if self.copy == 1 else "second"
        return f"seat {self.seat} calls the {which} {self.card.symbol}"


class Play(Value):
    """Lead or follow in the current trick."""

    seat: int = field(convert=_seat)
    cards: tuple[Card, ...] = field(convert=_cards)
    type: ClassVar[Literal["play"]] = "play"

    def to_json(self) -> dict[str, Any]:
        return {"type": "play", "seat": self.seat, "cards": format_cards(self.cards)}

    def __str__(self) -> str:
        return f"seat {self.seat} plays {symbols(self.cards)}"


Action = Union[Bid, Pass, Bury, CallFriend, Play]
ACTION_TYPES: dict[str, type] = {
    "bid": Bid,
    "pass": Pass,
    "bury": Bury,
    "call": CallFriend,
    "play": Play,
}
_FIELDS = {
    "bid": {"type", "seat", "cards"},
    "pass": {"type", "seat"},
    "bury": {"type", "seat", "cards"},
    "call": {"type", "seat", "card", "copy"},
    "play": {"type", "seat", "cards"},
}


def action_from_json(data: Any) -> Action:
    """An action from its JSON object; ``ValueError`` says what is wrong with it."""
    if not isinstance(data, dict):
        raise InputError(f"an action is a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise InputError(f"unknown action type {kind!r}: the types are {', '.join(ACTION_TYPES)}")
    extra = set(data) - _FIELDS[kind]
    if extra:
        raise InputError(f"a {kind} action has no field {sorted(extra)[0]!r}")
    missing = _FIELDS[kind] - set(data) - {"copy"}
    if missing:
        raise InputError(f"a {kind} action needs the field {sorted(missing)[0]!r}")
    for key in ("cards", "card"):
        if key in data and not isinstance(data[key], str):
            raise InputError(f'the {key!r} of a {kind} action is text like "9D 9D"')
    try:
        if kind == "pass":
            return Pass(data["seat"])
        if kind == "call":
            return CallFriend(data["seat"], data["card"], data.get("copy", 1))
        return ACTION_TYPES[kind](data["seat"], data["cards"])
    except ValueError as exc:
        raise InputError(f"bad {kind} action: {exc}") from None
