import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[1]


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


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder app (PyInstaller), built once for every test of the session that needs it
    (about 10-25 s): the packaging, portable-mode and package tests share it."""
    if sys.platform != "linux":
        pytest.skip("the bundle is built and tried on Linux here; the Windows one in the "
                    "release workflow")
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("PyInstaller is not installed in this environment")
    work = tmp_path_factory.mktemp("bundle")
    subprocess.run([str(pyinstaller), "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
                    str(ROOT / "packaging" / "finite_games.spec")],
                   cwd=ROOT, check=True, capture_output=True, timeout=600)
    return work / "dist" / "finite-games"
