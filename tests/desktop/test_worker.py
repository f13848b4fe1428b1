"""The engine runner: the newest job's result only, and a job that outlives its owner (a window
closed mid-search) runs out harmlessly."""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThreadPool

from desktop.framework.worker import EngineRunner
from engines.solvers.control import SearchControl


def busy_job(seconds: float):
    def job(control):
        control.check_every = 1
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            control.tick()  # reports progress, through the runner's signals, every node
        return "done"
    return job


def test_only_the_newest_result_is_applied(qtbot):
    owner = QObject()
    runner = EngineRunner(owner)
    got = []
    runner.start(busy_job(0.2), got.append)
    runner.start(lambda control: 42, got.append)
    qtbot.waitUntil(lambda: got == [42], timeout=5_000)
    QThreadPool.globalInstance().waitForDone(5_000)
    assert got == [42]


def test_a_job_outlives_its_deleted_owner(qtbot):
    for _ in range(5):
        owner = QObject()
        runner = EngineRunner(owner)
        got = []
        runner.start(busy_job(0.3), got.append)
        qtbot.wait(50)
        owner.deleteLater()  # the runner goes with it while the job emits progress
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert QThreadPool.globalInstance().waitForDone(5_000)
        qtbot.wait(50)  # the job's queued signals and its signals' deletion are delivered
        assert got == []


def test_a_job_stopped_by_someone_else_s_control_is_reported_not_waited_for(qtbot):
    """An engine object shared between threads can raise Cancelled into a job whose own
    control was never cancelled: the runner must hear that the job ended (failed), or it stays
    busy and its tab waits for an analysis forever."""
    runner = EngineRunner()
    failures: list[str] = []
    runner.failed.connect(failures.append)

    def job(control: SearchControl) -> None:
        other = SearchControl()
        other.cancel()
        other.check()  # raises Cancelled: not this job's control

    runner.start(job, lambda result: None)
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
    assert failures and "Cancelled" in failures[0]


def test_one_analysis_at_a_time_per_analyzer():
    """``analyse_in_turn`` runs an analyzer's calls one after another, whichever threads ask."""
    import threading
    import time

    from desktop.framework.worker import analyse_in_turn

    inside, most = [0], [0]

    class Slow:
        def analyze(self, pos, control=None):
            inside[0] += 1
            most[0] = max(most[0], inside[0])
            time.sleep(0.02)
            inside[0] -= 1
            return pos

    slow = Slow()
    threads = [threading.Thread(target=analyse_in_turn, args=(slow, k)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert most[0] == 1
