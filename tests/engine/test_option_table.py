"""The table of options (``rulebook/options.py``): every option is in it, and every row is true.

For each option, each preset it applies to and each two of its choices, seeded random
positions are asked every question (``ANSWERS``) under both choices: a question the row does
not list is answered alike in every position, and one it lists is answered differently in
some position the search finds. Under a preset the row does not name, and where a condition
of the row fails, nothing changes. Rounds (bidding, the friend's calls) are played by bots.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.compare import comparison
from tractor_engine.errors import InputError
from tractor_engine.play.bots import bots_named
from tractor_engine.rulebook import options
from tractor_engine.rulebook.options import OPTIONS, Condition, Option, Question, option_row
from tractor_engine.rulebook.rulesets import OPTION_CHOICES, RuleSet
from tractor_engine.values import fields_of

from .positions import _pick_lead, deck, random_trump

Q = Question
POSITIONS = 600  # positions asked per option, preset and two choices
SEARCH = 1500  # positions searched for an example
ROUNDS = 6  # rounds played per option, preset and two choices (bidding, friend)


class Position:
    """A trump, a hand, a lead (cards), the other hands, and a seed for rounds."""

    def __init__(self, seed: int, rules: RuleSet) -> None:
        rng = random.Random(seed)
        self.seed = seed
        self.dealt_under = rules
        self.trump = random_trump(rng)
        order = order_of(self.trump, rules)
        cards = deck(rules)
        rng.shuffle(cards)
        group = rng.choice(sorted({order.group[c.id] for c in cards}))
        in_group = [c for c in cards if order.group[c.id] == group]
        kind = rng.choice(["single", "pair", "tractor", "tractor", "throw", "structured-throw"])
        lead = _pick_lead(rng, in_group, order, kind) or in_group[:1]
        lead = lead[: rules.hand_size]
        rest = list((Counter(cards) - Counter(lead)).elements())
        rng.shuffle(rest)
        # never more cards than a player is dealt under the preset's other choices either
        # (single-deck: 12 with players=4, 10 with 5), so both rule sets can pose the position
        most = min(rules.hand_size, te.rules(rules.name).hand_size)
        size = min(most, rng.randint(max(len(lead), 3), max(len(lead), 12)))
        hands = []
        for _ in range(4):
            # each hand rich in the led group, pairs first, so follows and throws have work
            counts = Counter(c for c in rest if order.group[c.id] == group)
            doubled = [c for c, k in counts.items() if k >= 2]
            rng.shuffle(doubled)
            suited = [c for c in doubled for _ in (0, 1)] + [c for c in counts if counts[c] < 2]
            hand = suited[: rng.randint(0, size)]
            left = list((Counter(rest) - Counter(hand)).elements())
            rng.shuffle(left)
            hand += left[: size - len(hand)]
            hands.append(hand)
            rest = list((Counter(rest) - Counter(hand)).elements())
            rng.shuffle(rest)
        self.lead = te.Cards(lead)
        self.hand = te.Cards(hands[0])
        self.others = {seat: te.Cards(h) for seat, h in enumerate(hands, start=1)}
        self.others = {s: h for s, h in self.others.items() if s < rules.players}
        self.plays = [self.lead] + [
            te.Cards(rng.sample(h, len(lead)))
            for h in hands[: rules.players - 1]
            if len(h) >= len(lead)
        ]
        self.kitty = te.Cards(rest[: rules.kitty_size])
        self.captured = 5 * rng.randint(0, 12)
        self.last_lead = rng.choice([None, 1, 2, 3, 4, 6])
        self.penalty = rng.choice([0, 10, 20])


def _answer(ask: Callable[[], object]) -> object:
    try:
        return ask()
    except (InputError, te.IllegalPlay) as exc:
        return ("refused", type(exc).__name__)


def _card_order(rules: RuleSet, p: Position) -> object:
    """The groups, each card's rank in its group, and (with pairs) which cards are adjacent:
    the powers, whose gaps say it."""
    order = order_of(p.trump, rules)
    distinct = {
        g: sorted({w for h, w in zip(order.group, order.power, strict=True) if h == g})
        for g in order.group
    }
    ranks = tuple(distinct[g].index(w) for g, w in zip(order.group, order.power, strict=True))
    return order.group, ranks, order.power if rules.has_pairs else None


def _lead_kind(rules: RuleSet, p: Position) -> object:
    lead = te.classify_lead(p.lead, trump=p.trump, rules=rules)
    found = te.combos(p.hand, trump=p.trump, rules=rules)
    return (
        lead.kind,
        sorted(sorted(c.id for c in part.cards) for part in lead.components),
        sorted(sorted(c.id for c in combo.cards) for combo in (*found.pairs, *found.tractors)),
    )


def _throw(rules: RuleSet, p: Position) -> te.ThrowCheck:
    return te.check_throw(p.lead, p.others, trump=p.trump, rules=rules)


def _forced(rules: RuleSet, p: Position) -> object:
    check = _throw(rules, p)
    return None if check.stands else sorted(c.id for c in check.forced)


def _penalty_per_card(rules: RuleSet, p: Position) -> object:
    check = _throw(rules, p)
    return None if check.stands else check.penalty // (len(p.lead) - len(check.forced))


def _score(rules: RuleSet, p: Position) -> object:
    n = rules.players
    if rules.partnerships == "fixed":
        seats = {"declarers": (0, 2), "declarer": 0, "starter": 0}
    else:
        seats = {"declarers": (0, 1), "declarer": 0, "friend": 1}
    result = te.score_hand(
        rules,
        captured=p.captured,
        kitty=p.kitty,
        last_lead=None if p.last_lead is None else p.lead,
        trump=p.trump,
        penalties=[(0, p.penalty)] if p.penalty else [],
        levels=["2"] * n,
        **seats,
    )
    return result.defender_points, result.change, result.winners, result.levels_after


def _after_bidding(rules: RuleSet, p: Position) -> te.Round:
    rnd = te.Round(rules, seed=p.seed)
    bots = bots_named("random", rules.players, p.seed)
    while rnd.phase == "deal":
        rnd.act(bots[rnd.to_act].choose(rnd))
    return rnd


def _friend(rules: RuleSet, p: Position) -> object:
    if rules.partnerships == "fixed":
        return "no friend"
    return _after_bidding(rules, p).friend_calls()


#: How each question is asked of a position under a rule set: its answer, a value.
ANSWERS: dict[Question, Callable[[RuleSet, Position], object]] = {
    Q.CARD_ORDER: lambda r, p: _card_order(r, p),
    Q.LEAD_KIND: _lead_kind,
    Q.FOLLOW: lambda r, p: (
        te.compare_rules(p.hand, p.lead, trump=p.trump, rules_a=r, rules_b=r).plays_a
    ),
    Q.THROW_STANDS: lambda r, p: _throw(r, p).stands,
    Q.THROW_FORCED: _forced,
    Q.THROW_PENALTY: _penalty_per_card,
    Q.TRICK_WINNER: lambda r, p: te.trick_winner(p.plays, trump=p.trump, rules=r),
    Q.KITTY: lambda r, p: te.kitty_multiplier(p.lead, rules=r, trump=p.trump),
    Q.SCORE: _score,
    Q.BIDDING: lambda r, p: (lambda rnd: (rnd.declarer, rnd.trump))(_after_bidding(r, p)),
    Q.FRIEND: _friend,
}
#: The questions asked of rounds (slow): fewer positions.
ROUND_QUESTIONS = {Q.BIDDING, Q.FRIEND}


#: Answers already asked, keyed by the question, the rule set and what the position is made
#: from (its seed and the rule set it was dealt under: ``Position`` is made from nothing else).
_ASKED: dict[tuple[Question, RuleSet, int, RuleSet], object] = {}


@pytest.fixture(autouse=True)
def _fresh_answers() -> Iterator[None]:
    """Each test starts with no answers kept (they would fill the memory over the module)."""
    _ASKED.clear()
    yield
    _ASKED.clear()


def ask(question: Question, rules: RuleSet, p: Position) -> object:
    key = (question, rules, p.seed, p.dealt_under)
    if key not in _ASKED:
        _ASKED[key] = _answer(lambda: ANSWERS[question](rules, p))
    return _ASKED[key]


def differs(question: Question, a: RuleSet, b: RuleSet, p: Position) -> bool:
    """Whether ``a`` and ``b`` answer ``question`` differently at ``p``. A step of judging a
    throw (``THROW_STEPS``) is asked only where the steps before it agree: the penalty per card
    of a throw that fails under both, and led instead as the same cards."""
    if question in options.THROW_STEPS:
        for step in options.THROW_STEPS[: options.THROW_STEPS.index(question)]:
            if ask(step, a, p) != ask(step, b, p):
                return False
    return ask(question, a, p) != ask(question, b, p)


def choice_pairs(row: Option, preset: str) -> Iterator[tuple[RuleSet, RuleSet]]:
    """Every two rule sets of ``preset`` that differ in ``row``'s choice only."""
    accepted = []
    for value in row.choices:
        try:
            accepted.append(te.rules(preset, **{row.name: value}))
        except InputError:
            continue
    yield from itertools.combinations(accepted, 2)


