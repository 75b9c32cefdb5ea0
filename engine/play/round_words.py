"""What a round says: its sentences about the seats, in the language and to the listener in force.

Each function here returns one sentence of ``Round`` (the opening, a bid's chance, a pass, the
kitty, the friend, a lead, a play, a refusal) said in the active language
(``languages.language``) and to the listener in force (``languages.speaking_to``): the
listener's own seat in the second person ("You pass."), every other seat in the third ("Seat 2
passes."). ``Round`` keeps ``functools.partial`` of them, so that a sentence is built when it is
read, in whatever language and to whomever it is read (its record stays language-free).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards.card import Card, symbols
from ..rulebook.follow_words import LEGAL
from ..speech.languages import N_, N_n, Told, listener, say, speaking_to, tell, tell_n, unprefixed
from ..speech.words import sentences, suit_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..cards.trump import Trump
    from ..rulebook.follow import Verdict
    from ..rulebook.lead import Lead, ThrowCheck
    from ..rulebook.rulesets import RuleSet

#: What the round is doing in each phase: "the round is {phase}".
PHASES = {
    "deal": N_("being dealt"),
    "bury": N_("waiting for the kitty to be buried"),
    "call": N_("waiting for the friend call"),
    "play": N_("being played"),
    "done": N_("over"),
}


def phase(name: str) -> str:
    """What the round is doing in phase ``name``: "being dealt", "over"."""
    return say(PHASES[name])


def either(items: Sequence[str]) -> str:
    """The items as alternatives: "A", "A or B", "A or B or C"."""
    said = items[0]
    for item in items[1:]:
        # TRANSLATORS: two alternatives, as in "you may show 2♣ or 2♣ 2♣".
        said = say("{first} or {second}", first=said, second=item)
    return said


def opening(rules: RuleSet, dealt: int, seat: int | None, bids: Sequence[tuple[Card, ...]]) -> str:
    """How a round starts, and the first chance to bid when the deal stops at one."""
    text = say(
        "{name}: {players} players, {hand} cards each and {kitty} in the kitty. The cards are "
        "dealt one at a time.",
        name=rules.name,
        players=rules.players,
        hand=rules.hand_size,
        kitty=rules.kitty_size,
    )
    if seat is None:
        return text
    chance = tell_n(
        N_n(
            "After {n} card dealt, seat {seat} has a chance to bid: it may show {shown}, or pass.",
            "After {n} cards dealt, seat {seat} has a chance to bid: it may show {shown}, or pass.",
        ),
        {
            "seat": N_n(
                "After {n} card dealt, you have a chance to bid: you may show {shown}, or pass.",
                "After {n} cards dealt, you have a chance to bid: you may show {shown}, or pass.",
            )
        },
        dealt,
        seat=seat,
        shown=either([symbols(b) for b in bids]),
    )
    return sentences(text, chance)


def redeal(scramble: bool) -> str:
    """Nobody bid: the deal starts again (``scramble``: anyone may then bid any level)."""
    if scramble:
        return say(
            "Nobody bid: the cards are collected and dealt again, and after this scramble "
            "anyone may bid any player's level."
        )
    return say("Nobody bid: the cards are collected, shuffled and dealt again.")


def to_listener(build: str | Callable[[], str], seat: int | None) -> str | Callable[[], str]:
    """``build``'s sentence spoken to the player of ``seat`` whenever it is read (a sentence
    given as text stays as it is; ``seat`` None: as it is)."""
    if seat is None or isinstance(build, str):
        return build
    return Told(_spoken_to, build, seat)


def _spoken_to(build: Callable[[], str], seat: int) -> str:
    with speaking_to(seat):
        return build()


def bidding_closes(
    cards: Sequence[Card], seat: int, declarer: int, rank: str, suit: str | None
) -> str:
    """The bid that stands when the bidding closes, who declares and the trump it makes."""
    trump = say("no trump") if suit is None else say("{suit} trump", suit=suit_name(suit))
    return tell(
        N_("The bidding closes: {cards} by seat {seat} stands; seat {declarer} declares at {rank}, "
           "{trump}."),
        {
            ("seat", "declarer"): N_(
                "The bidding closes: {cards} by you stands; you declare at {rank}, {trump}."
            ),
            "seat": N_(
                "The bidding closes: {cards} by you stands; seat {declarer} declares at {rank}, "
                "{trump}."
            ),
            "declarer": N_(
                "The bidding closes: {cards} by seat {seat} stands; you declare at {rank}, "
                "{trump}."
            ),
        },
        cards=symbols(cards),
        seat=seat,
        declarer=declarer,
        rank=rank,
        trump=trump,
    )  # fmt: skip


def picks_up(seat: int, n: int) -> str:
    """The declarer picks up the kitty."""
    return tell_n(
        N_n(
            "Seat {seat} picks up the kitty's {n} card, to bury as many.",
            "Seat {seat} picks up the kitty's {n} cards, to bury as many.",
        ),
        {
            "seat": N_n(
                "You pick up the kitty's {n} card, to bury as many.",
                "You pick up the kitty's {n} cards, to bury as many.",
            )
        },
        n,
        seat=seat,
    )


def passes(seat: int, could: Sequence[tuple[Card, ...]]) -> str:
    """A seat lets its chance to bid go by (and what it could have shown)."""
    if not could:
        return tell(N_("Seat {seat} passes."), {"seat": N_("You pass.")}, seat=seat)
    return tell(
        N_("Seat {seat} passes (it could have shown {shown})."),
        {"seat": N_("You pass (you could have shown {shown}).")},
        seat=seat,
        shown=either([symbols(b) for b in could]),
    )


def bury_count(k: int, n: int) -> str:
    """A bury of ``n`` cards where the kitty held ``k``."""
    return tell_n(
        N_n(
            "Bury exactly {n} card, as many as the kitty held; this buries {buried}.",
            "Bury exactly {n} cards, as many as the kitty held; this buries {buried}.",
        ),
        None,
        k,
        buried=n,
    )


def cannot_bury(seat: int, card: Card, held: int) -> str:
    """The declarer buries a card it does not hold (or more copies than it holds)."""
    if held == 0:
        return tell(
            N_("Seat {seat} cannot bury {card}: it holds no {card}."),
            {"seat": N_("You cannot bury {card}: you hold no {card}.")},
            seat=seat,
            card=card.symbol,
        )
    return tell_n(
        N_n(
            "Seat {seat} cannot bury {card}: it holds only one {card} and buries more.",
            "Seat {seat} cannot bury {card}: it holds only {n} {card} and buries more.",
        ),
        {
            "seat": N_n(
                "You cannot bury {card}: you hold only one {card} and bury more.",
                "You cannot bury {card}: you hold only {n} {card} and bury more.",
            )
        },
        held,
        seat=seat,
        card=card.symbol,
    )


def buries(seat: int, n: int) -> str:
    """The declarer has buried ``n`` cards (how many, not which)."""
    return tell_n(
        N_n("Seat {seat} buries {n} card.", "Seat {seat} buries {n} cards."),
        {"seat": N_n("You bury {n} card.", "You bury {n} cards.")},
        n,
        seat=seat,
    )


def may_bury(seat: int, cards: Sequence[Card]) -> str:
    """Why a bury is legal."""
    return tell_n(
        N_n(
            "Seat {seat} may bury {cards}: {n} card of its hand.",
            "Seat {seat} may bury {cards}: {n} cards of its hand.",
        ),
        {
            "seat": N_n(
                "You may bury {cards}: {n} card of your hand.",
                "You may bury {cards}: {n} cards of your hand.",
            )
        },
        len(cards),
        seat=seat,
        cards=symbols(cards),
    )


def call_is_trump(card: Card, trump: Trump) -> str:
    """A friend call of a trump."""
    return say(
        "{card} is a trump under {trump}: call a card that is not a trump.",
        card=card.symbol,
        trump=trump.describe(),
    )


def call_copy(card: Card, copy: int, decks: int) -> str:
    """A friend call of a copy the decks do not hold."""
    if decks == 1:
        return say("With one deck there is one copy of each card: call copy 1.")
    return say(
        "Call copy 1 (the first {card} played) or 2 (the second), not {copy}.",
        card=card.symbol,
        copy=copy,
    )


def calls(seat: int, card: Card, copy: int) -> str:
    """The declarer calls the friend's card."""
    if copy == 1:
        return tell(
            N_("Seat {seat} calls the first {card}: whoever plays it becomes the friend."),
            {"seat": N_("You call the first {card}: whoever plays it becomes the friend.")},
            seat=seat,
            card=card.symbol,
        )
    return tell(
        N_("Seat {seat} calls the second {card}: whoever plays it becomes the friend."),
        {"seat": N_("You call the second {card}: whoever plays it becomes the friend.")},
        seat=seat,
        card=card.symbol,
    )


