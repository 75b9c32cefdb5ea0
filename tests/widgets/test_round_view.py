"""RoundView, Python side: steps, validation, the view against the engine, records in and out."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import _round_facts
from tractor_widgets.round_view import as_round

from .page import page


def played(rules: str, seed: int, bots: str = "greedy") -> te.Round:
    rnd = te.Round(rules, seed=seed)
    te.play_out(rnd, te.bots_named(bots, rnd.players, seed))
    return rnd


@pytest.fixture(scope="module")
def r4() -> te.Round:
    return played("tractor-4p", 11)


@pytest.fixture(scope="module")
def r5() -> te.Round:
    return played("tractor-5p", 7)


def hand_cards(seat_view: dict[str, Any]) -> list[str]:
    return [c.rstrip("*") for g in seat_view.get("groups", []) for c in g["cards"].split()]


# --- inputs ---------------------------------------------------------------------------------


def test_round_record_dict_and_json_give_the_same_view(r4: te.Round) -> None:
    views = [
        tw.RoundView(r4, step=20),
        tw.RoundView(r4.to_record(), step=20),
        tw.RoundView(r4.to_json(), step=20),
    ]
    assert views[0]._view == views[1]._view == views[2]._view
    assert views[0].total == r4.step
    assert views[0].record == r4.to_record()
    assert json.loads(views[0].to_json()) == r4.to_record()
    again = tw.RoundView(views[0].to_json())
    assert again.round.state() == r4.state()


def test_the_view_keeps_its_own_copy_of_a_round() -> None:
    rnd = te.Round("tractor-4p", seed=3)
    view = tw.RoundView(rnd)
    total = view.total
    te.play_out(rnd, te.bots_named("greedy", 4, 3))
    assert view.total == total


@pytest.mark.parametrize(
    ("value", "words"),
    [(42, "te.Round"), ({"format": "nope"}, "format"), ("not json", "not JSON")],
)
def test_bad_inputs_are_refused_with_a_reason(value: Any, words: str) -> None:
    with pytest.raises(tw.InputError, match=words):
        tw.RoundView(value)


def test_a_record_that_does_not_replay_names_the_step(r4: te.Round) -> None:
    record = r4.to_record()
    record["actions"][5] = {"type": "play", "seat": 0, "cards": "BJ BJ BJ"}
    record.pop("final")
    with pytest.raises(tw.InputError, match="record step 6"):
        tw.RoundView(record)


def test_trump_and_rules_come_from_the_round(r5: te.Round) -> None:
    view = tw.RoundView(r5)
    assert view.rules == r5.rules and view.trump == str(r5.trump)
    with pytest.raises(TypeError, match="unexpected keyword argument 'trump'"):
        tw.RoundView(r5, trump="2H")


# --- steps ----------------------------------------------------------------------------------


def test_step_validation_refuses_out_of_range(r4: te.Round) -> None:
    view = tw.RoundView(r4, step=5)
    for bad in (-1, r4.step + 1, 10_000):
        with pytest.raises(tw.InputError, match="out of range") as info:
            view.step = bad
        assert f"0 (before the first action) to {r4.step}" in str(info.value)
        assert view.step == 5
    with pytest.raises(tw.InputError):
        tw.RoundView(r4, step=r4.step + 1)
    with pytest.raises(ValueError):
        view.step = "3"  # type: ignore[assignment]


def test_navigation_methods(r4: te.Round) -> None:
    view = tw.RoundView(r4)
    assert view.back().step == 0
    assert view.forward().forward().step == 2
    assert view.last().step == r4.step
    assert view.forward().step == r4.step
    assert view.go(-2).step == r4.step - 1
    assert view.first().step == 0
    assert view.action is None
    view.step = 3
    assert view.action == r4.actions[2]


def test_page_go_messages_move_the_step_and_bad_ones_are_ignored(r4: te.Round) -> None:
    view = tw.RoundView(r4)
    assert page(view, type="go", step=9) == [{"type": "ack", "seq": 1}]
    assert view.step == 9
    for bad in (-1, r4.step + 1, "5", True, None, 2.5):
        assert page(view, type="go", step=bad) == [{"type": "ack", "seq": 1}]
        assert view.step == 9
    page(view, type="go", step=r4.step)
    assert view.step == r4.step


# --- the view matches the engine ----------------------------------------------------------------


@pytest.mark.parametrize("rules_seed", [("tractor-4p", 11), ("tractor-5p", 7), ("single-deck", 4)])
def test_view_matches_the_engine_at_every_step(rules_seed: tuple[str, int]) -> None:
    rnd = played(*rules_seed)
    view = tw.RoundView(rnd)
    for step in range(0, rnd.step + 1):
        view.step = step
        pos = rnd.at(step)
        v = view._view
        assert v["step"] == step and v["total"] == rnd.step and v["phase"] == pos.phase
        for seat, sv in enumerate(v["seats"]):
            assert sorted(hand_cards(sv)) == sorted(str(c) for c in pos.hands[seat])
            assert sv["count"] == len(pos.hands[seat])
            assert sv["points"] == pos.captured[seat]
            assert ("DECLARER" in sv["tags"]) == (seat == pos.declarer)
            assert ("TO ACT" in sv["tags"]) == (seat == pos.to_act)
        if pos.trick:
            on_table = {
                sv["seat"]: [c.rstrip("*") for c in sv["play"].split()]
                for sv in v["seats"]
                if "play" in sv
            }
            assert on_table == {s: [str(c) for c in cs] for s, cs in pos.trick}
        facts = {f["k"]: f["v"] for f in v["facts"]}
        if pos.trump is not None:
            assert facts["Trump"] == pos.trump.describe()
        if pos.phase in ("play", "done"):
            points = sum(pos.captured[s] for s in pos.defenders)
            assert facts["Defenders"].endswith(f"{points} points")
        assert ("result" in v) == (pos.result is not None)
    assert v["result"] == rnd.result.reason


def test_sentences_are_the_engines(r5: te.Round) -> None:
    view = tw.RoundView(r5)
    log_seen: list[str] = []
    tricks_seen = 0
    for step in range(1, r5.step + 1):
        view.step = step
        pos = r5.at(step)
        said = view.said
        assert said, step
        log_seen += [s for s in said if s in pos.log]
        if len(pos.tricks) > tricks_seen:
            tricks_seen = len(pos.tricks)
            assert pos.tricks[-1].reason in said
    assert said[-1] == r5.result.reason
    # every logged sentence but the "buries 8 cards" one (which names the cards instead) is said
    missing = [s for s in r5.log if s not in log_seen]
    assert all("buries" in s for s in missing), missing


def test_a_pass_says_what_could_have_been_bid() -> None:
    rnd = te.Round("tractor-4p", seed=1)
    rnd.pass_()
    view = tw.RoundView(rnd, step=1)
    assert view.said[0].startswith(f"Seat {rnd.actions[0].seat} passes (it could have shown ")


def test_bids_stand_on_the_table_while_dealing(r5: te.Round) -> None:
    view = tw.RoundView(r5, step=1)
    bid = r5.at(1).standing_bid
    seat = view._view["seats"][bid.seat]
    assert seat["play_tag"] == "BID STANDS"
    assert [c.rstrip("*") for c in seat["play"].split()] == [str(c) for c in bid.cards]
    facts = {f["k"]: f["v"] for f in view._view["facts"]}
    assert facts["Standing bid"].startswith(te.cards.card.symbols(bid.cards))


def test_finished_trick_stays_on_the_table_with_its_winner(r4: te.Round) -> None:
    view = tw.RoundView(r4)
    pos = None
    for step in range(r4.step + 1):
        pos = r4.at(step)
        if pos.phase == "play" and pos.tricks and not pos.trick:
            view.step = step
            break
    trick = pos.tricks[-1]
    winners = [s["seat"] for s in view._view["seats"] if s.get("winner")]
    assert winners == [trick.winner]
    assert view._view["trick_label"] == f"Trick {trick.number + 1}: won by seat {trick.winner}"


def test_face_down_sends_no_card_of_the_hidden_seats(r5: te.Round) -> None:
    view = tw.RoundView(r5, step=40, face_down=[0, 1])
    for sv in view._view["seats"][:2]:
        assert sv.get("hidden") and "groups" not in sv
    assert all("groups" in sv for sv in view._view["seats"][2:])
    hidden = tw.RoundView(r5, step=40, face_down=True)
    assert hidden.face_down == [0, 1, 2, 3, 4]
    assert all("groups" not in sv for sv in hidden._view["seats"])
    assert hidden._view["kitty"].get("backs") == 8  # buried by a hidden declarer
    hidden.last()
    assert len(hidden._view["kitty"]["cards"].split()) == 8  # the kitty shows at the end
    with pytest.raises(tw.InputError, match="not a seat"):
        tw.RoundView(r5, face_down=[5])


def test_faces_are_sent_once_and_trumps_travel_with_the_cards(r4: te.Round) -> None:
    view = tw.RoundView(r4, step=3)
    shown = {c for sv in view._view["seats"] for c in hand_cards(sv)}
    assert shown <= set(view._faces) and len(view._faces) == 55  # the 54 cards and "*"
    assert "faces" not in view._view
    rank, _symbol, key, name = view._faces["BJ"].split("|")
    assert (rank, key, name) == ("BIG", "BJ", "big joker")
    pos = view.position
    order = _round_facts.round_order(pos)
    for sv in view._view["seats"]:
        for g in sv.get("groups", []):
            for tok in g["cards"].split():
                card = te.parse_cards(tok.rstrip("*"))[0]
                assert tok.endswith("*") == order.is_trump(card)
    sent: list[dict[str, Any]] = []
    view._send = lambda msg, buffers=None: sent.append(msg)
    page(view, type="go", step=4)
    updates = [m for m in sent if m.get("method") == "update"]
    assert len(updates) == 1 and set(updates[0]["state"]) == {"step", "_view"}
    sent.clear()
    view.forward()
    updates = [m for m in sent if m.get("method") == "update"]
    assert len(updates) == 1 and "_faces" not in updates[0]["state"]


def test_static_picture_names_the_step_and_the_sentence(r4: te.Round) -> None:
    view = tw.RoundView(r4, step=10)
    html = view._static_html()
    assert f"Step 10 of {r4.step}" in html
    assert "Seat 0:" in html
    data, _ = view._repr_mimebundle_()
    assert "tw-round-view-static" in data["text/html"]


def test_as_round_accepts_rounds_and_records(r4: te.Round) -> None:
    assert as_round(r4).state() == r4.state()
    assert as_round(r4.to_json()).state() == r4.state()


@pytest.mark.notebook
def test_round_view_adds_at_most_40_kb_to_a_saved_notebook() -> None:
    from .test_saved_size import LIMIT, saved_size

    base = saved_size(["import tractor_widgets as tw"])
    code = (
        "import tractor_engine as te\n"
        'r = te.Round("tractor-5p", seed=7)\n'
        'te.play_out(r, te.bots_named("greedy", 5, 7))\n'
        "tw.RoundView(r, step=4)"  # the most cards face up: 5 hands of 20 and the kitty
    )
    size = saved_size(["import tractor_widgets as tw", code]) - base
    assert size <= LIMIT, size


def test_a_failed_throw_is_told_once_with_the_engines_reason() -> None:
    rnd = played("tractor-4p", 3, bots="uniform")  # throws at random: some fail
    view = tw.RoundView(rnd).find("throws")
    pos = view.position
    (sentence,) = view.said
    assert sentence in pos.log and "The throw fails" in sentence
    assert list(pos.trick[0][1]) != list(view.action.cards)  # something else was led instead
