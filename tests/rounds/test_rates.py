"""disagreement_rates: the same answer for a seed on one core, two, a thread pool or Dask."""

from __future__ import annotations

import math
import re
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

import tractor_engine as te
from tractor_engine.compare.rates import wilson
from tractor_engine.play.levels import STATISTICS_BOTS

R4 = te.rules("tractor-4p")
LOOSE = R4.replace(tractor_follow="must-tractor", throw_penalty="none")  # one card order
NAMESPACE = {name: getattr(te, name) for name in te.__all__}
DEALS = 30  # two chunks of 25 deals and 5


@pytest.fixture(scope="module")
def on_one_core() -> te.DisagreementRates:
    return te.disagreement_rates(R4, LOOSE, deals=DEALS, seed=3, workers=1)


def test_the_rates_are_the_same_on_one_core_two_processes_and_a_thread_pool(on_one_core):
    assert te.disagreement_rates(R4, LOOSE, deals=DEALS, seed=3, workers=2) == on_one_core
    with ThreadPoolExecutor(2) as pool:
        threaded = te.disagreement_rates(R4, LOOSE, deals=DEALS, seed=3, executor=pool)
    assert threaded == on_one_core and hash(threaded) == hash(on_one_core)
    other_seed = te.disagreement_rates(R4, LOOSE, deals=DEALS, seed=4, workers=1)
    assert other_seed != on_one_core


def test_the_rates_are_the_same_through_a_dask_cluster(on_one_core):
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = te.disagreement_rates(
            R4, LOOSE, deals=DEALS, seed=3, executor=client.get_executor()
        )
    assert on_dask == on_one_core


def test_the_counts_are_the_sum_of_what_find_differences_asks(on_one_core):
    rates = on_one_core
    assert (rates.rules_a, rates.rules_b, rates.deals, rates.seed) == (R4, LOOSE, DEALS, 3)
    assert rates.bots == STATISTICS_BOTS == "easy"  # the default: bots that lead like people
    assert rates.rate("hand", "all").compared == DEALS
    follows = sum(r.compared for r in rates.rates if r.kind == "follow")
    tricks = sum(r.compared for r in rates.rates if r.kind == "trick")
    # the deals are the rounds from seeds "rates/3/0", "rates/3/1", ... with the default bots
    played = [
        te.play_out(
            te.Round(R4, seed=f"rates/3/{i}"),
            te.bots_named(STATISTICS_BOTS, 4, f"rates/3/{i}/bots"),
        )
        for i in range(DEALS)
    ]
    assert tricks == sum(len(rnd.tricks) for rnd in played)
    assert follows == 3 * tricks  # three followers in every trick
    led = Counter(
        te.classify_lead(trick.lead, trump=rnd.trump, rules=R4).kind
        for rnd in played
        for trick in rnd.tricks
    )
    # the leads seen are the tricks by the kind of their lead (as played), zeros included
    assert rates.leads_seen == tuple((k, led[k]) for k in ("single", "pair", "tractor", "throw"))
    assert f"{led['tractor']} tractors" in rates.leads_sentence()
    for kind in ("single", "pair", "tractor", "throw"):  # zero of zero where none was led
        assert rates.rate("follow", kind).compared == 3 * led[kind]
        assert rates.rate("trick", kind).compared == led[kind]
    thrown = sum(
        1
        for rnd in played
        for trick in rnd.tricks
        if trick.attempted is not None
        or te.classify_lead(trick.lead, trump=rnd.trump, rules=R4).kind == "throw"
    )
    assert rates.rate("throw", "throw").compared == thrown
    # the same card order, so every position can be posed under both; throw_penalty="none":
    # a hand's score differs exactly when a throw failed in it (the default bots never fail one)
    failed = sum(1 for rnd in played if rnd.penalties)
    assert rates.rate("hand", "all").differing == failed == 0
    for rate in rates.rates:
        low, high = rate.interval
        assert 0 <= low <= rate.rate <= high <= 1 and rate.compared > 0
    with pytest.raises(te.InputError, match="lead='nothing' is not counted for kind='follow'"):
        rates.rate("follow", "nothing")  # not a kind of lead (tests/engine/test_explorer_doors.py)


