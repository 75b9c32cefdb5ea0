"""Self-contained HTML pictures of engine objects, for notebooks with or without a kernel.

Only inline styles, so a saved notebook shows the same picture on GitHub or in an HTML export.
Every piece of text is escaped. This module imports no other engine module (the objects it
draws bring what it needs), so the reprs load it lazily and no import cycle exists.
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)

if TYPE_CHECKING:
    from .cards import Card
    from .combos import Combos
    from .follow import FollowOptions, Verdict
    from .lead import Lead, ThrowCheck
    from .trick import TrickResult
    from .trump import Order

escape = _html.escape

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


def card_html(card: Card, *, trump: bool = False, state: str | None = None) -> str:
    """One card face: corner rank, big suit symbol, a gold band on top for trumps."""
    style = _FACE + _STATE_STYLE.get(state or "", "")
    if trump:
        style += "border-top:0.35em solid #d4a017;"
    label = escape(card.name + (", trump" if trump else "") + (f", {state}" if state else ""))
    if card.is_joker:
        big = card.rank == "BJ"
        color = _RED if big else _BLACK
        word = "BIG" if big else "small"
        inner = (
            f'<span style="font-size:.62em;font-weight:bold;color:{color}">{word}</span><br>'
            f'<span style="font-size:1.35em;color:{color}">★</span><br>'
            f'<span style="font-size:.55em;color:{color}">JOKER</span>'
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
    empty = '<span style="opacity:.6">(no cards)</span>' if not cards else ""
    box = "display:inline-block;vertical-align:top;margin:0 1.2em .4em 0;" if inline else ""
    attrs = f'class="tw-static" style="{box}" data-cards="{escape(text)}"'
    return f"<div {attrs}>{cap}{faces}{empty}</div>"


def _sentence(text: str, *, good: bool | None = None) -> str:
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


def lead_html(lead: Lead) -> str:
    parts = "".join(cards_html(c.cards, caption=c.describe(), inline=True) for c in lead.components)
    inner = parts if lead.kind == "throw" else cards_html(lead.cards)
    title = f"<div><b>{escape(lead.kind.capitalize())} lead</b></div>"
    return f"<div>{title}{inner}{_sentence(lead.reason)}</div>"


def throw_html(check: ThrowCheck) -> str:
    forced = "" if check.stands else cards_html(check.forced, caption="Led instead:")
    return (
        f"<div>{cards_html(check.lead.cards, caption='Throw:')}"
        f"{_sentence(check.reason, good=check.stands)}{forced}</div>"
    )


def verdict_html(verdict: Verdict) -> str:
    return f"<div>{cards_html(verdict.play)}{_sentence(verdict.reason, good=verdict.legal)}</div>"


def options_html(options: FollowOptions) -> str:
    order = options.lead.order
    hand = order.sorted(options.hand)
    legend = (
        '<div style="font-size:.85em">Outlined: must be played · plain: may be played · '
        "dimmed and struck through: cannot be played</div>"
    )
    return (
        f"<div>{cards_html(options.lead.cards, order=order, caption='Lead:')}"
        f"{cards_html(hand, order=order, states=options.states(hand), caption='Hand:')}"
        f"{legend}{_sentence(options.reason)}</div>"
    )


def trick_html(result: TrickResult) -> str:
    rows = []
    for i, play in enumerate(result.plays):
        who = "Lead" if i == 0 else f"Play {i}"
        star = " ★ wins" if i == result.winner else ""
        rows.append(cards_html(play.cards, caption=f"{who}{star}: {play.note}"))
    return f"<div>{''.join(rows)}{_sentence(result.reason)}</div>"


def combos_html(found: Combos) -> str:
    parts = [cards_html(t.cards, caption=t.reason) for t in found.tractors]  # long captions
    parts += [cards_html(p.cards, caption=p.reason) for p in found.pairs]
    notes = "".join(_sentence(n) for n in found.notes)
    body = "".join(parts) or _sentence("No pairs and no tractors.")
    return f"<div>{cards_html(found.cards, caption='Cards:')}{body}{notes}</div>"
