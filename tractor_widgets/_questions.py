"""The question an exercise asks, as a value: what is shown, what is asked, how it is judged.

``Question`` and ``Answer`` are immutable values; ``tractor_widgets.lessons`` builds them (each
from the engine) and the ``Exercise`` widget draws one. Both import this module, which imports
neither. Lessons reach these names as ``lessons.Question``, ``lessons.Answer``,
``lessons.caption`` and ``lessons.position_key``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import say

from ._coerce import InputError, as_ruleset, card_strings, trump_string

Check = Callable[["Answer"], Any]


@dataclass(frozen=True)
class Answer:
    """An answer: the cards selected (canonical strings) and the option chosen (or None)."""

    cards: tuple[str, ...] = ()
    choice: int | None = None

    @classmethod
    def of(cls, cards: Any = (), choice: int | None = None) -> Answer:
        return cls(tuple(card_strings(list(cards) if cards else "", "answer")), choice)

    @property
    def parsed(self) -> te.Cards:
        return te.parse_cards(list(self.cards))


@dataclass(frozen=True)
class Question:
    """One exercise's question, immutable: what is shown, what is asked, and how it is judged."""

    prompt: str
    asks: str
    check: Check = field(repr=False, compare=False)
    answer: Answer | None
    trump: str | None
    rules: te.RuleSet
    cards: tuple[str, ...] = ()
    lead: tuple[str, ...] = ()
    context: tuple[tuple[str, tuple[str, ...]], ...] = ()
    options: tuple[str, ...] = ()
    marks: bool = True  # draw the cards sorted and marked by the trump (False: finding the
    # trumps is the question, so the cards are drawn as given, grouped by printed suit)

    def __post_init__(self) -> None:
        if not self.cards and not self.options:
            raise InputError("a question needs cards to select or options to choose")
        if self.options and (
            len(self.options) < 2 or not all(isinstance(o, str) and o for o in self.options)
        ):
            raise InputError("options: give at least two non-empty strings")
        if self.trump is not None:
            trump_string(self.trump)
        elif self.cards:
            raise InputError("cards to select are sorted and marked by a trump: give trump=")
        answer = self.answer
        if answer is None:
            return
        held = Counter(self.cards)
        if Counter(answer.cards) - held:
            missing = te.symbols(te.parse_cards(list((Counter(answer.cards) - held).elements())))
            raise ValueError(f"answer: {missing} is not among the cards")
        if self.options and (answer.choice is None or not 0 <= answer.choice < len(self.options)):
            raise InputError(f"answer: choice {answer.choice!r} is not an option")

    @property
    def kind(self) -> str:
        """ "select" (cards), "choice" (an option) or "select-and-choose" (both)."""
        if self.cards and self.options:
            return "select-and-choose"
        return "choice" if self.options else "select"

    @property
    def caption(self) -> str:
        """The trump and rule set the check uses, as the exercise states them."""
        return caption(self.trump, self.rules)

    @property
    def order(self) -> Any:
        """The card order the cards are drawn with (None when no trump takes part)."""
        return None if self.trump is None else te.order(self.trump, self.rules)

    @property
    def position(self) -> tuple[Any, ...] | None:
        """What the learner is shown, to compare with a demonstration: the trump, the rule set,
        and the card groups shown (the cards to select from, the lead, each context group), each
        group as a sorted multiset and the groups unordered. None when no card is shown."""
        groups = [self.cards, self.lead, *(cards for _label, cards in self.context)]
        if not any(groups):
            return None
        return position_key(self.trump, self.rules, groups)

    def judge(self, answer: Answer) -> tuple[bool, str]:
        """``(ok, reason)`` for an answer, from the question's check (the engine's reasons)."""
        try:
            return as_result(self.check(answer))
        except te.IllegalPlay as exc:
            return False, exc.reason


def position_key(trump: Any, rules: Any, groups: Iterable[Sequence[Any]]) -> tuple[Any, ...]:
    """A position as tests compare them: trump (short form or None), the rule set, and the
    non-empty card groups shown, each sorted, the groups sorted too."""
    shown = sorted(tuple(sorted(card_strings(list(g)))) for g in groups if len(g))
    return (None if trump is None else trump_string(trump), te.as_rules(rules), tuple(shown))


def as_result(value: Any) -> tuple[bool, str]:
    """``(ok, explanation)`` from what a check returns: a pair, or a ``te.Verdict``."""
    if isinstance(value, te.Verdict):
        return value.legal, value.reason
    if isinstance(value, tuple) and len(value) == 2:
        return bool(value[0]), str(value[1])
    raise TypeError(f"check must return (ok, explanation), not {value!r}")


def caption(trump: Any, rules: Any) -> str:
    """ "Trump: rank 2, hearts trump · tractor-4p", with the rule options that differ from the
    preset ("· tractor-4p with ace_connects_to_rank=True"); "Rules: ..." with no trump. In the
    language in force."""
    ruleset = as_ruleset(rules)
    options = ruleset.options()
    text = ruleset.name
    if options:
        # TRANSLATORS: a rule set's preset and the options that differ from it, as Python
        # writes them: "tractor-4p with ace_connects_to_rank=True".
        text = say(
            "{preset} with {options}",
            preset=text,
            options=", ".join(f"{k}={v!r}" for k, v in sorted(options.items())),
        )
    if trump is None:
        return say("Rules: {rules}", rules=text)
    trump_said = te.as_trump(trump_string(trump)).describe()
    return say("Trump: {trump} · {rules}", trump=trump_said, rules=text)
