"""Following a lead: whether a play is legal, and what must and may be played (rules §4).

The rule, as rules §4 "Precisely" states it. Let S be the follower's cards of the led suit
group and n the number of cards led.
- If S has at most n cards, every card of S is played and the rest is free.
- Otherwise every card played is from S, the play holds at least min(pairs led, pairs in S)
  disjoint pairs, and under ``tractor_follow="must-tractor"`` its disjoint tractors match as
  many of the led tractors (longer ones first) as any n cards of S could.
- ``tractor_follow="lone-tractor"`` asks that tractor only when the lead is one tractor (rules
  §10.1); ``pair_follow="suit-only"`` asks neither pairs nor tractors, only n cards of S
  (§10.2).

Under ``tractor_follow="shorter-tractors"`` (rules §10.1), after a lead that holds a tractor,
the play must instead split into the first shape of the lead's requirement list that S can
give (``follow_shapes``); the first point above holds unchanged.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from ..cards.card import Card, Cards, _trusted, parse_cards, symbols
from ..cards.trump import TRUMP, Order, Trump, TrumpLike, as_trump, group_name
from ..drawn import drawn
from ..errors import InputError
from ..speech.languages import Sentence, said_once, speaking_of
from ..values import Value, field
from . import follow_shapes as shapes
from . import follow_words as said
from .inputs import (
    CardsLike,
    as_cards,
    check_copies,
    check_hand_sizes,
    context,
    context_source,
    missing_from,
    rules_source,
)
from .layout import avail_of, best_tractor_score, optimal_tractor_usages
from .lead import Lead, classify_lead_trusted
from .rulesets import RuleSet, RulesLike, as_rules
from .trick import _compared_power

EMPTY = _trusted(())


def _play_of(value: CardsLike | None) -> Cards:
    return EMPTY if value is None else Cards(value)


def _trump_of(value: TrumpLike | None) -> Trump | None:
    return None if value is None else as_trump(value)


def _rules_of(value: RulesLike | None) -> RuleSet | None:
    return None if value is None else as_rules(value)


class Verdict(Value):
    """Whether a play (or another action) is legal, and why.

    ``legal`` is a bool; ``reason`` is a full sentence a learner can read (built when first
    asked for, so that checking many plays stays fast); ``play`` is the play judged; ``trump``
    and ``rules`` are those it was judged under (None for a verdict that needs none). A value:
    immutable, hashable, equal when all five are equal; ``repr`` evaluates back.
    """

    legal: bool
    reason: Sentence
    play: Cards = field(default=None, convert=_play_of, accept=Cards)
    trump: Trump | None = field(default=None, convert=_trump_of, accept=Trump)
    rules: RuleSet | None = field(default=None, convert=_rules_of, accept=RuleSet)

    def _check(self) -> None:
        if type(self.legal) is not bool:
            raise InputError(f"Verdict(legal={self.legal!r}): legal is True or False")
        if not (isinstance(self.__dict__["reason"], str) or callable(self.__dict__["reason"])):
            raise InputError(f"Verdict(reason={self.__dict__['reason']!r}): a reason is text")

    reason = Sentence("reason", "The reason, in the language (and person) in force.")

    def said_of(self, seat: int) -> str:
        """The reason said of ``seat`` ("Seat 2 holds no spades") rather than to its player."""
        with speaking_of(seat):
            if callable(self.__dict__["reason"]):
                return self.reason
        from ..speech.person import of_seat  # an English sentence given as text

        return of_seat(self.reason, seat)

    def __bool__(self) -> bool:
        return self.legal

    def __str__(self) -> str:
        return self.reason

    def __repr__(self) -> str:
        text = f"Verdict(legal={self.legal}, reason={self.reason!r}"
        if self.play:
            text += f", play={self.play!r}"
        if self.trump is not None:
            text += f", trump={str(self.trump)!r}"
        if self.rules is not None:
            text += f", rules={rules_source(self.rules)}"
        return text + ")"

    _repr_html_ = drawn


class _Situation:
    """What the rule asks of one hand against one lead; shared by check_follow and options."""

    __slots__ = (
        "_pair_values",
        "_singles",
        "by_power",
        "count",
        "counts",
        "group",
        "hand",
        "lead",
        "lengths",
        "order",
        "pairs_needed",
        "requirement",
        "short",
        "suited",
        "tractor_best",
    )
    by_power: dict[int, list[Card]] | None
    requirement: shapes.Shape | None  # the shape asked under shorter-tractors, else None
    lengths: tuple[int, ...]
    tractor_best: tuple[int, ...]
    _pair_values: list[Card] | None

    def __init__(
        self,
        hand: Sequence[Card],
        lead: Lead,
        order: Order,
        ruleset: RuleSet,
        counts: dict[Card, int] | None = None,
    ) -> None:
        n = len(lead.cards)
        if len(hand) < n:
            raise InputError(
                f"the hand holds {len(hand)} cards but the lead has {n}: a follower plays as "
                "many cards as were led"
            )
        led = lead.group
        self.hand = hand
        self.lead = lead
        self.order = order
        self.count = n
        self.group = led
        self.counts = _count(hand) if counts is None else counts
        self.by_power = None
        self.suited = suited = list(filter(order.members[led].__contains__, hand))
        self.short = len(suited) <= n
        self._pair_values = None
        self.requirement = None
        if self.short:
            return
        if not lead.pairs or ruleset.pair_follow == "suit-only":
            # a lead of singles asks for no pair (the pairs held wait until asked), and under
            # pair_follow="suit-only" no lead does (rules §10.2)
            self.pairs_needed = 0
            self.lengths = self.tractor_best = ()
            return
        pair_values = self.pair_values
        self.pairs_needed = min(lead.pairs, len(pair_values))
        if ruleset.tractor_follow == "shorter-tractors" and lead.tractor_lengths:
            asked = shapes.requirements_after(shapes.lead_parts(lead.components))
            self.requirement = shapes.first_given(avail_of(self.power_map()), asked)
            self.pairs_needed = self.requirement.pair_count  # the fewest any legal play holds
            self.lengths = self.tractor_best = ()
        elif lead.tractor_lengths and asks_tractors(ruleset, lead):
            self.lengths = lead.tractor_lengths
            power_of = order.power_of
            avail: dict[int, int] = {}
            for c in pair_values:
                p = power_of[c]
                avail[p] = avail.get(p, 0) + 1
            self.tractor_best = best_tractor_score(avail, self.lengths)
        else:
            self.lengths = ()
            self.tractor_best = ()

    @property
    def name(self) -> str:
        return group_name(self.group)

    def _split(self) -> None:
        counts = self.counts
        pairs: list[Card] = []
        singles: list[Card] = []
        for c in dict.fromkeys(self.suited):  # each value once, in the hand's order
            if counts[c] >= 2:
                pairs.append(c)
            else:
                singles.append(c)
        self._pair_values = pairs
        self._singles = singles

    @property
    def pair_values(self) -> list[Card]:
        """The card values of the led group held twice or more (worked out when first asked)."""
        if self._pair_values is None:
            self._split()
        return self._pair_values  # type: ignore[return-value]

    @property
    def singles(self) -> list[Card]:
        """The card values of the led group held once."""
        if self._pair_values is None:
            self._split()
        return self._singles

    def power_map(self) -> dict[int, list[Card]]:
        """The pair values of the led group, by power (computed once, when first needed)."""
        if self.by_power is None:
            power = self.order.power
            by_power: dict[int, list[Card]] = {}
            for c in self.pair_values:
                by_power.setdefault(power[c.id], []).append(c)
            self.by_power = by_power
        return self.by_power

    def tractor_cards(self, usage: dict[int, int]) -> list[Card]:
        """The pair values a placement uses, highest first."""
        chosen: list[Card] = []
        for p in sorted(usage, reverse=True):
            chosen.extend(sorted(self.power_map()[p], key=lambda c: c.id)[: usage[p]])
        return chosen

    def describe_best_tractors(self) -> str:
        _, usages = optimal_tractor_usages(avail_of(self.power_map()), self.lengths)
        cards = self.tractor_cards(usages[0]) if usages else []
        return " ".join(f"{c.symbol} {c.symbol}" for c in cards)


def asks_tractors(ruleset: RuleSet, lead: Lead) -> bool:
    """Whether ``ruleset`` asks a follower for tractors against ``lead`` (when held): always
    under ``tractor_follow="must-tractor"``, against a lead of one tractor only under
    ``"lone-tractor"`` (rules §10.1), never under ``"pairs-suffice"`` nor
    ``pair_follow="suit-only"`` (§10.2)."""
    if ruleset.pair_follow == "suit-only":
        return False
    rule = ruleset.tractor_follow
    return rule == "must-tractor" or (rule == "lone-tractor" and lead.kind == "tractor")


# --- check_follow ----------------------------------------------------------------------------


def check_follow(
    hand: CardsLike,
    lead: CardsLike | Lead,
    play: CardsLike,
    *,
    trump: TrumpLike,
    rules: RulesLike,
) -> Verdict:
    """Whether ``play`` from ``hand`` follows ``lead`` legally, with the reason (rules §4).

    A play of the wrong number of cards or of cards the hand does not hold is an illegal
    verdict, not an exception. Raises ``CardError`` for text that is not cards or for more
    copies of a card (in hand and lead) than the decks hold, ``IllegalPlay`` for a lead of
    mixed suit groups, ``ValueError`` for a hand smaller than the lead or for a ``Lead``
    classified under another trump or rule set.
    """
    order, ruleset = context(trump, rules)
    hand_cards = as_cards(hand, "the hand")
    play_cards = as_cards(play, "the play")
    analysed = classify_lead_trusted(lead, order, ruleset)
    counts = _checked_counts(hand_cards, analysed, ruleset)
    return _judge(_Situation(hand_cards, analysed, order, ruleset, counts), play_cards)


def check_follow_trusted(
    hand: Sequence[Card],
    counts: dict[Card, int],
    lead: Lead,
    order: Order,
    ruleset: RuleSet,
) -> tuple[FollowOptions, Callable[[Cards], Verdict]]:
    """``check_follow``'s answers for one follower's position, trusting its inputs (a caller
    that checked them: ``Round``): the position's ``follow_options``, and a judge that gives
    ``check_follow``'s verdict on a play.

    Trusts: ``hand`` is parsed cards, ``counts`` its copies of each card (no zero entries),
    ``lead`` a ``Lead`` of ``order`` and ``ruleset`` whose copies and the hand's fit the decks,
    the hand at least as large as the lead, and each judged play parsed ``Cards``. Nothing is
    parsed, counted or checked; the caller must not change ``hand`` or ``counts`` afterwards
    (reasons are built when read)."""
    cards = hand if type(hand) is Cards else _trusted(hand)
    sit = _Situation(cards, lead, order, ruleset, counts)
    options = _options_of(sit)
    return options, lambda play: _judge(sit, play)


def _count(cards: Sequence[Card]) -> dict[Card, int]:
    """Copies of each card value (kept by the immutable Cards; not to be changed)."""
    return cards._counts() if type(cards) is Cards else dict(Counter(cards))


def _checked_counts(
    hand: Cards, lead: Lead, ruleset: RuleSet, dealt: RuleSet | None = None
) -> dict[Card, int]:
    """The hand's copies of each card; CardError if hand and lead hold more than the decks,
    InputError if the hand is longer than ``dealt`` (default ``ruleset``) deals a player."""
    dealt = ruleset if dealt is None else dealt
    if len(hand) > dealt.hand_size:
        check_hand_sizes(dealt, [("the hand", hand)])
    counts = hand._counts()
    decks = ruleset.decks
    if hand._most_copies() > decks:
        check_copies(ruleset, [("the hand", hand)])
    for card, k in lead.cards._counts().items():
        if counts.get(card, 0) + k > decks:
            check_copies(ruleset, [("the hand", hand), ("the lead", lead.cards)])
    return counts


def _verdict(sit: _Situation, legal: bool, reason: str | Callable[[], str], play: Cards) -> Verdict:
    """A Verdict from values already checked (the judge's own; skips the constructor's checks)."""
    order = sit.order
    return Verdict._make(legal, reason, play, order.trump, order.rules)


def _judge(sit: _Situation, play: Cards) -> Verdict:
    n = sit.count
    if len(play) != n:
        return _verdict(sit, False, lambda: said.wrong_count(n, len(play)), play)
    held = sit.counts
    distinct = set(play)
    if len(distinct) == n:  # no value twice: the hand need only hold each (a C-level test)
        if not held.keys() >= distinct:
            return _verdict(
                sit, False, lambda: said.not_held(sit.hand, missing_from(sit.hand, play)), play
            )
        played = dict.fromkeys(distinct, 1)
        play_pairs = []
    else:
        played = _count(play)
        for c, k in played.items():
            if held.get(c, 0) < k:
                return _verdict(
                    sit, False, lambda: said.not_held(sit.hand, missing_from(sit.hand, play)), play
                )
        play_pairs = [c for c, k in played.items() if k >= 2]
    if sit.short:
        return _judge_short(sit, play, played)
    if not sit.order.members[sit.group].issuperset(play):
        return _verdict(sit, False, lambda: said.off_group(sit, _off_group(sit, play)), play)
    if sit.requirement is not None:
        return _judge_shape(sit, play, play_pairs)
    if len(play_pairs) < sit.pairs_needed:
        return _verdict(sit, False, lambda: said.too_few_pairs(sit, len(play_pairs)), play)
    if sit.tractor_best and any(sit.tractor_best):
        power_of = sit.order.power_of
        avail: dict[int, int] = {}
        for c in play_pairs:
            p = power_of[c]
            avail[p] = avail.get(p, 0) + 1
        got = best_tractor_score(avail, sit.lengths)
        if got < sit.tractor_best:
            return _verdict(sit, False, lambda: said.tractor_missing(sit, got), play)
    return _verdict(sit, True, lambda: said.legal(said.legal_follow(sit, play, play_pairs)), play)


def _judge_shape(sit: _Situation, play: Cards, play_pairs: list[Card]) -> Verdict:
    """The verdict on a play of n cards of the led group under shorter-tractors: legal when it
    splits into the shape asked (``sit.requirement``)."""
    power_of = sit.order.power_of
    avail: dict[int, int] = {}
    for c in play_pairs:
        p = power_of[c]
        avail[p] = avail.get(p, 0) + 1
    if shapes.can_give(avail, sit.requirement):  # type: ignore[arg-type]
        return _verdict(sit, True, lambda: said.legal(said.shape_legal(sit, play_pairs)), play)
    return _verdict(sit, False, lambda: said.shape_missing(sit, _shape_witness(sit)), play)


def _shape_witness(sit: _Situation) -> tuple[list[list[Card]], list[Card]]:
    """One way the hand gives the shape asked: the pair values of each tractor (highest
    first, longest tractor first), and the pair values left for lone pairs (every one of them,
    highest first)."""
    shape = sit.requirement
    assert shape is not None
    by_power = {p: sorted(cs, key=lambda c: c.id) for p, cs in sit.power_map().items()}
    tractors: list[list[Card]] = []
    if shape.tractors:
        for low, length in shapes.runs_given(avail_of(by_power), shape):
            tractors.append([by_power[p].pop(0) for p in range(low + length - 1, low - 1, -1)])
    used = {c for run in tractors for c in run}
    rest = [c for c in sit.order.sorted(sit.pair_values) if c not in used]
    return tractors, rest


def _judge_short(sit: _Situation, play: Cards, played: dict[Card, int]) -> Verdict:
    for c in sit.suited:
        if played.get(c, 0) < sit.counts[c]:
            return _verdict(
                sit, False, lambda: said.short_missing(sit, missing_from(play, sit.suited)), play
            )
    return _verdict(sit, True, lambda: said.legal(said.short_legal(sit, _ruff(sit, play))), play)


def _off_group(sit: _Situation, play: Cards) -> list[Card]:
    """The cards of ``play`` outside the led group."""
    group, led = sit.order.group, sit.group
    return [c for c in play if group[c.id] != led]


def _ruff(sit: _Situation, play: Cards) -> bool | None:
    """None unless ``play`` is all trumps against a lead of a plain suit the hand is void in;
    else whether it matches the lead's shape (a ruff that can win the trick)."""
    trumps_only = all(sit.order.group[c.id] == TRUMP for c in play)
    if sit.suited or sit.group == TRUMP or not trumps_only:
        return None
    return _compared_power(play, sit.lead, sit.order) is not None


