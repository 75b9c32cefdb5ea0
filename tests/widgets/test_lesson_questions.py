"""The lessons' questions on bidding, scoring and rounds (modules of ``tractor_widgets.lessons``,
reached as ``lessons.*``): each asks in the language in force (English and Spanish here), takes
its right option from the engine (two positions whose engine answers differ get different right
options), and refuses a wrong option with a sentence about that option."""

from __future__ import annotations

import importlib

import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import lessons
from tractor_widgets.lessons import Answer, Question


def right(q: Question) -> str:
    assert q.answer is not None and q.answer.choice is not None
    return q.options[q.answer.choice]


def refuses_every_other_option(q: Question) -> None:
    assert q.answer is not None
    ok, why = q.judge(q.answer)
    assert ok and why
    for i, option in enumerate(q.options):
        if i != q.answer.choice:
            ok, why = q.judge(Answer(choice=i))
            assert not ok and option in why, (option, why)


def declared_later(bidder: int, starter: int) -> te.Round:
    """A later tractor-4p hand: ``bidder`` shows 6♠; ``starter``'s side plays at 6."""
    levels = ["6", "3", "6", "3"] if starter % 2 == 0 else ["3", "6", "3", "6"]
    rnd = lessons.deal("tractor-4p", {bidder: "6S"}, levels=levels, starter=starter)
    return lessons.bid_in_turn(rnd, (bidder, "6S"), close=True)


#: What ``tractor_widgets.lessons`` exports (``__all__``): lessons, notebooks and tests use them.
EXPORTED = {
    *("BANDS", "COMBINATION_KINDS", "Answer", "Question", "ask", "bid_in_turn", "bid_question"),
    *("bid_sentence", "bid_verdict", "caption", "choice", "combination", "deal", "failed_throw"),
    *("follow", "found", "friend_question", "hand_under", "how_often", "kitty_bonus_question"),
    *("kitty_multiplier_question", "kitty_multiplier_table", "lead_kind_question"),
    *("level_question", "level_step_question", "may_play_question", "must"),
    *("next_starter_question", "next_starter_sentence", "no_trump_caption", "only_under"),
    *("played_round", "points", "position_key", "rules_name", "same_follows", "seat_names"),
    *("select", "side_by_side", "side_levels", "throw", "trick_points_question"),
    *("trick_question",),
    *("trick_under", "trump_suit_question", "trumps", "who_declares", "winner"),
}
#: Reached as ``lessons.X`` too, outside ``__all__``.
ALSO = {"Check", "Exercise", "InputError", "SideBySide", "Wrong", "context_groups", "cost_text"}
MODULES = ("bidding", "choices", "combinations", "follow_rules", "follows", "names", "rounds")
MODULES += ("rule_sets",)
MODULES += ("scoring", "selections", "tricks")


def test_the_lessons_package_exports_what_lessons_use() -> None:
    assert set(lessons.__all__) == EXPORTED
    for name in EXPORTED | ALSO:
        assert getattr(lessons, name) is not None, name


@pytest.mark.parametrize("name", MODULES)
def test_every_question_of_a_lessons_module_is_reached_as_lessons_name(name: str) -> None:
    module = importlib.import_module(f"tractor_widgets.lessons.{name}")
    own = {
        n
        for n, value in vars(module).items()
        if getattr(value, "__module__", None) == module.__name__ and n in EXPORTED | ALSO
    }
    assert own, name  # every module adds something lessons use
    for n in own:
        assert getattr(lessons, n) is getattr(module, n)
    # no name is defined twice: each lives in one module
    for other in MODULES:
        if other != name:
            there = vars(importlib.import_module(f"tractor_widgets.lessons.{other}"))
            for n in own:
                value = there.get(n)
                assert value is None or value is getattr(module, n), (n, name, other)


def test_who_declares_is_the_rounds_declarer_with_the_bids_sentence() -> None:
    a, b = declared_later(2, starter=3), declared_later(2, starter=0)
    qa, qb = lessons.who_declares(a).question, lessons.who_declares(b).question
    assert qa.prompt == "Who declares this hand?"
    assert qa.options == ("Seat 0", "Seat 1", "Seat 2", "Seat 3")
    assert (right(qa), right(qb)) == ("Seat 3", "Seat 0") == (f"Seat {a.declarer}", "Seat 0")
    assert dict(qa.context) == {"Seat 2 shows": ("6S",)}
    # no trump beside the question: "rank 6" would name the side at 6 (seats 1 and 3)
    assert (qa.trump, qa.caption) == (None, "Rules: tractor-4p")
    assert qa.judge(qa.answer)[1] == a.bids[-1].reason
    refuses_every_other_option(qa)
    with te.language("es"):
        es = lessons.who_declares(a).question
    assert es.prompt == "¿Quién declara esta mano?" and right(es) == "Asiento 3"
    assert dict(es.context) == {"El asiento 2 muestra": ("6S",)}


