"""The rule-set comparisons in every language: ``compare_rules``' reason and picture,
``find_differences``' explanations, ``disagreement_rates``' report and chart, and the errors a
learner meets typing a position on the RuleExplorer's page.

Each is said in Spanish and Chinese with no placeholder left and no English word of a short
list outside code (rule-set names, option names and their values, which stay as the engine
spells them), and in English, outside every ``language`` block, exactly as before.
"""

from __future__ import annotations

import re

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.compare.comparison import rules_label
from tractor_engine.compare.differences import Difference
from tractor_engine.compare.rates import Rate
from tractor_engine.rulebook.rulesets import OPTION_CHOICES

from .positions import RULE_VARIANTS, random_position

FIELD = re.compile(r"\{(\w*)\}")
#: English words that must not be left in a Spanish or Chinese sentence ("tractor" and "legal"
#: are Spanish words too).
WORDS = ("must", "pair", "tractor", "trump", "lead", "play", "legal", "only under", "agree",
         "differ", "option")  # fmt: skip
ENGLISH = {"es": tuple(w for w in WORDS if w not in ("tractor", "legal")), "zh": WORDS}
#: Code inside a sentence: a quoted value ('must-tractor'), an option's name, a preset's name.
CODE = re.compile(
    "|".join(
        [r"'[^']*'", *map(re.escape, sorted(OPTION_CHOICES, key=len, reverse=True)),
         *map(re.escape, te.PRESETS), r"\b(?:True|False)\b"]
    )
)  # fmt: skip

MUST = te.rules("tractor-4p", tractor_follow="must-tractor")
ACES = te.rules("tractor-5p", ace_connects_to_rank=True)


def check(code: str, text: str, *labels: str) -> None:
    """No placeholder left, and no English word of the list outside code."""
    assert not FIELD.search(text), f"{code}: a placeholder is left in {text!r}"
    bare = text
    for label in labels:
        bare = bare.replace(label, " ")
    bare = CODE.sub(" ", bare)
    for word in ENGLISH[code]:
        assert not re.search(rf"\b{word}", bare, re.I), f"{code}: {word!r} in {text!r}"


def comparisons() -> list[te.RuleComparison]:
    """Comparisons that differ in a follow, in a throw, and agree (with and without others)."""
    follow = te.compare_rules(
        "5H 5H 6H 6H 9H 9H 10H 10H 3S KC", "JH JH QH QH", trump="2S",
        rules_a="tractor-4p", rules_b=MUST,
    )  # fmt: skip
    throw = tw.lessons.found("tractor-5p", ACES, kind="throw", seed=0, budget=20).comparison
    agree = te.compare_rules("3D 4D 5S", "7D", trump="2H", rules_a="tractor-4p", rules_b=MUST)
    with_others = te.compare_rules(
        "3D 4D 5S", "7D 7D", trump="2H", rules_a="tractor-4p", rules_b=MUST,
        others={2: "8D 9D", 3: "QS"},
    )  # fmt: skip
    assert follow.follow_differs and throw.throw_differs
    assert not agree.differs and not with_others.differs
    return [follow, throw, agree, with_others]


ENGLISH_REASONS = [
    "The option tractor_follow ('pairs-suffice' against 'must-tractor') makes the difference: "
    "9♥ 9♥ 5♥ 5♥ is legal only under tractor-4p, and no play is legal only under tractor-4p "
    "(tractor_follow='must-tractor').",
    "The option ace_connects_to_rank (False against True) makes the difference for the throw "
    "2♥ 2♥ A♠ A♠: under tractor-5p it fails and A♠ is led instead, at no cost, and under "
    "tractor-5p (ace_connects_to_rank=True) it stands.",
    "tractor-4p and tractor-4p (tractor_follow='must-tractor') agree here: every play legal "
    "under one is legal under the other.",
    "tractor-4p and tractor-4p (tractor_follow='must-tractor') agree here: every play legal "
    "under one is legal under the other, and the lead it stands.",
]


def test_a_comparison_reason_in_english_is_unchanged_and_the_same_in_an_english_block() -> None:
    found = comparisons()
    assert [c.reason for c in found] == ENGLISH_REASONS
    with te.language("es"):
        spanish = [c.reason for c in found]
    with te.language("en"):
        assert [c.reason for c in found] == ENGLISH_REASONS
    assert [c.reason for c in found] == ENGLISH_REASONS  # read in Spanish between: not kept
    assert spanish != ENGLISH_REASONS