# --- follow_options --------------------------------------------------------------------------


class FollowOptions(Value):
    """What a follower must and may play (exact, rules §4).

    ``count`` cards are played; ``must`` lists the cards every legal play contains (with
    multiplicity), ``may`` the card values some legal play contains. When ``free`` is true,
    every way to fill ``must`` up to ``count`` with other cards of ``may`` is legal, so a
    player (or a bot) can choose among them without asking ``check_follow``. A value
    (immutable, hashable) that carries the ``trump`` and ``rules`` it was worked out under;
    ``repr`` is the call that makes it. Built directly, it is checked against
    ``follow_options`` of its hand and lead (``ValueError`` if it says otherwise).
    """

    count: int
    must: Cards = field(convert=parse_cards, accept=Cards)
    may: Cards = field(convert=parse_cards, accept=Cards)
    free: bool  # every play of ``must`` plus any other cards of ``may`` the hand holds is legal
    hand: Cards = field(repr=False, convert=parse_cards, accept=Cards)
    lead: Lead = field(repr=False)
    trump: Trump = field(repr=False, convert=as_trump, accept=Trump)
    rules: RuleSet = field(repr=False, convert=as_rules, accept=RuleSet)
    explain: Callable[[], str] | None = field(default=None, repr=False, compare=False)

    def _check(self) -> dict[str, object]:
        found = follow_options(self.hand, self.lead, trump=self.trump, rules=self.rules)
        for name in ("count", "must", "may", "free"):
            if getattr(self, name) != getattr(found, name):
                raise InputError(
                    f"these follow options say {name}={getattr(self, name)!r}, but the rule "
                    f"gives {name}={getattr(found, name)!r} for this hand and lead: ask "
                    "follow_options(...) for them"
                )
        return {"lead": found.lead, "explain": self.explain or found.explain}

    def __reduce__(self) -> tuple[object, ...]:
        return (_options_again, (self.hand, self.lead.cards, self.trump, self.rules))

    def __repr__(self) -> str:
        return (
            f"follow_options({self.hand!r}, {self.lead.cards!r}, {context_source(self.lead.order)})"
        )

    @property
    def reason(self) -> str:
        """What the rule asks of this hand, in a sentence, in the language in force."""
        return said_once(self.__dict__, self.explain)  # type: ignore[arg-type]  # set by _check

    def said_of(self, seat: int) -> str:
        """The reason said of ``seat`` ("Seat 2 holds no spades: ...") rather than to its player."""
        with speaking_of(seat):
            return self.reason

    def states(self, hand: Sequence[Card] | None = None) -> list[str]:
        """``"must"``, ``"may"`` or ``"cannot"`` for each card of the hand, in its order.

        As many copies of a value are "must" as ``must`` holds; the other copies of a value in
        ``may`` are "may"; every other card is "cannot".
        """
        cards = self.hand if hand is None else as_cards(hand, "the hand")
        if hand is not None and Counter(cards) != Counter(self.hand):
            raise InputError(
                f"states: the hand must be the options' hand ({symbols(self.hand)}) in any "
                f"order, not {symbols(cards)}"
            )
        forced = Counter(self.must)
        allowed = set(self.may)
        states = []
        for card in cards:
            if forced[card]:
                forced[card] -= 1
                states.append("must")
            elif card in allowed:
                states.append("may")
            else:
                states.append("cannot")
        return states

    def example(self) -> Cards:
        """One legal play: what must be played, filled with the lowest cards allowed (worked
        out once, from the analysis these options came from when there was one)."""
        kept = self.__dict__
        play = kept.get("_example")
        if play is None:
            sit = kept.get("_situation")
            if sit is None:
                sit = _Situation(self.hand, self.lead, self.lead.order, self.rules)
            play = _example(sit)
            assert _judge(sit, play).legal, "internal error: the example play is not legal"
            kept["_example"] = play
        return play

    def __str__(self) -> str:
        return self.reason

    _repr_html_ = drawn