def pairs_to_ask(row: Option, preset: str, question: Question) -> Iterator[tuple[RuleSet, RuleSet]]:
    """The pairs of ``choice_pairs`` whose answers, alike in a position, make every two choices
    answer ``question`` alike there: each choice against the first, since equal answers are
    transitive. A later step of judging a throw is asked only where the earlier steps agree,
    which is not transitive: there every two choices are asked."""
    if question in options.THROW_STEPS[1:]:
        yield from choice_pairs(row, preset)
        return
    pairs = list(choice_pairs(row, preset))
    yield from (pair for pair in pairs if pair[0] == pairs[0][0])


def sorted_questions(row: Option) -> list[Question]:
    return [q for q in Question if q in row.changes]


def cells(listed: bool) -> list[tuple[str, str, Question]]:
    """(option, preset, question) for the questions each row lists (or does not list), under
    the presets it applies to."""
    return [
        (row.name, preset, q)
        for row in OPTIONS
        for preset in row.presets
        for q in Question
        if (q in row.changes) == listed
    ]


# --- every option is classified -------------------------------------------------------------


def test_every_option_and_every_option_field_has_a_row() -> None:
    names = [row.name for row in OPTIONS]
    assert names == list(OPTION_CHOICES), "the table and OPTION_CHOICES list the options alike"
    fields = fields_of(RuleSet)
    option_fields = set(fields[fields.index("partnerships") + 1 :]) | {"players"}
    assert option_fields == set(names), "every option field of RuleSet has a row, and no more"
    for row in OPTIONS:
        assert row.changes and row.changes <= set(Question), row.name
        assert row.presets and set(row.presets) <= set(te.PRESETS), row.name
        assert all(isinstance(c, Condition) for c in row.matters_only_when), row.name
        assert not row.phrases or len(row.phrases) == len(row.choices), row.name
        for preset in te.PRESETS:
            assert getattr(te.rules(preset), row.name) == row.default(preset), row.name


