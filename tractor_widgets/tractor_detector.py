"""TractorDetector: the pairs and tractors in a set of cards, each with the engine's reason."""

from __future__ import annotations

from typing import Any, ClassVar

import tractor_engine as te

from . import _static
from ._base import CardsTrait, PageHandler, RulesTrait, TractorWidget
from ._coerce import InputError
from ._view import ComboView, TractorDetectorView, check_copies, grouped, hand_indices

SUIT_CHOICES = [
    ("H", "♥ hearts"),
    ("S", "♠ spades"),
    ("D", "♦ diamonds"),
    ("C", "♣ clubs"),
    ("NT", "no trump"),
]

#: The rule options that change which pairs are adjacent, offered as checkboxes.
COMBO_OPTIONS = {
    "ace_connects_to_rank": "the trump suit's ace connects to an off-suit rank pair",
    "no_trump_keeps_rank_trumps": "in no trump the trump-rank cards stay trumps",
}


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
                f"{len(c.cards)}-card tractor ({c.pairs} pairs)" if c.kind == "tractor" else "Pair"
            )
            # indices into `cards`: the page takes each face from the drawn hand
            cards = hand_indices(self.cards, c.cards)
            return {"kind": c.kind, "label": label, "reason": c.reason, "cards": cards}

        n_t, n_p = len(found.tractors), len(found.pairs)
        summary = (
            f"{n_t} tractor{'s' * (n_t != 1)} and {n_p} pair{'s' * (n_p != 1)} "
            f"under {trump.describe()} ({rules.name})"
        )
        if not rules.has_pairs:
            summary = f"{rules.name} plays one deck: no pairs and no tractors."
        return {
            "four_color": self.four_color,
            "error": getattr(self, "_error", ""),
            "rev": getattr(self, "_rev", 0),
            "groups": grouped(self.cards, order),
            "tractors": [combo(c) for c in found.tractors],
            "pairs": [combo(c) for c in found.pairs],
            "notes": list(found.notes),
            "summary": summary,
            "order": "Trump order: " + order.describe(),
            "controls": {
                "rank": trump.rank,
                "suit": trump.suit or "NT",
                "rules": rules.name,
                "ranks": list(te.RANKS),
                "suits": [list(s) for s in SUIT_CHOICES],
                "presets": list(te.PRESETS),
                "options": [
                    {"name": k, "label": text, "value": bool(getattr(rules, k))}
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
            self._error = f"Not changed: {exc}"
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
                "Cards:",
                _static.row(
                    te.sort_cards(self.cards, trump=self.trump_obj, rules=self.rules), order
                ),
            )
        ]
        for c in (*found.tractors, *found.pairs):
            parts.append(
                _static.line(
                    f"{c.kind.capitalize()}:",
                    _static.row(c.cards, order) + " " + _static.esc(c.reason),
                )
            )
        if not found.tractors and not found.pairs:
            parts.append(_static.text("No pairs and no tractors."))
        parts += [_static.text(n) for n in found.notes]
        return "".join(parts)
