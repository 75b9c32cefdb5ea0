"""The engine's exceptions."""

from __future__ import annotations


class InputError(ValueError):
    """An argument the engine cannot take (a seat that is not at the table, a total no deal can
    make...); the message names the bad part and why."""


class CardError(ValueError):
    """Text or a value that is not a card; the message names the bad token and why."""


class IllegalPlay(ValueError):
    """An action the rules do not allow; ``reason`` is a sentence a learner can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
