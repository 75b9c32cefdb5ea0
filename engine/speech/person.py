"""Who an English sentence given as text speaks to: said of a seat, or to it.

The engine's own sentences choose their person from templates, in every language
(``languages.speaking_to``, ``round_words``). This module rewrites English text that was given
as a string: ``spoken_to(sentence, listener)`` says ``listener``'s seat in the second person
("Seat 0 passes" -> "You pass", "seat 0 holds no spades" -> "you hold no spades") and leaves
every other seat in the third; ``of_seat(reason, seat)`` says a follow reason, which speaks to
the follower ("you hold"), of its seat in the third person. ``tests/rounds/test_person.py``
checks that the engine's second-person templates say in English what this rewrite says.

Only the engine's own sentence shapes are known here: a seat as a subject ("Seat 0 shows",
"seat 0 still declares", "Seat 0, the declarer, plays", "Seat 0 (A♠) wins"), as an object
("the declarer is seat 0", "held by seat 0"), as a possessive ("seat 0's friend", "not seat
0's"), and the few pronouns that stand for the seat a sentence is about ("its own level", "it
could have shown").
"""

from __future__ import annotations

import re

from ..errors import InputError

#: A follow reason's second person and its third: "{}" is the seat.
_SECOND_PERSON = (
    ("You do not hold", "Seat {} does not hold"),
    ("you do not hold", "seat {} does not hold"),
    ("You hold", "Seat {} holds"),
    ("you hold", "seat {} holds"),
    ("of your choice", "of its choice"),
    ("Your whole hand", "Seat {}'s whole hand"),
    ("Your ", "Its "),
    ("your ", "its "),
)

#: A seat's verb in the third person -> the second.
_VERBS = {
    "calls": "call",
    "declares": "declare",
    "does": "do",
    "has": "have",
    "holds": "hold",
    "is": "are",
    "leads": "lead",
    "passes": "pass",
    "picks": "pick",
    "plays": "play",
    "reinforces": "reinforce",
    "shows": "show",
    "starts": "start",
    "throws": "throw",
    "buries": "bury",
    "wins": "win",
    "was": "were",
}

_SEAT = re.compile(
    r"(?P<before>^|[(,;:] |\b(?:and|but|so|then) |\b\w+ )?"
    r"(?P<s>[Ss])eat (?P<n>\d+)"
    r"(?P<apos>'s\b)?"
    r"(?P<aside>, (?:the declarer|a previous (?:winner|loser)),| \([^)]*\))?"
    r"(?P<still> still)?"
    r"(?: (?P<verb>[a-z]+)\b)?"
)
_SUBJECT_BEFORE = ("", "(", ", ", "; ", ": ", "and ", "but ", "so ", "then ")
#: Pronouns that stand for the seat its sentence is about (after "Seat N" is its subject).
_PRONOUNS = re.compile(r"\b(?:it (?=could have|may show|holds)|its (?=own|\d|[^ ]+ with)|"
                       r"of its (?=hand|choice))")  # fmt: skip
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def _check_words(sentence: object, seat: object, what: str) -> None:
    """Refuse a sentence that is not text, or a seat that is not a whole number."""
    if not isinstance(sentence, str):
        raise InputError(f"the sentence {sentence!r} must be text")
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise InputError(f"{what}={seat!r} must be a seat number (0, 1, ...)")


def of_seat(reason: str, seat: int) -> str:
    """A follow reason, which speaks to the follower ("you hold"), said of ``seat`` ("seat 2
    holds")."""
    _check_words(reason, seat, "seat")
    for you, it in _SECOND_PERSON:
        if you in reason:
            reason = reason.replace(you, it.format(seat))
    return reason


def spoken_to(sentence: str, listener: int | None) -> str:
    """The engine's third-person ``sentence`` spoken to the player of seat ``listener``: that
    seat in the second person ("Seat 0 passes" -> "You pass", "the declarer is seat 0" ->
    "the declarer is you"), every other seat as it was. ``None`` changes nothing."""
    if listener is not None:
        _check_words(sentence, listener, "listener")
    elif not isinstance(sentence, str):
        raise InputError(f"sentence={sentence!r} must be text")
    if listener is None or f"eat {listener}" not in sentence:
        return sentence
    return " ".join(_one_sentence(part, listener) for part in _SENTENCE.split(sentence))


def _one_sentence(sentence: str, listener: int) -> str:
    first = re.search(r"[Ss]eat (\d+)", sentence)
    about_listener = first is not None and int(first.group(1)) == listener

    def swap(m: re.Match[str]) -> str:
        if int(m["n"]) != listener:
            return m[0]
        before, cap = m["before"] or "", m["s"] == "S"
        aside, still, verb = m["aside"] or "", m["still"] or "", m["verb"]
        rest = (aside + still + (f" {verb}" if verb else "")) if not m["apos"] else ""
        if m["apos"]:
            tail = m[0][m.end("apos") - m.start() :]
            if not tail.strip() or tail[:1] in ".,;:":
                return f"{before}{'Yours' if cap else 'yours'}{tail}"
            return f"{before}{'Your' if cap else 'your'}{tail}"
        you = "You" if cap else "you"
        if before.strip() in ("", "(", ",", ";", ":", "and", "but", "so", "then") and verb:
            verb = _VERBS.get(verb, verb)
            return f"{before}{you}{aside}{still} {verb}"
        return f"{before}{you}{rest}"

    sentence = _SEAT.sub(swap, sentence)
    if about_listener:
        sentence = _PRONOUNS.sub(lambda m: m[0].replace("Its", "Your").replace("its", "your")
                                 .replace("it", "you"), sentence)  # fmt: skip
        sentence = sentence.replace(" and is ", " and are ")
    return sentence
