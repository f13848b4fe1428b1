"""The battles window: a battle runs on its own thread to the engine's own results, a game opens
in its tab, cancel and close leave no process, a saved battle reopens, a damaged one is told,
the CSV holds the tables. (The class folder's battles: test_battle_class_folder.py.)"""
from __future__ import annotations

import csv
import json

import pytest
from PySide6.QtWidgets import QInputDialog

from desktop.battles import model, strategies
from desktop.battles.model import Setup
from desktop.battles.window import BattleWindow, open_window
from desktop.framework.help_index import HelpIndexDialog
from engines import registry
from tests.desktop.battle_window_kit import (NIM_SUM, SMALL, battles, direct,  # noqa: F401
                                             main_window, run, shut, warnings, window)
from tests.engines.test_battle import MISBEHAVING, STRATEGIES, children, needs_proc
from tests.engines.test_battle_processes import marker, sleeping  # noqa: F401 — a fixture


def test_a_small_battle_runs_to_the_engines_results(qtbot, battles):
    run(qtbot, battles, SMALL)
    expected = direct(SMALL).run()
    assert battles.result is not None and not battles.result.cancelled
    assert battles.result.to_json() == expected.to_json()
    assert battles.progress.value() == battles.progress.maximum() == 6
    _, rows = battles.standings.standing_rows()
    shown = {row[1]: row[2:8] for row in rows}
    for standing, name in zip(expected.players, ("Компьютер: идеально", "Случайные ходы",
                                                 "nim_sum.py")):
        assert shown[name] == [4, standing.wins, standing.draws, standing.losses,
                               standing.forfeits, model.points(standing.points)]
    assert battles.standings.cross.rowCount() == 3
    assert battles.games.games.rowCount() == 6
    assert "Закончено" in battles.status.text()


def test_a_game_opens_in_its_tab_at_its_start(qtbot, window, battles):
    battles.battle_setup, battles.result = SMALL, direct(SMALL).run()
    nim = next(t for t in window.game_tabs if t.game_name == "nim")
    nim.area.side.setCurrentIndex(2)  # the moves list, as a pupil may have left it
    record = battles.result.games[3]
    battles.games.show_result(battles.result, battles.player_names())
    battles.games.open_requested.emit(3)  # a double click
    assert window.tabs.currentWidget() is nim
    saved = nim.to_saved()
    assert saved.moves == record.moves and saved.current == 0
    assert saved.start == record.start == "1 2 3"
    assert nim.toolbar.analysis_button.isChecked()
    assert nim.area.side.currentWidget() is nim.panel
    names = battles.player_names()
    seats = (names[record.first] + " (A)", names[record.second] + " (B)")
    assert nim.side_names() == seats and seats[0] in nim.status.text()
    # the whole game's value strip, moves ahead included: where the loser went wrong
    qtbot.waitUntil(lambda: all(c is not None for c in nim.history.chart()[0]), timeout=10_000)
    cells, current, ahead, _ = nim.history.chart()
    assert (len(cells), current, ahead) == (len(record.moves) + 1, 0, len(record.moves))
    nim.redo()
    assert nim.to_saved().current == 1
    assert seats[1] in nim.status.text()  # the one to move now
    nim.start_game(nim.settings)  # a new game on the board: the sides' own names again
    assert nim.side_names() == ("A", "B")


def test_durak_opens_in_the_one_suit_tab(qtbot, window, battles):
    setup = Setup("durak", "optional-take", {"k": 3}, ["random", "perfect"], games=2)
    battles.battle_setup, battles.result = setup, direct(setup).run()
    battles.open_game(1)
    tab = window.tabs.currentWidget()
    assert tab.game_name == "odnomastka" and tab.game.info.name == "durak"
    assert tab.game.variant == "optional-take" and tab.settings["k"] == 3
    assert tab.to_saved().moves == battles.result.games[1].moves
    # game 2: "perfect" (player 1) leads; the deal's leader is the side it plays
    record = battles.result.games[1]
    leader = tab.game.to_move(tab.history.record.start)
    assert tab.side_names()[leader].startswith("Компьютер: идеально (")
    assert tab.side_names()[1 - leader].startswith("Случайные ходы (")
    assert record.first == 1


