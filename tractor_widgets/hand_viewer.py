"""HandViewer: a hand drawn as overlapping card faces, grouped and sorted by the trump."""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import N_, say, say_n

from . import _static
from ._base import CardsTrait, RulesTrait
from ._selectable import SelectableCards
from ._view import (
    GroupView,
    ViewKeys,
    check_copies,
    group_label,
    grouped,
)

# --- what the page receives -----------------------------------------------------------------------


class HandViewerView(ViewKeys, total=False):
    count: int
    caption: str
    face_down: bool  # then no "groups": the page gets no card identities
    selectable: bool
    groups: list[GroupView]


class HandViewer(SelectableCards):
    """A hand drawn as overlapping card faces, grouped by suit group (trumps first and marked)
    and sorted as the trump orders it, with a count per group.

    ``HandViewer(cards="3D 3D 10H SJ", trump="2H", rules="tractor-4p")``. Click, Enter or Space
    select a card; ``selected`` (indices into ``cards``) syncs both ways and ``selected_cards``
    gives the cards. ``face_down=True`` draws card backs only (for other seats): the page is
    then sent no card identities at all.
    """

    _name = "hand-viewer"
    _module = "hand_viewer.js"
    _styles = ("backs.css",)
    _public = ("cards", "face_down", "selectable", "caption")
    _words: ClassVar[dict[str, str]] = {"hand": N_("Hand")}

    rules = RulesTrait()
    cards = CardsTrait(help="the hand, as canonical card strings")
    face_down = traitlets.Bool(False, help="draw card backs only")
    selectable = traitlets.Bool(True, help="whether the learner can select cards")
    caption = traitlets.Unicode("", help="a line shown above the hand")

    @traitlets.observe("cards", "face_down", "selectable")
    def _reset_selection(self, change: dict[str, Any]) -> None:
        if not getattr(self, "_ready", False):
            return  # the constructor's own `selected` stands
        if change["name"] == "cards" or not self._can_select():
            self.selected = []

    def _can_select(self) -> bool:
        return self.selectable and not self.face_down

    @property
    def groups(self) -> list[tuple[str, te.Cards]]:
        """(suit group, its cards high to low) in display order, trumps first."""
        return te.Hand(self.cards, trump=self.trump_obj, rules=self.rules).groups  # type: ignore[arg-type]  # converted by its field

    def _compute_view(self) -> HandViewerView:
        rules = self.rules
        check_copies(rules, [("the hand", self.cards)])
        view: HandViewerView = {  # type: ignore[typeddict-item]  # summary set below
            "four_color": self.four_color,
            "count": len(self.cards),
            "caption": self.caption,
        }
        if self.face_down:
            view["face_down"] = True
            return view
        view["selectable"] = self._can_select()
        view["groups"] = grouped(self.cards, self.order)
        view["summary"] = (
            say_n(
                "{n} card; trump: {trump}",
                "{n} cards; trump: {trump}",
                len(self.cards),
                trump=self.trump_obj.describe(),
            )
            if self.cards
            else say("No cards.")
        )
        return view

    def _static_html(self) -> str:
        if self.face_down:
            n = len(self.cards)
            return _static.text(say_n("{n} card, face down", "{n} cards, face down", n))
        order = self.order
        cap = _static.text(self.caption) if self.caption else ""
        return cap + "".join(
            _static.line(
                say("{group} ({n}):", group=group_label(g), n=len(cards)),
                _static.row(cards, order),
            )
            for g, cards in self.groups
        )
