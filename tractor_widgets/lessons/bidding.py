"""Bidding in the lessons: ``bid_in_turn`` (make bids at the first chance the deal gives),
``bid_verdict`` and ``bid_question`` (may this bid be shown now? ``Round.check_bid``),
``who_declares`` and ``trump_suit_question`` (after the bidding, or a kitty turn-up) and
``bid_sentence`` (a bid and the engine's verdict on it, for a lesson's ``print``)."""

from __future__ import annotations

from typing import Any

import tractor_engine as te
from tractor_engine.rulebook.bidding import turn_up
from tractor_engine.speech.languages import say
from tractor_engine.speech.words import suit_name

from ..exercise import Exercise
from .choices import choice_question, exercise_of, not_the_answer, said_ask
from .names import seat_word, symbols_of


def who_declares(rnd: te.Round) -> Exercise:
    """Who declares this hand? The options are the round's seats ("Seat 0", ...), the right one
    ``rnd.declarer``; the cards shown are the deal's bids ("Seat 2 shows: 6♠"), and the
    explanation is the round's own sentence on the bid that stands (the last one). The caption
    states no trump: the trump is what the bidding decided, so it would give the answer away
    (its rank is the declaring side's level, its suit the standing bid's). Raises
    ``ValueError`` while the bidding is open (nobody declares yet)."""
    if rnd.declarer is None or not rnd.bids:
        raise ValueError("who_declares: this round has no declarer by bidding yet")
    last = rnd.bids[-1]
    shown: dict[str, list[str]] = {}
    for bid in rnd.bids:
        # TRANSLATORS: the label of the cards seat {seat} shows as its bid.
        shown[say("Seat {seat} shows", seat=bid.seat)] = [str(c) for c in bid.cards]
    return said_ask(
        say("Who declares this hand?"),
        [seat_word(s) for s in range(rnd.players)],
        seat_word(rnd.declarer),
        lambda: last.reason,
        trump=None,
        rules=rnd.rules,
        cards=shown,
    )


def trump_suit_question(rnd: te.Round) -> Exercise:
    """Which suit is trump, when nobody bid and the kitty was turned up? The options are the
    four suits, the right one the round's trump suit (``rnd.trump``); the turned-up cards are
    shown (``rnd.turned_up``) and the engine's turn-up sentence explains. The caption states no
    trump (finding it is the question). Raises ``ValueError`` for a round whose kitty was not
    turned up."""
    if not rnd.turned_up or rnd.trump is None or rnd.trump.suit is None:
        raise ValueError("trump_suit_question: this round's trump was not set by turning up")
    trump = rnd.trump
    return said_ask(
        say("Which suit is trump?"),
        [suit_name(s) for s in "SHCD"],
        suit_name(rnd.trump.suit),
        lambda: turn_up(rnd.turned_up, trump.rank)[2](),
        trump=None,
        rules=rnd.rules,
        # TRANSLATORS: the label of the kitty's cards, in the order they were turned up.
        cards={say("The kitty, as turned up"): [str(c) for c in rnd.turned_up]},
    )


def bid_sentence(rnd: te.Round, seat: int, cards: Any) -> str:
    """May ``seat`` show ``cards`` now (``Round.check_bid``, as ``lessons.bid_verdict``)? As a
    sentence for a lesson to print: the engine's own when it may (it says who shows what, and
    what the bid sets), else "Seat 3 may not show 2♥ now: <the engine's reason>". Raises
    ``ValueError`` once the round's deal is over (no bid can be judged there)."""
    if rnd.phase != "deal":
        raise ValueError("bid_sentence: a bid can only be judged during the deal")
    verdict = rnd.check_bid(seat, cards, if_held=True)
    if verdict.legal:
        return verdict.reason
    # TRANSLATORS: {reason} is the engine's sentence on why the bid may not be shown now.
    return say(
        "Seat {seat} may not show {cards} now: {reason}",
        seat=seat, cards=symbols_of(cards), reason=verdict.reason,
    )  # fmt: skip


