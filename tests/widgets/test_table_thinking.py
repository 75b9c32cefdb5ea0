"""tw.Table with bots that think: the thinking runs in a worker thread, so that on the kernel's
event loop the page is answered while a bot thinks; an answer keyed to a position an Undo has
left is dropped; from Python a call returns with the bots' answers done; the bots' reasons are
kept with their plays (teacher mode: beside each play; the learner: behind "Why?").

The bots here are the tests' own: the greedy bot's choices, held back by a gate the test opens
(a slow search bot, without its cost), and keeping a ``last_reason``."""

from __future__ import annotations

import asyncio
import copy
import threading
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say
from tractor_widgets.table.answering import SEND_FIRST_S
from tractor_widgets.table.session import TableSession

from .page import page
from .test_table import act_for, in_a_kernel_loop, synced


class Gate:
    """Open: the bots answer at once. Closed: they think until it opens (at most 10 s)."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.open.set()
        self.thinking = threading.Event()  # a bot has begun to think behind the closed gate

    def close(self) -> None:
        self.thinking.clear()
        self.open.clear()


class Because:
    """A reason as ``te.SearchReason`` gives one: ``sentence()`` in the language in force."""

    def __init__(self, seat: int, action: te.Action) -> None:
        self.seat, self.action = seat, action

    def sentence(self, language: str | None = None) -> str:
        cards = te.symbols(getattr(self.action, "cards", ()))
        return f"{say('Seat {seat}', seat=self.seat)}: {cards or self.action.type}"


class ThinkingBot:
    """The greedy bot's choice, once the gate is open; keeps a ``last_reason`` for its plays;
    remembers the thread it thought in."""

    def __init__(self, gate: Gate, seed: int = 0) -> None:
        self.gate, self.greedy = gate, te.GreedyBot(seed)
        self.last_reason: Any = None
        self.threads: list[str] = []

    def __repr__(self) -> str:
        return "ThinkingBot()"

    def __deepcopy__(self, memo: dict[int, Any]) -> ThinkingBot:
        """Kept for Undo as the table keeps bots (a copy), the gate shared."""
        twin = ThinkingBot(self.gate)
        twin.greedy = copy.deepcopy(self.greedy, memo)
        twin.last_reason, twin.threads = self.last_reason, list(self.threads)
        return twin

    def choose(self, round: te.Round) -> te.Action:
        self.threads.append(threading.current_thread().name)
        if not self.gate.open.is_set():
            self.gate.thinking.set()
            assert self.gate.open.wait(10)
        action = self.greedy.choose(round)
        self.last_reason = Because(round.to_act, action) if action.type == "play" else None
        return action


def thinking_table(gate: Gate, **kwargs: Any) -> tw.Table:
    bots = [None, ThinkingBot(gate, 1), ThinkingBot(gate, 2), ThinkingBot(gate, 3)]
    return tw.Table("tractor-4p", seat=0, bots=bots, seed=6, **kwargs)


def to_the_learners_play(t: tw.Table) -> None:
    while t._controls["kind"] not in ("lead", "follow"):
        assert act_for(t).legal
    assert t.hint().legal


async def until(condition: Any, timeout: float = 10) -> None:
    """Let the loop run until ``condition()`` holds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.005)


# --- the session: an answer is keyed by the position it was asked for --------------------------


def test_an_answer_to_a_position_undone_is_dropped_and_changes_nothing() -> None:
    session = TableSession(te.rules("tractor-4p"), seat=0, seed=6)
    session.settle()
    while not (session.my_turn() and session.round.phase == "play"):
        hint = session.hint()
        assert hint is not None and hint.verdict.legal
        taken = session.play(hint.cards) if hint.cards else session.pass_()
        assert taken[0].legal
        session.settle()
    hint = session.hint()
    assert hint is not None
    assert session.play(hint.cards)[0].legal
    thought = session.thought()
    assert thought is not None and thought.seat == session.round.to_act != 0
    assert (
        thought.position is not session.round and thought.position.state() == session.round.state()
    )
    action, why = thought.think()
    assert session.undo().legal
    state, record = session.round.state(), session.record()
    assert not session.answers(thought)
    assert session.answer(thought, action, why) == (False, None)
    assert session.round.state() == state and session.record() == record
    # asked again, the same position takes the answer
    again = session.thought()
    assert again is None  # the learner's turn again: no bot is due
    assert session.play(hint.cards)[0].legal
    fresh = session.thought()
    assert fresh is not None and session.answers(fresh)
    assert session.answer(fresh, *fresh.think())[0]


# --- on the kernel's loop: the page is answered while a bot thinks ------------------------------


