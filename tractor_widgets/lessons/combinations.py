"""Questions on what a hand holds: ``combination`` (select a pair, a tractor, the longest
tractor or a throw; ``te.combos``, ``te.classify_lead``), ``trumps`` (select every trump, by the
engine's trump order) and ``points`` (select every point card, ``te.card_points``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import sentences

from .._coerce import InputError, as_ruleset, card_strings, trump_string
from .._questions import Answer, Question
from .choices import exercise_of, trump_or_none
from .names import symbols_text
from .selections import difference

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
    return exercise_of(
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
        missing, extra = difference(ans.cards, answer)
        # {trump}: "rank 2, hearts trump" (Trump.describe()), {rules}: the rule set's name
        where = {"trump": te.as_trump(trump_s).describe(), "rules": ruleset.name}
        if not missing and not extra:
            return True, say(
                "Under {trump} ({rules}) the trumps here are {cards}.",
                cards=symbols_text(order.sorted(answer)),
                **where,
            )
        parts = []
        if extra:
            parts.append(
                say_n(
                    "{cards} is not a trump.",
                    "{cards} are not trumps.",
                    len(extra),
                    cards=symbols_text(order.sorted(extra)),
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
    return exercise_of(
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
        missing, extra = difference(ans.cards, answer)
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
                    cards=symbols_text(extra),
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
    return exercise_of(
        Question(
            prompt=text,
            asks="points",
            check=check,
            answer=Answer.of(answer),
            trump=trump_or_none(trump),
            rules=as_ruleset(rules),
            cards=tuple(cards_s),
        )
    )
