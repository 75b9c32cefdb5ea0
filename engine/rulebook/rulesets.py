"""Rule sets: the three presets the rules describe, and their options."""

from __future__ import annotations

from ..drawn import drawn
from ..errors import InputError
from ..speech.languages import N_, say, say_n
from ..values import Value
from .options import OPTIONS, option_row

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (it costs ~2 ms)
if TYPE_CHECKING:
    from typing import Any

PRESETS = ("tractor-4p", "tractor-5p", "single-deck")


class RuleSet(Value):
    """One way to play, immutable. Make one with ``rules("tractor-5p", tractor_follow=...)``.

    The fields below ``partnerships`` are the options of the rules; the ones above follow from
    the preset (and ``players`` for ``single-deck``). Built directly, ``RuleSet(...)`` is
    checked as ``rules()`` checks: a field that no preset and option give (``decks=3``,
    ``tractor_follow="bogus"``) raises ``ValueError`` naming it.
    """

    name: str
    players: int
    decks: int
    hand_size: int
    kitty_size: int
    partnerships: str  # "fixed" (seats 0+2 against 1+3) or "friend" (declarer calls a card)
    # the options: their choices, defaults and phrases are rows of options.OPTIONS
    no_trump_keeps_rank_trumps: bool
    tractor_follow: str
    pair_follow: str
    tractor_min_pairs: int
    throw_penalty: str
    failed_throw_lead: str
    kitty_multiplier: str
    ace_connects_to_rank: bool
    throw_beating: str
    ruff_layout: str

    def _check(self) -> None:
        name = self.name
        if not isinstance(name, str) or name not in _STRUCTURE:
            raise InputError(f"unknown rule set {name!r}: the presets are {', '.join(PRESETS)}")
        players = self.players
        allowed = _PLAYERS[name]
        if type(players) is not int or players not in allowed:
            raise InputError(
                f"RuleSet(players={players!r}) is not a rule set: {name} is played by "
                f"{' or '.join(map(str, allowed))} players"
            )
        for key, expected in _STRUCTURE[name][players].items():
            value = getattr(self, key)
            if value != expected or type(value) is not type(expected):
                raise InputError(
                    f"RuleSet({key}={value!r}) is not a rule set: {name} with {players} players "
                    f"has {key}={expected!r} (make rule sets with rules({name!r}, ...))"
                )
        for key, choices in OPTION_CHOICES.items():
            if key == "players":
                continue
            value = getattr(self, key)
            if not any(value == c and type(value) is type(c) for c in choices):
                raise InputError(
                    f"RuleSet({key}={value!r}) is not a rule set: choose one of "
                    f"{', '.join(repr(c) for c in choices)}"
                )
            refusal = option_row(key).refusal(name, value)
            if refusal:
                raise InputError(f"RuleSet({key}={value!r}) is not a rule set: {refusal}")

    @property
    def has_pairs(self) -> bool:
        """One deck has one copy of each card, so no pairs and no tractors."""
        return self.decks > 1

    @property
    def total_points(self) -> int:
        return 100 * self.decks

    def replace(self, **options: Any) -> RuleSet:
        """A copy with some options changed, validated like ``rules()``."""
        return rules(self.name, **{**self.options(), **options})

    def options(self) -> dict[str, Any]:
        """The options that differ from the preset's defaults."""
        base = _preset_with_players(self.name, self.players)
        changed = {
            key: getattr(self, key)
            for key in OPTION_CHOICES
            if key != "players" and getattr(self, key) != getattr(base, key)
        }
        if self.players != _PRESET_RULES[self.name].players:
            changed["players"] = self.players
        return changed

    def describe(self) -> str:
        """One paragraph in plain words, in the language in force: what this rule set plays and
        how it settles each choice."""
        if not self.has_pairs:
            combos = say("With one deck there are no pairs and no tractors.")
        elif option_row("tractor_follow").moot_in(self):
            combos = _sentences(
                say("Pairs and tractors count; {ace}.", ace=self._phrase("ace_connects_to_rank")),
                _sentence(self._phrase("pair_follow")),
                self.describe_option("tractor_follow"),
                _sentence(self._phrase("tractor_min_pairs")),
            )
        else:
            combos = _sentences(
                say(
                    "Pairs and tractors count; {follow}; {ace}.",
                    follow=self._phrase("tractor_follow"),
                    ace=self._phrase("ace_connects_to_rank"),
                ),
                _sentence(self._phrase("pair_follow")),
                _sentence(self._phrase("tractor_min_pairs")),
            )
        # TRANSLATORS: keep "{name}: " as it is (a page cuts the paragraph there).
        head = say_n(
            "{name}: {players} players, {sides}; {n} deck of 54 cards, {hand} cards each and "
            "{kitty} in the kitty.",
            "{name}: {players} players, {sides}; {n} decks of 54 cards, {hand} cards each and "
            "{kitty} in the kitty.",
            self.decks,
            name=self.name,
            players=self.players,
            sides=say(_SIDES[self.partnerships]),
            hand=self.hand_size,
            kitty=self.kitty_size,
        )
        return _sentences(
            head,
            combos,
            _sentence(self._phrase("no_trump_keeps_rank_trumps")),
            say(
                "When a throw fails, {forced}, and {throw}.",
                forced=self._phrase("failed_throw_lead"),
                throw=self._phrase("throw_penalty"),
            ),
            _sentence(self._phrase("throw_beating")),
            _sentence(self._phrase("ruff_layout")),
            say(_KITTY_SENTENCE, rule=self._phrase("kitty_multiplier")),
            say("The level thresholds count {n} points in all.", n=self.total_points),
        )

    def describe_option(self, name: str) -> str:
        """One line in plain words, in the language in force: how this rule set settles the
        option ``name`` (one of ``OPTION_CHOICES``), the same words ``describe()`` uses.
        ``InputError`` names an unknown option."""
        if not isinstance(name, str) or name not in OPTION_CHOICES:
            raise InputError(
                f"unknown option {name!r}: the options are {', '.join(OPTION_CHOICES)}"
            )
        if name == "players":
            return say_n(
                "{n} player: {sides}.",
                "{n} players: {sides}.",
                self.players,
                sides=say(_SIDES[self.partnerships]),
            )
        if name == "failed_throw_lead":
            return say("When a throw fails, {rule}.", rule=self._phrase(name))
        if name == "kitty_multiplier":
            return say(_KITTY_SENTENCE, rule=self._phrase(name))
        if option_row(name).moot_in(self):
            return say(_MOOT_SENTENCE, rule=self._phrase(name))
        return _sentence(self._phrase(name))

    def _phrase(self, name: str) -> str:
        return say(_OPTION_PHRASES[name][getattr(self, name)])

    def __str__(self) -> str:
        return self.describe()

    _repr_html_ = drawn


