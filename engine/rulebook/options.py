"""The options of the rule sets, in one table: what each can change, where it applies, when it
is moot, its choices and how each choice is said.

``OPTIONS`` is the table, one ``Option`` per option in the order ``OPTION_CHOICES`` lists them.
Everything that asks which options matter reads it: the rule sets' choices and phrases
(``rulesets``), the comparison's reasons (which options can explain a difference), the search's
shortcuts (two rule sets that differ only in options that cannot change a question answer it
alike) and the widgets' controls. Adding a value to an option is one row here, the rule that
reads it, and its section of ``docs/rules.md``.

How to read a row:

- ``changes``: the ``Question``\\ s the option can change, alone, in some position. A question it
  does not list is answered alike under every choice (the tests check both ways).
- ``presets``: where it applies, that is where some choice can change some answer. Under
  another preset it is accepted but changes nothing (``single-deck`` has no pairs, so no
  tractor to follow and every part of a throw is a single).
- ``refused_elsewhere``: the choices that a rule set of another preset refuses, because they
  could change nothing there (rules §10.9); ``elsewhere_because`` says why, in a few words.
  The older choices stay accepted everywhere.
- ``matters_only_when``: the ``Condition``\\ s a position must meet for the option to matter;
  where one fails the option is moot there.
- ``moot_under``: (option, value) rows of other options that make this one moot: under a
  rule set with one of those values, no choice of this option changes anything (rules §10.9:
  ``pair_follow="suit-only"`` asks no pair, so no tractor either).
- ``choices``: its values (``OPTION_CHOICES`` order); ``defaults``: each preset's value (a preset
  not named takes the first choice); ``phrases``: how each choice is said, aligned with
  ``choices`` (templates, said in the language in force); ``label``: a short line for a
  checkbox, for options with two choices ``True`` and ``False``.
"""

from __future__ import annotations

from enum import Enum

from ..speech.languages import N_
from ..values import Value

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from ..cards.trump import Trump
    from .lead import Lead
    from .rulesets import RuleSet


class Question(Enum):
    """An answer of the engine that an option can change (rules §9). Each member's docstring
    says which answer, and which engine call gives it."""

    def __new__(cls, code: str, meaning: str) -> Question:
        member = object.__new__(cls)
        member._value_ = code
        member.__doc__ = meaning
        return member

    CARD_ORDER = (
        "card order",
        "Which cards are trumps, how the cards of a suit group rank and which pairs are adjacent "
        "(``order_of``). An option that changes it changes the other questions only through it: "
        "under a trump where two rule sets order the cards alike, it changes nothing.",
    )
    LEAD_KIND = (
        "lead kind",
        "The pairs and tractors a set of cards holds (``combos``), and what kind of lead it makes "
        "and its parts (``classify_lead``).",
    )
    FOLLOW = ("follow", "Which plays are legal following a lead (``check_follow``).")
    THROW_STANDS = (
        "throw stands",
        "Whether a throw stands against the other hands or fails (``check_throw().stands``).",
    )
    THROW_FORCED = (
        "throw forced",
        "What the leader of a failed throw leads instead (``check_throw().forced``), asked of "
        "a throw that fails under both rule sets compared.",
    )
    THROW_PENALTY = (
        "throw penalty",
        "What a failed throw costs for each card taken back (``check_throw().penalty`` divided "
        "by the cards taken back), asked of a throw that fails under both rule sets compared "
        "and leads the same cards instead.",
    )
    TRICK_WINNER = ("trick winner", "Which play of a trick wins it (``trick_winner``).")
    KITTY = (
        "kitty",
        "What the kitty's points are multiplied by when the defenders win the last trick "
        "(``kitty_multiplier``).",
    )
    SCORE = (
        "score",
        "What a hand's captured points, kitty and charged penalties come to: the defenders' "
        "points, the level change and the next starter (``score_hand``).",
    )
    BIDDING = ("bidding", "Who may bid what, who declares and the trump (a round's bidding).")
    FRIEND = (
        "friend",
        "Whether a friend is called, and which cards the declarer may call (``friend_calls``).",
    )


