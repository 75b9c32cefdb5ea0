"""tw.Table, Python side: whole hands of every preset played through the widget's methods,
checked against the engine; refusals that change nothing; Undo; what the page is sent."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets._view import seat_layout

from .page import page

PRESETS = {
    "tractor-4p": te.rules("tractor-4p"),
    "tractor-5p": te.rules("tractor-5p"),
    "single-deck-5": te.rules("single-deck"),
    "single-deck-4": te.rules("single-deck", players=4),
}
SYNCED = ("_info", "_s0", "_s1", "_s2", "_s3", "_s4", "_trick", "_controls", "_end", "_allowed")


def synced(t: tw.Table, *, status: bool = False) -> dict[str, Any]:
    """Everything the page holds (JSON-equal copies), optionally without the status line."""
    names = [*SYNCED, "selected", "_faces", "_tick"] + (["_status"] if status else [])
    return json.loads(json.dumps({n: getattr(t, n) for n in names}))


def check_invariants(t: tw.Table) -> None:
    """Cards conserved, points total, every trick's winner is the engine's trick_winner."""
    rnd = t.position
    rules = rnd.rules
    held: Counter = Counter()
    for hand in rnd.hands:
        held.update(hand)
    if rnd.phase == "deal":
        held.update(rnd.deck[rnd.dealt :])  # the undealt cards and the kitty
    else:
        held.update(rnd.buried)
        for _, cards in rnd.trick:
            held.update(cards)
        for trick in rnd.tricks:
            for _, cards in trick.plays:
                held.update(cards)
    assert held == Counter(te.parse_cards(" ".join(str(c) for c in rnd.restart().deck)))
    assert sum(held.values()) == 54 * rules.decks
    if rnd.phase in ("play", "done"):
        assert (
            sum(rnd.captured)
            + te.card_points(rnd.buried)
            + sum(te.card_points(c) for _, c in rnd.trick)
            + sum(te.card_points(h) for h in rnd.hands)
            == 100 * rules.decks
        )
        for trick in rnd.tricks:
            plays = [list(c) for _, c in trick.plays]
            k = te.trick_winner(plays, trump=rnd.trump, rules=rules)
            assert trick.plays[k][0] == trick.winner
    # the page's counts are the engine's
    for s in range(rnd.players):
        seat = getattr(t, f"_s{s}")
        if rnd.phase != "deal":
            n = len(rnd.hands[s])
            assert seat["count"] == n
            cards = f"{n} card" if n == 1 else f"{n} cards"
            level, points = rnd.setup.levels[s], rnd.captured[s]
            assert seat["meta"].startswith(f"level {level} \u00b7 {points} pts \u00b7 {cards}")


def page_cards(seat: dict[str, Any]) -> list[str]:
    return [tok.rstrip("*") for g in seat.get("groups", []) for tok in g["cards"].split()]


def act_for(t: tw.Table, bid_first: bool = True) -> te.Verdict:
    """One action of the seat at the keyboard, through the widget's methods only."""
    ctl = t._controls
    kind = ctl["kind"]
    if kind == "bid":
        if bid_first and ctl["bids"]:
            return t.bid(ctl["bids"][-1]["cards"])
        return t.pass_()
    if kind == "call":
        return t.call_friend(ctl["calls"][-1]["card"], ctl.get("copies", 1))
    hint = t.hint()
    assert hint.legal, hint.reason
    return t.bury() if kind == "bury" else t.play()


def play_hand(t: tw.Table, *, check_every: int = 1) -> int:
    steps = 0
    while t.position.phase != "done":
        verdict = act_for(t, bid_first=steps % 3 == 0)
        assert verdict.legal, (verdict.reason, t._controls)
        steps += 1
        if steps % check_every == 0:
            check_invariants(t)
        assert steps < 400
    return steps