def test_each_question_and_condition_says_what_it_means() -> None:
    for member in (*Question, *Condition):
        assert member.__doc__ and member.__doc__ != type(member).__doc__, member


# --- every row is true ----------------------------------------------------------------------


_DEALT: dict[tuple[int, RuleSet], Position] = {}


def _positions(rules: RuleSet, count: int, start: int = 0) -> Iterator[Position]:
    """The positions of seeds ``start``, ``start + 1``, ... dealt under ``rules`` (each made once
    a process: a position is made from its seed and rule set only)."""
    for seed in range(start, start + count):
        if (seed, rules) not in _DEALT:
            _DEALT[seed, rules] = Position(seed, rules)
        yield _DEALT[seed, rules]


@pytest.mark.parametrize(("name", "preset", "question"), cells(listed=False))
def test_a_question_a_row_does_not_list_is_never_changed(
    name: str, preset: str, question: Question
) -> None:
    count = ROUNDS if question in ROUND_QUESTIONS else POSITIONS
    for a, b in pairs_to_ask(option_row(name), preset, question):
        for p in _positions(a, count):
            assert not differs(question, a, b, p), (name, preset, question, p.seed)


def unmooted(
    row: Option, question: Question, a: RuleSet, b: RuleSet
) -> Iterator[tuple[RuleSet, RuleSet]]:
    """``a`` and ``b``, then, for each ``moot_for`` clause of the row on ``question`` that holds
    there, both with the clause's option set to each value outside the clause (the row says
    the option changes ``question`` only together with such a value)."""
    yield a, b
    for clause in row.moot_for:
        if clause.question is not question or not clause.holds(a):
            continue
        for value in OPTION_CHOICES[clause.option]:
            if value in clause.values:
                continue
            try:
                yield a.replace(**{clause.option: value}), b.replace(**{clause.option: value})
            except InputError:
                continue


