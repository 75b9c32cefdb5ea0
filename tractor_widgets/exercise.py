"""Exercise: the widget that asks a ``lessons.Question`` and shows the engine's feedback.

The questions themselves (what is shown, the model answer, the check) are built in
``tractor_widgets.lessons`` (``lessons.follow``, ``lessons.must``, ``lessons.combination``,
``lessons.winner``, ``lessons.failed_throw``, ``lessons.ask``, ...), each from the engine. This
module only draws a question and reports what the learner did:

- **select**: the learner selects cards and presses *Check*;
- **choice**: the learner picks one of several options (buttons) and presses *Check*;
- **select-and-choose**: both (e.g. the cards led instead of a failed throw, and its cost).

*Try again* clears the answer and the feedback; *Show me* shows the model answer and explains
it. A wrong answer is told what is wrong with that answer alone (the rule it breaks, or what
beats it), never the model answer: that comes only with *Show me*, which a teacher may hold
back until ``reveal_after`` wrong tries (None, the default: at any time). Every check runs in
Python; the page only draws and reports. A question is fixed once asked: its cards, trump and
rules cannot be changed on the widget (build a new exercise instead), so the
caption always states what the check uses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, TypedDict

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import N_, say, say_n
from tractor_engine.speech.words import suit_name

from . import _static
from ._base import CardsTrait, PageHandler, cards_view, check_card_copies, esc, fixed_rules, grouped
from ._coerce import InputError
from ._questions import Answer, Question
from ._selectable import SelectableCards
from ._view import (
    CardView,
    GroupView,
    ViewKeys,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class ContextView(TypedDict):
    label: str
    cards: list[CardView]


class _ExerciseViewKeys(ViewKeys):
    kind: str  # "select", "choice" or "select-and-choose"
    prompt: str
    trump: str  # the caption: what the check uses
    has_answer: bool


class ExerciseView(_ExerciseViewKeys, total=False):
    """``Exercise._view``; the keys below ``summary`` come only with what the question has."""

    lead: list[CardView]  # sorted for display; i is the index in the lead
    context: list[ContextView]
    options: list[str]
    groups: list[GroupView]  # the cards to select from


class _ExerciseStatusKeys(TypedDict):
    state: str  # "none", "right", "wrong" or "shown"
    text: str
    chosen: int | None


class ExerciseStatus(_ExerciseStatusKeys, total=False):
    """``Exercise._status``; ``correct`` once the answer is right or shown, with options."""

    correct: int | None
    can_reveal: bool  # Show me may be used now (reveal_after)


#: The feedback of a check ("right", "wrong") or of *Show me* ("shown"): the verdict, then the
#: question's own explanation ({reason}).
FEEDBACK = {
    # TRANSLATORS: {reason} is the question's explanation, a sentence or more.
    "right": N_("Right! {reason}"),
    "wrong": N_("Not yet. {reason}"),
    "shown": N_("Here is the answer. {reason}"),
}

_FIXED = ("prompt", "cards", "lead", "trump")
_FIXED_WHY = (
    "an exercise's {} is fixed: its check was built for this position. Build a new exercise "
    "instead."
)


def _indices_of(hand: Sequence[str], cards: Sequence[str]) -> list[int]:
    """Indices into ``hand`` holding ``cards`` (with multiplicity)."""
    used: set[int] = set()
    chosen = []
    for text in cards:
        i = next(k for k, c in enumerate(hand) if c == text and k not in used)
        used.add(i)
        chosen.append(i)
    return chosen


def _by_printed_suit(cards: list[str]) -> list[GroupView]:
    """The cards in the order given, grouped by the suit printed on them (jokers together), with
    no trump group and no trump mark."""
    groups: dict[str, GroupView] = {}
    for i, card in enumerate(te.parse_cards(cards)):
        key = card.suit or "J"
        label = say("Jokers") if card.suit is None else suit_name(card.suit).capitalize()
        group = groups.setdefault(key, {"g": key, "label": label, "cards": []})  # type: ignore[typeddict-item]
        face = cards_view([str(card)], None, indices=[i])[0]
        group["cards"].append(face)
    for g in groups.values():
        g["count"] = len(g["cards"])
    return list(groups.values())


class Exercise(SelectableCards):
    """One exercise: a question, cards to select and/or options to choose, Check / Try again /
    Show me, and feedback that explains.

    ``Exercise(question)`` with a ``lessons.Question``; lessons use the factories of
    ``tractor_widgets.lessons``, which return an Exercise.

    State, for lessons and tests: ``question``, ``selected`` (indices into ``cards``, synced both
    ways), ``chosen`` (an option index or None), ``attempts`` (checks made), ``solved`` (some
    check was right), ``revealed`` (*Show me* was used), ``feedback`` (the text in the status
    line). The methods ``check_answer()``, ``reset()`` and ``reveal()`` do what the three
    buttons do.

    ``language`` (one of ``te.LANGUAGES``; by default the one in force when it is made) is the
    language of its buttons, status line, feedback and caption; changing it says the feedback
    again in the new one. The question's own words (prompt, options) are the lesson's.
    """

    _name = "exercise"
    _module = "exercise.js"
    _styles = ("states.css", "legal_play.css", "exercise.css")
    _hand_trait = "cards"
    _public = ("prompt", "cards", "lead")
    _words: ClassVar[dict[str, str]] = {
        # TRANSLATORS: the Exercise's button; its sentences name it ("then press Check.").
        "check": N_("Check"),
        "again": N_("Try again"),
        # TRANSLATORS: the Exercise's button; "Show me opens after ..." names it.
        "show": N_("Show me"),
        "show_title": N_("Show the engine's answer"),
        "held": N_("Available after more tries"),
        "the_lead": N_("The lead"),
        "lead": N_("Lead"),
        "cards": N_("Your cards"),
        "answers": N_("Answers"),
        "exercise": N_("Exercise"),
    }

    prompt = traitlets.Unicode("", help="the question")
    cards = CardsTrait(help="the cards to select from, as canonical card strings")
    lead = CardsTrait(help="cards shown above the hand as context (a lead)")
    chosen = traitlets.Int(None, allow_none=True, help="the option chosen").tag(sync=True)
    attempts = traitlets.Int(0, help="how many times the answer was checked")
    solved = traitlets.Bool(False, help="whether some check was right")
    revealed = traitlets.Bool(False, help="whether Show me was used")
    wrong_tries = traitlets.Int(0, help="how many checks were wrong")
    reveal_after = traitlets.Int(
        None, allow_none=True, help="Show me only after this many wrong tries (None: any time)"
    )
    feedback = traitlets.Unicode("", help="the feedback shown in the status line")
    _status: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])
    rules = fixed_rules(lambda ex: ex.question.rules, _FIXED_WHY.format("rules"))

    def __init__(
        self,
        question: Question,
        *,
        four_color: bool = False,
        reveal_after: int | None = None,
        language: str | None = None,
    ) -> None:
        if not isinstance(question, Question):
            raise TypeError(
                "Exercise(question) takes a lessons.Question; build exercises with "
                "tractor_widgets.lessons (lessons.follow, lessons.must, lessons.ask, ...)"
            )
        self.question = question
        self._state = "none"
        self._said: Callable[[], str] | None = None  # builds the feedback in the language in force
        chosen_language = {} if language is None else {"language": language}
        super().__init__(
            prompt=question.prompt,
            cards=list(question.cards),
            lead=list(question.lead),
            trump=question.trump or "2H",  # unused when the question has no trump
            four_color=four_color,
            reveal_after=reveal_after,
            **chosen_language,
        )
        with self._speaking():
            self._status = self._compute_status()

    # --- the Python API -------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """ "select", "choice" or "select-and-choose"."""
        return self.question.kind

    @property
    def options(self) -> list[str]:
        """The options to choose from (empty when only cards are selected)."""
        return list(self.question.options)

    @property
    def answer(self) -> Answer | None:
        """The model answer *Show me* reveals (cards and/or option), or None."""
        return self.question.answer

    @property
    def current(self) -> Answer:
        """The learner's answer as it stands: the selected cards and the chosen option."""
        return Answer(tuple(self.cards[i] for i in self.selected), self.chosen)

    def check_answer(self) -> bool:
        """What *Check* does: judge the answer, count the attempt, show the explanation.
        Returns whether it was right. With nothing selected or chosen it only asks for an
        answer (no attempt is counted)."""
        kind = self.kind
        if kind != "choice" and not self.selected:
            self._say("none", lambda: say("Select some cards first, then press Check."))
            return False
        if kind == "choice" and self.chosen is None:
            self._say("none", lambda: say("Choose an answer first, then press Check."))
            return False
        answer = self.current
        with self._speaking():
            ok, text = self.question.judge(answer)
        state = "right" if ok else "wrong"
        with self.hold_trait_notifications():  # observers see the attempt and its feedback at once
            self.attempts += 1
            if ok:
                self.solved = True
            else:
                self.wrong_tries += 1
            self._say(state, self._explained(state, answer, text))
        return ok

    def reset(self) -> None:
        """What *Try again* does: clear the selection, the choice and the feedback.
        ``attempts``, ``solved`` and ``revealed`` keep the history."""
        self._quiet = True
        try:
            self.selected = []
            self.chosen = None
        finally:
            self._quiet = False
        self._say("none")

    def reveal(self) -> None:
        """What *Show me* does: show the model answer and explain it."""
        answer = self.question.answer
        if answer is None:
            self._say("none", lambda: say("This exercise has no answer to show."))
            return
        if not self.can_reveal:
            left = self.reveal_after - self.wrong_tries  # type: ignore[operator]
            self._say(
                "none",
                # TRANSLATORS: "Show me" is the Exercise's button of that name.
                lambda: say_n(
                    "Show me opens after {n} more wrong try: check an answer first.",
                    "Show me opens after {n} more wrong tries: check an answer first.",
                    left,
                ),
            )
            return
        with self._speaking():
            text = self.question.judge(answer)[1]
        # Observers (and the page) see the answer, ``revealed`` and its explanation at once; the
        # new selection must not clear the feedback as a learner's own change would.
        self._quiet = True
        try:
            with self.hold_trait_notifications():
                self.selected = _indices_of(self.cards, answer.cards)
                self.chosen = answer.choice
                self.revealed = True
                self._say("shown", self._explained("shown", answer, text))
        finally:
            self._quiet = False

    @property
    def can_reveal(self) -> bool:
        """Whether *Show me* may show the answer now (``reveal_after`` wrong tries made, or
        solved, or no limit)."""
        after = self.reveal_after
        return after is None or self.solved or self.wrong_tries >= after

    @traitlets.validate("reveal_after")
    def _check_reveal_after(self, proposal: Any) -> int | None:
        value = proposal["value"]
        if value is not None and (isinstance(value, bool) or value < 0):
            raise InputError(f"reveal_after={value!r}: give a number of wrong tries (0 or more)")
        return value

    @traitlets.observe("reveal_after", "wrong_tries", "solved")
    def _reveal_changed(self, _change: dict[str, Any]) -> None:
        if hasattr(self, "_status"):
            with self._speaking():
                self._status = self._compute_status()

    @traitlets.observe("language")
    def _language_changed(self, _change: dict[str, Any]) -> None:
        if getattr(self, "_ready", False):
            self._say(self._state, self._said)  # the feedback again, in the new language

    # --- internals --------------------------------------------------------------------------------

    def _can_select(self) -> bool:
        return bool(self.question.cards)

    def _say(self, state: str, build: Callable[[], str] | None = None) -> None:
        """Show ``build()``'s sentence in the status line (none: the status asks for an
        answer), said in the widget's language and again whenever that changes."""
        self._state, self._said = state, build
        with self._speaking():
            self.feedback = build() if build is not None else ""
            self._status = self._compute_status()

    def _explained(self, state: str, answer: Answer, reason: str) -> Callable[[], str]:
        """The feedback of ``state`` with the question's explanation of ``answer`` (``reason``
        in the widget's language; judged again only in another language)."""
        reasons = {self.language: reason}

        def build() -> str:
            code = te.current_language()
            if code not in reasons:
                reasons[code] = self.question.judge(answer)[1]
            return say(FEEDBACK[state], reason=reasons[code])

        return build

    def _compute_status(self) -> ExerciseStatus:
        """The status line (in the language in force): the feedback, or what to do next."""
        state = self._state
        kind = self.kind
        text = self.feedback
        if not text:
            n = len(self.selected)
            if kind == "choice":
                text = say("Choose an answer, then press Check.")
            elif n and kind == "select":
                text = say_n(
                    "{n} card selected: press Check.", "{n} cards selected: press Check.", n
                )
            elif n:
                text = say_n(
                    "{n} card selected: choose an answer and press Check.",
                    "{n} cards selected: choose an answer and press Check.",
                    n,
                )
            elif kind == "select":
                text = say("Select cards, then press Check.")
            else:
                text = say("Select cards, choose an answer, then press Check.")
        status: ExerciseStatus = {
            "state": state,
            "text": text,
            "chosen": self.chosen,
            "can_reveal": self.can_reveal,
        }
        answer = self.question.answer
        if self.question.options and state in ("right", "shown") and answer is not None:
            status["correct"] = answer.choice
        return status

    @traitlets.observe("selected", "chosen")
    def _answer_changed(self, change: dict[str, Any]) -> None:
        if not getattr(self, "_ready", False):
            return
        if not getattr(self, "_quiet", False):
            # a new answer: the old feedback no longer applies to it
            self._state, self._said = "none", None
            self.feedback = ""
        with self._speaking():
            self._status = self._compute_status()

    @traitlets.validate(*_FIXED)
    def _fixed(self, proposal: Any) -> Any:
        name = proposal["trait"].name
        if proposal["value"] == self._trait_values.get(name):
            return proposal["value"]  # the same value again changes nothing
        if getattr(self, "_ready", False) and hasattr(self, "_status"):
            raise InputError(_FIXED_WHY.format(name))
        return proposal["value"]

    @traitlets.validate("chosen")
    def _check_chosen(self, proposal: Any) -> int | None:
        value = proposal["value"]
        options = self.question.options
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(f"chosen={value!r} must be an option index or None")
        if not 0 <= value < len(options):
            raise InputError(
                f"chosen={value} is not an option"
                + (f": use 0 to {len(options) - 1}" if options else "")
            )
        return value

    # --- page messages ------------------------------------------------------------------------

    def _page_check(self, msg: dict[str, Any]) -> None:
        self.check_answer()

    def _page_reset(self, msg: dict[str, Any]) -> None:
        self.reset()

    def _page_reveal(self, msg: dict[str, Any]) -> None:
        self.reveal()

    def _page_choose(self, msg: dict[str, Any]) -> None:
        """The page picked an option: ``{"index": i}``; a bad index is ignored."""
        index = msg.get("index")
        if isinstance(index, bool) or not isinstance(index, int):
            return
        if 0 <= index < len(self.question.options):
            self.chosen = index

    _page_messages: ClassVar[dict[str, PageHandler]] = {
        "check": _page_check,
        "reset": _page_reset,
        "reveal": _page_reveal,
        "choose": _page_choose,
    }

    # --- what the page shows --------------------------------------------------------------------

    def _compute_view(self) -> ExerciseView:
        q = self.question
        order = q.order
        named = [("the cards", list(q.cards))]
        if q.lead:
            named.append(("the lead", list(q.lead)))
        check_card_copies(q.rules, named)
        view: ExerciseView = {
            "four_color": self.four_color,
            "kind": q.kind,
            "prompt": q.prompt,
            "trump": q.caption,
            "has_answer": q.answer is not None,
            "summary": say("Exercise: {prompt}", prompt=q.prompt),
        }
        marking = order if q.marks else None  # no card drawn as a trump when that is asked
        if q.lead:
            lead = list(q.lead)
            by = list(range(len(lead)))
            if marking is not None:
                by.sort(key=lambda i: marking.sort_key(te.parse_cards(lead[i])[0]))
            view["lead"] = cards_view([lead[i] for i in by], marking, indices=by)
        if q.context:
            view["context"] = [
                {"label": label, "cards": cards_view(list(cards), marking)}
                for label, cards in q.context
            ]
        if q.options:
            view["options"] = list(q.options)
        if q.cards and q.marks:
            view["groups"] = grouped(list(q.cards), order)
        elif q.cards:  # the trumps are the question: the cards as given, by printed suit
            view["groups"] = _by_printed_suit(list(q.cards))
        return view

    def _static_html(self) -> str:
        q = self.question
        order = q.order
        parts = [f'<div style="margin:.2em 0;font-weight:600">{esc(q.prompt)}</div>']
        for label, cards in q.context:
            row = _static.row(te.parse_cards(list(cards)), order if q.marks else None)
            # TRANSLATORS: a group of cards' label (the lesson's words) before its cards.
            parts.append(_static.line(say("{label}:", label=label) if label else "", row))
        if q.lead:
            lead = te.parse_cards(list(q.lead))
            parts.append(_static.line(say("Lead:"), _static.row(lead, order if q.marks else None)))
        if q.cards:
            cards = te.parse_cards(list(q.cards))
            mine = say("Your cards:")
            if q.marks:
                parts.append(_static.line(mine, _static.row(order.sorted(cards), order)))
            else:
                parts.append(_static.line(mine, _static.row(cards)))
        if q.options:
            letters = "ABCDEFGHIJ"
            parts.append(
                _static.text(" · ".join(f"{letters[k % 10]}) {o}" for k, o in enumerate(q.options)))
            )
        parts.append(_static.text(q.caption))
        parts.append(
            '<div style="margin:.2em 0;font-style:italic">'
            + esc(say("Run the notebook to answer this exercise."))
            + "</div>"
        )
        return "".join(parts)