# --- whole hands and games ----------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESETS)
def test_teacher_mode_plays_every_seat_through_the_widget(name: str) -> None:
    t = tw.Table(PRESETS[name], seat=None, seed=5)
    assert t.position.step == 0 or t._controls["kind"] != "wait"
    play_hand(t)
    rnd = t.position
    # every action of the hand was taken from the widget (no bot seats in teacher mode)
    assert t.session.undo_steps == rnd.step
    # the engine's own steps, spoken to nobody in teacher mode
    assert [s["text"] for s in t._end["steps"]] == [s.text for s in rnd.result.steps]
    titles = [s["title"] for s in t._end["steps"]]
    assert titles[0] == "Captured in tricks" and "Kitty multiplier" in titles
    assert titles[-2:] == ["Level change", "Next declaring side"]
    total = next(s for s in t._end["steps"] if s["title"] == "Defenders' total")
    assert total["value"] == str(rnd.result.defender_points)
    assert t._controls["next"] is True
    assert t.next_hand().legal
    nxt = t.position
    assert len(t.game.rounds) == 2 and t.game.rounds[-1].setup == nxt.setup
    assert nxt.setup.levels == tuple(a for a in rnd.result.levels_after)
    if rnd.rules.partnerships == "fixed":
        assert nxt.setup.starter == rnd.result.next_starter
    else:
        assert nxt.setup.winners == tuple(rnd.result.winners)
    play_hand(t, check_every=5)


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("seat", [0, 2])
def test_learner_plays_a_hand_against_bots(name: str, seat: int) -> None:
    t = tw.Table(PRESETS[name], seat=seat, bots="greedy", seed=11)
    steps = play_hand(t)
    rnd = t.position
    assert steps == t.session.undo_steps
    mine = [a for a in rnd.actions if a.seat == seat]
    assert len(mine) == steps  # the widget took exactly the learner's actions
    assert rnd.result is not None
    assert t.next_hand().legal
    assert t.position.phase != "done" and t.session.hand_no == 2 and len(t.game.rounds) == 2


def test_a_game_runs_to_its_end_and_next_hand_then_refuses() -> None:
    t = tw.Table("tractor-4p", seat=0, bots="random", seed=3, levels=["A"] * 4)
    hands = 0
    while True:
        play_hand(t, check_every=50)
        hands += 1
        if t.game.over:
            break
        assert t.next_hand().legal
        assert hands < 30
    assert "game is over" in t._end["game"]
    refused = t.next_hand()
    assert not refused.legal and "game is over" in refused.reason
    assert t._controls["next"] is False


def test_one_hand_table_has_no_next_hand() -> None:
    t = tw.Table("tractor-5p", seat=1, seed=2, game=False)
    play_hand(t)
    assert t.game is None
    verdict = t.next_hand()
    assert not verdict.legal and "one hand" in verdict.reason


def test_the_learner_bids_from_the_offered_bids_and_the_engine_words_a_refusal() -> None:
    deck = te.arrange_deck("tractor-4p", {0: "2H 2H 3S"}, seed=4)
    t = tw.Table("tractor-4p", seat=0, seed=1, deck=deck)
    ctl = t._controls
    assert ctl["kind"] == "bid"
    offered = [b["cards"] for b in ctl["bids"]]
    rnd = t.position
    engine = [te.format_cards(a.cards) for a in rnd.legal_actions().actions if a.type == "bid"]
    assert offered == engine
    before = synced(t)
    refused = t.bid("3S")
    assert not refused.legal and refused.reason == rnd.check(te.Bid(0, "3S")).reason
    assert synced(t) == before
    assert t.bid(offered[-1]).legal
    assert t.position.bids[0].seat == 0


def test_bury_count_and_friend_call_are_the_engines() -> None:
    t = tw.Table("tractor-5p", seat=None, seed=8)
    while t._controls["kind"] == "bid":
        act_for(t)
    assert t._controls["kind"] == "bury"
    k = t._controls["count"]
    hand = t.hand_cards
    before = synced(t)
    refused = t.bury(hand[: k - 1])
    assert not refused.legal and f"exactly {k}" in refused.reason
    assert synced(t) == before
    assert t.bury(hand[:k]).legal
    ctl = t._controls
    assert ctl["kind"] == "call"
    rnd = t.position
    assert {c["card"] for c in ctl["calls"]} == {str(c.card) for c in rnd.friend_calls()}
    trump = next(str(c) for c in te.ALL_CARDS if rnd.order.is_trump(c))
    before = synced(t)
    refused = t.call_friend(trump)
    assert not refused.legal and "trump" in refused.reason
    assert synced(t) == before
    assert t.call_friend(ctl["calls"][0]["card"], 2).legal
    assert t.position.friend_call.copy == 2
    assert any(f["k"] == "Friend" for f in t._info["facts"])


# --- refusals change nothing ----------------------------------------------------------------------


def to_follow(t: tw.Table) -> None:
    while t._controls["kind"] != "follow":
        assert act_for(t).legal