@pytest.mark.parametrize("code", ["es", "zh"])
def test_a_comparison_reason_and_picture_in_spanish_and_chinese(code: str) -> None:
    for comparison in comparisons():
        labels = (rules_label(comparison.rules_a), rules_label(comparison.rules_b))
        with te.language(code):
            reason = comparison.reason
            html = comparison._repr_html_()
        check(code, reason, *labels)
        check(code, re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'"), *labels)
        assert reason != comparison.reason
    with te.language("zh"):
        assert comparisons()[0].reason.endswith("。")


def test_the_options_that_make_the_difference_are_counted_in_each_language() -> None:
    from tractor_engine.compare.comparison import _options_phrase

    a = te.rules("tractor-4p")
    b = a.replace(tractor_follow="must-tractor", ace_connects_to_rank=True)
    one, two = ["tractor_follow"], ["tractor_follow", "ace_connects_to_rank"]
    assert _options_phrase(two, a, b) == (
        "the options tractor_follow ('pairs-suffice' against 'must-tractor') and "
        "ace_connects_to_rank (False against True) make the difference"
    )
    for code in ("es", "zh", "pl"):
        with te.language(code):
            said = [_options_phrase(causes, a, b) for causes in ([], one, two)]
        for text in said:
            if code in ENGLISH:
                check(code, text)
        assert "against" not in said[1] and "against" not in said[2]
        assert "'must-tractor'" in said[2] and "ace_connects_to_rank" in said[2]
    with te.language("es"):
        assert _options_phrase(two, a, b).startswith("las opciones ")


def differences() -> list[Difference]:
    rank_trumps = te.rules("tractor-4p", no_trump_keeps_rank_trumps=True)
    trick = tw.lessons.found("tractor-4p", rank_trumps, kind="trick", seed=1, budget=3)
    hand = Difference(
        "hand", te.Cards("3D"), te.Cards("4D"), te.Trump("2", "H"), te.rules("tractor-4p"), MUST,
        points_a=40, points_b=85, change_a=("declarers", 1), change_b=("defenders", 0),
    )  # fmt: skip
    follow = tw.lessons.found("tractor-4p", rank_trumps, kind="follow", seed=0, budget=10)
    return [trick, hand, follow]


def test_a_difference_explained_in_english_is_unchanged() -> None:
    trick, hand, follow = differences()
    assert trick.reason == (
        "Played under tractor-4p seat 0 wins the trick; under tractor-4p "
        "(no_trump_keeps_rank_trumps=True) seat 1 does."
    )
    assert hand.reason == (
        "Scored under tractor-4p the defenders have 40 points (the declarers hold, +1); under "
        "tractor-4p (tractor_follow='must-tractor') 85 (the defenders take over, +0)."
    )
    assert follow.reason == follow.comparison.reason


@pytest.mark.parametrize("code", ["es", "zh"])
def test_a_difference_explained_in_spanish_and_chinese(code: str) -> None:
    for position in differences():
        labels = (rules_label(position.rules_a), rules_label(position.rules_b))
        english = position.reason
        with te.language(code):
            reason = position.reason
            html = position._repr_html_()
        assert reason != english
        check(code, reason, *labels)
        check(code, re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'"), *labels)


@pytest.fixture(scope="module")
def rates() -> te.DisagreementRates:
    return te.disagreement_rates("tractor-4p", MUST, deals=4, seed=0, workers=1)


def test_a_rates_report_in_english_is_unchanged(rates: te.DisagreementRates) -> None:
    lines = rates.report().splitlines()
    assert lines[0] == (
        "tractor-4p against tractor-4p (tractor_follow='must-tractor'): 4 deals with easy bots "
        f"(seed 0), {rates.compared} positions compared"
    )
    assert re.fullmatch(r"  leads seen: \d+ singles, \d+ pairs, \d+ tractors, \d+ throws", lines[1])
    assert re.fullmatch(
        r"  follows after a single lead: \d+ of \d+ differ \(\d+\.\d\d%, 95% CI "
        r"\d+\.\d\d-\d+\.\d\d%\)",
        lines[2],
    )
    assert str(Rate("hand", "all", 1, 4)) == ("hands: 1 of 4 differ (25.00%, 95% CI 4.56-69.94%)")
    svg = rates._repr_svg_()
    assert "How often the two rule sets answer differently" in svg
    assert "follow, single lead" in svg and ">hands<" in svg
    hands = rates.rate("hand", "all")
    assert f">0.0%: 0 of {hands.compared} positions<" in svg and ">leads seen: " in svg


@pytest.mark.parametrize("code", ["es", "zh"])
def test_a_rates_report_and_chart_in_spanish_and_chinese(
    code: str, rates: te.DisagreementRates
) -> None:
    labels = (rules_label(rates.rules_a), rules_label(rates.rules_b))
    english = rates.report()
    with te.language(code):
        report = rates.report()
        svg = rates._repr_svg_()
        html = rates._repr_html_()
    assert report != english and len(report.splitlines()) == len(english.splitlines())
    check(code, report, *labels)
    for picture in (svg, html):
        text = re.sub(r"<[^>]+>", " ", picture).replace("&#x27;", "'")
        check(code, text, *labels)


# --- errors a learner meets typing on the RuleExplorer's page ----------------------------------


def explorer(language: str) -> tw.RuleExplorer:
    return tw.RuleExplorer(
        "tractor-4p", MUST, hand="5H 5H 6H 6H 9H 9H 10H 10H 3S KC", lead="JH JH QH QH",
        trump="2S", language=language,
    )  # fmt: skip


def typed(w: tw.RuleExplorer, hand: str, lead: str, trump: str = "2S") -> str:
    """What the page shows after the learner types ``hand``, ``lead`` and ``trump`` (sent as
    the page sends it)."""
    w._on_page_msg(w, {"type": "position", "hand": hand, "lead": lead, "trump": trump}, [])
    return w._view["error"]


def test_a_card_typed_wrong_on_the_explorer_is_refused_in_spanish() -> None:
    english = typed(explorer("en"), "5H 1Z", "JH")
    assert english == (
        'Not changed: hand: "1Z" is not a card: unknown suit "Z" (use S H D C or ♠ ♥ ♦ ♣)'
    )
    spanish = typed(explorer("es"), "5H 1Z", "JH")
    with te.language("es"):
        assert spanish.startswith(te.speech.languages.say("Not changed: {reason}", reason=""))
    assert "«1Z»" in spanish and "S H D C" in spanish
    check("es", spanish.replace('"', " "))
    assert not re.search(r"\b(?:card|unknown|suit|use|hand)\b", spanish)


@pytest.mark.parametrize(
    ("hand", "lead", "trump", "english"),
    [
        ("5H 7Q", "JH", "2S", 'Not changed: hand: "7Q" is not a card: unknown suit "Q"'),
        ("5H 6H", "J", "2S", 'Not changed: lead: "J" is not a card: a card is a rank and a'),
        ("5H 5H 5H", "JH", "2S", "Not changed: 5♥ appears 3 times in the hand, but tractor-4p"),
        ("5H 6H", "JH 3D", "2S", "Not changed: J♥ 3♦ is not a lead under tractor-4p: A lead"),
        ("5H 6H", "JH", "2X", """Not changed: trump: "2X" is not a trump: 'X' is not a trump"""),
        ("5H 6H", "JH", "Z", 'Not changed: trump: "Z" is not a trump: write the rank then'),
    ],
)
def test_a_position_typed_wrong_is_refused_in_each_language(
    hand: str, lead: str, trump: str, english: str
) -> None:
    assert typed(explorer("en"), hand, lead, trump).startswith(english)
    for code in ("es", "zh"):
        said = typed(explorer(code), hand, lead, trump)
        assert not FIELD.search(said)
        check(code, said.replace("None", " "))
        assert not re.search(r"\b(?:appears|times|not a|hand|lead|suit|rank)\b", said)


def test_rule_sets_that_cannot_be_compared_are_refused_in_each_language() -> None:
    with pytest.raises(te.InputError) as english:
        te.compare_rules("3D", "4D", trump="2H", rules_a="tractor-4p", rules_b="single-deck")
    assert str(english.value) == (
        "tractor-4p and single-deck cannot be compared on one position: tractor-4p plays with "
        "2 decks and single-deck with 1"
    )
    for code in ("es", "zh"):
        with te.language(code), pytest.raises(te.InputError) as said:
            te.compare_rules(
                "3D", "4D", trump="2H", rules_a="tractor-4p", rules_b="tractor-5p",
                others={1: "5D"},
            )  # fmt: skip
        check(code, str(said.value))
        assert "tractor-4p" in str(said.value) and "seats" not in str(said.value)


# --- a sweep -------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", [c for c in te.LANGUAGES if c != "en"])
def test_sweep_of_comparisons_of_random_positions(code: str) -> None:
    """1,000 random positions, each compared under its rule set and another of the same decks
    (with the other hands, so the lead is checked as a throw, when the tables agree): every
    reason and picture in each language is whole (no English word of the list in Spanish or
    Chinese), and English again outside the block."""
    kinds = set()
    for seed in range(1000):
        position = random_position(seed, max_hand=12)
        rules_a = position.rules
        same_decks = [r for r in RULE_VARIANTS if r.decks == rules_a.decks]
        rules_b = same_decks[seed % len(same_decks)]
        others = None
        if rules_b.players == rules_a.players and position.others and seed % 2:
            others = dict(enumerate(position.others[: rules_a.players - 1], start=1))
        try:
            comparison = te.compare_rules(
                position.hand, position.lead, trump=position.trump, rules_a=rules_a,
                rules_b=rules_b, others=others,
            )  # fmt: skip
        except te.IllegalPlay as exc:  # not a lead under one of them: the refusal is said
            english, read = exc.reason, (lambda exc=exc: exc.reason)
            kinds.add("refused")
        else:
            english, read = comparison.reason, (lambda c=comparison: c.reason + c._repr_html_())
            kinds.add((comparison.follow_differs, comparison.throw_differs, others is None))
        with te.language(code):
            said = read()
        labels = (rules_label(rules_a), rules_label(rules_b))
        text = re.sub(r"<[^>]+>", " ", said).replace("&#x27;", "'")
        assert not FIELD.search(text), f"{code}: a placeholder is left in {said!r}"
        if code in ENGLISH:
            check(code, text, *labels)
        assert said != english
        assert read().startswith(english)  # English again outside the block
    assert {"refused", (True, False, True), (False, False, True), (False, False, False)} <= kinds
