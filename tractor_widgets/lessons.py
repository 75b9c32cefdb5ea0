"""The lessons' helpers: questions the engine answers, and the rounds the lessons set up.

A lesson cell stays one line: ``from tractor_widgets import lessons``, then for instance
``lessons.follow("9S 4S KD 3C", "7S", trump="2H", rules="tractor-4p")``. Every factory below
returns a ``tw.Exercise`` (the widget) built from a ``Question`` (an immutable value); the
engine (``tractor_engine``) computes the model answer and judges every answer, with its reason.

API (for the lessons and their tests)
-------------------------------------
Exercises (each takes ``trump=`` and ``rules=`` explicitly: the caption states them and the
cards draw them; ``trump=None`` only for a question no trump takes part in, e.g. scoring):

- ``follow(hand, lead, *, trump, rules)``: select a legal follow (``te.check_follow``).
- ``must(hand, lead, *, trump, rules)``: select exactly the forced cards
  (``te.follow_options(...).must``).
- ``combination(cards, kind, *, trump, rules)``: select a ``"pair"``, ``"tractor"``,
  ``"longest tractor"`` (only a tractor as long as the longest in ``te.combos`` is right) or
  ``"throw"`` (``te.classify_lead``).
- ``trumps(cards, *, trump, rules)`` / ``points(cards, *, trump, rules)``: select every trump /
  every point card.
- ``winner(plays, *, trump, rules, seats=None)``: which play wins (``te.trick_result``).
- ``throw(lead, others, *, trump, rules)``: does the throw stand? (``te.check_throw``).
- ``failed_throw(lead, others, *, trump, rules)``: select the cards led instead AND choose what
  the failed throw costs (``te.check_throw``'s ``forced`` and ``penalty``).
- ``choice(prompt, options, *, correct, explain, trump, rules, cards=None)``: a multiple choice
  whose right index is given; ``ask(prompt, options, answer, explain, *, trump, rules,
  cards=None)``: the same, its right option the value the engine computed.
- ``select(prompt, cards, check, *, answer, trump, rules, lead=None, asks="cards")``: select
  cards judged by ``check(Answer) -> (ok, reason)`` (or a ``te.Verdict``).
- ``bid_question(rnd, seat, cards)`` (may this bid be shown now?) and
  ``trick_question(rnd, number)`` (who wins trick ``number`` of a round?).
- Every factory takes ``prompt=`` to word the question; ``exercise.question`` is its
  ``Question``.

``Question`` fields: ``prompt``, ``asks`` (what the check checks: "legal follow", "forced cards",
"pair", "tractor", "longest tractor", "throw", "trumps", "points", "winner", "throw stands",
"failed throw", "bid", "choice", "cards"), ``trump`` (short form or None), ``rules``
(``te.RuleSet``), ``cards`` (to select from), ``lead`` (shown above them), ``context``
(labelled card groups shown), ``options`` (to choose from), ``answer`` (the engine's model
``Answer(cards, choice)``), ``check``, ``marks`` (False when the cards must not be drawn
sorted and marked by the trump: finding the trumps is the question).
``question.judge(answer) -> (ok, reason)``,
``question.kind`` ("select", "choice" or "select-and-choose"), ``question.caption``
("Trump: rank 2, hearts trump · tractor-4p") and ``question.position`` (what a test compares
with the lesson's demonstrations: trump, rules and the card groups shown). ``Question``,
``Answer``, ``caption`` and ``position_key`` are defined in ``tractor_widgets._questions``
(which the ``Exercise`` widget imports too) and are reached here.

Rounds: ``deal(rules, hands, kitty=, seed=, **setup)``, ``bid_in_turn(rnd, *(seat, cards),
close=False)``, ``bid_verdict(rnd, seat, cards)``, ``played_round(rules, seed, bots)``.

Questions on bidding, scoring and whole rounds (defined in ``tractor_widgets.lesson_questions``,
reached here), each asked from the engine's answer: ``who_declares(rnd)``,
``trump_suit_question(rnd)`` (after a kitty turn-up), ``level_question(change, options, *,
rules)``, ``next_starter_question(starter, side, *, rules)``, ``kitty_multiplier_question(
last_lead, options, *, rules, kitty)``, ``kitty_bonus_question(rnd, options)``,
``friend_question(rnd)``, ``trick_points_question(rnd, number, options)``,
``level_step_question(rank, change, *, rules)``, ``lead_kind_question(cards, *, trump, rules)``,
``may_play_question(hand, lead, play, *, trump, rules)``; and what a lesson prints or labels,
said in the language in force: ``bid_sentence(rnd, seat, cards)``,
``next_starter_sentence(starter, side, *, rules)``, ``kitty_multiplier_table(sizes, *rules)``,
``side_levels(side, levels)``, ``seat_names(players)``, ``no_trump_caption(rules)``,
``rules_name(rules)``. With these a lesson's code cell writes no English word: the same cell asks
in every language.

Languages: a factory says its question (prompt, options, the labels of the cards shown) in the
language in force when it is called (``te.set_language``, ``with te.language(...)``); the
question keeps those words. The feedback is said when an answer is judged, in the language the
``Exercise`` speaks then (its ``language``): changing it says the feedback again. A prompt,
options or explanation a lesson writes itself are the lesson's own words, shown as given.

Moved here, and gone from where they were: ``tw.Exercise.follow/must/combination/trumps/points/
winner/throw/choice`` are ``lessons.follow/...``; ``tractor_widgets.round_view``'s ``deal``,
``bid_in_turn``, ``bid_verdict``, ``bid_question``, ``ask``, ``trick_question`` and
``played_round`` are ``lessons.*``. ``tw.Exercise(question)`` takes only a ``Question``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, N_n, say, say_n
from tractor_engine.speech.words import sentences, suit_name

from ._choices import (
    Wrong,
    context_groups,
)
from ._choices import choice_question as _choice_question
from ._choices import exercise_of as _exercise
from ._choices import not_the_answer as _not_the_answer
from ._choices import said_ask as _said_ask
from ._choices import trump_or_none as _trump
from ._coerce import InputError, as_ruleset, card_strings, trump_string
from ._questions import Answer, Check, Question, caption, position_key
from .exercise import Exercise as Exercise  # the widget every factory here returns
from .lesson_questions import (  # the questions on bidding, scoring and rounds
    bid_sentence,
    friend_question,
    kitty_bonus_question,
    kitty_multiplier_question,
    kitty_multiplier_table,
    lead_kind_question,
    level_question,
    level_step_question,
    may_play_question,
    next_starter_question,
    next_starter_sentence,
    no_trump_caption,
    rules_name,
    seat_names,
    side_levels,
    trick_points_question,
    trump_suit_question,
    who_declares,
)

# --- building blocks ---------------------------------------------------------------------------


def _text(cards: Iterable[te.Card]) -> str:
    return te.symbols(list(cards))


def _lead(lead: Any, trump: str, ruleset: te.RuleSet) -> te.Lead:
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


def _lead_words(lead: te.Lead) -> str:
    """ "7♠ 7♠ is led (a pair in spades).", in the language in force."""
    return say(_LED[lead.kind], cards=_text(lead.cards), suit=suit_name(lead.group))


def _difference(got: Iterable[Any], want: Iterable[Any]) -> tuple[list[te.Card], list[te.Card]]:
    """(missing, extra) between what was selected and what was wanted, as multisets."""
    g, w = Counter(str(c) for c in got), Counter(str(c) for c in want)
    return (
        list(te.parse_cards(list((w - g).elements()))),
        list(te.parse_cards(list((g - w).elements()))),
    )


# --- generic questions -------------------------------------------------------------------------


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
    return _exercise(
        Question(
            prompt=prompt,
            asks=asks,
            check=check,
            answer=None if answer is None else Answer.of(card_strings(answer, "answer")),
            trump=_trump(trump),
            rules=as_ruleset(rules),
            cards=tuple(card_strings(cards, "cards")),
            lead=() if lead is None else tuple(card_strings(lead, "lead")),
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
    return _exercise(
        _choice_question(
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


# --- following -----------------------------------------------------------------------------------


def follow(
    hand: Any, lead: Any, *, trump: Any, rules: Any, prompt: str | None = None, marks: bool = True
) -> Any:
    """Select a legal follow of ``lead`` from ``hand``: checked by ``te.check_follow``, whose
    reason is the feedback; *Show me* selects ``te.follow_options(...).example()``.
    ``marks=False`` draws no card as a trump (by printed suit): for a hand where telling the
    trumps from the led suit is the question (a 2♠ under a spade lead at rank 2)."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_info = _lead(lead, trump_s, ruleset)
    hand_s = card_strings(hand, "hand")
    options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)

    def check(answer: Answer) -> te.Verdict:
        return te.check_follow(hand_s, lead_info, answer.parsed, trump=trump_s, rules=ruleset)

    text = prompt or sentences(
        _lead_words(lead_info),
        say_n(
            "Select {n} card to follow it legally, then press Check.",
            "Select {n} cards to follow it legally, then press Check.",
            lead_info.size,
        ),
    )
    return _exercise(
        Question(
            prompt=text,
            asks="legal follow",
            check=check,
            answer=Answer.of(options.example()),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(hand_s),
            lead=tuple(str(c) for c in lead_info.cards),
            marks=marks,
        )
    )