def test_while_a_bot_thinks_the_page_answers_and_undo_drops_the_late_answer() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)
    before_state, before_record, before = t.position.state(), t.record, synced(t)

    async def click_think_undo() -> dict[str, Any]:
        gate.close()
        page(t, type="act", what="play")  # the learner's card; the bots answer after it
        played = t.position.step
        await until(gate.thinking.is_set)
        await asyncio.sleep(SEND_FIRST_S * 5)
        seat = t.position.to_act
        seen = {
            "seat": seat,
            "thinking": t.session.thinking,
            "controls": dict(t._controls),
            "step": t.position.step,
            "played": played,
        }
        # the loop is free: the page's messages are answered while the bot thinks
        page(t, type="act", what="hint")
        seen["hint"] = t.status
        page(t, type="act", what="undo")
        seen["undone"] = (t.position.state(), t.record, t.session.thinking)
        gate.open.set()
        await asyncio.sleep(0.3)  # the late answer arrives and is dropped
        seen["after"] = (t.position.state(), t.record)
        return seen

    seen = in_a_kernel_loop(click_think_undo())
    seat = seen["seat"]
    assert seat != 0 and seen["thinking"] == seat and seen["controls"]["thinking"] == seat
    assert seen["step"] == seen["played"], "nothing but the learner's play was taken yet"
    assert (
        f"Seat {seat} " in seen["controls"]["prompt"]
        and "is thinking" in seen["controls"]["prompt"]
    )
    assert seen["hint"] == "No hint now: it is not your turn."
    assert seen["undone"] == (before_state, before_record, None)
    assert seen["after"] == (before_state, before_record), "the late answer landed"
    now = synced(t)
    assert now.pop("selected") == [] and before.pop("selected")  # Undo empties the selection
    assert now == before


def test_the_late_answer_lands_on_the_position_it_was_asked_for() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)
    bots = [t.session._bots[s] for s in (1, 2, 3)]

    async def click_then_let_think() -> tuple[int, int]:
        gate.close()
        page(t, type="act", what="play")
        step = t.position.step
        await until(gate.thinking.is_set)
        gate.open.set()
        await until(lambda: t.position.to_act == 0 or t.position.phase == "done")
        return step, t.position.step

    step, after = in_a_kernel_loop(click_then_let_think())
    assert after > step and t.session.thinking is None and "thinking" not in t._controls
    assert t._controls["kind"] in ("lead", "follow")
    # every answer after the click was thought outside the loop's thread
    threads = [name for bot in bots for name in bot.threads[-3:]]
    assert any(name.startswith("tw-table-seat-") for name in threads), threads
    # the same hand from Python, with the same dice: the same answers
    twin = thinking_table(Gate())
    to_the_learners_play(twin)
    assert twin.play().legal
    assert twin.record == t.record


def test_from_python_a_call_returns_with_the_bots_answers_done() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)
    timer = threading.Timer(0.2, gate.open.set)
    gate.close()
    timer.start()
    assert t.play().legal  # waits for the gate: pace 0 from Python, as before
    assert t.position.to_act == 0 or t.position.phase == "done"
    assert t.session.thinking is None


def test_from_python_a_call_waits_for_a_thought_the_page_started() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)

    async def click_then_python() -> tuple[int | None, int | None]:
        gate.close()
        page(t, type="act", what="play")
        await until(gate.thinking.is_set)
        thinking = t.session.thinking
        threading.Timer(0.1, gate.open.set).start()
        t.select([])  # a Python call: the thought is waited for, its answer taken
        return thinking, t.position.to_act

    thinking, to_act = in_a_kernel_loop(click_then_python())
    assert thinking is not None and to_act == 0 and t.session.thinking is None


def test_at_a_pace_the_tick_takes_the_answer_thought_while_the_page_waited() -> None:
    gate = Gate()
    t = thinking_table(gate, pace=0.05)
    t.advance(10**6)
    to_the_learners_play(t)

    async def play_and_tick() -> list[Any]:
        seen = []
        gate.close()
        page(t, type="act", what="play")
        await asyncio.sleep(SEND_FIRST_S * 5)
        assert t._tick  # a bot is due: the page is asked to tick ...
        await until(gate.thinking.is_set)  # ... and the bot thinks while the page waits
        page(t, type="tick", id=t._tick["id"])  # the tick comes before the answer
        seen.append((t.session.thinking, dict(t._tick)))
        step = t.position.step
        gate.open.set()
        await until(lambda: t.position.step > step)
        seen.append((t.session.thinking, bool(t._tick) or t.position.to_act == 0))
        return seen

    (thinking, tick), (after, ticking) = in_a_kernel_loop(play_and_tick())
    assert thinking is not None and tick == {}, "no tick while the page waits for a thought"
    assert after is None and ticking


# --- reasons --------------------------------------------------------------------------------------


