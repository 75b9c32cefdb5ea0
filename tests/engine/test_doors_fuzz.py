"""The doors as a rule (issue 18): every public name of ``tractor_engine`` and every widget of
``tractor_widgets`` (constructor, public methods, properties and traits), called with arguments
drawn by hypothesis, valid and invalid, answers or refuses with the package's own error and a
sentence, and a refused call (or a question) leaves every object's state as it was.

The callables are enumerated from ``te.__all__``, ``tw.__all__`` and each class's public
attributes, so a new name is fuzzed as soon as it exists, from its signature's parameter names;
``EXCLUDED`` says why the few names that are not called are left out. The last test prints how
many callables were covered and how many calls were tried (``pytest -s``);
``TRACTOR_FUZZ_EXAMPLES`` sets the examples per callable (default 12), and
``TRACTOR_FUZZ_RANDOM=1`` draws new ones at each run (the suite's are the same every run).
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import json
import os
import tempfile
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
import traitlets
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.values import Value, fields_of

ENGINE_ERRORS = (te.InputError, te.CardError, te.RecordError, te.IllegalPlay)
#: A widget refuses with its InputError (a TraitError), or with traitlets' own TraitError for a
#: value of the wrong type (a sentence naming the trait), or the engine's errors.
WIDGET_ERRORS = (tw.InputError, traitlets.TraitError, *ENGINE_ERRORS)

#: Public names of the engine that are not called, and why.
EXCLUDED = {
    **dict.fromkeys(
        ["ALL_CARDS", "GROUPS", "PRESETS", "RANKS", "SUITS", "SUIT_NAMES", "SUIT_SYMBOLS"],
        "a constant: nothing to call (its values are fuzzed as arguments)",
    ),
    "TRUMP_GROUP": "a constant: nothing to call",
    **dict.fromkeys(
        [
            "Difference",
            "DisagreementRates",
            "RuleComparison",
            "compare_rules",
            "find_differences",
            "disagreement_rates",
        ],
        "new on main at 00:20 UTC (the rules explorer); not fuzzed yet: they play many deals",
    ),
    "Action": "a typing Union of the action classes, each fuzzed under its own name",
    "LANGUAGES": "a constant: nothing to call",
    "set_language": "sets the language for every test after it; its refusals are tested in "
    "tests/engine/test_languages.py",
    **dict.fromkeys(
        ["CannotDiffer", "CardError", "IllegalPlay", "InputError", "RecordError"],
        "an exception class: what a refusal raises, not a door",
    ),
}

#: Answers the engine builds (their fields are trusted: checked constructors of values are
#: issue 18's "Forged values", another branch's work). Their methods and properties are fuzzed
#: on instances the engine made; the constructor is not called with drawn fields.
ENGINE_MADE = {
    "Choices",
    "Difference",
    "DisagreementRates",
    "RuleComparison",
    "Combo",
    "Combos",
    "Component",
    "FollowOptions",
    "Found",
    "Lead",
    "LevelChange",
    "LevelStep",
    "Order",
    "RoundResult",
    "RuleSet",
    "ScoreStep",
    "SearchReason",
    "Setup",
    "Simulation",
    "ThrowCheck",
    "Trick",
    "TrickResult",
}

#: Methods that change their object when they answer (a refusal must still change nothing).
MUTATORS = {
    ("Round", "act"),
    ("Round", "bid"),
    ("Round", "pass_"),
    ("Round", "bury"),
    ("Round", "call_friend"),
    ("Round", "play"),
    ("Round", "deal_all"),
    ("Game", "next_round"),
    ("Game", "play"),
    ("GreedyBot", "choose"),
    ("Simulation", "add"),
    ("RandomBot", "choose"),
    ("SearchBot", "choose"),
}
#: Functions that change their arguments when they answer: play_out plays the round it is given.
MUTATING_FUNCTIONS = {"play_out"}

#: A documented refusal that is not one of the engine's errors: a step looked up by name.
ALLOWED_OTHER = {
    ("RoundResult", "step"): KeyError,
    ("ScoreResult", "step"): KeyError,
}

#: Costly calls (they play whole rounds): fewer examples.
SLOW = {
    "explore",
    "find_deal",
    "simulate",
    "find_differences",
    "disagreement_rates",
    "play_out",
    "Game",
    "Table",
    "play",
    "next_round",
}

TRIED: Counter[str] = Counter()


# --- what the arguments are drawn from -------------------------------------------------------

CARD_TEXTS = [str(c) for c in te.ALL_CARDS]
BAD_TOKENS = ["7X", "1H", "zz", "♥10", "JK", "", " ", "11S", "10", "BJJ"]
RANKS = [*te.RANKS, "T", "t", 10, 2]
LEVEL_WORDS = ["1", "B", "", 1, 11, None, 2.0]
PHASES = ["deal", "bury", "call", "play", "done", "nope", None]

seat_values = st.one_of(
    st.integers(0, 4), st.integers(-3, 9), st.sampled_from([True, False, None, "0", 1.5])
)
numbers = st.one_of(
    st.integers(0, 60).map(lambda n: 5 * n),
    st.integers(-20, 400),
    st.sampled_from([True, None, "5", 2.5, 10**9]),
)
small_ints = st.one_of(st.integers(-2, 6), st.sampled_from([True, None, "1", 1.0]))
card_text = st.sampled_from(CARD_TEXTS)
card_lists = st.lists(card_text, max_size=7)
cards_values = st.one_of(
    card_lists.map(" ".join),
    card_lists,
    card_lists.map(te.parse_cards),
    card_lists.map(lambda xs: [te.parse_cards(x)[0] for x in xs]),
    st.sampled_from(te.ALL_CARDS),
    card_lists.map(lambda xs: " ".join(xs * 3)),  # more copies than the decks hold
    st.lists(st.sampled_from(BAD_TOKENS + CARD_TEXTS), min_size=1, max_size=4).map(" ".join),
    st.sampled_from([None, 12, ["3S", 5], [["3S"]], {"3S": 1}, b"3S", 3.5]),
)
trump_values = st.one_of(
    st.sampled_from(["2H", "10NT", "AS", "5D", "KC", "2nt", "3♠"]),
    st.builds(te.Trump, st.sampled_from(te.RANKS), st.sampled_from([None, *te.SUITS])),
    st.sampled_from(["ZZ", "2", "1H", 5, None, "", ("2", "H")]),
)
OPTION_VALUES = {
    "tractor_follow": ["must-tractor", "pairs-suffice", "bogus"],
    "throw_penalty": ["ten-per-card", "none", 10],
    "failed_throw_lead": ["beaten-component", "lowest-card"],
    "kitty_multiplier": ["twice-cards", "power-of-two"],
    "ace_connects_to_rank": [True, False, 1],
    "no_trump_keeps_rank_trumps": [True, False],
    "players": [4, 5, 6],
}
option_dicts = st.dictionaries(
    st.sampled_from([*OPTION_VALUES, "trow_penalty"]),
    st.sampled_from(
        sorted({repr(v): v for vs in OPTION_VALUES.values() for v in vs}.values(), key=repr)
    ),
    max_size=2,
)
name_values = st.sampled_from([*te.PRESETS, "tractor-6p", "", None, 4])


@cache
def ruleset_pool() -> list[te.RuleSet]:
    made = [te.rules(p) for p in te.PRESETS]
    made += [te.rules("tractor-4p", tractor_follow="pairs-suffice", throw_penalty="none")]
    made += [te.rules("tractor-5p", kitty_multiplier="power-of-two")]
    made += [te.rules("single-deck", players=4)]
    return made


rules_values = st.one_of(
    st.sampled_from(te.PRESETS),
    st.sampled_from(range(6)).map(lambda i: ruleset_pool()[i]),
    st.sampled_from(["tractor-6p", 4, None, "", "TRACTOR-4P"]),
)
levels_values = st.one_of(
    st.lists(st.sampled_from(RANKS), min_size=4, max_size=5),
    st.integers(1, 5).map(lambda n: ["2"] * n),
    st.sampled_from([*te.RANKS, *LEVEL_WORDS]),
    st.integers(-2, 6),
)
seat_lists = st.one_of(
    st.lists(st.integers(0, 4), max_size=5),
    st.lists(seat_values, max_size=5),
    st.sampled_from(["01", 3, None, {0: 1}]),
)
penalty_values = st.one_of(
    st.lists(st.tuples(st.integers(0, 4), st.integers(1, 8).map(lambda n: 10 * n)), max_size=2),
    st.lists(st.one_of(numbers, st.tuples(seat_values, numbers)), max_size=2),
    st.sampled_from([10, None, "x"]),
)
anything = st.one_of(
    seat_values,
    numbers,
    cards_values,
    trump_values,
    rules_values,
    st.text(max_size=6),
    st.lists(st.integers(-1, 5), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@cache
def round_pool() -> list[te.Round]:
    """Rounds of every preset at every phase: the deal, the kitty, the call, leads and
    follows, the end (copies, so that every example starts from the same positions)."""
    made = []
    for preset in te.PRESETS:
        for seed in range(2):
            rnd = te.Round(preset, seed=seed)
            bots = te.bots_named("mixed", rnd.players, seed)
            steps, last_phase = 0, None
            while True:
                if rnd.phase != last_phase or steps % 23 == 0 or len(rnd.trick) == 1:
                    made.append(rnd.copy())
                    last_phase = rnd.phase
                if rnd.phase == "done":
                    break
                rnd.act(bots[rnd.to_act].choose(rnd))
                steps += 1
    made.append(te.Round("tractor-4p", seed=5, levels=["9", "K", "9", "K"], starter=1))
    made.append(te.Round("tractor-5p", seed=5, levels=["2", "3", "4", "5", "6"], winners=[1, 3]))
    return made


def a_round() -> st.SearchStrategy[te.Round]:
    return st.integers(0, len(round_pool()) - 1).map(lambda i: round_pool()[i].copy())


@cache
def record_pool() -> list[dict[str, Any]]:
    records = [r.to_record() for r in round_pool()[::5]]
    game = te.Game("tractor-4p", seed=3)
    te.play_out(game.round, te.bots_named("greedy", 4, 3))
    records.append(game.to_record())
    return records


def mutated(record: dict[str, Any], data: st.DataObject) -> Any:
    record = copy.deepcopy(record)
    how = data.draw(st.sampled_from(["same", "drop", "set", "action", "text", "bytes"]))
    keys = sorted(record)
    if how == "drop":
        record.pop(data.draw(st.sampled_from(keys)))
    elif how == "set":
        record[data.draw(st.sampled_from(keys))] = data.draw(anything)
    elif how == "action" and record.get("actions"):
        i = data.draw(st.integers(0, len(record["actions"]) - 1))
        record["actions"][i] = data.draw(
            st.one_of(
                st.fixed_dictionaries(
                    {
                        "type": st.one_of(
                            st.sampled_from(["bid", "pass", "play", "call", "bury"]), anything
                        ),
                        "seat": seat_values,
                    }
                ),
                anything,
            )
        )
    elif how == "text":
        return json.dumps(record)
    elif how == "bytes":
        return data.draw(st.sampled_from([b"\xff\xfe", b"{", "[]", "null", "{}"]))
    return record


def records(data: st.DataObject) -> Any:
    return mutated(data.draw(st.sampled_from(record_pool())), data)


def actions_for(rnd: te.Round | None) -> st.SearchStrategy[Any]:
    made = st.one_of(
        st.builds(te.Pass, st.integers(0, 4)),
        st.builds(te.Play, st.integers(0, 4), card_lists),
        st.builds(te.Bid, st.integers(0, 4), st.lists(card_text, min_size=1, max_size=2)),
        st.builds(te.Bury, st.integers(0, 4), card_lists),
        st.builds(te.CallFriend, st.integers(0, 4), card_text, st.sampled_from([1, 2])),
        st.sampled_from([None, "pass", {"type": "pass", "seat": 0}]),
    )
    if rnd is None or rnd.to_act is None:
        return made
    hand = list(rnd.hands[rnd.to_act])
    if not hand:
        return made
    pick = st.lists(st.sampled_from(hand), min_size=1, max_size=min(len(hand), 8), unique_by=id)
    return st.one_of(made, pick.map(lambda cs: te.Play(rnd.to_act, cs)))


def cards_of(rnd: te.Round | None) -> st.SearchStrategy[Any]:
    """Cards of the hand of the seat to act (so plays and bids are often legal), or any."""
    if rnd is None or rnd.to_act is None:
        return cards_values
    hand = list(rnd.hands[rnd.to_act])
    if not hand:
        return cards_values
    pick = st.lists(st.sampled_from(hand), min_size=1, max_size=min(len(hand), 8), unique_by=id)
    return st.one_of(pick.map(lambda cs: [str(c) for c in cs]), cards_values)


def predicates() -> st.SearchStrategy[Any]:
    return st.sampled_from(
        [te.throw_fails, te.follow_rules_disagree, lambda r: r.step >= 3, lambda r: False, 3]
    )


def bots_values(players: int | None) -> st.SearchStrategy[Any]:
    n = players or 4
    return st.one_of(
        st.sampled_from(["random", "greedy", "combination", "mixed", "nobody", 3]),
        st.integers(0, 3).map(lambda s: te.bots_named("random", n, s)),
        st.just([]),
    )


def strategy_for(name: str, ctx: Any, data: st.DataObject) -> Any:
    """A value for the parameter ``name``: usually of the kind it names, sometimes anything."""
    rnd = ctx if isinstance(ctx, te.Round) else None
    if data.draw(st.integers(0, 9)) == 0:
        return data.draw(anything)
    if name in ("cards", "hand", "play", "lead", "captured", "kitty", "cards_like"):
        return data.draw(cards_of(rnd) if name in ("cards", "play") else cards_values)
    if name == "last_lead":
        return data.draw(st.one_of(cards_values, small_ints, st.integers(0, 30), st.none()))
    if name == "plays":
        return data.draw(
            st.one_of(
                st.lists(cards_values, min_size=1, max_size=6),
                st.lists(card_text, min_size=1, max_size=5),
                cards_values,
            )
        )
    if name in ("other_hands", "hands"):
        return data.draw(
            st.one_of(
                st.lists(cards_values, max_size=5),
                st.dictionaries(seat_values, cards_values, max_size=4),
                st.none(),
                cards_values,
            )
        )
    if name == "trump":
        return data.draw(trump_values)
    if name in ("rules", "value"):
        return data.draw(st.one_of(rules_values, trump_values) if name == "value" else rules_values)
    if name in ("seat", "starter", "dealer", "declarer", "friend", "leader"):
        return data.draw(seat_values)
    if name in ("seats", "declarers", "winners", "face_down"):
        return data.draw(
            st.one_of(seat_lists, st.booleans()) if name == "face_down" else seat_lists
        )
    if name == "levels":
        return data.draw(levels_values)
    if name == "penalties":
        return data.draw(penalty_values)
    if name in ("record", "data", "round_or_record"):
        if rnd is None and name == "round_or_record" and data.draw(st.booleans()):
            return data.draw(a_round())
        return records(data)
    if name in ("text", "group"):
        return data.draw(
            st.sampled_from(["2H", "10NT", "T", "S", "H", "C", "D", "X", "", "tractor"])
        )
    if name == "rank":
        return data.draw(st.one_of(st.sampled_from(RANKS), st.sampled_from(LEVEL_WORDS)))
    if name in (
        "step",
        "steps",
        "copy",
        "players",
        "tries",
        "rounds",
        "levels_up",
        "max_rounds",
        "max_actions",
        "samples",
        "index",
        "count",
        "max_game_rounds",
        "enumerate_limit",
    ):
        return data.draw(small_ints)
    if name == "card":
        return data.draw(st.one_of(card_text, cards_values))
    if name == "seed":
        return data.draw(st.one_of(st.integers(0, 5), st.sampled_from(["a", None, 1.5, True])))
    if name == "name":
        return data.draw(
            st.one_of(name_values, st.sampled_from(["tricks", "total", "random", "greedy"]))
        )
    if name in ("plural", "if_held", "game", "start", "progress", "four_color", "selectable"):
        return data.draw(st.one_of(st.booleans(), st.sampled_from([None, "yes", 1])))
    if name == "side":
        return data.draw(st.sampled_from(["declarers", "defenders", "friends", None]))
    if name in ("defender_points", "points"):
        return data.draw(numbers)
    if name in ("kind", "bots"):
        return data.draw(bots_values(rnd.players if rnd else None))
    if name == "predicate":
        return data.draw(predicates())
    if name == "phase":
        return data.draw(st.sampled_from(PHASES))
    if name == "action":
        return data.draw(actions_for(rnd))
    if name in ("round", "rnd"):
        return data.draw(a_round())
    if name == "options":
        return data.draw(option_dicts)
    if name in ("rules_a", "rules_b"):
        return data.draw(rules_values)
    if name in ("deals", "limit", "budget", "workers"):
        return data.draw(st.sampled_from([1, 2, 0, -1, None, "2", 1.5]))
    if name == "executor":
        return None
    if name == "void":
        return data.draw(st.sampled_from([None, True, False, "x"]))
    if name in ("path", "save_to"):  # files are written only in a scratch folder
        return data.draw(st.sampled_from([None, _save_path(), os.path.dirname(_save_path()), 3]))
    return data.draw(anything)


def call_arguments(fn: Callable[..., Any], ctx: Any, data: st.DataObject) -> tuple[list, dict]:
    """Positional and keyword arguments for ``fn`` from its signature: every required one, and
    each optional one or not; ``**options`` of ``rules`` get rule options."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return [], {}
    if field_names(fn) and all(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
        # a value class's generic constructor: its fields are its keywords
        params = [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY) for n in field_names(fn)]
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in params:
        if p.name in ("self", "cls"):
            continue
        if p.kind is p.VAR_POSITIONAL:
            continue
        if p.kind is p.VAR_KEYWORD:
            if p.name in ("options",):
                kwargs.update(data.draw(option_dicts))
            elif p.name == "round_options" and data.draw(st.booleans()):
                kwargs[data.draw(st.sampled_from(["levels", "starter", "winners"]))] = data.draw(
                    st.one_of(levels_values, seat_values, seat_lists)
                )
            continue
        if p.default is not p.empty and data.draw(st.booleans()):
            continue
        value = strategy_for(p.name, ctx, data)
        if p.kind is p.POSITIONAL_ONLY or (p.kind is p.POSITIONAL_OR_KEYWORD and not kwargs):
            args.append(value)
        else:
            kwargs[p.name] = value
    return args, kwargs