@pytest.mark.parametrize("variant, settings", [
    ("moore", {"heaps": [1, 2, 2], "k": 2}), ("hypergraph", {"heaps": [2, 1], "edges": "1,2;1"}),
    ("misere", {"heaps": [2, 3]})])
def test_a_nim_family_game_opens_with_its_variant_and_settings(qtbot, window, battles, variant,
                                                               settings):
    setup = Setup("nim", variant, settings, ["random", NIM_SUM], games=1)
    battles.battle_setup, battles.result = setup, direct(setup).run()
    assert battles.open_game(0)
    nim = window.tabs.currentWidget()
    assert nim.game_name == "nim" and nim.game.variant == variant
    assert {k: nim.settings[k] for k in settings} == settings
    assert nim.to_saved().moves == battles.result.games[0].moves
    nim.jump_to(len(battles.result.games[0].moves))
    assert nim.record.is_over()


def test_a_game_that_does_not_fit_its_tab_is_told_and_the_tab_keeps_its_game(
        qtbot, window, battles, warnings):
    battles.battle_setup, battles.result = SMALL, direct(SMALL).run()
    nim = next(t for t in window.game_tabs if t.game_name == "nim")
    before = nim.to_saved()
    battles.result.games[0].moves[1] = "9:9"
    battles.open_game(0)
    assert len(warnings) == 1 and "Партию 1" in warnings[0] and "9:9" in warnings[0]
    assert nim.to_saved() == before


@needs_proc
@pytest.mark.parametrize("how", ["cancel", "close", "quit"])
def test_cancel_or_close_midway_leaves_no_process(qtbot, tmp_path, how, marker, monkeypatch):
    """Nor a process the strategy started: its ``sleep`` is looked for in the process table."""
    monkeypatch.setenv("BATTLE_PAUSE", "0.3")  # a slow strategy, starting a sleep every move
    main = main_window(tmp_path)
    battles = open_window(main)
    assert isinstance(battles, BattleWindow)
    before = children()
    setup = Setup("nim", "normal", {"heaps": [3, 4, 5]},
                  [str(MISBEHAVING / "sleeper.py"), "random"], games=40)
    battles.setup_page.set_setup(setup)
    assert battles.start()
    qtbot.waitUntil(lambda: bool(sleeping(marker)), timeout=20_000)  # mid-game
    if how == "cancel":
        battles.cancel_button.click()
        qtbot.waitUntil(lambda: not battles.running, timeout=20_000)
    else:
        (battles if how == "close" else main).close()  # the window, or the whole app
        assert not battles.running
    assert battles.result is not None and battles.result.cancelled
    assert len(battles.result.games) < 40
    assert children() <= before
    assert not sleeping(marker)
    shut(main)


def test_pause_holds_the_battle_and_resume_lets_it_go(qtbot, battles):
    battles.setup_page.set_setup(SMALL)
    assert battles.start()
    battles.pause_button.click()
    assert battles.worker is not None and battles.worker.battle.paused
    assert battles.pause_button.text() == "Продолжить"
    battles.pause_button.click()
    qtbot.waitUntil(lambda: not battles.running, timeout=60_000)
    assert len(battles.result.games) == 6


def test_a_saved_battle_reopens_equal(qtbot, tmp_path, battles):
    setup = Setup("kalah", "standard", {"m": 3, "n": 2}, ["perfect", "random", "depth:2"],
                  games=2, seed=3, openings=1)
    battles.setup_page.set_setup(setup)
    result = direct(setup).run()
    battles.battle_setup, battles.result = setup, result
    path = tmp_path / "b.battle.json"
    assert battles.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "finite-games-battle"
    battles.setup_page.set_setup(SMALL)
    battles.result = None
    assert battles.load(path)
    assert battles.result.to_json() == result.to_json()
    assert battles.battle_setup == setup and battles.setup_page.setup() == setup
    assert battles.standings.standings.columnCount() == 9  # Kalah scores: the margin


DAMAGED = [
    (b"{not json", "JSON"),
    (b'{"format": "finite-games", "version": 1}', "не файл соревнования"),
    (b'{"format": "finite-games-battle", "version": 7}', "версия файла 7"),
    (b'{"format": "finite-games-battle"}', "«version»"),  # as every file of ours says it
    (b'{"format": "finite-games-battle", "version": 1, "setup": {"game": "nim"}, '
     b'"result": {"game": "nim"}}', "повреждены"),
    (b'{"format": "finite-games-battle", "version": 1, "setup": {"game": "go"}}', "go"),
    (b'{"format": "finite-games-battle", "version": 1, "setup": {"games": 0}}', "games"),
]


