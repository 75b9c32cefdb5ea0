"""RuleExplorer: one position under two rule sets side by side, and a search for positions
where they differ.

The engine decides everything: ``te.compare_rules`` compares the two rule sets on the position
(every legal play under each, the marks, the sentence that explains the difference),
``te.check_follow`` judges the selected play under each, and ``te.find_differences`` finds
positions where the two rule sets differ. The widget only shows the answers and asks.

*Find a case* never blocks the kernel: the engine's search (``te.find_differences``, one
generator for the rule sets, seed and criteria) is advanced to its next position by a
background thread that touches nothing but the search; the widget asks the page for a tick
(``_tick = {"id", "ms"}``) every 0.15 s, and at each tick reads how many rounds were searched
(the progress line) and, once the thread is done, shows the position found. *Stop* ends the
search at its next round. Where threads cannot start (JupyterLite) each tick searches until
the next position instead. From Python, ``find_case()`` searches at once.

Two searches never advance one engine generator at once. A second search with the same rule
sets, seed and criteria as the one under way (a second *Find a case*, or ``find_case()``
while the page searches) waits for it: the page's ticks go on, ``find_case()`` waits for its
position and returns it. A search of anything else replaces the one under way, which is
stopped and waited for (to the end of its round) before the new one starts. Criteria the
engine refuses replace nothing: the last criteria and the search under way stay.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any, ClassVar, TypedDict

import traitlets

import tractor_engine as te
from tractor_engine.compare.differences import DEFAULT_BUDGET
from tractor_engine.rulebook.rulesets import OPTION_CHOICES
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import plural, suit_name

from . import _static
from ._base import CardsTrait, PageHandler, RulesTrait
from ._coerce import InputError, as_ruleset, card_strings, trump_string
from ._selectable import SelectableCards
from ._view import (
    LegendItem,
    ViewKeys,
    card_face,
    check_copies,
    grouped,
    hand_indices,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


# The explorer draws one hand twice (once per rule set), so its cards go compactly: each card
# value's face once (``faces``: canonical -> "rank|symbol|colour key|accessible name"), the
# hand and lead as canonical texts joined by spaces, and everything else as card indices into
# them, joined by spaces ("0 1 4 5").


class ExplorerTrick(TypedDict):
    """A column's found trick (``RuleExplorer._trick_view``): empty for another position."""

    trick_title: str  # "The trick played under rule set A"
    # each play in order, lead first: "seat|seat label|canonical cards joined by spaces|1 or 0
    # per card (a trump here)|the engine's note on the play|1 for the winner else 0"
    trick: list[str]
    trick_reason: str  # who wins it under this rule set, and why
    trick_throw: str  # for a lead that is a throw here: whether it stands, and why


class ExplorerColumn(ExplorerTrick):
    side: str  # "a" or "b"
    title: str
    preset: str
    values: str  # per option of OPTION_CHOICES, the index of this rule set's value (-1: fixed)
    texts: list[str]  # per option, the rule set's description of it ([] until asked for)
    lead: str  # lead indices in display order
    lead_trumps: str  # lead indices that are trumps under this rule set
    groups: list[str]  # "suit group|label|count|1 for trumps else 0|hand indices in order"
    trumps: str  # hand indices that are trumps under this rule set
    states: str  # must / may / cannot per card of the hand, in hand order
    prompt: str
    tally: str
    only_title: str
    only: list[str]  # the plays legal under this rule set only: "its text|its hand indices"
    more: str
    throw: str  # for a lead checked as a throw against the other hands: its verdict here


class RuleExplorerView(ViewKeys):
    error: str
    rev: int  # bumped on every page change, so a refused change redraws the controls
    trump: str
    trump_text: str
    hand: str  # canonical texts joined by spaces (also what the hand field shows)
    lead: str
    faces: dict[str, str]
    differs: bool
    headline: str
    reason: str
    differing: str  # hand indices the two rule sets mark differently
    columns: list[ExplorerColumn]
    others: list[list[str]]  # [label, canonical texts joined by spaces] per other hand
    presets: list[str]
    options: dict[str, str]  # name -> its choices' texts joined by "|", in OPTION_CHOICES order
    kinds: list[str]  # "value|label" per search criterion's choice
    lead_kinds: list[str]
    voids: list[str]
    criteria: dict[str, str]  # kind, lead, void as the page's selects hold them
    legend: list[LegendItem]
    code: str


class ExplorerVerdict(TypedDict):
    state: str  # "none", "legal" or "illegal"
    text: str


class ExplorerSelection(TypedDict):
    """``RuleExplorer._selection``: the selected play under each rule set."""

    a: ExplorerVerdict
    b: ExplorerVerdict
    only: str  # "a" or "b" when the play is legal under that rule set only, else ""
    text: str
    picked: dict[str, int]  # side -> index of the selected play in that side's list, or -1


class ExplorerSearch(TypedDict):
    """``RuleExplorer._search``: the progress line of a search."""

    running: bool
    text: str
    n: int


SIDES = ("a", "b")
#: The traits that make the position: a change of one empties the selection.
POSITION_TRAITS = ("hand", "lead", "trump", "rules_a", "rules_b", "others")

#: The search criteria the page offers: value sent -> label shown (templates: ``say`` them).
KINDS = {
    "follow": N_("follows whose legal plays differ"),
    "throw": N_("throws that stand under one only"),
    "trick": N_("tricks another seat wins"),
    "hand": N_("hands scored differently"),
}
LEAD_KINDS = {"": N_("any lead"), "single": N_("a single"), "pair": N_("a pair"),
              "tractor": N_("a tractor"), "throw": N_("a throw")}  # fmt: skip
VOIDS = {"": N_("either"), "yes": N_("void in the led suit"), "no": N_("holding the led suit")}

#: Plays listed per column (the rest are counted).
LISTED = 8
#: How often the page asks how a search is going (milliseconds).
TICK_MS = 150

