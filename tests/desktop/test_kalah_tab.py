"""The Kalah tab driven like a user: clicks on houses, the sowing animation, the settings, the
search tree, the tournament."""
from __future__ import annotations

import re
import threading

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.framework.record import Mode
from engines.games.kalah.rules import Kalah
from engines.games.kalah.solver import KalahProver
from engines.protocol import NotationError
from tests.desktop.conftest import play_whole_game, settle, tab_of

SMALL = {"variant": "standard", "m": 3, "n": 3, "end": "either", "first": 0, "depth": 4,
         "time_limit": None, "evaluation": "stores", "weights": None, "pruning": True,
         "transposition_table": True, "ordering": True}


@pytest.fixture
def kalah(window):
    return tab_of(window, "kalah")


def click_house(qtbot, tab, house):
    board = tab.board
    first = 0 if tab.position.mover == 0 else tab.position.m + 1
    centre = board.pit_rect(first + house - 1).center()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()),
                                                                  int(centre.y())))


def test_a_whole_game_on_kalah_3_3_by_clicking_houses(qtbot, kalah):
    kalah.start_game(dict(SMALL))
    kalah.controls.speed.setValue(5)
    kalah.board.animate = False

    def first_house(tab):
        house = next(i + 1 for i, s in enumerate(tab.position.houses(tab.position.mover)) if s)
        click_house(qtbot, tab, house)

    play_whole_game(qtbot, kalah, first_house)
    south, north = kalah.game.final_stores(kalah.position)
    assert south + north == 18
    assert "Разбор" in kalah.status.text() or kalah.record.is_over()


def test_small_boards_are_solved_exactly_and_the_panel_says_so(qtbot, kalah):
    kalah.set_mode(Mode.HUMAN_HUMAN)
    kalah.start_game(dict(SMALL))
    settle(qtbot, kalah)
    analysis = kalah.analyses[kalah.position]
    assert analysis.exact and analysis.value == 2
    assert [(m.text, m.value) for m in analysis.moves] == [("1", 2), ("2", 2), ("3", -4)]
    game = Kalah(3, 3)
    assert KalahProver(game).value(game.initial()) == analysis.value
    assert "Решено" in kalah.thinking.summary.text()


def test_the_big_board_is_searched_to_the_set_depth(qtbot, kalah):
    kalah.set_mode(Mode.HUMAN_HUMAN)
    kalah.start_game(dict(SMALL, m=6, n=5, depth=5))  # (Kalah(6,4)'s start is in its table)
    settle(qtbot, kalah, timeout=20_000)
    analysis = kalah.analyses[kalah.position]
    assert not analysis.exact and analysis.depth == 5 and len(analysis.moves) == 6
    qtbot.waitUntil(lambda: kalah.thinking.tree.root is not None
                    and not kalah.thinking.runner.busy, timeout=10_000)
    assert "узлов" in kalah.thinking.counts.text()
    # a deeper search's counts: thousands apart by a narrow space (Python's comma reads as a
    # decimal point in Russian)
    kalah.thinking._counts = (4_543_401, 13.87, 1_991_138, 72_968)
    kalah.thinking._show_texts()
    counts = kalah.thinking.counts.text()
    assert "4\u202f543\u202f401" in counts and "1\u202f991\u202f138" in counts
    assert "72\u202f968" in counts and not re.search(r"\d,\d", counts)
    root = kalah.thinking.tree.root
    assert root.children and any(c.on_line for c in root.children)
    kalah.thinking.walk_buttons.step()  # the walk starts again from the root, one node a click
    assert sum(1 for c in root.children if not c.hidden) == 1
    assert "root" in kalah.thinking.trace.to_text()


def stop_thinking(kalah):
    """The old board's tree is not searched on for nothing: cancelled (a result that still
    comes is dropped by the runner, and the view ignores a tree of another board). Waiting for
    it to end took 7-8 s of CPU at the start of Kalah(6,4) without the endgame database."""
    kalah.thinking.runner.cancel()
    assert not kalah.thinking.runner.busy


