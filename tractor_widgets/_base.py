"""What every tractor widget shares: the ESM/CSS, the traits, kwargs checking, page messages.

A widget computes everything it shows in Python and sends it as the private synced ``_view``
dict; the page (``static/cards.js`` + the widget's own module) only draws ``_view`` and reports
what was clicked with custom messages ``{"type": ..., ...}``. Each message is answered with
``{"type": "ack", "seq": ...}`` once the kernel has applied (or ignored) it.

A handler that fails unexpectedly (a bug, not one of the engine's refusals) changes nothing:
every trait is put back, the error is shown on the page (``_page_error``, drawn by cards.js as
an alert) and its traceback goes to the ``tractor_widgets`` logger (the kernel's log).
"""

from __future__ import annotations

import contextlib
import copy
import difflib
import logging
import re
from collections.abc import Callable, Iterator
from functools import cache, wraps
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

import tractor_engine as te

from . import _static
from ._coerce import InputError, as_ruleset, card_strings, trump_string
from ._compact import compact_js
from ._view import card_face, cards_view, check_copies, grouped, hand_indices
from ._words import page_words

#: The sizes a widget can be drawn at (``scale=``; the page's ``--tw-scale`` is clamped alike).
SCALES = (0.75, 3.0)

PageHandler = Callable[[Any, dict[str, Any]], None]

#: Where a page message's failure is logged, with its traceback (in a kernel: its log).
log = logging.getLogger("tractor_widgets")

#: What a page-message handler may raise to refuse a message it cannot apply: the engine's
#: refusals of an input, a card's text or a play. The message is ignored, quietly, as before.
_REFUSALS: tuple[type[Exception], ...] = (te.InputError, te.CardError, te.IllegalPlay)

STATIC = Path(__file__).parent / "static"


@cache
def _read(name: str) -> str:
    """A static file, without comments and the spaces no parser needs (JavaScript:
    ``_compact.compact_js``): anywidget saves the whole ESM and CSS with every widget in a
    notebook, so what is sent is kept small (the files stay readable)."""
    text = (STATIC / name).read_text(encoding="utf-8")
    if name.endswith(".css"):
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"\s+", " ", text)
        text = re.sub(r"\s*([{};,>])\s*", r"\1", text)
        text = re.sub(r":\s+", ":", text)  # "color: red" (a selector's ":hover" has no space)
        # calc(4 * x) -> calc(4*x) (only + and - need spaces); a universal selector stays apart
        text = re.sub(r"(?<=[\d)])\s*\*\s*(?=[\w(])", "*", text)
        text = re.sub(r"calc\(1\*(var\([\w-]+\))\)", r"\1", text)  # calc(1*var(--u)): var(--u)
        text = re.sub(r"\s*/\s*", "/", text)  # 2 / 1 -> 2/1 (no selector holds a slash)
        text = re.sub(r"(?<![\w.])0\.(?=\d)", ".", text)  # 0.5em -> .5em
        # [data-x="word"] -> [data-x=word]: the notebook's JSON escapes every double quote
        text = re.sub(r'\[([\w-]+)="(-?[A-Za-z_][\w-]*)"\]', r"[\1=\2]", text)
        # a block's last declaration needs no ";"
        return text.replace(";}", "}").strip()
    return compact_js(text)


def widget_esm(module: str) -> str:
    """The ESM of one widget: the shared card module followed by the widget's own module."""
    return _read("cards.js") + "\n" + _read(module)


def widget_css(*sheets: str) -> str:
    """The shared card stylesheet followed by the widget's own sheets.

    Each widget carries only the styles it draws with: anywidget saves the CSS with every
    widget instance, so a notebook full of widgets stays small.
    """
    return " ".join(_read(name) for name in ("cards.css", *sheets))


class CardsTrait(traitlets.List):
    """Canonical card strings; accepts a string, a list of strings or engine Cards."""

    def __init__(self, default: str = "", **kwargs: Any) -> None:
        super().__init__(traitlets.Unicode(), default_value=card_strings(default), **kwargs)

    def set(self, obj: Any, value: Any) -> None:
        # traitlets.List would wrap a lone string in a list; parse it as cards instead.
        super().set(obj, card_strings(value, self.name))  # type: ignore[arg-type]  # named once set

    def validate(self, obj: Any, value: Any) -> list[str] | None:
        return super().validate(obj, card_strings(value, self.name))  # type: ignore[arg-type]  # named


class TrumpTrait(traitlets.Unicode):
    """The trump's short form ("2H", "10NT"); accepts a string or ``te.Trump``."""

    def validate(self, obj: Any, value: Any) -> str:
        return trump_string(value)