LEGEND = (
    ("must", N_("must: in every legal play")),
    ("may", N_("may: in some legal play")),
    ("cannot", N_("cannot: in no legal play")),
    ("differs", N_("ringed: marked differently by the other rule set")),
)


def legend() -> list[LegendItem]:
    """The legend's items in the language in force."""
    return [{"st": state, "text": say(text)} for state, text in LEGEND]


def _choices(labels: dict[str, str]) -> list[str]:
    """A criterion's choices as the page reads them: "value|label", the label said."""
    return [f"{k}|{say(text)}" for k, text in labels.items()]


def _rules_text(rules: te.RuleSet) -> str:
    """ "tractor-4p", or "tractor-4p with tractor_follow='must-tractor'" (the option names and
    values as the engine spells them)."""
    options = rules.options()
    if not options:
        return rules.name
    listed = ", ".join(f"{k}={v!r}" for k, v in sorted(options.items()))
    # TRANSLATORS: a rule set and the options it changes: "tractor-4p with players=5".
    return say("{rules} with {options}", rules=rules.name, options=listed)


def _indices(indices: Any) -> str:
    """Card indices as the page reads them: numbers separated by spaces."""
    return " ".join(str(i) for i in indices)


def faces(cards: Any) -> dict[str, str]:
    """How to draw each card value among ``cards``: ``{"10H": "10|♥|H|10 of hearts"}``
    (rank, suit symbol, colour key, accessible name), each value once."""
    shown = {}
    for card in te.parse_cards(list(cards)):
        face = card_face(card, None)
        shown[face["c"]] = "|".join((face["r"], face["s"], face["k"], face["n"]))
    return shown


def seat_number(seat: Any) -> int:
    """A seat of ``others``: an int from 0, or its digits as text ("1"); anything else is
    refused with an ``InputError`` naming it."""
    if isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0:
        return seat
    if isinstance(seat, str) and seat.isascii() and seat.isdigit():
        return int(seat)
    raise InputError(f"others: {seat!r} is not a seat number (0, 1, ...)")


