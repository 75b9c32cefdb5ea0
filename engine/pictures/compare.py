"""Pictures of comparisons: one position under two rule sets, a difference found, and how
often two rule sets answer differently."""

from __future__ import annotations

from ..speech.languages import say
from .faces import escape

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..cards.card import Cards
    from ..compare.comparison import RuleComparison
    from ..compare.differences import Difference
    from ..compare.rates import DisagreementRates

#: How many plays a comparison lists under each rule set before it counts the rest.
_SHOWN = 12


def comparison_html(comparison: RuleComparison) -> str:
    """The comparison's sentence, then the plays legal under one rule set only, side by side."""
    from ..cards.card import symbols  # both loaded already, with the comparison drawn
    from ..compare.comparison_words import rules_label

    def column(label: str, plays: tuple[Cards, ...]) -> str:
        items = "".join(f"<li>{escape(symbols(p))}</li>" for p in plays[:_SHOWN])
        if not items:
            items = "<li>" + escape(say("none")) + "</li>"
        if len(plays) > _SHOWN:
            # TRANSLATORS: the plays a list leaves out: "… 3 more".
            items += "<li>" + escape(say("… {n} more", n=len(plays) - _SHOWN)) + "</li>"
        title = escape(say("Legal only under {rules}", rules=label))
        return f"<div><b>{title}</b><ul>{items}</ul></div>"

    return (
        f"<div class='tw-rule-comparison'><p>{escape(comparison.reason)}</p>"
        "<div style='display:flex;gap:2em'>"
        f"{column(rules_label(comparison.rules_a), comparison.plays_only_a)}"
        f"{column(rules_label(comparison.rules_b), comparison.plays_only_b)}</div></div>"
    )


def difference_html(difference: Difference) -> str:
    """A trick or hand difference's sentence; a follow or throw difference's comparison."""
    if difference.kind in ("trick", "hand"):
        return f"<p>{escape(difference.reason)}</p>"
    return comparison_html(difference.comparison)


def rates_html(rates: DisagreementRates) -> str:
    """The rates' chart, captioned with the first line of their report."""
    return (
        f"<figure class='tw-rates'>{rates._repr_svg_()}"
        f"<figcaption>{escape(rates.report().splitlines()[0])}</figcaption></figure>"
    )
