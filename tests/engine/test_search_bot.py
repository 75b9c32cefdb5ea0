"""The search bot: it never reads a hidden hand, it is reproducible, its budget caps it, and it
says why it played what it played."""

from __future__ import annotations

from collections import Counter

import pytest

import tractor_engine as te
from tractor_engine.play.bots import GreedyBot
from tractor_engine.play.search_bot import SearchBot, SearchReason

NAMESPACE = {name: getattr(te, name) for name in te.__all__}


def bots_until(rnd: te.Round, stop, seed: int = 0) -> te.Round:
    """Play ``rnd`` with greedy bots until ``stop(rnd)`` holds; returns it."""
    bot = GreedyBot(seed)
    while rnd.phase != "done" and not stop(rnd):
        rnd.act(bot.choose(rnd))
    return rnd


def same_for_seat(preset: str, seed: int, stop) -> tuple[te.Round, te.Round, int]:
    """Two rounds that agree on everything the seat to act can see (the public actions, its
    own hand, and the kitty if it buried it) but deal the hidden cards differently: the second
    deck is the first with two hidden, unplayed, plain (not trump, never bid) cards of one
    suit swapped between two other seats, each a single in both hands, so every action
    replays."""
    deck = list(te.arrange_deck(preset, seed=seed))
    first = bots_until(te.Round(preset, deck=deck), stop, seed)
    assert first.deal_number == 0 and first.to_act is not None
    seat = first.to_act
    n = first.players
    dealt = n * first.rules.hand_size
    order = first.order
    # the dealer is seat 0: deck position p goes to seat p % n
    dealt_to = [Counter(deck[p] for p in range(dealt) if p % n == s) for s in range(n)]
    for i in range(dealt):
        for j in range(i + 1, dealt):
            a, b = i % n, j % n
            x, y = deck[i], deck[j]
            if seat in (a, b) or a == b or x is y or order.is_trump(x) or order.is_trump(y):
                continue
            if x.suit != y.suit:
                continue
            held_a, held_b = Counter(first.hands[a]), Counter(first.hands[b])
            # each a single its seat was dealt and still holds; neither seat ever had the other
            if not held_a[x] == dealt_to[a][x] == held_b[y] == dealt_to[b][y] == 1:
                continue
            if held_a[y] or dealt_to[a][y] or held_b[x] or dealt_to[b][x]:
                continue
            swapped = list(deck)
            swapped[i], swapped[j] = y, x
            second = te.Round(preset, deck=swapped)
            try:
                for action in first.actions:
                    second.act(action)
            except te.IllegalPlay:
                continue
            assert second.hand(seat) == first.hand(seat)
            assert second.hands != first.hands
            return first, second, seat
    pytest.fail("no swap of hidden cards replays")  # pragma: no cover


def a_lead(trick: int):
    return lambda r: r.phase == "play" and len(r.tricks) == trick and not r.trick


def a_follow(trick: int):
    return lambda r: r.phase == "play" and len(r.tricks) == trick and len(r.trick) == 1


@pytest.mark.parametrize(
    ("preset", "seed", "stop"),
    [
        ("tractor-4p", 1, a_lead(3)),
        ("tractor-4p", 2, a_follow(5)),
        ("tractor-5p", 3, a_follow(2)),
        ("tractor-5p", 4, lambda r: r.phase == "call"),
        ("single-deck", 5, a_lead(2)),
        ("single-deck", 6, a_follow(4)),
    ],
)
def test_it_never_reads_a_hidden_hand(preset, seed, stop):
    first, second, seat = same_for_seat(preset, seed, stop)
    bot_a, bot_b = SearchBot(11, samples=4), SearchBot(11, samples=4)
    assert bot_a.choose(first) == bot_b.choose(second)
    assert bot_a.last_reason == bot_b.last_reason
    if first.phase == "play":
        assert bot_a.last_reason is None or bot_a.last_reason.seat == seat


def test_the_same_seed_and_samples_decide_the_same():
    rnd = bots_until(te.Round("tractor-4p", seed=8), a_follow(4))
    choices = [SearchBot(5, samples=5).choose(rnd.copy()) for _ in range(2)]
    reasons = []
    for _ in range(2):
        bot = SearchBot(5, samples=5)
        bot.choose(rnd)
        reasons.append(bot.last_reason)
    assert choices[0] == choices[1]
    assert reasons[0] == reasons[1] and reasons[0] is not None


