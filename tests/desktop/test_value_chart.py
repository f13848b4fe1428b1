"""The value chart under the board plots exactly the engine's values, from the first side's view,
and marks exactly the moves engines.review.judge calls thrown away."""
from PySide6.QtCore import QPoint, Qt

from desktop.framework.record import Mode
from desktop.framework.value_chart import THROWN
from engines.analysis import Analyzer
from engines.games.nim.rules import Nim
from engines.games.one_suit.odnomastka import Odnomastka
from engines.review import Verdict, judge
from tests.desktop.conftest import settle, tab_of


def play_pupils_game(qtbot, tab, throw_at, plies=None):
    """Human–human: every move optimal except the one at ``throw_at`` (the worst there is)."""
    tab.set_mode(Mode.HUMAN_HUMAN)
    while not tab.record.is_over() and (plies is None or len(tab.record.plies) < plies):
        settle(qtbot, tab)
        analysis = tab.analyses[tab.position]
        if len(tab.record.plies) == throw_at:
            move = min(analysis.moves, key=lambda m: m.value)
            assert not move.optimal
        else:
            move = next(m for m in analysis.moves if m.optimal)
        tab.play_human_move(move.move)
    settle(qtbot, tab)
    qtbot.waitUntil(lambda: all(p in tab.analyses for p in tab.record.positions()),
                    timeout=10_000)
    tab._update_strip()


def independent_analyses(game, record):
    """Every position of the game analysed by the generic exact solver (not the tab's)."""
    analyzer = Analyzer(game)
    return [analyzer.analyze(p) for p in record.positions()]


def test_nim_chart_is_the_exact_value_for_a_and_marks_the_thrown_move(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    play_pupils_game(qtbot, nim, throw_at=0)
    chart = nim.strip
    exact = independent_analyses(Nim("normal"), nim.record)
    assert len(chart.values) == len(exact) == len(nim.record.plies) + 1
    for i, analysis in enumerate(exact):
        a_value = analysis.value if analysis.mover == 0 else -analysis.value
        assert chart.values[i] == a_value, i
    # A starts in a won position (3^4^5 != 0) and throws it away with his first move.
    assert chart.values[0] == 1 and chart.values[1] == -1 and chart.values[-1] == -1
    assert chart.thrown == {0: Verdict.THREW_WIN}
    # The tooltip of the point after the thrown move says so, the others do not.
    assert "▼" in chart.point_text(1) and "▼" not in chart.point_text(2)


def test_score_chart_adds_the_tricks_already_taken_and_ends_at_the_real_result(qtbot, window):
    tab = tab_of(window, "odnomastka")
    tab.start_game(tab.default_settings())
    play_pupils_game(qtbot, tab, throw_at=1)
    chart = tab.strip
    exact = independent_analyses(Odnomastka("standard", 6), tab.record)
    # The tricks counted from the cards themselves: the higher card takes the trick.
    taken = [0]
    for ply in tab.record.plies:
        difference = taken[-1]
        if ply.before.table is not None:
            leader_takes = ply.before.table > ply.move
            taker = ply.before.leader if leader_takes else ply.side
            difference += 1 if taker == 0 else -1
        taken.append(difference)
    for i, analysis in enumerate(exact):
        a_value = analysis.value if analysis.mover == 0 else -analysis.value
        assert chart.values[i] == taken[i] + a_value, i
    assert chart.values[-1] == taken[-1]
    expected = {}
    for i, ply in enumerate(tab.record.plies):
        verdict, _ = judge(exact[i], ply.text)
        if verdict in THROWN:
            expected[i] = verdict
    assert expected and chart.thrown == expected
    assert 1 in chart.thrown and chart.thrown[1] is Verdict.LOST_POINTS
    # Before the mistake the chart stays at the start value; after it, it moves against B.
    assert chart.values[0] == chart.values[1] and chart.values[2] > chart.values[1]


def test_clicking_a_point_jumps_to_that_position_also_forward(qtbot, nim):
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    play_pupils_game(qtbot, nim, throw_at=0, plies=4)
    chart = nim.strip
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton,
                     pos=QPoint(int(chart._x(1)), chart.height() // 2))
    assert len(nim.record.plies) == 1
    # The moves that can be redone stay on the chart; a click brings them back.
    assert len(chart.values) == 5
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton,
                     pos=QPoint(int(chart._x(3)), chart.height() // 2))
    assert len(nim.record.plies) == 3


def test_chart_words_in_both_languages(qtbot, window, nim):
    nim.start_game({"variant": "normal", "heaps": [1, 2]})
    settle(qtbot, nim)
    assert nim.strip._axis_label(1) == "выигрывает A"  # Russian by default
    assert nim.strip._axis_label(0) == "ничья"
    assert "При правильной игре выигрывает A" in nim.strip.point_text(0)
    window.set_language("en")
    qtbot.waitUntil(lambda: window.view_menu.title() == "&View")
    assert nim.strip._axis_label(1) == "A wins"
    assert "A wins with best play" in nim.strip.point_text(0)
    window.set_language("ru")


def test_chart_is_readable_at_1366x768_and_grows_with_the_zoom(qtbot, window, nim):
    window.resize(1366, 768)
    settle(qtbot, nim)
    small = nim.strip.height()
    assert small >= 80, "too flat to read the bands and numbers"
    try:
        window.set_zoom(4)
        qtbot.waitUntil(lambda: nim.strip.height() > small, timeout=2000)
    finally:
        window.set_zoom(0)


def test_the_key_of_the_triangles_never_covers_one(qtbot, nim):
    """The key «▼ a move that threw the result away» sits in the top margin beside the
    triangles, never over one (it did when the last move of a short game was marked)."""
    from PySide6.QtGui import QFontMetricsF
    nim.start_game({"variant": "normal", "heaps": [3, 4, 5]})
    play_pupils_game(qtbot, nim, throw_at=0)
    chart = nim.strip
    r, fm = chart._plot_rect(), QFontMetricsF(chart.font())
    size = fm.height() * 0.4
    width = fm.horizontalAdvance("▼ " + chart.tr("a move that threw the result away"))
    n = len(chart.values) - 1
    drawn = 0
    for marked in ({n - 1}, {0, n - 1}, {0}, set(range(n))):
        chart.thrown = dict.fromkeys(marked, Verdict.THREW_WIN)
        left = chart._key_left(r, width, size)
        if left is None:
            continue
        drawn += 1
        assert r.left() <= left and left + width <= r.right()
        assert not any(left - size < chart._mark_x(p) < left + width + size for p in marked)
    assert drawn >= 2