def no_cards() -> str:
    """A play of no cards."""
    return say("A play needs at least one card.")


def wrong_size(lead: int, played: int) -> str:
    """A follow with another number of cards than the lead."""
    return tell_n(
        N_n(
            "The lead has {n} card, so play {n}; this play has {played}.",
            "The lead has {n} cards, so play {n}; this play has {played}.",
        ),
        None,
        lead,
        played=played,
    )


def follow_reason(verdict: Verdict, seat: int) -> str:
    """A follow's reason (which speaks to the follower) said to the listener: to the follower
    when the follower is listening, else of its seat."""
    return verdict.reason if listener() == seat else verdict.said_of(seat)


def plays(seat: int, cards: Sequence[Card], verdict: Verdict) -> str:
    """A legal follow and why."""
    reason = unprefixed(follow_reason(verdict, seat), LEGAL)
    return tell(
        N_("Seat {seat} plays {cards}: {reason}"),
        {"seat": N_("You play {cards}: {reason}")},
        seat=seat,
        cards=symbols(cards),
        reason=reason,
    )


def not_held(seat: int, card: Card, held: int) -> str:
    """A lead of a card the seat does not hold (or of more copies than it holds)."""
    if held == 0:
        return tell(
            N_("Seat {seat} does not hold {card}."),
            {"seat": N_("You do not hold {card}.")},
            seat=seat,
            card=card.symbol,
        )
    return tell_n(
        N_n(
            "Seat {seat} holds only one {card}, and this play has more.",
            "Seat {seat} holds only {n} {card}, and this play has more.",
        ),
        {
            "seat": N_n(
                "You hold only one {card}, and this play has more.",
                "You hold only {n} {card}, and this play has more.",
            )
        },
        held,
        seat=seat,
        card=card.symbol,
    )


