"""The search bot's sampler: every world it deals agrees with the public record.

A world is checked the strongest way there is: the round is replayed from the start of the
play with the world's hands (the cards each seat has played since put back) and kitty, and
every play must be legal and every trick the same as in the round itself.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import tractor_engine as te
from tractor_engine.cards.deck import full_deck
from tractor_engine.errors import InputError
from tractor_engine.play.actions import Play
from tractor_engine.play.bots import GreedyBot, RandomBot
from tractor_engine.play.sampler import Sampler, knowledge

PRESETS = ["tractor-4p", "tractor-5p", "single-deck"]


def played_to(preset: str, seed: int, tricks: int, mix: str) -> te.Round:
    """A round of ``preset`` played by bots until ``tricks`` tricks are done (or its last
    play). ``mix``: "greedy", "combination" (random single, pair or tractor leads) or
    "throws" (random leads, most of them throws)."""
    rnd = te.Round(preset, seed=seed)
    rng = random.Random(seed)
    if mix == "greedy":
        bots = [GreedyBot(rng.getrandbits(32)) for _ in range(rnd.players)]
    elif mix == "combination":
        bots = [RandomBot(rng.getrandbits(32), lead="combination") for _ in range(rnd.players)]
    else:
        bots = [
            RandomBot(rng.getrandbits(32)) if s % 2 else GreedyBot(rng.getrandbits(32))
            for s in range(rnd.players)
        ]
    while rnd.phase != "done" and not (rnd.phase == "play" and len(rnd.tricks) >= tricks):
        rnd.act(bots[rnd.to_act].choose(rnd))
    return rnd


def replays(rnd: te.Round, hands: tuple, kitty: tuple) -> bool:
    """Whether the round's plays replay from its play's start with ``hands`` (now) and
    ``kitty``, every play legal and every trick as it was."""
    start = next((i for i, a in enumerate(rnd.actions) if isinstance(a, Play)), rnd.step)
    later = [Counter() for _ in range(rnd.players)]
    for action in rnd.actions[start:]:
        later[action.seat].update(action.cards)
    # a failed throw put fewer cards on the table than the action named: count the table's
    played = [Counter() for _ in range(rnd.players)]
    for trick in (*rnd.tricks, type("T", (), {"plays": rnd.trick})):
        for seat, cards in trick.plays:
            played[seat].update(cards)
    start_hands = [list(h) + list(played[s].elements()) for s, h in enumerate(hands)]
    replay = rnd.at(start)._with_hidden(start_hands, kitty)
    for action in rnd.actions[start:]:
        if not replay.is_legal(action):
            return False
        replay.act(action)
    same = [(t.plays, t.winner) for t in replay.tricks] == [(t.plays, t.winner) for t in rnd.tricks]
    return same and replay.trick == rnd.trick


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 10**6),
    tricks=st.integers(0, 18),
    mix=st.sampled_from(["greedy", "combination", "throws"]),
    world_seed=st.integers(0, 2**32),
)
def test_every_world_agrees_with_the_public_record(preset, seed, tricks, mix, world_seed):
    rnd = played_to(preset, seed, tricks, mix)
    if rnd.phase != "play":
        rnd = played_to(preset, seed, 0, mix)
    seat = rnd.to_act
    know = knowledge(rnd, seat)
    sampler = Sampler(know)
    world = sampler.sample(random.Random(world_seed))
    assert sum(sampler.fallbacks.values()) == 0, sampler.fallbacks
    # sizes, the seat's own hand, and every card in exactly one place
    assert [len(h) for h in world.hands] == [len(h) for h in rnd.hands]
    assert Counter(world.hands[seat]) == Counter(rnd.hands[seat])
    assert len(world.kitty) == len(rnd.buried)
    if seat == rnd.declarer:
        assert Counter(world.kitty) == Counter(rnd.buried)
    table = Counter(c for t in rnd.tricks for _, cs in t.plays for c in cs)
    table.update(c for _, cs in rnd.trick for c in cs)
    everywhere = Counter(world.kitty) + table
    for hand in world.hands:
        everywhere.update(hand)
    assert everywhere == Counter(full_deck(rnd.rules))
    # voids, pair voids, and the shown cards
    group = rnd.order.group
    for s, hand in enumerate(world.hands):
        assert not any(group[c.id] in know.voids[s] for c in hand)
        counts = Counter(c for c in hand if group[c.id] in know.pair_voids[s])
        assert all(k < 2 for k in counts.values())
        assert not Counter(know.shown[s]) - Counter(hand)
    if know.buried_shown:  # what the declarer showed and did not play: its hand or the kitty
        assert (
            not Counter(know.buried_shown)
            - Counter(world.hands[rnd.declarer])
            - Counter(world.kitty)
        )
    # and the whole record replays from the world
    assert replays(rnd, world.hands, world.kitty)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 10**6),
    tricks=st.integers(2, 18),
    mix=st.sampled_from(["greedy", "combination", "throws"]),
    world_seed=st.integers(0, 2**32),
)
def test_the_record_check_is_the_replay(preset, seed, tricks, mix, world_seed):
    # Worlds dealt with voids only (no pair voids, no record check): the sampler's check of a
    # world against the record says yes exactly when the record replays from it.
    rnd = played_to(preset, seed, tricks, mix)
    assume(rnd.phase == "play")
    sampler = Sampler(knowledge(rnd, rnd.to_act))
    world = sampler._deal(random.Random(world_seed), pairs=False)
    assume(world is not None)
    assert sampler.consistent(world) == replays(rnd, world.hands, world.kitty)


def test_the_same_rng_deals_the_same_worlds():
    rnd = played_to("tractor-5p", 3, 6, "greedy")
    know = knowledge(rnd, rnd.to_act)
    first = [Sampler(know).sample(random.Random(9)) for _ in range(2)]
    assert first[0] == first[1]
    assert Sampler(know).sample(random.Random(9)) != Sampler(know).sample(random.Random(10))


def test_knowledge_is_of_a_round_in_play():
    rnd = te.Round("tractor-4p", seed=1)
    with pytest.raises(InputError, match="in play"):
        knowledge(rnd, 0)
    rnd = played_to("tractor-4p", 1, 1, "greedy")
    with pytest.raises(InputError, match="seat"):
        knowledge(rnd, 7)


def test_knowledge_is_a_value_read_only_from_what_the_seat_sees():
    rnd = played_to("single-deck", 4, 3, "greedy")
    seat = rnd.to_act
    know = knowledge(rnd, seat)
    namespace = {name: getattr(te, name) for name in te.__all__}
    namespace.update(Knowledge=type(know))
    assert eval(repr(know), namespace) == know
    assert know.hand == tuple(rnd.hands[seat]) and know.seat == seat
    assert Counter(know.unseen) == Counter(full_deck(rnd.rules)) - Counter(know.hand) - Counter(
        c for t in rnd.tricks for _, cs in t.plays for c in cs
    ) - Counter(c for _, cs in rnd.trick for c in cs) - Counter(know.kitty or ())
