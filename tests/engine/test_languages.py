"""The engine's sentences in each language: choosing one, the catalogs, plurals, a sweep.

The sweep renders the reasons of ``check_follow``, ``follow_options``, ``classify_lead``,
``check_throw`` and ``trick_result`` (with every play's note) over 2,000 random positions and
the tricks of 100 bot rounds, in every shipped language, and checks that no placeholder is left
unfilled and that no English word of a short list is left in Spanish or Chinese. A second sweep
does the same for what ``combos`` says (every link of a tractor, every note), ``Trump.describe``,
the cards' names and the engine's HTML pictures (their captions, legends and card labels), and
checks that no English word at all is left in Chinese.
"""

from __future__ import annotations

import pickle
import random
import re
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path

import pytest

import tractor_engine as te
from tractor_engine import pictures as html
from tractor_engine.cards.card import ALL_CARDS, RANKS, SUITS
from tractor_engine.pictures.faces import _across
from tractor_engine.speech import languages, words
from tractor_engine.speech.languages import catalog

from .positions import RULE_VARIANTS, random_position

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import messages  # noqa: E402  (tools/messages.py: what `make messages` runs)

SHIPPED = [code for code in te.LANGUAGES if code != "en"]
FIELD = re.compile(r"\{(\w*)\}")
#: English words that must not be left in a Spanish or Chinese sentence ("tractor" is the
#: Spanish word too: the seeds call it so).
ENGLISH = {"es": ("must", "pair", "trump", "lead", "play"), "zh": ("must", "pair", "tractor",
           "trump", "lead", "play")}  # fmt: skip
#: Placeholders that only English needs, and what the code passes beside them for the other
#: languages (a template's TRANSLATORS comment says so).
ENGLISH_ONLY = {"a_n": "count", "a_rank": "rank", "nth": "i"}
#: Templates that a language leaves in English, by language (each falls back to English at run
#: time). Spanish and Chinese have every template; the others every template so far too.
FALLBACKS: dict[str, set[str]] = {code: set() for code in SHIPPED}


def _entries(code: str):
    from babel.messages.pofile import read_po

    with (Path(languages.LOCALE_DIR) / f"{code}.po").open("rb") as f:
        return [m for m in read_po(f, locale=code) if m.id]


# --- choosing a language ---------------------------------------------------------------------


def test_a_block_speaks_its_language_and_then_the_one_before() -> None:
    lead = te.classify_lead("7S", trump="2H", rules="tractor-4p")
    english = lead.reason
    with te.language("es"):
        assert te.current_language() == "es"
        spanish = lead.reason
        with te.language("zh"):
            assert lead.reason != spanish != english
        assert lead.reason == spanish
    assert te.current_language() == "en"
    assert lead.reason == english


