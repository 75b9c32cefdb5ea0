"""Multiple choices: the lessons' ``choice`` (its right index given) and ``ask`` (its right
option the value the engine computed), and what every question with options shares.

``choice_question`` makes the ``Question`` of a multiple choice; ``said_ask`` one whose right
option is the engine's answer and whose explanation is said when an answer is judged (in the
language in force then); ``context_groups`` turns what a lesson writes into labelled card
groups; ``not_the_answer`` is what a wrong pick is told; ``exercise_of`` draws a question as the
``Exercise`` widget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import say

from .._coerce import InputError, as_ruleset, card_strings, trump_string
from .._questions import Answer, Question
from ..exercise import Exercise


def exercise_of(question: Question) -> Exercise:
    return Exercise(question)


def trump_or_none(trump: Any) -> str | None:
    return None if trump is None else trump_string(trump)


def is_single_card(value: Any) -> bool:
    if isinstance(value, te.Card):
        return True
    if not isinstance(value, str):
        return False
    try:
        return len(te.parse_cards(value)) == 1
    except te.CardError:
        return False


def context_groups(cards: Any, name: str = "cards") -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Labelled groups of cards to show as context, from what a lesson writes.

    - a string of cards, or a list of single cards (``["7D", "8D"]``): one group;
    - a list of plays (``["7D 7D", "8D 9D"]`` or ``[["7D"], ["8D"]]``): one group per play,
      labelled "Play 1", "Play 2", ... (in the language in force);
    - a mapping ``{label: cards}``: one group per entry, with its label.
    """
    if cards is None:
        return ()
    if isinstance(cards, Mapping):
        return tuple(
            (str(label), tuple(card_strings(c, f"{name}[{label!r}]"))) for label, c in cards.items()
        )
    if isinstance(cards, (str, te.Card)):
        return (("", tuple(card_strings(cards, name))),)
    if not isinstance(cards, (list, tuple)):
        raise InputError(
            f"{name}={cards!r} is not cards: give a string of cards, a list of plays, or a "
            "{label: cards} mapping"
        )
    if all(is_single_card(c) for c in cards):
        return (("", tuple(card_strings(list(cards), name))),)
    return tuple(
        (say("Play {n}", n=k + 1), tuple(card_strings(c, f"{name}[{k}]")))
        for k, c in enumerate(cards)
    )


Wrong = str | Mapping[Any, str] | Callable[[int], str] | None


def not_the_answer(option: str, hint: str | None = None) -> str:
    """What a wrong pick of ``option`` is told, in the language in force: that it is not the
    engine's answer, then ``hint`` (a sentence), or "Think again" when there is none."""
    if hint is None:
        return say(
            "{option} is not the engine's answer. Think again, then try another one.",
            option=option,
        )
    # TRANSLATORS: {option} is the option picked; {hint} is a sentence (or more) about it.
    return say("{option} is not the engine's answer. {hint}", option=option, hint=hint)


def wrong_sentences(wrong: Wrong, options: Sequence[str]) -> Callable[[Any], str]:
    """What a wrong pick is told: a sentence about that option alone (what is wrong with it),
    never the right answer or its explanation; *Show me* gives those. ``wrong`` is one hint for
    every wrong pick, ``{index or option: sentence}``, or ``wrong(index) -> sentence`` (said
    when the pick is judged: a function of the index says it in the language in force then)."""

    def default(i: Any) -> str:
        return not_the_answer(options[i])

    if wrong is None:
        return default
    if isinstance(wrong, str):
        return lambda i: not_the_answer(options[i], wrong)
    if isinstance(wrong, Mapping):
        table = {(options.index(k) if isinstance(k, str) else k): v for k, v in wrong.items()}
        return lambda i: str(table[i]) if i in table else default(i)
    if callable(wrong):
        return lambda i: str(wrong(i))
    raise InputError("wrong: give a sentence, {option: sentence}, or a function of the index")


