"""Who wins a trick (rules §5; a throw under the house rules, §10.4 and §10.5, is judged by
``throw_beating``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from itertools import chain

from ..cards.card import Card, Cards
from ..cards.trump import TRUMP, Order, Trump, TrumpLike
from ..drawn import drawn
from ..errors import InputError
from ..speech.languages import Sentence, say
from ..values import Value
from . import throw_beating_words as house_said
from . import trick_words as said
from .inputs import CardsLike, as_cards, check_copies, context
from .layout import runs, tractor_matchings
from .lead import Lead, classify_lead_trusted
from .rulesets import RuleSet, RulesLike
from .throw_beating import judge_throw, lead_shape, own_shape, throw_winner

#: ``_assess``'s note on a play whose own layout is not the lead's (``ruff_layout="exact"``).
NOT_OWN_LAYOUT = "not its own layout"


class PlayJudgement(Value):
    """How one play of a trick stands against the lead's shape.

    ``matches``: its cards split into the lead's layout within one suit group; ``ruff``: it is
    all trumps on a non-trump lead; ``compared``: the card compared for it (None if it does not
    match).
    """

    cards: Cards
    matches: bool
    ruff: bool
    compared: Card | None
    note: Sentence

    note = Sentence("note", "What the play does against the lead, in the language in force.")


class TrickResult(Value):
    """The winner of a trick (an index into the plays; 0 is the lead) and why.

    A value (immutable, hashable); ``trump`` and ``rules`` are those of its ``lead``.
    """

    winner: int
    reason: Sentence
    plays: tuple[PlayJudgement, ...]
    lead: Lead

    reason = Sentence("reason", "Who wins and why, in the language in force.")

    @property
    def trump(self) -> Trump:
        """The trump the trick was judged under."""
        return self.lead.trump

    @property
    def rules(self) -> RuleSet:
        """The rule set the trick was judged under."""
        return self.lead.rules

    def __int__(self) -> int:
        return self.winner

    def __str__(self) -> str:
        return self.reason

    _repr_html_ = drawn


def _compared_power(cards: Sequence[Card], lead: Lead, order: Order) -> int | None:
    """The compared power of a play of one suit group that matches the lead's layout, else None.

    Over all splits of the play into the lead's layout, the highest top of the part standing
    for the longest led tractor, else of a part standing for a led pair, else the highest card.
    """
    power = order.power
    if not lead.pairs:
        return max(map(order.power_of.__getitem__, cards))
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    avail: dict[int, int] = {}
    for c, k in counts.items():
        if k >= 2:
            p = power[c.id]
            avail[p] = avail.get(p, 0) + 1
    if not avail:
        return None
    lengths = lead.tractor_lengths
    lone_pairs = lead.pairs - sum(lengths)
    total_pairs = sum(avail.values())
    if not lengths:
        return max(avail) if total_pairs >= lone_pairs else None
    longest = lengths[0]
    if len(lengths) == 1:
        if total_pairs - longest < lone_pairs:
            return None
        for low, high in runs(avail):  # highest run first
            if high - low + 1 >= longest:
                return high
        return None
    wanted = tuple(lengths.count(k) for k in sorted(set(lengths), reverse=True))
    best: int | None = None
    for score, placements in tractor_matchings(avail, lengths):
        if score != wanted or total_pairs - sum(k for _, k in placements) < lone_pairs:
            continue
        top = max(s + k - 1 for s, k in placements if k == longest)
        if best is None or top > best:
            best = top
    return best


def _power_card(cards: Sequence[Card], order: Order, target: int) -> Card:
    return next(c for c in cards if order.power[c.id] == target)


def _assess(
    parsed: Sequence[Sequence[Card]], lead: Lead, order: Order
) -> tuple[int, list[tuple[bool, int | None, str]]]:
    """The winner's index and, for each play after the lead, (ruff, compared power, note).

    A compared power of None means the play does not match the lead's shape (under
    ``ruff_layout="exact"``, a throw's: its own layout's shape, rules §10.5).
    """
    exact = lead.kind == "throw" and lead.rules.ruff_layout == "exact"
    shape = lead_shape(lead) if exact else None
    win_power = order.power[_top(lead, order).id]
    win_ruff = False
    winner = 0
    assessed: list[tuple[bool, int | None, str]] = []
    for i, cards in enumerate(parsed[1:], start=1):
        ruff, compared, note, takes = _against(cards, lead, order, shape, win_power, win_ruff)
        assessed.append((ruff, compared, note))
        if takes:
            winner, win_power, win_ruff = i, compared, ruff  # type: ignore[assignment]
    return winner, assessed


def _against(
    cards: Sequence[Card],
    lead: Lead,
    order: Order,
    shape: object,
    win_power: int,
    win_ruff: bool,
) -> tuple[bool, int | None, str, bool]:
    """One play judged against the lead and the winner so far (its compared power and whether
    it ruffs): (ruff, compared power, note, whether it takes the trick). ``shape`` is the
    lead's shape under ``ruff_layout="exact"`` on a throw, else None (see ``_assess``)."""
    group = order.group
    led = lead.group
    first = group[cards[0].id]
    if not order.members[first].issuperset(cards):
        return False, None, said.MIXES, False
    ruff = led != TRUMP and first == TRUMP
    if not (ruff or first == led):
        return False, None, said.NOT_IN, False
    if shape is not None and own_shape(cards, order) != shape:
        return ruff, None, NOT_OWN_LAYOUT, False
    compared = _compared_power(cards, lead, order)
    if compared is None:
        return ruff, None, said.SHAPE, False
    if ruff and not win_ruff:
        return ruff, compared, said.RUFFS, True
    if ruff == win_ruff:
        if compared > win_power:
            return ruff, compared, said.HIGHER, True
        if compared == win_power:
            return ruff, compared, said.TIES, False
        return ruff, compared, said.LOWER, False
    return ruff, compared, said.CANNOT, False