def test_threads_do_not_see_each_others_language() -> None:
    seen: dict[str, str] = {}
    ready = threading.Barrier(2)

    def speak(code: str) -> None:
        with te.language(code):
            ready.wait()
            seen[code] = te.check_follow("5S 8H", "6S", "8H", trump="2H", rules="tractor-4p").reason

    threads = [threading.Thread(target=speak, args=(code,)) for code in ("es", "zh")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with te.language("es"):
        spanish = te.check_follow("5S 8H", "6S", "8H", trump="2H", rules="tractor-4p").reason
    with te.language("zh"):
        chinese = te.check_follow("5S 8H", "6S", "8H", trump="2H", rules="tractor-4p").reason
    assert seen == {"es": spanish, "zh": chinese}
    assert te.current_language() == "en"


def test_set_language_holds_outside_every_block_and_a_block_wins() -> None:
    """set_language is the process's language (a kernel's, from cell to cell, even where each
    cell runs in a task of its own); a ``language`` block inside it, or in another thread,
    still speaks its own."""
    import asyncio

    english = te.classify_lead("7S", trump="2H", rules="tractor-4p").reason
    try:
        te.set_language("pl")
        polish = te.classify_lead("7S", trump="2H", rules="tractor-4p").reason
        assert te.current_language() == "pl" and polish != english

        async def cell() -> str:  # a cell run as a task, as JupyterLite's kernel runs them
            return te.current_language()

        in_task: list[str] = []  # a loop of its own, in a thread: the suite's may be running
        runner = threading.Thread(target=lambda: in_task.append(asyncio.run(cell())))
        runner.start()
        runner.join()
        assert in_task == ["pl"]
        with te.language("en"):
            assert te.classify_lead("7S", trump="2H", rules="tractor-4p").reason == english
        seen = []
        thread = threading.Thread(target=lambda: seen.append(te.current_language()))
        thread.start()
        thread.join()
        assert seen == ["pl"]
    finally:
        te.set_language("en")
    assert te.current_language() == "en"


@pytest.mark.parametrize("bad", ["fr", "ES", "", None, 3])
def test_an_unknown_language_is_refused_by_name(bad: object) -> None:
    with pytest.raises(te.InputError, match=r"language=.* is not a language the engine speaks"):
        te.language(bad)  # type: ignore[arg-type]
    with pytest.raises(te.InputError, match=r"language="):
        te.set_language(bad)  # type: ignore[arg-type]
    assert te.current_language() == "en"


def test_answers_equal_themselves_in_every_language() -> None:
    """A verdict is a value: equal and with the same hash whichever language was in force when
    it was made or compared."""
    args = ("5S 5S 7S 8H", "6S 6S", "5S 8H")
    english = te.check_follow(*args, trump="2H", rules="tractor-4p")
    with te.language("zh"):
        chinese = te.check_follow(*args, trump="2H", rules="tractor-4p")
        assert chinese == english and hash(chinese) == hash(english)
    assert {english: 1}[chinese] == 1
    other = te.check_follow("5S 5S 7S 8H", "6S 6S", "7S 8H", trump="2H", rules="tractor-4p")
    assert other != english


def test_a_reason_said_of_a_seat_in_each_language() -> None:
    options = te.follow_options("5S 8H 9H", "6S", trump="2H", rules="tractor-4p")
    for code in te.LANGUAGES:
        with te.language(code):
            to_player, of_seat = options.reason, options.said_of(3)
            assert to_player != of_seat and "3" in of_seat and "3" not in to_player, code
    with te.language("es"):
        assert options.said_of(3).startswith("El asiento 3")


# --- the catalogs ----------------------------------------------------------------------------


def test_the_catalogs_are_up_to_date() -> None:
    """`make messages` would change nothing: every template of the code is in the template
    catalog and each language's, and each compiled catalog is compiled from its text."""
    assert messages.stale() == []


@pytest.mark.parametrize("code", SHIPPED)
def test_a_translation_uses_only_its_templates_placeholders(code: str) -> None:
    for message in _entries(code):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        allowed = {f for i in ids for f in FIELD.findall(i)}
        if isinstance(message.id, tuple):  # a counted template: {n} is the count
            allowed.add("n")
        # English's "a 4" / "an 8" / "a 9" and its "second": other languages write the number
        allowed |= {plain for english, plain in ENGLISH_ONLY.items() if english in allowed}
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            assert set(FIELD.findall(text)) <= allowed, (code, ids[0], text)


@pytest.mark.parametrize("code", SHIPPED)
def test_the_untranslated_templates_are_listed(code: str) -> None:
    """Where a template is not translated it is said in English; these are all of them."""
    untranslated = {
        (m.id if isinstance(m.id, str) else m.id[0])
        for m in _entries(code)
        if not all(m.string if isinstance(m.string, tuple) else (m.string,)) or "fuzzy" in m.flags
    }
    assert untranslated == FALLBACKS[code]


def test_polish_uses_its_three_plural_forms() -> None:
    """1 karta, 2 karty, 5 kart, 22 karty: the catalog's rule picks forms 0, 1, 2, 1, and the
    sentences differ as the forms do."""
    assert [catalog("pl").plural(n) for n in (1, 2, 5, 22)] == [0, 1, 2, 1]
    with te.language("pl"):
        said = {n: words.cards(n) for n in (1, 2, 5, 22)}
    assert said[2].replace("2", "22") == said[22]
    assert (
        len({said[1].replace("1", "N"), said[2].replace("2", "N"), said[5].replace("5", "N")}) == 3
    )


# --- the sweep -------------------------------------------------------------------------------


def _sentences(position) -> list[str]:
    """Every reason the four questions give for one position."""
    rules, trump = position.rules, position.trump
    out = []
    try:
        lead = te.classify_lead(position.lead, trump=trump, rules=rules)
    except te.IllegalPlay as exc:
        return [exc.reason]
    out.append(lead.reason)
    options = te.follow_options(position.hand, lead, trump=trump, rules=rules)
    out += [options.reason, options.said_of(1)]
    rng = random.Random(len(position.hand) * 7919 + len(position.lead))
    plays = [options.example(), rng.sample(position.hand, lead.size)]
    for play in plays:
        verdict = te.check_follow(position.hand, lead, play, trump=trump, rules=rules)
        out += [verdict.reason, verdict.said_of(2)]
    if position.others:
        out.append(te.check_throw(lead, position.others, trump=trump, rules=rules).reason)
    trick = [position.lead, list(plays[1])]
    trick += [rng.sample(h, lead.size) for h in position.others if len(h) >= lead.size]
    trick = trick[: rules.players]
    result = te.trick_result(trick, trump=trump, rules=rules, seats=list(range(len(trick))))
    out += [result.reason, *(p.note for p in result.plays)]
    return out


def _check(code: str, sentences: list[str], where: object) -> None:
    for text in sentences:
        assert not FIELD.search(text), f"{code}: a placeholder is left in {text!r} ({where})"
        for word in ENGLISH.get(code, ()):
            assert not re.search(rf"\b{word}", text, re.I), (
                f"{code}: {word!r} in {text!r} ({where})"
            )


@pytest.mark.slow  # a sweep: several seconds a language
@pytest.mark.parametrize("code", list(te.LANGUAGES))
def test_sweep_of_random_positions(code: str) -> None:
    positions = [random_position(seed) for seed in range(2000)]
    with te.language(code):
        for position in positions:
            _check(code, _sentences(position), position)


class Told(list):
    """Whatever a round said while bots played it, kept unread: each reason is built when
    read, so one collection is said again in every language."""


@pytest.fixture(scope="module")
def bot_rounds() -> tuple[list[te.Round], Told]:
    """100 rounds played out by bots in games of every preset (so later hands are played too:
    the declarer's side fixed, or only previous winners' levels shown), with every seat's
    choices, each action's check and a refused action's, heard by nobody, the seat to act and
    the next seat."""
    rounds, told = [], Told()
    seed = 0
    while len(rounds) < 100:
        game = te.Game(te.PRESETS[seed % len(te.PRESETS)], seed=seed)
        bots = te.bots_named("mixed", game.rules.players, seed)
        while len(rounds) < 100:
            rnd = game.round
            n = rnd.players
            while rnd.phase != "done":
                seat = rnd.to_act
                action = bots[seat].choose(rnd)
                refused = te.Pass((seat + 1) % n) if rnd.phase != "deal" else te.Play(seat, "3S")
                for listener in (None, seat, (seat + 1) % n):
                    told += [rnd.legal_actions(listener), rnd.check(action, listener)]
                    told.append(rnd.check(refused, listener))
                rnd.act(action)
            rounds.append(rnd)
            game.finish_round()
            if game.over:
                break
            game.next_round()
        seed += 1
    return rounds, told


#: The rule sets' names, which are names in every language.
RULE_SET_NAMES = re.compile("|".join(map(re.escape, te.PRESETS)))


@pytest.mark.slow  # a sweep of whole bot rounds: several seconds a language
@pytest.mark.parametrize("code", list(te.LANGUAGES))
def test_sweep_of_bot_rounds(code: str, bot_rounds: tuple[list[te.Round], Told]) -> None:
    """Every sentence of 100 bot rounds in each language: the tricks' reasons and notes, every
    step's sentences heard by nobody and by each seat, the score's steps, and what the rounds
    said while they were played (choices, checks, refusals)."""
    rounds, told = bot_rounds
    with te.language(code):
        for rnd in rounds:
            for trick in rnd.tricks:
                lead = te.classify_lead(list(trick.lead), trump=trick.trump, rules=trick.rules)
                result = trick.result
                _check(code, [lead.reason, result.reason, *(p.note for p in result.plays)], trick)
            for step in range(rnd.step + 1):
                for listener in (None, *range(rnd.players)):
                    said = [RULE_SET_NAMES.sub("", s) for s in rnd.said(step, listener)]
                    _check(code, said, (rnd, step, listener))
            for s in rnd.result.steps:
                _check(code, [s.title, s.value, RULE_SET_NAMES.sub("", s.text)], s.name)
            _check(code, rnd.describe().split("\n")[1:], rnd)  # the first line is its repr
        for answer in told:
            _check(code, [RULE_SET_NAMES.sub("", answer.reason)], answer)


# --- the sweep of combos, trumps, card names and pictures ----------------------------------------

TRUMPS = [te.Trump(rank, suit) for rank in RANKS for suit in (*SUITS, None)]
#: What ``combos`` says for each kind of link and note, in English (patterns, one sentence a
#: line): the sweep's inputs must reach every one.
COMBO_SENTENCES = (
    r"are next to each other in",
    r"are adjacent: the trump rank \w+ is skipped",
    r"in no trump a rank pair connects straight to the small jokers",
    r"an off-suit rank pair and the trump-suit rank pair are adjacent",
    r"the trump-suit rank pair and small jokers are adjacent",
    r"small jokers and big jokers are adjacent",
    r"plain card, A., connects",  # the trump suit's ace
    r"\(the aces are the trump rank\), connects",
    r"plain card, A., does not connect",
    r"\(the aces are the trump rank\), does not connect",
    r"^\S+ \S+ and \S+ \S+ are not a tractor: off-suit",  # two equal rank pairs
    r"^\S+ \S+ and \S+ \S+ and \S+ \S+ are not a tractor: off-suit",  # three
    r"^\S+ \S+ and \S+ \S+ and \S+ \S+ and \S+ \S+ are not a tractor: off-suit",  # four
    r"^\S+ \S+: two identical cards make a pair$",
)
#: ASCII words a Chinese sentence may hold: jokers, face-card letters, an option's name.
CHINESE_ASCII = {"SJ", "BJ", "ace_connects_to_rank"}


class _Said(HTMLParser):
    """What a screen reader reads of an HTML picture: its text outside images (a card's face
    prints its own marks, "JOKER" among them) and every title and accessible label."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._in_image = 0  # open elements since an image began (0: outside images)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.texts += [v for k, v in attrs if k in ("title", "aria-label") and v]
        if tag != "br" and (self._in_image or ("role", "img") in attrs):
            self._in_image += 1

    def handle_endtag(self, tag: str) -> None:
        if self._in_image:
            self._in_image -= 1

    def handle_data(self, data: str) -> None:
        if data.strip() and not self._in_image:
            self.texts.append(data)


def _said_in(picture: str) -> list[str]:
    parser = _Said()
    parser.feed(picture)
    return parser.texts


def _combo_inputs() -> list[tuple[list[te.Card], te.Trump, te.RuleSet]]:
    """Every trump pair doubled (every link and note) and every suit's cards doubled (skipped
    ranks) under every trump and rule set; and the hands of 300 random positions."""
    inputs = []
    for rules in RULE_VARIANTS:
        copies = range(min(2, rules.decks))
        for trump in TRUMPS:
            order = te.order(trump, rules)
            for group in te.GROUPS:
                cards = [c for c in ALL_CARDS if order.group[c.id] == group]
                inputs.append(([c for c in cards for _ in copies], trump, rules))
    for seed in range(300):
        position = random_position(seed)
        inputs.append((position.hand, position.trump, position.rules))
    return inputs


def _pictures(position) -> list[str]:
    """The HTML pictures of one position's lead, options, a verdict, a throw and a trick."""
    rules, trump = position.rules, position.trump
    try:
        lead = te.classify_lead(position.lead, trump=trump, rules=rules)
    except te.IllegalPlay:
        return []
    options = te.follow_options(position.hand, lead, trump=trump, rules=rules)
    play = options.example()
    out = [lead._repr_html_(), options._repr_html_()]
    out.append(te.check_follow(position.hand, lead, play, trump=trump, rules=rules)._repr_html_())
    if position.others:
        out.append(te.check_throw(lead, position.others, trump=trump, rules=rules)._repr_html_())
    trick = [position.lead, list(play)]
    trick += [h[: lead.size] for h in position.others if len(h) >= lead.size]
    out.append(te.trick_result(trick[: rules.players], trump=trump, rules=rules)._repr_html_())
    return out


