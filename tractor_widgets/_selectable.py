"""A hand the page selects cards of, by index: what the widgets that select cards share."""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

import tractor_engine as te

from ._base import PageHandler, TractorWidget
from ._coerce import InputError


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