#: The steps of judging a throw, in order: an option that can change an earlier step is named
#: before one that changes only a later one.
THROW_STEPS = (Question.THROW_STANDS, Question.THROW_FORCED, Question.THROW_PENALTY)


class Condition(Enum):
    """A fact of a position that an option needs to matter (``Option.matters_only_when``). Each
    is about the trump, the lead or the throw (``about``); ``holds`` decides it."""

    def __new__(cls, code: str, about: str, meaning: str) -> Condition:
        member = object.__new__(cls)
        member._value_ = code
        member.about = about  # type: ignore[attr-defined]
        member.__doc__ = meaning
        return member

    TRUMP_SUIT = ("trump suit", "trump", "The trump has a suit (it is not no trump).")
    NO_TRUMP = ("no trump", "trump", "The hand is played in no trump.")
    TRACTOR_LED = ("tractor led", "lead", "The lead holds a tractor (a tractor, or a throw).")
    THROW_FAILS = ("throw fails", "throw", "The lead is a throw, and it fails.")
    THROW_LED = ("throw led", "lead", "The lead is a throw (not a single, a pair or a tractor).")

    def holds(
        self,
        *,
        trump: Trump | None = None,
        lead: Lead | None = None,
        throw_fails: bool | None = None,
    ) -> bool:
        """Whether the position given meets this condition: ``trump`` for the trump's, ``lead``
        for the lead's, ``throw_fails`` (the lead is a throw that fails) for the throw's;
        ``ValueError`` when the fact it is about is not given."""
        about = self.about  # type: ignore[attr-defined]
        if about == "trump" and trump is not None:
            return (trump.suit is not None) == (self is Condition.TRUMP_SUIT)
        if about == "lead" and lead is not None:
            if self is Condition.THROW_LED:
                return lead.kind == "throw"
            return bool(lead.tractor_lengths)
        if about == "throw" and throw_fails is not None:
            return throw_fails
        raise ValueError(f"{self}: give the {about} it is about")


class Option(Value):
    """One option of the rule sets, as a row of ``OPTIONS`` (see the module docstring)."""

    name: str
    changes: frozenset[Question]
    presets: tuple[str, ...]
    matters_only_when: tuple[Condition, ...]
    choices: tuple[Any, ...]
    phrases: tuple[str, ...]
    defaults: tuple[tuple[str, Any], ...] = ()
    label: str = ""
    refused_elsewhere: tuple[Any, ...] = ()
    elsewhere_because: str = ""
    moot_under: tuple[tuple[str, Any], ...] = ()

    def _check(self) -> None:
        if self.phrases and len(self.phrases) != len(self.choices):
            raise ValueError(f"option {self.name}: one phrase per choice, or none")
        if self.refused_elsewhere and not self.elsewhere_because:
            raise ValueError(f"option {self.name}: say why its choices are refused elsewhere")
        for pair in self.moot_under:
            if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)):
                raise ValueError(f"option {self.name}: moot_under lists (option, value) pairs")
            if pair[0] == self.name:
                raise ValueError(f"option {self.name}: an option is not moot under itself")
        if self.is_switch and not self.label:
            raise ValueError(f"option {self.name}: a choice of True and False needs a label")

    @property
    def is_switch(self) -> bool:
        """Chosen by True or False (a checkbox)."""
        return tuple(map(type, self.choices)) == (bool, bool)

    def default(self, preset: str) -> Any:
        """This option's value in ``preset`` (its first choice when the row names none)."""
        return dict(self.defaults).get(preset, self.choices[0])

    def phrase(self, value: Any) -> str:
        """The template that says ``value`` (``KeyError`` for a value it does not have)."""
        for choice, template in zip(self.choices, self.phrases, strict=True):
            if choice == value and type(choice) is type(value):
                return template
        raise KeyError(value)

    def refusal(self, preset: str, value: Any) -> str | None:
        """Why a rule set of ``preset`` refuses ``value`` for this option, or None when it
        accepts it."""
        if preset in self.presets:
            return None
        if not any(value == c and type(value) is type(c) for c in self.refused_elsewhere):
            return None
        return (
            f"{self.name}={value!r} can change nothing under {preset} "
            f"({self.elsewhere_because}); it is played under {', '.join(self.presets)}"
        )

    def can_change(self, question: Question) -> bool:
        return question in self.changes

    @property
    def through_card_order(self) -> bool:
        """It changes answers only by changing the card order."""
        return Question.CARD_ORDER in self.changes

    def moot_in(self, rules: RuleSet) -> bool:
        """Whether ``rules`` has a value of another option that makes this one moot
        (``moot_under``): then no choice of this option changes anything under it."""
        return any(
            getattr(rules, name) == value and type(getattr(rules, name)) is type(value)
            for name, value in self.moot_under
        )

    def moot_because(self, rules: RuleSet) -> tuple[str, Any] | None:
        """The first (option, value) of ``moot_under`` that ``rules`` has, or None."""
        for name, value in self.moot_under:
            held = getattr(rules, name)
            if held == value and type(held) is type(value):
                return name, value
        return None

    def moot(
        self,
        *,
        trump: Trump | None = None,
        lead: Lead | None = None,
        throw_fails: bool | None = None,
        rules: RuleSet | None = None,
    ) -> bool:
        """Whether a condition this option needs fails in the position given, or ``rules``
        (when given) has a value that makes it moot (``moot_under``): then no choice of it
        changes anything there. Conditions about facts not given are not asked."""
        if rules is not None and self.moot_in(rules):
            return True
        given = {"trump": trump, "lead": lead, "throw": throw_fails}
        return any(
            given[c.about] is not None  # type: ignore[attr-defined]
            and not c.holds(trump=trump, lead=lead, throw_fails=throw_fails)
            for c in self.matters_only_when
        )


