"""What a lesson prints or labels, said in the language in force: the seats' names around a
table, a rule set's name, the caption of a no-trump hand; and the small sayings the questions
share (a seat, cards as symbols, Yes / No)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import say

from .._coerce import as_ruleset
from .._view import seat_layout


def seat_word(seat: int) -> str:
    """ "Seat 2", in the language in force (the template every widget says a seat with)."""
    return say("Seat {seat}", seat=seat)


def symbols_of(cards: Any) -> str:
    """Cards as a lesson writes them (text or a list), said as symbols: "7♠ 7♠"."""
    return te.symbols(te.parse_cards(cards))


def symbols_text(cards: Iterable[te.Card]) -> str:
    """Cards the engine gave (``te.Card``), said as symbols: "7♠ 7♠"."""
    return te.symbols(list(cards))


def yes_no(legal: bool) -> tuple[list[str], str]:
    """The options "Yes" and "No" in the language in force, and the right one for ``legal``."""
    options = [say("Yes"), say("No")]
    return options, options[0 if legal else 1]


def seat_names(players: int | str | te.RuleSet = 4) -> list[str]:
    """The seats' compass names, seat 0 first ("South", "East", "North", "West" at four), in
    the language in force: the names the table's widgets give them."""
    return [say(name) for name in seat_layout(players).names]


def rules_name(rules: Any) -> str:
    """A rule set as the lessons name it: ``"tractor-4p"``, or ``"tractor-4p with
    tractor_follow='must-tractor'"`` (the preset and the options that differ from it, said in
    the language in force as an exercise's caption says them)."""
    ruleset = as_ruleset(rules)
    options = ruleset.options()
    if not options:
        return ruleset.name
    return say(
        "{preset} with {options}",
        preset=ruleset.name,
        options=", ".join(f"{k}={v!r}" for k, v in sorted(options.items())),
    )


def no_trump_caption(rules: Any) -> str:
    """A hand's caption in no trump under ``rules``, said from the rule set's option
    ``no_trump_keeps_rank_trumps``: "tractor-4p: in no trump, only the jokers are trumps", or
    "tractor-5p: in no trump, the jokers and the rank cards are trumps"."""
    ruleset = as_ruleset(rules)
    if ruleset.no_trump_keeps_rank_trumps:
        return say(
            "{rules}: in no trump, the jokers and the rank cards are trumps",
            rules=rules_name(ruleset),
        )
    return say("{rules}: in no trump, only the jokers are trumps", rules=rules_name(ruleset))