def test_a_damaged_battle_file_is_told(qtbot, tmp_path, battles, warnings):
    battles.battle_setup, battles.result = SMALL, direct(SMALL).run()
    path = tmp_path / "bad.battle.json"
    for content, words in DAMAGED:
        path.write_bytes(content)
        assert not battles.load(path)
        assert "bad.battle.json" in warnings[-1] and words in warnings[-1], warnings[-1]
        assert battles.battle_setup is SMALL  # what was shown stays
    assert len(warnings) == len(DAMAGED)


def test_csv_holds_the_standings_and_the_games(qtbot, tmp_path, battles):
    battles.battle_setup, battles.result = SMALL, direct(SMALL).run()
    battles.show_result()
    for which, rows in (("standings", 3), ("games", 6)):
        path = tmp_path / f"{which}.csv"
        assert battles.export_csv(which, path)
        with path.open(encoding="utf-8-sig", newline="") as stream:
            table = list(csv.reader(stream))
        assert len(table) == rows + 1
    games = list(csv.reader((tmp_path / "games.csv").open(encoding="utf-8-sig")))
    first = battles.result.games[0]
    assert games[0][:4] == ["Партия", "Ходит первым", "Второй", "Победитель"]
    assert games[1][0] == "1" and games[1][5] == str(len(first.moves))


BAD_SETUPS = [
    ("{\"heaps\": [1, 2", ["random", "perfect"], "не JSON"),
    ("[1, 2]", ["random", "perfect"], "объект"),
    ("{\"stones\": 3}", ["random", "perfect"], "stones"),
    ("{}", ["random"], "двух игроков"),
    ("{}", ["random", "nowhere.py"], "nowhere.py"),
]


def test_a_bad_setup_is_told_in_the_red_line(qtbot, battles):
    page = battles.setup_page
    for settings, players, words in BAD_SETUPS:
        page.set_setup(Setup("nim", "normal", {}, players))
        page.settings_edit.setPlainText(settings)
        assert not battles.start() and not battles.running
        assert words in page.error.text(), page.error.text()


def test_the_setup_reuses_the_tabs_settings(qtbot, window, battles):
    page = battles.setup_page
    page.game_box.setCurrentIndex(page.game_box.findData("kalah"))
    assert json.loads(page.settings_edit.toPlainText()) == {"m": 6, "n": 4, "end": "either",
                                                             "first": 0}
    page.game_box.setCurrentIndex(page.game_box.findData("odnomastka"))
    assert "hands" not in json.loads(page.settings_edit.toPlainText())
    nim = next(t for t in window.game_tabs if t.game_name == "nim")
    nim.start_game({"variant": "misere", "heaps": [2, 5]})
    page.game_box.setCurrentIndex(page.game_box.findData("nim"))
    page.from_tab_button.click()
    assert page.variant_box.currentData() == "misere"
    assert page.variant_box.currentText() == "мизер: кто взял последний камень, проигрывает"
    assert json.loads(page.settings_edit.toPlainText()) == {"heaps": [2, 5]}


def test_players_are_added_reordered_and_removed(qtbot, battles):
    page = battles.setup_page
    page.players.clear()
    page.engine_box.setCurrentIndex(page.engine_box.findData("depth"))
    page.depth_box.setValue(3)
    page.add_engine_button.click()
    page.add_player(NIM_SUM)
    page.up_button.click()
    assert page.player_specs() == [NIM_SUM, "depth:3"]
    assert page.players.item(1).text() == "Компьютер: глубина 3"
    page.remove_button.click()
    assert page.player_specs() == ["depth:3"]


def test_a_new_strategy_is_the_games_template(tmp_path, battles, monkeypatch):
    path = strategies.save_template("kalah", tmp_path / "mine")
    assert path.name == "mine.py"
    assert path.read_text(encoding="utf-8") == (
        STRATEGIES / "kalah" / "template.py").read_text(encoding="utf-8")
    monkeypatch.setattr(strategies, "ask_new_strategy", lambda *a: ("kalah", path, True))
    battles.act_template.trigger()
    assert battles.setup_page.game == "kalah"
    assert battles.setup_page.player_specs()[-1] == str(path)