def follow_options(
    hand: CardsLike, lead: CardsLike | Lead, *, trump: TrumpLike, rules: RulesLike
) -> FollowOptions:
    """The cards a follower must play and may play against ``lead`` (see the module docstring).

    Exact and fast even when there are millions of legal plays: it reasons on the structure of
    the hand (pairs, tractor placements), never on a list of plays. Raises like
    ``check_follow``.
    """
    order, ruleset = context(trump, rules)
    hand_cards = as_cards(hand, "the hand")
    analysed = classify_lead_trusted(lead, order, ruleset)
    counts = _checked_counts(hand_cards, analysed, ruleset)
    return _options_of(_Situation(hand_cards, analysed, order, ruleset, counts))


def _options_of(sit: _Situation) -> FollowOptions:
    """The FollowOptions of a situation (``must`` and ``may`` in display order)."""
    must, may, free, explain = _options(sit)
    order = sit.order
    options = FollowOptions._make(
        sit.count,
        _trusted(order.sorted(must) if len(must) > 1 else must),
        _trusted(order.sorted(may) if len(may) > 1 else may),
        free,
        sit.hand,
        sit.lead,
        order.trump,
        order.rules,
        explain,
    )
    options.__dict__["_situation"] = sit  # for ``example`` (not a field: not compared)
    return options