# --- state, before and after -----------------------------------------------------------------


def snapshot(value: Any, depth: int = 0) -> Any:
    """What a call may not change: a round's whole position and record, a game's record, a
    widget's traits, a container's items, a value's repr."""
    if depth > 3:
        return repr(value)
    if isinstance(value, te.Round):
        return ("Round", json.dumps(value.state(), default=str), value.log, value.actions)
    if isinstance(value, te.Game):
        return ("Game", json.dumps(value.to_record(), default=str), len(value.rounds))
    if isinstance(value, traitlets.HasTraits):
        traits = {
            k: getattr(value, k)
            for k in sorted(value.trait_names())
            if k not in ("comm", "keys", "layout", "_model_id", "log", "tooltip")
        }
        inner = [
            snapshot(v, depth + 1)
            for v in vars(value).values()
            if isinstance(v, (te.Round, te.Game))
        ]
        return ("widget", json.dumps(traits, default=repr, sort_keys=True), inner)
    if isinstance(value, dict):
        return {repr(k): snapshot(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)) and not isinstance(value, te.Cards):
        return (type(value).__name__, [snapshot(v, depth + 1) for v in value])
    try:
        return repr(value)
    except Exception as exc:  # a repr that fails is reported by the checks on answers
        return f"<repr failed: {exc!r}>"


