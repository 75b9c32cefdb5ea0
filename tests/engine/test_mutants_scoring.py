"""Scoring a hand (rules §8), word for word: each step's title, value and sentence, the summary
and every field of the result, for calculator and seated calls of both partnership kinds, so
that a one-token change in engine/rulebook/scoring.py fails a test (``make mutate``)."""

from __future__ import annotations

import html

import pytest

import tractor_engine as te

#: (score_hand's arguments, reason, steps as (name, title, value, text), fields: declarer,
#: friend, declarers, defenders, trick points, penalty points, kitty points, multiplier, kitty
#: bonus, defender points, winners, levels before, levels after, game winners, next starter,
#: declarers held).
CASES = [
    (
        {"rules": "tractor-4p", "captured": 0, "levels": "2"},
        (
            "The defenders took 0 points in tricks: 0 in all. The defenders took 0 points (0 of "
            "200): the declarers keep the deal and go up 3 levels. The declarers go up 3 levels: "
            "2 → 5."
        ),
        [
            ("tricks", "Captured in tricks", "0", "The defenders took 0 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "0", "0 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 0 points (0 of 200): the declarers keep the deal and go "
                    "up 3 levels."
                ),
            ),
            ("next", "Next declaring side", "declarers", "The declarers go up 3 levels: 2 → 5."),
        ],
        (None, None, (), (), 0, 0, 0, 0, 0, 0, (), (), (), (), None, True),
    ),
    (
        {"rules": "tractor-5p", "captured": "5D 10S KH KC", "kitty": "5C 10D 3S", "last_lead": 4},
        (
            "The defenders took 35 points in tricks, won the last trick, so the kitty's 15 points"
            " count ×16 = 240: 275 in all. The defenders took 275 points (240–275): they become "
            "the declarers and go up 4 levels. Each defender goes up 4 levels from their own "
            "level."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "35",
                "Point cards the defenders won in tricks: 5♦ 5 + 10♠ 10 + K♥ 10 + K♣ 10 = 35.",
            ),
            ("kitty", "Points in the kitty", "15", "The kitty holds 5♣ 10♦: 15 points."),
            (
                "multiplier",
                "Kitty multiplier",
                "×16",
                (
                    "The defenders won the last trick, led with 4 cards: tractor-5p multiplies "
                    "the kitty by 2 to the power of the number of cards."
                ),
            ),
            (
                "total",
                "Defenders' total",
                "275",
                "35 from tricks + 15 × 16 = 240 from the kitty = 275.",
            ),
            (
                "change",
                "Level change",
                "+4",
                (
                    "The defenders took 275 points (240–275): they become the declarers and go up"
                    " 4 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Each defender goes up 4 levels from their own level.",
            ),
        ],
        (None, None, (), (), 35, 0, 15, 16, 240, 275, (), (), (), (), None, False),
    ),
    (
        {"rules": "tractor-4p", "captured": 5, "kitty": "3S", "last_lead": 1, "levels": "2"},
        (
            "The defenders took 5 points in tricks: 5 in all. The defenders took 5 points (5–35 "
            "of 200): the declarers keep the deal and go up 2 levels. The declarers go up 2 "
            "levels: 2 → 4."
        ),
        [
            ("tricks", "Captured in tricks", "5", "The defenders took 5 points in tricks."),
            ("kitty", "Points in the kitty", "0", "The kitty holds no point cards."),
            (
                "multiplier",
                "Kitty multiplier",
                "×2",
                (
                    "The defenders won the last trick, led with 1 card: tractor-4p multiplies the"
                    " kitty by twice the number of cards."
                ),
            ),
            ("total", "Defenders' total", "5", "5 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+2",
                (
                    "The defenders took 5 points (5–35 of 200): the declarers keep the deal and "
                    "go up 2 levels."
                ),
            ),
            ("next", "Next declaring side", "declarers", "The declarers go up 2 levels: 2 → 4."),
        ],
        (None, None, (), (), 5, 0, 0, 2, 0, 5, (), (), (), (), None, True),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 85,
            "kitty": "KS 5S",
            "last_lead": "3S 3S",
            "levels": ["5", "3", "5", "3"],
            "declarers": [0, 2],
            "declarer": 0,
            "starter": 0,
        },
        (
            "The defenders (seats 1 and 3) took 85 points in tricks, won the last trick, so the "
            "kitty's 15 points count ×4 = 60: 145 in all. The defenders took 145 points "
            "(120–155): they become the declarers and go up 1 level. Seats 1 and 3: 3 → 4. Seat 1"
            " starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "85",
                "The defenders (seats 1 and 3) took 85 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "15", "The kitty holds K♠ 5♠: 15 points."),
            (
                "multiplier",
                "Kitty multiplier",
                "×4",
                (
                    "The defenders won the last trick, led with 2 cards: tractor-4p multiplies "
                    "the kitty by twice the number of cards."
                ),
            ),
            (
                "total",
                "Defenders' total",
                "145",
                "85 from tricks + 15 × 4 = 60 from the kitty = 145.",
            ),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 145 points (120–155): they become the declarers and go up"
                    " 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Seats 1 and 3: 3 → 4. Seat 1 starts the next hand.",
            ),
        ],
        (
            0,
            None,
            (0, 2),
            (1, 3),
            85,
            0,
            15,
            4,
            60,
            145,
            (1, 3),
            ("5", "3", "5", "3"),
            ("5", "4", "5", "4"),
            (),
            1,
            False,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 40,
            "levels": ["K", "9", "K", "9"],
            "declarers": [0, 2],
            "declarer": 2,
            "starter": 2,
            "penalties": [(1, 10), (0, 20)],
        },
        (
            "The defenders (seats 1 and 3) took 40 points in tricks, +10 for failed throws: 50 in"
            " all. The defenders took 50 points (40–75 of 200): the declarers keep the deal and "
            "go up 1 level. Seats 0 and 2: K → A. Seat 0 starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "40",
                "The defenders (seats 1 and 3) took 40 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            (
                "penalties",
                "Failed throws",
                "+10",
                (
                    "Seat 1's failed throw costs the defenders 10 points. Seat 0's failed throw "
                    "gives the defenders 20 points."
                ),
            ),
            ("total", "Defenders' total", "50", "40 from tricks + 10 for failed throws = 50."),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 50 points (40–75 of 200): the declarers keep the deal and"
                    " go up 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                "Seats 0 and 2: K → A. Seat 0 starts the next hand.",
            ),
        ],
        (
            2,
            None,
            (0, 2),
            (1, 3),
            40,
            10,
            0,
            0,
            0,
            50,
            (0, 2),
            ("K", "9", "K", "9"),
            ("A", "9", "A", "9"),
            (),
            0,
            True,
        ),
    ),
    (
        {
            # tractor-5p's own throw_penalty is "none": a failed throw costs 10 a card here
            "rules": te.rules("tractor-5p", throw_penalty="ten-per-card"),
            "captured": 130,
            "levels": ["5", "3", "7", "3", "4"],
            "declarers": [0, 3],
            "declarer": 0,
            "friend": 3,
            "penalties": [(0, 10)],
        },
        (
            "The defenders (seats 1, 2 and 4) took 130 points in tricks, +10 for failed throws: "
            "140 in all. The defenders took 140 points (120–155): they become the declarers and "
            "go up 1 level. Seat 1: 3 → 4. Seat 2: 7 → 8. Seat 4: 4 → 5."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "130",
                "The defenders (seats 1, 2 and 4) took 130 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            (
                "penalties",
                "Failed throws",
                "+10",
                "Seat 0's failed throw gives the defenders 10 points.",
            ),
            ("total", "Defenders' total", "140", "130 from tricks + 10 for failed throws = 140."),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 140 points (120–155): they become the declarers and go up"
                    " 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Seat 1: 3 → 4. Seat 2: 7 → 8. Seat 4: 4 → 5.",
            ),
        ],
        (
            0,
            3,
            (0, 3),
            (1, 2, 4),
            130,
            10,
            0,
            0,
            0,
            140,
            (1, 2, 4),
            ("5", "3", "7", "3", "4"),
            ("5", "4", "8", "3", "5"),
            (),
            None,
            False,
        ),
    ),
    (
        {
            "rules": "tractor-5p",
            "captured": 0,
            "levels": ["A", "3", "K", "3", "4"],
            "declarers": [0, 2],
            "declarer": 0,
            "friend": 2,
        },
        (
            "The defenders (seats 1, 3 and 4) took 0 points in tricks: 0 in all. The defenders "
            "took 0 points (0 of 200): the declarers keep the deal and go up 3 levels. Seat 0 "
            "goes past A from A and wins the game. Seat 2 goes past A from K and wins the game."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "0",
                "The defenders (seats 1, 3 and 4) took 0 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "0", "0 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 0 points (0 of 200): the declarers keep the deal and go "
                    "up 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                (
                    "Seat 0 goes past A from A and wins the game. Seat 2 goes past A from K and "
                    "wins the game."
                ),
            ),
        ],
        (
            0,
            2,
            (0, 2),
            (1, 3, 4),
            0,
            0,
            0,
            0,
            0,
            0,
            (0, 2),
            ("A", "3", "K", "3", "4"),
            (None, "3", None, "3", "4"),
            (0, 2),
            None,
            True,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 10,
            "levels": ["3", "3", "3", "3"],
            "declarers": [1, 3],
            "declarer": 1,
            "starter": 1,
            "penalties": [(1, 30)],
        },
        (
            "The defenders (seats 0 and 2) took 10 points in tricks, +30 for failed throws: 40 in"
            " all. The defenders took 40 points (40–75 of 200): the declarers keep the deal and "
            "go up 1 level. Seats 1 and 3: 3 → 4. Seat 3 starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "10",
                "The defenders (seats 0 and 2) took 10 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            (
                "penalties",
                "Failed throws",
                "+30",
                "Seat 1's failed throw gives the defenders 30 points.",
            ),
            ("total", "Defenders' total", "40", "10 from tricks + 30 for failed throws = 40."),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 40 points (40–75 of 200): the declarers keep the deal and"
                    " go up 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                "Seats 1 and 3: 3 → 4. Seat 3 starts the next hand.",
            ),
        ],
        (
            1,
            None,
            (1, 3),
            (0, 2),
            10,
            30,
            0,
            0,
            0,
            40,
            (1, 3),
            ("3", "3", "3", "3"),
            ("3", "4", "3", "4"),
            (),
            3,
            True,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 10,
            "levels": ["3", "3", "3", "3"],
            "declarers": [1, 3],
            "declarer": 1,
            "starter": 1,
            "penalties": [(0, 30)],
        },
        (
            "The defenders (seats 0 and 2) took 10 points in tricks, −30 for failed throws: −20, "
            "which counts as 0. The defenders took 0 points (0 of 200): the declarers keep the "
            "deal and go up 3 levels. Seats 1 and 3: 3 → 6. Seat 3 starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "10",
                "The defenders (seats 0 and 2) took 10 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            (
                "penalties",
                "Failed throws",
                "−30",
                "Seat 0's failed throw costs the defenders 30 points.",
            ),
            (
                "total",
                "Defenders' total",
                "0",
                (
                    "10 from tricks − 30 for failed throws = −20, which counts as 0: the "
                    "defenders' points do not go below zero."
                ),
            ),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 0 points (0 of 200): the declarers keep the deal and go "
                    "up 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                "Seats 1 and 3: 3 → 6. Seat 3 starts the next hand.",
            ),
        ],
        (
            1,
            None,
            (1, 3),
            (0, 2),
            10,
            -30,
            0,
            0,
            0,
            0,
            (1, 3),
            ("3", "3", "3", "3"),
            ("3", "6", "3", "6"),
            (),
            3,
            True,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 60,
            "kitty": "10S",
            "last_lead": 1,
            "levels": ["3", "3", "3", "3"],
            "declarers": [1, 3],
            "declarer": 1,
            "starter": 3,
            "penalties": [(2, 10)],
        },
        (
            "The defenders (seats 0 and 2) took 60 points in tricks, won the last trick, so the "
            "kitty's 10 points count ×2 = 20, −10 for failed throws: 70 in all. The defenders "
            "took 70 points (40–75 of 200): the declarers keep the deal and go up 1 level. Seats "
            "1 and 3: 3 → 4. Seat 1 starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "60",
                "The defenders (seats 0 and 2) took 60 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "10", "The kitty holds 10♠: 10 points."),
            (
                "multiplier",
                "Kitty multiplier",
                "×2",
                (
                    "The defenders won the last trick, led with 1 card: tractor-4p multiplies the"
                    " kitty by twice the number of cards."
                ),
            ),
            (
                "penalties",
                "Failed throws",
                "−10",
                "Seat 2's failed throw costs the defenders 10 points.",
            ),
            (
                "total",
                "Defenders' total",
                "70",
                "60 from tricks + 10 × 2 = 20 from the kitty − 10 for failed throws = 70.",
            ),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 70 points (40–75 of 200): the declarers keep the deal and"
                    " go up 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                "Seats 1 and 3: 3 → 4. Seat 1 starts the next hand.",
            ),
        ],
        (
            1,
            None,
            (1, 3),
            (0, 2),
            60,
            -10,
            10,
            2,
            20,
            70,
            (1, 3),
            ("3", "3", "3", "3"),
            ("3", "4", "3", "4"),
            (),
            1,
            True,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 100,
            "levels": ["Q", "J", "Q", "J"],
            "declarers": [0, 2],
            "declarer": 0,
            "starter": 0,
        },
        (
            "The defenders (seats 1 and 3) took 100 points in tricks: 100 in all. The defenders "
            "took 100 points (80–115): they become the declarers, with no level change. Every "
            "level stays as it was. Seat 1 starts the next hand."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "100",
                "The defenders (seats 1 and 3) took 100 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "100", "100 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "0",
                (
                    "The defenders took 100 points (80–115): they become the declarers, with no "
                    "level change."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Every level stays as it was. Seat 1 starts the next hand.",
            ),
        ],
        (
            0,
            None,
            (0, 2),
            (1, 3),
            100,
            0,
            0,
            0,
            0,
            100,
            (1, 3),
            ("Q", "J", "Q", "J"),
            ("Q", "J", "Q", "J"),
            (),
            1,
            False,
        ),
    ),
    (
        {
            "rules": "tractor-4p",
            "captured": 200,
            "levels": ["Q", "K", "Q", "K"],
            "declarers": [0, 2],
            "declarer": 0,
            "starter": 0,
        },
        (
            "The defenders (seats 1 and 3) took 200 points in tricks: 200 in all. The defenders "
            "took 200 points (200–235): they become the declarers and go up 3 levels. Seats 1 and"
            " 3 go past A from K and win the game."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "200",
                "The defenders (seats 1 and 3) took 200 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "200", "200 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 200 points (200–235): they become the declarers and go up"
                    " 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Seats 1 and 3 go past A from K and win the game.",
            ),
        ],
        (
            0,
            None,
            (0, 2),
            (1, 3),
            200,
            0,
            0,
            0,
            0,
            200,
            (1, 3),
            ("Q", "K", "Q", "K"),
            ("Q", None, "Q", None),
            (1, 3),
            None,
            False,
        ),
    ),
    (
        {
            "rules": "tractor-5p",
            "captured": 80,
            "kitty": "5S",
            "levels": ["Q", "K", "Q", "K", "2"],
            "declarers": [0],
            "declarer": 0,
            "friend": None,
        },
        (
            "The defenders (seats 1, 2, 3 and 4) took 80 points in tricks, the kitty's 5 points "
            "stay with the declarers: 80 in all. The defenders took 80 points (80–115): they "
            "become the declarers, with no level change. Every level stays as it was."
        ),
        [
            (
                "tricks",
                "Captured in tricks",
                "80",
                "The defenders (seats 1, 2, 3 and 4) took 80 points in tricks.",
            ),
            ("kitty", "Points in the kitty", "5", "The kitty holds 5♠: 5 points."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "80", "80 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "0",
                (
                    "The defenders took 80 points (80–115): they become the declarers, with no "
                    "level change."
                ),
            ),
            ("next", "Next declaring side", "defenders", "Every level stays as it was."),
        ],
        (
            0,
            None,
            (0,),
            (1, 2, 3, 4),
            80,
            0,
            5,
            0,
            0,
            80,
            (1, 2, 3, 4),
            ("Q", "K", "Q", "K", "2"),
            ("Q", "K", "Q", "K", "2"),
            (),
            None,
            False,
        ),
    ),
    (
        {"rules": "tractor-4p", "captured": "3S 4D", "levels": "2"},
        (
            "The defenders took 0 points in tricks: 0 in all. The defenders took 0 points (0 of "
            "200): the declarers keep the deal and go up 3 levels. The declarers go up 3 levels: "
            "2 → 5."
        ),
        [
            ("tricks", "Captured in tricks", "0", "The defenders won no point cards in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "0", "0 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 0 points (0 of 200): the declarers keep the deal and go "
                    "up 3 levels."
                ),
            ),
            ("next", "Next declaring side", "declarers", "The declarers go up 3 levels: 2 → 5."),
        ],
        (None, None, (), (), 0, 0, 0, 0, 0, 0, (), (), (), (), None, True),
    ),
    (
        {"rules": "tractor-4p", "captured": 200, "levels": "2"},
        (
            "The defenders took 200 points in tricks: 200 in all. The defenders took 200 points "
            "(200–235): they become the declarers and go up 3 levels. The defenders go up 3 "
            "levels from their level."
        ),
        [
            ("tricks", "Captured in tricks", "200", "The defenders took 200 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "200", "200 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 200 points (200–235): they become the declarers and go up"
                    " 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "The defenders go up 3 levels from their level.",
            ),
        ],
        (None, None, (), (), 200, 0, 0, 0, 0, 200, (), (), (), (), None, False),
    ),
    (
        {"rules": "tractor-5p", "captured": 160, "levels": "2"},
        (
            "The defenders took 160 points in tricks: 160 in all. The defenders took 160 points "
            "(160–195): they become the declarers and go up 2 levels. Each defender goes up 2 "
            "levels from their own level."
        ),
        [
            ("tricks", "Captured in tricks", "160", "The defenders took 160 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "160", "160 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+2",
                (
                    "The defenders took 160 points (160–195): they become the declarers and go up"
                    " 2 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Each defender goes up 2 levels from their own level.",
            ),
        ],
        (None, None, (), (), 160, 0, 0, 0, 0, 160, (), (), (), (), None, False),
    ),
    (
        {"rules": "tractor-5p", "captured": 80, "levels": "2"},
        (
            "The defenders took 80 points in tricks: 80 in all. The defenders took 80 points "
            "(80–115): they become the declarers, with no level change. Every level stays as it "
            "was."
        ),
        [
            ("tricks", "Captured in tricks", "80", "The defenders took 80 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "80", "80 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "0",
                (
                    "The defenders took 80 points (80–115): they become the declarers, with no "
                    "level change."
                ),
            ),
            ("next", "Next declaring side", "defenders", "Every level stays as it was."),
        ],
        (None, None, (), (), 80, 0, 0, 0, 0, 80, (), (), (), (), None, False),
    ),
    (
        {"rules": "single-deck", "captured": 40, "levels": "2", "kitty": "5S KD", "last_lead": 2},
        (
            "The defenders took 40 points in tricks, won the last trick, so the kitty's 15 points"
            " count ×4 = 60: 100 in all. The defenders took 100 points (100–115): they become the"
            " declarers and go up 3 levels. Each defender goes up 3 levels from their own level."
        ),
        [
            ("tricks", "Captured in tricks", "40", "The defenders took 40 points in tricks."),
            ("kitty", "Points in the kitty", "15", "The kitty holds 5♠ K♦: 15 points."),
            (
                "multiplier",
                "Kitty multiplier",
                "×4",
                (
                    "The defenders won the last trick, led with 2 cards: single-deck multiplies "
                    "the kitty by 2 to the power of the number of cards."
                ),
            ),
            (
                "total",
                "Defenders' total",
                "100",
                "40 from tricks + 15 × 4 = 60 from the kitty = 100.",
            ),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 100 points (100–115): they become the declarers and go up"
                    " 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "Each defender goes up 3 levels from their own level.",
            ),
        ],
        (None, None, (), (), 40, 0, 15, 4, 60, 100, (), (), (), (), None, False),
    ),
    (
        {"rules": "tractor-4p", "captured": 120, "levels": "2"},
        (
            "The defenders took 120 points in tricks: 120 in all. The defenders took 120 points "
            "(120–155): they become the declarers and go up 1 level. The defenders go up 1 level "
            "from their level."
        ),
        [
            ("tricks", "Captured in tricks", "120", "The defenders took 120 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "120", "120 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 120 points (120–155): they become the declarers and go up"
                    " 1 level."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "defenders",
                "The defenders go up 1 level from their level.",
            ),
        ],
        (None, None, (), (), 120, 0, 0, 0, 0, 120, (), (), (), (), None, False),
    ),
    (
        {"rules": "tractor-4p", "captured": 40, "levels": "K"},
        (
            "The defenders took 40 points in tricks: 40 in all. The defenders took 40 points "
            "(40–75 of 200): the declarers keep the deal and go up 1 level. The declarers go up 1"
            " level: K → A."
        ),
        [
            ("tricks", "Captured in tricks", "40", "The defenders took 40 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "40", "40 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+1",
                (
                    "The defenders took 40 points (40–75 of 200): the declarers keep the deal and"
                    " go up 1 level."
                ),
            ),
            ("next", "Next declaring side", "declarers", "The declarers go up 1 level: K → A."),
        ],
        (None, None, (), (), 40, 0, 0, 0, 0, 40, (), (), (), (), None, True),
    ),
    (
        {"rules": "tractor-4p", "captured": 0, "levels": "Q"},
        (
            "The defenders took 0 points in tricks: 0 in all. The defenders took 0 points (0 of "
            "200): the declarers keep the deal and go up 3 levels. The declarers go past A from Q"
            " and win the game."
        ),
        [
            ("tricks", "Captured in tricks", "0", "The defenders took 0 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "0", "0 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+3",
                (
                    "The defenders took 0 points (0 of 200): the declarers keep the deal and go "
                    "up 3 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                "The declarers go past A from Q and win the game.",
            ),
        ],
        (None, None, (), (), 0, 0, 0, 0, 0, 0, (), (), (), (), None, True),
    ),
    (
        {"rules": "tractor-5p", "captured": 35, "levels": "10"},
        (
            "The defenders took 35 points in tricks: 35 in all. The defenders took 35 points "
            "(5–35 of 200): the declarers keep the deal and go up 2 levels. The declarers go up 2"
            " levels: 10 → Q. The friend goes up as many from their own level."
        ),
        [
            ("tricks", "Captured in tricks", "35", "The defenders took 35 points in tricks."),
            ("kitty", "Points in the kitty", "0", "No kitty cards given."),
            (
                "multiplier",
                "Kitty multiplier",
                "none",
                "The declarers won the last trick, so the kitty's points stay with them.",
            ),
            ("total", "Defenders' total", "35", "35 from tricks, nothing from the kitty."),
            (
                "change",
                "Level change",
                "+2",
                (
                    "The defenders took 35 points (5–35 of 200): the declarers keep the deal and "
                    "go up 2 levels."
                ),
            ),
            (
                "next",
                "Next declaring side",
                "declarers",
                (
                    "The declarers go up 2 levels: 10 → Q. The friend goes up as many from their "
                    "own level."
                ),
            ),
        ],
        (None, None, (), (), 35, 0, 0, 0, 0, 35, (), (), (), (), None, True),
    ),
]


