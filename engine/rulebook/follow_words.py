"""What the follow rule says: why a play follows legally or not, and what a hand must play.

Each function says its sentence in the language in force and to the person in force
(``languages.speaking_of``: "You hold no spades" to the follower, "Seat 2 holds no spades" of
it). ``follow`` decides; it keeps these functions unsaid in its verdicts and options (a lambda),
so that a reason is built when read, in whatever language it is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards.card import Card, Cards, symbols
from ..speech.languages import N_, N_n, say, say_n, you, you_n
from ..speech.words import (
    a_number,
    a_suit,
    any_cards,
    listing,
    one_of_suit,
    other_cards,
    some,
    suit_name,
)
from ..speech.words import cards as cards_of
from ..speech.words import pairs as pairs_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .follow import _Situation as Situation
    from .follow_shapes import Shape


def wrong_count(n: int, played: int) -> str:
    """A play of another number of cards than the ``n`` led."""
    return say_n(
        "The lead has {n} card, so play {n}; this play has {played}.",
        "The lead has {n} cards, so play {n}; this play has {played}.",
        n,
        played=played,
    )


def list_pairs(pairs: Sequence[Card]) -> str:
    """ "the pair ♠5 ♠5", "the pairs ♠5 ♠5, ♠7 ♠7 and ♠9 ♠9"."""
    texts = [f"{c.symbol} {c.symbol}" for c in pairs]
    return say_n("the pair {pairs}", "the pairs {pairs}", len(texts), pairs=listing(texts))


def off_group(sit: Situation, off: list[Card]) -> str:
    """A play with cards of another group (``off``) while the hand holds more of the led group
    than led."""
    led, n = sit.group, sit.count
    if n == 1:
        return you(
            N_("You hold {suit}, so {a_suit} must be played; {card} is not {a_suit}."),
            N_("Seat {seat} holds {suit}, so {a_suit} must be played; {card} is not {a_suit}."),
            suit=suit_name(led),
            a_suit=a_suit(led),
            card=off[0].symbol,
        )
    return you_n(
        N_n(
            "You hold {held}, more than the {led} led, so every card played must be {a_suit}: "
            "{cards} is not.",
            "You hold {held}, more than the {led} led, so every card played must be {a_suit}: "
            "{cards} are not.",
        ),
        N_n(
            "Seat {seat} holds {held}, more than the {led} led, so every card played must be "
            "{a_suit}: {cards} is not.",
            "Seat {seat} holds {held}, more than the {led} led, so every card played must be "
            "{a_suit}: {cards} are not.",
        ),
        len(off),
        held=some(len(sit.suited), led),
        led=cards_of(n),
        a_suit=a_suit(led),
        cards=symbols(off),
    )


def not_held(hand: Sequence[Card], missing: list[Card]) -> str:
    """A play of a card the hand does not hold (``missing``: the cards it lacks; the first is
    named)."""
    card = missing[0]
    held = hand.count(card)
    if held == 0:
        return you(
            N_("You do not hold {card}."), N_("Seat {seat} does not hold {card}."), card=card.symbol
        )
    return you_n(
        N_n(
            "You hold only one {card}, and this play has more.",
            "You hold only {n} {card}, and this play has more.",
        ),
        N_n(
            "Seat {seat} holds only one {card}, and this play has more.",
            "Seat {seat} holds only {n} {card}, and this play has more.",
        ),
        held,
        card=card.symbol,
    )


def short_missing(sit: Situation, left_out: list[Card]) -> str:
    """A play that leaves out cards of the led group (``left_out``) when the hand holds no more
    than led."""
    if len(sit.suited) == 1:
        return you(
            N_("You hold one {one}, {card}, so it must be played."),
            N_("Seat {seat} holds one {one}, {card}, so it must be played."),
            one=one_of_suit(sit.group),
            card=sit.suited[0].symbol,
        )
    return you_n(
        N_n(
            "You hold {held}, no more than the {led} led, so all of them must be played: "
            "{cards} is missing.",
            "You hold {held}, no more than the {led} led, so all of them must be played: "
            "{cards} are missing.",
        ),
        N_n(
            "Seat {seat} holds {held}, no more than the {led} led, so all of them must be "
            "played: {cards} is missing.",
            "Seat {seat} holds {held}, no more than the {led} led, so all of them must be "
            "played: {cards} are missing.",
        ),
        len(left_out),
        held=some(len(sit.suited), sit.group),
        led=cards_of(sit.count),
        cards=symbols(left_out),
    )


#: How every legal follow's reason starts ("Legal: you hold no spades, so ...").
LEGAL = N_("Legal: {reason}")


def legal(reason: str) -> str:
    """A legal follow's reason: ``LEGAL`` around the clause that says why."""
    return say(LEGAL, reason=reason)


