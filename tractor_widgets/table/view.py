"""What the Table's page is sent, as pure functions of a ``TableSession``.

Each function reads the session (and its engine round) and returns one of the page's typed
dicts, defined here (``TableInfo``, ``TableSeatView``, ``TableTrick``, ``TableControls``,
``TableEnd``, ``TableAllowed``; every synced trait and its shape: ``TABLE_TRAITS``). Nothing
is remembered between calls: the same position gives the same dicts, whatever happened before
(an Undo included).

Who is spoken to: the learner's own seat in the second person ("You may bid 2♣", "you hold 3
diamonds"), every other seat in the third; in teacher mode (``seat=None``) every seat in the
third. The engine's sentences are asked for in that person (``listener``); the sentences
written here are whole templates in both persons (``session.in_person``).

Every text is said in the language in force (the Table calls these inside its own language):
its templates go through the catalogs, the page's words are ``WORDS``, and a tag travels as its
English (``data-tag``) with its words in ``tag_words``.
"""

from __future__ import annotations

from typing import Any, TypedDict

import tractor_engine as te
from tractor_engine.speech.languages import N_, N_n, say, say_n
from tractor_engine.speech.words import sentences

from .. import _static
from .._felt import PHASE_LABELS, Faces
from .._round_facts import FactView, TokenGroup, round_facts, seat_list, token, tokens
from .._view import (
    LegendItem,
    ScoreStepView,
    SeatKeys,
    group_label,
    seat_layout,
)
from .._words import page_words
from .session import TableSession, in_person, in_person_n

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class NoView(TypedDict):
    """An empty dict: a synced trait with nothing to show yet (``Table._end`` before the hand
    ends, ``_allowed`` while closed, ``_tick`` with no step due, ``_s4`` at a 4-player table)."""


class _TableViewKeys(TypedDict):
    four_color: bool


class TableView(_TableViewKeys, total=False):
    """``Table._view``: the colours, and in another language than English the page's words and
    the tags' (everything else has its own trait)."""

    words: dict[str, str]  # Table._words and the shared card words, in the widget's language
    tag_words: dict[str, str]  # each English tag ("DECLARER", "PLAY 2") in that language


class _TableInfoKeys(TypedDict):
    title: str
    phase: str
    phase_label: str
    facts: list[FactView]
    players: int
    four_color: bool


class TableInfo(_TableInfoKeys, total=False):
    scale: float  # the widget's own size (the page's --tw-scale when absent)


class TableGroup(TokenGroup):
    label: str
    count: int


class _TableSeatViewKeys(SeatKeys):
    tags: list[str]  # "DECLARER", "FRIEND" / "PARTNER", "YOU" (English: see tag_words)
    count: int
    meta: str  # its level, points and cards in words: "level 2 · 0 pts · 25 cards"


class TableSeatView(_TableSeatViewKeys, total=False):
    """``Table._s0`` ... ``_s4``."""

    hidden: bool  # then nothing below: the page gets no card identities
    groups: list[TableGroup]
    selectable: bool
    turn: str  # with selectable: the hand's heading, "You · seat 0 — your turn: ..."
    big: bool
    states: str  # must / may / cannot per card, in hand order, joined by spaces


class _TablePlayKeys(TypedDict):
    seat: int
    cards: str
    tag: str


class TablePlay(_TablePlayKeys, total=False):
    winner: bool
    why: str  # teacher mode: the bot's reason for this play, in words


class WhyMark(TypedDict):
    """Where the learner's "Why?" button goes: the last bot play that has a reason (its
    words are sent only when asked: they may name cards of the bot's hidden hand)."""

    seat: int
    step: int


class WhyView(TypedDict):
    """``Table._why``: the reason the learner asked for, in words."""

    seat: int
    step: int
    text: str


class LastPlay(TypedDict):
    seat: int
    cards: str
    winner: bool


class ThrowView(TypedDict):
    text: str


class _TableTrickKeys(TypedDict):
    to_act: int | None
    plays: list[TablePlay]
    label: str


class TableTrick(_TableTrickKeys, total=False):
    """``Table._trick``: the trick on the table, or the bids while dealing."""

    note: str  # a redeal
    last: str  # the last trick's reason
    last_plays: list[LastPlay]
    throw: ThrowView
    why: WhyMark  # the learner's "Why?" button


