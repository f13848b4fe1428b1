"""``--screenshots`` pictures of the classroom screens: presentation mode of every tab, pupils
playing each other with the value chart, Help → Keyboard shortcuts and the help index."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.framework.players import PlayerNamesDialog
from desktop.framework.record import Mode
from desktop.framework.screenshot import save_shot
from desktop.framework.waiting import settle
from desktop.main_window import MainWindow


def classroom_screenshots(window: MainWindow, folder: Path,
                          wait_until: Callable[..., bool]) -> bool:
    ok = True

    def save(widget: Any, name: str) -> None:
        nonlocal ok
        settle()
        ok &= save_shot(widget, folder / name)

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
    pupils_game(nim, wait_until, throw_at=0, plies=5)
    save(window, "classroom-human-human.png")
    nim.toolbar.analysis_button.setChecked(True)
    save(window, "classroom-human-human-analysis.png")
    save(nim.strip, "classroom-value-chart.png")
    # A score game scored along the way: the chart shows the expected final trick difference.
    cards = next(t for t in window.game_tabs if t.game_name == "odnomastka")
    window.tabs.setCurrentWidget(cards)
    cards.start_game(cards.default_settings())
    pupils_game(cards, wait_until, throw_at=1, plies=8)
    cards.toolbar.analysis_button.setChecked(True)
    save(window, "classroom-value-chart-score.png")
    cards.set_mode(Mode.HUMAN_COMPUTER)
    window.tabs.setCurrentWidget(nim)

    window.presentation.enter(full_screen=False)  # a 1366×768 picture, as on a projector
    for i, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentWidget(tab)
        wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy, 10)
        save(window, f"{i + 1:02d}-{tab.game_name}-presentation.png")
    window.presentation.leave()
    nim.set_mode(Mode.HUMAN_COMPUTER)
    return ok


def pupils_game(tab: Any, wait_until: Callable[..., bool], throw_at: int, plies: int) -> None:
    """Human–human: good moves, except the worst one at ply ``throw_at``."""
    tab.seats.pupils = ("Маша", "Петя")
    tab.set_mode(Mode.HUMAN_HUMAN)
    for i in range(plies):
        if not wait_until(lambda: tab.position in tab.analyses, 10) or tab.record.is_over():
            break
        analysis = tab.analyses[tab.position]
        move = (min(analysis.moves, key=lambda m: m.value) if i == throw_at
                else next(m for m in analysis.moves if m.optimal))
        tab.play_human_move(move.move)
    wait_until(lambda: tab.position in tab.analyses and not tab.runner.busy, 10)
