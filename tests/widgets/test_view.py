"""What the page receives: every widget's ``_view`` has the keys its TypedDict names (each
TypedDict beside its widget; ``tractor_widgets._view`` holds what they share), cards have one
face format, seats one layout, sizes are validated, and page messages reach only the handlers
in a widget's table."""

from __future__ import annotations

import json
import typing
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import (
    _felt,
    _view,
    exercise,
    hand_viewer,
    legal_play,
    lessons,
    round_view,
    score_calculator,
    tractor_detector,
    trick_view,
)
from tractor_widgets._base import TractorWidget
from tractor_widgets.table import view as table_view

from .page import page

HAND = "3D 4D 5D AD AD 9S 9S KC 2H"
LEAD = "7D 7D 8D 8D"

WIDGETS = {
    hand_viewer.HandViewerView: lambda: tw.HandViewer(cards="BJ SJ 2H 3D 3D 9S", caption="hand"),
    legal_play.LegalPlayView: lambda: tw.LegalPlayHighlighter(hand=HAND, lead=LEAD),
    tractor_detector.TractorDetectorView: lambda: tw.TractorDetector(cards="4C 4C 5C 5C 9S 9S"),
    score_calculator.ScoreCalculatorView: lambda: tw.ScoreCalculator(captured_points=40),
    trick_view.TrickViewView: lambda: tw.TrickView(plays=["7D", "8D"], leader=2),
    exercise.ExerciseView: lambda: tw.lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p"),
    round_view.RoundViewView: lambda: tw.RoundView(te.Round("tractor-4p", seed=1)),
    table_view.TableView: lambda: tw.Table("tractor-4p", seat=0, seed=1),
}
NO_SCALE = (round_view.RoundViewView, table_view.TableView)


def _check(value: Any, shape: Any, where: str) -> None:
    """``value`` has the shape of a TypedDict / list / plain type annotation."""
    origin = typing.get_origin(shape)
    if typing.is_typeddict(shape):
        assert isinstance(value, dict), where
        hints = typing.get_type_hints(shape)
        missing = shape.__required_keys__ - value.keys()
        assert not missing, f"{where}: missing {sorted(missing)}"
        extra = value.keys() - hints.keys()
        assert not extra, f"{where}: keys the TypedDict does not name: {sorted(extra)}"
        for key, item in value.items():
            _check(item, hints[key], f"{where}.{key}")
    elif origin is dict:
        assert isinstance(value, dict), where
        key_shape, item_shape = typing.get_args(shape)
        for key, item in value.items():
            _check(key, key_shape, f"{where} key {key!r}")
            _check(item, item_shape, f"{where}[{key!r}]")
    elif origin is list:
        assert isinstance(value, list), where
        (inner,) = typing.get_args(shape)
        for k, item in enumerate(value):
            _check(item, inner, f"{where}[{k}]")
    elif origin is typing.Literal:
        assert value in typing.get_args(shape), where
    elif origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        args = typing.get_args(shape)
        assert any(_fits(value, a) for a in args), f"{where}: {value!r} is not {shape}"
    else:
        assert isinstance(value, shape) and not (shape is int and isinstance(value, bool)), (
            f"{where}: {value!r} is not {shape}"
        )


def _fits(value: Any, shape: Any) -> bool:
    try:
        _check(value, shape, "")
    except AssertionError:
        return False
    return True


@pytest.mark.parametrize("shape", list(WIDGETS), ids=lambda s: s.__name__)
def test_each_view_type_sits_beside_its_widget(shape: Any) -> None:
    # the TypedDict of a widget's _view is defined in its module (or in its package)
    widget = type(WIDGETS[shape]())
    assert shape.__module__.split(".")[:2] == widget.__module__.split(".")[:2]
    assert shape.__module__ != _view.__name__


@pytest.mark.parametrize("shape", list(WIDGETS), ids=lambda s: s.__name__)
def test_every_view_has_the_shape_its_typeddict_names(shape: Any) -> None:
    widget = WIDGETS[shape]()
    _check(widget._view, shape, shape.__name__)


def test_the_shape_check_catches_a_missing_or_unnamed_key() -> None:
    view = dict(tw.TrickView(plays=["7D"])._view)
    with pytest.raises(AssertionError, match="does not name"):
        _check({**view, "surprise": 1}, trick_view.TrickViewView, "v")
    del view["reason"]
    with pytest.raises(AssertionError, match="missing"):
        _check(view, trick_view.TrickViewView, "v")