class RulesTrait(traitlets.TraitType):
    """The rule set, a ``te.RuleSet``; accepts a preset name or a ``te.RuleSet``, checked here
    once (``InputError`` names a bad one). For a widget whose rules may change: a widget whose
    rules are fixed when it is made has a read-only ``rules`` (``fixed_rules``) instead."""

    def __init__(self, default: Any = "tractor-4p", **kwargs: Any) -> None:
        kwargs.setdefault("help", "the rule set: a preset name or te.rules(...)")
        super().__init__(default_value=as_ruleset(default), **kwargs)

    def validate(self, obj: Any, value: Any) -> te.RuleSet:
        return as_ruleset(value)


def fixed_rules(read: Callable[[Any], te.RuleSet], refusal: str) -> property:
    """A read-only ``rules`` for a widget whose rule set is fixed when it is made: it reads
    ``read(widget)``; assigning another rule set raises ``InputError(refusal)`` (assigning the
    same one again changes nothing)."""

    def get(widget: Any) -> te.RuleSet:
        return read(widget)

    def refuse(widget: Any, value: Any) -> None:
        try:
            same = as_ruleset(value) == read(widget)
        except InputError:
            same = False
        if not same:
            raise InputError(refusal)

    return property(get, refuse, doc="The rule set (a ``te.RuleSet``), fixed when made.")


class LanguageTrait(traitlets.Unicode):
    """The language a widget speaks: one of ``te.LANGUAGES`` ("en", "es", "zh", ...)."""

    info_text = "a language code: " + ", ".join(te.LANGUAGES)

    def validate(self, obj: Any, value: Any) -> str:
        return te.speech.languages.check_language(value)  # InputError naming a bad one


class PaceTrait(traitlets.Float):
    """The Table's seconds between automatic steps (cards dealt, bots' actions); 0 takes them
    at once."""

    def validate(self, obj: Any, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
            raise InputError(
                f"pace={value!r} must be a number of seconds from 0 (at once) to 10, like 0.4"
            )
        return float(value)


class ScaleTrait(traitlets.TraitType):
    """A size from 0.75 to 3 (a float), or None."""

    default_value = None
    allow_none = True

    def validate(self, obj: Any, value: Any) -> float | None:
        if value is None:
            return None
        low, high = SCALES
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or not (low <= value <= high)
        ):
            raise InputError(f"scale={value!r}: give a size from {low} to {high:g} (1 is normal)")
        return float(value)


def speaking(method: Callable[..., Any]) -> Callable[..., Any]:
    """A widget's method that runs in the widget's ``language`` (``_speaking``), whoever calls
    it: what it says, sends and returns comes in that language."""

    @wraps(method)
    def in_its_language(widget: Any, *args: Any, **kwargs: Any) -> Any:
        with widget._speaking():
            return method(widget, *args, **kwargs)

    return in_its_language


