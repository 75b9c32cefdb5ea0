"""One round (hand) of Tractor, from the shuffle to the level change (rules §3-§8).

A ``Round`` deals one card at a time, in the order of play, from a seed or a given deck order.
Whenever the card just dealt gives its receiver a legal bid (rules §6), the round stops and
asks that seat: ``bid`` or ``pass_``. When the last card is dealt, the seats are asked in turn,
from the next seat on, until every seat has passed (or has no bid) since the last bid; then the
bidding closes. A seat with no legal bid is never asked, so a deal with no chances to bid goes
straight through. Then the declarer (``tractor-4p``: the starter) picks up the kitty and buries
as many cards; in ``tractor-5p`` the declarer calls the friend's card; then the tricks are
played, and the round scores itself.

Every action is checked completely, once, before anything changes: an illegal one raises
``IllegalPlay`` with a reason and leaves the round exactly as it was. Each seat's copies of
each card are kept up to date as cards come and go, so no question counts a hand again.
Every action taken is kept in ``actions``; ``to_record()`` writes them with the rules and the
seed (see ``record.py``), ``at(step)`` replays the position after any step, and ``said(step)``
gives what the round said at it.

Redeals (nobody bid in a first hand, or in any ``tractor-5p`` hand) shuffle again inside the
same round; the deck of the k-th redeal is a shuffle by ``random.Random(f"{seed}:redeal:{k}")``
(seed 0 when the round was given a deck), so records replay them.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..cards.card import ALL_CARDS, Card, Cards, _trusted, parse_cards, symbols
from ..cards.deck import arrange_deck, full_deck
from ..cards.trump import GROUP_ORDER, Order, Trump, order_of
from ..drawn import drawn
from ..errors import IllegalPlay, InputError
from ..rulebook.bidding import Auction, Declaration, declare, legal_bids, turn_up
from ..rulebook.follow import FollowOptions, Verdict, check_follow_trusted
from ..rulebook.inputs import check_copies
from ..rulebook.lead import Lead, ThrowCheck, check_throw_trusted, classify_lead_trusted
from ..rulebook.rulesets import RuleSet, RulesLike, as_rules
from ..rulebook.scoring import check_seat, score_hand
from ..rulebook.trick import trick_winner_trusted
from ..speech.languages import Told, say, speaking_to
from . import round_words as told
from .actions import Action, Bid, Bury, CallFriend, Pass, Play
from .record import RecordError, check_final, read_action, read_round, round_to_record
from .round_types import Choices, RoundResult, Setup, Trick, make_setup

__all__ = ["PHASES", "Choices", "Round", "RoundResult", "Setup", "Trick", "arrange_deck"]

PHASES = ("deal", "bury", "call", "play", "done")


def _for_defenders(trick: Trick, defenders: tuple[int, ...]) -> int:
    """The one place of the rule (rules §8): a trick's points go to the defenders when one of
    them won it (``Round.trick_points_for_defenders``, ``defender_points`` and the score)."""
    return trick.points if trick.winner in defenders else 0


class Round:
    """One round of Tractor under a rule set (see the module docstring).

    ``Round("tractor-5p", seed=7)`` deals a first hand from seed 7; ``deck=`` gives the deck
    order instead (the first card goes to ``dealer``, then in order of play; the last
    ``kitty_size`` cards are the kitty). ``levels``, ``winners`` and ``starter`` set up a later
    hand (see ``Setup``); a ``Game`` does that for you.

    Read the state through ``phase``, ``to_act``, ``hands``, ``kitty``, ``trump``, ``declarer``,
    ``bids``, ``trick``, ``tricks``, ``result``...; act with ``act(action)`` or the verbs
    ``bid``, ``pass_``, ``bury``, ``call_friend`` and ``play``; ask ``legal_actions()``,
    ``check(action)`` and ``check_bid(seat, cards)`` (each a ``Verdict``: legal, and why), and
    ``said(step)`` for what the round said at each step, in the third person.
    """

    def __init__(
        self,
        rules: RulesLike = "tractor-4p",
        *,
        seed: int | str | None = None,
        deck: str | Iterable[Any] | None = None,
        levels: Sequence[str] | None = None,
        winners: Iterable[int] | None = None,
        starter: int | None = None,
        dealer: int | None = None,
    ) -> None:
        ruleset = as_rules(rules)
        self.rules: RuleSet = ruleset
        self.setup = make_setup(ruleset, levels, winners, starter, dealer)
        if deck is not None:
            given = tuple(parse_cards(deck))
            if Counter(given) != Counter(full_deck(ruleset)):
                have, want = Counter(given), Counter(full_deck(ruleset))
                wrong = (have - want) or (want - have)
                card = next(iter(wrong))
                raise InputError(
                    f"the deck must hold every card exactly {ruleset.decks} time(s) "
                    f"({54 * ruleset.decks} cards): it has {len(given)} cards and "
                    f"{have[card]} {card.symbol}"
                )
            self.seed: int | str | None = seed
            self.given_deck: tuple[Card, ...] | None = given
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            if isinstance(seed, bool) or not isinstance(seed, (int, str)):
                raise InputError(f"seed must be a whole number or text, not {seed!r}")
            self.seed = seed
            self.given_deck = None
        self._actions: list[Action] = []
        self._log: list[Callable[[], str]] = []  # each line built when read
        # per step: its own sentence (a text, a function giving it, or None), the trick it
        # finished (or None), and where its lines of the log start and end
        self._said: list[tuple[str | Callable[[], str] | None, Trick | None, int, int]] = []
        self._start_deal(0, self._first_auction())
        self._said.append((self._opening(), None, 0, len(self._log)))

    # --- dealing and bidding ---

    def _first_auction(self) -> Auction:
        s = self.setup
        if self.rules.partnerships == "fixed":
            if s.starter is None:
                return Auction(self.rules, "first", s.levels)
            return Auction(self.rules, "fixed", s.levels, starter=s.starter)
        if s.winners is None:
            return Auction(self.rules, "free", s.levels)
        return Auction(self.rules, "winners", s.levels, winners=frozenset(s.winners))

    def _deck_for(self, deal: int) -> tuple[Card, ...]:
        if deal == 0 and self.given_deck is not None:
            return self.given_deck
        cards = full_deck(self.rules)
        seed = 0 if self.seed is None else self.seed
        rng = random.Random(seed) if deal == 0 else random.Random(f"{seed}:redeal:{deal}")
        rng.shuffle(cards)
        return tuple(cards)

    def _start_deal(self, deal: int, auction: Auction) -> None:
        n = self.rules.players
        self.deal_number = deal
        self.auction = auction
        self.deck: tuple[Card, ...] = self._deck_for(deal)
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._counts: list[dict[Card, int]] = [{} for _ in range(n)]  # no zero entries
        self._dealt = 0
        self._kitty: list[Card] = list(self.deck[n * self.rules.hand_size :])
        self._final_seat: int | None = None
        self._quiet = 0
        # the seats with no legal bid against ``_bidless_under`` (the standing bid then) since
        # the last card they received that could give them one (``Auction.bid_cards``)
        self._bidless = [False] * n
        self._bidless_under: Declaration | None = None
        self._bids: list[Declaration] = []
        self._chance: tuple[int, tuple[tuple[Card, ...], ...]] | None = None
        self.phase = "deal"
        self.to_act: int | None = None
        self.trump: Trump | None = None
        self.order: Order | None = None
        self.declarer: int | None = None
        self.starter: int | None = None
        self.turned_up: tuple[Card, ...] = ()
        self.buried: tuple[Card, ...] = ()
        self.friend_call: CallFriend | None = None
        self.friend: int | None = None
        self._friend_seen = 0
        self._friend_settled = False
        self.leader: int | None = None
        self._plays: list[tuple[int, tuple[Card, ...]]] = []
        self.lead: Lead | None = None
        self._throw: ThrowCheck | None = None
        self._attempted: tuple[Card, ...] | None = None
        self._tricks: list[Trick] = []
        # (step, the follow options, a judge of plays) of the seat to act, once asked for
        self._options: tuple[FollowOptions, Callable[[Cards], Verdict]] | None = None
        self._captured: list[int] = [0] * n
        self._penalties: list[tuple[int, int, int]] = []  # (trick number, seat, points)
        self.result: RoundResult | None = None
        self._advance_deal()

    def _opening(self) -> Callable[[], str]:
        """How the round starts, as a function giving the sentence (built when read)."""
        seat = self.to_act if self.phase == "deal" else None
        bids = self._chance[1] if seat is not None and self._chance is not None else ()
        return Told(told.opening, self.rules, self._dealt, seat, bids)

    @property
    def bids(self) -> tuple[Declaration, ...]:
        """The bids made in this deal, in order; the last one stands."""
        return tuple(self._bids)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order."""
        return tuple(self._tricks)

    @property
    def captured(self) -> tuple[int, ...]:
        """The points each seat has won in tricks so far."""
        return tuple(self._captured)

    @property
    def penalties(self) -> tuple[tuple[int, int, int], ...]:
        """Failed-throw penalties: (trick number from 0, the thrower's seat, points)."""
        return tuple(self._penalties)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action taken, in order (what the record holds)."""
        return tuple(self._actions)

    @property
    def log(self) -> tuple[str, ...]:
        """What happened, in sentences: bids, redeals, the kitty, the friend, failed throws,
        the result. (Each trick's own sentence is ``Trick.reason``.)"""
        return tuple(line() for line in self._log)

    @property
    def standing_bid(self) -> Declaration | None:
        """The bid that stands now (the last one made in this deal), if any."""
        return self._bids[-1] if self._bids else None

    def _bids_for(self, seat: int) -> list[tuple[Card, ...]]:
        """The bids ``seat`` may make now (a new list; the deal asks this once per position)."""
        chance = self._chance
        if chance is not None and self.phase == "deal" and self.to_act == seat == chance[0]:
            return list(chance[1])
        return legal_bids(self.auction, self.standing_bid, seat, self._counts[seat])

    def _offer(self, seat: int, bids: list[tuple[Card, ...]]) -> None:
        """Stop the deal at ``seat``'s chance to show ``bids`` (in the deal, only ``_offer``
        sets ``to_act``, so the chance kept is the current one's)."""
        self.to_act = seat
        self._chance = (seat, tuple(bids))

    def _advance_deal(self) -> None:
        """Deal until a seat has a chance to bid, or close the bidding."""
        n = self.rules.players
        total = n * self.rules.hand_size
        deck, dealer, hands, counts = self.deck, self.setup.dealer, self._hands, self._counts
        standing = self.standing_bid
        bidless = self._bidless
        if self._bidless_under is not standing:  # a new bid stands: ask every seat afresh
            bidless[:] = [False] * n
            self._bidless_under = standing
        if standing is None or standing.strength < 3:
            auction = self.auction
            bid_cards = [auction.bid_cards(seat) for seat in range(n)]
            while self._dealt < total:
                card = deck[self._dealt]
                seat = (dealer + self._dealt) % n
                hands[seat].append(card)
                held = counts[seat]
                held[card] = held.get(card, 0) + 1
                self._dealt += 1
                if bidless[seat] and card not in bid_cards[seat]:
                    continue  # its legal bids are the same: still none
                bids = legal_bids(auction, standing, seat, held)
                bidless[seat] = not bids
                if bids:
                    self._offer(seat, bids)
                    return
        else:  # a joker pair stands and cannot be reinforced: nobody can bid any more
            while self._dealt < total:
                card = deck[self._dealt]
                seat = (dealer + self._dealt) % n
                hands[seat].append(card)
                held = counts[seat]
                held[card] = held.get(card, 0) + 1
                self._dealt += 1
        if self._final_seat is None:
            self._final_seat = (dealer + total) % n
            self._quiet = 0
        while self._quiet < n:
            seat = self._final_seat
            bids = legal_bids(self.auction, standing, seat, counts[seat])
            if bids:
                self._offer(seat, bids)
                return
            self._quiet += 1
            self._final_seat = (seat + 1) % n
        self._close_bidding()

    def _after_bid_or_pass(self, seat: int, bid: bool) -> None:
        if self._final_seat is not None:
            self._quiet = 0 if bid else self._quiet + 1
            self._final_seat = (seat + 1) % self.rules.players
        self.to_act = None
        self._advance_deal()

    def _close_bidding(self) -> None:
        rules = self.rules
        standing = self.standing_bid
        auction = self.auction
        if standing is None:
            if auction.mode == "fixed":
                rank = self.setup.levels[auction.starter]  # type: ignore[index]
                suit, shown, reason = turn_up(self._kitty, rank)
                self.turned_up = tuple(self._kitty[:shown])
                self._log.append(reason)
                self._set_trump(Trump(rank, suit), auction.starter)  # type: ignore[arg-type]
                return
            self._log.append(Told(told.redeal, auction.mode not in ("first", "free")))
            next_auction = (
                auction if auction.mode != "winners" else Auction(rules, "free", auction.levels)
            )
            self._start_deal(self.deal_number + 1, next_auction)
            return
        self._log.append(
            Told(
                told.bidding_closes,
                standing.cards,
                standing.seat,
                standing.declarer,
                standing.rank,
                standing.suit,
            )
        )
        self._set_trump(Trump(standing.rank, standing.suit), standing.declarer)

    def _set_trump(self, trump: Trump, declarer: int) -> None:
        self.trump = trump
        self.order = order_of(trump, self.rules)
        self.declarer = declarer
        self.starter = declarer if self.rules.partnerships == "fixed" else None
        self.phase = "bury"
        self.to_act = declarer
        hand, held = self._hands[declarer], self._counts[declarer]
        for card in self._kitty:
            hand.append(card)
            held[card] = held.get(card, 0) + 1
        self._log.append(Told(told.picks_up, declarer, len(self._kitty)))
        self._kitty = []

    def deal_all(self) -> Round:
        """Pass at every chance to bid until the deal ends (or a redeal starts); returns self."""
        deal = self.deal_number
        while self.phase == "deal" and self.deal_number == deal:
            self.pass_()
        return self

    # --- reading the state ---

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def step(self) -> int:
        """How many actions have been taken."""
        return len(self._actions)

    @property
    def hands(self) -> tuple[Cards, ...]:
        """Every seat's cards (a copy), in the order they were dealt or picked up."""
        return tuple(_trusted(h) for h in self._hands)

    def cards_held(self, seat: int) -> int:
        """How many cards ``seat`` holds now (what a face-down hand shows)."""
        return len(self._hands[check_seat(seat, self.players, "seat")])

    def hand(self, seat: int) -> Cards:
        """One seat's cards, sorted by the trump once it is known."""
        cards = self._hands[check_seat(seat, self.players, "seat")]
        return _trusted(self.order.sorted(cards) if self.order else cards)

    @property
    def kitty(self) -> Cards:
        """The kitty: the undealt cards during the deal, the buried cards once buried."""
        return Cards(self._kitty if self.phase == "deal" or not self.buried else self.buried)

    @property
    def undealt(self) -> Cards:
        """The cards still to be dealt to the hands during the deal (the kitty aside)."""
        end = self.players * self.rules.hand_size
        return Cards(self.deck[self._dealt : end] if self.phase == "deal" else ())

    @property
    def dealt(self) -> int:
        """Cards dealt so far in this deal."""
        return self._dealt

    @property
    def trick(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """The current trick's plays so far, ``(seat, cards)``, the lead first."""
        return tuple(self._plays)

    @property
    def level(self) -> str | None:
        """The trump rank of this hand once the bidding closed."""
        return None if self.trump is None else self.trump.rank

    @property
    def friend_settled(self) -> bool:
        """Whether the called card has come (the friend is known, or the declarer played it
        and plays alone). False before the call and while the called copy is still out."""
        return self._friend_settled

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats on ``seat``'s side as they stand now (the friend counts once revealed)."""
        check_seat(seat, self.players, "seat")
        side = self.declarers
        if seat in side:
            return side
        return tuple(s for s in range(self.players) if s not in side)

    @property
    def declarers(self) -> tuple[int, ...]:
        """The declaring side as it stands now (``tractor-5p``: the declarer, and the friend once
        revealed)."""
        if self.declarer is None:
            return ()
        if self.rules.partnerships == "fixed":
            return tuple(sorted((self.declarer, (self.declarer + 2) % self.players)))
        if self.friend is not None and self.friend != self.declarer:
            return tuple(sorted((self.declarer, self.friend)))
        return (self.declarer,)

    @property
    def defenders(self) -> tuple[int, ...]:
        side = self.declarers
        return tuple(s for s in range(self.players) if s not in side)

    @property
    def defender_points(self) -> int:
        """The defenders' points so far, as the sides stand now: their tricks' points (the sum
        of ``trick_points_for_defenders`` over ``tricks``) and the failed throws' penalties
        (rules §8), not below zero; the kitty comes at the end."""
        defenders = self.defenders
        points = sum(_for_defenders(t, defenders) for t in self._tricks)
        for _, seat, amount in self._penalties:
            points += -amount if seat in defenders else amount
        return max(points, 0)

    def trick_points_for_defenders(self, trick: Trick | int) -> int:
        """The points ``trick`` gives the defenders, as the sides stand now (rules §8): all its
        points (its 5s, 10s and kings) when a defender won it, none when a declarer did.
        ``trick`` is one of ``tricks``, or its number from 0 (``Trick.number``).

        Only the trick's own cards count. Not counted: a failed throw's penalty in that trick
        (``penalties``: charged to the thrower's side, it is part of ``defender_points``), and
        the kitty, which only the last trick can bring the defenders, multiplied by what its
        lead sets, when the hand is scored (``result.kitty_bonus``). So its sum over ``tricks``
        is ``result.trick_points`` once the hand is over, and ``defender_points`` is that sum
        with the penalties settled, not below zero. In ``tractor-5p`` the sides can change
        while the friend is unknown: ask again once it is revealed."""
        return _for_defenders(self._trick(trick), self.defenders)

    def _trick(self, trick: Trick | int) -> Trick:
        """One of this round's finished tricks, given as itself or as its number from 0."""
        played = self._tricks
        if isinstance(trick, Trick):
            if trick.number < len(played) and played[trick.number] == trick:
                return trick
            raise InputError(f"trick {trick.number} is not one of this round's tricks")
        if isinstance(trick, bool) or not isinstance(trick, int) or not 0 <= trick < len(played):
            numbers = f"its number, 0 to {len(played) - 1}" if played else "(none is finished yet)"
            raise InputError(f"trick={trick!r}: give one of this round's tricks or {numbers}")
        return played[trick]

    # --- acting ---

    def act(self, action: Action) -> Round:
        """Take one action and return self; an action the rules refuse raises ``IllegalPlay``
        with the reason, and the round stays exactly as it was."""
        commit, why, say = self._prepare(action)
        log_start = len(self._log)
        tricks = len(self._tricks)
        self._options = None  # the follow analysis of this position: the position changes
        commit()
        self._actions.append(action)
        trick = self._tricks[-1] if len(self._tricks) > tricks else None
        self._said.append((why if say else None, trick, log_start, len(self._log)))
        return self

    def check(self, action: Action, listener: int | None = None) -> Verdict:
        """Whether ``action`` is legal now, and why (``Verdict``: ``legal`` and ``reason``),
        without taking it. A throw that will fail is legal: its reason says that it will be
        taken back and what will be led instead. The reason is spoken to ``listener``: that
        seat in the second person ("You hold..."), every other seat in the third ("Seat 2
        holds..."); ``None`` (the default) speaks of every seat in the third person."""
        listener = self._listener(listener)
        try:
            _, why, _ = self._prepare(action)
        except IllegalPlay as exc:
            return Verdict(False, told.to_listener(exc.told, listener))
        return Verdict(True, told.to_listener(why, listener))

    def _listener(self, listener: int | None) -> int | None:
        """``listener`` checked: None, or a seat of this table."""
        return None if listener is None else check_seat(listener, self.players, "listener")

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now (``check(action).legal``)."""
        try:
            self._prepare(action)
        except IllegalPlay:
            return False
        return True

    def check_bid(self, seat: int, cards: Any, *, if_held: bool = False) -> Verdict:
        """Whether ``seat`` may show ``cards`` as a bid now under the bidding rules (rules §6),
        against the bid that stands, with the engine's reason (the declaration it would make,
        or why not). Nothing changes. It does not ask whose chance it is: ``check(Bid(seat,
        cards))`` does. ``if_held=True`` supposes the seat holds the shown cards besides its
        hand (a lesson's "could seat 2 show two 5♥ now?"): it holds at least the copies shown.
        Copies no deal can give refuse with ``CardError``: more than the decks hold, or, with
        ``if_held``, more than the other hands leave."""
        seat = check_seat(seat, self.players, "seat")
        shown = tuple(parse_cards(cards))
        check_copies(self.rules, [("the shown cards", shown)])
        if self.phase != "deal":
            return Verdict(False, Told(told.no_bid_now, self.phase))
        counts = self._counts[seat]
        if if_held:
            counts = dict(counts)
            for card, k in Counter(shown).items():
                counts[card] = max(counts.get(card, 0), k)
            supposed = [c for c, k in counts.items() if c in shown for _ in range(k)]
            check_copies(
                self.rules,
                [(f"the cards seat {seat} would hold", supposed)]
                + [(f"seat {s}'s hand", self._hands[s]) for s in range(self.players) if s != seat],
            )
        try:
            decl = declare(self.auction, self.standing_bid, seat, shown, counts)
        except IllegalPlay as exc:
            return Verdict(False, exc.told)
        return Verdict(True, decl.told)

    def said(self, step: int, listener: int | None = None) -> tuple[str, ...]:
        """What the round says about ``step`` (1 for the first action; 0: how it starts): the
        action's own sentence where it has one (a pass and what could have been shown, a lead
        and its kind, a follow and why it is legal), the finished trick's reason, and the log's
        new lines (bids, the kitty, the friend, a failed throw, the result). Spoken to
        ``listener`` (that seat in the second person, the others in the third); ``None``, the
        default, speaks of every seat in the third person. A negative step counts from the
        end, like an index into the steps 0 .. n: -1 is the last action's step (``at`` counts
        the same way)."""
        total = len(self._actions)
        if isinstance(step, bool) or not isinstance(step, int):
            raise InputError(f"step must be a whole number, not {step!r}")
        if step < 0:
            step += total + 1
        if not 0 <= step <= total:
            raise InputError(f"step must be from 0 to {total} (the actions taken), not {step}")
        why, trick, start, end = self._said[step]
        with speaking_to(self._listener(listener)):
            said = [] if why is None else [why if isinstance(why, str) else why()]
            if trick is not None:
                said.append(trick.reason)
            said += [line() for line in self._log[start:end]]
        return tuple(said)

    def bid(self, cards: Any) -> Round:
        """The seat to act shows ``cards`` as a bid."""
        return self.act(Bid(self._actor("bid"), cards))

    def pass_(self) -> Round:
        """The seat to act lets this chance to bid go by."""
        return self.act(Pass(self._actor("pass")))

    def bury(self, cards: Any) -> Round:
        """The declarer (``tractor-4p``: the starter) buries ``cards``."""
        return self.act(Bury(self._actor("bury"), cards))

    def call_friend(self, card: Any, copy: int = 1) -> Round:
        """The declarer calls the friend's card; ``copy`` 1 or 2: which playing of it counts."""
        return self.act(CallFriend(self._actor("call"), card, copy))

    def play(self, cards: Any) -> Round:
        """The seat to act leads or follows with ``cards``."""
        return self.act(Play(self._actor("play"), cards))

    def _actor(self, verb: str) -> int:
        if self.to_act is None:
            raise IllegalPlay(Told(told.nobody_to_act, self.phase))
        return self.to_act

    def _prepare(self, action: Action) -> Any:
        kind = getattr(action, "type", None)
        if kind not in ("bid", "pass", "bury", "call", "play"):
            raise IllegalPlay(Told(told.not_an_action, action))
        if self.phase != _PHASE_OF[kind]:
            raise IllegalPlay(Told(told.wrong_phase, kind, self.phase, self.to_act))
        if action.seat != self.to_act:
            raise IllegalPlay(
                Told(told.not_your_turn, self.to_act, action.seat)
                if 0 <= action.seat < self.players
                else Told(told.no_such_seat, action.seat, self.players)
            )
        return _PREPARE[kind](self, action)

    # Each _prepare_* checks the action completely and returns (commit, why, say): the function
    # that takes it, why it is legal (a text or a function giving it), and whether ``act`` says
    # that sentence for the step (not when the log's line for it says the same).

    def _prepare_bid(self, action: Bid) -> Any:
        seat = action.seat
        decl = declare(self.auction, self.standing_bid, seat, action.cards, self._counts[seat])

        def commit() -> None:
            self._bids.append(decl)
            self._log.append(decl.told)  # type: ignore[arg-type]  # declare's: a function
            self._after_bid_or_pass(seat, True)

        return commit, decl.told, False

    def _prepare_pass(self, action: Pass) -> Any:
        seat = action.seat
        could = self._bids_for(seat)

        def commit() -> None:
            self._after_bid_or_pass(seat, False)

        return commit, Told(told.passes, seat, could), True

    def _missing(self, seat: int, cards: Sequence[Card]) -> Card | None:
        counts = self._counts[seat]
        need: dict[Card, int] = {}
        for card in cards:
            need[card] = need.get(card, 0) + 1
            if need[card] > counts.get(card, 0):
                return card
        return None

    def _take(self, seat: int, cards: Sequence[Card]) -> None:
        """Remove checked ``cards`` from the seat's hand and its counts."""
        hand, counts = self._hands[seat], self._counts[seat]
        for card in cards:
            hand.remove(card)
            k = counts[card] - 1
            if k:
                counts[card] = k
            else:
                del counts[card]

    def _prepare_bury(self, action: Bury) -> Any:
        seat, cards = action.seat, action.cards
        k = self.rules.kitty_size
        if len(cards) != k:
            raise IllegalPlay(Told(told.bury_count, k, len(cards)))
        missing = self._missing(seat, cards)
        if missing is not None:
            held = self._counts[seat].get(missing, 0)
            raise IllegalPlay(Told(told.cannot_bury, seat, missing, held))

        def commit() -> None:
            self._take(seat, cards)
            self.buried = tuple(cards)
            self._log.append(Told(told.buries, seat, k))
            if self.rules.partnerships == "friend":
                self.phase = "call"
            else:
                self.phase = "play"
                self.leader = seat

        return commit, Told(told.may_bury, seat, cards), False

    def _prepare_call(self, action: CallFriend) -> Any:
        card, copy = action.card, action.copy
        assert self.order is not None
        if self.order.is_trump(card):
            raise IllegalPlay(Told(told.call_is_trump, card, self.trump))
        decks = self.rules.decks
        if not 1 <= copy <= decks:
            raise IllegalPlay(Told(told.call_copy, card, copy, decks))
        seat = action.seat
        said = Told(told.calls, seat, card, copy)

        def commit() -> None:
            self.friend_call = action
            self._log.append(said)
            self.phase = "play"
            self.leader = seat

        return commit, said, False

    def _prepare_play(self, action: Play) -> Any:
        seat, cards = action.seat, action.cards
        order, trump = self.order, self.trump
        assert order is not None and trump is not None
        if not cards:
            raise IllegalPlay(told.no_cards)
        if not self._plays:
            return self._prepare_lead(seat, cards)
        lead = self.lead
        assert lead is not None
        if len(cards) != lead.size:
            raise IllegalPlay(Told(told.wrong_size, lead.size, len(cards)))
        verdict = self._judge_follow(seat, cards)
        if not verdict.legal:
            raise IllegalPlay(Told(told.follow_reason, verdict, seat))

        def commit_follow() -> None:
            self._commit_play(seat, cards)

        return commit_follow, Told(told.plays, seat, cards, verdict), True

    def _follow_analysis(self) -> tuple[FollowOptions, Callable[[Cards], Verdict]]:
        """The follow options of the seat to act and a judge of its plays, from one analysis of
        its hand, kept for this position once asked for by ``_follow_options`` (not by a
        refused action, which changes nothing) until ``act`` changes the position."""
        cached = self._options
        if cached is not None:
            return cached
        seat = self.to_act
        assert seat is not None and self.lead is not None and self.order is not None
        return check_follow_trusted(
            _trusted(self._hands[seat]),
            dict(self._counts[seat]),
            self.lead,
            self.order,
            self.rules,
        )

    def _follow_options(self) -> FollowOptions:
        """The follow options of the seat to act (bots and ``legal_actions`` ask for them)."""
        options, judge = self._follow_analysis()
        self._options = (options, judge)
        return options

    def _judge_follow(self, seat: int, cards: Sequence[Card]) -> Verdict:
        """``check_follow``'s verdict on a follow by the seat to act (nothing parsed again)."""
        assert seat == self.to_act
        return self._follow_analysis()[1](Cards(cards))

    def _prepare_lead(self, seat: int, cards: tuple[Card, ...]) -> Any:
        order, trump, rules = self.order, self.trump, self.rules
        assert order is not None and trump is not None
        missing = self._missing(seat, cards)
        if missing is not None:
            raise IllegalPlay(
                Told(told.not_held, seat, missing, self._counts[seat].get(missing, 0))
            )
        lead = classify_lead_trusted(_trusted(cards), order, rules)
        attempted, actual, check = lead, cards, None
        if lead.kind == "throw":
            hands = self._hands
            n = self.players
            # asked in order of play, from the seat after the leader (rules §10.6)
            others = [(f"seat {s % n}", hands[s % n]) for s in range(seat + 1, seat + n)]
            check = check_throw_trusted(lead, others)
            if not check.stands:
                actual = tuple(check.forced)
                lead = classify_lead_trusted(_trusted(actual), order, rules)

        def commit_lead() -> None:
            self.lead = lead
            self._throw = check
            self._attempted = cards if actual is not cards else None
            if check is not None and not check.stands:
                self._log.append(Told(told.throws, seat, cards, check))
                if check.penalty:
                    self._penalties.append((len(self._tricks), seat, check.penalty))
            self._commit_play(seat, actual)

        if check is None or check.stands:
            why = Told(told.leads, seat, attempted, check)
        else:
            why = Told(told.throw_fails, seat, cards, actual, check)
        return commit_lead, why, actual is cards

    def _commit_play(self, seat: int, cards: tuple[Card, ...]) -> None:
        self._take(seat, cards)
        self._plays.append((seat, cards))
        call = self.friend_call
        if call is not None and not self._friend_settled:
            for card in cards:
                if card is call.card:
                    self._friend_seen += 1
                    if self._friend_seen == call.copy:
                        self._friend_settled = True
                        if seat == self.declarer:
                            self._log.append(Told(told.declarer_plays_called, seat, card))
                        else:
                            self.friend = seat
                            self._log.append(Told(told.friend_revealed, seat, card, self.declarer))
                        break
        n = self.players
        if len(self._plays) < n:
            self.to_act = (seat + 1) % n
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        plays = self._plays
        index = trick_winner_trusted([cards for _, cards in plays], self.lead)  # type: ignore[arg-type]
        winner = plays[index][0]
        points = sum(c.points for _, cards in plays for c in cards)
        check = self._throw
        trick = Trick(
            len(self._tricks),
            plays[0][0],
            tuple(plays),
            winner,
            points,
            self.trump,  # type: ignore[arg-type]
            self.rules,
            self._attempted,
            check.penalty if check is not None and not check.stands else 0,
            Told(getattr, check, "reason") if check is not None else "",
        )
        self._tricks.append(trick)
        self._captured[winner] += points
        self._plays = []
        self.lead = None
        self._throw = None
        self._attempted = None
        self.leader = winner
        if self._hands[winner]:
            self.to_act = winner
            return
        self._score()

    # --- scoring ---

    def _score(self) -> None:
        last = self._tricks[-1]
        defenders = self.defenders
        self.result = score_hand(
            self.rules,
            captured=sum(_for_defenders(t, defenders) for t in self._tricks),
            kitty=self.buried,
            last_lead=last.lead if last.winner in defenders else None,
            trump=self.trump,
            penalties=[(seat, points) for _, seat, points in self._penalties],
            levels=self.setup.levels,
            declarers=self.declarers,
            declarer=self.declarer,
            friend=self.friend,
            starter=self.starter,
        )
        self._log.append(Told(getattr, self.result, "reason"))
        self.phase = "done"
        self.to_act = None

    # --- legal actions ---

    def legal_actions(self, listener: int | None = None) -> Choices:
        """The legal actions of ``to_act`` (see ``Choices``): all of them when they are few, else
        how to choose (a count of cards, the follow options, the suit groups one may lead).
        Its ``reason`` is spoken to ``listener`` (see ``check``): ``None``, the default, speaks
        of the seat to act in the third person."""
        listener = self._listener(listener)
        choices = self._choices()
        if listener is None:
            return choices
        return choices.__replace__(reason=told.to_listener(choices.told, listener))

    def _choices(self) -> Choices:
        seat = self.to_act
        phase = self.phase
        if seat is None:
            return Choices(phase, None, "none", reason=told.round_over)
        hand = Cards(self._hands[seat])
        if phase == "deal":
            bids = tuple(Bid(seat, cards) for cards in self._bids_for(seat))
            return Choices(
                phase,
                seat,
                "bid",
                (*bids, Pass(seat)),
                cards=hand,
                reason=Told(told.may_bid, seat, [b.cards for b in bids]),
            )
        if phase == "bury":
            k = self.rules.kitty_size
            return Choices(
                phase,
                seat,
                "bury",
                count=k,
                cards=hand,
                reason=Told(told.buries_any, seat, k, len(hand)),
            )
        if phase == "call":
            calls = self.friend_calls()
            return Choices(
                phase,
                seat,
                "call",
                calls,
                cards=hand,
                reason=Told(told.calls_any, seat),
            )
        if not self._plays:
            return Choices(
                phase,
                seat,
                "lead",
                cards=hand,
                groups=self.lead_groups(seat),
                reason=Told(told.leads_any, seat),
            )
        options = self._follow_options()
        return Choices(
            phase,
            seat,
            "follow",
            count=options.count,
            cards=hand,
            follow=options,
            reason=Told(told.follow_reason, options, seat),
        )

    def friend_calls(self) -> tuple[CallFriend, ...]:
        """Every legal friend call of the declarer (after burying); ``InputError`` before the
        bidding has closed, or in a rule set with fixed partnerships."""
        if self.rules.partnerships == "fixed":
            raise InputError(f"{self.rules.name} has fixed partnerships: nobody calls a friend")
        if self.order is None or self.declarer is None:
            raise InputError(f"no friend call yet: the round is {told.PHASES[self.phase]}")
        return tuple(
            CallFriend(self.declarer, card, copy)
            for card in ALL_CARDS
            if not self.order.is_trump(card)
            for copy in range(1, self.rules.decks + 1)
        )

    def lead_groups(self, seat: int | None = None) -> tuple[tuple[str, Cards], ...]:
        """The seat's cards by suit group, in display order (a lead comes from one group)."""
        seat = self.to_act if seat is None else check_seat(seat, self.players, "seat")
        if self.order is None:
            raise InputError(f"no suit groups yet: the round is {told.PHASES[self.phase]}")
        if seat is None:
            raise InputError("the round is over: give the seat whose suit groups to list")
        group = self.order.group
        found: dict[str, list[Card]] = {}
        for card in self._hands[seat]:
            found.setdefault(group[card.id], []).append(card)
        order = self.order
        return tuple((g, Cards(order.sorted(found[g]))) for g in GROUP_ORDER if g in found)

    # --- copies, records and replay ---

    def copy(self) -> Round:
        """An independent copy of the round in its current state."""
        clone = Round.__new__(Round)
        for key, value in self.__dict__.items():
            if type(value) is list:  # hands, counts, plays, tricks, log...: the rest is immutable
                value = [
                    list(v) if type(v) is list else dict(v) if type(v) is dict else v for v in value
                ]
            clone.__dict__[key] = value
        return clone

    def to_record(self) -> dict[str, Any]:
        """The round's JSON record (see ``record.py`` for the schema)."""
        return round_to_record(self)

    def to_json(self, **kwargs: Any) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_record(), **kwargs)

    @classmethod
    def from_record(cls, record: Any) -> Round:
        """Replay a record (a dict or JSON text); ``RecordError`` names the step and reason."""
        spec = read_round(record)
        try:
            rnd = cls(spec.rules, seed=spec.seed, deck=spec.deck, **spec.setup)
        except (ValueError, TypeError) as exc:
            raise RecordError(None, f"setup: {exc}") from None
        for step, raw in enumerate(spec.actions, start=1):
            action = read_action(step, raw)
            try:
                rnd.act(action)
            except IllegalPlay as exc:
                raise RecordError(step, f"{action} does not replay: {exc.reason}") from None
        if spec.final is not None:
            check_final(rnd, spec.final)
        return rnd

    def restart(self) -> Round:
        """A new round with the same rules, seed or deck, and setup, before any action."""
        s = self.setup
        return Round(
            self.rules,
            seed=self.seed,
            deck=self.given_deck,
            levels=s.levels,
            winners=s.winners,
            starter=s.starter,
            dealer=s.dealer,
        )

    def at(self, step: int) -> Round:
        """The position after the first ``step`` actions (0: before any), replayed from the start.

        A negative step counts from the end as ``said`` does, like an index into the positions
        0 .. n: -1 is the position now (after the last action), -2 the one before it.
        """
        total = len(self._actions)
        if isinstance(step, bool) or not isinstance(step, int):
            raise InputError(f"step must be a whole number, not {step!r}")
        if step < 0:
            step += total + 1
        if not 0 <= step <= total:
            raise InputError(f"step must be from 0 to {total} (the actions taken), not {step}")
        replay = self.restart()
        for action in self._actions[:step]:
            replay.act(action)
        return replay

    def state(self) -> dict[str, Any]:
        """Everything about the position as plain data (for comparing positions and tests)."""

        def cards(cs: Iterable[Card]) -> str:
            return " ".join(str(c) for c in cs)

        return {
            "phase": self.phase,
            "to_act": self.to_act,
            "deal_number": self.deal_number,
            "dealt": self._dealt,
            "hands": [cards(h) for h in self._hands],
            "kitty": cards(self._kitty),
            "buried": cards(self.buried),
            "turned_up": cards(self.turned_up),
            "bids": [
                (d.seat, cards(d.cards), d.kind, d.rank, d.suit, d.declarer) for d in self._bids
            ],
            "trump": None if self.trump is None else str(self.trump),
            "declarer": self.declarer,
            "starter": self.starter,
            "friend_call": None if self.friend_call is None else self.friend_call.to_json(),
            "friend": self.friend,
            "friend_seen": self._friend_seen,
            "leader": self.leader,
            "trick": [(s, cards(c)) for s, c in self._plays],
            "tricks": [
                (t.leader, [(s, cards(c)) for s, c in t.plays], t.winner, t.points, t.penalty)
                for t in self._tricks
            ],
            "captured": list(self._captured),
            "penalties": list(self._penalties),
            "result": None
            if self.result is None
            else {
                "defender_points": self.result.defender_points,
                "winners": list(self.result.winners),
                "levels_after": list(self.result.levels_after),
                "next_starter": self.result.next_starter,
            },
            "actions": len(self._actions),
        }

    # --- display ---

    def __repr__(self) -> str:
        trump = f", trump {self.trump}" if self.trump else ""
        who = f", seat {self.to_act} to act" if self.to_act is not None else ""
        return f"<Round {self.rules.name}: {self.phase}{trump}{who}, step {self.step}>"

    def describe(self) -> str:
        """A few lines: the phase, the trump and the sides, each hand, the current trick (in the
        language in force)."""
        lines = [repr(self)]
        if self.trump is not None:
            lines.append(
                say(
                    "Trump: {trump}; declarer seat {seat}.",
                    trump=self.trump.describe(),
                    seat=self.declarer,
                )
            )
        for seat in range(self.players):
            lines.append(say("Seat {n}: {cards}", n=seat, cards=symbols(self.hand(seat))))
        if self._plays:
            plays = say("; ").join(
                say("seat {seat} {cards}", seat=s, cards=symbols(c)) for s, c in self._plays
            )
            lines.append(say("Trick: {plays}", plays=plays))
        if self.result is not None:
            lines.append(self.result.reason)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    _repr_html_ = drawn

    # --- determinized copies (the search bot's worlds) ---

    def _with_hidden(self, hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> Round:
        """A copy of this round in play with every seat's hand replaced by ``hands`` and the
        buried kitty by ``kitty`` (the same sizes; nothing else changes). Trusts its inputs:
        the search bot passes worlds its sampler dealt from the unseen cards."""
        clone = self.copy()
        clone._hands = [list(h) for h in hands]
        clone._counts = [dict(Counter(h)) for h in hands]
        if self.buried:
            clone.buried = tuple(kitty)
        clone._options = None
        return clone


_PHASE_OF = {"bid": "deal", "pass": "deal", "bury": "bury", "call": "call", "play": "play"}
_PREPARE: dict[str, Callable[[Round, Any], Any]] = {
    "bid": Round._prepare_bid,
    "pass": Round._prepare_pass,
    "bury": Round._prepare_bury,
    "call": Round._prepare_call,
    "play": Round._prepare_play,
}