def test_an_illegal_follow_is_refused_with_the_engines_reason_and_nothing_changes() -> None:
    t = tw.Table("tractor-4p", seat=None, seed=21)
    for _ in range(400):
        to_follow(t)
        rnd = t.position
        opts = rnd.legal_actions().follow
        hand = list(rnd.hands[rnd.to_act])
        bad = None
        for card in hand:
            play = [card, *[c for c in hand if c != card][: opts.count - 1]]
            if not te.check_follow(hand, rnd.lead.cards, play, trump=rnd.trump, rules=rnd.rules):
                bad = play
                break
        if bad is not None:
            break
        assert act_for(t).legal
    assert bad is not None
    state, page_before = rnd.state(), synced(t)
    t.select(te.format_cards(bad))
    sel_before = synced(t)
    verdict = t.play()
    engine = rnd.check(te.Play(rnd.to_act, bad))  # the round's words: "Seat 0 holds ..."
    assert not engine.legal
    assert not te.check_follow(hand, rnd.lead.cards, bad, trump=rnd.trump, rules=rnd.rules).legal
    assert not verdict.legal and verdict.reason == engine.reason
    assert t.status == engine.reason and t._status["verdict"] == "illegal"
    assert t.position.state() == state
    assert synced(t) == sel_before  # even the selection stays, so the learner can fix it
    assert {k: v for k, v in sel_before.items() if k != "selected"} == {
        k: v for k, v in page_before.items() if k != "selected"
    }


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda t: t.bid("2H"), "possible now"),
        (lambda t: t.bury("3D 3D 3D 3D 3D 3D 3D 3D"), "possible now"),
        (lambda t: t.next_hand(), "not over yet"),
        (lambda t: t.undo(), "Nothing to undo"),
        (lambda t: t.play("XX"), "XX"),
    ],
)
def test_refusals_leave_every_state_as_it_was(call: Any, words: str) -> None:
    t = tw.Table("tractor-4p", seat=0, seed=9)
    while t._controls["kind"] == "bid":
        t.pass_()
    before, state = synced(t), t.position.state()
    verdict = call(t)
    assert not verdict.legal and words in verdict.reason
    assert synced(t) == before and t.position.state() == state


def test_acting_out_of_turn_is_refused() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=9, pace=1)  # the bots wait for the page's ticks
    t.advance(1000)
    while t.position.to_act == 0:
        assert act_for(t, bid_first=False).legal
    bot = t.position.to_act
    assert bot is not None and bot != 0
    before, state = synced(t), t.position.state()
    verdict = t.play(t.hand_cards[:1])
    assert not verdict.legal and f"seat {bot}'s turn" in verdict.reason
    assert synced(t) == before and t.position.state() == state


# --- undo -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["tractor-4p", "tractor-5p"])
def test_undo_returns_exactly_the_earlier_position_and_the_same_answers(name: str) -> None:
    t = tw.Table(name, seat=0, bots="random", seed=13)
    for _ in range(6):
        assert act_for(t).legal
    before, state, step = synced(t), t.position.state(), t.position.step
    first = act_for(t)
    assert first.legal
    after, after_state = synced(t), t.position.state()
    assert after_state != state
    assert t.undo().legal
    assert t.position.state() == state and t.position.step == step
    assert synced(t) == before
    # the bots' dice are restored too: the same action gets the same answers
    assert act_for(t).legal
    assert t.position.state() == after_state
    assert synced(t) == after


def test_undo_goes_back_through_phases_to_the_deal() -> None:
    t = tw.Table("tractor-4p", seat=None, seed=4)
    states = []
    for _ in range(12):
        states.append(t.position.state())
        assert act_for(t).legal
    for state in reversed(states):
        assert t.undo().legal
        assert t.position.state() == state
    assert not t.undo().legal


# --- what the page is sent ----------------------------------------------------------------------


def public_cards(rnd: te.Round) -> Counter:
    seen: Counter = Counter()
    for bid in rnd.bids:
        seen.update(bid.cards)
    seen.update(rnd.turned_up)
    if rnd.friend_call is not None:
        seen.update([rnd.friend_call.card] * 2)  # the called card is named out loud
    for _, cards in rnd.trick:
        seen.update(cards)
    for trick in rnd.tricks:
        for _, cards in trick.plays:
            seen.update(cards)
        if trick.attempted:
            seen.update(trick.attempted)
    return seen