def must(
    hand: Any, lead: Any, *, trump: Any, rules: Any, prompt: str | None = None, marks: bool = True
) -> Any:
    """Select exactly the cards that every legal follow contains (``te.follow_options(...).must``,
    as a multiset); the feedback names what is missing or extra and gives the engine's reason.
    Raises ``ValueError`` for a position where nothing is forced. ``marks=False`` as in
    ``follow``."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_info = _lead(lead, trump_s, ruleset)
    hand_s = card_strings(hand, "hand")
    options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)
    forced = list(options.must)
    if not forced:
        raise ValueError(
            "must: in this position no card is forced (every card may be left out), so there "
            f"is nothing to select. The engine says: {options.reason}"
        )

    def check(answer: Answer) -> tuple[bool, str]:
        missing, extra = _difference(answer.cards, forced)
        if not missing and not extra:
            # TRANSLATORS: {reason} is the engine's reason why those cards are forced; the count
            # is the number of cards (English says both forms alike).
            return True, say_n(
                "{cards} must be played. {reason}",
                "{cards} must be played. {reason}",
                len(forced),
                cards=_text(forced),
                reason=options.reason,
            )
        parts = []
        if extra:
            parts.append(
                say_n(
                    "{cards} is not forced: some legal play leaves it out.",
                    "{cards} are not forced: some legal play leaves them out.",
                    len(extra),
                    cards=_text(extra),
                )
            )
        if missing:
            parts.append(
                say_n(
                    "{n} more card is in every legal play: look again at what the lead asks of "
                    "your hand.",
                    "{n} more cards are in every legal play: look again at what the lead asks "
                    "of your hand.",
                    len(missing),
                )
            )
        return False, sentences(*parts)

    text = prompt or sentences(
        _lead_words(lead_info),
        say(
            "Select exactly the cards you must play (the cards in every legal follow), then "
            "press Check."
        ),
    )
    return _exercise(
        Question(
            prompt=text,
            asks="forced cards",
            check=check,
            answer=Answer.of(forced),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(hand_s),
            lead=tuple(str(c) for c in lead_info.cards),
            marks=marks,
        )
    )


# --- combinations, trumps, points --------------------------------------------------------------

COMBINATION_KINDS = ("pair", "tractor", "longest tractor", "throw")

#: What ``combination`` asks, by the kind it asks for.
_SELECT_COMBINATION = {
    "pair": N_("Select a pair in these cards, then press Check."),
    "tractor": N_("Select a tractor in these cards, then press Check."),
    "longest tractor": N_("Select the longest tractor in these cards, then press Check."),
    "throw": N_("Select a throw in these cards, then press Check."),
}
#: What a selection of another kind is told: (its kind, the kind asked for) -> the sentence,
#: with the engine's reason for what the selection is.
_NOT_THE_KIND = {
    # TRANSLATORS: the learner was asked for a pair and selected a single; {reason} is the
    # engine's reason for what the selection is.
    ("single", "pair"): N_("That is a single, not a pair: {reason}"),
    ("tractor", "pair"): N_("That is a tractor, not a pair: {reason}"),
    ("throw", "pair"): N_("That is a throw, not a pair: {reason}"),
    ("single", "tractor"): N_("That is a single, not a tractor: {reason}"),
    ("pair", "tractor"): N_("That is a pair, not a tractor: {reason}"),
    ("throw", "tractor"): N_("That is a throw, not a tractor: {reason}"),
    ("single", "throw"): N_("That is a single, not a throw: {reason}"),
    ("pair", "throw"): N_("That is a pair, not a throw: {reason}"),
    ("tractor", "throw"): N_("That is a tractor, not a throw: {reason}"),
}


def combination(cards: Any, kind: str, *, trump: Any, rules: Any, prompt: str | None = None) -> Any:
    """Select a combination of ``kind`` from ``cards``: ``"pair"``, ``"tractor"`` (any),
    ``"longest tractor"`` (a tractor with as many pairs as the longest one ``te.combos`` finds)
    or ``"throw"``; judged by ``te.classify_lead`` (its reason, or the ``IllegalPlay`` reason of
    a mixed selection). *Show me* selects one. Raises ``ValueError`` when the cards hold no such
    combination."""
    if kind not in COMBINATION_KINDS:
        raise InputError(f"kind={kind!r}: choose one of {', '.join(COMBINATION_KINDS)}")
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    cards_s = card_strings(cards, "cards")
    answer = _combination_answer(cards_s, kind, trump_s, ruleset)
    wanted = "tractor" if kind == "longest tractor" else kind
    longest = len(answer) // 2

    def check(ans: Answer) -> tuple[bool, str]:
        lead = te.classify_lead(ans.parsed, trump=trump_s, rules=ruleset)
        if lead.kind != wanted:
            return False, say(_NOT_THE_KIND[lead.kind, wanted], reason=lead.reason)
        if kind == "longest tractor" and lead.pairs < longest:
            # TRANSLATORS: {reason} is the engine's reason for the tractor selected.
            return False, say_n(
                "{reason} But it is not the longest: these cards hold a tractor of more than "
                "{n} pair.",
                "{reason} But it is not the longest: these cards hold a tractor of more than "
                "{n} pairs.",
                lead.pairs,
                reason=lead.reason,
            )
        return True, lead.reason

    text = prompt or say(_SELECT_COMBINATION[kind])
    return _exercise(
        Question(
            prompt=text,
            asks=kind,
            check=check,
            answer=Answer.of(answer),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(cards_s),
        )
    )


def _combination_answer(
    cards: list[str], kind: str, trump: str, ruleset: te.RuleSet
) -> list[te.Card]:
    found = te.combos(cards, trump=trump, rules=ruleset)
    if kind == "pair":
        if not found.pairs:
            raise ValueError("combination: these cards hold no pair")
        return list(found.pairs[0].cards)
    if kind in ("tractor", "longest tractor"):
        if not found.tractors:
            raise ValueError("combination: these cards hold no tractor")
        return list(max(found.tractors, key=lambda t: t.pairs).cards)
    # a throw: a pair (or tractor) plus one more card of its suit group, else two singles
    order = te.order(trump, ruleset)
    parsed = te.parse_cards(cards)
    candidates: list[list[te.Card]] = []
    for combo in (*found.tractors, *found.pairs):
        group = order.group[combo.top.id]
        rest = Counter(parsed)
        rest.subtract(combo.cards)
        for card in parsed:
            if order.group[card.id] == group and rest[card] > 0 and card not in combo.cards:
                candidates.append([*combo.cards, card])
                break
    for a in parsed:
        for b in parsed:
            if a != b and order.group[a.id] == order.group[b.id]:
                candidates.append([a, b])
    for candidate in candidates:
        try:
            if te.classify_lead(candidate, trump=trump, rules=ruleset).kind == "throw":
                return candidate
        except te.IllegalPlay:
            continue
    raise ValueError("combination: these cards hold no throw (two or more parts of one suit group)")


def trumps(cards: Any, *, trump: Any, rules: Any, prompt: str | None = None) -> Any:
    """Select every trump among ``cards`` (and nothing else): checked with the engine's trump
    order for this trump and rule set; the feedback names the trumps missed or the cards that
    are not trumps, and the trump order."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    cards_s = card_strings(cards, "cards")
    order = te.order(trump_s, ruleset)
    answer = [c for c in te.parse_cards(cards_s) if order.is_trump(c)]
    if not answer:
        raise ValueError("trumps: none of these cards is a trump, so there is nothing to select")

    def check(ans: Answer) -> tuple[bool, str]:
        missing, extra = _difference(ans.cards, answer)
        # {trump}: "rank 2, hearts trump" (Trump.describe()), {rules}: the rule set's name
        where = {"trump": te.as_trump(trump_s).describe(), "rules": ruleset.name}
        if not missing and not extra:
            return True, say(
                "Under {trump} ({rules}) the trumps here are {cards}.",
                cards=_text(order.sorted(answer)),
                **where,
            )
        parts = []
        if extra:
            parts.append(
                say_n(
                    "{cards} is not a trump.",
                    "{cards} are not trumps.",
                    len(extra),
                    cards=_text(order.sorted(extra)),
                )
            )
        if missing:
            parts.append(
                say_n(
                    "{n} more card here is a trump.",
                    "{n} more cards here are trumps.",
                    len(missing),
                )
            )
        parts.append(say("Under {trump} ({rules}): which cards does it make trumps?", **where))
        return False, sentences(*parts)

    text = prompt or say("Select every trump in these cards, then press Check.")
    return _exercise(
        Question(
            prompt=text,
            asks="trumps",
            check=check,
            answer=Answer.of(answer),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(cards_s),
            marks=False,
        )
    )


