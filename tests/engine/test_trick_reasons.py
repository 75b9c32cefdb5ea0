"""What ``trick_result`` says about each play that does not win names what beats it.

Judged in order, a play was once noted "is higher" or "ruffs" against the winner so far, and a
later play could top it: "Play 1 does not win: J♥ is higher." (issue 17). Over many random
tricks (plays from random positions, legal follows and random cards alike, with and without
seat names): a losing play that matches the lead names the winning card or the winning seat,
and no note calls a losing play "higher" than the winner.
"""

from __future__ import annotations

import random

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import order_of

from .positions import random_position


def random_trick(seed: int) -> tuple[list[list[te.Card]], object, object]:
    pos = random_position(seed, max_hand=10)
    rng = random.Random(seed)
    order = order_of(pos.trump, pos.rules)
    lead = list(te.classify_lead(pos.lead, trump=pos.trump, rules=pos.rules).cards)
    plays = [lead]
    for hand in [pos.hand, *pos.others][: pos.rules.players - 1]:
        hand = list(hand)
        if len(hand) < len(lead):
            continue
        trumps = [c for c in hand if order.is_trump(c)]
        pick = rng.random()
        if pick < 0.4:
            play = list(te.follow_options(hand, lead, trump=pos.trump, rules=pos.rules).example())
        elif pick < 0.7 and len(trumps) >= len(lead):
            play = rng.sample(trumps, len(lead))
        else:
            play = rng.sample(hand, len(lead))
        plays.append(play)
    return plays, pos.trump, pos.rules


def problems_with(result: te.TrickResult, seats: list[str] | None) -> list[str]:
    win = result.plays[result.winner]
    if result.winner == 0:
        who = "the lead"
    else:
        who = seats[result.winner] if seats else f"Play {result.winner}"
    card = win.compared.symbol
    allowed = (f"{card} is higher", f"{who}'s ruff is higher")
    found = []
    for i, play in enumerate(result.plays):
        if i == result.winner:
            if "but" in play.note:
                found.append(f"the winner's note {play.note!r} says it is beaten")
            continue
        rest = play.note
        for phrase in allowed:
            rest = rest.replace(phrase, "")
        if "higher" in rest or (rest == play.note and play.note in ("ruffs", "is higher")):
            found.append(f"play {i} loses but its note is {play.note!r}")
        if play.matches and card not in play.note and who not in play.note:
            found.append(
                f"play {i} loses, and its note {play.note!r} names neither {card} nor {who}"
            )
    return found


def test_the_contradicting_notes_of_the_issue_are_gone() -> None:
    result = te.trick_result(["9S", "JH", "KS", "JS"], trump="JS", rules="tractor-4p")
    assert result.plays[1].note == "beats the lead, but J♠ is higher"
    seats = ["North", "East", "South", "West"]
    ruffs = te.trick_result(
        ["9S 9S 10S 10S AS", "3H 3H 4H 4H BJ", "6H 6H 7H 7H 5H", "KS 8S 7S 5S 3S"],
        trump="2H",
        rules="tractor-4p",
        seats=seats,
    )
    assert ruffs.plays[1].note == "ruffs, but South's ruff is higher"
    assert ruffs.plays[0].note == "the lead, but South ruffs"


@pytest.mark.parametrize("chunk", range(4))
def test_every_losing_play_is_told_what_beats_it(chunk: int) -> None:
    problems = []
    kinds: set[str] = set()
    for seed in range(chunk * 400, (chunk + 1) * 400):
        plays, trump, rules = random_trick(seed)
        if len(plays) < 2:
            continue
        for seats in (None, [f"Seat {k}" for k in range(len(plays))]):
            result = te.trick_result(plays, trump=trump, rules=rules, seats=seats)
            kinds.update(p.note.split(",")[0] for p in result.plays)
            problems += [f"seed {seed}: {p}" for p in problems_with(result, seats)]
    assert not problems, "\n".join(problems[:20])
    # the sweep met plays beaten by a higher card and by a ruff, and ruffs topped by a ruff
    assert {"beats the lead", "ruffs"} <= kinds, kinds
