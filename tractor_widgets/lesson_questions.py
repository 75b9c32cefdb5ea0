"""The lessons' questions about bidding, scoring and whole rounds, asked from the engine's answers.

Each factory takes what a lesson has (a ``te.Round``, a ``te.LevelChange``, a rule set and a
few numbers), asks its question with words said through the catalogued templates (the prompt,
the options, the labels of the cards shown: in the language in force when it is called), takes
the right option from the engine (``rnd.declarer``, ``te.level_change``, ``te.next_starter``,
``te.kitty_multiplier``, ``te.advance_level``, ``te.check_follow``...) and explains it with the
engine's own sentence, said when an answer is judged. None of them computes a rule itself.
``tractor_widgets.lessons`` re-exports every name of ``__all__`` (``lessons.who_declares``...).

A few sayings for a lesson's ``print`` come with them (``bid_sentence``, ``next_starter_sentence``,
``kitty_multiplier_table``, ``seat_names``), so no lesson writes an English label itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import tractor_engine as te
from tractor_engine.play.round_words import friend_revealed
from tractor_engine.rulebook.bidding import turn_up
from tractor_engine.rulebook.scoring import as_level
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import sentences, suit_name

from ._choices import said_ask
from ._coerce import InputError, as_ruleset, card_strings
from ._view import seat_layout
from .exercise import Exercise

__all__ = [
    "bid_sentence",
    "friend_question",
    "kitty_bonus_question",
    "kitty_multiplier_question",
    "kitty_multiplier_table",
    "lead_kind_question",
    "level_question",
    "level_step_question",
    "may_play_question",
    "next_starter_question",
    "next_starter_sentence",
    "no_trump_caption",
    "rules_name",
    "seat_names",
    "side_levels",
    "trick_points_question",
    "trump_suit_question",
    "who_declares",
]


def _seat(seat: int) -> str:
    """ "Seat 2", in the language in force (the template every widget says a seat with)."""
    return say("Seat {seat}", seat=seat)


def _symbols(cards: Any) -> str:
    return te.symbols(te.parse_cards(cards))


def _yes_no(legal: bool) -> tuple[list[str], str]:
    options = [say("Yes"), say("No")]
    return options, options[0 if legal else 1]


# --- bidding --------------------------------------------------------------------------------------


def who_declares(rnd: te.Round) -> Exercise:
    """Who declares this hand? The options are the round's seats ("Seat 0", ...), the right one
    ``rnd.declarer``; the cards shown are the deal's bids ("Seat 2 shows: 6♠"), and the
    explanation is the round's own sentence on the bid that stands (the last one). The caption
    states no trump: the trump is what the bidding decided, so it would give the answer away
    (its rank is the declaring side's level, its suit the standing bid's). Raises
    ``ValueError`` while the bidding is open (nobody declares yet)."""
    if rnd.declarer is None or not rnd.bids:
        raise ValueError("who_declares: this round has no declarer by bidding yet")
    last = rnd.bids[-1]
    shown: dict[str, list[str]] = {}
    for bid in rnd.bids:
        # TRANSLATORS: the label of the cards seat {seat} shows as its bid.
        shown[say("Seat {seat} shows", seat=bid.seat)] = [str(c) for c in bid.cards]
    return said_ask(
        say("Who declares this hand?"),
        [_seat(s) for s in range(rnd.players)],
        _seat(rnd.declarer),
        lambda: last.reason,
        trump=None,
        rules=rnd.rules,
        cards=shown,
    )


def trump_suit_question(rnd: te.Round) -> Exercise:
    """Which suit is trump, when nobody bid and the kitty was turned up? The options are the
    four suits, the right one the round's trump suit (``rnd.trump``); the turned-up cards are
    shown (``rnd.turned_up``) and the engine's turn-up sentence explains. The caption states no
    trump (finding it is the question). Raises ``ValueError`` for a round whose kitty was not
    turned up."""
    if not rnd.turned_up or rnd.trump is None or rnd.trump.suit is None:
        raise ValueError("trump_suit_question: this round's trump was not set by turning up")
    trump = rnd.trump
    return said_ask(
        say("Which suit is trump?"),
        [suit_name(s) for s in "SHCD"],
        suit_name(trump.suit),
        lambda: turn_up(rnd.turned_up, trump.rank)[2](),
        trump=None,
        rules=rnd.rules,
        # TRANSLATORS: the label of the kitty's cards, in the order they were turned up.
        cards={say("The kitty, as turned up"): [str(c) for c in rnd.turned_up]},
    )


def bid_sentence(rnd: te.Round, seat: int, cards: Any) -> str:
    """May ``seat`` show ``cards`` now (``Round.check_bid``, as ``lessons.bid_verdict``)? As a
    sentence for a lesson to print: the engine's own when it may (it says who shows what, and
    what the bid sets), else "Seat 3 may not show 2♥ now: <the engine's reason>". Raises
    ``ValueError`` once the round's deal is over (no bid can be judged there)."""
    if rnd.phase != "deal":
        raise ValueError("bid_sentence: a bid can only be judged during the deal")
    verdict = rnd.check_bid(seat, cards, if_held=True)
    if verdict.legal:
        return verdict.reason
    # TRANSLATORS: {reason} is the engine's sentence on why the bid may not be shown now.
    return say(
        "Seat {seat} may not show {cards} now: {reason}",
        seat=seat, cards=_symbols(cards), reason=verdict.reason,
    )  # fmt: skip


