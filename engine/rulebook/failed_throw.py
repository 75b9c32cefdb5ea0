"""What a failed throw forces and costs (rules §3, §10.6, §10.7).

``lead.check_throw_trusted`` finds the parts other hands can beat; this module picks, under the
rule set's ``failed_throw_lead``, which cards are led instead, and under its ``throw_penalty``
what the failed throw costs. It also reads the other hands in order of play (§10.6 "Order of
play in ``check_throw``").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

from ..cards.card import Card, Cards, _trusted
from . import failed_throw_words as said
from . import lead_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .layout import Component
    from .lead import Beating, Lead

#: The values of ``failed_throw_lead`` and ``throw_penalty`` the rules §3 text has; a throw
#: failing under them keeps its §3 sentence.
_SECTION_3_LEADS = ("beaten-component", "lowest-card")
_SECTION_3_PENALTIES = ("ten-per-card", "none")


def in_order_of_play(
    other_hands: object, hands: list[tuple[str, Cards]], players: int
) -> list[tuple[str, Cards]]:
    """``hands`` (as ``as_hands`` named them from ``other_hands``) in the order the other
    players are asked: a ``{seat: hand}`` mapping holding every seat but one is read round the
    table from the seat after the missing one (the leader); a list, or a mapping missing more
    than one seat, is read in its own order."""
    if not isinstance(other_hands, Mapping) or len(other_hands) != players - 1:
        return hands
    seats = list(other_hands)
    leader = next(s for s in range(players) if s not in other_hands)
    rank = {seat: (seat - leader - 1) % players for seat in seats}
    order = sorted(range(len(seats)), key=lambda i: rank[seats[i]])
    return [hands[i] for i in order]


def failing_part(beaten: Sequence[Beating], power: Sequence[int]) -> Beating:
    """Among beaten parts, the one with the fewest cards, the lowest top if several (the first
    in layout order if those tie too)."""
    return min(beaten, key=lambda b: (b.component.size, power[b.component.top.id]))


def lowest_top_part(components: Sequence[Component], power: Sequence[int]) -> Component:
    """The part with the lowest top card; between equal tops, the one with more cards, then the
    first in layout order (rules §10.6 ``lowest-top``)."""
    return min(components, key=lambda c: (power[c.top.id], -c.size))


def lowest_card(cards: Sequence[Card], power: Sequence[int]) -> Cards:
    """The lowest card of ``cards`` alone (equal powers: the lowest card id)."""
    return _trusted((min(cards, key=lambda c: (power[c.id], c.id)),))


def penalty_of(lead: Lead, forced: Sequence[Card]) -> int:
    """What the failed throw costs under the lead's rule set: 10 per card taken back
    (``ten-per-card``), 10 (``ten-per-attempt``) or nothing (``none``)."""
    rule = lead.rules.throw_penalty
    if rule == "ten-per-card":
        return 10 * (lead.size - len(forced))
    if rule == "ten-per-attempt":
        return 10
    return 0


def judge_failed(
    lead: Lead,
    beaten: Sequence[Beating],
    first_beaten: Sequence[Beating],
) -> tuple[Cards, int, Callable[[], str]]:
    """What ``lead``, a throw that fails, forces and costs, and why (a sentence unsaid).

    ``beaten``: each part some hand can beat, with the first hand (in the order asked) that
    can; ``first_beaten``: the parts the first hand that can beat any part beats, in layout
    order, with what it beats them with.
    """
    rules = lead.rules
    power = lead.order.power
    failing = failing_part(beaten, power)
    rule = rules.failed_throw_lead
    if rule == "first-opponent":
        decided = failing_part(first_beaten, power)
        forced = decided.component.cards
    elif rule == "lowest-top":
        forced = lowest_top_part(lead.components, power).cards
    elif rule == "beaten-component":
        forced = failing.component.cards
    else:
        forced = lowest_card(failing.component.cards, power)
    penalty = penalty_of(lead, forced)
    if rule in _SECTION_3_LEADS and rules.throw_penalty in _SECTION_3_PENALTIES:
        return forced, penalty, partial(lead_words.throw_fails, lead, failing, forced, penalty)
    if rule == "first-opponent":
        why = partial(said.first_opponent, tuple(first_beaten), decided, forced)
    elif rule == "lowest-top":
        why = partial(said.lowest_top, failing, forced)
    else:
        why = partial(lead_words.throw_fails, lead, failing, forced, 0)
    cost = partial(said.cost, rules.throw_penalty, lead.size - len(forced), penalty)
    return forced, penalty, partial(said.joined, why, cost)
