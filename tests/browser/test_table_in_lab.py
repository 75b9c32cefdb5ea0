"""tw.Table in a real JupyterLab in chromium: a tractor-4p hand against bots played by clicking
cards and pressing the buttons (bid, bury, an illegal play refused, every trick, the end of the
hand, the next hand), and a tractor-5p hand in teacher mode played by keyboard only.
Screenshots in light and dark under test-artifacts/."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from . import harness

pytestmark = pytest.mark.browser

SETUP = (
    """\
import json, pathlib
import tractor_engine as te
import tractor_widgets as tw
STATE = pathlib.Path("table_state.json")
widgets = {}

def legal_indices(t):
    # what a careful player would click now: the engine's own legal choice, as hand indices
    rnd = t.position
    if rnd.to_act is None or (t.seat is not None and rnd.to_act != t.seat):
        return []
    if rnd.phase not in ("bury", "play"):
        return []
    choices = rnd.legal_actions()
    if choices.kind == "follow":
        cards = list(choices.follow.example())
    else:
        cards = list(te.GreedyBot(0).choose(rnd).cards)
    hand, out = list(t.hand_cards), []
    for c in cards:
        i = next(i for i, h in enumerate(hand) if h == str(c) and i not in out)
        out.append(i)
    return out

def dump(*_):
    state = {}
    for key, t in widgets.items():
        rnd = t.position
        state[key] = {"phase": rnd.phase, "step": rnd.step, "to_act": rnd.to_act,
                      "kind": t._controls.get("kind"), "status": t.status,
                      "verdict": t._status.get("verdict"), "said": t._status.get("n"),
                      "selected": t.selected,
                      "hand": t.hand_cards, "legal": legal_indices(t),
                      "tricks": len(rnd.tricks), "hands": len(t.game.rounds),
                      "declarer": rnd.declarer, "trick": [[s, [str(c) for c in cs]]
                      for s, cs in rnd.trick]}
    STATE.write_text(json.dumps(state))
