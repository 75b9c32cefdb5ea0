"""RuleExplorer, the Python side: what it shows is the engine's comparison; page messages
(cards toggled, listed plays clicked, rule sets and options chosen, positions typed, Find a
case with its ticks, Stop, Copy as code) change its state as the page asks, and a refused one
changes nothing."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_engine.rulebook.rulesets import OPTION_CHOICES

from .page import page

# The example: the same marks under both settings, different legal plays.
HAND, LEAD, TRUMP = "5H 5H 6H 6H 9H 9H 10H 10H 3S KC", "JH JH QH QH", "2S"
LOOSE = te.rules("tractor-4p")
STRICT = te.rules("tractor-4p", tractor_follow="must-tractor")


def explorer(**kwargs: Any) -> tw.RuleExplorer:
    args: dict[str, Any] = {"rules_a": LOOSE, "rules_b": STRICT, "hand": HAND, "lead": LEAD,
                            "trump": TRUMP}  # fmt: skip
    return tw.RuleExplorer(**{**args, **kwargs})


def multiset(cards: Any) -> Counter[str]:
    return Counter(str(c) for c in cards)


def state(w: tw.RuleExplorer) -> dict[str, Any]:
    """Every input of the position, to check that a refused change left it as it was."""
    return {
        "hand": list(w.hand), "lead": list(w.lead), "trump": w.trump, "others": dict(w.others),
        "rules_a": w.rules_a, "rules_b": w.rules_b, "selected": list(w.selected),
    }  # fmt: skip


def drive(w: tw.RuleExplorer, limit: int = 600) -> int:
    """Answer the widget's ticks as the page would (each once the background search is done,
    or after a second), until the search ends; the ticks used."""
    for n in range(limit):
        if not w.searching:
            return n
        assert w._tick and w._tick["id"], "a running search asks for a tick"
        assert w._finder is not None
        w._finder.wait(1.0)
        page(w, type="tick", id=w._tick["id"])
    raise AssertionError("the search did not end")


# --- the engine's comparison, shown -----------------------------------------------------------


def nums(text: str) -> list[int]:
    return [int(i) for i in text.split()]


def test_the_columns_show_the_engines_comparison() -> None:
    w = explorer()
    c = te.compare_rules(HAND, LEAD, trump=TRUMP, rules_a=LOOSE, rules_b=STRICT)
    assert w.comparison == c and c.differs
    view = w._view
    assert view["differs"] is True and view["reason"] == c.reason
    hand = view["hand"].split()
    assert hand == HAND.split() and view["lead"].split() == LEAD.split()
    for side, rules in (("a", LOOSE), ("b", STRICT)):
        col = next(col for col in view["columns"] if col["side"] == side)
        options = te.follow_options(HAND, LEAD, trump=TRUMP, rules=rules)
        assert col["states"].split() == options.states(te.parse_cards(HAND))
        order = te.order(TRUMP, rules)
        shown = [i for g in col["groups"] for i in nums(g.split("|")[-1])]
        assert sorted(shown) == list(range(len(hand)))  # every card once, in display order
        assert [hand[i] for i in shown] == [str(x) for x in te.sort_cards(HAND, trump=TRUMP,
                                                                         rules=rules)]  # fmt: skip
        assert nums(col["trumps"]) == [i for i, x in enumerate(te.parse_cards(HAND))
                                       if order.is_trump(x)]  # fmt: skip
        only = getattr(c, f"plays_only_{side}")
        listed = [p.split("|") for p in col["only"]]
        assert [multiset(hand[i] for i in nums(cards)) for _, cards in listed] == [
            multiset(play) for play in only[: len(listed)]
        ]
        assert [text for text, _ in listed] == [te.symbols(p) for p in only[:8]]
    # the case: the marks agree, the plays do not
    assert view["differing"] == ""
    assert any(multiset(p) == multiset(["5H", "5H", "9H", "9H"]) for p in c.plays_only_a)
    assert not c.plays_only_b


def test_cards_marked_differently_are_listed() -> None:
    w = tw.RuleExplorer("tractor-4p", "tractor-5p", hand="6D 6D 7D 7D AD AD 3S",
                        lead="JD JD QD QD", trump="2S")  # fmt: skip
    a, b = (col["states"].split() for col in w._view["columns"])
    assert nums(w._view["differing"]) == [i for i in range(len(a)) if a[i] != b[i]]
    assert w._view["differing"], "must-tractor forces the 6♦ 7♦ tractor, pairs-suffice does not"


def test_each_option_shows_the_rule_sets_own_description() -> None:
    w = explorer()
    assert all(col["texts"] == [] for col in w._view["columns"])
    page(w, type="describe")  # the learner opened the options
    choices = {name: text.split("|") for name, text in w._view["options"].items()}
    assert list(choices) == list(OPTION_CHOICES)
    for col, rules in zip(w._view["columns"], (LOOSE, STRICT), strict=True):
        values = nums(col["values"])
        assert col["texts"] == [rules.describe_option(name) for name in OPTION_CHOICES]
        for (name, texts), value in zip(choices.items(), values, strict=True):
            if name == "players":
                assert value == -1  # only single-deck may change its number of players
            else:
                assert texts[value] == str(getattr(rules, name))
    assert w.describe_options()["b"][1] == STRICT.describe_option("tractor_follow")
    single = tw.RuleExplorer("single-deck", "single-deck", hand="3H 5H 9S", lead="7H",
                             trump="2S")  # fmt: skip
    assert nums(single._view["columns"][0]["values"])[-1] == 1  # 5 players: the second choice


def test_no_card_is_sent_that_the_page_does_not_draw() -> None:
    w = explorer()
    assert set(w._view["faces"]) == set(HAND.split()) | set(LEAD.split())
    assert w._view["hand"] == HAND and w._view["lead"] == LEAD
    view = {k: v for k, v in w._view.items() if k != "trump"}  # "2S": the trump, not a card
    text = json.dumps([view, w._selection, w._search])
    named = {str(c) for c in te.ALL_CARDS if f'"{c}"' in text or f"{c} " in text}
    assert named <= set(HAND.split()) | set(LEAD.split())


# --- selecting a play ----------------------------------------------------------------------------


def test_clicking_a_listed_play_selects_it_and_shows_both_verdicts() -> None:
    w = explorer()
    acks = page(w, type="play", side="a", k=0)
    assert acks == [{"type": "ack", "seq": 1}]
    play = w.comparison.plays_only_a[0]
    assert multiset(w.selected_cards) == multiset(play)
    verdicts = w.verdicts
    assert verdicts is not None
    assert verdicts["a"].legal and not verdicts["b"].legal
    assert verdicts["a"] == te.check_follow(HAND, LEAD, play, trump=TRUMP, rules=LOOSE)
    assert verdicts["b"] == te.check_follow(HAND, LEAD, play, trump=TRUMP, rules=STRICT)
    sel = w._selection
    assert sel["only"] == "a" and sel["picked"] == {"a": 0, "b": -1}
    assert sel["a"] == {"state": "legal", "text": verdicts["a"].reason}
    assert sel["b"] == {"state": "illegal", "text": verdicts["b"].reason}


def test_toggling_cards_builds_a_play_judged_under_both() -> None:
    w = explorer()
    hand = HAND.split()
    for card in ("10H", "10H", "9H", "9H"):
        index = next(i for i, c in enumerate(hand) if c == card and i not in w.selected)
        page(w, type="toggle", index=index, card=card)
        if len(w.selected) < 4:
            assert w._selection["a"]["state"] == "none"
    assert w._selection["only"] == ""  # the tractor follows under both
    assert w._selection["a"]["state"] == w._selection["b"]["state"] == "legal"
    page(w, type="clear")
    assert w.selected == [] and w.verdicts is None


@pytest.mark.parametrize(
    "msg",
    [{"side": "c", "k": 0}, {"side": "a", "k": 99}, {"side": "b", "k": 0}, {"side": "a", "k": True},
     {"side": "a", "k": "0"}],
)  # fmt: skip
def test_a_bad_play_message_changes_nothing(msg: dict[str, Any]) -> None:
    w = explorer()
    before = state(w)
    assert page(w, type="play", **msg) == [{"type": "ack", "seq": 1}]
    assert state(w) == before


# --- choosing the rule sets and typing a position ------------------------------------------------


def test_a_preset_and_an_option_chosen_from_the_page() -> None:
    w = explorer()
    page(w, type="rules", side="b", preset="tractor-5p")
    assert w.rules_b == te.rules("tractor-5p")
    choices = OPTION_CHOICES["tractor_follow"]
    page(w, type="rules", side="b", option="tractor_follow", choice=choices.index("pairs-suffice"))
    assert w.rules_b == te.rules("tractor-5p", tractor_follow="pairs-suffice")
    assert w._view["columns"][1]["title"].endswith("tractor_follow='pairs-suffice'")
    assert w.comparison == te.compare_rules(
        HAND, LEAD, trump=TRUMP, rules_a=LOOSE, rules_b=w.rules_b
    )


@pytest.mark.parametrize(
    "msg",
    [{"side": "a", "preset": "tractor-6p"}, {"side": "a", "option": "tractor_folow", "choice": 0},
     {"side": "a", "option": "tractor_follow", "choice": 5},
     {"side": "a", "option": "players", "choice": 1}],
)  # fmt: skip
def test_a_refused_rule_change_leaves_everything_and_says_why(msg: dict[str, Any]) -> None:
    w = explorer()
    before, rev = state(w), w._view["rev"]
    page(w, type="rules", **msg)
    assert state(w) == before
    assert w._view["error"].startswith("Not changed:") and w._view["rev"] == rev + 1


def test_a_typed_position_is_shown() -> None:
    w = explorer()
    page(w, type="position", hand="6D 6D 7D 7D AD AD 3S", lead="jd jd qd qd", trump="2s")
    assert w.hand == ["6D", "6D", "7D", "7D", "AD", "AD", "3S"]
    assert w.lead == ["JD", "JD", "QD", "QD"]
    assert w.trump == "2S" and w.position is None and w._view["error"] == ""
    assert w.comparison == te.compare_rules(w.hand, w.lead, trump="2S", rules_a=LOOSE,
                                            rules_b=STRICT)  # fmt: skip


@pytest.mark.parametrize(
    ("msg", "says"),
    [({"hand": "5H 5H 1X", "lead": LEAD, "trump": TRUMP}, "1X"),
     ({"hand": HAND, "lead": "JH QS", "trump": TRUMP}, "lead"),
     ({"hand": HAND, "lead": LEAD, "trump": "2Q"}, "trump"),
     ({"hand": "5H 6H", "lead": LEAD, "trump": TRUMP}, "hand"),
     ({"hand": "5H 5H 5H 6H 6H 9H", "lead": LEAD, "trump": TRUMP}, "5♥ appears 3 times"),
     ({"hand": HAND, "lead": "", "trump": TRUMP}, "lead")],
)  # fmt: skip
def test_an_impossible_position_is_refused_with_the_engines_reason(
    msg: dict[str, Any], says: str
) -> None:
    w = explorer()
    page(w, type="play", side="a", k=0)
    before = state(w)
    page(w, type="position", **msg)
    assert state(w) == before
    error = w._view["error"]
    assert error.startswith("Not changed:") and says.lower() in error.lower(), error
    assert w.comparison == te.compare_rules(HAND, LEAD, trump=TRUMP, rules_a=LOOSE,
                                            rules_b=STRICT)  # fmt: skip


def test_python_refuses_an_impossible_position_and_keeps_the_old_one() -> None:
    w = explorer()
    before = state(w)
    with pytest.raises(ValueError):
        w.lead = "JH QS"
    assert state(w) == before


def test_the_constructor_checks_its_arguments() -> None:
    with pytest.raises(TypeError, match="rules_b"):
        tw.RuleExplorer(rules_c="tractor-4p")
    with pytest.raises(TypeError):
        tw.RuleExplorer(rules="tractor-4p", hand=HAND, lead=LEAD)
    with pytest.raises(ValueError, match="hand"):
        tw.RuleExplorer(hand=HAND)
    with pytest.raises(ValueError, match="presets"):
        explorer(rules_a="tractor-6p")


def test_scale_and_four_colours_reach_the_page() -> None:
    w = explorer(scale=1.5, four_color=True)
    assert w._view["scale"] == 1.5 and w._view["four_color"] is True
    with pytest.raises(ValueError, match="scale"):
        w.scale = 9


# --- the search ----------------------------------------------------------------------------------


def test_without_a_position_it_starts_on_the_first_found_case() -> None:
    w = tw.RuleExplorer("tractor-4p", "tractor-5p", seed=0)
    first = next(iter(te.find_differences("tractor-4p", "tractor-5p", seed=0, limit=1)))
    assert w.position == first and w.comparison.differs
    assert multiset(w.hand) == multiset(first.hand) and multiset(w.lead) == multiset(first.lead)


def test_find_a_case_runs_in_ticks_and_shows_what_the_engine_found() -> None:
    w = explorer(hand="3H 4H 9S", lead="7H", trump="2S")  # a single: both rule sets agree
    assert not w.comparison.differs
    page(w, type="find", kind="follow", lead="tractor", void="no")
    assert w.searching and w._search["running"] and w._tick["id"]
    ticks = drive(w)
    assert ticks >= 1 and not w.searching and not w._tick
    expected = next(iter(te.find_differences(LOOSE, STRICT, kind="follow", lead="tractor",
                                             void=False, seed=0, limit=1)))  # fmt: skip
    assert w.position == expected and w.comparison.differs
    assert w._view["differs"] is True and w._view["reason"] == w.comparison.reason
    # pressing again shows the next case, not the same one
    page(w, type="find", kind="follow", lead="tractor", void="no")
    drive(w)
    assert w.position is not None and w.position != expected


def test_stop_stops_the_search_and_keeps_the_position() -> None:
    w = explorer()
    before = state(w)
    page(w, type="find", kind="trick", lead="", void="")  # (no hand can differ: tractor_follow)
    assert w.searching
    page(w, type="stop")
    assert not w.searching and not w._tick and w._search["text"].startswith("Stopped")
    assert state(w) == before
    late = page(w, type="tick", id=w._tick_id)  # a tick that was already on its way
    assert late == [{"type": "ack", "seq": 1}] and state(w) == before


def test_criteria_the_engine_refuses_are_not_searched_and_say_why() -> None:
    w = explorer()
    before = state(w)
    page(w, type="find", kind="hand", lead="tractor", void="")
    assert not w.searching and state(w) == before
    assert w._view["error"].startswith("Not searched:") and "hand" in w._view["error"]


def test_a_stale_tick_is_ignored() -> None:
    w = explorer()
    page(w, type="find", kind="follow", lead="", void="")
    tick = w._tick["id"]
    page(w, type="tick", id=tick - 1)
    assert w.searching and w._tick["id"] == tick


def test_find_case_from_python() -> None:
    w = explorer()
    found = w.find_case(kind="follow", lead="tractor")
    assert found is not None and w.position == found
    assert found.comparison == w.comparison
    with pytest.raises(ValueError, match="kind"):
        w.find_case(kind="tricks")


# --- copy as code --------------------------------------------------------------------------------


def test_copy_as_code_gives_a_cell_that_rebuilds_the_position() -> None:
    w = tw.RuleExplorer("tractor-4p", "tractor-5p", seed=0)
    page(w, type="copy")
    assert w.code == w.position.code() and w._view["code"] == w.code
    namespace: dict[str, Any] = {}
    exec(w.code, namespace)
    rebuilt = [v for v in namespace.values() if type(v) is type(w.position)]
    assert rebuilt == [w.position]


def test_copy_as_code_of_a_typed_position() -> None:
    w = explorer()
    page(w, type="copy")
    namespace: dict[str, Any] = {}
    exec(w.code, namespace)
    comparisons = [v for v in namespace.values() if type(v) is type(w.comparison)]
    assert comparisons == [w.comparison]


# --- the static picture --------------------------------------------------------------------------


def test_static_picture_names_both_rule_sets_and_the_reason() -> None:
    w = explorer()
    html = w._repr_mimebundle_()[0]["text/html"]
    assert html.startswith('<div class="tw-static tw-rule-explorer-static tw-root"')
    assert "Rule set A" in html and "Rule set B" in html
    assert "tractor_follow=&#x27;must-tractor&#x27;" in html
    reason = w.comparison.reason.replace("'", "&#x27;")
    assert reason[:40] in html
