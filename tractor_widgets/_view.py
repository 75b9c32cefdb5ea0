"""What the page receives, in the parts several widgets share, and the helpers that build them.

A widget computes everything in Python and sends one private synced dict, ``_view``; the page
(``static/cards.js`` and the widget's module) only draws it. Each widget's own ``_view`` (a
TypedDict, key by key) sits beside the widget, in its module (the Table's in ``table/view.py``);
this module holds what they are made of:

- ``card_face``: how one card is drawn (its rank, suit symbol, colour key, accessible name and
  trump mark); ``cards_view`` and ``grouped`` add each card's index into the widget's card list;
- ``grouped``: a hand split by suit group, trumps first, sorted as the trump orders it;
- ``hand_indices``: which positions of a hand some of its cards are (duplicates kept apart);
- ``seat_layout``: where each seat sits around the table, its name, and the direction of play
  (4 players counter-clockwise, 5 players clockwise; rules §1), for every widget that draws a
  table;
- the TypedDicts several widgets' views share: ``CardView``, ``GroupView``, ``ViewKeys`` (what
  every ``_view`` starts from), ``LegendItem``, ``ScoreStepView`` and ``SeatKeys``.

Keys of a card are short because a saved notebook keeps every widget's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypedDict

import tractor_engine as te
from tractor_engine.rulebook.inputs import check_copies as _engine_check_copies
from tractor_engine.speech.languages import N_
from tractor_engine.speech.words import group_label, joker_face

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


# --- what every widget's _view is made of -------------------------------------------------------


class _ViewBase(TypedDict):
    four_color: bool
    summary: str  # the root's accessible name


class ViewKeys(_ViewBase, total=False):
    """The keys every widget's ``_view`` starts from (the Table's ``_info`` has its own)."""

    scale: float  # only when the widget's ``scale`` is set (``TractorWidget._refresh``)


class LegendItem(TypedDict):
    """One line of a legend of card states (the highlighter, the Table, the RuleExplorer)."""

    st: str  # "must", "may", "cannot" or "trump"
    text: str


class ScoreStepView(TypedDict):
    """One step of a hand's scoring (the ScoreCalculator, the Table's end of hand)."""

    title: str
    value: str
    text: str


class SeatKeys(TypedDict):
    """What every seat drawn around a table has (TrickView, RoundView, the Table)."""

    seat: int
    name: str
    pos: Place