@pytest.mark.parametrize("name", PRESETS)
def test_hidden_cards_are_never_sent(name: str) -> None:
    t = tw.Table(PRESETS[name], seat=1, seed=17)
    checked = 0
    while t.position.phase != "done":
        rnd = t.position
        mine = Counter(te.parse_cards(page_cards(t._s1)))
        assert rnd.phase == "deal" or page_cards(t._s1) == t.hand_cards
        visible = public_cards(rnd) + mine
        secret = {c for hand in rnd.hands for c in hand} | set(rnd.buried)
        secret = {c for c in secret if c not in visible}
        state = synced(t, status=True)
        state.pop("_faces")  # every card value's drawing, the same for every table
        text = json.dumps(state, ensure_ascii=False)
        for card in secret:
            for form in (str(card), card.symbol):
                assert not re.search(rf"(?<![0-9A-Z]){re.escape(form)}(?![0-9A-Z])", text), (
                    f"{form} is hidden but sent ({rnd.phase})"
                )
        for s in range(rnd.players):
            if s != 1:
                assert "groups" not in getattr(t, f"_s{s}")
        checked += 1
        assert act_for(t, bid_first=False).legal
    assert checked > 5


def test_faces_are_sent_once_and_each_step_in_one_message() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=6, pace=0.5)
    sent: list[dict[str, Any]] = []
    t._send = lambda msg, buffers=None: sent.append(msg)  # what ipywidgets would send
    while t._tick:
        sent.clear()
        page(t, type="tick", id=t._tick["id"])
        assert len([m for m in sent if m.get("method") == "update"]) <= 1
        for m in sent:
            assert "_faces" not in m.get("state", {})
    # a bot's step changes its seat and the table, not the learner's hand or the facts' faces
    rnd = t.position
    assert rnd.to_act == 0
    while t.position.phase == "deal":
        t.pass_()
        while t._tick:
            page(t, type="tick", id=t._tick["id"])
    while t.position.to_act != 0 or t.position.phase != "play":
        if t.position.to_act == 0:
            act_for(t)
        while t._tick:
            sent.clear()
            bot = t.position.to_act
            page(t, type="tick", id=t._tick["id"])
            updates = [m for m in sent if m.get("method") == "update"]
            assert len(updates) == 1
            keys = set(updates[0]["state"])
            assert "_s0" not in keys and keys <= {
                f"_s{bot}",
                "_trick",
                "_controls",
                "_tick",
                "_info",
            }
    assert t.hint().legal
    sent.clear()
    assert t.play().legal
    updates = [m for m in sent if m.get("method") == "update"]
    assert len(updates) == 1
    assert set(updates[0]["state"]) <= {
        "_s0",
        "_trick",
        "_controls",
        "_status",
        "selected",
        "_tick",
        "_info",
    }


def test_follow_states_are_exactly_follow_options() -> None:
    t = tw.Table("tractor-5p", seat=0, seed=30)
    for _ in range(300):
        if t._controls["kind"] == "follow":
            rnd = t.position
            hand = te.parse_cards(t.hand_cards)
            opts = te.follow_options(hand, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)
            assert t._s0["states"].split() == opts.states(hand)
            assert page_cards(t._s0) == t.hand_cards
            break
        assert act_for(t).legal
    else:
        pytest.fail("seat 0 never followed")


def test_page_messages_toggle_and_act() -> None:
    t = tw.Table("tractor-4p", seat=None, seed=2)
    while t._controls["kind"] == "bid":
        bids = t._controls["bids"]
        page(t, type="act", what="bid", cards=bids[0]["cards"]) if bids else None
        page(t, type="act", what="pass")
    assert t._controls["kind"] == "bury"
    hand = t.hand_cards
    for i in range(8):
        acks = page(t, type="toggle", index=i, card=hand[i])
        assert acks[-1]["type"] == "ack"
    assert t.selected == list(range(8))
    page(t, type="toggle", index=0, card="not the card")  # a stale click: ignored
    assert t.selected == list(range(8))
    page(t, type="act", what="bury")
    assert t.position.phase == "play"
    page(t, type="act", what="hint")
    assert t.selected
    page(t, type="act", what="play")
    assert t.position.trick
    page(t, type="act", what="undo")
    assert not t.position.trick
    page(t, type="act", what="allowed")
    assert t._allowed["title"] == "No trick has finished yet."
    for bad in ({"what": 3}, {"what": "call", "card": 5}, {"what": "nope"}, {"index": "x"}):
        assert page(t, type="act", **bad)[-1]["type"] == "ack"


