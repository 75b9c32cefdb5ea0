"""TractorDetector: the pairs and tractors in a set of cards, each with the engine's reason."""

from __future__ import annotations

from typing import Any, ClassVar, TypedDict

import tractor_engine as te
from tractor_engine.rulebook.options import Condition, Option, Question, options_changing
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import pairs

from . import _static
from ._base import CardsTrait, PageHandler, RulesTrait, TractorWidget
from ._coerce import InputError
from ._view import (
    GroupView,
    ViewKeys,
    check_copies,
    grouped,
    hand_indices,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class ComboView(TypedDict):
    kind: str  # "pair" or "tractor"
    label: str
    reason: str
    cards: list[int]  # indices into the detector's cards


class ControlOption(TypedDict):
    name: str
    label: str
    value: bool


class DetectorControls(TypedDict):
    rank: str
    suit: str  # a suit letter or "NT"
    rules: str
    ranks: list[str]
    suits: list[list[str]]  # [value, label]
    presets: list[str]
    options: list[ControlOption]


class TractorDetectorView(ViewKeys):
    error: str
    rev: int  # bumped on every page change, so a refused change redraws the controls
    groups: list[GroupView]
    tractors: list[ComboView]
    pairs: list[ComboView]
    notes: list[str]
    order: str
    controls: DetectorControls


#: The trump suit's choices: the value and its label (a template).
SUIT_CHOICES = [
    ("H", N_("♥ hearts")),
    ("S", N_("♠ spades")),
    ("D", N_("♦ diamonds")),
    ("C", N_("♣ clubs")),
    ("NT", N_("no trump")),
]


def _combo_options() -> dict[str, str]:
    """The options that can change which cards make pairs and tractors (``LEAD_KIND`` in the
    engine's table of options) and are chosen by True or False, each with its checkbox label;
    those that matter under a trump suit first (the order of their conditions), then in the
    table's order. (An option of more choices would need another control than a checkbox.)"""
    rows = [row for row in options_changing(Question.LEAD_KIND) if row.is_switch]
    conditions = list(Condition)

    def first_condition(row: Option) -> int:
        return min((conditions.index(c) for c in row.matters_only_when), default=len(conditions))

    return {row.name: row.label for row in sorted(rows, key=first_condition)}


#: The rule options that change which pairs and tractors the cards hold, offered as
#: checkboxes (each has the choices True and False): name -> label (a template).
COMBO_OPTIONS = _combo_options()

#: A combination's kind, as the static picture heads its line.
KIND_LINES = {"tractor": N_("Tractor:"), "pair": N_("Pair:")}


class TractorDetector(TractorWidget):
    """The pairs and the maximal tractors in ``cards`` (the engine's ``combos``), drawn as
    bracketed groups, each with its reason. The trump rank, trump suit, rule set and the
    options that decide adjacency can be changed from the widget; everything redraws.

    ``TractorDetector(cards="4C 4C 4H 4H SJ SJ", trump="4H", rules="tractor-5p")``
    """

    _name = "tractor-detector"
    _module = "tractor_detector.js"
    _styles = ("forms.css", "tractor_detector.css")
    _public = ("cards",)
    _words: ClassVar[dict[str, str]] = {
        "rank": N_("Trump rank"),
        "suit": N_("Trump suit"),
        "rules": N_("Rules"),
        "tractors": N_("Tractors"),
        "pairs": N_("Pairs"),
        "none": N_("No pairs and no tractors."),
        "title": N_("Pairs and tractors"),
    }

    rules = RulesTrait()
    cards = CardsTrait(help="the cards to search, as canonical card strings")

    @property
    def combos(self) -> te.Combos:
        """The engine's answer: ``.pairs``, ``.tractors`` and ``.notes``."""
        return te.combos(self.cards, trump=self.trump_obj, rules=self.rules)

    def _compute_view(self) -> TractorDetectorView:
        trump, rules = self.trump_obj, self.rules
        check_copies(rules, [("the cards", self.cards)])
        order = self.order
        found = self.combos

        def combo(c: te.Combo) -> ComboView:
            label = (
                say_n(
                    "{count}-card tractor ({n} pair)",
                    "{count}-card tractor ({n} pairs)",
                    c.pairs,
                    count=len(c.cards),
                )
                if c.kind == "tractor"
                else say("Pair")
            )
            # indices into `cards`: the page takes each face from the drawn hand
            cards = hand_indices(self.cards, c.cards)
            return {"kind": c.kind, "label": label, "reason": c.reason, "cards": cards}

        n_t, n_p = len(found.tractors), len(found.pairs)
        summary = say(
            "{tractors} and {pairs} under {trump} ({rules})",
            tractors=say_n("{n} tractor", "{n} tractors", n_t),
            pairs=pairs(n_p),
            trump=trump.describe(),
            rules=rules.name,
        )
        if not rules.has_pairs:
            summary = say("{rules} plays one deck: no pairs and no tractors.", rules=rules.name)
        return {
            "four_color": self.four_color,
            "error": getattr(self, "_error", ""),
            "rev": getattr(self, "_rev", 0),
            "groups": grouped(self.cards, order),
            "tractors": [combo(c) for c in found.tractors],
            "pairs": [combo(c) for c in found.pairs],
            "notes": list(found.notes),
            "summary": summary,
            "order": say("Trump order: {order}", order=order.describe()),
            "controls": {
                "rank": trump.rank,
                "suit": trump.suit or "NT",
                "rules": rules.name,
                "ranks": list(te.RANKS),
                "suits": [[value, say(text)] for value, text in SUIT_CHOICES],
                "presets": list(te.PRESETS),
                "options": [
                    {"name": k, "label": say(text), "value": bool(getattr(rules, k))}
                    for k, text in COMBO_OPTIONS.items()
                ],
            },
        }

    def _page_set(self, msg: dict[str, Any]) -> None:
        """The page changed a control: ``{"trump": "3C"}``, ``{"rules": "tractor-5p"}`` or
        ``{"option": name, "value": bool}``. A change the engine refuses leaves the state as it
        was and shows why."""
        self._error = ""
        self._rev = getattr(self, "_rev", 0) + 1  # redraw the controls even if nothing changed
        try:
            self._apply(msg)
        except (InputError, ValueError) as exc:
            self._error = say("Not changed: {reason}", reason=exc)
        self._refresh()

    _page_messages: ClassVar[dict[str, PageHandler]] = {"set": _page_set}

    def _apply(self, msg: dict[str, Any]) -> None:
        if "trump" in msg:
            self.trump = msg["trump"]
        elif "rules" in msg:
            self.rules = msg["rules"]
        elif "option" in msg:
            name, value = msg["option"], msg.get("value")
            if name not in COMBO_OPTIONS or not isinstance(value, bool):
                raise InputError(f"unknown option {name!r}")
            self.rules = self.rules.replace(**{name: value})

    def _static_html(self) -> str:
        order = self.order
        found = self.combos
        parts = [
            _static.line(
                say("Cards:"),
                _static.row(
                    te.sort_cards(self.cards, trump=self.trump_obj, rules=self.rules), order
                ),
            )
        ]
        for c in (*found.tractors, *found.pairs):
            parts.append(
                _static.line(
                    say(KIND_LINES[c.kind]),
                    _static.row(c.cards, order) + " " + _static.esc(c.reason),
                )
            )
        if not found.tractors and not found.pairs:
            parts.append(_static.text(say("No pairs and no tractors.")))
        parts += [_static.text(n) for n in found.notes]
        return "".join(parts)
