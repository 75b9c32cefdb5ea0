"""Questions on tricks and throws: ``winner`` (which play wins? ``te.trick_result``),
``trick_question`` and ``trick_points_question`` (on a trick of a round), ``throw`` (does this
throw stand? ``te.check_throw``) and ``failed_throw`` (what is led instead, and what does it
cost?)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import tractor_engine as te
from tractor_engine.speech.languages import say, say_n
from tractor_engine.speech.words import sentences

from .._coerce import InputError, as_ruleset, card_strings, trump_string
from .._questions import Answer, Question
from ..exercise import Exercise
from .choices import choice_question, context_groups, exercise_of, not_the_answer, said_ask
from .names import seat_word, symbols_text
from .selections import difference


def _player(index: int, seats: Sequence[int | str] | None) -> str:
    """Who made play ``index``, as the engine's trick reasons name them: "Play 2" (no
    ``seats``), "Seat 2", or the name given in ``seats``."""
    if seats is None:
        return say("Play {n}", n=index)
    seat = seats[index]
    return str(seat) if isinstance(seat, str) else say("Seat {seat}", seat=seat)


def _play_label(index: int, seats: Sequence[int | str] | None) -> str:
    """A play's label among a trick's plays: "Lead", "Play 2", "Seat 0 (leads)", "Seat 2",
    "Ann (leads)", "Bo"."""
    if index and seats is None:
        return _player(index, None)
    if index:
        return _player(index, seats)
    if seats is None:
        return say("Lead")
    seat = seats[0]
    if isinstance(seat, str):
        # TRANSLATORS: a play's label: the player named {name} led the trick.
        return say("{name} (leads)", name=seat)
    return say("Seat {seat} (leads)", seat=seat)


def _does_not_win(index: int, seats: Sequence[int | str] | None, play: str, note: str) -> str:
    """A losing play (not the lead) is told so, with the engine's ``note`` on it ("is lower
    than 9♠"), said after its cards."""
    # TRANSLATORS: {note} is the engine's note on the play, said after its cards {play}:
    # "is lower than 9♠", "does not match the lead's shape".
    if seats is None:
        return say("Play {n} does not win: {play} {note}.", n=index, play=play, note=note)
    seat = seats[index]
    if isinstance(seat, str):
        return say("{name} does not win: {play} {note}.", name=seat, play=play, note=note)
    return say("Seat {seat} does not win: {play} {note}.", seat=seat, play=play, note=note)


def _winner_question(
    plays: Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    seats: Sequence[int | str] | None = None,
    prompt: str | None = None,
) -> Question:
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    plays_s = [card_strings(p, f"plays[{k}]") for k, p in enumerate(plays)]
    if len(plays_s) < 2:
        raise InputError("plays: give the lead and at least one more play")
    if seats is not None and len(seats) != len(plays_s):
        raise InputError(f"seats: give {len(plays_s)} names, one per play")
    result = te.trick_result(plays_s, trump=trump_s, rules=ruleset, seats=seats)
    # as the engine's reason counts them: the lead, then Play 1, Play 2, ...
    labels = [_play_label(k, seats) for k in range(len(plays_s))]
    options = [
        # TRANSLATORS: an option: a play's label ("Seat 2", "Play 1") and its cards.
        say("{label}: {cards}", label=label, cards=symbols_text(te.parse_cards(p)))
        for label, p in zip(labels, plays_s, strict=True)
    ]

    def wrong(i: int) -> str:
        play, note = symbols_text(result.plays[i].cards), result.plays[i].note
        if i:
            return _does_not_win(i, seats, play, note)
        # the lead is beaten (the engine's note on it: "the lead, but ... is higher")
        win = result.plays[result.winner]
        if win.ruff:
            return say(
                "The lead ({play}) does not keep the trick: {who} ruffs.",
                play=play,
                who=_player(result.winner, seats),
            )
        return say(
            "The lead ({play}) does not keep the trick: {winning} is higher.",
            play=play,
            winning=win.compared.symbol,  # type: ignore[union-attr]
        )

    return choice_question(
        prompt or say("Which play wins this trick?"), options, correct=result.winner,
        explain=lambda _i: result.reason, cards=dict(zip(labels, plays_s, strict=True)),
        trump=trump_s, rules=ruleset, asks="winner", wrong=wrong,
    )  # fmt: skip


def winner(
    plays: Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    seats: Sequence[int | str] | None = None,
    prompt: str | None = None,
) -> Any:
    """Which play wins the trick? ``plays[0]`` is the lead; the options are the plays, named by
    ``seats`` if given. The feedback is ``te.trick_result``'s reason (and, for a wrong choice,
    what the engine says about that play)."""
    return exercise_of(
        _winner_question(plays, trump=trump, rules=rules, seats=seats, prompt=prompt)
    )


