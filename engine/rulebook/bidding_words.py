"""What the bidding says: why a bid stands or is refused, and the kitty's turn-up.

Like ``round_words``, each function says its sentence in the active language and to the
listener in force (``languages.speaking_to``): the listener's seat in the second person, every
other seat in the third. ``bidding`` keeps ``functools.partial`` of them in its declarations, so
that a bid's reason is built when read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards.card import Card, symbols
from ..speech.languages import N_, say, tell
from ..speech.words import suit_name


def _trump(suit: str, rank: str) -> str:
    # TRANSLATORS: what a bid makes: "hearts trump at 5".
    return say("{suit} trump at {rank}", suit=suit_name(suit), rank=rank)


def _over(standing: Sequence[Card] | None) -> str:
    if standing is None:
        return ""
    # TRANSLATORS: put after "Seat 2 shows 5♥" when the bid overrides another bid.
    return say(", overriding {cards}", cards=symbols(standing))


def no_cards() -> str:
    """A bid that shows nothing."""
    return say("A bid shows one trump-rank card, a pair of them, or two identical jokers.")


def not_a_bid(shown: str) -> str:
    """Cards that are no bid's shape."""
    return say(
        "{shown} is not a bid: show one trump-rank card, two identical trump-rank cards, or two "
        "identical jokers (never mixed).",
        shown=shown,
    )


def no_pairs() -> str:
    """A pair shown with one deck."""
    return say("With one deck there are no pairs: only a single trump-rank card is bid.")


def joker_one_deck() -> str:
    """A joker shown with one deck."""
    return say(
        "A joker is not a bid: with one deck only a single trump-rank card is bid, so nobody can "
        "bid no trump."
    )


def single_joker(card: Card) -> str:
    """One joker shown."""
    return say(
        "A single joker is not a bid: two identical jokers ({pair}) bid no trump.",
        pair=" ".join([card.symbol, card.symbol]),
    )


def not_held(seat: int, shown: str, card: Card, held: int) -> str:
    """A bid of cards the seat does not hold."""
    if held == 0:
        return tell(
            N_("Seat {seat} cannot show {shown}: it holds no {card}."),
            {"seat": N_("You cannot show {shown}: you hold no {card}.")},
            seat=seat,
            shown=shown,
            card=card.symbol,
        )
    return tell(
        N_("Seat {seat} cannot show {shown}: it holds only one {card}."),
        {"seat": N_("You cannot show {shown}: you hold only one {card}.")},
        seat=seat,
        shown=shown,
        card=card.symbol,
    )


def held_both(seat: int, card: Card) -> str:
    """A reinforcement with a copy the seat held when it bid the single."""
    return tell(
        N_("Seat {seat} already held both {card} when it showed one: only a copy dealt after the "
           "single was shown reinforces it (showing the pair at once was the way to bid it)."),
        {
            "seat": N_("You already held both {card} when you showed one: only a copy dealt "
                       "after the single was shown reinforces it (showing the pair at once was "
                       "the way to bid it).")
        },
        seat=seat,
        card=card.symbol,
    )  # fmt: skip


def reinforces(seat: int, card: Card, shown: str) -> str:
    """A single reinforced to a pair."""
    return tell(
        N_("Seat {seat} reinforces its {card} with the second copy: {shown} now stands as a "
           "pair; declarer, level and trump stay, and only a joker pair can override it."),
        {
            "seat": N_("You reinforce your {card} with the second copy: {shown} now stands as a "
                       "pair; declarer, level and trump stay, and only a joker pair can override "
                       "it.")
        },
        seat=seat,
        card=card.symbol,
        shown=shown,
    )  # fmt: skip


def no_reinforcing(seat: int, card: Card, rules: str) -> str:
    """A reinforcement where the rules have none."""
    return tell(
        N_("Seat {seat} cannot reinforce its {card} in {rules}: nobody overrides their own bid."),
        {"seat": N_("You cannot reinforce your {card} in {rules}: nobody overrides their own "
                    "bid.")},
        seat=seat,
        card=card.symbol,
        rules=rules,
    )  # fmt: skip


