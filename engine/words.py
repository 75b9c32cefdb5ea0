"""Counting words for the engine's sentences: "1 card" / "2 cards", "a 4-card" / "an 8-card"."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"3 cards"``: the count and the word, plural unless the count is 1."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def a_number(n: int) -> str:
    """The count with its article, as spoken: ``"a 4"``, ``"an 8"``, ``"an 11"``, ``"an 18"``."""
    digits = str(n)
    spoken_vowel = digits.startswith("8") or (len(digits) in (2, 5) and digits[:2] in ("11", "18"))
    return f"{'an' if spoken_vowel else 'a'} {n}"
