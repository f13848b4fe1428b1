"""The exam tab driven like a user: the editor, the answers, the table of S, the tree, the
Python page and play from an S."""
from __future__ import annotations

import contextlib
import io
import json

import pytest
from PySide6.QtCore import Qt

from desktop.framework.record import Mode
from desktop.games.ege.editor import example_task
from engines.games.ege.task import PLAYERS
from tests.desktop.conftest import play_whole_game, settle, tab_of


@pytest.fixture
def ege(window, qtbot):
    tab = tab_of(window, "ege")
    solved(qtbot, tab)
    return tab


def solved(qtbot, tab):
    qtbot.waitUntil(lambda: tab.answers.result is not None and not tab.task_runner.busy,
                    timeout=10_000)
    return tab.answers.result


def click_s(qtbot, tab, s):
    table = tab.answers.table
    index = next(i for i, p in enumerate(table.positions) if p["S"] == s)
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.cell_rect(index).center())


def test_the_default_task_shows_the_hand_worked_answers_and_a_cell_per_s(qtbot, ege):
    result = ege.answers.result
    assert result["answers"]["19"] == [14] and result["answers"]["20"] == [7, 13]
    assert result["answers"]["21"] == [12]
    text = ege.answers.answers.text()
    assert "наименьшее: 14" in text and "два наименьших: 7, 13" in text
    assert len(ege.answers.table.positions) == 28
    assert "Петя" in ege.answers.statement.text() and "29" in ege.answers.statement.text()


def test_clicking_an_s_draws_its_tree_every_petya_move_and_one_vanya_answer(qtbot, ege):
    click_s(qtbot, ege, 12)
    assert ege.s_spin.value() == 12 and ege.answers.table.selected == 12
    root = ege.exam_tree.tree.root
    assert root.position == ((12,), False) and root.label == "Ваня"
    assert [c.move for c in root.children] == ["+1", "×2"]  # Petya: every move
    for child in root.children:
        assert len(child.children) == 1  # Vanya: his one winning answer
    assert ege.exam_tree.depth_needed() == 4  # question 21: Vanya on his second move
    ege.exam_tree.all_wins.setChecked(True)
    after_13 = ege.exam_tree.tree.root.children[0]
    assert len(after_13.children) >= 1


def test_the_tree_grows_one_level_per_click_for_a_class(qtbot, ege):
    click_s(qtbot, ege, 12)
    tree = ege.exam_tree
    qtbot.mouseClick(tree.restart_button, Qt.MouseButton.LeftButton)
    assert not tree.tree.root.expanded
    qtbot.mouseClick(tree.step_button, Qt.MouseButton.LeftButton)
    assert tree.tree.root.expanded and not any(c.expanded for c in tree.tree.root.children)
    qtbot.mouseClick(tree.step_button, Qt.MouseButton.LeftButton)
    assert all(c.expanded for c in tree.tree.root.children)
    qtbot.mouseClick(tree.whole_button, Qt.MouseButton.LeftButton)
    assert tree.level == 4


def test_the_tree_exports_as_png_and_svg(qtbot, ege, tmp_path):
    click_s(qtbot, ege, 14)
    assert ege.exam_tree.tree.export_png(str(tmp_path / "t.png"))
    assert ege.exam_tree.tree.export_svg(str(tmp_path / "t.svg"))
    assert (tmp_path / "t.png").stat().st_size > 1000
    assert "<svg" in (tmp_path / "t.svg").read_text(encoding="utf-8")


def test_editing_the_task_solves_it_again(qtbot, ege):
    ege.editor.end_value.setValue(129)
    ege.editor.s_high.setValue(128)
    qtbot.waitUntil(lambda: ege.answers.result["answers"]["19"] == [64], timeout=10_000)
    assert ege.answers.result["answers"]["20"] == [32, 63]
    assert ege.game.task.end_value == 129  # the game on the Play page follows the task


def test_a_bad_expression_is_named_and_the_answers_stay(qtbot, ege):
    before = ege.answers.result
    row = ege.editor.rows[1]
    row.kind.setCurrentIndex(4)  # expression
    row.expr.setText("x ** 2")
    qtbot.waitUntil(lambda: ege.editor.error.text() != "", timeout=5_000)
    assert "ход 2" in ege.editor.error.text() and "*" in ege.editor.error.text()
    assert ege.answers.result is before
    row.expr.setText("x + x // 2")
    qtbot.waitUntil(lambda: ege.editor.error.text() == "", timeout=5_000)


