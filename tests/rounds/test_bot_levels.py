"""Bots by name and by level, and the random bot that leads like people (issue 29).

The random bot leads a single, pair or tractor of its hand, or a throw it knows will stand:
checked against a brute-force reading of "no unseen card can beat a part", against the real
hands (no throw of its fails), and for what it reads (two rounds that agree on what its seat
sees give the same lead)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

import tractor_engine as te
from tractor_engine.cards.deck import full_deck
from tractor_engine.play.bots import BOT_NAMES, GreedyBot, RandomBot, bots_named, play_out
from tractor_engine.play.leads import lead_parts, unseen_cards
from tractor_engine.play.levels import LEVELS, STATISTICS_BOTS, SlipBot
from tractor_engine.play.search_bot import STRONG_TIME_BUDGET, SearchBot

PRESETS = ("tractor-4p", "tractor-5p", "single-deck")


# --- bots by name -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(set(BOT_NAMES) - {"strong"}))  # strong: below
def test_every_name_makes_one_bot_a_seat_that_plays_a_round(name):
    for players, preset in ((4, "tractor-4p"), (5, "tractor-5p")):
        bots = bots_named(name, players, seed=f"names/{name}")
        assert len(bots) == players and all(callable(b.choose) for b in bots)
        rnd = play_out(te.Round(preset, seed=3), bots)
        assert rnd.phase == "done" and rnd.result is not None


def test_the_names_and_the_levels():
    assert list(BOT_NAMES)[:4] == ["beginner", "easy", "normal", "strong"]
    assert {"random", "greedy", "mixed", "combination", "uniform", "mixed-uniform"} <= set(
        BOT_NAMES
    )
    assert all(isinstance(b, GreedyBot) for b in bots_named("normal", 4, 1))
    assert [type(b) for b in bots_named("mixed", 4, 1)] == [GreedyBot, RandomBot] * 2
    assert [b.lead_mode for b in bots_named("random", 4, 1)] == ["people"] * 4
    assert [b.lead_mode for b in bots_named("combination", 4, 1)] == ["combination"] * 4
    assert [b.lead_mode for b in bots_named("uniform", 4, 1)] == ["uniform"] * 4
    assert [b.slips for b in bots_named("beginner", 4, 1)] == [LEVELS["beginner"]] * 4
    assert [b.slips for b in bots_named("easy", 4, 1)] == [LEVELS["easy"]] * 4
    assert 0 < LEVELS["easy"] < LEVELS["beginner"] < 1  # beginner slips more often
    assert STATISTICS_BOTS in BOT_NAMES


def test_strong_is_the_search_bot_with_the_tables_budget():
    """One ``SearchBot`` a seat, each with its own seed and ``STRONG_TIME_BUDGET``; late in a
    round (few cards left, so the search is short) it chooses a legal play."""
    bots = bots_named("strong", 4, seed=2)
    assert all(isinstance(b, SearchBot) for b in bots)
    assert {b.time_budget for b in bots} == {STRONG_TIME_BUDGET}
    assert len({b.rng.random() for b in bots}) == 4
    rnd = te.Round("tractor-4p", seed=2)
    greedy = bots_named("greedy", 4, 2)
    while not (rnd.phase == "play" and len(rnd.hand(rnd.to_act)) <= 3):
        rnd.act(greedy[rnd.to_act].choose(rnd))
    action = bots_named("strong", 4, seed=2)[rnd.to_act].choose(rnd)
    assert rnd.is_legal(action)


def test_normal_is_greedy_by_another_name():
    """The same seed gives the same bots, so the same round, action for action."""
    a = play_out(te.Round("tractor-4p", seed=8), bots_named("normal", 4, 8))
    b = play_out(te.Round("tractor-4p", seed=8), bots_named("greedy", 4, 8))
    assert a.actions == b.actions


@pytest.mark.parametrize(
    ("name", "players", "words"),
    [
        ("clever", 4, "unknown bots 'clever': use 'beginner', 'easy', 'normal', 'strong', 'ran"),
        ("Easy", 4, "'mixed-uniform'"),
        (3, 4, "unknown bots 3"),
        ("easy", 6, "players must be a whole number from 1 to 5, not 6"),
        ("easy", True, "players must be a whole number from 1 to 5, not True"),
    ],
)
def test_bots_named_refuses_naming_what_it_knows(name, players, words):
    with pytest.raises(te.InputError) as caught:
        bots_named(name, players)
    assert words in str(caught.value)


def test_the_refusal_names_every_known_name():
    with pytest.raises(te.InputError) as caught:
        bots_named("strongest", 4)
    assert all(repr(name) in str(caught.value) for name in BOT_NAMES)


@pytest.mark.parametrize("slips", [-0.1, 1.5, "half", True, None])
def test_slip_bot_refuses_a_slip_rate_that_is_not_a_probability(slips):
    with pytest.raises(te.InputError, match="slips must be a number from 0 to 1"):
        SlipBot(1, slips=slips)


def test_random_bot_refuses_an_unknown_way_of_leading():
    with pytest.raises(te.InputError, match="lead must be one of 'people', 'combination'"):
        RandomBot(1, lead="throws")


def test_slip_bot_slips_as_often_as_it_says():
    """Over whole rounds, the share of plays made at random is near ``slips`` (a binomial
    count well inside five standard deviations); bids, the kitty and calls never slip."""
    for slips in (0.0, 0.2, 0.5, 1.0):
        bots = [SlipBot(f"slips/{slips}/{s}", slips=slips) for s in range(4)]
        plays = 0
        for seed in range(6):
            rnd = play_out(te.Round("tractor-4p", seed=seed), bots)
            plays += sum(1 for a in rnd.actions if a.type == "play")
        slipped = sum(b.slipped for b in bots)
        spread = 5 * (plays * slips * (1 - slips)) ** 0.5
        assert abs(slipped - plays * slips) <= spread


# --- the random bot's leads -------------------------------------------------------------------


def _beats(unseen: list[te.Card], part: te.Lead, order: object) -> bool:
    """Brute force: can some set of the unseen cards of the part's group be led as a part of
    the same kind and size, higher than it? (Singles by power; pairs and tractors by
    classifying every set of unseen pairs of that length.)"""
    power = order.power  # type: ignore[attr-defined]
    group = order.group  # type: ignore[attr-defined]
    same = [c for c in unseen if group[c.id] == part.group]
    top = max(power[c.id] for c in part.cards)
    if part.kind == "single":
        return any(power[c.id] > top for c in same)
    counts = Counter(same)
    pairs = sorted({c for c, k in counts.items() if k >= 2}, key=lambda c: power[c.id])
    size = len(part.cards) // 2
    for chosen in itertools.combinations(pairs, size):
        cards = [c for c in chosen for _ in "xx"]
        led = te.classify_lead(cards, trump=part.trump, rules=part.rules)
        if led.kind == part.kind and max(power[c.id] for c in cards) > top:
            return True
    return False


def _lead_positions(preset: str, seeds: range, bots: str = "random"):
    """Every lead position of the seeded rounds played by ``bots``, as (round copy, seat)."""
    for seed in seeds:
        rnd = te.Round(preset, seed=seed)
        players = bots_named(bots, rnd.players, seed)
        while rnd.phase != "done":
            if rnd.phase == "play" and not rnd.trick:
                yield rnd.copy(), rnd.to_act
            rnd.act(players[rnd.to_act].choose(rnd))


@pytest.mark.parametrize("preset", PRESETS)
def test_the_parts_are_leads_of_their_kind_and_the_throws_stand_by_brute_force(preset):
    """Every part listed is a lead of its kind from the seat's hand; a throw listed has no
    part that some unseen cards could beat (brute force), and a suit group whose every part is
    unbeatable is offered whole."""
    throws = 0
    for rnd, seat in _lead_positions(preset, range(6)):
        order, hand = rnd.order, Counter(rnd.hand(seat))
        unseen = unseen_cards(rnd, seat)
        played = Counter(c for t in rnd.tricks for _, p in t.plays for c in p)
        assert Counter(unseen) + played + hand == Counter(full_deck(rnd.rules))
        kinds = lead_parts(rnd, seat)
        for kind, parts in kinds.items():
            for cards in parts:
                assert not Counter(cards) - hand  # held
                led = te.classify_lead(cards, trump=rnd.trump, rules=rnd.rules)
                assert led.kind == kind
                if kind == "throw":
                    throws += 1
                    for part in led.components:
                        one = te.classify_lead(part.cards, trump=rnd.trump, rules=rnd.rules)
                        assert not _beats(unseen, one, order)
        by_group: dict[str, list[te.Card]] = {}
        for card in rnd.hand(seat):
            by_group.setdefault(order.group[card.id], []).append(card)
        offered = {order.group[t[0].id]: Counter(t) for t in kinds.get("throw", [])}
        for g, cards in by_group.items():
            whole = te.classify_lead(cards, trump=rnd.trump, rules=rnd.rules)
            if whole.kind != "throw":
                assert g not in offered
                continue
            standing = [
                p
                for p in whole.components
                if not _beats(
                    unseen, te.classify_lead(p.cards, trump=rnd.trump, rules=rnd.rules), order
                )
            ]
            if len(standing) == len(whole.components):
                assert offered.get(g) == Counter(cards)  # the whole group, when all of it stands
            elif len(standing) < 2:
                assert g not in offered
    assert throws >= 3


@pytest.mark.parametrize("preset", PRESETS)
def test_the_random_bot_never_fails_a_throw(preset):
    """Over many rounds its throws all stand against the real hands, and it does throw."""
    led = Counter()
    for seed in range(40):
        rnd = play_out(
            te.Round(preset, seed=f"throws/{seed}"),
            bots_named("random", te.rules(preset).players, seed),
        )
        assert not rnd.penalties
        for trick in rnd.tricks:
            assert trick.attempted is None
            led[te.classify_lead(trick.lead, trump=rnd.trump, rules=rnd.rules).kind] += 1
    assert led["throw"] > 5 and led["single"]
    assert led["pair"] or te.rules(preset).decks == 1  # one deck: no pairs


def _redealt(rnd: te.Round, seat: int, rng: random.Random) -> te.Round:
    """A copy of ``rnd`` where every card ``seat`` has not seen (the other hands and the
    kitty) is dealt again at random, each hand keeping its size: the same position as far as
    ``seat`` can tell."""
    other = rnd.copy()
    seats = [s for s in range(rnd.players) if s != seat]
    pool = [c for s in seats for c in other._hands[s]] + list(other._kitty)
    rng.shuffle(pool)
    for s in seats:
        size = len(other._hands[s])
        other._hands[s], pool = pool[:size], pool[size:]
        other._counts[s] = dict(Counter(other._hands[s]))
    other._kitty = pool
    other._options = None
    return other


@pytest.mark.parametrize("preset", PRESETS)
def test_the_random_bot_reads_no_hidden_hand(preset):
    """Two rounds that agree on everything the leader can see (its hand, the cards played)
    but deal the other cards otherwise: the same seed leads the same cards. The redeal does
    change what the hidden hands could beat: some throw the bot leads would fail there, or
    some throw it holds would stand there, so a bot that read the hands would lead otherwise."""
    rng = random.Random(preset)
    compared = differs = 0
    for rnd, seat in _lead_positions(preset, range(8)):
        other = _redealt(rnd, seat, rng)
        assert other.hand(seat) == rnd.hand(seat) and other.tricks == rnd.tricks
        for seed in range(3):
            a = RandomBot(f"{seed}").choose(rnd)
            b = RandomBot(f"{seed}").choose(other)
            assert a == b
            compared += 1
        # the hidden hands differ in who could beat which part: a bot reading them could tell
        kw = {"trump": rnd.trump, "rules": rnd.rules}
        for _, cards in rnd.lead_groups(seat):
            led = te.classify_lead(cards, **kw)
            if led.kind == "throw":
                here, there = (
                    te.check_throw(led, {s: r.hand(s) for s in range(r.players) if s != seat}, **kw)
                    for r in (rnd, other)
                )
                differs += here.beaten != there.beaten
    assert compared > 100 and differs > 0


def test_combination_leads_as_people_do_without_throws():
    """``"combination"`` draws exactly as ``"people"`` does where the hand holds no sure
    throw, and never throws."""
    same = 0
    for rnd, seat in _lead_positions("tractor-4p", range(4)):
        kinds = lead_parts(rnd, seat)
        a = RandomBot(7, lead="combination").choose(rnd)
        assert te.classify_lead(a.cards, trump=rnd.trump, rules=rnd.rules).kind != "throw"
        if "throw" not in kinds:
            assert RandomBot(7).choose(rnd) == a
            same += 1
    assert same > 20
