"""Table: play live rounds and games of Tractor against the engine's bots, or as a teacher.

The game is a ``TableSession`` (``session.py``); what the page draws comes from the pure
functions of ``view.py``; this module is the widget: traits, page messages, wiring.
The page is sent ``_faces`` (once per language), ``_view`` (colours; in another language than
English, the page's words), ``_info``, ``_s0`` ... ``_s4`` (one per seat), ``_trick``,
``_controls``, ``_status``, ``_end``, ``_allowed`` and ``_tick``: each step's changes in one message
(``hold_sync``), the learner's play first and the bots' answers next; face-down cards are never
sent. All is said in the table's ``language`` (``@acting``, ``_speaking``). Pace: with ``pace
> 0`` nothing waits in the kernel: Python sets ``_tick = {"id", "ms"}``, the page asks for it
after ``ms`` (the first after the learner's first click or key), Python takes one step,
ignoring a late or repeated id; ``advance()`` steps from Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import say

from .._base import PaceTrait, PageHandler, TractorWidget, fixed_rules
from .._coerce import InputError, as_ruleset
from .._felt import card_faces, felt_esm
from .._selectable import check_selection
from . import view
from .answering import AnswersAfterTheClick, acting
from .asking import AsksTheBots
from .session import TableSession, check_steps
from .thinking import Thinker, ThinksOffTheLoop

MAX_SEATS = 5  # _s0 ... _s4


class Table(AnswersAfterTheClick, AsksTheBots, ThinksOffTheLoop, TractorWidget):
    """A live hand (and game) of Tractor at the table, against the engine's bots.

    ``Table(rules="tractor-4p", seat=0, bots="normal", seed=None, game=True)``: ``rules`` a
    preset name or ``te.rules(...)``; ``seat`` the learner's (drawn at the bottom, fixed once
    made; ``None``: teacher mode, every hand face up); ``bots`` a level the engine names
    (``te.bots_named``: ``"beginner"``, ``"easy"``, ``"normal"``, ``"strong"``, and
    ``"greedy"``, ``"random"``) or one per seat (names, or objects with ``choose(round)``; in
    teacher mode a list's ``None`` is a seat played at the keyboard, the others are bots).
    A bot thinks in a worker thread: the page answers clicks, Undo and Hint meanwhile, and Undo
    drops its thought. A bot that keeps a ``last_reason`` (the strong one) says why it played:
    beside its play in teacher mode, behind a "Why?" button for the learner; with
    ``bots="strong"`` the Hint asks the strong bot too and says why. ``seed`` makes deals and bots
    reproducible, ``deck=`` arranges the first hand, ``levels=`` the starting levels; ``game``
    deals on through a ``te.Game`` ("Next hand"); ``pace`` seconds between automatic steps;
    ``save_to`` the file the Save button writes.

    Act from Python as from the page: ``bid``, ``pass_``, ``pass_all``, ``bury``,
    ``call_friend``, ``play`` (``cards=None``: the selection), ``hint``, ``undo``,
    ``next_hand``, ``save``, ``show_allowed``. Each returns the engine's ``te.Verdict``, spoken
    to the learner in the table's ``language``; a refused action changes only the status line.
    ``session`` is the game, ``position`` a copy of its round, ``record`` / ``game_record`` the
    JSON records.
    """

    _name = "table"
    _module = "table.js"
    _styles = ("states.css", "table.css")
    _extra_kwargs = ("rules", "seat", "bots", "seed", "game", "deck", "levels", "save_to")
    _public = ("pace",)
    _words: ClassVar[dict[str, str]] = view.WORDS

    pace = PaceTrait(0.0, help="seconds between automatic steps; 0: at once").tag(sync=True)
    selected = traitlets.List(traitlets.Int(), help="indices of the selected cards").tag(sync=True)

    _faces = traitlets.Dict().tag(sync=True)
    _info: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _s0 = traitlets.Dict().tag(sync=True)
    _s1 = traitlets.Dict().tag(sync=True)
    _s2 = traitlets.Dict().tag(sync=True)
    _s3 = traitlets.Dict().tag(sync=True)
    _s4 = traitlets.Dict().tag(sync=True)
    _trick: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _controls: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _status = traitlets.Dict().tag(sync=True)
    _end: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _allowed: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _tick = traitlets.Dict().tag(sync=True)
    _why = traitlets.Dict().tag(sync=True)  # the reason the learner asked for ("Why?")
    rules = fixed_rules(
        lambda table: table._session.rules,
        "Table: the rules are fixed when the table is made; to play others, make a new one",
    )

    def __init__(
        self,
        rules: Any = "tractor-4p",
        seat: int | None = 0,
        bots: Any = "normal",
        seed: int | str | None = None,
        game: bool = True,
        *,
        deck: Any = None,
        levels: Any = None,
        pace: float = 0.0,
        save_to: str = "table-record.json",
        **kwargs: Any,
    ) -> None:
        self._refuse_unknown(kwargs)
        ruleset = as_ruleset(rules)
        if not isinstance(save_to, (str, Path)):
            raise InputError(f"save_to={save_to!r} must be a file name like 'my-hand.json'")
        self._session = TableSession(ruleset, seat, bots, seed, game, deck=deck, levels=levels)
        self._thinker = Thinker()
        self.save_to = str(save_to)
        self._tick_id = 0
        self._allowed_open = False
        self._said = 0
        self._building = True
        super().__init__(pace=pace, **kwargs)
        self._building = False
        with self._speaking():
            self._status = {"text": view.welcome(self._session, pace > 0), "verdict": "info"}
        self._settle()

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        return [k for k in super()._known_kwargs() if k not in ("trump", "selected")]

    def _inputs(self) -> set[str]:
        return {"four_color", "scale", "language"}

    @traitlets.observe("pace")
    def _pace_changed(self, _change: Any) -> None:
        if not getattr(self, "_building", True):
            self._settle()

    @traitlets.validate("_status")
    def _number_status(self, proposal: Any) -> dict[str, Any]:
        # every sentence gets a number, so the page (and a screen reader) sees a repeated one
        self._said = getattr(self, "_said", 0) + 1
        return {**proposal["value"], "n": self._said}

    @traitlets.validate("selected")
    def _check_selected(self, proposal: Any) -> list[int]:
        return sorted(check_selection(proposal["value"], len(self._my_hand())))

    # --- what it is -------------------------------------------------------------------------

    session = property(lambda self: self._session, doc="The game (act through the Table).")

    @property
    def seat(self) -> int | None:
        """The learner's seat (None: teacher mode), fixed when the table is made."""
        return self._session.seat

    @seat.setter
    def seat(self, value: Any) -> None:
        raise InputError(
            f"Table.seat is fixed when the table is made (seat {self.seat}); make a new "
            f"tw.Table(seat={value!r}) to play another seat"
        )

    position = property(lambda self: self._session.round.copy(), doc="A copy of the round.")
    game = property(lambda self: self._session.game, doc="The engine's game (None: one hand).")
    record = property(lambda self: self._session.record(), doc="The hand's JSON record.")
    game_record = property(lambda self: self._session.game_record(), doc="The game's record.")
    status = property(lambda self: self._status.get("text", ""), doc="The status line's text.")

    hand_cards = property(lambda self: list(map(str, self._my_hand())), doc="The hand, drawn.")

    def _my_hand(self) -> list[te.Card]:
        return self._session.hand(self._session.actor())

    # --- acting -----------------------------------------------------------------------------

    def _say(self, verdict: te.Verdict, news: str | None = None) -> te.Verdict:
        text = verdict.reason if news is None else f"{verdict.reason} {news}"
        self._status = {"text": text, "verdict": "legal" if verdict.legal else "illegal"}
        return te.Verdict(verdict.legal, text)

    def _refuse(self, reason: str) -> te.Verdict:
        return self._say(te.Verdict(False, reason))

    def _cards(self, cards: Any) -> Sequence[te.Card]:
        return self._session.chosen(cards, self.selected)

    def _take(self, act: Any, *args: Any) -> te.Verdict:
        """One action of the keyboard's seat: refused, only the status line changes; taken, it
        goes to the page before the bots' answers (``_send_step``)."""
        try:
            verdict, news = act(*args)
        except (ValueError, te.CardError) as exc:
            return self._refuse(str(exc))
        if not verdict.legal:
            return self._say(verdict)
        self._drop_thought()  # a hint being thought, of the position before
        return self._send_step(verdict, news)

    @acting
    def bid(self, cards: Any = None) -> te.Verdict:
        """Show ``cards`` (default: the selected cards) as a bid at this chance."""
        if cards is None and not self.selected:
            return self._refuse(say("Select the cards to show (or press one of the Bid buttons)."))
        return self._take(lambda: self._session.bid(self._cards(cards)))

    @acting
    def pass_(self) -> te.Verdict:
        """Let this chance to bid go by."""
        return self._take(self._session.pass_)

    @acting
    def pass_all(self) -> te.Verdict:
        """Pass at this chance and every later one until the deal ends (the bots still bid)."""
        return self._take(self._session.pass_all)

    @acting
    def bury(self, cards: Any = None) -> te.Verdict:
        """Bury ``cards`` (default: the selected cards): as many as the kitty held."""
        return self._take(lambda: self._session.bury(self._cards(cards)))

    @acting
    def call_friend(self, card: Any, copy: int = 1) -> te.Verdict:
        """Call the friend: whoever plays the ``copy``-th ``card`` (1 or 2) is the friend."""
        which = card if isinstance(card, te.Card) else str(card)
        return self._take(self._session.call_friend, which, copy)

    @acting
    def play(self, cards: Any = None) -> te.Verdict:
        """Lead or follow with ``cards`` (default: the selected cards)."""
        nothing = cards is None and not self.selected
        if nothing and self._session.my_turn() and self._session.round.phase == "play":
            return self._refuse(say("Select the cards to play first (click them, or Tab + Space)."))
        return self._take(lambda: self._session.play(self._cards(cards)))

    @acting
    def select(self, cards: Any) -> list[int]:
        """Select cards of the hand by value (``"9D 9D"``) or by index (a list of ints)."""
        self.selected = self._session.picked(cards)
        return self.selected

    @acting
    def undo(self) -> te.Verdict:
        """Take back your last action and the bots' answers (``TableSession.undo``); a bot's
        thought in progress is dropped (its answer will not land)."""
        self._drop_thought()
        verdict = self._session.undo()
        if not verdict.legal:
            return self._say(verdict)
        with self.hold_sync():
            self.selected = []
            self._refresh()
            self._status = {"text": verdict.reason, "verdict": "info"}
        return verdict

    @acting
    def next_hand(self) -> te.Verdict:
        """Deal the next hand of the game (once this one is over)."""
        self._drop_thought()
        verdict = self._session.next_hand()
        if not verdict.legal:
            return self._say(verdict)
        text = f"{verdict.reason} {view.welcome(self._session)}"
        with self.hold_sync():
            self.selected = []
            self._status = {"text": text, "verdict": "info"}
            self._settle()
        return te.Verdict(True, text)

    @acting
    def save(self, path: Any = None, *, whole_game: bool = False) -> Path:
        """Write the hand's (``whole_game``: the game's) JSON record to ``path`` (default
        ``save_to``) for ``tw.RoundView`` or ``python -m tractor_engine replay``."""
        target, said = self._session.save(self.save_to if path is None else path, whole_game)
        self._status = {"text": said, "verdict": "info"}
        return target

    @acting
    def show_allowed(self, open_: bool = True) -> list[dict[str, Any]]:
        """Open (or close) "what each seat was allowed to play" in the last trick; returns it."""
        self._allowed_open = bool(open_)
        self._allowed = view.allowed(self._session) if self._allowed_open else {}
        return list(self._allowed.get("rows", []))

    # --- automatic steps ----------------------------------------------------------------------

    def _settle(self, loop: Any = None) -> None:
        """Take the automatic steps due (all at once with pace 0), then redraw; on the kernel's
        ``loop`` the bots think in their thread (``_think_on``)."""
        if self.pace == 0 and loop is not None:
            self._think_on(loop)
        else:
            self._advance(10**6 if self.pace == 0 else 0)

    @acting
    def advance(self, steps: int = 1) -> int:
        """Take up to ``steps`` (a whole number) automatic steps now, then redraw: how many."""
        check_steps(steps)
        return self._advance(steps)

    def _advance(self, steps: int) -> int:
        taken, news = 0, None
        while taken < steps and self._session.due():
            news = self._step_now() or news
            taken += 1
        with self.hold_sync():
            self._refresh()
            if news is not None:
                self._status = {"text": news, "verdict": "info"}
        return taken

    # --- what the page shows ----------------------------------------------------------------

    def _refresh(self) -> None:
        if getattr(self, "_building", True) or not hasattr(self, "_session"):
            return
        session = self._session
        with self.hold_sync(), self._speaking():
            self._faces = card_faces()  # sent again only when the language changed
            self._view = view.page_view(self.four_color, session.players)
            self._info = view.info(session, self.four_color, self.scale)
            for s in range(MAX_SEATS):
                setattr(self, f"_s{s}", view.seat_view(session, s) if s < session.players else {})
            self._trick = view.trick(session)
            self._controls = view.controls(session)
            if self._why and self._trick.get("why", {}).get("step") != self._why.get("step"):
                self._why = {}  # asked of a play no longer the last on the table
            elif self._why:
                self._why = {**self._why, "text": view.why_text(session, self._why["step"])}
            self._end = view.end(session)
            if self._allowed_open:
                self._allowed = view.allowed(session)
            self._schedule()

    # --- messages from the page -------------------------------------------------------------

    def _page_toggle(self, msg: dict[str, Any]) -> None:
        i: Any
        i, hand = msg.get("index"), self._my_hand()
        ok = isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(hand)
        if ok and msg.get("card") in (None, str(hand[i])):  # else a stale click: ignored
            self.selected = sorted(set(self.selected) ^ {i})

    @acting
    def main_action(self, card: Any = None, copy: int = 1) -> te.Verdict:
        """What P or Enter does: bid the selected cards, bury, call (``card`` or the hint's),
        play, or deal the next hand, whichever is due now."""
        ctl = self._controls
        kind = ctl.get("kind")
        if kind == "call":
            card, copy = (card, copy) if card is not None else ctl.get("call_hint") or (None, 1)
            if card is None:
                return self._refuse(
                    say("Choose the card to call (and which copy), then press Call.")
                )
            return self.call_friend(card, copy)
        due = {"bid": self.bid, "bury": self.bury, "lead": self.play, "follow": self.play}
        if kind == "done" and ctl.get("next"):
            return self.next_hand()
        if kind in due:
            return due[kind]()
        return self._refuse(ctl.get("prompt") or say("Nothing to do now."))

    def _page_act(self, msg: dict[str, Any]) -> None:
        what = msg.get("what")
        card, which = msg.get("card"), msg.get("copy", 1)
        if what == "main":
            if card is None or isinstance(card, str):
                self.main_action(card, which if isinstance(which, int) else 1)
        elif what == "call":
            if isinstance(card, str) and isinstance(which, int):
                self.call_friend(card, which)
        elif what == "bid":
            cards = msg.get("cards")
            self.bid(cards if isinstance(cards, str) else None)
        elif what == "allowed":
            self.show_allowed(not self._allowed_open)
        elif what == "why":
            self.why()
        elif what == "level" and isinstance(msg.get("level"), str):
            self.set_level(msg["level"])
        elif what == "clear":
            self.selected = []
        elif what in self._SIMPLE_ACTS:
            getattr(self, self._SIMPLE_ACTS[what])()

    _SIMPLE_ACTS: ClassVar[dict[str, str]] = dict(
        play="play", bury="bury", hint="hint", undo="undo", save="save", next="next_hand",
        pass_all="pass_all", **{"pass": "pass_"},
    )  # fmt: skip
    _page_messages: ClassVar[dict[str, PageHandler]] = dict(
        tick=ThinksOffTheLoop._page_tick, toggle=_page_toggle, act=_page_act
    )

    def _static_html(self) -> str:
        return view.static_html(self._session, self.status)


Table._esm = felt_esm("table.js")

__all__ = ["Table"]
