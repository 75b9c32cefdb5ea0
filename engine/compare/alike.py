"""Two rule sets that cannot differ: said at once, from the options table, before any search.

``cannot_differ(kind, rules_a, rules_b)`` says why no position of a round can get another
answer to the deal search's question of ``kind`` ("follow", "throw", "trick", "hand"; see
``differences.py``) under the two rule sets, or None when the table cannot rule it out. It
reads each row of ``OPTIONS`` (``rulebook/options.py``) for every option the two differ in:

- ``presets``: the option changes nothing under the rule sets' preset;
- ``changes``: it cannot change any question behind the kind (``KIND_QUESTIONS``);
- ``moot_under``: it is moot under a value of another option that both rule sets play
  (``tractor_follow`` under ``pair_follow="suit-only"``);
- ``moot_for``: the questions it could change are moot under a value of another option
  that both rule sets play (``ace_connects_to_rank`` under ``tractor_follow="pairs-suffice"``);
- ``matters_only_when``: it needs no trump, and one deck never plays a hand in no trump
  (a no-trump bid is a joker pair);
- through the card order only: the two rule sets order the cards alike under every trump.

None is no promise that they differ somewhere: only that the table cannot say they do not.
``find_differences`` raises ``CannotDiffer`` (an ``InputError`` whose ``reason`` is this
sentence, in the language in force when it is read) instead of searching, and
``disagreement_rates`` answers at once with no counts and the sentence as its ``reason``.
"""

from __future__ import annotations

from ..cards.card import RANKS, SUITS
from ..cards.trump import Trump, order_of
from ..errors import InputError
from ..rulebook.options import OPTIONS, Condition, Option, Question
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..speech.languages import N_, say
from .comparison_words import rules_label

#: The questions (``options.Question``) whose answers each kind of difference compares.
KIND_QUESTIONS: dict[str, tuple[Question, ...]] = {
    "follow": (Question.FOLLOW,),
    "throw": (Question.THROW_STANDS,),
    "trick": (
        Question.THROW_STANDS,
        Question.THROW_FORCED,
        Question.FOLLOW,
        Question.TRICK_WINNER,
    ),
    "hand": (
        Question.THROW_STANDS,
        Question.THROW_FORCED,
        Question.THROW_PENALTY,
        Question.KITTY,
        Question.SCORE,
    ),
}

#: A hand is scored from the round as played: whether a throw stands and what a failed one
#: leads change its score only through the penalty charged. These ``throw_penalty`` values
#: charge nothing that depends on the question: nothing at all, or the same for any cards led.
HAND_THROUGH_PENALTY: dict[Question, tuple[str, ...]] = {
    Question.THROW_STANDS: ("none",),
    Question.THROW_FORCED: ("none", "ten-per-attempt"),
}

#: The kitty multipliers that count the last lead's cards. Any other (rules §10.8's, and any
#: value added later) reads the last lead's layout, so what changes layouts (``LEAD_KIND``)
#: can change a hand's score through the kitty.
COUNTED_KITTY = ("twice-cards", "power-of-two")

#: The sentence that says two rule sets cannot differ, by kind.
_NO_DIFFERENCE = {
    # TRANSLATORS: {rules_a} and {rules_b} are rule sets ("tractor-4p (tractor_follow=...)");
    # {why} is one or more reasons joined by "; ", each naming options (code, kept as it is).
    "follow": N_("No follow can differ between {rules_a} and {rules_b}: {why}."),
    "throw": N_(
        "No throw can stand under one of {rules_a} and {rules_b} and fail under the other: {why}."
    ),
    "trick": N_("No trick can have another winner under {rules_a} and {rules_b}: {why}."),
    "hand": N_("No hand can score differently under {rules_a} and {rules_b}: {why}."),
}


class CannotDiffer(InputError):
    """Raised by ``find_differences`` for two rule sets that cannot differ in the kind asked,
    before any round is dealt: ``reason`` (also ``str()``) says why, in the language in force
    when it is read; ``kind``, ``rules_a`` and ``rules_b`` are the question."""

    def __init__(self, kind: str, rules_a: RuleSet, rules_b: RuleSet) -> None:
        self.kind = kind
        self.rules_a = rules_a
        self.rules_b = rules_b
        super().__init__(kind, rules_a, rules_b)

    @property
    def reason(self) -> str:
        return cannot_differ(self.kind, self.rules_a, self.rules_b) or ""

    def __str__(self) -> str:
        return self.reason


def cannot_differ(kind: str, rules_a: RulesLike, rules_b: RulesLike) -> str | None:
    """Why no position of a round can get another answer to the question of ``kind``
    ("follow", "throw", "trick" or "hand") under ``rules_a`` and under ``rules_b``, in the
    language in force, naming the options by name; None when the options table cannot rule it
    out (see the module docstring). ``InputError`` for an unknown kind or rule set."""
    if not isinstance(kind, str) or kind not in KIND_QUESTIONS:
        raise InputError(
            f"kind={kind!r} is not a kind of difference: use one of {', '.join(KIND_QUESTIONS)}"
        )
    a, b = as_rules(rules_a), as_rules(rules_b)
    if a == b:
        # TRANSLATORS: {rules} is a rule set ("tractor-4p (tractor_follow=...)").
        return say(
            "The two rule sets are the same ({rules}): nothing can differ.", rules=rules_label(a)
        )
    if a.name != b.name:
        return None  # other presets: other fields than the options (seats, sides, sizes)
    questions = KIND_QUESTIONS[kind]
    if kind == "hand" and not all(r.kitty_multiplier in COUNTED_KITTY for r in (a, b)):
        questions = (*questions, Question.LEAD_KIND)  # the kitty reads the last lead's layout
    reasons = []
    for row in OPTIONS:
        if getattr(a, row.name) == getattr(b, row.name):
            continue
        why = _why_idle(row, questions, a, b)
        if why is None:
            return None
        reasons.append(why)
    if not reasons:  # equal options of one preset and players: the same rule set
        return None
    return say(
        _NO_DIFFERENCE[kind],
        rules_a=rules_label(a),
        rules_b=rules_label(b),
        why="; ".join(reasons),
    )