def _check_all_said(code: str, sentences: list[str], where: object) -> None:
    """``_check``, and in Chinese no English word at all."""
    _check(code, sentences, where)
    if code == "zh":
        for text in sentences:
            left = set(re.findall(r"[A-Za-z_]{2,}", text)) - CHINESE_ASCII
            assert not left, f"zh: English {sorted(left)} in {text!r} ({where})"


@pytest.fixture(scope="module")
def combo_inputs() -> list[tuple[list[te.Card], te.Trump, te.RuleSet]]:
    return _combo_inputs()


def test_the_combo_sweep_reaches_every_kind_of_link_and_note(combo_inputs) -> None:
    said = set()
    for cards, trump, rules in combo_inputs:
        found = te.combos(cards, trump=trump, rules=rules)
        said.update([c.reason for c in found.tractors + found.pairs] + list(found.notes))
    text = "\n".join(said)
    assert [s for s in COMBO_SENTENCES if not re.search(s, text, re.M)] == []


@pytest.mark.slow  # a sweep: several seconds a language
@pytest.mark.parametrize("code", list(te.LANGUAGES))
def test_sweep_of_combos_trumps_cards_and_pictures(code: str, combo_inputs) -> None:
    found = [te.combos(cards, trump=trump, rules=rules) for cards, trump, rules in combo_inputs]
    positions = [random_position(seed) for seed in range(300)]
    alone = te.combos("3S", trump="2H", rules="tractor-4p")  # no pairs and no tractors
    with te.language(code):
        for combos in found:
            said = [c.reason for c in combos.tractors + combos.pairs] + list(combos.notes)
            _check_all_said(code, [*said, str(combos)], combos)
        for combos in [*found[-100:], alone]:  # the pictures of the hands of random positions
            _check_all_said(code, _said_in(combos._repr_html_()), combos)
        for trump in TRUMPS:
            _check_all_said(code, [trump.describe(), *_said_in(trump._repr_html_())], trump)
        for card in ALL_CARDS:
            faces = [
                html.card_html(card, trump=trump, state=state)
                for trump in (False, True)
                for state in (None, "must", "may", "cannot")
            ]
            _check_all_said(code, [card.name, *(t for f in faces for t in _said_in(f))], card)
        _check_all_said(code, _said_in(html.cards_html([])), "no cards")
        for position in positions:
            for picture in _pictures(position):
                _check_all_said(code, _said_in(picture), position)


