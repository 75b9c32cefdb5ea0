"""TableSession: a live hand (and game) of Tractor against the engine's bots, in plain Python.

The session owns what a table is while it is played, and nothing about the page:

- the engine's round (``te.Round``) and, for a whole game, the ``te.Game`` that deals the next;
- the bots (one per seat that is not the learner's) and their dice;
- the pace of the deal: how many of the dealt cards the learner has been shown so far;
- the undo marks (the step before each of the learner's actions, with the bots' dice then);
- the failed throws seen (what was tried, what was led instead);
- one idea of "the learner's seat": ``seat`` (``None``: teacher mode, every seat is played at
  the keyboard), which is also whom the engine's sentences speak to (``listener``).

Every rule is the engine's: an action is checked with ``Round.check`` and the verdict returned
is the engine's, spoken to the learner (``Round.check(action, listener)``). A refused action
changes nothing. ``tractor_widgets.table.view`` turns a session into what the page draws;
``tractor_widgets.table.Table`` is the widget around both.
"""

from __future__ import annotations

import copy
import json
import os
import pickle
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, N_n, language, say, say_n

from .._coerce import InputError, card_strings
from .._round_facts import round_order

# --- whom a sentence speaks to --------------------------------------------------------------------


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


#: Why nobody can act now, by the hand's phase (``Round.phase``), a whole sentence each.
NOBODY_TO_ACT = {
    "deal": N_("Nobody is to act: the cards are being dealt."),
    "bury": N_("Nobody is to act: the kitty is being buried."),
    "call": N_("Nobody is to act: the friend is being called."),
    "play": N_("Nobody is to act: the tricks are being played."),
    "done": N_("Nobody is to act: the hand is over."),
}
#: The hint for a friend call, by the copy called and the person (to the learner, of a seat).
CALL_HINTS = {
    1: (
        N_(
            "Hint: call the first {card} (a high card you do not hold, so its holder is likely "
            "a partner)."
        ),
        N_(
            "Hint: call the first {card} (a high card seat {seat} does not hold, so its holder "
            "is likely a partner)."
        ),
    ),
    2: (
        N_(
            "Hint: call the second {card} (a high card you do not hold, so its holder is likely "
            "a partner)."
        ),
        N_(
            "Hint: call the second {card} (a high card seat {seat} does not hold, so its holder "
            "is likely a partner)."
        ),
    ),
}


def make_bot(name: Any, seat: int, players: int, rng: random.Random) -> Any:
    """The bot a seat's entry names: a level the engine's ``te.bots_named`` knows (``"easy"``,
    ``"strong"``, ``"greedy"``, ...), or an object with ``choose(round)``. What a level is, is
    the engine's: this asks ``te.bots_named`` for the seat's bot, with dice from ``rng``."""
    if isinstance(name, str):
        try:
            return te.bots_named(name, players, seed=rng.getrandbits(64))[seat]
        except te.InputError as exc:
            raise InputError(f"bots: seat {seat}'s bot {name!r} is not a bot: {exc}") from None
    if callable(getattr(name, "choose", None)):
        return name
    raise InputError(
        f"bots: seat {seat}'s bot {name!r} is not a bot: use a level name such as 'normal' or "
        "'strong', or an object with a choose(round) method"
    )


def check_bots(bots: Any, n: int) -> list[Any]:
    """One bot name (or bot) per seat, from one name or a list of ``n``. A name is checked by
    the engine (``te.bots_named``), which says the names it knows."""
    if isinstance(bots, str):
        try:
            te.bots_named(bots, n, seed=0)
        except te.InputError as exc:
            raise InputError(
                f"bots={bots!r} is not a bot: {exc}; or a list naming one per seat"
            ) from None
        return [bots] * n
    if isinstance(bots, (list, tuple)):
        if len(bots) != n:
            raise InputError(f"bots: the list names {len(bots)} bots; this table seats {n}")
        return list(bots)
    raise InputError(f"bots={bots!r} must be a level name (such as 'normal') or a list of {n}")


