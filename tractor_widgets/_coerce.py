"""Turning what a learner types into canonical values, with errors that name the bad value.

Every widget input goes through here: cards become lists of canonical strings ("10H", "BJ"),
a trump becomes its short form ("2H", "10NT"), rules become a ``te.RuleSet``. The engine does
the parsing; this module only words the errors.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tractor_engine as te
from tractor_engine import InputError
from tractor_engine.speech.languages import say

# One InputError for the whole project: a widget input that is not what the widget accepts is
# refused with the engine's (a ValueError), its message naming the bad value.
__all__ = ["InputError", "as_ruleset", "card_strings", "trump_string"]


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def card_strings(value: Any, name: str = "cards") -> list[str]:
    """Canonical card strings from a string, a list of strings or engine Cards.

    Raises ``InputError`` naming the bad value (the bad token, for a string) for anything else.
    """
    if isinstance(value, te.Card):
        return [str(value)]
    if not isinstance(value, (str, list, tuple)):
        raise InputError(
            f"{name}={_short(value)} is not a set of cards: give a string like "
            f'"3D 3D 10H BJ", a list of strings like ["3D", "10H"], or engine Cards'
        )
    try:
        return [str(card) for card in te.parse_cards(value)]
    except te.CardError as exc:
        raise InputError(f"{name}: {exc}") from None


def trump_string(value: Any) -> str:
    """The short form of a trump ("2H", "10NT") from a string or ``te.Trump``."""
    if isinstance(value, te.Trump):
        return str(value)
    if not isinstance(value, str):
        raise InputError(
            f'trump={_short(value)} is not a trump: give a short form like "2H" or "10NT", '
            'or te.Trump("2", "H")'
        )
    try:
        return str(te.as_trump(value))
    except ValueError as exc:
        # TRANSLATORS: the trump field's error: "trump: "2X" is not a trump: ...".
        raise InputError(say("trump: {reason}", reason=exc)) from None


def as_ruleset(value: Any, options: Mapping[str, Any] | None = None) -> te.RuleSet:
    """The engine RuleSet of a preset name or a ``te.RuleSet``, with ``options`` (if given)
    changed. ``InputError`` names a value that is not a rule set, or a bad option."""
    if isinstance(value, str) and value not in te.PRESETS:
        raise InputError(
            f"rules={value!r} is not a rule set: the presets are {', '.join(te.PRESETS)}"
        )
    if not isinstance(value, (str, te.RuleSet)):
        raise InputError(
            f"rules={_short(value)} is not a rule set: give a preset name "
            f"({', '.join(te.PRESETS)}) or te.rules(...)"
        )
    ruleset = te.as_rules(value)
    if not options:
        return ruleset
    try:
        return ruleset.replace(**options)
    except ValueError as exc:
        raise InputError(f"rule options: {exc}") from None
