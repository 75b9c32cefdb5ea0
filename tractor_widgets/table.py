"""Table: play live rounds and games of Tractor against the engine's bots, or as a teacher.

``tw.Table(rules="tractor-4p", seat=0, bots="greedy", seed=None, game=True)``: the learner plays
``seat``; every other seat is one of the engine's bots. ``seat=None`` is teacher mode: every hand
is face up and whoever is at the keyboard plays the seat to act.

Every decision is the engine's (``te.Round`` and ``te.Game``): the legal bids, the bury count,
the friend calls, each follow's must / may / cannot (``follow_options``), the trick winner and
its reason (``trick_result``), a failed throw and its penalty, the scoring. The page draws what
this module computes and reports clicks and keys.

What the page is sent (a saved notebook and an open page hold only these):
- ``_faces``: how to draw each of the 54 card values, once (it never changes);
- ``_info``: the title, the phase and the facts (trump, declarer, levels, sides, friend);
- ``_s0`` ... ``_s4``: one dict per seat (its name, level, points, card count and, when face up,
  its hand): an action changes one seat, so one seat is resent;
- ``_trick``: the trick on the table (or the bids while dealing), the last trick and its
  reason, a failed throw, who is to act;
- ``_controls``, ``_status``, ``_end`` (the end-of-hand explanation), ``_allowed`` (what each
  seat was allowed to play in the last trick, when asked) and ``_tick`` (pace).
Each step's changes go in one message (``hold_sync``): the learner's play in one, the bots'
answers that follow it (pace 0) in the next; a trait that did not change is not sent.
Cards that a seat holds face down are never in any of them.

Pace: with ``pace > 0`` nothing waits in the kernel. When an automatic step is due (the next
card dealt, a bot's action) Python sets ``_tick = {"id", "ms"}``; the page waits ``ms`` and
asks for that tick; Python takes one step and sets the next tick. The kernel is never blocked
(no sleep, no thread touching the widget), a closed page simply stops the bots, and a tick
that arrives late or twice (two views of the widget) is ignored by its id. ``advance()`` takes
the same steps from Python. With ``pace=0`` every automatic step is taken at once.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

import traitlets

import tractor_engine as te

from . import _static
from ._base import PageHandler, TractorWidget, esc, fixed_rules
from ._coerce import InputError, as_ruleset, card_strings
from ._felt import PHASE_LABELS, card_faces, felt_esm
from ._selectable import check_selection
from ._view import (
    NoView,
    ScoreStepView,
    TableAllowed,
    TableControls,
    TableEnd,
    TableInfo,
    TablePlay,
    TableSeatView,
    TableTrick,
    ordinal,
    round_facts,
    round_order,
    seat_layout,
    seat_list,
    token,
    tokens,
)

BOT_NAMES = ("greedy", "random")
MAX_SEATS = 5


def check_action(rnd: te.Round, action: te.Action) -> tuple[bool, str]:
    """May ``action`` be taken now, and the engine's reason (``Round.check``)."""
    verdict = rnd.check(action)
    return verdict.legal, verdict.reason


def check_bid(rnd: te.Round, seat: int, cards: Any) -> tuple[bool, str]:
    """May ``seat`` show ``cards`` as a bid now, and the engine's reason (``Round.check_bid``)."""
    verdict = rnd.check_bid(seat, cards)
    return verdict.legal, verdict.reason


def score_steps(rnd: te.Round) -> list[ScoreStepView]:
    """The end of a hand explained step by step: the engine's own steps (``te.score_hand``, the
    explanation the score calculator gives too: trick points, the kitty and its multiplier,
    failed-throw penalties, the total, the level change, the next starter)."""
    result = rnd.result
    assert result is not None
    return [{"title": s.title, "value": s.value, "text": s.text} for s in result.steps]


# --- helpers ------------------------------------------------------------------------------------


def _third_person(sentence: str) -> str:
    for you, it in (
        ("you hold", "it holds"),
        ("of your choice", "of its choice"),
        ("your ", "its "),
    ):
        sentence = sentence.replace(you, it)
    return sentence


def _make_bot(name: Any, seat: int, rng: random.Random) -> Any:
    if isinstance(name, str):
        if name == "greedy":
            return te.GreedyBot(rng.getrandbits(64))
        if name == "random":
            return te.RandomBot(rng.getrandbits(64), lead="combination")
        raise InputError(
            f"bots: seat {seat}'s bot {name!r} is not a bot: use "
            f"{' or '.join(map(repr, BOT_NAMES))}"
        )
    if callable(getattr(name, "choose", None)):
        return name
    raise InputError(
        f"bots: seat {seat}'s bot {name!r} is not a bot: use "
        f"{' or '.join(map(repr, BOT_NAMES))}, or an object with a choose(round) method"
    )


def _throw_text(seat: int, tried: Any, led: Any, penalty: int) -> str:
    return (
        f"Seat {seat} threw {te.symbols(tried)}: the throw fails, and {te.symbols(led)} is led "
        "instead" + (f"; penalty {penalty} points." if penalty else ".")
    )


