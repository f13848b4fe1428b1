"""``--screenshots`` pictures of the battles window: the setup, a finished battle's standings with
the cross-table, and its list of games (Nim: the perfect engine, the two worked examples and
random moves), and a game of it replayed on the Nim tab."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from desktop.battles.model import Setup
from desktop.battles.setup_page import strategies_folder
from desktop.battles.window import BattleWindow, open_window
from desktop.framework.screenshot import save_shot
from desktop.framework.waiting import settle


def example_setup() -> Setup:
    folder = strategies_folder("nim")
    return Setup("nim", "normal", {"heaps": [3, 4, 5]},
                 ["perfect", str(folder / "nim_sum.py"), str(folder / "mirror.py"), "random"],
                 games=2, seed=1)


def battle_screenshots(window: BattleWindow, folder: Path,
                       wait_until: Callable[..., bool]) -> bool:
    ok = True

    def save(name: str) -> None:
        nonlocal ok
        settle()
        ok &= save_shot(window, folder / name)

    window.resize(1366, 768)
    window.show()
    window.setup_page.set_setup(example_setup())
    window.pages.setCurrentWidget(window.setup_page)
    save("tool-battles-setup.png")
    ok &= window.start()
    ok &= wait_until(lambda: not window.running, 120)
    window.pages.setCurrentWidget(window.standings)
    save("tool-battles-standings.png")
    window.pages.setCurrentWidget(window.games)
    save("tool-battles-games.png")
    # A game of the example file against random moves, on its tab: the sides named by them.
    result = window.result
    assert result is not None
    index = next(n for n, g in enumerate(result.games) if {g.first, g.second} == {1, 3})
    ok &= window.open_game(index)
    settle()  # the analysis of the start position
    ok &= save_shot(window.main, folder / "tool-battles-replay.png")
    window.close()
    return ok


def screenshots(main: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    """The tool's ``--screenshots`` pictures, its window opened from ``main``."""
    window = open_window(main)
    assert isinstance(window, BattleWindow)
    ok = battle_screenshots(window, folder, wait_until)
    QApplication.processEvents()
    return ok