"""
    + harness.KEEP
)

CELLS_4P = [
    SETUP,
    'deck = te.arrange_deck("tractor-4p", {0: "BJ BJ AS QS 2H 2H 3C 4C"}, seed=5)\n'
    't4 = keep("t4", tw.Table("tractor-4p", seat=0, bots="greedy", seed=3, deck=deck))\nt4',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]
CELLS_5P = [
    SETUP,
    't5 = keep("t5", tw.Table("tractor-5p", seat=None, seed=7))\nt5',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]


#: The cards of the last trick whose rank or suit index the next card of the play covers.
COVERED_INDEXES = """plays => plays.flatMap(play => {
    const cards = [...play.querySelectorAll(".tw-card")];
    return cards.slice(0, -1).flatMap((card, i) => {
        const next = cards[i + 1].getBoundingClientRect().left;
        const marks = [...card.querySelectorAll(".tw-rank, .tw-suit")];
        const right = Math.max(...marks.map(m => m.getBoundingClientRect().right));
        return right > next + 0.5 ? [`${card.dataset.card}: index to ${right}, next at ${next}`]
                                  : [];
    });
})"""


class Lab(harness.NotebookPage):
    """A table notebook open in JupyterLab."""

    def table(self) -> Any:
        return self.page.locator(".tw-table").first

    def s(self, key: str, predicate: Any = lambda s: True, timeout: float = 15) -> dict:
        return self.state(lambda d: key in d and predicate(d[key]), timeout)[key]


def open_lab(lab: harness.Server, browser: Any, name: str, cells: list[str]) -> Lab:
    page, log = harness.open_notebook(browser, lab, name, cells, workspace="tw-" + name[:-6])
    expect(page.locator(".tw-table")).to_have_count(1, timeout=30_000)
    # the seats are drawn at once; the cards at once too, or after Start at a pace
    expect(page.locator(".tw-table .tw-tb-seat").first).to_be_visible(timeout=30_000)
    return Lab(page, lab.root, log, state_file="table_state.json")


@pytest.fixture(scope="module")
def t4(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    obj = open_lab(lab, browser, "table4.ipynb", CELLS_4P)
    yield obj
    (artifacts / "table4-console.log").write_text("\n".join(obj.log.lines))
    obj.page.context.close()


def shoot(lab: Lab, artifacts: Path, name: str) -> list[Path]:
    saved = []
    lab.page.set_viewport_size({"width": 1280, "height": 2600})  # the whole table in view
    for dark in (False, True):
        harness.set_theme(lab.page, dark)
        path = artifacts / f"{name}-{'dark' if dark else 'light'}.png"
        lab.table().screenshot(path=str(path))
        saved.append(path)
    harness.set_theme(lab.page, False)
    return saved


def wait_for_hand(lab: Lab, cards: list[str]) -> None:
    """Wait until the page draws the active hand the kernel reported (a click on the cards of an
    earlier turn still on screen is ignored by the kernel)."""
    expect(lab.table().locator('.tw-tb-hand[data-active="true"] .tw-card')).to_have_count(
        len(cards)
    )


def click_cards(lab: Lab, indices: list[int]) -> None:
    hand = lab.table().locator('.tw-tb-hand[data-active="true"]')
    for i in indices:
        hand.locator(f'.tw-card[role="button"][data-index="{i}"]').click(
            position={"x": 10, "y": 30}
        )


def test_a_tractor_4p_hand_by_clicking(t4: Lab, artifacts: Path) -> None:
    w = t4.table()
    assert w.get_attribute("data-lm-suppress-shortcuts") == "true"
    expect(w.locator('[role="status"]')).to_have_count(1)
    expect(w.locator(".tw-tb-seat")).to_have_count(4)
    # bidding: the engine's bids are offered as buttons; the learner shows the joker pair
    s = t4.s("t4", lambda s: s["kind"] == "bid")
    bid = w.locator('button[data-control="bid"]', has_text="Bid")
    expect(bid.first).to_be_visible()
    shots = shoot(t4, artifacts, "table4-bid")
    bid.last.click()
    s = t4.s("t4", lambda s: s["phase"] != "deal" or s["step"] > 0)
    while s["phase"] == "deal":
        w.locator('button[data-control="pass"]').click()
        step = s["step"]
        s = t4.s("t4", lambda x, step=step: x["step"] > step or x["phase"] != "deal")
    assert s["phase"] == "bury" and s["declarer"] == 0
    # burying: select 8 cards and press Bury; the count is the engine's
    expect(w.locator('button[data-control="bury"]')).to_be_visible()
    click_cards(t4, [0])
    t4.s("t4", lambda x: x["selected"] == [0])
    w.locator('button[data-control="bury"]').click()
    s = t4.s("t4", lambda x: x["verdict"] == "illegal")
    assert "exactly 8" in s["status"]
    expect(w.locator('[role="status"]')).to_have_text(s["status"])
    click_cards(t4, [0])  # unselect, then the hint's choice
    t4.s("t4", lambda x: x["selected"] == [])
    legal = t4.s("t4")["legal"]
    click_cards(t4, legal)
    t4.s("t4", lambda x: sorted(x["selected"]) == sorted(legal))
    w.locator('button[data-control="bury"]').click()
    s = t4.s("t4", lambda x: x["phase"] == "play")
    # an illegal lead (cards of two suit groups) is refused with the engine's reason
    hand = s["hand"]
    trump_i = next(i for i, c in enumerate(hand) if c == "BJ")
    side_i = next(i for i, c in enumerate(hand) if c.endswith(("S", "C", "D")) and c[0] != "2")
    click_cards(t4, [trump_i, side_i])
    t4.s("t4", lambda x: len(x["selected"]) == 2)
    w.locator('button[data-control="play"]').click()
    s = t4.s("t4", lambda x: x["verdict"] == "illegal")
    expect(w.locator('[role="status"]')).to_have_text(s["status"])
    expect(w.locator('[role="status"]')).to_have_attribute("data-verdict", "illegal")
    assert s["step"] == t4.s("t4")["step"] and s["tricks"] == 0 and not s["trick"]
    w.locator('button[data-control="clear"]').click()
    t4.s("t4", lambda x: x["selected"] == [])
    # every trick: click the cards, press Play, see them on the table
    followed = last_checked = False
    deadline = time.monotonic() + 240
    while s["phase"] != "done":
        assert time.monotonic() < deadline, "the hand did not finish"
        s = t4.s("t4", lambda x: x["phase"] == "done" or x["to_act"] == 0)
        if s["phase"] == "done":
            break
        if s["kind"] == "follow" and not followed:
            marked = w.locator('.tw-tb-hand[data-active="true"] .tw-card[data-state]')
            expect(marked).to_have_count(len(s["hand"]))  # the page has drawn the kernel's marks
            expect(w.locator(".tw-tb-legend .tw-legend-item")).to_have_count(3)
            states = w.locator('.tw-tb-hand[data-active="true"] .tw-card').evaluate_all(
                "cs => cs.map(c => c.dataset.state)"
            )
            assert set(states) <= {"must", "may", "cannot"} and len(states) == len(s["hand"])
            followed = True
            shots += shoot(t4, artifacts, "table4-follow")
        step = s["step"]
        wait_for_hand(t4, s["hand"])
        if s["tricks"] and s["trick"] and not last_checked:
            # the last trick stays on the table, readable: no card covers the next one's index
            expect(w.locator(".tw-tb-lastplay")).to_have_count(4)
            covered = w.locator(".tw-tb-lastplay").evaluate_all(COVERED_INDEXES)
            assert not covered, covered
            last_checked = True
        click_cards(t4, s["legal"])
        t4.s("t4", lambda x, want=s["legal"]: sorted(x["selected"]) == sorted(want))
        start = time.monotonic()
        w.locator('button[data-control="play"]').click()
        mine = [s["hand"][i] for i in s["legal"]]
        slot = w.locator(
            '.tw-tb-seat[data-seat="0"] .tw-tb-played .tw-card, '
            '.tw-tb-lastplay[data-seat="0"] .tw-card'
        )
        said = s["said"]
        s = t4.s("t4", lambda x, said=said: x["said"] > said)  # every action says something
        assert s["verdict"] == "illegal" or s["step"] > step
        if s["verdict"] == "illegal" or not slot.count():
            t4.table().screenshot(path=str(artifacts / "table4-failed.png"))
        assert s["verdict"] != "illegal", s["status"]
        expect(slot.first).to_be_visible()
        assert time.monotonic() - start < 10
        assert s["verdict"] == "legal", s["status"]
        del mine
    assert followed and last_checked
    end = w.locator(".tw-tb-end")
    expect(end).to_be_visible()
    expect(end.locator("li")).to_have_count(len(end.locator("li").all()))
    assert end.locator("li").count() >= 5
    expect(end).to_contain_text("Kitty multiplier")
    shots += shoot(t4, artifacts, "table4-end")
    w.locator('button[data-control="allowed"]').click()
    expect(w.locator(".tw-tb-allowed li")).to_have_count(4)
    w.locator('button[data-control="next"]').click()
    s = t4.s("t4", lambda x: x["hands"] == 2)
    expect(end).to_be_hidden()
    assert all(p.stat().st_size > 2000 for p in shots)
    assert not t4.log.errors(), str(t4.log)


def test_undo_and_save_from_the_page(t4: Lab, artifacts: Path) -> None:
    w = t4.table()
    s = t4.s("t4", lambda x: x["kind"] in ("bid", "bury", "lead", "follow"))
    w.scroll_into_view_if_needed()
    while s["kind"] in ("bid", "bury"):
        step = s["step"]
        expect(w).to_have_attribute("data-kind", s["kind"])
        if s["kind"] == "bid":
            # the page draws each card of the deal at its pace, so the Pass button can move or
            # wait for the page to catch up: read the kernel again rather than click blindly
            try:
                w.locator('button[data-control="pass"]').click(timeout=5_000)
            except PlaywrightTimeout:
                s = t4.s("t4", lambda x: x["kind"] in ("bid", "bury", "lead", "follow"))
                continue
        else:  # the Hint button selects a legal bury (the 4p test above clicks the cards)
            w.locator('button[data-control="hint"]').click()
            t4.s("t4", lambda x: len(x["selected"]) == 8)
            w.locator('button[data-control="bury"]').click()
        s = t4.s(
            "t4",
            lambda x, step=step: (
                x["step"] > step and x["kind"] in ("bid", "bury", "lead", "follow")
            ),
        )
    step, hand = s["step"], s["hand"]
    wait_for_hand(t4, hand)
    click_cards(t4, s["legal"])
    t4.s("t4", lambda x, want=s["legal"]: len(x["selected"]) == len(want))
    w.locator('button[data-control="play"]').click()
    t4.s("t4", lambda x: x["step"] > step)
    w.locator('button[data-control="undo"]').click()
    back = t4.s("t4", lambda x: x["step"] == step)
    assert back["hand"] == hand
    expect(w.locator('[role="status"]')).to_contain_text("Undone")
    w.locator('button[data-control="save"]').click()
    saved = t4.s("t4", lambda x: "Saved" in x["status"])
    assert "table-record.json" in saved["status"]
    assert (t4.root / "table-record.json").exists()


@pytest.fixture(scope="module")
def t5(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    obj = open_lab(lab, browser, "table5.ipynb", CELLS_5P)
    yield obj
    (artifacts / "table5-console.log").write_text("\n".join(obj.log.lines))
    obj.page.context.close()


def test_a_tractor_5p_hand_in_teacher_mode_by_keyboard_only(t5: Lab, artifacts: Path) -> None:
    page, w = t5.page, t5.table()
    expect(w.locator(".tw-tb-seat")).to_have_count(5)
    w.focus()  # where a keyboard user arrives by Tab
    s = t5.s("t5")
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    shots: list[Path] = []
    toggled = False
    deadline = time.monotonic() + 300
    while s["phase"] != "done":
        assert time.monotonic() < deadline, "the hand did not finish"
        if s["phase"] == "play" and not toggled and len(s["hand"]) >= 2:
            # a card is reached with Tab and toggled with Space; arrows move between cards
            w.focus()
            for _ in range(40):
                page.keyboard.press("Tab")
                if page.evaluate("!!document.activeElement.closest('.tw-tb-hand')"):
                    break
            first = int(page.evaluate("document.activeElement.dataset.index"))
            page.keyboard.press("Space")
            t5.s("t5", lambda x, first=first: x["selected"] == [first])
            expect(w.locator(f'.tw-card[data-index="{first}"][aria-pressed="true"]')).to_have_count(
                1
            )
            page.keyboard.press("ArrowRight")
            page.keyboard.press("Space")
            t5.s("t5", lambda x: len(x["selected"]) == 2)
            page.keyboard.press("c")
            t5.s("t5", lambda x: x["selected"] == [])
            toggled = True
            shots += shoot(t5, artifacts, "table5-teacher")
        if not page.evaluate("!!document.activeElement.closest('.tw-table')"):
            w.focus()
        step = s["step"]
        page.keyboard.press("h")
        page.keyboard.press("p")
        s = t5.s("t5", lambda x, step=step: x["step"] > step or x["verdict"] == "illegal")
        assert s["verdict"] != "illegal", s["status"]
    assert toggled
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells  # no notebook shortcut fired
    expect(w.locator(".tw-tb-end")).to_be_visible()
    expect(w.locator(".tw-tb-fact[data-fact='friend']")).to_contain_text("the ")
    shots += shoot(t5, artifacts, "table5-end")
    w.focus()
    page.keyboard.press("n")
    t5.s("t5", lambda x: x["hands"] == 2)
    assert not t5.log.errors(), str(t5.log)


CELLS_PACE = [
    SETUP,
    't6 = keep("t6", tw.Table("tractor-4p", seat=0, bots="greedy", seed=4, pace=0.02))\nt6',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]


def test_pace_is_kept_by_the_page_without_blocking_the_kernel(
    lab: harness.Server, browser: Any
) -> None:
    obj = open_lab(lab, browser, "table_pace.ipynb", CELLS_PACE)
    try:
        w = obj.table()
        dealt = w.locator('.tw-tb-fact[data-fact="dealt"]')
        expect(dealt).to_be_visible()
        first = dealt.text_content()
        # the table waits for its player: at 0.02 s a card the deal would go on during two
        # kernel round trips, but no step is taken until the first click
        start = w.locator('button[data-control="start"]')
        expect(start).to_be_visible()
        where = "str((t6.position.dealt, t6.position.step))"
        obj.kernel(f"pathlib.Path('before.txt').write_text({where})")
        obj.kernel(f"pathlib.Path('after.txt').write_text({where})")
        assert (obj.root / "before.txt").read_text() == (obj.root / "after.txt").read_text()
        expect(dealt).to_have_text(first)
        start.click()
        expect(start).to_be_hidden()
        # the kernel stays free while the page asks for each card: a cell runs meanwhile
        obj.kernel("pathlib.Path('free.txt').write_text(str(t6.position.dealt))")
        assert (obj.root / "free.txt").exists()
        s = obj.s("t6", lambda x: x["to_act"] == 0 and x["kind"] != "wait", timeout=60)
        assert s["kind"] in ("bid", "bury", "lead", "follow")
        assert dealt.count() == 0 or dealt.text_content() != first
        assert not obj.log.errors(), str(obj.log)
    finally:
        obj.page.context.close()
