"""The SEKI tab driven like a user: clicking entries, passing, the colours of the values, the
classification, bad matrices."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.framework.record import Mode
from desktop.games.seki.tab import SekiDialog
from engines.protocol import NotationError
from tests.desktop.conftest import settle, tab_of


@pytest.fixture
def seki(window):
    return tab_of(window, "seki")


def click_entry(qtbot, tab, r, c):
    rect = tab.board.canvas.cell(r, c)
    qtbot.mouseClick(tab.board.canvas, Qt.MouseButton.LeftButton,
                     pos=QPoint(int(rect.center().x()), int(rect.center().y())))


def test_a_complete_seki_is_classified_and_every_entry_shows_red(qtbot, seki):
    seki.set_mode(Mode.HUMAN_HUMAN)
    seki.start_game({"variant": "seki", "matrix": [[2, 1, 1], [1, 2, 1], [1, 1, 2]],
                     "first": 0})
    settle(qtbot, seki)
    qtbot.waitUntil(lambda: not seki.thinking.runner.busy and "R" in seki.thinking.text.text(),
                    timeout=10_000)
    assert "Полное секи" in seki.thinking.text.text()
    values = seki.board.canvas.values
    assert len(values) == 9 and set(values.values()) == {-1}
    analysis = seki.analyses[seki.position]
    assert [m.text for m in analysis.optimal_moves] == ["pass"]


def test_clicks_and_pass_play_moves_and_two_passes_draw(qtbot, seki):
    seki.set_mode(Mode.HUMAN_HUMAN)
    seki.start_game({"variant": "d-seki", "matrix": [[1, 1], [1, 1]], "first": 1})
    settle(qtbot, seki)
    click_entry(qtbot, seki, 0, 1)
    assert seki.position.matrix == ((1, 0), (1, 1)) and seki.position.mover == 0
    seki.undo()
    qtbot.mouseClick(seki.board.pass_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(seki.board.pass_button, Qt.MouseButton.LeftButton)
    assert seki.record.is_over() and seki.game.terminal_value(seki.position) == 0


def test_the_computer_plays_a_whole_game(qtbot, seki):
    seki.controls.speed.setValue(5)
    seki.start_game({"variant": "seki", "matrix": [[2, 1], [1, 1]], "first": 0})
    seki.set_mode(Mode.COMPUTER_COMPUTER)
    qtbot.waitUntil(lambda: seki.record.is_over(), timeout=20_000)


def test_bad_matrices_are_named(qtbot, seki):
    with pytest.raises(NotationError, match="zeros"):
        seki.validate_position("1,0/0,0 R")
    with pytest.raises(NotationError, match="equal length"):
        seki.validate_position("1,2/1 R")
    with pytest.raises(NotationError, match="liberties"):
        seki.validate_position("9,9,9/9,9,9/9,9,9 R")
    dialog = SekiDialog(seki, seki.settings)
    qtbot.addWidget(dialog)
    dialog.matrix.setText("1,x/2,2")
    dialog.accept()
    assert "строка 1" in dialog.error.text() and dialog.result_settings is None
    dialog.matrix.setText("1,2/2,1")
    dialog.accept()
    assert dialog.result_settings["matrix"] == [[1, 2], [2, 1]]