def bid_in_turn(rnd: te.Round, *bids: tuple[int, Any], close: bool = False) -> te.Round:
    """Make ``bids`` (``(seat, cards)``) in order, each at the first chance the deal gives that
    seat to show those cards, passing at every other chance; ``close=True`` then passes until
    the bidding closes. Returns the round. Raises ``ValueError`` if a bid never becomes legal
    (with the engine's reason why not)."""
    for seat, cards in bids:
        want = list(te.parse_cards(cards))
        while True:
            if rnd.phase != "deal":
                why = rnd.check_bid(seat, want, if_held=True).reason
                raise ValueError(
                    f"seat {seat} never had the chance to show {te.symbols(want)}: the "
                    f"bidding closed. {why}"
                )
            if rnd.to_act == seat and rnd.is_legal(te.Bid(seat, want)):  # type: ignore[arg-type]  # converted
                rnd.bid(want)
                break
            rnd.pass_()
    if close:
        deal_number = rnd.deal_number
        while rnd.phase == "deal" and rnd.deal_number == deal_number:
            rnd.pass_()
    return rnd


def _during_the_deal(rnd: te.Round, what: str) -> None:
    """Refuse a bidding question on a round whose deal is over: there every bid gets the same
    "no bid is possible now", and the rule asked about is never checked."""
    if rnd.phase != "deal":
        why = rnd.check_bid(0, "BJ BJ").reason
        raise ValueError(
            f"{what}: a bid can only be asked about during the deal, and this round's deal is "
            f"over ({why}) Take the position at the moment the question asks about: arrange "
            "the deal so that a later chance to bid keeps it open (lessons.deal, bid_in_turn)."
        )


def bid_verdict(rnd: te.Round, seat: int, cards: Any) -> te.Verdict:
    """Could ``seat`` show ``cards`` now, if it held them? The engine's ``Round.check_bid``
    verdict (``.legal`` and ``.reason``); nothing is changed. Raises ``ValueError`` when the
    round's deal is over (no bid can be judged there)."""
    _during_the_deal(rnd, "bid_verdict")
    return rnd.check_bid(seat, cards, if_held=True)


def bid_question(rnd: te.Round, seat: int, cards: Any, prompt: str | None = None) -> Any:
    """A yes/no exercise: may ``seat`` show ``cards`` now? Answered by ``bid_verdict``. The
    caption states the trump the standing bid makes (the trump rank of ``seat`` with no suit
    when nothing stands yet) and the round's rule set. The round must be in its deal (a
    ``ValueError`` otherwise): the question is judged at the position it is asked in."""
    _during_the_deal(rnd, "bid_question")
    verdict = bid_verdict(rnd, seat, cards)
    shown = te.symbols(te.parse_cards(cards))
    bid = rnd.standing_bid
    # TRANSLATORS: the label of the cards seat {seat} shows as its bid.
    context: dict[str, Any] = {say("Seat {seat} shows", seat=seat): cards}
    if bid is not None:
        standing = te.symbols(bid.cards)
        # TRANSLATORS: the label of the bid that stands, made by seat {seat}.
        context = {say("Standing: seat {seat}'s bid", seat=bid.seat): list(bid.cards), **context}
        trump = f"{bid.rank}{bid.suit or 'NT'}"
        text = prompt or say(
            "Seat {bidder}'s {bid} stands. May seat {seat} show {cards} now?",
            bidder=bid.seat, bid=standing, seat=seat, cards=shown,
        )  # fmt: skip

        def hint() -> str:
            return say(
                "Think again: what kind of bid is {cards}, and what may override seat "
                "{bidder}'s {bid}?",
                cards=shown, bidder=bid.seat, bid=standing,
            )  # fmt: skip
    else:
        trump = f"{rnd.setup.levels[seat]}NT"
        text = prompt or say("No bid yet. May seat {seat} show {cards} now?", seat=seat,
                             cards=shown)  # fmt: skip

        def hint() -> str:
            return say(
                "Think again: is {cards} a bid that seat {seat} may show in this hand?",
                cards=shown, seat=seat,
            )  # fmt: skip

    options = [say("Yes"), say("No")]
    return exercise_of(
        choice_question(
            text,
            options,
            correct=0 if verdict.legal else 1,
            explain=lambda _i: verdict.reason,
            cards=context,
            trump=trump,
            rules=rnd.rules,
            asks="bid",
            wrong=lambda i: not_the_answer(options[i], hint()),
        )
    )
