"""The engines' compiled kernels: which modules are compiled, whether this process runs them.

A kernel is an ordinary typed module of ``engines`` that ``packaging/build_kernels.py`` compiles
with mypyc into an extension module beside its ``.py`` (the same source: no second copy of an
algorithm). Python imports the extension when it is there and the ``.py`` otherwise, so the
engines run everywhere, only faster where a C compiler was found at set-up.

Why mypyc: measured on the Kalah prover as it was (three 26-seed positions, every move valued,
28 Nov 2026), Cython compiling the unchanged modules gave 1.8× and mypyc 2.5×; mypyc reads the
annotations the code already has for ``mypy --strict`` (no second file of declarations), and its
integers below 2^62 are machine words, which the two-word coding of a Kalah position is made
for. What it keeps from Python: dictionaries (the prover's table), lists and tuples of objects.

``FINITE_GAMES_PURE=1`` makes this process import the ``.py`` of every kernel even when the
compiled one is present: the tests compare the two paths on the same positions that way. So
does a compiled kernel older than its source (edited since the last build): the build leaves a
fingerprint of the sources it compiled, and a process that finds them changed runs them as they
are now, and says so once on stderr.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import hashlib
import importlib.util
import os
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

KERNELS = ("engines.games.kalah.coding", "engines.games.kalah.table",
           "engines.games.kalah.kernel", "engines.games.kalah.search",
           "engines.games.kalah.db_build",
           "engines.games.one_suit.pattern_table", "engines.games.one_suit.durak_solver",
           "engines.games.one_suit.durak_draws",
           "engines.games.solitaire.search_bounds",
           "engines.games.solitaire.search_game",
           "engines.games.solitaire.search_free",
           "engines.games.solitaire.search_state",
           "engines.solvers.one_player")
"""Compiled together (mypyc: one group), so imported all compiled or all from source."""
GROUP = "engines.kernels"
"""The shared library the kernels' extension modules load: ``engines/kernels__mypyc…``."""
PURE_VARIABLE = "FINITE_GAMES_PURE"
PACKAGE = Path(__file__).resolve().parent
STAMP = PACKAGE / "kernels.stamp"
"""The fingerprint of the sources the compiled kernels were built from (written by the build)."""
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def sources() -> list[Path]:
    return [PACKAGE.parent / (name.replace(".", "/") + ".py") for name in KERNELS]


def built() -> list[Path]:
    """What a build leaves beside the sources: an extension module a kernel, the library."""
    return ([p.with_name(p.stem + SUFFIX) for p in sources()]
            + [PACKAGE.parent / (GROUP.replace(".", "/") + "__mypyc" + SUFFIX)])


def fingerprint() -> str:
    digest = hashlib.sha256(f"{sys.version} {SUFFIX}".encode())
    for path in sources():
        digest.update(path.read_bytes())
    return digest.hexdigest()


def stale() -> bool:
    """Whether compiled kernels lie beside sources they were not built from (a frozen app has
    no sources: what it ships is what it runs)."""
    if not all(p.is_file() for p in sources()) or not any(p.is_file() for p in built()):
        return False
    try:
        return STAMP.read_text(encoding="utf-8") != fingerprint()
    except OSError:
        return True


def pure_forced() -> bool:
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Finds a kernel's ``.py`` even where its compiled module lies beside it."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in KERNELS or path is None:
            return None
        source_name = fullname.rpartition(".")[2] + ".py"
        for folder in path:
            source = Path(folder) / source_name
            if source.is_file():
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def honour_pure() -> None:
    """Put the source-first finder in front when ``FINITE_GAMES_PURE`` asks for it or the
    compiled kernels are stale (called by the packages that hold kernels, before their
    kernels are imported)."""
    if any(isinstance(f, _SourceFirst) for f in sys.meta_path):
        return
    if pure_forced():
        sys.meta_path.insert(0, _SourceFirst())
    elif stale():
        sys.meta_path.insert(0, _SourceFirst())
        print("Engines: pure Python (the compiled kernels are older than their sources; "
              "./run.sh setup or packaging/build_kernels.py rebuilds them)", file=sys.stderr)


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from a compiled extension rather than its source."""
    return not str(getattr(module, "__file__", "") or "").endswith(".py")


def kernels_compiled() -> bool:
    """Whether this process runs the compiled kernels. They are built and imported as one
    group, so the ones imported so far tell (the first is imported if none is: a kernel
    imported only when first needed stays so)."""
    loaded = [sys.modules[name] for name in KERNELS if name in sys.modules]
    return all(is_compiled(m) for m in loaded or [importlib.import_module(KERNELS[0])])


def describe() -> str:
    """One word for the benchmarks' and the command line's output."""
    return "compiled" if kernels_compiled() else "pure Python"
