"""The training window: a 10-exercise test answered right and wrong with the explanation after
each answer, hints that cost points, practice's level suggestion, bad typed answers, stale
exercises dropped."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.training import progress
from desktop.training.session import TEST_LENGTH
from desktop.training.window import TrainingWindow
from tests.desktop import training_replies as replies


@pytest.fixture
def training(qtbot):
    window = TrainingWindow()
    qtbot.addWidget(window)
    window.show()
    yield window
    window.exercise.shut_down()


def begin(qtbot, window, kind="best-move", test=True, name="Маша", level=1):
    window.setup.pupil.setEditText(name)
    window.setup.choose("nim", kind, level)
    button = window.setup.test_button if test else window.setup.practice_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_exercise(qtbot, window)


def wait_exercise(qtbot, window):
    page = window.exercise
    qtbot.waitUntil(lambda: page.exercise is not None and page.form is not None, timeout=10_000)


def answer(qtbot, window, reply, hints=0):
    page = window.exercise
    for _ in range(hints):
        qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    for box in page.form.inputs:
        box.choose(reply[box.field.key])
    qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)
    assert page.answered is not None
    qtbot.waitUntil(lambda: page.stage.analysis is not None, timeout=10_000)


def next_exercise(qtbot, window):
    qtbot.mouseClick(window.exercise.next_button, Qt.MouseButton.LeftButton)
    if window.pages.currentWidget() is window.exercise:
        wait_exercise(qtbot, window)


@pytest.mark.parametrize("right", [True, False])
def test_a_ten_exercise_test_with_the_explanation_after_each(qtbot, training, right):
    begin(qtbot, training, level=2)  # level 1 has only 8 positions: a test repeats some
    page = training.exercise
    for i in range(TEST_LENGTH):
        assert f"{i + 1} " in page.heading.text()
        exercise = page.exercise
        assert page.question.text() and page.stage.boards.currentWidget() is page.stage.tab.board
        assert not page.feedback.isVisible(), "no verdict before the answer"
        reply = replies.right_reply(exercise) if right else replies.wrong_reply(exercise)
        answer(qtbot, training, reply)
        shown = page.answered_texts()
        assert ("✔" in shown["verdict"]) == right and ("✘" in shown["verdict"]) != right
        assert page.feedback.isVisible() and page.explanation.isVisible()
        for move in exercise.expected["move"]:  # every accepted move is named
            assert move in shown["correct"]
        assert shown["solution"] and shown["hints"], "the solution and every hint are shown"
        stage = page.stage
        assert stage.thinking.currentWidget() is stage.tab.thinking
        assert stage.panels.currentWidget() is stage.tab.panel
        assert stage.tab.panel.table.topLevelItemCount() == len(exercise.choices)
        next_exercise(qtbot, training)
    assert training.pages.currentWidget() is training.summary
    rows = training.summary.rows()
    assert len(rows) == TEST_LENGTH
    assert all(("✔" in r[4]) == right for r in rows)
    points = 2 * TEST_LENGTH if right else 0
    right_count = TEST_LENGTH if right else 0
    assert f"{right_count} of {TEST_LENGTH}" in training.summary.totals.text() or \
        f"{right_count} из {TEST_LENGTH}" in training.summary.totals.text()
    assert training.session.points() == points
    asked = [a.exercise.position for a in training.session.attempts]
    assert len(set(asked)) == TEST_LENGTH, f"a test asks no position twice: {asked}"
    assert [r[1] for r in rows] == [
        a.exercise.question[0].format(*a.exercise.question[1]) for a in training.session.attempts]


def test_hints_cost_points_and_are_shown_one_at_a_time(qtbot, training):
    begin(qtbot, training)
    page = training.exercise
    assert "2" in page.rule.text()
    qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    assert page.hints.text().count("<b>") == 1
    assert "1" in page.rule.text()
    answer(qtbot, training, replies.right_reply(page.exercise))
    assert page.answered.points == 1
    next_exercise(qtbot, training)
    answer(qtbot, training, replies.right_reply(page.exercise), hints=2)
    assert page.answered.points == 0 and page.answered.right
    assert not page.hint_button.isVisible()
    assert training.session.points() == 1


def test_the_board_click_chooses_the_move(qtbot, training):
    begin(qtbot, training)
    page = training.exercise
    move = page.exercise.expected["move"][0]
    tab = page.stage.tab
    page.stage._clicked(tab.game.parse_move(tab.position, move))
    assert page.form.reply() == {"move": move}
    assert tab.record.plies == [], "a click answers; it plays nothing"


def test_bad_typed_answers_are_named_and_not_counted(qtbot, training):
    begin(qtbot, training, kind="who-wins")
    page = training.exercise
    page.form.input_of("outcome").choose(page.exercise.expected["outcome"])
    line = page.form.input_of("int").line
    for typed, words in (("", ("nothing typed", "ничего не")), ("abc", ("abc",)),
                         ("9" * 40, ("9999",))):
        line.setText(typed)
        qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)
        assert page.answered is None and page.error.text()
        assert any(w in page.error.text() for w in words), page.error.text()
    assert training.session.attempts == []
    line.setText(f" {page.exercise.expected['length']} ")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert page.answered is not None and page.answered.right and not page.error.text()


def test_practice_suggests_the_next_level_after_a_streak(qtbot, training):
    begin(qtbot, training, test=False)
    page = training.exercise
    assert not page.bar.isVisible()
    for i in range(3):
        answer(qtbot, training, replies.right_reply(page.exercise))
        assert page.level_button.isVisible() == (i == 2)
        if i < 2:
            next_exercise(qtbot, training)
    qtbot.mouseClick(page.level_button, Qt.MouseButton.LeftButton)
    assert training.session.level == 2
    next_exercise(qtbot, training)
    assert page.exercise.level == 2
    for _ in range(2):
        answer(qtbot, training, replies.wrong_reply(page.exercise))
        if not page.level_button.isVisible():
            next_exercise(qtbot, training)
    assert page.level_button.isVisible() and "1" in page.level_button.text()
    qtbot.mouseClick(page.stop_button, Qt.MouseButton.LeftButton)
    assert training.pages.currentWidget() is training.summary
    assert len(training.summary.rows()) == 5


def test_a_stale_exercise_is_never_shown(qtbot, training):
    begin(qtbot, training, test=False)
    page = training.exercise
    training.session.level = 3
    page.ask()
    training.session.level = 2
    page.ask()  # the level-3 exercise, if it comes, is dropped
    wait_exercise(qtbot, training)
    qtbot.waitUntil(lambda: not page.generator.busy)
    qtbot.wait(100)
    assert page.exercise.level == 2


def test_a_name_is_needed_and_checked(qtbot, training):
    setup = training.setup
    setup.pupil.setEditText("")
    assert not setup.test_button.isEnabled() and setup.error.text()
    setup.pupil.setEditText("<b>")
    assert not setup.practice_button.isEnabled()
    setup.pupil.setEditText("Петя")
    assert setup.test_button.isEnabled() and not setup.error.text()


def test_results_are_saved_and_offered_next_time(qtbot, training):
    begin(qtbot, training, name="Петя", kind="who-wins", level=2)
    page = training.exercise
    answer(qtbot, training, replies.right_reply(page.exercise), hints=1)
    next_exercise(qtbot, training)
    answer(qtbot, training, replies.wrong_reply(page.exercise))
    store = progress.ProgressStore()
    assert store.problem is None and store.names() == ["Петя"]
    (row,) = store.rows()
    assert (row.pupil, row.game, row.kind, row.answered, row.solved, row.level, row.points,
            row.accuracy) == ("Петя", "nim", "who-wins", 2, 1, 2, 1, 50)
    other = TrainingWindow()
    qtbot.addWidget(other)
    assert other.setup.pupil.itemText(0) == "Петя" and other.setup.name() == "Петя"
    game, kind, variant, level = other.setup.choice()
    assert (game, kind.name, level) == ("nim", "who-wins", 2), "where Петя stopped"


def test_a_closed_window_leaves_nothing_to_retranslate(qtbot):
    """The games' hidden tabs die with the window whose widgets they lent (a tab outliving
    them crashed on the next language switch)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop.i18n import Translations
    window = TrainingWindow()
    window.show()
    begin(qtbot, window)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    translations = Translations()
    try:
        translations.switch("en")
        qtbot.wait(20)
    finally:
        translations.uninstall()