def _options_again(hand: Cards, lead: Cards, trump: Trump, rules: RuleSet) -> FollowOptions:
    """``follow_options`` of a pickled FollowOptions's hand and lead (what unpickling calls)."""
    return follow_options(hand, lead, trump=trump, rules=rules)


def _options(sit: _Situation) -> tuple[list[Card], list[Card], bool, Callable[[], str]]:
    """(must, may, free, explain): see FollowOptions; ``explain`` builds the reason."""
    n, hand = sit.count, sit.hand
    if sit.short:
        suited = sit.suited
        free = n - len(suited)
        left_out = len(hand) - n  # cards of the other groups that stay in hand
        must = list(suited)
        may = list(dict.fromkeys(suited))
        if free or left_out < 2:
            group, led = sit.order.group, sit.group
            others = {c: k for c, k in sit.counts.items() if group[c.id] != led}
            if left_out < 2:
                must += [c for c, k in others.items() for _ in range(k - left_out)]
            if free:
                may += others
        return must, may, True, lambda: said.short_options(sit, free)
    if sit.requirement is not None:
        return _shape_options(sit)
    pair_values, singles = sit.pair_values, sit.singles
    need = sit.pairs_needed
    usages: list[dict[int, int]] = []
    if sit.lengths and any(sit.tractor_best):
        _, usages = optimal_tractor_usages(avail_of(sit.power_map()), sit.lengths)
    used = sum(usages[0].values()) if usages else 0
    rest = n - 2 * used  # cards played beyond the required tractors
    left_out = len(sit.suited) - n
    # Copies of a pair value kept when no required tractor takes it: both if every spare pair
    # is needed for the pair count, one if only one card of the group stays in hand.
    kept = 2 if len(pair_values) == need else (1 if left_out == 1 else 0)
    must = []
    power = sit.order.power
    in_every = set()
    if usages:
        for p, k in avail_of(sit.power_map()).items():
            if min(u.get(p, 0) for u in usages) == k:
                in_every.add(p)
    for c in pair_values:
        must.extend([c] * (2 if power[c.id] in in_every else kept))
    if rest >= 1 or not usages:
        may = list(pair_values)
    else:
        reachable = {p for u in usages for p in u}
        may = [c for c in pair_values if power[c.id] in reachable]
    if rest > 2 * (need - used):
        may.extend(singles)
    free = not need and not usages  # any n cards of the group will do
    return must, may, free, lambda: said.long_options(sit, must, usages)


