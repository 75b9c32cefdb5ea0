"""The widgets from the back of a classroom, in a real JupyterLab: accessible (axe-core finds no
serious or critical violation, light and dark theme), text at least 12 px, larger with
``--tw-scale`` or ``scale=``, overlapped cards that leave every index visible and clickable,
jokers whose words fit (in English, Spanish and Chinese), and tables drawn in each preset's
direction. Screenshots of every
widget (light, dark, scale 1.5) go to test-artifacts/classroom-*.png."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from . import harness
from .lesson_cells import HAND_33, LP_HAND, LP_LEAD

pytestmark = pytest.mark.browser

#: One widget per cell, in this order; each root gets data-test="<key>" for the checks.
WIDGETS = {
    "hv": f'tw.HandViewer(cards="{HAND_33}", trump="2H", rules="tractor-4p")',
    "lp": f'tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", trump="2H", '
    'rules="tractor-5p")',
    # lesson 02's last detector: its last card was a clipped "SMALL JOKER"
    "td": 'tw.TractorDetector(cards="10S 10S 10H 10H SJ SJ BJ BJ", trump="10NT", '
    'rules="tractor-4p")',
    "sc": 'tw.ScoreCalculator(rules="tractor-4p", captured_points=60, kitty="5C 10D KH 3S", '
    "last_lead=2)",
    "tv4": 'tw.TrickView(plays=["7D 7D", "8D 9D", "2H 2H", "AD AD"], leader=0, trump="2H", '
    'rules="tractor-4p")',
    "tv5": 'tw.TrickView(plays=["7D", "8D", "2H", "AD", "BJ"], leader=0, trump="2H", '
    'rules="tractor-5p")',
    "few": 'tw.HandViewer(cards="3D 4D 5D 6S 7S 8S")',
    "big": 'tw.HandViewer(cards="3D 4D BJ", scale=2)',
    # the jokers' words in Spanish (longer than English's) and Chinese, on full and small cards
    "es": 'tw.TractorDetector(cards="SJ SJ BJ BJ 2H 2H", trump="2H", language="es")',
    "zh": 'tw.TractorDetector(cards="SJ SJ BJ BJ 2H 2H", trump="2H", language="zh")',
}
#: The widgets drawn at scale 1 (every check of sizes at scale 1 runs on these).
AT_SCALE_1 = [k for k in WIDGETS if k != "big"]
CARD_WIDTH = 64  # a card's width at scale 1, in CSS px
LEAST_STRIP = 40  # the narrowest a covered card shows, at scale 1


@pytest.fixture(scope="module")
def page(lab: harness.Server, browser: Any) -> Iterator[Any]:
    cells = ["import tractor_widgets as tw", *WIDGETS.values()]
    page, log = harness.open_notebook(browser, lab, "classroom.ipynb", cells, height=1000)
    for k, key in enumerate(WIDGETS):
        root = page.locator(".jp-Notebook .jp-Cell").nth(k + 1).locator(".tw-root")
        expect(root).to_have_count(1, timeout=30_000)
        root.evaluate("(r, key) => r.setAttribute('data-test', key)", key)
    expect(root_of(page, "hv").locator(".tw-card")).to_have_count(33)
    page.log = log
    yield page
    assert not log.errors(), str(log)
    page.context.close()


def root_of(page: Any, key: str) -> Any:
    return page.locator(f'[data-test="{key}"]')


def screenshots(page: Any, artifacts: Path, tag: str) -> None:
    for key in WIDGETS:
        root = root_of(page, key)
        root.scroll_into_view_if_needed()
        root.screenshot(path=str(artifacts / f"classroom-{key}-{tag}.png"))


# --- accessibility and text ------------------------------------------------------------------


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_no_serious_or_critical_violation(page: Any, artifacts: Path, theme: str) -> None:
    harness.set_theme(page, theme == "dark")
    # a must card selected and a verdict shown, so the checks see those states too
    root_of(page, "lp").locator('.tw-card[data-state="must"]').first.click(
        position={"x": 12, "y": 40}
    )
    expect(root_of(page, "lp").locator('[role="status"]')).not_to_have_text(
        "Select 4 cards to follow the lead."
    )
    found = {}
    for key in WIDGETS:
        # in view: JupyterLab does not render cells out of view, and axe judges contrast only
        # on what is drawn
        root_of(page, key).scroll_into_view_if_needed()
        found[key] = harness.axe_violations(page, f'[data-test="{key}"]')
    screenshots(page, artifacts, theme)
    root_of(page, "lp").locator("button", has_text="Clear").click()
    harness.set_theme(page, False)
    bad = {
        key: [(v["id"], v["impact"], v["help"], v["nodes"][:3]) for v in found[key]]
        for key in found
        if found[key]
    }
    assert not bad, f"axe-core in the {theme} theme: {bad}"


TEXT_SIZES = """root => {
    const small = [];
    for (const e of root.querySelectorAll("*")) {
        const own = Array.from(e.childNodes).some(n => n.nodeType === 3 && n.data.trim());
        const control = ["INPUT", "SELECT", "BUTTON", "OPTION"].includes(e.tagName);
        if (!own && !control) continue;
        // a joker's word longer than English's 5 letters is set smaller to fit its card
        if (e.closest(".tw-joker") && e.textContent.trim().length > 5) continue;
        const style = getComputedStyle(e);
        if (style.visibility === "hidden" || !e.getClientRects().length) continue;
        const size = parseFloat(style.fontSize);
        const text = e.textContent.trim().slice(0, 20);
        if (size < 12) small.push(`${e.tagName}.${e.className} "${text}" ${size}px`);
    }
    return small;
}"""


def test_every_text_is_at_least_12px_at_scale_1(page: Any) -> None:
    small = {key: root_of(page, key).evaluate(TEXT_SIZES) for key in AT_SCALE_1}
    assert not any(small.values()), small
    # the check sees text at all: the hand viewer's group heads are there and measured
    assert root_of(page, "hv").locator(".tw-ghead").first.is_visible()


# --- size -------------------------------------------------------------------------------------

SIZES = """root => {
    const card = root.querySelector(".tw-card");
    return { font: parseFloat(getComputedStyle(root).fontSize),
             card: card ? card.getBoundingClientRect().width : null };
}"""


def test_tw_scale_enlarges_every_widget_and_scale_wins(page: Any, artifacts: Path) -> None:
    before = {key: root_of(page, key).evaluate(SIZES) for key in WIDGETS}
    assert before["hv"]["card"] == pytest.approx(CARD_WIDTH, abs=0.5)
    assert before["big"]["card"] == pytest.approx(2 * CARD_WIDTH, abs=0.5)  # scale=2
    page.evaluate("document.body.style.setProperty('--tw-scale', '1.5')")
    try:
        page.wait_for_function("document.querySelector('[data-test=hv] .tw-card').offsetWidth > 90")
        after = {key: root_of(page, key).evaluate(SIZES) for key in WIDGETS}
        screenshots(page, artifacts, "scale-1.5")
        small = {key: root_of(page, key).evaluate(TEXT_SIZES) for key in AT_SCALE_1}
    finally:
        page.evaluate("document.body.style.removeProperty('--tw-scale')")
    for key in AT_SCALE_1:
        assert after[key]["font"] == pytest.approx(1.5 * before[key]["font"]), key
        if before[key]["card"]:
            assert after[key]["card"] == pytest.approx(1.5 * before[key]["card"], abs=1), key
    assert after["big"] == before["big"], "a widget's own scale= wins over the page's"
    assert not any(small.values())


def test_jupyterlab_presentation_mode_enlarges_the_widgets(page: Any) -> None:
    before = {key: root_of(page, key).evaluate(SIZES) for key in ("hv", "big")}

    def toggle() -> None:  # View > Appearance > Presentation Mode
        page.locator(".lm-MenuBar-itemLabel", has_text="View").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Appearance").first.hover()
        page.locator('[data-command="application:toggle-presentation-mode"]').click()

    toggle()
    try:
        expect(page.locator(".jp-LabShell.jp-mod-presentationMode")).to_have_count(1)
        after = {key: root_of(page, key).evaluate(SIZES) for key in ("hv", "big")}
    finally:
        toggle()
        expect(page.locator(".jp-mod-presentationMode")).to_have_count(0)
    assert after["hv"]["card"] == pytest.approx(1.5 * before["hv"]["card"], abs=1)
    assert after["big"] == before["big"], "a widget's own scale= wins"


# --- overlapped cards --------------------------------------------------------------------------

STRIPS = """root => {
    const hand = root.querySelector(".tw-hand").getBoundingClientRect();
    const rows = [];
    for (const row of root.querySelectorAll(".tw-hand .tw-cards")) {
        const cards = Array.from(row.querySelectorAll(".tw-card"))
            .map(c => c.getBoundingClientRect());
        // between neighbours on the same line (a long group wraps onto more lines)
        const strips = cards.slice(1).map((r, k) => [r.left - cards[k].left, r.top - cards[k].top])
            .filter(([dx, dy]) => Math.abs(dy) < 1).map(([dx]) => dx);
        rows.push({ strips, lefts: Math.min(...cards.map(r => r.left)) - hand.left,
                    right: Math.max(...cards.map(r => r.right)) - hand.right });
    }
    return rows;
}"""

#: For every card, the centre of its rank index and whether the card drawn there is that card.
INDEX_SHOWN = """root => Array.from(root.querySelectorAll(".tw-hand .tw-card")).map(card => {
    const r = card.querySelector(".tw-rank").getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { index: card.dataset.index, shown: !!hit && hit.closest(".tw-card") === card };
})"""


#: Whether, at this viewport width, every card row of the root's hands lies inside its hand:
#: true once the widget's resize observer has refitted the hands to the new width.
FITTED = """([root, width]) => window.innerWidth === width && Array.from(
    root.querySelectorAll(".tw-hand")).every(hand => {
        const edge = hand.getBoundingClientRect().right;
        return Array.from(hand.querySelectorAll(".tw-card"))
            .every(card => card.getBoundingClientRect().right <= edge + 1);
    })"""


@pytest.mark.parametrize("width", [1280, 800])
def test_covered_cards_show_a_wide_strip_and_overlap_only_as_needed(page: Any, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 1000})
    try:
        root = root_of(page, "hv")
        root.scroll_into_view_if_needed()
        # the widget's resize observer has refitted the hands to this width (bounded: the
        # checks below report a fit that never comes), and the page has painted it
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function(
                FITTED, arg=[root.element_handle(), width], polling="raf", timeout=10_000
            )
        harness.settled(page)
        rows = root.evaluate(STRIPS)
        strips = [s for row in rows for s in row["strips"]]
        assert min(strips) >= LEAST_STRIP - 1, rows
        assert all(row["right"] <= 1 and row["lefts"] >= 0 for row in rows), (
            f"cards overflow the widget: {rows}"
        )
        assert all(i["shown"] for i in root.evaluate(INDEX_SHOWN))
        few = root_of(page, "few").evaluate(STRIPS)
        assert all(s >= CARD_WIDTH for row in few for s in row["strips"]), "6 cards need no overlap"
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})


def test_a_focused_or_selected_card_hides_no_other_index(page: Any) -> None:
    root = root_of(page, "hv")
    root.scroll_into_view_if_needed()
    cards = root.locator('.tw-card[role="button"]')
    cards.first.focus()
    page.keyboard.press("ArrowRight")  # keyboard focus, as a learner moves it
    page.keyboard.press("ArrowLeft")
    for k in range(cards.count()):
        focused = page.evaluate("document.activeElement.dataset.index")
        hidden = [i for i in root.evaluate(INDEX_SHOWN) if not i["shown"]]
        assert not hidden, f"with card {focused} focused, these indices are covered: {hidden}"
        if k < cards.count() - 1:
            page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")  # select the focused (last) card: it rises
    expect(root.locator('.tw-card[aria-pressed="true"]')).to_have_count(1)
    cards.nth(5).focus()
    page.keyboard.press("Enter")
    expect(root.locator('.tw-card[aria-pressed="true"]')).to_have_count(2)
    assert all(i["shown"] for i in root.evaluate(INDEX_SHOWN))
    page.keyboard.press("Enter")
    cards.last.focus()
    page.keyboard.press("Space")
    expect(root.locator('.tw-card[aria-pressed="true"]')).to_have_count(0)


JOKERS = """root => Array.from(root.querySelectorAll(".tw-joker")).map(card => {
    const box = card.getBoundingClientRect();
    const corner = card.querySelector(".tw-suit");
    const cr = corner.getBoundingClientRect();
    const label = card.querySelector(".tw-jlabel");
    const shown = label && getComputedStyle(label).visibility !== "hidden"
        && label.getClientRects().length > 0;
    const inside = (r) => r.top >= box.top && r.bottom <= box.bottom + 0.5
        && r.left >= box.left && r.right <= box.right + 0.5;
    const lr = shown ? label.getBoundingClientRect() : null;
    const apart = !lr || lr.left >= cr.right || lr.top >= cr.bottom;
    return { card: card.dataset.card, corner: corner.textContent, cornerInside: inside(cr),
             label: shown ? label.textContent : null,
             labelFits: !shown || (inside(lr) && apart && label.scrollWidth <= label.clientWidth
                 && label.scrollHeight <= label.clientHeight) };
})"""


#: Each language's words on a joker's face: the big and the small joker's corner, the edge's.
JOKER_WORDS = {"en": ("BIG", "SMALL", "JOKER"), "es": ("GRANDE", "PEQUEÑO", "COMODÍN"),
               "zh": ("大", "小", "王")}  # fmt: skip


@pytest.mark.parametrize(
    ("code", "keys"), [("en", ("hv", "td", "tv5", "big")), ("es", ("es",)), ("zh", ("zh",))]
)
def test_jokers_say_big_or_small_and_joker_and_nothing_is_clipped(
    page: Any, code: str, keys: tuple[str, ...]
) -> None:
    big, small, edge = JOKER_WORDS[code]
    seen = []
    for key in keys:
        seen += root_of(page, key).evaluate(JOKERS)
    assert {j["card"] for j in seen} == {"BJ", "SJ"}
    for j in seen:
        assert j["corner"] == (big if j["card"] == "BJ" else small), j
        assert j["cornerInside"] and j["labelFits"], j
    assert any(j["label"] == edge for j in seen), f"a joker's face shows {edge} somewhere"


# --- the table ---------------------------------------------------------------------------------


def _turn(page: Any, key: str) -> list[float]:
    """The signed turn, in degrees, from each seat to the next in order of play, as drawn
    (positive: counter-clockwise on the screen)."""
    root = root_of(page, key)
    root.scroll_into_view_if_needed()
    table = root.locator(".tw-table").bounding_box()
    cx, cy = table["x"] + table["width"] / 2, table["y"] + table["height"] / 2
    seats = root.locator(".tw-seat")
    angles = []
    for k in range(seats.count()):
        box = root.locator(f'.tw-seat[data-seat="{k}"]').bounding_box()
        x, y = box["x"] + box["width"] / 2 - cx, cy - (box["y"] + box["height"] / 2)
        angles.append(math.degrees(math.atan2(y, x)))
    return [
        ((b - a + 180) % 360) - 180 for a, b in zip(angles, angles[1:] + angles[:1], strict=True)
    ]


@pytest.mark.parametrize(
    ("key", "way", "names"),
    [
        ("tv4", "counter-clockwise", ["South", "East", "North", "West"]),
        ("tv5", "clockwise", ["South", "West", "North-west", "North-east", "East"]),
    ],
)
def test_trick_view_seats_go_round_in_the_presets_direction(
    page: Any, key: str, way: str, names: list[str]
) -> None:
    turns = _turn(page, key)
    if way == "counter-clockwise":
        assert all(t > 0 for t in turns), turns
    else:
        assert all(t < 0 for t in turns), turns
    assert sum(abs(t) for t in turns) == pytest.approx(360, abs=1)
    root = root_of(page, key)
    drawn = [root.locator(f'.tw-seat[data-seat="{k}"] .tw-seat-name').text_content() for k in
             range(len(names))]  # fmt: skip
    assert drawn == names
    expect(root.locator(".tw-direction")).to_have_text(f"Play goes {way}")
    bottom = max(range(len(names)), key=lambda k: root.locator(
        f'.tw-seat[data-seat="{k}"]').bounding_box()["y"])  # fmt: skip
    assert bottom == 0, "seat 0 (South) sits at the bottom"


def test_the_axe_check_sees_a_violation_when_there_is_one(page: Any) -> None:
    """The accessibility check can fail: faint text added to a widget is reported."""
    root = root_of(page, "few")
    root.evaluate(
        """r => { const e = document.createElement("span"); e.id = "tw-faint";
                  e.textContent = "faint text"; e.style.color = "#bbb";
                  e.style.background = "#fff"; r.append(e); }"""
    )
    try:
        root.scroll_into_view_if_needed()
        found = harness.axe_violations(page, '[data-test="few"]')
    finally:
        page.evaluate("document.getElementById('tw-faint').remove()")
    assert [v["id"] for v in found] == ["color-contrast"], found
