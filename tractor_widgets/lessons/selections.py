"""Select cards: the generic ``select`` question (cards judged by the lesson's own check), and
what the selection questions share: a lead read by the engine and said in words ("7♠ 7♠ is led
(a pair in spades)."), and what a selection misses or adds against the answer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, say
from tractor_engine.speech.words import suit_name

from .._coerce import InputError, as_ruleset, card_strings
from .._questions import Answer, Check, Question
from .choices import exercise_of, trump_or_none
from .names import symbols_text


def select(
    prompt: str,
    cards: Any,
    check: Check,
    *,
    answer: Any,
    trump: Any,
    rules: Any,
    lead: Any = None,
    asks: str = "cards",
) -> Any:
    """Select cards: ``check(Answer) -> (ok, reason)`` (or a ``te.Verdict``); ``answer`` is
    the model answer (cards) that *Show me* selects, or None."""
    if not callable(check):
        raise TypeError(
            "select(prompt, cards, check, ...) needs check: a function that takes the Answer "
            "and returns (ok, explanation)"
        )
    return exercise_of(
        Question(
            prompt=prompt,
            asks=asks,
            check=check,
            answer=None if answer is None else Answer.of(card_strings(answer, "answer")),
            trump=trump_or_none(trump),
            rules=as_ruleset(rules),
            cards=tuple(card_strings(cards, "cards")),
            lead=() if lead is None else tuple(card_strings(lead, "lead")),
        )
    )


def read_lead(lead: Any, trump: str, ruleset: te.RuleSet) -> te.Lead:
    try:
        return te.classify_lead(card_strings(lead, "lead"), trump=trump, rules=ruleset)
    except te.IllegalPlay as exc:
        raise InputError(f"lead: {exc.reason}") from None


#: A follow question's first sentence, by the lead's kind.
_LED = {
    # TRANSLATORS: a lesson's question opens with the lead; {suit} is its suit group ("spades",
    # "trumps"). The question then asks to follow it.
    "single": N_("{cards} is led (a single in {suit})."),
    "pair": N_("{cards} is led (a pair in {suit})."),
    "tractor": N_("{cards} is led (a tractor in {suit})."),
    "throw": N_("{cards} is led (a throw in {suit})."),
}


def lead_words(lead: te.Lead) -> str:
    """ "7♠ 7♠ is led (a pair in spades).", in the language in force."""
    return say(_LED[lead.kind], cards=symbols_text(lead.cards), suit=suit_name(lead.group))


def difference(got: Iterable[Any], want: Iterable[Any]) -> tuple[list[te.Card], list[te.Card]]:
    """(missing, extra) between what was selected and what was wanted, as multisets."""
    g, w = Counter(str(c) for c in got), Counter(str(c) for c in want)
    return (
        list(te.parse_cards(list((w - g).elements()))),
        list(te.parse_cards(list((g - w).elements()))),
    )
