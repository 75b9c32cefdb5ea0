"""The lessons' text: it cites the project's rules reference, works in presentation mode (where
the code is hidden), and ends by pointing to the next lesson with a link."""

from __future__ import annotations

import re

import nbformat
import pytest

from .conftest import NOTEBOOKS

IDS = [p.stem for p in NOTEBOOKS]

ANCHORS = {  # docs/rules.md's sections (the same numbers as the rules the engine reads)
    "1": "1-cards-trumps-and-order",
    "2": "2-combinations",
    "3": "3-leads",
    "4": "4-following",
    "5": "5-who-wins-a-trick",
    "6": "6-bidding-the-trump-declaring",
    "7": "7-the-hidden-friend",
    "8": "8-scoring-a-hand",
    "9": "9-what-the-engine-always-answers",
}
#: Text that points at code a presentation hides, or asks the reader to edit it.
POINTS_AT_CODE = re.compile(
    r"change [`\"'][^`\"']+[`\"'] (to|in)|change `?True`? to `?False`?|run the cell again|"
    r"flip (it|one|them)\b|in the cell below|edit (the|this) cell",
    re.I,
)


def markdown(path) -> list[str]:
    nb = nbformat.read(path, as_version=4)
    return [c.source for c in nb.cells if c.cell_type == "markdown"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_rules_are_cited_as_links_to_docs_rules(path) -> None:
    text = "\n".join(markdown(path))
    assert "RULES.md" not in text, f"{path.name} cites RULES.md; cite docs/rules.md"
    problems = []
    for match in re.finditer(r"§\s*(\d)", text):
        before = text[max(0, match.start() - 8) : match.start()]
        link = re.match(r"§(\d)\]\(\.\./docs/rules\.md#([\w-]+)\)", text[match.start() :])
        if "[rules " not in before or not link or ANCHORS[link.group(1)] != link.group(2):
            problems.append(text[max(0, match.start() - 30) : match.end() + 40].replace("\n", " "))
    assert not problems, f"{path.name}: cite as [rules §N](../docs/rules.md#...): {problems}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_text_works_with_the_code_hidden(path) -> None:
    found = [m.group(0) for t in markdown(path) for m in POINTS_AT_CODE.finditer(t)]
    assert not found, f"{path.name}: text that points at code a presentation hides: {found}"


@pytest.mark.parametrize("path", NOTEBOOKS[:-1], ids=IDS[:-1])
def test_next_is_a_link_to_the_next_lesson(path) -> None:
    last = markdown(path)[-1]
    following = NOTEBOOKS[NOTEBOOKS.index(path) + 1].name
    assert re.search(rf"\*\*Next:\*\*.*\]\({re.escape(following)}\)", last, re.S), (
        f"{path.name}: the recap should end with '**Next:** [...]({following})'"
    )
