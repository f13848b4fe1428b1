"""The Qt-free engines type-check under ``mypy --strict`` (configured in pyproject.toml)."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_engines_pass_mypy_strict(tmp_path):
    mypy = Path(sys.executable).with_name("mypy")
    if not mypy.exists() and shutil.which("mypy") is None:
        pytest.skip("mypy is not installed in this environment")
    out = subprocess.run([str(mypy if mypy.exists() else "mypy"), "--cache-dir",
                          str(tmp_path / "cache")], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stdout[-3000:]
