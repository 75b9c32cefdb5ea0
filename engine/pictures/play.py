"""Pictures of play: a round's table, one of its tricks, a game's rounds, a position found."""

from __future__ import annotations

from ..speech.languages import N_, say
from .faces import cards_html, escape

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..compare.search import Found
    from ..play.game import Game
    from ..play.round import Round
    from ..play.round_types import Trick


def round_html(rnd: Round) -> str:
    """A round's table: its rules, phase and trump; each seat's hand, points and play in the
    current trick; and the latest line of its log."""
    order = rnd.order
    head = f"<b>{escape(rnd.rules.name)}</b> · {escape(rnd.phase)}"
    if rnd.trump is not None:
        declarer = say("declarer seat {seat}", seat=rnd.declarer)
        head += f" · {escape(rnd.trump.describe())} · {escape(declarer)}"
    if rnd.to_act is not None:
        head += " · " + escape(say("seat {seat} to act", seat=rnd.to_act))
    rows = []
    captured = rnd.captured
    trick = dict(rnd.trick)
    for seat in range(rnd.players):
        who = say("Seat {n}", n=seat)
        if seat == rnd.declarer:
            who = say("Seat {n} (declarer)", n=seat)
        elif seat in rnd.declarers:
            friend = rnd.rules.partnerships == "friend"
            who = say(N_("Seat {n} (friend)") if friend else N_("Seat {n} (partner)"), n=seat)
        points = say("{n} pts", n=captured[seat])
        played = trick.get(seat)
        rows.append(
            f"<tr><td>{escape(who)}<br>{escape(points)}</td>"
            f"<td>{cards_html(rnd.hand(seat), order=order)}</td>"
            f"<td>{cards_html(played, order=order) if played else ''}</td></tr>"
        )
    titles = "".join(f"<th>{escape(say(t))}</th>" for t in (N_("Seat"), N_("Hand"), N_("Trick")))
    table = f'<table style="border-collapse:collapse"><tr>{titles}</tr>{"".join(rows)}</table>'
    log = rnd.log
    tail = f"<div>{escape(log[-1])}</div>" if log else ""
    return f'<div class="tw-round"><div>{head}</div>{table}{tail}</div>'


def trick_html(trick: Trick) -> str:
    """A trick of a round: each seat's play (the winner starred), and why it is won."""
    rows = "".join(
        cards_html(cards, caption=say("Seat {n}", n=seat) + (" ★" if seat == trick.winner else ""))
        for seat, cards in trick.plays
    )
    title = escape(say("Trick {number}", number=trick.number + 1))
    return f"<div><b>{title}</b>{rows}<div>{escape(trick.reason)}</div></div>"


def game_html(game: Game) -> str:
    """A game: each round's trump, declarer and result."""
    titles = "".join(
        f"<th>{escape(say(t))}</th>" for t in (N_("Trump"), N_("Declarer"), N_("Result"))
    )
    rows = "".join(
        f"<tr><td>{i + 1}</td><td>{escape(str(r.trump) if r.trump else '-')}</td>"
        f"<td>{r.declarer}</td>"
        f"<td>{escape(r.result.reason if r.result else r.phase)}</td></tr>"
        for i, r in enumerate(game.rounds)
    )
    return f"<div><b>{escape(repr(game))}</b><table><tr><th>#</th>{titles}</tr>{rows}</table></div>"


def found_html(found: Found) -> str:
    """A position found by a search: its round."""
    return round_html(found.round)
