"""What the combos say: why cards are a pair or a tractor, and why near misses are not.

Each function and template is said in the language in force when read; ``combos`` keeps them
unsaid (``functools.partial`` of ``say`` and of these functions) in its values, so that a value
made in one language reads in another and compares by its English sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards.card import Card
from ..speech.languages import N_, say
from ..speech.words import listing, suit_name


def no_combos() -> str:
    """Cards with no pair and no tractor."""
    return say("No pairs and no tractors.")


# Why two pairs of one suit group with the trump rank between them are adjacent.
SKIPS_RANK = N_("{low} and {high} are adjacent: the trump rank {rank} is skipped")
# Why a rank pair in no trump and the small jokers are adjacent.
RANK_TO_JOKERS = N_(
    "{low} and {high}: in no trump a rank pair connects straight to the small jokers"
)
# Why two trump pairs of adjacent powers, neither plain, are adjacent, by their kinds (see
# ``combos._kind_of``): {low} and {high} are the two pairs ("2♠ 2♠"). These are all the kinds
# that can be adjacent (the rank pair in no trump and the top plain card before an off-suit
# rank pair have sentences of their own).
ADJACENT = {
    ("off-suit", "trump-suit"): N_(
        "{low} and {high}: an off-suit rank pair and the trump-suit rank pair are adjacent"
    ),
    ("trump-suit", "small"): N_(
        "{low} and {high}: the trump-suit rank pair and small jokers are adjacent"
    ),
    ("small", "big"): N_("{low} and {high}: small jokers and big jokers are adjacent"),
}
# The trump suit's highest plain card {card} next to an off-suit rank pair: it connects
# (ace_connects_to_rank on) or not; its K when the aces are the trump rank.
CONNECTS = N_(
    "{low} and {high}: the trump suit's highest plain card, {card}, connects to an off-suit "
    "rank pair (ace_connects_to_rank is on)"
)
CONNECTS_KING = N_(
    "{low} and {high}: the trump suit's highest plain card, {card} (the aces are the trump "
    "rank), connects to an off-suit rank pair (ace_connects_to_rank is on)"
)
NOT_CONNECTED = N_(
    "{low} and {high} are not a tractor: the trump suit's highest plain card, {card}, does not "
    "connect to an off-suit rank pair (ace_connects_to_rank is off)."
)
NOT_CONNECTED_KING = N_(
    "{low} and {high} are not a tractor: the trump suit's highest plain card, {card} (the aces "
    "are the trump rank), does not connect to an off-suit rank pair (ace_connects_to_rank is "
    "off)."
)
A_PAIR = N_("{pair}: two identical cards make a pair")
# Equal off-suit rank pairs, each named: two, three or four of them.
EQUAL_PAIRS = {
    # TRANSLATORS: equal rank pairs of different suits, every one named ("2♠ 2♠ and 2♦ 2♦").
    2: N_("{first} and {second}"),
    # TRANSLATORS: three equal rank pairs of different suits, every one named.
    3: N_("{first} and {second} and {third}"),
    # TRANSLATORS: four equal rank pairs of different suits (in no trump), every one named.
    4: N_("{first} and {second} and {third} and {fourth}"),
}


def pair_text(card: Card) -> str:
    """A pair of ``card`` as its cards: "5♠ 5♠"."""
    return f"{card.symbol} {card.symbol}"


def tractor(chosen: Sequence[Card], links: Sequence[Callable[[], str] | None], group: str) -> str:
    """``"6-card tractor: 3♥ 3♥, 4♥ 4♥ and 5♥ 5♥ are next to each other in hearts"``, in the
    language in force: each stretch of plain pairs one rank apart, and each other link, said.

    ``chosen``: the pairs' cards, highest first; ``links``: from the lowest pair up, what says
    why each pair is adjacent to the next, or None where plain pairs are one rank apart;
    ``group``: their suit group."""
    rising = list(reversed(chosen))
    parts: list[str] = []
    stretch = [rising[0]]

    def close() -> None:
        if len(stretch) > 1:
            parts.append(
                say(
                    "{pairs} are next to each other in {suit}",
                    pairs=listing([pair_text(c) for c in stretch]),
                    suit=suit_name(group),
                )
            )

    for high, link in zip(rising[1:], links, strict=True):
        if link is None:
            stretch.append(high)
            continue
        close()
        parts.append(link())
        stretch = [high]
    close()
    # TRANSLATORS: between the reasons of one tractor ("...; SJ SJ and BJ BJ: ...").
    joined = say("; ").join(parts)
    return say("{count}-card tractor: {reasons}", count=2 * len(chosen), reasons=joined)


def equal_pairs(cards: Sequence[Card]) -> str:
    """ "2♠ 2♠ and 2♦ 2♦ are not a tractor: ...", in the language in force."""
    names = ("first", "second", "third", "fourth")
    named = {names[i]: pair_text(c) for i, c in enumerate(cards)}
    pairs = say(EQUAL_PAIRS[len(cards)], **named)
    return say(
        "{pairs} are not a tractor: off-suit rank cards of different suits are equal and do not "
        "connect to each other.",
        pairs=pairs,
    )


def short_run(chosen: Sequence[Card], least: int) -> str:
    """ "3♥ 3♥ and 2♥ 2♥ are next to each other but are not a tractor: ...": a run of adjacent
    pairs (``chosen``, highest first) shorter than the ``least`` a tractor needs (rules §10.3)."""
    return say(
        # TRANSLATORS: {pairs} lists two or more pairs ("3♥ 3♥ and 2♥ 2♥").
        "{pairs} are next to each other but are not a tractor: under these rules a tractor "
        "needs {least} pairs in a row.",
        pairs=listing([pair_text(c) for c in chosen]),
        least=least,
    )