def test_combos_say_their_reasons_in_the_language_in_force_and_compare_in_english() -> None:
    """A Combos made in one language reads in another; made by hand from what it says in
    Spanish, or pickled in Spanish, it is the same value and still reads in English."""
    args = ("AH AH 2S 2S 2D 2D 2H 2H", "2H", "tractor-4p")
    english = te.combos(args[0], trump=args[1], rules=args[2])
    with te.language("es"):
        spanish = te.combos(args[0], trump=args[1], rules=args[2])
        assert spanish == english and hash(spanish) == hash(english)
        said = str(english)
        assert said == str(spanish) and "no son un tractor" in said
        by_hand = te.Combos(
            spanish.cards, spanish.pairs, spanish.tractors, spanish.notes, "2H", "tractor-4p"
        )
        pair = pickle.loads(pickle.dumps(spanish.pairs[0]))
    assert by_hand == english and str(by_hand) == str(english)
    assert pair == english.pairs[0] and pair.reason == "2♥ 2♥: two identical cards make a pair"


def test_a_trump_and_a_card_are_said_in_the_language_in_force() -> None:
    trump, queen = te.Trump("5", "S"), te.Card("QS")
    assert (trump.describe(), queen.name) == ("rank 5, spades trump", "queen of spades")
    with te.language("es"):
        assert (trump.describe(), queen.name) == ("rango 5, triunfo picas", "reina de picas")
        assert te.Trump("10").describe() == "rango 10, sin triunfo"
    with te.language("zh"):
        assert te.Card("BJ").name == "大王"


