"""The one way the engine makes a value: a subclass of ``Value`` with annotated fields.

    class Play(Value):
        seat: int = field(convert=as_seat)
        cards: Cards = field(convert=parse_cards, accept=Cards)
        note: str = ""

From the annotations (in order, a base class's first) ``Value`` gives the class:

- ``__init__(seat, cards, note="")``, positional or keyword. Each field is converted by its
  ``convert`` (skipped for a value whose type is exactly ``accept``); then the class's
  ``_check()`` runs, which raises for a value that cannot be, or returns a dict of fields it
  settles from the others (a ``Hand`` sorts its cards under its trump). So a value built by
  hand is checked as the engine checks its inputs: it cannot be built wrong.
- ``_make(seat, cards, note)``, the same value with no conversion and no check: only for the
  engine's own answers, whose fields it has just worked out (``classify_lead`` makes a Lead).
- ``==`` and ``hash`` by the fields (not those declared ``field(compare=False)``); the hash is
  worked out when first asked for and kept, but never pickled.
- ``repr`` as ``Play(seat=1, cards=Cards('10H'), note='')`` (fields declared
  ``field(repr=False)`` left out), unless the class writes its own ``__repr__``.
- ``copy.replace(value, **changes)`` (``__replace__``, Python 3.13): a new value built by
  ``__init__``, so checked again; ``dataclasses.replace`` refuses a value (it is no dataclass).
- Pickling and copying rebuild the value by ``__init__`` too (``__reduce__``; a class may
  name another maker, like ``classify_lead``), so an unpickled value is checked again and
  hashes the way its new process hashes.
- Setting or deleting an attribute raises ``FrozenError`` (an ``AttributeError``).

Fields live in the instance's ``__dict__`` (one store each), which is also where a
``functools.cached_property`` keeps what it works out. A class attribute that is not
annotated (``type = "play"``) or a ``property`` is no field. ``__init__`` and ``_make`` are
compiled (one store per field, no loop) when the class makes its first value, so defining a
class costs the import almost nothing; ``==``, ``hash`` and ``repr`` read the fields with one
``operator.attrgetter``.

Why not ``dataclasses``: importing it imports ``inspect``, about 9 ms of the engine's import
time, and a frozen dataclass stores each field through ``object.__setattr__`` (about 0.1 µs
a field, at every answer). This module imports only ``operator``.

Speed (``benchmarks/engine_bench.py --cpu``, run back to back before and after this module
replaced ``dataclasses``, the hand-written ``Verdict`` and ``object.__setattr__``): no target
is missed because of it. On a loaded machine the medians moved both ways by up to 2x from run
to run (their sum over all lines 1611 -> 1683 µs); the minimum of 15 repeats of
``check_follow`` and ``follow_options`` on a 25-card hand against a 4-card tractor lead
(``tractor-5p``) was 10.4-10.8 -> 10.2-10.7 µs and 35.5-36.8 -> 36.3-39.7 µs.

The one value that is not a ``Value``: ``Card``. Each of the 54 cards exists once (``Card("9D")
is Card("9D")``), so a card is compared and hashed by identity, at C speed, in every count of
a hand; its four slots are filled once, when the deck is built.
"""

from __future__ import annotations

from operator import attrgetter

from .speech.languages import Sentence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    # typing's from Python 3.11; only the type checker reads it (mypy knows typing_extensions
    # without its being installed), so the engine still imports nothing but the standard library.
    from typing_extensions import Self, dataclass_transform
else:

    def dataclass_transform(**_: object) -> Callable[[type], type]:
        """A type checker's marker: ``Value`` makes classes as ``dataclasses`` does."""
        return lambda cls: cls


_NO_DEFAULT = object()


class FrozenError(AttributeError):
    """Raised when code tries to change a field of an engine value."""


class Field:
    """How one field is declared (see ``field``)."""

    __slots__ = ("accept", "compare", "convert", "default", "name", "repr")

    def __init__(
        self,
        default: object = _NO_DEFAULT,
        *,
        compare: bool = True,
        repr: bool = True,
        convert: Callable[[Any], Any] | None = None,
        accept: type | None = None,
    ) -> None:
        self.default = default
        self.compare = compare
        self.repr = repr
        self.convert = convert
        self.accept = accept
        self.name = ""


def field(
    default: object = _NO_DEFAULT,
    *,
    compare: bool = True,
    repr: bool = True,
    convert: Callable[[Any], Any] | None = None,
    accept: type | None = None,
) -> Any:
    """Declare a field: its ``default``, whether it is compared and hashed (``compare``) and
    shown by ``repr``, and the ``convert`` applied by ``__init__`` to a value whose type is not
    exactly ``accept`` (``convert`` raises for a value it cannot take)."""
    return Field(default, compare=compare, repr=repr, convert=convert, accept=accept)


def fields_of(value_or_class: Value | type[Value]) -> tuple[str, ...]:
    """The field names of a value (or a value class), in order."""
    cls = value_or_class if isinstance(value_or_class, type) else type(value_or_class)
    return tuple(f.name for f in cls._fields)


def _remake(cls: type[Value], values: tuple[object, ...]) -> Value:
    """Rebuild a value by its ``__init__`` (what ``__reduce__`` names)."""
    return cls(*values)


