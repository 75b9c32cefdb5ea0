"""Search random rounds for positions where two rule sets answer differently.

``find_differences(rules_a, rules_b, kind=...)`` deals rounds under ``rules_a`` from seeds
``"differences/{seed}/{i}"``, plays them with bots, and at every position asks the question of
its ``kind`` under both rule sets:

- ``"follow"``: the seat to follow has another set of legal plays (``compare_rules``);
- ``"throw"``: at a lead, a throw a seat holds stands under one rule set and fails under the
  other (the throws tried join two pairs or tractors of one suit group where the two card
  orders place some card differently: ``throw_candidates``);
- ``"trick"``: the trick is won by another seat when played under ``rules_b``: the lead is
  checked again as a throw, and a follower whose play is not legal there (or who follows
  another lead) plays the lowest legal play instead (``FollowOptions.example``);
- ``"hand"``: the round as played, scored under ``rules_b`` (kitty multiplier, throw penalties
  checked again against the hands), gives other defender points or another level change.

Every position is checked again from its own content before it is yielded, and
``position.code()`` writes a cell that rebuilds it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cached_property
from typing import Any

from ..cards.card import ALL_CARDS, Card, Cards, _trusted
from ..cards.trump import Trump, as_trump, order_of
from ..drawn import drawn
from ..errors import IllegalPlay, InputError
from ..play.bots import bots_named
from ..play.levels import STATISTICS_BOTS
from ..play.round import Round
from ..rulebook.follow import check_follow, follow_options
from ..rulebook.inputs import as_cards, check_seat
from ..rulebook.layout import layout
from ..rulebook.lead import Lead, check_throw, classify_lead
from ..rulebook.options import Question, differ_directly
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..rulebook.scoring import score_hand
from ..rulebook.trick import trick_winner
from ..speech.languages import say, say_n
from ..values import Value, field
from .aimed import aimed_findings
from .alike import CannotDiffer, cannot_differ
from .comparison import RuleComparison, check_comparable, compare_rules
from .comparison import rules_label as _label

KINDS = ("follow", "throw", "trick", "hand")
#: The questions (``options.Question``) behind each kind of difference the search skips when
#: the two rule sets order the cards alike and differ in no other option that changes them.
FOLLOW_QUESTIONS = (Question.FOLLOW,)
THROW_QUESTIONS = (Question.THROW_STANDS,)
TRICK_QUESTIONS = (
    Question.THROW_STANDS,
    Question.THROW_FORCED,
    Question.FOLLOW,
    Question.TRICK_WINNER,
)
LEAD_KINDS = ("single", "pair", "tractor", "throw")
DEFAULT_BUDGET = 1000  # rounds searched when no budget is given

Seated = tuple[tuple[int, Cards], ...]


class Difference(Value):
    """A position where ``rules_a`` and ``rules_b`` differ, found by ``find_differences``.

    ``kind`` is the question ("follow", "throw", "trick" or "hand"); ``hand`` the follower's
    cards (for a throw, the next seat's), ``lead`` the lead's cards, ``trump``, ``rules_a``,
    ``rules_b``; ``others`` the other hands than the leader's (throws, tricks, hands;
    ``((seat, cards), ...)``), ``seat`` the follower's seat (the leader's for a throw).
    ``comparison`` is ``compare_rules`` of the position. For tricks: ``plays_a`` and
    ``plays_b`` (``(seat, cards)``, lead first) and ``winner_a`` / ``winner_b``; for hands:
    ``points_a`` / ``points_b`` and ``change_a`` / ``change_b`` (``(side, levels)``). For
    tricks and hands, ``record`` is the round's JSON record at ``step`` (``round`` replays it);
    a trick built by the aimed search (``aimed.py``) comes from no round: its ``record``,
    ``step`` and ``round`` are None.
    A value; ``code()`` is a cell that rebuilds it.
    """

    kind: str
    hand: Cards
    lead: Cards
    trump: Trump
    rules_a: RuleSet
    rules_b: RuleSet
    others: Seated | None = None
    seat: int | None = None
    plays_a: Seated | None = None
    plays_b: Seated | None = None
    winner_a: int | None = None
    winner_b: int | None = None
    points_a: int | None = None
    points_b: int | None = None
    change_a: tuple[str, int] | None = None
    change_b: tuple[str, int] | None = None
    record: str | None = field(default=None, repr=False)
    step: int | None = None

    def _check(self) -> dict[str, object]:
        """Refuse (``InputError``) a position no search can find: a kind that is not one of
        ``KINDS``, rule sets one position cannot show, seats not at the table, the answers of
        another kind (a trick's plays on a follow), a trick without its plays, winners and
        other hands, a hand without its points and level changes, a throw without the other
        hands; and for a follow or a throw, what ``compare_rules`` refuses (its comparison is
        made here). Settles the fields as parsed values."""
        kind = self.kind
        if not isinstance(kind, str) or kind not in KINDS:
            raise InputError(
                f"Difference: kind={kind!r} is not a kind of difference: use one of "
                f"{', '.join(KINDS)}"
            )
        a, b = as_rules(self.rules_a), as_rules(self.rules_b)
        check_comparable(a, b, seats=kind != "follow")
        players = a.players
        trump = as_trump(self.trump)
        hand, lead = as_cards(self.hand, "the hand"), as_cards(self.lead, "the lead")
        others = _checked_seated(self.others, players, "others")
        settled: dict[str, object] = {
            "rules_a": a,
            "rules_b": b,
            "trump": trump,
            "hand": hand,
            "lead": lead,
            "others": others,
        }
        if self.seat is not None:
            check_seat(self.seat, players, "Difference: seat")
        answers = {
            "trick": ("plays_a", "plays_b", "winner_a", "winner_b"),
            "hand": ("points_a", "points_b", "change_a", "change_b"),
        }
        for other, names in answers.items():
            given = [name for name in names if getattr(self, name) is not None]
            if kind == other:
                missing = [name for name in names if name not in given]
                if missing:
                    raise InputError(
                        f"Difference: a {kind} difference needs {', '.join(missing)} (the "
                        f"answers under both rule sets)"
                    )
            elif given:
                raise InputError(
                    f"Difference: a {kind} difference takes no {', '.join(given)} (the answers "
                    f"of a {other} difference)"
                )
        if kind in ("follow", "throw") and (self.record is not None or self.step is not None):
            raise InputError(f"Difference: a {kind} difference has no record or step")
        if kind in ("throw", "trick") and not others:
            raise InputError(f"Difference: a {kind} difference needs others (the other hands)")
        if self.step is not None and (
            isinstance(self.step, bool) or not isinstance(self.step, int) or self.step < 0
        ):
            raise InputError(f"Difference: step must be a whole number from 0, not {self.step!r}")
        if kind == "trick":
            assert others is not None  # checked above
            settled.update(self._checked_trick(others, players))
        if kind == "hand":
            for name in ("points_a", "points_b"):
                value = getattr(self, name)
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise InputError(f"Difference: {name} must be points from 0, not {value!r}")
            for name in ("change_a", "change_b"):
                settled[name] = _checked_change(getattr(self, name), name)
            if self.record is not None and not isinstance(self.record, str):
                raise InputError(
                    f"Difference: record must be a round's JSON text, not {self.record!r}"
                )
        if kind in ("follow", "throw"):
            # the position is its comparison: made now, so that a bad one is refused here
            settled["comparison"] = compare_rules(
                hand,
                lead,
                trump=trump,
                rules_a=a,
                rules_b=b,
                others=dict(others) if kind == "throw" and others else None,
            )
        return settled

    def _checked_trick(self, others: Seated, players: int) -> dict[str, object]:
        """A trick's plays (lead first, each follower one of ``others``, every seat once) and
        winners (seats that played)."""
        found: dict[str, object] = {}
        held = {seat for seat, _ in others}
        for name in ("plays_a", "plays_b"):
            plays = _checked_seated(getattr(self, name), players, name)
            assert plays is not None  # checked as given
            if len(plays) != players:
                raise InputError(
                    f"Difference: {name} must hold one play per seat ({players}), not {len(plays)}"
                )
            if plays[0][0] in held or any(seat not in held for seat, _ in plays[1:]):
                raise InputError(
                    f"Difference: {name} must start with the leader's play (the seat missing from "
                    "others), then the others' plays"
                )
            found[name] = plays
        for name, plays_name in (("winner_a", "plays_a"), ("winner_b", "plays_b")):
            winner = check_seat(getattr(self, name), players, f"Difference: {name}")
            if winner not in {seat for seat, _ in found[plays_name]}:  # type: ignore[attr-defined]
                raise InputError(f"Difference: {name}={winner!r} did not play in {plays_name}")
        return found

    @cached_property
    def comparison(self) -> RuleComparison:
        """``compare_rules`` of the position (with ``others`` for a throw)."""
        return compare_rules(
            self.hand,
            self.lead,
            trump=self.trump,
            rules_a=self.rules_a,
            rules_b=self.rules_b,
            others=dict(self.others) if self.kind == "throw" and self.others else None,
        )

    @property
    def round(self) -> Round | None:
        """The round at ``step`` (replayed from ``record``), for tricks and hands."""
        return None if self.record is None else Round.from_record(self.record)

    @property
    def reason(self) -> str:
        """What differs, in a sentence."""
        if self.kind == "trick":
            # TRANSLATORS: {rules_a} and {rules_b} are rule sets ("tractor-4p (...)").
            return say(
                "Played under {rules_a} seat {winner_a} wins the trick; under {rules_b} seat "
                "{winner_b} does.",
                rules_a=_label(self.rules_a),
                winner_a=self.winner_a,
                rules_b=_label(self.rules_b),
                winner_b=self.winner_b,
            )
        if self.kind == "hand":
            # TRANSLATORS: {n} and {points_b} are the defenders' points under each rule set;
            # {change_a} and {change_b} the level change ("the declarers hold, +1").
            return say_n(
                "Scored under {rules_a} the defenders have {n} point ({change_a}); under "
                "{rules_b} {points_b} ({change_b}).",
                "Scored under {rules_a} the defenders have {n} points ({change_a}); under "
                "{rules_b} {points_b} ({change_b}).",
                self.points_a or 0,
                rules_a=_label(self.rules_a),
                change_a=_change(self.change_a),
                rules_b=_label(self.rules_b),
                points_b=self.points_b,
                change_b=_change(self.change_b),
            )
        return self.comparison.reason

    def recheck(self) -> bool:
        """Whether the two rule sets still differ here, worked out again from the position."""
        if self.kind == "follow":
            return self.comparison.follow_differs
        if self.kind == "throw":
            a, b = self.comparison.throw_a, self.comparison.throw_b
            return a is not None and b is not None and a.stands != b.stands
        if self.kind == "trick":
            assert self.plays_a is not None and self.plays_b is not None
            hands = dict(self.others or ())
            for plays, rules in ((self.plays_a, self.rules_a), (self.plays_b, self.rules_b)):
                lead = plays[0][1]
                for seat, cards in plays[1:]:
                    verdict = check_follow(hands[seat], lead, cards, trump=self.trump, rules=rules)
                    if not verdict.legal:
                        return False
            win_a = self.plays_a[_winner(self.plays_a, self.trump, self.rules_a)][0]
            win_b = self.plays_b[_winner(self.plays_b, self.trump, self.rules_b)][0]
            return (win_a, win_b) == (self.winner_a, self.winner_b) and win_a != win_b
        rnd = self.round
        if rnd is None or rnd.result is None:
            return False
        scored = rescored(rnd, self.rules_b)
        if scored is None:
            return False
        ours = (rnd.result.defender_points, (rnd.result.change.side, rnd.result.change.levels))
        return ours == (self.points_a, self.change_a) and scored != ours

    def code(self) -> str:
        """A Python cell that rebuilds this position (and shows its comparison)."""
        lines = [
            "import tractor_engine as te",
            "",
            f"rules_a = {_rules_code(self.rules_a)}",
            f"rules_b = {_rules_code(self.rules_b)}",
            f"trump = te.Trump({self.trump.rank!r}, {self.trump.suit!r})",
            f"hand = te.Cards({str(self.hand)!r})",
            f"lead = te.Cards({str(self.lead)!r})",
            f"others = {_seated_code(self.others)}",
        ]
        extra = []
        for name in ("seat", "winner_a", "winner_b", "points_a", "points_b", "step"):
            value = getattr(self, name)
            if value is not None:
                extra.append(f"{name}={value!r}")
        for name in ("change_a", "change_b"):
            value = getattr(self, name)
            if value is not None:
                extra.append(f"{name}={value!r}")
        for name in ("plays_a", "plays_b"):
            value = getattr(self, name)
            if value is not None:
                extra.append(f"{name}={_seated_code(value)}")
        if self.record is not None:
            lines.append(f"record = {self.record!r}")
            extra.append("record=record")
        args = "".join(f",\n    {item}" for item in extra)
        lines += [
            "position = te.Difference(",
            f"    {self.kind!r}, hand, lead, trump, rules_a, rules_b, others{args},",
            ")",
            "position.comparison",
        ]
        return "\n".join(lines) + "\n"

    _repr_html_ = drawn


def _checked_seated(value: object, players: int, name: str) -> Seated | None:
    """``((seat, cards), ...)`` in the given order, each seat at the table and given once (a
    {seat: cards} mapping is read in seat order); ``InputError`` naming ``name`` otherwise."""
    if value is None:
        return None
    if isinstance(value, Mapping):
        value = tuple(sorted(value.items(), key=lambda item: repr(item[0])))
    if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list)):
        raise InputError(f"Difference: {name} must be ((seat, cards), ...), not {value!r}")
    seated = []
    for item in value:
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            raise InputError(f"Difference: {name} holds {item!r}, not a (seat, cards) pair")
        seat = check_seat(item[0], players, f"Difference: a seat of {name}")
        seated.append((seat, as_cards(item[1], f"{name}: seat {seat}")))
    seats = [seat for seat, _ in seated]
    if len(set(seats)) < len(seats):
        raise InputError(f"Difference: {name} gives a seat twice: {seats}")
    return tuple(seated)


def _checked_change(value: object, name: str) -> tuple[str, int]:
    if (
        not isinstance(value, (tuple, list))
        or len(value) != 2
        or value[0] not in ("declarers", "defenders")
        or isinstance(value[1], bool)
        or not isinstance(value[1], int)
        or value[1] < 0
    ):
        raise InputError(
            f"Difference: {name} must be (side, levels), the side 'declarers' or 'defenders', "
            f"not {value!r}"
        )
    return (value[0], value[1])


def _change(change: tuple[str, int] | None) -> str:
    if change is None:
        # TRANSLATORS: the level change of a hand: none.
        return say("no change")
    side, levels = change
    if side == "declarers":
        # TRANSLATORS: the level change of a hand: the declarers go up {levels} levels.
        return say("the declarers hold, +{levels}", levels=levels)
    # TRANSLATORS: the level change of a hand: the defenders declare next, up {levels} levels.
    return say("the defenders take over, +{levels}", levels=levels)


def _rules_code(rules: RuleSet) -> str:
    options = "".join(f", {k}={v!r}" for k, v in rules.options().items())
    return f"te.rules({rules.name!r}{options})"


def _seated_code(seated: Seated | None) -> str:
    if seated is None:
        return "None"
    items = ", ".join(f"({seat}, te.Cards({str(cards)!r}))" for seat, cards in seated)
    return f"({items},)" if len(seated) == 1 else f"({items})"


def _key(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(c.id for c in cards))


def _winner(plays: Seated, trump: Trump, rules: RuleSet) -> int:
    return trick_winner([cards for _, cards in plays], trump=trump, rules=rules)


# --- The questions, asked at one position ------------------------------------------------------


def moved_cards(trump: Trump, rules_a: RuleSet, rules_b: RuleSet) -> frozenset[Card]:
    """The cards the two orders place differently: in another suit group, or next to other
    cards (the powers one above and one below hold other cards), so pairs of them make
    tractors under one order only."""
    found = set()
    orders = (order_of(trump, rules_a), order_of(trump, rules_b))
    near = []
    for order in orders:
        at: dict[tuple[str, int], set[Card]] = {}
        for card in ALL_CARDS:
            at.setdefault((order.group[card.id], order.power[card.id]), set()).add(card)
        near.append(
            {
                card: (
                    order.group[card.id],
                    frozenset(at.get((order.group[card.id], order.power[card.id] + 1), ())),
                    frozenset(at.get((order.group[card.id], order.power[card.id] - 1), ())),
                )
                for card in ALL_CARDS
            }
        )
    for card in ALL_CARDS:
        if near[0][card] != near[1][card]:
            found.add(card)
    return frozenset(found)


def throw_candidates(rnd: Round, seat: int, moved: frozenset[Card]) -> list[Cards]:
    """Throws a leader holds whose fate the two card orders may decide: in each suit group
    holding a ``moved`` card, each pair or tractor of its layout joined with each other pair
    or tractor, when one of the two holds a moved card or is a tractor (whether it stands
    can turn on which pairs make tractors, in the throw or in the other hands)."""
    order = rnd.order
    assert order is not None, "the round is in play"
    found: list[Cards] = []
    for _, cards in rnd.lead_groups(seat):
        if moved.isdisjoint(cards):
            continue
        parts = [p for p in layout(cards, order) if p.kind != "single"]
        for i, part in enumerate(parts):
            for other in parts[i + 1 :]:
                telling = (
                    not moved.isdisjoint(part.cards)
                    or not moved.isdisjoint(other.cards)
                    or "tractor" in (part.kind, other.kind)
                )
                if telling:
                    found.append(_trusted(part.cards + other.cards))
    return found


def trick_under(
    plays: Seated,
    attempted: Sequence[Card] | None,
    hands: dict[int, Cards],
    trump: Trump,
    rules: RuleSet,
) -> Seated | None:
    """A trick played under ``rules_a`` (``plays``, and the throw taken back if one failed)
    played again under ``rules``: the intended lead checked as a throw against the hands, each
    follower keeping its play when legal there and else playing ``FollowOptions.example``.
    None when the lead is not a lead under ``rules``."""
    leader, led = plays[0]
    intended = _trusted(attempted if attempted is not None else led)
    others = {seat: hand for seat, hand in hands.items() if seat != leader}
    try:
        check = check_throw(intended, others, trump=trump, rules=rules)
    except IllegalPlay:
        return None
    lead = intended if check.stands else check.forced
    same_lead = _key(lead) == _key(led)
    replayed: list[tuple[int, Cards]] = [(leader, _trusted(lead))]
    for seat, cards in plays[1:]:
        hand = hands[seat]
        if same_lead and check_follow(hand, lead, cards, trump=trump, rules=rules).legal:
            replayed.append((seat, _trusted(cards)))
        else:
            replayed.append((seat, follow_options(hand, lead, trump=trump, rules=rules).example()))
    return tuple(replayed)


def hands_at_tricks(rnd: Round) -> list[dict[int, Cards]]:
    """For each finished trick of a round, every seat's hand when it was led (the cards each
    played in that trick and the later ones)."""
    held: dict[int, list[Card]] = {seat: [] for seat in range(rnd.players)}
    found: list[dict[int, Cards]] = []
    for trick in reversed(rnd.tricks):
        for seat, cards in trick.plays:
            held[seat] = list(cards) + held[seat]
        found.append({seat: _trusted(cards) for seat, cards in held.items()})
    found.reverse()
    return found


def rescored(rnd: Round, rules: RuleSet) -> tuple[int, tuple[str, int]] | None:
    """A finished round's tricks scored under ``rules``: (defender points, (side, levels)).

    Every lead is checked again as a throw against the hands then held, for its penalty; None
    when a lead is not a lead under ``rules``."""
    trump = rnd.trump
    assert trump is not None, "the round is played"
    penalties = []
    for trick, hands in zip(rnd.tricks, hands_at_tricks(rnd), strict=True):
        intended = trick.attempted if trick.attempted is not None else trick.lead
        if len(intended) < 2:
            continue
        others = {seat: hand for seat, hand in hands.items() if seat != trick.leader}
        try:
            check = check_throw(_trusted(intended), others, trump=trump, rules=rules)
        except IllegalPlay:
            return None
        if check.penalty:
            penalties.append((trick.leader, check.penalty))
    defenders = rnd.defenders
    last = rnd.tricks[-1]
    result = score_hand(
        rules,
        captured=sum(t.points for t in rnd.tricks if t.winner in defenders),
        kitty=rnd.buried,
        last_lead=last.lead if last.winner in defenders else None,
        trump=trump,
        penalties=penalties,
        levels=rnd.setup.levels,
        declarers=rnd.declarers,
        declarer=rnd.declarer,
        friend=rnd.friend,
        starter=rnd.starter,
    )
    return result.defender_points, (result.change.side, result.change.levels)


def _void(hand: Sequence[Card], group: str, order: Any) -> bool:
    members = order.members[group]
    return not any(c in members for c in hand)


class Finding:
    """One question asked at one position: ``kind``, the lead's kind, whether the rule sets
    differ, and the position (made only when asked for). ``refused``: the question has no
    answer under ``rules_b``, whose rules refuse the lead played under ``rules_a`` (the
    position is not compared, and ``differs`` is False)."""

    __slots__ = ("differs", "kind", "lead_kind", "make", "refused", "void")

    def __init__(
        self,
        kind: str,
        lead_kind: str,
        differs: bool,
        make: Callable[[], Difference],
        void: bool | None = None,
        *,
        refused: bool = False,
    ) -> None:
        self.kind = kind
        self.lead_kind = lead_kind
        self.differs = differs and not refused
        self.make = make
        self.void = void
        self.refused = refused


def _no_position() -> Difference:
    raise AssertionError("a refused finding has no position: it is never shown")


def same_order(rules_a: RuleSet, rules_b: RuleSet, trump: Trump) -> bool:
    """Whether the two rule sets order the cards alike under ``trump`` (groups and powers)."""
    a, b = order_of(trump, rules_a), order_of(trump, rules_b)
    return a is b or (a.group == b.group and a.power == b.power)


def lead_candidates(rnd: Round, seat: int) -> list[Cards]:
    """Leads the seat holds, for follows to compare against: in each suit group, every tractor
    and pair of its layout, its highest card, and all its cards when they make a throw."""
    order = rnd.order
    assert order is not None, "the round is in play"
    found: list[Cards] = []
    for _, cards in rnd.lead_groups(seat):
        parts = layout(cards, order)
        found += [part.cards for part in parts if part.kind != "single"]
        found.append(_trusted(cards[:1]))
        if len(parts) > 1:
            found.append(_trusted(cards))
    return found


def walk_round(
    rules_a: RuleSet,
    rules_b: RuleSet,
    round_seed: str,
    *,
    kinds: Sequence[str] = KINDS,
    bots: str = STATISTICS_BOTS,
    keep_records: bool = True,
    held_leads: bool = False,
) -> Iterator[Finding]:
    """Deal one round under ``rules_a`` from ``round_seed``, play it with ``bots``, and ask the
    questions of ``kinds`` at every position (see the module docstring).

    Follows, tricks and throws are those played (a throw: the lead the bot chose, before it is
    checked). With ``held_leads``, at every lead each seat's hand is also compared against
    each lead every other seat holds (``lead_candidates``), and the throws every seat holds
    (``throw_candidates``) are checked too.
    """
    rnd = Round(rules_a, seed=round_seed)
    players = bots_named(bots, rules_a.players, f"{round_seed}/bots")
    at_lead: tuple[Round, dict[int, Cards]] | None = None
    alike: bool | None = None  # the two orders agree (known once the trump is)
    while rnd.phase != "done":
        action = players[rnd.to_act].choose(rnd)  # type: ignore[index]  # set until done
        if rnd.phase == "play":
            assert rnd.trump is not None and rnd.to_act is not None, "set in play"
            if alike is None:
                alike = same_order(rules_a, rules_b, rnd.trump)
            if not rnd.trick:
                if "trick" in kinds:
                    snapshot = rnd.copy() if keep_records else rnd
                    at_lead = (snapshot, dict(enumerate(rnd.hands)))
                if "throw" in kinds:
                    if held_leads:
                        yield from _throw_findings(rnd, rules_a, rules_b, alike, True)
                    found = _led_throw_finding(rnd, action.cards, rules_a, rules_b, alike)
                    if found is not None:
                        yield found
                if "follow" in kinds and held_leads:
                    for leader in range(rnd.players):
                        for cards in lead_candidates(rnd, leader):
                            lead = classify_lead(cards, trump=rnd.trump, rules=rules_a)
                            for seat in range(rnd.players):
                                if seat != leader:
                                    yield _follow_finding(rnd, seat, lead, rules_a, rules_b, alike)
            elif "follow" in kinds:
                assert rnd.lead is not None, "a trick is under way"
                seat = rnd.to_act
                yield _follow_finding(rnd, seat, rnd.lead, rules_a, rules_b, alike)
        tricks = len(rnd.tricks)
        rnd.act(action)
        if "trick" in kinds and len(rnd.tricks) > tricks and at_lead is not None:
            found = _trick_finding(
                rnd.tricks[-1], at_lead, rules_a, rules_b, keep_records, bool(alike)
            )
            if found is not None:
                yield found
    if "hand" in kinds:
        found = _hand_finding(rnd, rules_a, rules_b)
        if found is not None:
            yield found


def _follow_finding(
    rnd: Round, seat: int, lead: Lead, rules_a: RuleSet, rules_b: RuleSet, alike: bool
) -> Finding:
    hand = rnd.hands[seat]
    assert rnd.trump is not None, "the round is in play"
    refused = False
    if alike and not differ_directly(FOLLOW_QUESTIONS, rules_a, rules_b, lead=lead):
        differs = False  # the same order, and the options that change follows moot or alike
    else:
        try:
            comparison = compare_rules(
                hand, lead.cards, trump=rnd.trump, rules_a=rules_a, rules_b=rules_b
            )
            differs = comparison.follow_differs
        except IllegalPlay:  # not a lead under rules_b: no follow to compare
            differs = refused = True
    trump = rnd.trump

    def make() -> Difference:
        return Difference("follow", hand, lead.cards, trump, rules_a, rules_b, seat=seat)

    void = _void(hand, lead.group, rnd.order)
    return Finding("follow", lead.kind, differs, make, void, refused=refused)


def _led_throw_finding(
    rnd: Round, cards: Sequence[Card], rules_a: RuleSet, rules_b: RuleSet, alike: bool | None
) -> Finding | None:
    """The throw the leader is about to lead, checked under both rule sets (None when the
    lead is not a throw under ``rules_a``; ``refused`` when it is not a lead under
    ``rules_b``)."""
    trump = rnd.trump
    assert trump is not None, "the round is in play"
    throw = _trusted(cards)
    lead = classify_lead(throw, trump=trump, rules=rules_a)
    if lead.kind != "throw":
        return None
    leader = rnd.to_act
    assert leader is not None, "the round is in play"
    hands = rnd.hands
    others = tuple((s, hands[s]) for s in range(rnd.players) if s != leader)
    refused = False
    if alike and not differ_directly(THROW_QUESTIONS, rules_a, rules_b):
        stands_a = stands_b = True  # only the card order can change whether a throw stands
    else:
        stands_a = check_throw(lead, dict(others), trump=trump, rules=rules_a).stands
        try:
            stands_b = check_throw(throw, dict(others), trump=trump, rules=rules_b).stands
        except IllegalPlay:  # not a lead under rules_b: nothing to compare
            stands_b, refused = stands_a, True
    hand = hands[(leader + 1) % rnd.players]

    def make() -> Difference:
        return Difference("throw", hand, throw, trump, rules_a, rules_b, others=others, seat=leader)

    void = _void(hand, lead.group, rnd.order)
    return Finding("throw", "throw", stands_a != stands_b, make, void, refused=refused)


def _throw_findings(
    rnd: Round, rules_a: RuleSet, rules_b: RuleSet, alike: bool, every_seat: bool
) -> Iterator[Finding]:
    if alike and not differ_directly(THROW_QUESTIONS, rules_a, rules_b):
        return  # only the card order can change whether a throw stands
    trump, to_act = rnd.trump, rnd.to_act
    assert trump is not None and to_act is not None, "the round is in play"
    hands = rnd.hands
    leaders = range(rnd.players) if every_seat else (to_act,)
    moved = moved_cards(trump, rules_a, rules_b)
    for leader in leaders:
        follower = (leader + 1) % rnd.players
        hand = hands[follower]
        others = tuple((s, hands[s]) for s in range(rnd.players) if s != leader)
        seated = dict(others)
        for throw in throw_candidates(rnd, leader, moved):
            try:
                stands_a = check_throw(throw, seated, trump=trump, rules=rules_a).stands
                stands_b = check_throw(throw, seated, trump=trump, rules=rules_b).stands
            except IllegalPlay:  # not a lead under rules_b
                continue
            group = classify_lead(throw, trump=trump, rules=rules_a).group

            def make(
                throw: Cards = throw,
                hand: Cards = hand,
                leader: int = leader,
                others: Seated = others,
            ) -> Difference:
                return Difference(
                    "throw", hand, throw, trump, rules_a, rules_b, others=others, seat=leader
                )

            void = _void(hand, group, rnd.order)
            yield Finding("throw", "throw", stands_a != stands_b, make, void)


def _trick_finding(
    trick: Any,
    at_lead: tuple[Round, dict[int, Cards]],
    rules_a: RuleSet,
    rules_b: RuleSet,
    keep_records: bool,
    alike: bool,
) -> Finding | None:
    before, hands = at_lead
    trump = trick.trump
    plays_a = tuple((seat, _trusted(cards)) for seat, cards in trick.plays)
    lead_a = classify_lead(plays_a[0][1], trump=trump, rules=rules_a)
    failed = trick.attempted is not None
    if alike and not differ_directly(
        TRICK_QUESTIONS, rules_a, rules_b, lead=lead_a, throw_fails=failed
    ):
        # The same card order, and no other option that changes the trick differs unless moot:
        # a throw fares alike (a failed one is led as the same cards), every follow is legal
        # under both, so the same plays win alike.
        plays_b: Seated = plays_a
        winner_b = trick.winner
    else:
        replayed = trick_under(plays_a, trick.attempted, hands, trump, rules_b)
        if replayed is None:  # the lead is not a lead under rules_b: nothing to compare
            return Finding("trick", lead_a.kind, False, _no_position, refused=True)
        plays_b = replayed
        winner_b = plays_b[_winner(plays_b, trump, rules_b)][0]
    differs = winner_b != trick.winner
    lead_kind = lead_a.kind
    changed = [i for i in range(1, len(plays_a)) if _key(plays_a[i][1]) != _key(plays_b[i][1])]
    seat = plays_a[changed[0] if changed else 1][0]
    others = tuple((s, h) for s, h in sorted(hands.items()) if s != plays_a[0][0])
    record = before.to_json() if keep_records and differs else None
    step = before.step

    def make() -> Difference:
        return Difference(
            "trick",
            hands[seat],
            plays_a[0][1],
            trump,
            rules_a,
            rules_b,
            others=others,
            seat=seat,
            plays_a=plays_a,
            plays_b=plays_b,
            winner_a=trick.winner,
            winner_b=winner_b,
            record=record,
            step=step,
        )

    group = before.order.group if before.order is not None else None
    void = None if group is None else _void(hands[seat], group[plays_a[0][1][0].id], before.order)
    return Finding("trick", lead_kind, differs, make, void)


def _hand_finding(rnd: Round, rules_a: RuleSet, rules_b: RuleSet) -> Finding | None:
    if rnd.result is None:
        return None
    scored = rescored(rnd, rules_b)
    if scored is None:  # a lead is not a lead under rules_b: nothing to compare
        return Finding("hand", "all", False, _no_position, refused=True)
    result = rnd.result
    ours = (result.defender_points, (result.change.side, result.change.levels))
    differs = scored != ours
    last = rnd.tricks[-1]
    hands = hands_at_tricks(rnd)[-1]
    seat = last.plays[1][0]

    def make() -> Difference:
        return Difference(
            "hand",
            hands[seat],
            _trusted(last.lead),
            rnd.trump,  # type: ignore[arg-type]  # the round is over: set
            rules_a,
            rules_b,
            others=tuple((s, h) for s, h in sorted(hands.items()) if s != last.leader),
            seat=seat,
            points_a=ours[0],
            points_b=scored[0],
            change_a=ours[1],
            change_b=scored[1],
            record=rnd.to_json(),
            step=rnd.step,
        )

    return Finding("hand", "all", differs, make)


# --- The search ----------------------------------------------------------------------------


def check_search(
    rules_a: RulesLike, rules_b: RulesLike, kind: str, lead: str | None, void: bool | None
) -> tuple[RuleSet, RuleSet]:
    """The two rule sets, after refusing criteria that name nothing (ValueError says which)."""
    if kind not in KINDS:
        raise InputError(
            f"kind={kind!r} is not a kind of difference: use one of {', '.join(KINDS)}"
        )
    if lead is not None and lead not in LEAD_KINDS:
        raise InputError(f"lead={lead!r} is not a kind of lead: use one of {', '.join(LEAD_KINDS)}")
    if kind == "throw" and lead not in (None, "throw"):
        # TRANSLATORS: a search's criteria (code, kept as they are) that find nothing.
        raise InputError(
            say("kind='throw' compares throws: lead={lead} cannot be one", lead=repr(lead))
        )
    if kind == "hand" and (lead is not None or void is not None):
        raise InputError(say("kind='hand' compares whole rounds: lead= and void= choose positions"))
    if void is not None and not isinstance(void, bool):
        raise InputError(f"void={void!r}: give True, False or None")
    a, b = as_rules(rules_a), as_rules(rules_b)
    check_comparable(a, b, seats=kind != "follow")
    return a, b


def _count(value: Any, name: str, default: int | None) -> int | None:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InputError(f"{name} must be a whole number of at least 1, not {value!r}")
    return value


def progress_bar(
    total: int, progress: bool | Callable[[int, int], Any], unit: str
) -> tuple[Callable[[int], None], Callable[[], None]]:
    """(advance by k, close): tqdm's bar (tqdm.auto: a widget in notebooks, text in a
    terminal) when ``progress`` is true and tqdm can be imported; a callable ``progress`` is
    called with (done, total); otherwise nothing is shown."""
    if callable(progress):
        done = [0]

        def advance(k: int) -> None:
            done[0] += k
            progress(done[0], total)

        return advance, lambda: None
    if not progress:
        return (lambda k: None), (lambda: None)
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # tqdm.auto warns when ipywidgets is missing
            from tqdm.auto import tqdm
    except ImportError:  # no tqdm: no bar (the engine needs nothing outside the stdlib)
        return (lambda k: None), (lambda: None)
    try:
        bar = tqdm(total=total, unit=unit, leave=False)
    except ImportError:  # a notebook without ipywidgets: the text bar
        try:
            from tqdm import tqdm as text_tqdm
        except ImportError:
            return (lambda k: None), (lambda: None)
        bar = text_tqdm(total=total, unit=unit, leave=False)
    return bar.update, bar.close


def find_differences(
    rules_a: RulesLike,
    rules_b: RulesLike,
    *,
    kind: str = "follow",
    lead: str | None = None,
    void: bool | None = None,
    seed: int = 0,
    limit: int | None = 10,
    budget: int | None = None,
    bots: str = STATISTICS_BOTS,
    progress: bool | Callable[[int, int], Any] = True,
    aimed: bool = True,
) -> Iterator[Difference]:
    """Positions where ``rules_a`` and ``rules_b`` differ, found in random rounds (see the
    module docstring for each ``kind``: "follow", "throw", "trick" or "hand").

    ``lead`` keeps positions whose lead (under ``rules_a``) is "single", "pair", "tractor" or
    "throw"; ``void`` those whose follower holds no card (True) or some cards (False) of the
    led suit group. Rounds are dealt under ``rules_a`` from ``seed`` (the same positions for
    the same arguments) and played by ``bots`` (any name ``bots_named`` accepts; default
    ``"easy"``, whose leads look like people's), at most ``budget`` of them (default 1000);
    it stops after ``limit``
    positions (None: no limit). Each position is checked again before it is yielded; one
    position is yielded at most once, and at most one position comes from each round.
    With ``aimed`` (the default), each round of the search first builds a few positions that
    exercise the options the two rule sets differ in (``aimed.aimed_findings``, seeded from
    ``seed`` and the round's number) and asks them too; ``aimed=False`` searches the bot rounds
    only.
    ``progress``: a bar (tqdm, when installed) counting rounds, or a callable given (rounds
    done, budget). Raises ValueError for criteria that name
    nothing, and for rule sets one position cannot show (other decks; other players for the
    kinds that seat every hand). Two rule sets that cannot differ in ``kind`` (``alike.
    cannot_differ``: the same rule set, or options that cannot change that question) raise
    ``CannotDiffer``, an ``InputError`` whose ``reason`` says why, at once: nothing is searched.
    """
    a, b = check_search(rules_a, rules_b, kind, lead, void)
    if cannot_differ(kind, a, b) is not None:
        raise CannotDiffer(kind, a, b)  # said at once, from the options table: no search
    limit = _count(limit, "limit", None) if limit is not None else None
    rounds = _count(budget, "budget", DEFAULT_BUDGET)
    assert rounds is not None
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(f"seed must be a whole number, not {seed!r}")
    return _search(a, b, kind, lead, void, seed, limit, rounds, bots, progress, aimed)


def _search(
    a: RuleSet,
    b: RuleSet,
    kind: str,
    lead: str | None,
    void: bool | None,
    seed: int,
    limit: int | None,
    rounds: int,
    bots: str,
    progress: bool | Callable[[int, int], Any],
    aimed: bool = True,
) -> Iterator[Difference]:
    advance, close = progress_bar(rounds, progress, "round")
    seen: set[Difference] = set()
    try:
        for i in range(rounds):
            found = walk_round(
                a, b, f"differences/{seed}/{i}", kinds=(kind,), bots=bots, held_leads=True
            )
            if aimed:  # positions built for the options that differ, before the round's own
                found = itertools.chain(aimed_findings(a, b, kind, f"{seed}/{i}"), found)
            for finding in found:
                if not finding.differs:
                    continue
                if lead is not None and finding.lead_kind != lead:
                    continue
                if void is not None and finding.void is not void:
                    continue
                position = finding.make()
                if position in seen or not position.recheck():
                    continue
                seen.add(position)
                yield position
                if limit is not None and len(seen) >= limit:
                    return
                break  # one position a round, so that the positions found vary
            advance(1)
    finally:
        close()


def print_differences(args: Any) -> int:
    """The ``differences`` command: each position found, its reason and its code."""
    found = find_differences(
        args.a,
        args.b,
        kind=args.kind,
        lead=args.lead,
        void=args.void,
        seed=args.seed,
        limit=args.limit,
        budget=args.budget,
        bots=args.bots,
        progress=not args.no_progress,
    )
    count = 0
    for count, position in enumerate(found, start=1):
        print(f"--- {count}. {position.kind}: {position.reason}")
        print(position.code())
    if not count:
        print(
            f"no {args.kind} differences between {_label(args.a)} and {_label(args.b)} in "
            f"{args.budget or DEFAULT_BUDGET} rounds from seed {args.seed}"
        )
    return 0


__all__ = ["Difference", "find_differences"]
