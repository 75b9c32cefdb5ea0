"""What the kitty multiplier says (rules §8, §10.8): how the last lead sets it.

Each function says its sentence in the language in force; ``kitty`` keeps them unsaid
(``Told``), so a score made in one language reads in another.
"""

from __future__ import annotations

from ..cards.card import Cards, symbols
from ..speech.languages import say, say_n
from . import scoring_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .layout import Component


def by_size(size: int, rules: str, twice: bool) -> str:
    """``twice-cards`` or ``power-of-two``: the multiplier from the number of cards led."""
    return scoring_words.multiplied(size, rules, twice)


def by_largest(cards: Cards, rules: str, largest: Component, twice: bool) -> str:
    """``twice-largest-unit`` or ``power-of-largest-unit``: the multiplier from the cards of
    the last lead's largest part."""
    # TRANSLATORS: {lead} is the cards of the last lead; {part} its largest part ("the 4-card
    # tractor 6♥ 6♥ 5♥ 5♥"); {n} that part's cards; {times} the multiplier.
    if twice:
        return say_n(
            "The defenders won the last trick, led with {lead}: {rules} multiplies the kitty by "
            "twice the {n} card of its largest part, {part}: ×{times}.",
            "The defenders won the last trick, led with {lead}: {rules} multiplies the kitty by "
            "twice the {n} cards of its largest part, {part}: ×{times}.",
            largest.size,
            lead=symbols(cards),
            rules=rules,
            part=largest.describe(),
            times=2 * largest.size,
        )
    return say_n(
        "The defenders won the last trick, led with {lead}: {rules} multiplies the kitty by 2 "
        "to the power of the {n} card of its largest part, {part}: ×{times}.",
        "The defenders won the last trick, led with {lead}: {rules} multiplies the kitty by 2 "
        "to the power of the {n} cards of its largest part, {part}: ×{times}.",
        largest.size,
        lead=symbols(cards),
        rules=rules,
        part=largest.describe(),
        times=2**largest.size,
    )


def by_shape(cards: Cards, rules: str, shaped: Component | None) -> str:
    """``by-shape``: the last lead's first tractor or pair (``shaped``; None for singles only)
    sets the multiplier."""
    if shaped is None:
        return say(
            "The defenders won the last trick, led with {lead}: it holds no pair and no "
            "tractor, so {rules} multiplies the kitty by 2.",
            lead=symbols(cards),
            rules=rules,
        )
    if shaped.kind == "tractor":
        return say(
            "The defenders won the last trick, led with {lead}: it holds a tractor, {part}, so "
            "{rules} multiplies the kitty by 8.",
            lead=symbols(cards),
            rules=rules,
            part=shaped.describe(),
        )
    return say(
        "The defenders won the last trick, led with {lead}: it holds a pair, {part}, and no "
        "tractor, so {rules} multiplies the kitty by 4.",
        lead=symbols(cards),
        rules=rules,
        part=shaped.describe(),
    )
