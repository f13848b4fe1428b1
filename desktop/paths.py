"""Where resources and user data live, in a checkout and in a PyInstaller bundle alike."""
from __future__ import annotations

import os
import time
from pathlib import Path

from engines.resources import resource_dir

resources = resource_dir  # one answer for engines and app


def user_data() -> Path:
    """Autosave and settings; ``FINITE_GAMES_DATA`` overrides it (tests, screenshots)."""
    override = os.environ.get("FINITE_GAMES_DATA")
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
