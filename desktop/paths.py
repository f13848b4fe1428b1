"""Where resources and user data live, in a checkout and in a PyInstaller bundle alike; and
portable mode, where everything the app writes stays in ``data/`` beside the executable."""
from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from engines.protocol import InputError
from engines.resources import resource_dir

if TYPE_CHECKING:
    from PySide6.QtCore import QStandardPaths

resources = resource_dir  # one answer for engines and app

DATA_VARIABLE = "FINITE_GAMES_DATA"
PORTABLE_MARKERS = ("portable", "portable.txt")
"""A file of one of these names (any content) beside the executable makes the app portable.
``portable.txt`` too, because Windows Explorer hides extensions: a teacher who makes a new text
file named "portable" gets that."""
PORTABLE_DATA = "data"
# Where the libraries under Qt keep their caches and configuration (fontconfig's font cache,
# Mesa's shader cache, Qt's file-dialog history, GTK's recent files): in portable mode inside
# data/, so that nothing at all is written under the home folder of the PC the stick is in.
_XDG_FOLDERS = {"XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache",
                "XDG_DATA_HOME": "share", "XDG_STATE_HOME": "state"}


@dataclass(frozen=True)
class Portable:
    data: Path
    """``data/`` beside the executable."""
    writable: bool
    """False on a read-only stick: the app then keeps its data where an installed one does."""

    def problem(self, used: Path) -> InputError:
        return InputError("the folder {0} beside the program cannot be written to (a read-only "
                          "stick?), so the settings and the autosave are kept in {1}",
                          self.data, used)


_portable: Portable | None = None


def program_folder() -> Path | None:
    """The folder of the built app's executable; None when run from source, where the
    executable is Python's own (there ``FINITE_GAMES_DATA`` does what portable mode does)."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).absolute().parent


def start_portable(folder: Path | None = None) -> Portable | None:
    """Portable mode, if a ``portable`` file stands in ``folder`` (by default the executable's):
    create ``data/`` there, point the data folder and every cache at it and make it the current
    folder (so make paths from the command line absolute first). Call before Qt
    starts, since Qt and fontconfig read the variables once. An explicit ``FINITE_GAMES_DATA``
    still wins for the settings and the autosave (tests and the headless modes set it), while
    the caches stay in ``data/``."""
    global _portable
    folder = program_folder() if folder is None else folder
    if folder is None or not any((folder / name).is_file() for name in PORTABLE_MARKERS):
        _portable = None
        return None
    data = folder / PORTABLE_DATA
    _portable = Portable(data, _can_write(data))
    if _portable.writable:
        for variable, sub in _XDG_FOLDERS.items():
            os.environ[variable] = str(data / sub)
        os.environ.setdefault(DATA_VARIABLE, str(data))
        # The save and export dialogs that name no folder of their own open in the current
        # one: on the stick, not in the home folder a file manager started the app from.
        os.chdir(data)
    return _portable


def portable() -> Portable | None:
    """The portable mode this process started in (:func:`start_portable`), if any."""
    return _portable


def _can_write(folder: Path) -> bool:
    """Whether files can be made in ``folder`` (created if missing). A real file is tried: on a
    read-only stick, and for Windows' access lists, permission bits alone can mislead."""
    try:
        folder.mkdir(exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-"):
            pass
    except OSError:
        return False
    return True


def export_folder(*kinds: QStandardPaths.StandardLocation) -> Path:
    """Where a save or export dialog opens before the user has chosen a folder: in portable
    mode ``data/`` on the stick; else the first of ``kinds`` (the user's Documents when none is
    given) that exists, else home — never the read-only install folder."""
    if _portable is not None and _portable.writable:
        return _portable.data
    from PySide6.QtCore import QStandardPaths
    for kind in kinds or (QStandardPaths.StandardLocation.DocumentsLocation,):
        folder = QStandardPaths.writableLocation(kind)
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


def user_data() -> Path:
    """Autosave and settings; ``FINITE_GAMES_DATA`` overrides it (tests, screenshots, portable
    mode)."""
    override = os.environ.get(DATA_VARIABLE)
    if override:
        path = Path(override)
    else:
        from PySide6.QtCore import QStandardPaths
        path = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only or missing folder: reads find nothing, writes fail quietly
    return path


def help_page(game: str, page: str, language: str) -> Path:
    """``resources/help/<game>/<page>.<language>.html``, falling back to Russian."""
    base = resources() / "help" / game
    path = base / f"{page}.{language}.html"
    return path if path.exists() else base / f"{page}.ru.html"


def move_aside(path: Path) -> str:
    """Rename a damaged data file to ``<stem>.damaged-<time><suffix>``, so that the next start
    does not trip over it and nothing the user had is deleted; returns the new name, or '' when
    the file could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    try:
        path.replace(target)
    except OSError:
        return ""
    return target.name
