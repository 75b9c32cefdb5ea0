"""What the widgets send of their static files: smaller, and meaning the same."""

from __future__ import annotations

import re

from tractor_widgets._base import STATIC, _read


def test_the_sent_css_keeps_every_selector_and_declaration() -> None:
    for path in sorted(STATIC.glob("*.css")):
        sent = _read(path.name)
        source = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
        squeeze = re.compile(r"\s+")
        # a universal selector stays a descendant combinator: ".tw-root *" is not ".tw-root*"
        for selector in re.findall(r"[^{}]*\S\s+\*[^{}]*(?=\{)", source):
            kept = squeeze.sub(" ", selector.strip()).replace(" > ", ">").replace(", ", ",")
            assert kept in sent, f"{path.name}: {kept!r} changed"
        assert sent.count("{") == source.count("{"), path.name
        assert len(sent) < len(source), path.name


def test_calc_products_lose_their_spaces_but_not_their_meaning() -> None:
    sent = _read("cards.css")
    assert "calc(64*var(--tw-u))" in sent
    assert ".tw-root *," in sent and ".tw-root*" not in sent


def test_slashes_leading_zeros_and_unit_products_lose_their_bytes() -> None:
    table, cards = _read("table.css"), _read("cards.css")
    assert "grid-area:2/2" in table and "2 / 2" not in table
    assert "rgba(0,0,0,.25)" in cards and "0.25" not in cards
    assert "letter-spacing:-.05em" in cards  # a negative number keeps its sign
    assert "calc(1*" not in table and "left:var(--tw-u)" in table