def test_failed_throws_change_the_hands_score_without_a_penalty():
    """Bots that throw at random (``"uniform"``) fail throws: under ``throw_penalty="none"``
    each hand where one failed scores otherwise."""
    rates = te.disagreement_rates(R4, LOOSE, deals=4, seed=3, workers=1, bots="uniform")
    played = [
        te.play_out(
            te.Round(R4, seed=f"rates/3/{i}"), te.bots_named("uniform", 4, f"rates/3/{i}/bots")
        )
        for i in range(4)
    ]
    failed = sum(1 for rnd in played if rnd.penalties)
    assert rates.rate("hand", "all").differing == failed > 0


def test_the_value_prints_evaluates_back_and_draws_itself_without_a_request(on_one_core):
    rates = on_one_core
    assert eval(repr(rates), dict(NAMESPACE)) == rates
    svg = rates._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and "<script" not in svg
    assert re.findall(r"https?://[^\"']+", svg) == ["http://www.w3.org/2000/svg"]
    assert svg.count("<rect") == len(rates.rates) and "95% interval" in svg
    for rate in rates.rates:
        positions = "position" if rate.compared == 1 else "positions"
        assert f": {rate.differing} of {rate.compared} {positions}</text>" in svg
    assert rates.leads_sentence() in svg and "leads seen: " in rates.report()
    html = rates._repr_html_()
    assert (
        "<svg" in html
        and "tw-rates" in html
        and "http" not in html.replace("http://www.w3.org/2000/svg", "")
    )
    assert "hands: " in rates.report()


def test_wilson_intervals_match_the_formula():
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 10)
    assert low == 0 and math.isclose(high, 0.2775327998628892, rel_tol=1e-12)
    low, high = wilson(5, 10)
    assert math.isclose(low, 0.2365930905125640) and math.isclose(high, 0.7634069094874360)
    low, high = wilson(10, 10)  # the mirror of 0 of 10
    assert math.isclose(low, 1 - 0.2775327998628892) and high == 1


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="deals must be a whole number"):
        te.disagreement_rates(R4, LOOSE, deals=0)
    with pytest.raises(ValueError, match="workers must be a whole number"):
        te.disagreement_rates(R4, LOOSE, deals=5, workers=0)
    with pytest.raises(ValueError, match="unknown bots"):
        te.disagreement_rates(R4, LOOSE, deals=5, bots="clever")
    with pytest.raises(ValueError, match=r"tractor-4p and tractor-5p .*4 players"):
        te.disagreement_rates(R4, "tractor-5p", deals=5)


def test_simulate_gives_the_same_statistics_on_one_core_and_two():
    one = te.simulate("tractor-4p", 130, seed=2, workers=1)
    two = te.simulate("tractor-4p", 130, seed=2, workers=2)
    fields = ("rounds", "declarer_held", "defender_points_total", "throws", "failed_throws")
    assert [getattr(one, f) for f in fields] == [getattr(two, f) for f in fields]
    assert one.level_changes == two.level_changes and one.rounds == 130
    assert len(one.times) == len(two.times) == 130
    with pytest.raises(ValueError, match="workers must be a whole number"):
        te.simulate("tractor-4p", 5, workers=0)


@pytest.mark.parametrize(
    "rules_b",
    [
        R4.replace(tractor_follow="must-tractor"),
        R4.replace(failed_throw_lead="lowest-card", throw_penalty="none"),
        R4.replace(ace_connects_to_rank=True),
    ],
    ids=["tractor_follow", "failed_throw_lead", "ace_connects"],
)
def test_the_shortcuts_for_one_card_order_answer_as_the_full_comparison(monkeypatch, rules_b):
    from tractor_engine.compare import differences

    def answers() -> list[tuple[str, str, bool]]:
        return [
            (found.kind, found.lead_kind, found.differs)
            for i in range(8)
            for found in differences.walk_round(
                R4, rules_b, f"shortcut/{i}", bots="random", keep_records=False
            )
        ]

    quick = answers()
    monkeypatch.setattr(differences, "same_order", lambda *args: False)
    assert answers() == quick and len(quick) > 300


def test_the_simulate_command_takes_workers(capsys):
    from tractor_engine.__main__ import main

    assert main(["simulate", "--rounds", "3", "--seed", "1", "--workers", "1"]) == 0
    assert "tractor-4p: 3 rounds" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--rounds", "3", "--workers", "0"])
    assert "--workers must be at least 1" in capsys.readouterr().err