#: Each option's choices, in the table's order (``options.OPTIONS``, where each option says
#: what it can change, where it applies and how each choice is said).
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {row.name: row.choices for row in OPTIONS}

#: How each value of each option is said, in the words of ``RuleSet.describe()`` (templates,
#: said in the language in force): the table's phrases.
_OPTION_PHRASES: dict[str, dict[Any, str]] = {
    row.name: dict(zip(row.choices, row.phrases, strict=True)) for row in OPTIONS if row.phrases
}
#: The sentence on the kitty multiplier ({rule}: a phrase of ``kitty_multiplier``).
_KITTY_SENTENCE = N_(
    "If the defenders win the last trick, the kitty's points are multiplied by {rule}."
)
#: The sentence on an option made moot by another (``Option.moot_under``; rules §10.9): under
#: ``pair_follow="suit-only"`` no pair is asked, so the tractor rule is not consulted.
_MOOT_SENTENCE = N_("Since no pair is asked, the tractor rule is moot: {rule}.")
_SIDES = {
    "fixed": N_("two fixed partnerships (seats 0 and 2 against 1 and 3)"),
    "friend": N_("the declarer and a hidden friend, called by a card, against the rest"),
}


def _sentence(phrase: str) -> str:
    """A phrase of ``_OPTION_PHRASES`` said as a sentence: its first letter a capital, then a
    full stop."""
    # TRANSLATORS: a rule's phrase said as a sentence ("In no trump only the jokers are
    # trumps."); write the full stop your language ends a sentence with.
    return say("{rule}.", rule=phrase[:1].upper() + phrase[1:])


