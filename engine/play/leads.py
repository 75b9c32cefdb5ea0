"""The leads a player would think of: the parts of its hand, and the throws it knows will stand.

``lead_parts(round, seat)`` lists, by kind, what a seat could lead the way people do: each
single, pair and tractor of its hand's layout (per suit group), and under ``"throw"`` the
throws that stand *as far as the seat can know*. A seat knows its own hand and the cards
played so far (every finished trick and the trick on the table); every other card is unseen,
and could be in any other hand. A throw stands for sure when no unseen card, alone or with
the other unseen cards, could beat one of its parts: the engine's ``check_throw_trusted`` is
asked with every unseen card of the led group in one hand, the worst case (whatever the
other hands hold, each holds a part of the unseen cards, and what a part of them beats, all
of them beat). So a seat that leads one of these throws never has it fail, and the answer
reads nothing hidden: two rounds that agree on the seat's hand and on the cards played give
the same parts.

For each suit group with at least two parts, the throw offered is the group's parts that no
unseen card beats, together, when they are two or more and their cards, classified again,
still stand (rules §3).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..cards.card import Card, _trusted
from ..cards.deck import full_deck
from ..rulebook.layout import layout
from ..rulebook.lead import check_throw_trusted, classify_lead_trusted

#: The kinds of lead, in the order they are listed.
LEAD_KINDS = ("single", "pair", "tractor", "throw")


@functools.lru_cache(maxsize=16)
def _deck_counts(rules: Any) -> Counter[Card]:
    return Counter(full_deck(rules))


def played_cards(round: Any) -> list[Card]:
    """Every card played in the round so far: the finished tricks' and the current trick's."""
    cards = [c for trick in round._tricks for _, play in trick.plays for c in play]
    cards += [c for _, play in round._plays for c in play]
    return cards


def unseen_cards(round: Any, seat: int) -> list[Card]:
    """The cards ``seat`` has not seen: the decks less its hand and the cards played (the
    other hands and the kitty together, as far as the seat can tell), in id order."""
    pool = Counter(_deck_counts(round.rules))
    pool.subtract(round._hands[seat])
    pool.subtract(played_cards(round))
    return [card for card, k in pool.items() for _ in range(k) if k > 0]


def groups_of(round: Any, seat: int) -> dict[str, list[Card]]:
    """The seat's hand by suit group: each value in the order the hand first holds it, its
    copies together."""
    group = round.order.group
    held = round._counts[seat]
    by_group: dict[str, list[Card]] = {}
    for card in dict.fromkeys(round._hands[seat]):
        by_group.setdefault(group[card.id], []).extend([card] * held[card])
    return by_group


def _unseen_once(round: Any, seat: int) -> Callable[[], list[Card]]:
    """``unseen_cards(round, seat)``, worked out on the first call only."""
    kept: list[list[Card]] = []

    def unseen() -> list[Card]:
        if not kept:
            kept.append(unseen_cards(round, seat))
        return kept[0]

    return unseen


def sure_throw(
    round: Any, cards: list[Card], unseen: Callable[[], list[Card]]
) -> tuple[Card, ...] | None:
    """The largest throw of ``cards`` (one suit group of a hand) that none of the cards
    ``unseen()`` gives can beat: its parts that stand, together, when they are at least two
    and stand together; else ``None``."""
    order, rules = round.order, round.rules
    whole = classify_lead_trusted(_trusted(cards), order, rules)
    if whole.kind != "throw":
        return None
    hidden = unseen()
    check = check_throw_trusted(whole, [("unseen", hidden)])
    if check.stands:
        return tuple(whole.cards)
    beaten = {b.component for b in check.beaten}
    kept = [part for part in whole.components if part not in beaten]
    if len(kept) < 2:
        return None
    throw = classify_lead_trusted(_trusted([c for part in kept for c in part.cards]), order, rules)
    if throw.kind != "throw" or not check_throw_trusted(throw, [("unseen", hidden)]).stands:
        return None
    return tuple(throw.cards)


def lead_parts(round: Any, seat: int, *, throws: bool = True) -> dict[str, list[tuple[Card, ...]]]:
    """The leads ``seat`` would think of, by kind (only the kinds it holds): every single,
    pair and tractor of its hand's layout, and (``throws=True``) under ``"throw"`` one sure
    throw per suit group where it has one (see the module docstring). Reads only the seat's
    hand and the cards played."""
    order = round.order
    kinds: dict[str, list[tuple[Card, ...]]] = {}
    by_group = groups_of(round, seat)
    for cards in by_group.values():
        for part in layout(cards, order):
            kinds.setdefault(part.kind, []).append(tuple(part.cards))
    if throws:
        unseen = _unseen_once(round, seat)
        for cards in by_group.values():
            if len(cards) < 2:
                continue
            throw = sure_throw(round, cards, unseen)
            if throw is not None:
                kinds.setdefault("throw", []).append(throw)
    return kinds


__all__ = ["LEAD_KINDS", "lead_parts", "played_cards", "sure_throw", "unseen_cards"]