SEAT_PARAMS = {"seat", "starter", "dealer", "declarer", "friend", "leader"}
CARD_PARAMS = {"cards", "hand", "play", "lead", "captured", "kitty", "last_lead"}


def _players(ctx: Any, kwargs: dict[str, Any]) -> int | None:
    if isinstance(ctx, te.Round):
        return ctx.players
    try:
        return te.as_rules(kwargs["rules"]).players
    except (KeyError, ValueError):
        return None


def impossible(ctx: Any, args: list[Any], kwargs: dict[str, Any], fn: Any) -> str | None:
    """The argument no table can have, if one was drawn: a seat that is not a seat (of this
    table, when the call names one), or more copies of a card than two decks hold given with
    a rule set. A call that answers it is a door left open."""
    try:
        bound = inspect.signature(fn).bind_partial(*args, **kwargs).arguments
    except (TypeError, ValueError):
        return None
    players = _players(ctx, kwargs)
    for name, value in bound.items():
        if name in SEAT_PARAMS and value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                return f"{name}={value!r}"
            if players is not None and value >= players:
                return f"{name}={value!r} at a table of {players}"
        if name in CARD_PARAMS and players is not None and not isinstance(value, (int, type(None))):
            try:
                counts = Counter(te.parse_cards(value))
            except ValueError:
                continue
            if counts and max(counts.values()) > 2:
                return f"{name}={value!r} (more copies than the decks hold)"
    return None