def points(cards: Any, *, trump: Any, rules: Any, prompt: str | None = None) -> Any:
    """Select every point card among ``cards``: checked with ``te.card_points`` (each 5 is
    worth 5, each 10 and K 10); the feedback counts the points."""
    cards_s = card_strings(cards, "cards")
    parsed = te.parse_cards(cards_s)
    answer = [c for c in parsed if te.card_points([c])]
    if not answer:
        raise ValueError("points: none of these cards is worth points")
    total = te.card_points(parsed)

    def check(ans: Answer) -> tuple[bool, str]:
        missing, extra = _difference(ans.cards, answer)
        if not missing and not extra:
            worth = say(", ").join(f"{c.symbol} {te.card_points([c])}" for c in answer)
            # TRANSLATORS: {worth} lists each point card with its points: "K♣ 10, 5♣ 5".
            return True, say_n(
                "{worth}: {n} point in all.", "{worth}: {n} points in all.", total, worth=worth
            )
        parts = []
        if extra:
            parts.append(
                say_n(
                    "{cards} is worth nothing.",
                    "{cards} are worth nothing.",
                    len(extra),
                    cards=_text(extra),
                )
            )
        if missing:
            parts.append(
                say_n(
                    "{n} more card here is worth points.",
                    "{n} more cards here are worth points.",
                    len(missing),
                )
            )
        parts.append(say("Only 5s (5 points), 10s and Ks (10 points) count."))
        return False, sentences(*parts)

    text = prompt or say("Select every card that is worth points, then press Check.")
    return _exercise(
        Question(
            prompt=text,
            asks="points",
            check=check,
            answer=Answer.of(answer),
            trump=_trump(trump),
            rules=as_ruleset(rules),
            cards=tuple(cards_s),
        )
    )