#: The words on each joker's face (corner, edge) in English, Spanish and Chinese.
JOKER_FACES = {
    "en": {"BJ": ("BIG", "JOKER"), "SJ": ("SMALL", "JOKER")},
    "es": {"BJ": ("GRANDE", "COMODÍN"), "SJ": ("PEQUEÑO", "COMODÍN")},
    "zh": {"BJ": ("大", "王"), "SJ": ("小", "王")},
}


def test_a_jokers_face_says_its_words_in_the_language_in_force() -> None:
    """``words.joker_face`` and the engine's picture of a joker: English unchanged, Spanish and
    Chinese in their own words (the face of 大王 reads 大 ... 王); no English word left."""
    for code, faces in JOKER_FACES.items():
        for rank, (corner, edge) in faces.items():
            joker = te.Card(rank)
            with te.language(code):
                picture = html.card_html(joker, trump=True, state="must")
                assert words.joker_face(joker) == (corner, edge)
            assert f">{corner}</span>" in picture and f">{edge}</span>" in picture, picture
            if code != "en":
                assert not re.search(r"BIG|SMALL|JOKER", picture), picture
    with pytest.raises(ValueError, match="not a joker"):
        words.joker_face(te.Card("3S"))


def test_every_language_has_short_words_for_a_jokers_face() -> None:
    """Each language names the two jokers apart, each word short enough for a card (7 letters
    at most), and the engine's picture sets a long word smaller so that it fits across."""
    for code in te.LANGUAGES:
        with te.language(code):
            big, small = (words.joker_face(te.Card(r)) for r in ("BJ", "SJ"))
        assert big[0] != small[0] and big[1] == small[1], code
        assert all(0 < len(w) <= 7 for w in (*big, *small)), (code, big, small)
    assert _across("BIG", 0.62) == _across("SMALL", 0.62) == 0.62
    assert _across("PEQUEÑO", 0.62) < _across("GRANDE", 0.62) < 0.62
    assert _across("大", 0.62) == 0.62


