"""tw.Table with bots that think, in a real JupyterLab in chromium: while a bot thinks (in its
worker thread) the page says so and answers clicks; Undo clicked then takes the learner's play
back, and the late answer does not land, with the notebook's own thinking bot and with the
engine's search bot (``te.SearchBot``, given a budget of seconds); a bot's reason is behind the
"Why?" button by its play, in English and in Spanish.

The thinking bot here is the notebook's own: the greedy bot's choice held back by a gate the
test opens, with a ``last_reason`` whose sentence is said in the language in force."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tractor_engine as te
from tractor_engine.speech.languages import say

from . import harness
from .test_table_in_lab import shoot

pytestmark = pytest.mark.browser

SETUP = (
    """\
import json, pathlib, threading
import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.speech.languages import say
STATE = pathlib.Path("table_think_state.json")
widgets = {}
gate = threading.Event()
gate.set()
thoughts = []  # (seat, finished) of every thought behind the closed gate

class Because:
    def __init__(self, seat, action):
        self.seat, self.action = seat, action
    def sentence(self, language=None):
        return say("Seat {seat}", seat=self.seat) + ": " + te.symbols(self.action.cards)

class ThinkingBot:
    def __init__(self, seed):
        self.greedy, self.last_reason = te.GreedyBot(seed), None
    def __deepcopy__(self, memo):
        twin = ThinkingBot(0)
        twin.greedy = te.GreedyBot(0)
        twin.greedy.__dict__.update(self.greedy.__dict__)
        return twin
    def choose(self, rnd):
        if not gate.is_set():
            thoughts.append([rnd.to_act, False])
            gate.wait(60)
            thoughts[-1][1] = True
            pathlib.Path("thoughts.json").write_text(json.dumps(thoughts))
        action = self.greedy.choose(rnd)
        self.last_reason = Because(rnd.to_act, action) if action.type == "play" else None
        return action

def bots():
    return [None, ThinkingBot(1), ThinkingBot(2), ThinkingBot(3)]

def think_long(t, budget=2.0):
    # the strong bots (te.SearchBot) think for seconds: time to click Undo meanwhile
    for bot in t.session._bots[1:]:
        bot.samples, bot.time_budget = 10**6, budget

def thinking_threads():
    alive = [th for th in threading.enumerate() if th.name.startswith("tw-table-seat-")]
    pathlib.Path("thinking_threads.json").write_text(json.dumps(len(alive)))

def to_the_learners_play(t):
    while t._controls.get("kind") not in ("lead", "follow"):
        kind = t._controls.get("kind")
        verdict = t.pass_() if kind == "bid" else (t.hint(), t.bury() if kind == "bury" else (
            t.call_friend(t._controls["calls"][-1]["card"]) if kind == "call" else t.play()))[1]
        assert verdict.legal, verdict.reason
    t.hint()

def dump(*_):
    state = {}
    for key, t in widgets.items():
        rnd = t.position
        why = t._trick.get("why")
        state[key] = {"step": rnd.step, "to_act": rnd.to_act, "kind": t._controls.get("kind"),
                      "status": t.status, "said": t._status.get("n"),
                      "thinking": t.session.thinking, "prompt": t._controls.get("prompt"),
                      "record": json.dumps(t.record), "selected": t.selected,
                      "dropped": t._thinker.dropped, "level": t.level,
                      "bot1": type(t.session._bots[1]).__name__,
                      "names": [t._s1["name"], t._s2["name"]],
                      "why": why, "why_text": t.session.reasons[why["step"]].sentence()
                      if why else None}
    STATE.write_text(json.dumps(state))
