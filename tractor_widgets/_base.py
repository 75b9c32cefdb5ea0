"""What every tractor widget shares: the ESM/CSS, the traits, kwargs checking, page messages.

A widget computes everything it shows in Python and sends it as the private synced ``_view``
dict; the page (``static/cards.js`` + the widget's own module) only draws ``_view`` and reports
what was clicked with custom messages ``{"type": ..., ...}``. Each message is answered with
``{"type": "ack", "seq": ...}`` once the kernel has applied (or ignored) it.
"""

from __future__ import annotations

import difflib
import html
import re
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

import tractor_engine as te

from . import _static
from ._coerce import InputError, card_strings, make_rules, rules_parts, trump_string

STATIC = Path(__file__).parent / "static"


@cache
def _read(name: str) -> str:
    """A static file, without comments and indentation: anywidget saves the whole ESM and CSS
    with every widget in a notebook, so what is sent is kept small (the files stay readable)."""
    text = (STATIC / name).read_text(encoding="utf-8")
    if name.endswith(".css"):
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"\s+", " ", text)
        text = re.sub(r"\s*([{};,])\s*", r"\1", text)
        return text.strip()
    lines = (line.strip() for line in text.splitlines())
    return "\n".join(line for line in lines if line and not line.startswith("//"))


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
        super().set(obj, card_strings(value, self.name))

    def validate(self, obj: Any, value: Any) -> list[str]:
        return super().validate(obj, card_strings(value, self.name))


class TrumpTrait(traitlets.Unicode):
    """The trump's short form ("2H", "10NT"); accepts a string or ``te.Trump``."""

    def validate(self, obj: Any, value: Any) -> str:
        return trump_string(value)


class RulesTrait(traitlets.Unicode):
    """A preset name; given a ``te.RuleSet`` it keeps the name and moves the options to
    ``rule_options``. Assigning another preset's name resets ``rule_options`` to its defaults
    (assigning the current name keeps them)."""

    def validate(self, obj: Any, value: Any) -> str:
        name, options = rules_parts(value)
        make_rules(name, options)
        current = obj._trait_values.get(self.name)
        if obj.has_trait("rule_options") and (
            isinstance(value, te.RuleSet) or (current is not None and name != current)
        ):
            obj.set_trait("rule_options", options)
        return name


