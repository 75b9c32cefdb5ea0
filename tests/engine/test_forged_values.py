"""Values that cannot be forged (issue 18): a value built by hand is checked as the engine
checks its inputs, and every question classifies again a Lead it did not make itself.

Two routes each: the constructor (directly, or through ``dataclasses.replace`` /
``copy.replace``), and a value forged past every constructor (its fields changed in place),
which the engine must not trust.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

import tractor_engine as te

R5 = te.rules("tractor-5p")
KW = {"trump": "2H", "rules": R5}


def _fields(value: object) -> dict[str, object]:
    return {k: v for k, v in vars(value).items() if not k.startswith("_") and k != "reason"}


def _forged_past_the_constructor(value: object, **changes: object) -> object:
    """A copy of ``value`` with fields changed in place, no constructor called."""
    forged = object.__new__(type(value))
    vars(forged).update(_fields(value), **changes)
    return forged


# --- A Lead whose kind its cards do not have -----------------------------------------------------


def test_replace_cannot_give_a_lead_cards_of_another_kind():
    lead = te.classify_lead("AS", **KW)
    with pytest.raises((TypeError, ValueError)):
        dataclasses.replace(lead, cards=te.parse_cards("AS AS"))  # type: ignore[type-var]
    replace = getattr(copy, "replace", None) or (lambda v, **c: v.__replace__(**c))  # 3.13
    with pytest.raises(ValueError, match=r"kind='single'.*kind='pair'"):
        replace(lead, cards=te.parse_cards("AS AS"))


def test_a_lead_built_by_hand_is_checked_against_its_cards():
    genuine = te.classify_lead("AS AS", **KW)
    single = te.classify_lead("AS", **KW)
    made = te.Lead(genuine.cards, "pair", "S", genuine.components, 1, (), te.Trump("2", "H"), R5)
    assert made == genuine and made.order == genuine.order  # by content: memos may be emptied
    with pytest.raises(ValueError, match="kind='single'"):
        te.Lead(genuine.cards, "single", "S", single.components, 0, (), "2H", R5)
    with pytest.raises(ValueError, match="components"):
        te.Lead(genuine.cards, "pair", "S", single.components, 1, (), "2H", R5)


def test_a_lead_forged_past_its_constructor_is_classified_again_by_every_question():
    lead = te.classify_lead("AS", **KW)
    forged = _forged_past_the_constructor(lead, cards=te.parse_cards("AS AS"))
    assert forged.kind == "single"
    # Today's fault: the K♠ pair must be played on a pair lead, yet this was legal.
    with pytest.raises(ValueError, match=r"kind='single'.*kind='pair'"):
        te.check_follow("KS KS 3S", forged, "KS 3S", **KW)
    for ask in (
        lambda: te.follow_options("KS KS 3S", forged, **KW),
        lambda: te.classify_lead(forged, **KW),
        lambda: te.check_throw(forged, ["KS KS"], **KW),
        lambda: te.trick_result([forged, "KS KS"], **KW),
        lambda: te.trick_winner([forged, "KS KS"], **KW),
    ):
        with pytest.raises(ValueError, match="a Lead is made by classify_lead"):
            ask()
    # Its pickle holds only its cards, trump and rules: unpickled, it is the pair it is.
    assert pickle.loads(pickle.dumps(forged)).kind == "pair"
    # The genuine lead and its cards are answered as before.
    verdict = te.check_follow("KS KS 3S", te.classify_lead("AS AS", **KW), "KS 3S", **KW)
    assert not verdict.legal and "pair" in verdict.reason


def test_a_forged_lead_of_too_many_copies_is_refused():
    lead = te.classify_lead("AS AS", **KW)
    forged = _forged_past_the_constructor(lead, cards=te.parse_cards("AS AS AS"))
    with pytest.raises(te.CardError, match="A♠ appears 3 times"):
        te.check_follow("KS KS 3S", forged, "KS KS 3S", **KW)


# --- Rule sets no preset and option give ---------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"decks": 3},
            r"RuleSet\(decks=3\) is not a rule set: tractor-5p with 5 players has decks=2",
        ),
        ({"tractor_follow": "bogus"}, r"RuleSet\(tractor_follow='bogus'\) is not a rule set"),
        ({"hand_size": 21}, r"hand_size=20"),
        ({"players": 4}, r"tractor-5p is played by 5 players"),
        ({"ace_connects_to_rank": 1}, r"choose one of False, True"),
        ({"name": "tractor-6p"}, r"unknown rule set 'tractor-6p'"),
    ],
)
def test_a_rule_set_built_by_hand_is_checked_like_rules(change, message):
    fields = _fields(R5)
    assert te.RuleSet(**fields) == R5
    with pytest.raises(ValueError, match=message):
        te.RuleSet(**{**fields, **change})
    with pytest.raises(ValueError, match=message):
        R5.__replace__(**change)
    with pytest.raises((TypeError, ValueError)):
        dataclasses.replace(R5, **change)  # type: ignore[type-var]


def test_three_copies_are_refused_under_every_rule_set_that_can_be_built():
    with pytest.raises(ValueError):
        te.RuleSet(**{**_fields(R5), "decks": 3})
    with pytest.raises(te.CardError, match="only 2 times"):
        te.check_follow("KS KS KS 3S", "AS", "3S", trump="2H", rules=R5)


def test_single_deck_for_four_is_a_rule_set_and_its_structure_is_checked():
    four = te.rules("single-deck", players=4)
    assert te.RuleSet(**_fields(four)) == four and four.hand_size == 12
    with pytest.raises(ValueError, match="single-deck with 4 players has kitty_size=6"):
        te.RuleSet(**{**_fields(four), "kitty_size": 4})


# --- Other answers built by hand ----------------------------------------------------------------


def test_follow_options_built_by_hand_are_checked_against_the_rule():
    real = te.follow_options("KS KS 3S", "AS AS", **KW)
    fields = {
        "count": 2,
        "must": real.must,
        "may": real.may,
        "free": real.free,
        "hand": real.hand,
        "lead": real.lead,
        "trump": "2H",
        "rules": R5,
    }
    assert te.FollowOptions(**fields) == real
    with pytest.raises(ValueError, match="must="):
        te.FollowOptions(**{**fields, "must": te.Cards("")})
    with pytest.raises(ValueError, match="free="):
        te.FollowOptions(**{**fields, "free": not real.free})
    forged_lead = _forged_past_the_constructor(real.lead, kind="single")
    with pytest.raises(ValueError, match="a Lead is made by classify_lead"):
        te.FollowOptions(**{**fields, "lead": forged_lead})


def test_components_and_combos_built_by_hand_are_checked():
    pair = te.combos("9D 9D", trump="2H", rules="tractor-4p").pairs[0]
    assert te.Component("pair", pair.cards, pair.top, 1) == te.Component(
        "pair", "9D 9D", pair.top, 1
    )
    for kind, cards, top, pairs in (
        ("pair", "9D 8D", "9D", 1),
        ("single", "9D 9D", "9D", 0),
        ("tractor", "9D 9D", "9D", 1),
        ("pair", "9D 9D", "8D", 1),
        ("tractor", "9D 9D 8D 8D", "9D", 3),
    ):
        with pytest.raises(ValueError, match="is not a component"):
            te.Component(kind, cards, te.Card(top), pairs)
    found = te.combos("3S 3S 4S 4S", trump="2H", rules="tractor-4p")
    assert (
        te.Combos(found.cards, found.pairs, found.tractors, found.notes, "2H", "tractor-4p")
        == found
    )
    with pytest.raises(ValueError, match="not the combos"):
        te.Combos(found.cards, found.pairs, (), found.notes, "2H", "tractor-4p")


def test_a_verdict_built_by_hand_says_legal_with_a_bool_and_a_reason():
    assert te.Verdict(True, "Fine.", "3S", "2H", "tractor-4p").play == te.Cards("3S")
    with pytest.raises(ValueError, match="legal is True or False"):
        te.Verdict("yes", "Fine.")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="a reason is text"):
        te.Verdict(True, 3)  # type: ignore[arg-type]
