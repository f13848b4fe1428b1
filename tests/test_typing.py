"""The engines and the Qt layer type-check under ``mypy --strict`` (configured in
pyproject.toml: both folders, strict, no per-module overrides).

mypy runs once for both tests, with its cache in the checkout's ``.mypy_cache`` (the one a
developer's own ``python -m mypy`` uses): measured 13.5 s with no cache, under 1 s after."""
from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

NOT_YET_CLEAN = [
    "desktop/games/one_suit/board.py",
    "desktop/games/one_suit/tab.py",
    "desktop/games/one_suit/thinking.py",
]
"""Desktop files with mypy errors that other work is cleaning right now. The list may only
shrink: the test fails when a file not listed has an error, and when a listed file has become
clean (take it off the list then). Empty it once those branches are merged."""

ERROR = re.compile(r"^(?P<file>[^:\s]+\.py):\d+: error: ")
SUMMARY = re.compile(r"^(Success: no issues found|Found \d+ errors? in \d+ files?) "
                     r"\(checked (?P<checked>\d+) source files?\)$")


@pytest.fixture(scope="module")
def mypy_errors() -> dict[str, list[str]]:
    """The error lines of one ``mypy`` run over what pyproject.toml names, by file."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed in this environment")
    out = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    lines = out.stdout.splitlines()
    summary = SUMMARY.match(lines[-1]) if lines else None
    # Exit 2 (a crash, a bad configuration) or no summary would otherwise read as "no errors".
    assert out.returncode in (0, 1) and summary, (out.stdout + out.stderr)[-3000:]
    sources = sum(1 for folder in ("engines", "desktop") for _ in (ROOT / folder).rglob("*.py"))
    assert int(summary["checked"]) == sources, "mypy did not check both engines and desktop"
    errors: dict[str, list[str]] = {}
    for line in lines:
        match = ERROR.match(line)
        if match:
            errors.setdefault(match["file"].replace("\\", "/"), []).append(line)
    return errors


def test_engines_pass_mypy_strict(mypy_errors: dict[str, list[str]]) -> None:
    found = [line for file, lines in mypy_errors.items() if file.startswith("engines/")
             for line in lines]
    assert not found, "\n".join(found)


def test_desktop_passes_mypy_strict_but_for_the_files_not_yet_clean(
        mypy_errors: dict[str, list[str]]) -> None:
    dirty = {file for file in mypy_errors if file.startswith("desktop/")}
    unexpected = [line for file in sorted(dirty - set(NOT_YET_CLEAN))
                  for line in mypy_errors[file]]
    assert not unexpected, "\n".join(unexpected)
    clean_now = sorted(set(NOT_YET_CLEAN) - dirty)
    assert not clean_now, ("clean now — take them off NOT_YET_CLEAN in tests/test_typing.py: "
                           + ", ".join(clean_now))


def test_the_not_yet_clean_files_exist() -> None:
    """A listed file that was moved or renamed would pass as "clean" for the wrong reason."""
    missing = [name for name in NOT_YET_CLEAN if not (ROOT / name).is_file()]
    assert not missing, missing