class RuleExplorer(SelectableCards):
    """One position (a hand, a lead, a trump) under two rule sets, side by side.

    ``RuleExplorer(rules_a="tractor-4p", rules_b="tractor-5p", hand=None, lead=None,
    trump=None, seed=0)``. Each column shows its rule set's must / may / cannot marks, the
    plays legal only under it (a click selects one), and the selected play's verdict with the
    engine's reason; cards marked differently are ringed, and the engine's sentence says what
    differs. Without ``hand`` and ``lead`` the widget starts on the first position
    ``te.find_differences`` finds from ``seed``.

    The learner can choose both rule sets (a preset and every option, each with its one-line
    description), type a position (refused with the engine's reason), press *Find a case*
    (``kind``, ``lead kind`` and ``void`` criteria; *Stop* stops it) and *Copy as code*
    (``code``: a cell that rebuilds the position).

    On a trick the search found (*tricks another seat wins*), each column also shows the whole
    trick as played under its rule set: every seat's play in order with the engine's note on
    it, the winner, and the engine's reason (``te.trick_result``); the sentence above the
    columns is the found position's (``Difference.reason``).

    ``others`` (for a throw: the other hands) maps seats, as ints or digit strings, to cards
    as text, lists or engine Cards; it holds int seats and canonical card strings.

    Python API: ``comparison`` (the engine's ``RuleComparison``), ``position`` (the found
    position, when the position came from a search), ``find_case(kind=..., lead=...,
    void=...)``, ``trick_results()`` (a found trick's ``TrickResult`` per rule set),
    ``select_play(side, k)``, ``verdicts`` and ``code``. An assignment or a search the engine
    refuses changes nothing (the selection and the found position stay).
    """

    _name = "rule-explorer"
    _module = "rule_explorer.js"
    _styles = ("states.css", "forms.css", "rule_explorer.css")
    _hand_trait = "hand"
    _public = ("hand", "lead", "others", "rules_a", "rules_b")
    _words: ClassVar[dict[str, str]] = {
        "find_case": N_("Find a case"),
        "stop": N_("Stop"),
        # TRANSLATORS: a card's accessible name when it is a trump: "10 of hearts, trump".
        "a_trump": N_("{card}, trump"),
        "preset": N_("Preset"),
        # TRANSLATORS: {side} is the rule set's letter, A or B.
        "options_of": N_("Options of rule set {side}"),
        "lead": N_("Lead"),
        "marked": N_("The hand, marked by rule set {side}"),
        "differs": N_("marked differently by the other rule set"),
        "select": N_("Select {play}, legal only under rule set {side}"),
        "verdict": N_("Verdict under rule set {side}"),
        "hand_under": N_("Hand under {side}"),
        "hand": N_("Hand"),
        "trump": N_("Trump"),
        "show": N_("Show this position"),
        # TRANSLATORS: the label of the search's first criterion: "Find: tricks another seat
        # wins".
        "find": N_("Find"),
        "follower": N_("Follower"),
        "copy": N_("Copy as code"),
        "code": N_("Code that rebuilds this position"),
        "copy_by_hand": N_("Select the code below and copy it."),
        "copied": N_("Copied: paste it into a cell."),
        "clear": N_("Clear the selection"),
        # TRANSLATORS: after the seat that wins a trick shown in the explorer: "Seat 3 · wins
        # the trick".
        "wins": N_("wins the trick"),
    }

    rules_a = RulesTrait(help="the first rule set (column A): a preset name or te.rules(...)")
    rules_b = RulesTrait(
        "tractor-5p", help="the second rule set (column B): a preset name or te.rules(...)"
    )
    hand = CardsTrait(help="the follower's hand, as canonical card strings")
    lead = CardsTrait(help="the lead to follow, as canonical card strings")
    others = traitlets.Dict(help="for a throw: the other hands, seat -> canonical card strings")
    seed = traitlets.Int(0, help="where the search starts (the same seed finds the same cases)")
    code = traitlets.Unicode(help="a cell that rebuilds the position (after Copy as code)")
    searching = traitlets.Bool(False, help="whether a search is running").tag(sync=True)

    _selection: Any = traitlets.Dict().tag(
        sync=True
    )  # a TypedDict (mypy: none is a dict[str, Any])
    _search: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    _tick = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        rules_a: Any = "tractor-4p",
        rules_b: Any = "tractor-5p",
        hand: Any = None,
        lead: Any = None,
        trump: Any = None,
        seed: int = 0,
        **kwargs: Any,
    ) -> None:
        self._comparison: Any = None
        self._position: Any = None
        self._kept: tuple[list[int], Any] | None = None  # see _position_changed
        self._criteria: dict[str, Any] = {"kind": "follow", "lead": None, "void": None}
        self._finder: _Search | None = None
        self._shown: set[Any] = set()  # the positions found and shown, never shown again
        self._tick_id = 0
        self._error = ""
        self._rev = 0
        self._described = False
        start: dict[str, Any] = {"rules_a": rules_a, "rules_b": rules_b, "seed": seed}
        self._refuse_unknown(kwargs)
        if (hand is None) != (lead is None):
            raise InputError("give both hand= and lead= (or neither, to start on a found case)")
        if hand is not None:
            start.update(hand=hand, lead=lead, trump="2H" if trump is None else trump)
            super().__init__(**start, **kwargs)
            return
        if trump is not None:
            start["trump"] = trump
        found = self._first_case(start)
        super().__init__(**{**start, **self._position_traits(found)}, **kwargs)
        self._position = found
        self._shown.add(found)

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        shared = {"rules", "rule_options", "selected", "code", "searching"}
        return [k for k in super()._known_kwargs() if k not in shared]

    # --- Python API ---------------------------------------------------------------------------

    @property
    def comparison(self) -> Any:
        """The engine's ``RuleComparison`` of this position under ``rules_a`` and ``rules_b``."""
        return self._comparison

    @property
    def position(self) -> Any:
        """The position ``te.find_differences`` found (None once the position was typed)."""
        return self._position

    @property
    def plays_only(self) -> dict[str, tuple[te.Cards, ...]]:
        """The plays legal under only one rule set: ``{"a": ..., "b": ...}``."""
        c = self._comparison
        return {"a": tuple(c.plays_only_a), "b": tuple(c.plays_only_b)}

    @property
    def verdicts(self) -> dict[str, te.Verdict] | None:
        """The engine's verdict on the selected play under each rule set (None while fewer
        cards than led are selected)."""
        if len(self.selected) != len(self.lead):
            return None
        verdict_a, verdict_b = self._comparison.verdicts(self.selected_cards)
        return {"a": verdict_a, "b": verdict_b}

    def select_play(self, side: str, k: int) -> te.Cards:
        """Select the ``k``-th play listed as legal only under rule set ``side`` ("a" or "b")."""
        if side not in SIDES:
            raise InputError(f'side={side!r}: give "a" or "b"')
        plays = self.plays_only[side]
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(plays):
            raise InputError(
                f"play {k!r}: rule set {side.upper()} lists {plural(len(plays), 'play')} "
                "legal only under it"
            )
        self.selected = hand_indices(self.hand, plays[k])
        return plays[k]

    def find_case(
        self, kind: str | None = None, lead: str | None = None, void: bool | None = None
    ) -> Any:
        """Search (to the end, blocking) for the next position where the two rule sets differ
        as asked; show it and return it, or None when the search finds nothing more. Criteria
        left out keep their last value; criteria the engine refuses change nothing (the last
        ones stay). While the page's search runs, the same search is waited for (its position
        is the one returned) and another one replaces it (see ``_search_from_here``). Two rule
        sets that cannot differ so (``te.cannot_differ``) are not searched: the reason is shown
        at once, and None returned."""
        try:
            search = self._new_search(kind, lead, void)
        except te.CannotDiffer as exc:
            with self._speaking():
                self._cannot_differ(kind, lead, void, exc)
            return None
        found = search.take(self._shown)  # a page's search of the same: its next position
        with self._speaking():
            self._searched_one(found, search)
        return found

    def rebuilt(self) -> str:
        """The cell that rebuilds the position (also in ``code`` after *Copy as code*): the
        found position's ``code()``, or for a typed position the comparison's own ``repr``
        (the call that makes it)."""
        if self._position is not None:
            return self._position.code()
        return (
            "import tractor_engine as te\n"
            "from tractor_engine import Cards, compare_rules, rules\n\n"
            f"comparison = {self._comparison!r}\n"
            "comparison"
        )

    # --- the rule sets --------------------------------------------------------------------------

    _TWO_SETS = "a RuleExplorer has two rule sets: use rules_a and rules_b"

    @property
    def order(self) -> te.Order:
        """Refused: the explorer has two orders, one per rule set (``rules_a``, ``rules_b``)."""
        raise InputError(self._TWO_SETS)

    @property
    def rule_options(self) -> dict[str, Any]:
        """Refused: the options belong to ``rules_a`` and ``rules_b``."""
        raise InputError(self._TWO_SETS)

    @rule_options.setter
    def rule_options(self, options: Any) -> None:
        raise InputError(self._TWO_SETS)

    @traitlets.validate("others")
    def _check_others(self, proposal: Any) -> dict[int, list[str]]:
        """Seat numbers (ints, or digit strings like "1") -> canonical card strings (a text
        like "3S 4S", a list of strings or engine Cards); ``InputError`` names a bad seat or
        card."""
        checked: dict[int, list[str]] = {}
        for seat, cards in proposal["value"].items():
            number = seat_number(seat)
            if number in checked:
                raise InputError(f"others: seat {number} is given twice")
            checked[number] = card_strings(cards, f"others[{seat!r}]")
        return checked

    def _rules(self, side: str) -> te.RuleSet:
        return self.rules_a if side == "a" else self.rules_b

    def _order(self, side: str) -> te.Order:
        return te.order(self.trump_obj, self._rules(side))

    # --- what the page shows ------------------------------------------------------------------

    def _inputs(self) -> set[str]:
        return {"trump", "four_color", "scale", "language", *self._public}

    @traitlets.observe(*POSITION_TRAITS)
    def _position_changed(self, change: dict[str, Any]) -> None:
        """A position trait assigned from Python: the selection and the found position go,
        kept until the engine has accepted the new position (``_any_change`` puts them back
        if it refuses it)."""
        if not getattr(self, "_ready", False):
            return
        self._kept = (list(self.selected), self._position)
        self._ready = False  # the selection is emptied before the view is computed again
        try:
            self.selected = []
        finally:
            self._ready = True
        if not getattr(self, "_applying", False):
            self._position = None  # typed: no longer the found position

    @traitlets.observe(traitlets.All)
    def _any_change(self, change: dict[str, Any]) -> None:
        """The base class's redraw (which puts back a refused input and raises); on a refusal
        the selection and the found position are put back too, so a refusal changes nothing."""
        kept = None
        if change["name"] in POSITION_TRAITS:
            kept, self._kept = self._kept, None
        try:
            super()._any_change(change)
        except Exception:
            if kept is not None:
                selected, self._position = kept
                self.selected = selected
            raise

    @traitlets.observe("selected")
    def _selection_changed(self, change: dict[str, Any]) -> None:
        if self._comparison is not None:
            with self._speaking():
                self._selection = self._compute_selection()

    def _compare(self) -> te.RuleComparison:
        rules_a, rules_b = self.rules_a, self.rules_b
        if not self.lead:
            raise InputError('lead: give the cards that were led, like "7D 7D 8D 8D"')
        for rules in (rules_a, rules_b):
            check_copies(rules, [("the hand", self.hand), ("the lead", self.lead)])
        others = {int(s): list(cards) for s, cards in self.others.items()} or None
        try:
            return te.compare_rules(
                self.hand, self.lead, trump=self.trump_obj, rules_a=rules_a, rules_b=rules_b,
                others=others,
            )  # fmt: skip
        except te.IllegalPlay as exc:
            raise InputError(exc.reason) from None
        except ValueError as exc:  # a bad hand, or rule sets one position cannot show
            raise InputError(str(exc)) from None

    def _compute_view(self) -> RuleExplorerView:
        comparison = self._compare()
        self._comparison = comparison
        marks = {side: list(getattr(comparison, f"marks_{side}")) for side in SIDES}
        differing = [i for i, (a, b) in enumerate(zip(marks["a"], marks["b"], strict=True))
                     if a != b]  # fmt: skip
        self._selection = self._compute_selection()
        if not self._search:
            self._search = self._search_view("")
        position = self._position
        # a found trick or hand differs beyond the follow: the position's own reason says how
        differs = comparison.differs or (
            position is not None and position.kind in ("trick", "hand")
        )
        verdict = say("The two rule sets differ here.") if differs else say(
            "The two rule sets agree here: the same plays are legal under both."
        )  # fmt: skip
        drawn = [*self.hand, *self.lead, *(c for cards in self.others.values() for c in cards)]
        if position is not None and position.kind == "trick":
            drawn += [c for plays in (position.plays_a, position.plays_b)
                      for _, cards in plays for c in cards]  # fmt: skip
        return {
            "four_color": self.four_color,
            "summary": say(
                "Rule explorer: {rules_a} against {rules_b}. {verdict}",
                rules_a=_rules_text(self.rules_a),
                rules_b=_rules_text(self.rules_b),
                verdict=verdict,
            ),
            "error": self._error,
            "rev": self._rev,
            "trump": self.trump,
            "trump_text": say("Trump: {trump}", trump=self.trump_obj.describe()),
            "hand": " ".join(self.hand),
            "lead": " ".join(self.lead),
            "faces": faces(drawn),
            "differs": bool(differs),
            "headline": verdict,
            "reason": comparison.reason if position is None else position.reason,
            "differing": _indices(differing),
            "columns": [self._column(side, comparison, marks[side]) for side in SIDES],
            "others": [
                [say("Seat {seat}", seat=seat), " ".join(cards)]
                for seat, cards in sorted(self.others.items(), key=lambda kv: int(kv[0]))
            ],
            "presets": list(te.PRESETS),
            "options": {
                name: "|".join(map(str, choices)) for name, choices in OPTION_CHOICES.items()
            },
            "kinds": _choices(KINDS),
            "lead_kinds": _choices(LEAD_KINDS),
            "voids": _choices(VOIDS),
            "criteria": self._criteria_view(),
            "legend": legend(),
            "code": self.code,
        }

    def _column(
        self, side: str, comparison: te.RuleComparison, states: list[str]
    ) -> ExplorerColumn:
        rules = self._rules(side)
        order = self._order(side)
        options = getattr(comparison, f"options_{side}")
        hand, lead = te.parse_cards(self.hand), te.parse_cards(self.lead)
        lead_order = sorted(range(len(lead)), key=lambda i: order.sort_key(lead[i]))
        only = self.plays_only[side]
        counts = {st: states.count(st) for st in ("must", "may", "cannot")}
        letter = side.upper()
        other = "B" if side == "a" else "A"
        return {
            "side": side,
            "title": say("Rule set {side}: {rules}", side=letter, rules=_rules_text(rules)),
            "preset": rules.name,
            "values": self._option_values(rules),
            "texts": self._option_texts(rules),
            "lead": _indices(lead_order),
            "lead_trumps": _indices(i for i, c in enumerate(lead) if order.is_trump(c)),
            "groups": [
                f"{g['g']}|{suit_name(g['g']).capitalize()}|{g['count']}|{g.get('trump', 0)}|"
                + _indices(c["i"] for c in g["cards"])
                for g in grouped(self.hand, order)
            ],
            "trumps": _indices(i for i, c in enumerate(hand) if order.is_trump(c)),
            "states": " ".join(states),
            "prompt": options.reason,
            "tally": say(
                "{must} must, {may} may, {cannot} cannot",
                must=counts["must"],
                may=counts["may"],
                cannot=counts["cannot"],
            ),
            "only_title": (
                say("Legal only under {side} ({n})", side=letter, n=len(only))
                if only
                else say(
                    "No play is legal under {side} and not under {other}.", side=letter, other=other
                )
            ),
            "only": [
                f"{te.symbols(play)}|{_indices(hand_indices(self.hand, play))}"
                for play in only[:LISTED]
            ],
            "more": say_n("and {n} more play", "and {n} more plays", len(only) - LISTED)
            if len(only) > LISTED
            else "",
            "throw": self._throw_text(comparison, side),
            **self._trick_view(side),
        }

    def trick_results(self) -> dict[str, te.TrickResult] | None:
        """For a found trick (``position.kind == "trick"``), the engine's ``trick_result`` of
        the trick as played under each rule set (``position.plays_a`` / ``plays_b``, seats
        named): ``{"a": ..., "b": ...}``; None for any other position."""
        position = self._position
        if position is None or position.kind != "trick":
            return None
        results = {}
        for side in SIDES:
            plays = getattr(position, f"plays_{side}")
            results[side] = te.trick_result(
                [cards for _, cards in plays], trump=position.trump, rules=self._rules(side),
                seats=[seat for seat, _ in plays],
            )  # fmt: skip
        return results

    def _trick_view(self, side: str) -> ExplorerTrick:
        """The found trick under this rule set, for the page: every seat's play in order, the
        engine's note on each, the winner and the engine's reason (empty for another kind)."""
        results = self.trick_results()
        if results is None:
            return {"trick_title": "", "trick": [], "trick_reason": "", "trick_throw": ""}
        result, order = results[side], self._order(side)
        plays = getattr(self._position, f"plays_{side}")
        rows = []
        for k, ((seat, cards), judged) in enumerate(zip(plays, result.plays, strict=True)):
            trumps = " ".join("1" if order.is_trump(c) else "0" for c in cards)
            rows.append(
                f"{seat}|{say('Seat {seat}', seat=seat)}|{' '.join(map(str, cards))}|{trumps}|"
                f"{judged.note}|{int(k == result.winner)}"
            )
        return {
            "trick_title": say("The trick played under rule set {side}", side=side.upper()),
            "trick": rows,
            "trick_reason": result.reason,
            "trick_throw": self._trick_throw(side),
        }

    def _trick_throw(self, side: str) -> str:
        """For a found trick whose lead is a throw under this rule set: the engine's check of
        it against the other hands (``te.check_throw``: whether it stands, what is led instead
        and what it costs); "" when the lead is no throw here."""
        position, rules = self._position, self._rules(side)
        if te.classify_lead(position.lead, trump=position.trump, rules=rules).kind != "throw":
            return ""
        check = te.check_throw(
            position.lead, dict(position.others or ()), trump=position.trump, rules=rules
        )
        return say("As a throw: {reason}", reason=check.reason)

    @staticmethod
    def _option_values(rules: te.RuleSet) -> str:
        """The index of this rule set's value of each option among ``OPTION_CHOICES``, in its
        order, joined by spaces; -1 for one it cannot change (``players``, but in single-deck)."""
        values = []
        for name, choices in OPTION_CHOICES.items():
            if name == "players" and rules.name != "single-deck":
                values.append(-1)
                continue
            value = getattr(rules, name)
            values.append(next(i for i, c in enumerate(choices) if c == value))
        return _indices(values)

    def _option_texts(self, rules: te.RuleSet) -> list[str]:
        """The rule set's one-line description of each option (``RuleSet.describe_option``), in
        ``OPTION_CHOICES`` order; sent only once the page has opened the options (``describe``),
        so a saved notebook stays small."""
        return [rules.describe_option(name) for name in OPTION_CHOICES] if self._described else []

    @staticmethod
    def _throw_text(comparison: te.RuleComparison, side: str) -> str:
        """For a lead checked as a throw against the other hands: the engine's verdict under
        this rule set (its reason says what a failed throw costs)."""
        check = getattr(comparison, f"throw_{side}")
        if check is None:
            return ""
        return say("As a throw: {reason}", reason=check.reason)

    def _compute_selection(self) -> ExplorerSelection:
        n, k = len(self.lead), len(self.selected)
        only = self.plays_only
        chosen = sorted(self.selected_cards, key=str)
        picked = {side: -1 for side in SIDES}
        for side in SIDES:
            for i, play in enumerate(only[side][:LISTED]):
                if sorted(play, key=str) == chosen:
                    picked[side] = i
        verdicts = self.verdicts
        if verdicts is None:
            text = (
                say_n(
                    "Select {n} card of the hand, or a play from a list, to see its verdict "
                    "under both rule sets.",
                    "Select {n} cards of the hand, or a play from a list, to see its verdict "
                    "under both rule sets.",
                    n,
                )
                if k == 0
                else say_n(
                    "{k} of {all} cards selected: select {n} more card.",
                    "{k} of {all} cards selected: select {n} more cards.",
                    n - k,
                    k=k,
                    all=n,
                )
            )
            none: ExplorerVerdict = {"state": "none", "text": ""}
            return {"a": none, "b": none, "only": "", "text": text, "picked": picked}
        legal = {side: verdicts[side].legal for side in SIDES}
        only_side = "" if legal["a"] == legal["b"] else ("a" if legal["a"] else "b")
        shown = te.symbols(self.selected_cards)
        if only_side:
            text = say(
                "{play} is legal only under rule set {side}.", play=shown, side=only_side.upper()
            )
        elif legal["a"]:
            text = say("{play} is legal under both rule sets.", play=shown)
        else:
            text = say("{play} is illegal under both rule sets.", play=shown)
        return {
            side: {"state": "legal" if legal[side] else "illegal", "text": verdicts[side].reason}
            for side in SIDES
        } | {"only": only_side, "text": text, "picked": picked}  # type: ignore[return-value]

    # --- page messages --------------------------------------------------------------------------

    def _changed(self, apply: Any) -> None:
        """Apply a change from the page; one the engine refuses leaves every state as it was
        and shows why."""
        self._error = ""
        self._rev += 1  # redraw the controls even when nothing changed
        try:
            with self.hold_trait_notifications():
                apply()
        except (InputError, ValueError) as exc:
            self._error = say("Not changed: {reason}", reason=exc)
        self._refresh()

    def _page_position(self, msg: dict[str, Any]) -> None:
        """``{"hand": "...", "lead": "...", "trump": "2H"}``, as typed."""

        def apply() -> None:
            # TRANSLATORS: the field a card typed wrong is in: "hand: "1Z" is not a card: ...".
            hand = card_strings(str(msg.get("hand", "")), say("hand"))
            lead = card_strings(str(msg.get("lead", "")), say("lead"))
            trump = trump_string(str(msg.get("trump", "")).strip())
            self._set_position(hand=hand, lead=lead, trump=trump, others={})

        self._changed(apply)

    def _page_rules(self, msg: dict[str, Any]) -> None:
        """``{"side": "a", "preset": "tractor-5p"}`` or ``{"side": "a", "option": name,
        "choice": i}`` (an index into the option's choices)."""
        side = msg.get("side")
        if side not in SIDES:
            return
        current = self._rules(side)

        def apply() -> None:
            if "preset" in msg:
                rules = te.rules(str(msg["preset"]))
            else:
                name, choice = msg.get("option"), msg.get("choice")
                if name not in OPTION_CHOICES or not isinstance(choice, int):
                    raise InputError(f"unknown option {name!r}")
                choices = OPTION_CHOICES[name]
                if not 0 <= choice < len(choices):
                    raise InputError(f"{name}: choice {choice} is not one of its values")
                rules = current.replace(**{name: choices[choice]})
            self._set_position(**{f"rules_{side}": rules})

        self._changed(apply)

    def _page_play(self, msg: dict[str, Any]) -> None:
        """``{"side": "a", "k": 2}``: the learner clicked a listed play."""
        side, k = msg.get("side"), msg.get("k")
        if side in SIDES and isinstance(k, int) and not isinstance(k, bool):
            self.select_play(side, k)

    def _page_find(self, msg: dict[str, Any]) -> None:
        """``{"kind": "follow", "lead": "tractor" or "", "void": "yes" / "no" / ""}``: start a
        search; the page's ticks show its progress and its result."""
        void = {"yes": True, "no": False}.get(str(msg.get("void", "")))
        lead = str(msg.get("lead") or "") or None
        kind = str(msg.get("kind") or "follow")
        self._error = ""
        try:
            search = self._new_search(kind, lead, void)  # the engine refuses empty criteria
        except te.CannotDiffer as exc:  # said at once from the options table: nothing searched
            self._cannot_differ(kind, lead, void, exc)
            return
        except (InputError, ValueError) as exc:
            self._error = say("Not searched: {reason}", reason=exc)
            self._rev += 1
            self._refresh()
            return
        if not search.busy:  # else the same search is under way: it goes on
            search.run(self._shown)
        with self.hold_sync():
            self.searching = True
            self._search = self._search_view(say("Searching…"))
            self._ask_tick()

    def _page_stop(self, msg: dict[str, Any]) -> None:
        search = self._finder
        if self.searching and search is not None:
            search.stop_running()
            self._finder = None  # stopped for good: a new search starts from its first round
            self._stop(
                say_n("Stopped after {n} round.", "Stopped after {n} rounds.", search.rounds)
            )

    def _page_tick(self, msg: dict[str, Any]) -> None:
        search = self._finder
        if msg.get("id") != self._tick_id or not self.searching or search is None:
            return  # a late or repeated tick: ignored
        if not search.threaded:
            search.step(self._shown)  # no threads here: search until the next position
        if search.running:
            with self.hold_sync():
                self._search = self._search_view(
                    say_n(
                        "Searching: {done} of {n} round…",
                        "Searching: {done} of {n} rounds…",
                        search.budget,
                        done=search.rounds,
                    )
                )
                self._ask_tick()
            return
        self._searched_one(search.take(self._shown), search)

    def _page_copy(self, msg: dict[str, Any]) -> None:
        self.code = self.rebuilt()
        self._refresh()

    def _page_describe(self, msg: dict[str, Any]) -> None:
        """The learner opened a rule set's options: send each option's description."""
        if not self._described:
            self.describe_options()

    def describe_options(self) -> dict[str, list[str]]:
        """Show every option's one-line description under both columns (as opening the
        options on the page does); returns them per side, in ``OPTION_CHOICES`` order."""
        self._described = True
        self._refresh()
        return {col["side"]: col["texts"] for col in self._view["columns"]}

    _page_messages: ClassVar[dict[str, PageHandler]] = {
        "position": _page_position,
        "rules": _page_rules,
        "play": _page_play,
        "find": _page_find,
        "stop": _page_stop,
        "tick": _page_tick,
        "copy": _page_copy,
        "describe": _page_describe,
    }

    # --- the search -----------------------------------------------------------------------------

    def _set_criteria(self, kind: str | None, lead: str | None, void: bool | None) -> None:
        criteria = dict(self._criteria)
        if kind is not None:
            if not isinstance(kind, str) or kind not in KINDS:
                raise InputError(f"kind={kind!r}: choose one of {', '.join(KINDS)}")
            criteria["kind"] = kind
        if lead is not None or kind is not None:
            kinds = [k for k in LEAD_KINDS if k]
            if lead is not None and (not isinstance(lead, str) or lead not in kinds):
                raise InputError(f"lead={lead!r}: choose one of {', '.join(kinds)}")
            criteria["lead"] = lead
        if void is not None and not isinstance(void, bool):
            raise InputError(f"void={void!r}: True (void in the led suit group), False or None")
        if void is not None or kind is not None:
            criteria["void"] = void
        self._criteria = criteria

    def _criteria_view(self) -> dict[str, str]:
        void = self._criteria["void"]
        return {
            "kind": self._criteria["kind"],
            "lead": self._criteria["lead"] or "",
            "void": "" if void is None else ("yes" if void else "no"),
        }

    def _new_search(self, kind: str | None, lead: str | None, void: bool | None) -> _Search:
        """The search for these criteria (those left out keep their last value), from
        ``_search_from_here``. Criteria refused (by the widget or the engine) change nothing:
        the last criteria stay, and so does a search under way."""
        kept = self._criteria
        self._set_criteria(kind, lead, void)
        try:
            return self._search_from_here()
        except Exception:
            self._criteria = kept
            raise

    def _cannot_differ(
        self, kind: str | None, lead: str | None, void: bool | None, exc: te.CannotDiffer
    ) -> None:
        """The answer to a search the options table rules out: the criteria asked are kept (the
        question was a fair one), a search under way is stopped, and the reason is shown."""
        self._set_criteria(kind, lead, void)
        if self._finder is not None:
            self._finder.stop_running(wait=True)
            self._finder = None
        self._stop(exc.reason)

    def _search_from_here(self) -> _Search:
        """The engine's search for these rule sets, seed and criteria: the one already under
        way when they are the same (it goes on past the positions shown; one searching in the
        background is waited for, never run twice), else a new one, which replaces the old:
        the old one is stopped, and waited for until its round ends, before the new one
        starts. A search the engine refuses replaces nothing."""
        key = (self.rules_a, self.rules_b, self.seed, *self._criteria.values())
        search = self._finder
        if search is not None and search.key == key and not search.finished:
            return search
        new = _Search(key)  # the engine's refusal is raised here, before anything changes
        if search is not None:
            search.stop_running(wait=True)
        self._finder = new
        return new

    def _searched_one(self, found: Any, search: _Search) -> None:
        with self.hold_sync():
            if search.error is not None:
                self._finder = None
                self._stop(say("The search stopped: {reason}", reason=search.error))
                return
            if found is None:
                self._finder = None
                self._stop(
                    say_n(
                        "Nothing more found in {n} round: change the rule sets or the criteria.",
                        "Nothing more found in {n} rounds: change the rule sets or the criteria.",
                        search.budget,
                    )
                )
                return
            shown, self._position = self._position, found  # the view shows the found one's
            self._applying = True
            try:
                self._set_position(**self._position_traits(found))
            except Exception:
                self._position = shown
                raise
            finally:
                self._applying = False
            self._shown.add(found)
            self._stop(say("Found a case in round {n} of the search.", n=search.rounds + 1))

    def _first_case(self, start: dict[str, Any]) -> Any:
        key = (
            as_ruleset(start["rules_a"]),
            as_ruleset(start["rules_b"]),
            start["seed"],
            *self._criteria.values(),
        )
        self._finder = _Search(key)
        found = self._finder.next_new(self._shown)
        if found is None:
            raise InputError(
                "these two rule sets show no difference in a follow: give hand= and lead="
            )
        return found

    @staticmethod
    def _position_traits(found: Any) -> dict[str, Any]:
        # the other hands take part in the comparison of a throw only (as in found.comparison)
        seated = dict(found.others or {}) if found.kind == "throw" else {}
        others = {int(s): card_strings(list(c)) for s, c in seated.items()}
        return {
            "hand": list(found.hand),
            "lead": list(found.lead),
            "trump": found.trump,
            "others": others,
            "rules_a": found.rules_a,
            "rules_b": found.rules_b,
        }

    def _set_position(self, **traits: Any) -> None:
        """Set several position traits as one change: the engine compares the new position
        once; if it refuses it, every trait is put back and the error raised."""
        old = {name: getattr(self, name) for name in traits}
        position = self._position
        self._ready = False
        try:
            for name, value in traits.items():
                setattr(self, name, value)
            self._refresh()
        except Exception:
            for name, value in old.items():
                self.set_trait(name, value)
            self._position = position  # a refused change leaves the found position shown
            self._refresh()
            raise
        finally:
            self._ready = True
        self.selected = []
        if not getattr(self, "_applying", False):
            self._position = None

    def _stop(self, text: str = "") -> None:
        with self.hold_sync():
            self.searching = False
            self._tick = {}
            self._search = self._search_view(text)

    def _ask_tick(self) -> None:
        self._tick_id += 1
        self._tick = {"id": self._tick_id, "ms": TICK_MS}

    def _search_view(self, text: str) -> ExplorerSearch:
        search = self._finder
        return {"running": self.searching, "text": text, "n": search.rounds if search else 0}

    def _position_value(self) -> Any:
        """The engine's value for this position: the found one, else the comparison."""
        return self._position if self._position is not None else self._comparison

    # --- the static picture ---------------------------------------------------------------------

    def _static_html(self) -> str:
        """The lead and the hand once (sorted as rule set A orders them), then for each rule
        set its marks and the plays legal under it only, and the engine's reason: as text, so a
        saved notebook stays small."""
        comparison = self._comparison
        order = self._order("a")
        hand, lead = te.parse_cards(self.hand), te.parse_cards(self.lead)
        shown = sorted(range(len(hand)), key=lambda i: order.sort_key(hand[i]))
        none = say("none")
        parts = [
            _static.text(say("Trump: {trump}", trump=self.trump_obj.describe())),
            _static.text(say("Lead: {cards}", cards=te.symbols(sorted(lead, key=order.sort_key)))),
            _static.text(say("Hand: {cards}", cards=te.symbols([hand[i] for i in shown]))),
        ]
        for side in SIDES:
            marks = getattr(comparison, f"marks_{side}")
            by_mark = {
                mark: te.symbols([hand[i] for i in shown if marks[i] == mark]) or none
                for mark in ("must", "cannot")
            }
            only = self.plays_only[side]
            listed = ", ".join(te.symbols(p) for p in only[:LISTED]) or none
            if len(only) > LISTED:
                marked = say(
                    "must: {must}; cannot: {cannot}; legal only here: {plays} and {n} more.",
                    must=by_mark["must"],
                    cannot=by_mark["cannot"],
                    plays=listed,
                    n=len(only) - LISTED,
                )
            else:
                marked = say(
                    "must: {must}; cannot: {cannot}; legal only here: {plays}.",
                    must=by_mark["must"],
                    cannot=by_mark["cannot"],
                    plays=listed,
                )
            title = say(
                "Rule set {side}, {rules}:", side=side.upper(), rules=_rules_text(self._rules(side))
            )
            parts.append(_static.line(title, _static.esc(marked)))
            parts.append(self._static_trick(side))
        position = self._position
        parts.append(_static.text(comparison.reason if position is None else position.reason))
        return "".join(parts)

    def _static_trick(self, side: str) -> str:
        """A found trick under this rule set, as text: each seat's play and the engine's note
        on it, in order, then who wins and why ("" for another position)."""
        results = self.trick_results()
        if results is None:
            return ""
        result = results[side]
        plays = getattr(self._position, f"plays_{side}")
        # TRANSLATORS: one play of a trick: "Seat 2: 5♠ 5♠ (is lower than the lead's 8♠)".
        played = N_("{seat}: {cards} ({note})")
        said = "; ".join(
            say(
                played,
                seat=say("Seat {seat}", seat=seat),
                cards=te.symbols(cards),
                note=judged.note,
            )
            for (seat, cards), judged in zip(plays, result.plays, strict=True)
        )
        title = say("The trick played under rule set {side}", side=side.upper())
        throw = self._trick_throw(side)
        return (
            _static.line(title, _static.esc(said))
            + (_static.text(throw) if throw else "")
            + _static.text(result.reason)
        )