def standing_trusted(
    plays: Sequence[Sequence[Card]], lead: Lead
) -> tuple[int, Callable[[Sequence[Card]], bool]]:
    """The trick so far, judged once for a bot weighing many candidates: the index of the play
    winning it now (``trick_winner_trusted(plays, lead)``) and a test of the next play,
    ``takes(play)``: whether ``play``, played after ``plays``, would win the trick
    (``trick_winner_trusted([*plays, play], lead) == len(plays)``). Trusts what
    ``trick_winner_trusted`` trusts, of ``plays`` and of each play given."""
    taking = len(plays)
    if _by_house_rule(lead):
        rules = lead.rules
        exact = rules.ruff_layout == "exact"
        current = throw_winner(plays, lead, rules.throw_beating, exact)
        return (
            current,
            lambda play: throw_winner([*plays, play], lead, rules.throw_beating, exact) == taking,
        )
    order = lead.order
    if lead.size == 1:  # a single: _against's answers on one card, from the card order alone
        return _single_standing(plays, lead, order)
    shape = lead_shape(lead) if lead.kind == "throw" and lead.rules.ruff_layout == "exact" else None
    win_power = order.power[_top(lead, order).id]
    win_ruff = False
    winner = 0
    for i, cards in enumerate(plays[1:], start=1):
        ruff, compared, _, takes = _against(cards, lead, order, shape, win_power, win_ruff)
        if takes:
            winner, win_power, win_ruff = i, compared, ruff  # type: ignore[assignment]
    return winner, lambda play: _against(play, lead, order, shape, win_power, win_ruff)[3]


