"""follow_rules_disagree: a predicate on a round, exact because it compares the plays."""

from __future__ import annotations

from tractor_engine.compare.search import follow_rules_disagree
from tractor_engine.play.round import Round, arrange_deck

from .round_support import fill, to_play


def test_the_tractor_rules_disagree_where_the_marks_agree_but_the_plays_do_not():
    # Seat 1 holds 5♥ 5♥ 6♥ 6♥ 9♥ 9♥ 10♥ 10♥ against J♥ J♥ Q♥ Q♥: 5♥ 5♥ 9♥ 9♥ is legal
    # under pairs-suffice only, though every card is "may" under both settings.
    hands = fill("tractor-4p", {0: "2S JH JH QH QH", 1: "5H 5H 6H 6H 9H 9H 10H 10H"}, suits="CD")
    rnd = Round("tractor-4p", deck=arrange_deck("tractor-4p", hands))
    to_play(rnd, 0, "2S", keep="JH JH QH QH")
    rnd.play("JH JH QH QH")
    assert rnd.to_act == 1 and rnd.lead.kind == "tractor"
    assert follow_rules_disagree(rnd)
    # the same lead against pairs that make no tractor: both settings allow the same plays
    hands = fill("tractor-4p", {0: "2S JH JH QH QH", 1: "5H 5H 7H 7H 9H 9H KH KH"}, suits="CD")
    rnd = Round("tractor-4p", deck=arrange_deck("tractor-4p", hands))
    to_play(rnd, 0, "2S", keep="JH JH QH QH")
    rnd.play("JH JH QH QH")
    assert rnd.to_act == 1 and not follow_rules_disagree(rnd)