def test_the_endgame_database_is_opened_on_a_worker_and_handed_over(qtbot, kalah, monkeypatch):
    """Unpacking the shipped 86 MB takes a second or two: never on the GUI thread."""
    from engines.games.kalah import endgame_db as kalah_db
    monkeypatch.setattr(kalah_db, "_opened", {})
    monkeypatch.setattr(kalah_db, "deferred", True)  # as desktop/app.py sets it
    kalah.set_mode(Mode.HUMAN_HUMAN)
    stop_thinking(kalah)
    with qtbot.waitSignal(kalah.database_attached, timeout=60000):
        kalah.start_game(dict(SMALL, m=6, n=5, depth=3))
        assert kalah.analyzer.database is None
    db = kalah_db.find(6, "standard", "either")
    assert db is not None and db.limit == 18
    assert kalah.analyzer.database is db and kalah.analyzer.prover.database is db
    assert kalah.thinking.database is db


def test_the_last_move_is_sown_seed_by_seed_and_a_click_skips_it(qtbot, kalah):
    kalah.set_mode(Mode.HUMAN_HUMAN)
    kalah.start_game(dict(SMALL))
    settle(qtbot, kalah)
    kalah.board.step_ms = 2000
    click_house(qtbot, kalah, 1)
    assert kalah.board.animating()
    assert kalah.board.shown != list(kalah.position.pits)
    qtbot.mouseClick(kalah.board, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not kalah.board.animating() and kalah.board.shown == list(kalah.position.pits)
    assert kalah.board.banner  # house 1 with 3 seeds ends in the store: another move


def test_settings_name_bad_weights_and_start_a_new_board(qtbot, kalah):
    from desktop.games.kalah.tab import KalahSettingsDialog
    dialog = KalahSettingsDialog(kalah, dict(SMALL))
    qtbot.addWidget(dialog)
    dialog.evaluation.setCurrentIndex(2)
    dialog.weights.setText("1 2 3")
    dialog.accept()
    assert "8" in dialog.error.text() and dialog.result() == 0
    dialog.m.setValue(4)
    dialog.weights_reset.click()
    settings = dialog.settings()
    assert settings["m"] == 4 and len(settings["weights"]) == 10
    kalah.start_game(settings)
    assert kalah.game.m == 4 and kalah.position.pits[:4] == (3, 3, 3, 3)


def test_a_bad_position_in_the_editor_is_named(qtbot, kalah):
    kalah.start_game(dict(SMALL))
    with pytest.raises(NotationError, match="19"):
        kalah.validate_position("3,3,3/0/3,3,3/1/S")
    assert kalah.validate_position("0,0,1/8/3,3,3/0/N").mover == 1


def test_computer_against_computer_on_kalah_6_4_plays_to_the_end(qtbot, kalah):
    kalah.board.animate = False
    kalah.controls.speed.setValue(5)
    kalah.start_game(dict(SMALL, m=6, n=4, depth=2))
    kalah.set_mode(Mode.COMPUTER_COMPUTER)
    qtbot.waitUntil(lambda: kalah.record.is_over(), timeout=60_000)
    assert sum(kalah.game.final_stores(kalah.position)) == 48


def test_the_tournament_window_plays_and_fills_its_table(qtbot, kalah):
    kalah.start_game(dict(SMALL, m=4, n=2))
    dialog = kalah.open_tournament()
    qtbot.addWidget(dialog)
    dialog.games.setValue(1)
    dialog.remove_entrant()  # nothing selected: still three players
    for row in range(dialog.entrants.rowCount()):
        dialog.entrants.cellWidget(row, 1).setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=30_000)
    assert dialog.results.rowCount() == 3
    assert "6" in dialog.status.text()  # 3 pairs × 2 colours × 1 game


def test_a_saved_kalah_game_comes_back(qtbot, kalah):
    kalah.set_mode(Mode.HUMAN_HUMAN)
    kalah.board.animate = False
    kalah.start_game(dict(SMALL))
    settle(qtbot, kalah)
    kalah.play_human_move(2)
    saved = kalah.to_saved()
    kalah.start_game(dict(SMALL, m=4, n=2))
    kalah.load_saved(saved)
    assert kalah.game.m == 3 and len(kalah.record.plies) == 1
    assert kalah.game.format_position(kalah.position) == "3,0,4/1/4,3,3/0/N"


