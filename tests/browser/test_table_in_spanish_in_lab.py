"""tw.Table(language="es") in a real JupyterLab in chromium: the page's buttons, labels, seats,
tags, facts and prompts in Spanish; an illegal follow clicked on the page is refused with the
engine's Spanish reason and changes nothing; the hint and a legal play in Spanish; the allowed
panel speaks to the learner in the second person and of the others in the third; a change of
language from Python redraws the page. Screenshots in light and dark under test-artifacts/.

The round's own sentences (a bid, a play, the result) are the engine's and stay English until
they are translated: nothing here reads them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tractor_engine as te
from tractor_engine.speech.languages import say, say_n

from . import harness
from .test_table_in_lab import click_cards, shoot

pytestmark = pytest.mark.browser

SETUP = (
    """\
import json, pathlib
import tractor_engine as te
import tractor_widgets as tw
STATE = pathlib.Path("table_es_state.json")
widgets = {}

def dump(*_):
    state = {}
    for key, t in widgets.items():
        rnd = t.position
        example, choices = [], rnd.legal_actions(0) if rnd.to_act == 0 else None
        if choices is not None and choices.kind == "follow":  # the engine's example, as indices
            hand = list(t.hand_cards)
            for c in map(str, choices.follow.example()):
                example.append(next(i for i, h in enumerate(hand) if h == c and i not in example))
        state[key] = {"phase": rnd.phase, "step": rnd.step, "kind": t._controls.get("kind"),
                      "count": t._controls.get("count"), "status": t.status,
                      "verdict": t._status.get("verdict"), "said": t._status.get("n"),
                      "selected": t.selected, "hand": t.hand_cards, "example": example,
                      "states": (t._s0.get("states") or "").split(), "language": t.language,
                      "meta1": t._s1["meta"], "count1": t._s1["count"]}
    STATE.write_text(json.dumps(state))

def to_a_follow_with_a_card_that_cannot_be_played(t):
    # pass every bid, then play the engine's legal choices until seat 0 follows a lead holding
    # a card that no legal play contains
    while True:
        kind = t._controls.get("kind")
        if kind == "follow" and "cannot" in t._s0.get("states", ""):
            return
        assert kind in ("bid", "lead", "follow"), kind
        verdict = t.pass_() if kind == "bid" else (t.hint(), t.play())[1]
        assert verdict.legal, verdict.reason