# --- tricks and throws -------------------------------------------------------------------------


def _player(index: int, seats: Sequence[int | str] | None) -> str:
    """Who made play ``index``, as the engine's trick reasons name them: "Play 2" (no
    ``seats``), "Seat 2", or the name given in ``seats``."""
    if seats is None:
        return say("Play {n}", n=index)
    seat = seats[index]
    return str(seat) if isinstance(seat, str) else say("Seat {seat}", seat=seat)


def _play_label(index: int, seats: Sequence[int | str] | None) -> str:
    """A play's label among a trick's plays: "Lead", "Play 2", "Seat 0 (leads)", "Seat 2",
    "Ann (leads)", "Bo"."""
    if index and seats is None:
        return _player(index, None)
    if index:
        return _player(index, seats)
    if seats is None:
        return say("Lead")
    seat = seats[0]
    if isinstance(seat, str):
        # TRANSLATORS: a play's label: the player named {name} led the trick.
        return say("{name} (leads)", name=seat)
    return say("Seat {seat} (leads)", seat=seat)


def _does_not_win(index: int, seats: Sequence[int | str] | None, play: str, note: str) -> str:
    """A losing play (not the lead) is told so, with the engine's ``note`` on it ("is lower
    than 9♠"), said after its cards."""
    # TRANSLATORS: {note} is the engine's note on the play, said after its cards {play}:
    # "is lower than 9♠", "does not match the lead's shape".
    if seats is None:
        return say("Play {n} does not win: {play} {note}.", n=index, play=play, note=note)
    seat = seats[index]
    if isinstance(seat, str):
        return say("{name} does not win: {play} {note}.", name=seat, play=play, note=note)
    return say("Seat {seat} does not win: {play} {note}.", seat=seat, play=play, note=note)


def _winner_question(
    plays: Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    seats: Sequence[int | str] | None = None,
    prompt: str | None = None,
) -> Question:
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    plays_s = [card_strings(p, f"plays[{k}]") for k, p in enumerate(plays)]
    if len(plays_s) < 2:
        raise InputError("plays: give the lead and at least one more play")
    if seats is not None and len(seats) != len(plays_s):
        raise InputError(f"seats: give {len(plays_s)} names, one per play")
    result = te.trick_result(plays_s, trump=trump_s, rules=ruleset, seats=seats)
    # as the engine's reason counts them: the lead, then Play 1, Play 2, ...
    labels = [_play_label(k, seats) for k in range(len(plays_s))]
    options = [
        # TRANSLATORS: an option: a play's label ("Seat 2", "Play 1") and its cards.
        say("{label}: {cards}", label=label, cards=_text(te.parse_cards(p)))
        for label, p in zip(labels, plays_s, strict=True)
    ]

    def wrong(i: int) -> str:
        play, note = _text(result.plays[i].cards), result.plays[i].note
        if i:
            return _does_not_win(i, seats, play, note)
        # the lead is beaten (the engine's note on it: "the lead, but ... is higher")
        win = result.plays[result.winner]
        if win.ruff:
            return say(
                "The lead ({play}) does not keep the trick: {who} ruffs.",
                play=play,
                who=_player(result.winner, seats),
            )
        return say(
            "The lead ({play}) does not keep the trick: {winning} is higher.",
            play=play,
            winning=win.compared.symbol,  # type: ignore[union-attr]
        )

    return _choice_question(
        prompt or say("Which play wins this trick?"), options, correct=result.winner,
        explain=lambda _i: result.reason, cards=dict(zip(labels, plays_s, strict=True)),
        trump=trump_s, rules=ruleset, asks="winner", wrong=wrong,
    )  # fmt: skip