_ALL_PRESETS = ("tractor-4p", "tractor-5p", "single-deck")
_WITH_PAIRS = ("tractor-4p", "tractor-5p")
_Q = Question

#: The table: every option of the rule sets, in ``OPTION_CHOICES`` order.
OPTIONS: tuple[Option, ...] = (
    Option(
        name="no_trump_keeps_rank_trumps",
        changes=frozenset(
            {
                _Q.CARD_ORDER,
                _Q.LEAD_KIND,
                _Q.FOLLOW,
                _Q.THROW_STANDS,
                _Q.THROW_FORCED,
                _Q.TRICK_WINNER,
                _Q.FRIEND,
            }
        ),
        presets=_ALL_PRESETS,
        matters_only_when=(Condition.NO_TRUMP,),
        choices=(True, False),
        defaults=(("tractor-4p", False), ("tractor-5p", True), ("single-deck", True)),
        phrases=(
            N_("in no trump the trump-rank cards stay trumps"),
            N_("in no trump only the jokers are trumps"),
        ),
        label=N_("in no trump the trump-rank cards stay trumps"),
    ),
    Option(
        name="tractor_follow",
        changes=frozenset({_Q.FOLLOW}),
        presets=_WITH_PAIRS,
        matters_only_when=(Condition.TRACTOR_LED,),
        choices=("must-tractor", "pairs-suffice", "lone-tractor", "shorter-tractors"),
        defaults=(
            ("tractor-4p", "pairs-suffice"),
            ("tractor-5p", "must-tractor"),
            ("single-deck", "must-tractor"),
        ),
        phrases=(
            N_("following a tractor needs a tractor of the same length when you hold one"),
            N_("following a tractor needs as many pairs as it has, consecutive or not"),
            N_(
                "following a lead of one tractor needs a tractor of the same length when you "
                "hold one, and following a throw needs only its pairs"
            ),
            N_(
                "following a tractor you cannot match needs the longest tractors you hold, "
                "then pairs, and after a throw the same for each of its parts"
            ),
        ),
        refused_elsewhere=("lone-tractor", "shorter-tractors"),
        elsewhere_because="one deck has no pairs and no tractors",
        moot_under=(("pair_follow", "suit-only"),),
    ),
    Option(
        name="pair_follow",
        changes=frozenset({_Q.FOLLOW}),
        presets=_WITH_PAIRS,
        matters_only_when=(),
        choices=("required", "suit-only"),
        phrases=(
            N_("a follower must play the pairs the lead asks for"),
            N_("a follower must follow suit but need not play pairs or tractors"),
        ),
        refused_elsewhere=("suit-only",),
        elsewhere_because="one deck has no pairs",
    ),
    Option(
        name="tractor_min_pairs",
        changes=frozenset(
            {
                _Q.LEAD_KIND,
                _Q.FOLLOW,
                _Q.THROW_STANDS,
                _Q.THROW_FORCED,
                _Q.TRICK_WINNER,
                _Q.KITTY,  # the layout multipliers of rules §10.8 read the last lead's tractors
                _Q.SCORE,
            }
        ),
        presets=_WITH_PAIRS,
        matters_only_when=(),
        choices=(2, 3),
        phrases=(
            N_("a tractor is two or more pairs in a row"),
            N_("a tractor is three or more pairs in a row, and two pairs in a row are two pairs"),
        ),
        refused_elsewhere=(3,),
        elsewhere_because="one deck has no pairs and no tractors",
    ),
    Option(
        name="throw_penalty",
        changes=frozenset({_Q.THROW_PENALTY, _Q.SCORE}),
        presets=_ALL_PRESETS,
        matters_only_when=(Condition.THROW_FAILS,),
        choices=("ten-per-card", "none", "ten-per-attempt"),
        defaults=(
            ("tractor-4p", "ten-per-card"),
            ("tractor-5p", "none"),
            ("single-deck", "none"),
        ),
        phrases=(
            N_("a failed throw costs 10 points per card taken back"),
            N_("a failed throw costs no points"),
            N_("a failed throw costs 10 points, however many cards are taken back"),
        ),
    ),
    Option(
        name="failed_throw_lead",
        changes=frozenset({_Q.THROW_FORCED}),
        presets=_WITH_PAIRS,
        matters_only_when=(Condition.THROW_FAILS,),
        choices=("beaten-component", "lowest-card", "first-opponent", "lowest-top"),
        defaults=(
            ("tractor-4p", "beaten-component"),
            ("tractor-5p", "lowest-card"),
            ("single-deck", "lowest-card"),
        ),
        phrases=(
            N_("the leader leads the component that can be beaten"),
            N_("the leader leads the lowest card of the component that can be beaten"),
            N_(
                "the first player after the leader who can beat a component decides, and the "
                "leader leads the smallest component that player can beat"
            ),
            N_("the leader leads the component with the lowest top card, beaten or not"),
        ),
    ),
    Option(
        name="kitty_multiplier",
        changes=frozenset({_Q.KITTY, _Q.SCORE}),
        presets=_ALL_PRESETS,
        matters_only_when=(),
        choices=(
            "twice-cards",
            "power-of-two",
            "twice-largest-unit",
            "power-of-largest-unit",
            "by-shape",
        ),
        defaults=(
            ("tractor-4p", "twice-cards"),
            ("tractor-5p", "power-of-two"),
            ("single-deck", "power-of-two"),
        ),
        phrases=(
            N_("twice the number of cards in the last lead"),
            N_("2 to the power of the number of cards in the last lead"),
            N_("twice the number of cards in the largest part of the last lead"),
            N_("2 to the power of the number of cards in the largest part of the last lead"),
            N_("8 if the last lead holds a tractor, else 4 if it holds a pair, else 2"),
        ),
    ),
    Option(
        name="throw_beating",
        changes=frozenset({_Q.TRICK_WINNER}),
        presets=_ALL_PRESETS,
        matters_only_when=(Condition.THROW_LED,),
        choices=("leading-part", "every-part", "highest-card", "part-by-part"),
        phrases=(
            N_(
                "a play takes the trick from a throw by its leading part (its longest tractor, "
                "else its highest pair, else its highest card)"
            ),
            N_(
                "a play takes the trick from a throw only when each of its parts beats the "
                "matching part of the winning play"
            ),
            N_("a play takes the trick from a throw by a higher highest card"),
            N_(
                "a play takes the trick from a throw part by part, the largest parts first: "
                "the first part that differs decides"
            ),
        ),
    ),
    Option(
        name="ruff_layout",
        changes=frozenset({_Q.TRICK_WINNER}),
        presets=_WITH_PAIRS,
        matters_only_when=(Condition.THROW_LED,),
        choices=("split", "exact"),
        phrases=(
            N_("a play matches a throw when its cards split into the throw's layout"),
            N_("a play matches a throw only when its own layout is the throw's layout"),
        ),
        refused_elsewhere=("exact",),
        elsewhere_because="a play of singles has one layout",
    ),
    Option(
        name="ace_connects_to_rank",
        changes=frozenset(
            {
                _Q.CARD_ORDER,
                _Q.LEAD_KIND,
                _Q.FOLLOW,
                _Q.THROW_STANDS,
                _Q.THROW_FORCED,
                _Q.TRICK_WINNER,
            }
        ),
        presets=_WITH_PAIRS,
        matters_only_when=(Condition.TRUMP_SUIT,),
        choices=(False, True),
        phrases=(
            N_(
                "the trump suit's highest plain card (its A, or its K when the rank is A) does "
                "not connect to an off-suit rank pair"
            ),
            N_(
                "the trump suit's highest plain card (its A, or its K when the rank is A) "
                "connects to an off-suit rank pair"
            ),
        ),
        label=N_("the trump suit's ace connects to an off-suit rank pair"),
    ),
    Option(
        name="players",
        changes=frozenset({_Q.BIDDING, _Q.FRIEND, _Q.SCORE}),
        presets=("single-deck",),
        matters_only_when=(),
        choices=(4, 5),
        defaults=(("tractor-4p", 4), ("tractor-5p", 5), ("single-deck", 5)),
        phrases=(),  # said with the sides they make (``RuleSet.describe_option``)
    ),
)