@dataclass(frozen=True)
class Throw:
    """A failed throw in the trick being played (a finished trick keeps its own: ``Trick.
    attempted``, ``penalty``, ``throw_reason``): who threw, what was tried and what the engine
    led instead, the penalty, and the engine's sentence for it."""

    seat: int
    tried: tuple[te.Card, ...]
    led: tuple[te.Card, ...]
    penalty: int
    reason: str


@dataclass(frozen=True)
class Hint:
    """A hint: the engine's verdict on the suggested action, the cards it selects, and for a
    friend call the card and copy."""

    verdict: te.Verdict
    cards: tuple[te.Card, ...] = ()
    call: tuple[te.Card, int] | None = None


@dataclass(frozen=True)
class Reason:
    """Why a bot chose its action: the step it was taken at, the seat, and the bot's own
    ``last_reason`` (a ``te.SearchReason``, or any object with ``sentence(language=None)``),
    said in the language in force by ``sentence()``."""

    step: int
    seat: int
    why: Any

    def sentence(self) -> str:
        """The bot's reason in the language in force."""
        return str(self.why.sentence())


@dataclass(frozen=True)
class Thought:
    """A bot asked for its action: whose seat, which bot, the position it was asked for (its
    own copy, so that it may think in another thread) and ``key``, the table's position it
    answers (``TableSession.answers``). ``hint``: asked for the keyboard's hint, not to act."""

    seat: int
    bot: Any
    position: te.Round
    key: tuple[Any, int]
    hint: bool = False

    def think(self) -> tuple[te.Action, Any]:
        """The bot's action and its ``last_reason`` (None if it keeps none). The bot's own
        thinking; safe in a worker thread (it reads only its copy of the round)."""
        action = self.bot.choose(self.position)
        return action, getattr(self.bot, "last_reason", None)


@dataclass(frozen=True)
class _Mark:
    """Where Undo goes back to: the step, the bots as they were (pickled: their dice; None:
    as in the next mark, or as now, see ``TableSession._keep_bots``), and whether the learner
    was passing for the rest of the deal."""

    step: int
    bots: bytes | list[Any] | None
    auto_pass: bool