def own_bid(seat: int, standing: Sequence[Card], reinforce: bool) -> str:
    """A seat bids over its own standing bid."""
    if reinforce:
        return tell(
            N_(
                "Seat {seat}'s bid {cards} stands, and nobody overrides their own bid: it may only "
                "be reinforced with the second {card}."
            ),
            {
                "seat": N_(
                    "Your bid {cards} stands, and nobody overrides their own bid: it may "
                    "only be reinforced with the second {card}."
                )
            },
            seat=seat,
            cards=symbols(standing),
            card=standing[0].symbol,
        )
    return tell(
        N_("Seat {seat}'s bid {cards} stands, and nobody overrides their own bid."),
        {"seat": N_("Your bid {cards} stands, and nobody overrides their own bid.")},
        seat=seat,
        cards=symbols(standing),
    )  # fmt: skip


def a_rank(rank: str) -> str:
    """``"a 9"``, ``"an 8"``, ``"an A"``: a rank with its English article (a template's
    ``{a_rank}``; other languages use its ``{rank}``)."""
    return f"an {rank}" if rank in ("8", "A") else f"a {rank}"


def wrong_rank(mode: str, card: Card, ranks: Sequence[str]) -> str:
    """A bid of a rank that may not be shown in this auction."""
    values = {"card": card.symbol, "rank": ranks[0], "a_rank": a_rank(ranks[0])}
    if mode == "fixed":
        return say(
            "{card} is not a bid: the declaring side plays at {rank}, so only {a_rank} (or two "
            "identical jokers) may be shown.",
            **values,
        )
    if mode == "first":
        return say("{card} is not a bid: the level is {rank} in this hand.", **values)
    listed = say(", ").join(ranks)
    if mode == "free":
        return say(
            "{card} is not a bid: the levels that may be shown are {ranks} (the players' levels).",
            card=card.symbol,
            ranks=listed,
        )
    return say(
        "{card} is not a bid: only the level of a previous winner may be shown ({ranks}).",
        card=card.symbol,
        ranks=listed,
    )


def no_override(standing: Sequence[Card], standing_kind: str, shown: str, pairs: bool) -> str:
    """A bid too weak to override the standing one."""
    over = symbols(standing)
    if not pairs:
        return say(
            "{over} was bid first, and with one deck nothing overrides the first bid: there are "
            "no pairs to show, so {shown} cannot override it.",
            over=over,
            shown=shown,
        )
    if standing_kind == "jokers":
        return say("{over} is a joker pair, and nothing overrides a joker pair.", over=over)
    if standing_kind == "reinforce":
        return say(
            "{over} is reinforced to a pair: only two identical jokers override it, not {shown}.",
            over=over,
            shown=shown,
        )
    if standing_kind == "pair":
        return say(
            "{over} is a rank pair: only two identical jokers override it, not {shown}.",
            over=over,
            shown=shown,
        )
    return say(
        "{over} is a single: only a rank pair or a joker pair overrides it, not {shown}.",
        over=over,
        shown=shown,
    )


def shows_fixed(seat: int, shown: str, standing: Sequence[Card] | None, suit: str, rank: str,
                declarer: int) -> str:  # fmt: skip
    """A rank bid where the declarer is fixed (a later ``tractor-4p`` hand)."""
    return tell(
        N_("Seat {seat} shows {shown}{over}: {trump}; seat {declarer} still declares."),
        {
            ("seat", "declarer"): N_("You show {shown}{over}: {trump}; you still declare."),
            "seat": N_("You show {shown}{over}: {trump}; seat {declarer} still declares."),
            "declarer": N_("Seat {seat} shows {shown}{over}: {trump}; you still declare."),
        },
        seat=seat,
        shown=shown,
        over=_over(standing),
        trump=_trump(suit, rank),
        declarer=declarer,
    )


