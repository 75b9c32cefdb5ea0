"""``values.frozen``: a frozen dataclass with a quicker ``__init__`` behaves as the dataclass."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

import tractor_engine as te
from tractor_engine.values import frozen


@frozen
class Sample:
    a: int
    b: str = "x"
    c: tuple = dataclasses.field(default_factory=tuple)


@frozen
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("negative")
        object.__setattr__(self, "n", self.n * 2)


@dataclasses.dataclass(frozen=True)
class Plain:
    a: int
    b: str = "x"
    c: tuple = dataclasses.field(default_factory=tuple)


def test_same_signature_defaults_equality_hash_and_repr_as_the_dataclass():
    for args, kwargs in (((1,), {}), ((1, "y"), {}), ((1,), {"c": (3,)}), ((), {"a": 2, "b": "z"})):
        made, plain = Sample(*args, **kwargs), Plain(*args, **kwargs)
        assert dataclasses.astuple(made) == dataclasses.astuple(plain)
        assert repr(made) == repr(plain).replace("Plain", "Sample")
        assert made == Sample(*args, **kwargs) and hash(made) == hash(Sample(*args, **kwargs))
    assert Sample(1).c == () and Sample(1) != Sample(2)
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample(1, "y", (), 4)  # type: ignore[call-arg]


def test_immutable_copyable_picklable_and_post_init_runs():
    made = Sample(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.a = 2  # type: ignore[misc]
    assert copy.deepcopy(made) == made == pickle.loads(pickle.dumps(made))
    assert dataclasses.replace(made, b="q") == Sample(1, "q")
    assert Checked(3).n == 6
    with pytest.raises(ValueError):
        Checked(-1)


def test_the_engine_values_made_by_it_still_check_their_fields():
    play = te.Play(1, "10H 10H")
    assert play.cards == tuple(te.parse_cards("10H 10H")) and play == te.Play(1, "10H 10H")
    with pytest.raises(ValueError):
        te.Play(-1, "10H")
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.seat = 2  # type: ignore[misc]


def test_a_hand_given_as_a_list_is_checked_and_counted_once_and_read_by_its_content():
    from tractor_engine.position import as_cards

    hand = list(te.parse_cards("KS KS 3H 4D"))
    first = as_cards(hand, "the hand")
    assert as_cards(list(hand), "the hand") is first and first._counts() is first._counts()
    hand.append(te.Card("5C"))  # the list changed: it is read again
    assert as_cards(hand, "the hand") == te.parse_cards("KS KS 3H 4D 5C")
    assert as_cards(["KS", te.Card("3H")], "the hand") == te.parse_cards("KS 3H")
    with pytest.raises(te.CardError, match="the hand"):
        as_cards([["KS"]], "the hand")
    with pytest.raises(te.CardError):
        te.check_follow(["KS", "KS", "KS"], ["QS"], ["KS"], trump="2H", rules="tractor-4p")
