"""Each rule option describes itself in one line, in the words of ``RuleSet.describe()``."""

from __future__ import annotations

import functools
import itertools

import pytest

import tractor_engine as te
from tractor_engine.errors import InputError
from tractor_engine.rulebook.rulesets import OPTION_CHOICES


@functools.cache  # built once for both tests that read it: 65,280 rule sets, 2.7 s
def every_rule_set() -> tuple[te.RuleSet, ...]:
    keys = [k for k in OPTION_CHOICES if k != "players"]
    found = []
    for name in te.PRESETS:
        for values in itertools.product(*(OPTION_CHOICES[k] for k in keys)):
            for players in (4, 5) if name == "single-deck" else (None,):
                options = dict(zip(keys, values, strict=True))
                if players is not None:
                    options["players"] = players
                try:
                    found.append(te.rules(name, **options))
                except InputError:
                    continue  # a choice this preset refuses (rules §10.9)
    return tuple(found)


def test_every_option_of_every_rule_set_has_a_one_line_description() -> None:
    for rules in every_rule_set():
        for name in OPTION_CHOICES:
            text = rules.describe_option(name)
            assert not text[0].islower() and text.endswith(".") and "\n" not in text, (name, text)


@pytest.mark.parametrize("name", [k for k in OPTION_CHOICES if k != "players"])
def test_the_values_of_an_option_are_described_differently(name: str) -> None:
    said = [te.rules("tractor-4p", **{name: v}).describe_option(name) for v in OPTION_CHOICES[name]]
    assert len(set(said)) == len(said)


def test_the_description_is_what_describe_says() -> None:
    for rules in every_rule_set():
        paragraph = rules.describe().lower()
        for name in OPTION_CHOICES:
            if name == "players":
                continue
            line = rules.describe_option(name).rstrip(".").lower()
            if name == "failed_throw_lead":
                line = line.replace("when a throw fails, ", "")
            if not rules.has_pairs and name in (
                "tractor_follow",
                "pair_follow",
                "tractor_min_pairs",
                "ace_connects_to_rank",
            ):
                continue  # one deck: no tractors, so describe() does not mention them
            assert line in paragraph, (rules.options(), name, line)
    assert "4 players" in te.rules("single-deck", players=4).describe_option("players")


def test_an_unknown_option_is_refused_naming_the_options() -> None:
    with pytest.raises(ValueError, match="tractor_follow"):
        te.rules("tractor-4p").describe_option("tractor_folow")
