"""Compact JavaScript: the widgets' ESM without comments and the spaces no parser needs.

anywidget saves a widget's whole ESM with every instance in a notebook, so the bytes sent count
(``tests/widgets/test_saved_size.py``). ``compact_js`` reads the source as tokens (strings,
regular expressions, comments, words and punctuation) and writes them back with a space only
between two word characters (or two ``+`` / ``-`` that would otherwise join), a line break
only where one may end a statement, and strings in single quotes where that needs no escape
(a JSON string, as the notebook saves the ESM, escapes every double quote). It knows the
JavaScript the widgets are written in: no template literals.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Za-z0-9_$]")
#: After these a ``/`` starts a regular expression, not a division.
_BEFORE_REGEX = set("(,=:[!&|?{};+-*%<>~^") | {""}
_REGEX_KEYWORDS = ("return", "typeof", "case", "do", "else", "in", "of")
#: A line break after these can never end a statement early, and none is needed before these.
_NO_BREAK_AFTER = set("{(,;[=:?&|*/<>!")
_NO_BREAK_BEFORE = set("}),;.]:?&|=")


def _string(src: str, i: int) -> tuple[str, int]:
    quote = src[i]
    j = i + 1
    while src[j] != quote:
        if src[j] == "\\":
            j += 1
        if src[j] == "\n":
            raise ValueError(f"unterminated string at {i}")
        j += 1
    body = src[i + 1 : j]
    if quote == '"' and "'" not in body:
        return "'" + body.replace('\\"', '"') + "'", j + 1
    return src[i : j + 1], j + 1


def _regex(src: str, i: int) -> tuple[str, int]:
    j, in_class = i + 1, False
    while in_class or src[j] != "/":
        if src[j] == "\\":
            j += 1
        elif src[j] == "[":
            in_class = True
        elif src[j] == "]":
            in_class = False
        elif src[j] == "\n":
            raise ValueError(f"unterminated regular expression at {i}")
        j += 1
    j += 1
    while j < len(src) and _WORD.match(src[j]):
        j += 1
    return src[i:j], j


def _tokens(src: str) -> list[tuple[str, bool]]:
    """The tokens of ``src``, each with whether a line break came before it."""
    out: list[tuple[str, bool]] = []
    i, n, broke = 0, len(src), False
    while i < n:
        c = src[i]
        if c in " \t\r\n":
            broke = broke or c == "\n"
            i += 1
            continue
        if src.startswith("//", i):
            i = src.find("\n", i)
            i = n if i < 0 else i
            continue
        if src.startswith("/*", i):
            i = src.index("*/", i) + 2
            continue
        if c in "\"'":
            tok, i = _string(src, i)
        elif c == "`":
            raise ValueError("template literals are not compacted: use quotes")
        elif c == "/" and (
            (out[-1][0][-1] if out else "") in _BEFORE_REGEX
            or (out and out[-1][0] in _REGEX_KEYWORDS)
        ):
            tok, i = _regex(src, i)
        elif _WORD.match(c):
            j = i
            while j < n and _WORD.match(src[j]):
                j += 1
            tok, i = src[i:j], j
        elif src.startswith(("++", "--"), i):
            tok, i = src[i : i + 2], i + 2
        else:
            tok, i = c, i + 1
        out.append((tok, broke))
        broke = False
    return out


def compact_js(src: str) -> str:
    """``src`` with its comments and needless spaces and line breaks taken out."""
    parts: list[str] = []
    prev = ""
    for tok, broke in _tokens(src):
        if prev:
            if broke and prev[-1] not in _NO_BREAK_AFTER and tok[0] not in _NO_BREAK_BEFORE:
                parts.append("\n")
            elif (_WORD.match(prev[-1]) and _WORD.match(tok[0])) or (
                prev[-1] in "+-" and tok[0] in "+-"
            ):
                parts.append(" ")
        parts.append(tok)
        prev = tok
    return "".join(parts)


_TOP_FUNCTION = re.compile(r"(?m)^function (\w+)\(")


def used_functions(library: str, users: str) -> str:
    """The top-level ``function`` declarations of ``library`` (JavaScript source, each starting
    a line) that ``users`` calls, with the ones those call in turn, in their order; what
    ``library`` holds besides its functions is kept."""
    starts = [(m.start(), m.group(1)) for m in _TOP_FUNCTION.finditer(library)]
    bodies = {
        name: library[at : starts[k + 1][0] if k + 1 < len(starts) else len(library)]
        for k, (at, name) in enumerate(starts)
    }
    head = library[: starts[0][0]] if starts else library

    def calls(text: str) -> set[str]:
        return {name for name in bodies if re.search(rf"\b{name}\b", text)}

    needed: set[str] = set()
    todo = calls(users + head)
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo |= calls(bodies[name].split("{", 1)[1])
    return head + "".join(body for name, body in bodies.items() if name in needed)
