"""settle(): waits for the engine jobs of shown windows and for animated boards — found through
the objects that registered themselves, not by walking every widget Qt has."""
from __future__ import annotations

import threading

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QWidget

from desktop.framework.waiting import animates, settle
from desktop.framework.worker import EngineRunner


def test_settle_waits_for_a_job_of_a_shown_window_only(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    inner = QWidget(window)
    runner = EngineRunner(inner)
    release = threading.Event()
    got = []
    runner.start(lambda control: release.wait(5), got.append)
    assert settle(0.2)  # the window is not shown: nothing to wait for
    window.show()
    assert not settle(0.2)
    release.set()
    assert settle(5)
    assert got == [True]
    QThreadPool.globalInstance().waitForDone(5_000)


def test_settle_waits_for_a_shown_animation(qtbot):
    class Board(QWidget):
        moving = True

        def animating(self) -> bool:
            return self.moving

    board = Board()
    qtbot.addWidget(board)
    animates(board)
    assert settle(0.2)  # hidden
    board.show()
    assert not settle(0.2)
    board.moving = False
    assert settle(0.2)


def test_a_deleted_runner_or_board_is_not_waited_for(qtbot):
    window = QWidget()
    window.show()
    runner = EngineRunner(window)
    release = threading.Event()
    runner.start(lambda control: release.wait(5), lambda result: None)
    window.deleteLater()  # the runner goes with it; its Python wrapper is still held here
    qtbot.waitUntil(lambda: not _valid(runner), timeout=5_000)
    assert settle(0.2)
    release.set()
    QThreadPool.globalInstance().waitForDone(5_000)


def _valid(obj) -> bool:
    import shiboken6
    return shiboken6.isValid(obj)
