"""The engine runner: the newest job's result only, and a job that outlives its owner (a window
closed mid-search) runs out harmlessly."""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThreadPool

from desktop.framework.worker import EngineRunner


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