def test_failed_throw_is_shown_with_what_was_led_and_the_penalty() -> None:
    rules = te.rules("tractor-4p")
    deck = te.arrange_deck(rules, {0: "BJ BJ AS QS 2H 2H 3C 4C 5C 6C", 1: "KS KS"}, seed=3)
    t = tw.Table(rules, seat=0, seed=1, deck=deck)
    assert t.bid("BJ BJ").legal
    while t.position.phase == "deal":
        assert t.pass_().legal
    assert t.position.declarer == 0
    keep = Counter(te.parse_cards("AS QS BJ BJ"))
    bury = []
    for card in te.parse_cards(t.hand_cards):
        if keep[card]:
            keep[card] -= 1
        elif len(bury) < 8:
            bury.append(str(card))
    assert t.bury(bury).legal
    verdict = t.play("AS QS")
    assert (
        verdict.legal and "Q♠ led instead" in verdict.reason and verdict.reason.startswith("You ")
    )
    rnd = t.position
    trick = rnd.tricks[0] if rnd.tricks else None
    shown = t._trick.get("throw", {}).get("text", "") + t._trick.get("last", "")
    assert "You threw A♠ Q♠: the throw fails, and Q♠ is led instead; penalty 10" in shown
    assert trick is not None and trick.attempted == tuple(te.parse_cards("AS QS"))
    assert rnd.penalties[0] == (0, 0, 10)


def test_allowed_shows_what_each_seat_could_play_after_a_trick() -> None:
    t = tw.Table("tractor-4p", seat=None, seed=12)
    while not t.position.tricks:
        assert act_for(t).legal
    rows = t.show_allowed()
    trick = t.position.tricks[0]
    assert [r["seat"] for r in rows] == [s for s, _ in trick.plays]
    assert all(r["text"] for r in rows) and "must" in rows[1] and "may" in rows[1]
    hidden = tw.Table("tractor-4p", seat=0, seed=12)
    while not hidden.position.tricks:
        assert act_for(hidden).legal
    for row in hidden.show_allowed():
        assert ("must" in row) == (row["seat"] == 0) or row is hidden._allowed["rows"][0]
    assert hidden.show_allowed(False) == [] and hidden._allowed == {}


# --- pace -----------------------------------------------------------------------------------------


def test_pace_never_blocks_the_kernel_and_ticks_take_one_step() -> None:
    import time

    start = time.perf_counter()
    t = tw.Table("tractor-4p", seat=0, seed=1, pace=2)
    assert time.perf_counter() - start < 2
    assert t._tick["ms"] > 0 and t._info["facts"][0]["v"].startswith("0 of")
    stale = t._tick["id"] - 1
    page(t, type="tick", id=stale)
    assert t._info["facts"][0]["v"].startswith("0 of")
    page(t, type="tick", id=t._tick["id"])
    assert t._info["facts"][0]["v"].startswith("1 of")
    assert sum(s.get("count", 0) for s in (t._s0,)) <= 1
    assert t.advance(10) == 10
    assert t._info["facts"][0]["v"].startswith("11 of")
    t.pace = 0
    assert not t._tick
    assert t._controls["kind"] in ("bid", "bury", "lead", "follow")


# --- records --------------------------------------------------------------------------------------


def test_save_writes_a_record_that_round_view_and_the_replay_command_read(tmp_path: Path) -> None:
    t = tw.Table("tractor-5p", seat=0, seed=4, save_to=str(tmp_path / "hand.json"))
    play_hand(t, check_every=100)
    page(t, type="act", what="save")
    path = tmp_path / "hand.json"
    assert str(path) in t.status
    view = tw.RoundView(path.read_text())
    assert view.total == t.position.step
    assert view.round.state() == t.position.state()
    out = subprocess.run(
        [sys.executable, "-m", "tractor_engine", "replay", str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert "defenders" in out.stdout.lower()
    game_path = t.save(tmp_path / "game.json", whole_game=True)
    assert te.Game.from_record(game_path.read_text()).rounds[0].state() == t.position.state()


# --- inputs ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"seta": 1}, TypeError, "Did you mean 'seat'"),
        ({"pase": 1}, TypeError, "Did you mean 'pace'"),
        ({"trump": "2H"}, TypeError, "unexpected keyword argument 'trump'"),
        ({"seat": 4}, tw.InputError, "seats 4 players"),
        ({"seat": "0"}, tw.InputError, "seat='0'"),
        ({"bots": "smart"}, tw.InputError, "bots='smart' is not a bot: "),
        ({"bots": ["greedy"] * 3}, tw.InputError, "names 3 bots"),
        ({"bots": [None, 5, "greedy", "greedy"]}, tw.InputError, "seat 1's bot 5"),
        ({"pace": -1}, tw.InputError, "pace=-1"),
        ({"game": "yes"}, tw.InputError, "game='yes'"),
        ({"seed": 1.5}, tw.InputError, "seed=1.5"),
        ({"rules": "tractor-6p"}, tw.InputError, "presets are"),
        ({"deck": "2H 3H"}, tw.InputError, "deck must hold every card"),
        ({"levels": ["2", "3", "4", "5"]}, tw.InputError, "partners share"),
    ],
)
def test_bad_inputs_are_refused_naming_the_bad_part(
    kwargs: dict[str, Any], error: type, words: str
) -> None:
    with pytest.raises(error, match=re.escape(words)):
        tw.Table(**kwargs)