def check_answer(answer: Any) -> None:
    """An answer prints: repr, str and the notebook's HTML do not raise."""
    repr(answer)
    str(answer)
    html = getattr(answer, "_repr_html_", None)
    if callable(html) and not isinstance(answer, type):
        html()


def check_call(
    label: str,
    call: Callable[[], Any],
    watched: list[Any],
    *,
    mutates: bool,
    errors: tuple[type[BaseException], ...] = ENGINE_ERRORS,
    cannot_be: str | None = None,
) -> None:
    """Make the call: it answers (and a question changes nothing) or refuses with one of
    ``errors`` and a sentence, changing nothing."""
    TRIED[label] += 1
    before = snapshot(watched)
    try:
        answer = call()
    except errors as exc:
        message = str(exc)
        if type(exc) is TypeError:  # only for keywords a constructor does not take
            assert "keyword" in message or "takes" in message, f"{label}: TypeError {message}"
        assert len(message.split()) >= 3, (
            f"{label}: {type(exc).__name__} {message!r} is no sentence"
        )
        assert snapshot(watched) == before, f"{label}: refused ({message}) but changed state"
        return
    except Exception as exc:
        raise AssertionError(f"{label} raised {type(exc).__name__}: {exc}") from exc
    assert cannot_be is None, f"{label} answered {answer!r} although {cannot_be}"
    if not mutates:
        assert snapshot(watched) == before, f"{label}: answered but changed state"
    check_answer(answer)


