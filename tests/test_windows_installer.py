"""The NSIS script, as far as it can be checked without Windows: from a checkout in a folder
with Cyrillic letters and spaces, ``makensis /DVERSION=… packaging/installer.nsi`` reads
``dist/finite-games`` and writes ``dist/finite-games-VERSION-setup.exe`` (the name the packaging
contract fixes), and the uninstaller never touches the pupils' data. (Silent installs and
removal run on a real Windows runner: .github/workflows/release.yml.)"""
from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "installer.nsi"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_the_installer_gets_the_contract_s_name_from_a_cyrillic_checkout(tmp_path):
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis (Debian package nsis) is not installed")
    checkout = tmp_path / "Рабочий стол учителя" / "Конечные игры"
    (checkout / "packaging").mkdir(parents=True)
    shutil.copy(SCRIPT, checkout / "packaging")
    shutil.copytree(ROOT / "resources" / "icons", checkout / "resources" / "icons")
    bundle = checkout / "dist" / "finite-games"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "finite-games.exe").write_bytes(b"stand-in for the Windows bundle")
    # From the project root with the script named relative, as the README says.
    subprocess.run([makensis, "-V2", f"-DVERSION={VERSION}", "packaging/installer.nsi"],
                   cwd=checkout, check=True, capture_output=True, timeout=120)
    setup = checkout / "dist" / f"finite-games-{VERSION}-setup.exe"
    assert setup.read_bytes()[:2] == b"MZ"


def test_the_uninstaller_removes_only_what_was_installed():
    text = SCRIPT.read_text(encoding="utf-8")
    uninstall = text[text.index('Section "Uninstall"'):]
    uninstall = "\n".join(line for line in uninstall[:uninstall.index("SectionEnd")].splitlines()
                          if not line.lstrip().startswith(";"))
    removed = re.findall(r'^\s*(?:RMDir|Delete)\s+(?:/r\s+)?"([^"]+)"', uninstall, re.M)
    assert removed, uninstall
    assert all(path.startswith(("$INSTDIR\\", "$DESKTOP\\", "$SMPROGRAMS\\"))
               or path == "$INSTDIR" for path in removed), removed
    # The install folder itself only when empty: a portable data\ there stays.
    assert 'RMDir /r "$INSTDIR"' not in uninstall
    assert "APPDATA" not in uninstall.upper()
