"""tractor_engine: the rules of Tractor (Shengji), pure Python, every answer with its reason.

Start with ``parse_cards``, ``Trump`` and ``rules``; then ask ``classify_lead``, ``combos``,
``check_follow``, ``follow_options``, ``trick_winner`` / ``trick_result``, ``check_throw``,
``card_points``, ``kitty_multiplier`` and ``level_change``. The rules read are in docs/rules.md
(cited in the code as "rules §N"). The engine remembers answers it worked out, keyed by their
content; ``clear_memos()`` forgets them all (see ``memo.py``).

Every reason is said in the language in force: ``with language("es"): ...`` for a block, or
``set_language("es")`` from then on (``LANGUAGES`` lists those with a catalog; English is the
source, and an untranslated sentence stays English). See ``languages.py``. A round's sentences
speak to a listener: ``with speaking_to(2): ...`` says seat 2's in the second person.

What no deal can make is refused with a sentence naming the bad part, and changes nothing:
``InputError`` (an argument the engine cannot take: a seat not at the table, a total beyond the
deck), ``CardError`` (text that is not cards, more copies than the decks hold), ``IllegalPlay``
(an action the rules do not allow now) and ``RecordError`` (a record that does not replay); all
four are ``ValueError``.
"""

from __future__ import annotations

from importlib import import_module

from .cards.card import (
    ALL_CARDS,
    RANKS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    Cards,
    format_cards,
    parse_cards,
    symbols,
)
from .cards.hand import Hand, sort_cards, trump_order
from .cards.trump import GROUP_ORDER as GROUPS
from .cards.trump import TRUMP as TRUMP_GROUP
from .cards.trump import Order, Trump, as_trump, group_name, order
from .errors import CardError, IllegalPlay, InputError
from .memo import clear_memos
from .rulebook.combos import Combo, Combos, combos
from .rulebook.follow import FollowOptions, Verdict, check_follow, follow_options
from .rulebook.layout import Component
from .rulebook.lead import Lead, ThrowCheck, check_throw, classify_lead
from .rulebook.rulesets import PRESETS, RuleSet, as_rules, rules
from .rulebook.trick import TrickResult, trick_result, trick_winner
from .speech.languages import LANGUAGES, current_language, language, set_language, speaking_to

# Rounds, games, bots, records and scoring load when first used (PEP 562), so that importing
# the engine for its position questions stays fast: name -> the module that defines it.
_LAZY = {
    "Action": "play.actions",
    "Bid": "play.actions",
    "Bury": "play.actions",
    "CallFriend": "play.actions",
    "Pass": "play.actions",
    "Play": "play.actions",
    "action_from_json": "play.actions",
    "GreedyBot": "play.bots",
    "RandomBot": "play.bots",
    "SearchBot": "play.search_bot",
    "SearchReason": "play.search_bot",
    "bots_named": "play.bots",
    "play_out": "play.bots",
    "arrange_deck": "cards.deck",
    "CannotDiffer": "compare.alike",
    "cannot_differ": "compare.alike",
    "Difference": "compare.differences",
    "DisagreementRates": "compare.rates",
    "disagreement_rates": "compare.rates",
    "find_differences": "compare.differences",
    "RuleComparison": "compare.comparison",
    "compare_rules": "compare.comparison",
    "Found": "compare.search",
    "explore": "compare.search",
    "find_deal": "compare.search",
    "follow_rules_disagree": "compare.search",
    "throw_fails": "compare.search",
    "Game": "play.game",
    "RecordError": "play.record",
    "of_seat": "speech.person",
    "spoken_to": "speech.person",
    "Choices": "play.round",
    "Round": "play.round",
    "RoundResult": "rulebook.scoring",
    "Setup": "play.round",
    "Trick": "play.round",
    "LevelChange": "rulebook.scoring",
    "LevelStep": "rulebook.scoring",
    "advance_level": "rulebook.scoring",
    "card_points": "rulebook.scoring",
    "kitty_multiplier": "rulebook.scoring",
    "level_change": "rulebook.scoring",
    "next_starter": "rulebook.scoring",
    "ScoreStep": "rulebook.scoring",
    "score_hand": "rulebook.scoring",
    "Simulation": "play.simulation",
    "simulate": "play.simulation",
}
_LAZY_MODULES = {"play", "compare", "pictures"}

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:  # what the lazy names are, for type checkers and editors
    from typing import Any

    from .cards.deck import arrange_deck
    from .compare.alike import CannotDiffer, cannot_differ
    from .compare.comparison import RuleComparison, compare_rules
    from .compare.differences import Difference, find_differences
    from .compare.rates import DisagreementRates, disagreement_rates
    from .compare.search import Found, explore, find_deal, follow_rules_disagree, throw_fails
    from .play.actions import Action, Bid, Bury, CallFriend, Pass, Play, action_from_json
    from .play.bots import GreedyBot, RandomBot, bots_named, play_out
    from .play.game import Game
    from .play.record import RecordError
    from .play.round import Choices, Round, Setup, Trick
    from .play.search_bot import SearchBot, SearchReason
    from .play.simulation import Simulation, simulate
    from .rulebook.scoring import (
        LevelChange,
        LevelStep,
        RoundResult,
        ScoreStep,
        advance_level,
        card_points,
        kitty_multiplier,
        level_change,
        next_starter,
        score_hand,
    )
    from .speech.person import of_seat, spoken_to


def __getattr__(name: str) -> Any:
    """Load a round, game, bot, record or scoring name (or such a submodule) on first use."""
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(import_module(f".{module}", __name__), name)
        globals()[name] = value
        return value
    if name in _LAZY_MODULES:
        return import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "ALL_CARDS",
    "GROUPS",
    "LANGUAGES",
    "PRESETS",
    "RANKS",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "TRUMP_GROUP",
    "Action",
    "Bid",
    "Bury",
    "CallFriend",
    "CannotDiffer",
    "Card",
    "CardError",
    "Cards",
    "Choices",
    "Combo",
    "Combos",
    "Component",
    "Difference",
    "DisagreementRates",
    "FollowOptions",
    "Found",
    "Game",
    "GreedyBot",
    "Hand",
    "IllegalPlay",
    "InputError",
    "Lead",
    "LevelChange",
    "LevelStep",
    "Order",
    "Pass",
    "Play",
    "RandomBot",
    "RecordError",
    "Round",
    "RoundResult",
    "RuleComparison",
    "RuleSet",
    "ScoreStep",
    "SearchBot",
    "SearchReason",
    "Setup",
    "Simulation",
    "ThrowCheck",
    "Trick",
    "TrickResult",
    "Trump",
    "Verdict",
    "action_from_json",
    "advance_level",
    "arrange_deck",
    "as_rules",
    "as_trump",
    "bots_named",
    "cannot_differ",
    "card_points",
    "check_follow",
    "check_throw",
    "classify_lead",
    "clear_memos",
    "combos",
    "compare_rules",
    "current_language",
    "disagreement_rates",
    "explore",
    "find_deal",
    "find_differences",
    "follow_options",
    "follow_rules_disagree",
    "format_cards",
    "group_name",
    "kitty_multiplier",
    "language",
    "level_change",
    "next_starter",
    "of_seat",
    "order",
    "parse_cards",
    "play_out",
    "rules",
    "score_hand",
    "set_language",
    "simulate",
    "sort_cards",
    "speaking_to",
    "spoken_to",
    "symbols",
    "throw_fails",
    "trick_result",
    "trick_winner",
    "trump_order",
]
