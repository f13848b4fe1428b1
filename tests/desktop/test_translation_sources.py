"""Every translated string the code uses is one lupdate can find: a string reached through a
wrapper lupdate does not know translates today but would be dropped from the .ts (as obsolete)
by the next lupdate run, and show in English from then on."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "finite_games_ru.ts"


def test_lupdate_finds_every_string_the_translation_file_holds(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed in this environment")
    copy = tmp_path / TS.name
    shutil.copy(TS, copy)
    sources = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "desktop").rglob("*.py"))]
    out = subprocess.run([str(lupdate), "-locations", "none", "-no-obsolete", *sources,
                          "-ts", str(copy)], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "obsolete" not in out.stdout + out.stderr, out.stdout + out.stderr
