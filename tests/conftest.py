import faulthandler
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[1]


# The longest tests, started first (CPU seconds measured in one full run, 28 Nov 2026): with one
# worker a core, a long test that starts last keeps one core busy alone at the end.
FIRST = [
    # builds the one-folder app (about 25 s of CPU), then runs its --screenshots (about 20 s of
    # CPU, and no fixed pauses since #33):
    # the longest chain; the other tests of the built app come after the build is done
    "tests/test_packaging.py::test_every_tab_and_classroom_window_opens_in_the_built_app",
    "tests/desktop/test_language_walk.py::test_every_widget_of_every_tab_speaks_the_chosen_language",
    "tests/test_typing.py::",  # mypy over engines and desktop, 13 s without its cache
    "tests/engines/test_durak.py::test_long_draws_and_random_deals_of_eight_agree",
    "tests/desktop/test_results.py::",  # one window for the module, and the playout command
    "tests/desktop/test_kalah_tab.py::test_computer_against_computer_on_kalah_6_4",
    "tests/engines/test_solitaire_solve_position.py::test_positions_in_play_agree_with_the_brute",
    "tests/engines/test_kalah.py::test_computer_against_computer_plays_to_the_end",
    "tests/engines/test_odnomastka.py::test_the_short_rule_of_the_terminal_versions",
    "tests/engines/test_determinant.py::test_positions_with_four_numbers_match_plain_minimax",
    "tests/test_packaging.py::",
    "tests/test_portable.py::test_the_built_app",
    "tests/desktop/test_class_folder.py::test_25_pcs_write_40_results_each_at_once",
    "tests/desktop/test_cyrillic_paths.py::",
    "tests/desktop/test_stone_heaps_big.py::",
]
TOGETHER = {
    # tests that share a module- or session-scoped fixture run on one worker, which builds it
    # once: a main window, mypy's run, the pure-Python worker, the scan of the sources, the
    # .deb and .rpm
    "tests/desktop/test_results.py::": "module",
    "tests/desktop/test_battle_window.py::": "module",
    "tests/desktop/test_battle_class_folder.py::": "module",
    "tests/desktop/test_error_templates.py::": "module",
    "tests/engines/test_kalah_compiled.py::": "module",
    "tests/test_typing.py::": "module",
    "tests/test_packaging.py::test_the_deb_installs": "packages",
    "tests/test_packaging.py::test_the_rpm_lists": "packages",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests named in FIRST first, in its order; the rest as collected. (Every worker
    sorts the same collection the same way, as pytest-xdist requires.)"""
    def rank(item: pytest.Item) -> int:
        return next((i for i, start in enumerate(FIRST) if item.nodeid.startswith(start)),
                    len(FIRST))
    items.sort(key=rank)  # stable: within a rank the collected order stays


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: the tests run without xdist too
def pytest_xdist_make_scheduler(config: pytest.Config, log):  # type: ignore[no-untyped-def]
    """``-n``: each worker takes the next test (or group of TOGETHER) in the order above as it
    finishes one. xdist's own "load" hands a worker a quarter of the suite at once, so the
    slow tests drifted to the end; its "loadgroup" marks did not work here."""
    if config.getoption("dist") != "load":
        return None  # a --dist chosen on the command line
    from xdist.scheduler import LoadScopeScheduling

    class OneByOne(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            for start, group in TOGETHER.items():
                if nodeid.startswith(start):
                    return start + group
            return nodeid

        # Two faults of xdist's LoadScopeScheduling (3.8) after a worker crashes: it puts back
        # every unit the dead worker ever had, finished ones too, and then "sends" a worker a
        # unit with nothing left to run; and it tops up a new worker with one test only. A
        # worker runs a test only once it knows the next one, so both waited for ever: a crash
        # held CI until its 90-minute limit.
        def remove_node(self, node):  # type: ignore[no-untyped-def]
            units = self.assigned_work.get(node, {})
            for scope in [scope for scope, unit in units.items() if all(unit.values())]:
                del units[scope]
            crashed: str | None = super().remove_node(node)
            if crashed is not None:  # reported as failed: not run again
                unit = self.workqueue.get(self._split_scope(crashed), {})
                unit[crashed] = True
                if unit and all(unit.values()):
                    del self.workqueue[self._split_scope(crashed)]
            return crashed

        def _reschedule(self, node):  # type: ignore[no-untyped-def]
            if node.shutting_down:
                return
            if not self.workqueue:
                node.shutdown()
                return
            while self.workqueue and self._pending_of(self.assigned_work[node]) <= 2:
                self._assign_work_unit(node)
    config.option.loadscopereorder = False  # keep the order above, not the biggest group first
    return OneByOne(config, log)


HANG_SECONDS = float(os.environ.get("FINITE_GAMES_TEST_HANG_SECONDS", "300"))
"""A test still running after this long (the longest take under a minute) is stuck: its
process prints every thread's stack and exits, and pytest-xdist reports the test as crashed and
goes on with a new worker (without xdist the run stops there) instead of waiting for CI's limit."""
_stderr: list[int] = []
"""The terminal's stderr, duplicated while pytest does not capture it (a test's own stderr is
captured into a file the exit would lose)."""


def pytest_configure(config: pytest.Config) -> None:
    _stderr.append(os.dup(sys.stderr.fileno()))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # type: ignore[no-untyped-def]
    faulthandler.dump_traceback_later(HANG_SECONDS, exit=True, file=_stderr[0])
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


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
