"""Every path may hold Cyrillic letters and spaces (../shared/deployment.md): the data folder
under a home like /home/Пётр Иванов, a saved game, a worksheet's PDF, the training table's CSV
and a pupil's strategy file in a battle. (The install or USB folder: tests/test_portable.py.)"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from desktop.training.progress import ProgressStore
from desktop.training.window import TrainingWindow
from desktop.worksheets.export import PictureCache, write_pdf
from desktop.worksheets.pages import paginate
from tests.desktop.conftest import tab_of
from tests.desktop.test_save_load import play_a_few_moves, state, windows  # noqa: F401
from tests.desktop.test_training_progress import result
from tests.desktop.test_worksheets import make, pdf_pages

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path) -> Path:
    folder = tmp_path / "Пётр Иванов"
    folder.mkdir()
    return folder


def test_the_data_folder_in_a_cyrillic_home(home):
    data = home / "Данные игр"
    env = dict(os.environ, HOME=str(home), FINITE_GAMES_DATA=str(data),
               QT_QPA_PLATFORM="offscreen")
    for _ in range(2):  # the second start reads the settings and restores the autosave
        out = subprocess.run([sys.executable, "-m", "desktop", "--time-to-window"], env=env,
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0 and "window shown" in out.stdout, out.stderr
        assert not out.stderr.strip(), out.stderr
    assert (data / "settings.ini").is_file()
    assert json.loads((data / "autosave.json").read_text(encoding="utf-8"))["clean_exit"]


def test_a_saved_game_in_a_cyrillic_folder(windows, home, monkeypatch):  # noqa: F811
    window = windows()
    tab = tab_of(window, "nim")
    play_a_few_moves(tab)
    path = home / "Мои партии" / "Ним с Машей"
    path.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.save_game()
    saved = path.with_name("Ним с Машей.fgame.json")
    assert saved.is_file()
    fresh = windows()
    assert fresh.load_file(saved)
    assert state(tab_of(fresh, "nim")) == state(tab)


def test_a_worksheet_pdf_in_a_cyrillic_folder(qtbot, home):
    sheet = make(variants=1)
    pictures = PictureCache()
    pictures.prepare(sheet, lambda done, total: True)
    pages = paginate(sheet, pictures)
    path = home / "Рабочие листы" / "Ним, 7Б.pdf"
    path.parent.mkdir()
    write_pdf(path, pages, "Ним")
    assert len(pdf_pages(path)) == len(pages)


def test_the_training_csv_in_a_cyrillic_folder(qtbot, home):
    store = ProgressStore()
    store.add("Пётр", result())
    window = TrainingWindow()
    qtbot.addWidget(window)
    window.show_progress(None)
    target = home / "Успеваемость класса" / "7Б — тренировка.csv"
    target.parent.mkdir()
    assert window.progress.export_to(target)
    assert "Пётр" in target.read_text(encoding="utf-8-sig")


def test_a_strategy_file_with_a_cyrillic_path_and_name_in_a_battle(home):
    folder = home / "Стратегии учеников"
    folder.mkdir()
    strategy = folder / "ним-сумма Пети.py"
    source = (ROOT / "resources" / "strategies" / "nim" / "nim_sum.py").read_text(
        encoding="utf-8")
    strategy.write_text("# Стратегия Пети: ним-сумма\n" + source, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "engines", "battle", "nim", "perfect", str(strategy),
         "--settings", '{"heaps": [3, 4, 5]}', "--games", "2", "--seed", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env=dict(os.environ, HOME=str(home)))
    assert out.returncode == 0, out.stderr
    battle = json.loads(out.stdout)
    assert battle["players"][1]["player"] == str(strategy)
    assert not any(g["forfeit"] for g in battle["games"]), battle["games"]
    # Perfect play against the nim-sum: each wins the game it starts (3 4 5 is a first
    # player's win), so the pupil's file really played.
    assert [p["wins"] for p in battle["players"]] == [1, 1]
