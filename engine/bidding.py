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

from collections.abc import Mapping, Sequence

from .cards import ALL_CARDS, BIG_JOKER, RANKS, SMALL_JOKER, SUIT_NAMES, SUITS, Card, symbols
from .errors import IllegalPlay
from .rulesets import RuleSet
from .values import Value

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
    reason: str
    held: int = 0  # copies of the shown card the bidder held when showing it

    @property
    def strength(self) -> int:
        return STRENGTH[self.kind]


def _seat_name(seat: int) -> str:
    return f"seat {seat}"


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
        raise IllegalPlay(
            "A bid shows one trump-rank card, a pair of them, or two identical jokers."
        )
    if len(cards) > 2 or (len(cards) == 2 and cards[0] is not cards[1]):
        raise IllegalPlay(
            f"{shown} is not a bid: show one trump-rank card, two identical trump-rank cards, or "
            "two identical jokers (never mixed)."
        )
    card = cards[0]
    if len(cards) == 2 and not auction.rules.has_pairs:
        raise IllegalPlay("With one deck there are no pairs: only a single trump-rank card is bid.")
    if card.is_joker:
        if len(cards) == 1 and not auction.rules.has_pairs:
            raise IllegalPlay(
                "A joker is not a bid: with one deck only a single trump-rank card is bid, so "
                "nobody can bid no trump."
            )
        if len(cards) == 1:
            raise IllegalPlay(
                f"A single joker is not a bid: two identical jokers ({card.symbol} {card.symbol}) "
                "bid no trump."
            )
        kind = "jokers"
    else:
        kind = "single" if len(cards) == 1 else "pair"
        ranks = auction.ranks_for(seat)
        if card.rank not in ranks:
            raise IllegalPlay(_rank_refusal(auction, seat, card, ranks))
    held = counts.get(card, 0)
    if held < len(cards):
        raise IllegalPlay(
            f"Seat {seat} cannot show {shown}: it holds "
            f"{'no' if held == 0 else 'only one'} {card.symbol}."
        )
    if standing is not None and standing.seat == seat:
        if (
            kind == "pair"
            and standing.kind == "single"
            and standing.cards[0] is card
            and auction.may_reinforce
        ):
            if standing.held >= 2:
                raise IllegalPlay(
                    f"Seat {seat} already held both {card.symbol} when it showed one: only a "
                    "copy dealt after the single was shown reinforces it (showing the pair at "
                    "once was the way to bid it)."
                )
            return Declaration(
                seat,
                cards,
                "reinforce",
                standing.rank,
                standing.suit,
                standing.declarer,
                f"Seat {seat} reinforces its {card.symbol} with the second copy: {shown} now "
                "stands as a pair; declarer, level and trump stay, and only a joker pair can "
                "override it.",
                held,
            )
        if kind == "pair" and standing.kind == "single" and standing.cards[0] is card:
            raise IllegalPlay(
                f"Seat {seat} cannot reinforce its {card.symbol} in {auction.rules.name}: nobody "
                "overrides their own bid."
            )
        if standing.kind == "single" and auction.may_reinforce:
            raise IllegalPlay(
                f"Seat {seat}'s bid {symbols(standing.cards)} stands, and nobody overrides their "
                f"own bid: it may only be reinforced with the second {standing.cards[0].symbol}."
            )
        raise IllegalPlay(
            f"Seat {seat}'s bid {symbols(standing.cards)} stands, and nobody overrides their "
            "own bid."
        )
    strength = STRENGTH[kind]
    if standing is not None and strength <= standing.strength:
        raise IllegalPlay(_override_refusal(standing, kind, shown, auction.rules.has_pairs))
    return _settle(auction, standing, seat, cards, kind, held)


def _rank_refusal(auction: Auction, seat: int, card: Card, ranks: Sequence[str]) -> str:
    if auction.mode == "fixed":
        return (
            f"{card.symbol} is not a bid: the declaring side plays at {ranks[0]}, so only "
            f"{_a(ranks[0])} (or two identical jokers) may be shown."
        )
    if auction.mode == "first":
        return f"{card.symbol} is not a bid: the level is {ranks[0]} in this hand."
    if auction.mode == "free":
        return (
            f"{card.symbol} is not a bid: the levels that may be shown are {', '.join(ranks)} "
            "(the players' levels)."
        )
    return (
        f"{card.symbol} is not a bid: only the level of a previous winner may be shown "
        f"({', '.join(ranks)})."
    )