def shows_and_declares(seat: int, shown: str, standing: Sequence[Card] | None, suit: str,
                       rank: str) -> str:  # fmt: skip
    """A rank bid that makes its bidder the declarer."""
    return tell(
        N_("Seat {seat} shows {shown}{over}: {trump}, and seat {seat} declares."),
        {"seat": N_("You show {shown}{over}: {trump}, and you declare.")},
        seat=seat,
        shown=shown,
        over=_over(standing),
        trump=_trump(suit, rank),
    )


def shows_as_loser(seat: int, shown: str, standing: Sequence[Card] | None, suit: str, rank: str,
                   declarer: int) -> str:  # fmt: skip
    """A previous loser shows its own level: the declarer is a previous winner at it."""
    return tell(
        N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is its own level, but seat {seat} is "
           "a previous loser, so the declarer is seat {declarer}, the first previous winner at "
           "{rank} from the next seat."),
        {
            "seat": N_("You show {shown}{over}: {trump}; {rank} is your own level, but you are a "
                       "previous loser, so the declarer is seat {declarer}, the first previous "
                       "winner at {rank} from the next seat."),
            "declarer": N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is its own level, but "
                           "seat {seat} is a previous loser, so the declarer is you, the first "
                           "previous winner at {rank} from the next seat."),
        },
        seat=seat,
        shown=shown,
        over=_over(standing),
        trump=_trump(suit, rank),
        rank=rank,
        declarer=declarer,
    )  # fmt: skip


def shows_other_level(seat: int, shown: str, standing: Sequence[Card] | None, suit: str,
                      rank: str, declarer: int, winners: bool) -> str:  # fmt: skip
    """A bid of another player's level: the declarer is the first at it from the next seat."""
    values = {"seat": seat, "shown": shown, "over": _over(standing), "trump": _trump(suit, rank),
              "rank": rank, "declarer": declarer}  # fmt: skip
    if winners:
        return tell(
            N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is not its own level, so the "
               "declarer is seat {declarer}, the first previous winner at {rank} from the next "
               "seat."),
            {
                "seat": N_("You show {shown}{over}: {trump}; {rank} is not your own level, so "
                           "the declarer is seat {declarer}, the first previous winner at {rank} "
                           "from the next seat."),
                "declarer": N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is not its own "
                               "level, so the declarer is you, the first previous winner at "
                               "{rank} from the next seat."),
            },
            **values,
        )  # fmt: skip
    return tell(
        N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is not its own level, so the "
           "declarer is seat {declarer}, the first player at {rank} from the next seat."),
        {
            "seat": N_("You show {shown}{over}: {trump}; {rank} is not your own level, so the "
                       "declarer is seat {declarer}, the first player at {rank} from the next "
                       "seat."),
            "declarer": N_("Seat {seat} shows {shown}{over}: {trump}; {rank} is not its own "
                           "level, so the declarer is you, the first player at {rank} from the "
                           "next seat."),
        },
        **values,
    )  # fmt: skip


def jokers_declare(seat: int, shown: str, standing: Sequence[Card] | None, rank: str,
                   winner: bool) -> str:  # fmt: skip
    """A joker pair: no trump, and its bidder declares at its own level."""
    values = {"seat": seat, "shown": shown, "over": _over(standing), "rank": rank}
    if winner:
        return tell(
            N_("Seat {seat}, a previous winner, shows {shown}{over}: no trump, and seat {seat} "
               "declares at its own level {rank}."),
            {"seat": N_("You, a previous winner, show {shown}{over}: no trump, and you declare "
                        "at your own level {rank}.")},
            **values,
        )  # fmt: skip
    return tell(
        N_("Seat {seat} shows {shown}{over}: no trump, and seat {seat} declares at its own level "
           "{rank}."),
        {"seat": N_("You show {shown}{over}: no trump, and you declare at your own level "
                    "{rank}.")},
        **values,
    )  # fmt: skip


