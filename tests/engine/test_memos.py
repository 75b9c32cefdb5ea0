"""The engine's memos: one home (``memo.py``), one ``clear_memos()``, answers by content.

Every memo is keyed by the content its answer depends on: asking again with equal values
(made again, or pickled and unpickled) finds the same answer, and so does asking after
``clear_memos()`` (a miss, worked out afresh). A value unpickled in another process (another
``PYTHONHASHSEED``) hashes as that process hashes, so it finds the memo's entries and dict keys.
"""

from __future__ import annotations

import ast
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

import tractor_engine as te
from tractor_engine.cards.trump import as_trump, order_of
from tractor_engine.memo import MEMOS, Memo
from tractor_engine.rulebook.inputs import as_cards, context
from tractor_engine.rulebook.layout import layout

ENGINE = Path(te.__file__).parent
R4 = te.rules("tractor-4p")


def again(value: object) -> object:
    """An equal value, made again by pickling (a new object wherever the type allows)."""
    return pickle.loads(pickle.dumps(value))


def memo(name: str) -> Memo:
    return next(m for m in MEMOS if m.name == name)


# One question per memo: (memo name, ask(*inputs) -> answer, inputs, other inputs whose answer
# differs). Asked with the inputs, with them pickled and unpickled (a memo hit by content), and
# after clear_memos() (a miss): the same answer every time.
def _token(text: str) -> object:
    return te.parse_cards(text)[0]


def _lead_follow(cards, trump, rules):
    lead = te.classify_lead(cards, trump=trump, rules=rules)
    return lead, te.check_follow("KS KS 3S 4S", lead, "KS 3S", trump=trump, rules=rules)


def _trick(plays: tuple[str, ...], rules: te.RuleSet) -> tuple[int, str]:
    """A finished trick of seats 0.. with ``plays``: its result's winner and reason."""
    cards = tuple((seat, tuple(te.Cards(p))) for seat, p in enumerate(plays))
    trick = te.Trick(0, 0, cards, 0, 0, te.Trump("2", "H"), rules)
    return trick.result.winner, trick.result.reason


QUESTIONS = [
    ("card tokens", _token, ("10h",), ("10s",)),
    ("trumps", as_trump, ("2H",), ("2S",)),
    (
        "orders",
        lambda t, r: order_of(t, r).group,
        (te.Trump("2", "H"), R4),
        (te.Trump("2", "S"), R4),
    ),
    (
        "contexts",
        lambda t, r: (context(t, r)[0].group, context(t, r)[1]),
        (te.Trump("2", "H"), R4),
        (te.Trump("2", "H"), R4.replace(tractor_follow="must-tractor")),
    ),
    (
        "card lists",
        lambda cards: as_cards(cards, "the hand"),
        (list(te.Cards("KS 3H")),),
        (["QS"],),
    ),
    (
        "leads",
        _lead_follow,
        (te.Cards("AS AS"), te.Trump("2", "H"), te.rules("tractor-5p")),
        (te.Cards("AS QS"), te.Trump("2", "H"), te.rules("tractor-5p")),
    ),
    (
        "singles",
        lambda cards, rules: layout(cards, order_of(te.Trump("2", "H"), rules)),
        (te.Cards("AS"), R4),
        (te.Cards("KS"), R4),
    ),
    (
        "pairs",
        lambda cards, rules: layout(cards, order_of(te.Trump("2", "H"), rules)),
        (te.Cards("AS AS"), R4),
        (te.Cards("KS KS"), R4),
    ),
    ("trick results", _trick, (("AS", "KS", "3S", "2H"), R4), (("AS", "KS", "3S", "4S"), R4)),
]


def test_every_memo_of_the_engine_has_a_question_here():
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(te.__path__):
        if info.name != "__main__":
            importlib.import_module(f"tractor_engine.{info.name}")
    assert sorted(m.name for m in MEMOS) == sorted(name for name, *_ in QUESTIONS)


@pytest.mark.parametrize(
    ("name", "ask", "inputs", "other"), QUESTIONS, ids=[q[0] for q in QUESTIONS]
)
def test_a_memo_answers_by_content_after_pickling_and_after_clearing(name, ask, inputs, other):
    te.clear_memos()
    first = ask(*inputs)
    assert memo(name), f"the question did not use the memo {name!r}"
    unpickled = again(inputs)
    assert unpickled == inputs
    assert ask(*unpickled) == first  # equal inputs, new objects: found by content
    assert ask(*other) != first  # other content: another answer, not the remembered one
    te.clear_memos()
    assert not memo(name)
    assert ask(*unpickled) == first  # worked out again: the same answer


def test_clear_memos_empties_every_memo_and_changes_no_answer():
    hand, lead = "KS KS QS 3S 4H 9D", "AS AS"
    before = te.follow_options(hand, lead, trump="2H", rules="tractor-5p")
    assert sum(map(len, MEMOS)) > 0
    te.clear_memos()
    assert all(len(m) == 0 for m in MEMOS)
    after = te.follow_options(hand, lead, trump="2H", rules="tractor-5p")
    assert after == before and after is not before and after.must == te.Cards("KS KS")