def winner(
    plays: Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    seats: Sequence[int | str] | None = None,
    prompt: str | None = None,
) -> Any:
    """Which play wins the trick? ``plays[0]`` is the lead; the options are the plays, named by
    ``seats`` if given. The feedback is ``te.trick_result``'s reason (and, for a wrong choice,
    what the engine says about that play)."""
    return _exercise(_winner_question(plays, trump=trump, rules=rules, seats=seats, prompt=prompt))


def _other_hands(other_hands: Any) -> dict[str, Any]:
    """The other hands of a throw question by their labels: "Seat 1", ... for a mapping by
    seat, else "Hand 1", "Hand 2", ..."""
    if isinstance(other_hands, Mapping):
        return {say("Seat {seat}", seat=k): v for k, v in other_hands.items()}
    # TRANSLATORS: the label of another player's hand in a throw question (no seat given).
    return {say("Hand {n}", n=k + 1): v for k, v in enumerate(other_hands)}


def throw(
    lead: Any,
    other_hands: Mapping[int, Any] | Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    prompt: str | None = None,
) -> Any:
    """Does this throw stand against the other hands? Options "Yes, it stands" and "No, it
    fails"; the feedback is ``te.check_throw``'s reason (with the forced lead and the penalty,
    if any)."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_s = card_strings(lead, "lead")
    result = te.check_throw(lead_s, other_hands, trump=trump_s, rules=ruleset)
    options = [say("Yes, it stands"), say("No, it fails")]
    return _exercise(
        _choice_question(
            prompt or say("Does this throw stand against the other hands?"),
            options,
            correct=0 if result.stands else 1,
            explain=lambda _i: result.reason,
            cards={say("The throw"): lead_s, **_other_hands(other_hands)},
            trump=trump_s,
            rules=ruleset,
            asks="throw stands",
            wrong=lambda i: _not_the_answer(
                options[i], say("Look at each part of the throw: can some other hand beat it?")
            ),
        )
    )


def cost_text(points: int) -> str:
    """How a failed throw's cost is offered, in the language in force: "nothing" or
    "20 points"."""
    if points == 0:
        # TRANSLATORS: what a failed throw costs when it costs no points (an option).
        return say("nothing")
    return say_n("{n} point", "{n} points", points)


def failed_throw(
    lead: Any,
    other_hands: Mapping[int, Any] | Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    prompt: str | None = None,
) -> Any:
    """A throw that fails: select, among the throw's cards, what the leader must lead instead,
    and choose what the failed throw costs. Both come from ``te.check_throw`` (``forced`` and
    ``penalty``); its reason is the feedback. Raises ``ValueError`` if the throw stands."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_s = card_strings(lead, "lead")
    result = te.check_throw(lead_s, other_hands, trump=trump_s, rules=ruleset)
    if result.stands:
        raise ValueError(f"failed_throw: this throw stands. The engine says: {result.reason}")
    costs = [10 * k for k in range(len(lead_s))]
    options = [cost_text(c) for c in costs]
    right = costs.index(result.penalty)
    forced = [str(c) for c in result.forced]

    def check(ans: Answer) -> tuple[bool, str]:
        missing, extra = _difference(ans.cards, forced)
        parts = []
        if (missing or extra) and not ans.cards:
            parts.append(say("Nothing is not what is led instead: which part of the throw does "
                             "another hand beat?"))  # fmt: skip
        elif missing or extra:
            parts.append(say("{cards} is not what is led instead: which part of the throw does "
                             "another hand beat?", cards=_text(ans.parsed)))  # fmt: skip
        if ans.choice is None:
            parts.append(say("Choose what the failed throw costs too."))
        elif ans.choice != right:
            parts.append(
                say(
                    "It does not cost {cost}: count the cards taken back.",
                    cost=cost_text(costs[ans.choice]),
                )
            )
        return (True, result.reason) if not parts else (False, sentences(*parts))

    text = prompt or say(
        "You threw these cards and the throw fails. Select the cards you must lead instead, "
        "choose what the failed throw costs, then press Check."
    )
    return _exercise(
        Question(
            prompt=text,
            asks="failed throw",
            check=check,
            answer=Answer.of(forced, right),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(lead_s),
            context=context_groups(_other_hands(other_hands)),
            options=tuple(options),
        )
    )


# --- rounds: dealing, bidding, tricks ------------------------------------------------------------


def deal(
    rules: Any = "tractor-4p",
    hands: dict[int, Any] | None = None,
    *,
    kitty: Any = None,
    seed: int = 0,
    **setup: Any,
) -> te.Round:
    """A round whose deal gives each seat in ``hands`` those cards first, in the order dealt,
    and the kitty ``kitty`` first; the other cards are shuffled by ``seed`` (``te.arrange_deck``).
    ``setup`` goes to ``te.Round``: ``levels``, ``winners``, ``starter``, ``dealer``."""
    ruleset = te.rules(rules) if isinstance(rules, str) else rules
    dealer = setup.get("dealer")
    if dealer is None:
        dealer = setup.get("starter") or 0
    deck = te.arrange_deck(ruleset, hands, kitty=kitty, dealer=dealer, seed=seed)
    return te.Round(ruleset, deck=deck, **setup)


