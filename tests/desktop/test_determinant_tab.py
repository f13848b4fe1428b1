"""The Determinant tab driven like a user: numbers and cells by clicks, the tree, the searches."""
from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.framework.record import Mode
from engines.games.determinant.rules import score
from tests.desktop.conftest import play_whole_game, settle


def write(qtbot, det, number, cell):
    board = det.board
    for rect in (board._number_rect(number), board._cell_rect(cell)):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def test_a_whole_human_computer_game_by_clicks_ends_with_the_computer_not_losing(qtbot, det):
    det.start_game({"variant": "standard"})
    det.controls.speed.setValue(5)

    def first_number_first_cell(tab):
        cells = tab.position.cells
        write(qtbot, tab, next(n for n in range(1, 10) if n not in cells), cells.index(0))
    assert play_whole_game(qtbot, det, first_number_first_cell) == 5
    assert det.record.position.filled == 9
    # A plays first and weakly; B, the computer, plays perfectly: SA − SB can only be what the
    # perfect evaluation of A's weak moves allows, and B never does worse than the forecast.
    settle(qtbot, det)
    first_b = det.analyses[det.record.plies[1].before]
    assert -score(det.position.cells) >= first_b.value  # B's value from its first turn kept


def test_seed_example_tree_shows_the_panel_values_for_the_player_to_move(qtbot, det):
    """917.5.682: B to move; SA − SB is −79 / −39 with best play, i.e. +79 / +39 for B. The
    tree uses the analysis panel's convention (the player to move now, as in analysis-cli.md),
    says so, and every number agrees with the panel."""
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position("917.5.682"))
    settle(qtbot, det)
    root = det.thinking.tree.root
    assert root.value == 79 and root.maximising  # B, to move, maximises its own value
    values = sorted(c.value for c in root.children)
    assert values == [39, 39, 79, 79]  # no two of the four moves are symmetric here
    assert [c.value for c in root.children if c.on_line] == [79]
    assert root.children[0].value == 79  # B's best first
    analysis = det.analyses[det.position]
    panel = {m.text: m.value for m in analysis.moves}
    for child in root.children:
        assert all(panel[text] == child.value for text in child.extra["moves"])
    assert analysis.value == root.value
    shown = [det.panel.table.topLevelItem(i) for i in range(det.panel.table.topLevelItemCount())]
    assert sorted(int(item.text(1)) for item in shown) == values
    assert "SB − SA" in det.thinking.counts.text()


def test_alpha_beta_visits_fewer_nodes_than_minimax_and_step_reveals_one_node(qtbot, det):
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position("....5.682"))
    settle(qtbot, det)
    view = det.thinking
    view.mode.setCurrentIndex(2)
    view.depth_box.setValue(2)
    view.build()
    qtbot.waitUntil(lambda: not view.runner.busy and view.tree.root is not None, timeout=10_000)
    assert "426" in view.counts.text() and "165" in view.counts.text()
    hidden_before = sum(1 for n in view.tree.nodes() if n.hidden)
    view.walk_buttons.step()
    assert sum(1 for n in view.tree.nodes() if n.hidden) < hidden_before
    pruned = [n for n in view.tree.nodes() if n.pruned]
    assert pruned and "α ≥ β" in pruned[0].pruned


def test_tree_exports_png_and_svg(qtbot, det, tmp_path):
    det.start_game({"variant": "standard"}, det.game.parse_position("917.5.682"))
    settle(qtbot, det)
    tree = det.thinking.tree
    assert tree.export_png(str(tmp_path / "t.png")) and (tmp_path / "t.png").stat().st_size > 1000
    assert tree.export_svg(str(tmp_path / "t.svg"))
    assert "<svg" in (tmp_path / "t.svg").read_text(encoding="utf-8")


def test_clicking_a_tree_node_expands_it_off_the_gui_thread(qtbot, det):
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position("9.7.5.6.."))
    settle(qtbot, det)
    tree = det.thinking.tree
    child = tree.root.children[0]
    assert child.children is None
    tree.toggle(child)
    qtbot.waitUntil(lambda: child.children is not None, timeout=10_000)
    assert child.expanded and child.children and all(c.value is not None for c in child.children)


def test_empty_board_panel_groups_the_81_moves_by_symmetry(qtbot, det):
    det.start_game({"variant": "standard"})
    settle(qtbot, det)
    assert det.panel.table.topLevelItemCount() == 9  # one row a number: all cells are alike
    assert "A" in det.panel.forecast.text() and "40" in det.panel.forecast.text()


def test_editor_rejects_duplicates_and_bad_digits(qtbot, det):
    from desktop.framework.dialogs import PositionEditor
    editor = PositionEditor(det, "t", "", ".........", det.validate_position)
    qtbot.addWidget(editor)
    editor.field.setText("11.......")
    assert "1" in editor.error.text() and not editor.position
    editor.field.setText("12x......")
    assert "x" in editor.error.text()
    editor.field.setText("917.5.682")
    assert editor.position is not None


def test_keyboard_writes_a_number(qtbot, det):
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"})
    settle(qtbot, det)
    det.board.setFocus()
    for key in (Qt.Key.Key_7, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Return):
        qtbot.keyClick(det.board, key)
    assert det.record.plies[0].text == "7@33"


def test_save_and_load_a_determinant_game(qtbot, window, det, tmp_path):
    from desktop.framework import savefile
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position("917.5.682"))
    det.play_human_move((3, 3))
    path = tmp_path / "d.fgame.json"
    savefile.write(path, det.to_saved())
    det.start_game({"variant": "standard"})
    assert window.load_file(path)
    assert det.game.format_position(det.position) == "91735.682"
    assert det.game.format_position(det.record.start) == "917.5.682"


def test_move_numbers_continue_from_an_edited_position(qtbot, det):
    det.set_mode(Mode.HUMAN_HUMAN)
    det.start_game({"variant": "standard"}, det.game.parse_position("917.5.682"))
    settle(qtbot, det)
    assert det.status.text().startswith("Ход 8")
