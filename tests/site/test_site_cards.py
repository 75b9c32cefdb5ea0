"""The static site draws the widgets' cards as JupyterLab draws them: the same size, the same face.

A lesson page of the site shows each widget's static picture (no kernel there); JupyterLab, from
the project's environment, shows the live widget. The first plain card of a widget on the site
and the same card in a live ``HandViewer`` must measure the same and look the same: box, corner,
ink, face colour, rank, suit and pip.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import tractor_engine as te

from ..browser import harness

pytestmark = pytest.mark.browser

LESSON = "lessons/01-cards-and-trumps.html"

#: One card's drawn face, measured in the page: its box and, for each part, text, font and place.
FACE = """card => {
    const box = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const part = (selector) => {
        const e = card.querySelector(selector);
        const s = getComputedStyle(e);
        const b = e.getBoundingClientRect();
        return { text: e.textContent, size: s.fontSize, weight: s.fontWeight, color: s.color,
                 slant: s.fontStyle, family: s.fontFamily.split(",")[0].trim(),
                 x: Math.round(b.left - box.left), y: Math.round(b.top - box.top),
                 visible: s.visibility };
    };
    return { label: card.getAttribute("aria-label"), width: box.width, height: box.height,
             radius: style.borderTopLeftRadius, face: style.backgroundColor,
             edge: style.borderTopColor, ink: style.color,
             rank: part(".tw-rank"), suit: part(".tw-suit"), pip: part(".tw-pip") };
}"""


def card_code(name: str) -> str:
    """``"ace of spades"`` -> ``"AS"``: the card a face's label names."""
    deck = te.parse_cards(" ".join(f"{r}{s}" for r in te.RANKS for s in "SHDC"))
    return next(str(c) for c in deck if c.name == name)


def test_a_card_on_the_site_is_drawn_as_in_jupyterlab(
    chromium: Any, site_url: str, lab: harness.Server, artifacts: Path
) -> None:
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{site_url}/{LESSON}")
        page.wait_for_load_state("networkidle")
        plain = page.locator(
            ".cell_output .tw-static .tw-card:not(.tw-trump):not(.tw-joker):not([data-state])"
        ).first
        plain.scroll_into_view_if_needed()
        on_site = plain.evaluate(FACE)
        page.screenshot(path=str(artifacts / "site-cards.png"))
        code = card_code(on_site["label"])
        # a trump under which this card is plain, as it is on the site
        trump = ("4" if code[:-1] == "3" else "3") + ("H" if code[-1] == "S" else "S")

        live, _log = harness.open_notebook(
            chromium, lab, "cards.ipynb",
            ["import tractor_widgets as tw", f'tw.HandViewer(cards="{code}", trump="{trump}")'],
        )  # fmt: skip
        card = live.locator(f'.tw-hand-viewer .tw-card[data-card="{code}"]').first
        card.wait_for(state="visible", timeout=60_000)
        in_lab = card.evaluate(FACE)
        card.screenshot(path=str(artifacts / "lab-card.png"))
        live.context.close()
    finally:
        context.close()
    assert in_lab["label"] == on_site["label"]
    assert abs(in_lab["width"] - on_site["width"]) < 0.5, (in_lab, on_site)
    assert abs(in_lab["height"] - on_site["height"]) < 0.5, (in_lab, on_site)
    for key in ("radius", "face", "edge", "ink"):
        assert in_lab[key] == on_site[key], (key, in_lab[key], on_site[key])
    for part in ("rank", "suit", "pip"):
        lab_part, site_part = in_lab[part], on_site[part]
        for key in ("text", "size", "weight", "color", "slant", "family", "visible"):
            assert lab_part[key] == site_part[key], (part, key, lab_part[key], site_part[key])
        assert (
            abs(lab_part["x"] - site_part["x"]) <= 2 and abs(lab_part["y"] - site_part["y"]) <= 2
        ), (part, lab_part, site_part)
