"""Questions on scoring a hand, each answered by the engine: levels (``level_question``,
``level_step_question``, ``side_levels``), who starts the next hand (``next_starter_question``,
``next_starter_sentence``) and the kitty (``kitty_multiplier_question``,
``kitty_multiplier_table``, ``kitty_bonus_question``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import tractor_engine as te
from tractor_engine.rulebook.scoring import as_level
from tractor_engine.speech.languages import say, say_n
from tractor_engine.speech.words import sentences

from .._coerce import InputError, as_ruleset
from ..exercise import Exercise
from .choices import said_ask
from .names import seat_word


def side_levels(side: str, levels: int) -> str:
    """A level change as an option: "declarers +1", "defenders +0" (``te.LevelChange``'s side
    and levels), in the language in force."""
    if side == "declarers":
        # TRANSLATORS: an option: the declarers keep the deal and go up {n} levels.
        return say("declarers +{n}", n=levels)
    if side == "defenders":
        # TRANSLATORS: an option: the defenders take over the deal and go up {n} levels.
        return say("defenders +{n}", n=levels)
    raise InputError(f'side must be "declarers" or "defenders", not {side!r}')


def level_question(
    change: te.LevelChange,
    options: Sequence[tuple[str, int]],
    *,
    rules: Any,
    explain: Any = None,
    point_cards: Any = None,
    kitty: Any = None,
) -> Exercise:
    """What happens to the levels? ``options`` are ``(side, levels)`` pairs, said as
    ``side_levels`` says them; the right one is the engine's ``change`` (``te.level_change``,
    or a score's ``.change``/``.level_change``). ``explain`` is the engine's sentence to show
    (``change.reason`` if none; a sentence, a function that says it, or a value whose ``str``
    says it, such as a score: said when an answer is judged). ``point_cards`` (the defenders'
    point cards) and ``kitty`` are shown, labelled. Raises ``ValueError`` if no option is the
    engine's answer."""
    texts = [side_levels(side, n) for side, n in options]
    shown: dict[str, Any] = {}
    if point_cards is not None:
        shown[say("The defenders' point cards")] = point_cards
    if kitty is not None:
        shown[say("The kitty")] = kitty
    if explain is None:
        why: Callable[[], str] = lambda: str(change.reason)  # noqa: E731
    elif callable(explain):
        why = lambda: str(explain())  # noqa: E731
    else:
        why = lambda: str(explain)  # noqa: E731
    return said_ask(
        say("What happens?"),
        texts,
        side_levels(change.side, change.levels),
        why,
        trump=None,
        rules=rules,
        cards=shown or None,
    )


def next_starter_sentence(starter: int, side: str, *, rules: Any) -> str:
    """Who starts the next ``tractor-4p`` hand, and why, as a sentence: the seat is
    ``te.next_starter(starter, side, rules=rules)``."""
    seat = te.next_starter(starter, side, rules=rules)
    if side == "declarers":
        return say(
            "The declarers hold: the partner of seat {starter}, seat {seat}, starts.",
            starter=starter, seat=seat,
        )  # fmt: skip
    return say(
        "The defenders take over: the player after seat {starter} in order of play, seat "
        "{seat}, starts.",
        starter=starter, seat=seat,
    )  # fmt: skip


def next_starter_question(starter: int, side: str, *, rules: Any) -> Exercise:
    """Who starts the next hand, after seat ``starter`` started this one and ``side``
    ("declarers": they held; "defenders": they took over) won it? The options are the seats,
    the right one ``te.next_starter``; ``next_starter_sentence`` explains."""
    ruleset = as_ruleset(rules)
    seat = te.next_starter(starter, side, rules=ruleset)
    return said_ask(
        say("Who starts the next hand?"),
        [seat_word(s) for s in range(ruleset.players)],
        seat_word(seat),
        lambda: next_starter_sentence(starter, side, rules=ruleset),
        trump=None,
        rules=ruleset,
    )


def _times(n: int) -> str:
    return f"×{n}"


def kitty_multiplier_question(
    last_lead: int, options: Sequence[int], *, rules: Any, kitty: Any
) -> Exercise:
    """The defenders won the last trick, led with ``last_lead`` cards: what is the kitty
    multiplied by? The options are the multipliers ``options`` ("×6"), the right one
    ``te.kitty_multiplier``; the explanation is the engine's scoring step on it
    (``te.score_hand``); the kitty is shown."""
    ruleset = as_ruleset(rules)
    answer = te.kitty_multiplier(last_lead, rules=ruleset)
    score = te.score_hand(ruleset, captured=0, kitty=kitty, last_lead=last_lead)
    step = next(s for s in score.steps if s.name == "multiplier")
    return said_ask(
        say_n(
            "The defenders win the last trick, led with {n} card: what is the kitty multiplied by?",
            "The defenders win the last trick, led with {n} cards: what is the kitty multiplied "
            "by?",
            last_lead,
        ),
        [_times(n) for n in options],
        _times(answer),
        lambda: step.text,
        trump=None,
        rules=ruleset,
        cards={say("The kitty"): kitty},
    )


def kitty_multiplier_table(sizes: Sequence[int], *rules: Any) -> str:
    """One line per size of the last lead: what each rule set multiplies the kitty by
    (``te.kitty_multiplier``), "a last lead of 4 cards:  tractor-4p ×8   tractor-5p ×16"."""
    lines = []
    for n in sizes:
        each = "   ".join(
            f"{as_ruleset(r).name} {_times(te.kitty_multiplier(n, rules=r))}" for r in rules
        )
        # TRANSLATORS: {multipliers} is each rule set's name with its multiplier ("tractor-4p ×8").
        lines.append(
            say_n(
                "a last lead of {n} card:  {multipliers}",
                "a last lead of {n} cards:  {multipliers}",
                n,
                multipliers=each,
            )
        )
    return "\n".join(lines)


def kitty_bonus_question(rnd: te.Round, options: Sequence[int]) -> Exercise:
    """How many points does the kitty add for the defenders, at the end of ``rnd``? The right
    option is the result's ``kitty_bonus``, explained by the result's own sentence; the buried
    cards are shown."""
    result = rnd.result
    if result is None:
        raise ValueError("kitty_bonus_question: this round is not over")
    return said_ask(
        say("How many points does the kitty add for the defenders?"),
        [str(n) for n in options],
        str(result.kitty_bonus),
        lambda: result.reason,
        trump=rnd.trump,
        rules=rnd.rules,
        cards={say("The kitty"): [str(c) for c in rnd.buried]},
    )


def level_step_question(rank: Any, change: te.LevelChange, *, rules: Any) -> Exercise:
    """The declarer, at ``rank``, goes up as ``change`` says: where does it land? The options are
    "stays at K", "reaches A" for each level above ``rank``, and "wins the game"; the right one
    is ``te.advance_level(rank, change.levels)``, explained by the change's and the step's
    sentences."""
    start = as_level(rank)
    step = te.advance_level(start, change.levels)
    # TRANSLATORS: options: the player stays at level {rank}, reaches level {rank}, or goes past A.
    options = [say("stays at {rank}", rank=start)]
    options += [say("reaches {rank}", rank=r) for r in te.RANKS[te.RANKS.index(start) + 1 :]]
    options.append(say("wins the game"))
    if step.wins:
        answer = options[-1]
    elif step.rank == start:
        answer = options[0]
    else:
        answer = say("reaches {rank}", rank=step.rank)
    return said_ask(
        say("What happens to the declarer, at {rank}?", rank=start),
        options,
        answer,
        lambda: sentences(change.reason, str(step)),
        trump=None,
        rules=rules,
    )
