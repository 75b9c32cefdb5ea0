"""Round and game records: written, read, replayed, and malformed ones refused with the step."""

from __future__ import annotations

import copy
import json

import pytest

from tractor_engine.play.bots import bots_named, play_out
from tractor_engine.play.game import Game
from tractor_engine.play.record import VERSION, RecordError
from tractor_engine.play.round import Round, arrange_deck


@pytest.fixture(scope="module")
def finished():
    rnd = Round("tractor-5p", seed=21)
    return play_out(rnd, bots_named("random", 5, 21))


def test_record_is_json_with_the_documented_fields(finished):
    record = json.loads(finished.to_json())
    assert record["format"] == "tractor-round" and record["version"] == VERSION
    assert record["rules"] == {"preset": "tractor-5p", "options": {}}
    assert record["seed"] == 21 and record["deck"] is None
    assert set(record["setup"]) == {"levels", "winners", "starter", "dealer"}
    assert {a["type"] for a in record["actions"]} >= {"pass", "bid", "bury", "call", "play"}
    assert record["final"]["phase"] == "done"


def test_record_replays_every_state(finished):
    replay = Round.from_record(finished.to_json())
    assert replay.state() == finished.state()
    assert replay.log == finished.log
    middle = finished.at(len(finished.actions) // 2)
    again = Round.from_record(middle.to_record())
    assert again.state() == middle.state()


def test_record_with_options_and_a_deck():
    from tractor_engine.rulebook.rulesets import rules

    ruleset = rules("tractor-4p", tractor_follow="must-tractor", throw_penalty="none")
    deck = arrange_deck(ruleset, {0: ["2S"]}, seed=4)
    rnd = play_out(Round(ruleset, deck=deck), bots_named("random", 4, 4))
    record = rnd.to_record()
    assert record["deck"].split()[0] == "2S" and record["seed"] is None
    assert record["rules"]["options"] == {"tractor_follow": "must-tractor", "throw_penalty": "none"}
    assert Round.from_record(json.dumps(record)).state() == rnd.state()


def tampered(record, path, value):
    data = copy.deepcopy(record)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


def first_index(record, kind):
    return next(i for i, a in enumerate(record["actions"]) if a["type"] == kind)


CASES = [
    ("not json", lambda r: "{not json", None, "not JSON"),
    ("a list", lambda r: [], None, "JSON object"),
    ("format", lambda r: tampered(r, ["format"], "chess"), None, "format must be"),
    ("version", lambda r: tampered(r, ["version"], 99), None, "version 99 is not supported"),
    ("no actions", lambda r: tampered(r, ["actions"], KeyError), None, "needs the field 'actions'"),
    ("extra field", lambda r: tampered(r, ["colour"], "red"), None, "no field 'colour'"),
    ("preset", lambda r: tampered(r, ["rules", "preset"], "bridge"), None, "unknown preset"),
    ("option", lambda r: tampered(r, ["rules", "options"], {"speed": 3}), None, "unknown option"),
    ("levels", lambda r: tampered(r, ["setup", "levels"], ["2"]), None, "one rank for each"),
    ("winner", lambda r: tampered(r, ["setup", "winners"], [9]), None, "seat from 0 to 4"),
    ("no seed", lambda r: tampered(r, ["seed"], None), None, "needs a seed or a deck"),
    ("deck", lambda r: tampered(r, ["deck"], "3D 3D"), None, "the deck must hold every card"),
    ("actions type", lambda r: tampered(r, ["actions"], {}), None, "actions must be a list"),
    (
        "action kind",
        lambda r: tampered(r, ["actions", 0, "type"], "fold"),
        1,
        "unknown action type",
    ),
    ("action field", lambda r: tampered(r, ["actions", 0, "cards"], "2S"), 1, "no field 'cards'"),
    ("action seat", lambda r: tampered(r, ["actions", 0, "seat"], -1), 1, "a seat is"),
    (
        "wrong turn",
        lambda r: tampered(r, ["actions", 0, "seat"], (r["actions"][0]["seat"] + 1) % 5),
        1,
        "turn",
    ),
    (
        "bad card",
        lambda r: tampered(r, ["actions", first_index(r, "bury"), "cards"], "XX"),
        "bury",
        "not a card",
    ),
    (
        "short bury",
        lambda r: tampered(r, ["actions", first_index(r, "bury"), "cards"], "3S"),
        "bury",
        "Bury exactly 8 cards",
    ),
    (
        "trump call",
        lambda r: tampered(r, ["actions", first_index(r, "call"), "card"], "BJ"),
        "call",
        "is a trump",
    ),
    ("final points", lambda r: tampered(r, ["final", "defender_points"], 9999), "end", "9999"),
    ("final phase", lambda r: tampered(r, ["final", "phase"], "play"), "end", "phase"),
]


@pytest.mark.parametrize(("name", "make", "step", "words"), CASES, ids=[c[0] for c in CASES])
def test_malformed_records_are_refused_with_step_and_reason(finished, name, make, step, words):
    record = finished.to_record()
    bad = make(record)
    with pytest.raises(RecordError) as info:
        Round.from_record(
            bad if isinstance(bad, str) else json.dumps(bad) if name != "a list" else bad
        )
    error = info.value
    assert words in error.reason, error.reason
    if step == "bury":
        step = first_index(record, "bury") + 1
    elif step == "call":
        step = first_index(record, "call") + 1
    elif step == "end":
        step = len(record["actions"])
    assert error.step == step
    assert str(error).startswith("record")


def test_an_illegal_play_in_a_record_names_its_step(finished):
    record = finished.to_record()
    plays = [i for i, a in enumerate(record["actions"]) if a["type"] == "play"]
    # Swap two players' plays in the first trick: the second no longer holds its cards.
    i = plays[1]
    record["actions"][i]["cards"] = record["actions"][plays[0]]["cards"]
    with pytest.raises(RecordError) as info:
        Round.from_record(record)
    assert info.value.step == i + 1
    assert "does not replay" in info.value.reason


def test_game_record_round_trip_and_refusal():
    game = Game("tractor-4p", seed=8)
    game.play(bots_named("random", 4, 8), max_rounds=5)
    record = game.to_record()
    replay = Game.from_record(json.dumps(record))
    assert [r.state() for r in replay.rounds] == [r.state() for r in game.rounds]
    assert replay.levels == game.levels
    if len(record["rounds"]) > 1:
        bad = copy.deepcopy(record)
        bad["rounds"][1]["setup"]["levels"] = ["A", "A", "A", "A"]
        with pytest.raises(RecordError, match="round 2"):
            Game.from_record(bad)
    with pytest.raises(RecordError, match="non-empty list"):
        Game.from_record({**record, "rounds": []})
