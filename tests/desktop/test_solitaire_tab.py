"""The solitaire tab played by hand, as a pupil does: drag, click-click, double-click, the stock;
undo/redo, deal numbers, a typed deal, save and load, the language."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from desktop.framework.messages import localized
from desktop.games.solitaire.deal_dialog import DealDialog
from desktop.games.solitaire.play import HandGame
from engines.games.solitaire.cards import parse_card
from engines.games.solitaire.deal import format_deal, parse_deal
from engines.games.solitaire.rules import (
    TO_FOUNDATION,
    TO_PILE,
    Klondike,
    Pile,
    Position,
)
from engines.games.solitaire.shuffle import seeded_deal
from engines.protocol import NotationError


@pytest.fixture
def sol(window, qtbot):
    tab = window.pages[-1]
    window.tabs.setCurrentWidget(tab)
    tab.board.resize(800, 560)
    return tab


def seed_with(wanted, draw=1):
    """The first deal number whose start has a move ``wanted(move)`` accepts."""
    rules = Klondike(draw)
    for seed in range(1, 500):
        start = rules.start(seeded_deal(seed))
        move = next((m for m in rules.moves(start) if wanted(m)), None)
        if move is not None:
            return seed, move
    raise AssertionError("no such deal")


def send(board, kind, point, buttons=Qt.MouseButton.LeftButton):
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else \
        Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(point), board.mapToGlobal(QPointF(point)), button,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(board, event)


def drag(board, start, end):
    send(board, QEvent.Type.MouseButtonPress, start)
    middle = (start + end) / 2
    send(board, QEvent.Type.MouseMove, middle)
    assert board._drag, "the card was not lifted"
    send(board, QEvent.Type.MouseMove, end)
    send(board, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def click(board, point):
    send(board, QEvent.Type.MouseButtonPress, point)
    send(board, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def double_click(board, point):
    click(board, point)
    send(board, QEvent.Type.MouseButtonDblClick, point)
    send(board, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def pile_move(m):
    return m.kind == TO_PILE and 0 <= m.source < 7


def test_a_card_dragged_onto_a_pile_moves_there(sol):
    seed, move = seed_with(pile_move)
    sol.deal_number(seed)
    before = sol.game.position
    drag(sol.board, sol.board.card_point(move.card), sol.board.target_point(move.target))
    assert sol.game.moves == [move]
    assert sol.game.position == Klondike().apply(before, move)
    assert sol.moves_label.text().endswith("1")


def test_an_illegal_drop_snaps_back_with_a_message(sol):
    seed, move = seed_with(pile_move)
    sol.deal_number(seed)
    before = sol.game.position
    wrong = next(i for i in range(7) if i not in (move.source, move.target))
    drag(sol.board, sol.board.card_point(move.card), sol.board.target_point(wrong))
    assert sol.game.position == before and not sol.game.moves
    assert "color" in sol.status.text() and not sol.board._drag  # a red line, the card back


def test_click_then_click_moves_a_card(sol):
    seed, move = seed_with(pile_move)
    sol.deal_number(seed)
    click(sol.board, sol.board.card_point(move.card))
    assert sol.board.selected is not None and sol.board.selected.card == move.card
    click(sol.board, sol.board.target_point(move.target))
    assert sol.game.moves == [move] and sol.board.selected is None


def test_double_click_sends_a_card_to_its_foundation(sol):
    seed, move = seed_with(lambda m: m.kind == TO_FOUNDATION and 0 <= m.source < 7)
    sol.deal_number(seed)
    double_click(sol.board, sol.board.card_point(move.card))
    assert sol.game.moves == [move]
    assert sol.game.score == 1 and "1" in sol.score_label.text()


def test_the_stock_draws_and_when_empty_turns_the_waste_over(sol):
    sol.deal_number(3)
    sol.draw_box.setCurrentIndex(1)  # draw 3
    assert sol.game.draw == 3 and sol.game.seed == 3
    click(sol.board, sol.board.stock_point())
    pos = sol.game.position
    assert len(pos.waste) == 3 and len(pos.stock) == 21
    for _ in range(7):
        click(sol.board, sol.board.stock_point())
    assert not sol.game.position.stock and len(sol.game.position.waste) == 24
    click(sol.board, sol.board.stock_point())
    assert sol.game.position.stock == Klondike().start(seeded_deal(3)).stock
    assert [m.kind for m in sol.game.moves][-1] == "redeal"


def test_undo_and_redo_from_the_menu(window, sol):
    sol.deal_number(5)
    for _ in range(3):
        click(sol.board, sol.board.stock_point())
    positions = list(sol.game.positions)
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert sol.game.position == positions[1] and sol.moves_label.text().endswith("1")
    window.act_redo.trigger()
    assert sol.game.position == positions[2]
    assert sol.redo_button.isEnabled() and sol.undo_button.isEnabled()


def test_deal_number_n_deals_the_seeded_deal(sol):
    sol.seed_box.setValue(1234)  # as Enter in the box does (no keyboard tracking)
    assert sol.game.deal == seeded_deal(1234) and sol.game.seed == 1234
    assert sol.game.position == Klondike().start(seeded_deal(1234))
    sol.new_game()
    assert sol.game.deal == seeded_deal(sol.game.seed) and sol.seed_box.value() == sol.game.seed


def test_a_bad_deal_in_the_editor_is_named_and_the_game_goes_on(sol, monkeypatch):
    sol.deal_number(8)
    click(sol.board, sol.board.stock_point())
    before = sol.to_saved().to_json()
    deal = list(seeded_deal(9))
    deal[5] = deal[4]
    bad = format_deal(tuple(deal))
    shown = []

    def typed(dialog):
        dialog.field.setPlainText(bad)
        dialog.accept()  # OK pressed: refused, the dialog stays
        shown.append((dialog.error.text(), dialog.isVisible(), dialog.deal))
        return 0
    monkeypatch.setattr(DealDialog, "exec", typed)
    sol.edit_position()
    with pytest.raises(NotationError) as raised:
        parse_deal(bad)
    assert shown[0][0] == localized(raised.value) and "дважды" in shown[0][0]
    assert shown[0][2] is None
    assert sol.to_saved().to_json() == before

    def good(dialog):
        dialog.field.setPlainText(format_deal(seeded_deal(9)).lower())
        dialog.accept()
        return 1
    monkeypatch.setattr(DealDialog, "exec", good)
    sol.edit_position()
    assert sol.game.deal == seeded_deal(9) and not sol.game.moves


def play_some(tab, count=12):
    for _ in range(count):
        move = tab.game.hint()
        if move is None:
            break
        tab.play(move)


def test_save_then_load_in_a_new_window(window, sol, qtbot, tmp_path, monkeypatch):
    from tests.desktop.test_save_load import new_window
    sol.draw_box.setCurrentIndex(1)
    sol.deal_number(11)
    play_some(sol)
    window.act_undo.trigger()
    path = tmp_path / "solitaire.fgame.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.save_game()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "solitaire" and data["settings"] == {"draw": 3, "seed": 11}
    fresh, translations = new_window(qtbot)
    try:
        assert fresh.load_file(path)
        loaded = fresh.current
        assert loaded.game_name == "solitaire"
        assert loaded.to_saved() == sol.to_saved() and loaded.game.position == sol.game.position
        assert loaded.game.can_redo and loaded.seed_box.value() == 11
    finally:
        for page in fresh.pages:
            page.deactivate()
        translations.uninstall()


def test_a_damaged_save_is_named_and_the_game_kept(window, sol, tmp_path, monkeypatch):
    sol.deal_number(12)
    click(sol.board, sol.board.stock_point())
    before = sol.to_saved()
    data = before.to_json()
    data["moves"] = ["draw", "ZZ>3"]
    path = tmp_path / "bad.fgame.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    assert not window.load_file(path)
    assert "ZZ>3" in said[0] and "2" in said[0]
    assert sol.to_saved() == before


def test_the_autosave_brings_the_game_back(window, sol):
    sol.deal_number(13)
    play_some(sol, 5)
    window.autosave()
    saved = window.read_autosave()
    assert saved["tabs"]["solitaire"]["moves"] == sol.game.move_texts()
    sol.deal_number(14)
    window.restore_autosave(saved)
    assert sol.game.seed == 13 and len(sol.game.moves) == 5


def test_the_score_is_the_rules_score_and_won_is_said(sol, window):
    sol.deal_number(15)
    play_some(sol, 30)
    rules = Klondike(sol.game.draw)
    pos = rules.start(seeded_deal(15))
    for text in sol.game.move_texts():
        pos = rules.apply(pos, rules.parse_move(pos, text))
    assert sol.score_label.text().split(":")[1].split()[0] == str(rules.score(pos))
    # One card from the end: the last king on the waste.
    king = parse_card("KS")
    last = Position(tuple(Pile((), ()) for _ in range(7)), (), (king,), (13, 13, 13, 12))
    sol.game.positions[sol.game.current] = last
    sol.refresh()
    double_click(sol.board, sol.board.card_point(king))
    assert sol.game.won and "52" in sol.score_label.text()
    assert "Победа" in sol.status.text() and not sol.board.interactive
    assert sol.board.caption == "Победа!"
    window.set_language("en")  # the board paints the caption itself: it follows too
    QApplication.processEvents()
    assert sol.board.caption == "Won!"


def test_the_solvers_line_is_previewed_and_can_be_taken(sol):
    sol.deal_number(16)
    game = sol.game
    preview = game.rules.apply(game.position, game.stock_move())
    sol.best.preview.emit(preview)
    assert sol.board.position == preview and sol.board.preview and not sol.board.interactive
    assert sol.banner.isVisibleTo(sol)
    click(sol.board, sol.board.stock_point())
    assert not game.moves  # no hand moves during a preview
    sol.best.preview.emit(None)
    assert sol.board.position == game.position and sol.board.interactive
    sol.best.play_line.emit(["draw", "draw"])
    assert [m.kind for m in sol.game.moves] == ["draw", "draw"]


def test_language_switch(window, sol, qtbot):
    index = window.tabs.indexOf(sol)
    assert window.tabs.tabText(index) == "Пасьянс"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.tabs.tabText(index) == "Solitaire")
    assert sol.score_label.text().startswith("On foundations:")
    assert sol.side.tabText(0) == "Best play"
    window.set_language("ru")
    qtbot.waitUntil(lambda: sol.side.tabText(0) != "Best play")


def test_the_hint_is_a_legal_move_and_d_draws(sol, qtbot):
    sol.deal_number(17)
    sol.hint()
    assert sol.board.hinted in sol.game.legal()
    sol.board.setFocus()
    qtbot.keyClick(sol.board, Qt.Key.Key_D)
    assert [m.kind for m in sol.game.moves] == ["draw"]


def test_playout_of_the_solitaire_says_it_is_a_one_player_game():
    from desktop.headless import PlayoutError, check_playout
    with pytest.raises(PlayoutError, match="one-player"):
        check_playout("solitaire", "x", None, None)


def test_hand_game_loads_only_what_it_can_play():
    game = HandGame.seeded(21, 3)
    game.play(game.stock_move())
    saved = game.to_saved()
    again = HandGame.from_saved(saved)
    assert again.position == game.position and again.seed == 21
    saved.settings["seed"] = 22  # a number that does not deal these cards is dropped
    assert HandGame.from_saved(saved).seed is None
    saved.start = saved.start.replace("A", "Z", 1)
    from desktop.framework.savefile import SaveFileError
    with pytest.raises(SaveFileError, match="is not a card"):
        HandGame.from_saved(saved)


def test_a_frozen_version_1_solitaire_save_still_opens(window, sol):
    """Written by this version of the program and kept as it was: later versions must open it
    at the same move, with the moves that can be redone."""
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "data" / "solitaire-v1.fgame.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert window.load_file(path) and window.current is sol
    saved = sol.to_saved()
    assert (saved.start, saved.moves, saved.current, saved.settings) == (
        data["start"], data["moves"], data["current"], data["settings"])
    rules = Klondike(1)
    pos = rules.start(seeded_deal(42))
    for text in data["moves"][:data["current"]]:
        pos = rules.apply(pos, rules.parse_move(pos, text))
    assert sol.game.position == pos and sol.seed_box.value() == 42


def test_statistics_take_the_whole_width_and_the_tab_fits_a_projector(window, sol):
    from desktop.games.solitaire.tab import BEST, STATISTICS
    sol.side.setCurrentIndex(STATISTICS)
    assert sol.table_area.isHidden()
    sol.side.setCurrentIndex(BEST)
    assert not sol.table_area.isHidden()
    # The pages beside the table must leave it room in a 1366×768 window.
    assert sol.minimumSizeHint().width() <= 1366 - 12
    assert sol.minimumSizeHint().height() <= 768 - 80


def test_the_last_move_is_marked_and_undo_moves_the_mark(window, sol):
    seed, move = seed_with(pile_move)
    sol.deal_number(seed)
    assert sol.board.last is None
    sol.play(move)
    assert sol.board.last == move
    window.act_undo.trigger()
    assert sol.board.last is None