def test_who_declares_refuses_a_round_still_bidding() -> None:
    with pytest.raises(ValueError, match="no declarer"):
        lessons.who_declares(lessons.deal("tractor-4p", {2: "2S"}))


def kitty_turned(kitty: str) -> te.Round:
    rnd = lessons.deal("tractor-4p", kitty=kitty, levels=["5", "3", "5", "3"], starter=0)
    return rnd.deal_all()


def test_the_trump_suit_after_a_turn_up_is_the_rounds() -> None:
    clubs = kitty_turned("SJ 4H KC 9S KD 3C 7H 8S")
    hearts = kitty_turned("9S 5H KC 3D 4D 6C 7C 8C")
    q, h = (lessons.trump_suit_question(r).question for r in (clubs, hearts))
    assert q.prompt == "Which suit is trump?" and q.trump is None
    assert q.options == ("spades", "hearts", "clubs", "diamonds")
    assert (right(q), right(h)) == ("clubs", "hearts")
    assert dict(q.context) == {
        "The kitty, as turned up": tuple(["SJ", "4H", "KC", "9S", "KD", "3C", "7H", "8S"])
    }
    assert q.judge(q.answer)[1] == clubs.log[-2]
    refuses_every_other_option(q)
    with te.language("es"):
        es = lessons.trump_suit_question(clubs).question
    assert es.prompt == "¿Qué palo es triunfo?" and right(es) == "tréboles"
    with pytest.raises(ValueError, match="turning up"):
        lessons.trump_suit_question(declared_later(2, starter=3))


def test_a_bid_sentence_is_the_engines_verdict_said_with_the_bid() -> None:
    rnd = lessons.deal("tractor-4p", {0: "2S 7C 2S", 3: "SJ SJ"})
    lessons.bid_in_turn(rnd, (0, "2S"))
    refused, shown = lessons.bid_verdict(rnd, 3, "2H"), lessons.bid_verdict(rnd, 3, "SJ SJ")
    assert not refused.legal and shown.legal
    assert lessons.bid_sentence(rnd, 3, "2H") == f"Seat 3 may not show 2♥ now: {refused.reason}"
    assert lessons.bid_sentence(rnd, 3, "SJ SJ") == shown.reason
    assert shown.reason.startswith("Seat 3 shows SJ SJ")
    with te.language("es"):
        assert lessons.bid_sentence(rnd, 3, "2H").startswith("El asiento 3 no puede mostrar 2♥ ")
    with pytest.raises(ValueError, match="during the deal"):
        lessons.bid_sentence(lessons.played_round("tractor-4p", seed=1), 3, "BJ BJ")


OPTIONS = [("declarers", 2), ("declarers", 1), ("defenders", 0), ("defenders", 1)]


def test_a_level_question_takes_the_engines_change() -> None:
    hold, take = (te.level_change(p, rules="tractor-4p") for p in (70, 80))
    q = lessons.level_question(hold, OPTIONS, rules="tractor-4p", point_cards="KS 10D").question
    t = lessons.level_question(take, OPTIONS, rules="tractor-4p").question
    assert q.prompt == "What happens?"
    assert q.options == ("declarers +2", "declarers +1", "defenders +0", "defenders +1")
    assert (right(q), right(t)) == ("declarers +1", "defenders +0")
    assert q.judge(q.answer)[1] == hold.reason
    assert dict(q.context) == {"The defenders' point cards": ("KS", "10D")}
    refuses_every_other_option(q)
    end = tw.ScoreCalculator(rules="tractor-4p", captured_points=65, kitty="KS 5C", last_lead=2)
    e = lessons.level_question(end.result.level_change, OPTIONS, rules="tractor-4p",
                               explain=end.result, kitty="KS 5C").question  # fmt: skip
    assert right(e) == "defenders +1" and e.judge(e.answer)[1] == str(end.result)
    with te.language("es"):
        es = lessons.level_question(hold, OPTIONS, rules="tractor-4p").question
        assert es.judge(es.answer)[1] == hold.reason  # said in the language in force
    assert es.prompt == "¿Qué pasa?" and right(es) == "declarantes +1"
    assert es.options[2] == "defensores +0"
    with pytest.raises(ValueError, match="not among the options"):
        lessons.level_question(hold, OPTIONS[2:], rules="tractor-4p")