def find_example(name: str, question: Question) -> Position | None:
    """The first position (by seed, under each preset the row applies to in turn) where the
    option changes the answer to ``question`` (where the row says it does so only together
    with another option's value, ``moot_for``, with that value too)."""
    row = option_row(name)
    count = 40 if question in ROUND_QUESTIONS else SEARCH
    for preset in row.presets:
        for pair in choice_pairs(row, preset):
            for a, b in unmooted(row, question, *pair):
                for p in _positions(a, count):
                    if differs(question, a, b, p):
                        return p
    return None


@pytest.mark.parametrize(
    ("name", "question"), [(row.name, q) for row in OPTIONS for q in sorted_questions(row)]
)
def test_a_question_a_row_lists_is_changed_somewhere(name: str, question: Question) -> None:
    # the search is seeded: a row that lists a question it cannot change finds nothing
    assert find_example(name, question) is not None, (name, question)


@pytest.mark.parametrize(
    ("name", "preset"),
    [(row.name, p) for row in OPTIONS for p in te.PRESETS if p not in row.presets],
)
def test_an_option_changes_nothing_under_a_preset_it_does_not_apply_to(
    name: str, preset: str
) -> None:
    pairs = list(choice_pairs(option_row(name), preset))
    if name == "players":
        assert not pairs  # the other presets refuse players=: nothing to compare
    for a, b in pairs:
        for p in _positions(a, POSITIONS):
            for q in Question:
                if q in ROUND_QUESTIONS and p.seed >= ROUNDS:
                    continue
                assert not differs(q, a, b, p), (name, preset, q, p.seed)


def _moot_here(row: Option, rules: RuleSet, p: Position) -> bool:
    lead = _answer(lambda: te.classify_lead(p.lead, trump=p.trump, rules=rules))
    throw = _answer(lambda: _throw(rules, p))
    return row.moot(
        trump=p.trump,
        lead=lead if isinstance(lead, te.Lead) else None,
        throw_fails=not throw.stands if isinstance(throw, te.ThrowCheck) else None,
    )


#: The questions a position's lead and throw decide (a moot condition is about them).
POSITION_QUESTIONS = [
    Q.CARD_ORDER,
    Q.LEAD_KIND,
    Q.FOLLOW,
    Q.THROW_STANDS,
    Q.THROW_FORCED,
    Q.THROW_PENALTY,
    Q.TRICK_WINNER,
]


