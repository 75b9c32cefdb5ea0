"""Answers are values: immutable, hashable, reprs that evaluate back, and tied to their trump.

Every answer carries the trump and rule set it was computed under. A ``Lead`` handed to a
question asked under another trump or rule set is refused with a ``ValueError`` naming both
(the engine never answers for the wrong trump; pass ``lead.cards`` to classify them again).
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import tractor_engine as te

R4, R5 = te.rules("tractor-4p"), te.rules("tractor-5p")
NAMESPACE = {name: getattr(te, name) for name in te.__all__}


def evaluated(value: object) -> object:
    """``eval(repr(value))`` with the engine's public names, as a notebook would have them."""
    return eval(repr(value), dict(NAMESPACE))


# --- Tied to a trump and a rule set --------------------------------------------------------------


def test_a_lead_from_another_trump_is_refused_not_answered_for_the_wrong_trump():
    lead = te.classify_lead("2S", trump="2H", rules=R4)  # an off-suit rank card: a trump
    assert lead.trump == te.Trump("2", "H") and lead.rules == R4 and lead.group == "T"
    # Under 3C the 2♠ is a plain spade: answering with the 2H lead would force 3♦ (a trump).
    with pytest.raises(ValueError, match=r"the lead was worked out under trump 2H and rules "):
        te.follow_options("AS 3D", lead, trump="3C", rules=R4)
    with pytest.raises(ValueError, match=r"asked under trump 3C and rules tractor-4p"):
        te.check_follow("AS 3D", lead, "3D", trump="3C", rules=R4)
    # Its cards are classified again under the question's trump: the spade must follow.
    options = te.follow_options("AS 3D", lead.cards, trump="3C", rules=R4)
    assert options.must == te.Cards("AS") and options.lead.group == "S"


@pytest.mark.parametrize(
    "ask",
    [
        lambda lead, **kw: te.classify_lead(lead, **kw),
        lambda lead, **kw: te.follow_options("3S 4S 5S 6S", lead, **kw),
        lambda lead, **kw: te.check_follow("3S 4S 5S 6S", lead, "3S 4S", **kw),
        lambda lead, **kw: te.check_throw(lead, ["3S 4S"], **kw),
        lambda lead, **kw: te.trick_winner([lead, "3S 4S"], **kw),
        lambda lead, **kw: te.trick_result([lead, "3S 4S"], **kw),
    ],
    ids=["classify_lead", "follow_options", "check_follow", "check_throw", "trick_winner", "trick"],
)
def test_every_question_refuses_a_lead_of_another_trump_or_rule_set(ask):
    lead = te.classify_lead("KS KS", trump="2H", rules=R4)
    ask(lead, trump="2H", rules=R4)  # its own trump and rules: accepted
    ask(lead, trump=te.Trump("2", "H"), rules=te.rules("tractor-4p"))  # equal values: accepted
    with pytest.raises(ValueError, match=r"under trump 2H and rules tractor-4p, but this .* 2C"):
        ask(lead, trump="2C", rules=R4)
    with pytest.raises(ValueError, match=r"asked under trump 2H and rules tractor-5p"):
        ask(lead, trump="2H", rules=R5)
    changed = R4.replace(tractor_follow="must-tractor")
    with pytest.raises(ValueError, match=r"tractor-4p \(tractor_follow='must-tractor'\)"):
        ask(lead, trump="2H", rules=changed)


def test_every_answer_says_which_trump_and_rules_it_was_computed_under():
    trump = te.Trump("2", "H")
    lead = te.classify_lead("KS KS", trump="2H", rules=R4)
    answers = [
        lead,
        te.follow_options("3S 4S", lead, trump="2H", rules=R4),
        te.check_follow("3S 4S", lead, "3S 4S", trump="2H", rules=R4),
        te.check_throw(lead, ["3S 4S"], trump="2H", rules=R4),
        te.trick_result([lead, "3S 4S"], trump="2H", rules=R4),
        te.combos("3S 3S 4S 4S", trump="2H", rules=R4),
    ]
    for answer in answers:
        assert (answer.trump, answer.rules) == (trump, R4), type(answer).__name__


