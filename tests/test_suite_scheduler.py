"""The suite's own running (tests/conftest.py): a worker that crashes, or a test that hangs, is
reported as a failure and the run still ends — after a crash, xdist's scheduling once left both
workers waiting for each other until CI's 90-minute limit."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TESTS = '''
import os, signal, time
import pytest

@pytest.mark.parametrize("i", range(30))
def test_before(i):
    time.sleep(0.01)

def test_crash():
    os.kill(os.getpid(), signal.SIGSEGV)

def test_hang():
    time.sleep(60)

@pytest.mark.parametrize("i", range(60))
def test_after(i):
    time.sleep(0.01)
'''


def test_a_crash_and_a_hang_are_failures_and_the_run_ends(tmp_path):
    (tmp_path / "test_mini.py").write_text(TESTS, encoding="utf-8")
    env = dict(os.environ, FINITE_GAMES_TEST_HANG_SECONDS="2")
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-q", "-p", "tests.conftest",
         "-p", "no:cacheprovider", "--rootdir", str(tmp_path), str(tmp_path / "test_mini.py")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    summary = run.stdout.strip().splitlines()[-1]
    assert "2 failed, 90 passed" in summary, run.stdout[-3000:]
    assert "crashed while running 'test_mini.py::test_crash'" in run.stdout
    assert "crashed while running 'test_mini.py::test_hang'" in run.stdout
