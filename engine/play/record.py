"""JSON records of rounds and games: a versioned schema, written and replayed.

A round record (``"format": "tractor-round"``, ``"version": 1``) is one JSON object:

``format``
    ``"tractor-round"``.
``version``
    ``1``. A reader refuses versions it does not know.
``rules``
    ``{"preset": "tractor-5p", "options": {...}}``: the preset name and the options that differ
    from its defaults (``te.rules(preset, **options)`` rebuilds the rule set).
``seed``
    The shuffle seed (a whole number or text), or ``null`` when ``deck`` is given. Redeals
    shuffle from it (see ``round.py``).
``deck``
    ``null``, or the deck order of the first deal as canonical card text (``"3D 10H BJ ..."``);
    the first card goes to ``setup.dealer``.
``setup``
    ``{"levels": ["2", ...], "winners": [seats] or null, "starter": seat or null,
    "dealer": seat}`` (see ``round.Setup``).
``actions``
    Every action in order. Each is an object with ``type`` and ``seat``:
    ``{"type": "bid", "seat": 0, "cards": "2H 2H"}``, ``{"type": "pass", "seat": 1}``,
    ``{"type": "bury", "seat": 0, "cards": "..."}`` (the kitty's number of cards),
    ``{"type": "call", "seat": 0, "card": "AH", "copy": 1}``,
    ``{"type": "play", "seat": 2, "cards": "9D 9D"}`` (for a throw, the cards thrown; the
    replay works out what was led instead).
``final`` (optional, written by ``to_record``)
    ``{"phase": ..., "step": n, "defender_points": p or null, "levels_after": [...] or null}``;
    a reader replays the actions and refuses the record if the position differs.

A game record (``"format": "tractor-game"``, version 1) holds ``rules``, ``seed``,
``levels`` (at the start) and ``rounds``: the round records in order.

``read_round`` and ``read_game`` read and check a record; ``Round.from_record`` and
``Game.from_record`` replay it (this module imports neither, so there is no import cycle).
Reading refuses a malformed record, or one whose actions do not replay, with ``RecordError``:
``step`` is the number of the action that failed (1 for the first; ``None`` for the parts
before the actions) and ``reason`` says why.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards.card import format_cards
from ..errors import CardError
from ..rulebook.rulesets import PRESETS, RuleSet, rules
from ..values import Value
from .actions import Action, action_from_json

ROUND_FORMAT = "tractor-round"
GAME_FORMAT = "tractor-game"
VERSION = 1


class RecordError(ValueError):
    """A record that is malformed or does not replay: ``step`` (or None) and ``reason``."""

    def __init__(self, step: int | None, reason: str) -> None:
        where = "record" if step is None else f"record step {step}"
        super().__init__(f"{where}: {reason}")
        self.step = step
        self.reason = reason


def rules_to_json(ruleset: Any) -> dict[str, Any]:
    return {"preset": ruleset.name, "options": ruleset.options()}


def rules_from_json(data: Any) -> Any:
    if not isinstance(data, dict) or "preset" not in data:
        raise RecordError(
            None, 'rules must be an object like {"preset": "tractor-4p", "options": {}}'
        )
    extra = set(data) - {"preset", "options"}
    if extra:
        raise RecordError(None, f"rules has no field {sorted(extra)[0]!r}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(None, "rules.options must be an object")
    if data["preset"] not in PRESETS:
        raise RecordError(
            None, f"unknown preset {data['preset']!r}: the presets are {', '.join(PRESETS)}"
        )
    try:
        return rules(data["preset"], **options)
    except (ValueError, TypeError) as exc:
        raise RecordError(None, f"rules: {exc}") from None


def round_to_record(rnd: Any) -> dict[str, Any]:
    """The JSON-ready record of a round (see the module docstring)."""
    result = rnd.result
    return {
        "format": ROUND_FORMAT,
        "version": VERSION,
        "rules": rules_to_json(rnd.rules),
        "seed": rnd.seed,
        "deck": None if rnd.given_deck is None else format_cards(rnd.given_deck),
        "setup": rnd.setup.to_json(),
        "actions": [a.to_json() for a in rnd.actions],
        "final": {
            "phase": rnd.phase,
            "step": rnd.step,
            "defender_points": None if result is None else result.defender_points,
            "levels_after": None if result is None else list(result.levels_after),
        },
    }


def _load(record: Any) -> dict[str, Any]:
    if isinstance(record, (str, bytes)):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as exc:
            raise RecordError(None, f"not JSON: {exc}") from None
    if not isinstance(record, dict):
        raise RecordError(None, f"a record is a JSON object, not {type(record).__name__}")
    return record


def _check_header(record: dict[str, Any], fmt: str) -> None:
    if record.get("format") != fmt:
        raise RecordError(None, f'format must be "{fmt}", not {record.get("format")!r}')
    version = record.get("version")
    if version != VERSION:
        raise RecordError(
            None, f"version {version!r} is not supported: this engine reads version {VERSION}"
        )


_ROUND_FIELDS = {"format", "version", "rules", "seed", "deck", "setup", "actions", "final"}


class RoundRecord(Value):
    """A round record read and checked, before its actions are replayed (``Round.from_record``
    replays it): the rule set, the seed or deck, the setup's fields, the actions as JSON (each
    read by ``read_action`` when its step comes) and the optional ``final``."""

    rules: RuleSet
    seed: int | str | None
    deck: str | None
    setup: dict[str, Any]
    actions: tuple[Any, ...]
    final: dict[str, Any] | None


def read_round(record: Any) -> RoundRecord:
    """Read a round record (a dict or JSON text); ``RecordError`` names what is malformed."""
    data = _load(record)
    _check_header(data, ROUND_FORMAT)
    extra = set(data) - _ROUND_FIELDS
    if extra:
        raise RecordError(None, f"a round record has no field {sorted(extra)[0]!r}")
    for key in ("rules", "setup", "actions"):
        if key not in data:
            raise RecordError(None, f"a round record needs the field {key!r}")
    ruleset = rules_from_json(data["rules"])
    setup = data["setup"]
    if not isinstance(setup, dict):
        raise RecordError(None, "setup must be an object")
    extra = set(setup) - {"levels", "winners", "starter", "dealer"}
    if extra:
        raise RecordError(None, f"setup has no field {sorted(extra)[0]!r}")
    seed, deck = data.get("seed"), data.get("deck")
    if seed is None and deck is None:
        raise RecordError(None, "a round record needs a seed or a deck")
    if deck is not None and not isinstance(deck, str):
        raise RecordError(None, 'deck must be card text like "3D 10H BJ ..."')
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError(None, "actions must be a list")
    final = data.get("final")
    if final is not None and not isinstance(final, dict):
        raise RecordError(None, "final must be an object")
    return RoundRecord(ruleset, seed, deck, dict(setup), tuple(actions), final)


def read_action(step: int, raw: Any) -> Action:
    """The action at ``step`` (1 for the first) of a record; ``RecordError`` if malformed."""
    try:
        return action_from_json(raw)
    except (ValueError, CardError) as exc:
        raise RecordError(step, str(exc)) from None


def check_final(rnd: Any, final: dict[str, Any]) -> None:
    """Refuse a replayed round whose position differs from the record's ``final``."""
    step = rnd.step
    if final.get("phase", rnd.phase) != rnd.phase:
        raise RecordError(
            step, f"the record ends in phase {final['phase']!r} but the replay is in {rnd.phase!r}"
        )
    if final.get("step", step) != step:
        raise RecordError(step, f"the record says {final['step']} steps but holds {step} actions")
    result = rnd.result
    points = final.get("defender_points")
    if points is not None and (result is None or result.defender_points != points):
        got = None if result is None else result.defender_points
        raise RecordError(
            step, f"the record gives the defenders {points} points but the replay gives {got}"
        )
    levels = final.get("levels_after")
    if levels is not None and (result is None or list(result.levels_after) != levels):
        got = None if result is None else list(result.levels_after)
        raise RecordError(step, f"the record ends at levels {levels} but the replay at {got}")


