"""Bidding the trump while the cards are dealt (rules §6), as pure functions.

An ``Auction`` is what the bidding of one deal depends on: the rule set, every seat's level,
and who may declare. Its ``mode`` is one of

- ``"first"``: a fixed-partnership first hand (``tractor-4p``): anyone bids their own level (2),
  and the bidder becomes declarer and starter;
- ``"fixed"``: a later fixed-partnership hand: the declaring side and its level are set (the
  ``starter``); bids only choose the trump suit;
- ``"free"``: a ``tractor-5p`` first hand or a redeal after a scramble: anyone may bid any
  player's level and may become declarer; a joker pair plays at its shower's own level;
- ``"winners"``: a later ``tractor-5p`` hand: only the levels of the previous ``winners`` may
  be shown, and the declarer is chosen among them.

A ``Declaration`` is a bid that was made, with what it set: the level, the trump suit and the
declarer. The last declaration of a deal is the standing one. Strength: a single is 1, a rank
pair 2 (a reinforced single too), a joker pair 3; a bid overrides only a lower strength, and
nobody overrides their own bid (they may only reinforce it, in ``free`` and ``winners`` modes).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..cards.card import ALL_CARDS, BIG_JOKER, RANKS, SMALL_JOKER, SUITS, Card, symbols
from ..errors import IllegalPlay
from ..speech.languages import Sentence, Told
from ..values import Value
from . import bidding_words as said
from .rulesets import RuleSet

MODES = ("first", "fixed", "free", "winners")
STRENGTH = {"single": 1, "pair": 2, "reinforce": 2, "jokers": 3}


class Auction(Value):
    """What one deal's bidding depends on (see the module docstring)."""

    rules: RuleSet
    mode: str
    levels: tuple[str, ...]
    winners: frozenset[int] = frozenset()
    starter: int | None = None

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def may_reinforce(self) -> bool:
        """Reinforcement is the 5-player rule; one deck has no second copy to show."""
        return self.mode in ("free", "winners") and self.rules.has_pairs

    def ranks_for(self, seat: int) -> tuple[str, ...]:
        """The trump ranks ``seat`` may show."""
        if self.mode == "first":
            return (self.levels[seat],)
        if self.mode == "fixed":
            return (self.levels[self.starter],)  # type: ignore[index]
        seats = range(self.players) if self.mode == "free" else sorted(self.winners)
        return tuple(dict.fromkeys(self.levels[s] for s in seats))

    def rank_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards of the ranks ``seat`` may show, by rank then suit (computed once)."""
        cache = self.__dict__.get("_rank_cards")
        if cache is None:
            cache = self.__dict__["_rank_cards"] = {}
        cards = cache.get(seat)
        if cards is None:
            cards = cache[seat] = tuple(
                ALL_CARDS[s * 13 + RANKS.index(rank)]
                for rank in self.ranks_for(seat)
                for s in range(4)
            )
        return cards

    def bid_cards(self, seat: int) -> frozenset[Card]:
        """The cards whose copies ``legal_bids`` for ``seat`` depends on: the rank cards it may
        show and the jokers. Against one standing bid, a seat's legal bids change only when
        it receives one of these (computed once)."""
        cache = self.__dict__.get("_bid_cards")
        if cache is None:
            cache = self.__dict__["_bid_cards"] = {}
        cards = cache.get(seat)
        if cards is None:
            cards = cache[seat] = frozenset((*self.rank_cards(seat), SMALL_JOKER, BIG_JOKER))
        return cards

    def declarer_for(self, rank: str, bidder: int) -> int:
        """Who declares when ``bidder`` shows ``rank`` (rules §6): the bidder if it is their own
        level (in a later ``tractor-5p`` hand, only if they are a previous winner), else the
        first player (previous winner) at that level from the next seat."""
        if self.mode == "first":
            return bidder
        if self.mode == "fixed":
            return self.starter  # type: ignore[return-value]
        if self.levels[bidder] == rank and (self.mode == "free" or bidder in self.winners):
            return bidder
        n = self.players
        for step in range(1, n + 1):
            seat = (bidder + step) % n
            if self.levels[seat] == rank and (self.mode == "free" or seat in self.winners):
                return seat
        raise AssertionError("a shown level always belongs to someone")

    def first_winner_after(self, seat: int) -> int:
        n = self.players
        for step in range(1, n + 1):
            s = (seat + step) % n
            if s in self.winners:
                return s
        raise AssertionError("a winners auction has winners")


class Declaration(Value):
    """A bid that was made: by whom, with which cards, and what it set."""

    seat: int
    cards: tuple[Card, ...]
    kind: str  # "single", "pair", "reinforce" or "jokers"
    rank: str
    suit: str | None
    declarer: int
    reason: Sentence
    held: int = 0  # copies of the shown card the bidder held when showing it

    reason = Sentence("reason", "What the bid sets, in the language (and person) in force.")

    @property
    def told(self) -> str | Callable[[], str]:
        """The reason, or the function that builds it in the language in force."""
        return Sentence.held(self)

    @property
    def strength(self) -> int:
        return STRENGTH[self.kind]


def legal_bids(
    auction: Auction,
    standing: Declaration | None,
    seat: int,
    counts: Mapping[Card, int],
) -> list[tuple[Card, ...]]:
    """The bids ``seat`` may make now, from its copies of each card; strongest last."""
    rules = auction.rules
    if standing is not None:
        if standing.seat == seat:
            if standing.kind == "single" and auction.may_reinforce:
                card = standing.cards[0]
                if counts.get(card, 0) > standing.held:  # the second copy came after the single
                    return [(card, card)]
            return []
        if standing.strength >= 3:
            return []
    need = 1 if standing is None else standing.strength + 1
    shown = auction.rank_cards(seat)
    bids: list[tuple[Card, ...]] = [(c,) for c in shown if c in counts] if need <= 1 else []
    if not rules.has_pairs:
        return bids
    if need <= 2:
        bids += [(c, c) for c in shown if counts.get(c, 0) >= 2]
    for joker in (SMALL_JOKER, BIG_JOKER):
        if counts.get(joker, 0) >= 2:
            bids.append((joker, joker))
    return bids


def declare(
    auction: Auction,
    standing: Declaration | None,
    seat: int,
    cards: Sequence[Card],
    counts: Mapping[Card, int],
) -> Declaration:
    """The declaration ``seat`` makes by showing ``cards``; ``IllegalPlay`` says why not.

    ``counts`` is the seat's copies of each card. Nothing changes here: the caller commits the
    returned declaration.
    """
    cards = tuple(cards)
    shown = symbols(cards)
    if not cards:
        raise IllegalPlay(said.no_cards)
    if len(cards) > 2 or (len(cards) == 2 and cards[0] is not cards[1]):
        raise IllegalPlay(Told(said.not_a_bid, shown))
    card = cards[0]
    if len(cards) == 2 and not auction.rules.has_pairs:
        raise IllegalPlay(said.no_pairs)
    if card.is_joker:
        if len(cards) == 1 and not auction.rules.has_pairs:
            raise IllegalPlay(said.joker_one_deck)
        if len(cards) == 1:
            raise IllegalPlay(Told(said.single_joker, card))
        kind = "jokers"
    else:
        kind = "single" if len(cards) == 1 else "pair"
        ranks = auction.ranks_for(seat)
        if card.rank not in ranks:
            raise IllegalPlay(Told(said.wrong_rank, auction.mode, card, tuple(ranks)))
    held = counts.get(card, 0)
    if held < len(cards):
        raise IllegalPlay(Told(said.not_held, seat, shown, card, held))
    if standing is not None and standing.seat == seat:
        if (
            kind == "pair"
            and standing.kind == "single"
            and standing.cards[0] is card
            and auction.may_reinforce
        ):
            if standing.held >= 2:
                raise IllegalPlay(Told(said.held_both, seat, card))
            return Declaration(
                seat,
                cards,
                "reinforce",
                standing.rank,
                standing.suit,
                standing.declarer,
                Told(said.reinforces, seat, card, shown),
                held,
            )
        if kind == "pair" and standing.kind == "single" and standing.cards[0] is card:
            raise IllegalPlay(Told(said.no_reinforcing, seat, card, auction.rules.name))
        reinforce = standing.kind == "single" and auction.may_reinforce
        raise IllegalPlay(Told(said.own_bid, seat, standing.cards, reinforce))
    strength = STRENGTH[kind]
    if standing is not None and strength <= standing.strength:
        raise IllegalPlay(
            Told(said.no_override, standing.cards, standing.kind, shown, auction.rules.has_pairs)
        )
    return _settle(auction, standing, seat, cards, kind, held)


def _settle(
    auction: Auction,
    standing: Declaration | None,
    seat: int,
    cards: tuple[Card, ...],
    kind: str,
    held: int,
) -> Declaration:
    card = cards[0]
    shown = symbols(cards)
    mode = auction.mode
    over = None if standing is None else standing.cards
    reason: Callable[[], str]
    if kind != "jokers":
        rank, suit = card.rank, card.suit
        assert suit is not None
        declarer = auction.declarer_for(rank, seat)
        if mode == "fixed":
            reason = Told(said.shows_fixed, seat, shown, over, suit, rank, declarer)
        elif declarer == seat:
            reason = Told(said.shows_and_declares, seat, shown, over, suit, rank)
        elif mode == "winners" and auction.levels[seat] == rank:
            reason = Told(said.shows_as_loser, seat, shown, over, suit, rank, declarer)
        else:
            reason = Told(
                said.shows_other_level, seat, shown, over, suit, rank, declarer, mode == "winners"
            )
        return Declaration(seat, cards, kind, rank, suit, declarer, reason, held)
    # A joker pair: no trump.
    if mode == "first" or mode == "free":
        rank, declarer = auction.levels[seat], seat
        reason = Told(said.jokers_declare, seat, shown, over, rank, False)
    elif mode == "fixed":
        declarer = auction.starter  # type: ignore[assignment]
        rank = auction.levels[declarer]
        reason = Told(said.jokers_fixed, seat, shown, over, rank, declarer)
    elif seat in auction.winners:
        rank, declarer = auction.levels[seat], seat
        reason = Told(said.jokers_declare, seat, shown, over, rank, True)
    elif standing is not None:
        rank, declarer = standing.rank, standing.declarer
        reason = Told(said.jokers_by_loser, seat, shown, over, rank, declarer)
    else:
        declarer = auction.first_winner_after(seat)
        rank = auction.levels[declarer]
        reason = Told(said.jokers_first_by_loser, seat, shown, rank, declarer)
    return Declaration(seat, cards, kind, rank, None, declarer, reason, held)


def turn_up(kitty: Sequence[Card], rank: str) -> tuple[str, int, Callable[[], str]]:
    """The trump suit from the kitty when nobody bid in a later ``tractor-4p`` hand.

    The kitty is turned up one card at a time until a ``rank`` card shows: its suit is trump.
    If none shows, the suit of the highest card (jokers aside) is trump, ties to the first
    turned. Returns the suit, how many cards were turned, and the reason (a function that says
    it in the language in force).
    """
    for i, card in enumerate(kitty):
        if card.rank == rank:
            return card.suit, i + 1, Told(said.turned_up, rank, i + 1, card, card.suit)  # type: ignore[return-value]
    best: Card | None = None
    for card in kitty:
        if card.suit is not None and (
            best is None or RANKS.index(card.rank) > RANKS.index(best.rank)
        ):
            best = card
    if best is None:  # only jokers: cannot happen with 54-card decks, kept total
        return SUITS[0], len(kitty), said.only_jokers
    return best.suit, len(kitty), Told(said.highest_turned, rank, tuple(kitty), best)  # type: ignore[return-value]