def test_a_bad_task_file_is_named_and_the_task_kept(qtbot, ege, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"heaps": ["S"], "s_range": [1, 9], "moves": [],
                               "end": {"measure": "sum", "op": ">=", "value": 10}}),
                   encoding="utf-8")
    title = ege.editor.title.text()
    assert not ege.editor.load_file(bad)
    assert ege.editor.error.text().startswith("moves:")
    assert ege.editor.title.text() == title
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert not ege.editor.load_file(broken)
    assert "JSON" in ege.editor.error.text()


def test_the_python_page_prints_the_same_answers(qtbot, ege):
    for stem in ("one-heap-29", "two-heaps-77", "no-repeat-overshoot"):
        ege.editor.set_task(example_task(stem))
        qtbot.waitUntil(lambda: ege.solved_task == ege.editor.task_dict()
                        and not ege.task_runner.busy, timeout=20_000)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(ege.code.toPlainText(), {"__name__": "__main__"})  # the generated program
        printed = {}
        for line in out.getvalue().splitlines():
            label, values = line.split(")", 1)
            printed[label.replace(" ", "_")] = json.loads(values)
        assert printed == ege.answers.result["answers"], stem


def test_play_from_s_14_by_clicking_move_buttons_vanya_the_computer_wins(qtbot, ege):
    click_s(qtbot, ege, 14)
    qtbot.mouseClick(ege.play_button, Qt.MouseButton.LeftButton)
    assert ege.pages.currentIndex() == 3 and ege.position.heaps == (14,)
    ege.set_mode(Mode.HUMAN_COMPUTER)
    ege.controls.speed.setValue(5)

    def press_first(tab):
        button = next(iter(tab.board.buttons.values()))
        qtbot.waitUntil(lambda: button.height() > 0)  # laid out, as a user would see it
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    play_whole_game(qtbot, ege, press_first)
    assert ege.record.plies[-1].side == 1  # Vanya made the last move and won
    assert "Ваня" in ege.status.text()


def test_computer_against_computer_from_s_7_petya_wins_on_his_second_move(qtbot, ege):
    ege.choose_s(7)
    ege.play_from_s()
    ege.controls.speed.setValue(5)
    ege.set_mode(Mode.COMPUTER_COMPUTER)
    qtbot.waitUntil(lambda: ege.record.is_over(), timeout=15_000)
    assert len(ege.record.plies) == 3 and ege.record.plies[-1].side == 0


def test_the_analysis_gives_every_move_its_value_and_the_forecast(qtbot, ege):
    ege.set_mode(Mode.HUMAN_HUMAN)
    ege.choose_s(14)
    ege.play_from_s()
    settle(qtbot, ege)
    analysis = ege.analyses[ege.position]
    assert analysis.exact and analysis.value == -1 and analysis.remoteness == 2
    assert sorted((m.text, m.value) for m in analysis.moves) == [("x*2", -1), ("x+1", -1)]
    assert PLAYERS == ("Petya", "Vanya") and ege.side_label(1) == "Ваня"


def test_a_typed_move_and_a_bad_position_are_handled(qtbot, ege):
    ege.set_mode(Mode.HUMAN_HUMAN)
    ege.choose_s(7)
    ege.play_from_s()
    settle(qtbot, ege)
    ege.controls.move_entry.setText("14")  # the heap size the move leaves
    ege.controls.move_entry.returnPressed.emit()
    assert ege.position.heaps == (14,)
    ege.controls.move_entry.setText("x*3")
    ege.controls.move_entry.returnPressed.emit()
    assert ege.position.heaps == (14,) and "x*3" in ege.status.text()
    with pytest.raises(ValueError):
        ege.validate_position("7 8")  # one heap in this task