def _shape_options(sit: _Situation) -> tuple[list[Card], list[Card], bool, Callable[[], str]]:
    """(must, may, free, explain) under shorter-tractors: every legal play is some way of
    giving the shape asked (its runs and lone pairs, the core) and any other cards of the led
    group; ``free`` when the shape is singles only."""
    shape = sit.requirement
    assert shape is not None
    avail = avail_of(sit.power_map())
    power = sit.order.power
    left_out = len(sit.suited) - sit.count  # cards of the group that stay in hand (1 or more)
    in_every = shapes.powers_in_every(avail, shape)
    must: list[Card] = []
    for c in sit.pair_values:  # a pair value in no core still shows when too few cards stay
        must.extend([c] * (2 if power[c.id] in in_every else max(0, 2 - left_out)))
    if shape.singles:
        may = list(dict.fromkeys(sit.suited))
    else:
        some = shapes.powers_in_some(avail, shape)
        may = [c for c in sit.pair_values if power[c.id] in some]
    free = not shape.pair_count
    shown = sit.order.sorted(must)
    return must, may, free, lambda: said.shape_options(sit, shown)


def _shape_example(sit: _Situation) -> Cards:
    """A legal play under shorter-tractors: one way of giving the shape asked (the lowest lone
    pairs), then the lowest cards of the led group."""
    shape = sit.requirement
    assert shape is not None
    tractors, rest = _shape_witness(sit)
    chosen = [c for run in tractors for c in run] + rest[len(rest) - shape.pairs :][: shape.pairs]
    play = [c for c in chosen for _ in (0, 1)]
    pool = Counter(sit.suited) - Counter(play)
    low_first = sorted(pool.elements(), key=sit.order.display_of.__getitem__, reverse=True)
    return _trusted(play + low_first[: sit.count - len(play)])


