"""Long engine work: the GUI keeps ticking, and a superseded result is never applied."""
from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer

from engines.games.nim.rules import NimPosition
from tests.desktop.conftest import settle


class SlowFirst:
    """Wraps an analyzer: the first position analysed takes until ``release`` is set, and (like
    a badly behaved engine) ignores cancellation, so its result really arrives late."""

    def __init__(self, inner, slow_position):
        self.inner, self.slow_position = inner, slow_position
        self.release = threading.Event()
        self.started = threading.Event()

    def analyze(self, pos, control=None, **kw):
        if pos == self.slow_position:
            self.started.set()
            self.release.wait(10)
        return self.inner.analyze(pos, **kw)


def start_slow(qtbot, nim, heaps):
    nim.start_game({"variant": "normal", "heaps": heaps})
    settle(qtbot, nim)
    slow = SlowFirst(nim.analyzer, NimPosition((9, 9)))
    nim.analyzer = slow
    nim.record.start = NimPosition((9, 9))
    nim.analyses.pop(NimPosition((9, 9)), None)
    nim.refresh()
    assert slow.started.wait(5) and nim.runner.busy
    return slow


def count_ticks(qtbot, ms):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    qtbot.wait(ms)
    timer.stop()
    return len(ticks)


def test_gui_keeps_running_while_the_engine_thinks(qtbot, nim):
    slow = start_slow(qtbot, nim, [9, 9])
    assert count_ticks(qtbot, 400) >= 15, "the event loop stalled during a search"
    qtbot.waitUntil(lambda: nim.controls.busy.isVisible(), timeout=2000)  # busy indicator
    slow.release.set()
    settle(qtbot, nim)
    assert nim.analyses[NimPosition((9, 9))].value == -1


def test_new_game_during_a_search_drops_the_old_result(qtbot, nim):
    slow = start_slow(qtbot, nim, [9, 9])
    dropped = nim.runner.dropped
    nim.analyzer = slow.inner
    nim.start_game({"variant": "normal", "heaps": [1, 2]})
    settle(qtbot, nim)
    slow.release.set()
    qtbot.waitUntil(lambda: nim.runner.dropped == dropped + 1, timeout=5000)
    assert NimPosition((9, 9)) not in nim.analyses
    assert "1:1" in nim.panel.table.topLevelItem(0).text(0) or nim.panel.table.topLevelItemCount()
    assert nim.position == NimPosition((1, 2))


def test_switching_tabs_during_a_search_drops_the_result_and_reanalyses_on_return(qtbot, nim):
    slow = start_slow(qtbot, nim, [9, 9])
    dropped = nim.runner.dropped
    nim.deactivate()  # what the main window does when another tab is chosen
    assert not nim.runner.busy
    slow.release.set()
    qtbot.waitUntil(lambda: nim.runner.dropped == dropped + 1, timeout=5000)
    assert NimPosition((9, 9)) not in nim.analyses
    nim.activate()
    settle(qtbot, nim)
    assert nim.analyses[NimPosition((9, 9))].value == -1


def test_cancel_button_stops_the_search_and_says_so(qtbot, nim):
    slow = start_slow(qtbot, nim, [9, 9])
    nim.controls.cancel_button.click()
    assert not nim.runner.busy and nim.paused
    slow.release.set()
    qtbot.wait(100)
    assert NimPosition((9, 9)) not in nim.analyses