def short_legal(sit: Situation, ruff: bool | None) -> str:
    """Why a play that holds every card of the led group the hand has is legal. ``ruff``: None
    when the play is no ruff, else whether the ruff matches the lead's shape (can win)."""
    n, suited = sit.count, sit.suited
    if not suited:
        values: dict[str, object] = {"suit": suit_name(sit.group), "any": any_cards(n)}
        if ruff is not None:
            if ruff:
                return you(
                    N_("you hold no {suit}, so {any} may be played, and this play ruffs "
                       "with trumps."),
                    N_("seat {seat} holds no {suit}, so {any} may be played, and this "
                       "play ruffs with trumps."),
                    **values,
                )  # fmt: skip
            return you(
                N_("you hold no {suit}, so {any} may be played, and this play trumps but "
                   "does not match the lead's shape, so it cannot win the trick."),
                N_("seat {seat} holds no {suit}, so {any} may be played, and this play "
                   "trumps but does not match the lead's shape, so it cannot win the trick."),
                **values,
            )  # fmt: skip
        return you(
            N_("you hold no {suit}, so {any} may be played."),
            N_("seat {seat} holds no {suit}, so {any} may be played."),
            **values,
        )
    values = {"held": some(len(suited), sit.group), "count": n, "a_n": a_number(n)}
    if len(suited) == n:
        return you_n(
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_n(
                "you hold {held} for {a_n}-card lead, so it is played.",
                "you hold {held} for {a_n}-card lead, so all of them are played.",
            ),
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_n(
                "seat {seat} holds {held} for {a_n}-card lead, so it is played.",
                "seat {seat} holds {held} for {a_n}-card lead, so all of them are played.",
            ),
            len(suited),
            **values,
        )
    return you_n(
        # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
        N_n(
            "you hold only {held} for {a_n}-card lead, so it is played and {others} of "
            "your choice.",
            "you hold only {held} for {a_n}-card lead, so all of them are played and "
            "{others} of your choice.",
        ),
        # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
        N_n(
            "seat {seat} holds only {held} for {a_n}-card lead, so it is played and "
            "{others} of its choice.",
            "seat {seat} holds only {held} for {a_n}-card lead, so all of them are played "
            "and {others} of its choice.",
        ),
        len(suited),
        others=other_cards(n - len(suited)),
        **values,
    )


def too_few_pairs(sit: Situation, got: int) -> str:
    """A play with fewer pairs than the rule asks of this hand (``got``: the pairs it holds)."""
    values: dict[str, object] = {"pairs": list_pairs(sit.pair_values), "suit": suit_name(sit.group)}
    if sit.lead.kind == "pair":
        return you(
            N_("You hold {pairs}, so a pair of {suit} must be played."),
            N_("Seat {seat} holds {pairs}, so a pair of {suit} must be played."),
            **values,
        )
    values.update(lead_pairs=pairs_of(sit.lead.pairs), need=pairs_of(sit.pairs_needed), got=got)
    if sit.lead.tractor_lengths and not sit.lengths and sit.pairs_needed >= 2:
        return you(
            N_("The lead holds {lead_pairs} and you hold {pairs}, so {need} of {suit} must be "
               "played (they need not be next to each other); this play holds {got}."),
            N_("The lead holds {lead_pairs} and seat {seat} holds {pairs}, so {need} of {suit} "
               "must be played (they need not be next to each other); this play holds {got}."),
            **values,
        )  # fmt: skip
    return you(
        N_("The lead holds {lead_pairs} and you hold {pairs}, so {need} of {suit} must be "
           "played; this play holds {got}."),
        N_("The lead holds {lead_pairs} and seat {seat} holds {pairs}, so {need} of {suit} must "
           "be played; this play holds {got}."),
        **values,
    )  # fmt: skip