def test_a_saved_game_brings_its_task_back(qtbot, ege):
    ege.editor.set_task(example_task("two-heaps-77"))
    qtbot.waitUntil(lambda: ege.game.task.end_value == 77, timeout=10_000)
    ege.set_mode(Mode.HUMAN_HUMAN)
    ege.choose_s(30)
    ege.play_from_s()
    settle(qtbot, ege)
    ege.play_human_move(ege.game.legal_moves(ege.position)[1])
    saved = ege.to_saved()
    ege.editor.set_task(example_task("one-heap-29"))
    qtbot.waitUntil(lambda: ege.game.task.end_value == 29, timeout=10_000)
    ege.load_saved(saved)
    assert ege.game.task.end_value == 77 and ege.editor.end_value.value() == 77
    assert len(ege.record.plies) == 1 and ege.position.heaps == (7, 31)


def test_a_new_move_row_offers_a_move_the_task_lacks(qtbot, ege):
    before = [row.move_spec()["expr"] for row in ege.editor.rows]
    assert before == ["x + 1", "x * 2"]
    qtbot.mouseClick(ege.editor.add_move, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ege.editor.add_move, Qt.MouseButton.LeftButton)
    exprs = [" ".join(row.move_spec()["expr"].split()) for row in ege.editor.rows]
    assert exprs == ["x + 1", "x * 2", "x + 2", "x * 3"]
    assert len(set(exprs)) == len(exprs)
    while ege.editor.add_move.isEnabled():
        qtbot.mouseClick(ege.editor.add_move, Qt.MouseButton.LeftButton)
    exprs = [" ".join(row.move_spec()["expr"].split()) for row in ege.editor.rows]
    assert len(set(exprs)) == len(exprs) == 10
    qtbot.waitUntil(lambda: ege.editor.error.text() == "" and not ege.task_runner.busy,
                    timeout=10_000)


def test_the_play_page_follows_the_chosen_s(qtbot, ege):
    click_s(qtbot, ege, 14)
    qtbot.mouseClick(ege.play_button, Qt.MouseButton.LeftButton)
    assert ege.position.heaps == (14,)
    click_s(qtbot, ege, 9)  # another S in the table: the Play page starts from it
    assert ege.position.heaps == (9,) and ege.pages.currentIndex() == 3
    ege.pages.setCurrentIndex(0)
    ege.s_spin.setValue(12)  # or typed on the tree page
    assert ege.position.heaps == (12,) and ege.pages.currentIndex() == 0
    assert ege.settings["s"] == 12


def test_the_tree_caption_follows_the_language(qtbot, ege, window):
    click_s(qtbot, ege, 7)
    assert "Петя" in ege.exam_tree.title.text()
    window.set_language("en")
    qtbot.wait(20)
    assert "Petya wins" in ege.exam_tree.title.text()
    assert "Петя" not in ege.exam_tree.title.text()


def test_a_position_may_name_the_player_in_russian(qtbot, ege):
    assert "«7 20 Ваня»" in ege.position_hint()
    ege.editor.set_task(example_task("two-heaps-77"))
    qtbot.waitUntil(lambda: ege.solved_task == ege.editor.task_dict()
                    and not ege.task_runner.busy, timeout=20_000)
    ege.play_from_s()
    assert ege.validate_position("7 20 Ваня") == ege.validate_position("7 20 Vanya")
    assert ege.validate_position("7 20 петя") == ege.validate_position("7 20")


def test_a_start_beyond_the_horizon_of_a_big_task_says_so_in_both_languages(qtbot, ege, window):
    """A task too big to play out (stone_heaps_box.Horizon) marks the starts it did not decide
    "beyond": the table must not call them draws."""
    table = ege.answers.table
    p = {"S": 5, "winner": None, "move": None, "unlucky": False, "beyond": True}
    assert "никто не добивается выигрыша за два своих хода" in table.describe(p)
    window.set_language("en")
    qtbot.wait(20)
    assert table.describe(p).startswith("S = 5: neither side forces the win within two moves")
    assert "nobody can force the end" not in table.describe(p)


def test_the_move_buttons_follow_the_language(qtbot, ege, window):
    ege.editor.set_task(example_task("two-heaps-77"))
    qtbot.waitUntil(lambda: ege.solved_task == ege.editor.task_dict()
                    and not ege.task_runner.busy, timeout=20_000)
    ege.play_from_s()
    texts = [b.text() for b in ege.board.buttons.values()]
    assert texts and all(t.startswith("куча ") for t in texts)
    window.set_language("en")
    qtbot.wait(20)
    texts = [b.text() for b in ege.board.buttons.values()]
    assert texts and all(t.startswith("heap ") for t in texts), texts
