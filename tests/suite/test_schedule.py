"""The suite's own scheduling (tests/conftest.py): the table of measured seconds names files
that exist, and the tests that read the site wait for a background build's status file."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..conftest import ROOT, SECONDS, SPREAD, needs_site, shared_groups, site_build_status


@pytest.mark.parametrize("key", sorted({*SECONDS, *SPREAD}))
def test_each_scheduled_name_is_a_test_file_and_test_of_the_suite(key: str) -> None:
    path, _, test = key.partition("::")
    source = ROOT / path
    assert source.is_file(), f"{path} is gone: take it out of tests/conftest.py"
    if test:
        name = test.split("[", 1)[0]
        assert f"def {name}(" in source.read_text(encoding="utf-8"), key


def test_only_the_readers_of_lesson_run_share_a_worker() -> None:
    groups = shared_groups()
    assert "tests/notebooks/test_exercises.py" in groups
    # test_lesson_runs_top_to_bottom names no fixture: the kernel files go on their own
    assert "tests/notebooks/test_lessons.py" not in groups
    assert "tests/notebooks/test_lessons_in_spanish.py" not in groups


def test_the_site_readers_wait_for_the_status_the_build_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert needs_site("tests/site/test_site_build.py")
    assert needs_site("tests/package/test_dist.py")
    assert not needs_site("tests/package/test_engine_stdlib.py")
    monkeypatch.delenv("TRACTOR_SITE_BUILD_DONE", raising=False)
    assert site_build_status() == 0  # no build beside: the site's fixtures build
    status = tmp_path / "site-build.status"
    monkeypatch.setenv("TRACTOR_SITE_BUILD_DONE", str(status))
    assert site_build_status() is None
    status.write_text("2\n")
    assert site_build_status() == 2
    status.write_text("0\n")
    assert site_build_status() == 0