def tractor_missing(sit: Situation, got: tuple[int, ...]) -> str:
    """A play whose tractors match fewer led tractors than the hand can (``got``: its score)."""
    lengths = sit.lead.tractor_lengths
    held = sit.describe_best_tractors()
    if sit.order.rules.tractor_follow == "lone-tractor":  # asked only of a lead of one tractor
        return you(
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_("The lead is one tractor and you hold the tractor {held}, so {a_n}-card tractor "
               "of {suit} must be played."),
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_("The lead is one tractor and seat {seat} holds the tractor {held}, so {a_n}-card "
               "tractor of {suit} must be played."),
            held=held,
            count=2 * lengths[0],
            a_n=a_number(2 * lengths[0]),
            suit=suit_name(sit.group),
        )  # fmt: skip
    if len(lengths) == 1:
        return you(
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_("You hold the tractor {held}, so {a_n}-card tractor of {suit} must be played."),
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            N_("Seat {seat} holds the tractor {held}, so {a_n}-card tractor of {suit} must be "
               "played."),
            held=held,
            count=2 * lengths[0],
            a_n=a_number(2 * lengths[0]),
            suit=suit_name(sit.group),
        )  # fmt: skip
    best = sit.tractor_best
    values = {
        "wanted": listing([str(2 * k) for k in lengths]),
        "suit": suit_name(sit.group),
        "best": sum(best),
        "held": held,
    }
    if sum(got) < sum(best):
        return you(
            N_("The lead holds tractors of {wanted} cards, and your {suit} can match {best} of "
               "them ({held}), so the play must match as many; it matches {got}."),
            N_("The lead holds tractors of {wanted} cards, and seat {seat}'s {suit} can match "
               "{best} of them ({held}), so the play must match as many; it matches {got}."),
            got=sum(got),
            **values,
        )  # fmt: skip
    # as many or more, but shorter ones: the longer led tractors count first
    return you(
        N_("The lead holds tractors of {wanted} cards, and your {suit} can match {best} of them "
           "({held}), longer ones first, so the play must match {must}; it matches {matches}."),
        N_("The lead holds tractors of {wanted} cards, and seat {seat}'s {suit} can match "
           "{best} of them ({held}), longer ones first, so the play must match {must}; it "
           "matches {matches}."),
        must=_matched(best, lengths),
        matches=_matched(got, lengths),
        **values,
    )  # fmt: skip


def _matched(score: tuple[int, ...], lengths: tuple[int, ...]) -> str:
    """``score`` (led tractors matched per distinct length, longest first) in words: "1 of
    6 cards and 1 of 4 cards"."""
    distinct = sorted(set(lengths), reverse=True)
    said = [
        say("{k} of {size} cards", k=k, size=2 * n)
        for k, n in zip(score, distinct, strict=True)
        if k
    ]
    return listing(said) if said else say("none")


def legal_follow(sit: Situation, play: Cards, play_pairs: list[Card]) -> str:
    """Why a play of cards of the led group only is legal (``play_pairs``: the values it pairs)."""
    kind, suit = sit.lead.kind, suit_name(sit.group)
    if kind == "single":
        return say("{card} follows in {suit}.", card=play[0].symbol, suit=suit)
    if kind == "pair":
        if play_pairs:
            return say("the pair {cards} follows the led pair.", cards=symbols(play))
        if sit.order.rules.pair_follow == "suit-only":
            return say(
                "{some}; only the suit is asked (suit-only), so no pair is required.",
                some=some(sit.count, sit.group),
            )
        return you(
            N_("you hold no pair of {suit}, so any two {suit} follow the led pair."),
            N_("seat {seat} holds no pair of {suit}, so any two {suit} follow the led "
               "pair."),
            suit=suit,
        )  # fmt: skip
    values = {"some": some(sit.count, sit.group), "suit": suit, "rule": _rule_clause(sit)}
    need = sit.pairs_needed
    if need:
        held = len(sit.pair_values)
        why = (
            say("the lead has {pairs}", pairs=pairs_of(sit.lead.pairs))
            if need == sit.lead.pairs
            else you(
                N_("you hold only {pairs} of {suit}"),
                N_("seat {seat} holds only {pairs} of {suit}"),
                pairs=pairs_of(held),
                suit=suit,
            )
        )
        # TRANSLATORS: {why} says why that many pairs are required; {rule} is empty or a
        # clause on tractors that starts with its own comma or bracket.
        return say_n(
            "{some} including {pairs}; {why}, so {n} pair is required{rule}.",
            "{some} including {pairs}; {why}, so {n} pairs are required{rule}.",
            need,
            pairs=list_pairs(play_pairs),
            why=why,
            **values,
        )
    if sit.lead.pairs and sit.order.rules.pair_follow == "suit-only":
        return say("{some}; only the suit is asked (suit-only), so no pair is required.", **values)
    if sit.lead.pairs:
        return you(
            N_("{some}; you hold no pair of {suit}, so none is required{rule}."),
            N_("{some}; seat {seat} holds no pair of {suit}, so none is required{rule}."),
            **values,
        )
    return say("{some}{rule}.", **values)


