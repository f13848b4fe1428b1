"""The tournament window after its games: Close (not Cancel), results kept, in either language."""
from __future__ import annotations

from tests.desktop.test_kalah_tab import SMALL, kalah  # noqa: F401  (the fixture)


def test_after_the_games_the_window_offers_close_and_keeps_its_results(qtbot, window, kalah):
    kalah.start_game(dict(SMALL, m=4, n=2))
    dialog = kalah.open_tournament()
    qtbot.addWidget(dialog)
    assert dialog.cancel_button.text() == "Закрыть"  # nothing runs yet: closing is all it does
    dialog.games.setValue(1)
    for row in range(dialog.entrants.rowCount()):
        dialog.entrants.cellWidget(row, 1).setValue(1)
    dialog.start()
    assert dialog.cancel_button.text() == "Отмена"
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=30_000)
    assert dialog.cancel_button.text() == "Закрыть"
    assert dialog.results.rowCount() == 3
    first = dialog.results.item(0, 0).text()
    assert "глубина 1" in first and "сыграно" in dialog.status.text().lower()

    window.set_language("en")
    qtbot.wait(20)  # LanguageChange is posted
    assert dialog.cancel_button.text() == "Close"
    assert dialog.results.rowCount() == 3 and "depth 1" in dialog.results.item(0, 0).text()
    assert dialog.windowTitle() == "Kalah tournament"
    assert dialog.status.text().startswith("6 games played")
    assert dialog.results.horizontalHeaderItem(1).text() == "Wins"

    dialog.cancel_button.click()
    assert not dialog.isVisible()
    assert dialog.results.rowCount() == 3


def test_cancel_while_playing_stops_the_games_and_keeps_the_window(qtbot, window, kalah):
    kalah.start_game(dict(SMALL, m=6, n=4))
    dialog = kalah.open_tournament()
    qtbot.addWidget(dialog)
    dialog.games.setValue(50)
    dialog.start()
    dialog.cancel_button.click()
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=30_000)
    assert dialog.cancel_button.text() == "Закрыть"