class BidOption(TypedDict):
    cards: str
    label: str


class CallOption(TypedDict):
    card: str
    label: str


class LevelOption(TypedDict):
    name: str  # the level's name, as te.bots_named takes it
    label: str  # in words: "strong bot"


class _TableControlsKeys(TypedDict):
    kind: str  # "wait", "done", "bid", "bury", "call", "lead", "follow"
    undo: bool
    next: bool
    save: bool
    count: int


class TableControls(_TableControlsKeys, total=False):
    """``Table._controls``: what the seat at the keyboard can do now."""

    prompt: str
    hint: bool
    seat: int
    bids: list[BidOption]
    calls: list[CallOption]
    copies: int
    call_hint: list[str | int]  # [card, copy], after a hint
    thinking: int  # the seat whose bot is thinking now
    levels: list[LevelOption]  # the level picker, when every bot seat plays at one level
    level: str
    legend: list[LegendItem]
    bury: str  # the Bury button's words with the count: "Bury 8 cards"


class TableStatus(TypedDict):
    text: str
    verdict: str  # "info", "legal" or "illegal"
    n: int  # numbered, so a repeated sentence is seen as new


class _TableEndKeys(TypedDict):
    steps: list[ScoreStepView]
    levels: str
    kitty: str


class TableEnd(_TableEndKeys, total=False):
    """``Table._end``, once the hand is over (``NoView`` before)."""

    game: str  # when the game is over


class _AllowedRowKeys(TypedDict):
    seat: int
    played: str
    text: str


class AllowedRow(_AllowedRowKeys, total=False):
    must: str  # face-up seats only
    may: str


class TableAllowed(TypedDict):
    title: str
    rows: list[AllowedRow]


class TickView(TypedDict):
    id: int
    ms: int


#: Every synced trait of the Table and its shape.
TABLE_TRAITS: dict[str, Any] = {
    "_view": TableView,
    "_faces": Faces,
    "_info": TableInfo,
    **{f"_s{s}": TableSeatView | NoView for s in range(5)},
    "_trick": TableTrick,
    "_controls": TableControls,
    "_status": TableStatus,
    "_end": TableEnd | NoView,
    "_allowed": TableAllowed | NoView,
    "_tick": TickView | NoView,
    "_why": WhyView | NoView,
}


#: The page's own words (``static/table.js``), each its own key: the page looks its English up
#: in the words it is sent (``say("Pass")``) and draws that English when it is sent none.
WORDS = {
    word: word
    for word in (
        N_("The table"),
        N_("The last trick"),
        N_("Hands"),
        N_("Actions"),
        N_("Bid the selected cards"),
        N_("Pass"),
        N_("Pass for the rest of the deal"),
        # TRANSLATORS: the Table's button; "Bury {n} cards" once the count is known.
        N_("Bury"),
        N_("The card to call"),
        N_("Which copy counts"),
        # TRANSLATORS: the Table's button; its prompt names it ("then press Call").
        N_("Call"),
        # TRANSLATORS: the Table's button; its prompts name it ("then press Play").
        N_("Play"),
        N_("Hint"),
        N_("Clear"),
        N_("Undo"),
        # TRANSLATORS: the Table's button; a prompt names it ("Press Next hand to deal ...").
        N_("Next hand"),
        N_("Save"),
        N_("What could each seat play?"),
        # TRANSLATORS: the Table's button; the first status line names it ("Press Start the deal").
        N_("Start the deal"),
        # TRANSLATORS: the keys are the same in every language: P, Enter, H, U, N and C.
        N_(
            "Keys: Tab and arrows move, Space selects; P (or Enter) plays, bids, buries or calls; "
            "H hint, U undo, N next hand, C clear."
        ),
        # TRANSLATORS: the table's accessible name: "Tractor table: tractor-4p · hand 1 · you are
        # seat 0, Dealing and bidding".
        N_("Tractor table: {title}, {phase}"),
        # TRANSLATORS: a hand's accessible name: "{name}" is the seat's, "You · seat 0".
        N_("{name}'s hand"),
        N_("no cards"),
        # TRANSLATORS: a play on the table, for a screen reader: "Seat 2 leads", "Seat 3 play 2".
        N_("Seat {seat} {tag}"),
        N_("Seat {seat}"),
        N_("Last trick"),
        N_("first copy played"),
        N_("second copy played"),
        N_("End of the hand: the score, step by step"),
        N_("The kitty:"),
        # TRANSLATORS: "{levels}" is each seat's level: "you: 3 (was 2) · seat 1: 2".
        N_("Levels now: {levels}"),
        # TRANSLATORS: what a seat had to play in the last trick, before those cards.
        N_("must:"),
        N_("must: nothing"),
        N_("may:"),
        # TRANSLATORS: the Table's button beside a bot's play: why it played that.
        N_("Why?"),
        # TRANSLATORS: the accessible name of the "Why?" button: "Why did seat 1 play that?".
        N_("Why did seat {seat} play that?"),
        # TRANSLATORS: the accessible name of the Table's menu of the bots' levels.
        N_("The bots' level"),
    )
}

