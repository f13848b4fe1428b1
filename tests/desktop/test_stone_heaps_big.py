"""The exam tab with a task too big to play out (T = 10,000, 9,987 values of S): answers on a
worker with progress and Cancel, a table that paints only what is in view and finds any S, and
no "draw" where the search did not look."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPaintEvent

from tests.desktop.conftest import settle, tab_of

BIG = {"title": "big", "heaps": [12, "S"], "s_range": [1, 9987],
       "moves": [{"expr": "x + 1"}, {"expr": "x * 2"}], "heap_choice": "any",
       "end": {"measure": "sum", "op": ">=", "value": 10000}, "winner": "last-mover",
       "no_repeat": "none"}


def in_view(tab):
    """The part of the table the scroll area shows."""
    viewport = tab.answers.scroller.viewport()
    return QRect(tab.answers.table.mapFrom(viewport, QPoint(0, 0)), viewport.size())


def wait_solved(qtbot, tab, count):
    qtbot.waitUntil(lambda: tab.answers.result is not None and not tab.task_runner.busy
                    and len(tab.answers.result["positions"]) == count, timeout=60_000)


@pytest.fixture
def big(window, qtbot):
    tab = tab_of(window, "ege")
    window.resize(1366, 768)
    wait_solved(qtbot, tab, 28)
    said = []
    tab.task_runner.progress.connect(lambda _: said.append(tab.answers.answers.text()))
    tab.editor.set_task(BIG)
    wait_solved(qtbot, tab, 9987)
    tab.said = said
    tab.pages.setCurrentIndex(0)
    assert tab.answers.table.isVisible()
    return tab


def test_a_big_task_is_answered_with_progress_and_its_table_finds_any_s(qtbot, big):
    assert big.answers.result["answers"]["20"] == [4993]
    assert "«…»: ни один из игроков" in big.answers.answers.text()
    assert any("просмотрен" in text for text in big.said)  # "Решаю… просмотрено N позиций"
    assert big.answers.find_spin.maximum() == 9987
    bar = big.answers.scroller.verticalScrollBar()
    assert bar.value() == 0
    big.answers.find_spin.setValue(4993)  # as typed and confirmed with Enter
    assert big.s_spin.value() == 4993 and big.answers.table.selected == 4993
    assert bar.value() > 0  # scrolled down to it
    table = big.answers.table
    cell = table.cell_rect(table.index_of(4993))
    assert in_view(big).contains(cell.center())


def test_the_table_paints_only_the_cells_in_view(qtbot, big, monkeypatch):
    table = big.answers.table
    big.answers.find_spin.setValue(5000)  # scrolled to the middle of the table
    drawn = []
    original = table.cell_rect
    monkeypatch.setattr(table, "cell_rect", lambda i: drawn.append(i) or original(i))
    table.paintEvent(QPaintEvent(in_view(big)))  # what a repaint of the view asks for
    assert 0 < len(drawn) < 1000 and table.index_of(5000) in drawn  # of 9,987


def test_a_start_beyond_the_search_is_not_called_a_draw(qtbot, big):
    big.choose_s(100)  # decided far beyond two moves each
    root = big.exam_tree.tree.root
    assert root.label == "?" and root.note == "дальше 2 ходов"
    big.play_from_s()
    settle(qtbot, big)
    analysis = big.analyses[big.position]
    assert not analysis.exact and analysis.depth == 5
    big.choose_s(4993)  # Petya wins on his second move: exact
    big.play_from_s()
    settle(qtbot, big)
    assert big.analyses[big.position].exact


def test_cancel_stops_the_solving_and_keeps_the_last_table(qtbot, big):
    bigger = dict(BIG, s_range=[1, 99987], end=dict(BIG["end"], value=100_000))
    big.editor.set_task(bigger)
    assert big.task_runner.busy and big.busy.isVisibleTo(big)
    qtbot.mouseClick(big.cancel_button, Qt.MouseButton.LeftButton)
    assert not big.task_runner.busy and not big.busy.isVisibleTo(big)
    assert "Отменено" in big.answers.answers.text()
    assert len(big.answers.table.positions) == 9987


def test_a_task_too_big_for_every_road_says_how_big_and_what_to_lower(qtbot, big, monkeypatch):
    # The real cap is 250,000 positions (some 6 s); a small one shows the same message at once.
    monkeypatch.setattr("engines.games.ege.solve.MAX_STATES", 5000)
    big.editor.set_task(dict(BIG, heap_choice="smaller"))  # only the general analysis takes it
    qtbot.waitUntil(lambda: not big.task_runner.busy, timeout=30_000)
    text = big.answers.answers.text()
    assert "5000" in text and "позиций" in text and "уменьшите" in text.lower(), text
    assert "не заканчивается" not in text
