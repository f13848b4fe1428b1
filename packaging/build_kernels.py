"""Compile the engines' kernels (``engines.compiled.KERNELS``) with mypyc, in place: each
kernel's extension module lands beside its ``.py``, the group's shared library in ``engines``
(``kernels__mypyc…``), where Python finds them first; then ``engines/kernels.stamp``, the
fingerprint of the sources compiled (a kernel edited since runs from its source). ``./run.sh``
runs this at set-up; without a C compiler or Python's headers it says so in one line and the
engines run as plain Python.

    .venv/bin/python packaging/build_kernels.py            # build (skipped when up to date)
    .venv/bin/python packaging/build_kernels.py --clean    # remove what a build made

On Windows: install "Build Tools for Visual Studio" (the C++ workload), then run the same
command in the project folder with the venv's python.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engines.compiled import GROUP, KERNELS, STAMP, built, fingerprint, sources  # noqa: E402


def clean() -> None:
    for path in built():
        path.unlink(missing_ok=True)
    STAMP.unlink(missing_ok=True)


def why_not() -> str:
    """Why no compiler can build here ('' when one can)."""
    include = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not include.is_file():
        return f"no Python headers ({include})"
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed (pip install mypy)"
    if sys.platform != "win32":
        compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
        if shutil.which(compiler) is None:
            return f"no C compiler ({compiler})"
    return ""


def build() -> float:
    """Compile the kernels; the seconds it took."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    started = time.perf_counter()
    os.chdir(ROOT)
    paths = [str(p.relative_to(ROOT)) for p in sources()]
    with tempfile.TemporaryDirectory(prefix="kernels-") as temp:
        # -O1, not mypyc's default -O3: gcc takes about 22 s instead of 32-40 s on the one big
        # C file, and the kernels ran as fast on every benchmark of #33 (solitaire, durak,
        # Kalah's prover at 36-40 seeds: within the machine's noise) — the generated code is
        # mostly calls into mypyc's runtime, which -O3 cannot make faster.
        extensions = mypycify(paths, opt_level="1", group_name=GROUP, target_dir=temp)
        dist = Distribution({"name": "finite-games-kernels", "ext_modules": extensions})
        command = dist.get_command_obj("build_ext")
        command.inplace = True
        command.build_temp = temp
        dist.run_command("build_ext")
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled kernels")
    parser.add_argument("--force", action="store_true", help="build even when up to date")
    parser.add_argument("--quiet", action="store_true", help="print only a fallback")
    args = parser.parse_args()
    if args.clean:
        clean()
        return 0
    want = fingerprint()
    if (not args.force and all(p.is_file() for p in built()) and STAMP.is_file()
            and STAMP.read_text(encoding="utf-8") == want):
        return 0
    problem = why_not()
    if problem:
        print(f"Engines: pure Python (kernels not compiled: {problem})")
        return 0
    try:
        if args.quiet:
            with open(os.devnull, "w") as devnull:
                out, err = os.dup(1), os.dup(2)
                os.dup2(devnull.fileno(), 1)
                os.dup2(devnull.fileno(), 2)
                try:
                    seconds = build()
                finally:
                    os.dup2(out, 1)
                    os.dup2(err, 2)
        else:
            seconds = build()
    except Exception as exc:  # any failure of the toolchain: the source still runs
        clean()
        print(f"Engines: pure Python (kernels not compiled: {type(exc).__name__}: {exc})")
        return 0
    STAMP.write_text(want, encoding="utf-8")
    if not args.quiet:
        print(f"compiled {len(KERNELS)} kernels in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
