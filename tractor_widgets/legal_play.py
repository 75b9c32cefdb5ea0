"""LegalPlayHighlighter: which cards of a hand must, may or cannot follow a lead, and why."""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, TypedDict

import traitlets

import tractor_engine as te
from tractor_engine.speech.languages import N_, say, say_n

from . import _static
from ._base import CardsTrait, PageHandler, RulesTrait
from ._coerce import InputError
from ._selectable import SelectableCards
from ._view import (
    CardView,
    GroupView,
    LegendItem,
    ViewKeys,
    cards_view,
    check_copies,
    grouped,
    hand_indices,
)

# --- what the page receives (``_view`` and the other synced dicts) --------------------------------


class LegalPlayView(ViewKeys):
    lead: list[CardView]  # sorted for display; i is the index in the lead
    lead_text: str
    groups: list[GroupView]  # the hand, each card with its state
    count: int  # cards to play
    prompt: str
    tally: str
    legend: list[LegendItem]


class VerdictView(TypedDict):
    """The highlighter's ``_verdict``: ``state`` is none / incomplete / legal / illegal."""

    state: str
    text: str


LEGEND = (
    ("must", N_("must: in every legal play")),
    ("may", N_("may: in some legal play")),
    ("cannot", N_("cannot: in no legal play")),
    ("trump", N_("gold band: a trump")),
)

#: A lead's kind, as the lead box names it: "{kind} lead: {reason}".
LEAD_KINDS = {
    "single": N_("Single lead: {reason}"),
    "pair": N_("Pair lead: {reason}"),
    "tractor": N_("Tractor lead: {reason}"),
    "throw": N_("Throw lead: {reason}"),
}


def legend() -> list[LegendItem]:
    """The legend's items in the language in force."""
    return [{"st": state, "text": say(text)} for state, text in LEGEND]


