"""What the scoring says: each step of scoring a hand, the level change and who goes up.

Like ``round_words``, each function says its sentence in the active language and to the
listener in force (``languages.speaking_to``); ``scoring`` keeps ``functools.partial`` of them
in its values, so that a result made in one language reads in another.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards.card import Card
from ..speech.languages import N_, N_n, say, say_n, tell, tell_n
from ..speech.words import listing, sentences

#: Each step's short title, by the step's name (``ScoreStep.name``).
TITLES = {
    "tricks": N_("Captured in tricks"),
    "kitty": N_("Points in the kitty"),
    "multiplier": N_("Kitty multiplier"),
    "penalties": N_("Failed throws"),
    "total": N_("Defenders' total"),
    "change": N_("Level change"),
    "next": N_("Next declaring side"),
}
#: Words a step gives as its value: the multiplier when the declarers won the last trick, and
#: the side that declares next.
VALUES = {
    # TRANSLATORS: the kitty multiplier's value when the declarers won the last trick.
    "none": N_("none"),
    "declarers": N_("declarers"),
    "defenders": N_("defenders"),
}


def title(name: str) -> str:
    """The title of the step called ``name``."""
    return say(TITLES[name])


def value_word(word: str) -> str:
    """A step's value given as a word ("none", "declarers", "defenders")."""
    return say(VALUES[word])


def seats(numbers: Sequence[int]) -> str:
    """ "seat 3", "seats 1 and 3", "seats 0, 1 and 4"."""
    if len(numbers) == 1:
        return say("seat {n}", n=numbers[0])
    return say("seats {numbers}", numbers=listing([str(n) for n in numbers]))


def tricks_taken(others: Sequence[int], points: int) -> str:
    """The defenders' points from tricks, given as a number."""
    if not others:
        return say_n(
            "The defenders took {n} point in tricks.",
            "The defenders took {n} points in tricks.",
            points,
        )
    return say_n(
        "The defenders ({seats}) took {n} point in tricks.",
        "The defenders ({seats}) took {n} points in tricks.",
        points,
        seats=seats(others),
    )


def point_cards_won(others: Sequence[int], won: Sequence[Card]) -> str:
    """The defenders' point cards from tricks, added up."""
    if not won:
        if not others:
            return say("The defenders won no point cards in tricks.")
        return say("The defenders ({seats}) won no point cards in tricks.", seats=seats(others))
    values = {
        "sum": " + ".join(f"{c.symbol} {c.points}" for c in won),
        "total": sum(c.points for c in won),
    }
    if not others:
        return say("Point cards the defenders won in tricks: {sum} = {total}.", **values)
    return say(
        "Point cards the defenders ({seats}) won in tricks: {sum} = {total}.",
        seats=seats(others),
        **values,
    )


def no_kitty() -> str:
    """The kitty's step when no kitty was given."""
    return say("No kitty cards given.")


def kitty_holds(cards: Sequence[Card]) -> str:
    """The kitty's point cards."""
    if not cards:
        return say("The kitty holds no point cards.")
    return say_n(
        "The kitty holds {cards}: {n} point.",
        "The kitty holds {cards}: {n} points.",
        sum(c.points for c in cards),
        cards=" ".join(c.symbol for c in cards),
    )


def multiplied(size: int, rules: str, twice: bool) -> str:
    """The defenders won the last trick: how the kitty is multiplied."""
    if twice:
        return say_n(
            "The defenders won the last trick, led with {n} card: {rules} multiplies the kitty "
            "by twice the number of cards.",
            "The defenders won the last trick, led with {n} cards: {rules} multiplies the kitty "
            "by twice the number of cards.",
            size,
            rules=rules,
        )
    return say_n(
        "The defenders won the last trick, led with {n} card: {rules} multiplies the kitty by 2 "
        "to the power of the number of cards.",
        "The defenders won the last trick, led with {n} cards: {rules} multiplies the kitty by "
        "2 to the power of the number of cards.",
        size,
        rules=rules,
    )


def kitty_stays() -> str:
    """The declarers won the last trick."""
    return say("The declarers won the last trick, so the kitty's points stay with them.")


def penalty(seat: int, points: int, declarer_side: bool) -> str:
    """One failed throw's points: to the defenders (a declarer threw) or off them."""
    if declarer_side:
        return tell_n(
            N_n(
                "Seat {seat}'s failed throw gives the defenders {n} point.",
                "Seat {seat}'s failed throw gives the defenders {n} points.",
            ),
            {
                "seat": N_n(
                    "Your failed throw gives the defenders {n} point.",
                    "Your failed throw gives the defenders {n} points.",
                )
            },
            points,
            seat=seat,
        )
    return tell_n(
        N_n(
            "Seat {seat}'s failed throw costs the defenders {n} point.",
            "Seat {seat}'s failed throw costs the defenders {n} points.",
        ),
        {
            "seat": N_n(
                "Your failed throw costs the defenders {n} point.",
                "Your failed throw costs the defenders {n} points.",
            )
        },
        points,
        seat=seat,
    )


def penalties(told: Sequence[tuple[int, int, bool]]) -> str:
    """Every failed throw's points, ``(seat, points, on the declarers' side)`` each."""
    return sentences(*(penalty(*one) for one in told))