def _sentences(*said: str) -> str:
    """Sentences one after the other, as ``words.sentences`` says them (imported here when
    called: ``words`` imports nothing of the rule sets, but keeps this module light)."""
    from ..speech.words import sentences

    return sentences(*said)


#: What each preset fixes, by its number of players (the fields that are not options).
_STRUCTURE: dict[str, dict[int, dict[str, Any]]] = {
    "tractor-4p": {
        4: {"decks": 2, "hand_size": 25, "kitty_size": 8, "partnerships": "fixed"},
    },
    "tractor-5p": {
        5: {"decks": 2, "hand_size": 20, "kitty_size": 8, "partnerships": "friend"},
    },
    "single-deck": {
        5: {"decks": 1, "hand_size": 10, "kitty_size": 4, "partnerships": "friend"},
        4: {"decks": 1, "hand_size": 12, "kitty_size": 6, "partnerships": "fixed"},
    },
}
_PLAYERS = {name: tuple(by_players) for name, by_players in _STRUCTURE.items()}


def _preset(name: str) -> RuleSet:
    """The preset ``name``: its structure for its first number of players, and each option's
    default there (``Option.default``)."""
    players = _PLAYERS[name][0]
    options = {row.name: row.default(name) for row in OPTIONS if row.name != "players"}
    return RuleSet(name=name, players=players, **_STRUCTURE[name][players], **options)


_PRESET_RULES: dict[str, RuleSet] = {name: _preset(name) for name in PRESETS}


def _preset_with_players(name: str, players: int) -> RuleSet:
    base = _PRESET_RULES[name]
    if name == "single-deck" and players == 4:
        return base.__replace__(players=4, **_STRUCTURE[name][4])
    return base


def rules(name: str, **options: Any) -> RuleSet:
    """The preset ``name`` (``"tractor-4p"``, ``"tractor-5p"`` or ``"single-deck"``) with options.

    The options and their choices are ``OPTION_CHOICES`` (the table ``options.OPTIONS`` says
    what each changes); ``players`` (5, or 4 for fixed partnerships) only for
    ``single-deck``. Unknown names, options or values raise ``ValueError`` listing the known
    ones.
    """
    if not isinstance(name, str) or name not in _PRESET_RULES:
        raise InputError(f"unknown rule set {name!r}: the presets are {', '.join(PRESETS)}")
    for key, value in options.items():
        if key not in OPTION_CHOICES:
            raise InputError(
                f"unknown option {key!r} for rules({name!r}): the options are "
                f"{', '.join(OPTION_CHOICES)}"
            )
        choices = OPTION_CHOICES[key]
        if not any(value == c and type(value) is type(c) for c in choices):
            raise InputError(
                f"{key}={value!r} is not allowed: choose one of "
                f"{', '.join(repr(c) for c in choices)}"
            )
        refusal = option_row(key).refusal(name, value)
        if refusal:
            raise InputError(refusal)
    players = options.pop("players", _PRESET_RULES[name].players)
    if players != _PRESET_RULES[name].players and name != "single-deck":
        raise InputError(
            f"{name} is played by {_PRESET_RULES[name].players} players; "
            "only single-deck takes players=4"
        )
    return _preset_with_players(name, players).__replace__(**options)


RulesLike = RuleSet | str


def as_rules(value: RulesLike) -> RuleSet:
    """A RuleSet from a RuleSet or a preset name."""
    if isinstance(value, RuleSet):
        return value
    if isinstance(value, str):
        preset = _PRESET_RULES.get(value)
        if preset is not None:
            return preset
        return rules(value)
    raise InputError(
        f"rules={value!r} is not a rule set: give a preset name ({', '.join(PRESETS)}) "
        "or te.rules(...)"
    )
