"""Exercise: a question, cards to select (or choices to pick), and feedback from the engine.

Two kinds of exercise share one widget:

- **select**: the learner selects cards of a hand and presses *Check*; a ``check`` callable
  (given the selected ``te.Cards``) answers ``(ok, explanation)``. The ready-made
  ``Exercise.follow``, ``Exercise.must`` and ``Exercise.combination`` build that callable
  from the engine, so the explanation is always the engine's own reason.
- **choice**: the learner picks one of several options (buttons) and presses *Check*;
  ``Exercise.winner`` and ``Exercise.throw`` build the options and explanations from
  ``trick_result`` and ``check_throw``.

*Try again* clears the selection and the feedback; *Show me* selects the answer (or marks the
right option) and explains it. Every check runs in Python; the page only draws and reports.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import traitlets

import tractor_engine as te

from . import _static
from ._base import CardsTrait, cards_view, check_card_copies, esc, grouped
from ._coerce import InputError, card_strings, make_rules, rules_parts, trump_string
from .hand_viewer import SelectableCards

CheckFn = Callable[[te.Cards], Any]

RIGHT = "Right!"
WRONG = "Not yet."
SHOWN = "Here is the answer."


def _cards_text(cards: Sequence[te.Card]) -> str:
    return te.cards.symbols(cards)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _is_single_card(value: Any) -> bool:
    if isinstance(value, te.Card):
        return True
    if not isinstance(value, str):
        return False
    try:
        return len(te.parse_cards(value)) == 1
    except te.CardError:
        return False


def context_groups(cards: Any, name: str = "cards") -> list[tuple[str, list[str]]]:
    """Labelled groups of cards to show as context, from what a lesson writes.

    - a string of cards, or a list of single cards (``["7D", "8D"]``): one group;
    - a list of plays (``["7D 7D", "8D 9D"]`` or ``[["7D"], ["8D"]]``): one group per play,
      labelled "Play 1", "Play 2", ...;
    - a mapping ``{label: cards}``: one group per entry, with its label.
    """
    if cards is None:
        return []
    if isinstance(cards, Mapping):
        return [(str(label), card_strings(c, f"{name}[{label!r}]")) for label, c in cards.items()]
    if isinstance(cards, (str, te.Card)):
        return [("", card_strings(cards, name))]
    if not isinstance(cards, (list, tuple)):
        raise InputError(
            f"{name}={cards!r} is not cards: give a string of cards, a list of plays, or a "
            "{label: cards} mapping"
        )
    if all(_is_single_card(c) for c in cards):
        return [("", card_strings(list(cards), name))]
    return [(f"Play {k + 1}", card_strings(c, f"{name}[{k}]")) for k, c in enumerate(cards)]


def _indices_of(hand: Sequence[str], cards: Sequence[te.Card]) -> list[int]:
    """Indices into ``hand`` holding ``cards`` (with multiplicity); ValueError if one is missing."""
    used: set[int] = set()
    chosen = []
    for card in cards:
        text = str(card)
        i = next((k for k, c in enumerate(hand) if c == text and k not in used), None)
        if i is None:
            raise ValueError(f"answer: {card.symbol} is not among the cards")
        used.add(i)
        chosen.append(i)
    return chosen


def _as_result(value: Any) -> tuple[bool, str]:
    """``(ok, explanation)`` from what a check returns: a pair, or a ``te.Verdict``."""
    if isinstance(value, te.Verdict):
        return value.legal, value.reason
    if isinstance(value, tuple) and len(value) == 2:
        return bool(value[0]), str(value[1])
    raise TypeError(f"check must return (ok, explanation), not {value!r}")


class Exercise(SelectableCards):
    """One exercise: a prompt, cards to select or options to choose, Check / Try again /
    Show me, and feedback that explains.

    Select the cards: ``Exercise(prompt, cards, check=fn, answer=None, lead=None, trump="2H",
    rules="tractor-4p")`` where ``fn(selected_cards) -> (ok, explanation)``. ``answer`` (cards)
    is what *Show me* selects, explained by ``fn(answer)``; ``lead`` is shown above the hand.

    Choose an option: ``Exercise.choice(prompt, options, correct=i, explain=...)``.

    Ready-made from the engine: ``Exercise.follow``, ``Exercise.must``,
    ``Exercise.combination``, ``Exercise.trumps``, ``Exercise.points``, ``Exercise.winner``,
    ``Exercise.throw``.

    State, for lessons and tests: ``selected`` (indices into ``cards``, synced both ways),
    ``chosen`` (an option index or None), ``attempts`` (checks made), ``solved`` (some check was
    right), ``revealed`` (*Show me* was used), ``feedback`` (the text in the status line). The
    methods ``check_answer()``, ``reset()`` and ``reveal()`` do what the three buttons do.
    """

    _name = "exercise"
    _module = "exercise.js"
    _styles = ("legal_play.css", "exercise.css")
    _hand_trait = "cards"
    _public = ("prompt", "cards", "lead")
    _extra_kwargs = ("check", "answer")

    prompt = traitlets.Unicode("", help="the question")
    cards = CardsTrait(help="the cards to select from, as canonical card strings")
    lead = CardsTrait(help="cards shown above the hand as context (a lead)")
    chosen = traitlets.Int(None, allow_none=True, help="the option chosen (choice exercises)").tag(
        sync=True
    )
    attempts = traitlets.Int(0, help="how many times the answer was checked")
    solved = traitlets.Bool(False, help="whether some check was right")
    revealed = traitlets.Bool(False, help="whether Show me was used")
    feedback = traitlets.Unicode("", help="the feedback shown in the status line")
    _status = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        prompt: str = "",
        cards: Any = "",
        *,
        check: CheckFn | None = None,
        answer: Any = None,
        lead: Any = None,
        trump: Any = "2H",
        rules: Any = "tractor-4p",
        **kwargs: Any,
    ) -> None:
        kind = kwargs.pop("_kind", "select")
        self._kind: str = kind
        self._options: list[str] = list(kwargs.pop("_options", []))
        self._correct: int | None = kwargs.pop("_correct", None)
        self._explain: Callable[[int], str] | None = kwargs.pop("_explain", None)
        self._groups: list[tuple[str, list[str]]] = kwargs.pop("_groups", [])
        if kind == "select" and not callable(check):
            raise TypeError(
                "Exercise(prompt, cards, check=...) needs check: a function that takes the "
                "selected cards and returns (ok, explanation)"
            )
        self._check: CheckFn | None = check
        self._answer: list[str] | None = None if answer is None else card_strings(answer, "answer")
        super().__init__(
            prompt=prompt,
            cards=cards,
            lead="" if lead is None else lead,
            trump=trump,
            rules=rules,
            **kwargs,
        )
        if self._answer is not None:
            _indices_of(self.cards, te.parse_cards(self._answer))  # every answer card is held
        self._status = self._compute_status()

    @classmethod
    def _known_kwargs(cls) -> list[str]:
        # the learner's state (chosen, attempts, ...) is not a constructor argument
        state = {"chosen", "attempts", "solved", "revealed", "feedback"}
        return [k for k in super()._known_kwargs() if k not in state]

    # --- constructors ---------------------------------------------------------------------------

    @classmethod
    def choice(
        cls,
        prompt: str,
        options: Sequence[str],
        *,
        correct: int,
        explain: str | Callable[[int], str],
        cards: Any = None,
        trump: Any = "2H",
        rules: Any = "tractor-4p",
    ) -> Exercise:
        """A multiple-choice exercise: ``options`` shown as buttons, ``correct`` the right index,
        ``explain`` a sentence or ``explain(index) -> sentence`` for the feedback. ``cards`` is
        context: a string of cards, a list of plays (shown as groups), or ``{label: cards}``."""
        options = list(options)
        if len(options) < 2 or not all(isinstance(o, str) and o for o in options):
            raise InputError("options: give at least two non-empty strings")
        if isinstance(correct, bool) or not isinstance(correct, int):
            raise InputError(f"correct={correct!r} must be the index of the right option")
        if not 0 <= correct < len(options):
            raise InputError(f"correct={correct} is not an option: use 0 to {len(options) - 1}")
        if isinstance(explain, str):
            text = explain

            def explain_fn(_i: int) -> str:
                return text
        elif callable(explain):
            explain_fn = explain
        else:
            raise InputError("explain: give a sentence, or a function of the chosen index")
        return cls(
            prompt,
            "",
            trump=trump,
            rules=rules,
            _kind="choice",
            _options=options,
            _correct=correct,
            _explain=explain_fn,
            _groups=context_groups(cards),
        )

    @classmethod
    def follow(
        cls, hand: Any, lead: Any, *, trump: Any, rules: Any, prompt: str | None = None
    ) -> Exercise:
        """Select a legal follow of ``lead`` from ``hand``: checked by ``check_follow``, whose
        reason is the feedback; *Show me* selects ``follow_options(...).example()``."""
        ruleset, trump_s = _rules(rules), trump_string(trump)
        lead_info = _lead(lead, trump_s, ruleset)
        hand_s = card_strings(hand, "hand")
        options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)

        def check(play: te.Cards) -> tuple[bool, str]:
            verdict = te.check_follow(hand_s, lead_info, play, trump=trump_s, rules=ruleset)
            return verdict.legal, verdict.reason

        text = prompt or (
            f"{_lead_words(lead_info)} Select {_plural(lead_info.size, 'card')} to follow it "
            "legally, then press Check."
        )
        return cls(
            text, hand_s, check=check, answer=options.example(), lead=lead_info.cards,
            trump=trump_s, rules=ruleset,
        )  # fmt: skip

    @classmethod
    def must(
        cls, hand: Any, lead: Any, *, trump: Any, rules: Any, prompt: str | None = None
    ) -> Exercise:
        """Select exactly the cards that every legal follow contains (``follow_options(...).must``,
        as a multiset); the feedback names what is missing or extra and gives the engine's
        reason. Raises ``ValueError`` for a position where nothing is forced."""
        ruleset, trump_s = _rules(rules), trump_string(trump)
        lead_info = _lead(lead, trump_s, ruleset)
        hand_s = card_strings(hand, "hand")
        options = te.follow_options(hand_s, lead_info, trump=trump_s, rules=ruleset)
        must = list(options.must)
        if not must:
            raise ValueError(
                "must: in this position no card is forced (every card may be left out), so there "
                f"is nothing to select. The engine says: {options.reason}"
            )
        forced = Counter(str(c) for c in must)

        def check(selection: te.Cards) -> tuple[bool, str]:
            got = Counter(str(c) for c in selection)
            missing = te.parse_cards(list((forced - got).elements()))
            extra = te.parse_cards(list((got - forced).elements()))
            if not missing and not extra:
                return True, f"{_cards_text(must)} must be played. {options.reason}"
            parts = []
            if missing:
                parts.append(
                    f"{_cards_text(missing)} {'is' if len(missing) == 1 else 'are'} in every "
                    "legal play, so select "
                    f"{'it' if len(missing) == 1 else 'them'} too."
                )
            if extra:
                parts.append(
                    f"{_cards_text(extra)} {'is' if len(extra) == 1 else 'are'} not forced: "
                    "some legal play leaves "
                    f"{'it' if len(extra) == 1 else 'them'} out."
                )
            return False, " ".join(parts) + f" {options.reason}"

        text = prompt or (
            f"{_lead_words(lead_info)} Select exactly the cards you must play (the cards in "
            "every legal follow), then press Check."
        )
        return cls(
            text, hand_s, check=check, answer=must, lead=lead_info.cards, trump=trump_s,
            rules=ruleset,
        )  # fmt: skip

    @classmethod
    def combination(
        cls, cards: Any, kind: str, *, trump: Any, rules: Any, prompt: str | None = None
    ) -> Exercise:
        """Select a combination of ``kind`` ("pair", "tractor" or "throw") from ``cards``:
        checked by ``classify_lead`` (its reason, or the ``IllegalPlay`` reason of a mixed
        selection). *Show me* selects one from ``combos()``. Raises ``ValueError`` when the
        cards hold no such combination."""
        if kind not in ("pair", "tractor", "throw"):
            raise InputError(f'kind={kind!r}: choose "pair", "tractor" or "throw"')
        ruleset, trump_s = _rules(rules), trump_string(trump)
        cards_s = card_strings(cards, "cards")
        answer = _combination_answer(cards_s, kind, trump_s, ruleset)

        def check(selection: te.Cards) -> tuple[bool, str]:
            try:
                lead = te.classify_lead(selection, trump=trump_s, rules=ruleset)
            except te.IllegalPlay as exc:
                return False, exc.reason
            if lead.kind == kind:
                return True, lead.reason
            return False, f"That is {_a(lead.kind)}, not {_a(kind)}: {lead.reason}"

        text = prompt or f"Select {_a(kind)} from these cards, then press Check."
        return cls(text, cards_s, check=check, answer=answer, trump=trump_s, rules=ruleset)

    @classmethod
    def trumps(cls, cards: Any, *, trump: Any, rules: Any, prompt: str | None = None) -> Exercise:
        """Select every trump among ``cards`` (and nothing else): checked with the engine's
        trump order for this trump and rule set; the feedback names the trumps missed or the
        cards that are not trumps, and the trump order."""
        ruleset, trump_s = _rules(rules), trump_string(trump)
        cards_s = card_strings(cards, "cards")
        order = te.trump.order_of(te.trump.as_trump(trump_s), ruleset)
        parsed = te.parse_cards(cards_s)
        answer = [c for c in parsed if order.is_trump(c)]
        if not answer:
            raise ValueError(
                "trumps: none of these cards is a trump, so there is nothing to select"
            )
        where = f"Under {te.trump.as_trump(trump_s).describe()} ({ruleset.name})"
        trumps_text = f"{where} the trumps here are {_cards_text(order.sorted(answer))}."

        def check(selection: te.Cards) -> tuple[bool, str]:
            got, want = Counter(selection), Counter(answer)
            missing, extra = list((want - got).elements()), list((got - want).elements())
            if not missing and not extra:
                return True, trumps_text
            parts = []
            if missing:
                parts.append(
                    f"{_cards_text(order.sorted(missing))} "
                    f"{'is a trump' if len(missing) == 1 else 'are trumps'} too."
                )
            if extra:
                parts.append(
                    f"{_cards_text(order.sorted(extra))} "
                    f"{'is not a trump' if len(extra) == 1 else 'are not trumps'}."
                )
            return False, " ".join(parts) + f" {where} the trump order is {order.describe()}."

        text = prompt or "Select every trump in these cards, then press Check."
        return cls(text, cards_s, check=check, answer=answer, trump=trump_s, rules=ruleset)

    @classmethod
    def points(
        cls, cards: Any, *, trump: Any = "2H", rules: Any = "tractor-4p", prompt: str | None = None
    ) -> Exercise:
        """Select every point card among ``cards``: checked with ``card_points`` (each 5 is
        worth 5, each 10 and K 10); the feedback counts the points."""
        cards_s = card_strings(cards, "cards")
        parsed = te.parse_cards(cards_s)
        answer = [c for c in parsed if te.card_points([c])]
        if not answer:
            raise ValueError("points: none of these cards is worth points")
        total = te.card_points(parsed)

        def check(selection: te.Cards) -> tuple[bool, str]:
            got, want = Counter(selection), Counter(answer)
            missing, extra = list((want - got).elements()), list((got - want).elements())
            worth = ", ".join(f"{c.symbol} {te.card_points([c])}" for c in answer)
            if not missing and not extra:
                return True, f"{worth}: {total} points in all."
            parts = []
            if missing:
                parts.append(f"{_cards_text(missing)} {'is' if len(missing) == 1 else 'are'} "
                             "worth points too.")  # fmt: skip
            if extra:
                parts.append(f"{_cards_text(extra)} {'is' if len(extra) == 1 else 'are'} worth "
                             "nothing.")  # fmt: skip
            return False, " ".join(parts) + " Only 5s (5 points), 10s and Ks (10 points) count."

        text = prompt or "Select every card that is worth points, then press Check."
        return cls(text, cards_s, check=check, answer=answer, trump=trump, rules=rules)

    @classmethod
    def winner(
        cls,
        plays: Sequence[Any],
        *,
        trump: Any,
        rules: Any,
        seats: Sequence[int | str] | None = None,
        prompt: str | None = None,
    ) -> Exercise:
        """Which play wins the trick? ``plays[0]`` is the lead; the options are the plays,
        named by ``seats`` if given. The feedback is ``trick_result``'s reason (and, for a
        wrong choice, what the engine says about that play)."""
        ruleset, trump_s = _rules(rules), trump_string(trump)
        plays_s = [card_strings(p, f"plays[{k}]") for k, p in enumerate(plays)]
        if len(plays_s) < 2:
            raise InputError("plays: give the lead and at least one more play")
        if seats is not None and len(seats) != len(plays_s):
            raise InputError(f"seats: give {len(plays_s)} names, one per play")
        result = te.trick_result(plays_s, trump=trump_s, rules=ruleset, seats=seats)
        if seats is None:
            # as the engine's reason counts them: the lead, then Play 1, Play 2, ...
            names = ["the lead", *(f"Play {k}" for k in range(1, len(plays_s)))]
            labels = ["Lead", *names[1:]]
        else:
            names = [str(s) if isinstance(s, str) else f"Seat {s}" for s in seats]
            labels = [f"{names[0]} (leads)", *names[1:]]
        options = [
            f"{label}: {_cards_text(te.parse_cards(p))}"
            for label, p in zip(labels, plays_s, strict=True)
        ]

        def explain(i: int) -> str:
            if i == result.winner:
                return result.reason
            if i == 0:
                return f"The lead does not keep the trick. {result.reason}"
            play = _cards_text(result.plays[i].cards)
            return f"{names[i]} does not win: {play} {result.plays[i].note}. {result.reason}"

        text = prompt or "Which play wins this trick?"
        return cls.choice(
            text, options, correct=result.winner, explain=explain,
            cards=dict(zip(labels, plays_s, strict=True)), trump=trump_s,
            rules=ruleset,
        )  # fmt: skip

    @classmethod
    def throw(
        cls,
        lead: Any,
        other_hands: Mapping[int, Any] | Sequence[Any],
        *,
        trump: Any,
        rules: Any,
        prompt: str | None = None,
    ) -> Exercise:
        """Does this throw stand against the other hands? Options "Yes, it stands" and "No, it
        fails"; the feedback is ``check_throw``'s reason (with the forced lead and the penalty,
        if any)."""
        ruleset, trump_s = _rules(rules), trump_string(trump)
        lead_s = card_strings(lead, "lead")
        result = te.check_throw(lead_s, other_hands, trump=trump_s, rules=ruleset)
        if isinstance(other_hands, Mapping):
            hands = {f"Seat {k}": v for k, v in other_hands.items()}
        else:
            hands = {f"Hand {k + 1}": v for k, v in enumerate(other_hands)}
        groups = {"The throw": lead_s, **hands}
        explanation = result.reason
        text = prompt or "Does this throw stand against the other hands?"
        return cls.choice(
            text, ["Yes, it stands", "No, it fails"], correct=0 if result.stands else 1,
            explain=explanation, cards=groups, trump=trump_s, rules=ruleset,
        )  # fmt: skip

    # --- the Python API -------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        """ "select" (select cards) or "choice" (pick an option)."""
        return self._kind

    @property
    def options(self) -> list[str]:
        """The options of a choice exercise (empty for a select exercise)."""
        return list(self._options)

    @property
    def answer(self) -> te.Cards | int | None:
        """What *Show me* reveals: the answer cards, the right option's index, or None."""
        if self._kind == "choice":
            return self._correct
        return None if self._answer is None else te.parse_cards(self._answer)

    def check_answer(self) -> bool:
        """What *Check* does: judge the selection (or the chosen option), count the attempt,
        show the explanation. Returns whether it was right. With nothing selected or chosen it
        only asks for an answer (no attempt is counted)."""
        if self._kind == "choice":
            if self.chosen is None:
                self._say("none", "Choose an answer first, then press Check.")
                return False
            ok, text = self.chosen == self._correct, self._explain_choice(self.chosen)
        else:
            if not self.selected:
                self._say("none", "Select some cards first, then press Check.")
                return False
            ok, text = self._run_check(self.selected_cards)
        with self.hold_trait_notifications():  # observers see the attempt and its feedback at once
            self.attempts += 1
            if ok:
                self.solved = True
            self._say("right" if ok else "wrong", f"{RIGHT if ok else WRONG} {text}")
        return ok

    def reset(self) -> None:
        """What *Try again* does: clear the selection (or the choice) and the feedback.
        ``attempts``, ``solved`` and ``revealed`` keep the history."""
        self._quiet = True
        try:
            self.selected = []
            self.chosen = None
        finally:
            self._quiet = False
        self._say("none", "")

    def reveal(self) -> None:
        """What *Show me* does: select the answer (or choose the right option) and explain it."""
        if self._kind == "choice":
            assert self._correct is not None
            text = self._explain_choice(self._correct)
        elif self._answer is None:
            self._say("none", "This exercise has no answer to show.")
            return
        else:
            answer = te.parse_cards(self._answer)
            text = self._run_check(answer)[1]
        # Observers (and the page) see the answer, ``revealed`` and its explanation at once; the
        # new selection must not clear the feedback as a learner's own change would.
        self._quiet = True
        try:
            with self.hold_trait_notifications():
                if self._kind == "choice":
                    self.chosen = self._correct
                else:
                    self.selected = _indices_of(self.cards, answer)
                self.revealed = True
                self._say("shown", f"{SHOWN} {text}")
        finally:
            self._quiet = False

    # --- internals --------------------------------------------------------------------------------

    def _run_check(self, cards: te.Cards) -> tuple[bool, str]:
        assert self._check is not None
        try:
            return _as_result(self._check(cards))
        except te.IllegalPlay as exc:
            return False, exc.reason

    def _explain_choice(self, index: int) -> str:
        assert self._explain is not None
        return str(self._explain(index))

    def _can_select(self) -> bool:
        return self._kind == "select"

    def _say(self, state: str, text: str) -> None:
        self._state = state
        self.feedback = text
        self._status = self._compute_status()

    def _compute_status(self) -> dict[str, Any]:
        state = getattr(self, "_state", "none")
        text = self.feedback
        if not text:
            if self._kind == "choice":
                text = "Choose an answer, then press Check."
            else:
                n = len(self.selected)
                text = (
                    f"{_plural(n, 'card')} selected: press Check."
                    if n
                    else "Select cards, then press Check."
                )
        status: dict[str, Any] = {"state": state, "text": text, "chosen": self.chosen}
        if self._kind == "choice" and state in ("right", "shown"):
            status["correct"] = self._correct
        return status

    @traitlets.observe("selected", "chosen")
    def _answer_changed(self, change: dict[str, Any]) -> None:
        if not getattr(self, "_ready", False):
            return
        if not getattr(self, "_quiet", False):
            # a new answer: the old feedback no longer applies to it
            self._state = "none"
            self.feedback = ""
        self._status = self._compute_status()

    @traitlets.observe("cards", "lead", "trump", "rules", "rule_options")
    def _inputs_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "_ready", False) and change["name"] != "lead":
            self.selected = []

    @traitlets.validate("chosen")
    def _check_chosen(self, proposal: Any) -> int | None:
        value = proposal["value"]
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(f"chosen={value!r} must be an option index or None")
        if not 0 <= value < len(self._options):
            raise InputError(
                f"chosen={value} is not an option"
                + (f": use 0 to {len(self._options) - 1}" if self._options else "")
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
        if self._kind != "choice" or isinstance(index, bool) or not isinstance(index, int):
            return
        if 0 <= index < len(self._options):
            self.chosen = index

    # --- what the page shows --------------------------------------------------------------------

    def _compute_view(self) -> dict[str, Any]:
        rules = self.ruleset
        order = te.trump.order_of(self.trump_obj, rules)
        named = [("the cards", self.cards)]
        if self.lead:
            named.append(("the lead", self.lead))
        check_card_copies(rules, named)
        view: dict[str, Any] = {
            "four_color": self.four_color,
            "kind": self._kind,
            "prompt": self.prompt,
            "trump": f"Trump: {self.trump_obj.describe()} · {rules.name}",
            "has_answer": self._kind == "choice" or self._answer is not None,
            "summary": "Exercise: " + (self.prompt or "select cards"),
        }
        if self.lead:
            lead_order = sorted(range(len(self.lead)), key=lambda i: order.sort_key(
                te.parse_cards(self.lead[i])[0]))  # fmt: skip
            view["lead"] = cards_view([self.lead[i] for i in lead_order], order, indices=lead_order)
        if self._groups:
            view["context"] = [
                {"label": label, "cards": cards_view(cards, order)} for label, cards in self._groups
            ]
        if self._kind == "choice":
            view["options"] = list(self._options)
        else:
            view["groups"] = grouped(self.cards, order)
        return view

    def _static_html(self) -> str:
        order = te.trump.order_of(self.trump_obj, self.ruleset)
        parts = [f'<div style="margin:.2em 0;font-weight:600">{esc(self.prompt)}</div>']
        for label, cards in self._groups:
            row = _static.row(te.parse_cards(cards), order)
            parts.append(_static.line(f"{label}:" if label else "", row))
        if self.lead:
            parts.append(_static.line("Lead:", _static.row(te.parse_cards(self.lead), order)))
        if self._kind == "choice":
            letters = "ABCDEFGHIJ"
            parts.append(
                _static.text(
                    " · ".join(f"{letters[k % 10]}) {o}" for k, o in enumerate(self._options))
                )
            )
        else:
            cards = te.sort_cards(self.cards, trump=self.trump_obj, rules=self.ruleset)
            parts.append(_static.line("Your cards:", _static.row(cards, order)))
        parts.append(
            '<div style="margin:.2em 0;color:#666;font-style:italic">Run the notebook to answer '
            "this exercise.</div>"
        )
        return "".join(parts)


# --- helpers for the constructors ----------------------------------------------------------------


def _rules(rules: Any) -> te.RuleSet:
    name, options = rules_parts(rules)
    return make_rules(name, options)


def _lead(lead: Any, trump: str, ruleset: te.RuleSet) -> te.Lead:
    try:
        return te.classify_lead(card_strings(lead, "lead"), trump=trump, rules=ruleset)
    except te.IllegalPlay as exc:
        raise InputError(f"lead: {exc.reason}") from None


def _lead_words(lead: te.Lead) -> str:
    kind = "a throw" if lead.kind == "throw" else _a(lead.kind)
    return f"{_cards_text(lead.cards)} is led ({kind} in {lead.group_name})."


def _a(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


def _combination_answer(
    cards: list[str], kind: str, trump: str, ruleset: te.RuleSet
) -> list[te.Card]:
    found = te.combos(cards, trump=trump, rules=ruleset)
    if kind == "pair":
        if not found.pairs:
            raise ValueError("combination: these cards hold no pair")
        return list(found.pairs[0].cards)
    if kind == "tractor":
        if not found.tractors:
            raise ValueError("combination: these cards hold no tractor")
        return list(max(found.tractors, key=lambda t: t.pairs).cards)
    # a throw: a pair (or tractor) plus one more card of its suit group, else two singles
    order = te.trump.order_of(te.trump.as_trump(trump), ruleset)
    parsed = te.parse_cards(cards)
    candidates: list[list[te.Card]] = []
    for combo in (*found.tractors, *found.pairs):
        group = order.group[combo.top.id]
        rest = Counter(parsed)
        rest.subtract(combo.cards)
        for card in parsed:
            if order.group[card.id] == group and rest[card] > 0 and card not in combo.cards:
                candidates.append([*combo.cards, card])
                break
    for a in parsed:
        for b in parsed:
            if a != b and order.group[a.id] == order.group[b.id]:
                candidates.append([a, b])
    for candidate in candidates:
        try:
            if te.classify_lead(candidate, trump=trump, rules=ruleset).kind == "throw":
                return candidate
        except te.IllegalPlay:
            continue
    raise ValueError("combination: these cards hold no throw (two or more parts of one suit group)")