def _example(sit: _Situation) -> Cards:
    # display_of ranks the cards as sort_key does (no two values share a key), from C
    low_key = sit.order.display_of.__getitem__
    if sit.short:
        others = missing_from(sit.suited, sit.hand)  # hand minus suited, with multiplicity
        rest = sorted(others, key=low_key, reverse=True)
        return _trusted(list(sit.suited) + rest[: sit.count - len(sit.suited)])
    if sit.requirement is not None:
        return _shape_example(sit)
    # only the led group's cards can be played here, so only they are sorted
    low_first = sorted(sit.suited, key=low_key, reverse=True)
    play: list[Card] = []
    counts = sit.counts
    pool = {c: counts[c] for c in low_first}  # the led group's copies not yet played
    played: dict[Card, int] = {}
    pairs = 0  # the values played twice or more
    if sit.lengths and any(sit.tractor_best):
        _, usages = optimal_tractor_usages(avail_of(sit.power_map()), sit.lengths)
        for card in sit.tractor_cards(usages[0]):
            play += [card, card]
            pool[card] -= 2
            before = played.get(card, 0)
            played[card] = before + 2
            pairs += before < 2
    # a value with two copies left is a pair value (its copies only went down)
    spare_pairs = [c for c in low_first if pool[c] >= 2]
    for card in dict.fromkeys(spare_pairs):
        if pairs >= sit.pairs_needed:
            break
        play += [card, card]
        pool[card] -= 2
        before = played.get(card, 0)
        played[card] = before + 2
        pairs += before < 2
    loose = [c for c in low_first if pool[c] == 1]
    doubled = [c for c in low_first if pool[c] >= 2]
    for card in loose + doubled:
        if len(play) == sit.count:
            break
        if pool[card]:
            play.append(card)
            pool[card] -= 1
    return _trusted(play)
