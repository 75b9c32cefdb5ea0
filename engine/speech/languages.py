"""The language the engine speaks: its sentences through gettext catalogs, chosen per context.

English is the source language: every sentence is an English template with named
placeholders (``say("You hold no {suit}: play {any}.", suit=..., any=...)``), looked up in the
catalog of the active language and filled in. A counted template goes through ``say_n``
(gettext's ``ngettext``), so that a language with three plural forms (Polish) gets all three.
An untranslated template falls back to English.

The language in force is the one of the innermost ``with language("es"): ...`` block around
the code, held in a ``contextvars.ContextVar``, so that two threads or asyncio tasks never see
each other's block; outside every block it is the process's own, which ``set_language("es")``
sets (a notebook's kernel is one process; a kernel that runs each cell in a task of its own, as
JupyterLite's does, keeps it from cell to cell).

The catalogs are the compiled ``locale/<code>.mo`` beside this module, read with the standard
library's ``gettext`` the first time a language is used (``make messages`` extracts, updates
and compiles them with Babel).

A sentence can also be said of a seat rather than to the player of it: a follow reason speaks to
the follower ("You hold no spades"); inside ``speaking_of(2)`` the same reason says "Seat 2
holds no spades". ``you(second, third, ...)`` picks the template for the person in force.

A round's sentences speak of its seats in the third person ("Seat 2 passes."); inside
``speaking_to(2)`` they speak to the player of seat 2 instead ("You pass."), through
``tell(third, {"seat": second}, seat=2)``: a template of its own for each seat placeholder the
listener may fill, so that every language has its second person. ``Told(func, *args)`` is such a
sentence kept unsaid (a round's log), equal to another that would say the same.
"""

from __future__ import annotations

import os
from contextvars import ContextVar, Token

from ..errors import InputError

TYPE_CHECKING = False  # typing costs the engine's import ~2 ms
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar, overload

    _T = TypeVar("_T")

#: The languages with a catalog, by their code, each named in itself.
LANGUAGES = {
    "en": "English",
    "es": "Español",
    "zh": "中文",
    "pl": "Polski",
    "hu": "Magyar",
    "id": "Bahasa Indonesia",
}

LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")

_ACTIVE: ContextVar[str | None] = ContextVar("tractor_engine_language", default=None)
_PROCESS = ["en"]  # the language outside every ``language`` block: set_language's
_SPOKEN_OF: ContextVar[int | None] = ContextVar("tractor_engine_spoken_of", default=None)
_LISTENER: ContextVar[int | None] = ContextVar("tractor_engine_listener", default=None)
_CATALOGS: dict[str, Any] = {}  # code -> gettext.GNUTranslations, read once (not a position memo)


def check_language(code: object) -> str:
    """``code`` if the engine has a catalog for it, else ``InputError`` naming the choices."""
    if not isinstance(code, str) or code not in LANGUAGES:
        known = ", ".join(f"{c!r} ({name})" for c, name in LANGUAGES.items())
        raise InputError(f"language={code!r} is not a language the engine speaks: use {known}")
    return code


def current_language() -> str:
    """The code of the language in force here ("en" unless chosen)."""
    return _ACTIVE.get() or _PROCESS[0]


def set_language(code: str) -> None:
    """Speak ``code`` from now on, wherever no ``language`` block chooses another (the whole
    process: a notebook's kernel)."""
    _PROCESS[0] = check_language(code)


class language:
    """``with language("es"): ...``: the engine speaks ``code`` inside the block, then what was
    in force before. Nested blocks and other threads or tasks keep their own."""

    __slots__ = ("_token", "code")

    def __init__(self, code: str) -> None:
        self.code = check_language(code)
        self._token: Token[str | None] | None = None

    def __enter__(self) -> str:
        if self._token is not None:
            raise InputError(f"language({self.code!r}) is already in use: make a new one")
        self._token = _ACTIVE.set(self.code)
        return self.code

    def __exit__(self, *exc: object) -> None:
        assert self._token is not None
        _ACTIVE.reset(self._token)
        self._token = None

    def __repr__(self) -> str:
        return f"language({self.code!r})"


