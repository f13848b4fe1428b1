"""Waiting without blocking the event loop: for a condition, or until the shown windows have
settled before a picture is taken (``--screenshots``, the classroom tools' pictures, tests)."""
from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication

from desktop.framework.worker import EngineRunner


def wait_until(condition: Callable[[], object], timeout: float = 20.0) -> bool:
    """Run the event loop until ``condition()`` holds or ``timeout`` seconds pass."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if condition():
            return True
        time.sleep(0.005)
    return bool(condition())


def settle(timeout: float = 10.0) -> bool:
    """Before a picture: run the event loop until no engine job of a shown window runs (its
    busy indicator is off) and no board is still animating a move, then deliver what that left
    posted (layouts, repaints). Fixed pauses of 0.1–1 s stood here: 17.5 s of the 50 s
    ``--screenshots`` took, and a pause could still cut a slow answer short on a loaded
    machine."""
    def idle() -> bool:
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        return not any(runner.busy for w in shown for runner in w.findChildren(EngineRunner)) \
            and not any(callable(animating := getattr(w, "animating", None)) and animating()
                        for w in QApplication.allWidgets() if w.isVisible())
    done = wait_until(idle, timeout)
    for _ in range(3):  # what the last results posted may post again (a layout, then paint)
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    return done