"""
    + harness.KEEP
)

CELLS = [
    SETUP,
    't = keep("es", tw.Table("tractor-4p", seat=0, bots="greedy", seed=3, language="es"))\nt',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]


def es(template: str, **values: Any) -> str:
    with te.language("es"):
        return say(template, **values)


class Lab(harness.NotebookPage):
    def table(self) -> Any:
        return self.page.locator(".tw-table").first

    def s(self, predicate: Any = lambda s: True) -> dict[str, Any]:
        return self.state(lambda d: "es" in d and predicate(d["es"]))["es"]


@pytest.fixture(scope="module")
def lab_es(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    page, log = harness.open_notebook(browser, lab, "table_es.ipynb", CELLS, workspace="tw-t-es")
    expect(page.locator(".tw-table")).to_have_count(1, timeout=30_000)
    expect(page.locator(".tw-table .tw-tb-seat").first).to_be_visible(timeout=30_000)
    obj = Lab(page, lab.root, log, state_file="table_es_state.json")
    yield obj
    (artifacts / "table-es-console.log").write_text("\n".join(log.lines))
    page.context.close()


def test_the_page_draws_the_tables_words_in_spanish(lab_es: Lab, artifacts: Path) -> None:
    w = lab_es.table()
    s = lab_es.s(lambda x: x["kind"] == "bid")
    assert s["language"] == "es"
    for control, word in (
        ("pass", "Pass"),
        ("pass-all", "Pass for the rest of the deal"),
        ("bid-selected", "Bid the selected cards"),
        ("hint", "Hint"),
    ):
        expect(w.locator(f'button[data-control="{control}"]')).to_have_text(es(word))
        assert es(word) != word
    bid = es("Bid {cards}", cards="").strip()
    expect(w.locator('button[data-control="bid"]').first).to_contain_text(bid)
    expect(w.locator(".tw-tb-keys")).to_have_text(es(
        "Keys: Tab and arrows move, Space selects; P (or Enter) plays, bids, buries or calls; "
        "H hint, U undo, N next hand, C clear."
    ))  # fmt: skip
    expect(w.locator(".tw-tb-phase")).to_have_text(es("Dealing and bidding"))
    expect(w.locator('.tw-tb-fact[data-fact="dealt"] b')).to_have_text(es("Dealt"))
    mine = w.locator('.tw-tb-seat[data-seat="0"]')
    expect(mine.locator(".tw-seat-name")).to_have_text(es("You \u00b7 seat {seat}", seat=0))
    expect(mine.locator('.tw-tag[data-tag="you"]')).to_have_text(es("YOU"))
    with te.language("es"):
        meta = say_n(
            "level {level} \u00b7 {points} pts \u00b7 {n} card (face down)",
            "level {level} \u00b7 {points} pts \u00b7 {n} cards (face down)",
            s["count1"], level="2", points=0,
        )  # fmt: skip
    assert s["meta1"] == meta
    expect(w.locator('.tw-tb-seat[data-seat="1"] .tw-tb-meta')).to_have_text(meta)
    expect(w.locator('.tw-tb-hand[data-seat="0"] .tw-tb-hand-label')).to_contain_text(
        es("{name} \u2014 your turn: select your cards, then act", name="")
    )
    expect(w.locator(".tw-tb-felt")).to_have_attribute("aria-label", es("The table"))
    labels = w.locator(".tw-card").evaluate_all("cards => cards.map(c => c.ariaLabel || '')")
    trump = es("{card}, trump", card="")  # ", triunfo": a trump's label, not the English one
    assert any(label.endswith(trump) for label in labels), labels
    assert not any(", trump" in label for label in labels), labels
    expect(w.locator('[role="status"]')).to_have_text(s["status"])
    assert s["status"].startswith(es("{rules}: {players} players, {cards} cards each, {kitty} in "
                                     "the kitty.", rules="tractor-4p", players=4, cards=25,
                                     kitty=8))  # fmt: skip
    shots = shoot(lab_es, artifacts, "table-es-bid")
    assert all(p.stat().st_size > 2000 for p in shots)
    assert not lab_es.log.errors(), str(lab_es.log)


def test_an_illegal_follow_clicked_on_the_page_is_refused_in_spanish(
    lab_es: Lab, artifacts: Path
) -> None:
    w = lab_es.table()
    lab_es.kernel('to_a_follow_with_a_card_that_cannot_be_played(widgets["es"])')
    s = lab_es.s(lambda x: x["kind"] == "follow" and "cannot" in x["states"])
    hand = w.locator('.tw-tb-hand[data-active="true"]')
    expect(hand.locator(".tw-card[data-state]")).to_have_count(len(s["hand"]))
    expect(w.locator(".tw-tb-legend .tw-legend-item").first).to_contain_text(
        es("must: every legal play has it")
    )
    expect(w.locator('button[data-control="play"]')).to_have_text(es("Play"))
    # select cards that no legal play holds (and as many as led) and press Play
    cannot = [i for i, st in enumerate(s["states"]) if st == "cannot"]
    others = [i for i in range(len(s["hand"])) if i not in cannot]
    bad = (cannot + others)[: s["count"]]
    click_cards(lab_es, bad)
    lab_es.s(lambda x, bad=bad: sorted(x["selected"]) == sorted(bad))
    step, said = s["step"], s["said"]
    w.locator('button[data-control="play"]').click()
    refused = lab_es.s(lambda x, said=said: x["said"] > said)
    assert refused["verdict"] == "illegal" and refused["step"] == step
    assert sorted(refused["selected"]) == sorted(bad)  # nothing changed but the status line
    expect(w.locator('[role="status"]')).to_have_text(refused["status"])
    expect(w.locator('[role="status"]')).to_have_attribute("data-verdict", "illegal")
    # the engine's reason for that play, in Spanish and in English, asked of the same kernel
    lab_es.kernel(
        't = widgets["es"]\ncards = [t._session.hand(0)[i] for i in t.selected]\n'
        'with te.language("es"):\n    spanish = t.position.check(te.Play(0, cards), 0).reason\n'
        "english = t.position.check(te.Play(0, cards), 0).reason\n"
        'pathlib.Path("table_es_reason.json").write_text(json.dumps([spanish, english]))'
    )
    spanish, english = json.loads((lab_es.root / "table_es_reason.json").read_text())
    assert refused["status"] == spanish != english
    shoot(lab_es, artifacts, "table-es-refused")
    # the hint selects the engine's example and says why in Spanish; Play takes it
    w.locator('button[data-control="hint"]').click()
    hinted = lab_es.s(lambda x, said=refused["said"]: x["said"] > said)
    example = te.symbols(te.parse_cards([hinted["hand"][i] for i in hinted["example"]]))
    assert hinted["status"].startswith(es("Hint: {cards}. {reason}", cards=example, reason=""))
    assert sorted(hinted["selected"]) == sorted(hinted["example"])
    expect(w.locator('[role="status"]')).to_have_text(hinted["status"])
    for i in hinted["example"]:
        expect(hand.locator(f'.tw-card[data-index="{i}"]')).to_have_attribute(
            "aria-pressed", "true"
        )
    w.locator('button[data-control="play"]').click()
    played = lab_es.s(lambda x, step=step: x["step"] > step)
    assert played["verdict"] == "legal"
    # what could each seat play: the learner in the second person, the others in the third
    allowed = w.locator('button[data-control="allowed"]')
    expect(allowed).to_have_text(es("What could each seat play?"))
    allowed.click()
    rows = w.locator(".tw-tb-allowed li")
    expect(rows.first).to_be_visible()
    texts = {int(r.get_attribute("data-seat")): r.inner_text() for r in rows.all()}
    assert len(texts) == 4
    assert es("You: {reason}", reason="") in texts[0]
    for seat in (1, 2, 3):  # "Asiento 2: ...", or "Salió el asiento 2: ..." for the leader
        assert es("You: {reason}", reason="") not in texts[seat]
        assert es("Seat {seat}", seat=seat).lower() in texts[seat].lower()
    shoot(lab_es, artifacts, "table-es-allowed")
    assert not lab_es.log.errors(), str(lab_es.log)


def test_a_change_of_language_from_python_redraws_the_page(lab_es: Lab) -> None:
    w = lab_es.table()
    play = w.locator('button[data-control="hint"]')
    expect(play).to_have_text(es("Hint"))
    lab_es.kernel('widgets["es"].language = "en"')
    expect(play).to_have_text("Hint")
    expect(w.locator(".tw-tb-felt")).to_have_attribute("aria-label", "The table")
    expect(w.locator('.tw-tb-seat[data-seat="0"] .tw-seat-name')).to_have_text("You \u00b7 seat 0")
    lab_es.kernel('widgets["es"].language = "es"')
    expect(play).to_have_text(es("Hint"))
    expect(w.locator('.tw-tb-seat[data-seat="0"] .tw-seat-name')).to_have_text(
        es("You \u00b7 seat {seat}", seat=0)
    )
    assert not lab_es.log.errors(), str(lab_es.log)
