"""Waiting without blocking the event loop: for a condition, or until the shown windows have
settled before a picture is taken (``--screenshots``, the classroom tools' pictures, tests)."""
from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from typing import Protocol, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QEventLoop, QObject
from PySide6.QtWidgets import QWidget

from desktop.framework.worker import EngineRunner


class Animated(Protocol):
    def animating(self) -> bool: ...
    def isVisible(self) -> bool: ...


T = TypeVar("T")

_animations: weakref.WeakSet[Animated] = weakref.WeakSet()


def animates(widget: Animated) -> None:
    """:func:`settle` waits while ``widget`` is shown and ``widget.animating()``."""
    _animations.add(widget)


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
    machine.

    It asks only objects made here, which register themselves: walking all widgets
    (``QApplication.allWidgets()``) wrapped Qt's own internal ones too, and a wrapper left behind by
    one that Qt deleted crashed the test run when a new object took its address."""
    def idle() -> bool:
        try:
            return not any(runner.busy and _in_shown_window(runner)
                           for runner in _live(EngineRunner.live)) \
                and not any(w.isVisible() and w.animating() for w in _live(_animations))
        except RuntimeError:  # one was deleted meanwhile (a closed window collected): ask again
            return False
    done = wait_until(idle, timeout)
    for _ in range(3):  # what the last results posted may post again (a layout, then paint)
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    return done


def _live(objects: weakref.WeakSet[T]) -> list[T]:
    return [o for o in list(objects) if shiboken6.isValid(o)]


def _in_shown_window(obj: QObject | None) -> bool:
    while obj is not None and not isinstance(obj, QWidget):
        obj = obj.parent()
    return obj is not None and obj.window().isVisible()