@pytest.mark.parametrize(
    ("name", "preset"),
    [(row.name, p) for row in OPTIONS if row.matters_only_when for p in row.presets],
)
def test_where_a_condition_of_a_row_fails_the_option_changes_nothing(
    name: str, preset: str
) -> None:
    row = option_row(name)
    about = {c.about for c in row.matters_only_when}
    # a condition on the trump moots every question; one on the lead or the throw, those of
    # the position (the follow, the throw, the trick)
    asked = POSITION_QUESTIONS if about <= {"lead", "throw"} else list(Question)
    moot = 0
    for a, b in choice_pairs(row, preset):
        for p in _positions(a, POSITIONS):
            if not (_moot_here(row, a, p) and _moot_here(row, b, p)):
                continue
            moot += 1
            for q in asked:
                if q in ROUND_QUESTIONS:
                    continue
                if q in (Q.FOLLOW, Q.TRICK_WINNER) and about == {"throw"}:
                    continue  # a failed throw's lead is another lead: asked of that one
                assert not differs(q, a, b, p), (name, preset, q, p.seed)
    assert moot, "the positions searched never met the moot condition"


@pytest.mark.parametrize("name", [row.name for row in OPTIONS if row.through_card_order])
def test_an_option_of_the_card_order_changes_nothing_where_the_orders_agree(name: str) -> None:
    row = option_row(name)
    agreed = 0
    for preset in row.presets:
        for a, b in choice_pairs(row, preset):
            for p in _positions(a, POSITIONS):
                if ask(Q.CARD_ORDER, a, p) != ask(Q.CARD_ORDER, b, p):
                    continue
                agreed += 1
                for q in POSITION_QUESTIONS:
                    assert not differs(q, a, b, p), (name, preset, q, p.seed)
    assert agreed


# --- the comparison's blamed options come from the table ------------------------------------


def _throw_reasons() -> list[str]:
    """The reasons of throws that differ between rule sets that differ in several options."""
    four = te.rules("tractor-4p")
    pairs = [
        (four, four.replace(throw_penalty="none", failed_throw_lead="lowest-card")),
        (four, four.replace(failed_throw_lead="lowest-card")),
        (four.replace(ace_connects_to_rank=True), four.replace(throw_penalty="none")),
    ]
    reasons = []
    for a, b in pairs:
        for p in _positions(a, 400):
            try:
                found = te.compare_rules(
                    p.hand, p.lead, trump=p.trump, rules_a=a, rules_b=b, others=p.others
                )
            except (InputError, te.IllegalPlay):
                continue
            if found.differs:
                reasons.append(found.reason)
    return reasons


def test_the_blamed_options_do_not_depend_on_where_rows_stand(monkeypatch) -> None:
    before = _throw_reasons()
    assert any("failed_throw_lead" in r for r in before)
    assert any("throw_penalty" in r for r in before)
    # a hypothetical option that can change whether a throw stands, inserted first (it is
    # named by a field that never differs between comparable rule sets), and the rows reversed
    hypothetical = Option(
        name="decks",
        changes=frozenset({Q.THROW_STANDS, Q.THROW_FORCED, Q.THROW_PENALTY, Q.FOLLOW}),
        presets=te.PRESETS,
        matters_only_when=(),
        choices=(1, 2),
        phrases=(),
    )
    monkeypatch.setattr(options, "OPTIONS", (hypothetical, *reversed(OPTIONS)))
    assert comparison.throw_options()[-1] == "throw_penalty"
    assert _throw_reasons() == before


def test_the_throw_causes_are_the_table_options_of_the_first_differing_step() -> None:
    for step in options.THROW_STEPS:
        names = set(comparison.throw_options(step))
        assert names == {row.name for row in OPTIONS if step in row.changes}
    assert set(comparison.follow_options()) == {
        row.name for row in OPTIONS if Q.FOLLOW in row.changes
    }
