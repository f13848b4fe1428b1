"""The Nim tab end to end, driven like a user: clicks, keys, the typed move, its own dialogs.
The framework's machinery is tested in test_game_tab.py, the main window in test_main_window.py."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from desktop.framework.record import Mode
from engines.games.nim.rules import NimPosition, nim_sum
from tests.desktop.conftest import play_whole_game, settle


def click_stone(qtbot, tab, heap, index):
    """Click the stone ``index`` (0 = bottom) of ``heap`` on the board, like a user."""
    board = tab.board
    stone = board.stones[(heap, index)]
    centre = board.mapFromScene(stone.sceneBoundingRect().center())
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))


def test_a_whole_human_computer_game_played_by_clicks_ends_with_the_computer_winning(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.controls.speed.setValue(5)

    def take_the_top_stone_of_the_first_heap(tab):
        heap = next(i for i, h in enumerate(tab.position.heaps) if h)
        click_stone(qtbot, tab, heap, tab.position.heaps[heap] - 1)
    assert play_whole_game(qtbot, nim, take_the_top_stone_of_the_first_heap) >= 2
    # 3 4 5 is won for A, but A's "take one from the first heap" threw it away at once.
    assert nim.game.to_move(nim.position) == 0  # A has no move: B, the computer, took the last
    assert "выиграл B" in nim.status.text()


def test_computer_computer_game_runs_to_the_end_by_itself_with_perfect_play(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [2, 5, 6]})
    nim.controls.speed.setValue(5)
    nim.set_mode(Mode.COMPUTER_COMPUTER)
    qtbot.waitUntil(nim.record.is_over, timeout=20_000)
    # nim-sum of 2 5 6 is 1: A wins, so A must have taken the last stone.
    assert nim_sum((2, 5, 6)) and nim.record.plies[-1].side == 0
    for ply in nim.record.plies:
        if ply.side == 0:
            assert nim_sum(ply.after.heaps) == 0, "the winner left a non-zero nim-sum"


def test_keyboard_picks_a_heap_and_an_amount(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    settle(qtbot, nim)
    nim.board.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Return):
        qtbot.keyClick(nim.board, key)
    assert nim.record.plies[0].text == "2:3"


def test_typed_move_plays_and_a_bad_one_is_named_in_the_status(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    settle(qtbot, nim)
    qtbot.keyClicks(nim.controls.move_entry, "7:1")
    qtbot.keyClick(nim.controls.move_entry, Qt.Key.Key_Return)
    assert not nim.record.plies and "7:1 — недопустимый ход" in nim.status.text()
    nim.controls.move_entry.clear()
    qtbot.keyClicks(nim.controls.move_entry, "1:2")
    qtbot.keyClick(nim.controls.move_entry, Qt.Key.Key_Return)
    assert nim.record.plies[0].after.heaps == (1, 4, 5)


def test_analysis_panel_lists_every_move_and_marks_the_only_winning_one(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    settle(qtbot, nim)
    table = nim.panel.table
    assert table.topLevelItemCount() == 12
    first = table.topLevelItem(0)
    assert first.text(0).startswith("★") and first.text(0).endswith("1:2")
    assert "A (вы)" in nim.panel.forecast.text() and "11" in nim.panel.forecast.text()
    nim.toolbar.analysis_button.click()
    assert not nim.side.isTabVisible(0) and not nim.strip.isVisible()


def test_hint_highlights_the_winning_move(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    settle(qtbot, nim)
    nim.hint()
    assert nim._hint == ((0, 2),) and "1:2" in nim.status.text()


def test_in_a_lost_position_the_computer_sets_a_trap_and_explains_it(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [1, 2, 3]})
    nim.controls.speed.setValue(5)
    nim.set_mode(Mode.COMPUTER_HUMAN)
    qtbot.waitUntil(lambda: len(nim.record.plies) == 1, timeout=10_000)
    analysis = nim.analyses[NimPosition((1, 2, 3))]
    played = next(m for m in analysis.moves if m.text == nim.record.plies[0].text)
    assert played.replies[0] == min(m.replies[0] for m in analysis.moves)
    nim.thinking.finish()
    assert "ловушку" in nim.thinking.text.text()


def test_misere_endgame_leaves_an_odd_number_of_single_stones(qtbot, nim):
    nim.start_game({"variant": "misere", "heaps": [1, 1, 3]})
    nim.controls.speed.setValue(5)
    nim.set_mode(Mode.COMPUTER_HUMAN)
    qtbot.waitUntil(lambda: len(nim.record.plies) == 1, timeout=10_000)
    assert nim.record.plies[0].after.heaps == (1, 1, 1)
    nim.thinking.finish()
    assert "мизер" in nim.thinking.text.text().lower()


def test_position_editor_rejects_bad_input_with_a_named_reason(qtbot, nim):
    from desktop.framework.dialogs import PositionEditor
    editor = PositionEditor(nim, "t", "", "3 4 5", nim.validate_position)
    qtbot.addWidget(editor)
    ok = editor.buttons.button(editor.buttons.StandardButton.Ok)
    for text, reason in (("3 x", "куча 2 — не число: «x»"), ("1 2 3 4 5 6 7 8 9", "от 1 до 8"),
                         ("100", "не больше 99"), ("", "не задано"), ("2 -1", "куча 2 — меньше нуля: -1"),
                         ("1 2 ²", "куча 3 — не число: «²»")):
        editor.field.setText(text)
        assert not ok.isEnabled() and reason in editor.error.text(), text
    editor.field.setText("1 6 6 2 9")
    assert ok.isEnabled() and editor.position == NimPosition((1, 6, 6, 2, 9))


def test_moores_nim_takes_marked_stones_from_two_heaps_and_shows_the_digit_counts(qtbot, nim):
    from desktop.framework.record import Mode
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.start_game({"variant": "moore", "k": 2, "heaps": [5, 6, 7]})
    settle(qtbot, nim)
    assert nim.take_button.isVisible()
    nim.board.take_from(0, 3)  # two stones from heap 1
    nim.board.take_from(2, 5)  # two from heap 3
    nim.take_marked()
    assert nim.position.heaps == (3, 6, 5)
    settle(qtbot, nim)
    qtbot.waitUntil(lambda: not nim.thinking.family.runner.busy, timeout=10_000)
    assert "Nim_2" in nim.thinking.family.rule.text()
    assert nim.thinking.family.grid.values[6][3] == nim.analyses[nim.position].extra["grundy"]


def test_the_family_dialog_fills_presets_and_names_bad_edges(qtbot, nim):
    from desktop.games.nim.tab import NimSettingsDialog
    dialog = NimSettingsDialog(nim, {"variant": "hypergraph", "heaps": [3, 3, 3],
                                     "edges": [[1, 2]]}, nim.build_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.k.setValue(2)
    dialog._preset(4)  # proper Nim: every proper subset
    assert dialog.settings()["edges"] == [[1], [2], [3], [1, 2], [1, 3], [2, 3]]
    dialog.edges.setText("1,5")
    dialog.accept()
    assert "5" in dialog.error.text() and dialog.result() == 0
    dialog.variant.setCurrentIndex(2)  # Moore
    for spin in dialog.spins[:3]:
        spin.setValue(40)
    dialog.accept()
    assert "9261" in dialog.error.text().replace(" ", "").replace(",", "")
