"""The class folder in the app: pupils' PCs write their results there, the teacher's table reads
the whole folder, and a folder that is missing, read-only or vanishes mid-lesson costs nothing —
the results are kept on the PC, the window says so in one line, and they are written once the
folder is back. Plus the dialog of «Класс → Папка класса…»."""
from __future__ import annotations

import csv
import io
import shutil

import pytest

from desktop import class_folder, paths
from desktop.class_folder_dialog import ClassFolderDialog
from desktop.settings import Settings
from desktop.training import class_results
from desktop.training.progress import ProgressStore
from desktop.training.window import TrainingWindow
from tests.desktop.test_training import answer as answer_on_the_page
from tests.desktop.test_training import begin
from tests.desktop.test_training_progress import result
from tests.desktop.training_replies import right_reply


@pytest.fixture
def class_dir(tmp_path):
    folder = tmp_path / "Общая папка" / "7Б"
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def computer(qtbot, tmp_path, monkeypatch):
    """``computer(name, folder)``: a PC of the class — its own data folder and name, the class
    folder chosen — with the training window open."""
    def make(name: str, folder) -> TrainingWindow:
        monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path / f"data {name}"))
        monkeypatch.setenv(class_folder.PC_VARIABLE, name)
        settings = Settings(paths.user_data())
        settings.setValue(class_folder.SETTING, str(folder))
        window = TrainingWindow(settings=settings)
        qtbot.addWidget(window)
        idle(qtbot, window)
        return window
    return make


def idle(qtbot, window):
    qtbot.waitUntil(lambda: not window.courier.busy(), timeout=10_000)


def answer(qtbot, window, pupil, **kwargs):
    assert window.store.add(pupil, result(**kwargs)), "kept in the data folder first"
    idle(qtbot, window)


def files(folder):
    return sorted(p.name for p in (folder / "results").iterdir())


def test_two_pupils_pcs_and_the_teachers_table_and_csv(qtbot, computer, class_dir, tmp_path):
    first = computer("PC-01", class_dir)
    first.show()
    begin(qtbot, first, test=False)  # Маша answers one exercise on the page, as a pupil does
    answer_on_the_page(qtbot, first, right_reply(first.exercise.exercise))
    first.exercise.shut_down()
    idle(qtbot, first)
    assert files(class_dir) == ["Маша@PC-01.json"]
    answer(qtbot, first, "Маша", level=2)
    answer(qtbot, first, "Петя", right=False)
    answer(qtbot, first, "Маша", kind="who-wins")
    second = computer("PC-02", class_dir)
    answer(qtbot, second, "маша", level=3)  # the same pupil, typed otherwise, another day
    answer(qtbot, second, "Вася")
    assert files(class_dir) == ["Вася@PC-02.json", "Маша@PC-01.json", "Петя@PC-01.json",
                                "маша@PC-02.json"]
    teacher = computer("TEACHER", class_dir)
    answer(qtbot, teacher, "Учитель")  # the teacher tried it too: counted once
    teacher.show_progress(None)
    page = teacher.progress
    qtbot.waitUntil(lambda: not page.reading, timeout=10_000)
    rows = {(r.pupil, r.kind): r for r in page.rows()}
    assert {pupil for pupil, _ in rows} == {"Вася", "Маша", "Петя", "Учитель"}
    masha = rows["Маша", "best-move"]
    assert (masha.answered, masha.level, masha.computers) == (3, 3, "PC-01, PC-02")
    assert rows["Учитель", "best-move"].answered == 1
    assert page.table.topLevelItemCount() == 5 and page.problems.isHidden()
    assert "Pupils: 4, PCs: 3" in page.status.text()
    target = tmp_path / "класс.csv"
    assert page.export_to(target)
    table = list(csv.reader(io.StringIO(target.read_text("utf-8-sig"))))
    assert table[0] == page.header()
    assert sorted({row[0] for row in table[1:]}) == ["Вася", "Маша", "Петя", "Учитель"]
    assert ["PC-01, PC-02"] == [row[-1] for row in table[1:] if row[0] == "Маша"
                                and row[3] == "3"]
    # Вася answers again on his PC while the teacher looks; Refresh reads the folder again.
    answer(qtbot, second, "Вася")
    page.refresh_button.click()
    qtbot.waitUntil(lambda: not page.reading, timeout=10_000)
    assert [(r.answered, r.computers) for r in page.rows() if r.pupil == "Вася"] == [
        (2, "PC-02")]
    # One pupil: the choice lists each pupil once, merged.
    teacher.show_progress("маша")
    assert {page.table.topLevelItem(i).text(0)
            for i in range(page.table.topLevelItemCount())} == {"Маша"}


