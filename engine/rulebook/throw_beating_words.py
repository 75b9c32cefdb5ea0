"""What the house rules for beating a throw say (rules §10.4, §10.5): why a play takes the
trick from the winner so far or not, and why the winner wins.

Each function says its sentence in the language in force; ``trick`` keeps them unsaid
(``functools.partial``) in its results, so that a reason is built when read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards.card import Card, symbols
from ..speech.languages import N_, say, say_n, tell
from ..speech.words import listing
from . import trick_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .lead import Lead
    from .trick import PlayJudgement

#: A part of a split: its cards, highest first, and its top's power.
Part = tuple[tuple[Card, ...], int]

MIXES = trick_words.MIXES
SHAPE = trick_words.SHAPE
RUFFS = trick_words.RUFFS
CANNOT = trick_words.CANNOT

# Why a play takes the trick from the winner so far, or does not: {mine} is a part (or card)
# of the play, {theirs} the matching one of the winner so far.
EVERY_TAKES = N_("each of {mine} beats its counterpart in {theirs}")
EVERY_FAILS = N_("does not take the trick: {mine} does not beat {theirs}")
HIGHEST_TAKES = N_("{mine} is higher than {theirs}")
HIGHEST_FAILS = N_("does not take the trick: {mine} is not higher than {theirs}")
PARTS_TAKE = N_("{mine} beats {theirs}")
# TRANSLATORS: {mine_tied} and {their_tied} are the parts that tie, each side's listed.
PARTS_TAKE_AFTER_TIES = N_("{mine_tied} and {their_tied} tie, and {mine} beats {theirs}")
PARTS_FAIL = N_("does not take the trick: {mine} is lower than {theirs}")
PARTS_FAIL_AFTER_TIES = N_(
    "does not take the trick: {mine_tied} and {their_tied} tie, and {mine} is lower than {theirs}"
)
PARTS_ALL_TIE = N_("does not take the trick: every part ties, and ties go to the play made first")
# TRANSLATORS: ruff_layout "exact": {own} and {wanted} are shapes ("one tractor of 4 cards",
# "2 pairs").
NOT_OWN_LAYOUT = N_("its own layout is {own}, not {wanted}")
# A play that took the trick for a while: {note} is why it took it, {who} the final winner.
TAKEN_LATER = N_("{note}, but {who} takes the trick later")
LEAD_TAKEN = N_("the lead, but {who} takes the trick")

#: Why the lead keeps the trick when some play matches it, by value of ``throw_beating``.
LEAD_KEEPS = {
    "every-part": N_("no play that matches {what} beats each of its parts"),
    "highest-card": N_("no play that matches {what} has a higher card than {card}"),
    "part-by-part": N_("no play that matches {what} beats it part by part"),
}
RUFF_WHY = N_("it ruffs {what} with trumps of the same shape")
HIGHEST_WHY = N_("{card} is the highest card of the plays that match {what}")


def plain(template: str) -> str:
    """A note without placeholders, said."""
    return say(template)


def not_in(group: str) -> str:
    """The note on a play of another suit group than the led ``group`` that does not ruff."""
    return trick_words.not_in(group)


def shape_words(shape: tuple[tuple[int, ...], int, int]) -> str:
    """A shape in words: "one tractor of 4 cards", "2 pairs and one single"."""
    lengths, pairs, singles = shape
    items = [say("one tractor of {n} cards", n=2 * k) for k in lengths]
    if pairs:
        items.append(say_n("one pair", "{n} pairs", pairs))
    if singles:
        items.append(say_n("one single", "{n} singles", singles))
    return listing(items)


def not_own_layout(
    own: tuple[tuple[int, ...], int, int], wanted: tuple[tuple[int, ...], int, int]
) -> str:
    """The note on a play whose own layout is not the lead's (``ruff_layout="exact"``)."""
    return say(NOT_OWN_LAYOUT, own=shape_words(own), wanted=shape_words(wanted))


def _part(part: Part) -> str:
    return symbols(part[0])


def _parts(parts: Sequence[Part]) -> str:
    # TRANSLATORS: between the parts of a play ("4♦ 4♦, 9♦").
    return say(", ").join(_part(p) for p in parts)


def highest(takes: bool, mine: Card, theirs: Card) -> str:
    """``highest-card``: whether the play's highest card tops the winner's."""
    template = HIGHEST_TAKES if takes else HIGHEST_FAILS
    return say(template, mine=mine.symbol, theirs=theirs.symbol)


def every_part(takes: bool, mine: Sequence[Part], theirs: Sequence[Part], place: int) -> str:
    """``every-part``: each part beats its counterpart, or the part at ``place`` does not."""
    if takes:
        return say(EVERY_TAKES, mine=_parts(mine), theirs=_parts(theirs))
    return say(EVERY_FAILS, mine=_part(mine[place]), theirs=_part(theirs[place]))


def part_by_part(
    takes: bool, mine: Sequence[Part], theirs: Sequence[Part], place: int | None
) -> str:
    """``part-by-part``: the first place where the parts differ decides (None: all tie)."""
    if place is None:
        return say(PARTS_ALL_TIE)
    values = {"mine": _part(mine[place]), "theirs": _part(theirs[place])}
    if place:
        values["mine_tied"] = _parts(mine[:place])
        values["their_tied"] = _parts(theirs[:place])
        template = PARTS_TAKE_AFTER_TIES if takes else PARTS_FAIL_AFTER_TIES
    else:
        template = PARTS_TAKE if takes else PARTS_FAIL
    return say(template, **values)


def taken_later(note: object, winner: int, seats: Sequence[int | str] | None) -> str:
    """The note on a play that took the trick, and a later play took it from it."""
    return say(TAKEN_LATER, note=note(), who=trick_words.player(winner, seats))  # type: ignore[operator]


def lead_taken(winner: int, seats: Sequence[int | str] | None) -> str:
    """The lead's note when a later play takes the trick."""
    return say(LEAD_TAKEN, who=trick_words.player(winner, seats))


def winner_reason(
    value: str,
    winner: int,
    plays: list[PlayJudgement],
    lead: Lead,
    seats: Sequence[int | str] | None,
    why: object,
    ruffed: bool,
) -> str:
    """Why play ``winner`` wins under ``throw_beating=value``. ``why`` says why it took the
    trick from the winner before it (a later winner); ``ruffed``: it took it by ruffing."""
    what = say(trick_words.KINDS[lead.kind])
    win = plays[winner]
    cards = symbols(win.cards)
    if winner == 0:
        if not any(p.matches for p in plays[1:]):
            return trick_words.winner_reason(0, "lead", plays, lead, seats)
        clause = say(LEAD_KEEPS[value], what=what, card=win.compared.symbol)  # type: ignore[union-attr]
        if seats is None:
            return say("The lead {cards} wins: {why}.", cards=cards, why=clause)
        return tell(
            N_("{who}'s lead {cards} wins: {why}."),
            {"seat": N_("Your lead {cards} wins: {why}.")},
            who=trick_words.player(0, seats),
            seat=seats[0],
            cards=cards,
            why=clause,
        )
    if ruffed:
        clause = say(RUFF_WHY, what=what)
    elif value == "highest-card":
        clause = say(HIGHEST_WHY, card=win.compared.symbol, what=what)  # type: ignore[union-attr]
    else:
        clause = why()  # type: ignore[operator]
    return tell(
        N_("{who} ({cards}) wins: {why}."),
        {"seat": N_("You ({cards}) win: {why}.")},
        who=trick_words.player(winner, seats),
        seat=None if seats is None else seats[winner],
        cards=cards,
        why=clause,
    )
