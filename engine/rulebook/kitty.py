"""The kitty multiplier (rules §8, §10.8): what the kitty's points are multiplied by when the
defenders win the last trick, and why.

``twice-cards`` and ``power-of-two`` read only how many cards the last lead had. The values of
§10.8 read its layout (rules §3, under the rule set, so under its trump too):
``twice-largest-unit`` (2 × the cards of its largest part), ``power-of-largest-unit`` (2 to the
power of them) and ``by-shape`` (8 with a tractor, else 4 with a pair, else 2).
"""

from __future__ import annotations

from ..cards.card import Cards
from ..cards.trump import TrumpLike, as_trump, order_of
from ..errors import IllegalPlay, InputError
from ..speech.languages import Told
from . import kitty_words as said
from .inputs import CardsLike, as_cards, check_copies
from .layout import Component
from .rulesets import RuleSet

#: The values of ``kitty_multiplier`` that read the last lead's layout (rules §10.8).
BY_LAYOUT = ("twice-largest-unit", "power-of-largest-unit", "by-shape")


def last_lead_size(last_lead: CardsLike | int, rules: RuleSet) -> int:
    """How many cards the last lead had (its cards, or the number): from 1 to a hand's size, its
    cards within the decks' copies; ``InputError`` or ``CardError`` otherwise."""
    if isinstance(last_lead, int) and not isinstance(last_lead, bool):
        n = last_lead
    else:
        cards = as_cards(last_lead, "the last lead")  # type: ignore[arg-type]  # refuses a bool
        check_copies(rules, [("the last lead", cards)])
        n = len(cards)
    if not 1 <= n <= rules.hand_size:
        raise InputError(
            f"the last lead has at least one card and at most {rules.hand_size} (a hand in "
            f"{rules.name}), not {n}"
        )
    return n


def largest_part(
    last_lead: CardsLike | int, rules: RuleSet, trump: TrumpLike | None
) -> tuple[Cards, tuple[Component, ...]]:
    """The last lead's cards and its layout under ``trump`` and ``rules`` (rules §3, §10.8).

    ``InputError`` when the rule set's multiplier needs the layout and ``last_lead`` is a
    number of cards, ``trump`` is missing, or the cards are not one suit group (no lead)."""
    value = rules.kitty_multiplier
    if isinstance(last_lead, int) and not isinstance(last_lead, bool):
        raise InputError(
            f"kitty_multiplier={value!r} reads the last lead's layout: give last_lead as its "
            f"cards, not a number ({last_lead})"
        )
    if trump is None:
        raise InputError(
            f"kitty_multiplier={value!r} reads the last lead's layout, which depends on the "
            "trump: give trump= with last_lead"
        )
    last_lead_size(last_lead, rules)
    cards = as_cards(last_lead, "the last lead")  # type: ignore[arg-type]
    from .lead import classify_lead_trusted  # loaded when first needed, not with scoring

    order = order_of(as_trump(trump), rules)
    try:
        lead = classify_lead_trusted(cards, order, rules)
    except IllegalPlay as exc:
        raise InputError(f"the last lead is not a lead: {exc.reason}") from None
    return cards, lead.components


def multiplier(
    last_lead: CardsLike | int, rules: RuleSet, trump: TrumpLike | None
) -> tuple[int, Told]:
    """The kitty multiplier for ``last_lead`` under ``rules`` and the sentence that explains it
    (unsaid). The two §8 values take the cards or their number (a ``trump`` given is checked
    and not needed); the §10.8 values need the cards and the trump (see ``largest_part``)."""
    value = rules.kitty_multiplier
    if value not in BY_LAYOUT:
        if trump is not None:
            as_trump(trump)
        n = last_lead_size(last_lead, rules)
        times = 2 * n if value == "twice-cards" else 2**n
        return times, Told(said.by_size, n, rules.name, value == "twice-cards")
    cards, parts = largest_part(last_lead, rules, trump)
    largest = max(parts, key=lambda part: part.size)  # the first of the largest, layout order
    if value == "by-shape":
        shaped = next((p for p in parts if p.kind != "single"), None)
        if shaped is None:
            return 2, Told(said.by_shape, cards, rules.name, None)
        return (8 if shaped.kind == "tractor" else 4), Told(
            said.by_shape, cards, rules.name, shaped
        )
    twice = value == "twice-largest-unit"
    times = 2 * largest.size if twice else 2**largest.size
    return times, Told(said.by_largest, cards, rules.name, largest, twice)
