"""ScoreCalculator: the defenders' points, the kitty and the level change, step by step."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import traitlets

import tractor_engine as te

from ._base import CardsTrait, PageHandler, TractorWidget, esc
from ._coerce import InputError, card_strings
from ._view import ScoreCalculatorView

SIDES = ("defenders", "declarers")


@dataclass(frozen=True)
class Step:
    """One line of the calculation: what, the number, and the sentence that explains it."""

    title: str
    value: str
    text: str


@dataclass(frozen=True)
class ScoreResult:
    """The whole calculation; ``steps`` explain it in order."""

    captured_points: int
    kitty_points: int
    multiplier: int
    kitty_bonus: int
    defender_points: int
    level_change: te.LevelChange
    next_declarers: str
    steps: tuple[Step, ...]

    def __str__(self) -> str:
        return "\n".join(f"{s.title}: {s.value}. {s.text}" for s in self.steps)


class LastLeadTrait(traitlets.Int):
    """How many cards the last trick's lead had; cards (a string or list) count as their number."""

    def validate(self, obj: Any, value: Any) -> int:
        if isinstance(value, bool):
            raise InputError(f"last_lead={value!r} must be a number of cards or the cards")
        if not isinstance(value, int):
            value = len(card_strings(value, "last_lead"))
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
    _styles = ("score_calculator.css",)
    _public = ("captured", "captured_points", "kitty", "last_lead", "last_trick", "level")

    captured = CardsTrait(help="the point cards the defenders captured in tricks")
    captured_points = traitlets.Int(
        None, allow_none=True, help="the defenders' points from tricks; None: count `captured`"
    )
    kitty = CardsTrait(help="the buried cards")
    last_lead = LastLeadTrait(1, help="how many cards the last trick's lead had")
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
        rules = self.ruleset
        steps = []
        if self.captured_points is None:
            captured = te.card_points(self.captured)
            cards = te.parse_cards(self.captured)
            point_cards = [c for c in cards if c.points]
            listed = " + ".join(f"{c.symbol} {c.points}" for c in point_cards)
            text = (
                f"Point cards the defenders won in tricks: {listed}."
                if point_cards
                else "The defenders won no point cards in tricks."
            )
        else:
            captured = self.captured_points
            text = "Points the defenders won in tricks (5s count 5, 10s and kings 10)."
        steps.append(Step("Captured in tricks", str(captured), text))
        kitty_points = te.card_points(self.kitty)
        kcards = [c for c in te.parse_cards(self.kitty) if c.points]
        steps.append(
            Step(
                "Points in the kitty",
                str(kitty_points),
                (
                    f"The kitty holds {' '.join(c.symbol for c in kcards)}."
                    if kcards
                    else "The kitty holds no point cards."
                )
                if self.kitty
                else "No kitty cards given.",
            )
        )
        if self.last_trick == "defenders":
            multiplier = te.kitty_multiplier(self.last_lead, rules=rules)
            how = (
                "twice the number of cards"
                if rules.kitty_multiplier == "twice-cards"
                else "2 to the power of the number of cards"
            )
            steps.append(
                Step(
                    "Kitty multiplier",
                    f"×{multiplier}",
                    f"The defenders won the last trick, led with {self.last_lead} card"
                    f"{'s' * (self.last_lead != 1)}: {rules.name} multiplies the kitty by {how}.",
                )
            )
        else:
            multiplier = 0
            steps.append(
                Step(
                    "Kitty multiplier",
                    "none",
                    "The declarers won the last trick, so the kitty's points stay with them.",
                )
            )
        bonus = kitty_points * multiplier
        total = captured + bonus
        steps.append(
            Step(
                "Defenders' total",
                str(total),
                f"{captured} from tricks + {kitty_points} × {multiplier} from the kitty = {total}."
                if multiplier
                else f"{captured} from tricks, nothing from the kitty.",
            )
        )
        change = te.level_change(total, rules=rules)
        steps.append(
            Step("Level change", f"+{change.levels}" if change.levels else "0", change.reason)
        )
        if change.side == "declarers":
            up = te.advance_level(self.level, change.levels)
            nxt = (
                f"The declarers declare again: from level {up.start} they go up {up.levels} to "
                f"{up.rank}."
                if up.rank
                else f"The declarers go past A and win the game ({up})."
            )
            if rules.partnerships == "friend":
                nxt += " Each player of the declaring side (declarer and friend) goes up."
        else:
            nxt = "The defenders become the declaring side"
            nxt += (
                f" and go up {change.levels} level{'s' * (change.levels != 1)} from their own "
                "level."
                if change.levels
                else ", with no level change."
            )
            if rules.partnerships == "friend":
                nxt += " Each defender advances their own level."
        steps.append(Step("Next declaring side", change.side, nxt))
        return ScoreResult(
            captured, kitty_points, multiplier, bonus, total, change, change.side, tuple(steps)
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
                "rules": self.rules,
                "presets": list(te.PRESETS),
                "ranks": list(te.RANKS),
            },
            "steps": [{"title": s.title, "value": s.value, "text": s.text} for s in result.steps],
            "error": getattr(self, "_error", ""),
            "rev": getattr(self, "_rev", 0),
            "summary": f"Score of the hand under {self.rules}",
        }

    def _page_set(self, msg: dict[str, Any]) -> None:
        """The page changed one input: ``{"field": name, "value": text}``; a bad value leaves
        the state as it was and shows why."""
        self._error = ""
        self._rev = getattr(self, "_rev", 0) + 1
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
                self.last_lead = int(value)
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
