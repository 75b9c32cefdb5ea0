"""What the failed-throw rules of rules §10.6 and §10.7 say: which part the leader leads
instead, and what the throw costs.

Each function says its sentence in the language in force; ``failed_throw`` keeps them unsaid
(``functools.partial``), as ``lead_words`` does, so a reason reads in whatever language it is
read. The hands are named as ``lead_words`` names them ("seat 2", "you", "hand 1").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards.card import Cards, symbols
from ..speech.languages import say, say_n
from ..speech.words import sentences
from .lead_words import _holder

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .lead import Beating


def first_opponent(first_beaten: Sequence[Beating], decided: Beating, forced: Cards) -> str:
    """``failed_throw_lead="first-opponent"``: the first player asked who can beat a part
    beats ``first_beaten``; ``decided`` is the smallest of them, led instead as ``forced``."""
    holder = _holder(decided.holder)
    if len(first_beaten) == 1:
        # TRANSLATORS: {holder} is "seat 2" or "you"; {part} "the pair 9♥ 9♥"; {beater} cards.
        return say(
            "The throw fails: the first player asked who can beat a part of it is {holder}, "
            "who can beat only {part}, with {beater}: lead {forced} instead.",
            holder=holder,
            part=decided.component.describe(),
            beater=symbols(decided.beater),
            forced=symbols(forced),
        )
    # TRANSLATORS: {n} (2 or more) is how many parts of the throw {holder} can beat.
    return say_n(
        "The throw fails: the first player asked who can beat a part of it is {holder}, who "
        "can beat {n} of its parts; the smallest is {part}: lead {forced} instead.",
        "The throw fails: the first player asked who can beat a part of it is {holder}, who "
        "can beat {n} of its parts; the smallest is {part}: lead {forced} instead.",
        len(first_beaten),
        holder=holder,
        part=decided.component.describe(),
        forced=symbols(forced),
    )


def lowest_top(failing: Beating, forced: Cards) -> str:
    """``failed_throw_lead="lowest-top"``: ``failing`` can be beaten, and the part with the
    lowest top, ``forced``, is led instead."""
    return say(
        "The throw fails: {part} can be beaten by {beater} held by {holder}, so the part with "
        "the lowest top card is led instead: lead {forced}.",
        part=failing.component.describe(),
        beater=symbols(failing.beater),
        holder=_holder(failing.holder),
        forced=symbols(forced),
    )


def cost(rule: str, taken: int, penalty: int) -> str:
    """What a failed throw costs under ``throw_penalty=rule`` (``taken`` cards taken back,
    ``penalty`` points); nothing under ``"none"``."""
    if rule == "ten-per-attempt":
        return say("A failed throw costs 10 points, however many cards are taken back.")
    if rule == "ten-per-card":
        # TRANSLATORS: {n} is the number of cards taken back; {penalty} the points it costs.
        return say_n(
            "The throw costs {penalty} points (10 for the card taken back).",
            "The throw costs {penalty} points (10 for each of the {n} cards taken back).",
            taken,
            penalty=penalty,
        )
    return ""


def joined(why: Callable[[], str], cost: Callable[[], str]) -> str:
    """Why the throw fails and what is led, then what it costs (if anything)."""
    said_cost = cost()
    return sentences(why(), said_cost) if said_cost else why()