# --- Immutable, hashable, reprs that evaluate back -----------------------------------------------


def test_cards_are_an_immutable_tuple_whose_repr_evaluates_back():
    cards = te.parse_cards("AS 3D 10H BJ")
    assert isinstance(cards, tuple) and type(cards) is te.Cards
    assert repr(cards) == "Cards('AS 3D 10H BJ')" and evaluated(cards) == cards
    assert te.Cards("as 3d 10h bj") == cards and te.Cards(list(cards)) == cards
    assert repr(te.Cards()) == "Cards('')" and evaluated(te.Cards()) == ()
    assert hash(cards) == hash(te.Cards("AS 3D 10H BJ"))
    assert str(cards + "SJ") == "AS 3D 10H BJ SJ" and type(cards + "SJ") is te.Cards
    with pytest.raises(AttributeError):
        cards.append(te.Card("SJ"))  # type: ignore[attr-defined]


def test_a_memoized_lead_cannot_be_changed_by_its_caller():
    first = te.classify_lead("KD KD", trump="2C", rules=R4)
    with pytest.raises(AttributeError):
        first.cards.append(te.Card("3S"))  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        first.kind = "single"  # type: ignore[misc]
    again = te.classify_lead("KD KD", trump="2C", rules=R4)
    assert again is first and str(again.cards) == "KD KD" and again.kind == "pair"


def test_answers_are_hashable_and_their_reprs_evaluate_back_to_equal_answers():
    lead = te.classify_lead("KS KS 10S 10S 3S", trump="2H", rules=R5)
    options = te.follow_options("QS QS 8S 8S 7S 4H", lead, trump="2H", rules=R5)
    verdict = te.check_follow("QS QS 8S 8S 7S 4H", lead, "QS QS 8S 7S 4H", trump="2H", rules=R5)
    found = te.combos("3S 3S 4S 4S 9D", trump="2H", rules=R4.replace(tractor_follow="must-tractor"))
    for answer in (lead, options, verdict, found, *lead.components, *found.tractors):
        hash(answer)
        assert evaluated(answer) == answer, repr(answer)
    assert repr(lead) == "classify_lead(Cards('KS KS 10S 10S 3S'), trump='2H', rules='tractor-5p')"
    for answer in (
        te.check_throw(lead, {1: "AS AS", 2: "4S"}, trump="2H", rules=R5),
        te.trick_result([lead, "QS QS 8S 7S 4S"], trump="2H", rules=R5),
    ):
        assert hash(answer) == hash(answer) and answer == answer


def test_a_verdict_is_immutable():
    verdict = te.check_follow("3S 4S", "KS", "3S", trump="2H", rules=R4)
    with pytest.raises(AttributeError):
        verdict._legal = False  # type: ignore[misc]
    assert te.Verdict(True, "Fine.") == te.Verdict(True, "Fine.")
    assert evaluated(te.Verdict(False, "No.")) == te.Verdict(False, "No.")


def test_components_are_not_tuples_of_their_fields():
    lead = te.classify_lead("9D 9D 8D 8D AD", trump="2H", rules=R4)
    tractor, single = lead.components
    assert len(tractor) == 4 and len(single) == 1 and tractor.size == 4
    assert te.Card("9D") in tractor and te.Card("AD") not in tractor and "tractor" not in tractor
    assert not isinstance(tractor, tuple)
    with pytest.raises(TypeError):
        _kind, _cards, _top, _pairs = tractor  # type: ignore[misc]
    pair = te.combos("9D 9D", trump="2H", rules=R4).pairs[0]
    assert len(pair) == 2 and te.Card("9D") in pair and not isinstance(pair, tuple)