class LegalPlayHighlighter(SelectableCards):
    """The lead and the hand, each card of the hand marked must / may / cannot by the engine's
    ``follow_options``; as the learner selects, ``check_follow``'s verdict and reason show in
    a ``role="status"`` line. A "Show me a legal play" button selects ``options.example()``.

    ``LegalPlayHighlighter(hand="3D 4D 5D AD AD 9S", lead="7D 7D 8D 8D", rules="tractor-5p")``
    """

    _name = "legal-play-highlighter"
    _module = "legal_play.js"
    _styles = ("states.css", "legal_play.css")
    _hand_trait = "hand"
    _public = ("hand", "lead")
    _words: ClassVar[dict[str, str]] = {
        "the_lead": N_("The lead"),
        "lead": N_("Lead"),
        "hand": N_("Your hand"),
        "hint": N_("Show me a legal play"),
        "clear": N_("Clear"),
        "follow": N_("Follow the lead"),
    }

    rules = RulesTrait()
    hand = CardsTrait(help="the follower's hand, as canonical card strings")
    lead = CardsTrait(help="the lead to follow, as canonical card strings")
    _verdict: Any = traitlets.Dict().tag(sync=True)  # a TypedDict (mypy: none is a dict[str, Any])

    def __init__(self, **kwargs: Any) -> None:
        self._options: te.FollowOptions | None = None
        self._lead: te.Lead | None = None
        super().__init__(**kwargs)

    # --- Python API ---------------------------------------------------------------------------

    @property
    def options(self) -> te.FollowOptions:
        """The engine's ``follow_options`` for this hand and lead."""
        assert self._options is not None
        return self._options

    @property
    def lead_info(self) -> te.Lead:
        """The engine's ``classify_lead`` of the lead."""
        assert self._lead is not None
        return self._lead

    @property
    def states(self) -> list[str]:
        """ "must", "may" or "cannot" for each card of ``hand``, in its order."""
        return self.options.states(te.parse_cards(self.hand))

    @property
    def verdict(self) -> te.Verdict | None:
        """The engine's verdict on the selection, or None while fewer cards than led are
        selected."""
        if len(self.selected) < self.options.count:
            return None
        return te.check_follow(
            self.hand, self.lead_info, self.selected_cards, trump=self.trump_obj, rules=self.rules
        )

    @property
    def verdict_text(self) -> str:
        """The sentence in the status line."""
        return str(self._verdict.get("text", ""))

    def hint(self) -> te.Cards:
        """Select one legal play (the engine's example) and return it."""
        play = self.options.example()
        self.selected = sorted(hand_indices(self.hand, play))
        return te.parse_cards(list(play))

    # --- what the page shows ------------------------------------------------------------------

    @traitlets.observe("hand", "lead", "trump", "rules")
    def _reset_selection(self, change: dict[str, Any]) -> None:
        if not getattr(self, "_ready", False):
            return  # the constructor's own `selected` stands
        self.selected = []

    @traitlets.observe("selected")
    def _selection_changed(self, change: dict[str, Any]) -> None:
        if self._options is not None:
            with self._speaking():
                self._verdict = self._compute_verdict()

    def _compute_view(self) -> LegalPlayView:
        trump, rules = self.trump_obj, self.rules
        order = self.order
        if not self.lead:
            raise InputError('lead: give the cards that were led, like "7D 7D 8D 8D"')
        check_copies(rules, [("the hand", self.hand), ("the lead", self.lead)])
        try:
            lead = te.classify_lead(self.lead, trump=trump, rules=rules)
        except te.IllegalPlay as exc:
            raise InputError(f"lead: {exc.reason}") from None
        if len(self.hand) < lead.size:
            raise InputError(
                f"hand: it holds {len(self.hand)} cards but the lead has {lead.size}: a follower "
                "plays as many cards as were led"
            )
        options = te.follow_options(self.hand, lead, trump=trump, rules=rules)
        self._lead, self._options = lead, options
        states = options.states(te.parse_cards(self.hand))
        lead_sorted = sorted(range(len(self.lead)), key=lambda i: order.sort_key(lead.cards[i]))
        self._verdict = self._compute_verdict()
        counts = Counter(states)
        return {
            "four_color": self.four_color,
            "lead": cards_view([self.lead[i] for i in lead_sorted], order, indices=lead_sorted),
            "lead_text": say(LEAD_KINDS[lead.kind], reason=lead.reason),
            "groups": grouped(self.hand, order, states=states),
            "count": options.count,
            "prompt": options.reason,
            "tally": say_n(
                "{must} must, {may} may, {cannot} cannot; select {n} card",
                "{must} must, {may} may, {cannot} cannot; select {n} cards",
                options.count,
                must=counts["must"],
                may=counts["may"],
                cannot=counts["cannot"],
            ),
            "legend": legend(),
            "summary": say_n(
                "Follow the lead: {n} card in hand",
                "Follow the lead: {n} cards in hand",
                len(self.hand),
            ),
        }

    def _compute_verdict(self) -> VerdictView:
        options = self._options
        assert options is not None
        n, k = options.count, len(self.selected)
        states = options.states(te.parse_cards(self.hand))
        if k == 0:
            text = say_n(
                "Select {n} card to follow the lead.", "Select {n} cards to follow the lead.", n
            )
            return {"state": "none", "text": text}
        if k < n:
            bad = [self.hand[i] for i in self.selected if states[i] == "cannot"]
            if bad:
                names = " ".join(c.symbol for c in te.parse_cards(bad))
                return {
                    "state": "illegal",
                    "text": say(
                        "{cards} cannot be in any legal play: {reason}",
                        cards=names,
                        reason=options.reason,
                    ),
                }
            return {
                "state": "incomplete",
                "text": say_n(
                    "{k} of {all} cards selected: select {n} more card.",
                    "{k} of {all} cards selected: select {n} more cards.",
                    n - k,
                    k=k,
                    all=n,
                ),
            }
        verdict = self.verdict
        assert verdict is not None
        return {"state": "legal" if verdict.legal else "illegal", "text": verdict.reason}

    def _page_hint(self, msg: dict[str, Any]) -> None:
        self.hint()

    _page_messages: ClassVar[dict[str, PageHandler]] = {"hint": _page_hint}

    def _static_html(self) -> str:
        order = self.order
        hand = te.parse_cards(self.hand)
        states = self.states
        idx = sorted(range(len(hand)), key=lambda i: order.sort_key(hand[i]))
        return (
            _static.line(say("Lead:"), _static.row(self.lead_info.cards, order))
            + _static.text(self.lead_info.reason)
            + _static.line(
                say("Hand:"), _static.row([hand[i] for i in idx], order, [states[i] for i in idx])
            )
            + _static.text(
                say(
                    "MUST: every legal play has it · plain: may be played · "
                    "struck through (✕): cannot be played now."
                )
            )
            + _static.text(self.options.reason)
            + (_static.text(self.verdict_text) if self.selected else "")
        )
