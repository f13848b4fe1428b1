"""``--screenshots`` pictures of the worksheet builder: the form, a made sheet's preview (a
page of exercises and a page of the answer key)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.worksheets.sheet import Row


def worksheet_screenshots(window: Any, folder: Path, wait_until: Callable[..., bool]) -> bool:
    window.resize(1366, 768)
    window.show()
    ok = bool(window.grab().save(str(folder / "tool-worksheets-empty.png")))
    if not window.catalog:
        window.close()
        return ok
    game = "nim" if "nim" in window.catalog else next(iter(window.catalog))
    kinds = list(window.catalog[game])
    window.rows.set_rows([Row(game, kinds[0], 1, 2)] + [Row(game, kinds[-1], 1, 1)])
    window.school.setText("Школа № 57")
    window.class_name.setText("7 Б")
    window.date.setText("24.11.2026")
    window.title.setText("Ним")
    window.start_generating()
    wait_until(lambda: window.sheet is not None and window.pages, 60)
    ok &= bool(window.grab().save(str(folder / "tool-worksheets-preview.png")))
    window.show_page(len(window.pages) // 2)  # the first answer-key page
    ok &= bool(window.grab().save(str(folder / "tool-worksheets-key.png")))
    window.close()
    return ok
