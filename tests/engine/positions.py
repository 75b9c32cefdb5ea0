"""Random positions for property tests: a rule set, a trump, a hand, a lead, other hands."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import tractor_engine as te
from tractor_engine.cards.card import ALL_CARDS, RANKS, SUITS
from tractor_engine.cards.trump import order_of
from tractor_engine.compare.differences import KINDS
from tractor_engine.rulebook.options import OPTIONS

RULE_VARIANTS = [
    te.rules("tractor-4p"),
    te.rules("tractor-4p", tractor_follow="must-tractor"),
    te.rules("tractor-4p", ace_connects_to_rank=True),
    te.rules("tractor-5p"),
    te.rules("tractor-5p", tractor_follow="pairs-suffice"),
    te.rules("tractor-5p", ace_connects_to_rank=True, no_trump_keeps_rank_trumps=False),
    te.rules("single-deck"),
]


@dataclass
class Position:
    rules: te.RuleSet
    trump: te.Trump
    hand: list[te.Card]
    lead: list[te.Card]
    others: list[list[te.Card]]

    def __str__(self) -> str:
        return (
            f"rules={self.rules.name} {self.rules.options()} trump={self.trump} "
            f'hand="{te.format_cards(self.hand)}" lead="{te.format_cards(self.lead)}" '
            f"others={[te.format_cards(h) for h in self.others]}"
        )


def random_trump(rng: random.Random) -> te.Trump:
    return te.Trump(rng.choice(RANKS), rng.choice([*SUITS, None]))


def deck(rules: te.RuleSet) -> list[te.Card]:
    return [c for c in ALL_CARDS for _ in range(rules.decks)]


def _pick_lead(rng: random.Random, pool: list[te.Card], order, kind: str) -> list[te.Card] | None:
    counts = Counter(pool)
    pairs = [c for c, k in counts.items() if k >= 2]
    if kind == "single" or not pairs:
        return [rng.choice(pool)]
    if kind == "pair":
        card = rng.choice(pairs)
        return [card, card]
    if kind == "tractor":
        by_power = {}
        for c in pairs:
            by_power.setdefault(order.power[c.id], []).append(c)
        starts = [p for p in by_power if p + 1 in by_power]
        if not starts:
            return None
        p = rng.choice(starts)
        length = 2
        # at most 10 pairs: no rule set deals more than 20 cards to a hand (tractor-5p)
        while length < 10 and p + length in by_power and rng.random() < 0.4:
            length += 1
        chosen = [rng.choice(by_power[p + i]) for i in range(length)]
        return [c for c in chosen for _ in (0, 1)]
    if kind == "structured-throw":
        parts: list[te.Card] = []
        for part_kind in rng.sample(["tractor", "tractor", "pair", "single"], rng.randint(2, 3)):
            left = list((Counter(pool) - Counter(parts)).elements())
            part = _pick_lead(rng, left, order, part_kind) if left else None
            if part and len(parts) + len(part) <= 10:
                parts += part
        return parts or None
    size = rng.randint(2, min(8, len(pool)))
    return rng.sample(pool, size)


def random_position(seed: int, *, hand_size: int | None = None, max_hand: int = 14) -> Position:
    """A random position; the hand is rich in the led suit group so the rules have work to do."""
    rng = random.Random(seed)
    rules = rng.choice(RULE_VARIANTS)
    trump = random_trump(rng)
    order = order_of(trump, rules)
    cards = deck(rules)
    rng.shuffle(cards)
    led_group = rng.choice(sorted({order.group[c.id] for c in cards}))
    in_group = [c for c in cards if order.group[c.id] == led_group]
    kind = rng.choice(["single", "pair", "tractor", "tractor", "throw", "structured-throw"])
    lead = None
    for _ in range(5):
        lead = _pick_lead(rng, in_group, order, kind)
        if lead:
            break
        kind = rng.choice(["single", "pair", "throw"])
    assert lead
    rest = list((Counter(cards) - Counter(lead)).elements())
    rng.shuffle(rest)
    # never more cards than the rule set deals a player (single-deck: 10)
    most = min(max_hand, rules.hand_size)
    size = hand_size or rng.randint(max(len(lead), 3), max(most, len(lead)))
    suited = [c for c in rest if order.group[c.id] == led_group]
    take_suited = min(len(suited), rng.randint(0, size))
    if rng.random() < 0.5:
        # Pair-rich: both copies of some values first, so tractors and pair counts matter.
        counts = Counter(suited)
        doubled = [c for c, k in counts.items() if k >= 2]
        rng.shuffle(doubled)
        suited = [c for c in doubled for _ in (0, 1)] + [c for c in suited if counts[c] < 2]
        suited += [c for c in doubled for _ in range(counts[c] - 2)]
    hand = suited[:take_suited]
    remaining = list((Counter(rest) - Counter(hand)).elements())
    rng.shuffle(remaining)
    hand += remaining[: size - len(hand)]
    rng.shuffle(hand)
    left = list((Counter(remaining) - Counter(hand)).elements())
    rng.shuffle(left)
    others = [left[i * size : (i + 1) * size] for i in range(3)]
    return Position(rules, trump, hand, lead, others)


def random_tractor_position(seed: int, *, max_hand: int = 13) -> Position:
    """A position where the must-tractor rule bites: tractor leads against pair-rich hands."""
    rng = random.Random(seed)
    rules = rng.choice([r for r in RULE_VARIANTS if r.has_pairs])
    trump = random_trump(rng)
    order = order_of(trump, rules)
    cards = deck(rules)
    rng.shuffle(cards)
    groups = Counter(order.group[c.id] for c in ALL_CARDS)
    led_group = rng.choice([g for g, k in groups.items() if k >= 6])
    in_group = [c for c in cards if order.group[c.id] == led_group]
    lead = None
    while not lead:
        lead = _pick_lead(rng, in_group, order, rng.choice(["tractor", "structured-throw"]))
    rest = Counter(cards) - Counter(lead)
    doubled = [c for c, k in rest.items() if k >= 2 and order.group[c.id] == led_group]
    doubled.sort(key=lambda c: order.power[c.id])
    start = rng.randrange(len(doubled)) if doubled else 0
    run = doubled[start : start + rng.randint(1, 5)] + rng.sample(doubled, min(2, len(doubled)))
    hand = [c for c in dict.fromkeys(run) for _ in (0, 1)][: max_hand - 2]
    loose = list((rest - Counter(hand)).elements())
    rng.shuffle(loose)
    size = rng.randint(max(len(lead), len(hand)), max(max_hand, len(lead)))
    suited_loose = [c for c in loose if order.group[c.id] == led_group]
    hand += suited_loose[: rng.randint(0, 3)]
    fill = list((rest - Counter(hand)).elements())
    rng.shuffle(fill)
    hand += fill[: max(0, size - len(hand))]
    rng.shuffle(hand)
    left = list((rest - Counter(hand)).elements())
    return Position(rules, trump, hand, lead, [left[:size], left[size : 2 * size]])


def option_value_kinds() -> list[tuple[str, str, Any, str]]:
    """(preset, option, value, kind) for each value of each option that a preset it applies to
    accepts and does not play already, and each kind of search question ("follow", "throw",
    "trick", "hand") one round can seat both rule sets for."""
    found = []
    for row in OPTIONS:
        for preset in row.presets:
            base = te.rules(preset)
            for value in row.choices:
                try:
                    other = te.rules(preset, **{row.name: value})
                except te.InputError:
                    continue
                if other == base:
                    continue
                for kind in KINDS:
                    if kind != "follow" and other.players != base.players:
                        continue  # one round cannot seat both
                    found.append((preset, row.name, value, kind))
    return found
