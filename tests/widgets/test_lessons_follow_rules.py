"""``lessons.side_by_side`` (lesson 11): several follow rules on one position. Every mark,
count and reason it draws is the engine's, and bad input is refused naming the bad part."""

from __future__ import annotations

import itertools

import pytest

import tractor_engine as te
from tractor_widgets import lessons

HAND, LEAD, TRUMP = "5H 5H 6H 6H 9H 9H 10H 10H 3S KC", "JH JH QH QH", "2S"
PLAYS = ["5H 5H 9H 9H", "5H 5H 6H 6H", "5H 6H 9H 10H"]
LOOSE = te.rules("tractor-4p")
STRICT = te.rules("tractor-4p", tractor_follow="must-tractor")


def distinct_legal_plays(hand: str, lead: str, rules: te.RuleSet) -> int:
    """By brute force: every distinct selection of the lead's size, judged one by one."""
    size = len(lead.split())
    chosen = {tuple(sorted(p)) for p in itertools.combinations(hand.split(), size)}
    return sum(te.check_follow(hand, lead, list(p), trump=TRUMP, rules=rules).legal for p in chosen)


def test_each_cell_is_the_engines_verdict_and_each_count_is_counted() -> None:
    table = lessons.side_by_side(HAND, LEAD, PLAYS, trump=TRUMP, rules=[LOOSE, STRICT])
    for ruleset, row, count in zip(table.rules, table.verdicts, table.counts, strict=True):
        for play, verdict in zip(PLAYS, row, strict=True):
            assert verdict == te.check_follow(HAND, LEAD, play, trump=TRUMP, rules=ruleset)
        assert count == distinct_legal_plays(HAND, LEAD, ruleset)
    legal = [[v.legal for v in row] for row in table.verdicts]
    assert legal == [[True, True, False], [False, True, False]]
    assert table.counts[0] > table.counts[1]


def test_the_picture_holds_every_reason_and_every_rule_set() -> None:
    table = lessons.side_by_side(HAND, LEAD, PLAYS, trump=TRUMP, rules=[LOOSE, STRICT])
    page = table._repr_html_()
    text = str(table)
    for row in table.verdicts:
        for verdict in row:
            assert te.symbols(list(verdict.play)) in page
            assert verdict.reason.replace("'", "&#x27;") in page
    assert "tractor_follow=&#x27;must-tractor&#x27;" in page and "must-tractor" in text
    assert "✓ ✓ ✕" in text and "✕ ✓ ✕" in text


def test_rule_sets_that_allow_the_same_plays_are_grouped() -> None:
    table = lessons.side_by_side(HAND, LEAD, PLAYS, trump=TRUMP, rules=[LOOSE, STRICT, LOOSE])
    assert table.agreeing() == [[LOOSE, LOOSE], [STRICT]]


def test_the_table_speaks_the_language_in_force() -> None:
    table = lessons.side_by_side(HAND, LEAD, PLAYS, trump=TRUMP, rules=[LOOSE, STRICT])
    with te.language("es"):
        page = table._repr_html_()
    assert "Jugada 1" in page and "jugadas legales" in page and "ilegal" in page


@pytest.mark.parametrize(
    ("plays", "rules", "names"),
    [
        (["5H 5H 9H"], [LOOSE], "3 cards, the lead 4"),
        (["5H 5H 5H 9H"], [LOOSE], "not in the hand"),
        ("5H 5H 9H 9H", [LOOSE], "a list of plays"),
        (PLAYS, "tractor-4p", "a list of rule sets"),
        (PLAYS, [], "a list of rule sets"),
        (["5H 5H 9H XX"], [LOOSE], "XX"),
    ],
)
def test_bad_input_is_refused_naming_the_bad_part(plays, rules, names) -> None:
    with pytest.raises(te.InputError, match=names):
        lessons.side_by_side(HAND, LEAD, plays, trump=TRUMP, rules=rules)