class _Stopped(Exception):
    """Raised in the search's progress callback to end a stopped search."""


class _Search:
    """One ``te.find_differences`` search (rule sets, seed, criteria: ``key``), advanced one
    new position at a time, in a background thread (``run``) or here (``next_new``).

    The thread only advances the engine's generator and records ``rounds``, ``result`` and
    ``error``; it never touches a widget. ``stop_running`` ends the search at its next round.
    """

    def __init__(self, key: tuple[Any, ...]) -> None:
        rules_a, rules_b, seed, kind, lead, void = key
        self.key = key
        self.budget = DEFAULT_BUDGET
        self.rounds = 0
        self.result: Any = None
        self.error: str | None = None
        self.finished = False  # the generator has ended (searched every round, or stopped)
        self.threaded = True
        self._pending = False  # a position is being searched for (run, step), not yet taken
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._shown: set[Any] = set()
        self._positions: Iterator[Any] = iter(
            te.find_differences(
                rules_a, rules_b, kind=kind, lead=lead, void=void, seed=seed, limit=None,
                budget=self.budget, progress=self._progress,
            )
        )  # fmt: skip

    def _progress(self, done: int, total: int) -> None:
        self.rounds = done
        if self._stopping.is_set():
            raise _Stopped

    def next_new(self, shown: set[Any]) -> Any:
        """The next position not in ``shown``, searching here (None when there is none)."""
        try:
            for position in self._positions:
                if position not in shown:
                    return position
        except _Stopped:
            pass
        except ValueError as exc:  # criteria the engine refuses for these rule sets
            self.error = str(exc)
        self.finished = True
        return None

    def run(self, shown: set[Any]) -> None:
        """Search for the next new position in a background thread (here, at each ``step``,
        where threads cannot start)."""
        self.result = None
        self._shown = set(shown)
        self._pending = True
        self._thread = threading.Thread(target=self._work, daemon=True)
        try:
            self._thread.start()
        except RuntimeError:  # no threads (Pyodide)
            self._thread = None
            self.threaded = False
            self._pending = False

    def _work(self) -> None:
        self.result = self.next_new(self._shown)

    def step(self, shown: set[Any]) -> None:
        """Without threads: search here until the next new position."""
        self.result = self.next_new(shown)
        self._pending = True

    @property
    def busy(self) -> bool:
        """Whether a position is being searched for (``run``) or found and not yet taken."""
        return self._pending

    def take(self, shown: set[Any]) -> Any:
        """The next new position: the one ``run`` or ``step`` searched for, once the
        background search ends (waited for here), else one searched here (``next_new``).
        Never advances the engine's generator from two threads at once."""
        if self._pending:
            if self._thread is not None:
                self._thread.join()
            self._pending = False
            return self.result
        return self.next_new(shown)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, timeout: float) -> bool:
        """Wait until the background search is done (or ``timeout`` seconds); True if done."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running

    def stop_running(self, wait: bool = False) -> None:
        """End a background search at its next round (the generator is then finished); with
        ``wait``, return once it has ended."""
        if self.running:
            self._stopping.set()
            self.finished = True
            if wait and self._thread is not None:
                self._thread.join()