def test_teacher_mode_shows_each_bots_reason_beside_its_play() -> None:
    gate = Gate()
    bots = [None, ThinkingBot(gate, 1), None, ThinkingBot(gate, 3)]
    t = tw.Table("tractor-4p", seat=None, bots=bots, seed=4)
    assert t._s1["name"] == "Seat 1 \u00b7 ThinkingBot bot" and t._s0["name"] == "Seat 0"
    shown = 0
    while t.position.phase != "done" and shown < 6:
        assert act_for(t, bid_first=False).legal
        for play in t._trick["plays"]:
            if play["seat"] in (1, 3) and t.position.phase == "play":
                assert play["why"].startswith(f"Seat {play['seat']}: ")
                shown += 1
            else:
                assert "why" not in play
    assert shown >= 6
    assert "why" not in t._trick and t.why() is not None
    t.language = "es"
    spanish = t.why()
    assert t._trick["plays"][-1]["why"] == spanish and spanish.startswith("Asiento ")


def test_the_learner_asks_why_and_only_then_is_the_reason_sent() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)
    assert t.play().legal
    mark = t._trick["why"]
    plays = {p["seat"]: p for p in t._trick["plays"]}
    assert mark["seat"] in plays and mark["seat"] != 0 and t._why == {}
    assert all("why" not in p for p in t._trick["plays"])  # no words before the learner asks
    page(t, type="act", what="why")
    reason = t.session.reasons[mark["step"]]
    assert t._why == {**mark, "text": reason.sentence()}
    assert t._why["text"].startswith(f"Seat {mark['seat']}: ")
    assert t.position.actions[mark["step"]].seat == mark["seat"]
    t.language = "es"
    assert t._why["text"].startswith(f"Asiento {mark['seat']}: ")
    assert t.hint().legal and t.play().legal
    assert t._why == {} or t._why["step"] == t._trick["why"]["step"]
    undone = t.undo()
    assert undone.legal and set(t.session.reasons) < set(range(t.position.step))


# --- the level picker ---------------------------------------------------------------------------


def test_the_level_picker_changes_every_bot_from_its_next_decision() -> None:
    t = tw.Table("tractor-4p", seat=0, bots="greedy", seed=8)
    to_the_learners_play(t)
    assert t.level == "greedy" and t._controls["level"] == "greedy"
    names = [o["name"] for o in t._controls["levels"]]
    assert names[-1] == "greedy" and "strong" in names and len(set(names)) == len(names)
    before = synced(t)
    page(t, type="act", what="level", level="no-such-level")  # refused: nothing changes
    assert synced(t) == before and t.level == "greedy"
    page(t, type="act", what="level", level="random")
    assert t.level == "random" and t._controls["level"] == "random"
    assert all(isinstance(t.session._bots[s], te.RandomBot) for s in (1, 2, 3))
    assert t.status == "From their next play, the bots play at this level: random bot."
    assert t._s1["name"] == "Seat 1 \u00b7 random bot"
    assert t.play().legal and t.undo().legal  # Undo keeps the level
    assert t.level == "random" and isinstance(t.session._bots[1], te.RandomBot)
    mixed = tw.Table("tractor-4p", seat=0, bots=[None, "greedy", "random", "greedy"], seed=8)
    assert mixed.level is None and "levels" not in mixed._controls


# --- levels ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["beginner", "easy", "normal", "strong", "greedy", "random"])
def test_a_level_is_the_engines_bot_at_each_seat_named_in_the_tables_language(level: str) -> None:
    t = tw.Table("tractor-4p", seat=0, bots=level, seed=3, game=False, pace=1)
    expected = te.bots_named(level, 4, seed=1)
    assert [type(t.session._bots[s]) for s in (1, 2, 3)] == [type(b) for b in expected[1:]]
    assert t.level == level and t._s1["name"] == f"Seat 1 \u00b7 {level} bot"
    t.language = "es"
    with te.language("es"):
        bot = say(f"{level} bot")
        assert bot != f"{level} bot"  # "bot fácil", "bot normal", ...
        assert t._s1["name"] == say("Seat {seat} \u00b7 {bot}", seat=1, bot=bot)


# --- the Hint asks the strong bot -----------------------------------------------------------------


def thinking_strong(monkeypatch: pytest.MonkeyPatch, gate: Gate) -> None:
    """``"strong"`` is the tests' thinking bot (the engine's own is tested below, slowly)."""
    real = te.bots_named

    def named(name: str, players: int, seed: Any = None) -> list[Any]:
        if name == "strong":
            return [ThinkingBot(gate, 7) for _ in range(players)]
        return real(name, players, seed=seed)

    monkeypatch.setattr(te, "bots_named", named)


