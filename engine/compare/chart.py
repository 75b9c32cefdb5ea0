"""A small bar chart of disagreement rates, as hand-written SVG.

One self-contained ``<svg>`` element: no script, no stylesheet, no font or library to fetch, so
it draws the same in JupyterLab, Notebook 7, Voila, JupyterLite, a saved notebook and the
static site. Each bar is a rate, its whisker the Wilson 95% interval; every number is also in
the text, and the figure has a title and description for screen readers.
"""

from __future__ import annotations

from html import escape
from zlib import crc32

from ..speech.languages import N_, N_n, say, say_n

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .rates import DisagreementRates, Rate

_LABEL_WIDTH = 170
_BAR_WIDTH = 300
_COUNT_WIDTH = 230  # the text after each bar: its share and the positions it stands on
_ROW = 24
_TOP = 88  # the title, the two rule sets, the legend and the leads seen above the bars
_COLOURS = {"follow": "#1565c0", "trick": "#2e7d32", "throw": "#c62828", "hand": "#6a1b9a"}


def _percent(value: float) -> str:
    return f"{100 * value:.1f}%"


#: A bar's label, by kind and lead kind (``"throw"`` and ``"hand"`` whatever their lead).
_ROW_LABELS = {
    # TRANSLATORS: a bar's label in the chart of how often two rule sets differ.
    ("follow", "single"): N_("follow, single lead"),
    ("follow", "pair"): N_("follow, pair lead"),
    ("follow", "tractor"): N_("follow, tractor lead"),
    ("follow", "throw"): N_("follow, throw lead"),
    ("trick", "single"): N_("trick, single lead"),
    ("trick", "pair"): N_("trick, pair lead"),
    ("trick", "tractor"): N_("trick, tractor lead"),
    ("trick", "throw"): N_("trick, throw lead"),
    "throw": N_("throws"),
    "hand": N_("hands"),
}


def _row_label(kind: str, lead: str) -> str:
    template = _ROW_LABELS.get((kind, lead)) or _ROW_LABELS.get(kind)
    if template is not None:
        return say(template)
    return f"{kind}, {lead} lead" if kind in ("follow", "trick") else f"{kind}s"


#: The text after a bar: the share that differs, then how many positions it stands on, so that
#: "0 of 27" is read as few positions, not as "never".
# TRANSLATORS: after a bar of the chart: {percent} is "2.5%"; {differing} of {n} positions
# answered differently under the two rule sets.
_BAR_COUNT = N_n(
    "{percent}: {differing} of {n} position",
    "{percent}: {differing} of {n} positions",
)


def _bar_count(rate: Rate) -> str:
    return say_n(*_BAR_COUNT, rate.compared, percent=_percent(rate.rate), differing=rate.differing)


def _legend(rates: DisagreementRates) -> str:
    # TRANSLATORS: under the chart's title; {bots} is the bots' name (code: "random").
    return say(
        "{deals} deals, {bots} bots, seed {seed}; bars: share of positions that differ, "
        "whiskers: 95% interval",
        deals=rates.deals,
        bots=rates.bots,
        seed=rates.seed,
    )


def rates_svg(rates: DisagreementRates) -> str:
    """The rates as an SVG bar chart: one row per kind and lead kind, the axis from 0 to the
    largest interval's top (at least 1%), next to each bar its share and the positions it
    stands on ("0.0%: 0 of 27 positions"), and above the bars how many tricks each kind of
    lead opened (``leads_sentence``)."""
    from .comparison import rules_label

    rows = rates.rates
    top = max([0.01, *(rate.interval[1] for rate in rows if rate.compared)])
    width = _LABEL_WIDTH + _BAR_WIDTH + _COUNT_WIDTH
    height = _TOP + _ROW * max(len(rows), 1) + 24
    title = say("How often the two rule sets answer differently")
    names = (f"A: {rules_label(rates.rules_a)}", f"B: {rules_label(rates.rules_b)}")
    report = rates.report()
    ident = f"tw-rates-{crc32(report.encode()):08x}"  # unique per chart on a page, and stable
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12" '
        f'aria-labelledby="{ident}-title {ident}-desc">',
        f'<title id="{ident}-title">{escape(title)}</title>',
        f'<desc id="{ident}-desc">{escape(report)}</desc>',
        f'<text x="0" y="16" font-weight="bold">{escape(title)}</text>',
        f'<text x="0" y="32">{escape(names[0])}</text>',
        f'<text x="0" y="48">{escape(names[1])}</text>',
        f'<text x="0" y="64" fill="#555">{escape(_legend(rates))}</text>',
        f'<text x="0" y="80" fill="#555">{escape(rates.leads_sentence())}</text>',
    ]
    if not rows:
        nothing = escape(say("No position was compared."))
        parts.append(f'<text x="0" y="{_TOP + 16}">{nothing}</text>')
    for i, rate in enumerate(rows):
        y = _TOP + i * _ROW
        low, high = rate.interval
        scale = _BAR_WIDTH / top
        bar = rate.rate * scale
        colour = _COLOURS.get(rate.kind, "#444")
        label = _row_label(rate.kind, rate.lead)
        parts += [
            f'<text x="{_LABEL_WIDTH - 6}" y="{y + 16}" text-anchor="end">{escape(label)}</text>',
            f'<rect x="{_LABEL_WIDTH}" y="{y + 5}" width="{bar:.1f}" height="14" '
            f'fill="{colour}"><title>{escape(str(rate))}</title></rect>',
        ]
        if rate.compared:
            x1, x2 = _LABEL_WIDTH + low * scale, _LABEL_WIDTH + high * scale
            parts += [
                f'<line x1="{x1:.1f}" x2="{x2:.1f}" y1="{y + 12}" y2="{y + 12}" stroke="#000"/>',
                f'<line x1="{x1:.1f}" x2="{x1:.1f}" y1="{y + 8}" y2="{y + 16}" stroke="#000"/>',
                f'<line x1="{x2:.1f}" x2="{x2:.1f}" y1="{y + 8}" y2="{y + 16}" stroke="#000"/>',
            ]
        parts.append(
            f'<text x="{_LABEL_WIDTH + _BAR_WIDTH + 8}" y="{y + 16}">'
            f"{escape(_bar_count(rate))}</text>"
        )
    axis_y = _TOP + _ROW * max(len(rows), 1) + 4
    parts += [
        f'<line x1="{_LABEL_WIDTH}" x2="{_LABEL_WIDTH + _BAR_WIDTH}" y1="{axis_y}" '
        f'y2="{axis_y}" stroke="#888"/>',
        f'<text x="{_LABEL_WIDTH}" y="{axis_y + 14}" fill="#555">0%</text>',
        f'<text x="{_LABEL_WIDTH + _BAR_WIDTH}" y="{axis_y + 14}" fill="#555" '
        f'text-anchor="end">{_percent(top)}</text>',
        "</svg>",
    ]
    return "".join(parts)