def trick_question(rnd: te.Round, number: int, prompt: str | None = None) -> Any:
    """A "who wins this trick?" exercise (``winner``) on trick ``number`` (1 for the first) of a
    round, with its seats, trump and rules; the engine's ``te.trick_result`` answers."""
    if not 1 <= number <= len(rnd.tricks):
        raise ValueError(f"number={number}: this round has tricks 1 to {len(rnd.tricks)}")
    trick = rnd.tricks[number - 1]
    return winner(
        [list(cards) for _, cards in trick.plays],
        seats=[seat for seat, _ in trick.plays],
        trump=rnd.trump,
        rules=rnd.rules,
        prompt=prompt or say("Trick {n}: which play wins it?", n=number),
    )


def trick_plays(trick: Any) -> dict[str, list[str]]:
    """A trick's plays, labelled "Seat 4 (leads)", "Seat 0", ..."""
    shown: dict[str, list[str]] = {}
    for k, (seat, cards) in enumerate(trick.plays):
        label = say("Seat {seat} (leads)", seat=seat) if k == 0 else seat_word(seat)
        shown[label] = [str(c) for c in cards]
    return shown


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
        cards=trick_plays(trick),
    )


def _other_hands(other_hands: Any) -> dict[str, Any]:
    """The other hands of a throw question by their labels: "Seat 1", ... for a mapping by
    seat, else "Hand 1", "Hand 2", ..."""
    if isinstance(other_hands, Mapping):
        return {say("Seat {seat}", seat=k): v for k, v in other_hands.items()}
    # TRANSLATORS: the label of another player's hand in a throw question (no seat given).
    return {say("Hand {n}", n=k + 1): v for k, v in enumerate(other_hands)}


def throw(
    lead: Any,
    other_hands: Mapping[int, Any] | Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    prompt: str | None = None,
) -> Any:
    """Does this throw stand against the other hands? Options "Yes, it stands" and "No, it
    fails"; the feedback is ``te.check_throw``'s reason (with the forced lead and the penalty,
    if any)."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_s = card_strings(lead, "lead")
    result = te.check_throw(lead_s, other_hands, trump=trump_s, rules=ruleset)
    options = [say("Yes, it stands"), say("No, it fails")]
    return exercise_of(
        choice_question(
            prompt or say("Does this throw stand against the other hands?"),
            options,
            correct=0 if result.stands else 1,
            explain=lambda _i: result.reason,
            cards={say("The throw"): lead_s, **_other_hands(other_hands)},
            trump=trump_s,
            rules=ruleset,
            asks="throw stands",
            wrong=lambda i: not_the_answer(
                options[i], say("Look at each part of the throw: can some other hand beat it?")
            ),
        )
    )


def cost_text(points: int) -> str:
    """How a failed throw's cost is offered, in the language in force: "nothing" or
    "20 points"."""
    if points == 0:
        # TRANSLATORS: what a failed throw costs when it costs no points (an option).
        return say("nothing")
    return say_n("{n} point", "{n} points", points)


def failed_throw(
    lead: Any,
    other_hands: Mapping[int, Any] | Sequence[Any],
    *,
    trump: Any,
    rules: Any,
    prompt: str | None = None,
) -> Any:
    """A throw that fails: select, among the throw's cards, what the leader must lead instead,
    and choose what the failed throw costs. Both come from ``te.check_throw`` (``forced`` and
    ``penalty``); its reason is the feedback. Raises ``ValueError`` if the throw stands."""
    ruleset, trump_s = as_ruleset(rules), trump_string(trump)
    lead_s = card_strings(lead, "lead")
    result = te.check_throw(lead_s, other_hands, trump=trump_s, rules=ruleset)
    if result.stands:
        raise ValueError(f"failed_throw: this throw stands. The engine says: {result.reason}")
    costs = [10 * k for k in range(len(lead_s))]
    options = [cost_text(c) for c in costs]
    right = costs.index(result.penalty)
    forced = [str(c) for c in result.forced]

    def check(ans: Answer) -> tuple[bool, str]:
        missing, extra = difference(ans.cards, forced)
        parts = []
        if (missing or extra) and not ans.cards:
            parts.append(say("Nothing is not what is led instead: which part of the throw does "
                             "another hand beat?"))  # fmt: skip
        elif missing or extra:
            parts.append(say("{cards} is not what is led instead: which part of the throw does "
                             "another hand beat?", cards=symbols_text(ans.parsed)))  # fmt: skip
        if ans.choice is None:
            parts.append(say("Choose what the failed throw costs too."))
        elif ans.choice != right:
            parts.append(
                say(
                    "It does not cost {cost}: count the cards taken back.",
                    cost=cost_text(costs[ans.choice]),
                )
            )
        return (True, result.reason) if not parts else (False, sentences(*parts))

    text = prompt or say(
        "You threw these cards and the throw fails. Select the cards you must lead instead, "
        "choose what the failed throw costs, then press Check."
    )
    return exercise_of(
        Question(
            prompt=text,
            asks="failed throw",
            check=check,
            answer=Answer.of(forced, right),
            trump=trump_s,
            rules=ruleset,
            cards=tuple(lead_s),
            context=context_groups(_other_hands(other_hands)),
            options=tuple(options),
        )
    )