def choice_question(
    prompt: str,
    options: Sequence[str],
    *,
    correct: int,
    explain: str | Callable[[int], str],
    trump: Any,
    rules: Any,
    cards: Any = None,
    asks: str = "choice",
    wrong: Wrong = None,
) -> Question:
    options = tuple(options)
    if isinstance(correct, bool) or not isinstance(correct, int):
        raise InputError(f"correct={correct!r} must be the index of the right option")
    if not 0 <= correct < len(options):
        raise InputError(f"correct={correct} is not an option: use 0 to {len(options) - 1}")
    explain_fn: Callable[[int], str]
    if isinstance(explain, str):
        text = explain

        def explain_fn(_i: int) -> str:
            return text
    elif callable(explain):
        explain_fn = explain
    else:
        raise InputError("explain: give a sentence, or a function of the chosen index")

    # a function of the index is already about each option; a sentence is about the right one
    wrong_fn = (
        explain_fn if wrong is None and callable(explain) else wrong_sentences(wrong, options)
    )

    def check(answer: Answer) -> tuple[bool, str]:
        if answer.choice == correct:
            return True, str(explain_fn(answer.choice))
        return False, wrong_fn(answer.choice)  # type: ignore[arg-type]  # a choice was made

    return Question(
        prompt=prompt,
        asks=asks,
        check=check,
        answer=Answer(choice=correct),
        trump=trump_or_none(trump),
        rules=as_ruleset(rules),
        context=context_groups(cards),
        options=options,
    )


def said_ask(
    prompt: str,
    options: Sequence[str],
    answer: str,
    explain: Callable[[], str],
    *,
    trump: Any,
    rules: Any,
    cards: Any = None,
) -> Exercise:
    """``ask`` for a question of this module's: ``explain()`` (the engine's sentence) is said
    when an answer is judged, in the language in force then, and a wrong pick is told what
    ``ask`` tells it by default."""
    texts = list(options)
    if answer not in texts:
        raise ValueError(f"the engine's answer {answer!r} is not among the options {texts}")
    return exercise_of(
        choice_question(
            prompt,
            texts,
            correct=texts.index(answer),
            explain=lambda _i: explain(),
            trump=trump,
            rules=rules,
            cards=cards,
            wrong=lambda i: not_the_answer(texts[i]),
        )
    )


def choice(
    prompt: str,
    options: Sequence[str],
    *,
    correct: int,
    explain: str | Callable[[int], str],
    trump: Any,
    rules: Any,
    cards: Any = None,
    wrong: Wrong = None,
) -> Any:
    """A multiple-choice exercise: ``options`` shown as buttons, ``correct`` the right index,
    ``explain`` a sentence or ``explain(index) -> sentence`` for the right answer (and *Show
    me*). ``wrong``: what a wrong pick is told, about that pick alone (see
    ``_wrong_sentences``); it never shows the right answer. ``cards`` is context: a string of
    cards, a list of plays (shown as groups), or ``{label: cards}``."""
    return exercise_of(
        choice_question(
            prompt,
            options,
            correct=correct,
            explain=explain,
            trump=trump,
            rules=rules,
            cards=cards,
            wrong=wrong,
        )
    )


def ask(
    prompt: str,
    options: Iterable[Any],
    answer: Any,
    explain: str,
    *,
    trump: Any,
    rules: Any,
    cards: Any = None,
    wrong: Wrong = None,
) -> Any:
    """A multiple-choice exercise whose right option is ``answer``, a value the engine computed
    (an option equal to it, compared as text); ``explain`` is shown when it is found (or
    shown), ``wrong`` to a wrong pick (as in ``choice``). Raises ``ValueError`` if no option is
    the engine's answer, so a lesson cannot ask a question with no right option."""
    texts = [str(o) for o in options]
    if str(answer) not in texts:
        raise ValueError(f"the engine's answer {answer!r} is not among the options {texts}")
    return choice(
        prompt, texts, correct=texts.index(str(answer)), explain=explain, cards=cards,
        trump=trump, rules=rules, wrong=wrong,
    )  # fmt: skip