def throws(seat: int, cards: Sequence[Card], check: ThrowCheck) -> str:
    """A throw that failed, and why (the log's line)."""
    return tell(
        N_("Seat {seat} throws {cards}. {reason}"),
        {"seat": N_("You throw {cards}. {reason}")},
        seat=seat,
        cards=symbols(cards),
        reason=check.reason,
    )


def leads(seat: int, lead: Lead, check: ThrowCheck | None) -> str:
    """A lead, its kind, and for a throw whether it stands."""
    said = tell(N_("Seat {seat} leads."), {"seat": N_("You lead.")}, seat=seat)
    if check is None:
        return sentences(said, lead.reason)
    return sentences(said, lead.reason, check.reason)


def throw_fails(seat: int, cards: Sequence[Card], actual: Sequence[Card], check: ThrowCheck) -> str:
    """Why a throw that will fail is still legal, and what it leads instead."""
    return tell(
        N_("Seat {seat} may throw {cards}, but the throw fails: it will be taken back and "
           "{actual} led instead. {reason}"),
        {
            "seat": N_("You may throw {cards}, but the throw fails: it will be taken back and "
                       "{actual} led instead. {reason}")
        },
        seat=seat,
        cards=symbols(cards),
        actual=symbols(actual),
        reason=check.reason,
    )  # fmt: skip


def declarer_plays_called(seat: int, card: Card) -> str:
    """The declarer itself plays the called card: it plays alone."""
    return tell(
        N_("Seat {seat}, the declarer, plays the called {card}: the declarer plays alone against "
           "the rest."),
        {
            "seat": N_("You, the declarer, play the called {card}: the declarer plays alone "
                       "against the rest.")
        },
        seat=seat,
        card=card.symbol,
    )  # fmt: skip


def friend_revealed(seat: int, card: Card, declarer: int) -> str:
    """The called card is played: its player is the declarer's friend."""
    return tell(
        N_("Seat {seat} plays the called {card} and is revealed as seat {declarer}'s friend."),
        {
            "seat": N_("You play the called {card} and are revealed as seat {declarer}'s friend."),
            "declarer": N_("Seat {seat} plays the called {card} and is revealed as your friend."),
        },
        seat=seat,
        card=card.symbol,
        declarer=declarer,
    )


def nobody_to_act(phase_name: str) -> str:
    """An action when nobody is to act."""
    return say("Nobody is to act: the round is {phase}.", phase=phase(phase_name))


