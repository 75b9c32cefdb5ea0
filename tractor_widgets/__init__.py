"""tractor_widgets: notebook widgets that teach Tractor (Shengji), bound to ``tractor_engine``.

``HandViewer``, ``LegalPlayHighlighter``, ``TractorDetector``, ``ScoreCalculator``,
``TrickView``, ``RoundView`` (a whole round, step by step), ``RuleExplorer`` (one position
under two rule sets, and a search for where they differ) and ``Exercise`` (the lessons'
exercises, checked and explained by the engine). Every rule is computed in Python by the
engine; the page only draws what Python sends and reports what was clicked. The lessons' helpers
are ``tractor_widgets.lessons`` (also ``tw.lessons``).
"""

from __future__ import annotations

from tractor_engine import InputError  # one class: tw.InputError is te.InputError

from . import lessons as lessons  # tw.lessons: the lessons' helpers
from .exercise import Exercise
from .hand_viewer import HandViewer
from .legal_play import LegalPlayHighlighter
from .round_view import RoundView
from .rule_explorer import RuleExplorer
from .score_calculator import ScoreCalculator, ScoreResult
from .table import Table
from .tractor_detector import TractorDetector
from .trick_view import TrickView

__all__ = [
    "Exercise",
    "HandViewer",
    "InputError",
    "LegalPlayHighlighter",
    "RoundView",
    "RuleExplorer",
    "ScoreCalculator",
    "ScoreResult",
    "Table",
    "TractorDetector",
    "TrickView",
]
