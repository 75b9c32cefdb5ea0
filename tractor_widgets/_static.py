"""The static picture of a widget, for places with no kernel: the documentation site, GitHub,
nbconvert's HTML export. Cards are written as the very elements the page's ``twCard`` draws
(``tw-card``, ``tw-corner``, ``tw-rank``, ``tw-suit``, ``tw-pip``, the MUST / ✕ badge), so a
page that loads the widgets' own ``cards.css`` and ``states.css`` (the site does) shows the same
card faces as JupyterLab; without them (GitHub) each card still reads as its rank and suit in
the suit's colour. All text escaped; a card's words (a joker's, the must badge's) and labels are
said in the language in force.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import tractor_engine as te
from tractor_engine.pictures import card_label
from tractor_engine.speech.languages import say

from ._view import card_face
from ._words import CARD_WORDS

# the suit's ink, for pages without the stylesheet (cards.css sets the same colours)
_INK = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c62828", "D": "#c62828", "BJ": "#c62828"}
_CANNOT = "\u2715"  # the cannot badge; the must badge's word is CARD_WORDS["badge"], said


def esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def card(c: te.Card, *, trump: bool = False, state: str | None = None) -> str:
    """One card face, as ``twCard`` draws it (its parts as ``<i>``, a few bytes shorter than
    ``<span>``): the corner index, the pip, a joker's label and the must / cannot badge."""
    face = card_face(c, None)
    joker = c.suit is None
    star = "\u2605" if c.rank == "BJ" else "\u2606"
    classes = f"tw-card tw-s-{face['k']}" + (" tw-joker" if joker else "")
    classes += " tw-trump" if trump else ""
    label = esc(card_label(c, trump=trump, state=state))
    corner = (
        f'<i class="tw-rank">{esc(star if joker else face["r"])}</i>'
        f'<i class="tw-suit">{esc(face["r"] if joker else face["s"])}</i>'
    )
    pip = star if joker else esc(face["s"])
    inner = f'<i class="tw-corner">{corner}</i><i class="tw-pip">{pip}</i>'
    if joker:
        inner += f'<i class="tw-jlabel">{esc(face["s"])}</i>'
    if state in ("must", "cannot"):
        badge = say(CARD_WORDS["badge"]) if state == "must" else _CANNOT
        inner += f'<i class="tw-badge">{esc(badge)}</i>'
    marked = f' data-state="{state}"' if state else ""
    ink = _INK.get(face["k"], "#1b1b1b")
    # a joker's words' lengths, from which cards.css sizes them (as twCard sets them)
    lengths = f";--n:{len(face['r'])};--m:{len(face['s'])}" if joker else ""
    return (
        f'<span class="{classes}"{marked} role="img" aria-label="{label}" '
        f'style="color:{ink}{lengths}">{inner}</span>'
    )


def row(cards: Iterable[te.Card], order: Any = None, states: list[str] | None = None) -> str:
    """A row of card faces, side by side as a widget's row of cards."""
    faces = [
        card(c, trump=bool(order is not None and order.is_trump(c)),
             state=states[i] if states else None)
        for i, c in enumerate(cards)
    ]  # fmt: skip
    if not faces:
        return "<i>no cards</i>"
    return f'<span class="tw-cards" data-overlap="false">{"".join(faces)}</span>'


def line(label: str, body: str) -> str:
    """One line of a picture: a label in bold, then its body (HTML)."""
    return f"<div><b>{esc(label)}</b> {body}</div>"


def text(sentence: str) -> str:
    """One line of a picture: a sentence."""
    return f"<div>{esc(sentence)}</div>"


def wrap(name: str, inner: str) -> str:
    """The picture's frame: a widget root, so that cards.css sizes, colours and sets its font
    as the widget's own page does."""
    return (
        f'<div class="tw-static tw-{name}-static tw-root" style="font-size:15px;'
        f'line-height:1.75">{inner}</div>'
    )