def bid_in_turn(rnd: te.Round, *bids: tuple[int, Any], close: bool = False) -> te.Round:
    """Make ``bids`` (``(seat, cards)``) in order, each at the first chance the deal gives that
    seat to show those cards, passing at every other chance; ``close=True`` then passes until
    the bidding closes. Returns the round. Raises ``ValueError`` if a bid never becomes legal
    (with the engine's reason why not)."""
    for seat, cards in bids:
        want = list(te.parse_cards(cards))
        while True:
            if rnd.phase != "deal":
                why = rnd.check_bid(seat, want, if_held=True).reason
                raise ValueError(
                    f"seat {seat} never had the chance to show {te.symbols(want)}: the "
                    f"bidding closed. {why}"
                )
            if rnd.to_act == seat and rnd.is_legal(te.Bid(seat, want)):
                rnd.bid(want)
                break
            rnd.pass_()
    if close:
        deal_number = rnd.deal_number
        while rnd.phase == "deal" and rnd.deal_number == deal_number:
            rnd.pass_()
    return rnd


def _during_the_deal(rnd: te.Round, what: str) -> None:
    """Refuse a bidding question on a round whose deal is over: there every bid gets the same
    "no bid is possible now", and the rule asked about is never checked."""
    if rnd.phase != "deal":
        why = rnd.check_bid(0, "BJ BJ").reason
        raise ValueError(
            f"{what}: a bid can only be asked about during the deal, and this round's deal is "
            f"over ({why}) Take the position at the moment the question asks about: arrange "
            "the deal so that a later chance to bid keeps it open (lessons.deal, bid_in_turn)."
        )


def bid_verdict(rnd: te.Round, seat: int, cards: Any) -> te.Verdict:
    """Could ``seat`` show ``cards`` now, if it held them? The engine's ``Round.check_bid``
    verdict (``.legal`` and ``.reason``); nothing is changed. Raises ``ValueError`` when the
    round's deal is over (no bid can be judged there)."""
    _during_the_deal(rnd, "bid_verdict")
    return rnd.check_bid(seat, cards, if_held=True)


def bid_question(rnd: te.Round, seat: int, cards: Any, prompt: str | None = None) -> Any:
    """A yes/no exercise: may ``seat`` show ``cards`` now? Answered by ``bid_verdict``. The
    caption states the trump the standing bid makes (the trump rank of ``seat`` with no suit
    when nothing stands yet) and the round's rule set. The round must be in its deal (a
    ``ValueError`` otherwise): the question is judged at the position it is asked in."""
    _during_the_deal(rnd, "bid_question")
    verdict = bid_verdict(rnd, seat, cards)
    shown = te.symbols(te.parse_cards(cards))
    bid = rnd.standing_bid
    # TRANSLATORS: the label of the cards seat {seat} shows as its bid.
    context: dict[str, Any] = {say("Seat {seat} shows", seat=seat): cards}
    if bid is not None:
        standing = te.symbols(bid.cards)
        # TRANSLATORS: the label of the bid that stands, made by seat {seat}.
        context = {say("Standing: seat {seat}'s bid", seat=bid.seat): list(bid.cards), **context}
        trump = f"{bid.rank}{bid.suit or 'NT'}"
        text = prompt or say(
            "Seat {bidder}'s {bid} stands. May seat {seat} show {cards} now?",
            bidder=bid.seat, bid=standing, seat=seat, cards=shown,
        )  # fmt: skip

        def hint() -> str:
            return say(
                "Think again: what kind of bid is {cards}, and what may override seat "
                "{bidder}'s {bid}?",
                cards=shown, bidder=bid.seat, bid=standing,
            )  # fmt: skip
    else:
        trump = f"{rnd.setup.levels[seat]}NT"
        text = prompt or say("No bid yet. May seat {seat} show {cards} now?", seat=seat,
                             cards=shown)  # fmt: skip

        def hint() -> str:
            return say(
                "Think again: is {cards} a bid that seat {seat} may show in this hand?",
                cards=shown, seat=seat,
            )  # fmt: skip

    options = [say("Yes"), say("No")]
    return _exercise(
        _choice_question(
            text,
            options,
            correct=0 if verdict.legal else 1,
            explain=lambda _i: verdict.reason,
            cards=context,
            trump=trump,
            rules=rnd.rules,
            asks="bid",
            wrong=lambda i: _not_the_answer(options[i], hint()),
        )
    )


def trick_question(rnd: te.Round, number: int, prompt: str | None = None) -> Any:
    """A "who wins this trick?" exercise (``winner``) on trick ``number`` (1 for the first) of a
    round, with its seats, trump and rules; the engine's ``te.trick_result`` answers."""
    if not 1 <= number <= len(rnd.tricks):
        raise ValueError(f"number={number}: this round has tricks 1 to {len(rnd.tricks)}")
    trick = rnd.tricks[number - 1]
    return winner(
        [list(cards) for _, cards in trick.plays],
        seats=[seat for seat, _ in trick.plays],
        trump=rnd.trump,
        rules=rnd.rules,
        prompt=prompt or say("Trick {n}: which play wins it?", n=number),
    )


def played_round(rules: Any = "tractor-4p", seed: int = 1, bots: str = "greedy") -> te.Round:
    """A whole round dealt from ``seed`` and played to the end by ``bots`` (``te.bots_named``),
    reproducibly: the same seed gives the same round."""
    rnd = te.Round(rules, seed=seed)
    te.play_out(rnd, te.bots_named(bots, rnd.players, seed))
    return rnd


# --- two rule sets on one position (lessons 11 and 14) ------------------------------------------


