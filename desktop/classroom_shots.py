"""``--screenshots`` pictures of the classroom screens: presentation mode of every tab, pupils
playing each other with the value chart, Help → Keyboard shortcuts and the help index."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.framework.players import PlayerNamesDialog
from desktop.framework.record import Mode
from desktop.main_window import MainWindow
from engines.policy import choose


def classroom_screenshots(window: MainWindow, folder: Path,
                          wait_until: Callable[..., bool]) -> bool:
    ok = True

    def pause(seconds: float = 0.3) -> None:
        wait_until(lambda: False, seconds)

    def save(widget: Any, name: str) -> None:
        nonlocal ok
        pause()
        ok &= widget.grab().save(str(folder / name))

    dialog: Any = window.show_shortcuts()
    save(dialog, "classroom-shortcuts.png")
    dialog.close()
    dialog = window.show_help_index("nim", "rules")
    save(dialog, "classroom-help-index.png")
    dialog.close()

    nim = next(t for t in window.game_tabs if t.game_name == "nim")
    window.tabs.setCurrentWidget(nim)
    dialog = PlayerNamesDialog(window, ("A", "B"), ("Маша", "Петя"))
    dialog.show()
    save(dialog, "classroom-players.png")
    dialog.close()
    # Two pupils: the first throws the win away at once, then both play well; the teacher
    # shows the analysis to discuss the chart.
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.pupils = ("Маша", "Петя")
    nim.set_mode(Mode.HUMAN_HUMAN)
    for i in range(5):
        if not wait_until(lambda: nim.position in nim.analyses, 10) or nim.record.is_over():
            break
        analysis = nim.analyses[nim.position]
        bad = [m for m in analysis.moves if not m.optimal]
        move = bad[0] if i == 0 and bad else choose(analysis, rng=None).move
        nim.play_human_move(move.move)
    wait_until(lambda: nim.position in nim.analyses and not nim.runner.busy, 10)
    save(window, "classroom-human-human.png")
    nim.toolbar.analysis_button.setChecked(True)
    save(window, "classroom-human-human-analysis.png")
    save(nim.strip, "classroom-value-chart.png")

    window.presentation.enter(full_screen=False)  # a 1366×768 picture, as on a projector
    for i, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentWidget(tab)
        wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy, 10)
        save(window, f"{i + 1:02d}-{tab.game_name}-presentation.png")
    window.presentation.leave()
    nim.set_mode(Mode.HUMAN_COMPUTER)
    return ok
