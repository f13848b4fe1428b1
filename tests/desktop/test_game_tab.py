"""The game tab's own machinery (undo and redo, the value strip, the review, save and load),
played on Nim because its positions are the simplest to write down."""
from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from desktop.framework.record import Mode
from engines.games.nim.rules import NimPosition
from tests.desktop.conftest import settle


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


def test_build_game_touches_no_widget_and_show_game_points_them_at_the_game_played(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    game, _, _ = nim.build_game({"variant": "moore", "k": 2, "heaps": [3, 4, 5]})
    assert not nim.board.multi and nim.thinking.game is nim.game is not game
    nim.start_game({"variant": "moore", "k": 2, "heaps": [3, 4, 5]})
    assert nim.board.multi and nim.thinking.game is nim.game


def test_every_tab_plays_the_registry_game_of_its_settings(window):
    """A tab adds to the engine's game only what is the app's own (a start, smaller limits, a
    player); the rules are the registry's: rebuilt from the game's settings, they are equal."""
    from desktop.framework.engine_games import same_rules
    from engines import registry
    for tab in window.game_tabs:
        game = tab.game
        again, _ = registry.build(game.info.name, game.info.variant, game.settings())
        assert same_rules(again, game), tab.game_name


def test_a_new_game_of_the_same_rules_keeps_the_analyzer(window):
    from tests.desktop.conftest import tab_of
    cards = tab_of(window, "cards24")
    analyzer = cards.analyzer
    cards.start_game(dict(cards.settings))
    assert cards.analyzer is analyzer  # the solved table is kept
    cards.start_game(dict(cards.settings, target=30))
    assert cards.analyzer is not analyzer and cards.game.target == 30


def test_the_nim_editor_shows_heaps_the_game_starts_from(window, monkeypatch):
    """The editor starts a game with A to move, as its hint says: B's position opens as heaps."""
    from desktop.framework import game_tab
    from tests.desktop.conftest import tab_of
    nim = tab_of(window, "nim")
    nim.play_human_move(nim.game.parse_move(nim.position, "1:1"))
    assert nim.position.mover == 1
    seen = {}

    class Editor:
        def __init__(self, parent, title, hint, text, validate):
            seen["text"] = text

        def exec(self):
            return False
    monkeypatch.setattr(game_tab, "PositionEditor", Editor)
    nim.edit_position()
    assert seen["text"] == "2 4 5"
