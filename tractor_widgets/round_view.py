"""RoundView: a whole round replayed one action at a time, from its record.

Everything the page shows is computed here from ``round.at(step)``: every hand, the trick on
the table, the bids, the trump, the kitty, the sides, the points, and the engine's own sentence
for the action just taken. The page draws ``_view`` and reports button, slider and key presses.

The lessons' helpers (``deal``, ``bid_in_turn``, ``bid_verdict``, ``played_round``, ...) live in
``tractor_widgets.lessons``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, ClassVar, TypedDict

import traitlets

import tractor_engine as te
from tractor_engine.play.round_words import buries
from tractor_engine.speech.languages import N_, current_language, say, say_n
from tractor_engine.speech.words import suit_name

from . import _static
from ._base import PageHandler, TractorWidget, esc, fixed_rules
from ._coerce import InputError
from ._felt import PHASE_LABELS, card_faces, felt_esm
from ._round_facts import FactView, TokenGroup, round_facts, round_order, token, tokens
from ._view import (
    SeatKeys,
    ViewKeys,
    seat_layout,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class _RoundSeatViewKeys(SeatKeys):
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


class _RoundViewViewKeys(ViewKeys):
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


#: The tags beside a seat, as the page draws them: ``tags`` and ``play_tag`` hold the English
#: one (the page's ``data-tag`` and its checks read it), ``tag_words`` its translation.
TAGS = {
    "DECLARER": N_("DECLARER"),
    "FRIEND": N_("FRIEND"),
    "PARTNER": N_("PARTNER"),
    "TO ACT": N_("TO ACT"),
    "LEADS": N_("LEADS"),
    "BID": N_("BID"),
    "BID STANDS": N_("BID STANDS"),
    # TRANSLATORS: the tag of the seat that won the trick shown; keep it short.
    "\u2605 WINS": N_("\u2605 WINS"),
}


def tag_words(players: int) -> dict[str, str]:
    """Each tag's words in the language in force (``PLAY 1``... included), keyed by the English
    tag."""
    said = {tag: say(template) for tag, template in TAGS.items()}
    for k in range(1, players):
        # TRANSLATORS: the tag of a seat's play in a trick: the 1st, 2nd... to follow the lead.
        said[f"PLAY {k}"] = say("PLAY {n}", n=k)
    return said


def as_round(value: Any) -> te.Round:
    """A ``te.Round`` from a round (copied), a record dict, or a record's JSON text.

    Raises ``InputError`` saying what was given and, for a record that does not replay, the
    engine's ``RecordError`` (the step and the reason).
    """
    if isinstance(value, te.Round):
        return value.copy()
    if isinstance(value, (dict, str, bytes)):
        try:
            return te.Round.from_record(value)
        except te.RecordError as exc:
            raise InputError(f"RoundView: {exc}") from None
    raise InputError(
        f"RoundView needs a te.Round, a round record (dict) or its JSON text, not "
        f"{type(value).__name__}"
    )


class StepTrait(traitlets.Int):
    """A step: a whole number (the range is checked by the widget, which knows the round)."""

    def validate(self, obj: Any, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(f"step={value!r} must be a whole number of actions, like 12")
        return value


class RoundView(TractorWidget):
    """A whole round, step by step: the table with every seat's hand, the trick being played
    (or the bids, while the cards are dealt), the trump, the kitty, the declarer and the sides
    as they stand, the points captured, the engine's sentence for the last action, and at the
    end the round's result.

    ``RoundView(round_or_record, step=0, face_down=False)``: ``round_or_record`` is a
    ``te.Round`` (copied: the view does not change with it), a record dict
    (``round.to_record()``) or its JSON text (``round.to_json()``). ``step`` is the number of
    actions taken (0: before the first; ``total``: the end) and syncs both ways; an
    out-of-range step is refused with ``InputError``. ``face_down=True`` hides every hand, or
    give the seats to hide (``face_down=[1, 2, 3]`` shows only seat 0's cards): hidden cards
    are not sent to the page at all. The kitty shows face up once the round is over.

    Buttons first / back / forward / last, a slider, and the arrow keys (Left, Right, Home,
    End) when the widget has focus move through the round; ``first()``, ``back()``,
    ``forward()`` and ``last()`` do it from Python. ``position`` is the engine's ``Round`` at
    ``step``; ``said`` the sentences for the action just taken; ``record`` the record.
    """

    _name = "round-view"
    _module = "round_view.js"
    _styles = ("backs.css", "trick_view.css", "round_view.css")
    _public = ("step", "face_down")
    _words: ClassVar[dict[str, str]] = {
        "steps": N_("Step through the round"),
        "go_first": N_("First"),
        "go_back": N_("Back"),
        "go_forward": N_("Forward"),
        "go_last": N_("Last"),
        "step": N_("Step"),
        "step_of": N_("step {step} of {total}"),
        # TRANSLATORS: the counter beside the slider: "step 12 / 96".
        "counter": N_("step {step} / {total}"),
        "hands": N_("Hands"),
        "no_cards": N_("no cards"),
        "result": N_("Result:"),
        "round": N_("Round"),
    }

    step = StepTrait(0, help="actions taken so far, 0 to total").tag(sync=True)
    _faces = traitlets.Dict().tag(sync=True)  # how to draw each card value: once per language
    face_down = traitlets.List(traitlets.Int(), help="the seats whose cards are hidden")
    rules = fixed_rules(
        lambda view: view._round.rules,
        "RoundView: the rules are fixed: they are the round's; view another round instead",
    )

    def __init__(
        self,
        round_or_record: Any,
        *,
        step: int = 0,
        face_down: bool | Iterable[int] = False,
        **kwargs: Any,
    ) -> None:
        self._round = as_round(round_or_record)
        self._cache: dict[int, te.Round] = {}
        super().__init__(step=step, face_down=self._hidden_seats(face_down), **kwargs)
        # The trump is the one the round declared (once it did).
        self._ready = False
        try:
            if self._round.trump is not None:
                self.trump = self._round.trump
        finally:
            self._ready = True
        self._refresh()

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        # trump and rules come from the round, never from the caller.
        return [k for k in super()._known_kwargs() if k != "trump"]

    def _inputs(self) -> set[str]:
        return {"step", "face_down", "four_color", "scale", "language"}

    # --- validation ---------------------------------------------------------------------------

    def _hidden_seats(self, value: Any) -> list[int]:
        n = self._round.players
        if value is True:
            return list(range(n))
        if value is False or value is None:
            return []
        return list(value) if isinstance(value, (list, tuple, set, range)) else value

    @traitlets.validate("face_down")
    def _check_face_down(self, proposal: Any) -> list[int]:
        value = proposal["value"]
        n = self._round.players
        seats = []
        for seat in value:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                raise InputError(
                    f"face_down: {seat!r} is not a seat (this round seats {n}: 0 to {n - 1})"
                )
            if seat not in seats:
                seats.append(seat)
        return sorted(seats)

    @traitlets.validate("step")
    def _check_step(self, proposal: Any) -> int:
        value = proposal["value"]
        total = self.total
        if not 0 <= value <= total:
            raise InputError(
                f"step={value} is out of range: this round has {total} actions, so step goes "
                f"from 0 (before the first action) to {total} (the end)"
            )
        return value

    # --- the Python API -----------------------------------------------------------------------

    @property
    def round(self) -> te.Round:
        """The whole round as given (every action taken)."""
        return self._round

    @property
    def total(self) -> int:
        """How many actions the round holds: the last step."""
        return self._round.step

    @property
    def position(self) -> te.Round:
        """The engine's ``Round`` after the first ``step`` actions (a replay; do not change it)."""
        return self._at(self.step)

    @property
    def action(self) -> te.Action | None:
        """The action taken at this step (None at step 0)."""
        return self._round.actions[self.step - 1] if self.step else None

    @property
    def said(self) -> list[str]:
        """The engine's sentences for the action just taken (at step 0, how the round starts), in
        the widget's language."""
        with self._speaking():
            return self._sentences(self.step)

    @property
    def record(self) -> dict[str, Any]:
        """The round's record (``te.Round.to_record()``), which ``RoundView`` reads back."""
        return self._round.to_record()

    def to_json(self, **kwargs: Any) -> str:
        """The round's record as JSON text."""
        return json.dumps(self.record, **kwargs)

    def _set_step(self, value: int) -> None:
        with self.hold_sync():  # the step and its view reach the page in one message
            self.step = value

    def first(self) -> RoundView:
        """Go to step 0, before any action."""
        self._set_step(0)
        return self

    def back(self) -> RoundView:
        """One action back (stays at 0)."""
        self._set_step(max(0, self.step - 1))
        return self

    def forward(self) -> RoundView:
        """One action forward (stays at the end)."""
        self._set_step(min(self.total, self.step + 1))
        return self

    def last(self) -> RoundView:
        """Go to the end of the round."""
        self._set_step(self.total)
        return self

    def go(self, step: int) -> RoundView:
        """Go to ``step``; a negative step counts from the end, like a list index."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise InputError(f"step={step!r} must be a whole number")
        self._set_step(step + self.total + 1 if step < 0 else step)
        return self

    def at_phase(self, phase: str) -> RoundView:
        """Go to the first step where the round is in ``phase`` ("deal", "bury", "call",
        "play" or "done"); ``ValueError`` if it never is."""
        if not isinstance(phase, str) or phase not in PHASE_LABELS:
            raise InputError(f"phase={phase!r}: use one of {', '.join(PHASE_LABELS)}")
        for step in range(self.total + 1):
            if self._at(step).phase == phase:
                self.step = step
                return self
        raise InputError(f"this round is never in phase {phase!r} ({self._round.rules.name})")

    def find(self, text: str) -> RoundView:
        """Go to the first step after this one whose sentences (``said``) contain ``text``
        (case ignored), like "revealed" or "Trick 3", in the widget's language or in English (so
        that one notebook's code finds the same step in every language); ``ValueError`` if none
        does."""
        if not isinstance(text, str):
            raise InputError(f"find({text!r}): give the text to look for")
        wanted = text.lower()
        for step in range(self.step + 1, self.total + 1):
            with te.language("en"):
                said = self._sentences(step)
            if self.language != "en":
                with self._speaking():
                    said += self._sentences(step)
            if any(wanted in s.lower() for s in said):
                self.step = step
                return self
        raise InputError(f"no step after {self.step} says {text!r}")

    # --- what the page shows ------------------------------------------------------------------

    def _at(self, step: int) -> te.Round:
        if step not in self._cache:
            if len(self._cache) > 8:
                self._cache.clear()
            self._cache[step] = self._round.at(step)
        return self._cache[step]

    def _sentences(self, step: int) -> list[str]:
        """The round's own sentences for ``step`` (``Round.said``); a bury by a seat shown face
        up names the cards buried."""
        said = list(self._round.said(step))
        action = self._round.actions[step - 1] if step else None
        if action is not None and action.type == "bury" and action.seat not in self.face_down:
            logged = buries(action.seat, len(action.cards))
            named = say(
                "Seat {seat} buries {cards}.", seat=action.seat, cards=te.symbols(action.cards)
            )
            said = [named if line == logged else line for line in said]
        return said

    def _groups(self, cards: list[te.Card], order: Any) -> list[TokenGroup]:
        """The hand by suit group in display order; each group's cards as one line of tokens
        (canonical text, ``*`` for a trump: see ``static/felt.js``)."""
        groups: list[dict[str, Any]] = []
        for card in order.sorted(cards):
            g = order.group[card.id]
            if not groups or groups[-1]["g"] != g:
                groups.append({"g": g, "cards": []})
            groups[-1]["cards"].append(token(card, order))
        for group in groups:
            group["cards"] = " ".join(group["cards"])
        return groups  # type: ignore[return-value]

    def _refresh(self) -> None:
        with self.hold_sync():
            with self._speaking():
                self._faces = card_faces()  # sent again only when the language changed
            super()._refresh()

    def _compute_view(self) -> RoundViewView:
        rnd = self.position
        rules, n = rnd.rules, rnd.players
        order = round_order(rnd)
        hidden = set(self.face_down)
        declarers = set(rnd.declarers)
        friend_rules = rules.partnerships == "friend"
        plays = dict(rnd.trick)
        shown_trick = None
        if not rnd.trick and rnd.tricks and rnd.phase in ("play", "done"):
            shown_trick = rnd.tricks[-1]
            plays = dict(shown_trick.plays)
        leader = shown_trick.leader if shown_trick else (rnd.trick[0][0] if rnd.trick else None)
        last_bid: dict[int, Any] = {}
        for bid in rnd.bids:
            last_bid[bid.seat] = bid
        standing = rnd.standing_bid
        seats: list[RoundSeatView] = []
        for seat in range(n):
            tags = []
            if seat == rnd.declarer:
                tags.append("DECLARER")
            elif seat in declarers:
                tags.append("FRIEND" if friend_rules else "PARTNER")
            if seat == rnd.to_act:
                tags.append("TO ACT")
            count = len(rnd.hands[seat])
            level, points = rnd.setup.levels[seat], rnd.captured[seat]
            item: RoundSeatView = {  # type: ignore[typeddict-item]  # labels set below
                "seat": seat,
                "name": say("Seat {seat}", seat=seat),
                "pos": seat_layout(n).place(seat),
                "tags": tags,
                "level": level,
                "points": points,
                "count": count,
                "meta": say_n(
                    "level {level} \u00b7 {points} pts \u00b7 {n} card",
                    "level {level} \u00b7 {points} pts \u00b7 {n} cards",
                    count,
                    level=level,
                    points=points,
                ),
            }
            if seat in hidden:
                item["hidden"] = True
                item["hand_label"] = say("Seat {seat}'s hand, face down", seat=seat)
            else:
                item["groups"] = self._groups(list(rnd.hands[seat]), order)
                item["hand_label"] = say("Seat {seat}'s hand", seat=seat)
            wins = False
            if seat in plays:
                play_order = (seat - leader) % n  # type: ignore[operator]  # a play: a leader
                item["play"] = tokens(plays[seat], order)
                item["play_tag"] = "LEADS" if play_order == 0 else f"PLAY {play_order}"
                if shown_trick is not None and shown_trick.winner == seat:
                    item["winner"] = wins = True
            elif rnd.phase == "deal" and seat in last_bid:
                bid = last_bid[seat]
                item["play"] = tokens(bid.cards, order)
                item["play_tag"] = "BID STANDS" if bid is standing else "BID"
                item["winner"] = bid is standing
            item["table_label"] = (
                say("Seat {seat} on the table, wins", seat=seat)
                if wins
                else say("Seat {seat} on the table", seat=seat)
            )
            seats.append(item)
        facts = round_facts(rnd)
        phase = say(PHASE_LABELS[rnd.phase])
        seed = self._round.seed
        view: RoundViewView = {  # type: ignore[typeddict-item]  # groups set below
            "four_color": self.four_color,
            "step": self.step,
            "total": self.total,
            "phase": rnd.phase,
            "phase_label": phase,
            "title": say("{rules} \u00b7 seed {seed}", rules=rules.name, seed=seed)
            if seed is not None
            else say("{rules} \u00b7 a given deck", rules=rules.name),
            "facts": facts,
            "seats": seats,
            "said": self.said,
            "trick_label": self._trick_label(rnd, shown_trick),
            "kitty": self._kitty(rnd, order),
            "summary": say(
                "Round of {rules}, step {step} of {total}: {phase}",
                rules=rules.name,
                step=self.step,
                total=self.total,
                phase=phase.lower(),
            ),
        }
        if rnd.result is not None:
            view["result"] = rnd.result.reason
        view["groups"] = {g: suit_name(g) for g in te.GROUPS}
        if current_language() != "en":
            view["tag_words"] = tag_words(n)
        return view

    def _trick_label(self, rnd: te.Round, shown: Any) -> str:
        if rnd.phase == "deal":
            return say("Bids shown so far") if rnd.bids else say("No bid yet")
        if shown is not None:
            return say("Trick {n}: won by seat {seat}", n=shown.number + 1, seat=shown.winner)
        if rnd.trick:
            return say("Trick {n}", n=len(rnd.tricks) + 1)
        return ""

    def _kitty(self, rnd: te.Round, order: Any = None) -> KittyView:
        k = rnd.rules.kitty_size
        if rnd.turned_up:
            return {
                "label": say(
                    "Kitty, turned up to find the trump ({n} shown)", n=len(rnd.turned_up)
                ),
                "cards": tokens(rnd.turned_up, order),
                "backs": k - len(rnd.turned_up),
            }
        if rnd.phase == "deal":
            return {
                "label": say_n("Kitty: {n} card, face down", "Kitty: {n} cards, face down", k),
                "backs": k,
            }
        if rnd.phase == "bury":
            return {
                "label": say_n(
                    "Kitty: picked up by seat {seat}, who buries {n} card",
                    "Kitty: picked up by seat {seat}, who buries {n} cards",
                    k,
                    seat=rnd.declarer,
                )
            }
        open_ = rnd.phase == "done" or rnd.declarer not in self.face_down
        points = te.card_points(rnd.buried)
        if not open_:
            return {
                "label": say_n(
                    "Kitty: {n} card buried, face down", "Kitty: {n} cards buried, face down", k
                ),
                "backs": k,
            }
        return {
            "label": say_n(
                "Kitty: buried by seat {seat} ({n} point)",
                "Kitty: buried by seat {seat} ({n} points)",
                points,
                seat=rnd.declarer,
            ),
            "cards": tokens(rnd.buried, order),
        }

    # --- messages from the page ---------------------------------------------------------------

    def _page_go(self, msg: dict[str, Any]) -> None:
        """The page asks for a step: ``{"step": n}``; anything out of range is ignored."""
        target = msg.get("step")
        if isinstance(target, bool) or not isinstance(target, int):
            return
        if 0 <= target <= self.total:
            with self.hold_sync():  # the step and its view in one message
                self.step = target

    _page_messages: ClassVar[dict[str, PageHandler]] = {"go": _page_go}

    # --- the static picture -------------------------------------------------------------------

    def _static_html(self) -> str:
        rnd = self.position
        order = round_order(rnd)
        parts = [
            _static.line(
                say("Step {step} of {total}:", step=self.step, total=self.total),
                esc(say(PHASE_LABELS[rnd.phase])),
            )
        ]
        for fact in round_facts(rnd)[:3]:
            # TRANSLATORS: a fact's name before its value, as in "Trump: rank 2, hearts trump".
            parts.append(_static.line(say("{fact}:", fact=fact["k"]), esc(fact["v"])))
        for seat in range(rnd.players):
            cards = rnd.hands[seat]
            body = (
                say_n("{n} card, face down", "{n} cards, face down", len(cards))
                if seat in self.face_down
                else te.symbols(order.sorted(cards))
            )
            played = dict(rnd.trick).get(seat)
            if played:
                body = say("{hand} \u2014 plays {cards}", hand=body, cards=te.symbols(played))
            parts.append(_static.line(say("Seat {seat}:", seat=seat), esc(body)))
        parts.extend(_static.text(s) for s in self.said)
        return "".join(parts)


RoundView._esm = felt_esm("round_view.js")

__all__ = [
    "RoundView",
    "as_round",
]