def _single_standing(
    plays: Sequence[Sequence[Card]], lead: Lead, order: Order
) -> tuple[int, Callable[[Sequence[Card]], bool]]:
    """``standing_trusted`` after a single lead. A one-card play takes the trick when it is of
    the led group and higher than the winner (not a ruff), or a trump on a plain lead (a ruff)
    over a winner that is no ruff, or higher than the ruff winning."""
    group, power, led = order.group, order.power, lead.group
    plain = led != TRUMP

    def takes(play: Sequence[Card], win_power: int, win_ruff: bool) -> bool:
        card = play[0]
        first = group[card.id]
        if first == led:
            return not win_ruff and power[card.id] > win_power
        if first != TRUMP or not plain:
            return False
        return not win_ruff or power[card.id] > win_power

    win_power = power[plays[0][0].id]
    win_ruff = False
    winner = 0
    for i, play in enumerate(plays[1:], start=1):
        if takes(play, win_power, win_ruff):
            card = play[0]
            winner, win_power, win_ruff = i, power[card.id], plain and group[card.id] == TRUMP

    return winner, partial(takes, win_power=win_power, win_ruff=win_ruff)


def _parse_plays(
    plays: Sequence[CardsLike | Lead], order: Order, ruleset: RuleSet
) -> tuple[list[Cards], Lead]:
    """The plays as Cards and the classified lead, checked as every question checks.

    Refuses (``ValueError``) one string or Lead instead of a list, no plays, more plays than
    the rule set has players, and plays of another size than the lead; ``CardError`` for more
    copies of a card across all plays than the decks hold; a ``Lead`` classified under another
    trump or rule set is refused as ``classify_lead_trusted`` refuses it.
    """
    kind = type(plays)
    if (kind is not list and kind is not tuple) and (  # lists and tuples skip the ABC checks
        isinstance(plays, (str, Lead, Cards)) or not isinstance(plays, Sequence)
    ):
        raise InputError(f"plays={plays!r} is not a list of plays: give a list, the lead first")
    if not plays:
        raise InputError("plays must be a list of plays, the lead first; this one is empty")
    if len(plays) > ruleset.players:
        raise InputError(
            f"a trick has at most {ruleset.players} plays in {ruleset.name} (one per player), "
            f"but {len(plays)} are given"
        )
    first = plays[0]
    lead = classify_lead_trusted(first, order, ruleset)
    parsed = [lead.cards]
    parsed += [as_cards(p, f"play {i}") for i, p in enumerate(plays[1:], start=1)]  # type: ignore[arg-type]  # refuses a Lead
    n = lead.size
    for i, cards in enumerate(parsed[1:], start=1):
        if len(cards) != n:
            raise InputError(
                f"play {i} has {len(cards)} card{'s' if len(cards) != 1 else ''} but the lead "
                f"has {n}: every play of a trick has as many cards as the lead"
            )
    if max(Counter(chain.from_iterable(parsed)).values()) > ruleset.decks:
        names = ["the lead", *(f"play {i}" for i in range(1, len(parsed)))]
        check_copies(ruleset, list(zip(names, parsed, strict=True)))
    return parsed, lead


