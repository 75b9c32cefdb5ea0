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

from .cards import (
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
from .combos import Combo, Combos, combos
from .errors import CardError, IllegalPlay, InputError
from .follow import FollowOptions, Verdict, check_follow, follow_options
from .hand import Hand, sort_cards, trump_order
from .languages import LANGUAGES, current_language, language, set_language, speaking_to
from .layout import Component
from .lead import Lead, ThrowCheck, check_throw, classify_lead
from .memo import clear_memos
from .rulesets import PRESETS, RuleSet, as_rules, rules
from .trick import TrickResult, trick_result, trick_winner
from .trump import GROUP_ORDER as GROUPS
from .trump import TRUMP as TRUMP_GROUP
from .trump import Order, Trump, as_trump, group_name, order

# Rounds, games, bots, records and scoring load when first used (PEP 562), so that importing
# the engine for its position questions stays fast: name -> the module that defines it.
_LAZY = {
    "Action": "actions",
    "Bid": "actions",
    "Bury": "actions",
    "CallFriend": "actions",
    "Pass": "actions",
    "Play": "actions",
    "action_from_json": "actions",
    "GreedyBot": "bots",
    "RandomBot": "bots",
    "bots_named": "bots",
    "play_out": "bots",
    "arrange_deck": "deck",
    "Difference": "differences",
    "DisagreementRates": "rates",
    "disagreement_rates": "rates",
    "find_differences": "differences",
    "RuleComparison": "comparison",
    "compare_rules": "comparison",
    "Found": "explorer",
    "explore": "explorer",
    "find_deal": "explorer",
    "follow_rules_disagree": "explorer",
    "throw_fails": "explorer",
    "Game": "game",
    "RecordError": "record",
    "of_seat": "person",
    "spoken_to": "person",
    "Choices": "round",
    "Round": "round",
    "RoundResult": "scoring",
    "Setup": "round",
    "Trick": "round",
    "LevelChange": "scoring",
    "LevelStep": "scoring",
    "advance_level": "scoring",
    "card_points": "scoring",
    "kitty_multiplier": "scoring",
    "level_change": "scoring",
    "next_starter": "scoring",
    "ScoreStep": "scoring",
    "score_hand": "scoring",
    "Simulation": "simulation",
    "simulate": "simulation",
}
_LAZY_MODULES = {
    "actions",
    "bidding",
    "bots",
    "comparison",
    "deck",
    "differences",
    "explorer",
    "rates",
    "game",
    "person",
    "record",
    "round",
    "round_types",
    "scoring",
    "simulation",
    "html",
}

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:  # what the lazy names are, for type checkers and editors
    from typing import Any

    from .actions import Action, Bid, Bury, CallFriend, Pass, Play, action_from_json
    from .bots import GreedyBot, RandomBot, bots_named, play_out
    from .comparison import RuleComparison, compare_rules
    from .deck import arrange_deck
    from .differences import Difference, find_differences
    from .explorer import Found, explore, find_deal, follow_rules_disagree, throw_fails
    from .game import Game
    from .person import of_seat, spoken_to
    from .rates import DisagreementRates, disagreement_rates
    from .record import RecordError
    from .round import Choices, Round, Setup, Trick
    from .scoring import (
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
    from .simulation import Simulation, simulate


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
