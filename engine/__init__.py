"""tractor_engine: the rules of Tractor (Shengji), pure Python, every answer with its reason.

Start with ``parse_cards``, ``Trump`` and ``rules``; then ask ``classify_lead``, ``combos``,
``check_follow``, ``follow_options``, ``trick_winner`` / ``trick_result``, ``check_throw``,
``card_points``, ``kitty_multiplier`` and ``level_change``. See RULES.md for the rules read.
"""

from .actions import Action, Bid, Bury, CallFriend, Pass, Play, action_from_json
from .bots import GreedyBot, RandomBot, bots_named, play_out
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
from .deck import arrange_deck
from .errors import CardError, IllegalPlay
from .explore import Found, explore, find_deal, follow_rules_disagree, throw_fails
from .follow import FollowOptions, Verdict, check_follow, follow_options
from .game import Game
from .hand import Hand, sort_cards, trump_order
from .layout import Component
from .lead import Lead, ThrowCheck, check_throw, classify_lead
from .record import RecordError
from .round import Choices, Round, RoundResult, Setup, Trick
from .rulesets import PRESETS, RuleSet, as_rules, rules
from .scoring import (
    LevelChange,
    LevelStep,
    ScoreStep,
    advance_level,
    card_points,
    kitty_multiplier,
    level_change,
    next_starter,
    score_hand,
)
from .simulate import Simulation, simulate
from .trick import TrickResult, trick_result, trick_winner
from .trump import GROUP_ORDER as GROUPS
from .trump import TRUMP as TRUMP_GROUP
from .trump import Order, Trump, as_trump, group_name, order

__all__ = [
    "ALL_CARDS",
    "GROUPS",
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
    "FollowOptions",
    "Found",
    "Game",
    "GreedyBot",
    "Hand",
    "IllegalPlay",
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
    "combos",
    "explore",
    "find_deal",
    "follow_options",
    "follow_rules_disagree",
    "format_cards",
    "group_name",
    "kitty_multiplier",
    "level_change",
    "next_starter",
    "order",
    "parse_cards",
    "play_out",
    "rules",
    "score_hand",
    "simulate",
    "sort_cards",
    "symbols",
    "throw_fails",
    "trick_result",
    "trick_winner",
    "trump_order",
]