# --- Bad input, clearly refused ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"AS": 1}, r"\{'AS': 1\} is not a list of cards: a dict is not read as cards"),
        ({"AS"}, r"\{'AS'\} is not a list of cards: a set keeps one copy of each card"),
        (b"AS", "cards must be text, not bytes"),
    ],
)
def test_containers_that_are_not_a_list_of_cards_are_refused(value, message):
    with pytest.raises(te.CardError, match=message):
        te.classify_lead(value, trump="2H", rules=R4)


@pytest.mark.parametrize("others", [None, 7, "3S 4S"])
def test_check_throw_refuses_other_hands_that_are_not_hands(others):
    with pytest.raises(te.CardError, match="other_hands"):
        te.check_throw("AS KS", others, trump="2H", rules=R4)


# --- Module structure ----------------------------------------------------------------------------


def _top_level_imports(module) -> set[str]:
    """The modules a module imports when it loads (not under TYPE_CHECKING, not in functions)."""
    tree = ast.parse(Path(module.__file__).read_text())
    found = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_cards_do_not_import_the_pictures_and_the_pictures_import_no_engine_module():
    """The pictures import no engine module but ``languages`` and ``words`` (their words: a
    joker's face is said by ``words``, as the widgets' is) and each other; ``words`` and
    ``languages`` import only ``errors`` and ``languages``: no import cycle."""
    import tractor_engine.cards.card
    import tractor_engine.drawn
    import tractor_engine.pictures
    import tractor_engine.speech.languages
    import tractor_engine.speech.words

    def engine_modules(module) -> set[str]:
        return {name for name in _top_level_imports(module) if name.startswith(".")}

    assert "..pictures" not in _top_level_imports(tractor_engine.cards.card)
    assert engine_modules(tractor_engine.drawn) == set()
    pictures = Path(tractor_engine.pictures.__file__).parent
    modules = sorted(pictures.glob("*.py"))
    assert len(modules) >= 5
    for path in modules:
        module = importlib.import_module(
            f"tractor_engine.pictures.{path.stem}".replace(".__init__", "")
        )
        outside = {m for m in engine_modules(module) if m.startswith("..")}
        assert outside <= {"..speech.languages", "..speech.words"}, path.name
    assert engine_modules(tractor_engine.speech.words) == {".languages"}
    assert engine_modules(tractor_engine.speech.languages) == {"..errors"}
    # The pictures load when a repr asks for them.
    assert 'data-cards="AS"' in te.Cards("AS")._repr_html_()


def test_every_picture_is_drawn_one_way():
    """Every public type with an HTML picture draws it through ``drawn``, and ``pictures``
    knows how to draw it."""
    from tractor_engine.drawn import drawn
    from tractor_engine.pictures import DRAWINGS, html_of

    pictured = [
        value
        for value in (getattr(te, name) for name in te.__all__)
        if isinstance(value, type) and hasattr(value, "_repr_html_")
    ]
    assert len(pictured) >= 20
    for cls in pictured:
        assert cls._repr_html_ is drawn, cls.__name__
        assert any(base.__name__ in DRAWINGS for base in cls.__mro__), cls.__name__
    with pytest.raises(TypeError, match="no picture of a int"):
        html_of(3)


def test_importing_the_engine_loads_only_the_position_questions():
    """Rounds, bots, records and pictures load on first use: ``import tractor_engine`` is fast."""
    code = (
        "import sys, tractor_engine as te; "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('tractor_engine.')))); "
        "te.Round; print('tractor_engine.play.round' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded, round_loaded = out.stdout.splitlines()
    lazy_modules = ("play.round", "play.record", "play.bots", "play.game", "play.simulation")
    for lazy in (*lazy_modules, "compare.search", "play.actions", "pictures"):
        assert f"tractor_engine.{lazy}" not in loaded.split()
    assert round_loaded == "True"
    assert set(te.__all__) <= set(dir(te))
    with pytest.raises(AttributeError, match="has no attribute 'Rounds'"):
        te.Rounds  # noqa: B018