def trick_result(
    plays: Sequence[CardsLike | Lead],
    *,
    trump: TrumpLike,
    rules: RulesLike,
    seats: Sequence[int | str] | None = None,
) -> TrickResult:
    """Who wins the trick and why. ``plays[0]`` is the lead, the others in order of play.

    Only a play with the lead's shape can win: of the led suit group with a higher compared
    card than the current winner's, or a ruff (all trumps on a non-trump lead) over a winner
    that is not a ruff. Ties stay with the play made first. A throw is judged by the rule set's
    ``throw_beating`` (rules §10.4: the leading part, every part, the highest card or part by
    part) and ``ruff_layout`` (§10.5: under ``"exact"`` a play matches only when its own layout
    is the throw's); each play's note says why it takes the trick or not. With ``seats`` (the
    seat number or name of each play), the reason names them instead of play numbers.
    ``plays[0]`` may be a ``Lead``. Refused with ``ValueError``: more plays than players, plays
    of another size than the lead, a ``Lead`` classified under another trump or rule set; with
    ``CardError``: more copies of a card across the plays than the decks hold.
    """
    order, ruleset = context(trump, rules)
    parsed, lead = _parse_plays(plays, order, ruleset)
    if seats is not None:
        _check_seats(seats, len(plays), ruleset)
    if _by_house_rule(lead):
        return _house_result(parsed, lead, order, seats)
    winner, assessed = _assess(parsed, lead, order)
    judgements = [PlayJudgement._make(lead.cards, True, False, _top(lead, order), said.the_lead)]
    for cards, (ruff, compared, note) in zip(parsed[1:], assessed, strict=True):
        card = None if compared is None else _power_card(cards, order, compared)
        if note is said.NOT_IN:
            told = partial(said.not_in, lead.group)
        elif note is NOT_OWN_LAYOUT:
            told = partial(house_said.not_own_layout, own_shape(cards, order), lead_shape(lead))
        else:
            told = partial(say, note)
        judgements.append(PlayJudgement._make(cards, compared is not None, ruff, card, told))
    judgements = _beaten_notes(judgements, winner, order, seats)
    kind = "lead" if winner == 0 else ("ruff" if judgements[winner].ruff else "higher")
    reason = partial(said.winner_reason, winner, kind, judgements, lead, seats)
    return TrickResult._make(winner, reason, tuple(judgements), lead)


def _by_house_rule(lead: Lead) -> bool:
    """Whether the trick is judged by a house value of ``throw_beating`` (rules §10.4): the
    lead is a throw and the rule set does not compare leading parts."""
    return lead.kind == "throw" and lead.rules.throw_beating != "leading-part"


def _house_result(
    parsed: Sequence[Sequence[Card]], lead: Lead, order: Order, seats: Sequence[int | str] | None
) -> TrickResult:
    """``trick_result`` under ``every-part``, ``highest-card`` or ``part-by-part``."""
    value = lead.rules.throw_beating
    winner, judged = judge_throw(parsed, lead, order, value, lead.rules.ruff_layout == "exact")
    power = order.power
    if value == "highest-card":
        lead_card = max(lead.cards, key=lambda c: power[c.id])
    else:
        lead_card = lead.components[0].top
    lead_note = partial(house_said.lead_taken, winner, seats) if winner else said.the_lead
    judgements = [PlayJudgement._make(lead.cards, True, False, lead_card, lead_note)]
    for i, (cards, play) in enumerate(zip(parsed[1:], judged, strict=True), start=1):
        note = play.note
        if play.takes and i != winner:
            note = partial(house_said.taken_later, note, winner, seats)
        judgements.append(PlayJudgement._make(cards, play.matches, play.ruff, play.compared, note))
    if winner:
        took = judged[winner - 1]
        before = [j for j in judged[: winner - 1] if j.takes]
        ruffed = took.ruff and not (before and before[-1].ruff)
        why = took.note
    else:
        ruffed, why = False, None
    reason = partial(house_said.winner_reason, value, winner, judgements, lead, seats, why, ruffed)
    return TrickResult._make(winner, reason, tuple(judgements), lead)