def _freeze(bots: list[Any]) -> bytes | list[Any]:
    """The bots as they are now, kept apart from the live ones (a pickle is 6x faster than a
    deep copy; a bot that cannot be pickled is copied)."""
    try:
        return pickle.dumps(bots, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return copy.deepcopy(bots)


def _thaw(bots: bytes | list[Any]) -> list[Any]:
    return pickle.loads(bots) if isinstance(bots, bytes) else copy.deepcopy(bots)


class TableSession:
    """One table: the round (or game), the bots, the deal's pace, undo, hints.

    ``TableSession(ruleset, seat=0, bots="normal", seed=1, game=True, deck=None, levels=None)``
    checks its inputs (``InputError`` naming the bad one). ``seat`` is fixed for the session's
    life. Acting: ``bid``, ``pass_``, ``pass_all``, ``bury``, ``call_friend``, ``play`` (cards
    as engine Cards or text), each returning the engine's ``te.Verdict``; ``hint()``,
    ``undo()``, ``next_hand()``. Automatic steps (a card shown, a bot's action, an automatic
    pass): ``due()``, ``step()``, ``settle()``.
    """

    def __init__(
        self,
        rules: te.RuleSet,
        seat: int | None = 0,
        bots: Any = "normal",
        seed: int | str | None = None,
        game: bool = True,
        *,
        deck: Any = None,
        levels: Any = None,
    ) -> None:
        n = rules.players
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise InputError(f"seat={seat!r} must be a seat number (0 to {n - 1}) or None")
        if seat is not None and not 0 <= seat < n:
            raise InputError(
                f"seat={seat} is not a seat: {rules.name} seats {n} players, 0 to {n - 1} "
                "(None is teacher mode)"
            )
        if not isinstance(game, bool):
            raise InputError(f"game={game!r} must be True (a whole game) or False (one hand)")
        if seed is None:
            seed = random.SystemRandom().randrange(10**6)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise InputError(f"seed={seed!r} must be a whole number or text, or None")
        self._seat = seat
        self.seed = seed
        self.bot_names = check_bots(bots, n)
        if seat is not None:
            self.humans = frozenset({seat})
        elif isinstance(bots, str):  # teacher mode: every seat at the keyboard
            self.humans = frozenset(range(n))
        else:  # teacher mode with a list: None is a seat at the keyboard, the others bots
            self.humans = frozenset(s for s in range(n) if self.bot_names[s] is None)
        rng = random.Random(f"{seed}:bots")
        self._bots: list[Any] = [
            None if s in self.humans else make_bot(self.bot_names[s], s, n, rng) for s in range(n)
        ]
        #: Why each bot acted as it did, by the step of its action (bots that say why only).
        self.reasons: dict[int, Reason] = {}
        #: The seat whose bot is thinking now (set by the table that runs the thought).
        self.thinking: int | None = None
        try:
            deck_cards = None if deck is None else card_strings(deck, "deck")
            if game:
                self.game: te.Game | None = te.Game(rules, seed=seed, levels=levels, start=False)
                first = te.Round(
                    rules,
                    seed=f"{seed}/0" if deck_cards is None else None,
                    deck=deck_cards,
                    levels=self.game.start_levels,
                )
                self.game.rounds.append(first)
            else:
                self.game = None
                first = te.Round(rules, seed=seed, deck=deck_cards, levels=levels)
        except ValueError as exc:
            if isinstance(exc, InputError):
                raise
            raise InputError(f"Table: {exc}") from None
        self.round: te.Round = first
        self.hand_no = 1
        self._new_hand()

    def _new_hand(self) -> None:
        self._marks: list[_Mark] = []
        self.shown = 0  # dealt cards the learner has seen
        self._shown_deal = self.round.deal_number
        self.auto_pass = False
        self.throws: dict[int, Throw] = {}  # trick number -> its failed throw, while played
        self.reasons = {}
        self.thinking = None

    # --- who is who ---------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The learner's seat; ``None`` in teacher mode. Fixed for the session's life."""
        return self._seat

    @property
    def listener(self) -> int | None:
        """Whom the engine's sentences speak to: the learner's seat (None: nobody)."""
        return self._seat

    @property
    def players(self) -> int:
        return self.round.players

    @property
    def rules(self) -> te.RuleSet:
        return self.round.rules

    @property
    def undo_steps(self) -> int:
        """How many of the learner's actions Undo can take back."""
        return len(self._marks)

    def keyboard_seat(self) -> int | None:
        """The seat the keyboard acts for: the learner's, or in teacher mode the seat to act
        (None when a bot plays it)."""
        if self._seat is not None:
            return self._seat
        to_act = self.round.to_act
        return to_act if to_act in self.humans else None

    def actor(self) -> int:
        """The seat whose cards the keyboard selects (teacher mode between turns: seat 0)."""
        seat = self.keyboard_seat()
        return 0 if seat is None else seat

    def visible(self, seat: int) -> bool:
        """Whether ``seat``'s cards are face up for the person at the keyboard."""
        return self._seat is None or seat == self._seat

    def my_turn(self) -> bool:
        """Whether the keyboard's seat is to act now (the deal shown up to now)."""
        rnd = self.round
        return rnd.to_act is not None and rnd.to_act == self.keyboard_seat() and not self.dealing()

    # --- the deal's pace ----------------------------------------------------------------------

    def dealing(self) -> bool:
        """Whether the engine has dealt cards the learner has not been shown yet."""
        rnd = self.round
        if rnd.deal_number != self._shown_deal:  # a redeal starts the showing again
            self._shown_deal, self.shown = rnd.deal_number, 0
        return rnd.phase == "deal" and self.shown < rnd.dealt

    def dealt_to(self, seat: int) -> int:
        """How many cards ``seat`` has been shown so far during the deal."""
        rnd = self.round
        n, dealer = rnd.players, rnd.setup.dealer
        return sum(1 for i in range(self.shown) if (dealer + i) % n == seat)

    def order(self) -> te.Order:
        """The order the table sorts hands by (``_round_facts.round_order``)."""
        return round_order(self.round)

    def hand(self, seat: int) -> list[te.Card]:
        """``seat``'s cards as drawn: sorted, and during the deal only those shown so far."""
        rnd = self.round
        cards: Sequence[te.Card] = rnd.hands[seat]  # in the order dealt
        if rnd.phase == "deal":
            cards = cards[: self.dealt_to(seat)]
        return self.order().sorted(cards)

    def indices(self, cards: Sequence[te.Card]) -> list[int]:
        """Where ``cards`` are in the keyboard's hand as drawn (two equal cards: two places);
        ``InputError`` names the cards the hand does not hold."""
        want = Counter(cards)
        picked = []
        for i, card in enumerate(self.hand(self.actor())):
            if want[card]:
                want[card] -= 1
                picked.append(i)
        missing = [str(c) for c, k in want.items() for _ in range(k)]
        if missing:
            raise InputError(f"select: the hand does not hold {' '.join(missing)}")
        return picked

    def picked(self, cards: Any) -> list[int]:
        """Where ``cards`` are in the keyboard's hand as drawn: a list of ints is taken as the
        indices themselves, anything else as cards (``"9D 9D"``; see ``indices``)."""
        if isinstance(cards, (list, tuple)) and all(
            isinstance(i, int) and not isinstance(i, bool) for i in cards
        ):
            return list(cards)
        return self.indices(te.parse_cards(card_strings(cards)))

    def chosen(self, cards: Any, selected: Sequence[int]) -> Sequence[te.Card]:
        """The cards an action names: ``cards`` (text, strings or Cards), or when None the cards
        at the ``selected`` indices of the keyboard's hand."""
        if cards is None:
            hand = self.hand(self.actor())
            return [hand[i] for i in selected if i < len(hand)]
        return te.parse_cards(card_strings(cards))

    # --- automatic steps ----------------------------------------------------------------------

    def due(self) -> bool:
        """Whether an automatic step (a card shown, a bot's action, an automatic pass) is due."""
        rnd = self.round
        return self.dealing() or (
            rnd.to_act is not None
            and (rnd.to_act not in self.humans or (rnd.phase == "deal" and self.auto_pass))
        )

    def wait_ms(self, pace: float) -> int | None:
        """How long the page waits before the next automatic step at ``pace`` seconds (cards
        arrive faster than bots think); None when nothing is due or ``pace`` is 0."""
        if pace == 0 or not self.due():
            return None
        ms = int(pace * 1000)
        return max(30, ms // 6) if self.round.phase == "deal" else ms

    def step(self) -> str | None:
        """Take one automatic step; returns what the status line should now say (a friend
        revealed), or None. Nothing due: nothing changes."""
        rnd = self.round
        if self.dealing():
            self.shown += 1
            return None
        seat = rnd.to_act
        if seat is None or not self.due():
            return None
        if seat in self.humans:
            return self._act(te.Pass(seat))
        thought = self.thought()
        assert thought is not None
        return self.answer(thought, *thought.think())[1]

    def thought(self) -> Thought | None:
        """The bot's decision due next, to be thought (``Thought.think``) and then taken with
        ``answer``; None when the next automatic step is not a bot's (a card shown, a pass).
        The bots are kept for Undo before the bot's dice move."""
        rnd = self.round
        seat = rnd.to_act
        if seat is None or self.dealing() or seat in self.humans:
            return None
        self._keep_bots()
        return Thought(seat, self._bots[seat], rnd.copy(), self.position_key())

    def position_key(self) -> tuple[Any, int]:
        """What a thought's answer is keyed by: this round (Undo and the next hand make
        another) and its step."""
        return (self.round, self.round.step)

    def answers(self, thought: Thought) -> bool:
        """Whether ``thought`` was asked for the position the table is at now (after an Undo,
        or once another action was taken, it is not: its answer must be dropped)."""
        round_, step = thought.key
        return round_ is self.round and step == self.round.step

    def answer(self, thought: Thought, action: te.Action, why: Any) -> tuple[bool, str | None]:
        """Take a bot's answer to ``thought`` if it answers the position now (``answers``), and
        keep its reason ``why`` with that step. Returns whether it was taken, and the news of
        the friend if it revealed it. A stale answer changes nothing."""
        if thought.hint or not self.answers(thought):
            return False, None
        step = self.round.step
        news = self._act(action)
        if why is not None:
            self.reasons[step] = Reason(step, thought.seat, why)
        return True, news

    @property
    def level(self) -> str | None:
        """The level every bot seat plays at, when they share one name (``"strong"``); None
        when the seats' bots differ, are objects, or there is no bot."""
        names = {self.bot_names[s] for s in range(self.players) if s not in self.humans}
        if len(names) != 1:
            return None
        name = names.pop()
        return name if isinstance(name, str) else None

    def set_level(self, name: Any) -> None:
        """Every bot seat plays at level ``name`` (a name ``te.bots_named`` knows) from its next
        decision, with fresh dice from the table's seed; ``InputError`` for an unknown name.
        Undo keeps the new level (the bots' dice before the change are not brought back)."""
        if not isinstance(name, str):
            raise InputError(f"level={name!r} must be a level name such as 'normal'")
        seats = [s for s in range(self.players) if s not in self.humans]
        rng = random.Random(f"{self.seed}:level:{name}:{self.hand_no}:{self.round.step}")
        made = {s: make_bot(name, s, self.players, rng) for s in seats}
        for s, bot in made.items():
            self.bot_names[s] = name
            self._bots[s] = bot
        self._marks = [replace(m, bots=None) for m in self._marks]
        self.thinking = None

    def _keep_bots(self) -> None:
        """Freeze the bots into the last mark before one of them moves. A learner's action
        changes no bot, so its mark waits for this, and the click's own step is sent without
        the cost of copying the bots' dice. A mark left waiting holds the bots of the mark after
        it (no bot moved between them), which Undo has brought back by the time it reaches it."""
        marks = self._marks
        if marks and marks[-1].bots is None:
            marks[-1] = replace(marks[-1], bots=_freeze(self._bots))

    def settle(self) -> str | None:
        """Take every automatic step due; returns the last news for the status line."""
        news = None
        while self.due():
            news = self.step() or news
        return news

    def _act(self, action: te.Action) -> str | None:
        """Take a checked action; record a failed throw; finish the game's round at its end.
        Returns the engine's sentence about the friend if this action revealed it."""
        rnd = self.round
        settled = rnd.friend_settled
        number = len(rnd.tricks)
        rnd.act(action)
        led = rnd.trick[0][1] if action.type == "play" and len(rnd.trick) == 1 else None
        if led is not None and tuple(led) != tuple(action.cards):  # type: ignore[union-attr]  # a play
            self.throws[number] = Throw(  # a failed throw: the engine led part of it instead
                action.seat,
                tuple(action.cards),  # type: ignore[union-attr]  # a play
                tuple(led),
                sum(p for t, _, p in rnd.penalties if t == number),
                rnd.log[-1],
            )
        if rnd.phase == "done" and self.game is not None:
            self.game.finish_round()
        if not settled and rnd.friend_settled:
            return self._friend_news()
        return None

    def _friend_news(self) -> str | None:
        """The round's sentence that the called card came, said in the language in force: the
        step's sentences are told apart by their English ("the called ...")."""
        rnd = self.round
        with language("en"):
            english = rnd.said(rnd.step, self.listener)
        said = rnd.said(rnd.step, self.listener)
        found = [i for i, s in enumerate(english) if "the called" in s]
        if not found or len(said) != len(english):
            return None
        return said[found[0]]

    # --- the learner's actions ----------------------------------------------------------------

    def refusal(self) -> str | None:
        """Why the keyboard may not act now, or None."""
        rnd = self.round
        seat = self.keyboard_seat()
        if rnd.to_act is None:
            return say(NOBODY_TO_ACT[rnd.phase])
        if seat is None:  # teacher mode, a bot's seat
            return say("It is seat {seat}'s turn: a bot plays it.", seat=rnd.to_act)
        if rnd.to_act != seat:  # only the learner's seat waits for another (teacher mode acts)
            return say("It is seat {seat}'s turn, not yours: wait for the bots.", seat=rnd.to_act)
        if self.dealing():
            return say("The cards are still being dealt: wait for the next chance to bid.")
        return None

    def take(
        self, make: Callable[[int], te.Action], *, worded: Callable[[], str] | None = None
    ) -> tuple[te.Verdict, str | None]:
        """Check and take one action of the keyboard's seat (``make(seat)``); a refused action
        changes nothing. Returns the verdict (the engine's, spoken to the learner; ``worded()``
        says a taken one instead) and the news of the friend, if this action or the bots'
        answers revealed it. Sentences come in the language in force."""
        why = self.refusal()
        if why is not None:
            return te.Verdict(False, why), None
        seat = self.keyboard_seat()
        assert seat is not None
        try:
            action = make(seat)
        except (ValueError, te.CardError) as exc:
            return te.Verdict(False, str(exc)), None
        verdict = self.round.check(action, self.listener)
        if not verdict.legal:
            return verdict, None
        if worded is not None:
            verdict = te.Verdict(True, worded())
        else:
            verdict = te.Verdict(True, verdict.reason)  # worded now, of the position before
        self._marks.append(_Mark(self.round.step, None, self.auto_pass))
        news = self._act(action)
        return verdict, news

    def bid(self, cards: Sequence[te.Card]) -> tuple[te.Verdict, str | None]:
        return self.take(lambda s: te.Bid(s, cards))  # type: ignore[arg-type]  # converted by its field

    def pass_(self) -> tuple[te.Verdict, str | None]:
        return self.take(lambda s: te.Pass(s))

    def pass_all(self) -> tuple[te.Verdict, str | None]:
        """Pass at this chance and at every later one of this deal (the bots still bid)."""
        if self.round.phase != "deal":
            return te.Verdict(False, say("The bidding is over: there is nothing to pass.")), None
        mine = self._seat is not None
        result = self.take(
            lambda s: te.Pass(s),
            worded=lambda: (
                say("You pass now and at every later chance of this deal.")
                if mine
                else say("Every seat passes now and at every later chance of this deal.")
            ),
        )
        if result[0].legal:
            self.auto_pass = True
        return result

    def bury(self, cards: Sequence[te.Card]) -> tuple[te.Verdict, str | None]:
        return self.take(lambda s: te.Bury(s, cards))  # type: ignore[arg-type]  # converted by its field

    def call_friend(self, card: Any, which: int = 1) -> tuple[te.Verdict, str | None]:
        return self.take(lambda s: te.CallFriend(s, card, which))

    def play(self, cards: Sequence[te.Card]) -> tuple[te.Verdict, str | None]:
        return self.take(lambda s: te.Play(s, cards))  # type: ignore[arg-type]  # converted by its field

    #: The level whose bot gives the keyboard's hints when the table plays at it.
    HINT_LEVEL = "strong"

    def hint_asks_bot(self) -> bool:
        """Whether the hint asks the strong bot (``HINT_LEVEL``): when a seat's bot is named
        by that level (in teacher mode, ``bots="strong"`` too). Otherwise the hint is the
        engine's example of a legal follow, or the greedy bot's choice."""
        return self.HINT_LEVEL in self.bot_names

    def hint_thought(self) -> Thought | None:
        """The strong bot asked for the keyboard's action (``Thought.hint``), or None when no
        hint asks it now (not the keyboard's turn, or ``hint_asks_bot()`` is false). Its bot is
        a fresh one, dice seeded by the table's seed and the step: the same position gets the
        same hint."""
        rnd = self.round
        if not self.hint_asks_bot() or not self.my_turn():
            return None
        seat = rnd.to_act
        assert seat is not None
        seed = f"{self.seed}:hint:{self.hand_no}:{rnd.step}"
        bot = te.bots_named(self.HINT_LEVEL, rnd.players, seed=seed)[seat]
        return Thought(seat, bot, rnd.copy(), self.position_key(), hint=True)

    def hint(self, answer: tuple[Thought, te.Action, Any] | None = None) -> Hint | None:
        """A legal action for the keyboard's seat and why: the strong bot's choice and its
        reason when ``hint_asks_bot()`` (``answer``: its thought already thought, as
        ``(thought, action, why)``; thought here when None); otherwise following, the engine's
        example of a legal follow, and the greedy bot's choice for the rest. Said to the
        learner for their seat, of the seat in teacher mode, in the language in force. None
        when ``answer`` was thought for another position than this one (dropped)."""
        if answer is not None and not self.answers(answer[0]):
            return None
        if answer is None and (thought := self.hint_thought()) is not None:
            answer = (thought, *thought.think())
        if answer is None:
            return self._hint(None)
        hint = self._hint(answer[1])
        why = answer[2]
        if why is None or not hint.verdict.legal:
            return hint
        text = f"{hint.verdict.reason} {why.sentence()}"
        return replace(hint, verdict=te.Verdict(True, text))

    def _hint(self, action: te.Action | None) -> Hint:
        """The hint for ``action`` (None: the engine's example, or greedy's choice)."""
        rnd = self.round
        if not self.my_turn():
            refusal = (
                say("No hint now: nobody is to act.")
                if self._seat is None
                else say("No hint now: it is not your turn.")
            )
            return Hint(te.Verdict(False, refusal))
        seat = rnd.to_act
        assert seat is not None
        you = seat == self.listener
        choices = rnd.legal_actions(self.listener)
        if choices.kind == "follow":
            assert choices.follow is not None and rnd.lead is not None and rnd.trump is not None
            if action is not None and action.type == "play":
                cards = tuple(action.cards)
            else:
                cards = tuple(choices.follow.example())
            verdict = te.check_follow(
                rnd.hands[seat], rnd.lead.cards, cards, trump=rnd.trump, rules=rnd.rules
            )
            reason = verdict.reason if you else verdict.said_of(seat)
            text = say("Hint: {cards}. {reason}", cards=te.symbols(cards), reason=reason)
            return Hint(te.Verdict(True, text), cards)
        if action is None:
            action = te.GreedyBot(0).choose(rnd)
        if action.type == "call":
            second, third = CALL_HINTS[2 if action.copy == 2 else 1]
            text = in_person(seat, self.listener, second, third, card=action.card.symbol)
            return Hint(te.Verdict(True, text), call=(action.card, action.copy))
        if action.type == "pass":
            return Hint(te.Verdict(True, say("Hint: pass. {reason}", reason=choices.reason)))
        cards = tuple(action.cards)
        shown = te.symbols(cards)
        if action.type == "bid":
            reason = rnd.check(action, self.listener).reason
            text = say("Hint: bid {cards}. {reason}", cards=shown, reason=reason)
        elif action.type == "bury":
            text = in_person_n(
                seat,
                self.listener,
                N_n(
                    "Hint: bury {cards}: low side cards you can spare, no trumps and few points "
                    "({n} point).",
                    "Hint: bury {cards}: low side cards you can spare, no trumps and few points "
                    "({n} points).",
                ),
                N_n(
                    "Hint: bury {cards}: low side cards seat {seat} can spare, no trumps and few "
                    "points ({n} point).",
                    "Hint: bury {cards}: low side cards seat {seat} can spare, no trumps and few "
                    "points ({n} points).",
                ),
                te.card_points(cards),
                cards=shown,
            )
        else:
            lead = te.classify_lead(list(cards), trump=rnd.trump, rules=rnd.rules)  # type: ignore[arg-type]  # in play
            text = say("Hint: lead {cards}. {reason}", cards=shown, reason=lead.reason)
        return Hint(te.Verdict(True, text), cards)

    def undo(self) -> te.Verdict:
        """Take back the learner's last action and the bots' answers: the hand is replayed from
        its record to the step before it, the bots' dice too (the same play gets the same
        answers)."""
        if not self._marks:
            return te.Verdict(
                False, say("Nothing to undo: no action has been taken in this hand yet.")
            )
        mark = self._marks.pop()
        replay = self.round.at(mark.step)
        self.round = replay
        if self.game is not None:
            self.game.rounds[-1] = replay
            self.game.winners = ()
        if mark.bots is not None:  # else the bots are as they were at the mark
            self._bots = _thaw(mark.bots)
        self.auto_pass = mark.auto_pass
        self._shown_deal, self.shown = replay.deal_number, replay.dealt
        number = len(replay.tricks)
        self.throws = {
            k: v for k, v in self.throws.items() if k < number or (k == number and replay.trick)
        }
        self.reasons = {k: v for k, v in self.reasons.items() if k < mark.step}
        self.thinking = None
        undone = (
            say("Undone: back to step {step} of the hand, before your last action.", step=mark.step)
            if self._seat is not None
            else say(
                "Undone: back to step {step} of the hand, before the last action taken.",
                step=mark.step,
            )
        )
        return te.Verdict(True, undone)

    def next_hand(self) -> te.Verdict:
        """Deal the next hand of the game, once this one is over."""
        rnd = self.round
        if rnd.phase != "done":
            return te.Verdict(False, say("The hand is not over yet: finish it first."))
        if self.game is None:
            return te.Verdict(
                False, say("This table plays one hand (game=False): make a new tw.Table.")
            )
        if self.game.over:
            return te.Verdict(False, say("The game is over: make a new tw.Table to play again."))
        self.round = self.game.next_round()
        self.hand_no += 1
        self._new_hand()
        return te.Verdict(True, say("Hand {n}.", n=self.hand_no))

    # --- records ------------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The current hand's record (``te.Round.to_record()``): ``RoundView`` reads it."""
        return self.round.to_record()

    def game_record(self) -> dict[str, Any]:
        """The whole game's record (``te.Game.to_record()``), or the hand's with ``game=False``."""
        return self.game.to_record() if self.game is not None else self.record()

    def save(self, path: str | os.PathLike[str], whole_game: bool = False) -> tuple[Path, str]:
        """Write the hand's (or the game's) record as JSON to ``path``; returns the path and
        a sentence saying what was saved and how to replay it. A path that is not a file name,
        or a file that cannot be written, is refused with InputError."""
        if not isinstance(path, (str, os.PathLike)):
            raise InputError(f"path={path!r} must be a file name")
        path = Path(path)
        record = self.game_record() if whole_game else self.record()
        try:
            path.write_text(json.dumps(record, indent=1), encoding="utf-8")
        except OSError as exc:
            raise InputError(f"cannot save to {path}: {exc.strerror or exc}") from None
        if whole_game:
            # TRANSLATORS: "python -m tractor_engine replay {path}" is a command, kept as it is.
            return path, say_n(
                "Saved this game's record to {path} ({n} hand). Replay it with python -m "
                "tractor_engine replay {path}.",
                "Saved this game's record to {path} ({n} hands). Replay it with python -m "
                "tractor_engine replay {path}.",
                self.hand_no,
                path=path,
            )
        replay = f"tw.RoundView(open({str(path)!r}).read())"
        # TRANSLATORS: "{replay}" is Python code, kept as it is.
        return path, say_n(
            "Saved this hand's record to {path} ({n} action). Replay it with {replay}.",
            "Saved this hand's record to {path} ({n} actions). Replay it with {replay}.",
            self.round.step,
            path=path,
            replay=replay,
        )


def check_steps(steps: Any) -> int:
    """``steps`` if it is a whole number of automatic steps; otherwise InputError."""
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise InputError(f"steps={steps!r} must be a whole number")
    return steps


__all__ = [
    "Hint",
    "Reason",
    "TableSession",
    "Thought",
    "Throw",
    "check_bots",
    "check_steps",
    "make_bot",
]
