"""TrickView: the plays of one trick around a table, the winner marked with the engine's reason."""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import N_, say

from . import _static
from ._base import RulesTrait, TractorWidget
from ._coerce import InputError, card_strings
from ._view import (
    CardView,
    SeatKeys,
    ViewKeys,
    cards_view,
    check_copies,
    seat_layout,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class TrickSeatView(SeatKeys, total=False):
    order: int  # 0 for the leader, then the order of play; absent: not played yet
    cards: list[CardView]
    note: str
    winner: bool


class TrickViewView(ViewKeys):
    seats: list[TrickSeatView]
    direction: str  # "clockwise" or "counter-clockwise"
    reason: str
    trump: str


#: The caption of the direction of play (``SeatLayout.direction``).
DIRECTIONS = {
    "clockwise": N_("Play goes clockwise"),
    "counter-clockwise": N_("Play goes counter-clockwise"),
}

#: The static picture's label of a seat's play, by (it led, it wins).
SEAT_LINES = {
    (True, False): N_("{name} (leads):"),
    (True, True): N_("{name} (leads) ★ wins:"),
    (False, False): N_("{name} (play {k}):"),
    (False, True): N_("{name} (play {k}) ★ wins:"),
}


class PlaysTrait(traitlets.List):
    """A list of plays, each canonical card strings; also "7D 7D | 8D 9D | ..." as one string."""

    def set(self, obj: Any, value: Any) -> None:
        super().set(obj, self._coerce(value))

    def validate(self, obj: Any, value: Any) -> list[list[str]] | None:
        return super().validate(obj, self._coerce(value))

    @staticmethod
    def _coerce(value: Any) -> list[list[str]]:
        if isinstance(value, str):
            value = [part for part in value.split("|")]
        if not isinstance(value, (list, tuple)):
            raise InputError(
                f"plays={value!r} is not a list of plays: give a list like "
                '["7D 7D", "8D 9D"] or a string like "7D 7D | 8D 9D"'
            )
        return [card_strings(p, f"plays[{k}]") for k, p in enumerate(value)]


class TrickView(TractorWidget):
    """The plays of one trick drawn around a table of 4 or 5 seats (the rule set's players),
    the leader and the winner marked, and the engine's ``trick_result`` reason in the middle.
    Four players sit counter-clockwise in order of play, five clockwise (``seat_layout``);
    seats are named South, East, North, West (five: South, West, North-west, North-east,
    East) unless ``seat_names`` names them.

    ``TrickView(plays=["7D 7D", "8D 9D", "2H 2H", "AD AD"], leader=1, trump="2H")``;
    ``plays[0]`` is the lead, played by seat ``leader``; the others follow in order of play.
    """

    _name = "trick-view"
    _module = "trick_view.js"
    _styles = ("trick_view.css",)
    _public = ("plays", "leader", "seat_names")
    _words: ClassVar[dict[str, str]] = {
        # TRANSLATORS: the tag of the seat that led the trick; short, in capitals.
        "leads": N_("LEADS"),
        # TRANSLATORS: the tag of a seat's play, "PLAY 2"; short, in capitals.
        "play": N_("PLAY {n}"),
        # TRANSLATORS: the tag of the seat that wins the trick, after a star; short, in capitals.
        "wins": N_("WINS"),
        # TRANSLATORS: the accessible name of the seat that wins the trick; {name}: its name.
        "won": N_("{name}, wins the trick"),
        "empty": N_("not played yet"),
        "trick": N_("Trick"),
    }

    rules = RulesTrait()
    plays = PlaysTrait(help="the plays of the trick, the lead first")
    leader = traitlets.Int(0, help="the seat that led")
    seat_names = traitlets.List(traitlets.Unicode(), help="a name for each seat (optional)")

    @property
    def players(self) -> int:
        """Seats at the table: the rule set's number of players."""
        return self.rules.players

    @property
    def result(self) -> te.TrickResult | None:
        """The engine's ``trick_result`` (winner, reason, a note per play), None with no plays."""
        if not self.plays:
            return None
        n = self.players
        seats = [(self.leader + k) % n for k in range(len(self.plays))]
        names = [self.names[s] for s in seats]
        return te.trick_result(self.plays, trump=self.trump_obj, rules=self.rules, seats=names)

    @property
    def names(self) -> list[str]:
        """The name of each seat: ``seat_names``, or the table's compass names (in the widget's
        language)."""
        if self.seat_names:
            return list(self.seat_names)
        with self._speaking():
            return [say(name) for name in seat_layout(self.players).names]

    @property
    def winner_seat(self) -> int | None:
        """The seat that wins the trick so far."""
        result = self.result
        return None if result is None else (self.leader + result.winner) % self.players

    def _compute_view(self) -> TrickViewView:
        rules, n = self.rules, self.players
        if not 0 <= self.leader < n:
            raise InputError(f"leader={self.leader}: seats are 0 to {n - 1} in {rules.name}")
        if len(self.plays) > n:
            raise InputError(f"plays: {len(self.plays)} plays, but {rules.name} seats {n} players")
        if self.seat_names and len(self.seat_names) != n:
            raise InputError(f"seat_names: give {n} names, one per seat")
        check_copies(rules, [(f"play {k}", p) for k, p in enumerate(self.plays)])
        order = self.order
        result = self.result
        layout, names = seat_layout(n), self.names
        seats = []
        for seat in range(n):
            k = (seat - self.leader) % n
            item: TrickSeatView = {"seat": seat, "name": names[seat], "pos": layout.places[seat]}
            if k < len(self.plays):
                item["order"] = k
                item["cards"] = cards_view(self.plays[k], order)
                if result is not None:
                    item["note"] = result.plays[k].note
                    item["winner"] = result.winner == k
            seats.append(item)
        reason = result.reason if result else say("No cards played yet.")
        return {
            "four_color": self.four_color,
            "seats": seats,
            "direction": say(DIRECTIONS[layout.direction]),
            "reason": reason,
            "trump": say(
                "Trump: {trump} · {rules}", trump=self.trump_obj.describe(), rules=rules.name
            ),
            "summary": say("A trick at a table of {n}", n=n),
        }

    def _static_html(self) -> str:
        result = self.result
        if result is None:
            return _static.text(say("No cards played yet."))
        order, n, names = self.order, self.players, self.names
        parts = []
        for k, play in enumerate(result.plays):
            seat = (self.leader + k) % n
            name = names[seat]
            label = say(SEAT_LINES[k == 0, k == result.winner], name=name, k=k)
            parts.append(
                _static.line(
                    label,
                    _static.row(play.cards, order) + " " + _static.esc(play.note),
                )
            )
        return "".join(parts) + _static.text(result.reason)
