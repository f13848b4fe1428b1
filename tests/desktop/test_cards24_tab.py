"""The 24 cards tab driven like a user: clicking stacks, the Grundy table, the explorer."""
from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.framework.record import Mode
from engines.games.cards24.rules import CardsPosition
from tests.desktop.conftest import play_whole_game, settle


def take(qtbot, tab, value):
    rect = tab.board._stack_rect(value)
    qtbot.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def test_a_whole_human_computer_game_by_clicks_ends_with_the_computer_winning(qtbot, cards):
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50})
    cards.controls.speed.setValue(5)
    play_whole_game(qtbot, cards, lambda tab: take(
        qtbot, tab, max(v for v, c in enumerate(tab.position.counts, 1) if c)))
    game = cards.game
    last = cards.record.plies[-1]
    # A always takes the biggest card and loses: B either hit 50 or A went over.
    assert (last.side == 1 and game.total(cards.position) == 50) or (
        last.side == 0 and game.total(cards.position) > 50)


def test_thinking_view_shows_the_cell_its_options_and_the_mex(qtbot, cards):
    cards.set_mode(Mode.HUMAN_HUMAN)
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50})
    settle(qtbot, cards)
    view = cards.thinking
    assert view.title.text().startswith("SG[4, 4, 4, 4, 4, 4] = 3")
    assert view.moves.rowCount() == 6
    zero_rows = [r for r in range(6) if view.moves.item(r, 2).text() == "0"]
    assert [view.moves.item(r, 0).text() for r in zero_rows] == ["2", "4", "6"]
    assert "mex = 3" in view.mex.text()


def test_explorer_click_moves_the_board_to_that_cell(qtbot, cards):
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50})
    settle(qtbot, cards)
    view = cards.thinking
    view.rows_box.setCurrentIndex(0)
    view.cols_box.setCurrentIndex(5)
    assert view.grid.rowCount() == 5 and view.grid.columnCount() == 5
    view._grid_clicked(2, 3)  # two 1s and three 6s left, the rest as now
    assert cards.position == CardsPosition((2, 4, 4, 4, 4, 3))
    assert cards.mode is Mode.HUMAN_HUMAN


def test_a_computer_in_a_lost_position_marks_its_trap_in_yellow(qtbot, cards):
    cards.set_mode(Mode.COMPUTER_HUMAN)
    cards.controls.speed.setValue(5)
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50},
                     CardsPosition((3, 4, 4, 4, 3, 4)))
    qtbot.waitUntil(lambda: len(cards.record.plies) == 1, timeout=10_000)
    view = cards.thinking
    assert "0" not in [view.moves.item(r, 2).text() for r in range(view.moves.rowCount())]
    view.finish()
    assert "ловушка" in view.moves.item(
        next(r for r in range(view.moves.rowCount()) if view.moves.item(r, 3).text()), 3).text()


def test_new_deck_and_target_rebuild_the_table(qtbot, cards):
    cards.start_game({"variant": "standard", "deck": [2, 2, 2], "target": 7})
    settle(qtbot, cards)
    assert cards.game.size == 27 and cards.thinking.title.text().startswith("SG[2, 2, 2]")


def test_editor_names_counts_over_the_deck_and_totals_over_the_target(qtbot, cards):
    from desktop.framework.dialogs import PositionEditor
    editor = PositionEditor(cards, "t", "", "4 4 4 4 4 4", cards.validate_position)
    qtbot.addWidget(editor)
    for text in ("4 4 4 4 4 5", "4 4 4 4 4 -1", "4 4 4 4 4", "0 0 0 0 3 3"):
        editor.field.setText(text)
        assert editor.position is None and editor.error.text(), text


def test_new_game_dialog_refuses_decks_too_big_to_solve(qtbot, cards):
    from desktop.games.cards24.tab import Cards24SettingsDialog
    dialog = Cards24SettingsDialog(cards, cards.settings)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled() and "15" in dialog.size_note.text()
    dialog.values.setValue(9)
    for spin in dialog.counts:
        spin.setValue(12)
    assert not ok.isEnabled()
    dialog.values.setValue(3)
    assert ok.isEnabled() and dialog.settings()["deck"] == [12, 12, 12]


def test_save_and_load_keep_a_custom_deck_and_target(qtbot, window, cards, tmp_path):
    from desktop.framework import savefile
    cards.set_mode(Mode.HUMAN_HUMAN)
    cards.start_game({"variant": "standard", "deck": [3, 0, 2], "target": 9})
    cards.play_human_move(3)
    path = tmp_path / "c.fgame.json"
    savefile.write(path, cards.to_saved())
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50})
    assert window.load_file(path)
    assert cards.game.deck == (3, 0, 2) and cards.game.target == 9
    assert cards.position == CardsPosition((3, 0, 1))


def test_hearts_and_diamonds_are_red_clubs_and_spades_black():
    from desktop.games.cards24.board import BLACK, RED, card_face
    faces = [card_face(5, k) for k in range(8)]
    for label, ink in faces:
        assert ink == (RED if label[-1] in "♥♦" else BLACK), label
    assert {label[-1] for label, _ in faces} == set("♠♥♦♣")


def test_the_drawn_corner_labels_have_their_suit_colour(qtbot, cards):
    """Count red and black ink in each card's visible top strip of a full stack."""
    from desktop.games.cards24.board import SUITS
    cards.set_mode(Mode.HUMAN_HUMAN)
    cards.start_game({"variant": "standard", "deck": [4, 4, 4, 4, 4, 4], "target": 50})
    settle(qtbot, cards)
    board = cards.board
    board.resize(1000, 600)
    image = board.grab().toImage()
    stack = board._stack_rect(3)
    _, step = board._card_height_and_step(3)
    for k in range(3):  # the last card's strip is its whole face; the first three suffice
        y0 = int(stack.y() + k * step)
        red = dark = 0
        for x in range(int(stack.x() + 4), int(stack.x() + stack.width() / 2)):
            for y in range(y0 + 2, int(y0 + step)):
                c = image.pixelColor(x, y)
                if c.red() > 150 and c.green() < 110 and c.blue() < 110:
                    red += 1
                elif c.red() < 90 and c.green() < 90 and c.blue() < 90:
                    dark += 1
        suit = SUITS[k]
        if suit in "♥♦":
            assert red > 10 and red > dark, (suit, red, dark)
        else:
            assert dark > 10 and dark > red, (suit, red, dark)
