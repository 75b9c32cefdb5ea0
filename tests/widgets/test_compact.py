"""The compacted JavaScript the widgets send (``_compact``): it parses, it is the same program
token for token, and only the functions a widget uses are sent with it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tractor_widgets._base import STATIC, _read
from tractor_widgets._compact import _tokens, compact_js, used_functions
from tractor_widgets._felt import felt_esm

SOURCES = sorted(p.name for p in STATIC.glob("*.js"))


def same_tokens(source: str) -> list[str]:
    """The tokens, with strings in one quote style."""
    out = []
    for tok, _ in _tokens(source):
        if tok[0] in "\"'":
            tok = "'" + tok[1:-1].replace('\\"', '"') + "'"
        out.append(tok)
    return out


@pytest.mark.parametrize("name", SOURCES)
def test_compacting_keeps_every_token(name: str) -> None:
    source = (STATIC / name).read_text(encoding="utf-8")
    compact = compact_js(source)
    assert same_tokens(compact) == same_tokens(source)
    assert len(compact) < len(source)
    assert _read(name) == compact


@pytest.mark.skipif(shutil.which("node") is None, reason="node checks the syntax")
@pytest.mark.parametrize("esm", ["table.js", "round_view.js", *SOURCES])
def test_what_is_sent_parses(esm: str, tmp_path: Path) -> None:
    text = felt_esm(esm) if esm in ("table.js", "round_view.js") else _read(esm)
    path = tmp_path / "module.mjs"
    path.write_text(text, encoding="utf-8")
    result = subprocess.run(["node", "--check", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("source", "compact"),
    [
        ("let a = b - -c;\nlet d = e + +f;\ni++;\n", "let a=b- -c;let d=e+ +f;i++;"),
        ('const s = "it\'s"; const t = "say \\"x\\"";', 'const s="it\'s";const t=\'say "x"\';'),
        ("x = y.replace(/[^a-z]+/g, '-') / 2 // half\n", "x=y.replace(/[^a-z]+/g,'-')/2"),
        ("return\nvalue", "return\nvalue"),
        ("a()\n(b)", "a()\n(b)"),
        ("a\n  .b()", "a.b()"),
    ],
)
def test_compact_js(source: str, compact: str) -> None:
    assert compact_js(source) == compact


def test_only_the_functions_used_are_sent() -> None:
    library = "// lib\nfunction a() { return b(); }\nfunction b() { return 1; }\nfunction c() {}\n"
    assert used_functions(library, "a();") == (
        "// lib\nfunction a() { return b(); }\nfunction b() { return 1; }\n"
    )
    table = felt_esm("table.js")
    assert "function twHand(" not in table and "function twSelection(" in table