#: The tags of a seat or of a play, as the page draws them: ``tags`` and a play's ``tag`` hold
#: the English one (the page's ``data-tag``, which table.css reads), ``tag_words`` its words.
TAGS = {
    "YOU": N_("YOU"),
    "DECLARER": N_("DECLARER"),
    "FRIEND": N_("FRIEND"),
    "PARTNER": N_("PARTNER"),
    "OPPONENT": N_("OPPONENT"),
    "DECLARER'S SIDE": N_("DECLARER'S SIDE"),
    "DEFENDER": N_("DEFENDER"),
    "BID": N_("BID"),
    "BID STANDS": N_("BID STANDS"),
    # TRANSLATORS: the tag of the kitty's cards turned up to find the trump.
    "TURNED UP": N_("TURNED UP"),
    "LEADS": N_("LEADS"),
    "\u2605 WINS": N_("\u2605 WINS"),
}

LEGEND = (
    ("must", N_("must: every legal play has it")),
    ("may", N_("may be played")),
    ("cannot", N_("cannot be played now")),
)

#: A bot by its name, as a seat's label says it.
BOTS = {
    "greedy": N_("greedy bot"),
    "random": N_("random bot"),
    # TRANSLATORS: the bots' levels, weakest first, as a seat's label says them: "Seat 1 ·
    # strong bot".
    "beginner": N_("beginner bot"),
    "easy": N_("easy bot"),
    "normal": N_("normal bot"),
    "strong": N_("strong bot"),
}
#: The levels the page's picker offers, weakest first (what each is: ``te.bots_named``).
LEVELS = ("beginner", "easy", "normal", "strong")


# --- words -----------------------------------------------------------------------------------


def tag_words(players: int) -> dict[str, str]:
    """Each tag's words in the language in force (``PLAY 2`` ... included), keyed by the English
    tag."""
    said = {tag: say(template) for tag, template in TAGS.items()}
    for k in range(2, players + 1):
        said[f"PLAY {k}"] = say("PLAY {n}", n=k)
    return said


def legend() -> list[LegendItem]:
    """The follow marks' legend in the language in force."""
    return [{"st": state, "text": say(text)} for state, text in LEGEND]


def bot_name(session: TableSession, seat: int) -> str:
    """The bot at ``seat``, named in the language in force: "greedy bot"."""
    bot = session.bot_names[seat]
    if isinstance(bot, str) and bot in BOTS:
        return say(BOTS[bot])
    if not isinstance(bot, str):  # a bot of the learner's own: its class's name
        bot = type(bot).__name__
    # TRANSLATORS: a bot of the learner's own, by its Python text.
    return say("{bot} bot", bot=bot)


