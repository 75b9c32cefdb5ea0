"""What the page receives: the shape of every widget's ``_view`` and the helpers that build it.

A widget computes everything in Python and sends one private synced dict, ``_view``; the page
(``static/cards.js`` and the widget's module) only draws it. This module is the one place that
says what those dicts hold:

- ``card_face``: how one card is drawn (its rank, suit symbol, colour key, accessible name and
  trump mark); ``cards_view`` and ``grouped`` add each card's index into the widget's card list;
- ``grouped``: a hand split by suit group, trumps first, sorted as the trump orders it;
- ``hand_indices``: which positions of a hand some of its cards are (duplicates kept apart);
- ``seat_layout``: where each seat sits around the table, its name, and the direction of play
  (4 players counter-clockwise, 5 players clockwise; rules §1), for every widget that draws a
  table;
- the TypedDicts below: the ``_view`` of each widget, key by key, the Exercise's ``_status``,
  and every synced trait of the Table (``TABLE_TRAITS``).

Keys of a card are short because a saved notebook keeps every widget's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypedDict

import tractor_engine as te
from tractor_engine.rulebook.inputs import check_copies as _engine_check_copies
from tractor_engine.speech.languages import N_, current_language, say, say_n
from tractor_engine.speech.words import group_label, joker_face, listing

from ._coerce import InputError

# --- one card ----------------------------------------------------------------------------------

CardsIn = str | Sequence[str | te.Card]


def _parse(cards: CardsIn) -> te.Cards:
    return te.parse_cards(cards if isinstance(cards, str) else list(cards))


class _CardFaceKeys(TypedDict):
    c: str  # canonical text: "10H", "BJ"
    r: str  # what the corner shows as rank: "10", or a joker's word ("BIG", "SMALL", translated)
    s: str  # suit symbol ("♥"), or the word up a joker's face ("JOKER", translated)
    k: str  # colour key: the suit letter, or "BJ" / "SJ"
    n: str  # accessible name: "10 of hearts", "big joker"


class CardFace(_CardFaceKeys, total=False):
    """How to draw one card; ``t`` is 1 for a trump (absent otherwise)."""

    t: int


class CardView(CardFace, total=False):
    """A card face with ``i``, its index in the widget's card list, and for the highlighter
    ``st``, its state ("must", "may" or "cannot")."""

    i: int
    st: str


class _GroupKeys(TypedDict):
    g: str  # the suit group: "T" for trumps, else the suit letter
    label: str  # "Trumps", "Spades"
    count: int
    cards: list[CardView]


class GroupView(_GroupKeys, total=False):
    """One suit group of a hand; ``trump`` is 1 for the trump group."""

    trump: int


#: A suit group's name as the heading of its cards: "Trumps (12)".
def card_face(card: te.Card, order: te.Order | None) -> CardFace:
    """What the page needs to draw one card face (no index), its words and name in the language
    in force (a joker's are the engine's ``joker_face``). ``order`` marks trumps."""
    if card.suit is None:
        (rank, symbol), key = joker_face(card), card.rank
    else:
        rank, symbol, key = card.rank, te.SUIT_SYMBOLS[card.suit], card.suit
    face: CardFace = {"c": str(card), "r": rank, "s": symbol, "k": key, "n": card.name}
    if order is not None and order.is_trump(card):
        face["t"] = 1
    return face


def _card_view(card: te.Card, order: te.Order | None, index: int, state: str | None) -> CardView:
    item: CardView = {**card_face(card, order), "i": index}  # type: ignore[typeddict-item]
    if state is not None:
        item["st"] = state
    return item


def cards_view(
    cards: CardsIn,
    order: te.Order | None,
    *,
    indices: Sequence[int] | None = None,
    states: Sequence[str] | None = None,
) -> list[CardView]:
    """The cards in the order given; each keeps ``indices[k]`` (default: its position)."""
    parsed = _parse(cards)
    return [
        _card_view(
            card,
            order,
            indices[k] if indices is not None else k,
            states[k] if states is not None else None,
        )
        for k, card in enumerate(parsed)
    ]


def grouped(
    cards: CardsIn,
    order: te.Order,
    *,
    states: Sequence[str] | None = None,
) -> list[GroupView]:
    """The cards in display order, split by suit group (trumps first), each group with its
    count. Each card keeps ``i``, its index in ``cards``; duplicates sit side by side."""
    parsed = _parse(cards)
    shown = sorted(range(len(parsed)), key=lambda i: (order.sort_key(parsed[i]), i))
    groups: list[GroupView] = []
    for i in shown:
        card = parsed[i]
        group = order.group[card.id]
        if not groups or groups[-1]["g"] != group:
            label = group_label(group)
            groups.append({"g": group, "label": label, "count": 0, "cards": []})
        groups[-1]["cards"].append(_card_view(card, order, i, states[i] if states else None))
    for g in groups:
        g["count"] = len(g["cards"])
        if g["g"] == te.TRUMP_GROUP:
            g["trump"] = 1
    return groups


def hand_indices(hand: Sequence[str | te.Card], cards: Sequence[str | te.Card]) -> list[int]:
    """For each of ``cards``, an index into ``hand`` holding it; two equal cards get two
    different indices (the first free ones). ``InputError`` if the hand lacks one."""
    held = [str(c) for c in hand]
    used: set[int] = set()
    found = []
    for card in cards:
        text = str(card)
        index = next((k for k, c in enumerate(held) if c == text and k not in used), None)
        if index is None:
            raise InputError(f"{text} is not in the hand (or not that many times)")
        used.add(index)
        found.append(index)
    return found


def check_copies(rules: te.RuleSet, named: Sequence[tuple[str, CardsIn]]) -> None:
    """Refuse more copies of a card than the rule set's decks hold, naming where they are
    (the engine's own check, worded as a widget input error)."""
    try:
        _engine_check_copies(rules, [(name, _parse(cards)) for name, cards in named])
    except te.CardError as exc:
        raise InputError(str(exc)) from None


# --- the table ---------------------------------------------------------------------------------

#: Grid places around a table, as CSS classes ``tw-pos-<place>``: b(ottom), l(eft), t(op),
#: r(ight), tl (top left), tr (top right).
Place = Literal["b", "l", "t", "r", "tl", "tr"]


@dataclass(frozen=True)
class SeatLayout:
    """Where the seats of a table sit, seat 0 at the bottom, in order of play."""

    players: int
    direction: Literal["clockwise", "counter-clockwise"]
    places: tuple[Place, ...]  # per seat
    names: tuple[str, ...]  # per seat, a compass name a lesson can use ("South", "East", ...)

    def place(self, seat: int, bottom: int = 0) -> Place:
        """Where ``seat`` sits when seat ``bottom`` (a learner's own) is drawn at the bottom."""
        return self.places[(seat - bottom) % self.players]

    def seat(self, seat: int) -> dict[str, Any]:
        """``{"seat", "pos", "name"}`` of one seat, as the page's seat views hold them."""
        return {"seat": seat, "pos": self.places[seat], "name": self.names[seat]}


_LAYOUTS = {
    # rules §1: four players play counter-clockwise (South, East, North, West seen from above);
    # five play clockwise. The direction is only a matter of drawing the table. The names are
    # templates: a widget that speaks its language says them (``TrickView.names``).
    4: SeatLayout(
        4,
        "counter-clockwise",
        ("b", "r", "t", "l"),
        (N_("South"), N_("East"), N_("North"), N_("West")),
    ),
    5: SeatLayout(
        5,
        "clockwise",
        ("b", "l", "tl", "tr", "r"),
        (N_("South"), N_("West"), N_("North-west"), N_("North-east"), N_("East")),
    ),
}


def seat_layout(players: int | te.RuleSet | str) -> SeatLayout:
    """The table of ``players`` seats (or of a rule set / preset name): seat 0 at the bottom,
    the next seats in order of play going the rule set's direction."""
    if not isinstance(players, int):
        players = te.as_rules(players).players
    try:
        return _LAYOUTS[players]
    except KeyError:
        raise InputError(f"a table seats 4 or 5 players, not {players}") from None


# --- each widget's _view -------------------------------------------------------------------------


class _ViewBase(TypedDict):
    four_color: bool
    summary: str  # the root's accessible name


class _ViewKeys(_ViewBase, total=False):
    scale: float  # only when the widget's ``scale`` is set (``TractorWidget._refresh``)


class HandViewerView(_ViewKeys, total=False):
    count: int
    caption: str
    face_down: bool  # then no "groups": the page gets no card identities
    selectable: bool
    groups: list[GroupView]


class LegendItem(TypedDict):
    st: str  # "must", "may", "cannot" or "trump"
    text: str


class LegalPlayView(_ViewKeys):
    lead: list[CardView]  # sorted for display; i is the index in the lead
    lead_text: str
    groups: list[GroupView]  # the hand, each card with its state
    count: int  # cards to play
    prompt: str
    tally: str
    legend: list[LegendItem]


class VerdictView(TypedDict):
    """The highlighter's ``_verdict``: ``state`` is none / incomplete / legal / illegal."""

    state: str
    text: str


class ComboView(TypedDict):
    kind: str  # "pair" or "tractor"
    label: str
    reason: str
    cards: list[int]  # indices into the detector's cards


class ControlOption(TypedDict):
    name: str
    label: str
    value: bool


class DetectorControls(TypedDict):
    rank: str
    suit: str  # a suit letter or "NT"
    rules: str
    ranks: list[str]
    suits: list[list[str]]  # [value, label]
    presets: list[str]
    options: list[ControlOption]


class TractorDetectorView(_ViewKeys):
    error: str
    rev: int  # bumped on every page change, so a refused change redraws the controls
    groups: list[GroupView]
    tractors: list[ComboView]
    pairs: list[ComboView]
    notes: list[str]
    order: str
    controls: DetectorControls


class ScoreStepView(TypedDict):
    title: str
    value: str
    text: str


class ScoreInputs(TypedDict):
    captured: str
    captured_points: int | None
    kitty: str
    last_lead: int
    last_trick: str
    level: str
    rules: str
    presets: list[str]
    ranks: list[str]


class ScoreCalculatorView(_ViewKeys):
    inputs: ScoreInputs
    steps: list[ScoreStepView]
    error: str
    rev: int


class _SeatKeys(TypedDict):
    seat: int
    name: str
    pos: Place


class TrickSeatView(_SeatKeys, total=False):
    order: int  # 0 for the leader, then the order of play; absent: not played yet
    cards: list[CardView]
    note: str
    winner: bool


class TrickViewView(_ViewKeys):
    seats: list[TrickSeatView]
    direction: str  # "clockwise" or "counter-clockwise"
    reason: str
    trump: str


# --- a round's facts and cards, as the Table and RoundView draw them ---------------------------


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


def in_person(seat: int, listener: int | None, second: str, third: str, /, **values: Any) -> str:
    """A whole template in the person ``listener`` hears: ``second`` (to them: "You lead") when
    ``seat`` is theirs, else ``third`` (of the seat: "Seat {seat} leads"); ``listener`` None
    (teacher mode) hears every seat in the third person. In the language in force."""
    if seat == listener:
        return say(second, **values)
    return say(third, seat=seat, **values)


def in_person_n(
    seat: int,
    listener: int | None,
    second: tuple[str, str],
    third: tuple[str, str],
    n: int,
    /,
    **values: Any,
) -> str:
    """A counted ``in_person``: ``second`` and ``third`` are (singular, plural) templates."""
    if seat == listener:
        return say_n(*second, n, **values)
    return say_n(*third, n, seat=seat, **values)


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


class NoView(TypedDict):
    """An empty dict: a synced trait with nothing to show yet (``Table._end`` before the hand
    ends, ``_allowed`` while closed, ``_tick`` with no step due, ``_s4`` at a 4-player table)."""


#: How each of the 54 card values is drawn (``_felt.card_faces``): the canonical text to a
#: joker's "rank|symbol|colour key|accessible name", or a suited card's accessible name alone.
#: The Table's and RoundView's ``_faces``.
Faces = dict[str, str]


# --- Exercise -------------------------------------------------------------------------------------


class ContextView(TypedDict):
    label: str
    cards: list[CardView]


class _ExerciseViewKeys(_ViewKeys):
    kind: str  # "select", "choice" or "select-and-choose"
    prompt: str
    trump: str  # the caption: what the check uses
    has_answer: bool


class ExerciseView(_ExerciseViewKeys, total=False):
    """``Exercise._view``; the keys below ``summary`` come only with what the question has."""

    lead: list[CardView]  # sorted for display; i is the index in the lead
    context: list[ContextView]
    options: list[str]
    groups: list[GroupView]  # the cards to select from


class _ExerciseStatusKeys(TypedDict):
    state: str  # "none", "right", "wrong" or "shown"
    text: str
    chosen: int | None


class ExerciseStatus(_ExerciseStatusKeys, total=False):
    """``Exercise._status``; ``correct`` once the answer is right or shown, with options."""

    correct: int | None
    can_reveal: bool  # Show me may be used now (reveal_after)


# --- RoundView ------------------------------------------------------------------------------------


class TokenGroup(TypedDict):
    """One suit group of a hand, its cards as tokens (``token``) joined by spaces."""

    g: str
    cards: str


class _RoundSeatViewKeys(_SeatKeys):
    tags: list[str]  # "DECLARER", "FRIEND" / "PARTNER", "TO ACT" (English: see tag_words)
    level: str
    points: int
    count: int
    meta: str  # "level 2 · 15 pts · 25 cards"
    hand_label: str  # the hand's accessible name
    table_label: str  # the accessible name of its place on the table


class RoundSeatView(_RoundSeatViewKeys, total=False):
    hidden: bool  # then no "groups"
    groups: list[TokenGroup]
    play: str  # tokens of the play (or, while dealing, of the last bid)
    play_tag: str
    winner: bool


class _KittyViewKeys(TypedDict):
    label: str


class KittyView(_KittyViewKeys, total=False):
    cards: str  # tokens, when face up
    backs: int  # cards drawn face down


class _RoundViewViewKeys(_ViewKeys):
    step: int
    total: int
    phase: str
    phase_label: str
    title: str
    facts: list[FactView]
    seats: list[RoundSeatView]
    said: list[str]
    trick_label: str
    kitty: KittyView
    groups: dict[str, str]  # suit group -> its name


class RoundViewView(_RoundViewViewKeys, total=False):
    result: str  # once the round is over
    tag_words: dict[str, str]  # each English tag in the widget's language (not in English)


# --- Table ----------------------------------------------------------------------------------------


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


class _TableSeatViewKeys(_SeatKeys):
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


class BidOption(TypedDict):
    cards: str
    label: str


class CallOption(TypedDict):
    card: str
    label: str


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
}


