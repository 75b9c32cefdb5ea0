"""tractor_engine: the rules of Tractor (Shengji), pure Python, every answer with its reason.

Start with ``parse_cards``, ``Trump`` and ``rules``; then ask ``classify_lead``, ``combos``,
``check_follow``, ``follow_options``, ``trick_winner`` / ``trick_result``, ``check_throw``,
``card_points``, ``kitty_multiplier`` and ``level_change``. See RULES.md for the rules read.
"""

from .cards import ALL_CARDS, Card, Cards, format_cards, parse_cards
from .combos import Combo, Combos, combos
from .errors import CardError, IllegalPlay
from .follow import FollowOptions, Verdict, check_follow, follow_options
from .hand import Hand, sort_cards, trump_order
from .layout import Component
from .lead import Lead, ThrowCheck, check_throw, classify_lead
from .rulesets import PRESETS, RuleSet, rules
from .scoring import (
    LevelChange,
    LevelStep,
    advance_level,
    card_points,
    kitty_multiplier,
    level_change,
    next_starter,
)
from .trick import TrickResult, trick_result, trick_winner
from .trump import Trump

__all__ = [
    "ALL_CARDS",
    "PRESETS",
    "Card",
    "CardError",
    "Cards",
    "Combo",
    "Combos",
    "Component",
    "FollowOptions",
    "Hand",
    "IllegalPlay",
    "Lead",
    "LevelChange",
    "LevelStep",
    "RuleSet",
    "ThrowCheck",
    "TrickResult",
    "Trump",
    "Verdict",
    "advance_level",
    "card_points",
    "check_follow",
    "check_throw",
    "classify_lead",
    "combos",
    "follow_options",
    "format_cards",
    "kitty_multiplier",
    "level_change",
    "next_starter",
    "parse_cards",
    "rules",
    "sort_cards",
    "trick_result",
    "trick_winner",
    "trump_order",
]
