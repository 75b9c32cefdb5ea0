"""The engine's exceptions."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable


class InputError(ValueError):
    """An argument the engine cannot take (a seat that is not at the table, a total no deal can
    make...); the message names the bad part and why."""


class CardError(ValueError):
    """Text or a value that is not a card; the message names the bad token and why."""


class IllegalPlay(ValueError):
    """An action the rules do not allow; ``reason`` is a sentence a learner can read, in the
    language (and to the listener) in force when it is read: the engine raises it with the
    sentence or with the function that builds it."""

    def __init__(self, reason: str | Callable[[], str]) -> None:
        super().__init__(reason)
        self._told = reason

    @property
    def reason(self) -> str:
        told = self._told
        return told if isinstance(told, str) else told()

    @property
    def told(self) -> str | Callable[[], str]:
        """The sentence, or the function that builds it (what a ``Verdict`` keeps)."""
        return self._told

    def __str__(self) -> str:
        return self.reason