def test_who_starts_next_is_the_engines_next_starter() -> None:
    d = lessons.next_starter_question(3, "defenders", rules="tractor-4p").question
    h = lessons.next_starter_question(3, "declarers", rules="tractor-4p").question
    assert d.prompt == "Who starts the next hand?"
    assert right(d) == f"Seat {te.next_starter(3, 'defenders', rules='tractor-4p')}" == "Seat 0"
    assert right(h) == "Seat 1"
    assert d.judge(d.answer)[1] == (
        "The defenders take over: the player after seat 3 in order of play, seat 0, starts."
    )
    assert lessons.next_starter_sentence(0, "declarers", rules="tractor-4p") == (
        "The declarers hold: the partner of seat 0, seat 2, starts."
    )
    refuses_every_other_option(d)
    with te.language("es"):
        es = lessons.next_starter_question(3, "defenders", rules="tractor-4p").question
        said = lessons.next_starter_sentence(0, "declarers", rules="tractor-4p")
    assert es.prompt == "¿Quién empieza la próxima mano?" and right(es) == "Asiento 0"
    assert said.startswith("Los declarantes mantienen la mano")


def test_the_kitty_multiplier_is_the_engines() -> None:
    four = lessons.kitty_multiplier_question(3, [3, 6, 8, 9], rules="tractor-4p", kitty="5C 10D")
    five = lessons.kitty_multiplier_question(3, [3, 6, 8, 9], rules="tractor-5p", kitty="5C 10D")
    q = four.question
    assert q.prompt == (
        "The defenders win the last trick, led with 3 cards: what is the kitty multiplied by?"
    )
    assert (right(q), right(five.question)) == ("×6", "×8")
    assert dict(q.context) == {"The kitty": ("5C", "10D")}
    assert "twice the number of cards" in q.judge(q.answer)[1]
    refuses_every_other_option(q)
    table = lessons.kitty_multiplier_table([1, 4], "tractor-4p", "tractor-5p").splitlines()
    assert table == [
        "a last lead of 1 card:  tractor-4p ×2   tractor-5p ×2",
        "a last lead of 4 cards:  tractor-4p ×8   tractor-5p ×16",
    ]
    with te.language("es"):
        es = lessons.kitty_multiplier_question(1, [2, 4], rules="tractor-4p", kitty="5C").question
        line = lessons.kitty_multiplier_table([4], "tractor-4p")
    assert es.prompt.startswith("Los defensores ganan la última baza") and right(es) == "×2"
    assert line == "una última salida de 4 cartas:  tractor-4p ×8"


@pytest.fixture(scope="module")
def second() -> te.Round:
    return lessons.played_round("tractor-4p", seed=3, bots="combination")


def test_a_tricks_points_count_for_the_defenders_only(second: te.Round) -> None:
    defenders = second.result.defenders
    tricks = list(enumerate(second.tricks, start=1))
    won = next(n for n, t in tricks if t.winner in defenders and t.points)
    kept = next(n for n, t in tricks if t.winner not in defenders and t.points)
    w = second.tricks[won - 1]
    options = sorted({0, w.points, second.tricks[kept - 1].points, 5})
    q = lessons.trick_points_question(second, won, options).question
    k = lessons.trick_points_question(second, kept, options).question
    assert q.prompt == "How many points does this trick add to the defenders' total?"
    assert (right(q), right(k)) == (str(w.points), "0")
    assert "go to the defenders" in q.judge(q.answer)[1]
    assert "stay with the declarers" in k.judge(k.answer)[1]
    assert q.context[0][0] == f"Seat {w.leader} (leads)"
    empty = next(n for n, t in tricks if not t.points)
    e = lessons.trick_points_question(second, empty, options).question
    assert right(e) == "0" and e.judge(e.answer)[1].endswith("It holds no point card.")
    refuses_every_other_option(q)
    with te.language("es"):
        es = lessons.trick_points_question(second, won, options).question
    assert es.prompt == "¿Cuántos puntos suma esta baza al total de los defensores?"


def test_the_kitty_bonus_is_the_results(second: te.Round) -> None:
    q = lessons.kitty_bonus_question(second, [0, 20, 40, 160]).question
    assert q.prompt == "How many points does the kitty add for the defenders?"
    assert right(q) == str(second.result.kitty_bonus) == "0"
    assert q.judge(q.answer)[1] == second.result.reason
    refuses_every_other_option(q)
    won = lessons.played_round("tractor-4p", seed=1, bots="combination")
    bonus = won.result.kitty_bonus
    assert right(lessons.kitty_bonus_question(won, sorted({0, bonus, 1})).question) == str(bonus)
    with te.language("es"):
        es = lessons.kitty_bonus_question(second, [0, 20]).question
    assert es.prompt == "¿Cuántos puntos suma el fondo a los defensores?"
    assert dict(es.context)["El fondo"] == tuple(map(str, second.buried))