def test_a_file_the_table_cannot_read_is_named_above_it(qtbot, computer, class_dir):
    pupil = computer("PC-01", class_dir)
    answer(qtbot, pupil, "Маша")
    (class_dir / "results" / "Петя@PC-02.json").write_bytes(b"\xff\xfe garbage")
    teacher = computer("TEACHER", class_dir)
    teacher.show_progress(None)
    qtbot.waitUntil(lambda: not teacher.progress.reading, timeout=10_000)
    assert teacher.progress.table.topLevelItemCount() == 1
    assert not teacher.progress.problems.isHidden()
    assert "Петя@PC-02.json" in teacher.progress.problems.text()


def test_a_missing_class_folder_keeps_results_here_until_it_appears(qtbot, computer, tmp_path):
    folder = tmp_path / "флешка не вставлена"
    window = computer("PC-01", folder)
    answer(qtbot, window, "Маша")
    answer(qtbot, window, "Петя")
    assert window.courier.pending == {"Маша", "Петя"}
    assert not window.folder_line.isHidden() and str(folder) in window.folder_line.text()
    assert not folder.exists(), "a missing class folder is never created here"
    assert ProgressStore().pupils.keys() == {"Маша", "Петя"}, "kept in the data folder"
    assert window.courier._retry.isActive(), "tried again every minute"
    folder.mkdir()
    answer(qtbot, window, "Маша")  # the next answer takes everything pending along
    assert files(folder) == ["Маша@PC-01.json", "Петя@PC-01.json"]
    assert not window.courier.pending and window.folder_line.isHidden()
    assert len(class_results.read_file(folder / "results" / "Маша@PC-01.json").results) == 2


def test_choosing_another_folder_forgets_the_old_ones_trouble(qtbot, computer, tmp_path,
                                                              class_dir):
    window = computer("PC-01", tmp_path / "gone")
    answer(qtbot, window, "Маша")
    assert not window.folder_line.isHidden()
    window.settings.setValue(class_folder.SETTING, str(class_dir))
    window.class_folder_changed()
    idle(qtbot, window)
    assert files(class_dir) == ["Маша@PC-01.json"] and window.folder_line.isHidden()
    window.settings.setValue(class_folder.SETTING, "")
    window.class_folder_changed()
    assert not window.courier.pending and not window.courier._retry.isActive()


def test_a_read_only_class_folder_keeps_results_here_until_it_may_be_written(
        qtbot, computer, class_dir, monkeypatch):
    # Root writes anywhere, so the refusal is the system's answer to a pupil's account
    # (test_class_folder.py checks it for real as an unprivileged user).
    write = class_folder.atomic_write
    read_only = [True]

    def refused(path, data):
        if read_only[0]:
            raise PermissionError(13, "Permission denied", str(path))
        write(path, data)
    monkeypatch.setattr(class_folder, "atomic_write", refused)
    window = computer("PC-01", class_dir)
    answer(qtbot, window, "Маша")
    assert window.courier.pending == {"Маша"} and class_folder.problem(
        window.courier.error) == "read-only"
    assert "read-only" in window.folder_line.text()
    read_only[0] = False
    window.courier.retry()  # what the minute's timer does
    idle(qtbot, window)
    assert files(class_dir) == ["Маша@PC-01.json"] and window.folder_line.isHidden()


