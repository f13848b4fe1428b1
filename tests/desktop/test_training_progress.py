"""Pupils' progress: written atomically, read back, a damaged file moved aside and reported (never
a crash), the teacher's table and its CSV export."""
from __future__ import annotations

import csv
import io
import json

import pytest

from desktop import paths
from desktop.training import progress
from desktop.training.progress import FILE_NAME, ProgressStore, Result
from desktop.training.window import TrainingWindow


def result(game="nim", kind="best-move", level=1, right=True, hints=0, when="2026-11-23 10:00"):
    return Result(when, game, kind, "normal", level, 7, right, hints,
                  (2 - hints) if right else 0, 12.5, True)


def test_results_are_written_and_read_back():
    store = ProgressStore()
    assert store.add("Маша", result(level=1)) and store.add("Маша", result(level=2, right=False))
    assert store.add("Петя", result(kind="who-wins", level=3, hints=1))
    assert not list(paths.user_data().glob("*.tmp")), "the temporary file is renamed over"
    again = ProgressStore()
    assert again.problem is None and again.pupils == store.pupils
    assert again.names() == ["Петя", "Маша"], "the last pupil first"
    rows = {(r.pupil, r.kind): r for r in again.rows()}
    masha = rows["Маша", "best-move"]
    assert (masha.answered, masha.solved, masha.accuracy, masha.level, masha.points) == \
        (2, 1, 50, 1, 2)
    assert rows["Петя", "who-wins"].level == 3 and rows["Петя", "who-wins"].points == 1
    assert [r.pupil for r in again.rows("Петя")] == ["Петя"]


@pytest.mark.parametrize("content", [
    b"{not json", b"[1, 2]", b'{"format": "finite-games-training", "version": 99, "pupils": {}}',
    b'{"format": "finite-games-training", "version": 1, "pupils": {"A": [{"game": 1}]}}',
    b'{"format": "finite-games-training", "version": 1, "pupils": {"A": 5}}',
    b"\xff\xfe\x00garbage"])
def test_a_damaged_file_is_kept_aside_and_training_starts_afresh(qtbot, content):
    path = paths.user_data() / FILE_NAME
    path.write_bytes(content)
    window = TrainingWindow()
    qtbot.addWidget(window)
    store = window.store
    assert store.problem is not None and store.pupils == {}
    notice = window.setup.notice.text()
    assert notice and store.moved_to and store.moved_to in notice
    kept = paths.user_data() / store.moved_to
    assert kept.read_bytes() == content, "the damaged file is kept as it was"
    assert store.add("Маша", result())
    assert ProgressStore().pupils.keys() == {"Маша"}


def test_an_unwritable_folder_keeps_the_answers_in_memory(tmp_path, monkeypatch):
    store = ProgressStore(tmp_path / "missing")
    assert not store.add("Маша", result())
    assert store.write_error and store.rows()[0].answered == 1


def test_the_teachers_table_and_csv(qtbot, tmp_path):
    store = ProgressStore()
    store.add("Маша", result(level=2))
    store.add("Петя", result(right=False))
    window = TrainingWindow()
    qtbot.addWidget(window)
    window.show_progress(None)
    page = window.progress
    assert page.table.topLevelItemCount() == 2
    window.show_progress("Петя")
    assert page.table.topLevelItemCount() == 1
    assert page.table.topLevelItem(0).text(0) == "Петя"
    target = tmp_path / "class.csv"
    page.pupil.setCurrentIndex(0)  # everybody
    assert page.export_to(target)
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Excel needs the byte-order mark for Cyrillic"
    table = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert table[0] == page.header()
    assert [row[0] for row in table[1:]] == ["Маша", "Петя"]
    masha = table[1]
    assert masha[3:8] == ["1", "1", "100", "2", "2"]
    assert not page.export_to(tmp_path / "no" / "such" / "folder.csv")
    assert page.status.text()


def test_the_file_is_json_a_person_can_read():
    store = ProgressStore()
    store.add("Маша", result())
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["format"] == progress.FORMAT and data["last"] == "Маша"
    assert data["pupils"]["Маша"][0]["right"] is True
