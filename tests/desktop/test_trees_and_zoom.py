"""The tree views in a lesson: they survive a language switch and speak it, zoom with the rest
of the picture, export where a pupil can write and say where, and stay readable (Kalah)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QPlainTextEdit

from desktop.framework.record import Mode
from desktop.framework.search_tree import READABLE
from desktop.framework.zoom import ui_scale, zoom
from desktop.games.kalah.thinking import KalahThinkingView
from engines.solvers.trace import format_value
from tests.desktop.conftest import settle, tab_of


def build_alpha_beta(qtbot, det, position="917.5.6..", depth=3):
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position(position))
    settle(qtbot, det)
    view = det.thinking
    view.mode.setCurrentIndex(2)
    view.depth_box.setValue(depth)
    view.build()
    qtbot.waitUntil(lambda: not view.runner.busy and view.tree.root is not None, timeout=10_000)
    return view


def test_a_language_switch_keeps_the_built_tree_and_retranslates_it(qtbot, window, det):
    view = build_alpha_beta(qtbot, det)
    view.walk_buttons.step()
    view.walk_buttons.step()
    root, shown = view.tree.root, [n for n in view.tree.nodes() if not n.hidden]
    assert "Минимакс" in view.counts.text()
    window.set_language("en")
    qtbot.waitUntil(lambda: "Minimax visited" in view.counts.text())
    assert view.tree.root is root and [n for n in view.tree.nodes() if not n.hidden] == shown
    det.activate()  # a tab switch refreshes the tab: the tree stays too
    assert view.tree.root is root
    window.set_language("ru")
    qtbot.waitUntil(lambda: "Минимакс" in view.counts.text())
    assert view.tree.root is root
    view.walk_buttons.reveal_all()
    pruned = [n.pruned for n in view.tree.nodes() if n.pruned]
    assert pruned and all("не просмотрено" in p for p in pruned)
    assert "Values are" not in view.counts.text() and "SA − SB" in view.counts.toolTip()


def test_the_alpha_beta_hint_is_russian_after_english_and_back(qtbot, window, det):
    det.set_mode(Mode.HUMAN_HUMAN)
    settle(qtbot, det)
    det.thinking.mode.setCurrentIndex(2)
    russian = det.thinking.counts.text()
    window.set_language("en")
    qtbot.waitUntil(lambda: det.thinking.counts.text() != russian)
    assert det.thinking.counts.text().startswith("Choose a depth")
    window.set_language("ru")
    qtbot.waitUntil(lambda: det.thinking.counts.text() == russian)


def test_zoom_scales_text_boards_and_trees_and_comes_back(qtbot, window, det):
    settle(qtbot, det)
    tree, board = det.thinking.tree, det.board
    tree_scale, board_min = tree.transform().m11(), board.minimumSize()
    status_pt = det.status.font().pointSizeF()
    def least(board):
        return max(board.minimumWidth(), board.minimumSizeHint().width())
    minimums = {tab.game_name: least(tab.board) for tab in window.game_tabs}
    assert sum(1 for w in minimums.values() if w > 100) >= 6
    window.set_zoom(3)
    try:
        assert ui_scale() > 1.2 and zoom().step == 3
        assert board.minimumSize().width() > board_min.width()
        assert tree.transform().m11() > tree_scale
        assert det.status.font().pointSizeF() > status_pt  # a larger-than-normal font too
        assert det.panel.forecast.font().bold()
        for tab in window.game_tabs:  # every board follows the one zoom
            if minimums[tab.game_name] > 100:
                assert least(tab.board) > minimums[tab.game_name], tab.game_name
        window.set_zoom(-2)
        assert ui_scale() < 1 and tree.transform().m11() < tree_scale * 1.01
    finally:
        window.set_zoom(0)
    assert ui_scale() == 1.0 and board.minimumSize() == board_min
    assert abs(det.status.font().pointSizeF() - status_pt) < 0.01


def test_export_opens_in_pictures_remembers_the_folder_and_confirms(qtbot, det, tmp_path,
                                                                    monkeypatch):
    settle(qtbot, det)
    asked = []

    def fake(parent, caption, start, filters):
        asked.append(start)
        return str(tmp_path / "out" / "my-tree.png"), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    (tmp_path / "out").mkdir()
    buttons = det.thinking.tree_buttons
    install = Path(__file__).resolve().parents[2]
    assert buttons.export() == str(tmp_path / "out" / "my-tree.png")
    assert not Path(asked[0]).resolve().is_relative_to(install)
    assert (tmp_path / "out" / "my-tree.png").stat().st_size > 1000
    assert "my-tree.png" in buttons.message.text()
    buttons.export()
    assert Path(asked[1]).parent == tmp_path / "out"  # the folder is remembered


def test_export_to_a_folder_that_cannot_be_written_says_so(qtbot, det, tmp_path, monkeypatch):
    settle(qtbot, det)
    target = tmp_path / "missing" / "t.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    assert det.thinking.tree_buttons.export() is None
    assert "t.png" in det.thinking.tree_buttons.message.text()


def test_kalah_tree_nodes_are_wide_enough_and_shown_readable(qtbot, window):
    kalah = tab_of(window, "kalah")
    kalah.set_mode(Mode.HUMAN_HUMAN)
    settings = dict(kalah.settings, m=6, n=3, depth=4)
    kalah.start_game(settings)
    settle(qtbot, kalah, timeout=40_000)
    view: KalahThinkingView = kalah.thinking  # type: ignore[assignment]
    kalah.side.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not view.runner.busy and view.tree.root is not None, timeout=20_000)
    tree = view.tree
    assert tree.board_w >= 16 * 8  # 8 columns (6 houses and 2 stores) of two-digit counts
    assert tree.transform().m11() >= READABLE - 1e-9
    assert "Юг" in view.counts.text()  # whose values they are, in the UI's language
    assert tree.root.maximising and not tree.root.pending and not tree.root.bound
    view.show_text()  # the printout speaks the tree's convention, bounds included
    printed = view.text_dialog.findChild(QPlainTextEdit).toPlainText()
    root_value = format_value(tree.root.value, "∞", 1).replace("-", "−")
    assert f"max root = {root_value}" in printed
    bounds = [n for n in tree.nodes() if n.bound]
    assert bounds and printed.count("≥ ") + printed.count("≤ ") >= len(bounds)
    view.text_dialog.close()


def test_kalah_board_keeps_its_width_while_the_computer_thinks(qtbot, window):
    """The progress text never widens the play row, and busy the row still fits the board's
    side of the splitter: the splitter (and the board) stay where they are."""
    kalah = tab_of(window, "kalah")
    controls = kalah.controls
    controls.show_busy(True)
    controls.show_progress(12)
    short = controls.minimumSizeHint().width()
    controls.show_progress(123_456_789)
    assert controls.minimumSizeHint().width() == short
    assert "123" in controls.busy_label.toolTip()
    assert short <= kalah.splitter.sizes()[0]
    controls.show_busy(False)
