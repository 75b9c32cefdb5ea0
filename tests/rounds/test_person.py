"""The round's sentences spoken to a listener: that seat in the second person, every other seat
in the third (``Round.check``, ``Round.said``, ``Round.legal_actions`` and ``te.spoken_to``)."""

from __future__ import annotations

import re

import pytest

import tractor_engine as te


def third_person_of(seat: int) -> re.Pattern[str]:
    return re.compile(rf"\b[Ss]eat {seat}\b")


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_every_sentence_of_a_round_spoken_to_each_seat(preset: str) -> None:
    for seed in range(4):
        rnd = te.Round(preset, seed=seed)
        bots = te.bots_named("mixed", rnd.players, seed)
        while rnd.phase != "done":
            seat = rnd.to_act
            for listener in range(rnd.players):
                told = rnd.legal_actions(listener).reason
                assert not third_person_of(listener).search(told), told
                if listener != seat:  # the others hear of the seat to act, unchanged
                    assert told == rnd.legal_actions().reason
            assert rnd.legal_actions().reason.startswith(f"Seat {seat}") or (
                f"seat {seat} holds" in rnd.legal_actions().reason
            )
            action = bots[seat].choose(rnd)
            mine = rnd.check(action, seat).reason
            assert not third_person_of(seat).search(mine), mine
            assert re.match(r"You\b", mine), mine
            rnd.act(action)
        for step in range(rnd.step + 1):
            plain = rnd.said(step)
            assert rnd.said(step, None) == plain
            assert not any(re.search(r"\b[Yy]ou(r)?\b", s) for s in plain)
            for listener in range(rnd.players):
                told = rnd.said(step, listener)
                assert len(told) == len(plain)
                for sentence, said in zip(told, plain, strict=True):
                    assert not third_person_of(listener).search(sentence), sentence
                    if f"eat {listener}" not in said:
                        assert sentence == said


@pytest.mark.parametrize(
    ("sentence", "listener", "spoken"),
    [
        ("Seat 0 passes (it could have shown 2♣).", 0, "You pass (you could have shown 2♣)."),
        ("It is seat 2's turn, not seat 0's.", 0, "It is seat 2's turn, not yours."),
        ("It is seat 2's turn, not seat 0's.", 2, "It is your turn, not seat 0's."),
        (
            "Seat 2 shows 2♣: hearts trump at 2; 2 is not its own level, so the declarer is "
            "seat 0, the first player at 2 from the next seat.",
            0,
            "Seat 2 shows 2♣: hearts trump at 2; 2 is not its own level, so the declarer is "
            "you, the first player at 2 from the next seat.",
        ),
        (
            "Seat 3 plays the called 5♦ and is revealed as seat 0's friend.",
            3,
            "You play the called 5♦ and are revealed as seat 0's friend.",
        ),
        (
            "Seat 3 plays the called 5♦ and is revealed as seat 0's friend.",
            0,
            "Seat 3 plays the called 5♦ and is revealed as your friend.",
        ),
        ("Seat 1 buries any 8 of its 33 cards.", 1, "You bury any 8 of your 33 cards."),
        ("Seat 1 buries any 8 of its 33 cards.", 2, "Seat 1 buries any 8 of its 33 cards."),
        ("Seat 1 buries any 8 of its 33 cards.", None, "Seat 1 buries any 8 of its 33 cards."),
    ],
)
def test_spoken_to(sentence: str, listener: int | None, spoken: str) -> None:
    assert te.spoken_to(sentence, listener) == spoken


def test_a_follow_reason_of_a_seat_and_to_it() -> None:
    reason = "You hold no spades: play any card of your choice."
    said = te.of_seat(reason, 2)
    assert said == "Seat 2 holds no spades: play any card of its choice."
    assert te.spoken_to(said, 2) == reason


def _english_rewrite_agrees(told: str, plain: str, listener: int) -> bool:
    """Whether ``told`` (the template said to ``listener``) is what the English rewrite of the
    third-person sentence says. The rewrite does not know "goes" (it leaves "You goes past A
    ... and wins"), where the template is right."""
    return told == te.spoken_to(plain, listener) or "past A" in plain


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p", "single-deck"])
def test_the_second_person_templates_say_what_the_english_rewrite_says(preset: str) -> None:
    """A round's sentences are said to a listener from templates of their own (so that every
    language has its second person); in English they say what ``spoken_to``'s rewrite of the
    third-person sentence says: over whole games, every step heard by every seat, every
    choice, check and refusal."""
    compared = 0
    for seed in range(3):
        game = te.Game(preset, seed=seed)
        bots = te.bots_named("mixed", game.rules.players, seed)
        for _ in range(3):
            rnd = game.round
            while rnd.phase != "done":
                seat = rnd.to_act
                action = bots[seat].choose(rnd)
                others = [te.Pass((seat + 1) % rnd.players), te.Bid(seat, rnd.hand(seat)[:1])]
                for listener in range(rnd.players):
                    pairs = [(rnd.legal_actions(listener), rnd.legal_actions())]
                    pairs += [(rnd.check(a, listener), rnd.check(a)) for a in (action, *others)]
                    for told, plain in pairs:
                        assert _english_rewrite_agrees(told.reason, plain.reason, listener)
                        compared += 1
                rnd.act(action)
            for step in range(rnd.step + 1):
                plain = rnd.said(step)
                for listener in range(rnd.players):
                    for told, said in zip(rnd.said(step, listener), plain, strict=True):
                        assert _english_rewrite_agrees(told, said, listener), (told, said)
                        compared += 1
            game.finish_round()
            if game.over:
                break
            game.next_round()
    assert compared > 5_000


@pytest.mark.parametrize(("code", "seat_word"), [("es", "asiento"), ("pl", "miejsce")])
def test_a_round_speaks_to_its_listener_in_other_languages(code: str, seat_word: str) -> None:
    """Said to the player of a seat, no sentence of a round names that seat in the third person
    in Spanish or Polish either (their catalogs have the second-person templates), and some
    sentence speaks to it. (Two partners going up together are named as a pair, "Asientos 0 y 2",
    in every language: that sentence has no second person; Indonesian says "Kursi 0 dan 2".)"""
    seat_of = {s: re.compile(rf"\b{seat_word} {s}\b", re.I) for s in range(5)}
    spoken = 0
    for preset in te.PRESETS:
        rnd = te.Round(preset, seed=7)
        te.play_out(rnd, te.bots_named("mixed", rnd.players, 7))
        with te.language(code):
            for step in range(rnd.step + 1):
                for listener in range(rnd.players):
                    told, plain = rnd.said(step, listener), rnd.said(step)
                    for sentence in told:
                        assert not seat_of[listener].search(sentence), (listener, sentence)
                    spoken += told != plain
    assert spoken > 100
