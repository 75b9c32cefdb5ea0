"""``te.cannot_differ``: two rule sets that cannot differ, said at once from the options table.

- The search never starts: ``find_differences`` raises ``CannotDiffer`` (an ``InputError``)
  and ``disagreement_rates`` answers with no counts, before any round is dealt.
- The reasons name the options by name, in the language in force.
- Every claim is true by brute force: each "cannot differ" the function says for a value of an
  option against its preset's default is checked with the search's own questions (bot rounds
  and aimed positions, the shortcut bypassed), and each ``MootFor`` clause of the table on
  random and aimed positions; ``ace_connects_to_rank`` under ``pairs-suffice`` also against
  the brute-force oracle (hypothesis), with ``must-tractor`` shown to differ on the same kind
  of positions so that the test can fail.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.trump import order_of
from tractor_engine.compare import aimed, differences, rates
from tractor_engine.compare.aimed import build_spot
from tractor_engine.compare.alike import KIND_QUESTIONS
from tractor_engine.rulebook.options import OPTIONS, Question

from .oracle import multisubsets, oracle_legal
from .positions import option_value_kinds
from .test_option_table import Position, choice_pairs, differs

R4 = te.rules("tractor-4p")
R5 = te.rules("tractor-5p")
ACE = R4.replace(ace_connects_to_rank=True)
MUST = R4.replace(tractor_follow="must-tractor")
KINDS = tuple(KIND_QUESTIONS)


@pytest.fixture
def no_search(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Record (and refuse) any round or aimed position the search or the rates would deal."""
    dealt: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        dealt.append(args)
        raise AssertionError("a round was dealt")

    monkeypatch.setattr(differences, "walk_round", refuse)
    monkeypatch.setattr(differences, "aimed_findings", refuse)
    monkeypatch.setattr(rates, "run_chunks", refuse)
    return dealt


# --- the search never starts ------------------------------------------------------------------


@pytest.mark.parametrize("preset", te.PRESETS)
@pytest.mark.parametrize("kind", KINDS)
def test_the_same_rule_set_is_never_searched(preset: str, kind: str, no_search: list[Any]) -> None:
    rules = te.rules(preset)
    reason = te.cannot_differ(kind, rules, rules)
    assert reason == f"The two rule sets are the same ({preset}): nothing can differ."
    with pytest.raises(te.CannotDiffer) as raised:
        te.find_differences(rules, rules, kind=kind, progress=False)
    assert isinstance(raised.value, te.InputError)
    assert raised.value.reason == str(raised.value) == reason
    assert not no_search


def test_ace_under_pairs_suffice_is_never_searched_for_follows(no_search: list[Any]) -> None:
    with pytest.raises(te.CannotDiffer) as raised:
        te.find_differences(R4, ACE, kind="follow", budget=1000, progress=False)
    assert raised.value.reason == (
        "No follow can differ between tractor-4p and tractor-4p (ace_connects_to_rank=True): "
        "ace_connects_to_rank cannot change it under tractor_follow='pairs-suffice', which "
        "both rule sets play."
    )
    assert not no_search


def test_the_rates_answer_at_once_with_the_reason(no_search: list[Any]) -> None:
    b = R4.replace(kitty_multiplier="twice-cards")  # the preset's own value: the same rule set
    answer = te.disagreement_rates(R4, b, deals=10_000, workers=1)
    assert answer.counts == () and answer.compared == 0
    assert answer.reason == te.cannot_differ("hand", R4, R4)
    assert answer.reason in answer.report()
    assert not no_search


def test_rates_that_can_differ_in_one_kind_are_counted() -> None:
    answer = te.disagreement_rates(R4, MUST, deals=2, workers=1)
    assert answer.reason is None and answer.compared > 0  # follows and tricks can differ


def test_the_reason_is_said_in_the_language_in_force() -> None:
    error = te.CannotDiffer("follow", R4, ACE)
    with te.language("es"):
        spanish = error.reason
    assert spanish.startswith("Ninguna respuesta a una salida puede diferir")
    assert "ace_connects_to_rank" in spanish and "tractor_follow='pairs-suffice'" in spanish
    assert error.reason.startswith("No follow can differ")


# --- what is ruled out, and what is not ---------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "a", "b", "named"),
    [
        ("follow", R4, R4.replace(kitty_multiplier="power-of-two"), "kitty_multiplier does not"),
        ("throw", R4, MUST, "tractor_follow does not"),
        ("follow", te.rules("single-deck"), te.rules("single-deck", tractor_follow="pairs-suffice"),
         "tractor_follow changes nothing under single-deck"),
        ("trick", te.rules("single-deck"),
         te.rules("single-deck", no_trump_keeps_rank_trumps=False),
         "no_trump_keeps_rank_trumps matters only in no trump"),
        ("hand", R5, R5.replace(ace_connects_to_rank=True),
         "ace_connects_to_rank changes a hand's score only through a failed throw's penalty"),
        ("hand", R5, R5.replace(failed_throw_lead="beaten-component"), "throw_penalty='none'"),
    ],
)  # fmt: skip
def test_each_reason_names_the_options(kind: str, a: Any, b: Any, named: str) -> None:
    reason = te.cannot_differ(kind, a, b)
    assert reason is not None and named in reason


@pytest.mark.parametrize(
    ("kind", "a", "b"),
    [
        ("follow", R4, MUST),
        ("trick", R4, MUST),
        ("throw", R4, ACE),
        ("trick", R4, ACE),
        ("follow", R4, ACE.replace(tractor_follow="must-tractor")),  # the clause does not hold
        ("follow", R5, R5.replace(ace_connects_to_rank=True)),
        ("hand", R4, R4.replace(failed_throw_lead="lowest-card")),  # ten-per-card counts cards
        ("hand", R5, R5.replace(kitty_multiplier="twice-cards")),
        ("follow", R4, R5),  # other presets: not ruled out
    ],
)
def test_what_can_differ_is_not_ruled_out(kind: str, a: Any, b: Any) -> None:
    assert te.cannot_differ(kind, a, b) is None