@dataclass_transform(eq_default=True, frozen_default=True, field_specifiers=(Field, field))
class Value:
    """Base of every engine value (see the module docstring)."""

    _fields: tuple[Field, ...] = ()
    _make: Callable[..., Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 (inspect costs ~9 ms)
        declared: dict[str, Field] = {f.name: f for f in cls._fields}
        for name, annotation in own.items():
            if isinstance(annotation, str) and annotation.startswith("ClassVar"):
                continue
            value = cls.__dict__.get(name, _NO_DEFAULT)
            if isinstance(value, property):
                value = getattr(value, "default", _NO_DEFAULT)
            spec = value if isinstance(value, Field) else Field(value)
            spec.name = name
            declared.pop(name, None)
            declared[name] = spec
            if isinstance(value, Field):  # the field's value lives in each instance
                if spec.default is _NO_DEFAULT:
                    delattr(cls, name)
                else:
                    setattr(cls, name, spec.default)
        cls._fields = tuple(declared.values())
        cls.__init__ = _first_init  # type: ignore[method-assign,assignment]  # made per class
        cls._make = classmethod(_first_make)  # type: ignore[assignment]
        _compared_and_shown(cls)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenError(f"{type(self).__name__} is a value: its {name!r} cannot change")

    def __delattr__(self, name: str) -> None:
        raise FrozenError(f"{type(self).__name__} is a value: its {name!r} cannot be deleted")

    def _check(self) -> dict[str, object] | None:
        """Raise for fields that cannot be together; may return fields settled from others."""
        return None

    def __reduce__(self) -> tuple[object, ...]:
        return (_remake, (type(self), tuple(getattr(self, f.name) for f in self._fields)))

    def __replace__(self, **changes: object) -> Self:
        """A copy with some fields changed, made (and checked) by ``__init__``."""
        names = {f.name for f in self._fields}
        unknown = set(changes) - names
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {sorted(unknown)[0]!r}")
        values = {f.name: getattr(self, f.name) for f in self._fields}
        return type(self)(**{**values, **changes})

    def __copy__(self) -> Self:
        return self  # immutable: a copy is the value itself

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


def _compared_and_shown(cls: type[Value]) -> None:
    """Give ``cls`` its ``==``, ``hash`` and ``repr`` (those its body does not write)."""
    specs = cls._fields
    compared = tuple(f.name for f in specs if f.compare)
    key: Callable[[Value], object] = attrgetter(*compared) if compared else (lambda value: ())
    sentences = {n: s for n in compared if isinstance(s := getattr(cls, n, None), Sentence)}
    if sentences:  # a sentence is compared in English, whatever the language in force
        readers = [sentences[n].english if n in sentences else attrgetter(n) for n in compared]

        def key(value: Value) -> tuple[object, ...]:
            return tuple([read(value) for read in readers])

    shown = tuple(f.name for f in specs if f.repr)
    own = cls.__dict__

    def __eq__(self: Value, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not type(self):
            return NotImplemented
        return key(self) == key(other)

    def __hash__(self: Value) -> int:
        kept = self.__dict__
        found = kept.get("_hash")
        if found is None:
            found = kept["_hash"] = hash((key(self),))
        return found

    def __repr__(self: Value) -> str:
        listed = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({listed})"

    for method in (__eq__, __hash__, __repr__):
        name = method.__name__
        if name not in own:
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)


def _first_init(self: Value, *args: Any, **kwargs: Any) -> None:
    """Every value class's ``__init__`` until its first value: writes the real one, then calls
    it (compiling it when the class is defined would cost the engine's import ~0.2 ms a class)."""
    cls = type(self)
    if cls.__dict__.get("__init__") is _first_init:
        _write_makers(cls)
    cls.__init__(self, *args, **kwargs)


def _first_make(cls: type[Value], *args: Any, **kwargs: Any) -> Value:
    """Every value class's ``_make`` until first called (see ``_first_init``); a reference to
    it kept from before then still works, through the real one."""
    if cls.__dict__.get("_make").__func__ is _first_make:  # type: ignore[union-attr]
        _write_makers(cls)
    return cls._make(*args, **kwargs)


def _write_makers(cls: type[Value]) -> None:
    """Write ``__init__`` and ``_make`` for ``cls``: one store per field, no loop."""
    specs = cls._fields
    scope: dict[str, Any] = {"_new": object.__new__}
    params, stores, raw = [], [], []
    for f in specs:
        name = f.name
        if f.default is _NO_DEFAULT:
            params.append(name)
        else:
            scope[f"_default_{name}"] = f.default
            params.append(f"{name}=_default_{name}")
        value = name
        if f.convert is not None:
            scope[f"_convert_{name}"] = f.convert
            value = f"_convert_{name}({name})"
            if f.accept is not None:
                scope[f"_accept_{name}"] = f.accept
                value = f"{name} if type({name}) is _accept_{name} else {value}"
        stores.append(f"    _kept[{name!r}] = {value}")
        raw.append(f"    _kept[{name!r}] = {name}")
    settle = ["    _settled = self._check()", "    if _settled:", "        _kept.update(_settled)"]
    source = [
        f"def __init__(self, {', '.join(params)}):",
        "    _kept = self.__dict__",
        *stores,
        *(settle if cls._check is not Value._check else []),
        f"def _make(cls, {', '.join(params)}):",
        "    _made = _new(cls)",
        "    _kept = _made.__dict__",
        *raw,
        "    return _made",
    ]
    exec("\n".join(source), scope)  # as dataclasses writes its methods
    for name in ("__init__", "_make"):
        method = scope[name]
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
    cls.__init__ = scope["__init__"]  # type: ignore[method-assign]
    cls._make = classmethod(scope["_make"])  # type: ignore[assignment]