def fields(r: te.RoundResult) -> tuple:
    return (
        r.declarer,
        r.friend,
        r.declarers,
        r.defenders,
        r.trick_points,
        r.penalty_points,
        r.kitty_points,
        r.kitty_multiplier,
        r.kitty_bonus,
        r.defender_points,
        r.winners,
        r.levels_before,
        r.levels_after,
        r.game_winners,
        r.next_starter,
        r.declarers_held,
    )


@pytest.mark.parametrize(("kwargs", "reason", "steps", "values"), CASES)
def test_each_hand_scored_step_by_step(kwargs, reason, steps, values):
    result = te.score_hand(**kwargs)
    assert result.reason == reason and str(result) == reason
    assert [(s.name, s.title, s.value, s.text) for s in result.steps] == steps
    assert fields(result) == values
    for name, title, value, text in steps:
        step = result.step(name)
        assert str(step) == f"{title}: {value}. {text}"
    assert result.change == te.level_change(result.defender_points, rules=kwargs["rules"])
    assert reason in html.unescape(result._repr_html_())


def test_a_step_that_is_not_there_is_named_with_the_steps_there_are():
    result = te.score_hand("tractor-4p", captured=0, levels="2")
    with pytest.raises(KeyError) as err:
        result.step("penalties")
    assert err.value.args[0] == (
        "no step 'penalties': the steps are tricks, kitty, multiplier, total, change, next"
    )


