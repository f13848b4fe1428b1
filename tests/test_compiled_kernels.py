"""The compiled kernels' mechanism (issue #33): the build falls back in one line, and
``FINITE_GAMES_PURE=1`` runs the sources even where compiled modules lie beside them."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import build_kernels  # noqa: E402

from engines import compiled  # noqa: E402


def test_without_a_compiler_the_build_says_so_in_one_line_and_touches_nothing(
        monkeypatch, capsys):
    monkeypatch.setattr(build_kernels, "why_not", lambda: "no C compiler (cc)")
    monkeypatch.setattr(build_kernels, "build", lambda: pytest.fail("built without a compiler"))
    monkeypatch.setattr(sys, "argv", ["build_kernels.py", "--force", "--quiet"])
    before = [p.is_file() for p in compiled.built()]
    assert build_kernels.main() == 0
    out = capsys.readouterr()
    assert out.out.splitlines() == ["Engines: pure Python (kernels not compiled: no C compiler "
                                    "(cc))"] and not out.err
    assert [p.is_file() for p in compiled.built()] == before


def test_the_pure_variable_runs_every_kernel_from_its_source():
    code = ("import importlib, engines.compiled as c; print(c.describe(), "
            "*(importlib.import_module(k).__file__.endswith('.py') for k in c.KERNELS))")
    env = dict(os.environ, FINITE_GAMES_PURE="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split() == ["pure", "Python"] + ["True"] * len(compiled.KERNELS)
    assert not out.stderr


def test_kernels_built_from_other_sources_are_stale(monkeypatch, tmp_path):
    monkeypatch.setattr(compiled, "STAMP", tmp_path / "kernels.stamp")
    monkeypatch.setattr(compiled, "built", lambda: [Path(compiled.__file__)])  # "present"
    assert compiled.stale()  # no fingerprint at all
    (tmp_path / "kernels.stamp").write_text("another", encoding="utf-8")
    assert compiled.stale()
    (tmp_path / "kernels.stamp").write_text(compiled.fingerprint(), encoding="utf-8")
    assert not compiled.stale()