# --- what is fuzzed --------------------------------------------------------------------------


ASK = {"trump": "2H", "rules": "tractor-4p"}


def _done_round() -> te.Round:
    return next(r for r in round_pool() if r.phase == "done")


def _any_trump(d: st.DataObject) -> te.Trump:
    return d.draw(
        st.builds(te.Trump, st.sampled_from(te.RANKS), st.sampled_from([None, *te.SUITS]))
    )


#: For each engine class, an instance the engine made (its methods are fuzzed on it).
INSTANCES: dict[str, Callable[[st.DataObject], Any]] = {
    "Round": lambda d: d.draw(a_round()),
    "Game": lambda d: te.Game(d.draw(st.sampled_from(te.PRESETS)), seed=d.draw(st.integers(0, 3))),
    "Card": lambda d: d.draw(st.sampled_from(te.ALL_CARDS)),
    "Cards": lambda d: te.parse_cards(d.draw(card_lists)),
    "Hand": lambda d: te.Hand("3S 3S 4S BJ 2H 5D", **ASK),
    "Trump": _any_trump,
    "RuleSet": lambda d: d.draw(st.sampled_from(ruleset_pool())),
    "Order": lambda d: te.order(trump=_any_trump(d), rules=d.draw(st.sampled_from(ruleset_pool()))),
    "Lead": lambda d: te.classify_lead(
        d.draw(st.sampled_from(["3S 3S 4S 4S", "AS KS 3S", "BJ"])), **ASK
    ),
    "Combos": lambda d: te.combos("3S 3S 4S 4S 9D 9D", **ASK),
    "Combo": lambda d: te.combos("3S 3S 4S 4S", **ASK).tractors[0],
    "Component": lambda d: te.classify_lead("3S 3S 4S 4S AS", **ASK).components[0],
    "FollowOptions": lambda d: te.follow_options("3S 3S 4S 5H 6S", "7S 7S", **ASK),
    "Verdict": lambda d: te.check_follow(
        "3S 3S 4S 5H", "7S 7S", d.draw(st.sampled_from(["3S 3S", "3S 4S"])), **ASK
    ),
    "ThrowCheck": lambda d: te.check_throw("AS KS 3S", ["4S"], **ASK),
    "language": lambda d: te.language(d.draw(st.sampled_from(list(te.LANGUAGES)))),
    "speaking_to": lambda d: te.speaking_to(d.draw(st.one_of(st.none(), st.integers(0, 4)))),
    "TrickResult": lambda d: te.trick_result(["3S", "4S", "2H", "5S"], **ASK, seats=[0, 1, 2, 3]),
    "RoundResult": lambda d: _done_round().result,
    "ScoreStep": lambda d: _done_round().result.steps[0],
    "LevelChange": lambda d: te.level_change(d.draw(st.integers(0, 60)) * 5, rules="tractor-4p"),
    "LevelStep": lambda d: te.advance_level("K", d.draw(st.integers(0, 3))),
    "Choices": lambda d: d.draw(a_round()).legal_actions(),
    "Setup": lambda d: d.draw(a_round()).setup,
    "Trick": lambda d: d.draw(st.sampled_from(_done_round().tricks)),
    "Simulation": lambda d: simulation_pool(),
    "Found": lambda d: found_pool(),
    "RuleComparison": lambda d: comparison_pool(),
    "Difference": lambda d: difference_pool(),
    "DisagreementRates": lambda d: rates_pool(),
    "Bid": lambda d: te.Bid(0, "2H"),
    "Pass": lambda d: te.Pass(1),
    "Bury": lambda d: te.Bury(0, "3S 4S"),
    "CallFriend": lambda d: te.CallFriend(0, "AS", 2),
    "Play": lambda d: te.Play(2, "9D 9D"),
    "GreedyBot": lambda d: te.GreedyBot(d.draw(st.integers(0, 3)), samples=2),
    "RandomBot": lambda d: te.RandomBot(d.draw(st.integers(0, 3))),
    "SearchBot": lambda d: te.SearchBot(d.draw(st.integers(0, 3)), samples=2),
    "SearchReason": lambda d: search_reason_pool(),
}


