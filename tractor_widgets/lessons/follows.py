"""Questions on following a lead: ``follow`` (select a legal follow, ``te.check_follow``),
``must`` (select the cards every legal follow holds, ``te.follow_options(...).must``),
``lead_kind_question`` (what kind of lead is this?) and ``may_play_question`` (may you play
these cards?)."""

from __future__ import annotations

from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import sentences

from .._coerce import as_ruleset, card_strings, trump_string
from .._questions import Answer, Question
from ..exercise import Exercise
from .choices import exercise_of, said_ask
from .names import symbols_of, symbols_text, yes_no
from .selections import difference, lead_words, read_lead


def follow(
    hand: Any, lead: Any, *, trump: Any, rules: Any, prompt: str | None = None, marks: bool = True
) -> Any:
    """Select a legal follow of ``lead`` from ``hand``: checked by ``te.check_follow``, whose
    reason is the feedback; *Show me* selects ``te.follow_options(...).example()``.
    ``marks=False`` draws no card as a trump (by printed suit): for a hand where telling the
    trumps from the led suit is the question (a 2♠ under a spade lead at rank 2)."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_info = read_lead(lead, trump_s, ruleset)
    hand_s = card_strings(hand, "hand")
    options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)

    def check(answer: Answer) -> te.Verdict:
        return te.check_follow(hand_s, lead_info, answer.parsed, trump=trump_s, rules=ruleset)

    text = prompt or sentences(
        lead_words(lead_info),
        say_n(
            "Select {n} card to follow it legally, then press Check.",
            "Select {n} cards to follow it legally, then press Check.",
            lead_info.size,
        ),
    )
    return exercise_of(
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
    lead_info = read_lead(lead, trump_s, ruleset)
    hand_s = card_strings(hand, "hand")
    options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)
    forced = list(options.must)
    if not forced:
        raise ValueError(
            "must: in this position no card is forced (every card may be left out), so there "
            f"is nothing to select. The engine says: {options.reason}"
        )

    def check(answer: Answer) -> tuple[bool, str]:
        missing, extra = difference(answer.cards, forced)
        if not missing and not extra:
            # TRANSLATORS: {reason} is the engine's reason why those cards are forced; the count
            # is the number of cards (English says both forms alike).
            return True, say_n(
                "{cards} must be played. {reason}",
                "{cards} must be played. {reason}",
                len(forced),
                cards=symbols_text(forced),
                reason=options.reason,
            )
        parts = []
        if extra:
            parts.append(
                say_n(
                    "{cards} is not forced: some legal play leaves it out.",
                    "{cards} are not forced: some legal play leaves them out.",
                    len(extra),
                    cards=symbols_text(extra),
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
        lead_words(lead_info),
        say(
            "Select exactly the cards you must play (the cards in every legal follow), then "
            "press Check."
        ),
    )
    return exercise_of(
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


#: A lead's kind as an option.
_KINDS = {
    "single": N_("single"),
    "pair": N_("pair"),
    "tractor": N_("tractor"),
    "throw": N_("throw"),
}


def lead_kind_question(cards: Any, *, trump: Any, rules: Any) -> Exercise:
    """What kind of lead is ``cards``: a single, a pair, a tractor or a throw? The right option
    is ``te.classify_lead``'s kind, explained by its reason."""
    lead = te.classify_lead(card_strings(cards, "cards"), trump=trump, rules=rules)
    return said_ask(
        say("What kind of lead is it?"),
        [say(w) for w in _KINDS.values()],
        say(_KINDS[lead.kind]),
        lambda: lead.reason,
        trump=trump,
        rules=rules,
        cards=cards,
    )


def may_play_question(hand: Any, lead: Any, play: Any, *, trump: Any, rules: Any) -> Exercise:
    """May you play ``play`` from ``hand`` on ``lead``? Yes or No, as ``te.check_follow``
    judges it, with its reason; the lead and the hand are shown."""
    verdict = te.check_follow(hand, lead, play, trump=trump, rules=rules)
    options, answer = yes_no(verdict.legal)
    return said_ask(
        say("May you play {cards}?", cards=symbols_of(play)),
        options,
        answer,
        lambda: verdict.reason,
        trump=trump,
        rules=rules,
        cards={say("Lead"): lead, say("Your hand"): hand},
    )