# --- scoring --------------------------------------------------------------------------------------


def side_levels(side: str, levels: int) -> str:
    """A level change as an option: "declarers +1", "defenders +0" (``te.LevelChange``'s side
    and levels), in the language in force."""
    if side == "declarers":
        # TRANSLATORS: an option: the declarers keep the deal and go up {n} levels.
        return say("declarers +{n}", n=levels)
    if side == "defenders":
        # TRANSLATORS: an option: the defenders take over the deal and go up {n} levels.
        return say("defenders +{n}", n=levels)
    raise InputError(f'side must be "declarers" or "defenders", not {side!r}')


def level_question(
    change: te.LevelChange,
    options: Sequence[tuple[str, int]],
    *,
    rules: Any,
    explain: Any = None,
    point_cards: Any = None,
    kitty: Any = None,
) -> Exercise:
    """What happens to the levels? ``options`` are ``(side, levels)`` pairs, said as
    ``side_levels`` says them; the right one is the engine's ``change`` (``te.level_change``,
    or a score's ``.change``/``.level_change``). ``explain`` is the engine's sentence to show
    (``change.reason`` if none; a sentence, a function that says it, or a value whose ``str``
    says it, such as a score: said when an answer is judged). ``point_cards`` (the defenders'
    point cards) and ``kitty`` are shown, labelled. Raises ``ValueError`` if no option is the
    engine's answer."""
    texts = [side_levels(side, n) for side, n in options]
    shown: dict[str, Any] = {}
    if point_cards is not None:
        shown[say("The defenders' point cards")] = point_cards
    if kitty is not None:
        shown[say("The kitty")] = kitty
    if explain is None:
        why: Callable[[], str] = lambda: str(change.reason)  # noqa: E731
    elif callable(explain):
        why = lambda: str(explain())  # noqa: E731
    else:
        why = lambda: str(explain)  # noqa: E731
    return said_ask(
        say("What happens?"),
        texts,
        side_levels(change.side, change.levels),
        why,
        trump=None,
        rules=rules,
        cards=shown or None,
    )


def next_starter_sentence(starter: int, side: str, *, rules: Any) -> str:
    """Who starts the next ``tractor-4p`` hand, and why, as a sentence: the seat is
    ``te.next_starter(starter, side, rules=rules)``."""
    seat = te.next_starter(starter, side, rules=rules)
    if side == "declarers":
        return say(
            "The declarers hold: the partner of seat {starter}, seat {seat}, starts.",
            starter=starter, seat=seat,
        )  # fmt: skip
    return say(
        "The defenders take over: the player after seat {starter} in order of play, seat "
        "{seat}, starts.",
        starter=starter, seat=seat,
    )  # fmt: skip


def next_starter_question(starter: int, side: str, *, rules: Any) -> Exercise:
    """Who starts the next hand, after seat ``starter`` started this one and ``side``
    ("declarers": they held; "defenders": they took over) won it? The options are the seats,
    the right one ``te.next_starter``; ``next_starter_sentence`` explains."""
    ruleset = as_ruleset(rules)
    seat = te.next_starter(starter, side, rules=ruleset)
    return said_ask(
        say("Who starts the next hand?"),
        [_seat(s) for s in range(ruleset.players)],
        _seat(seat),
        lambda: next_starter_sentence(starter, side, rules=ruleset),
        trump=None,
        rules=ruleset,
    )


def _times(n: int) -> str:
    return f"×{n}"


