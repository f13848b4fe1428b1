import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
DATA = Path(__file__).parent / "data"


@pytest.fixture
def golden():
    """Compare text with ``tests/data/NAME``; set UPDATE_GOLDEN=1 to rewrite the file."""
    def check(name: str, text: str) -> None:
        path = DATA / name
        if os.environ.get("UPDATE_GOLDEN") or not path.exists():
            path.write_text(text, encoding="utf-8")
        assert text == path.read_text(encoding="utf-8")
    return check


@pytest.fixture(scope="session", autouse=True)
def engine_threads_finish():
    """No engine job may outlive the test session (a thread at interpreter exit can crash)."""
    yield
    try:
        from PySide6.QtCore import QThreadPool
    except ImportError:
        return
    QThreadPool.globalInstance().waitForDone(10_000)