def test_help_lists_the_battles_page(qtbot, window, battles):
    battles.help_button.click()
    dialog = next(d for d in window.help_dialogs if isinstance(d, HelpIndexDialog))
    assert dialog.shown == ("battles", "strategies")
    text = dialog.browser.toPlainText()
    assert "choose_move" in text
    # What a pupil debugging needs, and which started programs end with the game and which not.
    for words in ("Сдать стратегию", "Битва класса", "Вывод программы", "setsid", "os._exit",
                  "CREATE_BREAKAWAY_FROM_JOB"):
        assert words in text, words
    dialog.close()


def test_a_game_of_every_game_opens_in_its_tab(qtbot, window, battles):
    for game in registry.GAMES:
        tab = battles.tab_of(game)
        settings = battles.setup_page.tab_of(game).default_settings()
        battles.setup_page.game_box.setCurrentIndex(battles.setup_page.game_box.findData(game))
        setup = battles.setup_page.setup()
        setup.players, setup.games, setup.openings = ["random", "random"], 1, 1
        battles.battle_setup, battles.result = setup, direct(setup).run()
        assert battles.open_game(0), game
        assert window.tabs.currentWidget() is tab and tab.game.info.name == game
        assert tab.to_saved().moves == battles.result.games[0].moves, (game, settings)


def test_a_forfeit_is_listed_with_its_reason_and_message(qtbot, battles):
    setup = Setup("nim", "normal", {"heaps": [1, 2]}, [str(MISBEHAVING / "crash.py"), "random"])
    battles.battle_setup, battles.result = setup, direct(setup).run()
    battles.show_result()
    _, rows = battles.games.game_rows()
    assert rows[0][7] == ("ошибка в коде: crash.py: строка 2: ZeroDivisionError: division by "
                          "zero (позиция 1 2)"), rows[0][7]
    _, standings = battles.standings.standing_rows()
    assert [row[1:3] + row[6:8] for row in standings] == [["Случайные ходы", 2, 0, "2"],
                                                          ["crash.py", 2, 2, "0"]]


@pytest.mark.parametrize("file, russian, english", [
    ("loop.py", "время вышло: loop.py: нет хода за 0.5 с (позиция 1 2)",
     "out of time: loop.py: no move within 0.5 s (position 1 2)"),
    ("illegal.py", "недопустимый ход: illegal.py: ход «9:9» не из списка допустимых (позиция 1 2; "
                   "допустимы: 1:1, 2:1, 2:2)",
     "illegal move: illegal.py: '9:9' is not a legal move (position 1 2; legal: 1:1, 2:1, "
     "2:2)"),
    ("syntax_error.py", "файл не загружается: syntax_error.py: строка ",
     "the file does not load: syntax_error.py: line "),
    ("none.py", "в ответе нет хода: none.py: вернул NoneType, а не ход (позиция 1 2)",
     "no move in the answer: none.py: returned NoneType, not a move (position 1 2)"),
])
def test_a_forfeit_reads_in_the_pupils_language(qtbot, window, battles, file, russian,
                                                english):
    """The message is kept as its template and parameters: the table shows it in Russian, and
    in English after a switch, while the command line's English stays in the record."""
    setup = Setup("nim", "normal", {"heaps": [1, 2]}, [str(MISBEHAVING / file), "random"],
                  games=1, move_time=0.5)
    result = direct(setup).run()
    battles.battle_setup, battles.result = setup, result
    battles.show_result()
    assert battles.games.game_rows()[1][0][7].startswith(russian)
    assert english.split(": ", 1)[1].startswith(result.games[0].forfeit["message"][:20])
    window.set_language("en")
    try:
        qtbot.waitUntil(lambda: battles.windowTitle() == "Battles of strategies")
        battles.show_result()
        assert battles.games.game_rows()[1][0][7].startswith(english)
    finally:
        window.set_language("ru")
    qtbot.waitUntil(lambda: battles.windowTitle() == "Битвы стратегий")