def test_rules_are_fixed_once_the_table_is_made() -> None:
    t = tw.Table("tractor-4p", seed=1)
    with pytest.raises(tw.InputError, match="fixed"):
        t.rules = "tractor-5p"
    assert t.rules == te.rules("tractor-4p") and t.position.players == 4
    four = tw.Table(te.rules("single-deck", players=4), seed=1)
    assert four.position.players == 4 and four.rule_options == {"players": 4}


def test_seat_layout_puts_the_learner_at_the_bottom() -> None:
    assert [seat_layout(4).place(s, 0) for s in range(4)] == ["b", "r", "t", "l"]
    assert [seat_layout(4).place(s, 2) for s in range(4)] == ["t", "l", "b", "r"]
    assert seat_layout(5).place(3, 3) == "b"
    t = tw.Table("tractor-5p", seat=3, seed=1)
    assert t._s3["pos"] == "b" and len({getattr(t, f"_s{s}")["pos"] for s in range(5)}) == 5
    assert t._s4 != {} and tw.Table("tractor-4p", seed=1)._s4 == {}


def test_static_picture_hides_the_bots_hands() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=1)
    html = t._static_html()
    assert "face down" in html and "Seat 0:" in html


def test_at_pace_0_the_learners_play_is_sent_before_the_bots_answers() -> None:
    t = tw.Table("tractor-4p", seat=0, seed=6)
    while t._controls["kind"] != "follow":
        assert act_for(t).legal
    assert t.hint().legal
    sent: list[dict[str, Any]] = []
    t._send = lambda msg, buffers=None: sent.append(msg)
    assert t.play().legal
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    bots_acted = t.position.step - t.session.undo_steps > 0
    assert 1 <= len(updates) <= 2 and bots_acted
    first = updates[0]
    assert "_s0" in first and "_trick" in first and "_status" in first
    assert not any(f"_s{s}" in first for s in (1, 2, 3))


