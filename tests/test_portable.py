"""Portable mode (../shared/deployment.md): a file ``portable`` beside the executable sends
everything the app writes into ``data/`` beside it and nothing under the home folder; on a
read-only stick the app says so in one line and keeps its data where an installed one does.
The built app is tried in a folder with Cyrillic letters and spaces, as an unprivileged user."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop import paths
from tests.test_packaging import as_unprivileged, read_only

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]
XDG = ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")


@pytest.fixture
def clean_start(monkeypatch) -> Iterator[None]:
    """Each test starts as a fresh process would: no data variable, no portable mode; what
    start_portable sets in the environment is undone afterwards."""
    for name in (paths.DATA_VARIABLE, *XDG):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(paths, "_portable", None)
    monkeypatch.chdir(Path.cwd())  # put back after portable mode moved into data/
    yield
    for name in (paths.DATA_VARIABLE, *XDG):
        os.environ.pop(name, None)  # monkeypatch then puts back what was there before


@pytest.fixture
def stick(tmp_path) -> Path:
    folder = tmp_path / "Флешка учителя" / "Конечные игры"
    folder.mkdir(parents=True)
    return folder


def test_without_the_file_nothing_changes(clean_start, stick):
    assert paths.start_portable(stick) is None
    assert paths.portable() is None and paths.DATA_VARIABLE not in os.environ
    assert not (stick / "data").exists()
    assert paths.start_portable() is None  # from source there is no executable of the app's


@pytest.mark.parametrize("marker", ["portable", "portable.txt"])
def test_the_file_sends_data_and_caches_into_data_beside_it(clean_start, stick, marker,
                                                           monkeypatch):
    (stick / marker).write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", "/home/Пётр Иванов/.cache")  # as a desktop session sets
    mode = paths.start_portable(stick)
    data = stick / "data"
    assert mode == paths.Portable(data, True) and paths.portable() == mode
    assert data.is_dir() and not list(data.iterdir())  # the write probe left nothing
    assert paths.user_data() == data
    assert all(Path(os.environ[name]).parent == data for name in XDG)
    assert paths.export_folder() == data
    assert Path.cwd() == data  # where the dialogs without a folder of their own open


def test_an_explicit_data_folder_still_wins_but_caches_stay_on_the_stick(clean_start, stick,
                                                                       monkeypatch, tmp_path):
    (stick / "portable").write_text("yes", encoding="utf-8")
    chosen = tmp_path / "Папка данных"
    monkeypatch.setenv(paths.DATA_VARIABLE, str(chosen))
    paths.start_portable(stick)
    assert paths.user_data() == chosen
    assert Path(os.environ["XDG_CACHE_HOME"]).parent == stick / "data"


def test_a_stick_that_cannot_be_written_leaves_the_usual_data_folder(clean_start, stick):
    (stick / "portable").write_text("", encoding="utf-8")
    (stick / "data").write_text("a file where the folder should be", encoding="utf-8")
    mode = paths.start_portable(stick)
    assert mode is not None and not mode.writable
    assert paths.DATA_VARIABLE not in os.environ and not any(n in os.environ for n in XDG)
    assert paths.export_folder() != stick / "data"
    problem = str(mode.problem(Path("/home/Пётр Иванов/.local/share")))
    assert str(stick / "data") in problem and "/home/Пётр Иванов/.local/share" in problem


def test_the_about_box_names_data_beside_the_program(clean_start, stick, qtbot):
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    (stick / "portable").write_text("", encoding="utf-8")
    paths.start_portable(stick)
    translations = Translations()
    translations.switch("ru")
    window = MainWindow(translations, make_settings(), autosave=False)
    qtbot.addWidget(window)
    try:
        assert str(stick / "data") in window.about_text()
    finally:
        for tab in window.game_tabs:
            tab.deactivate()
        translations.uninstall()


# --- the built app ---------------------------------------------------------------------------

def test_the_built_app_on_a_stick_writes_only_beside_itself(bundle):
    # Where an unprivileged user can reach it (pytest's own temporary folders are root's).
    place = Path(tempfile.mkdtemp(prefix="fg-portable-"))
    try:
        place.chmod(0o755)
        app = place / "Флешка учителя" / "Конечные игры"
        shutil.copytree(bundle, app, symlinks=True)
        (app / "portable").write_text("", encoding="utf-8")
        app.parent.chmod(0o755)
        app.chmod(0o777)  # the stick is the pupil's: data/ is made there on the first start
        home = place / "Пётр Иванов"
        temp = place / "Временная папка"
        for folder in (home, temp):
            folder.mkdir()
            folder.chmod(0o1777)
        # As a desktop session sets them: portable mode must not write there either.
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
               "TMPDIR": str(temp), "LANG": "C.UTF-8",
               "XDG_CONFIG_HOME": str(home / ".config"), "XDG_CACHE_HOME": str(home / ".cache")}
        exe = str(app / "finite-games")

        def run(*args: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(as_unprivileged([exe, *args]), env=env, cwd=home,
                                  capture_output=True, text=True, timeout=120)

        first = run("--time-to-window")
        assert first.returncode == 0 and "window shown" in first.stdout, first.stderr
        data = app / "data"
        assert (data / "settings.ini").is_file() and (data / "autosave.json").is_file()
        again = run("--time-to-window")  # the autosave of the first start is restored
        assert again.returncode == 0 and "autosave.json" not in again.stderr, again.stderr
        test = run("--self-test")
        assert test.returncode == 0, test.stdout + test.stderr
        assert "self-test: ok" in test.stdout and f"version {VERSION}" in test.stdout
        assert not list(home.rglob("*")), "portable mode wrote under the home folder"

        # A read-only stick: one line saying so, and the usual per-user folder instead.
        shutil.rmtree(data)
        read_only(app)
        stuck = run("--time-to-window")
        assert stuck.returncode == 0 and "window shown" in stuck.stdout, stuck.stderr
        said = [line for line in stuck.stderr.splitlines() if line.startswith("portable:")]
        assert len(said) == 1 and str(data) in said[0], stuck.stderr
        assert not data.exists()
        assert (home / ".local" / "share" / "FiniteGames" / "FiniteGames"
                / "autosave.json").is_file()
    finally:
        for path in [place, *place.rglob("*")]:
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        shutil.rmtree(place, ignore_errors=True)


def test_the_built_app_holds_the_classroom_windows(bundle):
    """They are imported only when their menu is used; PyInstaller must still have seen them
    (the Classroom menu of the built app once failed with "No module named desktop.training")."""
    from PyInstaller.archive.readers import CArchiveReader

    from desktop.tools import TOOLS
    modules = set(CArchiveReader(str(bundle / "finite-games"))
                  .open_embedded_archive("PYZ.pyz").toc)
    assert {f"desktop.{tool}.window" for tool in TOOLS} <= modules
