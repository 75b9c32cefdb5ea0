"""Pictures of cards: one card, some cards, a hand sorted by suit group, and the trump."""

from __future__ import annotations

from ..speech.languages import N_, say
from ..speech.words import group_label
from .faces import cards_html, escape, say_html

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..cards.card import Card
    from ..cards.hand import Hand
    from ..cards.trump import Trump


def card_alone_html(card: Card) -> str:
    """One card, as a row of one."""
    return cards_html([card])


def hand_html(hand: Hand) -> str:
    """A hand: its trump in words, then each suit group's cards, counted, side by side."""
    order = hand.order
    rows = "".join(
        cards_html(
            cards,
            order=order,
            caption=f"{group_label(g)} ({len(cards)})",
            inline=True,
        )
        for g, cards in hand.groups
    )
    title = escape(say("Hand"))
    return f"<div><div><b>{title}</b> · {escape(hand.trump.describe())}</div>{rows}</div>"


def trump_html(trump: Trump) -> str:
    """The trump: its rank in bold, and its suit's symbol (or no trump)."""
    from ..cards.card import SUIT_SYMBOLS  # loaded with the trump drawn

    rank = f"<b>{escape(trump.rank)}</b>"
    if trump.suit is None:
        said = say_html(N_("Trump: rank {rank}, no trump"), rank=rank)
    else:
        symbol = escape(SUIT_SYMBOLS[trump.suit])
        # TRANSLATORS: {symbol} is the trump suit's symbol (♥).
        said = say_html(N_("Trump: rank {rank}, {symbol} trump"), rank=rank, symbol=symbol)
    return f"<span>{said}</span>"
