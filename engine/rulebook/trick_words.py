"""What the trick rule says: what each play does, and why the winner wins.

Each function says its sentence in the language in force and to the listener in force
(``languages.speaking_to``: "Your lead 5♠ wins" to the player of the lead's seat); ``trick``
keeps them unsaid (``functools.partial``) in its results, so that a reason is built when read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards.card import Card, symbols
from ..speech.languages import N_, say, tell
from ..speech.words import suit_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .lead import Lead
    from .trick import PlayJudgement


# What a play does, noted while the trick is judged in order (said when first read).
MIXES = N_("mixes suit groups")
NOT_IN = N_("is not in {suit}")
SHAPE = N_("does not match the lead's shape")
RUFFS = N_("ruffs")
HIGHER = N_("is higher")
TIES = N_("ties, and ties go to the play made first")
LOWER = N_("is lower")
CANNOT = N_("cannot beat a ruff without trumps")


# What beats a losing play, once the winner is known: {who} is the winner, {winning} its
# compared card, {led} the lead's.
LEAD_RUFFED = N_("the lead, but {who} ruffs")
LEAD_LOWER = N_("the lead, but {winning} is higher")
TIES_LEAD = N_("ties the lead's {winning}, and ties go to the play made first")
LOWER_THAN_LEAD = N_("is lower than the lead's {winning}")
TIES_RUFF = N_("ruffs, but only ties {who}'s ruff, and ties go to the play made first")
RUFF_HIGHER = N_("ruffs, but {who}'s ruff is higher")
BEATS_LEAD_RUFFED = N_("beats the lead, but {who} ruffs")
TIES_LEAD_RUFFED = N_("ties the lead's {led}, and {who} ruffs")
LOWER_LEAD_RUFFED = N_("is lower than the lead's {led}, and {who} ruffs")
TIES_WINNER = N_("ties {winning}, and ties go to the play made first")
BEATS_LEAD = N_("beats the lead, but {winning} is higher")
LOWER_THAN_WINNER = N_("is lower than {winning}")


def not_in(group: str) -> str:
    """The note on a play of a suit group other than the led ``group`` that does not ruff."""
    return say(NOT_IN, suit=suit_name(group))


def the_lead() -> str:
    """The lead's own note."""
    return say("the lead")


def beaten_note(
    template: str,
    winner: int,
    seats: Sequence[int | str] | None,
    win: PlayJudgement,
    lead_card: Card | None,
) -> str:
    """A losing play's note: ``template`` (one of the notes above) filled with the winner."""
    who = say("the lead") if winner == 0 else player(winner, seats)
    return say(template, who=who, winning=win.compared.symbol, led=lead_card.symbol)  # type: ignore[union-attr]


def player(index: int, seats: Sequence[int | str] | None) -> str:
    """Who made play ``index``: "Seat 2", a name given in ``seats``, or "Play 2"."""
    if seats is None:
        return say("Play {n}", n=index)
    seat = seats[index]
    return say("Seat {n}", n=seat) if isinstance(seat, int) else str(seat)


#: A lead's kind, with its article, as the reasons name it.
KINDS = {
    "single": N_("the single"),
    "pair": N_("the pair"),
    "tractor": N_("the tractor"),
    "throw": N_("the throw"),
}


def winner_reason(
    winner: int,
    kind: str,
    plays: list[PlayJudgement],
    lead: Lead,
    seats: Sequence[int | str] | None,
) -> str:
    """Why play ``winner`` wins (``kind``: "lead", "ruff" or "higher"), naming seats when given."""
    win = plays[winner]
    values = {
        "what": say(KINDS[lead.kind]),
        "suit": suit_name(lead.group),
        "cards": symbols(win.cards),
        "compared": win.compared.symbol if win.compared else "",
    }
    if winner == 0:
        matched = any(p.matches for p in plays[1:])
        if seats is None:
            if not matched:
                return say(
                    "The lead {cards} wins: no other play matches {what} in {suit} or ruffs it.",
                    **values,
                )
            return say(
                "The lead {cards} wins: no play that matches {what} has a higher card than "
                "{compared} (ties go to the play made first).",
                **values,
            )
        leader = player(0, seats)
        if not matched:
            return tell(
                N_(
                    "{who}'s lead {cards} wins: no other play matches {what} in {suit} or ruffs it."
                ),
                {
                    "seat": N_(
                        "Your lead {cards} wins: no other play matches {what} in {suit} or "
                        "ruffs it."
                    )
                },
                who=leader,
                seat=seats[0],
                **values,
            )
        return tell(
            N_(
                "{who}'s lead {cards} wins: no play that matches {what} has a higher card than "
                "{compared} (ties go to the play made first)."
            ),
            {
                "seat": N_(
                    "Your lead {cards} wins: no play that matches {what} has a higher card "
                    "than {compared} (ties go to the play made first)."
                )
            },
            who=leader,
            seat=seats[0],
            **values,
        )
    who = player(winner, seats)
    seat = None if seats is None else seats[winner]
    if kind == "ruff" or win.ruff:
        if any(p.ruff and p.matches for p in plays[:winner]):
            return tell(
                N_(
                    "{who} ({cards}) wins: it ruffs {what} with trumps of the same shape and tops "
                    "the earlier ruff, compared on {compared}."
                ),
                {
                    "seat": N_(
                        "You ({cards}) win: it ruffs {what} with trumps of the same shape "
                        "and tops the earlier ruff, compared on {compared}."
                    )
                },
                who=who,
                seat=seat,
                **values,
            )
        return tell(
            N_(
                "{who} ({cards}) wins: it ruffs {what} with trumps of the same shape, compared on "
                "{compared}."
            ),
            {
                "seat": N_(
                    "You ({cards}) win: it ruffs {what} with trumps of the same shape, "
                    "compared on {compared}."
                )
            },
            who=who,
            seat=seat,
            **values,
        )
    return tell(
        N_("{who} ({cards}) wins: it matches {what} in {suit} with the highest compared card, "
           "{compared}."),
        {"seat": N_("You ({cards}) win: it matches {what} in {suit} with the highest compared "
                    "card, {compared}.")},
        who=who,
        seat=seat,
        **values,
    )  # fmt: skip