def test_the_friend_is_the_rounds() -> None:
    rnd = lessons.played_round("tractor-5p", seed=1)
    q = lessons.friend_question(rnd).question
    assert q.prompt == f"Who becomes seat {rnd.declarer}'s friend?"
    assert right(q) == f"Seat {rnd.friend}" and q.options[-1] == "Nobody"
    assert f"Seat {rnd.declarer}" not in q.options
    assert "is revealed as" in q.judge(q.answer)[1]
    refuses_every_other_option(q)
    other = next(
        r
        for seed in range(2, 12)
        if (r := lessons.played_round("tractor-5p", seed=seed)).friend not in (None, rnd.friend)
    )
    assert right(lessons.friend_question(other).question) == f"Seat {other.friend}"
    with te.language("es"):
        es = lessons.friend_question(rnd).question
    assert es.prompt == f"¿Quién se convierte en el compañero del asiento {rnd.declarer}?"
    assert es.options[-1] == "Nadie"


def test_the_level_step_is_the_engines() -> None:
    one, two = (te.level_change(p, rules="tractor-5p") for p in (40, 20))
    q = lessons.level_step_question("K", one, rules="tractor-5p").question
    assert q.prompt == "What happens to the declarer, at K?"
    assert q.options == ("stays at K", "reaches A", "wins the game")
    assert right(q) == "reaches A"
    assert right(lessons.level_step_question("K", two, rules="tractor-5p").question) == (
        "wins the game"
    )
    assert q.judge(q.answer)[1].endswith(str(te.advance_level("K", one.levels)))
    refuses_every_other_option(q)
    with te.language("es"):
        es = lessons.level_step_question("K", one, rules="tractor-5p").question
    assert es.options == ("se queda en K", "llega a A", "gana la partida")


def test_the_lead_kind_is_the_engines() -> None:
    q = lessons.lead_kind_question("6C 7C 8C", trump="2H", rules="single-deck").question
    p = lessons.lead_kind_question("6C 6C", trump="2H", rules="tractor-4p").question
    assert q.prompt == "What kind of lead is it?"
    assert q.options == ("single", "pair", "tractor", "throw")
    assert (right(q), right(p)) == ("throw", "pair")
    refuses_every_other_option(q)
    with te.language("es"):
        es = lessons.lead_kind_question("6C 6C", trump="2H", rules="tractor-4p").question
    assert es.prompt == "¿Qué tipo de salida es?" and right(es) == "pareja"


def test_may_you_play_is_the_engines_follow_verdict() -> None:
    hand, lead = "BJ 2S 2C 5H 4H JS 8S 3S QD 5D", "6D 6D"
    no = lessons.may_play_question(hand, lead, "QD 8S", trump="2H", rules="tractor-4p").question
    yes = lessons.may_play_question(hand, lead, "QD 5D", trump="2H", rules="tractor-4p").question
    assert no.prompt == "May you play Q♦ 8♠?"
    assert (right(no), right(yes)) == ("No", "Yes")
    assert dict(no.context) == {"Lead": ("6D", "6D"), "Your hand": tuple(hand.split())}
    refuses_every_other_option(no)
    with te.language("es"):
        es = lessons.may_play_question(hand, lead, "QD 8S", trump="2H", rules="tractor-4p")
    assert es.question.prompt == "¿Puedes jugar Q♦ 8♠?"
    assert dict(es.question.context).keys() == {"Salida", "Tu mano"}


def test_seat_names_and_no_trump_captions_speak_the_language() -> None:
    assert lessons.seat_names(4) == ["South", "East", "North", "West"]
    assert lessons.seat_names("tractor-5p")[1] == "West"
    assert lessons.no_trump_caption("tractor-4p") == (
        "tractor-4p: in no trump, only the jokers are trumps"
    )
    keeps = te.rules("tractor-4p", no_trump_keeps_rank_trumps=True)
    assert lessons.no_trump_caption(keeps) == (
        "tractor-4p with no_trump_keeps_rank_trumps=True: in no trump, the jokers and the rank "
        "cards are trumps"
    )
    with te.language("es"):
        assert lessons.seat_names(4) == ["Sur", "Este", "Norte", "Oeste"]
        assert lessons.no_trump_caption("tractor-5p").startswith("tractor-5p: sin triunfo")