class TractorWidget(anywidget.AnyWidget):
    """Base class: validated public traits, a synced ``_view``, and a static picture.

    Subclasses set ``_name`` (the page class is ``tw-<_name>``), ``_module`` (their JS file),
    ``_styles`` (their own stylesheets in static/, after the shared cards.css),
    ``_extra_kwargs`` (constructor arguments that are not traits), and implement
    ``_compute_view()`` and ``_static_html()``.
    """

    _name: ClassVar[str] = "widget"
    _module: ClassVar[str] = ""
    _styles: ClassVar[tuple[str, ...]] = ()
    _extra_kwargs: ClassVar[tuple[str, ...]] = ()
    _public: ClassVar[tuple[str, ...]] = ()

    _view = traitlets.Dict().tag(sync=True)

    trump = TrumpTrait("2H", help="the trump's short form, like '2H' or '10NT'")
    rules = RulesTrait("tractor-4p", help="the rule set's preset name")
    rule_options = traitlets.Dict(help="the rule options that differ from the preset")
    four_color = traitlets.Bool(
        False, help="draw a four-colour deck (♠ black ♥ red ♦ blue ♣ green)"
    )

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "_module" in cls.__dict__:
            cls._esm = widget_esm(cls._module)
            cls._css = widget_css(*cls._styles)
        super().__init_subclass__(**kwargs)

    def __init__(self, **kwargs: Any) -> None:
        known = self._known_kwargs()
        unknown = [k for k in kwargs if k not in known]
        if unknown:
            bad = unknown[0]
            close = difflib.get_close_matches(bad, known, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise TypeError(
                f"{type(self).__name__}() got an unexpected keyword argument {bad!r}.{hint} "
                f"It takes: {', '.join(sorted(known))}."
            )
        self._ready = False
        super().__init__(**kwargs)
        self._ready = True
        self.on_msg(self._on_page_msg)
        self._refresh()

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        public = [
            name
            for name in cls.class_trait_names()
            if not name.startswith("_") and name not in _WIDGET_TRAITS
        ]
        return public + list(cls._extra_kwargs)

    # --- the rule context ------------------------------------------------------------------

    @property
    def ruleset(self) -> te.RuleSet:
        """The engine RuleSet: the preset ``rules`` with ``rule_options``."""
        return make_rules(self.rules, dict(self.rule_options))

    @property
    def trump_obj(self) -> te.Trump:
        """The engine Trump of ``trump``."""
        return te.trump.as_trump(self.trump)

    @traitlets.validate("rule_options")
    def _check_rule_options(self, proposal: Any) -> dict[str, Any]:
        options = proposal["value"]
        if not isinstance(options, dict):
            raise InputError(f"rule_options={options!r} must be a dict of rule options")
        make_rules(self.rules, dict(options))
        return dict(options)

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
        return {"trump", "rules", "rule_options", "four_color", *self._public}

    def _refresh(self) -> None:
        self._view = self._compute_view()

    def _compute_view(self) -> dict[str, Any]:
        raise NotImplementedError

    # --- messages from the page ---------------------------------------------------------------

    def _on_page_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        handler = getattr(self, f"_page_{kind}", None) if isinstance(kind, str) else None
        try:
            if handler is not None:
                handler(content)
        except (InputError, ValueError, TypeError, KeyError):
            pass  # a message the page should not have sent: ignore it, keep the state
        finally:
            self.send({"type": "ack", "seq": content.get("seq")})

    # --- the static picture ---------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        try:
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


def cards_view(
    cards: list[str],
    order: Any,
    *,
    indices: list[int] | None = None,
    states: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Card dicts for the page: index, canonical string, face text, accessible name, trump."""
    parsed = te.parse_cards(cards)
    result = []
    for k, card in enumerate(parsed):
        item = card_face(card, order)
        item["i"] = indices[k] if indices is not None else k
        if states is not None:
            item["st"] = states[k]
        result.append(item)
    return result


def card_face(card: te.Card, order: Any) -> dict[str, Any]:
    """What the page needs to draw one card face (no index)."""
    if card.suit is None:
        rank, symbol, key = ("BIG" if card.rank == "BJ" else "SMALL"), "JOKER", card.rank
    else:
        rank, symbol, key = card.rank, card.symbol[len(card.rank) :], card.suit
    item: dict[str, Any] = {"c": str(card), "r": rank, "s": symbol, "k": key, "n": card.name}
    if order is not None and order.is_trump(card):
        item["t"] = 1
    return item


def grouped(
    cards: list[str],
    order: Any,
    *,
    states: list[str] | None = None,
) -> list[dict[str, Any]]:
    """The cards in display order, split by suit group (trumps first), each with its count.

    Each card keeps ``i``, its index in ``cards``; duplicates sit side by side.
    """
    parsed = te.parse_cards(cards)
    order_idx = sorted(range(len(parsed)), key=lambda i: (order.sort_key(parsed[i]), i))
    groups: list[dict[str, Any]] = []
    for i in order_idx:
        card = parsed[i]
        group = order.group[card.id]
        if not groups or groups[-1]["g"] != group:
            groups.append(
                {"g": group, "label": te.trump.group_name(group).capitalize(), "cards": []}
            )
        item = card_face(card, order)
        item["i"] = i
        if states is not None:
            item["st"] = states[i]
        groups[-1]["cards"].append(item)
    for g in groups:
        g["count"] = len(g["cards"])
        if g["g"] == "T":
            g["trump"] = 1
    return groups


def esc(text: Any) -> str:
    """HTML-escape text for the static picture."""
    return html.escape(str(text), quote=True)


def engine_html(obj: Any) -> str:
    """An engine object's own HTML picture, or its text if it has none."""
    method = getattr(obj, "_repr_html_", None)
    if method is not None:
        try:
            out = method()
        except Exception:
            out = None
        if out:
            return out
    return f"<p>{esc(obj)}</p>"


def check_card_copies(rules: te.RuleSet, named: list[tuple[str, list[str]]]) -> None:
    """Refuse more copies of a card than the rule set's decks hold, naming where they are."""
    from collections import Counter

    counts: Counter = Counter()
    for _name, cards in named:
        counts.update(cards)
    for card, n in counts.items():
        if n > rules.decks:
            where = " and ".join(name for name, cards in named if card in cards)
            held = "once" if rules.decks == 1 else f"{rules.decks} times"
            symbol = te.parse_cards(card)[0].symbol
            raise InputError(
                f"{symbol} appears {n} times in {where}, but {rules.name} deals each card only "
                f"{held}"
            )
