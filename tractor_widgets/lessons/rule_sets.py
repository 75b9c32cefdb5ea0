"""Two rule sets on one position (lessons 11 and 14): ``only_under`` (select a follow one rule
set allows and the other refuses, ``te.compare_rules``), ``same_follows``, positions the search
finds (``found``, ``te.find_differences``), and predict-then-check questions on them
(``trick_under``, ``hand_under``) and on how often they differ (``how_often``, ``BANDS``,
``te.disagreement_rates``)."""

from __future__ import annotations

from functools import cache
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, N_n, say, say_n
from tractor_engine.speech.words import sentences

from .._coerce import as_ruleset, card_strings, trump_string
from .._questions import Answer, Question
from .choices import choice_question, exercise_of, not_the_answer, said_ask
from .names import rules_name, symbols_text
from .selections import lead_words


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
        play = symbols_text(answer.parsed)
        # TRANSLATORS: {verdicts} is the sentence "Under {rules}: ... Under {other}: ...".
        if here.legal:
            return False, say("{cards} is legal under both rule sets. {verdicts}", cards=play,
                              verdicts=words)  # fmt: skip
        return False, say("{cards} is illegal under {rules}. {verdicts}", cards=play, rules=name,
                          verdicts=words)  # fmt: skip

    lead_info = comparison.lead_a
    text = prompt or sentences(
        lead_words(lead_info),
        say(
            "Select a follow that is legal under {rules} but illegal under {other}, then press "
            "Check.",
            rules=rules_name(ruleset),
            other=rules_name(other_rules),
        ),
    )
    return exercise_of(
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
        lead=symbols_text(te.parse_cards(lead_s)),
    )  # fmt: skip
    yes, no = say("Yes"), say("No")
    return said_ask(
        text, [yes, no], no if comparison.follow_differs else yes, lambda: comparison.reason,
        cards={say("Lead"): lead_s, say("The hand"): hand_s}, trump=trump_s, rules=ruleset,
    )  # fmt: skip


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
    return exercise_of(
        choice_question(
            text,
            options,
            correct=seats.index(position.winner_b),
            explain=lambda _i: position.reason,
            cards={say("Seat {seat}", seat=seat): list(cards) for seat, cards in plays_a},
            trump=str(position.trump),
            rules=position.rules_b,
            wrong=lambda i: not_the_answer(options[i]),
        )
    )


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
    aimed: bool = False,
    bots: str = "combination",
) -> Any:
    """The first position ``te.find_differences`` finds for these rule sets and criteria from
    ``seed`` (the same every time: the search is deterministic, and its answer is kept for
    equal arguments). ``ValueError`` when the search finds none. By default only in the bot
    rounds (``aimed=False``): the lessons describe positions of random deals, and a trick or a
    hand found there replays its round. ``bots`` plays those rounds (``te.bots_named``): by
    default ``"combination"``, the bots the lessons' positions were found with (random plays
    that lead a single, a pair or a tractor), so that the positions they describe stay."""
    a, b = as_ruleset(rules_a), as_ruleset(rules_b)
    positions = te.find_differences(
        a, b, kind=kind, lead=lead, void=void, seed=seed, limit=1, budget=budget,
        progress=False, aimed=aimed, bots=bots,
    )  # fmt: skip
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
    return said_ask(
        text, [say(t) for _, t in BANDS], say(answer), explain, trump=None, rules=rates.rules_a
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
    return said_ask(
        text, [more, fewer, same], answer, lambda: position.reason, trump=None,
        rules=position.rules_b,
    )  # fmt: skip
