"""The lessons' helpers: questions the engine answers, and the rounds the lessons set up.

A lesson cell stays one line: ``from tractor_widgets import lessons``, then for instance
``lessons.follow("9S 4S KD 3C", "7S", trump="2H", rules="tractor-4p")``. Every factory below
returns a ``tw.Exercise`` (the widget) built from a ``Question`` (an immutable value); the
engine (``tractor_engine``) computes the model answer and judges every answer, with its reason.

API (for the lessons and their tests)
-------------------------------------
Exercises (each takes ``trump=`` and ``rules=`` explicitly: the caption states them and the
cards draw them; ``trump=None`` only for a question no trump takes part in, e.g. scoring):

- ``follow(hand, lead, *, trump, rules)``: select a legal follow (``te.check_follow``).
- ``must(hand, lead, *, trump, rules)``: select exactly the forced cards
  (``te.follow_options(...).must``).
- ``combination(cards, kind, *, trump, rules)``: select a ``"pair"``, ``"tractor"``,
  ``"longest tractor"`` (only a tractor as long as the longest in ``te.combos`` is right) or
  ``"throw"`` (``te.classify_lead``).
- ``trumps(cards, *, trump, rules)`` / ``points(cards, *, trump, rules)``: select every trump /
  every point card.
- ``winner(plays, *, trump, rules, seats=None)``: which play wins (``te.trick_result``).
- ``throw(lead, others, *, trump, rules)``: does the throw stand? (``te.check_throw``).
- ``failed_throw(lead, others, *, trump, rules)``: select the cards led instead AND choose what
  the failed throw costs (``te.check_throw``'s ``forced`` and ``penalty``).
- ``choice(prompt, options, *, correct, explain, trump, rules, cards=None)``: a multiple choice
  whose right index is given; ``ask(prompt, options, answer, explain, *, trump, rules,
  cards=None)``: the same, its right option the value the engine computed.
- ``select(prompt, cards, check, *, answer, trump, rules, lead=None, asks="cards")``: select
  cards judged by ``check(Answer) -> (ok, reason)`` (or a ``te.Verdict``).
- ``bid_question(rnd, seat, cards)`` (may this bid be shown now?) and
  ``trick_question(rnd, number)`` (who wins trick ``number`` of a round?).
- Every factory takes ``prompt=`` to word the question; ``exercise.question`` is its
  ``Question``.

``Question`` fields: ``prompt``, ``asks`` (what the check checks: "legal follow", "forced cards",
"pair", "tractor", "longest tractor", "throw", "trumps", "points", "winner", "throw stands",
"failed throw", "bid", "choice", "cards"), ``trump`` (short form or None), ``rules``
(``te.RuleSet``), ``cards`` (to select from), ``lead`` (shown above them), ``context``
(labelled card groups shown), ``options`` (to choose from), ``answer`` (the engine's model
``Answer(cards, choice)``), ``check``, ``marks`` (False when the cards must not be drawn
sorted and marked by the trump: finding the trumps is the question).
``question.judge(answer) -> (ok, reason)``,
``question.kind`` ("select", "choice" or "select-and-choose"), ``question.caption``
("Trump: rank 2, hearts trump · tractor-4p") and ``question.position`` (what a test compares
with the lesson's demonstrations: trump, rules and the card groups shown). ``Question``,
``Answer``, ``caption`` and ``position_key`` are defined in ``tractor_widgets._questions``
(which the ``Exercise`` widget imports too) and are reached here.

Rounds: ``deal(rules, hands, kitty=, seed=, **setup)``, ``bid_in_turn(rnd, *(seat, cards),
close=False)``, ``bid_verdict(rnd, seat, cards)``, ``played_round(rules, seed, bots)``.

Questions on bidding, scoring and whole rounds, each asked from the engine's answer:
``who_declares(rnd)``, ``trump_suit_question(rnd)`` (after a kitty turn-up),
``level_question(change, options, *, rules)``, ``next_starter_question(starter, side, *,
rules)``, ``kitty_multiplier_question(last_lead, options, *, rules, kitty)``,
``kitty_bonus_question(rnd, options)``,
``friend_question(rnd)``, ``trick_points_question(rnd, number, options)``,
``level_step_question(rank, change, *, rules)``, ``lead_kind_question(cards, *, trump, rules)``,
``may_play_question(hand, lead, play, *, trump, rules)``; and what a lesson prints or labels,
said in the language in force: ``bid_sentence(rnd, seat, cards)``,
``next_starter_sentence(starter, side, *, rules)``, ``kitty_multiplier_table(sizes, *rules)``,
``side_levels(side, levels)``, ``seat_names(players)``, ``no_trump_caption(rules)``,
``rules_name(rules)``; ``side_by_side(hand, lead, plays, *, trump, rules)`` (some plays judged
under several rule sets, a table of the engine's verdicts and reasons). With these a lesson's
code cell writes no English word: the same cell asks in every language.

Languages: a factory says its question (prompt, options, the labels of the cards shown) in the
language in force when it is called (``te.set_language``, ``with te.language(...)``); the
question keeps those words. The feedback is said when an answer is judged, in the language the
``Exercise`` speaks then (its ``language``): changing it says the feedback again. A prompt,
options or explanation a lesson writes itself are the lesson's own words, shown as given.

Moved here, and gone from where they were: ``tw.Exercise.follow/must/combination/trumps/points/
winner/throw/choice`` are ``lessons.follow/...``; ``tractor_widgets.round_view``'s ``deal``,
``bid_in_turn``, ``bid_verdict``, ``bid_question``, ``ask``, ``trick_question`` and
``played_round`` are ``lessons.*``. ``tw.Exercise(question)`` takes only a ``Question``.

Where each lives (every name is reached here, ``lessons.X``; the modules are for reading):

- ``choices``: ``choice``, ``ask``, and what every multiple choice shares;
- ``selections``: ``select``, and what the selection questions share;
- ``follows``: ``follow``, ``must``, ``lead_kind_question``, ``may_play_question``;
- ``combinations``: ``combination``, ``trumps``, ``points``;
- ``tricks``: ``winner``, ``trick_question``, ``trick_points_question``, ``throw``,
  ``failed_throw``;
- ``bidding``: ``bid_in_turn``, ``bid_verdict``, ``bid_question``, ``who_declares``,
  ``trump_suit_question``, ``bid_sentence``;
- ``rounds``: ``deal``, ``played_round``, ``friend_question``;
- ``scoring``: the levels, the next starter and the kitty;
- ``rule_sets``: two rule sets on one position (``only_under``, ``same_follows``, ``found``,
  ``how_often``, ``trick_under``, ``hand_under``);
- ``follow_rules``: several follow rules on one position (``side_by_side``);
- ``names``: ``seat_names``, ``rules_name``, ``no_trump_caption``.
"""