def _beaten_notes(
    plays: list[PlayJudgement], winner: int, order: Order, seats: Sequence[int | str] | None
) -> list[PlayJudgement]:
    """The plays with each losing play's note saying what beats it, once the winner is known.

    While the trick is judged in order a play's note compares it with the winner so far ("is
    higher", "ruffs"); a later play may top it, and a note must not call a losing play higher.
    A play that does not match the lead keeps the rule it breaks."""
    win = plays[winner]
    power = order.power
    lead_card = plays[0].compared
    lead_power = power[lead_card.id]  # type: ignore[union-attr]
    win_power = power[win.compared.id]  # type: ignore[union-attr]
    noted = []
    for i, play in enumerate(plays):
        if i == winner or not play.matches:
            noted.append(play)
            continue
        mine = power[play.compared.id]  # type: ignore[union-attr]
        if i == 0:
            template = said.LEAD_RUFFED if win.ruff else said.LEAD_LOWER
        elif winner == 0:
            template = said.TIES_LEAD if mine == win_power else said.LOWER_THAN_LEAD
        elif win.ruff and play.ruff:
            template = said.TIES_RUFF if mine == win_power else said.RUFF_HIGHER
        elif win.ruff:
            if mine > lead_power:
                template = said.BEATS_LEAD_RUFFED
            elif mine == lead_power:
                template = said.TIES_LEAD_RUFFED
            else:
                template = said.LOWER_LEAD_RUFFED
        elif mine == win_power:
            template = said.TIES_WINNER
        elif mine > lead_power:
            template = said.BEATS_LEAD
        else:
            template = said.LOWER_THAN_WINNER
        note = partial(said.beaten_note, template, winner, seats, win, lead_card)
        noted.append(PlayJudgement._make(play.cards, play.matches, play.ruff, play.compared, note))
    return noted


def _check_seats(seats: object, plays: int, rules: RuleSet) -> None:
    """Refuse ``seats`` unless it names each play's player once: a seat of the table or a
    name."""
    if isinstance(seats, (str, bytes)) or not isinstance(seats, (list, tuple)):
        raise InputError(f"seats= lists the seat or name of each play, not {seats!r}")
    if len(seats) != plays:
        raise InputError(
            f"seats= names {len(seats)} player{'s' if len(seats) != 1 else ''}, but there are "
            f"{plays} play{'s' if plays != 1 else ''}"
        )
    for seat in seats:
        is_seat = isinstance(seat, int) and not isinstance(seat, bool)
        if not isinstance(seat, str) and not (is_seat and 0 <= seat < rules.players):
            raise InputError(f"seats: a seat from 0 to {rules.players - 1}, not {seat!r}")
    for seat, times in Counter(seats).items():
        if times > 1:
            who = f"seat {seat}" if isinstance(seat, int) else repr(seat)
            raise InputError(f"seats: {who} plays twice")


def _top(lead: Lead, order: Order) -> Card:
    power = order.power
    if lead.tractor_lengths:
        longest = lead.tractor_lengths[0]
        return max(
            (c.top for c in lead.components if c.pairs == longest), key=lambda c: power[c.id]
        )
    if lead.pairs:
        return max((c.top for c in lead.components if c.kind == "pair"), key=lambda c: power[c.id])
    return max(lead.cards, key=order.power_of.__getitem__)


def trick_winner(plays: Sequence[CardsLike | Lead], *, trump: TrumpLike, rules: RulesLike) -> int:
    """The index of the winning play (``plays[0]`` is the lead); see ``trick_result``.

    Checks its plays as ``trick_result`` does (and raises the same errors).
    """
    order, ruleset = context(trump, rules)
    parsed, lead = _parse_plays(plays, order, ruleset)
    if _by_house_rule(lead):
        return throw_winner(parsed, lead, ruleset.throw_beating, ruleset.ruff_layout == "exact")
    return _assess(parsed, lead, order)[0]


def trick_winner_trusted(plays: Sequence[Sequence[Card]], lead: Lead) -> int:
    """``trick_winner``'s answer, trusting its inputs (a caller that checked them: ``Round``).

    Trusts: ``plays[0]`` is the lead's cards and ``lead`` their ``Lead``, every play is parsed
    cards of as many cards as the lead, and the copies across the plays fit the decks. Nothing
    is parsed, classified or counted."""
    if lead.size == 1:
        return _single_standing(plays, lead, lead.order)[0]
    if _by_house_rule(lead):
        rules = lead.rules
        return throw_winner(plays, lead, rules.throw_beating, rules.ruff_layout == "exact")
    return _assess(plays, lead, lead.order)[0]