@pytest.mark.parametrize(
    ("points", "decks_rules", "side", "levels", "reason"),
    [
        (
            0,
            "tractor-4p",
            "declarers",
            3,
            "The defenders took 0 points (0 of 200): the declarers keep the deal and go up 3 "
            "levels.",
        ),
        (
            35,
            "tractor-4p",
            "declarers",
            2,
            "The defenders took 35 points (5–35 of 200): the declarers keep the deal and go up 2 "
            "levels.",
        ),
        (
            40,
            "tractor-4p",
            "declarers",
            1,
            "The defenders took 40 points (40–75 of 200): the declarers keep the deal and go up 1 "
            "level.",
        ),
        (
            75,
            "tractor-4p",
            "declarers",
            1,
            "The defenders took 75 points (40–75 of 200): the declarers keep the deal and go up 1 "
            "level.",
        ),
        (
            80,
            "tractor-4p",
            "defenders",
            0,
            "The defenders took 80 points (80–115): they become the declarers, with no level "
            "change.",
        ),
        (
            115,
            "tractor-4p",
            "defenders",
            0,
            "The defenders took 115 points (80–115): they become the declarers, with no level "
            "change.",
        ),
        (
            120,
            "tractor-4p",
            "defenders",
            1,
            "The defenders took 120 points (120–155): they become the declarers and go up 1 level.",
        ),
        (
            160,
            "tractor-4p",
            "defenders",
            2,
            "The defenders took 160 points (160–195): they become the declarers and go up 2 "
            "levels.",
        ),
        (
            15,
            "single-deck",
            "declarers",
            2,
            "The defenders took 15 points (5–15 of 100): the declarers keep the deal and go up 2 "
            "levels.",
        ),
        (
            20,
            "single-deck",
            "declarers",
            1,
            "The defenders took 20 points (20–35 of 100): the declarers keep the deal and go up 1 "
            "level.",
        ),
        (
            40,
            "single-deck",
            "defenders",
            0,
            "The defenders took 40 points (40–55): they become the declarers, with no level "
            "change.",
        ),
        (
            60,
            "single-deck",
            "defenders",
            1,
            "The defenders took 60 points (60–75): they become the declarers and go up 1 level.",
        ),
    ],
)
def test_level_change_at_each_threshold(points, decks_rules, side, levels, reason):
    change = te.level_change(points, rules=decks_rules)
    assert (change.defender_points, change.side, change.levels) == (points, side, levels)
    assert change.reason == reason and str(change) == reason
    assert reason in html.unescape(change._repr_html_())


