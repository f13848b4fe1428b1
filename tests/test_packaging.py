"""The PyInstaller spec builds a one-folder app whose bundle passes its own self-test."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(sys.platform != "linux", reason="the CI build runs on Linux")
def test_pyinstaller_bundle_builds_and_passes_self_test(tmp_path):
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("PyInstaller is not installed in this environment")
    subprocess.run([str(pyinstaller), "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
                    str(ROOT / "packaging" / "finite_games.spec")],
                   cwd=ROOT, check=True, capture_output=True, timeout=600)
    app = tmp_path / "dist" / "finite-games" / "finite-games"
    internal = app.parent / "_internal" / "resources"
    assert (internal / "translations" / "finite_games_ru.qm").exists()
    assert (internal / "help" / "nim" / "rules.en.html").exists()
    assert (internal / "tables" / "determinant.bin").stat().st_size > 50_000
    env = dict(os.environ, FINITE_GAMES_DATA=str(tmp_path / "data"))
    out = subprocess.run([str(app), "--self-test"], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0 and "self-test: ok" in out.stdout


def test_windows_installer_script_compiles(tmp_path):
    """The NSIS script builds a Unicode installer around a (here: stand-in) bundle folder."""
    import shutil
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis (Debian package nsis) is not installed")
    bundle = tmp_path / "finite-games"
    bundle.mkdir()
    (bundle / "finite-games.exe").write_bytes(b"stand-in for the Windows bundle")
    out = tmp_path / "Setup.exe"
    subprocess.run([makensis, "-V2", f"-DSOURCE={bundle}", f"-DOUTFILE={out}",
                    str(ROOT / "packaging" / "installer.nsi")],
                   check=True, capture_output=True, timeout=120)
    data = out.read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data