def test_a_solved_start_is_kept_on_disk_for_the_next_game(qtbot, kalah, monkeypatch):
    import desktop.games.kalah.tab as kalah_tab
    monkeypatch.setattr(kalah_tab, "CACHE_FROM_NODES", 1000)
    kalah.set_mode(Mode.HUMAN_HUMAN)
    kalah.start_game(dict(SMALL, m=4, n=3))
    settle(qtbot, kalah)
    path = kalah.cache_path(kalah.game)
    assert path.exists()
    kalah.start_game(dict(SMALL, m=4, n=3))
    assert kalah._cache_loaded and kalah.analyzer.prover.table_size()


def test_the_endgame_database_of_new_rules_is_built_on_first_use_with_progress_and_cancel(
        qtbot, kalah, tmp_path, monkeypatch):
    from engines.games.kalah import endgame_db as kalah_db
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path))
    monkeypatch.setattr(kalah_db, "_opened", {})
    monkeypatch.setattr(type(kalah), "_databases_declined", set())
    monkeypatch.setitem(kalah_db.DEFAULT_LIMIT, 5, 6)
    # The build waits until the test has seen the dialog: compiled, on a fast machine, it was
    # over (and the dialog closed) between two looks of ``waitUntil``.
    gate = threading.Event()
    ensure = kalah_db.ensure

    def gated(*args: object, **kwargs: object) -> object:
        gate.wait(90)
        return ensure(*args, **kwargs)
    monkeypatch.setattr(kalah_db, "ensure", gated)
    kalah.set_mode(Mode.HUMAN_HUMAN)
    stop_thinking(kalah)
    rules = dict(SMALL, m=5, n=4, variant="empty-capture", end="mover")
    before = getattr(kalah, "database_dialog", None)
    kalah.start_game(rules)  # looked for on a worker first, then built with a dialog
    # (waits long enough for a loaded machine: 30 s once ran out there in the whole suite)
    qtbot.waitUntil(lambda: getattr(kalah, "database_dialog", None) is not before
                    and kalah.database_dialog.isVisible(), timeout=90000)
    gate.set()
    qtbot.waitUntil(lambda: kalah.analyzer.database is not None, timeout=90000)
    db = kalah.analyzer.database
    assert kalah.analyzer.prover.database is db and db.limit == 6
    assert (tmp_path / kalah_db.file_name(5, "empty-capture", "mover", 6)).exists()
    assert not kalah.database_dialog.isVisible()
    # its values are the prover's
    game = Kalah(5, 4, "empty-capture", "mover")
    p = game.parse_position("1,0,2,0,0/17/0,1,0,1,1/17/S")
    assert db.lookup((1, 0, 2, 0, 0, 0, 1, 0, 1, 1), 0) == KalahProver(game).value(p)
    # other rules, cancelled at once: nothing written, not asked again this session
    # (13 seeds: 20 million positions, seconds even compiled, so Cancel comes first; 10 built
    # in a second compiled and was sometimes done before the click)
    monkeypatch.setitem(kalah_db.DEFAULT_LIMIT, 7, 13)
    stop_thinking(kalah)
    before = kalah.database_dialog
    kalah.start_game(dict(SMALL, m=7, n=2, variant="standard", end="mover"))
    qtbot.waitUntil(lambda: kalah.database_dialog is not before
                    and kalah.database_dialog.isVisible(), timeout=90000)
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton
    qtbot.mouseClick(kalah.database_dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)
    assert not kalah.database_runner.busy
    assert kalah.analyzer.database is None
    assert not list(tmp_path.glob("kalah-db-7-*"))
    kalah.start_game(dict(SMALL, m=7, n=2, variant="standard", end="mover"))
    qtbot.waitUntil(lambda: not kalah.database_runner.busy, timeout=30000)
    assert not kalah.database_dialog.isVisible()


def test_a_tree_searched_for_the_old_board_never_lands_on_a_new_one(qtbot, kalah):
    """A search of a 3×3 board that finishes after a new game on 4 houses must be dropped
    (drawn against the new rules it raised "'6' is not a legal move here")."""
    from engines.solvers.trace import Trace

    kalah.start_game(dict(SMALL))
    view = kalah.thinking
    old_game, old_pos = view.game, kalah.position
    kalah.start_game(dict(SMALL, m=4, n=2))
    assert view.game is not old_game
    shown = view.tree.root
    view._show(old_pos, (Trace(limit=10), 0, 0.0, None, 1), old_game)  # the late result arrives
    assert view.tree.root is shown