@pytest.mark.parametrize(
    ("points", "words"),
    [
        (True, "defender points must be a whole number, not True"),
        ("40", "defender points must be a whole number, not '40'"),
        (-5, "defender points cannot be negative: -5"),
        (42, "points come in fives (5s, 10s and kings): 42 is not a multiple of 5"),
    ],
)
def test_level_change_refuses_what_is_not_points(points, words):
    with pytest.raises(ValueError) as err:
        te.level_change(points, rules="tractor-4p")
    assert str(err.value) == words


def test_kitty_multipliers_count_the_last_leads_cards():
    assert te.kitty_multiplier(1, rules="tractor-4p") == 2
    assert te.kitty_multiplier("3S 3S 4S 4S", rules="tractor-4p") == 8
    assert te.kitty_multiplier(1, rules="tractor-5p") == 2
    assert te.kitty_multiplier(3, rules="tractor-5p") == 8
    assert te.kitty_multiplier(te.parse_cards("3S 3S 4S"), rules="tractor-5p") == 8
    for bad in (0, -1):
        with pytest.raises(
            ValueError,
            match=(
                rf"the last lead has at least one card and at most 25 \(a hand in tractor-4p\), "
                f"not {bad}"
            ),
        ):
            te.kitty_multiplier(bad, rules="tractor-4p")
    with pytest.raises(ValueError, match=r"at most 25 .*, not 0"):
        te.kitty_multiplier("", rules="tractor-4p")


