"""What the battles window's tests share: a main window of their own (module-scoped), the
battles window opened from it, a battle run to its end, and a small Nim battle."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.battles.model import Setup
from desktop.battles.window import BattleWindow, open_window
from desktop.i18n import Translations
from desktop.main_window import MainWindow, make_settings
from engines.battle.battle import Battle
from tests.desktop.conftest import stop_background_work
from tests.engines.test_battle import STRATEGIES

NIM_SUM = str(STRATEGIES / "nim" / "nim_sum.py")
SMALL = Setup("nim", "normal", {"heaps": [1, 2, 3]}, ["perfect", "random", NIM_SUM],
              games=2, seed=5)


def direct(setup: Setup) -> Battle:
    return Battle(setup.game, setup.players, variant=setup.variant, settings=setup.settings,
                  games=setup.games, seed=setup.seed, move_time=setup.move_time,
                  memory_mb=setup.memory_mb, openings=setup.openings)


def main_window(data: Path) -> MainWindow:
    """The app's window in Russian, its settings in ``data`` (as the conftest's ``window``)."""
    translations = Translations()
    translations.switch("ru")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FINITE_GAMES_DATA", str(data))
        main = MainWindow(translations, make_settings(), autosave=False)
    main.show()
    return main


def shut(main: MainWindow) -> None:
    main.close()
    for tab in main.game_tabs:
        tab.deactivate()
    stop_background_work(main)
    main.translations.uninstall()
    main.deleteLater()


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory) -> MainWindow:
    """One main window for the module's tests (building one takes about a second)."""
    main = main_window(tmp_path_factory.mktemp("data"))
    yield main
    shut(main)


@pytest.fixture
def battles(window) -> BattleWindow:
    bw = open_window(window)
    assert isinstance(bw, BattleWindow) and open_window(window) is bw
    bw.show()
    yield bw
    bw.close()


def run(qtbot, bw: BattleWindow, setup: Setup) -> None:
    bw.setup_page.set_setup(setup)
    assert bw.start(), bw.setup_page.error.text()
    qtbot.waitUntil(lambda: not bw.running, timeout=60_000)


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    return shown