def no_bid_now(phase_name: str) -> str:
    """A bid asked about outside the deal."""
    return say("No bid is possible now: the round is {phase}.", phase=phase(phase_name))


def not_an_action(action: object) -> str:
    """Something given as an action that is not one."""
    return say(
        "{action} is not an action: use Bid, Pass, Bury, CallFriend or Play.", action=repr(action)
    )


#: An action of a kind the phase does not take, by kind: with nobody to act, with a seat to act.
_WRONG_PHASE = {
    "bid": (
        N_("A bid is not possible now: the round is {phase}."),
        N_("A bid is not possible now: the round is {phase} and seat {seat} is to act."),
        N_("A bid is not possible now: the round is {phase} and you are to act."),
    ),
    "pass": (
        N_("A pass is not possible now: the round is {phase}."),
        N_("A pass is not possible now: the round is {phase} and seat {seat} is to act."),
        N_("A pass is not possible now: the round is {phase} and you are to act."),
    ),
    "bury": (
        N_("A bury is not possible now: the round is {phase}."),
        N_("A bury is not possible now: the round is {phase} and seat {seat} is to act."),
        N_("A bury is not possible now: the round is {phase} and you are to act."),
    ),
    "call": (
        N_("A call is not possible now: the round is {phase}."),
        N_("A call is not possible now: the round is {phase} and seat {seat} is to act."),
        N_("A call is not possible now: the round is {phase} and you are to act."),
    ),
    "play": (
        N_("A play is not possible now: the round is {phase}."),
        N_("A play is not possible now: the round is {phase} and seat {seat} is to act."),
        N_("A play is not possible now: the round is {phase} and you are to act."),
    ),
}


def wrong_phase(kind: str, phase_name: str, to_act: int | None) -> str:
    """An action the phase does not take."""
    nobody, third, second = _WRONG_PHASE[kind]
    if to_act is None:
        return say(nobody, phase=phase(phase_name))
    return tell(third, {"seat": second}, seat=to_act, phase=phase(phase_name))


def not_your_turn(to_act: int, seat: int) -> str:
    """An action by a seat whose turn it is not."""
    return tell(
        N_("It is seat {to_act}'s turn, not seat {seat}'s."),
        {
            "to_act": N_("It is your turn, not seat {seat}'s."),
            "seat": N_("It is seat {to_act}'s turn, not yours."),
        },
        to_act=to_act,
        seat=seat,
    )


def no_such_seat(seat: int, players: int) -> str:
    """An action by a seat the table does not have."""
    return say("There is no seat {seat}: the seats are 0 to {last}.", seat=seat, last=players - 1)


def round_over() -> str:
    """Nobody's choices: the round is over."""
    return say("The round is over: nobody is to act.")


def may_bid(seat: int, bids: Sequence[tuple[Card, ...]]) -> str:
    """The bids a seat may make now."""
    return tell(
        N_("Seat {seat} may bid {bids}, or pass."),
        {"seat": N_("You may bid {bids}, or pass.")},
        seat=seat,
        bids=say(", ").join(symbols(b) for b in bids),
    )


def buries_any(seat: int, k: int, held: int) -> str:
    """How the declarer chooses the ``k`` cards it buries of the ``held`` in its hand."""
    return tell_n(
        N_n(
            "Seat {seat} buries any {k} of its {n} card.",
            "Seat {seat} buries any {k} of its {n} cards.",
        ),
        {
            "seat": N_n(
                "You bury any {k} of your {n} card.",
                "You bury any {k} of your {n} cards.",
            )
        },
        held,
        seat=seat,
        k=k,
    )


def calls_any(seat: int) -> str:
    """How the declarer chooses its friend call."""
    return tell(
        N_("Seat {seat} calls any card that is not a trump, and which copy counts."),
        {"seat": N_("You call any card that is not a trump, and which copy counts.")},
        seat=seat,
    )


def leads_any(seat: int) -> str:
    """How a seat chooses its lead."""
    return tell(
        N_("Seat {seat} leads any cards of one suit group: a single, a pair, a tractor, or a "
           "throw (checked against the other hands)."),
        {
            "seat": N_("You lead any cards of one suit group: a single, a pair, a tractor, or a "
                       "throw (checked against the other hands).")
        },
        seat=seat,
    )  # fmt: skip