@pytest.mark.parametrize("board, n", [
    # the start of Kalah(6,5): the search's estimate (Kalah(6,4)'s is in its opening table)
    ("5,5,5,5,5,5/0/5,5,5,5,5,5/0/S", 5),
    ("6,0,0,7,0,3/5/1,10,2,0,1,9/4/S", 4),  # 12 plies in: the endgame database at its leaves
])
def test_the_tree_is_the_search_the_panel_reports(qtbot, kalah, board, n):
    """What the computer thinks is what it plays by: the tree's root and its moves carry the
    very values the Analysis panel shows (the same search, the same depth in plies, the same
    endgame database at the leaves)."""
    settings = dict(SMALL, m=6, n=n, depth=8)
    kalah.start_game(settings, Kalah(6, n).parse_position(board))
    kalah.area.side.setCurrentIndex(1)  # the "how the computer thinks" page
    settle(qtbot, kalah)
    view = kalah.thinking
    qtbot.waitUntil(lambda: view.tree.root is not None and view._root_pos == kalah.position,
                    timeout=20_000)
    analysis = kalah.analyses[kalah.position]
    assert not analysis.exact
    root = view.tree.root
    assert root.value == analysis.value
    searched = {c.move: c.value for c in root.children if c.move and not c.bound}
    assert searched and all(searched[m.text] == m.value for m in analysis.moves
                            if m.text in searched)


def test_while_a_new_position_is_searched_the_old_tree_is_not_shown(qtbot, kalah):
    """The summary already speaks of the new position: the last one's tree under it would
    show the other side's values (a +7 under "estimates −7")."""
    kalah.start_game(dict(SMALL))
    view = kalah.thinking
    kalah.area.side.setCurrentIndex(1)
    settle(qtbot, kalah)
    qtbot.waitUntil(lambda: view.tree.root is not None, timeout=20_000)
    game = kalah.game
    view.search(game.play(kalah.position, game.legal_moves(kalah.position)[0]), 2)
    assert view.tree.root is None and view.counts.text() == "Поиск…"


def test_with_a_time_a_move_the_tree_is_searched_to_the_depth_the_player_reached(qtbot, kalah):
    kalah.start_game(dict(SMALL, m=6, n=5, time_limit=0.4))  # (not Kalah(6,4): its table)
    kalah.area.side.setCurrentIndex(1)
    settle(qtbot, kalah)
    view = kalah.thinking
    qtbot.waitUntil(lambda: view.tree.root is not None and view._root_pos == kalah.position,
                    timeout=20_000)
    analysis = kalah.analyses[kalah.position]
    assert not analysis.exact and analysis.depth and view._depth == analysis.depth
    assert view.tree.root.value == analysis.value
    assert f"{analysis.depth}" in view.summary.text()


def test_a_solved_position_gets_the_tree_of_the_depth_the_players_search_reaches(qtbot, kalah):
    """Kalah(6,4)'s start is answered by the opening table, so no search says how deep the
    player goes. The tree is the search the player's own deepening makes there within its node
    budget (13 plies), not one to the 20 plies it may go to (12 s of CPU, 16 s on screen)."""
    from engines.games.kalah.search import KalahSearch

    kalah.start_game(dict(SMALL, m=6, n=4, depth=20))
    kalah.area.side.setCurrentIndex(1)
    settle(qtbot, kalah, timeout=20_000)
    view = kalah.thinking
    qtbot.waitUntil(lambda: view.tree.root is not None and view._root_pos == kalah.position,
                    timeout=20_000)
    assert kalah.analyses[kalah.position].exact
    options = view.options
    reached = KalahSearch(kalah.game, options.evaluation, view.database,
                          free_extra_turns=options.free_extra_turns).iterative(
        kalah.position, options.depth, options.nodes).depth
    assert view._depth == reached < options.depth
    assert f"на глубине {reached}." in view.summary.text()
    assert view.counts.text().startswith(f"Глубина {reached}:")
