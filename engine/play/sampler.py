"""What one seat knows of a round in play, and worlds dealt consistently with it.

``knowledge(round, seat)`` reads only the public record (the tricks and the current trick, the
bids shown, the cards turned up, the hand sizes) and the seat's own hand, and the buried kitty
only when the seat buried it. It never reads another hand. From that record it works out:

- the unseen cards (the decks less the seat's hand, every card played, and the kitty it knows);
- the voids shown: a follower who played a card outside the led suit group held no more of it;
- the pair voids shown (``pair_follow="required"``): a follower who answered a lead of ``P``
  pairs with fewer pairs, all in the led group, held no more pairs in that group;
- the shown cards: cards shown in a bid (or turned up from the kitty for the declarer), and
  the cards of a failed throw taken back, that have not been played since: their seat still
  holds them.

``sample_world(knowledge, rng)`` deals the unseen cards to the other hands and the unknown
kitty: the shown cards to their holders, then every other card, the most constrained first,
to a place that may hold it (a hand not void in its group, or the kitty), weighted by the
room left; a pair in a pair-void group is repaired by a swap. The world is then checked
against the whole record: every follow of a pair, tractor or throw must be legal from the hand
the follower then held (``check_follow``), every throw must stand or fail as it did
(``check_throw``). A world that fails is drawn again, up to ``tries`` times; after that the
checks are loosened step by step (first the whole-record check, then the pair voids) and the
world kept is counted in ``Sampler.fallbacks`` (by the constraint dropped).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..cards.card import Card, _trusted
from ..cards.deck import full_deck
from ..cards.trump import Trump, order_of
from ..errors import InputError
from ..rulebook.follow import check_follow_trusted
from ..rulebook.lead import check_throw_trusted, classify_lead_trusted
from ..rulebook.rulesets import RuleSet
from ..values import Value

#: One trick as the record shows it: ``(plays, attempted)``, the plays ``(seat, cards)`` in
#: order (the lead first) and the throw the leader took back, if one failed.
TrickSeen = tuple[tuple[tuple[int, tuple[Card, ...]], ...], tuple[Card, ...] | None]


class Knowledge(Value):
    """What ``seat`` knows of a round in play (see the module docstring); built by
    ``knowledge(round, seat)``.

    ``hidden`` are the seats whose hands are unknown, ``sizes`` every seat's hand size,
    ``voids[s]`` and ``pair_voids[s]`` the suit groups seat ``s`` has shown it lacks (any
    card; any pair), ``shown[s]`` the cards ``s`` has shown and still holds, ``kitty`` the
    buried cards when the seat buried them (else ``None``) and ``kitty_size`` the size of the
    kitty left to deal (0 when known), ``unseen`` every card the seat has not seen.
    """

    seat: int
    hand: tuple[Card, ...]
    tricks: tuple[TrickSeen, ...]
    sizes: tuple[int, ...]
    voids: tuple[frozenset[str], ...]
    pair_voids: tuple[frozenset[str], ...]
    forbidden: tuple[frozenset[Card], ...]
    shown: tuple[tuple[Card, ...], ...]
    buried_shown: tuple[Card, ...]
    kitty: tuple[Card, ...] | None
    kitty_size: int
    unseen: tuple[Card, ...]
    declarer: int
    trump: Trump
    rules: RuleSet

    @property
    def hidden(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.sizes)) if s != self.seat)


def knowledge(round: Any, seat: int) -> Knowledge:
    """What ``seat`` knows of ``round`` (in its play phase): see the module docstring."""
    if round.phase != "play":
        raise InputError(f"knowledge is of a round in play, not one in its {round.phase} phase")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < round.players:
        raise InputError(f"seat must be a seat of the round, not {seat!r}")
    order, rules = round.order, round.rules
    group = order.group
    n = round.players
    seen: list[TrickSeen] = [(t.plays, t.attempted) for t in round._tricks]
    if round._plays:
        seen.append((tuple(round._plays), round._attempted))
    voids: list[set[str]] = [set() for _ in range(n)]
    pair_voids: list[set[str]] = [set() for _ in range(n)]
    played: Counter[Card] = Counter()
    played_by: list[Counter[Card]] = [Counter() for _ in range(n)]
    required = rules.pair_follow == "required"
    forbidden: list[set[Card]] = [set() for _ in range(n)]
    for plays, _ in seen:
        lead_cards = plays[0][1]
        g = group[lead_cards[0].id]
        lead_pairs = sum(k // 2 for k in Counter(lead_cards).values()) if required else 0
        for s, cards in plays:
            played.update(cards)
            played_by[s].update(cards)
        for s, cards in plays[1:]:
            if any(group[c.id] != g for c in cards):
                voids[s].add(g)
            elif lead_pairs and sum(k // 2 for k in Counter(cards).values()) < lead_pairs:
                pair_voids[s].add(g)
        for s in range(n):  # a card of a pair-void group played since: no copy of it then
            for g in pair_voids[s]:
                forbidden[s].update(c for c in played_by[s] if group[c.id] == g)
    shown: list[Counter[Card]] = [Counter() for _ in range(n)]
    for bid in round._bids:
        for card, k in Counter(bid.cards).items():
            shown[bid.seat][card] = max(shown[bid.seat][card], k)
    if round.turned_up and round.declarer is not None:
        for card, k in Counter(round.turned_up).items():
            d = round.declarer
            shown[d][card] = max(shown[d][card], k)
    hand = tuple(round._hands[seat])
    known_kitty = tuple(round.buried) if seat == round.declarer else None
    # a failed throw's cards taken back are shown too: held still, unless played since
    taken_back: list[Counter[Card]] = [Counter() for _ in range(n)]
    later: list[Counter[Card]] = [Counter() for _ in range(n)]
    for plays, attempted in reversed(seen):
        if attempted is not None:
            leader = plays[0][0]
            back = Counter(attempted) - Counter(plays[0][1]) - later[leader]
            taken_back[leader] |= back
        for s, cards in plays:
            later[s].update(cards)
    shown_left: list[tuple[Card, ...]] = []
    buried_shown: tuple[Card, ...] = ()
    for s in range(n):
        if s == seat:
            shown_left.append(())
            continue
        left = shown[s] - played_by[s]
        if s == round.declarer:  # it may have buried what it showed: its hand or the kitty
            buried_shown = tuple((left - taken_back[s]).elements())
            left = Counter()
        left |= taken_back[s]
        shown_left.append(tuple(c for c, k in left.items() for _ in range(k)))
    unseen = Counter(full_deck(rules)) - Counter(hand) - played
    if known_kitty is not None:
        unseen -= Counter(known_kitty)
    return Knowledge._make(
        seat,
        hand,
        tuple(seen),
        tuple(len(h) for h in round._hands),
        tuple(frozenset(v) for v in voids),
        tuple(frozenset(v) for v in pair_voids),
        tuple(frozenset(v) for v in forbidden),
        tuple(shown_left),
        buried_shown,
        known_kitty,
        0 if known_kitty is not None else rules.kitty_size,
        tuple(c for c, k in unseen.items() for _ in range(k)),
        round.declarer,
        round.trump,
        rules,
    )


class World(Value):
    """One way the unseen cards could lie: every seat's hand now (the knower's own included)
    and the kitty."""

    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]


class Sampler:
    """Deals worlds consistent with a ``Knowledge`` (see the module docstring).

    ``fallbacks`` counts the worlds kept with a constraint dropped: ``"record"`` (the
    whole-record check), ``"pairs"`` (pair voids too).
    """

    def __init__(self, know: Knowledge, *, tries: int = 40) -> None:
        self.know = know
        self.tries = tries
        self.fallbacks: Counter[str] = Counter()
        self._order = order_of(know.trump, know.rules)
        self._rules = know.rules
        self._checks = self._record_checks()

    # --- drawing ---

    def sample(self, rng: random.Random) -> World:
        """One world, drawn with ``rng`` (reproducible for the same ``rng`` state)."""
        for _ in range(self.tries):
            world = self._deal(rng, pairs=True)
            if world is not None and self.consistent(world):
                return world
        for _ in range(self.tries):
            world = self._deal(rng, pairs=True)
            if world is not None:
                self.fallbacks["record"] += 1
                return world
        while True:
            world = self._deal(rng, pairs=False)
            if world is not None:
                self.fallbacks["pairs"] += 1
                return world

    def _deal(self, rng: random.Random, *, pairs: bool) -> World | None:
        know = self.know
        group = self._order.group
        n = len(know.sizes)
        room = list(know.sizes)
        room[know.seat] = 0
        kitty_room = know.kitty_size
        hands: list[list[Card]] = [[] for _ in range(n)]
        pool = Counter(know.unseen)
        voids = know.voids
        for s, shown in enumerate(know.shown):
            for card in shown:
                if pool[card] > 0 and room[s] > 0:
                    hands[s].append(card)
                    pool[card] -= 1
                    room[s] -= 1
        kitty: list[Card] = []
        declarer = know.declarer
        for card in know.buried_shown:  # the declarer's hand, or the kitty it buried
            may_hold = (
                group[card.id] not in voids[declarer] and card not in know.forbidden[declarer]
            )
            hand_room = room[declarer] if may_hold else 0
            if pool[card] > 0 and hand_room + kitty_room > 0:
                pool[card] -= 1
                if rng.randrange(hand_room + kitty_room) < hand_room:
                    hands[declarer].append(card)
                    room[declarer] -= 1
                else:
                    kitty.append(card)
                    kitty_room -= 1
        cards = [c for c, k in pool.items() for _ in range(k)]
        rng.shuffle(cards)
        forbidden = know.forbidden
        places_of: dict[Card, list[int]] = {}
        for card in cards:
            if card not in places_of:
                g = group[card.id]
                places_of[card] = [
                    s
                    for s in range(n)
                    if s != know.seat and g not in voids[s] and card not in forbidden[s]
                ]
        cards.sort(key=lambda c: len(places_of[c]))
        for card in cards:
            places = places_of[card]
            weights = [room[s] for s in places]
            total = sum(weights) + kitty_room
            if total == 0:
                return None
            x = rng.randrange(total)
            for s, w in zip(places, weights, strict=True):
                if x < w:
                    hands[s].append(card)
                    room[s] -= 1
                    break
                x -= w
            else:
                kitty.append(card)
                kitty_room -= 1
        if pairs and not self._repair_pairs(hands, kitty, rng):
            return None
        hands[know.seat] = list(know.hand)
        return World._make(
            tuple(tuple(h) for h in hands),
            tuple(know.kitty) if know.kitty is not None else tuple(kitty),
        )

    def _repair_pairs(self, hands: list[list[Card]], kitty: list[Card], rng: random.Random) -> bool:
        """Break every pair a seat holds in a group it has shown it has no pair in, by swapping
        one copy with a card of another place that may take it; False when it cannot."""
        know = self.know
        group = self._order.group
        shown = know.shown
        for s, groups in enumerate(know.pair_voids):
            if not groups or s == know.seat:
                continue
            for _ in range(60):
                counts = Counter(c for c in hands[s] if group[c.id] in groups)
                doubles = [c for c, k in counts.items() if k >= 2 and c not in shown[s]]
                if any(k >= 2 for k in counts.values()) and not doubles:
                    return False
                if not doubles:
                    break
                card = doubles[rng.randrange(len(doubles))]
                g = group[card.id]
                # places that may take a card of ``g``: a hand not void in it, or the kitty
                # (only the kitty for a card the declarer showed: it holds it or buried it)
                only_kitty = card in know.buried_shown and s == know.declarer
                options: list[tuple[list[Card], int]] = []
                for t, other in enumerate(hands):
                    if only_kitty or t in (s, know.seat) or g in know.voids[t]:
                        continue
                    if card in know.forbidden[t]:
                        continue
                    for i, c in enumerate(other):
                        if c is not card and c not in shown[t] and self._fits(hands[s], s, c):
                            options.append((other, i))
                if know.kitty is None:
                    for i, c in enumerate(kitty):
                        if c is not card and self._fits(hands[s], s, c):
                            options.append((kitty, i))
                if not options:
                    return False
                other, i = options[rng.randrange(len(options))]
                hands[s][hands[s].index(card)], other[i] = other[i], card
            else:
                return False
        return True

    def _fits(self, hand: list[Card], seat: int, card: Card) -> bool:
        g = self._order.group[card.id]
        if g in self.know.voids[seat] or card in self.know.forbidden[seat]:
            return False
        return not (g in self.know.pair_voids[seat] and card in hand)

    # --- checking a world against the record ---

    def _record_checks(self) -> list[tuple[int, int, tuple[Card, ...], Any]]:
        """The plays whose legality says more than voids: ``(trick, seat, cards, lead)`` for
        each follow of a lead of several cards by a hidden seat, and each throw (seat: the
        leader; cards: the throw attempted)."""
        know = self.know
        order, rules = self._order, self._rules
        checks = []
        for t, (plays, attempted) in enumerate(know.tricks):
            leader, lead_cards = plays[0]
            lead = classify_lead_trusted(_trusted(lead_cards), order, rules)
            tried = attempted if attempted is not None else lead_cards
            if attempted is not None or lead.kind == "throw":
                thrown = classify_lead_trusted(_trusted(tried), order, rules)
                checks.append((t, leader, tuple(tried), thrown))
            if len(lead_cards) > 1:
                for s, cards in plays[1:]:
                    if s != know.seat:
                        checks.append((t, s, cards, lead))
        return checks

    def consistent(self, world: World) -> bool:
        """Whether ``world`` agrees with every play of the record that says more than voids:
        each follow of several cards legal from the follower's hand then, each throw standing
        or failing (and forcing the same cards) as it did."""
        if not self._checks:
            return True
        know = self.know
        order, rules = self._order, self._rules
        n = len(know.sizes)
        # each seat's hand before each trick: its hand now and what it played from then on
        before: list[list[Counter[Card]]] = []
        now = [Counter(h) for h in world.hands]
        for plays, _ in reversed(know.tricks):
            for s, cards in plays:
                now[s] = now[s] + Counter(cards)
            before.append([Counter(c) for c in now])
        before.reverse()
        for t, s, cards, lead in self._checks:
            plays, attempted = know.tricks[t]
            if s == plays[0][0] and lead.kind == "throw":
                others = []
                for k in range(1, n):
                    o = (s + k) % n
                    held = before[t][o]
                    others.append((f"seat {o}", [c for c, m in held.items() for _ in range(m)]))
                check = check_throw_trusted(lead, others)
                if check.stands != (attempted is None):
                    return False
                if attempted is not None and Counter(check.forced) != Counter(plays[0][1]):
                    return False
                continue
            held = before[t][s]
            hand = [c for c, m in held.items() for _ in range(m)]
            _, judge = check_follow_trusted(_trusted(hand), dict(held), lead, order, rules)
            if not judge(_trusted(cards)).legal:
                return False
        return True


def sample_worlds(know: Knowledge, count: int, rng: random.Random) -> list[World]:
    """``count`` worlds for ``know``, drawn with ``rng``."""
    sampler = Sampler(know)
    return [sampler.sample(rng) for _ in range(count)]


__all__ = ["Knowledge", "Sampler", "World", "knowledge", "sample_worlds"]