def throw_text(seat: int, tried: Any, led: Any, penalty: int, listener: int | None) -> str:
    """A failed throw in one sentence: who threw what, what was led instead, the penalty."""
    cards = {"tried": te.symbols(tried), "led": te.symbols(led)}
    if not penalty:
        return in_person(
            seat,
            listener,
            N_("You threw {tried}: the throw fails, and {led} is led instead."),
            N_("Seat {seat} threw {tried}: the throw fails, and {led} is led instead."),
            **cards,
        )
    return in_person_n(
        seat,
        listener,
        N_n(
            "You threw {tried}: the throw fails, and {led} is led instead; penalty {n} point.",
            "You threw {tried}: the throw fails, and {led} is led instead; penalty {n} points.",
        ),
        N_n(
            "Seat {seat} threw {tried}: the throw fails, and {led} is led instead; penalty {n} "
            "point.",
            "Seat {seat} threw {tried}: the throw fails, and {led} is led instead; penalty {n} "
            "points.",
        ),
        penalty,
        **cards,
    )


def winners_text(winners: tuple[int, ...] | list[int], listener: int | None) -> str:
    """Who won the game, in a sentence: the listener in the second person, the others named."""
    others = sorted(s for s in winners if s != listener)
    if len(others) == len(winners):
        return say_n(
            "The game is over: {seats} went past A and won.",
            "The game is over: {seats} went past A and won.",
            len(others),
            seats=seat_list(others),
        )
    if not others:
        return say("The game is over: you went past A and won.")
    return say_n(
        "The game is over: you and {seats} went past A and won.",
        "The game is over: you and {seats} went past A and won.",
        len(others),
        seats=seat_list(others),
    )


# --- the parts of the page --------------------------------------------------------------------


def welcome(session: TableSession, waiting: bool = False) -> str:
    """The first status line: the rule set, and who the learner is (``waiting``: the page
    holds the first automatic step until the learner's first click or key)."""
    r = session.rules
    said = [
        # TRANSLATORS: a table's rule set: "tractor-4p: 4 players, 25 cards each, 8 in the kitty."
        say(
            "{rules}: {players} players, {cards} cards each, {kitty} in the kitty.",
            rules=r.name,
            players=r.players,
            cards=r.hand_size,
            kitty=r.kitty_size,
        ),
        say("Teacher mode: every hand is face up; play the seat whose turn it is.")
        if session.seat is None
        else say("You are seat {seat}, at the bottom.", seat=session.seat),
        say("The cards are dealt one at a time."),
    ]
    if waiting:
        said.append(say("Press Start the deal (or any key in the table) to begin."))
    return " ".join(said)


def title(session: TableSession) -> str:
    """The table's title: the rule set, the hand of the game, and who the learner is."""
    rules, hand, seat = session.rules.name, session.hand_no, session.seat
    if session.game is None:
        if seat is None:
            return say("{rules} \u00b7 teacher mode", rules=rules)
        return say("{rules} \u00b7 you are seat {seat}", rules=rules, seat=seat)
    if seat is None:
        return say("{rules} \u00b7 hand {hand} \u00b7 teacher mode", rules=rules, hand=hand)
    return say(
        "{rules} \u00b7 hand {hand} \u00b7 you are seat {seat}", rules=rules, hand=hand, seat=seat
    )