def only_under(
    hand: Any,
    lead: Any,
    *,
    trump: Any,
    rules: Any,
    other: Any,
    prompt: str | None = None,
    marks: bool = True,
) -> Any:
    """Select a follow that ``rules`` allows and ``other`` refuses. ``te.compare_rules`` lists
    those plays; both rule sets' verdicts (``RuleComparison.verdicts``) are the feedback, and
    *Show me* selects the first such play. Raises ``ValueError`` when there is none.
    ``marks=False`` draws no card as a trump, as in ``follow``: for a position where the two
    rule sets disagree on which cards are trumps, which is then the question."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    other_rules = as_ruleset(other)
    hand_s, lead_s = card_strings(hand, "hand"), card_strings(lead, "lead")
    comparison = te.compare_rules(hand_s, lead_s, trump=trump_s, rules_a=ruleset,
                                  rules_b=other_rules)  # fmt: skip
    if not comparison.plays_only_a:
        raise ValueError(
            f"only_under: no follow here is legal under {rules_name(ruleset)} and illegal under "
            f"{rules_name(other_rules)}. The engine says: {comparison.reason}"
        )

    def check(answer: Answer) -> tuple[bool, str]:
        if len(answer.cards) != len(lead_s):
            return False, say_n(
                "Select {n} card: a follow has as many cards as the lead.",
                "Select {n} cards: a follow has as many cards as the lead.",
                len(lead_s),
            )
        name, other_name = rules_name(ruleset), rules_name(other_rules)
        here, there = comparison.verdicts(answer.parsed)
        # TRANSLATORS: {verdict} and {other_verdict} are the engine's verdicts on the play
        # under the rule sets {rules} and {other}.
        words = say(
            "Under {rules}: {verdict} Under {other}: {other_verdict}",
            rules=name, verdict=here.reason, other=other_name, other_verdict=there.reason,
        )  # fmt: skip
        if here.legal and not there.legal:
            return True, words
        play = _text(answer.parsed)
        # TRANSLATORS: {verdicts} is the sentence "Under {rules}: ... Under {other}: ...".
        if here.legal:
            return False, say("{cards} is legal under both rule sets. {verdicts}", cards=play,
                              verdicts=words)  # fmt: skip
        return False, say("{cards} is illegal under {rules}. {verdicts}", cards=play, rules=name,
                          verdicts=words)  # fmt: skip

    lead_info = comparison.lead_a
    text = prompt or sentences(
        _lead_words(lead_info),
        say(
            "Select a follow that is legal under {rules} but illegal under {other}, then press "
            "Check.",
            rules=rules_name(ruleset),
            other=rules_name(other_rules),
        ),
    )
    return _exercise(
        Question(
            prompt=text,
            asks="legal follow",
            check=check,
            answer=Answer.of(list(comparison.plays_only_a[0])),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(hand_s),
            lead=tuple(lead_s),
            marks=marks,
        )
    )


def same_follows(
    hand: Any,
    lead: Any,
    *,
    trump: Any,
    rules: Any,
    other: Any,
    prompt: str | None = None,
) -> Any:
    """Do ``rules`` and ``other`` allow the same follows here? Yes or No, the engine's answer
    (``te.compare_rules(...).follow_differs``), explained by its reason."""
    ruleset, trump_s, other_rules = as_ruleset(rules), trump_string(trump), as_ruleset(other)
    hand_s, lead_s = card_strings(hand, "hand"), card_strings(lead, "lead")
    comparison = te.compare_rules(hand_s, lead_s, trump=trump_s, rules_a=ruleset,
                                  rules_b=other_rules)  # fmt: skip
    text = prompt or say(
        "Do {rules} and {other} allow the same follows of {lead} from this hand?",
        rules=rules_name(ruleset), other=rules_name(other_rules),
        lead=_text(te.parse_cards(lead_s)),
    )  # fmt: skip
    yes, no = say("Yes"), say("No")
    return _said_ask(
        text, [yes, no], no if comparison.follow_differs else yes, lambda: comparison.reason,
        cards={say("Lead"): lead_s, say("The hand"): hand_s}, trump=trump_s, rules=ruleset,
    )  # fmt: skip


@cache
def found(
    rules_a: Any,
    rules_b: Any,
    *,
    kind: str = "follow",
    lead: str | None = None,
    void: bool | None = None,
    seed: int = 0,
    budget: int | None = None,
) -> Any:
    """The first position ``te.find_differences`` finds for these rule sets and criteria from
    ``seed`` (the same every time: the search is deterministic, and its answer is kept for
    equal arguments). ``ValueError`` when the search finds none."""
    a, b = as_ruleset(rules_a), as_ruleset(rules_b)
    positions = te.find_differences(
        a, b, kind=kind, lead=lead, void=void, seed=seed, limit=1, budget=budget, progress=False
    )
    position = next(iter(positions), None)
    if position is None:
        raise ValueError(
            f"found: no {kind} position where {rules_name(a)} and {rules_name(b)} differ, from "
            f"seed {seed}: try another seed, other criteria or a larger budget"
        )
    return position


#: How often, in words: the upper ends of the bands ``how_often`` offers (English templates;
#: the options say them in the language in force).
BANDS = (
    (0.0, N_("never, in these deals")),
    (0.01, N_("less than 1 time in 100")),
    (0.1, N_("between 1 in 100 and 1 in 10")),
    (1.0, N_("more than 1 time in 10")),
)

#: What ``how_often`` asks, by the kind of question.
_HOW_OFTEN = {
    # TRANSLATORS: {other} and {rules} are rule sets ("tractor-4p with ...").
    "follow": N_(
        "Predict first: how often does {other} change the answer for follows, compared with "
        "{rules}?"
    ),
    "trick": N_(
        "Predict first: how often does {other} change the answer for tricks, compared with {rules}?"
    ),
    "throw": N_(
        "Predict first: how often does {other} change the answer for throws, compared with {rules}?"
    ),
    "hand": N_(
        "Predict first: how often does {other} change the answer for hands, compared with {rules}?"
    ),
}
#: How often they did, by the kind of question: {n} compared, {differing} of them differed.
_HOW_OFTEN_COUNTED = {
    # TRANSLATORS: {percent} is {differing} out of {n} in percent ("2.50").
    "follow": N_n(
        "In {deals} deals, {differing} of {n} follow came out differently ({percent}%).",
        "In {deals} deals, {differing} of {n} follows came out differently ({percent}%).",
    ),
    "trick": N_n(
        "In {deals} deals, {differing} of {n} trick came out differently ({percent}%).",
        "In {deals} deals, {differing} of {n} tricks came out differently ({percent}%).",
    ),
    "throw": N_n(
        "In {deals} deals, {differing} of {n} throw came out differently ({percent}%).",
        "In {deals} deals, {differing} of {n} throws came out differently ({percent}%).",
    ),
    "hand": N_n(
        "In {deals} deals, {differing} of {n} hand came out differently ({percent}%).",
        "In {deals} deals, {differing} of {n} hands came out differently ({percent}%).",
    ),
}


def how_often(rates: Any, kind: str, *, prompt: str | None = None) -> Any:
    """Predict, then check: how often do the two rule sets of ``rates`` (a
    ``te.disagreement_rates`` answer) answer a ``kind`` of question ("follow", "trick",
    "throw" or "hand") differently? The options are ``BANDS``; the right one holds the rate
    the engine counted over all its lead kinds, and the feedback gives its counts."""
    rows = [r for r in rates.rates if r.kind == kind]
    if not rows:
        raise ValueError(f"how_often: the rates hold no {kind!r} positions")
    differing = sum(r.differing for r in rows)
    compared = sum(r.compared for r in rows)
    rate = differing / compared if compared else 0.0
    answer = next(
        text for top, text in BANDS if (rate == 0 if top == 0 else rate < top or top == 1.0)
    )

    percent = f"{100 * rate:.2f}"

    def explain() -> str:
        counted = say_n(
            *_HOW_OFTEN_COUNTED[kind],
            compared,
            deals=rates.deals,
            differing=differing,
            percent=percent,
        )
        # TRANSLATORS: {rate} is the engine's sentence on one kind of lead's rate; a full stop
        # ends it.
        return sentences(counted, *(say("{rate}.", rate=str(r)) for r in rows if r.compared))

    text = prompt or say(
        _HOW_OFTEN[kind], other=rules_name(rates.rules_b), rules=rules_name(rates.rules_a)
    )
    return _said_ask(
        text, [say(t) for _, t in BANDS], say(answer), explain, trump=None, rules=rates.rules_a
    )


def trick_under(position: Any, *, prompt: str | None = None) -> Any:
    """Predict, then check: a trick found by ``te.find_differences(kind="trick")``, played
    under ``rules_a``; who wins it when played under ``rules_b``? The options are the seats;
    the answer and its explanation are the position's (``winner_b``, ``reason``)."""
    if position.kind != "trick":
        raise ValueError(f"trick_under: give a trick position, not a {position.kind} one")
    plays_a = list(position.plays_a)
    seats = [seat for seat, _ in plays_a]
    text = prompt or say(
        "This trick was played under {rules}, and seat {seat} won it. Predict: who wins it "
        "under {other}?",
        rules=rules_name(position.rules_a), seat=position.winner_a,
        other=rules_name(position.rules_b),
    )  # fmt: skip
    options = [say("Seat {seat}", seat=seat) for seat in seats]
    return _exercise(
        _choice_question(
            text,
            options,
            correct=seats.index(position.winner_b),
            explain=lambda _i: position.reason,
            cards={say("Seat {seat}", seat=seat): list(cards) for seat, cards in plays_a},
            trump=str(position.trump),
            rules=position.rules_b,
            wrong=lambda i: _not_the_answer(options[i]),
        )
    )


