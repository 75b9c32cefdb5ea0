"""What the Table's page is sent, as pure functions of a ``TableSession``.

Each function reads the session (and its engine round) and returns one of the page's typed
dicts (``_view.py``: ``TableInfo``, ``TableSeatView``, ``TableTrick``, ``TableControls``,
``TableEnd``, ``TableAllowed``). Nothing is remembered between calls: the same position gives
the same dicts, whatever happened before (an Undo included).

Who is spoken to: the learner's own seat in the second person ("You may bid 2♣", "you hold 3
diamonds"), every other seat in the third; in teacher mode (``seat=None``) every seat in the
third. The engine's sentences are asked for in that person (``listener``); the few sentences
written here come in both persons.
"""

from __future__ import annotations

from typing import Any

import tractor_engine as te

from . import _static
from ._felt import PHASE_LABELS
from ._view import (
    FactView,
    NoView,
    ScoreStepView,
    TableAllowed,
    TableControls,
    TableEnd,
    TableInfo,
    TablePlay,
    TableSeatView,
    TableTrick,
    round_facts,
    seat_layout,
    token,
    tokens,
)
from .session import TableSession

LEGEND = [
    {"st": "must", "text": "must: every legal play has it"},
    {"st": "may", "text": "may be played"},
    {"st": "cannot", "text": "cannot be played now"},
]


# --- words -----------------------------------------------------------------------------------


def name(seat: int, listener: int | None, *, capital: bool = False) -> str:
    """``"you"`` for the listener's seat, else ``"seat 2"`` (``capital``: "You", "Seat 2")."""
    if seat == listener:
        return "You" if capital else "you"
    return f"Seat {seat}" if capital else f"seat {seat}"


def names(seats: tuple[int, ...] | list[int], listener: int | None) -> str:
    """``"seat 2"``, ``"you and seat 2"``, ``"seats 1, 3 and 4"``: the listener named first."""
    seats = sorted(seats, key=lambda s: (s != listener, s))
    words = [name(s, listener) for s in seats]
    if listener in seats:
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"
    if len(seats) == 1:
        return words[0]
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def _verb(seat: int, listener: int | None, you: str, it: str) -> str:
    return you if seat == listener else it


def throw_text(seat: int, tried: Any, led: Any, penalty: int, listener: int | None) -> str:
    """A failed throw in one sentence: who threw what, what was led instead, the penalty."""
    return (
        f"{name(seat, listener, capital=True)} threw {te.symbols(tried)}: the throw fails, and "
        f"{te.symbols(led)} is led instead" + (f"; penalty {penalty} points." if penalty else ".")
    )


# --- the parts of the page --------------------------------------------------------------------


def welcome(session: TableSession, waiting: bool = False) -> str:
    """The first status line: the rule set, and who the learner is (``waiting``: the page
    holds the first automatic step until the learner's first click or key)."""
    r = session.rules
    you = (
        "Teacher mode: every hand is face up; play the seat whose turn it is."
        if session.seat is None
        else f"You are seat {session.seat}, at the bottom."
    )
    begin = " Press Start the deal (or any key in the table) to begin." if waiting else ""
    return (
        f"{r.name}: {r.players} players, {r.hand_size} cards each, {r.kitty_size} in the "
        f"kitty. {you} The cards are dealt one at a time.{begin}"
    )


def info(session: TableSession, four_color: bool, scale: float | None) -> TableInfo:
    """``_info``: the title, the phase and the facts."""
    rnd = session.round
    hand = f" · hand {session.hand_no}" if session.game is not None else ""
    mode = "teacher mode" if session.seat is None else f"you are seat {session.seat}"
    facts: list[FactView] = round_facts(rnd, session.shown)
    view: TableInfo = {
        "title": f"{rnd.rules.name}{hand} · {mode}",
        "phase": rnd.phase,
        "phase_label": PHASE_LABELS[rnd.phase],
        "facts": facts,
        "players": rnd.players,
        "four_color": four_color,
    }
    if scale is not None:
        view["scale"] = scale
    return view


def sides_known(rnd: te.Round) -> bool:
    """Whether the sides are settled: fixed partners, or the friend's card has come."""
    return rnd.declarer is not None and (rnd.rules.partnerships == "fixed" or rnd.friend_settled)