def option_row(name: str) -> Option:
    """The row of the option ``name`` (``KeyError`` for a name the table does not have)."""
    for row in OPTIONS:
        if row.name == name:
            return row
    raise KeyError(name)


def options_changing(question: Question, *, directly: bool = False) -> tuple[Option, ...]:
    """The options that can change ``question``, in table order; with ``directly``, only those
    that change it otherwise than through the card order."""
    return tuple(
        row
        for row in OPTIONS
        if row.can_change(question) and not (directly and row.through_card_order)
    )


def differ_directly(
    questions: Iterable[Question],
    a: RuleSet,
    b: RuleSet,
    *,
    lead: Lead | None = None,
    throw_fails: bool | None = None,
) -> bool:
    """Whether ``a`` and ``b`` differ in an option that can change one of ``questions``
    otherwise than through the card order and is not moot in the position given nor under
    both rule sets (``Option.moot_under``). When it is
    False and the two order the cards alike, they answer those questions alike there."""
    asked = tuple(questions)
    return any(
        getattr(a, row.name) != getattr(b, row.name)
        and any(row.can_change(q) and not row.through_card_order for q in asked)
        and not row.moot(lead=lead, throw_fails=throw_fails)
        and not (row.moot_in(a) and row.moot_in(b))
        for row in OPTIONS
    )


def naming_order(rows: Iterable[Option], steps: tuple[Question, ...]) -> list[Option]:
    """``rows`` in the order a reason names them: by the first of ``steps`` each can change,
    then those that change it directly before those that change it through the card order,
    then in table order."""

    def key(row: Option) -> tuple[int, bool, int]:
        first = next((i for i, step in enumerate(steps) if row.can_change(step)), len(steps))
        return first, row.through_card_order, OPTIONS.index(row)

    return sorted(rows, key=key)


__all__ = [
    "OPTIONS",
    "THROW_STEPS",
    "Condition",
    "Option",
    "Question",
    "differ_directly",
    "naming_order",
    "option_row",
    "options_changing",
]