def game_to_record(game: Any) -> dict[str, Any]:
    return {
        "format": GAME_FORMAT,
        "version": VERSION,
        "rules": rules_to_json(game.rules),
        "seed": game.seed,
        "levels": list(game.start_levels),
        "rounds": [r.to_record() for r in game.rounds],
    }


class GameRecord(Value):
    """A game record read and checked (``Game.from_record`` replays it): the rule set, the
    seed, the starting levels and the round records, each with the game's rules."""

    rules: RuleSet
    seed: Any
    levels: Any
    rounds: tuple[Any, ...]


def read_game(record: Any) -> GameRecord:
    """Read a game record (a dict or JSON text); ``RecordError`` names what is malformed, and
    a round whose rules differ from the game's."""
    data = _load(record)
    _check_header(data, GAME_FORMAT)
    extra = set(data) - {"format", "version", "rules", "seed", "levels", "rounds"}
    if extra:
        raise RecordError(None, f"a game record has no field {sorted(extra)[0]!r}")
    ruleset = rules_from_json(data.get("rules"))
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise RecordError(None, "rounds must be a non-empty list of round records")
    for i, raw in enumerate(rounds, start=1):
        if isinstance(raw, dict) and "rules" in raw:
            try:
                round_rules = rules_from_json(raw["rules"])
            except RecordError as exc:
                raise RecordError(None, f"round {i}: {exc.reason}") from None
            if round_rules != ruleset:
                raise RecordError(
                    None,
                    f"round {i}: its rules differ from the game's: {_rules_text(round_rules)} "
                    f"instead of {_rules_text(ruleset)}",
                )
    return GameRecord(ruleset, data.get("seed"), data.get("levels"), tuple(rounds))


def _rules_text(ruleset: RuleSet) -> str:
    options = ruleset.options()
    if not options:
        return ruleset.name
    return ruleset.name + " with " + ", ".join(f"{k}={v}" for k, v in options.items())