def test_a_battle_saved_before_translated_forfeits_shows_its_english(qtbot, battles, tmp_path):
    setup = Setup("nim", "normal", {"heaps": [1, 2]}, [str(MISBEHAVING / "crash.py"), "random"],
                  games=1)
    data = model.to_json(setup, direct(setup).run())
    forfeit = data["result"]["games"][0]["forfeit"]
    assert forfeit.pop("words")["template"] == "{0}: {1} (position {2})"
    path = tmp_path / "old.battle.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    setup, result = model.load(path)
    battles.battle_setup, battles.result = setup, result
    battles.show_result()
    assert battles.games.game_rows()[1][0][7] == "ошибка в коде: " + forfeit["message"]
    forfeit["words"] = {"template": "{0} {1} {2}", "params": [1]}  # damaged: still the English
    path.write_text(json.dumps(data), encoding="utf-8")
    battles.battle_setup, battles.result = model.load(path)
    battles.show_result()
    assert battles.games.game_rows()[1][0][7] == "ошибка в коде: " + forfeit["message"]


def test_the_window_follows_the_language(qtbot, window, battles):
    battles.battle_setup, battles.result = SMALL, direct(SMALL).run()
    battles.show_result()
    window.set_language("en")
    try:
        qtbot.waitUntil(lambda: battles.windowTitle() == "Battles of strategies")
        assert battles.setup_page.start_button.text() == "Start the battle"
        assert battles.standings.standings.horizontalHeaderItem(3).text() == "Wins"
        assert battles.games.games.item(0, 1).text() == "Computer: perfect"
    finally:
        window.set_language("ru")
    qtbot.waitUntil(lambda: battles.windowTitle() == "Битвы стратегий")


def test_every_games_dialog_gives_settings_a_battle_takes(qtbot, battles, monkeypatch):
    """"Choose in the game's dialog…": each tab's new-game dialog, accepted as it opens."""
    from PySide6.QtWidgets import QDialog, QInputDialog
    monkeypatch.setattr(QDialog, "exec", lambda self: 1)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (a[4], True))
    page = battles.setup_page
    for game in registry.GAMES:
        page.game_box.setCurrentIndex(page.game_box.findData(game))
        page.dialog_button.click()
        setup = page.setup()
        # One suit's dialog offers the game on its tab (odnomastka or durak).
        assert setup.game in type(battles.tab_of(game)).games_played(), game
        direct(Setup(setup.game, setup.variant, setup.settings, ["random", "random"]))


def test_what_a_file_prints_shows_in_the_games_and_beside_the_replay(qtbot, window, battles):
    setup = Setup("nim", "normal", {"heaps": [1, 2]}, [str(MISBEHAVING / "chatty.py"), "random"],
                  games=1)
    run(qtbot, battles, setup)
    assert battles.result is not None and battles.result.games[0].output is not None
    header, rows = battles.games.game_rows()
    assert header[8] == "Вывод программы" and rows[0][8] == "chatty.py: loading"
    assert not battles.games.games.isColumnHidden(8)
    assert battles.games.output.text.toPlainText() == ""
    battles.games.games.selectRow(0)
    shown = battles.games.output.text.toPlainText()
    assert shown.startswith("── chatty.py ──\nloading\nposition 1 2 moves 3\nto stderr\n"
                            "from a child process\n"), shown
    assert battles.games.output.title.text() == "Вывод программы, партия 1"
    assert battles.open_game(0)
    beside = battles.replay_output
    assert beside is not None and beside.isVisible()
    assert beside.view.text.toPlainText() == shown
    beside.close()


def test_a_battle_file_keeps_the_output_and_an_old_one_without_it_opens(qtbot, tmp_path,
                                                                        battles):
    setup = Setup("nim", "normal", {"heaps": [1, 2]}, [str(MISBEHAVING / "chatty.py"), "random"],
                  games=1)
    result = direct(setup).run()
    path = tmp_path / "printed.battle.json"
    model.save(path, setup, result)
    assert model.load(path)[1].games[0].output == result.games[0].output
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["result"]["games"][0]["output"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert battles.load(path) and battles.result.games[0].output is None
    assert battles.games.games.isColumnHidden(8)
    data["result"]["games"][0]["output"] = ["x"]  # one text for two players
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(model.BattleFileError):
        model.load(path)