def test_the_shape_check_catches_wrong_keys_deep_in_the_new_views() -> None:
    """The checks below can fail: a key too many or too few in a nested part, a wrong type, a
    non-empty dict where ``NoView`` is all that may come."""
    ex = tw.lessons.follow(HAND, LEAD, trump="2C", rules="tractor-5p")
    view = json_copy(ex._view)
    view["groups"][0]["cards"][0]["surprise"] = 1
    with pytest.raises(AssertionError, match=r"groups\[0\]\.cards\[0\].*does not name"):
        _check(view, exercise.ExerciseView, "v")
    rv = tw.RoundView(te.Round("tractor-4p", seed=1), step=0)
    view = json_copy(rv._view)
    del view["seats"][1]["tags"]
    with pytest.raises(AssertionError, match=r"seats\[1\]: missing \['tags'\]"):
        _check(view, round_view.RoundViewView, "v")
    view = json_copy(rv._view)
    view["groups"]["T"] = 1
    with pytest.raises(AssertionError, match="is not"):
        _check(view, round_view.RoundViewView, "v")
    t = tw.Table("tractor-4p", seat=None, seed=7)
    with pytest.raises(AssertionError):
        _check({"id": 1}, table_view.TABLE_TRAITS["_tick"], "_tick")
    with pytest.raises(AssertionError):
        _check({**t._controls, "kind": 3}, table_view.TableControls, "_controls")
    _check(t._s4, table_view.TABLE_TRAITS["_s4"], "_s4")  # a 4-player table's fifth seat: empty
    assert t._s4 == {}


# --- Exercise, RoundView and Table, in many positions -------------------------------------------


def json_copy(value: Any) -> Any:
    return json.loads(json.dumps(value))


def exercises() -> dict[str, Any]:
    """Exercises of every kind the lessons build (select, choice, select-and-choose), with and
    without a lead, context, options and a trump mark."""
    L = tw.lessons
    return {
        "follow-5p": L.follow(HAND, LEAD, trump="2C", rules="tractor-5p"),
        "follow-4p": L.follow("3H 3H 4H 9S BJ", "7H 7H", trump="2H", rules="tractor-4p"),
        "must": L.must(HAND, LEAD, trump="2C", rules="tractor-5p"),
        "combination": L.combination(
            "3H 3H 4H 4H 6H 6H 9S KS", "tractor", trump="5H", rules="tractor-4p"
        ),
        "combination-pair": L.combination("9S 9S KS 3D", "pair", trump="2H", rules="tractor-5p"),
        "trumps": L.trumps("BJ 10S 10H 5H 3C", trump="10NT", rules="tractor-4p"),
        "points": L.points("5H 10S KD 3C QC", trump="2H", rules="tractor-4p"),
        "winner": L.winner(["7D 7D", "8D 9D", "2H 2H", "AD AD"], trump="2H", rules="tractor-4p"),
        "failed-throw": L.failed_throw(
            "KS QS QS", {1: "AS AS 3S", 2: "5D", 3: "9H"}, trump="2H", rules="tractor-4p"
        ),
        "ask": L.ask(
            "How many points are in the kitty?",
            ["10", "20", "25"],
            te.card_points(te.parse_cards("5H 10S 5D")),
            "5 + 10 + 5",
            trump="2H",
            rules="tractor-4p",
            cards="5H 10S 5D",
        ),
        "ask-no-cards": L.ask(
            "Who plays next?",
            ["seat 1", "seat 3"],
            "seat 1",
            "Play goes on.",
            trump="2H",
            rules="tractor-4p",
        ),
    }


@pytest.mark.parametrize("name", list(exercises()))
def test_every_exercise_state_has_the_shape_its_typeddict_names(name: str) -> None:
    ex = exercises()[name]
    seen = set()

    def check(what: str) -> None:
        _check(ex._view, exercise.ExerciseView, f"{name} {what} _view")
        _check(ex._status, exercise.ExerciseStatus, f"{name} {what} _status")
        seen.add(ex._status["state"])

    check("new")
    ex.check_answer()  # nothing selected or chosen
    check("empty check")
    if ex.options:
        ex.chosen = len(ex.options) - 1
    if ex.cards:
        ex.selected = [0]
    ex.check_answer()
    check("answered")
    ex.reset()
    check("reset")
    ex.reveal()
    check("revealed")
    ex.scale = 1.5
    check("scaled")
    assert ex.solved or "wrong" in seen or "none" in seen
    assert "shown" in seen or ex.answer is None


def played_round(rules: str, seed: int) -> te.Round:
    rnd = te.Round(rules, seed=seed)
    te.play_out(rnd, te.bots_named("greedy", rnd.players, seed))
    return rnd