def jokers_fixed(seat: int, shown: str, standing: Sequence[Card] | None, rank: str,
                 declarer: int) -> str:  # fmt: skip
    """A joker pair where the declarer is fixed."""
    return tell(
        N_("Seat {seat} shows {shown}{over}: no trump; seat {declarer} still declares at {rank}."),
        {
            ("seat", "declarer"): N_("You show {shown}{over}: no trump; you still declare at "
                                     "{rank}."),
            "seat": N_("You show {shown}{over}: no trump; seat {declarer} still declares at "
                       "{rank}."),
            "declarer": N_("Seat {seat} shows {shown}{over}: no trump; you still declare at "
                           "{rank}."),
        },
        seat=seat,
        shown=shown,
        over=_over(standing),
        rank=rank,
        declarer=declarer,
    )  # fmt: skip


def jokers_by_loser(seat: int, shown: str, standing: Sequence[Card] | None, rank: str,
                    declarer: int) -> str:  # fmt: skip
    """A previous loser's joker pair over a standing bid: the declarer stays."""
    return tell(
        N_("Seat {seat}, a previous loser, shows {shown}{over}: the trump becomes none; seat "
           "{declarer} still declares at {rank}."),
        {
            "seat": N_("You, a previous loser, show {shown}{over}: the trump becomes none; seat "
                       "{declarer} still declares at {rank}."),
            "declarer": N_("Seat {seat}, a previous loser, shows {shown}{over}: the trump "
                           "becomes none; you still declare at {rank}."),
        },
        seat=seat,
        shown=shown,
        over=_over(standing),
        rank=rank,
        declarer=declarer,
    )  # fmt: skip


def jokers_first_by_loser(seat: int, shown: str, rank: str, declarer: int) -> str:
    """A previous loser's joker pair as the first bid: the declarer is a previous winner."""
    return tell(
        N_("Seat {seat}, a previous loser, shows {shown} first: no trump, and the declarer is "
           "seat {declarer}, the first previous winner from the next seat, at its level {rank}."),
        {
            "seat": N_("You, a previous loser, show {shown} first: no trump, and the declarer is "
                       "seat {declarer}, the first previous winner from the next seat, at its "
                       "level {rank}."),
            "declarer": N_("Seat {seat}, a previous loser, shows {shown} first: no trump, and "
                           "the declarer is you, the first previous winner from the next seat, "
                           "at your level {rank}."),
        },
        seat=seat,
        shown=shown,
        rank=rank,
        declarer=declarer,
    )  # fmt: skip


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def turned_up(rank: str, i: int, card: Card, suit: str) -> str:
    """Nobody bid: the kitty turned up until a card of the rank, whose suit is trump."""
    # TRANSLATORS: {a_rank} is English's "a 9" / "an 8" and {nth} its "second": write {rank}
    # for the rank and {i} for the card's number (1, 2, ...) instead.
    return say(
        "Nobody bid: the kitty is turned up until {a_rank} shows; the {nth} card is {card}, so "
        "{suit} are trump.",
        a_rank=a_rank(rank),
        rank=rank,
        nth=_ordinal(i),
        i=i,
        card=card.symbol,
        suit=suit_name(suit),
    )


def only_jokers() -> str:
    """Nobody bid and the kitty holds only jokers."""
    return say("Nobody bid and the kitty shows only jokers: spades are trump.")


def highest_turned(rank: str, kitty: Sequence[Card], best: Card) -> str:
    """Nobody bid and no card of the rank turned up: the highest card's suit is trump."""
    return say(
        "Nobody bid and no {rank} shows in the kitty ({kitty}): the highest card, {card} (the "
        "first turned of the highest), makes {suit} trump.",
        rank=rank,
        kitty=symbols(kitty),
        card=best.symbol,
        suit=suit_name(best.suit),  # type: ignore[arg-type]
    )
