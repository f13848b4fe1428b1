"""The class folder: one folder the whole class shares — a network share, a folder on the
teacher's USB stick or a local folder — chosen in «Класс → Папка класса…» or set by an IT person
as ``class/folder`` in ``settings.ini``.

Pupils' training results and the strategies they hand in meet there, so that the teacher's PC
sees the whole class, not only the pupils who sat at it. Layout of the folder::

    <class folder>/
        strategies/      strategy files handed in (one file a pupil and game)
        results/         one training-results file a pupil and PC
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.settings import Settings

SETTING = "class/folder"
STRATEGIES = "strategies"
RESULTS = "results"


def configured(settings: Settings) -> Path | None:
    """The class folder the settings name, or None when none is chosen. The folder may be
    missing or unreachable right now: callers say so and carry on locally."""
    text = str(settings.value(SETTING)).strip()
    return Path(text) if text else None


def strategies_folder(folder: Path) -> Path:
    """Where pupils' handed-in strategies live inside the class folder ``folder``."""
    return folder / STRATEGIES


def results_folder(folder: Path) -> Path:
    """Where each pupil's training results live inside the class folder ``folder``."""
    return folder / RESULTS
