"""What the widgets drawn on the felt share (the Table and RoundView): their ESM, the card
faces sent once, and the names of a hand's phases."""

from __future__ import annotations

import tractor_engine as te

from ._base import _read
from ._view import card_face

#: The page's name of each phase of a hand (``Round.phase``).
PHASE_LABELS = {
    "deal": "Dealing and bidding",
    "bury": "Burying the kitty",
    "call": "Calling the friend",
    "play": "Playing the tricks",
    "done": "Hand over",
}


def card_faces() -> dict[str, str]:
    """How to draw each of the 54 card values, sent once per widget (``static/felt.js``)."""
    faces = {}
    for card in te.ALL_CARDS:
        f = card_face(card, None)
        faces[str(card)] = "|".join((f["r"], f["s"], f["k"], f["n"]))
    return faces


def felt_esm(module: str) -> str:
    """The ESM of a widget that draws cards from tokens: cards.js, felt.js, then its module."""
    return "\n".join(_read(name) for name in ("cards.js", "felt.js", module))