def signed(n: int) -> str:
    """``+10``, ``−10``, ``0``."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def total(tricks: int, kitty: int, multiplier: int, net: int) -> str:
    """How the defenders' total adds up."""
    bonus = kitty * multiplier
    if not bonus and not net:
        return say("{tricks} from tricks, nothing from the kitty.", tricks=tricks)
    terms = [say("{tricks} from tricks", tricks=tricks)]
    if bonus:
        terms.append(
            say(
                "+ {kitty} × {multiplier} = {bonus} from the kitty",
                kitty=kitty,
                multiplier=multiplier,
                bonus=bonus,
            )
        )
    if net:
        terms.append(
            say("{sign} {points} for failed throws", sign="+" if net > 0 else "−", points=abs(net))
        )
    raw = tricks + bonus + net
    if raw < 0:
        return say(
            "{terms} = {raw}, which counts as 0: the defenders' points do not go below zero.",
            terms=" ".join(terms),
            raw=signed(raw),
        )
    return say("{terms} = {raw}.", terms=" ".join(terms), raw=raw)


def level_change(points: int, band: str, total_points: int, side: str, levels: int) -> str:
    """The level change for the defenders' points (rules §8's table)."""
    if side == "declarers":
        return say_n(
            "The defenders took {points} points ({band} of {total}): the declarers keep the deal "
            "and go up {n} level.",
            "The defenders took {points} points ({band} of {total}): the declarers keep the deal "
            "and go up {n} levels.",
            levels,
            points=points,
            band=band,
            total=total_points,
        )
    if levels == 0:
        return say(
            "The defenders took {points} points ({band}): they become the declarers, with no "
            "level change.",
            points=points,
            band=band,
        )
    return say_n(
        "The defenders took {points} points ({band}): they become the declarers and go up {n} "
        "level.",
        "The defenders took {points} points ({band}): they become the declarers and go up {n} "
        "levels.",
        levels,
        points=points,
        band=band,
    )


def level_step(start: str, levels: int, rank: str | None) -> str:
    """A level after going up ``levels`` from ``start`` (``rank`` None: past A)."""
    if rank is None:
        return say_n(
            "From {start}, {n} level up goes past A: the game is won.",
            "From {start}, {n} levels up goes past A: the game is won.",
            levels,
            start=start,
        )
    return say_n(
        "From {start}, {n} level up reaches {rank}.",
        "From {start}, {n} levels up reaches {rank}.",
        levels,
        start=start,
        rank=rank,
    )


def levels_stay() -> str:
    """Nobody goes up."""
    return say("Every level stays as it was.")


def partners_go(first: int, second: int, before: str, after: str | None) -> str:
    """Two partners go up together (fixed partnerships)."""
    if after is None:
        return say(
            "Seats {first} and {second} go past A from {before} and win the game.",
            first=first,
            second=second,
            before=before,
        )
    return say(
        "Seats {first} and {second}: {before} → {after}.",
        first=first,
        second=second,
        before=before,
        after=after,
    )


def seat_goes(seat: int, before: str, after: str | None) -> str:
    """One seat goes up from its own level."""
    if after is None:
        return tell(
            N_("Seat {seat} goes past A from {before} and wins the game."),
            {"seat": N_("You go past A from {before} and win the game.")},
            seat=seat,
            before=before,
        )
    return tell(
        N_("Seat {seat}: {before} → {after}."),
        {"seat": N_("You: {before} → {after}.")},
        seat=seat,
        before=before,
        after=after,
    )


def declarers_go(start: str, levels: int, rank: str | None, friend: bool) -> str:
    """The declarers go up (scored without seats); ``friend``: the friend goes up too."""
    if rank is None:
        return say("The declarers go past A from {start} and win the game.", start=start)
    said = say_n(
        "The declarers go up {n} level: {start} → {rank}.",
        "The declarers go up {n} levels: {start} → {rank}.",
        levels,
        start=start,
        rank=rank,
    )
    if friend:
        said = sentences(said, say("The friend goes up as many from their own level."))
    return said


def defenders_go(levels: int, fixed: bool) -> str:
    """The defenders take over and go up (scored without seats)."""
    if fixed:
        return say_n(
            "The defenders go up {n} level from their level.",
            "The defenders go up {n} levels from their level.",
            levels,
        )
    return say_n(
        "Each defender goes up {n} level from their own level.",
        "Each defender goes up {n} levels from their own level.",
        levels,
    )


def starts_next(seat: int) -> str:
    """Who starts the next hand (fixed partnerships)."""
    return tell(
        N_("Seat {seat} starts the next hand."), {"seat": N_("You start the next hand.")}, seat=seat
    )


def summary(others: Sequence[int], tricks: int, kitty: int, multiplier: int, net: int) -> str:
    """The hand's score in one sentence."""
    bonus = kitty * multiplier
    # TRANSLATORS: the clauses of the score's summary, each said whole, then joined.
    if others:
        first = say("The defenders ({seats}) took {points} points in tricks", seats=seats(others),
                    points=tricks)  # fmt: skip
    else:
        first = say("The defenders took {points} points in tricks", points=tricks)
    parts = [first]
    if bonus:
        parts.append(
            say(
                "won the last trick, so the kitty's {kitty} points count ×{multiplier} = {bonus}",
                kitty=kitty,
                multiplier=multiplier,
                bonus=bonus,
            )
        )
    elif kitty:
        parts.append(say("the kitty's {kitty} points stay with the declarers", kitty=kitty))
    if net:
        parts.append(say("{net} for failed throws", net=signed(net)))
    raw = tricks + bonus + net
    said = parts[0]
    for part in parts[1:]:
        # TRANSLATORS: two clauses of one sentence, the second going on from the first (Chinese
        # joins clauses with "，", not the list comma "、").
        said = say("{before}, {after}", before=said, after=part)
    if raw < 0:
        return say("{parts}: {raw}, which counts as 0.", parts=said, raw=signed(raw))
    return say("{parts}: {total} in all.", parts=said, total=raw)