def test_card_points():
    assert te.card_points("5S 10D KH QS AS BJ 5C") == 30
    assert te.card_points("") == 0


@pytest.mark.parametrize(
    ("rank", "levels", "reached", "text"),
    [
        ("2", 0, "2", "From 2, 0 levels up reaches 2."),
        ("2", 1, "3", "From 2, 1 level up reaches 3."),
        ("t", 2, "Q", "From 10, 2 levels up reaches Q."),
        (10, 3, "K", "From 10, 3 levels up reaches K."),
        (" k ", 1, "A", "From K, 1 level up reaches A."),
        ("K", 2, None, "From K, 2 levels up goes past A: the game is won."),
        ("A", 1, None, "From A, 1 level up goes past A: the game is won."),
    ],
)
def test_advance_level(rank, levels, reached, text):
    step = te.advance_level(rank, levels)
    assert (step.rank, step.wins, str(step)) == (reached, reached is None, text)


@pytest.mark.parametrize(
    ("rank", "words"),
    [
        ("1", "'1' is not a level: use one of 2 3 4 5 6 7 8 9 10 J Q K A"),
        (1, "1 is not a level: use one of 2 3 4 5 6 7 8 9 10 J Q K A"),
        (True, "True is not a level: use one of 2 3 4 5 6 7 8 9 10 J Q K A"),
        (2.0, "2.0 is not a level: use one of 2 3 4 5 6 7 8 9 10 J Q K A"),
        (None, "None is not a level"),
    ],
)
def test_a_bad_level_is_named(rank, words):
    with pytest.raises(ValueError) as err:
        te.advance_level(rank, 1)
    assert str(err.value).startswith(words)