# --- RuleExplorer ---------------------------------------------------------------------------------
#
# The explorer draws one hand twice (once per rule set), so its cards go compactly: each card
# value's face once (``faces``: canonical -> "rank|symbol|colour key|accessible name"), the
# hand and lead as canonical texts joined by spaces, and everything else as card indices into
# them, joined by spaces ("0 1 4 5").


class ExplorerColumn(TypedDict):
    side: str  # "a" or "b"
    title: str
    preset: str
    values: str  # per option of OPTION_CHOICES, the index of this rule set's value (-1: fixed)
    texts: list[str]  # per option, the rule set's description of it ([] until asked for)
    lead: str  # lead indices in display order
    lead_trumps: str  # lead indices that are trumps under this rule set
    groups: list[str]  # "suit group|label|count|1 for trumps else 0|hand indices in order"
    trumps: str  # hand indices that are trumps under this rule set
    states: str  # must / may / cannot per card of the hand, in hand order
    prompt: str
    tally: str
    only_title: str
    only: list[str]  # the plays legal under this rule set only: "its text|its hand indices"
    more: str
    throw: str  # for a lead checked as a throw against the other hands: its verdict here


class RuleExplorerView(_ViewKeys):
    error: str
    rev: int  # bumped on every page change, so a refused change redraws the controls
    trump: str
    trump_text: str
    hand: str  # canonical texts joined by spaces (also what the hand field shows)
    lead: str
    faces: dict[str, str]
    differs: bool
    headline: str
    reason: str
    differing: str  # hand indices the two rule sets mark differently
    columns: list[ExplorerColumn]
    others: list[list[str]]  # [label, canonical texts joined by spaces] per other hand
    presets: list[str]
    options: dict[str, str]  # name -> its choices' texts joined by "|", in OPTION_CHOICES order
    kinds: list[str]  # "value|label" per search criterion's choice
    lead_kinds: list[str]
    voids: list[str]
    criteria: dict[str, str]  # kind, lead, void as the page's selects hold them
    legend: list[LegendItem]
    code: str


class ExplorerVerdict(TypedDict):
    state: str  # "none", "legal" or "illegal"
    text: str


class ExplorerSelection(TypedDict):
    """``RuleExplorer._selection``: the selected play under each rule set."""

    a: ExplorerVerdict
    b: ExplorerVerdict
    only: str  # "a" or "b" when the play is legal under that rule set only, else ""
    text: str
    picked: dict[str, int]  # side -> index of the selected play in that side's list, or -1


class ExplorerSearch(TypedDict):
    """``RuleExplorer._search``: the progress line of a search."""

    running: bool
    text: str
    n: int