def kitty_multiplier_question(
    last_lead: int, options: Sequence[int], *, rules: Any, kitty: Any
) -> Exercise:
    """The defenders won the last trick, led with ``last_lead`` cards: what is the kitty
    multiplied by? The options are the multipliers ``options`` ("×6"), the right one
    ``te.kitty_multiplier``; the explanation is the engine's scoring step on it
    (``te.score_hand``); the kitty is shown."""
    ruleset = as_ruleset(rules)
    answer = te.kitty_multiplier(last_lead, rules=ruleset)
    score = te.score_hand(ruleset, captured=0, kitty=kitty, last_lead=last_lead)
    step = next(s for s in score.steps if s.name == "multiplier")
    return said_ask(
        say_n(
            "The defenders win the last trick, led with {n} card: what is the kitty multiplied by?",
            "The defenders win the last trick, led with {n} cards: what is the kitty multiplied "
            "by?",
            last_lead,
        ),
        [_times(n) for n in options],
        _times(answer),
        lambda: step.text,
        trump=None,
        rules=ruleset,
        cards={say("The kitty"): kitty},
    )


def kitty_multiplier_table(sizes: Sequence[int], *rules: Any) -> str:
    """One line per size of the last lead: what each rule set multiplies the kitty by
    (``te.kitty_multiplier``), "a last lead of 4 cards:  tractor-4p ×8   tractor-5p ×16"."""
    lines = []
    for n in sizes:
        each = "   ".join(
            f"{as_ruleset(r).name} {_times(te.kitty_multiplier(n, rules=r))}" for r in rules
        )
        # TRANSLATORS: {multipliers} is each rule set's name with its multiplier ("tractor-4p ×8").
        lines.append(
            say_n(
                "a last lead of {n} card:  {multipliers}",
                "a last lead of {n} cards:  {multipliers}",
                n,
                multipliers=each,
            )
        )
    return "\n".join(lines)


def kitty_bonus_question(rnd: te.Round, options: Sequence[int]) -> Exercise:
    """How many points does the kitty add for the defenders, at the end of ``rnd``? The right
    option is the result's ``kitty_bonus``, explained by the result's own sentence; the buried
    cards are shown."""
    result = rnd.result
    if result is None:
        raise ValueError("kitty_bonus_question: this round is not over")
    return said_ask(
        say("How many points does the kitty add for the defenders?"),
        [str(n) for n in options],
        str(result.kitty_bonus),
        lambda: result.reason,
        trump=rnd.trump,
        rules=rnd.rules,
        cards={say("The kitty"): [str(c) for c in rnd.buried]},
    )


def level_step_question(rank: Any, change: te.LevelChange, *, rules: Any) -> Exercise:
    """The declarer, at ``rank``, goes up as ``change`` says: where does it land? The options are
    "stays at K", "reaches A" for each level above ``rank``, and "wins the game"; the right one
    is ``te.advance_level(rank, change.levels)``, explained by the change's and the step's
    sentences."""
    start = as_level(rank)
    step = te.advance_level(start, change.levels)
    # TRANSLATORS: options: the player stays at level {rank}, reaches level {rank}, or goes past A.
    options = [say("stays at {rank}", rank=start)]
    options += [say("reaches {rank}", rank=r) for r in te.RANKS[te.RANKS.index(start) + 1 :]]
    options.append(say("wins the game"))
    if step.wins:
        answer = options[-1]
    elif step.rank == start:
        answer = options[0]
    else:
        answer = say("reaches {rank}", rank=step.rank)
    return said_ask(
        say("What happens to the declarer, at {rank}?", rank=start),
        options,
        answer,
        lambda: sentences(change.reason, str(step)),
        trump=None,
        rules=rules,
    )


# --- tricks and rounds ----------------------------------------------------------------------------


def _trick_plays(trick: Any) -> dict[str, list[str]]:
    """A trick's plays, labelled "Seat 4 (leads)", "Seat 0", ..."""
    shown: dict[str, list[str]] = {}
    for k, (seat, cards) in enumerate(trick.plays):
        label = say("Seat {seat} (leads)", seat=seat) if k == 0 else _seat(seat)
        shown[label] = [str(c) for c in cards]
    return shown


def friend_question(rnd: te.Round) -> Exercise:
    """Who becomes the declarer's friend? The trick in which the called card was played (the
    copy the call counts) is shown; the options are the other seats and "Nobody", the right
    one ``rnd.friend`` (or "Nobody" when the declarer played it), explained by the round's
    sentence on the called card."""
    call = rnd.friend_call
    if call is None or not rnd.friend_settled or rnd.declarer is None:
        raise ValueError("friend_question: the called card has not been played in this round")
    seen, found = 0, None
    for trick in rnd.tricks:
        for seat, cards in trick.plays:
            for card in cards:
                if card == call.card:
                    seen += 1
                    if seen == call.copy and found is None:
                        found = (trick, seat, card)
    if found is None:
        raise ValueError("friend_question: the called card is in no finished trick")
    trick, seat, card = found
    declarer = rnd.declarer
    options = [_seat(s) for s in range(rnd.players) if s != declarer]
    # TRANSLATORS: an option: nobody becomes the friend (the declarer plays alone).
    options.append(say("Nobody"))
    answer = options[-1] if rnd.friend is None else _seat(rnd.friend)
    return said_ask(
        say("Who becomes seat {seat}'s friend?", seat=declarer),
        options,
        answer,
        lambda: friend_revealed(seat, card, declarer),
        trump=rnd.trump,
        rules=rnd.rules,
        cards=_trick_plays(trick),
    )