"""
    + harness.KEEP
)

CELLS = [
    SETUP,
    't = keep("en", tw.Table("tractor-4p", seat=0, bots=bots(), seed=6))\nt',
    'es = keep("es", tw.Table("tractor-4p", seat=0, bots=bots(), seed=6, language="es"))\nes',
    'strong = keep("strong", tw.Table("tractor-4p", seat=0, bots="strong", seed=6))\nstrong',
    'easy = keep("easy", tw.Table("tractor-4p", seat=0, bots="easy", seed=2, pace=1))\neasy',
    'fácil = keep("fácil", tw.Table("tractor-4p", seat=0, bots="easy", seed=2, pace=1, '
    'language="es"))\nfácil',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]


def es(template: str, **values: Any) -> str:
    with te.language("es"):
        return say(template, **values)


LEVELS = ("beginner", "easy", "normal", "strong")


class Lab(harness.NotebookPage):
    shown = 0  # the table ``shoot`` takes

    def table(self, n: int | None = None) -> Any:
        return self.page.locator(".tw-table").nth(self.shown if n is None else n)

    def s(self, key: str, predicate: Any = lambda s: True, timeout: float = 15) -> dict:
        return self.state(lambda d: key in d and predicate(d[key]), timeout)[key]


@pytest.fixture(scope="module")
def think(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    page, log = harness.open_notebook(browser, lab, "table_think.ipynb", CELLS, workspace="tw-tt")
    expect(page.locator(".tw-table")).to_have_count(5, timeout=60_000)
    expect(page.locator(".tw-table .tw-tb-seat").first).to_be_visible(timeout=30_000)
    obj = Lab(page, lab.root, log, state_file="table_think_state.json")
    yield obj
    (artifacts / "table-think-console.log").write_text("\n".join(log.lines))
    page.context.close()


def test_undo_clicked_while_a_bot_thinks_takes_the_play_back_and_the_answer_never_lands(
    think: Lab, artifacts: Path
) -> None:
    w = think.table(0)
    think.kernel('to_the_learners_play(widgets["en"])')
    before = think.s("en", lambda x: x["kind"] in ("lead", "follow") and x["selected"])
    think.kernel("gate.clear()")
    w.locator('button[data-control="play"]').click()
    thinking = think.s("en", lambda x: x["thinking"] is not None and "thinking" in x["prompt"])
    seat = thinking["thinking"]
    assert thinking["step"] == before["step"] + 1 and seat != 0
    assert thinking["prompt"].startswith(f"Seat {seat} (") and "is thinking" in thinking["prompt"]
    expect(w.locator(".tw-tb-prompt")).to_have_text(thinking["prompt"])
    expect(w.locator(f'.tw-tb-seat[data-seat="{seat}"]')).to_have_attribute("data-thinking", "true")
    shoot(think, artifacts, "table-thinking")
    # the page is answered while the bot thinks: a Hint (its key: the button waits for the
    # learner's turn), then Undo
    expect(w.locator('button[data-control="hint"]')).to_be_hidden()
    w.focus()
    think.page.keyboard.press("h")
    hinted = think.s("en", lambda x: x["said"] > thinking["said"])
    assert hinted["status"] == "No hint now: it is not your turn."
    expect(w.locator('[role="status"]')).to_have_text(hinted["status"])
    w.locator('button[data-control="undo"]').click()
    undone = think.s("en", lambda x: x["step"] == before["step"])
    assert undone["record"] == before["record"] and undone["thinking"] is None
    assert undone["kind"] in ("lead", "follow")
    expect(w.locator('.tw-tb-seat[data-thinking="true"]')).to_have_count(0, timeout=15_000)
    # the bot's thought ends; its answer is dropped
    think.kernel("gate.set()")
    finished = harness.wait_json(
        think.root / "thoughts.json", lambda d: all(done for _, done in d), timeout=15
    )
    assert finished and finished[-1][0] == seat
    after = think.acknowledged()["en"]
    assert after["step"] == before["step"] and after["record"] == before["record"]
    assert after["kind"] in ("lead", "follow") and after["thinking"] is None
    # and the table plays on: the same play now gets the bots' answers
    think.kernel('widgets["en"].hint()')
    w.locator('button[data-control="play"]').click()
    think.s("en", lambda x: x["step"] > before["step"] + 1 and x["thinking"] is None)
    assert not think.log.errors(), str(think.log)


def _why(think: Lab, n: int, key: str, button: str, artifacts: Path) -> str:
    """Play to a bot's reason on table ``n``, press its "Why?" button; the words shown."""
    w = think.table(n)
    think.kernel(f'to_the_learners_play(widgets["{key}"])\nwidgets["{key}"].play()')
    s = think.s(key, lambda x: x["why"] is not None)
    seat = s["why"]["seat"]
    slot = w.locator(f'.tw-tb-seat[data-seat="{seat}"] .tw-tb-slot')
    why = slot.locator('button[data-control="why"]')
    expect(why).to_have_text(button)
    expect(slot.locator(".tw-tb-why")).to_be_hidden()
    why.click()
    expect(slot.locator(".tw-tb-why")).to_have_text(s["why_text"])
    expect(why).to_have_attribute("aria-expanded", "true")
    think.shown = n
    shoot(think, artifacts, f"table-why-{key}")
    return s["why_text"]


def test_why_shows_the_bots_reason_in_english(think: Lab, artifacts: Path) -> None:
    text = _why(think, 0, "en", "Why?", artifacts)
    assert text.startswith("Seat ")
    assert not think.log.errors(), str(think.log)


def test_why_shows_the_bots_reason_in_spanish(think: Lab, artifacts: Path) -> None:
    text = _why(think, 1, "es", es("Why?"), artifacts)
    assert es("Why?") == "¿Por qué?" and text.startswith("Asiento ")
    think.kernel('pathlib.Path("why_es.json").write_text(json.dumps(widgets["es"].why()))')
    assert json.loads((think.root / "why_es.json").read_text()) == text
    assert not think.log.errors(), str(think.log)


