"""The modes that run without a display: ``--screenshots DIR`` and ``--self-test``."""
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication

from desktop.framework.game_tab import GameTab
from desktop.framework.record import Mode
from desktop import paths
from desktop.main_window import MainWindow
from desktop.version import app_version


def wait_until(condition, timeout: float = 20.0) -> bool:
    """Run the event loop until ``condition()`` holds or ``timeout`` seconds pass."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def play_some_moves(tab: GameTab, rounds: int) -> None:
    """Human–computer: the human plays the first legal move, the computer answers; twice."""
    tab.set_mode(Mode.HUMAN_COMPUTER)
    tab.controls.speed.setValue(5)
    for _ in range(rounds):
        ready = wait_until(lambda: tab.human_to_move() and tab.position in tab.analyses)
        if not ready or tab.record.is_over():
            break
        tab.play_human_move(tab.game.legal_moves(tab.position)[0])
        wait_until(lambda: tab.human_to_move() or tab.record.is_over())
    wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy)
    tab.thinking.finish()


def screenshots(app: QApplication, window: MainWindow, folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    window.resize(1366, 768)
    ok = True
    for i, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(i)
        play_some_moves(tab, 1)
        tab.side.setCurrentIndex(1)
        wait_until(lambda: False, 0.3)
        name = tab.game_name
        ok &= window.grab().save(str(folder / f"{i + 1:02d}-{name}.png"))
        tab.side.setCurrentIndex(0)
        wait_until(lambda: False, 0.1)
        ok &= window.grab().save(str(folder / f"{i + 1:02d}-{name}-analysis.png"))
        for label, show in tab.extra_screens():
            show()
            wait_until(lambda: not tab.runner.busy, 5)
            wait_until(lambda: False, 0.3)
            ok &= window.grab().save(str(folder / f"{i + 1:02d}-{name}-{label}.png"))
        for page in ("rules", "algorithm"):
            dialog = window.show_help(page)
            wait_until(lambda: False, 0.2)
            ok &= dialog.grab().save(str(folder / f"{i + 1:02d}-{name}-{page}.png"))
            dialog.close()
    from desktop.classroom_shots import classroom_screenshots
    ok &= classroom_screenshots(window, folder, wait_until)
    window.close()
    return 0 if ok else 1


def self_test(app: QApplication, window: MainWindow) -> int:
    """Open the window, play a computer–computer Nim game to the end, exit 0 if it ended."""
    tab = next(t for t in window.game_tabs if t.game_name == "nim")
    window.tabs.setCurrentWidget(tab)
    tab.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    tab.set_mode(Mode.COMPUTER_COMPUTER)
    tab.controls.speed.setValue(5)
    finished = wait_until(lambda: tab.record.is_over(), 60)
    moves = len(tab.record.plies)
    # The autosave must land in the user's data folder, whatever the install folder allows.
    window.autosave_enabled = True
    window.autosave()
    saved = window.read_autosave()
    autosaved = saved is not None and bool(saved["tabs"].get("nim", {}).get("moves"))
    window.autosave_enabled = False
    window.close()
    print(f"self-test: {'ok' if finished and autosaved else 'FAILED'}, version "
          f"{app_version()}, computer–computer Nim ended after {moves} moves, autosave "
          f"{'written to ' + str(paths.user_data()) if autosaved else 'FAILED'}")
    return 0 if finished and autosaved else 1
