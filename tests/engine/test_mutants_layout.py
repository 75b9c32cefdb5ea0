"""Layouts and the tractor helpers (rules §2, §3 "Precisely") at their edges: three copies,
no tractor lengths, runs of one, and a component's text, so that their branches are covered
and a one-token change in engine/layout.py fails a test."""

from __future__ import annotations

import tractor_engine as te
from tractor_engine.layout import best_tractor_score, has_run, layout, runs
from tractor_engine.trump import order_of

ORDER = order_of(te.as_trump("2H"), te.rules("tractor-4p"))


def test_a_third_copy_is_a_single_beside_the_pair_it_leaves():
    parts = layout(list(te.parse_cards("3S 3S 3S 4S 4S 5S")), ORDER)
    assert [(p.kind, str(p), p.describe(), p.size, len(p)) for p in parts] == [
        ("tractor", "4S 4S 3S 3S", "the 4-card tractor 4♠ 4♠ 3♠ 3♠", 4, 4),
        ("single", "5S", "the single 5♠", 1, 1),
        ("single", "3S", "the single 3♠", 1, 1),
    ]


def test_a_component_shows_its_cards_and_says_what_it_is():
    pair = layout(list(te.parse_cards("3S 3S")), ORDER)[0]
    assert str(pair) == "3S 3S" and pair.describe() == "the pair 3♠ 3♠"
    assert te.Card("3S") in pair and te.Card("4S") not in pair
    html = pair._repr_html_()
    assert 'data-cards="3S 3S"' in html and "the pair 3♠ 3♠" in html


def test_runs_and_tractor_helpers_at_their_edges():
    assert runs([5, 4, 2, 1, 7]) == [(7, 7), (4, 5), (1, 2)]
    assert runs([]) == []
    assert best_tractor_score({1: 1, 2: 1}, []) == ()
    assert best_tractor_score({1: 1, 2: 1}, [2]) == (1,)
    assert best_tractor_score({1: 1, 3: 1}, [2]) == (0,)
    assert not has_run([], 1) and has_run([3], 1) and has_run([3], 0)
    assert not has_run([3, 5], 2) and has_run([5, 3, 4], 3) and not has_run([1, 2, 4, 5], 3)