def info(session: TableSession, four_color: bool, scale: float | None) -> TableInfo:
    """``_info``: the title, the phase and the facts."""
    rnd = session.round
    facts: list[FactView] = round_facts(rnd, session.shown)
    view: TableInfo = {
        "title": title(session),
        "phase": rnd.phase,
        "phase_label": say(PHASE_LABELS[rnd.phase]),
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
    """A seat's tags (English: the page draws ``tag_words``), named from the learner's side:
    YOU, PARTNER (the learner's own partner) or OPPONENT once the sides are known, DECLARER and
    FRIEND; in teacher mode DECLARER, DECLARER'S SIDE and DEFENDER."""
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
    options = te.follow_options(cards, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)  # type: ignore[arg-type]  # in play
    return " ".join(options.states(cards))


def seat_label(session: TableSession, seat: int) -> str:
    """A seat's name on the table: "You · seat 0", "Seat 1 · greedy bot"; teacher mode
    "Seat 1"."""
    me = session.seat
    if me is None:
        if seat in session.humans:
            return say("Seat {seat}", seat=seat)
        return say("Seat {seat} \u00b7 {bot}", seat=seat, bot=bot_name(session, seat))
    if seat == me:
        return say("You \u00b7 seat {seat}", seat=seat)
    return say("Seat {seat} \u00b7 {bot}", seat=seat, bot=bot_name(session, seat))


def meta(level: str, points: int, count: int, hidden: bool) -> str:
    """A seat's line under its name: its level, points and cards (face down or not)."""
    if hidden:
        return say_n(
            "level {level} \u00b7 {points} pts \u00b7 {n} card (face down)",
            "level {level} \u00b7 {points} pts \u00b7 {n} cards (face down)",
            count,
            level=level,
            points=points,
        )
    return say_n(
        "level {level} \u00b7 {points} pts \u00b7 {n} card",
        "level {level} \u00b7 {points} pts \u00b7 {n} cards",
        count,
        level=level,
        points=points,
    )


def seat_view(session: TableSession, seat: int) -> TableSeatView:
    """``_s<seat>``: its name, tags, count and its level, points and count in words (``meta``);
    face up, its hand by suit group, and for the seat at the keyboard the marks of a follow."""
    rnd = session.round
    me = session.seat
    cards = session.hand(seat)
    level, points, hidden = rnd.setup.levels[seat], rnd.captured[seat], not session.visible(seat)
    label = seat_label(session, seat)
    item: TableSeatView = {
        "seat": seat,
        "name": label,
        "pos": seat_layout(rnd.players).place(seat, 0 if me is None else me),
        "tags": tags(session, seat),
        "count": len(cards),
        "meta": meta(level, points, len(cards), hidden),
    }
    if hidden:
        item["hidden"] = True
        return item
    order = session.order()
    groups: list[dict[str, Any]] = []
    for card in cards:
        g = order.group[card.id]
        if not groups or groups[-1]["g"] != g:
            groups.append({"g": g, "label": group_label(g), "cards": []})
        groups[-1]["cards"].append(token(card, order))
    for group in groups:
        group["count"] = len(group["cards"])
        group["cards"] = " ".join(group["cards"])
    item["groups"] = groups  # type: ignore[typeddict-item]
    if seat == session.actor() and session.my_turn():
        item["selectable"] = True
        item["turn"] = (
            # TRANSLATORS: the heading of the learner's hand when it is their turn.
            say("{name} \u2014 your turn: select your cards, then act", name=label)
            if seat == me
            # TRANSLATORS: the heading of a seat's hand in teacher mode when it is to act.
            else say("{name} \u2014 to act: select its cards, then act", name=label)
        )
    if seat == me or item.get("selectable"):
        item["big"] = True
    if seat == me or (me is None and seat == rnd.to_act):
        states = follow_states(session, seat, cards)
        if states is not None:
            item["states"] = states
    return item


def _play(seat: int, cards: Any, order: te.Order, tag: str) -> TablePlay:
    return {"seat": seat, "cards": tokens(cards, order), "tag": tag}


def _kitty_label(rnd: te.Round, listener: int | None) -> str:
    """What the centre says while the declarer buries or calls."""
    declarer = rnd.declarer
    assert declarer is not None
    if rnd.phase == "bury":
        return in_person_n(
            declarer,
            listener,
            N_n(
                "You picked up the kitty and bury {n} card",
                "You picked up the kitty and bury {n} cards",
            ),
            N_n(
                "Seat {seat} picked up the kitty and buries {n} card",
                "Seat {seat} picked up the kitty and buries {n} cards",
            ),
            rnd.rules.kitty_size,
        )
    return in_person(
        declarer, listener, N_("You call the friend"), N_("Seat {seat} calls the friend")
    )


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
        out["label"] = say("Bids shown so far") if rnd.bids else say("No bid yet")
        if rnd.deal_number and not rnd.bids:
            out["note"] = say("Nobody bid in the last deal: the cards were dealt again.")
        return out
    if rnd.phase in ("bury", "call"):
        assert rnd.declarer is not None
        if rnd.turned_up:
            out["plays"].append(_play(rnd.declarer, rnd.turned_up, order, "TURNED UP"))
        out["label"] = _kitty_label(rnd, you)
        return out
    number = len(rnd.tricks)
    throw = None
    if rnd.trick:
        leader = rnd.trick[0][0]
        for seat, cards in rnd.trick:
            k = (seat - leader) % n
            out["plays"].append(_play(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}"))
        out["label"] = say("Trick {n}", n=number + 1)
        throw = session.throws.get(number)
    elif rnd.tricks:
        last = rnd.tricks[-1]
        for k, (seat, cards) in enumerate(last.plays):
            item = _play(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}")
            item["winner"] = seat == last.winner
            out["plays"].append(item)
        out["label"] = in_person(
            last.winner,
            you,
            N_("Trick {n}: won by you"),
            N_("Trick {n}: won by seat {seat}"),
            n=last.number + 1,
        )
    elif rnd.to_act is not None:
        out["label"] = in_person(
            rnd.to_act, you, N_("You lead the first trick"), N_("Seat {seat} leads the first trick")
        )
    if rnd.tricks:
        last = rnd.tricks[-1]
        with te.speaking_to(you):
            out["last"] = last.reason
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
    _reasons(session, out)
    return out


def level_set(name: str) -> str:
    """The status line once the bots' level changed: "From their next play, the bots play at
    this level: strong bot." """
    bot = say(BOTS[name]) if name in BOTS else name
    # TRANSLATORS: "{bot}" is a level's words: "strong bot".
    return say("From their next play, the bots play at this level: {bot}.", bot=bot)


def _reasons(session: TableSession, out: TableTrick) -> None:
    """The bots' reasons for the plays on the table (``session.reasons``, by step): in teacher
    mode each play's own, in words; for the learner, the place of the "Why?" button by the last
    bot play that has one (``WhyMark``; its words come when asked, ``why_text``)."""
    if not session.reasons or session.round.phase not in ("play", "done"):
        return
    first = session.round.step - len(out["plays"])
    last: WhyMark | None = None
    for k, play in enumerate(out["plays"]):
        reason = session.reasons.get(first + k)
        if reason is None or reason.seat != play["seat"]:
            continue
        if session.seat is None:
            play["why"] = reason.sentence()
        last = {"seat": reason.seat, "step": reason.step}
    if last is not None and session.seat is not None:
        out["why"] = last


def why_text(session: TableSession, step: int) -> str | None:
    """The bot's reason for its action at ``step``, in the language in force (None: none)."""
    reason = session.reasons.get(step)
    return None if reason is None else reason.sentence()


def _done_prompt(session: TableSession, next_hand: bool) -> str:
    if next_hand:
        # TRANSLATORS: "Next hand" is the Table's button.
        return say("The hand is over. Press Next hand to deal the next one.")
    if session.game is not None:
        return say("The hand is over. The game is over.")
    return say("The hand is over. This table plays one hand.")


def _waiting_prompt(session: TableSession) -> str:
    who = session.round.to_act
    if session.dealing():
        return say("Dealing\u2026")
    if who is None:
        return ""
    if session.thinking == who:
        return say("Seat {seat} ({bot}) is thinking\u2026", seat=who, bot=bot_name(session, who))
    return say("Waiting for seat {seat} ({bot})\u2026", seat=who, bot=bot_name(session, who))


def controls(session: TableSession) -> TableControls:
    """``_controls``: what the keyboard can do now, with the prompt that says so (to the
    learner for their own seat, of the seat otherwise)."""
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
        ctl["prompt"] = _done_prompt(session, ctl["next"])
        return ctl
    if session.thinking is not None:
        ctl["thinking"] = session.thinking
    level = session.level
    if level is not None:
        names = LEVELS if level in LEVELS else (*LEVELS, level)
        ctl["levels"] = [{"name": n, "label": say(BOTS[n]) if n in BOTS else n} for n in names]
        ctl["level"] = level
    if not session.my_turn():
        ctl["prompt"] = _waiting_prompt(session)
        return ctl
    seat = rnd.to_act
    assert seat is not None
    listener = session.listener
    choices = rnd.legal_actions(listener)
    ctl["kind"] = choices.kind
    ctl["hint"] = True
    ctl["seat"] = seat
    if choices.kind == "bid":
        bids = [a for a in choices.actions if a.type == "bid"]
        ctl["bids"] = [
            {
                "cards": te.format_cards(b.cards),
                "label": say("Bid {cards}", cards=te.symbols(b.cards)),
            }
            for b in bids
        ]
        ctl["prompt"] = in_person(
            seat,
            listener,
            N_("Your chance to bid. {reason}"),
            N_("Seat {seat}'s chance to bid. {reason}"),
            reason=choices.reason,
        )
    elif choices.kind == "bury":
        ctl["count"] = choices.count
        ctl["bury"] = say_n("Bury {n} card", "Bury {n} cards", choices.count)
        ctl["prompt"] = in_person_n(
            seat,
            listener,
            N_n(
                "Your turn to bury: select {n} card to put face down as the new kitty, then "
                "press Bury. Points buried count for the defenders if they win the last trick.",
                "Your turn to bury: select {n} cards to put face down as the new kitty, then "
                "press Bury. Points buried count for the defenders if they win the last trick.",
            ),
            N_n(
                "Seat {seat}'s turn to bury: select {n} card to put face down as the new kitty, "
                "then press Bury. Points buried count for the defenders if they win the last "
                "trick.",
                "Seat {seat}'s turn to bury: select {n} cards to put face down as the new "
                "kitty, then press Bury. Points buried count for the defenders if they win the "
                "last trick.",
            ),
            choices.count,
        )
    elif choices.kind == "call":
        order = rnd.order
        assert order is not None
        values = sorted({c.card for c in choices.actions}, key=order.sort_key)  # type: ignore[union-attr]  # calls
        ctl["calls"] = [{"card": str(c), "label": c.symbol} for c in values]
        ctl["copies"] = rnd.rules.decks
        ctl["prompt"] = in_person(
            seat,
            listener,
            N_(
                "Your turn to call the friend: choose a card that is not a trump and which copy "
                "counts; whoever plays it joins your side."
            ),
            N_(
                "Seat {seat}'s turn to call the friend: choose a card that is not a trump and "
                "which copy counts; whoever plays it joins seat {seat}'s side."
            ),
        )
    elif choices.kind == "lead":
        ctl["prompt"] = in_person(
            seat,
            listener,
            N_(
                "Your lead: select cards of one suit group, then press Play. A throw of several "
                "combinations stands only if no other hand can beat any part."
            ),
            N_(
                "Seat {seat}'s lead: select cards of one suit group, then press Play. A throw of "
                "several combinations stands only if no other hand can beat any part."
            ),
        )
    elif choices.kind == "follow":
        ctl["legend"] = legend()
        ctl["count"] = choices.count
        ctl["prompt"] = in_person_n(
            seat,
            listener,
            N_n("Your turn: play {n} card. {reason}", "Your turn: play {n} cards. {reason}"),
            N_n(
                "Seat {seat}'s turn: play {n} card. {reason}",
                "Seat {seat}'s turn: play {n} cards. {reason}",
            ),
            choices.count,
            reason=choices.reason,
        )
    return ctl


def level_text(seat: int, before: str, after: str | None, listener: int | None) -> str:
    """One seat's level at the end of a hand: "you: 3 (was 2)", "seat 1: 2", "seat 0: won (was
    A)" (``after`` None: it went past A)."""
    if after is None:
        return in_person(
            seat, listener, N_("you: won (was {before})"), N_("seat {seat}: won (was {before})"),
            before=before,
        )  # fmt: skip
    if after == before:
        return in_person(
            seat, listener, N_("you: {level}"), N_("seat {seat}: {level}"), level=after
        )
    return in_person(
        seat,
        listener,
        N_("you: {level} (was {before})"),
        N_("seat {seat}: {level} (was {before})"),
        level=after,
        before=before,
    )


def end(session: TableSession) -> TableEnd | NoView:
    """``_end``, once the hand is over: the engine's scoring steps (``te.score_hand``; they
    hold every sentence of the result's reason), the levels and the kitty; the game's end."""
    rnd = session.round
    result = rnd.result
    if result is None:
        return {}
    you = session.listener
    with te.speaking_to(you):
        steps: list[ScoreStepView] = [
            {"title": s.title, "value": s.value, "text": s.text} for s in result.steps
        ]
    levels = " \u00b7 ".join(
        level_text(s, b, a or None, you)
        for s, (b, a) in enumerate(zip(result.levels_before, result.levels_after, strict=True))
    )
    view: TableEnd = {
        "steps": steps,
        "levels": levels,
        "kitty": tokens(rnd.buried, rnd.order),
    }
    game = session.game
    if game is not None and game.over:
        view["game"] = winners_text(game.winners, you)
    return view


def allowed(session: TableSession) -> TableAllowed:
    """What each seat was allowed to play in the last finished trick: the engine's
    ``follow_options`` of the hand it held then (must and may only for face-up seats)."""
    rnd = session.round
    if not rnd.tricks:
        return {"title": say("No trick has finished yet."), "rows": []}
    you = session.listener
    last = rnd.tricks[-1]
    order = rnd.order
    later: dict[int, list[te.Card]] = {s: list(c) for s, c in rnd.trick}
    rows = []
    for k, (seat, cards) in enumerate(last.plays):
        held = list(rnd.hands[seat]) + list(cards) + later.get(seat, [])
        row: dict[str, Any] = {"seat": seat, "played": tokens(cards, order)}
        if k == 0:
            lead = te.classify_lead(list(last.lead), trump=rnd.trump, rules=rnd.rules).reason  # type: ignore[arg-type]  # in play
            row["text"] = in_person(
                seat,
                you,
                N_("You led: any cards of one suit group. {reason}"),
                N_("Seat {seat} led: any cards of one suit group. {reason}"),
                reason=lead,
            )
            if last.throw_reason and last.attempted:
                with te.speaking_to(you):
                    row["text"] = sentences(row["text"], last.throw_reason)
        else:
            options = te.follow_options(held, list(last.lead), trump=rnd.trump, rules=rnd.rules)  # type: ignore[arg-type]  # in play
            reason = options.reason if seat == you else options.said_of(seat)
            # TRANSLATORS: a seat and what it had to play: "Seat 2: Seat 2 holds no spades...".
            row["text"] = in_person(
                seat, you, N_("You: {reason}"), N_("Seat {seat}: {reason}"), reason=reason
            )
            if session.visible(seat):
                row["must"] = tokens(options.must, order)
                row["may"] = tokens(options.may, order)
        rows.append(row)
    return {
        "title": say("Trick {n}: what each seat was allowed to play", n=last.number + 1),
        "rows": rows,  # type: ignore[typeddict-item]
    }


def static_html(session: TableSession, status: str) -> str:
    """The picture shown where no live widget can be: the facts, the learner's hand, the
    others' counts, the status line (in the language in force)."""
    rows = info(session, False, None)
    parts = [_static.line(rows["title"], _static.esc(rows["phase_label"]))]
    for shown in rows["facts"][:4]:
        # TRANSLATORS: a fact's name before its value, as in "Trump: rank 2, hearts trump".
        parts.append(_static.line(say("{fact}:", fact=shown["k"]), _static.esc(shown["v"])))
    for seat in range(session.players):
        cards = session.hand(seat)
        if seat == session.seat:  # the learner's own hand; the others as counts
            body = te.symbols(cards)
        elif session.visible(seat):
            body = say_n("{n} card", "{n} cards", len(cards))
        else:
            body = say_n("{n} card, face down", "{n} cards, face down", len(cards))
        parts.append(_static.line(say("Seat {seat}:", seat=seat), _static.esc(body)))
    if status:
        parts.append(_static.text(status))
    return "".join(parts)


def page_view(four_color: bool, players: int) -> TableView:
    """``Table._view``: the colours; in another language than English, the page's words
    (``WORDS`` and the shared card words) and the tags' words, in the language in force."""
    view: TableView = {"four_color": four_color}
    words = page_words(WORDS)
    if words:
        view["words"] = words
        view["tag_words"] = tag_words(players)
    return view


__all__ = [
    "BOTS",
    "LEGEND",
    "LEVELS",
    "TAGS",
    "WORDS",
    "allowed",
    "bot_name",
    "controls",
    "end",
    "follow_states",
    "info",
    "legend",
    "level_set",
    "level_text",
    "meta",
    "page_view",
    "seat_label",
    "seat_view",
    "static_html",
    "tag_words",
    "tags",
    "throw_text",
    "title",
    "trick",
    "welcome",
    "why_text",
    "winners_text",
]
