"""Following a lead (rules §4), word for word: every verdict's reason and every set of options
(must, may, free, reason, example, states), each also checked against the brute-force oracle,
so that a one-token change in engine/rulebook/follow.py fails a test (``make mutate``)."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.rulebook.follow import check_follow_trusted

from .oracle import oracle_legal, oracle_options

RULES = {"4p": te.rules("tractor-4p"), "5p": te.rules("tractor-5p")}

#: (hand, lead, play, rule set, legal, reason), trump 2H.
CHECKS = [
    (
        "9S KS 3D",
        "QS",
        "KS",
        "4p",
        True,
        "Legal: K♠ follows in spades.",
    ),
    (
        "9S KS 3D",
        "QS",
        "3D",
        "4p",
        False,
        "You hold spades, so a spade must be played; 3♦ is not a spade.",
    ),
    (
        "9S KS 3D",
        "QS",
        "KS 9S",
        "4p",
        False,
        "The lead has 1 card, so play 1; this play has 2.",
    ),
    (
        "9S KS 3D",
        "QS QS",
        "",
        "4p",
        False,
        "The lead has 2 cards, so play 2; this play has 0.",
    ),
    (
        "9S 9S 3D 4D",
        "QS QS",
        "9S 9S",
        "4p",
        True,
        "Legal: you hold 2 spades for a 2-card lead, so all of them are played.",
    ),
    (
        "9S 9S 3D 4D",
        "QS QS",
        "9S 3D",
        "4p",
        False,
        (
            "You hold 2 spades, no more than the 2 cards led, so all of them must be "
            "played: 9♠ is missing."
        ),
    ),
    (
        "9S 8S 3D 4D",
        "QS QS",
        "9S 3D",
        "4p",
        False,
        (
            "You hold 2 spades, no more than the 2 cards led, so all of them must be "
            "played: 8♠ is missing."
        ),
    ),
    (
        "9S 3D 4D",
        "QS QS",
        "9S 3D",
        "4p",
        True,
        (
            "Legal: you hold only 1 spade for a 2-card lead, so it is played and 1 "
            "other card of your choice."
        ),
    ),
    (
        "9S 3D 4D",
        "QS QS",
        "3D 4D",
        "4p",
        False,
        "You hold one spade, 9♠, so it must be played.",
    ),
    (
        "3D 4D 5D",
        "QS QS",
        "3D 4D",
        "4p",
        True,
        "Legal: you hold no spades, so any 2 cards may be played.",
    ),
    (
        "3D 3H 5D",
        "QS",
        "3H",
        "4p",
        True,
        "Legal: you hold no spades, so any card may be played, and this play ruffs with trumps.",
    ),
    (
        "3D 3H 3H 5D",
        "QS QS",
        "3H 3H",
        "4p",
        True,
        (
            "Legal: you hold no spades, so any 2 cards may be played, and this play "
            "ruffs with trumps."
        ),
    ),
    (
        "3D 3H 4H 5D",
        "QS QS",
        "3H 4H",
        "4p",
        True,
        (
            "Legal: you hold no spades, so any 2 cards may be played, and this play "
            "trumps but does not match the lead's shape, so it cannot win the trick."
        ),
    ),
    (
        "9S 9S 8S 8S 3S 4S",
        "QS QS JS JS",
        "9S 9S 3S 4S",
        "5p",
        False,
        (
            "The lead holds 2 pairs and you hold the pairs 9♠ 9♠ and 8♠ 8♠, so 2 "
            "pairs of spades must be played; this play holds 1."
        ),
    ),
    (
        "9S 9S 8S 8S 3S 4S",
        "QS QS JS JS",
        "9S 9S 8S 8S",
        "5p",
        True,
        (
            "Legal: 4 spades including the pairs 9♠ 9♠ and 8♠ 8♠; the lead has 2 "
            "pairs, so 2 pairs are required, and the play holds the tractor the rule "
            "asks for."
        ),
    ),
    (
        "9S 9S 7S 7S 3S 4S",
        "QS QS JS JS",
        "9S 9S 7S 7S",
        "5p",
        True,
        (
            "Legal: 4 spades including the pairs 9♠ 9♠ and 7♠ 7♠; the lead has 2 "
            "pairs, so 2 pairs are required."
        ),
    ),
    (
        "9S 9S 7S 7S 3S 4S",
        "QS QS JS JS",
        "9S 3S 4S 7S",
        "4p",
        False,
        (
            "The lead holds 2 pairs and you hold the pairs 9♠ 9♠ and 7♠ 7♠, so 2 "
            "pairs of spades must be played (they need not be next to each other); "
            "this play holds 0."
        ),
    ),
    (
        "9S 9S 8S 8S 3S 4S",
        "QS QS JS JS",
        "9S 9S 3S 4S",
        "4p",
        False,
        (
            "The lead holds 2 pairs and you hold the pairs 9♠ 9♠ and 8♠ 8♠, so 2 "
            "pairs of spades must be played (they need not be next to each other); "
            "this play holds 1."
        ),
    ),
    (
        "9S KS 9S",
        "QS",
        "9S",
        "4p",
        True,
        "Legal: 9♠ follows in spades.",
    ),
    (
        "9S KS",
        "QS",
        "AS",
        "4p",
        False,
        "You do not hold A♠.",
    ),
    (
        "9S KS",
        "QS QS",
        "9S 9S",
        "4p",
        False,
        "You hold only one 9♠, and this play has more.",
    ),
    (
        "9S 3D",
        "QS",
        "3D",
        "4p",
        False,
        "You hold one spade, 9♠, so it must be played.",
    ),
    (
        "KS KS 3S",
        "QS 5S",
        "KS 3S",
        "4p",
        True,
        "Legal: 2 spades.",
    ),
    (
        "KS KS 3S 3D",
        "QS JS 10S",
        "KS KS 3S",
        "4p",
        True,
        "Legal: you hold 3 spades for a 3-card lead, so all of them are played.",
    ),
    (
        "KS KS 3S 3D",
        "QS JS 10S",
        "KS KS 3D",
        "4p",
        False,
        (
            "You hold 3 spades, no more than the 3 cards led, so all of them must be "
            "played: 3♠ is missing."
        ),
    ),
    (
        "KS KS 3S 4S",
        "QS QS 10S",
        "KS KS 3S",
        "4p",
        True,
        "Legal: 3 spades including the pair K♠ K♠; the lead has 1 pair, so 1 pair is required.",
    ),
    (
        "KS KS 3S 4S",
        "QS QS 10S",
        "KS 3S 4S",
        "4p",
        False,
        (
            "The lead holds 1 pair and you hold the pair K♠ K♠, so 1 pair of spades "
            "must be played; this play holds 0."
        ),
    ),
    (
        "9S 9S 5S 3D",
        "QS QS 4S",
        "9S 9S 9S",
        "4p",
        False,
        "You hold only 2 9♠, and this play has more.",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S",
        "QS QS JS JS",
        "9S 9S 6S 6S",
        "5p",
        False,
        "You hold the tractor 9♠ 9♠ 8♠ 8♠, so a 4-card tractor of spades must be played.",
    ),
    (
        "9S 9S 8S 4S 3S",
        "QS QS",
        "8S 4S",
        "4p",
        False,
        "You hold the pair 9♠ 9♠, so a pair of spades must be played.",
    ),
    (
        "9S 9S 8S 4S 3S",
        "QS QS",
        "9S 9S",
        "4p",
        True,
        "Legal: the pair 9♠ 9♠ follows the led pair.",
    ),
    (
        "9S 7S 8S 4S 3S",
        "QS QS",
        "8S 4S",
        "4p",
        True,
        "Legal: you hold no pair of spades, so any two spades follow the led pair.",
    ),
    (
        "9S 9S 7S 4S 3S",
        "QS QS JS JS",
        "9S 9S 7S 4S",
        "4p",
        True,
        (
            "Legal: 4 spades including the pair 9♠ 9♠; you hold only 1 pair of "
            "spades, so 1 pair is required."
        ),
    ),
    (
        "9S 8S 7S 4S 3S",
        "QS QS JS JS",
        "9S 8S 7S 4S",
        "4p",
        True,
        "Legal: 4 spades; you hold no pair of spades, so none is required.",
    ),
    (
        "9S 8S 7S 4S 3S",
        "QS QS JS",
        "9S 8S 7S",
        "4p",
        True,
        "Legal: 3 spades; you hold no pair of spades, so none is required.",
    ),
    (
        "9S 9S 7S 7S 3S",
        "QS QS JS JS",
        "9S 9S 7S 7S",
        "4p",
        True,
        (
            "Legal: 4 spades including the pairs 9♠ 9♠ and 7♠ 7♠; the lead has 2 "
            "pairs, so 2 pairs are required (pairs-suffice: the pairs need not be "
            "next to each other)."
        ),
    ),
    (
        "9S 9S 7S 7S 3S 4H",
        "QS QS JS JS",
        "9S 9S 7S 4H",
        "4p",
        False,
        (
            "You hold 5 spades, more than the 4 cards led, so every card played must "
            "be a spade: 4♥ is not."
        ),
    ),
    (
        "9S 9S 7S 7S 3S 4H 5H",
        "QS QS JS JS",
        "9S 9S 4H 5H",
        "4p",
        False,
        (
            "You hold 5 spades, more than the 4 cards led, so every card played must "
            "be a spade: 4♥ 5♥ are not."
        ),
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S JS JS",
        "KS KS QS QS 4S 4S 3S 3S",
        "9S 9S 6S 6S JS JS 5S 5S",
        "5p",
        False,
        (
            "The lead holds tractors of 4 and 4 cards, and your spades can match 2 of"
            " them (9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 5♠ 5♠), so the play must match as many; it "
            "matches 1."
        ),
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S JS JS",
        "KS KS QS QS 4S 4S 3S 3S",
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "5p",
        True,
        (
            "Legal: 8 spades including the pairs 9♠ 9♠, 8♠ 8♠, 6♠ 6♠ and 5♠ 5♠; the "
            "lead has 4 pairs, so 4 pairs are required, and the play holds the "
            "tractor the rule asks for."
        ),
    ),
    (
        "9S 9S 7S 7S 5S 5S 3S 4S",
        "QS QS JS JS 10S 10S",
        "9S 9S 7S 7S 5S 5S",
        "5p",
        True,
        (
            "Legal: 6 spades including the pairs 9♠ 9♠, 7♠ 7♠ and 5♠ 5♠; the lead has"
            " 3 pairs, so 3 pairs are required."
        ),
    ),
    (
        "9S 9S 8S 8S 3S 4S",
        "QS QS JS JS 10S 10S",
        "9S 9S 8S 8S 3S 4S",
        "5p",
        True,
        "Legal: you hold 6 spades for a 6-card lead, so all of them are played.",
    ),
    (
        "9S 9S 8S 8S 3S 4S 6S",
        "QS QS JS JS 10S 10S",
        "9S 9S 8S 8S 3S 4S",
        "5p",
        True,
        (
            "Legal: 6 spades including the pairs 9♠ 9♠ and 8♠ 8♠; you hold only 2 "
            "pairs of spades, so 2 pairs are required."
        ),
    ),
    (
        "9S 9S 8S 8S 3S 4S 6S",
        "QS QS JS JS 10S 10S",
        "9S 9S 3S 4S 6S 8S",
        "5p",
        False,
        (
            "The lead holds 3 pairs and you hold the pairs 9♠ 9♠ and 8♠ 8♠, so 2 "
            "pairs of spades must be played; this play holds 1."
        ),
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S 3S",
        "KS KS QS QS JS JS 7S 7S",
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "5p",
        True,
        (
            "Legal: 8 spades including the pairs 9♠ 9♠, 8♠ 8♠, 6♠ 6♠ and 5♠ 5♠; the "
            "lead has 4 pairs, so 4 pairs are required."
        ),
    ),
    (
        "9S 9S 8S 8S 7S 7S 3S 4S",
        "KS KS QS QS JS JS 4S",
        "9S 9S 8S 8S 7S 7S 3S",
        "5p",
        True,
        (
            "Legal: 7 spades including the pairs 9♠ 9♠, 8♠ 8♠ and 7♠ 7♠; the lead has"
            " 3 pairs, so 3 pairs are required, and the play holds the tractor the "
            "rule asks for."
        ),
    ),
]

#: (hand, lead, rule set, must, may, free, reason, example, states), trump 2H.
OPTIONS = [
    (
        "9S 9S 8S 8S 6S 6S 5S 5S JS JS",
        "KS KS QS QS 4S 4S 3S 3S",
        "4p",
        "",
        "JS 9S 8S 6S 5S",
        False,
        "You hold 10 spades, more than the 8 led: play 8 spades with at least 4 pairs.",
        "5S 5S 6S 6S 8S 8S 9S 9S",
        "may may may may may may may may may may",
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S JS JS",
        "KS KS QS QS 4S 4S 3S 3S",
        "5p",
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "9S 8S 6S 5S",
        False,
        (
            "You hold 10 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs and tractors matching 2 of the led tractors; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 5♠ "
            "5♠ are in every legal play."
        ),
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "must must must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S",
        "QS QS JS JS",
        "4p",
        "",
        "9S 8S 6S",
        False,
        "You hold 7 spades, more than the 4 led: play 4 spades with at least 2 pairs.",
        "6S 6S 8S 8S",
        "may may may may may may cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S",
        "QS QS JS JS",
        "5p",
        "9S 9S 8S 8S",
        "9S 8S",
        False,
        (
            "You hold 7 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs and a 4-card tractor; 9♠ 9♠ 8♠ 8♠ are in every legal play."
        ),
        "9S 9S 8S 8S",
        "must must must must cannot cannot cannot",
    ),
    (
        "9S 9S 7S 7S 3S 4H",
        "QS QS JS JS",
        "4p",
        "9S 9S 7S 7S",
        "9S 7S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 9S 9S",
        "must must must must cannot cannot",
    ),
    (
        "9S 9S 7S 7S 3S 4H",
        "QS QS JS JS",
        "5p",
        "9S 9S 7S 7S",
        "9S 7S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 9S 9S",
        "must must must must cannot cannot",
    ),
    (
        "9S 3D 4D",
        "QS QS",
        "4p",
        "9S",
        "9S 4D 3D",
        True,
        "You hold only 1 spade for a 2-card lead: play it and 1 other card of your choice.",
        "9S 3D",
        "must may may",
    ),
    (
        "9S 3D 4D",
        "QS QS",
        "5p",
        "9S",
        "9S 4D 3D",
        True,
        "You hold only 1 spade for a 2-card lead: play it and 1 other card of your choice.",
        "9S 3D",
        "must may may",
    ),
    (
        "3D 4D 5D",
        "QS QS",
        "4p",
        "",
        "5D 4D 3D",
        True,
        "You hold no spades: play any 2 cards.",
        "3D 4D",
        "may may may",
    ),
    (
        "3D 4D 5D",
        "QS QS",
        "5p",
        "",
        "5D 4D 3D",
        True,
        "You hold no spades: play any 2 cards.",
        "3D 4D",
        "may may may",
    ),
    (
        "3D 4D",
        "QS QS",
        "4p",
        "4D 3D",
        "4D 3D",
        True,
        "Your whole hand of 2 is played.",
        "3D 4D",
        "must must",
    ),
    (
        "3D 4D",
        "QS QS",
        "5p",
        "4D 3D",
        "4D 3D",
        True,
        "Your whole hand of 2 is played.",
        "3D 4D",
        "must must",
    ),
    (
        "9S 9S 3D",
        "QS QS",
        "4p",
        "9S 9S",
        "9S",
        True,
        "You hold exactly 2 spades: play them all.",
        "9S 9S",
        "must must cannot",
    ),
    (
        "9S 9S 3D",
        "QS QS",
        "5p",
        "9S 9S",
        "9S",
        True,
        "You hold exactly 2 spades: play them all.",
        "9S 9S",
        "must must cannot",
    ),
    (
        "9S 9S 8S 4S 3S",
        "QS QS",
        "4p",
        "9S 9S",
        "9S",
        False,
        (
            "You hold 5 spades, more than the 2 led: play 2 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S",
        "must must cannot cannot cannot",
    ),
    (
        "9S 9S 8S 4S 3S",
        "QS QS",
        "5p",
        "9S 9S",
        "9S",
        False,
        (
            "You hold 5 spades, more than the 2 led: play 2 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S",
        "must must cannot cannot cannot",
    ),
    (
        "9S 8S 7S 3D",
        "QS JS",
        "4p",
        "",
        "9S 8S 7S",
        True,
        "You hold 3 spades, more than the 2 led: play 2 spades.",
        "7S 8S",
        "may may may cannot",
    ),
    (
        "9S 8S 7S 3D",
        "QS JS",
        "5p",
        "",
        "9S 8S 7S",
        True,
        "You hold 3 spades, more than the 2 led: play 2 spades.",
        "7S 8S",
        "may may may cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 3S 3D",
        "QS QS JS JS 10S 10S",
        "4p",
        "9S 9S 8S 8S 7S 7S",
        "9S 8S 7S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 8S 8S 9S 9S",
        "must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 3S 3D",
        "QS QS JS JS 10S 10S",
        "5p",
        "9S 9S 8S 8S 7S 7S",
        "9S 8S 7S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs and a 6-card tractor; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ are in every legal play."
        ),
        "9S 9S 8S 8S 7S 7S",
        "must must must must must must cannot cannot",
    ),
    (
        "9S 9S 7S 7S 5S 5S 3S",
        "QS QS JS JS",
        "4p",
        "",
        "9S 7S 5S",
        False,
        "You hold 7 spades, more than the 4 led: play 4 spades with at least 2 pairs.",
        "5S 5S 7S 7S",
        "may may may may may may cannot",
    ),
    (
        "9S 9S 7S 7S 5S 5S 3S",
        "QS QS JS JS",
        "5p",
        "",
        "9S 7S 5S",
        False,
        "You hold 7 spades, more than the 4 led: play 4 spades with at least 2 pairs.",
        "5S 5S 7S 7S",
        "may may may may may may cannot",
    ),
    (
        "9S 9S 3S 4S 5S",
        "QS QS JS JS",
        "4p",
        "9S 9S",
        "9S 5S 4S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S 3S 4S",
        "must must may may may",
    ),
    (
        "9S 9S 3S 4S 5S",
        "QS QS JS JS",
        "5p",
        "9S 9S",
        "9S 5S 4S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S 3S 4S",
        "must must may may may",
    ),
    (
        "9S 3S 4D 5D 6D",
        "QS QS JS",
        "4p",
        "9S 3S",
        "9S 3S 6D 5D 4D",
        True,
        (
            "You hold only 2 spades for a 3-card lead: play all of them and 1 other "
            "card of your choice."
        ),
        "9S 3S 4D",
        "must must may may may",
    ),
    (
        "9S 3S 4D 5D 6D",
        "QS QS JS",
        "5p",
        "9S 3S",
        "9S 3S 6D 5D 4D",
        True,
        (
            "You hold only 2 spades for a 3-card lead: play all of them and 1 other "
            "card of your choice."
        ),
        "9S 3S 4D",
        "must must may may may",
    ),
    (
        "9S 3S 4D 4D 5C",
        "QS QS JS",
        "4p",
        "9S 3S",
        "9S 3S 5C 4D",
        True,
        (
            "You hold only 2 spades for a 3-card lead: play all of them and 1 other "
            "card of your choice."
        ),
        "9S 3S 4D",
        "must must may may may",
    ),
    (
        "9S 3S 4D 4D 5C",
        "QS QS JS",
        "5p",
        "9S 3S",
        "9S 3S 5C 4D",
        True,
        (
            "You hold only 2 spades for a 3-card lead: play all of them and 1 other "
            "card of your choice."
        ),
        "9S 3S 4D",
        "must must may may may",
    ),
    (
        "9S 4D",
        "QS JS",
        "4p",
        "9S 4D",
        "9S 4D",
        True,
        "Your whole hand of 2 is played.",
        "9S 4D",
        "must must",
    ),
    (
        "9S 4D",
        "QS JS",
        "5p",
        "9S 4D",
        "9S 4D",
        True,
        "Your whole hand of 2 is played.",
        "9S 4D",
        "must must",
    ),
    (
        "9S 3S 4D",
        "QS JS",
        "4p",
        "9S 3S",
        "9S 3S",
        True,
        "You hold exactly 2 spades: play them all.",
        "9S 3S",
        "must must cannot",
    ),
    (
        "9S 3S 4D",
        "QS JS",
        "5p",
        "9S 3S",
        "9S 3S",
        True,
        "You hold exactly 2 spades: play them all.",
        "9S 3S",
        "must must cannot",
    ),
    (
        "9S 9S 8S 8S 3S 4S 6S",
        "QS QS JS JS 10S 10S",
        "4p",
        "9S 9S 8S 8S",
        "9S 8S 6S 4S 3S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 2 "
            "pairs; 9♠ 9♠ 8♠ 8♠ are in every legal play."
        ),
        "8S 8S 9S 9S 3S 4S",
        "must must must must may may may",
    ),
    (
        "9S 9S 8S 8S 3S 4S 6S",
        "QS QS JS JS 10S 10S",
        "5p",
        "9S 9S 8S 8S",
        "9S 8S 6S 4S 3S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 2 "
            "pairs; 9♠ 9♠ 8♠ 8♠ are in every legal play."
        ),
        "8S 8S 9S 9S 3S 4S",
        "must must must must may may may",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S 4S",
        "QS QS JS JS 10S 10S",
        "4p",
        "9S 9S 8S 8S 6S 6S",
        "9S 8S 6S",
        False,
        (
            "You hold 8 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ are in every legal play."
        ),
        "6S 6S 8S 8S 9S 9S",
        "must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S 4S",
        "QS QS JS JS 10S 10S",
        "5p",
        "9S 9S 8S 8S 6S 6S",
        "9S 8S 6S",
        False,
        (
            "You hold 8 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ are in every legal play."
        ),
        "6S 6S 8S 8S 9S 9S",
        "must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S 3S 4S",
        "KS KS QS QS JS JS 7S 7S",
        "4p",
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "9S 8S 6S 5S",
        False,
        (
            "You hold 10 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 6S 6S 8S 8S 9S 9S",
        "must must must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 5S 5S 3S 4S",
        "KS KS QS QS JS JS 7S 7S",
        "5p",
        "9S 9S 8S 8S 6S 6S 5S 5S",
        "9S 8S 6S 5S",
        False,
        (
            "You hold 10 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 6S 6S 8S 8S 9S 9S",
        "must must must must must must must must cannot cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S 3S 4S",
        "AS AS KS KS QS QS JS JS",
        "4p",
        "9S 9S 8S 8S 6S 6S 3S 3S",
        "9S 8S 6S 3S",
        False,
        (
            "You hold 9 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 3♠ 3♠ are in every legal play."
        ),
        "3S 3S 6S 6S 8S 8S 9S 9S",
        "must must must must must must must must cannot",
    ),
    (
        "9S 9S 8S 8S 6S 6S 3S 3S 4S",
        "AS AS KS KS QS QS JS JS",
        "5p",
        "9S 9S 8S 8S 6S 6S 3S 3S",
        "9S 8S 6S 3S",
        False,
        (
            "You hold 9 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 6♠ 6♠ 3♠ 3♠ are in every legal play."
        ),
        "3S 3S 6S 6S 8S 8S 9S 9S",
        "must must must must must must must must cannot",
    ),
    (
        "9S 9S 7S 3S 4S",
        "QS QS JS JS",
        "4p",
        "9S 9S",
        "9S 7S 4S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S 3S 4S",
        "must must may may may",
    ),
    (
        "9S 9S 7S 3S 4S",
        "QS QS JS JS",
        "5p",
        "9S 9S",
        "9S 7S 4S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 1 "
            "pair; 9♠ 9♠ are in every legal play."
        ),
        "9S 9S 3S 4S",
        "must must may may may",
    ),
    (
        "9S 9S 7S 7S 3S",
        "QS QS JS JS",
        "4p",
        "9S 9S 7S 7S",
        "9S 7S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 9S 9S",
        "must must must must cannot",
    ),
    (
        "9S 9S 7S 7S 3S",
        "QS QS JS JS",
        "5p",
        "9S 9S 7S 7S",
        "9S 7S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 9S 9S",
        "must must must must cannot",
    ),
    (
        "9S 9S 7S 7S 5S 5S",
        "QS QS JS JS",
        "4p",
        "",
        "9S 7S 5S",
        False,
        "You hold 6 spades, more than the 4 led: play 4 spades with at least 2 pairs.",
        "5S 5S 7S 7S",
        "may may may may may may",
    ),
    (
        "9S 9S 7S 7S 5S 5S",
        "QS QS JS JS",
        "5p",
        "",
        "9S 7S 5S",
        False,
        "You hold 6 spades, more than the 4 led: play 4 spades with at least 2 pairs.",
        "5S 5S 7S 7S",
        "may may may may may may",
    ),
    (
        "9S 9S 8S 8S 5S 5S 3S",
        "QS QS JS JS 10S 10S",
        "4p",
        "9S 9S 8S 8S 5S 5S",
        "9S 8S 5S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 8S 8S 9S 9S",
        "must must must must must must cannot",
    ),
    (
        "9S 9S 8S 8S 5S 5S 3S",
        "QS QS JS JS 10S 10S",
        "5p",
        "9S 9S 8S 8S 5S 5S",
        "9S 8S 5S",
        False,
        (
            "You hold 7 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 8S 8S 9S 9S",
        "must must must must must must cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 3S 4S",
        "KS KS QS QS JS JS 4S",
        "4p",
        "9S 9S 8S 8S 7S 7S",
        "9S 8S 7S 4S 3S",
        False,
        (
            "You hold 8 spades, more than the 7 led: play 7 spades with at least 3 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ are in every legal play."
        ),
        "7S 7S 8S 8S 9S 9S 3S",
        "must must must must must must may may",
    ),
    (
        "9S 9S 8S 8S 7S 7S 3S 4S",
        "KS KS QS QS JS JS 4S",
        "5p",
        "9S 9S 8S 8S 7S 7S",
        "9S 8S 7S 4S 3S",
        False,
        (
            "You hold 8 spades, more than the 7 led: play 7 spades with at least 3 "
            "pairs and a 6-card tractor; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ are in every legal play."
        ),
        "9S 9S 8S 8S 7S 7S 3S",
        "must must must must must must may may",
    ),
    (
        "9S 9S 8S 8S 7S 7S 5S 5S 3S",
        "KS KS QS QS JS JS 10S 10S",
        "4p",
        "9S 9S 8S 8S 7S 7S 5S 5S",
        "9S 8S 7S 5S",
        False,
        (
            "You hold 9 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 7S 7S 8S 8S 9S 9S",
        "must must must must must must must must cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 5S 5S 3S",
        "KS KS QS QS JS JS 10S 10S",
        "5p",
        "9S 9S 8S 8S 7S 7S 5S 5S",
        "9S 8S 7S 5S",
        False,
        (
            "You hold 9 spades, more than the 8 led: play 8 spades with at least 4 "
            "pairs; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ 5♠ 5♠ are in every legal play."
        ),
        "5S 5S 7S 7S 8S 8S 9S 9S",
        "must must must must must must must must cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 5S 5S 3S",
        "KS KS QS QS JS JS",
        "4p",
        "",
        "9S 8S 7S 5S",
        False,
        "You hold 9 spades, more than the 6 led: play 6 spades with at least 3 pairs.",
        "5S 5S 7S 7S 8S 8S",
        "may may may may may may may may cannot",
    ),
    (
        "9S 9S 8S 8S 7S 7S 5S 5S 3S",
        "KS KS QS QS JS JS",
        "5p",
        "9S 9S 8S 8S 7S 7S",
        "9S 8S 7S",
        False,
        (
            "You hold 9 spades, more than the 6 led: play 6 spades with at least 3 "
            "pairs and a 6-card tractor; 9♠ 9♠ 8♠ 8♠ 7♠ 7♠ are in every legal play."
        ),
        "9S 9S 8S 8S 7S 7S",
        "must must must must must must cannot cannot cannot",
    ),
    (
        "9S 9S 8S 8S 3S 3S",
        "KS KS QS QS 4S",
        "4p",
        "9S 8S 3S",
        "9S 8S 3S",
        False,
        (
            "You hold 6 spades, more than the 5 led: play 5 spades with at least 2 "
            "pairs; 9♠ 8♠ 3♠ are in every legal play."
        ),
        "3S 3S 8S 8S 9S",
        "must may must may must may",
    ),
    (
        "9S 9S 8S 8S 3S 3S",
        "KS KS QS QS 4S",
        "5p",
        "9S 9S 8S 8S 3S",
        "9S 8S 3S",
        False,
        (
            "You hold 6 spades, more than the 5 led: play 5 spades with at least 2 "
            "pairs and a 4-card tractor; 9♠ 9♠ 8♠ 8♠ 3♠ are in every legal play."
        ),
        "9S 9S 8S 8S 3S",
        "must must must must must may",
    ),
    (
        "9S 3S 3D",
        "QS QS JS",
        "4p",
        "9S 3S 3D",
        "9S 3S 3D",
        True,
        "Your whole hand of 3 is played.",
        "9S 3S 3D",
        "must must must",
    ),
    (
        "9S 3S 3D",
        "QS QS JS",
        "5p",
        "9S 3S 3D",
        "9S 3S 3D",
        True,
        "Your whole hand of 3 is played.",
        "9S 3S 3D",
        "must must must",
    ),
    (
        "9S 9S 3S 3S 4S",
        "KS KS QS QS",
        "4p",
        "9S 9S 3S 3S",
        "9S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 3♠ 3♠ are in every legal play."
        ),
        "3S 3S 9S 9S",
        "must must must must cannot",
    ),
    (
        "9S 9S 3S 3S 4S",
        "KS KS QS QS",
        "5p",
        "9S 9S 3S 3S",
        "9S 3S",
        False,
        (
            "You hold 5 spades, more than the 4 led: play 4 spades with at least 2 "
            "pairs; 9♠ 9♠ 3♠ 3♠ are in every legal play."
        ),
        "3S 3S 9S 9S",
        "must must must must cannot",
    ),
]


@pytest.mark.parametrize(("hand", "lead", "play", "ruleset", "legal", "reason"), CHECKS)
def test_each_verdict_and_its_reason(hand, lead, play, ruleset, legal, reason):
    rules = RULES[ruleset]
    verdict = te.check_follow(hand, lead, play, trump="2H", rules=rules)
    assert (verdict.legal, verdict.reason) == (legal, reason)
    assert bool(verdict) is legal and str(verdict) == reason
    assert verdict.play == te.parse_cards(play)
    assert verdict.trump == te.as_trump("2H") and verdict.rules == rules
    order = order_of(te.as_trump("2H"), rules)
    cards = [te.parse_cards(x) for x in (hand, lead, play)]
    assert oracle_legal(*cards, order, rules.tractor_follow) is legal


@pytest.mark.parametrize(
    ("hand", "lead", "ruleset", "must", "may", "free", "reason", "example", "states"), OPTIONS
)
def test_each_set_of_options(hand, lead, ruleset, must, may, free, reason, example, states):
    rules = RULES[ruleset]
    options = te.follow_options(hand, lead, trump="2H", rules=rules)
    assert (str(options.must), str(options.may), options.free) == (must, may, free)
    assert options.reason == reason and str(options) == reason
    assert str(options.example()) == example
    assert " ".join(options.states()) == states
    assert options.count == len(te.parse_cards(lead))
    order = order_of(te.as_trump("2H"), rules)
    cards = [te.parse_cards(x) for x in (hand, lead)]
    oracle_must, oracle_may, _ = oracle_options(*cards, order, rules.tractor_follow)
    assert Counter(options.must) == oracle_must and set(options.may) == oracle_may
    assert oracle_legal(*cards, options.example(), order, rules.tractor_follow)


R4 = RULES["4p"]


def test_a_verdict_is_a_value_whose_repr_evaluates_back():
    verdict = te.check_follow("9S KS 3D", "QS", "KS", trump="2H", rules=R4)
    assert repr(verdict) == (
        "Verdict(legal=True, reason='Legal: K♠ follows in spades.', play=Cards('KS'), "
        "trump='2H', rules='tractor-4p')"
    )
    again = eval(repr(verdict), vars(te))
    assert again == verdict and hash(again) == hash(verdict)
    assert repr(te.Verdict(True, "ok.")) == "Verdict(legal=True, reason='ok.')"
    bare = te.Verdict(False, lambda: "no.")
    assert (bare.legal, bare.reason, bare.play, bare.trump, bare.rules) == (
        False,
        "no.",
        te.Cards(""),
        None,
        None,
    )
    assert bare != te.Verdict(True, "no.") and bare == te.Verdict(False, "no.")
    assert bare != "no." and not bare
    with pytest.raises(AttributeError, match="cannot change"):
        verdict.legal = False  # type: ignore[misc]
    assert "K♠" in verdict._repr_html_() or "KS" in verdict._repr_html_()


def test_options_are_a_value_and_states_read_the_hand_in_any_order():
    options = te.follow_options("9S KS 3D", "QS", trump="2H", rules=R4)
    assert repr(options) == (
        "follow_options(Cards('9S KS 3D'), Cards('QS'), trump='2H', rules='tractor-4p')"
    )
    assert eval(repr(options), vars(te)) == options
    assert options.states("3D KS 9S") == ["cannot", "may", "may"]
    assert options.states() == ["may", "may", "cannot"]
    with pytest.raises(te.InputError, match="the hand must be the options' hand"):
        options.states("KS 3D 3D")
    assert options.trump == te.as_trump("2H") and options.rules == R4
    assert "Lead:" in options._repr_html_()
    must = te.follow_options("9S 9S 3D 3D", "QS QS", trump="2H", rules=R4)
    # as many copies are "must" as must holds, in the order the hand is given
    assert must.states("3D 9S 3D 9S") == ["cannot", "must", "cannot", "must"]


def test_a_hand_smaller_than_the_lead_and_too_many_copies_are_refused():
    with pytest.raises(ValueError) as err:
        te.check_follow("9S", "QS QS", "9S", trump="2H", rules=R4)
    assert "but the lead has 2: a follower plays as many cards as were led" in str(err.value)
    with pytest.raises(te.CardError, match="9♠ appears 3 times in the hand, but"):
        te.check_follow("9S 9S 9S", "QS", "9S", trump="2H", rules=R4)
    with pytest.raises(te.CardError, match="9♠ appears 3 times in the hand and the lead"):
        te.follow_options("9S 9S", "9S QS", trump="2H", rules=R4)
    with pytest.raises(te.IllegalPlay):
        te.check_follow("9S 9S", "9S QD", "9S 9S", trump="2H", rules=R4)


def test_a_lead_value_is_used_as_it_is_and_refused_under_another_trump():
    lead = te.classify_lead("QS QS", trump="2H", rules=R4)
    assert te.check_follow("9S 9S 3S", lead, "9S 9S", trump="2H", rules=R4).legal
    with pytest.raises(ValueError, match="pass its cards instead"):
        te.follow_options("9S 9S 3S", lead, trump="3H", rules=R4)


@pytest.mark.parametrize(("hand", "lead", "play", "ruleset", "legal", "reason"), CHECKS)
def test_the_prepared_judge_gives_check_follows_verdicts(hand, lead, play, ruleset, legal, reason):
    rules = RULES[ruleset]
    order = order_of(te.as_trump("2H"), rules)
    cards = te.parse_cards(hand)
    analysed = te.classify_lead(lead, trump="2H", rules=rules)
    options, judge = check_follow_trusted(list(cards), dict(Counter(cards)), analysed, order, rules)
    assert options == te.follow_options(hand, lead, trump="2H", rules=rules)
    assert judge(te.parse_cards(play)) == te.check_follow(hand, lead, play, trump="2H", rules=rules)


def test_a_trump_must_be_followed_by_a_trump_in_words():
    hand, lead = "3H 4H 9S KS", "5H"
    verdict = te.check_follow(hand, lead, "9S", trump="2H", rules=RULES["4p"])
    assert not verdict.legal
    assert verdict.reason == "You hold trumps, so a trump must be played; 9♠ is not a trump."
    order = order_of(te.as_trump("2H"), RULES["4p"])
    assert not oracle_legal(
        list(te.parse_cards(hand)),
        list(te.parse_cards(lead)),
        list(te.parse_cards("9S")),
        order,
        RULES["4p"].tractor_follow,
    )


def test_follow_options_built_by_hand_are_checked_and_explained_and_pickle():
    options = te.follow_options("3H 9S 9S KS 4D", "QS QS", trump="2H", rules=RULES["4p"])
    words = (
        "You hold 3 spades, more than the 2 led: play 2 spades with at least 1 pair; 9♠ 9♠ are "
        "in every legal play."
    )
    assert options.reason == words
    fields = ("count", "must", "may", "free", "hand", "lead", "trump", "rules")

    def by_hand(**changed):
        return te.FollowOptions(**{f: changed.get(f, getattr(options, f)) for f in fields})

    made = by_hand()
    assert made == options and made.reason == words
    # given as cards, the lead is the engine's classification of them
    from_text = by_hand(lead="QS QS")
    assert from_text.lead == options.lead and from_text.lead.kind == "pair"
    assert repr(from_text) == repr(options)
    with pytest.raises(ValueError) as err:
        by_hand(must="9S")
    assert str(err.value) == (
        "these follow options say must=Cards('9S'), but the rule gives must=Cards('9S 9S') for "
        "this hand and lead: ask follow_options(...) for them"
    )
    again = pickle.loads(pickle.dumps(options))
    assert again == options and again.reason == words
    assert str(again.hand) == "3H 9S 9S KS 4D" and str(again.lead.cards) == "QS QS"


def test_a_single_led_to_a_hand_of_one_card_of_its_suit_is_answered_play_it():
    hand, lead = "9S 3D 4D", "KS"
    options = te.follow_options(hand, lead, trump="2H", rules=RULES["4p"])
    assert (str(options.must), str(options.may)) == ("9S", "9S")
    assert options.reason == "You hold exactly 1 spade: play it."
    order = order_of(te.as_trump("2H"), RULES["4p"])
    must, may, _ = oracle_options(
        list(te.parse_cards(hand)), list(te.parse_cards(lead)), order, "pairs-suffice"
    )
    assert must == Counter(options.must) and may == set(options.may)


def test_the_example_play_holds_the_tractor_and_then_another_pair():
    # must-tractor: the 4-card tractor 7♠ 7♠ 6♠ 6♠ first, then the pair 9♠ 9♠ for the led pair
    hand, lead = "7S 7S 6S 6S 9S 9S JS 3D", "AS AS KS KS 5S 5S"
    options = te.follow_options(hand, lead, trump="2H", rules=RULES["5p"])
    assert str(options.must) == "9S 9S 7S 7S 6S 6S" and str(options.may) == "9S 7S 6S"
    assert str(options.example()) == "7S 7S 6S 6S 9S 9S"
    assert te.check_follow(hand, lead, options.example(), trump="2H", rules=RULES["5p"]).legal
    order = order_of(te.as_trump("2H"), RULES["5p"])
    must, may, _ = oracle_options(
        list(te.parse_cards(hand)), list(te.parse_cards(lead)), order, "must-tractor"
    )
    assert must == Counter(options.must) and may == set(options.may)


@pytest.mark.parametrize(
    ("hand", "lead", "play", "reason"),
    [
        ("9S 9S KS 3D", "QS QS", "AS AS", "You do not hold A♠."),
        ("9S KS KS 3D", "QS QS", "9S 9S", "You hold only one 9♠, and this play has more."),
        # of two different cards, only the one not held is named
        ("9S KS 3D", "QS JS", "9S AS", "You do not hold A♠."),
        # a pair held and a single not held
        ("9S 9S KS 3D", "QS QS JS", "9S 9S AS", "You do not hold A♠."),
    ],
)
def test_cards_played_that_the_hand_does_not_hold_are_named(hand, lead, play, reason):
    verdict = te.check_follow(hand, lead, play, trump="2H", rules=RULES["4p"])
    assert not verdict.legal and verdict.reason == reason