class _SeatContext:
    """A ``with`` block that sets one seat context variable for the code inside it."""

    __slots__ = ("_token", "seat")
    _VAR: ContextVar[int | None]
    _NAME: str

    def __init__(self, seat: int | None) -> None:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or seat < 0):
            raise InputError(f"{self._NAME}={seat!r} must be a seat number (0, 1, ...) or None")
        self.seat = seat
        self._token: Token[int | None] | None = None

    def __enter__(self) -> None:
        self._token = self._VAR.set(self.seat)

    def __exit__(self, *exc: object) -> None:
        assert self._token is not None
        self._VAR.reset(self._token)


class speaking_of(_SeatContext):
    """``with speaking_of(seat): ...``: sentences that speak to a player ("You hold") say it of
    ``seat`` instead ("Seat 2 holds"); ``None`` speaks to the player again."""

    __slots__ = ()
    _VAR = _SPOKEN_OF
    _NAME = "seat"


class speaking_to(_SeatContext):
    """``with speaking_to(seat): ...``: sentences about the seats of a round ("Seat 2 passes.")
    speak to the player of ``seat`` ("You pass."), every other seat still in the third person;
    ``None`` speaks of every seat in the third person again."""

    __slots__ = ()
    _VAR = _LISTENER
    _NAME = "listener"


def listener() -> int | None:
    """The seat whose player the sentences speak to here (``speaking_to``), or None."""
    return _LISTENER.get()


def catalog(code: str) -> Any:
    """The compiled catalog of ``code`` (``gettext.NullTranslations`` when it has none)."""
    found = _CATALOGS.get(code)
    if found is None:
        import gettext

        path = os.path.join(LOCALE_DIR, f"{check_language(code)}.mo")
        if os.path.exists(path):
            with open(path, "rb") as f:
                found = gettext.GNUTranslations(f)
        else:
            found = gettext.NullTranslations()
        _CATALOGS[code] = found
    return found


def say(template: str, /, **values: object) -> str:
    """``template`` in the active language, its ``{name}`` placeholders filled from ``values``."""
    code = current_language()
    text = template if code == "en" else catalog(code).gettext(template)
    return text.format(**values) if values else text


def say_n(singular: str, plural: str, n: int, /, **values: object) -> str:
    """The plural form for ``n`` of a counted template in the active language; ``{n}`` is the
    count, the other placeholders come from ``values``."""
    code = current_language()
    if code == "en":
        text = singular if n == 1 else plural
    else:
        text = catalog(code).ngettext(singular, plural, n)
    return text.format(n=n, **values)


def you(second: str, third: str, /, **values: object) -> str:
    """``second`` (speaking to the player: "You hold {cards}.") or, inside ``speaking_of(seat)``,
    ``third`` said of that seat ("Seat {seat} holds {cards}.")."""
    seat = _SPOKEN_OF.get()
    if seat is None:
        return say(second, **values)
    return say(third, seat=seat, **values)


def you_n(second: tuple[str, str], third: tuple[str, str], n: int, /, **values: object) -> str:
    """A counted ``you``: ``second`` and ``third`` are (singular, plural) templates."""
    seat = _SPOKEN_OF.get()
    if seat is None:
        return say_n(*second, n, **values)
    return say_n(*third, n, seat=seat, **values)


def _second(to: dict[Any, Any] | None, values: dict[str, object]) -> Any:
    """The template of ``to`` for the listener: the first whose seat placeholder (or every one
    of a tuple of them) names the listener's seat; None when none does."""
    seat = _LISTENER.get()
    if seat is None or not to:
        return None
    for names, second in to.items():
        if isinstance(names, tuple):
            if all(values[name] == seat for name in names):
                return second
        elif values[names] == seat:
            return second
    return None


def tell(third: str, to: dict[Any, str] | None = None, /, **values: object) -> str:
    """A sentence about seats: ``third`` speaks of every seat in the third person ("Seat {seat}
    passes."); ``to`` maps a seat's placeholder to the template said instead when that seat's
    player is the listener (``{"seat": "You pass."}``), or a tuple of placeholders to the one
    said when they all are (``{("seat", "declarer"): "You show ...; you declare."}``); the
    first that matches wins. Either is said in the active language with ``values``."""
    return say(_second(to, values) or third, **values)