class TractorWidget(anywidget.AnyWidget):
    """Base class: validated public traits, a synced ``_view``, and a static picture.

    Subclasses set ``_name`` (the page class is ``tw-<_name>``), ``_module`` (their JS file),
    ``_styles`` (their own stylesheets in static/, after the shared cards.css),
    ``_extra_kwargs`` (constructor arguments that are not traits), ``_page_messages`` (the
    page's message types and the methods that handle them), and implement ``_compute_view()``
    and ``_static_html()``.

    ``scale`` (0.75 to 3) draws the widget larger or smaller; left at None, the widget follows
    the page's ``--tw-scale`` CSS custom property (1 if unset), as ``present --scale`` sets it.
    """

    _name: ClassVar[str] = "widget"
    _module: ClassVar[str] = ""
    _styles: ClassVar[tuple[str, ...]] = ()
    _extra_kwargs: ClassVar[tuple[str, ...]] = ()
    _public: ClassVar[tuple[str, ...]] = ()
    #: Message type from the page -> the method that applies it (inherited tables are merged).
    _page_messages: ClassVar[dict[str, PageHandler]] = {}
    _message_table: ClassVar[dict[str, PageHandler]] = {}

    _view: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    #: The error the kernel met handling the page's last message, briefly ("KeyError: 'x' ...");
    #: empty once a message is handled again. The page shows it as an alert (cards.js).
    _page_error = traitlets.Unicode("").tag(sync=True)

    trump = TrumpTrait("2H", help="the trump's short form, like '2H' or '10NT'")
    four_color = traitlets.Bool(
        False, help="draw a four-colour deck (♠ black ♥ red ♦ blue ♣ green)"
    )
    scale = ScaleTrait(help="size, 0.75 to 3 (1: normal); None follows the page's --tw-scale")
    language = LanguageTrait(
        help="the language of its words and the engine's reasons (te.LANGUAGES); by default "
        "the one in force when it is made (te.set_language)"
    )
    #: The page's own words (``static/<module>.js``) as templates: key -> English.
    _words: ClassVar[dict[str, str]] = {}

    @traitlets.default("language")
    def _language_in_force(self) -> str:
        return te.current_language()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "_module" in cls.__dict__:
            cls._esm = widget_esm(cls._module)
            cls._css = widget_css(*cls._styles)
        table: dict[str, PageHandler] = {}
        for klass in reversed(cls.__mro__):
            table.update(klass.__dict__.get("_page_messages", {}))
        cls._message_table = table
        super().__init_subclass__(**kwargs)

    def __init__(self, **kwargs: Any) -> None:
        self._refuse_unknown(kwargs)
        self._ready = False
        super().__init__(**kwargs)
        self._ready = True
        self.on_msg(self._on_page_msg)
        self._refresh()

    @contextlib.contextmanager
    def hold_trait_notifications(self) -> Iterator[None]:
        """traitlets' hold (observers told once the block ends), whose rollback also follows
        ``InputError``: traitlets puts back every trait changed in the block, and tells no
        observer, only on its own ``TraitError``; the project's ``InputError`` is the engine's
        (a ``ValueError``), so it is carried through the hold as a ``TraitError``."""
        try:
            with super().hold_trait_notifications():
                try:
                    yield
                except te.InputError as exc:
                    raise _Refused() from exc
        except _Refused as carried:
            raise carried.__cause__ from None  # type: ignore[misc]

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        public = [
            name
            for name in cls.class_trait_names()
            if not name.startswith("_") and name not in _WIDGET_TRAITS
        ]
        return public + list(cls._extra_kwargs)

    @classmethod
    def _refuse_unknown(cls, kwargs: dict[str, Any]) -> None:
        """``TypeError`` naming the first keyword the constructor does not take, the closest
        one it does, and all it takes."""
        known = cls._known_kwargs()
        for bad in kwargs:
            if bad in known:
                continue
            close = difflib.get_close_matches(bad, known, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise TypeError(
                f"{cls.__name__}() got an unexpected keyword argument {bad!r}.{hint} "
                f"It takes: {', '.join(sorted(known))}."
            )

    # --- the rule context ------------------------------------------------------------------

    rules: Any  # a RulesTrait, or fixed_rules for a widget whose rules are fixed

    @property
    def rule_options(self) -> dict[str, Any]:
        """The options of ``rules`` that differ from its preset (``rules.options()``);
        assigning a dict sets ``rules`` to the preset with those options."""
        return dict(self.rules.options())

    @rule_options.setter
    def rule_options(self, options: Any) -> None:
        if not isinstance(options, dict):
            raise InputError(f"rule_options={options!r} must be a dict of rule options")
        self.rules = as_ruleset(self.rules.name, options or None)

    @property
    def trump_obj(self) -> te.Trump:
        """The engine Trump of ``trump``."""
        return te.as_trump(self.trump)

    @property
    def order(self) -> te.Order:
        """The engine's card order for this trump and rule set."""
        return te.order(self.trump_obj, self.rules)

    # --- recomputing what the page shows --------------------------------------------------------

    @traitlets.observe(traitlets.All)
    def _any_change(self, change: dict[str, Any]) -> None:
        name = change["name"]
        if not getattr(self, "_ready", False) or name not in self._inputs():
            return
        try:
            self._refresh()
        except Exception:
            if change["old"] is traitlets.Undefined:
                raise
            # Put the input back so the widget stays in its last good state, then report.
            self._ready = False
            try:
                self.set_trait(name, change["old"])
            finally:
                self._ready = True
            self._refresh()
            raise

    def _inputs(self) -> set[str]:
        """The traits whose change redraws the widget."""
        return {"trump", "rules", "four_color", "scale", "language", *self._public}

    def _speaking(self) -> te.language:
        """``with self._speaking():`` the engine speaks the widget's language."""
        return te.language(self.language)

    def _refresh(self) -> None:
        with self._speaking():
            view = self._compute_view()
            words = page_words(self._words)
        if self.scale is not None:
            view["scale"] = self.scale
        if words:
            view["words"] = words
        self._view = view

    def _compute_view(self) -> Any:  # each widget's own TypedDict (none is a dict[str, Any])
        raise NotImplementedError

    # --- messages from the page ---------------------------------------------------------------

    def _on_page_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        try:
            if isinstance(kind, str) and (handler := self._message_table.get(kind)) is not None:
                self._handle_page_msg(kind, handler, content)
        finally:
            self.send({"type": "ack", "seq": content.get("seq")})

    def _handle_page_msg(self, kind: str, handler: PageHandler, content: dict[str, Any]) -> None:
        """Apply one page message. A refusal (``_REFUSALS``) is ignored as a message the page
        should not have sent; any other exception is a bug: the widget is put back as it was,
        the error shown on the page and logged with its traceback."""
        before = _Snapshot(self)
        try:
            with self._speaking():
                handler(self, content)
        except _REFUSALS:
            pass
        except Exception as exc:
            try:
                before.restore()
            finally:
                log.error(
                    "%s: the page's %r message failed; the widget's state is unchanged",
                    type(self).__name__,
                    kind,
                    exc_info=True,
                )
                self._page_error = _brief(exc)
            return
        self._page_error = ""

    # --- the static picture ---------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        try:
            with self._speaking():
                picture = self._static_html()
        except Exception:  # a picture must never stop the live widget from showing
            picture = ""
        if picture:
            data["text/html"] = _static.wrap(self._name, picture)
        return data, metadata

    def _static_html(self) -> str:
        """HTML shown where no live widget can be: the engine's own reprs."""
        return ""


_WIDGET_TRAITS = set(anywidget.AnyWidget.class_trait_names()) | {"comm", "keys", "log"}


class _Refused(traitlets.TraitError):
    """An ``InputError`` on its way through traitlets' ``hold_trait_notifications``."""


#: Instance attributes of traitlets and ipywidgets (and the widget's ``_ready`` switch) that a
#: failed message's undo leaves alone: the traits' own store is put back trait by trait.
_MACHINERY = frozenset(
    {
        "_trait_values", "_trait_notifiers", "_trait_validators", "_cross_validation_lock",
        "_property_lock", "_holding_sync", "_states_to_send", "_msg_callbacks",
        "_display_callbacks", "comm", "_model_id", "notify_change", "_ready",
    }
)  # fmt: skip

_MISSING = object()


class _Snapshot:
    """A widget's traits and attributes before a page message, to undo what a failed handler
    changed: every trait (lists, dicts and sets copied, so a change in place is undone too)
    and every attribute rebound, added or deleted (an object changed in place stays so)."""

    def __init__(self, widget: TractorWidget) -> None:
        self.widget = widget
        values = widget._trait_values
        self.traits: dict[str, tuple[Any, Any]] = {}
        for name in widget.trait_names():
            if name in _WIDGET_TRAITS or name == "_page_error":
                continue
            value = values.get(name, _MISSING)
            kept = copy.copy(value) if isinstance(value, (list, dict, set)) else value
            self.traits[name] = (value, kept)
        self.attrs = {k: v for k, v in vars(widget).items() if k not in _MACHINERY}

    def restore(self) -> None:
        w = self.widget
        values = w._trait_values
        changed = []
        for name, (value, kept) in self.traits.items():
            now = values.get(name, _MISSING)
            if now is value and (kept is value or now == kept):
                continue
            changed.append((name, now, kept))
        w._ready = False  # no redraw from the inputs put back: the view is put back too
        try:
            for name, _now, kept in changed:
                if kept is _MISSING:
                    values.pop(name, None)
                else:
                    values[name] = kept
            # observers and the page hear of each trait put back (ipywidgets syncs it)
            for name, now, kept in changed:
                if kept is not _MISSING:
                    w._notify_trait(name, now, kept)
        finally:
            w._ready = True
        attrs = w.__dict__
        for key in [k for k in attrs if k not in _MACHINERY and k not in self.attrs]:
            del attrs[key]
        for key, value in self.attrs.items():
            if attrs.get(key, _MISSING) is not value:
                attrs[key] = value


def _brief(exc: BaseException) -> str:
    """One line for the page: the exception's type and message, shortened."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    if len(text) > 160:
        text = text[:157] + "..."
    return f"{text} (not applied; the traceback is in the kernel's log)"


# Names other modules import from here; they live in _view.py now.
check_card_copies = check_copies
esc = _static.esc
__all__ = [
    "CardsTrait",
    "PaceTrait",
    "RulesTrait",
    "TractorWidget",
    "TrumpTrait",
    "card_face",
    "cards_view",
    "check_card_copies",
    "esc",
    "fixed_rules",
    "grouped",
    "hand_indices",
    "speaking",
]