@pytest.mark.parametrize("levels", [-1, True, 1.0, "2"])
def test_a_bad_number_of_levels_is_named(levels):
    with pytest.raises(ValueError) as err:
        te.advance_level("5", levels)
    assert str(err.value) == f"levels must be a whole number of at least 0, not {levels!r}"


def test_next_starter_in_fixed_partnerships():
    assert te.next_starter(0, "declarers", rules="tractor-4p") == 2
    assert te.next_starter(2, "declarers", rules="tractor-4p") == 0
    assert te.next_starter(3, "defenders", rules="tractor-4p") == 0
    assert te.next_starter(1, "defenders", rules="tractor-4p") == 2
    with pytest.raises(ValueError) as err:
        te.next_starter(0, "nobody", rules="tractor-4p")
    assert str(err.value) == 'side must be "declarers" or "defenders", not \'nobody\''
    with pytest.raises(ValueError) as err:
        te.next_starter(4, "declarers", rules="tractor-4p")
    assert str(err.value) == "starter must be a seat from 0 to 3, not 4"
    with pytest.raises(ValueError) as err:
        te.next_starter(0, "declarers", rules="tractor-5p")
    assert str(err.value) == (
        "tractor-5p has no fixed partnerships: the next declarer comes from the bidding"
    )


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"levels": ["2"] * 4, "declarers": []}, "the declarers are at least one seat"),
        ({"levels": ["2"] * 4, "declarers": [0, 1, 2, 3]}, "and not every seat"),
        (
            {"levels": "2", "declarers": [0, 2]},
            "levels must list one rank for each of the 4 seats, not '2'",
        ),
        (
            {"levels": ["2"] * 3, "declarers": [0, 2]},
            "for each of the 4 seats, not ['2', '2', '2']",
        ),
        ({"levels": ["2"] * 4}, "without declarers=, levels is the declarers' level (one rank)"),
        ({"penalties": [(0, 10)]}, "penalties name the throwers' seats: give declarers="),
        ({"levels": ["2"] * 4, "declarers": [0, 4]}, "a declarer must be a seat from 0 to 3"),
        (
            {"levels": ["2"] * 4, "declarers": [0, 2], "penalties": [(5, 10)]},
            "a thrower must be a seat from 0 to 3, not 5",
        ),
        (
            {"levels": ["2"] * 4, "declarers": [0, 2], "penalties": [(1, 12)]},
            "a penalty is 10 points for each card taken back (10 to 240), not 12",
        ),
        (
            {"levels": ["2"] * 4, "declarers": [0, 2], "starter": 7},
            "starter must be a seat from 0 to 3, not 7",
        ),
    ],
)
def test_score_hand_refuses_inconsistent_seats(kwargs, words):
    with pytest.raises(ValueError) as err:
        te.score_hand("tractor-4p", **{"captured": 40, **kwargs})
    assert words in str(err.value)