def tags(session: TableSession, seat: int) -> list[str]:
    """A seat's tags, named from the learner's side: YOU, PARTNER (the learner's own partner)
    or OPPONENT once the sides are known, DECLARER and FRIEND; in teacher mode DECLARER,
    DECLARER'S SIDE and DEFENDER."""
    rnd = session.round
    me = session.seat
    out = []
    if seat == me:
        out.append("YOU")
    if seat == rnd.declarer:
        out.append("DECLARER")
    elif seat == rnd.friend:
        out.append("FRIEND")
    known = sides_known(rnd)
    if me is None:
        if known and seat != rnd.declarer:
            out.append("DECLARER'S SIDE" if seat in rnd.declarers else "DEFENDER")
    elif seat != me and known:
        out.append("PARTNER" if seat in rnd.partners(me) else "OPPONENT")
    return out


def follow_states(session: TableSession, seat: int, cards: list[te.Card]) -> str | None:
    """Must / may / cannot for each of ``seat``'s cards (as drawn) against the lead, the
    engine's ``follow_options``; None when nothing is led or the seat has played."""
    rnd = session.round
    if rnd.phase != "play" or rnd.lead is None or seat in dict(rnd.trick):
        return None
    options = te.follow_options(cards, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)
    return " ".join(options.states(cards))


def seat_view(session: TableSession, seat: int) -> TableSeatView:
    """``_s<seat>``: its name, tags, level, points and count; face up, its hand by suit group,
    and for the seat at the keyboard the marks of a follow."""
    rnd = session.round
    me = session.seat
    cards = session.hand(seat)
    if me is None:
        label = f"Seat {seat}"
    elif seat == me:
        label = f"You · seat {seat}"
    else:
        label = f"Seat {seat} · {session.bot_names[seat]} bot"
    item: TableSeatView = {
        "seat": seat,
        "name": label,
        "pos": seat_layout(rnd.players).place(seat, 0 if me is None else me),
        "tags": tags(session, seat),
        "level": rnd.setup.levels[seat],
        "points": rnd.captured[seat],
        "count": len(cards),
    }
    if not session.visible(seat):
        item["hidden"] = True
        return item
    order = session.order()
    groups: list[dict[str, Any]] = []
    for card in cards:
        g = order.group[card.id]
        if not groups or groups[-1]["g"] != g:
            groups.append({"g": g, "label": te.group_name(g).capitalize(), "cards": []})
        groups[-1]["cards"].append(token(card, order))
    for group in groups:
        group["count"] = len(group["cards"])
        group["cards"] = " ".join(group["cards"])
    item["groups"] = groups  # type: ignore[typeddict-item]
    if seat == session.actor() and session.my_turn():
        item["selectable"] = True
    if seat == me or item.get("selectable"):
        item["big"] = True
    if seat == me or (me is None and seat == rnd.to_act):
        states = follow_states(session, seat, cards)
        if states is not None:
            item["states"] = states
    return item


def _play(seat: int, cards: Any, order: te.Order, tag: str) -> TablePlay:
    return {"seat": seat, "cards": tokens(cards, order), "tag": tag}


