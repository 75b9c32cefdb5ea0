"""HandViewer: a hand drawn as overlapping card faces, grouped and sorted by the trump."""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

import tractor_engine as te

from . import _static
from ._base import CardsTrait, PageHandler, TractorWidget
from ._coerce import InputError
from ._view import HandViewerView, check_copies, grouped


def check_selection(value: Any, size: int) -> list[int]:
    """Distinct indices into a list of ``size`` cards; ``InputError`` names a bad entry."""
    if not isinstance(value, (list, tuple)):
        raise InputError(f"selected={value!r} must be a list of card indices")
    seen: set[int] = set()
    for i in value:
        if isinstance(i, bool) or not isinstance(i, int):
            raise InputError(f"selected: {i!r} is not a card index (an int)")
        if not 0 <= i < size:
            raise InputError(
                f"selected: {i} is not an index into the {size} cards (use 0 to {size - 1})"
                if size
                else f"selected: {i} is not an index: there are no cards"
            )
        if i in seen:
            raise InputError(f"selected: index {i} is given twice")
        seen.add(i)
    return list(value)


class SelectableCards(TractorWidget):
    """Shared by widgets whose page selects cards of ``_hand_trait`` by index."""

    _hand_trait = "cards"
    selected = traitlets.List(traitlets.Int(), help="indices of the selected cards").tag(sync=True)

    @traitlets.validate("selected")
    def _check_selected(self, proposal: Any) -> list[int]:
        return check_selection(proposal["value"], len(getattr(self, self._hand_trait)))

    def _can_select(self) -> bool:
        return True

    @property
    def selected_cards(self) -> te.Cards:
        """The selected cards, in the order they were selected."""
        hand = getattr(self, self._hand_trait)
        return te.parse_cards([hand[i] for i in self.selected])

    def _page_toggle(self, msg: dict[str, Any]) -> None:
        """The page toggled one card: ``{"index": i, "card": "10H"}``; anything else is ignored."""
        hand = getattr(self, self._hand_trait)
        index, card = msg.get("index"), msg.get("card")
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(hand):
            return
        if card != hand[index] or not self._can_select():
            return
        if index in self.selected:
            self.selected = [i for i in self.selected if i != index]
        else:
            self.selected = [*self.selected, index]

    def _page_clear(self, msg: dict[str, Any]) -> None:
        self.selected = []

    _page_messages: ClassVar[dict[str, PageHandler]] = {
        "toggle": _page_toggle,
        "clear": _page_clear,
    }


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
    _public = ("cards", "face_down", "selectable", "caption")

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
        return te.Hand(self.cards, trump=self.trump_obj, rules=self.ruleset).groups

    def _compute_view(self) -> HandViewerView:
        rules = self.ruleset
        check_copies(rules, [("the hand", self.cards)])
        view: HandViewerView = {
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
            f"{len(self.cards)} cards; trump: {self.trump_obj.describe()}"
            if self.cards
            else "No cards."
        )
        return view

    def _static_html(self) -> str:
        if self.face_down:
            return _static.text(f"{len(self.cards)} cards, face down")
        order = self.order
        cap = _static.text(self.caption) if self.caption else ""
        return cap + "".join(
            _static.line(
                f"{te.group_name(g).capitalize()} ({len(cards)}):", _static.row(cards, order)
            )
            for g, cards in self.groups
        )
