"""What a comparison of two rule sets says: which option makes the difference, with examples.

Each function says its sentence in the language in force; ``comparison`` keeps the sentence of a
``RuleComparison`` unsaid until read, so that it reads in whatever language is in force then.
The clause naming the options that make the difference is ``comparison``'s own
(``_options_phrase``), passed in here as ``options``.
"""

from __future__ import annotations

from ..cards.card import Cards, symbols
from ..speech.languages import N_, say, say_n

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..rulebook.lead import ThrowCheck
    from ..rulebook.rulesets import RuleSet


def rules_label(rules: RuleSet) -> str:
    """``"tractor-4p"`` or ``"tractor-4p (tractor_follow='must-tractor')"``, for sentences."""
    options = rules.options()
    if not options:
        return rules.name
    return f"{rules.name} ({', '.join(f'{k}={v!r}' for k, v in options.items())})"


def decks_differ(rules_a: RuleSet, rules_b: RuleSet) -> str:
    """Two rule sets that deal another number of decks: no position is posed under both."""
    # TRANSLATORS: {rules_a} and {rules_b} are rule sets ("tractor-4p (players=5)"),
    # {name_a} and {name_b} their presets; {n} and {decks_b} count decks of cards.
    return say_n(
        "{rules_a} and {rules_b} cannot be compared on one position: {name_a} plays "
        "with {n} deck and {name_b} with {decks_b}",
        "{rules_a} and {rules_b} cannot be compared on one position: {name_a} plays "
        "with {n} decks and {name_b} with {decks_b}",
        rules_a.decks,
        rules_a=rules_label(rules_a),
        rules_b=rules_label(rules_b),
        name_a=rules_a.name,
        name_b=rules_b.name,
        decks_b=rules_b.decks,
    )


def players_differ(rules_a: RuleSet, rules_b: RuleSet) -> str:
    """Two rule sets that seat another number of players: no position with other hands."""
    return say(
        "{rules_a} and {rules_b} cannot be compared on a position with other hands: "
        "{name_a} seats {players_a} players and {name_b} {players_b}",
        rules_a=rules_label(rules_a),
        rules_b=rules_label(rules_b),
        name_a=rules_a.name,
        name_b=rules_b.name,
        players_a=rules_a.players,
        players_b=rules_b.players,
    )


def not_a_lead(cards: Cards, rules: RuleSet, told: str | Callable[[], str]) -> str:
    """Cards that are no lead under ``rules``; ``told`` is the engine's reason why."""
    # TRANSLATORS: {reason} is the engine's sentence on why it is no lead.
    return say(
        "{cards} is not a lead under {rules}: {reason}",
        cards=symbols(cards),
        rules=rules_label(rules),
        reason=told if isinstance(told, str) else told(),
    )


#: The follow's difference, by whether a play is legal only under A, and only under B:
#: ``{options}`` is the clause naming the options that make the difference.
FOLLOW_DIFFERS = {
    # TRANSLATORS: {options} is a clause: "the option tractor_follow (...) makes the
    # difference"; {play_a} and {play_b} are plays (cards), {rules_a} and {rules_b} rule sets.
    (True, True): N_(
        "{options}: {play_a} is legal only under {rules_a}, and {play_b} only under {rules_b}"
    ),
    (True, False): N_(
        "{options}: {play_a} is legal only under {rules_a}, and no play is legal only under "
        "{rules_b}"
    ),
    (False, True): N_(
        "{options}: no play is legal only under {rules_a}, and {play_b} only under {rules_b}"
    ),
    (False, False): N_(
        "{options}: no play is legal only under {rules_a}, and no play is legal only under "
        "{rules_b}"
    ),
}


def throw_outcome(check: ThrowCheck) -> str:
    """How a throw fares, as a clause: "it stands", "it fails and ... is led instead, ..."."""
    if check.stands:
        # TRANSLATORS: how a throw fares: "under tractor-4p it stands".
        return say("it stands")
    forced = symbols(check.forced)
    if check.penalty:
        # TRANSLATORS: how a throw fares: {forced} are the cards led instead.
        return say_n(
            "it fails and {forced} is led instead, costing {n} point",
            "it fails and {forced} is led instead, costing {n} points",
            check.penalty,
            forced=forced,
        )
    return say("it fails and {forced} is led instead, at no cost", forced=forced)


def follow_differs(
    options: str, label_a: str, example_a: Cards | None, label_b: str, example_b: Cards | None
) -> str:
    """The follow's difference: ``options`` makes it, with a play legal only under each rule
    set (None where there is none)."""
    return say(
        FOLLOW_DIFFERS[example_a is not None, example_b is not None],
        options=options,
        play_a=symbols(example_a) if example_a is not None else "",
        play_b=symbols(example_b) if example_b is not None else "",
        rules_a=label_a,
        rules_b=label_b,
    )


def throw_differs(
    options: str, throw: Cards, label_a: str, check_a: ThrowCheck, label_b: str, check_b: ThrowCheck
) -> str:
    """The throw's difference: ``options`` makes it, and how the throw fares under each."""
    # TRANSLATORS: {options} says which options make the difference ("the
    # option ... makes the difference"); {outcome_a} and {outcome_b} say how
    # the throw fares ("it stands", "it fails and ... is led instead, ...").
    return say(
        "{options} for the throw {throw}: under {rules_a} {outcome_a}, and under "
        "{rules_b} {outcome_b}",
        options=options,
        throw=symbols(throw),
        rules_a=label_a,
        outcome_a=throw_outcome(check_a),
        rules_b=label_b,
        outcome_b=throw_outcome(check_b),
    )


def one_sentence(parts: Sequence[str]) -> str:
    """The follow's difference and the throw's (one or both) as one sentence."""
    text = parts[0]
    if len(parts) > 1:
        # TRANSLATORS: the follow's difference, then the throw's, in one sentence.
        text = say("{first}; {second}", first=text, second=parts[1])
    # TRANSLATORS: a sentence of the comparison, ended by a full stop.
    return say("{sentence}.", sentence=text[0].upper() + text[1:])


def agree(label_a: str, label_b: str, throw: ThrowCheck | None) -> str:
    """Two rule sets that allow the same plays (and, with ``throw``, fare alike on it)."""
    if throw is not None:
        # TRANSLATORS: {outcome} says how the lead fares as a throw ("it stands").
        return say(
            "{rules_a} and {rules_b} agree here: every play legal under one is legal under "
            "the other, and the lead {outcome}.",
            rules_a=label_a,
            rules_b=label_b,
            outcome=throw_outcome(throw),
        )
    return say(
        "{rules_a} and {rules_b} agree here: every play legal under one is legal under the other.",
        rules_a=label_a,
        rules_b=label_b,
    )