def test_against_strong_bots_the_hint_is_the_strong_bots_with_its_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gate = Gate()
    thinking_strong(monkeypatch, gate)
    t = tw.Table("tractor-4p", seat=0, bots="strong", seed=6)
    to_the_learners_play(t)  # from Python: each hint returns with the strong bot's answer
    rnd = t.position
    choice = ThinkingBot(gate, 7).choose(rnd)
    assert t.status.startswith(f"Hint: {te.symbols(choice.cards)}. ")
    assert t.status.endswith(f" Seat 0: {te.symbols(choice.cards)}")  # the bot's reason
    assert sorted(t.hand_cards[i] for i in t.selected) == sorted(map(str, choice.cards))
    plain = tw.Table("tractor-4p", seat=0, bots="normal", seed=6)
    to_the_learners_play(plain)
    assert not plain.session.hint_asks_bot() and "Seat 0: " not in plain.status


def test_the_hint_thinks_in_its_thread_and_an_undo_drops_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gate = Gate()
    thinking_strong(monkeypatch, gate)
    t = tw.Table("tractor-4p", seat=0, bots="strong", seed=6)
    to_the_learners_play(t)
    t.select([])
    hinted = t.status

    async def hint_from_the_page() -> list[Any]:
        seen: list[Any] = []
        gate.close()
        page(t, type="act", what="hint")
        seen.append((t.status, t.session.thinking))
        await until(gate.thinking.is_set)
        gate.open.set()
        await until(lambda: t.status.startswith("Hint"))
        seen.append((t.status, list(t.selected), t.session.thinking))
        assert t.play().legal  # from Python: the bots' answers done, the learner's turn again
        gate.close()
        page(t, type="act", what="hint")
        await until(gate.thinking.is_set)
        page(t, type="act", what="undo")
        undone = (t.status, t.position.state(), list(t.selected))
        gate.open.set()
        await asyncio.sleep(0.3)  # the hint's late answer comes, and is dropped
        seen.append((undone, (t.status, t.position.state(), list(t.selected))))
        return seen

    (thinking, seat), (status, selected, after), (undone, late) = in_a_kernel_loop(
        hint_from_the_page()
    )
    assert thinking == "Thinking about a hint\u2026" and seat == 0
    assert status == hinted and selected and after is None
    assert undone[0].startswith("Undone: ") and late == undone


def test_from_python_advance_takes_the_thought_ahead_as_its_one_step() -> None:
    gate = Gate()
    t = thinking_table(gate, pace=0.05)
    t.advance(10**6)
    to_the_learners_play(t)

    async def ahead_then_advance() -> tuple[int, int, int]:
        assert t.play().legal  # from Python at a pace: the bot due thinks ahead on the loop
        step = t.position.step
        await until(lambda: t._thinker.job is not None and t._thinker.job.done.is_set())
        return step, t.advance(1), t.position.step

    step, taken, after = in_a_kernel_loop(ahead_then_advance())
    assert taken == 1 and after == step + 1
    job = t._thinker.job  # the next bot thinks ahead of its tick, of the position now
    assert job is None or job.thought.key == t.session.position_key()


def test_the_engines_strong_bot_hints_and_says_why_in_the_tables_language() -> None:
    """The real ``"strong"`` level (``te.SearchBot`` at the Table's budget): its hint is a legal
    play followed by the search's reason, in the table's language."""
    t = tw.Table("tractor-4p", seat=0, bots="strong", seed=6)
    assert isinstance(t.session._bots[1], te.SearchBot)
    words = {"en": "unseen cards could lie", "es": "cartas no vistas"}  # the reason's words
    for language, marker in words.items():
        t.language = language
        to_the_learners_play(t)
        while marker not in t.status:  # a play where the search compared candidates
            assert t.play().legal
            to_the_learners_play(t)
        with te.language(language):
            prefix = say("Hint: {cards}. {reason}", cards="\0", reason="").split("\0")[0]
        assert t.status.startswith(prefix)
        assert (
            t.status.count(marker) == 1
            and words["en" if language == "es" else "es"] not in t.status
        )
        hand = te.parse_cards([t.hand_cards[i] for i in t.selected])
        assert t.position.check(te.Play(0, hand), 0).legal


def test_only_a_dropped_thoughts_answer_is_counted_as_dropped() -> None:
    gate = Gate()
    t = thinking_table(gate)
    to_the_learners_play(t)

    async def fast_then_dropped() -> tuple[int, int]:
        page(t, type="act", what="play")  # fast answers, taken where they were waited for
        await until(lambda: t.position.to_act == 0 or t.position.phase == "done")
        await asyncio.sleep(0.05)
        fast = t._thinker.dropped
        to_the_learners_play(t)
        gate.close()
        page(t, type="act", what="play")
        await until(gate.thinking.is_set)
        page(t, type="act", what="undo")
        gate.open.set()
        await until(lambda: t._thinker.dropped > fast)
        return fast, t._thinker.dropped

    assert in_a_kernel_loop(fast_then_dropped()) == (0, 1)