@cache
def search_reason_pool() -> Any:
    rnd = te.Round("tractor-4p", seed=2)
    bot = te.SearchBot(0, samples=2)
    greedy = te.GreedyBot(0)
    while bot.last_reason is None:
        rnd.act(bot.choose(rnd) if rnd.phase == "play" else greedy.choose(rnd))
    return bot.last_reason


@cache
def simulation_pool() -> te.Simulation:
    return te.simulate("tractor-4p", 2, 0)


RULES_B = {"tractor_follow": "pairs-suffice"}


@cache
def comparison_pool() -> Any:
    return te.compare_rules(
        "3S 3S 5S 5S 9S", "7S 7S 8S 8S", trump="2H", rules_a="tractor-4p",
        rules_b=te.rules("tractor-4p", **RULES_B),
    )  # fmt: skip


@cache
def difference_pool() -> Any:
    found = te.find_differences(
        "tractor-4p", te.rules("tractor-4p", **RULES_B), limit=1, progress=False
    )
    return next(iter(found))


@cache
def rates_pool() -> Any:
    return te.disagreement_rates(
        "tractor-4p", te.rules("tractor-4p", **RULES_B), deals=3, workers=1, progress=False
    )


@cache
def found_pool() -> te.Found:
    found = te.explore(lambda r: r.step >= 2, "tractor-4p", tries=1)
    assert found is not None
    return found