def test_switching_the_language_retranslates_an_exercise(qtbot, training):
    from desktop.i18n import Translations
    begin(qtbot, training)
    page = training.exercise
    english = page.question.text()
    translations = Translations()
    try:
        translations.switch("ru")
        qtbot.wait(20)
        assert page.question.text() != english and "Позиция" in page.question.text()
        assert page.answer_button.text() == "Ответить"
        assert training.setup.test_button.text().startswith("Контрольная")
    finally:
        translations.uninstall()


def test_help_and_the_screenshots(qtbot, tmp_path):
    from PySide6.QtWidgets import QWidget

    from desktop.headless import wait_until
    from desktop.training import shots as training_shots
    from desktop.training import window as training_window
    main = QWidget()
    qtbot.addWidget(main)
    window = training_window.open_window(main)
    assert training_window.open_window(main) is window, "one window, shown again"
    assert window.parent() is main and window.isWindow()
    dialog = window.show_help()
    assert "2" in dialog.browser.toPlainText() and len(dialog.browser.toPlainText()) > 500
    dialog.close()
    assert training_shots.screenshots(main, tmp_path, wait_until)
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert names == [f"tool-training-{n}.png" for n in
                     ("ege-answered", "ege-hints", "exercise", "progress", "setup", "summary",
                      "wrong-answer")]