def _rule_clause(sit: Situation) -> str:
    """What the tractor rule adds to a legal play's reason: a clause, or nothing."""
    if sit.lengths and any(sit.tractor_best):
        return say(", and the play holds the tractor the rule asks for")
    if sit.lead.tractor_lengths and not sit.lengths and sit.pairs_needed >= 2:
        if sit.order.rules.tractor_follow == "lone-tractor":  # the lead is a throw
            return say(" (lone-tractor: after a throw the pairs need not be next to each other)")
        return say(" (pairs-suffice: the pairs need not be next to each other)")
    return ""


def short_options(sit: Situation, free: int) -> str:
    """What a hand with no more of the led group than led must play (``free``: cards of its
    choice)."""
    n, suited = sit.count, sit.suited
    if len(sit.hand) == n:
        return you(
            N_("Your whole hand of {n} is played."),
            N_("Seat {seat}'s whole hand of {n} is played."),
            n=n,
        )
    if not free:
        return you_n(
            N_n("You hold exactly {some}: play it.", "You hold exactly {some}: play them all."),
            N_n(
                "Seat {seat} holds exactly {some}: play it.",
                "Seat {seat} holds exactly {some}: play them all.",
            ),
            n,
            some=some(n, sit.group),
        )
    if not suited:
        return you(
            N_("You hold no {suit}: play {any}."),
            N_("Seat {seat} holds no {suit}: play {any}."),
            suit=suit_name(sit.group),
            any=any_cards(n),
        )
    return you_n(
        # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
        N_n(
            "You hold only {some} for {a_n}-card lead: play it and {others} of your choice.",
            "You hold only {some} for {a_n}-card lead: play all of them and {others} of your "
            "choice.",
        ),
        # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
        N_n(
            "Seat {seat} holds only {some} for {a_n}-card lead: play it and {others} of its "
            "choice.",
            "Seat {seat} holds only {some} for {a_n}-card lead: play all of them and {others} of "
            "its choice.",
        ),
        len(suited),
        some=some(len(suited), sit.group),
        count=n,
        a_n=a_number(n),
        others=other_cards(free),
    )


def long_options(sit: Situation, must: list[Card], usages: list[dict[int, int]]) -> str:
    """What a hand with more of the led group than led must play: ``must`` the cards in every
    legal play, ``usages`` the best tractor placements (empty when no tractor is asked)."""
    needs = []
    if sit.pairs_needed:
        needs.append(say("at least {pairs}", pairs=pairs_of(sit.pairs_needed)))
    if usages:
        lengths = sit.lead.tractor_lengths
        if len(lengths) == 1:
            size = 2 * lengths[0]
            # TRANSLATORS: {a_n} is English's "a 4" / "an 8"; write {count} for the number alone.
            needs.append(say("{a_n}-card tractor", count=size, a_n=a_number(size)))
        else:
            needs.append(say("tractors matching {k} of the led tractors", k=sum(sit.tractor_best)))
    return _long_options_said(sit, must, needs)