def trick(session: TableSession) -> TableTrick:
    """``_trick``: the bids while dealing, the turned-up kitty, or the trick on the table (and
    the last one), with the engine's reasons and a failed throw."""
    rnd = session.round
    you = session.listener
    order = session.order()
    n = rnd.players
    out: TableTrick = {"to_act": rnd.to_act, "plays": [], "label": ""}
    if rnd.phase == "deal":
        last_bid: dict[int, Any] = {}
        for bid in rnd.bids:
            last_bid[bid.seat] = bid
        standing = rnd.standing_bid
        for seat, bid in sorted(last_bid.items()):
            item = _play(seat, bid.cards, order, "BID STANDS" if bid is standing else "BID")
            item["winner"] = bid is standing
            out["plays"].append(item)
        out["label"] = "Bids shown so far" if rnd.bids else "No bid yet"
        if rnd.deal_number and not rnd.bids:
            out["note"] = "Nobody bid in the last deal: the cards were dealt again."
        return out
    declarer = rnd.declarer
    if rnd.phase in ("bury", "call"):
        assert declarer is not None
        if rnd.turned_up:
            out["plays"].append(_play(declarer, rnd.turned_up, order, "TURNED UP"))
        who = name(declarer, you, capital=True)
        out["label"] = (
            f"{who} picked up the kitty and "
            f"{_verb(declarer, you, 'bury', 'buries')} {rnd.rules.kitty_size} cards"
            if rnd.phase == "bury"
            else f"{who} {_verb(declarer, you, 'call', 'calls')} the friend"
        )
        return out
    number = len(rnd.tricks)
    throw = None
    if rnd.trick:
        leader = rnd.trick[0][0]
        for seat, cards in rnd.trick:
            k = (seat - leader) % n
            out["plays"].append(_play(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}"))
        out["label"] = f"Trick {number + 1}"
        throw = session.throws.get(number)
    elif rnd.tricks:
        last = rnd.tricks[-1]
        for k, (seat, cards) in enumerate(last.plays):
            item = _play(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}")
            item["winner"] = seat == last.winner
            out["plays"].append(item)
        out["label"] = f"Trick {last.number + 1}: won by {name(last.winner, you)}"
    elif rnd.to_act is not None:
        who = name(rnd.to_act, you, capital=True)
        out["label"] = f"{who} {_verb(rnd.to_act, you, 'lead', 'leads')} the first trick"
    if rnd.tricks:
        last = rnd.tricks[-1]
        out["last"] = te.spoken_to(last.reason, you)
        if rnd.trick:  # a new trick has begun: the last one stays in view, small
            out["last_plays"] = [
                {"seat": seat, "cards": tokens(cards, order), "winner": seat == last.winner}
                for seat, cards in last.plays
            ]
        if last.attempted:  # the engine's own account of a failed throw
            text = throw_text(last.leader, last.attempted, last.lead, last.penalty, you)
            if rnd.trick:
                out["last"] += " " + text
            else:
                out["throw"] = {"text": text}
    if throw is not None:
        out["throw"] = {"text": throw_text(throw.seat, throw.tried, throw.led, throw.penalty, you)}
    return out


def controls(session: TableSession) -> TableControls:
    """``_controls``: what the keyboard can do now, with the prompt that says so."""
    rnd = session.round
    game = session.game
    ctl: TableControls = {
        "kind": "wait",
        "undo": session.undo_steps > 0,
        "next": rnd.phase == "done" and game is not None and not game.over,
        "save": True,
        "count": 0,
    }
    if rnd.phase == "done":
        ctl["kind"] = "done"
        ctl["prompt"] = "The hand is over. " + (
            "Press Next hand to deal the next one."
            if ctl["next"]
            else "The game is over."
            if game is not None
            else "This table plays one hand."
        )
        return ctl
    if not session.my_turn():
        who = rnd.to_act
        ctl["prompt"] = (
            "Dealing…"
            if session.dealing()
            else f"Waiting for seat {who} ({session.bot_names[who]} bot)…"
            if who is not None
            else ""
        )
        return ctl
    seat = rnd.to_act
    assert seat is not None
    listener = session.listener
    choices = rnd.legal_actions(listener)
    ctl["kind"] = choices.kind
    ctl["hint"] = True
    ctl["seat"] = seat
    whose = "Your" if seat == listener else f"Seat {seat}'s"
    if choices.kind == "bid":
        bids = [a for a in choices.actions if a.type == "bid"]
        ctl["bids"] = [
            {"cards": te.format_cards(b.cards), "label": "Bid " + te.symbols(b.cards)} for b in bids
        ]
        ctl["prompt"] = f"{whose} chance to bid. " + choices.reason
    elif choices.kind == "bury":
        ctl["count"] = choices.count
        ctl["prompt"] = (
            f"{whose} turn to bury: select {choices.count} cards to put face down as the new "
            "kitty, then press Bury. Points buried count for the defenders if they win the "
            "last trick."
        )
    elif choices.kind == "call":
        order = rnd.order
        assert order is not None
        values = sorted({c.card for c in choices.actions}, key=order.sort_key)
        ctl["calls"] = [{"card": str(c), "label": c.symbol} for c in values]
        ctl["copies"] = rnd.rules.decks
        side = "your side" if seat == listener else f"seat {seat}'s side"
        ctl["prompt"] = (
            f"{whose} turn to call the friend: choose a card that is not a trump and which "
            f"copy counts; whoever plays it joins {side}."
        )
    elif choices.kind == "lead":
        ctl["prompt"] = f"{whose} lead: select cards of one suit group, then press Play. " + (
            "A throw of several combinations stands only if no other hand can beat any part."
        )
    elif choices.kind == "follow":
        ctl["legend"] = LEGEND  # type: ignore[typeddict-item]
        ctl["count"] = choices.count
        ctl["prompt"] = (
            f"{whose} turn: play {choices.count} card{'s' * (choices.count != 1)}. "
            + choices.reason
        )
    return ctl


def end(session: TableSession) -> TableEnd | NoView:
    """``_end``, once the hand is over: the engine's scoring steps (``te.score_hand``; they
    hold every sentence of the result's reason), the levels and the kitty; the game's end."""
    rnd = session.round
    result = rnd.result
    if result is None:
        return {}
    you = session.listener
    steps: list[ScoreStepView] = [
        {"title": s.title, "value": s.value, "text": te.spoken_to(s.text, you)}
        for s in result.steps
    ]
    levels = " · ".join(
        f"{name(s, you)}: {a or 'won'}" + (f" (was {b})" if a != b else "")
        for s, (b, a) in enumerate(zip(result.levels_before, result.levels_after, strict=True))
    )
    view: TableEnd = {
        "steps": steps,
        "levels": levels,
        "kitty": tokens(rnd.buried, rnd.order),
    }
    game = session.game
    if game is not None and game.over:
        won = names(game.winners, you)
        view["game"] = f"The game is over: {won} went past A and won."
    return view


def allowed(session: TableSession) -> TableAllowed:
    """What each seat was allowed to play in the last finished trick: the engine's
    ``follow_options`` of the hand it held then (must and may only for face-up seats)."""
    rnd = session.round
    if not rnd.tricks:
        return {"title": "No trick has finished yet.", "rows": []}
    you = session.listener
    last = rnd.tricks[-1]
    order = rnd.order
    later: dict[int, list[te.Card]] = {s: list(c) for s, c in rnd.trick}
    rows = []
    for k, (seat, cards) in enumerate(last.plays):
        held = list(rnd.hands[seat]) + list(cards) + later.get(seat, [])
        row: dict[str, Any] = {"seat": seat, "played": tokens(cards, order)}
        who = name(seat, you, capital=True)
        if k == 0:
            text = te.classify_lead(list(last.lead), trump=rnd.trump, rules=rnd.rules).reason
            row["text"] = f"{who} led: any cards of one suit group. {text}"
            if last.throw_reason and last.attempted:
                row["text"] += " " + te.spoken_to(last.throw_reason, you)
        else:
            options = te.follow_options(held, list(last.lead), trump=rnd.trump, rules=rnd.rules)
            reason = options.reason if seat == you else options.said_of(seat)
            row["text"] = f"{who}: {reason}"
            if session.visible(seat):
                row["must"] = tokens(options.must, order)
                row["may"] = tokens(options.may, order)
        rows.append(row)
    return {
        "title": f"Trick {last.number + 1}: what each seat was allowed to play",
        "rows": rows,  # type: ignore[typeddict-item]
    }


def static_html(session: TableSession, status: str) -> str:
    """The picture shown where no live widget can be: the facts, the learner's hand, the
    others' counts, the status line."""
    rows = info(session, False, None)
    parts = [_static.line(rows["title"], _static.esc(rows["phase_label"]))]
    for fact in rows["facts"][:4]:
        parts.append(_static.line(f"{fact['k']}:", _static.esc(fact["v"])))
    for seat in range(session.players):
        cards = session.hand(seat)
        if seat == session.seat:  # the learner's own hand; the others as counts
            body = te.symbols(cards)
        else:
            body = f"{len(cards)} cards" + ("" if session.visible(seat) else ", face down")
        parts.append(_static.line(f"Seat {seat}:", _static.esc(body)))
    if status:
        parts.append(_static.text(status))
    return "".join(parts)


__all__ = [
    "allowed",
    "controls",
    "end",
    "follow_states",
    "info",
    "name",
    "names",
    "seat_view",
    "static_html",
    "tags",
    "throw_text",
    "trick",
    "welcome",
]
