"""Card faces: one card, a row of cards with a caption, and a sentence with a legal mark.

Every other picture is built from these. Only inline styles, every piece of text escaped and
said in the language in force (a card's name for a screen reader, the words on a joker's face).
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence
from unicodedata import east_asian_width

from ..speech.languages import N_, say
from ..speech.words import joker_face

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)

if TYPE_CHECKING:
    from ..cards.card import Card
    from ..cards.trump import Order

escape = _html.escape


def say_html(template: str, /, **parts: str) -> str:
    """``template`` in the language in force, escaped, its placeholders filled with ``parts``,
    which are HTML already (``rank="<b>2</b>"``)."""
    return escape(say(template)).format(**parts)


_RED = "#c62828"
_BLACK = "#1a1a1a"
_GREEN = "#2e7d32"  # the legal mark's ground (white on it: 5.1:1)
_FACE = (
    "display:inline-block;box-sizing:border-box;width:2.6em;height:3.6em;margin:0 0.15em 0.3em 0;"
    "border:1px solid #8a8a8a;border-radius:0.3em;background:#fff;font-family:sans-serif;"
    "line-height:1.05;text-align:center;vertical-align:top;position:relative;"
    "box-shadow:0 1px 2px rgba(0,0,0,.25);"
)
_STATE_STYLE = {
    "must": "outline:3px solid #1565c0;outline-offset:1px;",
    "may": "",
    "cannot": "opacity:.45;text-decoration:line-through;",
}
#: A card's label for a screen reader ({card} its name), by whether it is a trump and its state.
_LABELS = {
    # TRANSLATORS: a card's label for a screen reader: {card} is its name ("9 of diamonds").
    (True, None): N_("{card}, trump"),
    # TRANSLATORS: a card's label: it is in every legal play (it must be played).
    (False, "must"): N_("{card}, must"),
    # TRANSLATORS: a card's label: it is in some legal play (it may be played).
    (False, "may"): N_("{card}, may"),
    # TRANSLATORS: a card's label: it is in no legal play (it cannot be played).
    (False, "cannot"): N_("{card}, cannot"),
    (True, "must"): N_("{card}, trump, must"),
    (True, "may"): N_("{card}, trump, may"),
    (True, "cannot"): N_("{card}, trump, cannot"),
}


def _across(word: str, size: float) -> float:
    """The font size (em) at which ``word`` fits across a card face: ``size``, or less for a
    long word ("PEQUEÑO"). A capital takes about 0.75 em, a wide character (大) 1 em, and the
    face has 2.4 em for them inside its border."""
    width = sum(1.0 if east_asian_width(ch) in "WF" else 0.75 for ch in word)
    return round(min(size, 2.4 / max(width, 1.0)), 2)


def card_label(card: Card, *, trump: bool = False, state: str | None = None) -> str:
    """A card's label for a screen reader, in the language in force: its name, whether it is a
    trump, and ``state`` ("must", "may" or "cannot"; another state is not said)."""
    return label_template(trump=trump, state=state).replace("{card}", card.name)


def label_template(*, trump: bool = False, state: str | None = None) -> str:
    """The template of ``card_label`` in the language in force, ``{card}`` standing for the
    card's name (``"{card}, trump"`` in English): a page that draws cards from their text
    fills it in itself."""
    template = _LABELS.get((bool(trump), state if state in _STATE_STYLE else None))
    return "{card}" if template is None else say(template, card="{card}")


def card_html(card: Card, *, trump: bool = False, state: str | None = None) -> str:
    """One card face: corner rank, big suit symbol, a gold band on top for trumps; ``state``
    ("must", "may" or "cannot") marks it and its label says it (another state is not said).
    Its label, for a screen reader, is said in the language in force."""
    style = _FACE + _STATE_STYLE.get(state or "", "")
    if trump:
        style += "border-top:0.35em solid #d4a017;"
    label = escape(card_label(card, trump=trump, state=state))
    if card.is_joker:
        color = _RED if card.rank == "BJ" else _BLACK
        star = "★" if card.rank == "BJ" else "☆"  # filled: big, outlined: small, as the widgets
        word, foot = joker_face(card)
        inner = (
            f'<span style="font-size:{_across(word, 0.62)}em;font-weight:bold;color:{color}">'
            f"{escape(word)}</span><br>"
            f'<span style="font-size:1.35em;color:{color}">{star}</span><br>'
            f'<span style="font-size:{_across(foot, 0.55)}em;color:{color}">{escape(foot)}</span>'
        )
    else:
        color = _RED if card.suit in ("H", "D") else _BLACK
        symbol = card.symbol[-1]  # the suit symbol
        inner = (
            f'<span style="font-size:1.05em;font-weight:bold;color:{color}">{escape(card.rank)}'
            f'</span><br><span style="font-size:1.5em;color:{color}">{symbol}</span>'
        )
    return f'<span title="{label}" aria-label="{label}" role="img" style="{style}">{inner}</span>'


def cards_html(
    cards: Sequence[Card],
    *,
    order: Order | None = None,
    states: Sequence[str] | None = None,
    caption: str | None = None,
    inline: bool = False,
) -> str:
    """A row of card faces (trumps marked when ``order`` is given), with an optional caption.

    ``inline`` groups sit side by side (the parts of a throw, the suits of a hand).
    """
    faces = "".join(
        card_html(
            c,
            trump=bool(order and order.is_trump(c)),
            state=states[i] if states else None,
        )
        for i, c in enumerate(cards)
    )
    text = " ".join(str(c) for c in cards) or "no cards"
    cap = (
        f'<div style="font-size:.9em;margin-bottom:.2em">{escape(caption)}</div>' if caption else ""
    )
    empty = ""
    if not cards:
        none = say("(no cards)")
        empty = f'<span style="opacity:.6">{escape(none)}</span>'
    box = "display:inline-block;vertical-align:top;margin:0 1.2em .4em 0;" if inline else ""
    attrs = f'class="tw-static" style="{box}" data-cards="{escape(text)}"'
    return f"<div {attrs}>{cap}{faces}{empty}</div>"


def sentence_html(text: str, *, good: bool | None = None) -> str:
    """A sentence in the page's own text colour (readable in light and dark themes alike),
    after a white mark on green (legal) or red (illegal)."""
    mark = ""
    if good is not None:
        back = _GREEN if good else _RED
        mark = (
            f'<span style="background:{back};color:#fff;padding:0 .25em;border-radius:.2em;'
            f'margin-right:.3em">{"✔" if good else "✘"}</span>'
        )
    return f'<div style="margin:.2em 0">{mark}{escape(text)}</div>'