def test_a_memo_empties_itself_when_full():
    small = Memo("a test memo", 2)
    try:
        small.keep(1, "a")
        small.keep(2, "b")
        assert small.keep(3, "c") == "c" and dict(small) == {3: "c"}
    finally:
        MEMOS.remove(small)


def test_no_engine_module_keeps_a_memo_of_its_own():
    """No ``lru_cache``/``cache`` and no ``global`` rebinding: every memo is a ``Memo``."""
    found = []
    for path in sorted(ENGINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Global):
                found.append(f"{path.name}:{node.lineno}: global {', '.join(node.names)}")
            if isinstance(node, ast.ImportFrom) and node.module == "functools":
                for alias in node.names:
                    if alias.name in ("lru_cache", "cache"):
                        found.append(f"{path.name}:{node.lineno}: {alias.name}")
            if isinstance(node, ast.Attribute) and node.attr in ("lru_cache", "cache"):
                found.append(f"{path.name}:{node.lineno}: {node.attr}")
    assert not found, found


def test_a_pickled_lead_is_the_remembered_one_and_judged_the_same():
    rules = te.rules("tractor-5p")
    lead = te.classify_lead("AS AS", trump="2H", rules=rules)
    unpickled = again(lead)
    assert unpickled is lead  # unpickling classifies its cards again: the memo's Lead
    te.clear_memos()
    fresh = again(lead)
    assert fresh == lead and fresh is not lead
    hand, play = "KS KS 3S 9D", "KS 3S"
    verdicts = {
        te.check_follow(hand, x, play, trump=te.Trump("2", "H"), rules=again(rules))
        for x in (lead, unpickled, fresh, lead.cards)
    }
    assert len(verdicts) == 1 and not verdicts.pop().legal


# --- Another process, another hash seed ----------------------------------------------------

_VALUES = """
import tractor_engine as te
r5 = te.rules("tractor-5p")
lead = te.classify_lead("KS KS 10S 10S 3S", trump="2H", rules=r5)
values = {
    "rules": r5,
    "changed": te.rules("tractor-4p", tractor_follow="must-tractor"),
    "trump": te.Trump("2", "H"),
    "lead": lead,
    "options": te.follow_options("QS QS 8S 8S 7S 4H", lead, trump="2H", rules=r5),
    "verdict": te.check_follow("QS QS 8S 8S 7S 4H", lead, "QS QS 8S 7S 4H", trump="2H", rules=r5),
    "throw": te.check_throw(lead, {1: "AS AS", 2: "4S"}, trump="2H", rules=r5),
    "trick": te.trick_result([lead, "QS QS 8S 7S 4S"], trump="2H", rules=r5),
    "combos": te.combos("3S 3S 4S 4S 9D", trump="2H", rules="tractor-4p"),
    "hand": te.Hand("3S 3S 4S 4S 9D", trump="2H", rules="tractor-4p"),
    "play": te.Play(1, "10H 10H"),
}
for value in values.values():
    hash(value)  # a hash a value keeps must not travel with its pickle
"""

_PICKLER = """
import pickle, sys
exec(sys.argv[1])
sys.stdout.buffer.write(pickle.dumps(values))
"""

_UNPICKLER = """
import pickle, sys
unpickled = pickle.loads(sys.stdin.buffer.read())
exec(sys.argv[1])  # the same values, made in this process
bad = []
for name, value in unpickled.items():
    made = values[name]
    if value != made or hash(value) != hash(made) or {made: 1}.get(value) != 1:
        bad.append(name)
print(" ".join(bad))
"""


def test_values_unpickled_under_another_hash_seed_hash_as_that_process_does():
    def run(code: str, seed: str, data: bytes = b"") -> bytes:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        proc = subprocess.run(
            [sys.executable, "-c", code, _VALUES], input=data, env=env, capture_output=True
        )
        assert proc.returncode == 0, proc.stderr.decode()[-3000:]
        return proc.stdout

    bad = run(_UNPICKLER, "2", run(_PICKLER, "1")).decode().split()
    assert bad == [], f"equal but hashed differently after unpickling: {bad}"


def test_a_remembered_trick_result_speaks_the_language_and_listener_in_force():
    plays = tuple((seat, tuple(te.Cards(p))) for seat, p in enumerate(("AS", "KS", "3S", "2H")))
    trick = te.Trick(0, 0, plays, 3, 5, te.Trump("2", "H"), R4)
    english = trick.reason
    with te.language("es"):
        spanish = trick.reason
    with te.speaking_to(3):
        yours = trick.reason
    assert trick.result is trick.result  # remembered
    assert spanish != english and "Asiento 3" in spanish
    assert yours != english and "You" in yours
    assert trick.reason == english
