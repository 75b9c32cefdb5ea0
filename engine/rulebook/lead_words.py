"""What the lead rule says: what kind a lead is, why it is no lead, and how a throw fares.

Each function says its sentence in the language in force; ``lead`` keeps them unsaid
(``functools.partial``) in its values and errors, so that a reason is built when read, in
whatever language it is read. A throw's reason speaks to the listener in force
(``languages.speaking_to``): "held by you" for the listener's own seat.
"""

from __future__ import annotations

from ..cards.card import Card, Cards, symbols
from ..speech.languages import N_, listener, say, say_n
from ..speech.words import a_number, a_suit, one_of_suit, some, suit_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..cards.trump import Order
    from .lead import Beating, Lead


def kind_of_lead(lead: Lead) -> str:
    """What kind of lead ``lead`` is, naming its parts."""
    cards, suit = lead.cards, suit_name(lead.group)
    if lead.kind == "single":
        return say("{card} is a single lead in {suit}.", card=cards[0].symbol, suit=suit)
    if lead.kind == "pair":
        return say("{cards} is a pair lead in {suit}.", cards=symbols(cards), suit=suit)
    if lead.kind == "tractor":
        t = lead.components[0]
        # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
        return say_n(
            "{cards} is {a_n}-card tractor lead in {suit}: {n} pair next to each other in "
            "the {one} order.",
            "{cards} is {a_n}-card tractor lead in {suit}: {n} pairs next to each other in "
            "the {one} order.",
            t.pairs,
            cards=symbols(t.cards),
            count=t.size,
            a_n=a_number(t.size),
            suit=suit,
            one=one_of_suit(lead.group),
        )
    return say(
        "A throw of {some}: {parts}. It stands only if no other hand can beat any of its "
        "parts in {suit}.",
        some=some(len(cards), lead.group),
        parts=say(", ").join(c.describe() for c in lead.components),
        suit=suit,
    )


def no_cards() -> str:
    """A lead of no cards."""
    return say("A lead needs at least one card.")


def mixed_groups(first: Card, other: Card, order: Order) -> str:
    """A lead whose card ``other`` is of another suit group than its first card."""
    return say(
        "A lead must come from one suit group, but {first} is {a_first} and {other} is {a_other}.",
        first=first.symbol,
        a_first=a_suit(order.group[first.id]),
        other=other.symbol,
        a_other=a_suit(order.group[other.id]),
    )


#: Why a lead that is no throw stands, by its kind.
ALWAYS_STANDS = {
    "single": N_("A single lead always stands; only a throw is checked against the other hands."),
    "pair": N_("A pair lead always stands; only a throw is checked against the other hands."),
    "tractor": N_("A tractor lead always stands; only a throw is checked against the other hands."),
}


def always_stands(kind: str) -> str:
    """A lead of ``kind`` (single, pair or tractor) stands: only a throw is checked."""
    return say(ALWAYS_STANDS[kind])


def throw_stands(group: str) -> str:
    """A throw in ``group`` that no other hand can beat."""
    return say(
        "The throw stands: no other hand can beat any of its parts in {suit}.",
        suit=suit_name(group),
    )


def _holder(name: str) -> str:
    """A hand's name in the language in force: "seat 2" and "hand 1" are the engine's own."""
    kind, _, number = name.partition(" ")
    if number.isdigit() and kind == "seat":
        if int(number) == listener():
            # TRANSLATORS: the listener's seat as the object of a sentence: "held by you".
            return say("you")
        return say("seat {n}", n=int(number))
    if number.isdigit() and kind == "hand":
        return say("hand {n}", n=int(number))
    return name


def throw_fails(lead: Lead, failing: Beating, forced: Cards, penalty: int) -> str:
    """A throw beaten at ``failing``: ``forced`` is led instead, at a cost of ``penalty``."""
    part = failing.component
    values = {
        "part": say("the {card}", card=symbols(part.cards))
        if part.kind == "single"
        else part.describe(),
        "beater": symbols(failing.beater),
        "holder": _holder(failing.holder),
        "forced": symbols(forced),
    }
    if not penalty:
        if len(failing.beater) == 1:
            return say(
                "The throw fails: {part} can be beaten by the {beater} held by {holder}: lead "
                "{forced} instead.",
                **values,
            )
        return say(
            "The throw fails: {part} can be beaten by {beater} held by {holder}: lead {forced} "
            "instead.",
            **values,
        )
    taken = lead.size - len(forced)
    # TRANSLATORS: {n} is the number of cards taken back; {penalty} the points it costs.
    if len(failing.beater) == 1:
        return say_n(
            "The throw fails: {part} can be beaten by the {beater} held by {holder}: lead "
            "{forced} instead, and the throw costs {penalty} points (10 for the card taken back).",
            "The throw fails: {part} can be beaten by the {beater} held by {holder}: lead "
            "{forced} instead, and the throw costs {penalty} points (10 for each of the {n} cards "
            "taken back).",
            taken,
            penalty=penalty,
            **values,
        )
    return say_n(
        "The throw fails: {part} can be beaten by {beater} held by {holder}: lead {forced} "
        "instead, and the throw costs {penalty} points (10 for the card taken back).",
        "The throw fails: {part} can be beaten by {beater} held by {holder}: lead {forced} "
        "instead, and the throw costs {penalty} points (10 for each of the {n} cards taken "
        "back).",
        taken,
        penalty=penalty,
        **values,
    )
