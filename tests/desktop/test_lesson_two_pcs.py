"""A lesson as the class folder serves it, end to end in the real windows: two pupils' PCs (each
its own data folder and PC name, one class folder) record training results and hand in a
strategy; the teacher's PC (a third data folder) lists both pupils and battles both strategies
in one click."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from desktop import class_folder
from desktop.battles.window import BattleWindow
from desktop.battles.window import open_window as open_battles
from desktop.main_window import MainWindow
from desktop.training.window import TrainingWindow
from tests.desktop.battle_window_kit import main_window, shut
from tests.desktop.test_training_progress import result
from tests.engines.test_battle import STRATEGIES


@pytest.fixture
def lesson(qtbot, tmp_path, monkeypatch):
    """``pc(name)``: the app's main window on a PC of the class, the class folder chosen."""
    folder = tmp_path / "Общая папка" / "7 Б"
    folder.mkdir(parents=True)
    windows: list[MainWindow] = []

    def pc(name: str) -> MainWindow:
        data = tmp_path / f"данные {name}"
        monkeypatch.setenv("FINITE_GAMES_DATA", str(data))
        monkeypatch.setenv(class_folder.PC_VARIABLE, name)
        main = main_window(data)
        main.settings.setValue(class_folder.SETTING, str(folder))
        windows.append(main)
        return main

    yield folder, pc
    for main in windows:
        shut(main)


def training(qtbot, main: MainWindow) -> TrainingWindow:
    window = TrainingWindow(settings=main.settings)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.courier.busy(), timeout=10_000)
    return window


def hand_in(qtbot, main: MainWindow, pupil: str, source, monkeypatch) -> BattleWindow:
    battles = open_battles(main)
    assert isinstance(battles, BattleWindow)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (pupil, True))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    page = battles.setup_page
    page.game_box.setCurrentIndex(page.game_box.findData("nim"))
    assert battles.hand_in() is not None
    return battles


def test_two_pupils_pcs_hand_in_and_the_teacher_sees_and_battles_both(qtbot, lesson,
                                                                       monkeypatch):
    folder, pc = lesson
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(str(a[2])))
    for name, pupil, strategy in (("PC-01", "Аня Белова", "nim_sum.py"),
                                  ("PC-02", "Борис Волков", "mirror.py")):
        main = pc(name)
        window = training(qtbot, main)
        assert window.store.add(pupil, result(level=2))
        qtbot.waitUntil(lambda: not window.courier.busy(), timeout=10_000)
        hand_in(qtbot, main, pupil, STRATEGIES / "nim" / strategy, monkeypatch)
    assert sorted(p.name for p in (folder / "results").iterdir()) == [
        "Аня Белова@PC-01.json", "Борис Волков@PC-02.json"]
    assert sorted(p.name for p in (folder / "strategies").iterdir()) == [
        "Аня Белова - nim - nim_sum.py", "Борис Волков - nim - mirror.py"]

    teacher = pc("TEACHER")
    window = training(qtbot, teacher)
    window.show_progress(None)
    page = window.progress
    qtbot.waitUntil(lambda: not page.reading, timeout=10_000)
    assert {(r.pupil, r.computers) for r in page.rows()} == {
        ("Аня Белова", "PC-01"), ("Борис Волков", "PC-02")}

    battles = open_battles(teacher)
    assert isinstance(battles, BattleWindow)
    battles.setup_page.game_box.setCurrentIndex(battles.setup_page.game_box.findData("nim"))
    assert battles.class_battle()
    qtbot.waitUntil(lambda: not battles.running, timeout=60_000)
    assert battles.result is not None
    names = [s.rsplit("/", 1)[-1] for s in battles.setup_page.player_specs()]
    assert names == ["Аня Белова - nim - nim_sum.py", "Борис Волков - nim - mirror.py",
                     "perfect"]
    assert len(battles.result.games) == 6  # three players, two games a pair
    assert not any(game.forfeit for game in battles.result.games)
