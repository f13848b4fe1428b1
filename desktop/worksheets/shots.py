"""``--screenshots`` pictures of the worksheet builder: the empty form; a sheet with a row for
each game and a position from the Nim tab, previewed (its first page); the first page of its
answer key."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.framework.screenshot import save_shot
from desktop.worksheets.pages import paginate
from desktop.worksheets.sheet import Row
from desktop.worksheets.window import open_window
from desktop.worksheets.words import translate

PREFERRED = {"nim": "best-move", "kalah": "best-move", "seki": "who-starts", "cards24": "mex"}
"""The kind shown for a game where it has several (else its first)."""


def worksheet_screenshots(window: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    window.resize(1366, 768)
    window.show()
    ok = save_shot(window, folder / "tool-worksheets-empty.png")
    if not window.catalog:
        window.close()
        return ok
    rows = []
    for game, kinds in window.catalog.items():
        kind = PREFERRED.get(game, next(iter(kinds)))
        if kind in kinds:
            rows.append(Row(game, kind, 1, 2 if game == "nim" else 1))
    window.rows.set_rows(rows)
    window.school.setText(translate("Worksheet", "School No. 57"))
    window.class_name.setText(translate("Worksheet", "7 B"))
    window.date.setText("24.11.2026")
    window.title.setText(translate("Worksheet", "Finite games: exercises"))
    tabs, _ = window.positions.tabs()
    nim = [t for t in tabs if getattr(t, "game_name", "") == "nim"]
    if nim:
        window.positions.tabs = lambda: (nim, nim[0])
        window.positions.take(history=False)
        wait_until(lambda: not window.runner.busy, 30)
    window.start_generating()
    wait_until(lambda: window.sheet is not None and window.pages and not window.runner.busy, 90)
    ok &= save_shot(window, folder / "tool-worksheets-preview.png")
    if window.sheet is not None:
        window.show_page(len(paginate(window.sheet, window.pictures, key=False)))
    ok &= save_shot(window, folder / "tool-worksheets-key.png")
    window.close()
    return ok


def screenshots(main: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    """The tool's ``--screenshots`` pictures, its window opened from ``main``."""
    return worksheet_screenshots(open_window(main), folder, wait_until)
