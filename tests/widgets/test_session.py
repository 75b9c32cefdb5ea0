"""TableSession on its own (no widget, no traitlets): the engine's verdicts, refusals that
change nothing, Undo to the same position as a replay, hints that are legal, the learner's
fixed seat, and the friend's news."""

from __future__ import annotations

import random
import re

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets.table.session import TableSession


def random_action(session: TableSession, rng: random.Random) -> te.Action:
    """A random legal action of the seat to act, chosen from the engine's choices."""
    rnd = session.round
    choices = rnd.legal_actions()
    seat = rnd.to_act
    if choices.actions:
        return rng.choice(choices.actions)
    hand = list(rnd.hands[seat])
    if choices.kind == "bury":
        return te.Bury(seat, rng.sample(hand, choices.count))
    if choices.kind == "lead":
        return te.Play(seat, [rng.choice(hand)])
    return te.Play(seat, list(choices.follow.example()))


def take(session: TableSession, action: te.Action) -> te.Verdict:
    makers = {
        "bid": lambda: session.bid(action.cards),
        "pass": session.pass_,
        "bury": lambda: session.bury(action.cards),
        "call": lambda: session.call_friend(action.card, action.copy),
        "play": lambda: session.play(action.cards),
    }
    return makers[action.type]()[0]


@pytest.mark.parametrize(
    ("preset", "seat"), [("tractor-4p", 0), ("tractor-5p", 3), ("single-deck", None)]
)
def test_a_whole_hand_returns_the_engines_verdicts_spoken_to_the_learner(preset, seat) -> None:
    session = TableSession(te.rules(preset), seat=seat, seed=7, game=False)
    rng = random.Random(1)
    taken = 0
    session.settle()
    while session.round.phase != "done":
        assert session.round.to_act == session.keyboard_seat()
        action = random_action(session, rng)
        expected = session.round.copy().check(action, seat).reason
        verdict = take(session, action)
        assert verdict.legal and verdict.reason == expected
        if seat is None:
            assert not re.search(r"\b[Yy]ou\b", verdict.reason), verdict.reason
        else:
            assert verdict.reason.startswith("You "), verdict.reason
        taken += 1
        session.settle()
    assert session.undo_steps == taken
    assert session.round.result is not None


def test_a_refused_action_changes_nothing() -> None:
    session = TableSession(te.rules("tractor-4p"), seat=0, seed=3)
    session.settle()
    state = session.round.state()
    verdict, news = session.bury(session.round.hands[0][:8])
    assert not verdict.legal and news is None and "possible now" in verdict.reason
    assert session.round.state() == state and session.undo_steps == 0


def test_undo_then_a_different_action_is_the_position_a_replay_gives() -> None:
    session = TableSession(te.rules("tractor-4p"), seat=None, seed=4)
    rng = random.Random(2)
    session.settle()
    for _ in range(40):
        assert take(session, random_action(session, rng)).legal
        session.settle()
    while session.round.legal_actions().kind != "lead":  # a lead: any other card differs
        assert take(session, random_action(session, rng)).legal
    before = session.round.copy()
    first = random_action(session, rng)
    assert take(session, first).legal
    assert session.undo().legal
    assert session.round.state() == before.state()
    seat = session.round.to_act
    others = [te.Play(seat, [c]) for c in session.round.hands[seat] if (c,) != first.cards]
    assert others, "no other action to take"
    assert take(session, others[0]).legal
    replay = before.restart()
    for action in (*before.actions, others[0]):
        replay.act(action)
    assert session.round.state() == replay.state()


