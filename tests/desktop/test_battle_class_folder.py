"""The class folder in the battles window: the class battle in one click, strategies added
from the folder, a pupil's file handed in under a name safe on Windows, a new strategy offered
there."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from desktop.battles import handin, strategies
from desktop.battles.model import Setup
from tests.desktop.battle_window_kit import NIM_SUM, battles, warnings, window  # noqa: F401
from tests.engines.test_battle import STRATEGIES


@pytest.fixture
def class_folder(window, tmp_path):
    """A class folder chosen in the settings, with two Nim strategies and a Kalah one handed
    in, and a file that is not Python."""
    folder = tmp_path / "7 Б класс"
    strategies_in = folder / "strategies"
    strategies_in.mkdir(parents=True)
    for name, source in (("Аня - nim - nim_sum.py", NIM_SUM),
                         ("Борис - nim - mirror.py", STRATEGIES / "nim" / "mirror.py"),
                         ("Аня - kalah - greedy.py", STRATEGIES / "kalah" / "template.py")):
        (strategies_in / name).write_bytes(Path(source).read_bytes())
    (strategies_in / "notes.txt").write_text("-", encoding="utf-8")
    window.settings.setValue("class/folder", str(folder))
    yield folder
    window.settings.setValue("class/folder", "")


def test_the_class_battle_is_one_click(qtbot, battles, class_folder):
    page = battles.setup_page
    page.set_setup(Setup("nim", "normal", {"heaps": [1, 2, 3]}, ["random"]))
    page.class_button.click()
    assert battles.running
    qtbot.waitUntil(lambda: not battles.running, timeout=60_000)
    folder = class_folder / "strategies"
    assert page.player_specs() == [str(folder / "Аня - nim - nim_sum.py"),
                                   str(folder / "Борис - nim - mirror.py"), "perfect"]
    assert battles.result is not None and len(battles.result.games) == 6
    assert not any(g.forfeit for g in battles.result.games)


def test_add_folder_adds_every_strategy_file_and_starts_in_the_class_folder(
        qtbot, battles, class_folder, monkeypatch):
    page = battles.setup_page
    page.players.clear()
    opened: list[str] = []

    def choose(parent, title, start):
        opened.append(start)
        return start
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", choose)
    page.add_folder_button.click()
    assert opened == [str(class_folder / "strategies")]
    assert [page.players.item(i).text() for i in range(page.players.count())] == [
        "Аня - kalah - greedy.py", "Аня - nim - nim_sum.py", "Борис - nim - mirror.py"]
    assert page.add_folder(class_folder) == 0  # no .py there: said in the red line
    assert str(class_folder) in page.error.text()


def test_without_a_class_folder_the_class_battle_says_so_in_one_line(qtbot, window, battles,
                                                                     tmp_path):
    page = battles.setup_page
    assert not battles.class_battle() and not battles.running
    assert "Класс → Папка класса" in page.error.text() and "\n" not in page.error.text()
    window.settings.setValue("class/folder", str(tmp_path / "нет такой"))
    try:
        assert not battles.class_battle()
        assert "нет такой" in page.error.text() and "\n" not in page.error.text()
    finally:
        window.settings.setValue("class/folder", "")


def test_hand_in_copies_the_file_under_the_pupils_name(qtbot, window, battles, class_folder,
                                                       tmp_path, monkeypatch, warnings):
    mine = tmp_path / "моя стратегия.py"
    mine.write_text((STRATEGIES / "nim" / "template.py").read_text(encoding="utf-8"),
                    encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(mine), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (" Петя: Ивнв? ", True))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    battles.setup_page.game_box.setCurrentIndex(battles.setup_page.game_box.findData("nim"))
    battles.act_hand_in.trigger()
    copy = class_folder / "strategies" / "Петя_ Ивнв_ - nim - моя стратегия.py"
    assert copy.read_bytes() == mine.read_bytes(), told
    assert told and str(copy) in told[0] and not warnings
    assert window.settings.value("players/first") == "Петя: Ивнв?"  # remembered
    window.settings.setValue("class/folder", "")
    battles.act_hand_in.trigger()
    assert len(warnings) == 1 and "Класс → Папка класса" in warnings[0]


@pytest.mark.parametrize("text, safe", [
    ("Петя Иванов", "Петя Иванов"), ('a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j"),
    ("con", "_con"), ("LPT1.txt", "_LPT1.txt"), ("dots...  ", "dots"), ("", "_"),
    ("tab\there", "tab_here"), ("я" * 100, "я" * 60)])
def test_handed_in_names_are_safe_on_windows(text, safe):
    assert handin.safe_name(text) == safe


def test_a_new_strategy_is_offered_in_the_class_folder_under_the_pupils_name(
        qtbot, window, battles, class_folder, monkeypatch):
    offered: list[str] = []

    def save_as(parent, title, suggested, filters):
        offered.append(suggested)
        return suggested, filters
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *a:
                        (next(t for t in items if t == "Ним"), True))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Аня", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    made = strategies.ask_new_strategy(battles, battles.game_titles(), "nim",
                                       battles.class_strategies(), window.settings)
    path = class_folder / "strategies" / "Аня - nim - strategy.py"
    assert offered == [str(path)] and made == ("nim", path, True)
    assert path.read_bytes() == (STRATEGIES / "nim" / "template.py").read_bytes()