@pytest.mark.parametrize(("rules", "seed"), [("tractor-4p", 11), ("tractor-5p", 7)])
def test_a_round_view_at_every_step_has_the_shape_its_typeddict_names(
    rules: str, seed: int
) -> None:
    rv = tw.RoundView(played_round(rules, seed))
    _check(rv._faces, _felt.Faces, "_faces")
    assert len(rv._faces) == 55  # the 54 cards and "*", the trump label
    phases = set()
    for step in range(rv.total + 1):
        rv.step = step
        _check(rv._view, round_view.RoundViewView, f"step {step}")
        phases.add(rv._view["phase"])
    assert phases == {"deal", "bury", "call", "play", "done"} or rules == "tractor-4p"
    assert "result" in rv._view
    rv.face_down = [1, 2]  # hidden hands and, mid-round, the kitty face down
    for step in range(0, rv.total, 7):
        rv.step = step
        _check(rv._view, round_view.RoundViewView, f"face down, step {step}")


def check_table(t: tw.Table, where: str) -> None:
    for name, shape in table_view.TABLE_TRAITS.items():
        _check(getattr(t, name), shape, f"{where}: {name}")


def test_a_table_through_a_whole_hand_has_the_shapes_its_typeddicts_name() -> None:
    t = tw.Table("tractor-5p", seat=None, seed=7)
    check_table(t, "new")
    assert len(t._faces) == 55  # the 54 cards and "*", the trump label
    actions = 0
    kinds = set()
    while t.position.phase != "done":
        kinds.add(t._controls["kind"])
        verdict = t.main_action()  # with nothing selected: refused, the status says why
        check_table(t, f"action {actions}, refused")
        if not verdict.legal:
            t.hint()
            check_table(t, f"action {actions}, hint")
            verdict = t.main_action()
        if not verdict.legal:
            verdict = t.pass_()
        assert verdict.legal, (verdict.reason, t._controls)
        actions += 1
        check_table(t, f"action {actions}")
        if t.position.tricks and not t._allowed:
            t.show_allowed()  # open from the first finished trick on: recomputed every step
            assert t._allowed["rows"]
        t.advance()
        check_table(t, f"action {actions}, advanced")
        assert actions < 300
    assert {"bid", "bury", "call", "lead", "follow"} <= kinds
    assert t._end["steps"] and t._controls["kind"] == "done"
    assert t.next_hand().legal
    check_table(t, "next hand")


def test_a_paced_table_and_a_learners_table_have_the_same_shapes() -> None:
    paced = tw.Table("tractor-4p", seat=None, seed=7, pace=0.5)
    check_table(paced, "paced")
    assert paced._tick["ms"] > 0
    learner = tw.Table("tractor-4p", seat=0, seed=7)  # the bots' hands face down
    check_table(learner, "learner")
    assert learner._s1.get("hidden") is True


def test_one_card_face_for_every_card() -> None:
    order = te.order("2H", "tractor-4p")
    faces = {str(c): _view.card_face(c, order) for c in te.parse_cards("10H 10S BJ SJ")}
    assert faces["10S"] == {"c": "10S", "r": "10", "s": "♠", "k": "S", "n": "10 of spades"}
    assert faces["10H"]["t"] == 1
    assert (faces["BJ"]["r"], faces["BJ"]["s"], faces["BJ"]["k"]) == ("BIG", "JOKER", "BJ")
    assert (faces["SJ"]["r"], faces["SJ"]["n"]) == ("SMALL", "small joker")
    assert "t" not in _view.card_face(te.parse_cards("10H")[0], None)


def test_cards_view_keeps_given_indices_and_states() -> None:
    order = te.order("2H", "tractor-4p")
    cards = _view.cards_view(["9S", "3D"], order, indices=[4, 1], states=["may", "must"])
    assert [(c["c"], c["i"], c["st"]) for c in cards] == [("9S", 4, "may"), ("3D", 1, "must")]


def test_grouped_sorts_by_the_trump_and_keeps_hand_indices() -> None:
    hand = ["3D", "BJ", "9S", "3D", "2H"]
    groups = _view.grouped(hand, te.order("2H", "tractor-4p"))
    assert [g["g"] for g in groups] == ["T", "S", "D"]
    assert groups[0]["trump"] == 1 and "trump" not in groups[1]
    assert [c["c"] for c in groups[0]["cards"]] == ["BJ", "2H"]
    assert [c["i"] for c in groups[2]["cards"]] == [0, 3]
    assert [g["count"] for g in groups] == [2, 1, 2]


def test_hand_indices_gives_duplicates_distinct_indices() -> None:
    assert _view.hand_indices(["3D", "9S", "3D"], ["3D", "3D", "9S"]) == [0, 2, 1]
    assert _view.hand_indices(["3D"], te.parse_cards("3D")) == [0]
    with pytest.raises(ValueError, match="not in the hand"):
        _view.hand_indices(["3D", "9S"], ["3D", "3D"])


