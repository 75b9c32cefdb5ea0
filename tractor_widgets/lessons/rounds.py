"""The rounds the lessons set up: ``deal`` (a deal that gives chosen seats chosen cards,
``te.arrange_deck``), ``played_round`` (a whole round played by bots, reproducibly) and
``friend_question`` (who is the declarer's friend, once the called card is played?)."""

from __future__ import annotations

from typing import Any

import tractor_engine as te
from tractor_engine.play.round_words import friend_revealed
from tractor_engine.speech.languages import say

from ..exercise import Exercise
from .choices import said_ask
from .names import seat_word
from .tricks import trick_plays


def deal(
    rules: Any = "tractor-4p",
    hands: dict[int, Any] | None = None,
    *,
    kitty: Any = None,
    seed: int = 0,
    **setup: Any,
) -> te.Round:
    """A round whose deal gives each seat in ``hands`` those cards first, in the order dealt,
    and the kitty ``kitty`` first; the other cards are shuffled by ``seed`` (``te.arrange_deck``).
    ``setup`` goes to ``te.Round``: ``levels``, ``winners``, ``starter``, ``dealer``."""
    ruleset = te.rules(rules) if isinstance(rules, str) else rules
    dealer = setup.get("dealer")
    if dealer is None:
        dealer = setup.get("starter") or 0
    deck = te.arrange_deck(ruleset, hands, kitty=kitty, dealer=dealer, seed=seed)
    return te.Round(ruleset, deck=deck, **setup)


def played_round(rules: Any = "tractor-4p", seed: int = 1, bots: str = "greedy") -> te.Round:
    """A whole round dealt from ``seed`` and played to the end by ``bots`` (``te.bots_named``),
    reproducibly: the same seed gives the same round."""
    rnd = te.Round(rules, seed=seed)
    te.play_out(rnd, te.bots_named(bots, rnd.players, seed))
    return rnd


def friend_question(rnd: te.Round) -> Exercise:
    """Who becomes the declarer's friend? The trick in which the called card was played (the
    copy the call counts) is shown; the options are the other seats and "Nobody", the right
    one ``rnd.friend`` (or "Nobody" when the declarer played it), explained by the round's
    sentence on the called card."""
    call = rnd.friend_call
    if call is None or not rnd.friend_settled or rnd.declarer is None:
        raise ValueError("friend_question: the called card has not been played in this round")
    seen, found = 0, None
    for trick in rnd.tricks:
        for seat, cards in trick.plays:
            for card in cards:
                if card == call.card:
                    seen += 1
                    if seen == call.copy and found is None:
                        found = (trick, seat, card)
    if found is None:
        raise ValueError("friend_question: the called card is in no finished trick")
    trick, seat, card = found
    declarer = rnd.declarer
    options = [seat_word(s) for s in range(rnd.players) if s != declarer]
    # TRANSLATORS: an option: nobody becomes the friend (the declarer plays alone).
    options.append(say("Nobody"))
    answer = options[-1] if rnd.friend is None else seat_word(rnd.friend)
    return said_ask(
        say("Who becomes seat {seat}'s friend?", seat=declarer),
        options,
        answer,
        lambda: friend_revealed(seat, card, declarer),
        trump=rnd.trump,
        rules=rnd.rules,
        cards=trick_plays(trick),
    )
