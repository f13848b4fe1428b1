"""Where resources and user data live, in a checkout and in a PyInstaller bundle alike."""
from __future__ import annotations

import os
from pathlib import Path

from engines.resources import resource_dir as resources  # one answer for engines and app


def user_data() -> Path:
    """Autosave and settings; ``FINITE_GAMES_DATA`` overrides it (tests, screenshots)."""
    override = os.environ.get("FINITE_GAMES_DATA")
    if override:
        path = Path(override)
    else:
        from PySide6.QtCore import QStandardPaths
        path = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def help_page(game: str, page: str, language: str) -> Path:
    """``resources/help/<game>/<page>.<language>.html``, falling back to Russian."""
    base = resources() / "help" / game
    path = base / f"{page}.{language}.html"
    return path if path.exists() else base / f"{page}.ru.html"
