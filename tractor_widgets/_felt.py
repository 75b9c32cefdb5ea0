"""What the widgets drawn on the felt share (the Table and RoundView): their ESM, the card
faces sent once per language (``Faces``), and the names of a hand's phases. What they say
about a round (its facts, its cards as tokens) is ``_round_facts``."""

from __future__ import annotations

import tractor_engine as te
from tractor_engine.pictures import label_template
from tractor_engine.speech.languages import N_, current_language

from ._base import STATIC, _read
from ._compact import compact_js, used_functions
from ._view import card_face

#: The page's name of each phase of a hand (``Round.phase``), a template (``say`` it).
PHASE_LABELS = {
    "deal": N_("Dealing and bidding"),
    "bury": N_("Burying the kitty"),
    "call": N_("Calling the friend"),
    "play": N_("Playing the tricks"),
    "done": N_("Hand over"),
}


#: How each of the 54 card values is drawn (``card_faces``): the canonical text to a
#: joker's "rank|symbol|colour key|accessible name", or a suited card's accessible name alone.
#: The Table's and RoundView's ``_faces``.
Faces = dict[str, str]


#: ``card_faces`` as worked out in each language: its code -> the faces (a face's words and
#: names are said in a language, so an English face is never handed to a Spanish widget).
_FACES: dict[str, dict[str, str]] = {}


def card_faces() -> dict[str, str]:
    """How to draw each of the 54 card values in the language in force, sent to the page once
    per widget and language (``static/felt.js``): a joker as "rank|symbol|colour key|accessible
    name" (its words, "BIG|JOKER", are the engine's ``joker_face``), a suited card as its
    accessible name alone (the page reads its rank and suit from its text, "10H"); and under
    ``"*"`` the template of a trump's label (``"{card}, trump"``). Worked out
    once per language; each call returns a copy of its own."""
    code = current_language()
    faces = _FACES.get(code)
    if faces is None:
        faces = {}
        for card in te.ALL_CARDS:
            f = card_face(card, None)
            joker = card.suit is None
            faces[str(card)] = "|".join((f["r"], f["s"], f["k"], f["n"])) if joker else f["n"]
        faces["*"] = label_template(trump=True)  # a trump's label, "{card}, trump"
        _FACES[code] = faces
    return dict(faces)


def felt_esm(module: str) -> str:
    """The ESM of a widget that draws cards from tokens: the functions of cards.js it uses,
    felt.js, then its module (anywidget saves the ESM with every instance, so every byte
    counts)."""
    own = _read("felt.js") + "\n" + _read(module)
    shared = (STATIC / "cards.js").read_text(encoding="utf-8")
    return compact_js(used_functions(shared, own)) + "\n" + own
