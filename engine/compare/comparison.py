"""One position under two rule sets: every legal play compared, and why they differ.

``compare_rules(hand, lead, trump=..., rules_a=..., rules_b=...)`` enumerates every distinct
play of the lead's size (as a multiset) that could be legal under each rule set and judges it
with the engine's own follow check, so ``plays_only_a`` and ``plays_only_b`` are exact. With
``others`` (the other hands) it also checks the lead as a throw under each rule set.

Which plays can be legal follows from rules §4: with more cards of the led suit group than
the lead has, every card played is of that group and the play holds at least
min(pairs led, pairs held) pairs (under ``shorter-tractors``, the pairs of the shape the hand
must give, rules §10.1); otherwise every card of the group is played. Only those
candidates are judged; tests compare the result with a judgement of every combination.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from functools import cached_property, partial

from ..cards.card import Card, Cards, _trusted
from ..cards.trump import Trump, TrumpLike, as_trump, order_of
from ..drawn import drawn
from ..errors import IllegalPlay, InputError
from ..rulebook.follow import FollowOptions, Verdict
from ..rulebook.follow import _checked_counts as checked_counts
from ..rulebook.follow import _judge as judge
from ..rulebook.follow import _options_of as options_of
from ..rulebook.follow import _Situation as Situation
from ..rulebook.inputs import CardsLike, as_cards, as_hands, rules_source
from ..rulebook.lead import Lead, ThrowCheck, check_throw, classify_lead
from ..rulebook.options import (
    THROW_STEPS,
    Question,
    differ_directly,
    naming_order,
    option_row,
    options_changing,
)
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..speech.languages import N_n, said_once, say, say_n
from ..speech.words import listing
from ..values import Value, field
from . import comparison_words as said
from .comparison_words import rules_label


def follow_options() -> tuple[str, ...]:
    """The options that can change which follows are legal, as the table ``options.OPTIONS``
    says: the rule itself first, then those that change it through the card order."""
    rows = naming_order(options_changing(Question.FOLLOW), (Question.FOLLOW,))
    return tuple(row.name for row in rows)


def throw_options(step: Question | None = None) -> tuple[str, ...]:
    """The options that can change the throw's ``step`` (one of ``THROW_STEPS``; None: any of
    them), as the table says, named in the order of the steps each can change first."""
    steps = THROW_STEPS if step is None else (step,)
    rows = {row for each in steps for row in options_changing(each)}
    return tuple(row.name for row in naming_order(rows, THROW_STEPS))


Key = tuple[Card, ...]  # a play as a multiset: its cards sorted by id


def check_comparable(rules_a: RuleSet, rules_b: RuleSet, *, seats: bool) -> None:
    """Refuse two rule sets that one position cannot be posed under: a ValueError naming both.

    The decks must agree (a hand's copies of a card mean another thing with one deck); with
    ``seats`` (other hands, a round) the number of players must agree too.
    """
    if rules_a.decks != rules_b.decks:
        raise InputError(said.decks_differ(rules_a, rules_b))
    if seats and rules_a.players != rules_b.players:
        raise InputError(said.players_differ(rules_a, rules_b))


# --- Enumerating the plays that can be legal ------------------------------------------------


def _multisets(items: Sequence[tuple[Card, int]], n: int, min_pairs: int = 0) -> list[Key]:
    """Every multiset of ``n`` cards taking at most ``k`` copies of each ``(card, k)``, with
    at least ``min_pairs`` values taken twice or more; ``items`` sorted by card id, so each
    multiset comes out sorted by id."""
    size = len(items)
    room = [0] * (size + 1)  # cards available from item i on
    pairable = [0] * (size + 1)  # values held twice or more from item i on
    for i in range(size - 1, -1, -1):
        room[i] = room[i + 1] + items[i][1]
        pairable[i] = pairable[i + 1] + (items[i][1] >= 2)
    copies = [[(card,) * k for k in range(held + 1)] for card, held in items]
    found: list[Key] = []

    def take(i: int, left: int, pairs: int, prefix: Key) -> None:
        if left == 0:
            if pairs >= min_pairs:
                found.append(prefix)
            return
        if room[i] < left:
            return
        if min_pairs and pairs + min(pairable[i], left >> 1) < min_pairs:
            return
        options = copies[i]
        k = len(options) - 1
        if k > left:
            k = left
        while k >= 0:
            take(i + 1, left - k, pairs + (k >= 2), prefix + options[k])
            k -= 1

    take(0, n, 0, ())
    return found


class _Side:
    """One rule set's view of the position: its order, lead, options and judge of plays."""

    __slots__ = ("_options", "lead", "order", "rules", "situation", "suited_counts")

    def __init__(self, hand: Cards, lead_cards: Cards, trump: Trump, rules: RuleSet) -> None:
        self.rules = rules
        self.order = order = order_of(trump, rules)
        try:
            self.lead = lead = classify_lead(lead_cards, trump=trump, rules=rules)
        except IllegalPlay as exc:
            raise IllegalPlay(partial(said.not_a_lead, lead_cards, rules, exc.told)) from None
        # the hand is checked as check_follow checks it: its copies with the lead's, its size
        counts = checked_counts(hand, lead, rules)
        self.situation = Situation(hand, lead, order, rules, counts)
        self._options: FollowOptions | None = None
        members = order.members[lead.group]
        self.suited_counts = {c: k for c, k in counts.items() if c in members}

    @property
    def options(self) -> FollowOptions:
        if self._options is None:
            self._options = options_of(self.situation)
        return self._options

    def judge(self, play: Cards) -> Verdict:
        """``check_follow``'s verdict on a parsed play."""
        return judge(self.situation, play)

    def candidates(self, hand: Cards) -> list[Key]:
        """Every play that can be legal here (see the module docstring), each once."""
        n = self.lead.size
        counts = hand._counts()
        suited = self.suited_counts
        held = sum(suited.values())
        by_id = sorted(counts.items(), key=lambda item: item[0].id)
        if held <= n:
            rest = [(c, k) for c, k in by_id if c not in suited]
            base = [c for c, k in by_id if c in suited for _ in range(k)]
            return [
                tuple(sorted(base + list(extra), key=_card_id))
                for extra in _multisets(rest, n - held)
            ]
        # the fewest pairs a legal play holds (none under pair_follow="suit-only")
        need = self.situation.pairs_needed
        return _multisets([(c, k) for c, k in by_id if c in suited], n, need)

    def legal(self, play: Key) -> bool:
        return judge(self.situation, _trusted(play)).legal

    def legal_plays(self, hand: Cards) -> frozenset[Key]:
        sit = self.situation
        return frozenset(p for p in self.candidates(hand) if judge(sit, _trusted(p)).legal)

    def same_follows(self, other: _Side) -> bool:
        """True when the two sides judge every follow alike without asking: the same card
        order, and no option that changes follows otherwise differs, unless moot for this lead
        (``options.differ_directly``)."""
        a, b = self.order, other.order
        if a.group != b.group or a.power != b.power:
            return False
        return not differ_directly((Question.FOLLOW,), self.rules, other.rules, lead=self.lead)

    def short_with(self, other: _Side) -> bool:
        """True when both sides hold at most the lead's size in the led group and the same
        cards of it: every card of it is played and the rest is free under both."""
        n = self.lead.size
        return (
            sum(self.suited_counts.values()) <= n
            and sum(other.suited_counts.values()) <= n
            and self.suited_counts == other.suited_counts
        )


def _card_id(card: Card) -> int:
    return card.id


# --- The comparison -------------------------------------------------------------------------


class RuleComparison(Value):
    """One follower's position (and, with ``others``, the lead as a throw) under two rule sets.

    The question: ``hand``, ``lead`` (its cards), ``trump``, ``rules_a``, ``rules_b`` and
    ``others`` (``((seat, cards), ...)``, or None). The answers, worked out when first asked:

    - ``plays_a`` / ``plays_b``: every distinct legal play (multisets, as ``Cards`` in display
      order, highest plays first) under each rule set; ``plays_only_a`` / ``plays_only_b``:
      those legal under one rule set only; ``follow_differs``: whether the two sets differ.
    - ``options_a`` / ``options_b``: the ``FollowOptions`` (must/may) under each, and
      ``marks_a`` / ``marks_b``: ``"must"``, ``"may"`` or ``"cannot"`` per card of the hand.
    - ``lead_a`` / ``lead_b``: the lead as each rule set classifies it.
    - ``throw_a`` / ``throw_b``: the ``ThrowCheck`` under each (with ``others``; else None),
      and ``throw_differs``: whether it stands under one only, or forces another lead or
      penalty.
    - ``differs``: ``follow_differs or throw_differs``; ``reason``: one sentence naming the
      option that makes the difference, with an example play on each side.

    A value: immutable, hashable, equal when the questions are equal; ``repr`` is the call.
    """

    hand: Cards
    lead: Cards
    trump: Trump
    rules_a: RuleSet
    rules_b: RuleSet
    others: tuple[tuple[int, Cards], ...] | None = None
    _sides: tuple[_Side, _Side] | None = field(default=None, repr=False, compare=False)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # the question only: the answers (and the judges they use) are worked out again
        return (
            _rebuild,
            (self.hand, self.lead, self.trump, self.rules_a, self.rules_b, self.others),
        )

    def __repr__(self) -> str:
        text = (
            f"compare_rules({self.hand!r}, {self.lead!r}, trump={str(self.trump)!r}, "
            f"rules_a={rules_source(self.rules_a)}, rules_b={rules_source(self.rules_b)}"
        )
        if self.others is not None:
            text += f", others={dict(self.others)!r}"
        return text + ")"

    def _side(self, which: int) -> _Side:
        sides = self._sides
        if sides is None:
            sides = (
                _Side(self.hand, self.lead, self.trump, self.rules_a),
                _Side(self.hand, self.lead, self.trump, self.rules_b),
            )
            object.__setattr__(self, "_sides", sides)
        return sides[which]

    # -- the follow

    @property
    def lead_a(self) -> Lead:
        return self._side(0).lead

    @property
    def lead_b(self) -> Lead:
        return self._side(1).lead

    @property
    def options_a(self) -> FollowOptions:
        return self._side(0).options

    @property
    def options_b(self) -> FollowOptions:
        return self._side(1).options

    @property
    def marks_a(self) -> tuple[str, ...]:
        return tuple(self.options_a.states())

    @property
    def marks_b(self) -> tuple[str, ...]:
        return tuple(self.options_b.states())

    @cached_property
    def _legal_a(self) -> frozenset[Key]:
        return self._side(0).legal_plays(self.hand)

    @cached_property
    def _legal_b(self) -> frozenset[Key]:
        return self._side(1).legal_plays(self.hand)

    @cached_property
    def _only(self) -> tuple[tuple[Key, ...], tuple[Key, ...]]:
        a, b = self._side(0), self._side(1)
        if a.same_follows(b) or a.short_with(b):
            return (), ()
        only_a = tuple(p for p in self._legal_a if not b.legal(p))
        only_b = tuple(p for p in self._legal_b if not a.legal(p))
        return only_a, only_b

    def _shown(self, plays: Sequence[Key] | frozenset[Key], which: int) -> tuple[Cards, ...]:
        position = self._side(which).order.display_of
        ordered = [sorted(p, key=position.__getitem__) for p in plays]
        ordered.sort(key=lambda p: [position[c] for c in p])
        return tuple(_trusted(p) for p in ordered)

    @cached_property
    def plays_a(self) -> tuple[Cards, ...]:
        """Every distinct legal play under ``rules_a``."""
        return self._shown(self._legal_a, 0)

    @cached_property
    def plays_b(self) -> tuple[Cards, ...]:
        """Every distinct legal play under ``rules_b``."""
        return self._shown(self._legal_b, 1)

    @cached_property
    def plays_only_a(self) -> tuple[Cards, ...]:
        """The plays legal under ``rules_a`` and not under ``rules_b``."""
        return self._shown(self._only[0], 0)

    @cached_property
    def plays_only_b(self) -> tuple[Cards, ...]:
        """The plays legal under ``rules_b`` and not under ``rules_a``."""
        return self._shown(self._only[1], 1)

    @property
    def follow_differs(self) -> bool:
        """Whether the two rule sets allow different sets of plays."""
        only_a, only_b = self._only
        return bool(only_a or only_b)

    def verdicts(self, play: CardsLike) -> tuple[Verdict, Verdict]:
        """The verdicts of one play under ``rules_a`` and ``rules_b`` (``check_follow``'s)."""
        cards = as_cards(play, "the play")
        return self._side(0).judge(cards), self._side(1).judge(cards)

    # -- the throw

    @cached_property
    def _throws(self) -> tuple[ThrowCheck | None, ThrowCheck | None]:
        if self.others is None:
            return None, None
        hands = {seat: cards for seat, cards in self.others}
        return (
            check_throw(self.lead_a, hands, trump=self.trump, rules=self.rules_a),
            check_throw(self.lead_b, hands, trump=self.trump, rules=self.rules_b),
        )

    @property
    def throw_a(self) -> ThrowCheck | None:
        return self._throws[0]

    @property
    def throw_b(self) -> ThrowCheck | None:
        return self._throws[1]

    @property
    def throw_differs(self) -> bool:
        """Whether the lead stands under one rule set only, or forces another lead or cost."""
        a, b = self._throws
        if a is None or b is None:
            return False
        return _throw_outcome(a) != _throw_outcome(b)

    @property
    def differs(self) -> bool:
        return self.follow_differs or self.throw_differs

    # -- the explanation

    @property
    def reason(self) -> str:
        """One sentence: the option that makes the difference, with an example on each side
        (in the language in force)."""
        return said_once(self.__dict__, self._reason, "_said_reason")

    def _reason(self) -> str:
        label_a, label_b = rules_label(self.rules_a), rules_label(self.rules_b)
        parts = []
        if self.follow_differs:
            only_a, only_b = self.plays_only_a, self.plays_only_b
            options = _options_phrase(self._follow_causes(), self.rules_a, self.rules_b)
            example_a = only_a[-1] if only_a else None
            example_b = only_b[-1] if only_b else None
            parts.append(said.follow_differs(options, label_a, example_a, label_b, example_b))
        if self.throw_differs:
            a, b = self._throws
            assert a is not None and b is not None
            options = _options_phrase(self._throw_causes(), self.rules_a, self.rules_b)
            parts.append(said.throw_differs(options, self.lead, label_a, a, label_b, b))
        if parts:
            return said.one_sentence(parts)
        return said.agree(label_a, label_b, self._throws[0])

    def _differing(self, options: Sequence[str]) -> list[str]:
        """The ``options`` whose values differ between the two rule sets and that are not moot
        under this trump (``Option.matters_only_when``), in the order given."""
        a, b = self.rules_a, self.rules_b
        return [
            name
            for name in options
            if getattr(a, name) != getattr(b, name) and not option_row(name).moot(trump=self.trump)
        ]

    def _follow_causes(self) -> list[str]:
        causes = self._differing(follow_options())
        if len(causes) <= 1:
            return causes
        # Several options differ: name those whose flip alone changes an example's verdict.
        only_a, only_b = self._only
        examples = list(only_a[-1:] + only_b[-1:])
        telling = []
        for name in causes:
            flipped = self.rules_a.replace(**{name: getattr(self.rules_b, name)})
            try:
                side = _Side(self.hand, self.lead, self.trump, flipped)
            except ValueError:  # the lead is not a lead once flipped: this option tells
                telling.append(name)
                continue
            a = self._side(0)
            if any(side.legal(p) != a.legal(p) for p in examples):
                telling.append(name)
        return telling or causes

    def _throw_causes(self) -> list[str]:
        """The options that can change the first step of the throw (``THROW_STEPS``: whether it
        stands, what is led instead, what it costs per card) on which the two rule sets answer
        differently, and that differ here; else every throw option that differs here."""
        a, b = self._throws
        assert a is not None and b is not None
        outcome_a, outcome_b = _throw_outcome(a), _throw_outcome(b)
        step = next(i for i in range(len(THROW_STEPS)) if outcome_a[i] != outcome_b[i])
        causes = self._differing(throw_options(THROW_STEPS[step]))
        return causes or self._differing(throw_options())

    _repr_html_ = drawn


def _throw_outcome(check: ThrowCheck) -> tuple[bool, Key, int]:
    """The throw's answer to each of ``THROW_STEPS``: it stands, the cards led instead, the
    penalty."""
    return check.stands, tuple(sorted(check.forced, key=_card_id)), check.penalty


#: The options that make the difference, by their count (``{options}``: "name (a against b)").
_OPTIONS_MAKE = N_n(
    "the option {options} makes the difference", "the options {options} make the difference"
)


def _options_phrase(causes: Sequence[str], a: RuleSet, b: RuleSet) -> str:
    """The clause naming the options that make the difference (or the card orders)."""
    if not causes:
        return say("the card orders of the two rule sets make the difference")
    named = [
        # TRANSLATORS: an option and its values under the two rule sets (code, kept as it is):
        # "tractor_follow ('pairs-suffice' against 'must-tractor')".
        say(
            "{option} ({value_a} against {value_b})",
            option=name,
            value_a=repr(getattr(a, name)),
            value_b=repr(getattr(b, name)),
        )
        for name in causes
    ]
    return say_n(*_OPTIONS_MAKE, len(named), options=listing(named))


def _others_of(
    value: Mapping[int, CardsLike] | Sequence[CardsLike], rules: RuleSet
) -> tuple[tuple[int, Cards], ...]:
    """``((seat, cards), ...)`` from a {seat: cards} mapping, or a list (seats 1, 2, ...);
    ``as_hands`` refuses seats the table of ``rules`` does not have."""
    hands = as_hands(value, rules)
    if isinstance(value, Mapping):
        seats = list(value)
        return tuple(sorted(zip(seats, (cards for _, cards in hands), strict=True)))
    return tuple((i + 1, cards) for i, (_, cards) in enumerate(hands))


def compare_rules(
    hand: CardsLike,
    lead: CardsLike | Lead,
    *,
    trump: TrumpLike,
    rules_a: RulesLike,
    rules_b: RulesLike,
    others: Mapping[int, CardsLike] | Sequence[CardsLike] | None = None,
) -> RuleComparison:
    """``hand`` following ``lead`` under ``rules_a`` and under ``rules_b``: every legal play
    under each, those legal under one only, the must/may marks, and a sentence saying which
    option makes the difference (see ``RuleComparison``).

    ``lead`` is cards (a ``Lead`` gives its cards, classified again under each rule set).
    ``others`` ({seat: cards}, or a list for seats 1, 2, ...) are the other hands: the lead is
    then also checked as a throw under each rule set. Raises ``ValueError`` naming both rule
    sets when they deal another number of decks (or, with ``others``, seat another number of
    players); ``IllegalPlay`` when the lead is not a lead under one of them (naming it); and
    what ``check_follow`` raises for a bad hand or lead.
    """
    ruleset_a, ruleset_b = as_rules(rules_a), as_rules(rules_b)
    check_comparable(ruleset_a, ruleset_b, seats=others is not None)
    the_trump = as_trump(trump)
    hand_cards = as_cards(hand, "the hand")
    lead_cards = lead.cards if type(lead) is Lead else as_cards(lead, "the lead")  # type: ignore[arg-type]
    parsed_others = None if others is None else _others_of(others, ruleset_a)
    sides = (
        _Side(hand_cards, lead_cards, the_trump, ruleset_a),
        _Side(hand_cards, lead_cards, the_trump, ruleset_b),
    )
    comparison = RuleComparison(
        hand_cards, lead_cards, the_trump, ruleset_a, ruleset_b, parsed_others, sides
    )
    if parsed_others is not None:
        comparison._throws  # noqa: B018  (checks the other hands now: bad input fails here)
    return comparison


def _rebuild(
    hand: Cards,
    lead: Cards,
    trump: Trump,
    rules_a: RuleSet,
    rules_b: RuleSet,
    others: tuple[tuple[int, Cards], ...] | None,
) -> RuleComparison:
    return compare_rules(
        hand,
        lead,
        trump=trump,
        rules_a=rules_a,
        rules_b=rules_b,
        others=None if others is None else dict(others),
    )


def all_multisets(hand: Cards, n: int) -> Iterator[Cards]:
    """Every distinct play of ``n`` cards from ``hand`` (a helper for tests and lessons)."""
    by_id = sorted(hand._counts().items(), key=lambda item: item[0].id)
    for play in _multisets(by_id, n):
        yield _trusted(play)


__all__ = ["RuleComparison", "compare_rules"]