def tell_n(
    third: tuple[str, str], to: dict[Any, tuple[str, str]] | None, n: int, /, **values: object
) -> str:
    """A counted ``tell``: ``third`` and each of ``to``'s templates are (singular, plural)."""
    singular, plural = _second(to, values) or third
    return say_n(singular, plural, n, **values)


def unprefixed(text: str, template: str) -> str:
    """``text`` without the words ``template`` puts before its ``{reason}`` ("Legal: {reason}"
    -> "Legal: "), said in the active language; ``text`` as it is when it does not start with
    them."""
    prefix = say(template, reason="\x00").partition("\x00")[0]
    return text.removeprefix(prefix)


def said_once(store: dict[str, Any], build: Callable[[], str], name: str = "_said") -> str:
    """``build()``'s sentence in the language and person in force, built once for each and kept
    in ``store`` (a value's ``__dict__``) under ``name``."""
    key = (current_language(), _SPOKEN_OF.get(), _LISTENER.get())
    said = store.get(name)
    if said is None:
        said = store[name] = {}
    text = said.get(key)
    if text is None:
        text = said[key] = build()
    return text


class Sentence(property):
    """A value's field that holds a sentence or the function that builds it: read, it is the
    sentence in the language (and person) in force; compared and hashed, it is the English one,
    so that a value equals itself in every language."""

    def __init__(self, name: str, doc: str, *, default: str | None = None) -> None:
        slot = "_said_" + name

        def read(value: object) -> str:
            kept = value.__dict__
            held = kept[name]
            return held if isinstance(held, str) else said_once(kept, held, slot)

        super().__init__(read, doc=doc)
        self.field_name = name
        if default is not None:
            self.default = default  # the field's default (``values.Value`` reads it)

    if TYPE_CHECKING:  # read, the text; given (to ``__init__``), the text or what builds it

        @overload
        def __get__(self, value: None, owner: type | None = None, /) -> Sentence: ...
        @overload
        def __get__(self, value: object, owner: type | None = None, /) -> str: ...
        def __get__(self, value: object, owner: type | None = None, /) -> Sentence | str: ...
        def __set__(self, value: object, said: str | Callable[[], str], /) -> None: ...

    @staticmethod
    def held(value: object, name: str = "reason") -> str | Callable[[], str]:
        """What ``value`` holds for its sentence ``name``: the text, or the function building it
        (to build it again in another language or person)."""
        return value.__dict__[name]

    def english(self, value: object) -> str:
        """The sentence of ``value`` in English (built once)."""
        kept = value.__dict__
        held = kept[self.field_name]
        if isinstance(held, str):
            return held
        slot = "_english_" + self.field_name
        found = kept.get(slot)
        if found is None:
            found = kept[slot] = in_english(held)
        return found


def in_english(build: Callable[[], _T]) -> _T:
    """``build()``'s sentence in English, speaking to the player: what a value is compared by."""
    language_token = _ACTIVE.set("en")
    person_token = _SPOKEN_OF.set(None)
    listener_token = _LISTENER.set(None)
    try:
        return build()
    finally:
        _LISTENER.reset(listener_token)
        _SPOKEN_OF.reset(person_token)
        _ACTIVE.reset(language_token)


class Told:
    """A sentence to be said: ``Told(func, *args)`` is ``func(*args)`` when called, in the language
    and to the listener in force then. Two are equal when they would say the same (the same
    function, equal arguments), so that a state holding them compares by content."""

    __slots__ = ("args", "func")

    def __init__(self, func: Callable[..., str], /, *args: object) -> None:
        self.func = func
        self.args = args

    def __call__(self) -> str:
        return self.func(*self.args)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Told:
            return NotImplemented
        return self.func is other.func and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.func, len(self.args)))

    def __repr__(self) -> str:
        args = "".join(f", {a!r}" for a in self.args)
        return f"Told({getattr(self.func, '__qualname__', self.func)}{args})"


def N_(template: str) -> str:
    """Mark ``template`` for the catalogs without translating it now (``say`` it later)."""
    return template


def N_n(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted template for the catalogs (``say_n(*marked, n)`` later)."""
    return singular, plural