class PaceTrait(traitlets.Float):
    """Seconds between automatic steps (cards dealt, bots' actions); 0 takes them at once."""

    def validate(self, obj: Any, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
            raise InputError(
                f"pace={value!r} must be a number of seconds from 0 (at once) to 10, like 0.4"
            )
        return float(value)


class Table(TractorWidget):
    """A live hand (and game) of Tractor at the table, against the engine's bots.

    ``Table(rules="tractor-4p", seat=0, bots="greedy", seed=None, game=True)``:

    - ``rules``: ``"tractor-4p"``, ``"tractor-5p"``, ``"single-deck"`` or ``te.rules(...)``
      (``te.rules("single-deck", players=4)`` for four players with one deck);
    - ``seat``: the learner's seat (drawn at the bottom); ``None`` is teacher mode (every hand
      face up, the person at the keyboard plays the seat to act);
    - ``bots``: ``"greedy"``, ``"random"``, or a list naming one per seat (the learner's entry
      is ignored; a bot object with ``choose(round)`` also works);
    - ``seed``: makes the deal (and the bots) reproducible; ``deck=`` takes an arranged deck
      (``te.arrange_deck``) for the first hand; ``levels=`` the starting levels;
    - ``game``: ``True`` continues with "Next hand" through a ``te.Game`` until a side (or a
      player) goes past A; ``False`` plays one hand;
    - ``pace``: seconds between the cards dealt and the bots' actions (0: at once);
    - ``save_to``: the file the page's Save button writes the hand's record to.

    Act from Python as from the page: ``bid(cards)``, ``pass_()``, ``pass_all()``,
    ``bury(cards)``, ``call_friend(card, copy)``, ``play(cards)`` (``cards=None``: the
    selected cards), ``hint()``, ``undo()``, ``next_hand()``, ``save()``, ``show_allowed()``.
    Each returns the engine's verdict (``te.Verdict``: ``legal`` and ``reason``); a refused
    action changes nothing but the status line. ``position`` is a copy of the engine's round,
    ``record`` its JSON record (which ``RoundView`` and ``python -m tractor_engine replay``
    read), ``game_record`` the whole game's.
    """

    _name = "table"
    _module = "table.js"
    _styles = ("states.css", "table.css")
    _extra_kwargs = ("rules", "seat", "bots", "seed", "game", "deck", "levels", "save_to")
    _public = ("pace",)

    pace = PaceTrait(0.0, help="seconds between automatic steps; 0: at once").tag(sync=True)
    selected = traitlets.List(traitlets.Int(), help="indices of the selected cards").tag(sync=True)

    _faces = traitlets.Dict().tag(sync=True)
    _info = traitlets.Dict().tag(sync=True)
    _s0 = traitlets.Dict().tag(sync=True)
    _s1 = traitlets.Dict().tag(sync=True)
    _s2 = traitlets.Dict().tag(sync=True)
    _s3 = traitlets.Dict().tag(sync=True)
    _s4 = traitlets.Dict().tag(sync=True)
    _trick = traitlets.Dict().tag(sync=True)
    _controls = traitlets.Dict().tag(sync=True)
    _status = traitlets.Dict().tag(sync=True)
    _end = traitlets.Dict().tag(sync=True)
    _allowed = traitlets.Dict().tag(sync=True)
    _tick = traitlets.Dict().tag(sync=True)
    rules = fixed_rules(
        lambda table: table._rnd.rules,
        "Table: the rules are fixed when the table is made; make a new tw.Table(rules=...) to "
        "play other rules",
    )

    def __init__(
        self,
        rules: Any = "tractor-4p",
        seat: int | None = 0,
        bots: Any = "greedy",
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
        n = ruleset.players
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise InputError(f"seat={seat!r} must be a seat number (0 to {n - 1}) or None")
        if seat is not None and not 0 <= seat < n:
            raise InputError(
                f"seat={seat} is not a seat: {ruleset.name} seats {n} players, 0 to {n - 1} "
                "(None is teacher mode)"
            )
        if not isinstance(game, bool):
            raise InputError(f"game={game!r} must be True (a whole game) or False (one hand)")
        if seed is None:
            seed = random.SystemRandom().randrange(10**6)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise InputError(f"seed={seed!r} must be a whole number or text, or None")
        if not isinstance(save_to, (str, Path)):
            raise InputError(f"save_to={save_to!r} must be a file name like 'my-hand.json'")
        self.seat: int | None = seat
        self.seed = seed
        self.save_to = str(save_to)
        self._humans = set(range(n)) if seat is None else {seat}
        self._bot_names = self._check_bots(bots, n)
        rng = random.Random(f"{seed}:bots")
        self._bots: list[Any] = [
            None if s in self._humans else _make_bot(self._bot_names[s], s, rng) for s in range(n)
        ]
        try:
            deck_cards = None if deck is None else card_strings(deck, "deck")
            if game:
                self._game: te.Game | None = te.Game(ruleset, seed=seed, levels=levels, start=False)
                first = te.Round(
                    ruleset,
                    seed=f"{seed}/0" if deck_cards is None else None,
                    deck=deck_cards,
                    levels=self._game.start_levels,
                )
                self._game.rounds.append(first)
            else:
                self._game = None
                first = te.Round(ruleset, seed=seed, deck=deck_cards, levels=levels)
        except ValueError as exc:
            if isinstance(exc, InputError):
                raise
            raise InputError(f"Table: {exc}") from None
        self._rnd: te.Round = first
        self._hand_no = 1
        self._reset_hand_state()
        self._tick_id = 0
        self._allowed_open = False
        self._said = 0
        self._building = True
        super().__init__(pace=pace, **kwargs)
        self._building = False
        self._faces = self._all_faces()
        self._status = {"text": self._welcome(), "verdict": "info"}
        self._settle()

    @staticmethod
    def _check_bots(bots: Any, n: int) -> list[Any]:
        if isinstance(bots, str):
            if bots not in BOT_NAMES:
                raise InputError(
                    f"bots={bots!r} is not a bot: use {' or '.join(map(repr, BOT_NAMES))}, or a "
                    f"list naming one per seat"
                )
            return [bots] * n
        if isinstance(bots, (list, tuple)):
            if len(bots) != n:
                raise InputError(f"bots: the list names {len(bots)} bots; this table seats {n}")
            return list(bots)
        raise InputError(
            f"bots={bots!r} must be {' or '.join(map(repr, BOT_NAMES))} or a list of {n} of them"
        )

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        return [k for k in super()._known_kwargs() if k not in ("trump", "selected")]

    def _inputs(self) -> set[str]:
        return {"four_color", "scale"}

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
        return sorted(check_selection(proposal["value"], len(self._hand_cards(self._actor()))))

    # --- state of the hand ----------------------------------------------------------------------

    def _reset_hand_state(self) -> None:
        self._marks: list[tuple[int, list[Any], bool]] = []
        self._shown = 0
        self._shown_deal = self._rnd.deal_number
        self._auto_pass = False
        self._throws: dict[int, dict[str, Any]] = {}  # trick number -> the failed throw

    @property
    def players(self) -> int:
        return self._rnd.players

    @property
    def position(self) -> te.Round:
        """A copy of the engine's round as it stands."""
        return self._rnd.copy()

    @property
    def game(self) -> te.Game | None:
        """The engine's game (None with ``game=False``); do not change it."""
        return self._game

    @property
    def record(self) -> dict[str, Any]:
        """The current hand's record (``te.Round.to_record()``): ``RoundView`` reads it."""
        return self._rnd.to_record()

    @property
    def game_record(self) -> dict[str, Any]:
        """The whole game's record (``te.Game.to_record()``), or the hand's with ``game=False``."""
        return self._game.to_record() if self._game is not None else self.record

    @property
    def status(self) -> str:
        """The status line's text."""
        return self._status.get("text", "")

    @property
    def hand_cards(self) -> list[str]:
        """The cards of the hand the keyboard plays (the learner's, or in teacher mode the seat
        to act), in the order drawn: ``selected`` indexes them."""
        return [str(c) for c in self._hand_cards(self._actor())]

    def _actor(self) -> int:
        """The seat whose cards the person at the keyboard selects."""
        if self.seat is not None:
            return self.seat
        return self._rnd.to_act if self._rnd.to_act is not None else 0

    def _order(self) -> te.Order:
        return round_order(self._rnd)

    def _dealt_to(self, seat: int) -> int:
        """How many cards ``seat`` has been shown so far during the deal (the pace)."""
        rnd = self._rnd
        n, dealer = rnd.players, rnd.setup.dealer
        shown = self._shown
        return sum(1 for i in range(shown) if (dealer + i) % n == seat)

    def _hand_cards(self, seat: int) -> list[te.Card]:
        rnd = self._rnd
        cards = rnd.hands[seat]  # in the order dealt: the page shows the first ones during the deal
        if rnd.phase == "deal":
            cards = cards[: self._dealt_to(seat)]
        return self._order().sorted(cards)

    def _dealing(self) -> bool:
        """Cards dealt by the engine that the page has not shown yet (the deal's pace)."""
        rnd = self._rnd
        if rnd.deal_number != self._shown_deal:
            self._shown_deal, self._shown = rnd.deal_number, 0
        return rnd.phase == "deal" and self._shown < rnd.dealt

    # --- automatic steps ------------------------------------------------------------------------

    def _auto_step(self) -> bool:
        """One automatic step: the next card shown, a bot's action, or an automatic pass."""
        rnd = self._rnd
        if self._dealing():
            self._shown += 1
            return True
        seat = rnd.to_act
        if seat is None:
            return False
        if seat in self._humans:
            if rnd.phase == "deal" and self._auto_pass:
                rnd.act(te.Pass(seat))
                return True
            return False
        before = len(rnd.tricks)
        action = self._bots[seat].choose(rnd)
        rnd.act(action)
        self._after_act(action, before)
        return True

    def _settle(self) -> None:
        """Take the automatic steps due (all at once with pace 0), then redraw."""
        if self.pace == 0:
            while self._auto_step():
                pass
        self._refresh()

    def advance(self, steps: int = 1) -> int:
        """Take up to ``steps`` automatic steps now (what the page's pace does); returns how
        many were taken."""
        if isinstance(steps, bool) or not isinstance(steps, int):
            raise InputError(f"steps={steps!r} must be a whole number")
        taken = 0
        while taken < steps and self._auto_step():
            taken += 1
        self._refresh()
        return taken

    def _after_act(self, action: Any, tricks_before: int) -> None:
        rnd = self._rnd
        if action.type == "play" and not rnd.trick and len(rnd.tricks) > tricks_before:
            trick = rnd.tricks[-1]
            lead_cards = trick.lead
        elif action.type == "play" and len(rnd.trick) == 1:
            trick, lead_cards = None, rnd.trick[0][1]
        else:
            trick, lead_cards = None, None
        failed = lead_cards is not None and tuple(action.cards) != tuple(lead_cards)
        if action.type == "play" and trick is None and failed:
            number = len(rnd.tricks)
            penalty = sum(p for t, _, p in rnd.penalties if t == number)
            reason = rnd.log[-1] if rnd.log else ""
            self._throws[number] = {
                "seat": action.seat,
                "tried": " ".join(str(c) for c in action.cards),
                "led": " ".join(str(c) for c in lead_cards),
                "penalty": penalty,
                "reason": reason,
            }
        if rnd.phase == "done" and self._game is not None:
            self._game.finish_round()

    # --- acting ---------------------------------------------------------------------------------

    def _refuse(self, reason: str) -> te.Verdict:
        self._status = {"text": reason, "verdict": "illegal"}
        return te.Verdict(False, reason)

    def _human_seat(self) -> int | None:
        """The seat the keyboard acts for now, or None (with the status saying why)."""
        rnd = self._rnd
        if self.seat is not None:
            return self.seat
        return rnd.to_act

    def _selected_cards(self) -> list[te.Card]:
        hand = self._hand_cards(self._actor())
        return [hand[i] for i in self.selected if i < len(hand)]

    def _take(self, make: Any, cards: Any = None, *, say: Any = None) -> te.Verdict:
        """Check and take a human action; refused: the status says why and nothing changes."""
        rnd = self._rnd
        seat = self._human_seat()
        if seat is None:
            return self._refuse(f"Nobody is to act: the hand is {PHASE_LABELS[rnd.phase].lower()}.")
        if self.seat is not None and rnd.to_act != seat:
            who = "nobody" if rnd.to_act is None else f"seat {rnd.to_act}"
            return self._refuse(
                f"It is {who}'s turn, not yours: "
                + (
                    "wait for the bots."
                    if rnd.to_act is not None
                    else f"the hand is {PHASE_LABELS[rnd.phase].lower()}."
                )
            )
        if self._dealing():
            return self._refuse("The cards are still being dealt: wait for your chance.")
        try:
            if cards is None:
                chosen = self._selected_cards()
            else:
                chosen = te.parse_cards(card_strings(cards))
            action = make(seat, chosen)
        except (ValueError, te.CardError) as exc:
            return self._refuse(str(exc))
        if action.type == "bid":
            ok, reason = check_bid(rnd, seat, action.cards)
        else:
            ok, reason = check_action(rnd, action)
        if not ok:
            return self._refuse(reason)
        sentence = say(rnd, action) if say is not None else reason
        self._marks.append((rnd.step, copy.deepcopy(self._bots), self._auto_pass))
        with self.hold_sync():  # one message to the page for the learner's step...
            before = len(rnd.tricks)
            rnd.act(action)
            self._after_act(action, before)
            self._status = {"text": sentence, "verdict": "legal"}
            self.selected = []
            self._refresh()
        if self.pace == 0 and self._due():
            with self.hold_sync():  # ...and one for the bots' answers that follow at once
                self._settle()
        return te.Verdict(True, sentence)

    def bid(self, cards: Any = None) -> te.Verdict:
        """Show ``cards`` (default: the selected cards) as a bid at this chance."""

        def say(rnd: te.Round, action: Any) -> str:
            return check_bid(rnd, action.seat, action.cards)[1]

        if cards is None and not self.selected:
            return self._refuse("Select the cards to show (or press one of the Bid buttons).")
        return self._take(lambda s, c: te.Bid(s, c), cards, say=say)

    def pass_(self) -> te.Verdict:
        """Let this chance to bid go by."""
        return self._take(lambda s, c: te.Pass(s), [], say=lambda r, a: f"Seat {a.seat} passes.")

    def pass_all(self) -> te.Verdict:
        """Pass at this chance and every later one until the deal ends (the bots still bid)."""
        rnd = self._rnd
        if rnd.phase != "deal":
            return self._refuse("The bidding is over: there is nothing to pass.")
        verdict = self._take(
            lambda s, c: te.Pass(s),
            [],
            say=lambda r, a: "You pass now and at every later chance of this deal.",
        )
        if verdict.legal:
            self._auto_pass = True
            self._settle()
        return verdict

    def bury(self, cards: Any = None) -> te.Verdict:
        """Bury ``cards`` (default: the selected cards): as many as the kitty held."""

        def say(rnd: te.Round, action: Any) -> str:
            return (
                f"Seat {action.seat} buries {te.symbols(action.cards)} "
                f"({te.card_points(action.cards)} points in the kitty)."
            )

        return self._take(lambda s, c: te.Bury(s, c), cards, say=say)

    def call_friend(self, card: Any, copy: int = 1) -> te.Verdict:
        """Call the friend: whoever plays the ``copy``-th ``card`` (1 or 2) is the friend."""

        def make(seat: int, _cards: Any) -> Any:
            return te.CallFriend(seat, card if isinstance(card, te.Card) else str(card), copy)

        def say(rnd: te.Round, action: Any) -> str:
            return (
                f"Seat {action.seat} calls the {ordinal(action.copy)} {action.card.symbol}: "
                "whoever plays it becomes the friend."
            )

        return self._take(make, [], say=say)

    def play(self, cards: Any = None) -> te.Verdict:
        """Lead or follow with ``cards`` (default: the selected cards)."""

        def say(rnd: te.Round, action: Any) -> str:
            seat = action.seat
            who = "You" if self.seat is not None else f"Seat {seat}"
            cards = list(action.cards)
            if not rnd.trick:
                lead = te.classify_lead(cards, trump=rnd.trump, rules=rnd.rules)
                verb = "lead" if self.seat is not None else "leads"
                text = f"{who} {verb} {te.symbols(cards)}: {lead.reason}"
                if lead.kind == "throw":
                    others = {s: rnd.hands[s] for s in range(rnd.players) if s != seat}
                    check = te.check_throw(cards, others, trump=rnd.trump, rules=rnd.rules)
                    text += " " + check.reason
                    if not check.stands:
                        text += f" Led instead: {te.symbols(check.forced)}" + (
                            f"; penalty {check.penalty} points." if check.penalty else "."
                        )
                return text
            verdict = te.check_follow(
                rnd.hands[seat], rnd.lead.cards, cards, trump=rnd.trump, rules=rnd.rules
            )
            reason = verdict.reason.removeprefix("Legal: ")
            if self.seat is None:
                reason = _third_person(reason)
            return f"{who} play{'s' if self.seat is None else ''} {te.symbols(cards)}: {reason}"

        if cards is None and not self.selected:
            rnd = self._rnd
            if rnd.phase == "play" and rnd.to_act == self._human_seat():
                return self._refuse("Select the cards to play first (click them, or Tab + Space).")
        return self._take(lambda s, c: te.Play(s, c), cards, say=say)

    def select(self, cards: Any) -> list[int]:
        """Select cards of the hand by value (``"9D 9D"``) or by index (a list of ints)."""
        if isinstance(cards, (list, tuple)) and all(
            isinstance(i, int) and not isinstance(i, bool) for i in cards
        ):
            self.selected = list(cards)
            return self.selected
        want = Counter(te.parse_cards(card_strings(cards)))
        hand = self._hand_cards(self._actor())
        picked = []
        for i, card in enumerate(hand):
            if want[card]:
                want[card] -= 1
                picked.append(i)
        missing = [str(c) for c, k in want.items() for _ in range(k)]
        if missing:
            raise InputError(f"select: the hand does not hold {' '.join(missing)}")
        self.selected = picked
        return self.selected

    def hint(self) -> te.Verdict:
        """Select a legal action's cards and say why it is legal (the greedy bot's choice when
        leading, burying, bidding or calling; ``follow_options(...).example()`` following)."""
        rnd = self._rnd
        seat = self._human_seat()
        if seat is None or rnd.to_act != seat or self._dealing():
            return self._refuse("No hint now: it is not your turn.")
        choices = rnd.legal_actions()
        if choices.kind == "follow":
            cards = list(choices.follow.example())
            verdict = te.check_follow(
                rnd.hands[seat], rnd.lead.cards, cards, trump=rnd.trump, rules=rnd.rules
            )
            text = f"Hint: {te.symbols(cards)}. {verdict.reason}"
        else:
            action = te.GreedyBot(0).choose(rnd)
            if action.type == "call":
                text = (
                    f"Hint: call the {ordinal(action.copy)} {action.card.symbol} "
                    "(a high card you do not hold, so its holder is likely a partner)."
                )
                self._status = {"text": text, "verdict": "legal"}
                self._controls = dict(self._controls, call_hint=[str(action.card), action.copy])
                return te.Verdict(True, text)
            if action.type == "pass":
                text = "Hint: pass. " + choices.reason
                self._status = {"text": text, "verdict": "legal"}
                return te.Verdict(True, text)
            cards = list(action.cards)
            if action.type == "bid":
                text = f"Hint: bid {te.symbols(cards)}. " + check_bid(rnd, seat, cards)[1]
            elif action.type == "bury":
                text = (
                    f"Hint: bury {te.symbols(cards)}: low side cards you can spare, no trumps "
                    f"and few points ({te.card_points(cards)} points)."
                )
            else:
                lead = te.classify_lead(cards, trump=rnd.trump, rules=rnd.rules)
                text = f"Hint: lead {te.symbols(cards)}. {lead.reason}"
        with self.hold_sync():
            self.select(te.format_cards(cards))
            self._status = {"text": text, "verdict": "legal"}
        return te.Verdict(True, text)

    def undo(self) -> te.Verdict:
        """Take back your last action and the bots' answers: the hand is replayed from its
        record to the step before it (the bots' dice too, so the same play gives the same
        answers)."""
        if not self._marks:
            return self._refuse("Nothing to undo: you have not acted in this hand yet.")
        step, bots, auto_pass = self._marks.pop()
        replay = self._rnd.at(step)
        with self.hold_sync():
            self._rnd = replay
            if self._game is not None:
                self._game.rounds[-1] = replay
                self._game.winners = ()
            self._bots = bots
            self._auto_pass = auto_pass
            self._shown_deal, self._shown = replay.deal_number, replay.dealt
            number = len(replay.tricks)
            self._throws = {
                k: v
                for k, v in self._throws.items()
                if k < number or (k == number and replay.trick)
            }
            self.selected = []
            self._status = {
                "text": f"Undone: back to step {step} of the hand, before your last action.",
                "verdict": "info",
            }
            self._refresh()
        return te.Verdict(True, self._status["text"])

    def next_hand(self) -> te.Verdict:
        """Deal the next hand of the game (once this one is over)."""
        rnd = self._rnd
        if rnd.phase != "done":
            return self._refuse(
                f"The hand is not over yet ({PHASE_LABELS[rnd.phase].lower()}): finish it first."
            )
        if self._game is None:
            return self._refuse("This table plays one hand (game=False): make a new tw.Table.")
        if self._game.over:
            return self._refuse(
                f"The game is over: {seat_list(self._game.winners)} went past A. "
                "Make a new tw.Table."
            )
        with self.hold_sync():
            self._rnd = self._game.next_round()
            self._hand_no += 1
            self._reset_hand_state()
            self.selected = []
            self._status = {"text": f"Hand {self._hand_no}. " + self._welcome(), "verdict": "info"}
            self._settle()
        return te.Verdict(True, self._status["text"])

    def save(self, path: Any = None, *, whole_game: bool = False) -> Path:
        """Write the hand's record (``whole_game=True``: the game's) as JSON to ``path``
        (default ``save_to``); returns the path. ``tw.RoundView(path.read_text())`` replays a
        hand, ``python -m tractor_engine replay FILE`` prints it."""
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise InputError(f"path={path!r} must be a file name")
        target = Path(self.save_to if path is None else path)
        record = self.game_record if whole_game else self.record
        try:
            target.write_text(json.dumps(record, indent=1), encoding="utf-8")
        except OSError as exc:
            raise InputError(f"cannot save to {target}: {exc.strerror or exc}") from None
        self._status = {
            "text": f"Saved this hand's record to {target} ({self._rnd.step} actions). "
            f"Replay it with tw.RoundView(open({str(target)!r}).read()).",
            "verdict": "info",
        }
        return target

    def show_allowed(self, open_: bool = True) -> list[dict[str, Any]]:
        """Open (or close) "what each seat was allowed to play" in the last trick; returns it."""
        self._allowed_open = bool(open_)
        self._allowed = self._compute_allowed() if self._allowed_open else {}
        return list(self._allowed.get("rows", []))

    # --- what the page shows --------------------------------------------------------------------

    def _refresh(self) -> None:
        if getattr(self, "_building", True) or not hasattr(self, "_rnd"):
            return
        with self.hold_sync():
            self._view = {"four_color": self.four_color}
            self._info = self._compute_info()
            seats = [self._seat_view(s) for s in range(self.players)]
            for s in range(MAX_SEATS):
                setattr(self, f"_s{s}", seats[s] if s < len(seats) else {})
            self._trick = self._compute_trick()
            self._controls = self._compute_controls()
            self._end = self._compute_end()
            if self._allowed_open:
                self._allowed = self._compute_allowed()
            self._schedule()

    def _due(self) -> bool:
        """Whether an automatic step (a card shown, a bot's action, an automatic pass) is due."""
        rnd = self._rnd
        return self._dealing() or (
            rnd.to_act is not None
            and (rnd.to_act not in self._humans or (rnd.phase == "deal" and self._auto_pass))
        )

    def _schedule(self) -> None:
        """Ask the page for the next automatic step after ``pace`` seconds, if one is due."""
        if self.pace > 0 and self._due():
            self._tick_id += 1
            ms = int(self.pace * 1000)
            if self._rnd.phase == "deal":
                ms = max(30, ms // 6)  # cards arrive faster than bots think
            self._tick = {"id": self._tick_id, "ms": ms}
        elif self._tick:
            self._tick = {}

    def _page_tick(self, msg: dict[str, Any]) -> None:
        if msg.get("id") != self._tick_id or not self._tick:
            return  # a late or repeated tick (two views of one table): ignored
        with self.hold_sync():
            self._auto_step()
            self._refresh()

    def _welcome(self) -> str:
        rnd = self._rnd
        r = rnd.rules
        you = (
            "Teacher mode: every hand is face up; play the seat whose turn it is."
            if self.seat is None
            else f"You are seat {self.seat}, at the bottom."
        )
        return (
            f"{r.name}: {r.players} players, {r.hand_size} cards each, {r.kitty_size} in the "
            f"kitty. {you} The cards are dealt one at a time."
        )

    def _all_faces(self) -> dict[str, str]:
        return card_faces()

    def _compute_info(self) -> TableInfo:
        rnd = self._rnd
        rules = rnd.rules
        facts = round_facts(rnd, self._shown)
        hand = f" · hand {self._hand_no}" if self._game is not None else ""
        mode = "teacher mode" if self.seat is None else f"you are seat {self.seat}"
        return {
            "title": f"{rules.name}{hand} · {mode}",
            "phase": rnd.phase,
            "phase_label": PHASE_LABELS[rnd.phase],
            "facts": facts,
            "players": rnd.players,
            "four_color": self.four_color,
            **({"scale": self.scale} if self.scale is not None else {}),
        }

    def _visible(self, seat: int) -> bool:
        return self.seat is None or seat == self.seat

    def _seat_view(self, seat: int) -> TableSeatView:
        """``_compute_seat``, recomputed only when something that it shows can have changed
        (most steps change one seat: the one that acted)."""
        rnd = self._rnd
        deal = rnd.phase == "deal"
        bid = rnd.standing_bid
        marked = seat == self.seat or (self.seat is None and seat == rnd.to_act)
        key = (
            self._hand_no,
            rnd.deal_number,
            rnd.phase,
            rnd.cards_held(seat),
            self._dealt_to(seat) if deal else -1,
            None if bid is None else (bid.seat, bid.cards),
            rnd.captured[seat],
            rnd.declarer,
            rnd.declarers,
            rnd.to_act == seat and not self._dealing(),
            rnd.step if marked and rnd.lead is not None else -1,
        )
        cache = self.__dict__.setdefault("_seat_cache", {})
        hit = cache.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1]
        item = self._compute_seat(seat)
        cache[seat] = (key, item)
        return item

    def _compute_seat(self, seat: int) -> TableSeatView:
        rnd = self._rnd
        order = self._order()
        tags = []
        if seat == rnd.declarer:
            tags.append("DECLARER")
        elif seat in rnd.declarers:
            tags.append("FRIEND" if rnd.rules.partnerships == "friend" else "PARTNER")
        if seat == self.seat:
            tags.append("YOU")
        cards = self._hand_cards(seat)
        if self.seat is None:
            name = f"Seat {seat}"
        elif seat == self.seat:
            name = f"You · seat {seat}"
        else:
            name = f"Seat {seat} · {self._bot_names[seat]} bot"
        item: TableSeatView = {
            "seat": seat,
            "name": name,
            "pos": seat_layout(rnd.players).place(seat, 0 if self.seat is None else self.seat),
            "tags": tags,
            "level": rnd.setup.levels[seat],
            "points": rnd.captured[seat],
            "count": len(cards),
        }
        if not self._visible(seat):
            item["hidden"] = True
            return item
        groups: list[dict[str, Any]] = []
        for card in cards:
            g = order.group[card.id]
            if not groups or groups[-1]["g"] != g:
                groups.append({"g": g, "label": te.group_name(g).capitalize(), "cards": []})
            groups[-1]["cards"].append(token(card, order))
        for group in groups:
            group["count"] = len(group["cards"])
            group["cards"] = " ".join(group["cards"])
        item["groups"] = groups
        active = seat == self._actor() and rnd.to_act == seat and not self._dealing()
        if active and rnd.phase != "done":
            item["selectable"] = True
        if seat == self.seat or item.get("selectable"):
            item["big"] = True
        plays = dict(rnd.trick)
        marked = seat == self.seat or (self.seat is None and seat == rnd.to_act)
        if marked and rnd.phase == "play" and rnd.lead is not None and seat not in plays:
            options = self._follow_options(seat, cards)
            item["states"] = " ".join(options.states(cards))
        return item

    def _follow_options(self, seat: int, cards: list[te.Card]) -> Any:
        """``te.follow_options`` of a seat's hand against the lead, kept for the step."""
        rnd = self._rnd
        key = (rnd.step, seat)
        cached = getattr(self, "_options_cache", None)
        if cached is None or cached[0] != key:
            options = te.follow_options(cards, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)
            self._options_cache = cached = (key, options)
        return cached[1]

    def _play_item(self, seat: int, cards: Any, order: Any, tag: str) -> TablePlay:
        return {"seat": seat, "cards": tokens(cards, order), "tag": tag}

    def _compute_trick(self) -> TableTrick:
        rnd = self._rnd
        order = self._order()
        n = rnd.players
        out: TableTrick = {"to_act": rnd.to_act, "plays": [], "label": ""}
        if rnd.phase == "deal":
            last_bid: dict[int, Any] = {}
            for bid in rnd.bids:
                last_bid[bid.seat] = bid
            standing = rnd.standing_bid
            for seat, bid in sorted(last_bid.items()):
                item = self._play_item(
                    seat, bid.cards, order, "BID STANDS" if bid is standing else "BID"
                )
                item["winner"] = bid is standing
                out["plays"].append(item)
            out["label"] = "Bids shown so far" if rnd.bids else "No bid yet"
            if rnd.deal_number and not rnd.bids:
                out["note"] = "Nobody bid in the last deal: the cards were dealt again."
            return out
        if rnd.phase in ("bury", "call"):
            if rnd.turned_up:
                out["plays"].append(
                    self._play_item(rnd.declarer, rnd.turned_up, order, "TURNED UP")  # type: ignore[arg-type]
                )
            out["label"] = (
                f"Seat {rnd.declarer} picked up the kitty and buries {rnd.rules.kitty_size} cards"
                if rnd.phase == "bury"
                else f"Seat {rnd.declarer} calls the friend"
            )
            return out
        current = rnd.trick
        number = len(rnd.tricks)
        if current:
            leader = current[0][0]
            for seat, cards in current:
                k = (seat - leader) % n
                out["plays"].append(
                    self._play_item(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}")
                )
            out["label"] = f"Trick {number + 1}"
            throw = self._throws.get(number)
        elif rnd.tricks:
            last = rnd.tricks[-1]
            for k, (seat, cards) in enumerate(last.plays):
                item = self._play_item(seat, cards, order, "LEADS" if k == 0 else f"PLAY {k + 1}")
                item["winner"] = seat == last.winner
                out["plays"].append(item)
            out["label"] = f"Trick {last.number + 1}: won by seat {last.winner}"
            throw = None
        else:
            out["label"] = f"Seat {rnd.to_act} leads the first trick"
            throw = None
        if rnd.tricks:
            last = rnd.tricks[-1]
            out["last"] = self._trick_reason(last)
            if rnd.trick:  # a new trick has begun: the last one stays in view, small
                out["last_plays"] = [
                    {"seat": seat, "cards": tokens(cards, order), "winner": seat == last.winner}
                    for seat, cards in last.plays
                ]
            if last.attempted:  # the engine's own account of a failed throw
                text = _throw_text(last.leader, last.attempted, last.lead, last.penalty)
                if rnd.trick:
                    out["last"] += " " + text
                else:
                    out["throw"] = {"text": text}
        if throw is not None:
            out["throw"] = {
                "text": _throw_text(
                    throw["seat"],
                    te.parse_cards(throw["tried"]),
                    te.parse_cards(throw["led"]),
                    throw["penalty"],
                )
            }
        return out

    def _trick_reason(self, trick: te.Trick) -> str:
        """The engine's sentence for a finished trick (``trick_result``), worked out once."""
        key = (self._hand_no, self._rnd.deal_number, trick.number, trick.plays)
        cached = self.__dict__.get("_reason_cache")
        if cached is None or cached[0] != key:
            self.__dict__["_reason_cache"] = cached = (key, trick.reason)
        return cached[1]

    def _compute_controls(self) -> TableControls:
        rnd = self._rnd
        seat = self._human_seat()
        mine = seat is not None and rnd.to_act == seat and not self._dealing()
        ctl: TableControls = {
            "kind": "wait",
            "undo": bool(self._marks),
            "next": rnd.phase == "done" and self._game is not None and not self._game.over,
            "save": True,
            "count": 0,
        }
        if rnd.phase == "done":
            ctl["kind"] = "done"
            ctl["prompt"] = "The hand is over. " + (
                "Press Next hand to deal the next one."
                if ctl["next"]
                else "The game is over."
                if self._game is not None
                else "This table plays one hand."
            )
            return ctl
        if not mine:
            who = rnd.to_act
            ctl["prompt"] = (
                "Dealing…"
                if self._dealing()
                else f"Waiting for seat {who} ({self._bot_names[who]} bot)…"
                if who is not None
                else ""
            )
            return ctl
        choices = rnd.legal_actions()
        ctl["kind"] = choices.kind
        ctl["hint"] = True
        ctl["seat"] = seat
        you = "Your" if self.seat is not None else f"Seat {seat}'s"
        if choices.kind == "bid":
            bids = [a for a in choices.actions if a.type == "bid"]
            ctl["bids"] = [
                {"cards": te.format_cards(b.cards), "label": "Bid " + te.symbols(b.cards)}
                for b in bids
            ]
            ctl["prompt"] = f"{you} chance to bid. " + choices.reason
        elif choices.kind == "bury":
            ctl["count"] = choices.count
            ctl["prompt"] = (
                f"{you} turn to bury: select {choices.count} cards to put face down as the new "
                "kitty, then press Bury. Points buried count for the defenders if they win the "
                "last trick."
            )
        elif choices.kind == "call":
            order = rnd.order
            values = sorted(
                {c.card for c in choices.actions},
                key=lambda c: order.sort_key(c),  # type: ignore[union-attr]
            )
            ctl["calls"] = [{"card": str(c), "label": c.symbol} for c in values]
            ctl["copies"] = rnd.rules.decks
            ctl["prompt"] = (
                f"{you} turn to call the friend: choose a card that is not a trump and which "
                "copy counts; whoever plays it joins your side."
            )
        elif choices.kind == "lead":
            ctl["prompt"] = f"{you} lead: select cards of one suit group, then press Play. " + (
                "A throw of several combinations stands only if no other hand can beat any part."
            )
        elif choices.kind == "follow":
            ctl["legend"] = [
                {"st": "must", "text": "must: every legal play has it"},
                {"st": "may", "text": "may be played"},
                {"st": "cannot", "text": "cannot be played now"},
            ]
            ctl["count"] = choices.count
            ctl["prompt"] = (
                f"{you} turn: play {choices.count} card{'s' * (choices.count != 1)}. "
                + (choices.reason if self.seat is not None else _third_person(choices.reason))
            )
        return ctl

    def _compute_end(self) -> TableEnd | NoView:
        rnd = self._rnd
        if rnd.result is None:
            return {}
        result = rnd.result
        levels = " · ".join(
            f"seat {s}: {a or 'won'}" + (f" (was {b})" if a != b else "")
            for s, (b, a) in enumerate(zip(result.levels_before, result.levels_after, strict=True))
        )
        end: TableEnd = {
            "steps": score_steps(rnd),
            "reason": result.reason,
            "levels": levels,
            "kitty": tokens(rnd.buried, rnd.order),
        }
        if self._game is not None and self._game.over:
            end["game"] = f"The game is over: {seat_list(self._game.winners)} went past A and won."
        return end

    def _compute_allowed(self) -> TableAllowed:
        """What each seat was allowed to play in the last finished trick (the engine's
        ``follow_options`` of the hand it held then); face-down seats: the sentence only."""
        rnd = self._rnd
        if not rnd.tricks:
            return {"title": "No trick has finished yet.", "rows": []}
        trick = rnd.tricks[-1]
        order = rnd.order
        later: dict[int, list[te.Card]] = {s: list(c) for s, c in rnd.trick}
        rows = []
        lead = trick.lead
        for k, (seat, cards) in enumerate(trick.plays):
            held = list(rnd.hands[seat]) + list(cards) + later.get(seat, [])
            row: dict[str, Any] = {"seat": seat, "played": tokens(cards, order)}
            if k == 0:
                text = te.classify_lead(list(lead), trump=rnd.trump, rules=rnd.rules).reason
                throw = self._throws.get(trick.number)
                row["text"] = f"Seat {seat} led: any cards of one suit group. {text}"
                if throw is not None:
                    row["text"] += " " + throw["reason"]
            else:
                options = te.follow_options(held, list(lead), trump=rnd.trump, rules=rnd.rules)
                row["text"] = f"Seat {seat}: " + _third_person(options.reason)
                if self._visible(seat):
                    row["must"] = tokens(options.must, order)
                    row["may"] = tokens(options.may, order)
            rows.append(row)
        return {
            "title": f"Trick {trick.number + 1}: what each seat was allowed to play",
            "rows": rows,
        }

    # --- messages from the page -----------------------------------------------------------------

    def _page_toggle(self, msg: dict[str, Any]) -> None:
        i = msg.get("index")
        if isinstance(i, bool) or not isinstance(i, int):
            return
        hand = self._hand_cards(self._actor())
        if not 0 <= i < len(hand) or msg.get("card") not in (None, str(hand[i])):
            return
        sel = list(self.selected)
        self.selected = [j for j in sel if j != i] if i in sel else [*sel, i]

    def main_action(self, card: Any = None, copy: int = 1) -> te.Verdict:
        """What P or Enter does: bid the selected cards, bury, call (``card`` or the hint's),
        play, or deal the next hand, whichever is due now."""
        kind = self._controls.get("kind")
        if kind == "bid":
            return self.bid()
        if kind == "bury":
            return self.bury()
        if kind == "call":
            hint = self._controls.get("call_hint")
            if card is None and hint:
                card, copy = hint
            if card is None:
                return self._refuse("Choose the card to call (and which copy), then press Call.")
            return self.call_friend(card, copy)
        if kind in ("lead", "follow"):
            return self.play()
        if kind == "done" and self._controls.get("next"):
            return self.next_hand()
        return self._refuse(self._controls.get("prompt") or "Nothing to do now.")

    def _page_act(self, msg: dict[str, Any]) -> None:
        what = msg.get("what")
        if what == "main":
            card, which = msg.get("card"), msg.get("copy", 1)
            if card is not None and not isinstance(card, str):
                return
            self.main_action(card, which if isinstance(which, int) else 1)
            return
        if what == "play":
            self.play()
        elif what == "bury":
            self.bury()
        elif what == "bid":
            cards = msg.get("cards")
            self.bid(cards if isinstance(cards, str) else None)
        elif what == "pass":
            self.pass_()
        elif what == "pass_all":
            self.pass_all()
        elif what == "call":
            card, which = msg.get("card"), msg.get("copy", 1)
            if isinstance(card, str) and isinstance(which, int):
                self.call_friend(card, which)
        elif what == "hint":
            self.hint()
        elif what == "undo":
            self.undo()
        elif what == "next":
            self.next_hand()
        elif what == "save":
            self.save()
        elif what == "allowed":
            self.show_allowed(not self._allowed_open)
        elif what == "clear":
            self.selected = []

    _page_messages: ClassVar[dict[str, PageHandler]] = {
        "tick": _page_tick,
        "toggle": _page_toggle,
        "act": _page_act,
    }

    # --- the static picture ---------------------------------------------------------------------

    def _static_html(self) -> str:
        rnd = self._rnd
        info = self._compute_info()
        parts = [_static.line(info["title"], esc(info["phase_label"]))]
        for fact in info["facts"][:4]:
            parts.append(_static.line(f"{fact['k']}:", esc(fact["v"])))
        for seat in range(rnd.players):
            if seat == self.seat:  # the learner's own hand; the others as counts
                body = te.symbols(self._hand_cards(seat))
            else:
                body = f"{len(self._hand_cards(seat))} cards" + (
                    "" if self._visible(seat) else ", face down"
                )
            parts.append(_static.line(f"Seat {seat}:", esc(body)))
        if self.status:
            parts.append(_static.text(self.status))
        return "".join(parts)


Table._esm = felt_esm("table.js")

__all__ = ["Table"]
