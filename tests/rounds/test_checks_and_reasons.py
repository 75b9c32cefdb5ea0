"""What a round says: ``check`` and ``check_bid`` verdicts, each step's sentences (``said``),
bad input refused with a clear error, and counting words that read well."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tractor_engine as te
from tractor_engine.play.record import RecordError

from .round_support import assert_refused

ENGINE = Path(te.__file__).parent


def mixed_round(seed: int, preset: str = "tractor-4p") -> te.Round:
    rnd = te.Round(preset, seed=seed)
    return te.play_out(rnd, te.bots_named("mixed-uniform", rnd.players, seed))


# --- check and check_bid ------------------------------------------------------------------------


def test_check_returns_a_verdict():
    rnd = te.Round("tractor-4p", seed=1)
    seat = rnd.to_act
    bid = next(a for a in rnd.legal_actions().actions if a.type == "bid")
    verdict = rnd.check(bid)
    assert isinstance(verdict, te.Verdict) and verdict.legal and bool(verdict)
    assert verdict.reason.startswith(f"Seat {seat} shows")
    wrong = rnd.check(te.Pass((seat + 1) % 4))
    assert isinstance(wrong, te.Verdict) and not wrong.legal
    assert wrong.reason == f"It is seat {seat}'s turn, not seat {(seat + 1) % 4}'s."
    passing = rnd.check(te.Pass(seat))
    assert passing.legal and passing.reason.startswith(f"Seat {seat} passes (it could have shown")


def test_check_of_a_throw_that_will_fail_says_what_is_led_instead():
    played = mixed_round(7)
    thrown = next(t.attempted for t in played.tricks if t.attempted is not None)
    step = next(i for i, a in enumerate(played.actions) if a.type == "play" and a.cards == thrown)
    rnd = played.at(step)
    action = played.actions[step]
    assert [str(c) for c in action.cards] == ["2D", "2D", "8D", "JD"]
    verdict = rnd.check(action)
    assert verdict.legal
    assert "the throw fails: it will be taken back and 8♦ led instead" in verdict.reason
    assert rnd.state() == played.at(step).state()  # checking changed nothing


def test_check_bid_is_the_engines_bid_check():
    rnd = te.Round("tractor-4p", seed=1)
    seat = rnd.to_act
    held = rnd.legal_actions().actions[0].cards
    assert rnd.check_bid(seat, held).legal
    assert rnd.check_bid(seat, held).reason == rnd.check(te.Bid(seat, held)).reason
    other = "2S" if str(held[0]) != "2S" else "2H"
    refused = rnd.check_bid(seat, other)
    if te.parse_cards(other)[0] not in rnd.hands[seat]:
        assert not refused.legal and "holds no" in refused.reason
        supposed = rnd.check_bid(seat, other, if_held=True)
        assert supposed.legal, supposed.reason
    not_a_bid = rnd.check_bid(seat, "5S")
    assert not not_a_bid.legal and "not a bid" in not_a_bid.reason
    rnd.bid(held)
    rnd.deal_all()
    assert rnd.phase == "bury"
    closed = rnd.check_bid(0, "2S")
    assert not closed.legal and "No bid is possible now" in closed.reason


# --- said(step) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["tractor-4p", "tractor-5p"])
def test_every_step_is_said_in_the_third_person(preset):
    rnd = mixed_round(3, preset)
    seen: list[str] = []
    for step in range(rnd.step + 1):
        said = rnd.said(step)
        assert all(isinstance(s, str) and s for s in said)
        action = rnd.actions[step - 1] if step else None
        if action is not None and action.type in ("pass", "play"):
            assert said, (step, action)
        for sentence in said:
            assert not re.search(r"\b[Yy]ou(r)?\b", sentence), sentence
        seen += said
    assert rnd.said(0)[0].startswith(f"{preset}: {rnd.players} players")
    assert rnd.said(-1)[-1] == rnd.result.reason == rnd.said(rnd.step)[-1]
    assert all(line in seen for line in rnd.log)
    assert all(trick.reason in seen for trick in rnd.tricks)
    follows = [s for s in seen if re.match(r"Seat \d plays ", s)]
    assert follows and any(re.search(r"seat \d holds|Seat \d holds", s) for s in follows)
    with pytest.raises(ValueError, match="step must be from 0 to"):
        rnd.said(rnd.step + 1)


def test_said_is_the_same_after_a_replay():
    rnd = mixed_round(5)
    replay = te.Round.from_record(rnd.to_json())
    assert [replay.said(i) for i in range(replay.step + 1)] == [
        rnd.said(i) for i in range(rnd.step + 1)
    ]


# --- bad input: a clear error, nothing changed ---------------------------------------------------


def test_play_out_with_a_wrong_number_of_bots():
    rnd = te.Round("tractor-5p", seed=1)
    before = rnd.state()
    with pytest.raises(ValueError, match=r"one bot for each of the 5 seats.*not a list of 4"):
        te.play_out(rnd, te.bots_named("random", 4, 1))
    with pytest.raises(ValueError, match="seat 0 has no choose"):
        te.play_out(rnd, ["random"] * 5)
    assert rnd.state() == before


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tractor_engine", *args],
        capture_output=True,
        text=True,
        input=stdin,
        timeout=60,
    )


def test_replay_of_a_missing_or_malformed_file(tmp_path):
    missing = run_cli("replay", str(tmp_path / "missing.json"))
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr.count("\n") == 1 and "Traceback" not in missing.stderr
    assert "cannot read" in missing.stderr and "missing.json" in missing.stderr
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    malformed = run_cli("replay", str(bad))
    assert malformed.returncode == 2 and malformed.stderr.count("\n") == 1
    assert "is not JSON" in malformed.stderr and "Traceback" not in malformed.stderr
    refused = run_cli("replay", "-", stdin=json.dumps({"format": "tractor-round"}))
    assert refused.returncode == 1 and refused.stderr.startswith("refused: ")


BAD_SETUPS = [
    ("tractor-5p", {"levels": ["3"] * 5, "winners": [0, 1, 2, 3, 4]}, "cannot name every seat"),
    ("tractor-5p", {"winners": []}, "at least one seat"),
    ("tractor-5p", {"winners": [5]}, "a winner must be a seat from 0 to 4"),
    ("tractor-5p", {"starter": 1}, "give winners=, not starter="),
    ("tractor-4p", {"levels": ["3", "4", "5", "4"]}, "seats 0 and 2 are at 3 and 5"),
    ("tractor-4p", {"levels": ["3", "4", "3", "5"], "starter": 1}, "partners share"),
    ("tractor-4p", {"winners": [0, 2]}, "give starter=, not winners="),
    ("tractor-4p", {"levels": ["3"] * 3}, "one rank for each of the 4 seats"),
    ("tractor-4p", {"levels": ["3", "1", "3", "1"]}, "'1' is not a level"),
    ("tractor-4p", {"starter": 4}, "starter must be a seat"),
]


@pytest.mark.parametrize(("preset", "setup", "words"), BAD_SETUPS)
def test_round_refuses_the_setups_a_game_refuses(preset, setup, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        te.Round(preset, seed=1, **setup)
    if set(setup) == {"levels"}:
        with pytest.raises(ValueError, match=re.escape(words)):
            te.Game(preset, seed=1, levels=setup["levels"])


def test_levels_in_any_notation_of_ten():
    rnd = te.Round("tractor-4p", seed=1, levels=["T", 10, "t", "10"], starter=0)
    assert rnd.setup.levels == ("10",) * 4


def test_a_game_record_whose_round_has_other_rules():
    game = te.Game("tractor-4p", seed=2)
    game.play(te.bots_named("random", 4, 2), max_rounds=2)
    record = game.to_record()
    other = te.Game("tractor-4p", seed=2, start=False)
    other.rounds.append(te.Round(te.rules("tractor-4p", throw_penalty="none"), seed=5))
    record["rounds"][0] = other.rounds[0].to_record()
    with pytest.raises(RecordError, match="round 1: its rules differ from the game's") as info:
        te.Game.from_record(record)
    assert "throw_penalty=none" in info.value.reason and "level" not in info.value.reason
    five = te.Round("tractor-5p", seed=5).to_record()
    record["rounds"][0] = five
    with pytest.raises(RecordError, match="tractor-5p instead of tractor-4p"):
        te.Game.from_record(record)


# --- no import cycles -----------------------------------------------------------------------------


def imports_of(module: str) -> set[str]:
    """The engine modules ``module`` (a dotted path under the engine, ``"play.round"``) imports
    anywhere in its text, as dotted paths under the engine."""
    path = ENGINE.joinpath(*module.split(".")).with_suffix(".py")
    package = module.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level >= 1:
            base = package[: len(package) - (node.level - 1)]
            names = [node.module] if node.module else [a.name for a in node.names]
            for name in names:
                dotted = ".".join([*base, name])
                if ENGINE.joinpath(*dotted.split(".")).with_suffix(".py").exists():
                    found.add(dotted)
    return found


def test_record_round_and_game_do_not_import_each_other_in_a_circle():
    """Not even lazily: record.py imports neither, round.py not game.py."""
    assert imports_of("play.round") >= {"play.actions", "rulebook.scoring"}  # the walk sees them
    assert not {"play.round", "play.game"} & imports_of("play.record")
    assert "play.game" not in imports_of("play.round")
    modules = ("round", "game", "record", "round_types")
    for module in (
        *(f"play.{m}" for m in modules),
        "rulebook.scoring",
        "rulebook.bidding",
        "cards.deck",
    ):
        seen, todo = set(), [module]
        while todo:
            for dep in imports_of(todo.pop()) - seen:
                seen.add(dep)
                todo.append(dep)
        assert module not in seen, f"{module} imports itself through {sorted(seen)}"


# --- counting words -------------------------------------------------------------------------------

SLIPS = [
    r"\b1 (cards|points|levels|pairs|seats|copies|players|trumps)\b",
    r"\beach of the 1\b",
    r"\bany 1 card\b",
    r"\b1 other cards\b",
    r"\ba (8|A|11|18|80)\b",
    r"\ban ([2-79]|10|J|Q|K)\b",
]


def sentences_of(rnd: te.Round) -> list[str]:
    out = [s for step in range(rnd.step + 1) for s in rnd.said(step)]
    out += [s.text for s in rnd.result.steps]
    # The reasons of leads, throws, follows and tricks are lead.py's, follow.py's and
    # trick.py's (tests/engine sweeps those); this sweep is of what the round itself says.
    theirs = re.compile(r"^(Seat \d+ (leads|plays|throws)|Trick \d+)")
    return [s for s in out if not theirs.match(s)]


def test_counting_words_in_what_rounds_say():
    texts = []
    for seed in range(40):
        for preset in ("tractor-4p", "tractor-5p", "single-deck"):
            texts += sentences_of(mixed_round(seed, preset))
    levels = ["8", "A", "8", "A"]
    for rank in ("8", "A"):
        rnd = te.Round("tractor-4p", seed=3, levels=[rank] * 4, starter=0)
        texts.append(rnd.check_bid(0, "5S").reason)
        texts.append(rnd.check_bid(1, "5S").reason)
    texts.append(te.Round("tractor-4p", seed=3, levels=levels, starter=1).check_bid(0, "3S").reason)
    for points in range(0, 250, 5):
        for preset in ("tractor-4p", "tractor-5p", "single-deck"):
            if points + 5 > te.rules(preset).total_points:  # the kitty holds the 5♠
                continue
            for lead in (None, 1, 2):
                result = te.score_hand(preset, captured=points, kitty="5S", last_lead=lead)
                texts += [s.text for s in result.steps] + [result.reason]
    slips = [(p, t) for t in texts for p in SLIPS if re.search(p, t)]
    assert not slips, slips[:5]


def test_an_8_and_an_ace_in_bid_refusals():
    rnd = te.Round("tractor-4p", seed=3, levels=["8"] * 4, starter=0)
    assert "only an 8 (or two identical jokers)" in rnd.check_bid(1, "5S").reason
    rnd = te.Round("tractor-4p", seed=3, levels=["A"] * 4, starter=0)
    assert "only an A (or two identical jokers)" in rnd.check_bid(1, "5S").reason


def test_a_refused_bury_of_one_copy_reads_well():
    rnd = te.Round("tractor-4p", seed=1)
    rnd.bid(rnd.legal_actions().actions[0].cards)
    rnd.deal_all()
    assert rnd.phase == "bury"
    seat = rnd.to_act
    hand = rnd.hands[seat]
    single = next(c for c in hand if hand.count(c) == 1)
    rest = [c for c in hand if c is not single][:6]
    assert_refused(rnd, te.Bury(seat, [single, single, *rest]), f"holds only one {single.symbol}")


def test_cards_held_counts_each_hand_as_it_shrinks() -> None:
    rnd = te.Round("tractor-4p", seed=3)
    te.play_out(rnd, te.bots_named("random", 4, seed=3))
    for step in (0, rnd.step // 3, 2 * rnd.step // 3, rnd.step):
        pos = rnd.at(step)
        assert [pos.cards_held(s) for s in range(4)] == [len(h) for h in pos.hands]
