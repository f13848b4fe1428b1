"""Where resources and user data live, in a checkout and in a PyInstaller bundle alike."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resources() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return root / "resources"


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
