"""One InputError for the project: the widgets refuse a bad input with the engine's class."""

from __future__ import annotations

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import _coerce


def test_the_widgets_input_error_is_the_engines() -> None:
    assert tw.InputError is te.InputError is _coerce.InputError
    assert "InputError" in tw.__all__
    assert issubclass(tw.InputError, ValueError)


@pytest.mark.parametrize(
    ("make", "names"),
    [
        (lambda: tw.HandViewer(cards="3D 1Z"), '"1Z"'),
        (lambda: tw.HandViewer(cards="3D", trump="2X"), "2X"),
        (lambda: tw.HandViewer(cards="3D", rules="no-such-rules"), "no-such-rules"),
        (lambda: tw.HandViewer(cards="3D", language="xx"), "'xx'"),
        (lambda: tw.HandViewer(cards="3D", scale=9), "scale=9"),
        (lambda: tw.HandViewer(cards="3D 4D", selected=[5]), "5"),
    ],
)
def test_a_widget_refuses_with_the_engines_class_naming_the_bad_part(make, names) -> None:
    """An ``except te.InputError`` written for the engine also catches the widgets' refusals,
    and the message still names the bad part (the language's too, which was re-wrapped)."""
    with pytest.raises(te.InputError) as caught:
        make()
    assert type(caught.value) is te.InputError
    assert names in str(caught.value)


def test_an_input_error_in_a_held_change_puts_every_trait_back() -> None:
    """traitlets rolls a held change back on its TraitError only; the widgets' hold does it on
    the engine's InputError too (RuleExplorer and Exercise rely on it), and tells no observer."""
    w = tw.HandViewer(cards="3D 4D 5D", selected=[1])
    seen: list[object] = []
    w.observe(seen.append, names=["selected", "cards"])
    with pytest.raises(te.InputError, match="refused"), w.hold_trait_notifications():
        w.selected = [0]
        w.cards = "6S 7S"
        raise te.InputError("refused")
    assert (w.selected, [str(c) for c in w.cards]) == ([1], ["3D", "4D", "5D"])
    assert seen == []