def _override_refusal(standing: Declaration, kind: str, shown: str, pairs: bool) -> str:
    over = symbols(standing.cards)
    if not pairs:
        return (
            f"{over} was bid first, and with one deck nothing overrides the first bid: there are "
            f"no pairs to show, so {shown} cannot override it."
        )
    if standing.kind == "jokers":
        return f"{over} is a joker pair, and nothing overrides a joker pair."
    if standing.kind in ("pair", "reinforce"):
        what = "reinforced to a pair" if standing.kind == "reinforce" else "a rank pair"
        return f"{over} is {what}: only two identical jokers override it, not {shown}."
    return f"{over} is a single: only a rank pair or a joker pair overrides it, not {shown}."


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
    over = "" if standing is None else f", overriding {symbols(standing.cards)}"
    if kind != "jokers":
        rank, suit = card.rank, card.suit
        declarer = auction.declarer_for(rank, seat)
        trump = f"{SUIT_NAMES[suit]} trump at {rank}"  # type: ignore[index]
        if mode == "fixed":
            reason = f"Seat {seat} shows {shown}{over}: {trump}; seat {declarer} still declares."
        elif declarer == seat:
            reason = f"Seat {seat} shows {shown}{over}: {trump}, and seat {seat} declares."
        elif mode == "winners" and auction.levels[seat] == rank:
            reason = (
                f"Seat {seat} shows {shown}{over}: {trump}; {rank} is its own level, but seat "
                f"{seat} is a previous loser, so the declarer is seat {declarer}, the first "
                f"previous winner at {rank} from the next seat."
            )
        else:
            who = "previous winner" if mode == "winners" else "player"
            reason = (
                f"Seat {seat} shows {shown}{over}: {trump}; {rank} is not its own level, so the "
                f"declarer is seat {declarer}, the first {who} at {rank} from the next seat."
            )
        return Declaration(seat, cards, kind, rank, suit, declarer, reason, held)
    # A joker pair: no trump.
    if mode == "first" or mode == "free":
        rank, declarer = auction.levels[seat], seat
        reason = (
            f"Seat {seat} shows {shown}{over}: no trump, and seat {seat} declares at its own "
            f"level {rank}."
        )
    elif mode == "fixed":
        declarer = auction.starter  # type: ignore[assignment]
        rank = auction.levels[declarer]
        reason = (
            f"Seat {seat} shows {shown}{over}: no trump; seat {declarer} still declares at {rank}."
        )
    elif seat in auction.winners:
        rank, declarer = auction.levels[seat], seat
        reason = (
            f"Seat {seat}, a previous winner, shows {shown}{over}: no trump, and seat {seat} "
            f"declares at its own level {rank}."
        )
    elif standing is not None:
        rank, declarer = standing.rank, standing.declarer
        reason = (
            f"Seat {seat}, a previous loser, shows {shown}{over}: the trump becomes none; seat "
            f"{declarer} still declares at {rank}."
        )
    else:
        declarer = auction.first_winner_after(seat)
        rank = auction.levels[declarer]
        reason = (
            f"Seat {seat}, a previous loser, shows {shown} first: no trump, and the declarer is "
            f"seat {declarer}, the first previous winner from the next seat, at its level {rank}."
        )
    return Declaration(seat, cards, kind, rank, None, declarer, reason, held)


def turn_up(kitty: Sequence[Card], rank: str) -> tuple[str, int, str]:
    """The trump suit from the kitty when nobody bid in a later ``tractor-4p`` hand.

    The kitty is turned up one card at a time until a ``rank`` card shows: its suit is trump.
    If none shows, the suit of the highest card (jokers aside) is trump, ties to the first
    turned. Returns the suit, how many cards were turned, and the reason.
    """
    for i, card in enumerate(kitty):
        if card.rank == rank:
            return (
                card.suit,  # type: ignore[return-value]
                i + 1,
                f"Nobody bid: the kitty is turned up until {_a(rank)} shows; the "
                f"{_ordinal(i + 1)} card is {card.symbol}, so {SUIT_NAMES[card.suit]} are trump.",  # type: ignore[index]
            )
    best: Card | None = None
    for card in kitty:
        if card.suit is not None and (
            best is None or RANKS.index(card.rank) > RANKS.index(best.rank)
        ):
            best = card
    if best is None:  # only jokers: cannot happen with 54-card decks, kept total
        return (
            SUITS[0],
            len(kitty),
            "Nobody bid and the kitty shows only jokers: spades are trump.",
        )
    return (
        best.suit,  # type: ignore[return-value]
        len(kitty),
        f"Nobody bid and no {rank} shows in the kitty ({symbols(kitty)}): the highest card, "
        f"{best.symbol} (the first turned of the highest), makes {SUIT_NAMES[best.suit]} trump.",  # type: ignore[index]
    )


def _a(rank: str) -> str:
    """``"a 9"``, ``"an 8"``, ``"an A"``: a rank with its article."""
    return f"an {rank}" if rank in ("8", "A") else f"a {rank}"


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