def test_enter_on_a_chosen_move_answers(qtbot, training):
    begin(qtbot, training)
    page = training.exercise
    box = page.form.input_of("move")
    box.choose(page.exercise.expected["move"][0])
    qtbot.keyClick(box.list, Qt.Key.Key_Return)
    assert page.answered is not None and page.answered.right


def test_engine_texts_are_shown_as_text_not_markup(qtbot, training):
    from engines.exercise.model import Exercise, Field
    exercise = Exercise(
        game="ege", variant="task", kind="ege", level=1, seed=1,
        question=("The heap holds S < 10 & more {0}", ("<b>",)),
        fields=(Field("19", "ints", ("S <= {0}?", (5,))),), expected={"19": [3, 4]},
        answer={}, hints=(("Take <i>one</i>", ()),), solution=("S < 3", ()))
    training.setup.pupil.setEditText("Маша")
    training.start(False)
    page = training.exercise
    page.generator.cancel()
    page.show_exercise(exercise)
    assert page.stage.boards.currentWidget() is page.stage.no_board
    page.hint()
    assert "&lt;i&gt;one" in page.hints.text()
    assert page.question.textFormat() == Qt.TextFormat.PlainText
    page.form.inputs[0].choose([4, 3])
    page.answer()
    assert page.answered.right, "the numbers in any order"
    assert page.solution.text() == "S < 3" and "3 4" in page.correct.text()


def test_an_exam_task_is_explained_by_the_exam_tab_s_table_and_trees(qtbot, training):
    """EGE: the table of every S beside the question fills from the end with each hint; after
    the answer the whole table, the exam's tree for the S of the first wrong answer, and the
    pupil's Python program."""
    from desktop.training.ege_view import tree_questions
    training.setup.pupil.setEditText("Маша")
    training.setup.choose("ege", "ege", 1)
    qtbot.mouseClick(training.setup.practice_button, Qt.MouseButton.LeftButton)
    wait_exercise(qtbot, training)
    page, stage = training.exercise, training.exercise.stage
    ege = stage.ege
    assert ege is not None and stage.boards.currentWidget() is ege.answers
    qtbot.waitUntil(lambda: ege.solved is not None, timeout=10_000)
    table = ege.answers.table
    assert table.positions and all(p.get("hidden") for p in table.positions)
    assert not ege.answers.answers.isVisibleTo(ege.answers)  # the answers wait for the pupil
    shown = []
    for _ in page.exercise.hints:
        qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
        shown.append(sum(not p.get("hidden") for p in table.positions))
    assert 0 < shown[0] < shown[1] < shown[-1] == len(table.positions)
    exercise = page.exercise
    for box in page.form.inputs:
        box.choose(replies.wrong_reply(exercise)[box.field.key])
    qtbot.mouseClick(page.answer_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: stage.explained, timeout=10_000)
    assert page.explanation.isVisibleTo(page) and page.explanation.currentIndex() == 0
    assert stage.thinking.currentWidget() is ege.tree_page
    first, s = tree_questions(exercise)[0]
    assert ege.tree.caption.startswith(f"{first}) S = {s}:")
    assert ege.tree.tree.root is not None and len(ege.tree.tree.nodes()) > 2
    assert not any(p.get("hidden") for p in table.positions)
    assert ege.answers.answers.isVisibleTo(ege.answers)
    assert "def f(" in ege.code.toPlainText()
    assert page.explanation.tabText(2) == "Python solution"
    ege.tree_buttons[-1][0].click()
    assert ege.tree.caption.startswith("21) ")