@pytest.mark.parametrize("captured", [-5, 12, True, 2.5])
def test_score_hand_refuses_captured_points_that_no_deal_makes(captured):
    with pytest.raises(ValueError):
        te.score_hand("tractor-4p", captured=captured, levels="2")


def test_failed_throws_of_both_sides_can_cancel_out():
    # a declarer's failed throw gives the defenders its points, a defender's costs them its
    # points (rules §8): 20 each way nets 0, and the total is the tricks alone
    r = te.score_hand(
        "tractor-4p", captured=40, levels=["2"] * 4, declarers=[0, 2], penalties=[(0, 20), (1, 20)]
    )
    assert r.penalty_points == 0 and r.defender_points == 40
    assert str(r.step("penalties")) == (
        "Failed throws: 0. Seat 0's failed throw gives the defenders 20 points. Seat 1's failed "
        "throw costs the defenders 20 points."
    )
    assert r.step("total").text == "40 from tricks, nothing from the kitty."


@pytest.mark.parametrize(
    ("rules", "penalties", "words"),
    [
        (
            te.rules("tractor-4p", throw_penalty="none"),
            [(0, 10)],
            'throw_penalty="none": a failed throw costs nothing, so penalties must be empty, '
            "not [(0, 10)]",
        ),
        (
            "tractor-4p",
            [(0, 10.0)],
            "a penalty is 10 points for each card taken back (10 to 240), not 10.0",
        ),
        (
            "tractor-4p",
            [(0, "10")],
            "a penalty is 10 points for each card taken back (10 to 240), not '10'",
        ),
        (
            "tractor-4p",
            [(0, True)],
            "a penalty is 10 points for each card taken back (10 to 240), not True",
        ),
    ],
)
def test_a_penalty_that_no_failed_throw_costs_is_refused_in_words(rules, penalties, words):
    with pytest.raises(ValueError) as err:
        te.score_hand(rules, captured=40, levels=["2"] * 4, declarers=[0, 2], penalties=penalties)
    assert str(err.value) == words


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"declarers": range(0, 3, 2)}, "declarers lists seats, not range(0, 3, 2)"),
        ({"declarers": "0 2"}, "declarers lists seats, not '0 2'"),
        ({"declarers": []}, "the declarers are at least one seat and not every seat"),
        (
            {"declarers": [0, 2], "friend": 2},
            "tractor-4p has fixed partnerships: there is no friend to name",
        ),
    ],
)
def test_a_declaring_side_that_is_no_side_is_refused_in_words(kwargs, words):
    with pytest.raises(ValueError) as err:
        te.score_hand("tractor-4p", captured=40, levels=["2"] * 4, **kwargs)
    assert str(err.value) == words


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        (
            {"levels": "2", "penalties": [(0, 10)]},
            "penalties name the throwers' seats: give declarers= and levels=",
        ),
        (
            {"levels": "2", "declarer": 0},
            "declarer=, friend= and starter= name seats: give declarers= and levels= with them",
        ),
        ({"levels": ["2"] * 4}, "without declarers=, levels is the declarers' level (one rank)"),
        ({"levels": "2", "captured": -5}, "captured: points are a multiple of 5 from 0, not -5"),
        (
            {"levels": "2", "captured": 250},
            "captured: 250 points, but tractor-4p deals 200 points in all",
        ),
        (
            {"levels": range(2, 6), "declarers": [0, 2]},
            "levels must list one rank for each of the 4 seats, not range(2, 6)",
        ),
        (
            {"levels": ["2", "3", "2", "4"], "declarers": [0, 2]},
            "partners share their side's level: seats 1 and 3 are at 3 and 4",
        ),
    ],
)
def test_score_hand_refuses_in_words(kwargs, words):
    with pytest.raises(ValueError) as err:
        te.score_hand("tractor-4p", **{"captured": 40, **kwargs})
    assert str(err.value) == words