def field_names(cls: Any) -> tuple[str, ...]:
    """The fields of a dataclass or of an engine ``Value`` class (none for other callables)."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls) if f.init)
    if isinstance(cls, type) and issubclass(cls, Value):
        return tuple(fields_of(cls))
    return ()


def public_members(cls: type) -> list[str]:
    """Public attributes the engine defines (not those a class inherits from ``tuple``), its
    dataclass fields included."""
    fields = set(field_names(cls))
    defined = {
        n
        for n in dir(cls)
        if any(n in vars(k) for k in cls.__mro__ if k.__module__.startswith("tractor_engine"))
    }
    return sorted(n for n in fields | defined if not n.startswith("_"))


def engine_targets() -> list[tuple[str, str | None]]:
    """(name, member): each engine function and constructor (member None), and each public
    method and property of each engine class."""
    targets: list[tuple[str, str | None]] = []
    for name in te.__all__:
        if name in EXCLUDED:
            continue
        obj = getattr(te, name)
        if not isinstance(obj, type):
            targets.append((name, None))
            continue
        if name not in ENGINE_MADE:
            targets.append((name, None))
        targets += [(name, member) for member in public_members(obj)]
    return targets


def widget_classes() -> list[str]:
    return [n for n in tw.__all__ if isinstance(getattr(tw, n), type) and n != "InputError"]


def widget_own_members(cls: type) -> list[str]:
    """Public attributes the widget package defines (not ipywidgets' or traitlets' own)."""
    return sorted(
        n
        for n in dir(cls)
        if not n.startswith("_")
        and any(n in vars(k) for k in cls.__mro__ if k.__module__.startswith("tractor_widgets"))
    )


def widget_targets() -> list[tuple[str, str | None]]:
    targets: list[tuple[str, str | None]] = []
    for name in widget_classes():
        targets.append((name, None))
        targets += [(name, m) for m in widget_own_members(getattr(tw, name))]
    return targets


def test_every_public_name_is_fuzzed_or_excluded_with_a_reason():
    names = set(te.__all__)
    assert set(EXCLUDED) <= names, sorted(set(EXCLUDED) - names)
    assert names >= ENGINE_MADE, sorted(ENGINE_MADE - names)
    covered = {name for name, _ in engine_targets()}
    assert covered | set(EXCLUDED) == names
    classes = {n for n in names - set(EXCLUDED) if isinstance(getattr(te, n), type)}
    missing = sorted(classes - set(INSTANCES))
    assert not missing, f"engine classes without an instance to fuzz their methods on: {missing}"
    assert set(widget_classes()) <= set(WIDGET_SETUPS), "every widget has a setup"


FUZZ = settings(
    max_examples=int(os.environ.get("TRACTOR_FUZZ_EXAMPLES", "12")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
    database=None,
    derandomize=not os.environ.get("TRACTOR_FUZZ_RANDOM"),  # the suite draws the same calls
    phases=(Phase.explicit, Phase.generate),  # a failure is reported as found, not shrunk
)
FEW = settings(FUZZ, max_examples=max(2, FUZZ.max_examples // 4))


def _settings_for(name: str, member: str | None) -> settings:
    return FEW if name in SLOW or member in SLOW else FUZZ


def _engine_call(name: str, member: str | None, data: st.DataObject) -> None:
    obj = getattr(te, name)
    label = name if member is None else f"{name}.{member}"
    if member is None:
        args, kwargs = call_arguments(obj, None, data)
        if name == "explore" or name == "find_deal":
            kwargs["tries"] = data.draw(st.sampled_from([0, 1, -1, "2"]))
        if name == "find_differences":  # at most a few deals: its defaults search for long
            kwargs.update(
                limit=1, budget=data.draw(st.sampled_from([1, 2, 0, "1"])), progress=False
            )
        if name == "disagreement_rates":
            kwargs.update(
                deals=data.draw(st.sampled_from([1, 2, 0, "2"])), workers=1, progress=False
            )
            kwargs.pop("executor", None)
        if name == "simulate":
            args = args[:1]
            kwargs["rounds"] = data.draw(st.sampled_from([1, 2, 0, "3"]))
            kwargs.pop("progress", None)
        watched = [args, kwargs]
        check_call(
            label,
            lambda: obj(*args, **kwargs),
            watched,
            mutates=name in MUTATING_FUNCTIONS or isinstance(obj, type),
            cannot_be=impossible(None, args, kwargs, obj),
        )
        return
    target = INSTANCES[name](data)
    attr = inspect.getattr_static(type(target), member, None)
    if not callable(getattr(type(target), member, None)) or isinstance(attr, property):
        check_call(label, lambda: getattr(target, member), [target], mutates=False)
        return
    fn = getattr(target, member)
    args, kwargs = call_arguments(fn, target, data)
    if member == "play" and name == "Game":
        kwargs["max_rounds"] = 1
    if member == "parse" and name in ("Trump",):
        args, kwargs = [data.draw(st.one_of(trump_values, st.text(max_size=4)))], {}
    watched = [target, args, kwargs]
    allowed = ENGINE_ERRORS + (
        (ALLOWED_OTHER[(name, member)],) if (name, member) in ALLOWED_OTHER else ()
    )
    check_call(
        label,
        lambda: fn(*args, **kwargs),
        watched,
        mutates=(name, member) in MUTATORS,
        errors=allowed,
        cannot_be=impossible(target, args, kwargs, fn),
    )


@pytest.mark.parametrize(("name", "member"), engine_targets(), ids=lambda v: str(v))
def test_engine_doors(name, member):
    @_settings_for(name, member)
    @given(st.data())
    def run(data):
        _engine_call(name, member, data)

    run()


# --- widgets ---------------------------------------------------------------------------------

WIDGET_SETUPS: dict[str, Callable[[st.DataObject], tuple[list, dict]]] = {
    "HandViewer": lambda d: ([], {"cards": "3S 3S 4S BJ", "trump": "2H"}),
    "LegalPlayHighlighter": lambda d: (
        [],
        {"hand": "3S 3S 4S 5H 6S", "lead": "7S 7S", "trump": "2H"},
    ),
    "TractorDetector": lambda d: ([], {"cards": "3S 3S 4S 4S", "trump": "2H"}),
    "ScoreCalculator": lambda d: ([], {"captured": "KS 10H", "kitty": "5S", "last_lead": 2}),
    "TrickView": lambda d: ([], {"plays": ["3S", "4S", "2H", "5S"], "trump": "2H"}),
    "RoundView": lambda d: ([d.draw(a_round())], {}),
    "Table": lambda d: ([], {"seed": d.draw(st.integers(0, 3)), "save_to": _save_path()}),
    "Exercise": lambda d: ([exercise_question()], {}),
    "RuleExplorer": lambda d: (
        [],
        {"hand": "3S 3S 4S 4S 5H 6S", "lead": "7S 7S 8S 8S", "trump": "2H"},
    ),
    "ScoreResult": lambda d: ([], {}),
}


@cache
def _save_path() -> str:
    return os.path.join(tempfile.mkdtemp(prefix="tractor-fuzz-"), "table.json")


@cache
def exercise_question() -> Any:
    from tractor_widgets import lessons

    return lessons.follow("3S 3S 4S 5H", "7S 7S", trump="2H", rules="tractor-4p").question


def widget_instance(name: str, data: st.DataObject) -> Any:
    if name == "ScoreResult":
        return tw.ScoreCalculator(captured="KS").result
    args, kwargs = WIDGET_SETUPS[name](data)
    return getattr(tw, name)(*args, **kwargs)


def trait_value(widget: Any, trait: str, data: st.DataObject) -> Any:
    return strategy_for(trait, widget, data)


def _widget_call(name: str, member: str | None, data: st.DataObject) -> None:
    cls = getattr(tw, name)
    label = f"tw.{name}" if member is None else f"tw.{name}.{member}"
    if member is None:
        if name == "ScoreResult":
            return
        args, kwargs = WIDGET_SETUPS[name](data)
        traits = [
            t
            for t in widget_own_members(cls)
            if isinstance(getattr(cls, t, None), traitlets.TraitType)
        ]
        for trait in (
            data.draw(st.lists(st.sampled_from(traits), max_size=3, unique=True)) if traits else []
        ):
            kwargs[trait] = trait_value(None, trait, data)
        if name == "RoundView" and data.draw(st.booleans()):
            args = [strategy_for("round_or_record", None, data)]
        if data.draw(st.integers(0, 5)) == 0:
            kwargs["no_such_option"] = 1
        errors = (*WIDGET_ERRORS, TypeError)  # TypeError: a keyword it does not take
        check_call(label, lambda: cls(*args, **kwargs), [args, kwargs], mutates=True, errors=errors)
        return
    widget = widget_instance(name, data)
    attr = inspect.getattr_static(cls, member, None)
    if isinstance(attr, traitlets.TraitType):
        value = trait_value(widget, member, data)

        def assign() -> None:
            setattr(widget, member, value)

        check_call(f"{label}=", assign, [widget], mutates=True, errors=WIDGET_ERRORS)
        return
    if isinstance(attr, property) or not callable(getattr(widget, member)):
        check_call(
            label, lambda: getattr(widget, member), [widget], mutates=False, errors=WIDGET_ERRORS
        )
        return
    fn = getattr(widget, member)
    args, kwargs = call_arguments(fn, widget, data)
    allowed = WIDGET_ERRORS + (
        (ALLOWED_OTHER[(name, member)],) if (name, member) in ALLOWED_OTHER else ()
    )
    check_call(
        label,
        lambda: fn(*args, **kwargs),
        [widget, args, kwargs],
        mutates=True,
        errors=allowed,
        cannot_be=impossible(None, args, kwargs, fn),
    )


@pytest.mark.parametrize(("name", "member"), widget_targets(), ids=lambda v: str(v))
def test_widget_doors(name, member):
    @_settings_for(name, member)
    @given(st.data())
    def run(data):
        _widget_call(name, member, data)

    run()


def test_zz_counts():
    """How many callables were fuzzed and how many calls were tried (``-s`` prints them)."""
    if not TRIED:
        pytest.skip("run with the fuzz tests above to count them")
    print(f"\ndoors fuzz: {len(TRIED)} callables covered, {sum(TRIED.values())} calls tried")
    assert len(TRIED) == len(engine_targets()) + len(widget_targets()) - 1  # ScoreResult()