def _why_idle(row: Option, questions: tuple[Question, ...], a: RuleSet, b: RuleSet) -> str | None:
    """Why the option of ``row``, set otherwise in ``a`` and ``b``, cannot change any of
    ``questions`` in a round under their preset (None when the table cannot say)."""
    option = row.name
    if a.name not in row.presets:
        # TRANSLATORS: {option} is an option's name and {preset} a preset's (code, kept).
        return say("{option} changes nothing under {preset}", option=option, preset=a.name)
    reached = [q for q in questions if row.can_change(q)]
    penalty = _flat_penalty(questions, reached, a, b)
    if penalty is not None and row.name != "throw_penalty":
        reached = [q for q in reached if q not in HAND_THROUGH_PENALTY or q in penalty[1]]
        if not reached:
            # TRANSLATORS: {option} is an option's name, {values} an option's value (code,
            # kept: "throw_penalty='none'"). A hand's score sees a throw only through its penalty.
            return say(
                "{option} changes a hand's score only through a failed throw's penalty, and "
                "under {values}, which both rule sets play, it cannot change that penalty",
                option=option,
                values=penalty[0],
            )
    if not reached:
        # TRANSLATORS: {option} is an option's name (code, kept): it changes other answers.
        return say("{option} does not change this answer", option=option)
    moot_a, moot_b = row.moot_because(a), row.moot_because(b)
    if moot_a is not None and moot_b is not None:
        said = sorted({f"{name}={value!r}" for name, value in (moot_a, moot_b)})
        # TRANSLATORS: {option} and {values} are options (code, kept: "pair_follow=
        # 'suit-only'"); both rule sets play {values}.
        return say(
            "{option} is moot under {values}, which both rule sets play",
            option=option,
            values=", ".join(said),
        )
    moot = [
        clause
        for clause in row.moot_for
        if clause.question in reached and clause.holds(a) and clause.holds(b)
    ]
    if {clause.question for clause in moot} >= set(reached):
        said = sorted({f"{c.option}={getattr(a, c.option)!r}" for c in moot})
        # TRANSLATORS: {option} and {values} are options (code, kept: "tractor_follow=
        # 'pairs-suffice'"); both rule sets play {values}.
        return say(
            "{option} cannot change it under {values}, which both rule sets play",
            option=option,
            values=", ".join(said),
        )
    if Condition.NO_TRUMP in row.matters_only_when and not a.has_pairs:
        # TRANSLATORS: {option} is an option's name (code, kept). With one deck nobody can
        # bid no trump (it takes a pair of jokers).
        return say(
            "{option} matters only in no trump, and one deck never plays a hand in no trump",
            option=option,
        )
    if row.through_card_order and _orders_agree(a, b):
        # TRANSLATORS: {option} is an option's name (code, kept).
        return say(
            "{option} acts only through the card order, and both rule sets order the cards "
            "alike under every trump",
            option=option,
        )
    return None


def rates_reason(rules_a: RuleSet, rules_b: RuleSet) -> str | None:
    """Why no kind of question can differ under the two rule sets (each kind's sentence, said
    once), or None when one kind may."""
    said: list[str] = []
    for kind in KIND_QUESTIONS:
        reason = cannot_differ(kind, rules_a, rules_b)
        if reason is None:
            return None
        if reason not in said:
            said.append(reason)
    return " ".join(said)


def _flat_penalty(
    questions: tuple[Question, ...], reached: list[Question], a: RuleSet, b: RuleSet
) -> tuple[str, set[Question]] | None:
    """For the hand's questions, when both rule sets play one ``throw_penalty``: how it is
    said, and which of ``HAND_THROUGH_PENALTY``'s questions still change the score under it
    (None for other questions or other penalties)."""
    if Question.KITTY not in questions or a.throw_penalty != b.throw_penalty:
        return None
    value = a.throw_penalty
    live = {q for q, flat in HAND_THROUGH_PENALTY.items() if value not in flat}
    return f"throw_penalty={value!r}", live


def _orders_agree(a: RuleSet, b: RuleSet) -> bool:
    """Whether ``a`` and ``b`` order the cards alike (suit groups and powers) under every
    trump: every rank, each suit and no trump."""
    for rank in RANKS:
        for suit in (*SUITS, None):
            trump = Trump(rank, suit)
            one, other = order_of(trump, a), order_of(trump, b)
            if one is not other and (one.group != other.group or one.power != other.power):
                return False
    return True


__all__ = ["KIND_QUESTIONS", "CannotDiffer", "cannot_differ"]