def test_a_class_folder_that_vanishes_mid_lesson(qtbot, computer, class_dir):
    window = computer("PC-01", class_dir)
    answer(qtbot, window, "Маша")
    assert files(class_dir) == ["Маша@PC-01.json"]
    shutil.rmtree(class_dir)  # the share went away, or the stick was pulled out
    answer(qtbot, window, "Маша", level=2)
    answer(qtbot, window, "Маша", level=3)
    assert window.courier.pending == {"Маша"} and not window.folder_line.isHidden()
    class_dir.mkdir()
    window.courier._retry.timeout.emit()
    idle(qtbot, window)
    assert not window.courier.pending and window.folder_line.isHidden()
    assert len(class_results.read_file(class_dir / "results" / "Маша@PC-01.json").results) == 3
    # The teacher's table of this PC: the folder's copy and the local one are one.
    window.show_progress(None)
    qtbot.waitUntil(lambda: not window.progress.reading, timeout=10_000)
    assert [r.answered for r in window.progress.rows()] == [3]


def test_a_new_pc_sends_what_it_has_when_training_opens(qtbot, computer, class_dir, tmp_path,
                                                        monkeypatch):
    monkeypatch.setenv("FINITE_GAMES_DATA", str(tmp_path / "data PC-01"))
    store = ProgressStore()  # results from before the class folder was chosen
    store.add("Маша", result())
    window = computer("PC-01", class_dir)
    assert window.store.id == store.id
    assert files(class_dir) == ["Маша@PC-01.json"]


def test_the_class_folder_dialog(qtbot, class_dir, tmp_path):
    settings = Settings(paths.user_data())
    settings.setValue(class_folder.SETTING, str(class_dir))
    dialog = ClassFolderDialog(None, settings)
    qtbot.addWidget(dialog)
    assert dialog.path.text() == str(class_dir)
    qtbot.waitUntil(lambda: not dialog.checking, timeout=10_000)
    assert dialog.state.text().startswith("✔")
    dialog.path.setText(str(tmp_path / "нет такой"))
    dialog.check()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=10_000)
    assert dialog.state.text().startswith("✘")
    dialog.clear_button.click()
    assert not dialog.checking and dialog.folder() is None
    dialog.path.setText(str(tmp_path))
    dialog.accept()
    assert Settings(paths.user_data()).value(class_folder.SETTING) == str(tmp_path)


def test_the_classroom_menu_opens_it_and_training_follows_the_choice(qtbot, window, class_dir):
    from desktop import tools
    training = tools.open_tool(window, "training")
    assert training.class_folder() is None
    window.act_class_folder.trigger()
    dialog = window.findChild(ClassFolderDialog)
    assert dialog is not None and dialog.isVisible()
    training.store.add("Маша", result())
    qtbot.waitUntil(lambda: not training.courier.busy(), timeout=10_000)
    dialog.path.setText(str(class_dir))
    dialog.accept()
    qtbot.waitUntil(lambda: not training.courier.busy(), timeout=10_000)
    assert files(class_dir) == [f"Маша@{class_folder.safe_name(class_folder.pc_name())}.json"]
    training.close()


def test_the_screenshots_of_the_class_folder_leave_the_setting_as_it_was(qtbot, tmp_path):
    from desktop.headless import wait_until
    from desktop.training.shots import class_folder_screenshots
    settings = Settings(paths.user_data())
    window = TrainingWindow(settings=settings)
    qtbot.addWidget(window)
    assert class_folder_screenshots(window, tmp_path, wait_until)
    assert sorted(p.name for p in tmp_path.glob("*.png")) == sorted(
        f"tool-training-{n}.png" for n in ("class-folder", "class-folder-down",
                                          "class-folder-missing", "class-table"))
    assert settings.value(class_folder.SETTING) == ""