def in_a_kernel_loop(coro: Any) -> Any:
    """Run ``coro`` as a kernel runs a page's messages: on an event loop of its own (in a
    thread of its own, whatever loop an earlier test left in this one)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def _at_a_follow(seed: int) -> tw.Table:
    t = tw.Table("tractor-4p", seat=0, seed=seed)
    while t._controls["kind"] != "follow":
        assert act_for(t).legal
    assert t.hint().legal
    return t


def test_after_a_click_the_bots_answer_once_the_learners_step_has_gone() -> None:
    """In a kernel (an event loop runs the page's messages) a click's trick and status line are
    sent and the handler ends; the rest of the page and the bots' answers follow
    ``SEND_FIRST_S`` later, in one message."""
    from tractor_widgets.table.answering import SEND_FIRST_S

    async def click_then_wait() -> tuple[list[dict[str, Any]], int, int, int, list[int]]:
        t = _at_a_follow(6)
        sent: list[dict[str, Any]] = []
        t._send = lambda msg, buffers=None: sent.append(msg)
        step = t.position.step
        page(t, type="act", what="play")
        after_click, updates, selected = t.position.step, len(sent), list(t.selected)
        await asyncio.sleep(SEND_FIRST_S * 5)
        return sent, step, after_click, updates, selected

    sent, step, after_click, updates, selected_then = in_a_kernel_loop(click_then_wait())
    assert after_click == step + 1, "only the learner's play is taken in the click's handler"
    assert updates == 1 and set(sent[0]["state"]) == {"_trick", "_status"}
    assert selected_then == [], "Python's selection is empty at once; the page is told later"
    assert len(sent) == 3, "the selection, then the page's rest and the bots' answers in one"
    assert sent[1]["state"] == {"selected": []}
    assert {"_s0", "_controls"} <= set(sent[2]["state"])
    assert any(f"_s{s}" in sent[2]["state"] for s in (1, 2, 3))


def test_whatever_comes_after_a_click_sees_the_bots_answers() -> None:
    """A different action right after the click (Undo from Python, then another play from the
    page) acts on the answered round: Undo takes back the play and the answers, and the page's
    next play is judged on the same hand and lead as before."""

    async def click_then_act() -> None:
        t = _at_a_follow(11)
        hinted, before = t.selected, t.record
        page(t, type="act", what="play")
        assert t._answer_later is not None
        undone = t.undo()  # before the answers' time: they are taken first, then undone
        assert undone.legal and t._answer_later is None
        assert t.record == before
        rnd = t.position
        options = te.follow_options(t.hand_cards, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)
        legal = [i for i, state in enumerate(options.states()) if state in ("must", "may")]
        t.select(legal[-1:])  # a single card led (seed 11): another card than the hint's
        assert t.selected != hinted
        page(t, type="act", what="play")
        page(t, type="act", what="hint")  # the page's next message: the answers come first
        assert t._answer_later is None and t.position.to_act == 0

    in_a_kernel_loop(click_then_act())


def test_from_python_the_bots_answer_at_once() -> None:
    async def play_from_python() -> None:
        t = _at_a_follow(6)
        assert t.play().legal and t._answer_later is None and t.position.to_act == 0

    in_a_kernel_loop(play_from_python())


# --- random hands with Undo, Hint and Next hand mixed in ------------------------------------------

SECOND_PERSON = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


def third_person_of(seat: int) -> re.Pattern[str]:
    """A sentence that speaks of ``seat`` in the third person ("Seat 0 holds", "seat 0's")."""
    return re.compile(rf"\b[Ss]eat {seat}(?:'s| (?:holds|may|passes|plays|leads|buries|calls|"
                      rf"bids|shows|does|throws|threw|is|cannot|could))\b")  # fmt: skip


def check_person(t: tw.Table, text: str, where: str) -> None:
    """The learner's own seat in the second person, every seat in teacher mode in the third."""
    if t.seat is None:
        assert not SECOND_PERSON.search(text), f"{where} says 'you' in teacher mode: {text!r}"
    else:
        assert not third_person_of(t.seat).search(text), (
            f"{where} speaks of the learner (seat {t.seat}) in the third person: {text!r}"
        )


def random_action(t: tw.Table, rng: Any) -> te.Verdict:
    """A random legal action of the seat at the keyboard, through the widget's methods."""
    ctl = t._controls
    kind = ctl["kind"]
    if kind == "bid":
        bids = [b["cards"] for b in ctl["bids"]]
        return t.bid(rng.choice(bids)) if bids and rng.random() < 0.5 else t.pass_()
    if kind == "bury":
        return t.bury(rng.sample(t.hand_cards, ctl["count"]))
    if kind == "call":
        call = rng.choice(ctl["calls"])
        return t.call_friend(call["card"], rng.randint(1, ctl.get("copies", 1)))
    hand = te.parse_cards(t.hand_cards)
    if kind == "lead":
        if rng.random() < 0.6:
            return t.play([str(rng.choice(hand))])
        assert t.hint().legal
        return t.play()
    rnd = t.position
    states = te.follow_options(hand, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules).states(hand)
    must = [c for c, st in zip(hand, states, strict=True) if st == "must"]
    may = [c for c, st in zip(hand, states, strict=True) if st == "may"]
    for _ in range(20):
        play = must + rng.sample(may, ctl["count"] - len(must))
        if te.check_follow(hand, rnd.lead.cards, play, trump=rnd.trump, rules=rnd.rules):
            return t.play([str(c) for c in play])
    assert t.hint().legal
    return t.play()


def random_session(name: str, seat: int | None, seed: int, hands: int = 2) -> dict[str, int]:
    """Random hands at one table, with Undo, Hint and Next hand mixed in; at every decision of
    the seat at the keyboard, the page's marks against ``follow_options`` and the person of
    what it is told. Returns counts of what was checked."""
    import random

    rng = random.Random(f"{name}:{seat}:{seed}")
    t = tw.Table(PRESETS[name], seat=seat, bots="greedy", seed=seed)
    counts: Counter = Counter()
    events: list[str] = []
    while True:
        rnd = t.position
        if rnd.phase == "done":
            check_person(t, t.status, "the status line")
            if counts["hands"] + 1 >= hands or t.game.over:
                break
            counts["hands"] += 1
            assert t.next_hand().legal
            continue
        actor = rnd.to_act
        assert actor is not None and t._controls["kind"] != "wait", t._controls
        check_person(t, t._controls["prompt"], "the prompt")
        if rnd.phase == "play" and rnd.lead is not None:
            hand = te.parse_cards(t.hand_cards)
            opts = te.follow_options(hand, rnd.lead.cards, trump=rnd.trump, rules=rnd.rules)
            view = getattr(t, f"_s{actor}")
            assert page_cards(view) == t.hand_cards
            assert view["states"].split() == opts.states(hand), (
                f"step {rnd.step}, after {events[-3:]}: the page's marks are not follow_options"
            )
            counts["follows"] += 1
        roll = rng.random()
        if roll < 0.12 and t.session.undo_steps:
            assert t.undo().legal
            counts["undos"] += 1
            events.append("undo")
            continue
        if roll < 0.3:
            hint = t.hint()
            assert hint.legal, hint.reason
            check_person(t, t.status, "the hint")
            counts["hints"] += 1
        kind = t._controls["kind"]
        verdict = random_action(t, rng)
        events.append(f"{kind}: {verdict.reason[:40]}")
        assert verdict.legal, (verdict.reason, t._controls)
        check_person(t, verdict.reason, "the verdict")
        counts["actions"] += 1
        assert counts["actions"] < 2000
    return dict(counts)


RANDOM_TABLES = [
    (name, seat, seed) for name in PRESETS for seat, seed in ((0, 1), (2, 2), (None, 3), (1, 4))
]


@pytest.mark.parametrize(("name", "seat", "seed"), RANDOM_TABLES)
def test_random_hands_with_undo_hint_and_next_hand(name: str, seat: int | None, seed: int) -> None:
    counts = random_session(name, seat, seed)
    assert counts["follows"] > 5 and counts["undos"] > 0 and counts["hints"] > 0


# --- the learner's seat, the tags, the friend, the panels ----------------------------------------


def test_the_seat_is_fixed_and_assigning_it_says_so() -> None:
    t = tw.Table("tractor-4p", seat=1, seed=2)
    before = synced(t)
    with pytest.raises(tw.InputError, match=r"Table.seat is fixed .* tw.Table\(seat=2\)"):
        t.seat = 2
    assert t.seat == 1 and synced(t) == before


def test_tags_name_relations_from_the_learners_side() -> None:
    for seat in (0, 1):
        t = tw.Table("tractor-4p", seat=seat, seed=3)
        while t.position.declarer is None:
            assert act_for(t, bid_first=False).legal
        rnd = t.position
        for s in range(4):
            tags = getattr(t, f"_s{s}")["tags"]
            assert ("DECLARER" in tags) == (s == rnd.declarer)
            if s == seat:
                assert "YOU" in tags and "PARTNER" not in tags
            else:
                mine = s in rnd.partners(seat)
                assert ("PARTNER" in tags) == mine and ("OPPONENT" in tags) == (not mine)
    teacher = tw.Table("tractor-4p", seat=None, seed=3)
    while teacher.position.declarer is None:
        assert act_for(teacher).legal
    rnd = teacher.position
    for s in range(4):
        tags = teacher._s0["tags"] if s == 0 else getattr(teacher, f"_s{s}")["tags"]
        if s == rnd.declarer:
            assert tags == ["DECLARER"]
        elif s in rnd.declarers:
            assert tags == ["DECLARER'S SIDE"]
        else:
            assert tags == ["DEFENDER"]
        assert "PARTNER" not in tags and "YOU" not in tags


def test_the_status_line_says_when_the_friend_is_revealed() -> None:
    for seed in range(30):
        t = tw.Table("tractor-5p", seat=0, seed=seed, game=False)
        while t.position.phase != "done":
            settled = t.position.friend_settled
            assert act_for(t).legal
            rnd = t.position
            if not settled and rnd.friend_settled:
                if rnd.friend is None:
                    break  # the declarer played the called card: no friend to reveal
                who = "you" if rnd.friend == 0 else f"seat {rnd.friend}"
                assert "the called" in t.status and re.search(
                    rf"(?i)\b{who}\b[^.]*(revealed|are revealed)", t.status
                ), t.status
                assert "FRIEND" in getattr(t, f"_s{rnd.friend}")["tags"]
                return
    pytest.fail("no friend was revealed in 30 hands")


def test_the_panels_speak_to_the_learner() -> None:
    t = tw.Table("tractor-4p", seat=2, seed=12, game=False)
    while not t.position.tricks:
        assert act_for(t).legal
    rows = {r["seat"]: r["text"] for r in t.show_allowed()}
    assert rows[2].startswith("You")
    assert all(text.startswith(f"Seat {s}") for s, text in rows.items() if s != 2)
    assert not any(third_person_of(2).search(text) for text in rows.values())
    play_hand(t)
    panel = " ".join([t._end["levels"], *(s["text"] for s in t._end["steps"])])
    assert "you:" in t._end["levels"] and not third_person_of(2).search(panel)
    teacher = tw.Table("tractor-4p", seat=None, seed=12, game=False)
    while not teacher.position.tricks:
        assert act_for(teacher).legal
    assert not any(SECOND_PERSON.search(r["text"]) for r in teacher.show_allowed())