from __future__ import annotations

from .._coerce import InputError as InputError
from .._questions import Answer, Question, caption, position_key
from .._questions import Check as Check  # what select's check is
from ..exercise import Exercise as Exercise  # the widget every factory here returns
from .bidding import (
    bid_in_turn,
    bid_question,
    bid_sentence,
    bid_verdict,
    trump_suit_question,
    who_declares,
)
from .choices import Wrong as Wrong  # what a wrong pick is told
from .choices import ask, choice
from .choices import context_groups as context_groups
from .combinations import COMBINATION_KINDS, combination, points, trumps
from .follow_rules import SideBySide as SideBySide  # what side_by_side draws
from .follow_rules import side_by_side
from .follows import follow, lead_kind_question, may_play_question, must
from .names import no_trump_caption, rules_name, seat_names
from .rounds import deal, friend_question, played_round
from .rule_sets import BANDS, found, hand_under, how_often, only_under, same_follows, trick_under
from .scoring import (
    kitty_bonus_question,
    kitty_multiplier_question,
    kitty_multiplier_table,
    level_question,
    level_step_question,
    next_starter_question,
    next_starter_sentence,
    side_levels,
)
from .selections import select
from .tricks import cost_text as cost_text  # a failed throw's cost, as offered
from .tricks import failed_throw, throw, trick_points_question, trick_question, winner

__all__ = [
    "BANDS",
    "COMBINATION_KINDS",
    "Answer",
    "Question",
    "ask",
    "bid_in_turn",
    "bid_question",
    "bid_sentence",
    "bid_verdict",
    "caption",
    "choice",
    "combination",
    "deal",
    "failed_throw",
    "follow",
    "found",
    "friend_question",
    "hand_under",
    "how_often",
    "kitty_bonus_question",
    "kitty_multiplier_question",
    "kitty_multiplier_table",
    "lead_kind_question",
    "level_question",
    "level_step_question",
    "may_play_question",
    "must",
    "next_starter_question",
    "next_starter_sentence",
    "no_trump_caption",
    "only_under",
    "played_round",
    "points",
    "position_key",
    "rules_name",
    "same_follows",
    "seat_names",
    "select",
    "side_by_side",
    "side_levels",
    "throw",
    "trick_points_question",
    "trick_question",
    "trick_under",
    "trump_suit_question",
    "trumps",
    "who_declares",
    "winner",
]