def test_bad_input_is_refused_naming_it() -> None:
    with pytest.raises(te.InputError, match="kind='draw'"):
        te.cannot_differ("draw", R4, R4)
    with pytest.raises(te.InputError, match="unknown rule set"):
        te.cannot_differ("follow", "tractor-9p", R4)


# --- every claim is true by brute force ---------------------------------------------------------


def value_cells() -> list[tuple[str, str, Any, str]]:
    """(preset, option, value, kind) where ``cannot_differ`` rules the value out against the
    preset's default (rule sets one round cannot seat are left out)."""
    return [
        (preset, option, value, kind)
        for preset, option, value, kind in option_value_kinds()
        if (
            te.cannot_differ(kind, te.rules(preset), te.rules(preset, **{option: value}))
            is not None
        )
    ]


@pytest.mark.parametrize(("preset", "option", "value", "kind"), value_cells())
def test_what_is_ruled_out_never_differs_in_the_search(
    preset: str, option: str, value: Any, kind: str
) -> None:
    """The search's own questions, the "cannot differ" answer bypassed: bot rounds (random
    and combination bots, every held lead) and the positions aimed at every aim."""
    a, b = te.rules(preset), te.rules(preset, **{option: value})
    for i in range(3):
        for bots in ("random", "combination"):
            found = differences.walk_round(
                a, b, f"cannot/{i}", kinds=(kind,), bots=bots, held_leads=True
            )
            assert not any(f.differs for f in found), (preset, option, value, kind, i, bots)
    rng = random.Random(f"cannot/{option}/{kind}")
    for aim in aimed.EVERY_AIM:
        if aim == "rounds":
            if kind == "hand":
                found = aimed.kept_round(a, b, f"cannot/{option}")
                assert not any(f.differs for f in found), (preset, option, value, aim)
            continue
        for _ in range(8):
            spot = build_spot(rng, aim, a)
            if spot is not None:
                found = aimed._ask(spot, kind, a, b)
                assert not any(f.differs for f in found), (preset, option, value, kind, aim)


def clause_cells() -> list[tuple[str, int, str]]:
    """(option, clause index, preset) for each ``MootFor`` clause whose option the rule
    sets have, under each preset with pairs the row applies to."""
    return [
        (row.name, k, preset)
        for row in OPTIONS
        for k, clause in enumerate(row.moot_for)
        if hasattr(R4, clause.option)
        for preset in row.presets
        if te.rules(preset).has_pairs
    ]


def _positions(a: te.RuleSet, aims: tuple[str, ...], count: int) -> list[Position]:
    """Random positions of the option table's test, and aimed ones made into the same shape."""
    found = [Position(seed, a) for seed in range(count)]
    rng = random.Random("clauses")
    for aim in aims:
        for _ in range(count // len(aims)):
            spot = build_spot(rng, aim, a)
            if spot is None:
                continue
            p = Position(0, a)
            p.trump, p.lead, p.hand = spot.trump, spot.lead, spot.hands[1]
            p.others = {s: h for s, h in spot.hands.items() if s}
            found.append(p)
    return found


@pytest.mark.parametrize(("option", "k", "preset"), clause_cells())
def test_each_moot_under_clause_is_true(option: str, k: int, preset: str) -> None:
    row = next(r for r in OPTIONS if r.name == option)
    clause = row.moot_for[k]
    aims = tuple(a for a in aimed.AIMS.get(option, aimed.EVERY_AIM) if a != "rounds") or (
        "tractor",
    )
    checked = 0
    for value in clause.values:
        for a, b in choice_pairs(row, preset):
            a = a.replace(**{clause.option: value})
            b = b.replace(**{clause.option: value})
            for p in _positions(a, (*aims, "tractor"), 300):
                assert not differs(clause.question, a, b, p), (option, clause, p.seed)
                checked += 1
    assert checked >= 500


def test_ace_changes_follows_under_must_tractor_on_the_same_positions() -> None:
    """The clause is needed: the positions the clause test asks do tell ace_connects_to_rank
    apart once a tractor must be followed."""
    a = MUST
    b = MUST.replace(ace_connects_to_rank=True)
    seen = sum(differs(Question.FOLLOW, a, b, p) for p in _positions(a, ("ace",), 300))
    assert seen >= 1


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_ace_never_changes_a_pairs_suffice_follow_by_the_oracle(seed: int) -> None:
    """The oracle (rules §4 "Precisely", by enumeration) under both card orders: the same
    legal plays, and the engine agrees."""
    rng = random.Random(seed)
    spot = None
    while spot is None:
        spot = build_spot(rng, "ace", R4)
    hand = list(spot.hands[1])[:11]
    lead = list(spot.lead)
    order_a, order_b = order_of(spot.trump, R4), order_of(spot.trump, ACE)
    plays = multisubsets(hand, len(lead))
    legal_a = {x for x in plays if oracle_legal(hand, lead, x, order_a, "pairs-suffice")}
    legal_b = {x for x in plays if oracle_legal(hand, lead, x, order_b, "pairs-suffice")}
    assert legal_a == legal_b
    found = te.compare_rules(hand, lead, trump=spot.trump, rules_a=R4, rules_b=ACE)
    assert not found.follow_differs
    assert len(found.plays_a) == len(legal_a)