def trick_points_question(rnd: te.Round, number: int, options: Sequence[int]) -> Exercise:
    """How many points does trick ``number`` (1 for the first) add to the defenders' total? The
    right option is the engine's ``Round.trick_points_for_defenders`` (what
    ``Round.defender_points`` adds up, the sides as they stand); the trick's reason explains,
    with its point cards."""
    if not 1 <= number <= len(rnd.tricks):
        raise ValueError(f"number={number}: this round has tricks 1 to {len(rnd.tricks)}")
    trick = rnd.tricks[number - 1]
    answer = rnd.trick_points_for_defenders(trick)
    counted = [c for _, cards in trick.plays for c in cards if te.card_points([c])]
    defenders = answer > 0  # its point cards went to the defenders (none: they stay)

    def explain() -> str:
        cards = te.symbols(counted)
        if not counted:
            told = say("It holds no point card.")
        elif defenders:
            told = say_n(
                "Its point cards, {cards}, go to the defenders: {n} point.",
                "Its point cards, {cards}, go to the defenders: {n} points.",
                trick.points,
                cards=cards,
            )
        else:
            told = say("Its point cards, {cards}, stay with the declarers.", cards=cards)
        return sentences(trick.reason, told)

    return said_ask(
        say("How many points does this trick add to the defenders' total?"),
        [str(n) for n in options],
        str(answer),
        explain,
        trump=rnd.trump,
        rules=rnd.rules,
        cards=_trick_plays(trick),
    )


#: A lead's kind as an option.
_KINDS = {
    "single": N_("single"),
    "pair": N_("pair"),
    "tractor": N_("tractor"),
    "throw": N_("throw"),
}


def lead_kind_question(cards: Any, *, trump: Any, rules: Any) -> Exercise:
    """What kind of lead is ``cards``: a single, a pair, a tractor or a throw? The right option
    is ``te.classify_lead``'s kind, explained by its reason."""
    lead = te.classify_lead(card_strings(cards, "cards"), trump=trump, rules=rules)
    return said_ask(
        say("What kind of lead is it?"),
        [say(w) for w in _KINDS.values()],
        say(_KINDS[lead.kind]),
        lambda: lead.reason,
        trump=trump,
        rules=rules,
        cards=cards,
    )


def may_play_question(hand: Any, lead: Any, play: Any, *, trump: Any, rules: Any) -> Exercise:
    """May you play ``play`` from ``hand`` on ``lead``? Yes or No, as ``te.check_follow``
    judges it, with its reason; the lead and the hand are shown."""
    verdict = te.check_follow(hand, lead, play, trump=trump, rules=rules)
    options, answer = _yes_no(verdict.legal)
    return said_ask(
        say("May you play {cards}?", cards=_symbols(play)),
        options,
        answer,
        lambda: verdict.reason,
        trump=trump,
        rules=rules,
        cards={say("Lead"): lead, say("Your hand"): hand},
    )


def seat_names(players: int | str | te.RuleSet = 4) -> list[str]:
    """The seats' compass names, seat 0 first ("South", "East", "North", "West" at four), in
    the language in force: the names the table's widgets give them."""
    return [say(name) for name in seat_layout(players).names]


def rules_name(rules: Any) -> str:
    """A rule set as the lessons name it: ``"tractor-4p"``, or ``"tractor-4p with
    tractor_follow='must-tractor'"`` (the preset and the options that differ from it, said in
    the language in force as an exercise's caption says them)."""
    ruleset = as_ruleset(rules)
    options = ruleset.options()
    if not options:
        return ruleset.name
    return say(
        "{preset} with {options}",
        preset=ruleset.name,
        options=", ".join(f"{k}={v!r}" for k, v in sorted(options.items())),
    )


def no_trump_caption(rules: Any) -> str:
    """A hand's caption in no trump under ``rules``, said from the rule set's option
    ``no_trump_keeps_rank_trumps``: "tractor-4p: in no trump, only the jokers are trumps", or
    "tractor-5p: in no trump, the jokers and the rank cards are trumps"."""
    ruleset = as_ruleset(rules)
    if ruleset.no_trump_keeps_rank_trumps:
        return say(
            "{rules}: in no trump, the jokers and the rank cards are trumps",
            rules=rules_name(ruleset),
        )
    return say("{rules}: in no trump, only the jokers are trumps", rules=rules_name(ruleset))