def test_a_tiny_budget_searches_fewer_worlds():
    rnd = bots_until(te.Round("tractor-4p", seed=9), a_lead(1))
    full = SearchBot(1, samples=12)
    full.choose(rnd)
    capped = SearchBot(1, samples=12, time_budget=1e-9)
    capped.choose(rnd)
    assert full.last_reason is not None and capped.last_reason is not None
    assert full.last_reason.worlds == 12
    assert capped.last_reason.worlds == 1


def test_a_single_legal_play_is_not_searched():
    rnd = bots_until(te.Round("single-deck", seed=3), lambda r: r.phase == "done")
    last = rnd.at(rnd.step - 1)  # the last play of the round: one card left
    bot = SearchBot(0, samples=3)
    action = bot.choose(last)
    assert bot.last_reason is None and last.is_legal(action)


def test_it_plays_whole_rounds_of_every_preset():
    for preset in ("tractor-4p", "tractor-5p", "single-deck"):
        rnd = te.Round(preset, seed=21)
        bots = [SearchBot(s, samples=2) if s % 2 == 0 else GreedyBot(s) for s in range(rnd.players)]
        te.play_out(rnd, bots)
        assert rnd.phase == "done"


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"samples": 0}, "samples"),
        ({"samples": 2.5}, "samples"),
        ({"samples": True}, "samples"),
        ({"time_budget": -1}, "time_budget"),
        ({"time_budget": "1"}, "time_budget"),
        ({"margin": -0.5}, "margin"),
        ({"margin": None}, "margin"),
        ({"max_candidates": 0}, "max_candidates"),
    ],
)
def test_bad_arguments_are_refused_by_name(kwargs, name):
    with pytest.raises(te.InputError, match=name):
        SearchBot(0, **kwargs)
    with pytest.raises(te.InputError, match="seed"):
        SearchBot(1.5)


def a_reason(chosen: str, default: str, worlds: int = 20) -> SearchReason:
    play, other = te.Play(0, chosen), te.Play(0, default)
    return SearchReason(0, play, other, worlds, ((other, 40.0, -1.0), (play, 52.0, -0.5)))


def test_reasons_are_values_said_in_the_language_in_force():
    reason = a_reason("KS", "AS")
    assert eval(repr(reason), NAMESPACE) == reason
    assert hash(reason) == hash(a_reason("KS", "AS"))
    assert reason.sentence() == (
        "K♠ kept 12 more points on average than A♠ over 20 ways the unseen cards could lie."
    )
    assert reason.sentence("es") == (
        "K♠ conservó 12 puntos más de media que A♠ en 20 formas en que podrían estar las "
        "cartas no vistas."
    )
    with te.language("es"):
        assert reason.sentence() == reason.sentence("es")
    kept = SearchReason(0, te.Play(0, "AS"), te.Play(0, "AS"), 30, ((te.Play(0, "AS"), 1.0, 0.0),))
    assert kept.sentence() == (
        "A♠: no other play did clearly better over 30 ways the unseen cards could lie."
    )
    assert kept.sentence("zh").startswith("A♠：")


def test_a_reason_after_a_search_names_its_candidates():
    rnd = bots_until(te.Round("tractor-4p", seed=12), a_lead(2))
    bot = SearchBot(3, samples=4)
    action = bot.choose(rnd)
    reason = bot.last_reason
    assert reason is not None
    assert reason.chosen == action and reason.seat == rnd.to_act
    assert reason.evaluations[0][0] == reason.default == GreedyBot(0).choose(rnd)
    assert len({a for a, _, _ in reason.evaluations}) == len(reason.evaluations) >= 2
    assert all(rnd.is_legal(a) for a, _, _ in reason.evaluations)
    assert "4 ways the unseen cards could lie" in reason.sentence()
    assert eval(repr(reason), NAMESPACE) == reason


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_quick_rollouts_play_only_legal_plays(preset):
    from tractor_engine.play.rollout import finish

    for seed in range(3):
        start = bots_until(te.Round(preset, seed=seed), lambda r: r.phase == "play")
        done = finish(start.copy())
        assert done.phase == "done" and done.result is not None
        checked = start.copy()  # every play again, judged this time
        for trick in done.tricks:
            for seat, cards in trick.plays:
                checked.act(te.Play(seat, cards))
        assert [t.winner for t in checked.tricks] == [t.winner for t in done.tricks]
        assert checked.result == done.result
