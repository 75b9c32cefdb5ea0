"""``values.Value``: the one way the engine makes a value (see ``engine/values.py``)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

import tractor_engine as te
from tractor_engine.values import FrozenError, Value, field, fields_of


def _positive(n: object) -> int:
    if type(n) is not int or n < 0:
        raise ValueError(f"{n!r} is not a whole number from 0")
    return n


class Sample(Value):
    a: int
    b: str = "x"
    c: tuple = ()
    hidden: str = field("", compare=False, repr=False)


class Checked(Value):
    n: int = field(convert=_positive)
    twice: int = 0

    def _check(self) -> dict[str, object] | None:
        if self.twice not in (0, 2 * self.n):
            raise ValueError("twice is not twice n")
        return {"twice": 2 * self.n}


class Child(Sample):
    d: float = 1.5


def test_signature_defaults_equality_hash_and_repr():
    for args, kwargs in (((1,), {}), ((1, "y"), {}), ((1,), {"c": (3,)}), ((), {"a": 2, "b": "z"})):
        made = Sample(*args, **kwargs)
        again = Sample(*args, **kwargs)
        assert made == again and hash(made) == hash(again) and made is not again
        assert eval(repr(made), {"Sample": Sample}) == made
    assert repr(Sample(1, hidden="h")) == "Sample(a=1, b='x', c=())"
    assert Sample(1).c == () and Sample(1) != Sample(2) and Sample(1) != (1, "x", ())
    assert Sample(1, hidden="p") == Sample(1, hidden="q")  # compare=False
    assert fields_of(Sample) == ("a", "b", "c", "hidden") and fields_of(Child(1))[-1] == "d"
    assert Child(1) != Sample(1) and Child(1, d=2.0).d == 2.0
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample(1, "y", (), "", 4)  # type: ignore[call-arg]


def test_immutable_copyable_picklable_and_checked_on_every_route():
    made = Sample(1)
    with pytest.raises(FrozenError):
        made.a = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del made.b
    assert copy.deepcopy(made) == made == pickle.loads(pickle.dumps(made))
    assert made.__replace__(b="q") == Sample(1, "q")
    assert Checked(3) == Checked(3, 6) and Checked(3).twice == 6
    for bad in (lambda: Checked(-1), lambda: Checked(3, 7), lambda: Checked(3).__replace__(n=-2)):
        with pytest.raises(ValueError):
            bad()
    # pickling rebuilds by __init__: the check runs again and the hash is worked out again
    assert pickle.loads(pickle.dumps(Checked(4))) == Checked(4)
    with pytest.raises(TypeError, match="no field"):
        made.__replace__(z=1)
    with pytest.raises(TypeError):  # an engine value is no dataclass: it cannot be forged so
        dataclasses.replace(made, a=5)  # type: ignore[type-var]


def test_the_engine_values_check_their_fields():
    play = te.Play(1, "10H 10H")
    assert play.cards == tuple(te.parse_cards("10H 10H")) and play == te.Play(1, "10H 10H")
    with pytest.raises(ValueError):
        te.Play(-1, "10H")
    with pytest.raises(FrozenError):
        play.seat = 2  # type: ignore[misc]
    assert te.Trump(10, "♥") == te.Trump("10", "H") and te.Trump("t").rank == "10"


def test_every_engine_value_class_is_made_by_value():
    import importlib
    import pkgutil

    seen = []
    for info in pkgutil.walk_packages(te.__path__, "tractor_engine."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if isinstance(obj, type) and obj.__module__ == module.__name__:
                assert not dataclasses.is_dataclass(obj) or not obj.__dataclass_params__.frozen, obj
                if issubclass(obj, Value):
                    seen.append(obj.__name__)
    for name in ("RuleSet", "Trump", "Lead", "Verdict", "FollowOptions", "Component", "Play"):
        assert name in seen


def test_a_hand_given_as_a_list_is_checked_and_counted_once_and_read_by_its_content():
    from tractor_engine.rulebook.inputs import as_cards

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


def test_init_and_make_are_written_once_even_through_a_reference_kept_before(monkeypatch):
    import tractor_engine.values as values

    written = []
    real = values._write_makers
    monkeypatch.setattr(values, "_write_makers", lambda cls: written.append(cls) or real(cls))

    class Fresh(Value):
        a: int
        b: int = 2

    make = Fresh._make  # kept before the first value, as a module-level alias would be
    assert [make(1), make(3, 4), Fresh(5), Fresh._make(6)] == [
        Fresh(1),
        Fresh(3, 4),
        Fresh(5, 2),
        Fresh(6),
    ]
    assert written == [Fresh]
