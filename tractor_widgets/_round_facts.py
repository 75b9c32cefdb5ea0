"""A round as the widgets drawn on the felt (the Table and RoundView) show it, in plain Python.

- ``round_facts``: what a table shows beside the cards (the deal so far, the standing bid, the
  trump and declarer, the called friend, each side's tricks and points, the levels), each a
  ``FactView``, in the language in force;
- ``round_order``: the order a table sorts hands by, before and after the trump is known;
- ``token`` / ``tokens``: cards as these pages receive them (their text, ``*`` for a trump; the
  faces go once, ``_felt.card_faces``), and ``TokenGroup``, a suit group of them;
- ``seat_list``: "seats 0 and 2", in the language in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

import tractor_engine as te
from tractor_engine.speech.languages import N_, current_language, say, say_n
from tractor_engine.speech.words import listing


class _FactKeys(TypedDict):
    k: str  # what: "Trump", "Declarer", ...
    v: str  # its value, in words


class FactView(_FactKeys, total=False):
    """One fact beside the cards; ``id`` is its English name in another language (the page's
    ``data-fact``, which it otherwise takes from ``k``)."""

    id: str


def token(card: te.Card, order: te.Order | None) -> str:
    """A card as the Table and RoundView pages receive it: its text, ``*`` when it is a trump
    (the faces themselves are sent once)."""
    return str(card) + ("*" if order is not None and order.is_trump(card) else "")


def tokens(cards: Sequence[te.Card], order: te.Order | None) -> str:
    """Cards as tokens (``token``), joined by spaces."""
    return " ".join(token(c, order) for c in cards)


def round_order(rnd: te.Round) -> te.Order:
    """The order a table sorts hands by: the trump once it is known; while bidding, the
    standing bid's trump; before any bid, the first seat's rank with no trump suit (and no rank
    trumps, so nothing is marked a trump that the deal has not made one)."""
    if rnd.order is not None:
        return rnd.order
    bid = rnd.standing_bid
    if bid is not None:
        return te.order(te.Trump(bid.rank, bid.suit), rnd.rules)
    plain = rnd.rules.replace(no_trump_keeps_rank_trumps=False)
    return te.order(te.Trump(rnd.setup.levels[0], None), plain)


def seat_list(seats: Sequence[int]) -> str:
    """``"seat 2"``, ``"seats 0 and 2"``, ``"seats 1, 3 and 4"``, in the language in force."""
    seats = list(seats)
    return say_n("seat {seats}", "seats {seats}", len(seats), seats=listing(list(map(str, seats))))


#: A called card by its copy: "the first A♠" ("{card}" is the card's symbol).
CALLED_COPIES = {1: N_("the first {card}"), 2: N_("the second {card}")}


def fact(name: str, value: str) -> FactView:
    """A fact named by the template ``name`` ("Trump") in the language in force; in another
    language than English it carries its English name as ``id``."""
    said: FactView = {"k": say(name), "v": value}
    if current_language() != "en":
        said["id"] = name
    return said


def round_facts(rnd: te.Round, dealt: int | None = None) -> list[FactView]:
    """What a table shows beside the cards at this point of ``rnd``: the deal so far (``dealt``
    cards shown, when the page deals slower than the round), the standing bid, the trump and
    declarer, the called friend, each side's tricks and points, and the levels (in the language
    in force)."""
    rules = rnd.rules
    facts: list[FactView] = []
    if rnd.phase == "deal":
        total = rnd.players * rules.hand_size
        shown = rnd.dealt if dealt is None else min(dealt, rnd.dealt)
        if rnd.deal_number:
            dealt_text = say_n(
                "{shown} of {n} card (deal {deal})",
                "{shown} of {n} cards (deal {deal})",
                total,
                shown=shown,
                deal=rnd.deal_number + 1,
            )
        else:
            dealt_text = say_n("{shown} of {n} card", "{shown} of {n} cards", total, shown=shown)
        facts.append(fact(N_("Dealt"), dealt_text))
        bid = rnd.standing_bid
        facts.append(
            fact(
                N_("Standing bid"),
                say("{cards} by seat {seat}", cards=te.symbols(bid.cards), seat=bid.seat)
                if bid
                else say("none yet"),
            )
        )
    if rnd.trump is not None:
        facts.append(fact(N_("Trump"), rnd.trump.describe()))
        facts.append(fact(N_("Declarer"), say("seat {seat}", seat=rnd.declarer)))
    call = rnd.friend_call
    if rules.partnerships == "friend" and call is not None:
        if rnd.friend is not None:
            state = say("seat {seat} (revealed)", seat=rnd.friend)
        elif rnd.friend_settled:
            state = say("none: the declarer plays alone")
        else:
            state = say("not yet revealed")
        card = call.card.symbol
        called = (
            say(CALLED_COPIES[call.copy], card=card)
            if call.copy in CALLED_COPIES
            # TRANSLATORS: a called card's copy past the second: "the 3th A♠".
            else say("the {n}th {card}", n=call.copy, card=card)
        )
        # TRANSLATORS: the called friend: "the first A♠: seat 2 (revealed)".
        friend = say("{call}: {state}", call=called, state=state)
        facts.append(fact(N_("Friend"), friend))
    if rnd.phase in ("play", "done"):
        for label, side in ((N_("Declarers"), rnd.declarers), (N_("Defenders"), rnd.defenders)):
            tricks = sum(1 for t in rnd.tricks if t.winner in side)
            points = sum(rnd.captured[s] for s in side)
            # TRANSLATORS: a side's tricks and points: "seats 0 and 2: 3 tricks, 40 points".
            won = say(
                "{seats}: {tricks}, {points}",
                seats=seat_list(side),
                tricks=say_n("{n} trick", "{n} tricks", tricks),
                points=say_n("{n} point", "{n} points", points),
            )
            facts.append(fact(label, won))
    levels = rnd.setup.levels
    facts.append(
        fact(
            N_("Levels"),
            say("everyone at {level}", level=levels[0])
            if len(set(levels)) == 1
            else " \u00b7 ".join(
                say("seat {seat}: {level}", seat=s, level=lv) for s, lv in enumerate(levels)
            ),
        )
    )
    return facts


class TokenGroup(TypedDict):
    """One suit group of a hand, its cards as tokens (``token``) joined by spaces."""

    g: str
    cards: str