def test_hints_are_legal_and_speak_in_the_right_person() -> None:
    for seat in (0, None):
        session = TableSession(te.rules("tractor-5p"), seat=seat, seed=5)
        session.settle()
        hints = 0
        while session.round.phase != "done" and hints < 40:
            hint = session.hint()
            assert hint.verdict.legal, hint.verdict.reason
            text = hint.verdict.reason
            if seat is None:
                assert not re.search(r"\b[Yy]ou\b", text), text
            else:
                assert not re.search(rf"\b[Ss]eat {seat} (holds|does)\b", text), text
            rnd = session.round
            if hint.call is not None:
                action: te.Action = te.CallFriend(rnd.to_act, *hint.call)
            elif rnd.phase == "deal" and not hint.cards:
                action = te.Pass(rnd.to_act)
            else:
                kind = {"deal": te.Bid, "bury": te.Bury, "play": te.Play}[rnd.phase]
                action = kind(rnd.to_act, hint.cards)
            assert rnd.check(action).legal
            assert take(session, action).legal
            session.settle()
            hints += 1


def test_the_learners_seat_is_fixed() -> None:
    session = TableSession(te.rules("tractor-4p"), seat=2, seed=1)
    with pytest.raises(AttributeError):
        session.seat = 1  # type: ignore[misc]
    assert session.seat == session.listener == 2


def test_the_friend_revealed_is_news() -> None:
    for seed in range(20):
        session = TableSession(te.rules("tractor-5p"), seat=0, seed=seed, game=False)
        rng = random.Random(seed)
        news = [session.settle()]
        while session.round.phase != "done":
            news.append(take_with_news(session, random_action(session, rng)))
            news.append(session.settle())
        rnd = session.round
        if rnd.friend is not None:
            said = [n for n in news if n]
            assert len(said) == 1 and "the called" in said[0], said
            who = "You" if rnd.friend == 0 else f"Seat {rnd.friend}"
            assert said[0].startswith(who), said
            return
    pytest.fail("no friend was revealed in 20 hands")


def take_with_news(session: TableSession, action: te.Action) -> str | None:
    if action.type == "play":
        return session.play(action.cards)[1]
    take(session, action)
    return None


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"seat": 5}, "seats 4 players"),
        ({"seat": True}, "seat=True"),
        ({"bots": "clever"}, "bots='clever' is not a bot: "),
        ({"game": 1}, "game=1"),
        ({"seed": 2.5}, "seed=2.5"),
    ],
)
def test_bad_inputs_name_the_bad_part(kwargs, words) -> None:
    with pytest.raises(tw.InputError, match=re.escape(words)):
        TableSession(te.rules("tractor-4p"), **kwargs)


def _declaring_session() -> TableSession:
    """Seat 0 (random bots) holds both big jokers, bids them, and has the kitty to bury."""
    deck = te.arrange_deck("tractor-4p", {0: "BJ BJ"}, seed=5)
    session = TableSession(te.rules("tractor-4p"), seat=0, bots="random", seed=3, deck=deck)
    session.settle()
    while session.round.phase == "deal":
        if session.round.to_act == 0 and te.parse_cards("BJ")[0] in session.round.hands[0]:
            verdict, _ = session.bid(te.parse_cards("BJ BJ"))
            assert verdict.legal, verdict.reason
            break
        session.pass_()
        session.settle()
    session.settle()
    assert session.round.phase == "bury" and session.round.to_act == 0
    return session


def test_two_undos_over_actions_no_bot_answered_between_bring_back_the_bots_dice() -> None:
    """Burying and then leading are two actions of the learner with no bot moving between
    them; undoing both and leading another card gets the answers a fresh table gives."""
    session = _declaring_session()
    kitty = session.hint().cards
    assert session.bury(kitty)[0].legal
    first, other = session.round.hands[0][0], session.round.hands[0][-1]
    assert session.round.to_act == 0 and first != other
    assert session.play([first])[0].legal
    session.settle()  # the random bots answer: their dice move
    assert session.undo().legal and session.undo().legal
    assert session.round.phase == "bury"
    assert session.bury(kitty)[0].legal and session.play([other])[0].legal
    session.settle()
    fresh = _declaring_session()
    assert fresh.bury(kitty)[0].legal and fresh.play([other])[0].legal
    fresh.settle()
    assert session.round.state() == fresh.round.state()
    assert len(session.round.tricks) + len(session.round.trick) > 0