def test_a_total_brought_to_exactly_zero_by_failed_throws_is_zero():
    # 20 in tricks and a defender's failed throw of 20: 0, not below zero, so no note about it
    r = te.score_hand(
        "tractor-4p", captured=20, levels=["2"] * 4, declarers=[0, 2], penalties=[(1, 20)]
    )
    assert r.defender_points == 0 and r.penalty_points == -20
    assert str(r.step("total")) == "Defenders' total: 0. 20 from tricks − 20 for failed throws = 0."
    assert r.reason.startswith(
        "The defenders (seats 1 and 3) took 20 points in tricks, −20 for failed throws: 0 in all."
    )


@pytest.mark.parametrize(
    ("captured", "kitty", "words"),
    [
        (
            40,
            "KS KS KS",
            "K♠ appears 3 times in the kitty, but tractor-4p deals each card only 2 times",
        ),
        (
            "KS KS",
            "KS",
            "K♠ appears 3 times in captured and the kitty, but tractor-4p deals each card only 2 "
            "times",
        ),
    ],
)
def test_more_copies_than_the_decks_hold_are_refused_naming_where(captured, kitty, words):
    with pytest.raises(te.CardError) as err:
        te.score_hand("tractor-4p", captured=captured, kitty=kitty, levels="2")
    assert str(err.value) == words
