"""The Nim tab end to end, driven like a user: clicks, keys, menus, files."""
from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

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


def test_undo_in_human_computer_mode_goes_back_to_the_humans_turn_and_redo_returns(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.controls.speed.setValue(5)
    settle(qtbot, nim)
    nim.play_human_move(((0, 1),))
    qtbot.waitUntil(lambda: len(nim.record.plies) == 2, timeout=10_000)
    nim.undo()
    assert nim.record.position == NimPosition((3, 4, 5)) and nim.human_to_move()
    nim.redo()
    assert len(nim.record.plies) == 2


def test_clicking_the_value_strip_goes_back_and_the_computer_waits(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.controls.speed.setValue(5)
    settle(qtbot, nim)
    nim.play_human_move(((0, 1),))
    qtbot.waitUntil(lambda: len(nim.record.plies) == 2, timeout=10_000)
    settle(qtbot, nim)
    qtbot.mouseClick(nim.strip, Qt.MouseButton.LeftButton,
                     pos=QPoint(int(nim.strip._x(1)), nim.strip.height() // 2))
    assert len(nim.record.plies) == 1 and nim.computer_to_move() and nim.paused
    qtbot.wait(200)
    assert len(nim.record.plies) == 1, "the computer moved although the user went back"


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


def test_review_judges_each_move(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.controls.speed.setValue(5)
    settle(qtbot, nim)
    nim.play_human_move(((0, 1),))  # throws the win away
    qtbot.waitUntil(lambda: len(nim.record.plies) == 2, timeout=10_000)
    nim.review()
    qtbot.waitUntil(lambda: getattr(nim, "review_dialog", None) is not None, timeout=10_000)
    table = nim.review_dialog.table
    assert table.topLevelItem(0).text(3) == "упустил выигрыш"
    assert table.topLevelItem(1).text(3) == "сохранил выигрыш"


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


def test_save_and_load_round_trip_keeps_moves_and_redo(qtbot, window, nim, tmp_path):
    from desktop.framework import savefile
    nim.start_game({"variant": "misere", "heaps": [2, 3]})
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.play_human_move(((0, 1),))
    nim.play_human_move(((1, 2),))
    nim.undo()
    path = tmp_path / "g.fgame.json"
    savefile.write(path, nim.to_saved())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["moves"] == ["1:1", "2:2"] and data["current"] == 1
    nim.start_game({"variant": "normal", "heaps": [7]})
    assert window.load_file(path)
    assert nim.game.variant == "misere" and nim.position == NimPosition((1, 3), 1)
    nim.redo()
    assert nim.position.heaps == (1, 1)


def test_a_bad_or_foreign_file_is_refused_with_a_message_and_the_game_stays(qtbot, window, nim,
                                                                          tmp_path, monkeypatch):
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: messages.append(a[2]))
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.play_human_move(((0, 2),))
    before = (nim.record.start, list(nim.record.plies))
    bad = {"garbage.json": "{not json", "foreign.json": json.dumps({"hello": 1}),
           "future.json": json.dumps({"format": "finite-games", "version": 99}),
           "illegal.json": json.dumps({"format": "finite-games", "version": 1, "game": "nim",
                                       "variant": "normal", "settings": {"heaps": [1]},
                                       "start": "1", "moves": ["1:1", "1:1"], "current": 2}),
           "chess.json": json.dumps({"format": "finite-games", "version": 1, "game": "chess",
                                     "variant": "x", "settings": {}, "start": "", "moves": [],
                                     "current": 0})}
    for name, text in bad.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert not window.load_file(tmp_path / name)
    assert len(messages) == 5
    assert "JSON" in messages[0] and "ход 2 («1:1»)" in messages[3] and "chess" in messages[4]
    assert "это не файл" in messages[1] and "версия файла 99" in messages[2]
    assert (nim.record.start, list(nim.record.plies)) == before


def test_every_move_is_autosaved_and_a_killed_app_offers_to_restore(qtbot, window, nim,
                                                                   monkeypatch):
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    nim.start_game({"variant": "normal", "heaps": [4, 4]})
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.play_human_move(((0, 1),))
    # No clean exit: a second window (the restarted app) must offer the game back.
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    again = MainWindow(Translations(), make_settings())
    qtbot.addWidget(again)
    again.offer_restore()
    again_nim = next(t for t in again.game_tabs if t.game_name == "nim")
    assert asked and again_nim.position.heaps == (3, 4)
    again.close()  # a clean exit: nothing is offered next time
    asked.clear()
    third = MainWindow(Translations(), make_settings())
    qtbot.addWidget(third)
    third.offer_restore()
    assert not asked


def test_language_switch_changes_visible_texts(qtbot, window, nim):
    index = window.tabs.indexOf(nim)
    assert window.tabs.tabText(index) == "Ним" and nim.toolbar.hint_button.text() == "Подсказка"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.tabs.tabText(index) == "Nim")  # LanguageChange is posted
    assert nim.toolbar.hint_button.text() == "Hint" and nim.panel.table.headerItem().text(0) == \
        "Move"
    assert window.menuBar().actions()[0].text() == "&Game"
    window.set_language("ru")
    qtbot.waitUntil(lambda: nim.toolbar.hint_button.text() == "Подсказка")


def test_zoom_makes_the_font_bigger_for_a_projector(qtbot, window):
    from PySide6.QtWidgets import QApplication
    size = QApplication.font().pointSizeF()
    window.act_zoom_in.trigger()
    window.act_zoom_in.trigger()
    assert QApplication.font().pointSizeF() == size + 2
    window.act_zoom_reset.trigger()


def test_help_pages_open_in_both_languages_for_every_tab(qtbot, window):
    for tab in window.game_tabs:
        window.tabs.setCurrentWidget(tab)
        for language in ("ru", "en"):
            window.set_language(language)
            for page in ("rules", "algorithm"):
                dialog = window.show_help(page)
                text = dialog.browser.toPlainText()
                assert len(text) > 500 and "missing" not in text, (tab.game_name, page)
                assert ("а" in text) == (language == "ru")  # Cyrillic only on Russian pages
                dialog.close()


def test_randomness_can_be_turned_off_and_a_seed_repeats_the_choices(qtbot, window, nim):
    assert window.act_vary.isChecked()
    window.act_vary.trigger()  # the menu item, as a user clicks it
    assert nim.rng is None and not window.act_vary.isChecked()
    window.set_varied(True, seed=42)
    first = [nim.rng.random() for _ in range(3)]
    window.set_varied(True, seed=42)
    assert [nim.rng.random() for _ in range(3)] == first


def test_hidden_tabs_do_not_think_until_shown(qtbot, window):
    hidden = [t for t in window.game_tabs if t is not window.current]
    assert hidden and all(not t.active and not t.runner.busy for t in hidden)
    window.tabs.setCurrentWidget(hidden[0])
    assert hidden[0].active and not window.game_tabs[0].active


def test_a_loaded_game_fills_the_value_strip_for_every_move(qtbot, window, nim, tmp_path):
    from desktop.framework import savefile
    nim.set_mode(Mode.HUMAN_HUMAN)
    nim.start_game({"variant": "normal", "heaps": [2, 3, 4]})
    for move in (((0, 1),), ((1, 1),), ((2, 1),)):
        nim.play_human_move(move)
    path = tmp_path / "n.fgame.json"
    savefile.write(path, nim.to_saved())
    nim.analyses.clear()
    assert window.load_file(path)
    qtbot.waitUntil(lambda: all(a is not None for a in nim.strip._cells), timeout=10_000)
    assert len(nim.strip._cells) == 4


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
                                     "edges": [[1, 2]]})
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