def _long_options_said(sit: Situation, must: list[Card], needs: list[str]) -> str:
    """What a hand with more of the led group than led must play: ``must`` the cards in every
    legal play, ``needs`` what the play must hold, in words."""
    n = sit.count
    values = {
        "held": some(len(sit.suited), sit.group),
        "led": n,
        "some": some(n, sit.group),
        "needs": listing(needs) if needs else "",
    }
    if not must:
        if needs:
            return you(
                N_("You hold {held}, more than the {led} led: play {some} with {needs}."),
                N_("Seat {seat} holds {held}, more than the {led} led: play {some} with {needs}."),
                **values,
            )
        return you(
            N_("You hold {held}, more than the {led} led: play {some}."),
            N_("Seat {seat} holds {held}, more than the {led} led: play {some}."),
            **values,
        )
    values.update(cards=symbols(must))
    if needs:
        return you_n(
            N_n(
                "You hold {held}, more than the {led} led: play {some} with {needs}; {cards} is "
                "in every legal play.",
                "You hold {held}, more than the {led} led: play {some} with {needs}; {cards} are "
                "in every legal play.",
            ),
            N_n(
                "Seat {seat} holds {held}, more than the {led} led: play {some} with {needs}; "
                "{cards} is in every legal play.",
                "Seat {seat} holds {held}, more than the {led} led: play {some} with {needs}; "
                "{cards} are in every legal play.",
            ),
            len(must),
            **values,
        )
    return you_n(
        N_n(
            "You hold {held}, more than the {led} led: play {some}; {cards} is in every legal "
            "play.",
            "You hold {held}, more than the {led} led: play {some}; {cards} are in every legal "
            "play.",
        ),
        N_n(
            "Seat {seat} holds {held}, more than the {led} led: play {some}; {cards} is in every "
            "legal play.",
            "Seat {seat} holds {held}, more than the {led} led: play {some}; {cards} are in "
            "every legal play.",
        ),
        len(must),
        **values,
    )


# --- shorter-tractors (rules §10.1) -----------------------------------------------------------


def shape_parts(shape: Shape, *, singles: bool = True) -> str:
    """A shape in words: "a tractor of 6 cards, 1 pair and 2 singles" (without its singles when
    ``singles`` is false: what a play must include)."""
    said = []
    for k in shape.tractors:
        said.append(say("a tractor of {count} cards", count=2 * k))
    if shape.pairs:
        said.append(pairs_of(shape.pairs))
    if singles and shape.singles:
        said.append(say_n("{n} single", "{n} singles", shape.singles))
    return listing(said)


def _lead_shape(sit: Situation) -> str:
    from .follow_shapes import Shape

    parts = sit.lead.components
    return shape_parts(
        Shape(
            tuple(c.pairs for c in parts if c.pairs >= 2),
            sum(1 for c in parts if c.pairs == 1),
            sum(1 for c in parts if c.pairs == 0),
        )
    )


def shape_missing(sit: Situation, witness: tuple[list[list[Card]], list[Card]]) -> str:
    """A play that does not split into the shape asked under shorter-tractors (``witness``:
    the runs of one way the hand gives it, and the other pair values it holds)."""
    shape = sit.requirement
    assert shape is not None
    tractors, rest = witness
    held = [
        say(
            "the {count}-card tractor {cards}",
            count=2 * len(run),
            cards=" ".join(f"{c.symbol} {c.symbol}" for c in run),
        )
        for run in tractors
    ]
    if shape.pairs:
        held.append(list_pairs(rest))
    return you(
        N_("You hold {held}: after {led}, the {some} played must include {needed} (the "
           "longest tractors the hand can give, then pairs); this play does not."),
        N_("Seat {seat} holds {held}: after {led}, the {some} played must include {needed} "
           "(the longest tractors the hand can give, then pairs); this play does not."),
        held=listing(held),
        led=_lead_shape(sit),
        some=some(sit.count, sit.group),
        needed=shape_parts(shape, singles=False),
    )  # fmt: skip


def shape_legal(sit: Situation, play_pairs: list[Card]) -> str:
    """Why a play of n cards of the led group that splits into the shape asked is legal."""
    shape = sit.requirement
    assert shape is not None
    values = {"some": some(sit.count, sit.group), "suit": suit_name(sit.group)}
    if not shape.pair_count:
        return you(
            N_("{some}; you hold no pair of {suit}, so none is required{rule}."),
            N_("{some}; seat {seat} holds no pair of {suit}, so none is required{rule}."),
            rule="",
            **values,
        )
    return you(
        N_("{some} including {needed}, as close to the lead as your {suit} can come."),
        N_("{some} including {needed}, as close to the lead as seat {seat}'s {suit} can "
           "come."),
        needed=shape_parts(shape, singles=False),
        **values,
    )  # fmt: skip


def shape_options(sit: Situation, must: list[Card]) -> str:
    """What a hand with more of the led group than led must play under shorter-tractors."""
    shape = sit.requirement
    assert shape is not None
    needs = [shape_parts(shape, singles=False)] if shape.pair_count else []
    return _long_options_said(sit, must, needs)