def test_copy_check_is_the_engines() -> None:
    with pytest.raises(tw.InputError, match=r"3♦ appears 3 times in the hand and the lead"):
        _view.check_copies(te.rules("tractor-4p"), [("the hand", "3D 3D"), ("the lead", "3D")])
    _view.check_copies(te.rules("tractor-4p"), [("the hand", "3D 3D")])


# --- the table ---------------------------------------------------------------------------------


def test_four_players_sit_counter_clockwise_five_clockwise() -> None:
    four, five = _view.seat_layout(4), _view.seat_layout("tractor-5p")
    assert four.direction == "counter-clockwise" and five.direction == "clockwise"
    # from seat 0 at the bottom, the next seat to play sits on the right for four players
    # (counter-clockwise seen from above) and on the left for five (clockwise)
    assert four.places == ("b", "r", "t", "l")
    assert four.names == ("South", "East", "North", "West")
    assert five.places == ("b", "l", "tl", "tr", "r")
    assert five.names[0] == "South" and five.names[1] == "West"
    assert _view.seat_layout(te.rules("tractor-4p")) is four
    with pytest.raises(ValueError, match="4 or 5"):
        _view.seat_layout(3)


@pytest.mark.parametrize("rules", ["tractor-4p", "tractor-5p"])
def test_trick_view_draws_its_presets_direction(rules: str) -> None:
    w = tw.TrickView(plays=["7D", "8D", "9D"], leader=0, rules=rules)
    layout = _view.seat_layout(rules)
    seats = w._view["seats"]
    assert [s["pos"] for s in seats] == list(layout.places)
    assert [s["name"] for s in seats] == list(layout.names)
    assert w._view["direction"] == f"Play goes {layout.direction}"
    assert w.result.reason.startswith(layout.names[2])  # the 9D, played third, wins


# --- scale -------------------------------------------------------------------------------------


class AnyOtherWidget(TractorWidget):
    """Stands for the widgets other modules build on the base (Exercise, RoundView, Table)."""

    def _compute_view(self) -> dict[str, Any]:
        return {"four_color": self.four_color}


SCALED = [make for shape, make in WIDGETS.items() if shape not in NO_SCALE]


@pytest.mark.parametrize("make", [*SCALED, AnyOtherWidget])
def test_every_widget_takes_a_scale(make: Any) -> None:
    w = make()
    assert w.scale is None and "scale" not in w._view
    w.scale = 1.5
    assert w._view["scale"] == 1.5
    w.scale = None
    assert "scale" not in w._view


def test_round_view_and_table_redraw_at_their_scale() -> None:
    # The Table's page reads its look (four colours, size) from _info, RoundView from _view.
    view = tw.RoundView(lessons.played_round("tractor-4p", seed=1), scale=2)
    assert view._view["scale"] == 2
    view.scale = 1.25
    assert view._view["scale"] == 1.25
    table = tw.Table("tractor-4p", seat=None, seed=1, scale=1.5)
    assert table._info["scale"] == 1.5
    table.scale = None
    assert "scale" not in table._info


@pytest.mark.parametrize("bad", [0.5, 3.5, -1, 0])
def test_scale_outside_the_range_is_refused_and_kept(bad: float) -> None:
    w = tw.HandViewer(cards="3D", scale=2)
    with pytest.raises(ValueError, match=r"scale=.*from 0.75 to 3"):
        w.scale = bad
    assert w.scale == 2 and w._view["scale"] == 2
    with pytest.raises(ValueError, match="scale"):
        tw.TrickView(scale=bad)


def test_scale_is_a_number() -> None:
    for bad in ("big", True, [1]):
        with pytest.raises(ValueError, match="scale"):
            tw.ScoreCalculator(scale=bad)
    assert tw.ScoreCalculator(scale=0.75).scale == 0.75
    assert tw.ScoreCalculator(scale=3).scale == 3.0


# --- page messages -----------------------------------------------------------------------------


def test_page_messages_go_through_each_widgets_table() -> None:
    assert set(tw.HandViewer._message_table) == {"toggle", "clear"}
    assert set(tw.LegalPlayHighlighter._message_table) == {"toggle", "clear", "hint"}
    assert set(tw.TractorDetector._message_table) == {"set"}
    assert set(tw.ScoreCalculator._message_table) == {"set"}
    assert tw.TrickView._message_table == {}


def test_a_method_outside_the_table_is_not_reachable_from_the_page() -> None:
    class Probe(tw.HandViewer):
        def _page_secret(self, msg: dict[str, Any]) -> None:  # not in the table
            raise AssertionError("reached")

        _page_messages: typing.ClassVar = {}

    w = Probe(cards="3D")
    assert page(w, type="secret") == [{"type": "ack", "seq": 1}]
    assert page(w, type="toggle", index=0, card="3D") and w.selected == [0]
    assert isinstance(w, TractorWidget)
