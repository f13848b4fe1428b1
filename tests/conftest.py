import os
import shutil
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
    """The one-folder app (PyInstaller), built once for the whole run (about 10-25 s): the
    packaging, portable-mode and package tests share it, and so do pytest-xdist's workers — the
    first to need it builds it in their common temporary folder while the others wait."""
    if sys.platform != "linux":
        pytest.skip("the bundle is built and tried on Linux here; the Windows one in the "
                    "release workflow")
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("PyInstaller is not installed in this environment")
    import fcntl  # Linux only, like the bundle tests

    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, above each worker's own
    work = shared / "bundle"
    app = work / "dist" / "finite-games"
    with open(shared / "bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (work / "built").exists():
            shutil.rmtree(work, ignore_errors=True)
            subprocess.run([str(pyinstaller), "--noconfirm", "--log-level", "ERROR",
                            "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
                            str(ROOT / "packaging" / "finite_games.spec")],
                           cwd=ROOT, check=True, capture_output=True, timeout=600)
            (work / "built").touch()
    return app
