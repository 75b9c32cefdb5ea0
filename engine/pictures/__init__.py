"""Self-contained HTML pictures of the engine's values, for notebooks with or without a kernel.

Every type a notebook draws says ``_repr_html_ = drawn`` (``tractor_engine.drawn``), which
asks ``html_of`` here for its picture: the one place that knows how each type is drawn, by its
name, as python-chess keeps every drawing in ``chess.svg``. The pictures load on the first
drawing, so that ``import tractor_engine`` stays fast.

Only inline styles, so a saved notebook shows the same picture on GitHub or in an HTML export.
Every piece of text is escaped, and said in the language in force (captions, legends, a card's
name for a screen reader, the words on a joker's face). The modules here import no engine
module but ``languages`` and ``words`` (the values they draw bring what else they need), so
no import cycle exists:

- ``faces``: card faces, a row of cards with a caption, a sentence with a legal mark;
- ``cards``: a card, a hand, the trump;
- ``rulebook``: a lead, a throw, a follow's verdict and options, a trick's result, combos, a
  rule set, a level change, a round's result;
- ``play``: a round, one of its tricks, a game, a position found;
- ``compare``: a comparison of two rule sets, a difference found, the disagreement rates.
"""

from __future__ import annotations

from . import cards, compare, play, rulebook
from .faces import card_html, card_label, cards_html, escape, label_template, say_html

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

#: How each type is drawn, by its class name (a subclass not named here is drawn as its base).
DRAWINGS: dict[str, Callable[..., str]] = {
    "Card": cards.card_alone_html,
    "Cards": cards_html,
    "Hand": cards.hand_html,
    "Trump": cards.trump_html,
    "Component": rulebook.component_html,
    "Combo": rulebook.combo_html,
    "Combos": rulebook.combos_html,
    "Lead": rulebook.lead_html,
    "ThrowCheck": rulebook.throw_html,
    "Verdict": rulebook.verdict_html,
    "FollowOptions": rulebook.options_html,
    "TrickResult": rulebook.trick_result_html,
    "RuleSet": rulebook.ruleset_html,
    "LevelChange": rulebook.level_change_html,
    "RoundResult": rulebook.round_result_html,
    "Round": play.round_html,
    "Trick": play.trick_html,
    "Game": play.game_html,
    "Found": play.found_html,
    "RuleComparison": compare.comparison_html,
    "Difference": compare.difference_html,
    "DisagreementRates": compare.rates_html,
}


def html_of(value: object) -> str:
    """The HTML picture of an engine value; ``TypeError`` for a type the engine does not draw."""
    for cls in type(value).__mro__:
        draw = DRAWINGS.get(cls.__name__)
        if draw is not None:
            return draw(value)
    raise TypeError(f"the engine draws no picture of a {type(value).__name__}")


__all__ = [
    "DRAWINGS",
    "card_html",
    "card_label",
    "cards_html",
    "escape",
    "html_of",
    "label_template",
    "say_html",
]
