"""ScoreCalculator: the defenders' points, the kitty and the level change, step by step."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypedDict

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import N_, say

from ._base import CardsTrait, PageHandler, RulesTrait, TractorWidget, esc
from ._coerce import InputError, card_strings
from ._view import (
    ScoreStepView,
    ViewKeys,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class ScoreInputs(TypedDict):
    captured: str
    captured_points: int | None
    kitty: str
    last_lead: int
    last_trick: str
    level: str
    rules: str
    presets: list[str]
    ranks: list[str]


class ScoreCalculatorView(ViewKeys):
    inputs: ScoreInputs
    steps: list[ScoreStepView]
    error: str
    rev: int


SIDES = ("defenders", "declarers")


@dataclass(frozen=True)
class ScoreResult:
    """The whole calculation, as the engine's ``te.score_hand`` made it (``hand``); ``steps``
    explain it in order and ``step(name)`` finds one by name (``"multiplier"``, ...)."""

    captured_points: int
    kitty_points: int
    multiplier: int
    kitty_bonus: int
    defender_points: int
    level_change: te.LevelChange
    next_declarers: str
    steps: tuple[te.ScoreStep, ...]
    hand: te.RoundResult

    def step(self, name: str) -> te.ScoreStep:
        """The step called ``name``: see ``te.ScoreStep`` for the names."""
        return self.hand.step(name)

    def __str__(self) -> str:
        return "\n".join(f"{s.title}: {s.value}. {s.text}" for s in self.steps)


class LastLeadTrait(traitlets.Int):
    """How many cards the last trick's lead had; cards (a string or list) count as their number,
    and are kept as ``last_lead_cards`` (the multipliers that read the lead's layout need
    them)."""

    def validate(self, obj: Any, value: Any) -> int:
        if isinstance(value, bool):
            raise InputError(f"last_lead={value!r} must be a number of cards or the cards")
        if not isinstance(value, int):
            cards = card_strings(value, "last_lead")
            if cards:
                obj.set_trait("last_lead_cards", cards)
            value = len(cards)
        if value < 1:
            raise InputError(f"last_lead={value}: the last lead has at least one card")
        return value


class ScoreCalculator(TractorWidget):
    """The end of a hand: the defenders' captured points (or the cards they captured), the
    kitty, the last lead and who won the last trick give the kitty multiplier, the defenders'
    total, the level change and the next declaring side, each step explained by the engine.

    ``ScoreCalculator(rules="tractor-5p", captured_points=60, kitty="5C 10D KH", last_lead=2)``;
    ``.result`` gives the same calculation in Python.
    """

    _name = "score-calculator"
    _module = "score_calculator.js"
    _styles = ("forms.css", "score_calculator.css")
    _public = (
        "captured",
        "captured_points",
        "kitty",
        "last_lead",
        "last_lead_cards",
        "last_trick",
        "level",
    )
    _words: ClassVar[dict[str, str]] = {
        "rules": N_("Rules"),
        "points": N_("Defenders' points from tricks"),
        "won": N_("…or the point cards they won"),
        "kitty": N_("Kitty cards"),
        "lead": N_("Cards in the last lead"),
        "who": N_("Who won the last trick"),
        "by": N_("Last trick won by"),
        "defenders": N_("defenders"),
        "declarers": N_("declarers"),
        "level": N_("Declarers' level"),
        "steps": N_("Calculation"),
        "title": N_("Score calculator"),
        # TRANSLATORS: placeholders of the form's fields; keep the numbers and card codes.
        "eg_points": N_("e.g. 65"),
        "eg_won": N_("e.g. 5D 10S KH"),
        "eg_kitty": N_("e.g. 5C 10D 3S"),
    }

    rules = RulesTrait()
    captured = CardsTrait(help="the point cards the defenders captured in tricks")
    captured_points = traitlets.Int(
        None, allow_none=True, help="the defenders' points from tricks; None: count `captured`"
    )
    kitty = CardsTrait(help="the buried cards")
    last_lead = LastLeadTrait(1, help="how many cards the last trick's lead had")
    last_lead_cards = CardsTrait(
        help="the last trick's lead as cards (kept when last_lead is given as cards); the "
        "kitty multipliers that read its layout need them, under ``trump``"
    )
    last_trick = traitlets.Unicode(
        "defenders", help='who won the last trick: "defenders" or "declarers"'
    )
    level = traitlets.Unicode("2", help="the declarers' level this hand (2..A)")

    @traitlets.validate("captured_points")
    def _check_points(self, proposal: Any) -> int | None:
        value = proposal["value"]
        if value is None:
            return None
        if value < 0 or value % 5:
            raise InputError(
                f"captured_points={value}: points are a multiple of 5 from 0 (5s, 10s and kings)"
            )
        return value

    @traitlets.observe("last_lead")
    def _forget_other_cards(self, change: Any) -> None:
        """A count that is not the kept cards' count drops them."""
        if self.last_lead_cards and len(self.last_lead_cards) != change["new"]:
            self.last_lead_cards = []

    @traitlets.validate("last_trick")
    def _check_side(self, proposal: Any) -> str:
        value = proposal["value"]
        if value not in SIDES:
            raise InputError(f'last_trick={value!r}: use "defenders" or "declarers"')
        return value

    @traitlets.validate("level")
    def _check_level(self, proposal: Any) -> str:
        value = str(proposal["value"]).upper()
        value = "10" if value == "T" else value
        if value not in te.RANKS:
            raise InputError(f"level={proposal['value']!r}: use one of {' '.join(te.RANKS)}")
        return value

    @property
    def result(self) -> ScoreResult:
        """The calculation, computed by the engine from the current inputs."""
        score = te.score_hand(
            self.rules,
            captured=self.captured if self.captured_points is None else self.captured_points,
            kitty=self.kitty,
            last_lead=(self.last_lead_cards or self.last_lead)
            if self.last_trick == "defenders"
            else None,
            trump=self.trump,
            levels=self.level,
        )
        return ScoreResult(
            score.trick_points,
            score.kitty_points,
            score.kitty_multiplier,
            score.kitty_bonus,
            score.defender_points,
            score.change,
            score.change.side,
            score.steps,
            score,
        )

    def _compute_view(self) -> ScoreCalculatorView:
        result = self.result
        return {
            "four_color": self.four_color,
            "inputs": {
                "captured": " ".join(self.captured),
                "captured_points": self.captured_points,
                "kitty": " ".join(self.kitty),
                "last_lead": self.last_lead,
                "last_trick": self.last_trick,
                "level": self.level,
                "rules": self.rules.name,
                "presets": list(te.PRESETS),
                "ranks": list(te.RANKS),
            },
            "steps": [{"title": s.title, "value": s.value, "text": s.text} for s in result.steps],
            "error": getattr(self, "_error", ""),
            "rev": getattr(self, "_rev", 0),
            "summary": say("Score of the hand under {rules}", rules=self.rules.name),
        }

    def _page_set(self, msg: dict[str, Any]) -> None:
        """The page changed one input: ``{"field": name, "value": text}``; a bad value leaves
        the state as it was and shows why."""
        self._error = ""
        self._rev = getattr(self, "_rev", 0) + 1
        value: Any  # what the page sent: each trait checks it
        field, value = msg.get("field"), msg.get("value")
        try:
            if field == "captured":
                self.captured = value
                self.captured_points = None
            elif field == "captured_points":
                text = str(value).strip()
                self.captured_points = None if text == "" else int(text)
            elif field == "kitty":
                self.kitty = value
            elif field == "last_lead":
                text = str(value).strip()
                self.last_lead = int(text) if text.isdigit() else text  # a count, or cards
            elif field == "last_trick":
                self.last_trick = value
            elif field == "level":
                self.level = value
            elif field == "rules":
                self.rules = value
            else:
                raise InputError(f"unknown input {field!r}")
        except (InputError, ValueError, TypeError) as exc:
            self._error = f"{field}: {exc}" if "int()" in str(exc) else str(exc)
        self._refresh()

    _page_messages: ClassVar[dict[str, PageHandler]] = {"set": _page_set}

    def _static_html(self) -> str:
        rows = "".join(
            f"<tr><td>{esc(s.title)}</td><td><b>{esc(s.value)}</b></td><td>{esc(s.text)}</td></tr>"
            for s in self.result.steps
        )
        return f"<table>{rows}</table>"
