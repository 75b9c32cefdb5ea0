"""The static picture of a widget: compact HTML with inline styles for places with no kernel
(GitHub, nbconvert's HTML export). Cards are written as their rank and suit symbol in the
suit's colour, trumps underlined in gold, must in bold, cannot struck through, so a saved
lesson stays readable without adding more than a few kilobytes per widget. All text escaped.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import tractor_engine as te

_INK = {"S": "#1b1b1b", "C": "#1b1b1b", "H": "#c62828", "D": "#c62828", None: "#6a1b9a"}
_STATE = {
    "must": "font-weight:700;outline:2px solid #7b1fa2;",
    "cannot": "opacity:.5;text-decoration:line-through;",
}


def esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def card(c: te.Card, *, trump: bool = False, state: str | None = None) -> str:
    """One card as a small inline chip: ``10♥``, ``BIG JOKER``."""
    face = ("BIG JOKER" if c.rank == "BJ" else "small joker") if c.suit is None else c.symbol
    style = f"color:{_INK[c.suit]};padding:0 .2em;"
    if trump:
        style += "border-bottom:3px solid #e3a600;"
    style += _STATE.get(state or "", "")
    label = c.name + (", trump" if trump else "") + (f", {state}" if state else "")
    return f'<span style="{style}" title="{esc(label)}">{esc(face)}</span>'


def row(cards: Iterable[te.Card], order: Any = None, states: list[str] | None = None) -> str:
    """A line of card chips."""
    chips = [
        card(c, trump=bool(order is not None and order.is_trump(c)),
             state=states[i] if states else None)
        for i, c in enumerate(cards)
    ]  # fmt: skip
    return " ".join(chips) or "<i>no cards</i>"


def line(label: str, body: str) -> str:
    return f'<div style="margin:.15em 0"><b>{esc(label)}</b> {body}</div>'


def text(sentence: str) -> str:
    return f'<div style="margin:.2em 0">{esc(sentence)}</div>'


def wrap(name: str, inner: str) -> str:
    return (
        f'<div class="tw-static tw-{name}-static" style="font-family:sans-serif;'
        f'font-size:15px;line-height:1.6">{inner}</div>'
    )
