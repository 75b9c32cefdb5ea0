"""The docs build is strict: a broken cross-reference fails it, as ``sphinx-build -W`` must.

Sphinx runs from the site's build environment (``.venv-site``), as ``make site`` runs it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def build(tmp_path: Path, site_bin: Path, page: str) -> subprocess.CompletedProcess:
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy2(ROOT / "docs" / "conf.py", src / "conf.py")
    (src / "_static").mkdir()
    (src / "index.md").write_text("# Home\n\n```{toctree}\nrules\n```\n\n" + page)
    (src / "rules.md").write_text("# Rules\n\n## 4. Following\n\nText.\n")
    sphinx = site_bin / "sphinx-build"
    return subprocess.run(
        [str(sphinx), "-W", "-q", "-b", "html", str(src), str(tmp_path / "out")],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_a_good_anchor_builds(tmp_path: Path, site_bin: Path) -> None:
    done = build(tmp_path, site_bin, "See [rules §4](rules.md#4-following).\n")
    assert done.returncode == 0, done.stderr


def test_a_broken_anchor_fails_the_build(tmp_path: Path, site_bin: Path) -> None:
    done = build(tmp_path, site_bin, "See [rules §10](rules.md#10-no-such-section).\n")
    assert done.returncode != 0
    assert "10-no-such-section" in done.stderr