@pytest.mark.parametrize(("n", "key", "language"), [(3, "easy", "en"), (4, "fácil", "es")])
def test_the_level_is_named_on_each_seat_and_picked_on_the_page(
    think: Lab, n: int, key: str, language: str
) -> None:
    """bots="easy": each bot seat is named by its level, in the table's language; the picker
    offers the levels in words and sets the one chosen in Python."""
    w = think.table(n)

    def said(template: str, **values: Any) -> str:
        with te.language(language):
            return say(template, **values)

    s = think.s(key)
    assert s["level"] == "easy" and s["bot1"] == type(te.bots_named("easy", 4)[1]).__name__
    for seat in (1, 2):
        name = said("Seat {seat} \u00b7 {bot}", seat=seat, bot=said("easy bot"))
        expect(w.locator(f'.tw-tb-seat[data-seat="{seat}"] .tw-seat-name')).to_have_text(name)
    assert s["names"] == [said("Seat {seat} \u00b7 {bot}", seat=k, bot=said("easy bot"))
                          for k in (1, 2)]  # fmt: skip
    picker = w.locator('select[data-control="level"]')
    expect(picker).to_be_visible()
    expect(picker).to_have_attribute("aria-label", said("The bots' level"))
    expect(picker).to_have_value("easy")
    labels = picker.locator("option").all_text_contents()
    assert labels == [said(f"{level} bot") for level in LEVELS]
    if language == "es":
        assert labels[1] == "bot fácil"
    picker.select_option("normal")
    chosen = think.s(key, lambda x: x["level"] == "normal")
    assert chosen["bot1"] == "GreedyBot"
    assert chosen["status"] == said(
        "From their next play, the bots play at this level: {bot}.", bot=said("normal bot")
    )
    expect(w.locator('[role="status"]')).to_have_text(chosen["status"])
    expect(w.locator('.tw-tb-seat[data-seat="1"] .tw-seat-name')).to_have_text(
        said("Seat {seat} \u00b7 {bot}", seat=1, bot=said("normal bot"))
    )
    assert not think.log.errors(), str(think.log)


@pytest.mark.xfail(
    reason="a known bug, not yet explained: Undo clicked on the page while the search bot "
    "thinks in its thread is not taken (the kernel stays at the played position; seen at load "
    "2 and at load 20), or the page keeps data-thinking on the seat. Last in the module: when "
    "it fails, the notebook's kernel stops answering the later tests",
    strict=False,
)
def test_undo_clicked_while_the_search_bot_thinks(think: Lab, artifacts: Path) -> None:
    """bots="strong": the engine's search bot, given 2 s of CPU a decision (instead of the
    level's quarter of a second) in its worker thread: the page answers Undo meanwhile, and the
    search's answer does not land. Then, at the level's budget, Why? shows its reason."""
    w = think.table(2)
    think.kernel('think_long(widgets["strong"])')
    for _ in range(8):  # to a play after which a bot has a choice (a forced one is not searched)
        think.kernel('to_the_learners_play(widgets["strong"])')
        before = think.s("strong", lambda x: x["kind"] in ("lead", "follow") and x["selected"])
        w.locator('button[data-control="play"]').click()
        thinking = think.s(
            "strong",
            lambda x, before=before: (
                (x["thinking"] is not None and "thinking" in x["prompt"])
                or (x["step"] > before["step"] + 1 and x["to_act"] == 0 and x["kind"] != "wait")
            ),
            timeout=60,
        )
        if thinking["thinking"] is not None:
            break
    seat = thinking["thinking"]
    assert seat is not None, "no bot searched after eight plays"
    assert thinking["prompt"] == f"Seat {seat} (strong bot) is thinking\u2026"
    expect(w.locator(".tw-tb-prompt")).to_have_text(thinking["prompt"])
    w.locator('button[data-control="undo"]').click()
    # the search holds the interpreter's lock in turns with the kernel: on a loaded machine the
    # page's message takes a while
    undone = think.s("strong", lambda x: x["step"] == before["step"], timeout=30)
    assert undone["record"] == before["record"] and undone["thinking"] is None, (
        json.loads(undone["record"])["actions"][-3:],
        json.loads(before["record"])["actions"][-3:],
        undone["thinking"],
        thinking["step"],
        undone["status"],
    )
    expect(w.locator('.tw-tb-seat[data-thinking="true"]')).to_have_count(0, timeout=30_000)
    for _ in range(120):  # the search ends within its budget; then its answer is dropped
        think.kernel("thinking_threads()")
        if json.loads((think.root / "thinking_threads.json").read_text()) == 0:
            break
    after = think.acknowledged()["strong"]
    assert after["dropped"] == thinking["dropped"] + 1, "the undone thought did not end there"
    assert after["step"] == before["step"] and after["record"] == before["record"]
    assert after["kind"] in ("lead", "follow") and after["thinking"] is None
    think.shown = 2
    shoot(think, artifacts, "table-search-undone")
    # the search's reason, behind Why?, at the level's own budget
    think.kernel(
        "from tractor_engine.play.search_bot import STRONG_TIME_BUDGET\n"
        'think_long(widgets["strong"], STRONG_TIME_BUDGET)'
    )
    w.locator('button[data-control="play"]').click()
    s = think.s("strong", lambda x: x["why"] is not None and x["thinking"] is None, timeout=30)
    slot = w.locator(f'.tw-tb-seat[data-seat="{s["why"]["seat"]}"] .tw-tb-slot')
    slot.locator('button[data-control="why"]').click()
    expect(slot.locator(".tw-tb-why")).to_have_text(s["why_text"])
    assert "unseen cards could lie" in s["why_text"]
    assert not think.log.errors(), str(think.log)
