"""Positions from played games on a worksheet: an exercise about a given position has the
answer the exact analysis gives; positions without one are named, not tracebacks; the builder
takes the game tabs' positions into every variant and into the file."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool

from desktop.framework.record import Mode
from desktop.games.nim.tab import NimTab
from desktop.worksheets import sheet as sheets
from desktop.worksheets.sheet import MAX_FIXED, Worksheet, WorksheetError
from desktop.worksheets.window import WorksheetWindow
from engines.exercise import check
from engines.exercise.from_position import exercise_for
from engines.protocol import NotationError
from engines.registry import build


@pytest.fixture(autouse=True)
def engine_jobs_end(qtbot):
    """No engine job outlives its test's windows (it would report into a deleted one): it
    ends before qtbot closes them."""
    yield
    QThreadPool.globalInstance().waitForDone(20000)


@pytest.mark.parametrize("position", ["3 4 5", "1 2 4", "5 5 1", "7 3"])
def test_best_move_from_a_position_is_the_analysis(position) -> None:
    exercise = exercise_for("nim", "best-move", position)
    game, analyzer = build("nim", None, {})
    analysis = analyzer.analyze(game.parse_position(position))
    winning = sorted(m.text for m in analysis.moves if m.value > 0)
    assert exercise.position == position and sorted(exercise.expected["move"]) == winning
    assert check(exercise, {"move": winning[0]}).right
    losing = [m.text for m in analysis.moves if m.value < 0]
    assert not check(exercise, {"move": losing[0]}).right


def test_who_wins_from_a_position() -> None:
    lost = exercise_for("nim", "who-wins", "1 2 3")
    assert lost.expected["outcome"] == -1 and lost.position == "1 2 3"
    assert exercise_for("nim", "who-wins", "1 2 3 B").position == "1 2 3 B"
    moore = exercise_for("nim", "best-move", "3 4 5", variant="moore", settings={"k": 2})
    assert moore.variant == "moore" and moore.settings["k"] == 2


@pytest.mark.parametrize("args,words", [
    (("nim", "best-move", "1 2 3"), "no right answer"),  # lost: no winning move to find
    (("nim", "best-move", "1"), "no right answer"),  # the only move wins: nothing to find
    (("nim", "best-move", "0 0"), "the game is over"),
    (("nim", "best-move", "3 x"), "heap 2"),
    (("nim", "fly", "3 4"), "no kind 'fly'"),
    (("nim", "nim-sum", "3 4"), "not made from a given position"),
    (("chess", "best-move", "e4"), "unknown game 'chess'"),
])
def test_positions_without_an_exercise_are_named(args, words) -> None:
    with pytest.raises(NotationError, match=words):
        exercise_for(*args)


def played_nim(qtbot) -> NimTab:
    tab = NimTab(active=False)
    qtbot.addWidget(tab)
    tab.set_mode(Mode.HUMAN_HUMAN)
    tab.start_game(tab.settings, tab.validate_position("3 4 6"))
    for move in ("3:5", "1:1"):  # a blunder and a reply: 3 4 1, then 2 4 1
        tab.play_human_move(tab.parse_typed_move(move))
    return tab


def test_the_builder_takes_the_positions_of_the_games(qtbot, tmp_path) -> None:
    tab = played_nim(qtbot)
    window = WorksheetWindow()
    qtbot.addWidget(window)
    window.positions.tabs = lambda: ([tab], tab)
    window.positions.take(history=False)
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=20000)
    assert [(e.kind, e.position) for e in window.positions.fixed] == [("best-move", "2 4 1")]
    window.positions.take(history=True)
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=20000)
    # 3 4 6 and 2 4 1 have a winning move (the latter is on the sheet already); 3 4 1, after
    # the blunder, is the opponent's chance: 3 4 1 B.
    assert [e.position for e in window.positions.fixed] == ["2 4 1", "3 4 6", "3 4 1 B"]
    assert window.positions.list.count() == 3
    window.rows.set_rows([])
    window.variants.setValue(2)
    window.start_generating()
    qtbot.waitUntil(lambda: bool(window.pages), timeout=20000)
    assert [[e.position for e in v] for v in window.sheet.exercises] == \
        [["2 4 1", "3 4 6", "3 4 1 B"]] * 2
    assert window.save_file(tmp_path / "sheet.json")
    window.positions.remove()
    assert len(window.positions.fixed) == 2
    assert window.open_file(tmp_path / "sheet.json")
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=20000)
    assert [e.position for e in window.positions.fixed] == ["2 4 1", "3 4 6", "3 4 1 B"]


def test_a_finished_game_and_a_full_sheet_are_named(qtbot) -> None:
    tab = NimTab(active=False)
    qtbot.addWidget(tab)
    tab.start_game(tab.settings, tab.validate_position("1"))
    tab.play_human_move(tab.parse_typed_move("1:1"))
    window = WorksheetWindow()
    qtbot.addWidget(window)
    window.positions.tabs = lambda: ([tab], None)
    window.positions.take(history=False)
    qtbot.waitUntil(lambda: not window.runner.busy, timeout=20000)
    assert "game is over" in window.status.text() and not window.positions.fixed
    window.positions.take(history=True)
    assert "game tab" in window.status.text()  # no game tab in front
    window.positions.set_fixed([exercise_for("nim", "who-wins", "1 2 3")] * MAX_FIXED)
    window.positions.take(history=False)
    assert f"at most {MAX_FIXED}" in window.status.text()
    with pytest.raises(WorksheetError, match=f"at most {MAX_FIXED} positions"):
        sheets.check(Worksheet(fixed=window.positions.fixed + window.positions.fixed[:1]))
