"""The PyInstaller spec builds a one-folder app that passes its own self-test from a read-only
folder, and the NSIS script builds a Windows installer around such a folder."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def as_unprivileged(cmd: list[str]) -> list[str]:
    """Root writes anywhere, so a read-only folder proves nothing for root: drop to nobody."""
    if os.geteuid() != 0:
        return cmd
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: cannot test a read-only install")
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]


def read_only(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
                       | stat.S_IROTH | (stat.S_IXOTH if mode & stat.S_IXUSR else 0))


@pytest.mark.skipif(sys.platform != "linux", reason="the CI build runs on Linux")
def test_bundle_builds_and_passes_its_self_test_from_a_read_only_folder(tmp_path):
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("PyInstaller is not installed in this environment")
    subprocess.run([str(pyinstaller), "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
                    str(ROOT / "packaging" / "finite_games.spec")],
                   cwd=ROOT, check=True, capture_output=True, timeout=600)
    folder = tmp_path / "dist" / "finite-games"
    internal = folder / "_internal" / "resources"
    assert (internal / "translations" / "finite_games_ru.qm").exists()
    # Qt's own Russian (dialog buttons, file dialogs), where desktop/i18n.py looks for it
    assert (folder / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_ru.qm").exists()
    assert (internal / "help" / "ege" / "algorithm.en.html").exists()
    assert (internal / "tables" / "determinant.bin").stat().st_size > 50_000
    assert (internal / "icons" / "finite-games-256.png").exists()
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    # 146 MB when trimmed; multiprocessing and ctypes (solitaire statistics, battles) added 1 MB.
    # The cap catches a big library slipping in (numpy alone is 30 MB), not a module or two.
    assert size < 155e6, f"the bundle weighs {size / 1e6:.0f} MB"

    # An install folder nobody may write to, where an unprivileged user can reach it (pytest's
    # own temporary folders are private to root).
    install = Path(tempfile.mkdtemp(prefix="fg-readonly-"))
    try:
        install.chmod(0o755)
        app = install / "finite-games"
        shutil.copytree(folder, app, symlinks=True)
        read_only(app)
        probe = subprocess.run(as_unprivileged(["touch", str(app / "probe")]),
                               capture_output=True)
        assert probe.returncode != 0, "the install folder should be read-only for the app"
        before = sorted(str(p) for p in app.rglob("*"))
        home = install / "home"
        home.mkdir()
        home.chmod(0o777)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
               "FINITE_GAMES_DATA": str(home / "data"), "QT_QPA_PLATFORM": "offscreen"}
        out = subprocess.run(as_unprivileged([str(app / "finite-games"), "--self-test"]),
                             env=env, capture_output=True, text=True, timeout=120, cwd=home)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "self-test: ok" in out.stdout and f"version {VERSION}" in out.stdout
        assert (home / "data" / "autosave.json").exists()
        assert sorted(str(p) for p in app.rglob("*")) == before  # nothing written beside it
    finally:
        shutil.rmtree(install, ignore_errors=True)
    version = subprocess.run([str(folder / "finite-games"), "--version"], capture_output=True,
                             text=True, timeout=60)
    assert version.stdout.strip() == f"Finite Games {VERSION}"
    # The frozen app has no "python -c": it is itself the process of a pupil's strategy file.
    strategy = ROOT / "tests" / "engines" / "strategies" / "fine.py"
    child = subprocess.run([str(folder / "finite-games"), "--strategy-child", str(strategy),
                            "256", "1000"], input='{"position": {}, "moves": ["a"], "info": {}}\n',
                           capture_output=True, text=True, timeout=60)
    assert child.stdout.splitlines() == ['{"ready": true}', '{"move": "a"}'], child.stderr


def test_windows_installer_script_compiles(tmp_path):
    """The NSIS script builds a Unicode installer (per machine or per user, Russian and English,
    shortcuts, uninstaller) around a (here: stand-in) bundle folder."""
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis (Debian package nsis) is not installed")
    bundle = tmp_path / "finite-games"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "finite-games.exe").write_bytes(b"stand-in for the Windows bundle")
    out = tmp_path / "FiniteGames.exe"
    subprocess.run([makensis, "-V2", f"-DSOURCE={bundle}", f"-DOUTFILE={out}",
                    f"-DVERSION={VERSION}", str(ROOT / "packaging" / "installer.nsi")],
                   check=True, capture_output=True, timeout=120)
    data = out.read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data
    assert VERSION.encode("utf-16-le") in data  # the version resource Windows shows
    no_version = subprocess.run([makensis, "-V1", f"-DSOURCE={bundle}",
                                 f"-DOUTFILE={tmp_path / 'x.exe'}",
                                 str(ROOT / "packaging" / "installer.nsi")],
                                capture_output=True, text=True, timeout=120)
    assert no_version.returncode != 0  # the version has one home: pyproject.toml


def test_the_about_box_shows_the_version_from_pyproject(qtbot):
    from desktop.i18n import Translations
    from desktop.main_window import MainWindow, make_settings
    translations = Translations()
    translations.switch("en")
    window = MainWindow(translations, make_settings(), autosave=False)
    qtbot.addWidget(window)
    try:
        assert f"Finite Games</b> {VERSION}" in window.about_text()
    finally:
        for tab in window.game_tabs:
            tab.deactivate()
        translations.uninstall()