def test_the_readme_shows_what_the_engine_says_in_spanish() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split('with te.language("es"):', 1)[1].split("\n# ", 1)[1].split("\n", 1)[0]
    verdict = te.check_follow(
        "3D 4D 5D AD AD 9S", "7D 7D 8D 8D", "3D 4D 5D AD", trump="2C", rules="tractor-5p"
    )
    with te.language("es"):
        assert verdict.reason == shown


def test_the_score_summary_joins_its_clauses_as_clauses_in_chinese() -> None:
    """A list takes the list comma "、" in Chinese, clauses of one sentence take "，"."""
    from tractor_engine.rulebook.scoring_words import summary

    with te.language("zh"):
        said = summary([1, 3], 40, 10, 2, -10)
        listed = te.speech.languages.say(", ").join(["A", "B"])
    assert "40 分，赢得" in said and "20 分，甩牌" in said and "、" not in said, said
    assert listed == "A、B"
    english = summary([1, 3], 40, 10, 2, -10)
    assert english.startswith("The defenders (seats 1 and 3) took 40 points in tricks, won the")


def test_the_engines_joker_pictures_star_the_big_joker_filled_and_the_small_one_outlined() -> None:
    """As the widgets draw them: ★ on the big joker's face, ☆ on the small one's."""
    big, small = te.Cards("BJ")._repr_html_(), te.Cards("SJ")._repr_html_()
    assert "★" in big and "☆" not in big
    assert "☆" in small and "★" not in small