def hand_under(position: Any, *, prompt: str | None = None) -> Any:
    """Predict, then check: a finished hand found by ``te.find_differences(kind="hand")``;
    scored under ``rules_b`` instead of ``rules_a``, do the defenders end with more points,
    fewer, or the same? The answer and its explanation are the position's."""
    if position.kind != "hand":
        raise ValueError(f"hand_under: give a hand position, not a {position.kind} one")
    a, b = position.points_a, position.points_b
    more, fewer, same = say("more points"), say("fewer points"), say("the same points")
    answer = more if b > a else fewer if b < a else same
    text = prompt or say_n(
        "Scored under {rules}, the defenders of this hand have {n} point. Predict: under "
        "{other}, do they have more points, fewer, or the same?",
        "Scored under {rules}, the defenders of this hand have {n} points. Predict: under "
        "{other}, do they have more points, fewer, or the same?",
        a,
        rules=rules_name(position.rules_a), other=rules_name(position.rules_b),
    )  # fmt: skip
    return _said_ask(
        text, [more, fewer, same], answer, lambda: position.reason, trump=None,
        rules=position.rules_b,
    )  # fmt: skip


__all__ = [
    "BANDS",
    "COMBINATION_KINDS",
    "Answer",
    "Question",
    "ask",
    "bid_in_turn",
    "bid_question",
    "bid_sentence",
    "bid_verdict",
    "caption",
    "choice",
    "combination",
    "deal",
    "failed_throw",
    "follow",
    "found",
    "friend_question",
    "hand_under",
    "how_often",
    "kitty_bonus_question",
    "kitty_multiplier_question",
    "kitty_multiplier_table",
    "lead_kind_question",
    "level_question",
    "level_step_question",
    "may_play_question",
    "must",
    "next_starter_question",
    "next_starter_sentence",
    "no_trump_caption",
    "only_under",
    "played_round",
    "points",
    "position_key",
    "rules_name",
    "same_follows",
    "seat_names",
    "select",
    "side_levels",
    "throw",
    "trick_points_question",
    "trick_question",
    "trick_under",
    "trump_suit_question",
    "trumps",
    "who_declares",
    "winner",
]
